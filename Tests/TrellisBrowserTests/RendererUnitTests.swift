import Testing
@testable import TrellisHTML
import TrellisLayout

/// The renderer's pieces without a browser: CSS values, text markup, odd input.
@Suite
struct RendererUnitTests {
    @Test func lengthsAreLinearInTheContainerWidth() {
        #expect(CSSLength.linear(intercept: -12.5, slope: 0.5) == "calc(50cqw - 12.5px)")
        #expect(CSSLength.linear(intercept: 3.25, slope: 1.0 / 3) == "calc(33.33333cqw + 3.25px)")
        #expect(CSSLength.linear(intercept: 0, slope: 1) == "100cqw")
        #expect(CSSLength.linear(intercept: 20, slope: 0) == "20px")
        #expect(CSSLength.linear(intercept: 0, slope: 0) == "0")
        #expect(CSSLength.linear(intercept: -0.00001, slope: 1e-9) == "0")
        // Between two 1/64 px units, a quarter unit or more from either, so the browser's
        // rounding cannot misplace a width; as short as that allows.
        #expect(CSSLength.boundary(afterUnit: 64 * 300) == "300.01px")
        #expect(CSSLength.boundary(afterUnit: 64 * 300 + 1) == "300.02px")
        #expect(CSSLength.boundary(afterUnit: 64 * 300 - 1) == "299.99px")
    }

    /// Each piece after the first restates only what changed since the piece before, in an
    /// open-ended rule: the cascade (last matching rule wins) then gives every piece its own
    /// values, and a value that returns to the base's is written again, not left out.
    @Test func piecesAreWrittenAsChangesInAscendingWidth() {
        // Targets numbered 0, 1, 2 (`StyleTable`): a piece's declarations are a value per target.
        let targets = [
            StyleTarget(selector: ".n0", property: "left"), StyleTarget(selector: ".n0", property: "top"),
            StyleTarget(selector: ".k0", property: "display"),
        ]
        let base: [String?] = ["0", "0", "none"]
        // A piece starts at its `boundaryKey`: its first 1/64 px unit, four keys apart.
        let pieces: [BlockStyleWriter.Piece] = [
            (start: 240 * 64 * 4, upper: 300 * 64 - 1, declarations: ["0", "0", "inline"]),
            (start: 300 * 64 * 4, upper: 400 * 64 - 1, declarations: ["50cqw", "0", "inline"]),
            (start: 400 * 64 * 4, upper: 500 * 64 - 1, declarations: ["50cqw", "0", "inline"]),
            (start: 500 * 64 * 4, upper: 1600 * 64, declarations: ["50cqw", "8px", "none"]),
        ]
        #expect(BlockStyleWriter.deltaRules(pieces, base: base, targets: targets)
            == ".k0{display:inline}@container(width>299.99px){.n0{left:50cqw}}@container(width>499.99px){.k0{display:none}.n0{top:8px}}")
        #expect(BlockStyleWriter.deltaRules(Array(pieces.prefix(1)), base: ["0", "0", "inline"], targets: targets) == "")
    }

    @Test func textKeepsEveryBreakTheEngineMightMake() {
        let styled = StyledText(runs: [TextRun(text: "Hello big <world>\nagain", font: FontSpec(size: 16))])
        let markup = TextMarkup(styled)
        // Offsets count non-whitespace characters: after "Hello" (5) and after "big" (8).
        #expect(markup.softBreaks([5, 8, 15]) == [5, 8])
        let html = markup.html(markers: [5: "k0", 8: "k1"]) { _ in nil }
        #expect(html == "Hello <br class=\"k0\">big <br class=\"k1\">&lt;world&gt;<br>again")
    }

    @Test func runsInOtherFontsAndLinksGetTheirOwnElements() {
        let bold = FontSpec(size: 16, weight: .bold)
        let styled = StyledText(runs: [
            TextRun(text: "Read ", font: FontSpec(size: 16)), TextRun(text: "this", font: bold, link: "https://example.com/?a=1&b=\"2\""),
        ])
        let html = TextMarkup(styled).html(markers: [:]) { $0 == 1 ? "f0" : nil }
        #expect(html == "Read <a href=\"https://example.com/?a=1&amp;b=&quot;2&quot;\" class=\"f0\">this</a>")
    }

    @Test func oddInputNeverCrashes() {
        let empty = BlockInput(id: "empty \"quoted\" </style>") { _, _ in LayoutResult(size: .zero, nodes: [], warnings: []) }
        let rendered = BlockRenderer(options: RenderOptions(minWidth: .nan, maxWidth: -5, sampleStep: 0)).render(empty)
        #expect(rendered.html.contains("data-trellis-block=\"empty &quot;quoted&quot; &lt;/style&gt;\""))
        #expect(!rendered.css.contains("</style>"))
        #expect(rendered.pieceCount >= 1)

        // A tree whose shape changes with the width (nodes appear and vanish) still renders.
        let shifting = BlockInput(id: "shifting") { _, width in
            let view: ViewNode = width > 500
                ? HStack { Color.red.id("a"); Color.blue.id("b") }.node
                : VStack { Color.red.id("a") }.node
            return LayoutEngine(view).layout(width: width)
        }
        let result = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 800)).render(shifting)
        #expect(result.html.contains("data-trellis-node=\"a\""))
    }
}
