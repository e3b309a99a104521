// MARK: - A text's spacing, from its fonts

extension ViewSpacing {
    /// The length spacing rounds up to: one CSS px.
    ///
    /// SwiftUI rounds to the device pixel (1/3 pt on a 3x phone); a page does not know its
    /// device pixel ratio, and Chromium already rounds every line-box metric to whole CSS px,
    /// so whole px keeps the gaps on the same grid as the text's own frame.
    public static let pixelLength: Double = 1

    static func roundedUpToPixel(_ length: Double) -> Double {
        (length / pixelLength).rounded(.up) * pixelLength
    }

    /// The spacing preferences of a text whose fonts have `metrics` (SwiftUI's
    /// `Spacing.textSpacing`, after OpenSwiftUI's audited `Text+Spacing.swift`).
    ///
    /// With line height `H = ascent + descent` and `s = H / 10` rounded up to a pixel:
    /// - Text above or below text: the lower text's leading (see `TextEdgeSpacing`), so the
    ///   baselines sit one line spacing apart, as in a paragraph.
    /// - Another view above the text: `H + s - ascent` = `descent + s`, which puts the text's
    ///   baseline `H + s` below that view's edge, as if the edge were the previous line's
    ///   baseline.
    /// - Another view below the text: `max(H + s - capHeight, s + descent)`.
    /// - Leading and trailing edges: no preference, so horizontal neighbours get 8 px.
    /// Every distance grows with the font, so larger text styles get larger gaps.
    public init(text metrics: TextFontMetrics) {
        self.init()
        let lineHeight = metrics.ascent + metrics.descent
        let textSpacing = Self.roundedUpToPixel(lineHeight * 0.1)
        let defaultLineSpacing = lineHeight + textSpacing
        top = TextEdgeSpacing(textFont: metrics, textToPlain: defaultLineSpacing - metrics.ascent)
        bottom = TextEdgeSpacing(
            textFont: metrics, textToPlain: max(defaultLineSpacing - metrics.capHeight, textSpacing + metrics.descent))
    }
}
