import TrellisLayout
import TrellisMarkup

/// Truncated text, and text with a word broken between characters, drawn as the engine chose it.
///
/// CSS can only cut text at the end (`text-overflow: ellipsis`), and where it cuts depends on
/// the browser's own measurement. The engine already decided the visible string for each
/// width (`"…end of text"`, `"start…end"`, `"start of te…"`), so each distinct visible
/// version is written once, hidden from assistive technology, and the block's CSS shows the
/// one of each width piece; the full text stays in the element, visually hidden while a
/// drawn version shows, for screen readers, find-in-page and copy (and, when cut, as the title).
///
/// A word broken between characters is drawn the same way, not with a `<br>` in the full text
/// at each character where some width breaks it: every element splits the text into another
/// text node, and the browser rounds each node's width up to its layout unit (1/64 px), so a
/// 65-character word in two runs drew 0.9 px wider than the engine's line. A drawn version
/// has one text node per run and line, as the engine measures it.
extension TextMarkup {
    /// Separators of the keyword: lines, fragments, and a fragment's run index from its text.
    private static let lineSeparator: Character = "\u{3}"
    private static let fragmentSeparator: Character = "\u{1}"
    private static let runSeparator: Character = "\u{2}"
    /// Opens the keyword of a drawing that was cut (it shows an ellipsis).
    private static let truncatedMark: Character = "\u{4}"

    /// The visible lines of a truncated layout, or of one with a word broken between
    /// characters, as a keyword (the same string for the same drawing); empty otherwise (the
    /// full text with its toggled breaks draws it).
    static func truncationKeyword(_ layout: TextLayout) -> String {
        guard layout.isTruncated || layout.lines.contains(where: \.endsInsideWord) else { return "" }
        let lines = layout.lines.map { line in
            line.fragments.map { "\($0.runIndex)\(runSeparator)\($0.text)" }.joined(separator: String(fragmentSeparator))
        }.joined(separator: String(lineSeparator))
        return layout.isTruncated ? String(truncatedMark) + lines : lines
    }

    /// Whether a drawing's keyword is of a cut text.
    static func isTruncated(_ keyword: String) -> Bool {
        keyword.first == truncatedMark
    }

    /// A class name for each distinct truncated drawing, per element (`keywords[element]`
    /// lists the keywords its pieces use).
    static func truncationClasses(_ keywords: [[String]]) -> [[String: String]] {
        var count = 0
        return keywords.map { used in
            var classes: [String: String] = [:]
            for keyword in used where !keyword.isEmpty && classes[keyword] == nil {
                classes[keyword] = "u\(count)"
                count += 1
            }
            return classes
        }
    }

    /// The element's content when it is truncated at some width: the full text (its own
    /// breaks toggled by `markers`) and every truncated drawing in `truncations`
    /// (keyword -> class), each shown by the block's CSS in its widths.
    func html(markers: [Int: String], truncations: [String: String], runClass: (Int) -> String?) -> String {
        let full = html(markers: markers, runClass: runClass)
        guard !truncations.isEmpty else { return full }
        var out = "<span class=\"trellis-full\">\(full)</span>"
        for (keyword, name) in truncations.sorted(by: { Int($0.value.dropFirst()) ?? 0 < Int($1.value.dropFirst()) ?? 0 }) {
            out += "<span class=\"\(name) trellis-truncated\" aria-hidden=\"true\">\(truncatedHTML(keyword, runClass: runClass))</span>"
        }
        return out
    }

    /// One truncated drawing: the engine's lines and fragments, in their runs' fonts and links.
    func truncatedHTML(_ keyword: String, runClass: (Int) -> String?) -> String {
        keyword.drop { $0 == Self.truncatedMark }.split(separator: Self.lineSeparator, omittingEmptySubsequences: false).map { line in
            line.split(separator: Self.fragmentSeparator).map { fragment -> String in
                let parts = fragment.split(separator: Self.runSeparator, maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, let runIndex = Int(parts[0]) else { return "" }
                let link = styled.runs.indices.contains(runIndex) ? styled.runs[runIndex].link : nil
                // The full text's link is the one keyboards and readers reach.
                let (open, close) = Self.wrapper(link: link, runClass: runClass(runIndex), extra: " tabindex=\"-1\"")
                let run = styled.runs.indices.contains(runIndex) ? styled.runs[runIndex] : nil
                let text = run.map { run in parts[1].unicodeScalars.map { Self.character($0, of: run) }.joined() } ?? HTMLEscaping.text(String(parts[1]))
                return open + text + close
            }.joined()
        }.joined(separator: lineBreak)
    }
}
