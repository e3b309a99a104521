// A layout block's code together with the place it came from in its Markdown page.


/// The code of one ```` ```layout ```` fence and where it sits in its page.
///
/// Errors are reported against the page, not the block, because that is the file the author
/// has open; this type carries what is needed to map block positions back to page positions.
/// It is the one copy of a block's code: the site finds it (``init(_:file:page:)``, from the
/// fence cmark found), the layout-block language parses it.
public struct LayoutBlockSource: Hashable, Sendable {
    /// The code between the fences, indentation of the fence already removed.
    public var code: String
    /// The page's path as shown in messages, e.g. `content/guide/poll.md`.
    public var file: String
    /// The page line (1-based) of the code's first line: the line after the opening fence.
    public var firstLine: Int
    /// How many columns were removed from the start of every code line (an indented fence).
    public var indentation: Int
    /// The page lines the code came from, used to quote the offending line exactly.
    public var pageLines: [String]

    public init(code: String, file: String, firstLine: Int = 1, indentation: Int = 0) {
        self.code = code
        self.file = file
        self.firstLine = firstLine
        self.indentation = indentation
        let prefix = String(repeating: " ", count: indentation)
        self.pageLines = LayoutBlockSource.lines(code).map { prefix + $0 }
    }

    /// The code of a fence cmark found in a page.
    ///
    /// cmark gives the code with container markers and the fence's indentation removed and a
    /// final line break, so a fence inside a blockquote or a list item works as at the top
    /// level; `page` (the page's lines, split once per page) lets errors quote a line as
    /// written (`> Text(…)`), else a line is quoted as the code with its indentation.
    public init(_ block: CodeBlock, file: String, page: SourceLines? = nil) {
        let code = block.code.last.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" } == true ? String(block.code.dropLast()) : block.code
        self.init(code: code, file: file, firstLine: block.line, indentation: max(block.column - 1, 0))
        if let page {
            let written = (block.line..<(block.line + pageLines.count)).compactMap { page[$0] }
            if written.count == pageLines.count { pageLines = written }
        }
    }

    /// The page line of the opening fence.
    public var fenceLine: Int { firstLine - 1 }

    /// The page position of a block position (both 1-based, columns counted in characters).
    public func pageLocation(blockLine: Int, blockColumn: Int) -> BlockLocation {
        BlockLocation(file: file, line: firstLine + blockLine - 1, column: blockColumn + indentation)
    }

    /// The page's text of a block line, for quoting under an error.
    public func pageLine(blockLine: Int) -> String {
        let index = blockLine - 1
        guard index >= 0, index < pageLines.count else { return "" }
        return pageLines[index]
    }

    /// An error at a page position inside this block, quoting its line.
    public func diagnostic(_ message: String, at location: BlockLocation, hint: String? = nil,
                    severity: Diagnostic.Severity = .error, id: DiagnosticID? = nil) -> Diagnostic {
        Diagnostic(severity, at: location, message: message, sourceLine: pageLine(blockLine: location.line - firstLine + 1), hint: hint, id: id)
    }
}

/// A position in a Markdown page: what every error and every generated node id refers to.
public struct BlockLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    /// 1-based page line.
    public var line: Int
    /// 1-based column, in characters.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: BlockLocation, rhs: BlockLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

extension Diagnostic {
    /// A problem at a position in a page.
    public init(_ severity: Severity = .error, at location: BlockLocation, message: String, sourceLine: String? = nil,
                hint: String? = nil, notes: [String] = [], node: String? = nil, id: DiagnosticID? = nil) {
        self.init(severity, file: location.file, line: location.line, column: location.column, message: message,
                  sourceLine: sourceLine.flatMap { $0.isEmpty ? nil : $0 }, hint: hint, notes: notes, node: node, id: id)
    }
}

extension LayoutBlockSource {
    /// A block's lines without their line endings, as CommonMark and swift-syntax count lines.
    ///
    /// `"\r\n"` is one `Character` in Swift, so splitting on `"\n"` alone would miss it.
    static func lines(_ markdown: String) -> [Substring] {
        markdown.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }
}
