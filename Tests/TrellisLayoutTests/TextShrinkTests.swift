// `minimumScaleFactor`: text that does not fit shrinks, by as little as fitting needs.

import Testing
import TrellisLayout

/// Sizes worked out by hand with the fixed-advance measurer (16 px text: 8 px per
/// character, 20 px lines). Apple's documentation: the text shrinks "to fit the text into the
/// available space", never below the factor; text that fits is left alone.
struct TextShrinkTests {
    private func shrunk(_ text: Text, width: Double?, height: Double? = nil) -> (size: Size, layout: TextLayout?) {
        let result = layout(text.id("t"), width: width, height: height)
        return (result.frame("t").size, result.node(withID: "t")?.text)
    }

    @Test func oneLineShrinksToTheProposedWidth() {
        // "Hello world!" is 96 px; in 72 px it is drawn at 72 / 96 = 0.75: 72 x 15.
        let (size, layout) = shrunk(text("Hello world!").lineLimit(1).minimumScaleFactor(0.5), width: 72)
        #expect(abs(size.width - 72) < 1e-9 && abs(size.height - 15) < 1e-9, "\(size)")
        #expect(abs((layout?.scale ?? 0) - 0.75) < 1e-9)
        #expect(layout?.isTruncated == false && layout?.lines.count == 1)
        #expect(abs((layout?.lines.first?.baseline ?? 0) - 12) < 1e-9, "the baseline scales too (16 of 20 at full size)")
    }

    @Test func belowTheFactorItIsCutAtTheFactor() {
        // Half size is 48 px wide, more than 40: drawn at 0.5 and cut as an 80 px line would be.
        let (size, layout) = shrunk(text("Hello world!").lineLimit(1).minimumScaleFactor(0.5), width: 40)
        #expect(layout?.scale == 0.5 && layout?.isTruncated == true, "\(String(describing: layout))")
        #expect(size.height == 10 && size.width <= 40, "\(size)")
    }

    @Test func textThatFitsOrWrapsFreelyKeepsItsSize() {
        #expect(shrunk(text("Hello world!").lineLimit(1).minimumScaleFactor(0.5), width: 200).layout?.scale == 1)
        // No line limit and no height: it wraps rather than shrinks, as SwiftUI's does.
        let wrapped = shrunk(text("Hello world!").minimumScaleFactor(0.5), width: 50)
        #expect(wrapped.layout?.scale == 1 && wrapped.layout?.lines.count == 2 && wrapped.size.height == 40)
        // The ideal size never shrinks.
        #expect(shrunk(text("Hello world!").lineLimit(1).minimumScaleFactor(0.5), width: nil).size == Size(width: 96, height: 20))
    }

    @Test func aLineLimitShrinksUntilTheLinesFit() {
        // At full size 60 px holds one word a line (4 lines). Two lines need 72 px
        // ("aaaa bbbb" / "cccc dddd"), so the scale is 60 / 72 and the text 60 x 40 * 60 / 72.
        let (size, layout) = shrunk(text("aaaa bbbb cccc dddd").lineLimit(2).minimumScaleFactor(0.5), width: 60)
        #expect(layout?.lines.count == 2 && layout?.isTruncated == false)
        #expect(abs(size.width - 60) < 1e-9 && abs(size.height - 40 * 60 / 72) < 1e-9, "\(size)")
    }

    @Test func aFixedHeightShrinksTheTextIntoIt() {
        // "Hello" (40 x 20) in 200 x 10: only the height binds, so the scale is 10 / 20.
        let (size, layout) = shrunk(text("Hello").minimumScaleFactor(0.4), width: 200, height: 10)
        #expect(abs((layout?.scale ?? 0) - 0.5) < 1e-9 && abs(size.width - 20) < 1e-9 && abs(size.height - 10) < 1e-9, "\(size)")
    }

    @Test func besideAFixedViewTheShrinkingTextTakesWhatIsLeft() {
        // 200 px: "$1,234" (48) and the default 8 px spacing leave 144 for a 192 px label.
        let row = HStack {
            text("Total balance this month").lineLimit(1).minimumScaleFactor(0.5).id("label")
            text("$1,234").id("amount")
        }
        let result = layout(row, width: 200, height: nil)
        #expect(abs(result.frame("label").width - 144) < 1e-9, "\(result.frame("label"))")
        #expect(abs(result.frame("label").height - 15) < 1e-9)
        #expect(result.frame("amount").width == 48)
    }
}

/// An engine remembers the narrowest width a shrinking text fits at (`TextShrinkMemo`): laid
/// out at many widths it gives what a fresh engine gives at each, with far fewer measurements.
struct TextShrinkMemoTests {
    /// The fixed-advance measurer, counting the layouts asked of it.
    final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
        let measurer = FixedAdvanceTextMeasurer()
        var count = 0

        func layout(_ text: StyledText, proposal: ProposedViewSize) -> TextLayout {
            count += 1
            return measurer.layout(text, proposal: proposal)
        }
    }

    /// Frames and drawn scales of every node.
    private func drawn(_ result: LayoutResult) -> [String] {
        result.nodes.map { "\($0.frame) \($0.text?.scale ?? 0) \($0.text?.lines.count ?? 0) \($0.text?.isTruncated ?? false)" }
    }

    @Test func laterWidthsReuseWhatEarlierOnesFound() {
        let row = VStack(alignment: .leading) {
            HStack {
                text("Total balance this month").lineLimit(1).minimumScaleFactor(0.5).id("label")
                text("$1,234").id("amount")
            }
            // Two lines need 72 px at full size: below that it shrinks (see `aLineLimitShrinksUntilTheLinesFit`).
            text("aaaa bbbb cccc dddd").lineLimit(2).minimumScaleFactor(0.5).id("pair")
        }
        let reusing = CountingMeasurer()
        let engine = LayoutEngine(row, textMeasurer: reusing)
        var fresh = 0
        for width in stride(from: 40.0, through: 260, by: 0.75) {
            let again = CountingMeasurer()
            let expected = LayoutEngine(row, textMeasurer: again).layout(width: width)
            fresh += again.count
            #expect(drawn(engine.layout(width: width)) == drawn(expected), "at \(width) px")
        }
        // A bisection is about 25 layouts; a width that reuses the narrowest width needs 3.
        #expect(reusing.count * 3 < fresh, "\(reusing.count) measurements reusing, \(fresh) fresh")
    }
}
