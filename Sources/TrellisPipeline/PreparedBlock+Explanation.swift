// How the engine reached a block's frames, question by question: for the terminal and the preview.

import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisMarkup

extension PreparedBlock {
    /// One traced layout of a configuration, with each engine node's authored view.
    struct TracedLayout {
        let result: LayoutResult
        let trace: LayoutTrace
        /// The views the author wrote, in source order.
        let authoredViews: [BlockView]
        /// Per engine node: the authored view it belongs to (see ``owner(of:)``).
        let owners: [BlockView?]

        /// `HStack #row (line 4)`, `frame (line 7)`: a node as the author knows it.
        func label(_ index: Int) -> String {
            let node = result.nodes[index]
            var text = node.kind.description
            if let id = node.id, authoredViews.contains(where: { $0.id == id }) { text += " #" + id }
            if let owner = owners[index] { text += " (line \(owner.location.line))" }
            return text
        }
    }

    /// Lays the chosen configuration out at `width` with a fresh engine (so every question
    /// is asked, also those the build's shared engine answers from measurements at other
    /// widths), recording the conversation.
    func traced(state choices: [String: String], textSize: DynamicTypeSize, width: Double) throws -> TracedLayout {
        let configuration = try self.configuration(choices, textSize: textSize)
        guard let root = roots[configuration], let view = views[configuration] else {
            throw block.source.diagnostic("no layout for this state and text size", at: block.initialView.location)
        }
        let trace = LayoutTrace()
        let result = LayoutEngine(root, textMeasurer: measurer).layout(width: width, trace: trace)
        let failures = block.program.runtimeFailures
        if !failures.isEmpty { throw BuildFailure(failures) }
        let authoredViews = view.allViews.filter(\.isAuthored)
        var authored: [String: BlockView] = [:]
        for view in authoredViews where authored[view.id] == nil { authored[view.id] = view }
        var firstChild: [Int: Int] = [:]
        for node in result.nodes { if let parent = node.parent, firstChild[parent] == nil { firstChild[parent] = node.index } }
        /// A node's authored view: its own; for a modifier's node (a frame, padding,
        /// overlay), the view it modifies, which is its first child, or that child's; else
        /// its nearest ancestor's.
        func owner(of index: Int) -> BlockView? {
            var current: Int? = index
            while let node = current {
                if let id = result.nodes[node].id, let view = authored[id] { return view }
                current = firstChild[node]
            }
            current = result.nodes[index].parent
            while let node = current {
                if let id = result.nodes[node].id, let view = authored[id] { return view }
                current = result.nodes[node].parent
            }
            return nil
        }
        return TracedLayout(result: result, trace: trace, authoredViews: authoredViews, owners: result.nodes.indices.map(owner))
    }

    /// `trellis layout --explain`: every question in the order the engine asked it
    /// (indented under the view that asked), first while measuring, then while placing;
    /// then each view the author wrote with its frame and the proposal it was placed with.
    /// A modifier's node (`frame`, `padding`) is shown with the line of the view it modifies.
    func explanation(state choices: [String: String], textSize: DynamicTypeSize, width: Double) throws -> String {
        let traced = try traced(state: choices, textSize: textSize, width: width)
        let (result, trace) = (traced.result, traced.trace)
        let chosen = try configuration(choices, textSize: textSize).state.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var out = "\(id) (\(block.source.file):\(block.source.fenceLine)), \(Self.length(width)) px wide, text size \(textSize.rawValue)"
        out += chosen.isEmpty ? "\n" : ", " + chosen.joined(separator: " ") + "\n"
        for (title, placing) in [("measuring", false), ("placing", true)] {
            out += "  \(title):\n"
            for ask in trace.asks where ask.whilePlacing == placing {
                // Measuring: under the view that asked; placing: by depth in the tree (each
                // container places its subviews, then the engine descends into them).
                let depth = placing ? result.nodes[ask.node].depth : ask.depth
                out += String(repeating: "  ", count: depth + 2) + traced.label(ask.node)
                out += "  proposed \(Self.proposal(ask.proposal)) -> \(Self.size(ask.answer))"
                out += ask.fromCache ? "  (known)\n" : "\n"
            }
        }
        out += "  views:\n"
        for view in traced.authoredViews {
            guard let node = result.node(withID: view.id), node.isVisible else { continue }
            let frame = node.frame
            out += "    #\(view.id) \(view.kind) (line \(view.location.line)): at (\(Self.length(frame.minX)), \(Self.length(frame.minY))), "
            out += "\(Self.size(frame.size)), proposed \(trace.placements[node.index].map(Self.proposal) ?? "nothing")\n"
        }
        return out
    }

    /// The preview inspector's data for this block, as JSON: each view the author wrote, its
    /// kind, line, frame (relative to the block), the proposal it was placed with, and every
    /// question it was asked (by whom, the proposal, the answer).
    func inspection(state choices: [String: String], textSize: DynamicTypeSize, width: Double) throws -> String {
        let traced = try traced(state: choices, textSize: textSize, width: width)
        let (result, trace) = (traced.result, traced.trace)
        var views: [String] = []
        for view in traced.authoredViews {
            guard let node = result.node(withID: view.id), node.isVisible else { continue }
            let asks = trace.asks.filter { $0.node == node.index }.map { ask in
                "{\"by\":\(JSONEscaping.string(ask.asker.map(traced.label) ?? "the page")),\"proposal\":\(Self.json(ask.proposal)),"
                    + "\"answer\":\(Self.json(ask.answer)),\"known\":\(ask.fromCache),\"placing\":\(ask.whilePlacing)}"
            }
            let frame = node.frame
            views.append(
                "{\"id\":\(JSONEscaping.string(view.id)),\"kind\":\(JSONEscaping.string(view.kind)),\"line\":\(view.location.line),"
                    + "\"frame\":[\(Self.number(frame.minX)),\(Self.number(frame.minY)),\(Self.number(frame.width)),\(Self.number(frame.height))],"
                    + "\"proposal\":\(trace.placements[node.index].map(Self.json) ?? "null"),\"asks\":[\(asks.joined(separator: ","))]}")
        }
        return "{\"id\":\(JSONEscaping.string(id)),\"line\":\(block.source.fenceLine),\"width\":\(Self.number(width)),\"views\":[\(views.joined(separator: ","))]}"
    }

    /// `390`, `52.25`, `∞`: lengths as the terminal shows them.
    static func length(_ value: Double) -> String {
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    static func size(_ size: Size) -> String { "\(length(size.width)) × \(length(size.height))" }

    /// `390 × nil`: nil asks for the ideal size on that axis.
    static func proposal(_ proposal: ProposedViewSize) -> String {
        "\(proposal.width.map(length) ?? "nil") × \(proposal.height.map(length) ?? "nil")"
    }

    /// A JSON number; infinity (a probe) as the string "inf", which JSON cannot write.
    static func number(_ value: Double) -> String {
        value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) : "\"inf\""
    }

    static func json(_ proposal: ProposedViewSize) -> String {
        "[\(proposal.width.map(number) ?? "null"),\(proposal.height.map(number) ?? "null")]"
    }

    static func json(_ size: Size) -> String { "[\(number(size.width)),\(number(size.height))]" }
}
