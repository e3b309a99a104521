// `trellis serve` with the real layout-block renderer: an image a block names.

import Foundation
import HummingbirdTesting
import Testing
import TrellisPipeline
import TrellisSite
@testable import TrellisServer

@Suite("trellis serve: images in layout blocks")
struct PreviewImageTests {
    @Test("a missing image shows in the error overlay at the Image( call; adding the file fixes the page, and an edit is re-measured")
    func missingImageThenAdded() async throws {
        let fixture = try PreviewFixture(files: [
            "content/index.md": "# Home\n\n```layout\nImage(\"chart.svg\").id(\"chart\")\n```\n"
        ])
        let renderer = try LayoutBlockPipeline(siteDirectory: fixture.directory, textSizes: [.large])
        let options = PreviewOptions(
            siteDirectory: fixture.directory, port: 0, layoutRenderer: renderer, pollInterval: .milliseconds(50), debounce: .milliseconds(50))
        let server = PreviewServer(options: options)
        let app = try await server.makeApplication()
        try await app.test(.router) { client in
            let failed = PreviewServerTests.body(try await client.execute(uri: "/", method: .get))
            #expect(failed.contains("trellis-error-overlay"))
            #expect(failed.contains("content/index.md:4:1"))
            #expect(failed.contains("no image file named `chart.svg`"))
            #expect(failed.contains("looked in content/ and static/"))

            let failedID = server.site.current.buildID
            try fixture.write("static/chart.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"></svg>"#)
            #expect(await waitUntil { server.site.current.buildID != failedID })
            let fixed = PreviewServerTests.body(try await client.execute(uri: "/", method: .get))
            #expect(!fixed.contains("trellis-error-overlay"))
            #expect(fixed.contains(#"src="/chart.svg" alt="chart" width="80" height="20""#))

            // The same process keeps its size cache: an edited file is measured again.
            let fixedID = server.site.current.buildID
            try fixture.write("static/chart.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"></svg>"#)
            #expect(await waitUntil { server.site.current.buildID != fixedID })
            let edited = PreviewServerTests.body(try await client.execute(uri: "/", method: .get))
            #expect(edited.contains(#"width="160" height="40""#))
        }
    }
}
