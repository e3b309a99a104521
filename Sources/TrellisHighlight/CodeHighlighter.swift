// A fenced code block turned into highlighted HTML at build time.

import TrellisMarkup

/// Highlights code blocks for the page, with no script in the browser: Swift through
/// swift-syntax, everything else through GNU source-highlight, and `{2,4-6}` line marks.
///
///     CodeHighlighter.html(code: "let x = 1\n", info: "swift {1}")
///     // <pre class="code" tabindex="0" role="group" aria-label="swift code"><code class="language-swift"><span class="line marked">…
///
/// A language nobody highlights is shown plain (escaped) and is not an error; a language
/// whose definition fails to load is shown plain too. Every block is written here, so every
/// one can be scrolled from the keyboard (``preAttributes(label:)``).
public enum CodeHighlighter {
    /// The block as `<pre class="…"><code class="language-…">`; a language nobody highlights
    /// is escaped text. `problem` says what is wrong with the info string's line marks, for a
    /// warning. (`html` is never nil; it stays optional for the callers that pass it on as
    /// "the page's own rendering of this block".)
    public static func html(code: String, info: String, preClass: String = "code") -> (html: String?, problem: String?) {
        let language = String(info.prefix { !$0.isWhitespace && $0 != "{" })
        let (marks, problem) = LineMarks.parse(info: info)
        let runs = HighlightLanguage(fenceName: language).flatMap { classify(code, as: $0) }
        return (render(code, language: language, runs: runs ?? [], marks: marks, preClass: preClass), problem)
    }

    /// The attributes that make a code block reachable and named for a keyboard and a screen
    /// reader: a block wider than the column scrolls (`overflow-x: auto`), and a region that
    /// scrolls must take focus so that arrow keys can scroll it (WCAG 2.1.1; axe's
    /// `scrollable-region-focusable`). Whether a block overflows depends on the reader's width
    /// and text size, so every block gets them. The name says what the stop is when focus
    /// lands there; `group` is the role that may carry a name without adding a landmark per
    /// block (a `<pre>` alone is generic, which must not be named: WAI-ARIA 1.2, "generic").
    public static func preAttributes(label: String) -> String {
        " tabindex=\"0\" role=\"group\" aria-label=\"\(HTMLEscaping.attribute(label))\""
    }

    /// "swift code" for a fence's language, "Code" without one.
    static func label(language: String) -> String {
        language.isEmpty ? "Code" : "\(language) code"
    }

    /// The classified runs of `code`, sorted and not overlapping; nil when the language's
    /// highlighter is unavailable.
    public static func classify(_ code: String, as language: HighlightLanguage) -> [(HighlightClass, Range<Int>)]? {
        switch language {
        case .swift:
            return SwiftClassifier.classify(code)
        case .sourceHighlight(let langFile):
            return SourceHighlightLibrary.classify(code, langFile: langFile)?.compactMap { element, range in
                HighlightClass(sourceHighlightElement: element).map { ($0, range) }
            }
        }
    }

    /// Each line of `code` as highlighted HTML (escaped text and class spans, no line
    /// break), for writers that wrap lines themselves: a layout block's code pane links each
    /// line to the boxes it wrote.
    public static func highlightedLines(_ code: String, language: String) -> [String] {
        let runs = HighlightLanguage(fenceName: language).flatMap { classify(code, as: $0) } ?? []
        return lines(code, runs: runs)
    }

    /// Writes the runs as spans, line by line so that no span crosses a line break (a marked
    /// line is one element, and a block comment is cut into one span per line).
    static func render(_ code: String, language: String, runs: [(HighlightClass, Range<Int>)], marks: LineMarks?, preClass: String) -> String {
        var output = "<pre class=\"\(HTMLEscaping.attribute(preClass))\"\(preAttributes(label: label(language: language)))>"
        output += language.isEmpty ? "<code>" : "<code class=\"language-\(HTMLEscaping.attribute(language))\">"
        for (index, line) in lines(code, runs: runs).enumerated() {
            if index > 0 { output += "\n" }
            guard let marks else {
                output += line
                continue
            }
            output += (marks.lines.contains(index + 1) ? "<span class=\"line marked\">" : "<span class=\"line\">") + line + "</span>"
        }
        if code.hasSuffix("\n") { output += "\n" }
        return output + "</code></pre>\n"
    }

    /// The highlighted HTML of each line.
    private static func lines(_ code: String, runs: [(HighlightClass, Range<Int>)]) -> [String] {
        let bytes = Array(code.utf8)
        func text(_ range: Range<Int>) -> String {
            HTMLEscaping.text(String(decoding: bytes[range], as: UTF8.self))
        }
        var result: [String] = []
        var runIndex = 0
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var output = ""
            var position = lineStart
            while runIndex < runs.count, runs[runIndex].1.lowerBound < lineEnd {
                let (highlightClass, range) = runs[runIndex]
                let start = max(range.lowerBound, position), end = min(range.upperBound, lineEnd)
                if start > position { output += text(position..<start) }
                if end > start {
                    output += "<span class=\"\(highlightClass.cssClass)\">" + text(start..<end) + "</span>"
                    position = end
                }
                // A run going on past this line continues on the next.
                if range.upperBound > lineEnd { break }
                runIndex += 1
            }
            if position < lineEnd { output += text(position..<lineEnd) }
            result.append(output)
            lineStart = lineEnd + 1
        }
        return result
    }
}
