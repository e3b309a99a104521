import TrellisLayout
import TrellisMarkup

/// The HTML of a `Text` that keeps the engine's line breaks at every width.
///
/// The text is written once, as written (runs as spans, links as `<a>`), inside a
/// `white-space: nowrap` element, so the browser never breaks a line on its own; at every
/// place where the engine breaks a line at some width, a `<br>` is written whose `display`
/// the block's CSS turns on exactly in the widths where the engine breaks there. A browser
/// that measures a word a fraction of a pixel wider therefore still shows the engine's lines.
///
/// A word wider than its line is broken between characters by the engine (SwiftUI's rule,
/// `LineFitting`), and its break is a `<br>` inside the word like any other. CSS could break
/// it too (`overflow-wrap: anywhere`, `word-break: break-all`), but where is the browser's
/// call: Firefox's glyph advances differ from Chromium's by fractions of a pixel, so the two
/// would put the break a character apart, and neither would match the engine's line widths
/// (which size the box). Written breaks are identical in every browser; `nowrap` keeps the
/// browser from adding its own.
///
/// Breaks are identified by the number of non-whitespace characters before them, which does
/// not depend on how whitespace was collapsed.
struct TextMarkup {
    let styled: StyledText
    /// Offsets of the author's hard line breaks (`\n`), always shown.
    let hardBreaks: Set<Int>

    init(_ styled: StyledText) {
        self.styled = styled
        var offsets: Set<Int> = []
        var count = 0
        for run in styled.runs {
            for scalar in run.text.unicodeScalars {
                if scalar == "\n" { offsets.insert(count) } else if !scalar.properties.isWhitespace { count += 1 }
            }
        }
        hardBreaks = offsets
    }

    /// Where the engine broke the lines of `layout`: the offsets after every line but the last.
    static func breakOffsets(_ layout: TextLayout) -> [Int] {
        var offsets: [Int] = []
        var count = 0
        for line in layout.lines.dropLast() {
            for fragment in line.fragments {
                count += fragment.text.unicodeScalars.count { !$0.properties.isWhitespace }
            }
            offsets.append(count)
        }
        return offsets
    }

    /// The soft breaks (not hard ones) among `offsets`.
    func softBreaks(_ offsets: [Int]) -> [Int] {
        offsets.filter { !hardBreaks.contains($0) }
    }

    /// What ends a line: a `<br>`, or with `lineSpacing` an empty block whose height is the
    /// gap (a block between two lines adds exactly its height, where a taller line height
    /// would spread the extra space above and below every line instead).
    var lineBreak: String {
        styled.lineSpacing > 0 ? "<span class=\"trellis-gap\"></span>" : "<br>"
    }

    /// A line break shown only where the class `marker` displays it.
    func toggledBreak(_ marker: String) -> String {
        styled.lineSpacing > 0 ? "<span class=\"\(marker)\">\(lineBreak)</span>" : "<br class=\"\(marker)\">"
    }

    /// The element's content: runs, hard line breaks, and the toggled break of each soft
    /// break offset in `markers` (offset -> class name).
    func html(markers: [Int: String], runClass: (Int) -> String?) -> String {
        var out = ""
        var count = 0
        var pending: String?  // a marker due after the current whitespace
        for (runIndex, run) in styled.runs.enumerated() {
            let wrapperClass = runClass(runIndex)
            let (open, close) = Self.wrapper(link: run.link, runClass: wrapperClass)
            out += open
            for scalar in run.text.unicodeScalars {
                if scalar == "\n" {
                    pending = nil
                    out += lineBreak
                    continue
                }
                if scalar.properties.isWhitespace {
                    // Spaces and tabs collapse, in the engine as in CSS; other spaces (U+00A0,
                    // the U+202F before "PM" in a formatted time) are characters of their own
                    // width: written as a plain space, "7:30 PM" drew 1.6 px past its box.
                    out += Self.collapsesLikeASpace(scalar) ? " " : HTMLEscaping.text(String(scalar))
                    continue
                }
                if let marker = pending {
                    out += toggledBreak(marker)
                    pending = nil
                }
                out += Self.character(scalar, of: run)
                count += 1
                if let marker = markers[count] { pending = marker }
            }
            out += close
        }
        return out
    }

    /// A drawn character of `run`: escaped text, or in a symbol's run the symbol's U+FFFC as
    /// its glyph, an inline box one em square (the run's font size: `TextRun.symbolSide`) whose
    /// middle is half the cap height above the baseline, as ``SymbolImage`` sits beside text.
    static func character(_ scalar: Unicode.Scalar, of run: TextRun) -> String {
        guard let name = run.symbol, scalar == "\u{FFFC}" else { return HTMLEscaping.text(String(scalar)) }
        let glyph = SymbolArtwork.svg(for: name)
        return "<span class=\"trellis-inline-symbol\(glyph == nil ? " trellis-symbol-missing" : "")\" role=\"img\" aria-label=\"\(HTMLEscaping.attribute(name))\">\(glyph ?? "")</span>"
    }

    /// The whitespace the measurer does not draw as a character of its own (`Paragraph.collapse`
    /// in TrellisText): spaces, tabs, and line ends other than `\n` (written as a space, as before).
    static func collapsesLikeASpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || Character(scalar).isNewline
    }

    /// The opening and closing tags around a run: a link, or a span in another font.
    static func wrapper(link: String?, runClass: String?, extra: String = "") -> (open: String, close: String) {
        let classAttribute = runClass.map { " class=\"\($0)\"" } ?? ""
        if let link { return ("<a href=\"\(HTMLEscaping.attribute(link))\"\(classAttribute)\(extra)>", "</a>") }
        if runClass != nil { return ("<span\(classAttribute)>", "</span>") }
        return ("", "")
    }
}
