import TrellisLayout

/// One precomputed layout of a block: a state combination at a text size.
public struct BlockConfiguration: Hashable, Sendable {
    /// Each state variable's value, by name.
    public var state: [String: String]
    public var textSize: DynamicTypeSize

    public init(state: [String: String] = [:], textSize: DynamicTypeSize = .default) {
        self.state = state
        self.textSize = textSize
    }
}
