/// Splits a width range into the linear pieces of a layout, with exact breakpoints.
///
/// Between the widths where something discrete changes (a line break, a ViewThatFits choice,
/// a clamp of a flexible frame), every position in a SwiftUI layout is a linear function of
/// the proposed width. The sampler walks the range in steps, extends the current piece while
/// samples stay on its line, and bisects to the exact width where they leave it. Widths are
/// integers in 1/64 px because that is all a browser's container can measure (LayoutUnit),
/// so bisection ends at two neighbouring representable widths and no width is misclassified.
struct PiecewiseSampler {
    /// Units per CSS px: Blink's LayoutUnit.
    static let unitsPerPixel = 64
    /// How far (px) a sample may be from the piece's line and still be on it. Far below
    /// what the browser can show, far above floating-point noise in the engine.
    static let tolerance = 1e-4

    /// The range in 1/64 px.
    var lower: Int
    var upper: Int
    /// Distance between probes in 1/64 px; a piece shorter than this between two probes that
    /// return to the same line can be missed (a sub-step excursion), nothing else can.
    var step: Int
    var sample: (Int) -> LayoutSample

    init(minWidth: Double, maxWidth: Double, stepPixels: Double = 1, sample: @escaping (Int) -> LayoutSample) {
        let unit = Double(Self.unitsPerPixel)
        lower = Int((minWidth * unit).rounded(.down))
        upper = max(lower, Int((maxWidth * unit).rounded(.up)))
        step = max(1, Int((stepPixels * unit).rounded()))
        self.sample = sample
    }

    /// The pieces covering `lower...upper`, in order, each maximal.
    func pieces() -> [LinearPiece] {
        var result: [LinearPiece] = []
        var start = lower
        var startSample = sample(start)
        while start <= upper {
            let piece = extend(from: start, startSample: startSample)
            result.append(piece.piece)
            guard let next = piece.next else { break }
            start = next.width
            startSample = next.sample
        }
        return result
    }

    // MARK: - One piece

    private func extend(from start: Int, startSample: LayoutSample) -> (piece: LinearPiece, next: (width: Int, sample: LayoutSample)?) {
        if start == upper {
            return (Self.piece(start, startSample, start, startSample), nil)
        }
        let second = sample(start + 1)
        guard second.keywords == startSample.keywords else {
            // A one-unit piece: the next unit already differs discretely.
            return (Self.piece(start, startSample, start, startSample), (start + 1, second))
        }
        var line = Self.piece(start, startSample, start + 1, second)
        var good = start + 1
        var goodSample = second
        while good < upper {
            let probe = min(good + step, upper)
            let probeSample = sample(probe)
            if Self.lies(probeSample, on: line, at: probe) {
                good = probe
                goodSample = probeSample
                line = Self.piece(start, startSample, good, goodSample)
                continue
            }
            // Bisect: `good` is on the line, `bad` is not.
            var bad = probe
            var badSample = probeSample
            while bad - good > 1 {
                let middle = good + (bad - good) / 2
                let middleSample = sample(middle)
                if Self.lies(middleSample, on: line, at: middle) {
                    good = middle
                    goodSample = middleSample
                } else {
                    bad = middle
                    badSample = middleSample
                }
            }
            return (Self.piece(start, startSample, good, goodSample), (bad, badSample))
        }
        return (Self.piece(start, startSample, good, goodSample), nil)
    }

    /// The piece through two samples (a constant piece when they are at the same width).
    private static func piece(_ a: Int, _ sampleA: LayoutSample, _ b: Int, _ sampleB: LayoutSample) -> LinearPiece {
        let unit = Double(unitsPerPixel)
        let widthA = Double(a) / unit
        var slopes = [Double](repeating: 0, count: sampleA.lengths.count)
        var intercepts = sampleA.lengths
        if b > a {
            let run = Double(b - a) / unit
            for index in slopes.indices {
                slopes[index] = (sampleB.lengths[index] - sampleA.lengths[index]) / run
                intercepts[index] = sampleA.lengths[index] - slopes[index] * widthA
            }
        }
        return LinearPiece(lower: a, upper: b, intercepts: intercepts, slopes: slopes, keywords: sampleA.keywords)
    }

    private static func lies(_ sample: LayoutSample, on piece: LinearPiece, at width: Int) -> Bool {
        guard sample.keywords == piece.keywords, sample.lengths.count == piece.slopes.count else { return false }
        let x = Double(width) / Double(unitsPerPixel)
        for index in sample.lengths.indices {
            let expected = piece.intercepts[index] + piece.slopes[index] * x
            if !(abs(sample.lengths[index] - expected) <= tolerance) { return false }
        }
        return true
    }
}
