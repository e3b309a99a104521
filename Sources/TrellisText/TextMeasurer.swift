import TrellisLayout

/// Measures and breaks text exactly as Chromium on Linux will draw it: HarfBuzz shaping with
/// FreeType-style advances, ICU (UAX #14) break opportunities, Blink's rounding of widths,
/// line boxes and baselines (see shared/notes/text-metrics.md).
///
/// One measurer serves a whole build: it is safe to call from several threads at once and
/// keeps a cache of shaped words per (font, size, features, text), which most measuring hits,
/// and of finished layouts per text with the widths each holds for (`TextLayoutCache`).
///
/// ```swift
/// let measurer = try TextMeasurer(fonts: .defaultTheme)
/// let text = InlineMarkdown.styledText("Hello **world**", font: FontSpec(size: 16))
/// let layout = measurer.layout(text, proposal: ProposedViewSize(width: 120, height: nil))
/// ```
public final class TextMeasurer: TextMeasuring {
    /// Whether a line `width` wide fits in `available` px: both in layout units (1/64 px),
    /// with one unit of tolerance (Blink's `AvailableWidthToFit` adds an epsilon).
    ///
    /// The browser proof checks it at 1/64 and 2/64 px below every kind of line's boundary.
    static func fits(_ width: Double, in available: Double) -> Bool {
        width <= FreeTypeFixed.truncatedToLayoutUnit(available) + 1.0 / 64
    }

    public let fonts: FontSet
    let library: FontLibrary
    let shaper: WordShaper
    private let breaker: BlinkLineBreaker
    /// Paragraphs (whitespace collapsed, cut at break opportunities, shaped) per text's runs:
    /// a layout asks for the same text at many widths, and only the line breaking depends
    /// on the width. `nil` when turned off.
    private let paragraphs: ShardedCache<[TextRun], Paragraph>?
    /// Finished layouts per text and height, with the widths each holds for; `nil` when off.
    let layouts: TextLayoutCache?

    /// Loads every face of `fonts`; fails with the first file that cannot be used.
    ///
    /// `cachesWords: false` shapes every word every time, `cachesParagraphs: false` breaks
    /// up every text every time and `cachesLayouts: false` lays out every text at every width
    /// anew; they exist to measure what each cache saves (`trellis-bench text`, `render`).
    public init(
        fonts: FontSet = .defaultTheme, cachesWords: Bool = true, cachesParagraphs: Bool = true, cachesLayouts: Bool = true
    ) throws(FontError) {
        self.fonts = fonts
        library = try FontLibrary(fontSet: fonts)
        shaper = WordShaper(library: library, cache: cachesWords ? ShardedCache(limit: 1_000_000) : nil)
        paragraphs = cachesParagraphs ? ShardedCache(limit: 20_000) : nil
        layouts = cachesLayouts ? TextLayoutCache(limit: 50_000) : nil
        breaker = BlinkLineBreaker(icu: ICULineBreaker())
    }

    /// The face files that have drawn at least one character: the fonts the site must serve.
    public var usedFaces: [FontFaceFile] { library.usedFaces }

    /// The width of `text` on one line in `font`, rounded up to 1/64 px as the browser does.
    public func width(of text: String, font: FontSpec) -> Double {
        layout(StyledText(runs: [TextRun(text: text, font: font)]), proposal: .unspecified).size.width
    }

    // MARK: - TextMeasuring

    public func layout(_ text: StyledText, proposal: ProposedViewSize) -> TextLayout {
        // A nil or infinite width never wraps (SwiftUI's ideal size); a height cuts lines only when finite.
        let maxWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let key = TextLayoutCache.Key(text: text, height: proposal.height.flatMap { $0.isFinite ? $0 : nil })
        if let layouts, let made = layouts.layout(key, maxWidth: maxWidth) { return made }
        var bounds = FitBounds()
        var layout = makeLayout(text, maxWidth: maxWidth, maxHeight: key.height, bounds: &bounds)
        if maxWidth != nil { layout.sameLayoutWidths = bounds.admitted }
        layouts?.insert(layout, for: key, maxWidth: maxWidth, bounds: bounds)
        return layout
    }

    /// `text` laid out in `maxWidth` (nil: unlimited) and `maxHeight`, every answer to whether
    /// a length fits in `maxWidth` recorded in `bounds`.
    private func makeLayout(_ text: StyledText, maxWidth: Double?, maxHeight: Double?, bounds: inout FitBounds) -> TextLayout {
        let runFonts = text.runs.map { RunFont(run: $0, library: library) }
        let strut = text.strutFont.map { RunFont(spec: $0, library: library) }
        let paragraph = paragraphs?.value(for: text.runs) { makeParagraph(text.runs, fonts: runFonts) }
            ?? makeParagraph(text.runs, fonts: runFonts)

        var lines: [BrokenLine] = []
        // Where each hard line (the author's `\n`) ends among the broken lines.
        var hardLineEnds: Set<Int> = []
        for segments in paragraph.hardLines {
            lines += breakLines(segments, maxWidth: maxWidth, runFonts: runFonts, bounds: &bounds)
            hardLineEnds.insert(lines.count - 1)
        }
        guard paragraph.hardLines.contains(where: { !$0.isEmpty }) else {
            let reserved = reservedHeight(text, shownLines: 0, strut: strut ?? runFonts.first)
            return TextLayout(size: Size(width: 0, height: reserved), lines: [], firstBaseline: 0, lastBaseline: 0)
        }

        var drafts = lines.map { line in
            var draft = draft(line.segments, runFonts: runFonts, strut: strut)
            draft.endsInsideWord = line.endsInsideWord
            return draft
        }
        let visible = visibleLineCount(drafts, lineLimit: text.lineLimit, maxHeight: maxHeight, lineSpacing: text.lineSpacing)
        var isTruncated = false
        if visible < drafts.count {
            let truncated = truncatedLine(
                lines: lines, hardLineEnds: hardLineEnds, lastVisible: visible - 1, mode: text.truncationMode, maxWidth: maxWidth,
                runFonts: runFonts, strut: strut, bounds: &bounds)
            drafts = Array(drafts.prefix(visible - 1)) + [truncated]
            isTruncated = true
        }

        let missing = missingGlyphs(paragraph, runs: text.runs)
        var layout = place(drafts, text: text, missing: missing, isTruncated: isTruncated)
        layout.size.height += reservedHeight(text, shownLines: drafts.count, strut: strut ?? runFonts.first)
        // The largest metrics of the element's font and every run's (SwiftUI's max font metrics).
        let fonts = ([strut] + runFonts.map(Optional.some)).compactMap { $0?.metrics?.fontMetrics }
        layout.fontMetrics = fonts.dropFirst().reduce(fonts.first) { $0?.union($1) }
        if !drafts.contains(where: \.grownByFallback) {
            layout.lineHeights = TextLineHeights(strut: strut?.metrics?.lineHeight, runs: runFonts.map { $0.metrics?.lineHeight })
        }
        return layout
    }

    private func makeParagraph(_ runs: [TextRun], fonts: [RunFont]) -> Paragraph {
        Paragraph(runs: runs, fonts: fonts, breaker: breaker, shaper: shaper)
    }

    // MARK: - Line breaking

    /// Greedy breaking at break opportunities: a segment joins the line when the line with it,
    /// without its trailing space, fits in `maxWidth`. A segment wider than the whole line
    /// starts a line of its own and is broken between characters (`LineFitting`), as Core
    /// Text's word wrapping does; the HTML writes the same breaks, so the page draws them.
    /// Every comparison with `maxWidth` goes through `bounds`.
    func breakLines(_ segments: [Paragraph.Segment], maxWidth: Double?, runFonts: [RunFont], bounds: inout FitBounds) -> [BrokenLine] {
        guard let maxWidth, !segments.isEmpty else { return [BrokenLine(segments: segments)] }
        var lines: [BrokenLine] = []
        var line: [Paragraph.Segment] = []
        var accumulator = LineWidthAccumulator()
        var pending = segments[...]
        while var segment = pending.popFirst() {
            if !line.isEmpty {
                var candidate = accumulator
                candidate.add(segment, hanging: true)
                if !bounds.fits(candidate.width, in: maxWidth) {
                    lines.append(BrokenLine(segments: line))
                    line = []
                    accumulator = LineWidthAccumulator()
                }
            }
            // Alone on its line and still too wide: the characters that fit end this line,
            // the rest starts the next (and may be broken again).
            while line.isEmpty, let (head, rest) = split(segment, toFit: maxWidth, runFonts: runFonts, bounds: &bounds) {
                lines.append(BrokenLine(segments: [head], endsInsideWord: true))
                segment = rest
            }
            accumulator.add(segment, hanging: false)
            line.append(segment)
        }
        lines.append(BrokenLine(segments: line))
        return lines
    }

    /// A line as breaking left it: its segments, and whether it ends inside a broken word.
    struct BrokenLine {
        var segments: [Paragraph.Segment]
        var endsInsideWord = false
    }

    /// `segment` cut after the most characters that fit in `maxWidth` (at least one), each
    /// side shaped on its own as the browser shapes text on either side of a `<br>`; `nil`
    /// when it fits whole or is a single character (and its trailing spaces).
    func split(
        _ segment: Paragraph.Segment, toFit maxWidth: Double, runFonts: [RunFont], bounds: inout FitBounds
    ) -> (Paragraph.Segment, Paragraph.Segment)? {
        var alone = LineWidthAccumulator()
        alone.add(segment, hanging: true)
        guard !bounds.fits(alone.width, in: maxWidth) else { return nil }
        let characters = segment.pieces.flatMap { piece in piece.text.map { (runIndex: piece.runIndex, character: $0) } }
        // Trailing spaces hang: a break goes before a drawn character.
        let drawn = characters.count - characters.reversed().prefix { $0.character == " " }.count
        guard drawn > 1 else { return nil }
        let cut = LineFitting.characterBreak(drawn - 1) { count in
            var width = LineWidthAccumulator()
            width.add(self.makeSegment(characters[..<count], runFonts: runFonts), hanging: true)
            return bounds.fits(width.width, in: maxWidth)
        }
        return (makeSegment(characters[..<cut], runFonts: runFonts), makeSegment(characters[cut...], runFonts: runFonts))
    }

    /// A segment of loose characters: each run's stretch one piece, shaped (and cached) alone.
    private func makeSegment(_ characters: ArraySlice<(runIndex: Int, character: Character)>, runFonts: [RunFont]) -> Paragraph.Segment {
        var pieces: [Paragraph.Piece] = []
        for item in characters {
            if let last = pieces.last, last.runIndex == item.runIndex {
                pieces[pieces.count - 1].text.append(item.character)
            } else {
                pieces.append(Paragraph.Piece(runIndex: item.runIndex, text: String(item.character), shaped: .empty))
            }
        }
        for index in pieces.indices {
            pieces[index].shaped = shaper.shape(pieces[index].text, in: runFonts[pieces[index].runIndex])
        }
        return Paragraph.Segment(pieces: pieces)
    }

    /// A line's fragments, width and box from its segments; the last segment's trailing
    /// spaces hang (they are neither drawn nor counted).
    func draft(_ segments: [Paragraph.Segment], runFonts: [RunFont], strut: RunFont?) -> LineDraft {
        var line = LineDraft()
        line.include(strut?.metrics)
        var pending: Int64 = 0
        for (offset, segment) in zip(segments.indices, segments) {
            let isLast = offset == segments.index(before: segments.endIndex)
            for piece in segment.pieces {
                var text = piece.text
                var advance = piece.shaped.advance
                if isLast {
                    while text.last == " " { text.removeLast() }
                    advance -= piece.shaped.trailingSpaceAdvance
                }
                line.append(runIndex: piece.runIndex, text: text, advance: advance, pending: &pending)
                includeFaces(piece.shaped.faceMask, runFont: runFonts[piece.runIndex], in: &line)
            }
        }
        line.closeFragment(pending: &pending)
        line.fragments.removeAll { $0.text.isEmpty }
        return line
    }

    /// Adds the run's own font and every fallback face that drew glyphs to the line box.
    func includeFaces(_ faceMask: UInt64, runFont: RunFont, in line: inout LineDraft) {
        line.include(runFont.metrics, raisedBy: runFont.raise)
        library.markUsed(faceMask)
        // The primary face's metrics are already in (`runFont.metrics`); add fallbacks only.
        for face in runFont.chain.faces.dropFirst() where face.id < 64 && faceMask & (1 << UInt64(face.id)) != 0 {
            let metrics = face.metrics(size: runFont.size)
            let withinOwn = runFont.metrics.map { metrics.above <= $0.above && metrics.below <= $0.below } ?? false
            if !withinOwn { line.grownByFallback = true }
            line.include(metrics, raisedBy: runFont.raise)
        }
    }

    /// The height of the blank lines `reservedLines` adds below `shownLines` lines: each is a
    /// line box of the text's own font (its strut) after the text's line spacing.
    private func reservedHeight(_ text: StyledText, shownLines: Int, strut: RunFont?) -> Double {
        guard text.reservedLines > shownLines else { return 0 }
        var blank = LineDraft()
        blank.include(strut?.metrics)
        let blankLines = Double(text.reservedLines - shownLines)
        let spacings = shownLines == 0 ? blankLines - 1 : blankLines
        return blankLines * (blank.above + blank.below) + spacings * text.lineSpacing
    }

    /// How many lines show: at most `lineLimit`, and as many as fit in `maxHeight`, but at
    /// least one (SwiftUI never hides a text completely for lack of height).
    private func visibleLineCount(_ drafts: [LineDraft], lineLimit: Int?, maxHeight: Double?, lineSpacing: Double) -> Int {
        var count = min(drafts.count, max(1, lineLimit ?? drafts.count))
        if let maxHeight, maxHeight.isFinite {
            var bottom = 0.0
            var fitting = 0
            for (index, line) in drafts.prefix(count).enumerated() {
                bottom += (index > 0 ? lineSpacing : 0) + line.above + line.below
                if !Self.fits(bottom, in: maxHeight) { break }
                fitting += 1
            }
            count = max(1, fitting)
        }
        return count
    }

    // MARK: - Placing

    private func place(_ drafts: [LineDraft], text: StyledText, missing: [MissingGlyph], isTruncated: Bool) -> TextLayout {
        let width = drafts.map(\.width).max() ?? 0
        var y = 0.0
        var lines: [TextLine] = []
        for (index, draft) in drafts.enumerated() {
            if index > 0 { y += text.lineSpacing }
            let offset: Double
            switch text.alignment {
            case .leading: offset = 0
            case .center: offset = (width - draft.width) / 2
            case .trailing: offset = width - draft.width
            }
            var x = offset
            let fragments = draft.fragments.map { fragment in
                defer { x += fragment.width }
                return TextFragment(runIndex: fragment.runIndex, text: fragment.text, x: x, width: fragment.width)
            }
            let height = draft.above + draft.below
            lines.append(TextLine(
                fragments: fragments, y: y, width: draft.width, height: height, baseline: y + draft.above, endsInsideWord: draft.endsInsideWord))
            y += height
        }
        return TextLayout(
            size: Size(width: width, height: y), lines: lines, firstBaseline: lines.first?.baseline ?? 0,
            lastBaseline: lines.last?.baseline ?? 0, missingCharacters: missing.map(\.character), missingGlyphs: missing,
            isTruncated: isTruncated)
    }

    /// Every character no configured face can draw, once per run.
    private func missingGlyphs(_ paragraph: Paragraph, runs: [TextRun]) -> [MissingGlyph] {
        var seen = Set<MissingGlyph>()
        var result: [MissingGlyph] = []
        for piece in paragraph.hardLines.joined().flatMap(\.pieces) {
            for character in piece.shaped.missing {
                let run = runs[piece.runIndex]
                let glyph = MissingGlyph(character: character, runIndex: piece.runIndex, text: run.text, font: run.font)
                if seen.insert(glyph).inserted { result.append(glyph) }
            }
        }
        return result
    }
}
