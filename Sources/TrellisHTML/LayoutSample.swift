/// What CSS must reproduce of one layout at one width: every length the block sets (block
/// height, each element's offset and size) and every discrete choice (visibility, line breaks).
struct LayoutSample: Equatable {
    var lengths: [Double]
    var keywords: [String]
    /// Per visible text, the width it was proposed and the proposed widths that keep its lines
    /// (`TextLayout.sameLayoutWidths`): not drawn, only where the sampler expects the layout to
    /// change next (`PiecewiseSampler`). Indexed by element; nil for other elements.
    var texts: [TextProposal?] = []

    struct TextProposal: Equatable {
        var proposed: Double
        var sameLayout: Range<Double>
    }
}
