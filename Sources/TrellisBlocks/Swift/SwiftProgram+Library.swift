// The site's `layouts/*.swift` files compiled into the library every block sees.

import SwiftSyntax
import TrellisMarkup

extension SwiftProgram {
    /// Compiles the site's `layouts/` files (each a `LayoutBlockSource` whose `file` is its
    /// path, e.g. `layouts/flow.swift`) into one program that every block's program sees,
    /// alive while its lifetime is held (by the site, and by each block made with it).
    ///
    /// Returns its lifetime and what reading the files warns of without failing (a `#warning`,
    /// Swift 6's whitespace in an attribute), each at its file's line, for the site to say once.
    ///
    /// - Throws: `BuildFailure` with every error of every file, positioned in that file.
    public static func library(_ files: [LayoutBlockSource]) throws -> (lifetime: ProgramLifetime, warnings: [Diagnostic]) {
        try LargeStack.run {
            let program = SwiftProgram(library: nil)
            let lifetime = ProgramLifetime(program)
            let compiler = SwiftCompiler(program: program)
            var errors: [Diagnostic] = [], warnings: [Diagnostic] = []
            for file in files {
                do {
                    let (tree, converter, syntaxWarnings) = try ParsedBlock.parse(file)
                    warnings += syntaxWarnings
                    let positions = SourcePositions(source: file, converter: converter)
                    for statement in tree.statements where !SwiftCompiler.isDeclaration(statement.item) {
                        if let directive = DiagnosticDirective.parse(statement.item) {
                            // `#warning("...")` at file scope, a declaration in Swift (SE-0196).
                            let said = file.diagnostic(directive.message, at: positions.location(of: directive.node),
                                                       severity: directive.isError ? .error : .warning)
                            if directive.isError { errors.append(said) } else { warnings.append(said) }
                            continue
                        }
                        errors.append(positions.error(
                            "a file in layouts/ holds declarations only", at: statement,
                            hint: "declare layouts, keys, views and functions here; use them in a page's layout block"))
                    }
                    compiler.declare(tree.statements, positions: positions)
                } catch let failure as BuildFailure {
                    errors += failure.diagnostics
                }
            }
            compiler.compileBodies()
            errors += compiler.diagnostics
            if !errors.isEmpty { throw BuildFailure(errors) }
            return (lifetime, warnings + compiler.notes)
        }
    }

    /// Runtime errors of this program's code and of the library's, each once.
    public var runtimeFailures: [Diagnostic] {
        var all = failures.diagnostics
        for diagnostic in library?.runtimeFailures ?? [] where !all.contains(diagnostic) { all.append(diagnostic) }
        return all
    }
}
