// The default theme's search box in a real browser: `/` focuses it, typing finds pages,
// arrows move, Enter follows the chosen result.

import BrowserSupport
import Foundation
import Testing
import TrellisSite

@Suite("Search box in the browser")
struct SearchBoxTests {
    /// Alone it takes about 6 s; in the whole suite on two cores, beside the two axe audits and
    /// three browsers' sessions, it has run past 5 minutes (459 s, session 24), so its limit is
    /// the other browser suites' 10.
    @Test("Typing in the search box finds pages and Enter follows the chosen result", .enabled(if: BrowserPage.isAvailable), .timeLimit(BrowserPage.timeLimit))
    func typeAndFollow() async throws {
        let root = NSTemporaryDirectory() + "trellis-search-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pages = [
            "tar": "Archive files with tar: create, extract and list archives.",
            "tarsnap": "Back up files to the cloud, encrypted; not the same as tar archives.",
            "git-commit": "Record changes to the repository with a message.",
            "zip": "Package and compress files into a zip archive.",
        ]
        for (name, text) in pages {
            let path = root + "/content/tools/\(name).md"
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "---\ntitle: \(name)\n---\n# \(name)\n\n\(text)\n".write(toFile: path, atomically: true, encoding: .utf8)
        }
        try "# Home\n\nTools for the command line.\n".write(toFile: root + "/content/_index.md", atomically: true, encoding: .utf8)

        try await LoopbackPreview.serve(root) { home in
            try await WebDriverSession.with(BrowserPage.options()) { browser in
                try await browser.navigate(to: home)
                // Without a click, `/` (typed on the page, not in a field) focuses the box.
                #expect(try await browser.execute("return document.querySelector('form.search').hidden") == .bool(false))
                try await browser.pressKeys("/")
                #expect(try await browser.execute("return document.activeElement.getAttribute('type')") == .string("search"))
                try await browser.pressKeys("archi")  // a prefix, as while typing
                let titles = try await waitForResults(browser)
                #expect(Set(titles) == ["tar", "tarsnap", "zip"])
                #expect(titles.first == "tar")  // equal scores go in URL order
                // The second result, then back up and down again: arrows wrap and move the selection.
                try await browser.pressKeys(WebDriverSession.Key.arrowDown)
                try await browser.pressKeys(WebDriverSession.Key.arrowUp + WebDriverSession.Key.arrowDown)
                let chosen = try await browser.execute("return document.querySelector('[role=option][aria-selected=true] .search-title').textContent").string
                #expect(chosen == titles[1])
                try await browser.pressKeys(WebDriverSession.Key.enter)
                let target = try #require(chosen)
                var url = ""
                for _ in 0..<1200 {
                    url = try await browser.currentURL()
                    if url.hasSuffix("/tools/\(target)/") { break }
                    try await Task.sleep(for: .milliseconds(50))
                }
                #expect(url.hasSuffix("/tools/\(target)/"))
                #expect(try await browser.execute("return document.querySelector('h1').textContent").string?.contains(target) == true)

                // Two words must both match; a query nothing matches says so.
                try await browser.pressKeys("/")
                try await browser.pressKeys("files cloud")
                #expect(try await waitForResults(browser) == ["tarsnap"])
                try await browser.pressKeys(WebDriverSession.Key.escape + "/" + "qqqq")
                _ = try await waitForResults(browser, empty: true)
                #expect(try await browser.execute("return document.querySelector('.search-empty').textContent").string?.contains("qqqq") == true)
            }
        }
    }

    /// The result titles once the list shows (or, with `empty`, once it says nothing matched).
    private func waitForResults(_ browser: WebDriverSession, empty: Bool = false) async throws -> [String] {
        for _ in 0..<1200 {
            let value = try await browser.execute("""
                const list = document.getElementById('search-results');
                if (list.hidden) return null;
                if (list.querySelector('.search-empty')) return [];
                return [...list.querySelectorAll('.search-title')].map((e) => e.textContent);
                """)
            if case .array(let items) = value, empty == items.isEmpty {
                return items.compactMap(\.string)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("no search results appeared")
        return []
    }
}
