// position(x:y:): the content's centre at a point, in a box as large as the proposal.

/// SwiftUI's `position(x:y:)`: the modified view takes the whole space it is offered (10 on
/// an axis offered nothing, like a shape) and draws its content, offered the same proposal,
/// with the content's centre at `(x, y)` from the box's top-left corner (Apple's documentation:
/// "Positions the center of this view at the specified coordinates in its parent's
/// coordinate space"). Non-finite coordinates count as 0.
public struct PositionLayout: ContentPlacingLayout {
    public let position: Point

    public init(x: Double = 0, y: Double = 0) {
        position = Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize) {
        let fitted = content.sizeThatFits(proposal)
        return (Point(x: position.x - fitted.width / 2, y: position.y - fitted.height / 2), proposal)
    }
}
