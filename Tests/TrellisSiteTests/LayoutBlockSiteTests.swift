import Foundation
import Testing
import TrellisBlocks
import TrellisLayout
import TrellisMarkup
import TrellisPipeline
@testable import TrellisSite

@Suite("Layout blocks in a site build")
struct LayoutBlockSiteTests {
    /// One renderer for the suite, as for a build: loading fonts is the slow part. Two text
    /// sizes keep the suite quick; the CLI renders every offered size.
    static let renderer: LayoutBlockPipeline? = try? LayoutBlockPipeline(
        siteDirectory: "/nonexistent", textSizes: [.large, .accessibility3])

    static let page = """
        ---
        title: Pets
        heading: Standings
        ---
        # Pets

        ```layout
        VStack(alignment: .leading, spacing: 8) {
            Text(heading).font(.headline).id("heading")
            ForEach(pets) { pet in
                HStack {
                    Text(pet.type)
                    ProgressView(value: pet.votes, total: 50)
                    Text("\\(pet.votes)")
                }
            }
        }
        .padding()
        ```

        Text between blocks.

        ```layout
        @State var layout = "h"
        Picker("Layout", selection: $layout) {
            Text("Row").tag("h")
            Text("Column").tag("v")
        }
        ```
        """

    static let pets = """
        - type: Cat
          votes: 25
        - type: Dog
          votes: 16
        """

    func build(_ site: SiteFixture) throws -> Result<BuildReport, BuildFailure> {
        let renderer = try #require(Self.renderer, "the default fonts (fonts-inter, fonts-dejavu-core) must be installed")
        return Result { () throws(BuildFailure) in
            try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: renderer))
        }
    }

    @Test("A block becomes positioned HTML whose ids are the ones trellis layout prints, with data from front matter and data/")
    func blockRendersWithTrellisLayoutIDs() throws {
        let site = try SiteFixture(["content/pets.md": Self.page, "data/pets.yml": Self.pets])
        defer { site.remove() }
        _ = try build(site).get()
        let html = try #require(site.read("public/pets/index.html"))

        #expect(html.contains("data-trellis-block=\"pets-1\""))
        #expect(html.contains("data-trellis-block=\"pets-2\""))
        #expect(html.contains(">Standings<"))
        #expect(html.contains(">Cat<") && html.contains(">16<"))
        #expect(html.contains("value=\"25\" max=\"50\""), "the progress bar shows the votes")
        #expect(html.contains("Text between blocks."))
        // The block's CSS is in the page, the shared CSS and fonts are linked.
        let head = try #require(html.components(separatedBy: "</head>").first)
        #expect(head.contains("<style>") && head.contains("[data-trellis-block=\"pets-1\"]"))
        #expect(html.contains("assets/trellis-layout.css"))
        #expect(html.contains("assets/trellis-fonts.css"))
        // The theme's text-size control, default `large`, and the block's state inputs.
        #expect(html.contains("name=\"trellis-text-size\" value=\"large\" checked"))
        #expect(html.contains("name=\"trellis-text-size\" value=\"accessibility3\""))
        #expect(html.contains("name=\"pets-2.layout\""))

        let report = try #require(Self.renderer).layoutReport(
            page: site.root + "/content/pets.md", file: "content/pets.md", siteDirectory: site.root, width: 600)
        #expect(report.blocks.map(\.id) == ["pets-1", "pets-2"])
        let htmlNodes = Self.nodeIDs(in: html)
        let reported = report.blocks.flatMap { $0.nodes.map(\.id) }
        #expect(!reported.isEmpty)
        #expect(reported.contains("heading"))
        for id in reported { #expect(htmlNodes.contains(id), "node \(id) of trellis layout is missing from the HTML") }
    }

    @Test("Fonts the engine measured with are published next to the pages, without this machine's paths")
    func fontsArePublished() throws {
        let site = try SiteFixture(["content/pets.md": Self.page, "data/pets.yml": Self.pets])
        defer { site.remove() }
        _ = try build(site).get()
        let css = try #require(site.read("public/assets/trellis-fonts.css"))
        #expect(css.contains("font-family: \"Trellis Text\""))
        #expect(css.contains("font-family: \"Trellis Mono\""))
        #expect(!css.contains("/usr/share"))
        let fonts = try FileManager.default.contentsOfDirectory(atPath: site.root + "/public/assets/fonts")
        #expect(fonts.contains { $0.hasPrefix("Inter-Regular.") })
        #expect(fonts.contains { $0.hasPrefix("DejaVuSansMono.") })
        // Every file the CSS names exists.
        for match in css.split(separator: "url(\"fonts/").dropFirst() {
            let name = match.prefix { $0 != "\"" }
            #expect(fonts.contains(String(name)), "\(name) is declared but not copied")
        }
        let page = try #require(site.read("public/pets/index.html"))
        #expect(!page.contains("/usr/share"))
        let theme = try #require(site.read("public/assets/trellis.css"))
        #expect(theme.contains("\"Trellis Text\""))
    }

    @Test("Errors in blocks of several pages are all reported at file:line:column and the old public/ stays")
    func brokenBlocksKeepOldOutput() throws {
        let site = try SiteFixture(["content/pets.md": Self.page, "data/pets.yml": Self.pets])
        defer { site.remove() }
        _ = try build(site).get()
        let before = try #require(site.read("public/pets/index.html"))

        try site.write("""
            # Broken

            Intro.

            ```layout
            VStack {
                Divider().gridCellColumn(3)
            }
            ```
            """, to: "content/broken.md")
        try site.write("""
            ---
            title: Other
            ---
            ```layout
            Text(title).font(.titel)
            ```
            """, to: "content/guide/other.md")
        let failure = try #require(try build(site).failure)
        let errors = failure.diagnostics.filter { $0.severity == .error }

        let unknownModifier = try #require(errors.first { $0.file == "content/broken.md" })
        #expect(unknownModifier.line == 7)
        #expect(unknownModifier.column == 15)
        #expect(unknownModifier.message.contains("gridCellColumn"))
        #expect(unknownModifier.sourceLine == "    Divider().gridCellColumn(3)")
        #expect(unknownModifier.hint?.contains("gridCellColumns") == true)
        let printed = unknownModifier.formatted()
        #expect(printed.hasPrefix("content/broken.md:7:15: error:"))
        #expect(printed.contains("              ^"))

        let misspeltFont = try #require(errors.first { $0.file == "content/guide/other.md" })
        #expect(misspeltFont.line == 5)
        #expect(misspeltFont.column == 18)
        #expect(misspeltFont.message.contains("`font` expects a font") && misspeltFont.hint?.contains("title") == true)

        #expect(site.read("public/pets/index.html") == before)
        #expect(!site.exists("public/broken/index.html"))
    }

    @Test("A wrong fonts setting in trellis.yml is reported with what to write")
    func badFontConfiguration() throws {
        let site = try SiteFixture(["trellis.yml": "fonts:\n  texts:\n    - { file: a.ttf }\n", "content/a.md": "# A\n"])
        defer { site.remove() }
        #expect(throws: SiteFontsError.self) { try SiteFonts(siteDirectory: site.root) }
        try site.write("fonts:\n  text:\n    - { file: missing.ttf }\n", to: "trellis.yml")
        do {
            _ = try SiteFonts(siteDirectory: site.root)
            Issue.record("a missing font file was accepted")
        } catch let error as SiteFontsError {
            #expect(error.diagnostic.message.contains("missing.ttf"))
        }
    }

    /// Every `data-trellis-node` value of a page.
    static func nodeIDs(in html: String) -> Set<String> {
        var ids = Set<String>()
        for part in html.components(separatedBy: "data-trellis-node=\"").dropFirst() {
            ids.insert(String(part.prefix { $0 != "\"" }))
        }
        return ids
    }
}
