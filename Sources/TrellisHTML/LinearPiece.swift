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
    /// Where the boundary before the piece lies between the last 1/64 px unit of the piece
    /// before and the piece's first (`PiecewiseSampler.settlesSixtieths`): anywhere (`.any`),
    /// or below or above the 1/60 px width between them, where Firefox lays a block out.
    var boundary: Boundary = .any

    enum Boundary: Int, Equatable {
        case any = 0
        /// The width 1/60 px between the two units already has this piece's layout.
        case belowSixtieth = 1
        /// That width still has the piece before's layout.
        case aboveSixtieth = 2
    }

    /// The piece's start as `BlockStyleWriter` keys it: its first unit and where the boundary
    /// before it lies, in one number that orders as the units do (`CSSLength.boundary(key:)`).
    var boundaryKey: Int { lower * 4 + boundary.rawValue }
}
