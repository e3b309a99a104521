// containerRelativeFrame: sizes from the nearest container's length, the window's or a scroll view's.

import Testing
import TrellisLayout

/// Apple, "containerRelativeFrame(_:count:span:spacing:alignment:)": the length of `span` of
/// `count` columns is `(container - spacing * (count - 1)) / count * span + (span - 1) *
/// spacing`; the container is the window or the nearest scroll view, as long as it is offered.
@Suite("Container-relative frames")
struct ContainerRelativeFrameTests {
    private func carousel() -> ViewNode {
        ViewNode(layout: ScrollViewLayout(axes: .horizontal), kind: ViewKind(name: "ScrollView"), children: [
            ViewNode(layout: HStackLayout(spacing: 10), kind: .hStack, children: (0..<5).map { index in
                Color.red.id("card\(index)")
                    .containerRelativeFrame(ContainerRelativeFrameLayout(axes: .horizontal, count: 5, span: 2, spacing: 10))
                    .frame(height: 40)
            }).id("row")
        ]).id("scroll")
    }

    @Test func spansOfColumnsFollowTheScrollViewsLengthAtEveryWidth() {
        // One engine at several widths, widest first: a size measured for one container length
        // must not be reused for another (the row is proposed (nil, nil) at every width).
        let engine = LayoutEngine(carousel(), textMeasurer: nil)
        for width in [1600.0, 240, 390, 1600] {
            let result = engine.layout(width: width)
            let card = (width - 40) / 5 * 2 + 10
            #expect(result.frame("card1") == Rect(x: card + 10, y: 0, width: card, height: 40), "at \(width)")
            #expect(result.frame("row").width == card * 5 + 40, "at \(width)")
        }
    }

    @Test func theWindowIsTheContainerOutsideScrollViewsAndAClosureGivesTheLength() {
        let view = ViewNode(layout: VStackLayout(), kind: .vStack, children: [
            Color.red.id("c").containerRelativeFrame(ContainerRelativeFrameLayout(axes: .horizontal) { length, _ in min(length * 0.6, 400) })
                .frame(height: 10),
            Color.blue.id("t").frame(width: 20, height: 10).containerRelativeFrame(ContainerRelativeFrameLayout(axes: .horizontal, alignment: .leading)),
        ])
        let engine = LayoutEngine(view, textMeasurer: nil)
        for width in [300.0, 1000] {
            let result = engine.layout(width: width)
            #expect(result.frame("c").width == min(width * 0.6, 400))
            // The box sits at the leading edge of a frame as wide as the window.
            #expect(result.frame("t").minX == 0)
        }
        #expect(engine.layout(width: 300).warnings.isEmpty)
    }

    @Test func aMissingContainerLengthPassesTheProposalThroughWithAWarning() {
        let view = Color.red.id("c").containerRelativeFrame(ContainerRelativeFrameLayout(axes: [.horizontal, .vertical])).frame(height: 50)
        let result = LayoutEngine(view, textMeasurer: nil).layout(width: 200)
        #expect(result.frame("c").size == Size(width: 200, height: 50))
        #expect(result.warnings.contains { $0.message.contains("no container length on the vertical axis") })
    }
}
