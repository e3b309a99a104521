// An animation as the author wrote it in SwiftUI's words, read into an Animation with its problems.

/// `.spring(duration: 0.4, bounce: 0.2).delay(0.1)` as calls of names with labelled
/// arguments: the curve first, then each modifier in the order written.
///
/// The language stage fills it in from what it evaluated; ``read()`` picks the SwiftUI
/// member each call names (by its argument labels, as Swift's overloads are picked), applies
/// the defaults Apple documents (on ``Animation``'s members), and reports every part the
/// page cannot draw as written, so the author sees a warning at that call.
public struct WrittenAnimation: Sendable {
    public enum Value: Sendable, Equatable {
        case number(Double)
        case flag(Bool)
        /// Anything else, as written (a `UnitCurve`, a `Spring` value...).
        case other(String)
    }

    public struct Argument: Sendable {
        public var label: String?
        public var value: Value

        public init(label: String?, value: Value) {
            self.label = label
            self.value = value
        }
    }

    public struct Call: Sendable {
        public var name: String
        public var arguments: [Argument]

        public init(name: String, arguments: [Argument] = []) {
            self.name = name
            self.arguments = arguments
        }

        func number(_ label: String?) -> Double? {
            guard case .number(let value)? = arguments.first(where: { $0.label == label })?.value else { return nil }
            return value
        }

        func flag(_ label: String?) -> Bool? {
            guard case .flag(let value)? = arguments.first(where: { $0.label == label })?.value else { return nil }
            return value
        }

        func has(_ label: String?) -> Bool { arguments.contains { $0.label == label } }
    }

    /// Something the page draws differently from SwiftUI, at `call` (an index in ``calls``).
    public struct Issue: Sendable, Equatable {
        public var call: Int
        public var message: String
        public var hint: String?
    }

    /// The curve's call, then the modifiers' (`delay`, `speed`, `repeatCount`, `repeatForever`).
    public var calls: [Call]

    public init(calls: [Call]) {
        self.calls = calls
    }

    /// The names of SwiftUI's animations the page draws.
    public static let curveNames = [
        "default", "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring", "interactiveSpring",
        "interpolatingSpring", "smooth", "snappy", "bouncy",
    ]

    /// The most repeats drawn: each is written out in the transition's easing.
    public static let mostRepeats = 100

    /// The animation, and what in it the page cannot draw as written.
    public func read() -> (animation: Animation, issues: [Issue]) {
        var issues: [Issue] = []
        guard let curveCall = calls.first else { return (.default, []) }
        var animation = Self.curve(curveCall) { issues.append(Issue(call: 0, message: $0, hint: $1)) }
        for (index, call) in calls.enumerated().dropFirst() {
            let report = { (message: String, hint: String?) in issues.append(Issue(call: index, message: message, hint: hint)) }
            switch call.name {
            case "delay":
                guard let seconds = call.number("delay"), seconds.isFinite else {
                    report("`.delay` takes a number of seconds; the animation starts without a delay", nil)
                    continue
                }
                animation = animation.delay(seconds)
            case "speed":
                guard let speed = call.number("speed"), speed.isFinite, speed > 0 else {
                    report("`.speed` takes a number greater than 0; the animation keeps its speed", "2 plays it twice as fast, 0.5 half as fast")
                    continue
                }
                animation = animation.speed(speed)
            case "repeatCount":
                let autoreverses = call.flag("autoreverses") ?? true
                guard let count = call.number("repeatCount"), count.isFinite, count.rounded() == count, count >= 1 else {
                    report("`.repeatCount` takes a whole number of times, at least 1; the animation plays once", nil)
                    continue
                }
                if count > Double(Self.mostRepeats) {
                    report("the page draws at most \(Self.mostRepeats) repeats; the animation plays \(Self.mostRepeats) times, not \(Int(min(count, 1e9)))", nil)
                }
                animation = animation.repeatCount(Int(min(count, Double(Self.mostRepeats))), autoreverses: autoreverses)
            case "repeatForever":
                animation = animation.repeatForever(autoreverses: call.flag("repeatForever") ?? true)
                report("a CSS transition cannot repeat forever; the page plays the animation once",
                       "`.repeatCount(_:autoreverses:)` repeats it a given number of times")
            default:
                report("`.\(call.name)` is not a modifier of an animation the page draws; it is left out", nil)
            }
        }
        let timeline = AnimationTimeline(animation)
        if timeline.isCut {
            issues.append(Issue(call: 0, message: "this animation does not come to rest within \(Int(AnimationTimeline.longestDuration)) s; the page ends it there",
                                hint: "a bounce below 1 (or some damping) lets a spring settle"))
        }
        return (animation, issues)
    }

    // MARK: - Curves

    /// The curve a call names, with SwiftUI's defaults for what it leaves out.
    private static func curve(_ call: Call, report: (String, String?) -> Void) -> Animation {
        /// A duration of a timing curve, or a spring's period (`duration:`, `response:`): 0 or
        /// more seconds (a spring of period 0 is infinitely stiff, and jumps).
        func duration(_ label: String, default fallback: Double) -> Double {
            guard call.has(label) else { return fallback }
            guard let value = call.number(label), value.isFinite, value >= 0 else {
                report("`\(label):` takes 0 or more seconds; \(fallback) s is used", nil)
                return fallback
            }
            return value
        }
        /// A spring's bounce: SwiftUI's range is −1 to 1 ("negative values indicate overdamped
        /// springs with a minimum value of -1.0"); −1 itself never moves.
        func bounce(_ value: Double, label: String) -> Double {
            guard value.isFinite, value > -1, value <= 1 else {
                let clamped = value.isFinite ? min(max(value, -0.99), 1) : 0
                report("a spring's bounce runs from -1 (not included) to 1; \(clamped) is used", "0 does not bounce, 0.3 bounces a little, 1 never stops")
                return clamped
            }
            return value
        }
        func fraction(_ label: String, default fallback: Double) -> Double {
            guard call.has(label) else { return fallback }
            guard let value = call.number(label), value.isFinite, value >= 0 else {
                report("`\(label):` takes a fraction of critical damping, 0 or more; \(fallback) is used", "1 does not bounce; below 1 bounces")
                return fallback
            }
            return value
        }
        func velocity() -> Double {
            guard call.has("initialVelocity") else { return 0 }
            guard let value = call.number("initialVelocity"), value.isFinite else {
                report("`initialVelocity:` takes a number; 0 is used", nil)
                return 0
            }
            return value
        }
        /// `spring(duration:bounce:)` forms, or a jump for a period of 0.
        func springOf(duration: Double, bounce: Double, initialVelocity: Double = 0) -> Animation {
            duration > 0 ? .interpolatingSpring(duration: duration, bounce: bounce, initialVelocity: initialVelocity) : .none
        }
        func extraBounced(base: Double) -> Animation {
            let extra = call.number("extraBounce") ?? 0
            return springOf(duration: duration("duration", default: 0.5), bounce: bounce(base + (extra.isFinite ? extra : 0), label: "extraBounce"))
        }

        switch call.name {
        case "default": return .default
        case "linear": return .linear(duration: duration("duration", default: Animation.defaultDuration))
        case "easeIn": return .easeIn(duration: duration("duration", default: Animation.defaultDuration))
        case "easeOut": return .easeOut(duration: duration("duration", default: Animation.defaultDuration))
        case "easeInOut": return .easeInOut(duration: duration("duration", default: Animation.defaultDuration))
        case "timingCurve":
            let points = call.arguments.filter { $0.label == nil }.compactMap { argument -> Double? in
                if case .number(let value) = argument.value, value.isFinite { return value }
                return nil
            }
            guard points.count == 4 else {
                report("`.timingCurve` is drawn from four numbers, the control points' coordinates; the default animation is used",
                       "`.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)`")
                return .default
            }
            return .timingCurve(points[0], points[1], points[2], points[3], duration: duration("duration", default: Animation.defaultDuration))
        case "spring", "interactiveSpring":
            // `spring(response:dampingFraction:)` and `spring(duration:bounce:)` share the
            // name; the labels pick the member, as Swift picks the overload. Without labels,
            // `.spring` and `.interactiveSpring` are the response form with its defaults
            // (0.5 and 0.825; 0.15 and 0.86 for interactiveSpring,
            // https://developer.apple.com/documentation/swiftui/animation/interactivespring(response:dampingfraction:blendduration:)).
            let interactive = call.name == "interactiveSpring"
            if call.has("duration") || call.has("bounce") || call.has("extraBounce") {
                let duration = duration("duration", default: interactive ? 0.15 : 0.5)
                // interactiveSpring(duration:extraBounce:)'s base bounce is not documented; the
                // response form's damping (0.86) is a bounce of 0.14.
                let base = interactive ? 0.14 : (call.number("bounce") ?? 0)
                let extra = interactive ? (call.number("extraBounce") ?? 0) : 0
                return springOf(duration: duration, bounce: bounce(base + (extra.isFinite ? extra : 0), label: "bounce"))
            }
            let response = duration("response", default: interactive ? 0.15 : 0.5)
            let damping = fraction("dampingFraction", default: interactive ? 0.86 : 0.825)
            return response > 0 ? .spring(response: response, dampingFraction: damping) : .none
        case "interpolatingSpring":
            if call.has("stiffness") || call.has("damping") || call.has("mass") {
                let mass = call.number("mass") ?? 1, stiffness = call.number("stiffness") ?? .nan, damping = call.number("damping") ?? .nan
                let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
                guard spring.isValid else {
                    report("a spring needs a mass and a stiffness greater than 0 and a damping of 0 or more; the view jumps",
                           "`.interpolatingSpring(stiffness: 170, damping: 15)`")
                    return .none
                }
                return .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity())
            }
            let duration = duration("duration", default: 0.5)
            return springOf(duration: duration, bounce: bounce(call.number("bounce") ?? 0, label: "bounce"), initialVelocity: velocity())
        case "smooth": return extraBounced(base: 0)
        case "snappy": return extraBounced(base: 0.15)
        case "bouncy": return extraBounced(base: 0.3)
        default:
            report("`.\(call.name)` is not an animation the page draws; the default spring moves the view instead",
                   "the page draws " + curveNames.map { "`.\($0)`" }.joined(separator: ", "))
            return .default
        }
    }
}
