// A view of the language: its signatures and how its content is interpreted.

/// How the interpreter treats a view's content.
public enum ViewRole: Hashable, Sendable {
    /// A view with no special handling.
    case plain
    /// `ForEach`: expands into its content once per element; not a node itself.
    case forEach
    /// `Picker`: its children's `.tag(...)` values are its selection's possible values.
    case picker
    /// `Toggle`: its `isOn` binding is a Bool with two values.
    case toggle
    /// `DisclosureGroup`: its `isExpanded` binding is a Bool with two values, which the
    /// reader switches with the group's own label.
    case disclosure
    /// `TabView`: its `selection` binding takes its tabs' `.tag(...)` values, which the
    /// reader switches with the tab bar's names.
    case tabView
}

/// A view the language knows.
public struct ViewSpec: Hashable, Sendable {
    public var name: String
    public var signatures: [Signature]
    public var role: ViewRole

    public init(_ name: String, _ signatures: [Signature], role: ViewRole = .plain) {
        self.name = name
        self.signatures = signatures
        self.role = role
    }
}
