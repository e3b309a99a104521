// Views a state inserts and removes, frame by frame in chromium, against the transitions Apple documents.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// A reader flips a toggle and a 100×40 box appears, then flips it back and the box goes, by
/// its `.transition(...)`, on `.easeInOut(duration: 0.4)` written on its container. The
/// page's animations are paused through the Web Animations API and stepped every 1/60 s; at
/// each step the box as drawn (its border box with `translate` and `scale`) must be within
/// 0.5 px of where the transition puts it, and its opacity within 0.01.
///
/// The expected look is computed here from Apple's documentation of each transition, not by
/// the renderer's code: `.opacity` fades from transparent; `.scale` scales from 0 about its
/// anchor (`.center` unless given); `.move(edge:)` moves the view "away, towards the
/// specified edge of the view", by its own size; `.slide` "inserts by moving in from the
/// leading edge, and removes by moving out towards the trailing edge"; `.push(from:)` moves
/// in from the edge "while fading it in" and out "towards the opposite edge" while fading
/// out; `.offset(x:y:)` moves by the offset both ways; `.identity` changes nothing, so the
/// view appears and goes at once. The box must sit at its new frame from the first frame of
/// an insertion and stay at its old frame through a removal.
@Suite(.serialized)
struct InsertionRemovalTests {
    /// The look a transition gives the box away from the hierarchy, as the test reads Apple's
    /// documentation: offset (points, and box sizes), scale about an anchor, opacity.
    struct Look {
        var dx = 0.0, dy = 0.0
        var scale = 1.0, anchorX = 0.5, anchorY = 0.5
        var opacity = 1.0
        var isIdentity: Bool { dx == 0 && dy == 0 && scale == 1 && opacity == 1 }
    }

    /// (id, transition as written, insertion look, removal look) for a 100×40 box.
    static let kinds: [(String, String, Look, Look)] = [
        ("opacity", ".opacity", Look(opacity: 0), Look(opacity: 0)),
        ("scale", ".scale", Look(scale: 0), Look(scale: 0)),
        ("scale-anchor", ".scale(scale: 0.5, anchor: .topLeading)", Look(scale: 0.5, anchorX: 0, anchorY: 0), Look(scale: 0.5, anchorX: 0, anchorY: 0)),
        ("slide", ".slide", Look(dx: -100), Look(dx: 100)),
        ("move", ".move(edge: .top)", Look(dy: -40), Look(dy: -40)),
        ("offset", ".offset(x: 30, y: -20)", Look(dx: 30, dy: -20), Look(dx: 30, dy: -20)),
        ("push", ".push(from: .bottom)", Look(dy: 40, opacity: 0), Look(dy: -40, opacity: 0)),
        ("asymmetric", ".asymmetric(insertion: .scale, removal: .opacity)", Look(scale: 0), Look(opacity: 0)),
        ("combined", ".move(edge: .trailing).combined(with: .opacity)", Look(dx: 100, opacity: 0), Look(dx: 100, opacity: 0)),
        ("identity", ".identity", Look(), Look()),
    ]

    /// The block of a box, or of `view`, that the state inserts and removes by `transition`.
    static func code(_ transition: String, animation: String = ".animation(.easeInOut(duration: 0.4), value: shown)",
                     view: String = "Color.blue.frame(width: 100, height: 40)") -> String {
        """
        @State var shown = false
        VStack(alignment: .leading) {
            Toggle("Shown", isOn: $shown).frame(width: 200)
            ZStack {
                Color.gray.frame(width: 300, height: 80)
                if shown {
                    \(view).transition(\(transition)).id("box")
                }
            }
            \(animation)
        }
        """
    }

    static func blocks(_ kinds: [(id: String, code: String)]) throws -> [RenderedBlock] {
        try Showcase.rendered(kinds, file: "transitions.md")
    }

    /// For each block: checks nothing animates after loading; focuses the toggle (`state`; a
    /// reader at the block) and flips it twice, each time pausing the animations and recording
    /// the boxes of the elements `keys` (`[left, top, width, height, opacity]` relative to the
    /// block frame, `null` when not drawn) every 1/60 s until they have ended, and two frames more.
    static func samplingScript(keys: [String], state: String) -> String { """
        function box(block, key) {
          const frame = block.querySelector('.trellis-frame').getBoundingClientRect();
          // `key:n`: the n-th element of that key (a text whose words change is one element per wording).
          const [name, nth] = key.split(':');
          const el = block.querySelectorAll('[data-trellis-node="' + name + '"]')[Number(nth || 0)];
          if (!el || !el.checkVisibility({visibilityProperty: true})) return null;
          const r = el.getBoundingClientRect();
          // The opacity a reader sees: the element's times its ancestors' (the transition is
          // on the view `.transition` modifies, which may wrap the box).
          let opacity = 1;
          for (let e = el; e && e !== block; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
          return [r.left - frame.left, r.top - frame.top, r.width, r.height, opacity];
        }
        function flip(block) {
          const input = document.querySelector('input[name="' + CSS.escape(block.dataset.trellisBlock + '.\(state)') + '"]');
          input.focus();
          input.checked = !input.checked;
          const animations = block.getAnimations({subtree: true}).filter(a => !a.effect.target.matches('input'));
          for (const a of animations) a.pause();
          const end = Math.max(0, ...animations.map(a => a.effect.getComputedTiming().endTime));
          const frames = [];
          for (let frame = 0; frame * 1000 / 60 <= end + 2000 / 60; frame++) {
            for (const a of animations) a.currentTime = frame * 1000 / 60;
            frames.push(boxes(block));
          }
          for (const a of animations) a.finish();
          return {frames, end, settled: boxes(block), properties: animations.map(a => a.transitionProperty)};
        }
        function boxes(block) {
          const out = {};
          for (const key of \(keys)) out[key] = box(block, key);
          return out;
        }
        Promise.all([...document.fonts].map(f => f.load())).then(() => {
          const out = {};
          for (const block of document.querySelectorAll('[data-trellis-block]')) {
            const atLoad = block.getAnimations({subtree: true}).length;
            out[block.dataset.trellisBlock] = {atLoad, insertion: flip(block), removal: flip(block)};
          }
          document.getElementById('trellis-test-output').textContent = JSON.stringify(out);
        }).catch(e => { document.getElementById('trellis-test-output').textContent = 'script error: ' + e; });
        """
    }

    struct Flip: Decodable {
        var frames: [[String: [Double]?]]
        var end: Double
        var settled: [String: [Double]?]
        var properties: [String]

        /// The flip as seen on the element `key` alone.
        func of(_ key: String) -> (frames: [[Double]?], settled: [Double]?) {
            (frames.map { $0[key] ?? nil }, settled[key] ?? nil)
        }
    }

    struct Sampled: Decodable {
        var atLoad: Int
        var insertion: Flip
        var removal: Flip
    }

    static func run(_ blocks: [RenderedBlock], name: String, in browser: Browser = .chromium, reducedMotion: Bool = false,
                    keys: [String] = ["box"], state: String = "shown") async throws -> [String: Sampled] {
        var html = try MeasurementPage(blocks: blocks, textSizes: [.large], disablesTransitions: false).html(cases: [])
        html = html.replacingOccurrences(of: "<script>\(MeasurementPage.fontLoading)</script>", with: "<script>\(samplingScript(keys: keys, state: state))</script>")
        let page = html
        let output = try await WebDriverSession.with(BrowserPage.options(browser: browser, prefersReducedMotion: reducedMotion)) { session in
            try await BrowserPage.output(page, name: "\(name)-\(browser)", in: session, timeout: .seconds(120))
        }
        if output.hasPrefix("script error") { throw WebDriverError(output) }
        return try JSONDecoder().decode([String: Sampled].self, from: Data(output.utf8))
    }

    /// The box drawn at `amount` of the way into `look` (0: its own frame `frame`).
    static func expected(_ look: Look, frame: [Double], amount: Double) -> [Double] {
        let scale = 1 + (look.scale - 1) * amount
        let width = frame[2], height = frame[3]
        let left = frame[0] + look.anchorX * width * (1 - scale) + look.dx * amount
        let top = frame[1] + look.anchorY * height * (1 - scale) + look.dy * amount
        return [left, top, width * scale, height * scale, 1 + (look.opacity - 1) * amount]
    }

    /// Compares every frame of one flip; returns the worst error in px.
    static func check(_ flip: Flip, look: Look, frame: [Double], inserting: Bool, reference: AnimationCurveTests.Reference,
                      label: String, key: String = "box") -> Double {
        let end = flip.end
        let flip = flip.of(key)
        var worst = 0.0
        if look.isIdentity {
            // No animatable change: the view is there, or gone, from the first frame.
            if inserting { #expect(flip.frames.first.flatMap { $0 }.map { abs($0[4] - 1) < 0.01 && abs($0[0] - frame[0]) < 0.5 } == true, "\(label): \(String(describing: flip.frames.first))") }
            else { #expect(flip.frames.first.flatMap { $0 } == nil, "\(label): still drawn at the first frame: \(String(describing: flip.frames.first))") }
            return 0
        }
        // A view that jumps starts no transition: nothing below would be compared.
        #expect(end > 0, "\(label): no transition ran")
        for (index, sampled) in flip.frames.enumerated() {
            let time = Double(index) / 60
            guard time * 1000 < end - 0.001 else { break }
            let progress = reference.progress(at: time)
            let want = expected(look, frame: frame, amount: inserting ? 1 - progress : progress)
            guard let box = sampled else {
                Issue.record("\(label): not drawn at frame \(index) (\(time) s)")
                continue
            }
            let error = zip(box.prefix(4), want.prefix(4)).map { abs($0 - $1) }.max() ?? 0
            worst = max(worst, error)
            #expect(error <= 0.5, "\(label) frame \(index) (\(time) s): drawn \(box.prefix(4)), the transition puts it at \(want.prefix(4))")
            #expect(abs(box[4] - want[4]) <= 0.01, "\(label) frame \(index) (\(time) s): opacity \(box[4]), expected \(want[4])")
        }
        return worst
    }

    static let easeInOut = AnimationCurveTests.Reference.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.4)

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func everyTransitionMovesAsAppleDescribesIt() async throws {
        try await Self.checkTransitions(in: .chromium)
    }

    /// Every kind of transition, inserted and removed, in `browser` (Firefox and WebKit:
    /// `FirefoxAndWebKitAnimationTests`).
    static func checkTransitions(in browser: Browser) async throws {
        let blocks = try Self.blocks(Self.kinds.map { ($0.0, Self.code($0.1)) })
        let results = try await Self.run(blocks, name: "transitions", in: browser)
        for (id, written, insertion, removal) in Self.kinds {
            let sampled = try #require(results[id], "no samples for \(id)")
            #expect(sampled.atLoad == 0, "\(written): \(sampled.atLoad) animations run when the page loads")
            // Where the engine puts the box: centred in the 300×80 ZStack.
            let frame = try #require(sampled.insertion.of("box").settled, "\(written): no box after the insertion")
            #expect(frame[2] == 100 && frame[3] == 40, "\(written): \(frame)")
            #expect(sampled.removal.of("box").settled == nil, "\(written): still drawn after the removal")
            let inserted = Self.check(sampled.insertion, look: insertion, frame: frame, inserting: true, reference: Self.easeInOut, label: "\(written) insertion")
            let removed = Self.check(sampled.removal, look: removal, frame: frame, inserting: false, reference: Self.easeInOut, label: "\(written) removal")
            print("\(browser) \(written): in \(sampled.insertion.frames.count) frames worst \(inserted) px, out \(sampled.removal.frames.count) frames worst \(removed) px")
        }
    }

    /// Without an `.animation` around it, the box moves on SwiftUI's default animation, the
    /// `spring(response: 0.55, dampingFraction: 1.0)` of iOS 17.
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func theDefaultAnimationMovesTheTransition() async throws {
        let blocks = try Self.blocks([("default", Self.code(".slide", animation: ""))])
        let results = try await Self.run(blocks, name: "transition-default")
        let sampled = try #require(results["default"])
        let frame = try #require(sampled.insertion.of("box").settled)
        let spring = AnimationCurveTests.Reference.spring(response: 0.55, dampingFraction: 1)
        let inserted = Self.check(sampled.insertion, look: Look(dx: -100), frame: frame, inserting: true, reference: spring, label: "default insertion")
        let removed = Self.check(sampled.removal, look: Look(dx: 100), frame: frame, inserting: false, reference: spring, label: "default removal")
        print("default spring: worst \(inserted) px in, \(removed) px out")
    }

    /// With Reduce Motion on, iOS cross-fades instead of sliding or scaling: under
    /// `prefers-reduced-motion: reduce` every transition but `.identity` is a fade at the
    /// view's own frame, on the same curve.
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func reduceMotionCrossFades() async throws {
        try await Self.checkReducedMotion(in: .chromium)
    }

    static func checkReducedMotion(in browser: Browser) async throws {
        let kinds = Self.kinds.filter { ["slide", "scale-anchor", "offset", "combined", "identity"].contains($0.0) }
        let blocks = try Self.blocks(kinds.map { ($0.0, Self.code($0.1)) })
        let results = try await Self.run(blocks, name: "transitions-reduced", in: browser, reducedMotion: true)
        for (id, written, insertion, _) in kinds {
            let sampled = try #require(results[id], "no samples for \(id)")
            let frame = try #require(sampled.insertion.of("box").settled)
            let fade = insertion.isIdentity ? Look() : Look(opacity: 0)
            let inserted = Self.check(sampled.insertion, look: fade, frame: frame, inserting: true, reference: Self.easeInOut, label: "\(written) reduced insertion")
            let removed = Self.check(sampled.removal, look: fade, frame: frame, inserting: false, reference: Self.easeInOut, label: "\(written) reduced removal")
            print("\(browser) \(written), reduced motion: worst \(inserted) px in, \(removed) px out")
        }
    }

    /// A card the state inserts and removes by `.slide`, holding a line wider than the block
    /// and a button. The views inside it are at their frames in it from the first frame of the
    /// insertion, and keep them through the removal, as SwiftUI moves the card as one view.
    /// Where it is absent, at load and once removed, the card is neither seen nor reached: it
    /// adds nothing to the block's scrollable overflow, its button cannot take focus, nothing
    /// of it is drawn, and (in chromium, whose accessibility tree the test reads) nothing of it
    /// is read.
    static let cardCode = code(".slide", view: """
        VStack {
            Text("A line of words much wider than the grey box behind it, and wider than the block").fixedSize().id("line")
            Button("Go") { }.id("go")
        }
        .padding(8).background(Color.blue)
        """)

    struct CardReport: Decodable {
        /// At load (the card absent), after the insertion and after the removal: the block's
        /// scroll width and client width.
        var scroll: [[Double]]
        /// `[left, top, width, height]` of the card ("box"), line and go, relative to the block frame, at
        /// insertion frames 0 and 12, removal frame 12, and settled after the insertion; `null` when not drawn.
        var insertionStart: [[Double]?], insertionMiddle: [[Double]?], removalMiddle: [[Double]?], settled: [[Double]?]
        var removed: [[Double]?]
        var focusedAfterRemoval: Bool
    }

    static func checkCard(in browser: Browser) async throws {
        let blocks = try Self.blocks([("card", Self.cardCode)])
        var html = try MeasurementPage(blocks: blocks, textSizes: [.large], disablesTransitions: false).html(cases: [])
        let script = """
            function boxes(block) {
              const frame = block.querySelector('.trellis-frame').getBoundingClientRect();
              return ['box', 'line', 'go'].map(key => {
                const el = block.querySelector('[data-trellis-node="' + key + '"]');
                if (!el || !el.checkVisibility({visibilityProperty: true})) return null;
                const r = el.getBoundingClientRect();
                return [r.left - frame.left, r.top - frame.top, r.width, r.height];
              });
            }
            function flip(block, input, frame) {
              input.checked = !input.checked;
              const animations = block.getAnimations({subtree: true}).filter(a => !a.effect.target.matches('input'));
              for (const a of animations) a.pause();
              for (const a of animations) a.currentTime = frame * 1000 / 60;
              const at = boxes(block);
              for (const a of animations) a.currentTime = 0;
              const start = boxes(block);
              for (const a of animations) a.finish();
              return [start, at];
            }
            Promise.all([...document.fonts].map(f => f.load())).then(() => {
              const block = document.querySelector('[data-trellis-block="card"]');
              // Narrower than the card, and at rest there (the root moves to the new width).
              block.style.width = '320px';
              block.getBoundingClientRect();
              for (const a of block.getAnimations({subtree: true})) a.finish();
              const scroll = [[block.scrollWidth, block.clientWidth]];
              const input = document.querySelector('input[name="card.shown"]');
              input.focus();
              const [insertionStart, insertionMiddle] = flip(block, input, 12);
              const settled = boxes(block);
              scroll.push([block.scrollWidth, block.clientWidth]);
              const [, removalMiddle] = flip(block, input, 12);
              const removed = boxes(block);
              scroll.push([block.scrollWidth, block.clientWidth]);
              const go = block.querySelector('[data-trellis-node="go"]');
              const button = go.matches('button') ? go : go.querySelector('button');
              if (!button) throw new Error('no button in the card');
              button.focus();
              const focusedAfterRemoval = document.activeElement === button;
              document.getElementById('trellis-test-output').textContent = JSON.stringify({scroll, insertionStart, insertionMiddle, removalMiddle, settled, removed, focusedAfterRemoval});
            }).catch(e => { document.getElementById('trellis-test-output').textContent = 'script error: ' + e; });
            """
        html = html.replacingOccurrences(of: "<script>\(MeasurementPage.fontLoading)</script>", with: "<script>\(script)</script>")
        let page = html
        // In chromium, also what a screen reader reads of the block once the card is removed.
        let (output, reading) = try await WebDriverSession.with(BrowserPage.options(browser: browser)) { session in
            let output = try await BrowserPage.output(page, name: "card-\(browser)", in: session, timeout: .seconds(120))
            guard browser == .chromium, !output.hasPrefix("script error") else { return (output, [String]()) }
            return (output, try await AccessibilityModifierBrowserTests.reading(in: session, of: "[data-trellis-block=\"card\"]").reading)
        }
        if output.hasPrefix("script error") { throw WebDriverError(output) }
        if browser == .chromium {
            #expect(reading.contains { $0.contains("Shown") }, "\(reading)")
            #expect(!reading.contains { $0.contains("Go") || $0.contains("A line of words") }, "the removed card is read: \(reading)")
        }
        let report = try JSONDecoder().decode(CardReport.self, from: Data(output.utf8))
        let settled = try report.settled.map { try #require($0, "\(browser): not drawn after the insertion: \(report.settled)") }
        #expect(settled[1][2] > 320, "\(browser): the line is \(settled[1][2]) px wide, no wider than the block")
        // Each view inside the card at its offset in the card, and its size, as at rest.
        var worst = 0.0
        for (label, boxes) in [("insertion frame 0", report.insertionStart), ("insertion frame 12", report.insertionMiddle), ("removal frame 12", report.removalMiddle)] {
            guard let card = boxes[0] else { Issue.record("\(browser) \(label): the card is not drawn"); continue }
            for inner in 1...2 {
                guard let box = boxes[inner] else { Issue.record("\(browser) \(label): view \(inner) is not drawn"); continue }
                let drawn = [box[0] - card[0], box[1] - card[1], box[2], box[3]]
                let atRest = [settled[inner][0] - settled[0][0], settled[inner][1] - settled[0][1], settled[inner][2], settled[inner][3]]
                let error = zip(drawn, atRest).map { abs($0 - $1) }.max() ?? 0
                worst = max(worst, error)
                #expect(error <= 0.5, "\(browser) \(label): view \(inner) at \(drawn) in the card, at rest \(atRest)")
            }
        }
        #expect(report.removed.allSatisfy { $0 == nil }, "\(browser): drawn after the removal: \(report.removed)")
        #expect(report.scroll[1][0] > report.scroll[1][1], "\(browser): the card does not widen the block: \(report.scroll)")
        // Without the card the layout is 300 px wide: the 320 px block has nothing to scroll.
        #expect(report.scroll[0][0] == report.scroll[0][1], "\(browser): at load the removed card widens the block: \(report.scroll)")
        #expect(report.scroll[2][0] == report.scroll[2][1], "\(browser): after the removal the card widens the block: \(report.scroll)")
        #expect(!report.focusedAfterRemoval, "\(browser): the removed card's button takes focus")
        print("\(browser) card: worst \(worst) px inside the card, scroll widths \(report.scroll)")
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func aRemovedViewLeavesNothingBehind() async throws {
        try await Self.checkCard(in: .chromium)
    }
}

/// Two views of one `matchedGeometryEffect` group, one in each state: as the reader flips the
/// state, the one leaving travels from its frame to the other's while it fades out, and the
/// one entering travels from the leaving one's frame to its own while it fades in, instead of
/// one fading out in place and the other in ("the geometry of the views is matched",
/// https://developer.apple.com/documentation/swiftui/view/matchedgeometryeffect(id:in:properties:anchor:issource:)).
/// Both boxes are sampled every 1/60 s against the frames the engine computed for each state,
/// interpolated on the block's ease-in-out.
@Suite(.serialized)
struct MatchedGeometryTests {
    static let code = """
        @Namespace var cards
        @State var expanded = false
        VStack(alignment: .leading) {
            Toggle("Expanded", isOn: $expanded).frame(width: 200)
            ZStack(alignment: .topLeading) {
                Color.gray
                if expanded {
                    // After `.frame`: the colour inside fills the view that travels, and grows with it.
                    Color.blue.id("big").frame(width: 300, height: 200).matchedGeometryEffect(id: "card", in: cards)
                } else {
                    Color.red.id("small").matchedGeometryEffect(id: "card", in: cards).frame(width: 60, height: 40)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
                }
            }
            .frame(width: 400, height: 300)
            .animation(.easeInOut(duration: 0.4), value: expanded)
        }
        """

    static func sample(in browser: Browser = .chromium, reducedMotion: Bool = false) async throws -> InsertionRemovalTests.Sampled {
        let blocks = try InsertionRemovalTests.blocks([("matched", code)])
        let results = try await InsertionRemovalTests.run(blocks, name: "matched", in: browser, reducedMotion: reducedMotion, keys: ["small", "big"], state: "expanded")
        return try #require(results["matched"])
    }

    /// Compares both boxes of one flip at every frame with `from` → `to` moved on the curve,
    /// the leaving one fading out and the entering one in; returns the worst error in px.
    static func check(_ flip: InsertionRemovalTests.Flip, leaving: String, entering: String, from: [Double], to: [Double],
                      travels: Bool, label: String) -> Double {
        var worst = 0.0
        for (index, boxes) in flip.frames.enumerated() {
            let time = Double(index) / 60
            guard time * 1000 < flip.end - 0.001 else { break }
            let progress = InsertionRemovalTests.easeInOut.progress(at: time)
            for (key, opacity) in [(leaving, 1 - progress), (entering, progress)] {
                guard let box = boxes[key] ?? nil else {
                    // Unseen is right where it is fully transparent (the entering view's first frame).
                    if opacity > 0.01 { Issue.record("\(label): \(key) not drawn at frame \(index)") }
                    continue
                }
                // With Reduce Motion the leaving view fades where it was, the entering where it goes.
                let frame = travels ? zip(from, to).map { $0 + ($1 - $0) * progress } : (key == leaving ? from : to)
                let error = zip(box.prefix(4), frame).map { abs($0 - $1) }.max() ?? 0
                worst = max(worst, error)
                #expect(error <= 0.5, "\(label): \(key) at frame \(index) (\(time) s) drawn at \(box.prefix(4)), expected \(frame)")
                #expect(abs(box[4] - opacity) <= 0.01, "\(label): \(key) at frame \(index) opacity \(box[4]), expected \(opacity)")
            }
        }
        return worst
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func matchedViewsTravelBetweenTheEnginesFrames() async throws {
        try await Self.checkMatched(in: .chromium)
    }

    static func checkMatched(in browser: Browser) async throws {
        let sampled = try await Self.sample(in: browser)
        // The engine's frames: the small card at the bottom-trailing corner, the big at the top-leading.
        let small = try #require(sampled.removal.of("small").settled), big = try #require(sampled.insertion.of("big").settled)
        #expect(small[2] == 60 && small[3] == 40 && big[2] == 300 && big[3] == 200, "\(small) \(big)")
        #expect(abs(small[0] - big[0]) >= 200, "the card travels \(abs(small[0] - big[0])) px")
        #expect(sampled.insertion.of("small").settled == nil && sampled.removal.of("big").settled == nil)
        let grow = Self.check(sampled.insertion, leaving: "small", entering: "big", from: small, to: big, travels: true, label: "expanding")
        let shrink = Self.check(sampled.removal, leaving: "big", entering: "small", from: big, to: small, travels: true, label: "collapsing")
        print("\(browser) matched geometry: \(sampled.insertion.frames.count) frames, worst \(grow) px expanding, \(shrink) px collapsing")
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func reduceMotionCrossFadesMatchedViews() async throws {
        let sampled = try await Self.sample(reducedMotion: true)
        let small = try #require(sampled.removal.of("small").settled), big = try #require(sampled.insertion.of("big").settled)
        let grow = Self.check(sampled.insertion, leaving: "small", entering: "big", from: small, to: big, travels: false, label: "reduced expanding")
        let shrink = Self.check(sampled.removal, leaving: "big", entering: "small", from: big, to: small, travels: false, label: "reduced collapsing")
        print("matched geometry, reduced motion: worst \(grow) px expanding, \(shrink) px collapsing")
    }

    /// A text whose words change is one view whose content changes: SwiftUI cross-fades the
    /// old words into the new (`.contentTransition(.opacity)`, "content fades from transparent
    /// to opaque on insertion, and from opaque to transparent on removal",
    /// https://developer.apple.com/documentation/swiftui/contenttransition/opacity) while the
    /// view moves to its new frame: both wordings travel between the two frames.
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func changedWordsCrossFadeAsTheTextMoves() async throws {
        let code = """
            @State var on = false
            VStack(alignment: .leading) {
                Toggle("On", isOn: $on).frame(width: 200)
                Text(on ? "Switched on, and a longer line" : "Off").id("words").contentTransition(.opacity)
                    .frame(width: 400, alignment: on ? .trailing : .leading)
            }
            .animation(.easeInOut(duration: 0.4), value: on)
            """
        let blocks = try InsertionRemovalTests.blocks([("words", code)])
        let results = try await InsertionRemovalTests.run(blocks, name: "words", keys: ["words:0", "words:1"], state: "on")
        let sampled = try #require(results["words"])
        // The new wording's element comes before the first one in the document (after the toggle).
        let off = try #require(sampled.removal.of("words:1").settled), on = try #require(sampled.insertion.of("words:0").settled)
        #expect(abs(off[0] - on[0]) >= 100, "\(off) \(on)")
        let forth = Self.check(sampled.insertion, leaving: "words:1", entering: "words:0", from: off, to: on, travels: true, label: "switching on")
        let back = Self.check(sampled.removal, leaving: "words:0", entering: "words:1", from: on, to: off, travels: true, label: "switching off")
        print("changed words: worst \(forth) px on, \(back) px off")
    }
}
