import BrowserSupport
import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout

/// Changing state or crossing a breakpoint starts transitions on the elements that move, on
/// SwiftUI's default animation (a spring since iOS 17), which end on the engine's frames;
/// reduced motion makes the moves jump. Each curve's motion frame by frame:
/// `AnimationCurveTests`; insertions and removals: `InsertionRemovalTests`.
@Suite(.serialized)
struct TransitionTests {
    struct Report: Decodable {
        /// `[node, property, duration ms, easing]` of every running transition after the change.
        var transitions: [[String]]
        /// Boxes after the transitions were finished, as `MeasurementPage.Observation.n`.
        var boxes: [[MeasurementPage.NodeField]]
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.measurer != nil))
    func stateChangeAnimatesToTheEngineFrames() async throws {
        guard let input = Showcase.all.first(where: { $0.id == "layout-switch" }), let block = Showcase.rendered[input.id] else { return }
        let page = MeasurementPage(blocks: [block], textSizes: [.large], disablesTransitions: false)
        var html = try page.html(cases: [])
        let script = MeasurementPage.nodeScript + """
            Promise.all([...document.fonts].map(f => f.load())).then(() => {
              const block = document.querySelector('[data-trellis-block="layout-switch"]');
              block.style.width = '600px';
              document.querySelector('input[name="layout-switch.axis"][value="v"]').checked = true;
              const transitions = [];
              for (const el of block.querySelectorAll('[data-trellis-node]')) {
                for (const a of el.getAnimations()) {
                  const t = a.effect.getTiming();
                  transitions.push([el.dataset.trellisNode, a.transitionProperty, String(t.duration), t.easing]);
                  a.finish();
                }
              }
              document.getElementById('trellis-test-output').textContent = JSON.stringify({transitions, boxes: boxes(block)});
            });
            """
        html = html.replacingOccurrences(of: "<script>\(MeasurementPage.fontLoading)</script>", with: "<script>\(script)</script>")
        let pageHTML = html
        let output = try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await BrowserPage.output(pageHTML, name: "transitions", in: browser)
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(output.utf8))

        let vertical = input.layout(BlockConfiguration(state: ["axis": "v", "details": "false"]), 600)
        let horizontal = input.layout(BlockConfiguration(state: ["axis": "h", "details": "false"]), 600)
        // The pink card moves down-left when the stack turns vertical: it must animate.
        let moving = try #require(vertical.node(withID: "yellow"))
        #expect(moving.frame.origin != horizontal.node(withID: "yellow")?.frame.origin)
        let yellow = report.transitions.filter { $0.first == "yellow" }
        #expect(!yellow.isEmpty, "no transition on a moving element: \(report.transitions)")
        // `Animation.default` is spring(response: 0.55, dampingFraction: 1.0)
        // (https://developer.apple.com/documentation/swiftui/animation/default): critically
        // damped, it is within SwiftUI's settling epsilon (0.001) of its target once
        // e^(−u)(1 + u) = 0.001, u = ω₀t, ω₀ = 2π / 0.55.
        var low = 0.0, high = 50.0
        for _ in 0..<100 {
            let u = (low + high) / 2
            if exp(-u) * (1 + u) >= 0.001 { low = u } else { high = u }
        }
        let settling = high * 0.55 / (2 * .pi) * 1000
        for transition in report.transitions {
            #expect(abs((Double(transition[2]) ?? 0) - settling) < 0.1, "\(transition)")
            #expect(transition[3].hasPrefix("linear(0 0%"), "\(transition)")
        }
        var comparison = BoxComparison(tolerance: 0.5)
        let observation = MeasurementPage.Observation(w: 600, h: vertical.size.height, n: report.boxes)
        comparison.compare(vertical, observation, label: "after the transition")
        #expect(comparison.failures.isEmpty, "\(comparison.failures.prefix(10))")
        print("transitions: \(report.transitions.count) started, boxes after: \(comparison.boxes), worst \(comparison.worst) px")

        // The reader asked for less motion: the same change jumps straight to the new frames.
        let still = try await WebDriverSession.with(BrowserPage.options(extraArguments: ["--force-prefers-reduced-motion"])) { browser in
            try await BrowserPage.output(pageHTML, name: "reduced-motion", in: browser)
        }
        let stillReport = try JSONDecoder().decode(Report.self, from: Data(still.utf8))
        #expect(stillReport.transitions.isEmpty, "transitions despite prefers-reduced-motion: \(stillReport.transitions.prefix(5))")
    }
}
