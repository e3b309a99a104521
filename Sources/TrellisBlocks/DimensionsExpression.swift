// An `alignmentGuide` closure, kept as an expression over the view's dimensions.

import TrellisLayout

/// The body of `.alignmentGuide(.leading) { d in d[.trailing] - 10 }`, compiled by the
/// interpreter and evaluated by the engine at layout time, against the dimensions the view
/// has in each layout pass (SwiftUI calls the closure the same way, lazily, every time).
///
/// Names the closure captures (`let`s, `ForEach` items, data) are already values; only the
/// closure's parameter is left, as `width`, `height` and `guide`. Operators evaluate with
/// the language's own rules (`BinaryOperation`), so `d.width / 2` means what it means
/// everywhere else in a block.
public indirect enum DimensionsExpression: Hashable, Sendable {
    /// A literal or a captured value.
    case constant(Value)
    /// `d.width`.
    case width
    /// `d.height`.
    case height
    /// `d[.trailing]` (`explicit: false`) or `d[explicit: .firstTextBaseline]`, which is `nil`
    /// unless the view sets that guide.
    case guide(AlignmentGuideName, explicit: Bool)
    /// `-x`, `!flag`.
    case prefix(String, DimensionsExpression)
    /// `a + b`, `a < b`, `a ?? b`, `a && b`...
    case binary(String, DimensionsExpression, DimensionsExpression)
    /// `condition ? a : b`.
    case conditional(DimensionsExpression, DimensionsExpression, DimensionsExpression)
    /// `min(a, b)`, `max(a, b)`, `abs(a)`.
    case function(String, [DimensionsExpression])

    /// The closure's result for `dimensions`: a number, or NaN (no override) when it cannot be
    /// computed (a division by zero).
    public func value(in dimensions: ViewDimensions) -> Double {
        (try? evaluate(dimensions))?.number ?? .nan
    }

    func evaluate(_ dimensions: ViewDimensions) throws -> Value {
        switch self {
        case .constant(let value): return value
        case .width: return .double(dimensions.width)
        case .height: return .double(dimensions.height)
        case .guide(let name, let explicit):
            let value: Double?
            switch name {
            case .horizontal(let guide): value = explicit ? dimensions[explicit: guide] : dimensions[guide]
            case .vertical(let guide): value = explicit ? dimensions[explicit: guide] : dimensions[guide]
            }
            return value.map(Value.double) ?? .null
        case .prefix(let symbol, let operand):
            let value = try operand.evaluate(dimensions)
            switch (symbol, value) {
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", _): return value.number.map { .double(-$0) } ?? .null
            default: return value
            }
        case .binary(let symbol, let left, let right):
            let lhs = try left.evaluate(dimensions)
            // `??`, `&&` and `||` evaluate their right side only when needed, as in Swift.
            switch (symbol, lhs) {
            case ("??", .null): return try right.evaluate(dimensions)
            case ("??", _): return lhs
            case ("&&", .bool(false)), ("||", .bool(true)): return lhs
            case ("&&", _), ("||", _): return try right.evaluate(dimensions)
            default: return try BinaryOperation.apply(symbol, lhs, right.evaluate(dimensions))
            }
        case .conditional(let condition, let then, let otherwise):
            return try condition.evaluate(dimensions) == .bool(true) ? then.evaluate(dimensions) : otherwise.evaluate(dimensions)
        case .function(let name, let arguments):
            let numbers = try arguments.map { try $0.evaluate(dimensions).number ?? .nan }
            switch (name, numbers.count) {
            case ("abs", 1): return .double(abs(numbers[0]))
            case ("min", 2...): return numbers.min().map(Value.double) ?? .null
            case ("max", 2...): return numbers.max().map(Value.double) ?? .null
            default: return .null
            }
        }
    }
}

/// An alignment guide named in a block: `.leading`, `VerticalAlignment.firstTextBaseline`.
public enum AlignmentGuideName: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    static let horizontalNames = BlockLowering.horizontalAlignments
    static let verticalNames = BlockLowering.verticalAlignments
    static let allNames = ["leading", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline", "center"]

    /// The guide `member` names; `nil` when it names none, or `.center` without its type
    /// (ambiguous in Swift too: `HorizontalAlignment.center` or `VerticalAlignment.center`).
    init?(_ member: MemberValue) {
        guard member.arguments == nil else { return nil }
        switch member.base {
        case "HorizontalAlignment":
            guard let guide = Self.horizontalNames[member.name] else { return nil }
            self = .horizontal(guide)
        case "VerticalAlignment":
            guard let guide = Self.verticalNames[member.name] else { return nil }
            self = .vertical(guide)
        case nil:
            if member.name != "center", let guide = Self.horizontalNames[member.name] {
                self = .horizontal(guide)
            } else if member.name != "center", let guide = Self.verticalNames[member.name] {
                self = .vertical(guide)
            } else {
                return nil
            }
        default: return nil
        }
    }
}
