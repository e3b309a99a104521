// A Swift file run as `swift file.swift` runs it: declarations, then top-level statements, printing.

import SwiftSyntax
import TrellisMarkup

/// One Swift file run as a script by the evaluator layout code runs on: its types, functions
/// and globals declared first, then its top-level statements in order, as Swift's
/// `main.swift`; what `print` writes is collected in ``output``. The same rules hold as for a
/// page's code (a step budget, no I/O: printing is the only output there is).
///
/// `trellis run` is built on it, and so is the conformance measure (`bench/conformance/`),
/// which runs the Swift compiler's executable tests (`test/Interpreter`, whose `// CHECK:`
/// lines say what each prints) to find what of the language the evaluator gets wrong.
public struct SwiftScript: Sendable {
    /// What the script printed, up to the first error.
    public var output: String
    /// Compile errors (nothing ran), or the runtime error that stopped the script.
    public var diagnostics: [Diagnostic]

    /// Steps a script may take: ten times a layout call's, as a test program loops more.
    public static let defaultBudget = 20_000_000

    /// Runs `source` (a whole file: `file` names it in diagnostics) with `budget` steps.
    public static func run(_ source: LayoutBlockSource, budget: Int = defaultBudget) -> SwiftScript {
        let ran = try? LargeStack.run { () -> SwiftScript in
            let program = SwiftProgram(library: nil)
            let compiler = SwiftCompiler(program: program)
            compiler.standsInForTheApp = false
            let tree: SourceFileSyntax, converter: SourceLocationConverter, syntaxWarnings: [Diagnostic]
            do {
                (tree, converter, syntaxWarnings) = try ParsedBlock.parse(source)
            } catch let failure as BuildFailure {
                return SwiftScript(output: "", diagnostics: failure.diagnostics)
            } catch {
                return SwiftScript(output: "", diagnostics: [source.diagnostic("\(error)", at: BlockLocation(file: source.file, line: source.firstLine, column: 1))])
            }
            let positions = SourcePositions(source: source, converter: converter)
            // Types, extensions and functions are the program's, as a module's are; the
            // statements between them, with their variables, are the body of `main`.
            StandardLibrary.declare(into: compiler, for: tree)
            compiler.declare(tree.statements, positions: positions)
            // A top-level function is also a local function of `main`, as in Swift, where it sees
            // and changes the script's variables (`counter += 1`); its global version, which
            // types' methods call, is kept only where it compiles without them.
            var topLevelFunctions: [(name: String, lines: ClosedRange<Int>)] = []
            for statement in tree.statements where SwiftCompiler.isDeclaration(statement.item) {
                if case .decl(let decl) = statement.item, let function = decl.as(FunctionDeclSyntax.self) {
                    let first = positions.location(of: function).line
                    let last = positions.location(at: function.endPositionBeforeTrailingTrivia).line
                    topLevelFunctions.append((function.name.nameText, first...max(first, last)))
                    compiler.scriptFunctionNames.insert(function.name.nameText)
                } else {
                    compiler.scriptDeclarations.insert(statement.id)
                }
            }
            let spot = SwiftSpot(source: source, location: BlockLocation(file: source.file, line: source.firstLine, column: 1))
            let main = SwiftFunction(name: "main", parameters: [], returnType: nil, owner: nil, spot: spot)
            let before = compiler.diagnostics.count
            compiler.compileBodies()
            var needingMain: Set<String> = []
            compiler.diagnostics = Array(compiler.diagnostics[..<before]) + compiler.diagnostics[before...].filter { diagnostic in
                guard let function = topLevelFunctions.first(where: { $0.lines.contains(diagnostic.line) }) else { return true }
                needingMain.insert(function.name)
                return false
            }
            for name in needingMain { program.functions[name] = nil }
            // A top-level `let` or `var` the program holds as a global is the same variable in
            // `main`, initialised where it is declared; one whose value needs `main`'s names
            // stays `main`'s own.
            for statement in tree.statements {
                guard case .decl(let decl) = statement.item, let variable = decl.as(VariableDeclSyntax.self),
                      variable.bindings.allSatisfy({ $0.pattern.as(IdentifierPatternSyntax.self).map { program.globals[$0.identifier.nameText] != nil } ?? false })
                else { continue }
                compiler.scriptDeclarations.insert(statement.id)
                compiler.scriptGlobalInitialisers[statement.id] = variable.bindings.compactMap {
                    $0.pattern.as(IdentifierPatternSyntax.self).flatMap { program.globals[$0.identifier.nameText] }
                }
            }
            compiler.compileStatements(tree.statements, into: main, positions: positions)
            // What the compiler says without failing (`#warning`, the app's classes left out) comes first.
            let notes = syntaxWarnings + compiler.notes
            guard compiler.diagnostics.isEmpty else { return SwiftScript(output: "", diagnostics: notes + compiler.diagnostics) }
            let machine = SwiftMachine(budget: budget)
            machine.output = ""
            machine.program = program
            do {
                _ = try machine.call(main, self: nil, arguments: [], captured: nil, at: spot)
                return SwiftScript(output: machine.output ?? "", diagnostics: notes + program.runtimeFailures)
            } catch let failure as SwiftRuntimeError {
                return SwiftScript(output: machine.output ?? "", diagnostics: notes + [failure.diagnostic])
            } catch let diagnostic as Diagnostic {
                return SwiftScript(output: machine.output ?? "", diagnostics: notes + [diagnostic])
            } catch {
                return SwiftScript(output: machine.output ?? "", diagnostics: notes + [spot.source.diagnostic("\(error)", at: spot.location)])
            }
        }
        return ran ?? SwiftScript(output: "", diagnostics: [
            source.diagnostic("the script could not be run on a thread with a large enough stack", at: BlockLocation(file: source.file, line: source.firstLine, column: 1)),
        ])
    }
}
