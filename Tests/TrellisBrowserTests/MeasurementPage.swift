import Foundation
import TrellisHTML
import TrellisLayout
import TrellisText

/// A test page of rendered blocks plus the script that measures them in chromium.
struct MeasurementPage {
    /// One measurement: a block at a container width in one configuration.
    struct Case: Codable {
        var block: String
        var width: Double
        var state: [String: String]
        var size: String?
    }

    /// What the browser saw for one case.
    struct Observation: Decodable {
        /// The block's actual width (the browser's layout unit may round the requested one).
        var w: Double
        /// The block frame's height.
        var h: Double
        /// `[node id, x, y, width, height, visible (1/0), text, line tops, text width, text
        /// extent, ellipsis]` relative to the block frame: the text as shown (the truncated
        /// string where one shows), the top of each line's glyph boxes relative to the element,
        /// the width its glyph boxes span, their left and right edges relative to the element's
        /// left, and the left and right of the first "…" drawn (empty when none)
        /// (`MeasurementPage.nodeScript`).
        var n: [[NodeField]]
    }

    enum NodeField: Decodable {
        case number(Double)
        case text(String)
        case numbers([Double])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let numbers = try? container.decode([Double].self) {
                self = .numbers(numbers)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        var number: Double { if case .number(let value) = self { value } else { .nan } }
        var text: String { if case .text(let value) = self { value } else { "" } }
        var numbers: [Double] { if case .numbers(let value) = self { value } else { [] } }
    }

    var blocks: [RenderedBlock]
    var textSizes: [DynamicTypeSize]
    /// When false the page keeps its transitions (for the animation test and screenshots).
    var disablesTransitions = true
    /// The width of the page's main column (screenshots); `nil`: the test sets each block's.
    var columnWidth: Double?

    func html(cases: [Case]) throws -> String {
        var css = SharedStylesheet.css + Self.fontFaces
        css += ":root{color-scheme:light}body{margin:8px;font:16px sans-serif}\n"
        if let columnWidth { css += "main{width:\(columnWidth)px}\n" }
        if disablesTransitions { css += ".trellis-node,.trellis-frame,.trellis-text span{transition:none!important}\n" }
        css += blocks.map(\.css).joined()
        let data = try JSONEncoder().encode(cases)
        let casesJSON = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        return """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trellis blocks</title>
            <style>\(css)</style></head><body>
            \(textSizes.count > 1 ? TextSizeControl.html(sizes: textSizes, selected: textSizes[0]) : "")
            <main>\(blocks.map(\.html).joined())</main>
            <pre id="trellis-test-output"></pre>
            <script type="application/json" id="trellis-test-cases">\(casesJSON)</script>
            <script>\(cases.isEmpty ? Self.fontLoading : Self.script)</script>
            </body></html>
            """
    }

    /// `boxes(block)`: every element's `Observation.n` entry. A text's shown part is its
    /// truncated drawing on display, else its full text, read as the reader copies it
    /// (`innerText`: line breaks and gaps are newlines); line tops are the distinct tops of
    /// the glyph boxes of the shown part's text nodes (one per line in a one-font text); then
    /// the box of each SF Symbol drawn in the text's lines (left, top above its line's baseline,
    /// width, height).
    static let nodeScript = """
        function shownPart(el) {
          const box = el.querySelector(':scope>.trellis-scaled') || el;  // a text that may shrink
          const cut = [...box.querySelectorAll(':scope>.trellis-truncated')].find(e => getComputedStyle(e).display !== 'none');
          return cut || box.querySelector(':scope>.trellis-full') || box;
        }
        function lineTops(part, top) {
          const tops = [];
          const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects()) {
              if (r.width > 0 && !tops.some(t => Math.abs(t - (r.top - top)) < 0.5)) tops.push(r.top - top);
            }
          }
          return tops.sort((a, b) => a - b);
        }
        function textWidth(part) {
          const range = document.createRange();
          range.selectNodeContents(part);
          let left = Infinity, right = -Infinity;
          for (const r of range.getClientRects()) {
            if (r.width > 0) { left = Math.min(left, r.left); right = Math.max(right, r.right); }
          }
          return right > left ? right - left : 0;
        }
        function textExtent(part, left) {
          const range = document.createRange();
          range.selectNodeContents(part);
          let l = Infinity, r = -Infinity;
          for (const rect of range.getClientRects()) {
            if (rect.width > 0) { l = Math.min(l, rect.left); r = Math.max(r, rect.right); }
          }
          return r > l ? [l - left, r - left] : [];
        }
        function ellipsis(part, left) {
          const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.data.indexOf('…');
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            const rect = range.getBoundingClientRect();
            return [rect.left - left, rect.right - left];
          }
          return [];
        }
        function symbols(part, left) {
          const rects = [];
          for (const symbol of part.querySelectorAll('.trellis-inline-symbol')) {
            // The line's baseline: the bottom of an empty inline-block beside the symbol.
            const probe = document.createElement('span');
            probe.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
            symbol.after(probe);
            const r = symbol.getBoundingClientRect(), baseline = probe.getBoundingClientRect().bottom;
            probe.remove();
            rects.push(r.left - left, r.top - baseline, r.width, r.height);
          }
          return rects;
        }
        function boxes(block) {
          const frame = block.querySelector('.trellis-frame').getBoundingClientRect();
          return [...block.querySelectorAll('[data-trellis-node]')].map(el => {
            const r = el.getBoundingClientRect();
            const isText = el.classList.contains('trellis-text');
            const part = isText ? shownPart(el) : null;
            return [el.dataset.trellisNode, r.left - frame.left, r.top - frame.top, r.width, r.height,
                    getComputedStyle(el).visibility === 'visible' ? 1 : 0,
                    isText ? part.innerText : '',
                    isText ? lineTops(part, r.top) : [],
                    isText ? textWidth(part) : 0,
                    isText ? textExtent(part, r.left) : [],
                    isText ? ellipsis(part, r.left) : [],
                    isText ? symbols(part, r.left) : []];
          });
        }
        """

    /// Loads every font face, then measures each case in turn.
    static let script = nodeScript + """
        function measure() {
          const cases = JSON.parse(document.getElementById('trellis-test-cases').textContent);
          const out = [];
          for (const c of cases) {
            const block = document.querySelector('[data-trellis-block="' + CSS.escape(c.block) + '"]');
            block.style.width = c.width + 'px';
            for (const [name, value] of Object.entries(c.state)) {
              for (const input of document.querySelectorAll('input[name="' + CSS.escape(c.block + '.' + name) + '"]')) {
                if (input.type === 'checkbox') input.checked = value === 'true';
                else if (input.value === value) input.checked = true;
              }
              for (const select of document.querySelectorAll('select[name="' + CSS.escape(c.block + '.' + name) + '"]')) select.value = value;
            }
            if (c.size) {
              const input = document.querySelector('input[name="trellis-text-size"][value="' + c.size + '"]');
              if (input) input.checked = true;
            }
            out.push({w: block.getBoundingClientRect().width, h: block.querySelector('.trellis-frame').getBoundingClientRect().height, n: boxes(block)});
          }
          document.getElementById('trellis-test-output').textContent = JSON.stringify(out);
        }
        Promise.all([...document.fonts].map(f => f.load())).then(() => document.fonts.ready).then(measure,
          e => { document.getElementById('trellis-test-output').textContent = 'font error ' + e; });
        """

    /// Screenshots: start loading every face at once, so the picture shows the right fonts.
    static let fontLoading = "Promise.all([...document.fonts].map(f => f.load()));"

    /// `@font-face` rules for the default theme's faces, served from the system's font files.
    static let fontFaces: String = FontSet.defaultTheme.allFamilies.flatMap { family in
        family.faces.map { face in
            "@font-face{font-family:\"\(family.name)\";src:url(\"file://\(face.path)\");font-weight:\(face.weight.rawValue);font-style:\(face.italic ? "italic" : "normal")}\n"
        }
    }.joined()
}
