/// The vertical metrics of the fonts a text uses, in CSS px: what its spacing derives from.
///
/// SwiftUI spaces a `Text` from its neighbours with the largest metrics of the fonts in it
/// (OpenSwiftUI `Text+Spacing.swift`, `maxFontMetrics`), so a measurer reports the largest
/// value of each metric over the text's fonts (the element's font and every run's).
/// Ascent, descent and leading are the values the browser's line box uses (Chromium rounds
/// each to whole px), so the spacing agrees with the text's own frame.
public struct TextFontMetrics: Hashable, Sendable, CustomStringConvertible {
    /// Distance from the baseline up to the top of the font's line box (without leading).
    public var ascent: Double
    /// Distance from the baseline down to the bottom of the font's line box (positive).
    public var descent: Double
    /// The font's line gap (CSS: the leading of `line-height: normal`).
    public var leading: Double
    /// Height of capital letters above the baseline (OS/2 `sCapHeight`).
    public var capHeight: Double

    public init(ascent: Double, descent: Double, leading: Double, capHeight: Double) {
        self.ascent = ascent.sanitizedLength()
        self.descent = descent.sanitizedLength()
        self.leading = leading.sanitizedLength()
        self.capHeight = capHeight.sanitizedLength()
    }

    /// Baseline-to-baseline distance of consecutive lines in this font (SwiftUI's
    /// `TextMetrics.lineSpacing`): the measure by which two texts' metrics are compared.
    public var lineSpacing: Double { ascent + descent + leading }

    /// The larger of each metric: the metrics of a text that uses both fonts.
    public func union(_ other: TextFontMetrics) -> TextFontMetrics {
        TextFontMetrics(
            ascent: max(ascent, other.ascent), descent: max(descent, other.descent), leading: max(leading, other.leading),
            capHeight: max(capHeight, other.capHeight))
    }

    public var description: String {
        "TextFontMetrics(ascent: \(ascent), descent: \(descent), leading: \(leading), capHeight: \(capHeight))"
    }
}
