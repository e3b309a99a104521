// SwiftUI's transitions: how a view that appears or disappears between two states moves in and out.

/// What `.transition(_:)` does to a view inserted into or removed from the hierarchy
/// (https://developer.apple.com/documentation/swiftui/view/transition(_:)): the look it has
/// before it is inserted (``insertion``) and the look it goes to as it is removed
/// (``removal``). Between that look and its own the view moves on the animation in force,
/// at its own frame: an inserted view sits at its new frame from the start, a removed one
/// stays at its old frame until it has gone.
///
/// SwiftUI's transitions all change three things: opacity, scale about an anchor, and an
/// offset (in points, or in the view's own size for the edge moves). A ``Effect`` holds all
/// three, so `.combined(with:)` and `.asymmetric(insertion:removal:)` are values too.
public struct Transition: Hashable, Sendable {
    /// One side of a transition: the view's look away from the hierarchy.
    public struct Effect: Hashable, Sendable {
        /// Multiplies the view's opacity (1: unchanged).
        public var opacity: Double = 1
        /// Scales the view about ``anchor`` (1: unchanged).
        public var scale: Double = 1
        /// The point of the view's frame that ``scale`` keeps in place.
        public var anchor: UnitPoint = .center
        /// Moves the view by points.
        public var offset: Point = .zero
        /// Moves the view by fractions of its own size (`.move(edge: .leading)` is (−1, 0)).
        public var travel: Point = .zero

        public init(opacity: Double = 1, scale: Double = 1, anchor: UnitPoint = .center, offset: Point = .zero, travel: Point = .zero) {
            self.opacity = opacity
            self.scale = scale
            self.anchor = anchor
            self.offset = offset
            self.travel = travel
        }

        /// No change: the view appears or disappears at once.
        public static let identity = Effect()

        public var isIdentity: Bool { self == .identity }

        /// Both effects at once, as `combined(with:)` applies both transitions' modifiers:
        /// opacities and scales multiply, offsets add.
        public func combined(with other: Effect) -> Effect {
            var result = self
            result.opacity *= other.opacity
            // Two scales about different anchors are one scale about neither; the page keeps
            // the first anchor that scales.
            if scale == 1 { result.anchor = other.anchor }
            result.scale *= other.scale
            result.offset = Point(x: offset.x + other.offset.x, y: offset.y + other.offset.y)
            result.travel = Point(x: travel.x + other.travel.x, y: travel.y + other.travel.y)
            return result
        }

        /// Where a point of the view at (`x`, `y`) in its own frame, `size` big, is drawn
        /// at `progress` of the way from this effect (0) to the view's own look (1).
        public func position(of point: Point, in size: Size, progress: Double) -> Point {
            let remaining = 1 - progress
            let s = 1 + (scale - 1) * remaining
            let anchorX = anchor.x * size.width, anchorY = anchor.y * size.height
            return Point(
                x: anchorX + (point.x - anchorX) * s + (offset.x + travel.x * size.width) * remaining,
                y: anchorY + (point.y - anchorY) * s + (offset.y + travel.y * size.height) * remaining)
        }
    }

    /// The look the view comes in from.
    public var insertion: Effect
    /// The look the view goes out to.
    public var removal: Effect

    public init(insertion: Effect, removal: Effect) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The same effect both ways.
    public init(_ effect: Effect) {
        self.init(insertion: effect, removal: effect)
    }

    /// `.opacity`, SwiftUI's default: "A transition from transparent to opaque on insertion,
    /// and from opaque to transparent on removal"
    /// (https://developer.apple.com/documentation/swiftui/anytransition/opacity).
    public static let opacity = Transition(Effect(opacity: 0))

    /// `.identity`: "A transition that returns the input view, unmodified, as the output
    /// view" (https://developer.apple.com/documentation/swiftui/anytransition/identity);
    /// with no animatable change "the transition will be a no-op"
    /// (https://developer.apple.com/documentation/swiftui/transitionphase), so the view
    /// appears and disappears at once.
    public static let identity = Transition(.identity)

    /// `.scale` and `.scale(scale:anchor:)`: "Returns a transition that scales the view by
    /// the specified amount", about `anchor`, `.center` by default
    /// (https://developer.apple.com/documentation/swiftui/anytransition/scale(scale:anchor:));
    /// `.scale` scales from nothing (a scale of 0).
    public static func scale(_ scale: Double = 0, anchor: UnitPoint = .center) -> Transition {
        Transition(Effect(scale: scale, anchor: anchor))
    }

    /// `.offset(x:y:)`: the view moved by the offset on both insertion and removal
    /// (https://developer.apple.com/documentation/swiftui/anytransition/offset(x:y:)).
    public static func offset(x: Double, y: Double) -> Transition {
        Transition(Effect(offset: Point(x: x, y: y)))
    }

    /// `.move(edge:)`: "Returns a transition that moves the view away, towards the specified
    /// edge of the view" (https://developer.apple.com/documentation/swiftui/anytransition/move(edge:)):
    /// by its own width or height, so that it ends just outside where it was.
    public static func move(edge: Edge) -> Transition {
        Transition(Effect(travel: travel(towards: edge)))
    }

    /// `.slide`: "A transition that inserts by moving in from the leading edge, and removes
    /// by moving out towards the trailing edge"
    /// (https://developer.apple.com/documentation/swiftui/anytransition/slide).
    public static let slide = Transition(insertion: Effect(travel: travel(towards: .leading)), removal: Effect(travel: travel(towards: .trailing)))

    /// `.push(from:)`: "animate the view's insertion by moving it in from the specified edge
    /// while fading it in, and animate its removal by moving it out towards the opposite
    /// edge and fading it out" (https://developer.apple.com/documentation/swiftui/anytransition/push(from:)).
    public static func push(from edge: Edge) -> Transition {
        Transition(insertion: Effect(opacity: 0, travel: travel(towards: edge)), removal: Effect(opacity: 0, travel: travel(towards: edge.opposite)))
    }

    /// `.asymmetric(insertion:removal:)`: "a different transition for insertion versus
    /// removal" (https://developer.apple.com/documentation/swiftui/anytransition/asymmetric(insertion:removal:)).
    public static func asymmetric(insertion: Transition, removal: Transition) -> Transition {
        Transition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// `.combined(with:)`: "Combines this transition with another, returning a new transition
    /// that is the result of both transitions being applied"
    /// (https://developer.apple.com/documentation/swiftui/anytransition/combined(with:)).
    public func combined(with other: Transition) -> Transition {
        Transition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal))
    }

    /// A move of the view's own size towards `edge` (y grows downwards).
    static func travel(towards edge: Edge) -> Point {
        switch edge {
        case .top: Point(x: 0, y: -1)
        case .bottom: Point(x: 0, y: 1)
        case .leading: Point(x: -1, y: 0)
        case .trailing: Point(x: 1, y: 0)
        }
    }
}

extension Edge {
    /// The edge across from this one.
    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
