// `Double.random(in:)`, `Int.random(in:)`, `Bool.random()`: drawn from a fixed seed, so a page built twice is the same.

import Foundation
import SwiftSyntax
import TrellisMarkup

extension Interpreter {
    /// The numeric types whose static `random` the view language draws.
    static let randomTypes: Set<String> = ["Double", "CGFloat", "Float", "Int", "Bool"]

    /// `Type.random(in: a...b)` (or `a..<b`), `Bool.random()`: a value drawn with SplitMix64
    /// seeded by the call's place and how many times it has drawn there, so `ForEach` rows
    /// differ while every build of the page gives the same values. SwiftUI draws anew on each
    /// body evaluation; a static page shows one draw, and a note at the call says so.
    func randomValue(_ type: String, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        let location = location(of: call)
        if type == "Bool" {
            guard arguments.isEmpty else { throw error("`Bool.random()` takes no arguments", at: call) }
            return .bool(randomUnit(at: location) < 0.5)
        }
        guard arguments.count == 1, arguments[0].label == "in", let range = arguments[0].expression.as(InfixOperatorExprSyntax.self),
              let symbol = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "..." || symbol == "..<" else {
            throw error("`\(type).random` takes a range of numbers: `\(type).random(in: 0...1)`", at: call)
        }
        let bounds = (try evaluate(range.leftOperand), try evaluate(range.rightOperand))
        // A bound of the app's (`.random(in: stepperValue...400)`): the draw stands in too.
        if bounds.0.isStandIn || bounds.1.isStandIn { return standIn(call.trimmedDescription, at: call) }
        guard let lower = bounds.0.number, let upper = bounds.1.number else {
            throw error("`\(type).random` takes a range of numbers: `\(type).random(in: 0...1)`", at: call)
        }
        guard lower < upper || (symbol == "..." && lower == upper) else {
            throw error("`\(type).random(in:)` needs a range that is not empty", at: range)
        }
        return randomNumber(type, lower: lower, upper: upper, closed: symbol == "...", at: location)
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
    func random(_ type: String, in range: SwiftValue?, at location: BlockLocation) -> SwiftValue? {
        switch (type, range) {
        case ("Bool", nil): return .bool(randomUnit(at: location) < 0.5)
        case (_, .range(let lower, let upper, _)?) where lower < upper:
            // Swift code keeps `a...b` of integers as `a..<b+1`.
            let drawn = randomNumber(type, lower: Double(lower), upper: Double(upper), closed: false, at: location)
            return type == "Int" ? SwiftValue(drawn) : .double(drawn.number ?? 0)
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
