// A modifier as the author wrote it, with resolved arguments.

import TrellisMarkup

/// A modifier applied to a view: `.padding(8)`, `.frame(maxWidth: .infinity)`.
public struct BlockModifier: Hashable, Sendable {
    public var name: String
    public var arguments: [BlockArgument]
    /// Where the modifier's name is written (the `padding` of `.padding(8)`).
    public var location: BlockLocation

    public init(name: String, arguments: [BlockArgument], location: BlockLocation) {
        self.name = name
        self.arguments = arguments
        self.location = location
    }

    /// The argument labelled `label` (`nil` for the unlabelled one).
    public func argument(_ label: String?) -> Value? {
        arguments.first { $0.label == label }?.value
    }
}
