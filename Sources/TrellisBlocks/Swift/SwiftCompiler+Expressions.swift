// Expressions -> compiled closures: literals, names, members, operators, closures.

import SwiftSyntax
import TrellisMarkup

extension SwiftCompiler {
    /// Deeper than any layout expression a person writes; compiled closures nest once per
    /// level, and layouts run on worker threads with small stacks.
    static let maximumNesting = 96

    /// The expression macros the evaluator expands itself (`#function`; the view builder reads
    /// `#colorLiteral`); any other (`#CodeSnippet(...)`, an app's or a package's) has its
    /// expansion in a compiler plugin the page lacks.
    static let expressionMacros: Set<String> = ["function", "colorLiteral"]

    func spot(_ node: some SyntaxProtocol, _ scope: CompileScope) -> SwiftSpot {
        SwiftSpot(source: scope.positions.source, location: scope.positions.location(of: node))
    }

    func error(_ message: String, at node: some SyntaxProtocol, _ scope: CompileScope, hint: String? = nil, id: DiagnosticID? = nil) -> Diagnostic {
        scope.positions.error(message, at: node, hint: hint, id: id)
    }

    func expression(_ syntax: ExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        scope.nesting += 1
        defer { scope.nesting -= 1 }
        guard scope.nesting <= Self.maximumNesting else {
            throw error("this expression nests more than \(Self.maximumNesting) levels deep", at: syntax, scope,
                        hint: "split it into several `let`s")
        }
        if autoclosureArguments.remove(syntax.id) != nil { return try autoclosure(syntax, scope) }
        let compiled = try compileExpression(syntax, scope)
        if let type = try inferType(syntax, scope) { expressionTypes[syntax.id] = type }
        return compiled
    }

    /// An argument of an `@autoclosure` parameter: a closure of no parameters whose body is the
    /// expression, made where the argument is written (its names are the caller's).
    private func autoclosure(_ syntax: ExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        let function = SwiftFunction(name: "closure", parameters: [], returnType: nil, owner: nil, spot: spot(syntax, scope))
        let inner = CompileScope(parent: scope, function: function, selfType: nil, positions: scope.positions)
        inner.declareSelfAndParameters()
        let value = try expression(syntax, inner)
        function.body = [CompiledStatement { machine, frame in .returned(try value(machine, frame)) }]
        return { _, frame in .closure(SwiftClosure(function: function, captured: frame)) }
    }

    private func compileExpression(_ syntax: ExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        if let type = contextualTypes[syntax.id], let made = try literal(syntax, of: type, scope) { return made }
        if let type = contextualTypes[syntax.id] { passContext(type, into: syntax) }
        if let made = try swiftUIExpression(syntax, scope) { return made }
        if let literal = syntax.as(IntegerLiteralExprSyntax.self) {
            guard let value = NumberLiteral.integer(literal) else {
                throw error("integer literal `\(literal.literal.text)` overflows when stored into `Int`", at: literal, scope)
            }
            // `score ?? 0` of a `Double?`, `[x, 1]` of `[CGFloat]`: a literal where a floating-point
            // type is expected is of that type (The Swift Programming Language, "Literals": a
            // literal takes the type its context needs), not only when it is stored.
            if case .floatingPoint? = contextualTypes[syntax.id]?.unwrapped {
                let number = Double(value)
                return { _, _ in .double(number) }
            }
            return { _, _ in .int(value) }
        }
        if let literal = syntax.as(FloatLiteralExprSyntax.self) {
            guard let value = NumberLiteral.floatingPoint(literal) else {
                throw error("`\(literal.literal.text)` is not a number", at: literal, scope)
            }
            return { _, _ in .double(value) }
        }
        if let literal = syntax.as(BooleanLiteralExprSyntax.self) {
            let value = literal.literal.tokenKind == .keyword(.true)
            return { _, _ in .bool(value) }
        }
        if syntax.is(NilLiteralExprSyntax.self) { return { _, _ in .none } }
        if let literal = syntax.as(StringLiteralExprSyntax.self) { return try string(literal, scope) }
        if let literal = syntax.as(RegexLiteralExprSyntax.self) {
            // `/^[A-Z]{3}$/` (SE-0354): compiled once, here; `#/.../#` over several lines is the
            // extended syntax, whitespace and `#` comments ignored.
            do {
                let regex = try SwiftRegex(literal.regex.text, extended: literal.openingPounds != nil && literal.regex.text.contains("\n"))
                return { _, _ in .foundation(.regex(regex)) }
            } catch {
                throw self.error("this regular expression is not one ICU reads: \(error.localizedDescription)", at: literal, scope)
            }
        }
        if let reference = syntax.as(DeclReferenceExprSyntax.self) { return try name(reference, scope) }
        if let access = syntax.as(MemberAccessExprSyntax.self) { return try memberAccess(access, scope) }
        if let call = syntax.as(FunctionCallExprSyntax.self) { return try self.call(call, scope) }
        if let access = syntax.as(SubscriptCallExprSyntax.self) { return try subscriptAccess(access, scope) }
        if let infix = syntax.as(InfixOperatorExprSyntax.self) { return try self.infix(infix, scope) }
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self) { return try self.prefix(prefix, scope) }
        if let postfix = syntax.as(PostfixOperatorExprSyntax.self) {
            guard postfix.operator.text == "..." else {
                throw error("the postfix operator `\(postfix.operator.text)` is not supported", at: postfix.operator, scope)
            }
            let operand = try expression(postfix.expression, scope)
            let spot = spot(postfix, scope)
            return { machine, frame in
                switch try operand(machine, frame) {
                case .int(let lower): return .range(lower, .max)
                case .double(let lower): return .floatingRange(FloatingRange(lower: lower, upper: .infinity, isClosed: true))
                // `text[index...]` of an index into the app's string (set BV's pocketchem): the
                // range of the app's value, whose slice stands in as its element does.
                case let other where other.standIn != nil: return .swiftUI(.standIn(other.standIn! + "..."))
                case let other: throw spot.error("a range needs numeric bounds, found \(other.described)")
                }
            }
        }
        if let ternary = syntax.as(TernaryExprSyntax.self) {
            let condition = try expression(ternary.condition, scope)
            // `big ? price : 0` of a `Double`, `big ? 300.0 : .infinity`: the results have one
            // type, a literal or an implicit member the other's (its sibling compiled first, for its type).
            let thenFirst = !takesSiblingsType(ternary.thenExpression) || takesSiblingsType(ternary.elseExpression)
            let first = try expression(thenFirst ? ternary.thenExpression : ternary.elseExpression, scope)
            takesType(thenFirst ? ternary.elseExpression : ternary.thenExpression, from: thenFirst ? ternary.thenExpression : ternary.elseExpression)
            let second = try expression(thenFirst ? ternary.elseExpression : ternary.thenExpression, scope)
            let (then, otherwise) = thenFirst ? (first, second) : (second, first)
            let spot = spot(ternary.condition, scope)
            return { machine, frame in
                try SwiftOperators.truth(try condition(machine, frame), at: spot) ? try then(machine, frame) : try otherwise(machine, frame)
            }
        }
        if let tuple = syntax.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try expression(only.expression, scope)
            }
            let labels = tuple.elements.map { $0.label?.text }
            let elements = try tuple.elements.map { CompiledExpression(run: try expression($0.expression, scope)) }
            return { machine, frame in .tuple(try elements.map { try $0.run(machine, frame) }, labels: labels) }
        }
        if let array = syntax.as(ArrayExprSyntax.self), let type = contextualTypes[array.id].flatMap(optionSetType) {
            // `let all: Toppings = [.cheese, .olives]`: an `OptionSet` is `ExpressibleByArrayLiteral`
            // (Apple, "OptionSet"): the set of those options, made by its `init(_:)`.
            let elements = try array.elements.map { CompiledExpression(run: try expression($0.expression, scope)) }
            let spot = spot(array, scope)
            let argument = [CompiledArgument(label: nil, value: { _, _ in .void }, target: nil, isTrailingClosure: false)]
            return { machine, frame in
                let options = SwiftValue.array(try elements.map { try $0.run(machine, frame) })
                return try SwiftCompiler.conformerInit(of: try SwiftCompiler.blankInstance(type, machine: machine, at: spot), argument, values: [options],
                                                       machine: machine, at: spot)
            }
        }
        if let array = syntax.as(ArrayExprSyntax.self) {
            // `[1.5, 2]` is a `[Double]`, as Swift infers it: an integer literal beside a
            // floating-point one is a Double.
            // A declared element type decides instead (`let things: [Any] = [0, 0.0, 42]` keeps its Ints).
            let declaresElement: Bool = if case .array(let element)? = contextualTypes[array.id]?.unwrapped { !element.isFloatingPoint } else { false }
            let hasFloat = !declaresElement && array.elements.contains { $0.expression.is(FloatLiteralExprSyntax.self) }
            func compiled(_ element: ArrayElementSyntax) throws -> CompiledExpression {
                if hasFloat, let literal = element.expression.as(IntegerLiteralExprSyntax.self), let value = NumberLiteral.floatingPoint(literal) {
                    return CompiledExpression { _, _ in .double(value) }
                }
                return CompiledExpression(run: try expression(element.expression, scope))
            }
            // `[corner, .origin]`: an implicit member beside a value of the block's type is of that
            // type, as Swift infers an array literal's one element type; the others are compiled
            // first, for their types.
            let isImplicit = array.elements.map { Interpreter.implicitMemberName($0.expression) != nil && contextualTypes[$0.expression.id] == nil }
            // `[total, 0]` of a `Double` is a `[Double]`: an integer literal beside a floating-point
            // value is of its type, so it is compiled after the others.
            let isInteger = array.elements.map { !hasFloat && !declaresElement && Self.isIntegerLiteral($0.expression) }
            var elements = try array.elements.enumerated().map { index, element in isImplicit[index] || isInteger[index] ? nil : try compiled(element) }
            if let floating = array.elements.first(where: { self.staticType(of: $0.expression)?.unwrapped.isFloatingPoint == true }) {
                for (index, element) in array.elements.enumerated() where isInteger[index] { takesType(element.expression, from: floating.expression) }
            }
            for (index, element) in array.elements.enumerated() where isInteger[index] { elements[index] = try compiled(element) }
            if isImplicit.contains(true) {
                let given = contextualTypes[array.id] == nil ? zip(array.elements, isImplicit).lazy.compactMap { element, implicit -> SwiftType? in
                    guard !implicit, case .named(let name)? = self.staticType(of: element.expression), self.program.type(name) != nil else { return nil }
                    return .named(name)
                }.first : nil
                for (index, element) in array.elements.enumerated() where isImplicit[index] {
                    if let given { contextualTypes[element.expression.id] = given }
                    elements[index] = try compiled(element)
                }
            }
            let made = elements.compactMap { $0 }
            return { machine, frame in .array(try made.map { try $0.run(machine, frame) }) }
        }
        if let dictionary = syntax.as(DictionaryExprSyntax.self) { return try self.dictionary(dictionary, scope) }
        if let closure = syntax.as(ClosureExprSyntax.self) { return try self.closure(closure, scope) }
        if let unwrap = syntax.as(ForceUnwrapExprSyntax.self) {
            let value = try expression(unwrap.expression, scope)
            let spot = spot(unwrap, scope)
            let text = unwrap.expression.trimmedDescription
            return { machine, frame in
                let result = try value(machine, frame)
                if case .none = result { throw spot.error("`\(text)` is nil, and `!` unwraps it", hint: "use `if let`, `guard let` or `??` for values that may be missing") }
                return result
            }
        }
        if let chained = syntax.as(OptionalChainingExprSyntax.self) {
            // `x?` on its own: members of a nil base give nil (see `memberAccess`).
            return try expression(chained.expression, scope)
        }
        if let marked = syntax.as(UnsafeExprSyntax.self) {
            // `unsafe String(format: "%g", weight)` (SE-0458, Swift 6.2's strict memory safety):
            // the marker acknowledges an unsafe call to the compiler and changes nothing it does.
            return try expression(marked.expression, scope)
        }
        if let tried = syntax.as(TryExprSyntax.self) {
            let value = try expression(tried.expression, scope)
            switch tried.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?:
                // `try?`: nil where it throws.
                return { machine, frame in
                    do { return try value(machine, frame) } catch let failure as SwiftRuntimeError where failure.thrown != nil { return .none }
                }
            default:
                // `try!` and `try`: a thrown error goes on (to a `catch`, or fails the run).
                return value
            }
        }
        if let cast = syntax.as(AsExprSyntax.self) {
            let value = try expression(cast.expression, scope)
            let type = SwiftType(cast.type)
            let spot = spot(cast, scope)
            let program = program
            switch cast.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?:
                // `x as? Int`: the value where it is one, else nil.
                return { machine, frame in
                    let result = try value(machine, frame)
                    // The app's or the platform's value (`... .first as? UIWindowScene`, a
                    // stand-in) or a type the evaluator cannot tell: the value as it is.
                    guard result.standIn == nil, let isType = SwiftConversion.isOfType(result, type, program: program) else {
                        return try SwiftConversion.convert(result, to: type, at: spot)
                    }
                    return isType ? try SwiftConversion.convert(result, to: type, at: spot) : .none
                }
            case .exclamationMark?:
                return { machine, frame in
                    let result = try value(machine, frame)
                    guard result.standIn != nil || SwiftConversion.isOfType(result, type, program: program) != false else {
                        throw spot.error("\(result.described) is not a `\(type)`, and `as!` requires it")
                    }
                    return try SwiftConversion.convert(result, to: type, at: spot)
                }
            default:
                return { machine, frame in try SwiftConversion.convert(try value(machine, frame), to: type, at: spot) }
            }
        }
        if let test = syntax.as(IsExprSyntax.self) {
            // `shape is Square`.
            let value = try expression(test.expression, scope)
            let type = SwiftType(test.type)
            let spot = spot(test, scope)
            let program = program
            return { machine, frame in
                let result = try value(machine, frame)
                // The app's value (a stand-in) is tested as a stand-in condition is: false.
                if result.standIn != nil { return .bool(false) }
                guard let isType = SwiftConversion.isOfType(result, type, program: program) else {
                    throw spot.error("`is \(type)` cannot be checked in layout code", hint: "the evaluator tells the standard library's types and the code's own")
                }
                return .bool(isType)
            }
        }
        if let keyPath = syntax.as(KeyPathExprSyntax.self) { return try self.keyPath(keyPath, scope) }
        if let conditional = syntax.as(IfExprSyntax.self) { return try ifExpression(conditional, scope) }
        if let choice = syntax.as(SwitchExprSyntax.self) {
            let statement = try switchStatement(choice, scope, asExpression: true)
            return { machine, frame in
                if case .returned(let value) = try statement(machine, frame) { return value }
                return .void
            }
        }
        if syntax.is(DiscardAssignmentExprSyntax.self) {
            throw error("`_` can only be assigned to", at: syntax, scope)
        }
        if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "function", macro.arguments.isEmpty {
            // `#function`: the enclosing function as Swift names it (`update(with:)`).
            let function = scope.function
            let name = function.isProperty || function.name == "main" ? function.name
                : function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            return { _, _ in .string(name) }
        }
        if syntax.is(AwaitExprSyntax.self) {
            let (message, hint) = ("`await` cannot run in layout code", "layout code is synchronous, as SwiftUI's is")
            // A closure that awaits is an async closure, which Swift compiles wherever one is
            // stored (`var onTap: () async -> Void`): an error only if the page runs it (set AC).
            guard scope.function.name == "closure", scope.function.owner == nil else { throw error(message, at: syntax, scope, hint: hint) }
            let spot = spot(syntax, scope)
            return { _, _ in throw spot.error(message, hint: hint) }
        }
        if let specialized = syntax.as(GenericSpecializationExprSyntax.self),
           specialized.expression.is(DeclReferenceExprSyntax.self) || specialized.expression.is(MemberAccessExprSyntax.self) {
            // `FloatingPointFormatStyle<Double>.Currency(code: c)`: a generic type named with its
            // arguments, which the compiler infers and checks; the type is its name, as
            // `staticTypeName` reads it (one the block lacks stands in as its name does).
            return try expression(specialized.expression, scope)
        }
        if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Predicate", macro.arguments.isEmpty,
           let closure = macro.trailingClosure {
            // `#Predicate<Entry> { e in e.stamp >= start }`: Foundation's `Predicate`, "a logical
            // condition used to test a set of input values", evaluated by running its closure
            // (Apple, "Predicate", `evaluate(_:)`); the closure is the value.
            return try expression(ExprSyntax(closure), scope)
        }
        if let macro = syntax.as(MacroExpansionExprSyntax.self), ["selector", "keyPath"].contains(macro.macroName.text) {
            // `#selector(changed)`, `#keyPath(Item.name)`: Objective-C's name of a method or
            // property (The Swift Programming Language, "Expressions": "Selector Expression"),
            // which only the Objective-C runtime reads; a page has none, so it is its text.
            let text = macro.arguments.trimmedDescription
            return { _, _ in .string(text) }
        }
        if let macro = syntax.as(MacroExpansionExprSyntax.self) {
            // `#localize("title")` of the app's macro package (set AN's threema): its expansion
            // is the compiler plugin's, which the page has not. Where the app's names stand in,
            // its value does (a build refuses it), as in the view builder; elsewhere the error's
            // id lets the view code around it stand in (`Interpreter.runningOverStandIns`).
            let hasArguments = !macro.arguments.isEmpty || macro.trailingClosure != nil
            let written = "#" + macro.macroName.text + (hasArguments ? "(…)" : "")
            if standsInForAppNames(scope) { return standIn(written, at: macro, scope) }
            throw error("the macro `#\(macro.macroName.text)` is not defined in layout code", at: macro, scope,
                        hint: "a macro's expansion is made by the compiler's plugin, which a page does not have; write the value it expands to")
                .identified(.unknownMacro, subject: written)
        }
        throw error("this expression is not supported in layout code", at: syntax, scope,
                    hint: "layout code supports Swift's values, operators, calls, closures and control flow; see the guide's page on custom layouts")
    }

    /// A kind of literal, and what makes a declared type from it: the initialiser's label and
    /// the protocols that promise it (Apple, "ExpressibleByStringLiteral" ... "ExpressibleByBooleanLiteral").
    enum LiteralKind {
        case string(interpolated: Bool), integer, float, boolean

        var label: String {
            switch self {
            case .string: "stringLiteral"
            case .integer: "integerLiteral"
            case .float: "floatLiteral"
            case .boolean: "booleanLiteral"
            }
        }

        var protocols: [String] {
            switch self {
            case .string(let interpolated):
                interpolated ? ["ExpressibleByStringInterpolation"]
                    : ["ExpressibleByStringLiteral", "ExpressibleByStringInterpolation", "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByUnicodeScalarLiteral"]
            case .integer: ["ExpressibleByIntegerLiteral"]
            case .float: ["ExpressibleByFloatLiteral"]
            case .boolean: ["ExpressibleByBooleanLiteral"]
            }
        }

        /// The kind of literal a view-language value was written as (a string read as written).
        init?(_ value: Value) {
            switch value {
            case .string: self = .string(interpolated: false)
            case .int: self = .integer
            case .double: self = .float
            case .bool: self = .boolean
            default: return nil
            }
        }
    }

    /// A literal where a declared type that conforms to the literal's protocol is expected
    /// (`let tag: Tag = "swift"` of `struct Tag: ExpressibleByStringLiteral`): the type's
    /// `init(stringLiteral:)` given the literal's value, as Swift makes it (The Swift Programming
    /// Language, "Literal Expression"; Apple, "ExpressibleByStringLiteral", "...IntegerLiteral",
    /// "...FloatLiteral", "...BooleanLiteral"). `nil` for any other expression or type.
    private func literal(_ syntax: ExprSyntax, of type: SwiftType, _ scope: CompileScope) throws -> SwiftExpression? {
        guard case .named(let name) = type.unwrapped, let declared = program.type(name), !declared.conformances.isEmpty else { return nil }
        let kind: LiteralKind
        if let string = syntax.as(StringLiteralExprSyntax.self) {
            kind = .string(interpolated: string.segments.contains { $0.is(ExpressionSegmentSyntax.self) })
        } else if syntax.is(IntegerLiteralExprSyntax.self) {
            kind = .integer
        } else if syntax.is(FloatLiteralExprSyntax.self) {
            kind = .float
        } else if syntax.is(BooleanLiteralExprSyntax.self) {
            kind = .boolean
        } else {
            return nil
        }
        let (label, protocols) = (kind.label, kind.protocols)
        guard declared.conformances.contains(where: protocols.contains) else { return nil }
        // The literal itself is the standard library's value the initialiser takes.
        contextualTypes[syntax.id] = nil
        let value = try expression(syntax, scope)
        let arguments = [CompiledArgument(label: label, value: value, target: nil, isTrailingClosure: false)]
        guard let (initializer, sources) = SwiftCompiler.match(declared.initializers, arguments) else {
            throw error("`\(name)` conforms to `\(protocols[0])` but declares no `init(\(label):)`", at: syntax, scope)
        }
        let spot = spot(syntax, scope)
        return { machine, frame in
            try SwiftCompiler.initialize(declared, with: initializer, sources: sources, values: [try value(machine, frame)], machine: machine, at: spot)
        }
    }

    /// The declared type `type` names if it is an `OptionSet` (its own or the standard
    /// library's), which an array literal makes.
    func optionSetType(_ type: SwiftType) -> SwiftStruct? {
        guard case .named(let name) = type.unwrapped, let declared = program.type(name), declared.conformances.contains("OptionSet") else { return nil }
        return declared
    }

    /// Whether `syntax` has no type of its own but its context's: an integer literal (which
    /// may be a `Double`) or an implicit member, given none.
    private func takesSiblingsType(_ syntax: ExprSyntax) -> Bool {
        contextualTypes[syntax.id] == nil && (Self.isIntegerLiteral(syntax) || Interpreter.implicitMemberName(syntax) != nil)
    }

    /// Whether `syntax` is an integer literal, negative (`-1`) or not (``literalType(_:)``'s reading).
    static func isIntegerLiteral(_ syntax: ExprSyntax) -> Bool {
        literalType(syntax) == .int
    }

    /// Gives `syntax` the type of `sibling` (compiled already) where it takes its context's
    /// (``takesSiblingsType(_:)``), as Swift gives a literal the type its context needs
    /// ("Literals") and an implicit member its type's: the other result of a `? :`, another
    /// element of an array literal. An integer literal only becomes a floating-point number.
    private func takesType(_ syntax: ExprSyntax, from sibling: ExprSyntax) {
        guard takesSiblingsType(syntax), let type = staticType(of: sibling)?.unwrapped else { return }
        if Self.isIntegerLiteral(syntax), !type.isFloatingPoint { return }
        contextualTypes[syntax.id] = type
    }

    /// Hands an expression's contextual type to the parts of it that take it, as Swift's
    /// type checker does: the elements of `[.origin, P(x: 1)]` where a `[P]` or a `Set<P>`
    /// goes, a dictionary literal's keys and values, both branches of `c ? .a : .b`, both
    /// operands of `??` (the left one optional), each branch of an `if` or `switch` used as a
    /// value (SE-0380), the operands of arithmetic and `+` on a type made from literals, and
    /// parentheses. An implicit member (`.origin`) then finds its type.
    private func passContext(_ type: SwiftType, into syntax: ExprSyntax) {
        func give(_ type: SwiftType?, _ part: ExprSyntax?) {
            if let type, let part, contextualTypes[part.id] == nil { contextualTypes[part.id] = type }
        }
        let target = type.unwrapped
        if let array = syntax.as(ArrayExprSyntax.self) {
            let element: SwiftType? = switch target {
            case .array(let element): element
            case .named(let name) where name.hasPrefix("Set<") && name.hasSuffix(">"): SwiftType(parsing: String(name.dropFirst(4).dropLast()))
            // `let all: Toppings = [.cheese, .olives]`: an option set's options.
            case .named(let name) where optionSetType(target) != nil: .named(name)
            default: nil
            }
            for item in array.elements { give(element, item.expression) }
        } else if let dictionary = syntax.as(DictionaryExprSyntax.self), case .dictionary(let key, let value) = target,
                  case .elements(let list) = dictionary.content {
            for entry in list { give(key, entry.key); give(value, entry.value) }
        } else if let ternary = syntax.as(TernaryExprSyntax.self) {
            give(type, ternary.thenExpression)
            give(type, ternary.elseExpression)
        } else if let infix = syntax.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            // `shade = .init(rawValue: code) ?? .light` of `let shade: Shade`.
            give(.optional(target), infix.leftOperand)
            give(type, infix.rightOperand)
        } else if let conditional = syntax.as(IfExprSyntax.self) {
            // `case .top: .init(...)`, `if up { .top } else { .bottom }`: each branch's one expression.
            give(type, Self.singleExpression(conditional.body.statements))
            switch conditional.elseBody {
            case .ifExpr(let next): give(type, ExprSyntax(next))
            case .codeBlock(let block): give(type, Self.singleExpression(block.statements))
            case nil: break
            }
        } else if let choice = syntax.as(SwitchExprSyntax.self) {
            for switchCase in choice.cases.active { give(type, Self.singleExpression(switchCase.statements)) }
        } else if let infix = syntax.as(InfixOperatorExprSyntax.self), let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                  ["+", "-", "*", "/"].contains(symbol), target == .string || target == .int || target.isFloatingPoint || madeFromLiterals(target) {
            // `return .init(repeating: " ", count: n) + s` in a `String`: the standard library's
            // arithmetic and concatenation take and give one type, so the operands have the result's;
            // so do a type's own made from literals (`var text: AttributedString = "a" + "b"`).
            give(type, infix.leftOperand)
            give(type, infix.rightOperand)
        } else if let infix = syntax.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
                  case .array = target {
            // `[.init()] + made` of a `[Tile]`: an array's `+` joins two arrays of its type.
            give(type, infix.leftOperand)
            give(type, infix.rightOperand)
        } else if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            give(type, only.expression)
        } else if let call = syntax.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self),
                  call.arguments.isEmpty, call.trailingClosure == nil {
            // `let columns: [GridItem] = { ... }()`: the closure called at once gives the value,
            // so its result is of the value's type.
            give(.named("() -> " + type.description), ExprSyntax(closure))
        } else if let root = Self.implicitMemberChainRoot(syntax) {
            // `.now.addingTimeInterval(-60)` where a `Date` goes: an implicit member chain's root
            // is looked up in the chain's contextual type (SE-0287, "Extend implicit member
            // syntax to cover chains of member references"), an optional's wrapped type.
            give(target, root)
            if contextualTypes[root.id] == target { implicitChainRoots.insert(root.id) }
        }
    }

    /// The implicit member (`.now`, `.init(x: 1)`) a chain of member references, calls,
    /// subscripts and unwraps starts from (`.now.addingTimeInterval(-60)`, `.red.opacity(0.5)`),
    /// if `syntax` is such a chain with at least one link after it.
    static func implicitMemberChainRoot(_ syntax: ExprSyntax) -> ExprSyntax? {
        func isRoot(_ expression: ExprSyntax) -> Bool {
            if let access = expression.as(MemberAccessExprSyntax.self) { return access.base == nil }
            if let call = expression.as(FunctionCallExprSyntax.self) { return call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil }
            return false
        }
        var current = syntax
        guard !isRoot(current) else { return nil }
        while true {
            let next: ExprSyntax?
            if let call = current.as(FunctionCallExprSyntax.self) {
                // A call's callee is the chain's link only where it reads a member (`x.f()`).
                guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil else { return nil }
                next = access.base
            } else if let access = current.as(MemberAccessExprSyntax.self) { next = access.base }
            else if let subscripted = current.as(SubscriptCallExprSyntax.self) { next = subscripted.calledExpression }
            else if let chained = current.as(OptionalChainingExprSyntax.self) { next = chained.expression }
            else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) { next = unwrapped.expression }
            else { return nil }
            guard let next else { return nil }
            if isRoot(next) { return next }
            current = next
        }
    }

    /// The expression a branch of an `if` or `switch` used as a value is, if it is one.
    static func singleExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, case .expr(let single) = items.first!.item else { return nil }
        return single
    }

    /// Whether `type` is a declared type that a literal makes (an `ExpressibleBy…Literal`).
    private func madeFromLiterals(_ type: SwiftType) -> Bool {
        guard case .named(let name) = type, let declared = program.type(name) else { return false }
        return declared.conformances.contains { $0.hasPrefix("ExpressibleBy") }
    }

    /// `names[.origin]`, `counts[.origin, default: 0]`: a dictionary's key type is the context
    /// of its subscript's key, and its value type that of the `default:` (`prices["EUR",
    /// default: 1]` of a `[String: Double]` is `1.0`, as swiftc types the literal).
    func passKeyContext(_ access: SubscriptCallExprSyntax, _ scope: CompileScope) {
        guard let key = access.arguments.first, key.label == nil, access.arguments.dropFirst().allSatisfy({ $0.label?.text == "default" }),
              case .dictionary(let keyType, let valueType)? = (staticType(of: access.calledExpression) ?? (try? placeType(access.calledExpression, scope)) ?? nil)?.unwrapped
        else { return }
        if contextualTypes[key.expression.id] == nil { contextualTypes[key.expression.id] = keyType }
        if let fallback = access.arguments.dropFirst().first, contextualTypes[fallback.expression.id] == nil {
            contextualTypes[fallback.expression.id] = valueType
        }
    }

    // MARK: - Dictionaries

    /// `[:]`, `["a": 1, "b": 2]`: a later duplicate key is an error, as Swift traps on it.
    private func dictionary(_ literal: DictionaryExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        guard case .elements(let list) = literal.content else { return { _, _ in .dictionary(SwiftDictionary()) } }
        let entries = try list.map { (CompiledExpression(run: try expression($0.key, scope)), CompiledExpression(run: try expression($0.value, scope)), spot($0.key, scope)) }
        return { machine, frame in
            var dictionary = SwiftDictionary()
            for (key, value, spot) in entries {
                let keyValue = try key.run(machine, frame)
                if dictionary.update(try value.run(machine, frame), for: keyValue, hashed: try SwiftKey(keyValue, machine: machine, at: spot)) != nil {
                    throw spot.error("the dictionary literal has the key \(keyValue.shown) twice", hint: "Swift stops on duplicate keys; remove one")
                }
            }
            return .dictionary(dictionary)
        }
    }

    // MARK: - Strings

    private func string(_ literal: StringLiteralExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        var parts: [CompiledExpression] = []
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                let value = SwiftCompiler.unescape(text.content.text, pounds: literal.openingPounds?.text.count ?? 0)
                parts.append(CompiledExpression { _, _ in .string(value) })
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                // `"\(url.path, privacy: .public)"` in a `Logger` message (Apple, "OSLogInterpolation"):
                // the privacy and alignment say how a log shows the value, which a page never logs;
                // the text is the value's.
                let logOptions = interpolation.expressions.dropFirst().allSatisfy { ["privacy", "align", "attributes"].contains($0.label?.text) }
                let defaulted = Self.interpolationDefault(interpolation)
                guard let only = interpolation.expressions.first, only.label == nil, interpolation.expressions.count == 1 || logOptions || defaulted != nil else {
                    throw error("interpolate one value at a time", at: interpolation, scope,
                                hint: "Swift code's strings take `\\(value)` and `\\(optional, default: \"text\")`; a `Logger` message also `privacy:` and `align:`")
                }
                let value = try expression(only.expression, scope)
                let spot = spot(only.expression, scope)
                if let defaulted {
                    let fallback = try expression(defaulted, scope)
                    parts.append(CompiledExpression { machine, frame in
                        let shown = try value(machine, frame)
                        if case .none = shown { return try fallback(machine, frame) }
                        return .string(try machine.text(of: shown, at: spot))
                    })
                } else if isOptional(only.expression) {
                    // `"\(age)"` of an `Int?`: Swift writes `Optional(30)` or `nil` (and warns).
                    parts.append(CompiledExpression { machine, frame in .string(try machine.optionalText(of: try value(machine, frame), at: spot)) })
                } else {
                    parts.append(CompiledExpression { machine, frame in .string(try machine.text(of: try value(machine, frame), at: spot)) })
                }
            }
        }
        if parts.count == 1 { return parts[0].run }
        return { machine, frame in
            var result = ""
            for part in parts { if case .string(let text) = try part.run(machine, frame) { result += text } }
            return .string(result)
        }
    }

    /// The default of `"\(name, default: "anonymous")"` (SE-0477, Swift 6.2: "a default value
    /// for optional interpolation values"), written in place of `nil` where an optional would
    /// print as `nil`; a present value prints as itself, not as `Optional(...)`.
    static func interpolationDefault(_ interpolation: ExpressionSegmentSyntax) -> ExprSyntax? {
        let parts = Array(interpolation.expressions)
        guard parts.count == 2, parts[0].label == nil, parts[1].label?.text == "default" else { return nil }
        return parts[1].expression
    }

    /// Whether `expression`'s type is known to be an optional (`age` of `let age: Int?`,
    /// `counts["a"]`, `x as Any` of one): text of it is written as Swift writes an optional.
    func isOptional(_ expression: ExprSyntax) -> Bool {
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil, cast.type.trimmedDescription == "Any" {
            return isOptional(cast.expression)
        }
        if case .optional? = staticType(of: expression) { return true }
        return false
    }

    /// A string literal's text with Swift's escapes read (The Swift Programming Language,
    /// "Special Characters in String Literals"): `\n`, `\t`, `\r`, `\0`, `\"`, `\'`, `\\`,
    /// `\u{2603}`, and a backslash ending a line of a multi-line string, which joins it to the
    /// next. In a raw string (`#"..."#`) only a backslash followed by as many `#` as the
    /// literal's delimiter escapes (`\#n`); `\n` there is two characters. The one reading of
    /// escapes for both evaluators.
    static func unescape(_ raw: String, pounds: Int = 0) -> String {
        guard raw.contains("\\") else { return raw }
        let characters = Array(raw)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let escapeStart = index + 1 + pounds
            guard character == "\\", escapeStart < characters.count,
                  characters[(index + 1)..<escapeStart].allSatisfy({ $0 == "#" }) else {
                result.append(character)
                index += 1
                continue
            }
            index = escapeStart + 1
            switch characters[escapeStart] {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\n", "\r\n": break  // a line continued
            case "u":
                guard index < characters.count, characters[index] == "{", let close = characters[index...].firstIndex(of: "}") else {
                    result.append("u")
                    continue
                }
                if let scalar = UInt32(String(characters[(index + 1)..<close]), radix: 16).flatMap(Unicode.Scalar.init) {
                    result.unicodeScalars.append(scalar)
                }
                index = close + 1
            case let escaped: result.append(escaped)
            }
        }
        return result
    }

    // MARK: - Names

    func name(_ reference: DeclReferenceExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        let name = reference.baseName.nameText
        if name.hasPrefix("$"), Int(name.dropFirst()) != nil {
            guard scope.isShorthandClosure || scope.resolve(name) != nil || scope.captured(name) != nil else {
                throw error("`\(name)` is only meaningful inside a closure", at: reference, scope)
            }
        }
        if let (depth, overloads) = scope.localOverloads(of: name), let wanted = contextualTypes[reference.id]?.functionParameters,
           let chosen = overloads.first(where: { $0.function?.parameters.count == wanted.count }) {
            // `var g: (Int, Int, Int, Int) -> Int = divide` of overloaded functions: the one the
            // declared function type takes (The Swift Programming Language, "Function Types").
            let index = chosen.index
            return { _, frame in let declared = frame.outer(depth); return declared[index].over(declared) }
        }
        if let (depth, slot) = scope.resolve(name) {
            let index = slot.index
            if slot.isComputed {
                let spot = spot(reference, scope)
                return { machine, frame in let declared = frame.outer(depth); return try machine.invoke(declared[index].over(declared), [], at: spot) }
            }
            if slot.storesClosureWithoutFrame {
                // A local function, or a `let` of a closure written here, stored without its frame.
                return { _, frame in let declared = frame.outer(depth); return declared[index].over(declared) }
            }
            if depth == 0 { return { _, frame in frame[index] } }
            return { _, frame in frame.outer(depth)[index] }
        }
        if viewCodeLocals?(name) == true, let value = scope.captured(name) {
            // `if let total = model.total { row(total) }` in a view's `var total: some View`: the
            // view code's local shadows the view's property of its name, as Swift's scopes nest
            // (it read the property, which called itself; set BH's wxm-ios).
            return { _, _ in value }
        }
        if let (depth, type) = scope.resolveSelf() {
            if let field = type.propertyIndex(name), type.properties[field].lazyValue != nil {
                // A `lazy var` read in a mutating method keeps its value; elsewhere it is computed.
                let spot = spot(reference, scope)
                let keeps = scope.resolve("self").map { !$0.slot.isConstant } ?? false
                return { machine, frame in
                    let target = frame.outer(depth)
                    let value = try SwiftBuiltins.storedValue(field, of: target[0], machine: machine, at: spot)
                    if keeps, case .instance(var instance) = target[0], case .void = instance.fields[field] {
                        instance.fields[field] = value
                        target[0] = .instance(instance)
                    }
                    return value
                }
            }
            if name.hasPrefix("$"), let field = type.propertyIndex(String(name.dropFirst())), type.properties[field].wrapper == nil,
               let attribute = type.properties[field].attribute?.attributeName.trimmedDescription, PropertyWrappers.projectsBinding(attribute) {
                // `Relay(flag: $isOn)` of `@State var isOn` in a view's Swift code: a binding to the
                // value (Apple, "State": "projectedValue: a binding to the state value"). A page's
                // Swift code changes no state, so it is the value's constant binding.
                return { _, frame in
                    guard case .instance(let instance) = frame.outer(depth)[0] else { return .void }
                    return .enumCase("constant", .tuple([instance.fields[field]], labels: [nil]))
                }
            }
            if standsInForTheApp, type.publisherProjectionIndex(name) != nil {
                // `Publishers.CombineLatest($searchTerm, $options)` of `@Published var searchTerm`.
                return standIn(name, at: reference, scope)
            }
            if name.hasPrefix("$"), let field = type.propertyIndex(String(name.dropFirst())), type.properties[field].isBinding {
                // `$amount` of `@Binding var amount`: the binding the property holds, whose
                // projected value is itself (Apple, "Binding": `projectedValue`).
                return { _, frame in
                    guard case .instance(let instance) = frame.outer(depth)[0] else { return .void }
                    return instance.fields[field]
                }
            }
            if let field = type.propertyIndex(name) ?? type.storageIndex(name) ?? type.projectionIndex(name),
               type.properties[field].wrapper != nil || name != type.properties[field].name {
                // A wrapped property (read through its wrapper), its storage `_x`, its projection `$x`.
                let spot = spot(reference, scope)
                return { machine, frame in try SwiftBuiltins.member(name, of: frame.outer(depth)[0], machine: machine, at: spot) }
            }
            if let field = type.propertyIndex(name) {
                let selfSlot = 0
                if type.properties[field].isBinding {
                    return { machine, frame in
                        guard case .instance(let instance) = frame.outer(depth)[selfSlot] else { return .void }
                        return SwiftBuiltins.wrappedValue(of: instance.fields[field], machine: machine)
                    }
                }
                return { _, frame in
                    guard case .instance(let instance) = frame.outer(depth)[selfSlot] else { return .void }
                    return instance.fields[field]
                }
            }
            if let getter = type.methods[name]?.first(where: \.isProperty) {
                let spot = spot(reference, scope)
                if type.isProtocol, type.requirements.contains(name) {
                    // `name` in `extension Shape`, a requirement with a default: the conforming type's own.
                    let conformers = program.enumTypes(declaring: name, properties: true).filter { !$0.isProtocol }
                    return { machine, frame in
                        let selfValue = frame.outer(depth)[0]
                        if let own = SwiftCompiler.ownMember(name, of: selfValue, property: true, enums: conformers) {
                            return try machine.call(own, self: selfValue, arguments: [], captured: nil, at: spot).0
                        }
                        if case .instance(let instance) = selfValue, let field = instance.type.propertyIndex(name) {
                            return try SwiftBuiltins.storedValue(field, of: selfValue, machine: machine, at: spot)
                        }
                        return try machine.call(getter, self: selfValue, arguments: [], captured: nil, at: spot).0
                    }
                }
                return { machine, frame in
                    try machine.call(getter, self: frame.outer(depth)[0], arguments: [], captured: nil, at: spot).0
                }
            }
            if scope.localOverloads(of: name) == nil, let method = type.methods[name]?.first(where: { !$0.isProperty }) {
                // `[3].map(add)`, `Button(action: send)` in the type's own code: the method
                // bound to `self`, as Swift reads an instance method named without a call.
                return { _, frame in method.bound(to: frame.outer(depth)[0]) }
            }
        }
        if let value = scope.captured(name) {
            return { _, _ in value }
        }
        // The type's own static, or an enclosing type's (`static let width = lineWidth * 2` in
        // `enum Rule` nested in the `Metrics` that declares `lineWidth`; set AK).
        var staticScope = scope.staticType
        while let type = staticScope {
            if let getter = type.statics[name] {
                let spot = spot(reference, scope)
                return { machine, _ in try machine.staticValue(getter, at: spot) }
            }
            staticScope = type.enclosing
        }
        if let getter = program.global(name) {
            // `defaultSize` declared at the top of the block or of a `layouts/` file.
            let spot = spot(reference, scope)
            return { machine, _ in try machine.global(getter, at: spot) }
        }
        if let type = program.type(name) {
            let value = SwiftValue.type(SwiftTypeName(name: name, declared: type))
            return { _, _ in value }
        }
        if BuiltInNames.types.contains(name) {
            let value = SwiftValue.type(SwiftTypeName(name: name, declared: nil))
            return { _, _ in value }
        }
        let compound = name.count > 1 && name.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(name) && program.functions(name) == nil
        if let op = SwiftBinaryOperator(rawValue: compound ? String(name.dropLast()) : name), op != .closedRange, op != .halfOpenRange {
            // `reduce(0, +)`: an operator as a function of two values; `reduce(into: 0, +=)`: a
            // compound assignment as one whose first parameter is `inout` (the standard
            // library's `static func += (lhs: inout ...)`).
            let spot = spot(reference, scope)
            let function = SwiftFunction(name: name, parameters: [
                SwiftFunction.Parameter(label: nil, name: "lhs", type: nil, isInout: compound, defaultValue: nil),
                SwiftFunction.Parameter(label: nil, name: "rhs", type: nil, isInout: false, defaultValue: nil),
            ], returnType: nil, owner: nil, spot: spot)
            function.slotCount = 2
            // `levels.sorted(by: >)` of `enum Level: Comparable` with its `static func <`: the
            // program's operators and those Swift derives from them, as an operator written
            // between two operands takes them (it was "cannot compare `.high` with `.mid`").
            let declared = DeclaredOperators.applies(op, in: program) ? DeclaredOperators(program: program) : nil
            function.body = [CompiledStatement { machine, frame in
                let result = try declared?.apply(op, frame[0], frame[1], machine: machine, at: spot)
                    ?? SwiftOperators.binary(op, frame[0], frame[1], running: machine, at: spot)
                guard compound else { return .returned(result) }
                frame[0] = result
                return .returned(.void)
            }]
            return { _, _ in .closure(SwiftClosure(function: function, captured: nil)) }
        }
        if let functions = program.functions(name), let first = functions.first {
            // A function used as a value (`sizes.map(measure)`); of overloads, the one whose
            // parameters the declared function type has (`let g: (Int, Int) -> Int = divide`).
            let wanted = contextualTypes[reference.id]?.functionParameters
            let function = wanted.flatMap { wanted in functions.first { $0.parameters.count == wanted.count } } ?? first
            return { _, _ in .closure(SwiftClosure(function: function, captured: nil)) }
        }
        if !Self.cannotBeFunctionValue(reference), !(standsInForTheApp && Self.isGivenToANumbersInitialiser(reference)),
           let value = Self.builtInFunctionValue(name, spot: spot(reference, scope)) {
            // `lengths.map(sqrt)`, `pairs.map(max)`: a built-in function used as a value.
            return { _, _ in value }
        }
        if let (depth, type) = scope.resolveSelf(), type.hasDynamicSelf {
            // `width` inside `extension CGSize`: the built-in member of `self`.
            let spot = spot(reference, scope)
            return { machine, frame in try SwiftBuiltins.member(name, of: frame.outer(depth)[0], machine: machine, at: spot) }
        }
        let known = scope.names + (scope.resolveSelf()?.type.memberNames ?? []) + program.typeNames
            + Array(program.globals.keys) + Array(program.functions.keys)
        if standsInForTheApp, name.first?.isUppercase == true || standsInForAppNames(scope), !BuiltInNames.types.contains(name),
           !Self.swiftUILibraryNames.contains(name), NameSuggestion.sameCaseHint(for: name, among: known) == nil {
            // `UIDevice.current.userInterfaceIdiom`, `Calendar.current`, `ChartData.Point(...)`: a
            // type of the platform's or the app's that was not pasted stands in, as it does in a
            // body (a warning while an author works, an error in a build that refuses stand-ins);
            // so does a constant or global of the app's (`hoursUntilFoodEmpty` in an enum's
            // computed property). A slip of a name the code has stays an error.
            return standIn(name, at: reference, scope)
        }
        throw error("unknown name `\(name)`", at: reference, scope,
                    hint: NameSuggestion.hint(for: name, among: known)
                        ?? "layout code sees its parameters, its own declarations and the site's `layouts/` folder").identified(.unknownName, subject: name)
    }

    /// Whether a lowercase name of the app's stands in where `scope` compiles
    /// (``standsInForAppNames``): not in a `Layout`'s code, where it is a slip to name.
    func standsInForAppNames(_ scope: CompileScope) -> Bool {
        standsInForAppNames && !isLayoutCode(scope)
    }

    /// Whether the app's value that code reads where `scope` compiles stands in
    /// (``standsInForTheApp``): not in a `Layout`'s code, which runs where nothing stands in.
    func standsInForTheApp(_ scope: CompileScope) -> Bool {
        standsInForTheApp && !isLayoutCode(scope)
    }

    /// Whether `scope` is inside a `Layout`'s code.
    private func isLayoutCode(_ scope: CompileScope) -> Bool {
        scope.resolveSelf()?.type.role == .layout
    }

    /// `written`, a value of the app's or the platform's that was not pasted, as a constant
    /// stand-in, listed once for the block's warning at `node`.
    func standIn(_ written: String, at node: some SyntaxProtocol, _ scope: CompileScope) -> SwiftExpression {
        let location = scope.positions.location(of: node)
        if !standIns.contains(where: { $0.location == location }) { standIns.append((written, location)) }
        let value = SwiftValue.swiftUI(.standIn(written))
        return { _, _ in value }
    }

    // MARK: - Members

    /// Whether `reference` stands where Swift takes no function: the base of a member access
    /// (`type.accent`; a function has no members), a `switch`'s subject, an operand of an
    /// operator, a condition; or it is `type`, whose `type(of:)` Swift allows only called
    /// (The Swift Programming Language, "Expressions": "type(of:)" is a special form). There a
    /// name the code does not declare that spells a standard-library function (`type`, `min`,
    /// `abs`) is the app's property that was not pasted, a stand-in, not the function (set AA:
    /// `switch type { ... default: type.normColor }` was "a closure has no member").
    static func cannotBeFunctionValue(_ reference: DeclReferenceExprSyntax) -> Bool {
        if reference.baseName.nameText == "type" { return true }
        guard let parent = reference.parent else { return false }
        if let access = parent.as(MemberAccessExprSyntax.self) { return access.base?.id == reference.id }
        if let subject = parent.as(SwitchExprSyntax.self) { return subject.subject.id == reference.id }
        return parent.is(ExprListSyntax.self) || parent.is(InfixOperatorExprSyntax.self) || parent.is(ConditionElementSyntax.self)
            || parent.is(PrefixOperatorExprSyntax.self)
    }

    /// Whether `reference` is given to an initialiser of a number or a string (`Int(min)`,
    /// `String(format: "%.0f", max)`), none of which takes a function but `String(describing:)`:
    /// on a page, a name there that spells a standard function is the app's property, not
    /// pasted (set CB's Vision-DG, a row's `var min: Double`); a script keeps Swift's refusal.
    static func isGivenToANumbersInitialiser(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let argument = reference.parent?.as(LabeledExprSyntax.self), argument.label?.text != "describing",
              argument.label?.text != "reflecting", let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText else { return false }
        return ["Int", "Double", "CGFloat", "Float", "String"].contains(type)
    }

    /// A built-in function named as a value (`max`, `sqrt` in `lengths.map(sqrt)`), a closure
    /// of its arity.
    static func builtInFunctionValue(_ name: String, spot: SwiftSpot) -> SwiftValue? {
        guard let builtIn = SwiftBuiltins.function(name), name.first?.isLowercase == true else { return nil }
        return Self.functionValue(name, arity: Self.binaryFunctionNames.contains(name) ? 2 : 1, spot: spot) { machine, arguments, spot in
            try builtIn(machine, arguments.map { _ in nil }, arguments, spot)
        }
    }

    /// `Swift.max` where the code declares a `max` too (`ModuleQualification` left its
    /// qualifier): the built-in function's name, when the module is not shadowed.
    func moduleQualifiedBuiltIn(_ access: MemberAccessExprSyntax, _ scope: CompileScope) -> String? {
        guard let module = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText, ModuleQualification.modules.contains(module),
              scope.resolve(module) == nil, program.type(module) == nil else { return nil }
        let name = access.declName.baseName.nameText
        return SwiftBuiltins.function(name) != nil ? name : nil
    }

    private func memberAccess(_ access: MemberAccessExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        if let wrapped = wrappedValueOfStorage(ExprSyntax(access), scope) { return try expression(wrapped, scope) }
        let member = access.declName.baseName.nameText
        if member == "self", let base = access.base, !base.is(DeclReferenceExprSyntax.self), let name = collectionTypeName(base, scope) {
            // `[Shelf.Book].self`, `[String: Book].self`: the collection type, which Swift
            // writes `Array<Book>` (a decoder's type argument: set AI's ExcalidrawZ).
            let value = SwiftValue.type(SwiftTypeName(name: name, declared: nil))
            return { _, _ in value }
        }
        if let name = moduleQualifiedBuiltIn(access, scope), let value = Self.builtInFunctionValue(name, spot: spot(access, scope)) {
            // `values.reduce(0, Swift.max)`: the standard library's function as a value.
            return { _, _ in value }
        }
        guard let baseSyntax = access.base else {
            if let type = contextualStruct(of: access), let getter = type.statics[member] {
                // `let style: Style = .compact`: the author's type's static property.
                let spot = spot(access.declName, scope)
                return { machine, _ in try machine.staticValue(getter, at: spot) }
            }
            if let typeName = contextualTypes[access.id]?.unwrapped.name, program.type(typeName) == nil {
                if let getter = program.extensionType(typeName)?.statics[member] {
                    // `.infinity` where a CGSize goes, from the author's `extension CGSize { static var infinity: Self }`.
                    let spot = spot(access.declName, scope)
                    return { machine, _ in try machine.staticValue(getter, at: spot) }
                }
                if let resolved = BuiltInNames.staticMember(typeName, member) {
                    // `let anchor: UnitPoint = .center`: resolved once, here.
                    return { _, _ in resolved }
                }
                if implicitChainRoots.contains(access.id) || typeName == "Date", BuiltInNames.types.contains(typeName),
                   let resolved = try? staticMember(typeName, member, at: access, scope) {
                    // `.now` of `.now.addingTimeInterval(-60)` where a `Date` goes: the chain's
                    // root is the type's static member, read as `Date.now` is (SE-0287); a date
                    // alone too (`Expense(date: .now)`), which a memberwise argument keeps as it is.
                    return resolved
                }
            }
            let value = SwiftValue.implicitMember(member)
            return { _, _ in value }
        }
        let spot = spot(access.declName, scope)
        if let typeName = staticTypeName(baseSyntax, scope) {
            return try staticMember(typeName, member, at: access, scope)
        }
        let base = try expression(baseSyntax, scope)
        let optional = SwiftCompiler.isOptionalChained(baseSyntax)
        let extensions = program.extensionMembers(member, properties: true)
        let ofOptional = !optional && !extensions.isEmpty && staticType(of: baseSyntax)?.isOptional == true
        // `Figure.circle(2).area`, `style.width`: an enum's computed property, found by the case.
        let enums = program.enumTypes(declaring: member, properties: true)
        if extensions.isEmpty, enums.isEmpty, standsInForTheApp, staticType(of: baseSyntax) == .named("GeometryProxy"),
           case let known = Self.builtInMemberNames("GeometryProxy"), !known.contains(member), NameSuggestion.hint(for: member, among: known) == nil,
           !known.contains(where: { $0.hasPrefix(member) || member.hasPrefix($0) }) {
            // `proxy.stripHeight` of the app's `extension GeometryProxy`, not pasted (set AP's
            // code-ios-app; `proxy.safeArea`, a part of a member's name, is a slip): the proxy's
            // values are read while the engine lays out, where no
            // library makes stand-ins, so the app's member stands in here, as it is compiled.
            return standIn(access.trimmedDescription, at: access, scope)
        }
        if extensions.isEmpty, enums.isEmpty, let reader = SwiftMemberReader.named(member) {
            let read = reader.read
            return { machine, frame in
                let value = try base(machine, frame)
                if let result = read(value) { return result }
                if optional, case .none = value { return .none }
                return try SwiftBuiltins.member(member, of: value, machine: machine, at: spot)
            }
        }
        let isIntegerLiteral = baseSyntax.is(IntegerLiteralExprSyntax.self)
        let enumsWithMethod = program.enumTypes(declaring: member, properties: false)
        if member == "localizedDescription", enums.isEmpty, extensions.isEmpty {
            return localizedDescription(of: base, optional: optional, spot: spot)
        }
        return { machine, frame in
            let value = SwiftCompiler.literalReceiver(try base(machine, frame), isIntegerLiteral: isIntegerLiteral, extensions)
            if optional, case .none = value { return .none }
            if ofOptional, let getter = SwiftCompiler.extensionFunctions(extensions, of: value, ofOptional: true)?.first {
                return try machine.call(getter, self: value, arguments: [], captured: nil, at: spot).0
            }
            if let name = value.enumCaseName, let type = enums.first(where: { $0.caseNames.contains(name) }),
               let getter = type.methods[member]?.first(where: \.isProperty) {
                return try machine.call(getter, self: value, arguments: [], captured: nil, at: spot).0
            }
            // `tasks.filter(filter.matches)`: a method named without a call is a function with
            // `self` bound (The Swift Programming Language, "Explicit Member Expression"), unless
            // a stored property has the name (`store.bookmarks` beside `func bookmarks(for:)`,
            // set BK's canfar: the property, as swiftc reads it where no function type is asked).
            let ownMethods: [SwiftFunction]? = if case .instance(let instance) = value { instance.type.propertyIndex(member) == nil ? instance.type.methods[member] : nil }
                else if let name = value.enumCaseName { enumsWithMethod.first { $0.caseNames.contains(name) }?.methods[member] } else { nil }
            if let method = ownMethods?.first(where: { !$0.isProperty }), ownMethods?.count == 1 {
                return SwiftCompiler.functionValue(member, arity: method.parameters.count, spot: spot) { machine, arguments, spot in
                    try machine.call(method, self: value, arguments: arguments, captured: nil, at: spot).0
                }
            }
            if !extensions.isEmpty, let getter = SwiftCompiler.extensionFunctions(extensions, of: value)?.first {
                return try machine.call(getter, self: value, arguments: [], captured: nil, at: spot).0
            }
            return try SwiftBuiltins.member(member, of: value, machine: machine, at: spot)
        }
    }

    /// The member `name` a conforming value declares itself (its struct's, or the enum's that
    /// has its case among `enums`), for a protocol requirement called from the protocol's extension.
    static func ownMember(_ name: String, of value: SwiftValue, property: Bool, enums: [SwiftStruct]) -> SwiftFunction? {
        let type: SwiftStruct? = if case .instance(let instance) = value { instance.type }
            else if let caseName = value.enumCaseName { enums.first { $0.caseNames.contains(caseName) } } else { nil }
        guard let type, !type.isProtocol else { return nil }
        return type.methods[name]?.first { $0.isProperty == property }
    }

    /// Every method `name` a conforming value declares itself (see `ownMember`).
    static func ownMethods(_ name: String, of value: SwiftValue, enums: [SwiftStruct]) -> [SwiftFunction]? {
        let type: SwiftStruct? = if case .instance(let instance) = value { instance.type }
            else if let caseName = value.enumCaseName { enums.first { $0.caseNames.contains(caseName) } } else { nil }
        guard let type, !type.isProtocol else { return nil }
        return type.methods[name]?.filter { !$0.isProperty }
    }

    /// Foundation's `error.localizedDescription`: a `LocalizedError`'s `errorDescription`
    /// (Apple, "LocalizedError"). Without one Foundation's text names the app's module, which a
    /// page does not know, so that is an error saying what to declare.
    private func localizedDescription(of base: @escaping SwiftExpression, optional: Bool, spot: SwiftSpot) -> SwiftExpression {
        let describing = program.enumTypes(declaring: "errorDescription", properties: true)
        return { machine, frame in
            let value = try base(machine, frame)
            if optional, case .none = value { return .none }
            // `model.status.localizedDescription` of the app's value: its text stands in, as the
            // value does (set AK's GlucoseDirect); Foundation's text is only a real error's.
            if let written = value.standIn { return .swiftUI(.standIn(written + ".localizedDescription")) }
            let getter: SwiftFunction? = if case .instance(let instance) = value { instance.type.methods["errorDescription"]?.first(where: \.isProperty) }
                else if let name = value.enumCaseName { describing.first { $0.caseNames.contains(name) }?.methods["errorDescription"]?.first(where: \.isProperty) }
                else { nil }
            let text = try getter.map { try machine.call($0, self: value, arguments: [], captured: nil, at: spot).0 }
            guard let text, text.isString else {
                throw spot.error("the `localizedDescription` of \(value.described) is Foundation's text naming the app's module",
                                 hint: "conform the error to `LocalizedError` with an `errorDescription`")
            }
            return text
        }
    }

    /// `[Book]` and `[String: Book]` written as a literal of types, as Swift prints them
    /// (`Array<Book>`, `Dictionary<String, Book>`; a nested type by its own name); `nil` for a
    /// literal of values.
    private func collectionTypeName(_ syntax: ExprSyntax, _ scope: CompileScope) -> String? {
        if let array = syntax.as(ArrayExprSyntax.self) {
            guard array.elements.count == 1, let element = array.elements.first, let inner = collectionTypeName(element.expression, scope) else { return nil }
            return "Array<\(inner)>"
        }
        if let dictionary = syntax.as(DictionaryExprSyntax.self) {
            guard case .elements(let pairs) = dictionary.content, pairs.count == 1, let pair = pairs.first,
                  let key = collectionTypeName(pair.key, scope), let value = collectionTypeName(pair.value, scope) else { return nil }
            return "Dictionary<\(key), \(value)>"
        }
        if let known = staticTypeName(syntax, scope) { return String(known.split(separator: ".").last ?? Substring(known)) }
        // `[String: KeyMapping].self` of the app's type, not pasted (set BK's Directors-Chair): in
        // a collection type a capitalised name no value has is a type, the app's; it was read
        // as a dictionary literal of `String.self`, "not `Hashable`".
        // A script (and a `Layout`'s code), where nothing stands in, names it as Swift does.
        if standsInForAppNames(scope), let reference = syntax.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           scope.resolve(reference.baseName.nameText) == nil,
           reference.baseName.nameText.first?.isUppercase == true {
            return reference.baseName.nameText
        }
        return nil
    }

    /// The type a member access starts from (`CGFloat.pi`, `Rank.self`, `Self.spacing`), or
    /// `nil` when the base is a value.
    func staticTypeName(_ base: ExprSyntax, _ scope: CompileScope) -> String? {
        if let access = base.as(MemberAccessExprSyntax.self), let outer = access.base, let outerName = staticTypeName(outer, scope),
           let nested = program.nestedTypeName(outerName, access.declName.baseName.nameText) {
            return nested
        }
        // `Optional<UUID>.none`, `Array<Int>.Element`: the type without its generic arguments.
        guard let reference = base.as(DeclReferenceExprSyntax.self)
            ?? base.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.nameText
        if name == "Self" { return scope.staticType?.name }
        // A type the code declares may start lowercase (`enum testError: Error`).
        guard scope.resolve(name) == nil, name.first?.isUppercase == true || program.type(name) != nil else { return nil }
        if program.type(name) != nil || BuiltInNames.types.contains(name) { return name }
        // `Font.big(20)` of the block's `extension Font`: a SwiftUI type the code extends
        // (`swiftUIExpression` leaves the type's own members to the library); `URL.help(topic:)`
        // of its `extension URL`, a standard or Foundation type it extends.
        if program.extensionType(name) != nil, Self.swiftUILibraryNames.contains(name) || Self.builtInExtensionNames[name] != nil { return name }
        return nil
    }

    private func staticMember(_ typeName: String, _ member: String, at access: MemberAccessExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        if member == "self" {
            let value = SwiftValue.type(SwiftTypeName(name: typeName, declared: program.type(typeName)))
            return { _, _ in value }
        }
        if member == "Type", program.nestedTypeName(typeName, member) == nil {
            // `Self.Type.self`, `Card.Type`: the metatype's type, which prints as `Card.Type`
            // (set BE's Wasserflug, a logger's category).
            let value = SwiftValue.type(SwiftTypeName(name: typeName + ".Type", declared: nil))
            return { _, _ in value }
        }
        if member == "init", let value = try initializerValue(typeName, at: access, scope) {
            return { _, _ in value }
        }
        // `[Shelf.Book].self`, `[String: Shelf.Book].self`: a nested type named through its
        // parent where a type goes (The Swift Programming Language, "Nested Types"; set AI's
        // ExcalidrawZ, in a decoder's type argument).
        if let nested = program.nestedTypeName(typeName, member) {
            let value = SwiftValue.type(SwiftTypeName(name: nested, declared: program.type(nested)))
            return { _, _ in value }
        }
        if let type = program.type(typeName) {
            if type.isProtocol, type.statics[member] == nil, let (depth, _) = scope.resolveSelf() {
                // `Self.kind` in a protocol's default method: the static member of the type
                // conforming, which `self` is an instance of (a static requirement).
                let spot = spot(access.declName, scope)
                return { machine, frame in
                    guard case .instance(let instance) = frame.outer(depth)[0], let getter = instance.type.statics[member] else {
                        throw spot.error("`\(frame.outer(depth)[0].typeName)` has no static member `\(member)`")
                    }
                    return try machine.staticValue(getter, at: spot)
                }
            }
            if type.statics[member] == nil, type.viewStatics[member] != nil {
                // `tint ?? Self.fallbackTint` in an `init`, of `static let fallbackTint: Color =
                // .orange`: a static holding a SwiftUI value is the library's to make, as a body
                // reads it (set AQ's CopilotForXcode; it was "no static member").
                let spot = spot(access.declName, scope), node = Syntax(access.declName)
                return { machine, _ in
                    guard let library = machine.library else {
                        throw spot.error("`\(typeName).\(member)` is a SwiftUI value, which code running while the engine lays out cannot make",
                                         hint: "make it in the view's body or a property, and pass it to the layout")
                    }
                    return try library.declaredStaticValue(type, member, at: node)
                }
            }
            if type.statics[member] == nil, let methods = type.staticMethods[member], methods.count == 1, let method = methods.first {
                // `[band].map(Gig.shout)`: a static method named without a call is a function
                // (The Swift Programming Language, "Explicit Member Expression"; set AP's WXYC).
                let value = SwiftCompiler.functionValue(member, arity: method.parameters.count, spot: spot(access.declName, scope)) { machine, arguments, spot in
                    try machine.call(method, self: nil, arguments: arguments, captured: nil, at: spot).0
                }
                return { _, _ in value }
            }
            guard let getter = type.statics[member] else {
                let slip = NameSuggestion.hint(for: member, among: Array(type.statics.keys))
                if slip == nil, standsInForTheApp(scope), !Interpreter.namesAConstant(member) {
                    // `ContactField.ContactFieldType.allCases` of the app's `extension ContactField
                    // { enum ContactFieldType }` in a file not pasted beside the struct (set BI's
                    // monicahq): a type the extension nests, whose uses stand in, as its static
                    // methods do; in a `Layout`, and for a slip, it stays the error.
                    return standIn(typeName + "." + member, at: access, scope)
                }
                throw error("`\(typeName)` has no static member `\(member)`", at: access.declName, scope, hint: slip)
            }
            let spot = spot(access.declName, scope)
            return { machine, _ in try machine.staticValue(getter, at: spot) }
        }
        if typeName == "Date" || typeName == "NSDate", program.extensionType(typeName)?.statics[member] == nil,
           Interpreter.dateMemberSeconds(member, now: 0) != nil {
            // `Date.now`, `Date.distantPast`: Foundation's dates, `now` the page's (one owner with
            // the view builder's `dateMember`, `Interpreter.dateMemberSeconds`).
            let spot = spot(access.declName, scope)
            return { machine, _ in
                .swiftUI(DateArithmetic.value(Interpreter.dateMemberSeconds(member, now: machine.library?.pageNow ?? Interpreter.fixedNow)!, at: spot.location))
            }
        }
        if typeName == "HorizontalAlignment" || typeName == "VerticalAlignment",
           let guide = program.guide(member, horizontal: typeName == "HorizontalAlignment") {
            return { _, _ in guide }
        }
        if let getter = program.extensionType(typeName)?.statics[member] {
            let spot = spot(access.declName, scope)
            return { machine, _ in try machine.staticValue(getter, at: spot) }
        }
        guard let value = BuiltInNames.staticMember(typeName, member) else {
            if let reason = FixedWidthIntegers.unrepresentable(typeName, member) {
                throw error(reason, at: access.declName, scope, hint: "use `Int.max`")
            }
            if standsInForTheApp, member.first?.isUppercase == true {
                // `String.Encoding.utf8`, `Calendar.Identifier.gregorian`: a type Foundation nests
                // in a standard one that the page lacks stands in, as the platform's types do (set AG).
                return standIn(typeName + "." + member, at: access, scope)
            }
            if standsInForAppNames(scope) {
                // `DateFormatter.monthYear` in a view's computed property: a static the app's
                // extension of a platform type declares (set AN's mmex), which was not pasted;
                // its value stands in, as such a member does where a view reads it. A `Layout`'s
                // code names no such thing by accident, so there it stays an error.
                return standIn(typeName + "." + member, at: access, scope)
            }
            throw error("unknown member `\(typeName).\(member)`", at: access.declName, scope, id: .unknownMember)
        }
        return { _, _ in value }
    }

    /// Built-in functions of two arguments, for their use as values (`reduce(0, max)`), and C's
    /// names for them (`powf`, `fmin`: ``SwiftBuiltins/cMathAliases``).
    static let binaryFunctionNames: Set<String> = {
        let names: Set<String> = ["min", "max", "pow", "atan2", "hypot", "fmod"]
        return names.union(SwiftBuiltins.cMathAliases.filter { names.contains($0.value) }.keys)
    }()

    /// A function value calling `body` with its `arity` arguments: a built-in function or an
    /// initialiser named without a call (`map(sqrt)`, `map(String.init)`).
    static func functionValue(_ name: String, arity: Int, spot: SwiftSpot,
                              _ body: @escaping (SwiftMachine, [SwiftValue], SwiftSpot) throws -> SwiftValue) -> SwiftValue {
        let parameters = (0..<arity).map { SwiftFunction.Parameter(label: nil, name: "$\($0)", type: nil, isInout: false, defaultValue: nil) }
        let function = SwiftFunction(name: name, parameters: parameters, returnType: nil, owner: nil, spot: spot)
        function.slotCount = arity
        function.body = [CompiledStatement { machine, frame in .returned(try body(machine, (0..<arity).map { frame[$0] }, spot)) }]
        return .closure(SwiftClosure(function: function, captured: nil))
    }

    /// `Item.init` / `String.init` without a call: a function of the initialiser's arguments,
    /// in order (The Swift Programming Language, "Initializer Expression": an initializer
    /// "can be used as a function value"). A declared type's only written `init`, else its
    /// memberwise one; a built-in type's single-value conversion.
    private func initializerValue(_ typeName: String, at access: MemberAccessExprSyntax, _ scope: CompileScope) throws -> SwiftValue? {
        let spot = spot(access, scope)
        if let type = program.type(typeName) {
            if let initializer = type.initializers.first {
                guard type.initializers.count == 1 else {
                    // `id.map(Pubkey.init)` of `init(_ data: Data)` beside `init?(hex: String)`:
                    // Swift picks the one whose parameter types the function's context gives;
                    // here, of initialisers taking as many arguments, the one the arguments
                    // fit when it is called, as an overloaded call is chosen (set Y's damus).
                    let arity = initializer.parameters.count
                    guard type.initializers.allSatisfy({ $0.parameters.count == arity }) else {
                        throw error("`\(typeName).init` names one of several initialisers", at: access.declName, scope,
                                    hint: "write a closure that calls the one you mean: `{ \(typeName)(...) }`")
                    }
                    let candidates = type.initializers.map { ($0, $0.parameters.indices.map(ArgumentSource.argument)) }
                    let program = program
                    return Self.functionValue("\(typeName).init", arity: arity, spot: spot) { machine, arguments, spot in
                        let (chosen, sources) = candidates[try SwiftCompiler.bestOverload(candidates, values: arguments, program: program, at: spot)]
                        return try SwiftCompiler.initialize(type, with: chosen, sources: sources, values: arguments, machine: machine, at: spot)
                    }
                }
                let sources = initializer.parameters.indices.map(ArgumentSource.argument)
                return Self.functionValue("\(typeName).init", arity: initializer.parameters.count, spot: spot) { machine, arguments, spot in
                    try SwiftCompiler.initialize(type, with: initializer, sources: sources, values: arguments, machine: machine, at: spot)
                }
            }
            // A class has no memberwise initialiser: its `init()` takes nothing.
            let members = type.isClass ? [] : type.properties.indices.filter { type.properties[$0].isMemberwiseParameter }
            return Self.functionValue("\(typeName).init", arity: members.count, spot: spot) { machine, arguments, spot in
                var positions: [Int?] = Array(repeating: nil, count: type.properties.count)
                for (position, index) in zip(arguments.indices, members) { positions[index] = position }
                return try SwiftCompiler.memberwise(type, positions: positions, values: arguments, machine: machine, at: spot)
            }
        }
        guard let builtIn = SwiftBuiltins.function(typeName) else { return nil }
        return Self.functionValue("\(typeName).init", arity: 1, spot: spot) { machine, arguments, spot in try builtIn(machine, [nil], arguments, spot) }
    }

    // MARK: - Subscripts

    private func subscriptAccess(_ access: SubscriptCallExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        if let typeName = staticTypeName(access.calledExpression, scope), let getters = program.type(typeName)?.staticMethods[SwiftCompiler.subscriptGetterName] {
            // `Squares[4]`: the type's static subscript.
            let arguments = try access.arguments.map { CompiledArgument(label: $0.label?.text, value: try expression($0.expression, scope), target: nil, isTrailingClosure: false) }
            guard let (getter, sources) = SwiftCompiler.match(getters, arguments) else {
                throw error("no `\(typeName)` subscript takes these arguments", at: access, scope)
            }
            let spot = spot(access, scope)
            return { machine, frame in
                try SwiftCompiler.run(getter, self: nil, sources: sources, arguments: arguments, selfTarget: nil, machine: machine, frame: frame, at: spot)
            }
        }
        let base = try expression(access.calledExpression, scope)
        passKeyContext(access, scope)
        let labels = access.arguments.map { $0.label?.text }
        let arguments = try access.arguments.map { CompiledExpression(run: try expression($0.expression, scope)) }
        let spot = spot(access, scope)
        let optional = SwiftCompiler.isOptionalChained(access.calledExpression)
        let extensions = program.extensionMembers(SwiftCompiler.subscriptGetterName, properties: false)
        if !extensions.isEmpty {
            // `746381295[0]` with `extension Int { subscript(digitIndex: Int) -> Int }`.
            let isIntegerLiteral = access.calledExpression.is(IntegerLiteralExprSyntax.self)
            return { machine, frame in
                let value = SwiftCompiler.literalReceiver(try base(machine, frame), isIntegerLiteral: isIntegerLiteral, extensions)
                if optional, case .none = value { return .none }
                let values = try arguments.map { try $0.run(machine, frame) }
                if let getter = SwiftCompiler.extensionFunctions(extensions, of: value)?.first(where: { $0.parameters.map(\.label) == labels }) {
                    return try machine.call(getter, self: value, arguments: values, captured: nil, at: spot).0
                }
                return try SwiftBuiltins.subscriptGet(value, labels: labels, arguments: values, machine: machine, at: spot)
            }
        }
        if arguments.count == 1, labels[0] == nil {
            // `subviews[index]`, `sizes[i]`: read in place; anything else (and every error) takes the general path.
            let index = arguments[0].run
            return { machine, frame in
                let value = try base(machine, frame)
                if optional, case .none = value { return .none }
                let position = try index(machine, frame)
                if case .int(let offset) = position {
                    switch value {
                    case .subviews(let subviews) where subviews.indices.contains(offset): return .subview(subviews[offset])
                    case .array(let elements) where elements.indices.contains(offset): return elements[offset]
                    default: break
                    }
                }
                return try SwiftBuiltins.subscriptGet(value, labels: labels, arguments: [position], machine: machine, at: spot)
            }
        }
        return { machine, frame in
            let value = try base(machine, frame)
            if optional, case .none = value { return .none }
            return try SwiftBuiltins.subscriptGet(value, labels: labels, arguments: try arguments.map { try $0.run(machine, frame) }, machine: machine, at: spot)
        }
    }

    // MARK: - Operators

    private func prefix(_ prefix: PrefixOperatorExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        let symbol = prefix.operator.text
        let spot = spot(prefix, scope)
        if symbol == "-", prefix.expression.is(IntegerLiteralExprSyntax.self), case .floatingPoint? = contextualTypes[prefix.id]?.unwrapped,
           contextualTypes[prefix.expression.id] == nil {
            // `noPrice ?? -1` of a `Double?`: a negative literal takes its context's type as the literal does.
            contextualTypes[prefix.expression.id] = contextualTypes[prefix.id]
        }
        let functions = DeclaredOperators.functions(symbol, arity: 1, in: program)
        if !functions.isEmpty {
            // `-vector`, `+++counter`: the code's `prefix func`; one taking its operand `inout`
            // changes the variable it is written on.
            let declared = DeclaredOperators(program: program)
            let place = functions.contains { $0.parameters[0].isInout } ? try lvalue(prefix.expression, scope, at: prefix) : nil
            let operand = try place?.get ?? expression(prefix.expression, scope)
            return { machine, frame in
                let value = try operand(machine, frame)
                guard let function = declared.choose(functions, for: value) else { return try SwiftOperators.prefix(symbol, value, at: spot) }
                let (result, callee) = try machine.call(function, self: nil, arguments: [value], captured: nil, at: spot)
                if function.parameters[0].isInout, let place { try place.set(machine, frame, callee[function.parameterSlot(0)]) }
                return result
            }
        }
        let operand = try expression(prefix.expression, scope)
        switch symbol {
        case "-":
            return { machine, frame in
                let value = try operand(machine, frame)
                if case .double(let number) = value { return .double(-number) }
                return try SwiftOperators.prefix(symbol, value, at: spot)
            }
        case "!":
            return { machine, frame in
                let value = try operand(machine, frame)
                if case .bool(let flag) = value { return .bool(!flag) }
                return try SwiftOperators.prefix(symbol, value, at: spot)
            }
        default:
            return { machine, frame in try SwiftOperators.prefix(symbol, try operand(machine, frame), at: spot) }
        }
    }

    private func infix(_ infix: InfixOperatorExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        if infix.operator.is(AssignmentExprSyntax.self) {
            let statement = try assignment(target: infix.leftOperand, symbol: "=", value: infix.rightOperand, scope)
            return { machine, frame in _ = try statement(machine, frame); return .void }
        }
        if let binary = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let symbol = binary.operator.text
            if Self.compoundAssignments.contains(symbol) {
                let statement = try assignment(target: infix.leftOperand, symbol: String(symbol.dropLast()), value: infix.rightOperand, scope)
                return { machine, frame in _ = try statement(machine, frame); return .void }
            }
            if SwiftBinaryOperator(rawValue: symbol) == nil,
               DeclaredOperators.functions(symbol, arity: 2, in: program).contains(where: { $0.parameters[1].isAutoclosure }) {
                // `x &&& y()` of `func &&&(x: Bool, y: @autoclosure () -> Bool)`: as `&&` is declared.
                autoclosureArguments.insert(infix.rightOperand.id)
            }
            let left = try expression(infix.leftOperand, scope)
            if ["??", "==", "!=", "<", ">", "<=", ">="].contains(symbol), contextualTypes[infix.rightOperand.id] == nil,
               let leftType = staticType(of: infix.leftOperand) {
                // `missing ?? .at(9)`, `p == .origin`: the right operand is of the left's type
                // (unwrapped after `??`), as Swift infers it.
                contextualTypes[infix.rightOperand.id] = symbol == "??" ? leftType.unwrapped : leftType
            } else if ["+", "-", "*", "/"].contains(symbol), contextualTypes[infix.rightOperand.id] == nil,
                      let leftType = staticType(of: infix.leftOperand), case .named(let name) = leftType, program.type(name) != nil {
                // `p + .origin` of the block's `static func + (a: Point, b: Point)`: the implicit
                // member is the left operand's type's, as the operator's overload gives it.
                contextualTypes[infix.rightOperand.id] = leftType
            }
            let right = try expression(infix.rightOperand, scope)
            let spot = spot(binary, scope)
            switch symbol {
            case "&&":
                return { machine, frame in
                    guard try SwiftOperators.truth(try left(machine, frame), at: spot) else { return .bool(false) }
                    return .bool(try SwiftOperators.truth(try right(machine, frame), at: spot))
                }
            case "||":
                return { machine, frame in
                    if try SwiftOperators.truth(try left(machine, frame), at: spot) { return .bool(true) }
                    return .bool(try SwiftOperators.truth(try right(machine, frame), at: spot))
                }
            case "??":
                return { machine, frame in
                    let value = try left(machine, frame)
                    if case .none = value { return try right(machine, frame) }
                    return value
                }
            case "~=":
                return { machine, frame in .bool(try SwiftOperators.matches(try left(machine, frame), try right(machine, frame), at: spot)) }
            default:
                guard let op = SwiftBinaryOperator(rawValue: symbol) else {
                    // `1 <+> 2`: an operator the code declares (`infix operator <+>`) and implements.
                    let functions = DeclaredOperators.functions(symbol, arity: 2, in: program)
                    guard !functions.isEmpty else {
                        if standsInForTheApp(scope) {
                            // `registry ~> String.self` of a package's operator (Swinject's), neither
                            // Swift's nor declared here: its result stands in, as the view builder
                            // stands an app's operator in (set BG's Bold-Budget); not in a `Layout`.
                            return standIn(infix.trimmedDescription, at: infix, scope)
                        }
                        throw error("the operator `\(symbol)` is not supported in layout code", at: binary, scope,
                                    hint: "declare it and a `func \(symbol)` of two operands")
                    }
                    let declared = DeclaredOperators(program: program)
                    // `x <+>= (3, 4)` of `func <+>= (a: inout Interval, b: Interval)`: the left
                    // operand is a place the function writes back, as an `inout` prefix operand is.
                    let place = functions.contains { $0.parameters[0].isInout } ? try lvalue(infix.leftOperand, scope, at: infix) : nil
                    return { machine, frame in
                        let a = try left(machine, frame), b = try right(machine, frame)
                        guard let function = declared.choose(functions, for: a) else {
                            throw spot.error("no `\(symbol)` takes \(a.described) and \(b.described)")
                        }
                        let (result, callee) = try machine.call(function, self: nil, arguments: [a, b], captured: nil, at: spot)
                        if function.parameters[0].isInout, let place { try place.set(machine, frame, callee[function.parameterSlot(0)]) }
                        return result
                    }
                }
                if DeclaredOperators.applies(op, in: program) {
                    // `Level.low < Level.high` with the author's `static func <`.
                    let declared = DeclaredOperators(program: program)
                    return { machine, frame in
                        let a = try left(machine, frame), b = try right(machine, frame)
                        return try declared.apply(op, a, b, machine: machine, at: spot) ?? SwiftOperators.library(op, a, b, machine: machine, at: spot)
                    }
                }
                if op == .add {
                    return { machine, frame in try SwiftOperators.library(.add, try left(machine, frame), try right(machine, frame), machine: machine, at: spot) }
                }
                return { machine, frame in
                    let a = try left(machine, frame), b = try right(machine, frame)
                    // A SwiftUI value: the library's operators (`date < .distantFuture` too), or the
                    // app's that stands in.
                    if case .swiftUI = a { return try SwiftOperators.library(op, a, b, machine: machine, at: spot) }
                    if case .swiftUI = b { return try SwiftOperators.library(op, a, b, machine: machine, at: spot) }
                    return try SwiftOperators.binary(op, a, b, running: machine, at: spot)
                }
            }
        }
        if let cast = infix.operator.as(UnresolvedAsExprSyntax.self) {
            throw error("`\(cast.trimmedDescription)` is not supported here", at: cast, scope)
        }
        throw error("this operator is not supported in layout code", at: infix.operator, scope)
    }

    // MARK: - Closures

    /// A closure written with `$0`, `$1`...: how many parameters it takes (`arity`), one more
    /// than the highest it names itself, not counting those of the closures inside it (The
    /// Swift Programming Language, "Shorthand Argument Names": `{ ($0.key, $0.value.sorted {
    /// $0 < $1 }) }` takes one value, a dictionary's entry, which it read as a key and a value);
    /// and the frame slots its `$n` take (`slots`), one more than the highest named anywhere in
    /// its body, nested closures' too, which only costs a slot. One walk of its tokens.
    static func shorthandUse(of closure: ClosureExprSyntax) -> (arity: Int, slots: Int) {
        closure.statements.tokens(viewMode: .sourceAccurate).reduce((arity: 0, slots: 0)) { counts, token in
            guard case .dollarIdentifier(let name) = token.tokenKind, let index = Int(name.dropFirst()) else { return counts }
            let own = token.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) })?.id == closure.id
            return (own ? max(counts.arity, index + 1) : counts.arity, max(counts.slots, index + 1))
        }
    }

    private func closure(_ closure: ClosureExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        var parameters: [SwiftFunction.Parameter] = []
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list):
                parameters = list.map { SwiftFunction.Parameter(label: nil, name: $0.name.nameText, type: nil, isInout: false, defaultValue: nil) }
            case .parameterClause(let list):
                parameters = list.parameters.map {
                    SwiftFunction.Parameter(label: nil, name: $0.secondName?.nameText ?? $0.firstName.nameText,
                                            type: $0.type.map(SwiftType.init), isInout: false, defaultValue: nil)
                }
            }
        }
        let function = SwiftFunction(name: "closure", parameters: parameters, returnType: resultType(of: closure), owner: nil, spot: spot(closure, scope))
        let captures = try captureList(closure, scope)
        let inner = CompileScope(parent: captures?.scope ?? scope, function: function, selfType: nil, positions: scope.positions)
        // A capture list alone names no parameters: `{ [weak lamp] in lamp?.level = $0 }` takes `$0`.
        let isShorthand = closure.signature?.parameterClause == nil
        inner.isShorthandClosure = isShorthand
        // `$0`, `$1`... take the first slots: as many as the body names (``shorthandUse(of:)``).
        // A frame holds them all, so ten every time was ten values to set up and tear down on
        // every call of `map { $0.width }`.
        let shorthand = isShorthand ? Self.shorthandUse(of: closure) : (arity: 0, slots: 0)
        let shorthandSlots = shorthand.slots
        // A closure where a function type is expected (`let scale: (Double) -> Double = { $0 / 2 }`,
        // an argument for a `(Int) -> String` parameter) takes its parameters' types from it.
        let declared = closureParameterTypes[closure.id] == nil ? contextualTypes[closure.id]?.unwrapped.functionParameters : nil
        let given = closureParameterTypes[closure.id] ?? declared ?? []
        if let declared {
            for index in function.parameters.indices where function.parameters[index].type == nil && index < declared.count {
                function.parameters[index].type = declared[index]
            }
        }
        if isShorthand {
            for index in 0..<shorthandSlots { _ = inner.declare("$\(index)", isConstant: false, type: index < given.count ? given[index] : nil) }
        } else {
            for index in function.parameters.indices where function.parameters[index].type == nil && index < given.count {
                inner.pendingTypes[function.parameters[index].name] = given[index]
            }
            inner.declareSelfAndParameters()
        }
        if let builder = resultBuilderClosures[closure.id].flatMap(program.type) {
            function.body = try resultBuilderBody(closure.statements, builder: builder, inner)
        } else {
            function.body = viewBuilderClosures.contains(closure.id)
                ? [CompiledStatement(run: try viewBuilderBody(closure, inner))]
                : try body(closure.statements, implicitReturn: true, inner)
        }
        if isShorthand {
            function.parameters = (0..<shorthandSlots).map { index in
                SwiftFunction.Parameter(label: nil, name: "$\(index)", type: declared.flatMap { index < $0.count ? $0[index] : nil }, isInout: false, defaultValue: nil)
            }
            function.shorthandCount = shorthand.arity
        }
        if let captures {
            let (slotCount, values) = (captures.scope.function.slotCount, captures.values)
            return { machine, frame in
                let held = SwiftFrame.make(slotCount: slotCount, parent: frame)
                for (slot, value) in values { held[slot] = try value(machine, frame) }
                return .closure(SwiftClosure(function: function, captured: held))
            }
        }
        return { _, frame in .closure(SwiftClosure(function: function, captured: frame)) }
    }

    /// A closure's result type, which its returns are of: written (`{ () -> Double in 1 }`
    /// gives `1.0`) or given by its context (`let scale: () -> Double = { 2 }`, and `let
    /// columns: [GridItem] = { ... return [.init()] }()`, whose `.init()` is then a
    /// `GridItem`), as Swift infers a closure's type from its context (SE-0326). Only a type
    /// the code or the evaluator knows: a generic parameter's result (`(T) -> U`) is not one
    /// until the call is, and a closure of views stays the view builder's; `nil` otherwise.
    private func resultType(of closure: ClosureExprSyntax) -> SwiftType? {
        guard let type = closure.signature?.returnClause.map({ SwiftType($0.type) }) ?? contextualTypes[closure.id]?.unwrapped.functionResult,
              !type.isVoid, !Self.isViewType(type.description), isKnown(type) else { return nil }
        return type
    }

    /// Whether every type `type` names is one the code declares or the evaluator has
    /// (`[GridItem]`, `(Int, String)?`), not a generic parameter's name.
    private func isKnown(_ type: SwiftType) -> Bool {
        switch type {
        case .int, .floatingPoint, .bool, .string: true
        case .optional(let wrapped), .array(let wrapped): isKnown(wrapped)
        case .dictionary(let key, let value): isKnown(key) && isKnown(value)
        case .tuple(let parts): parts.allSatisfy { isKnown($0.type) }
        case .named(let name): program.type(name) != nil || BuiltInNames.types.contains(name) || Self.swiftUILibraryNames.contains(name)
        }
    }

    /// A closure's capture list (`{ [weak lamp] in ... }`, `{ [l = lamp, count] in ... }`): each
    /// name a constant of the closure, given when the closure is made the value of its
    /// expression, or of the name around it (The Swift Programming Language, "Automatic
    /// Reference Counting": "Defining a Capture List"). They live in a frame between the
    /// closure's and the one it was made in. `self` is left to the scope around it, whose
    /// `self` it is. `nil` for a closure without a capture list of other names.
    private func captureList(_ closure: ClosureExprSyntax, _ scope: CompileScope) throws -> (scope: CompileScope, values: [(Int, SwiftExpression)])? {
        guard let items = closure.signature?.capture?.items, items.contains(where: { $0.name.nameText != "self" }) else { return nil }
        let held = SwiftFunction(name: "capture list", parameters: [], returnType: nil, owner: nil, spot: spot(closure, scope))
        let captureScope = CompileScope(parent: scope, function: held, selfType: nil, positions: scope.positions)
        var values: [(Int, SwiftExpression)] = []
        for item in items where item.name.nameText != "self" {
            let name = item.name.nameText
            let value: SwiftExpression
            if let initializer = item.initializer {
                value = try expression(initializer.value, scope)
            } else {
                guard scope.resolve(name) != nil || scope.captured(name) != nil || scope.resolveSelf()?.type.propertyIndex(name) != nil
                        || program.global(name) != nil else {
                    throw error("unknown variable `\(name)` in the capture list", at: item, scope)
                }
                value = try expression(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope)
            }
            let type = item.initializer.flatMap { expressionTypes[$0.value.id] } ?? scope.resolve(name)?.slot.type
            let isWeak = item.specifier?.specifier.tokenKind == .keyword(.weak)
            values.append((captureScope.declare(name, isConstant: true, type: isWeak ? type.map { .optional($0) } : type), value))
        }
        return (captureScope, values)
    }

    /// `\.width`: a closure reading a property path, as Swift lets key paths stand for functions.
    private func keyPath(_ keyPath: KeyPathExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        var names: [String] = []
        for component in keyPath.components {
            guard case .property(let property) = component.component else {
                throw error("only property key paths (`\\.width`) are supported", at: component, scope)
            }
            names.append(property.declName.baseName.nameText)
        }
        let spot = spot(keyPath, scope)
        let function = SwiftFunction(name: "keyPath", parameters: [SwiftFunction.Parameter(label: nil, name: "root", type: nil, isInout: false, defaultValue: nil)],
                                     returnType: nil, owner: nil, spot: spot)
        function.slotCount = 1
        function.body = [CompiledStatement { machine, frame in
            var value = frame[0]
            for name in names where name != "self" { value = try SwiftBuiltins.member(name, of: value, machine: machine, at: spot) }
            return .returned(value)
        }]
        return { _, _ in .closure(SwiftClosure(function: function, captured: nil)) }
    }
}
