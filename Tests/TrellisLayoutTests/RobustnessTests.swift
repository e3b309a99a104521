import Testing
@testable import TrellisLayout

/// Bad input never traps, never produces NaN or infinite frames, and says what it dropped.
@Suite("Robustness")
struct RobustnessTests {
    private func allFinite(_ result: LayoutResult) -> Bool {
        result.nodes.allSatisfy { $0.frame.isFinite } && result.size.isFinite
    }

    @Test func nonsenseValuesNeverTrap() {
        let view = VStack(spacing: .nan) {
            Color.red.frame(width: .nan, height: -4)
            Color.blue.frame(minWidth: .infinity, idealWidth: -1, maxWidth: .nan)
            text("abc").padding(-.infinity).padding(.nan)
            Spacer(minLength: -.infinity)
            Color.green.layoutPriority(.nan).offset(x: .nan, y: .infinity)
            Color.gray.aspectRatio(0, contentMode: .fit).aspectRatio(-.infinity, contentMode: .fill)
            Image("x", size: Size(width: .nan, height: -3)).resizable().scaledToFill()
            RoundedRectangle(cornerRadius: .nan)
            HStack(spacing: -5) { Color.red; Color.blue }
        }
        for proposal in [ProposedViewSize.zero, .unspecified, .infinity, ProposedViewSize(width: .nan, height: -10), ProposedViewSize(width: 100, height: nil)] {
            let result = LayoutEngine(view, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal)
            #expect(allFinite(result))
        }
        #expect(allFinite(LayoutEngine(view).layout(width: .nan)))
    }

    @Test func alignmentGuidesReturningNaNAreIgnored() {
        let view = VStack(alignment: .leading) {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in .nan }
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in .infinity }
        }
        #expect(allFinite(layout(view, width: 100, height: 100)))
    }

    @Test func overDeepTreesAreCutWithAWarning() {
        var node = Color.red.node
        for _ in 0..<1000 {
            node = node.padding(1)
        }
        let result = LayoutEngine(node).layout(width: 3000)
        #expect(result.warnings.contains { $0.message.contains("deeper than") })
        #expect(allFinite(result))
        #expect(result.nodes.count <= LayoutTree.maximumDepth + 1)
    }

    @Test func wideTreesLayOut() {
        let view = HStack(spacing: 0) { ForEach(0..<20_000) { _ in Color.red } }
        let result = layout(view, width: 20_000, height: 10)
        #expect(result.nodes.count == 20_001)
        #expect(result.nodes.last?.frame == Rect(x: 19_999, y: 0, width: 1, height: 10))
    }

    @Test func textWithoutAMeasurerIsReported() {
        let result = LayoutEngine(Text("hi")).layout(width: 100)
        #expect(result.size == .zero)
        #expect(result.warnings.contains { $0.message.contains("text measurer") })
    }
}
