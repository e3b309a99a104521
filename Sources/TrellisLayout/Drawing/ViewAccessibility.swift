// What a view tells assistive technology, from SwiftUI's accessibility modifiers.

/// What SwiftUI's accessibility modifiers say about a view, carried to the page, which writes
/// it as ARIA (`BlockHTMLWriter`): what VoiceOver reads in an app, a screen reader reads on
/// the page.
///
/// Like the rest of ``ViewDrawing`` it never changes layout (none of these modifiers changes a
/// frame in SwiftUI). Each field is one modifier, as Apple documents it:
/// - `accessibilityLabel(_:)`: the element's name, read instead of its content.
/// - `accessibilityValue(_:)`: read after the label ("Volume, 50 %").
/// - `accessibilityHint(_:)`: "what happens after performing the view's action", read last.
/// - `accessibilityHidden(_:)`: "hide this view from system accessibility features".
/// - `accessibilityElement(children:)`: a new element; its children ignored, combined into
///   it, or contained in it (``Children``).
/// - `accessibilityAddTraits(_:)`: what the element is (``Trait``).
/// - `accessibilityHeading(_:)`: "the accessibility level of this heading", `.h1` to `.h6`.
/// - `accessibilitySortPriority(_:)`: "Higher numbers are sorted first. The default sort
///   priority is zero", "relative to other elements at the same level".
public struct ViewAccessibility: Hashable, Sendable {
    /// `AccessibilityChildBehavior` (Apple, "accessibilityElement(children:)", whose default is `.ignore`).
    public enum Children: String, Hashable, Sendable {
        /// "Any child accessibility elements become hidden"; the new element "has no initial
        /// properties" but those its own modifiers give it.
        case ignore
        /// "Any child accessibility element's properties are merged into the new accessibility
        /// element": one element that reads its children's labels in order.
        case combine
        /// "Any child accessibility elements become children of the new accessibility
        /// element": a container, navigated as a whole.
        case contain
    }

    /// The `AccessibilityTraits` a page can say, each with its ARIA role. SwiftUI's other
    /// traits (`isSelected`, `isModal`, `updatesFrequently`...) describe behaviour a static
    /// page has not; the language warns where one is written.
    public enum Trait: String, Hashable, Sendable, CaseIterable {
        /// "The accessibility element is a button": `role="button"`.
        case isButton
        /// "A header that divides content into sections": `role="heading"`.
        case isHeader
        /// `role="link"`.
        case isLink
        /// "The accessibility element is an image": `role="img"`.
        case isImage
        /// Static text: what a `Text` already is on the page.
        case isStaticText
    }

    /// `accessibilityLabel(_:)`, or `nil` to read the view's own content.
    public var label: String?
    /// `accessibilityValue(_:)`.
    public var value: String?
    /// `accessibilityHint(_:)`.
    public var hint: String?
    /// `accessibilityHidden(true)`: neither the view nor anything inside it is read.
    public var isHidden = false
    /// `accessibilityElement(children:)`, or `nil` if the view is not made an element.
    public var children: Children?
    /// `accessibilityAddTraits(_:)`.
    public var traits: Set<Trait> = []
    /// `accessibilityHeading(.h1)` ... `(.h6)`: the heading's level; `nil` for
    /// `.unspecified`, "a heading without a hierarchy".
    public var headingLevel: Int?
    /// `accessibilitySortPriority(_:)`; 0 is SwiftUI's default.
    public var sortPriority: Double = 0

    public init() {}

    /// Whether the view is read as one element with a name of its own (its label or value, or
    /// its children's combined) instead of the elements inside it; a `.contain` container's
    /// label names it, and its children are still read.
    public var isOneElement: Bool {
        switch children {
        case .ignore?, .combine?: true
        case .contain?: false
        case nil: label != nil || value != nil
        }
    }
}
