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

