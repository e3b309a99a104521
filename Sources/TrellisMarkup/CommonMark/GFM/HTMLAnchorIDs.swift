// The `id="…"` attributes in raw HTML: link targets as real as headings.

/// Finds `id` attributes in raw HTML written in a page (`<a id="old-name"></a>`), so links
/// to anchors kept for old headings are not reported as broken.
enum HTMLAnchorIDs {
    /// Every `id="…"`, `id='…'` or `id=bare` inside a tag of `html`.
    static func ids(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        var result: [String] = []
        var inTag = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                inTag = index + 1 < bytes.count && bytes[index + 1] != UInt8(ascii: "/") && bytes[index + 1] != UInt8(ascii: "!")
            } else if byte == UInt8(ascii: ">") {
                inTag = false
            } else if inTag, byte | 0x20 == UInt8(ascii: "i"), index > 0, isSpace(bytes[index - 1]), index + 2 < bytes.count,
                bytes[index + 1] | 0x20 == UInt8(ascii: "d")
            {
                var position = index + 2
                while position < bytes.count, isSpace(bytes[position]) { position += 1 }
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                    index += 1
                    continue
                }
                position += 1
                while position < bytes.count, isSpace(bytes[position]) { position += 1 }
                guard position < bytes.count else { break }
                let quote = bytes[position]
                var end: Int
                let start: Int
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    start = position + 1
                    end = start
                    while end < bytes.count, bytes[end] != quote { end += 1 }
                } else {
                    start = position
                    end = start
                    while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">") { end += 1 }
                }
                if end > start { result.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
                index = end
                continue
            }
            index += 1
        }
        return result
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
