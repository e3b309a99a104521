/// A deterministic `TextMeasuring` where every character is `advance` em wide and every line
/// `lineHeight` em tall: Trellis's Ahem font.
///
/// For tests and benchmarks of layout (here and in other modules), so they never depend on
/// a shaper, as Taffy's tests use the Ahem font. Words wrap greedily at spaces; a word longer
/// than the line and a cut line follow SwiftUI's rules (`LineFitting`), as the real measurer
/// does: the word is broken between characters, the cut line keeps as many characters as fit
/// beside its "…" (one character wide). Never use it to build a site.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    /// Advance of one character, in em.
    public let advance: Double
    /// Line height in em; the baseline sits at 0.8 of it (Ahem's ascent).
    public let lineHeight: Double
    /// The font's leading (line gap) in em, reported in `fontMetrics` only: it spaces two
    /// texts apart (`ViewSpacing(text:)`) without changing a text's own height.
    public let leading: Double

    public init(advance: Double = 0.5, lineHeight: Double = 1.25, leading: Double = 0) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.leading = leading
    }

    /// The font's metrics at `size` px: ascent 0.8 and descent 0.2 of the line, capitals
    /// 0.7 of the line tall.
    public func fontMetrics(size: Double) -> TextFontMetrics {
        TextFontMetrics(
            ascent: 0.8 * lineHeight * size, descent: 0.2 * lineHeight * size, leading: leading * size,
            capHeight: 0.7 * lineHeight * size)
    }

    public func layout(_ text: StyledText, proposal: ProposedViewSize) -> TextLayout {
        let size = text.runs.first?.font.size ?? Text.defaultFont.size
        // Every character is as wide, its tracking included (after each, as in Core Text).
        let em = advance * size + (text.runs.first?.font.tracking ?? 0)
        let height = lineHeight * size + text.lineSpacing
        // Each line, and whether a space or a hard break ends it (else a word was broken).
        var lines: [(text: String, endsAtSpace: Bool)] = []
        let fitsWidth = { (count: Int) in proposal.width.map { Double(count) * em <= $0 + 1e-9 } ?? true }
        for paragraph in text.plainText.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = paragraph.split(separator: " ").map(String.init)
            var current = ""
            for var word in words {
                if !current.isEmpty, !fitsWidth(current.count + 1 + word.count) {
                    lines.append((current, true))
                    current = ""
                }
                // Alone on its line and too wide: broken after the characters that fit.
                while current.isEmpty, !fitsWidth(word.count), word.count > 1 {
                    let cut = LineFitting.characterBreak(word.count - 1, fits: fitsWidth)
                    lines.append((String(word.prefix(cut)), false))
                    word = String(word.dropFirst(cut))
                }
                current = current.isEmpty ? word : current + " " + word
            }
            lines.append((current, true))
        }
        var limit = text.lineLimit ?? Int.max
        if let maxHeight = proposal.height, height > 0, (maxHeight / height) < Double(lines.count) {
            limit = min(limit, max(Int((maxHeight / height).rounded(.down)), 1))
        }
        let isTruncated = lines.count > limit
        if isTruncated {
            // The last shown line keeps what fits of the rest of the text beside the ellipsis.
            var remaining = ""
            for (index, line) in lines.enumerated().dropFirst(limit - 1) {
                if index >= limit, lines[index - 1].endsAtSpace { remaining += " " }
                remaining += line.text
            }
            let characters = Array(remaining)
            func candidate(_ kept: Int) -> [Character] {
                LineFitting.truncated(characters, keeping: kept, mode: text.truncationMode, isSpace: { $0 == " " }) { _ in "…" }
            }
            let kept = proposal.width == nil
                ? lines[limit - 1].text.count
                : LineFitting.mostThatFit(characters.count) { fitsWidth(candidate($0).count) }
            lines = Array(lines.prefix(limit - 1)) + [(String(candidate(kept)), false)]
        }
        var textLines: [TextLine] = []
        var widest = 0.0
        for (index, (line, endsAtSpace)) in lines.enumerated() {
            let width = Double(line.count) * em
            widest = max(widest, width)
            let y = Double(index) * height
            textLines.append(TextLine(
                fragments: [TextFragment(runIndex: 0, text: line, x: 0, width: width)],
                y: y, width: width, height: height, baseline: y + 0.8 * lineHeight * size,
                endsInsideWord: !endsAtSpace && !(isTruncated && index == lines.count - 1)))
        }
        let first = textLines.first?.baseline ?? 0.8 * lineHeight * size
        let last = textLines.last?.baseline ?? first
        return TextLayout(
            size: Size(width: widest, height: Double(max(textLines.count, text.reservedLines)) * height), lines: textLines,
            firstBaseline: first, lastBaseline: last, isTruncated: isTruncated, fontMetrics: text.runs.isEmpty ? nil : fontMetrics(size: size))
    }
}
