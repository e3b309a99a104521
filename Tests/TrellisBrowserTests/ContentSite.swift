// The repository's own content/ built as `trellis build` builds it, once per test process, for tests that browse it.

import Foundation
import TrellisPipeline
import TrellisSite

/// `content/`, `templates/` and `trellis.yml` of the repository, built with the production
/// path (``Site/build(_:)`` with ``LayoutBlockPipeline``, every text size the site offers)
/// into `.build/test-content-site/`. Only the base URL differs: it is the output folder, so
/// the pages' absolute links work over `file://`.
enum ContentSite {
    struct Built: Sendable {
        var root: URL
        /// Every HTML page of the output, by path inside it (`index.html`, `guide/index.html`, `404.html`...).
        var pages: [String]
        var publicDirectory: URL { root.appendingPathComponent("public") }
        func url(_ page: String) -> URL { publicDirectory.appendingPathComponent(page) }
    }

    static let built: Result<Built, any Error> = Result { try build() }

    private static func build() throws -> Built {
        let repository = AxeAudit.repository
        let root = repository.appendingPathComponent(".build/test-content-site")
        let files = FileManager.default
        try? files.removeItem(at: root)
        try files.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["content", "templates", "static", "data"] where files.fileExists(atPath: repository.appendingPathComponent(folder).path) {
            try files.copyItem(at: repository.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        let settings = try String(contentsOf: repository.appendingPathComponent("trellis.yml"), encoding: .utf8)
        let local = settings.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("baseURL:") ? "baseURL: file://\(root.path)/public/" : String($0) }.joined(separator: "\n")
        try local.write(to: root.appendingPathComponent("trellis.yml"), atomically: true, encoding: .utf8)

        let clock = ContinuousClock()
        let start = clock.now
        let renderer = try LayoutBlockPipeline(siteDirectory: root.path)
        _ = try Site.build(BuildOptions(siteDirectory: root.path, layoutRenderer: renderer))
        let output = root.appendingPathComponent("public")
        let pages = (files.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".html") }.sorted()
        print("content/ built in \(clock.now - start): \(pages.count) pages")
        return Built(root: root, pages: pages)
    }
}
