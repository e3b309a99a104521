// The default theme on a phone: navigation and table of contents folded away, nothing wider than the screen.

import BrowserSupport
import Foundation
import Testing

/// Issue 28, "A phone layout": at 320 and 390 px the sidebar's `<details>` starts closed, so
/// the article is at the top of the screen; opening it (from the keyboard) shows the current
/// page's section; the table of contents is a closed "On this page" disclosure that opens the
/// same way; and nothing on any page of `content/`, the layout blocks included, is wider than
/// the viewport: a code block, table or layout block wider than its column scrolls inside
/// itself, and a layout block that does is focusable with a name, as the code blocks are, so
/// the keyboard reaches what it hides (axe's scrollable-region-focusable). At 1280 px both
/// show open in their columns with no disclosure to open. All CSS: the theme has no layout
/// script.
@Suite(.serialized)
struct PhoneLayoutTests {
    struct Probe: Decodable {
        var sidebarOpen: Bool
        var navShown: Bool
        var summaryShown: Bool
        var currentShown: Bool
        var hasTOC: Bool
        var tocSummaryShown: Bool
        var tocLinksShown: Bool
        var pageWidth: Double
        var viewport: Double
        var articleTop: Double
        var wider: [String]
        var wideBlocks: [String]
        var unreachable: [String]
        var tallBlocks: [String]
        var leftOfBlock: [String]
    }

    static let probe = """
        const shown = (e) => !!e && e.checkVisibility() && e.getBoundingClientRect().width > 0;
        const current = document.querySelector('.sidebar a[aria-current="page"]');
        const toc = document.querySelector('.toc');
        // Elements past the viewport's right edge that no scrolling ancestor holds.
        const wider = [];
        const scrolls = (e) => { for (let a = e.parentElement; a; a = a.parentElement) { const o = getComputedStyle(a).overflowX; if (o !== 'visible') return a !== document.documentElement && a !== document.body; } return false; };
        for (const e of document.querySelectorAll('body *')) {
          const box = e.getBoundingClientRect();
          if (box.width > 0 && box.right > innerWidth + 0.5 && !scrolls(e) && e.checkVisibility()) {
            wider.push(`${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} to ${box.right.toFixed(1)}`);
          }
        }
        // Blocks laid out wider than their column (a fixed-size image beside text at 280 px)
        // scroll inside themselves; each must take the keyboard's focus and have a name.
        const blocks = [...document.querySelectorAll('.trellis-block')];
        const scrolling = blocks.filter((b) => b.scrollWidth > b.clientWidth + 0.5);
        const wideBlocks = scrolling.map((b) => `${b.dataset.trellisBlock} (${b.scrollWidth} px in ${b.clientWidth})`);
        const unreachable = scrolling.filter((b) => b.tabIndex < 0 || !b.getAttribute('aria-label')).map((b) => b.dataset.trellisBlock);
        // A root view wider than its block starts at the block's left edge, not left of it
        // where no scrolling reaches (SwiftUI centres it; the frame moves right by as much).
        const leftOfBlock = blocks.filter((b) => [...b.querySelectorAll(':scope>.trellis-frame>.trellis-node')]
          .some((root) => root.checkVisibility() && root.getBoundingClientRect().left < b.getBoundingClientRect().left - 0.5))
          .map((b) => b.dataset.trellisBlock);
        // Drawing below a block's frame, which the block (a scroll container) now clips.
        const tallBlocks = blocks.filter((b) => b.scrollHeight > b.clientHeight + 0.5)
          .map((b) => `${b.dataset.trellisBlock} (${b.scrollHeight} px in ${b.clientHeight})`);
        const pageWidth = document.documentElement.scrollWidth;
        return JSON.stringify({
          sidebarOpen: document.querySelector('.sidebar-toggle').open,
          navShown: shown(document.querySelector('.sidebar .nav a')),
          summaryShown: shown(document.querySelector('.sidebar summary')),
          currentShown: shown(current),
          hasTOC: !!toc,
          tocSummaryShown: shown(document.querySelector('.toc summary')),
          tocLinksShown: shown(document.querySelector('.toc li a')),
          pageWidth, wideBlocks, unreachable, tallBlocks, leftOfBlock,
          viewport: innerWidth,
          articleTop: document.querySelector('main').getBoundingClientRect().top,
          wider: wider.slice(0, 5),
        });
        """

    @Test(.enabled(if: BrowserPage.isAvailable), .timeLimit(BrowserPage.timeLimit))
    func phonesGetFoldedNavigationAndNoSidewaysScrolling() async throws {
        let site = try ContentSite.built.get()
        var problems: [String] = []
        var pagesWithTOC = 0
        var wideBlocks: Set<String> = []
        var tallBlocks: Set<String> = []
        try await WebDriverSession.with(BrowserPage.options()) { browser in
            for width in [320, 390] {
                try await PageAppearance(width: width, dark: false).apply(to: browser)
                for page in site.pages {
                    try await browser.navigate(to: site.url(page))
                    let before = try decode(try await browser.execute(Self.probe))
                    let label = "\(page) at \(width) px"
                    if before.viewport != Double(width) { problems.append("\(label): viewport \(before.viewport)") }
                    if before.sidebarOpen || before.navShown { problems.append("\(label): the menu is open as the page loads") }
                    if !before.summaryShown { problems.append("\(label): no Menu disclosure") }
                    // The article starts in the first third of a 900 px screen (header, Menu and
                    // On this page above it), not a screen of links down.
                    if before.articleTop > 300 { problems.append("\(label): the article starts at \(before.articleTop) px") }
                    if before.pageWidth > before.viewport { problems.append("\(label): the page is \(before.pageWidth) px wide: \(before.wider)") }
                    if !before.wider.isEmpty { problems.append("\(label): past the right edge: \(before.wider)") }
                    wideBlocks.formUnion(before.wideBlocks.map { "\(page) at \(width) px: \($0)" })
                    tallBlocks.formUnion(before.tallBlocks.map { "\(page) at \(width) px: \($0)" })
                    if !before.leftOfBlock.isEmpty { problems.append("\(label): layouts starting left of their block: \(before.leftOfBlock)") }
                    if !before.unreachable.isEmpty { problems.append("\(label): blocks that scroll but take no focus or have no name: \(before.unreachable)") }

                    // Opened from the keyboard: the current page's link shows.
                    _ = try await browser.execute("document.querySelector('.sidebar summary').focus()")
                    try await browser.pressKeys(WebDriverSession.Key.enter)
                    let opened = try decode(try await browser.execute(Self.probe))
                    let hasCurrent = try await browser.execute("return !!document.querySelector('.sidebar a[aria-current=\"page\"]')") == .bool(true)
                    if !opened.sidebarOpen || !opened.navShown { problems.append("\(label): Enter on Menu did not open it") }
                    if hasCurrent && !opened.currentShown { problems.append("\(label): the open menu hides the current page") }

                    if before.hasTOC {
                        pagesWithTOC += 1
                        if !before.tocSummaryShown || before.tocLinksShown { problems.append("\(label): the contents are not a closed disclosure") }
                        _ = try await browser.execute("document.querySelector('.toc summary').focus()")
                        try await browser.pressKeys(WebDriverSession.Key.enter)
                        if try !decode(try await browser.execute(Self.probe)).tocLinksShown { problems.append("\(label): Enter on On this page did not show the contents") }
                    }
                }
            }
            // A desktop shows both open in their columns, with nothing to open.
            try await PageAppearance(width: 1280, dark: false).apply(to: browser)
            for page in site.pages {
                try await browser.navigate(to: site.url(page))
                let wide = try decode(try await browser.execute(Self.probe))
                if !wide.navShown || wide.summaryShown { problems.append("\(page) at 1280 px: the menu is not shown open") }
                if wide.hasTOC && (!wide.tocLinksShown || wide.tocSummaryShown) { problems.append("\(page) at 1280 px: the contents are not shown open") }
                if wide.pageWidth > wide.viewport { problems.append("\(page) at 1280 px: the page is \(wide.pageWidth) px wide") }
            }
        }
        print("layout blocks scrolling inside themselves: \(wideBlocks.count)\n" + wideBlocks.sorted().joined(separator: "\n"))
        print("layout blocks drawing below their frame: \(tallBlocks.count)\n" + tallBlocks.sorted().joined(separator: "\n"))
        print("phone layout: \(site.pages.count) pages at 320, 390 and 1280 px, \(pagesWithTOC) with contents at phone widths, \(problems.count) problems")
        #expect(pagesWithTOC >= 10)
        let listed = problems.prefix(40).joined(separator: "\n")
        #expect(problems.count == 0, "\(problems.count) problems:\n\(listed)")
    }

    private func decode(_ value: JSONValue) throws -> Probe {
        try JSONDecoder().decode(Probe.self, from: Data((value.string ?? "").utf8))
    }
}
