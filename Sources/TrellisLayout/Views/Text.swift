/// Text, measured and broken into lines by the engine's `TextMeasuring` (SwiftUI's `Text`).
///
/// A `nil` proposed width asks for the ideal size (one line per hard break); a finite
/// width wraps and the text answers the size it needs, not the proposal. The first and last
/// line's baselines are explicit `firstTextBaseline`/`lastTextBaseline` guides, and its
/// spacing preferences follow its fonts (`ViewSpacing(text:)`).
public struct Text: LeafView {
    public var styled: StyledText

    /// SwiftUI's `.body` size on iOS, 17 px, used when no font is given.
    public static let defaultFont = FontSpec(size: 17)

    public init(_ styled: StyledText) {
        self.styled = styled
    }

    public init(_ string: String, font: FontSpec = Text.defaultFont) {
        styled = StyledText(runs: [TextRun(text: string, font: font)])
    }

    /// The text in `font` (every run).
    public func font(_ font: FontSpec) -> Text {
        var copy = self
        copy.styled.runs = styled.runs.map { TextRun(text: $0.text, font: font, link: $0.link) }
        return copy
    }

    /// At most `limit` lines (`nil`: no limit); the last shown line is truncated.
    public func lineLimit(_ limit: Int?) -> Text {
        var copy = self
        copy.styled.lineLimit = limit.map { max($0, 1) }
        return copy
    }

    /// Shrinks, down to `factor` of its size, when it does not fit (`Text+MinimumScale.swift`).
    public func minimumScaleFactor(_ factor: Double) -> Text {
        var copy = self
        copy.styled.minimumScaleFactor = factor.isFinite ? min(max(factor, 0), 1) : 1
        return copy
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
        var copy = self
        copy.styled.alignment = alignment
        return copy
    }

    public func truncationMode(_ mode: TruncationMode) -> Text {
        var copy = self
        copy.styled.truncationMode = mode
        return copy
    }

    public func lineSpacing(_ spacing: Double) -> Text {
        var copy = self
        copy.styled.lineSpacing = spacing.sanitizedLength()
        return copy
    }

    public var kind: ViewKind { .text }

    public func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> Size {
        textLayout(proposal, in: context)?.size ?? .zero
    }

    /// Font-derived preferences (`ViewSpacing(text:)`) from the metrics of the text at its
    /// ideal size; an empty or unmeasured text states none.
    public func spacing(in context: LeafContext) -> ViewSpacing {
        guard let metrics = textLayout(.unspecified, in: context)?.fontMetrics else { return ViewSpacing() }
        return ViewSpacing(text: metrics)
    }

    public var hasExplicitAlignment: Bool { true }
    public var drawsText: Bool { true }

    public func explicitAlignment(_ guide: AlignmentKey, size: Size, proposal: ProposedViewSize, in context: LeafContext) -> Double? {
        // Only the baselines are explicit: skip measuring for every other guide.
        let isFirst = guide == VerticalAlignment.firstTextBaseline.key
        guard isFirst || guide == VerticalAlignment.lastTextBaseline.key,
              let layout = textLayout(proposal, in: context) else { return nil }
        return isFirst ? layout.firstBaseline : layout.lastBaseline
    }

    public func textLayout(_ proposal: ProposedViewSize, in context: LeafContext) -> TextLayout? {
        guard let measurer = context.textMeasurer else { return nil }
        if styled.minimumScaleFactor < 1 { return shrunkToFit(proposal, measurer: measurer, memo: context.shrinkMemo) }
        guard let memo = context.layoutMemo else { return measurer.layout(styled, proposal: proposal) }
        return memo.layout(proposal) { measurer.layout(styled, proposal: $0) }
    }
}

/// The layouts an engine last got for one text, given again for any proposal that makes the
/// same layout (`TextLayout.sameLayoutWidths`). Laying a block out at hundreds of widths asks
/// a text for its layout several times per width (its size, its baselines, the result), and
/// the measurer's shared cache hashes the whole text and takes a lock each time, a sixth of
/// poll-4's sampling; here the text's lines are found again by comparing two numbers. An
/// engine is used by one thread at a time, and so is its memo.
public final class TextLayoutMemo {
    /// The layouts at an unlimited width, per proposed height (nil: none, or infinite).
    private var unlimited: [(height: Double?, layout: TextLayout)] = []
    /// The last layouts at finite widths, the newest first.
    private var recent: [(height: Double?, layout: TextLayout)] = []
    /// Two: a stack asks each child at its share of the width, then often again at another.
    private static let kept = 2

    public init() {}

    /// The layout under `proposal`, from `measure` unless one kept holds there. Widths and
    /// heights are read as the measurer reads them (`TextMeasuring`): a negative width is 0,
    /// an infinite one unlimited, and only a finite height cuts lines.
    func layout(_ proposal: ProposedViewSize, measure: (ProposedViewSize) -> TextLayout) -> TextLayout {
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        guard let width = proposal.width, width.isFinite else {
            if let kept = unlimited.first(where: { $0.height == height }) { return kept.layout }
            let layout = measure(proposal)
            if unlimited.count < Self.kept { unlimited.append((height, layout)) }
            return layout
        }
        let maxWidth = max(0, width)
        if let kept = recent.first(where: { $0.height == height && $0.layout.sameLayoutWidths?.contains(maxWidth) == true }) {
            return kept.layout
        }
        let layout = measure(proposal)
        guard layout.sameLayoutWidths != nil else { return layout }
        recent.insert((height, layout), at: 0)
        if recent.count > Self.kept { recent.removeLast() }
        return layout
    }
}
