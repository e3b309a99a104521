/// What CSS must reproduce of one layout at one width: every length the block sets (block
/// height, each element's offset and size) and every discrete choice (visibility, line breaks).
struct LayoutSample: Equatable {
    var lengths: [Double]
    var keywords: [String]
    /// Per visible text, the width it was proposed and the proposed widths that keep its lines
    /// (`TextLayout.sameLayoutWidths`), and the same for a layout that knows them (a flow
    /// layout's lines, `PlacedNode.sameLayoutWidths`): not drawn, only where the sampler
    /// expects the layout to change next (`PiecewiseSampler`). Indexed by element; nil for
    /// other elements.
    var proposals: [Proposal?] = []

    struct Proposal: Equatable {
        var proposed: Double
        var sameLayout: Range<Double>
    }
}
