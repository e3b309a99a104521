/// A shape view: fills the space it is offered (`nil` dimensions at 10), like a `Color`.
///
/// Conformers only name themselves; how the shape is drawn in its frame is the renderer's
/// business (it reads the concrete type from the layout result).
public protocol Shape: LeafView {}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with `color` (recorded as the `fill` render attribute).
    public func fill(_ color: Color) -> ViewNode {
        var node = self.node
        node.renderAttributes["fill"] = color.css
        return node
    }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    public init() {}
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public let cornerRadius: Double

    public init(cornerRadius: Double) {
        self.cornerRadius = cornerRadius.sanitizedLength()
    }
}

/// The largest circle centred in its frame.
public struct Circle: Shape {
    public init() {}
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    public init() {}
}

/// The ellipse inscribed in its frame.
public struct Ellipse: Shape {
    public init() {}
}
