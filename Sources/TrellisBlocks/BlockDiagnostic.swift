// Errors in layout blocks, as data, turned into text in one place.

import TrellisMarkup

/// One mistake in a layout block, positioned in its Markdown page.
///
/// Rendered like a compiler's message so editors and terminals recognise it:
/// ```
/// content/poll.md:14:23: error: unknown modifier `gridCellColumn`
///     Divider().gridCellColumn(3)
///               ^
/// hint: did you mean `gridCellColumns`?
/// ```
public struct BlockDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: BlockLocation
    public var message: String
    /// The page line the error is on, quoted under the message.
    public var sourceLine: String
    /// What to do about it, when that is obvious.
    public var hint: String?
    /// Errors stop the block; warnings (text no font can draw) let it through.
    public var severity: Severity

    /// How bad a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    public init(location: BlockLocation, message: String, sourceLine: String, hint: String? = nil, severity: Severity = .error) {
        self.location = location
        self.message = message
        self.sourceLine = sourceLine
        self.hint = hint
        self.severity = severity
    }

    /// A problem the Markdown stage found (front matter), as a block diagnostic.
    public init(_ diagnostic: Diagnostic) {
        self.init(location: BlockLocation(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column),
                  message: diagnostic.message, sourceLine: diagnostic.sourceLine ?? "", hint: diagnostic.hint,
                  severity: diagnostic.severity == .error ? .error : .warning)
    }

    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        // An error about the page as a whole (a `--state` name) has no line to quote.
        if !sourceLine.isEmpty {
            // The caret keeps tabs so it lines up under the quoted line in a terminal.
            let lead = sourceLine.prefix(max(location.column - 1, 0)).map { $0 == "\t" ? "\t" : " " }
            text += "\n\(sourceLine)\n" + lead.joined() + "^"
        }
        if let hint { text += "\nhint: \(hint)" }
        return text
    }
}

/// Every mistake found in one or more layout blocks.
///
/// Thrown as one error so a build reports all of them at once instead of one per run.
public struct LayoutBlockError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [BlockDiagnostic]

    public init(_ diagnostics: [BlockDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Diagnostic {
    /// A block diagnostic as the build prints it (``Diagnostic/formatted(colored:)``), so
    /// `trellis build` and `trellis layout` show a block's mistakes the same way.
    public init(_ diagnostic: BlockDiagnostic) {
        self.init(diagnostic.severity == .error ? .error : .warning, file: diagnostic.location.file,
                  line: diagnostic.location.line, column: diagnostic.location.column, message: diagnostic.message,
                  sourceLine: diagnostic.sourceLine.isEmpty ? nil : diagnostic.sourceLine, hint: diagnostic.hint)
    }
}
