// SwiftUI's GeometryReader: takes the space it is offered and hands its size to its content.

import TrellisLayout

/// The size a `GeometryReader` has in the layout call under way, read by the modifiers of
/// its content whose arguments depend on it (`GeometryDependentLayout`).
///
/// One per reader; an engine lays a tree out on one thread at a time, and the reader sets it
/// before it asks its content anything.
final class GeometryBox: @unchecked Sendable {
    var size = Size.zero
}

/// `GeometryReader { proxy in ... }`: as large as the proposal (10 points on an axis left
/// unspecified, `replacingUnspecifiedDimensions()`), its content offered that size and placed
/// at its top-leading corner, as SwiftUI places it since iOS 14.
struct GeometryReaderLayout: Layout {
    let box: GeometryBox

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        box.size = size
        // The content is measured for the size it will be offered, so its answers (cached by
        // proposal) always belong to the size the box holds.
        for subview in subviews { _ = subview.sizeThatFits(ProposedViewSize(size)) }
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        box.size = bounds.size
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// A modifier of a GeometryReader's content whose arguments depend on the reader's size
/// (`.frame(width: proxy.size.width / 2)`): the concrete layout is made for the size the box
/// holds, call by call.
struct GeometryDependentLayout: Layout {
    let box: GeometryBox
    let make: @Sendable (Size) -> any Layout

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        func forward<L: Layout>(_ layout: L) -> Size {
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return forward(make(box.size))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func forward<L: Layout>(_ layout: L) {
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        forward(make(box.size))
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Double? {
        func forward<L: Layout>(_ layout: L) -> Double? {
            var cache = layout.makeCache(subviews: subviews)
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return forward(make(box.size))
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Double? {
        func forward<L: Layout>(_ layout: L) -> Double? {
            var cache = layout.makeCache(subviews: subviews)
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return forward(make(box.size))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        func forward<L: Layout>(_ layout: L) -> ViewSpacing {
            var cache = layout.makeCache(subviews: subviews)
            return layout.spacing(subviews: subviews, cache: &cache)
        }
        return forward(make(box.size))
    }
}

/// An `if` on a GeometryReader's size (`GeometryValue`): of its two children, the one the
/// condition picks for the reader's size (the first when it holds) is laid out as if it stood
/// alone, and the other hidden. Size, placement, spacing and explicit guides are the shown
/// child's, so the node adds nothing of its own to the layout around it.
struct GeometryBranchLayout: Layout {
    let box: GeometryBox
    let condition: GeometryValue

    private func shown(_ subviews: Subviews) -> LayoutSubview? {
        guard subviews.count == 2 else { return subviews.first }
        return subviews[condition.holds(in: box.size) ? 0 : 1]
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        shown(subviews)?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let shown = shown(subviews) else { return }
        for subview in subviews where subview != shown { subview.hide() }
        shown.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        shown(subviews)?.spacing ?? ViewSpacing()
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Double? {
        shown(subviews)?.dimensions(in: proposal)[explicit: guide].map { bounds.minX + $0 }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Double? {
        shown(subviews)?.dimensions(in: proposal)[explicit: guide].map { bounds.minY + $0 }
    }
}
