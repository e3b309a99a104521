// Page positions of syntax nodes: swift-syntax's block positions mapped to the author's file.

import SwiftSyntax
import TrellisMarkup

/// Maps positions in a block's (or a `layouts/` file's) code to the file the author has open.
///
/// The interpreter and the Swift compiler both report through it, so a position means the
/// same thing in every message.
struct SourcePositions {
    let source: LayoutBlockSource
    let converter: SourceLocationConverter

    /// The page position of a syntax node's first character.
    func location(of node: some SyntaxProtocol) -> BlockLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    /// The page position of an offset in the code.
    func location(at offset: AbsolutePosition) -> BlockLocation {
        let position = converter.location(for: offset)
        // swift-syntax counts columns in UTF-8 bytes; messages count characters.
        let lineText = source.pageLine(blockLine: position.line).dropFirst(source.indentation)
        let bytes = Array(lineText.utf8.prefix(max(position.column - 1, 0)))
        let characters = String(decoding: bytes, as: UTF8.self).count
        return source.pageLocation(blockLine: position.line, blockColumn: characters + 1)
    }

    func error(_ message: String, at node: some SyntaxProtocol, hint: String? = nil, id: DiagnosticID? = nil) -> Diagnostic {
        source.diagnostic(message, at: location(of: node), hint: hint, id: id)
    }
}
