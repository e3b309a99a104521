// Swift's operators over interpreted values: integer arithmetic that traps, CGFloat maths, comparisons.

import TrellisLayout
import TrellisMarkup

/// A binary operator of layout code, resolved from its symbol when the code compiles, so a
/// run switches over a small enum instead of comparing strings.
enum SwiftBinaryOperator: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case halfOpenRange = "..<", closedRange = "..."
    // Wrapping and bitwise integer operators, which seeded random generators are written with.
    case wrappingAdd = "&+", wrappingSubtract = "&-", wrappingMultiply = "&*"
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"
    /// Masking shifts: the count is taken modulo the bit width (`1 &<< 65` is 2).
    case maskingShiftLeft = "&<<", maskingShiftRight = "&>>"
    /// Identity of class instances: the same object, not equal fields (The Swift Programming
    /// Language, "Identity Operators").
    case identical = "===", notIdentical = "!=="

    var isComparison: Bool {
        switch self {
        case .less, .lessOrEqual, .greater, .greaterOrEqual: true
        default: false
        }
    }
}

enum SwiftOperators {

    static func truth(_ value: SwiftValue, at spot: SwiftSpot) throws -> Bool {
        // The app's value the page does not have is false as a condition, as in a body.
        if value.standIn != nil { return false }
        guard case .bool(let flag) = value else {
            throw spot.error("a condition must be a Bool, found \(value.described)")
        }
        return flag
    }

    static func prefix(_ symbol: String, _ value: SwiftValue, at spot: SwiftSpot) throws -> SwiftValue {
        if let written = value.standIn {
            // `!vm.isFlipped` of the app's model: the negation of a false condition.
            return symbol == "!" ? .bool(true) : .swiftUI(.standIn(symbol + written))
        }
        switch (symbol, value) {
        case ("-", .int(let number)):
            guard number != .min else { throw spot.error("`-\(number)` overflows an `Int`") }
            return .int(-number)
        case ("-", .double(let number)): return .double(-number)
        case ("-", .size(let size)): return .size(Size(width: -size.width, height: -size.height))
        case ("-", .point(let point)): return .point(Point(x: -point.x, y: -point.y))
        case ("-", .angle(let radians)): return .angle(radians: -radians)
        // `-.pi / 2` where a `Double` goes: the member of the number type (set AY's Solstice).
        case ("-", .implicitMember(let name)) where SwiftValue.numericMembers[name] != nil: return .double(-SwiftValue.numericMembers[name]!)
        case ("+", .implicitMember(let name)) where SwiftValue.numericMembers[name] != nil: return .double(SwiftValue.numericMembers[name]!)
        case ("+", .int), ("+", .double): return value
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("~", .int(let number)): return .int(~number)
        // Partial ranges keep an open end that subscripts fill with the collection's.
        case ("..<", .double(let upper)): return .floatingRange(FloatingRange(lower: -.infinity, upper: upper, isClosed: false))
        case ("...", .double(let upper)): return .floatingRange(FloatingRange(lower: -.infinity, upper: upper, isClosed: true))
        case ("..<", .int(let upper)): return .range(.min, upper)
        case ("...", .int(let upper)): return .range(.min, SwiftValue.closedEnd(upper), closed: true)
        case (_, .implicitMember):
            throw spot.error("`\(symbol)` does not apply to \(value.typeName)")
        default:
            throw spot.error("`\(symbol)` does not apply to \(value.described)")
        }
    }

    /// `pattern ~= value`, Swift's expression pattern (a `case` of a `switch`, or the operator
    /// written): a range contains the value, an enum case matches whatever its associated
    /// values, anything else is equal (The Swift Programming Language, "Expression Pattern").
    static func matches(_ pattern: SwiftValue, _ value: SwiftValue, at spot: SwiftSpot) throws -> Bool {
        switch pattern {
        case .implicitMember(let name):
            switch value {
            case .enumCase(let found, _), .implicitMember(let found): return name == found
            // `case .none:` of an optional that is nil (Optional's own case).
            case .none: return name == "none"
            // A string of the page's data matches the case of its name (`case .cat:` of a
            // front matter's `type: cat`), whose enum the data does not carry.
            case .string(let text): return name == text
            default: break
            }
        case .range(let lower, let upper, _):
            guard let number = value.number else { return false }
            return Double(lower) <= number && number < Double(upper)
        case .floatingRange(let range):
            guard let number = value.number else { return false }
            return range.contains(number)
        default: break
        }
        return try equal(value, pattern, at: spot)
    }

    /// `binary`, with the operators the machine's program declares (``DeclaredOperators``):
    /// the comparisons the standard library's algorithms make (`max()`, `sorted()`).
    static func binary(_ op: SwiftBinaryOperator, _ left: SwiftValue, _ right: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        if let program = machine.program, DeclaredOperators.applies(op, in: program),
           let result = try DeclaredOperators(program: program).apply(op, left, right, machine: machine, at: spot) {
            return result
        }
        return try library(op, left, right, machine: machine, at: spot)
    }

    /// `left op right` as the standard library and SwiftUI define it (`Text + Text` is the
    /// library's): where no operator the program declares applies.
    static func library(_ op: SwiftBinaryOperator, _ left: SwiftValue, _ right: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        let (left, right) = datesBeside(left, right, now: machine.library?.pageNow ?? Interpreter.fixedNow, at: spot.location)
        if op == .closedRange || op == .halfOpenRange, case .swiftUI(let a) = left, case .swiftUI(let b) = right,
           let lower = Interpreter.dateSeconds(a), let upper = Interpreter.dateSeconds(b) {
            // `start...end` of dates in Swift code: the view language's range of dates, whose
            // `contains` and bounds the library answers (it stood in).
            guard lower <= upper else { throw spot.error("Range requires lowerBound <= upperBound") }
            return .swiftUI(op == .closedRange ? BinaryOperation.closedRange(a, b) : BinaryOperation.halfOpenRange(a, b))
        }
        do {
            return op == .add ? try add(left, right, machine: machine, at: spot) : try binary(op, left, right, running: machine, at: spot)
        } catch let failure as SwiftRuntimeError {
            // `Color(...) | Color(...)`: an operator SwiftUI declares for none of its values (a
            // light-and-dark pair of the app's, not pasted; set AK's GlucoseDirect) is the app's,
            // and its value stands in, listed as the app's.
            // `deadline: .now() + 10.5` of `DispatchQueue.main.asyncAfter` (set AV's nightguard): an
            // implicit member no enum of the code has is the platform's type's (`DispatchTime`),
            // whose operators are its own; the value stands in as `DispatchTime.now() + 10.5` does.
            let isForeignMember = { (value: SwiftValue) in
                value.enumCaseName.map { machine.program?.enumTypes(withCase: $0).isEmpty ?? true } ?? false
            }
            let isLibraryPair: Bool = if case .swiftUI = left, case .swiftUI = right { true } else { false }
            guard isLibraryPair || isForeignMember(left) || isForeignMember(right), ![.equal, .notEqual].contains(op),
                  let library = machine.library else { throw failure }
            func written(_ value: SwiftValue) -> String {
                switch value {
                case .swiftUI(.view(let view)): view.kind + "(…)"
                case .swiftUI(.member(let member)): (member.base ?? "") + "." + member.name
                default: value.shown
                }
            }
            return library.standIn(written(left) + " " + op.rawValue + " " + written(right), at: spot.location)
        }
    }

    /// `date > .now`, `end < .distantFuture`: beside a `Date`, an implicit member is `Date`'s
    /// (SE-0287 infers it from the other operand's type), the page's now for `.now`; it was
    /// "cannot compare" (set BH's psychonautwiki-journal). Other operands as they are.
    static func datesBeside(_ left: SwiftValue, _ right: SwiftValue, now: Double, at location: BlockLocation) -> (SwiftValue, SwiftValue) {
        func isDate(_ value: SwiftValue) -> Bool {
            if case .swiftUI(let made) = value { return Interpreter.dateSeconds(made) != nil }
            return false
        }
        func date(_ value: SwiftValue) -> SwiftValue? {
            guard case .implicitMember(let name) = value, let seconds = Interpreter.dateMemberSeconds(name, now: now) else { return nil }
            return .swiftUI(DateArithmetic.value(seconds, at: location))
        }
        if isDate(left), let made = date(right) { return (left, made) }
        if isDate(right), let made = date(left) { return (made, right) }
        return (left, right)
    }

    /// `left + right`, where SwiftUI's `Text + Text` (`parts.reduce(Text("")) { $0 + Text($1) }`)
    /// is the library's, as in a body.
    static func add(_ left: SwiftValue, _ right: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        if case .swiftUI(let first) = left, case .swiftUI(let second) = right,
           let text = machine.library?.concatenatedText(first, second, at: spot.location) {
            return text
        }
        return try binary(.add, left, right, running: machine, at: spot)
    }

    /// `left op right` by the built-in operators (`running`: the machine that runs the code,
    /// for the code's own `==` of elements, see `equal`). The common case, two CGFloats, is
    /// decided before anything else.
    @inline(__always)
    static func binary(_ op: SwiftBinaryOperator, _ left: SwiftValue, _ right: SwiftValue, running machine: SwiftMachine? = nil, at spot: SwiftSpot) throws -> SwiftValue {
        if case .double(let a) = left, case .double(let b) = right {
            switch op {
            case .add: return .double(a + b)
            case .subtract: return .double(a - b)
            case .multiply: return .double(a * b)
            case .divide: return .double(a / b)
            default: if let result = comparison(op, a, b) { return result }
            }
        }
        if case .int(let a) = left, case .int(let b) = right {
            // Indices and counts (`index < subviews.count - 1`): the common cases, the rest
            // (and every overflow, with its error) as `anyBinary` has them.
            switch op {
            case .add: if case let (sum, false) = a.addingReportingOverflow(b) { return .int(sum) }
            case .subtract: if case let (difference, false) = a.subtractingReportingOverflow(b) { return .int(difference) }
            default: if let result = comparison(op, a, b) { return result }
            }
        }
        if case .swiftUI(let a) = left, case .swiftUI(let b) = right, let x = Interpreter.dateSeconds(a), let y = Interpreter.dateSeconds(b),
           let result = comparison(op, x, y) {
            // Foundation's `Date` is `Comparable`: earlier is less (`date > Date.distantPast`).
            return result
        }
        return try anyBinary(op, left, right, machine: machine, at: spot)
    }

    /// `a < b`, `a == b`... of two numbers of one type, or `nil` for an operator that does not compare.
    @inline(__always)
    private static func comparison<Number: Comparable>(_ op: SwiftBinaryOperator, _ a: Number, _ b: Number) -> SwiftValue? {
        switch op {
        case .less: .bool(a < b)
        case .lessOrEqual: .bool(a <= b)
        case .greater: .bool(a > b)
        case .greaterOrEqual: .bool(a >= b)
        case .equal: .bool(a == b)
        case .notEqual: .bool(a != b)
        default: nil
        }
    }

    private static func anyBinary(_ op: SwiftBinaryOperator, _ left: SwiftValue, _ right: SwiftValue, machine: SwiftMachine?, at spot: SwiftSpot) throws -> SwiftValue {
        let symbol = op.rawValue
        if left.standIn != nil || right.standIn != nil {
            // As a body reads the app's values (`Interpreter.standInOperation`): a comparison is
            // false, `!=` true, and anything else stands in for the whole.
            switch op {
            case .equal, .less, .lessOrEqual, .greater, .greaterOrEqual: return .bool(false)
            case .notEqual: return .bool(true)
            case .add where left.isString || right.isString:
                // Text joined to the app's value reads as the stand-in's text joined to it.
                return .swiftUI(.standIn(text(left.standIn.map(SwiftValue.string) ?? left) + text(right.standIn.map(SwiftValue.string) ?? right)))
            default: return .swiftUI(.standIn((left.standIn ?? left.shown) + " " + symbol + " " + (right.standIn ?? right.shown)))
            }
        }
        switch op {
        case .equal: return .bool(try equal(left, right, machine: machine, at: spot))
        case .notEqual: return .bool(!(try equal(left, right, machine: machine, at: spot)))
        case .identical, .notIdentical:
            guard case .instance(let a) = left, case .instance(let b) = right, let first = a.object, let second = b.object else {
                if case .none = left, case .none = right { return .bool(op == .identical) }
                if case .none = left { return .bool(op == .notIdentical) }
                if case .none = right { return .bool(op == .notIdentical) }
                throw spot.error("`\(symbol)` compares class instances, found \(left.typeName) and \(right.typeName)")
            }
            return .bool((first === second) == (op == .identical))
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return .bool(try compare(op, left, right, at: spot))
        case .halfOpenRange, .closedRange:
            if let range = try floatingRange(op, left, right, at: spot) { return .floatingRange(range) }
            guard case .int(let lower) = left, case .int(let upper) = right else {
                throw spot.error("a range needs integer bounds, found \(left.shown) and \(right.shown)")
            }
            let end = op == .closedRange ? SwiftValue.closedEnd(upper) : upper
            guard lower <= end else {
                throw spot.error("a range's lower bound \(lower) is above its upper bound \(upper)", hint: "Swift stops here too: `\(lower)\(symbol)\(upper)` is not a range")
            }
            return .range(lower, end, closed: op == .closedRange)
        default: return try arithmetic(op, left, right, at: spot)
        }
    }

    /// `0.0...1.0`: a range whose bounds are floating-point (an integer literal beside a
    /// `Double` is one, as Swift infers it). Swift traps on a lower bound above the upper one
    /// ("Range requires lowerBound <= upperBound"), and so does this.
    private static func floatingRange(_ op: SwiftBinaryOperator, _ left: SwiftValue, _ right: SwiftValue, at spot: SwiftSpot) throws -> FloatingRange? {
        switch (left, right) {
        case (.double, .double), (.double, .int), (.int, .double): break
        default: return nil
        }
        guard let lower = left.number, let upper = right.number else { return nil }
        guard lower <= upper, !lower.isNaN, !upper.isNaN else {
            throw spot.error("a range's lower bound \(SwiftValue.shown(lower)) is above its upper bound \(SwiftValue.shown(upper))",
                             hint: "Swift stops here too: a range requires lowerBound <= upperBound")
        }
        return FloatingRange(lower: lower, upper: upper, isClosed: op == .closedRange)
    }

    private static func arithmetic(_ op: SwiftBinaryOperator, _ left: SwiftValue, _ right: SwiftValue, at spot: SwiftSpot) throws -> SwiftValue {
        let symbol = op.rawValue
        switch (left, right) {
        case (.int(let a), .int(let b)):
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case .wrappingAdd: return .int(a &+ b)
            case .wrappingSubtract: return .int(a &- b)
            case .wrappingMultiply: return .int(a &* b)
            case .bitAnd: return .int(a & b)
            case .bitOr: return .int(a | b)
            case .bitXor: return .int(a ^ b)
            // Swift's smart shifts: a negative or oversized count shifts the other way or to 0.
            case .shiftLeft: return .int(a << b)
            case .shiftRight: return .int(a >> b)
            case .maskingShiftLeft: return .int(a &<< b)
            case .maskingShiftRight: return .int(a &>> b)
            case .add: result = a.addingReportingOverflow(b)
            case .subtract: result = a.subtractingReportingOverflow(b)
            case .multiply: result = a.multipliedReportingOverflow(by: b)
            case .divide, .remainder:
                guard b != 0 else {
                    throw spot.error("division by zero: \(a) \(symbol) 0", hint: "check the divisor first, e.g. `guard count > 0 else { ... }`")
                }
                result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            default: throw spot.error("`\(symbol)` does not apply to integers")
            }
            guard !result.overflow else { throw spot.error("\(a) \(symbol) \(b) overflows an `Int`") }
            return .int(result.partialValue)
        case (.string(let a), .string(let b)) where op == .add: return .string(a + b)
        case (.array(let a), .array(let b)) where op == .add: return .array(a + b)
        case (.size(let a), .size(let b)) where op == .add || op == .subtract:
            let sign = op == .add ? 1.0 : -1.0
            return .size(Size(width: a.width + sign * b.width, height: a.height + sign * b.height))
        case (.point(let a), .point(let b)) where op == .add || op == .subtract:
            let sign = op == .add ? 1.0 : -1.0
            return .point(Point(x: a.x + sign * b.x, y: a.y + sign * b.y))
        case (.angle(let a), .angle(let b)) where op == .add || op == .subtract:
            return .angle(radians: op == .add ? a + b : a - b)
        case (.angle(let a), _) where op == .multiply || op == .divide:
            guard let b = right.number else { break }
            return .angle(radians: op == .multiply ? a * b : a / b)
        default:
            break
        }
        // Swift would not mix an Int variable with a CGFloat; the literals that do mix in real
        // code (`width / 2`) are CGFloats there, which is what mixing gives here.
        guard let a = left.number, let b = right.number else {
            throw spot.error("`\(symbol)` does not apply to \(left.described) and \(right.described)")
        }
        switch op {
        case .add: return .double(a + b)
        case .subtract: return .double(a - b)
        case .multiply: return .double(a * b)
        case .divide: return .double(a / b)
        default:
            throw spot.error("`%` needs integers; for CGFloat use `x.truncatingRemainder(dividingBy: y)`")
        }
    }

    /// `left == right` as Swift's `Equatable` gives it. With the `machine` that runs the code,
    /// an instance of the code's own type compares by its own `==` or raw value where it
    /// declares one (``SwiftMachine/declaredEquality(_:_:at:)``), also inside arrays,
    /// dictionaries, tuples and optionals; without it, by its stored properties.
    static func equal(_ left: SwiftValue, _ right: SwiftValue, machine: SwiftMachine? = nil, at spot: SwiftSpot) throws -> Bool {
        switch (left, right) {
        case (.none, .none), (.void, .void): return true
        case (.none, _), (_, .none): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.point(let a), .point(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.proposal(let a), .proposal(let b)): return a == b
        case (.angle(let a), .angle(let b)): return a == b
        case (.unitPoint(let a), .unitPoint(let b)): return a == b
        case (.axis(let a), .axis(let b)): return a == b
        case (.spacing(let a), .spacing(let b)): return a == b
        case (.horizontalAlignment(let a), .horizontalAlignment(let b)): return a == b
        case (.verticalAlignment(let a), .verticalAlignment(let b)): return a == b
        case (.subview(let a), .subview(let b)): return a == b
        case (.range(let a, let b, _), .range(let c, let d, _)): return a == c && b == d
        case (.floatingRange(let a), .floatingRange(let b)): return a == b
        // `type(of: shape) == Circle.self`: metatypes are equal when they name one type.
        case (.type(let a), .type(let b)): return a.name == b.name
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where !(try equal(x, y, machine: machine, at: spot)) { return false }
            return true
        case (.dictionary(let a), .dictionary(let b)):
            // The same keys with equal values, in any order (Swift's `==` of dictionaries).
            guard a.count == b.count else { return false }
            for (key, value) in a.hashedEntries {
                guard let other = b[key], try equal(value, other, machine: machine, at: spot) else { return false }
            }
            return true
        case (.tuple(let a, _), .tuple(let b, _)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where !(try equal(x, y, machine: machine, at: spot)) { return false }
            return true
        case (.instance(let a), .instance(let b)):
            guard a.type === b.type else { return false }
            if let machine, let declared = try machine.declaredEquality(a, b, at: spot) { return declared }
            for (x, y) in zip(a.fields, b.fields) where !(try equal(x, y, machine: machine, at: spot)) { return false }
            return true
        case (.enumCase(let a, let x), .enumCase(let b, let y)):
            return try a == b && equal(x, y, machine: machine, at: spot)
        case (.enumCase, .implicitMember), (.implicitMember, .enumCase):
            return false
        case (.implicitMember(let name), let other), (let other, .implicitMember(let name)):
            // `axis == .horizontal`, `guide == .center`: the member takes the other side's type.
            if case .implicitMember(let otherName) = other { return name == otherName }
            // `tint == .red` of a SwiftUI value: the member of its type, compared as SwiftUI's `==` does.
            if case .swiftUI(let value) = other { return BinaryOperation.equal(.member(MemberValue(name: name)), value) }
            if let resolved = SwiftConversion.implicitMember(name, of: other.typeName) { return try equal(resolved, other, at: spot) }
            if name == "zero", let number = other.number { return number == 0 }
            // `case .leading:` over an `Alignment`, which is a (horizontal, vertical) pair here.
            if case .tuple(_, let labels) = other, labels == ["horizontal", "vertical"], let alignment = BuiltInNames.staticMember("Alignment", name) {
                return try equal(alignment, other, at: spot)
            }
            return false
        case (.foundation(.url(let a)), .foundation(.url(let b))):
            return a == b
        case (.swiftUI(let a), .swiftUI(let b)):
            // `tint == Color.red`: SwiftUI's values are `Equatable` (Apple, "Color"), compared by what they are.
            return BinaryOperation.equal(a, b)
        default:
            if let a = left.number, let b = right.number { return a == b }
            // `switch veri.baslik { case "Su": ... }` of the app's value: no case matches, as a
            // comparison with a stand-in is false (`anyBinary`), so `default` runs.
            if left.standIn != nil || right.standIn != nil { return false }
            throw spot.error("cannot compare \(left.described) with \(right.described)")
        }
    }

    private static func compare(_ op: SwiftBinaryOperator, _ left: SwiftValue, _ right: SwiftValue, at spot: SwiftSpot) throws -> Bool {
        if case .string(let a) = left, case .string(let b) = right {
            switch op {
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .greater: return a > b
            default: return a >= b
            }
        }
        if case .int(let a) = left, case .int(let b) = right {
            switch op {
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .greater: return a > b
            default: return a >= b
            }
        }
        if case .tuple(let a, _) = left, case .tuple(let b, _) = right, a.count == b.count, a.count <= 6 {
            // Tuples of up to six comparable elements compare lexicographically (the standard
            // library's `<` for tuples): the first unequal pair decides.
            for (x, y) in zip(a, b) where !(try equal(x, y, at: spot)) {
                return try compare(op == .lessOrEqual ? .less : op == .greaterOrEqual ? .greater : op, x, y, at: spot)
            }
            return op == .lessOrEqual || op == .greaterOrEqual
        }
        guard let a = number(left), let b = number(right) else {
            if let a = left.blockValue.flatMap(Interpreter.textSize), let b = right.blockValue.flatMap(Interpreter.textSize) {
                // `size >= .accessibility1` of `@Environment(\.dynamicTypeSize)` (a declared enum's
                // cases compare by the enum's own `<` before this).
                return try compare(op, .int(DynamicTypeSize.allCases.firstIndex(of: a) ?? 0), .int(DynamicTypeSize.allCases.firstIndex(of: b) ?? 0), at: spot)
            }
            throw spot.error("cannot compare \(left.described) with \(right.described)")
        }
        switch op {
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        default: return a >= b
        }
    }

    /// A number, with `.infinity`, `.pi` and `.zero` read as the CGFloats they stand for,
    /// and an angle as its radians.
    private static func number(_ value: SwiftValue) -> Double? {
        if case .angle(let radians) = value { return radians }
        return value.number
    }

    /// How `"\(value)"` prints a value: as Swift prints it (`12.0` for a CGFloat).
    static func text(_ value: SwiftValue) -> String {
        switch value {
        case .string(let text): return text
        // `print(Item.self)`, `"\(Shelf.Item.self)"`: the type's name, as Swift prints a
        // metatype (in a collection Swift adds the module's name, which a page has none of).
        case .type(let type): return type.declared.map { String($0.printedName) } ?? type.name
        default: return element(value)
        }
    }

    /// A value as Swift prints it inside a collection or a tuple: strings quoted, every element
    /// (`shown`, for messages, cuts long arrays short and prints `1.0` as `1`).
    static func element(_ value: SwiftValue) -> String {
        switch value {
        case .string(let text): return text.debugDescription
        case .double(let number): return number.description
        case .int(let number): return String(number)
        case .bool(let flag): return String(flag)
        case .none: return "nil"
        case .array(let values): return "[" + values.map(element).joined(separator: ", ") + "]"
        case .tuple(let values, let labels):
            return "(" + zip(values, labels).map { value, label in (label.map { "\($0): " } ?? "") + element(value) }.joined(separator: ", ") + ")"
        case .range(let lower, let upper, let closed): return SwiftValue.rangeText(lower, upper, closed: closed)
        case .floatingRange(let range): return range.description
        // `print(url)`, `"\(url)"`: Foundation's `description`, the absolute string.
        case .foundation(.url(let url)): return url.absoluteString
        // `print(f)` of a function: Swift writes `(Function)` for any function value.
        case .closure: return "(Function)"
        case .dictionary(let dictionary):
            return dictionary.count == 0 ? "[:]" : "[" + zip(dictionary.keys, dictionary.values).map { element($0) + ": " + element($1) }.joined(separator: ", ") + "]"
        // A class instance prints its type's name, never its fields (Swift writes the module's
        // name before it, `App.Apple`, which a page has none of): objects may refer to each
        // other, and Swift's default description of one does not follow its references.
        case .instance(let instance) where instance.object != nil: return String(instance.type.printedName)
        // A struct prints its stored properties, an enum its case (`circle(2.0)`), as
        // Swift's default `description` (`String(describing:)`) does.
        case .instance(let instance):
            return instance.type.printedName + "(" + zip(instance.type.properties, instance.fields).map { "\($0.name): " + element($1) }.joined(separator: ", ") + ")"
        case .implicitMember(let name): return name
        // `"\(size)"`: CoreGraphics's own `debugDescription` on Apple's platforms, which `print`
        // and interpolation use (swift's `stdlib/public/Darwin/CoreGraphics/CoreGraphics.swift`:
        // `"(\(width), \(height))"`, a rect `"(x, y, width, height)"`), each a `CGFloat` as a Double prints.
        case .size(let size): return "(\(size.width), \(size.height))"
        case .point(let point): return "(\(point.x), \(point.y))"
        case .rect(let rect): return "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
        case .enumCase(let name, .tuple(let values, let labels)):
            return name + "(" + zip(values, labels).map { value, label in (label.map { "\($0): " } ?? "") + element(value) }.joined(separator: ", ") + ")"
        case .enumCase(let name, let payload): return name + "(" + element(payload) + ")"
        default: return value.shown
        }
    }
}
