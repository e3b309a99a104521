// The words a reader sees in a rendered page body, for the search index.

/// Plain text from the body HTML the build wrote: tags dropped (and the contents of
/// `<script>`, `<style>` and `<svg>`), the entities the escaper writes decoded, runs of
/// white space collapsed.
enum SearchText {
    static func plainText(fromHTML html: String) -> String {
        var text = String.UnicodeScalarView()
        let scalars = Array(html.unicodeScalars)
        var index = 0
        var lastWasSpace = true
        func appendSpace() {
            if !lastWasSpace {
                text.append(" ")
                lastWasSpace = true
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<" {
                var end = index + 1
                while end < scalars.count, scalars[end] != ">" { end += 1 }
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<min(end, index + 8)].prefix { $0.properties.isAlphabetic })).lowercased()
                index = end + 1
                if name == "script" || name == "style" || name == "svg" {
                    // Skip to the matching closing tag.
                    let closing = Array("</\(name)".unicodeScalars)
                    while index < scalars.count {
                        if scalars[index] == "<", index + closing.count <= scalars.count,
                           String(String.UnicodeScalarView(scalars[index..<(index + closing.count)])).lowercased() == "</\(name)" {
                            break
                        }
                        index += 1
                    }
                }
                // Block boundaries separate words; inline tags (`<em>`) usually sit inside words' spacing anyway.
                appendSpace()
            } else if scalar == "&" {
                var end = index + 1
                while end < scalars.count, end - index < 10, scalars[end] != ";" { end += 1 }
                if end < scalars.count, scalars[end] == ";", let decoded = entity(String(String.UnicodeScalarView(scalars[(index + 1)..<end]))) {
                    text.append(decoded)
                    lastWasSpace = false
                    index = end + 1
                } else {
                    text.append(scalar)
                    lastWasSpace = false
                    index += 1
                }
            } else if scalar.properties.isWhitespace {
                appendSpace()
                index += 1
            } else {
                text.append(scalar)
                lastWasSpace = false
                index += 1
            }
        }
        return String(text).trimmingSpaces()
    }

    private static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") { return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
            if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init) }
            return nil
        }
    }

    /// The first `limit` characters of `text`, cut at a word boundary with an ellipsis.
    static func summary(_ text: String, limit: Int = 160) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return String(atWord) + "…"
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var view = Substring(self)
        while view.first == " " { view.removeFirst() }
        while view.last == " " { view.removeLast() }
        return String(view)
    }
}
