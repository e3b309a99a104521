// The code's own result builders (`@resultBuilder struct ListBuilder`), applied to a body as the compiler applies them (SE-0289).

import SwiftSyntax

extension SwiftCompiler {
    /// The result builder that an attribute list names (`@ListBuilder`), if the code declares
    /// one by that name: SwiftUI's `@ViewBuilder` is the library's, not this.
    func resultBuilder(in attributes: AttributeListSyntax) -> SwiftStruct? {
        for attribute in attributes {
            guard case .attribute(let written) = attribute, let name = written.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                  program.isResultBuilder(name), let type = program.type(name) else { continue }
            return type
        }
        return nil
    }

    /// A body written for the result builder `builder`, compiled into one statement that
    /// returns the builder's result: each statement's value a partial result, combined as
    /// SE-0289 ("Result builders") and SE-0348 (`buildPartialBlock`) say the compiler combines
    /// them. A body with a `return` of its own is not transformed (SE-0289: "the transformation
    /// is not applied to a function with an explicit return"), and is compiled as written.
    func resultBuilderBody(_ statements: CodeBlockItemListSyntax, builder: SwiftStruct, _ scope: CompileScope) throws -> [CompiledStatement] {
        if ReturnFinder.containsReturn(statements) { return try body(statements, implicitReturn: true, scope) }
        let block = try builderBlock(statements, builder, at: Syntax(statements), scope)
        let final = builder.staticMethods["buildFinalResult"] != nil
        let spot = spot(statements, scope)
        return [CompiledStatement { machine, frame in
            let value = try block(machine, frame)
            return .returned(final ? try Self.build(builder, "buildFinalResult", [nil], [value], machine, spot) : value)
        }]
    }

    /// Calls the builder's static method `name` with `values` under `labels`.
    private static func build(_ builder: SwiftStruct, _ name: String, _ labels: [String?], _ values: [SwiftValue],
                              _ machine: SwiftMachine, _ spot: SwiftSpot) throws -> SwiftValue {
        try SwiftMetatype.call(name, of: SwiftTypeName(name: builder.name, declared: builder), labels: labels, arguments: values, machine: machine, at: spot)
    }

    /// Refuses a body that needs a builder method the builder does not declare, as Swift does
    /// before anything runs ("closure containing control flow statement cannot be used with
    /// result builder 'ListBuilder'").
    private func require(_ method: String, of builder: SwiftStruct, for what: String, at node: some SyntaxProtocol, _ scope: CompileScope) throws {
        guard builder.staticMethods[method] == nil else { return }
        throw error("`\(builder.name)` declares no `static func \(method)`, which \(what) needs in a result builder", at: node, scope,
                    hint: "declare it in `\(builder.name)`, or compute the value before the builder's body")
    }

    /// One block's partial results combined: `buildBlock(a, b, c)`, or, where the builder
    /// declares `buildPartialBlock` and no `buildBlock`, `buildPartialBlock(first: a)` folded
    /// with `buildPartialBlock(accumulated:next:)` (SE-0348). Declarations run in order
    /// between the statements that give values.
    private func builderBlock(_ items: CodeBlockItemListSyntax, _ builder: SwiftStruct, at node: Syntax, _ scope: CompileScope) throws -> SwiftExpression {
        enum Part { case run(SwiftStatement), value(SwiftExpression) }
        scope.pushBlock()
        defer { scope.popBlock() }
        var parts: [Part] = []
        for item in items {
            if case .decl(let decl) = item.item, !decl.is(IfConfigDeclSyntax.self) {
                parts.append(.run(try statement(item.item, scope)))
            } else if case .decl(let decl) = item.item, let config = decl.as(IfConfigDeclSyntax.self) {
                // `#if os(iOS) ... #endif`: the active clause's statements, as a block of their own.
                guard case .statements(let active)? = IfConfig.activeClause(config)?.elements else { continue }
                parts.append(.value(try builderBlock(active, builder, at: Syntax(config), scope)))
            } else {
                parts.append(.value(try component(item.item, builder, scope)))
            }
        }
        let spot = spot(node, scope)
        let partial = builder.staticMethods["buildBlock"] == nil && builder.staticMethods["buildPartialBlock"] != nil
        if !partial { try require("buildBlock", of: builder, for: "a block of statements", at: node, scope) }
        return { machine, frame in
            var values: [SwiftValue] = []
            for part in parts {
                switch part {
                case .run(let statement): _ = try statement(machine, frame)
                case .value(let value): values.append(try value(machine, frame))
                }
            }
            guard partial else { return try Self.build(builder, "buildBlock", values.map { _ in nil }, values, machine, spot) }
            guard var accumulated = values.first else { throw spot.error("`\(builder.name)` combines no partial results: its `buildPartialBlock` needs one at least") }
            accumulated = try Self.build(builder, "buildPartialBlock", ["first"], [accumulated], machine, spot)
            for next in values.dropFirst() {
                accumulated = try Self.build(builder, "buildPartialBlock", ["accumulated", "next"], [accumulated, next], machine, spot)
            }
            return accumulated
        }
    }

    /// The partial result one statement gives: an expression through `buildExpression` when the
    /// builder declares it; an `if` through `buildOptional` or `buildEither`; a `switch` through
    /// `buildEither`; a `for` through `buildArray`; a `do` block as a block.
    private func component(_ item: CodeBlockItemSyntax.Item, _ builder: SwiftStruct, _ scope: CompileScope) throws -> SwiftExpression {
        let written: ExprSyntax
        switch item {
        case .expr(let expression): written = expression
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                written = expression
            } else if let loop = statement.as(ForStmtSyntax.self) {
                return try forComponent(loop, builder, scope)
            } else if let block = statement.as(DoStmtSyntax.self), block.catchClauses.isEmpty {
                return try builderBlock(block.body.statements, builder, at: Syntax(block), scope)
            } else {
                throw error("this statement cannot be used in a result builder's body", at: statement, scope,
                            hint: "a builder's body holds expressions, declarations, `if`, `switch`, `for` and `do`")
            }
        case .decl(let decl): throw error("this declaration cannot give a value in a result builder's body", at: decl, scope)
        }
        if let conditional = written.as(IfExprSyntax.self) { return try ifComponent(conditional, builder, scope) }
        if let choice = written.as(SwitchExprSyntax.self) { return try switchComponent(choice, builder, scope) }
        if let infix = written.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            // An assignment gives `()`, as in Swift, where `buildExpression` then receives it.
            let assignment = try statement(item, scope)
            return try expressionComponent({ machine, frame in _ = try assignment(machine, frame); return .void }, builder, at: written, scope)
        }
        return try expressionComponent(try expression(written, scope), builder, at: written, scope)
    }

    private func expressionComponent(_ value: @escaping SwiftExpression, _ builder: SwiftStruct, at node: ExprSyntax, _ scope: CompileScope) throws -> SwiftExpression {
        guard builder.staticMethods["buildExpression"] != nil else { return value }
        let spot = spot(node, scope)
        return { machine, frame in try Self.build(builder, "buildExpression", [nil], [try value(machine, frame)], machine, spot) }
    }

    /// `if` and its `else if`s: the branch taken, injected into a balanced tree of
    /// `buildEither(first:)` and `buildEither(second:)` over the branches (SE-0289), the whole
    /// through `buildOptional` when no final `else` guarantees a value.
    private func ifComponent(_ conditional: IfExprSyntax, _ builder: SwiftStruct, _ scope: CompileScope) throws -> SwiftExpression {
        var branches: [(test: ((SwiftMachine, SwiftFrame) throws -> Bool)?, value: SwiftExpression)] = []
        var current: IfExprSyntax? = conditional
        var hasElse = false
        // Each condition's bindings are in scope in its own branch only.
        var opened = 0
        defer { for _ in 0..<opened { scope.popBlock() } }
        while let clause = current {
            scope.pushBlock()
            opened += 1
            let availability = clause.conditions.count == 1 && clause.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true
            let test = try conditions(clause.conditions, scope)
            var value = try builderBlock(clause.body.statements, builder, at: Syntax(clause.body), scope)
            if availability, builder.staticMethods["buildLimitedAvailability"] != nil {
                // `if #available(iOS 17, *) { ... }`: the branch through `buildLimitedAvailability`,
                // which erases a type only newer systems have (SE-0289).
                let inner = value, spot = spot(clause.body, scope)
                value = { machine, frame in try Self.build(builder, "buildLimitedAvailability", [nil], [try inner(machine, frame)], machine, spot) }
            }
            branches.append((test, value))
            switch clause.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?:
                branches.append((nil, try builderBlock(block.statements, builder, at: Syntax(block), scope)))
                hasElse = true
                current = nil
            case nil: current = nil
            }
        }
        if branches.count > 1 { try require("buildEither", of: builder, for: "an `if` with `else`", at: conditional, scope) }
        if !hasElse { try require("buildOptional", of: builder, for: "an `if` without `else`", at: conditional, scope) }
        let spot = spot(conditional, scope), count = branches.count
        return { machine, frame in
            for (index, branch) in branches.enumerated() where try branch.test?(machine, frame) ?? true {
                let value = try Self.inject(try branch.value(machine, frame), at: index, of: count, builder, machine, spot)
                return hasElse ? value : try Self.build(builder, "buildOptional", [nil], [value], machine, spot)
            }
            return try Self.build(builder, "buildOptional", [nil], [.none], machine, spot)
        }
    }

    /// `switch`: the case taken, injected as an `if`'s branch is (every `switch` is exhaustive).
    private func switchComponent(_ choice: SwitchExprSyntax, _ builder: SwiftStruct, _ scope: CompileScope) throws -> SwiftExpression {
        let subject = try expression(choice.subject, scope)
        var cases: [(matches: SwiftPattern, value: SwiftExpression)] = []
        for switchCase in choice.cases.active {
            scope.pushBlock()
            defer { scope.popBlock() }
            var matchers: [SwiftPattern] = []
            switch switchCase.label {
            case .default: matchers.append { _, _, _ in true }
            case .case(let label):
                for item in label.caseItems {
                    let matches = try pattern(item.pattern, scope)
                    if let condition = item.whereClause?.condition {
                        let test = try expression(condition, scope), testSpot = spot(condition, scope)
                        matchers.append { machine, frame, value in try matches(machine, frame, value) && SwiftOperators.truth(try test(machine, frame), at: testSpot) }
                    } else {
                        matchers.append(matches)
                    }
                }
            }
            let value = try builderBlock(switchCase.statements, builder, at: Syntax(switchCase), scope)
            cases.append(({ machine, frame, value in try matchers.contains { try $0(machine, frame, value) } }, value))
        }
        if cases.count > 1 { try require("buildEither", of: builder, for: "a `switch` of several cases", at: choice, scope) }
        let spot = spot(choice, scope), count = cases.count
        return { machine, frame in
            let value = try subject(machine, frame)
            for (index, choice) in cases.enumerated() where try choice.matches(machine, frame, value) {
                return try Self.inject(try choice.value(machine, frame), at: index, of: count, builder, machine, spot)
            }
            throw spot.error("no case of the `switch` matches \(SwiftOperators.text(value))")
        }
    }

    /// Branch `index` of `count` as the compiler injects it: halves of a balanced tree, the
    /// first half through `buildEither(first:)`, the second through `buildEither(second:)`.
    private static func inject(_ value: SwiftValue, at index: Int, of count: Int, _ builder: SwiftStruct,
                               _ machine: SwiftMachine, _ spot: SwiftSpot) throws -> SwiftValue {
        guard count > 1 else { return value }
        let half = (count + 1) / 2
        if index < half {
            return try build(builder, "buildEither", ["first"], [try inject(value, at: index, of: half, builder, machine, spot)], machine, spot)
        }
        return try build(builder, "buildEither", ["second"], [try inject(value, at: index - half, of: count - half, builder, machine, spot)], machine, spot)
    }

    /// `for item in items { ... }`: each pass's block, all of them through `buildArray`.
    private func forComponent(_ loop: ForStmtSyntax, _ builder: SwiftStruct, _ scope: CompileScope) throws -> SwiftExpression {
        try require("buildArray", of: builder, for: "a `for` loop", at: loop.forKeyword, scope)
        scope.pushBlock()
        defer { scope.popBlock() }
        let head = try loopHead(loop, scope)
        let (sequence, spot, admits) = (head.sequence, head.spot, head.admits)
        let body = try builderBlock(loop.body.statements, builder, at: Syntax(loop.body), scope)
        return { machine, frame in
            var values: [SwiftValue] = []
            try SwiftBuiltins.forEachElement(of: try sequence(machine, frame), machine: machine, at: spot) { element in
                guard try admits(machine, frame, element) else { return true }
                values.append(try body(machine, frame))
                return true
            }
            return try Self.build(builder, "buildArray", [nil], [.array(values)], machine, spot)
        }
    }
}
