// What a reader sees in a real browser when a page they have open is edited.

import BrowserSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TrellisServer

@Suite("trellis serve in chromium", .serialized)
struct InPlaceUpdateBrowserTests {
    @Test(
        "an edit replaces the open page's content in place: no reload, scroll position and an opened details kept",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")))
    func inPlace() async throws {
        let paragraphs = (1...80).map { "Paragraph \($0) of a long page." }.joined(separator: "\n\n")
        let fixture = try PreviewFixture.standard()
        try fixture.write("content/guide/intro.md", "---\ntitle: Intro\n---\n# Intro\n\nFirst version.\n\n\(paragraphs)\n")
        let server = PreviewServer(options: PreviewOptions(siteDirectory: fixture.directory, port: 0, debounce: .milliseconds(20)))
        let app = try await server.makeApplication()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await WebDriverSession.with { browser in
                try await browser.setWindowSize(width: 1000, height: 600)
                try await browser.navigate(to: URL(string: "http://127.0.0.1:\(port)/guide/intro/")!)
                // Subscribed: the script has received the current build.
                _ = try await browser.execute("""
                    window.trellisMarker = "still here";
                    document.querySelector("details").open = true;  // the sidebar's, closed as the page loads
                    scrollTo({ top: 700, behavior: "instant" });
                    return scrollY;
                    """)
                try await Task.sleep(for: .milliseconds(300))
                let scrolled = try await browser.execute("return scrollY")
                try fixture.write("content/guide/intro.md", "---\ntitle: Intro\n---\n# Intro\n\nSecond version.\n\n\(paragraphs)\n")
                var updated = false
                for _ in 0..<600 where !updated {  // up to 60 s: a loaded machine can starve the server for seconds
                    try await Task.sleep(for: .milliseconds(100))
                    updated = try await browser.execute("return document.body.textContent.includes('Second version.')") == .bool(true)
                }
                #expect(updated)
                let state = try await browser.execute("""
                    return { marker: window.trellisMarker || null, y: scrollY, open: document.querySelector("details").open };
                    """)
                #expect(state["marker"] == .string("still here"), "the page reloaded instead of updating in place")
                #expect((scrolled.double ?? 0) > 300)
                #expect(state["y"] == scrolled)
                #expect(state["open"] == .bool(true))
            }
        }
    }
}
