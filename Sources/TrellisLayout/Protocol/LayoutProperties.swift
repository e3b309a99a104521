/// Facts about a layout container that its content may depend on.
public struct LayoutProperties: Hashable, Sendable {
    /// The stack axis, if the layout is one-dimensional: Spacer and Divider inside it follow
    /// it. `nil` (the default) for layouts that are not stacks; a Spacer directly inside such
    /// a layout then expands on both axes.
    public var stackOrientation: Axis?

    public init(stackOrientation: Axis? = nil) {
        self.stackOrientation = stackOrientation
    }
}
