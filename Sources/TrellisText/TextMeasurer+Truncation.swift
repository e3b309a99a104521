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
    /// `truncationMode`). Head and middle keep the end of the whole text after the ellipsis.
    func truncatedLine(
        lines: [ArraySlice<Paragraph.Segment>], lastVisible: Int, mode: TruncationMode, maxWidth: Double?,
        runFonts: [RunFont], strut: RunFont?
    ) -> LineDraft {
        var remaining: [Remaining] = []
        for (index, line) in lines.enumerated().dropFirst(lastVisible) {
            // Hard and soft line ends between the remaining lines read as one space.
            if index > lastVisible, let last = remaining.last, last.character != " " {
                remaining.append(Remaining(runIndex: last.runIndex, character: " "))
            }
            for piece in line.flatMap(\.pieces) {
                remaining += piece.text.map { Remaining(runIndex: piece.runIndex, character: $0) }
            }
        }
        let lineCount = lines.indices.contains(lastVisible) ? lines[lastVisible].flatMap(\.pieces).reduce(0) { $0 + $1.text.count } : 0
        guard let firstRun = remaining.first?.runIndex else { return LineDraft() }

        func candidate(_ kept: Int) -> [Remaining] {
            let kept = min(kept, remaining.count)
            switch mode {
            case .tail:
                var head = Array(remaining.prefix(kept))
                while head.last?.character == " " { head.removeLast() }
                return head + [Remaining(runIndex: head.last?.runIndex ?? firstRun, character: "…")]
            case .head:
                var tail = Array(remaining.suffix(kept))
                while tail.first?.character == " " { tail.removeFirst() }
                return [Remaining(runIndex: tail.first?.runIndex ?? remaining[remaining.count - 1].runIndex, character: "…")] + tail
            case .middle:
                var head = Array(remaining.prefix((kept + 1) / 2))
                var tail = Array(remaining.suffix(kept / 2))
                while head.last?.character == " " { head.removeLast() }
                while tail.first?.character == " " { tail.removeFirst() }
                return head + [Remaining(runIndex: head.last?.runIndex ?? firstRun, character: "…")] + tail
            }
        }

        guard let maxWidth else {
            return draft(candidate(lineCount), runFonts: runFonts, strut: strut)
        }
        // The widest candidate that fits; widths grow with the characters kept.
        var low = 0
        var high = remaining.count
        while low < high {
            let middle = (low + high + 1) / 2
            if Self.fits(draft(candidate(middle), runFonts: runFonts, strut: strut).width, in: maxWidth) {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return draft(candidate(low), runFonts: runFonts, strut: strut)
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
            let shaped = shaper.shapeUncached(text, chain: font.chain, scale: font.scale, features: font.features, tracking: font.tracking)
            line.append(runIndex: runIndex, text: text, advance: shaped.advance, pending: &pending)
            includeFaces(shaped.faceMask, runFont: font, in: &line)
            start = end
        }
        line.closeFragment(pending: &pending)
        return line
    }
}
