// One precomputed layout of a block: a state combination at a text size, in a colour scheme.

import TrellisLayout

/// One precomputed layout of a block: a state combination at a text size.
public struct BlockConfiguration: Hashable, Sendable {
    /// Each state variable's value, by name.
    public var state: [String: String]
    public var textSize: DynamicTypeSize
    /// Light, unless the block reads the scheme (`BlockInput.colorSchemes`).
    public var colorScheme: ColorScheme

    public init(state: [String: String] = [:], textSize: DynamicTypeSize = .default, colorScheme: ColorScheme = .light) {
        self.state = state
        self.textSize = textSize
        self.colorScheme = colorScheme
    }
}
