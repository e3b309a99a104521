// The site's `layouts/*.swift`: declared once, used by every page, errors at the file's lines.

import Testing
import TrellisMarkup
import TrellisPipeline
@testable import TrellisSite

@Suite struct SiteLayoutsFolderTests {
    static let column = """
        // A column that puts its subviews 10 points apart, whatever their spacing preferences.
        struct TenColumn: Layout {
            var gap: CGFloat = 10

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let width = sizes.map(\\.width).max() ?? 0
                return CGSize(width: width, height: sizes.reduce(0) { $0 + $1.height } + gap * CGFloat(max(sizes.count - 1, 0)))
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
                    y += size.height + gap
                }
            }
        }
        """

    @Test func everyPageUsesTheFoldersLayoutAndAnEditIsSeen() throws {
        let page = "# A\n\n```layout\nTenColumn {\n    Color.red.frame(width: 20, height: 20).id(\"a\")\n    Color.blue.frame(width: 20, height: 20).id(\"b\")\n}\n```\n"
        let site = try SiteFixture(["layouts/column.swift": Self.column, "content/a.md": page, "content/b.md": page.replacingOccurrences(of: "# A", with: "# B")])
        defer { site.remove() }
        let pipeline = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large])
        _ = try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: pipeline))
        for name in ["a", "b"] {
            let report = try pipeline.layoutReport(page: site.root + "/content/\(name).md", file: "content/\(name).md", siteDirectory: site.root, width: 200)
            let nodes = Dictionary(uniqueKeysWithValues: try #require(report.blocks.first).nodes.map { ($0.id, $0) })
            #expect(try #require(nodes["b"]).y - #require(nodes["a"]).y == 30)
        }
        // The folder is read again when a file changes (as `trellis serve` needs).
        try site.write(Self.column.replacingOccurrences(of: "var gap: CGFloat = 10", with: "var gap: CGFloat = 4"), to: "layouts/column.swift")
        let edited = try pipeline.layoutReport(page: site.root + "/content/a.md", file: "content/a.md", siteDirectory: site.root, width: 200)
        let nodes = Dictionary(uniqueKeysWithValues: try #require(edited.blocks.first).nodes.map { ($0.id, $0) })
        #expect(try #require(nodes["b"]).y - #require(nodes["a"]).y == 24)
    }

    @Test func aMistakeInTheFolderIsReportedAtItsOwnLine() throws {
        let site = try SiteFixture([
            "layouts/broken.swift": "struct Broken: Layout {\n    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n        CGSize(width: wdth, height: 1)\n    }\n    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}\n",
            "content/a.md": "# A\n\n```layout\nText(\"a\")\n```\n",
        ])
        defer { site.remove() }
        let pipeline = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large])
        let failure = try #require(Result { () throws(BuildFailure) in
            try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: pipeline))
        }.failure)
        #expect(failure.diagnostics.contains { $0.location == "layouts/broken.swift:3:23" && $0.message == "unknown name `wdth`" })
    }

    /// What the folder's code warns of is said once a build at its file's line, however many
    /// pages use it: a `#warning`, and an attribute's arguments after a space, which Swift 5
    /// reads with a warning (it was not said at all: the build dropped the library's notes).
    @Test func aWarningInTheFolderIsSaidOnceAtItsLine() throws {
        let wrapped = """
            #warning("tune the gap")
            @propertyWrapper struct AtLeast { var value: CGFloat; var wrappedValue: CGFloat { get { value } set { value = newValue } } }
            struct Spaced: Layout {
                @AtLeast (value: 3) var gap: CGFloat
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        let page = "# A\n\n```layout\nText(\"a\")\n```\n"
        let site = try SiteFixture(["layouts/spaced.swift": wrapped, "content/a.md": page, "content/b.md": page.replacingOccurrences(of: "# A", with: "# B")])
        defer { site.remove() }
        let pipeline = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large])
        let report = try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: pipeline))
        let said = report.warnings.filter { $0.file == "layouts/spaced.swift" }
        #expect(said.map(\.location).sorted() == ["layouts/spaced.swift:1:1", "layouts/spaced.swift:4:13"], "\(report.warnings)")
        #expect(said.allSatisfy { $0.severity == .warning })
    }

    @Test func theFolderHoldsDeclarationsOnly() throws {
        let site = try SiteFixture(["layouts/views.swift": "Text(\"stray\")\n", "content/a.md": "# A\n\n```layout\nText(\"a\")\n```\n"])
        defer { site.remove() }
        let pipeline = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large])
        let failure = try #require(Result { () throws(BuildFailure) in
            try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: pipeline))
        }.failure)
        #expect(failure.diagnostics.first?.message == "a file in layouts/ holds declarations only")
        #expect(failure.diagnostics.first?.location == "layouts/views.swift:1:1")
    }
}

extension SiteLayoutsFolderTests {
    /// An edit in `layouts/` lays the blocks that use it out again in an incremental build,
    /// whose output then equals a clean build's.
    @Test func anIncrementalBuildSeesALayoutsEdit() throws {
        let page = "# A\n\n```layout\nTenColumn {\n    Color.red.frame(width: 20, height: 20).id(\"a\")\n    Color.blue.frame(width: 20, height: 20).id(\"b\")\n}\n```\n"
        let site = try SiteFixture(["layouts/column.swift": Self.column, "content/a.md": page, "trellis.yml": "title: T\nlayout:\n  textSizes: [large]\n"])
        defer { site.remove() }
        let renderer = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large])
        _ = try IncrementalBuildTests.build(site, renderer: renderer)
        let before = try String(contentsOfFile: site.root + "/public/a/index.html", encoding: .utf8)
        try site.write(Self.column.replacingOccurrences(of: "var gap: CGFloat = 10", with: "var gap: CGFloat = 4"), to: "layouts/column.swift")
        let second = try IncrementalBuildTests.build(site, renderer: renderer)
        #expect(second.reusedPageCount == 0)
        let after = try String(contentsOfFile: site.root + "/public/a/index.html", encoding: .utf8)
        #expect(before != after)
        try IncrementalBuildTests.expectEqualToCleanBuild(site, renderer: renderer)
    }
}
