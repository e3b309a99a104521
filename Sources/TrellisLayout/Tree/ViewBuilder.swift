/// Builds lists of views from Swift statements, as SwiftUI's `@ViewBuilder` does.
///
/// Supports sequences of views, `if`/`else`, `switch`, optional views and `for` loops.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [ViewNode] { [view.node] }
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first: [ViewNode]) -> [ViewNode] { first }
    public static func buildEither(second: [ViewNode]) -> [ViewNode] { second }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [ViewNode]) -> [ViewNode] { part }
}
