// Golden JSON of `trellis layout` for pages, measured with the real fonts.
//
// Re-record after an intended change with:
//   TRELLIS_RECORD_GOLDENS=1 swift test --filter TrellisBlocksTests.GoldenPageTests

import Foundation
import Testing
import TrellisMarkup
import TrellisBlocks
import TrellisLayout
import TrellisText

@Suite struct GoldenPageTests {
    static let pagesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pages")
    static let measurer: TextMeasurer? = try? TextMeasurer()

    /// Pages at a desktop width and a narrow one, in each state that matters.
    static let cases: [(page: String, width: Double, state: [String: String], golden: String)] = [
        ("stacks.md", 600, [:], "stacks-600.json"),
        ("stacks.md", 320, [:], "stacks-320.json"),
        ("switcher.md", 600, [:], "switcher-600.json"),
        ("switcher.md", 600, ["layout": "vstack"], "switcher-600-vstack.json"),
        ("switcher.md", 600, ["layout": "zstack"], "switcher-600-zstack.json"),
        ("flow-switcher.md", 400, [:], "flow-switcher-400.json"),
        ("flow-switcher.md", 400, ["choice": "hstack"], "flow-switcher-400-hstack.json"),
        ("leaderboard.md", 600, [:], "leaderboard-600.json"),
        ("leaderboard.md", 320, [:], "leaderboard-320.json"),
        ("vote-buttons.md", 600, [:], "vote-buttons-600.json"),
        ("vote-buttons.md", 200, [:], "vote-buttons-200.json"),
        ("radial-avatars.md", 600, [:], "radial-avatars-600.json"),
        ("radial-avatars.md", 600, ["isThreeWayTie": "true"], "radial-avatars-600-tie.json"),
    ]

    @Test func charactersNoFontDrawsAreWarnedAboutAtTheirText() throws {
        let measurer = try #require(Self.measurer)
        let report = try report(
            markdown: "```layout\nVStack {\n    Text(\"ok\")\n    Text(\"Dog \u{1F415}\u{E000}\")\n}\n```\n", file: "p.md", width: 300, measurer: measurer)
        #expect(report.warnings.map(\.location) == ["p.md:4:5"])
        #expect(report.warnings.first?.severity == .warning)
        #expect(report.warnings.first?.description.hasPrefix("p.md:4:5: warning: no configured font draws") == true)
    }

    @Test(arguments: 0..<cases.count)
    func pageMatchesGolden(_ index: Int) throws {
        let testCase = Self.cases[index]
        let measurer = try #require(Self.measurer, "the default theme's fonts (fonts-inter, fonts-dejavu-core) must be installed")
        let markdown = try String(contentsOf: Self.pagesDirectory.appendingPathComponent(testCase.page), encoding: .utf8)
        let report = try report(markdown: markdown, file: "content/" + testCase.page, width: testCase.width, state: testCase.state, measurer: measurer)
        let goldenURL = Self.pagesDirectory.appendingPathComponent(testCase.golden)
        if ProcessInfo.processInfo.environment["TRELLIS_RECORD_GOLDENS"] != nil {
            try report.json.write(to: goldenURL, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: goldenURL, encoding: .utf8)
        #expect(report.json == golden, "\(testCase.golden) differs; re-record with TRELLIS_RECORD_GOLDENS=1 if the change is intended")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }
}
