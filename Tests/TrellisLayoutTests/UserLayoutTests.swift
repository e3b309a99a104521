import Testing
import TrellisLayout

// MARK: - How a Swift user writes and uses their own Layout
//
// 1. Declare a value type conforming to `Layout` with `sizeThatFits` (how big the container
//    is for a proposal) and `placeSubviews` (where each subview goes, by `place(at:anchor:
//    proposal:)`, in `bounds`, whose origin need not be zero).
// 2. Read per-view data through a `LayoutValueKey` (its default value fixes the type) and
//    give views a modifier that sets it with `layoutValue(key:value:)`.
// 3. Optionally keep work in a cache (`makeCache`); the engine makes it once per container
//    and hands it back to every call.
// 4. Use the layout like a stack, `StaircaseLayout(step: 10) { ... }`, or switch to it with
//    `AnyLayout`. To use it from Markdown layout blocks, register it with the block
//    language's catalog (TrellisBlocks).

/// How far down a view steps (a user's own key).
private struct Step: LayoutValueKey {
    static let defaultValue: Double = 1
}

extension View {
    fileprivate func step(_ multiple: Double) -> ViewNode {
        layoutValue(key: Step.self, value: multiple)
    }
}

/// Subviews side by side, each `step` x its `Step` value lower than the previous one.
private struct StaircaseLayout: Layout {
    var step: Double

    /// The ideal sizes, measured once per container: the cache.
    struct Cache {
        var sizes: [Size]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        var width = 0.0
        var height = 0.0
        var y = 0.0
        for (index, size) in cache.sizes.enumerated() {
            if index > 0 { y += step * subviews[index][Step.self] }
            width += size.width
            height = max(height, y + size.height)
        }
        return Size(width: width, height: height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        var y = bounds.minY
        for (index, size) in cache.sizes.enumerated() {
            if index > 0 { y += step * subviews[index][Step.self] }
            subviews[index].place(at: Point(x: x, y: y), proposal: .unspecified)
            x += size.width
        }
    }
}

/// Counts how often the engine calls a layout's cache methods (tests run in parallel, so
/// every test has its own counter).
private final class CacheCalls: @unchecked Sendable {
    var made = 0
    var updated = 0
    var measured = 0
}

/// A layout that keeps a counter in its cache, to see the cache come back between calls.
private struct CountingLayout: Layout {
    let calls: CacheCalls

    struct Cache {
        var uses = 0
    }

    func makeCache(subviews: Subviews) -> Cache {
        calls.made += 1
        return Cache()
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        calls.updated += 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        cache.uses += 1
        calls.measured = cache.uses
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.uses += 1
    }
}

@Suite("User layouts")
struct UserLayoutTests {
    /// Three 10 x 10 squares, each 10 px x its step lower: y = 0, 20 (step 2), 30.
    @Test func aUserLayoutWithALayoutValue() {
        let stairs = StaircaseLayout(step: 10) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.green.frame(width: 10, height: 10).step(2).id("b")
            Color.blue.frame(width: 10, height: 10).id("c")
        }.padding(5)
        let result = layout(stairs, width: 500, height: nil)
        #expect(result.size == Size(width: 40, height: 50))
        #expect(result.frame("a").origin == Point(x: 5, y: 5))
        #expect(result.frame("b").origin == Point(x: 15, y: 25))
        #expect(result.frame("c").origin == Point(x: 25, y: 35))
    }

    /// The cache is made once per container and handed back to every call, across layout
    /// runs at several widths; updateCache is never needed (the subviews never change).
    /// Through AnyLayout the wrapped layout's own cache is kept the same way.
    @Test func theCacheIsMadeOnceAndReused() {
        for wrap in [false, true] {
            let calls = CacheCalls()
            let counting = CountingLayout(calls: calls)
            let view = wrap
                ? AnyLayout(counting) { text("a") }
                : counting { text("a") }
            let engine = LayoutEngine(view, textMeasurer: FixedAdvanceTextMeasurer())
            for width in [100.0, 200, 300] {
                _ = engine.layout(ProposedViewSize(width: width, height: 50))
            }
            #expect(calls.made == 1)
            #expect(calls.updated == 0)
            // Three sizes (one per width) and two placements before the last measurement.
            #expect(calls.measured == 5)
        }
    }
}
