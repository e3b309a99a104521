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
        let low = (Double(unit) + 0.25) * pixelsPerUnit, high = (Double(unit) + 0.75) * pixelsPerUnit
        var scale = 1.0
        for decimals in 0...4 {
            let candidate = (low * scale).rounded(.up) / scale
            if candidate <= high { return HTML.number(candidate, decimals: decimals) + "px" }
            scale *= 10
        }
        return HTML.number((Double(unit) + 0.5) * pixelsPerUnit, decimals: 4) + "px"
    }
}
