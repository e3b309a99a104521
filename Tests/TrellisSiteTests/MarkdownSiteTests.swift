import Foundation
import Testing
import TrellisMarkup
@testable import TrellisSite

@Suite("Documentation imported from other tools")
struct ImportedDocsTests {
    @Test("ids in raw HTML and footnotes are link targets; a footnote holding a link is not a broken link")
    func anchors() throws {
        let site = try SiteFixture([
            "content/a.md": """
                # A

                <a id="old-name"></a>

                ## New name

                SipHash[^siphash] is used. See [old](#old-name), [note](#fn-siphash) and [there](b.md#kept).

                [^siphash]: [https://en.wikipedia.org/wiki/SipHash](https://en.wikipedia.org/wiki/SipHash)
                """,
            "content/b.md": "# B\n\nText <span id=\"kept\">kept</span>.\n",
        ])
        defer { site.remove() }
        let report = try #require(site.build().success)
        #expect(report.warnings.isEmpty)
        let html = try #require(site.read("public/a/index.html"))
        #expect(html.contains("<section class=\"footnotes\""))
        #expect(html.contains("href=\"/b/#kept\""))
    }

    @Test("A link to chapter.html where chapter.md exists suggests the .md; index.html URLs resolve")
    func htmlLinks() throws {
        let site = try SiteFixture([
            "content/ch01.md": "# One\n\nNext: [two](ch02.html), [site URL](/ch02/index.html), [home](index.html), [gone](ch09.html).\n",
            "content/ch02.md": "# Two\n",
        ])
        defer { site.remove() }
        let failure = try #require(site.build().failure)
        #expect(failure.diagnostics.map(\.location) == ["content/ch01.md:3:7", "content/ch01.md:3:75"])
        #expect(failure.diagnostics.first?.hint?.hasPrefix("did you mean 'ch02.md'?") == true)
        #expect(failure.diagnostics.last?.hint?.contains("did you mean") == false)
    }

    @Test("Link errors after code spans and comments that cross lines name the link's own line")
    func exactPositions() throws {
        let site = try SiteFixture([
            "content/a.md": """
                ---
                title: A
                ---
                The `derive` attribute applies to `struct
                Point` and `enum Shape` <!-- a comment
                that spans lines --> and is described in [the derivable
                traits appendix](missing.md) in detail.
                """
        ])
        defer { site.remove() }
        let failure = try #require(site.build().failure)
        #expect(failure.diagnostics.map(\.location) == ["content/a.md:6:42"])
        #expect(failure.diagnostics.first?.sourceLine == "that spans lines --> and is described in [the derivable")
    }

    @Test("Many broken links are each reported once, with hints")
    func manyBrokenLinks() throws {
        var files = ["content/index-page.md": "# Pages\n"]
        var body = "# Broken\n\n"
        for index in 0..<300 { body += "[\(index)](nope-\(index).md) [h](page-\(index % 10).html)\n" }
        for index in 0..<10 { files["content/page-\(index).md"] = "# P\(index)\n" }
        files["content/broken.md"] = body
        let site = try SiteFixture(files)
        defer { site.remove() }
        let failure = try #require(site.build().failure)
        #expect(failure.diagnostics.count == 600)
        #expect(failure.diagnostics.filter { $0.hint?.hasPrefix("did you mean 'page-") == true }.count == 300)
        #expect(failure.diagnostics.last?.location == "content/broken.md:302:20")
    }
}

@Suite("Navigation order")
struct NavigationOrderTests {
    /// The sidebar's links on the home page, in order.
    private func sidebarOrder(_ site: SiteFixture, page: String = "public/index.html") throws -> [String] {
        let html = try #require(site.read(page))
        let start = try #require(html.range(of: "<nav class=\"sidebar\""))
        let nav = html[start.lowerBound...]
        let end = try #require(nav.range(of: "</nav>"))
        return nav[..<end.lowerBound].components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("Without weights, pages are ordered by file name, not by title")
    func fileNames() throws {
        let site = try SiteFixture([
            "content/_index.md": "# Book\n",
            "content/ch02-ownership.md": "# Alpha ownership\n",
            "content/ch01-start.md": "# Zulu getting started\n",
            "content/ch10-generics.md": "---\nweight: 1\n---\n# Generics\n",
        ])
        defer { site.remove() }
        _ = try #require(site.build().success)
        #expect(try sidebarOrder(site).filter { $0 != "/" } == ["/ch10-generics/", "/ch01-start/", "/ch02-ownership/"])
    }

    @Test("A nav: list in trellis.yml gives the whole order; pages it leaves out follow")
    func navList() throws {
        let site = try SiteFixture([
            "trellis.yml": "nav:\n  - intro.md\n  - Guide:\n      - guide/b.md\n      - guide/a.md\n  - appendix\n",
            "content/_index.md": "# Book\n",
            "content/appendix/x.md": "# X\n",
            "content/guide/a.md": "# A\n",
            "content/guide/b.md": "# B\n",
            "content/intro.md": "# Intro\n",
            "content/zz-unlisted.md": "---\nweight: -5\n---\n# Unlisted\n",
        ])
        defer { site.remove() }
        _ = try #require(site.build().success)
        #expect(try sidebarOrder(site, page: "public/index.html").filter { $0 != "/" } == ["/intro/", "/guide/", "/appendix/", "/zz-unlisted/"])
        let inGuide = try sidebarOrder(site, page: "public/guide/a/index.html")
        #expect(inGuide.filter { $0.hasPrefix("/guide/") && $0 != "/guide/" } == ["/guide/b/", "/guide/a/"])
    }

    @Test("nav: entries that name nothing are errors")
    func unknownEntries() throws {
        let site = try SiteFixture(["trellis.yml": "nav:\n  - intro.md\n  - nope.md\n", "content/intro.md": "# Intro\n"])
        defer { site.remove() }
        let failure = try #require(site.build().failure)
        #expect(failure.diagnostics.map(\.message) == ["'nav' lists 'nope.md', which is not a page or folder of content/"])
    }
}

@Suite("Page metadata")
struct PageMetadataTests {
    @Test("Description, Open Graph, canonical URL, edit link and last-modified date")
    func metadata() throws {
        let site = try SiteFixture([
            "trellis.yml": "title: Docs\nbaseURL: https://example.org/docs/\ndescription: Site blurb\nrepository: https://github.com/me/docs\neditPath: edit/main/site/content\n",
            "content/guide/a.md": "---\ntitle: Alpha\ndescription: All about \"alpha\"\nlastmod: 2026-11-02\nimage: cover.png\n---\nText.\n",
            "content/guide/cover.png": "png",
            "content/b.md": "# B\n",
        ])
        defer { site.remove() }
        _ = try #require(site.build().success)
        let html = try #require(site.read("public/guide/a/index.html"))
        for expected in [
            #"<meta name="description" content="All about &quot;alpha&quot;">"#,
            #"<link rel="canonical" href="https://example.org/docs/guide/a/">"#,
            #"<meta property="og:url" content="https://example.org/docs/guide/a/">"#,
            #"<meta property="og:title" content="Alpha">"#,
            #"<meta property="og:type" content="article">"#,
            #"<meta property="og:image" content="https://example.org/docs/guide/cover.png">"#,
            #"<meta property="article:modified_time" content="2026-11-02">"#,
            #"<time datetime="2026-11-02">2026-11-02</time>"#,
            #"<a href="https://github.com/me/docs/edit/main/site/content/guide/a.md">Edit this page</a>"#,
        ] {
            #expect(html.contains(expected), "missing \(expected)")
        }
        let other = try #require(site.read("public/b/index.html"))
        #expect(other.contains(#"<meta name="description" content="Site blurb">"#))
        #expect(!other.contains("Last updated"))
        #expect(try #require(site.read("public/sitemap.xml")).contains("<lastmod>2026-11-02</lastmod>"))
    }

    @Test("Edit links default to the host's spelling of the main branch's content/ folder")
    func editURLs() {
        #expect(SiteConfig.editURL(repository: "https://github.com/me/docs/", editPath: nil) == "https://github.com/me/docs/edit/main/content/")
        #expect(SiteConfig.editURL(repository: "https://gitlab.com/me/docs", editPath: nil) == "https://gitlab.com/me/docs/-/edit/main/content/")
        #expect(SiteConfig.editURL(repository: "https://x.org/r", editPath: "https://x.org/edit?file=") == "https://x.org/edit?file=")
    }

    @Test("Without an absolute baseURL or a repository there is no canonical URL and no edit link")
    func withoutSettings() throws {
        let site = try SiteFixture(["content/a.md": "# A\n"])
        defer { site.remove() }
        _ = try #require(site.build().success)
        let html = try #require(site.read("public/a/index.html"))
        #expect(!html.contains("rel=\"canonical\""))
        #expect(!html.contains("Edit this page"))
        #expect(!html.contains("name=\"description\""))
    }
}

@Suite("A book written for mdBook-style tools")
struct ImportedBookTests {
    /// bench/book: chapters with footnotes, raw-HTML anchors, alerts, task lists, tables,
    /// code spans and comments crossing lines, and three deliberate errors.
    private static let book = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../bench/book").standardized.path

    @Test("It builds with only its real errors, each at the link's own line and column")
    func onlyRealErrors() throws {
        let output = NSTemporaryDirectory() + "trellis-book-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = Result { () throws(BuildFailure) in
            try Site.build(BuildOptions(siteDirectory: Self.book, outputDirectory: output, includeDrafts: false))
        }
        let failure = try #require(result.failure)
        #expect(failure.diagnostics.map(\.location) == [
            "content/appendix/b-derivable-behaviours.md:12:1", "content/ch04-errors.md:21:5", "content/ch05-concurrency.md:8:50",
        ])
        #expect(failure.diagnostics.map(\.message) == [
            "no heading with anchor '#merging' on /ch10-compaction/",
            "link to a page or file that does not exist: 'ch04-recovery.html'",
            "link to a page or file that does not exist: 'ch02-a-first-map.html#store-type'",
        ])
        #expect(failure.diagnostics.last?.hint?.hasPrefix("did you mean 'ch02-a-first-map.md#store-type'?") == true)
    }
}
