// SwiftUI's vocabulary as values: `.leading`, `Color.red`, `.system(size: 20)`.

/// A member of SwiftUI's vocabulary, resolved when a view or modifier consumes it.
public struct MemberValue: Hashable, Sendable {
    /// The type written before the dot (`Color` in `Color.red`), `nil` for `.red`.
    public var base: String?
    public var name: String
    /// Arguments of a call such as `.system(size: 20, weight: .bold)`; `nil` if not called.
    public var arguments: [BlockArgument]?

    public init(base: String? = nil, name: String, arguments: [BlockArgument]? = nil) {
        self.base = base
        self.name = name
        self.arguments = arguments
    }

    /// The argument labelled `label` (`nil` for unlabelled).
    public func argument(_ label: String?) -> Value? {
        arguments?.first { $0.label == label }?.value
    }
}
