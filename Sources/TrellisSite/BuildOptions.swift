// What a build is asked to do, and what it reports.

import TrellisMarkup

/// Settings of one `trellis build`.
public struct BuildOptions: Sendable {
    /// The site folder: `content/`, `templates/`, `static/`, `trellis.yml`.
    public var siteDirectory: String
    /// Where the site goes; defaults to `public/` in the site folder.
    public var outputDirectory: String?
    /// Build pages marked `draft: true` too.
    public var includeDrafts: Bool
    /// Turns ```` ```layout ```` blocks into HTML; nil shows them as highlighted code.
    public var layoutRenderer: (any LayoutBlockRendering)?
    /// Where an incremental build keeps what it needs between runs (the manifest of the
    /// previous build); nil builds every page from scratch. The CLI uses
    /// ``defaultCacheDirectory(siteDirectory:)``.
    public var cacheDirectory: String?
    /// Pages parsed by earlier builds of this process (the preview keeps one); nil parses
    /// every page.
    public var documentCache: DocumentCache?
    /// Keep the build's tables in ``BuildReport/session`` (with a cache folder), so that
    /// ``Site/update(_:changedFiles:)`` can re-render an edited page alone: the preview does.
    public var keepsSession: Bool
    /// The session of the build this one follows in the same process (the preview's): its
    /// search entries serve the pages this build reuses.
    public var previousSession: BuildSession?

    public init(
        siteDirectory: String = ".", outputDirectory: String? = nil, includeDrafts: Bool = false,
        layoutRenderer: (any LayoutBlockRendering)? = nil,
        cacheDirectory: String? = nil, documentCache: DocumentCache? = nil, keepsSession: Bool = false,
        previousSession: BuildSession? = nil
    ) {
        self.previousSession = previousSession
        self.keepsSession = keepsSession
        self.cacheDirectory = cacheDirectory
        self.documentCache = documentCache
        self.siteDirectory = siteDirectory
        self.outputDirectory = outputDirectory
        self.includeDrafts = includeDrafts
        self.layoutRenderer = layoutRenderer
    }

    var resolvedOutputDirectory: String { outputDirectory ?? (siteDirectory + "/public") }

    /// `.trellis-cache/` in the site folder: hidden, so neither the build nor the preview's
    /// watcher reads it as a source.
    public static func defaultCacheDirectory(siteDirectory: String) -> String { siteDirectory + "/.trellis-cache" }
}

/// What a successful build did.
public struct BuildReport: Sendable {
    /// HTML pages written (pages and section pages, not counting `404.html`).
    public var pageCount: Int
    /// Files copied unchanged (images, `static/`, theme assets).
    public var copiedFileCount: Int
    /// Wall time of the build, in seconds.
    public var seconds: Double
    /// The output folder.
    public var outputPath: String
    /// Problems that did not fail the build.
    public var warnings: [Diagnostic]
    /// Wall time of each stage (load, navigation, render, copy, site files, commit), to
    /// see where a slow build spends its time (`trellis build --timings`).
    public var stages: [(name: String, seconds: Double)] = []
    /// The path the site lives under (`/docs` for `baseURL: https://example.org/docs/`, else
    /// empty): every internal URL starts with it, so a preview must serve the build there.
    public var basePath: String = ""
    /// Pages an incremental build took unchanged from the previous build.
    public var reusedPageCount: Int = 0
    /// URL paths below the site root (`guide/grids/`) of the pages this build rendered (all
    /// but the reused ones), so a preview can update just those in open browsers.
    public var renderedPages: [String] = []
    /// The build kept for updates (``BuildOptions/keepsSession``).
    public var session: BuildSession?

    /// One line for the terminal: `Built 19,836 pages in 1.2 s` (`…pages (19,835 unchanged)…`).
    public var summary: String {
        var pages = pageCount == 1 ? "1 page" : "\(Self.grouped(pageCount)) pages"
        if reusedPageCount > 0 { pages += " (\(Self.grouped(reusedPageCount)) unchanged)" }
        let files = copiedFileCount == 0 ? "" : ", copied \(Self.grouped(copiedFileCount)) file\(copiedFileCount == 1 ? "" : "s")"
        let time = seconds < 1 ? String(Double(Int(seconds * 100)) / 100) : String(Double(Int(seconds * 10)) / 10)
        return "Built \(pages)\(files) in \(time) s"
    }

    /// `19836` -> `19,836`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
