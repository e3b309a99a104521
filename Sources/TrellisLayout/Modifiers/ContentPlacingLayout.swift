/// A modifier: a layout whose first subview is the view it modifies (its content).
///
/// Conformers say where the content goes; placing it and passing its explicit alignment
/// guides through (shifted by that position) are shared here, so a padded or framed `Text`
/// still aligns on its baseline. SwiftUI's unary layouts behave the same way.
public protocol ContentPlacingLayout: Layout {
    /// Where the content goes in a box of `size` (from the box's top-left corner), and the
    /// proposal it gets, when the modifier was offered `proposal`.
    func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize)

    /// The modifier's explicit value for a guide, in `bounds`' coordinates (default: the
    /// content's, shifted by where it sits).
    func contentGuide(_ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double?
}

extension ContentPlacingLayout {
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard let content = subviews.first else { return }
        let placement = contentPlacement(in: bounds.size, proposal: proposal, content: content)
        content.place(
            at: Point(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
            anchor: .topLeading, proposal: placement.proposal)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? {
        contentGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? {
        contentGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// The content's explicit value for `key`, in `bounds`' coordinates.
    public func contentGuide(_ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        guard let content = subviews.first else { return nil }
        let placement = contentPlacement(in: bounds.size, proposal: proposal, content: content)
        guard let value = content.dimensions(in: placement.proposal).explicitValue(key) else { return nil }
        return value + (key.axis == .horizontal ? bounds.minX + placement.origin.x : bounds.minY + placement.origin.y)
    }

    /// The content's spacing: decorations (a background) do not change it.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }
}

/// Where a child goes in a box of `size` so that their `alignment` guides meet: the box's
/// guides take their default values, the child's may be explicit (SwiftUI's frame placement,
/// per OpenSwiftUI FrameLayout.swift).
func alignedOrigin(of child: ViewDimensions, in size: Size, alignment: Alignment) -> Point {
    let box = ViewDimensions(width: size.width, height: size.height)
    return Point(
        x: finite(box[alignment.horizontal] - child[alignment.horizontal]),
        y: finite(box[alignment.vertical] - child[alignment.vertical]))
}
