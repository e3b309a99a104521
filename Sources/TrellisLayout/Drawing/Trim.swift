// A shape's `.trim(from:to:)` as typed drawing data.

/// The part of a shape's outline that is drawn, as fractions of its path: SwiftUI's paths
/// start at the trailing edge's middle for circles and run clockwise.
public struct Trim: Hashable, Sendable {
    public var from: Double
    public var to: Double

    public init(from: Double, to: Double) {
        let clamp = { (value: Double) in value.isFinite ? min(max(value, 0), 1) : 0 }
        self.from = clamp(from)
        self.to = max(clamp(to), clamp(from))
    }
}
