import Foundation
import Testing
import TrellisLayout

/// SwiftUI's springs and curves (`Spring`, `UnitCurve`, `Animation`, `AnimationTimeline`)
/// against values worked by hand from the formulas Apple documents: the Spring page's own
/// examples (https://developer.apple.com/documentation/swiftui/spring), the conversions of
/// WWDC23 "Animate with springs", and the damped oscillator's closed form.
@Suite("Animation")
struct AnimationTests {
    // MARK: - Spring conversions

    @Test func durationAndBounceBecomeMassStiffnessAndDamping() {
        // Apple's example: Spring(duration: 0.5, bounce: 0.3) is (1.0, 157.9, 17.6).
        // (2π / 0.5)² = (12.566)² = 157.91; (1 − 0.3) · 4π / 0.5 = 0.7 · 25.133 = 17.593.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.914) < 0.001)
        #expect(abs(spring.damping - 17.593) < 0.001)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        #expect(abs(spring.duration - 0.5) < 1e-12)
        #expect(abs(spring.bounce - 0.3) < 1e-12)
    }

    @Test func massStiffnessAndDampingBecomeDurationAndBounce() {
        // Apple's example: Spring(mass: 1, stiffness: 100, damping: 10) is (0.63, 0.5).
        // ω₀ = √100 = 10, duration = 2π / 10 = 0.6283; ζ = 10 / (2 · √100) = 0.5, bounce = 1 − 0.5.
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.duration - 0.62832) < 1e-5)
        #expect(abs(spring.bounce - 0.5) < 1e-12)
        #expect(abs(spring.response - spring.duration) < 1e-12)
    }

    @Test func negativeBounceIsOverdamped() {
        // bounce −0.5: damping = 4π / (0.5 · 0.5) = 50.27, ζ = 50.27 / (2 · 4π) = 1 / (1 − 0.5) = 2.
        let spring = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(spring.damping - 50.265) < 0.001)
        #expect(abs(spring.dampingRatio - 2) < 1e-12)
        #expect(abs(spring.bounce + 0.5) < 1e-12)
    }

    @Test func responseAndDampingRatioAreThePeriodAndFraction() {
        // Animation.default: response 0.55, dampingFraction 1 → k = (2π / 0.55)² = 130.507, c = 2√k = 22.848.
        let spring = Spring(response: 0.55, dampingRatio: 1)
        #expect(abs(spring.stiffness - 130.507) < 0.001)
        #expect(abs(spring.damping - 22.848) < 0.001)
        #expect(spring.bounce == 0)
    }

    // MARK: - Closed form

    @Test func criticallyDampedSpringFollowsItsClosedForm() {
        // ζ = 1, ω₀ = 2π / 0.5 = 4π: x(t) = 1 − e^(−ω₀t)(1 + ω₀t).
        // t = 0.1: ω₀t = 1.2566, e^−1.2566 = 0.28463, · 2.2566 = 0.64229 → 0.35774.
        let spring = Spring(duration: 0.5, bounce: 0)
        #expect(abs(spring.value(at: 0.1) - 0.35774) < 1e-5)
        #expect(spring.value(at: 0) == 0)
    }

    @Test func underdampedSpringOvershoots() {
        // ζ = 0.7, ω₀ = 4π = 12.566, ω_d = ω₀√(1 − 0.49) = 8.9742, ζω₀ = 8.7965:
        // x(t) = 1 − e^(−8.7965t)(cos 8.9742t + 0.98020 sin 8.9742t).
        // t = 0.1: e^−0.87965 = 0.41493, cos 0.89742 = 0.62363, sin = 0.78172 → 1 − 0.41493 · 1.38987 = 0.42330.
        // t = 0.3: e^−2.63894 = 0.07144, cos 2.69226 = −0.90074, sin = 0.43437 → 1 − 0.07144 · (−0.47497) = 1.03393.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.value(at: 0.1) - 0.42330) < 1e-4)
        #expect(abs(spring.value(at: 0.3) - 1.03393) < 1e-4)
    }

    @Test func overdampedSpringApproachesWithoutCrossing() {
        // ζ = 2, ω₀ = 4π: roots −ω₀(2 ∓ √3) = −3.3672, −46.898; C₂ = r₁ / (r₂ − r₁) = 0.07735, C₁ = −1.07735.
        // t = 0.1: 1 − 1.07735 · e^−0.33672 + 0.07735 · e^−4.6898 = 1 − 0.76935 + 0.00071 = 0.23136.
        let spring = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(spring.value(at: 0.1) - 0.23136) < 1e-4)
        let samples = stride(from: 0.01, through: 3, by: 0.01).map { spring.value(at: $0) }
        #expect(samples.allSatisfy { $0 < 1 })
    }

    @Test func initialVelocityIsTheStartingSlope() {
        let spring = Spring(mass: 1, stiffness: 170, damping: 15)
        let h = 1e-6
        #expect(abs((spring.value(at: h, initialVelocity: 3) - 0) / h - 3) < 1e-3)
        #expect(abs(spring.value(at: h) / h) < 1e-3)
    }

    @Test func settlingDurationIsWhenItStaysWithinAThousandth() {
        // Critically damped: e^(−u)(1 + u) = 0.001 at u = 9.2334, so t = u / ω₀ = 9.2334 / 4π = 0.73477 s;
        // Animation.default (ω₀ = 2π / 0.55): 9.2334 · 0.55 / 2π = 0.80825 s.
        #expect(abs(Spring(duration: 0.5, bounce: 0).settlingDuration() - 0.73477) < 1e-4)
        #expect(abs(Spring(response: 0.55, dampingRatio: 1).settlingDuration() - 0.80825) < 1e-4)
        // Underdamped: after the settling time no sample strays by more than 0.001, just before one does.
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        let settle = bouncy.settlingDuration()
        let after = stride(from: settle, through: settle + 2, by: 0.0005).map { abs(bouncy.value(at: $0) - 1) }
        #expect(after.allSatisfy { $0 <= 0.001 + 1e-9 })
        #expect(abs(bouncy.value(at: settle - 1e-6) - 1) > 0.001 - 1e-6)
        // No damping never settles.
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration() == .infinity)
    }

    // MARK: - Curves

    @Test func unitCurvesAreTheDocumentedBeziers() {
        #expect(UnitCurve.easeInOut.value(at: 0.5) == 0.5)
        // ease-in at s = 0.5: x = 3·0.25·0.5·0.42 + 3·0.5·0.25·1 + 0.125 = 0.6575, y = 3·0.5·0.25 + 0.125 = 0.5.
        #expect(abs(UnitCurve.easeIn.value(at: 0.6575) - 0.5) < 1e-9)
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
        // x outside 0...1 is clamped, as SwiftUI clamps it; y may overshoot.
        let back = Animation.timingCurve(1.5, -0.5, 0.3, 1.5)
        guard case .bezier(let curve, _) = back.curve else { Issue.record("not a Bézier"); return }
        #expect(curve.startControlPoint == UnitPoint(x: 1, y: -0.5))
    }

    // MARK: - Timelines

    @Test func delayAndSpeedComposeInTheOrderWritten() {
        // `.linear(duration: 1).delay(0.5).speed(2)`: the speed halves the delay too.
        let fast = AnimationTimeline(Animation.linear(duration: 1).delay(0.5).speed(2))
        #expect(fast.delay == 0.25 && fast.duration == 0.5)
        #expect(abs(fast.progress(at: 0.25) - 0.5) < 1e-12)
        // `.linear(duration: 1).speed(2).delay(0.5)`: the delay stays.
        let delayed = AnimationTimeline(Animation.linear(duration: 1).speed(2).delay(0.5))
        #expect(delayed.delay == 0.5 && delayed.duration == 0.5)
        #expect(fast.singleCurve == .linear && delayed.singleCurve == .linear)
    }

    @Test func repeatsPlayForwardsAndBackwards() {
        // Three times, autoreversing: up, down, up; 0.4 s each.
        let timeline = AnimationTimeline(Animation.linear(duration: 0.4).repeatCount(3))
        #expect(abs(timeline.duration - 1.2) < 1e-12)
        #expect(abs(timeline.progress(at: 0.2) - 0.5) < 1e-12)
        #expect(abs(timeline.progress(at: 0.5) - 0.75) < 1e-12)
        #expect(abs(timeline.progress(at: 1.1) - 0.75) < 1e-12)
        #expect(timeline.singleCurve == nil)
        // Twice, not autoreversing: the second starts over from 0.
        let restart = AnimationTimeline(Animation.linear(duration: 0.4).repeatCount(2, autoreverses: false))
        #expect(abs(restart.progress(at: 0.39) - 0.975) < 1e-12)
        #expect(restart.progress(at: 0.4) == 0)
        // A delay inside a repeat waits every time.
        let waits = AnimationTimeline(Animation.linear(duration: 0.4).delay(0.1).repeatCount(2, autoreverses: false))
        #expect(waits.delay == 0.1)
        #expect(abs(waits.duration - 0.9) < 1e-12)
        #expect(waits.progress(at: 0.45) == 0)
        #expect(abs(waits.progress(at: 0.7) - 0.5) < 1e-12)
    }

    @Test func springsRunUntilTheySettle() {
        let timeline = AnimationTimeline(.default)
        #expect(abs(timeline.duration - 0.80825) < 1e-4)
        #expect(timeline.singleCurve == nil)
        #expect(abs(timeline.progress(at: 0.2) - Spring(response: 0.55, dampingRatio: 1).value(at: 0.2)) < 1e-12)
        // Undamped: cut at the longest duration the page draws.
        let forever = AnimationTimeline(.interpolatingSpring(stiffness: 100, damping: 0))
        #expect(forever.isCut && forever.duration == AnimationTimeline.longestDuration)
        #expect(AnimationTimeline(.none).duration == 0)
    }

    // MARK: - Reading what was written

    private func read(_ calls: WrittenAnimation.Call...) -> (animation: Animation, issues: [WrittenAnimation.Issue]) {
        WrittenAnimation(calls: calls).read()
    }

    @Test func writtenCallsPickSwiftUIsMembersAndDefaults() {
        #expect(read(.init(name: "easeIn")).animation == .easeIn)
        #expect(read(.init(name: "linear", arguments: [.init(label: "duration", value: .number(0.4))])).animation == .linear(duration: 0.4))
        #expect(read(.init(name: "spring")).animation == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(read(.init(name: "spring", arguments: [.init(label: "bounce", value: .number(0.2))])).animation
                == .interpolatingSpring(duration: 0.5, bounce: 0.2))
        #expect(read(.init(name: "bouncy", arguments: [.init(label: "extraBounce", value: .number(0.1))])).animation
                == .interpolatingSpring(duration: 0.5, bounce: 0.4))
        #expect(read(.init(name: "snappy")).animation == .interpolatingSpring(duration: 0.5, bounce: 0.15))
        #expect(read(.init(name: "smooth", arguments: [.init(label: "duration", value: .number(0.8))])).animation
                == .interpolatingSpring(duration: 0.8, bounce: 0))
        #expect(read(.init(name: "default")).animation == .spring(response: 0.55, dampingFraction: 1))
        let timing = read(.init(name: "timingCurve", arguments: [
            .init(label: nil, value: .number(0.1)), .init(label: nil, value: .number(0.7)),
            .init(label: nil, value: .number(0.3)), .init(label: nil, value: .number(1.2)),
        ]))
        #expect(timing.animation == .timingCurve(0.1, 0.7, 0.3, 1.2, duration: 0.35))
        let modified = read(.init(name: "easeOut"), .init(name: "delay", arguments: [.init(label: "delay", value: .number(0.2))]),
                            .init(name: "repeatCount", arguments: [.init(label: "repeatCount", value: .number(3)), .init(label: "autoreverses", value: .flag(false))]))
        #expect(modified.animation == Animation.easeOut.delay(0.2).repeatCount(3, autoreverses: false))
        #expect(modified.issues.isEmpty)
    }

    @Test func whatThePageCannotDrawIsReportedAtItsCall() {
        let forever = read(.init(name: "linear"), .init(name: "repeatForever", arguments: [.init(label: "repeatForever", value: .flag(false))]))
        #expect(forever.issues.map(\.call) == [1])
        let unknown = read(.init(name: "wobbly"))
        #expect(unknown.animation == .default && unknown.issues.map(\.call) == [0])
        let undamped = read(.init(name: "spring", arguments: [.init(label: "bounce", value: .number(1))]))
        #expect(undamped.issues.count == 1)
        let badSpeed = read(.init(name: "easeIn"), .init(name: "speed", arguments: [.init(label: "speed", value: .number(0))]))
        #expect(badSpeed.animation == .easeIn && badSpeed.issues.map(\.call) == [1])
        let badSpring = read(.init(name: "interpolatingSpring", arguments: [.init(label: "stiffness", value: .number(-5)), .init(label: "damping", value: .number(3))]))
        #expect(badSpring.animation == .none && badSpring.issues.count == 1)
        let many = read(.init(name: "linear", arguments: [.init(label: "duration", value: .number(0.1))]),
                        .init(name: "repeatCount", arguments: [.init(label: "repeatCount", value: .number(1_000_000))]))
        #expect(many.animation == Animation.linear(duration: 0.1).repeatCount(WrittenAnimation.mostRepeats))
        #expect(many.issues.map(\.call) == [1])
        // 100 repeats of 0.35 s run past the longest motion drawn: that is said too.
        let long = read(.init(name: "linear"), .init(name: "repeatCount", arguments: [.init(label: "repeatCount", value: .number(100))]))
        #expect(long.issues.map(\.call) == [0])
    }
}
