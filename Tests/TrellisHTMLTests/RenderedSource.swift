import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite
import TrellisText

/// Renders layout-block source as the site does (real fonts, real engine), for tests that
/// read the HTML and CSS written for what the author wrote.
enum RenderedSource {
    /// The build's pipeline with the default theme's fonts; `nil` when they are missing.
    static let pipeline: LayoutBlockPipeline? = try? LayoutBlockPipeline(fonts: SiteFonts())

    /// The block `code` as renderer input; `nil` when the theme's fonts are missing.
    static func input(_ code: String, id: String = "t", textSizes: [DynamicTypeSize] = [.default]) throws -> BlockInput? {
        guard let pipeline else { return nil }
        // The code of a fence opened on line 1 of test.md.
        var input = try pipeline.blockInput(LayoutBlock(code: code, file: "test.md"), textSizes: textSizes)
        input.id = id
        return input
    }

    /// The block `code` as the renderer writes it; `nil` when the theme's fonts are missing.
    static func render(
        _ code: String, id: String = "t", textSizes: [DynamicTypeSize] = [.default], options: RenderOptions = RenderOptions(minWidth: 240, maxWidth: 640)
    ) throws -> RenderedBlock? {
        try input(code, id: id, textSizes: textSizes).map { BlockRenderer(options: options).render($0) }
    }
}
