// The real layout-block renderer: TrellisBlocks parses, the engine lays out, TrellisHTML writes.

import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisMarkup
import TrellisText

/// Turns a page's ```` ```layout ```` blocks into static HTML and CSS whose boxes land where
/// the layout engine put them, at every width, state and offered text size.
///
/// One renderer serves a whole build and is called from every worker thread: it holds one
/// `TextMeasurer` (thread-safe, with a shared cache of shaped words), so every block of every
/// page measures text with the same font files the theme serves (``fonts``).
///
/// ```swift
/// let renderer = try EngineLayoutRenderer(siteDirectory: ".")
/// try Site.build(BuildOptions(siteDirectory: ".", layoutRenderer: renderer))
/// ```
public final class EngineLayoutRenderer: LayoutBlockRendering {
    /// The text sizes the theme's control offers, in the control's order. Every block is laid
    /// out at each of them so the reader's choice switches precomputed layouts (CSS only).
    ///
    /// Each size multiplies the work of every block, so the default offers five of SwiftUI's
    /// twelve steps; `layout.textSizes` in `trellis.yml` chooses others.
    public static let offeredTextSizes: [DynamicTypeSize] = [.small, .large, .xLarge, .xxxLarge, .accessibility3]

    /// The fonts the engine measures with and the site serves.
    public let fonts: SiteFonts
    /// The measurer every block shares.
    public let measurer: TextMeasurer
    let layouter: BlockLayouter
    private let htmlRenderer: BlockRenderer
    /// Blocks are rendered at these sizes, the default (`large`) first: the first is what a
    /// page shows before the reader touches the control.
    private let textSizes: [DynamicTypeSize]

    /// Loads the site's fonts (`fonts:` in `trellis.yml`, else Inter and DejaVu Sans Mono)
    /// and the text sizes to offer (`layout.textSizes`, else ``offeredTextSizes``).
    ///
    /// - Throws: `SiteFontsError` when a configured font file or text size is unusable.
    public convenience init(siteDirectory: String, textSizes: [DynamicTypeSize]? = nil,
                            options: BlockRenderingOptions = BlockRenderingOptions()) throws {
        let fonts = try SiteFonts(siteDirectory: siteDirectory)
        try self.init(fonts: fonts, textSizes: try textSizes ?? Self.configuredTextSizes(siteDirectory: siteDirectory) ?? Self.offeredTextSizes,
                      options: options)
    }

    /// `layout: { textSizes: [large, accessibility3] }` from `trellis.yml`, if set.
    static func configuredTextSizes(siteDirectory: String) throws -> [DynamicTypeSize]? {
        var diagnostics: [Diagnostic] = []
        let config = SiteConfig.load(directory: siteDirectory, diagnostics: &diagnostics)
        guard let value = config.values["layout"]?["textSizes"] else { return nil }
        let names = DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .array(let entries) = value, !entries.isEmpty else {
            throw SiteFontsError(file: "trellis.yml", message: "'layout.textSizes' must be a list of text sizes: \(names)")
        }
        return try entries.map { entry in
            guard let size = entry.stringValue.flatMap(DynamicTypeSize.init(rawValue:)) else {
                throw SiteFontsError(file: "trellis.yml", message: "'layout.textSizes' has '\(entry.stringValue ?? "?")', which is not one of: \(names)")
            }
            return size
        }
    }

    /// - Parameter options: how block views become engine views (image sizes, custom
    ///   layouts); the text size in them is ignored: each block is laid out at `textSizes`.
    public init(fonts: SiteFonts, textSizes: [DynamicTypeSize] = EngineLayoutRenderer.offeredTextSizes,
                options: BlockRenderingOptions = BlockRenderingOptions()) throws {
        self.fonts = fonts
        do {
            measurer = try TextMeasurer(fonts: fonts.fontSet)
        } catch {
            throw SiteFontsError(file: fonts.configurationFile, message: "cannot load the fonts to measure text: \(error)")
        }
        layouter = BlockLayouter(measurer: measurer, options: options)
        let fontSet = fonts.fontSet
        htmlRenderer = BlockRenderer(options: RenderOptions(fontFamily: { fontSet.cssFontFamily(for: $0) }))
        let sizes = textSizes.isEmpty ? [DynamicTypeSize.default] : textSizes
        self.textSizes = [DynamicTypeSize.default] + sizes.filter { $0 != .default }
        self.offeredSizes = sizes
    }

    /// The sizes in the control's order.
    private let offeredSizes: [DynamicTypeSize]

    // MARK: - LayoutBlockRendering

    public func render(_ block: LayoutBlock) -> RenderedLayoutBlock {
        let id = LayoutFence.blockID(file: block.file, index: block.index)
        do {
            let rendered = htmlRenderer.render(try blockInput(block))
            let warnings = rendered.warnings.map {
                Diagnostic(.warning, file: block.file, line: block.line - 1, column: max(block.column, 1), message: "layout block \(id): \($0)")
            }
            return RenderedLayoutBlock(html: rendered.html, css: rendered.css, diagnostics: warnings)
        } catch let error as LayoutBlockError {
            return RenderedLayoutBlock(html: "", diagnostics: error.diagnostics.map(Diagnostic.init))
        } catch let diagnostic as BlockDiagnostic {
            return RenderedLayoutBlock(html: "", diagnostics: [Diagnostic(diagnostic)])
        } catch {
            return RenderedLayoutBlock(html: "", diagnostics: [
                Diagnostic(file: block.file, line: block.line, column: block.column, message: "layout block \(id): \(error)")
            ])
        }
    }

    /// What the HTML writer lays out for a block: parsed from the fence cmark found (as
    /// ``LayoutFence``, the shape `trellis layout` reads pages in), seeing the names
    /// ``TrellisBlocks/LayoutBlock/names(data:frontMatter:)`` gives it, at every state and
    /// offered text size.
    func blockInput(_ block: LayoutBlock) throws -> BlockInput {
        let fence = LayoutFence(
            code: block.code, file: block.file, codeLine: block.line, column: block.column, index: block.index,
            page: block.pageText.map(SourceLines.init))
        let names = TrellisBlocks.LayoutBlock.names(data: block.data, frontMatter: block.frontMatter)
        let parsed = try TrellisBlocks.LayoutBlock(source: fence.source, data: names, catalog: layouter.catalog)
        let images = SiteImages(siteDirectory: block.siteDirectory, page: block.file, basePath: block.basePath)
        return try BlockInput(id: fence.id, block: parsed, layouter: layouter(images: images), textSizes: textSizes)
    }

    /// The shared layouter with a page's image resolver: images are found relative to the
    /// page, so each page gets its own (the measurer and its cache stay shared).
    func layouter(images: SiteImages) -> BlockLayouter {
        var options = layouter.options
        options.images = images
        return BlockLayouter(measurer: layouter.measurer, options: options)
    }

    public var themeContext: [String: String] {
        ["textSizeControl": TextSizeControl.html(sizes: offeredSizes, selected: .default)]
    }

    public func siteFiles() throws -> [String: [UInt8]] {
        var files = try fonts.publishedFiles(usedFaces: measurer.usedFaces)
        files[Self.stylesheetPath] = Array(SharedStylesheet.css.utf8)
        return files
    }

    /// Where the CSS every block needs once (positioning, transitions, controls) is written.
    public static let stylesheetPath = "assets/trellis-layout.css"
}
