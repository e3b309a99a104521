/// Shows the first subview whose ideal size fits the proposal and hides the others: the
/// layout behind `ViewThatFits(in:)`.
///
/// SwiftUI's documented rule: each child in order is asked for its ideal size on the
/// constrained `axes` (`nil` there, the real offer on the other axis); the first one whose
/// size fits the proposal on those axes is chosen, else the last one.
/// The chosen child is then laid out with the real proposal, so it may still flex. An axis
/// the proposal leaves `nil` (unlimited) constrains nothing. The others are hidden with
/// `LayoutSubview.hide()`, so they keep their nodes (and ids) but are not drawn.
///
///     ViewThatFits {
///         MyEqualWidthHStack { buttons }   // as long as one row of ideal widths fits
///         MyEqualWidthVStack { buttons }   // otherwise a column
///     }
public struct ViewThatFitsLayout: Layout {
    /// The axes on which a child's ideal size must fit.
    public var axes: Axis.Set

    public init(in axes: Axis.Set = .all) {
        self.axes = axes
    }

    /// The index of the child shown under `proposal`, `nil` without children.
    public func chosenIndex(for proposal: ProposedViewSize, subviews: Subviews) -> Int? {
        guard let last = subviews.indices.last else { return nil }
        // Ideal on the constrained axes, the real offer on the others (a text measured for
        // its ideal height still wraps at the offered width).
        var probe = proposal
        for axis in Axis.allCases where axes.contains(Axis.Set(axis)) { probe[axis] = nil }
        for index in subviews.indices {
            let ideal = subviews[index].sizeThatFits(probe)
            if fits(ideal, in: proposal) { return index }
        }
        return last
    }

    private func fits(_ ideal: Size, in proposal: ProposedViewSize) -> Bool {
        for axis in Axis.allCases where axes.contains(Axis.Set(axis)) {
            // A small tolerance so that a child exactly as wide as the offer fits despite
            // rounding in the sums that produced either length.
            if let limit = proposal[axis], ideal[axis] > limit + 1e-9 { return false }
        }
        return true
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard let chosen = chosenIndex(for: proposal, subviews: subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let chosen = chosenIndex(for: proposal, subviews: subviews) else { return }
        for index in subviews.indices where index != chosen {
            subviews[index].hide()
        }
        let subview = subviews[chosen]
        let origin = alignedOrigin(of: subview.dimensions(in: proposal), in: bounds.size, alignment: .center)
        subview.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading, proposal: proposal)
    }

    /// The spacing of the child shown at its ideal size (the proposal is not known here).
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        guard let chosen = chosenIndex(for: .unspecified, subviews: subviews) else { return ViewSpacing() }
        return subviews[chosen].spacing
    }
}
