// SF Symbols inside a text's lines in chromium, Firefox and WebKit: each where the engine's line puts it.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// `Text("\(Image(systemName: "star")) Rated")` and `Text(Image(systemName:))` draw the symbol in
/// the text's line (Apple, `LocalizedStringKey.StringInterpolation.appendInterpolation(_: Image)`,
/// `Text.init(_: Image)`), as does a control's title key, shown as `Text(titleKey)`, as a box of
/// the font's size that breaks like a character: every text box, its lines and each symbol's box
/// are where the engine put them, at widths where the symbols fall at a line's start, middle and
/// end, in text sizes from xSmall to accessibility5.
@Suite(.serialized)
struct InlineSymbolBrowserTests {
    static let code = """
        VStack(alignment: .leading, spacing: 10) {
            Text("\\(Image(systemName: "star.fill")) Starred").id("leading")
            Text("Sent \\(Image(systemName: "paperplane")) to the whole team, \\(Image(systemName: "checkmark.circle")) delivered to every reader of the \\(Image(systemName: "list.bullet")) list at once").id("wrapping")
            Text("Rated **\\(Image(systemName: "star.fill")) 4.5** of \\(Text("five").italic())").font(.title2).id("runs")
            Text(Image(systemName: "heart.fill")).foregroundStyle(.red).id("alone")
            (Text(Image(systemName: "bolt")) + Text(" charged in an hour and a half at the station by the river, then \\(Image(systemName: "car")) away")).font(.caption).lineLimit(1).id("cut")
            Button("\\(Image(systemName: "plus")) Add a reader") { }.id("button")
            Label("\\(Image(systemName: "star")) Favourites", systemImage: "bookmark").id("label")
            HStack(alignment: .firstTextBaseline) {
                Text("\\(Image(systemName: "clock")) 9:41").font(.headline).id("row")
                Text("later").id("beside")
            }
        }
        .padding()
        """

    static let textSizes: [DynamicTypeSize] = [.large, .xSmall, .accessibility5]

    @Test(.enabled(if: Showcase.pipeline != nil), arguments: [Browser.chromium, .firefox, .webkit])
    func symbolsSitInTheirTextsLinesAsTheEngineLaysThemOut(_ browser: Browser) async throws {
        guard BrowserPage.isAvailable(browser) else { return }
        let pipeline = try #require(Showcase.pipeline)
        let block = LayoutBlock(code: Self.code, file: "inline-symbols.md")
        let warnings = try pipeline.renderBlock(block).warnings
        #expect(warnings.isEmpty, "no stand-in or other warning: \(warnings)")
        var input = try pipeline.blockInput(block, textSizes: Self.textSizes)
        input.id = "inline-symbols"
        let comparison = try await GeometryCheck.run([input], textSizes: Self.textSizes, name: "inline-symbols-\(browser)", widthsPerBlock: 10,
                                                     in: browser, widths: 240...900) { comparison in
            comparison.checksTextInsideBox = true
        }
        #expect(comparison.boxes > 200)
        #expect(comparison.symbolChecks > 100, "symbols were compared")
        // WebKitGTK's glyph advances are not chromium's (the known issue of the geometry suite),
        // so there a symbol after text sits where those glyphs end and a line's glyphs may end
        // past its box; the symbol's box must still be the engine's, on its line's baseline as
        // the engine puts it, and every element's box the engine's frame.
        let failures = browser == .webkit ? comparison.failures.filter { !$0.contains(" x: ") && !$0.contains(" draws from ") } : comparison.failures
        #expect(failures.isEmpty, "\(browser): \(failures.count) problems:\n\(failures.prefix(20).joined(separator: "\n"))")
        print("inline symbols in \(browser): \(comparison.boxes) boxes, \(comparison.symbolChecks) texts' symbols, worst difference \(comparison.worst) px")

        // At a phone's width the long text wraps with a symbol inside a line, so the comparison
        // covered symbols past the first line.
        let result = input.layout(input.configurations[0], 320)
        let wrapping = try #require(result.node(withID: "wrapping")?.text)
        #expect(wrapping.lines.count > 1)
        #expect(wrapping.lines.dropFirst().contains { $0.fragments.contains { $0.text.contains("\u{FFFC}") } })
        #expect(try #require(result.node(withID: "cut")?.text).isTruncated)
    }
}
