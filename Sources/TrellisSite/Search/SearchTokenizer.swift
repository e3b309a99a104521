// Text to search terms; assets/trellis-search.js splits queries by the same rules.

/// Splits text into the terms the search index holds: runs of letters, marks and digits,
/// lowercased; Chinese and Japanese (no spaces between words) as single characters and
/// overlapping pairs, so a query of any length finds them.
///
/// The browser splits the query with the same rules (`terms()` in trellis-search.js); keep
/// the two in step.
enum SearchTokenizer {
    /// Terms longer than this (hashes, base64) are left out of the index.
    static let maximumTermLength = 40

    /// Calls `body` with each term of `text`, in order.
    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        forEachTermUTF8(in: text) { body(String(decoding: $0, as: UTF8.self)) }
    }

    /// Calls `body` with the UTF-8 bytes of each term of `text`, in order (valid only during
    /// the call): the index counts a page's terms without making a `String` of each.
    ///
    /// Walks UTF-8 bytes with an ASCII fast path (lowercased as it goes); a word holding other
    /// letters that have a lowercase form is lowercased by `String.lowercased()`, as the
    /// script's `toLowerCase()` does (Greek final sigma included). Words in scripts without
    /// case (Han, Hangul, Arabic...) and Chinese and Japanese terms are handed on as the bytes
    /// of the text itself, without a `String` of their own.
    static func forEachTermUTF8(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        // A term's bytes, in a buffer made once per text: appending to an array checked its
        // uniqueness and capacity for every letter of every page. Longer words are skipped.
        let capacity = 4 * maximumTermLength
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { word in
        text.withUTF8 { bytes in
            var wordCount = 0  // bytes in `word`
            var wordLength = 0  // in scalars
            var wordNeedsLowercasing = false
            /// Where the scalar before this one starts, if it was Chinese or Japanese.
            var previousCJKStart: Int?
            func flushWord() {
                if wordCount > 0, wordLength <= maximumTermLength {
                    let term = UnsafeBufferPointer(rebasing: word[0..<wordCount])
                    if wordNeedsLowercasing {
                        var lowercased = String(decoding: term, as: UTF8.self).lowercased()
                        lowercased.withUTF8 { body($0) }
                    } else {
                        body(term)
                    }
                }
                wordCount = 0
                wordLength = 0
                wordNeedsLowercasing = false
            }
            func append(_ byte: UInt8) {
                if wordCount < capacity { word[wordCount] = byte }
                wordCount += 1
            }
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    previousCJKStart = nil
                    index += 1
                    switch lead {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        append(lead)
                        wordLength += 1
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                        append(lead | 0x20)
                        wordLength += 1
                    default:
                        flushWord()
                    }
                    continue
                }
                // A multi-byte scalar (the String holds valid UTF-8).
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length where index + offset < bytes.count { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                let end = min(index + length, bytes.count)
                guard let scalar = Unicode.Scalar(value) else {
                    previousCJKStart = nil
                    index = end
                    continue
                }
                let kind = kind(of: scalar)
                if kind.contains(.cjk) {
                    flushWord()
                    // The character, then it with the one before (adjacent in the text).
                    body(UnsafeBufferPointer(rebasing: bytes[index..<end]))
                    if let previousStart = previousCJKStart { body(UnsafeBufferPointer(rebasing: bytes[previousStart..<end])) }
                    previousCJKStart = index
                } else {
                    previousCJKStart = nil
                    if kind.contains(.word) {
                        for position in index..<end { append(bytes[position]) }
                        wordLength += 1
                        if kind.contains(.changesWhenLowercased) { wordNeedsLowercasing = true }
                    } else {
                        flushWord()
                    }
                }
                index = end
            }
            flushWord()
        }
        }
    }

    /// What the tokenizer needs to know of a scalar.
    struct ScalarKind: OptionSet {
        let rawValue: UInt8
        static let word = ScalarKind(rawValue: 1)
        static let changesWhenLowercased = ScalarKind(rawValue: 2)
        static let cjk = ScalarKind(rawValue: 4)
    }

    /// The kinds of the Basic Multilingual Plane, worked out once (64 KiB, a few milliseconds):
    /// Unicode's property tables were a twentieth of a build of the tldr corpus, whose pages
    /// in Korean, Chinese, Russian... look them up for every letter.
    private static let basicPlaneKinds: [ScalarKind] = (0..<0x10000).map { value in
        Unicode.Scalar(UInt32(value)).map(computedKind) ?? []
    }

    static func kind(of scalar: Unicode.Scalar) -> ScalarKind {
        scalar.value < 0x10000 ? basicPlaneKinds[Int(scalar.value)] : computedKind(scalar)
    }

    private static func computedKind(_ scalar: Unicode.Scalar) -> ScalarKind {
        var kind: ScalarKind = []
        if isWordScalar(scalar) { kind.insert(.word) }
        if scalar.properties.changesWhenLowercased { kind.insert(.changesWhenLowercased) }
        if isCJK(scalar) { kind.insert(.cjk) }
        return kind
    }

    /// Letters, marks and numbers (`[\p{L}\p{M}\p{N}]` in the script).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Han ideographs and kana, written without spaces between words (Hangul has spaces).
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF: true
        default: false
        }
    }
}
