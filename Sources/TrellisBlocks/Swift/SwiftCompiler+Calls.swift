// Calls: the author's functions, methods and initialisers, the built-ins, and closures.

import SwiftSyntax
import TrellisMarkup

/// One argument of a call, compiled.
struct CompiledArgument {
    var label: String?
    var value: SwiftExpression
    /// `&x`: where the parameter's final value is written back.
    var target: SwiftLValue?
    var isTrailingClosure: Bool
}

extension CompiledArgument {
    /// Arguments the view language already evaluated, as constants for a compiled call.
    static func constants(_ values: [BlockArgument]) -> [CompiledArgument] {
        values.map { argument in
            let value = SwiftValue(argument.value)
            return CompiledArgument(label: argument.label, value: { _, _ in value }, target: nil, isTrailingClosure: false)
        }
    }
}

/// Where each parameter's value comes from: an argument, or the parameter's default.
enum ArgumentSource {
    case argument(Int)
    case defaultValue(SwiftExpression)
    /// The arguments a variadic parameter takes, as one array.
    case variadic([Int])
}

extension SwiftCompiler {
    /// The member a call calls (`Card.Item(...)`, `items.append(x)`), also with generic
    /// arguments written after it (`Keys.Key<String>(name: "a")`, a nested generic type named
    /// through its outer type), which the evaluator infers as it does for a bare type's.
    static func calledMember(_ call: FunctionCallExprSyntax) -> MemberAccessExprSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)
            ?? call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
    }

    func call(_ call: FunctionCallExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base?.is(SuperExprSyntax.self) == true,
           access.declName.baseName.tokenKind == .keyword(.`init`), call.arguments.isEmpty, scope.resolveSelf()?.1.isClass == true {
            // `super.init()` in a model that inherits `NSObject` (the only superclass a declared
            // class may have): NSObject's `init()` sets nothing a page reads.
            return { _, _ in .void }
        }
        if standsInForTheApp, program.type("Task") == nil, Self.startsATask(call.calledExpression) {
            // `Task { await load() }` in a model's `init`, `Task.detached { ... }`: work that
            // runs after the view first appears, which a page, showing that first state, never
            // does (Apple, "Task": "runs the given operation asynchronously"). Not compiled
            // (it awaits); its handle stands in.
            notes.append(scope.positions.source.diagnostic(
                "`\(call.calledExpression.trimmedDescription) { … }` is asynchronous work, which a page does not run: it shows the state before it",
                at: scope.positions.location(of: call), severity: .note))
            return { _, _ in .swiftUI(.standIn("Task")) }
        }
        declareArgumentTypes(call, scope)
        if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
           PropertyWrappers.swiftUIWrappers.contains(specialized.expression.trimmedDescription),
           let wrapped = specialized.genericArgumentClause.arguments.first?.argument.trimmedDescription {
            // `State<Set<UUID>>(initialValue: .init())`: the wrapped value is of the type written
            // between the brackets, which its implicit members read.
            for argument in call.arguments where ["initialValue", "wrappedValue"].contains(argument.label?.text) {
                contextualTypes[argument.expression.id] = SwiftType(parsing: wrapped)
            }
        }
        let arguments = try compiledArguments(call, scope)
        let labels = arguments.map(\.label)
        let spot = spot(call, scope)
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let name = moduleQualifiedBuiltIn(access, scope) {
            // `Swift.max(a, b)` inside a type with a `max` of its own: the standard library's.
            return try builtInCall(name, arguments, labels: labels, at: call, spot: spot, scope)
        }
        // `Box<Int>()`, `Set<String>()`: the evaluator keeps no generic arguments (values carry
        // what they are), so a specialised type is called as the type.
        let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
            ?? specialized.flatMap({ ["Array", "Dictionary"].contains($0.baseName.nameText) ? nil : $0 }) {
            let written = reference.baseName.nameText
            // `CFloat(level)`, `Meters(3)` of `typealias Meters = Double`: the aliased type's initialiser.
            let aliased = scope.resolve(written) == nil && program.type(written) == nil && program.functions(written) == nil
                ? SwiftType.aliasedCallName(written, declared: SwiftType.aliases) : nil
            var name = aliased ?? written
            if name == "Self", let own = scope.concreteSelfType {
                // `static var trailingIcon: Self { Self() }`: `Self` in a concrete type is that type
                // (The Swift Programming Language, "Types": "Self Type"), whose initialiser it calls.
                name = own.name
            }
            if name == "Self", let (depth, owner) = scope.resolveSelf(), owner.isProtocol {
                // `Self(rawValue: r)` in a protocol extension's method: the conforming type's
                // initialiser, that of the value the method was called on.
                return { machine, frame in
                    try SwiftCompiler.conformerInit(of: frame.outer(depth)[0], arguments, values: try arguments.map { try $0.value(machine, frame) },
                                                    machine: machine, at: spot)
                }
            }
            if let (depth, overloads) = scope.localOverloads(of: name) {
                return try localOverloadCall(name, overloads, depth: depth, arguments, at: call, spot: spot, scope)
            }
            if let local = scope.resolve(name)?.slot.function, scriptFunctionNames.contains(name), let builtIn = SwiftBuiltins.function(name),
               !arguments.contains(where: { $0.target != nil }) {
                // `print("text")` beside a script's own `func print(_ a: Interval)`: Swift's, as
                // for any global function (`chooseOverBuiltIn`); a function local to a function
                // shadows the library's instead, as in Swift.
                guard let (_, sources) = SwiftCompiler.match([local], arguments), accepts(local, sources, call) else {
                    return try builtInCall(name, arguments, labels: labels, at: call, spot: spot, scope)
                }
                let closure = try expression(call.calledExpression, scope), checks = ownTypeChecks(local, sources)
                return { machine, frame in
                    let values = try arguments.map { try $0.value(machine, frame) }
                    guard SwiftCompiler.fits(values, checks), case .closure(let value) = try closure(machine, frame) else { return try builtIn(machine, labels, values, spot) }
                    return try SwiftCompiler.invoke(value.function, self: nil, sources: sources, values: values, captured: value.captured, machine: machine, at: spot).0
                }
            } else if scope.resolve(name) != nil || (program.global(name) != nil && program.functions(name) == nil)
                        || { if case .closure? = scope.captured(name) { true } else { false } }() {
                // A local, a file-scope constant holding a closure (`let next = makeCounter()`), or
                // a closure the view code around holds (`content()` in a view function's `VStack`).
                let closure = try expression(call.calledExpression, scope)
                return Self.invokeValue(closure, arguments, spot)
            }
            if let (depth, type) = scope.resolveSelf(), let methods = type.methods[name]?.filter({ !$0.isProperty }), !methods.isEmpty {
                let (method, sources) = try choose(methods, arguments, name: name, at: call, scope)
                if method.isMutating && !(scope.resolve("self").map { !$0.slot.isConstant } ?? false) {
                    throw error("`\(name)` is `mutating`, and `self` cannot change here", at: reference, scope)
                }
                let selfTarget: SwiftLValue? = method.isMutating ? try lvalue(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), scope, at: reference) : nil
                if type.isProtocol, type.requirements.contains(name) {
                    // `area()` in `extension Shape`, a requirement with a default: the conforming type's own.
                    let conformers = program.enumTypes(declaring: name, properties: false).filter { !$0.isProtocol }
                    return { machine, frame in
                        let selfValue = frame.outer(depth)[0]
                        let chosen = SwiftCompiler.ownMember(name, of: selfValue, property: false, enums: conformers)
                            .flatMap { _ in SwiftCompiler.ownMethods(name, of: selfValue, enums: conformers) }
                            .flatMap { SwiftCompiler.match($0, arguments) } ?? (method, sources)
                        return try SwiftCompiler.run(chosen.0, self: selfValue, sources: chosen.1, arguments: arguments, selfTarget: selfTarget,
                                                     machine: machine, frame: frame, at: spot)
                    }
                }
                return { machine, frame in
                    let selfValue = frame.outer(depth)[0]
                    return try SwiftCompiler.run(method, self: selfValue, sources: sources, arguments: arguments, selfTarget: selfTarget,
                                                 machine: machine, frame: frame, at: spot)
                }
            }
            if let (_, type) = scope.resolveSelf(), type.hasProperty(name) {
                // `scaled(100)` of `var scaled: (Double) -> Double { ... }`, `stored(2)` of `let stored:
                // (Int) -> Int`: the property read through the implicit `self`, its closure called
                // (The Swift Programming Language, "Function Types": a property of a function type
                // is called as a function is).
                let closure = try expression(call.calledExpression, scope)
                return Self.invokeValue(closure, arguments, spot)
            }
            if let type = scope.staticType, let methods = type.staticMethods[name] {
                let (method, sources) = try choose(methods, arguments, name: name, at: call, scope)
                return { machine, frame in
                    try SwiftCompiler.run(method, self: nil, sources: sources, arguments: arguments, selfTarget: nil, machine: machine, frame: frame, at: spot)
                }
            }
            if let functions = program.functions(name), let (function, sources) = try chooseOverBuiltIn(functions, arguments, name: name, at: call, scope) {
                let checks = ownTypeChecks(function, sources)
                if let builtIn = SwiftBuiltins.function(name), !checks.isEmpty, !arguments.contains(where: { $0.target != nil }) {
                    // Types not known before the run: the values decide between the code's and Swift's.
                    return { machine, frame in
                        let values = try arguments.map { try $0.value(machine, frame) }
                        guard SwiftCompiler.fits(values, checks) else { return try builtIn(machine, labels, values, spot) }
                        return try SwiftCompiler.invoke(function, self: nil, sources: sources, values: values, machine: machine, at: spot).0
                    }
                }
                return { machine, frame in
                    try SwiftCompiler.run(function, self: nil, sources: sources, arguments: arguments, selfTarget: nil, machine: machine, frame: frame, at: spot)
                }
            }
            if let type = program.type(name) ?? cacheType(named: name, scope) {
                return try initializer(type, arguments, at: call, scope)
            }
            if let initializers = program.extensionType(name)?.initializers,
               let (initializer, sources) = initializers.lazy.compactMap({ SwiftCompiler.match([$0], arguments) })
                .first(where: { self.fit($0, written: Self.writtenArguments(call)) != nil }) {
                // `extension UnitPoint { init(_ alignment: Alignment) { self = ... } }`: `self`
                // starts empty and is whatever the initialiser makes it. Chosen by its parameters'
                // types as well as its labels: `CGFloat(3)` beside the app's `init(_ spacing: Spacing)`
                // is the number's own initialiser (it ran the app's, set BH's wxm-ios).
                let numberType: SwiftType? = ["CGFloat", "Double", "Float"].contains(name) ? .floatingPoint(name) : nil
                return { machine, frame in
                    let values = try arguments.map { try $0.value(machine, frame) }
                    let (_, callee) = try SwiftCompiler.invoke(initializer, self: .void, sources: sources, values: values, machine: machine, at: spot)
                    // `self = 16` in an initialiser of `CGFloat` makes a `CGFloat` (16.0).
                    if let numberType { return try SwiftConversion.convert(callee[0], to: numberType, at: spot) }
                    return callee[0]
                }
            }
            if name == "swap", arguments.count == 2, let first = arguments[0].target, let second = arguments[1].target, program.functions(name) == nil {
                // The standard library's `swap(&a, &b)`: each variable takes the other's value.
                return { machine, frame in
                    let a = try first.get(machine, frame), b = try second.get(machine, frame)
                    try first.set(machine, frame, b)
                    try second.set(machine, frame, a)
                    return .void
                }
            }
            if SwiftBuiltins.function(name) != nil { return try builtInCall(name, arguments, labels: labels, at: call, spot: spot, scope) }
            if let (depth, type) = scope.resolveSelf(), type.hasDynamicSelf {
                // `dimensions(in: proposal)` inside `extension LayoutSubview`: the built-in method
                // of `self`; in a protocol's default method, the conforming type's method.
                return { machine, frame in
                    let selfValue = frame.outer(depth)[0]
                    let values = try arguments.map { try $0.value(machine, frame) }
                    if case .instance(let instance) = selfValue, let methods = instance.type.methods[name]?.filter({ !$0.isProperty }), !methods.isEmpty {
                        guard let (method, sources) = SwiftCompiler.match(methods, arguments) else {
                            throw spot.error("no `\(name)` of `\(instance.type.name)` takes the arguments (\(labels.map { ($0 ?? "_") + ":" }.joined()))")
                        }
                        if method.isMutating { throw spot.error("`\(name)` is `mutating`; a protocol's default method cannot call it here") }
                        return try SwiftCompiler.invoke(method, self: selfValue, sources: sources, values: values, machine: machine, at: spot).0
                    }
                    return try SwiftBuiltins.method(name, of: selfValue, labels: labels, arguments: values, machine: machine, at: spot)
                }
            }
            let known = SwiftBuiltins.functionNames + program.typeNames + scope.names + Array(program.functions.keys)
                + (scope.resolveSelf()?.type.memberNames ?? [])
            if standsInForTheApp, name.first?.isUppercase == true || standsInForAppNames(scope),
               !Self.swiftUILibraryNames.contains(name), BuiltInNames.types.contains(name) || NameSuggestion.sameCaseHint(for: name, among: known) == nil {
                // A standard type's initialiser the page lacks (`Calendar(identifier: .gregorian)`
                // in a computed property, set AG) stands in as a value of that type, as the issue's
                // rule for an unknown initialiser of a known type has it.
                // `NumberFormatter()`, `TabBarModel(selection: selection)`, `URL(string: ...)`: a type
                // of the platform's or the app's that was not pasted is made as a stand-in, as its
                // name is read as one (`UIDevice.current`); its arguments are not run. So is a
                // function of the app's (`formatByte(size: total)` in a computed property), as
                // the view builder stands it in in a body: a slip of a known name stays an error.
                return standIn(name + "(…)", at: reference, scope)
            }
            throw error("unknown function `\(name)`", at: reference, scope,
                        hint: NameSuggestion.hint(for: name, among: known)).identified(.unknownFunction, subject: name)
        }
        if let access = Self.calledMember(call) {
            let name = access.declName.baseName.nameText
            guard let baseSyntax = access.base else {
                if let context = contextualTypes[call.id], context.unwrapped == .named("Self"), let type = scope.concreteSelfType {
                    // `static let standard: Self = .init()`: `Self` of a concrete type is that type,
                    // whose members the implicit member names (set CB's Construct).
                    contextualTypes[call.id] = context.replacingSelf(with: type.name)
                }
                if name == "init", labels.isEmpty, case .named(let typeName)? = contextualTypes[call.id].map(\.unwrapped),
                   typeName == "Set" || typeName.hasPrefix("Set<") {
                    // `var picked: Set<UUID> = .init()`: an empty set (a set is its distinct elements here).
                    return { _, _ in .array([]) }
                }
                if name == "init", case .array? = contextualTypes[call.id].map(\.unwrapped), let builtIn = SwiftBuiltins.function("Array") {
                    // `var columns: [Column] = .init(repeating: column, count: n)`: Array's initialiser.
                    return { machine, frame in try builtIn(machine, labels, try arguments.map { try $0.value(machine, frame) }, spot) }
                }
                if let type = contextualStruct(of: call) {
                    // `.init(...)` and `.make(...)` where the author's type is declared.
                    if name == "init" { return try initializer(type, arguments, at: call, scope) }
                    if let methods = type.staticMethods[name] {
                        let (method, sources) = try choose(methods, arguments, name: name, at: call, scope)
                        return { machine, frame in
                            try SwiftCompiler.run(method, self: nil, sources: sources, arguments: arguments, selfTarget: nil, machine: machine, frame: frame, at: spot)
                        }
                    }
                }
                if name != "init", let context = contextualTypes[call.id]?.unwrapped, program.type(context.description) == nil,
                   let methods = program.extensionType(context.description)?.staticMethods[name] {
                    // `.step(2)` where a `CGFloat` goes (`spacing: .step(2)`, `f(.step(3))`): the
                    // static function the block's `extension CGFloat` declares, as Swift finds an
                    // implicit member on the type its context gives (set AO's Whisperboard).
                    let (method, sources) = try choose(methods, arguments, name: name, at: call, scope)
                    return { machine, frame in
                        try SwiftCompiler.run(method, self: nil, sources: sources, arguments: arguments, selfTarget: nil, machine: machine, frame: frame, at: spot)
                    }
                }
                if name == "init", case .named(let typeName)? = contextualTypes[call.id].map(\.unwrapped),
                   Self.swiftUILibraryNames.contains(typeName), program.type(typeName) == nil {
                    // `let columns: [GridItem] = [.init(.flexible(), spacing: 1)]`: SwiftUI's
                    // initialiser of the type the context gives, as `GridItem(...)` is.
                    return try swiftUICall(call, as: typeName, scope)
                }
                if name == "init", let context = contextualTypes[call.id]?.unwrapped, Self.isLibraryValueType(context) || BuiltInNames.types.contains(context.description),
                   program.type(context.description) == nil, let builtIn = SwiftBuiltins.function(context.description) {
                    // `date: Date = .init()`, `let pad: String = .init(repeating: " ", count: 2)`,
                    // `anchor: UnitPoint = .init(x: 0.5, y: 0)`, `alignment: Alignment = .init(horizontal:
                    // .leading, vertical: .top)` (set BN's career-app): the initialiser of the context's
                    // type, as Swift finds an implicit member there, not a type guessed from the labels.
                    return { machine, frame in try builtIn(machine, labels, try arguments.map { try $0.value(machine, frame) }, spot) }
                }
                if name == "init", standsInForTheApp, case .named(let typeName)? = contextualTypes[call.id].map(\.unwrapped),
                   typeName != "Self", program.type(typeName) == nil, !BuiltInNames.types.contains(typeName), !Self.swiftUILibraryNames.contains(typeName),
                   !["ProposedViewSize", "CGAffineTransform", "CGVector"].contains(typeName) {
                    // `return .init(filePath: path)` in a `var videoURL: URL?`: Foundation's or the
                    // app's type, which the page has not, made as a stand-in as `URL(filePath:)` is.
                    return standIn(typeName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")", at: call, scope)
                }
                let makers = program.enumCaseMakers(name)
                if name != "init", standsInForTheApp(scope), case .named(let written)? = contextualTypes[call.id].map(\.unwrapped),
                   case let typeName = String(written.prefix { $0 != "<" }), typeName != "Self", program.type(typeName) == nil,
                   typeName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !scope.function.genericParameters.contains(typeName),
                   !BuiltInNames.types.contains(typeName), !Self.swiftUILibraryNames.contains(typeName),
                   !makers.contains(where: { $0.owner?.name == typeName }) {
                    // `return .failure(code: 1, message: "no")` in a `func validate() -> ValidationResult`
                    // of the app's type, not pasted: its case, which stands in as `.success` does,
                    // not Swift's `Result.failure(_:)` (set BN's Denklem).
                    return standIn("." + name + "(…)", at: call, scope)
                }
                if !makers.isEmpty {
                    // `.fixed(12)`: the case of the author's enum with that name and those labels.
                    let (maker, sources) = try choose(makers, arguments, name: ".\(name)", at: call, scope)
                    return { machine, frame in
                        try SwiftCompiler.run(maker, self: nil, sources: sources, arguments: arguments, selfTarget: nil, machine: machine, frame: frame, at: spot)
                    }
                }
                if arguments.count == 2, arguments.allSatisfy({ $0.target == nil }), let pair = SwiftBuiltins.implicitPairFunction(name, labels: labels) {
                    // `.init(x: a, y: b)`, `.init(width: w, height: h)`: the type the labels
                    // name, picked here rather than by matching the labels at every call.
                    let first = arguments[0].value, second = arguments[1].value, apply = pair.apply
                    return { machine, frame in
                        let a = try first(machine, frame), b = try second(machine, frame)
                        if let result = apply(a, b) { return result }
                        return try SwiftBuiltins.implicitCall(name, labels: labels, arguments: [a, b], machine: machine, at: spot)
                    }
                }
                if standsInForAppNames(scope), let context = contextualTypes[call.id]?.unwrapped, context.isFloatingPoint || context == .int,
                   !["init", "random", "maximum", "minimum"].contains(name) {
                    // `spacing: .grid(2)` of the app's `extension CGFloat`, not pasted: a number's
                    // type has no such function of its own, so it is the app's, and stands in.
                    return standIn("." + name + "(…)", at: call, scope)
                }
                return { machine, frame in
                    try SwiftBuiltins.implicitCall(name, labels: labels, arguments: try arguments.map { try $0.value(machine, frame) }, machine: machine, at: spot)
                }
            }
            if name == "init", baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.`self`),
               scope.isInitializer, let (depth, type) = scope.resolveSelf() {
                // `self.init(columns: 5, rows: 3)`: an initialiser that hands over to another
                // of its type, which makes `self` (Food Truck's `DonutLatticeLayout`); in an
                // `extension Color`, to SwiftUI's own (`self.init(red: r, green: g, blue: b)`).
                if type.isBuiltInExtension, SwiftCompiler.swiftUILibraryNames.contains(type.name),
                   SwiftCompiler.match(type.initializers, arguments) == nil {
                    let made = try swiftUICall(call, as: type.name, scope)
                    return { machine, frame in
                        frame.outer(depth)[0] = try made(machine, frame)
                        return .void
                    }
                }
                if type.isBuiltInExtension, SwiftBuiltins.function(type.name) != nil,
                   !type.initializers.contains(where: { initializer in
                       SwiftCompiler.match([initializer], arguments).map { fit($0, written: Self.writtenArguments(call)) != nil } ?? false
                   }) {
                    // `self.init(spacing.points)` in `extension CGFloat { init(_ spacing: Spacing) }`:
                    // the number's own initialiser, which the extension's parameter type does not
                    // take (it called the extension's again, on a Double; set BH's wxm-ios).
                    let made = try builtInCall(type.name, arguments, labels: labels, at: call, spot: spot, scope)
                    return { machine, frame in
                        frame.outer(depth)[0] = try made(machine, frame)
                        return .void
                    }
                }
                if type.isProtocol {
                    // `self.init(rawValue: r)` in a protocol extension's `init`: the initialiser of
                    // the type being made (`self`'s), chosen when it runs, as Swift's protocol
                    // requirements dispatch to the conforming type.
                    return { machine, frame in
                        let owner = frame.outer(depth)
                        owner[0] = try SwiftCompiler.conformerInit(of: owner[0], arguments, values: try arguments.map { try $0.value(machine, frame) },
                                                                   machine: machine, at: spot)
                        return .void
                    }
                }
                if type.madeMemberwise(by: arguments) {
                    // `self.init(title: t)` in an extension's `init`: the memberwise initialiser.
                    let made = try initializer(type, arguments, at: call, scope)
                    return { machine, frame in
                        frame.outer(depth)[0] = try made(machine, frame)
                        return .void
                    }
                }
                let (initializer, sources) = try choose(type.initializers, arguments, name: "init", at: call, scope)
                return { machine, frame in
                    let values = try arguments.map { try $0.value(machine, frame) }
                    let owner = frame.outer(depth)
                    let (_, callee) = try SwiftCompiler.invoke(initializer, self: owner[0], sources: sources, values: values, machine: machine, at: spot)
                    owner[0] = callee[0]
                    return .void
                }
            }
            if let typeName = staticTypeName(baseSyntax, scope) {
                if let nested = program.nestedTypeName(typeName, name), let type = program.type(nested) {
                    // `Outer.Inner(v: 3)`: the nested type's initialiser.
                    return try initializer(type, arguments, at: call, scope)
                }
                if let type = program.type(typeName) {
                    if name == "init" { return try initializer(type, arguments, at: call, scope) }
                    if type.role == .view, type.staticMethods[name] == nil, arguments.isEmpty, ["_printChanges", "_logChanges"].contains(name) {
                        // `Self._printChanges()` in a body: SwiftUI's debugging aid, which logs why
                        // the view was drawn again (Apple, "View", `_printChanges()`; iOS 17's
                        // `_logChanges()`) to a console a page has not.
                        return { _, _ in .void }
                    }
                    guard let methods = type.staticMethods[name] else {
                        if type.caseNames.contains(name) {
                            throw error("enum case `\(name)` has no associated values", at: access.declName, scope,
                                        hint: "write `\(typeName).\(name)` without arguments")
                        }
                        let hint = NameSuggestion.hint(for: name, among: Array(type.staticMethods.keys))
                        if hint == nil, standsInForTheApp(scope), !type.isBuiltInExtension {
                            // `Item.classify(title)` of the app's `extension Item` in another file, not
                            // pasted: its result stands in, as a method that extension adds to an
                            // instance does (`SwiftBuiltins.isExtendedByApps`; set BF's SwiftReddit);
                            // in a `Layout`, which runs where nothing stands in, it stays an error.
                            return standIn("\(typeName).\(name)(…)", at: call, scope)
                        }
                        throw error("`\(typeName)` has no static method `\(name)`", at: access.declName, scope, hint: hint)
                    }
                    let (method, sources) = try choose(methods, arguments, name: name, at: call, scope)
                    return { machine, frame in
                        try SwiftCompiler.run(method, self: nil, sources: sources, arguments: arguments, selfTarget: nil, machine: machine, frame: frame, at: spot)
                    }
                }
                if let methods = program.extensionType(typeName)?.staticMethods[name] {
                    let (method, sources) = try choose(methods, arguments, name: name, at: call, scope)
                    return { machine, frame in
                        try SwiftCompiler.run(method, self: nil, sources: sources, arguments: arguments, selfTarget: nil, machine: machine, frame: frame, at: spot)
                    }
                }
                let qualified = name == "init" ? typeName : "\(typeName).\(name)"
                if name == "random", ["Double", "CGFloat", "Float"].contains(typeName), labels == ["in"], let builtIn = SwiftBuiltins.function(qualified),
                   let range = call.arguments.first?.expression.as(InfixOperatorExprSyntax.self),
                   let symbol = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "..." || symbol == "..<" {
                    // `Double.random(in: 0...1)`: the bounds are the floating-point type's, as Swift
                    // infers them, whether or not they are written as integers.
                    let lower = try expression(range.leftOperand, scope), upper = try expression(range.rightOperand, scope)
                    return { machine, frame in
                        let bounds = (try lower(machine, frame), try upper(machine, frame))
                        if bounds.0.standIn != nil || bounds.1.standIn != nil { return try builtIn(machine, labels, [bounds.0.standIn != nil ? bounds.0 : bounds.1], spot) }
                        guard let low = bounds.0.number, let high = bounds.1.number else {
                            throw spot.error("`\(qualified)(in:)` takes a range of numbers")
                        }
                        return try builtIn(machine, labels, [.floatingRange(FloatingRange(lower: low, upper: high, isClosed: symbol == "..."))], spot)
                    }
                }
                guard let builtIn = SwiftBuiltins.function(qualified) ?? SwiftBuiltins.function(name) else {
                    if name != "init", standsInForAppNames(scope) {
                        // `DateFormatter.local("yyyy")`: a static function the app's extension of a
                        // platform type declares (set AP's WXYC), not pasted, stands in as such a
                        // static property does (`staticMember`); in a `Layout` it stays an error.
                        return standIn(qualified + "(…)", at: call, scope)
                    }
                    throw error("unknown function `\(qualified)`", at: access.declName, scope, id: .unknownFunction)
                }
                return { machine, frame in
                    try builtIn(machine, labels, try arguments.map { try $0.value(machine, frame) }, spot)
                }
            }
            if case .array? = contextualTypes[call.id]?.unwrapped, ["filter", "sorted", "shuffled"].contains(name), baseSyntax.is(ArrayExprSyntax.self) {
                // `self.entries = [.init(text: "Author"), ...].filter { ... }`: these give an array
                // of the elements they were given, so the literal's elements are of the type the
                // result is for, as Swift infers them.
                contextualTypes[baseSyntax.id] = contextualTypes[call.id]?.unwrapped
            }
            if name == "map" || name == "flatMap", arguments.count == 1, staticType(of: baseSyntax) == nil, !firstMapsCompiledGenerally.contains(call.id),
               let member = baseSyntax.as(MemberAccessExprSyntax.self), let collection = member.base,
               Self.isPlainChain(collection) || (collection.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array"
                                                 && program.type("Array") == nil),
               ["first", "last"].contains(member.declName.baseName.text), member.declName.argumentNames == nil {
                // `zone.identifier.first.map(String.init)` of a value whose type is not known
                // before it runs: a string's or an array's `first` and `last` are optionals
                // (Apple, "Collection", `first`; "BidirectionalCollection", `last`), so `map` is
                // Optional's, which gets the character, not the characters of a one-character
                // string (`["H"]`). Any other value's `first` goes the general way, the chain
                // (names and members only) read again there; `Array(...)` is always an array.
                let isFirst = member.declName.baseName.text == "first"
                let values = try expression(collection, scope)
                let transform = arguments[0].value
                firstMapsCompiledGenerally.insert(call.id)
                defer { firstMapsCompiledGenerally.remove(call.id) }
                let general = try self.call(call, scope)
                return { machine, frame in
                    let element: SwiftValue?
                    switch try values(machine, frame) {
                    case .string(let text): element = (isFirst ? text.first : text.last).map { .string(String($0)) }
                    case .array(let elements): element = isFirst ? elements.first : elements.last
                    default: return try general(machine, frame)
                    }
                    guard let element else { return .none }
                    return try machine.invoke(try transform(machine, frame), element, at: spot)
                }
            }
            let base = try expression(baseSyntax, scope)
            if name == "map" || name == "flatMap", arguments.count == 1, case .optional? = staticType(of: baseSyntax) {
                // Optional's own `map`/`flatMap` (`name.map { $0 + "!" }` of a `String?`): the
                // closure gets the wrapped value, not its characters; nil stays nil.
                let transform = arguments[0].value
                return { machine, frame in
                    let value = try base(machine, frame)
                    if case .none = value { return .none }
                    return try machine.invoke(try transform(machine, frame), value, at: spot)
                }
            }
            let isMutatingBuiltIn = SwiftBuiltins.mutatingMethods.contains(name)
            let target: SwiftLValue? = (isMutatingBuiltIn || program.declaresMutatingMethod(name)) ? try? lvalue(baseSyntax, scope, at: access) : nil
            if isMutatingBuiltIn, target == nil, !program.declaresMutatingMethod(name), holdsAValue(baseSyntax) {
                throw error("`\(name)` changes its value, so it needs a `var`", at: access.declName, scope)
            }
            let optional = SwiftCompiler.isOptionalChained(baseSyntax)
            let extensions = program.extensionMembers(name, properties: false)
            let ofOptional = !optional && staticType(of: baseSyntax)?.isOptional == true
            var arguments = arguments
            if name == "append" || name == "insert", let first = arguments.first, first.label == nil,
               case .array(let element)? = (try? placeType(baseSyntax, scope))??.unwrapped {
                // `rows.append((index, size, x))` into `[(index: Int, size: CGSize, xOffset: CGFloat)]`:
                // the element takes the array's declared type (its labels, CGFloat for a literal).
                let value = first.value
                arguments[0].value = { machine, frame in try SwiftConversion.convert(try value(machine, frame), to: element, at: spot) }
            }
            let enums = program.enumTypes(declaring: name, properties: false)
            let isIntegerLiteral = baseSyntax.is(IntegerLiteralExprSyntax.self)
            // `baseColor.opacity(0.5)` of a local `Color`, `label.bold()` of a stored `Text`: a
            // method of a value SwiftUI made is SwiftUI's, applied by the library as a chain
            // rooted at `Color` is (`swiftUIExpression`). Only a base whose type may be SwiftUI's.
            let baseType = staticType(of: baseSyntax)
            let mayBeSwiftUI = baseType.map { SwiftCompiler.isSwiftUIValueType($0.description) || SwiftCompiler.isViewType($0.description) }
                ?? (ViewCatalog.standard.modifiers[name] != nil || Interpreter.refinementNames.contains(name) || Interpreter.colourMethods.contains(name)
                    // `kept.gesture(TapGesture())` of a view a body made: SwiftUI's behaviour and
                    // undrawn modifiers too, which the library accepts as the view builder does.
                    || UnsupportedSwiftUI.behaviourModifiers.contains(name) || UnsupportedSwiftUI.undrawnModifiers.contains(name))
            let viewLibraryCall: SwiftExpression? = mayBeSwiftUI && extensions.isEmpty && !isMutatingBuiltIn
                ? try libraryCall(ExprSyntax(call), as: nil, skipping: "", scope) : nil
            // `tint.blended(with: .white).shaded()` of two of the app's `Color` methods (set BD's
            // one-percent-better): the first's result, of no type the code tells, is a value SwiftUI
            // made, whose method no built-in has; the library reads the chain as a body does, where
            // the app's methods of a view stand in.
            let unknownTypeLibraryCall: SwiftExpression? = baseType == nil && !mayBeSwiftUI && extensions.isEmpty && !isMutatingBuiltIn
                ? try libraryCall(ExprSyntax(call), as: nil, skipping: "", scope) : nil
            let dispatch: (SwiftMachine, SwiftFrame, SwiftValue, [SwiftValue]) throws -> SwiftValue = { machine, frame, value, values in
                var value = SwiftCompiler.literalReceiver(value, isIntegerLiteral: isIntegerLiteral, extensions)
                if !extensions.isEmpty, let methods = SwiftCompiler.extensionFunctions(extensions, of: value, ofOptional: ofOptional) {
                    // `subview.isSpacer()` from `extension LayoutSubview`: `self` is the built-in value.
                    guard let (method, sources) = SwiftCompiler.match(methods, arguments) else {
                        throw spot.error("no `\(name)` of \(value.typeName) takes the arguments (\(labels.map { ($0 ?? "_") + ":" }.joined()))")
                    }
                    let (result, callee) = try SwiftCompiler.invoke(method, self: value, sources: sources, values: values, machine: machine, at: spot)
                    try SwiftCompiler.writeBack(callee, method: method, sources: sources, arguments: arguments, machine: machine, frame: frame)
                    if method.isMutating, let target { try target.set(machine, frame, callee[0]) }
                    return result
                }
                // A declared struct's method, or an enum's, found by the value's case (enum values
                // do not carry their type).
                let declared: SwiftStruct? = if case .instance(let instance) = value { instance.type }
                    else { value.enumCaseName.flatMap { caseName in enums.first { $0.caseNames.contains(caseName) } } }
                if let declared, let methods = declared.methods[name]?.filter({ !$0.isProperty }), !methods.isEmpty {
                    guard let (method, sources) = try SwiftCompiler.match(methods, arguments, values: values, program: machine.program, at: spot) else {
                        throw spot.error("no `\(name)` of `\(declared.name)` takes the arguments (\(labels.map { ($0 ?? "_") + ":" }.joined()))")
                    }
                    let (made, callee) = try SwiftCompiler.invoke(method, self: value, sources: sources, values: values, machine: machine, at: spot)
                    let result = SwiftCompiler.placedAtCall(made, of: method, machine: machine, at: spot)
                    try SwiftCompiler.writeBack(callee, method: method, sources: sources, arguments: arguments, machine: machine, frame: frame)
                    if method.isMutating {
                        guard let target else { throw spot.error("`\(name)` is `mutating`; call it on a `var`") }
                        try target.set(machine, frame, callee[0])
                    }
                    return result
                }
                if let declared, let getter = declared.methods[name]?.first(where: \.isProperty) {
                    // `self.scaled(10)` of `var scaled: (Double) -> Double { ... }`: the computed
                    // property's closure, called (a stored one is the built-ins' `method`).
                    let (closure, _) = try machine.call(getter, self: value, arguments: [], captured: nil, at: spot)
                    return try machine.invoke(closure, values, at: spot)
                }
                if case .foundation(let object) = value, arguments.contains(where: { $0.target != nil }) {
                    // `Scanner(string: hex).scanHexInt64(&int)`: the method writes its `inout` argument.
                    let write: (Int, SwiftValue) throws -> Void = { index, written in
                        guard let target = arguments[index].target else { throw spot.error("`\(name)` writes its argument: pass a `var` with `&`") }
                        try target.set(machine, frame, written)
                    }
                    if let result = try object.method(name, labels: labels, arguments: values, write: write, now: machine.library?.pageNow ?? Interpreter.fixedNow, at: spot) { return result }
                }
                if isMutatingBuiltIn, let target {
                    let result = try SwiftBuiltins.mutatingMethod(name, of: &value, labels: labels, arguments: values, machine: machine, at: spot)
                    try target.set(machine, frame, value)
                    return result
                }
                if isMutatingBuiltIn {
                    // A value whose type was not known before it ran (`let xs = [1]`): Swift's
                    // refusal, said now (an object's method of the name was let through).
                    switch value {
                    case .array, .string, .dictionary: throw spot.error("`\(name)` changes its value, so it needs a `var`")
                    default: break
                    }
                }
                if let viewLibraryCall, case .swiftUI(let made) = value, value.standIn == nil,
                   !CalendarArithmetic.isCalendar(made), Interpreter.dateSeconds(made) == nil {
                    return try viewLibraryCall(machine, frame)
                }
                do {
                    return try SwiftBuiltins.method(name, of: value, labels: labels, arguments: values, machine: machine, at: spot)
                } catch let failure as SwiftRuntimeError where failure.thrown == nil && machine.remainingSteps >= 0 {
                    guard let unknownTypeLibraryCall, case .swiftUI(let made) = value, value.standIn == nil,
                          !CalendarArithmetic.isCalendar(made), Interpreter.dateSeconds(made) == nil else { throw failure }
                    return try unknownTypeLibraryCall(machine, frame)
                }
            }
            if extensions.isEmpty, !isMutatingBuiltIn, (1...3).contains(arguments.count), arguments.allSatisfy({ $0.target == nil }),
               let fast = SwiftMethodFastPath.named(name, labels: labels) {
                let count = arguments.count, apply = fast.apply
                let first = arguments[0].value
                let second: SwiftExpression? = count > 1 ? arguments[1].value : nil
                let third: SwiftExpression? = count > 2 ? arguments[2].value : nil
                return { machine, frame in
                    let value = try base(machine, frame)
                    if optional, case .none = value { return .none }
                    let a = try first(machine, frame)
                    let b = try second?(machine, frame) ?? .void
                    let c = try third?(machine, frame) ?? .void
                    if let result = apply(value, a, b, c) { return result }
                    return try dispatch(machine, frame, value, Array([a, b, c].prefix(count)))
                }
            }
            if isMutatingBuiltIn, extensions.isEmpty, !optional, let modify = target?.modify {
                // `rows.append(x)` on a variable: an array's or a dictionary's own method changes
                // it where the variable holds it, so an array only the variable holds grows in
                // place (read, changed and stored back, it was copied at every `append`). The
                // arguments are evaluated first, as Swift begins the access to `self` after them.
                // Any other value (a declared type's own `append`) goes the general way.
                return { machine, frame in
                    let values = try arguments.map { try $0.value(machine, frame) }
                    var result: SwiftValue?
                    try modify(machine, frame) { stored in
                        switch stored {
                        case .array, .dictionary:
                            result = try SwiftBuiltins.mutatingMethod(name, of: &stored, labels: labels, arguments: values, machine: machine, at: spot)
                        default: break
                        }
                    }
                    if let result { return result }
                    return try dispatch(machine, frame, try base(machine, frame), values)
                }
            }
            return { machine, frame in
                let value = try base(machine, frame)
                if optional, case .none = value { return .none }
                return try dispatch(machine, frame, value, try arguments.map { try $0.value(machine, frame) })
            }
        }
        if arguments.isEmpty, call.calledExpression.is(ArrayExprSyntax.self) {
            // `[CGSize]()`: an empty collection of that type.
            return { _, _ in .array([]) }
        }
        if call.calledExpression.is(DictionaryExprSyntax.self)
            || call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "Dictionary" {
            // `[Int: CGFloat]()`, `Dictionary<Int, CGFloat>(uniqueKeysWithValues:)`: Dictionary's initialisers.
            let builtIn = SwiftBuiltins.function("Dictionary")!
            return { machine, frame in try builtIn(machine, labels, try arguments.map { try $0.value(machine, frame) }, spot) }
        }
        if call.calledExpression.is(ArrayExprSyntax.self)
            || call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "Array" {
            // `[CGFloat](repeating: 0, count: n)`, `Array<CGFloat>(...)`: Array's initialisers,
            // whose elements take the written element type (`[Double](repeating: 0, ...)` holds 0.0).
            let builtIn = SwiftBuiltins.function("Array")!
            let arrayType = call.calledExpression.is(ArrayExprSyntax.self) ? SwiftType(parsing: call.calledExpression.trimmedDescription) : nil
            return { machine, frame in
                try SwiftConversion.convert(try builtIn(machine, labels, try arguments.map { try $0.value(machine, frame) }, spot), to: arrayType, at: spot)
            }
        }
        let callee = try expression(call.calledExpression, scope)
        if call.calledExpression.is(OptionalChainingExprSyntax.self) {
            // `toolbarContent?()` of an optional closure: nil when it is nil, its result when not
            // (The Swift Programming Language, "Optional Chaining"; set CD's WWDC-SSC `BaseView`,
            // "nil cannot be called").
            return { machine, frame in
                let value = try callee(machine, frame)
                if case .none = value { return .none }
                return try Self.invokeValue({ _, _ in value }, arguments, spot)(machine, frame)
            }
        }
        return Self.invokeValue(callee, arguments, spot)
    }

    /// `Task`, `Task<Void, Never>`, `Task.detached`: Swift concurrency's task initialisers.
    private static func startsATask(_ called: ExprSyntax) -> Bool {
        let base = called.as(MemberAccessExprSyntax.self).flatMap { $0.declName.baseName.nameText == "detached" ? $0.base : nil } ?? called
        let name = base.as(GenericSpecializationExprSyntax.self)?.expression ?? base
        return name.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "Task"
    }

    /// Records each argument's declared parameter type as its context, before the arguments
    /// compile: for the author's function or method of that name (when there is one), and for
    /// the built-in methods whose arguments are often written as implicit members
    /// (`replacingUnspecifiedDimensions(by: .infinity)` with the author's `CGSize.infinity`).
    private func declareArgumentTypes(_ call: FunctionCallExprSyntax, _ scope: CompileScope) {
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "Array", scope.resolve("Array") == nil,
           case .array(let element)? = contextualTypes[ExprSyntax(call).id]?.unwrapped,
           let repeating = call.arguments.first(where: { $0.label?.text == "repeating" }) {
            // `Array(repeating: .init(.flexible()), count: 3)` where a `[GridItem]` goes: the
            // element's type is the context's element (Swift infers `Element` from it).
            contextualTypes[repeating.expression.id] = element
        }
        var parameters: [SwiftFunction.Parameter]?
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
            let name = access.declName.baseName.nameText
            parameters = SwiftCompiler.builtInParameters[name]?.map { SwiftFunction.Parameter(label: $0.label, name: $0.label ?? "_", type: $0.type, isInout: false, defaultValue: nil) }
            if parameters == nil, case .named(let typeName)? = (((try? placeType(base, scope)) ?? nil) ?? ((try? inferType(base, scope)) ?? nil))?.unwrapped,
               let type = Self.declaredType(typeName, in: program), let methods = type.methods[name], methods.count == 1 {
                // The code's own method of a value whose type is known (`settings.value(or: 3)`).
                parameters = Self.binding(methods[0].parameters, of: type, to: typeName)
            }
            if let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
               let arity = SwiftCompiler.elementClosures[name], let sequence = (try? placeType(base, scope)) ?? nil,
               let element = elementType(ofSequenceType: sequence) {
                // `reduce`'s first parameter is the running result, whose type the closure's context gives.
                closureParameterTypes[closure.id] = arity == .accumulatorAndElement ? [nil, element] : Array(repeating: element, count: arity == .pair ? 2 : 1)
            }
            if name == "map" || name == "flatMap", let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
               case .optional(let wrapped)? = (try? placeType(base, scope)) ?? nil {
                // Optional's `map` and `flatMap` (`items.first.map { $0.score ?? 1 }`): the closure
                // takes the wrapped value (Apple, "Optional", `map(_:)`).
                closureParameterTypes[closure.id] = [wrapped]
            }
            if parameters == nil, Self.elementArgumentMethods.contains(name), case .array(let element)? = ((try? placeType(base, scope)) ?? nil)?.unwrapped {
                // `tiles.append(.init(size: 4))`, `insert(.zero, at: 0)`, `firstIndex(of: .red)`
                // of a `[Tile]`: the argument is an `Element` (`contentsOf:` a sequence of them),
                // so its implicit members are the element type's (Apple, "Array", `append(_:)`).
                for argument in call.arguments where argument.label == nil || argument.label?.text == "of" || argument.label?.text == "contentsOf" {
                    contextualTypes[argument.expression.id] = argument.label?.text == "contentsOf" ? .array(element) : element
                }
            }
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), let local = scope.resolve(reference.baseName.nameText) {
            // A local function (a script's top-level `func take(_ p: P)` is one).
            parameters = local.slot.function?.parameters
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.nameText
            if let functions = scope.resolveSelf()?.type.methods[name] ?? program.functions(name), functions.count == 1 {
                parameters = functions[0].parameters
            } else if let type = program.type(name) {
                parameters = initializerParameters(of: type, call)
            }
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.nameText == "init",
                  case .named(var typeName)? = contextualTypes[ExprSyntax(call).id]?.unwrapped {
            // `[.init(title: "Train", date: .now.addingTimeInterval(-60))]` of a `[Expense]`: the
            // implicit `.init` is the context's type's, whose parameters type the arguments as
            // `Expense(...)`'s do.
            if typeName == "Self", let own = scope.concreteSelfType { typeName = own.name }
            if let type = Self.declaredType(typeName, in: program) { parameters = initializerParameters(of: type, call) }
        }
        guard let parameters else { return }
        var next = 0
        for argument in call.arguments {
            // Parameters left to their defaults are skipped, as the labels tell.
            while next < parameters.count, parameters[next].label != argument.label?.text { next += 1 }
            guard next < parameters.count else { return }
            if let type = parameters[next].type { contextualTypes[argument.expression.id] = type }
            if parameters[next].buildsViews { viewBuilderClosures.insert(argument.expression.id) }
            if let builder = parameters[next].attributes.first(where: program.isResultBuilder) { resultBuilderClosures[argument.expression.id] = builder }
            if parameters[next].isAutoclosure { autoclosureArguments.insert(argument.expression.id) }
            next += 1
        }
        // A trailing closure takes the next parameter of a function type (Swift's forward scan,
        // SE-0286); the ones after it are matched by their labels.
        let trailing = (call.trailingClosure.map { [(label: String?.none, closure: $0)] } ?? [])
            + call.additionalTrailingClosures.map { (label: $0.label.text, closure: $0.closure) }
        for (label, closure) in trailing {
            while next < parameters.count, label.map({ parameters[next].label != $0 }) ?? (parameters[next].type?.functionParameters == nil) { next += 1 }
            guard next < parameters.count else { return }
            if let type = parameters[next].type { contextualTypes[closure.id] = type }
            if parameters[next].buildsViews { viewBuilderClosures.insert(closure.id) }
            if let builder = parameters[next].attributes.first(where: program.isResultBuilder) { resultBuilderClosures[closure.id] = builder }
            next += 1
        }
    }

    /// The parameters of the declared type's initialiser a call's labels choose:
    /// `AttributedString(markdown: s, options: .init(interpretedSyntax: .inlineOnly))`: the
    /// written initialiser the labels choose (a parameter with a default may be left out), or
    /// the memberwise one, gives its arguments their types, so their implicit members are the
    /// parameter types' (The Swift Programming Language, "Implicit Member Expression").
    private func initializerParameters(of type: SwiftStruct, _ call: FunctionCallExprSyntax) -> [SwiftFunction.Parameter]? {
        guard let parameters = declaredInitializerParameters(of: type, call) else { return nil }
        guard case .named(let written)? = contextualTypes[ExprSyntax(call).id]?.unwrapped else { return parameters }
        return Self.binding(parameters, of: type, to: written)
    }

    /// `parameters` of a generic type's initialiser or method where its type is written with
    /// arguments (`Box<Length>`): a parameter of a generic parameter's type is of the bound type
    /// there, so its implicit member is that type's (`let b: Box<Length> = Box(value: 3, unit:
    /// .meters)`, a property `var amount: Box<Length>` given `Box(value: 12, unit: .kilometers)`,
    /// `b.converted(to: .kilometers)` of a `Box<Length>`; The Swift Programming Language,
    /// "Generics": type parameters are inferred from the context). It was "`.meters` has no member".
    static func binding(_ parameters: [SwiftFunction.Parameter], of type: SwiftStruct, to written: String) -> [SwiftFunction.Parameter] {
        guard let generics = type.structDeclaration?.genericParameterClause?.parameters.map(\.name.text), !generics.isEmpty,
              let open = written.firstIndex(of: "<"), written.hasSuffix(">"), written[..<open] == type.name[...] else { return parameters }
        let arguments = SwiftType.topLevelParts(String(written[written.index(after: open)..<written.index(before: written.endIndex)]))
        guard arguments.count == generics.count else { return parameters }
        let bound = Dictionary(uniqueKeysWithValues: zip(generics, arguments.map { SwiftType(parsing: $0) }))
        return parameters.map { parameter in
            var parameter = parameter
            if case .named(let name)? = parameter.type, let type = bound[name] { parameter.type = type }
            if case .optional(.named(let name))? = parameter.type, let type = bound[name] { parameter.type = .optional(type) }
            return parameter
        }
    }

    /// The parameters of the written or memberwise initialiser a call's labels choose.
    private func declaredInitializerParameters(of type: SwiftStruct, _ call: FunctionCallExprSyntax) -> [SwiftFunction.Parameter]? {
        let labels = call.arguments.map { $0.label?.text }
        let fitting = type.initializers.filter { initializer in
            ArgumentLabels.fit(labels, initializer.parameters.map { .init(label: $0.label, hasDefault: $0.defaultValue != nil || $0.isVariadic, takesClosure: false) })
        }
        if fitting.count == 1 { return fitting[0].parameters }
        guard fitting.isEmpty, type.initializers.isEmpty || type.keepsMemberwise else { return nil }
        if call.trailingClosure == nil {
            guard let positions = try? type.memberwisePositions(labels) else { return nil }
            return zip(type.properties, positions).compactMap { property, position in
                position == nil ? nil : property.memberwiseParameter
            }
        }
        // `Settings { n in "A" }`: the memberwise initialiser's parameters in order, the
        // trailing closure taking the next of a function type (SE-0286).
        return type.properties.filter(\.isMemberwiseParameter).map(\.memberwiseParameter)
    }

    /// The array methods whose unlabelled, `of:` or `contentsOf:` arguments are elements.
    static let elementArgumentMethods: Set<String> = ["append", "insert", "contains", "firstIndex", "lastIndex"]

    /// The collection methods whose closure takes the collection's elements.
    enum ElementClosure { case element, pair, accumulatorAndElement }
    static let elementClosures: [String: ElementClosure] = [
        "map": .element, "compactMap": .element, "flatMap": .element, "filter": .element, "forEach": .element, "first": .element,
        "last": .element, "firstIndex": .element, "lastIndex": .element, "contains": .element, "allSatisfy": .element, "count": .element, "sorted": .pair, "min": .pair, "max": .pair,
        "reduce": .accumulatorAndElement,
    ]

    /// The parameters of the built-in methods whose arguments take a type from them.
    static let builtInParameters: [String: [(label: String?, type: SwiftType?)]] = [
        "replacingUnspecifiedDimensions": [("by", .named("CGSize"))],
        "place": [("at", .named("CGPoint")), ("anchor", .named("UnitPoint")), ("proposal", .named("ProposedViewSize"))],
        "sizeThatFits": [(nil, .named("ProposedViewSize"))],
        "dimensions": [("in", .named("ProposedViewSize"))],
        "distance": [("to", .named("ViewSpacing")), ("along", .named("Axis"))],
    ]

    /// The standard library's and Foundation's value types whose initialisers Swift's library
    /// here runs under the type's name (`String(repeating:count:)`, `Date()`), which `.init(...)`
    /// reaches through its context.
    static func isLibraryValueType(_ type: SwiftType) -> Bool {
        switch type {
        case .string, .int, .bool, .floatingPoint: true
        case .named(let name): ["Date", "UUID"].contains(name)
        default: false
        }
    }

    /// The author's struct an expression is declared as (see `contextualTypes`), if any.
    func contextualStruct(of syntax: some SyntaxProtocol) -> SwiftStruct? {
        guard case .named(let name)? = contextualTypes[syntax.id]?.unwrapped else { return nil }
        return Self.declaredType(name, in: program)
    }

    /// The declared type a written type names, its generic arguments aside (`Amount<Length>`
    /// is the code's `Amount`).
    static func declaredType(_ written: String, in program: SwiftProgram) -> SwiftStruct? {
        program.type(written) ?? (written.hasSuffix(">") ? program.type(String(written.prefix { $0 != "<" })) : nil)
    }

    /// `Cache(...)` inside a layout: the `Cache` associated type names what `makeCache`
    /// returns, as Swift infers it.
    private func cacheType(named name: String, _ scope: CompileScope) -> SwiftStruct? {
        guard name == "Cache", let layout = scope.staticType, layout.role == .layout,
              case .named(let cache)? = layout.methods["makeCache"]?.first?.returnType else { return nil }
        return program.type(cache)
    }

    /// The extension functions that apply to `value`'s type, if any does.
    /// With `ofOptional`, the value is of an optional type (`count.shortText` of a `count: Int?`),
    /// whose members are `Optional`'s (`extension Optional where Wrapped == Int { var shortText }`)
    /// whether it holds nil or a value, as Swift looks them up by the static type; nil alone
    /// always is (optionals are flattened here: a value present is the value itself).
    static func extensionFunctions(_ candidates: [(type: String, functions: [SwiftFunction])], of value: SwiftValue,
                                   ofOptional: Bool = false) -> [SwiftFunction]? {
        if ofOptional, let functions = candidates.first(where: { $0.type == "Optional" })?.functions { return functions }
        if case .instance = value { return nil }
        let names = value.extensionNames
        return candidates.first { names.contains($0.type) }?.functions
    }

    /// Whether `expression` is names and members only (`zone.identifier`, `self.items`): reading
    /// it again runs nothing and reads the same.
    static func isPlainChain(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil, let base = access.base else { return false }
        return isPlainChain(base)
    }

    /// `42.km` with `extension Double { var km: Double }`: an integer literal whose member only
    /// a floating-point type's extension has is that type's literal, as Swift infers it.
    static func literalReceiver(_ value: SwiftValue, isIntegerLiteral: Bool, _ candidates: [(type: String, functions: [SwiftFunction])]) -> SwiftValue {
        guard isIntegerLiteral, case .int(let number) = value, extensionFunctions(candidates, of: value) == nil,
              extensionFunctions(candidates, of: .double(0)) != nil else { return value }
        return .double(Double(number))
    }

    /// Calls a function value (a local function, a closure in a variable). A declared
    /// function's parameters are matched by label, with their defaults, and its `inout`
    /// arguments (`swapped(&a, &b)`) written back, as for a function called by name.
    private static func invokeValue(_ callee: @escaping SwiftExpression, _ arguments: [CompiledArgument], _ spot: SwiftSpot) -> SwiftExpression {
        let passesVariables = arguments.contains { $0.target != nil }
        return { machine, frame in
            let value = try callee(machine, frame)
            if case .closure(let closure) = value, closure.function.owner == nil, closure.function.shorthandCount == nil,
               passesVariables || arguments.count != closure.function.parameters.count || closure.function.parameters.contains(where: \.isVariadic),
               let (_, sources) = SwiftCompiler.match([closure.function], arguments) {
                let values = try arguments.map { try $0.value(machine, frame) }
                let (result, callee) = try SwiftCompiler.invoke(closure.function, self: nil, sources: sources, values: values, captured: closure.captured,
                                                                machine: machine, at: spot)
                try SwiftCompiler.writeBack(callee, method: closure.function, sources: sources, arguments: arguments, machine: machine, frame: frame)
                return result
            }
            if case .type(let type) = value {
                // `T(name: n)` of a generic parameter, `make(x)` of `let make = Item.self`: the type's initialiser.
                return try SwiftMetatype.call("init", of: type, labels: arguments.map(\.label), arguments: try arguments.map { try $0.value(machine, frame) },
                                              machine: machine, at: spot)
            }
            let result = try machine.invoke(value, try arguments.map { try $0.value(machine, frame) }, at: spot)
            // `group("one")` of a view's method, read as a function value by code the library runs.
            if case .closure(let closure) = value { return SwiftCompiler.placedAtCall(result, of: closure.function, machine: machine, at: spot) }
            return result
        }
    }

    func compiledArguments(_ call: FunctionCallExprSyntax, _ scope: CompileScope) throws -> [CompiledArgument] {
        var result: [CompiledArgument] = []
        for argument in call.arguments {
            if let reference = argument.expression.as(InOutExprSyntax.self) {
                let target = try lvalue(reference.expression, scope, at: reference)
                result.append(CompiledArgument(label: argument.label?.text, value: target.get, target: target, isTrailingClosure: false))
            } else {
                result.append(CompiledArgument(label: argument.label?.text, value: try expression(argument.expression, scope), target: nil, isTrailingClosure: false))
            }
        }
        if let closure = call.trailingClosure {
            result.append(CompiledArgument(label: nil, value: try expression(ExprSyntax(closure), scope), target: nil, isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            result.append(CompiledArgument(label: extra.label.text, value: try expression(ExprSyntax(extra.closure), scope), target: nil, isTrailingClosure: true))
        }
        return result
    }

    /// Whether `base` is known to hold a value type (an array, dictionary, string or struct of
    /// the code's), whose `append` through a `let` Swift refuses; an object's (a class of the
    /// code's, Foundation's `NSMutableAttributedString`) changes what the `let` refers to, and
    /// one of a type not known here is taken for one, as real code compiled (set AL's Campus).
    private func holdsAValue(_ base: ExprSyntax) -> Bool {
        switch staticType(of: base)?.unwrapped {
        case .array?, .dictionary?, .string?: return true
        case let other?: return declaredStruct(other).map { !$0.isClass && !$0.isProtocol } ?? false
        case nil: return false
        }
    }

    /// The overload whose parameters the arguments fit, chosen at compile time, as Swift
    /// chooses: by labels, then by the arguments' types (The Swift Programming Language,
    /// "Functions": functions may share a name and labels and differ in parameter types). Of
    /// overloads the labels leave, the one whose parameter types the most arguments have
    /// exactly wins (`share(alignment.horizontal)` takes `share(_: HorizontalAlignment)`; a
    /// literal `3` the `Int` one before the `Double` one, Swift's default literal type).
    private func choose(_ functions: [SwiftFunction], _ arguments: [CompiledArgument], name: String, at call: FunctionCallExprSyntax,
                        _ scope: CompileScope) throws -> (SwiftFunction, [ArgumentSource]) {
        let written = Self.writtenArguments(call)
        let candidates = functions.compactMap { SwiftCompiler.match([$0], arguments) }
        var chosen = candidates.first
        if candidates.count > 1 {
            let scored = candidates.compactMap { found in fit(found, written: written).map { (found: found, score: $0) } }
            if let best = scored.map(\.score).max() {
                let tied = scored.filter { $0.score == best }
                chosen = tied[0].found
                let undecided = tied.contains { $0.found.0.parameters.map(\.type) != tied[0].found.0.parameters.map(\.type) }
                if undecided, let dispatcher = Self.overloadDispatcher(tied.map(\.found), arguments: arguments, program: program, at: spot(call, scope)) {
                    // Types known only when the code runs (`share(a.horizontal)`): the values choose.
                    chosen = dispatcher
                } else if undecided {
                    // Types this compiler does not know before the code runs: said, not silent.
                    let note = scope.positions.source.diagnostic(
                        "the arguments' types do not tell apart the overloads of `\(name)` that take them; the first declared, `\(tied[0].found.0.signature)` of \(tied[0].found.0.parameters.map { $0.type.map { "\($0)" } ?? "_" }.joined(separator: ", ")), runs",
                        at: scope.positions.location(of: call), hint: "give the argument a declared type, or the overloads other names or labels", severity: .warning)
                    if !notes.contains(note) { notes.append(note) }
                }
            }
        }
        if let found = chosen {
            // Each argument of known type against its parameter's declared type.
            for (position, source) in found.1.enumerated() {
                guard case .argument(let index) = source, index < written.count, position < found.0.parameters.count else { continue }
                let parameter = found.0.parameters[position]
                try expect(written[index], toBe: parameter.type, "parameter `\(parameter.name)` of `\(found.0.signature)`", scope)
            }
            return found
        }
        let labels = "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        throw error("no `\(name)` takes the arguments \(labels)", at: call, scope,
                    hint: "declared: " + functions.map { "`\($0.signature)`" }.joined(separator: ", "))
    }

    /// A call of the standard library's function `name` (`print`, `max`, `Int8`).
    private func builtInCall(_ name: String, _ arguments: [CompiledArgument], labels: [String?], at call: FunctionCallExprSyntax, spot: SwiftSpot,
                             _ scope: CompileScope) throws -> SwiftExpression {
        guard let builtIn = SwiftBuiltins.function(name) else { throw error("unknown function `\(name)`", at: call, scope) }
        if arguments.contains(where: { $0.target != nil }) {
            if standsInForTheApp(scope), name.first?.isUppercase == true {
                // `URL(resolvingBookmarkData: data, ..., bookmarkDataIsStale: &stale)`: an initialiser of
                // a known type that the page's library lacks (set CF's rawctl, in a model's decoder):
                // its value stands in, as the type's other unknown initialisers do; the variable
                // keeps its value.
                return standIn(name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")", at: call, scope)
            }
            throw error("`&` passes a variable to an `inout` parameter; `\(name)` has none", at: call, scope)
        }
        if arguments.count == 2, let pair = SwiftBuiltins.pairFunction(name, labels: labels) {
            let first = arguments[0].value, second = arguments[1].value, apply = pair.apply
            return { machine, frame in
                let a = try first(machine, frame), b = try second(machine, frame)
                if let result = apply(a, b) { return result }
                return try builtIn(machine, labels, [a, b], spot)
            }
        }
        if name == "print" {
            // `print(age)` of an `Int?` writes `Optional(30)`: the optional arguments as text.
            let optional = call.arguments.map { $0.label == nil && isOptional($0.expression) }
            if optional.contains(true) {
                return { machine, frame in
                    let values = try zip(arguments, optional).map { argument, isOptional in
                        let value = try argument.value(machine, frame)
                        return isOptional ? .string(try machine.optionalText(of: value, at: spot)) : value
                    }
                    return try builtIn(machine, labels, values, spot)
                }
            }
        }
        return { machine, frame in
            try builtIn(machine, labels, try arguments.map { try $0.value(machine, frame) }, spot)
        }
    }

    /// How an argument fits a parameter of type `wanted`, from what is known of it before the
    /// code runs: 2 its type exactly, 1 a literal of another type the parameter takes (an
    /// integer literal as a `Double`) or a struct of a protocol it conforms to, 0 not known,
    /// -1 a type it can never be.
    private func argumentFit(_ written: ExprSyntax, _ wanted: SwiftType?) -> Int {
        // `nil` fits an optional parameter only (`Avatar(nil, size: 24)` of `init(_ url: URL?, ...)`
        // beside `init(_ photo: Photo, ...)`; set AL's prose).
        if written.is(NilLiteralExprSyntax.self), let wanted { return Self.nilFit(wanted) }
        if written.is(IntegerLiteralExprSyntax.self), let wanted {
            // `Tag(3)`: an integer literal is an `Int` by default, a floating-point number where
            // one goes, and no string, Boolean or struct (Swift: `ExpressibleByIntegerLiteral`).
            switch wanted.unwrapped {
            case .int: return 2
            case .floatingPoint: return 1
            case let other: return isConcrete(other) ? -1 : 0
            }
        }
        if let closure = written.as(ClosureExprSyntax.self), let result = wanted?.unwrapped.functionResult {
            // `map({ () })` beside `map<T>(_ fn: (T) -> ())` and `map<T, U>(_ fn: (T) -> U)`: a
            // closure's result chooses, the `Void` one the more specific for a closure of no
            // value, and none of a declared value where `Void` goes (Swift's ranking; the Swift
            // compiler's test/Interpreter/closures.swift).
            guard let given = Self.closureResult(closure) else { return 0 }
            if result.isVoid { return given.isVoid ? 2 : -1 }
            if given.isVoid { return isConcrete(result) ? -1 : 1 }
            return 0
        }
        guard let wanted, let found = staticType(of: written) else { return 0 }
        let want = wanted.unwrapped, have = found.unwrapped
        guard let wantKey = Self.overloadKey(want), let haveKey = Self.overloadKey(have) else { return 0 }
        if wantKey == haveKey { return 2 }
        if let protocolType = declaredStruct(want), protocolType.isProtocol {
            return declaredStruct(have)?.conformances.contains(protocolType.name) == true ? 1 : 0
        }
        // Never only between two types known to be concrete (a generic parameter or a
        // protocol of the library, `Equatable`, may be either).
        return isConcrete(want) && isConcrete(have) ? -1 : 0
    }

    /// The expressions a call passes, in order, its trailing closure last.
    static func writtenArguments(_ call: FunctionCallExprSyntax) -> [ExprSyntax] {
        Array(call.arguments.map(\.expression)) + [call.trailingClosure.map(ExprSyntax.init)].compactMap { $0 }
    }

    /// How well the arguments `written` fit `found`'s parameters: their ``argumentFit(_:_:)``
    /// summed over those `counting` picks, nil when one cannot fit. A variadic parameter ranks
    /// below a plain one (`Days()` takes `init()`, not `init(arrayLiteral: Self...)` given no
    /// element), as Swift ranks overloads.
    private func fit(_ found: (SwiftFunction, [ArgumentSource]), written: [ExprSyntax], counting: (ExprSyntax) -> Bool = { _ in true }) -> Int? {
        var score = 0
        for (position, source) in found.1.enumerated() {
            if case .variadic = source { score -= 1 }
            guard case .argument(let index) = source, index < written.count, counting(written[index]),
                  position < found.0.parameters.count else { continue }
            let fit = argumentFit(written[index], found.0.parameters[position].type)
            if fit < 0 { return nil }
            score += fit
        }
        return score
    }

    /// What a closure literal gives, where it says: its written result type, or `Void` for a
    /// body of no statements or of `()` alone; nil where only its body's types would tell.
    static func closureResult(_ closure: ClosureExprSyntax) -> SwiftType? {
        if let written = closure.signature?.returnClause?.type { return SwiftType(written) }
        let statements = Array(closure.statements)
        if statements.isEmpty { return .named("Void") }
        if statements.count == 1, let tuple = statements[0].item.as(TupleExprSyntax.self), tuple.elements.isEmpty { return .named("Void") }
        return nil
    }

    /// A type whose values are of it alone: a standard or CoreGraphics value type, or a struct
    /// or enum of the code's.
    private func isConcrete(_ type: SwiftType) -> Bool {
        switch type {
        case .int, .floatingPoint, .bool, .string: true
        case .array(let element): isConcrete(element)
        default: Self.builtInName(type, program) != nil || declaredStruct(type).map { !$0.isProtocol } ?? false
        }
    }

    /// A call of a local function declared more than once in its block with other parameters
    /// (a script's `func area(_ s: Square)` beside `func area(_ c: Circle)`): the labels choose
    /// among them, then the argument values' types, as each call runs (local functions are
    /// closures over their frame, so the chosen one runs with it).
    private func localOverloadCall(_ name: String, _ overloads: [CompileScope.Slot], depth: Int, _ arguments: [CompiledArgument],
                                   at call: FunctionCallExprSyntax, spot: SwiftSpot, _ scope: CompileScope) throws -> SwiftExpression {
        var candidates = overloads.compactMap { slot in
            slot.function.flatMap { function in SwiftCompiler.match([function], arguments).map { (slot.index, $0.0, $0.1) } }
        }
        // Closures written as arguments choose by what they give (`argumentFit`), before any value runs.
        let written = Self.writtenArguments(call)
        if candidates.count > 1, written.contains(where: { $0.is(ClosureExprSyntax.self) }) {
            let scored = candidates.compactMap { candidate in
                fit((candidate.1, candidate.2), written: written, counting: { $0.is(ClosureExprSyntax.self) }).map { (score: $0, candidate: candidate) }
            }
            if let best = scored.map(\.score).max() { candidates = scored.filter { $0.score == best }.map(\.candidate) }
        }
        guard !candidates.isEmpty else {
            let labels = "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
            throw error("no `\(name)` takes the arguments \(labels)", at: call, scope,
                        hint: "declared: " + overloads.compactMap { $0.function.map { "`\($0.signature)`" } }.joined(separator: ", "))
        }
        let overloads = candidates.map { ($0.1, $0.2) }, program = self.program
        return { machine, frame in
            let values = try arguments.map { try $0.value(machine, frame) }
            let best = candidates.count == 1 ? 0 : try SwiftCompiler.bestOverload(overloads, values: values, program: program, at: spot)
            let declared = frame.outer(depth)
            guard case .closure(let closure) = declared[candidates[best].0].over(declared) else { throw spot.error("`\(name)` is used before its declaration runs") }
            return try SwiftCompiler.invoke(closure.function, self: nil, sources: candidates[best].2, values: values, captured: closure.captured,
                                            machine: machine, at: spot).0
        }
    }

    /// A function choosing, each time it is called, the first of `overloads` whose parameter
    /// types its argument values have (an integer's own `Int` before a `Double`): for
    /// overloads the arguments' types decide between that are known only when the code runs.
    /// `nil` where the arguments are not all passed by position (defaults, variadics, `inout`)
    /// or a method is `mutating`, whose writing back a forwarding call would lose.
    static func overloadDispatcher(_ overloads: [(SwiftFunction, [ArgumentSource])], arguments: [CompiledArgument], program: SwiftProgram,
                                   at spot: SwiftSpot) -> (SwiftFunction, [ArgumentSource])? {
        let direct = arguments.indices.map(ArgumentSource.argument)
        guard overloads.allSatisfy({ function, sources in
            !function.isMutating && !function.parameters.contains { $0.isInout || $0.isVariadic }
                && sources.count == arguments.count && zip(sources, direct).allSatisfy { if case (.argument(let a), .argument(let b)) = ($0, $1) { a == b } else { false } }
        }), arguments.allSatisfy({ $0.target == nil }) else { return nil }
        let first = overloads[0].0
        let parameters = arguments.enumerated().map { index, argument in
            SwiftFunction.Parameter(label: argument.label, name: "argument \(index)", type: nil, isInout: false, defaultValue: nil)
        }
        let dispatcher = SwiftFunction(name: first.name, parameters: parameters, returnType: nil, owner: first.owner, spot: first.spot)
        dispatcher.isStatic = first.isStatic
        dispatcher.slotCount = dispatcher.parameterSlot(parameters.count)
        let hasSelf = first.owner != nil && !first.isStatic
        dispatcher.body = [CompiledStatement { machine, frame in
            let values = parameters.indices.map { frame[dispatcher.parameterSlot($0)] }
            let best = try bestOverload(overloads, values: values, program: program, at: spot)
            return .returned(try machine.call(overloads[best].0, self: hasSelf ? frame[0] : nil, arguments: values, captured: nil, at: spot).0)
        }]
        return (dispatcher, direct)
    }

    /// The overload of `functions` the arguments' labels fit, and of several, the one whose
    /// parameter types their values fit best (a method called on a value, whose overloads are
    /// known only when the code runs).
    static func match(_ functions: [SwiftFunction], _ arguments: [CompiledArgument], values: [SwiftValue], program: SwiftProgram?,
                      at spot: SwiftSpot) throws -> (SwiftFunction, [ArgumentSource])? {
        guard functions.count > 1 else { return match(functions, arguments) }
        let candidates = functions.compactMap { match([$0], arguments) }
        guard candidates.count > 1, let program else { return candidates.first }
        return candidates[try bestOverload(candidates, values: values, program: program, at: spot)]
    }

    /// How `nil` fits a parameter of `type`: 2 an optional, -1 any other type but a generic
    /// parameter (which Swift does not infer as an optional from `nil` alone either, but
    /// whose constraints this compiler does not read: 0).
    static func nilFit(_ type: SwiftType, generics: Set<String> = []) -> Int {
        if type.isOptional { return 2 }
        if case .named(let name) = type, generics.contains(name) { return 0 }
        return -1
    }

    /// The key a parameter's type is compared by (``overloadKey(_:)``), `nil` where it takes any
    /// type (untyped, or a generic parameter: a generic overload fits everything, and a
    /// concrete one that fits is preferred to it, as Swift ranks them).
    static func parameterKey(_ parameter: SwiftFunction.Parameter, of function: SwiftFunction) -> String? {
        parameter.type.flatMap { overloadKey($0.unwrapped) }.flatMap { function.genericParameters.contains($0) ? nil : $0 }
    }

    /// The index of the candidate whose parameter types the argument `values` fit best, the
    /// first of equals; an error naming them when they fit none.
    /// `writtenTypes`, where given, are the arguments' static types as Swift code types them (a
    /// value may not tell its type: `AnyShapeStyle(Color.blue)` is the colour it erases on a page).
    static func bestOverload(_ candidates: [(SwiftFunction, [ArgumentSource])], values: [SwiftValue], program: SwiftProgram,
                             writtenTypes: [SwiftType?] = [], at spot: SwiftSpot) throws -> Int {
        var best = 0, bestScore = -1
        for (index, (function, sources)) in candidates.enumerated() {
            var score = 0
            for (position, source) in sources.enumerated() {
                guard case .argument(let argument) = source, argument < values.count, position < function.parameters.count else { continue }
                if case .none = values[argument], let type = function.parameters[position].type {
                    let fit = nilFit(type, generics: function.genericParameters)
                    if fit < 0 { score = -1; break }
                    score += fit
                    continue
                }
                guard let key = parameterKey(function.parameters[position], of: function) else { continue }
                let written = argument < writtenTypes.count ? writtenTypes[argument].flatMap { overloadKey($0.unwrapped) } : nil
                let fit = written == key ? 2 : runtimeFit(values[argument], key, program: program)
                if fit < 0 { score = -1; break }
                score += fit
            }
            if score > bestScore { (best, bestScore) = (index, score) }
        }
        guard bestScore >= 0 else {
            throw spot.error("no `\(candidates[0].0.name)` takes \(values.map(\.typeName).joined(separator: ", "))",
                             hint: "declared: " + candidates.map { "`\($0.0.signature)`" }.joined(separator: ", "))
        }
        return best
    }

    /// How a value fits a parameter whose type ``overloadKey(_:)`` names `key`: 2 its own type,
    /// 1 an integer where a `Double` goes or a struct of a protocol it conforms to, 0 the app's
    /// value or a nil, -1 not.
    static func runtimeFit(_ value: SwiftValue, _ key: String, program: SwiftProgram) -> Int {
        // The app's value (a stand-in) may be of any type: it fits, and tells nothing.
        if value.standIn != nil { return 0 }
        switch value {
        case .int: return key == "Int" ? 2 : key == "Double" ? 1 : -1
        case .double: return key == "Double" ? 2 : -1
        case .instance(let instance): return instance.type.name == key ? 2 : instance.type.conformances.contains(key) ? 1 : -1
        case .implicitMember(let name):
            if let declared = program.type(key) { return declared.caseNames.contains(name) ? 2 : -1 }
            // `Tag(tint: .red)` beside `init(tint: Int)`: a static member of SwiftUI's or
            // CoreGraphics' type (`Color.red`, `CGFloat.zero`), which only that type has.
            let isColour = key == "Color" && Interpreter.isColourValue(.member(MemberValue(name: name)))
            return isColour || BuiltInNames.staticMember(key, name) != nil ? 2 : -1
        // `.constant("One")` is a `Binding`'s (Apple, "Binding", `constant(_:)`).
        case .enumCase("constant", _) where key.hasPrefix("Binding<"): return 2
        case .enumCase(let name, _): return program.type(key)?.caseNames.contains(name) == true ? 2 : -1
        // A view or colour a body made (`Color.red`, `Text("a")`): of its own type; `$name` a binding.
        case .swiftUI(let made):
            if case .view(let view) = made, view.kind == key { return 2 }
            // `AnyShapeStyle(Color.blue)`, `GridItem(.flexible())`: a value the library made, of its type.
            if case .member(let member) = made, member.name == "init", member.base == key { return 2 }
            if case .binding = made { return key.hasPrefix("Binding<") ? 2 : -1 }
            return key == "Color" && Interpreter.isColourValue(made) ? 2 : -1
        case .none: return key.hasSuffix("?") ? 2 : 0
        // A string fits a `LocalizedStringKey` or a type written from a string literal less well
        // than a `String`, as a literal prefers its default type (`PennLink(title: "Penn", url:
        // "https://…")` beside `init(title: LocalizedStringKey, url: URL)` and `url: String`; set
        // CB's penn-mobile, where it fitted neither).
        case .string:
            if key == "String" { return 2 }
            return key == "LocalizedStringKey" || program.type(key)?.conformances.contains("ExpressibleByStringLiteral") == true ? 1 : -1
        case .bool: return key == "Bool" ? 2 : -1
        // `[Int]` against `[Int]`: its elements' fit (the first tells, as they are of one type);
        // an empty array fits any array.
        // A closure fits a parameter of a function type and tells nothing more (its result
        // chose where the closure is written: `argumentFit`).
        case .closure: return SwiftType.isFunctionType(key) ? 0 : -1
        case .array(let elements):
            guard key.hasPrefix("["), key.hasSuffix("]"), !key.contains(":") else { return -1 }
            return elements.first.map { runtimeFit($0, String(key.dropFirst().dropLast()), program: program) } ?? 1
        default: return value.typeName == key ? 2 : -1
        }
    }

    /// The name overload resolution compares a type by: floating-point types alike (they
    /// compute alike here), `nil` for types it does not tell apart (tuples, functions).
    static func overloadKey(_ type: SwiftType) -> String? {
        switch type {
        case .int: "Int"
        case .floatingPoint: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .array(let element): overloadKey(element).map { "[" + $0 + "]" }
        case .named(let name): name.hasPrefix("some ") || name.hasPrefix("any ") ? nil : name
        default: nil
        }
    }

    /// The code's function of a name the standard library also has (`func print(_ a: Interval)`
    /// beside `Swift.print`): Swift's overload resolution takes the library's where the code's
    /// does not accept the arguments (`print("text")`), so only then is this `nil`.
    private func chooseOverBuiltIn(_ functions: [SwiftFunction], _ arguments: [CompiledArgument], name: String, at call: FunctionCallExprSyntax,
                                   _ scope: CompileScope) throws -> (SwiftFunction, [ArgumentSource])? {
        let hasBuiltIn = SwiftBuiltins.function(name) != nil && !arguments.contains(where: { $0.target != nil })
        let chosen: (SwiftFunction, [ArgumentSource])
        do {
            chosen = try choose(functions, arguments, name: name, at: call, scope)
        } catch where hasBuiltIn {
            return nil
        }
        guard hasBuiltIn else { return chosen }
        return accepts(chosen.0, chosen.1, call) ? chosen : nil
    }

    /// What a parameter of the code's types needs of its argument: an instance of its struct
    /// or a case of its enum, or a tuple of its arity (`typealias Interval = (lo: Int, hi: Int)`).
    enum OwnTypeCheck {
        case own(SwiftStruct)
        case tuple(Int)
    }

    /// The arguments (by index) whose parameter is one of the code's own structs, enums or tuples.
    private func ownTypeChecks(_ function: SwiftFunction, _ sources: [ArgumentSource]) -> [(Int, OwnTypeCheck)] {
        sources.enumerated().compactMap { position, source in
            guard case .argument(let index) = source, let wanted = function.parameters[position].type?.unwrapped else { return nil }
            if case .tuple(let elements) = wanted { return (index, .tuple(elements.count)) }
            guard let own = declaredStruct(wanted), !own.isProtocol else { return nil }
            return (index, .own(own))
        }
    }

    /// Whether each checked value can be its parameter's type: an instance of that struct, a
    /// case of that enum (enum values do not carry their type), a tuple of that arity, or nil.
    static func fits(_ values: [SwiftValue], _ checks: [(Int, OwnTypeCheck)]) -> Bool {
        for (index, check) in checks {
            switch (values[index], check) {
            case (.none, _): continue
            case (.instance(let instance), .own(let own)): if instance.type.name != own.name { return false }
            case (.implicitMember, .own(let own)), (.enumCase, .own(let own)): if own.caseNames.isEmpty { return false }
            case (.tuple(let parts, _), .tuple(let count)): if parts.count != count { return false }
            default: return false
            }
        }
        return true
    }

    /// Whether no argument's known type rules out its parameter: one of the code's own types
    /// never takes a built-in value, nor the reverse.
    private func accepts(_ function: SwiftFunction, _ sources: [ArgumentSource], _ call: FunctionCallExprSyntax) -> Bool {
        let written = Self.writtenArguments(call)
        for (position, source) in sources.enumerated() {
            guard case .argument(let index) = source, index < written.count, let wanted = function.parameters[position].type?.unwrapped else { continue }
            let wantsTuple = if case .tuple = wanted { true } else { false }
            if wantsTuple, Self.literalType(written[index]) != nil { return false }
            let wantsOwn = declaredStruct(wanted).map { !$0.isProtocol } ?? false
            if wantsOwn, Self.literalType(written[index]) != nil, declaredStruct(wanted)?.conformances.contains(where: { $0.hasPrefix("ExpressibleBy") }) == false {
                // `print(3)`: a literal becomes one of the code's types only through an `ExpressibleBy…Literal` conformance.
                return false
            }
            guard let found = staticType(of: written[index])?.unwrapped else { continue }
            let foundOwn = declaredStruct(found) != nil
            let wantsBuiltIn = Self.builtInName(wanted, program) != nil, foundBuiltIn = Self.builtInName(found, program) != nil
            if (wantsOwn && foundBuiltIn) || (wantsBuiltIn && foundOwn) { return false }
        }
        return true
    }

    /// Matches arguments to parameters by label, in order, filling defaults; `nil` if they
    /// do not fit. The unlabelled trailing closure passes over a parameter with a default
    /// when a later one needs an argument (SE-0286's forward-scan heuristic).
    static func match(_ functions: [SwiftFunction], _ arguments: [CompiledArgument]) -> (SwiftFunction, [ArgumentSource])? {
        for function in functions {
            var sources: [ArgumentSource] = []
            var next = 0
            var fits = true
            for (position, parameter) in function.parameters.enumerated() {
                let trailing = next < arguments.count && arguments[next].isTrailingClosure && arguments[next].label == nil
                if parameter.isVariadic {
                    // The first argument carries the parameter's label; the unlabelled ones after
                    // it belong to it too. None at all is an empty array.
                    var taken: [Int] = []
                    if next < arguments.count, arguments[next].label == parameter.label, !arguments[next].isTrailingClosure {
                        taken.append(next)
                        next += 1
                        while next < arguments.count, arguments[next].label == nil, !arguments[next].isTrailingClosure {
                            taken.append(next)
                            next += 1
                        }
                    }
                    sources.append(.variadic(taken))
                } else if trailing, parameter.defaultValue != nil, function.parameters[(position + 1)...].contains(where: { $0.defaultValue == nil && $0.type.map { "\($0)".contains("->") } != false }) {
                    sources.append(.defaultValue(parameter.defaultValue!))
                } else if next < arguments.count, arguments[next].label == parameter.label || trailing {
                    sources.append(.argument(next))
                    next += 1
                } else if let defaultValue = parameter.defaultValue {
                    sources.append(.defaultValue(defaultValue))
                } else {
                    fits = false
                    break
                }
            }
            if fits && next == arguments.count { return (function, sources) }
        }
        return nil
    }

    /// Calls a function chosen at compile time, writing `inout` arguments and a mutating
    /// method's `self` back.
    static func run(_ function: SwiftFunction, self selfValue: SwiftValue?, sources: [ArgumentSource], arguments: [CompiledArgument],
                    selfTarget: SwiftLValue?, machine: SwiftMachine, frame: SwiftFrame, at spot: SwiftSpot) throws -> SwiftValue {
        // Each argument goes straight into its parameter's slot, in the order written (the
        // sources follow the parameters, which the arguments match in order): no array of
        // values, no array of parameters, per call.
        var callee = try machine.frame(for: function, captured: nil, at: spot)
        if let selfValue { callee[0] = selfValue }
        let first = function.parameterSlot(0)
        for (position, source) in sources.enumerated() {
            let value: SwiftValue = switch source {
            case .argument(let index): try arguments[index].value(machine, frame)
            case .defaultValue(let value): try value(machine, SwiftFrame.empty)
            case .variadic(let indices): .array(try indices.map { try arguments[$0].value(machine, frame) })
            }
            callee[first + position] = function.convertsArguments ? try SwiftConversion.convert(value, to: function.parameters[position].type, at: spot) : value
        }
        let result = try machine.run(function, prepared: callee, at: spot)
        try writeBack(callee, method: function, sources: sources, arguments: arguments, machine: machine, frame: frame)
        if let selfTarget { try selfTarget.set(machine, frame, callee[0]) }
        machine.release(&callee)
        return placedAtCall(result, of: function, machine: machine, at: spot)
    }

    /// The views a function that returns views gave, as the call at `spot` gives them: each
    /// call's views are its own (`let a = row("a"); let b = row("b")` are two rows, as in
    /// SwiftUI), as the view builder's helper calls are (`Interpreter.placedAtCall`).
    static func placedAtCall(_ result: SwiftValue, of function: SwiftFunction, machine: SwiftMachine, at spot: SwiftSpot) -> SwiftValue {
        guard function.returnsViews, let library = machine.library else { return result }
        return library.placedAtCall(result, at: spot)
    }

    static func invoke(_ function: SwiftFunction, self selfValue: SwiftValue?, sources: [ArgumentSource], values: [SwiftValue],
                       captured: SwiftFrame? = nil, machine: SwiftMachine, at spot: SwiftSpot) throws -> (SwiftValue, SwiftFrame) {
        var ordered: [SwiftValue] = []
        ordered.reserveCapacity(sources.count)
        for source in sources {
            switch source {
            case .argument(let index): ordered.append(values[index])
            case .defaultValue(let value): ordered.append(try value(machine, SwiftFrame.empty))
            case .variadic(let indices): ordered.append(.array(indices.map { values[$0] }))
            }
        }
        return try machine.call(function, self: selfValue, arguments: ordered, captured: captured, at: spot)
    }

    /// A value of `current`'s type made by its initialiser for `arguments` (its own, or Swift's
    /// memberwise one): what `self.init(...)` and `Self(...)` run in a protocol extension, whose
    /// `Self` is known only once it runs (`extension OptionSet { init(_ members: [Self]) }`).
    static func conformerInit(of current: SwiftValue, _ arguments: [CompiledArgument], values: [SwiftValue],
                              machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        let written = "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        guard case .instance(let made) = current else { throw spot.error("no `init` of \(current.typeName) takes \(written)") }
        if made.type.madeMemberwise(by: arguments) {
            guard let positions = try? made.type.memberwisePositions(arguments.map(\.label)) else {
                throw spot.error("no `init` of `\(made.type.name)` takes \(written)")
            }
            return try memberwise(made.type, positions: positions, values: values, machine: machine, at: spot)
        }
        guard let (initializer, sources) = try match(made.type.initializers, arguments, values: values, program: machine.program, at: spot) else {
            throw spot.error("no `init` of `\(made.type.name)` takes \(written)")
        }
        return try initialize(made.type, with: initializer, sources: sources, values: values, machine: machine, at: spot)
    }

    static func writeBack(_ callee: SwiftFrame, method: SwiftFunction, sources: [ArgumentSource], arguments: [CompiledArgument],
                          machine: SwiftMachine, frame: SwiftFrame) throws {
        for (position, source) in sources.enumerated() {
            guard case .argument(let index) = source, let target = arguments[index].target else { continue }
            try target.set(machine, frame, callee[method.parameterSlot(position)])
        }
    }

    // MARK: - Initialisers

    /// `MyLayout(spacing: 4)`: an explicit `init`, or Swift's memberwise initialiser (every
    /// stored property in order, those with a default optional).
    private func initializer(_ type: SwiftStruct, _ arguments: [CompiledArgument], at call: FunctionCallExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        let spot = spot(call, scope)
        if StandardLibrary.declares(type), !type.madeMemberwise(by: arguments), SwiftCompiler.match(type.initializers, arguments) == nil {
            // An initialiser of the library's type not written here (`AttributedString(localized:)`),
            // or the app's extension of it: a stand-in, as the app's types are.
            return standIn(type.name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")", at: call, scope)
        }
        if arguments.count == 1, arguments[0].label == "from", type.conformances.contains(where: { $0 == "Decodable" || $0 == "Codable" }),
           SwiftCompiler.match(type.initializers, arguments) == nil, (try? type.memberwisePositions(["from"])) == nil {
            // `try Offer(from: decoder)` of a `Codable` type: the `init(from:)` Swift synthesises
            // (Apple, "Encoding and Decoding Custom Types"), which reads the app's decoder, data a
            // page never has: a stand-in of the type, as the app's values are (set CB's penn-mobile).
            return standIn(type.name + "(from:)", at: call, scope)
        }
        if !type.madeMemberwise(by: arguments) {
            let (initializer, sources) = try choose(type.initializers, arguments, name: "\(type.name).init", at: call, scope)
            return { machine, frame in
                try SwiftCompiler.initialize(type, with: initializer, sources: sources, values: try arguments.map { try $0.value(machine, frame) },
                                             machine: machine, at: spot)
            }
        }
        let positions: [Int?]
        do {
            positions = try type.memberwisePositions(arguments.map(\.label),
                                                     trailing: Set(arguments.indices.filter { arguments[$0].isTrailingClosure }))
        } catch .missing(let property) {
            throw error("`\(type.name)` needs `\(property):`", at: call, scope, hint: type.memberwiseHint)
        } catch .extra(let label, _) {
            throw error("`\(type.name)` takes no \(label.map { "`\($0):`" } ?? "unlabelled argument") here", at: call, scope, hint: type.memberwiseHint)
        }
        return { machine, frame in
            try SwiftCompiler.memberwise(type, positions: positions, values: try arguments.map { try $0.value(machine, frame) }, machine: machine, at: spot)
        }
    }

    /// A written `init` run on a fresh instance of `type`: the instance it made, or `nil` where
    /// an `init?` returned nil (The Swift Programming Language, "Failable Initializers"). Every
    /// construction by a written `init` takes this one path.
    static func initialize(_ type: SwiftStruct, with initializer: SwiftFunction, sources: [ArgumentSource], values: [SwiftValue],
                           machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        let blank = try blankInstance(type, machine: machine, at: spot)
        let (result, callee) = try invoke(initializer, self: blank, sources: sources, values: values, machine: machine, at: spot)
        if initializer.isFailable, case .none = result { return .none }
        return callee[0]
    }

    /// Swift's memberwise initialiser run: each property its argument (`positions`, from
    /// ``SwiftStruct/memberwisePositions(_:)``) or its default. A wrapped property's argument
    /// is its wrapped value, made into storage by `W(wrappedValue:)`, or the storage itself
    /// when the wrapper has no such initialiser (SE-0258).
    static func memberwise(_ type: SwiftStruct, positions: [Int?], values: [SwiftValue], machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        guard case .instance(var instance) = try blankInstance(type, machine: machine, at: spot) else { return .void }
        for (index, position) in positions.enumerated() {
            guard let position else { continue }
            let property = type.properties[index]
            if property.holdsViews, !property.takesFunction {
                // `self.init(title: title) { EmptyView() }` of `@ViewBuilder var trailing: Trailing`:
                // the memberwise parameter is the builder's closure, and the property holds what
                // it builds (SE-0289's memberwise rule; set BE's luka `FormRow`).
                var built = values[position]
                switch built {
                case .closure: built = try machine.invoke(built, [], at: spot)
                case .swiftUI(.viewBuilder(let builder)):
                    if let library = machine.library { built = try library.callViewBuilder(builder, arguments: [], at: spot) }
                default: break
                }
                instance.fields[index] = try SwiftConversion.convert(built, to: property.type, at: spot)
                continue
            }
            if let wrapper = property.wrapper {
                let value = try SwiftConversion.convert(values[position], to: property.type, at: spot)
                if let storage = try PropertyWrappers.storage(wrapper, for: property, wrappedValue: value, machine: machine, at: spot) {
                    instance.fields[index] = storage
                    continue
                }
                guard case .instance(let given) = values[position], given.type === wrapper else {
                    throw spot.error("`\(type.name)(\(property.name):)` takes a `\(wrapper.name)`, found \(values[position].described)")
                }
                instance.fields[index] = values[position]
                continue
            }
            instance.fields[index] = try SwiftConversion.convert(values[position], to: property.type, at: spot)
        }
        return .instance(instance)
    }

    /// An instance with every property at its default (`nil` for optionals without one).
    static func blankInstance(_ type: SwiftStruct, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        var fields: [SwiftValue] = []
        fields.reserveCapacity(type.properties.count)
        for property in type.properties {
            if let wrapper = property.wrapper {
                // `@W var x = v`: `W(wrappedValue: v)`; `@W var x: T`: `W()` if it can be made
                // so, else nothing yet (`.void`), for the initialiser to give.
                let initial = try property.initialValue.map {
                    try SwiftConversion.convert(try machine.call($0, self: nil, arguments: [], captured: nil, at: spot).0, to: property.type, at: spot)
                }
                guard let storage = try PropertyWrappers.storage(wrapper, for: property, wrappedValue: initial, machine: machine, at: spot) else {
                    if initial != nil {
                        throw spot.error("`\(wrapper.name)` has no `init(wrappedValue:)` for `\(type.name).\(property.name)`'s value")
                    }
                    fields.append(.void)
                    continue
                }
                fields.append(storage)
            } else if property.lazyValue != nil {
                fields.append(.void)
            } else if let initial = property.initialValue {
                fields.append(try SwiftConversion.convert(try machine.call(initial, self: nil, arguments: [], captured: nil, at: spot).0, to: property.type, at: spot))
            } else {
                fields.append(.none)
            }
        }
        return .instance(SwiftInstance(type: type, fields: fields))
    }
}

extension SwiftMachine {
    /// `invoke` with one argument (`map`'s, `filter`'s closure): a closure of one parameter
    /// is called without an array of arguments; any other takes the general path.
    func invoke(_ callee: SwiftValue, _ argument: SwiftValue, at spot: SwiftSpot) throws -> SwiftValue {
        if case .closure(let closure) = callee, closure.function.owner == nil, closure.function.parameterCount == 1 {
            return try call(closure.function, argument, captured: closure.captured, at: spot)
        }
        return try invoke(callee, [argument], at: spot)
    }

    /// `invoke` with two arguments (`reduce`'s, `sorted`'s closure).
    func invoke(_ callee: SwiftValue, _ first: SwiftValue, _ second: SwiftValue, at spot: SwiftSpot) throws -> SwiftValue {
        if case .closure(let closure) = callee, closure.function.owner == nil, closure.function.parameterCount == 2 {
            return try call(closure.function, first, second, captured: closure.captured, at: spot)
        }
        return try invoke(callee, [first, second], at: spot)
    }

    /// Calls a closure value with positional arguments (what `map`, `reduce`... do).
    func invoke(_ callee: SwiftValue, _ arguments: [SwiftValue], at spot: SwiftSpot) throws -> SwiftValue {
        if case .swiftUI(let views) = callee, arguments.isEmpty, views.isViews {
            // A `@ViewBuilder` closure the view builder made views of (`init(@ViewBuilder
            // content: () -> Content) { self.content = content() }`): calling it gives them.
            return callee
        }
        if case .swiftUI(.viewBuilder(let builder)) = callee, let library {
            // `content { dismiss() }` of `@ViewBuilder content: (Action) -> Content` given by
            // the view code: its views for these arguments.
            return try library.callViewBuilder(builder, arguments: arguments, at: spot)
        }
        guard case .closure(let closure) = callee else {
            throw spot.error("\(callee.typeName) cannot be called")
        }
        let function = closure.function
        var arguments = arguments
        let arity = function.shorthandCount ?? function.parameters.count
        // `{ (offset, subview) in ... }` over a sequence of pairs: Swift spreads the tuple.
        if arguments.count == 1, arity > 1, case .tuple(let elements, _) = arguments[0], elements.count == arity {
            arguments = elements
        }
        if function.shorthandCount != nil, arguments.count > function.parameters.count {
            // `{ $0.width }` handed two values: the ones it does not name are not used.
            arguments.removeLast(arguments.count - function.parameters.count)
        }
        if arguments.count > function.parameters.count || (function.shorthandCount == nil && arguments.count != function.parameters.count && function.owner == nil && function.parameters.allSatisfy({ $0.defaultValue == nil })) {
            throw spot.error("the closure takes \(arity) argument\(arity == 1 ? "" : "s") but is given \(arguments.count)")
        }
        return try call(function, self: nil, arguments: arguments, captured: closure.captured, at: spot).0
    }
}
