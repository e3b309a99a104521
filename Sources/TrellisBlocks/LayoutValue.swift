// Layouts used as values, as `AnyLayout` makes them.

/// A layout as a value, applied later to content: `let layout = AnyLayout(HStackLayout())`.
///
/// `AnyLayout` itself leaves no trace: identity across layouts comes from the content's ids,
/// which depend on source positions, not on the layout.
public struct LayoutValue: Hashable, Sendable {
    /// The view kind it lays out as: `HStack` for `HStackLayout`, or a registered layout's name.
    public var kind: String
    public var arguments: [BlockArgument]

    public init(kind: String, arguments: [BlockArgument]) {
        self.kind = kind
        self.arguments = arguments
    }
}
