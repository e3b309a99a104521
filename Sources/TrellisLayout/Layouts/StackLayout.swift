/// The algorithm HStack and VStack share: SwiftUI's stack layout along one axis.
///
/// Sources: OpenSwiftUI's StackLayout (reverse-engineered), objc.io "SwiftUI's layout
/// algorithm for stacks" (2020) and the notes in shared/notes/swiftui-layout.md.
/// 1. Spacing is fixed first: `spacing` between every pair, or each pair's `ViewSpacing`
///    distance when it is `nil`.
/// 2. Along the axis, a `nil` proposal asks every child for its ideal length.
/// 3. Otherwise children are offered space in order of layout priority (highest first),
///    then flexibility (least flexible first; flexibility = length offered infinity minus
///    length offered 0), ties in source order. A priority group gets what remains minus the
///    minimum lengths of all lower-priority children; each child in it is offered an equal
///    share of what is left (never below 0) and charged the length it takes, which may be
///    more than its share (the stack then overflows).
/// 4. Across the axis every child gets the stack's cross proposal and is aligned on the
///    stack's guide; the stack is as thick as the aligned children's extent.
struct StackLayout {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: Double?

    typealias Cache = StackCache

    func makeCache(subviews: LayoutSubviews) -> Cache {
        var cache = StackCache(count: subviews.count)
        var previous: ViewSpacing?
        for (offset, index) in subviews.indices.enumerated() {
            let current = subviews[index].spacing
            if let previous {
                let gap = (spacing ?? previous.distance(to: current, along: axis)).sanitizedLength()
                cache.gaps[offset] = gap.isFinite ? gap : 0
                cache.totalSpacing += cache.gaps[offset]
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
                cache.minimums[i] = minimum
                let flexibility = maximum - minimum
                cache.flexibilities[i] = flexibility.isNaN ? 0 : flexibility
                let priority = subview.priority
                cache.priorities[i] = priority.isNaN ? 0 : priority
                cache.order[i] = i
            }
            let priorities = cache.priorities
            let flexibilities = cache.flexibilities
            cache.order.sort { a, b in
                if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
                return a < b
            }
            var remaining = subtracting(cache.totalSpacing, from: total)
            var position = 0
            while position < count {
                let priority = priorities[cache.order[position]]
                var groupEnd = position
                var lowerMinimums = 0.0
                while groupEnd < count, priorities[cache.order[groupEnd]] == priority { groupEnd += 1 }
                for rank in groupEnd..<count { lowerMinimums += cache.minimums[cache.order[rank]] }
                var available = subtracting(lowerMinimums, from: remaining)
                for rank in position..<groupEnd {
                    let i = cache.order[rank]
                    let share = available / Double(groupEnd - rank)
                    let offer = share >= 0 ? share : 0  // also maps NaN to 0
                    let childProposal = proposalFor(offer)
                    let size = subviews[start + i].sizeThatFits(childProposal)
                    cache.childProposals[i] = childProposal
                    cache.childSizes[i] = size
                    available = subtracting(size[axis], from: available)
                    remaining = subtracting(size[axis], from: remaining)
                }
                position = groupEnd
            }
        } else {
            let childProposal = proposalFor(nil)
            for i in 0..<count {
                cache.childProposals[i] = childProposal
                cache.childSizes[i] = subviews[start + i].sizeThatFits(childProposal)
            }
        }

        // Lengths along the axis, then alignment across it: children reach `guide` before
        // the shared guide line and `extent - guide` after it.
        var length = cache.totalSpacing
        var before = -Double.infinity
        var after = -Double.infinity
        var infiniteThickness = false
        for i in 0..<count {
            let size = cache.childSizes[i]
            length += size[axis]
            let extent = size[cross]
            guard extent.isFinite else {
                infiniteThickness = true
                cache.guides[i] = 0
                continue
            }
            let guide = finite(subviews[start + i].guide(alignment, proposal: cache.childProposals[i], size: size))
            cache.guides[i] = guide
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
            position += cache.gaps[i]
            let size = cache.childSizes[i]
            let crossPosition = size[cross].isFinite ? crossStart + cache.guideOffset - cache.guides[i] : crossStart
            let point = axis == .horizontal
                ? Point(x: position, y: crossPosition)
                : Point(x: crossPosition, y: position)
            subviews[index].place(at: point, anchor: .topLeading, proposal: cache.childProposals[i])
            position += size[axis].isFinite ? size[axis] : 0
        }
    }
}

/// What a stack keeps between calls: the gaps between its subviews (computed once) and
/// per-subview scratch arrays holding the last distribution, so that placing reuses what
/// measuring computed and no call allocates.
public struct StackCache {
    /// `gaps[i]` is the space before child `i` (0 for the first).
    var gaps: [Double]
    var totalSpacing = 0.0
    var minimums: [Double]
    var flexibilities: [Double]
    var priorities: [Double]
    var order: [Int]
    var childProposals: [ProposedViewSize]
    var childSizes: [Size]
    /// Each child's alignment guide value across the axis.
    var guides: [Double]
    /// Where the guide line sits from the stack's cross-axis start.
    var guideOffset = 0.0
    var lastProposal: ProposedViewSize?
    var lastSize = Size.zero

    init(count: Int) {
        gaps = Array(repeating: 0, count: count)
        minimums = gaps
        flexibilities = gaps
        priorities = gaps
        guides = gaps
        order = Array(0..<count)
        childProposals = Array(repeating: .unspecified, count: count)
        childSizes = Array(repeating: .zero, count: count)
    }
}

/// `value - amount`, keeping an infinite `value` infinite (infinity minus infinity would
/// otherwise turn an unbounded offer into NaN).
func subtracting(_ amount: Double, from value: Double) -> Double {
    if value.isInfinite { return value }
    let result = value - amount
    return result.isNaN ? 0 : result
}
