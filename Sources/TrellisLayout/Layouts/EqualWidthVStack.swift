/// A column of equal slots, each as large as the largest subview's ideal size: the fallback
/// of the session's vote buttons when a row does not fit (`MyEqualWidthVStack` there).
///
/// Every subview is offered the same width (the widest ideal width), so buttons in a column
/// line up as they do in `EqualWidthHStack`. See `EqualSlotStack` for the arithmetic.
public struct EqualWidthVStack: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        EqualSlotStack(axis: .vertical).size(subviews)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        EqualSlotStack(axis: .vertical).place(in: bounds, subviews)
    }
}

/// The session's name for `EqualWidthVStack`.
public typealias MyEqualWidthVStack = EqualWidthVStack
