// Walks a layout block's syntax tree and produces the author's views with resolved values.

import TrellisLayout
import TrellisMarkup
import SwiftSyntax

/// Interprets one layout block for one assignment of its state variables.
///
/// Nothing is compiled: every expression is evaluated here over `Value`s. Errors inside one
/// view of a builder are recorded and the next view is still interpreted, so one run reports
/// every independent mistake.
final class Interpreter {
    /// Where the code being interpreted comes from: the block, or the file of a view or
    /// modifier the block uses (`layouts/cards.swift`) while its body is expanded.
    var source: LayoutBlockSource
    var converter: SourceLocationConverter
    /// The Swift the block and the site's `layouts/` declare.
    let program: SwiftProgram
    let catalog: ViewCatalog
    /// The page's front matter and the site's data, by name.
    let data: [String: Value]
    /// The current value of every `@State` variable.
    var state: [String: Value]
    /// Names declared with `let` (innermost scope last).
    var scopes: [[String: Value]] = [[:]]
    /// The names the block declares at its top level: Swift's file scope, which the types the
    /// block declares see as they see its globals (`let gap = 8.0` read in a `View`'s body).
    var fileScope: [String: Value] = [:]
    /// `let isLong: Bool` declared without a value, waiting for the assignment Swift's definite
    /// initialization requires before a read: the scope it belongs to and its declared type.
    var uninitialized: [String: (depth: Int, type: SwiftType?, topLevel: Bool)] = [:]
    /// The declared types of the initialisers being read (`let columns: [GridItem] = { ...
    /// }()`), which Swift code that computes one takes as its context (``swiftValue(of:resultBuilder:)``):
    /// its implicit members (`.init()`) and literals are of that type, as in Swift.
    var declaredTypes: [SyntaxIdentifier: SwiftType] = [:]
    /// Whether the plain Swift body being read has reached a `return` (`builderContent`).
    var returnedFromBody = false
    /// Where the block starts (`file`, first line): the code whose types see ``fileScope``.
    let blockStart: (file: String, line: Int)
    /// Where each `@State` variable was declared.
    var stateDeclarations: [String: BlockLocation] = [:]
    /// The keys of the enclosing `ForEach` elements, which make generated ids unique.
    var elementPath: [String] = []
    /// The values pickers and toggles offer for each state variable, in source order.
    var stateValues: [String: [Value]] = [:]
    /// The control that sets each state variable, with its title.
    var stateControls: [String: (control: StateControl, title: String)] = [:]
    /// What a picker shows for each of its values (the option's text).
    var stateValueLabels: [String: [Value: String]] = [:]
    /// A binding's `.animation(_:)` (`$flag.animation(.easeIn)`) by its state, as an
    /// `.animation` modifier at the call: the animation changes through it are made with.
    var stateAnimations: [String: BlockModifier] = [:]
    /// The animation a `Button`'s `withAnimation` sets each value of a state with
    /// (`withAnimation(.bouncy) { choice = .b }`), by state and value, as an `.animation`
    /// modifier at the call.
    var valueAnimations: [String: [Value: BlockModifier]] = [:]
    /// The states a `Button`'s action sets to a constant, with where each action is.
    var assignedStates: [String: [BlockLocation]] = [:]
    /// The states only a `Button`'s action toggles or sets, with where the first such action
    /// is: a page leaves them out rather than fail when the block has too many combinations.
    var buttonStates: [String: BlockLocation] = [:]
    /// Where an action the page does not draw (neither toggles nor sets a state) calls `withAnimation`.
    var actionAnimations: Set<BlockLocation> = []
    var diagnostics: [Diagnostic] = []
    /// Behaviour modifiers met (`.onAppear`, `.sheet`...) and app-state declarations
    /// (`@Environment`), accepted without effect, in order.
    var inertModifiers: [(name: String, location: BlockLocation)] = []
    /// Modifiers that change only how a view is drawn and that the page draws without
    /// (``UnsupportedSwiftUI/undrawnModifiers``): a warning at each.
    var undrawnModifiers: [(name: String, location: BlockLocation)] = []
    /// SwiftUI's accessibility traits that no ARIA role says on a static page (`isSelected`,
    /// `updatesFrequently`...), where `accessibilityAddTraits` names them: a warning at each.
    var unspokenTraits: [(name: String, location: BlockLocation)] = []
    /// Font sizes computed from a `GeometryReader`'s size, drawn at the body size: a warning at each.
    var geometryFontSizes: [BlockLocation] = []
    /// Drawing values computed from a `GeometryReader`'s size (a stroke's width, a corner's
    /// radius), left out by the modifier they were given to: a warning at each.
    var geometryDrawingValues: [(name: String, location: BlockLocation)] = []
    /// The schedules of `TimelineView`s, drawn once at the page's date: a note at each.
    var timelineSchedules: [BlockLocation] = []
    /// `.custom(_:size:)` fonts, drawn in the site's text font: a warning at each.
    var substitutedFonts: [(family: String, location: BlockLocation)] = []
    /// Font widths other than `.standard` (`.fontWidth(.condensed)`, `.body.width(.expanded)`),
    /// measured and drawn in the site's font's one width: a warning at each.
    var standardWidthFonts: [(width: String, location: BlockLocation)] = []
    /// Styles drawn as another the page has (`.gaugeStyle(.accessoryCircular)` as `.linearCapacity`):
    /// a warning at each.
    var substitutedStyles: [(written: String, drawnAs: String, location: BlockLocation)] = []
    /// Views drawn as placeholders (``UnsupportedSwiftUI/views``): a warning at each, with advice.
    var undrawnViews: [(name: String, location: BlockLocation, advice: String)] = []
    /// Where `Type.random(...)` drew, and how many times (``randomValue(_:call:arguments:)``).
    var randomDraws: [BlockLocation: Int] = [:]
    /// What `#warning("...")` directives in the code say, at their places.
    var directiveWarnings: [Diagnostic] = []
    /// What the page draws or does otherwise than SwiftUI where it is written (a paged
    /// `TabView`'s indicator not drawn, `.scenePadding` at `.padding`'s amount, a timer at the
    /// page's date), each said where it is met: the block's notes list them.
    var pageLimits: [Diagnostic] = []
    /// `ForEach`es whose elements share an id, reported as warnings (SwiftUI draws them all).
    var duplicateIDs: [(message: String, location: BlockLocation)] = []
    /// `typoHint` answers by name and the names it was compared with.
    var typoHints: [String: String?] = [:]
    /// Names the block reads but does not define, drawn as stand-ins (`Interpreter+StandIns`).
    var standIns: [(written: String, location: BlockLocation)] = []
    /// How many stand-ins have been bound as arguments, listed or not (one made earlier and
    /// kept in a `let` is listed where it was made): a view given one draws a stand-in.
    var standInArgumentsBound = 0
    /// The texts stand-ins were passed as where a string or any value goes (``standInArgument``),
    /// so a view that formats its value (`TextField(value:format:)`) knows the app's value from text.
    var standInTexts: Set<String> = []
    /// The SwiftUI modifier calls of the builder expression being read (``modifierChain(_:)``):
    /// a stand-in they are called on is the app's view, which keeps them.
    var viewPositionModifierCalls: Set<SyntaxIdentifier> = []
    /// While a `Text`'s string literal is read, the SF Symbols and texts interpolated into it,
    /// in order, each written as U+FFFC in the string; `nil` elsewhere, where a view in a string
    /// stands in (``Interpreter/textParts(_:_:)``).
    var interpolatedViews: [BlockView]?
    /// The string literals read as a `LocalizedStringKey` (a `Text`'s or a control's title key
    /// with interpolations), whose numbers SwiftUI writes by their format specifier
    /// (``Interpreter/keyArgumentText(_:)``).
    var localizedKeyLiterals: Set<SyntaxIdentifier> = []
    /// The block's `case` patterns, compiled (``casePattern(_:)``).
    var casePatterns: [SyntaxIdentifier: SwiftCompiler.CasePattern] = [:]
    /// Whether an implicit member where a string is expected (`Text(.welcomeTitle)`) is taken
    /// as the app's string constant: only once no form of the call takes it as written
    /// (`Color(.systemGray)` is UIKit's colour, not an asset name).
    var implicitMembersAreAppStrings = false
    /// Whether stand-ins hold as conditions (true) instead of failing (false): set for the
    /// second reading of a block that the first left with no view.
    var standInsHold = false
    /// Whether a stand-in decided a condition: a block left with no view is then read again.
    var standInDecided = false
    /// Whether the block, read without errors, made no view (its only error).
    var hasNoView = false
    /// Names declared with an app-state wrapper (`@Environment(\.dismiss) var dismiss`), by
    /// the wrapper: they have no value in a page.
    var appProvided: [String: String] = [:]
    /// The environment values the modifiers around the view being made set, by key
    /// (``withEnvironment(of:arguments:base:_:)``), which its `@Environment` properties read.
    var environment: [String: Value] = [:]
    /// The keys the block's views read through `@Environment` (``readEnvironmentKeys``).
    var environmentKeysRead: Set<String>?
    /// The text size of the configuration being made, which `@Environment(\.dynamicTypeSize)`
    /// reads where no modifier sets it.
    var pageTextSize: DynamicTypeSize = .default
    /// Whether a view read the page's text size: the block is then made again for each size.
    var readsPageTextSize = false
    /// The scheme of the configuration being made, which `@Environment(\.colorScheme)` reads
    /// where no modifier sets it.
    var pageColorScheme: ColorScheme = .light
    /// Whether a view read the page's scheme: the block is then made again for the dark one.
    var readsPageColorScheme = false
    /// The values `#if` postfix chains apply to, by the chain's first member access.
    var postfixBases: [SyntaxIdentifier: Value] = [:]
    /// Whether a statement list holds a `return` of its own (``ReturnFinder``), by its syntax:
    /// a body is evaluated once per `ForEach` row, its syntax walked once.
    var bodiesWithReturn: [SyntaxIdentifier: Bool] = [:]
    /// The declared views whose bodies are being expanded, innermost last.
    var viewStack: [SwiftStruct] = []
    /// The views that declared modifiers being expanded apply to (their `self`), innermost last.
    var implicitViews: [BlockView] = []
    /// How many times each name holding views has been read (a view used twice gets two ids).
    var viewNameReads: [String: Int] = [:]
    /// How many times Swift code has had the library build each view-builder body (a compiled
    /// helper called twice gives two sets of views, with ids of their own: `makeViews`).
    var compiledViewBuilds: [SyntaxIdentifier: Int] = [:]
    /// How many `UUID()`s the block has made (each is numbered).
    var madeIdentifiers = 0
    /// How many navigation containers (`NavigationStack`...) the views being made are inside.
    var navigationDepth = 0
    /// The branches of `if`, `switch` and `guard` this reading passed by without taking (and a
    /// `ForEach`'s closure over no elements), each
    /// with the names in scope there (``unseenBranchErrors()``), and the ones noted.
    var unseenBranches: [UnseenBranch] = []
    var notedUnseen: Set<SyntaxIdentifier> = []
    /// The statement lists a reading has read (the unseen reading's among them).
    var readStatements: Set<SyntaxIdentifier> = []
    /// The names an unseen branch's conditions bind, while it is read (``unseenBranchErrors()``).
    var unseenBindings: Set<String> = []
    /// How many `evaluate` calls are under way (see `maximumDepth`).
    var depth = 0
    /// Deeper than any layout a person writes (views, modifiers and operators all count);
    /// interpretation runs on `LargeStack`, which holds this many levels with room to spare.
    static let maximumDepth = 1_000
    /// How deep declared views may nest (``viewBody``): far beyond any screen's, well inside the stack.
    static let maximumViewNesting = 64

    /// - Parameter converter: positions in the block's code; folding operators keeps the text,
    ///   so one converter made from the parsed tree serves every interpretation.
    init(source: LayoutBlockSource, converter: SourceLocationConverter, catalog: ViewCatalog, data: [String: Value], state: [String: Value],
         program: SwiftProgram = .empty) {
        self.program = program
        self.source = source
        self.blockStart = (source.file, source.firstLine)
        self.converter = converter
        self.catalog = catalog
        self.data = data
        self.state = state
    }

    // MARK: - Positions and errors

    /// The page position of a syntax node's first character.
    func location(of node: some SyntaxProtocol) -> BlockLocation {
        positions.location(of: node)
    }

    /// The page position of an offset in the block's code.
    func location(at offset: AbsolutePosition) -> BlockLocation {
        positions.location(at: offset)
    }

    var positions: SourcePositions { SourcePositions(source: source, converter: converter) }

    /// Says at `location` what the page draws or does otherwise than SwiftUI (``pageLimits``): a
    /// warning identified as a look not drawn, or a note.
    func sayLimit(_ message: String, at location: BlockLocation, hint: String? = nil, note: Bool = false, subject: String) {
        let said = source.diagnostic(message, at: location, hint: hint, severity: note ? .note : .warning)
        pageLimits.append(note ? said : said.identified(.undrawnModifier, subject: subject))
    }

    /// Says that `part` of a view, which SwiftUI draws, is not drawn on the page (``sayLimit``).
    func sayNotDrawn(_ part: String, at location: BlockLocation, hint: String?, subject: String) {
        sayLimit("\(part) is not drawn on a page: the view is laid out as SwiftUI lays it out, and drawn without it", at: location, hint: hint, subject: subject)
    }

    func error(_ message: String, at node: some SyntaxProtocol, hint: String? = nil, id: DiagnosticID? = nil) -> Diagnostic {
        error(message, at: location(of: node), hint: hint, id: id)
    }

    func error(_ message: String, at location: BlockLocation, hint: String? = nil, id: DiagnosticID? = nil) -> Diagnostic {
        source.diagnostic(message, at: location, hint: hint, id: id)
    }

    // MARK: - The Swift evaluator

    /// Runs `body`, a call into the Swift evaluator for the code at `node` (given as its
    /// spot): a failure while it runs becomes the block's diagnostic, at the failure's position.
    func runningSwift<T>(at node: some SyntaxProtocol, _ body: (SwiftSpot) throws -> T) throws -> T {
        do {
            return try body(SwiftSpot(source: source, location: location(of: node)))
        } catch let failure as SwiftRuntimeError {
            throw failure.diagnostic
        }
    }

    /// `expression` compiled by the Swift compiler and run once: as code of the view it is in
    /// (its properties and methods on `self`), the names around it captured as constants.
    func runSwift(_ expression: ExprSyntax, name: String, type: SwiftType? = nil, buildsViews: Bool = false, resultBuilder: String? = nil,
                  standsIn: Bool = false) throws -> SwiftValue {
        // With `standsIn`, a name of the app's the code reads stands in inside it (a closure run
        // once, whose reads the view builder cannot see); otherwise the whole expression stands
        // in around it (`runningOverStandIns`), which tells conditions a stand-in decided them.
        let (compiler, owner) = viewCodeCompiler(standsIn: standsIn)
        // The declared type the value is for (`let scale: (Double) -> Double = { ... }`).
        if let type { compiler.contextualTypes[expression.id] = type }
        if buildsViews { compiler.viewBuilderClosures.insert(expression.id) }
        // A closure for a property the code's own result builder marks (`@ListBuilder let sections`).
        if let resultBuilder { compiler.resultBuilderClosures[expression.id] = resultBuilder }
        let function = try compiler.valueFunction(expression, name: name, owner: owner, positions: positions, captures: swiftCaptures(of: owner))
        return try runCompiled(function, standIns: compiler.standIns, owner: owner, at: expression)
    }

    /// The type Swift code gives `expression` (compiled, not run), where the view builder holds
    /// only its value: a `nil` of a `let noPrice: Double?` or a data struct's optional property
    /// has none, and Swift types the literal beside it by it.
    func swiftStaticType(of expression: ExprSyntax) -> SwiftType? {
        let (compiler, owner) = viewCodeCompiler(standsIn: true)
        guard (try? compiler.valueFunction(expression, name: "value", owner: owner, positions: positions, captures: swiftCaptures(of: owner))) != nil else { return nil }
        return compiler.staticType(of: expression)
    }

    /// A statement of a plain body that only Swift code runs (a `for`, a `do`, an `_ = f()`
    /// before the body's `return`, SE-0289), run for its work; the names of the app's it reads
    /// stand in, and what it leaves in the view code's variables is theirs (`runSwift`).
    func runSwiftStatement(_ item: CodeBlockItemSyntax) throws {
        let (compiler, owner) = viewCodeCompiler(standsIn: true)
        let function = try compiler.statementFunction(item, owner: owner, positions: positions, captures: swiftCaptures(of: owner))
        _ = try runCompiled(function, standIns: compiler.standIns, owner: owner, at: item)
    }

    /// A compiler for code of the view being built (its declaration, `viewStack.last`, the
    /// owner), whose locals it reads before `self`'s; `standsIn` as
    /// ``SwiftCompiler/standsInForAppNames``. The one setup of `runSwift`, `runSwiftStatement`
    /// and `swiftStaticType`.
    private func viewCodeCompiler(standsIn: Bool) -> (compiler: SwiftCompiler, owner: SwiftStruct?) {
        let owner = viewStack.last
        let compiler = SwiftCompiler(program: program)
        compiler.standsInForAppNames = standsIn
        compiler.viewCodeLocals = viewCodeLocals(of: owner)
        return (compiler, owner)
    }

    /// The names bound inside a declared view's code, below the scope of its properties
    /// (`inDeclaredCode` puts those first): what Swift code compiled there reads before `self`'s.
    private func viewCodeLocals(of owner: SwiftStruct?) -> ((String) -> Bool)? {
        guard owner != nil else { return nil }
        let locals = scopes.dropFirst()
        return { name in locals.contains { $0[name] != nil } }
    }

    /// How compiled code reads the view code's names: `self` of a declared view is its
    /// instance, whose app-provided properties stand in; any other name its value here.
    private func swiftCaptures(of owner: SwiftStruct?) -> (String) -> SwiftValue? {
        { [self] name in
            if name == "self", let owner { return compiledSelf(of: owner) }
            // `let parsed: Int` declared above and assigned in the code (`do { parsed = ... }`):
            // a variable of the code's, to be given its value there (Swift's definite initialization).
            guard let value = lookup(name) else { return uninitialized[name] != nil ? .void : nil }
            // `let perRow = Library.perRow` of the app's type: the app's constant, as Swift code
            // reads it (a stand-in), not the implicit member `.perRow` its conversion would keep.
            if let written = appStaticConstant(value) { return .swiftUI(.standIn(written)) }
            return SwiftValue(value)
        }
    }

    /// Runs `function`, compiled from the code at `node`, and carries what it left in the
    /// view code's variables back to them.
    private func runCompiled(_ function: SwiftFunction, standIns made: [(written: String, location: BlockLocation)], owner: SwiftStruct?, at node: some SyntaxProtocol) throws -> SwiftValue {
        standIns += made
        let (result, frame) = try runningSwift(at: node) { _ in
            try SwiftMachine(library: self).call(function, self: owner.map(compiledSelf), arguments: [], captured: nil, at: function.spot)
        }
        // `let marks = words.map { total += $0.count; return total }`: what the code left in
        // the view code's variables is theirs now, as Swift's closures change what they capture.
        for (name, slot) in function.carriedVariables {
            guard var value = frame[slot].blockValue else { continue }
            if let pending = uninitialized[name], pending.depth < scopes.count {
                if let type = pending.type { value = try convert(value, to: type, at: node) }
                uninitialized[name] = nil
                scopes[pending.depth][name] = value
                if pending.topLevel { fileScope[name] = value }
            } else {
                setVariable(name, to: value)
            }
        }
        return result
    }

    /// Sets the variable `name` of the innermost scope that has it (and of the file's scope,
    /// which declarations read, when it is the block's).
    private func setVariable(_ name: String, to value: Value) {
        guard let depth = scopes.indices.last(where: { scopes[$0][name] != nil }) else { return }
        scopes[depth][name] = value
        if fileScope[name] != nil { fileScope[name] = value }
    }

    /// A result of the Swift evaluator as the view language's value (a struct as a record of
    /// its properties); `subject` says what gave it: "`name` returns", "`x.y` is".
    func viewValue(_ result: SwiftValue, _ subject: String, at node: some SyntaxProtocol) throws -> Value {
        if case .path(let built) = result {
            // `func outline() -> Path` called in a body: a `Path` is a `Shape`, so a view (Apple,
            // "Path": "conforms to Shape"), drawn as `Path { ... }` written there is.
            return .view(BlockView(kind: "Path", id: generatedID("Path", at: node), arguments: [
                BlockArgument(label: "shape", value: .shape(InterpretedShape(name: "Path", path: built)), location: location(of: node)),
            ], location: location(of: node)))
        }
        guard let value = Interpreter.record(result) else {
            throw error("\(subject) \(result.typeName), which a view cannot use", at: node)
        }
        return value
    }

    // MARK: - The block

    /// The block's root view, or `nil` when errors were recorded.
    func interpretBlock(_ file: SourceFileSyntax) -> BlockView? {
        var views = builderContent(file.statements, topLevel: true)
        guard diagnostics.isEmpty else { return nil }
        let writesAView = file.statements.contains { if case .expr = $0.item { true } else { false } }
        if views.isEmpty, !writesAView, let preview = previewedView(file) {
            // A block that only declares a view shows it, as Xcode's preview would.
            views = [preview]
        }
        guard diagnostics.isEmpty else { return nil }
        if views.isEmpty, !writesAView, let platform = file.statements.lazy.compactMap({ $0.item.as(IfConfigDeclSyntax.self) }).first(where: {
            IfConfig.activeClause($0) == nil && $0.clauses.contains { clause in
                if case .statements(let statements)? = clause.elements { statements.contains { if case .expr = $0.item { true } else { false } } } else { false }
            }
        }) {
            // `#if os(macOS) HStack { ... } #endif` as a whole body: a page lays out as iOS, where
            // no clause is compiled and the empty builder makes `EmptyView` (SE-0289's
            // `buildBlock()`), as an `if` that leaves nothing does (set AR's SwiftPamphletApp).
            sayLimit("nothing is drawn: the views are under `#if \(platform.clauses.first?.condition?.trimmedDescription ?? "")`, and a page is laid out as iOS",
                     at: location(of: platform), hint: "add an `#else` with what the page should show", subject: "#if")
            return BlockView(kind: "EmptyView", id: "root-empty", isAuthored: false, location: location(of: file))
        }
        if views.isEmpty, writesAView, !standInDecided || standInsHold {
            // `Badge(count: 0)` whose body is `if count > 0 { ... }`: a view that draws nothing for
            // these values, as SwiftUI draws it (an `if` without `else` is an optional view, an
            // empty builder `EmptyView`: SE-0289's `buildOptional`, `buildBlock()`), not a block
            // without a view. (A body that hangs on the app's values is read again instead, and
            // is empty when it draws nothing then too: `if prefs.shows && count > 0`, set AQ.)
            return BlockView(kind: "EmptyView", id: "root-empty", isAuthored: false, location: location(of: file))
        }
        guard let first = views.first else {
            hasNoView = true
            diagnostics.append(error("the layout block has no view", at: file, hint: "write a view such as `Text(\"Hello\")`"))
            return nil
        }
        if views.count == 1 { return first }
        // Several top-level views stack vertically, as in a SwiftUI body.
        return BlockView(kind: "VStack", id: "root-\(first.location.line)", isAuthored: false, children: views, location: first.location)
    }

    /// The view a block that declares views but writes none shows: its `ContentView`, or its
    /// only view, made with no arguments.
    private func previewedView(_ file: SourceFileSyntax) -> BlockView? {
        let types = file.statements.compactMap { $0.item.as(DeclSyntax.self)?.as(StructDeclSyntax.self)?.name.nameText }
            .compactMap { program.types[$0] }
        // The declared views; where there are none, a lone representable, which is a `View` too
        // and previews as its placeholder (set AV's `struct PlayerView: View, UIViewControllerRepresentable`).
        var declared = types.filter { $0.role == .view }
        if declared.isEmpty { declared = types.filter { $0.role == .representable } }
        guard let type = declared.first(where: { $0.name == "ContentView" }) ?? (declared.count == 1 ? declared.first : nil) else { return nil }
        do {
            // A call written nowhere: its position is the block's start, where such an error is reported.
            let call = FunctionCallExprSyntax(calledExpression: DeclReferenceExprSyntax(baseName: .identifier(type.name)),
                                              leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken())
            switch try declaredCall(type, call: call, arguments: []) {
            case .view(let view): return view
            case .views(let views) where !views.isEmpty:
                return BlockView(kind: "VStack", id: "root-preview", isAuthored: false, children: views, location: views[0].location)
            case .views:
                // Its body draws nothing with every property at its default (`if let blurHash`
                // of a `nil`): an empty view, as `interpretBlock` makes of a call that draws nothing.
                return standInDecided && !standInsHold ? nil : BlockView(kind: "EmptyView", id: "root-empty", isAuthored: false, location: location(of: file))
            default: return nil
            }
        } catch let diagnostic as Diagnostic {
            diagnostics.append(diagnostic)
        } catch {
            diagnostics.append(self.error("\(error)", at: file))
        }
        return nil
    }

    /// The views of a builder body: top-level statements or a closure's statements, with
    /// `bindings` (an `if let`'s names) in scope.
    ///
    /// `return X` ends the body with X's views and a `guard` whose condition fails ends it
    /// with its `else` body's, as in a `var body` written with explicit returns.
    ///
    /// A body with a `return` anywhere in it (outside its closures) is plain Swift, not a
    /// builder: the compiler does not apply the result builder to it ("application of result
    /// builder disabled by explicit 'return' statement", SE-0289), so its only views are the
    /// ones it returns, the first `return` reached ends it (`if wide { return AnyView(a) }`
    /// then `return AnyView(b)` is one view), and its other expressions are work done for
    /// their effect (`DispatchQueue.main.async { ... }`), which a page does not do. `plain`
    /// is that mode, handed to the branches of the body's `if`s and `switch`es.
    func builderContent(_ statements: CodeBlockItemListSyntax, topLevel: Bool = false, bindings: [String: Value] = [:],
                        plain inherited: Bool? = nil, after skipped: Int = 0) -> [BlockView] {
        // An `if let`'s names live in a scope around the body's, as in Swift, so the body may
        // declare the same name again (`if let rating { let rating = Text("\(rating)") }`).
        scopes.append(bindings)
        if !bindings.isEmpty { scopes.append([:]) }
        readStatements.insert(statements.id)
        let plain = inherited ?? containsReturn(statements)
        let outerReturned = returnedFromBody
        if inherited == nil { returnedFromBody = false }
        defer {
            if !bindings.isEmpty { scopes.removeLast() }
            scopes.removeLast()
            if inherited == nil { returnedFromBody = outerReturned }
        }
        var views: [BlockView] = []
        for (index, statement) in statements.enumerated().dropFirst(skipped) {
            do {
                if plain, let conditional = Self.ifStatement(statement), conditional.elseBody == nil, containsReturn(conditional.body.statements),
                   case .ofSize(let test, let first, let bound)? = try sizeConditions(conditional.conditions) {
                    // `if third > 100 { return wide } ... return narrow` of the reader's size: the
                    // statements after an `if` that returns are its `else`, as Swift runs them only
                    // where the condition fails, so each is there at the sizes that reach it.
                    let rest = builderContent(statements, plain: true, after: index + 1)
                    views += try geometryConditional(conditional, test: test, condition: first, bindings: bound, otherwise: rest)
                    returnedFromBody = true
                    break
                }
                if case .stmt(let stmt) = statement.item, let returned = stmt.as(ReturnStmtSyntax.self) {
                    if let expression = returned.expression { views += try builderExpression(expression) }
                    if plain { returnedFromBody = true }
                    break
                }
                if case .stmt(let stmt) = statement.item, let check = stmt.as(GuardStmtSyntax.self) {
                    if let bound = try conditionBindings(check.conditions, of: "guard") {
                        scopes[scopes.count - 1].merge(bound) { $1 }
                        noteUnseen(check.body.statements, plain: plain)
                        continue
                    }
                    views += builderContent(check.body.statements, plain: plain)
                    break
                }
                if plain {
                    views += try plainStatement(statement, topLevel: topLevel)
                    if returnedFromBody { break }
                } else {
                    views += try builderStatement(statement.item, topLevel: topLevel)
                }
            } catch let diagnostic as Diagnostic {
                diagnostics.append(diagnostic)
            } catch {
                diagnostics.append(self.error("\(error)", at: statement))
            }
        }
        return views
    }

    /// The `if` a statement is, written as a statement (`if x { ... }` on its own line).
    static func ifStatement(_ statement: CodeBlockItemSyntax) -> IfExprSyntax? {
        switch statement.item {
        case .expr(let expression): expression.as(IfExprSyntax.self)
        case .stmt(let written): written.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        default: nil
        }
    }

    /// One statement of a plain Swift body (`builderContent`'s `plain`): a declaration, an
    /// assignment, an `if` or `switch` whose branches may return views; any other expression
    /// is work for its effect, not a view.
    private func plainStatement(_ statement: CodeBlockItemSyntax, topLevel: Bool) throws -> [BlockView] {
        let item = statement.item
        let expression: ExprSyntax
        switch item {
        case .decl: return try builderStatement(item, topLevel: topLevel)
        case .expr(let written): expression = written
        case .stmt(let written):
            // `defer { print(...) }` (set BQ's chess machine times its body): the deferred work
            // runs after the returned views are made (The Swift Programming Language, "Deferred
            // Actions"), so nothing it does changes what the page shows.
            if written.is(DeferStmtSyntax.self) { return [] }
            // `for`, `while`, `repeat`, `do`: statements of Swift, run as Swift code runs them.
            if ReturnFinder.runsOnlyAsSwift(Syntax(written)) {
                try runSwiftStatement(statement)
                return []
            }
            guard let inner = written.as(ExpressionStmtSyntax.self)?.expression else { return try builderStatement(item, topLevel: topLevel) }
            expression = inner
        }
        if let conditional = expression.as(IfExprSyntax.self) { return try ifContent(conditional, plain: true) }
        if let choice = expression.as(SwitchExprSyntax.self) { return try switchContent(choice, plain: true) }
        if SwiftCompiler.discardsAValue(expression) {
            // `_ = { marker.place = "summit" }()`: a value thrown away, its work done.
            try runSwiftStatement(statement)
            return []
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return try builderExpression(expression)
        }
        if let root = Self.changedLocal(expression), scopes.contains(where: { $0[root] != nil }), lookup(root)?.isStandIn == false {
            // `p.x += 1`, `p.tags.append("a")`, `rows.sort()`: a change to a local of the body,
            // run as Swift code runs it and written back (`runSwift` carries what it changes).
            _ = try runSwift(expression, name: "statement", standsIn: true)
        }
        return []
    }

    /// The local a statement changes through a compound assignment (`p.x += 1`) or a method
    /// called on it or its members (`p.tags.append("a")`), if it names one at its root.
    static func changedLocal(_ expression: ExprSyntax) -> String? {
        if let infix = expression.as(InfixOperatorExprSyntax.self), let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           SwiftCompiler.compoundAssignments.contains(symbol) {
            return infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.nameText ?? assignedLocal(infix.leftOperand)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
            return base.as(DeclReferenceExprSyntax.self)?.baseName.nameText ?? assignedLocal(base)
        }
        return nil
    }

    private func builderStatement(_ item: CodeBlockItemSyntax.Item, topLevel: Bool) throws -> [BlockView] {
        if let directive = DiagnosticDirective.parse(item) {
            // `#warning("Remove before release")`: the compiler's warning, or `#error`'s error.
            if directive.isError { throw error(directive.message, at: directive.node) }
            directiveWarnings.append(source.diagnostic(directive.message, at: location(of: directive.node), severity: .warning))
            return []
        }
        switch item {
        case .decl(let decl):
            if SwiftCompiler.isDeclaration(item) { return [] }
            if let config = decl.as(IfConfigDeclSyntax.self) {
                // `#if os(iOS) ... #else ... #endif` around views: the active clause's views.
                guard case .statements(let statements)? = IfConfig.activeClause(config)?.elements else { return [] }
                return builderContent(statements, topLevel: topLevel)
            }
            if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview", let closure = macro.trailingClosure {
                // `#Preview { ContentView() }`: the preview's views are the block's.
                return builderContent(closure.statements)
            }
            guard let variable = decl.as(VariableDeclSyntax.self) else {
                throw error(
                    "this declaration is not supported in a layout block", at: decl,
                    hint: "a block declares `let`s, `@State var`s, structs (layouts, views, keys, data), extensions and functions; classes and actors are the app's")
            }
            try declare(variable, topLevel: topLevel)
            return []
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self) {
                if topLevel, try runsAsScript(expression.expression) { return [] }
                return try builderExpression(expression.expression)
            }
            throw error("statements are not allowed in a view builder", at: statement,
                        hint: "use `ForEach` for repetition and `if`/`else` for choices")
        case .expr(let expression):
            if topLevel, try runsAsScript(expression) { return [] }
            return try builderExpression(expression)
        }
    }

    /// `root.children.append(leaf)`, `total += 1` between a block's declarations and its views:
    /// the block's top level is a script's (Swift's `main.swift`, "top-level code"), whose
    /// statements run in order for their effect, so a change to a local declared above it runs
    /// as Swift code and is written back, as in a body before its `return` (`plainStatement`).
    /// A call that changes it is one of Swift's mutating methods or a method the block declares
    /// without a result; any other expression is one of the block's views.
    private func runsAsScript(_ expression: ExprSyntax) throws -> Bool {
        guard let root = Self.changedLocal(expression), scopes.contains(where: { $0[root] != nil }), lookup(root)?.isStandIn == false else {
            return false
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.nameText {
            let declaresVoid = program.allTypes.contains { type in
                type.methods[method]?.contains { !$0.isProperty && [nil, .named("Void"), .tuple([])].contains($0.returnType) } == true
            }
            guard SwiftBuiltins.mutatingMethods.contains(method) || declaresVoid else { return false }
        }
        let isObject = if case .swift(let data)? = lookup(root) { data.value.isClassInstance } else { false }
        if !isObject, Self.declaresConstant(root, before: expression),
           expression.is(InfixOperatorExprSyntax.self) || callsMutatingMethod(expression) {
            // `let names = ["a"]; names.append("b")`: a `let` of a value type is not changed (The
            // Swift Programming Language, "Constants and Variables"); an object's `let` is.
            throw error("`\(root)` is a `let` constant", at: expression, hint: "declare it with `var` to change it")
        }
        _ = try runSwift(expression, name: "statement", standsIn: true)
        return true
    }

    /// Whether the block's top level declares `name` with `let` before `statement`.
    private static func declaresConstant(_ name: String, before statement: ExprSyntax) -> Bool {
        guard let file = statement.root.as(SourceFileSyntax.self) else { return false }
        return file.statements.contains { item in
            guard item.position < statement.position, let variable = item.item.as(VariableDeclSyntax.self),
                  variable.bindingSpecifier.tokenKind == .keyword(.let) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText == name }
        }
    }

    /// Whether `expression` calls one of Swift's mutating methods or a `mutating func` the block declares.
    private func callsMutatingMethod(_ expression: ExprSyntax) -> Bool {
        guard let name = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.nameText else { return false }
        return SwiftBuiltins.mutatingMethods.contains(name) || program.declaresMutatingMethod(name)
    }

    /// The standard library's functions called for their effect alone (printing, checks).
    static let sideEffectFunctions: Set<String> = ["print", "debugPrint", "dump", "assert", "assertionFailure", "precondition"]

    /// The calls of SwiftUI modifiers that end `expression` (`.frame(...)` and `.padding()` of
    /// `artworkView.padding().frame(width: 75)`), outermost first: where a view goes, what they
    /// modify is a view, the app's when it stands in (``viewPositionModifierCalls``).
    private func modifierChain(_ expression: ExprSyntax) -> [SyntaxIdentifier] {
        var calls: [SyntaxIdentifier] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = access.base, catalog.modifiers[access.declName.baseName.nameText] != nil {
            calls.append(call.id)
            current = base
        }
        return calls
    }

    /// One expression of a builder: a view, a `ForEach`, or an `if`.
    private func builderExpression(_ expression: ExprSyntax) throws -> [BlockView] {
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText,
           Self.sideEffectFunctions.contains(name), program.functions(name) == nil {
            // `debugPrint("body computed")` before a body's `return`: the standard library's
            // output and checks, which a page has no console for; nothing to draw.
            return []
        }
        if let conditional = expression.as(IfExprSyntax.self) {
            return try ifContent(conditional)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
           let name = infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.nameText, try assignLocal(name, infix.rightOperand) {
            return []
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
           let root = Self.assignedLocal(infix.leftOperand), scopes.contains(where: { $0[root] != nil }) {
            // `formatter.dateFormat = "yyyy"`, `point.x += 1` before a body's `return`: a local's
            // property set, as Swift code sets it (an object's in place, a struct's written back
            // to the local: `runSwift` carries the variables the code changes; set AL's prose),
            // the app's names in it standing in. Setting a property of the app's object
            // (`indicator.minValue = ...` of an `NSLevelIndicator()`) changes nothing a page has.
            if lookup(root)?.isStandIn == false { _ = try runSwift(expression, name: "assignment", standsIn: true) }
            return []
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return try switchContent(choice)
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview", let closure = macro.trailingClosure {
            // `#Preview { ContentView() }`: the preview's views are the block's.
            return builderContent(closure.statements)
        }
        let chain = modifierChain(expression)
        viewPositionModifierCalls.formUnion(chain)
        defer { viewPositionModifierCalls.subtract(chain) }
        switch try evaluate(expression) {
        case .view(let view): return [view]
        case .views(let views): return views
        case .standIn(let written): return [standInView(written, at: expression)]
        case .geometry(let geometry):
            guard case .view(let path)? = pathView(of: geometry, at: expression) else {
                throw error("expected a view, found a value of the GeometryReader's size", at: expression,
                            hint: "use the size in a view's `.frame`, `.offset` or `.position`, or in a `Path`")
            }
            return [path]
        case .swift(let data) where data.value.isInstance:
            switch try instanceView(data.value, at: expression) {
            case .view(let view)?: return [view]
            case .views(let views)?: return views
            default: throw error("expected a view, found `\(data.typeName)`", at: expression, hint: "a builder lists views; wrap text in `Text(...)`")
            }
        // `image?.resizable()` of an image not there: an `Optional` view, which draws nothing
        // when it is `nil` (SwiftUI's `Optional: View` conformance).
        case .null where SwiftCompiler.isOptionalChained(expression):
            return []
        // `loading ? ProgressView() : nil`: a `ProgressView?`, the same conformance; a bare `nil`
        // has no type in Swift and stays an error.
        case .null where expression.is(TernaryExprSyntax.self):
            return []
        // `image` of the view's `let image: Image?`, nil: the same conformance.
        case .null where isOptionalProperty(expression):
            return []
        // `note.map { Text($0) }` of a `String?` that is nil: Optional's `map` gives nil for nil
        // (Apple, "Optional.map(_:)"), a `Text?` that draws nothing (an array's never is nil).
        case .null where Self.isMapCall(expression):
            return []
        // `color`, a `let color: Color = .blue`: a colour is a view (SwiftUI's `Color: View`).
        case .member(let member) where Self.isColourValue(.member(member)):
            return [BlockView(kind: "Color", id: generatedID("Color", at: expression),
                              arguments: [BlockArgument(label: nil, value: .member(member), location: location(of: expression))],
                              location: location(of: expression))]
        // `Image.donutSymbol`, `Theme.header`, `Text.none`: a static view the app declares on a
        // type (SwiftUI's views have no static members of their own: set AI's CotEditor).
        case .member(let member) where member.arguments == nil
            && member.base.map({ catalog.views[$0] != nil || SwiftUITypeName.isForeign($0, viewNames: catalog.viewNames) }) == true:
            let written = Value.member(member).interpolated
            _ = standIn(written, at: expression)
            if let kind = member.base, ViewCatalog.shapeKinds.contains(kind) { return [standInShape(kind, at: expression)] }
            return [member.base == "Image" ? standInImage(at: expression) : standInView(written, at: expression)]
        case let other:
            throw error("expected a view, found \(other.typeName)", at: expression,
                        hint: "a builder lists views; wrap text in `Text(...)`")
        }
    }

    /// Whether `expression` is `x.map { ... }` or `x.flatMap { ... }`, under modifiers.
    static func isMapCall(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if ["map", "flatMap"].contains(access.declName.baseName.nameText) { return true }
            guard let base = access.base else { return false }
            current = base
        }
        return false
    }

    /// Whether `expression` names a stored property of the view being built declared optional
    /// (`image` or `self.image` of `let image: Image?`).
    private func isOptionalProperty(_ expression: ExprSyntax) -> Bool {
        // `detail.foregroundStyle(.secondary)`, `popover.padding(15).gesture(drag)`: SwiftUI's
        // modifiers of the optional view, drawing ones and behaviours alike.
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = access.base, case let name = access.declName.baseName.nameText,
           isViewMethod(name) {
            return isOptionalProperty(base)
        }
        // `options.backdrop` of a value whose type declares `var backdrop: AnyView?` (set AI's
        // ExcalidrawZ): read again only now that it is nil, for its declared type.
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, base.trimmedDescription != "self",
           case .swift(let data)? = try? evaluate(base), case .instance(let instance) = data.value,
           let index = instance.type.propertyIndex(access.declName.baseName.nameText), case .optional? = instance.type.properties[index].type {
            return true
        }
        // `extra()` of `let extra: () -> Extra?` (set AP's eidch, a slot defaulting to `{ nil }`):
        // a closure whose declared result is optional.
        let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression
        let reference = (called ?? expression).as(DeclReferenceExprSyntax.self)
            ?? (called ?? expression).as(MemberAccessExprSyntax.self).flatMap { $0.base?.is(DeclReferenceExprSyntax.self) == true && $0.base?.trimmedDescription == "self" ? $0.declName : nil }
        guard let name = reference?.baseName.nameText, let owner = viewStack.last, let index = owner.propertyIndex(name) else { return false }
        switch owner.properties[index].type {
        case .optional?: return called == nil
        case .named(let function)? where called != nil:
            return function.components(separatedBy: "->").last?.trimmingCharacters(in: .whitespaces).hasSuffix("?") == true
        default: return false
        }
    }

    func ifContent(_ conditional: IfExprSyntax, plain: Bool? = nil) throws -> [BlockView] {
        if let test = try sizeConditions(conditional.conditions) {
            switch test {
            case .ofSize(let test, let first, let bound):
                // `if -offset >= 0 { DispatchQueue.main.async { ... } }` in a plain body: work
                // for its effect on the app's model, which returns nothing to draw.
                if plain == true, conditional.elseBody == nil, !containsReturn(conditional.body.statements) { return [] }
                return try geometryConditional(conditional, test: test, condition: first, bindings: bound)
            case .holds(let bound):
                noteUnseenElse(of: conditional, plain: plain)
                return builderContent(conditional.body.statements, bindings: bound, plain: plain)
            case .fails:
                noteUnseen(conditional.body.statements, binding: conditional.conditions, plain: plain)
                return try elseContent(of: conditional, plain: plain)
            }
        }
        if let bound = try conditionBindings(conditional.conditions, of: "if") {
            noteUnseenElse(of: conditional, plain: plain)
            return builderContent(conditional.body.statements, bindings: bound, plain: plain)
        }
        noteUnseen(conditional.body.statements, binding: conditional.conditions, plain: plain)
        return try elseContent(of: conditional, plain: plain)
    }

    /// The views of an `if`'s `else` (or `else if`), none without one.
    private func elseContent(of conditional: IfExprSyntax, plain: Bool?) throws -> [BlockView] {
        switch conditional.elseBody {
        case .ifExpr(let next): return try ifContent(next, plain: plain)
        case .codeBlock(let block): return builderContent(block.statements, plain: plain)
        case nil: return []
        }
    }

    private enum SizeConditions {
        /// Holds for the sizes where `test` does; `first` is the first condition of the size.
        /// `bindings` are the names the other conditions bind, for the body.
        case ofSize(GeometryValue, first: ExprSyntax, bindings: [String: Value])
        case holds([String: Value])
        case fails
    }

    /// An `if`'s conditions when one or more depend on a GeometryReader's size (a list holds
    /// together, as Swift reads it as `&&`: `if columns > 1, !proxy.size.width.isZero`): one
    /// condition of the size, or decided now where none is left of the size (a stand-in in
    /// it, `proxy.size.width > limit` of the app's `limit`, decides as any other); nil when
    /// none depends on the size. A binding beside them (`if width > 24, let id = item.shotID`)
    /// does not depend on the size: it is decided now, a nil failing the whole list, and its
    /// names are the body's and the later conditions' (it refused the body; set BL).
    private func sizeConditions(_ conditions: ConditionElementListSyntax) throws -> SizeConditions? {
        guard conditions.contains(where: { condition in
            if case .expression(let expression) = condition.condition { !geometryDependencies(of: expression).isEmpty } else { false }
        }) else { return nil }
        var tests: [GeometryValue] = []
        var first: ExprSyntax?
        scopes.append([:])
        defer { scopes.removeLast() }
        for condition in conditions {
            guard case .expression(let expression) = condition.condition else {
                guard let bound = try conditionBindings([condition], of: "if") else { return .fails }
                scopes[scopes.count - 1].merge(bound) { $1 }
                continue
            }
            let value = geometryDependencies(of: expression).isEmpty ? try evaluate(expression) : try geometryValue(of: expression)
            if case .geometry(let test) = value {
                if let type = test.type, type != .bool { throw error("an `if` condition must be a Bool, and this is \(type)", at: expression) }
                tests.append(test)
                first = first ?? expression
                continue
            }
            guard case .bool(let holds) = self.condition(value, at: expression) else {
                throw error("an `if` condition must be a Bool, found \(value.typeName)", at: expression)
            }
            if !holds { return .fails }
        }
        let bindings = scopes[scopes.count - 1]
        guard let first else { return .holds(bindings) }
        return .ofSize(tests.count == 1 ? tests[0] : .allHold(tests), first: first, bindings: bindings)
    }

    /// `if proxy.size.width > 500 { HStack { ... } } else { VStack { ... } }` in a
    /// GeometryReader: SwiftUI calls the reader's closure with each size, so the branch
    /// depends on the size. Every view of both branches is kept, each under a node that is
    /// there at the sizes where the condition picks its branch and left out of its container
    /// at the others (`GeometryBranchLayout`), as `ViewThatFits` hides its alternatives. So a
    /// branch of one view lays out as SwiftUI's `_ConditionalContent` of that view, one of
    /// several as their `TupleView`, and an `if` without `else` as `buildIf`'s optional view.
    private func geometryConditional(_ conditional: IfExprSyntax, test: GeometryValue, condition: ExprSyntax,
                                     bindings: [String: Value] = [:], otherwise given: [BlockView]? = nil) throws -> [BlockView] {
        let chosen = builderContent(conditional.body.statements, bindings: bindings)
        var otherwise = given ?? []
        if given == nil {
            switch conditional.elseBody {
            case .ifExpr(let next): otherwise = try ifContent(next)
            case .codeBlock(let block): otherwise = builderContent(block.statements)
            case nil: break
            }
        }
        let id = generatedID("_ConditionalContent", at: conditional)
        let branches = chosen.map { ($0, true) } + otherwise.map { ($0, false) }
        return branches.enumerated().map { index, branch in
            BlockView(kind: "_ConditionalContent", id: "\(id)-\(index + 1)", arguments: [
                BlockArgument(label: "condition", value: .geometry(test), location: location(of: condition)),
                BlockArgument(label: "holds", value: .bool(branch.1), location: location(of: condition)),
            ], children: [branch.0], location: location(of: conditional))
        }
    }

    /// The names an `if`'s or a `guard`'s conditions bind (`if let photo = pet.photo`, `if
    /// let photo`), or `nil` when a condition fails: a false Bool or a `nil` value. Later
    /// conditions see earlier bindings, as in Swift.
    /// A condition's truth in the reading where stand-ins hold, `nil` where the app's values
    /// decide it: `&&`, `||` and `!` over parts that stand-ins decide are decided by the parts
    /// the page knows, as in Kleene's logic (`flag && 1 > 2` is false whatever `flag` is; `ready && !(count > 3)` is unknown,
    /// where reading each stand-in as false, or each as true, made it false either way and left
    /// set AX's MoodSnap without a view).
    private func conditionTruth(_ expression: ExprSyntax, of statement: String) throws -> Bool? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try conditionTruth(only.expression, of: statement)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return try conditionTruth(prefix.expression, of: statement).map { !$0 }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           symbol == "&&" || symbol == "||" {
            let left = try conditionTruth(infix.leftOperand, of: statement)
            if left == (symbol == "||") { return left }
            let right = try conditionTruth(infix.rightOperand, of: statement)
            if right == (symbol == "||") { return right }
            return left == nil || right == nil ? nil : symbol == "&&"
        }
        let decidedBefore = standInDecided
        standInDecided = false
        defer { standInDecided = standInDecided || decidedBefore }
        let value = try conditionValue(expression, of: statement)
        return standInDecided ? nil : value
    }

    /// A condition's value as the view code reads it, a stand-in false.
    private func conditionValue(_ expression: ExprSyntax, of statement: String) throws -> Bool {
        let tested = try evaluate(expression)
        guard case .bool(let value) = self.condition(tested, at: expression) else {
            throw error("\(statement == "if" ? "an" : "a") `\(statement)` condition must be a Bool, found \(tested.typeName)", at: expression)
        }
        return value
    }

    func conditionBindings(_ conditions: some Sequence<ConditionElementSyntax>, of statement: String) throws -> [String: Value]? {
        scopes.append([:])
        defer { scopes.removeLast() }
        for condition in conditions {
            switch condition.condition {
            case .expression(let expression):
                // A stand-in is false as a condition (so `!x` is true); in the reading where
                // stand-ins hold, a condition the app's values decide holds as a whole.
                let value = standInsHold ? try conditionTruth(expression, of: statement) : try conditionValue(expression, of: statement)
                if value == nil { standInDecided = true }
                if !(value ?? true) { return nil }
            case .optionalBinding(let binding):
                // `if let _ = headerTitle`: a test that the value is there, binding nothing.
                if binding.pattern.trimmedDescription == "_", let initializer = binding.initializer {
                    if try evaluate(initializer.value) == .null { return nil }
                    continue
                }
                if let names = SwiftCompiler.tupleNames(binding.pattern), let initializer = binding.initializer {
                    // `if let (label, run) = action`: the optional tuple unwrapped, then taken
                    // apart (the names Swift code's conditions read, `SwiftCompiler.tupleNames`).
                    let value = try evaluate(initializer.value)
                    if value == .null { return nil }
                    try bindTuple(names, value, of: initializer.value, pattern: binding.pattern, topLevel: false)
                    continue
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText else {
                    throw error("bind one name at a time", at: binding.pattern)
                }
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value)
                } else if let named = lookup(name) {
                    value = named
                } else if let hint = typoHint(for: name, among: namesInScope) {
                    throw error("unknown name `\(name)`", at: binding.pattern, hint: hint).identified(.unknownName, subject: name)
                } else {
                    // `if let image` of the app's optional: present, as a stand-in.
                    value = standIn(name, at: binding.pattern)
                }
                if value == .null { return nil }
                scopes[scopes.count - 1][name] = value
            case .matchingPattern(let matching):
                // `if case .expired(let days) = status`: the case's payload, bound; the app's
                // value (a stand-in) matches, its names standing in.
                let subject = try evaluate(matching.initializer.value)
                guard let bound = subject.isStandIn ? try standInBindings(matching.pattern)
                        : try patternBindings(of: SwiftValue(subject), matching.pattern) else { return nil }
                scopes[scopes.count - 1].merge(bound) { $1 }
            case .availability(let availability):
                // A page is laid out as the newest iOS (as `#if os(iOS)` is true): every
                // `#available` holds and every `#unavailable` fails.
                if availability.availabilityKeyword.tokenKind == .poundUnavailable { return nil }
            }
        }
        return scopes.last
    }

    /// Whether `expression` reads a name holding a `GeometryReader`'s proxy or a value of its size.
    func readsGeometry(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, case .geometry? = lookup(name) else { return false }
            return true
        }
    }

    /// The local a member assignment's target starts from (`formatter` of `formatter.dateFormat`,
    /// `rows` of `rows[0].title`), if the target is a chain of members and subscripts of a name.
    static func assignedLocal(_ target: ExprSyntax) -> String? {
        var current = target
        while true {
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base { current = base; continue }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression; continue }
            break
        }
        guard current.id != target.id, let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
        return reference.baseName.nameText
    }

    /// `isLong = true` in a builder: a local declared before it gets the value, as result
    /// builders leave assignments untransformed (SE-0289). `false` for a name that is not a
    /// local (a state variable changes only through the page's controls).
    private func assignLocal(_ name: String, _ expression: ExprSyntax) throws -> Bool {
        let depth: Int, type: SwiftType?, topLevel: Bool
        if let pending = uninitialized[name], pending.depth < scopes.count {
            (depth, type, topLevel) = pending
            uninitialized[name] = nil
        } else if let found = scopes.indices.last(where: { scopes[$0][name] != nil }) {
            (depth, type, topLevel) = (found, nil, false)
        } else {
            return false
        }
        var value = try evaluate(expression)
        if let type { value = try convert(value, to: type, at: expression) }
        scopes[depth][name] = value
        if topLevel { fileScope[name] = value }
        return true
    }

    /// The views of the first `case` of a `switch` that matches its subject (`default:` last).
    private func switchContent(_ choice: SwitchExprSyntax, plain: Bool? = nil) throws -> [BlockView] {
        let subject = try evaluate(choice.subject)
        // `switch (content, shouldRender)`: a tuple of the parts, as Swift code holds one.
        let parts = choice.subject.as(TupleExprSyntax.self).flatMap { $0.elements.count > 1 ? Array($0.elements) : nil }
        let value = try parts.map { SwiftValue.tuple(try $0.map { SwiftValue(try evaluate($0.expression)) }, labels: $0.map { $0.label?.text }) }
            ?? SwiftValue(subject)
        let cases = choice.cases.active
        // The app's value (a stand-in) takes the first case, its names standing in too, so the
        // views it shows are the ones written first; a case that traps (`case .unsupported:
        // fatalError()`) is one the app's value never reaches, and the next is taken.
        func standInCase() throws -> [BlockView]? {
            for candidate in cases {
                guard case .case(let label) = candidate.label, let item = label.caseItems.first else { return nil }
                let errorsBefore = diagnostics.count
                let views = builderContent(candidate.statements, bindings: try standInBindings(item.pattern), plain: plain)
                guard diagnostics[errorsBefore...].contains(where: { $0.id == .trap }), candidate != cases.last else {
                    noteUnseenCases(cases, except: candidate, plain: plain)
                    return views
                }
                diagnostics.removeSubrange(errorsBefore...)
                standInDecided = true
            }
            return nil
        }
        if subject.isStandIn, let views = try standInCase() { return views }
        for switchCase in cases {
            switch switchCase.label {
            case .default:
                noteUnseenCases(cases, except: switchCase, plain: plain)
                return builderContent(switchCase.statements, plain: plain)
            case .case(let label):
                for item in label.caseItems {
                    guard let bound = try patternBindings(of: value, item.pattern) else { continue }
                    scopes.append(bound)
                    let holds = try item.whereClause.map { try evaluate($0.condition) == .bool(true) } ?? true
                    scopes.removeLast()
                    if holds {
                        noteUnseenCases(cases, except: switchCase, plain: plain)
                        return builderContent(switchCase.statements, bindings: bound, plain: plain)
                    }
                }
            }
        }
        // A tuple holding the app's value (`switch (loader.content, visible)`) that no case
        // matches takes the first, as Swift code's `switch` does (`SwiftCompiler.switchStatement`).
        if SwiftCompiler.holdsStandIn(value), let views = try standInCase() { return views }
        throw error("no case of the `switch` matches \(subject.quoted)", at: choice.subject, hint: "add a `default:` case")
    }

    /// The names a `case` pattern binds when `value` matches it, `nil` when it does not, by
    /// the pattern compiler Swift code's `switch` uses (``SwiftCompiler/casePattern(_:positions:captures:)``):
    /// one owner of pattern matching for views and code.
    private func patternBindings(of value: SwiftValue, _ pattern: PatternSyntax) throws -> [String: Value]? {
        let compiled = try casePattern(pattern)
        let frame = SwiftFrame.make(slotCount: compiled.slotCount, parent: nil)
        let machine = SwiftMachine(library: self)
        guard try runningSwift(at: pattern, { _ in try compiled.matches(machine, frame, value) }) else { return nil }
        var bound: [String: Value] = [:]
        for (name, slot) in compiled.names { bound[name] = try viewValue(frame[slot], "`\(name)` is", at: pattern) }
        return bound
    }

    /// The names a pattern binds, each standing in (a `case` taken for the app's value).
    private func standInBindings(_ pattern: PatternSyntax) throws -> [String: Value] {
        Dictionary(uniqueKeysWithValues: try casePattern(pattern).names.map { ($0.name, Value.standIn($0.name)) })
    }

    /// `pattern` compiled once per block (a `switch` inside `ForEach` is matched per row).
    func casePattern(_ pattern: PatternSyntax) throws -> SwiftCompiler.CasePattern {
        if let compiled = casePatterns[pattern.id] { return compiled }
        let compiler = SwiftCompiler(program: program)
        // A name of the app's in a body's pattern (`case kDNSServiceErr_NoAuth:`) stands in, as
        // it does anywhere in the body (and then matches no value the page has).
        compiler.standsInForAppNames = true
        let compiled = try compiler.casePattern(pattern, positions: positions) { [self] name in lookup(name).map(SwiftValue.init) }
        standIns += compiler.standIns
        casePatterns[pattern.id] = compiled
        return compiled
    }

    // MARK: - Declarations

    private func declare(_ variable: VariableDeclSyntax, topLevel: Bool) throws {
        let wrapsState = variable.attributes.contains { attribute in
            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return name == "State" || (UnsupportedSwiftUI.storedStateWrappers.contains(name) && variable.bindings.allSatisfy { $0.initializer != nil })
        }
        // `if let data { @State var isSubbed = data.flag ?? false; ... }`: a wrapped local in a
        // body (Swift allows property wrappers on locals, SE-0258), whose value is the initial
        // one each time the body runs; the page's states are the ones declared before the views.
        let isState = wrapsState && topLevel
        // `@Bindable var book = book` in a body: the object itself, whose `$book.title` binds its
        // property (Apple, "Bindable": "you can create a `@Bindable` variable within a view's
        // body"); it was the app's value, a stand-in, and `$book.title` bound nothing.
        let bindsObject = variable.attributes.count == 1 && variable.bindings.allSatisfy { $0.initializer != nil }
            && ["Bindable", "SwiftUI.Bindable"].contains(variable.attributes.first?.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
        let keepsInitialValue = wrapsState || bindsObject
        if let attribute = variable.attributes.first?.as(AttributeSyntax.self), Self.isScaledMetric(attribute),
           variable.bindings.count == 1, let binding = variable.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText, let initializer = binding.initializer {
            // `@ScaledMetric var inset = 12` before the views: the number at the page's text size.
            scopes[scopes.count - 1][name] = try scaledMetric(try evaluate(initializer.value), attribute: attribute)
            if topLevel { fileScope[name] = scopes[scopes.count - 1][name] }
            return
        }
        if !keepsInitialValue, let attribute = variable.attributes.first?.as(AttributeSyntax.self),
           case let wrapper = attribute.attributeName.trimmedDescription,
           // `@UndoBindable(target: ...) var bindable = story` in a body (Swift allows wrapped
           // locals, SE-0258): the app's own wrapper, not pasted, gives the app's value, as its
           // view properties do (set CH's Novelty: "only the `@State` attribute is supported").
           UnsupportedSwiftUI.appStateWrappers.contains(wrapper) || isAppPropertyWrapper(wrapper) {
            if let key = Self.environmentKey(of: attribute), hasEnvironmentValue(key),
               let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText, variable.bindings.count == 1,
               let value = try environmentValue(key, at: attribute) {
                // `@Environment(\.colorScheme) var scheme` beside the block's views: the page's value.
                scopes[scopes.count - 1][name] = value
                return
            }
            // `@Environment(\.dismiss) private var dismiss`: the app's, not the page's.
            inertModifiers.append(("@" + wrapper, location(of: attribute)))
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText { appProvided[name] = wrapper }
            }
            return
        }
        if let attribute = variable.attributes.first, !keepsInitialValue {
            throw error("only the `@State` attribute is supported", at: attribute)
        }
        for binding in variable.bindings {
            // `let _ = model.update()`: evaluated in Swift for what it does, which a page does not do.
            if binding.pattern.is(WildcardPatternSyntax.self), binding.initializer != nil { continue }
            if let tuple = binding.pattern.as(TuplePatternSyntax.self), let initializer = binding.initializer, !isState {
                try declareTuple(tuple, initializer.value, topLevel: topLevel)
                continue
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText else {
                throw error("declare one name at a time", at: binding.pattern)
            }
            if let accessors = binding.accessorBlock, case .getter(let statements) = accessors.accessors, !isState {
                // `var isCompact: Bool { width < 400 }` before the views: its value, computed once,
                // as the block's names do not change while it is read.
                // A getter of one expression that makes views (`var badge: some View { Text("a") }`,
                // or a type the annotation leaves unsaid) is the view builder's; any other value
                // is computed as Swift code computes it, one getter, one semantics.
                let only = statements.count == 1 ? statements.first?.item : nil
                let makesViews = binding.appliedTypeAnnotation.map { SwiftCompiler.isViewType(SwiftCompiler.typeName($0.type)) } ?? true
                if let expression = only?.as(ExprSyntax.self) ?? only?.as(ReturnStmtSyntax.self)?.expression,
                   makesViews || readsGeometry(expression) {
                    // `var half: Double { proxy.size.width / 2 }` inside a `GeometryReader`: a
                    // number known at layout time, as `let half = ...` is (Swift code has no size yet).
                    let value = try evaluate(expression)
                    scopes[scopes.count - 1][name] = try binding.appliedTypeAnnotation.map { try convert(value, to: SwiftType($0.type), at: expression) } ?? value
                } else {
                    // A getter of statements: Swift code, run once with the names around it.
                    let type = binding.appliedTypeAnnotation.map { SwiftType($0.type) }
                    let compiler = SwiftCompiler(program: program)
                    // The block's own declaration: a name of the app's it reads stands in, as in a body.
                    compiler.standsInForAppNames = true
                    let getter = try compiler.statementsFunction(statements, name: name, returning: type, owner: viewStack.last,
                                                                 positions: positions) { [self] name in lookup(name).map(SwiftValue.init) }
                    standIns += compiler.standIns
                    let owner = viewStack.last
                    let result = try runningSwift(at: binding) { _ in
                        try SwiftMachine(library: self).call(getter, self: owner.map(compiledSelf), arguments: [], captured: nil, at: getter.spot).0
                    }
                    scopes[scopes.count - 1][name] = try typedResult(try viewValue(result, "`\(name)` is", at: binding), type, at: binding)
                }
                if topLevel { fileScope[name] = scopes[scopes.count - 1][name] }
                continue
            }
            guard let initializer = binding.initializer else {
                // `let isLong: Bool` then `switch flavor { case .long: isLong = true ... }`: Swift
                // lets a local be assigned later, once on every path before it is read (The Swift
                // Programming Language, "Constants and Variables"); a result builder leaves the
                // assignments as they are (SE-0289, "Assignments").
                if isState || binding.appliedTypeAnnotation == nil {
                    throw error("`\(name)` needs an initial value", at: binding, hint: "write `\(name) = ...`")
                }
                uninitialized[name] = (scopes.count - 1, binding.appliedTypeAnnotation.map { SwiftType($0.type) }, topLevel)
                continue
            }
            // As in Swift, a name may be declared once per scope; an inner declaration shadows
            // outer ones, and the page's data (front matter, data files) is outermost of all.
            if scopes.last?[name] != nil || ((isState || topLevel) && stateDeclarations[name] != nil) {
                throw error("`\(name)` is already defined", at: binding.pattern, hint: "choose another name")
            }
            var value: Value
            if initializer.value.is(ClosureExprSyntax.self) {
                // A closure takes its parameters' types from the declared function type, if any;
                // the app's names in its body stand in until it runs, those it reads and those it
                // sets (set AL's `let hapticAction: () -> Void = { ...; action() }`, set AP's
                // `let open = { showsSheet = true }` of the view's state in a body pasted alone).
                let type = binding.appliedTypeAnnotation.map { SwiftType($0.type) }
                value = try viewValue(try runSwift(initializer.value, name: name, type: type, standsIn: true), "`\(name)` is", at: initializer.value)
            } else {
                value = try evaluate(initializer.value, declared: binding.appliedTypeAnnotation.map { SwiftType($0.type) })
            }
            if let type = binding.appliedTypeAnnotation?.type {
                value = try convert(value, to: SwiftType(type), at: initializer.value)
            }
            if isState {
                stateDeclarations[name] = location(of: binding.pattern)
                // The state assignment being laid out wins over the initial value.
                if state[name] == nil { state[name] = value }
            } else {
                scopes[scopes.count - 1][name] = value
                if topLevel { fileScope[name] = value }
            }
        }
    }

    /// `let (title, count) = summary`: each name bound to its part of the tuple, by position.
    private func declareTuple(_ pattern: TuplePatternSyntax, _ initializer: ExprSyntax, topLevel: Bool) throws {
        for element in pattern.elements where !element.pattern.is(WildcardPatternSyntax.self) && !element.pattern.is(IdentifierPatternSyntax.self) {
            throw error("a nested pattern is not supported here", at: element.pattern, hint: "bind the tuple to a name and read its parts")
        }
        let names = pattern.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText }
        try bindTuple(names, try evaluate(initializer), of: initializer, pattern: pattern, topLevel: topLevel)
    }

    /// `names` (`nil` for `_`) bound to the parts of `value` (`let (title, count) = summary`,
    /// `if let (label, run) = action` once unwrapped), in the innermost scope.
    private func bindTuple(_ names: [String?], _ value: Value, of initializer: ExprSyntax, pattern: some SyntaxProtocol, topLevel: Bool) throws {
        var parts: [Value]
        switch value {
        case .dictionary(let entries): parts = entries.map(\.value)
        case .swift(let data):
            guard case .tuple(let values, _) = data.value else { fallthrough }
            parts = values.map { $0.blockValue ?? .swift(SwiftData($0, typeName: $0.typeName)) }
        case .standIn:
            // `let (preview, code) = #CodeSnippet(...)`: each part is the app's, shown by its name.
            parts = names.map { .standIn($0 ?? value.interpolated) }
        default:
            throw error("`\(initializer.trimmedDescription)` is \(value.typeName), not a tuple of \(names.count)", at: initializer)
        }
        guard parts.count == names.count else {
            throw error("the tuple has \(parts.count) parts, and the pattern names \(names.count)", at: pattern)
        }
        for (name, part) in zip(names, parts) {
            guard let name else { continue }
            if scopes.last?[name] != nil { throw error("`\(name)` is already defined", at: pattern, hint: "choose another name") }
            scopes[scopes.count - 1][name] = part
            if topLevel { fileScope[name] = part }
        }
    }

    /// Applies a type annotation such as `let total: Double = 40`.
    /// A value where `type` is declared (`let items: [Item] = [.init(id: 1), .empty]`), as
    /// Swift infers its literals and implicit members from that type: through arrays and
    /// optionals to the named type each element takes.
    func convert(_ value: Value, to type: SwiftType, at node: some SyntaxProtocol) throws -> Value {
        switch (type, value) {
        case (.int, _): return try convert(value, toType: "Int", at: node)
        case (.bool, _): return try convert(value, toType: "Bool", at: node)
        case (.string, _): return try convert(value, toType: "String", at: node)
        case (.floatingPoint(let spelled), _), (.named(let spelled), _): return try convert(value, toType: spelled, at: node)
        case (.optional(let wrapped), _) where value != .null: return try convert(value, to: wrapped, at: node)
        case (.tuple(let parts), .dictionary(let entries)) where parts.count == entries.count:
            // `let weights: [(String, Double)] = [("Flour", 500)]`: the tuple's parts (a record
            // of `0`, `1` or their labels here) take their types, and an unlabelled part the
            // type's label (`@State var degrees: (x: Double, y: Double) = (0, 0)` reads `degrees.x`,
            // as Swift converts a tuple to a labelled tuple type of the same shape).
            return .dictionary(try zip(entries.enumerated(), parts).map { item, part in
                let (index, entry) = item
                let key = entry.key == String(index) ? part.label ?? entry.key : entry.key
                return DictionaryEntry(key: key, value: try convert(entry.value, to: part.type, at: node))
            })
        case (.tuple, .swift(let data)):
            let converted = try runningSwift(at: node) { spot in try SwiftConversion.convert(data.value, to: type, at: spot) }
            return converted.blockValue ?? .swift(SwiftData(converted, typeName: data.typeName))
        case (.array(let element), .member(let made)) where made.base == nil && made.name == "init":
            // `let tracks: [GridItem] = .init(repeating: GridItem(.flexible()), count: 3)`, and
            // `.init()`: Array's initialisers, the type given by the annotation (set AS's Memola).
            guard let arguments = made.arguments, !arguments.isEmpty else { return .array([]) }
            guard arguments.map(\.label) == ["repeating", "count"], let count = arguments[1].value.number.map(Int.init), count >= 0 else {
                throw error("an array's `.init` takes `repeating:` and a count of zero or more here", at: node)
            }
            guard count <= 10_000 else { throw error("`.init(repeating:count:)` makes \(count) elements, more than the 10000 a block shows", at: node) }
            let item = try convert(arguments[0].value, to: element, at: node)
            return .array(Array(repeating: item, count: count))
        case (.array(let element), .array(let elements)):
            // Only what the element type decides: literals, implicit members and nested arrays.
            return .array(try elements.map { item in
                switch item {
                case .int, .member, .array, .swift, .dictionary: try convert(item, to: element, at: node)
                default: item
                }
            })
        case (.dictionary(_, let valueType), .dictionary(let entries)):
            // `let prices: [String: Double] = ["USD": 2.5, "EUR": 3]`: the values take the value
            // type as an array's elements do (`3` is `3.0`, as in Swift code).
            return .dictionary(try entries.map { entry in
                switch entry.value {
                case .int, .member, .array, .swift, .dictionary: DictionaryEntry(key: entry.key, value: try convert(entry.value, to: valueType, at: node))
                default: entry
                }
            })
        default: return value
        }
    }

    private func convert(_ value: Value, toType type: String, at node: some SyntaxProtocol) throws -> Value {
        // `let y: CGFloat = vm.offset * 0.15` of the app's model: still the stand-in it was.
        if value.isStandIn { return value }
        // `var width: CGFloat = .zero`, `let most: Int = .max`, `@State var drag: CGSize = .zero`:
        // the annotated type's static member, one value whichever evaluator reads it.
        if case .member(let member) = value, member.arguments == nil, member.base == nil || member.base == type,
           let known = BuiltInNames.staticMember(type, member.name) {
            if let plain = known.blockValue { return plain }
            if ["CGSize", "CGPoint", "CGRect"].contains(type) { return .swift(SwiftData(known, typeName: type)) }
        }
        if case .member(let member) = value, member.base == nil, member.name == "init", let arguments = member.arguments, type == "Color",
           program.type(type) == nil {
            // `let tint: Color = .init(red: 0.2, green: 0.4, blue: 0.6)`: the colour view
            // `Color(red:green:blue:)` makes.
            return .view(BlockView(kind: "Color", id: generatedID("Color", at: node), arguments: arguments, location: location(of: node)))
        }
        if case .member(let member) = value, member.base == nil, member.name == "init", let arguments = member.arguments, program.type(type) == nil,
           SwiftCompiler.isLibraryValueType(SwiftType(parsing: type)), let builtIn = SwiftBuiltins.function(type) {
            // `let pad: String = .init(repeating: " ", count: 2)`: the library's initialiser of
            // the annotated type, as Swift code's `.init(...)` reaches it.
            let made = try runningSwift(at: node) { spot in
                try builtIn(SwiftMachine(library: self), arguments.map(\.label), arguments.map { SwiftValue($0.value) }, spot)
            }
            return try viewValue(made, "`.init(...)` is", at: node)
        }
        if case .member(let member) = value, member.base == nil, member.arguments == nil, program.type(type) == nil, ["Color", "Date"].contains(type) {
            // `@State var backgroundColor: Color = .black`, `@State var day: Date = .now`: the
            // type's member, as `Color.black` and `Date.now` are (a colour view, a date).
            return try typeMember(type, member.name, at: node, name: node)
        }
        if let declared = program.type(type), let made = try literalInstance(value, of: declared, at: node) { return made }
        if case .member(let member) = value, member.base == nil, let declared = program.type(type), !declared.isProtocol,
           [.plain, .layoutValueKey].contains(declared.role), let made = try implicitMember(member, of: declared, at: node) {
            return made
        }
        if case .member(let member) = value, member.base == nil, ["String", "Double", "CGFloat", "Float", "Int", "Bool"].contains(type) {
            // `let modes: [String] = [.localized("Near")]`: a static member of the type, found in
            // the block's `extension String` as Swift finds an implicit member (SE-0287), else the
            // app's extension that was not pasted, a stand-in of the type.
            if let extended = program.extensionType(type), let made = try implicitMember(member, of: extended, at: node) { return made }
            if BuiltInNames.staticMember(type, member.name) == nil {
                return standIn("." + member.name + (member.arguments == nil ? "" : "(…)"), at: node)
            }
        }
        // `@SceneStorage("panel.visible") var visible: Bool = DefaultUIState.PANEL_IS_VISIBLE`:
        // a constant of the app's type that was not pasted stands in, as it does in an argument.
        if let written = appStaticConstant(value) { return standIn(written, at: node) }
        // `let cX: CGFloat = proxy.frame(in: .global).midX`: a GeometryReader's number is a
        // CGFloat, computed for each size where it is used.
        if case .geometry(let geometry) = value, geometry.isNumber, ["Double", "CGFloat", "Float"].contains(type) { return value }
        switch (type, value) {
        case ("Double", .int(let number)), ("CGFloat", .int(let number)): return .double(Double(number))
        case ("Double", .double), ("CGFloat", .double), ("Int", .int), ("String", .string), ("Bool", .bool): return value
        case ("Double", _), ("CGFloat", _), ("Int", _), ("String", _), ("Bool", _):
            throw error("cannot use \(value.typeName) as `\(type)`", at: node)
        default: return value
        }
    }

    /// The value of a `let`, state variable or data name.
    func lookup(_ name: String) -> Value? {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        if let value = state[name] { return value }
        if source.file == blockStart.file, source.firstLine == blockStart.line, let value = fileScope[name] { return value }
        return data[name]
    }

    /// Whether `statements` hold a `return` of their own, walked once per syntax node.
    private func containsReturn(_ statements: CodeBlockItemListSyntax) -> Bool {
        if let known = bodiesWithReturn[statements.id] { return known }
        let found = ReturnFinder.containsReturn(statements)
        bodiesWithReturn[statements.id] = found
        return found
    }

    /// Every name in scope, for hints.
    var namesInScope: [String] {
        scopes.flatMap(\.keys) + Array(state.keys) + Array(data.keys)
    }
}

/// Whether a body has a `return` of its own: one outside the closures, functions and types
/// declared in it, whose statements are theirs. Such a body is no result builder's (SE-0289):
/// a declared view's, or a method's that returns views, runs as Swift code, the SwiftUI it
/// makes through the library; a block's own code is read in the view builder's plain mode
/// (`builderContent`), its statements only Swift runs run as Swift (``runsOnlyAsSwift(_:)``).
final class ReturnFinder: SyntaxVisitor {
    private var found = false

    static func containsReturn(_ statements: CodeBlockItemListSyntax) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.found
    }

    /// Whether `node` is a statement only Swift code runs, which the view builder has no
    /// reading of: a loop (`for`, `while`, `repeat`), a `do`, or `_ = compute()`.
    static func runsOnlyAsSwift(_ node: Syntax) -> Bool {
        if node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) || node.is(DoStmtSyntax.self) { return true }
        return node.as(ExprSyntax.self).map(SwiftCompiler.discardsAValue) ?? false
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    // A class's `init` that returns early (`guard let data else { return }`, set BK's
    // Directors-Chair) made the block's own code plain, which drew nothing, without a word.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
