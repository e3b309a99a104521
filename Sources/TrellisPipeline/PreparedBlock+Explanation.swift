// `trellis layout --explain`: how the engine reached a block's frames, question by question.

import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisMarkup

extension PreparedBlock {
    /// The proposal/response conversation that lays the chosen configuration out at
    /// `width`, as text for the terminal: every question in the order the engine asked it
    /// (indented under the view that asked), first while measuring, then while placing; then
    /// each view the author wrote with its frame and the proposal it was placed with. A
    /// modifier's node (`frame`, `padding`) is shown with the line of the view it modifies.
    ///
    /// A fresh engine is traced, so every question is shown, also those the build's shared
    /// engine answers from measurements at other widths.
    func explanation(state choices: [String: String], textSize: DynamicTypeSize, width: Double) throws -> String {
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
        let firstChild = Dictionary(result.nodes.compactMap { node in node.parent.map { ($0, node.index) } }, uniquingKeysWith: { first, _ in first })
        /// The authored view a node belongs to: its own; for a modifier's node (a frame,
        /// padding, overlay), the view it modifies, which is its first child, or that
        /// child's; else its nearest ancestor's.
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
        func label(_ index: Int) -> String {
            let node = result.nodes[index]
            var text = node.kind.description
            if let id = node.id, authored[id] != nil { text += " #" + id }
            if let owner = owner(of: index) { text += " (line \(owner.location.line))" }
            return text
        }

        let chosen = configuration.state.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var out = "\(id) (\(block.source.file):\(block.source.fenceLine)), \(Self.length(width)) px wide, text size \(textSize.rawValue)"
        out += chosen.isEmpty ? "\n" : ", " + chosen.joined(separator: " ") + "\n"
        for (title, placing) in [("measuring", false), ("placing", true)] {
            out += "  \(title):\n"
            for ask in trace.asks where ask.whilePlacing == placing {
                // Measuring: under the view that asked; placing: by depth in the tree (each
                // container places its subviews, then the engine descends into them).
                let depth = placing ? result.nodes[ask.node].depth : ask.depth
                out += String(repeating: "  ", count: depth + 2) + label(ask.node)
                out += "  proposed \(Self.proposal(ask.proposal)) -> \(Self.size(ask.answer))"
                out += ask.fromCache ? "  (known)\n" : "\n"
            }
        }
        out += "  views:\n"
        for view in authoredViews {
            guard let node = result.node(withID: view.id), node.isVisible else { continue }
            let frame = node.frame
            out += "    #\(view.id) \(view.kind) (line \(view.location.line)): at (\(Self.length(frame.minX)), \(Self.length(frame.minY))), "
            out += "\(Self.size(frame.size)), proposed \(trace.placements[node.index].map(Self.proposal) ?? "nothing")\n"
        }
        return out
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
}
