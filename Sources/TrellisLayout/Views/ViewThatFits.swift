/// The first of several alternatives that fits (SwiftUI's `ViewThatFits`); see
/// `ViewThatFitsLayout` for the rule.
public struct ViewThatFits: View {
    public let layout: ViewThatFitsLayout
    public let content: [ViewNode]

    /// - Parameter axes: The axes on which a child's ideal size must fit (default both).
    public init(in axes: Axis.Set = .all, @ViewBuilder content: () -> [ViewNode]) {
        layout = ViewThatFitsLayout(in: axes)
        self.content = content()
    }

    public var node: ViewNode { ViewNode(layout: layout, kind: .viewThatFits, children: content) }
}
