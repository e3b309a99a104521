/// The fixed-point arithmetic Chromium's text stack (Blink, Skia, FreeType) uses on Linux.
///
/// Reproducing it bit for bit is what lets the engine's widths equal the browser's: plain
/// floating-point `units * size / upem` drifts by up to half a pixel on a line, which moves
/// line breaks. See shared/notes/text-metrics.md.
enum FreeTypeFixed {
    // MARK: - Sizes

    /// The HarfBuzz scale Blink sets: the size in 16.16, truncated.
    static func harfBuzzScale(_ size: Float) -> Int32 {
        Int32(clamping: Int64((Double(size) * 65536).rounded(.towardZero)))
    }

    // MARK: - FreeType

    /// FreeType's `linearHoriAdvance` in 16.16 px for an advance in design units.
    ///
    /// FreeType is asked for the size truncated to 26.6 (`SkScalarToFDot6`), scales with
    /// `x_scale = FT_DivFix(size26_6, upem)` and `FT_MulDiv(advance, x_scale, 64)`.
    static func linearAdvance(units: Int32, scale16: Int32, unitsPerEm: Int32) -> Int32 {
        let size26_6 = Int64(scale16) >> 10
        let xScale = divFix(size26_6, Int64(unitsPerEm))
        return Int32(clamping: mulDiv(Int64(units), xScale, 64))
    }

    /// `FT_DivFix`: (a << 16) / b, rounded half away from zero.
    static func divFix(_ a: Int64, _ b: Int64) -> Int64 {
        guard b != 0 else { return 0x7FFF_FFFF }
        let negative = (a < 0) != (b < 0)
        let q = ((abs(a) << 16) + (abs(b) >> 1)) / abs(b)
        return negative ? -q : q
    }

    /// `FT_MulDiv`: a * b / c, rounded half away from zero.
    static func mulDiv(_ a: Int64, _ b: Int64, _ c: Int64) -> Int64 {
        guard c != 0 else { return 0x7FFF_FFFF }
        let negative = ((a < 0) != (b < 0)) != (c < 0)
        let d = (abs(a) * abs(b) + (abs(c) >> 1)) / abs(c)
        return negative ? -d : d
    }

    // MARK: - Layout units

    /// A 16.16 width rounded up to Blink's LayoutUnit (1/64 px), in CSS px.
    static func layoutWidth(_ sum16: Int64) -> Double {
        Double(ceilDiv(sum16, 1024)) / 64
    }

    /// A px value rounded to the nearest 1/64 px (`LayoutUnit::FromFloatRound`).
    static func roundedToLayoutUnit(_ value: Double) -> Double {
        (value * 64).rounded() / 64
    }

    /// A px value truncated to 1/64 px (`LayoutUnit(float)`).
    static func truncatedToLayoutUnit(_ value: Double) -> Double {
        (value * 64).rounded(.towardZero) / 64
    }

    private static func ceilDiv(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? (a + b - 1) / b : -((-a) / b)
    }
}
