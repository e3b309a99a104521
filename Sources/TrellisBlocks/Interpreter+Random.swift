// `Double.random(in:)`, `Int.random(in:)`, `Bool.random()`: drawn from a fixed seed, so a page built twice is the same.

import Foundation
import SwiftSyntax
import TrellisMarkup

extension Interpreter {
    /// The type a `random` of `type` draws as: a sized integer's (`UInt8.random(in: 0...9)`,
    /// `FixedWidthInteger`'s) as `Int`'s, its values being `Int`'s (``FixedWidthIntegers``).
    static func drawnType(_ type: String) -> String {
        FixedWidthIntegers.names.contains(type) ? "Int" : type
    }

    /// The numeric types whose static `random` the view language draws.
    static let randomTypes: Set<String> = Set(["Double", "CGFloat", "Float", "Int", "Bool"]).union(FixedWidthIntegers.names)

    /// `Type.random(in: a...b)` (or `a..<b`), `Bool.random()`: a value drawn with SplitMix64
    /// seeded by the call's place and how many times it has drawn there, so `ForEach` rows
    /// differ while every build of the page gives the same values. SwiftUI draws anew on each
    /// body evaluation; a static page shows one draw, and a note at the call says so.
    func randomValue(_ written: String, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        let type = Self.drawnType(written)
        let location = location(of: call)
        if type == "Bool" {
            guard arguments.isEmpty else { throw error("`Bool.random()` takes no arguments", at: call) }
            return .bool(randomUnit(at: location) < 0.5)
        }
        if arguments.count == 1, arguments[0].label == "in", !arguments[0].expression.is(InfixOperatorExprSyntax.self),
           readsGeometry(arguments[0].expression) {
            // `.random(in: wide ? 0...w / 2 : w / 2...w)` of a GeometryReader's size: the range the
            // code computes at each size (set AB's MochiDiffusion).
            guard case .geometry(let range) = try geometryValue(of: arguments[0].expression) else { return standIn(call.trimmedDescription, at: call) }
            return randomOfSize(type, range: .ofSize(range), call: call, at: arguments[0].expression)
        }
        guard arguments.count == 1, arguments[0].label == "in", let range = arguments[0].expression.as(InfixOperatorExprSyntax.self),
              let symbol = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "..." || symbol == "..<" else {
            throw error("`\(type).random` takes a range of numbers: `\(type).random(in: 0...1)`", at: call)
        }
        // A bound computed from a GeometryReader's size (`0...proxy.size.width`, set AB's
        // MochiDiffusion) is that value at each size.
        func value(of operand: ExprSyntax) throws -> Value {
            geometryDependencies(of: operand).isEmpty ? try evaluate(operand) : try geometryValue(of: operand)
        }
        let bounds = (try value(of: range.leftOperand), try value(of: range.rightOperand))
        // A bound of the app's (`.random(in: stepperValue...400)`): the draw stands in too.
        if bounds.0.isStandIn || bounds.1.isStandIn { return standIn(call.trimmedDescription, at: call) }
        if bounds.0.isGeometry || bounds.1.isGeometry {
            func bound(_ value: Value, _ operand: ExprSyntax) throws -> GeometryValue.RandomDraw.Bound {
                if case .geometry(let geometry) = value, geometry.isNumber { return .ofSize(geometry) }
                guard let number = value.number else {
                    throw error("`\(type).random` takes a range of numbers: `\(type).random(in: 0...1)`", at: operand)
                }
                return .constant(number)
            }
            let bounds = GeometryValue.RandomDraw.Range.bounds(try bound(bounds.0, range.leftOperand), try bound(bounds.1, range.rightOperand),
                                                                closed: symbol == "...")
            return randomOfSize(type, range: bounds, call: call, at: ExprSyntax(range))
        }
        guard let lower = bounds.0.number, let upper = bounds.1.number else {
            throw error("`\(type).random` takes a range of numbers: `\(type).random(in: 0...1)`", at: call)
        }
        guard lower < upper || (symbol == "..." && lower == upper) else {
            throw error("`\(type).random(in:)` needs a range that is not empty", at: range)
        }
        return randomNumber(type, lower: lower, upper: upper, closed: symbol == "...", at: location)
    }

    /// `CGFloat.random(in: 0...proxy.size.width / 2)`: one draw made now, for the call's place,
    /// scaled to the bounds at each size the reader has. So the value is linear in the size,
    /// as the page's other lengths are, and the same for every size of one build.
    private func randomOfSize(_ type: String, range: GeometryValue.RandomDraw.Range, call: FunctionCallExprSyntax, at node: ExprSyntax) -> Value {
        let location = location(of: call)
        let draw = GeometryValue.RandomDraw(
            range: range, unit: randomUnit(at: location), isInteger: type == "Int",
            emptyRange: error("`\(type).random(in:)` needs a range that is not empty, and at one of the reader's sizes this one is", at: node),
            notFinite: error("`\(type).random(in:)` needs bounds that are finite numbers, and at one of the reader's sizes this one's are not", at: node,
                             hint: "keep the bounds finite: a division by the size, or by zero, gives none"))
        let bounds: String = switch range {
        case .bounds(let lower, let upper, let closed):
            [lower, upper].map { bound in
                switch bound {
                case .ofSize(let value): "(\(value.identity))"
                case .constant(let number): "\(number)"
                }
            }.joined(separator: closed ? "..." : "..<")
        case .ofSize(let value): "(\(value.identity))"
        }
        let identity = "\(location.file):\(location.line):\(location.column) random \(draw.unit) " + bounds
        return .geometry(.drawn(draw, identity: identity))
    }

    /// A number drawn in `lower...upper` (`..<` when not `closed`) for the call at `location`,
    /// whether a body or Swift code (`func randomSize() -> CGFloat { .random(in: 10...30) }`)
    /// draws it: one generator, one sequence per call site.
    func randomNumber(_ type: String, lower: Double, upper: Double, closed: Bool, at location: BlockLocation) -> Value {
        let unit = randomUnit(at: location)
        if type == "Int" {
            let span = Int(upper) - Int(lower) + (closed ? 1 : 0)
            return .int(Int(lower) + min(Int(unit * Double(span)), span - 1))
        }
        return .double(lower + unit * (upper - lower))
    }

    /// The next draw in [0, 1) of the call at `location`.
    private func randomUnit(at location: BlockLocation) -> Double {
        let draw = randomDraws[location, default: 0]
        randomDraws[location] = draw + 1
        var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: location.line &* 1_000_003 &+ location.column) &* 0x9E37_79B9 &+ UInt64(draw))
        return Double(generator.next() >> 11) / Double(1 << 53)
    }

    /// `Int.random(in: 10...300)`, `Bool.random()` in Swift code: drawn as a body draws them.
    func random(_ written: String, in range: SwiftValue?, at location: BlockLocation) -> SwiftValue? {
        let type = Self.drawnType(written)
        switch (type, range) {
        case ("Bool", nil): return .bool(randomUnit(at: location) < 0.5)
        case (_, .range(let lower, let upper, let closed)?) where lower < upper:
            // Swift code keeps `a...b` of integers as `a..<b+1`: whole numbers up to `b`, and
            // for `Double.random(in: 20...30)` the closed range of the literals, not up to 31.
            if type == "Int" { return SwiftValue(randomNumber(type, lower: Double(lower), upper: Double(upper), closed: false, at: location)) }
            return .double(randomNumber(type, lower: Double(lower), upper: Double(closed ? upper - 1 : upper), closed: closed, at: location).number ?? 0)
        case (_, .floatingRange(let range)?) where type != "Int" && type != "Bool" && (range.lower < range.upper || range.isClosed && range.lower == range.upper):
            return SwiftValue(randomNumber(type, lower: range.lower, upper: range.upper, closed: range.isClosed, at: location))
        default: return nil
        }
    }
}

/// Sebastiano Vigna's SplitMix64: a small generator whose sequence depends only on its seed
/// (the page's random draws; the browser tests' reproducible samples).
public struct SplitMix64 {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
}
