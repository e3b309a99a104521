import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

/// What the page writes for `.animation(...)`: the custom properties the shared transitions
/// read (inherited by the views inside), CSS's own curves where they are exact, `linear()`
/// easings within the tolerance of the motion elsewhere, and a warning at the line of
/// anything it cannot draw.
@Suite
struct AnimationCSSTests {
    /// The stops of a `linear(...)` easing as CSS reads them: inputs as fractions, the first
    /// and last defaulting to 0 and 1.
    static func stops(_ easing: String) throws -> [(input: Double, output: Double)] {
        let inner = try #require(easing.hasPrefix("linear(") ? easing.dropFirst(7).dropLast() : nil)
        let parts = inner.split(separator: ",").map { $0.split(separator: " ") }
        return try parts.enumerated().map { index, part in
            let output = try #require(Double(String(part[0])))
            let input = part.count > 1 ? try #require(Double(String(part[1].dropLast()))) / 100 : (index == 0 ? 0 : 1)
            return (input, output)
        }
    }

    /// The progress CSS draws at `fraction` of the duration: straight lines between stops, the
    /// last stop at an input winning (a jump).
    static func evaluate(_ stops: [(input: Double, output: Double)], at fraction: Double) -> Double {
        guard let after = stops.firstIndex(where: { $0.input > fraction }) else { return stops.last?.output ?? 1 }
        guard after > 0 else { return stops[0].output }
        let a = stops[after - 1], b = stops[after]
        return a.output + (b.output - a.output) * (fraction - a.input) / (b.input - a.input)
    }

    @Test(arguments: [
        ("default", Animation.default), ("bouncy", Animation.bouncy()), ("very bouncy", Animation.spring(duration: 0.4, bounce: 0.8)),
        ("quick", Animation.spring(response: 0.1, dampingFraction: 0.5)), ("overdamped", Animation.interpolatingSpring(duration: 0.6, bounce: -0.6)),
        ("velocity", Animation.interpolatingSpring(stiffness: 170, damping: 12, initialVelocity: 4)),
        ("repeats", Animation.easeInOut(duration: 0.3).repeatCount(3)), ("restarts", Animation.timingCurve(0.3, 1.4, 0.6, 1, duration: 0.2).repeatCount(4, autoreverses: false)),
        ("waits", Animation.snappy().delay(0.1).repeatCount(2).speed(1.5)),
    ])
    func linearEasingsStayWithinTheTolerance(_ name: String, _ animation: Animation) throws {
        let timeline = AnimationTimeline(animation)
        let motion = AnimationCSS.Motion(timeline)
        let stops = try Self.stops(motion.easing)
        var worst = 0.0
        // Every 0.1 ms, away from the jumps (where the motion itself jumps).
        let jumps = zip(stops, stops.dropFirst()).filter { $0.input == $1.input }.map(\.0.input)
        for step in 0...Int(timeline.duration * 10_000) {
            let time = Double(step) / 10_000
            let fraction = time / timeline.duration
            if jumps.contains(where: { abs($0 - fraction) * timeline.duration < 2e-4 }) { continue }
            worst = max(worst, abs(Self.evaluate(stops, at: fraction) - timeline.progress(at: time)))
        }
        #expect(worst <= 0.0025, "\(name): \(worst) of the travel, \(stops.count) stops")
        print("linear() for \(name): \(stops.count) stops, \(motion.easing.utf8.count) bytes, worst \(worst * 200) px on 200 px")
    }

    @Test func eachCurveIsWrittenAsCSSDrawsItExactly() {
        #expect(AnimationCSS.Motion(.linear(duration: 0.4)) == .init(duration: "0.4s", easing: "linear", delay: "0s"))
        #expect(AnimationCSS.Motion(Animation.easeIn.delay(0.2)) == .init(duration: "0.35s", easing: "ease-in", delay: "0.2s"))
        #expect(AnimationCSS.Motion(Animation.easeOut(duration: 1).speed(2)) == .init(duration: "0.5s", easing: "ease-out", delay: "0s"))
        #expect(AnimationCSS.Motion(.timingCurve(0.68, -0.55, 0.27, 1.55, duration: 0.5)).easing == "cubic-bezier(.68,-.55,.27,1.55)")
        #expect(AnimationCSS.Motion(.none) == .init(duration: "0s", easing: "linear", delay: "0s"))
        #expect(AnimationCSS.Motion(.default).easing.hasPrefix("linear(0,"))
    }

    @Test func anAnimationOnAStackMovesTheViewsInsideIt() throws {
        guard let block = try RenderedSource.render("""
            @State var moved = false
            VStack(alignment: .leading) {
                Color.blue.frame(width: 40, height: 40).offset(x: moved ? 200 : 0)
            }
            .animation(.linear(duration: 0.4).delay(0.1), value: moved)
            """) else { return }
        // Set once: the stack is the block's root view, so on the block's frame (whose height
        // moves with it); the stack and the colour inherit it instead of the default.
        #expect(block.css.components(separatedBy: "--trellis-duration:0.4s;--trellis-easing:linear;--trellis-delay:0.1s").count == 2, "\(block.css)")
        #expect(block.css.contains(".r{--trellis-duration:0.4s;"), "\(block.css)")
        #expect(!block.css.contains("transition-timing-function"))
        guard let still = try RenderedSource.render("""
            @State var moved = false
            Color.blue.frame(width: 40, height: 40).offset(x: moved ? 200 : 0).animation(nil, value: moved)
            """) else { return }
        #expect(still.css.contains("--trellis-duration:0s;"), "\(still.css)")
    }

    @Test func anInnerAnimationOverridesTheOuterOneAndARepeatIsNotWritten() throws {
        guard let block = try RenderedSource.render("""
            @State var moved = false
            VStack {
                Toggle("Moved", isOn: $moved)
                HStack {
                    Color.red.frame(width: 20, height: 20).offset(x: moved ? 100 : 0).animation(.easeIn, value: moved)
                    Color.blue.frame(width: 20, height: 20).offset(x: moved ? 100 : 0).animation(.bouncy, value: moved)
                    Color.green.frame(width: 20, height: 20).offset(y: moved ? 100 : 0).animation(.default, value: moved)
                }
                .animation(.bouncy, value: moved)
            }
            """) else { return }
        let bouncy = AnimationCSS.declarations(.bouncy()).joined(separator: ";")
        // The stack's bouncy spring once, the red view's ease; the blue view's bouncy spring is
        // what it inherits, and the green view's default is written (it differs from the stack's).
        #expect(block.css.components(separatedBy: bouncy).count == 2, "\(block.css)")
        #expect(block.css.components(separatedBy: "--trellis-easing:ease-in;").count == 2)
        #expect(block.css.contains(AnimationCSS.declarations(.default).joined(separator: ";")))
        // The frame is not given the stack's animation (its root, the VStack, has none); a
        // change of `moved` with its toggle focused jumps it (`AnimationScopeCSSTests`).
        let base = String(block.css.prefix { $0 != "\n" })
        #expect(base.firstMatch(of: /\.r\{[^}]*--trellis-(duration|easing|delay)/) == nil, "the frame sets no motion: \(base)")
    }

    @Test func theSharedStylesheetMovesOnSwiftUIsDefaultSpring() {
        let motion = SharedStylesheet.defaultMotion
        // Animation.default settles (within a thousandth) 0.8082 s after it starts.
        #expect(motion.duration == "0.8082s")
        #expect(SharedStylesheet.css.contains("--trellis-easing:\(motion.easing)"))
        // Reduce Motion: moves jump (a held removal keeps its frame), transitions cross-fade
        // without sliding or scaling (`TransitionCSS`).
        #expect(SharedStylesheet.css.contains("@media (prefers-reduced-motion:reduce){.trellis-frame,.trellis-text span,input.trellis-switch::before{transition:none}.trellis-block{--trellis-moves:0}.trellis-node{--trellis-at:var(--trellis-place,var(--trellis-still,0s));translate:none!important;scale:none!important}}"))
        print("shared stylesheet: \(SharedStylesheet.css.utf8.count) bytes, of which the default easing \(motion.easing.utf8.count)")
    }

    /// The frame is hidden until a query of its block's width holds, which comes after the
    /// frame's own rule (same specificity, so the later wins): Firefox's first style, before the
    /// block has a width, then has nothing displayed to transition from.
    @Test func theFrameIsDisplayedOnceItsBlockHasAWidth() throws {
        let css = SharedStylesheet.css
        let hidden = try #require(css.range(of: ".trellis-frame{position:relative;display:none;"))
        let shown = try #require(css.range(of: "@container (width>=0){.trellis-frame{display:block}}"))
        #expect(hidden.upperBound < shown.lowerBound)
        // Without size queries the frame is displayed at once rather than never.
        let fallback = try #require(css.range(of: "@supports not (container-type:inline-size){.trellis-frame{display:block}}"))
        #expect(hidden.upperBound < fallback.lowerBound)
    }

    @Test func theLanguageReadsEachWayOfWritingAnAnimation() throws {
        let written: [(String, Animation)] = [
            ("Animation.easeIn", .easeIn),
            (".easeInOut.repeatCount(3, autoreverses: false)", Animation.easeInOut.repeatCount(3, autoreverses: false)),
            (".easeOut(duration: 1).repeatForever(autoreverses: false)", Animation.easeOut(duration: 1).repeatForever(autoreverses: false)),
            (".spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.2).delay(0.1).speed(2)", Animation.spring(response: 0.3, dampingFraction: 0.6).delay(0.1).speed(2)),
            (".interpolatingSpring(stiffness: 170, damping: 15)", .interpolatingSpring(stiffness: 170, damping: 15)),
            (".snappy(extraBounce: 0.1)", .interpolatingSpring(duration: 0.5, bounce: 0.25)),
            (".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)", .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)),
            ("nil", .none),
        ]
        for (code, expected) in written {
            let block = try ParsedBlock(source: LayoutBlockSource(code: "Color.red.animation(\(code))", file: "content/test.md", firstLine: 10), data: [:])
            let modifier = try #require(block.view(for: [:]).modifiers.first { $0.name == "animation" })
            #expect(BlockLowering.animation(of: modifier) == expected, "\(code)")
        }
    }

    @Test func whatThePageCannotDrawIsAWarningAtItsLine() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            @State var spin = false
            VStack {
                Color.blue.frame(width: 40, height: 40)
                    .rotationEffect(.degrees(spin ? 360 : 0))
                    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spin)
                Color.red.frame(width: 40, height: 40).animation(.wobbly, value: spin)
                Color.green.frame(width: 40, height: 40).animation(.spring(duration: 0.5, bounce: 0.2).speed(-1), value: spin)
            }
            """, file: "content/test.md", firstLine: 10), data: [:])
        let warnings = block.notes.filter { $0.severity == .warning }
        #expect(warnings.map(\.line) == [14, 15, 16], "\(warnings)")
        #expect(warnings.first?.message.contains("cannot repeat forever") == true)
        #expect(warnings.dropFirst().first?.message.contains("`.wobbly` is not an animation") == true)
        #expect(warnings.last?.message.contains("`.speed` takes a number greater than 0") == true)
    }
}
