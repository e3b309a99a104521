import TrellisLayout

extension TextMeasurer {
    /// One character of the text that is left once the visible lines before the last are
    /// taken, with the run it belongs to.
    private struct Remaining {
        var runIndex: Int
        var character: Character
    }

    /// The last visible line when `lineLimit` or the height cut the text: as much of the
    /// remaining text as fits with an ellipsis, at the tail, head or middle (SwiftUI's
    /// `truncationMode`, rules in `LineFitting`). Head and middle keep the end of the whole
    /// text after the ellipsis.
    func truncatedLine(
        lines: [BrokenLine], hardLineEnds: Set<Int>, lastVisible: Int, mode: TruncationMode, maxWidth: Double?,
        runFonts: [RunFont], strut: RunFont?, bounds: inout FitBounds
    ) -> LineDraft {
        var remaining: [Remaining] = []
        for (index, line) in lines.enumerated().dropFirst(lastVisible) {
            // A hard line end reads as one space; a soft one already ends in its space, or
            // falls inside a word (a word broken between characters, or after a hyphen).
            if index > lastVisible, hardLineEnds.contains(index - 1), let last = remaining.last, last.character != " " {
                remaining.append(Remaining(runIndex: last.runIndex, character: " "))
            }
            for piece in line.segments.flatMap(\.pieces) {
                remaining += piece.text.map { Remaining(runIndex: piece.runIndex, character: $0) }
            }
        }
        guard !remaining.isEmpty else { return LineDraft() }
        func candidate(_ kept: Int) -> [Remaining] {
            LineFitting.truncated(remaining, keeping: kept, mode: mode, isSpace: { $0.character == " " }) { neighbour in
                Remaining(runIndex: neighbour?.runIndex ?? remaining[0].runIndex, character: "…")
            }
        }
        guard let maxWidth else {
            let lineCount = lines.indices.contains(lastVisible) ? lines[lastVisible].segments.flatMap(\.pieces).reduce(0) { $0 + $1.text.count } : 0
            return draft(candidate(lineCount), runFonts: runFonts, strut: strut)
        }
        // The most characters that fit beside the ellipsis; widths grow with the characters kept.
        let kept = LineFitting.mostThatFit(remaining.count) { kept in
            bounds.fits(draft(candidate(kept), runFonts: runFonts, strut: strut).width, in: maxWidth)
        }
        return draft(candidate(kept), runFonts: runFonts, strut: strut)
    }

    /// A line drawn from loose characters: each run's stretch shaped as one piece.
    private func draft(_ characters: [Remaining], runFonts: [RunFont], strut: RunFont?) -> LineDraft {
        var line = LineDraft()
        line.include(strut?.metrics)
        var pending: Int64 = 0
        var start = 0
        while start < characters.count {
            let runIndex = characters[start].runIndex
            var end = start
            var text = ""
            while end < characters.count, characters[end].runIndex == runIndex {
                text.append(characters[end].character)
                end += 1
            }
            let font = runFonts[runIndex]
            let shaped = shaper.shape(text, in: font, cached: false)
            line.append(runIndex: runIndex, text: text, advance: shaped.advance, pending: &pending)
            includeFaces(shaped.faceMask, runFont: font, in: &line)
            start = end
        }
        line.closeFragment(pending: &pending)
        return line
    }
}
