import TrellisLayout

/// A font's vertical metrics as Chromium lays out a line with `line-height: normal`.
///
/// Ascent, descent and line gap are each rounded to whole px (Blink's `SimpleFontData`); the
/// line gap becomes leading split with the top half floored (`CalculateLeadingSpace`).
struct VerticalMetrics: Hashable, Sendable {
    var ascent: Double
    var descent: Double
    var lineGap: Double
    /// Height of capitals in px, unrounded (the browser never uses it; text spacing does).
    var capHeight: Double = 0

    /// `line-height: normal`.
    var lineHeight: Double { ascent + descent + lineGap }
    /// Space this font's box needs above the baseline in a line box.
    var above: Double { ascent + (lineGap / 2).rounded(.down) }
    /// Space this font's box needs below the baseline in a line box.
    var below: Double { descent + lineGap - (lineGap / 2).rounded(.down) }

    /// The metrics text spacing derives from (`ViewSpacing(text:)`).
    var fontMetrics: TextFontMetrics {
        TextFontMetrics(ascent: ascent, descent: descent, leading: lineGap, capHeight: capHeight)
    }
}
