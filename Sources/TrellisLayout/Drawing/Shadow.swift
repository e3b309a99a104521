// `.shadow(color:radius:x:y:)` as typed drawing data.

/// A shadow of the view's drawn content (not its frame), blurred and offset, as SwiftUI's
/// `shadow` draws it; layout is unaffected.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    /// The blur's radius (the Gaussian's standard deviation, as CSS `drop-shadow` takes it).
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: Color, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius.isFinite ? max(radius, 0) : 0
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
    }
}
