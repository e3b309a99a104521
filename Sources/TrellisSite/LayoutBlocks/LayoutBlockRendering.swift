// The hook through which layout blocks become HTML.

import TrellisMarkup

/// A ```` ```layout ```` fenced block found in a page, with everything a renderer may need.
///
/// The site finds blocks (``blocks(in:siteData:data:siteDirectory:basePath:)``) and hands
/// them to its renderer; it knows nothing of the layout language.
public struct LayoutBlock: Sendable {
    /// The block's code (SwiftUI layout code), positioned in its page: the one copy of it.
    public var source: LayoutBlockSource
    /// The whole info string (`layout`, `layout width=600`).
    public var info: String
    /// 0-based index among the page's layout blocks (for unique element ids and CSS scopes).
    public var index: Int
    /// The page's front matter (custom keys included).
    public var frontMatter: FrontMatter
    /// `trellis.yml`'s keys, for renderers that want settings (the engine's blocks do not see
    /// them as names).
    public var siteData: [String: DataValue]
    /// The site's data files by name (`data/pets.yml` -> `pets`).
    public var data: [String: DataValue]
    /// The folder the page's file is relative to (where `content/` and `static/` are), for
    /// files the block names (`Image("cat.png")`).
    public var siteDirectory: String
    /// The path part of the site's `baseURL` (`/docs`, or empty) that prefixes every URL.
    public var basePath: String

    public init(
        source: LayoutBlockSource, info: String = "layout", index: Int, frontMatter: FrontMatter = FrontMatter(),
        siteData: [String: DataValue] = [:], data: [String: DataValue] = [:], siteDirectory: String = ".", basePath: String = ""
    ) {
        self.source = source
        self.info = info
        self.index = index
        self.frontMatter = frontMatter
        self.siteData = siteData
        self.data = data
        self.siteDirectory = siteDirectory
        self.basePath = basePath
    }

    /// A block of `code` as if fenced in `file` with its code starting on `line`: for tools
    /// and tests that have code rather than a page.
    public init(code: String, file: String, line: Int = 2, index: Int = 0, siteDirectory: String = ".", basePath: String = "") {
        self.init(source: LayoutBlockSource(code: code, file: file, firstLine: line), index: index,
                  siteDirectory: siteDirectory, basePath: basePath)
    }

    /// The page's file, relative to the site folder (`content/guide/grids.md`).
    public var file: String { source.file }
}

extension LayoutBlock {
    /// The layout blocks of a page, in document order: the fences cmark found
    /// (``CodeBlock/isLayoutBlock``, containers included), numbered from 0. The build,
    /// `trellis serve` and `trellis layout` all find blocks here, so ids and lines agree.
    public static func blocks(
        in document: MarkdownDocument, siteData: [String: DataValue], data: [String: DataValue], siteDirectory: String = ".", basePath: String = ""
    ) -> [LayoutBlock] {
        let fences = document.codeBlocks.filter(\.isLayoutBlock)
        // The page is split into lines once, for every block's error quotes.
        let page = fences.isEmpty ? nil : SourceLines(document.source)
        return fences.enumerated().map { index, block in
            LayoutBlock(
                source: LayoutBlockSource(block, file: document.file, page: page), info: block.info, index: index,
                frontMatter: document.frontMatter, siteData: siteData, data: data, siteDirectory: siteDirectory, basePath: basePath)
        }
    }
}

/// What a renderer makes of a layout block.
public struct RenderedLayoutBlock: Sendable {
    /// Markup that replaces the block in the page.
    public var html: String
    /// Styles the markup needs; the page template puts every block's CSS in the page head.
    public var css: String
    /// Problems, with positions in the page's file. Errors fail the build.
    public var diagnostics: [Diagnostic]

    public init(html: String, css: String = "", diagnostics: [Diagnostic] = []) {
        self.html = html
        self.css = css
        self.diagnostics = diagnostics
    }
}

/// Turns layout blocks into static HTML and CSS.
///
/// The site knows nothing of the layout language: the CLI plugs a renderer (parser, layout
/// engine, HTML writer) in through ``BuildOptions/layoutRenderer``. Without one, layout
/// blocks are shown as highlighted Swift code. Called from several threads at once (pages
/// build in parallel), hence `Sendable`.
public protocol LayoutBlockRendering: Sendable {
    func render(_ block: LayoutBlock) -> RenderedLayoutBlock

    /// The block as a reader who made `choices` sees it, and only so: the preview shows an
    /// edit this way before ``render(_:)`` has laid out the block's other configurations.
    /// Its CSS draws that one configuration whatever the page's controls say; the answer is
    /// never cached nor published. By default, the whole block.
    func render(_ block: LayoutBlock, as choices: ReaderChoices) -> RenderedLayoutBlock

    /// Strings templates see as `site.layout.NAME` on every page (the theme's text-size
    /// control); known before any page renders.
    var themeContext: [String: String] { get }

    /// Files the rendered blocks need, by path below the output (fonts, shared CSS). Asked
    /// once, after every page has rendered, so it can list only what pages used. A file the
    /// site itself provides at the same path (`static/`, `templates/assets/`) wins. An error
    /// (a font file that cannot be read) fails the build.
    func siteFiles() throws -> [String: [UInt8]]

    /// What the site's own code for blocks (its `layouts/` folder) warns of, each at its file's
    /// line: asked once a build, so a warning of code every block shares is said once.
    func siteWarnings(siteDirectory: String) -> [Diagnostic]
}

extension LayoutBlockRendering {
    public func render(_ block: LayoutBlock, as choices: ReaderChoices) -> RenderedLayoutBlock { render(block) }
    public var themeContext: [String: String] { [:] }
    public func siteFiles() throws -> [String: [UInt8]] { [:] }
    public func siteWarnings(siteDirectory: String) -> [Diagnostic] { [] }
}
