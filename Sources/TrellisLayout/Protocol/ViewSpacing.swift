/// A view's preferred distance to its neighbours, per edge.
///
/// Trellis models SwiftUI's spacing with one optional preference per edge: `nil` means "no
/// preference". Between two views the larger stated preference wins; when neither states
/// one, the platform default of 8 px applies (SwiftUI's default spacing on iOS and macOS).
/// A Spacer states 0 along its stack axis, so no gap is added beside it.
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
    /// Preferences indexed by `Edge.rawValue` (top, leading, bottom, trailing).
    var edges: (Double?, Double?, Double?, Double?)

    /// The spacing used between two views that state no preference.
    public static let defaultDistance: Double = 8

    /// No preference on any edge.
    public init() {
        edges = (nil, nil, nil, nil)
    }

    /// The same preference on every edge in `edges`.
    public init(_ value: Double, edges set: Edge.Set = .all) {
        let value = value.sanitizedLength()
        edges = (
            set.contains(.top) ? value : nil, set.contains(.leading) ? value : nil,
            set.contains(.bottom) ? value : nil, set.contains(.trailing) ? value : nil
        )
    }

    /// Zero on every edge: neighbours touch this view unless they ask for more.
    public static let zero = ViewSpacing(0)

    /// The preference on one edge, `nil` if none.
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

    /// Merges `other` into this spacing on `edges`, keeping the larger preference per edge.
    public mutating func formUnion(_ other: ViewSpacing, edges set: Edge.Set = .all) {
        // Spelled out per edge: this runs for every container, and looping over
        // `Edge.allCases` allocates an array each time.
        func larger(_ a: Double?, _ b: Double?) -> Double? {
            guard let b else { return a }
            guard let a else { return b }
            return max(a, b)
        }
        if set.contains(.top) { edges.0 = larger(edges.0, other.edges.0) }
        if set.contains(.leading) { edges.1 = larger(edges.1, other.edges.1) }
        if set.contains(.bottom) { edges.2 = larger(edges.2, other.edges.2) }
        if set.contains(.trailing) { edges.3 = larger(edges.3, other.edges.3) }
    }

    public func union(_ other: ViewSpacing, edges set: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: set)
        return result
    }

    /// The distance from this view to `next`, which follows it along `axis`: the larger of
    /// this view's trailing (bottom) and `next`'s leading (top) preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        let mine = axis == .horizontal ? self[.trailing] : self[.bottom]
        let theirs = axis == .horizontal ? next[.leading] : next[.top]
        switch (mine, theirs) {
        case (let a?, let b?): return max(a, b)
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (nil, nil): return Self.defaultDistance
        }
    }

    public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
        lhs.edges.0 == rhs.edges.0 && lhs.edges.1 == rhs.edges.1 && lhs.edges.2 == rhs.edges.2 && lhs.edges.3 == rhs.edges.3
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(edges.0)
        hasher.combine(edges.1)
        hasher.combine(edges.2)
        hasher.combine(edges.3)
    }

    public var description: String {
        let parts = Edge.allCases.map { "\($0): \(self[$0].map { "\($0)" } ?? "default")" }
        return "ViewSpacing(\(parts.joined(separator: ", ")))"
    }
}
