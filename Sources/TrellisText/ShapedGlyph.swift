/// One glyph out of HarfBuzz, copied into Swift.
struct ShapedGlyph: Hashable, Sendable {
    /// Glyph id in the face; 0 is `.notdef`.
    var glyph: UInt32
    /// UTF-16 offset of the first character of the glyph's cluster in the shaped text.
    var cluster: Int
    /// Advance in 16.16 px.
    var advance: Int32
}
