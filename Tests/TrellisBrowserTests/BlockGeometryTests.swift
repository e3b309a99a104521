import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout

/// Every element's border box in headless chromium equals the engine's frame within 0.5 px,
/// at random, fractional and breakpoint widths, in every state and at several text sizes.
@Suite(.serialized)
struct BlockGeometryTests {
    @Test(.enabled(if: HeadlessChromium.isInstalled && Showcase.measurer != nil))
    func swiftBuiltBlocksMatchTheEngineAtEveryWidth() throws {
        let comparison = try GeometryCheck.run(Showcase.all, textSizes: Showcase.textSizes, name: "showcase", rendered: Showcase.rendered)
        #expect(comparison.boxes > 1000)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.count) boxes off by more than \(comparison.tolerance) px:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
    }
}

/// Renders blocks, measures them in chromium at many widths and configurations, and compares
/// every box with the engine.
enum GeometryCheck {
    static let tolerance = 0.5

    static func run(
        _ inputs: [BlockInput], textSizes: [DynamicTypeSize], name: String, widthsPerBlock: Int = 12, rendered cache: [String: RenderedBlock] = [:]
    ) throws -> BoxComparison {
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
            var widths: [Double] = [240, 1600, 320, 768, 1280]
            for _ in 0..<widthsPerBlock { widths.append(Double(random.next(in: 240 * 64...1600 * 64)) / 64) }
            // Both sides of breakpoints: the last unit of a piece and the first of the next.
            let breakpoints = block.breakpoints
            let step = max(1, breakpoints.count / 10)
            for breakpoint in stride(from: 0, to: breakpoints.count, by: step).map({ breakpoints[$0] }) {
                widths += [breakpoint, breakpoint - 1.0 / 64]
            }
            let configurations = input.configurations
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

        let page = MeasurementPage(blocks: rendered, textSizes: textSizes)
        let output = try HeadlessChromium().run(html: try page.html(cases: cases), name: name)
        let observations = try JSONDecoder().decode([MeasurementPage.Observation].self, from: Data(output.utf8))
        var comparison = BoxComparison(tolerance: tolerance)
        guard observations.count == cases.count else {
            comparison.failures.append("chromium measured \(observations.count) of \(cases.count) cases")
            return comparison
        }
        let byID = Dictionary(uniqueKeysWithValues: inputs.map { ($0.id, $0) })
        for (measurement, observation) in zip(cases, observations) {
            guard let input = byID[measurement.block] else { continue }
            let configuration = BlockConfiguration(
                state: measurement.state, textSize: measurement.size.flatMap(DynamicTypeSize.init(rawValue:)) ?? .default)
            if abs(observation.w - measurement.width) > 1.0 / 64 {
                comparison.failures.append("block \(measurement.block) is \(observation.w) px wide, asked \(measurement.width)")
            }
            let result = input.layout(configuration, observation.w)
            comparison.compare(result, observation, label: "\(measurement.block) at \(observation.w) px \(measurement.state) \(measurement.size ?? "")")
        }
        print("browser geometry (\(name)): \(comparison.boxes) boxes in \(cases.count) cases, worst difference \(comparison.worst) px (\(comparison.worstLabel))")
        return comparison
    }
}

/// Compares browser boxes with engine frames and keeps the figures the suite reports.
struct BoxComparison {
    let tolerance: Double
    var boxes = 0
    var worst = 0.0
    var worstLabel = ""
    var failures: [String] = []

    mutating func compare(_ result: LayoutResult, _ observation: MeasurementPage.Observation, label: String) {
        var seen: [String: [MeasurementPage.NodeField]] = [:]
        // Two elements share a node id when a text's words change with the state; the
        // visible one is the node's.
        for fields in observation.n where fields.count >= 7 && (seen[fields[0].text]?[5].number ?? 0) != 1 {
            seen[fields[0].text] = fields
        }
        check(result.size.height, observation.h, "\(label): block height")
        var expectedKeys: Set<String> = []
        for entry in ElementPlan.elementNodes(of: result) {
            let node = result.nodes[entry.node]
            expectedKeys.insert(entry.key)
            guard let fields = seen[entry.key] else {
                failures.append("\(label): node \(entry.key) (\(node.kind)) has no element")
                continue
            }
            let visible = fields[5].number == 1
            guard node.isVisible else {
                if visible { failures.append("\(label): \(entry.key) is hidden in the engine but visible") }
                continue
            }
            if !visible { failures.append("\(label): \(entry.key) is visible in the engine but hidden") }
            let frame = node.frame
            check(frame.minX, fields[1].number, "\(label): \(entry.key).x")
            check(frame.minY, fields[2].number, "\(label): \(entry.key).y")
            check(frame.width, fields[3].number, "\(label): \(entry.key).width")
            check(frame.height, fields[4].number, "\(label): \(entry.key).height")
            boxes += 1
            if let text = node.text, case .leaf(let leaf) = node.content, let styled = (leaf as? Text)?.styled, !text.isTruncated {
                let written = Self.collapsed(styled.plainText)
                let shown = Self.collapsed(fields[6].text)
                if written != shown { failures.append("\(label): \(entry.key) shows \"\(shown)\", written \"\(written)\"") }
            }
        }
        for (key, fields) in seen where !expectedKeys.contains(key) && fields[5].number == 1 {
            failures.append("\(label): \(key) is visible but not in this configuration")
        }
    }

    private mutating func check(_ expected: Double, _ actual: Double, _ what: String) {
        let difference = abs(expected - actual)
        guard difference.isFinite else {
            failures.append("\(what): expected \(expected), browser \(actual)")
            return
        }
        if difference > worst {
            worst = difference
            worstLabel = what
        }
        if difference > tolerance { failures.append("\(what): engine \(expected), browser \(actual)") }
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// A small seeded generator so failures can be reproduced.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
}
