/// A view without subviews that sizes itself: Color, shapes, Text, Image, Spacer, Divider.
///
/// The open end of the view tree: a new kind of leaf (a ProgressView, a button label) is a
/// new type conforming to this protocol, not a case added to a central enum.
public protocol LeafView: View {
    /// What the node is in layout results (`.color`, `.text`...).
    var kind: ViewKind { get }

    /// The size the view wants under `proposal` (`nil` dimensions ask for the ideal size).
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> Size

    /// The view's spacing preferences (default: `ViewSpacing.plain`, so the 8 px default
    /// applies, except next to text, whose font decides).
    func spacing(in context: LeafContext) -> ViewSpacing

    /// The layout priority the view has unless `layoutPriority(_:)` sets one (default 0).
    var defaultLayoutPriority: Double { get }

    /// Whether `explicitAlignment` can return a value; lets containers skip asking. A leaf's
    /// explicit guides are its text baselines: the engine never asks one for a frame guide.
    var hasExplicitAlignment: Bool { get }

    /// The view's explicit value for `guide` at `size` (text baselines), else `nil`.
    func explicitAlignment(_ guide: AlignmentKey, size: Size, proposal: ProposedViewSize, in context: LeafContext) -> Double?

    /// Whether the view draws text, so layout results carry its `textLayout` (default false).
    var drawsText: Bool { get }

    /// The text as it is drawn under `proposal`, for views that draw text; `nil` otherwise.
    func textLayout(_ proposal: ProposedViewSize, in context: LeafContext) -> TextLayout?
}

extension LeafView {
    public var node: ViewNode { ViewNode(leaf: self) }
    public var kind: ViewKind { .custom(String(describing: Self.self)) }
    public func spacing(in context: LeafContext) -> ViewSpacing { .plain }
    public var defaultLayoutPriority: Double { 0 }
    public var hasExplicitAlignment: Bool { false }
    public var drawsText: Bool { false }

    public func explicitAlignment(_ guide: AlignmentKey, size: Size, proposal: ProposedViewSize, in context: LeafContext) -> Double? {
        nil
    }

    public func textLayout(_ proposal: ProposedViewSize, in context: LeafContext) -> TextLayout? { nil }
}

/// What a leaf may know about where it is laid out.
public struct LeafContext {
    /// Measures `Text`; `nil` when the engine was made without one (text then measures empty
    /// and the result carries a warning).
    public let textMeasurer: (any TextMeasuring)?
    /// The axis of the nearest enclosing stack-like layout, through modifiers; `nil` outside
    /// stacks. Spacer and Divider follow it.
    public let stackOrientation: Axis?
    /// What shrinking this leaf's text learnt at the engine's earlier layouts (a `Text` with
    /// a `minimumScaleFactor` below 1 in an engine); nil elsewhere, where it is not needed.
    public let shrinkMemo: TextShrinkMemo?
    /// The layouts this leaf's text last got in the engine (a `Text` that does not shrink).
    public let layoutMemo: TextLayoutMemo?

    public init(textMeasurer: (any TextMeasuring)?, stackOrientation: Axis?, shrinkMemo: TextShrinkMemo? = nil, layoutMemo: TextLayoutMemo? = nil) {
        self.textMeasurer = textMeasurer
        self.stackOrientation = stackOrientation
        self.shrinkMemo = shrinkMemo
        self.layoutMemo = layoutMemo
    }
}
