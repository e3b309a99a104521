import Foundation
import Testing
import TrellisLayout
@testable import TrellisText

@Suite("TextMeasurer")
struct TextMeasurerTests {
    let measurer: TextMeasurer
    let body = FontSpec(size: 16)

    init() throws { measurer = try TextMeasurer(fonts: .defaultTheme) }

    func layout(_ text: String, width: Double? = nil, height: Double? = nil, configure: (inout StyledText) -> Void = { _ in }) -> TextLayout {
        var styled = StyledText(runs: [TextRun(text: text, font: body)])
        configure(&styled)
        return measurer.layout(styled, proposal: ProposedViewSize(width: width, height: height))
    }

    func lineTexts(_ layout: TextLayout) -> [String] { layout.lines.map { $0.fragments.map(\.text).joined() } }

    @Test("Line boxes follow Chromium's rounding (Inter 16 px: 20 tall, baseline 16; DejaVu Sans Mono: 19, 15)")
    func lineHeights() {
        let inter = layout("Hello")
        #expect(inter.size.height == 20)
        #expect(inter.firstBaseline == 16)
        let mono = measurer.layout(StyledText(runs: [TextRun(text: "Hello", font: FontSpec(size: 16, design: .monospaced))]), proposal: .unspecified)
        #expect(mono.size.height == 19)
        #expect(mono.firstBaseline == 15)
    }

    /// Every size a page writes (`FontSpec.pageSize`: each text style at every Dynamic Type
    /// size on sites of 10 to 24 px, and `.system(size:)` from 6 to 80 px by 0.001) is set on
    /// FreeType at one 26.6 size in both browsers: chromium's, as the measurer computes it
    /// (floored to 1/100 px in float32, truncated to 1/64), and Firefox's (its float32 size,
    /// rounded to 1/64 by `gfxFT2FontBase::LockFTFace`). At 51.76 px they were 3312 and 3313,
    /// and Firefox drew a 1,518 px line 0.57 px past its box. No size moves by more than
    /// 0.025 px, and whole and half px sizes stay.
    @Test("Page font sizes are one FreeType size in chromium and Firefox")
    func pageSizesAreOneFreeTypeSizeInBothBrowsers() {
        var sizes: [Double] = []
        for base in 10...24 {
            for style in TextStyle.allCases {
                for dynamicTypeSize in DynamicTypeSize.allCases { sizes.append(style.size(baseSize: Double(base), dynamicTypeSize: dynamicTypeSize)) }
            }
        }
        var worst = 0.0
        for thousandths in 6_000...80_000 {
            let px = Double(thousandths) / 1000
            let size = Font.system(size: px).resolve(baseSize: 16).size
            worst = max(worst, abs(size - px))
            sizes.append(size)
        }
        #expect(worst < 0.0251, "a size moved by \(worst) px")
        #expect(FontSpec.pageSize(17) == 17 && FontSpec.pageSize(13.5) == 13.5 && FontSpec.pageSize(51.7647) == 51.77)
        var differ: [Double] = []
        for size in Set(sizes) {
            let chromium = FreeTypeFixed.harfBuzzScale(FontSpec.effectiveSize(size)) >> 10
            let firefox = Int32((Double(Float(size)) * 64 + 0.5).rounded(.down))
            if chromium != firefox || FontSpec.pageSize(size) != size { differ.append(size) }
        }
        #expect(differ.isEmpty, "\(differ.count) sizes drawn at two FreeType sizes, e.g. \(differ.sorted().prefix(5))")
        // What the rule is for: a plain two-decimal 51.76 px would be two sizes.
        #expect(FreeTypeFixed.harfBuzzScale(FontSpec.effectiveSize(51.76)) >> 10 == 3312 && Int32((Double(Float(51.76)) * 64 + 0.5).rounded(.down)) == 3313)
    }

    /// Tracking adds its px after every character, spaces and the last one included (Apple:
    /// "to each character cluster after layout"; Chromium's `letter-spacing`), and wrapping
    /// counts it: the spaced sentence breaks earlier.
    @Test("Tracking adds its space after every character and takes part in wrapping")
    func tracking() {
        var spaced = body
        spaced.tracking = 3
        spaced.features.remove(.ligatures)
        var unligated = body
        unligated.features.remove(.ligatures)
        let plain = measurer.layout(StyledText(runs: [TextRun(text: "SOLD OUT", font: unligated)]), proposal: .unspecified)
        let tracked = measurer.layout(StyledText(runs: [TextRun(text: "SOLD OUT", font: spaced)]), proposal: .unspecified)
        #expect(tracked.size.width == plain.size.width + 8 * 3)
        let sentence = "Spaced words wrap earlier than plain words do"
        let oneLine = measurer.layout(StyledText(runs: [TextRun(text: sentence, font: unligated)]), proposal: .unspecified).size.width
        let plainLines = measurer.layout(StyledText(runs: [TextRun(text: sentence, font: unligated)]), proposal: ProposedViewSize(width: oneLine, height: nil))
        let trackedLines = measurer.layout(StyledText(runs: [TextRun(text: sentence, font: spaced)]), proposal: ProposedViewSize(width: oneLine, height: nil))
        #expect(plainLines.lines.count == 1)
        #expect(trackedLines.lines.count == 2)
        #expect(trackedLines.size.width <= oneLine)
    }

    @Test("An SF Symbol in a line is a box as wide as the font size that breaks as a character, not as text")
    func symbolInALine() {
        let runs = [TextRun(text: "Rated ", font: body), TextRun.symbol("star.fill", font: body), TextRun(text: " four", font: body)]
        let whole = measurer.layout(StyledText(runs: runs), proposal: .unspecified)
        // The same line with an "x" where the box is, less the "x" (no kerning across spaces;
        // each width on the 1/64 px grid, so within a unit).
        let lettered = measurer.layout(StyledText(runs: [TextRun(text: "Rated x four", font: body)]), proposal: .unspecified).size.width
        let x = measurer.layout(StyledText(runs: [TextRun(text: "x", font: body)]), proposal: .unspecified).size.width
        #expect(abs(whole.size.width - (lettered - x + 16)) <= 1.0 / 64, "the box adds the font size to the line")
        #expect(whole.size.height == 20, "the box stays inside Inter's line at 16 px")
        let symbol = whole.lines[0].fragments.first { $0.runIndex == 1 }
        #expect(symbol?.text == "\u{FFFC}" && symbol?.width == 16)
        // A line too narrow for " four" breaks after the symbol, never inside its run.
        let wrapped = measurer.layout(StyledText(runs: runs), proposal: ProposedViewSize(width: whole.size.width - 1, height: nil))
        #expect(lineTexts(wrapped) == ["Rated \u{FFFC}", "four"])
        // A fractional size is on the 1/64 px grid (Blink's LayoutUnit), as its inline box is.
        #expect(TextRun.symbol("star", font: FontSpec(size: 15.3)).symbolSide == 979.0 / 64)
        // A size past any font's is the largest a font takes, and measures (it trapped converting
        // to 16.16 px).
        let huge = TextRun.symbol("star", font: FontSpec(size: 1e300))
        #expect(huge.symbolSide == 10_000)
        #expect(measurer.layout(StyledText(runs: [huge]), proposal: .unspecified).size.width == 10_000)
    }

    @Test("Nil width is one line per hard break; a finite width wraps and answers what it needs")
    func proposals() {
        let ideal = layout("The quick brown fox\njumps  over\tthe lazy dog")
        #expect(lineTexts(ideal) == ["The quick brown fox", "jumps over the lazy dog"])
        let wrapped = layout("The quick brown fox jumps over the lazy dog", width: 120)
        let count = Double(wrapped.lines.count)
        #expect(count > 1)
        #expect(wrapped.size.width <= 120)
        #expect(wrapped.size.width == wrapped.lines.map(\.width).max())
        #expect(wrapped.size.height == 20 * count)
        #expect(wrapped.lastBaseline == 20 * (count - 1) + 16)
        // A word wider than the proposal starts a line of its own and is broken between
        // characters (LongWordTests has the rule worked out by hand).
        let narrow = layout("a extraordinarily b", width: 30)
        #expect(lineTexts(narrow).first == "a" && lineTexts(narrow).count > 3)
        #expect(lineTexts(narrow).joined().filter { $0 != " " } == "aextraordinarilyb")
        #expect(narrow.size.width <= 30)
    }

    /// Core Text's word wrapping: "wrapping occurs at word boundaries unless the word itself
    /// doesn't fit on a single line" (developer.apple.com/documentation/coretext/ctlinebreakmode/
    /// bywordwrapping); the word is then broken "before the first character that doesn't fit"
    /// (`NSLineBreakMode.byCharWrapping`). Each line here is the longest prefix of what is left
    /// whose own one-line width (`width(of:)`, the browser-proven measure) fits.
    @Test("A word wider than its line breaks before the first character that does not fit")
    func longWordBreaksBetweenCharacters() {
        let token = "averyveryverylongsingletoken_abcdefghijklmnopqrstuvwxyz0123456789"
        let broken = layout(token, width: 200)
        let shown = lineTexts(broken)
        #expect(shown.joined() == token)
        var rest = Substring(token)
        for line in shown {
            #expect(rest.hasPrefix(line))
            #expect(measurer.width(of: line, font: body) <= 200)
            if line.count < rest.count {
                let longer = String(rest.prefix(line.count + 1))
                #expect(measurer.width(of: longer, font: body) > 200 + 1.0 / 64, "\(longer) would fit")
            }
            rest = rest.dropFirst(line.count)
        }
        #expect(broken.size.width <= 200)
        #expect(broken.lines.allSatisfy { abs($0.width - measurer.width(of: $0.fragments.map(\.text).joined(), font: body)) < 1e-9 })
    }

    /// Issue 28's example: laid out 599 px wide before; now cut to the 200 px it is offered,
    /// the ellipsis where `truncationMode` puts it (Apple: `.tail` keeps "abcd…"), with as many
    /// characters as fit beside it (one more would not).
    @Test("A one-line long word is cut to its width at the tail, head or middle")
    func longWordTruncates() {
        let token = "averyveryverylongsingletoken_abcdefghijklmnopqrstuvwxyz0123456789"
        for mode in [TruncationMode.tail, .head, .middle] {
            let cut = layout(token, width: 200) { $0.lineLimit = 1; $0.truncationMode = mode }
            let shown = lineTexts(cut)
            #expect(cut.isTruncated && shown.count == 1 && cut.size.width <= 200, "\(mode): \(shown)")
            let line = shown.first ?? ""
            let kept = line.count - 1
            let parts = line.split(separator: "…", omittingEmptySubsequences: false).map(String.init)
            #expect(parts.count == 2, "\(mode): one ellipsis in \(line)")
            switch mode {
            case .tail: #expect(parts[1].isEmpty && token.hasPrefix(parts[0]))
            case .head: #expect(parts[0].isEmpty && token.hasSuffix(parts[1]))
            case .middle:
                #expect(token.hasPrefix(parts[0]) && token.hasSuffix(parts[1]))
                #expect(parts[0].count - parts[1].count == kept % 2, "the odd character goes before the ellipsis")
            }
            // One more character kept would not fit.
            let more = LineFitting.truncated(Array(token), keeping: kept + 1, mode: mode, isSpace: { $0 == " " }) { _ in "…" }
            #expect(measurer.width(of: String(more), font: body) > 200 + 1.0 / 64, "\(mode): \(String(more)) would fit")
        }
    }

    @Test("Whitespace collapses as in CSS; empty text has no size")
    func whitespace() {
        #expect(lineTexts(layout("  a \t  b  ")) == ["a b"])
        #expect(layout("   ").size == .zero)
        #expect(layout("").lines.isEmpty)
        #expect(lineTexts(layout("a\n\nb")) == ["a", "", "b"])
    }

    @Test("lineLimit and a short height truncate with an ellipsis at the tail, head or middle")
    func truncation() {
        let text = "The quick brown fox jumps over the lazy dog"
        let tail = layout(text, width: 120) { $0.lineLimit = 1 }
        #expect(tail.lines.count == 1)
        #expect(tail.isTruncated)
        let tailText = lineTexts(tail)[0]
        #expect(tailText.hasSuffix("…") && tailText.hasPrefix("The quick"))
        #expect(tail.size.width <= 120)
        let head = lineTexts(layout(text, width: 120) { $0.lineLimit = 1; $0.truncationMode = .head })[0]
        #expect(head.hasPrefix("…") && head.hasSuffix("lazy dog"))
        let middle = lineTexts(layout(text, width: 120) { $0.lineLimit = 1; $0.truncationMode = .middle })[0]
        #expect(middle.hasPrefix("The") && middle.hasSuffix("dog") && middle.contains("…"))
        let short = layout(text, width: 120, height: 45)
        #expect(short.lines.count == 2)
        #expect(short.size.height == 40)
        #expect(lineTexts(short)[1].hasSuffix("…"))
        // Never less than one line, never truncated when everything fits.
        #expect(layout(text, width: 120, height: 1).lines.count == 1)
        #expect(!layout("short", width: 120) { $0.lineLimit = 1 }.isTruncated)
    }

    /// Inter 16 px line boxes are 20 px (lineHeights); reserved lines are blank line boxes of
    /// the text's font after its line spacing, and the lines shown keep their own positions.
    @Test("reservedLines makes a text at least that many lines tall, never shorter than its own lines")
    func reservedLines() {
        let short = layout("One") { $0.reservedLines = 3 }
        #expect(short.lines.count == 1)
        #expect(short.size.height == 3 * 20)
        #expect(short.firstBaseline == 16)
        #expect(layout("One") { $0.reservedLines = 3; $0.lineSpacing = 4 }.size.height == 3 * 20 + 2 * 4)
        #expect(layout("") { $0.reservedLines = 2 }.size.height == 2 * 20)
        let text = "The quick brown fox jumps over the lazy dog"
        let own = layout(text, width: 120)
        #expect(own.lines.count > 2)
        #expect(layout(text, width: 120) { $0.reservedLines = 2 }.size == own.size)
    }

    /// Inter's default figures are proportional (a narrow "1"); `tnum` gives every digit the
    /// same advance, so ten ones are as wide as ten zeros (the CSS `tabular-nums` the HTML asks for).
    @Test("Tabular figures give every digit one advance")
    func tabularFigures() {
        var tabular = body
        tabular.features.insert(.tabularFigures)
        #expect(measurer.width(of: "1111111111", font: body) < measurer.width(of: "0000000000", font: body))
        #expect(measurer.width(of: "1111111111", font: tabular) == measurer.width(of: "0000000000", font: tabular))
        #expect(measurer.width(of: "Tabular", font: tabular) == measurer.width(of: "Tabular", font: body))
    }

    @Test("Alignment offsets lines inside the widest; lineSpacing separates lines")
    func alignmentAndSpacing() throws {
        let centered = layout("The quick brown fox jumps over the lazy dog", width: 160) { $0.alignment = .center }
        let widest = centered.size.width
        for line in centered.lines {
            let x = try #require(line.fragments.first?.x)
            #expect(abs(x - (widest - line.width) / 2) < 1e-9)
        }
        let trailing = layout("The quick brown fox jumps over the lazy dog", width: 160) { $0.alignment = .trailing }
        for line in trailing.lines { #expect(abs((line.fragments.first?.x ?? 0) + line.width - trailing.size.width) < 1e-9) }
        let spaced = layout("The quick brown fox jumps over the lazy dog", width: 160) { $0.lineSpacing = 6 }
        #expect(spaced.size.height == 20 * Double(spaced.lines.count) + 6 * Double(spaced.lines.count - 1))
        #expect(spaced.lines[1].y == 26)
    }

    @Test("Rich runs measure with their own faces and keep their run index")
    func richRuns() {
        let styled = InlineMarkdown.styledText("plain **bold** `code`", font: body)
        let rich = measurer.layout(styled, proposal: .unspecified)
        #expect(rich.lines[0].fragments.map(\.runIndex) == [0, 1, 2, 3])
        let plain = measurer.width(of: "plain bold code", font: body)
        #expect(rich.size.width != plain)
        // The monospaced run's DejaVu metrics join the line box: 16 + 4 above/below Inter's.
        #expect(rich.size.height == 20)
        #expect(measurer.usedFaces.map(\.fileName).contains("DejaVuSansMono.ttf"))
    }

    @Test("A character no configured font has is reported with its run, never measured silently")
    func missingGlyphs() throws {
        let result = measurer.layout(StyledText(runs: [TextRun(text: "ok 🦊 here", font: body)]), proposal: .unspecified)
        let missing = try #require(result.missingGlyphs.first)
        #expect(missing.character == "🦊")
        #expect(missing.text == "ok 🦊 here")
        #expect(result.missingCharacters == ["🦊"])
        #expect("\(missing)".contains("U+1F98A"))
        #expect(layout("Korean 한국어 and Chinese 中文").missingGlyphs.isEmpty)
    }

    @Test("A bad font path is an error naming the file")
    func badFont() {
        var fonts = FontSet.defaultTheme
        fonts.text.faces[0].path = "/nonexistent/Font.otf"
        #expect(throws: FontError(.unreadable, path: "/nonexistent/Font.otf")) { try TextMeasurer(fonts: fonts) }
    }

    @Test("Measuring from many threads at once gives the same answers")
    func concurrent() async {
        let texts = (0..<64).map { "Paragraph \($0): the quick brown fox jumps over the lazy dog \($0 * 7)" }
        let expected = texts.map { layout($0, width: 150) }
        let results = await withTaskGroup(of: (Int, TextLayout).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask { [measurer, body] in
                    (index, measurer.layout(StyledText(runs: [TextRun(text: text, font: body)]), proposal: ProposedViewSize(width: 150, height: nil)))
                }
            }
            var results = [TextLayout?](repeating: nil, count: texts.count)
            for await (index, layout) in group { results[index] = layout }
            return results
        }
        #expect(results == expected)
    }
}
