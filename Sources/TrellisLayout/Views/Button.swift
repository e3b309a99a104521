/// A button: a label drawn in a style (SwiftUI's `Button`). Trellis pages are static, so the
/// action is accepted for source compatibility and never run.
///
/// The label can be any view (several views are laid out as an HStack); the session's vote
/// buttons use `Text(pet.type).frame(maxWidth: .infinity)` so that a button fills the slot
/// its container offers. The style is set with `buttonStyle(_:)` on the button or on any
/// container of it (the nearest one wins, as in SwiftUI). See `ButtonStyle` for the metrics.
public struct Button: View {
    public let label: ViewNode
    public let style: ButtonStyle?

    public init(action: () -> Void = {}, @ViewBuilder label: () -> [ViewNode]) {
        let views = label()
        self.label = views.count == 1 ? views[0] : HStack { views }.node
        style = nil
    }

    /// A button whose label is `title` in the default font.
    public init(_ title: String, action: () -> Void = {}) {
        self.init(action: action) { Text(title) }
    }

    public var node: ViewNode {
        ButtonLayout(style: style ?? .automatic, isExplicit: style != nil).node(label: label)
    }
}

/// How a button is drawn; the padding is part of its layout, the rest is for the renderer.
///
/// Metrics (SwiftUI on iOS at the default control size, documented so that the HTML draws
/// the same):
/// - `bordered`: 7 px above and below the label, 12 px before and after it, a rounded
///   rectangle (radius 6) in the tint at 15 % opacity behind it, the label in the tint.
/// - `borderedProminent`: the same box filled with the tint, the label in white.
/// - `automatic` (SwiftUI's default on iOS), `borderless` and `link` (macOS's "button style
///   for buttons that emulate links", Apple, "LinkButtonStyle"): no padding, no background,
///   the label in the tint.
/// - `plain`: no padding, no background, the label in the primary colour.
/// - `glass` and `glassProminent` (iOS 26, Apple: "applies glass border artwork based on the
///   button's context", "prominent glass border artwork"): Apple documents no metrics, so
///   the bordered styles' padding, in a capsule, the glass a regular material (the label in
///   the tint) or the tint itself (the label in white).
///
/// The tint is SwiftUI's accent blue (`Color.blue`).
public enum ButtonStyle: String, Hashable, Sendable, CaseIterable {
    case automatic, bordered, borderedProminent, borderless, plain, link, glass, glassProminent

    public static let tint = Color.blue

    /// The space between the button's edge and its label.
    public var insets: EdgeInsets {
        switch self {
        case .bordered, .borderedProminent, .glass, .glassProminent: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .automatic, .borderless, .plain, .link: .zero
        }
    }

    /// The box's corner radius; infinite for a capsule (the glass styles).
    public var cornerRadius: Double {
        switch self {
        case .bordered, .borderedProminent: 6
        case .glass, .glassProminent: .infinity
        case .automatic, .borderless, .plain, .link: 0
        }
    }

    /// The box's fill, `nil` for none (or for the glass's material, which the renderer draws).
    public var background: Color? {
        switch self {
        case .bordered: Self.tint.opacity(0.15)
        case .borderedProminent, .glassProminent: Self.tint
        case .automatic, .borderless, .plain, .link, .glass: nil
        }
    }

    /// The label's colour.
    public var foreground: Color {
        switch self {
        case .borderedProminent, .glassProminent: .white
        case .plain: .primary
        case .automatic, .bordered, .borderless, .link, .glass: Self.tint
        }
    }

}

/// The layout of a button: its label inset by the style's padding.
public struct ButtonLayout: ContentPlacingLayout {
    public let style: ButtonStyle
    /// Whether `buttonStyle` (or the initialiser) chose the style; an enclosing
    /// `buttonStyle` only restyles buttons that have none of their own.
    public let isExplicit: Bool

    public init(style: ButtonStyle, isExplicit: Bool) {
        self.style = style
        self.isExplicit = isExplicit
    }

    private var padding: PaddingLayout { PaddingLayout(style.insets) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        padding.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize) {
        padding.contentPlacement(in: size, proposal: proposal, content: content)
    }

    /// A bordered button's label is padded, so the button is spaced like any other view
    /// on its padded edges, not like its label's text.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        padding.spacing(subviews: subviews, cache: &cache)
    }

    /// The button node around `label`, drawn in its style.
    func node(label: ViewNode) -> ViewNode {
        var node = ViewNode(layout: self, kind: .button, children: [label])
        node.drawing.control = .button(style)
        return node
    }
}

// MARK: - Styling

extension View {
    /// Draws the buttons in this view in `style`: this view if it is a button, and every
    /// button inside it that has no style of its own (SwiftUI's environment-wide
    /// `buttonStyle`, where the nearest one wins).
    public func buttonStyle(_ style: ButtonStyle) -> ViewNode {
        node.applyingButtonStyle(style)
    }
}

extension ViewNode {
    fileprivate func applyingButtonStyle(_ style: ButtonStyle) -> ViewNode {
        var copy = self
        switch content {
        case .leaf:
            return self
        case .group(let children):
            copy.content = .group(children.map { $0.applyingButtonStyle(style) })
        case .layout(let layout, let children):
            let restyled = children.map { $0.applyingButtonStyle(style) }
            if let button = layout as? ButtonLayout, !button.isExplicit {
                let styled = ButtonLayout(style: style, isExplicit: true)
                copy.content = .layout(styled, restyled)
                copy.drawing.control = .button(style)
            } else {
                copy.content = .layout(layout, restyled)
            }
        }
        return copy
    }
}
