// Path in interpreted code: SwiftUI's path builder, for Path views and authors' Shape structs.

import Foundation
import TrellisLayout

extension SwiftBuiltins {
    /// `Path()`, `Path(rect)`, `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)` and
    /// `Path { path in ... }`, whose closure changes the path it is given (`inout Path`).
    static let pathFunctions: [String: Function] = [
        "Path": { machine, labels, arguments, spot in
            var path = ShapePath()
            switch labels {
            case []: break
            case [nil]:
                if case .closure(let closure) = arguments[0] {
                    let (_, frame) = try machine.call(closure.function, self: nil, arguments: [.path(path)], captured: closure.captured, at: spot)
                    guard case .path(let built) = frame[0] else { throw spot.error("a `Path` closure builds the path it is given") }
                    path = built
                } else {
                    path.addRect(try rect(arguments[0], "Path", spot))
                }
            case ["ellipseIn"]: path.addEllipse(in: try rect(arguments[0], "Path(ellipseIn:)", spot))
            case ["roundedRect", "cornerRadius"], ["roundedRect", "cornerRadius", "style"]:
                let radius = try pathNumber(arguments[1], "cornerRadius", spot)
                path.addRoundedRect(in: try rect(arguments[0], "Path(roundedRect:)", spot), cornerSize: Size(width: radius, height: radius))
            case ["roundedRect", "cornerSize"], ["roundedRect", "cornerSize", "style"]:
                guard case .size(let size) = try SwiftConversion.convert(arguments[1], to: .named("CGSize"), at: spot) else {
                    throw spot.error("`cornerSize:` takes a CGSize")
                }
                path.addRoundedRect(in: try rect(arguments[0], "Path(roundedRect:)", spot), cornerSize: size)
            default:
                throw spot.error("no `Path` initialiser takes (\(labels.map { ($0 ?? "_") + ":" }.joined()))",
                                 hint: "use `Path()`, `Path(rect)`, `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)` or `Path { path in ... }`")
            }
            return .path(path)
        },
    ]

    /// The methods that build a path (mutating, as in SwiftUI).
    static let pathMethodNames: Set<String> = [
        "move", "addLine", "addLines", "addQuadCurve", "addCurve", "addArc", "addRect", "addRects", "addEllipse", "addRoundedRect",
        "closeSubpath", "addPath",
    ]

    static func pathMethod(_ name: String, of path: inout ShapePath, labels: [String?], arguments: [SwiftValue], at spot: SwiftSpot) throws {
        // A point of the app's values (a stand-in): the element is left out of the outline; the
        // block's stand-in warning names the values the page lacks.
        if arguments.contains(where: { $0.standIn != nil }) { return }
        func point(_ index: Int) throws -> Point {
            guard index < arguments.count, case .point(let point) = try SwiftConversion.convert(arguments[index], to: .named("CGPoint"), at: spot) else {
                throw spot.error("`\(name)` takes a CGPoint for `\(labels[safe: index].flatMap { $0 } ?? "_")`, found \(arguments[safe: index]?.shown ?? "nothing")")
            }
            return point
        }
        func angle(_ index: Int) throws -> Double {
            // `startAngle: .zero`: the implicit member of the parameter's type, Angle.
            if case .angle(let radians) = try SwiftConversion.convert(arguments[index], to: .named("Angle"), at: spot) { return radians }
            throw spot.error("`\(name)` takes an Angle for `\(labels[index] ?? "_")`, found \(arguments[index].shown)", hint: "write `.degrees(90)` or `.radians(.pi)`")
        }
        func points(_ value: SwiftValue) throws -> [Point] {
            guard let elements = try SwiftBuiltins.elements(of: value, at: spot) else { throw spot.error("`\(name)` takes an array of CGPoints") }
            return try elements.map {
                guard case .point(let point) = try SwiftConversion.convert($0, to: .named("CGPoint"), at: spot) else { throw spot.error("`\(name)` takes CGPoints, found \($0.shown)") }
                return point
            }
        }
        switch (name, labels) {
        case ("move", ["to"]): path.move(to: try point(0))
        case ("addLine", ["to"]): path.addLine(to: try point(0))
        case ("addLines", [nil]): path.addLines(try points(arguments[0]))
        case ("addQuadCurve", ["to", "control"]): path.addQuadCurve(to: try point(0), control: try point(1))
        case ("addCurve", ["to", "control1", "control2"]): path.addCurve(to: try point(0), control1: try point(1), control2: try point(2))
        case ("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]):
            guard case .bool(let clockwise) = arguments[4] else { throw spot.error("`clockwise:` takes a Bool") }
            path.addArc(center: try point(0), radius: try pathNumber(arguments[1], "radius", spot), startAngle: try angle(2),
                        endAngle: try angle(3), clockwise: clockwise)
        case ("addArc", ["center", "radius", "startAngle", "endAngle"]):
            path.addArc(center: try point(0), radius: try pathNumber(arguments[1], "radius", spot), startAngle: try angle(2),
                        endAngle: try angle(3), clockwise: false)
        case ("addArc", ["tangent1End", "tangent2End", "radius"]):
            path.addArc(tangent1End: try point(0), tangent2End: try point(1), radius: try pathNumber(arguments[2], "radius", spot))
        case ("addRect", [nil]): path.addRect(try rect(arguments[0], name, spot))
        case ("addRects", [nil]):
            for element in try SwiftBuiltins.elements(of: arguments[0], at: spot) ?? [] { path.addRect(try rect(element, name, spot)) }
        case ("addEllipse", ["in"]): path.addEllipse(in: try rect(arguments[0], name, spot))
        case ("addRoundedRect", ["in", "cornerSize"]), ("addRoundedRect", ["in", "cornerSize", "style"]):
            guard case .size(let size) = try SwiftConversion.convert(arguments[1], to: .named("CGSize"), at: spot) else { throw spot.error("`cornerSize:` takes a CGSize") }
            path.addRoundedRect(in: try rect(arguments[0], name, spot), cornerSize: size)
        case ("addRoundedRect", ["in", "cornerRadius"]), ("addRoundedRect", ["in", "cornerRadius", "style"]):
            let radius = try pathNumber(arguments[1], "cornerRadius", spot)
            path.addRoundedRect(in: try rect(arguments[0], name, spot), cornerSize: Size(width: radius, height: radius))
        case ("closeSubpath", []): path.closeSubpath()
        case ("addPath", [nil]):
            guard case .path(let other) = arguments[0] else { throw spot.error("`addPath` takes a Path, found \(arguments[0].shown)") }
            path.addPath(other)
        default:
            throw spot.error("`Path` has no method `\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))`",
                             hint: "a path is built with `move(to:)`, `addLine(to:)`, `addQuadCurve(to:control:)`, `addCurve(to:control1:control2:)`, "
                                + "`addArc(center:radius:startAngle:endAngle:clockwise:)`, `addRect`, `addEllipse(in:)`, `addRoundedRect(in:cornerSize:)` and `closeSubpath()`")
        }
    }

    private static func pathNumber(_ value: SwiftValue, _ label: String, _ spot: SwiftSpot) throws -> Double {
        guard let number = value.number, number.isFinite else { throw spot.error("`\(label):` takes a finite number, found \(value.shown)") }
        return number
    }

    private static func rect(_ value: SwiftValue, _ name: String, _ spot: SwiftSpot) throws -> Rect {
        guard case .rect(let rect) = value else { throw spot.error("`\(name)` takes a CGRect, found \(value.shown)") }
        return rect
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
