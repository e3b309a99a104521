/// What the measurer keeps of a shaped word: sums, not glyphs.
///
/// A "word" is the text between two line-break opportunities inside one run, trailing space
/// included, because that is the unit greedy line breaking adds to a line.
struct ShapedWord: Hashable, Sendable {
    /// Sum of the glyph advances in 16.16 px.
    var advance: Int64
    /// The part of `advance` drawn by trailing spaces, which hang at a line's end.
    var trailingSpaceAdvance: Int64
    /// Bit `i` set = face `i` of the library drew a glyph (its metrics join the line box).
    var faceMask: UInt64
    /// Characters no face in the chain could draw.
    var missing: [Character]

    static let empty = ShapedWord(advance: 0, trailingSpaceAdvance: 0, faceMask: 0, missing: [])
}
