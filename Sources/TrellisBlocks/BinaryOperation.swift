// The operators the view language has beyond Swift's data: CGFloat ranges, SwiftUI values, arrays of views.

import TrellisMarkup

/// The binary operators over view-language values (data goes to `SwiftOperators`).
enum BinaryOperation {
    struct Failure: Error {
        var message: String
        var hint: String?
    }

    /// Operators over the view language's own values. Numbers, strings, booleans and arrays of
    /// them go to `SwiftOperators`, and values of a GeometryReader's proxy are compiled with
    /// their expression (the caller sends them there first), so what is left here is what only
    /// the view language has: a slider's `0.0...1.0`, `??`, SwiftUI values compared, and
    /// arrays of views or colours joined.
    static func apply(_ symbol: String, _ left: Value, _ right: Value) throws -> Value {
        switch symbol {
        case "==": return .bool(equal(left, right))
        case "!=": return .bool(!equal(left, right))
        case "...":
            guard let lower = left.number, let upper = right.number else { break }
            // `0.0...1.0`: a slider's or stepper's bounds; ForEach takes integer ranges only.
            guard lower <= upper else { throw Failure(message: "a range's lower bound \(lower) is above its upper bound \(upper)") }
            return closedRange(lower, upper)
        case "??": return left == .null ? right : left
        case "+":
            if case .array(let a) = left, case .array(let b) = right { return .array(a + b) }
        case "<", "<=", ">", ">=":
            // `size >= .accessibility1` of `@Environment(\.dynamicTypeSize)`: SwiftUI's text sizes
            // are `Comparable`, smallest first (Apple, "DynamicTypeSize", "ContentSizeCategory").
            guard let a = Interpreter.textSize(left), let b = Interpreter.textSize(right) else { break }
            switch symbol {
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            default: return .bool(a >= b)
            }
        default: break
        }
        guard SwiftBinaryOperator(rawValue: symbol) != nil else {
            throw Failure(message: "operator `\(symbol)` is not supported",
                          hint: "layout blocks support + - * / %, comparisons, && || !, ?? and ranges")
        }
        throw Failure(message: "`\(symbol)` cannot combine \(left.typeName) and \(right.typeName)")
    }

    /// `lower...upper` of numbers, as the view language keeps it (read by `bounds` and by
    /// Swift code as a ``FloatingRange``).
    static func closedRange(_ lower: Double, _ upper: Double) -> Value {
        closedRange(.double(lower), .double(upper))
    }

    /// `lower...upper` of any bounds the view language orders (numbers, dates: a
    /// `ClosedRange<Date>` for `Text(timerInterval:)`).
    static func closedRange(_ lower: Value, _ upper: Value) -> Value {
        .member(MemberValue(base: "ClosedRange", name: "init", arguments: [
            BlockArgument(label: "lowerBound", value: lower, location: nowhere),
            BlockArgument(label: "upperBound", value: upper, location: nowhere),
        ]))
    }

    /// `lower..<upper` of dates: a `Range<Date>`, which holds its lower bound and not its upper.
    static func halfOpenRange(_ lower: Value, _ upper: Value) -> Value {
        .member(MemberValue(base: "Range", name: "init", arguments: [
            BlockArgument(label: "lowerBound", value: lower, location: nowhere),
            BlockArgument(label: "upperBound", value: upper, location: nowhere),
        ]))
    }

    /// A range of dates, its bounds in seconds since 1970.
    struct DateRange {
        let lower: Double, upper: Double, closed: Bool

        /// `(start...end).contains(date)` (Apple, "ClosedRange" and "Range", `contains(_:)`).
        func contains(_ seconds: Double) -> Bool { seconds >= lower && (closed ? seconds <= upper : seconds < upper) }
    }

    /// `value` as a range of dates; nil for any other value. The one reader of a range of dates,
    /// for the view builder and for Swift code.
    static func dateRange(_ value: Value) -> DateRange? {
        guard case .member(let range) = value, range.name == "init", range.base == "ClosedRange" || range.base == "Range",
              let lower = range.argument("lowerBound").flatMap(Interpreter.dateSeconds),
              let upper = range.argument("upperBound").flatMap(Interpreter.dateSeconds) else { return nil }
        return DateRange(lower: lower, upper: upper, closed: range.base == "ClosedRange")
    }

    /// `==` of two values: numbers by value, SwiftUI's values (`Color`, `Font`, `Edge`, which
    /// are `Equatable`) by what they are, wherever each was written: `tint == Color.red` and
    /// `tint == .red` hold for `let tint = Color.red`.
    static func equal(_ left: Value, _ right: Value) -> Bool {
        if let a = left.number, let b = right.number { return a == b }
        return left == right || equatableForm(left) == equatableForm(right)
    }

    private static let nowhere = BlockLocation(file: "", line: 0, column: 0)

    /// `value` without what says where it was written (ids, positions), and a named colour
    /// as its member (`Color.red` is a view of a member, `.red` the member): what SwiftUI's
    /// `==` of the value compares.
    static func equatableForm(_ value: Value) -> Value {
        switch value {
        case .view(let view):
            if view.kind == "Color", view.modifiers.isEmpty, view.children.isEmpty, view.arguments.count == 1, view.arguments[0].label == nil,
               case .member(let colour) = view.arguments[0].value, colour.arguments == nil {
                return .member(MemberValue(name: colour.name))
            }
            return .view(equatableForm(view))
        case .views(let views): return .views(views.map(equatableForm))
        case .member(let member):
            return .member(MemberValue(base: member.arguments == nil ? nil : member.base, name: member.name, arguments: member.arguments.map(equatableForm)))
        case .array(let values): return .array(values.map(equatableForm))
        case .dictionary(let entries): return .dictionary(entries.map { DictionaryEntry(key: $0.key, value: equatableForm($0.value)) })
        default: return value
        }
    }

    private static func equatableForm(_ view: BlockView) -> BlockView {
        var form = BlockView(kind: view.kind, id: "", arguments: equatableForm(view.arguments), children: view.children.map(equatableForm),
                             modifiers: view.modifiers.map { BlockModifier(name: $0.name, arguments: equatableForm($0.arguments), location: nowhere) },
                             location: nowhere)
        form.drawsStandIn = view.drawsStandIn
        return form
    }

    private static func equatableForm(_ arguments: [BlockArgument]) -> [BlockArgument] {
        arguments.map { BlockArgument(label: $0.label, value: equatableForm($0.value), location: nowhere) }
    }
}
