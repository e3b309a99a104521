// What a node of the view tree is, as a closed set of SwiftUI's names plus the author's.

/// What a node is: one of SwiftUI's views or modifiers that the engine knows, or a layout
/// known only by name (a site's registered layout, an author's `struct X: Layout`).
///
/// Every stage matches kinds through this enum, so a renderer that draws `Text` and a
/// lowering that makes one cannot disagree on spelling; ``name`` is the SwiftUI spelling that
/// layout reports and element keys (`data-trellis-node`) print.
public enum ViewKind: Hashable, Sendable, CustomStringConvertible {
    // Containers
    case hStack, vStack, zStack, grid, gridRow, viewThatFits, group
    // Leaves
    case text, image, color, spacer, divider, rectangle, roundedRectangle, unevenRoundedRectangle, circle, capsule, ellipse, progressView
    // Controls
    case button, link, toggle, picker
    /// One option row of an inline picker (a radio button and the option's view).
    case pickerRow
    /// A menu picker's title, which the page's `<select>` draws.
    case pickerTitle
    // Modifiers (lower-case, as SwiftUI's modifier names)
    case frame, padding, fixedSize, aspectRatio, offset, background, overlay, alignmentGuide
    /// `safeAreaInset` and `safeAreaBar`: the modified view beside its inset content.
    case safeAreaInset
    /// A layout or leaf known only by its type name (`RadialLayout`, `MyEqualWidthHStack`).
    case custom(String)

    /// SwiftUI's spelling: `HStack`, `Text`, `padding`, or the custom name.
    public var name: String {
        switch self {
        case .custom(let name): name
        default: Self.names[self] ?? "\(self)"
        }
    }

    public var description: String { name }

    /// The kind SwiftUI spells `name`; names the engine does not know are ``custom(_:)``.
    public init(name: String) {
        self = Self.kinds[name] ?? .custom(name)
    }

    /// Whether the kind is a modifier of the view inside it (`padding`, `frame`...), which
    /// moves or decorates its content rather than being a view the author wrote.
    public var isModifier: Bool {
        switch self {
        case .frame, .padding, .fixedSize, .aspectRatio, .offset, .background, .overlay, .alignmentGuide, .safeAreaInset, .pickerRow, .pickerTitle: true
        default: false
        }
    }

    /// Whether the kind is a shape (`Rectangle`, `Circle`...), which fills its frame.
    public var isShape: Bool {
        switch self {
        case .rectangle, .roundedRectangle, .unevenRoundedRectangle, .circle, .capsule, .ellipse: true
        default: false
        }
    }

    private static let named: [(ViewKind, String)] = [
        (.hStack, "HStack"), (.vStack, "VStack"), (.zStack, "ZStack"), (.grid, "Grid"), (.gridRow, "GridRow"),
        (.viewThatFits, "ViewThatFits"), (.group, "Group"), (.text, "Text"), (.image, "Image"), (.color, "Color"),
        (.spacer, "Spacer"), (.divider, "Divider"), (.rectangle, "Rectangle"), (.roundedRectangle, "RoundedRectangle"),
        (.unevenRoundedRectangle, "UnevenRoundedRectangle"),
        (.circle, "Circle"), (.capsule, "Capsule"), (.ellipse, "Ellipse"), (.progressView, "ProgressView"),
        (.button, "Button"), (.link, "Link"), (.toggle, "Toggle"), (.picker, "Picker"), (.pickerRow, "pickerRow"),
        (.pickerTitle, "pickerTitle"), (.frame, "frame"), (.padding, "padding"), (.fixedSize, "fixedSize"),
        (.aspectRatio, "aspectRatio"), (.offset, "offset"), (.background, "background"), (.overlay, "overlay"),
        (.alignmentGuide, "alignmentGuide"), (.safeAreaInset, "safeAreaInset"),
    ]
    private static let names = Dictionary(uniqueKeysWithValues: named)
    private static let kinds = Dictionary(uniqueKeysWithValues: named.map { ($1, $0) })
}
