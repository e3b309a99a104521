// `#warning("...")` and `#error("...")` in pasted code: the Swift compiler's own diagnostics, reported at their line.

import SwiftSyntax

/// SE-0196's compile-time diagnostics: `#warning("message")` makes the compiler warn and
/// `#error("message")` fails the build, each at the directive, with a static string as the
/// message. A block says the same things at the same places: a page built from code that
/// carries `#warning("Remove before release")` shows that warning.
enum DiagnosticDirective {
    /// The directive's message and whether it is `#error`; `nil` for any other macro, or for
    /// a directive whose argument is not one static string (which Swift also refuses).
    static func parse(_ name: String, _ arguments: LabeledExprListSyntax) -> (message: String, isError: Bool)? {
        guard name == "warning" || name == "error", arguments.count == 1, let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self),
              literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
        let message = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        return (message, name == "error")
    }

    static func parse(_ item: CodeBlockItemSyntax.Item) -> (message: String, isError: Bool, node: Syntax)? {
        switch item {
        case .decl(let decl):
            guard let macro = decl.as(MacroExpansionDeclSyntax.self) else { return nil }
            return parse(macro.macroName.text, macro.arguments).map { ($0.message, $0.isError, Syntax(macro)) }
        case .expr(let expression):
            guard let macro = expression.as(MacroExpansionExprSyntax.self) else { return nil }
            return parse(macro.macroName.text, macro.arguments).map { ($0.message, $0.isError, Syntax(macro)) }
        case .stmt(let statement):
            guard let macro = statement.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self) else { return nil }
            return parse(macro.macroName.text, macro.arguments).map { ($0.message, $0.isError, Syntax(macro)) }
        }
    }
}
