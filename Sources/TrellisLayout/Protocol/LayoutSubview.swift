/// A proxy for one subview of a layout: the only handle a layout has on its content.
public struct LayoutSubview: Equatable {
    /// Unowned: proxies live only during a layout call, and retaining the tree for every
    /// proxy made was the engine's largest cost.
    unowned(unsafe) let tree: LayoutTree
    let node: Int32
    let parent: Int32

    /// The size the subview wants under `proposal`. Answers are cached per proposal, so
    /// asking again is cheap (as in SwiftUI).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        tree.size(of: node, proposal: proposal.sanitized)
    }

    /// The proposal of the nearest container around this subview's parent (`containerRelativeFrame`).
    func containerProposal(axes: Axis.Set) -> ProposedViewSize {
        tree.containerProposal(for: parent, axes: axes)
    }

    /// The subview's size and alignment guides under `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = proposal.sanitized
        return ViewDimensions(size: tree.size(of: node, proposal: proposal), tree: tree, node: node, proposal: proposal)
    }

    /// Places the subview: its `anchor` point lands on `position` (root coordinates), and it
    /// takes the size it answers for `proposal`.
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        tree.place(node, parent: parent, at: position, anchor: anchor, proposal: proposal.sanitized)
    }

    /// The subview's `key` guide when it has `size` under `proposal`: what
    /// `dimensions(in: proposal)[guide]` answers, without building the dimensions.
    func guide(_ key: AlignmentKey, proposal: ProposedViewSize, size: Size) -> Double {
        if let value = tree.explicitAlignment(key, of: node, proposal: proposal, size: size) { return value }
        if let fraction = key.frameFraction { return (key.axis == .horizontal ? size.width : size.height) * fraction }
        return key.defaultValue(ViewDimensions(size: size, tree: tree, node: node, proposal: proposal))
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { tree.spacing(of: node) }

    /// Whether the subview is there in this layout call: false only for a view that a
    /// `PresenceDeciding` layout leaves out, which a stack gives no space and no spacing.
    public var isPresent: Bool { tree.isPresent(node) }

    /// The subview's layout priority (set with `layoutPriority(_:)`, default 0).
    public var priority: Double { tree.priority(of: node) }

    /// The value the subview set for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (tree.layoutValue(LayoutValueKeyID(key), of: node) as? K.Value) ?? K.defaultValue
    }

    /// The value set under a named key (see `LayoutValueKeyID.named`), if any.
    public func layoutValue(named name: String) -> (any Sendable)? {
        tree.layoutValue(.named(name), of: node)
    }

    /// Hides the subview and its content: it is not drawn and keeps no frame.
    ///
    /// Not in SwiftUI's public API, where only `ViewThatFits` can do this; Trellis exposes it
    /// so that such containers are written on the same protocol as every other layout.
    public func hide() {
        tree.hide(node)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.tree === rhs.tree && lhs.node == rhs.node
    }
}
