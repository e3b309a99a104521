import Testing
import TrellisLayout

/// A guide at a third of the height, as in Apple's `AlignmentID` documentation.
private struct FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Double { context.height / 3 }
}

private extension VerticalAlignment {
    static let firstThird = VerticalAlignment(FirstThird.self)
}

/// Sources: Apple's documentation of `AlignmentID`, `VerticalAlignment` (text baselines fall
/// back to the bottom edge) and `alignmentGuide(_:computeValue:)`; OpenSwiftUI
/// AlignmentID.swift (containers merge explicit guides: average, min for the first baseline,
/// max for the last, never for frame guides).
@Suite("Alignment")
struct AlignmentTests {
    @Test func alignmentGuideWithAConstant() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }.id("b")
        }
        let result = layout(view, width: nil, height: nil)
        #expect(result.frame("a").minX == 20)
        #expect(result.frame("b").minX == 0)
        #expect(result.size.width == 70)
    }

    @Test func alignmentGuideComputedFromDimensions() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { d in d[.trailing] }.id("b")
        }
        let result = layout(view, width: nil, height: nil)
        #expect(result.frame("b").maxX == result.frame("a").minX)
    }

    @Test func customGuideDefaultValue() {
        let view = HStack(alignment: .firstThird, spacing: 0) {
            Color.red.frame(width: 10, height: 60).id("a")
            Color.blue.frame(width: 10, height: 120).id("b")
        }
        let result = layout(view, width: nil, height: nil)
        #expect(result.frame("a").minY == 20)
        #expect(result.frame("b").minY == 0)
        #expect(result.size.height == 120)
    }

    /// An explicit custom guide set deep inside a VStack moves the VStack in its HStack.
    @Test func customGuidePropagatesThroughStacks() {
        let view = HStack(alignment: .firstThird, spacing: 0) {
            Color.red.frame(width: 10, height: 90).id("left")
            VStack(spacing: 0) {
                Color.green.frame(width: 10, height: 30)
                Color.blue.frame(width: 10, height: 30).alignmentGuide(.firstThird) { d in d[.bottom] }
            }
            .id("right")
        }
        let result = layout(view, width: nil, height: nil)
        // The VStack's guide is its second child's bottom: 60. The red one's is 30.
        #expect(result.frame("right").minY == 0)
        #expect(result.frame("left").minY == 30)
    }

    @Test func frameGuidesDoNotLeaveTheirContainer() {
        let inner = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 5 }
        }
        let view = VStack(alignment: .leading, spacing: 0) {
            inner.id("inner")
            Color.blue.frame(width: 10, height: 10).id("other")
        }
        let result = layout(view, width: nil, height: nil)
        #expect(result.frame("inner").minX == result.frame("other").minX)
    }

    /// A frame guide set on a view passes through the modifiers around it (padding moves it
    /// by its inset), while the texts inside, whose only explicit guides are baselines, give
    /// the stack none: the engine skips asking them (`LayoutTree.mayHaveExplicitFrameGuide`).
    @Test func frameGuidePassesThroughModifiers() {
        let view = VStack(alignment: .leading, spacing: 0) {
            text("ab").alignmentGuide(.leading) { _ in 5 }.padding(3).background(Color.green).id("guided")
            text("abc").padding(3).background(Color.green).id("plain")
        }
        let result = layout(view, width: nil, height: nil)
        // The guided view's leading guide is 3 + 5 from its edge; the plain one's is its edge.
        #expect(result.frame("plain").minX - result.frame("guided").minX == 8)
        #expect(result.size.width == 8 + 30)
    }

    @Test func firstTextBaselineAlignsTexts() {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("small", font: FontSpec(size: 16)).id("small")
            Text("big", font: FontSpec(size: 32)).id("big")
        }
        let result = layout(view, width: nil, height: nil)
        // Baselines at 0.8 of the 1.25 em line: 16 and 32 px.
        #expect(result.frame("big").minY == 0)
        #expect(result.frame("small").minY == 16)
    }

    @Test func baselineWithoutTextIsTheBottom() {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.red.frame(width: 10, height: 50).id("box")
            text("abc").id("t")
        }
        let result = layout(view, width: nil, height: nil)
        #expect(result.frame("box").maxY == result.frame("t").minY + 16)
    }

    @Test func baselinesPassThroughModifiersAndStacks() {
        let column = VStack(spacing: 0) {
            text("one").padding(5)
            text("two")
        }
        let view = HStack(alignment: .lastTextBaseline, spacing: 0) {
            column.id("column")
            Color.red.frame(width: 10, height: 10).id("box")
        }
        let result = layout(view, width: nil, height: nil)
        // The column's last baseline is its second text's: 30 + 16 = 46 from its top.
        #expect(result.frame("box").maxY == result.frame("column").minY + 46)
        let first = HStack(alignment: .firstTextBaseline, spacing: 0) {
            column.id("column")
            Color.red.frame(width: 10, height: 10).id("box")
        }
        let firstResult = layout(first, width: nil, height: nil)
        // The first baseline is the padded first text's: 5 + 16.
        #expect(firstResult.frame("box").maxY == firstResult.frame("column").minY + 21)
    }

    @Test func frameAlignsContentByItsExplicitGuide() {
        let view = text("abc").id("t").frame(width: 100, height: 100, alignment: .leadingFirstTextBaseline)
        let result = layout(view, width: nil, height: nil)
        // The frame's default first baseline is its bottom: the text's baseline lands there.
        #expect(result.frame("t").minY == 84)
        #expect(result.frame("t").minX == 0)
    }
}

/// Counts text measurements.
private final class MeasureCounter: TextMeasuring, @unchecked Sendable {
    var count = 0
    let base = FixedAdvanceTextMeasurer()

    func layout(_ text: StyledText, proposal: ProposedViewSize) -> TextLayout {
        count += 1
        return base.layout(text, proposal: proposal)
    }
}

@Suite("Alignment cost")
struct AlignmentCostTests {
    /// Baseline alignment of containers places their content to find the baseline; nested
    /// twelve deep it must not redo the subtree for every probe of every ancestor.
    @Test func nestedBaselineAlignmentStaysCheap() {
        var node = Text("deep", font: FontSpec(size: 16)).node
        for level in 0..<12 {
            node = level % 2 == 0
                ? HStack(alignment: .firstTextBaseline) { Text("a", font: FontSpec(size: 16)); node }.node
                : VStack(alignment: .leading) { node; Text("b", font: FontSpec(size: 16)) }.node
        }
        let counter = MeasureCounter()
        let result = LayoutEngine(node, textMeasurer: counter).layout(width: 600)
        #expect(result.nodes.allSatisfy { $0.frame.isFinite })
        // 26 texts; with the engine's explicit-guide cache 82 measurements, without it 518.
        #expect(counter.count <= 150)
    }
}
