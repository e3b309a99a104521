// Issue 27's curves, frame by frame, in Firefox ESR and WebKitGTK as in chromium; and what Firefox does at load.

import BrowserSupport
import Foundation
import Testing

/// The same blocks, page, sampling script and reference curves as `AnimationCurveTests`, in the
/// two other engines: Gecko (Debian's firefox-esr, through Marionette) and WebKit (Debian's
/// WebKitGTK MiniBrowser, through WebKitWebDriver on Xvfb). Every curve of issue 27, within the
/// same 0.5 px at every 1/60 s frame.
@Suite(.serialized)
struct FirefoxAndWebKitAnimationTests {
    @Test(.enabled(if: BrowserPage.isAvailable(.firefox) && Showcase.pipeline != nil))
    func everyCurveMovesAsAppleDescribesItInFirefox() async throws {
        try await AnimationCurveTests.checkCurves(AnimationCurveTests.curves, in: .firefox)
    }

    @Test(.enabled(if: BrowserPage.isAvailable(.webkit) && Showcase.pipeline != nil))
    func everyCurveMovesAsAppleDescribesItInWebKit() async throws {
        try await AnimationCurveTests.checkCurves(AnimationCurveTests.curves, in: .webkit)
    }

    /// `.animation(nil)` jumps, and so does every curve under prefers-reduced-motion.
    @Test(arguments: [Browser.firefox, .webkit])
    func nilAndReducedMotionJump(_ browser: Browser) async throws {
        guard BrowserPage.isAvailable(browser), Showcase.pipeline != nil else { return }
        try await AnimationCurveTests.checkNilAndReducedMotionJump(in: browser)
    }

    /// A block stands still until the reader changes something. Chromium 156 and WebKitGTK
    /// 2.50 start no transition at load. Firefox 153.7 ESR starts one on every block's root:
    /// the root is centred with `left: calc(50cqw - w/2)`, Firefox's first style pass resolves
    /// `cqw` against the viewport (the block's container has no size yet), and when layout
    /// gives the container its width the new `left` is a change like any other, so the root
    /// slides by half the difference (8 px on a page with 8 px body margins) under the block's
    /// default animation. Nothing of it is left once the transition ends; the curve tests end
    /// it before they sample. Recorded as a known issue: when Firefox stops doing it, this
    /// test fails and says so.
    @Test(arguments: Browser.allCases)
    func blocksStandStillAtLoad(_ browser: Browser) async throws {
        guard BrowserPage.isAvailable(browser), Showcase.pipeline != nil else { return }
        let started = try await Self.transitionsStartedAtLoad(in: browser)
        switch browser {
        case .firefox:
            withKnownIssue("Firefox 153 ESR resolves cqw against the viewport first and transitions to the container's") {
                #expect(started.isEmpty, "\(started)")
            }
            // What it does instead: one transition per block, of its root's `left`.
            #expect(started.sorted() == ["curve n0 left", "none n0 left"], "\(started)")
        case .chromium, .webkit:
            #expect(started.isEmpty, "\(browser) started transitions at load: \(started)")
        }
    }

    /// Every transition that starts while a page of two blocks loads, as "block node property",
    /// heard through `transitionrun` from the first line of the page's head, so one that has
    /// already ended by the time the test asks is counted too.
    static func transitionsStartedAtLoad(in browser: Browser) async throws -> [String] {
        let blocks = try AnimationCurveTests.blocks([("none", "nil"), ("curve", ".linear(duration: 0.4)")])
        var html = try MeasurementPage(blocks: blocks, textSizes: [.large], disablesTransitions: false).html(cases: [])
        let listener = """
            <script>window.trellisStarted = [];
            document.addEventListener('transitionrun', e => {
              const block = e.target.closest('[data-trellis-block]');
              const node = [...e.target.classList].find(c => /^n[0-9]+$/.test(c)) || e.target.className;
              window.trellisStarted.push((block ? block.dataset.trellisBlock : '-') + ' ' + node + ' ' + e.propertyName);
            });</script>
            """
        html = html.replacingOccurrences(of: "<head>", with: "<head>\(listener)")
        // Fonts loaded, then two frames: any layout the load causes has happened.
        html = html.replacingOccurrences(of: "<script>\(MeasurementPage.fontLoading)</script>", with: """
            <script>Promise.all([...document.fonts].map(f => f.load())).then(() => requestAnimationFrame(() => requestAnimationFrame(() => {
              document.getElementById('trellis-test-output').textContent = JSON.stringify(window.trellisStarted);
            })));</script>
            """)
        let page = html
        let output = try await WebDriverSession.with(BrowserPage.options(browser: browser)) { session in
            try await BrowserPage.output(page, name: "load-\(browser)", in: session, timeout: .seconds(60))
        }
        return try JSONDecoder().decode([String].self, from: Data(output.utf8))
    }
}
