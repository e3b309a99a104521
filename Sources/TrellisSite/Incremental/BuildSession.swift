// The last good build kept in memory, so the preview can re-render one edited page alone.

import TrellisMarkup

/// What a build knew when it committed, kept by the preview between saves.
///
/// An incremental build still visits the whole site: it lists and stamps every file, orders
/// the navigation, fingerprints and links every page into a new folder, and writes the
/// search index, about a second on 20,000 pages. Most saves, though, change a page's text
/// and nothing another page reads. ``Site/update(_:changedFiles:)`` recognises that case
/// (``changesOnlyBody(from:to:blockCode:)``), renders the page with this build's tables and replaces
/// its file in the served folder, so the wait does not grow with the site.
///
/// Used from one thread at a time (the preview's build queue), which is why it may change.
public final class BuildSession: @unchecked Sendable {
    let options: BuildOptions
    var content: SiteContent
    var renderer: PageRenderer
    let incremental: IncrementalBuild
    /// Per entry of the reading order: its fingerprint and problems, for the manifest.
    var outcomes: [IncrementalBuild.Outcome]
    /// The committed output folder.
    let outputPath: String
    let layoutKey: UInt64
    let layoutFiles: [String]
    /// The warnings the site has now (the build's, with updated pages' replaced).
    var warnings: [Diagnostic]
    /// Output path by source file (`static/extra.css` -> `extra.css`) of the files the build
    /// copied.
    let copiedFiles: [String: String]
    /// Pages whose last update failed: every later update reads them again, so their errors
    /// stay on screen until they are fixed, whichever file the next save touches. Their
    /// search entries hold the failed text, so the next build must not take any.
    var failedFiles: Set<String> = []
    /// Whether the manifest on disk lags behind ``outcomes`` (``saveManifest()``).
    private var manifestIsStale = false
    /// Whether the search index on disk lags behind the updated pages' text.
    private var searchIsStale = false
    /// Position in the reading order by page index (a section's own page at its section's).
    private lazy var positions: [Int: Int] = {
        var positions: [Int: Int] = [:]
        for (position, entry) in renderer.navigation.readingOrder.enumerated() {
            switch entry {
            case .page(let index): positions[index] = position
            case .section(let index): if let page = content.sections[index].indexPage { positions[page] = position }
            }
        }
        return positions
    }()
    private lazy var hasLayoutBlocks = content.pages.contains { $0.document.codeBlocks.contains(where: \.isLayoutBlock) }
    /// Page index by source file (`content/guide/intro.md`).
    private lazy var pagesByFile: [String: Int] = Dictionary(
        content.pages.enumerated().map { ($0.element.file, $0.offset) }, uniquingKeysWith: { first, _ in first })

    init(
        options: BuildOptions, content: SiteContent, renderer: PageRenderer, incremental: IncrementalBuild,
        outcomes: [IncrementalBuild.Outcome], outputPath: String, layoutKey: UInt64, layoutFiles: [String], warnings: [Diagnostic],
        copiedFiles: [String: String]
    ) {
        self.copiedFiles = copiedFiles
        self.options = options
        self.content = content
        self.renderer = renderer
        self.incremental = incremental
        self.outcomes = outcomes
        self.outputPath = outputPath
        self.layoutKey = layoutKey
        self.layoutFiles = layoutFiles
        self.warnings = warnings
    }

    /// The page of `file` (relative to the site folder) and its place in the reading order;
    /// nil for anything else (a new page, a draft, a template, an image).
    func page(of file: String) -> (index: Int, position: Int)? {
        guard let index = pagesByFile[file], let position = positions[index] else { return nil }
        return (index, position)
    }

    /// The source of the page served at `urlPath` below the site root (`guide/grids/`),
    /// site-relative (`content/guide/grids.md`); nil for a generated page or none.
    public func pageFile(atURLPath urlPath: String) -> String? {
        content.pages.first { $0.urlPath == urlPath }?.file
    }

    /// The source and output of `file` (relative to the site folder) if the build copied it
    /// and no layout block can depend on it; nil otherwise.
    func copiedFile(_ file: String) -> (source: String, output: String)? {
        guard let output = copiedFiles[file] else { return nil }
        if hasLayoutBlocks, Self.imageExtensions.contains(file.split(separator: ".").last.map { $0.lowercased() } ?? "") { return nil }
        return (options.siteDirectory + "/" + file, output)
    }

    /// What `Image("name")` in a layout block may find (and measure).
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif", "bmp", "ico"]

    /// Whether `new` differs from `old` only in what no other page reads: the same front
    /// matter (title, weight, slug, draft, description, template...), the same title, the
    /// same link targets (heading ids and HTML anchors, which other pages' links check) and
    /// the same layout blocks (whose text decides the fonts the site ships). The body's
    /// text, links, code and headings' wording may differ.
    ///
    /// With `blockCode`, the layout blocks' code may differ too (as many blocks, with the same
    /// info strings): the update must then check that the blocks need no font the last build
    /// did not ship (``Site/update(_:changedFiles:)``).
    static func changesOnlyBody(from old: MarkdownDocument, to new: MarkdownDocument, blockCode: Bool = false) -> Bool {
        CachingLayoutRenderer.frontMatterText(of: old.source) == CachingLayoutRenderer.frontMatterText(of: new.source)
            && old.title == new.title
            && old.headings.map(\.id) == new.headings.map(\.id)
            && old.anchorIDs == new.anchorIDs
            && layoutBlocks(of: old).elementsEqual(layoutBlocks(of: new)) { $0.info == $1.info && (blockCode || $0.code == $1.code) }
    }

    private static func layoutBlocks(of document: MarkdownDocument) -> [CodeBlock] {
        document.codeBlocks.filter(\.isLayoutBlock)
    }

    /// Notes that updates changed pages: the manifest and the search index lag behind.
    func outcomesChanged() {
        manifestIsStale = true
        searchIsStale = renderer.search != nil
    }

    /// Brings what updates leave behind up to date: the manifest the next build reads
    /// and the search index.
    public func finishUpdates() {
        saveManifest()
        searchIndexWriter()?()
    }

    /// Writes the search index again with the updated pages' text, or nil when it is up to
    /// date. On 20,000 pages that takes longer than the update itself, so the preview runs
    /// it on a thread of its own once saves pause; it reads the index under its lock and
    /// only writes the `search/` files, so updates may go on meanwhile.
    public func searchIndexWriter() -> (@Sendable () -> Void)? {
        guard searchIsStale, let search = renderer.search else { return nil }
        searchIsStale = false
        let outputPath = outputPath
        return {
            let output = OutputDirectory(updating: outputPath)
            // On failure the old index stays: search is not worth failing the preview for,
            // and the next build writes the index anew.
            _ = try? search.write(into: output)
            try? output.commitStaged(replacingFolder: "search")
        }
    }

    /// The term table of those entries, for the next build's index to go on numbering with.
    var searchTerms: SearchTermTable? { renderer.search?.terms }

    /// The search entries of the pages as served, for the next build's reused pages; empty
    /// while an update has failed (its pages' entries hold text that was not served).
    func searchDocumentsByURL() -> [String: SearchIndexBuilder.Document] {
        guard failedFiles.isEmpty, let search = renderer.search else { return [:] }
        return search.documentsByURL()
    }

    /// Writes the manifest if updates changed it, before another build reads it: else a
    /// page edited back to its old text would match its old record and keep the edited file.
    public func saveManifest() {
        guard manifestIsStale else { return }
        manifestIsStale = false
        incremental.save(outcomes: outcomes, outputPath: outputPath, layoutKey: layoutKey, layoutFiles: layoutFiles)
    }
}
