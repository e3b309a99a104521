// The engine's record of proposals and answers, checked against what SwiftUI documents.

import Testing
import TrellisLayout

/// Sources: the WWDC22 talk "Compose custom layouts with SwiftUI" (a parent proposes, the
/// child answers, the parent places; stacks probe their children's flexibility first) and
/// Apple's documentation of `frame(width:height:alignment:)` (a fixed frame proposes its
/// size to its content).
@Suite("Layout trace")
struct LayoutTraceTests {
    static func traced(_ view: some View, width: Double) -> (LayoutResult, LayoutTrace) {
        let trace = LayoutTrace()
        let result = LayoutEngine(view, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: width, trace: trace)
        return (result, trace)
    }

    @Test("The root is asked first, by nobody, with the block's width and no height")
    func rootAsk() throws {
        let (result, trace) = Self.traced(HStack { text("Hi").id("hi"); Spacer() }.id("stack"), width: 390)
        let first = try #require(trace.asks.first)
        #expect(first.node == 0 && first.asker == nil && first.depth == 0)
        #expect(first.proposal == ProposedViewSize(width: 390, height: nil))
        #expect(first.answer == result.size)
        #expect(!first.fromCache && !first.whilePlacing)
    }

    @Test("A fixed frame proposes its width to its content, which answers with its own size")
    func fixedFrame() throws {
        let (result, trace) = Self.traced(text("abc").id("t").frame(width: 100).id("f"), width: 390)
        let textNode = try #require(result.node(withID: "t")?.index)
        let frameNode = try #require(result.node(withID: "f")?.index)
        let asksOfText = trace.asks.filter { $0.node == textNode }
        #expect(!asksOfText.isEmpty)
        for ask in asksOfText {
            #expect(ask.asker == frameNode)
            #expect(ask.proposal.width == 100)
            #expect(ask.answer == Size(width: 24, height: 20))
        }
        #expect(trace.placements[textNode]?.width == 100)
    }

    @Test("A stack asks each child more than once before placing it, and places it with its last proposal")
    func stackProbes() throws {
        let (result, trace) = Self.traced(HStack { text("Hello").id("a"); Spacer().id("s"); text("World").id("b") }.id("stack"), width: 390)
        let stack = try #require(result.node(withID: "stack")?.index)
        for id in ["a", "s", "b"] {
            let index = try #require(result.node(withID: id)?.index)
            let size = try #require(result.node(withID: id)?.frame.size)
            let asks = trace.asks.filter { $0.node == index }
            #expect(asks.count >= 2, "\(id) asked \(asks.count) times")
            #expect(asks.allSatisfy { $0.asker == stack })
            let placing = try #require(asks.last { $0.whilePlacing })
            #expect(placing.proposal == trace.placements[index])
            #expect(placing.answer == size)
        }
        // Children's asks are nested inside the stack's own.
        let stackDepth = try #require(trace.asks.first { $0.node == stack }).depth
        #expect(trace.asks.filter { $0.asker == stack && !$0.whilePlacing }.allSatisfy { $0.depth == stackDepth + 1 })
    }

    @Test("A second layout of the same engine answers from its measurements")
    func cachedAnswers() {
        let engine = LayoutEngine(VStack { text("One"); text("Two") }, textMeasurer: FixedAdvanceTextMeasurer())
        _ = engine.layout(width: 200)
        let trace = LayoutTrace()
        _ = engine.layout(width: 200, trace: trace)
        #expect(!trace.asks.isEmpty)
        #expect(trace.asks.allSatisfy { $0.fromCache })
    }
}
