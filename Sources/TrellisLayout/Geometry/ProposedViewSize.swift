/// The size a parent offers a child: each dimension a length, or `nil` for "your ideal size".
///
/// Mirrors SwiftUI's `ProposedViewSize`. A proposal is only an offer: the child answers
/// the size it wants, and the parent has to live with it.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` to ask for the ideal width.
    public var width: Double?
    /// The proposed height, or `nil` to ask for the ideal height.
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A concrete size, with `nil` dimensions replaced by `size`'s (SwiftUI's default is 10x10).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ value: Double?) -> String { value.map { "\($0)" } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

// MARK: - Sanitising

extension ProposedViewSize {
    /// The proposal with NaN and negative dimensions turned into 0 (infinity stays: it asks
    /// for the maximum size and layouts rely on it).
    ///
    /// SwiftUI logs and clamps such values; Trellis clamps them silently because a proposal
    /// never comes straight from an author (frames are sanitised where they are written).
    var sanitized: ProposedViewSize {
        ProposedViewSize(width: width.map { $0.sanitizedLength() }, height: height.map { $0.sanitizedLength() })
    }
}
