// The one owner of a layout block: from the fence cmark found to its HTML, CSS and report.

import Foundation
import Synchronization
import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisMarkup
import TrellisSite
import TrellisText

/// Turns a page's ```` ```layout ```` blocks into static HTML and CSS whose boxes land where
/// the layout engine put them, at every width, state and offered text size, and answers
/// `trellis layout` from the same prepared engines.
///
/// The composition root of the block pipeline: `trellis build`, `trellis serve`,
/// `trellis layout`, `trellis-bench render` and the tests all make one of these, so they see
/// the same fonts, names, data, images, errors and warnings by construction. The site hands
/// it blocks through ``LayoutBlockRendering`` and knows nothing of the language; the HTML
/// writer gets engine results and knows nothing of it either.
///
/// One pipeline serves a whole build and is called from every worker thread: it holds one
/// `TextMeasurer` (thread-safe, with a shared cache of shaped words), so every block of
/// every page measures text with the same font files the theme serves (``fonts``).
///
/// ```swift
/// let pipeline = try LayoutBlockPipeline(siteDirectory: ".")
/// try Site.build(BuildOptions(siteDirectory: ".", layoutRenderer: pipeline))
/// ```
public final class LayoutBlockPipeline: LayoutBlockRendering {
    /// The text sizes the theme's control offers, in the control's order. Every block is laid
    /// out at each of them so the reader's choice switches precomputed layouts (CSS only).
    ///
    /// Each size multiplies the work of every block, so the default offers five of SwiftUI's
    /// twelve steps; `layout.textSizes` in `trellis.yml` chooses others.
    public static let offeredTextSizes: [DynamicTypeSize] = [.small, .large, .xLarge, .xxxLarge, .accessibility3]

    /// The fonts the engine measures with and the site serves.
    public let fonts: SiteFonts
    /// The measurer every block shares (HarfBuzz over ``fonts``; tests may give a fake one).
    public let measurer: any TextMeasuring
    /// How block views become engine views (custom layouts, base font size); each page adds
    /// its own image resolver.
    public let options: BlockRenderingOptions
    private let htmlRenderer: BlockRenderer
    /// Blocks are rendered at these sizes, the default (`large`) first: the first is what a
    /// page shows before the reader touches the control.
    public let textSizes: [DynamicTypeSize]
    /// The sizes in the control's order.
    private let offeredSizes: [DynamicTypeSize]
    /// The site's `layouts/` folder, compiled once per change.
    let siteLayouts = SiteLayouts()
    /// Where blocks show their code unless their fence says (`layout: { code: ... }`).
    public let codePlacement: CodePlacement
    /// Whether a stand-in fails the block (`trellis build`) or is a warning (`serve`, `layout`).
    public let standIns: StandInPolicy
    /// `layout: { standIns: true }` in `trellis.yml`: every block may publish stand-ins.
    public let sitePublishesStandIns: Bool
    /// The last ``siteFiles()`` and what they were made from (`FaceFileStamp`): publishing
    /// the fonts again reads and writes megabytes, about 90 ms, and the preview asks after
    /// every block edit whether the files changed (`Site.update`).
    private let lastSiteFiles = Mutex<(stamps: [FaceFileStamp], files: [String: [UInt8]])?>(nil)

    /// A face file as published: its path, size and modification date, as `FontPublisher`'s
    /// cache tells files apart.
    private struct FaceFileStamp: Equatable {
        var path: String
        var size: Int
        var modified: Date?

        init(_ face: FontFaceFile) {
            path = face.path
            let attributes = try? FileManager.default.attributesOfItem(atPath: face.path)
            size = (attributes?[.size] as? Int) ?? -1
            modified = attributes?[.modificationDate] as? Date
        }
    }

    /// Loads the site's fonts (`fonts:` in `trellis.yml`, else Inter and DejaVu Sans Mono)
    /// and the text sizes to offer (`layout.textSizes`, else ``offeredTextSizes``).
    ///
    /// - Throws: `SiteFontsError` when a configured font file or text size is unusable.
    public convenience init(siteDirectory: String, textSizes: [DynamicTypeSize]? = nil,
                            options: BlockRenderingOptions = BlockRenderingOptions(),
                            renderOptions: RenderOptions = RenderOptions(), standIns: StandInPolicy = .error) throws {
        let fonts = try SiteFonts(siteDirectory: siteDirectory)
        var diagnostics: [Diagnostic] = []
        let config = SiteConfig.load(directory: siteDirectory, diagnostics: &diagnostics)
        try self.init(fonts: fonts, textSizes: try textSizes ?? Self.configuredTextSizes(config) ?? Self.offeredTextSizes,
                      options: options, renderOptions: renderOptions,
                      codePlacement: try Self.configuredCodePlacement(config) ?? .none,
                      standIns: standIns, sitePublishesStandIns: try Self.configuredStandIns(config))
    }

    /// `layout: { standIns: true }` from `trellis.yml`.
    static func configuredStandIns(_ config: SiteConfig) throws -> Bool {
        guard let value = config.values["layout"]?["standIns"] else { return false }
        guard case .bool(let publishes) = value else {
            throw SiteFontsError(file: "trellis.yml", message: "'layout.standIns' must be true or false")
        }
        return publishes
    }

    /// `layout: { textSizes: [large, accessibility3] }` from `trellis.yml`, if set.
    static func configuredTextSizes(_ config: SiteConfig) throws -> [DynamicTypeSize]? {
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

    /// `layout: { code: beside }` from `trellis.yml`, if set.
    static func configuredCodePlacement(_ config: SiteConfig) throws -> CodePlacement? {
        guard let value = config.values["layout"]?["code"] else { return nil }
        guard let placement = value.stringValue.flatMap(CodePlacement.init(rawValue:)) else {
            throw SiteFontsError(file: "trellis.yml", message: "'layout.code' must be one of: " + CodePlacement.names.joined(separator: ", "))
        }
        return placement
    }

    /// - Parameters:
    ///   - options: how block views become engine views (custom layouts); the text size in
    ///     them is ignored: each block is laid out at `textSizes`.
    ///   - renderOptions: how the HTML writer samples widths; its font families are the
    ///     fonts'.
    ///   - codePlacement: where blocks show their code when their fence does not say.
    ///   - standIns: whether stand-ins fail a block (`trellis build`) or only warn.
    ///   - sitePublishesStandIns: `layout: { standIns: true }`: they never fail it.
    public init(fonts: SiteFonts, textSizes: [DynamicTypeSize] = LayoutBlockPipeline.offeredTextSizes,
                options: BlockRenderingOptions = BlockRenderingOptions(), renderOptions: RenderOptions = RenderOptions(),
                measurer: (any TextMeasuring)? = nil, codePlacement: CodePlacement = .none,
                standIns: StandInPolicy = .error, sitePublishesStandIns: Bool = false) throws {
        self.fonts = fonts
        self.codePlacement = codePlacement
        self.standIns = standIns
        self.sitePublishesStandIns = sitePublishesStandIns
        do {
            self.measurer = try measurer ?? TextMeasurer(fonts: fonts.fontSet)
        } catch {
            throw SiteFontsError(file: fonts.configurationFile, message: "cannot load the fonts to measure text: \(error)")
        }
        self.options = options
        let fontSet = fonts.fontSet
        var renderOptions = renderOptions
        renderOptions.fontFamily = { fontSet.cssFontFamily(for: $0) }
        htmlRenderer = BlockRenderer(options: renderOptions)
        let sizes = textSizes.isEmpty ? [DynamicTypeSize.default] : textSizes
        self.textSizes = [DynamicTypeSize.default] + sizes.filter { $0 != .default }
        self.offeredSizes = sizes
    }

    // MARK: - A block

    /// The block parsed, checked and turned into one engine per configuration, with the
    /// page's images; what both ``render(_:)`` and the report use.
    /// With `choices`, only the configuration they name.
    func prepare(_ block: LayoutBlock, textSizes: [DynamicTypeSize]? = nil, choices: ReaderChoices? = nil) throws -> PreparedBlock {
        var options = options
        options.images = SiteImages(siteDirectory: block.siteDirectory, page: block.file, basePath: block.basePath)
        // Held until the block holds it too (``ProgramLifetime``).
        let library = try siteLayouts.library(siteDirectory: block.siteDirectory)
        return try withExtendedLifetime(library) {
            try PreparedBlock(block, layouter: BlockLayouter(measurer: measurer, options: options), library: library?.program,
                              textSizes: textSizes ?? self.textSizes, choices: choices)
        }
    }

    /// What the HTML writer samples for `block` (at `textSizes`, else the pipeline's): for
    /// tools and tests that drive the writer themselves (`trellis-bench render`, the browser
    /// checks).
    public func blockInput(_ block: LayoutBlock, textSizes: [DynamicTypeSize]? = nil) throws -> BlockInput {
        try prepare(block, textSizes: textSizes).input
    }

    /// The block as the HTML writer writes it, with its warnings at the views they concern.
    ///
    /// With `choices`, the one configuration they name (``render(_:as:)``).
    public func renderBlock(_ block: LayoutBlock, as choices: ReaderChoices? = nil) throws -> (rendered: RenderedBlock, warnings: [Diagnostic]) {
        let prepared = try prepare(block, choices: choices)
        var htmlRenderer = self.htmlRenderer
        if let width = choices?.widths[prepared.id] { htmlRenderer.options = Self.firstLook(htmlRenderer.options, around: width) }
        let rendered = BlockCodePane.wrap(htmlRenderer.render(prepared.input), block: prepared,
                                          placement: prepared.options.code ?? codePlacement)
        // The author's layout code ran inside the engine, which cannot throw: its errors wait here.
        let failures = prepared.block.program.runtimeFailures
        if !failures.isEmpty { throw BuildFailure(failures) }
        let notes = standIns.applied(to: prepared.notes, published: sitePublishesStandIns || prepared.options.publishesStandIns)
        var marked = rendered
        if standIns == .warning { marked.css += StandInPolicy.previewCSS(block: prepared.id, nodes: prepared.block.standInViewIDs) }
        return (marked, notes + prepared.block.fontDesignWarnings(drawnInTextFont: missingDesigns) + prepared.diagnostics(for: rendered.warnings))
    }

    /// The font designs the site has no family for, which it draws in its text font.
    var missingDesigns: Set<String> {
        Set([fonts.fontSet.serif == nil ? "serif" : nil, fonts.fontSet.rounded == nil ? "rounded" : nil].compactMap { $0 })
    }

    // MARK: - LayoutBlockRendering

    public func render(_ block: LayoutBlock) -> RenderedLayoutBlock {
        render(block, choices: nil)
    }

    /// The block laid out in the one configuration `choices` name (the preview's first look
    /// at an edit), around the width they give it if they do (``firstLook(_:around:)``):
    /// with four states at five text sizes, a twentieth of the layouts, and a few of those.
    public func render(_ block: LayoutBlock, as choices: ReaderChoices) -> RenderedLayoutBlock {
        render(block, choices: choices)
    }

    /// Sampling for a first look at a block the page shows `width` px wide: the range one
    /// probe step either side of it (within `options`' range), so that the reader sees the
    /// block exact where it is, and still after a nudge of the width, in a few layouts
    /// instead of hundreds; beyond, the nearest piece extends until every width follows.
    static func firstLook(_ options: RenderOptions, around width: Double) -> RenderOptions {
        guard width.isFinite else { return options }
        var options = options
        let centre = min(max(width, options.minWidth), options.maxWidth)
        options.minWidth = max(options.minWidth, centre - options.sampleStep)
        options.maxWidth = min(options.maxWidth, centre + options.sampleStep)
        return options
    }

    private func render(_ block: LayoutBlock, choices: ReaderChoices?) -> RenderedLayoutBlock {
        do {
            let (rendered, warnings) = try renderBlock(block, as: choices)
            return RenderedLayoutBlock(html: rendered.html, css: rendered.css, diagnostics: warnings)
        } catch let failure as BuildFailure {
            return RenderedLayoutBlock(html: "", diagnostics: failure.diagnostics)
        } catch let diagnostic as Diagnostic {
            return RenderedLayoutBlock(html: "", diagnostics: [diagnostic])
        } catch {
            let id = PreparedBlock.blockID(file: block.file, index: block.index)
            return RenderedLayoutBlock(html: "", diagnostics: [
                Diagnostic(file: block.file, line: block.source.firstLine, column: block.source.indentation + 1, message: "layout block \(id): \(error)")
            ])
        }
    }

    public var themeContext: [String: String] {
        ["textSizeControl": TextSizeControl.html(sizes: offeredSizes, selected: .default), "codePlacement": codePlacement.rawValue]
    }

    public func siteWarnings(siteDirectory: String) -> [Diagnostic] {
        siteLayouts.warnings(siteDirectory: siteDirectory)
    }

    public func siteFiles() throws -> [String: [UInt8]] {
        // The faces text was measured with are the ones readers need (a fake measurer used none).
        let used = (measurer as? TextMeasurer)?.usedFaces ?? []
        let stamps = fonts.publishedFaces(usedFaces: used).map(FaceFileStamp.init)
        if let last = lastSiteFiles.withLock({ $0 }), last.stamps == stamps { return last.files }
        var files = try fonts.publishedFiles(usedFaces: used)
        files[Self.stylesheetPath] = Array(SharedStylesheet.css.utf8)
        lastSiteFiles.withLock { $0 = (stamps, files) }
        return files
    }

    /// The id of a page's block, `content/guide/poll.md`, 0 -> `poll-1`: the block's
    /// `data-trellis-block` and its id in the report.
    public static func blockID(file: String, index: Int) -> String {
        PreparedBlock.blockID(file: file, index: index)
    }

    /// Where the CSS every block needs once (positioning, transitions, controls) is written.
    public static let stylesheetPath = "assets/trellis-layout.css"
}
