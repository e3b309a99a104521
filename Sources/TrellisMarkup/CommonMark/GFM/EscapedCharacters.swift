// Which characters of a text node the author escaped (`\~`), found by aligning it with its source.

/// Finds the characters of a text node that were written escaped (`\~`, `\[`) or as an
/// entity (`&#126;`), which must stay literal: `\~~not struck~~`, `\[^1]`.
///
/// libcmark merges an escaped character into the surrounding text node, so the escape is
/// only visible in the source. The node's literal is walked beside its source line, allowing
/// for what libcmark changes: escapes, entities and smart punctuation (curly quotes, dashes,
/// ellipses). Where the two cannot be aligned the answer is nil (treat nothing as escaped).
enum EscapedCharacters {
    /// Byte offsets in `literal` of characters written escaped in `source` (the node's
    /// source bytes, from its first to its last column).
    static func offsets(literal: [UInt8], source: some Collection<UInt8>) -> Set<Int>? {
        let source = Array(source)
        var result: Set<Int> = []
        var i = 0
        var j = 0
        while j < literal.count {
            guard i < source.count else { return nil }
            let byte = source[i]
            if byte == UInt8(ascii: "\\"), i + 1 < source.count, isASCIIPunctuation(source[i + 1]), literal[j] == source[i + 1] {
                result.insert(j)
                i += 2
                j += 1
            } else if byte == literal[j] {
                i += 1
                j += 1
            } else if byte == UInt8(ascii: "&"), let end = source[i...].prefix(40).firstIndex(of: UInt8(ascii: ";")) {
                result.insert(j)
                i = end + 1
                j += length(of: literal[j])
            } else if literal[j] >= 0xE2 {
                // Smart punctuation: one source run became one or more typographic characters.
                if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                    i += 1
                    j += length(of: literal[j])
                } else if byte == UInt8(ascii: "."), source[i...].starts(with: "...".utf8) {
                    i += 3
                    j += length(of: literal[j])
                } else if byte == UInt8(ascii: "-") {
                    while i < source.count, source[i] == UInt8(ascii: "-") { i += 1 }
                    while j + 2 < literal.count, literal[j] == 0xE2, literal[j + 1] == 0x80, literal[j + 2] == 0x93 || literal[j + 2] == 0x94 { j += 3 }
                } else {
                    return nil
                }
            } else {
                return nil
            }
        }
        return result
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }

    private static func length(of lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
