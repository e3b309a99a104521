/// `background(alignment:content:)` and `overlay(alignment:content:)`.
///
/// The first subview is the content and sizes the result; every further subview is a
/// decoration, offered the content's size and aligned on it (behind for a background, in
/// front for an overlay: the order is the renderer's business). Several decorations are laid
/// out as in a ZStack, as SwiftUI does with a multi-view background. The result keeps the
/// content's spacing, priority and alignment guides.
public struct BackgroundLayout: ContentPlacingLayout {
    /// Whether the decorations are drawn behind (`background`) or in front (`overlay`).
    public enum Layer: Hashable, Sendable {
        case background, overlay
    }

    public let alignment: Alignment
    public let layer: Layer

    public init(alignment: Alignment = .center, layer: Layer) {
        self.alignment = alignment
        self.layer = layer
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        content.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let decorationProposal = ProposedViewSize(bounds.size)
        for decoration in subviews.dropFirst() {
            let origin = alignedOrigin(of: decoration.dimensions(in: decorationProposal), in: bounds.size, alignment: alignment)
            decoration.place(
                at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
                proposal: decorationProposal)
        }
    }
}
