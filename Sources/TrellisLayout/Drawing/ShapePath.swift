// A path as SwiftUI's Path builds it: moves, lines and Bézier curves, arcs and ellipses as curves.

import Foundation

/// The outline of a `Path` or of an author's `Shape`, in the coordinates of the frame it is
/// drawn in (y grows downwards, as in SwiftUI).
///
/// Arcs, ellipses and rounded corners are stored as cubic Bézier curves, the way CoreGraphics
/// approximates them (at most a quarter turn per curve, control points at
/// `4/3 · tan(θ/4)` of the radius), so a renderer only needs moves, lines and curves.
public struct ShapePath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []
    /// Where the next segment starts (`nil` before the first move).
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: Point) {
        elements.append(.move(point))
        currentPoint = point
        subpathStart = point
    }

    /// A line from the current point; with none, CoreGraphics starts the path at `point`.
    public mutating func addLine(to point: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(point))
        currentPoint = point
    }

    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: Point, control: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`: angles in radians from the +x
    /// axis, measured as CoreGraphics does in a y-down space, so `clockwise: false` sweeps with
    /// growing angles (which looks clockwise on screen, as Apple's documentation warns). A
    /// line joins the current point to the arc's start.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let turn = 2 * Double.pi
        if clockwise {
            if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: turn)
                if sweep > 0 { sweep -= turn }
            }
            sweep = max(sweep, -turn)
        } else {
            if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: turn)
                if sweep < 0 { sweep += turn }
            }
            sweep = min(sweep, turn)
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        var angle = startAngle
        for _ in 0..<pieces {
            appendArcPiece(center: center, radiusX: radius, radiusY: radius, from: angle, to: angle + step)
            angle += step
        }
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: the rounded corner between the line from
    /// the current point to `tangent1End` and the line from there to `tangent2End`.
    public mutating func addArc(tangent1End corner: Point, tangent2End end: Point, radius: Double) {
        guard let start = currentPoint else { return move(to: corner) }
        let v1 = Point(x: start.x - corner.x, y: start.y - corner.y), v2 = Point(x: end.x - corner.x, y: end.y - corner.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0 else { return addLine(to: corner) }
        let cosine = max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)))
        let half = acos(cosine) / 2
        guard half > 1e-9, abs(half - Double.pi / 2) > 1e-9 else { return addLine(to: corner) }
        let distance = radius / tan(half)
        let p1 = Point(x: corner.x + v1.x / l1 * distance, y: corner.y + v1.y / l1 * distance)
        let p2 = Point(x: corner.x + v2.x / l2 * distance, y: corner.y + v2.y / l2 * distance)
        addLine(to: p1)
        // The circle's centre lies on the bisector, radius / sin(half) from the corner.
        let bisector = Point(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let length = hypot(bisector.x, bisector.y)
        let centre = Point(x: corner.x + bisector.x / length * radius / sin(half), y: corner.y + bisector.y / length * radius / sin(half))
        let from = atan2(p1.y - centre.y, p1.x - centre.x), to = atan2(p2.y - centre.y, p2.x - centre.x)
        var sweep = to - from
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        appendArcPiece(center: centre, radiusX: radius, radiusY: radius, from: from, to: from + sweep)
    }

    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// The ellipse inscribed in `rect`, in four quarter curves from its trailing point.
    public mutating func addEllipse(in rect: Rect) {
        let centre = Point(x: rect.midX, y: rect.midY), rx = rect.width / 2, ry = rect.height / 2
        move(to: Point(x: rect.maxX, y: rect.midY))
        for quarter in 0..<4 {
            let from = Double(quarter) * Double.pi / 2
            appendArcPiece(center: centre, radiusX: rx, radiusY: ry, from: from, to: from + Double.pi / 2)
        }
        closeSubpath()
    }

    /// A rectangle whose corners are quarter ellipses of `cornerSize` (clamped to half the sides).
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size) {
        let rx = min(max(cornerSize.width, 0), rect.width / 2), ry = min(max(cornerSize.height, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        move(to: Point(x: rect.minX + rx, y: rect.minY))
        addLine(to: Point(x: rect.maxX - rx, y: rect.minY))
        appendArcPiece(center: Point(x: rect.maxX - rx, y: rect.minY + ry), radiusX: rx, radiusY: ry, from: -Double.pi / 2, to: 0)
        addLine(to: Point(x: rect.maxX, y: rect.maxY - ry))
        appendArcPiece(center: Point(x: rect.maxX - rx, y: rect.maxY - ry), radiusX: rx, radiusY: ry, from: 0, to: Double.pi / 2)
        addLine(to: Point(x: rect.minX + rx, y: rect.maxY))
        appendArcPiece(center: Point(x: rect.minX + rx, y: rect.maxY - ry), radiusX: rx, radiusY: ry, from: Double.pi / 2, to: Double.pi)
        addLine(to: Point(x: rect.minX, y: rect.minY + ry))
        appendArcPiece(center: Point(x: rect.minX + rx, y: rect.minY + ry), radiusX: rx, radiusY: ry, from: Double.pi, to: 3 * Double.pi / 2)
        closeSubpath()
    }

    public mutating func addPath(_ other: ShapePath) {
        for element in other.elements {
            switch element {
            case .move(let point): move(to: point)
            case .line(let point): addLine(to: point)
            case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2): addCurve(to: point, control1: control1, control2: control2)
            case .close: closeSubpath()
            }
        }
    }

    /// The path moved by `dx`, `dy` (`offsetBy(dx:dy:)`).
    public func offsetBy(dx: Double, dy: Double) -> ShapePath {
        mapped { Point(x: $0.x + dx, y: $0.y + dy) }
    }

    /// Every point of the path through `transform` (affine maps keep lines and curves).
    public func mapped(_ transform: (Point) -> Point) -> ShapePath {
        var result = ShapePath()
        result.elements = elements.map { element in
            switch element {
            case .move(let point): .move(transform(point))
            case .line(let point): .line(transform(point))
            case .quadCurve(let point, let control): .quadCurve(to: transform(point), control: transform(control))
            case .curve(let point, let control1, let control2): .curve(to: transform(point), control1: transform(control1), control2: transform(control2))
            case .close: .close
            }
        }
        result.currentPoint = currentPoint.map(transform)
        result.subpathStart = subpathStart.map(transform)
        return result
    }

    /// One piece of an elliptic arc of at most a quarter turn, as a cubic curve from the
    /// current point (which is the arc's start).
    private mutating func appendArcPiece(center: Point, radiusX: Double, radiusY: Double, from: Double, to: Double) {
        let k = 4.0 / 3.0 * tan((to - from) / 4)
        let start = Point(x: center.x + radiusX * cos(from), y: center.y + radiusY * sin(from))
        let end = Point(x: center.x + radiusX * cos(to), y: center.y + radiusY * sin(to))
        let control1 = Point(x: start.x - k * radiusX * sin(from), y: start.y + k * radiusY * cos(from))
        let control2 = Point(x: end.x + k * radiusX * sin(to), y: end.y - k * radiusY * cos(to))
        if currentPoint == nil { move(to: start) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
        currentPoint = end
    }
}
