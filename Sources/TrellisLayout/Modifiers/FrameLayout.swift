/// `frame(width:height:alignment:)`: fixes the set dimensions and aligns the content in them.
///
/// A set dimension is proposed to the content and is the frame's size whatever the content
/// answers; an unset one passes the proposal through and takes the content's size. A
/// negative or non-finite dimension counts as unset (SwiftUI logs it and does the same).
public struct FrameLayout: ContentPlacingLayout {
    public let width: Double?
    public let height: Double?
    public let alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = width.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        self.height = height.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        if let width, let height {
            return Size(width: width, height: height)
        }
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return Size(width: width ?? content.width, height: height ?? content.height)
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize) {
        let childProposal = contentProposal(proposal)
        return (alignedOrigin(of: content.dimensions(in: childProposal), in: size, alignment: alignment), childProposal)
    }
}
