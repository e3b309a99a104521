// Long words and cut lines in chromium and Firefox: the page breaks, cuts and draws text where the engine does.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisMarkup
import TrellisPipeline
import TrellisSite

/// Issue 28, "Text never escapes its box": a word wider than its line is broken between
/// characters, a cut line ends in "…" at its `truncationMode` (`.tail`, `.middle`, `.head`;
/// developer.apple.com/documentation/swiftui/view/truncationmode(_:)), and the page draws the
/// engine's lines: the same characters on each line, the ellipsis where the engine's line
/// puts it, every element on the engine's frame and no glyph outside its element, at every
/// width piece and at the smallest, default and largest text sizes.
@Suite(.serialized)
struct LongWordBrowserTests {
    static let token = "averyveryverylongsingletoken_abcdefghijklmnopqrstuvwxyz0123456789"
    static let code = """
        VStack(alignment: .leading, spacing: 10) {
            Text("\(token)").id("wrapped")
            Text("Before \(token) after").id("between")
            Text("\(token)").lineLimit(1).id("framed").frame(width: 200)
            Text("\(token)").lineLimit(1).id("tail")
            Text("\(token)").lineLimit(1).truncationMode(.middle).id("middle")
            Text("\(token)").lineLimit(1).truncationMode(.head).id("head")
            Text("Two lines of \(token) at most").lineLimit(2).id("two")
            Text("**\(token)**\(token)").font(.title3).lineLimit(3).id("runs")
            HStack {
                Text("\(token)").lineLimit(1).id("row")
                Text("End").bold().id("end")
            }
        }
        .padding()
        """

    static let textSizes: [DynamicTypeSize] = [.large, .xSmall, .accessibility5]

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func longWordsBreakAndCutAsTheEngineDoes() async throws {
        let pipeline = try #require(Showcase.pipeline)
        let measurer = try #require(Showcase.measurer)
        var input = try pipeline.blockInput(LayoutBlock(code: Self.code, file: "long-words.md"), textSizes: Self.textSizes)
        input.id = "long-words"
        let comparison = try await GeometryCheck.run([input], textSizes: Self.textSizes, name: "long-words", widthsPerBlock: 10) { comparison in
            comparison.checksTextInsideBox = true
            comparison.widthOf = { measurer.width(of: $0, font: $1) }
        }
        #expect(comparison.boxes > 300)
        #expect(comparison.lineChecks > 0, "the lines of a broken word were placed")
        #expect(comparison.ellipsisChecks > 100, "ellipses were compared")
        #expect(comparison.failures.isEmpty, "\(comparison.failures.count) problems:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
        print("long words in chromium: \(comparison.boxes) boxes, \(comparison.ellipsisChecks) ellipses, worst difference \(comparison.worst) px")

        // The engine does break and cut at a phone's width (else the comparison proves little).
        let result = input.layout(input.configurations[0], 320)
        let wrapped = try #require(result.node(withID: "wrapped")?.text)
        #expect(wrapped.lines.count > 1 && !wrapped.isTruncated)
        for id in ["framed", "tail", "middle", "head", "row"] {
            let node = try #require(result.node(withID: id))
            let line = node.text?.lines.first?.fragments.map(\.text).joined() ?? ""
            #expect(node.text?.isTruncated == true && line.contains("…"), "\(id): \(line)")
            #expect(node.frame.maxX <= 320, "\(id) ends at \(node.frame.maxX)")
        }
        // Issue 28's example: laid out 599 px wide before, now within its 200 px frame.
        let framed = result.node(withID: "framed")?.frame.width ?? 0
        #expect(framed <= 200 && framed > 180, "\(framed)")
    }

    /// The same long words and cut lines in Firefox ESR, as issue 28 asks ("checked in Chromium
    /// and Firefox"): every box, broken line, ellipsis and glyph in its element within 0.5 px at
    /// widths that are whole 1/64 px and at the others (Firefox lays out in 1/60 px), where the
    /// page's boundaries are exact too (`PiecewiseSampler.settlesSixtieths`: 72 differences
    /// before, the worst by 24 px). Font sizes are ones Firefox sets on FreeType as chromium
    /// does (`FontSpec.pageSize`): at 51.76 px it drew each glyph 0.03% wider, a bold and
    /// regular line at the largest text size 0.57 px past its box.
    @Test(.enabled(if: BrowserPage.isAvailable(.firefox) && Showcase.pipeline != nil))
    func longWordsBreakAndCutAsTheEngineDoesInFirefox() async throws {
        let pipeline = try #require(Showcase.pipeline)
        let measurer = try #require(Showcase.measurer)
        var input = try pipeline.blockInput(LayoutBlock(code: Self.code, file: "long-words.md"), textSizes: Self.textSizes)
        input.id = "long-words"
        let comparison = try await GeometryCheck.run([input], textSizes: Self.textSizes, name: "long-words-firefox", widthsPerBlock: 10, in: .firefox) { comparison in
            comparison.checksTextInsideBox = true
            comparison.widthOf = { measurer.width(of: $0, font: $1) }
        }
        #expect(comparison.boxes > 300)
        #expect(comparison.ellipsisChecks > 100, "ellipses were compared")
        let onGrid = comparison.widths.filter(FirefoxAndWebKitGeometryTests.isWholeLayoutUnits).count
        #expect(onGrid >= 10, "too few cases at whole 1/64 px widths: \(onGrid)")
        let betweenBreakpoints = comparison.failures.filter { FirefoxAndWebKitGeometryTests.width(of: $0).map { !FirefoxAndWebKitGeometryTests.isWholeLayoutUnits($0) } ?? false }
        let elsewhere = comparison.failures.filter { !betweenBreakpoints.contains($0) }
        #expect(elsewhere.isEmpty, "\(elsewhere.count) problems at whole 1/64 px widths:\n\(elsewhere.prefix(20).joined(separator: "\n"))")
        #expect(betweenBreakpoints.isEmpty, "\(betweenBreakpoints.count) problems at widths between 1/64 px:\n\(betweenBreakpoints.prefix(20).joined(separator: "\n"))")
        print("long words in firefox: \(comparison.boxes) boxes (\(onGrid) of \(comparison.widths.count) cases at whole 1/64 px), \(comparison.ellipsisChecks) ellipses, worst difference \(comparison.worst) px")
    }

    /// The views-and-modifiers guide page of `content/` (its `lineLimit(1)` titles, shrinking
    /// labels and `layoutPriority` row): no glyph outside its element at any text size the
    /// theme offers, at phone and desktop widths, in chromium and in Firefox (where the issue
    /// saw a title 258 px past its box at the largest size).
    @Test(.enabled(if: Showcase.pipeline != nil), arguments: [Browser.chromium, .firefox])
    func theGuidePageKeepsEveryTextInItsBox(_ browser: Browser) async throws {
        guard BrowserPage.isAvailable(browser) else { return }
        let pipeline = try #require(Showcase.pipeline)
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("content/layout/views-and-modifiers.md")
        let markdown = try String(contentsOf: page, encoding: .utf8)
        let document = MarkdownDocument(text: markdown, file: "views-and-modifiers.md")
        let sizes: [DynamicTypeSize] = [.large, .xSmall, .accessibility5]
        var inputs: [BlockInput] = []
        for (index, block) in LayoutBlock.blocks(in: document, siteData: [:], data: [:]).enumerated() {
            // A scale or rotation draws a view off its layout frame, in SwiftUI as on the page,
            // and the browser's boxes are of the drawing: that block's frames cannot compare.
            if block.source.code.contains("scaleEffect") || block.source.code.contains("rotationEffect") { continue }
            guard var input = try? pipeline.blockInput(block, textSizes: sizes) else { continue }
            input.id = "guide-\(index)"
            inputs.append(input)
        }
        #expect(inputs.count > 10)
        let comparison = try await GeometryCheck.run(inputs, textSizes: sizes, name: "guide-text-boxes-\(browser)", widthsPerBlock: 3, in: browser) { comparison in
            comparison.checksTextInsideBox = true
        }
        #expect(comparison.failures.isEmpty, "\(browser): \(comparison.failures.count) problems:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
    }
}
