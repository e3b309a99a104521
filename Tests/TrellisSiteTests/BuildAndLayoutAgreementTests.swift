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
    /// lists is an element of that block, with the same warnings, on every page of content/.
    @Test func everyPageOfTheDocsAgrees() throws {
        let (blocks, nodes) = try Self.checkAgreement(site: Self.repository.path)
        #expect(blocks >= 10 && nodes > 100, "\(blocks) blocks, \(nodes) nodes")
    }

    /// The same on the test pages (the session's leaderboard, radial avatars, flow switcher...).
    @Test func everyTestPageAgrees() throws {
        let folder = Self.repository.appendingPathComponent("Tests/TrellisBlocksTests/Pages").path
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".md") {
            files["content/" + name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        let site = try SiteFixture(files)
        defer { site.remove() }
        let (blocks, nodes) = try Self.checkAgreement(site: site.root)
        #expect(files.count >= 3 && blocks >= files.count && nodes > 50, "\(blocks) blocks, \(nodes) nodes")
    }

    /// Builds `site` and compares each page's report at 600 px with the built page; returns
    /// the blocks and nodes compared.
    static func checkAgreement(site: String) throws -> (blocks: Int, nodes: Int) {
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
        return (blocks, nodes)
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

/// `layout height=H` offers a block a screen's height, as a device's window does.
@Suite struct FenceOptionTests {
    @Test func aScreenHeightLetsSpacersAndShapesFillIt() throws {
        let site = try SiteFixture([
            "content/screen.md": "# Screen\n\n```layout height=400\nVStack {\n    Text(\"Top\").id(\"top\")\n    Spacer()\n    Circle().fill(.blue).id(\"circle\")\n    Spacer()\n    Text(\"Bottom\").id(\"bottom\")\n}\n```\n",
        ])
        defer { site.remove() }
        let pipeline = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large])
        let report = try pipeline.layoutReport(page: site.root + "/content/screen.md", file: "content/screen.md", siteDirectory: site.root, width: 300)
        let block = try #require(report.blocks.first)
        #expect(block.height == 400)
        let nodes = Dictionary(uniqueKeysWithValues: block.nodes.map { ($0.id, $0) })
        // 400 = 20 (text) + 8 + circle + 8 + 20 (text): the circle takes what the spacers' minimum leaves.
        #expect(nodes["circle"]?.height == 344)
        #expect(nodes["bottom"].map { $0.y + $0.height } == 400)
        // Without the option the same code collapses to its content, as a page offers any height.
        try site.write("# Screen\n\n```layout\nVStack {\n    Spacer()\n    Circle().id(\"circle\")\n}\n```\n", to: "content/screen.md")
        let collapsed = try pipeline.layoutReport(page: site.root + "/content/screen.md", file: "content/screen.md", siteDirectory: site.root, width: 300)
        #expect(collapsed.blocks.first?.nodes.first { $0.id == "circle" }?.height == 10)
    }

    @Test func theCodeOptionTakesAPlacement() throws {
        let site = try SiteFixture(["content/pair.md": "# Pair\n\n```layout code=besides\nText(\"a\")\n```\n"])
        defer { site.remove() }
        let pipeline = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large])
        let failure = try #require(Result { () throws(BuildFailure) in
            try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: pipeline))
        }.failure)
        #expect(failure.diagnostics.first?.message == "`code=besides` is not a place for the block's code")
        #expect(failure.diagnostics.first?.hint == "did you mean `beside`?")
        // The site's setting applies to every block; a fence's option wins.
        try site.write("title: T\nlayout:\n  code: above\n", to: "trellis.yml")
        try site.write("# Pair\n\n```layout\nText(\"a\")\n```\n\n```layout code=none\nText(\"b\")\n```\n", to: "content/pair.md")
        let configured = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large])
        _ = try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: configured))
        let html = try String(contentsOfFile: site.root + "/public/pair/index.html", encoding: .utf8)
        #expect(html.components(separatedBy: "data-code=\"above\"").count == 2)
        #expect(!html.contains("data-code=\"none\""))
    }

    @Test func aMisspeltOptionIsAnErrorAtTheFence() throws {
        let site = try SiteFixture(["content/screen.md": "# Screen\n\n```layout heigth=400\nText(\"a\")\n```\n"])
        defer { site.remove() }
        let pipeline = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large])
        let failure = try #require(Result { () throws(BuildFailure) in
            try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: pipeline))
        }.failure)
        #expect(failure.diagnostics.map(\.location) == ["content/screen.md:3:1"])
        #expect(failure.diagnostics.first?.message == "unknown layout block option `heigth`")
        #expect(failure.diagnostics.first?.hint == "did you mean `height`?")
    }
}
