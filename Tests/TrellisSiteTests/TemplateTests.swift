import Foundation
import Testing
import TrellisMarkup
@testable import TrellisSite

@Suite("Templates")
struct TemplateTests {
    @Test("A site template overrides the theme and sees page, section, site and custom keys")
    func overrideAndContext() throws {
        let site = try SiteFixture([
            "trellis.yml": "title: Mine\nteam: Layout\n",
            "templates/page.mustache": "{{<base}}{{$main}}<p>{{page.title}} by {{page.params.author}} in {{section.title}} for {{site.team}}</p>{{{page.content}}}{{/main}}{{/base}}",
            "content/guide/a.md": "---\ntitle: A & B\nauthor: Ada\n---\nBody\n",
        ])
        defer { site.remove() }
        _ = try #require(site.build().success)
        let html = try #require(site.read("public/guide/a/index.html"))
        #expect(html.contains("<p>A &amp; B by Ada in Guide for Layout</p>"))
        // The rest of the theme (base layout, sidebar) still comes from the default theme.
        #expect(html.contains(#"<nav class="sidebar""#))
    }

    @Test("front matter 'template' picks another template; an unknown one is an error at its line")
    func chosenTemplate() throws {
        let site = try SiteFixture([
            "templates/wide.mustache": "WIDE {{page.title}}",
            "content/a.md": "---\ntitle: A\ntemplate: wide\n---\n",
            "content/b.md": "---\ntitle: B\ntemplate: nope\n---\n",
        ])
        defer { site.remove() }
        let failure = try #require(site.build().failure)
        #expect(failure.diagnostics.map(\.location) == ["content/b.md:3:1"])
        #expect(failure.diagnostics.first?.message == "there is no template named 'nope'")
        try site.write("---\ntitle: B\n---\n", to: "content/b.md")
        _ = try #require(site.build().success)
        #expect(site.read("public/a/index.html") == "WIDE A")
    }

    @Test("A malformed template is reported with its file and line")
    func malformedTemplate() throws {
        let site = try SiteFixture(["templates/page.mustache": "<p>\n{{#page}}\n", "content/a.md": "# A\n"])
        defer { site.remove() }
        let failure = try #require(site.build().failure)
        #expect(failure.diagnostics.first?.file == "templates/page.mustache")
        #expect(failure.diagnostics.first?.message.hasPrefix("template error") == true)
    }

    @Test("Layout blocks go through the renderer hook with their position, CSS reaches the page head")
    func layoutHook() throws {
        struct Recorder: LayoutBlockRendering {
            func render(_ block: LayoutBlock) -> RenderedLayoutBlock {
                let diagnostics = block.source.code.contains("Bad")
                    ? [Diagnostic(file: block.file, line: block.source.firstLine, column: block.source.indentation + 1, message: "bad view")] : []
                return RenderedLayoutBlock(
                    html: "<div class=\"laid-out\">\(block.index):\(block.source.firstLine):\(block.frontMatter.values["mood"]?.stringValue ?? "")</div>",
                    css: ".laid-out { color: red }", diagnostics: diagnostics)
            }
        }
        let site = try SiteFixture(["content/a.md": "---\nmood: calm\n---\n# A\n\n```layout\nHStack {}\n```\n\n```layout\nVStack {}\n```\n"])
        defer { site.remove() }
        _ = try #require(Result { () throws(BuildFailure) in try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: Recorder())) }.success)
        let html = try #require(site.read("public/a/index.html"))
        #expect(html.contains(#"<div class="laid-out">0:7:calm</div>"#))
        #expect(html.contains(#"<div class="laid-out">1:11:calm</div>"#))
        #expect(html.contains("<style>.laid-out { color: red }</style>"))

        try site.write("# A\n\n```layout\nBad()\n```\n", to: "content/a.md")
        let failure = try #require(Result { () throws(BuildFailure) in try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: Recorder())) }.failure)
        #expect(failure.diagnostics.map(\.location) == ["content/a.md:4:1"])
    }

    @Test("data/*.yml and data/*.json reach templates as site.data and layout blocks by name; bad YAML is located")
    func dataFiles() throws {
        struct DataReader: LayoutBlockRendering {
            func render(_ block: LayoutBlock) -> RenderedLayoutBlock {
                RenderedLayoutBlock(html: "<p>pets: \(block.data["pets"]?["cat"]?.intValue ?? -1)</p>")
            }
        }
        let site = try SiteFixture([
            "data/pets.yml": "cat: 3\ndog: 5\n",
            "data/team.json": #"{"lead": "Ada"}"#,
            "templates/page.mustache": "{{site.data.team.lead}} {{{page.content}}}",
            "content/a.md": "```layout\nText(\"x\")\n```\n",
        ])
        defer { site.remove() }
        _ = try #require(Result { () throws(BuildFailure) in try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: DataReader())) }.success)
        #expect(site.read("public/a/index.html")?.hasPrefix("Ada <p>pets: 3</p>") == true)

        try site.write("cat: [1,\n", to: "data/pets.yml")
        let failure = try #require(site.build().failure)
        #expect(failure.diagnostics.first?.file == "data/pets.yml")
        #expect(failure.diagnostics.first?.line ?? 0 >= 1)
    }

    @Test("A data folder is a mapping of its files (data/team/roles.yml -> team.roles), read once for templates and blocks")
    func dataFolders() throws {
        let site = try SiteFixture([
            "data/people.json": #"[{"name": "Ada"}, {"name": "Lin"}]"#,
            "data/team/roles.yaml": "lead: Ada\nreview: Lin\n",
            "data/team/.hidden.yml": "x: 1\n",
            "data/notes.txt": "ignored",
            "templates/page.mustache": "{{site.data.team.roles.lead}}|{{{page.content}}}",
            "content/a.md": "# A\n",
        ])
        defer { site.remove() }
        var diagnostics: [Diagnostic] = []
        let data = DataFiles.load(siteDirectory: site.root, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(Set(data.keys) == ["people", "team"])
        #expect(data["team"] == .dictionary(["roles": .dictionary(["lead": .string("Ada"), "review": .string("Lin")])]))
        _ = try #require(site.build().success)
        #expect(site.read("public/a/index.html")?.hasPrefix("Ada|") == true)
    }

    @Test("Without a renderer, layout blocks show as highlighted Swift")
    func layoutAsCode() throws {
        let site = try SiteFixture(["content/a.md": "# A\n\n```layout\nHStack(spacing: 8) { Text(\"Hi\") }\n```\n"])
        defer { site.remove() }
        _ = try #require(site.build().success)
        let html = try #require(site.read("public/a/index.html"))
        #expect(html.contains(#"<pre class="layout-source" tabindex="0" role="group" aria-label="swift code"><code class="language-swift"><span class="hl-type">HStack</span>"#))
        #expect(html.contains(#"<span class="hl-string">&quot;Hi&quot;</span>"#))
        #expect(html.contains(#"<span class="hl-number">8</span>"#))
    }

    @Test("The theme compiled into trellis matches templates/ (run embed-theme.sh after editing)")
    func embeddedThemeMatchesFolder() throws {
        let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = repository.appendingPathComponent("templates").path
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        var onDisk: [String: String] = [:]
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                onDisk[path] = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            }
        }
        #expect(onDisk.keys.sorted() == DefaultTheme.files.keys.sorted())
        for (path, text) in onDisk { #expect(DefaultTheme.files[path] == text, "templates/\(path) differs from the embedded copy") }
    }
    @Test("The sidebar shared by a section's pages equals the one rendered per page for a site's own sidebar template")
    func sharedSidebar() throws {
        var files: [String: String] = ["trellis.yml": "title: Big\nnavigation:\n  sidebarLimit: 6\n"]
        for index in 0..<30 { files["content/commands/cmd\(100 + index).md"] = "# Command \(100 + index)\n" }
        files["content/commands/more/_index.md"] = "---\ntitle: More & more\n---\n"
        files["content/commands/more/deep.md"] = "# Deep\n"
        files["content/about.md"] = "# About\n"
        let shared = try SiteFixture(files)
        defer { shared.remove() }
        // A comment makes the template the site's own (so rendered per page) without changing its output.
        files["templates/sidebar.mustache"] = "{{! mine }}" + (DefaultTheme.templates["sidebar"] ?? "")
        let perPage = try SiteFixture(files)
        defer { perPage.remove() }
        _ = try #require(shared.build().success)
        _ = try #require(perPage.build().success)
        for path in ["index.html", "about/index.html", "commands/index.html", "commands/cmd100/index.html", "commands/cmd112/index.html",
                     "commands/cmd129/index.html", "commands/more/index.html", "commands/more/deep/index.html", "404.html"] {
            let expected = try #require(perPage.read("public/" + path))
            #expect(shared.read("public/" + path) == expected, "\(path)")
        }
        let page = try #require(shared.read("public/commands/cmd112/index.html"))
        // One link is marked: the page's own (the breadcrumbs' last item is not a link).
        #expect(page.components(separatedBy: #"/" aria-current="page">"#).count - 1 == 1)
        #expect(page.contains(#"aria-current="page">Command 112</a>"#))
    }
}
