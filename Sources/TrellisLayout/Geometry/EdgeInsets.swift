/// One edge of a rectangle. Trellis lays out left-to-right only, so leading is left.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as `padding(_:_:)` and `ViewSpacing.formUnion(_:edges:)` take.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public init(_ edge: Edge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on the four edges of a rectangle, in CSS px.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge in `edges`, zero elsewhere.
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    public static let zero = EdgeInsets()

    /// The sum of the insets along `axis` (leading + trailing, or top + bottom).
    public subscript(axis: Axis) -> Double {
        axis == .horizontal ? leading + trailing : top + bottom
    }

    public var description: String { "EdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }
}
