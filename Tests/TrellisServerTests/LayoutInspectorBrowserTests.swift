// The preview's layout inspector as a reader uses it, in chromium; and its absence from builds.

import BrowserSupport
import Foundation
import HummingbirdTesting
import Testing
import TrellisPipeline
import TrellisSite
@testable import TrellisServer

@Suite("trellis serve: the layout inspector", .serialized)
struct LayoutInspectorBrowserTests {
    static let page = """
        ---
        title: Row
        ---
        # Row

        ```layout
        HStack {
            Text("Hello").id("hello")
            Spacer().id("gap")
            Text("World").frame(width: 100).id("world")
        }
        .id("row")
        ```
        """

    @Test(
        "Alt+Shift+I outlines every view; hovering one shows its frame, proposal and line, clicking its proposal/response chain",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")))
    func inspect() async throws {
        let fixture = try PreviewFixture(files: ["content/index.md": "# Home\n", "content/row.md": Self.page])
        let renderer = try LayoutBlockPipeline(siteDirectory: fixture.directory, textSizes: [.large])
        let server = PreviewServer(options: PreviewOptions(siteDirectory: fixture.directory, port: 0, layoutRenderer: renderer))
        let app = try await server.makeApplication()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await WebDriverSession.with { browser in
                try await browser.setWindowSize(width: 1000, height: 700)
                try await browser.navigate(to: URL(string: "http://127.0.0.1:\(port)/row/")!)
                #expect(try await browser.execute("return !!document.getElementById('trellis-inspector-button')") == .bool(true))
                let outline = "return getComputedStyle(document.querySelector('[data-trellis-node=\"hello\"]')).outlineStyle"
                #expect(try await browser.execute(outline) == .string("none"))

                try await browser.pressChord([WebDriverSession.Key.alt, WebDriverSession.Key.shift, "I"])
                #expect(try await browser.execute("return document.documentElement.classList.contains('trellis-inspecting')") == .bool(true))
                #expect(try await browser.execute(outline) == .string("dashed"))

                try await browser.hover("[data-trellis-node=\"hello\"]")
                let tipText = "var t = document.getElementById('trellis-inspector-tip'); return t ? t.textContent : ''"
                var tip = ""
                _ = await waitUntil(seconds: 60) {
                    tip = (try? await browser.execute(tipText).string) ?? ""
                    return !tip.isEmpty
                }
                #expect(tip.contains("#hello  Text  line 8"), "\(tip)")
                #expect(tip.contains("proposed  ") && tip.contains("answered  "))
                // The engine's frame is the one the browser drew.
                let drawn = try await browser.execute("return document.querySelector('[data-trellis-node=\"hello\"]').getBoundingClientRect().width").double
                let frameLine = try #require(tip.split(separator: "\n").first { $0.hasPrefix("frame") })
                // `frame     x, y  width × height`
                let shownWidth = try #require(frameLine.split(separator: "×").first?.split(separator: " ").last.flatMap { Double($0) })
                #expect(abs(shownWidth - (drawn ?? -1)) < 0.05, "\(frameLine) vs \(drawn ?? -1)")

                _ = try await browser.execute("document.querySelector('[data-trellis-node=\"hello\"]').click()")
                _ = await waitUntil(seconds: 60) { ((try? await browser.execute(tipText).string) ?? "").contains("asked") }
                let chain = try await browser.execute(tipText).string ?? ""
                #expect(chain.contains("by HStack #row (line 7)"), "\(chain)")
                #expect(chain.contains("placing  by HStack #row (line 7)"))

                try await browser.pressChord([WebDriverSession.Key.alt, WebDriverSession.Key.shift, "I"])
                #expect(try await browser.execute(outline) == .string("none"))
                #expect(try await browser.execute("return !!document.getElementById('trellis-inspector-tip')") == .bool(false))
            }
        }
    }

    @Test("The built site has none of the inspector")
    func notInBuilds() throws {
        let fixture = try PreviewFixture(files: ["content/index.md": "# Home\n", "content/row.md": Self.page])
        let renderer = try LayoutBlockPipeline(siteDirectory: fixture.directory, textSizes: [.large])
        _ = try Site.build(BuildOptions(siteDirectory: fixture.directory, layoutRenderer: renderer))
        let html = try String(contentsOfFile: fixture.directory + "/public/row/index.html", encoding: .utf8)
        #expect(html.contains("data-trellis-node=\"hello\""))
        #expect(!html.contains("trellis-inspector") && !html.contains(LayoutInspector.path))
    }
}
