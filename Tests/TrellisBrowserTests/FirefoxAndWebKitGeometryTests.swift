// Every block's boxes in Firefox ESR and WebKitGTK against the engine, as BlockGeometryTests does in chromium.

import BrowserSupport
import Testing

/// Issue 27 asks for every width, text size and state "in Chromium, Firefox and WebKit": the
/// showcase blocks, measured by the same page at the same kinds of widths, states and text
/// sizes (four random widths a block rather than twelve, to keep the suite short), each box
/// held to the same 0.5 px of the engine's frame.
///
/// What holds today (measured with Debian's packages, November 2026):
/// - WebKitGTK 2.50: every box, every line's baseline and every line count within 0.5 px.
///   What differs is only where a one-line text's glyphs end (`checksTextWidths`): WebKit's
///   glyph advances are not chromium's (a name drawn 95.4 px wide for the engine's 97.5, a
///   long line 1108.3 for 1103.4). That part is a known issue; any other difference fails.
/// - Firefox 153.7 ESR: its glyphs end where the engine's do (every one-line text within
///   0.5 px), and since the page states the engine's line heights (`TextLineHeights`; with
///   `line-height: normal` Firefox spaced lines 21 px apart where chromium and the engine put
///   20) every line's baseline, line count, box and shown text is within 0.5 px at every
///   width that is a whole number of 1/64 px, checked. Firefox lays out in 1/60 px, so a block
///   asked 341.4375 px is 341.4333 wide, between two 1/64 px widths; each boundary is written
///   on the side of such a width that the engine's layout there calls for
///   (`PiecewiseSampler.settlesSixtieths`), which took the differences at those widths from
///   266 (the worst by 87 px, a line more or less) to 9, all in one case, then to none once a
///   piece of one unit kept the width after it (a squeezed text drew 42 lines at 446.35 px
///   where the engine has 43). Those widths are checked apart, and counted in the output.
/// When WebKit comes within the tolerance everywhere, the known issue is not recorded and the
/// test fails, saying so.
@Suite(.serialized)
struct FirefoxAndWebKitGeometryTests {
    @Test(.enabled(if: Showcase.measurer != nil), arguments: [Browser.firefox, .webkit])
    func swiftBuiltBlocksMatchTheEngineAtEveryWidth(_ browser: Browser) async throws {
        guard BrowserPage.isAvailable(browser) else { return }
        let comparison = try await GeometryCheck.run(
            Showcase.all, textSizes: Showcase.textSizes, name: "showcase-\(browser)", widthsPerBlock: 4, rendered: Showcase.rendered,
            checksTextWidths: true, in: browser)
        #expect(comparison.boxes > 1000)
        let kinds = Dictionary(grouping: comparison.failures, by: Self.kind)
        for (kind, failures) in kinds.sorted(by: { $0.key < $1.key }) {
            print("\(browser) geometry differences, \(kind): \(failures.count), e.g. \(failures.prefix(3))")
        }
        let glyphSpans = kinds["text width"] ?? []
        let others = comparison.failures.filter { Self.kind(of: $0) != "text width" }
        switch browser {
        case .webkit:
            #expect(others.isEmpty, "webkit: \(others.count) boxes, baselines or lines off by more than \(comparison.tolerance) px, e.g. \(others.prefix(10))")
            withKnownIssue("WebKitGTK's glyph advances are not chromium's") {
                #expect(glyphSpans.isEmpty, "webkit: \(glyphSpans.count) one-line texts whose glyphs end elsewhere")
            }
        default:
            let onGrid = comparison.widths.filter(Self.isWholeLayoutUnits).count
            print("\(browser): \(onGrid) of \(comparison.widths.count) cases at whole 1/64 px widths")
            #expect(onGrid >= 90, "\(browser): too few cases at widths the page's breakpoints are exact at")
            #expect(glyphSpans.isEmpty, "\(browser): \(glyphSpans.count) one-line texts whose glyphs end elsewhere, e.g. \(glyphSpans.prefix(10))")
            let betweenBreakpoints = others.filter { Self.width(of: $0).map { !Self.isWholeLayoutUnits($0) } ?? false }
            let elsewhere = others.filter { !betweenBreakpoints.contains($0) }
            #expect(elsewhere.isEmpty, "\(browser): \(elsewhere.count) differences at whole 1/64 px widths, e.g. \(elsewhere.prefix(10))")
            #expect(betweenBreakpoints.isEmpty, "\(browser): \(betweenBreakpoints.count) differences at widths between 1/64 px, e.g. \(betweenBreakpoints.prefix(5))")
        }
    }

    /// Whether a width is a whole number of chromium's layout units (1/64 px).
    static func isWholeLayoutUnits(_ width: Double) -> Bool {
        let units = width * 64
        return abs(units - units.rounded()) < 1e-6
    }

    /// The block width a failure line names (`GeometryCheck`'s label: "<block> at <width> px ...").
    static func width(of failure: String) -> Double? {
        guard let at = failure.range(of: " at "), let px = failure.range(of: " px", range: at.upperBound..<failure.endIndex) else { return nil }
        return Double(failure[at.upperBound..<px.lowerBound])
    }

    /// What a failure line compares: a line's baseline, a text's drawn width or line count, or
    /// a box's position or size ("other": the words a line shows).
    static func kind(of failure: String) -> String {
        let compared = failure.components(separatedBy: " : ").last ?? failure
        if compared.contains(" baseline") { return "line baseline" }
        if compared.contains("text width") { return "text width" }
        if compared.contains("lines drawn") { return "line count" }
        for edge in [".x:", ".y:", ".width:", ".height:", "block height:"] where compared.contains(edge) { return "box" }
        return "other"
    }
}
