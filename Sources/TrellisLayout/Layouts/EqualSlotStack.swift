/// The arithmetic the session's equal-width stacks share: every subview gets a slot as large
/// as the largest ideal size, slots follow each other along one axis with the subviews'
/// preferred spacing between each pair.
///
/// From WWDC22 "Compose custom layouts with SwiftUI" and Apple's sample code for it
/// ("Composing custom layouts with SwiftUI"): measure every subview's ideal size
/// (`.unspecified`), take the largest width and height, size = that size times the count
/// plus the per-pair `ViewSpacing` distances; place each subview at its slot's centre, so a
/// label in a flexible frame fills the slot. The two stacks of the sample propose different
/// sizes there, and the names carry the sample's behaviour exactly:
/// - `MyEqualWidthHStack` proposes `(maxSize.width, maxSize.height)`;
/// - `MyEqualWidthVStack` proposes `(maxSize.width, bounds.height)`: a subview that takes
///   any height it is offered grows to the whole stack's height, centred on its slot.
struct EqualSlotStack {
    let axis: Axis

    /// The largest ideal width and height among the subviews.
    func maxSize(_ subviews: LayoutSubviews) -> Size {
        subviews.reduce(Size.zero) { largest, subview in
            let size = subview.sizeThatFits(.unspecified)
            return Size(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
    }

    /// The gap after each subview: the distance its spacing wants to the next one (0 after
    /// the last).
    func spacing(_ subviews: LayoutSubviews) -> [Double] {
        subviews.indices.map { index in
            guard index < subviews.endIndex - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }

    func size(_ subviews: LayoutSubviews) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let slot = maxSize(subviews)
        let totalSpacing = spacing(subviews).reduce(0, +)
        var size = slot
        size[axis] = slot[axis] * Double(subviews.count) + totalSpacing
        return size
    }

    func place(in bounds: Rect, _ subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let slot = maxSize(subviews)
        let gaps = spacing(subviews)
        // Apple's MyEqualWidthVStack offers the whole height of its bounds, not the slot's.
        let proposal = axis == .horizontal ? ProposedViewSize(slot) : ProposedViewSize(width: slot.width, height: bounds.height)
        var position = (axis == .horizontal ? bounds.minX : bounds.minY) + slot[axis] / 2
        for (offset, index) in subviews.indices.enumerated() {
            let point = axis == .horizontal
                ? Point(x: position, y: bounds.midY)
                : Point(x: bounds.midX, y: position)
            subviews[index].place(at: point, anchor: .center, proposal: proposal)
            position += slot[axis] + gaps[offset]
        }
    }
}
