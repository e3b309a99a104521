// `trellis run`: a Swift file run by the evaluator a page's layout code runs on.

import ArgumentParser
import Foundation
import TrellisBlocks
import TrellisMarkup
#if canImport(Glibc)
import Glibc
#endif

/// Runs a Swift file as `swift file.swift` would, on the evaluator of layout blocks: its
/// declarations, then its top-level statements, printing what it prints. Errors go to standard
/// error with `file:line:column` and exit non-zero. For trying layout code's helpers outside a
/// page, and for measuring the evaluator on the Swift compiler's executable tests
/// (`bench/conformance.py`).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a Swift file on the layout blocks' evaluator and print its output.",
        discussion: """
        The file runs with the rules of a page's code: a step budget and no input or output \
        other than what `print` writes.
        """)

    @Argument(help: "The Swift file, e.g. layouts/flow-check.swift.")
    var file: String

    @Option(help: "The most steps (loop iterations and calls) the file may take.")
    var steps: Int = SwiftScript.defaultBudget

    func validate() throws {
        guard steps > 0 else { throw ValidationError("--steps must be positive, not \(steps)") }
    }

    func run() throws {
        let code: String
        do {
            code = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            printError("trellis run: cannot read \(file): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        let script = SwiftScript.run(LayoutBlockSource(code: code, file: file), budget: steps)
        print(script.output, terminator: "")
        let colored = isatty(STDERR_FILENO) != 0
        for diagnostic in script.diagnostics { printError(diagnostic.formatted(colored: colored)) }
        if script.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}
