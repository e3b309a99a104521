// Swift declarations -> a compiled program: types and signatures first, then every body.

import SwiftSyntax
import TrellisLayout
import TrellisMarkup

/// Compiles the declarations of a block or of a `layouts/` file.
///
/// Two passes, as Swift allows a declaration to be used before the line that declares it:
/// the first records every type, property and signature; the second compiles the bodies,
/// resolving each name to a frame slot, a property or a function. Every error of every
/// declaration is collected; nothing runs until the whole program compiled.
final class SwiftCompiler {
    let program: SwiftProgram
    var diagnostics: [Diagnostic] = []
    /// What the compiler left out on purpose (the app's classes), for the block's notes.
    var notes: [Diagnostic] = []
    /// Values the code reads that a page does not have (`proxy.frame(in: .global)`), which
    /// stand in (see `Interpreter+StandIns.swift`); the block's stand-in warning lists them.
    var standIns: [(written: String, location: BlockLocation)] = []
    /// Whether the app's names that code reads stand in (a page made from pasted code); a
    /// script (`trellis run`) is whole, so such a name is an error there, as in Swift.
    var standsInForTheApp = true
    /// Whether a lowercase name no declaration has and no known name is one slip from (the
    /// app's `formatByte(size:)`, `hoursUntilFoodEmpty`) stands in too: only while the bodies
    /// of the code's own declarations compile (``compileBodies()``), outside a `Layout`'s, as
    /// the view builder stands such names in in a body. Code the view builder compiles itself
    /// (a reader's condition, a closure) keeps the error, which hands the name back to it.
    var standsInForAppNames = false
    /// The names the view code around compiled code binds itself (an `if let`, a closure's or a
    /// method's parameter), which shadow the declared view's properties of those names, as an
    /// inner scope does in Swift; `nil` where the code is compiled on its own.
    var viewCodeLocals: ((String) -> Bool)?
    /// The static type of each expression compiled, where its parts tell it (see
    /// `SwiftCompiler+Types`).
    var expressionTypes: [SyntaxIdentifier: SwiftType] = [:]
    /// The type an expression is stored, returned or passed as, where it is declared: what
    /// `.init(...)` and `.member` without a type name are members of (`var result: LayoutCache
    /// = .init(targetContainerWidth: w)`).
    var contextualTypes: [SyntaxIdentifier: SwiftType] = [:]
    /// The implicit members that start a chain given its context's type (SE-0287,
    /// ``implicitMemberChainRoot(_:)``), read as that type's static members.
    var implicitChainRoots: Set<SyntaxIdentifier> = []
    /// The parameter types of a closure handed to a collection method (`subviews.map { $0... }`
    /// takes LayoutSubviews' elements), so its body is checked like any other code.
    var closureParameterTypes: [SyntaxIdentifier: [SwiftType?]] = [:]
    /// Closures given to a parameter that builds views (`card("A") { Text("x"); Text("y") }`):
    /// their statements are views, made by the SwiftUI library as a view builder makes them.
    var viewBuilderClosures: Set<SyntaxIdentifier> = []
    /// Closures given for a parameter that the code's own result builder marks
    /// (`@ListBuilder _ content: () -> [String]`), by the builder's name.
    var resultBuilderClosures: [SyntaxIdentifier: String] = [:]
    /// Arguments given to an `@autoclosure` parameter: each compiles to a closure of its expression.
    var autoclosureArguments: Set<SyntaxIdentifier> = []
    /// The `x.first.map(...)` calls being compiled the general way inside their own rule
    /// (`call(_:_:)`), so that the rule does not apply again.
    var firstMapsCompiledGenerally: Set<SyntaxIdentifier> = []
    /// Bodies to compile in the second pass.
    private var pending: [() -> Void] = []
    /// Whether the bodies in `pending` are being compiled (every type is declared by then).
    private var runningPending = false
    /// A parameter's default, compiled again once every type is declared (``parameters(_:viewGenerics:positions:)``).
    private final class DeferredExpression {
        private(set) var expression: SwiftExpression
        private(set) var slots: Int
        init(_ expression: @escaping SwiftExpression, slots: Int) { (self.expression, self.slots) = (expression, slots) }
        func update(_ expression: @escaping SwiftExpression, slots: Int) { (self.expression, self.slots) = (expression, slots) }
    }
    /// A script's top-level declarations (``SwiftScript``): declared as the program's, so
    /// the body of `main`, compiled from the same statements, passes over them. (Read by
    /// iterating the list: `filter` on a syntax collection gives nodes cut from the tree.)
    var scriptDeclarations: Set<SyntaxIdentifier> = []
    /// A script's top-level functions, which are global functions in Swift (overloads of the
    /// standard library's names) though `main` holds them as locals.
    var scriptFunctionNames: Set<String> = []
    /// Of a script's top-level `let`s and `var`s held as the program's globals, the getters
    /// each declaration initialises: `main` runs them where the declaration stands, so a
    /// top-level variable takes its value in order (`let d = c` before `c = 5` keeps c's first
    /// value), as `main.swift`'s globals are initialised eagerly in order, unlike a module's
    /// lazy ones (The Swift Programming Language, "Global and Local Variables").
    var scriptGlobalInitialisers: [SyntaxIdentifier: [SwiftFunction]] = [:]
    /// Local functions declared ahead of their bodies (called above their line, as Swift allows).
    var localFunctions: [SyntaxIdentifier: SwiftFunction] = [:]
    /// Top-level constants whose values compile with the bodies (``declareGlobals(_:positions:)``).
    /// The protocols the code declares, known before any type is declared: a conformance to
    /// one of them (`struct Square: Shape` beside `protocol Shape`) is the author's protocol,
    /// not SwiftUI's of that name, wherever the protocol is written.
    private var declaredProtocols: Set<String> = []
    private var globalInitializers: [(name: String, value: ExprSyntax, getter: SwiftFunction, positions: SourcePositions)] = []
    /// Each file-scope variable's type as written or as its value starts (`Store` of
    /// `Store.shared`), for ``globalHoldsObject(_:)``, asked once every type is declared.
    private var globalTypeNames: [String: String] = [:]
    /// The type of a file-scope `let`/`var` written without one, as its value's type says
    /// (`let n = Int(text)` is an `Int?`, which `print(n as Any)` writes as `Optional(7)`).
    var inferredGlobalTypes: [String: SwiftType] = [:]

    init(program: SwiftProgram) {
        self.program = program
    }

    /// Whether a top-level statement is a declaration this compiler owns (a type, an
    /// extension, a function, an import) rather than a view or a `let` of the view builder.
    static func isDeclaration(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard case .decl(let decl) = item else { return false }
        if let config = decl.as(IfConfigDeclSyntax.self) {
            // `#if` around declarations is the compiler's; around views, the view builder's.
            guard case .statements(let statements)? = IfConfig.activeClause(config)?.elements else { return false }
            return statements.contains { isDeclaration($0.item) }
        }
        return decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)
            || decl.is(FunctionDeclSyntax.self) || decl.is(ImportDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
            || decl.is(ClassDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
            || decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self)
    }

    /// Records the declarations among `statements` (first pass).
    func declare(_ statements: CodeBlockItemListSyntax, positions: SourcePositions) {
        declareAliases(statements)
        qualifyNestedTypes(statements)
        withAliases { declareNow(statements, positions: positions) }
    }

    /// The key each nested type whose simple name another type of `statements` has too is
    /// declared by (`Shelf.Item` beside a file-scope `Item`, or `Rack.Mode` beside `Shelf.Mode`),
    /// by its declaration; other types keep their simple names.
    private var qualifiedNames: [SyntaxIdentifier: String] = [:]
    /// For each member block holding such types, the simple names that mean them inside it.
    private var scopedNames: [SyntaxIdentifier: [String: SwiftType]] = [:]

    /// Finds the nested types that share a simple name with another type, so each is declared
    /// by its qualified name and found by its simple name only inside the type that declares it
    /// (and by `Outer.Inner` everywhere): The Swift Programming Language, "Nested Types" ("To use
    /// a nested type outside of its definition context, prefix its name with the name of the
    /// type it's nested within"); inside it, unqualified lookup finds the member type first.
    private func qualifyNestedTypes(_ statements: CodeBlockItemListSyntax) {
        typealias Nested = (name: String, members: MemberBlockSyntax?, id: SyntaxIdentifier)
        func typeDeclaration(_ decl: DeclSyntax) -> Nested? {
            if let s = decl.as(StructDeclSyntax.self) { return (s.name.nameText, s.memberBlock, s.id) }
            if let e = decl.as(EnumDeclSyntax.self) { return (e.name.nameText, e.memberBlock, e.id) }
            if let c = decl.as(ClassDeclSyntax.self) { return (c.name.nameText, c.memberBlock, c.id) }
            if let p = decl.as(ProtocolDeclSyntax.self) { return (p.name.nameText, nil, p.id) }
            return nil
        }
        func members(_ block: MemberBlockItemListSyntax) -> [DeclSyntax] { block.active.map(\.decl) }
        // Every type declared, at any depth, with the member block it sits in (nil at file scope).
        // A parent declared here is known by its declaration (two types may share its name:
        // `Phase` beside `Job.Phase`, set BE's SeedTruck); an extended one by its name.
        var found: [(type: Nested, parent: String?, parentID: SyntaxIdentifier?, block: SyntaxIdentifier?)] = []
        func visit(_ decl: DeclSyntax, parent: String?, parentID: SyntaxIdentifier?, block: SyntaxIdentifier?) {
            if let type = typeDeclaration(decl) {
                found.append((type, parent, parentID, block))
                for member in members(type.members?.members ?? []) { visit(member, parent: type.name, parentID: type.id, block: type.members?.members.id) }
            } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                let extended = extensionDecl.extendedType.trimmedDescription
                for member in members(extensionDecl.memberBlock.members) { visit(member, parent: extended, parentID: nil, block: extensionDecl.memberBlock.members.id) }
            }
        }
        for statement in statements {
            guard case .decl(let decl) = statement.item else { continue }
            if let config = decl.as(IfConfigDeclSyntax.self) {
                if case .statements(let active)? = IfConfig.activeClause(config)?.elements {
                    for item in active { if case .decl(let inner) = item.item { visit(inner, parent: nil, parentID: nil, block: nil) } }
                }
            } else {
                visit(decl, parent: nil, parentID: nil, block: nil)
            }
        }
        var counts: [String: Int] = [:]
        for entry in found { counts[entry.type.name, default: 0] += 1 }
        for name in program.types.keys { counts[name, default: 0] += 1 }
        // Parents come before their nested types in `found`, so a parent's key is known first.
        var keyByName: [String: String] = [:]
        var keyByID: [SyntaxIdentifier: String] = [:]
        for entry in found {
            var key = entry.type.name
            if let parent = entry.parent, counts[entry.type.name, default: 0] > 1, let block = entry.block {
                key = (entry.parentID.flatMap { keyByID[$0] } ?? keyByName[parent] ?? parent) + "." + entry.type.name
                qualifiedNames[entry.type.id] = key
                scopedNames[block, default: [:]][entry.type.name] = .named(key)
                // Written `Shelf.Item` anywhere, the qualified name reads as itself.
                program.typeAliases[key] = .named(key)
                program.hasScopedTypes = true
            }
            keyByName[entry.type.name] = keyByName[entry.type.name] ?? key
            keyByID[entry.type.id] = key
        }
    }

    /// The key a nested type is declared by (``qualifyNestedTypes(_:)``).
    private func declaredName(_ name: TokenSyntax, of decl: some SyntaxProtocol) -> String {
        qualifiedNames[decl.id] ?? name.nameText
    }

    /// Runs `body` with the program's type aliases in force for every type it reads.
    func withAliases<T>(_ body: () throws -> T) rethrows -> T {
        let scoped = SwiftType.aliases
        let aliases = scoped.isEmpty ? program.allTypeAliases : program.allTypeAliases.merging(scoped) { _, inner in inner }
        if aliases.isEmpty { return try body() }
        return try SwiftType.$aliases.withValue(aliases) { try body() }
    }

    /// Runs `body` with the simple names of `type`'s nested types (and those around it) meaning
    /// them, as code inside the type reads them (``qualifyNestedTypes(_:)``).
    static func inScope<T>(of type: SwiftStruct, _ body: () throws -> T) rethrows -> T {
        if type.scopedTypeNames.isEmpty { return try body() }
        return try SwiftType.$aliases.withValue(SwiftType.aliases.merging(type.scopedTypeNames) { _, inner in inner }) { try body() }
    }

    /// The `typealias`es at the top level and in types, read before anything else so a type
    /// written before its alias's declaration reads it too. A generic alias is left out.
    private func declareAliases(_ statements: CodeBlockItemListSyntax) {
        var found: [(String, TypeSyntax)] = []
        func collect(_ decl: DeclSyntax) {
            if let alias = decl.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil {
                found.append((alias.name.nameText, alias.initializer.value))
            }
            let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(EnumDeclSyntax.self)?.memberBlock
                ?? decl.as(ExtensionDeclSyntax.self)?.memberBlock
            for member in members?.members.active ?? [] { collect(member.decl) }
        }
        for statement in statements { if case .decl(let decl) = statement.item { collect(decl) } }
        guard !found.isEmpty else { return }
        // An alias may name another (`typealias B = A`): read in rounds until each is read through.
        for _ in 0..<found.count {
            SwiftType.$aliases.withValue(program.allTypeAliases) {
                for (name, type) in found { program.typeAliases[name] = SwiftType(type) }
            }
        }
    }

    private func declareNow(_ statements: CodeBlockItemListSyntax, positions: SourcePositions) {
        declareGlobals(statements, positions: positions)
        for statement in statements {
            if case .decl(let decl) = statement.item, let protocolDecl = decl.as(ProtocolDeclSyntax.self) { declaredProtocols.insert(protocolDecl.name.nameText) }
        }
        // Types first, then extensions: Swift lets an extension come before its type.
        for extensions in [false, true] {
            for statement in statements where SwiftCompiler.isDeclaration(statement.item) {
                guard case .decl(let decl) = statement.item, decl.is(ExtensionDeclSyntax.self) == extensions else { continue }
                do {
                    try declare(decl, positions: positions)
                } catch let diagnostic as Diagnostic {
                    diagnostics.append(diagnostic)
                } catch {
                    diagnostics.append(positions.error("\(error)", at: decl))
                }
            }
        }
    }

    /// The top-level constants of `statements` that Swift code can read (``SwiftProgram/globals``):
    /// plain `let`s and `var`s with a value. Those the Swift evaluator cannot compute (the
    /// page's data, `@State`) are the view builder's alone, and not globals.
    private func declareGlobals(_ statements: CodeBlockItemListSyntax, positions: SourcePositions) {
        for statement in statements {
            guard case .decl(let decl) = statement.item, let variable = decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText, binding.accessorBlock == nil,
                      let initializer = binding.initializer, program.globals[name] == nil else { continue }
                let getter = SwiftFunction(name: name, parameters: [], returnType: binding.appliedTypeAnnotation.map { SwiftType($0.type) }, owner: nil,
                                           spot: SwiftSpot(source: positions.source, location: positions.location(of: binding.pattern)))
                getter.isProperty = true
                program.globals[name] = getter
                if variable.bindingSpecifier.tokenKind == .keyword(.var) { program.variableGlobals.insert(name) }
                // `let formatter = DateFormatter()`: an object, whose properties a `let` lets code set.
                let made = initializer.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText
                if let typeName = getter.returnType?.name ?? made, FoundationObject.referenceTypes.contains(typeName) { program.objectGlobals.insert(name) }
                globalInitializers.append((name, initializer.value, getter, positions))
                // `let maybe: Lamp? = nil`: an optional of an object is set through as the object is.
                globalTypeNames[name] = getter.returnType?.unwrapped.name ?? Self.rootName(of: initializer.value)?.baseName.nameText
            }
        }
    }

    /// Whether the file-scope `let name` holds an instance of a class the code declares
    /// (`let made = Tally()`, `let shared = Store.shared`), whose properties a `let` lets code set.
    func globalHoldsObject(_ name: String) -> Bool {
        globalTypeNames[name].flatMap(program.type)?.isClass == true
    }

    /// Compiles every body recorded so far (second pass).
    func compileBodies() {
        withAliases { compileBodiesNow() }
    }

    private func compileBodiesNow() {
        inheritProtocolDefaults()
        resolveWrappers()
        // Globals first, so that code reading one knows whether it is there.
        for (name, value, getter, positions) in globalInitializers {
            let before = diagnostics.count
            compileExpressionBody(value, into: getter, positions: positions)
            if diagnostics.count > before {
                diagnostics.removeSubrange(before...)
                program.globals[name] = nil
            } else if getter.returnType == nil, let type = storedType(of: value) {
                inferredGlobalTypes[name] = type
            }
        }
        globalInitializers = []
        let work = pending
        pending = []
        standsInForAppNames = standsInForTheApp
        runningPending = true
        defer { standsInForAppNames = false; runningPending = false }
        for body in work { body() }
    }

    /// Which properties the code's own property wrappers wrap (``PropertyWrappers``), now
    /// that every type is declared. Such a property has a default when its storage can be
    /// made without a value (`W()`, or the attribute's arguments), as Swift's memberwise
    /// initialiser then lets its argument be left out.
    private func resolveWrappers() {
        for type in program.types.values {
            for index in type.properties.indices {
                guard let attribute = type.properties[index].attribute, type.properties[index].wrapper == nil, let positions = type.positions else { continue }
                if program.isResultBuilder(attribute.attributeName.trimmedDescription) {
                    type.properties[index].resultBuilder = attribute.attributeName.trimmedDescription
                    continue
                }
                guard let wrapper = PropertyWrappers.wrapperType(named: attribute.attributeName.trimmedDescription, in: program) else {
                    if PropertyWrappers.swiftUIMakesStorage(attribute), type.properties[index].initialValue == nil {
                        // `@Environment(\.colorScheme) var scheme`, `@FocusState var focused: Bool`:
                        // a `Row(title:)` made by Swift code leaves it out, as the view builder does.
                        type.properties[index].hasDefault = true
                    }
                    standInAppWrapped(type, index, attribute, positions: positions)
                    continue
                }
                type.properties[index].wrapper = wrapper
                if case .argumentList(let arguments)? = attribute.arguments {
                    for argument in arguments {
                        let function = SwiftFunction(name: type.properties[index].name, parameters: [], returnType: nil, owner: type,
                                                     spot: SwiftSpot(source: positions.source, location: positions.location(of: argument)))
                        function.isStatic = true
                        type.properties[index].wrapperArguments.append((argument.label?.text, function))
                        compileExpressionBody(argument.expression, into: function, positions: positions)
                    }
                }
                // The rule calls are matched by (labels, in order, and defaults), on the attribute's labels.
                let labels = type.properties[index].wrapperArguments.map(\.label)
                let probe = labels.map { CompiledArgument(label: $0, value: { _, _ in .void }, target: nil, isTrailingClosure: false) }
                let madeWithoutValue = wrapper.initializers.isEmpty ? (try? wrapper.memberwisePositions(labels)) != nil
                    : SwiftCompiler.match(wrapper.initializers, probe) != nil
                if madeWithoutValue { type.properties[index].hasDefault = true }
            }
        }
    }

    /// `@Setting(key: "wallet", fallback: .system) var wallet: Wallet` in a class, of a wrapper
    /// the page does not hold (damus's settings store, set Y): the attribute's arguments make the
    /// wrapper, which gives the property its value (SE-0258, "Initialization of synthesized
    /// storage properties"), so the class's `init()` needs none; the value is the app's, a
    /// stand-in, listed. Combine's `@Published` is not such a wrapper: it needs a value.
    private func standInAppWrapped(_ type: SwiftStruct, _ index: Int, _ attribute: AttributeSyntax, positions: SourcePositions) {
        let name = attribute.attributeName.trimmedDescription
        if name == "Parameter", !type.properties[index].hasDefault, type.properties[index].initialValue == nil,
           case .argumentList(let arguments)? = attribute.arguments {
            // AppIntents' `@Parameter(title: "Widget Type", default: .summary) var widgetType:
            // WidgetType` (Xcode's widget template; set CO's SubTrackr): the attribute makes the
            // parameter, whose value is its `default:` (Apple, "IntentParameter",
            // `init(title:description:default:...)`), or nil for an optional one; an intent
            // struct is then made with `init()`, as `ConfigurationAppIntent()` is.
            if let given = arguments.first(where: { $0.label?.text == "default" }) {
                let value = SwiftFunction(name: type.properties[index].name, parameters: [], returnType: type.properties[index].type, owner: type,
                                          spot: SwiftSpot(source: positions.source, location: positions.location(of: given.expression)))
                value.isStatic = true
                compileExpressionBody(given.expression, into: value, positions: positions)
                type.properties[index].initialValue = value
                type.properties[index].hasDefault = true
            } else if type.properties[index].type?.isOptional == true {
                type.properties[index].hasDefault = true
            }
            return
        }
        guard type.isClass, !type.properties[index].hasDefault, attribute.arguments != nil, name.first?.isUppercase == true,
              !PropertyWrappers.languageAttributes.contains(name) else { return }
        let property = type.properties[index].name
        let location = positions.location(of: attribute)
        if !standIns.contains(where: { $0.location == location }) { standIns.append(("@" + name, location)) }
        let value = SwiftFunction(name: property, parameters: [], returnType: type.properties[index].type, owner: type,
                                  spot: SwiftSpot(source: positions.source, location: location))
        value.isStatic = true
        value.body = [CompiledStatement { _, _ in .returned(.swiftUI(.standIn(property))) }]
        type.properties[index].initialValue = value
        type.properties[index].hasDefault = true
    }

    /// Gives each type the default methods and properties of the protocols it conforms to,
    /// where it does not declare its own, as Swift's protocol extensions do.
    private func inheritProtocolDefaults() {
        for type in program.types.values where !type.isProtocol {
            for name in type.conformances {
                guard let protocolType = program.type(name), protocolType.isProtocol else { continue }
                for (member, functions) in protocolType.methods where type.methods[member] == nil { type.methods[member] = functions }
                for (member, getter) in protocolType.statics where type.statics[member] == nil { type.statics[member] = getter }
                for (member, functions) in protocolType.staticMethods where type.staticMethods[member] == nil { type.staticMethods[member] = functions }
                // `extension OptionSet { init(_ members: [Self]) { ... self.init(rawValue: r) } }`:
                // an extension's initialiser is every conforming type's (its own of the same
                // labels wins), and it hands over to the type's own (`self.init` below).
                for initializer in protocolType.initializers
                where !type.initializers.contains(where: { $0.parameters.map(\.label) == initializer.parameters.map(\.label) }) {
                    type.initializers.append(initializer)
                }
            }
        }
    }

    /// `class Model: ObservableObject`, an actor, at file scope or nested in a type (a
    /// `UIViewRepresentable`'s `class Coordinator`), that ``declareClass(_:positions:)`` could
    /// not declare: left out with a note saying why, its uses standing in.
    private func leavesOutModel(_ decl: DeclSyntax, because reason: String? = nil, positions: SourcePositions) -> Bool {
        guard let name = decl.as(ClassDeclSyntax.self)?.name.nameText ?? decl.as(ActorDeclSyntax.self)?.name.nameText else { return false }
        let keyword = decl.is(ClassDeclSyntax.self) ? "class" : "actor"
        program.appTypes.insert(name)
        notes.append(positions.source.diagnostic(
            "`\(keyword) \(name)` is the app's model" + (reason.map { " (\($0))" } ?? "") + ": a page makes none, so it is left out and its uses stand in",
            at: positions.location(of: decl), severity: .note))
        return true
    }

    /// What a class may inherit and still be declared here: the protocols models conform to
    /// and `NSObject`, which adds nothing a page uses. A superclass of the app's or UIKit's
    /// (inheritance) is not interpreted: such a class is left out.
    private static let classInheritance: Set<String> = [
        "NSObject", "ObservableObject", "Observable", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable",
        "Decodable", "Encodable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "AnyObject",
    ]

    /// The types an inheritance clause names, without their attributes (`@unchecked Sendable`,
    /// `@preconcurrency Delegate`, `@retroactive Identifiable`, which change checking, not
    /// the conformance: set AS's Memola).
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        (clause?.inheritedTypes ?? []).map { inherited in
            (inherited.type.as(AttributedTypeSyntax.self)?.baseType ?? inherited.type).trimmedDescription
        }
    }

    /// `final class Counter { var count = 0; func increment() { count += 1 } }`, an
    /// `ObservableObject` with `@Published` properties, an `@Observable` model: declared as a
    /// reference type (``SwiftStruct/isClass``). A member that cannot be compiled (networking,
    /// Combine, UIKit) is an error only when something runs it, as a pasted view's helpers
    /// are. A class that inherits from a class, or whose declaration cannot be read, is left
    /// out with a note saying why, as before classes were interpreted.
    private func declareClass(_ decl: ClassDeclSyntax, positions: SourcePositions) -> Bool {
        let name = declaredName(decl.name, of: decl)
        let inherited = Self.inheritedNames(decl.inheritanceClause)
        if let superclass = inherited.first(where: { !Self.classInheritance.contains($0) && !declaredProtocols.contains($0) }) {
            return leavesOutModel(DeclSyntax(decl), because: "it inherits from `\(superclass)`", positions: positions)
        }
        if decl.genericParameterClause != nil {
            return leavesOutModel(DeclSyntax(decl), because: "generic classes are not interpreted", positions: positions)
        }
        let pendingBefore = pending.count
        do {
            try declareStruct(name: name, inherited: decl.inheritanceClause, members: decl.memberBlock, node: Syntax(decl),
                              positions: positions, view: nil, isClass: true)
            let attributes = decl.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            if attributes.contains("Model") || attributes.contains("SwiftData.Model") {
                program.types[name]?.conformances.append("PersistentModel")
            }
            return true
        } catch {
            program.types[name] = nil
            pending.removeSubrange(pendingBefore...)
            return leavesOutModel(DeclSyntax(decl), because: (error as? Diagnostic)?.message ?? "\(error)", positions: positions)
        }
    }

    /// `struct Negative: Error {}` or `final class Tally { var total = 0 }` inside a function's
    /// body (The Swift Programming Language, "Nested Types"; a local type, set AJ's sushitrain
    /// for a class): declared when its body compiles, as a file-scope type is,
    /// and its members compiled at once, so the statements after it use it (set AI's
    /// ExcalidrawZ). It takes a name no other type of the code has: a second one is an error
    /// that asks for another name, not two types behind one name.
    func declareLocalType(_ decl: DeclSyntax, named name: String, positions: SourcePositions) throws {
        if let declared = program.types[name] {
            // The same declaration compiled again (a script's top-level function is compiled as
            // a global and in `main`): already declared.
            if declared.location == positions.location(of: decl) { return }
            throw positions.error("`\(name)` is declared twice: a type declared in a body takes a name no other type has here",
                                  at: decl, hint: "rename it, or declare it once outside the functions")
        }
        try declare(decl, positions: positions)
        inheritProtocolDefaults()
        resolveWrappers()
        let work = pending
        pending = []
        let wasRunning = runningPending
        runningPending = true
        defer { runningPending = wasRunning }
        for body in work { body() }
    }

    private func declare(_ decl: DeclSyntax, positions: SourcePositions) throws {
        if decl.is(ImportDeclSyntax.self) { return }
        if let config = decl.as(IfConfigDeclSyntax.self) {
            if case .statements(let statements)? = IfConfig.activeClause(config)?.elements { declare(statements, positions: positions) }
            return
        }
        // A top-level `typealias` names nothing layout code needs (types are resolved by name).
        if decl.is(TypeAliasDeclSyntax.self) { return }
        // `prefix operator +++`, `precedencegroup`: the parser's, already applied when the
        // code's operators were folded (`ParsedBlock.parse`).
        if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) { return }
        // `class Model: ObservableObject`: a reference type (`declareClass`); an actor, or a class
        // that inherits from a class, is the app's model, left out with a note, and so are its
        // extensions (views reach it through `@EnvironmentObject` and the like, as stand-ins).
        if let classDecl = decl.as(ClassDeclSyntax.self), declareClass(classDecl, positions: positions) { return }
        if leavesOutModel(decl, positions: positions) { return }
        if let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes, Self.hasAttribute("resultBuilder", attributes),
           let name = decl.as(StructDeclSyntax.self)?.name.nameText ?? decl.as(EnumDeclSyntax.self)?.name.nameText {
            program.resultBuilders.insert(name)
        }
        if let structure = decl.as(StructDeclSyntax.self) {
            try declareStruct(name: declaredName(structure.name, of: structure), inherited: structure.inheritanceClause, members: structure.memberBlock,
                              node: Syntax(structure), positions: positions, view: structure)
            return
        }
        if let enumeration = decl.as(EnumDeclSyntax.self) {
            try declareEnum(enumeration, positions: positions)
            return
        }
        if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            // The requirements need nothing at run time; `extension P { ... }` gives the defaults.
            let name = protocolDecl.name.nameText
            // Like a struct, it may take a SwiftUI name (`protocol Shape { var area: Double { get } }`),
            // which it shadows.
            if program.types[name] != nil {
                throw positions.error("`\(name)` is declared twice", at: protocolDecl.name, hint: "rename one of them")
            }
            let type = SwiftStruct(name: name, role: .plain, location: positions.location(of: protocolDecl))
            type.isProtocol = true
            for member in protocolDecl.memberBlock.members.active {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings { if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { type.requirements.insert(identifier.identifier.nameText) } }
                } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                    type.requirements.insert(function.name.nameText)
                }
            }
            type.positions = positions
            program.types[name] = type
            return
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let compiled = try signature(function, owner: nil, positions: positions)
            program.functions[compiled.name, default: []].append(compiled)
            program.noteOperator(compiled)
            pending.append { [unowned self] in self.compileBody(function, into: compiled, positions: positions) }
            return
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            try declareExtension(extensionDecl, positions: positions)
            return
        }
        throw positions.error("this declaration is not supported in layout code", at: decl)
    }

    // MARK: - Types

    private func declareStruct(name: String, inherited: InheritanceClauseSyntax?, members: MemberBlockSyntax, node: Syntax,
                               positions: SourcePositions, view: StructDeclSyntax?, isClass: Bool = false) throws {
        let conformances = Self.inheritedNames(inherited)
        let libraryConformances = conformances.filter { !declaredProtocols.contains($0) }
        let role: SwiftStruct.Role
        if libraryConformances.contains("Layout") { role = .layout }
        else if libraryConformances.contains("LayoutValueKey") { role = .layoutValueKey }
        else if libraryConformances.contains("Shape") || libraryConformances.contains("InsettableShape") { role = .shape }
        // A representable is a `View` whose body SwiftUI gives (Apple, "UIViewRepresentable":
        // `protocol UIViewRepresentable : View where Self.Body == Never`), so one that also lists
        // `View` is a representable (set AV's visionOS_30Days: `struct PlayerView: View,
        // UIViewControllerRepresentable` had "no `var body`").
        else if libraryConformances.contains(where: { SwiftStruct.representableProtocols.contains($0) }) { role = .representable }
        else if libraryConformances.contains("View") { role = .view }
        else if libraryConformances.contains("ViewModifier") { role = .viewModifier }
        else if libraryConformances.contains(where: { ControlStyle.protocols.contains($0) }) { role = .style }
        else if libraryConformances.contains("AlignmentID") { role = .alignmentID }
        else { role = .plain }
        if program.types[name] != nil {
            throw positions.error("`\(name)` is declared twice", at: node, hint: "rename one of them")
        }
        // A type may take a name SwiftUI, CoreGraphics or Foundation has (`struct Calendar: View`,
        // `private enum Layout { static let spacing = 8.0 }` of constants): as in Swift, the
        // block's declaration shadows the library's, which every lookup here tries second.
        let type = SwiftStruct(name: name, role: role, location: positions.location(of: node))
        type.scopedTypeNames = (enclosingScope ?? [:]).merging(scopedNames[members.members.id] ?? [:]) { _, inner in inner }
        type.conformances = conformances
        type.isClass = isClass
        if role == .view || role == .viewModifier || role == .style { type.viewDeclaration = view }
        type.structDeclaration = view
        type.positions = positions
        program.types[name] = type
        try declareMembers(members.members, of: type, positions: positions)
    }

    /// The simple names the type whose members are being declared gives its nested types.
    private var enclosingScope: [String: SwiftType]?
    /// Whether the members being declared are an extension's (``SwiftFunction/isDeclaredInExtension``).
    private var declaringExtension = false

    private func declareMembers(_ members: MemberBlockItemListSyntax, of type: SwiftStruct, positions: SourcePositions) throws {
        guard !type.scopedTypeNames.isEmpty else { return try declareMembersNow(members, of: type, positions: positions) }
        // Inside the type, its nested types' simple names mean them: while its members are
        // declared, and when their bodies compile in the second pass.
        let firstPending = pending.count
        let saved = enclosingScope
        enclosingScope = type.scopedTypeNames
        defer {
            enclosingScope = saved
            for index in firstPending..<pending.count {
                let body = pending[index]
                pending[index] = { Self.inScope(of: type, body) }
            }
        }
        try Self.inScope(of: type) { try declareMembersNow(members, of: type, positions: positions) }
    }

    private func declareMembersNow(_ members: MemberBlockItemListSyntax, of type: SwiftStruct, positions: SourcePositions) throws {
        for member in members.active {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                try declareVariable(variable, of: type, positions: positions)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let compiled = try signature(function, owner: type, positions: positions)
                compiled.isDeclaredInExtension = declaringExtension
                if compiled.isStatic {
                    type.staticMethods[compiled.name, default: []].append(compiled)
                    program.noteOperator(compiled)
                } else {
                    type.methods[compiled.name, default: []].append(compiled)
                }
                pending.append { [unowned self] in self.compileBody(function, into: compiled, positions: positions) }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                let spot = SwiftSpot(source: positions.source, location: positions.location(of: initializer.initKeyword))
                let compiled = SwiftFunction(name: "init", parameters: try parameters(initializer.signature.parameterClause, viewGenerics: Self.viewGenericParameters(of: type),
                                                                                      positions: positions),
                                             returnType: nil, owner: type, spot: spot)
                compiled.isMutating = true
                compiled.isFailable = initializer.optionalMark != nil
                compiled.isDeclaredInExtension = declaringExtension
                // `init<S: ShapeStyle>(style: S)`: a generic parameter takes any type, so overload
                // resolution ranks a concrete `init(style: AnyShapeStyle)` before it (set BQ's DynamicNotch).
                compiled.genericParameters = Set(initializer.genericParameterClause?.parameters.map(\.name.nameText) ?? [])
                type.initializers.append(compiled)
                if let body = initializer.body {
                    pending.append { [unowned self] in self.compileStatements(body.statements, into: compiled, positions: positions) }
                }
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                try declareSubscript(subscriptDecl, of: type, positions: positions)
            } else if let nested = decl.as(EnumDeclSyntax.self) {
                try declareEnum(nested, positions: positions)
                program.types[declaredName(nested.name, of: nested)]?.enclosing = type
            } else if decl.is(EnumCaseDeclSyntax.self) {
                continue
            } else if let nested = decl.as(StructDeclSyntax.self) {
                // `struct Cache { ... }` inside a layout: a type of its own, found by name.
                try declareStruct(name: declaredName(nested.name, of: nested), inherited: nested.inheritanceClause, members: nested.memberBlock,
                                  node: Syntax(nested), positions: positions, view: nested)
                program.types[declaredName(nested.name, of: nested)]?.enclosing = type
            } else if let nested = decl.as(ClassDeclSyntax.self), declareClass(nested, positions: positions) {
                program.types[declaredName(nested.name, of: nested)]?.enclosing = type
                continue
            } else if decl.is(DeinitializerDeclSyntax.self), type.isClass, standsInForTheApp {
                // A model's `deinit` (cancelling its tasks, removing observers) runs when the app
                // lets the model go; a page keeps every instance until it is laid out.
                continue
            } else if decl.is(TypeAliasDeclSyntax.self) || decl.is(ImportDeclSyntax.self) || leavesOutModel(decl, positions: positions) {
                continue
            } else if let directive = DiagnosticDirective.parse(.decl(decl)) {
                // `#warning("...")` among a type's members, where SE-0196 allows it as a declaration.
                if directive.isError { throw positions.error(directive.message, at: directive.node) }
                let warning = positions.source.diagnostic(directive.message, at: positions.location(of: directive.node), severity: .warning)
                if !notes.contains(warning) { notes.append(warning) }
            } else {
                throw positions.error("this member is not supported in layout code", at: decl)
            }
        }
    }

    /// `subscript(row: Int, column: Int) -> Double { get { ... } set { ... } }`: read as
    /// `grid[1, 2]`, assigned as `grid[1, 2] = 4` (and `+=`). A subscript's parameters take no
    /// argument labels unless one is written before the name; its setter is mutating and takes
    /// the new value as `newValue` unless it names it, `set(value)` (The Swift Programming
    /// Language, "Subscripts": "Subscript Syntax").
    private func declareSubscript(_ decl: SubscriptDeclSyntax, of type: SwiftStruct, positions: SourcePositions) throws {
        // `static subscript(n: Int) -> Int`, read as `Squares[4]` (SE-0254).
        let isStatic = decl.modifiers.isStatic
        var parameters = try self.parameters(decl.parameterClause, owner: type, positions: positions)
        for (index, parameter) in decl.parameterClause.parameters.enumerated() where parameter.secondName == nil { parameters[index].label = nil }
        let spot = SwiftSpot(source: positions.source, location: positions.location(of: decl.subscriptKeyword))
        let returnType = SwiftType(decl.returnClause.type)
        let compiled = SwiftFunction(name: "subscript", parameters: parameters, returnType: returnType, owner: type, spot: spot)
        let getter: CodeBlockItemListSyntax
        var setter: (body: CodeBlockItemListSyntax, parameter: String)?
        switch decl.accessorBlock?.accessors {
        case .getter(let statements)?: getter = statements
        case .accessors(let accessors)?:
            guard let get = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else {
                throw positions.error("a subscript needs a `get`", at: decl.subscriptKeyword)
            }
            getter = get.statements
            for accessor in accessors {
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get): continue
                case .keyword(.set):
                    guard let body = accessor.body else { throw positions.error("a subscript's `set` needs a body", at: accessor.accessorSpecifier) }
                    setter = (body.statements, accessor.parameters?.name.nameText ?? "newValue")
                default:
                    throw positions.error("a subscript's `\(accessor.accessorSpecifier.text)` is not supported in layout code", at: accessor.accessorSpecifier,
                                          hint: "write `get` and `set`")
                }
            }
        case nil: throw positions.error("a subscript needs a body", at: decl.subscriptKeyword)
        }
        // A static subscript lives beside the type's static methods, an instance one beside its
        // methods; an instance one's setter is mutating.
        compiled.isStatic = isStatic
        if isStatic { type.staticMethods[Self.subscriptGetterName, default: []].append(compiled) } else { type.methods[Self.subscriptGetterName, default: []].append(compiled) }
        pending.append { [unowned self] in self.compileStatements(getter, into: compiled, positions: positions) }
        if let setter {
            let newValue = SwiftFunction.Parameter(label: nil, name: setter.parameter, type: returnType, isInout: false, defaultValue: nil)
            let compiledSetter = SwiftFunction(name: Self.subscriptSetterName, parameters: parameters + [newValue], returnType: nil, owner: type, spot: spot)
            compiledSetter.isStatic = isStatic
            compiledSetter.isMutating = !isStatic
            if isStatic {
                type.staticMethods[Self.subscriptSetterName, default: []].append(compiledSetter)
            } else {
                type.methods[Self.subscriptSetterName, default: []].append(compiledSetter)
            }
            pending.append { [unowned self] in self.compileStatements(setter.body, into: compiledSetter, positions: positions) }
        }
    }

    /// The method names a declared subscript's getter and setter are kept under: no Swift name
    /// can be spelt this way, so a method named `` `subscript` `` beside them is its own
    /// (The Swift Programming Language, "Lexical Structure": a keyword in backticks is a name).
    static let subscriptGetterName = "subscript get"
    static let subscriptSetterName = "subscript set"

    /// An enum: a namespace (`enum Metrics { static let gap = 8.0 }`), or plain cases
    /// (`enum Mode { case compact, regular }`), each a value that compares by name, with
    /// `allCases`; cases with associated values (`case fixed(CGFloat)`) are made by a static
    /// function of the case's name and taken apart by `case .fixed(let width)` patterns.
    private func declareEnum(_ enumeration: EnumDeclSyntax, positions: SourcePositions) throws {
        let name = declaredName(enumeration.name, of: enumeration)
        try declareStruct(name: name, inherited: enumeration.inheritanceClause, members: enumeration.memberBlock,
                          node: Syntax(enumeration), positions: positions, view: nil)
        guard let type = program.types[name] else { return }
        for member in enumeration.memberBlock.members.active {
            for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                type.caseNames.insert(element.name.nameText)
                type.caseOrder.append(element.name.nameText)
            }
        }
        var cases: [SwiftValue] = []
        for member in enumeration.memberBlock.members.active {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                if let clause = element.parameterClause {
                    // `case fixed(CGFloat)`, `case pair(a: Int, b: Int)`: a static function making the case.
                    let spot = SwiftSpot(source: positions.source, location: positions.location(of: element))
                    let parameters = clause.parameters.enumerated().map { index, parameter in
                        SwiftFunction.Parameter(label: parameter.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil,
                                                name: parameter.secondName?.nameText ?? parameter.firstName?.nameText ?? "_\(index)",
                                                type: SwiftType(parameter.type), isInout: false, defaultValue: nil)
                    }
                    // Typed as the enum, so members read off the made case (`Figure.circle(2).area`) are the enum's.
                    let maker = SwiftFunction(name: element.name.nameText, parameters: parameters, returnType: .named(type.name), owner: type, spot: spot)
                    maker.isStatic = true
                    maker.slotCount = parameters.count
                    let name = element.name.nameText
                    let labels = parameters.map { $0.label }
                    maker.body = [CompiledStatement { _, frame in .returned(.enumCase(name, .tuple((0..<labels.count).map { frame[$0] }, labels: labels))) }]
                    type.staticMethods[name, default: []].append(maker)
                    program.enumCaseMakers[name, default: []].append(maker)
                    continue
                }
                let value = SwiftValue.implicitMember(element.name.nameText)
                cases.append(value)
                let spot = SwiftSpot(source: positions.source, location: positions.location(of: element))
                let getter = SwiftFunction(name: element.name.nameText, parameters: [], returnType: nil, owner: type, spot: spot)
                getter.isStatic = true
                getter.isProperty = true
                getter.body = [CompiledStatement { _, _ in .returned(value) }]
                type.statics[element.name.nameText] = getter
            }
        }
        try declareRawValues(enumeration, of: type, positions: positions)
        if !cases.isEmpty && type.statics["allCases"] == nil {
            let all = SwiftValue.array(cases)
            let getter = SwiftFunction(name: "allCases", parameters: [], returnType: nil, owner: type,
                                       spot: SwiftSpot(source: positions.source, location: positions.location(of: enumeration.name)))
            getter.isStatic = true
            getter.isProperty = true
            getter.body = [CompiledStatement { _, _ in .returned(all) }]
            type.statics["allCases"] = getter
        }
    }

    /// The raw types an enum may declare its cases' values in (`enum Tint: String`).
    private static let rawValueTypes: Set<String> = ["String", "Int", "Double", "CGFloat", "Float", "Character",
                                                     "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// An enum with a raw type is `RawRepresentable`: each case has a `rawValue`, and
    /// `init?(rawValue:)` finds the case that has a value. Written values are literals
    /// (`case warm = "w"`, `case low = -1`); an unwritten one is the case's name for `String`
    /// and one more than the case before (0 for the first) for the numeric types, as "Raw
    /// Values" and "Implicitly Assigned Raw Values" in The Swift Programming Language's
    /// Enumerations chapter say. A `Character` case needs a written value.
    private func declareRawValues(_ enumeration: EnumDeclSyntax, of type: SwiftStruct, positions: SourcePositions) throws {
        guard let rawType = enumeration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
              Self.rawValueTypes.contains(rawType) else { return }
        let isText = rawType == "String" || rawType == "Character"
        let isInteger = rawType.hasPrefix("Int") || rawType.hasPrefix("UInt")
        var values: [(name: String, value: SwiftValue)] = []
        var next = 0.0
        for member in enumeration.memberBlock.members.active {
            for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                if let clause = element.parameterClause {
                    throw positions.error("an enum with a raw type cannot have a case with associated values", at: clause,
                                          hint: "drop `: \(rawType)` or the case's values")
                }
                let value: SwiftValue
                if let written = element.rawValue?.value {
                    guard let literal = Self.rawLiteral(written) else {
                        throw positions.error("a raw value must be a literal", at: written, hint: "write a number or a string, e.g. `= 1`")
                    }
                    switch (literal, isText) {
                    case (.string, true): value = literal
                    case (.int(let number), false): value = isInteger ? literal : .double(Double(number))
                    case (.double, false) where !isInteger: value = literal
                    default:
                        throw positions.error("`\(written.trimmedDescription)` is not of the raw type `\(rawType)`", at: written)
                    }
                } else if rawType == "String" {
                    value = .string(element.name.nameText)
                } else if isText {
                    throw positions.error("a `Character` case needs its raw value written", at: element,
                                          hint: "e.g. `case \(element.name.nameText) = \"x\"`")
                } else {
                    value = isInteger ? .int(Int(next)) : .double(next)
                }
                if let number = value.number { next = number + 1 }
                if let earlier = values.first(where: { Self.sameRawValue($0.value, value) }) {
                    throw positions.error("`\(element.name.nameText)` has the same raw value as `\(earlier.name)`", at: element)
                }
                values.append((element.name.nameText, value))
            }
        }
        let spot = SwiftSpot(source: positions.source, location: positions.location(of: enumeration.name))
        if type.methods["rawValue"] == nil {
            let table = Dictionary(values.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let getter = SwiftFunction(name: "rawValue", parameters: [], returnType: SwiftType(parsing: rawType),
                                       owner: type, spot: spot)
            getter.isProperty = true
            getter.slotCount = 1
            getter.body = [CompiledStatement { _, frame in
                guard let name = frame[0].enumCaseName, let value = table[name] else { throw spot.error("this value is not a case of `\(type.name)`") }
                return .returned(value)
            }]
            type.methods["rawValue"] = [getter]
        }
        let parameter = SwiftFunction.Parameter(label: "rawValue", name: "rawValue", type: SwiftType(parsing: rawType),
                                                isInout: false, defaultValue: nil)
        let initializer = SwiftFunction(name: "init", parameters: [parameter], returnType: nil, owner: type, spot: spot)
        initializer.isMutating = true
        initializer.slotCount = 2
        initializer.body = [CompiledStatement { _, frame in
            let wanted = frame[1]
            frame[0] = values.first { Self.sameRawValue($0.value, wanted) }.map { .implicitMember($0.name) } ?? .none
            return .next
        }]
        type.initializers.append(initializer)
    }

    /// A raw value as written: an integer, a decimal (either maybe negated) or a string without interpolation.
    private static func rawLiteral(_ expression: ExprSyntax) -> SwiftValue? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            switch rawLiteral(prefix.expression) {
            case .int(let number): return .int(-number)
            case .double(let number): return .double(-number)
            default: return nil
            }
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return NumberLiteral.integer(integer).map(SwiftValue.int)
        }
        if let decimal = expression.as(FloatLiteralExprSyntax.self) {
            return NumberLiteral.floatingPoint(decimal).map(SwiftValue.double)
        }
        // Any string literal without interpolation; the parser ends a segment after each `\n`
        // escape (`"Tip one\n\nTip two"` is three), so its segments are read together.
        if let string = expression.as(StringLiteralExprSyntax.self), string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) {
            let written = string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            return .string(unescape(written, pounds: string.openingPounds?.text.count ?? 0))
        }
        return nil
    }

    private static func sameRawValue(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): x == y
        case (.int(let x), .int(let y)): x == y
        default: a.number != nil && a.number == b.number
        }
    }

    private func declareVariable(_ variable: VariableDeclSyntax, of type: SwiftStruct, positions: SourcePositions) throws {
        let isStatic = variable.modifiers.isStatic
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText else {
                throw positions.error("declare one property at a time", at: binding.pattern)
            }
            // `var x = 0.0` is a Double, as Swift infers a property's type from a literal
            // default: `Vector2D(x: 1, y: 2)` then stores 1.0.
            var declaredType = binding.appliedTypeAnnotation.map { SwiftType($0.type) } ?? binding.initializer.flatMap { SwiftCompiler.literalType($0.value) }
            if !type.isClass, binding.accessorBlock == nil, let written = binding.appliedTypeAnnotation?.type.as(MemberTypeSyntax.self),
               declaredType == .named(type.name) {
                // `private let emoji: EmojisManager.Emoji` in `struct Emoji: View` (set BK's mundo): a
                // struct cannot store itself, so the qualified name is another type, the app's, not
                // this one by its simple name (`.init(symbol:...)` was checked against the view's inits).
                declaredType = .named(written.trimmedDescription)
            }
            let spot = SwiftSpot(source: positions.source, location: positions.location(of: binding.pattern))
            let observers = Self.observers(of: binding)
            if let accessors = binding.accessorBlock, observers.isEmpty {
                // A computed property: a method without parameters.
                let getter = SwiftFunction(name: name, parameters: [], returnType: declaredType, owner: type, spot: spot)
                getter.isProperty = true
                getter.isStatic = isStatic
                if isStatic { type.statics[name] = getter } else { type.methods[name, default: []].append(getter) }
                // Views a view, a modifier or a style declares are built by the view builder; any
                // other type's (an enum's `var icon: Image`) are Swift code that calls SwiftUI.
                if declaredType.map({ SwiftCompiler.isViewType($0.description) }) == true,
                   [.view, .viewModifier, .style].contains(type.role) || isStatic {  // and a `PreviewProvider`'s `previews`
                    // Swift code that reads one (`iconAreaModifier(AnyView(iconView))`) gets its
                    // views from the library, which builds them as the body would.
                    // A static one too (`static var both: Text { Text("A") + Text("B") }` of an enum of
                    // the app's captions), which read as `Caption.both` was Void.
                    if let statements = accessors.readOnlyGetter, name != "body", !(isStatic && name == "previews") {
                        pending.append { [unowned self] in self.compileViewBuilderGetter(statements, into: getter, positions: positions) }
                    } else if let statements = accessors.readOnlyGetter, name == "body", ReturnFinder.containsReturn(statements) {
                        // A `body` with a `return`: Swift code, no result builder's (SE-0289), which
                        // the view builder runs compiled (`Interpreter.viewBody`).
                        pending.append { [unowned self] in self.compileStatements(statements, into: getter, positions: positions) }
                    }
                    continue
                }
                pending.append { [unowned self] in
                    switch accessors.accessors {
                    case .getter(let statements):
                        // `@ListBuilder var items: [String] { ... }`: the code's result builder makes its value.
                        self.compileStatements(statements, into: getter, builder: self.resultBuilder(in: variable.attributes), positions: positions)
                    case .accessors(let list):
                        for accessor in list {
                            switch accessor.accessorSpecifier.tokenKind {
                            case .keyword(.get), .keyword(.set): continue
                            default:
                                self.diagnostics.append(positions.error("a property's `\(accessor.accessorSpecifier.text)` is not supported in layout code",
                                                                        at: accessor.accessorSpecifier, hint: "write `get` and `set`"))
                            }
                        }
                        if let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), get.effectSpecifiers?.asyncSpecifier != nil {
                            // `var count: Int { get async throws { try await load() } }`: an async
                            // getter, as an async function is, declared and not run (set AI's ExcalidrawZ).
                            getter.isAsync = true
                            getter.body = [CompiledStatement { _, _ in
                                throw spot.error("`\(name)` is read with `await`: it runs in a task, which a page does not run",
                                                 hint: "read it in `.task { }` or an action; a layout block computes without waiting")
                            }]
                        } else if let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body {
                            self.compileStatements(body.statements, into: getter, positions: positions)
                        } else {
                            self.diagnostics.append(positions.error("a computed property needs a `get`", at: list))
                        }
                    }
                }
                if case .accessors(let list) = accessors.accessors, let set = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
                   let body = set.body {
                    // `set { ... }` / `set(value) { ... }`: a mutating method taking the new value.
                    guard !isStatic else {
                        throw positions.error("a static property's `set` is not supported in layout code", at: set.accessorSpecifier)
                    }
                    let newValue = SwiftFunction.Parameter(label: nil, name: set.parameters?.name.nameText ?? "newValue", type: declaredType, isInout: false, defaultValue: nil)
                    let setter = SwiftFunction(name: name, parameters: [newValue], returnType: nil, owner: type, spot: spot)
                    setter.isMutating = true
                    type.setters[name] = setter
                    pending.append { [unowned self] in self.compileStatements(body.statements, into: setter, positions: positions) }
                }
                continue
            }
            if isStatic, let initializer = binding.initializer,
               declaredType.map({ SwiftCompiler.isSwiftUIValueType($0.description) }) ?? SwiftCompiler.makesSwiftUIValue(initializer.value) {
                type.viewStatics[name] = initializer.value
                continue
            }
            if isStatic {
                let getter = SwiftFunction(name: name, parameters: [], returnType: declaredType, owner: type, spot: spot)
                getter.isStatic = true
                getter.isProperty = true
                getter.isStoredStatic = true
                getter.isMutableStatic = variable.bindingSpecifier.tokenKind == .keyword(.var)
                type.statics[name] = getter
                if let initializer = binding.initializer {
                    pending.append { [unowned self] in
                        self.compileExpressionBody(initializer.value, into: getter, positions: positions)
                    }
                } else if getter.isMutableStatic, case .optional? = declaredType {
                    // `private static var cached: URL?`: an optional `var` starts as `nil` (The Swift
                    // Programming Language, "Optionals": "automatically set to nil").
                    getter.body = [CompiledStatement { _, _ in .returned(.none) }]
                } else {
                    diagnostics.append(positions.error("static property `\(name)` needs a value", at: binding))
                }
                continue
            }
            var property = SwiftStruct.StoredProperty(
                name: name, type: declaredType, isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let))
            property.hasDefault = binding.initializer != nil
            property.isBinding = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Binding" }
            // Whether it names a wrapper of the code's is known once every type is declared (`resolveWrappers`).
            property.attribute = variable.attributes.first?.as(AttributeSyntax.self)
            property.isPrivate = variable.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
            property.holdsViews = Self.holdsViews(binding, of: variable, in: type)
            for observer in observers {
                // `willSet` sees `newValue`, `didSet` `oldValue`, unless the observer names it.
                let isWillSet = observer.accessorSpecifier.tokenKind == .keyword(.willSet)
                let parameter = SwiftFunction.Parameter(label: nil, name: observer.parameters?.name.nameText ?? (isWillSet ? "newValue" : "oldValue"),
                                                        type: declaredType, isInout: false, defaultValue: nil)
                let function = SwiftFunction(name: name, parameters: [parameter], returnType: nil, owner: type, spot: spot)
                function.isMutating = true
                function.observedProperty = name
                if isWillSet { property.willSet = function } else { property.didSet = function }
                if let body = observer.body {
                    pending.append { [unowned self] in self.compileStatements(body.statements, into: function, positions: positions) }
                }
            }
            if let initializer = binding.initializer, variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }), type.role != .view {
                // `lazy var label = "T\(c)"`: computed from `self` when first read (The Swift
                // Programming Language, "Lazy Stored Properties").
                let function = SwiftFunction(name: name, parameters: [], returnType: declaredType, owner: type, spot: spot)
                function.isProperty = true
                property.lazyValue = function
                pending.append { [unowned self] in self.compileExpressionBody(initializer.value, into: function, seesSelf: true, positions: positions) }
            } else if let initializer = binding.initializer {
                // Its type's statics are in scope unqualified, as in Swift (`var wakeUp = defaultWakeTime`
                // of a `static var defaultWakeTime`): the value is made without an instance, as a
                // static member's is.
                let function = SwiftFunction(name: name, parameters: [], returnType: declaredType, owner: type, spot: spot)
                function.isStatic = true
                property.initialValue = function
                let isView = type.role == .view, isClass = type.isClass
                pending.append { [unowned self] in
                    let before = diagnostics.count, standInsBefore = standIns.count
                    self.compileExpressionBody(initializer.value, into: function, positions: positions)
                    // A model's property of what only the app has (`var cancellables = Set<AnyCancellable>()`,
                    // `let service = APIService()`) stands in, so the model can still be made.
                    if isClass, standsInForTheApp, let error = function.deferredError {
                        notes.append(positions.source.diagnostic(
                            "`\(type.name).\(name)` stands in for the app's value: \(error.message)", at: positions.location(of: binding.pattern), severity: .note))
                        function.body = [CompiledStatement { _, _ in .returned(.swiftUI(.standIn(name))) }]
                    }
                    // A view's default is the view builder's to evaluate (it may read what only the
                    // app has), which lists what stands in where it does; compiled too, so a written
                    // `init` reads it (`let today = Date()` before `range = today...`), and nil there
                    // when Swift code cannot compute it.
                    if isView { standIns.removeSubrange(standInsBefore...) }
                    if isView, diagnostics.count > before {
                        diagnostics.removeSubrange(before...)
                        function.body = [CompiledStatement { _, _ in .returned(.none) }]
                    }
                }
            } else if declaredType?.isOptional == true {
                // An optional `var` without a value starts as nil, as in Swift.
                property.initialValue = nil
            }
            type.properties.append(property)
        }
    }

    /// A stored property's observers (`var score = 0 { didSet { ... } }`); empty for a computed
    /// property or a plain stored one.
    static func observers(of binding: PatternBindingSyntax) -> [AccessorDeclSyntax] {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return [] }
        var observers: [AccessorDeclSyntax] = []
        for accessor in list where [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind) { observers.append(accessor) }
        return observers
    }

    private func declareExtension(_ extensionDecl: ExtensionDeclSyntax, positions: SourcePositions) throws {
        let extended = extensionDecl.extendedType.trimmedDescription
        if program.appTypes.contains(extended) { return }  // `extension Model`: left out with its class.
        switch extended {
        case "View":
            for member in extensionDecl.memberBlock.members.active {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else {
                    throw positions.error("an `extension View` may hold functions that return views", at: member.decl)
                }
                program.viewModifiers[function.name.nameText] = (function, positions)
            }
        case "EnvironmentValues":
            try declareEnvironmentKeys(extensionDecl, positions: positions)
        case "HorizontalAlignment", "VerticalAlignment":
            for member in extensionDecl.memberBlock.members.active {
                // `private enum MidAccountAndName: AlignmentID { ... }` nested in the extension.
                if let nested = member.decl.as(EnumDeclSyntax.self) {
                    try declareStruct(name: nested.name.nameText, inherited: nested.inheritanceClause, members: nested.memberBlock,
                                      node: Syntax(nested), positions: positions, view: nil)
                    continue
                }
                if let nested = member.decl.as(StructDeclSyntax.self) {
                    try declareStruct(name: nested.name.nameText, inherited: nested.inheritanceClause, members: nested.memberBlock,
                                      node: Syntax(nested), positions: positions, view: nested)
                    continue
                }
                if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText,
                   let value = binding.initializer?.value, SwiftCompiler.isGuideConstruction(value, extended) {
                    pending.append { [unowned self] in
                        self.declareGuide(name, value, horizontal: extended == "HorizontalAlignment", positions: positions)
                    }
                    continue
                }
                // Methods, computed properties and other statics: members of the built-in type.
                try declareBuiltInExtension(extended, MemberBlockItemListSyntax([member]), at: extensionDecl, positions: positions)
            }
        default:
            // `extension Shelf.Item`: the nested type, whichever name it is declared by.
            let nested = extensionDecl.extendedType.as(MemberTypeSyntax.self).flatMap { member in
                program.types[SwiftCompiler.typeName(member.baseType)] == nil ? nil
                    : program.nestedTypeName(SwiftCompiler.typeName(member.baseType), member.name.nameText).flatMap { program.types[$0] }
            }
            // `extension Chip<Text>`: SE-0361's spelling of `extension Chip where Label == Text`,
            // whose members are the type's as a `where` clause's are here (set AD's SwiftBar).
            let bound = extensionDecl.extendedType.as(IdentifierTypeSyntax.self).flatMap { $0.genericArgumentClause == nil ? nil : program.types[$0.name.nameText] }
            if let type = program.types[extended] ?? nested ?? bound {
                // `extension Badge: View { var body: some View { ... } }`: the conformance and the
                // `body` that meets it, found where the view builder looks for them.
                let conformances = Self.inheritedNames(extensionDecl.inheritanceClause)
                if conformances.contains("View") { type.conformsToView() }
                for member in extensionDecl.memberBlock.members.active {
                    guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.isStatic else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText == "body" {
                        if case .getter(let statements)? = binding.accessorBlock?.accessors { type.extensionBody = (statements, positions) }
                    }
                }
                declaringExtension = true
                defer { declaringExtension = false }
                try declareMembers(extensionDecl.memberBlock.members, of: type, positions: positions)
                return
            }
            if ControlStyle.protocols.contains(extended) {
                // `extension LabelStyle where Self == TrailingIconLabelStyle { static var trailingIcon:
                // Self { Self() } }`: static members a style's implicit member finds (SE-0299), the
                // style type's own; of a style not pasted, its uses stand in.
                let constrained = extensionDecl.genericWhereClause?.requirements.lazy.compactMap { requirement -> String? in
                    guard case .sameTypeRequirement(let same) = requirement.requirement,
                          same.leftType.trimmedDescription == "Self" else { return nil }
                    return same.rightType.trimmedDescription
                }.first
                if let constrained, let type = program.types[constrained] {
                    declaringExtension = true
                    defer { declaringExtension = false }
                    try declareMembers(extensionDecl.memberBlock.members, of: type, positions: positions)
                }
                return
            }
            // `extension Color { init(hex: String) { ... }; static let brand = Color(...) }`:
            // members of a SwiftUI type, whose code calls SwiftUI through the library.
            let builtIn = SwiftCompiler.builtInExtensionNames[SwiftCompiler.typeName(extensionDecl.extendedType)]
                ?? (SwiftCompiler.extensibleSwiftUITypes.contains(extended) ? extended : nil)
            guard let builtIn else {
                throw positions.error("extensions of `\(extended)` are not supported", at: extensionDecl.extendedType,
                                      hint: "layout code may extend its own types, `View`, and the SwiftUI, CoreGraphics and standard types it uses (`LayoutSubview`, `CGSize`, `CGFloat`, `Array`...)")
            }
            try declareBuiltInExtension(builtIn, extensionDecl.memberBlock.members, at: extensionDecl, positions: positions)
        }
    }

    /// `extension EnvironmentValues { @Entry var accent: Color = .orange }`, or a property that
    /// reads a key's storage (`var spacing: CGFloat { get { self[SpacingKey.self] } set { ... } }`):
    /// the app's environment keys (Apple, "Entry()": "Creates an environment values ... entry";
    /// "EnvironmentKey": `defaultValue`, "the default value for the environment key"), whose
    /// defaults a view's `@Environment(\.accent)` reads where nothing sets them
    /// (``SwiftProgram/environmentDefaults``). Any other member is refused, said where it is.
    private func declareEnvironmentKeys(_ extensionDecl: ExtensionDeclSyntax, positions: SourcePositions) throws {
        for member in extensionDecl.memberBlock.members.active {
            let hint = "an `extension EnvironmentValues` declares keys: `@Entry var name: Type = value`, or `var name: Type { get { self[Key.self] } set { self[Key.self] = newValue } }`"
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.isStatic, variable.bindings.count == 1,
                  let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText else {
                throw positions.error("this member of `EnvironmentValues` is not supported", at: member.decl, hint: hint)
            }
            let type = binding.appliedTypeAnnotation.map { SwiftType($0.type) }
            let spot = SwiftSpot(source: positions.source, location: positions.location(of: binding.pattern))
            if variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Entry" }) {
                // `@Entry var tint: Color?`: an optional without a value is nil, as a stored property's is.
                guard let value = binding.initializer?.value else {
                    guard type?.isOptional == true else {
                        throw positions.error("`@Entry var \(name)` needs a default value", at: binding, hint: "write `@Entry var \(name): Type = value`")
                    }
                    program.environmentDefaults[name] = SwiftProgram.EnvironmentDefault.none
                    continue
                }
                let getter = SwiftFunction(name: name, parameters: [], returnType: type, owner: nil, spot: spot)
                getter.isStatic = true
                program.environmentDefaults[name] = .value(getter)
                pending.append { [unowned self] in self.compileExpressionBody(value, into: getter, positions: positions) }
                continue
            }
            guard let key = Self.environmentStorageKey(binding) else {
                throw positions.error("`EnvironmentValues.\(name)` does not read a key", at: binding, hint: hint)
            }
            program.environmentDefaults[name] = .key(key)
        }
    }

    /// The key type a property of `EnvironmentValues` reads: `K` of `self[K.self]`, its getter's
    /// only expression (`get { self[K.self] }`, a getter without `get`, or with `return`).
    static func environmentStorageKey(_ binding: PatternBindingSyntax) -> String? {
        let statements: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?: statements = body
        case .accessors(let accessors)?: statements = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: statements = nil
        }
        guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        guard let read = expression?.as(SubscriptCallExprSyntax.self), read.calledExpression.trimmedDescription == "self",
              read.arguments.count == 1, let metatype = read.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              metatype.declName.baseName.tokenKind == .keyword(.self), let base = metatype.base else { return nil }
        return base.trimmedDescription
    }

    /// Built-in types that may be extended, by the name written (`Layout.Subviews` reads as
    /// `Subviews`) -> the name `SwiftValue.extensionNames` gives their values.
    static let builtInExtensionNames: [String: String] = {
        var names: [String: String] = ["Subviews": "LayoutSubviews", "Subview": "LayoutSubview", "LayoutSubviews": "LayoutSubviews",
                                       "LayoutSubview": "LayoutSubview", "ViewDimensions": "ViewDimensions"]
        for name in ["CGFloat", "Double", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Int", "BinaryInteger", "Array", "Collection",
                     "Sequence", "RandomAccessCollection", "Dictionary", "Range", "ClosedRange", "CGSize", "CGPoint", "CGRect",
                     "ProposedViewSize", "Angle", "UnitPoint", "Axis", "HorizontalAlignment", "VerticalAlignment", "ViewSpacing", "String", "Bool",
                     "Hasher", "Date", "Optional", "URL", "Calendar", "TimeZone", "Locale", "DateComponents", "UUID", "Character", "Set"] {
            names[name] = name
        }
        names["Float"] = "CGFloat"
        names["TimeInterval"] = "Double"
        return names
    }()

    /// SwiftUI's value types an app extends with initialisers and constants of its own.
    static let extensibleSwiftUITypes: Set<String> = swiftUIValueTypes.union(["Image", "Text", "ShapeStyle", "StrokeStyle", "Animation", "AnyTransition"])

    /// `HorizontalAlignment(MyID.self)`: a custom guide's declaration.
    static func isGuideConstruction(_ value: ExprSyntax, _ type: String) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
        let called = call.calledExpression.trimmedDescription
        return called == type || called == ".init" || called == "\(type).init"
    }

    /// Records members of a built-in type (`extension LayoutSubview { func ... }`): methods,
    /// computed properties and statics, whose `self` is the built-in value.
    private func declareBuiltInExtension(_ name: String, _ members: MemberBlockItemListSyntax, at decl: ExtensionDeclSyntax,
                                         positions: SourcePositions) throws {
        let type: SwiftStruct
        if let existing = program.extensions[name] {
            type = existing
        } else {
            type = SwiftStruct(name: name, role: .plain, location: positions.location(of: decl))
            type.isBuiltInExtension = true
            type.positions = positions
            program.extensions[name] = type
        }
        try declareMembers(members, of: type, positions: positions)
        if let stored = type.properties.first {
            type.properties.removeAll()
            throw positions.error("extensions must not contain stored properties: `\(stored.name)`", at: decl.extendedType,
                                  hint: "make it a computed property (`var \(stored.name): \(stored.type?.description ?? "CGFloat") { ... }`), as Swift requires")
        }
    }

    /// A custom guide: `HorizontalAlignment(MyID.self)`, whose default comes from `MyID`.
    private func declareGuide(_ name: String, _ value: ExprSyntax, horizontal: Bool, positions: SourcePositions) {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let idName = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription,
              let id = program.type(idName), id.role == .alignmentID,
              let defaultValue = id.staticMethods["defaultValue"]?.first else {
            diagnostics.append(positions.error("a guide is made from an `AlignmentID`: `\(horizontal ? "HorizontalAlignment" : "VerticalAlignment")(MyID.self)`", at: value,
                                               hint: "declare `struct MyID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { ... } }`"))
            return
        }
        let failures = program.failures
        let compute: @Sendable (ViewDimensionsValue) -> Double = { dimensions in
            let machine = SwiftMachine()
            do {
                let (result, _) = try machine.call(defaultValue, self: nil, arguments: [.dimensions(dimensions.value)], captured: nil, at: defaultValue.spot)
                return result.number ?? 0
            } catch let error as SwiftRuntimeError {
                failures.record(error.diagnostic)
                return 0
            } catch {
                return 0
            }
        }
        if horizontal {
            program.horizontalGuides[name] = .horizontalAlignment(.init(named: name) { compute(ViewDimensionsValue(value: $0)) })
        } else {
            program.verticalGuides[name] = .verticalAlignment(.init(named: name) { compute(ViewDimensionsValue(value: $0)) })
        }
    }

    // MARK: - Functions

    private func signature(_ function: FunctionDeclSyntax, owner: SwiftStruct?, positions: SourcePositions) throws -> SwiftFunction {
        let spot = SwiftSpot(source: positions.source, location: positions.location(of: function.name))
        let returnType = function.signature.returnClause.map { SwiftType($0.type) }
        let compiled = SwiftFunction(name: function.name.nameText, parameters: try declaredParameters(function, owner: owner, positions: positions),
                                     returnType: returnType, owner: owner, spot: spot)
        compiled.isStatic = function.modifiers.isStatic
        compiled.isMutating = function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        compiled.genericParameters = Set(function.genericParameterClause?.parameters.map(\.name.nameText) ?? [])
        if function.signature.effectSpecifiers?.asyncSpecifier != nil {
            // `private func load() async`, called from `.task { await load() }`: declared, not run.
            compiled.isAsync = true
            compiled.slotCount = compiled.parameterSlot(compiled.parameters.count)  // `self` and the arguments a call writes
            let name = compiled.name
            compiled.body = [CompiledStatement { _, _ in
                throw spot.error("`\(name)` is `async`: it runs in a task, which a page does not run",
                                 hint: "call it from `.task { }` or an action; a layout block computes without waiting")
            }]
        }
        return compiled
    }

    /// A declared function's parameters, a closure for one that returns a view building views
    /// (``closureBuildsViews(_:marked:viewGenerics:)``), with the generics of the function and
    /// of the view declaring it (`() -> Content` of `struct Card<Content: View>`).
    func declaredParameters(_ function: FunctionDeclSyntax, owner: SwiftStruct? = nil, positions: SourcePositions) throws -> [SwiftFunction.Parameter] {
        let viewGenerics = Self.viewGenericParameters(function.genericParameterClause, function.genericWhereClause)
        return try parameters(function.signature.parameterClause, viewGenerics: viewGenerics.union(Self.viewGenericParameters(of: owner)), owner: owner, positions: positions)
    }

    /// Swift's compound assignment operators (`+=`, `<<=`...).
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&&=", "||=", "&+=", "&-=", "&*=", "&=", "|=", "^=", "<<=", ">>="]

    /// The names whose variables code in `node` changes: the root of what it assigns
    /// (`total += 1`, `rows[i] = x`, `point.x = 0`), passes `inout` (`&count`) or calls a
    /// mutating method on (`names.append(w)`, or `tally.bump()` of `mutating func bump()`: a
    /// name `isMutating` says is such a method).
    static func assignedNames(in node: Syntax, isMutating: @escaping (String) -> Bool) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            var isMutating: (String) -> Bool = { _ in false }
            func root(_ expression: ExprSyntax) {
                var current = expression
                while true {
                    if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
                    else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression }
                    else if let chained = current.as(OptionalChainingExprSyntax.self) { current = chained.expression }
                    else if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
                    else { break }
                }
                if let reference = current.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.nameText) }
            }
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                if node.operator.is(AssignmentExprSyntax.self)
                    || node.operator.as(BinaryOperatorExprSyntax.self).map({ SwiftCompiler.compoundAssignments.contains($0.operator.text) }) == true {
                    root(node.leftOperand)
                }
                return .visitChildren
            }
            override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
                root(node.expression)
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                   isMutating(member.declName.baseName.nameText) {
                    root(base)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.isMutating = isMutating
        finder.walk(node)
        return finder.names
    }

    /// The generic parameters of a declared view constrained to `View`.
    static func viewGenericParameters(of type: SwiftStruct?) -> Set<String> {
        guard let view = type?.viewDeclaration else { return [] }
        return viewGenericParameters(view.genericParameterClause, view.genericWhereClause)
    }

    /// Whether a closure given for a parameter or a stored property of `type` builds views, as
    /// the Swift compiler decides which closures its result builder transforms: the
    /// declaration is marked `@ViewBuilder` (`marked`), or the function type returns a view
    /// (`() -> some View`, `(Item) -> Row` of `<Row: View>`, `() -> Text`): SwiftUI's own
    /// parameters carry the attribute, and pasted helpers often leave it out. Any other closure
    /// (`(Int) -> String`, `(Item) -> Color`, `() -> Void`) is a Swift closure the view keeps
    /// and calls (Apple, "ViewBuilder"; The Swift Programming Language, "Result Builders").
    static func closureBuildsViews(_ type: TypeSyntax?, marked: Bool, viewGenerics: Set<String>) -> Bool {
        if marked { return true }
        guard let function = functionType(type) else { return false }
        let result = typeName(function.returnClause.type)
        return isViewType(result) || viewGenerics.contains(result)
    }

    /// Whether a stored property of `type` holds views a caller's closure builds: it is marked
    /// `@ViewBuilder`, is of a generic parameter's type (`let content: Content`), `AnyView` or
    /// `some View`, or of a function type that returns views (``closureBuildsViews(_:marked:viewGenerics:)``).
    static func holdsViews(_ binding: PatternBindingSyntax, of variable: VariableDeclSyntax, in type: SwiftStruct) -> Bool {
        let marked = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
        let declaration = type.structDeclaration
        let typeText = binding.appliedTypeAnnotation?.type.trimmedDescription ?? ""
        let generics = declaration?.genericParameterClause?.parameters.map(\.name.nameText) ?? []
        return marked || generics.contains(typeText) || ["AnyView", "some View"].contains(typeText)
            || closureBuildsViews(binding.typeAnnotation?.type, marked: false,
                                  viewGenerics: viewGenericParameters(declaration?.genericParameterClause, declaration?.genericWhereClause))
    }

    /// The function type `type` spells, through attributes (`@escaping`, `@Sendable`),
    /// parentheses and optionality.
    static func functionType(_ type: TypeSyntax?) -> FunctionTypeSyntax? {
        guard var type else { return nil }
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            else if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
            else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type }
            else { return type.as(FunctionTypeSyntax.self) }
        }
    }

    /// The generic parameters constrained to `View` (`<Content: View>`, `where Row: View`).
    static func viewGenericParameters(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> Set<String> {
        var names = Set(clause?.parameters.filter { $0.inheritedType.map { isViewType($0.trimmedDescription) } ?? false }.map(\.name.nameText) ?? [])
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement, isViewType(conformance.rightType.trimmedDescription) {
                names.insert(conformance.leftType.trimmedDescription)
            }
        }
        return names
    }

    /// The parameters of `clause`, declared by a member of `owner` (if any), whose statics its
    /// defaults read unqualified (`colors: [Color] = standard` of `static let standard`), as
    /// Swift resolves a default argument in the declaring type's context.
    func parameters(_ clause: FunctionParameterClauseSyntax, viewGenerics: Set<String> = [], owner: SwiftStruct? = nil,
                    positions: SourcePositions) throws -> [SwiftFunction.Parameter] {
        try clause.parameters.map { parameter in
            let first = parameter.firstName.nameText
            let name = parameter.secondName?.nameText ?? first
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            var type = parameter.type
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            // `@ViewBuilder content: ...` is the parameter's attribute, `@escaping` its type's.
            let attributes = Set((Array(parameter.attributes) + Array(parameter.type.as(AttributedTypeSyntax.self)?.attributes ?? [])).compactMap {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            })
            var defaultValue: SwiftExpression?
            if let value = parameter.defaultValue?.value {
                // `_ message: @autoclosure () -> String = "failed"`: the default is wrapped too.
                if attributes.contains("autoclosure") { autoclosureArguments.insert(value.id) }
                // Defaults are constants or expressions over globals: compiled in a scope of their own.
                let scope = CompileScope(parent: nil, function: SwiftFunction(name: "default", parameters: [], returnType: nil, owner: nil,
                                                                                spot: SwiftSpot(source: positions.source, location: positions.location(of: value))),
                                         selfType: nil, positions: positions)
                scope.staticType = owner
                // `date: Date = .init()`: the parameter's type is the default's context.
                if contextualTypes[value.id] == nil { contextualTypes[value.id] = SwiftType(type) }
                let compiled: DeferredExpression
                do {
                    compiled = DeferredExpression(try expression(value, scope), slots: scope.function.slotCount)
                } catch let failure as Diagnostic where !runningPending {
                    // `tint: Color = accentInk` of the app's global, declared in another file or
                    // below: compiled again once every declaration is known, where a name of
                    // the app's stands in as it does in a body (set AR's splito). Still failing,
                    // it is reported there, as a body's error is.
                    compiled = DeferredExpression({ _, _ in throw failure }, slots: 0)
                    let again = CompileScope(parent: nil, function: SwiftFunction(name: "default", parameters: [], returnType: nil, owner: nil, spot: scope.function.spot),
                                             selfType: nil, positions: positions)
                    again.staticType = owner
                    pending.append { [unowned self] in
                        do {
                            compiled.update(try self.expression(value, again), slots: again.function.slotCount)
                        } catch let diagnostic as Diagnostic {
                            self.diagnostics.append(diagnostic)
                        } catch {
                            self.diagnostics.append(positions.error("\(error)", at: value))
                        }
                    }
                }
                let implicit = value.as(MemberAccessExprSyntax.self) ?? value.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                if !runningPending, let implicit, implicit.base == nil {
                    // `style: Style = .default` of an `enum Style` the type declares below the
                    // function: compiled again once every type is declared (with the bodies), as
                    // Swift resolves it against the whole type (set AJ's netbird).
                    let again = CompileScope(parent: nil, function: SwiftFunction(name: "default", parameters: [], returnType: nil, owner: nil, spot: scope.function.spot),
                                             selfType: nil, positions: positions)
                    again.staticType = owner
                    pending.append { [unowned self] in
                        if let resolved = try? self.expression(value, again) { compiled.update(resolved, slots: again.function.slotCount) }
                    }
                }
                defaultValue = { machine, _ in try compiled.expression(machine, SwiftFrame.make(slotCount: compiled.slots, parent: nil)) }
            }
            let isVariadic = parameter.ellipsis != nil
            return SwiftFunction.Parameter(label: first == "_" ? nil : first, name: name, type: isVariadic ? .array(SwiftType(type)) : SwiftType(type),
                                           isInout: isInout, defaultValue: defaultValue, isVariadic: isVariadic,
                                           buildsViews: Self.closureBuildsViews(parameter.type, marked: attributes.contains("ViewBuilder"), viewGenerics: viewGenerics),
                                           isAutoclosure: attributes.contains("autoclosure"),
                                           attributes: attributes)
        }
    }

    /// Whether `attributes` hold `@name`.
    static func hasAttribute(_ name: String, _ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    private func compileBody(_ function: FunctionDeclSyntax, into compiled: SwiftFunction, positions: SourcePositions) {
        if compiled.isAsync { return }
        guard let body = function.body else {
            diagnostics.append(positions.error("`\(compiled.name)` needs a body", at: function.name))
            return
        }
        // Views a view or a view modifier returns are built by the view language, which the
        // compiled method calls (the library), so that Swift code may call it too: a computed
        // property an extension declares (`extension Plan { var monthly: some View { badge("M") } }`)
        // runs compiled and calls the view's `func badge(_:) -> some View` (set AF).
        if compiled.returnType.map({ SwiftCompiler.isViewType($0.description) }) == true && [.view, .viewModifier, .style].contains(compiled.owner?.role)
            && !ReturnFinder.containsReturn(body.statements) {
            compileViewBuilderGetter(body.statements, into: compiled, positions: positions)
            return
        }
        if let builder = resultBuilder(in: function.attributes) {
            // `@ListBuilder func menu() -> [String] { "Open"; if wide { "More" } }` (SE-0289).
            compileStatements(body.statements, into: compiled, builder: builder, positions: positions)
            return
        }
        if compiled.owner?.role == .representable {
            // `makeUIView(context:)` and the rest are UIKit code, which never runs on a page
            // (the view is drawn as a placeholder): not compiled, and an error if called.
            let spot = compiled.spot
            compiled.body = [CompiledStatement { _, _ in throw spot.error("`\(compiled.name)` is UIKit or AppKit code, which does not run on a page") }]
            return
        }
        if compiled.owner?.role == .view || compiled.owner?.isClass == true {
            // A pasted view's actions and helpers, and a model's methods, often use what only
            // the app has; they are reported when something calls them, not for being there.
            let before = diagnostics.count
            compileStatements(body.statements, into: compiled, positions: positions)
            if diagnostics.count > before {
                let deferred = Array(diagnostics[before...])
                diagnostics.removeSubrange(before...)
                compiled.body = [CompiledStatement { _, _ in throw SwiftRuntimeError(diagnostic: deferred[0]) }]
            }
            return
        }
        compileStatements(body.statements, into: compiled, positions: positions)
    }

    /// A view's `var icon: some View { ... }` as Swift code reads it: the views the library
    /// builds from its statements with `self` and the names they read.
    private func compileViewBuilderGetter(_ statements: CodeBlockItemListSyntax, into function: SwiftFunction, positions: SourcePositions) {
        let scope = CompileScope(parent: nil, function: function, selfType: function.isStatic ? nil : function.owner, positions: positions)
        scope.staticType = function.owner
        scope.declareSelfAndParameters()
        function.body = [CompiledStatement(run: viewBuilderStatements(statements, at: Syntax(statements), scope))]
    }

    /// Compiles a body; a body of one expression returns it (Swift's implicit return).
    /// `builder`: the code's own result builder that the declaration's attribute names, which
    /// makes the body's value (SE-0289).
    func compileStatements(_ statements: CodeBlockItemListSyntax, into function: SwiftFunction, builder: SwiftStruct? = nil, positions: SourcePositions) {
        withAliases { compileStatementsNow(statements, into: function, builder: builder, positions: positions) }
    }

    private func compileStatementsNow(_ statements: CodeBlockItemListSyntax, into function: SwiftFunction, builder: SwiftStruct?, positions: SourcePositions) {
        let scope = CompileScope(parent: nil, function: function, selfType: function.isStatic ? nil : function.owner, positions: positions)
        scope.staticType = function.owner
        scope.declareSelfAndParameters()
        let genericTypes = genericTypeBindings(of: function, usedIn: statements, scope)
        do {
            // A body of one expression is of the return type (`body(_:implicitReturn:_:)` says so).
            if let builder {
                function.body = genericTypes + (try resultBuilderBody(statements, builder: builder, scope))
                return
            }
            let single = statements.count == 1 ? statements.first?.item.as(ExprSyntax.self) : nil
            function.body = genericTypes + (try body(statements, implicitReturn: function.returnType != nil, scope))
            if let single, function.owner?.role != .view {
                try expect(single, toBe: function.returnType, "`\(function.name)`", verb: "returns", scope)
            }
        } catch let diagnostic as Diagnostic {
            report(diagnostic, compiling: function)
        } catch {
            report(positions.error("\(error)", at: statements), compiling: function)
        }
    }

    /// A generic parameter the body uses as a value (`T()`, `T.allCases`, `"\(T.self)"`): a
    /// local holding the type each call gives it, "replaced with an actual type whenever the
    /// function is called" (The Swift Programming Language, "Generics"), read from the first
    /// parameter whose type names it: `T.Type` passes the type itself, `T`, `T?` and `[T]` a
    /// value of it (``SwiftMetatype/typeName(of:program:)``). A parameter that appears only in the
    /// return type stays unknown to the code, an error where it is read.
    func genericTypeBindings(of function: SwiftFunction, usedIn statements: CodeBlockItemListSyntax, _ scope: CompileScope) -> [CompiledStatement] {
        guard !function.genericParameters.isEmpty else { return [] }
        let used = Set(statements.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let name) = token.tokenKind { name } else { nil }
        })
        var bindings: [CompiledStatement] = []
        for name in function.genericParameters.sorted() where used.contains(name) {
            let found = function.parameters.indices.lazy.compactMap { index in
                function.parameters[index].type.flatMap { GenericTypeSource(name, in: $0) }.map { (index, $0) }
            }.first
            guard let (index, source) = found else { continue }
            let argument = function.parameterSlot(index), slot = scope.declare(name, isConstant: true)
            let program = self.program
            bindings.append(CompiledStatement { _, frame in
                // `key(Volume.self)` of the app's type, not pasted: `K` is that stand-in, and what
                // is read of it (`K.id`) stands in too (set BQ's chess machine: "Void has no member `id`").
                let given = frame[argument]
                frame[slot] = source.type(from: given, program: program).map(SwiftValue.type) ?? (given.standIn != nil ? given : .void)
                return .next
            })
        }
        return bindings
    }

    /// A compile error in `function`: the block's, or for a class's member (a model's
    /// networking, its Combine pipeline) an error only when something runs it.
    private func report(_ diagnostic: Diagnostic, compiling function: SwiftFunction) {
        guard function.owner?.isClass == true else {
            diagnostics.append(diagnostic)
            return
        }
        function.deferredError = diagnostic
        function.body = [CompiledStatement { _, _ in throw SwiftRuntimeError(diagnostic: diagnostic) }]
    }

    /// `function`'s body as the one expression `value`: a static or a default value, or with
    /// `seesSelf` a `lazy var`'s value, which reads the instance.
    private func compileExpressionBody(_ value: ExprSyntax, into function: SwiftFunction, seesSelf: Bool = false, positions: SourcePositions) {
        let scope = CompileScope(parent: nil, function: function, selfType: seesSelf ? function.owner : nil, positions: positions)
        scope.staticType = function.owner
        scope.declareSelfAndParameters()
        if let returnType = function.returnType { contextualTypes[value.id] = returnType }
        do {
            let compiled = try expression(value, scope)
            // `var limit: Int = "none"`: a stored value of another type than its annotation's
            // is an error before anything runs, as swift's "cannot convert value of type
            // 'String' to specified type 'Int'" (its type is known once it is compiled).
            try expect(value, toBe: function.returnType, "`\(function.name)`", scope)
            function.body = [CompiledStatement { machine, frame in .returned(try compiled(machine, frame)) }]
        } catch let diagnostic as Diagnostic {
            report(diagnostic, compiling: function)
        } catch {
            report(positions.error("\(error)", at: value), compiling: function)
        }
    }

    /// An `alignmentGuide` closure as a function of the view's dimensions, with the names
    /// around it (`captures`) compiled in as constants. It is any closure Swift accepts as
    /// `(ViewDimensions) -> CGFloat`: one expression or statements with `return`, checked
    /// like a declared function's body, so a wrong result type is an error before layout.
    func guideFunction(_ closure: ClosureExprSyntax, parameter: String, positions: SourcePositions,
                       captures: @escaping (String) -> SwiftValue?) throws -> SwiftFunction {
        try layoutClosureFunction(closure, name: "alignmentGuide", parameters: [(parameter, .named("ViewDimensions"))],
                                  positions: positions, captures: captures)
    }

    /// A closure the engine calls at layout time with `parameters` and that returns a
    /// `CGFloat`: an `alignmentGuide`'s `(ViewDimensions) -> CGFloat`, a
    /// `containerRelativeFrame`'s `(CGFloat, Axis) -> CGFloat`, checked as Swift checks it.
    func layoutClosureFunction(_ closure: ClosureExprSyntax, name: String, parameters: [(name: String, type: SwiftType)], positions: SourcePositions,
                               captures: @escaping (String) -> SwiftValue?) throws -> SwiftFunction {
        try withAliases { try layoutClosureFunctionNow(closure, name: name, parameters: parameters, positions: positions, captures: captures) }
    }

    private func layoutClosureFunctionNow(_ closure: ClosureExprSyntax, name: String, parameters: [(name: String, type: SwiftType)], positions: SourcePositions,
                                          captures: @escaping (String) -> SwiftValue?) throws -> SwiftFunction {
        let spot = SwiftSpot(source: positions.source, location: positions.location(of: closure))
        let function = SwiftFunction(name: name, parameters: parameters.map {
            SwiftFunction.Parameter(label: nil, name: $0.name, type: $0.type, isInout: false, defaultValue: nil)
        }, returnType: Self.cgFloat, owner: nil, spot: spot)
        let scope = CompileScope(parent: nil, function: function, selfType: nil, positions: positions)
        scope.captures = captures
        scope.declareSelfAndParameters()
        let single = closure.statements.count == 1 ? closure.statements.first?.item.as(ExprSyntax.self) : nil
        if let single { contextualTypes[single.id] = Self.cgFloat }
        function.body = try body(closure.statements, implicitReturn: true, scope)
        if let single { try expect(single, toBe: Self.cgFloat, "`\(name)`", verb: "returns", scope) }
        return function
    }

    /// An expression of a view's arguments that interpreted code computes: once, when the
    /// block is read (a `Path { path in ... }` view's outline, data computed with closures),
    /// or for each size of a GeometryReader, with the names around it as constants.
    /// `parameters` are the values the function is called with: a GeometryReader's proxy, and
    /// the values the view code computed from it (`let side = proxy.size.width / 2`).
    /// `owner` is the view whose body the expression is in: its properties and methods are
    /// in scope, on the `self` the function is called with.
    func valueFunction(_ body: ExprSyntax, name: String, parameters: [(name: String, type: SwiftType?)] = [], owner: SwiftStruct? = nil,
                       positions: SourcePositions, captures: @escaping (String) -> SwiftValue?) throws -> SwiftFunction {
        let spot = SwiftSpot(source: positions.source, location: positions.location(of: body))
        let function = SwiftFunction(name: name, parameters: parameters.map {
            SwiftFunction.Parameter(label: nil, name: $0.name, type: $0.type, isInout: false, defaultValue: nil)
        }, returnType: nil, owner: owner, spot: spot)
        return try compile(body, into: function, positions: positions, captures: captures)
    }

    /// A getter of statements (`var isCompact: Bool { let w = ...; return w < 400 }`) compiled
    /// as a function returning `type`, with the view code's names around it (`captures`).
    func statementsFunction(_ statements: CodeBlockItemListSyntax, name: String, returning type: SwiftType?, owner: SwiftStruct? = nil,
                            positions: SourcePositions, captures: @escaping (String) -> SwiftValue?) throws -> SwiftFunction {
        try withAliases { try statementsFunctionNow(statements, name: name, returning: type, owner: owner, positions: positions, captures: captures) }
    }

    private func statementsFunctionNow(_ statements: CodeBlockItemListSyntax, name: String, returning type: SwiftType?, owner: SwiftStruct?,
                                       positions: SourcePositions, captures: @escaping (String) -> SwiftValue?) throws -> SwiftFunction {
        let spot = SwiftSpot(source: positions.source, location: positions.location(of: statements))
        let function = SwiftFunction(name: name, parameters: [], returnType: type, owner: owner, spot: spot)
        let scope = CompileScope(parent: nil, function: function, selfType: function.owner, positions: positions)
        scope.captures = captures
        scope.declareSelfAndParameters()
        function.body = try body(statements, implicitReturn: type != nil, scope)
        return function
    }

    /// `function` made to return `body`, its names resolved against its parameters, then the
    /// view code's names around it (`captures`).
    private func compile(_ body: ExprSyntax, into function: SwiftFunction, positions: SourcePositions,
                         captures: @escaping (String) -> SwiftValue?) throws -> SwiftFunction {
        try withAliases { try compileNow(body, into: function, positions: positions, captures: captures) }
    }

    private func compileNow(_ body: ExprSyntax, into function: SwiftFunction, positions: SourcePositions,
                            captures: @escaping (String) -> SwiftValue?) throws -> SwiftFunction {
        let scope = CompileScope(parent: nil, function: function, selfType: function.owner, positions: positions)
        scope.captures = captures
        scope.declareSelfAndParameters()
        let initial = carriedVariables(changedIn: Syntax(body), by: function, scope, captures: captures)
        let value = try expression(body, scope)
        function.body = [CompiledStatement { machine, frame in
            for (slot, start) in initial { frame[slot] = start }
            return .returned(try value(machine, frame))
        }]
        return function
    }

    /// A variable of the view code that `node` changes (`total += w.count` in a `map`'s
    /// closure, `x -= d.width` in an alignment guide's, `count += 1` in a `for`) is a variable
    /// of `function`, starting at its value there: Swift's closures capture variables, not
    /// values (The Swift Programming Language, "Closures": "Capturing Values"), so the
    /// closures that change it share it, and its final value goes back (`carriedVariables`).
    private func carriedVariables(changedIn node: Syntax, by function: SwiftFunction, _ scope: CompileScope,
                                  captures: (String) -> SwiftValue?) -> [(slot: Int, value: SwiftValue)] {
        var initial: [(slot: Int, value: SwiftValue)] = []
        let changed = Self.assignedNames(in: node) { [program] in SwiftBuiltins.mutatingMethods.contains($0) || program.declaresMutatingMethod($0) }
        for name in changed where scope.resolve(name) == nil && function.owner?.propertyIndex(name) == nil {
            guard let value = captures(name) else { continue }
            let slot = scope.declare(name, isConstant: false)
            initial.append((slot, value))
            function.carriedVariables.append((name, slot))
        }
        return initial
    }

    /// A statement of a plain body that only Swift code runs (`for`, `do`, `_ = f()` before a
    /// `return`, SE-0289), compiled as a function run for its work, the view code's variables
    /// it changes carried back as `valueFunction`'s are.
    func statementFunction(_ item: CodeBlockItemSyntax, owner: SwiftStruct? = nil, positions: SourcePositions,
                           captures: @escaping (String) -> SwiftValue?) throws -> SwiftFunction {
        try withAliases {
            let spot = SwiftSpot(source: positions.source, location: positions.location(of: item))
            let function = SwiftFunction(name: "statement", parameters: [], returnType: nil, owner: owner, spot: spot)
            let scope = CompileScope(parent: nil, function: function, selfType: function.owner, positions: positions)
            scope.captures = captures
            scope.declareSelfAndParameters()
            let initial = carriedVariables(changedIn: Syntax(item), by: function, scope, captures: captures)
            let run = try statement(item.item, scope)
            function.body = [CompiledStatement { machine, frame in
                for (slot, start) in initial { frame[slot] = start }
                _ = try run(machine, frame)
                return .returned(.void)
            }]
            return function
        }
    }

    // MARK: - Types as written

    /// A type as the conversions read it: `CGFloat`, `[CGSize]`, `Int?`, `Cache`.
    /// The type Swift gives a literal on its own: `0.0` a Double, `0` an Int, `"a"` a String,
    /// `true` a Bool (`-1.5` too); nil for anything else.
    static func literalType(_ expression: ExprSyntax) -> SwiftType? {
        let literal = expression.as(PrefixOperatorExprSyntax.self).flatMap { $0.operator.text == "-" ? $0.expression : nil } ?? expression
        if literal.is(FloatLiteralExprSyntax.self) { return .floatingPoint("Double") }
        if literal.is(IntegerLiteralExprSyntax.self) { return .int }
        if literal.is(StringLiteralExprSyntax.self) { return .string }
        if literal.is(BooleanLiteralExprSyntax.self) { return .bool }
        return nil
    }

    static func typeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) + "?" }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(implicit.wrappedType) + "?" }
        if let array = type.as(ArrayTypeSyntax.self) { return "[" + typeName(array.element) + "]" }
        if let member = type.as(MemberTypeSyntax.self) {
            // `Shelf.Item`, a nested type declared by its qualified name (one whose simple name
            // another type has), is itself; `Layout.Subviews`, `SwiftUI.CGFloat`: the last name.
            let qualified = typeName(member.baseType) + "." + member.name.nameText
            return SwiftType.aliases[qualified] != nil ? qualified : member.name.nameText
        }
        // `some View`, `some  View`: the constraint is the type the code sees.
        if let opaque = type.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) { return typeName(opaque.constraint) }
        // The spelling with its spacing made regular (`[String :  Int]` is `[String : Int]`).
        return type.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether a property or function of this type gives views, which the view builder
    /// interprets (`var badge: some View`, `func image(for rating: Int) -> Image`).
    static func isViewType(_ type: String) -> Bool {
        type == "View" || type == "AnyView" || type == "some View" || swiftUIViewTypes.contains(type)
    }

    /// SwiftUI views a helper is declared to return by name.
    static let swiftUIViewTypes: Set<String> = ["Text", "Image", "Label", "Group", "Circle", "Rectangle", "Capsule", "RoundedRectangle"]

    /// SwiftUI's value types that only views read: colours, fonts, gradients and styles.
    static let swiftUIValueTypes: Set<String> = [
        "Color", "Font", "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "AnyShapeStyle", "Material",
    ]

    static func isSwiftUIValueType(_ type: String) -> Bool { swiftUIValueTypes.contains(type) }

    /// Whether `expression` makes one of ``swiftUIValueTypes`` (`Color(red: ...)`, `Color.blue`,
    /// `Font.title.bold()`), which layout code has no use for.
    static func makesSwiftUIValue(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                current = base
            } else {
                break
            }
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self) else { return false }
        return swiftUIValueTypes.contains(reference.baseName.nameText)
    }
}

/// `ViewDimensions` handed across an `@Sendable` boundary inside one layout call.
struct ViewDimensionsValue: @unchecked Sendable {
    let value: ViewDimensions
}
