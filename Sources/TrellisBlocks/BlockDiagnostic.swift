// Errors in layout blocks, as data, turned into text in one place.

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
