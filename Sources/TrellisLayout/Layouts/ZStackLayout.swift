/// Overlays subviews, aligned on one guide pair: the layout behind `ZStack`.
///
/// Every subview of the highest layout priority is offered the ZStack's proposal, and the
/// stack is as large as their aligned union. Lower-priority subviews do not size the stack:
/// they are offered its final size, as in SwiftUI (documented for `layoutPriority`).
public struct ZStackLayout: Layout, SubviewDerivedAlignment {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        arrangement(proposal, subviews).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrangement(proposal, subviews)
        let finalProposal = ProposedViewSize(bounds.size)
        let topPriority = arrangement.topPriority
        for index in subviews.indices {
            let subview = subviews[index]
            let childProposal = subview.priority >= topPriority ? proposal : finalProposal
            let dimensions = subview.dimensions(in: childProposal)
            let x = bounds.minX + arrangement.guide.x - finite(dimensions[alignment.horizontal])
            let y = bounds.minY + arrangement.guide.y - finite(dimensions[alignment.vertical])
            subview.place(at: Point(x: x, y: y), anchor: .topLeading, proposal: childProposal)
        }
    }

    /// The stack's size and where its guide lines sit, from its top-priority subviews.
    private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: Size, guide: Point, topPriority: Double) {
        let topPriority = subviews.map(\.priority).max() ?? 0
        var union = AlignedUnion()
        for subview in subviews where subview.priority >= topPriority {
            union.add(subview.dimensions(in: proposal), alignment: alignment)
        }
        return (union.size, union.guide, topPriority)
    }
}

/// The extent of views stacked on a common pair of guide lines.
struct AlignedUnion {
    private var left = -Double.infinity, right = -Double.infinity
    private var up = -Double.infinity, down = -Double.infinity

    /// Adds a view whose guides are at `dimensions[alignment]`.
    mutating func add(_ dimensions: ViewDimensions, alignment: Alignment) {
        let x = finite(dimensions[alignment.horizontal])
        let y = finite(dimensions[alignment.vertical])
        left = max(left, x)
        right = max(right, dimensions.width - x)
        up = max(up, y)
        down = max(down, dimensions.height - y)
    }

    /// The guide lines' position from the union's top-left corner.
    var guide: Point {
        Point(x: left == -.infinity ? 0 : left, y: up == -.infinity ? 0 : up)
    }

    var size: Size {
        guard left != -.infinity else { return .zero }
        return Size(width: max(left + right, 0), height: max(up + down, 0))
    }
}

/// `value`, or 0 when it is not finite (a guide of an infinitely large view).
@inline(__always)
func finite(_ value: Double) -> Double {
    value.isFinite ? value : 0
}
