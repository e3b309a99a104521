// SwiftUI's Spring: a damped harmonic oscillator, in each parametrisation Apple documents.

import Foundation

/// A spring's motion from 0 to 1, as SwiftUI's `Spring` models it
/// (https://developer.apple.com/documentation/swiftui/spring): a mass on a spring with a
/// damper, `m·x'' = −k·(x − 1) − c·x'`, starting at rest at 0 (or with an initial velocity).
///
/// Stored as the physical constants; the other parametrisations are conversions of them.
/// Apple gives the conversion in "Animate with springs" (WWDC23 session 10158,
/// https://developer.apple.com/videos/play/wwdc2023/10158/): mass 1,
/// stiffness = (2π ÷ duration)², damping = (1 − bounce) × 4π ÷ duration for bounce ≥ 0 and
/// 4π ÷ (duration × (1 + bounce)) for bounce < 0; `response` is the same period as
/// `duration` and `dampingRatio` is damping over critical damping, 2√(k·m). The Spring page's
/// own examples check it: `Spring(duration: 0.5, bounce: 0.3)` has mass 1, stiffness 157.9,
/// damping 17.6, and `Spring(mass: 1, stiffness: 100, damping: 10)` has duration 0.63 and
/// bounce 0.5 (`SpringTests`).
public struct Spring: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double

    /// `Spring(mass:stiffness:damping:)`
    /// (https://developer.apple.com/documentation/swiftui/spring/init(mass:stiffness:damping:allowoverdamping:)).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// `Spring(duration: 0.5, bounce: 0)`
    /// (https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)):
    /// `duration` is the perceptual duration (the period of the undamped oscillation);
    /// `bounce` 0 is critically damped, up to 1 (undamped), down to −1 (ever more overdamped).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        mass = 1
        stiffness = (2 * .pi / duration) * (2 * .pi / duration)
        damping = bounce >= 0 ? (1 - bounce) * 4 * .pi / duration : 4 * .pi / (duration * (1 + bounce))
    }

    /// `Spring(response:dampingRatio:)`
    /// (https://developer.apple.com/documentation/swiftui/spring/init(response:dampingratio:)):
    /// `response` is the period of the undamped oscillation, `dampingRatio` the fraction of
    /// critical damping.
    public init(response: Double, dampingRatio: Double) {
        mass = 1
        stiffness = (2 * .pi / response) * (2 * .pi / response)
        damping = dampingRatio * 4 * .pi / response
    }

    /// Whether the constants describe a spring that moves: positive mass and stiffness,
    /// damping not negative, all finite.
    public var isValid: Bool {
        mass.isFinite && stiffness.isFinite && damping.isFinite && mass > 0 && stiffness > 0 && damping >= 0
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// `dampingRatio`: damping as a fraction of critical damping, c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// `response` and `duration`: the period of the undamped oscillation, 2π / ω₀.
    public var response: Double { 2 * .pi / naturalFrequency }
    public var duration: Double { response }
    /// `bounce`: 1 − ζ when underdamped or critical, 1/ζ − 1 when overdamped (the inverse of
    /// ``init(duration:bounce:)``).
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The position at `time` seconds of a spring released at 0 towards 1 with
    /// `initialVelocity` (in units of the whole travel per second), from the closed-form
    /// solution of the damped oscillator (under-, critically or overdamped).
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        guard time > 0 else { return 0 }
        return 1 + displacement(at: time, initialVelocity: initialVelocity)
    }

    /// x(t) − 1: the distance left to the target (−1 at the start).
    func displacement(at time: Double, initialVelocity v0: Double) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio
        if abs(zeta - 1) < 1e-6 {
            return exp(-omega * time) * (-1 + (v0 - omega) * time)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * time) * (-cos(damped * time) + (v0 - zeta * omega) / damped * sin(damped * time))
        }
        let spread = omega * (zeta * zeta - 1).squareRoot()
        let slow = -zeta * omega + spread, fast = -zeta * omega - spread
        let fastShare = (v0 + slow) / (fast - slow)
        return (-1 - fastShare) * exp(slow * time) + fastShare * exp(fast * time)
    }

    /// A bound of |x(t) − 1| that only decreases after `time` ≥ 1/ω₀: the envelope of the
    /// oscillation, or the slower exponential.
    private func envelope(at time: Double, initialVelocity v0: Double) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio
        if abs(zeta - 1) < 1e-6 { return exp(-omega * time) * (1 + abs(v0 - omega) * time) }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let sine = (v0 - zeta * omega) / damped
            return exp(-zeta * omega * time) * (1 + sine * sine).squareRoot()
        }
        let spread = omega * (zeta * zeta - 1).squareRoot()
        let slow = -zeta * omega + spread, fast = -zeta * omega - spread
        let fastShare = (v0 + slow) / (fast - slow)
        return (abs(1 + fastShare) + abs(fastShare)) * exp(slow * time)
    }

    /// `settlingDuration`: the time after which every later position is within `epsilon` of
    /// the target. Apple's property uses "a target of 1.0, an initial velocity of 0, and an
    /// epsilon of 0.001" (https://developer.apple.com/documentation/swiftui/spring/settlingduration);
    /// `settlingDuration(target:initialVelocity:epsilon:)` takes the others. The last time
    /// |x − 1| reaches epsilon is found by scanning back from where the envelope falls below
    /// it, then bisecting. `.infinity` when the spring never settles (no damping), or
    /// settles later than `limit` seconds.
    public func settlingDuration(initialVelocity: Double = 0, epsilon: Double = 0.001, limit: Double = 3600) -> Double {
        guard isValid, epsilon > 0, initialVelocity.isFinite else { return .infinity }
        let omega = naturalFrequency
        guard damping > 0 else { return .infinity }
        var upper = 1 / omega
        while envelope(at: upper, initialVelocity: initialVelocity) >= epsilon {
            upper *= 2
            if upper > limit { return .infinity }
        }
        let missing = { (time: Double) in abs(self.displacement(at: time, initialVelocity: initialVelocity)) >= epsilon }
        // Steps short enough to land inside every excursion beyond epsilon: a fraction of
        // the oscillation's period, and of the whole span.
        let step = min(upper / 4096, response / 64)
        var time = upper
        while time > 0, !missing(time) { time -= step }
        guard time > 0 else { return 0 }
        var low = time, high = min(time + step, upper)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if missing(middle) { low = middle } else { high = middle }
        }
        return high
    }
}
