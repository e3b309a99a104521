/// A stretch of widths over which every length of a configuration is linear in the width and
/// every discrete choice is the same, so one `@container` rule of `calc()`s covers it exactly.
struct LinearPiece: Equatable {
    /// First and last container width of the piece, in 1/64 px (the browser's layout unit).
    var lower: Int
    var upper: Int
    /// Each length is `intercepts[i] + slopes[i] * width` (width in px).
    var intercepts: [Double]
    var slopes: [Double]
    var keywords: [String]
}
