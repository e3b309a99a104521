import Testing
import TrellisLayout

/// Text's font-derived spacing preferences (`ViewSpacing(text:)`), laid out with the
/// fixed-advance measurer. Expected gaps are the model's formulas applied to the metrics the
/// measurer reports, never numbers copied from a run.
@Suite("Text spacing")
struct TextSpacingTests {
    /// A measurer whose fonts have a leading (line gap) of 0.15 em, so text-to-text gaps are
    /// not all zero.
    let measurer = FixedAdvanceTextMeasurer(leading: 0.15)

    func run(_ view: some View, width: Double? = 400) -> LayoutResult {
        LayoutEngine(view, textMeasurer: measurer).layout(ProposedViewSize(width: width, height: nil))
    }

    func styled(_ string: String, _ style: TextStyle) -> Text {
        Text(string, font: Font(size: .style(style)).resolve(baseSize: 16))
    }

    func metrics(_ style: TextStyle) -> TextFontMetrics {
        measurer.fontMetrics(size: Font(size: .style(style)).resolve(baseSize: 16).size)
    }

    // MARK: - The model's formulas

    /// Equal up to floating-point rounding (positions are sums of fractional lengths).
    func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    func pixel(_ length: Double) -> Double { length.rounded(.up) }
    /// 10% of the line height, rounded up to a pixel.
    func textSpacing(_ m: TextFontMetrics) -> Double { pixel((m.ascent + m.descent) / 10) }
    /// From a plain view's bottom edge to the text below it.
    func gapAbove(_ m: TextFontMetrics) -> Double { m.descent + textSpacing(m) }
    /// From the text's bottom edge to the plain view below it.
    func gapBelow(_ m: TextFontMetrics) -> Double {
        max(m.ascent + m.descent + textSpacing(m) - m.capHeight, textSpacing(m) + m.descent)
    }

    // MARK: - Vertical neighbours

    @Test(arguments: TextStyle.allCases)
    func twoTextsOfAStyleAreSpacedByTheLowerLeading(style: TextStyle) {
        let result = run(VStack {
            styled("First", style).id("a")
            styled("Second", style).id("b")
        })
        let gap = result.frame("b").minY - result.frame("a").maxY
        #expect(same(gap, pixel(metrics(style).leading)))
        #expect(gap > 0)
    }

    @Test func mixedStylesUseTheLowerTextsLeading() {
        let result = run(VStack {
            styled("Title", .largeTitle).id("title")
            styled("Caption", .caption).id("caption")
            styled("Body", .body).id("body")
        })
        #expect(same(result.frame("caption").minY - result.frame("title").maxY, pixel(metrics(.caption).leading)))
        #expect(same(result.frame("body").minY - result.frame("caption").maxY, pixel(metrics(.body).leading)))
    }

    @Test(arguments: TextStyle.allCases)
    func colorAboveAndBelowTextFollowsTheFont(style: TextStyle) {
        let result = run(VStack {
            Color.red.frame(height: 10).id("top")
            styled("Text", style).id("text")
            Color.blue.frame(height: 10).id("bottom")
        })
        let m = metrics(style)
        #expect(same(result.frame("text").minY - result.frame("top").maxY, gapAbove(m)))
        #expect(same(result.frame("bottom").minY - result.frame("text").maxY, gapBelow(m)))
    }

    @Test func largerStylesGetLargerGapsFromOtherViews() {
        func gaps(_ style: TextStyle) -> (above: Double, below: Double) {
            let result = run(VStack {
                Color.red.frame(height: 10).id("top")
                styled("Text", style).id("text")
                Color.blue.frame(height: 10).id("bottom")
            })
            return (result.frame("text").minY - result.frame("top").maxY, result.frame("bottom").minY - result.frame("text").maxY)
        }
        for larger in TextStyle.allCases {
            for smaller in TextStyle.allCases where metrics(larger).ascent > metrics(smaller).ascent {
                #expect(gaps(larger).above >= gaps(smaller).above)
                #expect(gaps(larger).below >= gaps(smaller).below)
            }
        }
        #expect(gaps(.largeTitle).above > gaps(.caption2).above)
    }

    @Test func twoColorsKeepTheDefault() {
        let result = run(VStack {
            Color.red.frame(height: 10).id("a")
            Color.blue.frame(height: 10).id("b")
        })
        #expect(result.frame("b").minY - result.frame("a").maxY == ViewSpacing.defaultDistance)
    }

    // MARK: - Horizontal neighbours, Spacer, explicit spacing, padding

    @Test func textNextToAColorInAnHStackKeepsEight() {
        let result = run(HStack {
            styled("Label", .title).id("text")
            Color.red.frame(width: 20, height: 20).id("color")
            styled("Other", .body).id("other")
        })
        #expect(result.frame("color").minX - result.frame("text").maxX == 8)
        #expect(result.frame("other").minX - result.frame("color").maxX == 8)
    }

    @Test func spacerAddsNoGapBesideText() {
        let result = run(VStack {
            styled("Top", .body).id("a")
            Spacer().frame(height: 30).id("spacer")
            styled("Bottom", .body).id("b")
        })
        #expect(result.frame("spacer").minY == result.frame("a").maxY)
        #expect(result.frame("b").minY == result.frame("spacer").maxY)
    }

    @Test func explicitSpacingIsUsedBetweenTexts() {
        let result = run(VStack(spacing: 3) {
            styled("A", .title).id("a")
            styled("B", .body).id("b")
            Color.red.frame(height: 5).id("c")
        })
        #expect(result.frame("b").minY - result.frame("a").maxY == 3)
        #expect(result.frame("c").minY - result.frame("b").maxY == 3)
    }

    /// SwiftUI's `_PaddingLayout` resets the spacing of padded edges (OpenSwiftUI
    /// `PaddingLayout.swift`): a padded text is spaced like any other view there, 8 px from a
    /// colour and the unpadded text's own distance from an unpadded text.
    @Test func paddingResetsTheTextPreferencesOfPaddedEdges() {
        let result = run(VStack {
            Color.red.frame(height: 10).id("color")
            styled("Padded", .body).padding().id("padded")
            styled("Unpadded", .body).id("plain")
            styled("Bottom only", .body).padding(.bottom, 4).id("bottomOnly")
            styled("Last", .title).id("last")
        })
        #expect(result.frame("padded").minY - result.frame("color").maxY == 8)
        #expect(same(result.frame("plain").minY - result.frame("padded").maxY, gapAbove(metrics(.body))))
        // Unpadded top edge: still text-to-text with the text above.
        #expect(same(result.frame("bottomOnly").minY - result.frame("plain").maxY, pixel(metrics(.body).leading)))
        #expect(same(result.frame("last").minY - result.frame("bottomOnly").maxY, gapAbove(metrics(.title))))
    }

    @Test func paddedViewsNextToEachOtherKeepEight() {
        let result = run(VStack {
            styled("A", .body).padding().id("a")
            styled("B", .body).padding().id("b")
        })
        #expect(result.frame("b").minY - result.frame("a").maxY == 8)
    }

    // MARK: - Containers

    /// A stack's preferences are the union of its children's (SwiftUI's default): a VStack of
    /// texts next to a text is spaced text-to-text.
    @Test func nestedStacksCarryTextPreferences() {
        let result = run(VStack {
            VStack {
                styled("Inner one", .body)
                styled("Inner two", .body)
            }.id("inner")
            styled("Outer", .headline).id("outer")
        })
        #expect(same(result.frame("outer").minY - result.frame("inner").maxY, pixel(metrics(.headline).leading)))
    }

    @Test func emptyTextStatesNoPreference() {
        let spacing = Text("", font: FontSpec(size: 16)).spacing(in: LeafContext(textMeasurer: nil, stackOrientation: .vertical))
        #expect(spacing == ViewSpacing())
        #expect(spacing.distance(to: .plain, along: .vertical) == 8)
    }

    @Test func distanceArithmetic() {
        let m = TextFontMetrics(ascent: 15, descent: 4, leading: 1.2, capHeight: 11.5)
        let text = ViewSpacing(text: m)
        // H = 19, s = ceil(1.9) = 2: above = 4 + 2; below = max(19 + 2 - 11.5, 2 + 4).
        #expect(ViewSpacing.plain.distance(to: text, along: .vertical) == 6)
        #expect(text.distance(to: .plain, along: .vertical) == 9.5)
        #expect(text.distance(to: text, along: .vertical) == 2)
        #expect(text.distance(to: .plain, along: .horizontal) == 8)
        #expect(text.distance(to: .zero, along: .vertical) == 0)
        #expect(text.distance(to: ViewSpacing(20), along: .vertical) == 20)
    }
}
