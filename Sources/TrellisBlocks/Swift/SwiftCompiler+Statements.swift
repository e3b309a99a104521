// Statements -> compiled closures: declarations, assignment, if, guard, switch, loops, return.

import SwiftSyntax
import TrellisMarkup

/// A compiled `case` pattern: whether a value matches, binding its names as it does.
typealias SwiftPattern = (SwiftMachine, SwiftFrame, SwiftValue) throws -> Bool

/// A pattern kept in a list (see `CompiledStatement`).
struct CompiledPattern {
    let matches: SwiftPattern
}

/// One compiled `case` of a `switch`: its patterns, and its body.
struct CompiledCase {
    let matches: SwiftPattern
    let body: SwiftStatement
}

/// A place a value can be stored: a variable, a property of one, an element of an array.
struct SwiftLValue {
    let get: SwiftExpression
    let set: (SwiftMachine, SwiftFrame, SwiftValue) throws -> Void
    /// Changes the stored value where it is (a variable's slot), for a place that can lend it:
    /// `rows.append(x)` or `rows[i] = x` then changes an array only the variable holds in
    /// place, where reading it, changing the copy and storing that back copied every element.
    var modify: ((SwiftMachine, SwiftFrame, (inout SwiftValue) throws -> Void) throws -> Void)? = nil
}

extension SwiftCompiler {
    func statements(_ items: CodeBlockItemListSyntax, _ scope: CompileScope) throws -> [CompiledStatement] {
        var result: [CompiledStatement] = []
        var failures: [Diagnostic] = []
        // Local functions may be called above the line that declares them, as in Swift: each
        // is declared, and stored, before the body's first statement; a read gives it the
        // frame (`SwiftValue.over`).
        var kept: [CodeBlockItemSyntax] = []
        for item in items where !scriptDeclarations.contains(item.id) || scriptGlobalInitialisers[item.id] != nil { kept.append(item) }
        let items = kept
        for item in items {
            guard case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self) else { continue }
            do {
                let (compiled, slot) = try declareLocalFunction(function, scope)
                result.append(CompiledStatement { _, frame in
                    frame[slot] = .closure(SwiftClosure(function: compiled, captured: nil))
                    return .next
                })
            } catch let diagnostic as Diagnostic {
                failures.append(diagnostic)
            }
        }
        result += try sequence(items[...], scope, failures: &failures)
        // Report every mistake of the body, not only the first.
        if failures.count > 1 { diagnostics += failures.dropLast() }
        if let last = failures.last { throw last }
        return result
    }

    /// The statements of a body in order. A `defer` runs its block when the statements after it
    /// end, however they end (falling through, `return`, `break`, an error), later defers first,
    /// as in Swift.
    private func sequence(_ items: ArraySlice<CodeBlockItemSyntax>, _ scope: CompileScope, failures: inout [Diagnostic]) throws -> [CompiledStatement] {
        var result: [CompiledStatement] = []
        for (offset, item) in zip(items.indices, items) {
            if case .stmt(let statement) = item.item, let deferred = statement.as(DeferStmtSyntax.self) {
                do {
                    let body = try block(deferred.body.statements, scope)
                    let rest = SwiftCompiler.sequence(try sequence(items[(offset + 1)...], scope, failures: &failures) + [CompiledStatement { _, _ in .next }])
                    result.append(CompiledStatement { machine, frame in
                        let flow: SwiftFlow
                        do {
                            flow = try rest(machine, frame)
                        } catch {
                            _ = try body(machine, frame)
                            throw error
                        }
                        _ = try body(machine, frame)
                        return flow
                    })
                } catch let diagnostic as Diagnostic {
                    failures.append(diagnostic)
                }
                return result
            }
            if let getters = scriptGlobalInitialisers[item.id] {
                let spot = spot(item, scope)
                result.append(CompiledStatement { machine, _ in
                    for getter in getters { _ = try machine.global(getter, at: spot) }
                    return .next
                })
                continue
            }
            do {
                result.append(CompiledStatement(run: try statement(item.item, scope)))
            } catch let diagnostic as Diagnostic {
                failures.append(diagnostic)
            }
        }
        return result
    }

    private func block(_ items: CodeBlockItemListSyntax, _ scope: CompileScope) throws -> SwiftStatement {
        scope.pushBlock()
        defer { scope.popBlock() }
        let body = try statements(items, scope)
        return SwiftCompiler.sequence(body)
    }

    static func sequence(_ body: [CompiledStatement]) -> SwiftStatement {
        if body.count == 1 { return body[0].run }
        if body.count == 2 {
            let first = body[0].run, second = body[1].run
            return { machine, frame in
                let flow = try first(machine, frame)
                if case .next = flow { return try second(machine, frame) }
                return flow
            }
        }
        return { machine, frame in
            for statement in body {
                let flow = try statement.run(machine, frame)
                if case .next = flow { continue }
                return flow
            }
            return .next
        }
    }

    func statement(_ item: CodeBlockItemSyntax.Item, _ scope: CompileScope) throws -> SwiftStatement {
        if let directive = DiagnosticDirective.parse(item) {
            // `#warning("...")` warns where it is written; `#error("...")` fails the code.
            if directive.isError { throw error(directive.message, at: directive.node, scope) }
            // Once, though a script's top-level function compiles twice (as a global and in `main`).
            let warning = scope.positions.source.diagnostic(directive.message, at: scope.positions.location(of: directive.node), severity: .warning)
            if !notes.contains(warning) { notes.append(warning) }
            return { _, _ in .next }
        }
        switch item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { return try declaration(variable, scope) }
            if let function = decl.as(FunctionDeclSyntax.self) { return try localFunction(function, scope) }
            if let config = decl.as(IfConfigDeclSyntax.self) {
                // The active clause's statements are the enclosing scope's: `#if` opens no scope,
                // so a `guard let x` or `let x` in it is seen after `#endif` (The Swift Programming
                // Language, "Compiler Control Statements").
                guard case .statements(let statements)? = IfConfig.activeClause(config)?.elements else { return { _, _ in .next } }
                return SwiftCompiler.sequence(try self.statements(statements, scope))
            }
            let typeName = decl.as(StructDeclSyntax.self)?.name.nameText ?? decl.as(EnumDeclSyntax.self)?.name.nameText
                ?? decl.as(ClassDeclSyntax.self)?.name.nameText
            if let typeName {
                try declareLocalType(decl, named: typeName, positions: scope.positions)
                return { _, _ in .next }
            }
            throw error("only `let`, `var`, `func`, `struct`, `enum` and `class` can be declared inside a body", at: decl, scope)
        case .expr(let expression):
            return try expressionStatement(expression, scope)
        case .stmt(let statement):
            if let wrapped = statement.as(ExpressionStmtSyntax.self) { return try expressionStatement(wrapped.expression, scope) }
            if let returned = statement.as(ReturnStmtSyntax.self) {
                guard let value = returned.expression else { return { _, _ in .returned(.void) } }
                // A closure declares no return type here, so only functions' returns are typed.
                if let type = scope.function.returnType { contextualTypes[value.id] = type }
                let compiled = try expression(value, scope)
                try expect(value, toBe: scope.function.returnType, "`\(scope.function.name)`", verb: "returns", scope)
                return { machine, frame in .returned(try compiled(machine, frame)) }
            }
            if let check = statement.as(GuardStmtSyntax.self) { return try guardStatement(check, scope) }
            if let loop = statement.as(ForStmtSyntax.self) { return try forStatement(loop, label: nil, scope) }
            if let loop = statement.as(WhileStmtSyntax.self) { return try whileStatement(loop, label: nil, scope) }
            if let loop = statement.as(RepeatStmtSyntax.self) { return try repeatStatement(loop, label: nil, scope) }
            if let thrown = statement.as(ThrowStmtSyntax.self) {
                let value = try expression(thrown.expression, scope)
                let spot = spot(thrown, scope)
                return { machine, frame in
                    let error = try value(machine, frame)
                    throw SwiftRuntimeError(diagnostic: spot.source.diagnostic("an error was thrown and not caught: \(SwiftOperators.text(error))", at: spot.location,
                                                                              hint: "catch it with `do { try ... } catch { ... }`"), thrown: error)
                }
            }
            if let attempt = statement.as(DoStmtSyntax.self) { return try doStatement(attempt, scope) }
            if let leave = statement.as(BreakStmtSyntax.self) {
                guard let label = leave.label?.text else { return { _, _ in .breakLoop } }
                try expectLabel(label, at: leave, scope)
                return { _, _ in .breakLabel(label) }
            }
            if let again = statement.as(ContinueStmtSyntax.self) {
                guard let label = again.label?.text else { return { _, _ in .continueLoop } }
                try expectLabel(label, at: again, scope)
                return { _, _ in .continueLabel(label) }
            }
            if let labeled = statement.as(LabeledStmtSyntax.self) { return try labeledStatement(labeled, scope) }
            if statement.is(FallThroughStmtSyntax.self) { return { _, _ in .fallThrough } }
            throw error("this statement is not supported in layout code", at: statement, scope)
        }
    }

    /// `do { ... } catch Pattern { ... } catch { ... }`: the first clause whose pattern matches
    /// the thrown value runs, with `error` bound in a clause without one (The Swift Programming
    /// Language, "Error Handling"); none matching throws it on.
    private func doStatement(_ attempt: DoStmtSyntax, _ scope: CompileScope) throws -> SwiftStatement {
        let body = try block(attempt.body.statements, scope)
        var clauses: [(matches: SwiftPattern?, body: SwiftStatement)] = []
        for clause in attempt.catchClauses {
            scope.pushBlock()
            defer { scope.popBlock() }
            guard clause.catchItems.count <= 1 else { throw error("catch one pattern per clause", at: clause.catchItems, scope) }
            var matches: SwiftPattern?
            if let item = clause.catchItems.first, let pattern = item.pattern {
                let pattern = try self.pattern(pattern, scope)
                if let condition = item.whereClause?.condition {
                    // `catch let failure as Failure where failure.code > 3`
                    let test = try expression(condition, scope)
                    let testSpot = spot(condition, scope)
                    matches = { machine, frame, value in try pattern(machine, frame, value) && SwiftOperators.truth(try test(machine, frame), at: testSpot) }
                } else {
                    matches = pattern
                }
            } else {
                let slot = scope.declare("error", isConstant: true)
                matches = { _, frame, value in frame[slot] = value; return true }
            }
            clauses.append((matches, try block(clause.body.statements, scope)))
        }
        return { machine, frame in
            do {
                return try body(machine, frame)
            } catch let failure as SwiftRuntimeError {
                guard let thrown = failure.thrown else { throw failure }
                for clause in clauses where try clause.matches?(machine, frame, thrown) ?? true {
                    return try clause.body(machine, frame)
                }
                throw failure
            }
        }
    }

    /// Whether `expression` is `_ = value`: a value thrown away, its work done.
    static func discardsAValue(_ expression: ExprSyntax) -> Bool {
        guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return false }
        return infix.operator.is(AssignmentExprSyntax.self) && infix.leftOperand.is(DiscardAssignmentExprSyntax.self)
    }

    private func expressionStatement(_ expression: ExprSyntax, _ scope: CompileScope) throws -> SwiftStatement {
        if let conditional = expression.as(IfExprSyntax.self) { return try ifStatement(conditional, scope) }
        if let choice = expression.as(SwitchExprSyntax.self) { return try switchStatement(choice, scope, asExpression: false) }
        if Self.discardsAValue(expression), let infix = expression.as(InfixOperatorExprSyntax.self) {
            let value = try self.expression(infix.rightOperand, scope)
            return { machine, frame in _ = try value(machine, frame); return .next }
        }
        let compiled = try self.expression(expression, scope)
        return { machine, frame in _ = try compiled(machine, frame); return .next }
    }

    // MARK: - Declarations

    private func declaration(_ variable: VariableDeclSyntax, _ scope: CompileScope) throws -> SwiftStatement {
        let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
        var parts: [CompiledStatement] = []
        for binding in variable.bindings {
            if let accessors = binding.accessorBlock {
                parts.append(CompiledStatement(run: try localComputedVariable(binding, accessors, scope)))
                continue
            }
            let type = binding.appliedTypeAnnotation.map { SwiftType($0.type) }
            if binding.initializer == nil, binding.pattern.is(TuplePatternSyntax.self) {
                // `let (x, anchor): (CGFloat, UnitPoint)`, assigned in the branches below.
                for name in SwiftCompiler.names(in: binding.pattern) where !scope.isDeclaredHere(name) {
                    _ = scope.declare(name, isConstant: false)
                }
                continue
            }
            let value: SwiftExpression
            if let initializer = binding.initializer {
                if let type { contextualTypes[initializer.value.id] = type }
                do {
                    value = try expression(initializer.value, scope)
                } catch {
                    // Declare the names anyway, so later uses do not each report them unknown.
                    for name in SwiftCompiler.names(in: binding.pattern) where !scope.isDeclaredHere(name) {
                        _ = scope.declare(name, isConstant: isConstant)
                    }
                    throw error
                }
            } else if type?.isOptional == true {
                value = { _, _ in .none }
            } else {
                // `var x: CGFloat` assigned later: Swift checks it is set before use; here it starts at zero.
                let zero = type.flatMap { $0.name.flatMap { SwiftConversion.implicitMember("zero", of: $0) } } ?? .void
                value = { _, _ in zero }
            }
            let spot = spot(binding, scope)
            if let initializer = binding.initializer, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText {
                try expect(initializer.value, toBe: type, "`\(name)`", scope)
            }
            // `let x: CGFloat` assigned later: Swift checks it is assigned once; here it may be assigned.
            parts.append(CompiledStatement(run: try bind(binding.pattern, value: value, type: type, isConstant: isConstant && binding.initializer != nil, spot: spot,
                                                         staticType: binding.initializer.flatMap { storedType(of: $0.value) }, scope)))
            if isConstant, binding.initializer?.value.is(ClosureExprSyntax.self) == true,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText, let slot = scope.resolve(name)?.slot, scope.isDeclaredHere(name) {
                // `let double = { $0 * 2 }`: the closure holds this frame; stored in it, the frame
                // would hold itself, a cycle reference counting never frees, one per call.
                scope.markHoldsOwnClosure(name)
                let index = slot.index
                parts.append(CompiledStatement { _, frame in
                    frame[index] = frame[index].detached(from: frame)
                    return .next
                })
            }
        }
        return SwiftCompiler.sequence(parts)
    }

    /// The names of a tuple pattern (`(a, b)`, `(_, b)`; nil for `_`), however swift-syntax
    /// spells it in an `if let`.
    static func tupleNames(_ pattern: PatternSyntax) -> [String?]? {
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText }
        }
        guard let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self), tuple.elements.count > 1 else { return nil }
        return tuple.elements.map { element in
            if let inner = element.expression.as(PatternExprSyntax.self) { return inner.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText }
            return element.expression.as(DeclReferenceExprSyntax.self)?.baseName.nameText
        }
    }

    /// The names a pattern declares.
    static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.nameText] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return names(in: binding.pattern) }
        return []
    }

    /// Binds a pattern (`x`, `(a, b)`, `_`) to a value, declaring its names in `scope`.
    func bind(_ pattern: PatternSyntax, value: @escaping SwiftExpression, type: SwiftType?, isConstant: Bool, spot: SwiftSpot,
              staticType: SwiftType? = nil, _ scope: CompileScope) throws -> SwiftStatement {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            let name = identifier.identifier.nameText
            if scope.isDeclaredHere(name) {
                throw error("`\(name)` is already declared here", at: identifier, scope, hint: "choose another name")
            }
            // Declared after the value is compiled: `let x = x + 1` reads the outer `x`, as in Swift.
            let slot = scope.declare(name, isConstant: isConstant, type: type ?? staticType)
            guard let type else {
                return { machine, frame in
                    frame[slot] = try value(machine, frame)
                    return .next
                }
            }
            return { machine, frame in
                frame[slot] = try SwiftConversion.convert(try value(machine, frame), to: type, at: spot)
                return .next
            }
        }
        if pattern.is(WildcardPatternSyntax.self) {
            return { machine, frame in _ = try value(machine, frame); return .next }
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            var parts: [CompiledStatement] = []
            for (index, element) in tuple.elements.enumerated() {
                let elementValue: SwiftExpression = { machine, frame in
                    let whole = try value(machine, frame)
                    // `for (path, files) in store.associatedFiles` of the app's value: each part stands in.
                    if whole.standIn != nil { return whole }
                    guard case .tuple(let values, _) = whole, index < values.count else {
                        throw spot.error("expected a tuple of \(tuple.elements.count) values")
                    }
                    return values[index]
                }
                parts.append(CompiledStatement(run: try bind(element.pattern, value: elementValue, type: nil, isConstant: isConstant, spot: spot, scope)))
            }
            // The tuple is evaluated once per element; tuples in layout code are cheap values.
            return SwiftCompiler.sequence(parts)
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return try bind(binding.pattern, value: value, type: type, isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let), spot: spot, scope)
        }
        throw error("this pattern is not supported in layout code", at: pattern, scope)
    }

    /// A body's statements; when `implicitReturn`, a body of one expression returns it
    /// (Swift's implicit return).
    func body(_ statements: CodeBlockItemListSyntax, implicitReturn: Bool, _ scope: CompileScope) throws -> [CompiledStatement] {
        if implicitReturn, statements.count == 1, case .expr(let single) = statements.first!.item,
           // `{ _ = queue.removeFirst() }`: a value thrown away, whose closure gives `()`, as an
           // assignment's does (set AW's Atwy, in a `Binding(get:set:)`).
           !Self.discardsAValue(single) {
            // The one expression is returned, so it is of the return type, as after `return`.
            if let type = scope.function.returnType { contextualTypes[single.id] = type }
            let value = try expression(single, scope)
            return [CompiledStatement { machine, frame in .returned(try value(machine, frame)) }]
        }
        if implicitReturn, statements.count == 1, case .stmt(let statement) = statements.first!.item,
           let single = statement.as(ExpressionStmtSyntax.self)?.expression,
           single.is(SwitchExprSyntax.self) || single.as(IfExprSyntax.self).map(Self.isValueIf) == true {
            // `var km: Double { switch unit { case .m: x / 1000 ... } }`: an `if` or `switch`
            // alone in a body that returns a value is an expression, and its value is returned
            // (SE-0380).
            if let type = scope.function.returnType { contextualTypes[single.id] = type }
            let value = try expression(single, scope)
            return [CompiledStatement { machine, frame in .returned(try value(machine, frame)) }]
        }
        if implicitReturn, statements.count == 1, case .decl(let decl) = statements.first!.item, let config = decl.as(IfConfigDeclSyntax.self),
           case .statements(let active)? = IfConfig.activeClause(config)?.elements {
            // `var font: Font { #if os(tvOS) .caption #else .subheadline #endif }`: the body is the
            // active clause once the conditions are decided, so its one expression is returned.
            return try body(active, implicitReturn: true, scope)
        }
        return try self.statements(statements, scope)
    }

    /// Whether an `if` gives a value: an `else`, and one expression in every branch (an `if`
    /// whose branches `return` is a statement).
    static func isValueIf(_ conditional: IfExprSyntax) -> Bool {
        guard conditional.body.statements.count == 1, case .expr = conditional.body.statements.first!.item else { return false }
        switch conditional.elseBody {
        case .codeBlock(let block)?:
            guard block.statements.count == 1, case .expr = block.statements.first!.item else { return false }
            return true
        case .ifExpr(let next)?: return isValueIf(next)
        case nil: return false
        }
    }

    /// A local function's name and signature, declared in `scope` before the body's statements
    /// (see ``statements(_:_:)``): a closure stored in a constant, so it sees (and changes) the
    /// variables around it.
    private func declareLocalFunction(_ function: FunctionDeclSyntax, _ scope: CompileScope) throws -> (SwiftFunction, Int) {
        let compiled = SwiftFunction(name: function.name.nameText, parameters: try parameters(function.signature.parameterClause, positions: scope.positions),
                                     returnType: function.signature.returnClause.map { SwiftType($0.type) }, owner: nil,
                                     spot: spot(function.name, scope))
        compiled.genericParameters = Set(function.genericParameterClause?.parameters.map(\.name.nameText) ?? [])
        // A second function of the name in the block is an overload, not a redeclaration.
        let slot = scope.localFunctionDeclaredHere(compiled.name)
            ? scope.declareOverload(of: compiled.name, function: compiled)
            : scope.declare(compiled.name, isConstant: true, function: compiled)
        localFunctions[function.id] = compiled
        return (compiled, slot)
    }

    /// A local function's body, compiled where it is written: it sees the names declared above it.
    private func localFunction(_ function: FunctionDeclSyntax, _ scope: CompileScope) throws -> SwiftStatement {
        guard let body = function.body else { throw error("`\(function.name.nameText)` needs a body", at: function, scope) }
        guard let compiled = localFunctions[function.id] else { return { _, _ in .next } }
        let inner = CompileScope(parent: scope, function: compiled, selfType: nil, positions: scope.positions)
        inner.declareSelfAndParameters()
        let genericTypes = genericTypeBindings(of: compiled, usedIn: body.statements, inner)
        if let builder = resultBuilder(in: function.attributes) {
            compiled.body = genericTypes + (try resultBuilderBody(body.statements, builder: builder, inner))
        } else {
            compiled.body = genericTypes + (try self.body(body.statements, implicitReturn: compiled.returnType != nil, inner))
        }
        return { _, _ in .next }
    }

    /// `var current: Column { get { columns[i] } set { columns[i] = newValue } }` in a body:
    /// its getter and setter are closures over the variables around them, stored in hidden
    /// slots; reading the name calls the getter and assigning it calls the setter.
    private func localComputedVariable(_ binding: PatternBindingSyntax, _ accessors: AccessorBlockSyntax, _ scope: CompileScope) throws -> SwiftStatement {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText else {
            throw error("a computed variable has one name", at: binding.pattern, scope)
        }
        let type = binding.appliedTypeAnnotation.map { SwiftType($0.type) }
        var getterBody: CodeBlockItemListSyntax?
        var setter: (body: CodeBlockItemListSyntax, parameter: String)?
        switch accessors.accessors {
        case .getter(let statements): getterBody = statements
        case .accessors(let list):
            for accessor in list {
                guard let body = accessor.body?.statements else { continue }
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get): getterBody = body
                case .keyword(.set): setter = (body, accessor.parameters?.name.nameText ?? "newValue")
                default: throw error("only `get` and `set` are supported here", at: accessor.accessorSpecifier, scope)
                }
            }
        }
        guard let getterBody else { throw error("`\(name)` needs a getter", at: binding, scope) }
        let getterSlot = scope.declare(name, isConstant: setter == nil, type: type, computed: true)
        let setterSlot = setter == nil ? nil : scope.declare(" set " + name, isConstant: true)
        func accessor(_ body: CodeBlockItemListSyntax, parameter: String?) throws -> SwiftFunction {
            let parameters = parameter.map { [SwiftFunction.Parameter(label: nil, name: $0, type: type, isInout: false, defaultValue: nil)] } ?? []
            let function = SwiftFunction(name: name, parameters: parameters, returnType: parameter == nil ? type : nil, owner: nil, spot: spot(binding, scope))
            let inner = CompileScope(parent: scope, function: function, selfType: nil, positions: scope.positions)
            inner.declareSelfAndParameters()
            function.body = try self.body(body, implicitReturn: parameter == nil, inner)
            return function
        }
        let getter = try accessor(getterBody, parameter: nil)
        let setterFunction = try setter.map { try accessor($0.body, parameter: $0.parameter) }
        return { _, frame in
            // Without the frame, which each read gives them (`SwiftValue.over`).
            frame[getterSlot] = .closure(SwiftClosure(function: getter, captured: nil))
            if let setterSlot, let setterFunction { frame[setterSlot] = .closure(SwiftClosure(function: setterFunction, captured: nil)) }
            return .next
        }
    }

    // MARK: - Assignment

    func assignment(target: ExprSyntax, symbol: String, value: ExprSyntax, _ scope: CompileScope) throws -> SwiftStatement {
        if symbol == "=", let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            // `(x, anchor) = (bounds.midX, .top)`: each element gets its part.
            let places = try tuple.elements.map { element -> SwiftLValue? in
                element.expression.is(DiscardAssignmentExprSyntax.self) ? nil : try lvalue(element.expression, scope, at: element.expression)
            }
            let compiled = try expression(value, scope)
            let spot = spot(target, scope)
            return { machine, frame in
                let whole = try compiled(machine, frame)
                if whole.standIn != nil {
                    // `(width, height) = model.size` of the app's value: each place takes the stand-in.
                    for place in places { try place?.set(machine, frame, whole) }
                    return .next
                }
                guard case .tuple(let parts, _) = whole, parts.count == places.count else {
                    throw spot.error("expected a tuple of \(places.count) values")
                }
                for (place, part) in zip(places, parts) { try place?.set(machine, frame, part) }
                return .next
            }
        }
        let place = try lvalue(target, scope, at: target)
        // A mistake in the place and one in the value are both reported, as Swift reports them.
        var placeError: Diagnostic?
        var targetType: SwiftType?
        do { targetType = try placeType(target, scope) } catch let diagnostic as Diagnostic { placeError = diagnostic }
        // Optional kept: `self.info = { ... return info }()` of a `String?` returns optionals (SE-0326).
        if symbol == "=", let targetType { contextualTypes[value.id] = targetType }
        if symbol == "=", targetType == nil, let wrapped = wrappedStorageType(target, scope), let call = value.as(FunctionCallExprSyntax.self) {
            // `_day = .init(initialValue: .now)`, `_day = State(wrappedValue: .init(timeIntervalSince1970: t))`:
            // the storage of `@State var day: Date` is a `State<Date>`, whose initial value is a
            // `Date`, which its implicit members read (set AA: a `DatePicker` was given `.now`).
            for argument in call.arguments where ["initialValue", "wrappedValue"].contains(argument.label?.text) {
                contextualTypes[argument.expression.id] = wrapped
            }
        }
        let compiled: SwiftExpression
        do {
            compiled = try expression(value, scope)
        } catch {
            if let placeError { diagnostics.append(placeError) }
            throw error
        }
        if let placeError { throw placeError }
        if symbol != "=", let op = SwiftBinaryOperator(rawValue: symbol), let targetType {
            // `total += count`: the operator's operands as for `total + count`.
            try checkOperands(op, symbol + "=", targetType, staticType(of: value), at: target, scope)
        }
        let spot = spot(target, scope)
        // `count? += 1`, `item?.score += 2`, `counts[key]? += 1`: when the chain meets nil,
        // Swift assigns nothing and does not evaluate the right-hand side.
        let chained = target.is(OptionalChainingExprSyntax.self) || Self.isOptionalChained(target)
        if symbol == "=" {
            if let optional = target.as(OptionalChainingExprSyntax.self) {
                // `count? = 3`: only a `count` that holds a value is replaced.
                let inner = try expression(optional.expression, scope)
                return { machine, frame in
                    if case .none = try inner(machine, frame) { return .next }
                    try place.set(machine, frame, try compiled(machine, frame))
                    return .next
                }
            }
            return { machine, frame in
                try place.set(machine, frame, try compiled(machine, frame))
                return .next
            }
        }
        if symbol == "&&" || symbol == "||" {
            let isAnd = symbol == "&&"
            return { machine, frame in
                let value = try place.get(machine, frame)
                if chained, case .none = value { return .next }
                let current = try SwiftOperators.truth(value, at: spot)
                let result = isAnd ? try current && SwiftOperators.truth(try compiled(machine, frame), at: spot)
                    : try current || SwiftOperators.truth(try compiled(machine, frame), at: spot)
                try place.set(machine, frame, .bool(result))
                return .next
            }
        }
        let compound = DeclaredOperators.functions(symbol + "=", arity: 2, in: program).filter { $0.parameters[0].isInout }
        let op = SwiftBinaryOperator(rawValue: symbol)
        let declared = DeclaredOperators(program: program)
        let declaresOperator = op.map { DeclaredOperators.applies($0, in: program) } ?? false
        if !compound.isEmpty || declaresOperator {
            // `v += w` with the code's `static func += (left: inout Vector2D, ...)`, or with
            // its `+`: the declared function, as Swift calls it; other operands take Swift's.
            return { machine, frame in
                let current = try place.get(machine, frame)
                if chained, case .none = current { return .next }
                let operand = try compiled(machine, frame)
                if let function = declared.choose(compound, for: current) {
                    let (_, callee) = try machine.call(function, self: nil, arguments: [current, operand], captured: nil, at: spot)
                    try place.set(machine, frame, callee[function.parameterSlot(0)])
                    return .next
                }
                guard let op else { throw spot.error("no `\(symbol)=` takes \(current.described)") }
                let result = try declared.apply(op, current, operand, machine: machine, at: spot) ?? SwiftOperators.library(op, current, operand, machine: machine, at: spot)
                try place.set(machine, frame, result)
                return .next
            }
        }
        guard let op else {
            throw error("the operator `\(symbol)=` is not supported in layout code", at: target, scope)
        }
        return { machine, frame in
            let current = try place.get(machine, frame)
            if chained, case .none = current { return .next }
            try place.set(machine, frame, try SwiftOperators.library(op, current, try compiled(machine, frame), machine: machine, at: spot))
            return .next
        }
    }

    /// The declared type of the property whose wrapper's storage `target` names (`Date` for
    /// `_day` of `@State var day: Date`), or nil.
    private func wrappedStorageType(_ target: ExprSyntax, _ scope: CompileScope) -> SwiftType? {
        var name = target.as(DeclReferenceExprSyntax.self)?.baseName.nameText
        if let access = target.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = access.declName.baseName.nameText
        }
        guard let name, name.hasPrefix("_"), let (_, type) = scope.resolveSelf(), let index = type.propertyIndex(String(name.dropFirst())),
              type.properties[index].attribute != nil else { return nil }
        return type.properties[index].type
    }

    /// The storage an expression names, for assignment, `inout` and mutating methods.
    func lvalue(_ syntax: ExprSyntax, _ scope: CompileScope, at node: some SyntaxProtocol) throws -> SwiftLValue {
        let spot = spot(node, scope)
        if let reference = syntax.as(DeclReferenceExprSyntax.self) {
            let name = storageName(reference.baseName.nameText, scope)
            // `_user = State(initialValue: user)` in `init(user:)`: the storage names `self`'s
            // property, never the parameter of the property's name that shadows it.
            let local = name == reference.baseName.nameText ? scope.resolve(name) : nil
            if let (depth, slot) = local, slot.isComputed {
                guard let (_, setter) = scope.resolve(" set " + name) else {
                    throw error("`\(name)` is a computed variable without a setter", at: reference, scope, hint: "add `set { ... }` to change it")
                }
                let (getterIndex, setterIndex) = (slot.index, setter.index)
                return SwiftLValue(get: { machine, frame in let declared = frame.outer(depth); return try machine.invoke(declared[getterIndex].over(declared), [], at: spot) },
                                   set: { machine, frame, value in let declared = frame.outer(depth); _ = try machine.invoke(declared[setterIndex].over(declared), value, at: spot) })
            }
            if let (depth, slot) = local {
                guard !slot.isConstant else {
                    throw error(name == "self" ? "`self` cannot change in a method that is not `mutating`" : "`\(name)` is a `let` constant", at: reference, scope,
                                hint: name == "self" ? "mark the method `mutating`" : "declare it with `var` to change it")
                }
                let index = slot.index
                return SwiftLValue(get: { _, frame in frame.outer(depth)[index] },
                                   set: { _, frame, value in frame.outer(depth)[index] = value },
                                   modify: { _, frame, change in try frame.outer(depth).modify(index, change) })
            }
            if let (depth, type) = scope.resolveSelf(), type.setters[name] != nil
                || (type.propertyIndex(name) ?? type.storageIndex(name)).map({ type.properties[$0].wrapper != nil }) == true {
                // `area = 4` in a method: the computed property's setter, on `self`; a wrapped
                // property set through its wrapper (`height = 24`), or its storage (`_height = ...`).
                guard let selfSlot = scope.resolve("self"), !selfSlot.slot.isConstant else {
                    throw error("`\(name)` is a property of `self`, which cannot change in a method that is not `mutating`", at: reference, scope,
                                hint: "mark the method `mutating`")
                }
                return SwiftLValue(
                    get: { machine, frame in try SwiftBuiltins.member(name, of: frame.outer(depth)[0], machine: machine, at: spot) },
                    set: { machine, frame, value in
                        let target = frame.outer(depth)
                        var container = target[0]
                        try SwiftBuiltins.setMember(name, of: &container, to: value, observed: true, machine: machine, at: spot)
                        target[0] = container
                    })
            }
            if let (depth, type) = scope.resolveSelf(), let field = type.propertyIndex(name), type.properties[field].isBinding, !scope.isInitializer {
                // `isOn = !isOn` of a `@Binding var isOn` in any struct: the write goes through the
                // binding to its source, which needs no `mutating` (Binding's `wrappedValue` has a
                // `nonmutating set`; set AH's AuroraEditor `DropDelegate`). Only an action writes
                // one, and a page runs none: a write while the page is built is an error there.
                return SwiftLValue(
                    get: { machine, frame in try SwiftBuiltins.storedValue(field, of: frame.outer(depth)[0], machine: machine, at: spot) },
                    set: { _, _, _ in
                        throw spot.error("`\(name)` sets the value of a binding while the page is built, which a page cannot do",
                                         hint: "a page shows the states its controls choose; set them in an action, which a page does not run")
                    })
            }
            if let (depth, type) = scope.resolveSelf(), let field = type.propertyIndex(name) {
                guard let selfSlot = scope.resolve("self"), !selfSlot.slot.isConstant else {
                    throw error("`\(name)` is a property of `self`, which cannot change in a method that is not `mutating`", at: reference, scope,
                                hint: "mark the method `mutating`")
                }
                let propertyType = type.properties[field].type
                if type.properties[field].isConstant && !scope.isInitializer {
                    throw error("`\(name)` is a `let` property of `\(type.name)`", at: reference, scope, hint: "declare it with `var` to change it")
                }
                let observed = Self.runsObservers(of: name, type.properties[field], scope)
                return SwiftLValue(
                    get: { machine, frame in try SwiftBuiltins.storedValue(field, of: frame.outer(depth)[0], machine: machine, at: spot) },
                    set: { machine, frame, value in
                        let target = frame.outer(depth)
                        if observed {
                            var container = target[0]
                            try SwiftBuiltins.setStoredProperty(field, of: &container, to: value, observed: true, machine: machine, at: spot)
                            target[0] = container
                            return
                        }
                        guard case .instance(var instance) = target[0] else { return }
                        instance.fields[field] = try SwiftConversion.convert(value, to: propertyType, at: spot)
                        target[0] = .instance(instance)
                    })
            }
            if scope.captured(name) != nil {
                // The tag-cloud idiom (`x -= d.width` in an alignment guide): code the engine
                // calls at layout time, at every width and in no promised order, sees the view
                // code's values as they were; code run once carries its changes back (`compileNow`).
                throw error("`\(name)` is a variable of the code around this closure, which a closure called while laying out cannot change",
                            at: reference, scope,
                            hint: "compute the values before the views (an array of offsets), or keep a running value in the closure's own `var`")
            }
            if let getter = program.global(name) {
                // `isp1_count += 1` in an `init`: a file-scope `var`, as Swift's globals are.
                guard program.variableGlobals.contains(name) || program.objectGlobals.contains(name) || globalHoldsObject(name) else {
                    throw error("`\(name)` is a `let` constant", at: reference, scope, hint: "declare it with `var` to change it")
                }
                return SwiftLValue(get: { machine, _ in try machine.global(getter, at: spot) },
                                   set: { machine, _, value in machine.setGlobal(getter, to: value) })
            }
            if let type = scope.staticType, let getter = type.statics[name] {
                // `total += 1` in a static method: the type's static stored property.
                return try staticLValue(getter, name: name, of: type, at: reference, scope)
            }
            if standsInForTheApp, let (_, type) = scope.resolveSelf(), type.publisherProjectionIndex(name) != nil {
                // `.assign(to: &$label)` of `@Published var label` (set AH's LlamaChat): a place that
                // reads as the stand-in and keeps nothing written to it.
                let read = standIn(name, at: reference, scope)
                return SwiftLValue(get: read, set: { _, _, _ in })
            }
            if standsInForTheApp, name.first?.isUppercase == true || standsInForAppNames(scope), !BuiltInNames.types.contains(name),
               NameSuggestion.sameCaseHint(for: name, among: scope.names + program.typeNames) == nil {
                // `LoopManager.lastFrame = result` of the app's type, not pasted, or `showsSheet =
                // true` of the view's state in a body pasted alone (set AP's convos): a place that
                // reads as the stand-in and keeps nothing written to it, as a page runs no app.
                let read = standIn(name, at: reference, scope)
                return SwiftLValue(get: read, set: { _, _, _ in })
            }
            throw error("unknown variable `\(name)`", at: reference, scope, hint: NameSuggestion.hint(for: name, among: scope.names), id: .unknownFunction)
        }
        if let chained = syntax.as(OptionalChainingExprSyntax.self) {
            // `rows?.append(x)`, `a?[i] = x`: the member or subscript above skips a nil.
            return try lvalue(chained.expression, scope, at: node)
        }
        if let wrapped = wrappedValueOfStorage(syntax, scope) {
            // `_name.wrappedValue = start` in a view's `init`: the property itself.
            return try lvalue(wrapped, scope, at: node)
        }
        if let access = syntax.as(MemberAccessExprSyntax.self), let baseSyntax = access.base, let typeName = staticTypeName(baseSyntax, scope),
           let type = program.type(typeName), let getter = type.statics[access.declName.baseName.nameText] {
            // `Counter.total = 0`, `Self.total += 1`.
            return try staticLValue(getter, name: access.declName.baseName.nameText, of: type, at: access.declName, scope)
        }
        if let access = syntax.as(MemberAccessExprSyntax.self), let baseSyntax = access.base {
            // `lamp?.lit = true` of a `let lamp: Lamp?` (or `[weak lamp]`): the object, if any, changes.
            let unchained = baseSyntax.as(OptionalChainingExprSyntax.self)?.expression ?? baseSyntax
            let base = try referenceConstant(unchained, scope) ?? returnedObject(baseSyntax, scope) ?? objectProperty(baseSyntax, scope)
                ?? constantWithNonmutatingWrapper(baseSyntax, member: access.declName.baseName.nameText, scope) ?? lvalue(baseSyntax, scope, at: node)
            let isSelf = baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.`self`)
            let member = isSelf ? storageName(access.declName.baseName.nameText, scope) : access.declName.baseName.nameText
            let chained = SwiftCompiler.isOptionalChained(baseSyntax)
            if baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), let (_, type) = scope.resolveSelf(),
               let field = type.propertyIndex(member), type.properties[field].isConstant, !scope.isInitializer {
                throw error("`\(member)` is a `let` property of `\(type.name)`", at: access.declName, scope, hint: "declare it with `var` to change it")
            }
            // `self.score = 0` in an `init` or in `score`'s own observer runs no observer.
            var observed = true
            if isSelf, let (_, type) = scope.resolveSelf(), let field = type.propertyIndex(member) {
                observed = Self.runsObservers(of: member, type.properties[field], scope)
            }
            let read = SwiftMemberReader.named(member)?.read
            return SwiftLValue(
                get: { machine, frame in
                    let container = try base.get(machine, frame)
                    if let read, let value = read(container) { return value }
                    if chained, case .none = container { return .none }
                    return try SwiftBuiltins.member(member, of: container, machine: machine, at: spot)
                },
                set: { machine, frame, value in
                    if let modify = base.modify {
                        try modify(machine, frame) { container in
                            if chained, case .none = container { return }
                            try SwiftBuiltins.setMember(member, of: &container, to: value, observed: observed, machine: machine, at: spot)
                        }
                        return
                    }
                    var container = try base.get(machine, frame)
                    if chained, case .none = container { return }
                    try SwiftBuiltins.setMember(member, of: &container, to: value, observed: observed, machine: machine, at: spot)
                    try base.set(machine, frame, container)
                })
        }
        if let access = syntax.as(SubscriptCallExprSyntax.self), let typeName = staticTypeName(access.calledExpression, scope),
           let type = program.type(typeName), let setters = type.staticMethods[SwiftCompiler.subscriptSetterName] {
            // `Registry[2] = "b"`: the type's static subscript, read and written.
            let arguments = try access.arguments.map { CompiledArgument(label: $0.label?.text, value: try expression($0.expression, scope), target: nil, isTrailingClosure: false) }
            let read = try expression(syntax, scope)
            guard let setter = setters.first(where: { $0.parameters.count == arguments.count + 1 }) else {
                throw error("no `\(typeName)` subscript setter takes these arguments", at: access, scope)
            }
            return SwiftLValue(get: read, set: { machine, frame, value in
                let values = try arguments.map { try $0.value(machine, frame) } + [value]
                _ = try machine.call(setter, self: nil, arguments: values, captured: nil, at: spot)
            })
        }
        if let access = syntax.as(SubscriptCallExprSyntax.self) {
            // `t[key] += 1` of `let t = Registry.self` or a `T.Type` parameter: a static
            // subscript's setter changes the type's storage, not the metatype value, which may
            // be a `let`.
            let metatype = access.calledExpression.as(DeclReferenceExprSyntax.self).flatMap { scope.resolve($0.baseName.nameText)?.slot.type }
                .map { if case .named(let name) = $0.unwrapped { name.hasSuffix(".Type") } else { false } } ?? false
            // `record["name"] = x` of `let record = CKRecord(...)`, `bag[key] = x` of a `let` of the
            // code's own class: an object's subscript, set through a `let`, as its members are.
            let unchained = access.calledExpression.as(OptionalChainingExprSyntax.self)?.expression ?? access.calledExpression
            let base = metatype ? SwiftLValue(get: try expression(access.calledExpression, scope), set: { _, _, _ in })
                : try referenceConstant(unchained, scope) ?? objectProperty(unchained, scope) ?? lvalue(access.calledExpression, scope, at: node)
            passKeyContext(access, scope)
            let labels = access.arguments.map { $0.label?.text }
            let arguments = try access.arguments.map { CompiledExpression(run: try expression($0.expression, scope)) }
            let chained = SwiftCompiler.isOptionalChained(access.calledExpression)
            return SwiftLValue(
                get: { machine, frame in
                    let container = try base.get(machine, frame)
                    if chained, case .none = container { return .none }
                    return try SwiftBuiltins.subscriptGet(container, labels: labels, arguments: try arguments.map { try $0.run(machine, frame) }, machine: machine, at: spot)
                },
                set: { machine, frame, value in
                    if let modify = base.modify {
                        let indices = try arguments.map { try $0.run(machine, frame) }
                        try modify(machine, frame) { container in
                            if chained, case .none = container { return }
                            try SwiftBuiltins.subscriptSet(&container, labels: labels, arguments: indices, to: value, machine: machine, at: spot)
                        }
                        return
                    }
                    var container = try base.get(machine, frame)
                    if chained, case .none = container { return }
                    try SwiftBuiltins.subscriptSet(&container, labels: labels, arguments: try arguments.map { try $0.run(machine, frame) }, to: value, machine: machine, at: spot)
                    try base.set(machine, frame, container)
                })
        }
        if let chained = syntax.as(ForceUnwrapExprSyntax.self) { return try lvalue(chained.expression, scope, at: node) }
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try lvalue(only.expression, scope, at: node)
        }
        throw error("this cannot be assigned to", at: syntax, scope)
    }

    /// `formatter.numberStyle = .currency` on `let formatter = NumberFormatter()`: Swift lets a
    /// `let` holding an object (a class instance) have its properties set. A constant whose
    /// type is not a value type the evaluator knows may hold one of the app's or Foundation's
    /// objects, which stand in; setting a stand-in's member is a no-op, and a value that turns
    /// out to be a struct is the error Swift gives. Nil for any other base.
    private func referenceConstant(_ syntax: ExprSyntax, _ scope: CompileScope) throws -> SwiftLValue? {
        guard let reference = syntax.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self),
              let (depth, slot) = scope.resolve(reference.baseName.nameText), slot.isConstant, !slot.isComputed else { return nil }
        // A Foundation class (`let formatter = DateFormatter()`) is an object in every program;
        // `trellis run` has no stand-ins, so there any other `let` stays the compiler's error.
        // An optional of one (`[weak lamp]`, `let maybe: Lamp?`) sets it through `lamp?.lit`.
        let type = slot.type?.unwrapped
        let isFoundationObject: Bool = if case .named(let name)? = type { FoundationObject.referenceTypes.contains(name) } else { false }
        // `let counter = Counter()` of the code's own class; a `let` of no known type may hold one.
        let mayHoldClass: Bool = switch type {
        case .named(let name)?: program.type(name)?.isClass == true
        case nil: program.types.values.contains(where: \.isClass)
        default: false
        }
        guard standsInForTheApp || isFoundationObject || mayHoldClass else { return nil }
        if let type, !isFoundationObject, !mayHoldClass {
            guard case .named(let name) = type, program.type(name) == nil, !BuiltInNames.types.contains(name) else { return nil }
        }
        let index = slot.index, name = reference.baseName.nameText, spot = spot(reference, scope)
        return SwiftLValue(get: { _, frame in frame.outer(depth)[index] },
                           set: { _, _, value in
                               if case .foundation(let object) = value, object.isReference { return }
                               // The class instance was changed in place: every reference sees it.
                               if case .instance(let instance) = value, instance.type.isClass { return }
                               guard value.standIn != nil else {
                                   throw spot.error("`\(name)` is a `let` constant", hint: "declare it with `var` to change it")
                               }
                           })
    }

    /// `intent.widgetType = .summary` of `let intent = ConfigurationAppIntent()` (Xcode's widget
    /// template): a property under a wrapper whose setter does not mutate its container
    /// (``PropertyWrappers/nonmutatingSetters``) is set through a `let`, as Swift allows; the
    /// `let` itself still cannot be assigned. Nil for any other base.
    private func constantWithNonmutatingWrapper(_ syntax: ExprSyntax, member: String, _ scope: CompileScope) -> SwiftLValue? {
        guard let reference = syntax.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self),
              let (depth, slot) = scope.resolve(reference.baseName.nameText), slot.isConstant, !slot.isComputed,
              case .named(let typeName)? = slot.type?.unwrapped, let type = program.type(typeName), let field = type.propertyIndex(member),
              let wrapper = type.properties[field].attribute?.attributeName.trimmedDescription,
              PropertyWrappers.nonmutatingSetters.contains(wrapper) else { return nil }
        let index = slot.index
        return SwiftLValue(get: { _, frame in frame.outer(depth)[index] }, set: { _, frame, value in frame.outer(depth)[index] = value })
    }

    /// `service.count += 1` (or `self.service.count`) of `let service: Service`, a class of the
    /// code's: a `let` property holding an object may have the object's properties set, as
    /// Swift allows; the property itself still cannot change. Nil for any other base.
    private func objectProperty(_ syntax: ExprSyntax, _ scope: CompileScope) throws -> SwiftLValue? {
        let name: String
        if let reference = syntax.as(DeclReferenceExprSyntax.self), scope.resolve(reference.baseName.nameText) == nil {
            name = reference.baseName.nameText
        } else if let access = syntax.as(MemberAccessExprSyntax.self),
                  access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = access.declName.baseName.nameText
        } else {
            return nil
        }
        guard let (depth, type) = scope.resolveSelf(), let field = type.propertyIndex(name), type.properties[field].isConstant else { return nil }
        // Of the code's own class, of Foundation's (`let formatter = NumberFormatter()`), of a
        // type neither the code nor Swift declares (`private let filter = CIFilter.qrCodeGenerator()`,
        // the platform's, standing in: set AU's Vernissage), or of a type not written (`private
        // let box = Box()`), which may hold an object: as a `let` local is (`referenceConstant`).
        let holdsObject: Bool = switch type.properties[field].type?.unwrapped {
        case .named(let typeName)?:
            program.type(typeName)?.isClass == true || FoundationObject.referenceTypes.contains(typeName)
                || (standsInForTheApp && program.type(typeName) == nil && !BuiltInNames.types.contains(typeName))
        case nil: standsInForTheApp || program.types.values.contains(where: \.isClass)
        default: false
        }
        guard holdsObject else { return nil }
        let spot = spot(syntax, scope)
        return SwiftLValue(get: { machine, frame in try SwiftBuiltins.storedValue(field, of: frame.outer(depth)[0], machine: machine, at: spot) },
                           set: { _, _, value in
                               // The object changed in place; every reference sees it. Setting a
                               // stand-in's member keeps nothing, as a page runs no app.
                               if case .instance(let instance) = value, instance.type.isClass { return }
                               if case .foundation(let object) = value, object.isReference { return }
                               guard value.standIn != nil else {
                                   throw spot.error("`\(name)` is a `let` property of `\(type.name)`", hint: "declare it with `var` to change it")
                               }
                           })
    }

    /// `UITextView.appearance().backgroundColor = .clear`: a property of an object a call
    /// returns, which Swift lets code set (a class instance). The object stands in (UIKit's,
    /// the app's), and setting a stand-in's member is a no-op; a struct a call returns is
    /// Swift's error ("function call returns immutable value"). Nil for any other base.
    private func returnedObject(_ syntax: ExprSyntax, _ scope: CompileScope) throws -> SwiftLValue? {
        guard standsInForTheApp, syntax.is(FunctionCallExprSyntax.self) else { return nil }
        let value = try expression(syntax, scope), spot = spot(syntax, scope)
        return SwiftLValue(get: { machine, frame in try value(machine, frame) },
                           set: { _, _, container in
                               guard container.standIn != nil else {
                                   throw spot.error("cannot assign to a property of the value a call returns", hint: "store the value in a `var` first")
                               }
                           })
    }

    /// A static stored `var` as a place: one value per run, as a global is.
    private func staticLValue(_ getter: SwiftFunction, name: String, of type: SwiftStruct, at node: some SyntaxProtocol, _ scope: CompileScope) throws -> SwiftLValue {
        guard getter.isMutableStatic else {
            throw error(getter.isStoredStatic ? "`\(type.name).\(name)` is a `static let`" : "`\(type.name).\(name)` is a computed static property",
                        at: node, scope, hint: getter.isStoredStatic ? "declare it with `static var` to change it" : nil)
        }
        let spot = spot(node, scope)
        return SwiftLValue(get: { machine, _ in try machine.global(getter, at: spot) },
                           set: { machine, _, value in machine.setGlobal(getter, to: value) })
    }

    /// Whether assigning stored property `name` here runs its observers: not in the type's
    /// initialisers, nor inside that property's own observer.
    static func runsObservers(of name: String, _ property: SwiftStruct.StoredProperty, _ scope: CompileScope) -> Bool {
        (property.willSet != nil || property.didSet != nil) && !scope.isInitializer && scope.function.observedProperty != name
    }

    /// `_name.wrappedValue` (or `self._name.wrappedValue`) of a property whose storage is the
    /// value itself here (SwiftUI's `@State`, `@Binding`...: `storageName`): the property, as
    /// the wrapper's `wrappedValue` is (revolt's `_x.wrappedValue = x` in an `init`), read
    /// through `self` so that a parameter of the property's name (`init(_ on: Bool) {
    /// self._on.wrappedValue = on }`) does not hide it.
    func wrappedValueOfStorage(_ syntax: ExprSyntax, _ scope: CompileScope) -> ExprSyntax? {
        guard let access = syntax.as(MemberAccessExprSyntax.self), access.declName.baseName.nameText == "wrappedValue", var base = access.base else { return nil }
        if let qualified = base.as(MemberAccessExprSyntax.self), qualified.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            base = ExprSyntax(qualified.declName)
        }
        guard let storage = base.as(DeclReferenceExprSyntax.self)?.baseName.nameText, storage.hasPrefix("_") else { return nil }
        let property = storageName(storage, scope)
        guard property != storage else { return nil }
        return ExprSyntax(MemberAccessExprSyntax(base: DeclReferenceExprSyntax(baseName: .keyword(.`self`)),
                                                 declName: DeclReferenceExprSyntax(baseName: .identifier(property))))
    }

    /// `_count` in a view's `init` is the storage of its `@State var count` (its wrapper):
    /// assigning `State(initialValue: 3)` to it gives the property its first value.
    private func storageName(_ name: String, _ scope: CompileScope) -> String {
        guard name.hasPrefix("_"), scope.resolve(name) == nil, let (_, type) = scope.resolveSelf(),
              let index = type.propertyIndex(String(name.dropFirst())) else { return name }
        // The storage of the code's own wrapper is the wrapper itself (`_height = TwelveOrLess()`).
        if type.properties[index].wrapper != nil { return name }
        return String(name.dropFirst())
    }

    /// Whether a member or subscript's base is an optional chain (`a?`, `a?.b`, `a?[0].c`):
    /// then a nil anywhere in it makes the whole expression nil, and an assignment through it
    /// does nothing, as in Swift.
    static func isOptionalChained(_ base: ExprSyntax) -> Bool {
        var current: ExprSyntax? = base
        while let expression = current {
            if expression.is(OptionalChainingExprSyntax.self) { return true }
            if let access = expression.as(MemberAccessExprSyntax.self) { current = access.base }
            else if let access = expression.as(SubscriptCallExprSyntax.self) { current = access.calledExpression }
            else if let call = expression.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
            else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression }
            else { return false }
        }
        return false
    }

    // MARK: - Conditions

    /// Compiles `if`/`guard` conditions; the bindings they make are declared in `scope`.
    func conditions(_ list: ConditionElementListSyntax, _ scope: CompileScope) throws -> (SwiftMachine, SwiftFrame) throws -> Bool {
        var checks: [(SwiftMachine, SwiftFrame) throws -> Bool] = []
        for element in list {
            switch element.condition {
            case .expression(let condition):
                let value = try expression(condition, scope)
                try expectBool(condition, scope)
                let spot = spot(condition, scope)
                checks.append { machine, frame in try SwiftOperators.truth(try value(machine, frame), at: spot) }
            case .optionalBinding(let binding) where SwiftCompiler.tupleNames(binding.pattern) != nil:
                // `if let (hash, rows) = cache.rows`: a tuple that is not nil, taken apart.
                guard let initializer = binding.initializer, let names = SwiftCompiler.tupleNames(binding.pattern) else {
                    throw error("a tuple binding needs a value", at: binding, scope)
                }
                let value = try expression(initializer.value, scope)
                let spot = spot(binding, scope)
                let slots = names.map { $0.map { scope.declare($0, isConstant: true) } }
                checks.append { machine, frame in
                    let result = try value(machine, frame)
                    if case .none = result { return false }
                    guard case .tuple(let parts, _) = result, parts.count == slots.count else {
                        throw spot.error("expected a tuple of \(slots.count) values, found \(result.shown)")
                    }
                    for (slot, part) in zip(slots, parts) { if let slot { frame[slot] = part } }
                    return true
                }
            case .optionalBinding(let binding):
                // `if let _ = cached`: a test that the value is there, binding nothing.
                if binding.pattern.trimmedDescription == "_", let initializer = binding.initializer {
                    let value = try expression(initializer.value, scope)
                    checks.append { machine, frame in
                        if case .none = try value(machine, frame) { return false }
                        return true
                    }
                    continue
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText else {
                    throw error("bind one name at a time", at: binding.pattern, scope)
                }
                if name == "self", binding.initializer.map({ $0.value.trimmedDescription == "self" }) ?? true,
                   scope.resolveSelf()?.type.isClass == true {
                    // `guard let self = self` after `[weak self]` in a class: the same object
                    // (SE-0079), whose properties its code sets as before (set AB's macai was "`self`
                    // cannot change"). Bound to nothing new: `self` stays the method's, which a
                    // page keeps alive, so the weak reference is never nil here.
                    let value = try expression(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), scope)
                    checks.append { machine, frame in
                        if case .none = try value(machine, frame) { return false }
                        return true
                    }
                    continue
                }
                let value: SwiftExpression
                if let initializer = binding.initializer {
                    value = try expression(initializer.value, scope)
                } else {
                    value = try expression(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope)
                }
                let type = binding.typeAnnotation.map { SwiftType($0.type) }
                let spot = spot(binding, scope)
                var unwrapped = type
                if unwrapped == nil, case .optional(let wrapped)? = binding.initializer.flatMap({ staticType(of: $0.value) }) { unwrapped = wrapped }
                let slot = scope.declare(name, isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let), type: unwrapped)
                checks.append { machine, frame in
                    let result = try value(machine, frame)
                    if case .none = result { return false }
                    frame[slot] = try SwiftConversion.convert(result, to: type, at: spot)
                    return true
                }
            case .matchingPattern(let condition):
                // `if case .fixed(let width) = item`, `guard case 0..<10 = n`.
                let value = try expression(condition.initializer.value, scope)
                let matches = try pattern(condition.pattern, scope)
                checks.append { machine, frame in try matches(machine, frame, try value(machine, frame)) }
            case .availability:
                checks.append { _, _ in true }
            }
        }
        return { machine, frame in
            for check in checks where !(try check(machine, frame)) { return false }
            return true
        }
    }

    private func ifStatement(_ conditional: IfExprSyntax, _ scope: CompileScope) throws -> SwiftStatement {
        scope.pushBlock()
        let test = try conditions(conditional.conditions, scope)
        let body = try block(conditional.body.statements, scope)
        scope.popBlock()
        var otherwise: SwiftStatement?
        switch conditional.elseBody {
        case .ifExpr(let next): otherwise = try ifStatement(next, scope)
        case .codeBlock(let elseBlock): otherwise = try block(elseBlock.statements, scope)
        case nil: break
        }
        return { machine, frame in
            if try test(machine, frame) { return try body(machine, frame) }
            return try otherwise?(machine, frame) ?? .next
        }
    }

    /// `if` as an expression (`let x = if a { 1 } else { 2 }`): each branch is one expression.
    func ifExpression(_ conditional: IfExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        scope.pushBlock()
        defer { scope.popBlock() }
        let test = try conditions(conditional.conditions, scope)
        let then = try branchValue(conditional.body.statements, conditional, scope)
        let otherwise: SwiftExpression
        switch conditional.elseBody {
        case .ifExpr(let next): otherwise = try ifExpression(next, scope)
        case .codeBlock(let elseBlock): otherwise = try branchValue(elseBlock.statements, conditional, scope)
        case nil: throw error("an `if` used as a value needs an `else`", at: conditional, scope)
        }
        return { machine, frame in try test(machine, frame) ? try then(machine, frame) : try otherwise(machine, frame) }
    }

    private func branchValue(_ items: CodeBlockItemListSyntax, _ node: some SyntaxProtocol, _ scope: CompileScope) throws -> SwiftExpression {
        guard let single = Self.branchExpression(items) else {
            throw error("each branch of an `if` used as a value is one expression", at: node, scope)
        }
        return try expression(single, scope)
    }

    /// The one expression a branch of an `if` or `switch` used as a value is, if it is one:
    /// an `if` or `switch` nested there, which the parser reads as a statement, is an
    /// expression too (SE-0380: "Within a branch, further if or switch expressions may be
    /// nested"; set BC's Habitto, a colour chosen by `switch`, then `if`).
    static func branchExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1 else { return nil }
        switch items.first!.item {
        case .expr(let single): return single
        case .stmt(let statement):
            guard let nested = statement.as(ExpressionStmtSyntax.self)?.expression, isValue(nested) else { return nil }
            return nested
        default: return nil
        }
    }

    /// Whether a nested `if` or `switch` is an expression: each branch one expression (an `if`
    /// with an `else`), not statements that `return` (then the outer one is a statement too).
    private static func isValue(_ nested: ExprSyntax) -> Bool {
        if let conditional = nested.as(IfExprSyntax.self) {
            guard branchExpression(conditional.body.statements) != nil else { return false }
            switch conditional.elseBody {
            case .ifExpr(let next): return isValue(ExprSyntax(next))
            case .codeBlock(let block): return branchExpression(block.statements) != nil
            case nil: return false
            }
        }
        if let choice = nested.as(SwitchExprSyntax.self) {
            return choice.cases.allSatisfy { item in
                guard case .switchCase(let branch) = item else { return false }
                return branchExpression(branch.statements) != nil
            }
        }
        return false
    }

    private func guardStatement(_ check: GuardStmtSyntax, _ scope: CompileScope) throws -> SwiftStatement {
        // `guard`'s bindings stay in scope after it, as in Swift.
        let test = try conditions(check.conditions, scope)
        let otherwise = try block(check.body.statements, scope)
        let spot = spot(check.guardKeyword, scope)
        return { machine, frame in
            if try test(machine, frame) { return .next }
            let flow = try otherwise(machine, frame)
            if case .next = flow { throw spot.error("the `else` of a `guard` must leave: `return`, `break` or `continue`") }
            return flow
        }
    }

    // MARK: - Switch

    func switchStatement(_ choice: SwitchExprSyntax, _ scope: CompileScope, asExpression: Bool) throws -> SwiftStatement {
        let subject = try expression(choice.subject, scope)
        let spot = spot(choice.subject, scope)
        var cases: [CompiledCase] = []
        for switchCase in choice.cases.active {
            scope.pushBlock()
            defer { scope.popBlock() }
            var matchers: [CompiledPattern] = []
            switch switchCase.label {
            case .default:
                matchers.append(CompiledPattern { _, _, _ in true })
            case .case(let label):
                for item in label.caseItems {
                    let pattern = try self.pattern(item.pattern, scope)
                    if let condition = item.whereClause?.condition {
                        let test = try expression(condition, scope)
                        let testSpot = self.spot(condition, scope)
                        matchers.append(CompiledPattern { machine, frame, value in
                            try pattern(machine, frame, value) && SwiftOperators.truth(try test(machine, frame), at: testSpot)
                        })
                    } else {
                        matchers.append(CompiledPattern(matches: pattern))
                    }
                }
            }
            let body: SwiftStatement
            if asExpression, let single = Self.branchExpression(switchCase.statements) {
                let value = try expression(single, scope)
                body = { machine, frame in .returned(try value(machine, frame)) }
            } else {
                // The case's statements are a scope of their own inside its pattern's names:
                // `case let .last(count): let count = times.suffix(count)` declares a new `count`
                // (Swift accepts it; set BE's Cubing-Timer).
                scope.pushBlock()
                defer { scope.popBlock() }
                body = SwiftCompiler.sequence(try statements(switchCase.statements, scope))
            }
            let matches: SwiftPattern = matchers.count == 1 ? matchers[0].matches : { machine, frame, value in
                for matcher in matchers where try matcher.matches(machine, frame, value) { return true }
                return false
            }
            cases.append(CompiledCase(matches: matches, body: body))
        }
        return { machine, frame in
            let value = try subject(machine, frame)
            guard var index = try cases.firstIndex(where: { try $0.matches(machine, frame, value) }) ?? Self.standInCase(value, cases) else {
                throw spot.error("no `case` matches \(value.shown)", hint: "add a `default:` case")
            }
            while true {
                let flow = try cases[index].body(machine, frame)
                // `fallthrough` runs the next case's body (The Swift Programming Language,
                // "Control Flow": "Fallthrough"); the compiler refuses one in the last case.
                if case .fallThrough = flow, index + 1 < cases.count {
                    index += 1
                    continue
                }
                // `break` inside a `switch` leaves the switch, not the loop around it.
                if case .breakLoop = flow { return .next }
                if case .fallThrough = flow { return .next }
                return flow
            }
        }
    }

    /// The case a `switch` over the app's value (`switch Platform.current`, a stand-in, or a
    /// tuple holding one, `switch (loader.content, visible)`) takes when none matches: the first.
    private static func standInCase(_ value: SwiftValue, _ cases: [CompiledCase]) -> Int? {
        guard holdsStandIn(value), !cases.isEmpty else { return nil }
        return 0
    }

    /// Whether `value` is the app's value (a stand-in) or a tuple with one among its parts.
    static func holdsStandIn(_ value: SwiftValue) -> Bool {
        if value.standIn != nil { return true }
        if case .tuple(let parts, _) = value { return parts.contains(where: holdsStandIn) }
        return false
    }

    /// A `case` pattern of the view builder's `switch` and `if case`, compiled by the one
    /// pattern compiler Swift code's `switch` uses: its matcher, the frame it runs in, and the
    /// slot each name it binds fills. Values it compares with may be the view code's names
    /// around it (`captures`).
    struct CasePattern {
        let matches: SwiftPattern
        let slotCount: Int
        let names: [(name: String, slot: Int)]
    }

    func casePattern(_ pattern: PatternSyntax, positions: SourcePositions, captures: @escaping (String) -> SwiftValue?) throws -> CasePattern {
        try withAliases {
            let function = SwiftFunction(name: "case", parameters: [], returnType: nil, owner: nil,
                                         spot: SwiftSpot(source: positions.source, location: positions.location(of: pattern)))
            let scope = CompileScope(parent: nil, function: function, selfType: nil, positions: positions)
            scope.captures = captures
            scope.declareSelfAndParameters()
            let matches = try self.pattern(pattern, scope)
            let names = scope.names.compactMap { name in scope.resolve(name).map { (name: name, slot: $0.slot.index) } }
            return CasePattern(matches: matches, slotCount: function.slotCount, names: names)
        }
    }

    /// A `case` pattern: a value, a range, `let x`, a tuple of patterns, `_`.
    func pattern(_ pattern: PatternSyntax, _ scope: CompileScope) throws -> SwiftPattern {
        if pattern.is(WildcardPatternSyntax.self) { return { _, _, _ in true } }
        if pattern.is(IdentifierPatternSyntax.self) { return try bindingPattern(pattern, scope) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return try bindingPattern(binding.pattern, scope)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            let elements = try tuple.elements.map { CompiledPattern(matches: try self.pattern($0.pattern, scope)) }
            return Self.tuplePattern(elements)
        }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
            if let tuple = expressionPattern.expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
                let elements = try tuple.elements.map { element -> CompiledPattern in
                    if element.expression.is(DiscardAssignmentExprSyntax.self) { return CompiledPattern { _, _, _ in true } }
                    if let inner = element.expression.as(PatternExprSyntax.self) { return CompiledPattern(matches: try self.pattern(inner.pattern, scope)) }
                    return CompiledPattern(matches: try valuePattern(element.expression, scope))
                }
                return Self.tuplePattern(elements)
            }
            if let inner = expressionPattern.expression.as(PatternExprSyntax.self) { return try self.pattern(inner.pattern, scope) }
            if let cast = expressionPattern.expression.as(AsExprSyntax.self), let inner = try boundPattern(cast.expression, scope) {
                // `case let n as Int`, `case let (x, y) as (Double, Double)`: a value of that type, then its pattern.
                return try castPattern(SwiftType(cast.type), then: inner, at: cast, scope)
            }
            if let cast = expressionPattern.expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
                // `case 0 as Double`: a value of that type equal to the literal taken as it.
                return try castPattern(SwiftType(cast.type), then: try valuePattern(cast.expression, scope), at: cast, scope)
            }
            return try valuePattern(expressionPattern.expression, scope)
        }
        if let test = pattern.as(IsTypePatternSyntax.self) {
            // `case is Double`.
            return try castPattern(SwiftType(test.type), then: { _, _, _ in true }, at: test, scope)
        }
        throw error("this `case` pattern is not supported in layout code", at: pattern, scope)
    }

    /// The names an `as` pattern binds, written as an expression: `n` (a pattern) or `(x, y)`.
    private func boundPattern(_ syntax: ExprSyntax, _ scope: CompileScope) throws -> SwiftPattern? {
        if let inner = syntax.as(PatternExprSyntax.self) { return try bindingPattern(inner.pattern, scope) }
        guard let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count > 1 else { return nil }
        var parts: [CompiledPattern] = []
        for element in tuple.elements {
            guard let part = try boundPattern(element.expression, scope) else { return nil }
            parts.append(CompiledPattern(matches: part))
        }
        return Self.tuplePattern(parts)
    }

    /// A tuple of as many parts as `parts`, each matching its pattern (binding its names).
    private static func tuplePattern(_ parts: [CompiledPattern]) -> SwiftPattern {
        { machine, frame, value in
            guard case .tuple(let values, _) = value, values.count == parts.count else { return false }
            for (part, item) in zip(parts, values) where !(try part.matches(machine, frame, item)) { return false }
            return true
        }
    }

    /// A pattern that matches values of `type` (converted to it), then `inner`.
    private func castPattern(_ type: SwiftType, then inner: @escaping SwiftPattern, at node: some SyntaxProtocol, _ scope: CompileScope) throws -> SwiftPattern {
        let spot = spot(node, scope)
        let program = program
        return { machine, frame, value in
            guard let isType = SwiftConversion.isOfType(value, type, program: program) else {
                throw spot.error("a pattern of type `\(type)` cannot be checked in layout code")
            }
            return try isType && inner(machine, frame, try SwiftConversion.convert(value, to: type, at: spot))
        }
    }

    private func bindingPattern(_ pattern: PatternSyntax, _ scope: CompileScope) throws -> SwiftPattern {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            let name = identifier.identifier.nameText
            // `case let (nil, .some(h)), let (.some(.infinity), .some(h))`: one `h` for the case.
            let slot = scope.isDeclaredHere(name) ? scope.resolve(name)!.slot.index : scope.declare(name, isConstant: true)
            return { _, frame, value in frame[slot] = value; return true }
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            let elements = try tuple.elements.map { CompiledPattern(matches: try bindingPattern($0.pattern, scope)) }
            return Self.tuplePattern(elements)
        }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self), let inner = expressionPattern.expression.as(PatternExprSyntax.self) {
            return try bindingPattern(inner.pattern, scope)
        }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self), let cast = expressionPattern.expression.as(AsExprSyntax.self),
           let inner = try boundPattern(cast.expression, scope) {
            return try castPattern(SwiftType(cast.type), then: inner, at: cast, scope)
        }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self), let optional = expressionPattern.expression.as(OptionalChainingExprSyntax.self) {
            // `let n?` (`.some(let n)`): a value that is not nil, bound.
            let inner: SwiftPattern
            if let reference = optional.expression.as(DeclReferenceExprSyntax.self) {
                inner = try bindingPattern(PatternSyntax(IdentifierPatternSyntax(identifier: reference.baseName)), scope)
            } else if let bound = optional.expression.as(PatternExprSyntax.self) {
                inner = try bindingPattern(bound.pattern, scope)
            } else {
                inner = try valuePattern(optional.expression, scope, binds: true)
            }
            return { machine, frame, value in
                if case .none = value { return false }
                return try inner(machine, frame, value)
            }
        }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self), expressionPattern.expression.is(FunctionCallExprSyntax.self) {
            // `case let .fixed(width)`: the names inside bind.
            return try valuePattern(expressionPattern.expression, scope, binds: true)
        }
        if pattern.is(WildcardPatternSyntax.self) { return { _, _, _ in true } }
        return try self.pattern(pattern, scope)
    }

    /// Whether a case pattern's argument binds or ignores a value, itself or in a case nested
    /// in it (`let multi` in `.reddit(.multiFeed(let multi))`): then it is a pattern, not a value.
    static func bindsInPattern(_ argument: ExprSyntax) -> Bool {
        if argument.is(PatternExprSyntax.self) || argument.is(DiscardAssignmentExprSyntax.self) { return true }
        guard let call = argument.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil else { return false }
        return call.arguments.contains { bindsInPattern($0.expression) }
    }

    /// Whether `access` names an enum case as a pattern writes one: `.tag`, or `Muted.tag` with
    /// a type's name (UpperCamelCase, Swift's convention for types) before it, nested ones too
    /// (`Checkout.Step.paying`, set AJ's omnivore).
    private static func namesACaseOfAType(_ access: MemberAccessExprSyntax) -> Bool {
        guard let base = access.base else { return true }
        if let outer = base.as(MemberAccessExprSyntax.self) {
            return outer.base != nil && outer.declName.baseName.nameText.first?.isUppercase == true && namesACaseOfAType(outer)
        }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.nameText.first?.isUppercase == true
    }

    private func valuePattern(_ syntax: ExprSyntax, _ scope: CompileScope, binds: Bool = false) throws -> SwiftPattern {
        if let call = syntax.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           !program.enumCaseMakers(access.declName.baseName.nameText).isEmpty
            || (Self.namesACaseOfAType(access) && access.declName.baseName.nameText != "some"
                && (binds || call.arguments.contains { Self.bindsInPattern($0.expression) })) {
            // `.fixed(let width)`, `Item.pair(0, _)`: the case, and a pattern for each associated
            // value; so is `.image(let image)` or `let Muted.tag(name, _)` of an enum the block has
            // not (the app's), which matches its own cases (a stand-in, none: the `switch` then
            // takes its first case).
            let name = access.declName.baseName.nameText
            let parts = try call.arguments.map { argument -> CompiledPattern in
                if let bound = argument.expression.as(PatternExprSyntax.self) { return CompiledPattern(matches: try bindingPattern(bound.pattern, scope)) }
                if binds, let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
                    return CompiledPattern(matches: try bindingPattern(PatternSyntax(IdentifierPatternSyntax(identifier: reference.baseName)), scope))
                }
                return CompiledPattern(matches: try valuePattern(argument.expression, scope, binds: binds))
            }
            return { machine, frame, value in
                guard case .enumCase(let found, let payload) = value, found == name else { return false }
                guard case .tuple(let values, _) = payload, values.count == parts.count else { return parts.isEmpty }
                for (part, element) in zip(parts, values) where !(try part.matches(machine, frame, element)) { return false }
                return true
            }
        }
        if let call = syntax.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.base == nil, access.declName.baseName.nameText == "some", call.arguments.count == 1, let inner = call.arguments.first?.expression {
            // `.some(height)`, `.some(.infinity)`: a value that is not nil, matching the inner pattern.
            let matches: SwiftPattern
            if let bound = inner.as(PatternExprSyntax.self) {
                matches = try bindingPattern(bound.pattern, scope)
            } else {
                matches = try valuePattern(inner, scope)
            }
            return { machine, frame, value in
                if case .none = value { return false }
                return try matches(machine, frame, value)
            }
        }
        if syntax.is(DiscardAssignmentExprSyntax.self) { return { _, _, _ in true } }
        let expected = try expression(syntax, scope)
        let spot = spot(syntax, scope)
        return { machine, frame, value in
            try SwiftOperators.matches(try expected(machine, frame), value, at: spot)
        }
    }

    // MARK: - Loops

    /// What a `for` loop does for each element before its body, for a loop statement and a
    /// result builder's loop alike: the element stored, its pattern bound (`for case let n? in
    /// values` runs the body only for the elements it matches, The Swift Programming Language,
    /// "Patterns") and its `where` clause tested. The caller opens the loop's scope.
    struct LoopHead {
        let sequence: SwiftExpression
        let spot: SwiftSpot
        /// Whether the body runs for `element`, whose names are then bound in `frame`.
        let admits: (SwiftMachine, SwiftFrame, SwiftValue) throws -> Bool
    }

    func loopHead(_ loop: ForStmtSyntax, _ scope: CompileScope) throws -> LoopHead {
        if loop.tryKeyword != nil || loop.awaitKeyword != nil {
            throw error("`for try` and `for await` loops are not supported in layout code", at: loop.forKeyword, scope)
        }
        let sequence = try expression(loop.sequence, scope)
        let spot = spot(loop.forKeyword, scope)
        let elementSlot = scope.declare(" element", isConstant: true)
        let bindElement: (SwiftMachine, SwiftFrame) throws -> Bool
        if loop.caseKeyword != nil {
            let matches = try pattern(loop.pattern, scope)
            bindElement = { machine, frame in try matches(machine, frame, frame[elementSlot]) }
        } else {
            let bind = try self.bind(loop.pattern, value: { _, frame in frame[elementSlot] }, type: loop.typeAnnotation.map { SwiftType($0.type) },
                                     isConstant: true, spot: spot, staticType: elementType(of: loop.sequence), scope)
            bindElement = { machine, frame in _ = try bind(machine, frame); return true }
        }
        var filter: ((SwiftMachine, SwiftFrame) throws -> Bool)?
        if let condition = loop.whereClause?.condition {
            let test = try expression(condition, scope)
            let testSpot = self.spot(condition, scope)
            filter = { machine, frame in try SwiftOperators.truth(try test(machine, frame), at: testSpot) }
        }
        return LoopHead(sequence: sequence, spot: spot) { machine, frame, element in
            try machine.step(spot)
            frame[elementSlot] = element
            guard try bindElement(machine, frame) else { return false }
            if let filter, !(try filter(machine, frame)) { return false }
            return true
        }
    }

    private func forStatement(_ loop: ForStmtSyntax, label: String?, _ scope: CompileScope) throws -> SwiftStatement {
        scope.pushBlock()
        defer { scope.popBlock() }
        let head = try loopHead(loop, scope)
        let (sequence, spot, admits) = (head.sequence, head.spot, head.admits)
        let body = try block(loop.body.statements, scope)
        return { machine, frame in
            let source = try sequence(machine, frame)
            var result = SwiftFlow.next
            try SwiftBuiltins.forEachElement(of: source, machine: machine, at: spot) { element in
                guard try admits(machine, frame, element) else { return true }
                switch try body(machine, frame) {
                case .next, .continueLoop: return true
                case .breakLoop: return false
                case .continueLabel(let target) where target == label: return true
                case .breakLabel(let target) where target == label: return false
                case let flow:
                    result = flow
                    return false
                }
            }
            return result
        }
    }

    /// `outer: for ...`, `scan: while ...`, `found: if ...`, `choice: switch ...`, `step: do
    /// {...}`: a loop takes `continue outer` and `break outer` from loops inside it; any other
    /// labelled statement ends at `break name` (The Swift Programming Language, "Labeled
    /// Statements"). The label is in scope inside the statement only.
    private func labeledStatement(_ labeled: LabeledStmtSyntax, _ scope: CompileScope) throws -> SwiftStatement {
        let label = labeled.label.text
        scope.statementLabels.append(label)
        defer { scope.statementLabels.removeLast() }
        if let loop = labeled.statement.as(ForStmtSyntax.self) { return try forStatement(loop, label: label, scope) }
        if let loop = labeled.statement.as(WhileStmtSyntax.self) { return try whileStatement(loop, label: label, scope) }
        if let loop = labeled.statement.as(RepeatStmtSyntax.self) { return try repeatStatement(loop, label: label, scope) }
        let inner: SwiftStatement
        if let expression = labeled.statement.as(ExpressionStmtSyntax.self) {
            inner = try expressionStatement(expression.expression, scope)
        } else {
            inner = try statement(.stmt(labeled.statement), scope)
        }
        return { machine, frame in
            let flow = try inner(machine, frame)
            if case .breakLabel(let target) = flow, target == label { return .next }
            return flow
        }
    }

    /// `break name` and `continue name` name a statement around them.
    private func expectLabel(_ label: String, at node: some SyntaxProtocol, _ scope: CompileScope) throws {
        guard !scope.statementLabels.contains(label) else { return }
        throw error("no statement around this one is labelled `\(label)`", at: node, scope,
                    hint: scope.statementLabels.isEmpty ? "label the loop: `\(label): for ...`" : "labels here: \(scope.statementLabels.joined(separator: ", "))")
    }

    private func whileStatement(_ loop: WhileStmtSyntax, label: String?, _ scope: CompileScope) throws -> SwiftStatement {
        scope.pushBlock()
        defer { scope.popBlock() }
        let test = try conditions(loop.conditions, scope)
        let body = try block(loop.body.statements, scope)
        let spot = spot(loop.whileKeyword, scope)
        return { machine, frame in
            while try test(machine, frame) {
                try machine.step(spot)
                switch try body(machine, frame) {
                case .next, .continueLoop: continue
                case .breakLoop: return .next
                case .continueLabel(let target) where target == label: continue
                case .breakLabel(let target) where target == label: return .next
                case let flow: return flow
                }
            }
            return .next
        }
    }

    private func repeatStatement(_ loop: RepeatStmtSyntax, label: String?, _ scope: CompileScope) throws -> SwiftStatement {
        let body = try block(loop.body.statements, scope)
        let test = try expression(loop.condition, scope)
        let spot = spot(loop.repeatKeyword, scope)
        return { machine, frame in
            repeat {
                try machine.step(spot)
                switch try body(machine, frame) {
                case .next, .continueLoop: break
                case .breakLoop: return .next
                case .continueLabel(let target) where target == label: break
                case .breakLabel(let target) where target == label: return .next
                case let flow: return flow
                }
            } while try SwiftOperators.truth(try test(machine, frame), at: spot)
            return .next
        }
    }
}
