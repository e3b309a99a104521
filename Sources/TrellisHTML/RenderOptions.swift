import TrellisLayout

/// How the renderer samples a block and names its fonts.
public struct RenderOptions: Sendable {
    /// The container widths every element must be exact in; outside them the nearest piece
    /// is extended linearly.
    public var minWidth: Double
    public var maxWidth: Double
    /// Distance between probes while sampling, in px. Discrete changes are bisected to the
    /// browser's 1/64 px however large this is; a change that starts and ends between two
    /// probes (narrower than the step) could be missed, so keep it at 1 or below.
    public var sampleStep: Double
    /// The CSS `font-family` for each design; must name the fonts the text measurer used.
    public var fontFamily: @Sendable (FontDesign) -> String

    public init(
        minWidth: Double = 240, maxWidth: Double = 1600, sampleStep: Double = 1,
        fontFamily: @escaping @Sendable (FontDesign) -> String = RenderOptions.defaultFontFamily
    ) {
        self.minWidth = minWidth.isFinite ? max(0, minWidth) : 240
        self.maxWidth = maxWidth.isFinite ? max(self.minWidth, maxWidth) : 1600
        self.sampleStep = sampleStep.isFinite && sampleStep > 0 ? sampleStep : 1
        self.fontFamily = fontFamily
    }

    /// The default theme's families (the names TrellisText's default `FontSet` publishes).
    public static let defaultFontFamily: @Sendable (FontDesign) -> String = { design in
        design == .monospaced ? "\"Trellis Mono\",monospace" : "\"Trellis Text\",sans-serif"
    }
}
