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
    /// Ids besides headings' that links may target: `id="…"` in the page's raw HTML
    /// (`<a id="old-name"></a>`, kept for a renamed heading) and footnotes' ids.
    public let anchorIDs: [String]
    /// Problems found while parsing: front matter errors, footnote warnings.
    public private(set) var diagnostics: [Diagnostic]

    /// libcmark's tree, until the body is rendered: the HTML is final then, and a site of
    /// 20,000 pages need not hold 20,000 trees (41 of the 315 MiB a tldr build held at its peak).
    private var tree: CommonMarkTree?
    private var renderedHTML: String?
    /// The source's lines, indexed on the first diagnostic and reused: a page with many
    /// broken links must not split its source once per link (nor into `Character`s at all).
    private var sourceLineIndex: LineIndex?
    private func sourceLine(_ number: Int) -> String? {
        if sourceLineIndex == nil { sourceLineIndex = LineIndex(Substring(source)) }
        return sourceLineIndex?.line(number).map(String.init)
    }

    /// Parses a page. Never throws: problems become ``diagnostics``.
    public init(text: String, file: String) {
        self.file = file
        source = text
        let split = FrontMatter.split(text, file: file)
        frontMatter = split.frontMatter
        bodyLineOffset = split.bodyLineOffset
        diagnostics = split.diagnostics
        let body = split.body
        let hints = ExtensionHints(body)
        let footnotes = hints.footnotes ? FootnoteDefinitions(body: body) : FootnoteDefinitions()
        let parsed = CommonMarkTree(parsing: footnotes.text.map { Substring($0) } ?? body)
        tree = parsed
        // Lines are indexed on first use: for a table, a fence, a link on a paragraph's
        // later line, an escaped character.
        var bodyLines: LineIndex? = nil
        func line(_ number: Int) -> Substring? {
            if bodyLines == nil { bodyLines = LineIndex(body) }
            return bodyLines?.line(number)
        }
        if hints.tables {
            parsed.convertTables { first, last in
                if bodyLines == nil { bodyLines = LineIndex(body) }
                return bodyLines?.lines(first, last) ?? []
            }
        }
        // Footnote markers were rewritten in the text cmark parsed; its lines differ there.
        var parsedLines: LineIndex? = nil
        let footnoteIDs = parsed.applyGitHubExtensions(footnotes: footnotes, hints: hints) { number in
            guard let text = footnotes.text else { return line(number) }
            if parsedLines == nil { parsedLines = LineIndex(Substring(text)) }
            return parsedLines?.line(number)
        }
        let parts = parsed.collect(
            isFence: { number, column in
                guard let text = line(number)?.utf8.dropFirst(max(column - 1, 0)) else { return false }
                return text.starts(with: "```".utf8) || text.starts(with: "~~~".utf8)
            },
            lineText: line)
        let offset = split.bodyLineOffset
        var slugger = HeadingSlugger()
        // Custom ids (`{#id}`) are taken first, so generated slugs step around them.
        for heading in parts.headings { if let id = heading.customID { slugger.reserve(id) } }
        headings = parts.headings.map { heading in
            let id = heading.customID ?? slugger.uniqueSlug(heading.text)
            return Heading(level: heading.level, text: heading.text, id: id, line: heading.line + offset)
        }
        anchorIDs = parts.anchorIDs + footnoteIDs
        parsed.setHeadingIDs(headings.map(\.id))
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
        for problem in parsed.footnoteProblems {
            diagnostics.append(diagnostic(.warning, line: problem.line + offset, utf8Column: problem.utf8Column, message: problem.message))
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
        let html = tree?.renderHTML(linkDestinations: linkDestinations, codeBlockHTML: codeBlockHTML) ?? ""
        renderedHTML = html
        tree = nil
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
        let sourceLine = sourceLine(line)
        let column = sourceLine.map { Diagnostic.characterColumn(inLine: $0, utf8Column: utf8Column) } ?? utf8Column
        return Diagnostic(severity, file: file, line: line, column: column, message: message, sourceLine: sourceLine, hint: hint)
    }
}
