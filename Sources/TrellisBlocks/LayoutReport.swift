// The JSON contract of `trellis layout`: the engine's answer for every block of a page.

import TrellisMarkup

/// What `trellis layout PAGE.md --width W` prints: every layout block of a page with the
/// frame of every view the author wrote.
///
/// The shape is a stable contract other tools rely on:
/// ```json
/// {"page": "content/guide/poll.md",
///  "blocks": [{"id": "poll-1", "line": 12, "width": 600, "height": 214.5,
///              "nodes": [{"id": "leader", "kind": "Text", "x": 16, "y": 16, "width": 52.25, "height": 20}]}]}
/// ```
public struct LayoutReport: Hashable, Sendable {
    public var page: String
    public var blocks: [Block]
    /// Warnings for the author (not part of the JSON): printed to standard error.
    public var warnings: [Diagnostic] = []

    public init(page: String, blocks: [Block]) {
        self.page = page
        self.blocks = blocks
    }

    /// One block laid out in a container `width` px wide.
    public struct Block: Hashable, Sendable {
        public var id: String
        /// The page line of the opening fence.
        public var line: Int
        /// The container's width.
        public var width: Double
        /// The root view's height.
        public var height: Double
        public var nodes: [Node]

        public init(id: String, line: Int, width: Double, height: Double, nodes: [Node]) {
            self.id = id
            self.line = line
            self.width = width
            self.height = height
            self.nodes = nodes
        }
    }

    /// One view the author wrote, its frame relative to the block's top-left corner.
    public struct Node: Hashable, Sendable {
        public var id: String
        public var kind: String
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(id: String, kind: String, x: Double, y: Double, width: Double, height: Double) {
            self.id = id
            self.kind = kind
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    // MARK: - JSON

    /// The report as JSON: keys in the contract's order, one node per line, numbers without
    /// float noise (rounded to 1e-9 px, which keeps every binary fraction the engine produces exact).
    public var json: String {
        var out = "{\"page\": \(Self.string(page)),\n \"blocks\": ["
        for (blockIndex, block) in blocks.enumerated() {
            out += blockIndex == 0 ? "" : ","
            out += "\n  {\"id\": \(Self.string(block.id)), \"line\": \(block.line), "
            out += "\"width\": \(Self.number(block.width)), \"height\": \(Self.number(block.height)),\n   \"nodes\": ["
            for (nodeIndex, node) in block.nodes.enumerated() {
                out += nodeIndex == 0 ? "\n    " : ",\n    "
                out += "{\"id\": \(Self.string(node.id)), \"kind\": \(Self.string(node.kind)), "
                out += "\"x\": \(Self.number(node.x)), \"y\": \(Self.number(node.y)), "
                out += "\"width\": \(Self.number(node.width)), \"height\": \(Self.number(node.height))}"
            }
            out += block.nodes.isEmpty ? "]}" : "\n   ]}"
        }
        out += blocks.isEmpty ? "]}\n" : "\n ]}\n"
        return out
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1_000_000_000).rounded() / 1_000_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    static func string(_ text: String) -> String { JSONEscaping.string(text) }
}
