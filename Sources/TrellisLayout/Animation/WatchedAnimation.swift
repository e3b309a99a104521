// One `.animation(_:value:)` on a view: the animation, and the value whose changes it animates.

/// `.animation(_:value:)` as a view carries it: SwiftUI "applies the given animation to this
/// view when the specified value changes"
/// (https://developer.apple.com/documentation/swiftui/view/animation(_:value:)), so a change
/// that leaves `value` as it was does not take this animation; `.animation(_:)` without a
/// value (deprecated) takes every change.
///
/// The value is kept as written out in one state (its description): the renderer compares it
/// between states to find which state variables change it (`AnimationScope` in TrellisHTML).
public struct WatchedAnimation: Hashable, Sendable {
    /// The animation; ``Animation/none`` for `.animation(nil, value:)`, which stops a change
    /// of the value from animating.
    public var animation: Animation
    /// The watched value in this state; `nil` for `.animation(_:)`, which watches every change.
    public var value: String?

    public init(_ animation: Animation, value: String?) {
        self.animation = animation
        self.value = value
    }
}
