import BrowserSupport
import Foundation
import Testing
@testable import TrellisHTML
import TrellisBlocks
import TrellisLayout

/// Every element's border box in headless chromium equals the engine's frame within 0.5 px,
/// at random, fractional and breakpoint widths, in every state and at several text sizes.
@Suite(.serialized)
struct BlockGeometryTests {
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.measurer != nil))
    func swiftBuiltBlocksMatchTheEngineAtEveryWidth() async throws {
        let comparison = try await GeometryCheck.run(Showcase.all, textSizes: Showcase.textSizes, name: "showcase", rendered: Showcase.rendered,
                                                     checksTextWidths: true)
        #expect(comparison.boxes > 1000)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.count) boxes off by more than \(comparison.tolerance) px:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
    }
}

/// Renders blocks, measures them in a browser (chromium unless told) at many widths and
/// configurations, and compares every box with the engine.
enum GeometryCheck {
    static let tolerance = 0.5
    /// Offered by the test page's text-size control, laid out by no block.
    static let unprecomputedSize = DynamicTypeSize.xxxLarge

    static func run(
        _ inputs: [BlockInput], textSizes: [DynamicTypeSize], name: String, widthsPerBlock: Int = 12, rendered cache: [String: RenderedBlock] = [:],
        checksTextWidths: Bool = false, in browser: Browser = .chromium, widths range: ClosedRange<Double> = 240...1600,
        configure: (inout BoxComparison) -> Void = { _ in }
    ) async throws -> BoxComparison {
        let renderer = BlockRenderer()
        let clock = ContinuousClock()
        var rendered: [RenderedBlock] = []
        for input in inputs {
            var block: RenderedBlock?
            let duration = clock.measure { block = cache[input.id] ?? renderer.render(input) }
            guard let block else { continue }
            rendered.append(block)
            let time = cache[input.id] == nil ? "rendered in \(duration)" : "rendered earlier"
            print("block \(input.id): \(block.cssBytes) bytes of CSS, \(block.pieceCount) pieces, \(block.configurationCount) configurations, \(time)")
        }

        var random = SplitMix64(seed: 0x7E11_1500)
        var cases: [MeasurementPage.Case] = []
        for (input, block) in zip(inputs, rendered) {
            var widths: [Double] = [240, 1600, 320, 768, 1280].filter(range.contains)
            if widths.isEmpty { widths = [range.lowerBound, range.upperBound] }
            let units = Int((range.lowerBound * 64).rounded(.up))...Int((range.upperBound * 64).rounded(.down))
            for _ in 0..<widthsPerBlock { widths.append(Double(random.next(in: units)) / 64) }
            // Both sides of breakpoints: the last unit of a piece and the first of the next.
            let breakpoints = block.breakpoints
            let step = max(1, breakpoints.count / 10)
            for breakpoint in stride(from: 0, to: breakpoints.count, by: step).map({ breakpoints[$0] }) {
                widths += [breakpoint, breakpoint - 1.0 / 64]
            }
            let configurations = input.configurations
            if input.textSizes.count > 1, input.onlyConfiguration == nil {
                // A size the page offers but the block was not laid out at shows the block's first
                // (a block written for one configuration shows that one at every size).
                for width in widths.prefix(4) {
                    cases.append(MeasurementPage.Case(block: input.id, width: width, state: configurations[0].state, size: GeometryCheck.unprecomputedSize.rawValue))
                }
            }
            for (index, width) in widths.enumerated() {
                // Every configuration at a few widths; one rotating configuration at the rest.
                let chosen = index < 3 ? configurations : [configurations[index % configurations.count]]
                for configuration in chosen {
                    cases.append(MeasurementPage.Case(
                        block: input.id, width: width, state: configuration.state,
                        size: input.textSizes.count > 1 ? configuration.textSize.rawValue : nil))
                }
            }
        }

        let page = MeasurementPage(blocks: rendered, textSizes: textSizes + [unprecomputedSize])
        let html = try page.html(cases: cases)
        let output = try await WebDriverSession.with(BrowserPage.options(browser: browser)) { browser in
            try await BrowserPage.output(html, name: name, in: browser)
        }
        let observations = try JSONDecoder().decode([MeasurementPage.Observation].self, from: Data(output.utf8))
        var comparison = BoxComparison(tolerance: tolerance)
        comparison.checksTextWidths = checksTextWidths
        configure(&comparison)
        guard observations.count == cases.count else {
            comparison.failures.append("\(browser) measured \(observations.count) of \(cases.count) cases")
            return comparison
        }
        let byID = Dictionary(uniqueKeysWithValues: inputs.map { ($0.id, $0) })
        for (measurement, observation) in zip(cases, observations) {
            guard let input = byID[measurement.block] else { continue }
            let size = measurement.size.flatMap(DynamicTypeSize.init(rawValue:)) ?? input.textSizes[0]
            let configuration = BlockConfiguration(state: measurement.state, textSize: input.textSizes.contains(size) ? size : input.textSizes[0])
            if abs(observation.w - measurement.width) > 1.0 / 64 {
                comparison.failures.append("block \(measurement.block) is \(observation.w) px wide, asked \(measurement.width)")
            }
            comparison.widths.append(observation.w)
            let result = input.layout(configuration, observation.w)
            comparison.compare(result, observation, label: "\(measurement.block) at \(observation.w) px \(measurement.state) \(measurement.size ?? "")")
        }
        print("\(browser) geometry (\(name)): \(comparison.boxes) boxes in \(cases.count) cases, worst difference \(comparison.worst) px (\(comparison.worstLabel)), line positions of \(comparison.lineChecks) texts, ellipses of \(comparison.ellipsisChecks)")
        return comparison
    }
}
