/// A view's preferred distance to its neighbours, per edge and per kind of neighbour.
///
/// Trellis models SwiftUI's spacing the way SwiftUI stores it (Apple's `ViewSpacing` docs:
/// "one value for the spacing to the next text view along the top and bottom edges ... and
/// yet other values for other kinds of views"; OpenSwiftUI's audited `Spacing.swift`):
///
/// - A *default* preference per edge: `nil` means "no preference". Between two views the
///   larger stated preference wins; when neither states one, the platform default of 8 px
///   applies. A Spacer states 0 along its stack axis, so no gap is added beside it.
/// - *Text* preferences on the top and bottom edges (`TextEdgeSpacing`), which a `Text`
///   derives from its font (see `ViewSpacing(text:)`) and every other leaf answers with 0
///   (`ViewSpacing.plain`). When the two neighbours share a text preference, the largest
///   shared one is the distance and the default preferences are ignored; otherwise the
///   default rule above applies. So two texts are spaced by their fonts, a text and a
///   colour by the text's font, and horizontal neighbours (texts have no horizontal text
///   preferences) fall back to 8.
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
    /// Default preferences indexed by `Edge.rawValue` (top, leading, bottom, trailing).
    var edges: (Double?, Double?, Double?, Double?)
    /// Text preferences on the top edge.
    var top: TextEdgeSpacing
    /// Text preferences on the bottom edge.
    var bottom: TextEdgeSpacing

    /// The spacing used between two views that state no preference.
    public static let defaultDistance: Double = 8

    /// No preference on any edge, towards any kind of neighbour.
    public init() {
        edges = (nil, nil, nil, nil)
        top = TextEdgeSpacing()
        bottom = TextEdgeSpacing()
    }

    /// The same default preference on every edge in `edges` (no text preferences).
    public init(_ value: Double, edges set: Edge.Set = .all) {
        self.init()
        let value = value.sanitizedLength()
        edges = (
            set.contains(.top) ? value : nil, set.contains(.leading) ? value : nil,
            set.contains(.bottom) ? value : nil, set.contains(.trailing) ? value : nil
        )
    }

    /// Zero on every edge: neighbours touch this view unless they ask for more.
    public static let zero = ViewSpacing(0)

    /// What a view that is not text prefers (SwiftUI's `Spacing()`): nothing of its own, and
    /// 0 towards a text above or below it, so that text's font-derived distance applies.
    public static let plain: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing.top.plainToText = 0
        spacing.bottom.plainToText = 0
        return spacing
    }()

    /// The default preference on one edge, `nil` if none.
    public subscript(edge: Edge) -> Double? {
        get {
            switch edge {
            case .top: edges.0
            case .leading: edges.1
            case .bottom: edges.2
            case .trailing: edges.3
            }
        }
        set {
            let value = newValue.map { $0.sanitizedLength() }
            switch edge {
            case .top: edges.0 = value
            case .leading: edges.1 = value
            case .bottom: edges.2 = value
            case .trailing: edges.3 = value
            }
        }
    }

    /// The text preferences on a vertical edge; leading and trailing edges have none (Trellis
    /// lays text out horizontally only).
    public func text(_ edge: Edge) -> TextEdgeSpacing? {
        switch edge {
        case .top: top
        case .bottom: bottom
        case .leading, .trailing: nil
        }
    }

    // MARK: - Combining

    /// Merges `other` into this spacing on `edges`, keeping the larger preference per edge
    /// and per kind of neighbour.
    public mutating func formUnion(_ other: ViewSpacing, edges set: Edge.Set = .all) {
        // Spelled out per edge: this runs for every container, and looping over
        // `Edge.allCases` allocates an array each time.
        if set.contains(.top) {
            edges.0 = larger(edges.0, other.edges.0)
            top.formUnion(other.top)
        }
        if set.contains(.leading) { edges.1 = larger(edges.1, other.edges.1) }
        if set.contains(.bottom) {
            edges.2 = larger(edges.2, other.edges.2)
            bottom.formUnion(other.bottom)
        }
        if set.contains(.trailing) { edges.3 = larger(edges.3, other.edges.3) }
    }

    public func union(_ other: ViewSpacing, edges set: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: set)
        return result
    }

    /// Forgets every preference on `edges` and states what a plain view states there
    /// (SwiftUI's `Spacing.reset`): what `padding` does to the edges it pads, since the
    /// padded content no longer touches its neighbours there.
    mutating func reset(_ set: Edge.Set) {
        let plain = ViewSpacing.plain
        if set.contains(.top) { edges.0 = nil; top = plain.top }
        if set.contains(.leading) { edges.1 = nil }
        if set.contains(.bottom) { edges.2 = nil; bottom = plain.bottom }
        if set.contains(.trailing) { edges.3 = nil }
    }

    // MARK: - Distance

    /// The distance from this view to `next`, which follows it along `axis`.
    ///
    /// Vertically, the largest text preference the two share wins (`TextEdgeSpacing`);
    /// otherwise, and always horizontally, the larger of this view's trailing (bottom) and
    /// `next`'s leading (top) default preference, or 8 when neither states one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        if axis == .vertical, let text = bottom.distance(toTextEdgeBelow: next.top) {
            return text
        }
        let mine = axis == .horizontal ? self[.trailing] : self[.bottom]
        let theirs = axis == .horizontal ? next[.leading] : next[.top]
        return larger(mine, theirs) ?? Self.defaultDistance
    }

    // MARK: - Equality and description

    public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
        lhs.edges.0 == rhs.edges.0 && lhs.edges.1 == rhs.edges.1 && lhs.edges.2 == rhs.edges.2 && lhs.edges.3 == rhs.edges.3
            && lhs.top == rhs.top && lhs.bottom == rhs.bottom
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(edges.0)
        hasher.combine(edges.1)
        hasher.combine(edges.2)
        hasher.combine(edges.3)
        hasher.combine(top)
        hasher.combine(bottom)
    }

    public var description: String {
        var parts = Edge.allCases.map { "\($0): \(self[$0].map { "\($0)" } ?? "default")" }
        if top != TextEdgeSpacing() { parts.append("top text: \(top)") }
        if bottom != TextEdgeSpacing() { parts.append("bottom text: \(bottom)") }
        return "ViewSpacing(\(parts.joined(separator: ", ")))"
    }
}

/// The larger of two optional preferences (`nil` loses to any value).
func larger(_ a: Double?, _ b: Double?) -> Double? {
    guard let b else { return a }
    guard let a else { return b }
    return max(a, b)
}
