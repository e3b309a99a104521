// Every call into HarfBuzz lives in this file: Swift classes own blob, face and font, and
// shaping copies glyphs into Swift values, so no HarfBuzz pointer escapes.
internal import CHarfBuzz
import TrellisLayout

// MARK: - Face

/// One face of a font file, loaded once and shared by every size and thread.
///
/// Holds the blob and face plus a font at scale = units per em, so design-unit queries
/// (advances, vertical extents, cmap) come back unscaled; sized fonts are sub-fonts of it.
/// HarfBuzz objects are immutable once set up and safe to use from several threads.
final class HarfBuzzFace: @unchecked Sendable {
    private let blob: OpaquePointer
    private let face: OpaquePointer
    /// The parent of every sized font: scale = upem, OpenType functions.
    fileprivate let unitFont: OpaquePointer
    let unitsPerEm: Int32

    /// Loads face `index` of the file at `path`; `nil` when the file is missing, unreadable
    /// or not a font (HarfBuzz answers an empty face then).
    init?(path: String, index: Int) {
        guard index >= 0, let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        guard hb_blob_get_length(blob) > 0, UInt32(index) < hb_face_count(blob) else {
            hb_blob_destroy(blob)
            return nil
        }
        let face = hb_face_create(blob, UInt32(index))
        let upem = hb_face_get_upem(face)
        guard let face, hb_face_get_glyph_count(face) > 0, upem > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return nil
        }
        hb_face_make_immutable(face)
        guard let unitFont = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return nil
        }
        hb_ot_font_set_funcs(unitFont)
        hb_font_set_scale(unitFont, Int32(upem), Int32(upem))
        hb_font_make_immutable(unitFont)
        self.blob = blob
        self.face = face
        self.unitFont = unitFont
        self.unitsPerEm = Int32(upem)
    }

    deinit {
        hb_font_destroy(unitFont)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The face's nominal glyph for a code point, `nil` when the face cannot draw it.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(unitFont, scalar.value, &glyph) != 0, glyph != 0 else { return nil }
        return glyph
    }

    /// Ascender, descender (negative) and line gap in design units, as Chromium reads them
    /// (OS/2 typo metrics when USE_TYPO_METRICS is set, else hhea).
    var horizontalExtents: (ascender: Int32, descender: Int32, lineGap: Int32) {
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(unitFont, &extents)
        return (extents.ascender, extents.descender, extents.line_gap)
    }

    /// Height of capital letters in design units (OS/2 `sCapHeight`), `nil` when the face
    /// does not say; spacing next to text uses it (`ViewSpacing(text:)`).
    var capHeight: Int32? {
        var position: hb_position_t = 0
        guard hb_ot_metrics_get_position(unitFont, HB_OT_METRICS_TAG_CAP_HEIGHT, &position) != 0, position > 0 else { return nil }
        return position
    }

    /// A font at `scale` (the size in 16.16 px) whose advances follow FreeType's rules.
    func sizedFont(scale: Int32) -> HarfBuzzSizedFont? {
        HarfBuzzSizedFont(parent: self, scale: scale)
    }
}

// MARK: - Sized font

/// A face at one size: a HarfBuzz sub-font with FreeType-style advances.
///
/// Chromium on Linux gets advances from FreeType's unhinted `linearHoriAdvance`, computed at
/// the size truncated to 1/64 px; plain HarfBuzz scaling differs by up to half a pixel on a
/// line. The sub-font installs an advance callback reproducing FreeType's arithmetic, while
/// kerning and other GPOS adjustments still come from HarfBuzz's shaping at the sub-font scale.
final class HarfBuzzSizedFont: @unchecked Sendable {
    /// Keeps the parent face (and its unit font) alive as long as this font.
    let parent: HarfBuzzFace
    private let font: OpaquePointer

    fileprivate init?(parent: HarfBuzzFace, scale: Int32) {
        guard scale > 0, let font = hb_font_create_sub_font(parent.unitFont) else { return nil }
        hb_font_set_scale(font, scale, scale)
        hb_font_set_funcs(font, FreeTypeAdvanceFunctions.shared.functions, nil, nil)
        hb_font_make_immutable(font)
        self.parent = parent
        self.font = font
    }

    deinit { hb_font_destroy(font) }

    /// Shapes UTF-16 text left to right with `features` and returns its glyphs.
    func shape(_ text: UnsafeBufferPointer<UInt16>, features: FontFeatures) -> [ShapedGlyph] {
        guard let base = text.baseAddress, !text.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, base, Int32(text.count), 0, Int32(text.count))
        hb_buffer_guess_segment_properties(buffer)
        var hbFeatures = features.disabledTags.map { tag in
            hb_feature_t(tag: hbTag(tag), value: 0, start: 0, end: UInt32.max)
        } + features.enabledTags.map { tag in
            hb_feature_t(tag: hbTag(tag), value: 1, start: 0, end: UInt32.max)
        }
        hb_shape(font, buffer, &hbFeatures, UInt32(hbFeatures.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: positions[i].x_advance))
        }
        return glyphs
    }

    private func hbTag(_ tag: String) -> hb_tag_t {
        tag.utf8.prefix(4).reduce(0) { ($0 << 8) | hb_tag_t($1) }
    }
}

// MARK: - FreeType advances

/// The shared, immutable function table whose advance callback reproduces FreeType.
private final class FreeTypeAdvanceFunctions: @unchecked Sendable {
    static let shared = FreeTypeAdvanceFunctions()
    let functions: OpaquePointer?

    private init() {
        let functions = hb_font_funcs_create()
        hb_font_funcs_set_glyph_h_advance_func(functions, { font, _, glyph, _ in
            // The parent is at scale = upem, so its advance is in design units.
            guard let font, let parent = hb_font_get_parent(font) else { return 0 }
            let units = hb_font_get_glyph_h_advance(parent, glyph)
            var xScale: Int32 = 0
            var yScale: Int32 = 0
            hb_font_get_scale(font, &xScale, &yScale)
            let upem = Int32(hb_face_get_upem(hb_font_get_face(font)))
            return FreeTypeFixed.linearAdvance(units: units, scale16: xScale, unitsPerEm: upem)
        }, nil, nil)
        hb_font_funcs_make_immutable(functions)
        self.functions = functions
    }
}
