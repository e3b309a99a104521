// Open pages tell the preview which configuration their reader looks at; an edited block is shown in it first.

import BrowserSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TrellisPipeline
import TrellisSite
@testable import TrellisServer

@Suite("trellis serve: the reader's configuration first", .serialized)
struct ReaderChoicesTests {
    /// A page whose block has a toggle, laid out at two text sizes.
    static let page = """
        ---
        title: Switch
        ---
        # Switch

        ```layout
        @State var wide = false
        VStack(spacing: 8) {
            Toggle("Wide", isOn: $wide)
            Text("%@")
            Color.teal.frame(width: wide ? 260 : 120, height: 20).id("bar")
        }
        .padding()
        ```

        """

    static func fixture(text: String = "First version") throws -> PreviewFixture {
        try PreviewFixture(files: [
            "trellis.yml": "title: Choices\nlayout:\n  textSizes: [large, xLarge]\n",
            "content/index.md": "# Home\n",
            "content/switch.md": page.replacingOccurrences(of: "%@", with: text),
        ])
    }

    static func server(_ fixture: PreviewFixture) throws -> PreviewServer {
        let renderer = try LayoutBlockPipeline(siteDirectory: fixture.directory, standIns: .warning)
        return PreviewServer(options: PreviewOptions(siteDirectory: fixture.directory, port: 0, layoutRenderer: renderer, debounce: .milliseconds(20)))
    }

    static func post(_ json: String, to client: some TestClientProtocol) async throws -> TestResponse {
        try await client.execute(
            uri: LiveReload.choicesPath, method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: json))
    }

    @Test("a page's report is kept by its URL path, the newest winning; anything else is refused")
    func recordsReports() async throws {
        let fixture = try Self.fixture()
        let server = try Self.server(fixture)
        let app = try await server.makeApplication()
        try await app.test(.router) { client in
            let first = try await Self.post(
                #"{"page":"/switch/","textSize":"xLarge","states":{"switch-1":{"wide":"true"}},"widths":{"switch-1":612.5}}"#, to: client)
            #expect(first.status == .noContent)
            #expect(server.site.readerChoices(basePath: "") == [
                "switch/": ReaderChoices(textSize: "xLarge", states: ["switch-1": ["wide": "true"]], widths: ["switch-1": 612.5])
            ])
            _ = try await Self.post(#"{"page":"/switch/","textSize":null,"states":{}}"#, to: client)
            #expect(server.site.readerChoices(basePath: "") == ["switch/": ReaderChoices()])

            #expect(try await Self.post("{not json", to: client).status == .badRequest)
            #expect(try await Self.post(#"{"page":"switch/","states":{}}"#, to: client).status == .badRequest)
            #expect(try await Self.post(#"{"page":"/switch/","states":{"switch-1":{"wide":true}}}"#, to: client).status == .badRequest)
            let large = "{\"page\":\"/switch/\",\"states\":{" + String(repeating: " ", count: 70_000) + "}}"
            #expect(try await Self.post(large, to: client).status == .contentTooLarge)
            #expect(try await client.execute(uri: LiveReload.choicesPath, method: .get).status == .methodNotAllowed)
            #expect(server.site.readerChoices(basePath: "") == ["switch/": ReaderChoices()])
        }
    }

    @Test("only the pages below the site's base path are handed to updates, by their path below it")
    func belowBasePath() {
        let site = PreviewSite()
        site.record(ReaderChoices(textSize: "xLarge"), page: "/docs/switch/")
        site.record(ReaderChoices(), page: "/elsewhere/")
        #expect(site.readerChoices(basePath: "/docs") == ["switch/": ReaderChoices(textSize: "xLarge")])
        #expect(site.readerChoices(basePath: "").count == 2)
    }

    @Test("a block edit on a page whose reader's choices are known is announced twice: its first look, then every configuration")
    func firstLookThenEveryConfiguration() async throws {
        let fixture = try Self.fixture()
        let server = try Self.server(fixture)
        let app = try await server.makeApplication()
        try await app.test(.live) { client in
            let events = try EventStreamReader(port: try #require(client.port), path: LiveReload.eventsPath)
            #expect(await events.read(seconds: 60) { $0.updates.count >= 1 })
            #expect(try await Self.post(#"{"page":"/switch/","textSize":"xLarge","states":{"switch-1":{"wide":"true"}}}"#, to: client).status == .noContent)
            try fixture.write("content/switch.md", Self.page.replacingOccurrences(of: "%@", with: "Second version"))
            // (A loaded machine may build the half-written file first: a build, not an update.)
            let firstLook = #""pages":["/switch/"],"partial":true"#, complete = #""pages":["/switch/"],"partial":false"#
            #expect(await events.read(seconds: 60) { events in
                guard let first = events.updates.firstIndex(where: { $0.contains(firstLook) }) else { return false }
                return events.updates[(first + 1)...].contains { $0.contains(complete) }
            }, "\(events.updates)")
            let served = String(decoding: try await client.execute(uri: "/switch/", method: .get).body.readableBytesView, as: UTF8.self)
            #expect(served.contains("Second version"))

            // A text edit of the same page needs no first look.
            let seen = events.updates.count
            try fixture.write("content/switch.md", Self.page.replacingOccurrences(of: "%@", with: "Second version") + "\nMore text.\n")
            #expect(await events.read(seconds: 60) { $0.updates.count > seen })
            try await Task.sleep(for: .milliseconds(300))
            #expect(!events.updates[seen...].contains { $0.contains(#""partial":true"#) }, "\(events.updates[seen...])")
        }
    }

    @Test(
        "in chromium, the page tells the preview its text size and states as they change, and an edit shows in them, then in every configuration",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")))
    func browserReportsItsChoices() async throws {
        let fixture = try Self.fixture()
        let server = try Self.server(fixture)
        let app = try await server.makeApplication()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await WebDriverSession.with { browser in
                try await browser.setWindowSize(width: 1000, height: 800)
                try await browser.navigate(to: URL(string: "http://127.0.0.1:\(port)/switch/")!)
                // As it loads: the page's initial configuration, and the block's width.
                let site = server.site
                let told: @Sendable () -> ReaderChoices? = { site.readerChoices(basePath: "")["switch/"] }
                #expect(await waitUntil { told()?.textSize == "large" && told()?.states == ["switch-1": ["wide": "false"]] }, "\(String(describing: told()))")
                let width = try await browser.execute("return document.querySelector('[data-trellis-block]').getBoundingClientRect().width").double
                #expect(told()?.widths == ["switch-1": try #require(width)])
                _ = try await browser.execute("""
                    window.trellisMarker = "still here";
                    window.trellisUpdates = [];
                    window.trellisWidths = [];
                    document.addEventListener("trellis:replaced", function () {
                        window.trellisWidths.push(document.querySelector('[data-trellis-node="bar"]').getBoundingClientRect().width);
                    });
                    new EventSource("\(LiveReload.eventsPath)").addEventListener("update", function (event) {
                        var update = JSON.parse(event.data);
                        if (update.previous) window.trellisUpdates.push(update.partial);
                    });
                    document.querySelector('input[name="trellis-text-size"][value="xLarge"]').click();
                    document.querySelector('input[name="switch-1.wide"]').click();
                    """)
                let chosen = ReaderChoices(textSize: "xLarge", states: ["switch-1": ["wide": "true"]], widths: told()?.widths ?? [:])
                #expect(await waitUntil { told() == chosen }, "\(String(describing: told()))")
                // A narrower window: the block's new width.
                try await browser.setWindowSize(width: 700, height: 800)
                let narrower = try await browser.execute("return document.querySelector('[data-trellis-block]').getBoundingClientRect().width").double
                #expect(await waitUntil { told()?.widths["switch-1"] == narrower }, "\(String(describing: told())) \(String(describing: narrower))")

                try fixture.write("content/switch.md", Self.page.replacingOccurrences(of: "%@", with: "Second version"))
                // The first look, then the page with every configuration.
                let updated = await waitUntil {
                    let seen = try? await browser.execute("""
                        var updates = window.trellisUpdates, first = updates.indexOf(true);
                        return first >= 0 && updates.indexOf(false, first) > first && document.body.textContent.includes('Second version');
                        """)
                    return seen == .bool(true)
                }
                let partials = try await browser.execute("return window.trellisUpdates")
                #expect(updated, "\(partials)")
                // Updated in place, the reader's choices kept, and the text drawn as they ask
                // (each page shown: the first look, unless the complete page overtook it).
                #expect(try await browser.execute("return window.trellisMarker || null") == .string("still here"))
                let widths = try await browser.execute("return window.trellisWidths").array.compactMap(\.double)
                #expect(!widths.isEmpty && widths.allSatisfy { abs($0 - 260) < 0.5 }, "\(widths)")
                #expect(try await browser.execute("return document.querySelector('input[name=\"switch-1.wide\"]').checked") == .bool(true))
                #expect(told()?.states == chosen.states && told()?.textSize == chosen.textSize)
            }
        }
    }
}
