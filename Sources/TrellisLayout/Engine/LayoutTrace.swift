// Every proposal the engine made during one layout and the size that answered it.

/// The proposal/response conversation of one layout, in the order the engine had it: what
/// Xcode's view debugger cannot show and the WWDC22 talk draws by hand.
///
/// SwiftUI lays out by asking: a parent proposes a size to a child (`sizeThatFits`), the
/// child answers with the size it wants, and a parent may ask several times (a stack probes
/// each child with zero and with infinity to learn its flexibility) before it places the
/// child with one final proposal. Each ``Ask`` is one such question, with the node that
/// asked it; an answer the engine already knew (from an earlier identical question, or an
/// earlier layout of the same engine) is marked ``Ask/fromCache``.
///
///     let trace = LayoutTrace()
///     let result = LayoutEngine(root, textMeasurer: measurer).layout(width: 390, trace: trace)
///     for ask in trace.asks { print(ask.depth, ask.node, ask.proposal, "->", ask.answer) }
public final class LayoutTrace {
    /// One question to one node.
    public struct Ask: Sendable {
        /// The node asked (an index into ``LayoutResult/nodes``).
        public let node: Int
        /// The node whose `sizeThatFits` or `placeSubviews` asked; nil for the engine itself
        /// (the root's proposal).
        public let asker: Int?
        /// How many asks enclose this one (0 for the root's).
        public let depth: Int
        public let proposal: ProposedViewSize
        /// The size the node answered.
        public internal(set) var answer: Size
        /// Whether the engine answered from its measurements instead of asking the view.
        public let fromCache: Bool
        /// Whether the question came while placing (a layout's `placeSubviews` asking for the
        /// size it then places), not while measuring.
        public let whilePlacing: Bool
    }

    public private(set) var asks: [Ask] = []
    /// Per node placed: the proposal it was placed with (its parent's last question, whose
    /// answer is the node's frame size). Kept here, not in ``PlacedNode``: a wider node
    /// struct made Swift 6.3's debug builds crash when a test destroyed an optional one.
    public private(set) var placements: [Int: ProposedViewSize] = [:]
    /// The asks still waiting for their answer (their views are measuring their children).
    private var open: [Int] = []
    var isPlacing = false

    public init() {}

    /// A question to `node`; the answer follows with ``answered(_:)`` unless `cached`.
    func ask(_ node: Int32, proposal: ProposedViewSize, cached: Size?) {
        let asker = open.last.map { asks[$0].node }
        asks.append(Ask(
            node: Int(node), asker: asker ?? currentPlacer, depth: open.count, proposal: proposal, answer: cached ?? .zero,
            fromCache: cached != nil, whilePlacing: isPlacing))
        if cached == nil { open.append(asks.count - 1) }
    }

    /// The answer of the innermost open question.
    func answered(_ size: Size) {
        guard let index = open.popLast() else { return }
        asks[index].answer = size
    }

    func placed(_ node: Int32, proposal: ProposedViewSize) {
        placements[Int(node)] = proposal
    }

    /// The node whose subviews are being placed (the asker of questions asked while placing).
    var currentPlacer: Int?
}
