// An argument of a view, modifier or member, checked and resolved.

import TrellisMarkup

/// An argument with its label, resolved value and position (for errors raised later).
public struct BlockArgument: Hashable, Sendable {
    public var label: String?
    public var value: Value
    public var location: BlockLocation

    public init(label: String?, value: Value, location: BlockLocation) {
        self.label = label
        self.value = value
        self.location = location
    }
}
