// Evaluating expressions: literals, names, members, subscripts, operators.

import SwiftOperators
import SwiftSyntax
import TrellisLayout
import TrellisMarkup

extension Interpreter {
    /// `expression`, the initialiser of a declaration of type `declared` (if written): Swift
    /// code that computes it takes the type as its context (``declaredTypes``).
    func evaluate(_ expression: ExprSyntax, declared: SwiftType?) throws -> Value {
        guard let declared else { return try evaluate(expression) }
        declaredTypes[expression.id] = declared
        defer { declaredTypes[expression.id] = nil }
        return try evaluate(expression)
    }

    /// The value of an expression.
    func evaluate(_ expression: ExprSyntax) throws -> Value {
        // Every nested expression, view and modifier passes here: bound the recursion so a
        // pathological block (`1 + 1 + ...` ten thousand times) is an error, not a crash.
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw error("this expression nests more than \(Self.maximumDepth) levels deep", at: expression,
                        hint: "split it into `let` declarations or smaller views")
        }
        return try evaluateExpression(expression)
    }

    private func evaluateExpression(_ expression: ExprSyntax) throws -> Value {
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
            return try postfixIfConfig(postfix)
        }
        if let literal = expression.as(MacroExpansionExprSyntax.self), literal.macroName.text == "colorLiteral" {
            return try colorLiteral(literal)
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), !SwiftCompiler.expressionMacros.contains(macro.macroName.text) {
            // `#CodeSnippet(preview)`: a macro of the app or of a package it imports, whose
            // expansion the page does not have: its value stands in, as the app's functions do.
            let hasArguments = !macro.arguments.isEmpty || macro.trailingClosure != nil
            return standIn("#" + macro.macroName.text + (hasArguments ? "(…)" : ""), at: macro)
        }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            guard let value = NumberLiteral.integer(literal) else {
                throw error("integer literal `\(literal.literal.text)` overflows when stored into `Int`", at: literal)
            }
            return .int(value)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard let value = NumberLiteral.floatingPoint(literal) else {
                throw error("cannot read the number `\(literal.literal.text)`", at: literal)
            }
            return .double(value)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return .string(try string(literal)) }
        if let array = expression.as(ArrayExprSyntax.self) {
            let elements = try array.elements.map { try evaluate($0.expression) }
            if elements.contains(where: \.isGeometry) { return try geometryValue(of: expression) }
            if elements.contains(where: \.isSwiftData), array.elements.contains(where: { Self.implicitMemberName($0.expression) != nil }) {
                // `[corner, .origin]` of the block's `Point`: the implicit member is that type's,
                // as Swift code infers the literal's element type (it stood in as the app's).
                return try swiftValue(of: expression)
            }
            // `[1.0, 2.5, 3]` is a `[Double]` in Swift: the integer literal becomes a Double.
            if elements.contains(where: \.isDouble), elements.allSatisfy({ $0.number != nil }) {
                return .array(elements.map { $0.number.map(Value.double) ?? $0 })
            }
            return .array(elements)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) { return try evaluate(dictionary) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try name(reference) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return try memberAccess(member) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `{ ... }()`: a closure run where it is written, Swift's code.
            if call.calledExpression.is(ClosureExprSyntax.self) { return try swiftValue(of: expression) }
            return try self.call(call)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return try subscriptValue(subscriptCall) }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return try infixOperation(infix) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return try prefixOperation(prefix) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let tested = try evaluate(ternary.condition)
            // `proxy.size.width > 500 ? 3 : 2`: decided for each size the reader has.
            if case .geometry = tested { return try geometryValue(of: expression) }
            guard case .bool(let condition) = self.condition(tested, at: ternary.condition) else {
                throw error("the condition of `? :` must be a Bool", at: ternary.condition)
            }
            let chosen = condition ? ternary.thenExpression : ternary.elseExpression
            let other = condition ? ternary.elseExpression : ternary.thenExpression
            let value = try evaluate(chosen)
            // `big ? 300.0 : .infinity`, `done ? 1 : 0.5`: the two results have one type (The
            // Swift Programming Language, "Ternary Conditional Operator"), so an implicit member is
            // a member of the other's, a number's (`Double.infinity`), and an integer literal a
            // `Double` beside one; the other is typed, not run.
            if case .member(let member) = value, member.base == nil, member.arguments == nil, let number = numberType(of: other) {
                return Self.numericMember(value, beside: number)
            }
            if case .int(let number) = value, SwiftCompiler.isIntegerLiteral(chosen), case .double? = numberType(of: other) {
                return .double(Double(number))
            }
            return value
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                // `(name: "Turtle Rock", size: CGSize(width: 4, height: 4))`: a tuple, Swift's value.
                return try swiftValue(of: expression)
            }
            return try evaluate(only.expression)
        }
        // `Text(unsafe title)`: SE-0458's marker changes nothing a value is (see the Swift compiler's).
        if let marked = expression.as(UnsafeExprSyntax.self) { return try evaluate(marked.expression) }
        if let keyPath = expression.as(KeyPathExprSyntax.self) { return try self.keyPath(keyPath) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
            let value = try evaluate(unwrap.expression)
            if value == .null { throw error("`\(unwrap.expression.trimmedDescription)` is nil", at: unwrap) }
            return value
        }
        if let conditional = expression.as(IfExprSyntax.self) { return try ifValue(conditional) }
        // Swift the view language has no syntax of its own for (`items[1...]`, `count as Double`):
        // data computed by the Swift evaluator, whose compiler names what it cannot take.
        return try swiftValue(of: expression)
    }

    // MARK: - Literals

    /// `#colorLiteral(red: 0.94, green: 0.37, blue: 0.26, alpha: 1)`, Xcode's colour literal:
    /// the colour `Color(red:green:blue:opacity:)` makes (SwiftUI's `Color` is expressible by it).
    private func colorLiteral(_ literal: MacroExpansionExprSyntax) throws -> Value {
        let labels = literal.arguments.map { $0.label?.text }
        guard labels == ["red", "green", "blue", "alpha"] else {
            throw error("a colour literal is `#colorLiteral(red:green:blue:alpha:)`", at: literal)
        }
        var arguments: [BlockArgument] = []
        for (argument, label) in zip(literal.arguments, ["red", "green", "blue", "opacity"]) {
            let value = try evaluate(argument.expression)
            guard value.number != nil else { throw error("a colour literal's components are numbers", at: argument.expression) }
            arguments.append(BlockArgument(label: label, value: value, location: location(of: argument.expression)))
        }
        return .view(BlockView(kind: "Color", id: generatedID("Color", at: literal), arguments: arguments, location: location(of: literal)))
    }

    private func string(_ literal: StringLiteralExprSyntax) throws -> String {
        let isKey = localizedKeyLiterals.contains(ExprSyntax(literal).id)
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                text += SwiftCompiler.unescape(piece.content.text, pounds: literal.openingPounds?.text.count ?? 0)
            case .expressionSegment(let interpolation):
                let parts = Array(interpolation.expressions)
                if parts.count == 2, parts[0].label == nil, parts[1].label?.text == "specifier" {
                    // `"\(x, specifier: "%.1f")"`: LocalizedStringKey's printf-style interpolation.
                    let specifier = try evaluate(parts[1].expression)
                    if specifier.isStandIn {
                        // The app's specifier (`specifier: specifier` of the view's property): the
                        // value as plain interpolation shows it, the name listed as a stand-in.
                        text += try evaluate(parts[0].expression).interpolated
                        continue
                    }
                    guard case .string(let written) = specifier else {
                        throw error("`specifier:` takes a string such as \"%.1f\"", at: parts[1].expression)
                    }
                    text += try specifierText(written, value: try evaluate(parts[0].expression), at: interpolation)
                    continue
                }
                if parts.count == 2, parts[0].label == nil, let label = parts[1].label?.text, label == "format" || label == "style" {
                    // `"\(order.cost, format: .currency(code: "USD"))"`, `"\(date, style: .time)"`:
                    // formatted as `Text(_:format:)` and `Text(_:style:)` format their value.
                    text += try formattedText(parts[0].expression, label: label, format: parts[1].expression, at: interpolation)
                    continue
                }
                if parts.count == 2, parts[0].label == nil, parts[1].label?.text == "formatter" {
                    text += try formatterText(parts[0].expression, formatter: parts[1].expression)
                    continue
                }
                let defaulted = SwiftCompiler.interpolationDefault(interpolation)
                guard interpolation.expressions.count == 1 || defaulted != nil, let only = interpolation.expressions.first, only.label == nil else {
                    throw error("an interpolation takes one value", at: interpolation,
                                hint: "the labelled forms layout blocks read are `\\(value, specifier: \"%.1f\")`, `\\(value, format: ...)`, `\\(value, formatter: ...)`, `\\(date, style: ...)` and `\\(optional, default: \"text\")`")
                }
                let value = try evaluate(only.expression)
                if let defaulted, value == .null {
                    // `"\(count, default: "?")"` of `nil` (SE-0477): the default's text.
                    text += try evaluate(defaulted).interpolated
                    continue
                }
                switch value {
                case .geometry:
                    // `"\(Int(proxy.size.width)) pt"`: the text would change at every width the
                    // page is read at, which static text cannot; refused, not printed as a name.
                    throw geometryTextError(at: only.expression)
                case .view(let part) where interpolatedViews != nil && (Self.isSymbol(part) || part.kind == "Text"):
                    // `Text("\(Image(systemName: "star")) Favorites")`, `Text("Total \(Text("9").bold())")`:
                    // the symbol drawn in the line, the text with its own look (Apple,
                    // `LocalizedStringKey.StringInterpolation`'s `appendInterpolation(_: Image)` and
                    // `(_: Text)`), each one U+FFFC here that the `Text` call makes a part of.
                    interpolatedViews?.append(part)
                    text += TextRun.objectReplacement
                case .view, .views:
                    // An image in a string that is no `Text`'s (`Button("\(Image(...)) Add")`),
                    // or the app's or a file's image: SwiftUI draws it inside the text, which the
                    // page cannot; it stands in (listed, refused by a build) as its code, rather
                    // than printing `Image(...)` silently.
                    text += standIn(only.expression.trimmedDescription, at: only.expression).interpolated
                case _ where writtenBySwift(value):
                    // `"\(flavor)"` of a case of the block's enum ("mint", or the enum's own
                    // `description`), `"\(point)"` of a struct that declares `description`,
                    // `"\(points)"`: as Swift writes the value (`SwiftMachine.text`), the one
                    // writer Swift code's interpolation and `print` use too.
                    let machine = SwiftMachine(library: self)
                    text += try runningSwift(at: only.expression) { spot in try machine.text(of: SwiftValue(value), at: spot) }
                case .int where isKey, .double where isKey:
                    text += Self.keyArgumentText(value)
                default:
                    text += value.interpolated
                }
            }
        }
        return text
    }

    /// A number interpolated into a `LocalizedStringKey` (`Text("\(count) items")`), as SwiftUI
    /// writes it: by the number's format specifier (`_FormatSpecifiable`: `%lld` for an integer,
    /// `%lf` for a `Double` or `CGFloat`, `%f` for a `Float`), formatted in the environment's
    /// locale. So 1234 reads "1,234" and 3.14 "3.140000" on an iPhone in en_US, where `print`
    /// writes "1234" and "3.14" (the `specifier:` label exists to say otherwise).
    static func keyArgumentText(_ value: Value) -> String {
        switch value {
        case .int(let integer): String(format: "%lld", locale: formatLocale, integer)
        case .double(let number): String(format: "%lf", locale: formatLocale, number)
        default: value.interpolated
        }
    }

    /// Whether `value` is a case of an enum the block declares (`flavor` of `enum Flavor`).
    private func isBlockEnumCase(_ value: Value) -> Bool {
        guard case .member(let member) = value, member.base == nil else { return false }
        return !program.enumTypes(withCase: member.name).isEmpty
    }

    /// The type a metatype value names: Swift code's (`type(of: dog)`) or `Dog.self` as the view
    /// language holds it; nil for any other value.
    static func metatypeName(_ value: Value) -> String? {
        switch value {
        case .swift(let data):
            if case .type(let type) = data.value { return type.name }
            return nil
        case .member(let member) where member.name == "self" && member.arguments == nil: return member.base
        default: return nil
        }
    }

    /// Whether Swift's rules write `value` into a string: a value of the Swift evaluator's or a
    /// case of the block's enum, alone or among an array's elements (`"\(shapes)"` reads
    /// `[circle(radius: 1.5), empty]`, as `print` writes it, not `[.circle, .empty]`).
    private func writtenBySwift(_ value: Value) -> Bool {
        switch value {
        case .swift: true
        case .array(let elements): elements.contains(where: writtenBySwift)
        default: isBlockEnumCase(value)
        }
    }

    /// Whether `value` is, or holds in its elements, a value of the Swift evaluator's (a struct,
    /// a size), which Swift's rules write.
    static func holdsSwiftData(_ value: Value) -> Bool {
        switch value {
        case .swift: true
        case .array(let elements): elements.contains(where: holdsSwiftData)
        default: false
        }
    }

    private func evaluate(_ dictionary: DictionaryExprSyntax) throws -> Value {
        guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
        var entries: [DictionaryEntry] = []
        for element in elements {
            let key = try evaluate(element.key)
            switch key {
            case .string: break
            // `[.spring: "leaf", .autumn: "wind"]` of `enum Season`: any `Hashable` key, which an
            // enum without associated values is (The Swift Programming Language, "Enumerations"),
            // is Swift's dictionary, made and read by Swift code (set AO's dime). So is `[1: "a"]`,
            // whose keys stay numbers (`"\(d)"` reads `[1: "a"]`, `d.keys` are `Int`s), where the
            // view language's dictionary keys are strings.
            case .int, .bool, .double, .member, .swift: return try swiftValue(of: ExprSyntax(dictionary))
            default: throw error("dictionary keys must be strings or numbers, found \(key.typeName)", at: element.key)
            }
            if entries.contains(where: { $0.key == key.interpolated }) {
                throw error("duplicate key \(key.quoted) in a dictionary literal", at: element.key)
            }
            entries.append(DictionaryEntry(key: key.interpolated, value: try evaluate(element.value)))
        }
        return .dictionary(entries)
    }

    private func keyPath(_ keyPath: KeyPathExprSyntax) throws -> Value {
        var path: [String] = []
        for component in keyPath.components {
            // `\.?.count`, `\.name!`: optional chaining and force-unwrapping in a key path (The
            // Swift Programming Language, "Key-Path Expression"), kept as `?` and `!` steps.
            if case .optional(let optional) = component.component {
                path.append(optional.questionOrExclamationMark.text)
                continue
            }
            guard case .property(let property) = component.component else {
                throw error("only property key paths such as `\\.self` or `\\.name` are supported", at: component)
            }
            path.append(property.declName.baseName.nameText)
        }
        return .keyPath(path)
    }

    // MARK: - Names and members

    private func name(_ reference: DeclReferenceExprSyntax) throws -> Value {
        let name = reference.baseName.nameText
        if name.hasPrefix("$") { return try projectedValue(name, at: reference) }
        if let value = lookup(name) { return placedForUse(value, named: name) }
        // The view's own `var Tab: some View` before SwiftUI's `Tab`: Swift's unqualified lookup
        // finds the enclosing type's members before the module's types.
        if let value = try viewMember(name, arguments: nil, at: reference) { return value }
        if let view = catalog.views[name] {
            throw error("`\(name)` is a view: call it as `\(name)(...)`", at: reference,
                        hint: view.signatures.first.map { "for example `\($0.spelled(name))`" })
        }
        // The app's environment object or model (`@EnvironmentObject var store`), or a name the
        // pasted code reads and the block does not define: a stand-in, unless it is a near
        // miss of a name the block has (a typo).
        if name == "self" { return .standIn(name) }  // its members are listed (`property`)
        // A `@Namespace` is only ever an identity for `matchedGeometryEffect(id:in:)`: its name
        // tells the block's namespaces apart.
        if appProvided[name] == "Namespace" { return .string(name) }
        if appProvided[name] != nil { return standIn(name, at: reference) }
        if reference.parent?.is(LabeledExprSyntax.self) == true, !SwiftCompiler.cannotBeFunctionValue(reference),
           !SwiftCompiler.isGivenToANumbersInitialiser(reference),
           let function = SwiftCompiler.builtInFunctionValue(name, spot: SwiftSpot(source: source, location: location(of: reference))) {
            // `[-3, 4].map(abs)`: the standard library's function given as an argument, as Swift
            // code passes it (it stood in as a name of the app's).
            return .swift(SwiftData(function, typeName: function.typeName))
        }
        if let hint = typoHint(for: name, among: namesInScope) {
            throw error("unknown name `\(name)`", at: reference, hint: hint).identified(.unknownName, subject: name)
        }
        return standIn(name, at: reference)
    }

    /// Whether `expression` starts from `Calendar` (`Calendar.current.weekdaySymbols`): Swift
    /// code over Foundation's calendar, which the Swift evaluator's library has (`CalendarArithmetic`).
    func readsTheCalendar(_ expression: ExprSyntax) -> Bool {
        SwiftCompiler.rootName(of: expression)?.baseName.nameText == "Calendar" && lookup("Calendar") == nil && program.type("Calendar") == nil
    }

    /// The one SwiftUI type whose extension in the block declares a static `name` (a method when
    /// `method`): `.ripple(index: i)` of `extension Animation { static func ripple(index:) }`,
    /// `.moveAndFade` of `extension AnyTransition` (Apple's Landmarks tutorial). Swift finds an
    /// implicit member in the type its context gives; the app's own member names that type.
    /// (A colour's or a font's statics reach the modifiers that take them by their parameter's kind.)
    func swiftUITypeExtended(declaring name: String, method: Bool) -> String? {
        let declaring = program.extensions.filter { typeName, type in
            SwiftCompiler.implicitMemberValueTypes.contains(typeName) && (method ? type.staticMethods[name] != nil : type.statics[name] != nil)
        }
        return declaring.count == 1 ? declaring.first?.key : nil
    }

    /// `expression`, an implicit member of the block's extension of SwiftUI type `type`, run as
    /// Swift code with that type as its context: the value the extension's code makes.
    func extensionStatic(_ expression: ExprSyntax, of type: String) throws -> Value {
        declaredTypes[expression.id] = .named(type)
        defer { declaredTypes[expression.id] = nil }
        return try swiftValue(of: expression)
    }

    /// Whether `expression` is an implicit member chain (`.now.addingTimeInterval(-60)`) given a
    /// standard or Foundation type to start from (``declaredTypes``): Swift code, whose compiler
    /// reads the chain's root in that type (SE-0287).
    func readsImplicitChainOfDeclaredType(_ expression: ExprSyntax) -> Bool {
        guard let declared = declaredTypes[expression.id]?.unwrapped.name, BuiltInNames.types.contains(declared) else { return false }
        return SwiftCompiler.implicitMemberChainRoot(expression) != nil
    }

    /// Whether `expression` (which ``readsTheCalendar(_:)``) first reads a static of `Calendar`
    /// that neither Foundation nor the block declares, and that is no slip of one Foundation
    /// has: the app's `extension Calendar { static let gregorianUtc }` not pasted (set CD's
    /// Wordlike), which stands in as the app's other members of known types do.
    func readsTheAppsCalendarStatic(_ expression: ExprSyntax) -> Bool {
        // The member read from the name itself (`Calendar.x`), not from a calendar made by a call.
        guard let root = SwiftCompiler.rootName(of: expression), let access = root.parent?.as(MemberAccessExprSyntax.self),
              access.base?.id == root.id else { return false }
        let member = access.declName.baseName.nameText
        guard member.first?.isLowercase == true, BuiltInNames.staticMember("Calendar", member) == nil else { return false }
        let declared = program.extensionType("Calendar")
        if declared?.statics[member] != nil || declared?.staticMethods[member] != nil { return false }
        return NameSuggestion.hint(for: member, among: ["current", "autoupdatingCurrent"]) == nil
    }

    /// `Text("x") #if os(iOS) .padding() #endif`: the active clause's modifiers applied to
    /// the expression before the `#if`.
    private func postfixIfConfig(_ postfix: PostfixIfConfigExprSyntax) throws -> Value {
        let base = try postfix.base.map { try evaluate($0) } ?? .null
        guard let clause = IfConfig.activeClause(postfix.config), case .postfixExpression(let chain)? = clause.elements else { return base }
        guard let start = IfConfig.chainStart(chain) else { return base }
        postfixBases[start.id] = base
        defer { postfixBases[start.id] = nil }
        return try evaluate(chain)
    }

    /// `$flag`: the binding of a state, or a name the code binds with its `$` (`ForEach($pets)
    /// { $pet in ... }`), or the app's binding as a constant stand-in.
    private func projectedValue(_ name: String, at reference: some SyntaxProtocol) throws -> Value {
        let stateName = String(name.dropFirst())
        if stateDeclarations[stateName] != nil { return .binding(stateName) }
        if let value = lookup(name) { return value }
        // `$isOn` of a pasted view's own `@State` or `@Binding`, `$pet` of `ForEach($pets) { $pet
        // in ... }`: a binding to the value. On a page nothing changes it, so it is
        // `.constant(isOn)`, a value that reaches a control through a parameter or a `let` as
        // SwiftUI's `Binding` does (`row(self.$isOn)` of `func row(_ on: Binding<Bool>)`).
        if let value = lookup(stateName) {
            return value.isStandIn || Self.isBinding(value) ? value : Self.constantBinding(value, at: location(of: reference))
        }
        if let hint = typoHint(for: stateName, among: Array(stateDeclarations.keys) + namesInScope) {
            throw error("`\(name)` needs a `@State var \(stateName)` declared before the root view", at: reference, hint: hint)
        }
        // The app's binding (`$viewModel.query`): a constant stand-in.
        return standIn(stateName, at: reference)
    }

    /// A view kept under `name` (`let gradient = AngularGradient(...)`, a stored `content`, a
    /// computed property read as `key` `Type.name`), read again: each read is a view of its
    /// own, as in SwiftUI, so the second and later reads get ids of their own. The suffix names
    /// what was read, so a view kept inside another (`let pair = HStack { swatch; swatch }`,
    /// read twice: set AH's AuroraEditor) is placed again under the outer read's suffix.
    func placedForUse(_ value: Value, named name: String, key: String? = nil) -> Value {
        guard value.isViews else { return value }
        let key = key ?? name
        let uses = (viewNameReads[key] ?? 0) + 1
        viewNameReads[key] = uses
        guard uses > 1 else { return value }
        let word = String(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }).lowercased()
        return value.placed(under: "-use\(uses)-\(word)")
    }

    private func memberAccess(_ access: MemberAccessExprSyntax) throws -> Value {
        if readsImplicitChainOfDeclaredType(ExprSyntax(access)) { return try swiftValue(of: ExprSyntax(access)) }
        if access.base == nil, let type = swiftUITypeExtended(declaring: access.declName.baseName.nameText, method: false) {
            return try extensionStatic(ExprSyntax(access), of: type)
        }
        if readsTheCalendar(ExprSyntax(access)) {
            if readsTheAppsCalendarStatic(ExprSyntax(access)) { return standIn(access.trimmedDescription, at: access) }
            return try swiftValue(of: ExprSyntax(access))
        }
        let member = access.declName.baseName.nameText
        // `[String: Book].self`, `[Book].self`: a collection type, which only Swift code reads
        // as one (a literal of values otherwise); the Swift evaluator's, as in a type's code.
        if member == "self", let base = access.base, base.is(ArrayExprSyntax.self) || base.is(DictionaryExprSyntax.self) {
            return try swiftValue(of: ExprSyntax(access))
        }
        if access.base == nil, let base = postfixBases[access.id] {
            return try property(member, of: base, at: access.declName, baseText: member)
        }
        guard let base = access.base else { return .member(MemberValue(name: member)) }
        // `Date.FormatStyle.dateTime`: Foundation's style through the type it belongs to, the
        // same member as `.dateTime` where a date's `formatted(_:)` infers that type.
        if Self.isDateFormatStyleType(base) { return .member(MemberValue(name: member)) }
        // A type name before the dot: `Color.red`, `Font.title`, `Rank.self`, `Double.infinity`;
        // its generic arguments are the compiler's to check (`Optional<UUID>.none`).
        let typeReference = base.as(DeclReferenceExprSyntax.self) ?? base.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
        let nested = typeReference == nil ? nestedTypeName(base) : nil
        if let type = typeReference?.baseName.nameText ?? nested, lookup(type) == nil,
           nested != nil || type.first?.isUppercase == true || program.type(type) != nil {
            // `Self.symbolColor` in a view's body is the view's own static property.
            if type == "Self", let current = viewStack.last, member != "self" { return try declaredStatic(current, member, at: access.declName) }
            // `Self.symbolColor` in a body pasted without its view: the view's static property.
            if type == "Self", viewStack.isEmpty { return standIn(member, at: access) }
            if let declared = program.type(type), member != "self" { return try declaredStatic(declared, member, at: access.declName) }
            return try typeMember(type, member, at: access, name: access.declName)
        }
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            // `pet?.name`: nil when the optional is, as in Swift.
            let value = try evaluate(chained.expression)
            return value == .null ? .null : try property(member, of: value, at: access.declName, baseText: chained.expression.trimmedDescription)
        }
        if !viewStack.isEmpty, base.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "self",
           case .dictionary(let properties)? = lookup("self") {
            if let stored = properties.first(where: { $0.key == member })?.value {
                // `self.content` twice in a body: two views, as the bare name's reads are (`name`).
                if stored.isViews { return placedForUse(stored, named: member) }
            } else {
                // `self.$isOn`, `self.model` (an `@EnvironmentObject`) in a declared view: what the
                // bare name is (Swift reads `self.x` as `x` where no local hides it).
                if member.hasPrefix("$") { return try projectedValue(member, at: access.declName) }
                if appProvided[member] != nil { return standIn(member, at: access.declName) }
                // `let metadata = self.metadata` of the view's computed property, as the bare name reads it.
                if let value = try viewMember(member, arguments: nil, at: access.declName) { return value }
            }
        }
        if member == "wrappedValue", base.as(DeclReferenceExprSyntax.self)?.baseName.nameText.hasPrefix("$") == true {
            // `$isOn.wrappedValue`: a binding's value is its state's (Apple, "Binding", `wrappedValue`).
            let binding = try evaluate(base)
            if case .binding(let name) = binding { return lookup(name) ?? binding }
            return boundValue(binding)
        }
        let value = try evaluate(base)
        // `phrase?.category.description`: a nil anywhere in an optional chain makes the rest nil, as in Swift.
        if value == .null, SwiftCompiler.isOptionalChained(base) { return .null }
        if case .geometry = value { return try geometryValue(of: ExprSyntax(access)) }
        if member == "degrees" || member == "radians", let degrees = BlockLowering.angleDegrees(value) {
            // `Angle.degrees(angle).radians` (Apple, "Angle"): the angle's measure in that unit.
            return .double(member == "degrees" ? degrees : degrees * .pi / 180)
        }
        if member == "degrees" || member == "radians", case .member(let angle) = value, angle.base == "Angle",
           let written = (angle.arguments ?? []).lazy.compactMap({ if case .standIn(let text) = $0.value { text } else { nil } }).first {
            // `Angle.degrees(angleForValue(value)).radians` of the app's function: its measure stands in too.
            return .standIn("Angle(\(written)).\(member)")
        }
        // Most blocks extend nothing: the value is converted for Swift only when an extension
        // declares the member (this runs at every member read, once per `ForEach` row).
        let extensions = program.extensionMembers(member, properties: true)
        if !extensions.isEmpty, let data = value.dataSwiftValue,
           SwiftCompiler.extensionFunctions(extensions, of: data) != nil || extensions.contains(where: { $0.type == "Optional" }) {
            // `grams.kilograms` of the block's `extension Double { var kilograms: Double }`:
            // the extension's property, run as Swift code runs it (which knows whether `grams`
            // is optional, for a member of the block's `extension Optional`).
            return try swiftValue(of: ExprSyntax(access))
        }
        return try property(member, of: value, at: access.declName, baseText: base.trimmedDescription)
    }

    /// Whether `syntax` names Foundation's `Date.FormatStyle`.
    static func isDateFormatStyleType(_ syntax: ExprSyntax) -> Bool {
        guard let access = syntax.as(MemberAccessExprSyntax.self), access.declName.baseName.nameText == "FormatStyle" else { return false }
        return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "Date"
    }

    /// The members SwiftUI's own enumerations have (Apple, "DynamicTypeSize": `isAccessibilitySize`;
    /// `RawRepresentable` and `CustomStringConvertible` ones), for telling a slip from the app's own.
    static let swiftUIValueMembers = ["isAccessibilitySize", "isAccessibilityCategory", "rawValue", "description", "hashValue", "opposite"]

    /// The declared type `Outer.Inner` names (``SwiftProgram/nestedTypeName(_:_:)``), if `syntax` is one.
    func nestedTypeName(_ syntax: ExprSyntax) -> String? {
        guard let access = syntax.as(MemberAccessExprSyntax.self), let outer = access.base else { return nil }
        let outerName = outer.as(DeclReferenceExprSyntax.self).map(\.baseName.nameText).flatMap { lookup($0) == nil ? $0 : nil } ?? nestedTypeName(outer)
        return outerName.flatMap { program.nestedTypeName($0, access.declName.baseName.nameText) }
    }

    /// `Color.red`, `Date.now`, `CGSize.zero`: a member of a type the view language knows,
    /// written at `access` (its name at `nameNode`); also where a declared type gives an
    /// implicit member its type (`@State var tint: Color = .black`, `Interpreter.convert`).
    func typeMember(_ type: String, _ member: String, at access: some SyntaxProtocol, name nameNode: some SyntaxProtocol) throws -> Value {
        if let extended = program.extensionType(type), extended.declaresStatic(member) {
            // `static let brand = Color(...)` in an `extension Color`, `static let globe =
            // Image(systemName: "globe")` in an `extension Image`: the block's own declaration.
            return try declaredStatic(extended, member, at: nameNode)
        }
        switch type {
        case "Material" where TrellisLayout.Material(rawValue: member + "Material") != nil || member == "bar":
            // `Material.ultraThin` (Apple, "Material": `ultraThin`, `thin`, `regular`, `thick`,
            // `ultraThick`, `bar`) is the style `.ultraThinMaterial` names (set AM's BubbleApp).
            return .member(MemberValue(name: member == "bar" ? member : member + "Material"))
        case "Color":
            guard ColorName.colors.contains(member) else {
                // `Color.brandBackground`: a colour of the app's asset catalogue or extensions,
                // not pasted, stands in as `Color("Accent")` does; a near miss is a typo.
                if typoHint(for: member, among: ColorName.colors) == nil || NameSuggestion.sameCaseHint(for: member, among: ColorName.colors) == nil {
                    return standIn("Color.\(member)", at: access)
                }
                throw error("unknown colour `Color.\(member)`", at: nameNode,
                            hint: NameSuggestion.hint(for: member, among: ColorName.colors), id: .unknownMember)
            }
            return .view(BlockView(kind: "Color", id: generatedID("Color", at: access), arguments: [
                BlockArgument(label: nil, value: .member(MemberValue(base: "Color", name: member)), location: location(of: access)),
            ], location: location(of: access)))
        case "Font" where member.first?.isLowercase == true && !FontName.staticMembers.contains(member):
            // `Font.headlineKerning`, `Font.brandTitle` of the app's `extension Font`, not pasted:
            // SwiftUI's `Font` declares its text styles, `system` and `custom` (Apple, "Font"), so
            // any other static is the app's and stands in, a number or a font as it is used (set
            // AP's convos: `.tracking(Font.convosTitleTracking)`); a near miss is a typo, and
            // `Font.Weight` a type `Font` nests.
            if typoHint(for: member, among: FontName.staticMembers) == nil || NameSuggestion.sameCaseHint(for: member, among: FontName.staticMembers) == nil {
                return standIn("Font.\(member)", at: access)
            }
            throw error("unknown font `Font.\(member)`", at: nameNode, hint: NameSuggestion.hint(for: member, among: FontName.staticMembers), id: .unknownMember)
        case "Double", "CGFloat", "Float", "Int":
            // The numbers' static members have one table, the Swift evaluator's (`CGFloat.zero`, `Int.max`).
            guard let value = BuiltInNames.staticMember(type, member)?.blockValue else {
                // `CGFloat.blurRadius` of the app's `extension CGFloat`, not pasted: the app's
                // constant stands in (Swift: extensions add type properties to existing types);
                // a near miss of the number's own (`CGFloat.pie`) is a typo.
                if Self.namesAConstant(member), typoHint(for: member, among: Self.numberStaticNames) == nil { return standIn("\(type).\(member)", at: access) }
                throw error("unknown member `\(type).\(member)`", at: nameNode, hint: typoHint(for: member, among: Self.numberStaticNames), id: .unknownMember)
            }
            return value
        case "String" where Self.namesAConstant(member) && member != "self", "Bool" where Self.namesAConstant(member) && member != "self":
            // `String.inboxTitle` of the app's `extension String` (its localised titles), not
            // pasted: Swift's `String` declares no such static property, so it is the app's
            // constant, a stand-in (set AD's emitron); the same for `Bool` (Apple, "Bool": no
            // static property), whose `Bool.iOS26` is false as a condition (set AW's criticalmaps).
            return standIn("\(type).\(member)", at: access)
        case "CGSize", "CGPoint", "CGRect":
            // `@State var offset = CGSize.zero`: Core Graphics' values are the Swift evaluator's,
            // so `offset.width` and `offset == .zero` read them as Swift code does.
            guard let value = BuiltInNames.staticMember(type, member)?.blockValue else {
                throw error("unknown member `\(type).\(member)`", at: nameNode, hint: "\(type) has `zero`", id: .unknownMember)
            }
            return value
        case "Date":
            return try dateMember(member, at: nameNode)
        case "ContentUnavailableView" where member == "search":
            return searchUnavailableView(text: nil, at: access)
        case "UIColor" where ColorName.uiKit.contains(member), "NSColor" where ColorName.uiKit.contains(member):
            // `Color(UIColor.systemGroupedBackground)`: UIKit's colour, as `Color(.systemGroupedBackground)`.
            return .member(MemberValue(name: member))
        default:
            if ViewCatalog.gradientKinds.contains(type), member.first?.isLowercase == true, member != "init" {
                // `LinearGradient.brandAccent` of the app's `extension LinearGradient`, not pasted:
                // SwiftUI's gradients have no static members, so it is the app's and stands in, a
                // view and a style as `Color.brandAccent` is.
                return standIn("\(type).\(member)", at: access)
            }
            return .member(MemberValue(base: type, name: member))
        }
    }

    /// SF Symbols' effects (Apple, "Symbols" framework: `ReplaceSymbolEffect`, `BounceSymbolEffect`...)
    /// and the options that refine them (`.byLayer`, `.wholeSymbol`, `.down`...), which a page
    /// keeps as written and draws at rest.
    static let symbolEffects: Set<String> = ["replace", "bounce", "pulse", "scale", "appear", "disappear", "variableColor", "wiggle",
                                             "rotate", "breathe", "automatic", "drawOn", "drawOff", "downUp", "upUp", "offUp"]
    static let symbolEffectOptions: Set<String> = ["byLayer", "wholeSymbol", "up", "down", "upUp", "downUp", "offUp", "clockwise",
                                                   "counterClockwise", "iterative", "cumulative", "reversing", "nonReversing",
                                                   "hideInactiveLayers", "dimInactiveLayers", "individually", "forward", "backward",
                                                   "left", "right", "plain", "plainFade"]

    /// The colour a level of a hierarchical shape style names: `.fill.tertiary` is UIKit's
    /// `tertiarySystemFill`, `.foreground.secondary` is `.secondary` (Apple, "ShapeStyle":
    /// `primary` ... `quaternary` are levels of the current style).
    static func hierarchicalStyle(_ style: String, _ level: String) -> String? {
        let levels = ["primary", "secondary", "tertiary", "quaternary"]
        guard levels.contains(level) else { return nil }
        switch style {
        case "fill": return level == "primary" ? "systemFill" : level + "SystemFill"
        case "foreground", "primary": return level
        // `.background.secondary` is UIKit's `secondarySystemBackground`, which has levels up to
        // the tertiary (Natalia Panferova, "Hierarchical background styles in SwiftUI",
        // nilcoalescing.com, compares the two side by side).
        case "background" where level != "quaternary": return level == "primary" ? "systemBackground" : level + "SystemBackground"
        default: return nil
        }
    }

    /// `value` (a colour's name or a `Color` view) drawn at `opacity`, as `.opacity(_:)` refines it:
    /// an `opacity` argument of the member, or an `opacity` modifier of the view.
    func colourRefined(_ value: Value, opacity: Double, at node: some SyntaxProtocol) -> Value {
        let place = location(of: node)
        switch value {
        case .member(var colour):
            colour.arguments = (colour.arguments ?? []) + [BlockArgument(label: "opacity", value: .double(opacity), location: place)]
            return .member(colour)
        case .view(var colour):
            colour.modifiers.append(BlockModifier(name: "opacity", arguments: [BlockArgument(label: nil, value: .double(opacity), location: place)], location: place))
            return .view(colour)
        default:
            return value
        }
    }

    /// The opacity a colour is drawn at for each level of a shape style (`.red.secondary` ...
    /// `.quinary`): Apple documents only "the second level of this shape style"; the values are
    /// SwiftUICore's `SystemColorDefinition.opacity(at:)` as OpenSwiftUI reads it (level 1: 0.5,
    /// level 2: 0.25, deeper: 0.18), which a colour's provider uses unless it gives its own.
    static let colourLevelOpacity: [String: Double] = [
        "primary": 1, "secondary": 0.5, "tertiary": 0.25, "quaternary": 0.18, "quinary": 0.18,
    ]

    /// The fields of the memberwise values the language makes, by type.
    static let memberwiseFields: [String: [String]] = [
        "EdgeInsets": ["top", "leading", "bottom", "trailing"], "CGSize": ["width", "height"], "CGPoint": ["x", "y"], "UnitPoint": ["x", "y"],
    ]

    /// `inset.top`, `size.width` of a memberwise value the library made (`EdgeInsets(top: 1)`), in
    /// a body or in Swift code: the field, a `CGFloat`, 0 where the call left it out (as
    /// `EdgeInsets`' initialiser defaults it).
    static func memberwiseField(_ member: String, of made: MemberValue) -> Value? {
        guard made.name == "init", let fields = memberwiseFields[made.base ?? ""], fields.contains(member) else { return nil }
        switch made.argument(member) ?? .int(0) {
        case .int(let number): return .double(Double(number))
        case let field: return field
        }
    }

    /// Whether `value` is a colour: a `Color` view, or a colour's name (`.blue`, `Color.red`).
    static func isColourValue(_ value: Value) -> Bool {
        switch value {
        case .view(let view): view.kind == "Color"
        case .member(let member): (member.base == nil || member.base == "Color") && (ColorName.colors + ColorName.uiKit).contains(member.name)
        default: false
        }
    }

    /// `value.member`: a dictionary key, or `count`/`isEmpty`/`first`/`last`.
    func property(_ member: String, of value: Value, at node: some SyntaxProtocol, baseText: @autoclosure () -> String) throws -> Value {
        if case .standIn(let written) = value {
            if written == "self" { standIns.append((member, location(of: node))) }
            return Self.standInMember(written, member)
        }
        if case .null = boundValue(value), !["wrappedValue", "projectedValue"].contains(member), baseText().hasPrefix("$") {
            // `$choice.mode` of a `Choice?` that is nil: a binding reaches its value's members by
            // dynamic member lookup (Apple, "Binding": `subscript(dynamicMember:)`), and an
            // optional has no `mode`, so it is a member the app's `extension Binding` adds, not
            // pasted: a stand-in, as when the value is there (set AA: "`.mode` of nil").
            return standIn(baseText() + "." + member, at: node)
        }
        if case .member(var effect) = value, effect.base == nil, Self.symbolEffects.contains(effect.name), Self.symbolEffectOptions.contains(member) {
            // `.replace.byLayer`, `.bounce.down` (Apple, "Symbols"): an effect's refinement, kept on it.
            effect.arguments = (effect.arguments ?? []) + [BlockArgument(label: member, value: .bool(true), location: location(of: node))]
            return .member(effect)
        }
        if case .member(let variant) = value, variant.base == nil || variant.base == "SymbolVariants", variant.arguments == nil,
           SymbolCatalog.variantNames.contains(member), variant.name.split(separator: ".").allSatisfy({ SymbolCatalog.variantNames.contains(String($0)) }) {
            // `.circle.fill` (Apple, "SymbolVariants": `circle`, `fill`... are also properties that
            // add a variant to another): one value, its names joined as a symbol's name joins them.
            return .member(MemberValue(base: variant.base, name: variant.name + "." + member))
        }
        if case .member = value, Self.isBinding(value), baseText().hasPrefix("$") {
            // `$settings.isOn`: a binding reaches its value's fields as bindings (Apple, "Binding":
            // `subscript(dynamicMember:)`), so the field binds as `$isOn` does.
            return Self.constantBinding(try property(member, of: boundValue(value), at: node, baseText: String(baseText().dropFirst())),
                                        at: location(of: node))
        }
        if ["lowerBound", "upperBound"].contains(member), BinaryOperation.dateRange(value) != nil, case .member(let range) = value,
           let bound = range.argument(member) {
            return bound
        }
        if let seconds = Self.dateSeconds(value) {
            if let interval = DateArithmetic.property(member, of: seconds, now: pageNow) { return .double(interval) }
            let date = SwiftValue(value)
            if let getter = SwiftCompiler.extensionFunctions(program.extensionMembers(member, properties: true), of: date)?.first {
                // `day.dayNumber` of the block's `extension Date { var dayNumber: Int }`: its code, run.
                let result = try runningSwift(at: node) { _ in
                    try SwiftMachine(library: self).call(getter, self: date, arguments: [], captured: nil, at: getter.spot).0
                }
                return try viewValue(result, "`\(baseText()).\(member)` is", at: node)
            }
            // The app's `extension Date` not pasted: its value stands in, as a `String`'s does; a
            // near miss of `Date`'s own property is a typo.
            if typoHint(for: member, among: DateArithmetic.propertyNames) == nil { return standIn(baseText() + "." + member, at: node) }
        }
        // `.font(.AppFont.rooneySansBold)`: a type the app nests in an extension of the
        // expected type (`extension Font { enum AppFont { ... } }`); its members stand in.
        if case .member(let nested) = value, nested.base == nil, nested.arguments == nil, nested.name.first?.isUppercase == true {
            let path = "." + nested.name
            if member.first?.isUppercase == true { return .member(MemberValue(base: path, name: member)) }
            return standIn(path + "." + member, at: node)
        }
        // A member of the app's or the platform's type (`Models.Visibility.allCases`,
        // `UIDevice.current.userInterfaceIdiom`): a nested type stays a type, anything else stands in.
        if case .member(let type) = value, type.arguments == nil, let base = type.base,
           SwiftUITypeName.isAppStatic(base, viewNames: catalog.viewNames) {
            let path = base + "." + type.name
            if member.first?.isUppercase == true { return .member(MemberValue(base: path, name: member)) }
            return standIn(path + "." + member, at: node)
        }
        // `.fill.tertiary`, `.foreground.secondary`: a level of a hierarchical shape style, as
        // the system colour iOS draws it with (`tertiarySystemFill`, `.secondary`).
        if case .member(let style) = value, style.base == nil, style.arguments == nil,
           let level = Self.hierarchicalStyle(style.name, member) {
            return .member(MemberValue(name: level))
        }
        // `.gray.tertiary`, `Color.red.secondary` (iOS 17's `ShapeStyle` levels of a colour): the
        // colour at the level's opacity, as `.opacity(_:)` refines it.
        if let opacity = Self.colourLevelOpacity[member], Self.isColourValue(value) {
            return colourRefined(value, opacity: opacity, at: node)
        }
        // `Font.Weight.semibold`, `Edge.Set.horizontal`: a member of SwiftUI's nested type, as
        // the implicit member (`.semibold`) it names.
        if case .member(let type) = value, type.arguments == nil, let base = type.base, type.name.first?.isUppercase == true,
           !SwiftUITypeName.isForeign(base, viewNames: catalog.viewNames), member.first?.isLowercase == true {
            return .member(MemberValue(name: member))
        }
        if case .member(let made) = value, let field = Self.memberwiseField(member, of: made) { return field }
        // `Color.blue.gradient`, `.red.gradient` (iOS 16): the colour's standard gradient, a style.
        if member == "gradient", Self.isColourValue(value) {
            return .member(MemberValue(base: "Color", name: "gradient", arguments: [BlockArgument(label: "color", value: value, location: location(of: node))]))
        }
        if value.isViews {
            if catalog.modifiers[member] != nil {
                throw error("`\(member)` is a modifier: call it as `.\(member)()`", at: node)
            }
            let hint = NameSuggestion.hint(for: member, among: catalog.modifiers.keys)
            if hint != nil || UnsupportedSwiftUI.modifiers[member] != nil {
                throw error("unknown modifier `\(member)`", at: node, hint: hint, id: .unknownModifier)
            }
            // `.ss.tabBar(.hidden)`, `.backport.safeAreaPadding(24)`, `content().erasedToAnyView`:
            // a property the app's `extension View` declares (a namespace whose methods wrap
            // SwiftUI's modifiers, as backports do; a type eraser), not pasted. It stands in
            // and the view passes through it, so the method called on it applies as SwiftUI's
            // modifier of that name, or the app's (itself a stand-in).
            _ = standIn("." + member, at: node)
            return value
        }
        // `counter.wrappedValue` of a `var counter: Binding<Int>` given `$count` or `.constant(3)`:
        // the binding's value (Apple, "Binding": "the underlying value referenced by the binding").
        if member == "wrappedValue", Self.isBinding(value) { return boundValue(value) }
        if CalendarArithmetic.isCalendar(value), let result = CalendarArithmetic.property(member, of: value) {
            // `cal.shortWeekdaySymbols` of `let cal = Calendar.current`: the calendar's property,
            // as read from `Calendar.current` itself (set AR's barik).
            return try viewValue(result, "`\(baseText()).\(member)` is", at: node)
        }
        if let result = try enumCaseProperty(member, of: value, at: node, baseText: baseText()) { return result }
        if let result = Self.textSizeProperty(member, of: value) { return result }
        if let known = Self.builtInStaticValue(value),
           let result = try? runningSwift(at: node, { spot in try SwiftBuiltins.member(member, of: known, machine: SwiftMachine(library: self), at: spot) }) {
            // `UnitPoint.bottom.y`, `anchor.x` of `let anchor = UnitPoint.trailing`: a member of the
            // static value, as Swift code reads it (it stood in as the app's member); one Swift
            // lacks (`Edge.top.name` of the app's extension) goes on to the rules below.
            return try viewValue(result, "`\(baseText()).\(member)` is", at: node)
        }
        if let data = value.dataSwiftValue ?? Self.collectionSwiftValue(value) {
            // Data's properties (`title.count`, `pet.name`, `items.first`) are the Swift evaluator's,
            // and so are those of a collection of views or a record holding them (`rows.first`,
            // `card.icon`): Swift code carries SwiftUI's values whole.
            let result = try runningSwift(at: node) { spot in try SwiftBuiltins.member(member, of: data, machine: SwiftMachine(library: self), at: spot) }
            return try viewValue(result, "`\(baseText()).\(member)` is", at: node)
        }
        // `item.rawValue` of `.clear`, `task.title` of `.init(title: "Buy", status: .todo)`: an
        // implicit member whose type the block does not declare (the app's enum or struct, its
        // type only in an annotation such as `[[CalcButton]]`) has the app's members, which stand in;
        // a case of the block's own enums had its members answered above (`enumCaseProperty`).
        if case .member(let made) = value, made.base == nil,
           !(Self.isColourValue(value) && ["primary", "secondary", "tertiary", "quaternary", "quinary"].contains(member)) {
            return standIn(baseText() + "." + member, at: node)
        }
        if case .member(let made) = value, let base = made.base, program.type(base) == nil, made.arguments == nil,
           member.first?.isLowercase == true, NameSuggestion.hint(for: member, among: Self.swiftUIValueMembers) == nil,
           !Self.swiftUIValueMembers.contains(member) {
            // `DynamicTypeSize.large.label`, `Edge.top.name` of the app's extension of a SwiftUI
            // type, not pasted: the app's member, which stands in (set AX's FabulaItemsProvider);
            // a near miss of a member SwiftUI's values have stays a slip.
            return standIn(baseText() + "." + member, at: node)
        }
        if case .binding(let name) = value {
            // `$settings.isOn` of the page's state: a binding to one of its fields.
            throw error("`$\(name).\(member)` binds a field of a state, which the page's controls cannot change", at: node,
                        hint: "a page's controls change a whole `@State` variable: declare one for this field and pass `$name`")
        }
        throw error("\(value.typeName) has no member `\(member)`", at: node)
    }

    /// `UnitPoint.bottom`, `CGFloat.pi` as a body holds it (a member of a named type): Swift's
    /// value of that static member, whose own members Swift code reads.
    static func builtInStaticValue(_ value: Value) -> SwiftValue? {
        guard case .member(let made) = value, let base = made.base, made.arguments == nil, BuiltInNames.types.contains(base) else { return nil }
        return BuiltInNames.staticMember(base, made.name)
    }

    /// An array or a record of the view language's values (views, colours), as Swift code holds
    /// one (each such value whole, `SwiftValue.swiftUI`), for the Swift evaluator's members.
    static func collectionSwiftValue(_ value: Value) -> SwiftValue? {
        switch value {
        case .array, .dictionary: SwiftValue(value)
        default: nil
        }
    }

    private func subscriptValue(_ access: SubscriptCallExprSyntax) throws -> Value {
        let base = try evaluate(access.calledExpression)
        if base.isStandIn { return .standIn(access.trimmedDescription) }
        if Self.isBinding(base) {
            // `$contacts[i].name` (set BD's QR-Pop): SwiftUI's `Binding` subscript through its dynamic
            // member lookup binds one element, as `ForEach($contacts) { $contact in }` does; here,
            // as there, the binding of the element's value, which the page's controls do not change.
            return Self.constantBinding(try subscriptValue(access, of: boundValue(base)), at: location(of: access))
        }
        return try subscriptValue(access, of: base)
    }

    /// `access` read on `base`, the value its called expression gave.
    private func subscriptValue(_ access: SubscriptCallExprSyntax, of base: Value) throws -> Value {
        // `shelf[0 ..< 2]` of `let shelf = Library.books`, the app's constant: its element or slice stands in.
        if appStaticConstant(base) != nil { return standIn(access.trimmedDescription, at: access) }
        // `labels[key, default: "Unknown"]`: a dictionary's value, or the default for a key it lacks.
        let fallback = access.arguments.count == 2 && Array(access.arguments)[1].label?.text == "default" ? Array(access.arguments)[1] : nil
        if fallback == nil, access.arguments.contains(where: { $0.label != nil }) {
            // `items[safe: index]`: a subscript with argument labels is declared by an extension
            // (The Swift Programming Language, "Subscripts": its parameters take labels only
            // where written); the code's own runs as Swift, the app's (not pasted) stands in,
            // as its methods do (set AC's Clop).
            let declared = program.extensionMembers(SwiftCompiler.subscriptGetterName, properties: false).contains { extended in
                extended.functions.contains { $0.parameters.map(\.label) == access.arguments.map { $0.label?.text } }
            }
            return declared ? try swiftValue(of: ExprSyntax(access)) : standIn(access.trimmedDescription, at: access)
        }
        guard access.arguments.count == 1 || fallback != nil, let argument = access.arguments.first, argument.label == nil else {
            throw error("a subscript takes one index", at: access, hint: "or a key and `default:` for a dictionary")
        }
        let index = try evaluate(argument.expression)
        if index.isStandIn { return .standIn(access.trimmedDescription) }
        if let fallback {
            if Self.holdsSwiftData(base) {
                // `answers[question, default: false]` of a dictionary Swift code made (a view's
                // `init` ran its defaults; set BJ's berkeley-mobile): Swift's `subscript(_:default:)`.
                return try swiftValue(of: ExprSyntax(access))
            }
            guard case .dictionary(let entries) = base else {
                throw error("`default:` reads a dictionary, not \(base.typeName)", at: fallback)
            }
            if let entry = entries.first(where: { $0.key == index.interpolated }) { return entry.value }
            let given = try evaluate(fallback.expression)
            if case .int(let number) = given, SwiftCompiler.isIntegerLiteral(fallback.expression),
               case .dictionary(_, let valueType)? = swiftStaticType(of: access.calledExpression)?.unwrapped, valueType.isFloatingPoint {
                // `prices["EUR", default: 1]` of a `[String: Double]` is `1.0`: the literal is
                // of the dictionary's value type ("Literals"), as in Swift code.
                return .double(Double(number))
            }
            return given
        }
        // `items[0]`, `items[1...]`, `name[2]`, `rows[i]` of views: the Swift evaluator's
        // subscripts. A dictionary's keys are the page's data, read below with the view
        // language's errors (a missing key is a mistake in the page, not `nil`).
        // An enum's case as the index (`icons[.autumn]`) is Swift's implicit member.
        // A dictionary Swift code made (`[Date: Color]`, keyed by any `Hashable`) is read by
        // Swift's subscript too, its missing key `nil`; a `Date` is its own key there.
        let position: SwiftValue? = if case .member(let member) = index, member.base == nil, member.arguments == nil { SwiftValue(index) }
            else if Self.dateSeconds(index) != nil { SwiftValue(index) } else { index.dataSwiftValue }
        if !base.isDictionary || Self.holdsSwiftData(base), let data = base.dataSwiftValue ?? Self.collectionSwiftValue(base), let position {
            let result = try runningSwift(at: argument) { spot in
                try SwiftBuiltins.subscriptGet(data, labels: [argument.label?.text], arguments: [position], machine: SwiftMachine(library: self), at: spot)
            }
            return try viewValue(result, "`\(access.trimmedDescription)` is", at: access)
        }
        switch (base, index) {
        case (.dictionary(let entries), _):
            guard let entry = entries.first(where: { $0.key == index.interpolated }) else {
                // A key the code's own dictionary lacks is `nil` (Apple, "Dictionary",
                // `subscript(_:)`: "otherwise, nil"): `expanded["fiction"] == true` of `@State var
                // expanded: [String: Bool] = [:]` is false (set AN's mmex). So is one the page's
                // data lacks where the code reads the subscript as the optional Swift's is
                // (`names[key] ?? "none"`, `if let`, `?.`; set AC's Clop); elsewhere that is a
                // mistake in the page, said with the keys it has.
                if isCodeData(access.calledExpression) || Self.isReadAsOptional(ExprSyntax(access)) {
                    return .null
                }
                throw error("`\(access.calledExpression.trimmedDescription)` has no key \(index.quoted)", at: argument,
                            hint: NameSuggestion.hint(for: index.interpolated, among: entries.map(\.key)))
            }
            return entry.value
        default:
            throw error("cannot subscript \(base.typeName) with \(index.typeName)", at: access)
        }
    }

    /// Whether code reads `expression` as an optional: the left of `??`, a side of `== nil`
    /// or `!= nil`, the base of `?.`, or the value an `if let` or `guard let` unwraps.
    static func isReadAsOptional(_ expression: ExprSyntax) -> Bool {
        var node = Syntax(expression)
        while let parent = node.parent, let tuple = parent.as(LabeledExprSyntax.self), tuple.label == nil,
              let list = tuple.parent?.as(LabeledExprListSyntax.self), list.count == 1, let parenthesised = list.parent?.as(TupleExprSyntax.self) {
            node = Syntax(parenthesised)
        }
        guard let parent = node.parent else { return false }
        if parent.is(OptionalChainingExprSyntax.self) { return true }
        if let infix = parent.as(InfixOperatorExprSyntax.self), let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if symbol == "??" { return infix.leftOperand.id == node.id }
            if symbol == "==" || symbol == "!=" {
                let other = infix.leftOperand.id == node.id ? infix.rightOperand : infix.leftOperand
                return other.is(NilLiteralExprSyntax.self)
            }
            return false
        }
        return parent.as(InitializerClauseSyntax.self)?.parent?.is(OptionalBindingConditionSyntax.self) == true
    }

    /// Whether `base` names a value the code declares, not the page's data (front matter, data files).
    func isCodeData(_ base: ExprSyntax) -> Bool {
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.nameText else { return true }
        return lookup(name) != nil && data[name] == nil
    }

    // MARK: - Operators

    private func prefixOperation(_ prefix: PrefixOperatorExprSyntax) throws -> Value {
        var operand = try evaluate(prefix.expression)
        if case .geometry(let value) = operand {
            // `-CGFloat.random(in: 0...proxy.size.height)`: the number the view code made, negated
            // at each size (compiled again as layout code, its random draw was refused; set CE's
            // CosmosExplorer).
            if prefix.operator.text == "-", value.isNumber { return .geometry(.negated(value)) }
            return try geometryValue(of: ExprSyntax(prefix))
        }
        if ["...", "..<"].contains(prefix.operator.text), let upper = Self.dynamicTypeSize(operand) {
            // `...DynamicTypeSize.xLarge`: sizes up to that one.
            return Self.dynamicTypeSizeRange(lower: nil, upper: upper, closed: prefix.operator.text == "...", at: location(of: prefix))
        }
        // `!Brand.hideRandomButton`: a constant of the app's type that was not pasted stands in.
        if let written = appStaticConstant(operand) ?? (prefix.operator.text == "!" ? implicitMemberAsBool(operand) : nil) {
            operand = standIn(written, at: prefix.expression)
        }
        if prefix.operator.text == "-", case .member(let member) = operand, member.base == nil, member.arguments == nil {
            // `.radians(-.pi / 2)`: `-` makes its operand a signed number, so `.pi` is the
            // floating-point type's (one table, `CGFloat`'s members); `-.p20` is a constant the
            // app declares on `CGFloat` (`extension CGFloat { static let p20 = 20.0 }`): it stands in.
            if let number = BuiltInNames.staticMember("CGFloat", member.name)?.number { operand = .double(number) }
            else if isAppConstant(member) { operand = standIn(operand.interpolated, at: prefix.expression) }
        }
        // `!viewModel.isLoading`: a stand-in condition is false, so its negation is true.
        if operand.isStandIn { return prefix.operator.text == "!" ? .bool(true) : .standIn(prefix.trimmedDescription) }
        if let data = operand.plainSwiftValue,
           let value = try runningSwift(at: prefix, { spot in try SwiftOperators.prefix(prefix.operator.text, data, at: spot) }).blockValue {
            // `!isOn`, `-offset`: Swift's prefix operators, as layout code runs them (`-Int.min` traps).
            return value
        }
        if prefix.operator.text == "-", case .member(var angle) = operand, angle.base == "Angle" || angle.base == nil,
           ["degrees", "radians"].contains(angle.name), angle.arguments?.count == 1, let argument = angle.arguments?[0].value {
            if argument.isStandIn { return .standIn(prefix.trimmedDescription) }
            guard let number = argument.number else { throw error("`-` cannot be applied to \(operand.typeName)", at: prefix) }
            // `-Angle.degrees(x)`: `Angle` is `SignedNumeric`-like in SwiftUI (its prefix `-`).
            angle.arguments?[0].value = .double(-number)
            return .member(angle)
        }
        throw error("`\(prefix.operator.text)` cannot be applied to \(operand.typeName)", at: prefix)
    }

    /// A number of the type `expression` has, if it is a number (a literal, or typed by Swift
    /// code), for ``numericMember(_:beside:)``; the expression is not run.
    private func numberType(of expression: ExprSyntax) -> Value? {
        if expression.is(FloatLiteralExprSyntax.self) { return .double(0) }
        if expression.is(IntegerLiteralExprSyntax.self) { return .int(0) }
        guard Self.implicitMemberName(expression) == nil else { return nil }
        if let type = swiftStaticType(of: expression)?.unwrapped {
            return type.isFloatingPoint ? .double(0) : type == .int ? .int(0) : nil
        }
        // `available / paper.width` of a GeometryReader's size and the app's value, which Swift
        // code cannot type here: arithmetic is a number, of a type not known (an `Int`'s member
        // first, then a `CGFloat`'s: `.infinity` is a `CGFloat`'s; set BN's drawingbot).
        if let infix = expression.as(InfixOperatorExprSyntax.self),
           let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(symbol) {
            return .int(0)
        }
        return nil
    }

    /// `value` beside `other` in an operator: an implicit member (`.zero`, `.max`) is the static
    /// member of the other operand's numeric type, or a floating-point one's (`.pi / 2`, where
    /// the literal 2 becomes a `Double`); otherwise `value` as it is.
    static func numericMember(_ value: Value, beside other: Value) -> Value {
        guard case .member(let member) = value, member.base == nil, member.arguments == nil, other.number != nil else { return value }
        let types = other.isDouble ? ["CGFloat"] : ["Int", "CGFloat"]
        for type in types {
            if let known = BuiltInNames.staticMember(type, member.name)?.blockValue, known.number != nil { return known }
        }
        return value
    }

    private func infixOperation(_ infix: InfixOperatorExprSyntax) throws -> Value {
        guard let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            if infix.operator.is(AssignmentExprSyntax.self) {
                throw error("assignments are not allowed in a layout block", at: infix.operator,
                            hint: "a layout is computed from data; state changes only through Picker and Toggle")
            }
            throw error("`\(infix.operator.trimmedDescription)` is not supported", at: infix.operator)
        }
        // `&&` and `||` short-circuit, as in Swift.
        if symbol == "&&" || symbol == "||" {
            let tested = try evaluate(infix.leftOperand)
            if case .geometry = tested { return try geometryValue(of: ExprSyntax(infix)) }
            guard case .bool(let left) = condition(tested, at: infix.leftOperand) else {
                throw error("`\(symbol)` needs Bool operands", at: infix.leftOperand)
            }
            if (symbol == "&&" && !left) || (symbol == "||" && left) { return .bool(left) }
            guard case .bool(let right) = condition(try evaluate(infix.rightOperand), at: infix.rightOperand) else {
                throw error("`\(symbol)` needs Bool operands", at: infix.rightOperand)
            }
            return .bool(right)
        }
        if SwiftBinaryOperator(rawValue: symbol) == nil, !DeclaredOperators.functions(symbol, arity: 2, in: program).isEmpty {
            // `1 <+> 2`: an operator the code declares, run as Swift code runs it.
            return try swiftValue(of: ExprSyntax(infix))
        }
        if SwiftBinaryOperator(rawValue: symbol) == nil, !["??", "~="].contains(symbol),
           OperatorTable.standardOperators.infixOperator(named: symbol)?.precedenceGroup != "AssignmentPrecedence" {
            // `value <- other` of the app's operator, whose declaration and function were not
            // pasted (`ParsedBlock.parse` reads it at the default precedence): its result stands
            // in; so does a package's `~>`, which the standard library declares for no value here.
            return standIn(infix.trimmedDescription, at: infix)
        }
        var left = try evaluate(infix.leftOperand)
        var right = try evaluate(infix.rightOperand)
        if left.isGeometry || right.isGeometry { return try geometryValue(of: ExprSyntax(infix)) }
        if symbol == "??", case .null = left, case .int(let number) = right, SwiftCompiler.isIntegerLiteral(infix.rightOperand),
           swiftStaticType(of: infix.leftOperand)?.unwrapped.isFloatingPoint == true {
            // `noPrice ?? 0` of a `Double?` is `0.0`, the literal of the left's wrapped type
            // ("Literals"), as Swift code gives it.
            return .double(Double(number))
        }
        if symbol == "==" || symbol == "!=", left.isSwiftData || right.isSwiftData, let a = Self.metatypeName(left), let b = Self.metatypeName(right) {
            // `type(of: item) == Dog.self`: Swift code's metatype beside the view language's
            // `Dog.self` (which `layoutValue(key: Rank.self, ...)` reads by name) is one type.
            return .bool((a == b) == (symbol == "=="))
        }
        if left.isSwiftData || right.isSwiftData || left.isMember || right.isMember, let op = SwiftBinaryOperator(rawValue: symbol),
           DeclaredOperators.applies(op, in: program), writtenBySwift(left) || writtenBySwift(right) {
            // `start + offset` of the block's `static func + (a: Point, b: Point)`, `Level.low <
            // .high` of its `Comparable` enum: the program's operators (and those Swift derives
            // from them) run as Swift code runs them; they were "`+` cannot combine".
            return try swiftValue(of: ExprSyntax(infix))
        }
        // `.radians(.pi / 12)`, `.zero...length - 1`: with a number beside it, an implicit member
        // is that number's type's (`Double.pi`, `Int.zero`), as Swift infers it.
        left = Self.numericMember(left, beside: right)
        right = Self.numericMember(right, beside: left)
        if ["+", "-", "*", "/", "%", "...", "..<"].contains(symbol) {
            // `Size.x5Large + Spacing.x8Large`, `1...Score.maximumCapacity`: arithmetic and
            // ranges on the app's constants, which the page does not have (a comparison of the
            // app's enum cases stays a comparison).
            if let written = appStaticConstant(left) { left = standIn(written, at: infix.leftOperand) }
            if let written = appStaticConstant(right) { right = standIn(written, at: infix.rightOperand) }
            let arithmetic = !["...", "..<"].contains(symbol)
            let leftConstant = appNumberConstant(left, beside: right, arithmetic: arithmetic)
            let rightConstant = appNumberConstant(right, beside: left, arithmetic: arithmetic)
            if let written = leftConstant { left = standIn(written, at: infix.leftOperand) }
            if let written = rightConstant { right = standIn(written, at: infix.rightOperand) }
        } else if ["==", "!="].contains(symbol) {
            // `Gate.status == .ready`: the app's static compared with a case written beside it is
            // the app's value (two distinct cases of one enum compared is code no one writes),
            // while `tab == Tab.home` of a variable stays a comparison (set AM's sing-box).
            let isCase = { (side: ExprSyntax) in side.as(MemberAccessExprSyntax.self)?.base == nil && side.is(MemberAccessExprSyntax.self) }
            if isCase(infix.rightOperand), let written = appStaticConstant(left) { left = standIn(written, at: infix.leftOperand) }
            if isCase(infix.leftOperand), let written = appStaticConstant(right) { right = standIn(written, at: infix.rightOperand) }
        } else if ["<", ">", "<=", ">="].contains(symbol) {
            // `text.count < AppConstants.maxLength`: ordered beside a number, the app's constant
            // is a number (set AB's macai); `==` of the app's enum cases stays a comparison.
            if right.number != nil, let written = appStaticConstant(left) { left = standIn(written, at: infix.leftOperand) }
            if left.number != nil, let written = appStaticConstant(right) { right = standIn(written, at: infix.rightOperand) }
        }
        if let value = standInOperation(symbol, left, right, written: infix.trimmedDescription) { return value }
        if symbol == "..." || symbol == "..<", let lower = Self.dateSeconds(left), let upper = Self.dateSeconds(right) {
            // `start...end` of dates: a `ClosedRange<Date>` (`Text(timerInterval:)`, `ProgressView(timerInterval:)`);
            // `start..<end` a `Range<Date>`, without its upper bound.
            guard lower <= upper else { throw error("a range's lower bound is after its upper bound", at: infix) }
            return symbol == "..." ? BinaryOperation.closedRange(left, right) : BinaryOperation.halfOpenRange(left, right)
        }
        if symbol == "..." || symbol == "..<", let lower = Self.dynamicTypeSize(left), let upper = Self.dynamicTypeSize(right) {
            // `.large ... .xLarge` (Apple, "dynamicTypeSize(_:)" with a range): the sizes between.
            return Self.dynamicTypeSizeRange(lower: lower, upper: upper, closed: symbol == "...", at: location(of: infix))
        }
        if symbol == "+", case .view(let first) = left, case .view(let second) = right, first.kind == "Text", second.kind == "Text" {
            return .view(concatenatedText(first, second, id: generatedID("Text", at: infix)))
        }
        if let op = SwiftBinaryOperator(rawValue: symbol), let a = left.plainSwiftValue, let b = right.plainSwiftValue,
           !(op == .closedRange && (left.isDouble || right.isDouble)) {
            // Numbers, strings, booleans and arrays of them: the operator as layout code runs it,
            // one owner for Swift's operators (integer overflow traps, CGFloat division follows
            // IEEE). What stays here is the view language's own: GeometryReader sizes, slider
            // ranges of CGFloats, SwiftUI values compared, `??`.
            if let value = try runningSwift(at: infix.operator, { spot in try SwiftOperators.binary(op, a, b, at: spot) }).blockValue {
                return value
            }
        }
        if let op = SwiftBinaryOperator(rawValue: symbol),
           BlockLowering.angleDegrees(left) != nil || BlockLowering.angleDegrees(right) != nil || Self.dateSeconds(left) != nil
            || op == .identical || op == .notIdentical,
           !left.isStandIn, !right.isStandIn {
            // `.rotationEffect(currentAmount + finalAmount)` of two `Angle`s, `angle * 2`: SwiftUI's
            // `Angle` arithmetic, dates compared (`date > .now` too), and `node.next === root` of
            // objects, as Swift code runs them.
            let (a, b) = SwiftOperators.datesBeside(SwiftValue(left), SwiftValue(right), now: pageNow, at: location(of: infix))
            if let value = try runningSwift(at: infix.operator, { spot in try SwiftOperators.binary(op, a, b, at: spot) }).blockValue {
                return value
            }
        }
        do {
            return try BinaryOperation.apply(symbol, left, right)
        } catch let failure as BinaryOperation.Failure {
            if appStaticConstant(left) != nil || appStaticConstant(right) != nil {
                // `Palette.a | Palette.b` of the app's constants, which no operator of Swift's or
                // SwiftUI's combines: the app's own operator (not pasted), whose value stands in
                // as the constants do (set AY's StackOv).
                return standIn(infix.trimmedDescription, at: infix)
            }
            throw error(failure.message, at: infix.operator, hint: failure.hint)
        }
    }
}

extension Interpreter {
    /// The Dynamic Type size a member names (`.xLarge`, `DynamicTypeSize.large`), if it is one.
    static func dynamicTypeSize(_ value: Value) -> DynamicTypeSize? {
        guard case .member(let member) = value, member.arguments == nil, member.base == nil || member.base == "DynamicTypeSize" else { return nil }
        return DynamicTypeSize(rawValue: member.name)
    }

    /// A range of Dynamic Type sizes as the modifier reads it: its bounds, each optional, the
    /// upper one included when `closed`.
    static func dynamicTypeSizeRange(lower: DynamicTypeSize?, upper: DynamicTypeSize?, closed: Bool, at location: BlockLocation) -> Value {
        var bounds: [BlockArgument] = []
        if let lower { bounds.append(BlockArgument(label: "lower", value: .member(MemberValue(name: lower.rawValue)), location: location)) }
        if let upper { bounds.append(BlockArgument(label: closed ? "through" : "upTo", value: .member(MemberValue(name: upper.rawValue)), location: location)) }
        return .member(MemberValue(base: "DynamicTypeSize", name: "range", arguments: bounds))
    }

    /// `size` clamped to a range ``dynamicTypeSizeRange(lower:upper:closed:at:)`` made, as
    /// `.dynamicTypeSize(...DynamicTypeSize.xLarge)` clamps the reader's (Apple, "dynamicTypeSize(_:)"
    /// with a range: "Limits the Dynamic Type size within the view to the given range"); `nil`
    /// if `value` is no such range.
    static func dynamicTypeSize(_ size: DynamicTypeSize, clampedTo value: Value?) -> DynamicTypeSize? {
        guard case .member(let range)? = value, range.base == "DynamicTypeSize", range.name == "range" else { return nil }
        let sizes = DynamicTypeSize.allCases
        let bound = { (label: String) in range.argument(label).flatMap(dynamicTypeSize) }
        var size = size
        if let lower = bound("lower"), size < lower { size = lower }
        if let upper = bound("through"), size > upper { size = upper }
        if let upper = bound("upTo"), size >= upper, let index = sizes.firstIndex(of: upper), index > 0 { size = sizes[index - 1] }
        return size
    }

    /// `level.title` for a case of an enum the block declares (`enum Level { case low, high;
    /// var title: String { ... } }`): the enum's computed property, run with the case as
    /// `self`. A case reaches views by name (`.low`), so the enum is the declared one that has
    /// both the case and the property; `nil` when none does. A case with associated values
    /// (`Temp.f(212).celsius`) is `self` with them, as Swift code makes it (it stood in).
    func enumCaseProperty(_ member: String, of value: Value, at node: some SyntaxProtocol, baseText: @autoclosure () -> String) throws -> Value? {
        guard case .member(let written) = value else { return nil }
        let owners = program.allTypes.filter { type in
            (written.base == nil || written.base == type.name)
                && (type.caseNames.contains(written.name) || written.arguments == nil && type.statics[written.name] != nil)
                && type.methods[member]?.contains(where: \.isProperty) == true
        }
        guard let owner = owners.first, let getter = owner.methods[member]?.first(where: \.isProperty) else { return nil }
        // The case as Swift code holds it: an implicit member, or the case with its values.
        var made = written
        made.base = nil
        let caseValue = SwiftValue(.member(made))
        let result = try runningSwift(at: node) { spot in
            try SwiftMachine(library: self).call(getter, self: caseValue, arguments: [], captured: nil, at: spot).0
        }
        return try viewValue(result, "`\(baseText()).\(member)` is", at: node)
    }
}

extension Interpreter {
    /// `let opacity = if pressed { 0.5 } else { 1 }` (Swift 5.9): the value of the branch the
    /// conditions pick, each branch one expression, as Swift requires of an `if` expression.
    func ifValue(_ conditional: IfExprSyntax) throws -> Value {
        func branch(_ block: CodeBlockSyntax, bindings: [String: Value]) throws -> Value {
            guard block.statements.count == 1, let only = block.statements.first,
                  let expression = only.item.as(ExprSyntax.self) ?? only.item.as(ExpressionStmtSyntax.self)?.expression else {
                throw error("each branch of an `if` expression is one expression", at: block,
                            hint: "use the ternary operator `condition ? a : b`, or compute the value in a function")
            }
            scopes.append(bindings)
            defer { scopes.removeLast() }
            return try evaluate(expression)
        }
        if let bound = try conditionBindings(conditional.conditions, of: "if") { return try branch(conditional.body, bindings: bound) }
        switch conditional.elseBody {
        case .ifExpr(let next): return try ifValue(next)
        case .codeBlock(let block): return try branch(block, bindings: [:])
        case nil:
            throw error("an `if` expression needs an `else`", at: conditional.ifKeyword, hint: "add `else { ... }` with the other value")
        }
    }
}
