import TrellisLayout

/// How the renderer samples a block and names its fonts.
public struct RenderOptions: Sendable {
    /// The container widths every element must be exact in; outside them the nearest piece
    /// is extended linearly.
    public var minWidth: Double
    public var maxWidth: Double
    /// The largest distance between two probes on one linear piece while sampling, in px.
    ///
    /// Discrete changes are bisected to the browser's 1/64 px however large this is. Probes
    /// far apart are safe because the widths that share one layout path form an interval
    /// (see `PiecewiseSampler`); a layout that left a piece and came back to exactly the same
    /// line between two probes could be missed, so this bounds how wide such an excursion
    /// could be. Larger is faster on long pieces only: text-heavy blocks, whose pieces are
    /// a few px long, cost the same at any step. 1 probes every px (the exhaustive check).
    public var sampleStep: Double
    /// The CSS `font-family` for each design; must name the fonts the text measurer used.
    public var fontFamily: @Sendable (FontDesign) -> String

    public init(
        minWidth: Double = 240, maxWidth: Double = 1600, sampleStep: Double = RenderOptions.defaultSampleStep,
        fontFamily: @escaping @Sendable (FontDesign) -> String = RenderOptions.defaultFontFamily
    ) {
        self.minWidth = minWidth.isFinite ? max(0, minWidth) : 240
        self.maxWidth = maxWidth.isFinite ? max(self.minWidth, maxWidth) : 1600
        self.sampleStep = sampleStep.isFinite && sampleStep > 0 ? sampleStep : Self.defaultSampleStep
        self.fontFamily = fontFamily
    }

    /// The default `sampleStep`: a block without breakpoints costs about 90 layouts per
    /// configuration instead of one per px (1,360 over 240...1600 px). Exactness rests on
    /// the interval argument in `PiecewiseSampler`; the step only bounds what a layout that
    /// broke it could hide.
    public static let defaultSampleStep = 16.0

    /// The default theme's families (the names TrellisText's default `FontSet` publishes: its
    /// serif family for `.serif`, and no rounded one, so `.rounded` is the text family).
    public static let defaultFontFamily: @Sendable (FontDesign) -> String = { design in
        switch design {
        case .monospaced: "\"Trellis Mono\",monospace"
        case .serif: "\"Trellis Serif\",serif"
        case .default, .rounded: "\"Trellis Text\",sans-serif"
        }
    }
}
