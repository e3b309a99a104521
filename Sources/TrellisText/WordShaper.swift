import TrellisLayout

/// Shapes a word with a font chain: picks a face per character as the browser's font
/// fallback does, shapes each same-face stretch with HarfBuzz and sums the advances.
struct WordShaper: Sendable {
    let library: FontLibrary
    let cache: ShardedCache<ShapedWordKey, ShapedWord>?

    /// `text` of a run in `font`, from the cache unless `cached` is false: in a symbol's run
    /// (`RunFont.symbolAdvance`) each U+FFFC is the symbol's box, which the browser lays out as
    /// an inline box of that width (Blink's line breaker sees an atomic inline as U+FFFC too),
    /// and any other character (a truncation's "…") is shaped as text.
    func shape(_ text: String, in font: RunFont, cached: Bool = true) -> ShapedWord {
        guard let box = font.symbolAdvance else {
            return cached ? shape(text, chain: font.chain, scale: font.scale, features: font.features, tracking: font.tracking)
                : shapeUncached(text, chain: font.chain, scale: font.scale, features: font.features, tracking: font.tracking)
        }
        let boxes = text.unicodeScalars.count { $0 == "\u{FFFC}" }
        let rest = String(text.unicodeScalars.filter { $0 != "\u{FFFC}" })
        var shaped = rest.isEmpty ? .empty : shapeUncached(rest, chain: font.chain, scale: font.scale, features: font.features, tracking: font.tracking)
        shaped.advance += box * Int64(boxes)
        return shaped
    }

    /// The word's sums, from the cache when there is one.
    func shape(_ text: String, chain: FontChain, scale: Int32, features: FontFeatures, tracking: Int64 = 0) -> ShapedWord {
        guard let cache else { return shapeUncached(text, chain: chain, scale: scale, features: features, tracking: tracking) }
        let key = ShapedWordKey(chain: chain.id, scale: scale, features: features.rawValue, tracking: tracking, text: text)
        return cache.value(for: key) { shapeUncached(text, chain: chain, scale: scale, features: features, tracking: tracking) }
    }

    /// `tracking` (16.16 px) is added after every character cluster, spaces included, as
    /// Chromium adds `letter-spacing` and Core Text adds tracking ("to each character cluster
    /// after layout", Apple's `Text.tracking(_:)`), so it also follows the last character.
    func shapeUncached(_ text: String, chain: FontChain, scale: Int32, features: FontFeatures, tracking: Int64 = 0) -> ShapedWord {
        guard let primary = chain.primary, !text.isEmpty else { return .empty }
        // Trailing collapsible spaces hang at a line's end, so their advance is kept apart.
        let trailingSpaces = text.utf16.reversed().prefix { $0 == 0x20 }.count
        let trailingStart = text.utf16.count - trailingSpaces

        var result = ShapedWord.empty
        var stretch: [UInt16] = []
        var stretchFace = primary
        var stretchStart = 0
        var offset = 0

        func flush() {
            guard !stretch.isEmpty, let font = stretchFace.font(scale: scale) else { return }
            let glyphs = stretch.withUnsafeBufferPointer { font.shape($0, features: features) }
            for glyph in glyphs {
                result.advance += Int64(glyph.advance)
                if stretchStart + glyph.cluster >= trailingStart { result.trailingSpaceAdvance += Int64(glyph.advance) }
            }
            if stretchFace.id < 64 { result.faceMask |= 1 << UInt64(stretchFace.id) }
            stretch.removeAll(keepingCapacity: true)
        }

        for character in text {
            let face: LoadedFace
            if let covering = chain.faces.first(where: { $0.covers(character) }) {
                face = covering
            } else if let base = character.unicodeScalars.first,
                      let covering = chain.faces.first(where: { $0.harfBuzz.glyph(for: base) != nil }) {
                face = covering
            } else {
                face = primary
                if !character.isWhitespace { result.missing.append(character) }
            }
            if face !== stretchFace {
                flush()
                stretchFace = face
                stretchStart = offset
            }
            stretch.append(contentsOf: character.utf16)
            offset += character.utf16.count
        }
        flush()
        if tracking != 0 {
            result.advance += tracking * Int64(text.count)
            result.trailingSpaceAdvance += tracking * Int64(trailingSpaces)
        }
        return result
    }
}
