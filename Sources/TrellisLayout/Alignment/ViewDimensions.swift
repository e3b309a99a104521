/// A view's size and its alignment guides, in its own coordinates.
///
/// What `LayoutSubview.dimensions(in:)` returns and what `alignmentGuide` closures and
/// `AlignmentID.defaultValue(in:)` receive. Explicit guides are looked up lazily, so asking
/// only for `width` costs nothing.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    let source: Source

    /// Where explicit guide values come from.
    enum Source {
        case none
        /// A node of a tree being laid out, under the proposal it was measured with.
        case node(LayoutTree, Int32, ProposedViewSize)
        case values([AlignmentKey: Double])
    }

    init(size: Size, source: Source) {
        width = size.width
        height = size.height
        self.source = source
    }

    /// Dimensions of a free-standing size with the given explicit guide values (for tests and
    /// for layouts that compute guides of something that is not a subview).
    public init(width: Double, height: Double, explicit: [AlignmentKey: Double] = [:]) {
        self.width = width
        self.height = height
        source = explicit.isEmpty ? .none : .values(explicit)
    }

    public var size: Size { Size(width: width, height: height) }

    /// The guide's position: its explicit value if the view sets one, else its default.
    public subscript(guide: HorizontalAlignment) -> Double { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> Double { self[guide.key] }

    /// The guide's explicit value, or `nil` if neither the view nor its content sets it.
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> Double {
        explicitValue(key) ?? key.defaultValue(self)
    }

    func explicitValue(_ key: AlignmentKey) -> Double? {
        switch source {
        case .none: nil
        case .values(let values): values[key]
        case .node(let tree, let node, let proposal): tree.explicitAlignment(key, of: node, proposal: proposal, size: size)
        }
    }
}
