// A closure that builds views from arguments (`@ViewBuilder let row: (Item) -> Content`), kept until the body calls it.

import SwiftSyntax
import TrellisMarkup

/// A closure passed for a view-builder property that takes parameters
/// (`List(items) { item in Text(item.name) }` as a declared view's
/// `@ViewBuilder let row: (Item) -> Row`, or `{ _ in ... }` for one it ignores): its views
/// depend on what the body passes, so it is not evaluated where it is written, as a closure
/// without parameters is, but each time the body calls it (`row(item)`), in the scope it was
/// written in, with its parameters bound to the call's arguments, as Swift calls a closure.
///
/// Compared by identity, as Swift's closures have no equality.
public final class ViewBuilderClosure: Hashable, @unchecked Sendable {
    // Immutable after it is made: the syntax, and the code and scope it was written in.
    let closure: ClosureExprSyntax
    let source: LayoutBlockSource
    let converter: SourceLocationConverter
    let scopes: [[String: Value]]

    init(closure: ClosureExprSyntax, source: LayoutBlockSource, converter: SourceLocationConverter, scopes: [[String: Value]]) {
        self.closure = closure
        self.source = source
        self.converter = converter
        self.scopes = scopes
    }

    /// Whether `closure` takes parameters: a parameter clause (`{ item in }`, `{ _ in }`), or
    /// `$0` in its own statements (not in a closure inside it).
    static func takesParameters(_ closure: ClosureExprSyntax) -> Bool {
        if let signature = closure.signature { return signature.parameterClause != nil }
        final class ShorthandFinder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if case .dollarIdentifier = token.tokenKind { found = true }
                return .skipChildren
            }
        }
        let finder = ShorthandFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }

    public static func == (lhs: ViewBuilderClosure, rhs: ViewBuilderClosure) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
