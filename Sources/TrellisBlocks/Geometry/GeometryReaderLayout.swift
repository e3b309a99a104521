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

/// One view of a branch of an `if` on a GeometryReader's size (`GeometryValue`): there for
/// the sizes where the condition picks its branch (`showsWhenHolds`: holds for the `if`'s
/// views, fails for the `else`'s), left out of its container at the others, as
/// `ViewBuilder.buildIf(_:)` leaves out "optional content … only included when the condition
/// evaluates to true" and `buildEither` keeps one branch (Apple). Each view of a branch has a
/// node of its own, so a branch of several views (a `TupleView`) or none lays out in a stack
/// as those views would, and the node adds nothing of its own: size, placement, spacing and
/// explicit guides are its view's.
struct GeometryBranchLayout: PresenceDeciding {
    let box: GeometryBox
    let condition: GeometryValue
    let showsWhenHolds: Bool

    /// Its view, when the condition picks the branch for the reader's size.
    private func shown(_ subviews: Subviews) -> LayoutSubview? {
        condition.holds(in: box.size) == showsWhenHolds ? subviews.first : nil
    }

    /// There when its view is (the views of an `else if` are branches inside a branch).
    func isPresent(subviews: Subviews) -> Bool {
        shown(subviews)?.isPresent ?? false
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        shown(subviews)?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let shown = shown(subviews)
        for subview in subviews where subview != shown { subview.hide() }
        guard let shown else { return }
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
