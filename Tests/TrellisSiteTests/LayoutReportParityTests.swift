import Foundation
import Testing
import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisMarkup
import TrellisText
@testable import TrellisSite

/// `trellis layout` prints the layout the build draws: same fonts, names, data order and
/// blocks. Each test fails on one way the command used to disagree with the build.
@Suite("trellis layout agrees with the build")
struct LayoutReportParityTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// A site whose text font is DejaVu Sans (not the default Inter), with a data mapping
    /// written out of key order and blocks in a blockquote, a list item and after a longer
    /// fence that shows a ```layout line as an example.
    static let files: [String: String] = [
        "trellis.yml": """
            title: Parity
            greeting: Hello from the configuration
            fonts:
              text:
                - { file: \(dejaVu) }
                - { file: \(dejaVuBold), weight: bold }
            """,
        "data/scores.yml": "zebra: 3\napple: 12\nmango: 7\n",
        "content/parity.md": """
            ---
            title: Parity
            heading: Scores by animal
            ---
            # Parity

            > ```layout
            > Text(heading).font(.title).id("quoted")
            > ```

            - An item:

              ```layout
              VStack(alignment: .leading, spacing: 4) {
                  ForEach(scores) { entry in
                      HStack {
                          Text(entry.key).bold()
                          Spacer()
                          Text("\\(entry.value) votes")
                      }
                      .id(entry.key)
                  }
              }
              .padding()
              ```

            ````markdown
            ```layout
            Text("an example, not a block")
            ```
            ````

            ```layout
            @State var layout = "h"
            let chosen = layout == "h" ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            VStack {
                Picker("Layout", selection: $layout) {
                    Text("Row").tag("h")
                    Text("Column").tag("v")
                }
                chosen {
                    Text("Some longer words that wrap when the column is narrow")
                    Text("more").italic()
                }
            }
            ```
            """,
    ]

    static let width = 320.0

    /// The site with some files replaced or added.
    static func site(changing changes: [String: String]) throws -> SiteFixture {
        try SiteFixture(files.merging(changes) { $1 })
    }

    /// The JSON `trellis layout` prints, decoded.
    static func command(_ arguments: [String]) throws -> (status: Int32, json: [String: Any]?, errors: String) {
        let run = try CommandLineTests.trellis(["layout"] + arguments)
        let json = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        return (run.status, json, run.errors)
    }

    /// The frames the build's renderer computes for every block of the page, read the way
    /// `Site.build` reads the site, for the initial state at `textSize` and `width`.
    static func buildFrames(site: SiteFixture, file: String, textSize: DynamicTypeSize = .large,
                            state: [String: String] = [:]) throws -> [(id: String, line: Int, result: LayoutResult)] {
        let renderer = try EngineLayoutRenderer(siteDirectory: site.root, textSizes: [textSize])
        var diagnostics: [Diagnostic] = []
        let config = SiteConfig.load(directory: site.root, diagnostics: &diagnostics)
        let data = DataFiles.load(siteDirectory: site.root, diagnostics: &diagnostics)
        let content = ContentLoader(siteDirectory: site.root, includeDrafts: false).load()
        #expect(diagnostics.isEmpty && content.diagnostics.isEmpty)
        let page = try #require(content.pages.first { $0.file == file })
        return try LayoutBlock.blocks(in: page.document, siteData: config.values, data: data).map { block in
            let input = try renderer.blockInput(block)
            var configuration = try #require(input.configurations.first)
            configuration.state.merge(state) { $1 }
            // The renderer always lays out the page's default size too (first); pick ours.
            configuration.textSize = textSize
            return (input.id, block.line - 1, input.layout(configuration, width))
        }
    }

    @Test("The command's JSON is the build renderer's frames, measured with the site's own font")
    func commandPrintsTheBuildsFrames() throws {
        let site = try SiteFixture(Self.files)
        defer { site.remove() }
        let run = try Self.command([site.root + "/content/parity.md", "--width", "320"])
        #expect(run.status == 0, "\(run.errors)")
        let json = try #require(run.json)
        #expect(json["page"] as? String == "content/parity.md")
        let blocks = try #require(json["blocks"] as? [[String: Any]])

        let built = try Self.buildFrames(site: site, file: "content/parity.md")
        // The quoted and the listed block count; the example inside the ```` fence does not.
        #expect(built.map(\.id) == ["parity-1", "parity-2", "parity-3"])
        #expect(blocks.compactMap { $0["id"] as? String } == built.map(\.id))
        #expect(blocks.compactMap { $0["line"] as? Int } == [7, 13, 33])
        #expect(built.map(\.line) == [7, 13, 33])

        try #require(blocks.count == 3)
        var compared = 0
        for (block, expected) in zip(blocks, built) {
            #expect(Self.same(block["height"], expected.result.size.height), "height of \(expected.id)")
            for node in block["nodes"] as? [[String: Any]] ?? [] {
                let id = try #require(node["id"] as? String)
                let frame = try #require(expected.result.nodes.first { $0.id == id && $0.isVisible }?.frame, "node \(id) is not drawn by the build")
                #expect(Self.same(node["x"], frame.minX), "x of \(id)")
                #expect(Self.same(node["y"], frame.minY), "y of \(id)")
                #expect(Self.same(node["width"], frame.width), "width of \(id)")
                #expect(Self.same(node["height"], frame.height), "height of \(id)")
                compared += 1
            }
        }
        #expect(compared >= 12)

        // The mapping's rows are drawn in the order the data file lists them.
        let rows = (blocks[1]["nodes"] as? [[String: Any]] ?? []).filter { ["zebra", "apple", "mango"].contains($0["id"] as? String) }
        #expect(rows.compactMap { $0["id"] as? String } == ["zebra", "apple", "mango"])
        let rowTops = rows.compactMap { $0["y"] as? Double }
        #expect(rowTops == rowTops.sorted() && Set(rowTops).count == 3)

        // The site's font matters: Inter (the default) puts the text elsewhere, so a command
        // measuring with defaults could not match the build.
        var ignored: [Diagnostic] = []
        let defaults = try BlockLayouter(measurer: TextMeasurer()).report(
            document: MarkdownDocument(text: try #require(site.read("content/parity.md")), file: "content/parity.md"),
            data: ["scores": DataValue.parse(yaml: "zebra: 3\napple: 12\nmango: 7\n", file: "data/scores.yml", diagnostics: &ignored)],
            width: Self.width)
        let quotedWidth = (blocks[0]["nodes"] as? [[String: Any]])?.first { $0["id"] as? String == "quoted" }?["width"] as? Double
        #expect(quotedWidth != nil)
        #expect(defaults.blocks[0].nodes.first { $0.id == "quoted" }?.width != quotedWidth)
    }

    /// The JSON rounds to 1e-9 px (see `LayoutReport.json`); the engine's doubles are finer.
    static func same(_ json: Any?, _ engine: Double) -> Bool {
        guard let value = json as? Double else { return false }
        return abs(value - engine) < 1e-6
    }

    @Test("--state and --text-size give the build's frames for that configuration")
    func stateAndTextSizeMatchTheBuild() throws {
        let site = try SiteFixture(Self.files)
        defer { site.remove() }
        let run = try Self.command([site.root + "/content/parity.md", "--width", "320", "--state", "layout=v", "--text-size", "accessibility2"])
        #expect(run.status == 0, "\(run.errors)")
        let blocks = try #require(run.json?["blocks"] as? [[String: Any]])
        let built = try Self.buildFrames(site: site, file: "content/parity.md", textSize: .accessibility2, state: ["layout": "v"])
        let last = try #require(built.last)
        #expect(Self.same(blocks.last?["height"], last.result.size.height))
        for node in blocks.last?["nodes"] as? [[String: Any]] ?? [] {
            let id = try #require(node["id"] as? String)
            let frame = try #require(last.result.nodes.first { $0.id == id && $0.isVisible }?.frame)
            #expect(Self.same(node["y"], frame.minY) && Self.same(node["height"], frame.height), "\(id)")
        }
    }

    @Test("A block sees the names the build gives it: data and front matter, not trellis.yml's keys")
    func namesAreTheBuilds() throws {
        let site = try Self.site(changing: ["content/greeting.md": "# Greeting\n\n```layout\nText(greeting)\n```\n"])
        defer { site.remove() }
        let run = try Self.command([site.root + "/content/greeting.md", "--width", "320"])
        #expect(run.status == 1)
        let renderer = try EngineLayoutRenderer(siteDirectory: site.root, textSizes: [.large])
        let failure = try #require(try site.build(renderer: renderer).failure)
        let error = try #require(failure.diagnostics.first { $0.file == "content/greeting.md" })
        #expect(error.message.contains("greeting"))
        // Printed exactly as `trellis build` prints it.
        #expect(run.errors.contains(error.formatted()), "\(run.errors)")
    }

    @Test("A font the site configures but cannot load is reported as the build reports it")
    func fontErrorsAreTheBuilds() throws {
        let site = try Self.site(changing: ["trellis.yml": "fonts:\n  text:\n    - { file: fonts/Missing.ttf }\n"])
        defer { site.remove() }
        let layout = try Self.command([site.root + "/content/parity.md", "--width", "320"])
        let build = try CommandLineTests.trellis(["build", "--source", site.root])
        #expect(layout.status == 1 && build.status == 1)
        let diagnostic = try #require(build.errors.split(separator: "\n").first)
        #expect(diagnostic.contains("Missing.ttf"))
        #expect(layout.errors.hasPrefix(String(diagnostic)), "\(layout.errors)")
        #expect(layout.json == nil)
    }
}

extension SiteFixture {
    func build(renderer: EngineLayoutRenderer) -> Result<BuildReport, BuildFailure> {
        Result { () throws(BuildFailure) in
            try Site.build(BuildOptions(siteDirectory: root, layoutRenderer: renderer))
        }
    }
}
