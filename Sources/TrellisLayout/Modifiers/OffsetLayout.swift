/// `offset(x:y:)`: draws the content shifted without changing the layout.
///
/// The offset view keeps the content's size and place among its siblings; only the
/// content's frame moves. Its alignment guides are not shifted (the offset is a drawing
/// effect in SwiftUI). Non-finite offsets count as 0.
public struct OffsetLayout: ContentPlacingLayout {
    public let offset: Size

    public init(x: Double = 0, y: Double = 0) {
        offset = Size(width: finite(x), height: finite(y))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize) {
        (Point(x: offset.width, y: offset.height), proposal)
    }

    public func contentGuide(_ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        guard let value = subviews.first?.dimensions(in: proposal).explicitValue(key) else { return nil }
        return value + (key.axis == .horizontal ? bounds.minX : bounds.minY)
    }
}
