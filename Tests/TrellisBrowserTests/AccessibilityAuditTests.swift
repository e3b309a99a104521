// axe-core on every page of content/ in chromium, at a phone's and a desktop's width, light and dark.

import BrowserSupport
import Foundation
import Testing

/// Issue 28, "Accessible to everyone": axe-core's WCAG 2.0/2.1/2.2 A and AA rules find nothing
/// outside the layout blocks on any page `trellis build` writes for `content/`, at 390 and
/// 1280 px, in light and dark mode. Inside the blocks, SwiftUI's own colours are drawn
/// faithfully at default contrast (`.secondary` on white is 3.4:1 in SwiftUI too); those
/// nodes are counted and printed, not failed.
@Suite(.serialized)
struct AccessibilityAuditTests {
    static let widths = [390, 1280]

    @Test(.enabled(if: BrowserPage.isAvailable), .timeLimit(BrowserPage.timeLimit))
    func noViolationOutsideBlocksOnAnyPage() async throws {
        let site = try ContentSite.built.get()
        #expect(site.pages.count >= 10, "content/ builds its pages: \(site.pages)")
        var appearances: [PageAppearance] = []
        for dark in [false, true] {
            for width in Self.widths { appearances.append(PageAppearance(width: width, dark: dark)) }
        }
        let audits = try await PageAudit.run(site, appearances: appearances)
        PageAudit.printFigures(audits, title: "axe (WCAG 2.2 AA), default contrast")
        let outside = audits.flatMap { audit in audit.violations.filter { !$0.inBlock }.map { "\(audit.page) \(audit.appearance): \($0)" } }
        let listed = outside.prefix(60).joined(separator: "\n")
        #expect(outside.count == 0, "\(outside.count) violations outside layout blocks:\n\(listed)")
    }

    /// iOS's Increase Contrast on the page: under `prefers-contrast: more` every system colour
    /// a block draws swaps for the variant Apple publishes (`SystemColours`), and axe finds no
    /// violation anywhere, inside the blocks included, on any page, light and dark, at both
    /// widths. At default contrast the blocks keep SwiftUI's own colours.
    @Test(.enabled(if: BrowserPage.isAvailable), .timeLimit(BrowserPage.timeLimit))
    func increaseContrastLeavesNoViolationAnywhere() async throws {
        let site = try ContentSite.built.get()
        var appearances: [PageAppearance] = []
        for dark in [false, true] {
            for width in Self.widths { appearances.append(PageAppearance(width: width, dark: dark, moreContrast: true)) }
        }
        let audits = try await PageAudit.run(site, appearances: appearances)
        PageAudit.printFigures(audits, title: "axe (WCAG 2.2 AA), prefers-contrast: more")
        let all = audits.flatMap { audit in audit.violations.map { "\(audit.page) \(audit.appearance): \($0)" } }
        let listed = all.prefix(60).joined(separator: "\n")
        #expect(all.count == 0, "\(all.count) violations under prefers-contrast: more:\n\(listed)")

        // The swap itself: a block's blue and secondary, resolved by the browser.
        let page = try #require(site.pages.first { $0.hasPrefix("layout/") && $0 != "layout/index.html" })
        let probe = """
            const probe = document.createElement('span');
            document.querySelector('.trellis-block').append(probe);
            const read = (name) => { probe.style.color = `var(--trellis-${name})`; return getComputedStyle(probe).color; };
            const colours = [read('blue'), read('accent'), read('secondary')];
            probe.remove();
            return colours.join(' | ');
            """
        var resolved: [String: String] = [:]
        try await WebDriverSession.with(BrowserPage.options()) { browser in
            for appearance in [PageAppearance(width: 390, dark: false), PageAppearance(width: 390, dark: false, moreContrast: true),
                               PageAppearance(width: 390, dark: true), PageAppearance(width: 390, dark: true, moreContrast: true)] {
                try await appearance.apply(to: browser)
                try await browser.navigate(to: site.url(page))
                resolved[appearance.description] = try await browser.execute(probe).string
            }
        }
        // SwiftUI's values at default contrast; HIG's increased-contrast values under `more`.
        #expect(resolved["light 390px"] == "rgb(0, 122, 255) | rgb(0, 122, 255) | rgba(60, 60, 67, 0.6)", "\(resolved)")
        #expect(resolved["dark 390px"] == "rgb(10, 132, 255) | rgb(10, 132, 255) | rgba(235, 235, 245, 0.6)", "\(resolved)")
        #expect(resolved["light+contrast 390px"]?.hasPrefix("rgb(0, 64, 221) | rgb(0, 64, 221) | rgba(60, 60, 67, 0.") == true, "\(resolved)")
        #expect(resolved["dark+contrast 390px"]?.hasPrefix("rgb(64, 156, 255) | rgb(64, 156, 255) | rgba(235, 235, 245, 0.") == true, "\(resolved)")
    }

    /// WCAG 2.2's target size (2.5.8, AA): every control of the theme itself (navigation,
    /// table of contents, breadcrumbs, pager, search, the text-size and block state controls)
    /// is at least 24 by 24 px. Links inside an article's text are exempt (the criterion's
    /// "inline" exception) and so are the blocks' own controls, which are SwiftUI's size.
    @Test(.enabled(if: BrowserPage.isAvailable), .timeLimit(BrowserPage.timeLimit))
    func themeControlsAreAtLeast24PxSquare() async throws {
        let site = try ContentSite.built.get()
        let probe = """
            const controls = document.querySelectorAll('a[href], summary, select, input:not([type=radio]):not([type=checkbox]), .trellis-segments label, .trellis-toggle input');
            const small = [];
            let measured = 0;
            for (const control of controls) {
              if (control.closest('.trellis-block') || control.matches('.skip-link')) continue;
              if (control.closest('article') && !control.closest('.trellis-controls')) continue;
              const box = control.getBoundingClientRect();
              if (box.width === 0 && box.height === 0) continue;  // not shown at this width
              measured += 1;
              if (box.width < 24 || box.height < 24) {
                small.push(`${control.tagName.toLowerCase()}.${control.className} "${control.textContent.trim().slice(0, 30)}" ${box.width.toFixed(1)}x${box.height.toFixed(1)}`);
              }
            }
            return JSON.stringify({measured, small});
            """
        struct Probe: Decodable { var measured: Int; var small: [String] }
        var measured = 0
        var small: [String] = []
        try await WebDriverSession.with(BrowserPage.options()) { browser in
            for width in Self.widths {
                try await PageAppearance(width: width, dark: false).apply(to: browser)
                for page in site.pages {
                    try await browser.navigate(to: site.url(page))
                    let result = try JSONDecoder().decode(Probe.self, from: Data((try await browser.execute(probe).string ?? "").utf8))
                    measured += result.measured
                    small += result.small.map { "\(page) \(width)px: \($0)" }
                }
            }
        }
        print("target size: \(measured) theme controls measured, \(small.count) smaller than 24x24 px")
        #expect(measured > 100)
        let listed = small.prefix(40).joined(separator: "\n")
        #expect(small.count == 0, "\(small.count) controls smaller than 24x24 px:\n\(listed)")
    }
}

/// The width and media features a page is audited under (Chrome's device metrics and
/// emulated media, through chromedriver's DevTools bridge).
struct PageAppearance: CustomStringConvertible, Hashable {
    var width: Int
    var dark: Bool
    /// `prefers-contrast: more`: iOS's Increase Contrast on the web.
    var moreContrast = false

    var description: String { "\(dark ? "dark" : "light")\(moreContrast ? "+contrast" : "") \(width)px" }

    func apply(to browser: WebDriverSession) async throws {
        try await browser.devTools("Emulation.setDeviceMetricsOverride", ["width": width, "height": 900, "deviceScaleFactor": 1, "mobile": false])
        try await browser.devTools("Emulation.setEmulatedMedia", ["media": "", "features": [
            ["name": "prefers-color-scheme", "value": dark ? "dark" : "light"],
            ["name": "prefers-contrast", "value": moreContrast ? "more" : "no-preference"],
        ]])
    }

    /// Whether the page now shown is at this width and matches these media features (else the
    /// audit would prove nothing about them).
    func check(in browser: WebDriverSession) async throws -> Bool {
        let state = try await browser.execute("""
            return [innerWidth, matchMedia('(prefers-color-scheme: dark)').matches, matchMedia('(prefers-contrast: more)').matches];
            """)
        return state[0].double == Double(width) && state[1] == .bool(dark) && state[2] == .bool(moreContrast)
    }
}

/// One page audited under one appearance.
struct PageAudit {
    var page: String
    var appearance: PageAppearance
    var violations: [AxeAudit.Violation]

    /// What kind of page the path is, for the figures: the home page, a section's index, the
    /// 404 page, or a page.
    var kind: String {
        if page == "index.html" { return "home" }
        if page == "404.html" { return "404" }
        if page.split(separator: "/").count == 2 { return "section" }
        return "page"
    }

    /// Audits every page of `site` under each appearance in one browser.
    static func run(_ site: ContentSite.Built, appearances: [PageAppearance], rules: [String]? = nil) async throws -> [PageAudit] {
        try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await browser.setScriptTimeout(.seconds(300))
            var audits: [PageAudit] = []
            for appearance in appearances {
                try await appearance.apply(to: browser)
                for page in site.pages {
                    try await browser.navigate(to: site.url(page))
                    guard try await appearance.check(in: browser) else {
                        throw WebDriverError("\(page) did not take the appearance \(appearance)")
                    }
                    audits.append(PageAudit(page: page, appearance: appearance, violations: try await AxeAudit.run(in: browser, rules: rules)))
                }
            }
            return audits
        }
    }

    /// Prints, per appearance and page kind, the failing nodes outside and inside blocks and
    /// the rules they break.
    static func printFigures(_ audits: [PageAudit], title: String) {
        print("\(title): failing nodes outside blocks / inside blocks")
        var seen: [PageAppearance] = []
        for audit in audits where !seen.contains(audit.appearance) { seen.append(audit.appearance) }
        for appearance in seen {
            let mine = audits.filter { $0.appearance == appearance }
            var line = "  \(appearance):"
            for kind in ["home", "section", "page", "404"] {
                let ofKind = mine.filter { $0.kind == kind }
                guard !ofKind.isEmpty else { continue }
                let all = ofKind.flatMap(\.violations)
                line += " \(kind) (\(ofKind.count)) \(all.filter { !$0.inBlock }.count)/\(all.filter(\.inBlock).count);"
            }
            let all = mine.flatMap(\.violations)
            var rules: [String: Int] = [:]
            for violation in all { rules[(violation.inBlock ? "block " : "") + violation.rule, default: 0] += 1 }
            line += " total \(all.filter { !$0.inBlock }.count)/\(all.filter(\.inBlock).count)"
            if !rules.isEmpty { line += " [" + rules.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "]" }
            print(line)
        }
    }
}
