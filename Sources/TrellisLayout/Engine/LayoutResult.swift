/// Where everything went: every node of the tree with its frame.
public struct LayoutResult: Sendable {
    /// The root's size.
    public var size: Size
    /// Every node in pre-order; `nodes[i].index == i`. Indices are stable for a given tree,
    /// whatever the proposal, so results at several widths can be matched node by node.
    public var nodes: [PlacedNode]
    /// Problems that did not stop the layout (an over-deep tree, text without a measurer,
    /// a non-finite frame that was zeroed).
    public var warnings: [String]
    /// What produced each node, shared with the compiled tree rather than copied per node.
    let contents: [ViewNode.Content]
    let attributes: [[String: String]]

    init(size: Size, nodes: [PlacedNode], warnings: [String], contents: [ViewNode.Content], attributes: [[String: String]]) {
        self.size = size
        self.nodes = nodes
        self.warnings = warnings
        self.contents = contents
        self.attributes = attributes
    }

    /// The view that produced `node`: the leaf (`Color`, `Text`, ...) or the layout
    /// (`HStackLayout`, `PaddingLayout`, ...), for renderers to read their attributes.
    public func content(of node: PlacedNode) -> ViewNode.Content {
        contents[node.index]
    }

    /// The node's drawing attributes, carried through from `ViewNode.renderAttributes`.
    public func renderAttributes(of node: PlacedNode) -> [String: String] {
        attributes[node.index]
    }

    /// The first node with the author id `id`.
    public func node(withID id: String) -> PlacedNode? {
        nodes.first { $0.id == id }
    }

    /// The children of `node`, in order.
    public func children(of node: PlacedNode) -> [PlacedNode] {
        nodes.filter { $0.parent == node.index }
    }
}

/// One node of a laid-out tree.
public struct PlacedNode: Sendable {
    /// Position in pre-order.
    public let index: Int
    /// The parent's index; `nil` for the root.
    public let parent: Int?
    /// Distance from the root (0 for the root).
    public let depth: Int
    /// The author's identifier, if the view had `.id(...)`.
    public let id: String?
    /// "HStack", "frame", "padding", "Text", "Color", ...
    public let kind: String
    /// The frame in CSS px, in the coordinates the root was placed in. Always finite.
    public let frame: Rect
    /// `false` for views a layout hid (and everything inside them); their frame is zero.
    public let isVisible: Bool
    /// The text as drawn in `frame`, for `Text` nodes.
    public let text: TextLayout?
    // The view behind the node and its render attributes: `LayoutResult.content(of:)` and
    // `renderAttributes(of:)` (shared arrays; copying them into every node cost a sixth
    // of the layout time).
}
