/// A thin line separating content (SwiftUI's `Divider`).
///
/// Across the enclosing stack's axis (vertical in an HStack, horizontal elsewhere), 1 px
/// thick, taking the proposed length; a `nil` length gives 10 like other flexible views
/// (Trellis's choice: SwiftUI does not document the ideal length).
public struct Divider: LeafView {
    public var kind: ViewKind { .divider }

    /// The line's thickness in CSS px.
    public static let thickness: Double = 1

    public init() {}

    /// Whether the line runs vertically (inside a horizontal stack).
    public func isVertical(in context: LeafContext) -> Bool {
        context.stackOrientation == .horizontal
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> Size {
        if isVertical(in: context) {
            return Size(width: Self.thickness, height: proposal.height ?? 10)
        }
        return Size(width: proposal.width ?? 10, height: Self.thickness)
    }
}
