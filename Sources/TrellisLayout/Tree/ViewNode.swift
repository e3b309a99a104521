/// One node of a view tree: a leaf, a layout with subviews, or a group of views.
///
/// A plain value that the DSL, the layout-block interpreter and tests all build; the engine
/// compiles it into flat arrays before laying it out. Containers (stacks) and modifiers
/// (frame, padding...) are both `.layout` nodes driven by a `Layout`: a modifier is a layout
/// with one subview, the view it modifies (background and overlay add a second).
public struct ViewNode: View {
    /// What the node is.
    public enum Content: Sendable {
        case leaf(any LeafView)
        case layout(any Layout, [ViewNode])
        /// Views that a container adopts as its own subviews (SwiftUI's `Group`, `ForEach`).
        case group([ViewNode])
    }

    /// How a `.layout` node relates to its subviews.
    public enum Role: Sendable {
        /// A container: its subviews are siblings; they start a new stack context.
        case container
        /// A modifier of its first subview: that view's traits (priority, layout values)
        /// and stack context carry through it, as in SwiftUI.
        case modifier
    }

    public var content: Content
    public var role: Role
    /// What the node is (`.hStack`, `.frame`, `.text`, `.custom("RadialLayout")`).
    public var kind: ViewKind
    /// The author's identifier (`.id("...")`), reported with the node's frame.
    public var id: String?
    /// `layoutPriority(_:)`; `nil` uses the leaf's default (0; a Spacer's is lower than any).
    public var layoutPriority: Double?
    /// Values set with `layoutValue(key:value:)`, read by the enclosing layout.
    public var layoutValues: [LayoutValueKeyID: any Sendable]
    /// How the node is drawn; the engine carries it to the result untouched: the
    /// renderer's business, not layout's.
    public var drawing: ViewDrawing

    public var node: ViewNode { self }

    /// A leaf node.
    public init(leaf: any LeafView) {
        content = .leaf(leaf)
        role = .container
        kind = leaf.kind
        layoutValues = [:]
        drawing = .none
    }

    /// A container node driven by `layout` (an `HStackLayout`, a user's `Layout`...).
    public init(layout: any Layout, kind: ViewKind, children: [ViewNode]) {
        content = .layout(layout, children)
        role = .container
        self.kind = kind
        layoutValues = [:]
        drawing = .none
    }

    /// A group: its views become subviews of the enclosing container.
    public static func group(_ children: [ViewNode]) -> ViewNode {
        var node = ViewNode(layout: ZStackLayout(), kind: .group, children: [])
        node.content = .group(children)
        return node
    }

    /// A node with no content and no size (SwiftUI's `EmptyView`).
    public static var empty: ViewNode { group([]) }

    /// Whether the node is a group (whose views are spliced into the parent).
    public var isGroup: Bool {
        if case .group = content { true } else { false }
    }

    // MARK: - Modifiers

    /// This view wrapped by a modifier layout. `extra` are further subviews the layout sees
    /// after this one (the background of `background`).
    ///
    /// The wrapper takes over this view's traits, so `.layoutPriority(1).padding()` keeps the
    /// priority. Applied to a group, the modifier wraps each of its views, as SwiftUI does.
    public func modified(by layout: any Layout, kind: ViewKind, extra: [ViewNode] = []) -> ViewNode {
        if case .group(let children) = content {
            return .group(children.map { $0.modified(by: layout, kind: kind, extra: extra) })
        }
        var wrapper = ViewNode(layout: layout, kind: kind, children: [self] + extra)
        wrapper.role = .modifier
        wrapper.layoutPriority = layoutPriority
        wrapper.layoutValues = layoutValues
        return wrapper
    }

    /// This view with `change` applied, or applied to each view of a group.
    func updatingTraits(_ change: (inout ViewNode) -> Void) -> ViewNode {
        if case .group(let children) = content {
            return .group(children.map { $0.updatingTraits(change) })
        }
        var copy = self
        change(&copy)
        return copy
    }
}
