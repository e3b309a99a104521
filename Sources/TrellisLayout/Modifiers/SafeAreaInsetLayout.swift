/// Places a view's inset content on one of its edges and lays the view out in what is left: `safeAreaInset`.
///
/// Apple, "safeAreaInset(edge:alignment:spacing:content:)": it "shows the specified content
/// above or below the modified view"; `edge` is "the vertical edge of the view to inset by the
/// height of `content`, to make space for `content`", `alignment` "the alignment guide used to
/// position `content` horizontally", and `spacing` the "extra distance placed between the two
/// views, or nil to use the default amount of spacing". The horizontal overload does the same
/// beside the view, and iOS 26's `safeAreaBar` is the same placement drawn as a bar.
///
/// A view that does not ignore the safe area is laid out inside it (the rule
/// `safeAreaPadding` lowers to padding by), so the modified view is offered the proposal less
/// the content's length and the spacing on that axis, and sits beside the content. The
/// content is measured first at the proposal's cross length and its own ideal length along
/// the axis, as a bar is; where the documentation is silent (how the two line up across the
/// axis) both are aligned on `alignment`, as a stack aligns its children. On a static page a
/// scroll view's content cannot scroll under the bar, so the bar takes its room from the view
/// as it does from any other.
///
/// Subviews: the modified view first, then the inset content.
public struct SafeAreaInsetLayout: Layout {
    public let edge: Edge
    /// The guide across the edge's axis (`alignment.horizontal` for the top and bottom edges,
    /// `alignment.vertical` for the leading and trailing ones).
    public let alignment: Alignment
    /// `nil`: the default distance between the two views, as a stack spaces its children.
    public let spacing: Double?

    public init(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing.map { finite($0).sanitizedLength() }
    }

    /// The axis the content is stacked along.
    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard subviews.count == 2 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        let parts = arrangement(proposal, subviews)
        return parts.size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else {
            subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            return
        }
        let parts = arrangement(ProposedViewSize(bounds.size), subviews)
        let vertical = axis == .vertical
        let along = vertical ? bounds.size.height : bounds.size.width
        // The content on its edge of the bounds, the view from the opposite edge.
        let contentStart: Double, mainStart: Double
        switch edge {
        case .top, .leading: (contentStart, mainStart) = (0, parts.content.size[axis] + parts.gap)
        case .bottom, .trailing: (contentStart, mainStart) = (along - parts.content.size[axis], 0)
        }
        func place(_ subview: LayoutSubview, _ dimensions: ViewDimensions, from start: Double, proposal: ProposedViewSize) {
            let across = parts.guide - crossGuide(dimensions)
            let origin = vertical ? Point(x: bounds.minX + across, y: bounds.minY + start) : Point(x: bounds.minX + start, y: bounds.minY + across)
            subview.place(at: origin, anchor: .topLeading, proposal: proposal)
        }
        place(subviews[subviews.startIndex], parts.main, from: mainStart, proposal: parts.mainProposal)
        place(subviews[subviews.startIndex + 1], parts.content, from: contentStart, proposal: parts.contentProposal)
    }

    /// The content's and the view's dimensions and proposals, the gap between them, where the
    /// cross guide lies from the container's cross start, and the container's size.
    private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (
        main: ViewDimensions, content: ViewDimensions, mainProposal: ProposedViewSize, contentProposal: ProposedViewSize,
        gap: Double, guide: Double, size: Size
    ) {
        let vertical = axis == .vertical
        let main = subviews[subviews.startIndex], inset = subviews[subviews.startIndex + 1]
        let contentProposal = vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
        let content = inset.dimensions(in: contentProposal)
        let gap = spacing ?? (edge == .top || edge == .leading
            ? inset.spacing.distance(to: main.spacing, along: axis)
            : main.spacing.distance(to: inset.spacing, along: axis))
        let taken = content.size[axis] + gap
        let mainProposal = vertical
            ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - taken, 0) })
            : ProposedViewSize(width: proposal.width.map { max($0 - taken, 0) }, height: proposal.height)
        let mainDimensions = main.dimensions(in: mainProposal)
        // Across the axis the two line up on the guide, as a stack's children do.
        let before = max(crossGuide(mainDimensions), crossGuide(content))
        let after = max(mainDimensions.size[cross] - crossGuide(mainDimensions), content.size[cross] - crossGuide(content))
        let acrossLength = max(before + after, 0)
        let alongLength = mainDimensions.size[axis] + taken
        let size = vertical ? Size(width: acrossLength, height: alongLength) : Size(width: alongLength, height: acrossLength)
        return (mainDimensions, content, mainProposal, contentProposal, gap, before, size)
    }

    private var cross: Axis { axis == .vertical ? .horizontal : .vertical }

    /// A view's guide across the axis, from its cross start.
    private func crossGuide(_ dimensions: ViewDimensions) -> Double {
        finite(axis == .vertical ? dimensions[alignment.horizontal] : dimensions[alignment.vertical])
    }
}
