/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis (sources: objc.io "Thinking in SwiftUI", OpenSwiftUI, shared notes):
/// - the content is offered the proposal clamped to min...max, or the ideal length when the
///   proposal is `nil` (still `nil` without an ideal);
/// - the frame's length starts from the content's; a min makes it `max(min, min(length,
///   proposal))`, then a max makes it `min(max, max(length, proposal))`. So
///   `maxWidth: .infinity` takes the whole offer, and with both bounds the frame is the
///   proposal clamped to them;
/// - with a `nil` proposal the frame is its ideal length if it has one, else the content's,
///   clamped to min...max. (Trellis clamps the ideal too; SwiftUI leaves contradictory
///   constraints undefined.)
/// Negative or NaN bounds count as unset; a max below the min is raised to the min.
public struct FlexibleFrameLayout: ContentPlacingLayout {
    /// The constraints on one axis.
    public struct Bounds: Hashable, Sendable {
        public let min: Double?
        public let ideal: Double?
        public let max: Double?

        public init(min: Double?, ideal: Double?, max: Double?) {
            let valid = { (value: Double?) in value.flatMap { $0 >= 0 ? $0 : nil } }
            let lower = valid(min).flatMap { $0.isFinite ? $0 : nil }
            self.min = lower
            self.ideal = valid(ideal).flatMap { $0.isFinite ? $0 : nil }
            self.max = valid(max).map { Swift.max($0, lower ?? 0) }
        }

        /// What the content is offered for `proposal`.
        func offer(_ proposal: Double?) -> Double? {
            guard let proposal else { return ideal }
            return clamp(proposal)
        }

        func clamp(_ value: Double) -> Double {
            var result = value
            if let min { result = Swift.max(result, min) }
            if let max { result = Swift.min(result, max) }
            return result
        }

        /// The frame's length given the content's and the proposal.
        func length(content: Double, proposal: Double?) -> Double {
            guard let proposal else {
                return clamp(ideal ?? content)
            }
            var result = content
            if let min { result = Swift.max(min, Swift.min(result, proposal)) }
            if let max { result = Swift.min(max, Swift.max(result, proposal)) }
            return result
        }
    }

    public let horizontal: Bounds
    public let vertical: Bounds
    public let alignment: Alignment

    public init(horizontal: Bounds, vertical: Bounds, alignment: Alignment = .center) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.offer(proposal.width), height: vertical.offer(proposal.height))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return Size(
            width: horizontal.length(content: content.width, proposal: proposal.width),
            height: vertical.length(content: content.height, proposal: proposal.height))
    }

    public func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize) {
        let childProposal = contentProposal(proposal)
        return (alignedOrigin(of: content.dimensions(in: childProposal), in: size, alignment: alignment), childProposal)
    }
}
