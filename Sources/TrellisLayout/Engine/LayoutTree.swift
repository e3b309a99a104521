/// A view tree compiled into flat arrays, and the proposal/response machinery over it.
///
/// Nodes are numbered in pre-order; each node's children are contiguous in `childList`.
/// Measuring goes through `size(of:proposal:)`, which consults the `SizeCache` first, so a
/// subtree is computed once per distinct proposal. Placement is a second, top-down pass:
/// a layout's `placeSubviews` records frames with `place`, then the engine recurses into
/// each placed subview with the frame and proposal it was given.
final class LayoutTree {
    // MARK: - Structure

    /// The view that produced each node (leaf or layout), for results and renderers.
    let sources: [ViewNode.Content]
    let boxes: NodeBuffer<(any LayoutBoxing)?>
    let leaves: NodeBuffer<(any LeafView)?>
    /// Whether a leaf draws text (so results ask it for its `TextLayout`).
    let leafHasText: [Bool]
    let parents: NodeBuffer<Int32>
    let depths: [Int32]
    let childStarts: NodeBuffer<Int32>
    let childCounts: NodeBuffer<Int32>
    let childList: NodeBuffer<Int32>
    let kinds: [ViewKind]
    let ids: [String?]
    /// The views and drawings, as layout results share them.
    let resultSources: ResultSources
    let priorities: NodeBuffer<Double>
    let layoutValues: [Int32: [LayoutValueKeyID: any Sendable]]
    /// The enclosing stack axis each node sees (for Spacer and Divider).
    let orientations: NodeBuffer<Axis?>
    /// Whether the node or its content can have an explicit alignment guide.
    let mayHaveExplicitAlignment: NodeBuffer<Bool>
    /// Whether it can have an explicit frame guide (leading, centre, top...): only through a
    /// layout that sets one (`alignmentGuide`, a custom layout's `explicitAlignment`), so
    /// stacks aligning on a frame guide ask no subview that cannot.
    let mayHaveExplicitFrameGuide: NodeBuffer<Bool>
    /// Whether the node is a container for `containerRelativeFrame` (a scroll view).
    let isContainer: NodeBuffer<Bool>
    /// Whether the node's size depends on its nearest container's length as well as on its
    /// proposal (a `containerRelativeFrame` and the views between it and its container):
    /// such sizes are not cached, since one proposal can meet several container lengths.
    let readsContainer: NodeBuffer<Bool>
    let textMeasurer: (any TextMeasuring)?
    /// Per node, what shrinking its text learnt at earlier layouts (texts that may shrink only).
    let shrinkMemos: [TextShrinkMemo?]
    /// Per node, the layouts its text last got (texts that do not shrink only).
    let layoutMemos: [TextLayoutMemo?]
    /// Problems met while compiling (over-deep trees) and laying out (non-finite frames).
    @exclusivity(unchecked) var warnings: [LayoutWarning]
    /// Records every question while set (`trellis layout --explain`, the preview's
    /// inspector); nil otherwise, which costs one check per question.
    @exclusivity(unchecked) var trace: LayoutTrace?

    let count: Int

    // MARK: - Layout state
    // Unchecked exclusivity: these arrays are written from deep inside recursive layout calls,
    // never through overlapping accesses, and the dynamic checks cost a tenth of the time.

    let sizeCache: SizeCache
    /// The proposals of the containers being measured or placed, innermost last; the
    /// window's (the root's proposal) below them all.
    @exclusivity(unchecked) var containerProposals: [ProposedViewSize] = []
    @exclusivity(unchecked) var windowProposal = ProposedViewSize.unspecified
    /// Set while the engine places (the final frames), when a missing length is worth a warning.
    @exclusivity(unchecked) var isPlacing = false
    @exclusivity(unchecked) private var warnedContainerReaders: Set<Int32> = []
    let spacingCache: NodeBuffer<ViewSpacing?>
    /// Frames in root coordinates as last placed, and the proposals they were placed with.
    let frames: NodeBuffer<Rect>
    let placedProposals: NodeBuffer<ProposedViewSize>
    let placed: NodeBuffer<Bool>
    let hidden: NodeBuffer<Bool>
    /// Explicit guide values already computed, per node, guide and proposal. A container's
    /// value comes from placing its subviews, so without this nested baseline alignment
    /// would redo whole subtrees for every probe of every ancestor.
    @exclusivity(unchecked) private var explicitAlignmentCache: [ExplicitAlignmentKey: Double?] = [:]

    private struct ExplicitAlignmentKey: Hashable {
        let node: Int32
        let guide: AlignmentKey
        let width: Double
        let height: Double
    }

    init(root: ViewNode, textMeasurer: (any TextMeasuring)?, maximumDepth: Int = LayoutTree.maximumDepth) {
        var builder = TreeBuilder(maximumDepth: maximumDepth)
        builder.add(root)
        sources = builder.sources
        boxes = NodeBuffer(builder.boxes)
        leaves = NodeBuffer(builder.leaves)
        leafHasText = builder.leaves.map { $0?.drawsText ?? false }
        parents = NodeBuffer(builder.parents)
        depths = builder.depths
        childStarts = NodeBuffer(builder.childStarts)
        childCounts = NodeBuffer(builder.childCounts)
        childList = NodeBuffer(builder.childList)
        kinds = builder.kinds
        ids = builder.ids
        resultSources = ResultSources(contents: builder.sources, drawings: builder.drawings)
        priorities = NodeBuffer(builder.priorities)
        layoutValues = builder.layoutValues
        orientations = NodeBuffer(builder.orientations)
        mayHaveExplicitAlignment = NodeBuffer(builder.mayHaveExplicitAlignment)
        mayHaveExplicitFrameGuide = NodeBuffer(builder.mayHaveExplicitFrameGuide)
        isContainer = NodeBuffer(builder.isContainer)
        readsContainer = NodeBuffer(builder.readsContainer)
        for (node, reads) in builder.readsContainer.enumerated() where reads { builder.boxes[node]?.makesCachePerCall = true }
        warnings = builder.warnings
        self.textMeasurer = textMeasurer
        shrinkMemos = builder.leaves.map { leaf in
            guard let text = leaf as? Text, text.styled.minimumScaleFactor < 1 else { return nil }
            return TextShrinkMemo()
        }
        layoutMemos = builder.leaves.map { leaf in
            guard let text = leaf as? Text, text.styled.minimumScaleFactor >= 1 else { return nil }
            return TextLayoutMemo()
        }
        let n = builder.parents.count
        count = n
        sizeCache = SizeCache(nodeCount: n)
        spacingCache = NodeBuffer(repeating: nil, count: n)
        frames = NodeBuffer(repeating: .zero, count: n)
        placedProposals = NodeBuffer(repeating: .unspecified, count: n)
        placed = NodeBuffer(repeating: false, count: n)
        hidden = NodeBuffer(repeating: false, count: n)
    }

    deinit {
        boxes.free()
        leaves.free()
        parents.free()
        childStarts.free()
        childCounts.free()
        childList.free()
        priorities.free()
        orientations.free()
        mayHaveExplicitAlignment.free()
        mayHaveExplicitFrameGuide.free()
        isContainer.free()
        readsContainer.free()
        spacingCache.free()
        frames.free()
        placedProposals.free()
        placed.free()
        hidden.free()
    }

    /// Deeper trees are cut here (with a warning) so that the recursive proposal protocol
    /// cannot exhaust the stack; no hand-written layout comes near it.
    static let maximumDepth = 400

    // MARK: - Proxies

    func subviews(of node: Int32) -> LayoutSubviews {
        LayoutSubviews(tree: self, parent: node, children: childList.base + Int(childStarts[node]), range: 0..<Int(childCounts[node]))
    }

    func leafContext(_ node: Int32) -> LeafContext {
        LeafContext(textMeasurer: textMeasurer, stackOrientation: orientations[Int(node)], shrinkMemo: shrinkMemos[Int(node)], layoutMemo: layoutMemos[Int(node)])
    }

    // MARK: - Measuring

    /// The node's size under a (sanitised) proposal, measured at most once per proposal.
    func size(of node: Int32, proposal: ProposedViewSize) -> Size {
        let cacheable = !readsContainer[Int(node)]
        if cacheable, let cached = sizeCache.size(of: node, proposal: proposal) {
            trace?.ask(node, proposal: proposal, cached: cached)
            return cached
        }
        trace?.ask(node, proposal: proposal, cached: nil)
        let container = isContainer[Int(node)]
        if container { containerProposals.append(proposal) }
        // Optional chaining through the buffer calls the box or leaf in place, without
        // copying (and retaining) the existential.
        let measured = boxes.base[Int(node)]?.sizeThatFits(proposal, subviews(of: node))
            ?? leaves.base[Int(node)]?.sizeThatFits(proposal, in: leafContext(node))
            ?? .zero
        if container { containerProposals.removeLast() }
        // A size is a length: NaN and negatives become 0. Infinity stays, since layouts probe
        // with infinite proposals and a flexible view answers infinity there.
        let size = Size(width: measured.width.sanitizedLength(), height: measured.height.sanitizedLength())
        if cacheable { sizeCache.store(size, of: node, proposal: proposal) }
        trace?.answered(size)
        return size
    }

    /// The proposal of the nearest container around `node` (a scroll view's, or the window's),
    /// for `containerRelativeFrame`; while placing, a length it lacks on one of `axes` is warned
    /// of once per node.
    func containerProposal(for node: Int32, axes: Axis.Set) -> ProposedViewSize {
        let proposal = containerProposals.last ?? windowProposal
        let missing = (axes.contains(.horizontal) && proposal.width == nil) || (axes.contains(.vertical) && proposal.height == nil)
        if missing, isPlacing, warnedContainerReaders.insert(node).inserted {
            // Named by the view it frames (a modifier node has no id of its own).
            var named = node
            while ids[Int(named)] == nil, childCounts[Int(named)] > 0 { named = childList[Int(childStarts[Int(named)])] }
            warnings.append(LayoutWarning(
                "`containerRelativeFrame` has no container length on the \(proposal.width == nil ? "horizontal" : "vertical") axis: a page offers a block no height, so there the view takes what it is offered",
                hint: "put it in a scroll view with a fixed size on that axis, or size that axis with `frame`", nodeID: ids[Int(named)]))
        }
        return proposal
    }

    func spacing(of node: Int32) -> ViewSpacing {
        if let cached = spacingCache[Int(node)] {
            return cached
        }
        let spacing: ViewSpacing
        if let box = boxes[Int(node)] {
            spacing = box.spacing(subviews(of: node))
        } else if let leaf = leaves[Int(node)] {
            spacing = leaf.spacing(in: leafContext(node))
        } else {
            spacing = ViewSpacing()
        }
        spacingCache[Int(node)] = spacing
        return spacing
    }

    /// Whether the node is there in this call: a layout deciding its presence may leave it out.
    func isPresent(_ node: Int32) -> Bool {
        guard let box = boxes[Int(node)], box.decidesPresence else { return true }
        return box.isPresent(subviews(of: node))
    }

    func priority(of node: Int32) -> Double { priorities[Int(node)] }

    func layoutValue(_ key: LayoutValueKeyID, of node: Int32) -> (any Sendable)? {
        layoutValues[node]?[key]
    }

    // MARK: - Alignment

    /// The node's explicit value for `key` when it has `size` under `proposal`, in its own
    /// coordinates.
    func explicitAlignment(_ key: AlignmentKey, of node: Int32, proposal: ProposedViewSize, size: Size) -> Double? {
        guard key.isFrameGuide ? mayHaveExplicitFrameGuide[node] : mayHaveExplicitAlignment[node] else { return nil }
        let cacheKey = ExplicitAlignmentKey(node: node, guide: key, width: proposal.width ?? -1, height: proposal.height ?? -1)
        if !readsContainer[Int(node)], let cached = explicitAlignmentCache[cacheKey] {
            return cached
        }
        let value: Double?
        if let box = boxes[node] {
            value = box.explicitAlignment(key, Rect(origin: .zero, size: size), proposal, subviews(of: node))
        } else if let leaf = leaves[node] {
            value = leaf.explicitAlignment(key, size: size, proposal: proposal, in: leafContext(node))
        } else {
            value = nil
        }
        let result = value.flatMap { $0.isFinite ? $0 : nil }
        explicitAlignmentCache[cacheKey] = result
        return result
    }

    /// SwiftUI's default for a container: place the subviews (without keeping the result)
    /// and merge the explicit values they have, shifted into `bounds`' coordinates.
    func mergedExplicitAlignment(_ key: AlignmentKey, subviews: LayoutSubviews, bounds: Rect, proposal: ProposedViewSize) -> Double? {
        if key.isFrameGuide { return nil }
        let parent = subviews.parent
        let children = subviews.indices.map { subviews[$0].node }
        guard children.contains(where: { mayHaveExplicitAlignment[Int($0)] }), let box = boxes[Int(parent)] else { return nil }
        runPlacement(of: parent, box: box, bounds: bounds, proposal: proposal)
        var merged: Double?
        var n = 0
        for child in children where !hidden[Int(child)] {
            let frame = frames[Int(child)]
            guard let value = explicitAlignment(key, of: child, proposal: placedProposals[Int(child)], size: frame.size) else { continue }
            let origin = key.axis == .horizontal ? frame.minX : frame.minY
            key.combine(value + origin, n, &merged)
            n += 1
        }
        return merged
    }

    // MARK: - Placing

    /// Records where a layout put one of its subviews.
    func place(_ node: Int32, parent: Int32, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = self.size(of: node, proposal: proposal)
        let anchorX = anchor.x.isFinite ? anchor.x : 0
        let anchorY = anchor.y.isFinite ? anchor.y : 0
        let x = position.x - (size.width.isFinite ? size.width * anchorX : 0)
        let y = position.y - (size.height.isFinite ? size.height * anchorY : 0)
        frames[Int(node)] = Rect(x: x, y: y, width: size.width, height: size.height)
        placedProposals[Int(node)] = proposal
        placed[Int(node)] = true
    }

    func hide(_ node: Int32) {
        hidden[Int(node)] = true
    }

    /// Runs a container's `placeSubviews`, then centres any subview it did not place.
    private func runPlacement(of node: Int32, box: any LayoutBoxing, bounds: Rect, proposal: ProposedViewSize) {
        let start = Int(childStarts[Int(node)])
        let end = start + Int(childCounts[Int(node)])
        for index in start..<end {
            placed[Int(childList[index])] = false
            hidden[Int(childList[index])] = false
        }
        let placer = trace?.currentPlacer
        trace?.currentPlacer = Int(node)
        let container = isContainer[Int(node)]
        if container { containerProposals.append(proposal) }
        box.placeSubviews(bounds, proposal, subviews(of: node))
        if container { containerProposals.removeLast() }
        trace?.currentPlacer = placer
        for index in start..<end where !placed[Int(childList[index])] {
            // Not placed by the layout: centred in its bounds with the container's own
            // proposal (Apple's documentation of `place(at:anchor:proposal:)`).
            place(childList[index], parent: node, at: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }

    /// Places `node` at `frame` and, recursively, everything inside it.
    func placeSubtree(_ node: Int32, frame: Rect, proposal: ProposedViewSize) {
        trace?.placed(node, proposal: proposal)
        frames[Int(node)] = frame
        placedProposals[Int(node)] = proposal
        guard let box = boxes[Int(node)] else { return }
        runPlacement(of: node, box: box, bounds: frame, proposal: proposal)
        // The views inside a container are placed with its length too.
        let container = isContainer[Int(node)]
        if container { containerProposals.append(proposal) }
        let start = Int(childStarts[Int(node)])
        for index in start..<(start + Int(childCounts[Int(node)])) {
            let child = childList[index]
            guard !hidden[Int(child)] else { continue }
            placeSubtree(child, frame: frames[Int(child)], proposal: placedProposals[Int(child)])
        }
        if container { containerProposals.removeLast() }
    }
}
