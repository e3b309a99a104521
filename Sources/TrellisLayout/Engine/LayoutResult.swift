/// Where everything went: every node of the tree with its frame.
public struct LayoutResult: Sendable {
    /// The root's size.
    public var size: Size
    /// Every node in pre-order; `nodes[i].index == i`. Indices are stable for a given tree,
    /// whatever the proposal, so results at several widths can be matched node by node.
    public var nodes: [PlacedNode]
    /// Problems that did not stop the layout (an over-deep tree, text without a measurer,
    /// a non-finite frame that was zeroed).
    public var warnings: [LayoutWarning]

    public init(size: Size, nodes: [PlacedNode], warnings: [LayoutWarning]) {
        self.size = size
        self.nodes = nodes
        self.warnings = warnings
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
    /// `.hStack`, `.frame`, `.padding`, `.text`, `.color`, ...
    public let kind: ViewKind
    /// The frame in CSS px, in the coordinates the root was placed in. Always finite.
    public let frame: Rect
    /// `false` for views a layout hid (and everything inside them); their frame is zero.
    public let isVisible: Bool
    /// The text as drawn in `frame`, for `Text` nodes.
    public let text: TextLayout?
    /// The size its parent proposed when placing it (meaningful for visible nodes).
    public let proposal: ProposedViewSize
    /// The views and drawings of the whole tree, shared by every node of a result:
    /// copying each node's view and drawing into it cost a sixth of the layout time.
    let sources: ResultSources
    /// For a layout that knows them (a flow layout), the proposed widths at which it makes the
    /// same choices (the same lines); a text's are its `TextLayout.sameLayoutWidths`.
    public let sameLayoutWidths: Range<Double>?

    /// The view that produced the node: the leaf (`Color`, `Text`...) or the layout
    /// (`HStackLayout`, `PaddingLayout`...), for renderers to read their values.
    public var content: ViewNode.Content { sources.contents[index] }

    /// How the node is drawn, carried through from `ViewNode.drawing`.
    public var drawing: ViewDrawing { sources.drawings[index] }
}

/// The compiled tree's views and drawings, by node index.
final class ResultSources: Sendable {
    let contents: [ViewNode.Content]
    let drawings: [ViewDrawing]

    init(contents: [ViewNode.Content], drawings: [ViewDrawing]) {
        self.contents = contents
        self.drawings = drawings
    }
}
