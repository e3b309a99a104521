// The measurer's layout cache gives exactly the layout a fresh measurement gives, at every width.
import Testing
import TrellisLayout
@testable import TrellisText

@Suite("TextLayoutCache")
struct TextLayoutCacheTests {
    let body = FontSpec(size: 16)

    /// `fits(x, in: w)` is `x <= trunc64(w) + 1/64`: 100 fits from w = 99 63/64 on, and 130
    /// stops overflowing at w = 129 63/64, so the layout that asked both holds in between.
    @Test("A layout's recorded answers hold for exactly the widths that give them again")
    func boundsAdmitTheirInterval() {
        var bounds = FitBounds()
        let answers = [bounds.fits(100, in: 120), bounds.fits(130, in: 120), bounds.fits(90, in: 120), bounds.fits(140, in: 120)]
        #expect(answers == [true, false, true, false])
        #expect(bounds.admits(99 + 63.0 / 64))
        #expect(!bounds.admits(99 + 62.9 / 64))
        #expect(bounds.admits(129 + 62.9 / 64))
        #expect(!bounds.admits(129 + 63.0 / 64))
        // A layout that asked nothing (one short word) holds at every width.
        #expect(FitBounds().admits(0) && FitBounds().admits(1e9))
    }

    /// The texts that take every path of the measurer: wrapping at spaces, a word broken
    /// between characters, cut lines at the tail, head and middle, several runs, a height that
    /// cuts lines, and reserved lines.
    var texts: [(name: String, text: StyledText, height: Double?)] {
        let token = "averyveryverylongsingletoken_abcdefghijklmnop"
        let sentence = "The quick brown fox jumps over the lazy dog and \(token) again"
        func styled(_ string: String, _ configure: (inout StyledText) -> Void = { _ in }) -> StyledText {
            var text = StyledText(runs: [TextRun(text: string, font: body)])
            configure(&text)
            return text
        }
        return [
            ("wrapping", styled(sentence), nil),
            ("tail", styled(sentence) { $0.lineLimit = 2 }, nil),
            ("head", styled(token) { $0.lineLimit = 1; $0.truncationMode = .head }, nil),
            ("middle", styled(sentence) { $0.lineLimit = 1; $0.truncationMode = .middle }, nil),
            ("runs", InlineMarkdown.styledText("plain **\(token)** `code` and *more* words", font: body), nil),
            ("height", styled(sentence) { $0.reservedLines = 2 }, 45),
        ]
    }

    /// Widths visited out of order (a stride through them), so each is asked with some layouts
    /// on either side already made, at 1/4 px over 0 to 400 px and at every 1/64 px over 16 px
    /// where the long word breaks between characters.
    @Test("Layouts from the cache equal fresh ones at every width, asked in any order")
    func cachedEqualsFresh() throws {
        let cached = try TextMeasurer(fonts: .defaultTheme)
        let fresh = try TextMeasurer(fonts: .defaultTheme, cachesLayouts: false)
        let coarse: [Double] = (0...1600).map { Double($0) / 4 }
        let fine: [Double] = (0..<(16 * 64)).map { 40 + Double($0) / 64 }
        let widths = coarse + fine
        let stride = 997
        #expect(widths.count % stride != 0)
        for (name, text, height) in texts {
            let before = cached.layouts?.count ?? 0
            var differing: [Double] = []
            for step in widths.indices {
                let width = widths[step * stride % widths.count]
                let proposal = ProposedViewSize(width: width, height: height)
                if cached.layout(text, proposal: proposal) != fresh.layout(text, proposal: proposal) { differing.append(width) }
            }
            #expect(differing.count == 0, "\(name): differs at \(Array(differing.prefix(5)))")
            let made = (cached.layouts?.count ?? 0) - before
            // Far fewer layouts made than widths asked: the rest came from the cache.
            #expect(made > 1 && made < widths.count / 10, "\(name): \(made) layouts made for \(widths.count) widths")
            #expect(cached.layout(text, proposal: .unspecified) == fresh.layout(text, proposal: .unspecified))
        }
    }

    /// An engine keeps each text's last layouts and gives one again for any width its
    /// `sameLayoutWidths` holds (`TextLayoutMemo`): what the text gets that way equals a fresh
    /// measurement at every width, asked in ascending order as the sampler asks (where nearly
    /// every width reuses a kept layout) and out of order, and at unlimited widths.
    @Test("Layouts an engine keeps for a text equal fresh ones at every width")
    func engineMemoEqualsFresh() throws {
        let fresh = try TextMeasurer(fonts: .defaultTheme, cachesLayouts: false)
        let counted = CountingMeasurer(fresh)
        let coarse: [Double] = (0...1600).map { Double($0) / 4 }
        let fine: [Double] = (0..<(16 * 64)).map { 40 + Double($0) / 64 }
        let ascending = (coarse + fine).sorted()
        let stride = 997
        let shuffled = ascending.indices.map { ascending[$0 * stride % ascending.count] }
        for (name, styled, height) in texts {
            for (order, widths) in [("ascending", ascending), ("out of order", shuffled)] {
                let kept = LeafContext(textMeasurer: counted, stackOrientation: nil, layoutMemo: TextLayoutMemo())
                let plain = LeafContext(textMeasurer: fresh, stackOrientation: nil)
                let text = Text(styled)
                counted.count = 0
                let proposals = widths.map { ProposedViewSize(width: $0, height: height) }
                    + [ProposedViewSize(width: nil, height: height), ProposedViewSize(width: .infinity, height: height), .unspecified]
                let differing = proposals.filter { text.textLayout($0, in: kept) != text.textLayout($0, in: plain) }
                #expect(differing.isEmpty, "\(name), \(order): differs at \(differing.prefix(5).map(\.width))")
                if order == "ascending" {
                    #expect(counted.count < proposals.count / 10, "\(name): \(counted.count) measurements for \(proposals.count) proposals")
                }
            }
        }
    }
}

/// Forwards to a measurer, counting the layouts asked of it.
private final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
    let base: TextMeasurer
    var count = 0

    init(_ base: TextMeasurer) { self.base = base }

    func layout(_ text: StyledText, proposal: ProposedViewSize) -> TextLayout {
        count += 1
        return base.layout(text, proposal: proposal)
    }
}
