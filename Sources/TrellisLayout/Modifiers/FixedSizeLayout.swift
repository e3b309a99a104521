/// `fixedSize`: proposes `nil` on the fixed axes, so the content takes its ideal size there,
/// both when measured and when placed.
public struct FixedSizeLayout: ContentPlacingLayout {
    public let horizontal: Bool
    public let vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
    }

    public func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize) {
        (.zero, contentProposal(proposal))
    }
}
