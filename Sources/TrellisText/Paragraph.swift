import TrellisLayout

/// A `StyledText` ready for line breaking: whitespace collapsed, split at hard line breaks,
/// cut at every break opportunity into shaped pieces.
struct Paragraph: Sendable {
    /// The part of one run inside one segment, shaped with that run's font.
    struct Piece: Sendable {
        var runIndex: Int
        var text: String
        var shaped: ShapedWord
    }

    /// The text between two break opportunities (a word and its trailing space): the unit
    /// greedy line breaking adds to a line. A segment may span several runs (`**bold**er`).
    struct Segment: Sendable {
        var pieces: [Piece]
    }

    /// One hard line (a `\n` in the text ends it) as a list of segments; may be empty.
    var hardLines: [[Segment]]

    // MARK: - Building

    /// Collapses whitespace as CSS `white-space: normal` does, except that a newline is a
    /// hard line break as in SwiftUI (the HTML writes it as `<br>`): runs of spaces and tabs
    /// become one space, spaces at the start and end of a line go away.
    static func collapse(_ runs: [TextRun]) -> [[(runIndex: Int, text: String)]] {
        var lines: [[(runIndex: Int, text: String)]] = [[]]
        var lastWasSpace = false
        var atLineStart = true

        func append(_ character: Character, run: Int) {
            if let last = lines[lines.count - 1].last, last.runIndex == run {
                lines[lines.count - 1][lines[lines.count - 1].count - 1].text.append(character)
            } else {
                lines[lines.count - 1].append((run, String(character)))
            }
        }
        func trimTrailingSpace() {
            guard let last = lines[lines.count - 1].last, last.text.last == " " else { return }
            lines[lines.count - 1][lines[lines.count - 1].count - 1].text.removeLast()
            if lines[lines.count - 1][lines[lines.count - 1].count - 1].text.isEmpty { lines[lines.count - 1].removeLast() }
        }

        for (runIndex, run) in runs.enumerated() {
            for character in run.text {
                if character.isNewline && character != "\u{0B}" && character != "\u{0C}" {
                    trimTrailingSpace()
                    lines.append([])
                    atLineStart = true
                    lastWasSpace = false
                } else if character == " " || character == "\t" || character == "\u{0B}" || character == "\u{0C}" {
                    if !atLineStart && !lastWasSpace {
                        append(" ", run: runIndex)
                        lastWasSpace = true
                    }
                } else {
                    append(character, run: runIndex)
                    lastWasSpace = false
                    atLineStart = false
                }
            }
        }
        trimTrailingSpace()
        return lines
    }

    /// Collapses `runs`, finds break opportunities with ICU and shapes every piece.
    init(runs: [TextRun], fonts: [RunFont], breaker: BlinkLineBreaker, shaper: WordShaper) {
        hardLines = Paragraph.collapse(runs).map { spans in
            var utf16: [UInt16] = []
            var spanEnds: [Int] = []
            for span in spans {
                utf16.append(contentsOf: span.text.utf16)
                spanEnds.append(utf16.count)
            }
            var segments: [Segment] = []
            var start = 0
            var spanIndex = 0
            for end in breaker.opportunities(utf16) where end > start {
                var pieces: [Piece] = []
                var pieceStart = start
                while pieceStart < end, spanIndex < spans.count {
                    let pieceEnd = min(end, spanEnds[spanIndex])
                    if pieceEnd > pieceStart {
                        let runIndex = spans[spanIndex].runIndex
                        let text = String(decoding: utf16[pieceStart..<pieceEnd], as: UTF16.self)
                        let shaped = shaper.shape(text, in: fonts[runIndex])
                        pieces.append(Piece(runIndex: runIndex, text: text, shaped: shaped))
                    }
                    pieceStart = pieceEnd
                    if pieceEnd == spanEnds[spanIndex] { spanIndex += 1 }
                }
                segments.append(Segment(pieces: pieces))
                start = end
            }
            return segments
        }
    }
}

/// A run's font, resolved once per layout: its face chain and Chromium's effective size.
struct RunFont {
    var spec: FontSpec
    var chain: FontChain
    /// `floorf(px * 100) / 100` in float32, as Blink computes it.
    var size: Float
    /// HarfBuzz scale: `size` in 16.16, truncated.
    var scale: Int32
    var features: FontFeatures
    /// `spec.tracking` in HarfBuzz units (16.16 px).
    var tracking: Int64
    /// The primary face's line-box metrics at this size.
    var metrics: VerticalMetrics?
    /// A symbol's run (`TextRun.symbol`): the width of its box in 16.16 px.
    var symbolAdvance: Int64?
    /// How far the run is raised (`TextRun.raise`).
    var raise: Double = 0

    /// A run's font, and its symbol's box when it draws one.
    init(run: TextRun, library: FontLibrary) {
        self.init(spec: run.font, library: library)
        if run.symbol != nil { symbolAdvance = Int64(run.symbolSide * 65536) }
        raise = run.raise
    }

    init(spec: FontSpec, library: FontLibrary) {
        self.spec = spec
        chain = library.chain(for: spec)
        size = FontSpec.effectiveSize(spec.size)
        scale = FreeTypeFixed.harfBuzzScale(size)
        features = spec.features
        tracking = spec.tracking.isFinite ? Int64((spec.tracking * 65536).rounded()) : 0
        metrics = chain.primary?.metrics(size: size)
    }
}
