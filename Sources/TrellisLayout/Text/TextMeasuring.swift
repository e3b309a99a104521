// The one door through which text enters the engine.
//
// The engine stays pure: it never opens a font. `TrellisText` implements `TextMeasuring`
// with HarfBuzz and ICU so that widths, breaks and baselines equal Chromium's; tests of the
// engine use a fake measurer with fixed advances, as Taffy's tests use the Ahem font.

/// How heavy a face is, on the CSS `font-weight` scale.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, Comparable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Which family of the site's configured fonts a run uses (SwiftUI's `Font.Design`).
public enum FontDesign: String, Hashable, Sendable, CaseIterable {
    /// The site's text face (Inter in the default theme); `.serif` and `.rounded` fall back to it.
    case `default`
    case serif
    case rounded
    /// The site's code face (DejaVu Sans Mono in the default theme).
    case monospaced
}

/// A fully resolved font: everything needed to pick a face file and a size.
public struct FontSpec: Hashable, Sendable {
    /// The size in CSS px.
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    public var design: FontDesign

    public init(size: Double, weight: FontWeight = .regular, italic: Bool = false, design: FontDesign = .default) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
    }
}

/// A stretch of text in one font: what inline Markdown (`**bold**`, `*italic*`, `` `code` ``,
/// links) inside a `Text` turns into.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    /// The link target when the run came from `[label](url)`.
    public var link: String?

    public init(text: String, font: FontSpec, link: String? = nil) {
        self.text = text
        self.font = font
        self.link = link
    }
}

/// Where the ellipsis goes when text is cut short (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: String, Hashable, Sendable {
    case head, middle, tail
}

/// How lines of a multi-line text align with each other (`multilineTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}

/// A `Text` view's content and the modifiers that change how it is measured.
public struct StyledText: Hashable, Sendable {
    public var runs: [TextRun]
    /// At most this many lines; the last one shown is truncated. `nil` = no limit.
    public var lineLimit: Int?
    public var truncationMode: TruncationMode
    public var alignment: TextAlignment
    /// Extra space between lines, in CSS px (SwiftUI's `lineSpacing`).
    public var lineSpacing: Double

    public init(
        runs: [TextRun], lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
        alignment: TextAlignment = .leading, lineSpacing: Double = 0
    ) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
    }

    /// The concatenated text of every run.
    public var plainText: String { runs.map(\.text).joined() }
}

/// A piece of one line that uses one run's font.
public struct TextFragment: Hashable, Sendable {
    /// Index into `StyledText.runs`.
    public var runIndex: Int
    /// The characters drawn, whitespace already collapsed; may end with "…" when truncated.
    public var text: String
    /// Left edge relative to the text view's frame.
    public var x: Double
    public var width: Double

    public init(runIndex: Int, text: String, x: Double, width: Double) {
        self.runIndex = runIndex
        self.text = text
        self.x = x
        self.width = width
    }
}

/// One line as the browser will draw it.
public struct TextLine: Hashable, Sendable {
    public var fragments: [TextFragment]
    /// Top of the line box relative to the text view's frame.
    public var y: Double
    /// Width of the line's content (without trailing spaces), after alignment offsets.
    public var width: Double
    /// Height of the line box (CSS `line-height: normal` of its tallest run, plus spacing).
    public var height: Double
    /// Baseline relative to the text view's frame.
    public var baseline: Double

    public init(fragments: [TextFragment], y: Double, width: Double, height: Double, baseline: Double) {
        self.fragments = fragments
        self.y = y
        self.width = width
        self.height = height
        self.baseline = baseline
    }
}

/// What a measurer answers for a text under a proposal.
public struct TextLayout: Hashable, Sendable {
    /// The size the text needs: its widest line and the sum of its line heights.
    public var size: Size
    public var lines: [TextLine]
    /// First and last text baselines relative to the top, for `.firstTextBaseline` alignment.
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// Characters no configured font could draw. Never measured silently as zero.
    public var missingCharacters: [Character]

    public init(size: Size, lines: [TextLine], firstBaseline: Double, lastBaseline: Double, missingCharacters: [Character] = []) {
        self.size = size
        self.lines = lines
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.missingCharacters = missingCharacters
    }
}

/// Measures and breaks text the way the page's browser will.
///
/// The engine calls this for every `Text` leaf. A `nil` proposed width asks for the ideal
/// size (one line per hard break); a finite width wraps greedily; a finite height or
/// `lineLimit` truncates. Implementations must be safe to call from several threads at once
/// (the site builds pages in parallel) and should cache, since layouts measure a text
/// under many proposals.
public protocol TextMeasuring: Sendable {
    func layout(_ text: StyledText, proposal: ProposedViewSize) -> TextLayout
}
