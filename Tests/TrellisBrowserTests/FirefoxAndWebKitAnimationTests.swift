// Issue 27's curves, frame by frame, in Firefox ESR and WebKitGTK as in chromium.

import BrowserSupport
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
}
