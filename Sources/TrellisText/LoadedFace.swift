import Synchronization
import TrellisLayout

/// A configured face, loaded: its HarfBuzz face, its fonts per size, its vertical metrics.
final class LoadedFace: Sendable {
    let file: FontFaceFile
    let harfBuzz: HarfBuzzFace
    /// The 0-based position of this face in its `FontLibrary`, used in cache keys and masks.
    let id: Int
    private let sizedFonts = Mutex<[Int32: HarfBuzzSizedFont]>([:])

    init(file: FontFaceFile, id: Int) throws(FontError) {
        guard let face = HarfBuzzFace(path: file.path, index: file.index) else { throw FontError(.unreadable, path: file.path) }
        self.file = file
        self.harfBuzz = face
        self.id = id
    }

    /// The face at `scale` (16.16 px), made once per size and shared.
    func font(scale: Int32) -> HarfBuzzSizedFont? {
        sizedFonts.withLock { fonts in
            if let font = fonts[scale] { return font }
            let font = harfBuzz.sizedFont(scale: scale)
            fonts[scale] = font
            return font
        }
    }

    /// Whether the face has a glyph for every scalar of `character` that needs one.
    func covers(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            harfBuzz.glyph(for: scalar) != nil || ICUProperties.isDefaultIgnorable(scalar) || scalar.properties.generalCategory == .control
        }
    }

    /// Chromium's rounded ascent, descent and line gap at `size` px.
    func metrics(size: Float) -> VerticalMetrics {
        let extents = harfBuzz.horizontalExtents
        let upem = Float(harfBuzz.unitsPerEm)
        // Skia scales design units in float32; SimpleFontData rounds each to whole px.
        let ascent = (Float(extents.ascender) / upem * size).rounded()
        let descent = (Float(-extents.descender) / upem * size).rounded()
        let lineGap = (Float(extents.lineGap) / upem * size).rounded()
        // Without an OS/2 cap height, 0.7 em: typical of Latin faces (Inter 0.727, DejaVu 0.729).
        let capHeight = Float(harfBuzz.capHeight ?? Int32(upem * 0.7)) / upem * size
        return VerticalMetrics(ascent: Double(ascent), descent: Double(descent), lineGap: Double(lineGap), capHeight: Double(capHeight))
    }
}
