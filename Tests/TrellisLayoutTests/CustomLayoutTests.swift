import Testing
@testable import TrellisLayout

/// The WWDC22 session's equal-width stack (Apple sample "Composing custom layouts with
/// SwiftUI"): every subview gets the widest ideal width.
private struct EqualWidthHStack: Layout {
    struct Cache {
        var maxSize: Size
        var spacing: [Double]
    }

    func makeCache(subviews: Subviews) -> Cache {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        let spacing = subviews.indices.map { index in
            index == subviews.startIndex ? 0 : subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
        }
        return Cache(maxSize: maxSize, spacing: spacing)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        Size(width: cache.maxSize.width * Double(subviews.count) + cache.spacing.reduce(0, +), height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX + cache.maxSize.width / 2
        for index in subviews.indices {
            x += cache.spacing[index]
            subviews[index].place(at: Point(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(cache.maxSize))
            x += cache.maxSize.width
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Places subviews left to right in order of their `Rank` layout value, and only the
/// first `shown` of them; records what it saw.
private struct RankedRow: Layout {
    let shown: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        Size(width: Double(min(shown, subviews.count)) * 10, height: 10)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ordered = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
        for (position, subview) in ordered.enumerated() {
            if position < shown {
                subview.place(at: Point(x: bounds.minX + Double(position) * 10, y: bounds.minY), proposal: ProposedViewSize(width: 10, height: 10))
            } else {
                subview.hide()
            }
        }
    }
}

/// Places nothing: SwiftUI centres unplaced subviews and offers them the container's proposal.
private struct Lazy: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: 100, height: 100))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Counts how often the engine measures it.
private final class Counter: @unchecked Sendable {
    var count = 0
}

private struct CountingLeaf: LeafView {
    let counter: Counter

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> Size {
        counter.count += 1
        return proposal.replacingUnspecifiedDimensions()
    }
}

/// Sources: WWDC22 "Compose custom layouts with SwiftUI" and Apple's `Layout`,
/// `LayoutValueKey` and `placeSubviews` documentation (bounds need not start at zero;
/// unplaced subviews are centred).
@Suite("Custom layouts")
struct CustomLayoutTests {
    @Test func equalWidthStackGivesEverySubviewTheWidestIdealWidth() {
        let view = EqualWidthHStack {
            text("a").frame(maxWidth: .infinity).id("a")
            text("abcde").frame(maxWidth: .infinity).id("b")
        }
        let result = layout(view, width: 500, height: 100)
        #expect(result.frame("a").size == Size(width: 40, height: 20))
        #expect(result.frame("b") == Rect(x: 48, y: 0, width: 40, height: 20))
        #expect(result.size == Size(width: 88, height: 20))
    }

    @Test func boundsWithANonZeroOriginAreHonoured() {
        let view = EqualWidthHStack {
            Color.red.frame(width: 10, height: 10).id("a")
        }
        .padding(20)
        let result = LayoutEngine(view).layout(.unspecified, at: Point(x: 100, y: 50))
        #expect(result.frame("a").origin == Point(x: 120, y: 70))
    }

    @Test func layoutValuesReachTheLayoutAndHiddenViewsDisappear() {
        let view = RankedRow(shown: 2) {
            Color.red.layoutValue(key: Rank.self, value: 3).id("third")
            Color.green.layoutValue(key: Rank.self, value: 1).id("first").padding(0)
            Color.blue.layoutValue(key: Rank.self, value: 2).id("second")
        }
        let result = layout(view, width: 100, height: 100)
        #expect(result.frame("first").minX == 0)
        #expect(result.frame("second").minX == 10)
        #expect(result.node(withID: "third")?.isVisible == false)
        #expect(result.frame("third") == .zero)
    }

    @Test func unplacedSubviewsAreCentredWithTheContainersProposal() {
        let result = layout(Lazy { Color.red.id("c"); text("abc").id("t") }, width: 100, height: 60)
        #expect(result.frame("c") == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(result.frame("t") == Rect(x: 38, y: 20, width: 24, height: 20))
    }

    @Test func makeCacheRunsOncePerEngine() {
        final class Calls: @unchecked Sendable { var makeCache = 0 }
        struct Probe: Layout {
            let calls: Calls
            func makeCache(subviews: Subviews) -> Int {
                calls.makeCache += 1
                return 0
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> Size {
                cache += 1
                return Size(width: Double(cache), height: 1)
            }
            func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
        }
        let calls = Calls()
        let engine = LayoutEngine(Probe(calls: calls) { Color.red })
        _ = engine.layout(width: 100)
        _ = engine.layout(width: 200)
        #expect(calls.makeCache == 1)
        // The cache persisted: the second width's measurement saw the first's count.
        #expect(engine.sizeThatFits(ProposedViewSize(width: 300, height: nil)).width == 3)
    }

    @Test func anyLayoutSwitchKeepsTheSameNodes() {
        func tree(_ layout: any Layout) -> ViewNode {
            ViewNode(layout: layout, kind: .custom("AnyLayout"), children: [Color.red.frame(width: 10, height: 10).id("a").node, Color.blue.frame(width: 10, height: 10).id("b").node])
        }
        let row = layout(tree(HStackLayout(spacing: 0)), width: nil, height: nil)
        let column = layout(tree(VStackLayout(spacing: 0)), width: nil, height: nil)
        #expect(row.nodes.map(\.kind) == column.nodes.map(\.kind))
        #expect(row.frame("b").origin == Point(x: 10, y: 0))
        #expect(column.frame("b").origin == Point(x: 0, y: 10))
    }

    /// Caching: a leaf under 12 nested alternating stacks is measured a bounded number of
    /// times, not once per path through the probes (3^12 without a cache).
    @Test func nestedStacksMeasureALeafBoundedTimes() {
        let counter = Counter()
        var node = CountingLeaf(counter: counter).node
        for level in 0..<12 {
            node = level % 2 == 0 ? HStack { node }.node : VStack { node }.node
        }
        _ = LayoutEngine(node).layout(width: 400)
        #expect(counter.count <= 12)
    }

    /// Work grows linearly: ten times the leaves, ten times the measurements.
    @Test func measurementsGrowLinearly() {
        func measurements(rows: Int) -> Int {
            let counter = Counter()
            let view = VStack {
                ForEach(0..<rows) { _ in
                    HStack {
                        ForEach(0..<10) { _ in CountingLeaf(counter: counter).frame(maxWidth: .infinity).padding(2) }
                    }
                }
            }
            _ = LayoutEngine(view).layout(width: 800)
            return counter.count
        }
        let small = measurements(rows: 10)
        let large = measurements(rows: 100)
        #expect(large == small * 10)
        #expect(small <= 100 * 4)
    }

    @Test func internalFramesMatchMeasuredSizes() {
        let view = HStack { text("Hello world").padding(3); Spacer(); Color.red.frame(minWidth: 20, maxWidth: 50) }
        let engine = LayoutEngine(view, textMeasurer: FixedAdvanceTextMeasurer())
        _ = engine.layout(width: 120)
        let tree = engine.tree
        for node in 0..<tree.count {
            #expect(tree.frames[node].size == tree.size(of: Int32(node), proposal: tree.placedProposals[node]))
        }
    }
}

/// The talk's equal-width stacks behave as Apple's sample code for the session does.
@Suite struct EqualWidthStackSampleTests {
    /// Apple's `MyEqualWidthVStack.placeSubviews` proposes `(maxSize.width, bounds.height)`
    /// and centres each subview on its slot, so a subview that takes any height it is offered
    /// grows to the stack's whole height; `MyEqualWidthHStack` proposes `maxSize` itself.
    @Test func theVerticalStackOffersTheBoundsHeightAsAppleSampleDoes() {
        let column = layout(MyEqualWidthVStack {
            Color.red.frame(width: 40, height: 20).id("fixed")
            Color.blue.frame(maxHeight: .infinity).id("flexible")
        }, width: nil, height: nil)
        // Ideal sizes 40 x 20 and 10 x 10: slots of 40 x 20, 8 px apart (colours' spacing).
        #expect(column.size == Size(width: 40, height: 48))
        #expect(column.node(withID: "fixed")?.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        // Offered (40, 48), centred on its slot's centre (y = 20 + 8 + 10 = 38).
        #expect(column.node(withID: "flexible")?.frame == Rect(x: 0, y: 14, width: 40, height: 48))

        let row = layout(MyEqualWidthHStack {
            Color.red.frame(width: 40, height: 20).id("fixed")
            Color.blue.frame(maxHeight: .infinity).id("flexible")
        }, width: nil, height: nil)
        #expect(row.size == Size(width: 88, height: 20))
        // Offered the slot, (40, 20): it fills its slot and no more.
        #expect(row.node(withID: "flexible")?.frame == Rect(x: 48, y: 0, width: 40, height: 20))
    }
}
