// How a run of text is drawn beyond its font: its own colour and its lines.

/// The look of a ``TextRun`` that does not change its measure: a part's colour in
/// `Text("a") + Text("b").foregroundColor(.red)`, and `underline`/`strikethrough`.
///
/// Drawing only: SwiftUI's text lines take no space (`Text.underline(_:pattern:color:)`,
/// `Text.strikethrough(_:pattern:color:)`), and the browser draws them with
/// `text-decoration` on the run the engine measured.
public struct TextRunLook: Hashable, Sendable {
    /// The part's own colour; `nil` takes the text's.
    public var foreground: Color?
    public var underline: TextLineStyle?
    public var strikethrough: TextLineStyle?

    public init(foreground: Color? = nil, underline: TextLineStyle? = nil, strikethrough: TextLineStyle? = nil) {
        self.foreground = foreground
        self.underline = underline
        self.strikethrough = strikethrough
    }

    public var isPlain: Bool { foreground == nil && underline == nil && strikethrough == nil }
}

/// An underline or strikethrough: SwiftUI's `Text.LineStyle`.
public struct TextLineStyle: Hashable, Sendable {
    /// `Text.LineStyle.Pattern`.
    public enum Pattern: String, Hashable, Sendable, CaseIterable {
        case solid, dot, dash, dashDot, dashDotDot
    }

    public var pattern: Pattern
    /// `nil` draws the line in the text's colour, as SwiftUI does.
    public var color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) {
        self.pattern = pattern
        self.color = color
    }
}
