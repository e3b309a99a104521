import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisText

/// Renders layout-block source as the site does (real fonts, real engine), for tests that
/// read the HTML and CSS written for what the author wrote.
enum RenderedSource {
    static let measurer: TextMeasurer? = try? TextMeasurer(fonts: .defaultTheme)

    /// The block `code` as renderer input; `nil` when the theme's fonts are missing.
    static func input(_ code: String, id: String = "t", textSizes: [DynamicTypeSize] = [.default]) throws -> BlockInput? {
        guard let measurer else { return nil }
        let layouter = BlockLayouter(measurer: measurer)
        // The code of a fence opened on line 1 of test.md.
        let fence = LayoutFence(code: code, file: "test.md", codeLine: 2, column: 1, index: 0)
        let block = try LayoutBlock(source: fence.source, catalog: layouter.catalog)
        return try BlockInput(id: id, block: block, layouter: layouter, textSizes: textSizes)
    }

    /// The block `code` as the renderer writes it; `nil` when the theme's fonts are missing.
    static func render(
        _ code: String, id: String = "t", textSizes: [DynamicTypeSize] = [.default], options: RenderOptions = RenderOptions(minWidth: 240, maxWidth: 640)
    ) throws -> RenderedBlock? {
        try input(code, id: id, textSizes: textSizes).map { BlockRenderer(options: options).render($0) }
    }
}
