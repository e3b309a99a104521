import Testing
import TrellisLayout
@testable import TrellisText

/// The font metrics `TextMeasurer` reports for text spacing, and the gaps the engine derives
/// from them with the real fonts (Inter for text, DejaVu Sans Mono for code).
@Suite("Text spacing metrics")
struct TextSpacingMetricsTests {
    let measurer: TextMeasurer

    init() throws { measurer = try TextMeasurer(fonts: .defaultTheme) }

    func measure(_ text: StyledText) -> TextLayout { measurer.layout(text, proposal: .unspecified) }

    @Test("Ascent, descent and leading are the line box's, so spacing agrees with the frame")
    func metricsMatchTheLineBox() throws {
        for size in [11.0, 13, 16, 17, 22.5, 34] {
            let layout = measure(StyledText(runs: [TextRun(text: "Hxg", font: FontSpec(size: size))]))
            let metrics = try #require(layout.fontMetrics)
            #expect(metrics.ascent + metrics.descent + metrics.leading == layout.size.height)
            #expect(metrics.ascent == layout.firstBaseline)
            #expect(metrics.ascent == metrics.ascent.rounded() && metrics.descent == metrics.descent.rounded())
        }
    }

    @Test("Cap height comes from the face's OS/2 table (Inter: 2048 of 2816 units)")
    func capHeightFromTheFont() throws {
        let metrics = try #require(measure(StyledText(runs: [TextRun(text: "H", font: FontSpec(size: 16))])).fontMetrics)
        #expect(abs(metrics.capHeight - 2048.0 / 2816 * 16) < 0.001)
    }

    @Test("A text with several fonts reports the largest metrics of them")
    func mixedRunsTakeTheLargest() throws {
        let small = FontSpec(size: 12)
        let large = FontSpec(size: 30, design: .monospaced)
        let mixed = try #require(measure(StyledText(runs: [TextRun(text: "a ", font: small), TextRun(text: "b", font: large)])).fontMetrics)
        let alone = try #require(measure(StyledText(runs: [TextRun(text: "b", font: large)])).fontMetrics)
        #expect(mixed.ascent == alone.ascent && mixed.descent == alone.descent)
        #expect(measure(StyledText(runs: [])).fontMetrics == nil)
    }

    /// Every text style, measured with Inter: the gaps in a VStack are the model's formulas
    /// (`ViewSpacing(text:)`) applied to the measured metrics.
    @Test("Stacked texts and colours get the model's gaps with the real fonts", arguments: TextStyle.allCases)
    func stackedGaps(style: TextStyle) throws {
        let font = Font(size: .style(style)).resolve(baseSize: 16)
        let view = VStack {
            Color.red.frame(height: 10).id("top")
            Text("Design", font: font).id("first")
            Text("Layout", font: font).id("second")
            Color.blue.frame(height: 10).id("bottom")
        }
        let result = LayoutEngine(view, textMeasurer: measurer).layout(ProposedViewSize(width: 400, height: nil))
        let m = try #require(measure(StyledText(runs: [TextRun(text: "Design", font: font)])).fontMetrics)
        func frame(_ id: String) throws -> Rect { try #require(result.node(withID: id)?.frame) }
        let s = ((m.ascent + m.descent) / 10).rounded(.up)
        #expect(try frame("first").minY - frame("top").maxY == m.descent + s)
        #expect(try frame("second").minY - frame("first").maxY == m.leading.rounded(.up))
        #expect(try frame("bottom").minY - frame("second").maxY == max(m.ascent + m.descent + s - m.capHeight, s + m.descent))
    }
}
