// Every SwiftUI curve, frame by frame in chromium, against the motion Apple's formulas give.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// A reader flips a state and a box travels 200 px under `.animation(curve, value:)` written
/// on the stack around it (so the curve must reach the box by inheritance). The page's
/// transitions are paused through the Web Animations API and stepped every 1/60 s; at each
/// step every moving box must be within 0.5 px of where the curve puts it.
///
/// The expected motion is computed here from Apple's documentation alone, not by the
/// renderer's code: Bézier curves on the control points of the `UnitCurve` pages solved by
/// bisection, and springs by integrating m·x'' = −k·(x − 1) − c·x' (RK4, 0.05 ms steps) with
/// the constants the WWDC23 conversion gives (stiffness = (2π / duration)², damping =
/// (1 − bounce) · 4π / duration; response and dampingFraction: the same period, damping =
/// 2 · fraction · √k).
@Suite(.serialized)
struct AnimationCurveTests {
    /// How a curve moves, as the test computes it.
    enum Reference: Sendable {
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
        case spring(mass: Double, stiffness: Double, damping: Double, velocity: Double)
        indirect case delayed(Reference, by: Double)
        indirect case sped(Reference, by: Double)
        indirect case repeated(Reference, times: Int, once: Double)

        /// spring(duration:bounce:) as Apple converts it (bounce ≥ 0).
        static func spring(duration: Double, bounce: Double) -> Reference {
            .spring(mass: 1, stiffness: pow(2 * .pi / duration, 2), damping: (1 - bounce) * 4 * .pi / duration, velocity: 0)
        }

        static func spring(response: Double, dampingFraction: Double) -> Reference {
            let stiffness = pow(2 * .pi / response, 2)
            return .spring(mass: 1, stiffness: stiffness, damping: 2 * dampingFraction * stiffness.squareRoot(), velocity: 0)
        }

        /// The fraction of the travel at `time` seconds after the change.
        func progress(at time: Double) -> Double {
            switch self {
            case .bezier(let x1, let y1, let x2, let y2, let duration):
                let fraction = min(max(time / duration, 0), 1)
                func point(_ s: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
                var low = 0.0, high = 1.0
                for _ in 0..<80 {
                    let middle = (low + high) / 2
                    if point(middle, x1, x2) < fraction { low = middle } else { high = middle }
                }
                return point((low + high) / 2, y1, y2)
            case .spring(let mass, let stiffness, let damping, let velocity):
                guard time > 0 else { return 0 }
                var x = 0.0, v = velocity
                let step = 0.00005
                let acceleration = { (x: Double, v: Double) in (-stiffness * (x - 1) - damping * v) / mass }
                var elapsed = 0.0
                while elapsed < time {
                    let h = min(step, time - elapsed)
                    let k1x = v, k1v = acceleration(x, v)
                    let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
                    let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
                    let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
                    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                    v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                    elapsed += h
                }
                return x
            case .delayed(let inner, let delay):
                return inner.progress(at: time - delay)
            case .sped(let inner, let speed):
                return inner.progress(at: time * speed)
            case .repeated(let inner, let times, let once):
                // Autoreversing: forwards, backwards, forwards...
                let index = min(Int(time / once), times - 1)
                let local = time - Double(index) * once
                return index % 2 == 0 ? inner.progress(at: local) : inner.progress(at: once - local)
            }
        }
    }

    /// (id, the curve as written, the motion Apple's formulas give).
    static let curves: [(String, String, Reference)] = [
        ("linear", ".linear(duration: 0.4)", .bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: 0.4)),
        // UnitCurve.easeIn: (0.42, 0), (1, 1); easeOut: (0, 0), (0.58, 1); easeInOut: (0.42, 0), (0.58, 1);
        // their default duration is 0.35 s.
        ("ease-in", ".easeIn", .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: 0.35)),
        ("ease-out", ".easeOut(duration: 0.5)", .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: 0.5)),
        ("ease-in-out", ".easeInOut(duration: 0.6)", .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.6)),
        ("timing-curve", ".timingCurve(0.68, -0.55, 0.27, 1.55, duration: 0.5)", .bezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55, duration: 0.5)),
        // Animation.default: spring(response: 0.55, dampingFraction: 1.0).
        ("default", ".default", .spring(response: 0.55, dampingFraction: 1)),
        ("smooth", ".smooth(duration: 0.7)", .spring(duration: 0.7, bounce: 0)),
        // bouncy: base bounce 0.3, plus extraBounce.
        ("bouncy", ".bouncy(duration: 0.5, extraBounce: 0.1)", .spring(duration: 0.5, bounce: 0.4)),
        ("very-bouncy", ".spring(duration: 0.6, bounce: 0.7)", .spring(duration: 0.6, bounce: 0.7)),
        ("response", ".spring(response: 0.4, dampingFraction: 0.5)", .spring(response: 0.4, dampingFraction: 0.5)),
        ("stiffness", ".interpolatingSpring(mass: 2, stiffness: 300, damping: 20, initialVelocity: 3)", .spring(mass: 2, stiffness: 300, damping: 20, velocity: 3)),
        ("delay", ".easeInOut(duration: 0.4).delay(0.25)", .delayed(.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.4), by: 0.25)),
        ("speed", ".spring(duration: 0.8, bounce: 0.2).speed(2)", .sped(.spring(duration: 0.8, bounce: 0.2), by: 2)),
        ("repeat", ".easeOut(duration: 0.3).repeatCount(3)", .repeated(.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: 0.3), times: 3, once: 0.3)),
    ]

    static func code(_ curve: String) -> String {
        """
        @State var moved = false
        VStack(alignment: .leading) {
            Toggle("Moved", isOn: $moved).frame(width: 200)
            VStack(alignment: .leading) {
                Color.blue.frame(width: 20, height: 20).offset(x: moved ? 200 : 0)
            }
            .frame(width: 300, alignment: .leading)
            .animation(\(curve), value: moved)
        }
        """
    }

    static func blocks(_ curves: [(id: String, written: String)]) throws -> [RenderedBlock] {
        try Showcase.rendered(curves.map { ($0.id, code($0.written)) }, file: "curves.md")
    }

    /// For each block: flip `moved`, pause its transitions, step them every 1/60 s until all
    /// have ended (and two frames more), and record each element's box at every step, and
    /// how many transitions move elements.
    static let samplingScript = """
        function boxesOf(block) {
          const frame = block.querySelector('.trellis-frame').getBoundingClientRect();
          const out = {};
          for (const el of block.querySelectorAll('[data-trellis-node]')) {
            const r = el.getBoundingClientRect();
            out[el.dataset.trellisNode] = [r.left - frame.left, r.top - frame.top];
          }
          return out;
        }
        function sample(block) {
          const before = boxesOf(block);
          const name = block.dataset.trellisBlock + '.moved';
          const input = document.querySelector('input[name="' + CSS.escape(name) + '"]');
          if (!input) throw new Error('no input ' + name + ' among: ' + [...document.querySelectorAll('input')].map(i => i.name).join(' '));
          input.checked = true;
          const animations = block.getAnimations({subtree: true});
          for (const a of animations) a.pause();
          const end = Math.max(0, ...animations.map(a => a.effect.getComputedTiming().endTime));
          const frames = [];
          for (let frame = 0; frame * 1000 / 60 <= end + 2000 / 60; frame++) {
            for (const a of animations) a.currentTime = frame * 1000 / 60;
            frames.push(boxesOf(block));
          }
          for (const a of animations) a.finish();
          // The moves (the toggle's own knob and colour animate on their own 0.2 s).
          const moves = animations.filter(a => ['left', 'top', 'width', 'height'].includes(a.transitionProperty)
                                               && a.effect.target.matches('[data-trellis-node]:not(input)'));
          return {before, after: boxesOf(block), frames, end, count: moves.length,
                  easing: moves.map(a => a.effect.getTiming().easing)};
        }
        Promise.all([...document.fonts].map(f => f.load())).then(() => {
          const out = {};
          for (const block of document.querySelectorAll('[data-trellis-block]')) out[block.dataset.trellisBlock] = sample(block);
          document.getElementById('trellis-test-output').textContent = JSON.stringify(out);
        }).catch(e => { document.getElementById('trellis-test-output').textContent = 'script error: ' + e; });
        """

    struct Sampled: Decodable {
        var before: [String: [Double]]
        var after: [String: [Double]]
        var frames: [[String: [Double]]]
        var end: Double
        var count: Int
        var easing: [String]
    }

    static func run(_ blocks: [RenderedBlock], name: String, in browser: Browser = .chromium, reducedMotion: Bool = false) async throws -> [String: Sampled] {
        var html = try MeasurementPage(blocks: blocks, textSizes: [.large], disablesTransitions: false).html(cases: [])
        html = html.replacingOccurrences(of: "<script>\(MeasurementPage.fontLoading)</script>", with: "<script>\(samplingScript)</script>")
        let page = html
        let output = try await WebDriverSession.with(BrowserPage.options(browser: browser, prefersReducedMotion: reducedMotion)) { browser in
            try await BrowserPage.output(page, name: name, in: browser, timeout: .seconds(120))
        }
        if output.hasPrefix("script error") { throw WebDriverError(output) }
        return try JSONDecoder().decode([String: Sampled].self, from: Data(output.utf8))
    }

    /// How far a moving box may be from where the curve puts it, at any frame.
    static let tolerance = 0.5

    /// Samples `curves` in `browser` and expects every frame of every moving box within
    /// `tolerance` of the reference; answers the worst error of each curve, in px.
    @discardableResult
    static func checkCurves(_ curves: [(String, String, Reference)], in browser: Browser) async throws -> [String: Double] {
        let blocks = try Self.blocks(curves.map { ($0.0, $0.1) })
        let results = try await Self.run(blocks, name: "animation-curves-\(browser)", in: browser)
        var worstByCurve: [String: Double] = [:]
        for (id, written, reference) in curves {
            let sampled = try #require(results[id], "no samples for \(id) in \(browser)")
            let moving = sampled.before.keys.filter { key in
                guard let a = sampled.before[key], let b = sampled.after[key] else { return false }
                return abs(a[0] - b[0]) > 0.5 || abs(a[1] - b[1]) > 0.5
            }
            #expect(!moving.isEmpty, "\(browser) \(written): nothing moved")
            var worst = 0.0
            for key in moving {
                let start = try #require(sampled.before[key]), end = try #require(sampled.after[key])
                #expect(end[0] - start[0] >= 200, "\(browser) \(written): \(key) travels \(end[0] - start[0]) px")
                for (frame, boxes) in sampled.frames.enumerated() {
                    let progress = reference.progress(at: Double(frame) / 60)
                    let box = try #require(boxes[key])
                    let x = start[0] + (end[0] - start[0]) * progress
                    let error = max(abs(box[0] - x), abs(box[1] - start[1]))
                    worst = max(worst, error)
                    #expect(error <= tolerance, "\(browser) \(written): \(key) at frame \(frame) (\(Double(frame) / 60) s) is at \(box[0]), the curve puts it at \(x)")
                }
            }
            worstByCurve[id] = worst
            print("\(browser) \(written): \(moving.count) moving, \(sampled.frames.count) frames, ends at \(sampled.end) ms, worst \(worst) px")
        }
        return worstByCurve
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func everyCurveMovesAsAppleDescribesIt() async throws {
        try await Self.checkCurves(Self.curves, in: .chromium)
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func nilAndReducedMotionJump() async throws {
        try await Self.checkNilAndReducedMotionJump(in: .chromium)
    }

    static func checkNilAndReducedMotionJump(in browser: Browser) async throws {
        // `.animation(nil)` jumps, where a sibling block with a curve moves.
        let blocks = try Self.blocks([("none", "nil"), ("curve", ".linear(duration: 0.4)")])
        let results = try await Self.run(blocks, name: "animation-none-\(browser)", in: browser)
        #expect(results["none"]?.count == 0, "\(browser): \(String(describing: results["none"]?.easing))")
        #expect((results["curve"]?.count ?? 0) > 0, "\(browser)")
        // Under prefers-reduced-motion, a curve the author chose jumps too.
        let still = try await Self.run(blocks, name: "animation-reduced-\(browser)", in: browser, reducedMotion: true)
        #expect(still["curve"]?.count == 0, "\(browser): \(String(describing: still["curve"]?.easing))")
        // Jumped: on the first frame already where it ends.
        for result in [results["none"], still["curve"]] {
            let sampled = try #require(result)
            let first = try #require(sampled.frames.first)
            for (key, box) in sampled.after { #expect(first[key] == box, "\(browser) \(key)") }
            #expect(sampled.after.contains { key, box in abs(box[0] - (sampled.before[key]?[0] ?? box[0])) >= 200 }, "\(browser)")
        }
    }
}
