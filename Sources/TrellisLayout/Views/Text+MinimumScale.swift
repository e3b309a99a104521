/// `minimumScaleFactor`: text that does not fit its proposal shrinks, down to the factor.
///
/// Apple's documentation: the factor is "the minimum permissible proportion to shrink the font
/// size to fit the text into the available space"; "a label with a minimumScaleFactor of 0.5
/// draws its text in a font size as small as half the actual font if needed". Text fits when
/// no line is cut (`lineLimit`, the proposed height) and no line is wider than the proposed
/// width. Text that wraps freely in an unlimited height always fits by wrapping, so it never
/// shrinks, as in SwiftUI; `lineLimit(1)` or a fixed frame is what makes it shrink.
///
/// The shrunk text is the text drawn at scale `s` (Core Text's glyph advances and line heights
/// are proportional to the font size), so laying it out at `s` in a proposal equals laying it
/// out at full size in the proposal divided by `s`, then scaling the result. The largest
/// `s` that fits is therefore found on full-size layouts: the narrowest "unscaled width"
/// `w / s` in `[w, w / factor]` at which the text fits. Fitting is monotone in that width
/// (wider and, with a proposed height, proportionally taller only removes lines), so a
/// bisection brackets it; then the exact value is read off the fitting layout, its widest
/// line (or, when the height binds, its height over the proposed height's share), so that the
/// scale is a plain quotient (`w / widest line`) and the page can draw it exactly.
///
/// Without a proposed height, whether the text fits at an unscaled width does not depend on
/// the proposal, so neither does that narrowest width: once a search found it, a later
/// proposal whose bracket holds it (the text does not fit at full size, fits at the factor,
/// and the width is no wider than it) has the same answer, and `TextShrinkMemo` keeps it for
/// the engine's next layouts instead of bisecting again at every width the page is laid out at.
extension Text {
    /// The text's layout under `proposal`, shrunk by up to `minimumScaleFactor` to fit.
    func shrunkToFit(_ proposal: ProposedViewSize, measurer: any TextMeasuring, memo: TextShrinkMemo? = nil) -> TextLayout {
        let full = measurer.layout(styled, proposal: proposal)
        let factor = styled.minimumScaleFactor
        guard factor < 1, factor > 0, let width = proposal.width, width.isFinite, width >= 0,
              !Self.fits(full, width: width, height: proposal.height) else { return full }

        /// The full-size layout in the proposal divided by `width / unscaled`, and whether it fits there.
        func fits(_ unscaled: Double) -> (fits: Bool, layout: TextLayout) {
            let height = proposal.height.map { $0.isFinite && width > 0 ? $0 * unscaled / width : $0 }
            let layout = measurer.layout(styled, proposal: ProposedViewSize(width: unscaled, height: height))
            return (Self.fits(layout, width: unscaled, height: height), layout)
        }

        let widest = width / factor
        let atFactor = fits(widest)
        guard atFactor.fits, width > 0 else {
            // Even the smallest size does not fit: it is drawn at the factor, cut as it must be.
            return atFactor.layout.scaled(by: factor)
        }
        // Only a proposed height makes fitting depend on the proposal (it scales with it).
        let heightFree = proposal.height.map { !$0.isFinite } ?? true
        if heightFree, let known = memo?.narrowestUnscaledWidth, known >= width {
            // The search below would end on `known`'s lines, and `exact` would be `known`.
            let atKnown = fits(known)
            if atKnown.fits { return atKnown.layout.scaled(by: width / known) }
        }
        var low = width, high = widest
        var fitting = atFactor.layout
        while high - low > 1e-7 * high {
            let middle = (low + high) / 2
            let probe = fits(middle)
            if probe.fits {
                high = middle
                fitting = probe.layout
            } else {
                low = middle
            }
        }
        // The exact narrowest width with these lines: the widest line, or the width at which
        // their height just fills the proposed height.
        var exact = fitting.size.width
        if let height = proposal.height, height.isFinite, height > 0 {
            exact = max(exact, fitting.size.height * width / height)
        }
        exact = max(exact, width)
        let atExact = fits(exact)
        // Kept only when it is the widest line (not this proposal's width): that alone holds
        // for other proposals.
        if heightFree, atExact.fits, exact == fitting.size.width { memo?.narrowestUnscaledWidth = exact }
        let (unscaled, layout) = atExact.fits ? (exact, atExact.layout) : (high, fitting)
        return layout.scaled(by: width / unscaled)
    }

    /// Whether a layout is whole (nothing cut) and inside the proposal, with the measurer's
    /// 1/64 px of slack (the browser's layout unit).
    private static func fits(_ layout: TextLayout, width: Double, height: Double?) -> Bool {
        let slack = 1.0 / 64
        if layout.isTruncated || layout.size.width > width + slack { return false }
        if let height, height.isFinite, layout.size.height > height + slack { return false }
        return true
    }
}

/// What `Text.shrunkToFit` learnt at an engine's earlier layouts of one text, for its later
/// ones: the narrowest unscaled width at which the text fits without a proposed height (see
/// `Text.shrunkToFit`). An engine is used by one thread at a time, and so is its memo.
public final class TextShrinkMemo {
    var narrowestUnscaledWidth: Double?

    public init() {}
}

extension TextLayout {
    /// The same layout drawn at `factor`: every length multiplied by it.
    public func scaled(by factor: Double) -> TextLayout {
        guard factor != 1 else { return self }
        var copy = self
        copy.size = Size(width: size.width * factor, height: size.height * factor)
        copy.lines = lines.map { line in
            var line = line
            line.y *= factor
            line.width *= factor
            line.height *= factor
            line.baseline *= factor
            line.fragments = line.fragments.map { fragment in
                var fragment = fragment
                fragment.x *= factor
                fragment.width *= factor
                return fragment
            }
            return line
        }
        copy.firstBaseline *= factor
        copy.lastBaseline *= factor
        copy.scale = scale * factor
        // The drawn text no longer follows the proposal as its full-size layout does.
        copy.sameLayoutWidths = nil
        return copy
    }
}
