import Foundation
import Synchronization
import Testing
import TrellisMarkup
import TrellisPipeline
@testable import TrellisSite

@Suite("Incremental builds")
struct IncrementalBuildTests {
    static let files: [String: String] = [
        "trellis.yml": "title: Docs\nbaseURL: https://example.org/docs/\n",
        "content/_index.md": "# Home\n\nSee [alpha](guide/alpha.md#setup).\n",
        "content/guide/_index.md": "---\ntitle: Guide\nweight: 1\n---\nThe guide.\n",
        "content/guide/alpha.md": "---\ntitle: Alpha\n---\n# Alpha\n\n## Setup\n\nText.\n",
        "content/guide/beta.md": "---\ntitle: Beta\n---\nLinks to [setup](alpha.md#setup) and [a broken one](nowhere.md).\n",
        "content/guide/gamma.md": "---\ntitle: Gamma\n---\nGamma text.\n",
        "content/reference/api.md": "---\ntitle: API\n---\nThe API.\n",
    ]

    /// A site whose broken links are warnings, so that reused pages must report them again.
    static func site(_ extra: [String: String] = [:]) throws -> SiteFixture {
        var files = Self.files
        files["trellis.yml"] = "title: Docs\nbaseURL: https://example.org/docs/\nlinks:\n  broken: warning\n"
        for (path, text) in extra { files[path] = text }
        return try SiteFixture(files)
    }

    static func build(
        _ site: SiteFixture, output: String = "public", cached: Bool = true, renderer: (any LayoutBlockRendering)? = nil
    ) throws(BuildFailure) -> BuildReport {
        try Site.build(
            BuildOptions(
                siteDirectory: site.root, outputDirectory: site.root + "/" + output, layoutRenderer: renderer,
                cacheDirectory: cached ? BuildOptions.defaultCacheDirectory(siteDirectory: site.root) : nil))
    }

    /// Every file below `folder`, by relative path.
    static func tree(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
        }
        return files
    }

    /// Builds the site as it is now from scratch and expects the incremental output to equal it.
    static func expectEqualToCleanBuild(_ site: SiteFixture, renderer: (any LayoutBlockRendering)? = nil) throws {
        _ = try build(site, output: "clean", cached: false, renderer: renderer)
        let incremental = tree(site.root + "/public"), clean = tree(site.root + "/clean")
        #expect(incremental.keys.sorted() == clean.keys.sorted())
        for (path, bytes) in clean where incremental[path] != bytes {
            Issue.record("\(path) differs from a clean build")
        }
    }

    @Test("A second build of an unchanged site renders nothing, reports the same warnings, and equals a clean build")
    func unchanged() throws {
        let site = try Self.site()
        defer { site.remove() }
        let first = try Self.build(site)
        #expect(first.reusedPageCount == 0)
        let second = try Self.build(site)
        #expect(second.reusedPageCount == second.pageCount)
        #expect(second.warnings == first.warnings)
        #expect(second.warnings.contains { $0.file == "content/guide/beta.md" && $0.message.contains("nowhere.md") })
        try Self.expectEqualToCleanBuild(site)
    }

    @Test("A text edit renders that page only")
    func textEdit() throws {
        let site = try Self.site()
        defer { site.remove() }
        let first = try Self.build(site)
        try site.write("---\ntitle: Gamma\n---\nNew gamma text.\n", to: "content/guide/gamma.md")
        let second = try Self.build(site)
        #expect(second.reusedPageCount == first.pageCount - 1)
        #expect(site.read("public/guide/gamma/index.html")?.contains("New gamma text.") == true)
        try Self.expectEqualToCleanBuild(site)
    }

    @Test("A changed title rebuilds the pages whose navigation shows it")
    func titleEdit() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try Self.build(site)
        try site.write("---\ntitle: Gamma Ray\n---\nGamma text.\n", to: "content/guide/gamma.md")
        let second = try Self.build(site)
        #expect(second.reusedPageCount < second.pageCount - 1)
        #expect(site.read("public/reference/api/index.html")?.contains(">Gamma Ray</a>") != true)
        #expect(site.read("public/guide/alpha/index.html")?.contains(">Gamma Ray</a>") == true)
        try Self.expectEqualToCleanBuild(site)
    }

    @Test("A renamed heading breaks the links to it: the linking pages are checked again")
    func renamedHeading() throws {
        var files = Self.files
        files["content/guide/beta.md"] = "---\ntitle: Beta\n---\nLinks to [setup](alpha.md#setup).\n"
        let site = try SiteFixture(files)
        defer { site.remove() }
        _ = try Self.build(site)
        try site.write("---\ntitle: Alpha\n---\n# Alpha\n\n## Installation\n\nText.\n", to: "content/guide/alpha.md")
        let failure = try #require(Result { () throws(BuildFailure) in try Self.build(site) }.failure)
        #expect(failure.diagnostics.contains { $0.file == "content/guide/beta.md" && $0.message.contains("setup") })
        #expect(failure.diagnostics.contains { $0.file == "content/_index.md" && $0.message.contains("setup") })
        // The failed build left the previous output, and the next good build still reuses it.
        try site.write("---\ntitle: Alpha\n---\n# Alpha\n\n## Setup\n\nText.\n", to: "content/guide/alpha.md")
        let fixed = try Self.build(site)
        #expect(fixed.reusedPageCount == fixed.pageCount)
    }

    @Test("A template edit rebuilds every page")
    func templateEdit() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try Self.build(site)
        try site.write("{{<base}}{{$main}}<article class=\"edited\">{{{page.content}}}</article>{{/main}}{{/base}}", to: "templates/page.mustache")
        let second = try Self.build(site)
        #expect(second.reusedPageCount == 0)
        #expect(site.read("public/guide/gamma/index.html")?.contains("class=\"edited\"") == true)
        try Self.expectEqualToCleanBuild(site)
    }

    @Test("A deleted page is gone from the output; pages that linked to it report it")
    func deletedPage() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try Self.build(site)
        try FileManager.default.removeItem(atPath: site.root + "/content/guide/alpha.md")
        let second = try Self.build(site)
        #expect(!site.exists("public/guide/alpha/index.html"))
        #expect(second.warnings.contains { $0.file == "content/guide/beta.md" && $0.message.contains("alpha.md") })
        try Self.expectEqualToCleanBuild(site)
    }

    @Test("An output replaced by a build without the cache is not reused")
    func replacedOutput() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try Self.build(site)
        _ = try Self.build(site, cached: false)
        let third = try Self.build(site)
        #expect(third.reusedPageCount == 0)
    }
    @Test("Layout blocks: a template edit answers them from the cache, a block edit renders that one, and both equal a clean build")
    func layoutBlocks() throws {
        let renderer = try LayoutBlockPipeline(siteDirectory: "/nonexistent", textSizes: [.large])
        let block = "```layout\nHStack(spacing: 8) {\n    Text(\"Hello\")\n    Text(\"世界\").bold()\n}\n.padding()\n```\n"
        let site = try SiteFixture([
            "content/_index.md": "# Home\n\n" + block,
            "content/other.md": "# Other\n\n" + block.replacingOccurrences(of: "Hello", with: "Other"),
        ])
        defer { site.remove() }
        _ = try Self.build(site, renderer: renderer)
        let blocks = site.root + "/.trellis-cache/blocks"
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: blocks)) ?? []).count == 2)
        try site.write("{{<base}}{{$main}}<article class=\"edited\">{{{page.content}}}</article>{{/main}}{{/base}}", to: "templates/page.mustache")
        let templateEdit = try Self.build(site, renderer: renderer)
        #expect(templateEdit.reusedPageCount == 0)
        #expect(site.read("public/other/index.html")?.contains("class=\"edited\"") == true)
        try Self.expectEqualToCleanBuild(site, renderer: renderer)
        try site.write("# Other\n\n" + block.replacingOccurrences(of: "Hello", with: "Changed"), to: "content/other.md")
        let blockEdit = try Self.build(site, renderer: renderer)
        #expect(blockEdit.reusedPageCount == blockEdit.pageCount - 1)
        #expect(site.read("public/other/index.html")?.contains("Changed") == true)
        try Self.expectEqualToCleanBuild(site, renderer: renderer)
    }

    @Test("Layout blocks with warnings are answered from the cache with their warnings, as a clean build reports them")
    func layoutBlockWarningsCached() throws {
        // A view offset above the block is cut off at its edge: a warning, not an error. Such a
        // block was laid out again by every build that rendered its page: the preview laid out
        // the docs' poll-1 again, 22 ms, on each edit of poll-4 beside it (a 50 ms budget).
        let renderer = CountingRenderer(inner: try LayoutBlockPipeline(siteDirectory: "/nonexistent", textSizes: [.large]))
        let site = try SiteFixture([
            "content/_index.md": "# Home\n\n```layout\nText(\"Hello\").offset(y: -40)\n```\n",
        ])
        defer { site.remove() }
        let first = try Self.build(site, renderer: renderer)
        let warning = try #require(first.warnings.first { $0.message.contains("outside its layout's frame") })
        #expect(warning.file == "content/_index.md" && warning.line == 4 && warning.sourceLine == "Text(\"Hello\").offset(y: -40)")
        #expect(renderer.renders.withLock { $0 } == 1)
        try site.write("{{<base}}{{$main}}<article class=\"edited\">{{{page.content}}}</article>{{/main}}{{/base}}", to: "templates/page.mustache")
        let templateEdit = try Self.build(site, renderer: renderer)
        #expect(templateEdit.reusedPageCount == 0)
        #expect(renderer.renders.withLock { $0 } == 1)
        #expect(templateEdit.warnings == first.warnings)
        try Self.expectEqualToCleanBuild(site, renderer: renderer)
    }
}

/// The layout pipeline, counting the blocks it is asked to lay out (the cache answers the rest).
private final class CountingRenderer: LayoutBlockCacheIdentifying, Sendable {
    let inner: LayoutBlockPipeline
    let renders = Mutex(0)

    init(inner: LayoutBlockPipeline) { self.inner = inner }

    var cacheIdentity: String { inner.cacheIdentity }
    var themeContext: [String: String] { inner.themeContext }
    func render(_ block: LayoutBlock) -> RenderedLayoutBlock {
        renders.withLock { $0 += 1 }
        return inner.render(block)
    }
    func siteFiles() throws -> [String: [UInt8]] { try inner.siteFiles() }
}
