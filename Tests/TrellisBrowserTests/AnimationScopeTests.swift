// Which changes animate, in chromium: `.animation(_:value:)` moves only what its value's changes move.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// SwiftUI's `.animation(_:value:)` "applies the given animation to this view when the
/// specified value changes" (Apple, "animation(_:value:)"): a change of another state jumps
/// unless something animates it, `.animation(nil, value:)` stops the animation, and a
/// binding's `.animation(_:)` ("specifies an animation to perform when the binding value
/// changes", Apple, "animation(_:)" of `Binding`) animates the changes made through it.
///
/// A reader focuses one state's control and flips it, as a click does; the page's animations
/// are paused (Web Animations API) and stepped every 1/60 s. A box that the change moves on
/// an animation must be within 0.5 px of the curve (computed here from Apple's control
/// points) at every frame; a box that jumps must be at its new frame from the first one,
/// with no transition of its geometry running.
@Suite(.serialized)
struct AnimationScopeTests {
    /// Two states: `moved` slides the boxes 200 px, `grown` widens them by 200 px.
    static func code(box: String = "", moveControl: String = "Toggle(\"Moved\", isOn: $moved)", toggleGrown: String = "$grown",
                     around: String = ".animation(.linear(duration: 0.4), value: moved)") -> String {
        """
        @State var moved = false
        @State var grown = false
        VStack(alignment: .leading) {
            \(moveControl).frame(width: 200)
            Toggle("Grown", isOn: \(toggleGrown)).frame(width: 200)
            VStack(alignment: .leading) {
                Color.blue.frame(width: grown ? 220 : 20, height: 20).offset(x: moved ? 200 : 0)\(box).id("box")
                Color.green.frame(width: grown ? 220 : 20, height: 20).offset(x: moved ? 200 : 0).id("other")
            }
            .frame(width: 500, alignment: .leading)
            \(around)
        }
        """
    }

    static func blocks(_ blocks: [(id: String, code: String)]) throws -> [RenderedBlock] {
        try Showcase.rendered(blocks, file: "scope.md")
    }

    /// For each block and each of `states` in turn: focuses that state's control, flips it,
    /// pauses the block's animations and records the boxes `[left, top, width, height]` every
    /// 1/60 s until they have ended (and two frames more), and which geometry transitions ran.
    static let samplingScript = """
        function boxes(block) {
          const frame = block.querySelector('.trellis-frame').getBoundingClientRect();
          const out = {};
          for (const key of ['box', 'other']) {
            const r = block.querySelector('[data-trellis-node="' + key + '"]').getBoundingClientRect();
            out[key] = [r.left - frame.left, r.top - frame.top, r.width, r.height];
          }
          return out;
        }
        function flip(block, state, value) {
          const name = 'input[name="' + CSS.escape(block.dataset.trellisBlock + '.' + state) + '"]';
          const input = document.querySelector(value === null ? name : name + '[value="' + CSS.escape(value) + '"]');
          const before = boxes(block);
          input.focus();
          input.checked = value === null ? !input.checked : true;
          const animations = block.getAnimations({subtree: true}).filter(a => !a.effect.target.matches('input'));
          for (const a of animations) a.pause();
          const end = Math.max(0, ...animations.map(a => a.effect.getComputedTiming().endTime));
          const frames = [];
          for (let frame = 0; frame * 1000 / 60 <= end + 2000 / 60; frame++) {
            for (const a of animations) a.currentTime = frame * 1000 / 60;
            frames.push(boxes(block));
          }
          for (const a of animations) a.finish();
          const moves = animations.filter(a => ['left', 'top', 'width', 'height'].includes(a.transitionProperty))
            .map(a => a.effect.target.dataset.trellisNode + ' ' + a.transitionProperty);
          return {before, after: boxes(block), frames, moves};
        }
        Promise.all([...document.fonts].map(f => f.load())).then(() => {
          const out = {};
          for (const block of document.querySelectorAll('[data-trellis-block]')) {
            // Each step: what to call it, the state, and the value to set (null: flip a checkbox).
            const steps = (window.trellisSteps || {})[block.dataset.trellisBlock] || [['moved', 'moved', null], ['grown', 'grown', null]];
            out[block.dataset.trellisBlock] = {};
            for (const [label, state, value] of steps) out[block.dataset.trellisBlock][label] = flip(block, state, value);
          }
          document.getElementById('trellis-test-output').textContent = JSON.stringify(out);
        }).catch(e => { document.getElementById('trellis-test-output').textContent = 'script error: ' + e; });
        """

    struct Flip: Decodable {
        var before: [String: [Double]]
        var after: [String: [Double]]
        var frames: [[String: [Double]]]
        var moves: [String]
    }

    /// `steps`: per block, the changes to make in turn (`[label, state, value]`, a JSON array
    /// literal; value `null` flips a checkbox); by default `moved`, then `grown`.
    static func run(_ blocks: [RenderedBlock], name: String, in browser: Browser = .chromium, steps: [String: String] = [:]) async throws -> [String: [String: Flip]] {
        var html = try MeasurementPage(blocks: blocks, textSizes: [.large], disablesTransitions: false).html(cases: [])
        let written = steps.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
        html = html.replacingOccurrences(of: "<script>\(MeasurementPage.fontLoading)</script>",
                                         with: "<script>window.trellisSteps = {\(written)};\n\(samplingScript)</script>")
        let page = html
        let output = try await WebDriverSession.with(BrowserPage.options(browser: browser)) { session in
            try await BrowserPage.output(page, name: "\(name)-\(browser)", in: session, timeout: .seconds(120))
        }
        if output.hasPrefix("script error") { throw WebDriverError(output) }
        return try JSONDecoder().decode([String: [String: Flip]].self, from: Data(output.utf8))
    }

    /// The box `key` moves on `reference` in `flip`, along `axis` (0: left, 2: width), by ±200 px
    /// or more, within 0.5 px at every frame; returns the worst error.
    static func expectMoves(_ flip: Flip, _ key: String, axis: Int, on reference: AnimationCurveTests.Reference, label: String) throws -> Double {
        let start = try #require(flip.before[key]), end = try #require(flip.after[key])
        #expect(abs(end[axis] - start[axis]) >= 200, "\(label): \(key) travels \(end[axis] - start[axis]) px")
        var worst = 0.0
        for (index, frame) in flip.frames.enumerated() {
            let box = try #require(frame[key])
            let want = start[axis] + (end[axis] - start[axis]) * reference.progress(at: Double(index) / 60)
            let error = abs(box[axis] - want)
            worst = max(worst, error)
            #expect(error <= 0.5, "\(label): \(key) at frame \(index) is at \(box[axis]), the curve puts it at \(want)")
        }
        return worst
    }

    /// The box `key` is at its new frame from the first frame of `flip`, 200 px or more away (either way).
    static func expectJumps(_ flip: Flip, _ key: String, axis: Int, label: String) throws {
        let start = try #require(flip.before[key]), end = try #require(flip.after[key])
        #expect(abs(end[axis] - start[axis]) >= 200, "\(label): \(key) travels \(end[axis] - start[axis]) px")
        let first = try #require(flip.frames.first?[key])
        #expect(zip(first, end).allSatisfy { abs($0 - $1) < 0.01 }, "\(label): \(key) is at \(first) on the first frame, not at \(end)")
        #expect(!flip.moves.contains { $0.hasPrefix(key + " ") }, "\(label): \(key) has transitions \(flip.moves)")
    }

    static let linear = AnimationCurveTests.Reference.bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: 0.4)

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func onlyTheWatchedValuesChangesAnimate() async throws {
        try await Self.checkScope(in: .chromium)
    }

    /// The scope blocks in `browser` (Firefox and WebKit: `FirefoxAndWebKitAnimationTests`).
    static func checkScope(in browser: Browser) async throws {
        let blocks = try Self.blocks([
            // `moved` is watched, `grown` is not: a change of `grown` jumps.
            ("scope", Self.code()),
            // `.animation(nil, value: moved)` on the box stops its animation; the other box moves.
            ("none", Self.code(box: ".animation(nil, value: moved)")),
            // `$grown.animation(.easeOut(duration: 0.5))`: the changes the toggle makes animate.
            ("binding", Self.code(toggleGrown: "$grown.animation(.easeOut(duration: 0.5))")),
            // `.default` inside a block whose frame jumps: the default spring, restated by name.
            ("default", Self.code(around: ".animation(.default, value: moved)")),
            // `.animation(_:)` without a value takes every change: `grown`'s too.
            ("every", Self.code(around: ".animation(.linear(duration: 0.4))")),
        ])
        let results = try await Self.run(blocks, name: "animation-scope", in: browser)
        let scope = try #require(results["scope"])
        let moved = try Self.expectMoves(try #require(scope["moved"]), "box", axis: 0, on: Self.linear, label: "scope, moved")
        try Self.expectJumps(try #require(scope["grown"]), "box", axis: 2, label: "scope, grown")
        try Self.expectJumps(try #require(scope["grown"]), "other", axis: 2, label: "scope, grown")

        let none = try #require(results["none"])
        try Self.expectJumps(try #require(none["moved"]), "box", axis: 0, label: "nil, moved")
        let other = try Self.expectMoves(try #require(none["moved"]), "other", axis: 0, on: Self.linear, label: "nil, moved")

        let binding = try #require(results["binding"])
        _ = try Self.expectMoves(try #require(binding["moved"]), "box", axis: 0, on: Self.linear, label: "binding, moved")
        let easeOut = AnimationCurveTests.Reference.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: 0.5)
        let grown = try Self.expectMoves(try #require(binding["grown"]), "box", axis: 2, on: easeOut, label: "binding, grown")
        let spring = try #require(results["default"])
        _ = try Self.expectMoves(try #require(spring["moved"]), "box", axis: 0, on: .spring(response: 0.55, dampingFraction: 1), label: "default, moved")
        try Self.expectJumps(try #require(spring["grown"]), "box", axis: 2, label: "default, grown")
        let every = try #require(results["every"])
        _ = try Self.expectMoves(try #require(every["moved"]), "box", axis: 0, on: Self.linear, label: "every, moved")
        _ = try Self.expectMoves(try #require(every["grown"]), "box", axis: 2, on: Self.linear, label: "every, grown")
        print("\(browser) scope: moved worst \(moved) px, nil: other worst \(other) px, binding: grown worst \(grown) px")
    }

    /// `Button("Move") { withAnimation(.easeInOut(duration: 0.6)) { moved.toggle() } }`: the
    /// button is the control of `moved` (a label over its checkbox), and its change moves on
    /// the `withAnimation` curve (Apple: it "sets the given Animation as the animation property
    /// of the thread's current Transaction"); `grown`, which nothing animates, jumps. An
    /// `.animation(_:value:)` watching the change overrides the button's animation.
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func withAnimationInAButtonMovesItsChange() async throws {
        let button = "Button(\"Move\") { withAnimation(.easeInOut(duration: 0.6)) { moved.toggle() } }"
        let blocks = try Self.blocks([
            ("button", Self.code(moveControl: button, around: "")),
            ("override", Self.code(moveControl: button)),
        ])
        let results = try await Self.run(blocks, name: "animation-with-animation")
        let sampled = try #require(results["button"])
        let easeInOut = AnimationCurveTests.Reference.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.6)
        let worst = try Self.expectMoves(try #require(sampled["moved"]), "box", axis: 0, on: easeInOut, label: "button, moved")
        _ = try Self.expectMoves(try #require(sampled["moved"]), "other", axis: 0, on: easeInOut, label: "button, moved")
        try Self.expectJumps(try #require(sampled["grown"]), "box", axis: 2, label: "button, grown")
        let override = try #require(results["override"])
        _ = try Self.expectMoves(try #require(override["moved"]), "box", axis: 0, on: Self.linear, label: "override, moved")
        print("withAnimation in a button: worst \(worst) px")
    }

    /// A state of three values, `place`, moving the box 200 px per value: set by a segmented
    /// picker whose `.animation` differs by value (`place == 2 ? .easeIn(duration: 0.5) :
    /// .linear(duration: 0.4)`), and by buttons whose actions set it (`place = 1` in
    /// `withAnimation(.easeIn(duration: 0.5))`, `place = 2` in `withAnimation(.linear(duration:
    /// 0.4))`, `place = 0` alone). SwiftUI takes the animation the new body gives (Apple,
    /// "Transaction": the transaction's animation is read when the change is made) and
    /// `withAnimation`'s for the change it makes (Apple, "withAnimation(_:_:)"), so each change
    /// between any two of the three values moves on the curve of the value it lands in, and
    /// the plain button's change jumps.
    static func places(control: String, around: String = "") -> String {
        """
        @State var place = 0
        VStack(alignment: .leading) {
            \(control)
            VStack(alignment: .leading) {
                Color.blue.frame(width: 20, height: 20).offset(x: CGFloat(place) * 200).id("box")
                Color.green.frame(width: 20, height: 20).id("other")
            }
            .frame(width: 500, alignment: .leading)
            \(around)
        }
        """
    }

    static let placeButtons = """
        HStack {
                Button("B") { withAnimation(.easeIn(duration: 0.5)) { place = 1 } }
                Button("C") { withAnimation(.linear(duration: 0.4)) { place = 2 } }
                Button("A") { place = 0 }
            }
        """

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func everyChangeOfAStateOfThreeValuesMovesOnTheNewValuesAnimation() async throws {
        try await Self.checkThreeValues(in: .chromium)
    }

    static func checkThreeValues(in browser: Browser) async throws {
        let picker = """
            Picker("Place", selection: $place) {
                    Text("A").tag(0)
                    Text("B").tag(1)
                    Text("C").tag(2)
                }
                .pickerStyle(.segmented).frame(width: 200)
            """
        let blocks = try Self.blocks([
            ("picker", Self.places(control: picker, around: ".animation(place == 2 ? .easeIn(duration: 0.5) : .linear(duration: 0.4), value: place)")),
            ("buttons", Self.places(control: Self.placeButtons)),
        ])
        for block in blocks { #expect(block.warnings.isEmpty, "\(block.warnings)") }
        let steps = "[['to1', 'place', '1'], ['to2', 'place', '2'], ['to0', 'place', '0']]"
        let results = try await Self.run(blocks, name: "animation-values", in: browser, steps: ["picker": steps, "buttons": steps])
        let easeIn = AnimationCurveTests.Reference.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: 0.5)
        let picked = try #require(results["picker"])
        var worst = 0.0
        worst = max(worst, try Self.expectMoves(try #require(picked["to1"]), "box", axis: 0, on: Self.linear, label: "picker, 0 to 1"))
        worst = max(worst, try Self.expectMoves(try #require(picked["to2"]), "box", axis: 0, on: easeIn, label: "picker, 1 to 2"))
        worst = max(worst, try Self.expectMoves(try #require(picked["to0"]), "box", axis: 0, on: Self.linear, label: "picker, 2 to 0"))
        let pressed = try #require(results["buttons"])
        worst = max(worst, try Self.expectMoves(try #require(pressed["to1"]), "box", axis: 0, on: easeIn, label: "buttons, 0 to 1"))
        worst = max(worst, try Self.expectMoves(try #require(pressed["to2"]), "box", axis: 0, on: Self.linear, label: "buttons, 1 to 2"))
        try Self.expectJumps(try #require(pressed["to0"]), "box", axis: 0, label: "buttons, 2 to 0")
        print("\(browser) three values, picker and buttons: worst \(worst) px")
    }

    /// `.animation(moved ? .easeIn(duration: 0.5) : .linear(duration: 0.4), value: moved)`:
    /// the change into `moved` moves on the ease-in, the change back on the linear curve (the
    /// animation the new state's body gives, Apple's "Transaction").
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func aPerStateAnimationMovesEachChangeOnTheNewStates() async throws {
        let blocks = try Self.blocks([
            ("perstate", Self.code(around: ".animation(moved ? .easeIn(duration: 0.5) : .linear(duration: 0.4), value: moved)")),
        ])
        #expect(blocks[0].warnings.isEmpty, "\(blocks[0].warnings)")
        let results = try await Self.run(blocks, name: "animation-per-state",
                                         steps: ["perstate": "[['in', 'moved', null], ['out', 'moved', null], ['grown', 'grown', null]]"])
        let sampled = try #require(results["perstate"])
        let easeIn = AnimationCurveTests.Reference.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: 0.5)
        let into = try Self.expectMoves(try #require(sampled["in"]), "box", axis: 0, on: easeIn, label: "into moved")
        let out = try Self.expectMoves(try #require(sampled["out"]), "box", axis: 0, on: Self.linear, label: "out of moved")
        try Self.expectJumps(try #require(sampled["grown"]), "box", axis: 2, label: "grown")
        print("per-state animation: into worst \(into) px, out of it worst \(out) px")
    }

    /// A reader's clicks on the buttons that set `place`: a click on a button focuses the
    /// radio button under its label, so the change moves on that button's `withAnimation`
    /// curve, and a click on the button without one jumps.
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func aReadersClicksOnButtonsThatSetAStateMoveOnTheirCurves() async throws {
        let blocks = try Self.blocks([("press", Self.places(control: Self.placeButtons))])
        let flips = try await Self.click(blocks, name: "animation-press", controls: [
            ("label.trellis-state-button:has(input[value=\"1\"])", "place"),
            ("label.trellis-state-button:has(input[value=\"0\"])", "place"),
        ])
        let easeIn = AnimationCurveTests.Reference.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: 0.5)
        let worst = try Self.expectMoves(flips[0], "box", axis: 0, on: easeIn, label: "clicked B")
        try Self.expectJumps(flips[1], "box", axis: 0, label: "clicked A")
        print("a reader's click on a button that sets a value: worst \(worst) px")
    }

    /// Clicks each of `controls` in turn (a CSS selector, and the state it changes) with
    /// WebDriver's mouse in chromium, and samples the block's boxes after each click as
    /// `samplingScript` does; expects each click to leave the focus on the state's control.
    static func click(_ blocks: [RenderedBlock], name: String, controls: [(String, String)]) async throws -> [Flip] {
        let block = try #require(blocks.first?.html.firstMatch(of: /data-trellis-block="([^"]+)"/)).1
        let html = try MeasurementPage(blocks: blocks, textSizes: [.large], disablesTransitions: false).html(cases: [])
        // Records the boxes, then after a click pauses the block's animations and steps them.
        let boxes = """
            function boxes() {
              const block = document.querySelector('[data-trellis-block]');
              const frame = block.querySelector('.trellis-frame').getBoundingClientRect();
              const out = {};
              for (const key of ['box', 'other']) {
                const r = block.querySelector('[data-trellis-node="' + key + '"]').getBoundingClientRect();
                out[key] = [r.left - frame.left, r.top - frame.top, r.width, r.height];
              }
              return out;
            }
            """
        let sample = boxes + """
            const block = document.querySelector('[data-trellis-block]');
            const animations = block.getAnimations({subtree: true}).filter(a => !a.effect.target.matches('input'));
            for (const a of animations) a.pause();
            const end = Math.max(0, ...animations.map(a => a.effect.getComputedTiming().endTime));
            const frames = [];
            for (let frame = 0; frame * 1000 / 60 <= end + 2000 / 60; frame++) {
              for (const a of animations) a.currentTime = frame * 1000 / 60;
              frames.push(boxes());
            }
            for (const a of animations) a.finish();
            const moves = animations.filter(a => ['left', 'top', 'width', 'height'].includes(a.transitionProperty))
              .map(a => a.effect.target.dataset.trellisNode + ' ' + a.transitionProperty);
            return JSON.stringify({before: window.trellisBefore, after: boxes(), frames, moves,
                                   focused: document.activeElement.name || ''});
            """
        let flips = try await WebDriverSession.with(BrowserPage.options()) { browser -> [Flip] in
            try await BrowserPage.open(html, name: name, in: browser)
            var flips: [Flip] = []
            for (control, state) in controls {
                // Each transition the click starts is paused as it starts (`transitionrun`): on a
                // loaded machine the 0.6 s move could end before the sampling script runs (CI saw
                // the box already at its end on the first frame).
                _ = try await browser.executeAsync(boxes + """
                    const done = arguments[arguments.length - 1];
                    if (!window.trellisPausing) {
                      window.trellisPausing = true;
                      document.addEventListener('transitionrun', e => { for (const a of e.target.getAnimations()) a.pause(); }, true);
                    }
                    Promise.all([...document.fonts].map(f => f.load())).then(() => { window.trellisBefore = boxes(); done(''); });
                    """)
                try await browser.click(control)
                let output = try await browser.execute(sample)
                let flip = try JSONDecoder().decode(Flip.self, from: Data((output.string ?? "{}").utf8))
                let focused = try await browser.execute("return document.activeElement.name || ''")
                #expect(focused.string == "\(block).\(state)", "a click on \(control) left the focus on \(String(describing: focused.string))")
                flips.append(flip)
            }
            return flips
        }
        return flips
    }

    /// The same with a reader's clicks (WebDriver's mouse, no script touching the controls):
    /// a click focuses the control it changes, in chromium, so the button's change moves on its
    /// curve and a click on the `Grown` switch then jumps the box.
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func aReadersClicksPickTheAnimation() async throws {
        let button = "Button(\"Move\") { withAnimation(.easeInOut(duration: 0.6)) { moved.toggle() } }"
        let blocks = try Self.blocks([("click", Self.code(moveControl: button, around: ""))])
        let flips = try await Self.click(blocks, name: "animation-clicks",
                                         controls: [("label.trellis-state-button", "moved"), ("input[name=\"click.grown\"]", "grown")])
        let easeInOut = AnimationCurveTests.Reference.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.6)
        let worst = try Self.expectMoves(flips[0], "box", axis: 0, on: easeInOut, label: "clicked button")
        try Self.expectJumps(flips[1], "box", axis: 2, label: "clicked switch")
        print("a reader's click on the button: worst \(worst) px")
    }
}
