// The project's own preview server on a free loopback port, for tests that browse a site.

import Foundation
import Testing
import TrellisServer

enum LoopbackPreview {
    /// Serves the site folder `root` with `trellis serve`'s server while `body` runs, handing it
    /// the home page's URL; the server stops when `body` returns.
    static func serve(_ root: String, _ body: (URL) async throws -> Void) async throws {
        let listening = AsyncStream<String>.makeStream()
        let server = PreviewServer(options: PreviewOptions(siteDirectory: root, port: 0)) { event in
            if case .listening(let url) = event { listening.continuation.yield(url) }
        }
        let serving = Task { try await server.run() }
        defer { serving.cancel() }
        var iterator = listening.stream.makeAsyncIterator()
        let home = try #require(await iterator.next())
        try await body(try #require(URL(string: home)))
    }
}
