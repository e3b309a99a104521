// The engine's size cache answers every proposal it has seen with the size measured for it.
import Testing
import TrellisLayout

@Suite("Size cache")
struct SizeCacheTests {
    /// Laid out at 400 widths, every flexible node meets far more proposals than its six
    /// inline slots hold, and the spill table grows several times and is emptied between
    /// layouts when large (`SizeCache.forgetSpills`): laying out again at each width (sizes
    /// from the cache or measured again) gives what a fresh engine gives there.
    @Test func manyWidthsAnswerAsAFreshEngine() {
        let view = VStack(spacing: 4) {
            HStack(spacing: 8) {
                text("one two three four").padding(4).id("a")
                text("five six").frame(maxWidth: .infinity).id("b")
                Color.red.frame(minWidth: 10, maxWidth: 90, minHeight: 10, maxHeight: 10).id("c")
            }
            text("seven eight nine ten eleven twelve").padding(.horizontal, 12).id("d")
        }
        let engine = LayoutEngine(view, textMeasurer: FixedAdvanceTextMeasurer())
        let widths = (0..<400).map { 40 + Double($0) * 1.25 }
        for width in widths { _ = engine.layout(width: width) }
        for width in widths.reversed() {
            let cached = engine.layout(width: width)
            let fresh = LayoutEngine(view, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: width)
            #expect(cached.size == fresh.size, "at \(width)")
            #expect(cached.nodes.map(\.frame) == fresh.nodes.map(\.frame), "at \(width)")
        }
    }
}
