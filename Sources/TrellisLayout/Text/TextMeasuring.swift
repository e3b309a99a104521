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

/// OpenType features a run turns off, mirroring the CSS properties that do so.
///
/// The browser shapes with kerning and standard ligatures on; a run that the HTML renders
/// with `font-kerning: none` or `font-variant-ligatures: none` must be measured the same way.
public struct FontFeatures: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `kern` on (`font-kerning: auto`).
    public static let kerning = FontFeatures(rawValue: 1 << 0)
    /// `liga`, `clig`, `calt` on (`font-variant-ligatures: normal`).
    public static let ligatures = FontFeatures(rawValue: 1 << 1)
    /// `tnum` on (`font-variant-numeric: tabular-nums`): SwiftUI's `monospacedDigit()`, which
    /// gives every digit one advance so that columns of numbers line up.
    public static let tabularFigures = FontFeatures(rawValue: 1 << 2)
    /// What Chromium shapes with by default.
    public static let `default`: FontFeatures = [.kerning, .ligatures]

    /// The OpenType tags to switch on when shaping (beyond the shaper's defaults).
    public var enabledTags: [String] {
        contains(.tabularFigures) ? ["tnum"] : []
    }

    /// The OpenType tags to switch off when shaping.
    public var disabledTags: [String] {
        var tags: [String] = []
        if !contains(.kerning) { tags.append("kern") }
        if !contains(.ligatures) { tags += ["liga", "clig", "dlig", "hlig", "calt"] }
        return tags
    }
}

/// A fully resolved font: everything needed to pick a face file and a size.
public struct FontSpec: Hashable, Sendable {
    /// The size in CSS px, as `pageSize` gives it: two decimals, drawn alike by both browsers.
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    public var design: FontDesign
    /// OpenType features in effect (kerning and ligatures by default, as in the browser).
    public var features: FontFeatures
    /// Space added after every character cluster, in CSS px (SwiftUI's `tracking` and
    /// `kerning`, CSS's `letter-spacing`); 0 for none.
    public var tracking: Double

    public init(
        size: Double, weight: FontWeight = .regular, italic: Bool = false, design: FontDesign = .default,
        features: FontFeatures = .default, tracking: Double = 0
    ) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.features = features
        self.tracking = tracking
    }

    /// The size a page writes for a font of `px` CSS px: two decimals (the browser floors
    /// sizes to 1/100 px), the nearest to `px` whose glyphs both browsers draw alike.
    ///
    /// On Linux both take glyph advances from FreeType at the size in 1/64 px (26.6), and get
    /// there differently: chromium truncates its `effectiveSize` (`SkScalarToFDot6`), Firefox
    /// rounds its float32 size to nearest (`gfxFT2FontBase::LockFTFace`). At 51.76 px
    /// (3312.64/64) chromium draws at 51.75 and Firefox at 51.765625, 0.03% wider: a 1,518 px
    /// line drew 0.57 px past its box, and at 13.17 px a 900 px line 0.86. Of two decimals,
    /// the nearest size both set alike is taken (51.77 px: 3313/64 in both; ties to the
    /// smaller). No size moves by more than 0.025 px; whole and half px sizes stay.
    public static func pageSize(_ px: Double) -> Double {
        let hundredths = (px * 100).rounded()
        guard px > 0, hundredths < 1e9 else { return px }
        let nearest = Int(hundredths)
        let alike = (nearest - 3...nearest + 3).filter { m in
            let size = Double(m) / 100
            return (Double(effectiveSize(size)) * 64).rounded(.down) == (Double(Float(size)) * 64 + 0.5).rounded(.down)
        }
        let best = alike.min { (abs(Double($0) / 100 - px), $0) < (abs(Double($1) / 100 - px), $1) } ?? nearest
        return Double(best) / 100
    }

    /// Blink's `FontDescription::EffectiveFontSize` at device scale 1: floored to 1/100 px in
    /// float32 (so 16.96 px is 16.95). The measurer measures at this size.
    public static func effectiveSize(_ cssPixels: Double) -> Float {
        guard cssPixels.isFinite, cssPixels > 0 else { return 0 }
        let size = Float(min(cssPixels, 10_000))
        return (size * 100).rounded(.down) / 100
    }
}

/// A stretch of text in one font: what inline Markdown (`**bold**`, `*italic*`, `` `code` ``,
/// links) inside a `Text` turns into.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    /// The link target when the run came from `[label](url)`.
    public var link: String?
    /// Its colour and lines, which do not change its measure.
    public var look = TextRunLook()
    /// The SF Symbol the run draws in the line instead of characters (`Text("\(Image(systemName:
    /// "star")) Rated")`, `Text(Image(systemName: "star"))`); its text is then one U+FFFC, the
    /// object replacement character, which breaks as the browser breaks around an inline box.
    public var symbol: String?
    /// How far the run is raised above the line's baseline, in px (a negative value lowers
    /// it): `baselineOffset(_:)` on a part of `Text + Text`. Apple's documentation of
    /// `Text.baselineOffset(_:)`: "Sets the vertical offset for the text relative to its
    /// baseline". The line grows to hold the moved run, as CSS's `vertical-align: <length>`
    /// grows a line box, and the other runs keep the line's baseline.
    public var baselineOffset: Double = 0

    /// `baselineOffset` as measured and drawn: on the 1/64 px grid of Blink's LayoutUnit,
    /// which holds the `vertical-align` length, and at most 10,000 px either way.
    public var raise: Double {
        guard baselineOffset.isFinite else { return 0 }
        return (min(max(baselineOffset, -10_000), 10_000) * 64).rounded() / 64
    }

    public init(text: String, font: FontSpec, link: String? = nil, look: TextRunLook = TextRunLook()) {
        self.text = text
        self.font = font
        self.link = link
        self.look = look
    }

    /// A run that draws the SF Symbol `name` inline, as SwiftUI draws an `Image` in a `Text`: a
    /// square box as wide as the font's size (``symbolSide``), like the symbol beside a text
    /// (``SymbolImage``), on the line as a glyph.
    public static func symbol(_ name: String, font: FontSpec, look: TextRunLook = TextRunLook()) -> TextRun {
        var run = TextRun(text: objectReplacement, font: font, look: look)
        run.symbol = name
        return run
    }

    /// U+FFFC, the character a run of a symbol holds.
    public static let objectReplacement = "\u{FFFC}"

    /// The side of an inline symbol's box in px: the font size on the 1/64 px grid both the
    /// engine's widths and Blink's LayoutUnit use, so the box adds what the browser's adds,
    /// and at most 10,000 px, as a font's size is (``FontSpec/effectiveSize(_:)``).
    public var symbolSide: Double { (min(max(0, finite(font.size)), 10_000) * 64).rounded() / 64 }
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
    /// The font of the element holding the runs (what `.font()` set on the `Text`).
    ///
    /// In the browser this font's "strut" takes part in every line box, so it changes line
    /// heights even when every run overrides it. `nil` = the first run's font. The HTML must
    /// give the text's element this font.
    public var baseFont: FontSpec?
    /// The text is at least this many lines tall, blank lines of its font below its own:
    /// `lineLimit(3, reservesSpace: true)` reserves 3, `lineLimit(2...4)` reserves 2 (Apple's
    /// documentation of `lineLimit(_:reservesSpace:)`: "that view expands to occupy the
    /// minimum number of lines"). 0 reserves nothing.
    public var reservedLines = 0
    /// How far the text may shrink to fit its proposal (SwiftUI's `minimumScaleFactor`): 1
    /// never shrinks, 0.5 draws it as small as half its size if that is what fits. Measurers
    /// ignore it; `Text` applies it around them (`Text+MinimumScale.swift`).
    public var minimumScaleFactor = 1.0

    public init(
        runs: [TextRun], lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
        alignment: TextAlignment = .leading, lineSpacing: Double = 0, baseFont: FontSpec? = nil
    ) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.baseFont = baseFont
    }

    /// The font whose strut is in every line: `baseFont`, else the first run's.
    public var strutFont: FontSpec? { baseFont ?? runs.first?.font }

    /// The concatenated text of every run.
    public var plainText: String { runs.map(\.text).joined() }

    /// The text as words for a reader: a symbol in a line (`TextRun.symbol`) by its name, as
    /// a symbol's element is named.
    public var spokenText: String { runs.map { $0.symbol ?? $0.text }.joined() }
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
    /// Width of the line's content (without trailing spaces).
    public var width: Double
    /// Height of the CSS line box (`line-height: normal` of every font on the line); the
    /// `lineSpacing` gap to the next line is not included (it shows in the next line's `y`).
    public var height: Double
    /// Baseline relative to the text view's frame.
    public var baseline: Double
    /// True when the line ends inside a word that was broken between characters because it is
    /// wider than the line (`LineFitting`), not at a break opportunity.
    public var endsInsideWord: Bool

    public init(fragments: [TextFragment], y: Double, width: Double, height: Double, baseline: Double, endsInsideWord: Bool = false) {
        self.fragments = fragments
        self.y = y
        self.width = width
        self.height = height
        self.baseline = baseline
        self.endsInsideWord = endsInsideWord
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
    /// The same characters with the run they occur in, for an error message that names them.
    public var missingGlyphs: [MissingGlyph]
    /// True when `lineLimit` or the proposed height cut the text short (an ellipsis shows).
    public var isTruncated: Bool
    /// The largest metrics of the text's fonts, from which `Text` derives its spacing
    /// preferences; `nil` for an empty text (which then states none).
    public var fontMetrics: TextFontMetrics?
    /// The factor the text is drawn at: below 1 when `minimumScaleFactor` shrank it to fit.
    /// Every length above is already multiplied by it (they are the drawn text's).
    public var scale = 1.0
    /// The line height each of the text's fonts gave its line boxes, which the page states
    /// as `line-height` so that every browser spaces lines as the measurer did; `nil` when
    /// the measurer does not know them, or when a line box is taller than its fonts' (the
    /// page then writes `line-height: normal`, the only value that grows a line for it).
    public var lineHeights: TextLineHeights?
    /// The proposed widths at which the measurer makes this same layout (the same lines, cut
    /// the same way), when it knows them; nil for an unlimited width, a shrunk text and
    /// measurers that do not say. An engine gives a text this layout again at any proposal in
    /// it without asking the measurer (`TextLayoutMemo`), so it must be exact; the renderer's
    /// sampler reads it to foresee where a block's layout changes next (`PiecewiseSampler`).
    public var sameLayoutWidths: Range<Double>?

    public init(
        size: Size, lines: [TextLine], firstBaseline: Double, lastBaseline: Double, missingCharacters: [Character] = [],
        missingGlyphs: [MissingGlyph] = [], isTruncated: Bool = false, fontMetrics: TextFontMetrics? = nil
    ) {
        self.size = size
        self.lines = lines
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.missingCharacters = missingCharacters
        self.missingGlyphs = missingGlyphs
        self.isTruncated = isTruncated
        self.fontMetrics = fontMetrics
    }
}

/// The `line-height`, in px, of the fonts of one text, as its measurer built line boxes from
/// them: with CSS's rules, a line box holds each inline box's line height centred on its
/// font's ascent and descent, so stating these values reproduces the measurer's lines.
///
/// Why explicit: `line-height: normal` is left to each browser, which derives it from the
/// font's metrics its own way (the body's Inter: lines 20 px apart in Chromium and the
/// measurer, 21 px in Firefox ESR 153, `FirefoxAndWebKitGeometryTests`), so the lines of a
/// text whose height the engine computed drift apart line by line.
/// They are the lengths of the font at its own size: a text `minimumScaleFactor` shrank is
/// drawn at full size and scaled as a whole, so `TextLayout.scaled(by:)` leaves them alone.
public struct TextLineHeights: Hashable, Sendable {
    /// The text's own font (the strut of every line, CSS's root inline box); `nil` without one.
    public var strut: Double?
    /// Each run's font, by index into `StyledText.runs`.
    public var runs: [Double?]

    public init(strut: Double?, runs: [Double?]) {
        self.strut = strut
        self.runs = runs
    }
}

/// A character that no configured font can draw.
///
/// The browser would fall back to some system font the engine does not know, so the
/// measured width cannot be trusted: the site reports it (which text, which character).
public struct MissingGlyph: Hashable, Sendable, CustomStringConvertible {
    public var character: Character
    /// Index into `StyledText.runs`.
    public var runIndex: Int
    /// The run's whole text, to show the user where the character is.
    public var text: String
    /// The run's font, to say which family lacks it.
    public var font: FontSpec

    public init(character: Character, runIndex: Int, text: String, font: FontSpec) {
        self.character = character
        self.runIndex = runIndex
        self.text = text
        self.font = font
    }

    public var description: String {
        let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        return "no configured font has '\(character)' (\(codes)) in \"\(text)\""
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
