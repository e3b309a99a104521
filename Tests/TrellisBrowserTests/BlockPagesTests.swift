import BrowserSupport
import Foundation
import Testing
import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite
import TrellisMarkup

/// The WWDC session's poll screen and the Field Guide's switcher, written in the layout-block
/// language (TrellisBlocks' session pages), match the engine in chromium in every state.
@Suite(.serialized)
struct BlockPagesTests {
    static let pagesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TrellisBlocksTests/Pages")

    /// Every layout block of the session pages as renderer input.
    static func inputs(textSizes: [DynamicTypeSize]) throws -> [BlockInput] {
        guard let pipeline = Showcase.pipeline else { return [] }
        let files = try FileManager.default.contentsOfDirectory(atPath: pagesDirectory.path).filter { $0.hasSuffix(".md") }.sorted()
        var inputs: [BlockInput] = []
        for file in files {
            let markdown = try String(contentsOf: pagesDirectory.appendingPathComponent(file), encoding: .utf8)
            let document = MarkdownDocument(text: markdown, file: file)
            for block in LayoutBlock.blocks(in: document, siteData: [:], data: [:]) {
                inputs.append(try pipeline.blockInput(block, textSizes: textSizes))
            }
        }
        return inputs
    }

    static let textSizes: [DynamicTypeSize] = [.large, .accessibility3]

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.measurer != nil))
    func sessionPagesMatchTheEngineInEveryState() async throws {
        let inputs = try Self.inputs(textSizes: Self.textSizes)
        #expect(inputs.count >= 6)
        let comparison = try await GeometryCheck.run(inputs, textSizes: Self.textSizes, name: "session-pages", widthsPerBlock: 8)
        #expect(comparison.boxes > 500)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.count) problems:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
    }
}

/// Screenshots of the showcase and the session pages at 320, 768 and 1280 px, for a person
/// to look at: `TRELLIS_SCREENSHOTS=/some/dir swift test --filter Screenshots`.
@Suite
struct Screenshots {
    static let directory = ProcessInfo.processInfo.environment["TRELLIS_SCREENSHOTS"]

    @Test(.enabled(if: directory != nil && BrowserPage.isAvailable && Showcase.measurer != nil))
    func pagesAtPhoneTabletAndDesktopWidths() async throws {
        guard let directory = Self.directory else { return }
        let renderer = BlockRenderer()
        let pages: [(String, [BlockInput])] = [
            ("session", try BlockPagesTests.inputs(textSizes: [.large])), ("showcase", Showcase.all),
        ]
        try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await browser.setWindowSize(width: 1800, height: 4000)
            for (name, inputs) in pages {
                let blocks = inputs.map { Showcase.rendered[$0.id] ?? renderer.render($0) }
                for width in [320.0, 768, 1280] {
                    let page = MeasurementPage(blocks: blocks, textSizes: [.large], disablesTransitions: false, columnWidth: width)
                    try await BrowserPage.open(try page.html(cases: []), name: "\(name)-\(Int(width))", in: browser)
                    _ = try await browser.executeAsync("document.fonts.ready.then(() => arguments[arguments.length - 1](true));")
                    let target = URL(fileURLWithPath: directory).appendingPathComponent("\(name)-\(Int(width)).png")
                    try await browser.screenshot().write(to: target)
                    print("screenshot \(target.path)")
                }
            }
        }
    }
}
