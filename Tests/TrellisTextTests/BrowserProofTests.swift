import BrowserSupport
import Foundation
import Testing
import TrellisLayout
@testable import TrellisText

/// The proof that the engine measures text as the browser draws it: samples rendered in
/// headless Chromium (fontconfig pinned to hintslight) and compared with the engine's widths,
/// line breaks, line boxes and baselines, each within 1/64 px.
@Suite("Text against Chromium", .serialized)
struct BrowserProofTests {
    struct Sample {
        var text: StyledText
        /// `nil` = one line at its ideal width.
        var width: Double?
        var label: String
    }

    static let tolerance = 1.0 / 64 + 1e-9

    @Test("Widths, line breaks, line boxes and baselines equal Chromium's")
    func matchesChromium() async throws {
        let fonts = FontSet.defaultTheme
        try #require(fonts.fallbacks.count == 2, "the CJK samples need fonts-droid-fallback and fonts-nanum (make deps installs them)")
        let measurer = try TextMeasurer(fonts: fonts)
        let samples = BrowserProofTests.samples(measurer)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-text-proof-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("samples.html")
        try html(samples, fonts: fonts).write(to: page, atomically: true, encoding: .utf8)

        let measured = try await WebDriverSession.with { browser in
            try await browser.navigate(to: page)
            let loaded = try await browser.executeAsync("""
                const done = arguments[arguments.length - 1];
                const faces = Array.from(document.fonts);
                Promise.allSettled(faces.map(f => f.load())).then(results => {
                  const failed = faces.filter((f, i) => results[i].status !== 'fulfilled').map(f => f.family + ' ' + f.weight + ' ' + f.style);
                  done(failed.length === 0 ? faces.length : 'failed: ' + failed.join(', '));
                });
                """)
            #expect(loaded.double != nil, "fonts did not load: \(loaded)")
            return try await browser.execute(BrowserProofTests.measureScript)
        }

        var largest = 0.0
        var compared = (widths: 0, lines: 0)
        for (index, sample) in samples.enumerated() {
            let engine = measurer.layout(sample.text, proposal: ProposedViewSize(width: sample.width, height: nil))
            let browser = measured[index]
            let context = "\(sample.label) at width \(sample.width.map { "\($0)" } ?? "nil")"
            func check(_ engineValue: Double, _ browserValue: Double?, _ what: String) {
                guard let browserValue else {
                    Issue.record("\(context): no browser value for \(what)")
                    return
                }
                let difference = abs(engineValue - browserValue)
                largest = max(largest, difference)
                #expect(difference <= Self.tolerance, "\(context): \(what) engine \(engineValue) browser \(browserValue)")
            }
            #expect(engine.missingGlyphs.isEmpty, "\(context): \(engine.missingGlyphs)")
            check(engine.size.height, browser["height"].double, "height")
            if sample.width == nil { check(engine.size.width, browser["width"].double, "width") }
            let lines = browser["lines"].array
            #expect(lines.count == engine.lines.count, "\(context): \(lines.count) lines in the browser, \(engine.lines.count) in the engine")
            for (line, browserLine) in zip(engine.lines, lines) {
                compared.lines += 1
                let engineText = line.fragments.map(\.text).joined()
                // Spaces at either end of a line are collapsed away (a zero-width rect still reports them).
                let browserText = (browserLine["text"].string ?? "").trimmingCharacters(in: .whitespaces)
                #expect(engineText == browserText, "\(context): line breaks differ: engine '\(engineText)' browser '\(browserText)'")
                check(line.width, browserLine["width"].double, "width of line '\(engineText)'")
                compared.widths += 1
                if let first = line.fragments.first, let metrics = RunFont(spec: sample.text.runs[first.runIndex].font, library: measurer.library).metrics {
                    let raise = sample.text.runs[first.runIndex].raise
                    check(line.baseline - raise - metrics.ascent, browserLine["firstTop"].double, "top of the first glyph box of '\(engineText)'")
                    check(line.baseline - raise + metrics.descent, browserLine["firstBottom"].double, "bottom of the first glyph box of '\(engineText)'")
                }
            }
        }
        print("BrowserProofTests: \(samples.count) samples, \(compared.lines) lines compared with Chromium; largest difference \(largest) px")
    }

    // MARK: - Page

    /// The samples as Chromium wraps them itself. `overflow-wrap: break-word` is CSS's form of
    /// SwiftUI's rule for a word wider than its line (it starts a line of its own and breaks
    /// between grapheme clusters), so here Chromium finds such breaks by its own measure and
    /// the engine's must equal them. (Pages do not rely on it: they write the engine's breaks,
    /// `TextMarkup`.)
    func html(_ samples: [Sample], fonts: FontSet) -> String {
        var body = ""
        for (index, sample) in samples.enumerated() {
            let base = sample.text.strutFont ?? FontSpec(size: 16)
            let width = sample.width.map { "width: \($0)px" } ?? "width: max-content; white-space: nowrap"
            body += "<div class=\"s\" id=\"s\(index)\" style=\"\(width); \(attribute(fonts.cssDeclarations(for: base)))\">"
            for run in sample.text.runs {
                let shift = run.raise == 0 ? "" : "; vertical-align: \(run.raise)px"
                body += "<span style=\"\(attribute(fonts.cssDeclarations(for: run.font)))\(shift)\">\(escaped(run.text))</span>"
            }
            body += "</div>\n"
        }
        let css = fonts.fontFaceCSS { URL(fileURLWithPath: $0.path).absoluteString }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><style>
            \(css)
            body { margin: 0; }
            .s { margin: 0 0 7px 3px; line-height: normal; white-space: normal; overflow-wrap: break-word; }
            </style></head><body>
            \(body)</body></html>
            """
    }

    private func attribute(_ text: String) -> String {
        escaped(text).replacingOccurrences(of: "\"", with: "&quot;")
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// For every sample: its box, and per line its text, width and first glyph box, found by
    /// grouping the client rects of the content into lines and each character into its line.
    static let measureScript = """
        const out = [];
        for (const div of document.querySelectorAll('.s')) {
          const box = div.getBoundingClientRect();
          const all = document.createRange();
          all.selectNodeContents(div);
          const lines = [];
          for (const r of all.getClientRects()) {
            if (r.width === 0 && r.height === 0) continue;
            let line = lines.find(l => r.top < l.bottom && r.bottom > l.top);
            if (!line) { line = {top: r.top, bottom: r.bottom, left: r.left, right: r.right, text: '', firstTop: null, firstBottom: null}; lines.push(line); }
            line.top = Math.min(line.top, r.top); line.bottom = Math.max(line.bottom, r.bottom);
            line.left = Math.min(line.left, r.left); line.right = Math.max(line.right, r.right);
          }
          lines.sort((a, b) => a.top - b.top);
          const walker = document.createTreeWalker(div, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.data;
            for (let i = 0; i < text.length; ) {
              const step = text.codePointAt(i) > 0xFFFF ? 2 : 1;
              range.setStart(node, i); range.setEnd(node, i + step);
              const rects = range.getClientRects();
              if (rects.length > 0) {
                const r = rects[0];
                const middle = (r.top + r.bottom) / 2;
                const line = lines.find(l => middle >= l.top && middle <= l.bottom);
                if (line) {
                  if (line.firstTop === null && text[i] !== ' ') { line.firstTop = r.top - box.top; line.firstBottom = r.bottom - box.top; }
                  line.text += text.substr(i, step);
                }
              }
              i += step;
            }
          }
          out.push({
            width: box.width, height: box.height,
            lines: lines.map(l => ({text: l.text, width: l.right - l.left, firstTop: l.firstTop, firstBottom: l.firstBottom}))
          });
        }
        return out;
        """
}
