/// A shape view: fills the space it is offered (`nil` dimensions at 10), like a `Color`.
///
/// Conformers only name themselves; how the shape is drawn in its frame is the renderer's
/// business (it reads the concrete type from the layout result).
public protocol Shape: LeafView {}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with `color` (its drawing's `fill`).
    public func fill(_ color: Color) -> ViewNode {
        drawing { $0.fill = color }
    }

    /// The shape's outline in `color`, centred on its edge, instead of a fill.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> ViewNode {
        drawing { $0.stroke = Stroke(color: color, lineWidth: lineWidth) }
    }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    public var kind: ViewKind { .rectangle }
    public init() {}
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public var kind: ViewKind { .roundedRectangle }
    public let cornerRadius: Double

    public init(cornerRadius: Double) {
        self.cornerRadius = cornerRadius.sanitizedLength()
    }
}

/// The largest circle centred in its frame.
public struct Circle: Shape {
    public var kind: ViewKind { .circle }
    public init() {}
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    public var kind: ViewKind { .capsule }
    public init() {}
}

/// The ellipse inscribed in its frame.
public struct Ellipse: Shape {
    public var kind: ViewKind { .ellipse }
    public init() {}
}
