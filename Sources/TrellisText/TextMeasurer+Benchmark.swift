import TrellisLayout

extension TextMeasurer {
    /// Shapes each run whole with its primary face and sums the advances: no whitespace
    /// collapsing, break opportunities, fallback or cache.
    ///
    /// This is the floor the measurer is compared with (`trellis-bench text`): what plain
    /// HarfBuzz shaping of the same text costs.
    public func rawShapedWidth(of runs: [TextRun]) -> Double {
        var sum: Int64 = 0
        for run in runs {
            let font = RunFont(spec: run.font, library: library)
            guard let sized = font.chain.primary?.font(scale: font.scale) else { continue }
            let utf16 = Array(run.text.utf16)
            sum += utf16.withUnsafeBufferPointer { sized.shape($0, features: font.features) }.reduce(0) { $0 + Int64($1.advance) }
        }
        return FreeTypeFixed.layoutWidth(sum)
    }

    /// How many shaped words the cache holds (0 without a cache).
    public var cachedWordCount: Int { shaper.cache?.count ?? 0 }
}
