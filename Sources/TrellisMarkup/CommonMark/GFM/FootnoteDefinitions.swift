// Footnote definitions (`[^label]: text`), found in the source before libcmark reads it.

/// Rewrites footnote definitions so that libcmark parses each as a list item.
///
/// libcmark knows no footnotes: `[^siphash]: [text](url)` is a valid link reference
/// definition to it (label `^siphash`, destination `[text](url)`), so the definition
/// vanishes and every `[^siphash]` becomes a link to a page named `[text](url)`. Like the
/// GFM extension, a definition is a container block: its first line's text and the lines
/// indented by four spaces under it. Rewriting `[^label]: ` to the list marker `1)  `
/// (content indented by exactly four columns) lets libcmark parse that container, with
/// every line keeping its number; the items are then moved out of the tree by
/// ``CommonMarkTree/extractFootnotes(_:)``. Lines inside fenced code blocks are left alone.
struct FootnoteDefinitions {
    /// One definition: its label (as written) and where its text starts.
    struct Definition: Equatable {
        var label: String
        /// 1-based body line of the `[^label]:`.
        var line: Int
        /// UTF-8 columns (1-based) from which text on that line moved left by `shift`.
        var textColumn: Int
        var shift: Int
    }

    /// The rewritten body, or nil when it holds no definition (the common case: no copy).
    var text: String?
    var definitions: [Definition] = []

    /// No definitions: the page has no `[^` (``ExtensionHints/footnotes``).
    init() {}

    init(body: Substring) {
        var output: [UInt8] = []
        var fence: (byte: UInt8, length: Int)? = nil
        var lineNumber = 0
        var changed = false
        for line in body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if lineNumber > 1 { output.append(UInt8(ascii: "\n")) }
            let bytes = Array(line)
            let indent = bytes.prefix(while: { $0 == UInt8(ascii: " ") }).count
            if indent <= 3 {
                let rest = bytes[indent...]
                if let open = fence {
                    let run = rest.prefix(while: { $0 == open.byte }).count
                    if run >= open.length, rest.dropFirst(run).allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
                        fence = nil
                    }
                } else if let first = rest.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
                    let run = rest.prefix(while: { $0 == first }).count
                    if run >= 3 { fence = (first, run) }
                } else if let (label, length) = Self.marker(rest) {
                    // `[^label]:` and the blanks after it become `1)  `.
                    output += bytes[..<indent]
                    output += Array("1)  ".utf8)
                    output += rest.dropFirst(length)
                    definitions.append(Definition(label: label, line: lineNumber, textColumn: indent + 5, shift: length - 4))
                    changed = true
                    continue
                }
            }
            output += bytes
        }
        if changed { text = String(decoding: output, as: UTF8.self) }
    }

    /// `[^label]:` plus following blanks at the start of `line`: the label and the length.
    static func marker(_ line: ArraySlice<UInt8>) -> (label: String, length: Int)? {
        guard line.starts(with: "[^".utf8) else { return nil }
        let labelStart = line.startIndex + 2
        var index = labelStart
        while index < line.endIndex, line[index] != UInt8(ascii: "]") {
            let byte = line[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\r") { return nil }
            index += 1
        }
        guard index > labelStart, index - labelStart <= 999, index + 1 < line.endIndex, line[index + 1] == UInt8(ascii: ":") else { return nil }
        var end = index + 2
        while end < line.endIndex, line[end] == UInt8(ascii: " ") || line[end] == UInt8(ascii: "\t") { end += 1 }
        return (String(decoding: line[labelStart..<index], as: UTF8.self), end - line.startIndex)
    }

    /// Footnote labels match like link labels: case-insensitively.
    static func normalized(_ label: String) -> String { label.lowercased() }
}
