// `alignmentGuide(_:computeValue:)`: the closure is type-checked here, compiled by the Swift compiler.

import TrellisMarkup
import SwiftSyntax

extension Interpreter {
    /// What a compiled closure expression computes, checked before any layout runs so that a
    /// mistake is reported at its position rather than silently ignored.
    enum GuideValueKind: Equatable {
        case number, optionalNumber, bool

        var name: String {
            switch self {
            case .number: "a number"
            case .optionalNumber: "an optional number"
            case .bool: "a Bool"
            }
        }
    }

    /// The guide named by `alignmentGuide`'s first argument.
    func alignmentGuideName(_ value: Value?, at location: BlockLocation) throws -> AlignmentGuideName {
        guard case .member(let member)? = value, let name = AlignmentGuideName(member, program: program) else {
            if case .member(let member)? = value, member.base == nil, member.name == "center" {
                throw error("`.center` is ambiguous here", at: location,
                            hint: "write `HorizontalAlignment.center` or `VerticalAlignment.center`")
            }
            throw error("`alignmentGuide` expects an alignment guide such as `.leading` or `.firstTextBaseline`, found \(value?.typeName ?? "nothing")",
                        at: location, hint: "guides: " + AlignmentGuideName.allNames.map { "`.\($0)`" }.joined(separator: ", "))
        }
        return name
    }

    /// Checks `{ d in ... }` (one expression over the view's dimensions that gives a number)
    /// and compiles it with the Swift compiler, capturing the names around it as constants.
    func dimensionsClosure(_ closure: ClosureExprSyntax) throws -> GuideClosure {
        let parameter = try dimensionsParameter(closure)
        let items = Array(closure.statements)
        guard items.count == 1, let item = items.first else {
            throw error("an alignment guide closure is one expression", at: items.dropFirst().first.map(Syntax.init) ?? Syntax(closure),
                        hint: "for example `{ d in d[.trailing] - 10 }`; compute values with `let` before the root view")
        }
        let body: ExprSyntax
        switch item.item {
        case .expr(let expression): body = expression
        case .stmt(let statement):
            if let returned = statement.as(ReturnStmtSyntax.self), let expression = returned.expression {
                body = expression
            } else if let expression = statement.as(ExpressionStmtSyntax.self) {
                body = expression.expression
            } else {
                throw error("an alignment guide closure returns one number", at: statement, hint: "for example `{ d in d.width / 2 }`")
            }
        case .decl(let declaration):
            throw error("an alignment guide closure is one expression", at: declaration,
                        hint: "declare values with `let` before the root view")
        }
        let kind = try guideExpression(body, parameter: parameter)
        guard kind == .number else {
            throw error("an alignment guide closure must return a number, this returns \(kind.name)", at: body,
                        hint: kind == .optionalNumber ? "`d[explicit: ...]` is nil when the view has no such guide: add `?? 0`" : nil)
        }
        let compiler = SwiftCompiler(program: program)
        let function = try compiler.guideFunction(body, parameter: parameter, positions: positions) { [self] name in
            lookup(name).map(SwiftValue.init)
        }
        return GuideClosure(function: function, failures: program.failures)
    }

    /// The closure's one parameter (`d in`, `(d: ViewDimensions) in`, or `$0`).
    private func dimensionsParameter(_ closure: ClosureExprSyntax) throws -> String {
        guard let clause = closure.signature?.parameterClause else { return "$0" }
        let names = parameterNames(clause)
        guard names.count == 1, let name = names.first else {
            throw error("an alignment guide closure takes one parameter, the view's dimensions; this one takes \(names.count)", at: clause,
                        hint: "write `{ d in d[.leading] }`")
        }
        return name
    }

    // MARK: - Expressions

    private func guideExpression(_ expression: ExprSyntax, parameter: String) throws -> GuideValueKind {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try guideExpression(only.expression, parameter: parameter)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text == parameter {
            throw error("`\(parameter)` is the view's dimensions, not a number", at: reference,
                        hint: "use `\(parameter).width`, `\(parameter).height` or `\(parameter)[.leading]`")
        }
        if let access = expression.as(MemberAccessExprSyntax.self), isParameter(access.base, parameter) {
            switch access.declName.baseName.text {
            case "width", "height": return .number
            case let member:
                throw error("`ViewDimensions` has no member `\(member)`", at: access.declName,
                            hint: NameSuggestion.hint(for: member, among: ["width", "height"])
                                ?? "use `\(parameter).width`, `\(parameter).height` or a guide such as `\(parameter)[.leading]`")
            }
        }
        if let access = expression.as(SubscriptCallExprSyntax.self), isParameter(access.calledExpression, parameter) {
            return try guideSubscript(access)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let symbol = prefix.operator.text
            let kind = try guideExpression(prefix.expression, parameter: parameter)
            let expected: GuideValueKind = symbol == "!" ? .bool : .number
            guard kind == expected else {
                throw error("`\(symbol)` cannot be applied to \(kind.name)", at: prefix, hint: unwrapHint(kind))
            }
            return expected
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
           let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return try guideInfix(symbol, infix, parameter: parameter)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let conditionKind = try guideExpression(ternary.condition, parameter: parameter)
            guard conditionKind == .bool else { throw error("the condition of `? :` must be a Bool", at: ternary.condition) }
            let thenKind = try guideExpression(ternary.thenExpression, parameter: parameter)
            let otherwiseKind = try guideExpression(ternary.elseExpression, parameter: parameter)
            guard thenKind == otherwiseKind else {
                throw error("the two branches of `? :` differ: \(thenKind.name) and \(otherwiseKind.name)", at: ternary,
                            hint: unwrapHint(thenKind) ?? unwrapHint(otherwiseKind))
            }
            return thenKind
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["min", "max", "abs"].contains(name),
           lookup(name) == nil {
            let arguments = try call.arguments.map { argument in
                let kind = try guideExpression(argument.expression, parameter: parameter)
                guard kind == .number else {
                    throw error("`\(name)` takes numbers, found \(kind.name)", at: argument.expression, hint: unwrapHint(kind))
                }
                return kind
            }
            guard name == "abs" ? arguments.count == 1 : arguments.count >= 2 else {
                throw error(name == "abs" ? "`abs` takes one number" : "`\(name)` takes two or more numbers", at: call)
            }
            return .number
        }
        // Everything else must not depend on the dimensions: a literal or a captured name,
        // evaluated once, now.
        let mentionsParameter = expression.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .identifier(parameter) || $0.tokenKind == .dollarIdentifier(parameter)
        }
        if mentionsParameter {
            throw error("`\(expression.trimmedDescription)` is not supported in an alignment guide", at: expression,
                        hint: "use `\(parameter).width`, `\(parameter).height`, `\(parameter)[.leading]`, arithmetic, comparisons, `??`, `? :`, `min`, `max` and `abs`")
        }
        let value = try evaluate(expression)
        switch value {
        case .int, .double: return .number
        case .bool: return .bool
        case .null: return .optionalNumber
        default:
            throw error("an alignment guide computes with numbers, `\(expression.trimmedDescription)` is \(value.typeName)", at: expression)
        }
    }

    private func guideInfix(_ symbol: String, _ infix: InfixOperatorExprSyntax, parameter: String) throws -> GuideValueKind {
        let leftKind = try guideExpression(infix.leftOperand, parameter: parameter)
        let rightKind = try guideExpression(infix.rightOperand, parameter: parameter)
        let result: GuideValueKind
        switch symbol {
        case "+", "-", "*", "/":
            for (kind, operand) in [(leftKind, infix.leftOperand), (rightKind, infix.rightOperand)] where kind != .number {
                throw error("`\(symbol)` needs numbers, `\(operand.trimmedDescription)` is \(kind.name)", at: operand, hint: unwrapHint(kind))
            }
            result = .number
        case "<", "<=", ">", ">=":
            for (kind, operand) in [(leftKind, infix.leftOperand), (rightKind, infix.rightOperand)] where kind != .number {
                throw error("`\(symbol)` cannot compare \(kind.name)", at: operand, hint: unwrapHint(kind))
            }
            result = .bool
        case "==", "!=":
            result = .bool
        case "&&", "||":
            for (kind, operand) in [(leftKind, infix.leftOperand), (rightKind, infix.rightOperand)] where kind != .bool {
                throw error("`\(symbol)` needs Bool operands, `\(operand.trimmedDescription)` is \(kind.name)", at: operand)
            }
            result = .bool
        case "??":
            guard leftKind != .bool, rightKind != .bool else {
                throw error("`??` needs an optional number on the left and a number on the right", at: infix.operator)
            }
            result = rightKind
        default:
            throw error("operator `\(symbol)` is not supported in an alignment guide", at: infix.operator,
                        hint: "use + - * /, comparisons, && || !, ?? and `? :`")
        }
        return result
    }

    /// `d[.leading]`, `d[HorizontalAlignment.center]`, `d[explicit: .firstTextBaseline]`.
    private func guideSubscript(_ access: SubscriptCallExprSyntax) throws -> GuideValueKind {
        guard access.arguments.count == 1, let argument = access.arguments.first,
              argument.label == nil || argument.label?.text == "explicit" else {
            throw error("`ViewDimensions` takes one alignment guide: `d[.leading]` or `d[explicit: .firstTextBaseline]`", at: access)
        }
        let explicit = argument.label != nil
        _ = try alignmentGuideName(try evaluate(argument.expression), at: location(of: argument.expression))
        return explicit ? .optionalNumber : .number
    }

    private func isParameter(_ expression: ExprSyntax?, _ parameter: String) -> Bool {
        expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }

    private func unwrapHint(_ kind: GuideValueKind) -> String? {
        kind == .optionalNumber ? "`d[explicit: ...]` is nil when the view has no such guide: add `?? 0`" : nil
    }
}
