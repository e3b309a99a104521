// SwiftUI's UnitCurve: the cubic Bézier that maps an animation's elapsed fraction to its progress.

/// A timing curve from (0, 0) to (1, 1) shaped by two control points, as SwiftUI's
/// `UnitCurve.bezier(startControlPoint:endControlPoint:)` and CSS's `cubic-bezier()` draw it.
///
/// SwiftUI's own curves, with the control points Apple documents
/// (https://developer.apple.com/documentation/swiftui/unitcurve/easein,
/// .../unitcurve/easeout, .../unitcurve/easeinout): they are CSS's `ease-in`, `ease-out`
/// and `ease-in-out` point for point. "The x components of the control points are clamped
/// to the range [0,1] when the curve is evaluated"
/// (https://developer.apple.com/documentation/swiftui/unitcurve/bezier(startcontrolpoint:endcontrolpoint:));
/// the y components are free, so a curve may overshoot.
public struct UnitCurve: Hashable, Sendable {
    public var startControlPoint: UnitPoint
    public var endControlPoint: UnitPoint

    /// A curve through the two control points; x is clamped to 0...1 as SwiftUI clamps it,
    /// and a non-finite coordinate is read as the linear curve's.
    public init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) {
        func x(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : fallback }
        func y(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
        self.startControlPoint = UnitPoint(x: x(startControlPoint.x, 0), y: y(startControlPoint.y, 0))
        self.endControlPoint = UnitPoint(x: x(endControlPoint.x, 1), y: y(endControlPoint.y, 1))
    }

    public static let linear = UnitCurve(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The progress at `fraction` (0...1) of the duration: the y of the curve's point whose x
    /// is `fraction`. x(s) is monotonic in s because both control x lie in 0...1, so the
    /// parameter is found by Newton's method, falling back to bisection.
    public func value(at fraction: Double) -> Double {
        let t = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        if self == .linear { return t }
        let (x1, y1, x2, y2) = (startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y)
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - t
            if abs(error) < 1e-12 { return bezier(s, y1, y2) }
            let derivative = slope(s, x1, x2)
            guard abs(derivative) > 1e-9 else { break }
            s -= error / derivative
            guard s >= 0, s <= 1 else { break }
        }
        var low = 0.0, high = 1.0
        s = t
        for _ in 0..<60 {
            let x = bezier(s, x1, x2)
            if abs(x - t) < 1e-12 { break }
            if x < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return bezier(s, y1, y2)
    }
}
