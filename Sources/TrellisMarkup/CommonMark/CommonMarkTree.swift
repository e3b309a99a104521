// Every call into libcmark lives in this file.
//
// The tree is owned by one class and freed in its deinit; no cmark pointer leaves this file
// (results are copied into Swift values: `Heading`, `Link`, `CodeBlock`, `String`).

internal import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A libcmark document tree, parsed with smart punctuation and raw HTML allowed.
///
/// Raw HTML passes through (`CMARK_OPT_UNSAFE`, like Hugo's `unsafe = true`): the site's
/// authors write its pages, and documentation needs `<kbd>`, `<details>` and friends.
///
/// The tree is transformed in place (tables, heading anchors, rewritten links, replaced
/// code blocks) and rendered once by libcmark's HTML renderer, which is much faster than
/// re-rendering every node from Swift.
final class CommonMarkTree {
    private static let options = CMARK_OPT_SMART | CMARK_OPT_UNSAFE
    /// Parsing also records inline positions: without `CMARK_OPT_SOURCEPOS`, libcmark does
    /// not count the line breaks inside code spans and raw HTML, and every link after one
    /// in a paragraph is reported a line early. (Rendering leaves the option off, so pages
    /// carry no `data-sourcepos`.)
    private static let parseOptions = options | CMARK_OPT_SOURCEPOS

    private let root: OpaquePointer
    /// Link and image nodes, in document order (same order as `collect()`'s links).
    private var linkNodes: [OpaquePointer] = []
    /// Code block nodes, in document order.
    private var codeNodes: [OpaquePointer] = []
    private var headingNodes: [OpaquePointer] = []
    /// Table cells made from re-parsed cell text: where the cell's text starts in the body
    /// (line, UTF-8 column - 1), so nodes inside keep true source positions.
    private var cellOrigins: [OpaquePointer: (line: Int, columnOffset: Int)] = [:]
    /// Custom heading ids (`{#id}`) by heading node.
    private var customHeadingIDs: [OpaquePointer: String] = [:]
    /// Body lines whose text moved left when a footnote marker was rewritten.
    private var columnShifts: [Int: (textColumn: Int, shift: Int)] = [:]
    /// Footnote definitions' content moved out of the tree and not (yet) put back.
    private var detached: [OpaquePointer] = []
    /// Footnote mistakes worth a warning: a reference to no definition (only on pages that
    /// define footnotes, so a regex's `[^a-z]` in prose is not one), a definition never used.
    private(set) var footnoteProblems: [(message: String, line: Int, utf8Column: Int)] = []
    /// The parsed text's lines, while the GFM passes run.
    private var sourceLine: ((Int) -> Substring?)?

    /// Parses `markdown`. Never fails: every input is some CommonMark document.
    init(parsing markdown: Substring) {
        let text = String(markdown)
        // The byte count, not strlen: libcmark turns NUL bytes into U+FFFD instead of stopping.
        let length = text.utf8.count
        root = text.withCString { cmark_parse_document($0, length, Self.parseOptions) }
    }

    deinit {
        for node in detached { cmark_node_free(node) }
        cmark_node_free(root)
    }

    // MARK: - Tables

    /// Replaces paragraphs that are GFM pipe tables by table nodes.
    ///
    /// `lines(first, last)` returns the body's source lines of a paragraph. Table cells are
    /// re-parsed as Markdown, so emphasis, code and links work in cells.
    func convertTables(lines: (Int, Int) -> [Substring]) {
        var paragraphs: [OpaquePointer] = []
        forEachNode { node, type in
            guard type == CMARK_NODE_PARAGRAPH else { return }
            // Cheap test first: a table's first text starts with or contains a pipe.
            if let first = cmark_node_first_child(node), cmark_node_get_type(first) == CMARK_NODE_TEXT,
                let literal = cmark_node_get_literal(first), strchr(literal, Int32(UInt8(ascii: "|"))) != nil,
                cmark_node_get_end_line(node) > cmark_node_get_start_line(node)
            {
                paragraphs.append(node)
            }
        }
        for paragraph in paragraphs {
            let startLine = Int(cmark_node_get_start_line(paragraph))
            let endLine = Int(cmark_node_get_end_line(paragraph))
            let prefix = Int(cmark_node_get_start_column(paragraph)) - 1
            guard let table = PipeTable(lines: lines(startLine, endLine), prefixLength: prefix) else { continue }
            // A table wider than the column scrolls inside its wrapper, and a region that
            // scrolls must take focus so arrow keys can scroll it (WCAG 2.1.1; axe's
            // `scrollable-region-focusable`); the group's name says what the stop is. The
            // table itself keeps `display: table`, and with it its table semantics.
            let tableNode = customBlock("<div class=\"table-scroll\" tabindex=\"0\" role=\"group\" aria-label=\"Table\"><table>", "</table></div>")
            let head = customBlock("<thead>", "</thead>")
            cmark_node_append_child(tableNode, head)
            cmark_node_append_child(head, row(table.header, table: table, startLine: startLine, header: true))
            if !table.rows.isEmpty {
                let body = customBlock("<tbody>", "</tbody>")
                cmark_node_append_child(tableNode, body)
                for cells in table.rows {
                    cmark_node_append_child(body, row(cells, table: table, startLine: startLine, header: false))
                }
            }
            cmark_node_replace(paragraph, tableNode)
            cmark_node_free(paragraph)
        }
    }

    private func row(_ cells: [PipeTable.Cell], table: PipeTable, startLine: Int, header: Bool) -> OpaquePointer {
        let row = customBlock("<tr>", "</tr>")
        for (index, cell) in cells.enumerated() {
            let alignment = index < table.alignments.count ? table.alignments[index] : .none
            let open = header ? "<th scope=\"col\"\(alignment.styleAttribute)>" : "<td\(alignment.styleAttribute)>"
            let cellNode = customBlock(open, header ? "</th>" : "</td>")
            cmark_node_append_child(row, cellNode)
            guard !cell.markdown.isEmpty else { continue }
            let parsed = cell.markdown.withCString { cmark_parse_document($0, strlen($0), Self.parseOptions) }
            defer { cmark_node_free(parsed) }
            // The cell's inlines live in the parsed document's first paragraph; move them.
            if let paragraph = cmark_node_first_child(parsed), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH {
                while let inline = cmark_node_first_child(paragraph) {
                    cmark_node_unlink(inline)
                    cmark_node_append_child(cellNode, inline)
                }
            } else {
                // Cell text that parses as a block (`# x`, `- x`) stays literal text.
                let text = cmark_node_new(CMARK_NODE_TEXT)
                cmark_node_set_literal(text, cell.markdown)
                cmark_node_append_child(cellNode, text)
            }
            cellOrigins[cellNode] = (startLine + cell.lineIndex, cell.utf8Offset)
        }
        return row
    }

    /// A node that renders as `enter`, its children, `exit`. (cmark only returns nil when
    /// out of memory, where it aborts anyway.)
    private func customBlock(_ enter: String, _ exit: String) -> OpaquePointer {
        let node: OpaquePointer = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
        cmark_node_set_on_enter(node, enter)
        cmark_node_set_on_exit(node, exit)
        return node
    }

    // MARK: - Collecting

    /// Headings, links and code blocks with positions in body lines (1-based).
    struct Parts {
        var headings: [(level: Int, text: String, line: Int, customID: String?)] = []
        /// `id` attributes written in raw HTML, and footnotes' ids: link targets besides headings.
        var anchorIDs: [String] = []
        var links: [Link] = []
        var codeBlocks: [CodeBlock] = []
    }

    /// Walks the tree once, copying what the site needs into Swift values and remembering
    /// the nodes that rendering may change.
    ///
    /// `lineText(n)` is body line `n`, to place links on a paragraph's later lines.
    func collect(isFence: (Int, Int) -> Bool, lineText: (Int) -> Substring?) -> Parts {
        var parts = Parts()
        var cellStack: [(line: Int, columnOffset: Int)] = []
        var headingText: String? = nil
        walk { node, type, entering in
            if !entering {
                if type == CMARK_NODE_CUSTOM_BLOCK, cellOrigins[node] != nil { cellStack.removeLast() }
                if type == CMARK_NODE_HEADING, let text = headingText {
                    let line = Int(cmark_node_get_start_line(node))
                    parts.headings.append((Int(cmark_node_get_heading_level(node)), text, line, customHeadingIDs[node]))
                    headingText = nil
                }
                return
            }
            switch type {
            case CMARK_NODE_CUSTOM_BLOCK:
                if let origin = cellOrigins[node] { cellStack.append(origin) }
            case CMARK_NODE_HEADING:
                headingText = ""
                headingNodes.append(node)
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if headingText != nil, let literal = cmark_node_get_literal(node) { headingText?.append(String(cString: literal)) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                if headingText != nil { headingText?.append(" ") }
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                linkNodes.append(node)
                var line = Self.openingLine(of: node)
                var column = Int(cmark_node_get_start_column(node))
                if let shift = columnShifts[line], column >= shift.textColumn { column += shift.shift }
                if cellStack.isEmpty { column = Self.sourceColumn(of: node, line: line, column: column, lineText: lineText) }
                if let cell = cellStack.last {
                    line = cell.line
                    column += cell.columnOffset
                }
                let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                parts.links.append(Link(destination: url, isImage: type == CMARK_NODE_IMAGE, line: line, utf8Column: column))
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                // Cheap test first: most raw HTML has no id.
                if let literal = cmark_node_get_literal(node), strstr(literal, "id") != nil {
                    parts.anchorIDs += HTMLAnchorIDs.ids(in: String(cString: literal))
                }
            case CMARK_NODE_CODE_BLOCK:
                codeNodes.append(node)
                let line = Int(cmark_node_get_start_line(node))
                let column = Int(cmark_node_get_start_column(node))
                let fenced = isFence(line, column)
                parts.codeBlocks.append(
                    CodeBlock(
                        info: cmark_node_get_fence_info(node).map { String(cString: $0) } ?? "",
                        code: cmark_node_get_literal(node).map { String(cString: $0) } ?? "",
                        line: fenced ? line + 1 : line, column: column, isFenced: fenced))
            default:
                break
            }
        }
        return parts
    }

    /// The true column of a link on a paragraph's second or later line.
    ///
    /// libcmark counts such a column as the offset in the line's text (container markers and
    /// indentation removed) plus the paragraph's first-line indentation, which is wrong when
    /// the line's own prefix differs: a lazy continuation line, a deeper indent, `>    `.
    /// The line's prefix is its leading blanks and `>` markers (a paragraph line cannot
    /// start with `>` itself); the result is kept only if it lands on the link's `[` or `!`.
    private static func sourceColumn(of link: OpaquePointer, line: Int, column: Int, lineText: (Int) -> Substring?) -> Int {
        var block = cmark_node_parent(link)
        while let current = block, cmark_node_get_type(current).rawValue >= CMARK_NODE_FIRST_INLINE.rawValue {
            block = cmark_node_parent(current)
        }
        guard let block, Int(cmark_node_get_start_line(block)) < line, let text = lineText(line) else { return column }
        let offset = column - Int(cmark_node_get_start_column(block))
        let bytes = text.utf8
        let prefix = bytes.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }.count
        guard offset >= 0, let index = bytes.index(bytes.startIndex, offsetBy: prefix + offset, limitedBy: bytes.endIndex),
            index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "<")
        else { return column }
        return prefix + offset + 1
    }

    /// The line of a link's `[`: libcmark gives a link the line where it closes (and the
    /// column where it opens), so a link whose text crosses a line break is placed on a
    /// later line. Its text starts on the `[`'s line, or one line after when the text
    /// starts with a line break.
    private static func openingLine(of link: OpaquePointer) -> Int {
        var afterBreak = 0
        var child = cmark_node_first_child(link)
        while let node = child {
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                afterBreak += 1
                child = cmark_node_next(node)
                continue
            }
            let line = Int(cmark_node_get_start_line(node))
            if line > 0 { return max(line - afterBreak, 1) }
            child = cmark_node_first_child(node) ?? cmark_node_next(node)
        }
        return Int(cmark_node_get_start_line(link))
    }

    // MARK: - GitHub-flavoured Markdown

    /// Runs the GFM passes, each its own walk over the tree, in the order their syntax
    /// nests: footnotes first (their definitions leave the tree), then block-level alerts
    /// and task items, then inline strikethrough and autolinks, which must not see text
    /// that earlier passes turned into markup.
    ///
    /// `sourceLine(n)` is line `n` of the text libcmark parsed, to tell escaped characters.
    func applyGitHubExtensions(
        footnotes: FootnoteDefinitions, hints: ExtensionHints, sourceLine: @escaping (Int) -> Substring?
    ) -> [String] {
        self.sourceLine = sourceLine
        defer { self.sourceLine = nil }
        var footnoteIDs: [String] = []
        if !footnotes.definitions.isEmpty { footnoteIDs = convertFootnotes(footnotes) }
        if hints.headingIDs { readCustomHeadingIDs() }
        if hints.alerts { convertAlerts() }
        if hints.taskItems { convertTaskListItems() }
        if hints.strikethrough { convertStrikethrough() }
        if hints.autolinks { convertAutolinks() }
        return footnoteIDs
    }

    /// A text node's bytes with the `~` and `[` the author escaped (`\~`) replaced by a
    /// byte no pass reacts to, so `\~~not struck~~` and `\[^1]` stay literal. Only
    /// nodes whose source is longer than their text (escapes, entities) are checked.
    private func maskedBytes(_ node: OpaquePointer) -> [UInt8] {
        var bytes = Array(literal(node).utf8)
        let line = Int(cmark_node_get_start_line(node))
        let first = Int(cmark_node_get_start_column(node))
        let last = Int(cmark_node_get_end_column(node))
        guard let sourceLine, line > 0, Int(cmark_node_get_end_line(node)) == line, first >= 1, last - first + 1 > bytes.count,
            let text = sourceLine(line), last <= text.utf8.count
        else { return bytes }
        let source = text.utf8.dropFirst(first - 1).prefix(last - first + 1)
        guard source.contains(UInt8(ascii: "\\")) || source.contains(UInt8(ascii: "&")),
            let offsets = EscapedCharacters.offsets(literal: bytes, source: source)
        else { return bytes }
        for offset in offsets where bytes[offset] == UInt8(ascii: "~") || bytes[offset] == UInt8(ascii: "[") {
            bytes[offset] = Self.maskedByte
        }
        return bytes
    }

    /// Stands in for an escaped character while the inline passes look for syntax.
    private static let maskedByte: UInt8 = 0x1A

    /// Calls `body` for every node entered, in document order.
    private func forEachNode(_ body: (OpaquePointer, cmark_node_type) -> Void) {
        walk { node, type, entering in if entering { body(node, type) } }
    }

    /// Calls `body` as libcmark's iterator enters (`entering`) and leaves each node. The
    /// tree must not change during the walk: passes collect nodes first, then edit.
    private func walk(_ body: (OpaquePointer, cmark_node_type, _ entering: Bool) -> Void) {
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            body(node, cmark_node_get_type(node), event == CMARK_EVENT_ENTER)
        }
    }

    private func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private func children(_ node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    /// A container's children as the inline passes see them.
    private func pieces(_ children: [OpaquePointer]) -> [InlinePiece] {
        children.map { child in
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT: .text(maskedBytes(child))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: .lineBreak
            default: .other
            }
        }
    }

    /// Rebuilds `parent`'s children, cutting text children at `splices` (grouped by child
    /// index). Nodes that are kept (links, code) keep their source positions.
    private func apply(_ splices: [InlineSplice], to parent: OpaquePointer, children: [OpaquePointer]) {
        let byPiece = Dictionary(grouping: splices, by: \.piece)
        var stack = [parent]
        for child in children { cmark_node_unlink(child) }
        func appendText(_ bytes: ArraySlice<UInt8>) {
            guard !bytes.isEmpty else { return }
            let text = cmark_node_new(CMARK_NODE_TEXT)
            cmark_node_set_literal(text, String(decoding: bytes, as: UTF8.self))
            cmark_node_append_child(stack[stack.count - 1], text)
        }
        for (index, child) in children.enumerated() {
            guard let cuts = byPiece[index]?.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) else {
                cmark_node_append_child(stack[stack.count - 1], child)
                continue
            }
            let bytes = Array(literal(child).utf8)
            var position = 0
            for cut in cuts where cut.range.lowerBound >= position && cut.range.upperBound <= bytes.count {
                appendText(bytes[position..<cut.range.lowerBound])
                position = cut.range.upperBound
                switch cut.replacement {
                case .open(let enter, let exit):
                    let wrapper: OpaquePointer = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)
                    cmark_node_set_on_enter(wrapper, enter)
                    cmark_node_set_on_exit(wrapper, exit)
                    cmark_node_append_child(stack[stack.count - 1], wrapper)
                    stack.append(wrapper)
                case .close:
                    if stack.count > 1 { stack.removeLast() }
                case .link(let url, let text):
                    let link = cmark_node_new(CMARK_NODE_LINK)
                    cmark_node_set_url(link, url)
                    let label = cmark_node_new(CMARK_NODE_TEXT)
                    cmark_node_set_literal(label, text)
                    cmark_node_append_child(link, label)
                    cmark_node_append_child(stack[stack.count - 1], link)
                case .html(let html):
                    let raw = cmark_node_new(CMARK_NODE_HTML_INLINE)
                    cmark_node_set_literal(raw, html)
                    cmark_node_append_child(stack[stack.count - 1], raw)
                }
            }
            appendText(bytes[position...])
            cmark_node_free(child)
        }
    }

    /// Inline containers (paragraphs, headings, emphasis, cells…) with a text child for
    /// which `wants` holds, outside links and images when `outsideLinks`.
    private func inlineContainers(outsideLinks: Bool, where wants: (UnsafePointer<CChar>) -> Bool) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var seen: Set<OpaquePointer> = []
        var linkDepth = 0
        walk { node, type, entering in
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                linkDepth += entering ? 1 : -1
                return
            }
            guard entering, type == CMARK_NODE_TEXT, !outsideLinks || linkDepth == 0,
                let literal = cmark_node_get_literal(node), wants(literal), let parent = cmark_node_parent(node),
                seen.insert(parent).inserted
            else { return }
            result.append(parent)
        }
        return result
    }

    // MARK: Footnotes

    /// Moves footnote definitions (parsed as `1)` list items, see ``FootnoteDefinitions``)
    /// out of the tree, turns `[^label]` references into numbered superscript links, and
    /// appends the referenced notes, in order of first reference, with back-links.
    /// Returns the ids it created (`fn-label`, `fnref-label`…), for the link checker.
    private func convertFootnotes(_ footnotes: FootnoteDefinitions) -> [String] {
        var definitionLines: [Int: FootnoteDefinitions.Definition] = [:]
        for definition in footnotes.definitions {
            definitionLines[definition.line] = definition
            columnShifts[definition.line] = (definition.textColumn, definition.shift)
        }
        // 1. Definitions: top-level `1)` items that start on a definition's line.
        var notes: [String: OpaquePointer] = [:]
        var labels: [String: String] = [:]
        var definitionPositions: [String: (line: Int, column: Int)] = [:]
        for list in children(root) where cmark_node_get_type(list) == CMARK_NODE_LIST {
            for item in children(list) {
                guard let definition = definitionLines[Int(cmark_node_get_start_line(item))] else { continue }
                let key = FootnoteDefinitions.normalized(definition.label)
                let holder: OpaquePointer = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
                while let child = cmark_node_first_child(item) {
                    cmark_node_unlink(child)
                    cmark_node_append_child(holder, child)
                }
                cmark_node_unlink(item)
                cmark_node_free(item)
                detached.append(holder)
                // GFM: the first definition of a label wins.
                if notes[key] == nil {
                    notes[key] = holder
                    labels[key] = definition.label
                    definitionPositions[key] = (definition.line, definition.textColumn - 4)
                }
            }
            if cmark_node_first_child(list) == nil {
                cmark_node_unlink(list)
                cmark_node_free(list)
            }
        }
        guard !notes.isEmpty else { return [] }

        // 2. References, numbered in document order.
        var order: [String] = []
        var numbers: [String: Int] = [:]
        var referenceCounts: [String: Int] = [:]
        var splicesByParent: [OpaquePointer: (children: [OpaquePointer], splices: [InlineSplice])] = [:]
        var parentOrder: [OpaquePointer] = []
        for parent in inlineContainers(outsideLinks: true, where: { strstr($0, "[^") != nil }) {
            let children = children(parent)
            var splices: [InlineSplice] = []
            for (index, child) in children.enumerated() where cmark_node_get_type(child) == CMARK_NODE_TEXT {
                let bytes = maskedBytes(child)
                var position = 0
                while position + 3 < bytes.count {
                    // A label has no blanks or brackets and at most 999 bytes, so the search
                    // for its `]` is bounded and a run of `[^[^[^…` stays linear.
                    guard bytes[position] == UInt8(ascii: "["), bytes[position + 1] == UInt8(ascii: "^"),
                        let close = bytes[(position + 2)...].prefix(1000).firstIndex(where: {
                            $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
                        }),
                        bytes[close] == UInt8(ascii: "]"), close > position + 2
                    else {
                        position += 1
                        continue
                    }
                    let label = String(decoding: bytes[(position + 2)..<close], as: UTF8.self)
                    let key = FootnoteDefinitions.normalized(label)
                    guard notes[key] != nil else {
                        let line = Int(cmark_node_get_start_line(child))
                        if line > 0, !label.contains(where: { $0 == " " || $0 == "[" }) {
                            footnoteProblems.append(
                                ("footnote reference '[^\(label)]' has no definition", line, Int(cmark_node_get_start_column(child)) + position))
                        }
                        position += 1
                        continue
                    }
                    if numbers[key] == nil {
                        order.append(key)
                        numbers[key] = order.count
                    }
                    let count = referenceCounts[key, default: 0] + 1
                    referenceCounts[key] = count
                    let number = numbers[key] ?? 0
                    let id = Self.footnoteID(labels[key] ?? label)
                    let referenceID = "fnref-\(id)" + (count > 1 ? "-\(count)" : "")
                    splices.append(
                        InlineSplice(
                            piece: index, range: position..<(close + 1),
                            replacement: .html(
                                "<sup class=\"footnote-ref\"><a href=\"#fn-\(id)\" id=\"\(referenceID)\" role=\"doc-noteref\">\(number)</a></sup>")))
                    position = close + 1
                }
            }
            if !splices.isEmpty {
                splicesByParent[parent] = (children, splices)
                parentOrder.append(parent)
            }
        }
        for parent in parentOrder {
            if let work = splicesByParent[parent] { apply(work.splices, to: parent, children: work.children) }
        }
        for (key, position) in definitionPositions where numbers[key] == nil {
            footnoteProblems.append(("footnote '[^\(labels[key] ?? key)]' is defined but never referenced", position.line, position.column))
        }
        footnoteProblems.sort { ($0.line, $0.utf8Column) < ($1.line, $1.utf8Column) }
        guard !order.isEmpty else { return [] }

        // 3. The notes, in order of first reference, each with a link back to every reference.
        var ids: [String] = []
        let section = customBlock("<section class=\"footnotes\" role=\"doc-endnotes\">\n<hr>\n<ol>\n", "</ol>\n</section>\n")
        for key in order {
            guard let holder = notes[key], let label = labels[key] else { continue }
            let id = Self.footnoteID(label)
            ids.append("fn-\(id)")
            // No `doc-endnote` role on the item: DPUB-ARIA 1.1 deprecates it (a list item in
            // `doc-endnotes` is a note already), and axe's `aria-deprecated-role` fails it.
            let item = customBlock("<li id=\"fn-\(id)\">\n", "</li>\n")
            while let child = cmark_node_first_child(holder) {
                cmark_node_unlink(child)
                cmark_node_append_child(item, child)
            }
            let count = referenceCounts[key] ?? 1
            var backLinks = ""
            for reference in 1...count {
                ids.append("fnref-\(id)" + (reference > 1 ? "-\(reference)" : ""))
                let target = "fnref-\(id)" + (reference > 1 ? "-\(reference)" : "")
                let mark = reference > 1 ? "↩<sup>\(reference)</sup>" : "↩"
                backLinks += " <a href=\"#\(target)\" class=\"footnote-backref\" role=\"doc-backlink\" aria-label=\"Back to reference \(numbers[key] ?? 0)\">\(mark)</a>"
            }
            let backLink = cmark_node_new(CMARK_NODE_HTML_INLINE)
            cmark_node_set_literal(backLink, backLinks)
            if let last = cmark_node_last_child(item), cmark_node_get_type(last) == CMARK_NODE_PARAGRAPH {
                cmark_node_append_child(last, backLink)
            } else {
                let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH)
                cmark_node_append_child(paragraph, backLink)
                cmark_node_append_child(item, paragraph)
            }
            cmark_node_append_child(section, item)
        }
        cmark_node_append_child(root, section)
        return ids
    }

    /// A footnote label as an id: escaped for an attribute, spaces never occur in labels.
    private static func footnoteID(_ label: String) -> String {
        HTMLEscaping.attribute(FootnoteDefinitions.normalized(label))
    }

    // MARK: Headings, alerts, task lists

    /// Strips `{#id}` from the end of headings, remembering the id.
    private func readCustomHeadingIDs() {
        forEachNode { node, type in
            guard type == CMARK_NODE_HEADING, let last = cmark_node_last_child(node), cmark_node_get_type(last) == CMARK_NODE_TEXT,
                let parsed = HeadingAttributes.customID(literal(last))
            else { return }
            customHeadingIDs[node] = parsed.id
            cmark_node_set_literal(last, parsed.text)
        }
    }

    /// Turns blockquotes that open with `[!NOTE]` (alone on its line) into alert boxes.
    private func convertAlerts() {
        var quotes: [(OpaquePointer, Alert)] = []
        forEachNode { node, type in
            guard type == CMARK_NODE_BLOCK_QUOTE, let paragraph = cmark_node_first_child(node),
                cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH, let text = cmark_node_first_child(paragraph),
                cmark_node_get_type(text) == CMARK_NODE_TEXT,
                let alert = Alert(marker: String(literal(text).trimmed(of: " \t")))
            else { return }
            if let next = cmark_node_next(text) {
                let nextType = cmark_node_get_type(next)
                guard nextType == CMARK_NODE_SOFTBREAK || nextType == CMARK_NODE_LINEBREAK else { return }
            }
            quotes.append((node, alert))
        }
        for (quote, alert) in quotes {
            guard let paragraph = cmark_node_first_child(quote), let marker = cmark_node_first_child(paragraph) else { continue }
            if let lineBreak = cmark_node_next(marker) {
                cmark_node_unlink(lineBreak)
                cmark_node_free(lineBreak)
            }
            cmark_node_unlink(marker)
            cmark_node_free(marker)
            if cmark_node_first_child(paragraph) == nil {
                cmark_node_unlink(paragraph)
                cmark_node_free(paragraph)
            }
            let box = customBlock(alert.openingHTML, "</div>\n")
            while let child = cmark_node_first_child(quote) {
                cmark_node_unlink(child)
                cmark_node_append_child(box, child)
            }
            cmark_node_replace(quote, box)
            cmark_node_free(quote)
        }
    }

    /// Turns `[ ]` / `[x]` at the start of a list item into a (read-only) checkbox.
    private func convertTaskListItems() {
        var markers: [(OpaquePointer, Bool)] = []
        forEachNode { node, type in
            guard type == CMARK_NODE_ITEM, let paragraph = cmark_node_first_child(node),
                cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH, let text = cmark_node_first_child(paragraph),
                cmark_node_get_type(text) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(text),
                let checked = TaskListMarker.parse(UnsafeBufferPointer(start: literal, count: strnlen(literal, 4)).map { UInt8(bitPattern: $0) })
            else { return }
            markers.append((text, checked))
        }
        for (text, checked) in markers {
            let rest = String(decoding: Array(literal(text).utf8.dropFirst(4)), as: UTF8.self)
            let checkbox = cmark_node_new(CMARK_NODE_HTML_INLINE)
            cmark_node_set_literal(checkbox, TaskListMarker.checkboxHTML(checked: checked))
            cmark_node_insert_before(text, checkbox)
            if rest.isEmpty {
                cmark_node_unlink(text)
                cmark_node_free(text)
            } else {
                cmark_node_set_literal(text, rest)
            }
        }
    }

    // MARK: Inline extensions

    /// Wraps `~~text~~` and `~text~` in `<del>`.
    private func convertStrikethrough() {
        for parent in inlineContainers(outsideLinks: false, where: { strchr($0, Int32(UInt8(ascii: "~"))) != nil }) {
            let children = children(parent)
            let splices = Strikethrough.splices(pieces(children))
            if !splices.isEmpty { apply(splices, to: parent, children: children) }
        }
    }

    /// Links bare `https://…`, `www.…` and e-mail addresses, outside existing links.
    private func convertAutolinks() {
        let containers = inlineContainers(outsideLinks: true) { literal in
            strstr(literal, "://") != nil || strstr(literal, "www.") != nil || strchr(literal, Int32(UInt8(ascii: "@"))) != nil
        }
        for parent in containers {
            let children = children(parent)
            let pieces = pieces(children)
            var splices: [InlineSplice] = []
            for (index, piece) in pieces.enumerated() {
                guard case .text(let bytes) = piece else { continue }
                let atLineStart = index == 0 || pieces[index - 1] == .lineBreak
                for match in ExtendedAutolink.matches(in: bytes, atLineStart: atLineStart) {
                    splices.append(InlineSplice(piece: index, range: match.range, replacement: .link(url: match.url, text: match.text)))
                }
            }
            if !splices.isEmpty { apply(splices, to: parent, children: children) }
        }
    }

    // MARK: - Rendering

    /// Gives headings their ids and a self-link, so readers can link to any section.
    ///
    /// The heading becomes a custom block (`<h2 id="…">` … `</h2>`) that keeps its inline
    /// children, so links inside headings are still rewritten and libcmark renders them.
    func setHeadingIDs(_ ids: [String]) {
        for (node, id) in zip(headingNodes, ids) {
            let level = cmark_node_get_heading_level(node)
            let escaped = HTMLEscaping.attribute(id)
            let block = customBlock("<h\(level) id=\"\(escaped)\">", "</h\(level)>")
            while let child = cmark_node_first_child(node) {
                cmark_node_unlink(child)
                cmark_node_append_child(block, child)
            }
            let anchor = cmark_node_new(CMARK_NODE_HTML_INLINE)
            cmark_node_set_literal(anchor, " <a class=\"anchor\" href=\"#\(escaped)\" aria-label=\"Link to this section\">#</a>")
            cmark_node_append_child(block, anchor)
            cmark_node_replace(node, block)
            cmark_node_free(node)
        }
        headingNodes = []
    }

    /// Applies new link destinations (nil keeps a link as written) and replaces code blocks
    /// by HTML (nil keeps the block as `<pre><code>`), then renders the document.
    func renderHTML(linkDestinations: [String?], codeBlockHTML: [String?]) -> String {
        for (node, destination) in zip(linkNodes, linkDestinations) {
            if let destination { cmark_node_set_url(node, destination) }
        }
        for (node, html) in zip(codeNodes, codeBlockHTML) {
            guard let html else { continue }
            let replacement = cmark_node_new(CMARK_NODE_HTML_BLOCK)
            cmark_node_set_literal(replacement, html)
            cmark_node_replace(node, replacement)
            cmark_node_free(node)
        }
        linkNodes = []
        codeNodes = []
        guard let rendered = cmark_render_html(root, Self.options) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
