// `trellis build` and `trellis layout` answer from one pipeline: same blocks, frames' owners, warnings, errors.

import Foundation
import Testing
import TrellisMarkup
import TrellisPipeline
@testable import TrellisSite

/// The build (which the preview runs too) and `trellis layout` both go through
/// `LayoutBlockPipeline`; this checks what a reader and a tool see agree on every page of
/// Trellis's own docs and on pages made to warn and to fail. (The frames themselves are
/// compared with the built page in a real browser by `PollPageTests`.)
@Suite("Build and trellis layout agree")
struct BuildAndLayoutAgreementTests {
    static let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every block `trellis layout` reports is a block of the built page, and every view it
    /// lists is an element of that block, on every page of content/.
    @Test func everyPageOfTheDocsAgrees() throws {
        let site = Self.repository.path
        let pipeline = try LayoutBlockPipeline(siteDirectory: site, textSizes: [.large])
        let output = NSTemporaryDirectory() + "trellis-agreement-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: output) }
        let built = try Site.build(BuildOptions(siteDirectory: site, outputDirectory: output, layoutRenderer: pipeline))
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site + "/content").filter { $0.hasSuffix(".md") }.sorted()
        var blocks = 0, nodes = 0
        for page in pages {
            let file = "content/" + page
            let report = try pipeline.layoutReport(page: site + "/" + file, file: file, siteDirectory: site, width: 600)
            #expect(report.warnings == built.warnings.filter { $0.file == file }, "\(file)")
            guard !report.blocks.isEmpty else { continue }
            let name = page.hasSuffix("_index.md") ? String(page.dropLast("_index.md".count)) : String(page.dropLast(3)) + "/"
            let html = try String(contentsOfFile: output + "/" + name + "index.html", encoding: .utf8)
            for block in report.blocks {
                blocks += 1
                #expect(html.contains("data-trellis-block=\"\(block.id)\""), "\(file): \(block.id)")
                for node in block.nodes {
                    nodes += 1
                    #expect(html.contains("data-trellis-node=\"\(HTMLEscaping.attribute(node.id))\""), "\(file): \(block.id) \(node.id)")
                }
            }
        }
        #expect(blocks >= 10 && nodes > 100, "\(blocks) blocks, \(nodes) nodes")
    }

    /// Text no font draws warns at the same line in the build and in `trellis layout`, and a
    /// mistake fails both with the same diagnostics.
    @Test func warningsAndErrorsAreTheSame() throws {
        let site = try SiteFixture([
            "content/warn.md": "# Warn\n\n```layout\nVStack {\n    Text(\"ok\")\n    Text(\"Dog \u{1F415}\u{E000}\")\n}\n```\n",
        ])
        defer { site.remove() }
        let pipeline = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large])
        let built = try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: pipeline))
        let report = try pipeline.layoutReport(page: site.root + "/content/warn.md", file: "content/warn.md", siteDirectory: site.root, width: 400)
        #expect(report.warnings.count == 1)
        #expect(report.warnings.first?.location == "content/warn.md:6:5")
        #expect(built.warnings == report.warnings)

        try site.write("# Fail\n\n```layout\nVStack {\n    Txt(\"a\")\n}\n```\n", to: "content/warn.md")
        let failure = try #require(Result { () throws(BuildFailure) in
            try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: pipeline))
        }.failure)
        do {
            _ = try pipeline.layoutReport(page: site.root + "/content/warn.md", file: "content/warn.md", siteDirectory: site.root, width: 400)
            Issue.record("trellis layout accepted a page the build refused")
        } catch {
            #expect(error.diagnostics == failure.diagnostics)
            #expect(error.diagnostics.first?.location == "content/warn.md:5:5")
        }
    }
}
