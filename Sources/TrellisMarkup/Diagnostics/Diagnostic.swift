// A problem found in a source file, as data.

/// A problem in a source file, with everything needed to show it to an author.
///
/// Errors are data rather than thrown values so that a build can collect every problem of
/// every page and print them all (an author fixes ten broken links in one pass, not ten).
/// Every stage (front matter, Markdown, links, layout blocks, the layout engine, the HTML
/// writer) reports through this one type, and ``formatted(colored:)`` is the single place
/// that turns it into text, for the terminal and the preview's overlay alike. A single
/// problem can be thrown as is; several travel as a ``BuildFailure``. It is `Codable` so that
/// a cached result (a layout block's) keeps the warnings it was rendered with.
public struct Diagnostic: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// How bad a problem is: errors fail the build, warnings are printed and the build goes
    /// on, notes only inform (what pasted code asked for that a static page cannot do).
    public enum Severity: String, Hashable, Sendable, Codable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    /// The file, relative to the site folder when possible (`content/guide/grids.md`).
    public var file: String
    /// 1-based line in `file`; 0 when the problem concerns the whole file.
    public var line: Int
    /// 1-based column in characters; 0 when unknown.
    public var column: Int
    public var message: String
    /// The text of the offending line, shown under the message with a caret.
    public var sourceLine: String?
    /// What the author can do about it.
    public var hint: String?
    /// Further facts, each printed on its own line (`note: the first use is at 12:3`).
    public var notes: [String]
    /// The id of the layout-block view the problem concerns (`poll-1` block's `title`), so
    /// tools can point at its box as well as its line.
    public var node: String?
    /// What kind of problem this is, where code decides on it (``DiagnosticID``).
    public var id: DiagnosticID?
    /// The name the problem is about (the unknown name of `.unknownName`), for code that
    /// acts on it without reading the message.
    public var subject: String?

    public init(
        _ severity: Severity = .error, file: String, line: Int = 0, column: Int = 0, message: String,
        sourceLine: String? = nil, hint: String? = nil, notes: [String] = [], node: String? = nil, id: DiagnosticID? = nil
    ) {
        self.id = id
        self.notes = notes
        self.node = node
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
        self.hint = hint
    }

    /// `file:line:column`, the form editors and terminals turn into a jump target.
    public var location: String {
        guard line > 0 else { return file }
        return column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)"
    }

    public var description: String { formatted() }

    /// The diagnostic as printed by `trellis`: location, message, source line, caret, hint.
    ///
    /// ```
    /// content/guide.md:12:5: error: link to a page that does not exist: 'grids.md'
    ///    12 | See [grids](grids.md) for more.
    ///       |     ^
    ///       = hint: pages are looked up relative to this file; did you mean 'guide/grids.md'?
    /// ```
    public func formatted(colored: Bool = false) -> String {
        let bold = colored ? "\u{1B}[1m" : ""
        let red = colored ? (severity == .error ? "\u{1B}[1;31m" : severity == .warning ? "\u{1B}[1;33m" : "\u{1B}[1;36m") : ""
        let dim = colored ? "\u{1B}[2m" : ""
        let reset = colored ? "\u{1B}[0m" : ""
        var text = "\(bold)\(location):\(reset) \(red)\(severity.rawValue):\(reset) \(bold)\(message)\(reset)"
        if let sourceLine, line > 0 {
            let number = String(line)
            let gutter = String(repeating: " ", count: number.count)
            // Tabs keep their width so the caret stays under the right character.
            text += "\n \(dim)\(number) |\(reset) \(sourceLine)"
            if column > 0 {
                let lead = sourceLine.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
                text += "\n \(dim)\(gutter) |\(reset) \(lead)\(red)^\(reset)"
            }
            if let hint { text += "\n \(dim)\(gutter) =\(reset) hint: \(hint)" }
            for note in notes { text += "\n \(dim)\(gutter) =\(reset) note: \(note)" }
        } else {
            if let hint { text += "\n  = hint: \(hint)" }
            for note in notes { text += "\n  = note: \(note)" }
        }
        return text
    }
}

// MARK: - Source positions

extension Diagnostic {
    /// Converts a 1-based UTF-8 byte column (what libcmark and libyaml report) into a 1-based
    /// character column, so the caret lands under the right character in non-ASCII text.
    public static func characterColumn<Line: StringProtocol>(inLine line: Line, utf8Column: Int) -> Int {
        guard utf8Column > 1 else { return max(utf8Column, 0) }
        let utf8 = line.utf8
        let limit = utf8.index(utf8.startIndex, offsetBy: utf8Column - 1, limitedBy: utf8.endIndex) ?? utf8.endIndex
        return String(decoding: utf8[utf8.startIndex..<limit], as: UTF8.self).count + 1
    }
}
