// The preview server end to end: real builds, real HTTP through Hummingbird.

import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TrellisServer

@Suite("trellis serve")
struct PreviewServerTests {
    /// Fast polling so that tests wait little; the waits stay bounded either way.
    static func options(_ fixture: PreviewFixture) -> PreviewOptions {
        PreviewOptions(siteDirectory: fixture.directory, port: 0, pollInterval: .milliseconds(50), debounce: .milliseconds(50))
    }

    static func body(_ response: TestResponse) -> String { String(decoding: response.body.readableBytesView, as: UTF8.self) }

    // MARK: - Serving

    @Test("pages are served at pretty URLs with the reload script, static files unchanged")
    func servesPagesAndFiles() async throws {
        let fixture = try PreviewFixture.standard()
        let server = PreviewServer(options: Self.options(fixture))
        let app = try await server.makeApplication()
        try await app.test(.router) { client in
            let home = try await client.execute(uri: "/", method: .get)
            #expect(home.status == .ok)
            #expect(home.headers[.contentType] == "text/html; charset=utf-8")
            #expect(home.headers[.cacheControl] == "no-store")
            let html = Self.body(home)
            #expect(html.contains("Welcome to the first version."))
            #expect(html.contains("data-trellis-live-reload"))
            // The script sits inside the body, before its end.
            let script = try #require(html.range(of: "<script data-trellis-live-reload>"))
            let end = try #require(html.range(of: "</body>", options: .backwards))
            #expect(script.upperBound <= end.lowerBound)
            #expect(html.contains("\"\(server.site.current.buildID)\""))

            let intro = try await client.execute(uri: "/guide/intro/", method: .get)
            #expect(intro.status == .ok)
            #expect(Self.body(intro).contains("Intro text."))

            let withoutSlash = try await client.execute(uri: "/guide/intro?x=1", method: .get)
            #expect(withoutSlash.status == .movedPermanently)
            #expect(withoutSlash.headers[.location] == "/guide/intro/?x=1")

            let css = try await client.execute(uri: "/app.css", method: .get)
            #expect(css.status == .ok)
            #expect(css.headers[.contentType] == "text/css; charset=utf-8")
            #expect(Self.body(css) == "body { color: rebeccapurple; }\n")

            // Not HTML: byte for byte, even when it contains "</body>".
            let text = try await client.execute(uri: "/notes.txt", method: .get)
            #expect(text.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(Self.body(text) == "plain </body> text\n")

            let svg = try await client.execute(uri: "/guide/diagram.svg", method: .get)
            #expect(svg.headers[.contentType] == "image/svg+xml; charset=utf-8")
            #expect(!Self.body(svg).contains("script"))

            let head = try await client.execute(uri: "/", method: .head)
            #expect(head.status == .ok)
            #expect(head.headers[.contentLength] == home.headers[.contentLength])
            #expect(head.body.readableBytes == 0)

            let post = try await client.execute(uri: "/", method: .post, body: ByteBuffer(string: "x"))
            #expect(post.status == .methodNotAllowed)
        }
        // The preview never writes the site's own output folder.
        #expect(!FileManager.default.fileExists(atPath: fixture.directory + "/public"))
    }

    @Test("a site below a base path is served there, with its own absolute links working")
    func servesUnderBasePath() async throws {
        let fixture = try PreviewFixture.standard()
        try fixture.write("trellis.yml", "title: Preview Test\nbaseURL: https://example.org/docs/\n")
        let server = PreviewServer(options: Self.options(fixture))
        let app = try await server.makeApplication()
        try await app.test(.router) { client in
            for entry in ["/", "/docs"] {
                let response = try await client.execute(uri: entry, method: .get)
                #expect(response.status == .movedPermanently, "\(entry)")
                #expect(response.headers[.location] == "/docs/", "\(entry)")
            }
            let home = try await client.execute(uri: "/docs/", method: .get)
            #expect(home.status == .ok)
            // The page links with the base path; following that link must find the page.
            #expect(Self.body(home).contains("href=\"/docs/guide/intro/\""))
            let intro = try await client.execute(uri: "/docs/guide/intro/", method: .get)
            #expect(intro.status == .ok)
            #expect(Self.body(intro).contains("Intro text."))
            let withoutSlash = try await client.execute(uri: "/docs/guide/intro", method: .get)
            #expect(withoutSlash.headers[.location] == "/docs/guide/intro/")
            let css = try await client.execute(uri: "/docs/app.css", method: .get)
            #expect(Self.body(css) == "body { color: rebeccapurple; }\n")
            // Outside the base path nothing exists, as on the real host.
            let outside = try await client.execute(uri: "/guide/intro/", method: .get)
            #expect(outside.status == .notFound)
            let lookalike = try await client.execute(uri: "/docsx/app.css", method: .get)
            #expect(lookalike.status == .notFound)
        }
    }

    @Test("an unknown path gets the site's 404 page with status 404")
    func notFound() async throws {
        let fixture = try PreviewFixture.standard()
        let app = try await PreviewServer(options: Self.options(fixture)).makeApplication()
        try await app.test(.router) { client in
            let missing = try await client.execute(uri: "/no/such/page/", method: .get)
            #expect(missing.status == .notFound)
            let html = Self.body(missing)
            #expect(html.contains("Page not found"))
            #expect(html.contains("data-trellis-live-reload"))
            #expect(try await client.execute(uri: "/missing.css", method: .get).status == .notFound)
        }
    }

    @Test("paths that leave the build are refused", arguments: [
        "/../trellis.yml", "/%2e%2e/%2e%2e/etc/passwd", "/guide/..%2F..%2Ftrellis.yml", "/%2E%2E/trellis.yml",
        "/guide/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/a%00b", "/..\\..\\trellis.yml",
    ])
    func refusesTraversal(path: String) async throws {
        let fixture = try PreviewFixture.standard()
        let app = try await PreviewServer(options: Self.options(fixture)).makeApplication()
        try await app.test(.router) { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .forbidden)
            #expect(!Self.body(response).contains("Preview Test"))
            #expect(!Self.body(response).contains("root:"))
        }
    }

    @Test("a symlink inside the build that points outside it is refused")
    func refusesSymlinkOut() throws {
        let root = FileManager.default.temporaryDirectory.path + "/trellis-served-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/site", withIntermediateDirectories: true)
        try "secret".write(toFile: root + "/secret.txt", atomically: false, encoding: .utf8)
        try "page".write(toFile: root + "/site/page.html", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/site/link.txt", withDestinationPath: root + "/secret.txt")
        #expect(ServedPath.resolve("/link.txt", root: root + "/site") == .forbidden)
        #expect(ServedPath.resolve("/page.html", root: root + "/site") == .file(root + "/site/page.html"))
        #expect(ServedPath.resolve("/", root: root + "/site") == .notFound)
    }

    // MARK: - Rebuilds and errors

    @Test("a broken page shows the errors over the last good build, and a fix removes them")
    func errorOverlayAndRecovery() async throws {
        let fixture = try PreviewFixture.standard()
        let server = PreviewServer(options: Self.options(fixture))
        let app = try await server.makeApplication()
        try await app.test(.router) { client in
            let goodID = server.site.current.buildID
            // Line 6, column 5: a link to a page that does not exist, next to markup to escape.
            try fixture.write(
                "content/index.md", "---\ntitle: Home\n---\n# Home\n\nSee <b>[gone](missing.md)</b> now.\n")
            #expect(await waitUntil { server.site.current.buildID != goodID })
            let errors = server.site.current.errors
            #expect(!errors.isEmpty)

            let home = try await client.execute(uri: "/", method: .get)
            #expect(home.status == .ok)
            let html = Self.body(home)
            // The last good content is still served...
            #expect(html.contains("Welcome to the first version."))
            // ...under the overlay, which gives the position, the escaped line, a caret and a hint.
            #expect(html.contains("id=\"trellis-error-overlay\""))
            #expect(html.contains("content/index.md:6:"))
            #expect(html.contains("See &lt;b&gt;[gone](missing.md)&lt;/b&gt; now."))
            #expect(!html.contains("See <b>[gone]"))
            #expect(html.contains("^"))
            #expect(html.contains("hint:"))
            // Every page carries it, not only the broken one.
            #expect(Self.body(try await client.execute(uri: "/guide/intro/", method: .get)).contains("trellis-error-overlay"))
            // Files other than HTML are untouched.
            #expect(Self.body(try await client.execute(uri: "/app.css", method: .get)) == "body { color: rebeccapurple; }\n")

            let brokenID = server.site.current.buildID
            try fixture.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\nThe second version.\n")
            #expect(await waitUntil { server.site.current.buildID != brokenID })
            let fixed = Self.body(try await client.execute(uri: "/", method: .get))
            #expect(fixed.contains("The second version."))
            #expect(!fixed.contains("trellis-error-overlay"))
            #expect(server.site.current.errors.isEmpty)
        }
    }

    @Test("when the first build fails every page lists the errors, until a build succeeds")
    func firstBuildFails() async throws {
        let fixture = try PreviewFixture(files: [
            "content/index.md": "# Home\n\n[broken](nowhere.md)\n"
        ])
        let server = PreviewServer(options: Self.options(fixture))
        let app = try await server.makeApplication()
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/anything/", method: .get)
            #expect(response.status == .internalServerError)
            let html = Self.body(response)
            #expect(html.contains("trellis-error-overlay"))
            #expect(html.contains("content/index.md:3:"))
            #expect(html.contains("data-trellis-live-reload"))

            let failedID = server.site.current.buildID
            try fixture.write("content/index.md", "# Home\n\nAll good now.\n")
            #expect(await waitUntil { server.site.current.buildID != failedID })
            let home = try await client.execute(uri: "/", method: .get)
            #expect(home.status == .ok)
            #expect(Self.body(home).contains("All good now."))
            #expect(!Self.body(home).contains("trellis-error-overlay"))
        }
    }

    @Test("a change is rebuilt and announced on the live-reload stream")
    func liveReloadEvent() async throws {
        let fixture = try PreviewFixture.standard()
        let server = PreviewServer(options: Self.options(fixture))
        let app = try await server.makeApplication()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let firstID = server.site.current.buildID
            let events = try EventStreamReader(port: port, path: "/__trellis/live")
            // On connect: the current build, so a page loaded from an older one reloads at once.
            #expect(await events.read(seconds: 60) { $0.buildIDs.count >= 1 }, "received: \(events.text.debugDescription)")
            #expect(events.text.lowercased().contains("content-type: text/event-stream"))
            #expect(events.buildIDs.first == firstID)

            try fixture.write("content/guide/intro.md", "---\ntitle: Intro\n---\n# Intro\n\nEdited intro.\n")
            #expect(await events.read(seconds: 60) { $0.buildIDs.count >= 2 })
            let newID = try #require(events.buildIDs.last)
            #expect(newID != firstID)
            #expect(newID == server.site.current.buildID)

            let page = try await client.execute(uri: "/guide/intro/", method: .get)
            #expect(Self.body(page).contains("Edited intro."))
            #expect(Self.body(page).contains("\"\(newID)\""))
        }
    }

    @Test("a change to a static file is rebuilt and served")
    func watchesStaticFiles() async throws {
        let fixture = try PreviewFixture.standard()
        let server = PreviewServer(options: Self.options(fixture))
        let app = try await server.makeApplication()
        try await app.test(.router) { client in
            let before = server.site.current.buildID
            try fixture.write("static/app.css", "body { color: teal; }\n")
            #expect(await waitUntil { server.site.current.buildID != before })
            #expect(Self.body(try await client.execute(uri: "/app.css", method: .get)) == "body { color: teal; }\n")
        }
    }
}
