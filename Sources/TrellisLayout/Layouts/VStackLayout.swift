/// Arranges subviews in a column: the layout behind `VStack`, usable on its own as `any Layout`
/// (for `AnyLayout`-style switching). See `StackLayout` for the algorithm.
public struct VStackLayout: Layout, SubviewDerivedAlignment {
    public var alignment: HorizontalAlignment
    /// The gap between every pair of subviews; `nil` uses each pair's preferred spacing.
    public var spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache {
        stack.makeCache(subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> Size {
        stack.distribute(proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        stack.place(in: bounds, proposal, subviews, &cache)
    }
}
