/// A type-erased layout together with its cache: how the engine calls any `Layout`.
///
/// Opening the existential once, when the tree is compiled, turns every later call into a
/// plain class method call on a specialised generic, and gives each container its own cache.
protocol LayoutBoxing: AnyObject {
    var layout: any Layout { get }
    var stackOrientation: Axis? { get }
    /// Whether the layout's explicit guides come only from its subviews (or never exist),
    /// which lets the engine skip asking when no subview has any.
    var derivesAlignmentFromSubviews: Bool { get }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Size
    func placeSubviews(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing
    func explicitAlignment(_ key: AlignmentKey, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Double?
    /// The proposed widths keeping the layout's choices (`LayoutForeseeing`); nil for others.
    func sameLayoutWidths(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Range<Double>?
    /// Whether each call makes a new cache: a layout whose subviews' sizes depend on a
    /// container's length as well as on proposals cannot keep what it memoised by proposal
    /// (a stack's last distribution) from one call to the next.
    var makesCachePerCall: Bool { get set }
    /// Whether the layout may leave its view out (`PresenceDeciding`), asked once.
    var decidesPresence: Bool { get }
    /// Whether the view is there in this call (always, unless `decidesPresence`).
    func isPresent(_ subviews: LayoutSubviews) -> Bool
}

/// Built-in layouts whose explicit guides are only their subviews' (merged or passed
/// through): the engine may skip them when no subview has an explicit guide.
protocol SubviewDerivedAlignment {}

/// A layout that knows the proposed widths at which it makes the choices it makes under a
/// proposal (a flow layout's lines), as a text knows those keeping its lines
/// (`TextLayout.sameLayoutWidths`): the renderer's sampler foresees from them where a block's
/// layout changes (`PlacedNode.sameLayoutWidths`). Exact, or nil when not known.
protocol LayoutForeseeing: Layout {
    func sameLayoutWidths(_ proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Range<Double>?
}

final class LayoutBox<L: Layout>: LayoutBoxing {
    let base: L
    /// The layout's cache, made on first use. A class cell rather than an optional value:
    /// unspecialised generic code would look up `Optional<L.Cache>`'s metadata on every call.
    private var cell: CacheCell<L.Cache>?
    /// Set while a call borrows the cache, so that a nested call on the same container (its
    /// default `explicitAlignment` places its subviews) works on a scratch cache instead.
    private var isBusy = false
    private var madeStatelessCache = false
    var makesCachePerCall = false
    /// Whether the layout is `LayoutForeseeing`, asked once: a dynamic cast per node and layout
    /// was a third of making a sampled block's results.
    private let foresees: Bool
    let decidesPresence: Bool

    /// A value of a zero-size cache type: it has no bytes, so any address holds one.
    private static var statelessCache: L.Cache {
        UnsafeMutableRawPointer(mutating: zeroSizeStorage).assumingMemoryBound(to: L.Cache.self).pointee
    }

    init(_ base: L) {
        self.base = base
        foresees = base is any LayoutForeseeing
        decidesPresence = base is any PresenceDeciding
    }

    var layout: any Layout { base }
    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    var derivesAlignmentFromSubviews: Bool {
        if base is any SubviewDerivedAlignment { return true }
        // Modifiers pass their content's guides through, except the one that sets a guide.
        return base is any ContentPlacingLayout && !(base is AlignmentGuideLayout)
    }

    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if MemoryLayout<L.Cache>.size == 0 {
            // A stateless cache (`Void`, most layouts): nothing to store, so no cell to
            // allocate; `makeCache` still runs once, as a layout may rely on it.
            if !madeStatelessCache {
                madeStatelessCache = true
                _ = base.makeCache(subviews: subviews)
            }
            var stateless = Self.statelessCache
            return body(&stateless)
        }
        if isBusy || makesCachePerCall {
            var scratch = base.makeCache(subviews: subviews)
            return body(&scratch)
        }
        let cell: CacheCell<L.Cache>
        if let existing = self.cell {
            cell = existing
        } else {
            cell = CacheCell(base.makeCache(subviews: subviews))
            self.cell = cell
        }
        isBusy = true
        defer { isBusy = false }
        return body(&cell.value)
    }

    // Pre-specialised for the built-in layouts: unspecialised generic code copies the layout
    // through value witnesses on every call, which cost more than the layouts' own work.
    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    @_specialize(where L == FrameLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == PaddingLayout)
    @_specialize(where L == BackgroundLayout)
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Size {
        withCache(subviews) { base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    @_specialize(where L == FrameLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == PaddingLayout)
    @_specialize(where L == BackgroundLayout)
    func placeSubviews(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    @_specialize(where L == FrameLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == PaddingLayout)
    @_specialize(where L == BackgroundLayout)
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { base.spacing(subviews: subviews, cache: &$0) }
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    @_specialize(where L == FrameLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == PaddingLayout)
    @_specialize(where L == BackgroundLayout)
    func explicitAlignment(_ key: AlignmentKey, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Double? {
        withCache(subviews) { cache in
            if key.axis == .horizontal {
                base.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            } else {
                base.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}

extension LayoutBox {
    func isPresent(_ subviews: LayoutSubviews) -> Bool {
        guard decidesPresence, let deciding = base as? any PresenceDeciding else { return true }
        return deciding.isPresent(subviews: subviews)
    }

    func sameLayoutWidths(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Range<Double>? {
        guard foresees, let foreseeing = base as? any LayoutForeseeing else { return nil }
        return Self.sameLayoutWidths(of: foreseeing, proposal, subviews)
    }

    /// Opens the existential: its cache is a fresh one, the box's being the layout's as `L`.
    private static func sameLayoutWidths<F: LayoutForeseeing>(of layout: F, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Range<Double>? {
        var cache = layout.makeCache(subviews: subviews)
        return layout.sameLayoutWidths(proposal, subviews: subviews, cache: &cache)
    }
}

/// The box for `layout`, opening the existential once so the box is specialised for the
/// layout's concrete type: the one way the engine (and `AnyLayout`) erases a layout's type.
func makeLayoutBox<L: Layout>(_ layout: L) -> any LayoutBoxing {
    LayoutBox(layout)
}

/// An address for values of zero-size types, which read and write no memory.
nonisolated(unsafe) private let zeroSizeStorage = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)

/// Holds a layout's cache by reference.
final class CacheCell<Value> {
    @exclusivity(unchecked) var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) {
        self.key = key
    }
}

extension VerticalAlignment {
    init(key: AlignmentKey) {
        self.key = key
    }
}
