/// Any layout behind one type, so that the same content can be arranged by another layout
/// while every subview keeps its identity (SwiftUI's `AnyLayout`).
///
/// Why it matters: a tree built with `AnyLayout(HStackLayout())` and one built with
/// `AnyLayout(MyRadialLayout())` over the same content have the same nodes, in the same
/// order, with the same ids; only the frames differ. The HTML renderer matches nodes by that
/// identity to move the very same elements (a CSS transition) when the layout changes.
///
///     let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
///     layout {
///         ForEach(pets) { pet in Avatar(pet).rank(rank(pet)) }
///     }
///
/// The engine unwraps an `AnyLayout` when it compiles a tree, so the wrapped layout is boxed,
/// cached and asked for its properties as if it were written bare (a Spacer inside an
/// `AnyLayout(HStackLayout())` is horizontal). Called directly, it forwards every call through
/// the same box (`LayoutBox`, which owns the wrapped layout's cache): one type erasure for both.
public struct AnyLayout: Layout {
    /// The wrapped layout.
    public let base: any Layout

    public init(_ layout: some Layout) {
        if let erased = layout as? AnyLayout {
            base = erased.base  // never nest erasures
        } else {
            base = layout
        }
    }

    /// The wrapped layout in its box, which holds that layout's own cache.
    public struct Cache {
        let box: any LayoutBoxing
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(box: makeLayoutBox(base))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        cache.box.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.box.placeSubviews(bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        cache.box.spacing(subviews)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? {
        cache.box.explicitAlignment(guide.key, bounds, proposal, subviews)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? {
        cache.box.explicitAlignment(guide.key, bounds, proposal, subviews)
    }
}
