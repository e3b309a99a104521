// A parsed, checked layout block: its state variables and one view tree per combination.

import TrellisLayout
import TrellisMarkup
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One layout block, parsed with swift-syntax and interpreted.
///
/// Parsing, operator folding and a first interpretation with the initial state happen once
/// in `init`, which reports every error of the block; `view(for:)` then interprets the block
/// for any combination of its state values.
public struct ParsedBlock: Sendable {
    /// The most state combinations a block may have; each is laid out and written to HTML.
    public static let maximumCombinations = 64

    public let source: LayoutBlockSource
    /// The block's `@State` variables in declaration order, each with its possible values.
    public let states: [StateVariable]
    /// Notes about what the block asked for that a page cannot do (`.onAppear`, `.sheet`).
    public let notes: [TrellisMarkup.Diagnostic]
    /// The views with every state variable at its initial value.
    public let initialView: BlockView

    /// The Swift the block declares (custom layouts, keys, views, helpers), compiled.
    public let program: SwiftProgram
    /// Holds ``program`` alive and tears it down when the last copy of the block and the
    /// last engine layout made from it are gone (``ProgramLifetime``).
    private let lifetime: ProgramLifetime

    private let tree: SourceFileSyntax
    private let converter: SourceLocationConverter
    private let catalog: ViewCatalog
    private let data: [String: Value]
    /// Whether the block is read with stand-in conditions holding (`Interpreter.standInsHold`).
    private let standInsHold: Bool
    /// The stand-ins the initial reading met (``notes`` says them): another state's reading
    /// says only those it meets anew.
    private let initialStandIns: Set<StandIn>
    /// Whether a view reads the page's text size (`@Environment(\.dynamicTypeSize)` where no
    /// modifier sets it): its views are then made for each text size (``view(for:textSize:)``).
    public let readsTextSize: Bool
    /// Whether a view reads the page's colour scheme (`@Environment(\.colorScheme)` where no
    /// modifier sets it, a `ShapeStyle` resolved otherwise in the dark): its views are then
    /// made for the dark scheme too (``view(for:textSize:colorScheme:)``).
    public let readsColorScheme: Bool

    /// Parses and checks a block.
    ///
    /// - Parameters:
    ///   - data: the names the block may use: the page's front matter and the site's data files.
    ///   - catalog: the views, modifiers and registered layouts the block may use.
    /// - Throws: `BuildFailure` with every mistake, positioned in the page.
    ///   - library: the declarations of the site's `layouts/` folder, which every block sees.
    public init(source: LayoutBlockSource, data: [String: Value] = [:], catalog: ViewCatalog = .standard, library: SwiftProgram? = nil) throws {
        self.source = source
        self.catalog = catalog
        self.data = data
        let prepared = try LargeStack.run { try Self.prepare(source, data: data, catalog: catalog, library: library) }
        self.tree = prepared.tree
        self.converter = prepared.converter
        self.lifetime = prepared.lifetime
        self.program = prepared.lifetime.program
        self.initialView = prepared.view
        self.states = prepared.states
        self.notes = prepared.notes
        self.standInsHold = prepared.standInsHold
        self.initialStandIns = prepared.standIns
        self.readsTextSize = prepared.readsTextSize
        self.readsColorScheme = prepared.readsColorScheme
    }

    /// The ids of the views that draw stand-ins, in the block's initial state.
    public var standInViewIDs: [String] {
        initialView.allViews.filter(\.drawsStandIn).map(\.id)
    }

    /// The views for one assignment of state values (missing names keep their initial value).
    public func view(for state: [String: Value]) throws -> BlockView {
        try view(for: state, textSize: .default)
    }

    /// The views for one assignment of state values at one text size in one scheme: a block
    /// whose views read the text size (``readsTextSize``) or the scheme (``readsColorScheme``)
    /// is made for it, as SwiftUI's body reads its environment; any other block's views are
    /// the same at every size and in both schemes.
    public func view(for state: [String: Value], textSize: DynamicTypeSize, colorScheme: ColorScheme = .light) throws -> BlockView {
        try viewAndWarnings(for: state, textSize: textSize, colorScheme: colorScheme).view
    }

    /// The views for one assignment of state values at one text size in one scheme, and the
    /// warnings and notes of reading them that ``notes`` (the initial reading's) does not
    /// hold: a name the block does not define, or a modifier a page does not draw, in a
    /// branch only that state takes (`if showDetails { ... }`) is said as the initial
    /// state's are, so that a build refuses the stand-in as it refuses one drawn at load.
    public func viewAndWarnings(for state: [String: Value], textSize: DynamicTypeSize, colorScheme: ColorScheme = .light) throws
        -> (view: BlockView, warnings: [TrellisMarkup.Diagnostic]) {
        let sized = readsTextSize && textSize != .default
        let dark = readsColorScheme && colorScheme == .dark
        if !sized, !dark, states.allSatisfy({ state[$0.name] == nil || state[$0.name] == $0.initialValue }) { return (initialView, []) }
        return try LargeStack.run {
            let interpreter = Interpreter(source: source, converter: converter, catalog: catalog, data: data, state: state, program: program)
            interpreter.standInsHold = standInsHold
            interpreter.pageTextSize = sized ? textSize : .default
            interpreter.pageColorScheme = dark ? .dark : .light
            guard let view = interpreter.interpretBlock(tree) else { throw BuildFailure(interpreter.diagnostics) }
            let unique = try Self.uniqueIDs(view, interpreter: interpreter)
            let standIns = interpreter.standIns.filter { !initialStandIns.contains(StandIn($0)) }
            let warnings = Self.readingWarnings(interpreter, view: unique, standIns: standIns, source: source).filter { !notes.contains($0) }
            return (unique, warnings)
        }
    }

    /// A warning at each font of a design the site has no family for (`designs`: those of
    /// `serif` and `rounded` that `trellis.yml` names none for), which the page draws in its
    /// text font, as SwiftUI draws a family it cannot find in the system font: the text is
    /// measured and drawn in that font, a size SwiftUI's design would not give.
    public func fontDesignWarnings(drawnInTextFont designs: Set<String>) -> [TrellisMarkup.Diagnostic] {
        guard !designs.isEmpty else { return [] }
        var said: Set<String> = []
        return initialView.allViews.flatMap(\.modifiers).compactMap { modifier in
            let design: String? = switch modifier.name {
            case "font": if case .member(let font)? = modifier.argument(nil) { BlockLowering.memberName(font.argument("design")) } else { nil }
            case "fontDesign": BlockLowering.memberName(modifier.argument(nil))
            default: nil
            }
            guard let design, designs.contains(design), said.insert("\(modifier.location.line):\(modifier.location.column)").inserted else { return nil }
            return source.diagnostic("the `.\(design)` design is drawn in the site's text font: `trellis.yml` names no \(design) family",
                                     at: modifier.location, hint: "add one under `fonts: { \(design): [...] }` in trellis.yml", severity: .warning)
                .identified(.substitutedFont, subject: design)
        }
    }

    /// A name drawn as a stand-in, where it is written.
    struct StandIn: Hashable, Sendable {
        let written: String
        let location: BlockLocation

        init(_ standIn: (written: String, location: BlockLocation)) {
            written = standIn.written
            location = standIn.location
        }
    }

    /// How deep brackets may nest, the same in debug and release builds (swift-syntax's own
    /// default is 20 in a debug build), safe on the large stack the parser runs on.
    static let maximumNestingLevel = 256

    /// The language mode pasted code is read in: Swift 5's, which Xcode gives an app target
    /// and `swiftc` uses unless told otherwise. The modes parse alike but for whitespace in an
    /// attribute (`@Persisted (primaryKey: true)`), which Swift 6 refuses and Swift 5 accepts
    /// with a warning (swiftc 6.3.1: "extraneous whitespace between attribute name and '(';
    /// this is an error in the Swift 6 language mode"), so the page says it as a warning too.
    static let languageMode: Parser.SwiftVersion = .v5

    /// Parses code with swift-syntax and folds its operators, failing with every syntax
    /// error at its page position; what the parser only warns of is returned.
    static func parse(_ source: LayoutBlockSource) throws
        -> (file: SourceFileSyntax, converter: SourceLocationConverter, warnings: [TrellisMarkup.Diagnostic]) {
        try checkBracketNesting(source)
        var code = source.code
        let parsed = code.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel, swiftVersion: languageMode) }
        let converter = SourceLocationConverter(fileName: source.file, tree: parsed)
        let positions = SourcePositions(source: source, converter: converter)
        // swift-syntax's fix-it for an `=` with whitespace on one side only traps when both
        // sides do have whitespace of some kind (found by fuzzing): report that mistake
        // ourselves and leave the generator out.
        for token in parsed.tokens(viewMode: .sourceAccurate) where token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides {
            throw BuildFailure([positions.error("`=` must have the same whitespace on both sides", at: token,
                                                hint: "write `a = b` or `a=b`")])
        }
        let syntaxDiagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed)
        let syntaxErrors = syntaxDiagnostics.filter { $0.diagMessage.severity == .error }
        if !syntaxErrors.isEmpty {
            throw BuildFailure(syntaxErrors.map { diagnostic($0, positions: positions) })
        }
        let warnings = syntaxDiagnostics.filter { $0.diagMessage.severity == .warning }.map {
            diagnostic($0, positions: positions, severity: .warning)
        }
        var operatorErrors: [OperatorError] = []
        // The code's own `infix operator <+>: AdditionPrecedence` and `precedencegroup`s join
        // the standard library's, wherever in the file they are declared, as in Swift.
        var operators = OperatorTable.standardOperators
        operators.addSourceFile(parsed) { error in
            // `infix operator ~>` of a package the code uses (Swinject's): the standard library
            // declares `~>` too, and a module may declare again an operator it imports; at the
            // same precedence the two are one.
            if case .operatorAlreadyExists(let existing, let new) = error, existing.syntax == nil,
               existing.precedenceGroup ?? "DefaultPrecedence" == new.precedenceGroup ?? "DefaultPrecedence" { return }
            operatorErrors.append(error)
        }
        var folded = operators.foldAll(parsed) { operatorErrors.append($0) }
        let missing = operatorErrors.compactMap { if case .missingOperator(let name, _) = $0 { name } else { nil } }
        if !missing.isEmpty, missing.count == operatorErrors.count {
            // `isHovered <- newValue` of the app's `infix operator <-`, declared in a file not
            // pasted: read at Swift's default precedence (an operator declared without a group
            // has `DefaultPrecedence`), so the code around it parses; where it runs, the
            // evaluators say it is the app's.
            var declared = ""
            for name in Set(missing).sorted() { declared += "infix operator \(name)\n" }
            operators.addSourceFile(Parser.parse(source: declared)) { _ in }
            operatorErrors = []
            folded = operators.foldAll(parsed) { operatorErrors.append($0) }
        }
        if !operatorErrors.isEmpty {
            throw BuildFailure(operatorErrors.map { diagnostic($0.asDiagnostic, positions: positions) })
        }
        guard let file = folded.as(SourceFileSyntax.self) else {
            throw BuildFailure([positions.error("the code could not be read as Swift", at: parsed)])
        }
        return (ModuleQualification.unqualified(file, source: source.code), converter, warnings)
    }

    /// How deep square brackets may nest. swift-syntax's lookahead for inline array types
    /// (`[3 of Int]`) takes time exponential in the depth of unclosed `[` (about 1.7 s at 24,
    /// found by fuzzing); real code nests arrays a few levels.
    static let maximumSquareBracketNesting = 12

    /// How deep parentheses may nest. swift-syntax's recovery lookahead over unclosed `(` grows
    /// about as the cube of their depth (a debug build: 0.2 s at 40, 3 s at 120; 13.5 s for the
    /// fuzzer's input of about 200 under AddressSanitizer, session 51); real code nests calls a
    /// few levels, and a view's closures are braces.
    static let maximumParenthesisNesting = 64

    /// Refuses code whose `[` nest deeper than ``maximumSquareBracketNesting``, or whose `(`
    /// deeper than ``maximumParenthesisNesting`` (outside strings and comments, and inside a
    /// string's interpolations, which are code: the same lookahead took 5 s at 25 `[` there,
    /// found by fuzzing in session 42) before the parser sees it.
    private static func checkBracketNesting(_ source: LayoutBlockSource) throws {
        var depth = 0, parentheses = 0, line = 1, column = 0
        func tooDeep(_ what: String, _ limit: Int) -> BuildFailure {
            BuildFailure([source.diagnostic("\(what) nest more than \(limit) deep", at: source.pageLocation(blockLine: line, blockColumn: column),
                                            hint: "split the expression into `let`s; no layout needs them nested this deep")])
        }
        // A single-line string ends at its line's end, as the lexer ends it; `"""` strings do not.
        var inString = false, inMultilineString = false, inLineComment = false, blockComments = 0
        // The open interpolations, innermost last: whether each is in a `"""` string, and how
        // many of its own parentheses are open (its `)` at zero goes back into the string).
        var interpolations: [(multiline: Bool, parentheses: Int)] = []
        // Open in code and in each interpolation, its own `\(` counted.
        func parenthesesOpen() -> Int { parentheses + interpolations.reduce(0) { $0 + $1.parentheses + 1 } }
        let characters = Array(source.code)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let previous: Character = index > 0 ? characters[index - 1] : " "
            column += 1
            index += 1
            if character == "\n" {
                line += 1
                column = 0
                inLineComment = false
                inString = false
                continue
            }
            if inLineComment { continue }
            if blockComments > 0 {
                if previous == "*" && character == "/" { blockComments -= 1 }
                if previous == "/" && character == "*" { blockComments += 1 }
                continue
            }
            let isTripleQuote = character == "\"" && index + 1 < characters.count && characters[index] == "\"" && characters[index + 1] == "\""
            let opensInterpolation = character == "(" && previous == "\\"
            if inMultilineString {
                if opensInterpolation {
                    interpolations.append((true, 0))
                    inMultilineString = false
                } else if isTripleQuote { inMultilineString = false; index += 2; column += 2 }
                continue
            }
            if inString {
                if opensInterpolation {
                    interpolations.append((false, 0))
                    inString = false
                } else if character == "\"" && previous != "\\" { inString = false }
                continue
            }
            if !interpolations.isEmpty, character == "(" || character == ")" {
                let last = interpolations.count - 1
                if character == "(" {
                    interpolations[last].parentheses += 1
                    if parenthesesOpen() > maximumParenthesisNesting {
                        throw tooDeep("parentheses", maximumParenthesisNesting)
                    }
                    continue
                }
                if interpolations[last].parentheses > 0 { interpolations[last].parentheses -= 1; continue }
                // The interpolation's own `)`: back into its string.
                if interpolations.removeLast().multiline { inMultilineString = true } else { inString = true }
                continue
            }
            switch character {
            case "\"" where isTripleQuote:
                inMultilineString = true
                index += 2
                column += 2
            case "\"": inString = true
            case "/" where previous == "/": inLineComment = true
            case "*" where previous == "/": blockComments += 1
            case "[":
                depth += 1
                if depth > maximumSquareBracketNesting { throw tooDeep("square brackets", maximumSquareBracketNesting) }
            case "]": depth = max(depth - 1, 0)
            case "(":
                parentheses += 1
                if parenthesesOpen() > maximumParenthesisNesting {
                    throw tooDeep("parentheses", maximumParenthesisNesting)
                }
            case ")": parentheses = max(parentheses - 1, 0)
            default: break
            }
        }
    }

    /// Parses, checks and interprets the block with its initial state.
    private static func prepare(_ source: LayoutBlockSource, data: [String: Value], catalog: ViewCatalog, library: SwiftProgram?) throws
        -> (tree: SourceFileSyntax, converter: SourceLocationConverter, lifetime: ProgramLifetime, view: BlockView, states: [StateVariable],
            notes: [TrellisMarkup.Diagnostic], standInsHold: Bool, standIns: Set<StandIn>, readsTextSize: Bool, readsColorScheme: Bool) {
        let (file, converter, syntaxWarnings) = try parse(source)
        // The block's own declarations (layouts, keys, views, helpers) compile first, so every
        // mistake in them is reported with the view code's, before anything runs.
        let program = SwiftProgram(library: library)
        // Torn down when this throws, or when the block made of it is gone.
        let lifetime = ProgramLifetime(program)
        let compiler = SwiftCompiler(program: program)
        StandardLibrary.declare(into: compiler, for: file)
        compiler.declare(file.statements, positions: SourcePositions(source: source, converter: converter))
        compiler.compileBodies()
        var interpreter = Interpreter(source: source, converter: converter, catalog: catalog, data: data, state: [:], program: program)
        var interpreted = interpreter.interpretBlock(file)
        if interpreter.hasNoView || interpreter.diagnostics.contains(where: { $0.id == .trap }), interpreter.standInDecided {
            // Every view hangs on the app's state (`if viewModel.count > 0 { ... }` is the whole
            // body), or the app's value led to its `else { fatalError(...) }`: read again with
            // stand-in conditions holding, to show what it draws.
            interpreter = Interpreter(source: source, converter: converter, catalog: catalog, data: data, state: [:], program: program)
            interpreter.standInsHold = true
            interpreted = interpreter.interpretBlock(file)
        }
        // What the block's declared code reads that a page lacks joins the views' stand-ins.
        interpreter.standIns = compiler.standIns + interpreter.standIns
        let errors = compiler.diagnostics + interpreter.diagnostics.filter { !compiler.diagnostics.contains($0) }
        func failure(_ errors: [TrellisMarkup.Diagnostic]) -> BuildFailure {
            BuildFailure(errors.sorted { $0.line == $1.line ? $0.column < $1.column : $0.line < $1.line })
        }
        guard let written = interpreted, errors.isEmpty else { throw failure(errors + interpreter.unseenBranchErrors()) }
        let view = try uniqueIDs(written, interpreter: interpreter)
        let (states, leftOut) = try stateVariables(interpreter)
        let notes = syntaxWarnings + compiler.notes + leftOut.map { name, location in
            source.diagnostic("this button's change of `\(name)` would make more than \(maximumCombinations) state combinations; the page leaves it out, and the button does nothing",
                              at: location, hint: "use fewer states, or split the block", severity: .warning)
        } + readingWarnings(interpreter, view: view, standIns: interpreter.standIns, source: source)
        let standIns = Set(interpreter.standIns.map(StandIn.init))
        // Last, as it leaves the interpreter's records as the branches no reading takes leave them.
        let unseen = interpreter.unseenBranchErrors()
        if !unseen.isEmpty { throw failure(unseen) }
        return (file, converter, lifetime, view, states, notes,
                interpreter.standInsHold, standIns, interpreter.readsPageTextSize, interpreter.readsPageColorScheme)
    }

    /// The warnings and notes of one reading of the block (`interpreter`, which made `view`),
    /// saying `standIns` of the names it met as stand-ins.
    private static func readingWarnings(_ interpreter: Interpreter, view: BlockView, standIns: [(written: String, location: BlockLocation)],
                                        source: LayoutBlockSource) -> [TrellisMarkup.Diagnostic] {
        behaviourNote(interpreter, source: source) + undrawnWarnings(interpreter, source: source)
            + standInWarning(standIns, interpreter: interpreter, source: source) + symbolWarnings(view, source: source) + symbolVariantWarnings(view, source: source) + shapeWarnings(view, source: source)
            + animationWarnings(view, interpreter: interpreter, source: source) + interpreter.directiveWarnings + interpreter.pageLimits
            + interpreter.duplicateIDs.map { source.diagnostic($0.message, at: $0.location, hint: "pass `id:` with a key path to a unique field, e.g. `id: \\.name`", severity: .warning) }
    }

    /// Every combination of state values, the initial one first.
    public var combinations: [[String: Value]] {
        var result: [[String: Value]] = [[:]]
        for variable in states {
            result = result.flatMap { partial in
                variable.values.map { value in partial.merging([variable.name: value]) { $1 } }
            }
        }
        return result
    }

    /// Layout warnings as the author's diagnostics: each at the line of the view it
    /// concerns (the block's first view when it names none), as a warning.
    public func diagnostics(for warnings: [LayoutWarning], view: BlockView) -> [TrellisMarkup.Diagnostic] {
        let locations = Dictionary(view.allViews.map { ($0.id, $0.location) }) { first, _ in first }
        var seen: Set<LayoutWarning> = []
        return warnings.compactMap { warning in
            guard seen.insert(warning).inserted else { return nil }
            let location = warning.nodeID.flatMap { locations[$0] } ?? view.location
            var diagnostic = source.diagnostic(warning.message, at: location, hint: warning.hint, severity: .warning)
            diagnostic.node = warning.nodeID
            return diagnostic
        }
    }

    /// One note for the block listing the behaviour modifiers it accepted without effect,
    /// at the first of them.
    private static func behaviourNote(_ interpreter: Interpreter, source: LayoutBlockSource) -> [TrellisMarkup.Diagnostic] {
        // `@Namespace` names the groups of `matchedGeometryEffect`, which the page draws.
        let inert = interpreter.inertModifiers.filter { $0.name != "@Namespace" }
        guard let first = inert.first else { return [] }
        var names: [String] = []
        for (name, _) in inert where !names.contains(name) { names.append(name) }
        let listed = names.map { $0.hasPrefix("@") ? "`\($0)`" : "`.\($0)`" }.joined(separator: ", ")
        return [source.diagnostic(
            "\(listed) \(names.count == 1 ? "has" : "have") no effect on a static page; the block lays out without \(names.count == 1 ? "it" : "them")",
            at: first.location, severity: .note)]
    }

    /// A warning at each modifier the page draws without (`.mask` of a view, `.visualEffect`):
    /// the frames are SwiftUI's, the look is not.
    private static func undrawnWarnings(_ interpreter: Interpreter, source: LayoutBlockSource) -> [TrellisMarkup.Diagnostic] {
        // Once a place: a `ForEach` of five rows meets the modifier five times.
        var said: Set<String> = []
        let undrawn = interpreter.undrawnModifiers.filter { said.insert("\($0.name) \($0.location.line):\($0.location.column)").inserted }
        return undrawn.map { name, location in
            source.diagnostic("`.\(name)` is not drawn on a page: the view is laid out as SwiftUI lays it out, and drawn without it",
                              at: location, hint: name == "mask" ? "a mask of one shape (`.mask { Circle() }`) is drawn, as `.clipShape` of it"
                                : name == "scrollTransition" ? "a page draws the scroll view at rest, each view as if in the `.identity` phase, without the effect at its edges" : nil,
                              severity: .warning).identified(.undrawnModifier, subject: name)
        } + interpreter.randomDraws.keys.sorted().map { location in
            source.diagnostic("a random value is drawn from a fixed seed: the page shows one draw, the same in every build, where SwiftUI draws anew each time",
                              at: location, severity: .note)
        } + interpreter.geometryFontSizes.map { location in
            source.diagnostic("a font size computed from a GeometryReader's size is drawn at the body size: a page cannot yet size text by its container",
                              at: location, hint: "write a fixed size (`.system(size: 20)`) or a text style for an exact page",
                              severity: .warning).identified(.undrawnModifier, subject: "font")
        } + interpreter.geometryDrawingValues.map { name, location in
            source.diagnostic("`\(name)` is drawn without this value computed from a GeometryReader's size, as if it were left out: a page cannot yet draw values that change with its container",
                              at: location, hint: "write a fixed number for an exact page; sizes and positions from the size (`.frame`, `.offset`, `.position`, `.padding`) are exact",
                              severity: .warning).identified(.undrawnModifier, subject: name)
        } + interpreter.timelineSchedules.map { location in
            source.diagnostic("a `TimelineView` is drawn once, at the page's date (`Date.now`): its schedule does not run on a static page",
                              at: location, severity: .note)
        } + interpreter.unspokenTraits.map { name, location in
            source.diagnostic("the accessibility trait `.\(name)` has no ARIA role on a static page: the element is read without it",
                              at: location, severity: .warning).identified(.undrawnModifier, subject: name)
        } + interpreter.substitutedFonts.map { family, location in
            source.diagnostic("the font \"\(family)\" is drawn in the site's text font, at the size the code gives",
                              at: location, hint: "a page draws layout text only in the fonts it measures with (`fonts:` in trellis.yml)",
                              severity: .warning).identified(.substitutedFont, subject: family)
        } + interpreter.standardWidthFonts.map { width, location in
            source.diagnostic("the font width `.\(width)` is drawn at the standard width: the site's text font has no other, so the text is measured wider or narrower than a device draws it",
                              at: location, hint: "a page draws layout text only in the fonts it measures with (`fonts:` in trellis.yml)",
                              severity: .warning).identified(.substitutedFont, subject: width)
        } + interpreter.substitutedStyles.map { written, drawnAs, location in
            source.diagnostic("`\(written)` is drawn as `\(drawnAs)`, the style a page draws, and laid out at its size",
                              at: location, severity: .warning).identified(.undrawnModifier, subject: written)
        } + interpreter.undrawnViews.map { name, location, advice in
            source.diagnostic("`\(name)` is not drawn on a page: it is laid out at the size SwiftUI gives it, and drawn as a grey placeholder",
                              at: location, hint: advice, severity: .warning).identified(.undrawnView, subject: name)
        }
    }

    /// One warning for the block listing the names it reads but does not define (`standIns`
    /// of those `interpreter` met), drawn as stand-ins (`Interpreter+StandIns.swift`), at the
    /// first of them.
    private static func standInWarning(_ standIns: [(written: String, location: BlockLocation)], interpreter: Interpreter, source: LayoutBlockSource)
        -> [TrellisMarkup.Diagnostic] {
        // A SwiftUI view a page draws as a placeholder (`Chart`, `Map`) is said as such, once
        // (``undrawnWarnings``), not as a name the block does not define.
        let placeholders = Set(interpreter.undrawnViews.map(\.location))
        let standIns = standIns.filter { !placeholders.contains($0.location) }
        guard let first = standIns.first else { return [] }
        var names: [String] = []
        for (written, _) in standIns where !names.contains(written) { names.append(written) }
        let listed = names.prefix(8).map { "`\($0)`" }.joined(separator: ", ") + (names.count > 8 ? " and \(names.count - 8) more" : "")
        // The subject, `landmark` is / `a`, `b` are, lets a build that refuses stand-ins say so
        // in its own words (`StandInPolicy`) without rewriting this message.
        let subject = "\(listed) \(names.count == 1 ? "is" : "are")"
        return [source.diagnostic(
            "\(subject) not defined in this block; drawn as stand-ins (the name as text, "
                + (interpreter.standInsHold ? "true as a condition, since false leaves no view" : "false as a condition") + ", three rows as a collection)",
            at: first.location, hint: "declare the values before the view (`let landmark = (name: \"Turtle Rock\", park: \"Joshua Tree\")`), or paste the whole view with its properties and make it with arguments",
            severity: .warning).identified(.standIn, subject: subject)]
    }

    /// A warning at each `Image(systemName:)` whose name no stand-in glyph is mapped to: the
    /// page draws a placeholder box there; and at each given a `variableValue:`, drawn whole.
    private static func symbolWarnings(_ root: BlockView, source: LayoutBlockSource) -> [TrellisMarkup.Diagnostic] {
        // One warning a name and place: a `ForEach` of 1,000 rows repeats one `Image` 1,000
        // times, and the catalogue's thousands of names are compared with each name once.
        var hints: [String: String?] = [:]
        var warned: Set<String> = []
        return root.allViews.compactMap { view in
            if view.kind == "Image", let level = view.argument("variableValue"), level != .null, case .string(let name)? = view.argument("systemName"),
               warned.insert("variable\u{0}\(view.location.line):\(view.location.column)").inserted {
                // `Image(systemName: "wifi", variableValue: 0.4)` (Apple: "the rendered image can use
                // [it] to customize its appearance"): the layers past the value are drawn dimmed
                // on a device, and whole here; the symbol's frame is the same.
                return source.diagnostic("`\(name)` is drawn whole: its `variableValue:` layers are not drawn on a page", at: view.location,
                                         severity: .warning)
            }
            guard view.kind == "Image", case .string(let name)? = view.argument("systemName"), SymbolCatalog.glyph(for: name) == nil,
                  warned.insert("\(name)\u{0}\(view.location.line):\(view.location.column)").inserted else { return nil }
            if hints[name] == nil { hints[name] = .some(NameSuggestion.hint(for: name, among: SymbolCatalog.names)) }
            return source.diagnostic("the SF Symbol `\(name)` has no stand-in glyph; a placeholder box is drawn", at: view.location,
                                     hint: hints[name]! ?? "see \"SF Symbols\" in the views and modifiers reference for the mapped names",
                                     severity: .warning)
        }
    }

    /// A warning at each SF Symbol shown in a `symbolVariant(_:)` whose variant the catalogue
    /// has no glyph for (`heart` in `.square.fill`): the symbol's own glyph is drawn there.
    private static func symbolVariantWarnings(_ root: BlockView, source: LayoutBlockSource) -> [TrellisMarkup.Diagnostic] {
        var warnings: [TrellisMarkup.Diagnostic] = []
        var said: Set<String> = []
        func walk(_ view: BlockView, _ inherited: Set<String>) {
            var variants = inherited
            for modifier in view.modifiers where modifier.name == "symbolVariant" { variants.formUnion(BlockLowering.symbolVariants(modifier.argument(nil))) }
            if !variants.isEmpty, case .string(let name)? = view.argument("systemName") ?? view.argument("systemImage"), SymbolCatalog.glyph(for: name) != nil {
                let variant = SymbolCatalog.name(name, in: variants)
                if variant != name, SymbolCatalog.glyph(for: variant) == nil, said.insert("\(variant)\u{0}\(view.location.line):\(view.location.column)").inserted {
                    warnings.append(source.diagnostic("the SF Symbol `\(variant)` (`\(name)` in its `symbolVariant`) has no stand-in glyph; `\(name)` is drawn",
                                                      at: view.location, hint: "see \"SF Symbols\" in the views and modifiers reference for the mapped names", severity: .warning))
                }
            }
            func walkViews(in value: Value) {
                switch value {
                case .view(let inner): walk(inner, variants)
                case .views(let views): for inner in views { walk(inner, variants) }
                default: break
                }
            }
            for argument in view.arguments { walkViews(in: argument.value) }
            for child in view.children { walk(child, variants) }
            for modifier in view.modifiers { for argument in modifier.arguments { walkViews(in: argument.value) } }
        }
        walk(root, [])
        return warnings
    }

    /// Whether `value` is a gradient of several colours (`LinearGradient(...)`, `.linearGradient(...)`);
    /// `Color.blue.gradient` is drawn as its colour and is not one.
    private static func isGradient(_ value: Value?) -> Bool {
        switch value {
        case .view(let view)?: return ViewCatalog.gradientKinds.contains(view.kind)
        case .member(let member)?: return BlockLowering.gradientStyles[member.name].map { $0 != "AnyGradient" } ?? false
        default: return false
        }
    }

    /// A warning at each `RoundedRectangle(cornerSize:)` whose corners are elliptical: the
    /// engine's rounded rectangle has one radius, the smaller of the two.
    private static func shapeWarnings(_ root: BlockView, source: LayoutBlockSource) -> [TrellisMarkup.Diagnostic] {
        root.allViews.flatMap { view in
            // A gradient of several colours where the page draws one: a stroke or a border.
            view.modifiers.compactMap { modifier -> TrellisMarkup.Diagnostic? in
                guard ["stroke", "strokeBorder", "border"].contains(modifier.name), isGradient(modifier.argument(nil)) else { return nil }
                return source.diagnostic("a gradient \(modifier.name == "border" ? "border" : "stroke") is drawn in the gradient's first colour",
                                         at: modifier.location, hint: "a gradient fill is drawn exactly: `.fill(...)` or `.background(...)`", severity: .warning)
            }
        } + root.allViews.flatMap { view in
            // A path (`Path`, an author's `Shape`) is SVG, which has no conic paint and no
            // backdrop blur: an angular gradient fills it in its first colour
            // (`SVGPath.gradient`), a material in its colour.
            guard case .shape? = view.argument("shape") else { return [TrellisMarkup.Diagnostic]() }
            return view.modifiers.compactMap { modifier -> TrellisMarkup.Diagnostic? in
                guard modifier.name == "fill" else { return nil }
                let isAngular = switch modifier.argument(nil) {
                case .view(let style)?: style.kind == "AngularGradient"
                case .member(let member)?: BlockLowering.gradientStyles[member.name] == "AngularGradient"
                default: false
                }
                if isAngular {
                    return source.diagnostic("a path filled with an angular gradient is drawn in the gradient's first colour", at: modifier.location,
                                             hint: "a linear, radial or elliptical gradient fills a path exactly", severity: .warning)
                }
                guard case .member(let member)? = modifier.argument(nil), Material(rawValue: member.name) != nil,
                      member.base == nil || member.base == "Material" else { return nil }
                return source.diagnostic("a path filled with a material is drawn in the material's colour, unblurred", at: modifier.location,
                                         hint: "fill a `Rectangle` or `RoundedRectangle` for a blurred backdrop", severity: .warning)
            }
        } + root.allViews.compactMap { view in
            // `.inset(by: -1)` of a filled shape or a circle: drawn outside its frame, where a
            // page's fill cannot reach (`ElementVisuals.leafLook`); a stroke's outline can.
            let insets = view.modifiers.filter { $0.name == "inset" }
            let total = insets.compactMap { $0.argument("by")?.number }.reduce(0, +)
            let strokes = view.modifiers.contains { ["stroke", "strokeBorder"].contains($0.name) }
            guard let last = insets.last, total < 0, view.kind == "Circle" || !strokes else { return nil }
            return source.diagnostic("a shape inset by a negative amount is drawn outside its frame, which a page cannot \(strokes ? "show past the frame's edge" : "fill"): it is drawn within the frame",
                                     at: last.location, hint: "inset by zero or more, or draw a larger shape with `.padding(...)` around it", severity: .warning)
        } + root.allViews.flatMap { view in
            // `.clipShape(Circle().inset(by: 4))`: the clip is the shape's without its inset.
            view.modifiers.compactMap { modifier -> TrellisMarkup.Diagnostic? in
                guard modifier.name == "clipShape", case .view(let shape)? = modifier.argument(nil), let inset = shape.modifiers.first(where: { $0.name == "inset" }) else { return nil }
                return source.diagnostic("a clip shape is drawn without its `inset(by:)`", at: inset.location,
                                         hint: "clip to the shape and add `.padding(...)` inside it, or draw the inset shape as an overlay", severity: .warning)
            }
        } + root.allViews.flatMap { view in
            // SwiftUI's own shapes are drawn by CSS (an outline, a ring, a conic mask for a trim),
            // which has no dash pattern of given lengths, no rounded ends where a trim cuts the
            // line, and only square outer corners; a `Path` or an author's `Shape` is SVG, which
            // draws a `StrokeStyle` whole (`SVGPath.lineStyle`).
            guard ViewCatalog.shapeKinds.contains(view.kind) else { return [TrellisMarkup.Diagnostic]() }
            let trimmed = view.modifiers.contains { $0.name == "trim" }
            return view.modifiers.flatMap { modifier -> [TrellisMarkup.Diagnostic] in
                guard ["stroke", "strokeBorder"].contains(modifier.name), case .member(let style)? = modifier.argument("style") else { return [] }
                var undrawn: [String] = []
                if case .array(let lengths)? = style.argument("dash"), lengths.contains(where: { ($0.number ?? 0) > 0 }) {
                    undrawn.append("its dashes (the line is solid)")
                }
                if trimmed, let cap = BlockLowering.memberName(style.argument("lineCap")), cap != "butt" {
                    undrawn.append("its `.\(cap)` ends (the trimmed line's ends are flat)")
                }
                if view.kind == "Rectangle", let join = BlockLowering.memberName(style.argument("lineJoin")), join != "miter" {
                    undrawn.append("its `.\(join)` corners (the outline's corners are square)")
                }
                guard !undrawn.isEmpty else { return [] }
                return [source.diagnostic("a `\(view.kind)`'s `StrokeStyle` is drawn without \(undrawn.joined(separator: " and "))", at: modifier.location,
                                          hint: "a `Path` of the same outline draws a `StrokeStyle` exactly", severity: .warning)
                    .identified(.undrawnModifier, subject: "StrokeStyle")]
            }
        } + root.allViews.compactMap { view in
            guard view.kind == "RoundedRectangle", case .swift(let data)? = view.argument("cornerSize"), case .size(let corner) = data.value,
                  corner.width != corner.height else { return nil }
            return source.diagnostic("elliptical corners (\(SwiftValue.shown(corner.width)) by \(SwiftValue.shown(corner.height))) are drawn as round corners of the smaller radius",
                                     at: view.location, hint: "write `cornerRadius:` for the corners a page draws exactly", severity: .warning)
        }
    }

    /// A warning at each part of an `.animation(...)` the page draws differently from SwiftUI
    /// (`WrittenAnimation.read`).
    /// (`WrittenAnimation.read`), and of each binding's `.animation(_:)`; and at each
    /// `withAnimation` in an action a page does not run.
    private static func animationWarnings(_ root: BlockView, interpreter: Interpreter, source: LayoutBlockSource) -> [TrellisMarkup.Diagnostic] {
        let modifiers = root.allViews.flatMap { view in view.modifiers.filter { $0.name == "animation" } }
            + (Array(interpreter.stateAnimations.values) + interpreter.valueAnimations.values.flatMap(\.values))
                .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return modifiers.flatMap { BlockLowering.animationWarnings(of: $0, source: source) }
            + interpreter.actionAnimations.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map { location in
                source.diagnostic(
                    "this action does not run on a page (only one that toggles a Bool state or sets a state to a constant does), so the change this `withAnimation` makes is not drawn",
                    at: location, hint: "a button that toggles a Bool state or sets a state to a constant (`choice = .b`) makes the change on the page, with its `withAnimation`",
                    severity: .warning)
            }
    }

    /// A warning at each `.animation(_:value:)` whose value is the same in every state given
    /// (the views of each state combination): no control of the block changes it, so SwiftUI
    /// would never run the animation, and the page does not. A block without states changes
    /// nothing, and is not warned.
    public func animationScopeWarnings(in views: [BlockView]) -> [TrellisMarkup.Diagnostic] {
        guard views.count > 1 else { return [] }
        // Each `.animation(_:value:)` by its view and its place among the view's animations.
        var values: [String: (location: BlockLocation, values: Set<String>)] = [:]
        var order: [String] = []
        for root in views {
            for view in root.allViews {
                for (position, modifier) in view.modifiers.filter({ $0.name == "animation" }).enumerated() {
                    guard let value = BlockLowering.watchedValue(of: modifier) else { continue }
                    let key = "\(view.id)\u{1}\(position)"
                    if values[key] == nil {
                        order.append(key)
                        let location = modifier.arguments.first { $0.label == "value" }?.location ?? modifier.location
                        values[key] = (location, [])
                    }
                    values[key]?.values.insert(value)
                }
            }
        }
        var warnings: [TrellisMarkup.Diagnostic] = []
        for key in order {
            guard let (location, seen) = values[key], seen.count == 1 else { continue }
            let warning = source.diagnostic(
                "this value is the same in every state the page draws (no picker or toggle of the block changes it), so the animation never runs",
                at: location, hint: "watch a state that a control changes, e.g. `.animation(.easeIn, value: isOn)`", severity: .warning)
            if !warnings.contains(warning) { warnings.append(warning) }
        }
        return warnings
    }

    /// A warning at each part of a `.transition(...)` or `.contentTransition(...)` the page
    /// draws differently from SwiftUI (`BlockLowering.transitionWarnings`), in the views of every state given: a view a state inserts
    /// is not among the first state's.
    public func transitionWarnings(in views: [BlockView]) -> [TrellisMarkup.Diagnostic] {
        var warnings: [TrellisMarkup.Diagnostic] = []
        for root in views {
            for view in root.allViews {
                for modifier in view.modifiers where ["transition", "contentTransition"].contains(modifier.name) {
                    for warning in BlockLowering.transitionWarnings(of: modifier, source: source) where !warnings.contains(warning) { warnings.append(warning) }
                }
            }
        }
        return warnings.sorted { $0.line == $1.line ? $0.column < $1.column : $0.line < $1.line }
    }

    /// A warning at each `Image("name")` that names an app's asset the site lacks: the page
    /// draws the `photo` symbol there (`BlockImageError.isMissingAsset`).
    public func assetWarnings(_ root: BlockView, images: any BlockImageResolving) -> [TrellisMarkup.Diagnostic] {
        var seen: Set<String> = []
        return root.allViews.compactMap { view -> TrellisMarkup.Diagnostic? in
            guard view.kind == "Image", view.argument("systemName") == nil,
                  case .string(let name)? = view.argument(nil) ?? view.argument("decorative") else { return nil }
            do throws(BlockImageError) {
                _ = try images.image(named: name)
                return nil
            } catch {
                guard error.isMissingAsset, seen.insert(name).inserted else { return nil }
                return source.diagnostic("the image `\(name)` is not a file of the site (an asset of the app?); the `photo` symbol stands in for it",
                                         at: view.location, hint: error.hint.map { $0 + "; add the image there to show it" }, severity: .warning)
            }
        }
    }

    // MARK: - Checks

    /// `root` with the author's repeated ids made unique (``BlockView/explicitIDsUniqued()``);
    /// a generated id met twice is a fault of the block (a view placed twice), an error.
    private static func uniqueIDs(_ written: BlockView, interpreter: Interpreter) throws -> BlockView {
        let root = written.explicitIDsUniqued()
        var seen: [String: BlockLocation] = [:]
        var errors: [TrellisMarkup.Diagnostic] = []
        for view in root.allViews where view.isAuthored {
            if let first = seen[view.id] {
                errors.append(interpreter.error(
                    "duplicate id `\(view.id)`: already used by the view at line \(first.line), column \(first.column)", at: view.location,
                    hint: view.hasExplicitID ? "ids must be unique in a block; inside ForEach, include the element, e.g. `.id(\"pet-\\(pet.type)\")`" : nil))
            } else {
                seen[view.id] = view.location
            }
        }
        if !errors.isEmpty { throw BuildFailure(errors) }
        return root
    }

    /// The block's state variables, and the states only buttons toggle or set that are left out
    /// (with where a button changes them) because they would make too many combinations.
    private static func stateVariables(_ interpreter: Interpreter) throws -> (states: [StateVariable], leftOut: [(String, BlockLocation)]) {
        let declared = interpreter.stateDeclarations.sorted { $0.value < $1.value }
        // A state a button toggles is not worth failing the block for (buttons did nothing on a
        // page before they became controls): the controls' states count first, then buttons'
        // while they fit.
        var leftOut: [(String, BlockLocation)] = []
        func valueCount(_ name: String) -> Int {
            guard let initial = interpreter.state[name] else { return 1 }
            let values = interpreter.stateValues[name] ?? []
            return values.count + (values.contains(initial) ? 0 : 1)
        }
        var budget = declared.reduce(1) { product, entry in interpreter.buttonStates[entry.key] == nil ? product * valueCount(entry.key) : product }
        for (name, _) in declared {
            guard let location = interpreter.buttonStates[name] else { continue }
            if budget * valueCount(name) > maximumCombinations { leftOut.append((name, location)) } else { budget *= valueCount(name) }
        }
        var variables: [StateVariable] = []
        var count = 1
        for (name, location) in declared where !leftOut.contains(where: { $0.0 == name }) {
            guard let initial = interpreter.state[name] else { continue }
            var values = interpreter.stateValues[name] ?? []
            if !values.contains(initial) { values.insert(initial, at: 0) }
            // The initial value comes first so combination 0 is what the page shows at load.
            values.removeAll { $0 == initial }
            values.insert(initial, at: 0)
            let control = interpreter.stateControls[name]
            let labels = interpreter.stateValueLabels[name] ?? [:]
            variables.append(StateVariable(
                name: name, initialValue: initial, values: values, location: location, control: control?.control ?? .none,
                title: control?.title ?? name, valueLabels: values.map { labels[$0] ?? $0.interpolated },
                bindingAnimation: interpreter.stateAnimations[name], valueAnimations: interpreter.valueAnimations[name] ?? [:]))
            count *= values.count
            if count > maximumCombinations {
                let sizes = variables.map { "`\($0.name)` \($0.values.count)" }.joined(separator: " × ")
                throw BuildFailure([interpreter.error(
                    "this block's state has more than \(maximumCombinations) combinations (\(sizes))", at: location,
                    hint: "every combination is laid out and written to the page; use fewer options or split the block")])
            }
        }
        return (variables, leftOut)
    }

    private static func diagnostic(_ diagnostic: SwiftDiagnostics.Diagnostic, positions: SourcePositions,
                                   severity: TrellisMarkup.Diagnostic.Severity = .error) -> TrellisMarkup.Diagnostic {
        let fixIt = diagnostic.fixIts.first.map { $0.message.message }
        let note = diagnostic.notes.first.map(\.message)
        return positions.source.diagnostic(diagnostic.message, at: positions.location(at: diagnostic.position), hint: fixIt ?? note, severity: severity)
    }
}
