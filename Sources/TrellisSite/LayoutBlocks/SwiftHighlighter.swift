// Highlighted Swift code, for layout blocks shown as source.

import TrellisMarkup

/// Marks up Swift source with `<span class="…">` for keywords, types, strings, numbers and
/// comments, so layout code shown as source reads like it does in Xcode.
///
/// A tokenizer, not a parser: it only needs to colour, and never fails on odd input.
enum SwiftHighlighter {
    private static let keywords: Set<String> = [
        "let", "var", "func", "struct", "class", "enum", "protocol", "extension", "return", "if", "else", "for", "in",
        "while", "switch", "case", "default", "import", "some", "any", "true", "false", "nil", "self", "Self", "init",
        "guard", "private", "public", "static", "where", "throws", "try", "inout",
    ]

    /// The code as `<pre><code class="language-swift">` with highlighting spans.
    static func html(_ code: String, extraClass: String) -> String {
        var output = "<pre class=\"\(extraClass)\"><code class=\"language-swift\">"
        let scalars = Array(code.unicodeScalars)
        var index = 0
        func span(_ kind: String, _ text: String) {
            output += "<span class=\"hl-\(kind)\">" + HTMLEscaping.text(text) + "</span>"
        }
        func take(while predicate: (Unicode.Scalar) -> Bool) -> String {
            var text = String.UnicodeScalarView()
            while index < scalars.count, predicate(scalars[index]) {
                text.append(scalars[index])
                index += 1
            }
            return String(text)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == "/", next == "/" {
                span("comment", take { $0 != "\n" })
            } else if scalar == "/", next == "*" {
                var text = "/*"
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
                if index < scalars.count {
                    text += "*/"
                    index += 2
                }
                span("comment", text)
            } else if scalar == "\"" {
                var text = "\""
                index += 1
                while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
                    if scalars[index] == "\\", index + 1 < scalars.count {
                        text.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
                if index < scalars.count, scalars[index] == "\"" {
                    text += "\""
                    index += 1
                }
                span("string", text)
            } else if scalar.properties.numericType != nil, scalar.isASCII {
                span("number", take { $0.isASCII && ($0.properties.numericType != nil || $0 == "." || $0 == "_") })
            } else if scalar.properties.isAlphabetic || scalar == "_" || scalar == "@" || scalar == "." && next.map({ $0.properties.isAlphabetic }) == true {
                let leading = scalar == "." || scalar == "@" ? String(scalar) : ""
                if !leading.isEmpty { index += 1 }
                let word = take { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
                if leading == "." {
                    output += "."
                    span("member", word)
                } else if leading == "@" {
                    span("attribute", "@" + word)
                } else if keywords.contains(word) {
                    span("keyword", word)
                } else if word.first?.isUppercase == true {
                    span("type", word)
                } else {
                    output += HTMLEscaping.text(word)
                }
            } else {
                output += HTMLEscaping.text(String(scalar))
                index += 1
            }
        }
        return output + "</code></pre>\n"
    }
}
