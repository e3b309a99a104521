import Testing
import TrellisLayout

@Suite("Stacks")
struct StackTests {
    /// objc.io, "SwiftUI's layout algorithm for stacks" (2020-11-10): the less flexible red
    /// frame is offered half of 150 first, and the green one then takes its 100 minimum.
    @Test func objcIOOverflowCase() {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("red")
            Color.green.frame(minWidth: 100).id("green")
        }.frame(width: 150)
        let result = layout(view, width: 300, height: 100)
        #expect(result.frame("red").width == 75)
        #expect(result.frame("green").width == 100)
        #expect(result.frame("green").minX == result.frame("red").maxX)
    }

    @Test func equalFlexibleChildrenShareSpace() {
        let view = HStack(spacing: 10) {
            Color.red.id("a")
            Color.blue.id("b")
        }
        let result = layout(view, width: 210, height: 50)
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.frame("b") == Rect(x: 110, y: 0, width: 100, height: 50))
    }

    @Test func defaultSpacingIsEight() {
        let view = VStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        let result = layout(view, width: 100, height: nil)
        #expect(result.frame("b").minY - result.frame("a").maxY == 8)
        #expect(result.size == Size(width: 10, height: 28))
    }
}

/// Says whether `Optionally` shows its view; a class, so one tree sees it change between calls.
private final class Gate: @unchecked Sendable {
    var isOpen = true
}

/// An `if` without `else` decided at layout time: its one subview, or nothing at all.
private struct Optionally: PresenceDeciding {
    let gate: Gate

    func isPresent(subviews: Subviews) -> Bool { gate.isOpen }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        gate.isOpen ? subviews.first?.sizeThatFits(proposal) ?? .zero : .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            if gate.isOpen { subview.place(at: bounds.origin, proposal: proposal) } else { subview.hide() }
        }
    }
}

/// A view `ViewBuilder.buildIf(_:)` leaves out is "only included when the condition evaluates
/// to true" (Apple, "buildIf(_:)"): a stack without it has no gap for it on either side.
@Suite("Stacks leaving a view out")
struct StackPresenceTests {
    private func stack(_ gate: Gate, spacing: Double?) -> ViewNode {
        ViewNode(layout: HStackLayout(spacing: spacing), kind: .hStack, children: [
            Color.red.frame(width: 10, height: 10).id("a"),
            ViewNode(layout: Optionally(gate: gate), kind: ViewKind(name: "Optionally"), children: [
                Color.green.frame(width: 10, height: 30).id("b"),
            ]),
            Color.blue.frame(width: 10, height: 10).id("c"),
        ])
    }

    @Test(arguments: [10.0, nil])
    func aViewLeftOutTakesNoSpaceAndNoSpacing(spacing: Double?) {
        let gap = spacing ?? 8
        let gate = Gate()
        let engine = LayoutEngine(stack(gate, spacing: spacing), textMeasurer: FixedAdvanceTextMeasurer())
        let open = engine.layout(ProposedViewSize(width: 200, height: 100))
        #expect(open.size == Size(width: 30 + 2 * gap, height: 30))
        #expect(open.frame("c").minX == 20 + 2 * gap)
        // The same tree, the view now left out: its gaps are made again, not kept from the call before.
        gate.isOpen = false
        let closed = engine.layout(ProposedViewSize(width: 201, height: 100))
        #expect(closed.size == Size(width: 20 + gap, height: 10))
        #expect(closed.frame("c").minX - closed.frame("a").maxX == gap)
        #expect(closed.node(withID: "b")?.isVisible == false)
    }
}

@Suite("Stack distribution")
struct StackDistributionTests {
    /// SwiftUI Field Guide, "HStack": `HStack { Color; Text; Color }` at 200 gives the text
    /// about a third of the space, so it wraps; `.layoutPriority(1)` gives it its ideal
    /// width first. (Fixed-advance text: "Hello, world" is 96 px ideal, words 48 and 40 px.)
    @Test func textBetweenColorsGetsAThirdAndWraps() {
        let view = HStack {
            Color.red.id("left")
            text("Hello, world").id("text")
            Color.blue.id("right")
        }
        let result = layout(view, width: 200, height: 100)
        // Available 200 - 2 x 8 spacing = 184; the text is least flexible and is offered
        // 184 / 3 = 61.3: it wraps onto two lines 48 px wide.
        #expect(result.frame("text").width == 48)
        #expect(result.frame("text").height == 40)
        #expect(result.frame("left").width == 68)
        #expect(result.frame("right").width == 68)
    }

    @Test func layoutPriorityIsServedFirst() {
        let view = HStack {
            Color.red.id("left")
            text("Hello, world").layoutPriority(1).id("text")
            Color.blue.id("right")
        }
        let result = layout(view, width: 200, height: 100)
        #expect(result.frame("text").width == 96)
        #expect(result.frame("text").height == 20)
        #expect(result.frame("left").width == 44)
    }

    /// The lower-priority group's minimum is reserved first: the high-priority flexible view
    /// gets everything but the Color's minimum (0) and the frame's minimum (30).
    @Test func lowerPriorityMinimumsAreReserved() {
        let view = HStack(spacing: 0) {
            Color.red.layoutPriority(1).id("high")
            Color.blue.frame(minWidth: 30).id("low")
        }
        let result = layout(view, width: 100, height: 10)
        #expect(result.frame("high").width == 70)
        #expect(result.frame("low").width == 30)
    }

    /// OpenSwiftUI Spacer.swift: minLength defaults to 8, a Spacer has the lowest priority
    /// and adds no spacing beside it.
    @Test func spacerKeepsItsMinimumLength() {
        let view = HStack(spacing: 0) {
            Color.red.id("a")
            Spacer(minLength: 30).id("spacer")
            Color.blue.id("b")
        }
        let result = layout(view, width: 100, height: 10)
        #expect(result.frame("spacer").width == 30)
        #expect(result.frame("a").width == 35)
        #expect(result.frame("b").width == 35)
        #expect(result.frame("spacer").height == 0)
    }

    @Test func spacerDefaultMinimumIsEight() {
        let view = HStack(spacing: 0) {
            Color.red.id("a")
            Spacer().id("spacer")
            Color.blue.id("b")
        }
        let result = layout(view, width: 100, height: 10)
        #expect(result.frame("spacer").width == 8)
        #expect(result.frame("a").width == 46)
    }

    @Test func noSpacingBesideASpacer() {
        let view = HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer().id("spacer")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        let result = layout(view, width: 100, height: 10)
        #expect(result.frame("spacer") == Rect(x: 10, y: 5, width: 80, height: 0))
        #expect(result.frame("b").minX == 90)
    }

    @Test func spacerOutsideStacksGrowsOnBothAxes() {
        let result = layout(Spacer().id("s"), width: 50, height: 40)
        #expect(result.frame("s").size == Size(width: 50, height: 40))
        #expect(layout(Spacer().id("s"), width: nil, height: nil).frame("s").size == Size(width: 8, height: 8))
    }

    @Test func spacerInVStackIsVertical() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Spacer().id("s")
        }
        let result = layout(view, width: 100, height: 100)
        #expect(result.frame("s") == Rect(x: 10, y: 10, width: 0, height: 90))
    }

    @Test func dividerFollowsTheStackAxis() {
        let row = layout(HStack { Color.red.frame(width: 10, height: 30); Divider().id("d") }, width: 100, height: 30)
        #expect(row.frame("d").size == Size(width: 1, height: 30))
        let column = layout(VStack { Color.red.frame(width: 30, height: 10); Divider().id("d") }, width: 80, height: 100)
        #expect(column.frame("d").size == Size(width: 80, height: 1))
    }

    @Test func crossAxisAlignment() {
        func frames(_ alignment: VerticalAlignment) -> (Rect, Rect) {
            let view = HStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 10, height: 40).id("tall")
                Color.blue.frame(width: 10, height: 10).id("short")
            }
            let result = layout(view, width: nil, height: nil)
            return (result.frame("tall"), result.frame("short"))
        }
        #expect(frames(.top).1.minY == 0)
        #expect(frames(.center).1.minY == 15)
        #expect(frames(.bottom).1.minY == 30)
        #expect(frames(.bottom).0.minY == 0)
    }

    /// A nil proposal along the axis asks every child for its ideal size.
    @Test func nilProposalUsesIdealSizes() {
        let view = HStack {
            Color.red.id("color")
            text("abc").id("text")
        }
        let result = layout(view, width: nil, height: nil)
        #expect(result.frame("color").size == Size(width: 10, height: 10))
        #expect(result.frame("text").size == Size(width: 24, height: 20))
        #expect(result.size == Size(width: 42, height: 20))
    }

    @Test func zeroProposal() {
        let view = HStack { Color.red.id("a"); Color.blue.id("b") }
        let result = layout(view, .zero)
        #expect(result.frame("a").size == .zero)
        #expect(result.size == Size(width: 8, height: 0))
    }

    @Test func infiniteProposalOnFixedContentStaysFinite() {
        let view = VStack {
            text("abc")
            Color.red.frame(width: 10, height: 10)
        }
        let result = layout(view, .infinity)
        #expect(result.size == Size(width: 24, height: 38))
        #expect(result.warnings.isEmpty)
        #expect(result.nodes.allSatisfy { $0.frame.isFinite })
    }

    @Test func infiniteProposalToFlexibleViewIsReportedNotDrawnInfinite() {
        let result = layout(HStack { Color.red }, .infinity)
        #expect(result.nodes.allSatisfy { $0.frame.isFinite })
        #expect(!result.warnings.isEmpty)
    }

    @Test func groupsAreFlattenedAndModifiersApplyToEachView() {
        let view = HStack(spacing: 0) {
            Group {
                Color.red.id("a")
                Color.blue.id("b")
            }
            .frame(width: 20)
            Color.green.id("c")
        }
        let result = layout(view, width: 100, height: 10)
        #expect(result.frame("a").width == 20)
        #expect(result.frame("b") == Rect(x: 20, y: 0, width: 20, height: 10))
        #expect(result.frame("c").width == 60)
    }

    @Test func emptyStacksHaveZeroSize() {
        #expect(layout(HStack {}, width: 100, height: 100).size == .zero)
        #expect(layout(VStack {}, width: nil, height: nil).size == .zero)
        #expect(layout(ZStack {}, .infinity).size == .zero)
    }

    @Test func rootIsCentredHorizontallyAtTheTop() {
        let engine = LayoutEngine(Color.red.frame(width: 100, height: 50).id("box"))
        let result = engine.layout(width: 300)
        #expect(result.frame("box") == Rect(x: 100, y: 0, width: 100, height: 50))
    }
}
