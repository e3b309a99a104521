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
/// Everything is forwarded to the wrapped layout, including its cache (made with the wrapped
/// layout's `makeCache`) and its layout properties (a Spacer inside an `AnyLayout(HStackLayout())`
/// is horizontal).
public struct AnyLayout: Layout, InstanceLayoutProperties {
    /// The wrapped layout.
    public let base: any Layout

    public init(_ layout: some Layout) {
        if let erased = layout as? AnyLayout {
            base = erased.base  // never nest erasures
        } else {
            base = layout
        }
    }

    /// The wrapped layout's cache, type-erased.
    public struct Cache {
        var value: Any?
    }

    var instanceLayoutProperties: LayoutProperties { type(of: base).layoutProperties }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: base.erasedMakeCache(subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        base.erasedUpdateCache(&cache.value, subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        base.erasedSizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        base.erasedPlaceSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        base.erasedSpacing(subviews, &cache.value)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? {
        base.erasedExplicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? {
        base.erasedExplicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
}

// MARK: - Opening the wrapped layout

extension Layout {
    /// Calling these on `any Layout` opens the existential, so `Self.Cache` is the wrapped
    /// layout's own cache type.
    fileprivate func erasedMakeCache(_ subviews: Subviews) -> Any {
        makeCache(subviews: subviews)
    }

    fileprivate func erasedUpdateCache(_ cache: inout Any?, _ subviews: Subviews) {
        guard var typed = cache as? Cache else {
            cache = makeCache(subviews: subviews)
            return
        }
        updateCache(&typed, subviews: subviews)
        cache = typed
    }

    /// Runs `body` with the typed cache, making it if the stored one is missing or of another
    /// layout's type.
    private func withTypedCache<R>(_ cache: inout Any?, _ subviews: Subviews, _ body: (inout Cache) -> R) -> R {
        var typed = (cache as? Cache) ?? makeCache(subviews: subviews)
        cache = nil  // a nested call during `body` makes its own rather than aliasing this one
        defer { cache = typed }
        return body(&typed)
    }

    fileprivate func erasedSizeThatFits(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any?) -> Size {
        withTypedCache(&cache, subviews) { sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedPlaceSubviews(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any?) {
        withTypedCache(&cache, subviews) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedSpacing(_ subviews: Subviews, _ cache: inout Any?) -> ViewSpacing {
        withTypedCache(&cache, subviews) { spacing(subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedExplicitAlignment(
        _ key: AlignmentKey, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any?
    ) -> Double? {
        withTypedCache(&cache, subviews) { typed in
            if key.axis == .horizontal {
                explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            } else {
                explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            }
        }
    }
}
