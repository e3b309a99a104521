/// A container that sizes and places its subviews: SwiftUI's `Layout` protocol.
///
/// Every built-in container and modifier (stacks, frames, padding, overlays...) is written on
/// this protocol, so a layout a user writes behaves exactly like a built-in one. A layout sees
/// its subviews only through `LayoutSubview` proxies: sizes, spacing, priority and layout
/// values, never the views themselves.
///
///     struct EqualWidthHStack: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size { ... }
///         func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { ... }
///     }
///
/// Layouts must be value types that are `Sendable`: the site lays pages out in parallel.
public protocol Layout: Sendable {
    typealias Subviews = LayoutSubviews
    /// Data the layout computes once and reuses between calls (default: none).
    associatedtype Cache = Void

    /// Properties the content may depend on; `stackOrientation` makes Spacer and Divider
    /// follow the layout's axis.
    static var layoutProperties: LayoutProperties { get }

    /// The size the layout wants under `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Places every subview with `subview.place(at:anchor:proposal:)`.
    ///
    /// `bounds` has the size this layout answered and an origin that need not be zero (it
    /// is in the coordinates of the root). A subview that is not placed is centred in
    /// `bounds` and offered the layout's own proposal, as SwiftUI documents; placing a
    /// subview twice keeps the last placement.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The layout's spacing preferences towards its neighbours.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The position of a horizontal guide along x in `bounds`' coordinates, or `nil` for the
    /// guide's default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double?

    /// The position of a vertical guide along y in `bounds`' coordinates, or `nil`.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double?

    /// Makes the cache. Called once per container per layout run, before any other method.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change. Trellis builds a tree once per layout run
    /// and never changes its subviews afterwards, so it calls this only for API fidelity.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

// MARK: - Defaults

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' preferences, SwiftUI's documented default.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews {
            spacing.formUnion(subview.spacing)
        }
        return spacing
    }

    /// Merges the explicit guides of the placed subviews (SwiftUI's default): frame guides
    /// never merge; text baselines take the first or last; custom guides average.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? {
        subviews.tree.mergedExplicitAlignment(guide.key, subviews: subviews, bounds: bounds, proposal: proposal)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? {
        subviews.tree.mergedExplicitAlignment(guide.key, subviews: subviews, bounds: bounds, proposal: proposal)
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}
