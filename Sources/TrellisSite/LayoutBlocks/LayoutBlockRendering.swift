// The hook through which layout blocks become HTML.

import TrellisMarkup

/// A ```` ```layout ```` fenced block found in a page, with everything a renderer may need.
public struct LayoutBlock: Sendable {
    /// The block's source (SwiftUI layout code), as written between the fences.
    public var code: String
    /// The whole info string (`layout`, `layout width=600`).
    public var info: String
    /// The page's file, relative to the site folder (`content/guide/grids.md`).
    public var file: String
    /// 1-based file line and column of the code's first line, so a renderer can turn
    /// positions inside `code` into `file:line:column`.
    public var line: Int
    public var column: Int
    /// 0-based index among the page's layout blocks (for unique element ids and CSS scopes).
    public var index: Int
    /// The page's front matter (custom keys included).
    public var frontMatter: FrontMatter
    /// `trellis.yml`'s keys, for renderers that want settings (the engine's blocks do not see
    /// them as names: ``TrellisBlocks/LayoutBlock/names(data:frontMatter:)``).
    public var siteData: [String: DataValue]
    /// The site's data files by name (`data/pets.yml` -> `pets`).
    public var data: [String: DataValue]
    /// The page's whole text (front matter included), to quote lines as written in errors.
    public var pageText: String?
    /// The folder ``file`` is relative to (where `content/` and `static/` are), for files
    /// the block names (`Image("cat.png")`).
    public var siteDirectory: String
    /// The path part of the site's `baseURL` (`/docs`, or empty) that prefixes every URL.
    public var basePath: String

    public init(
        code: String, info: String, file: String, line: Int, column: Int, index: Int, frontMatter: FrontMatter,
        siteData: [String: DataValue], data: [String: DataValue] = [:], pageText: String? = nil,
        siteDirectory: String = ".", basePath: String = ""
    ) {
        self.data = data
        self.pageText = pageText
        self.siteDirectory = siteDirectory
        self.basePath = basePath
        self.code = code
        self.info = info
        self.file = file
        self.line = line
        self.column = column
        self.index = index
        self.frontMatter = frontMatter
        self.siteData = siteData
    }
}

extension LayoutBlock {
    /// The layout blocks of a page, in document order, as the build hands them to its
    /// renderer: the fences cmark found (``CodeBlock/isLayoutBlock``, containers included),
    /// numbered from 0.
    static func blocks(
        in document: MarkdownDocument, siteData: [String: DataValue], data: [String: DataValue], siteDirectory: String = ".", basePath: String = ""
    ) -> [LayoutBlock] {
        document.codeBlocks.filter(\.isLayoutBlock).enumerated().map { index, block in
            LayoutBlock(
                code: block.code, info: block.info, file: document.file, line: block.line, column: block.column, index: index,
                frontMatter: document.frontMatter, siteData: siteData, data: data, pageText: document.source,
                siteDirectory: siteDirectory, basePath: basePath)
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

    /// Strings templates see as `site.layout.NAME` on every page (the theme's text-size
    /// control); known before any page renders.
    var themeContext: [String: String] { get }

    /// Files the rendered blocks need, by path below the output (fonts, shared CSS). Asked
    /// once, after every page has rendered, so it can list only what pages used. A file the
    /// site itself provides at the same path (`static/`, `templates/assets/`) wins. An error
    /// (a font file that cannot be read) fails the build.
    func siteFiles() throws -> [String: [UInt8]]
}

extension LayoutBlockRendering {
    public var themeContext: [String: String] { [:] }
    public func siteFiles() throws -> [String: [UInt8]] { [:] }
}
