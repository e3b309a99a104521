import Testing
@testable import TrellisHTML
import TrellisBlocks
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

    /// The default sampler probes far apart on long pieces and guesses each piece's length
    /// from the one before; it must find exactly the pieces that probing every pixel finds,
    /// on the session pages' blocks and on the text-heavy showcase blocks (a re-wrap every
    /// few px), in every state and at a small and a large text size.
    @Test(.enabled(if: Showcase.measurer != nil))
    func fastSamplingFindsThePiecesOfOnePixelProbing() throws {
        let textHeavy = ["three-columns", "priorities", "baseline-nested", "text-sizes"]
        let inputs = try BlockPagesTests.inputs(textSizes: [.large, .accessibility3])
            + Showcase.all.filter { textHeavy.contains($0.id) }
        let fast = BlockRenderer()
        let exhaustive = BlockRenderer(options: RenderOptions(sampleStep: 1))
        #expect(fast.options.sampleStep > 8)
        var pieceCount = 0
        var mismatches: [String] = []
        for input in inputs {
            let configurations = input.configurations
            let plan = ElementPlan(results: configurations.map { input.layout($0, 240) })
            let found = fast.samplePieces(input, configurations: configurations, plan: plan)
            let expected = exhaustive.samplePieces(input, configurations: configurations, plan: plan)
            for (index, configuration) in configurations.enumerated() {
                let label = "\(input.id) \(configuration.state) \(configuration.textSize.rawValue)"
                pieceCount += expected[index].count
                guard found[index].map(\.lower) == expected[index].map(\.lower) else {
                    mismatches.append("\(label): pieces start at \(found[index].map(\.lower)), with 1 px probing at \(expected[index].map(\.lower))")
                    continue
                }
                for (piece, reference) in zip(found[index], expected[index]) {
                    if piece.keywords != reference.keywords { mismatches.append("\(label) at \(reference.lower): keywords differ") }
                    // The same line, evaluated where the CSS must be exact: both ends of the piece.
                    for units in [reference.lower, reference.upper] {
                        let width = Double(units) / 64
                        for slot in piece.slopes.indices {
                            let difference = abs(piece.intercepts[slot] + piece.slopes[slot] * width
                                - reference.intercepts[slot] - reference.slopes[slot] * width)
                            if difference >= 1e-4 { mismatches.append("\(label) at \(width) px: slot \(slot) differs by \(difference)") }
                        }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differences:\n\(mismatches.prefix(10).joined(separator: "\n"))")
        print("fast sampling: \(inputs.count) blocks, \(pieceCount) pieces as with 1 px probing")
        #expect(pieceCount > 100)
    }
}
