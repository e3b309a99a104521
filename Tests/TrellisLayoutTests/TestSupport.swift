import TrellisLayout

/// Lays `view` out under `proposal` with the fixed-advance measurer (8 px per character at
/// 16 px, 20 px lines).
func layout(_ view: some View, _ proposal: ProposedViewSize) -> LayoutResult {
    LayoutEngine(view, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal)
}

func layout(_ view: some View, width: Double?, height: Double?) -> LayoutResult {
    layout(view, ProposedViewSize(width: width, height: height))
}

extension LayoutResult {
    /// The frame of the view with author id `id` (zero if there is none, so a typo fails).
    func frame(_ id: String) -> Rect {
        node(withID: id)?.frame ?? Rect(x: -1, y: -1, width: -1, height: -1)
    }
}

/// A 16 px text, so characters are 8 px wide and lines 20 px tall.
func text(_ string: String) -> Text {
    Text(string, font: FontSpec(size: 16))
}
