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

    /// Calls `body` with each term of `text` and whether it is a CJK pair.
    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        var word = String.UnicodeScalarView()
        var previousCJK: Unicode.Scalar?
        func flushWord() {
            if !word.isEmpty, word.count <= maximumTermLength { body(String(word).lowercased()) }
            word.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if isCJK(scalar) {
                flushWord()
                body(String(scalar))
                if let previous = previousCJK {
                    var pair = String.UnicodeScalarView()
                    pair.append(previous)
                    pair.append(scalar)
                    body(String(pair))
                }
                previousCJK = scalar
            } else {
                previousCJK = nil
                if isWordScalar(scalar) { word.append(scalar) } else { flushWord() }
            }
        }
        flushWord()
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
