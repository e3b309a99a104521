import Foundation
import Testing
@testable import TrellisSite

@Suite("Building a multi-page site")
struct SiteBuildTests {
    static let files: [String: String] = [
        "trellis.yml": "title: Fixture Docs\nbaseURL: https://example.org/docs/\n",
        "content/_index.md": "---\ntitle: Home\n---\n# Home\n\nRead the [guide](guide/_index.md).\n",
        "content/guide/_index.md": "---\ntitle: Guide\nweight: 1\n---\n# Guide\n",
        "content/guide/zeta.md": "---\ntitle: Zeta\nweight: 1\n---\n# Zeta\n\n## Setup\n\n## Usage\n\nSee [alpha](alpha.md#details).\n",
        "content/guide/alpha.md": "---\ntitle: Alpha\nweight: 2\nauthor: Ada\n---\n# Alpha\n\n## Details\n\n![diagram](diagram.svg)\n",
        "content/guide/beta.md": "---\ntitle: Beta\nweight: 2\n---\nNo heading here.\n",
        "content/guide/draft.md": "---\ntitle: Unfinished\ndraft: true\n---\n# Draft\n",
        "content/guide/diagram.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "content/reference/api.md": "# API reference\n",
        "static/robots.txt": "User-agent: *\n",
    ]

    @Test("Every page, section, copied file and site-wide file is written at its pretty URL")
    func outputFiles() throws {
        let site = try SiteFixture(Self.files)
        defer { site.remove() }
        let report = try #require(site.build().success)
        // Home, guide section, 3 guide pages, reference section (generated), api page.
        #expect(report.pageCount == 7)
        for path in [
            "public/index.html", "public/guide/index.html", "public/guide/zeta/index.html", "public/guide/alpha/index.html",
            "public/guide/beta/index.html", "public/reference/index.html", "public/reference/api/index.html",
            "public/guide/diagram.svg", "public/robots.txt", "public/404.html", "public/sitemap.xml", "public/assets/trellis.css",
            "public/assets/trellis-search.js", "public/search/index.json",
        ] {
            #expect(site.exists(path), "missing \(path)")
        }
        #expect(!site.exists("public/guide/draft/index.html"), "drafts are not built")
        #expect(report.summary.hasPrefix("Built 7 pages, copied 4 files in "))  // with the theme's search script
    }

    @Test("Links are rewritten to built URLs below the base path, images too")
    func rewrittenLinks() throws {
        let site = try SiteFixture(Self.files)
        defer { site.remove() }
        _ = try #require(site.build().success)
        let zeta = try #require(site.read("public/guide/zeta/index.html"))
        #expect(zeta.contains(#"<a href="/docs/guide/alpha/#details">alpha</a>"#))
        let alpha = try #require(site.read("public/guide/alpha/index.html"))
        #expect(alpha.contains(#"<img src="/docs/guide/diagram.svg" alt="diagram" />"#))
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains(#"<a href="/docs/guide/">guide</a>"#))
    }

    @Test("Navigation orders by weight, then title; breadcrumbs, previous/next and TOC are in the page")
    func navigation() throws {
        let site = try SiteFixture(Self.files)
        defer { site.remove() }
        _ = try #require(site.build().success)
        let alpha = try #require(site.read("public/guide/alpha/index.html"))
        // Sidebar order inside Guide: Zeta (weight 1), Alpha and Beta (weight 2, by title).
        let zetaPosition = try #require(alpha.range(of: ">Zeta</a>")).lowerBound
        let alphaPosition = try #require(alpha.range(of: #"aria-current="page">Alpha</a>"#)).lowerBound
        let betaPosition = try #require(alpha.range(of: ">Beta</a>")).lowerBound
        #expect(zetaPosition < alphaPosition && alphaPosition < betaPosition)
        // Guide (weight 1) comes before Reference (no weight) at the top level.
        #expect(try #require(alpha.range(of: ">Guide</a>")).lowerBound < (try #require(alpha.range(of: ">Reference</a>")).lowerBound))
        #expect(alpha.contains(#"rel="prev" href="/docs/guide/zeta/""#))
        #expect(alpha.contains(#"rel="next" href="/docs/guide/beta/""#))
        #expect(alpha.contains(#"<li><a href="/docs/">Home</a></li><li><a href="/docs/guide/">Guide</a></li>"#))
        let zeta = try #require(site.read("public/guide/zeta/index.html"))
        #expect(zeta.contains(##"<li class="toc-level-2"><a href="#setup">Setup</a></li>"##))
        // A page without its own h1 gets the title from the template.
        let beta = try #require(site.read("public/guide/beta/index.html"))
        #expect(beta.contains("<h1>Beta</h1>"))
        // A generated section page lists its pages.
        let reference = try #require(site.read("public/reference/index.html"))
        #expect(reference.contains(#"<a href="/docs/reference/api/">API reference</a>"#))
    }

    @Test("The sitemap lists every page with absolute URLs")
    func sitemap() throws {
        let site = try SiteFixture(Self.files)
        defer { site.remove() }
        _ = try #require(site.build().success)
        let sitemap = try #require(site.read("public/sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.org/docs/guide/alpha/</loc>"))
        #expect(sitemap.components(separatedBy: "<url>").count - 1 == 7)
    }

    @Test("Drafts are built with the drafts option")
    func drafts() throws {
        let site = try SiteFixture(Self.files)
        defer { site.remove() }
        _ = try #require(site.build(drafts: true).success)
        #expect(site.exists("public/guide/draft/index.html"))
    }

    @Test("A huge section shows a window of entries in the sidebar, not all of them")
    func sidebarStaysSmall() throws {
        var files: [String: String] = ["trellis.yml": "title: Big\nnavigation:\n  sidebarLimit: 10\n"]
        for index in 0..<200 { files["content/commands/cmd\(1000 + index).md"] = "# Command \(1000 + index)\n" }
        let site = try SiteFixture(files)
        defer { site.remove() }
        _ = try #require(site.build().success)
        let page = try #require(site.read("public/commands/cmd1100/index.html"))
        let sidebarLinks = page.components(separatedBy: #"<li class="nav-item">"#).count - 1
        #expect(sidebarLinks == 10)
        #expect(page.contains(#"aria-current="page">Command 1100</a>"#))
        #expect(page.contains("95 more…"))
        #expect(page.contains("95 more…") && page.contains("more…</a></li>"))
        // The section's own page still lists every command.
        let section = try #require(site.read("public/commands/index.html"))
        #expect(section.components(separatedBy: "<li><a href=\"/commands/cmd").count - 1 == 200)
    }
}
