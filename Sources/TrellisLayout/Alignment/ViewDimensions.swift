/// A view's size and its alignment guides, in its own coordinates.
///
/// What `LayoutSubview.dimensions(in:)` returns and what `alignmentGuide` closures and
/// `AlignmentID.defaultValue(in:)` receive. Explicit guides are looked up lazily, so asking
/// only for `width` costs nothing.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    /// The node whose explicit guides these are, if any (proxies live only during a layout
    /// call, so the reference is unowned).
    unowned(unsafe) let tree: LayoutTree?
    let node: Int32
    let proposal: ProposedViewSize
    /// Explicit values given directly (free-standing dimensions).
    let values: [AlignmentKey: Double]?

    init(size: Size, tree: LayoutTree, node: Int32, proposal: ProposedViewSize) {
        width = size.width
        height = size.height
        self.tree = tree
        self.node = node
        self.proposal = proposal
        values = nil
    }

    /// Dimensions of a free-standing size with the given explicit guide values (for tests and
    /// for layouts that compute guides of something that is not a subview).
    public init(width: Double, height: Double, explicit: [AlignmentKey: Double] = [:]) {
        self.width = width
        self.height = height
        tree = nil
        node = 0
        proposal = .unspecified
        values = explicit.isEmpty ? nil : explicit
    }

    public var size: Size { Size(width: width, height: height) }

    /// The guide's position: its explicit value if the view sets one, else its default.
    public subscript(guide: HorizontalAlignment) -> Double { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> Double { self[guide.key] }

    /// The guide's explicit value, or `nil` if neither the view nor its content sets it.
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> Double {
        if let value = explicitValue(key) { return value }
        if let fraction = key.frameFraction {
            return (key.axis == .horizontal ? width : height) * fraction
        }
        return key.defaultValue(self)
    }

    func explicitValue(_ key: AlignmentKey) -> Double? {
        if let tree {
            return tree.explicitAlignment(key, of: node, proposal: proposal, size: size)
        }
        return values?[key]
    }
}
