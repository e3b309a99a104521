import Testing
@testable import TrellisHTML
import TrellisLayout

/// The linear pieces the CSS is written from reproduce the engine at widths between samples,
/// without a browser: a failure here is the sampler's, not the CSS's or the browser's.
@Suite
struct PieceModelTests {
    @Test(.enabled(if: Showcase.measurer != nil))
    func piecesReproduceTheEngineBetweenSamples() throws {
        var random = SplitMix64(seed: 42)
        let renderer = BlockRenderer()
        for input in Showcase.all.filter({ ["flexible-frames", "layout-switch"].contains($0.id) }) {
            let configurations = input.configurations
            let plan = ElementPlan(results: configurations.map { input.layout($0, 240) })
            let pieces = renderer.samplePieces(input, configurations: configurations, plan: plan)
            var worst = 0.0
            var mismatches: [String] = []
            for _ in 0..<200 {
                let units = random.next(in: 240 * 64...1600 * 64)
                let width = Double(units) / 64
                let configuration = random.next(in: 0...configurations.count - 1)
                guard let piece = pieces[configuration].first(where: { $0.lower <= units && units <= $0.upper }) else {
                    mismatches.append("\(input.id): no piece at \(width)")
                    continue
                }
                let sample = BlockRenderer.sample(input.layout(configurations[configuration], width), plan: plan, configuration: configuration)
                for slot in sample.lengths.indices {
                    let modelled = piece.intercepts[slot] + piece.slopes[slot] * width
                    let difference = abs(modelled - sample.lengths[slot])
                    worst = max(worst, difference)
                    if difference > 0.01 {
                        mismatches.append("\(input.id) at \(width): slot \(slot) engine \(sample.lengths[slot]) piece \(modelled) [\(Double(piece.lower) / 64), \(Double(piece.upper) / 64)]")
                    }
                }
                if sample.keywords != piece.keywords { mismatches.append("\(input.id) at \(width): keywords \(sample.keywords) vs \(piece.keywords)") }
            }
            print("\(input.id): \(pieces.map(\.count)) pieces, worst \(worst)")
            #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
        }
    }
}
