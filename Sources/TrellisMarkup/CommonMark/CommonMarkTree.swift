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

    private let root: OpaquePointer
    /// Link and image nodes, in document order (same order as `collect()`'s links).
    private var linkNodes: [OpaquePointer] = []
    /// Code block nodes, in document order.
    private var codeNodes: [OpaquePointer] = []
    private var headingNodes: [OpaquePointer] = []
    /// Table cells made from re-parsed cell text: where the cell's text starts in the body
    /// (line, UTF-8 column - 1), so nodes inside keep true source positions.
    private var cellOrigins: [OpaquePointer: (line: Int, columnOffset: Int)] = [:]

    /// Parses `markdown`. Never fails: every input is some CommonMark document.
    init(parsing markdown: Substring) {
        let text = String(markdown)
        // The byte count, not strlen: libcmark turns NUL bytes into U+FFFD instead of stopping.
        let length = text.utf8.count
        root = text.withCString { cmark_parse_document($0, length, Self.options) }
    }

    deinit { cmark_node_free(root) }

    // MARK: - Tables

    /// Replaces paragraphs that are GFM pipe tables by table nodes.
    ///
    /// `lines(first, last)` returns the body's source lines of a paragraph. Table cells are
    /// re-parsed as Markdown, so emphasis, code and links work in cells.
    func convertTables(lines: (Int, Int) -> [Substring]) {
        var paragraphs: [OpaquePointer] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH
            else { continue }
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
            let tableNode = customBlock("<table>", "</table>")
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
            let parsed = cell.markdown.withCString { cmark_parse_document($0, strlen($0), Self.options) }
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
        var headings: [(level: Int, text: String, line: Int)] = []
        var links: [Link] = []
        var codeBlocks: [CodeBlock] = []
    }

    /// Walks the tree once, copying what the site needs into Swift values and remembering
    /// the nodes that rendering may change.
    func collect(isFence: (Int, Int) -> Bool) -> Parts {
        var parts = Parts()
        var cellStack: [(line: Int, columnOffset: Int)] = []
        var headingText: String? = nil
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if event == CMARK_EVENT_EXIT {
                if type == CMARK_NODE_CUSTOM_BLOCK, cellOrigins[node] != nil { cellStack.removeLast() }
                if type == CMARK_NODE_HEADING, let text = headingText {
                    let line = Int(cmark_node_get_start_line(node))
                    parts.headings.append((Int(cmark_node_get_heading_level(node)), text, line))
                    headingText = nil
                }
                continue
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
                var line = Int(cmark_node_get_start_line(node))
                var column = Int(cmark_node_get_start_column(node))
                if let cell = cellStack.last {
                    line = cell.line
                    column += cell.columnOffset
                }
                let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                parts.links.append(Link(destination: url, isImage: type == CMARK_NODE_IMAGE, line: line, utf8Column: column))
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
