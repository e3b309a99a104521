// SwiftUI's gradients (`LinearGradient`, `RadialGradient`, `EllipticalGradient`, `AngularGradient`) as typed drawing data.

/// A gradient fill: its colour stops and its geometry in the view's frame, as SwiftUI's
/// gradient views and `.linearGradient(...)` styles define them.
public struct GradientDrawing: Hashable, Sendable {
    /// Where the colours run.
    public enum Geometry: Hashable, Sendable {
        /// From `start` to `end`, unit points of the frame.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Circles around `center` from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Ellipses around `center` from `startFraction` to `endFraction` of the frame: the
        /// radii are fractions of a unit square stretched to the frame, so `0.5` reaches each
        /// side from the centre (Apple, "EllipticalGradient": "maps its coordinate space to the
        /// unit space square in which its center and radii are defined, then stretches that
        /// square to fill its bounding rect").
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        /// Around `center`, clockwise from `startDegrees` (0 is the trailing side, as in
        /// SwiftUI) to `endDegrees`.
        case angular(center: UnitPoint, startDegrees: Double, endDegrees: Double)
    }

    /// One colour at a location in 0...1 along the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        /// The colour lightened this fraction of the way to white (the top of
        /// `Color.gradient`), kept apart so a named colour still follows dark mode.
        public var whiteMix: Double

        public init(color: Color, location: Double, whiteMix: Double = 0) {
            self.color = color
            self.location = location.isFinite ? min(max(location, 0), 1) : 0
            self.whiteMix = whiteMix.isFinite ? min(max(whiteMix, 0), 1) : 0
        }
    }

    public var geometry: Geometry
    public var stops: [Stop]

    /// `colors` spread evenly, as `Gradient(colors:)` does (one colour fills everything).
    public init(geometry: Geometry, colors: [Color]) {
        self.geometry = geometry
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0)
        }
    }

    public init(geometry: Geometry, stops: [Stop]) {
        self.geometry = geometry
        self.stops = stops
    }
}
