// Issue 27's curves, transitions and scope, frame by frame, in Firefox ESR and WebKitGTK as in chromium; and blocks that stand still at load in both.

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

    /// Insertions and removals by every kind of `.transition`, matched geometry, Reduce
    /// Motion's cross-fades, frame by frame against Apple's descriptions, and a removed view
    /// that leaves nothing behind, as in chromium (`InsertionRemovalTests`, `MatchedGeometryTests`).
    @Test(arguments: [Browser.firefox, .webkit])
    func transitionsMoveAsAppleDescribesThem(_ browser: Browser) async throws {
        guard BrowserPage.isAvailable(browser), Showcase.pipeline != nil else { return }
        try await InsertionRemovalTests.checkTransitions(in: browser)
        try await InsertionRemovalTests.checkReducedMotion(in: browser)
        try await MatchedGeometryTests.checkMatched(in: browser)
        try await InsertionRemovalTests.checkCard(in: browser)
    }

    /// Which changes animate (`.animation(_:value:)`'s scope, by the focused control) and a
    /// state of three values set by a picker and by buttons, as in chromium (`AnimationScopeTests`).
    @Test(arguments: [Browser.firefox, .webkit])
    func scopeMovesOnlyTheWatchedChanges(_ browser: Browser) async throws {
        guard BrowserPage.isAvailable(browser), Showcase.pipeline != nil else { return }
        try await AnimationScopeTests.checkScope(in: browser)
        try await AnimationScopeTests.checkThreeValues(in: browser)
    }

    /// A block stands still until the reader changes something, in every engine. Firefox 153.7
    /// ESR styles a block's elements once before the block is laid out, with `cqw` resolved
    /// against the viewport and no size query matching, then again with the block's width;
    /// every value that changed between the two (the centred root's `left: calc(50cqw - w/2)`
    /// first) started a transition, and the root slid 8 px at load. The shared stylesheet
    /// keeps the frame `display:none` until a query of the block's width holds
    /// (`SharedStylesheet.framesWaitForTheirBlock`), so in that first style the elements are
    /// not displayed, have no style to transition from, and start nothing. Chromium 156 and
    /// WebKitGTK 2.50 style them with the width known and never started anything.
    @Test(arguments: Browser.allCases)
    func blocksStandStillAtLoad(_ browser: Browser) async throws {
        guard BrowserPage.isAvailable(browser), Showcase.pipeline != nil else { return }
        let started = try await Self.transitionsStartedAtLoad(in: browser)
        #expect(started.isEmpty, "\(browser) started transitions at load: \(started)")
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
