// A Markdown page: front matter, parsed body, and what the site needs to know about it.

/// One parsed Markdown file.
///
/// Parsing happens once, in ``init(text:file:)``: the front matter is read, the body is
/// parsed by libcmark, tables are recognised and headings get their anchors. The site then
/// inspects ``headings``, ``links`` and ``codeBlocks`` (to check links and find layout
/// blocks) before calling ``renderHTML(linkDestinations:codeBlockHTML:)`` once.
///
/// Thread safety: a document is built and rendered by one task at a time (the site hands
/// each page to one worker); it is `@unchecked Sendable` so that it can be stored between
/// the parse and render phases.
public final class MarkdownDocument: @unchecked Sendable {
    /// Path used in diagnostics (`content/guide/grids.md`).
    public let file: String
    /// The whole file, for quoting lines in diagnostics.
    public let source: String
    public let frontMatter: FrontMatter
    /// Lines before the Markdown body (the front matter block).
    public let bodyLineOffset: Int
    public let headings: [Heading]
    /// Every link and image, in document order.
    public let links: [Link]
    /// Every code block, in document order.
    public let codeBlocks: [CodeBlock]
    /// Problems found while parsing (front matter errors).
    public let diagnostics: [Diagnostic]

    private let tree: CommonMarkTree
    private var renderedHTML: String?

    /// Parses a page. Never throws: problems become ``diagnostics``.
    public init(text: String, file: String) {
        self.file = file
        source = text
        let split = FrontMatter.split(text, file: file)
        frontMatter = split.frontMatter
        bodyLineOffset = split.bodyLineOffset
        diagnostics = split.diagnostics
        let body = split.body
        tree = CommonMarkTree(parsing: body)
        // Source lines are only split when the body may hold a table or a code block.
        var bodyLines: [Substring]? = nil
        func lines() -> [Substring] {
            if let bodyLines { return bodyLines }
            let split = body.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnding)
            bodyLines = split
            return split
        }
        if body.utf8.contains(UInt8(ascii: "|")) {
            tree.convertTables { first, last in
                let all = lines()
                guard first >= 1, first <= last, last <= all.count else { return [] }
                return Array(all[(first - 1)..<last])
            }
        }
        let parts = tree.collect { line, column in
            let all = lines()
            guard line >= 1, line <= all.count else { return false }
            let text = all[line - 1].utf8.dropFirst(max(column - 1, 0))
            return text.starts(with: "```".utf8) || text.starts(with: "~~~".utf8)
        }
        let offset = split.bodyLineOffset
        var slugger = HeadingSlugger()
        headings = parts.headings.map { heading in
            Heading(level: heading.level, text: heading.text, id: slugger.uniqueSlug(heading.text), line: heading.line + offset)
        }
        tree.setHeadingIDs(headings.map(\.id))
        links = parts.links.map { link in
            var link = link
            link.line += offset
            return link
        }
        codeBlocks = parts.codeBlocks.map { block in
            var block = block
            block.line += offset
            return block
        }
    }

    /// The front matter title, else the first heading's text.
    public var title: String? {
        frontMatter.title ?? headings.first?.text
    }

    /// Renders the body to HTML.
    ///
    /// - Parameters:
    ///   - linkDestinations: one entry per ``links`` element; nil keeps the destination.
    ///   - codeBlockHTML: one entry per ``codeBlocks`` element; nil renders the block as
    ///     `<pre><code class="language-…">`.
    /// The first call's replacements are final: later calls return the same HTML.
    public func renderHTML(linkDestinations: [String?] = [], codeBlockHTML: [String?] = []) -> String {
        if let renderedHTML { return renderedHTML }
        let html = tree.renderHTML(linkDestinations: linkDestinations, codeBlockHTML: codeBlockHTML)
        renderedHTML = html
        return html
    }

    /// Whether ``renderHTML(linkDestinations:codeBlockHTML:)`` was called: its result is
    /// final, so a document kept between builds (the preview's) can be reused only before.
    public var hasRenderedHTML: Bool { renderedHTML != nil }

    /// A diagnostic about a front matter setting, pointing at the line that sets `key`.
    public func diagnostic(forKey key: String, message: String, hint: String? = nil) -> Diagnostic {
        let lines = SourceLines(source)
        let line = lines.lineNumber(ofKey: key, through: bodyLineOffset) ?? 0
        return Diagnostic(file: file, line: line, column: line > 0 ? 1 : 0, message: message, sourceLine: lines[line], hint: hint)
    }

    /// A diagnostic pointing into this file, quoting the line with a caret.
    ///
    /// `utf8Column` is a libcmark column (bytes); it is converted to characters here.
    public func diagnostic(
        _ severity: Diagnostic.Severity = .error, line: Int, utf8Column: Int, message: String, hint: String? = nil
    ) -> Diagnostic {
        let sourceLine = SourceLines(source)[line]
        let column = sourceLine.map { Diagnostic.characterColumn(inLine: $0, utf8Column: utf8Column) } ?? utf8Column
        return Diagnostic(severity, file: file, line: line, column: column, message: message, sourceLine: sourceLine, hint: hint)
    }
}
