import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisText

/// Renders layout-block source as the site does (real fonts, real engine), for tests that
/// read the HTML and CSS written for what the author wrote.
enum RenderedSource {
    static let measurer: TextMeasurer? = try? TextMeasurer(fonts: .defaultTheme)

    /// The block `code` as renderer input; `nil` when the theme's fonts are missing.
    static func input(_ code: String, id: String = "t") throws -> BlockInput? {
        guard let measurer else { return nil }
        let layouter = BlockLayouter(measurer: measurer)
        let markdown = "```layout\n\(code)\n```\n"
        guard let fence = LayoutFenceScanner.fences(in: markdown, file: "test.md").first else { return nil }
        let block = try LayoutBlock(source: fence.source, catalog: layouter.catalog)
        return try BlockInput(id: id, block: block, layouter: layouter)
    }

    /// The block `code` as the renderer writes it; `nil` when the theme's fonts are missing.
    static func render(_ code: String, id: String = "t", options: RenderOptions = RenderOptions(minWidth: 240, maxWidth: 640)) throws -> RenderedBlock? {
        try input(code, id: id).map { BlockRenderer(options: options).render($0) }
    }
}
