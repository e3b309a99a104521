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

/// The radius of each corner of an ``UnevenRoundedRectangle`` (SwiftUI's
/// `RectangleCornerRadii`, Apple: "init(topLeading:bottomLeading:bottomTrailing:topTrailing:)",
/// each 0 unless given). Leading is the left edge: pages lay out left to right.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading.sanitizedLength()
        self.bottomLeading = bottomLeading.sanitizedLength()
        self.bottomTrailing = bottomTrailing.sanitizedLength()
        self.topTrailing = topTrailing.sanitizedLength()
    }
}

/// A rectangle whose four corners have radii of their own (Apple, "UnevenRoundedRectangle",
/// iOS 16: "a rectangular shape with rounded corners with different values, aligned inside
/// the frame of the view containing it").
public struct UnevenRoundedRectangle: Shape {
    public var kind: ViewKind { .unevenRoundedRectangle }
    public let cornerRadii: RectangleCornerRadii

    public init(cornerRadii: RectangleCornerRadii) {
        self.cornerRadii = cornerRadii
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
