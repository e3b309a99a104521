/// CSS lengths that are linear in the container's width.
enum CSSLength {
    /// `intercept + slope * width` as CSS, with the width as `100cqw` of the block:
    /// `12px`, `50cqw`, `calc(50cqw - 12.5px)`.
    ///
    /// Slopes keep 5 decimals of cqw (an error below 0.0001 px at 1600 px); intercepts keep
    /// 4 decimals of px, more than the browser's 1/64 px can show.
    static func linear(intercept: Double, slope: Double) -> String {
        let percent = HTML.number(slope * 100, decimals: 5)
        let px = HTML.number(intercept, decimals: 4)
        if percent == "0" { return px + (px == "0" ? "" : "px") }
        if px == "0" { return percent + "cqw" }
        if px.hasPrefix("-") { return "calc(\(percent)cqw - \(px.dropFirst())px)" }
        return "calc(\(percent)cqw + \(px)px)"
    }

    /// A width boundary between two 1/64 px units: the shortest decimal in the middle half
    /// between them, a quarter unit or more from either, so rounding either way is safe
    /// (`300.01px` after 300 px, where halfway would be `300.0078px`: most need 2 decimals).
    static func boundary(afterUnit unit: Int) -> String {
        let pixelsPerUnit = 1 / Double(PiecewiseSampler.unitsPerPixel)
        return boundary(between: Double(unit) * pixelsPerUnit, and: Double(unit + 1) * pixelsPerUnit)
    }

    /// The boundary before a piece keyed `key` (`LinearPiece.boundaryKey`): between the unit
    /// before the piece and its first, and, where a 1/60 px width lies between them, on the
    /// side of it the engine's layout there calls for (`PiecewiseSampler.settlesSixtieths`).
    static func boundary(key: Int) -> String {
        let unit = key / 4 - 1
        let low = Double(unit) / Double(PiecewiseSampler.unitsPerPixel), high = Double(unit + 1) / Double(PiecewiseSampler.unitsPerPixel)
        let sixtieth = PiecewiseSampler.sixtieth(after: unit).map { Double($0) / 60 }
        switch (LinearPiece.Boundary(rawValue: key % 4), sixtieth) {
        case (.belowSixtieth?, let sixtieth?): return boundary(between: low, and: sixtieth)
        case (.aboveSixtieth?, let sixtieth?): return boundary(between: sixtieth, and: high)
        default: return boundary(afterUnit: unit)
        }
    }

    /// The shortest decimal in the middle half of `low...high` (px), a quarter of the gap or
    /// more from either end, so a browser's rounding of either cannot cross it.
    static func boundary(between low: Double, and high: Double) -> String {
        let from = low + (high - low) / 4, to = low + 3 * (high - low) / 4
        var scale = 1.0
        for decimals in 0...5 {
            let candidate = (from * scale).rounded(.up) / scale
            if candidate <= to { return HTML.number(candidate, decimals: decimals) + "px" }
            scale *= 10
        }
        return HTML.number((low + high) / 2, decimals: 5) + "px"
    }
}
