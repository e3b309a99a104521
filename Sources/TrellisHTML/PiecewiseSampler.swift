/// Splits a width range into the linear pieces of a layout, with exact breakpoints.
///
/// Between the widths where something discrete changes (a line break, a ViewThatFits choice,
/// a clamp of a flexible frame), every position in a SwiftUI layout is a linear function of
/// the proposed width. The sampler fits the current piece's line through its first two
/// layout units, probes ahead in growing steps while samples stay on that line, and bisects
/// to the exact width where they leave it. Widths are integers in 1/64 px because that is
/// all a browser's container can measure (LayoutUnit), so bisection ends at two neighbouring
/// representable widths and no width is misclassified.
///
/// Why probes may be far apart: a layout is a tree of decisions (does the next word fit,
/// which ViewThatFits child fits, is a frame clamped), each a comparison of quantities that
/// are affine in the width while the decisions before it stay the same, and each of which
/// flips at most once as its input grows (greedy line breaking is monotone in the proposed
/// width). The widths that take one path through those decisions are then an interval, so
/// two probes with the same path have no other layout between them. The sampler sees the
/// path through its outputs (every element's frame, visibility and line breaks); a
/// different path that produced the same outputs at both probes and something else in
/// between (an excursion) would be missed. `maxStep` bounds how wide such an excursion
/// could be; `PieceModelTests` checks the pieces against 1 px probing on real blocks.
///
/// Where a piece ends is usually where a text's lines change, or a flow layout's: the width
/// its parent proposes it, linear in the block's width on the piece, leaves the widths that
/// make its layout (`LayoutSample.proposals`). The sampler walks to the first such width (`maxStep` at most
/// between probes, as ever) and lays out the width after it: when the first is on the line
/// and the second is not, that is the breakpoint bisection would have found, in two layouts
/// instead of about ten. A foresight that is wrong (a choice no text shows, such as a clamped
/// frame) only costs those probes: the piece is then found as without it.
struct PiecewiseSampler {
    /// Units per CSS px: Blink's LayoutUnit.
    static let unitsPerPixel = 64
    /// How far (px) a sample may be from the piece's line and still be on it. Far below
    /// what the browser can show, far above floating-point noise in the engine.
    static let tolerance = 1e-4

    /// The range in 1/64 px.
    var lower: Int
    var upper: Int
    /// The largest distance between two probes on one piece, in 1/64 px.
    var maxStep: Int
    var sample: (Int) -> LayoutSample
    /// The layout at a width in px that is no whole unit (a 1/60 px width: `settlesSixtieths`).
    var sampleAtPixels: ((Double) -> LayoutSample)?

    init(minWidth: Double, maxWidth: Double, stepPixels: Double = 1, sample: @escaping (Int) -> LayoutSample) {
        let unit = Double(Self.unitsPerPixel)
        lower = Int((minWidth * unit).rounded(.down))
        upper = max(lower, Int((maxWidth * unit).rounded(.up)))
        maxStep = max(1, Int((stepPixels * unit).rounded()))
        self.sample = sample
    }

    /// The pieces covering `lower...upper`, in order, each maximal.
    func pieces() -> [LinearPiece] {
        var result: [LinearPiece] = []
        var start = Probe(width: lower, sample: sample(lower))
        // The first probe of a piece guesses it is as long as the piece two before: a
        // paragraph re-wraps at roughly even intervals, and each re-wrap is often a pair of
        // pieces (a unit or two where the new line just fits, then a long stretch), so the
        // piece two back is the better predictor. A good guess means one probe past the
        // piece's end, then bisection over a bracket no wider than the piece.
        var guess = maxStep
        var lengths: [Int] = []
        var ahead: [Probe] = []
        while true {
            let extended = extend(from: start, firstStep: guess, ahead: ahead)
            result.append(extended.piece)
            guard let next = extended.next else { break }
            lengths.append(extended.piece.upper - extended.piece.lower + 1)
            guess = max(1, min(maxStep, lengths.count >= 2 ? lengths[lengths.count - 2] : lengths[0]))
            start = next
            ahead = extended.ahead
        }
        if let sampleAtPixels { settlesSixtieths(&result, sample: sampleAtPixels) }
        return result
    }

    /// Firefox lays a block out in 1/60 px (its app unit), so a block the page makes 341.4375
    /// px wide there is 341.4333: between two 1/64 px units, the only widths chromium and WebKit
    /// give it. Where such a width lies between a piece's last unit and the next piece's first,
    /// the engine's layout there is one of the two pieces'; it is laid out once, and the
    /// boundary is written below or above it, so that Firefox shows at every width the layout
    /// the engine gives at that width, as chromium does. It is the piece before's when that
    /// piece's CSS draws it (`draws`), else the next's: of content/'s 2,693 such widths, 2,304
    /// are the piece before's and 389 the next's, 15 of those off its line by up to 0.01 px
    /// (a shrinking text, whose lengths are not linear) with its choices; none is a third layout.
    ///
    /// The piece before is often a single unit (a text re-wraps there and again one unit on),
    /// whose CSS is constant: it has no line to carry on, so the width is its when it makes
    /// the same choices and its lengths are within a layout unit. Judged by a line, 48 of
    /// content/'s were written as the next piece's, and Firefox drew a squeezed text of the
    /// geometry suite in 42 lines at 446.35 px where the engine has 43.
    private func settlesSixtieths(_ pieces: inout [LinearPiece], sample: (Double) -> LayoutSample) {
        for index in pieces.indices.dropFirst() {
            guard let sixtieth = Self.sixtieth(after: pieces[index].lower - 1) else { continue }
            let width = Double(sixtieth) / 60
            pieces[index].boundary = Self.draws(sample(width), at: width, pieces[index - 1]) ? .aboveSixtieth : .belowSixtieth
        }
    }

    /// Whether `piece`'s CSS, carried on to `x` px, draws `sample`: on its line, or for a
    /// one-unit piece (a constant) with its choices and every length within a layout unit.
    private static func draws(_ sample: LayoutSample, at x: Double, _ piece: LinearPiece) -> Bool {
        guard piece.lower == piece.upper else { return lies(sample, at: x, on: piece) }
        guard sample.keywords == piece.keywords, sample.lengths.count == piece.intercepts.count else { return false }
        return zip(sample.lengths, piece.intercepts).allSatisfy { abs($0 - $1) <= 1 / Double(unitsPerPixel) }
    }

    /// The 1/60 px width (in 1/60 px) strictly between 1/64 px `unit` and the next, if one is:
    /// the first k with k/60 > unit/64, when k/60 < (unit + 1)/64.
    static func sixtieth(after unit: Int) -> Int? {
        let sixtieth = unit * 60 / 64 + 1
        return sixtieth * 64 < (unit + 1) * 60 ? sixtieth : nil
    }

    /// A width (1/64 px) and its layout.
    private struct Probe {
        var width: Int
        var sample: LayoutSample
    }

    // MARK: - One piece

    /// The maximal piece from `start`, the first width after it with the next probe, and
    /// the widths beyond that which bisection already laid out, in order (`ahead`): the next
    /// pieces probe them first instead of laying out guesses. Where words break between
    /// characters, pieces are short and uneven, and a bisection's probes past its breakpoint
    /// often fall on the next pieces or bracket their ends.
    private func extend(
        from start: Probe, firstStep: Int, ahead known: [Probe]
    ) -> (piece: LinearPiece, next: Probe?, ahead: [Probe]) {
        if start.width == upper {
            return (Self.piece(start, start), nil, [])
        }
        var ahead = known.drop { $0.width <= start.width }
        let second: Probe
        if let made = ahead.first, made.width == start.width + 1 {
            second = made
            ahead = ahead.dropFirst()
        } else {
            second = Probe(width: start.width + 1, sample: sample(start.width + 1))
        }
        guard second.sample.keywords == start.sample.keywords else {
            // A one-unit piece: the next unit already differs discretely.
            return (Self.piece(start, start), second, Array(ahead))
        }
        var line = Self.piece(start, second)
        var good = second
        var step = firstStep
        var foreseen = Self.foreseenEnd(from: start, to: second)
        while good.width < upper {
            let probe: Probe
            if let end = foreseen {
                // Walk to the foreseen end, then the width after it; probes already made on
                // the way are taken first.
                let width = min(end > good.width ? min(good.width + maxStep, end) : end + 1, upper)
                if let known = ahead.first, known.width <= width {
                    probe = known
                    ahead = ahead.dropFirst()
                } else {
                    probe = Probe(width: width, sample: sample(width))
                }
            } else if let known = ahead.first, known.width - good.width <= maxStep {
                // A probe already made counts as the next one while it is no further than a
                // probe may be (`maxStep`); the ones after it stay ahead of it.
                probe = known
                ahead = ahead.dropFirst()
            } else {
                let width = min(good.width + step, upper)
                probe = Probe(width: width, sample: sample(width))
            }
            if Self.lies(probe, on: line) {
                good = probe
                line = Self.piece(start, good)
                step = min(step * 2, maxStep)
                // Past the foreseen end and still on the line: foresee again from here.
                if let end = foreseen, good.width > end { foreseen = Self.foreseenEnd(from: start, to: good) }
                continue
            }
            // Bisect: `good` is on the line, `bad` is not. Every probe past the final `bad`
            // (each one it replaced, nearest last) is kept for the pieces after it.
            var bad = probe
            var beyond: [Probe] = []
            while bad.width - good.width > 1 {
                let middleWidth = good.width + (bad.width - good.width) / 2
                let middle = Probe(width: middleWidth, sample: sample(middleWidth))
                if Self.lies(middle, on: line) {
                    good = middle
                } else {
                    beyond.append(bad)
                    bad = middle
                }
            }
            return (Self.piece(start, good), bad, beyond.reversed() + ahead)
        }
        return (Self.piece(start, good), nil, [])
    }

    /// The last width (1/64 px) before the first at which a text's (or a flow layout's)
    /// proposed width, moving on from `second` as it moved from `first`, leaves the widths that
    /// keep its lines; nil when no proposal moves toward such an edge. Only a guess (see the
    /// type's comment).
    private static func foreseenEnd(from first: Probe, to second: Probe) -> Int? {
        let before = first.sample.proposals, after = second.sample.proposals
        guard before.count == after.count, second.width > first.width else { return nil }
        var end: Int?
        for (a, b) in zip(before, after) {
            guard let a, let b else { continue }
            let rate = (b.proposed - a.proposed) / Double(second.width - first.width)
            // Units after `second` to the first width outside `b.sameLayout`.
            let units: Double
            if rate > 1e-12, b.sameLayout.upperBound.isFinite {
                units = ((b.sameLayout.upperBound - b.proposed) / rate).rounded(.up)
            } else if rate < -1e-12, b.sameLayout.lowerBound.isFinite {
                units = ((b.proposed - b.sameLayout.lowerBound) / -rate).rounded(.down) + 1
            } else {
                continue
            }
            guard units >= 1, units < 1e9 else { continue }
            let candidate = second.width + Int(units) - 1
            end = min(end ?? candidate, candidate)
        }
        return end
    }

    /// The piece through two samples (a constant piece when they are at the same width).
    private static func piece(_ first: Probe, _ second: Probe) -> LinearPiece {
        let unit = Double(unitsPerPixel)
        let widthA = Double(first.width) / unit
        let lengthsA = first.sample.lengths
        let lengthsB = second.sample.lengths
        var slopes = [Double](repeating: 0, count: lengthsA.count)
        var intercepts = lengthsA
        if second.width > first.width, lengthsB.count == lengthsA.count {
            let run = Double(second.width - first.width) / unit
            for index in slopes.indices {
                slopes[index] = (lengthsB[index] - lengthsA[index]) / run
                intercepts[index] = lengthsA[index] - slopes[index] * widthA
            }
        }
        return LinearPiece(lower: first.width, upper: second.width, intercepts: intercepts, slopes: slopes, keywords: first.sample.keywords)
    }

    private static func lies(_ probe: Probe, on piece: LinearPiece) -> Bool {
        lies(probe.sample, at: Double(probe.width) / Double(unitsPerPixel), on: piece)
    }

    /// Whether `sample`, laid out at `x` px, is on `piece`'s line.
    private static func lies(_ sample: LayoutSample, at x: Double, on piece: LinearPiece) -> Bool {
        guard sample.keywords == piece.keywords, sample.lengths.count == piece.slopes.count else { return false }
        for index in sample.lengths.indices {
            let expected = piece.intercepts[index] + piece.slopes[index] * x
            if !(abs(sample.lengths[index] - expected) <= tolerance) { return false }
        }
        return true
    }
}
