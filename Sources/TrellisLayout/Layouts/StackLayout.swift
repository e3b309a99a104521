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

    /// The outcome of distributing one proposal.
    struct Distribution {
        let proposal: ProposedViewSize
        var childProposals: [ProposedViewSize]
        var childSizes: [Size]
        /// Each child's alignment guide value across the axis.
        var guides: [Double]
        /// Where the guide line sits from the stack's cross-axis start.
        var guideOffset: Double
        var size: Size
    }

    func makeCache(subviews: LayoutSubviews) -> Cache {
        var gaps = [Double](repeating: 0, count: subviews.count)
        var total = 0.0
        var previous: ViewSpacing?
        for (offset, index) in subviews.indices.enumerated() {
            let current = subviews[index].spacing
            if let previous {
                let gap = (spacing ?? previous.distance(to: current, along: axis)).sanitizedLength()
                gaps[offset] = gap.isFinite ? gap : 0
                total += gaps[offset]
            }
            previous = current
        }
        return Cache(gaps: gaps, totalSpacing: total)
    }

    func distribution(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> Distribution {
        if let last = cache.last, last.proposal == proposal {
            return last
        }
        let result = distribute(proposal, subviews, cache)
        cache.last = result
        return result
    }

    private func distribute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: Cache) -> Distribution {
        let count = subviews.count
        let cross = axis.cross
        var childProposals = [ProposedViewSize](repeating: .unspecified, count: count)
        var childSizes = [Size](repeating: .zero, count: count)
        func proposalFor(_ length: Double?) -> ProposedViewSize {
            var p = ProposedViewSize.unspecified
            p[axis] = length
            p[cross] = proposal[cross]
            return p
        }
        let start = subviews.startIndex

        if let total = proposal[axis] {
            // Minimum and maximum lengths, then the fitting order.
            var minimums = [Double](repeating: 0, count: count)
            var flexibilities = [Double](repeating: 0, count: count)
            var priorities = [Double](repeating: 0, count: count)
            for i in 0..<count {
                let subview = subviews[start + i]
                let minimum = subview.sizeThatFits(proposalFor(0))[axis]
                let maximum = subview.sizeThatFits(proposalFor(.infinity))[axis]
                minimums[i] = minimum
                let flexibility = maximum - minimum
                flexibilities[i] = flexibility.isNaN ? 0 : flexibility
                priorities[i] = subview.priority.isNaN ? 0 : subview.priority
            }
            let order = (0..<count).sorted { a, b in
                if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
                return a < b
            }
            var remaining = subtracting(cache.totalSpacing, from: total)
            var position = 0
            while position < count {
                let priority = priorities[order[position]]
                var groupEnd = position
                while groupEnd < count, priorities[order[groupEnd]] == priority { groupEnd += 1 }
                var lowerMinimums = 0.0
                for i in order[groupEnd...] { lowerMinimums += minimums[i] }
                var available = subtracting(lowerMinimums, from: remaining)
                for (taken, i) in order[position..<groupEnd].enumerated() {
                    let share = available / Double(groupEnd - position - taken)
                    let offer = share >= 0 ? share : 0  // also maps NaN to 0
                    childProposals[i] = proposalFor(offer)
                    childSizes[i] = subviews[start + i].sizeThatFits(childProposals[i])
                    available = subtracting(childSizes[i][axis], from: available)
                    remaining = subtracting(childSizes[i][axis], from: remaining)
                }
                position = groupEnd
            }
        } else {
            for i in 0..<count {
                childProposals[i] = proposalFor(nil)
                childSizes[i] = subviews[start + i].sizeThatFits(childProposals[i])
            }
        }

        // Lengths along the axis, then alignment across it.
        var length = cache.totalSpacing
        for size in childSizes { length += size[axis] }
        var guides = [Double](repeating: 0, count: count)
        // Children reach `guide` before the shared guide line and `extent - guide` after it.
        var before = -Double.infinity
        var after = -Double.infinity
        var infiniteThickness = false
        for i in 0..<count {
            let extent = childSizes[i][cross]
            guard extent.isFinite else {
                infiniteThickness = true
                continue
            }
            let guide = subviews[start + i].dimensions(in: childProposals[i])[alignment]
            guides[i] = guide.isFinite ? guide : 0
            before = max(before, guides[i])
            after = max(after, extent - guides[i])
        }
        if before == -.infinity {  // no child with a finite thickness
            before = 0
            after = 0
        }
        let thickness = infiniteThickness ? Double.infinity : max(before + after, 0)
        var size = Size.zero
        size[axis] = length
        size[cross] = thickness
        return Distribution(
            proposal: proposal, childProposals: childProposals, childSizes: childSizes, guides: guides,
            guideOffset: before, size: size)
    }

    func place(in bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) {
        let distribution = distribution(proposal, subviews, &cache)
        let cross = axis.cross
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        for (i, index) in subviews.indices.enumerated() {
            position += cache.gaps[i]
            var crossPosition = crossStart + distribution.guideOffset - distribution.guides[i]
            if !distribution.childSizes[i][cross].isFinite { crossPosition = crossStart }
            let point = axis == .horizontal
                ? Point(x: position, y: crossPosition)
                : Point(x: crossPosition, y: position)
            subviews[index].place(at: point, anchor: .topLeading, proposal: distribution.childProposals[i])
            let length = distribution.childSizes[i][axis]
            position += length.isFinite ? length : 0
        }
    }
}

/// `value - amount`, keeping an infinite `value` infinite (infinity minus infinity would
/// otherwise turn an unbounded offer into NaN).
/// What a stack keeps between calls: the gaps between its subviews, computed once, and the
/// last distribution, so that placing reuses what measuring computed.
public struct StackCache {
    /// `gaps[i]` is the space before child `i` (0 for the first).
    var gaps: [Double]
    var totalSpacing: Double
    var last: StackLayout.Distribution?
}

func subtracting(_ amount: Double, from value: Double) -> Double {
    if value.isInfinite { return value }
    let result = value - amount
    return result.isNaN ? 0 : result
}
