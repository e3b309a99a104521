import Foundation
import Testing
import TrellisMarkup
import TrellisBlocks
import TrellisLayout
@testable import TrellisPipeline
@testable import TrellisSite

@Suite("Images in layout blocks of a site build")
struct LayoutBlockImageTests {
    static let page = """
        # Poll

        ```layout
        HStack(alignment: .top, spacing: 0) {
            Image("cat.png").id("cat")
            Image("/diagram.svg").accessibilityLabel("Votes per pet").id("diagram")
        }
        ```
        """

    static func site(page: String = page) throws -> SiteFixture {
        let site = try SiteFixture([
            "trellis.yml": "title: Pets\nbaseURL: https://example.org/docs/\n",
            "content/guide/poll.md": page,
            "static/diagram.svg": SiteImagesTests.diagramSVG,
        ])
        try site.write(bytes: SiteImagesTests.png40x30, to: "content/guide/cat.png")
        return site
    }

    func build(_ site: SiteFixture) throws -> Result<BuildReport, BuildFailure> {
        let renderer = try #require(LayoutBlockSiteTests.renderer, "the default fonts (fonts-inter, fonts-dejavu-core) must be installed")
        return Result { () throws(BuildFailure) in try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: renderer)) }
    }

    @Test("A PNG next to the page and an SVG in static/ are shown at their size, from the URLs the build copies them to")
    func imagesArePublishedAndSized() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try build(site).get()
        let html = try #require(site.read("public/guide/poll/index.html"))
        #expect(html.contains(#"src="/docs/guide/cat.png" alt="cat" width="40" height="30""#))
        #expect(html.contains(#"src="/docs/diagram.svg" alt="Votes per pet" width="120" height="60""#))
        // The files are where the URLs point (below the base path, public/ is the site root).
        let copied = try Data(contentsOf: URL(fileURLWithPath: site.root + "/public/guide/cat.png"))
        #expect([UInt8](copied) == SiteImagesTests.png40x30)
        #expect(site.read("public/diagram.svg") == SiteImagesTests.diagramSVG)

        // The engine's frames are the files' sizes, side by side.
        let renderer = try #require(LayoutBlockSiteTests.renderer)
        let nodes = try renderer.layoutReport(
            page: site.root + "/content/guide/poll.md", file: "content/guide/poll.md", siteDirectory: site.root, width: 400
        ).blocks.flatMap(\.nodes)
        let cat = try #require(nodes.first { $0.id == "cat" })
        let diagram = try #require(nodes.first { $0.id == "diagram" })
        #expect((cat.width, cat.height) == (40, 30))
        #expect((diagram.x - cat.x, diagram.width, diagram.height) == (40, 120, 60))
    }

    @Test("An app's asset the site lacks (a name without extension) draws the photo symbol, with one warning naming it")
    func anAppsAssetStandsIn() throws {
        let site = try Self.site(page: """
            # Poll

            ```layout
            VStack {
                Image("turtlerock").resizable().frame(width: 50, height: 50).id("rock")
                Image("turtlerock").id("again")
                Image("cat").id("cat")
                Image("profile.female").id("dotted")
                Image("heart.rate").id("found")
            }
            ```
            """)
        defer { site.remove() }
        // Asset names may hold dots: `heart.rate` is heart.rate.png, `profile.female` an asset
        // the site lacks, not a file of type `.female` (both failed on set I).
        try site.write(bytes: SiteImagesTests.png40x30, to: "content/guide/heart.rate.png")
        let report = try build(site).get()
        let warnings = report.warnings.filter { $0.message.hasPrefix("the image `turtlerock` is not a file of the site") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.line == 5 && warnings.first?.column == 5)
        #expect(report.warnings.contains { $0.message.hasPrefix("the image `profile.female` is not a file of the site") && $0.line == 8 })
        let html = try #require(site.read("public/guide/poll/index.html"))
        // `cat` resolves to cat.png beside the page; `turtlerock` is the `photo` symbol.
        #expect(html.contains(#"src="/docs/guide/cat.png""#))
        #expect(html.contains(#"src="/docs/guide/heart.rate.png""#))
        #expect(html.contains(#"role="img" aria-label="photo""#))
        #expect(!html.contains(#"src="/docs/guide/turtlerock"#) && !html.contains(#"src="/docs/turtlerock"#))
    }

    @Test("A missing image fails the build at the Image( call with where it looked, and the old public/ stays")
    func missingImageFailsTheBuild() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try build(site).get()
        let before = try #require(site.read("public/guide/poll/index.html"))

        try site.write(Self.page.replacingOccurrences(of: #"Image("cat.png")"#, with: #"Image("cta.png")"#), to: "content/guide/poll.md")
        let failure = try #require(try build(site).failure)
        let errors = failure.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect((error.file, error.line, error.column) == ("content/guide/poll.md", 5, 5))
        #expect(error.message == "no image file named `cta.png`")
        #expect(error.hint == "looked in content/guide/ and static/; did you mean `cat.png`?")
        #expect(error.sourceLine == #"    Image("cta.png").id("cat")"#)
        #expect(error.formatted().hasPrefix("content/guide/poll.md:5:5: error: no image file named `cta.png`"))
        #expect(site.read("public/guide/poll/index.html") == before)
    }
}
