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

    /// A width boundary between two 1/64 px units: halfway, so rounding either way is safe.
    static func boundary(afterUnit unit: Int) -> String {
        HTML.number((Double(unit) + 0.5) / Double(PiecewiseSampler.unitsPerPixel), decimals: 4) + "px"
    }
}
