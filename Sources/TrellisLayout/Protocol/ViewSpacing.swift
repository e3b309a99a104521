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
        self.init()
        for edge in Edge.allCases where set.contains(Edge.Set(edge)) {
            self[edge] = value
        }
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
        for edge in Edge.allCases where set.contains(Edge.Set(edge)) {
            switch (self[edge], other[edge]) {
            case (let a?, let b?): self[edge] = max(a, b)
            case (nil, let b?): self[edge] = b
            default: break
            }
        }
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
        Edge.allCases.allSatisfy { lhs[$0] == rhs[$0] }
    }

    public func hash(into hasher: inout Hasher) {
        for edge in Edge.allCases { hasher.combine(self[edge]) }
    }

    public var description: String {
        let parts = Edge.allCases.map { "\($0): \(self[$0].map { "\($0)" } ?? "default")" }
        return "ViewSpacing(\(parts.joined(separator: ", ")))"
    }
}
