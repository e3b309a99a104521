// What the preview rebuilds after an edit, and what it tells open pages.

import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
import TrellisSite
@testable import TrellisServer

@Suite("trellis serve: updates")
struct PreviewUpdateTests {
    /// Every build report the server printed, in order.
    final class Reports: Sendable {
        private let reports = Mutex<[BuildReport]>([])
        private let changes = Mutex<[[String]]>([])
        var all: [BuildReport] { reports.withLock { $0 } }
        /// The files each build was started for, to say why a build happened.
        var changedFiles: [[String]] { changes.withLock { $0 } }
        func record(_ event: PreviewEvent) {
            if case .built(let report, let files) = event {
                reports.withLock { $0.append(report) }
                changes.withLock { $0.append(files) }
            }
        }
    }

    static func server(_ fixture: PreviewFixture, reports: Reports, debounce: Duration = .milliseconds(50)) -> PreviewServer {
        PreviewServer(options: PreviewOptions(siteDirectory: fixture.directory, port: 0, debounce: debounce)) {
            reports.record($0)
        }
    }

    static func body(_ response: TestResponse) -> String { String(decoding: response.body.readableBytesView, as: UTF8.self) }

    /// Runs `test` against a preview of `fixture` (served on a real port when `live`).
    static func withPreview(
        _ fixture: PreviewFixture, live: Bool = false, debounce: Duration = .milliseconds(50),
        _ test: @escaping @Sendable (PreviewServer, Reports, any TestClientProtocol) async throws -> Void
    ) async throws {
        let reports = Reports()
        let server = Self.server(fixture, reports: reports, debounce: debounce)
        let app = try await server.makeApplication()
        try await app.test(live ? .live : .router) { client in try await test(server, reports, client) }
    }

    @Test("a burst of saves makes one rebuild")
    func burst() async throws {
        let fixture = try PreviewFixture.standard()
        // A burst is saves closer together than the debounce. The ten saves are written with
        // no suspension between them (in the whole suite, other tests can keep Swift
        // concurrency's two threads busy for longer than a debounce, so a sleep between saves
        // could end the burst), under a debounce that a loaded machine cannot outlast.
        try await Self.withPreview(fixture, debounce: .milliseconds(500)) { server, reports, client in
            #expect(reports.all.count == 1)
            for round in 0..<5 {
                try fixture.write("content/guide/intro.md", "---\ntitle: Intro\n---\n# Intro\n\nSave \(round).\n")
                try fixture.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\nSave \(round).\n")
            }
            #expect(await waitUntil { reports.all.count >= 2 })
            // Nothing else comes: the burst was one build.
            try await Task.sleep(for: .milliseconds(1200))
            #expect(reports.all.count == 2, "builds for: \(reports.changedFiles)")
            #expect(Self.body(try await client.execute(uri: "/guide/intro/", method: .get)).contains("Save 4."))
        }
    }

    @Test("a text edit renders that page alone and tells open pages which one")
    func textEdit() async throws {
        let fixture = try PreviewFixture.standard()
        try await Self.withPreview(fixture, live: true) { server, reports, client in
            let events = try EventStreamReader(port: try #require(client.port), path: "/__trellis/live")
            #expect(await events.read(seconds: 60) { $0.updates.count >= 1 })
            let firstID = server.site.current.buildID
            try fixture.write("content/guide/intro.md", "---\ntitle: Intro\n---\n# Intro\n\nEdited in place.\n")
            #expect(await events.read(seconds: 60) { $0.updates.count >= 2 })
            let update = try #require(events.updates.last)
            #expect(update.contains("\"previous\":\"\(firstID)\""))
            #expect(update.contains("\"pages\":[\"/guide/intro/\"]"))
            #expect(update.contains("\"reload\":false"))
            // Open pages hear of the build before the server reports it: wait for the report.
            #expect(await waitUntil { reports.all.count >= 2 })
            let report = try #require(reports.all.last)
            #expect(report.reusedPageCount == report.pageCount - 1)
        }
    }

    @Test("a stylesheet edit swaps the stylesheet and renders no page")
    func stylesheetEdit() async throws {
        let fixture = try PreviewFixture.standard()
        try await Self.withPreview(fixture, live: true) { server, reports, client in
            let events = try EventStreamReader(port: try #require(client.port), path: "/__trellis/live")
            #expect(await events.read(seconds: 60) { $0.updates.count >= 1 })
            try fixture.write("static/app.css", "body { color: teal; }\n")
            #expect(await events.read(seconds: 60) { $0.updates.count >= 2 })
            let update = try #require(events.updates.last)
            #expect(update.contains("\"pages\":[]"))
            #expect(update.contains("\"stylesheets\":[\"/app.css\"]"))
            #expect(Self.body(try await client.execute(uri: "/app.css", method: .get)) == "body { color: teal; }\n")
        }
    }

    @Test("a template edit rebuilds every page")
    func templateEdit() async throws {
        let fixture = try PreviewFixture.standard()
        try await Self.withPreview(fixture) { server, reports, client in
            try fixture.write("templates/page.mustache", "{{<base}}{{$main}}<article class=\"edited\">{{{page.content}}}</article>{{/main}}{{/base}}")
            #expect(await waitUntil { reports.all.count >= 2 })
            let report = try #require(reports.all.last)
            #expect(report.reusedPageCount == 0)
            #expect(report.renderedPages.count == report.pageCount)
            #expect(Self.body(try await client.execute(uri: "/guide/intro/", method: .get)).contains("class=\"edited\""))
        }
    }

    @Test("a deleted page 404s")
    func deletedPage() async throws {
        let fixture = try PreviewFixture.standard()
        try await Self.withPreview(fixture) { server, reports, client in
            #expect(try await client.execute(uri: "/guide/intro/", method: .get).status == .ok)
            // The home page links to it: make that link go elsewhere first, or the build fails.
            try fixture.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\nNo links.\n")
            try FileManager.default.removeItem(atPath: fixture.directory + "/content/guide/intro.md")
            let gone = try await waitUntil { try await client.execute(uri: "/guide/intro/", method: .get).status == .notFound }
            #expect(gone)
            #expect(try await client.execute(uri: "/guide/", method: .get).status == .ok)
        }
    }
    @Test("a renamed heading breaks the links to it: the linking page shows the error in its overlay")
    func renamedHeading() async throws {
        let fixture = try PreviewFixture.standard()
        try fixture.write("content/guide/intro.md", "---\ntitle: Intro\n---\n# Intro\n\n## Setup\n\nIntro text.\n")
        try fixture.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\nSee the [setup](guide/intro.md#setup).\n")
        try await Self.withPreview(fixture) { server, reports, client in
            #expect(server.site.current.errors.isEmpty)
            try fixture.write("content/guide/intro.md", "---\ntitle: Intro\n---\n# Intro\n\n## Installation\n\nIntro text.\n")
            #expect(await waitUntil { !server.site.current.errors.isEmpty })
            #expect(server.site.current.errors.contains { $0.file == "content/index.md" && $0.message.contains("setup") })
            let home = Self.body(try await client.execute(uri: "/", method: .get))
            #expect(home.contains("trellis-error-overlay"))
            #expect(home.contains("content/index.md:6:"))
        }
    }
}
