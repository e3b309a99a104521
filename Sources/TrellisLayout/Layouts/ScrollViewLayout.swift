// ScrollView: a region as large as it is offered whose content is unbounded along the scroll axes.

/// SwiftUI's `ScrollView`.
///
/// - The content is proposed the scroll view's proposal with the scrolling axes left
///   unspecified (`nil`): it takes its ideal size along them, as in SwiftUI.
/// - The scroll view takes the size it is offered; on an axis offered nothing (a page offers
///   a block any height) it is as large as its content, so a vertical scroll view in a page
///   shows all of its content.
/// - The content starts at the top (vertical) or the leading edge (horizontal) and is centred
///   on the other axis when it is smaller than the scroll view, as `ScrollView { Text("Hi") }`
///   shows the text centred at the top.
///
/// - `defaultScrollAnchor(_:)` (iOS 17) also aligns content smaller than the scroll view along
///   its scrolling axes: with `.bottom` a short list sits at the bottom (Apple, "ScrollAnchorRole":
///   the anchor decides "how the scroll view should align content smaller than its container
///   size"); the other axis keeps its centring.
///
/// The page draws the region with `overflow: auto` on the scrolling axes, so content larger
/// than the region scrolls there.
public struct ScrollViewLayout: Layout {
    public var axes: Axis.Set
    /// `defaultScrollAnchor`'s point, `nil` for none.
    public var anchor: UnitPoint?

    public init(axes: Axis.Set = .vertical, anchor: UnitPoint? = nil) {
        self.axes = axes
        self.anchor = anchor
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        var content = Size.zero
        for subview in subviews {
            let size = subview.sizeThatFits(contentProposal(proposal))
            content = Size(width: max(content.width, size.width), height: max(content.height, size.height))
        }
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offered = contentProposal(ProposedViewSize(bounds.size))
        for subview in subviews {
            let size = subview.sizeThatFits(offered)
            let x = axes.contains(.horizontal) ? bounds.minX + max(bounds.width - size.width, 0) * (anchor?.x ?? 0)
                : bounds.minX + max(bounds.width - size.width, 0) / 2
            let y = axes.contains(.vertical) ? bounds.minY + max(bounds.height - size.height, 0) * (anchor?.y ?? 0)
                : bounds.minY + max(bounds.height - size.height, 0) / 2
            subview.place(at: Point(x: x, y: y), anchor: .topLeading, proposal: offered)
        }
    }
}
