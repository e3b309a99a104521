// The view builder meets the author's Swift: declared layouts, views, modifiers and data types.

import SwiftSyntax
import TrellisMarkup

extension Interpreter {
    /// A call of a type the block or `layouts/` declares: a `Layout` (a container or a layout
    /// value), a `View` (its body expanded in place), or a data struct (a record).
    func declaredCall(_ type: SwiftStruct, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        switch type.role {
        case .view:
            return try expandView(type, call: call, arguments: arguments)
        case .layout:
            let content = arguments.filter { $0.isTrailingClosure && $0.label == nil }
            let values = try plainArguments(arguments.filter { !($0.isTrailingClosure && $0.label == nil) }, of: type.name)
            let instance = try instantiate(type, values, at: call)
            let layout = BlockArgument(label: "layout", value: .interpretedLayout(InterpretedLayoutReference(
                type: type, instance: instance, program: program)), location: location(of: call))
            guard let closure = content.first?.expression.as(ClosureExprSyntax.self) else {
                // `MyRadialLayout()`: a layout value, for `AnyLayout` or `layout { ... }`.
                return .layout(LayoutValue(kind: type.name, arguments: [layout]))
            }
            return .view(BlockView(kind: type.name, id: generatedID(type.name, at: call), arguments: [layout],
                                   children: try builder(closure), location: location(of: call)))
        case .viewModifier, .style:
            // `Bordered(width: 2)`, `Grow()`: applied later by `.modifier(...)` or
            // `.buttonStyle(...)`, which expand its body.
            let values = try plainArguments(arguments, of: type.name)
            return .member(MemberValue(base: type.name, name: "init", arguments: values))
        case .shape:
            // `Triangle()`: a shape view whose outline the struct's `path(in:)` computes.
            let values = try plainArguments(arguments, of: type.name)
            let instance = try instantiate(type, values, at: call)
            guard type.methods["path"]?.contains(where: { !$0.isProperty && $0.parameters.count == 1 }) == true else {
                throw error("`\(type.name)` is a `Shape` without `path(in:)`", at: call,
                            hint: "declare `func path(in rect: CGRect) -> Path { ... }` in `\(type.name)`")
            }
            let shape = InterpretedShape(type: type, instance: instance, program: program)
            return .view(BlockView(kind: type.name, id: generatedID(type.name, at: call),
                                   arguments: [BlockArgument(label: "shape", value: .shape(shape), location: location(of: call))],
                                   location: location(of: call)))
        case .representable:
            // `MapView(title: "x")` of a `UIViewRepresentable`: UIKit draws it, a page cannot.
            // Its closures (`Zoomable { content }` of a written `init(@ViewBuilder content:)`, an
            // `onTap` action) would run only inside UIKit's view: not run, as the view is not;
            // its other arguments are still read, so their mistakes are said (set AT's Monal).
            _ = try plainArguments(arguments.filter { !$0.expression.is(ClosureExprSyntax.self) }, of: type.name)
            return undrawnPlaceholder(type.name, advice: "a page runs no UIKit or AppKit view; show an `Image` of it",
                                      written: Self.writtenCall(type.name, arguments), at: call.calledExpression, call: call)
        case .layoutValueKey, .alignmentID, .plain:
            let values = try dataArguments(arguments, of: type)
            let instance = try instantiate(type, values, at: call)
            guard let record = Interpreter.record(instance) else {
                throw error("a `\(type.name)` cannot be used as data in a view", at: call)
            }
            return record
        }
    }

    /// The arguments that make a data type: a closure (`ActionButton(icon: "plus", action: {})`
    /// of `let action: () -> Void`) is Swift's closure, given to the parameter of its label or,
    /// trailing, the next function-typed one (`methodArguments`): the memberwise initialiser's
    /// parameters are the stored properties; a written `init` is the one whose labels the call uses.
    func dataArguments(_ arguments: [CallArgument], of type: SwiftStruct) throws -> [BlockArgument] {
        let labels = Set(arguments.filter { !$0.isTrailingClosure }.map(\.label))
        let parameters = type.initializers.isEmpty
            ? type.properties.map { SwiftFunction.Parameter(label: $0.name, name: $0.name, type: $0.type, isInout: false) }
            : type.initializers.first { initializer in labels.isSubset(of: Set(initializer.parameters.map(\.label))) }?.parameters ?? []
        guard arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) else {
            return try arguments.map { argument in
                // `Item(date: .now.addingTimeInterval(-60))`: an implicit member chain's root is
                // the parameter type's member (SE-0287), which Swift code reads with that context.
                let declared = SwiftCompiler.implicitMemberChainRoot(argument.expression) == nil ? nil
                    : parameters.first { $0.label == argument.label }?.type
                return BlockArgument(label: argument.label, value: try evaluate(argument.expression, declared: declared),
                                     location: location(of: argument.expression))
            }
        }
        return try methodArguments(arguments, of: parameters, name: type.name)
    }

    /// `.origin`, `.init(id: 1, name: "a")`, `.at(4)` where the author's data type goes
    /// (`let items: [Item] = [.init(...), .empty]`): its static property, its initialiser or
    /// its static method, as Swift resolves an implicit member against the contextual type.
    /// `nil` when the type has no such member (an enum's case stays the member it is).
    func implicitMember(_ member: MemberValue, of type: SwiftStruct, at node: some SyntaxProtocol) throws -> Value? {
        guard let values = member.arguments else {
            return type.declaresStatic(member.name) ? try declaredStatic(type, member.name, at: node) : nil
        }
        let made: SwiftValue
        if member.name == "init" {
            made = try instantiate(type, values, at: node)
        } else if let methods = type.staticMethods[member.name] {
            let arguments = CompiledArgument.constants(values)
            guard let (method, sources) = SwiftCompiler.match(methods, arguments) else {
                throw error("no `\(type.name).\(member.name)` takes (\(values.map { ($0.label ?? "_") + ":" }.joined()))", at: node)
            }
            made = try runningSwift(at: node) { spot in
                let machine = SwiftMachine(library: self)
                let frame = SwiftFrame.make(slotCount: 0, parent: nil)
                return try SwiftCompiler.invoke(method, self: nil, sources: sources, values: try arguments.map { try $0.value(machine, frame) },
                                                machine: machine, at: spot).0
            }
        } else {
            return nil
        }
        guard let record = Interpreter.record(made) else { throw error("a `\(type.name)` cannot be used as data in a view", at: node) }
        return record
    }

    /// `let tag: Tag = "swift"` in a body, of `struct Tag: ExpressibleByStringLiteral`: the
    /// type made by its literal initialiser, as Swift code makes it (``SwiftCompiler/LiteralKind``).
    func literalInstance(_ value: Value, of type: SwiftStruct, at node: some SyntaxProtocol) throws -> Value? {
        guard let kind = SwiftCompiler.LiteralKind(value), type.conformances.contains(where: kind.protocols.contains) else { return nil }
        let made = try instantiate(type, [BlockArgument(label: kind.label, value: value, location: location(of: node))], at: node)
        guard let record = Interpreter.record(made) else { throw error("a `\(type.name)` cannot be used as data in a view", at: node) }
        return record
    }

    /// An instance made by the type's `init` or its memberwise initialiser.
    private func instantiate(_ type: SwiftStruct, _ values: [BlockArgument], at call: some SyntaxProtocol) throws -> SwiftValue {
        let arguments = CompiledArgument.constants(values)
        if StandardLibrary.declares(type), !type.madeMemberwise(by: arguments), SwiftCompiler.match(type.initializers, arguments) == nil {
            // `AttributedString(localized: "key")`: an initialiser of the library's type that is
            // not written here, or the app's extension of it: a stand-in of that type, listed.
            return .swiftUI(standIn(type.name + "(" + values.map { ($0.label ?? "_") + ":" }.joined() + ")", at: call))
        }
        let machine = SwiftMachine(library: self)
        return try runningSwift(at: call) { spot in
            if !type.madeMemberwise(by: arguments) {
                guard let (initializer, sources) = SwiftCompiler.match(type.initializers, arguments) else {
                    throw error("no `init` of `\(type.name)` takes (\(values.map { ($0.label ?? "_") + ":" }.joined()))", at: call,
                                hint: "declared: " + type.initializers.map { "`\(type.name)\($0.signature.dropFirst(4))`" }.joined(separator: ", "))
                }
                let frame = SwiftFrame.make(slotCount: 0, parent: nil)
                return try SwiftCompiler.initialize(type, with: initializer, sources: sources, values: try arguments.map { try $0.value(machine, frame) },
                                                    machine: machine, at: spot)
            }
            let positions: [Int?]
            do throws(SwiftStruct.MemberwiseMismatch) {
                positions = try type.memberwisePositions(values.map(\.label))
            } catch .missing(let property) {
                throw error("`\(type.name)` needs `\(property):`", at: call, hint: type.memberwiseHint)
            } catch .extra(let label, _) {
                throw error("`\(type.name)` takes no \(label.map { "`\($0):`" } ?? "unlabelled argument") here", at: call, hint: type.memberwiseHint)
            }
            return try SwiftCompiler.memberwise(type, positions: positions, values: values.map { SwiftValue($0.value) }, machine: machine, at: spot)
        }
    }

    /// A result of Swift code as the view language's value: a declared struct's instance
    /// stays whole (`Value.instance`), within arrays, tuples and optionals too.
    static func record(_ value: SwiftValue) -> Value? { value.blockValue }

    /// `Pet.examples`, `Metrics.gap`: a static property of a declared type, as data.
    func declaredStatic(_ type: SwiftStruct, _ member: String, at node: some SyntaxProtocol) throws -> Value {
        if let expression = type.viewStatics[member] {
            // A colour, font or gradient: the view builder's own value, evaluated where it is declared.
            guard let positions = type.positions else { return try evaluate(expression) }
            // Each use is a value of its own: a colour view used twice gets two ids.
            return placedAtCall(try inDeclaredCode(positions, scope: [:]) { try evaluate(expression) }, node)
        }
        guard let getter = type.statics[member] else {
            let slip = NameSuggestion.hint(for: member, among: Array(type.statics.keys))
            if slip == nil, !Self.namesAConstant(member), type.role != .layout {
                // `ContactField.ContactFieldType.allCases` of the app's `extension ContactField {
                // enum ContactFieldType }`, a file not pasted beside the struct (set BI's monicahq):
                // a type the extension nests, whose uses stand in, as Swift code's do.
                return standIn(type.name + "." + member, at: node)
            }
            throw error("`\(type.name)` has no static member `\(member)`", at: node, hint: slip)
        }
        let result = try runningSwift(at: node) { _ in try SwiftMachine(library: self).call(getter, self: nil, arguments: [], captured: nil, at: getter.spot).0 }
        return try viewValue(result, "`\(type.name).\(member)` is", at: node)
    }

    // MARK: - Views

    /// `Avatar(pet: pet)`: the struct's `body`, interpreted with its properties in scope.
    ///
    /// Properties are bound as Swift's memberwise initialiser binds them (in order; those
    /// with a value may be left out); the body's views get ids under the call's position, so
    /// a view used twice keeps its two copies apart.
    private func expandView(_ type: SwiftStruct, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        guard let declaration = type.viewDeclaration, let positions = type.positions else { return .views([]) }
        let generics = Set(declaration.genericParameterClause?.parameters.map(\.name.nameText) ?? [])
        var properties: [String: Value]
        let pendingDefaults: [(String, ExprSyntax)]
        if !type.madeMemberwise(by: Self.shapes(of: arguments)) {
            // A view that writes its `init` is made by it: Swift's memberwise initialiser is gone
            // (unless every `init` is an extension's, and the call is the memberwise one's).
            (properties, pendingDefaults) = try initializedProperties(type, declaration, arguments: arguments, at: call)
        } else {
            // A closure for a property that holds views gives the caller's views, made in its
            // scope (`Card(title: "Pets") { Text("Cat") }`); one for any other property (`var
            // onTap: () async -> Void`, `let format: (Int) -> String`) is a Swift closure the view
            // keeps and calls, as Swift stores it (sets AC and AE).
            (properties, pendingDefaults) = try declaredProperties(
                type, declaration, labels: arguments.map(\.label), trailing: Set(arguments.indices.filter { arguments[$0].isTrailingClosure }),
                at: call) { position, property in
                let argument = arguments[position]
                guard let closure = argument.expression.as(ClosureExprSyntax.self) else { return try plainArguments([argument], of: type.name)[0].value }
                if let passed = property.type?.functionParameters?.count, passed > 0, !ViewBuilderClosure.takesParameters(closure) {
                    // `Panel(header: { Text("A") })` for `let header: (GeometryProxy) -> Header`: Swift
                    // refuses it ("contextual type for closure argument list expects 1 argument,
                    // which cannot be implicitly ignored"); it was "`header` is several views".
                    throw error("this closure takes no parameters, and `\(property.name)` gives it \(passed) (`\(property.type!)`)", at: closure,
                                hint: "write `{ \(Array(repeating: "_", count: passed).joined(separator: ", ")) in ... }` to ignore them")
                }
                return property.holdsViews ? try closureContent(closure) : try swiftValue(of: argument.expression, resultBuilder: property.resultBuilder)
            }
        }
        for (name, value) in genericTypes(of: type, generics: generics, properties: properties) where properties[name] == nil {
            properties[name] = value
        }
        return try viewBody(type, declaration, positions: positions, properties: properties, defaults: pendingDefaults,
                            storageMade: !type.initializers.isEmpty, at: call)
    }

    /// A declared view's `body`, interpreted with `properties` in scope and `defaults` evaluated
    /// in the declaration; its views get ids under `call`, so a view used twice keeps its two
    /// copies apart. `storageMade`: an initialiser made the wrapped properties' storage.
    private func viewBody(_ type: SwiftStruct, _ declaration: StructDeclSyntax, positions: SourcePositions, properties: [String: Value],
                          defaults: [(String, ExprSyntax)], storageMade: Bool, at call: some SyntaxProtocol) throws -> Value {
        // `var body: some View { make() }` of a `func make() -> R { R() }`: a view whose body
        // makes itself again, through Swift code the expression depth does not see, would
        // recurse until the stack ran out (SwiftUI's would too); it is an error at the call.
        guard viewStack.count < Self.maximumViewNesting else {
            throw error("views nest more than \(Self.maximumViewNesting) deep at `\(type.name)`", at: call,
                        hint: "does `\(type.name)`'s body make `\(type.name)` again without end?")
        }
        var bodyStatements: CodeBlockItemListSyntax?
        for member in declaration.memberBlock.members.active {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText == "body" {
                if let statements = binding.accessorBlock?.readOnlyGetter { bodyStatements = statements }
            }
        }
        var positions = positions
        if bodyStatements == nil, let declared = type.extensionBody { (bodyStatements, positions) = (declared.statements, declared.positions) }
        guard let bodyStatements else {
            guard type.conformances.contains("ShapeStyle") else { throw error("`\(type.name)` has no `var body: some View`", at: call) }
            // A `ShapeStyle` that is a `View` and writes no body: SwiftUI's, a rectangle filled
            // with the style (its `body` is a `_ShapeView<Rectangle, Self>`; revolt's `ThemeColor`).
            return try withDeclaration(type, positions: positions, properties: properties) {
                for (name, expression) in defaults {
                    scopes[scopes.count - 1][name] = try propertyDefault(expression, of: name, in: type)
                }
                let style = try coerce(.swift(SwiftData(compiledSelf(of: type), typeName: type.name)), to: .style, for: nil, of: "fill", at: call)
                let place = location(of: call)
                return .view(BlockView(kind: "Rectangle", id: generatedID("Rectangle", at: call),
                                       modifiers: [BlockModifier(name: "fill", arguments: [BlockArgument(label: nil, value: style, location: place)], location: place)],
                                       location: place))
            }
        }
        return try withDeclaration(type, positions: positions, properties: properties) {
            for (name, expression) in defaults {
                scopes[scopes.count - 1][name] = try propertyDefault(expression, of: name, in: type)
            }
            // An initialiser made the storage already (its fields are read through it below).
            if !storageMade { try wrapProperties(of: type, at: call) }
            let scales = try scaleMetrics(of: type)
            if !defaults.isEmpty || scales || type.properties.contains(where: { $0.wrapper != nil }) { refreshSelf() }
            elementPath.append(callKey(call))
            defer { elementPath.removeLast() }
            if ReturnFinder.containsReturn(bodyStatements), type.methods["body"]?.first?.body != nil {
                // A body with a `return` is plain Swift, no result builder's (SE-0289): the
                // compiled body, whose SwiftUI values the library made.
                let made = try compiledMember(type, name: "body", arguments: [], at: call)
                // `return Sparkle(size: 3)` of the app's view: the stand-in view, as the view
                // builder draws a stand-in it meets where a view goes (set AX's FabulaItemsProvider).
                if case .standIn(let written) = made { return .view(standInView(written, at: call)) }
                return made
            }
            // Mistakes in the body are recorded as the block's, at their lines in the declaration.
            let views = builderContent(bodyStatements)
            if views.count == 1 { return .view(views[0]) }
            return .views(views)
        }
    }

    /// A declared view that Swift code made (`{ Tag(name: "n\($0)") }` given for a `(Int) ->
    /// Tag`, a helper returning `Tag`): its `body` with the fields its initialiser set, as for
    /// one the view builder makes. In SwiftUI a view is a value, whichever code made it (Apple,
    /// "View": "you create custom views by declaring types that conform to the View protocol").
    func instanceView(_ value: SwiftValue, at node: some SyntaxProtocol) throws -> Value? {
        guard case .instance(let made) = value, made.type.role == .view, let declaration = made.type.viewDeclaration,
              let positions = made.type.positions else { return nil }
        let (properties, defaults) = try properties(of: value, declaration, at: node)
        return try viewBody(made.type, declaration, positions: positions, properties: properties, defaults: defaults, storageMade: true, at: node)
    }

    /// The types a generic view's parameters stand for in this call (`EnumPicker<Flavor>` made
    /// with `selection: $flavor`): each read from the first property whose type names it, as
    /// Swift infers it from the initialiser's arguments, so the body may read it as a value
    /// (`ForEach(Array(T.allCases), id: \.self)`, ``SwiftMetatype``).
    private func genericTypes(of type: SwiftStruct, generics: Set<String>, properties: [String: Value]) -> [String: Value] {
        var found: [String: Value] = [:]
        for name in generics.sorted() {
            for property in type.properties {
                guard let declared = property.type, let value = properties[property.name],
                      let source = GenericTypeSource(name, in: declared) else { continue }
                let held = SwiftValue(boundValue(value))
                if let made = source.type(from: held, program: program) {
                    found[name] = .swift(SwiftData(.type(made), typeName: made.name + ".Type"))
                    break
                }
            }
        }
        return found
    }

    /// A call's arguments as an initialiser is matched against them (labels and trailing
    /// closures; their values are not read).
    private static func shapes(of arguments: [CallArgument]) -> [CompiledArgument] {
        arguments.map { CompiledArgument(label: $0.label, value: { _, _ in .void }, target: nil, isTrailingClosure: $0.isTrailingClosure) }
    }

    /// What a closure given for a view-builder property holds: the views it builds, made here
    /// in the caller's scope; or, for a closure that takes parameters (`{ item in ... }`), the
    /// closure itself, whose views the body makes when it calls it with its arguments.
    private func closureContent(_ closure: ClosureExprSyntax) throws -> Value {
        guard ViewBuilderClosure.takesParameters(closure) else { return .views(try builder(closure)) }
        return .viewBuilder(ViewBuilderClosure(closure: closure, source: source, converter: converter, scopes: scopes))
    }

    /// `row(item)`: the views a view-builder closure makes for the call's arguments, in the
    /// scope it was written in, its parameters bound as Swift binds a closure's (in order).
    func callViewBuilder(_ builder: ViewBuilderClosure, named name: String, arguments: [CallArgument], at call: some SyntaxProtocol) throws -> Value {
        try callViewBuilder(builder, named: name, values: try plainArguments(arguments, of: name).map(\.value), at: call)
    }

    /// The views `builder` makes for argument `values`, bound to its parameters in order.
    func callViewBuilder(_ builder: ViewBuilderClosure, named name: String, values: [Value], at call: some SyntaxProtocol) throws -> Value {
        let names: [String]
        if let clause = builder.closure.signature?.parameterClause {
            names = parameterNames(clause)
            guard names.count == values.count else {
                throw error("`\(name)` takes \(names.count) argument\(names.count == 1 ? "" : "s"), given \(values.count)", at: call)
            }
        } else {
            names = values.indices.map { "$\($0)" }
        }
        let bindings = Dictionary(zip(names, values)) { first, _ in first }
        // Each call's views are its own: `row(true)` and `row(false)` side by side keep apart.
        elementPath.append(callKey(call))
        defer { elementPath.removeLast() }
        let saved = (source, converter, scopes)
        (source, converter, scopes) = (builder.source, builder.converter, builder.scopes)
        defer { (source, converter, scopes) = saved }
        let views = builderContent(builder.closure.statements, bindings: bindings)
        return views.count == 1 ? .view(views[0]) : .views(views)
    }

    /// `.modifier(Bordered(width: 2))`: the modifier's `body(content:)` with `content` standing
    /// for the view it modifies, and its properties made as a view's are.
    func expandViewModifier(_ type: SwiftStruct, values: [BlockArgument], on view: BlockView, at call: FunctionCallExprSyntax) throws -> BlockView {
        try expandDeclaredBody(type, method: "body", values: values, argument: .view(view), at: call) ?? view
    }

    /// `method`'s views (a modifier's `body(content:)`, a style's `makeBody(configuration:)`),
    /// with its one parameter bound to `argument` and the type's properties made from
    /// `values` as a view's are; `nil` when the body had errors (recorded as the block's).
    func expandDeclaredBody(_ type: SwiftStruct, method: String, values: [BlockArgument], instance: SwiftValue? = nil, argument: Value,
                            at call: FunctionCallExprSyntax) throws -> BlockView? {
        guard let declaration = type.viewDeclaration, let positions = type.positions else { return nil }
        let properties: [String: Value], pendingDefaults: [(String, ExprSyntax)]
        if let instance {
            // `.labelStyle(.trailingIcon)` of a static that makes the style: the instance it made.
            (properties, pendingDefaults) = try self.properties(of: instance, declaration, at: call)
        } else if !type.madeMemberwise(by: CompiledArgument.constants(values)) {
            // `Modifier(systemName:variableValue:)` of a modifier that writes that `init`: made by
            // it, as a view's is; Swift's memberwise initialiser is gone (set CB's Construct).
            (properties, pendingDefaults) = try self.properties(of: try instantiate(type, values, at: call), declaration, at: call)
        } else {
            (properties, pendingDefaults) = try declaredProperties(type, declaration, labels: values.map(\.label), at: call) { position, _ in
                values[position].value
            }
        }
        let body = declaration.memberBlock.members.active.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { $0.name.nameText == method && $0.signature.parameterClause.parameters.count == 1 }
        guard let body, let statements = body.body?.statements, let parameter = body.signature.parameterClause.parameters.first else {
            let parameterName = method == "body" ? "content: Content" : "configuration: Configuration"
            throw error("`\(type.name)` has no `func \(method)(\(parameterName)) -> some View`", at: call)
        }
        let parameterName = (parameter.secondName ?? parameter.firstName).text
        let errorsBefore = diagnostics.count
        return try withDeclaration(type, positions: positions, properties: properties) {
            for (name, expression) in pendingDefaults {
                scopes[scopes.count - 1][name] = try propertyDefault(expression, of: name, in: type)
            }
            try wrapProperties(of: type, at: call)
            let scales = try scaleMetrics(of: type)
            if !pendingDefaults.isEmpty || scales || type.properties.contains(where: { $0.wrapper != nil }) { refreshSelf() }
            // The views the body makes are this use's: a modifier applied twice makes two sets.
            elementPath.append(callKey(call))
            defer { elementPath.removeLast() }
            let views = builderContent(statements, bindings: [parameterName: argument])
            if diagnostics.count > errorsBefore { return nil }
            guard views.count == 1 else { throw error("`\(type.name)`'s `\(method)` must return one view", at: body.name) }
            return views[0]
        }
    }

    /// The stored properties of a declared view (or view modifier) made by Swift's memberwise
    /// initialiser from arguments with `labels` (``SwiftStruct/memberwisePositions(_:trailing:standingIn:)``
    /// matches them, as for a type Swift code makes): each given one is `value(position,
    /// property)`; one left out takes its default (evaluated later, in the declaration), its
    /// attribute's storage, or `nil` if optional. A property the app provides (`@EnvironmentObject`)
    /// stands in, whether or not the call gives it.
    private func declaredProperties(_ type: SwiftStruct, _ declaration: StructDeclSyntax, labels: [String?], trailing: Set<Int> = [],
                                    at call: some SyntaxProtocol,
                                    value: (Int, SwiftStruct.StoredProperty) throws -> Value) throws -> (properties: [String: Value], defaults: [(String, ExprSyntax)]) {
        let provided = recordAppProvided(declaration)
        let positions: [Int?]
        do throws(SwiftStruct.MemberwiseMismatch) {
            positions = try type.memberwisePositions(labels, trailing: trailing, standingIn: provided)
        } catch .missing(let property) {
            throw error("`\(type.name)` needs `\(property):`", at: call, hint: type.memberwiseHint)
        } catch .extra(let label, let position) {
            if trailing.contains(position), label == nil {
                throw error("`\(type.name)` does not take a closure", at: call,
                            hint: "a view takes content through a property such as `@ViewBuilder let content: Content`")
            }
            throw error("`\(type.name)` takes no \(label.map { "`\($0):`" } ?? "unlabelled argument") here", at: call, hint: type.memberwiseHint)
        }
        let bindings = Self.instanceBindings(declaration)
        var properties: [String: Value] = [:]
        var pendingDefaults: [(String, ExprSyntax)] = []
        for (index, property) in type.properties.enumerated() where !provided.contains(property.name) {
            let binding = bindings[property.name]
            if let position = positions[index] {
                // `var counter: Binding<Int>` (no `@Binding`) holds the binding itself: the body
                // reads it through `counter.wrappedValue` and passes it to controls.
                var given = try value(position, property)
                if case .member(let member) = given, member.base == nil, !property.isBinding, !Self.isBinding(given), let type = property.type {
                    // `Badge(tone: .standard)`: an implicit member takes the property's type, whose
                    // static member it names (SE-0287), as a declared default's does.
                    given = try convert(.member(member), to: type, at: call)
                }
                if let type = property.type, !property.isBinding, case .int = given, type.unwrapped.isFloatingPoint {
                    // `Meter(used: 3)` of `let used: Double`: the literal is a `Double`, as Swift
                    // types it by the property (it was kept an `Int`: `used / capacity` divided
                    // whole numbers and `"\(used)"` wrote `3`; found with set AS).
                    given = try convert(given, to: type.unwrapped, at: call)
                }
                let typeText = binding?.appliedTypeAnnotation?.type.trimmedDescription ?? ""
                properties[property.name] = Self.isBindingType(typeText) ? given : boundValue(given)
            } else if let initializer = binding?.initializer {
                pendingDefaults.append((property.name, initializer.value))
            } else if let wrapper = property.attribute?.attributeName.trimmedDescription,
                      let initial = Self.initialValueOfItsInit(wrapper, binding?.typeAnnotation?.type) {
                // `@FocusState private var isFocused: Bool`: what SwiftUI's `init()` gives it.
                properties[property.name] = initial
            } else if property.isMadeByItsAttribute {
                // `@Default("accent", fallback: 3) var accent: Int`: the storage is made from the
                // attribute's arguments (`wrapProperties`), and the memberwise initialiser's
                // argument for it may be left out (SE-0258, "Memberwise initializers").
                continue
            } else if property.type?.isOptional == true {
                properties[property.name] = .null
            } else {
                throw error("`\(type.name)` needs `\(property.name):`", at: call, hint: type.memberwiseHint)
            }
        }
        properties.merge(try environmentProperties(declaration)) { _, environment in environment }
        return (properties, pendingDefaults)
    }

    /// The stored properties of a declared view made by the `init` it writes, which the Swift
    /// evaluator runs with this library for its SwiftUI (`self.badge = Text(title).bold()`).
    /// A closure given for a parameter that builds views gives the caller's views (`content()`
    /// gives them); one for any other parameter (`format: @escaping (Int) -> String`) is a
    /// Swift closure, as the parameter's type says. A property the `init` leaves unset takes
    /// its declared value, evaluated later in the declaration.
    private func initializedProperties(_ type: SwiftStruct, _ declaration: StructDeclSyntax, arguments: [CallArgument],
                                       at call: FunctionCallExprSyntax) throws -> (properties: [String: Value], defaults: [(String, ExprSyntax)]) {
        let shapes = Self.shapes(of: arguments)
        let candidates = type.initializers.compactMap { SwiftCompiler.match([$0], shapes) }
        guard !candidates.isEmpty else {
            let written = arguments.map { ($0.label ?? "_") + ":" }
            throw error("no `init` of `\(type.name)` takes (\(written.joined()))", at: call,
                        hint: "declared: " + type.initializers.map { "`\(type.name)\($0.signature.dropFirst(4))`" }.joined(separator: ", "))
        }
        // The arguments that are no closures, read once: of several inits the labels fit, their
        // values choose, as Swift's overload resolution does by their types (`Avatar(nil, size:)`
        // takes `init(_ url: URL?, size:)`, not `init(_ photo: Photo, size:)`; set AL's prose).
        var plain: [Int: SwiftValue] = [:]
        for (index, argument) in arguments.enumerated() where !argument.expression.is(ClosureExprSyntax.self) {
            plain[index] = SwiftValue(try plainArguments([argument], of: type.name)[0].value)
        }
        var (initializer, sources) = candidates[0]
        if candidates.count > 1 {
            // A closure tells nothing here (a stand-in fits any parameter).
            let values = arguments.indices.map { plain[$0] ?? .swiftUI(.standIn("{ … }")) }
            // `AnyShapeStyle(Color.blue)` is the colour on a page: its written type tells.
            let written = arguments.map { $0.expression.is(ClosureExprSyntax.self) ? nil : swiftStaticType(of: $0.expression) }
            (initializer, sources) = candidates[try runningSwift(at: call) { spot in
                try SwiftCompiler.bestOverload(candidates, values: values, program: program, writtenTypes: written, at: spot)
            }]
        }
        var buildsViews = Set<Int>()
        for (parameter, source) in zip(initializer.parameters, sources) where parameter.buildsViews {
            if case .argument(let index) = source { buildsViews.insert(index) }
        }
        var compiled: [CompiledArgument] = []
        for (index, argument) in arguments.enumerated() {
            let value: SwiftValue
            if let closure = argument.expression.as(ClosureExprSyntax.self), buildsViews.contains(index) {
                value = .swiftUI(try closureContent(closure))
            } else if argument.expression.is(ClosureExprSyntax.self) {
                value = SwiftValue(try swiftValue(of: argument.expression))
            } else {
                value = plain[index] ?? .void
            }
            compiled.append(CompiledArgument(label: argument.label, value: { _, _ in value }, target: nil,
                                             isTrailingClosure: argument.isTrailingClosure))
        }
        let instance = try runningSwift(at: call) { spot in
            let machine = SwiftMachine(library: self)
            let frame = SwiftFrame.make(slotCount: 0, parent: nil)
            return try SwiftCompiler.initialize(type, with: initializer, sources: sources, values: try compiled.map { try $0.value(machine, frame) },
                                                machine: machine, at: spot)
        }
        return try properties(of: instance, declaration, at: call)
    }

    /// The properties of a declared view that an initialiser made (`instance`), as its body
    /// reads them, and the declared values of those it left unset, evaluated later in the
    /// declaration.
    private func properties(of instance: SwiftValue, _ declaration: StructDeclSyntax,
                            at call: some SyntaxProtocol) throws -> (properties: [String: Value], defaults: [(String, ExprSyntax)]) {
        guard case .instance(let made) = instance else { return ([:], []) }
        let type = made.type
        var properties: [String: Value] = [:]
        var defaults: [(String, ExprSyntax)] = []
        // `@Environment(\.chatTheme) var theme` beside a written init: the app provides it, as
        // when the view has no init, so it stands in rather than being nil.
        recordAppProvided(declaration)
        let bindings = Self.instanceBindings(declaration)
        let initializers = bindings.compactMapValues { $0.initializer?.value }
        for (index, (property, storedField)) in zip(type.properties, made.fields).enumerated() where appProvided[property.name] == nil {
            // A wrapped property is what its wrapper gives (`@Clamped var level`), not its storage.
            let field = property.wrapper == nil ? storedField
                : try runningSwift(at: call) { spot in try SwiftBuiltins.storedValue(index, of: instance, machine: SwiftMachine(library: self), at: spot) }
            if case .none = field, let initializer = initializers[property.name] {
                defaults.append((property.name, initializer))
            } else if case .none = field, let wrapper = property.attribute?.attributeName.trimmedDescription,
                      let initial = Self.initialValueOfItsInit(wrapper, bindings[property.name]?.typeAnnotation?.type) {
                // `@FocusState private var isFocused: Bool` beside a written init: SwiftUI's `init()`'s value.
                properties[property.name] = initial
            } else {
                guard var value = Interpreter.record(field) else {
                    throw error("`\(type.name).\(property.name)` holds \(field.typeName), which a view cannot use", at: call)
                }
                if case .member(let member) = value, member.base == nil, member.arguments == nil, property.type?.unwrapped == .named("Date"),
                   let declared = property.type {
                    // `_day = .init(initialValue: .now)` of `@State var day: Date`: the implicit
                    // member the init stored is of the property's declared type (`Date.now`), as a
                    // property's default is (`propertyDefault`). A colour's or a font's implicit
                    // member is drawn as written already; a date's is a value only once converted.
                    value = try convert(value, to: declared, at: call)
                }
                // Views the `init` made are this call's: a view made twice keeps its copies apart.
                // A binding the init stored (`self._isChecked = isChecked`) reads as its value; a
                // property declared a `Binding<Value>` (`self.selection = selection`) stays the
                // binding it holds, which a `Picker` takes (set CB's Construct `MenuPickerField`).
                let holdsBinding = property.wrapper == nil && property.type.map { $0.unwrapped.description.hasPrefix("Binding<") } == true
                properties[property.name] = placedAtCall(holdsBinding ? value : boundValue(value), call)
            }
        }
        properties.merge(try environmentProperties(declaration)) { _, environment in environment }
        return (properties, defaults)
    }

    /// The names of a declared view's properties the app provides (``isAppProvided(_:_:)``),
    /// recorded as such (`appProvided`, which a body's reads stand in for) and noted once a
    /// declaration.
    @discardableResult
    private func recordAppProvided(_ declaration: StructDeclSyntax) -> Set<String> {
        var provided: Set<String> = []
        for member in declaration.memberBlock.members.active {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  let wrapper = variable.attributes.first?.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { continue }
            let bindings = variable.bindings.filter { isAppProvided(wrapper, $0) }
            // `@Environment(\.colorScheme)` reads the page's value (``environmentProperties(_:)``).
            let attribute = variable.attributes.first?.as(AttributeSyntax.self)
            // An object a view around hands down (`.environment(store)`) is read as given.
            let handed = attribute.map { attribute in
                variable.bindings.allSatisfy { Self.environmentObjectKey(of: attribute, $0).map { environment[$0] != nil } ?? false }
            } ?? false
            let readsPage = handed || (attribute.flatMap(Self.environmentKey).map(hasEnvironmentValue) ?? false)
            if !bindings.isEmpty, !readsPage { inertModifiers.append(("@" + wrapper, location(of: variable))) }
            for binding in bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText else { continue }
                provided.insert(name)
                if !handed { appProvided[name] = wrapper }
            }
        }
        return provided
    }

    /// A declared view's instance properties by name, as written (the first of a name).
    private static func instanceBindings(_ declaration: StructDeclSyntax) -> [String: PatternBindingSyntax] {
        Dictionary(declaration.memberBlock.members.active.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { !$0.modifiers.isStatic }.flatMap(\.bindings).compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.nameText, binding) }
            }) { first, _ in first }
    }

    /// Whether a property's declared type is SwiftUI's `Binding` (`Binding<String>`,
    /// `SwiftUI.Binding<Int?>`), written as a type rather than through `@Binding`.
    static func isBindingType(_ typeText: String) -> Bool {
        typeText.hasPrefix("Binding<") || typeText.hasPrefix("SwiftUI.Binding<")
    }

    /// `.constant(value)`: the binding of a value nothing on a page changes.
    static func constantBinding(_ value: Value, at location: BlockLocation) -> Value {
        .member(MemberValue(name: "constant", arguments: [BlockArgument(label: nil, value: value, location: location)]))
    }

    /// Whether `value` is a binding a view was given: `$state`, or `.constant(x)`.
    static func isBinding(_ value: Value) -> Bool {
        switch value {
        case .binding: true
        case .member(let member): (member.base == nil || member.base == "Binding") && member.name == "constant" && member.arguments?.count == 1
        default: false
        }
    }

    /// What a view's body reads through a binding it was given: the state's value for
    /// `$pets`, and the value of `.constant(pets)`, as previews make views. Any other value
    /// is itself.
    func boundValue(_ value: Value) -> Value {
        if case .binding(let state) = value, let current = self.state[state] { return current }
        if Self.isBinding(value), case .member(let member) = value, let constant = member.arguments?.first?.value { return constant }
        return value
    }

    /// Whether a view's property under `@wrapper` holds a value the app provides: SwiftUI's
    /// app-state wrappers but `@Binding` (a caller passes it), or the app's own wrapper. A
    /// model the code declares is the view's own (``holdsDeclaredObject(_:wrapper:)``).
    private func isAppProvided(_ wrapper: String, _ binding: PatternBindingSyntax) -> Bool {
        if holdsDeclaredObject(binding, wrapper: wrapper) { return false }
        if UnsupportedSwiftUI.storedStateWrappers.contains(wrapper), binding.initializer != nil { return false }
        // `@GestureState var drag: CGFloat = 0`: a gesture's state is its initial value whenever
        // no gesture is under way (Apple, "GestureState": the property "resets ... to its initial
        // state when the gesture ends"), as a page always shows it (set AP's eidch).
        if wrapper == "GestureState", binding.initializer != nil { return false }
        // `@ScaledMetric var inset = 12`: the view's own number, scaled by the text size
        // (``scaledMetric(_:attribute:)``); without a value its caller gives it.
        if Self.isScaledMetric(named: wrapper) { return false }
        if binding.initializer == nil, Self.initialValueOfItsInit(wrapper, binding.typeAnnotation?.type) != nil { return false }
        return wrapper != "Binding" && (UnsupportedSwiftUI.appStateWrappers.contains(wrapper) || isAppPropertyWrapper(wrapper))
    }

    /// The value SwiftUI's wrapper gives a property declared without one, by its `init()`:
    /// `@FocusState var isFocused: Bool` is `false` and `@FocusState var field: Field?` is `nil`
    /// (Apple, "FocusState", `init()`: "Creates a focus state that binds to a Boolean", and to
    /// "an optional type"; the same for `AccessibilityFocusState`), which no focus changes on a
    /// page; `@GestureState var dragged: Int?` is `nil` (Apple, "GestureState",
    /// `init(resetTransaction:)` where `Value: ExpressibleByNilLiteral`), no gesture being under
    /// way. They stood in as the app's values (set CI's Jukebox `EnergyCurveEditor`).
    static func initialValueOfItsInit(_ wrapper: String, _ type: TypeSyntax?) -> Value? {
        guard let type else { return nil }
        let optional = type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        switch wrapper {
        case "FocusState", "SwiftUI.FocusState", "AccessibilityFocusState", "SwiftUI.AccessibilityFocusState":
            if optional { return .null }
            return type.trimmedDescription == "Bool" ? .bool(false) : nil
        case "GestureState", "SwiftUI.GestureState": return optional ? .null : nil
        default: return nil
        }
    }

    /// The wrappers through which a view holds an observable object: it makes one
    /// (`@StateObject`, or `@State` of an `@Observable` class) or is given one.
    private static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "Bindable"]

    /// `@StateObject private var model = Counter()`, `@ObservedObject var model: Counter`,
    /// `@Bindable var book: Book` of a class the code declares: the view's property holds the
    /// instance, made by the view or passed by its caller, as SwiftUI's does (Apple,
    /// "StateObject": "SwiftUI creates a new instance of the model object only once during the
    /// lifetime of the container"; "ObservedObject": "a property wrapper type that subscribes
    /// to an observable object"). A model the app injects (`@EnvironmentObject`,
    /// `@Environment(Model.self)`) is still the app's, and stands in.
    private func holdsDeclaredObject(_ binding: PatternBindingSyntax, wrapper: String) -> Bool {
        guard Self.objectWrappers.contains(wrapper) else { return false }
        var typeName = binding.typeAnnotation?.type.trimmedDescription
        if typeName == nil, let value = binding.initializer?.value {
            // `Store()`, `Store.shared`, `Store.preview()`: the type the expression starts from.
            typeName = SwiftCompiler.rootName(of: value)?.baseName.nameText
        }
        guard var name = typeName else { return false }
        if name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        return program.type(name)?.isClass == true
    }

    /// Whether `@wrapper` on a view's property is a property wrapper of the app's own
    /// (`@Default(.accent) var accent`, `@Injected var store`): a capitalised attribute that is
    /// neither SwiftUI's nor declared here. Like `@Environment`, the app provides its value.
    func isAppPropertyWrapper(_ wrapper: String) -> Bool {
        let name = String(wrapper.prefix { $0 != "(" && $0 != "<" })
        return name.first?.isUppercase == true && !PropertyWrappers.languageAttributes.contains(name) && program.type(name) == nil
    }

    /// A property's declared value: a closure (`@ViewBuilder var actions: () -> Actions = {
    /// EmptyView() }`, `var onTap: () -> Void = {}`) is the views it builds, or nothing for an
    /// action, which a page never runs.
    /// Its declared type applies as in Swift (`@State var drag: CGSize = .zero` is a size).
    private func propertyDefault(_ expression: ExprSyntax, of name: String, in type: SwiftStruct) throws -> Value {
        guard let closure = expression.as(ClosureExprSyntax.self) else {
            let declared = type.properties.first(where: { $0.name == name })?.type
            let value = try evaluate(expression, declared: declared)
            guard let declared else { return value }
            return try convert(value, to: declared, at: expression)
        }
        let property = type.properties.first { $0.name == name }
        if let parts = property?.type?.functionParts, property?.attribute?.attributeName.trimmedDescription != "ViewBuilder",
           parts.parameters != "()" || !SwiftCompiler.isViewType(parts.result) && parts.result != "Void" && parts.result != "()" {
            // `var decorate: (AnyView) -> AnyView = { $0 }`, `var format: (String) -> String = {
            // $0.uppercased() }`: a function the body calls, run as Swift runs a closure.
            return try viewValue(try runSwift(expression, name: name, type: property?.type), "`\(name)` is", at: expression)
        }
        if closure.statements.isEmpty { return .null }
        return .views(try builder(closure))
    }

    /// A view's properties under the code's own property wrappers (`@Clamped var level = 12`):
    /// what the body reads is the wrapper's `wrappedValue` of storage made from the given or
    /// declared value, as Swift makes it (``PropertyWrappers``), not the value as written.
    /// A property written `@W(...) var x: T` without a value has the storage `W(...)` made from
    /// the attribute alone (``SwiftStruct/StoredProperty/isMadeByItsAttribute``).
    private func wrapProperties(of type: SwiftStruct, at call: some SyntaxProtocol) throws {
        for property in type.properties {
            guard let wrapper = property.wrapper else { continue }
            let written = scopes[scopes.count - 1][property.name]
            guard written.map({ !$0.isStandIn }) ?? property.isMadeByItsAttribute else { continue }
            let wrapped = try runningSwift(at: call) { spot -> SwiftValue in
                let machine = SwiftMachine(library: self)
                if let written, case .instance(let given) = SwiftValue(written), given.type === wrapper {
                    // `Settings(accent: Default("x", fallback: 9))`: the memberwise initialiser of a
                    // property its attribute makes takes the wrapper itself (SE-0258).
                    return try PropertyWrappers.wrappedValue(of: .instance(given), machine: machine, at: spot)
                }
                guard let storage = try PropertyWrappers.storage(wrapper, for: property, wrappedValue: written.map(SwiftValue.init), machine: machine, at: spot) else {
                    throw spot.error(written == nil ? "no initialiser of `\(wrapper.name)` takes the arguments of `\(type.name).\(property.name)`'s attribute"
                                                    : "`\(wrapper.name)` has no `init(wrappedValue:)` for `\(type.name).\(property.name)`")
                }
                return try PropertyWrappers.wrappedValue(of: storage, machine: machine, at: spot)
            }
            scopes[scopes.count - 1][property.name] = try viewValue(wrapped, "`\(property.name)` is", at: call)
        }
    }

    /// A view's `@ScaledMetric` properties, given or declared, as the text size scales them
    /// (``scaledMetric(_:attribute:)``); whether the type has any.
    private func scaleMetrics(of type: SwiftStruct) throws -> Bool {
        var any = false
        for property in type.properties {
            guard let attribute = property.attribute, Self.isScaledMetric(attribute),
                  let written = scopes[scopes.count - 1][property.name] else { continue }
            scopes[scopes.count - 1][property.name] = try scaledMetric(written, attribute: attribute)
            any = true
        }
        return any
    }

    /// `self` of a declared view again once its declared values are in scope too, so that
    /// `Binding(get: { self.first }, ...)` reads a `@State private var first = false`.
    private func refreshSelf() {
        let properties = scopes[scopes.count - 1].filter { $0.key != "self" }
        scopes[scopes.count - 1]["self"] = .dictionary(properties.sorted { $0.key < $1.key }.map { DictionaryEntry(key: $0.key, value: $0.value) })
    }

    /// The key a declared view's or modifier's use adds to the ids of the views its body makes.
    private func callKey(_ call: some SyntaxProtocol) -> String {
        "v\(location(of: call).line)-\(location(of: call).column)"
    }

    /// Runs `body` in the code of a declared view: its file's positions, its properties (and
    /// `self`) in scope, its methods callable by name.
    private func withDeclaration<T>(_ type: SwiftStruct, positions: SourcePositions, properties: [String: Value], _ body: () throws -> T) throws -> T {
        viewStack.append(type)
        defer { viewStack.removeLast() }
        let selfValue = Value.dictionary(properties.map { DictionaryEntry(key: $0.key, value: $0.value) })
        // Inside the type, its nested types' simple names mean them (`Item` is `Catalog.Item`).
        return try SwiftCompiler.inScope(of: type) {
            try inDeclaredCode(positions, scope: properties.merging(["self": selfValue]) { first, _ in first }, body)
        }
    }

    /// Runs `body` on code declared elsewhere (the block's own declarations or a `layouts/`
    /// file): positions are that code's, and only `scope` is visible, as inside a Swift
    /// declaration.
    private func inDeclaredCode<T>(_ positions: SourcePositions, scope: [String: Value], locals: [String: Value]? = nil, _ body: () throws -> T) rethrows -> T {
        let saved = (source, converter, scopes)
        (source, converter, scopes) = (positions.source, positions.converter, locals.map { [scope, $0] } ?? [scope])
        defer { (source, converter, scopes) = saved }
        return try body()
    }

    /// The values Swift code hands the library (`SwiftCompiler.libraryReads`), as the scopes of
    /// the code made with them: `self` first, where a declared view's properties are, and the
    /// rest as the code's locals below it, which Swift code compiled inside reads before
    /// `self`'s members, as Swift's lookup does (`let minTime = minTime ?? 30` above a
    /// `ZStack { ... stride(from: minTime, ...) }` read the optional property; set CB's
    /// penn-mobile `ScheduleView`).
    private static func handedScopes(_ names: [String: SwiftValue]) -> (scope: [String: Value], locals: [String: Value]) {
        var scope: [String: Value] = [:], locals: [String: Value] = [:]
        for (name, value) in names {
            guard let converted = Interpreter.record(value) else { continue }
            if name == "self" { scope[name] = converted } else { locals[name] = converted }
        }
        return (scope, locals)
    }

    /// A declared function's parameters bound to a call's arguments as Swift binds them: by
    /// label, in order, with the declared default for each one left out (evaluated in the
    /// declaration's code, where none of the caller's names are), and an integer given to a
    /// `CGFloat` parameter made a CGFloat, as Swift's literal would be.
    private func bind(_ parameters: FunctionParameterListSyntax, to values: [BlockArgument], of name: String, positions: SourcePositions?,
                      at node: some SyntaxProtocol) throws -> [String: Value] {
        var bound: [String: Value] = [:]
        var next = 0
        for parameter in parameters {
            let label = parameter.firstName.nameText == "_" ? nil : parameter.firstName.nameText
            let parameterName = (parameter.secondName ?? parameter.firstName).text
            if next < values.count, values[next].label == label {
                bound[parameterName] = values[next].value
                if case .int(let number) = values[next].value, ["CGFloat", "Double", "Float"].contains(SwiftCompiler.typeName(parameter.type)) {
                    bound[parameterName] = .double(Double(number))
                }
                next += 1
            } else if let value = parameter.defaultValue?.value {
                bound[parameterName] = try positions.map { try inDeclaredCode($0, scope: [:]) { try evaluate(value) } } ?? evaluate(value)
            } else {
                throw error("`\(name)` needs `\(label ?? "_"):`", at: node)
            }
        }
        guard next == values.count else {
            throw error("`\(name)` has no parameter `\(values[next].label ?? "_"):`", at: node)
        }
        return bound
    }

    /// A method or computed property of the view being expanded, called from its body:
    /// views it returns are interpreted here; data it computes runs compiled, with `self`
    /// made of the properties in scope.
    func viewMember(_ name: String, arguments: [CallArgument]?, at node: some SyntaxProtocol) throws -> Value? {
        guard let type = viewStack.last, let declaration = type.viewDeclaration else { return nil }
        if let arguments {
            // A function's name includes its argument labels: of `marker(_:)` and
            // `marker(letter:width:)` the call's labels choose (set AB's TrollFools), the first
            // of the name when none takes them, for its error.
            let functions = declaration.memberBlock.members.active.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { $0.name.nameText == name }
            if let function = functions.first(where: { Self.takesLabels(of: arguments, $0.signature.parameterClause.parameters) }) ?? functions.first {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.nameText == "_" ? nil : $0.firstName.nameText }
                let compiled = type.methods[name]?.first { $0.parameters.map(\.label) == labels }
                return try viewMethod(function, of: type, values: try methodArguments(arguments, of: compiled?.parameters ?? [], name: name), at: node)
            }
        }
        for member in declaration.memberBlock.members.active {
            if let variable = member.decl.as(VariableDeclSyntax.self), arguments == nil,
               !variable.modifiers.isStatic,
               let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText == name }),
               let statements = binding.accessorBlock?.readOnlyGetter {
                var value = binding.appliedTypeAnnotation.map({ SwiftCompiler.isViewType(SwiftCompiler.typeName($0.type)) }) == true
                    ? viewResult(builderContent(statements), at: node)
                    : try compiledMember(type, name: name, arguments: [], at: node)
                // `var glyph: Image { on ? Assets.filled : Assets.empty }` of the app's images: the
                // stand-in is an image, as its declared type says, and takes `.resizable()` (set AH's eudi).
                if binding.appliedTypeAnnotation?.type.trimmedDescription == "Image", case .view(let made) = value, made.drawsStandIn, made.kind == "Text" {
                    value = .view(standInImage(at: node))
                }
                // `shape.fill(...)` then `.overlay { shape.strokeBorder(...) }`: each read of a
                // computed property makes its views again, as SwiftUI calls the getter each time,
                // so the second and later reads get ids of their own (as a `let`'s do, `name`).
                return placedForUse(value, named: name, key: type.name + "." + name)
            }
        }
        if arguments == nil, let method = type.methods[name]?.first(where: { !$0.isProperty }) {
            // `Button(action: send)`, `action: self.send`: the view's method named without a
            // call is a function value, bound to the view (as Swift code reads it, `bound(to:)`).
            let bound = method.bound(to: compiledSelf(of: type))
            return .swift(SwiftData(bound, typeName: bound.typeName))
        }
        if let methods = type.methods[name], methods.contains(where: { $0.isProperty == (arguments == nil) }) {
            // `extension Counter { var tint: Tint { ... } }`: a member an extension of the view
            // declares is the view's, found by name as Swift finds it (it stood in); its code runs
            // compiled, with this library for the SwiftUI it makes.
            let parameters = methods.first { !$0.isProperty && $0.parameters.count == arguments?.count }?.parameters ?? []
            let value = try compiledMember(type, name: name, arguments: try arguments.map { try methodArguments($0, of: parameters, name: name) } ?? [], at: node)
            // Each call's views are its own (`infoRow(...)` called four times is four rows), as
            // a method in the declaration gives them (`viewResult`).
            return placedAtCall(value, node)
        }
        // `@State private var wakeUp = defaultWakeTime` of a `static var defaultWakeTime`: the
        // type's statics are in scope unqualified in its code, as in Swift.
        if arguments == nil, type.declaresStatic(name) { return try declaredStatic(type, name, at: node) }
        return nil
    }

    /// Whether the view being read has an instance property `name` of a function type
    /// (`var scaled: (Double) -> Double { ... }`), which a call of the name calls.
    func holdsFunction(_ name: String) -> Bool {
        viewStack.last?.propertyType(name)?.functionParameters != nil
    }

    /// Whether a call with `arguments` can call a function of `parameters` (``ArgumentLabels``;
    /// a trailing closure may fill any parameter it reaches, whose type the syntax does not say).
    static func takesLabels(of arguments: [CallArgument], _ parameters: FunctionParameterListSyntax) -> Bool {
        ArgumentLabels.fit(arguments.filter { !$0.isTrailingClosure }.map(\.label), trailingClosures: arguments.count(where: \.isTrailingClosure),
                           parameters.map { .init(label: $0.firstName.nameText == "_" ? nil : $0.firstName.nameText, hasDefault: $0.defaultValue != nil, takesClosure: true) })
    }

    /// The arguments of a call of a declared function: a closure is Swift's closure, which a
    /// view builder when its parameter builds views (`section("A") { Text("x"); Text("y") }`
    /// for `@ViewBuilder content: () -> Content`); a trailing closure takes the first function
    /// parameter left, as Swift's forward scan does (SE-0286).
    func methodArguments(_ arguments: [CallArgument], of parameters: [SwiftFunction.Parameter], name: String) throws -> [BlockArgument] {
        var next = 0
        return try arguments.map { argument in
            let index = argument.isTrailingClosure
                ? parameters[min(next, parameters.count)...].firstIndex { $0.type?.functionParameters != nil }
                : parameters[min(next, parameters.count)...].firstIndex { $0.label == argument.label }
            if let index { next = index + 1 }
            guard let closure = argument.expression.as(ClosureExprSyntax.self) else {
                return BlockArgument(label: argument.label, value: try evaluate(argument.expression), location: location(of: argument.expression))
            }
            guard let parameter = index.map({ parameters[$0] }) else { throw error("`\(name)` does not take a closure", at: closure) }
            // The app's names inside stand in there (`action: { filter = makeFilter(tags: []) }`
            // of a function not pasted, set BW's flashcards app): the closure is compiled now and
            // run, if ever, where the view builder does not see its reads.
            let made = try runSwift(ExprSyntax(closure), name: name, type: parameter.type, buildsViews: parameter.buildsViews, standsIn: true)
            return BlockArgument(label: parameter.label, value: .swift(SwiftData(made, typeName: made.typeName)), location: location(of: closure))
        }
    }

    /// A method of the view being expanded called with `values`: views it returns are
    /// interpreted here; data it computes runs compiled.
    func viewMethod(_ function: FunctionDeclSyntax, of type: SwiftStruct, values: [BlockArgument], at node: some SyntaxProtocol) throws -> Value {
        let name = function.name.nameText
        let returnType = function.signature.returnClause.map { SwiftCompiler.typeName($0.type) }
        // Views a helper without `return` builds are the view builder's. So are those of one
        // with `return`s given a value of a GeometryReader's size (`tick(in: reader)` of `func
        // tick(in reader: GeometryProxy) -> some View { let span = reader.size.width; return
        // ... }`), read statement by statement as a body is, a `let` of the size a value of the
        // size (set BC's Habitto charts); compiled, the reader was a value it could not read. A
        // `Path` of the size stays a path computed for each size (below, `pathView(of:at:)`).
        if returnType.map(SwiftCompiler.isViewType) == true, let body = function.body,
           !ReturnFinder.containsReturn(body.statements) || (values.contains(where: \.value.isGeometry) && returnType != "Path") {
            let bound = try bind(function.signature.parameterClause.parameters, to: values, of: name, positions: type.positions, at: node)
            return viewResult(builderContent(body.statements, bindings: bound), at: node)
        }
        if values.contains(where: \.value.isGeometry), let call = Syntax(node).as(ExprSyntax.self) {
            // `point(from: center, radius: 20)` of a `center` computed from a GeometryReader's
            // proxy: its answer depends on the reader's size, so the call is computed for each
            // size, as the function calls of such values are (`function(_:arguments:at:)`).
            return try geometryValue(of: call)
        }
        let result = try compiledMember(type, name: name, arguments: values, at: node)
        // Views a helper with a `return` made (`return Section { ForEach ... }`): this call's,
        // as the view builder's helpers' are (``viewResult(_:at:)``).
        return returnType.map(SwiftCompiler.isViewType) == true ? placedAtCall(result, node) : result
    }

    /// A method of the view being expanded named `name` (taking `count` values, when given:
    /// `ForEach(items, content: row)`), if any.
    func viewMethod(named name: String, parameters count: Int? = nil) -> (FunctionDeclSyntax, SwiftStruct)? {
        guard let type = viewStack.last, let declaration = type.viewDeclaration else { return nil }
        for member in declaration.memberBlock.members.active {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.nameText == name,
               count.map({ function.signature.parameterClause.parameters.count == $0 }) ?? true { return (function, type) }
        }
        return nil
    }

    /// The views a helper returned, as the value of the call at `node`: each call is views
    /// of its own (`makeText("a")` and `makeText("b")` are two texts, as in SwiftUI), so the
    /// call's place goes into the ids generated inside the helper.
    private func viewResult(_ views: [BlockView], at node: some SyntaxProtocol) -> Value {
        placedAtCall(views.count == 1 ? .view(views[0]) : .views(views), node)
    }

    /// `value` as the call at `node` gives it: the views in it under ids of the call's place,
    /// so a helper called twice gives two sets of views, as in SwiftUI.
    func placedAtCall(_ value: Value, _ node: some SyntaxProtocol) -> Value {
        value.placed(under: Self.callPlace(location(of: node)))
    }

    /// The part of the ids of the views a call at `place` made that says where it is.
    static func callPlace(_ place: BlockLocation) -> String {
        "-at\(place.line)-\(place.column)"
    }

    /// The view being expanded, as `self` for compiled code: its properties are the names in
    /// scope, in declaration order.
    func compiledSelf(of type: SwiftStruct) -> SwiftValue {
        if case .instance(let instance)? = lookup("self")?.dataSwiftValue, instance.type === type {
            // `Color(white: level())` in a `var tint: Color` getter, which Swift code hands to the
            // library with `self`: the method runs on that `self`, its properties set (set AS's
            // oscar-weather; they were read as names the getter's scope lacks, all nil).
            return .instance(instance)
        }
        return .instance(SwiftInstance(type: type, fields: type.properties.map { property in
            // A property the app provides (`@StateObject var vm`, `@Environment`) is the app's
            // value in Swift code too: a stand-in, as the body reads it, not nil.
            if appProvided[property.name] != nil, lookup(property.name) == nil {
                listStandInReadBySwift(property.name, in: type)
                return .swiftUI(.standIn(property.name))
            }
            return lookup(property.name).map(SwiftValue.init) ?? .none
        }))
    }

    /// Lists the app's value `name` among the block's stand-ins at its first use in the
    /// type's Swift code (its computed properties and methods), if that code uses it.
    private func listStandInReadBySwift(_ name: String, in type: SwiftStruct) {
        guard let declaration = type.viewDeclaration, let positions = type.positions,
              !standIns.contains(where: { $0.written == name && $0.location.file == positions.source.file }) else { return }
        for member in declaration.memberBlock.members.active {
            let code: Syntax? = if let function = member.decl.as(FunctionDeclSyntax.self) { function.body.map(Syntax.init) }
                else if let variable = member.decl.as(VariableDeclSyntax.self),
                        variable.bindings.contains(where: { $0.accessorBlock != nil && $0.pattern.trimmedDescription != "body" }) { Syntax(variable) }
                else { nil }
            guard let use = code?.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind == .identifier(name) }) else { continue }
            standIns.append((name, positions.location(of: use)))
            return
        }
    }

    private func compiledMember(_ type: SwiftStruct, name: String, arguments: [BlockArgument], at node: some SyntaxProtocol) throws -> Value {
        guard let methods = type.methods[name] else { return .null }
        let compiled = CompiledArgument.constants(arguments)
        guard let (method, sources) = SwiftCompiler.match(methods, compiled) else {
            throw error("no `\(name)` of `\(type.name)` takes (\(arguments.map { ($0.label ?? "_") + ":" }.joined()))", at: node)
        }
        let selfValue = compiledSelf(of: type)
        let machine = SwiftMachine(library: self)
        let result = try runningSwift(at: node) { _ in
            let frame = SwiftFrame.make(slotCount: 0, parent: nil)
            return try SwiftCompiler.invoke(method, self: selfValue, sources: sources,
                                            values: try compiled.map { try $0.value(machine, frame) }, machine: machine, at: method.spot).0
        }
        return try typedResult(try viewValue(result, "`\(name)` returns", at: node), method.returnType, at: node)
    }

    /// A getter's or function's result as its declared type makes it: an implicit member it
    /// returned (`var shade: Color { .appStopped }`) is the type's (the app's colour, which stands
    /// in as a colour, set AZ's Pomodoro), as Swift types it by the return type.
    func typedResult(_ value: Value, _ type: SwiftType?, at node: some SyntaxProtocol) throws -> Value {
        guard let type, case .member(let member) = value, member.base == nil, member.arguments == nil else { return value }
        return try convert(value, to: type, at: node)
    }

    // MARK: - Modifiers

    /// `.rank(2)` for `extension View { func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) } }`:
    /// the function's body with `self` the view it modifies.
    func expandModifier(_ declaration: FunctionDeclSyntax, positions: SourcePositions, on view: BlockView, call: FunctionCallExprSyntax,
                        arguments: [CallArgument]) throws -> BlockView {
        guard let body = declaration.body else { return view }
        let parameters = try SwiftCompiler(program: program).declaredParameters(declaration, positions: positions)
        let values = try methodArguments(arguments, of: parameters, name: declaration.name.nameText)
        var bound = try bind(declaration.signature.parameterClause.parameters, to: values, of: ".\(declaration.name.nameText)", positions: positions, at: call)
        bound["self"] = .view(view)
        implicitViews.append(view)
        defer { implicitViews.removeLast() }
        let errorsBefore = diagnostics.count
        return try inDeclaredCode(positions, scope: bound) {
            elementPath.append(callKey(call))
            defer { elementPath.removeLast() }
            let views = builderContent(body.statements)
            // Mistakes in the body are recorded as the block's, at their lines in the declaration.
            if diagnostics.count > errorsBefore { return view }
            guard views.count == 1 else {
                throw error("`.\(declaration.name.nameText)` must return one view", at: declaration.name)
            }
            return views[0]
        }
    }
}

// MARK: - The SwiftUI library of Swift code

extension Interpreter: SwiftUILibrary {
    func declaredStaticValue(_ type: SwiftStruct, _ member: String, at node: Syntax) throws -> SwiftValue {
        SwiftValue(try declaredStatic(type, member, at: node))
    }

    func placedAtCall(_ value: SwiftValue, at spot: SwiftSpot) -> SwiftValue {
        guard case .swiftUI(let made) = value, made.isViews else { return value }
        return .swiftUI(made.placed(under: Self.callPlace(spot.location)))
    }

    func wrappedValue(of binding: Value) -> SwiftValue? {
        let bound = boundValue(binding)
        return bound == binding ? nil : SwiftValue(bound)
    }

    func callViewBuilder(_ builder: ViewBuilderClosure, arguments: [SwiftValue], at spot: SwiftSpot) throws -> SwiftValue {
        let values = arguments.map { Interpreter.record($0) ?? .swift(SwiftData($0, typeName: $0.typeName)) }
        return SwiftValue(try callViewBuilder(builder, named: "content", values: values, at: builder.closure))
    }

    /// `Text("Total: ").bold() + Text("\(votes)")`: one text whose parts keep their own fonts,
    /// as SwiftUI's `Text + Text` is, in a body and in Swift code (`parts.reduce(Text("")) {
    /// $0 + Text($1) }`). The parts are runs of the one text, not views of the layout.
    func concatenatedText(_ first: BlockView, _ second: BlockView, id: String) -> BlockView {
        let parts = [first, second].flatMap { $0.isConcatenation ? $0.children : [$0] }.map { part in
            var run = part
            run.isAuthored = false
            return run
        }
        return BlockView(kind: "Text", id: id, children: parts, location: first.location)
    }

    func concatenatedText(_ first: Value, _ second: Value, at location: BlockLocation) -> SwiftValue? {
        guard case .view(let a) = first, case .view(let b) = second, a.kind == "Text", b.kind == "Text" else { return nil }
        return .swiftUI(.view(concatenatedText(a, b, id: generatedID("Text", at: location))))
    }

    func standIn(_ written: String, at location: BlockLocation) -> SwiftValue {
        if !standIns.contains(where: { $0.location == location && $0.written == written }) { standIns.append((written, location)) }
        return .swiftUI(.standIn(written))
    }

    /// A SwiftUI expression of Swift code (`self.badge = Text(title).bold()` in an `init`),
    /// made here with the view builder's vocabulary and checks, in the code it is written in.
    func makeViews(_ statements: CodeBlockItemListSyntax, positions: SourcePositions, names: [String: SwiftValue]) throws -> SwiftValue {
        let handed = Self.handedScopes(names)
        let errorsBefore = diagnostics.count
        let views = inDeclaredCode(positions, scope: handed.scope, locals: handed.locals) { builderContent(statements) }
        if diagnostics.count > errorsBefore { throw diagnostics.removeLast() }
        // `row("Monthly")` and `row("Yearly")` from compiled code: each call's views are its own,
        // as the view builder's calls of a method are (`placedAtCall`).
        let builds = (compiledViewBuilds[statements.id] ?? 0) + 1
        compiledViewBuilds[statements.id] = builds
        return .swiftUI(builds > 1 ? Value.views(views).placed(under: "-build\(builds)") : .views(views))
    }

    func make(_ expression: ExprSyntax, as type: String?, positions: SourcePositions, names: [String: SwiftValue]) throws -> SwiftValue {
        let handed = Self.handedScopes(names)
        let made = try inDeclaredCode(positions, scope: handed.scope, locals: handed.locals) {
            if let type, let call = expression.as(FunctionCallExprSyntax.self) { return try self.call(call, as: type) }
            return try evaluate(expression)
        }
        if case .member(let member) = made, member.base != nil || member.arguments != nil {
            // `Font.system(size: 20)`, `.fixed(12)`: kept whole; a plain `.red` stays a member Swift can compare.
            return .swiftUI(made)
        }
        return SwiftValue(made)
    }
}

extension Value {
    /// Whether this is views (one or several), what a `@ViewBuilder` closure gives.
    var isViews: Bool {
        switch self {
        case .view, .views: true
        default: false
        }
    }

    /// Whether this is an array whose elements are all views (`[Text("a"), Text("b")]`).
    var isArrayOfViews: Bool {
        guard case .array(let elements) = self, !elements.isEmpty else { return false }
        return elements.allSatisfy(\.isViews)
    }
}
