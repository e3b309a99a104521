/// `alignmentGuide(_:computeValue:)`: overrides one guide of the content with a value
/// computed from the content's dimensions (the closure sees the content's own guides, so
/// `d[.leading]` inside it is the unmodified value). Other guides pass through. A non-finite
/// result counts as no override.
public struct AlignmentGuideLayout: ContentPlacingLayout {
    public let guide: AlignmentKey
    public let computeValue: @Sendable (ViewDimensions) -> Double

    public init(_ guide: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double) {
        self.guide = guide.key
        self.computeValue = computeValue
    }

    public init(_ guide: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double) {
        self.guide = guide.key
        self.computeValue = computeValue
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    public func contentGuide(_ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        guard let content = subviews.first else { return nil }
        let dimensions = content.dimensions(in: proposal)
        let origin = key.axis == .horizontal ? bounds.minX : bounds.minY
        if key == guide {
            let value = computeValue(dimensions)
            return value.isFinite ? value + origin : nil
        }
        return dimensions.explicitValue(key).map { $0 + origin }
    }
}
