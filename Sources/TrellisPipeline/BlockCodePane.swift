// A layout block's code shown beside its result, each line linked to the boxes it wrote.

import TrellisBlocks
import TrellisHTML
import TrellisHighlight
import TrellisMarkup

/// Writes the "Code / View" pair of a block: its code highlighted line by line, and the
/// block's HTML, linked with CSS alone.
///
/// Each code line names the views it wrote (`data-nodes`, the view's call and its modifiers'
/// lines); one pair of rules per view does the rest with `:has()`: hovering a line outlines
/// the view's box, and hovering a box marks its lines (the innermost box under the pointer
/// only). No script; where `:has()` is missing, the code is simply shown.
enum BlockCodePane {
    static func wrap(_ rendered: RenderedBlock, block: PreparedBlock, placement: CodePlacement) -> RenderedBlock {
        guard placement != .none else { return rendered }
        let source = block.block.source
        let byLine = block.nodesByLine
        var linked: Set<String> = []
        var code = ""
        for (index, line) in CodeHighlighter.highlightedLines(source.code, language: "swift").enumerated() {
            if index > 0 { code += "\n" }
            let nodes = byLine[source.firstLine + index, default: []].sorted()
            linked.formUnion(nodes)
            let attribute = nodes.isEmpty ? "" : " data-nodes=\"\(HTMLEscaping.attribute(nodes.joined(separator: " ")))\""
            code += "<span class=\"line\"\(attribute)>\(line)</span>"
        }
        let pair = "[data-trellis-pair=\(HTMLEscaping.cssString(block.id))]"
        var css = rendered.css
        for node in linked.sorted() {
            let id = HTMLEscaping.cssString(node)
            css += "\(pair):has(.line[data-nodes~=\(id)]:hover) [data-trellis-node=\(id)]{outline:2px solid var(--trellis-accent);outline-offset:1px}\n"
            // Only the innermost hovered box: not when a box inside this one is under the pointer.
            // (`:has()` cannot nest, so the second test sits beside the first.)
            css += "\(pair):has([data-trellis-node=\(id)]:hover):not(:has([data-trellis-node=\(id)] [data-trellis-node]:hover)) .line[data-nodes~=\(id)]{background:var(--trellis-code-mark)}\n"
        }
        var wrapped = rendered
        wrapped.html = "<div class=\"trellis-code-pair\" data-code=\"\(placement.rawValue)\" data-trellis-pair=\"\(HTMLEscaping.attribute(block.id))\">"
            + "<pre class=\"code trellis-code\"\(CodeHighlighter.preAttributes(label: "Layout block code"))><code class=\"language-swift\">\(code)</code></pre>"
            + "<div class=\"trellis-code-result\">\(rendered.html)</div></div>"
        wrapped.css = css
        return wrapped
    }
}
