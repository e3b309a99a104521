/// Flattens a `ViewNode` tree into the arrays of a `LayoutTree`.
///
/// Groups disappear here: their views become subviews of the enclosing container (a group at
/// the root is laid out as a centred VStack, as a window lays out several root views).
/// Traits are resolved: a node's priority is its own `layoutPriority`, else its leaf's
/// default (a Spacer's is below every other view's).
struct TreeBuilder {
    let maximumDepth: Int
    var sources: [ViewNode.Content] = []
    var boxes: [(any LayoutBoxing)?] = []
    var leaves: [(any LeafView)?] = []
    var parents: [Int32] = []
    var depths: [Int32] = []
    var childStarts: [Int32] = []
    var childCounts: [Int32] = []
    var childList: [Int32] = []
    var kinds: [ViewKind] = []
    var ids: [String?] = []
    var drawings: [ViewDrawing] = []
    var priorities: [Double] = []
    var layoutValues: [Int32: [LayoutValueKeyID: any Sendable]] = [:]
    var orientations: [Axis?] = []
    var mayHaveExplicitAlignment: [Bool] = []
    var mayHaveExplicitFrameGuide: [Bool] = []
    var isContainer: [Bool] = []
    var readsContainer: [Bool] = []
    var warnings: [LayoutWarning] = []

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    mutating func add(_ root: ViewNode) {
        if case .group(let children) = root.content {
            var stack = ViewNode(layout: VStackLayout(), kind: .vStack, children: children)
            stack.id = root.id
            _ = add(stack, parent: -1, depth: 0, orientation: nil)
        } else {
            _ = add(root, parent: -1, depth: 0, orientation: nil)
        }
    }

    /// Adds `node` and its subtree; returns the index given to it.
    private mutating func add(_ node: ViewNode, parent: Int32, depth: Int, orientation: Axis?) -> Int32 {
        let index = Int32(parents.count)
        parents.append(parent)
        depths.append(Int32(depth))
        kinds.append(node.kind)
        ids.append(node.id)
        drawings.append(node.drawing)
        orientations.append(orientation)
        childStarts.append(0)
        childCounts.append(0)
        isContainer.append(false)
        readsContainer.append(false)
        if !node.layoutValues.isEmpty {
            layoutValues[index] = node.layoutValues
        }
        guard depth < maximumDepth else {
            warnings.append(LayoutWarning(
                "the view tree is deeper than \(maximumDepth) levels; '\(node.kind)' and its content were left out",
                hint: "split the view into shallower parts", nodeID: node.id))
            sources.append(.group([]))
            boxes.append(nil)
            leaves.append(nil)
            priorities.append(node.layoutPriority ?? 0)
            mayHaveExplicitAlignment.append(false)
            mayHaveExplicitFrameGuide.append(false)
            return index
        }
        sources.append(node.content)
        switch node.content {
        case .leaf(let leaf):
            boxes.append(nil)
            leaves.append(leaf)
            priorities.append(node.layoutPriority ?? leaf.defaultLayoutPriority)
            mayHaveExplicitAlignment.append(leaf.hasExplicitAlignment)
            // A leaf's explicit guides are its text baselines (`LeafView.hasExplicitAlignment`).
            mayHaveExplicitFrameGuide.append(false)
        case .group(let children):
            // Only reached for a group inside a modifier built by hand: lay it out as a ZStack.
            boxes.append(box(for: ZStackLayout()))
            leaves.append(nil)
            priorities.append(node.layoutPriority ?? 0)
            mayHaveExplicitAlignment.append(false)
            mayHaveExplicitFrameGuide.append(false)
            addChildren(children, of: index, depth: depth, orientation: nil)
        case .layout(let layout, let children):
            let box = box(for: layout)
            let unwrapped: any Layout = (layout as? AnyLayout)?.base ?? layout
            isContainer[Int(index)] = unwrapped is ScrollViewLayout
            if unwrapped is ContainerRelativeFrameLayout {
                // It and every view up to its container measure with the container's length.
                var reader = index
                while reader >= 0, !isContainer[Int(reader)] {
                    readsContainer[Int(reader)] = true
                    reader = parents[Int(reader)]
                }
            }
            if box.decidesPresence, parent >= 0 {
                // The container's gaps depend on which subviews are there, which can change
                // from one call to the next: it keeps nothing memoised between calls.
                boxes[Int(parent)]?.makesCachePerCall = true
            }
            boxes.append(box)
            leaves.append(nil)
            priorities.append(0)
            mayHaveExplicitAlignment.append(false)
            mayHaveExplicitFrameGuide.append(false)
            let childOrientation = node.role == .modifier ? orientation : box.stackOrientation
            addChildren(children, of: index, depth: depth, orientation: childOrientation)
            // A modifier inherits its content's priority unless one was set on it.
            var priority = node.layoutPriority ?? 0
            if node.layoutPriority == nil, node.role == .modifier, childCounts[Int(index)] > 0 {
                priority = priorities[Int(childList[Int(childStarts[Int(index)])])]
            }
            priorities[Int(index)] = priority
            let start = Int(childStarts[Int(index)])
            let children = childList[start..<(start + Int(childCounts[Int(index)]))]
            let childrenMayAlign = children.contains { mayHaveExplicitAlignment[Int($0)] }
            mayHaveExplicitAlignment[Int(index)] = childrenMayAlign || !box.derivesAlignmentFromSubviews
            // Frame guides pass through modifiers but no container merges them
            // (`LayoutTree.mergedExplicitAlignment`): only a layout that sets its own can have one.
            mayHaveExplicitFrameGuide[Int(index)] = !box.derivesAlignmentFromSubviews
                || (box.layout is any ContentPlacingLayout && children.contains { mayHaveExplicitFrameGuide[Int($0)] })
        }
        return index
    }

    private mutating func addChildren(_ children: [ViewNode], of index: Int32, depth: Int, orientation: Axis?) {
        var added: [Int32] = []
        added.reserveCapacity(children.count)
        collect(children, into: &added, parent: index, depth: depth + 1, orientation: orientation)
        childStarts[Int(index)] = Int32(childList.count)
        childCounts[Int(index)] = Int32(added.count)
        childList.append(contentsOf: added)
    }

    /// Adds `children`, splicing groups in place.
    private mutating func collect(_ children: [ViewNode], into added: inout [Int32], parent: Int32, depth: Int, orientation: Axis?) {
        for child in children {
            if case .group(let grandchildren) = child.content {
                collect(grandchildren, into: &added, parent: parent, depth: depth, orientation: orientation)
            } else {
                added.append(add(child, parent: parent, depth: depth, orientation: orientation))
            }
        }
    }

    /// The box that calls `layout`; an `AnyLayout` is unwrapped, so the layout it wraps is
    /// boxed (and cached, and asked for its properties) exactly as if it were written bare.
    private func box(for layout: any Layout) -> any LayoutBoxing {
        let unwrapped: any Layout = (layout as? AnyLayout)?.base ?? layout
        return makeLayoutBox(unwrapped)
    }
}
