import Testing
import TrellisLayout
@testable import TrellisText

@Suite("TextMeasurer")
struct TextMeasurerTests {
    let measurer: TextMeasurer

    init() throws { measurer = try TextMeasurer(fonts: .defaultTheme) }

    @Test("Line boxes follow Chromium's rounding (notes: Inter 16 px -> 20, DejaVu 16 px -> 19)")
    func lineHeights() {
        let inter = measurer.layout(StyledText(runs: [TextRun(text: "Hello", font: FontSpec(size: 16))]), proposal: .unspecified)
        #expect(inter.size.height == 20)
        #expect(inter.firstBaseline == 16)
        let mono = measurer.layout(StyledText(runs: [TextRun(text: "Hello", font: FontSpec(size: 16, design: .monospaced))]), proposal: .unspecified)
        #expect(mono.size.height == 19)
        #expect(mono.firstBaseline == 15)
    }
}

extension TextMeasurerTests {
    @Test func debugSamples() throws {
        let rich = InlineMarkdown.runs("Plain **bold words** and *italic ones*", font: FontSpec(size: 16))
        print("rich runs", rich.map(\.text))
        let p = measurer.layout(StyledText(runs: [TextRun(text: BrowserProofTests.paragraph, font: FontSpec(size: 16))]), proposal: ProposedViewSize(width: 300, height: nil))
        print("para lines", p.lines.map { $0.fragments.map(\.text).joined() })
        let b = BrowserProofTests.boundaries(measurer, runs: [TextRun(text: BrowserProofTests.paragraph, font: FontSpec(size: 16))], width: 300)
        print("boundaries", b)
    }
}
