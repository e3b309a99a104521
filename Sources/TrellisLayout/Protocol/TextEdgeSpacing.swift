/// What the top or bottom edge of a view prefers towards text across it (SwiftUI's text
/// spacing categories, per OpenSwiftUI's audited `Spacing.swift`).
///
/// Two neighbours are spaced by a preference only when both state its kind:
/// - `textFont` on both sides (text above text, SwiftUI's `textToText`): the lower text's
///   leading, rounded up to a whole pixel. Whatever the two fonts, the baselines end up one
///   line spacing of the lower font apart, as if the texts were consecutive lines.
/// - `textToPlain` on one side and `plainToText` on the other (text next to any other view,
///   SwiftUI's `edgeAboveText`/`edgeBelowText`): their sum.
/// The largest such distance wins; when none applies the default preferences do.
public struct TextEdgeSpacing: Hashable, Sendable, CustomStringConvertible {
    /// The metrics of the text at this edge; `nil` when no text is there.
    public var textFont: TextFontMetrics?
    /// The distance the text at this edge wants from a view that is not text.
    public var textToPlain: Double?
    /// What a view that is not text, at this edge, wants from a text across it (0).
    public var plainToText: Double?

    public init(textFont: TextFontMetrics? = nil, textToPlain: Double? = nil, plainToText: Double? = nil) {
        self.textFont = textFont
        self.textToPlain = textToPlain.map { $0.sanitizedLength() }
        self.plainToText = plainToText.map { $0.sanitizedLength() }
    }

    /// Keeps the larger preference of each kind (fonts compare by line spacing).
    mutating func formUnion(_ other: TextEdgeSpacing) {
        if let font = other.textFont, textFont.map({ font.lineSpacing > $0.lineSpacing }) ?? true {
            textFont = font
        }
        textToPlain = larger(textToPlain, other.textToPlain)
        plainToText = larger(plainToText, other.plainToText)
    }

    /// The distance from this bottom edge to `lower`, the top edge of the view below, when
    /// the two share a kind of text preference; `nil` when they share none.
    func distance(toTextEdgeBelow lower: TextEdgeSpacing) -> Double? {
        var distance: Double?
        if textFont != nil, let lowerFont = lower.textFont {
            distance = larger(distance, ViewSpacing.roundedUpToPixel(lowerFont.leading))
        }
        if let mine = textToPlain, let theirs = lower.plainToText {
            distance = larger(distance, mine + theirs)
        }
        if let mine = plainToText, let theirs = lower.textToPlain {
            distance = larger(distance, mine + theirs)
        }
        return distance
    }

    public var description: String {
        var parts: [String] = []
        if let textFont { parts.append("text \(textFont)") }
        if let textToPlain { parts.append("text to plain \(textToPlain)") }
        if let plainToText { parts.append("plain to text \(plainToText)") }
        return "[\(parts.joined(separator: ", "))]"
    }
}
