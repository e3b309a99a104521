import TrellisLayout

/// A SwiftUI animation as the CSS transition that draws it: a duration, an easing and a delay.
///
/// The three are custom properties (`--trellis-duration`, `--trellis-easing`,
/// `--trellis-delay`) that the shared stylesheet's transitions read. Custom properties are
/// inherited, so a view's `.animation` moves every element inside it as SwiftUI moves its
/// subviews, until an inner `.animation` sets its own; `transition-timing-function` is not
/// inherited, which is why writing the curve on the modifier's element alone moved nothing
/// that sat inside it.
///
/// A Bézier curve is CSS's own `cubic-bezier()` (SwiftUI's eases are CSS's keywords). A
/// spring, a repeat or a delay inside a repeat becomes a `linear()` easing: points of the
/// motion (``AnimationTimeline``) close enough that straight lines between them stay within
/// ``tolerance`` of it everywhere, so a 200 px move is drawn within 0.4 px of the closed form.
enum AnimationCSS {
    /// How far (a fraction of the travel) the `linear()` easing may stray from the motion.
    static let tolerance = 0.002

    /// The custom properties that give an element (and the elements inside it) `animation`.
    static func declarations(_ animation: Animation) -> [String] {
        // `Animation.default`'s spring is a long `linear()`: the shared stylesheet holds it
        // once, as `--trellis-default-*` on every block (`SharedStylesheet`).
        if animation == .default { return ["duration", "easing", "delay"].map { "--trellis-\($0):var(--trellis-default-\($0))" } }
        let motion = Motion(animation)
        return ["--trellis-duration:\(motion.duration)", "--trellis-easing:\(motion.easing)", "--trellis-delay:\(motion.delay)"]
    }

    /// The three parts of a transition.
    struct Motion: Equatable {
        var duration: String
        var easing: String
        var delay: String

        init(duration: String, easing: String, delay: String) {
            self.duration = duration
            self.easing = easing
            self.delay = delay
        }

        init(_ animation: Animation) {
            self.init(AnimationTimeline(animation))
        }

        init(_ timeline: AnimationTimeline) {
            delay = AnimationCSS.seconds(timeline.duration > 0 ? timeline.delay : 0)
            guard timeline.duration > 0 else {
                duration = "0s"
                easing = "linear"
                return
            }
            duration = AnimationCSS.seconds(timeline.duration)
            easing = timeline.singleCurve.map(AnimationCSS.cubicBezier) ?? AnimationCSS.linearEasing(timeline)
        }
    }

    static func seconds(_ value: Double) -> String {
        HTML.number(value, decimals: 4) + "s"
    }

    /// SwiftUI's eases by CSS's names (the same control points), others as `cubic-bezier()`.
    static func cubicBezier(_ curve: UnitCurve) -> String {
        switch curve {
        case .linear: return "linear"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInOut: return "ease-in-out"
        default:
            let numbers = [curve.startControlPoint.x, curve.startControlPoint.y, curve.endControlPoint.x, curve.endControlPoint.y]
            return "cubic-bezier(" + numbers.map { short(HTML.number($0, decimals: 4)) }.joined(separator: ",") + ")"
        }
    }

    // MARK: - linear()

    /// One point of a `linear()` easing: progress `output` at `input` (a fraction of the duration).
    struct Stop: Equatable {
        var input: Double
        var output: Double
    }

    /// The timeline as `linear(...)`: each piece of continuous motion sampled densely, then
    /// thinned (Douglas–Peucker) to the fewest stops whose straight lines stay within
    /// ``tolerance`` of every sample, measured with the stops as written (rounded), so the
    /// rounding is inside the budget. A jump between pieces is two stops at one input.
    static func linearEasing(_ timeline: AnimationTimeline) -> String {
        let stops = linearStops(timeline)
        var parts: [String] = []
        for (index, stop) in stops.enumerated() {
            var text = outputText(stop.output)
            // The first and last inputs are 0% and 100% by default.
            if index > 0, index < stops.count - 1 { text += " " + inputText(stop.input) }
            parts.append(text)
        }
        return "linear(" + parts.joined(separator: ",") + ")"
    }

    static func linearStops(_ timeline: AnimationTimeline) -> [Stop] {
        let duration = timeline.duration
        // Dense enough that a straight line between neighbours strays a twenty-fifth of the
        // tolerance at most for a spring as quick as 0.05 s (h² · (2π / 0.05 s)² / 8).
        let step = min(duration / 4000, 0.0002)
        var stops: [Stop] = []
        for piece in timeline.pieces where piece.end >= piece.start {
            let count = max(Int(((piece.end - piece.start) / step).rounded(.up)), 1)
            let samples = (0...count).map { index -> Stop in
                let time = index == count ? piece.end : piece.start + (piece.end - piece.start) * Double(index) / Double(count)
                return Stop(input: time / duration, output: piece.isRest ? 0 : piece.progress(time))
            }
            var kept = thinned(samples)
            if let previous = stops.last, let first = kept.first, rounded(previous) == rounded(first) { kept.removeFirst() }
            stops += kept
        }
        if stops.isEmpty { return [Stop(input: 0, output: 0), Stop(input: 1, output: 1)] }
        return stops.map(rounded)
    }

    /// The samples to keep: the ends, and recursively the sample farthest from the line
    /// between kept neighbours while any is farther than the tolerance (then again with
    /// the kept stops rounded as written, until the written polyline is within it).
    private static func thinned(_ samples: [Stop]) -> [Stop] {
        guard samples.count > 2 else { return samples }
        var keep = Set([0, samples.count - 1])
        var pending = [(0, samples.count - 1)]
        while let (low, high) = pending.popLast() {
            guard high - low > 1 else { continue }
            let (worst, error) = farthest(samples, low, high, rounding: false)
            if error > tolerance * 0.75 {
                keep.insert(worst)
                pending.append((low, worst))
                pending.append((worst, high))
            }
        }
        // Check the polyline as written; add the worst sample of any stretch still too far.
        for _ in 0..<64 {
            let indices = keep.sorted()
            var added = false
            for (low, high) in zip(indices, indices.dropFirst()) where high - low > 1 {
                let (worst, error) = farthest(samples, low, high, rounding: true)
                if error > tolerance {
                    keep.insert(worst)
                    added = true
                }
            }
            if !added { break }
        }
        return keep.sorted().map { samples[$0] }
    }

    /// The sample between `low` and `high` farthest from the straight line between them.
    private static func farthest(_ samples: [Stop], _ low: Int, _ high: Int, rounding: Bool) -> (Int, Double) {
        let a = rounding ? rounded(samples[low]) : samples[low], b = rounding ? rounded(samples[high]) : samples[high]
        var worst = low + 1, largest = -1.0
        for index in (low + 1)..<high {
            let sample = samples[index]
            let span = b.input - a.input
            let line = span > 0 ? a.output + (b.output - a.output) * (sample.input - a.input) / span : b.output
            let error = abs(sample.output - line)
            if error > largest {
                largest = error
                worst = index
            }
        }
        return (worst, largest)
    }

    /// A stop as written: inputs to a thousandth of a percent, outputs to four decimals.
    static func rounded(_ stop: Stop) -> Stop {
        Stop(input: (stop.input * 100_000).rounded() / 100_000, output: (stop.output * 10_000).rounded() / 10_000)
    }

    private static func inputText(_ input: Double) -> String { short(HTML.number(input * 100, decimals: 3)) + "%" }
    private static func outputText(_ output: Double) -> String { short(HTML.number(output, decimals: 4)) }

    /// `0.25` as `.25`, `-0.5` as `-.5`: the same CSS number, shorter.
    private static func short(_ number: String) -> String {
        if number.hasPrefix("0.") { return String(number.dropFirst()) }
        if number.hasPrefix("-0.") { return "-" + number.dropFirst(2) }
        return number
    }
}
