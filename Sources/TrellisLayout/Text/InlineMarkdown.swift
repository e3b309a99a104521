/// Parses the inline Markdown of a `Text` string into runs, as SwiftUI's `Text` does for a
/// string literal: `**bold**`, `*italic*` / `_italic_`, `` `code` ``, `[label](url)`, `~~strike~~`
/// (drawn as plain text) and backslash escapes.
///
/// It lives in `TrellisLayout`, not `TrellisText`, because the block interpreter builds
/// `StyledText` values while parsing a layout block and must not need HarfBuzz, cmark or any
/// I/O for that; it is pure string work. Emphasis follows CommonMark's delimiter-run rules
/// (flanking, `_` inside words, nesting), so `2*3*4` stays literal and `***x***` is both.
/// Malformed markup never fails: unmatched delimiters stay as text, as in SwiftUI.
public enum InlineMarkdown {
    /// The runs of `markdown`, each with `font` changed by its emphasis.
    public static func runs(_ markdown: String, font: FontSpec) -> [TextRun] {
        var items = parse(Array(markdown))
        resolveEmphasis(&items)
        var runs: [TextRun] = []
        for item in items {
            guard case .text(let text, let style) = item.kind, !text.isEmpty else { continue }
            var runFont = font
            if style.bold { runFont.weight = max(font.weight, .bold) }
            if style.italic { runFont.italic = true }
            if style.code { runFont.design = .monospaced }
            if let last = runs.last, last.font == runFont, last.link == style.link {
                runs[runs.count - 1].text += text
            } else {
                runs.append(TextRun(text: text, font: runFont, link: style.link))
            }
        }
        return runs
    }

    /// A whole `StyledText` for `markdown` in `font`.
    public static func styledText(_ markdown: String, font: FontSpec) -> StyledText {
        StyledText(runs: runs(markdown, font: font), baseFont: font)
    }

    // MARK: - Items

    private struct Style: Hashable {
        var bold = false
        var italic = false
        var code = false
        var link: String?
    }

    private struct Item {
        enum Kind {
            case text(String, Style)
            /// A run of `*`, `_` or `~` that may open or close emphasis.
            case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool)
        }
        var kind: Kind
    }

    // MARK: - Parsing

    private static func parse(_ chars: [Character]) -> [Item] {
        var items: [Item] = []
        var literal = ""
        func flush() {
            if !literal.isEmpty { items.append(Item(kind: .text(literal, Style()))) }
            literal = ""
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "\\" where i + 1 < chars.count && chars[i + 1].isPunctuation || i + 1 < chars.count && chars[i + 1].isSymbol:
                literal.append(chars[i + 1])
                i += 2
            case "`":
                var run = 0
                while i + run < chars.count, chars[i + run] == "`" { run += 1 }
                if let end = closingBackticks(chars, from: i + run, count: run) {
                    flush()
                    var code = String(chars[(i + run)..<end]).replacingNewlines()
                    // CommonMark strips one space on each side when both are there.
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    items.append(Item(kind: .text(code, Style(code: true))))
                    i = end + run
                } else {
                    literal += String(repeating: "`", count: run)
                    i += run
                }
            case "[":
                if let (labelEnd, url, end) = link(chars, openingAt: i) {
                    flush()
                    var label = parse(Array(chars[(i + 1)..<labelEnd]))
                    resolveEmphasis(&label)
                    for item in label {
                        if case .text(let text, var style) = item.kind {
                            style.link = url
                            items.append(Item(kind: .text(text, style)))
                        }
                    }
                    i = end
                } else {
                    literal.append(c)
                    i += 1
                }
            case "*", "_", "~":
                var run = 0
                while i + run < chars.count, chars[i + run] == c { run += 1 }
                let before: Character? = i > 0 ? chars[i - 1] : nil
                let after: Character? = i + run < chars.count ? chars[i + run] : nil
                let (canOpen, canClose) = flanking(c, before: before, after: after)
                if c == "~" && run != 2 || !canOpen && !canClose {
                    literal += String(repeating: c, count: run)
                } else {
                    flush()
                    items.append(Item(kind: .delimiter(c, count: run, canOpen: canOpen, canClose: canClose)))
                }
                i += run
            default:
                literal.append(c)
                i += 1
            }
        }
        flush()
        return items
    }

    private static func closingBackticks(_ chars: [Character], from start: Int, count: Int) -> Int? {
        var i = start
        while i < chars.count {
            if chars[i] == "`" {
                var run = 0
                while i + run < chars.count, chars[i + run] == "`" { run += 1 }
                if run == count { return i }
                i += run
            } else {
                i += 1
            }
        }
        return nil
    }

    /// `[label](url)` starting at `open`: the label's end, the URL and the index after `)`.
    private static func link(_ chars: [Character], openingAt open: Int) -> (Int, String, Int)? {
        var depth = 0
        var i = open
        var labelEnd: Int?
        while i < chars.count {
            switch chars[i] {
            case "\\": i += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { labelEnd = i }
            default: break
            }
            if labelEnd != nil { break }
            i += 1
        }
        guard let labelEnd, labelEnd + 1 < chars.count, chars[labelEnd + 1] == "(" else { return nil }
        var j = labelEnd + 2
        var parens = 0
        var url = ""
        while j < chars.count {
            let c = chars[j]
            if c == ")" && parens == 0 { break }
            if c == "(" { parens += 1 }
            if c == ")" { parens -= 1 }
            url.append(c)
            j += 1
        }
        guard j < chars.count else { return nil }
        // `[x](url "title")`: keep only the destination; `<url>` loses its brackets.
        var destination = url.trimmingSpaces()
        if let space = destination.firstIndex(of: " ") { destination = String(destination[..<space]) }
        if destination.hasPrefix("<"), destination.hasSuffix(">"), destination.count >= 2 {
            destination = String(destination.dropFirst().dropLast())
        }
        return (labelEnd, destination, j + 1)
    }

    /// CommonMark's left-/right-flanking rules for a delimiter run.
    private static func flanking(_ c: Character, before: Character?, after: Character?) -> (canOpen: Bool, canClose: Bool) {
        let afterSpace = after.map(\.isWhitespace) ?? true
        let beforeSpace = before.map(\.isWhitespace) ?? true
        let afterPunct = after.map { $0.isPunctuation || $0.isSymbol } ?? false
        let beforePunct = before.map { $0.isPunctuation || $0.isSymbol } ?? false
        let left = !afterSpace && (!afterPunct || beforeSpace || beforePunct)
        let right = !beforeSpace && (!beforePunct || afterSpace || afterPunct)
        if c == "_" {
            return (left && (!right || beforePunct), right && (!left || afterPunct))
        }
        return (left, right)
    }

    // MARK: - Emphasis

    /// CommonMark's "process emphasis": match closers with the nearest opener of the same kind.
    private static func resolveEmphasis(_ items: inout [Item]) {
        var closer = 0
        while closer < items.count {
            guard case .delimiter(let c, let closeCount, _, true) = items[closer].kind else {
                closer += 1
                continue
            }
            var opener = closer - 1
            var matched = false
            while opener >= 0 {
                if case .delimiter(c, let openCount, true, _) = items[opener].kind {
                    let used = c == "~" ? 2 : (openCount >= 2 && closeCount >= 2 ? 2 : 1)
                    for k in (opener + 1)..<closer {
                        if case .text(let text, var style) = items[k].kind {
                            if c == "~" {
                                // Strikethrough is drawn by CSS; it does not change the font.
                            } else if used == 2 {
                                style.bold = true
                            } else {
                                style.italic = true
                            }
                            items[k].kind = .text(text, style)
                        }
                    }
                    // Delimiters between the pair can no longer match anything.
                    let between = items[(opener + 1)..<closer].filter {
                        if case .delimiter = $0.kind { return false }
                        return true
                    }
                    items.replaceSubrange((opener + 1)..<closer, with: between)
                    closer = opener + 1 + between.count
                    items[opener].kind = shrink(items[opener].kind, by: used)
                    items[closer].kind = shrink(items[closer].kind, by: used)
                    matched = true
                    break
                }
                opener -= 1
            }
            if !matched { closer += 1 }
            // A closer used up is plain (empty) text now; the loop moves past it next time.
        }
        // Unmatched delimiters are literal text.
        for k in items.indices {
            if case .delimiter(let c, let count, _, _) = items[k].kind {
                items[k].kind = .text(count > 0 ? String(repeating: c, count: count) : "", Style())
            }
        }
    }

    private static func shrink(_ kind: Item.Kind, by used: Int) -> Item.Kind {
        guard case .delimiter(let c, let count, let canOpen, let canClose) = kind else { return kind }
        return count - used > 0 ? .delimiter(c, count: count - used, canOpen: canOpen, canClose: canClose) : .text("", Style())
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }

    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" ? " " : $0 })
    }
}
