// SwiftUI's Animation: a timing curve or a spring, with its delay, speed and repeats.

/// How a view moves from one layout to the next, as SwiftUI's `Animation` describes it
/// (https://developer.apple.com/documentation/swiftui/animation): a curve, then the
/// modifiers written after it, in order (`.easeIn.delay(0.2).speed(2)` halves the delay
/// too, `.easeIn.speed(2).delay(0.2)` does not).
///
/// The static members mirror SwiftUI's, with the defaults Apple documents on each member's
/// page; ``AnimationTimeline`` turns one into progress over time for the HTML writer.
public struct Animation: Hashable, Sendable {
    public enum Curve: Hashable, Sendable {
        /// `.animation(nil)`: no animation; the view jumps to its new frame.
        case none
        /// A cubic Bézier over `duration` seconds (`.linear`, the eases, `.timingCurve`).
        case bezier(UnitCurve, duration: Double)
        /// A spring, released with `initialVelocity` (travels per second), until it settles.
        case spring(Spring, initialVelocity: Double)
    }

    public enum Modifier: Hashable, Sendable {
        /// `.delay(_:)`: seconds before the animation starts
        /// (https://developer.apple.com/documentation/swiftui/animation/delay(_:)).
        case delay(Double)
        /// `.speed(_:)`: "changes the duration of the animation by a factor of `speed`"
        /// (https://developer.apple.com/documentation/swiftui/animation/speed(_:)).
        case speed(Double)
        /// `.repeatCount(_:autoreverses:)`: the animation `count` times in all, every other
        /// time backwards when `autoreverses` ("autoreverse counts towards the repeatCount",
        /// https://developer.apple.com/documentation/swiftui/animation/repeatcount(_:autoreverses:)).
        case repeatCount(Int, autoreverses: Bool)
        /// `.repeatForever(autoreverses:)`
        /// (https://developer.apple.com/documentation/swiftui/animation/repeatforever(autoreverses:)).
        case repeatForever(autoreverses: Bool)
    }

    public var curve: Curve
    public var modifiers: [Modifier]

    public init(curve: Curve, modifiers: [Modifier] = []) {
        self.curve = curve
        self.modifiers = modifiers
    }

    /// The duration of SwiftUI's timing curves when none is given: 0.35 s ("The `easeIn`
    /// animation has a default duration of 0.35 seconds",
    /// https://developer.apple.com/documentation/swiftui/animation/easein; the same on
    /// `easeOut`, `easeInOut` and as `timingCurve`'s default argument).
    public static let defaultDuration = 0.35

    /// `.animation(nil)`.
    public static let none = Animation(curve: .none)

    /// "The `default` animation is `spring(response:dampingFraction:blendDuration:)` with
    /// `response` equal to 0.55, `dampingFraction` equal to 1.0" since iOS 17; ease-in-out
    /// before (https://developer.apple.com/documentation/swiftui/animation/default).
    public static let `default` = spring(response: 0.55, dampingFraction: 1)

    // MARK: - Timing curves

    public static let linear = linear(duration: defaultDuration)
    public static let easeIn = easeIn(duration: defaultDuration)
    public static let easeOut = easeOut(duration: defaultDuration)
    public static let easeInOut = easeInOut(duration: defaultDuration)

    public static func linear(duration: Double) -> Animation { Animation(curve: .bezier(.linear, duration: duration)) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .bezier(.easeIn, duration: duration)) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .bezier(.easeOut, duration: duration)) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .bezier(.easeInOut, duration: duration)) }

    /// `timingCurve(_:_:_:_:duration:)`, duration 0.35 s by default: a cubic Bézier through
    /// (p1x, p1y) and (p2x, p2y)
    /// (https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = defaultDuration) -> Animation {
        let curve = UnitCurve(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
        return Animation(curve: .bezier(curve, duration: duration))
    }

    // MARK: - Springs

    /// `spring(duration: 0.5, bounce: 0, blendDuration: 0)`
    /// (https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)).
    /// `blendDuration` only blends a spring into one that interrupts it; a move that runs to
    /// its end is the same without it.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(curve: .spring(Spring(duration: duration, bounce: bounce), initialVelocity: 0))
    }

    /// `spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)`
    /// (https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
        Animation(curve: .spring(Spring(response: response, dampingRatio: dampingFraction), initialVelocity: 0))
    }

    /// `.spring`: "This uses the default parameter values" of the response form above
    /// (https://developer.apple.com/documentation/swiftui/animation/spring).
    public static let spring = spring(response: 0.5, dampingFraction: 0.825)

    /// `interpolatingSpring(mass: 1, stiffness:damping:initialVelocity: 0)`
    /// (https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(curve: .spring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity))
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)`
    /// (https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(duration:bounce:initialvelocity:));
    /// `.interpolatingSpring` uses these defaults.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(curve: .spring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity))
    }

    /// `smooth(duration: 0.5, extraBounce: 0)`: a spring of "base bounce of 0"
    /// (https://developer.apple.com/documentation/swiftui/animation/smooth(duration:extrabounce:)).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// `snappy(duration: 0.5, extraBounce: 0)`: "the base bounce of 0.15"
    /// (https://developer.apple.com/documentation/swiftui/animation/snappy(duration:extrabounce:)).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `bouncy(duration: 0.5, extraBounce: 0)`: "the base bounce of 0.3"
    /// (https://developer.apple.com/documentation/swiftui/animation/bouncy(duration:extrabounce:)).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: - Modifiers

    public func delay(_ delay: Double) -> Animation { adding(.delay(delay)) }
    public func speed(_ speed: Double) -> Animation { adding(.speed(speed)) }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { adding(.repeatCount(count, autoreverses: autoreverses)) }
    public func repeatForever(autoreverses: Bool = true) -> Animation { adding(.repeatForever(autoreverses: autoreverses)) }

    private func adding(_ modifier: Modifier) -> Animation {
        var result = self
        result.modifiers.append(modifier)
        return result
    }
}
