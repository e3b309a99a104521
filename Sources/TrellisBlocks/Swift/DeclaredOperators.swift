// Operators a program declares (`static func < (a: Level, b: Level) -> Bool`), and the ones Swift derives from them.

/// The author's operator functions and the operators Swift gives their types: a type's
/// `static func <` or `==`, a file-scope `func +`; `>`, `<=`, `>=` from `<` and `!=` from `==`,
/// as `Comparable` and `Equatable` derive them; and `<` by declaration order for an enum that
/// conforms to `Comparable` with no raw value and declares no `<` (SE-0266). Operands of other
/// types take the built-in operators (`SwiftOperators`).
struct DeclaredOperators {
    let program: SwiftProgram

    /// Whether any of `op`'s forms are the program's, so that the compiler routes it here.
    static func applies(_ op: SwiftBinaryOperator, in program: SwiftProgram) -> Bool {
        if !candidates(op.rawValue, program).isEmpty { return true }
        switch op {
        case .greater, .lessOrEqual, .greaterOrEqual, .less:
            return !candidates("<", program).isEmpty || program.types.values.contains { $0.conformances.contains("Comparable") && !$0.caseOrder.isEmpty }
        case .notEqual: return !candidates("==", program).isEmpty
        default: return false
        }
    }

    /// The program's (and its site library's) operator functions for `symbol`: file-scope
    /// ones, its types' static ones, and those its extensions add to built-in and SwiftUI types
    /// (`extension Int { static func %% ... }`, `extension CGPoint { static func + ... }`).
    private static func candidates(_ symbol: String, _ program: SwiftProgram) -> [SwiftFunction] {
        guard program.declaresOperator(symbol) else { return [] }
        var found = program.functions(symbol) ?? []
        var scope: SwiftProgram? = program
        while let current = scope {
            for type in current.types.values { found += type.staticMethods[symbol] ?? [] }
            for type in current.extensions.values { found += type.staticMethods[symbol] ?? [] }
            scope = current.library
        }
        return found
    }

    /// `left op right` by the program's operators, or `nil` when they do not take these operands.
    func apply(_ op: SwiftBinaryOperator, _ left: SwiftValue, _ right: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue? {
        if let direct = try call(op.rawValue, left, right, machine: machine, at: spot) { return direct }
        switch op {
        case .greater: return try less(right, left, machine, spot).map(SwiftValue.bool)
        case .less: return try less(left, right, machine, spot).map(SwiftValue.bool)
        case .lessOrEqual: return try less(right, left, machine, spot).map { .bool(!$0) }
        case .greaterOrEqual: return try less(left, right, machine, spot).map { .bool(!$0) }
        case .notEqual:
            guard case .bool(let equal)? = try call("==", left, right, machine: machine, at: spot) else { return nil }
            return .bool(!equal)
        default: return nil
        }
    }

    private func less(_ left: SwiftValue, _ right: SwiftValue, _ machine: SwiftMachine, _ spot: SwiftSpot) throws -> Bool? {
        if case .bool(let result)? = try call("<", left, right, machine: machine, at: spot) { return result }
        // A `Comparable` enum without a raw value: the order its cases are declared in.
        guard let a = left.enumCaseName, let b = right.enumCaseName,
              let type = program.types.values.first(where: { $0.conformances.contains("Comparable") && $0.caseNames.contains(a) && $0.caseNames.contains(b) }),
              type.methods["rawValue"] == nil, let i = type.caseOrder.firstIndex(of: a), let j = type.caseOrder.firstIndex(of: b) else { return nil }
        return i < j
    }

    /// The declared operator function whose first parameter's type is `left`'s, called.
    private func call(_ symbol: String, _ left: SwiftValue, _ right: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue? {
        for function in Self.candidates(symbol, program) where function.parameters.count == 2 && takes(function, left) {
            return try machine.call(function, self: nil, arguments: [left, right], captured: nil, at: spot).0
        }
        return nil
    }

    /// The program's functions for operator `symbol` of `arity` operands: file-scope ones and
    /// types' static ones (`func <+> (a: Int, b: Int)`, `static prefix func - (v: Vector2D)`).
    static func functions(_ symbol: String, arity: Int, in program: SwiftProgram) -> [SwiftFunction] {
        candidates(symbol, program).filter { $0.parameters.count == arity }
    }

    /// The one of `functions` that takes `operand` as its first operand: the only one, or the
    /// one declared on (or whose first parameter names) the operand's type; nil if none does.
    func choose(_ functions: [SwiftFunction], for operand: SwiftValue) -> SwiftFunction? {
        functions.first { function in
            if takes(function, operand) { return true }
            // `func <+> (a: Int, b: Int)`: a built-in type, as its first parameter declares it.
            switch (function.parameters[0].type?.unwrapped, operand) {
            case (.int?, .int), (.floatingPoint?, .double), (.floatingPoint?, .int), (.string?, .string), (.bool?, .bool), (.array?, .array): return true
            // `func <+> (a: Interval, b: Interval)` of `typealias Interval = (lo: Int, hi: Int)`.
            case (.tuple(let elements)?, .tuple(let values, _)): return elements.count == values.count
            case (nil, _): return function.owner == nil
            // `prefix func !!<T: BooleanProtocol>(x: T)`, `func &&& (x: BooleanProtocol, ...)`:
            // a generic parameter or a protocol of the code's takes any operand.
            case (.named(let name)?, _) where function.genericParameters.contains(name) || program.type(name)?.isProtocol == true: return true
            // `static func + (a: CGPoint, b: CGPoint)` of `extension CGPoint`: a built-in or
            // SwiftUI type the program extends, named as the operand's type is.
            case (.named(let name)?, _): return operand.extensionNames.contains(name)
            default: return false
            }
        }
    }

    /// Whether `value` is of the type `function` is declared on (or its first parameter names).
    private func takes(_ function: SwiftFunction, _ value: SwiftValue) -> Bool {
        let typeName = function.parameters[0].type?.description ?? function.owner?.name
        let type = function.owner ?? typeName.flatMap { program.types[$0] }
        switch value {
        case .instance(let instance): return instance.type === type || instance.type.name == typeName
        case _ where type.map({ program.extensionType($0.name) === $0 }) == true:
            // An operator of `extension Color`, `extension Int`: the operand is of that type.
            return typeName.map(value.extensionNames.contains) == true
        default:
            guard let name = value.enumCaseName, let type, type.caseNames.contains(name) else { return false }
            // A case name two enums share (`Currency.fiat(FiatCurrency)` with its `==`, and
            // `SwitchState.fiat`; set BT's Portal): enum values carry no type, so the case is
            // this enum's when it carries a payload as this enum's case does.
            let carriesPayload = program.enumCaseMakers(name).contains { $0.owner === type }
            if case .enumCase = value { return carriesPayload }
            return !carriesPayload
        }
    }
}
