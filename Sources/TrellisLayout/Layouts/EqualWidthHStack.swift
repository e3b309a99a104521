/// A row whose subviews all get the width of the widest one's ideal width: the vote buttons
/// of WWDC22 "Compose custom layouts with SwiftUI" (`MyEqualWidthHStack` there).
///
/// Unlike an HStack it never grows with its container: its size comes from the subviews'
/// ideal sizes only, so three buttons are as wide as the widest label, however wide the page.
/// Give the labels a flexible frame (`.frame(maxWidth: .infinity)`) so narrower ones fill
/// their slot. See `EqualSlotStack` for the arithmetic.
public struct EqualWidthHStack: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        EqualSlotStack(axis: .horizontal).size(subviews)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        EqualSlotStack(axis: .horizontal).place(in: bounds, subviews)
    }
}

/// The session's name for `EqualWidthHStack`.
public typealias MyEqualWidthHStack = EqualWidthHStack
