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

    static let built: Result<Built, any Error> = Result {
        let repository = AxeAudit.repository
        return try build(at: repository.appendingPathComponent(".build/test-content-site")) { root in
            let files = FileManager.default
            for folder in ["content", "templates", "static", "data"] where files.fileExists(atPath: repository.appendingPathComponent(folder).path) {
                try files.copyItem(at: repository.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
            }
            return try String(contentsOf: repository.appendingPathComponent("trellis.yml"), encoding: .utf8)
        }
    }

    /// A site built at `root` from what `populate` writes into the emptied folder; `populate`
    /// answers the site's trellis.yml, whose `baseURL` becomes the output folder.
    static func build(at root: URL, populate: (URL) throws -> String) throws -> Built {
        let files = FileManager.default
        try? files.removeItem(at: root)
        try files.createDirectory(at: root, withIntermediateDirectories: true)
        let settings = try populate(root)
        let local = settings.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("baseURL:") }.joined(separator: "\n") + "\nbaseURL: file://\(root.path)/public/\n"
        try local.write(to: root.appendingPathComponent("trellis.yml"), atomically: true, encoding: .utf8)

        let clock = ContinuousClock()
        let start = clock.now
        let renderer = try LayoutBlockPipeline(siteDirectory: root.path)
        _ = try Site.build(BuildOptions(siteDirectory: root.path, layoutRenderer: renderer))
        let output = root.appendingPathComponent("public")
        let pages = (files.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".html") }.sorted()
        print("\(root.lastPathComponent) built in \(clock.now - start): \(pages.count) pages")
        return Built(root: root, pages: pages)
    }
}
