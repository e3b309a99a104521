// An Animation as progress over time: its curve with the delays, speeds and repeats applied.

/// What an ``Animation`` does to a move from one layout to the next: the fraction of the way
/// travelled (0 at the old frame, 1 at the new; a spring overshoots) at each moment.
///
/// The curve's motion is composed with each modifier in the order written, as SwiftUI nests
/// them: a delay waits before what it wraps, a speed scales the time of what it wraps
/// (delays inside included), a repeat plays what it wraps again (its delays included),
/// backwards every other time when it autoreverses. When an autoreversing repeat ends
/// backwards (an even count), the view then jumps to its new frame, where its state puts
/// it ("When `autoreverse` is `true` and `repeatCount` is `2`, the animation moves forward,
/// then reverses, then stops",
/// https://developer.apple.com/documentation/swiftui/animation/repeatcount(_:autoreverses:)).
public struct AnimationTimeline: Sendable {
    /// One stretch of continuous motion: progress jumps only between pieces.
    public struct Piece: Sendable {
        /// Seconds from the start of ``AnimationTimeline/duration``'s span.
        public var start: Double
        public var end: Double
        /// The progress at a time in `start...end` (same clock).
        public var progress: @Sendable (Double) -> Double
        /// The Bézier the piece follows from its start to its end, if it is exactly one
        /// (CSS draws it as `cubic-bezier()`).
        public var curve: UnitCurve?
        /// A wait at rest (progress 0), from a delay.
        public var isRest: Bool
    }

    /// Seconds at rest before anything moves: the delays in front, which CSS writes as
    /// `transition-delay`.
    public private(set) var delay: Double
    /// Seconds from the first movement to the end.
    public private(set) var duration: Double
    /// The motion after ``delay``, in order, covering `0...duration`.
    public private(set) var pieces: [Piece]
    /// Whether a spring that never settles, or a motion longer than
    /// ``AnimationTimeline/longestDuration``, was cut short.
    public private(set) var isCut = false

    /// The longest motion the page draws, in seconds.
    public static let longestDuration = 30.0
    /// How close to its target a spring must stay to have settled, as a fraction of the
    /// travel: SwiftUI's `settlingDuration` epsilon
    /// (https://developer.apple.com/documentation/swiftui/spring/settlingduration).
    public static let settlingEpsilon = 0.001

    public init(_ animation: Animation) {
        var span: Double
        var pieces: [Piece]
        switch animation.curve {
        case .none:
            span = 0
            pieces = []
        case .bezier(let curve, let duration):
            span = duration.isFinite ? max(duration, 0) : 0
            let length = span
            pieces = span > 0 ? [Piece(start: 0, end: span, progress: { curve.value(at: $0 / length) }, curve: curve, isRest: false)] : []
        case .spring(let spring, let velocity):
            guard spring.isValid, velocity.isFinite else {
                span = 0
                pieces = []
                break
            }
            let settling = spring.settlingDuration(initialVelocity: velocity, epsilon: Self.settlingEpsilon, limit: Self.longestDuration * 2)
            if settling > Self.longestDuration { isCut = true }
            span = min(settling, Self.longestDuration)
            pieces = span > 0 ? [Piece(start: 0, end: span, progress: { spring.value(at: $0, initialVelocity: velocity) }, curve: nil, isRest: false)] : []
        }
        delay = 0
        duration = span
        self.pieces = pieces
        for modifier in animation.modifiers { apply(modifier) }
        if duration > Self.longestDuration {
            isCut = true
            self.pieces = self.pieces.compactMap { piece in
                guard piece.start < Self.longestDuration else { return nil }
                guard piece.end > Self.longestDuration else { return piece }
                var cut = piece
                cut.end = Self.longestDuration
                cut.curve = nil
                return cut
            }
            duration = Self.longestDuration
        }
        // The waits in front are the transition's delay; the motion starts after them.
        while let first = self.pieces.first, first.isRest {
            delay += first.end - first.start
            self.pieces.removeFirst()
        }
        let lead = delay
        if lead > 0 { self.pieces = self.pieces.map { $0.shifted(by: -lead) } }
        duration = max(duration - lead, 0)
        if self.pieces.isEmpty { duration = 0 }
    }

    /// The progress at `time` seconds after ``delay`` (0 before the motion starts). Once the
    /// motion is over the page shows the new frame, whatever its last progress was.
    public func progress(at time: Double) -> Double {
        guard let last = pieces.last else { return 1 }
        if time >= duration { return last.isRest ? 0 : last.progress(min(time, last.end)) }
        guard time > 0 else { return pieces[0].isRest ? 0 : pieces[0].progress(max(time, pieces[0].start)) }
        // The later piece owns a shared boundary, as the motion has jumped there.
        let piece = pieces.last { $0.start <= time } ?? pieces[0]
        return piece.isRest ? 0 : piece.progress(min(time, piece.end))
    }

    /// Whether the move is one plain Bézier: CSS's `cubic-bezier()` draws it exactly.
    public var singleCurve: UnitCurve? {
        pieces.count == 1 ? pieces[0].curve : nil
    }

    // MARK: - Modifiers

    private mutating func apply(_ modifier: Animation.Modifier) {
        switch modifier {
        case .delay(let seconds):
            guard seconds.isFinite, seconds != 0 else { return }
            if seconds > 0 {
                pieces = [Piece(start: 0, end: seconds, progress: { _ in 0 }, curve: nil, isRest: true)] + pieces.map { $0.shifted(by: seconds) }
                duration += seconds
            } else {
                // A negative delay starts the animation that far in.
                pieces = pieces.compactMap { $0.shifted(by: seconds).clipped(from: 0) }
                duration = max(duration + seconds, 0)
            }
        case .speed(let speed):
            guard speed.isFinite, speed > 0 else { return }
            pieces = pieces.map { $0.scaled(by: 1 / speed) }
            duration /= speed
        case .repeatCount(let count, let autoreverses):
            guard count > 1, duration > 0 else { return }
            let once = pieces, length = duration
            var repeated: [Piece] = []
            for index in 0..<count {
                let offset = Double(index) * length
                if autoreverses, index % 2 == 1 {
                    repeated += once.reversed().map { $0.reversed(within: length).shifted(by: offset) }
                } else {
                    repeated += once.map { $0.shifted(by: offset) }
                }
            }
            pieces = repeated
            duration = length * Double(count)
        case .repeatForever:
            // Played once: a CSS transition cannot repeat (`WrittenAnimation` warns).
            return
        }
    }
}

extension AnimationTimeline.Piece {
    func shifted(by offset: Double) -> Self {
        let progress = self.progress
        return Self(start: start + offset, end: end + offset, progress: { progress($0 - offset) }, curve: curve, isRest: isRest)
    }

    func scaled(by factor: Double) -> Self {
        let progress = self.progress
        return Self(start: start * factor, end: end * factor, progress: { progress($0 / factor) }, curve: curve, isRest: isRest)
    }

    /// The piece played backwards within a span of `length` seconds starting at 0.
    func reversed(within length: Double) -> Self {
        let progress = self.progress
        return Self(start: length - end, end: length - start, progress: { progress(length - $0) }, curve: nil, isRest: isRest)
    }

    /// The part from `time` on; `nil` if nothing is left.
    func clipped(from time: Double) -> Self? {
        guard end > time else { return nil }
        guard start < time else { return self }
        // No longer the whole Bézier from its start.
        return Self(start: time, end: end, progress: progress, curve: nil, isRest: isRest)
    }
}
