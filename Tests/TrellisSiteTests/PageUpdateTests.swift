// Site.update: the preview's re-render of edited pages alone, checked against clean builds.

import Foundation
import Testing
import TrellisMarkup
import TrellisPipeline
import TrellisText
@testable import TrellisSite

@Suite("Updating edited pages without a build")
struct PageUpdateTests {
    /// The incremental-build site, with its broken link fixed unless `brokenLinksWarn`.
    static func site(brokenLinksWarn: Bool = false) throws -> SiteFixture {
        var files = IncrementalBuildTests.files
        if brokenLinksWarn {
            files["trellis.yml"] = "title: Docs\nbaseURL: https://example.org/docs/\nlinks:\n  broken: warning\n"
        } else {
            files["content/guide/beta.md"] = "---\ntitle: Beta\n---\nLinks to [setup](alpha.md#setup).\n"
        }
        return try SiteFixture(files)
    }

    /// A build as the preview runs it: incremental, keeping its session.
    static func build(
        _ site: SiteFixture, after previous: BuildSession? = nil, renderer: (any LayoutBlockRendering)? = nil
    ) throws -> (BuildReport, BuildSession) {
        previous?.saveManifest()
        let report = try Site.build(
            BuildOptions(
                siteDirectory: site.root, outputDirectory: site.root + "/public", layoutRenderer: renderer,
                cacheDirectory: BuildOptions.defaultCacheDirectory(siteDirectory: site.root), keepsSession: true,
                previousSession: previous))
        return (report, try #require(report.session))
    }

    @Test("A text edit re-renders that page alone, in the served folder, and the site then equals a clean build")
    func textEdit() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (first, session) = try Self.build(site)
        try site.write("---\ntitle: Gamma\n---\nGamma text, now about zeppelins.\n", to: "content/guide/gamma.md")
        let report = try #require(try Site.update(session, changedFiles: ["content/guide/gamma.md"]))
        #expect(report.renderedPages == ["guide/gamma/"])
        #expect(report.reusedPageCount == first.pageCount - 1)
        #expect(report.outputPath == first.outputPath)
        #expect(site.read("public/guide/gamma/index.html")?.contains("zeppelins") == true)
        // The search index and the manifest follow once saves pause.
        session.finishUpdates()
        try IncrementalBuildTests.expectEqualToCleanBuild(site)
        // The next build starts from the updated manifest: nothing to render.
        let next = try Self.build(site).0
        #expect(next.reusedPageCount == next.pageCount)
    }

    /// A preview runs for hours: each build's session must let the one before it go once the
    /// next is kept, or every full rebuild (a template edit) stays in memory (issue 29:
    /// `trellis serve` grew by 12 MB per template edit on 1,013 pages).
    @Test("A build kept after another holds no session before it")
    func sessionsDoNotChain() throws {
        let site = try Self.site()
        defer { site.remove() }
        weak var first: BuildSession?
        var latest: BuildSession
        do {
            let (_, session) = try Self.build(site)
            first = session
            latest = try Self.build(site, after: session).1
        }
        for _ in 0..<2 { latest = try Self.build(site, after: latest).1 }
        #expect(latest.options.previousSession == nil)
        #expect(first == nil, "the first session is still held")
    }

    @Test("An edit back to the old text after an update, seen by a build, is not taken from the old record")
    func revertThroughBuild() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (_, session) = try Self.build(site)
        let original = try #require(site.read("content/guide/gamma.md"))
        try site.write("---\ntitle: Gamma\n---\nEdited.\n", to: "content/guide/gamma.md")
        _ = try #require(try Site.update(session, changedFiles: ["content/guide/gamma.md"]))
        // What the preview does before a build: the manifest must describe the edited file.
        session.saveManifest()
        try site.write(original, to: "content/guide/gamma.md")
        // With a change that needs a build and leaves gamma's inputs alone.
        try site.write("notes\n", to: "content/guide/notes.txt")
        _ = try Self.build(site)
        try IncrementalBuildTests.expectEqualToCleanBuild(site)
    }

    @Test("Edits that other pages read need a build", arguments: [
        ("content/guide/gamma.md", "---\ntitle: Gamma renamed\n---\nGamma text.\n"),
        ("content/guide/gamma.md", "---\ntitle: Gamma\nweight: 3\n---\nGamma text.\n"),
        ("content/guide/alpha.md", "---\ntitle: Alpha\n---\n# Alpha\n\n## Installation\n\nText.\n"),
        ("content/guide/alpha.md", "---\ntitle: Alpha\n---\n# Alpha\n\n<a id=\"old\"></a>\n\n## Setup\n\nText.\n"),
        ("content/guide/gamma.md", "---\ntitle: Gamma\n---\n```layout\nText(\"Hi\")\n```\n"),
        ("content/guide/delta.md", "---\ntitle: Delta\n---\nA new page.\n"),
        ("templates/page.mustache", "<main>{{{page.content}}}</main>\n"),
        ("content/guide/notes.txt", "not a page\n"),
    ])
    func needsBuild(file: String, text: String) throws {
        let site = try Self.site()
        defer { site.remove() }
        let (_, session) = try Self.build(site)
        try site.write(text, to: file)
        #expect(try Site.update(session, changedFiles: [file]) == nil)
    }

    @Test("A build after updates takes its reused pages' search entries from the session and equals a clean build")
    func buildAfterUpdates() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (_, session) = try Self.build(site)
        try site.write("---\ntitle: Gamma\n---\nGamma on quasars.\n", to: "content/guide/gamma.md")
        _ = try #require(try Site.update(session, changedFiles: ["content/guide/gamma.md"]))
        try site.write("---\ntitle: Zeta\n---\nA new page.\n", to: "content/reference/zeta.md")
        let (report, _) = try Self.build(site, after: session)
        #expect(report.reusedPageCount > 0)
        try IncrementalBuildTests.expectEqualToCleanBuild(site)
    }

    @Test("After a failed update, a build does not take the failed text's search entry")
    func buildAfterFailedUpdate() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (_, session) = try Self.build(site)
        let original = try #require(site.read("content/guide/gamma.md"))
        try site.write("---\ntitle: Gamma\n---\nPulsars, see [nothing](missing.md).\n", to: "content/guide/gamma.md")
        #expect(throws: BuildFailure.self) { try Site.update(session, changedFiles: ["content/guide/gamma.md"]) }
        try site.write(original, to: "content/guide/gamma.md")
        try site.write("notes\n", to: "content/guide/notes.txt")
        let (report, _) = try Self.build(site, after: session)
        #expect(report.reusedPageCount == report.pageCount)
        try IncrementalBuildTests.expectEqualToCleanBuild(site)
    }

    @Test("A changed stylesheet or attachment is copied again and renders no page")
    func copiedFiles() throws {
        let site = try Self.site()
        defer { site.remove() }
        try site.write("body { color: red; }\n", to: "static/extra.css")
        try site.write(bytes: [0x89, 0x50, 0x4E, 0x47], to: "content/guide/diagram.png")
        let (_, session) = try Self.build(site)
        try site.write("body { color: blue; }\n", to: "static/extra.css")
        try site.write(bytes: [0x89, 0x50, 0x4E, 0x47, 1], to: "content/guide/diagram.png")
        let report = try #require(try Site.update(session, changedFiles: ["content/guide/diagram.png", "static/extra.css"]))
        #expect(report.renderedPages.isEmpty)
        #expect(site.read("public/extra.css") == "body { color: blue; }\n")
        #expect(FileManager.default.contents(atPath: site.root + "/public/guide/diagram.png")?.count == 5)
        try IncrementalBuildTests.expectEqualToCleanBuild(site)
        // A file the build did not copy is new: the build decides where it goes.
        try site.write("new\n", to: "static/new.css")
        #expect(try Site.update(session, changedFiles: ["static/new.css"]) == nil)
    }

    @Test("An image on a site with layout blocks needs a build: a block may measure it")
    func imageOnLayoutSite() throws {
        var files = IncrementalBuildTests.files
        files["content/guide/beta.md"] = "---\ntitle: Beta\n---\n```layout\nText(\"Hi\")\n```\n"
        let site = try SiteFixture(files)
        defer { site.remove() }
        try site.write(bytes: [0x89, 0x50, 0x4E, 0x47], to: "content/guide/diagram.png")
        try site.write("body {}\n", to: "static/extra.css")
        let (_, session) = try Self.build(site)
        #expect(try Site.update(session, changedFiles: ["content/guide/diagram.png"]) == nil)
        #expect(try Site.update(session, changedFiles: ["static/extra.css"]) != nil)
    }

    @Test("A layout block's edit re-renders its page alone, unless the block draws with a font the build did not ship")
    func layoutBlockEdit() throws {
        let site = try Self.site()
        defer { site.remove() }
        let block = "---\ntitle: Beta\n---\nA block:\n\n```layout\n%@\n```\n"
        try site.write(block.replacingOccurrences(of: "%@", with: "Text(\"Hi\")"), to: "content/guide/beta.md")
        let renderer = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large])
        let (first, session) = try Self.build(site, renderer: renderer)
        try site.write(block.replacingOccurrences(of: "%@", with: "Text(\"Hello there\").padding()"), to: "content/guide/beta.md")
        let report = try #require(try Site.update(session, changedFiles: ["content/guide/beta.md"]))
        #expect(report.renderedPages == ["guide/beta/"])
        #expect(report.reusedPageCount == first.pageCount - 1)
        #expect(site.read("public/guide/beta/index.html")?.contains("Hello there") == true)
        session.finishUpdates()
        try IncrementalBuildTests.expectEqualToCleanBuild(site, renderer: renderer)
        // Japanese draws with the CJK fallback face, which no block used: the site does not ship
        // it yet (the theme's text and code faces it always ships).
        guard FontSet.defaultTheme.fallbacks.contains(where: { $0.name == "Trellis CJK" }) else { return }
        try site.write(block.replacingOccurrences(of: "%@", with: "Text(\"日本語\")"), to: "content/guide/beta.md")
        #expect(try Site.update(session, changedFiles: ["content/guide/beta.md"]) == nil)
    }

    /// A page of two blocks: a toggle's (edited by the tests) and one they leave alone.
    static let twoBlocks = """
        ---
        title: Beta
        ---
        Two blocks:

        ```layout
        @State var wide = false
        VStack {
            Toggle("Wide", isOn: $wide)
            Text("%@").frame(width: wide ? 200 : 100, alignment: .leading)
        }
        ```

        ```layout
        Text("Unchanged").padding()
        ```

        """

    @Test("""
        A block's edit is first written in the configuration its page's reader looks at, beside the page's other blocks \
        in full, then in every configuration; nothing else sees the first look
        """)
    func firstLookInTheReadersConfiguration() throws {
        let site = try Self.site()
        defer { site.remove() }
        try site.write(Self.twoBlocks.replacingOccurrences(of: "%@", with: "Hi"), to: "content/guide/beta.md")
        let renderer = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large, .xLarge])
        let (_, session) = try Self.build(site, renderer: renderer)
        let edited = Self.twoBlocks.replacingOccurrences(of: "%@", with: "Hello")
        try site.write(edited, to: "content/guide/beta.md")
        let choices = ReaderChoices(textSize: "xLarge", states: ["beta-1": ["wide": "true"]])
        var firstLooks: [(report: BuildReport, page: String)] = []
        let report = try #require(try Site.update(session, changedFiles: ["content/guide/beta.md"], readerChoices: ["guide/beta/": choices]) {
            firstLooks.append(($0, site.read("public/guide/beta/index.html") ?? ""))
        })
        try #require(firstLooks.count == 1)
        let (first, firstPage) = firstLooks[0]
        #expect(first.renderedPages == ["guide/beta/"])
        #expect(first.outputPath == report.outputPath)
        let finalPage = try #require(site.read("public/guide/beta/index.html"))

        let blocks = LayoutBlock.blocks(
            in: MarkdownDocument(text: edited, file: "content/guide/beta.md"), siteData: [:], data: [:], siteDirectory: site.root, basePath: "/docs")
        let everyConfiguration = renderer.render(blocks[0]), readers = renderer.render(blocks[0], as: choices)
        let untouched = renderer.render(blocks[1])
        #expect(readers.html.contains("Hello") && firstPage.contains("Hello"))
        #expect(firstPage.contains(readers.css) && !firstPage.contains(everyConfiguration.css))
        #expect(firstPage.contains(untouched.css) && finalPage.contains(untouched.css))
        #expect(finalPage.contains(everyConfiguration.css) && !finalPage.contains(readers.css))
        // The first look is less CSS: one configuration of four.
        #expect(readers.css.utf8.count < everyConfiguration.css.utf8.count)
        // The search index, the manifest and the block cache saw only the update's pages.
        session.finishUpdates()
        try IncrementalBuildTests.expectEqualToCleanBuild(site, renderer: renderer)
    }

    @Test("No first look for a text edit, a page no reader has open, or a block with an error")
    func noFirstLook() throws {
        let site = try Self.site()
        defer { site.remove() }
        try site.write(Self.twoBlocks.replacingOccurrences(of: "%@", with: "Hi"), to: "content/guide/beta.md")
        let renderer = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large, .xLarge])
        let (_, session) = try Self.build(site, renderer: renderer)
        let open = ["guide/beta/": ReaderChoices(textSize: "xLarge")]
        var firstLooks = 0
        try site.write(Self.twoBlocks.replacingOccurrences(of: "%@", with: "Hi") + "More text.\n", to: "content/guide/beta.md")
        #expect(try Site.update(session, changedFiles: ["content/guide/beta.md"], readerChoices: open) { _ in firstLooks += 1 } != nil)
        try site.write(Self.twoBlocks.replacingOccurrences(of: "%@", with: "Hello"), to: "content/guide/beta.md")
        #expect(try Site.update(session, changedFiles: ["content/guide/beta.md"], readerChoices: ["guide/gamma/": ReaderChoices()]) { _ in
            firstLooks += 1
        } != nil)
        #expect(firstLooks == 0)
        try site.write(Self.twoBlocks.replacingOccurrences(of: "%@", with: "Oops\").frame(width: nowhere)"), to: "content/guide/beta.md")
        #expect(throws: BuildFailure.self) {
            try Site.update(session, changedFiles: ["content/guide/beta.md"], readerChoices: open) { _ in firstLooks += 1 }
        }
        #expect(firstLooks == 0)
        #expect(site.read("public/guide/beta/index.html")?.contains("Hello") == true)
    }

    @Test("An error in a configuration the reader is not looking at fails the update, and the page its first look replaced is put back")
    func failedUpdateRestoresTheFirstLooksPage() throws {
        let site = try Self.site()
        defer { site.remove() }
        try site.write(Self.twoBlocks.replacingOccurrences(of: "%@", with: "Hi"), to: "content/guide/beta.md")
        let renderer = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large, .xLarge], standIns: .warning)
        let (_, session) = try Self.build(site, renderer: renderer)
        let before = try #require(site.read("public/guide/beta/index.html"))
        // Out of range only when the toggle is on, which the reader's page is not.
        let broken = Self.twoBlocks.replacingOccurrences(of: "%@", with: "Hello").replacingOccurrences(
            of: "frame(width: wide ? 200 : 100, alignment: .leading)", with: "frame(width: [100, 200][wide ? 5 : 0], alignment: .leading)")
        try site.write(broken, to: "content/guide/beta.md")
        var firstLook: String?
        #expect(throws: BuildFailure.self) {
            try Site.update(session, changedFiles: ["content/guide/beta.md"], readerChoices: ["guide/beta/": ReaderChoices()]) { _ in
                firstLook = site.read("public/guide/beta/index.html")
            }
        }
        #expect(firstLook?.contains("Hello") == true)
        #expect(site.read("public/guide/beta/index.html") == before)
    }

    @Test("A reader's choices name one configuration: a size the block is not laid out at is the page's default, an unknown value the initial one")
    func choicesNameOneConfiguration() throws {
        let site = try Self.site()
        defer { site.remove() }
        let renderer = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large, .xLarge])
        let text = Self.twoBlocks.replacingOccurrences(of: "%@", with: "Hi")
        let block = LayoutBlock.blocks(in: MarkdownDocument(text: text, file: "content/guide/beta.md"), siteData: [:], data: [:], siteDirectory: site.root)[0]
        func css(_ choices: ReaderChoices) -> String { renderer.render(block, as: choices).css }
        let initial = css(ReaderChoices())
        #expect(css(ReaderChoices(textSize: "large", states: ["beta-1": ["wide": "false"]])) == initial)
        #expect(css(ReaderChoices(textSize: "xLarge")) != initial)
        #expect(css(ReaderChoices(states: ["beta-1": ["wide": "true"]])) != initial)
        #expect(css(ReaderChoices(textSize: "accessibility5")) == initial)
        #expect(css(ReaderChoices(textSize: "enormous")) == initial)
        #expect(css(ReaderChoices(states: ["beta-1": ["wide": "maybe"]])) == initial)
        #expect(css(ReaderChoices(states: ["beta-2": ["wide": "true"]])) == initial)
        // A width: a paragraph that wraps differently across the range is laid out around it
        // alone (one probe step either side): a few pieces, where every width needs many.
        let paragraph = LayoutBlock(
            code: "Text(\"A sentence long enough to wrap onto several lines in a narrow block and onto fewer as it widens.\").padding()",
            file: "content/guide/beta.md")
        let around = renderer.render(paragraph, as: ReaderChoices(widths: ["beta-1": 500]))
        let everyWidth = renderer.render(paragraph, as: ReaderChoices())
        #expect(around.diagnostics.isEmpty && everyWidth.diagnostics.isEmpty)
        #expect(around.css.components(separatedBy: "@container").count < everyWidth.css.components(separatedBy: "@container").count)
        // The controls stay, so the reader's checked state is kept when the page is replaced.
        #expect(renderer.render(block, as: ReaderChoices(states: ["beta-1": ["wide": "true"]])).html.contains("name=\"beta-1.wide\""))
    }

    @Test("A heading's wording may change while its id stays")
    func headingWording() throws {
        let old = MarkdownDocument(text: "# Alpha\n\n## Setup {#setup}\n\nText.\n", file: "content/a.md")
        let reworded = MarkdownDocument(text: "# Alpha\n\n## Setting up {#setup}\n\nMore text.\n", file: "content/a.md")
        let renamed = MarkdownDocument(text: "# Alpha\n\n## Setting up\n\nText.\n", file: "content/a.md")
        #expect(BuildSession.changesOnlyBody(from: old, to: reworded))
        #expect(!BuildSession.changesOnlyBody(from: old, to: renamed))
    }

    @Test("A page with an error leaves the output as it was; its error stays whichever page is saved next, until fixed")
    func errorStaysUntilFixed() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (_, session) = try Self.build(site)
        let served = try #require(site.read("public/guide/gamma/index.html"))
        try site.write("---\ntitle: Gamma\n---\nSee [nothing](missing.md).\n", to: "content/guide/gamma.md")
        let failure = try #require(throws: BuildFailure.self) { try Site.update(session, changedFiles: ["content/guide/gamma.md"]) }
        #expect(failure.diagnostics.contains { $0.severity == .error && $0.file == "content/guide/gamma.md" && $0.message.contains("missing.md") })
        #expect(site.read("public/guide/gamma/index.html") == served)

        try site.write("---\ntitle: API\n---\nThe API, revised.\n", to: "content/reference/api.md")
        let still = try #require(throws: BuildFailure.self) { try Site.update(session, changedFiles: ["content/reference/api.md"]) }
        #expect(still.diagnostics.contains { $0.file == "content/guide/gamma.md" && $0.message.contains("missing.md") })
        #expect(site.read("public/reference/api/index.html")?.contains("revised") == false)

        try site.write("---\ntitle: Gamma\n---\nSee [alpha](alpha.md).\n", to: "content/guide/gamma.md")
        let fixed = try #require(try Site.update(session, changedFiles: ["content/guide/gamma.md"]))
        #expect(Set(fixed.renderedPages) == ["guide/gamma/", "reference/api/"])
        session.finishUpdates()
        try IncrementalBuildTests.expectEqualToCleanBuild(site)
    }

    @Test("An updated page's warnings replace its old ones; other pages' stay")
    func warnings() throws {
        let site = try Self.site(brokenLinksWarn: true)
        defer { site.remove() }
        let (first, session) = try Self.build(site)
        #expect(first.warnings.contains { $0.file == "content/guide/beta.md" && $0.message.contains("nowhere.md") })
        try site.write("---\ntitle: Gamma\n---\nSee [void](void.md).\n", to: "content/guide/gamma.md")
        let report = try #require(try Site.update(session, changedFiles: ["content/guide/gamma.md"]))
        #expect(report.warnings.contains { $0.file == "content/guide/beta.md" && $0.message.contains("nowhere.md") })
        #expect(report.warnings.contains { $0.file == "content/guide/gamma.md" && $0.message.contains("void.md") })
        try site.write("---\ntitle: Beta\n---\nLinks to [setup](alpha.md#setup).\n", to: "content/guide/beta.md")
        let fixed = try #require(try Site.update(session, changedFiles: ["content/guide/beta.md"]))
        #expect(!fixed.warnings.contains { $0.file == "content/guide/beta.md" })
        #expect(fixed.warnings.contains { $0.file == "content/guide/gamma.md" })
    }
}
