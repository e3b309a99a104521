// `containerRelativeFrame`: a frame whose size is computed from the nearest container's length.

/// SwiftUI's `containerRelativeFrame(_:alignment:)`, `containerRelativeFrame(_:count:span:spacing:alignment:)`
/// and `containerRelativeFrame(_:alignment:_:)` (iOS 17).
///
/// Apple: "Positions this view within an invisible frame with a size relative to the nearest
/// container", where a container is the window (the screen on iOS), a scrollable view
/// (`ScrollView`, `List`), a `NavigationStack`, a tab or a split view column. On an iPhone
/// the navigation containers are as wide as the window, so the engine's containers are the
/// scroll views (``ScrollViewLayout``) and the root, whose proposal is the window; a
/// container's length on an axis is the length it is offered there.
///
/// Along the named axes the frame is the computed length whatever its parent proposes (as
/// `frame(width:height:)` with those values); on the other axes it passes the proposal
/// through. A page offers a block no height, so on an axis where the container's length is
/// unknown the frame passes the proposal through too (the engine warns).
///
/// With `count`, `span` and `spacing`, Apple gives the length as
/// `(containerLength - spacing * (count - 1)) / count * span + (span - 1) * spacing`.
public struct ContainerRelativeFrameLayout: ContentPlacingLayout {
    public let axes: Axis.Set
    public let alignment: Alignment
    /// The frame's length on an axis from the container's length on it.
    public let length: @Sendable (Double, Axis) -> Double

    /// The whole container length on each of `axes` (`containerRelativeFrame(.horizontal)`).
    public init(axes: Axis.Set, alignment: Alignment = .center) {
        self.init(axes: axes, alignment: alignment) { length, _ in length }
    }

    /// `span` of `count` equal columns or rows with `spacing` between them.
    public init(axes: Axis.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center) {
        let count = Double(max(count, 1)), span = Double(max(span, 1))
        self.init(axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * (count - 1)) / count
            return column * span + (span - 1) * spacing
        }
    }

    /// The author's closure of the container's length and the axis.
    public init(axes: Axis.Set, alignment: Alignment = .center, length: @escaping @Sendable (Double, Axis) -> Double) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }

    /// The frame's fixed lengths, from the nearest container's.
    private func frame(_ container: ProposedViewSize) -> (width: Double?, height: Double?) {
        func fixed(_ axis: Axis, _ available: Double?) -> Double? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let available, available.isFinite else { return nil }
            let result = length(available, axis)
            return result.isFinite ? max(result, 0) : nil
        }
        return (fixed(.horizontal, container.width), fixed(.vertical, container.height))
    }

    private func contentProposal(_ proposal: ProposedViewSize, _ frame: (width: Double?, height: Double?)) -> ProposedViewSize {
        ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let frame = frame(subviews.containerProposal(axes: axes))
        if let width = frame.width, let height = frame.height { return Size(width: width, height: height) }
        let content = subviews.first?.sizeThatFits(contentProposal(proposal, frame)) ?? .zero
        return Size(width: frame.width ?? content.width, height: frame.height ?? content.height)
    }

    public func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize) {
        let childProposal = contentProposal(proposal, frame(content.containerProposal(axes: axes)))
        return (alignedOrigin(of: content.dimensions(in: childProposal), in: size, alignment: alignment), childProposal)
    }
}
