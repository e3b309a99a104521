// A block's code beside its result: hovering a line outlines the box it wrote, and back.

import BrowserSupport
import Foundation
import Testing
import TrellisPipeline
import TrellisSite

/// The "Code / View" pair in chromium: the links are CSS `:has()` rules, so only a real
/// browser with a real pointer can show they work.
@Suite(.serialized)
struct CodePaneTests {
    static let page = """
        # Pair

        ```layout code=beside
        VStack(spacing: 12) {
            Text("Hello")
                .padding(8)
            Color.orange
                .frame(width: 80, height: 40)
        }
        .padding()
        ```
        """

    @Test(.enabled(if: BrowserPage.isAvailable))
    func hoveringALineOutlinesItsBoxAndHoveringABoxMarksItsLines() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pair-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Self.page.write(to: root.appendingPathComponent("content/index.md"), atomically: true, encoding: .utf8)
        try "title: Pair\nbaseURL: file://\(root.path)/public/\nlayout:\n  textSizes: [large]\n".write(
            to: root.appendingPathComponent("trellis.yml"), atomically: true, encoding: .utf8)
        let renderer = try LayoutBlockPipeline(siteDirectory: root.path)
        _ = try Site.build(BuildOptions(siteDirectory: root.path, layoutRenderer: renderer))

        let probe = """
            const q = s => document.querySelector(s);
            return JSON.stringify({
              colorOutline: getComputedStyle(q('[data-trellis-node="color-7-5"]')).outlineStyle,
              textOutline: getComputedStyle(q('[data-trellis-node="text-5-5"]')).outlineStyle,
              colorLines: [...document.querySelectorAll('.line[data-nodes~="color-7-5"]')].map(l => getComputedStyle(l).backgroundColor),
              textLine: getComputedStyle(q('.line[data-nodes~="text-5-5"]')).backgroundColor,
              stackLine: getComputedStyle(q('.line[data-nodes~="vstack-4-1"]')).backgroundColor,
              columns: getComputedStyle(q('.trellis-code-pair')).gridTemplateColumns.split(' ').length
            });
            """
        struct Probe: Decodable {
            var colorOutline, textOutline: String
            var colorLines: [String]
            var textLine: String
            var stackLine: String
            var columns: Int
        }
        let results = try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await browser.navigate(to: root.appendingPathComponent("public/index.html"))
            _ = try await browser.execute("const s = document.createElement('style'); s.textContent = '*{transition:none!important}'; document.head.append(s);")
            let loaded = try await browser.execute("return location.href + ' ' + document.querySelectorAll('.line').length").string ?? ""
            #expect(loaded.hasSuffix(" 7"), "\(loaded)")
            let before = try await browser.execute(probe).string ?? ""
            // The first of the colour's two lines (`Color.orange`, then `.frame`).
            try await browser.hover(#".line[data-nodes~="color-7-5"]"#)
            let onLine = try await browser.execute(probe).string ?? ""
            try await browser.hover(#"[data-trellis-node="color-7-5"]"#)
            let onBox = try await browser.execute(probe).string ?? ""
            try await browser.setWindowSize(width: 600, height: 1200)
            let narrow = try await browser.execute(probe).string ?? ""
            return [before, onLine, onBox, narrow]
        }
        let decoded = try results.map { try JSONDecoder().decode(Probe.self, from: Data($0.utf8)) }
        let transparent = "rgba(0, 0, 0, 0)"
        // Nothing is linked until the pointer is over the pair.
        #expect(decoded[0].colorOutline == "none" && decoded[0].colorLines.allSatisfy { $0 == transparent })
        // Over a line of the colour: its box is outlined, the text's is not.
        #expect(decoded[1].colorOutline == "solid" && decoded[1].textOutline == "none", "\(results[1])")
        // Over the colour's box: both of its lines are marked, the text's line is not.
        #expect(decoded[2].colorLines.count == 2 && decoded[2].colorLines.allSatisfy { $0 != transparent }, "\(results[2])")
        #expect(decoded[2].textLine == transparent, "\(results[2])")
        // Only the innermost box's lines: the VStack around the colour keeps its line unmarked.
        #expect(decoded[2].stackLine == transparent, "\(results[2])")
        // Side by side in the wide window, code above the result in a narrow one.
        #expect(decoded[0].columns == 2 && decoded[3].columns == 1, "\(results[0]) \(results[3])")
    }
}
