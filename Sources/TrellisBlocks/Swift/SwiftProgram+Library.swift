// The site's `layouts/*.swift` files compiled into the library every block sees.

import SwiftSyntax
import TrellisMarkup

extension SwiftProgram {
    /// Compiles the site's `layouts/` files (each a `LayoutBlockSource` whose `file` is its
    /// path, e.g. `layouts/flow.swift`) into one program that every block's program sees,
    /// alive while its lifetime is held (by the site, and by each block made with it).
    ///
    /// - Throws: `BuildFailure` with every error of every file, positioned in that file.
    public static func library(_ files: [LayoutBlockSource]) throws -> ProgramLifetime {
        try LargeStack.run {
            let program = SwiftProgram(library: nil)
            let lifetime = ProgramLifetime(program)
            let compiler = SwiftCompiler(program: program)
            var errors: [Diagnostic] = []
            for file in files {
                do {
                    let (tree, converter, _) = try ParsedBlock.parse(file)
                    let positions = SourcePositions(source: file, converter: converter)
                    for statement in tree.statements where !SwiftCompiler.isDeclaration(statement.item) {
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
            return lifetime
        }
    }

    /// Runtime errors of this program's code and of the library's, each once.
    public var runtimeFailures: [Diagnostic] {
        var all = failures.diagnostics
        for diagnostic in library?.runtimeFailures ?? [] where !all.contains(diagnostic) { all.append(diagnostic) }
        return all
    }
}
