// Arithmetic, comparison and ranges over values, with Swift's rules where they matter.

import TrellisMarkup

/// The binary operators of the language.
enum BinaryOperation {
    struct Failure: Error {
        var message: String
        var hint: String?
    }

    static func apply(_ symbol: String, _ left: Value, _ right: Value) throws -> Value {
        if case .geometry = left { return try geometry(symbol, left, right) }
        if case .geometry = right { return try geometry(symbol, left, right) }
        switch symbol {
        case "+", "-", "*", "/", "%": return try arithmetic(symbol, left, right)
        case "==": return .bool(equal(left, right))
        case "!=": return .bool(!equal(left, right))
        case "<", "<=", ">", ">=": return .bool(try compare(symbol, left, right))
        case "..<", "...":
            if symbol == "...", let lower = left.number, let upper = right.number {
                if case .int = left, case .int = right {} else {
                    // `0.0...1.0`: a slider's or stepper's bounds; ForEach takes integer ranges only.
                    guard lower <= upper else { throw Failure(message: "a range's lower bound \(lower) is above its upper bound \(upper)") }
                    return .member(MemberValue(base: "ClosedRange", name: "init", arguments: [
                        BlockArgument(label: "lowerBound", value: .double(lower), location: BlockLocation(file: "", line: 0, column: 0)),
                        BlockArgument(label: "upperBound", value: .double(upper), location: BlockLocation(file: "", line: 0, column: 0)),
                    ]))
                }
            }
            guard case .int(let lower) = left, case .int(let upper) = right else {
                throw Failure(message: "a range needs integer bounds, found \(left.typeName) and \(right.typeName)")
            }
            guard symbol == "..<" || upper < Int.max else { throw Failure(message: "the range's upper bound is too large") }
            let end = symbol == "..." ? upper + 1 : upper
            guard lower <= end else { throw Failure(message: "a range's lower bound \(lower) is above its upper bound \(upper)") }
            return .range(lower, end)
        case "??": return left == .null ? right : left
        default:
            throw Failure(message: "operator `\(symbol)` is not supported",
                          hint: "layout blocks support + - * / %, comparisons, && || !, ?? and ranges")
        }
    }

    /// Arithmetic over a GeometryReader's size stays an expression, evaluated at layout time.
    private static func geometry(_ symbol: String, _ left: Value, _ right: Value) throws -> Value {
        func operand(_ value: Value) throws -> GeometryExpression {
            if case .geometry(let expression) = value, expression.isNumber { return expression }
            if let number = value.number { return .constant(number) }
            throw Failure(message: "`\(symbol)` cannot combine \(value.typeName) with a GeometryReader's size")
        }
        guard ["+", "-", "*", "/"].contains(symbol) else {
            throw Failure(message: "`\(symbol)` on a GeometryReader's size is not supported in a layout block",
                          hint: "its size can size and place views (`frame`, `offset`, `padding`), computed with + - * / min max")
        }
        return .geometry(.binary(symbol, try operand(left), try operand(right)))
    }

    private static func arithmetic(_ symbol: String, _ left: Value, _ right: Value) throws -> Value {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            switch symbol {
            case "+": return try checked(a.addingReportingOverflow(b))
            case "-": return try checked(a.subtractingReportingOverflow(b))
            case "*": return try checked(a.multipliedReportingOverflow(by: b))
            case "/", "%":
                guard b != 0 else { throw Failure(message: "division by zero") }
                let result = symbol == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
                return try checked(result)
            default: break
            }
        case (.string(let a), .string(let b)) where symbol == "+":
            return .string(a + b)
        case (.array(let a), .array(let b)) where symbol == "+":
            return .array(a + b)
        default:
            // Swift would ask for `Double(x)`; data files mix the two freely, so numbers mix here.
            if let a = left.number, let b = right.number {
                switch symbol {
                case "+": return .double(a + b)
                case "-": return .double(a - b)
                case "*": return .double(a * b)
                case "/":
                    guard b != 0 else { throw Failure(message: "division by zero") }
                    return .double(a / b)
                default:
                    throw Failure(message: "`%` needs integers", hint: "use `Int(x)` to convert")
                }
            }
        }
        throw Failure(message: "`\(symbol)` cannot combine \(left.typeName) and \(right.typeName)",
                      hint: left.number != nil || right.number != nil ? "use `Double(x)` or `String(x)` to convert" : nil)
    }

    private static func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Value {
        guard !result.overflow else { throw Failure(message: "integer overflow", hint: "use `Double(x)` for large numbers") }
        return .int(result.partialValue)
    }

    static func equal(_ left: Value, _ right: Value) -> Bool {
        if let a = left.number, let b = right.number { return a == b }
        return left == right
    }

    private static func compare(_ symbol: String, _ left: Value, _ right: Value) throws -> Bool {
        func order<T: Comparable>(_ a: T, _ b: T) -> Bool {
            switch symbol {
            case "<": return a < b
            case "<=": return a <= b
            case ">": return a > b
            default: return a >= b
            }
        }
        if let a = left.number, let b = right.number { return order(a, b) }
        if case .string(let a) = left, case .string(let b) = right { return order(a, b) }
        throw Failure(message: "`\(symbol)` cannot compare \(left.typeName) and \(right.typeName)")
    }
}
