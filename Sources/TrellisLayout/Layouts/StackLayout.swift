/// The algorithm HStack and VStack share: SwiftUI's stack layout along one axis.
///
/// Sources: OpenSwiftUI's StackLayout (reverse-engineered), objc.io "SwiftUI's layout
/// algorithm for stacks" (2020) and the notes in shared/notes/swiftui-layout.md.
/// 1. Spacing is fixed first: `spacing` between every pair, or each pair's `ViewSpacing`
///    distance when it is `nil`.
/// 2. Along the axis, a `nil` proposal asks every child for its ideal length.
/// 3. Otherwise the children share the length by `SpaceDistribution`'s rule (priority,
///    then flexibility = length offered infinity minus length offered 0), and a child may
///    take more than its share (the stack then overflows).
/// 4. Across the axis every child gets the stack's cross proposal and is aligned on the
///    stack's guide; the stack is as thick as the aligned children's extent.
struct StackLayout {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: Double?

    typealias Cache = StackCache

    func makeCache(subviews: LayoutSubviews) -> Cache {
        var cache = StackCache(count: subviews.count)
        guard subviews.count > 1 else { return cache }
        if subviews.contains(where: { !$0.isPresent }) {
            return gapsLeavingOut(subviews, into: cache)
        }
        if let spacing {
            // An explicit spacing needs no subview's preferences (measuring them walks the
            // whole subtree).
            let gap = finite(spacing).sanitizedLength()
            for offset in 1..<subviews.count { cache.children[offset].gap = gap }
            cache.totalSpacing = gap * Double(subviews.count - 1)
            return cache
        }
        var previous = subviews[subviews.startIndex].spacing
        for offset in 1..<subviews.count {
            let current = subviews[subviews.startIndex + offset].spacing
            let gap = finite(previous.distance(to: current, along: axis)).sanitizedLength()
            cache.children[offset].gap = gap
            cache.totalSpacing += gap
            previous = current
        }
        return cache
    }

    /// The gaps when some subviews are left out (`PresenceDeciding`): as if those were not
    /// there, each gap is between the present subview and the one present before it.
    private func gapsLeavingOut(_ subviews: LayoutSubviews, into cache: StackCache) -> Cache {
        var cache = cache
        var previous: ViewSpacing?
        for offset in 0..<subviews.count {
            let subview = subviews[subviews.startIndex + offset]
            guard subview.isPresent else {
                cache.children[offset].isAbsent = true
                continue
            }
            let current = spacing == nil ? subview.spacing : ViewSpacing()
            if let previous {
                let gap = finite(spacing ?? previous.distance(to: current, along: axis)).sanitizedLength()
                cache.children[offset].gap = gap
                cache.totalSpacing += gap
            }
            previous = current
        }
        return cache
    }

    /// Distributes `proposal` into the cache's per-child arrays (unless they already hold
    /// that proposal's distribution) and returns the stack's size.
    @discardableResult
    func distribute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> Size {
        if cache.lastProposal == proposal {
            return cache.lastSize
        }
        let count = subviews.count
        let cross = axis.cross
        let start = subviews.startIndex
        func proposalFor(_ length: Double?) -> ProposedViewSize {
            var p = ProposedViewSize.unspecified
            p[axis] = length
            p[cross] = proposal[cross]
            return p
        }

        if let total = proposal[axis] {
            // Minimum lengths, flexibilities and priorities, then the fitting order.
            for i in 0..<count {
                let subview = subviews[start + i]
                let minimum = subview.sizeThatFits(proposalFor(0))[axis]
                let maximum = subview.sizeThatFits(proposalFor(.infinity))[axis]
                cache.children[i].minimum = minimum
                let flexibility = maximum - minimum
                cache.children[i].flexibility = flexibility.isNaN ? 0 : flexibility
                let priority = subview.priority
                cache.children[i].priority = priority.isNaN ? 0 : priority
            }
            // Both arrays are swapped out (not copied) so the closures below may write them.
            var order: [Int] = []
            var children: [StackCache.Child] = []
            swap(&order, &cache.order)
            swap(&children, &cache.children)
            SpaceDistribution.distribute(
                subtracting(cache.totalSpacing, from: total), order: &order,
                minimum: { children[$0].minimum }, flexibility: { children[$0].flexibility }, priority: { children[$0].priority }
            ) { i, offer in
                let childProposal = proposalFor(offer)
                let size = subviews[start + i].sizeThatFits(childProposal)
                children[i].proposal = childProposal
                children[i].size = size
                return size[axis]
            }
            swap(&order, &cache.order)
            swap(&children, &cache.children)
        } else {
            let childProposal = proposalFor(nil)
            for i in 0..<count {
                cache.children[i].proposal = childProposal
                cache.children[i].size = subviews[start + i].sizeThatFits(childProposal)
            }
        }

        // Lengths along the axis, then alignment across it: children reach `guide` before
        // the shared guide line and `extent - guide` after it.
        var length = cache.totalSpacing
        var before = -Double.infinity
        var after = -Double.infinity
        var infiniteThickness = false
        for i in 0..<count {
            let size = cache.children[i].size
            length += size[axis]
            let extent = size[cross]
            if cache.children[i].isAbsent {
                // Not there: it takes no part in the alignment across the axis.
                cache.children[i].guide = 0
                continue
            }
            guard extent.isFinite else {
                infiniteThickness = true
                cache.children[i].guide = 0
                continue
            }
            let guide = finite(subviews[start + i].guide(alignment, proposal: cache.children[i].proposal, size: size))
            cache.children[i].guide = guide
            before = max(before, guide)
            after = max(after, extent - guide)
        }
        if before == -.infinity {  // no child with a finite thickness
            before = 0
            after = 0
        }
        var size = Size.zero
        size[axis] = length
        size[cross] = infiniteThickness ? .infinity : max(before + after, 0)
        cache.guideOffset = before
        cache.lastProposal = proposal
        cache.lastSize = size
        return size
    }

    func place(in bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) {
        distribute(proposal, subviews, &cache)
        let cross = axis.cross
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        for (i, index) in subviews.indices.enumerated() {
            let child = cache.children[i]
            position += child.gap
            let size = child.size
            let crossPosition = size[cross].isFinite ? crossStart + cache.guideOffset - child.guide : crossStart
            let point = axis == .horizontal
                ? Point(x: position, y: crossPosition)
                : Point(x: crossPosition, y: position)
            subviews[index].place(at: point, anchor: .topLeading, proposal: child.proposal)
            position += size[axis].isFinite ? size[axis] : 0
        }
    }
}

/// What a stack keeps between calls: the gaps between its subviews (computed once) and
/// per-subview scratch arrays holding the last distribution, so that placing reuses what
/// measuring computed and no call allocates.
public struct StackCache {
    /// What the stack knows about one subview. One array of these, not one array per
    /// field: every array allocation costs a run-time metadata lookup.
    struct Child {
        /// The space before this child (0 for the first).
        var gap = 0.0
        var minimum = 0.0
        var flexibility = 0.0
        var priority = 0.0
        /// The proposal and size of the last distribution.
        var proposal = ProposedViewSize.unspecified
        var size = Size.zero
        /// The child's alignment guide across the axis.
        var guide = 0.0
        /// Left out of this call (`PresenceDeciding`): no gap on either side, no thickness.
        var isAbsent = false
    }

    var children: [Child]
    /// Indices into `children` in fitting order.
    var order: [Int]
    var totalSpacing = 0.0
    /// Where the guide line sits from the stack's cross-axis start.
    var guideOffset = 0.0
    var lastProposal: ProposedViewSize?
    var lastSize = Size.zero

    init(count: Int) {
        children = Array(repeating: Child(), count: count)
        order = Array(0..<count)
    }
}
