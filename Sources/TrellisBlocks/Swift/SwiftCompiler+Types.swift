// Static types of layout code: worked out as each expression compiles, and the mistakes they show reported before anything runs.

import SwiftSyntax
import TrellisMarkup

/// Swift rejects a misspelt member, `count * width` with an `Int` and a `CGFloat`, or a
/// `sizeThatFits` returning a number, before the program runs; the interpreter used to find
/// them only when the line ran (and not at all on a branch the page's widths never reach).
/// So the compiler gives each expression a static type where the parts' types tell it, and
/// reports these mistakes with the code's other compile errors.
///
/// The types are a partial inference, not Swift's: an expression whose type it cannot tell
/// (an integer literal, which becomes whatever its context needs; `$0` of a closure whose
/// collection is unknown; most generic results) has none, and nothing is checked against it.
/// A check fires only when the types involved are known (built-in types, or the author's
/// structs for their members), so code Swift accepts is never refused.
extension SwiftCompiler {
    /// The static type found for an expression already compiled, if any.
    func staticType(of syntax: ExprSyntax) -> SwiftType? {
        expressionTypes[syntax.id]
    }

    /// The type a `let` or `var` written without one takes from its value: the value's static
    /// type, else the default type of its literal, an `Int` for `5` and an `[Int]` for `[1, 2]`
    /// (The Swift Programming Language, "Type Inference": a literal with no type around it
    /// takes its kind's default type).
    func storedType(of value: ExprSyntax) -> SwiftType? {
        if let type = staticType(of: value) ?? Self.literalType(value) { return type }
        if let array = value.as(ArrayExprSyntax.self), let first = array.elements.first {
            let types = array.elements.map { storedType(of: $0.expression) }
            guard let type = storedType(of: first.expression), types.allSatisfy({ $0 == type }) else { return nil }
            return .array(type)
        }
        if let dictionary = value.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content, let first = pairs.first,
           let key = storedType(of: first.key), let element = storedType(of: first.value),
           pairs.allSatisfy({ storedType(of: $0.key) == key && storedType(of: $0.value) == element }) {
            return .dictionary(key: key, value: element)
        }
        return nil
    }

    /// Works out the type of `syntax`, whose parts were just compiled, and checks it.
    func inferType(_ syntax: ExprSyntax, _ scope: CompileScope) throws -> SwiftType? {
        if syntax.is(FloatLiteralExprSyntax.self) { return Self.cgFloat }
        if syntax.is(BooleanLiteralExprSyntax.self) { return .bool }
        if syntax.is(StringLiteralExprSyntax.self) { return .string }
        if let reference = syntax.as(DeclReferenceExprSyntax.self) { return nameType(reference.baseName.nameText, scope) }
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return staticType(of: only.expression)
        }
        if let access = syntax.as(MemberAccessExprSyntax.self) {
            // `.zero`, `.center`: a member of the type the context declares.
            if access.base == nil { return contextualTypes[syntax.id] }
            // `Registry.self`: the metatype (The Swift Programming Language, "Metatype Type").
            if access.declName.baseName.nameText == "self", let base = access.base, let typeName = staticTypeName(base, scope) {
                return .named(typeName + ".Type")
            }
            return try memberType(access, scope)
        }
        if let call = syntax.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil {
            return contextualTypes[syntax.id]
        }
        if let call = syntax.as(FunctionCallExprSyntax.self) { return try callType(call, scope) }
        if let infix = syntax.as(InfixOperatorExprSyntax.self) { return try infixType(infix, scope) }
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self) {
            switch prefix.operator.text {
            case "!":
                try expectBool(prefix.expression, scope)
                return .bool
            case "-", "+": return staticType(of: prefix.expression)
            default: return nil
            }
        }
        if let chained = syntax.as(OptionalChainingExprSyntax.self) { return staticType(of: chained.expression) }
        if let access = syntax.as(SubscriptCallExprSyntax.self), access.arguments.count == 1, let index = access.arguments.first {
            if let base = staticType(of: access.calledExpression), Self.builtInName(base.unwrapped, program) == "ViewDimensions" {
                return try dimensionsSubscriptType(index, scope)
            }
            return index.label == nil ? subscriptType(staticType(of: access.calledExpression), index: index.expression) : nil
        }
        if let unwrap = syntax.as(ForceUnwrapExprSyntax.self) {
            guard case .optional(let wrapped)? = staticType(of: unwrap.expression) else { return nil }
            return wrapped
        }
        if let ternary = syntax.as(TernaryExprSyntax.self) {
            try expectBool(ternary.condition, scope)
            let then = staticType(of: ternary.thenExpression), otherwise = staticType(of: ternary.elseExpression)
            if let then, let otherwise, then != otherwise,
               let thenName = Self.builtInName(then.unwrapped, program), let otherwiseName = Self.builtInName(otherwise.unwrapped, program),
               Self.concreteTypes.contains(thenName), Self.concreteTypes.contains(otherwiseName),
               // `flag ? value : 0.3 * value` of a `Double`: Double and CGFloat convert into each
               // other implicitly (SE-0307), so two floating-point results have a common type.
               thenName != otherwiseName || then.isOptional != otherwise.isOptional,
               !(then.isFloatingPoint && otherwise.isFloatingPoint) {
                let shown = { (type: SwiftType, name: String) in type.isOptional ? "an optional \(name)" : name }
                throw error("the two results of `? :` differ: \(shown(then, thenName)) and \(shown(otherwise, otherwiseName))", at: ternary, scope,
                            hint: then.isOptional || otherwise.isOptional ? "unwrap the optional one: `?? 0`" : nil)
            }
            return then == otherwise ? then : nil
        }
        if let cast = syntax.as(AsExprSyntax.self) { return SwiftType(cast.type) }
        if let array = syntax.as(ArrayExprSyntax.self), !array.elements.isEmpty {
            let types = array.elements.map { staticType(of: $0.expression) }
            guard let type = types[0], types.allSatisfy({ $0 == type }) else { return nil }
            return .array(type)
        }
        return nil
    }

    /// `d[.leading]` is a CGFloat, `d[explicit: .leading]` an optional one; a guide written as
    /// `.name` is checked here, so a misspelt or ambiguous one is an error before anything runs.
    private func dimensionsSubscriptType(_ index: LabeledExprSyntax, _ scope: CompileScope) throws -> SwiftType? {
        guard index.label == nil || index.label?.text == "explicit" else {
            throw error("`ViewDimensions` takes one alignment guide: `d[.leading]` or `d[explicit: .firstTextBaseline]`", at: index, scope)
        }
        if let member = index.expression.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.nameText
            if name == "center" {
                throw error("`.center` is ambiguous here", at: member, scope, hint: "write `HorizontalAlignment.center` or `VerticalAlignment.center`")
            }
            let known = BlockLowering.horizontalAlignments[name] != nil || BlockLowering.verticalAlignments[name] != nil
                || program.guide(name, horizontal: true) != nil || program.guide(name, horizontal: false) != nil
            if !known {
                throw error("`.\(name)` is not an alignment guide", at: member, scope,
                            hint: NameSuggestion.hint(for: name, among: AlignmentGuideName.allNames) ?? AlignmentGuideName.guidesHint)
            }
        }
        return index.label == nil ? Self.cgFloat : .optional(Self.cgFloat)
    }

    // MARK: - Names and members

    private func nameType(_ name: String, _ scope: CompileScope) -> SwiftType? {
        if let (_, slot) = scope.resolve(name) { return slot.type }
        if let (_, type) = scope.resolveSelf(), let index = type.propertyIndex(name), viewCodeLocals?(name) != true { return type.properties[index].type }
        // A file-scope `let`/`var` with a declared type (`let fallback: String? = nil`).
        if let global = program.global(name), let type = global.returnType ?? inferredGlobalTypes[name] { return type }
        // A name the view code around captures: its value says what it is when that is
        // unambiguous (a number may still be an Int or a CGFloat, as a literal may).
        switch scope.captured(name) {
        case .string?: return .string
        case .bool?: return .bool
        // A `ForEach` element of a struct the code declares (`person`): its type, so that its
        // members have theirs (`person.note.map { ... }` of `let note: String?` is Optional's
        // `map`, not a string's over its characters; found writing this session's fuzz seed).
        case .instance(let instance)? where !instance.type.isClass: return .named(instance.type.name)
        // An array of them (`items` of the block's `let items = [Item(...), ...]`), or of strings:
        // `items[0].name.first.map(String.init)` is Optional's `map` there as in a helper.
        case .array(let elements)? where !elements.isEmpty:
            if elements.allSatisfy({ if case .string = $0 { true } else { false } }) { return .array(.string) }
            guard case .instance(let first) = elements[0], !first.type.isClass,
                  elements.allSatisfy({ if case .instance(let other) = $0 { other.type === first.type } else { false } }) else { return nil }
            return .array(.named(first.type.name))
        default: return nil
        }
    }

    /// `array[i]`, `subviews[i]`, `dictionary[key]` (optional); `subviews[1...]` is a slice,
    /// of the collection's own type.
    private func subscriptType(_ base: SwiftType?, index: ExprSyntax) -> SwiftType? {
        guard let base = base?.unwrapped else { return nil }
        if case .dictionary(_, let value) = base { return .optional(value) }
        // An index of unknown type is taken for a position unless it is written as a range.
        let isRange = staticType(of: index) == Self.intRange || index.is(PostfixOperatorExprSyntax.self)
            || (index.as(PrefixOperatorExprSyntax.self).map { ["..<", "..."].contains($0.operator.text) } ?? false)
        if isRange { return base }
        if let type = staticType(of: index), type != .int { return nil }
        if case .array(let element) = base { return element }
        return Self.builtInName(base, program) == "LayoutSubviews" ? .named("LayoutSubview") : nil
    }

    private func memberType(_ access: MemberAccessExprSyntax, _ scope: CompileScope) throws -> SwiftType? {
        let member = access.declName.baseName.nameText
        guard let base = access.base else { return nil }
        if let typeName = staticTypeName(base, scope) {
            // `CGFloat.pi`, `CGFloat.infinity`: the type's own constants.
            return Self.floatingNames.contains(typeName) && member != "self" ? Self.cgFloat : nil
        }
        guard let found = staticType(of: base) else { return nil }
        // `cache?.rows`: the member of the wrapped value, itself optional.
        if base.is(OptionalChainingExprSyntax.self), case .optional(let wrapped) = found {
            return try memberType(member, of: wrapped, at: access, scope).map { $0.isOptional ? $0 : .optional($0) }
        }
        return try memberType(member, of: found, at: access, scope)
    }

    /// The type of `member` of a value of type `baseType`; an error if the type is known
    /// and has no such member.
    func memberType(_ member: String, of baseType: SwiftType, at access: MemberAccessExprSyntax, _ scope: CompileScope) throws -> SwiftType? {
        if member == "hashValue" { return .int }
        guard program.extensionMembers(member, properties: true).isEmpty else { return nil }
        if let declared = declaredStruct(baseType) {
            if let index = declared.propertyIndex(member) { return declared.properties[index].type }
            if let getter = declared.methods[member]?.first(where: \.isProperty) { return getter.returnType }
            // `Scale(factor: 3).apply`: a method named without a call, a function value.
            if declared.methods[member] != nil || declared.storageIndex(member) != nil || declared.projectionIndex(member) != nil { return nil }
            // `self._stored` of `@State private var stored`: the storage of a SwiftUI wrapper,
            // which is the property's own (`storageName`), in any type that declares one.
            if member.hasPrefix("_"), let index = declared.propertyIndex(String(member.dropFirst())), declared.properties[index].attribute != nil { return nil }
            // `self.$count` of `@Published var count`: the publisher, which stands in on a page
            // (`SwiftBuiltins.member`), listed here; its type is unknown.
            if declared.publisherProjectionIndex(member) != nil {
                if standsInForTheApp { _ = standIn(member, at: access.declName, scope) }
                return nil
            }
            guard !declared.hasDynamicSelf, declared.role != .view else { return nil }
            let slip = NameSuggestion.hint(for: member, among: declared.memberNames)
            // `direction.name` of the app's `extension Direction` in a file not pasted beside the
            // type: it stands in on a page (`SwiftBuiltins.member`); a slip stays the error.
            if standsInForTheApp, slip == nil { return nil }
            throw error("`\(declared.name)` has no property `\(member)`", at: access.declName, scope, hint: slip)
        }
        // An array's own properties, and a string's as the collection of characters it is; others
        // (an extension's, a method named) are not checked here. `first` may be missing, so it is
        // an optional and `name.first.map(String.init)` is Optional's `map` (Apple, "String",
        // `first`): the closure got each character of a one-character string and made `["A"]`.
        let element: SwiftType? = if case .array(let element) = baseType { element } else if baseType == .string { .named("Character") } else { nil }
        if let element {
            switch member {
            case "first", "last": return .optional(element)
            case "count": return .int
            case "isEmpty": return .bool
            default: return nil
            }
        }
        guard let name = Self.builtInName(baseType, program), let properties = Self.builtInProperties[name] else { return nil }
        if let type = properties[member] { return type }
        if Self.builtInMethods[name]?[member] != nil {
            throw error("`\(member)` is a method of \(name): call it with `(…)`", at: access.declName, scope)
        }
        let slip = NameSuggestion.hint(for: member, among: Array(properties.keys))
        // `frame.center`: a property of the app's extension, not pasted, which stands in (`SwiftBuiltins.member`).
        if standsInForTheApp, slip == nil, Self.typesAppsExtend.contains(name) { return nil }
        throw error("\(name) has no member `\(member)`", at: access.declName, scope, hint: slip ?? Self.memberList(name))
    }

    private func callType(_ call: FunctionCallExprSyntax, _ scope: CompileScope) throws -> SwiftType? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.nameText
            if scope.resolve(name) != nil { return nil }
            if let (_, type) = scope.resolveSelf(), let methods = type.methods[name], methods.count == 1 { return methods[0].returnType }
            if let functions = program.functions(name) { return functions.count == 1 ? functions[0].returnType : nil }
            if program.type(name) != nil { return .named(name) }
            // `Int("42")`, `Double(text)`, `Int(hex, radix: 16)`: a number read from a string may
            // not be one, so Swift's failable initialiser gives an optional (Apple, "Int",
            // `init?(_ description: String)`); it prints as `Optional(42)` (session 42's comparison).
            let readsText = call.arguments.first.map { staticType(of: $0.expression) == .string } ?? false
            switch name {
            case "CGFloat", "Double", "Float": return readsText && name != "CGFloat" ? .optional(Self.cgFloat) : Self.cgFloat
            case "Int": return readsText ? .optional(.int) : .int
            case _ where FixedWidthIntegers.bounds[name] != nil: return readsText ? .optional(.int) : .int
            case "String": return .string
            // `Array(word)`, the characters of a string, and `Array(items)`: arrays of their
            // elements, so `Array(word).first` is an optional (`.map(String.init)` Optional's).
            case "Array" where call.arguments.count == 1 && call.arguments.first?.label == nil:
                switch call.arguments.first.flatMap({ staticType(of: $0.expression) }) {
                case .string?: return .array(.named("Character"))
                case .array(let element)?: return .array(element)
                default: return nil
                }
            // `Optional(5)` is an `Int?`, printed `Optional(5)` (Apple, "Optional").
            case "Optional": return call.arguments.first.flatMap { storedType(of: $0.expression) }.map { $0.isOptional ? $0 : .optional($0) }
            case "CGSize", "CGPoint", "CGRect", "ProposedViewSize", "Angle", "UnitPoint", "ViewSpacing", "CGAffineTransform": return .named(name)
            case _ where FoundationObject.referenceTypes.contains(name): return .named(name)
            // `AnyShapeStyle(Color.blue)`, `Color(red: 1, green: 0, blue: 0)`: SwiftUI's value of
            // that type, which overload resolution reads (a page holds the erased style itself).
            case _ where Self.swiftUIValueTypes.contains(name): return .named(name)
            case "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "exp", "log", "log2", "log10", "hypot", "pow", "fmod": return Self.cgFloat
            case _ where SwiftBuiltins.cMathAliases[name] != nil:
                // `powf(x, 2)` is `pow`'s type; `fabs`, `fmin`, `fmax` a floating-point number.
                return Self.cgFloat
            case "max", "min", "abs", "floor", "ceil", "round":
                let types = call.arguments.map { staticType(of: $0.expression) }
                guard let first = types.first ?? nil, types.allSatisfy({ $0 == first }) else { return nil }
                return first
            default: return nil
            }
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        let member = access.declName.baseName.nameText
        if let typeName = staticTypeName(base, scope) {
            if typeName == "Optional", member == "some" { return call.arguments.first.flatMap { storedType(of: $0.expression) }.map { $0.isOptional ? $0 : .optional($0) } }
            return member == "init" && program.type(typeName) != nil ? .named(typeName) : nil
        }
        guard let baseType = staticType(of: base), program.extensionMembers(member, properties: false).isEmpty else { return nil }
        // Optional's own `map` and `flatMap` (`rating.map { $0 * 2 }` of an `Int?`): an optional
        // of what the closure returns, where its one expression tells (so `?? -1` after it is of
        // that type); `flatMap`'s closure returns the optional itself.
        if case .optional = baseType, member == "map" || member == "flatMap" {
            guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                  closure.statements.count == 1, case .expr(let single)? = closure.statements.first?.item,
                  let result = staticType(of: single) else { return nil }
            return member == "flatMap" && result.isOptional ? result : .optional(result)
        }
        // A string's parts (`Substring`s in Swift, strings here), so that `.last` of them is an
        // optional whose `map` is Optional's, not a string's over its characters.
        if baseType == .string, member == "split" || member == "components" { return .array(.string) }
        if let result = collectionResult(member, of: baseType, call) { return result }
        if let declared = declaredStruct(baseType) {
            let methods = declared.methods[member]?.filter { !$0.isProperty } ?? []
            if declared.methods[member] == nil, declared.propertyIndex(member) == nil, !declared.hasDynamicSelf,
               declared.role != .view, !declared.properties.isEmpty || !declared.methods.isEmpty {
                // A property holding a closure (`let transform: (CGFloat) -> CGFloat`) is called like a method, so only a name the type has nowhere is refused.
                let slip = NameSuggestion.hint(for: member, among: declared.memberNames)
                // A method of the app's extension of the type, not pasted, stands in on a page.
                if standsInForTheApp, slip == nil { return nil }
                throw error("`\(declared.name)` has no method `\(member)`", at: access.declName, scope, hint: slip)
            }
            return methods.count == 1 ? methods[0].returnType : nil
        }
        guard let name = Self.builtInName(baseType, program) else { return nil }
        if name == "GeometryProxy", member == "frame", let space = call.arguments.first?.expression,
           space.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.nameText == "local" }) != true {
            // `proxy.frame(in: .global)`, `.named("scroll")`, `.scrollView`: where the reader is
            // on the screen or in its scroll view, which a page does not know when it lays the
            // reader's content out. It stands in as the reader's own frame (at 0, 0), and says
            // so as the app's values do: a warning while an author works, an error in a build
            // that does not publish stand-ins.
            let location = scope.positions.location(of: call)
            if !standIns.contains(where: { $0.location == location }) { standIns.append((call.trimmedDescription, location)) }
        }
        if let type = Self.builtInMethods[name]?[member] { return type }
        if Self.builtInProperties[name]?[member] != nil {
            throw error("`\(member)` is a property of \(name), not a method", at: access.declName, scope, hint: "drop the `(…)`")
        }
        // Collections' methods are the standard library's, which is not listed here.
        guard let methods = Self.builtInMethods[name] else { return nil }
        let slip = NameSuggestion.hint(for: member, among: Array(methods.keys))
        if standsInForTheApp, slip == nil, Self.typesAppsExtend.contains(name) {
            // `progress.clamped(to: 0...100)`, `frame.padding(4)`, `angle.normalized()`: a method
            // of the app's extension of a number or a geometry value that was not pasted; it runs
            // as a stand-in for its result (`SwiftBuiltins.method`), as the rules ask of a
            // known type's unknown method.
            return nil
        }
        throw error("\(name) has no method `\(member)`", at: access.declName, scope, hint: slip ?? Self.memberList(name))
    }

    /// `map` gives an array of what its closure returns; `filter` and `sorted` an array of
    /// the elements.
    private func collectionResult(_ method: String, of baseType: SwiftType, _ call: FunctionCallExprSyntax) -> SwiftType? {
        guard let element = elementType(ofSequenceType: baseType) else { return nil }
        if baseType.unwrapped == .string, method == "filter" { return .string }
        switch method {
        case "filter", "sorted", "shuffled", "reversed": return .array(element)
        // The elements a collection may not have: optionals (Apple, `Array.max()`, `randomElement()`...).
        case "max", "min", "randomElement", "popLast", "first", "last": return .optional(element)
        case "firstIndex", "lastIndex": return .optional(.int)
        case "map":
            guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                  closure.statements.count == 1, case .expr(let single)? = closure.statements.first?.item,
                  let result = staticType(of: single) else { return nil }
            return .array(result)
        default: return nil
        }
    }

    // MARK: - Operators

    private func infixType(_ infix: InfixOperatorExprSyntax, _ scope: CompileScope) throws -> SwiftType? {
        guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self) else { return nil }
        let symbol = binary.operator.text
        switch symbol {
        case "&&", "||":
            try expectBool(infix.leftOperand, scope)
            try expectBool(infix.rightOperand, scope)
            return .bool
        case "??":
            guard case .optional(let wrapped)? = staticType(of: infix.leftOperand) else { return nil }
            return wrapped
        default: break
        }
        guard let op = SwiftBinaryOperator(rawValue: symbol) else { return nil }
        let left = staticType(of: infix.leftOperand).flatMap { Self.builtInName($0, program) }
        let right = staticType(of: infix.rightOperand).flatMap { Self.builtInName($0, program) }
        let isLiteral = { (side: ExprSyntax) in side.is(IntegerLiteralExprSyntax.self) || side.is(FloatLiteralExprSyntax.self) }
        guard let left, let right else {
            // `width / 2`: the literal takes the other side's type, as in Swift.
            switch op {
            case .add, .subtract, .multiply, .divide, .remainder:
                if let left, isLiteral(infix.rightOperand) { return Self.builtInType(left) }
                if let right, isLiteral(infix.leftOperand) { return Self.builtInType(right) }
                return nil
            case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .identical, .notIdentical: return .bool
            case .halfOpenRange, .closedRange:
                let isFloating = { (side: ExprSyntax) in side.is(FloatLiteralExprSyntax.self) }
                return left == "CGFloat" || right == "CGFloat" || isFloating(infix.leftOperand) || isFloating(infix.rightOperand)
                    ? Self.floatingRangeType(op) : Self.intRange
            default: return nil
            }
        }
        if let result = Self.binaryResult(op, left, right) { return result }
        if op == .halfOpenRange || op == .closedRange, Set([left, right]) == ["Int", "CGFloat"],
           isLiteral(left == "Int" ? infix.leftOperand : infix.rightOperand) {
            // `0...1.0`: the integer literal is a Double, as Swift infers it.
            return Self.floatingRangeType(op)
        }
        if let declared = declaredOperator(symbol, left, right) { return declared.returnType }
        try checkOperands(op, symbol, .named(left), .named(right), at: binary, scope)
        return nil
    }

    /// The program's own `symbol` for operands of these built-in types, as `builtInName`
    /// names them (`extension CGSize { static func * (size: CGSize, k: CGFloat) -> CGSize }`):
    /// Swift's overload resolution finds it beside the standard library's operators.
    private func declaredOperator(_ symbol: String, _ left: String, _ right: String) -> SwiftFunction? {
        DeclaredOperators.functions(symbol, arity: 2, in: program).first { function in
            function.parameters[0].type.flatMap { Self.builtInName($0, program) } == left
                && function.parameters[1].type.flatMap { Self.builtInName($0, program) } == right
        }
    }

    /// Reports `left op right` when both types are known built-ins that have no such operator.
    func checkOperands(_ op: SwiftBinaryOperator, _ symbol: String, _ leftType: SwiftType, _ rightType: SwiftType?, at node: some SyntaxProtocol,
                       _ scope: CompileScope) throws {
        guard let rightType, !leftType.isOptional, !rightType.isOptional,
              let left = Self.builtInName(leftType, program), let right = Self.builtInName(rightType, program),
              Self.binaryResult(op, left, right) == nil, declaredOperator(symbol, left, right) == nil else { return }
        let hint = (left == "Int" && right == "CGFloat") || (left == "CGFloat" && right == "Int")
            ? "Swift does not mix Int and CGFloat: convert one side, e.g. `CGFloat(count)`"
            : op == .remainder && left == "CGFloat" ? "for CGFloat use `x.truncatingRemainder(dividingBy: y)`" : nil
        throw error("binary operator `\(symbol)` cannot be applied to operands of type \(left) and \(right)", at: node, scope, hint: hint)
    }

    /// The result of `left op right` for two known built-in types, or `nil` when Swift (and the
    /// interpreter) have no such operator.
    private static func binaryResult(_ op: SwiftBinaryOperator, _ left: String, _ right: String) -> SwiftType? {
        switch op {
        case .add, .subtract, .multiply, .divide:
            if left == right, ["Int", "CGFloat"].contains(left) { return builtInType(left) }
            if left == right, op == .add, left == "String" { return .string }
            if left == right, op == .add || op == .subtract, ["CGSize", "CGPoint", "Angle"].contains(left) { return builtInType(left) }
            if left == "Angle", op == .multiply || op == .divide, ["Int", "CGFloat"].contains(right) { return builtInType(left) }
            return nil
        case .remainder, .wrappingAdd, .wrappingSubtract, .wrappingMultiply, .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .maskingShiftLeft, .maskingShiftRight:
            return left == "Int" && right == "Int" ? .int : nil
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            return left == right && ["Int", "CGFloat", "String", "Angle"].contains(left) ? .bool : nil
        case .equal, .notEqual:
            return left == right ? .bool : nil
        case .identical, .notIdentical:
            return .bool
        case .halfOpenRange, .closedRange:
            if left == "Int" && right == "Int" { return intRange }
            return left == "CGFloat" && right == "CGFloat" ? floatingRangeType(op) : nil
        }
    }

    /// `ClosedRange<CGFloat>` or `Range<CGFloat>`: a range of numbers that is not a sequence.
    static func floatingRangeType(_ op: SwiftBinaryOperator) -> SwiftType {
        .named(op == .closedRange ? "ClosedRange<CGFloat>" : "Range<CGFloat>")
    }

    /// A condition whose type is known must be a `Bool`.
    func expectBool(_ condition: ExprSyntax, _ scope: CompileScope) throws {
        guard let type = staticType(of: condition), let name = Self.builtInName(type, program), name != "Bool" else { return }
        if type.isOptional {
            throw error("a condition must be a Bool, and this is an optional \(type)", at: condition, scope,
                        hint: "compare it with nil, or unwrap it with `if let`")
        }
        throw error("a condition must be a Bool, and this is \(name)", at: condition, scope)
    }

    /// The declared type of a place assigned to (`x`, `cache.rows`, `lines[i].items[k]`), which
    /// is not compiled as an expression, if known.
    func placeType(_ syntax: ExprSyntax, _ scope: CompileScope) throws -> SwiftType? {
        if let reference = syntax.as(DeclReferenceExprSyntax.self) { return nameType(reference.baseName.nameText, scope) }
        if let chained = syntax.as(OptionalChainingExprSyntax.self) { return try placeType(chained.expression, scope) }
        if let access = syntax.as(MemberAccessExprSyntax.self), let base = access.base, staticTypeName(base, scope) == nil {
            guard let baseType = try placeType(base, scope) else { return nil }
            return try memberType(access.declName.baseName.nameText, of: baseType.unwrapped, at: access, scope)
        }
        if let access = syntax.as(SubscriptCallExprSyntax.self), access.arguments.count == 1, let index = access.arguments.first {
            return subscriptType(try placeType(access.calledExpression, scope), index: index.expression)
        }
        return nil
    }

    /// The type of the elements a `for` loop takes from `sequence`, if known.
    func elementType(of sequence: ExprSyntax) -> SwiftType? {
        staticType(of: sequence).flatMap(elementType(ofSequenceType:))
    }

    /// The elements' type of a sequence of type `type`, if known.
    func elementType(ofSequenceType type: SwiftType) -> SwiftType? {
        if case .array(let element) = type { return element }
        if type == Self.intRange { return .int }
        return Self.builtInName(type, program) == "LayoutSubviews" ? .named("LayoutSubview") : nil
    }

    /// A value of known type stored, passed or returned where `target` is declared:
    /// "`subject` `verb` `target`, and this is …".
    func expect(_ value: ExprSyntax, toBe target: SwiftType?, _ subject: String, verb: String = "is declared", _ scope: CompileScope) throws {
        guard let target, let type = staticType(of: value) else { return }
        let wanted = target.unwrapped
        guard let wantedName = Self.builtInName(wanted, program), let foundName = Self.builtInName(type, program),
              Self.concreteTypes.contains(wantedName), Self.concreteTypes.contains(foundName) else { return }
        if type.isOptional && !target.isOptional {
            throw error("\(subject) \(verb) \(target), and this is an optional \(foundName)", at: value, scope,
                        hint: "unwrap it first: `?? 0`, `if let` or `guard let`")
        }
        guard wantedName != foundName else { return }
        let hint = wantedName == "CGFloat" && foundName == "Int" ? "convert it: `CGFloat(…)`"
            : wantedName == "Int" && foundName == "CGFloat" ? "convert it: `Int(…)`" : nil
        throw error("\(subject) \(verb) \(target), and this is \(foundName)", at: value, scope, hint: hint)
    }

    // MARK: - Built-in types

    static let cgFloat = SwiftType.floatingPoint("CGFloat")
    static let intRange = SwiftType.named("Range<Int>")
    static let floatingNames: Set<String> = ["CGFloat", "Double", "Float"]

    /// The author's struct a type names, if it is one.
    func declaredStruct(_ type: SwiftType) -> SwiftStruct? {
        guard case .named(let name) = type else { return nil }
        return program.type(name)
    }

    /// The canonical name of a built-in type (`CGFloat` for every floating-point type,
    /// `LayoutSubviews` for `Subviews`), ignoring an optional; `nil` for the author's types
    /// and types the checks do not know.
    static func builtInName(_ type: SwiftType, _ program: SwiftProgram) -> String? {
        switch type.unwrapped {
        case .int: return "Int"
        case .floatingPoint: return "CGFloat"
        case .bool: return "Bool"
        case .string: return "String"
        case .named(let name):
            guard program.type(name) == nil else { return nil }
            switch name {
            case "Subviews", "Layout.Subviews": return "LayoutSubviews"
            case "Subview", "Layout.Subview": return "LayoutSubview"
            default: return builtInProperties[name] != nil || concreteTypes.contains(name) ? name : nil
            }
        default: return nil
        }
    }

    private static func builtInType(_ name: String) -> SwiftType {
        switch name {
        case "Int": .int
        case "CGFloat": cgFloat
        case "Bool": .bool
        case "String": .string
        default: .named(name)
        }
    }

    /// Types whose values never convert into one another: a mismatch between two of them is
    /// always a mistake.
    static let concreteTypes: Set<String> = [
        "Int", "CGFloat", "Bool", "String", "CGSize", "CGPoint", "CGRect", "ProposedViewSize", "Angle", "ViewSpacing",
        "ViewDimensions", "LayoutSubviews", "LayoutSubview", "UnitPoint", "Axis", "GeometryProxy",
    ]

    /// Every property the interpreter gives these types (`SwiftBuiltins.member`), so a name
    /// outside the list is an error wherever it is written.
    static let builtInProperties: [String: [String: SwiftType]] = [
        "CGSize": ["width": cgFloat, "height": cgFloat],
        "CGPoint": ["x": cgFloat, "y": cgFloat],
        "CGRect": [
            "origin": .named("CGPoint"), "size": .named("CGSize"), "width": cgFloat, "height": cgFloat, "isEmpty": .bool,
            "minX": cgFloat, "midX": cgFloat, "maxX": cgFloat, "minY": cgFloat, "midY": cgFloat, "maxY": cgFloat,
        ],
        "ProposedViewSize": ["width": .optional(cgFloat), "height": .optional(cgFloat)],
        "ViewDimensions": ["width": cgFloat, "height": cgFloat],
        "GeometryProxy": ["size": .named("CGSize"), "safeAreaInsets": .named("EdgeInsets")],
        "Angle": ["radians": cgFloat, "degrees": cgFloat],
        "UnitPoint": ["x": cgFloat, "y": cgFloat],
        "ViewSpacing": [:],
        "LayoutSubview": ["spacing": .named("ViewSpacing"), "priority": cgFloat],
        "LayoutSubviews": [
            "count": .int, "isEmpty": .bool, "startIndex": .int, "endIndex": .int, "indices": intRange,
            "first": .optional(.named("LayoutSubview")), "last": .optional(.named("LayoutSubview")), "layoutDirection": .named("LayoutDirection"),
        ],
        "CGFloat": [
            "isFinite": .bool, "isInfinite": .bool, "isNaN": .bool, "isZero": .bool, "magnitude": cgFloat,
            "sign": .named("FloatingPointSign"), "description": .string,
        ],
        "Int": ["magnitude": .int, "description": .string, "isZero": .bool],
    ]

    /// Every method the interpreter gives these types (`SwiftBuiltins.method`); collections
    /// are left out, their API being the standard library's.
    static let builtInMethods: [String: [String: SwiftType]] = [
        "LayoutSubview": ["sizeThatFits": .named("CGSize"), "dimensions": .named("ViewDimensions"), "place": .named("Void")],
        "ViewSpacing": ["distance": cgFloat, "union": .named("ViewSpacing")],
        "ProposedViewSize": ["replacingUnspecifiedDimensions": .named("CGSize")],
        "CGPoint": ["applying": .named("CGPoint")],
        "CGSize": ["applying": .named("CGSize")],
        "CGRect": ["insetBy": .named("CGRect"), "offsetBy": .named("CGRect"), "contains": .bool],
        "ViewDimensions": [:],
        "GeometryProxy": ["frame": .named("CGRect")],
        "Angle": [:],
        "UnitPoint": [:],
        "CGFloat": ["rounded": cgFloat, "squareRoot": cgFloat, "truncatingRemainder": cgFloat, "remainder": cgFloat],
        "Int": ["isMultiple": .bool, "signum": .int,
                "quotientAndRemainder": .tuple([SwiftType.Element(label: "quotient", type: .int), SwiftType.Element(label: "remainder", type: .int)])],
    ]

    /// The built-in types whose unknown members, on a page, are the app's extensions that were
    /// not pasted (`extension CGRect { var center: CGPoint }`, `extension Angle { func
    /// normalized() -> Angle }`): they stand in where no member of the type is one slip away,
    /// while the layout protocol's own values (a subview, a proposal) keep the error.
    static let typesAppsExtend: Set<String> = ["CGFloat", "Int", "CGPoint", "CGSize", "CGRect", "Angle", "UnitPoint", "GeometryProxy"]

    /// Every member name a built-in type has, for telling a slip from the app's extension.
    static func builtInMemberNames(_ name: String) -> [String] {
        (builtInProperties[name].map { Array($0.keys) } ?? []) + (builtInMethods[name].map { Array($0.keys) } ?? [])
    }

    /// "a CGRect has …": every member, for a hint when no name is close.
    private static func memberList(_ name: String) -> String? {
        let members = (builtInProperties[name].map { Array($0.keys) } ?? []) + (builtInMethods[name].map { $0.keys.map { $0 + "(…)" } } ?? [])
        guard !members.isEmpty else { return nil }
        return "\(name) has " + members.sorted().joined(separator: ", ")
    }
}
