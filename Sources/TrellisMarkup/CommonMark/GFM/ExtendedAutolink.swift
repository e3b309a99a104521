// GFM extended autolinks: bare `https://…`, `www.…` and e-mail addresses become links.

/// Finds the autolinks GFM recognises without angle brackets (GFM spec, section 6.9).
///
/// - `www.` or `http://` / `https://` followed by a valid domain (segments of letters,
///   digits, `-` and `_` separated by periods, no `_` in the last two segments), then
///   anything up to whitespace or `<`;
/// - an e-mail address: `[A-Za-z0-9.+_-]+@` then a domain with at least one period,
///   not ending in `-` or `_`.
///
/// A link only starts at the start of the text, after whitespace, or after `*`, `_`, `~`
/// or `(`. Trailing `?!.,:*_~` are not part of it, nor a `)` that has no `(` in the link,
/// nor an entity-like `&name;` at its end.
enum ExtendedAutolink {
    struct Match: Equatable {
        /// UTF-8 byte range in the scanned text.
        var range: Range<Int>
        /// The link's destination (`http://` added to `www.`, `mailto:` to addresses).
        var url: String
        /// The link text, as written.
        var text: String
    }

    /// Every autolink in `bytes`. `atLineStart`: whether the bytes start a line (or follow
    /// whitespace), so a link may begin at offset 0.
    static func matches(in bytes: [UInt8], atLineStart: Bool) -> [Match] {
        var result: [Match] = []
        var index = 0
        while index < bytes.count {
            let boundary = index == 0 ? atLineStart : isBoundary(bytes[index - 1])
            if boundary, let match = match(in: bytes, at: index) {
                result.append(match)
                index = match.range.upperBound
                continue
            }
            if bytes[index] == UInt8(ascii: "@"), let match = email(in: bytes, at: index, after: result.last?.range.upperBound ?? 0, atLineStart: atLineStart) {
                result.append(match)
                index = match.range.upperBound
                continue
            }
            index += 1
        }
        return result
    }

    private static func isBoundary(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "*")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "(")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: String) -> Bool {
        var position = index
        for byte in prefix.utf8 {
            guard position < bytes.count, bytes[position] | 0x20 == byte | 0x20 else { return false }
            position += 1
        }
        return true
    }

    /// A `www.` or `http(s)://` link starting at `index`.
    private static func match(in bytes: [UInt8], at index: Int) -> Match? {
        let schemeLength: Int
        if starts(bytes, at: index, with: "https://") {
            schemeLength = 8
        } else if starts(bytes, at: index, with: "http://") {
            schemeLength = 7
        } else if starts(bytes, at: index, with: "www.") {
            schemeLength = 0
        } else {
            return nil
        }
        let domainStart = index + schemeLength
        guard let domainEnd = validDomain(bytes, from: domainStart, requirePeriod: schemeLength == 0) else { return nil }
        var end = domainEnd
        while end < bytes.count, bytes[end] != UInt8(ascii: "<"), !isSpace(bytes[end]) { end += 1 }
        end = trimTrail(bytes, start: index, end: end)
        guard end > domainStart else { return nil }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        return Match(range: index..<end, url: schemeLength == 0 ? "http://" + text : text, text: text)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == 0x0B || byte == 0x0C
    }

    /// The end of a valid domain starting at `start`: segments of alphanumerics, `_` and
    /// `-` separated by periods (non-ASCII letters allowed), no `_` in the last two.
    private static func validDomain(_ bytes: [UInt8], from start: Int, requirePeriod: Bool) -> Int? {
        var end = start
        var segments: [Range<Int>] = []
        var segmentStart = start
        while end < bytes.count {
            // No real domain is longer (DNS allows 253 bytes); the bound keeps a run of
            // `_www._www._www.…`, retried at every `_`, linear.
            guard end - start < 255 else { return nil }
            let byte = bytes[end]
            if byte == UInt8(ascii: ".") {
                // A period ends a segment only if another segment follows.
                guard end + 1 < bytes.count, isDomainByte(bytes[end + 1]) else { break }
                segments.append(segmentStart..<end)
                segmentStart = end + 1
            } else if !isDomainByte(byte) {
                break
            }
            end += 1
        }
        guard end > segmentStart else { return nil }
        segments.append(segmentStart..<end)
        if requirePeriod, segments.count < 2 { return nil }
        for segment in segments.suffix(2) where bytes[segment].contains(UInt8(ascii: "_")) { return nil }
        return end
    }

    private static func isDomainByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Extended autolink path validation: drops trailing punctuation, unbalanced `)` and
    /// entity references from the end.
    private static func trimTrail(_ bytes: [UInt8], start: Int, end: Int) -> Int {
        var end = end
        // Counted once and kept up to date, so a link ending in many `)` stays linear.
        let opening = bytes[start..<end].reduce(0) { $0 + ($1 == UInt8(ascii: "(") ? 1 : 0) }
        var closing = bytes[start..<end].reduce(0) { $0 + ($1 == UInt8(ascii: ")") ? 1 : 0) }
        while end > start {
            let last = bytes[end - 1]
            if "?!.,:*_~".utf8.contains(last) {
                end -= 1
            } else if last == UInt8(ascii: ")") {
                guard closing > opening else { break }
                closing -= 1
                end -= 1
            } else if last == UInt8(ascii: ";") {
                var ampersand = end - 2
                while ampersand > start, isAlphanumeric(bytes[ampersand]) { ampersand -= 1 }
                guard ampersand >= start, ampersand < end - 2, bytes[ampersand] == UInt8(ascii: "&") else { break }
                end = ampersand
            } else {
                break
            }
        }
        return end
    }

    /// An e-mail address around the `@` at `at`, starting no earlier than `after`.
    private static func email(in bytes: [UInt8], at: Int, after: Int, atLineStart: Bool) -> Match? {
        func isLocal(_ byte: UInt8) -> Bool {
            isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "+")
        }
        var start = at
        while start > after, isLocal(bytes[start - 1]) { start -= 1 }
        guard start < at else { return nil }
        if start > 0, !isBoundary(bytes[start - 1]) { return nil }
        if start == 0, !atLineStart { return nil }
        var end = at + 1
        var periods = 0
        while end < bytes.count {
            let byte = bytes[end]
            if isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                end += 1
            } else if byte == UInt8(ascii: "."), end + 1 < bytes.count, isAlphanumeric(bytes[end + 1]) {
                periods += 1
                end += 1
            } else {
                break
            }
        }
        guard periods > 0, end > at + 1 else { return nil }
        let last = bytes[end - 1]
        if last == UInt8(ascii: "-") || last == UInt8(ascii: "_") { return nil }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return Match(range: start..<end, url: "mailto:" + text, text: text)
    }
}
