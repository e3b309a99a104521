// What an inline pass sees of a container's children: text it may cut, and the rest.

/// One child of an inline container, as the GFM inline passes (strikethrough, autolinks,
/// footnote references) see it: text they can cut into, or a node they only step over.
enum InlinePiece: Equatable {
    /// A text node's literal, as UTF-8 bytes.
    case text([UInt8])
    /// A soft or hard line break: whitespace to the flanking rules, a line start to autolinks.
    case lineBreak
    /// Any other inline (code, emphasis, link, raw HTML): punctuation in the source
    /// (`` ` ``, `*`, `[`, `<`), so it counts as punctuation to the flanking rules.
    case other
}

/// A cut in a text piece: bytes `range` of piece `piece` replaced by `replacement`.
struct InlineSplice: Equatable {
    enum Replacement: Equatable {
        /// Opens a wrapper (`<del>`) that holds what follows until the matching `.close`.
        case open(enter: String, exit: String)
        case close
        /// A link whose text is `text` (extended autolinks).
        case link(url: String, text: String)
        /// Raw HTML (a footnote reference's `<sup>`).
        case html(String)
    }

    var piece: Int
    var range: Range<Int>
    var replacement: Replacement
}

/// How the flanking rules classify the character next to a delimiter run.
enum FlankingClass {
    case whitespace, punctuation, other

    init(_ scalar: Unicode.Scalar?) {
        guard let scalar else {
            self = .whitespace
            return
        }
        if scalar.properties.isWhitespace {
            self = .whitespace
        } else if scalar.isASCII ? Self.asciiPunctuation.contains(UInt8(scalar.value)) : Self.isUnicodePunctuation(scalar) {
            self = .punctuation
        } else {
            self = .other
        }
    }

    private static let asciiPunctuation = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".utf8)

    private static func isUnicodePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default: false
        }
    }
}

extension Array where Element == InlinePiece {
    /// The scalar just before byte `offset` of text piece `index`, looking into the previous
    /// piece; nil for whitespace-like boundaries (start of the container, a line break).
    func scalar(before offset: Int, inPiece index: Int) -> (scalar: Unicode.Scalar?, isPunctuation: Bool) {
        if case .text(let bytes) = self[index], offset > 0 {
            var start = offset - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            return (String(decoding: bytes[start..<offset], as: UTF8.self).unicodeScalars.first, false)
        }
        guard index > 0 else { return (nil, false) }
        switch self[index - 1] {
        case .text(let bytes): return bytes.isEmpty ? (nil, false) : scalar(before: bytes.count, inPiece: index - 1)
        case .lineBreak: return (nil, false)
        case .other: return (nil, true)
        }
    }

    /// The scalar at byte `offset` of text piece `index`, looking into the next piece.
    func scalar(at offset: Int, inPiece index: Int) -> (scalar: Unicode.Scalar?, isPunctuation: Bool) {
        if case .text(let bytes) = self[index], offset < bytes.count {
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return (String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first, false)
        }
        guard index + 1 < count else { return (nil, false) }
        switch self[index + 1] {
        case .text: return scalar(at: 0, inPiece: index + 1)
        case .lineBreak: return (nil, false)
        case .other: return (nil, true)
        }
    }

    /// The flanking class next to a delimiter run.
    func flanking(before offset: Int, inPiece index: Int) -> FlankingClass {
        let (scalar, isPunctuation) = self.scalar(before: offset, inPiece: index)
        return isPunctuation ? .punctuation : FlankingClass(scalar)
    }

    func flanking(at offset: Int, inPiece index: Int) -> FlankingClass {
        let (scalar, isPunctuation) = self.scalar(at: offset, inPiece: index)
        return isPunctuation ? .punctuation : FlankingClass(scalar)
    }
}
