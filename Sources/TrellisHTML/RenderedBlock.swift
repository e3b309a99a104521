// One layout block written out as HTML and CSS, with what the writer noticed.
import TrellisLayout

/// One block written out: its HTML (to put where the block was) and its CSS (to put in the
/// page's stylesheet, after `TrellisHTML.sharedStylesheet`).
public struct RenderedBlock: Sendable {
    public var html: String
    public var css: String
    /// Linear pieces over all configurations (one `@container` rule each, at most).
    public var pieceCount: Int
    public var configurationCount: Int
    /// The widths (px, multiples of 1/64) where some configuration starts a new piece: the
    /// first width of each piece after the first, sorted. Tests probe both sides of these.
    public var breakpoints: [Double]
    /// The layouts' warnings, each once, naming the view they concern.
    public var warnings: [LayoutWarning]

    /// Bytes of the block's own CSS, the figure reported for CSS size.
    public var cssBytes: Int { css.utf8.count }
}
