// A type used as a value (`T.self`, `type(of: x)`, a generic parameter): its static members and initialisers at run time.

import TrellisMarkup

/// What Swift code does with a metatype value (The Swift Programming Language, "Metatype
/// Type": "use an initializer expression to construct an instance of a type from a metatype
/// value", and a metatype's static members are read through it). Names written in the code
/// (`Kind.allCases`) are resolved when the code compiles; these are the ones only known
/// while it runs: `t.init()` of `let t: Shape.Type`, `T()` and `T.allCases` in a generic
/// function, `type(of: x).label`.
enum SwiftMetatype {
    /// The type of `value`, as `type(of:)` gives it; `nil` when the value does not say (an
    /// enum case that several of the code's enums declare).
    static func typeName(of value: SwiftValue, program: SwiftProgram?) -> SwiftTypeName? {
        switch value {
        case .instance(let instance): return SwiftTypeName(name: instance.type.name, declared: instance.type)
        case .int: return SwiftTypeName(name: "Int", declared: nil)
        // The evaluator keeps `Double` and `CGFloat` alike; a script's literal is a `Double`.
        case .double: return SwiftTypeName(name: "Double", declared: nil)
        case .string: return SwiftTypeName(name: "String", declared: nil)
        case .bool: return SwiftTypeName(name: "Bool", declared: nil)
        case .type(let type): return SwiftTypeName(name: type.name + ".Type", declared: nil)
        case .size, .point, .rect, .angle, .unitPoint, .axis, .path:
            return SwiftTypeName(name: value.typeName, declared: nil)
        case .array(let elements):
            // `type(of: profiles)` for a decoder (set AU's PulseWorkout): `Array<Element>`, the
            // element's type read from the first element, as values carry no generic parameter;
            // an empty array's is not known, and the type is `Array` alone.
            let element = elements.first.flatMap { typeName(of: $0, program: program)?.name }
            return SwiftTypeName(name: element.map { "Array<\($0)>" } ?? "Array", declared: nil)
        default:
            // Enum values do not carry their type: the one declared enum with the case.
            guard let caseName = value.enumCaseName, let program else { return nil }
            let enums = program.enumTypes(withCase: caseName)
            return enums.count == 1 ? SwiftTypeName(name: enums[0].name, declared: enums[0]) : nil
        }
    }

    /// `T.allCases`, `t.label`, `T.self`: a static member of the type `type` names.
    static func member(_ name: String, of type: SwiftTypeName, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        if name == "self" { return .type(type) }
        if let declared = type.declared {
            guard let getter = declared.statics[name] else {
                throw spot.error("`\(declared.name)` has no static member `\(name)`",
                                 hint: NameSuggestion.hint(for: name, among: Array(declared.statics.keys)))
            }
            return try machine.staticValue(getter, at: spot)
        }
        guard let value = BuiltInNames.staticMember(type.name, name) ?? FixedWidthIntegers.staticMember(type.name, name) else {
            throw spot.error("unknown member `\(type.name).\(name)`")
        }
        return value
    }

    /// `T()`, `t.init(name: n)`, `T.make(3)`: an initialiser (`init`) or a static method of the
    /// type `type` names, chosen by the arguments' labels as a call written with the type's name is.
    static func call(_ name: String, of type: SwiftTypeName, labels: [String?], arguments: [SwiftValue],
                     machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        let compiled = zip(labels, arguments).map { label, value in
            CompiledArgument(label: label, value: { _, _ in value }, target: nil, isTrailingClosure: false)
        }
        let written = "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        guard let declared = type.declared else {
            let qualified = name == "init" ? type.name : type.name + "." + name
            guard let builtIn = SwiftBuiltins.function(qualified) else { throw spot.error("unknown function `\(qualified)`") }
            return try builtIn(machine, labels, arguments, spot)
        }
        if name != "init" {
            // Overloads by the arguments' types too (a result builder's `buildExpression(_: Int)`
            // beside `buildExpression(_: String)`), as a call written with the type's name is.
            guard let methods = declared.staticMethods[name],
                  let (method, sources) = try SwiftCompiler.match(methods, compiled, values: arguments, program: machine.program, at: spot) else {
                throw spot.error("`\(declared.name)` has no static method `\(name)` taking \(written)")
            }
            return try SwiftCompiler.invoke(method, self: nil, sources: sources, values: arguments, machine: machine, at: spot).0
        }
        if !declared.madeMemberwise(by: compiled) {
            guard let (initializer, sources) = SwiftCompiler.match(declared.initializers, compiled) else {
                throw spot.error("no initialiser of `\(declared.name)` takes \(written)")
            }
            return try SwiftCompiler.initialize(declared, with: initializer, sources: sources, values: arguments, machine: machine, at: spot)
        }
        // The memberwise initialiser, by the one reading of its labels every call takes.
        let positions: [Int?]
        do {
            positions = try declared.memberwisePositions(labels)
        } catch .missing(let property) {
            throw spot.error("`\(declared.name)` needs `\(property):`", hint: declared.memberwiseHint)
        } catch .extra(let label, _) {
            throw spot.error("`\(declared.name)` takes no \(label.map { "`\($0):`" } ?? "unlabelled argument") here", hint: declared.memberwiseHint)
        }
        return try SwiftCompiler.memberwise(declared, positions: positions, values: arguments, machine: machine, at: spot)
    }
}

/// How a parameter's type names a generic parameter `T`, and so how a call's argument gives
/// the type `T` stands for.
enum GenericTypeSource {
    /// `_ type: T.Type`: the argument is the type.
    case metatype
    /// `_ value: T`, `T?` or a `Binding<T>` (whose value is read): the argument's type.
    case value
    /// `_ values: [T]`: the type of its first element.
    case element

    init?(_ name: String, in type: SwiftType) {
        switch type {
        case .named(name + ".Type"): self = .metatype
        case .named(name), .optional(.named(name)), .named("Binding<" + name + ">"): self = .value
        case .array(.named(name)): self = .element
        default: return nil
        }
    }

    func type(from argument: SwiftValue, program: SwiftProgram?) -> SwiftTypeName? {
        switch (self, argument) {
        case (.metatype, .type(let type)): type
        case (.value, .none): nil
        case (.value, _): SwiftMetatype.typeName(of: argument, program: program)
        case (.element, .array(let elements)): elements.first.flatMap { SwiftMetatype.typeName(of: $0, program: program) }
        default: nil
        }
    }
}
