// SwiftUI as a library the Swift evaluator calls: `Text(title).bold()` inside an `init`, a data type or a helper.

import SwiftSyntax
import TrellisMarkup

/// What makes SwiftUI's own values (views, colours, fonts, grid items) for Swift code.
///
/// Swift code in a block (an `init`, a computed property, a data type, a helper) writes
/// SwiftUI as an app does: `self.badge = Text(title).bold()`, `let columns =
/// [GridItem(.flexible())]`, `var tint: Color { isOn ? .green : .gray }`. The Swift
/// evaluator owns the language (names, values, statements); an expression that makes a
/// SwiftUI value is handed, with the values of the names it reads, to this library, which
/// makes it with the same vocabulary, checks and diagnostics as a view's body. The value
/// comes back as ``SwiftValue/swiftUI(_:)``, which Swift code stores, passes and returns.
///
/// The view builder (`Interpreter`) is the library while a block is read. Code that runs
/// while the engine lays out (a `Layout`'s methods) has none: SwiftUI values are made when
/// the block is read, not at every size.
protocol SwiftUILibrary: AnyObject {
    /// The views in `value` as the call at `spot` gives them, under ids of the call's place.
    func placedAtCall(_ value: SwiftValue, at spot: SwiftSpot) -> SwiftValue
    /// `expression` made by SwiftUI, with `names` the values of the Swift names it reads
    /// (`self` among them in a method), at its place in `positions`' code. With `type`, the
    /// expression is a call whose arguments go to that type's initialiser (`self.init(red:
    /// green: blue:)` in an `extension Color`).
    func make(_ expression: ExprSyntax, as type: String?, positions: SourcePositions, names: [String: SwiftValue]) throws -> SwiftValue

    /// The views of a view builder's `statements` (a closure given to `@ViewBuilder content`),
    /// with `names` the values of the Swift names they read, the closure's parameters among them.
    func makeViews(_ statements: CodeBlockItemListSyntax, positions: SourcePositions, names: [String: SwiftValue]) throws -> SwiftValue

    /// The views a closure of the view code that takes arguments makes for `arguments`
    /// (`init(@ViewBuilder content: (Action) -> Content) { self.content = content { ... } }`).
    func callViewBuilder(_ builder: ViewBuilderClosure, arguments: [SwiftValue], at spot: SwiftSpot) throws -> SwiftValue

    /// `Type.member` of a type the block declares whose static holds a SwiftUI value (`static let
    /// fallbackTint: Color = .orange`), made as a view's body reads it, at `node` of the code.
    func declaredStaticValue(_ type: SwiftStruct, _ member: String, at node: Syntax) throws -> SwiftValue

    /// The page's "now" in seconds since 1970, which `Date()` is (the same in every reading).
    var pageNow: Double { get }
    /// The block's declarations, whose enums a value's case is looked up in (enum values carry
    /// no type).
    var program: SwiftProgram { get }

    /// `Type.random(in: range)` (`Bool.random()` with no range) drawn for the call at
    /// `location`, as a body draws it; nil when the range is empty or of the wrong kind.
    func random(_ type: String, in range: SwiftValue?, at location: BlockLocation) -> SwiftValue?

    /// A stand-in for `written`, a value of the app's that Swift code met while it ran (a
    /// method the app adds to `String`), listed in the block's stand-in warning.
    func standIn(_ written: String, at location: BlockLocation) -> SwiftValue

    /// The value a binding reads (`$name`'s state, `.constant(x)`'s `x`); `nil` for a value
    /// that is not a binding.
    func wrappedValue(of binding: Value) -> SwiftValue?

    /// `first + second` of two `Text`s (SwiftUI's `Text + Text`) written at `location`; `nil`
    /// when they are not both texts.
    func concatenatedText(_ first: Value, _ second: Value, at location: BlockLocation) -> SwiftValue?
}

extension SwiftCompiler {
    /// The types and views the SwiftUI library makes, where code names them as Swift names a
    /// type: `Text(...)`, `Color.red`, `GridItem(.flexible())`. Core Graphics' and the layout
    /// protocol's types are the Swift evaluator's own (``BuiltInNames/types``).
    static let swiftUILibraryNames: Set<String> = {
        var names = Set(ViewCatalog.standard.viewNames).union(swiftUIValueTypes).union(Interpreter.viewsMadeByName)
        names.formUnion(["UUID", "Text", "Image", "GridItem", "LocalizedStringKey", "AnyView", "StrokeStyle", "FillStyle", "EdgeInsets",
                         "Animation", "AnyTransition", "EllipticalGradient", "Binding"])
        names.formUnion(UnsupportedSwiftUI.behaviourValues)
        return names.subtracting(BuiltInNames.types)
    }()

    /// Whether the name a chain starts from is a type the code declares, or a value of one
    /// (`Self`, `self`, `Pace`, `Pace()`, a variable declared `Pace`): its `formatted(_:)` is the
    /// code's own method (set BH's microworkout: `Self.formatted(steps)` of a view's
    /// `static func formatted(_ value: Int)` recursed through the library), not Foundation's.
    private func isDeclaredTypesValue(_ root: DeclReferenceExprSyntax?, _ scope: CompileScope) -> Bool {
        guard let root else { return false }
        let name = root.baseName.nameText
        if name == "Self" || root.baseName.tokenKind == .keyword(.`self`) { return scope.resolveSelf() != nil }
        if let (_, slot) = scope.resolve(name) {
            guard case .named(let type)? = slot.type?.unwrapped else { return false }
            return program.type(type) != nil
        }
        return program.type(name) != nil
    }

    /// `expression` compiled as a call of the SwiftUI library when the name it starts from is
    /// one of SwiftUI's (`Text(title).bold()`, `Color.accentColor.opacity(0.3)`) and not a
    /// name of the code's own; `nil` for any other expression.
    func swiftUIExpression(_ expression: ExprSyntax, _ scope: CompileScope) throws -> SwiftExpression? {
        if let call = expression.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.nameText == "formatted",
           program.extensionMembers("formatted", properties: false).isEmpty, !isDeclaredTypesValue(Self.rootName(of: expression), scope) {
            // `price.formatted(.currency(code: "USD"))`, `count.formatted()`: a value written by a
            // format style, which the library draws as `Text(price, format: ...)` does (one owner
            // of format styles; without one, Swift code said "Int has no method `formatted`").
            return try libraryCall(expression, as: nil, skipping: "", scope)
        }
        if let root = Self.rootName(of: expression), root.baseName.nameText == "Date", Self.memberOfRoot(expression) == "FormatStyle",
           scope.resolve("Date") == nil, program.type("Date") == nil, program.extensionType("Date") == nil {
            // `Date.FormatStyle().weekday().month(.wide).day()` in a `var style: Date.FormatStyle`:
            // a format style, made by the library that writes them, as `.dateTime...` is in a body
            // (it stood in; set CB's penn-mobile).
            return try libraryCall(expression, as: nil, skipping: "Date", scope)
        }
        if case .named(let type)? = contextualTypes[expression.id]?.unwrapped, program.type(type) == nil,
           Self.isImplicitMemberChain(expression) && Self.swiftUIValueTypes.contains(type)
            || Self.implicitMemberValueTypes.contains(type) && (Self.isImplicitMemberChain(expression) || Self.isImplicitMemberCall(expression)),
           program.extensionType(type)?.declaresStaticMember(Interpreter.implicitMemberName(Self.implicitChainRoot(expression)) ?? "") != true {
            // `return .red.opacity(0.5)` in a `func ... -> Color`: an implicit member chain of a
            // SwiftUI value (SE-0287), its root the contextual type's member, made by the library
            // as a view's `.fill(.red.opacity(0.5))` is (set AU's FineTune); an animation's or a
            // transition's too, and a call of one whose arguments are (`.asymmetric(insertion:
            // .move(edge: .trailing).combined(with: .opacity), ...)` in Apple's Landmarks
            // tutorial's `extension AnyTransition`). The block's own static is compiled as Swift.
            return try libraryCall(expression, as: nil, skipping: "", scope)
        }
        guard let root = Self.rootName(of: expression), Self.swiftUILibraryNames.contains(root.baseName.nameText),
              scope.resolve(root.baseName.nameText) == nil, program.type(root.baseName.nameText) == nil,
              program.functions(root.baseName.nameText) == nil else { return nil }
        if let extended = program.extensionType(root.baseName.nameText), let member = Self.memberOfRoot(expression),
           extended.declaresStaticMember(member) {
            // `Font.big(20)` of the block's `extension Font { static func big(_:) }`: the code's
            // own static, compiled as Swift (the library would hand it back here, endlessly).
            return nil
        }
        if UnsupportedSwiftUI.gestures.contains(root.baseName.nameText) {
            // `DragGesture().onChanged { value in offset = value.translation }`: input only,
            // which a page never receives; the chain and its closures are not compiled.
            let gesture = SwiftValue.swiftUI(.member(MemberValue(base: root.baseName.nameText, name: "init")))
            return { _, _ in gesture }
        }
        return try libraryCall(expression, as: nil, skipping: root.baseName.nameText, scope)
    }

    /// `self.init(red: r, green: g, blue: b)` in an `extension Color`: SwiftUI's initialiser
    /// of `type` with the call's arguments.
    func swiftUICall(_ call: FunctionCallExprSyntax, as type: String, _ scope: CompileScope) throws -> SwiftExpression {
        try libraryCall(ExprSyntax(call), as: type, skipping: "self", scope)
    }

    /// A closure given to a parameter that builds views: each call hands its statements, with
    /// the values of the names they read (its parameters, `$0`, the code around), to the library.
    func viewBuilderBody(_ closure: ClosureExprSyntax, _ scope: CompileScope) throws -> SwiftStatement {
        viewBuilderStatements(closure.statements, at: Syntax(closure), scope)
    }

    /// Statements that build views (a view-builder closure's, a view's `some View` property's),
    /// run by the library with the values of the names they read.
    func viewBuilderStatements(_ statements: CodeBlockItemListSyntax, at node: Syntax, _ scope: CompileScope) -> SwiftStatement {
        let positions = scope.positions
        let reads = libraryReads(statements, skipping: "", scope)
        let site = noteSite(statements.id, .statements(statements), reads: reads, scope)
        let views = withLibrary(reads, site: site, at: spot(node, scope),
                                refusal: "this closure makes SwiftUI views, which code running while the engine lays out cannot make",
                                hint: "make the views in the view's body, and pass them to the layout") { library, names in
            try library.makeViews(statements, positions: positions, names: names)
        }
        return { machine, frame in .returned(try views(machine, frame)) }
    }

    /// What `make` gives with the library and the values of `reads`, one step of the budget;
    /// code running while the engine lays out has no library, and `refusal` says so.
    private func withLibrary(_ reads: [(name: String, value: SwiftExpression)], site: SyntaxIdentifier, at spot: SwiftSpot, refusal: String, hint: String,
                             _ make: @escaping (SwiftUILibrary, [String: SwiftValue]) throws -> SwiftValue) -> SwiftExpression {
        let sites = program.librarySites
        return { machine, frame in
            guard let library = machine.library else { throw spot.error(refusal, hint: hint) }
            sites.reach(site)
            var names: [String: SwiftValue] = [:]
            for read in reads { names[read.name] = try read.value(machine, frame) }
            try machine.step(spot)
            return try make(library, names)
        }
    }

    /// Notes a place handed to the library (``LibrarySites``) and gives its id, which a run marks.
    private func noteSite(_ id: SyntaxIdentifier, _ code: LibrarySites.Site.Code, reads: [(name: String, value: SwiftExpression)],
                          _ scope: CompileScope) -> SyntaxIdentifier {
        program.librarySites.note(LibrarySites.Site(code: code, positions: scope.positions, names: reads.map(\.name),
                                                    owner: scope.resolveSelf()?.type ?? scope.staticType), id: id)
        return id
    }

    /// The names `node` reads that the code around it declares, compiled as ordinary reads; a
    /// name only the node's own closures declare fails to compile here and is left to the library.
    private func libraryReads(_ node: some SyntaxProtocol, skipping skipped: String, _ scope: CompileScope) -> [(name: String, value: SwiftExpression)] {
        // A name the code around does not declare is the library's to read (a state, a page's
        // data), not the app's to stand in.
        let standingIn = (standsInForAppNames, standsInForTheApp)
        (standsInForAppNames, standsInForTheApp) = (false, false)
        defer { (standsInForAppNames, standsInForTheApp) = standingIn }
        var reads: [(name: String, value: SwiftExpression)] = []
        // Names the code handed over binds itself (`if let total = ...`, a closure's parameter)
        // are the view builder's to bind: read here they were the view's property of that name,
        // whose getter is this code (set BH's wxm-ios, `if let total = model.total` in `var total`).
        var seen: Set<String> = Self.namesBound(inside: node).union([skipped])
        if scope.resolveSelf() != nil, let selfRead = try? name(DeclReferenceExprSyntax(baseName: .keyword(.`self`)), scope) {
            reads.append(("self", selfRead))
            seen.insert("self")
        }
        for reference in node.tokens(viewMode: .sourceAccurate) {
            let text: String
            switch reference.tokenKind {
            case .identifier(let name), .dollarIdentifier(let name): text = name
            default: continue
            }
            guard !seen.contains(text), let parent = reference.parent?.as(DeclReferenceExprSyntax.self),
                  parent.parent?.as(MemberAccessExprSyntax.self)?.declName.id != parent.id else { continue }
            seen.insert(text)
            // `Date.FormatStyle(date: .long, time: .omitted)`, `CGFloat.pi`: a standard type the
            // library names itself; handed over as a value, it would hide the type there.
            if BuiltInNames.types.contains(text), scope.resolve(text) == nil { continue }
            // `max(reader.size.width / 4, 10)`: a standard library function the code does not
            // redeclare is the library's to call by name, as the view builder calls it (on a
            // GeometryReader's size, for each size); handed over as a closure value, it ran
            // here on the reader, which has no size yet (set BC's Habitto XPLevelDisplay).
            if scope.resolve(text) == nil, SwiftBuiltins.function(text) != nil, program.functions(text) == nil { continue }
            if let compiled = try? name(parent, scope) { reads.append((text, compiled)) }
        }
        return reads
    }

    /// The names `node` binds within itself: patterns of `let`, `if let x = ...`, `for x in`,
    /// `case let`, and closure parameters. `if let x` without a value reads `x` from outside.
    static func namesBound(inside node: some SyntaxProtocol) -> Set<String> {
        let finder = BoundNameFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names
    }
}

/// The names a piece of code binds within itself (``SwiftCompiler/namesBound(inside:)``).
private final class BoundNameFinder: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        let shorthand = node.parent?.as(OptionalBindingConditionSyntax.self).map { $0.initializer == nil } ?? false
        if !shorthand { names.insert(node.identifier.nameText) }
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.nameText)
        return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).nameText)
        return .visitChildren
    }
}

extension SwiftCompiler {
    func libraryCall(_ expression: ExprSyntax, as type: String?, skipping skipped: String, _ scope: CompileScope) throws -> SwiftExpression {
        let positions = scope.positions
        let reads = libraryReads(expression, skipping: skipped, scope)
        let site = noteSite(expression.id, .expression(expression, type: type), reads: reads, scope)
        return withLibrary(reads, site: site, at: spot(expression, scope),
                           refusal: "`\(expression.trimmedDescription)` makes a SwiftUI value, which code running while the engine lays out cannot make",
                           hint: "make it in the view's body or a property, and pass it to the layout") { library, names in
            try library.make(expression, as: type, positions: positions, names: names)
        }
    }

    /// SwiftUI's values that code makes with implicit members and their calls (`.spring(duration:
    /// 0.3).delay(0.1)`, `.move(edge: .top).combined(with: .opacity)`), which the library makes.
    static let implicitMemberValueTypes: Set<String> = ["Animation", "AnyTransition"]

    /// Whether `expression` calls an implicit member (`.asymmetric(insertion: ..., removal: ...)`).
    static func isImplicitMemberCall(_ expression: ExprSyntax) -> Bool {
        expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }

    /// The implicit member an expression starts from (`.move(edge: .top)` of
    /// `.move(edge: .top).combined(with: .opacity)`), the expression itself when it is one.
    static func implicitChainRoot(_ expression: ExprSyntax) -> ExprSyntax {
        implicitMemberChainRoot(expression) ?? expression
    }

    /// Whether `expression` is a chain of members and calls on an implicit member (`.red.opacity(0.5)`,
    /// `.body.weight(.bold)`), not the implicit member alone nor its call (`.system(size: 12)`).
    static func isImplicitMemberChain(_ expression: ExprSyntax) -> Bool {
        implicitMemberChainRoot(expression) != nil
    }

    /// The name a chain of calls and members starts from: `Text` in `Text(title).bold()`.
    static func rootName(of expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        root(of: expression)?.name
    }

    /// The member read from the root name (`big` of `Font.big(20).bold()`), if there is one.
    static func memberOfRoot(_ expression: ExprSyntax) -> String? {
        root(of: expression)?.member
    }

    /// The name an expression starts from and the member read from it first.
    private static func root(of expression: ExprSyntax) -> (name: DeclReferenceExprSyntax, member: String?)? {
        var current = expression
        var member: String?
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
            else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                member = access.declName.baseName.nameText
                current = base
            }
            else if let subscripted = current.as(SubscriptCallExprSyntax.self) { current = subscripted.calledExpression }
            else if let chained = current.as(OptionalChainingExprSyntax.self) { current = chained.expression }
            else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) { current = unwrapped.expression }
            else if let specialized = current.as(GenericSpecializationExprSyntax.self) { current = specialized.expression }  // `Binding<Int>(...)`
            else { return current.as(DeclReferenceExprSyntax.self).map { ($0, member) } }
        }
    }
}
