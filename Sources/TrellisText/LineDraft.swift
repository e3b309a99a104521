import TrellisLayout

/// One line before it is placed: its fragments per run, width and line-box extents.
struct LineDraft {
    struct Fragment {
        var runIndex: Int
        var text: String
        var width: Double
    }

    var fragments: [Fragment] = []
    /// Content width: the fragments' widths, each rounded up to 1/64 px as Blink rounds
    /// each inline item.
    var width: Double = 0
    /// Line-box space above and below the baseline.
    var above: Double = 0
    var below: Double = 0
    /// The line ends inside a word broken between characters (`TextLine.endsInsideWord`).
    var endsInsideWord = false
    /// A fallback face's box may stand above or below its run font's: only the browser's
    /// `line-height: normal` lets such glyphs grow the line (`TextLayout.lineHeights`).
    var grownByFallback = false

    /// Adds `advance` (16.16) of `text` in run `runIndex`, merging with the last fragment when
    /// it is the same run (one inline item per run per line).
    mutating func append(runIndex: Int, text: String, advance: Int64, pending: inout Int64) {
        if let last = fragments.last, last.runIndex == runIndex {
            fragments[fragments.count - 1].text += text
            pending += advance
        } else {
            closeFragment(pending: &pending)
            fragments.append(Fragment(runIndex: runIndex, text: text, width: 0))
            pending = advance
        }
    }

    /// Rounds the open fragment's 16.16 sum up to a layout unit and adds it to the width.
    mutating func closeFragment(pending: inout Int64) {
        guard !fragments.isEmpty else { return }
        let width = FreeTypeFixed.layoutWidth(pending)
        fragments[fragments.count - 1].width = width
        self.width = fragments.reduce(0) { $0 + $1.width }
        pending = 0
    }

    /// Makes the line box tall enough for `metrics` (CSS: every inline box and font used on
    /// the line, with its half-leading, unites into the line box).
    /// A run raised by `raise` px (`TextRun.baselineOffset`) reaches that much higher and
    /// less low, as Blink moves an inline box by its `vertical-align` length.
    mutating func include(_ metrics: VerticalMetrics?, raisedBy raise: Double = 0) {
        guard let metrics else { return }
        above = max(above, metrics.above + raise)
        below = max(below, metrics.below - raise)
    }
}

/// Blink's width of a line while it is being filled, to decide whether the next word fits:
/// per inline item (run), 16.16 sums rounded up to 1/64 px, then added.
struct LineWidthAccumulator {
    private var closedWidth: Double = 0
    private var openRun: Int?
    private var openSum: Int64 = 0

    /// Adds a segment; `hanging` leaves out its trailing spaces (it ends the line).
    mutating func add(_ segment: Paragraph.Segment, hanging: Bool) {
        for piece in segment.pieces {
            let advance = piece.shaped.advance - (hanging ? piece.shaped.trailingSpaceAdvance : 0)
            if piece.runIndex != openRun {
                if openRun != nil { closedWidth += FreeTypeFixed.layoutWidth(openSum) }
                openRun = piece.runIndex
                openSum = 0
            }
            openSum += advance
        }
    }

    var width: Double { closedWidth + (openRun == nil ? 0 : FreeTypeFixed.layoutWidth(openSum)) }
}
