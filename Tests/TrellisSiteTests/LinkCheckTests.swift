import Testing
import TrellisMarkup
@testable import TrellisSite

@Suite("Link checking")
struct LinkCheckTests {
    @Test("A broken link is an error at its file, line and column, with the line quoted")
    func brokenLinkPosition() throws {
        let site = try SiteFixture([
            "content/_index.md": "---\ntitle: Home\n---\n# Home\n\nIntro line.\nSee the [missing page](nope.md) here.\n",
            "content/other.md": "# Other\n",
        ])
        defer { site.remove() }
        let failure = try #require(site.build().failure)
        #expect(failure.diagnostics.count == 1)
        let diagnostic = try #require(failure.diagnostics.first)
        #expect(diagnostic.file == "content/_index.md")
        #expect(diagnostic.line == 7)
        #expect(diagnostic.column == 9)
        #expect(diagnostic.sourceLine == "See the [missing page](nope.md) here.")
        let text = diagnostic.formatted()
        #expect(text.hasPrefix("content/_index.md:7:9: error: link to a page that does not exist: 'nope.md'"))
        #expect(text.contains("\n   |         ^"))
    }

    @Test("Every error of every page is reported, not only the first")
    func allErrors() throws {
        let site = try SiteFixture([
            "content/a.md": "# A\n\n[one](x.md) and [two](/nowhere/)\n",
            "content/b.md": "# B\n\n[three](a.md#no-such-heading)\n",
            "content/c.md": "# C\n\n| T |\n|---|\n| [four](gone.md) |\n",
        ])
        defer { site.remove() }
        let failure = try #require(site.build().failure)
        let locations = failure.diagnostics.map(\.location)
        #expect(locations == ["content/a.md:3:1", "content/a.md:3:17", "content/b.md:3:1", "content/c.md:5:3"])
        let anchor = try #require(failure.diagnostics.first { $0.file == "content/b.md" })
        #expect(anchor.message == "no heading with anchor '#no-such-heading' on /a/")
    }

    @Test("A missing anchor suggests the nearest heading")
    func anchorHint() throws {
        let site = try SiteFixture(["content/a.md": "# A\n\n## Grid spacing\n\n[x](#grid-spacng)\n"])
        defer { site.remove() }
        let failure = try #require(site.build().failure)
        #expect(failure.diagnostics.first?.hint == "did you mean '#grid-spacing'?")
    }

    @Test("Valid link forms resolve: relative .md, site URLs, relative URLs, files, anchors; external links are left alone")
    func validForms() throws {
        let site = try SiteFixture([
            "content/guide/a.md": """
                # A

                ## Part

                [1](b.md) [2](../top.md#top) [3](/guide/b/) [4](../guide/b/) [5](pic.png) [6](#part)
                [7](https://swift.org) [8](mailto:a@b.c) [9](/guide/) [10](b.md?x=1#b)
                """,
            "content/guide/b.md": "# B\n",
            "content/guide/pic.png": "png",
            "content/top.md": "# Top\n",
        ])
        defer { site.remove() }
        let report = try #require(site.build().success)
        #expect(report.warnings.isEmpty)
        let html = try #require(site.read("public/guide/a/index.html"))
        for expected in [
            #"href="/guide/b/">1<"#, #"href="/top/#top">2<"#, #"href="/guide/b/">3<"#, #"href="/guide/b/">4<"#,
            #"href="/guide/pic.png">5<"#, ##"href="#part">6<"##, #"href="https://swift.org">7<"#, #"href="mailto:a@b.c">8<"#,
            #"href="/guide/">9<"#, #"href="/guide/b/?x=1#b">10<"#,
        ] {
            #expect(html.contains(expected), "missing \(expected)")
        }
    }

    @Test("Links to drafts are errors that say so")
    func draftLink() throws {
        let site = try SiteFixture(["content/a.md": "# A\n[d](d.md)\n", "content/d.md": "---\ndraft: true\n---\n# D\n"])
        defer { site.remove() }
        let failure = try #require(site.build().failure)
        #expect(failure.diagnostics.first?.message == "link to a draft page: 'd.md'")
    }

    @Test("links.broken: warning reports broken links without failing")
    func brokenAsWarning() throws {
        let site = try SiteFixture(["trellis.yml": "links:\n  broken: warning\n", "content/a.md": "# A\n[x](nope.md)\n"])
        defer { site.remove() }
        let report = try #require(site.build().success)
        #expect(report.warnings.map(\.severity) == [.warning])
        #expect(report.warnings.first?.location == "content/a.md:2:1")
    }
}
