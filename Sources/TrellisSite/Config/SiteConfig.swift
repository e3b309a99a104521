// trellis.yml: the site's settings.

import TrellisMarkup
import Yams

/// The settings in `trellis.yml`, all optional.
///
/// ```yaml
/// title: Trellis
/// baseURL: https://example.org/docs/
/// description: Layout for documentation
/// language: en
/// navigation:
///   sidebarLimit: 40
/// links:
///   broken: error        # or warning, for imported content with known broken links
/// repository: https://github.com/me/docs   # "edit this page" links
/// editPath: edit/main/docs/content/        # where content/ is in it (default: edit/main/content/)
/// nav:                   # the reading order in one place (as MkDocs' nav)
///   - intro.md
///   - guide              # a folder: its pages follow by weight, then file name
///   - Reference:         # a title (ignored) over a nested list
///       - reference/cli.md
/// ```
/// Every key, known or not, reaches templates as `site.<key>`. Layout blocks do not see them
/// as names: like Hugo's `site.Params`, settings are not page data (blocks read `data/` and
/// front matter).
public struct SiteConfig: Sendable {
    public var title: String = "Documentation"
    public var description: String?
    /// Full URL of the site's root, used for `sitemap.xml` and `site.baseURL`.
    public var baseURL: String = "/"
    public var language: String = "en"
    /// How many entries a section may list in the sidebar before it shows a window around
    /// the current page and a link to the full list (keeps huge sites' pages small).
    public var sidebarLimit: Int = 40
    /// Whether a broken internal link fails the build (the default) or is only reported.
    public var brokenLinks: Diagnostic.Severity = .error
    /// Content paths and folders in reading order (`nav:`), flattened; empty without one.
    public var navigationOrder: [String] = []
    /// Where a page's source can be edited: this + the page's path inside `content/` is
    /// the "edit this page" link (nil, without `repository:`, means no link).
    public var repositoryEditURL: String?
    /// Every key of the file.
    public var values: [String: DataValue] = [:]

    public init() {}

    /// The path part of ``baseURL`` without a trailing slash (`/docs`, or empty), which
    /// prefixes every internal URL so a site can live below a domain's root.
    public var basePath: String {
        var rest = Substring(baseURL)
        if let scheme = rest.range(of: "://") {
            rest = rest[scheme.upperBound...]
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
        }
        while rest.hasSuffix("/") { rest = rest.dropLast() }
        return String(rest)
    }

    /// Loads `trellis.yml` (or `trellis.yaml`) from `directory`; a missing file means defaults.
    public static func load(directory: String, diagnostics: inout [Diagnostic]) -> SiteConfig {
        var config = SiteConfig()
        let candidates = ["trellis.yml", "trellis.yaml"]
        guard let name = candidates.first(where: { FileSystem.exists(directory + "/" + $0) }) else { return config }
        let text: String
        do {
            text = try FileSystem.readText(directory + "/" + name)
        } catch {
            diagnostics.append(Diagnostic(file: name, message: "\(error)"))
            return config
        }
        // The file is parsed as front matter would be; only the typed keys differ.
        let parsed = FrontMatter.parse(yaml: text, file: name, lineOffset: 0, diagnostics: &diagnostics)
        config.values = parsed.values
        let lines = SourceLines(text)
        func report(_ key: String, _ message: String) {
            let line = lines.lineNumber(ofKey: key) ?? 0
            diagnostics.append(Diagnostic(file: name, line: line, column: line > 0 ? 1 : 0, message: message, sourceLine: lines[line]))
        }
        if let title = parsed.values["title"]?.stringValue { config.title = title }
        config.description = parsed.values["description"]?.stringValue
        if let language = parsed.values["language"]?.stringValue { config.language = language }
        if let baseURL = parsed.values["baseURL"] {
            if let text = baseURL.stringValue { config.baseURL = text } else { report("baseURL", "'baseURL' must be a URL") }
        }
        if let limit = parsed.values["navigation"]?["sidebarLimit"] {
            if let value = limit.intValue, value > 0 { config.sidebarLimit = value } else {
                report("navigation", "'navigation.sidebarLimit' must be a positive whole number")
            }
        }
        if let nav = parsed.values["nav"] {
            if let order = Self.flattenNavigation(nav) { config.navigationOrder = order } else {
                report("nav", "'nav' must be a list of pages and folders of content/ (`- guide/intro.md`), optionally under titles (`- Guide: [...]`)")
            }
        }
        if let repository = parsed.values["repository"] {
            if let text = repository.stringValue, text.hasPrefix("https://") || text.hasPrefix("http://") {
                config.repositoryEditURL = Self.editURL(repository: text, editPath: parsed.values["editPath"]?.stringValue)
            } else {
                report("repository", "'repository' must be the repository's web address (https://github.com/me/docs)")
            }
        }
        if let broken = parsed.values["links"]?["broken"] {
            if let value = broken.stringValue.flatMap(Diagnostic.Severity.init(rawValue:)) { config.brokenLinks = value } else {
                report("links", "'links.broken' must be 'error' or 'warning'")
            }
        }
        return config
    }

    /// The URL a page's path inside `content/` is appended to for "edit this page".
    ///
    /// `editPath` is the path after the repository's address that opens `content/` in the
    /// host's editor; it defaults to the `main` branch's `content/` folder in each host's
    /// spelling (GitHub `edit/`, GitLab `-/edit/`, Gitea and Codeberg `_edit/`). A full URL
    /// is used as it is.
    static func editURL(repository: String, editPath: String?) -> String {
        var base = repository
        while base.hasSuffix("/") { base.removeLast() }
        var path: String
        if let editPath {
            if editPath.hasPrefix("https://") || editPath.hasPrefix("http://") { return editPath }
            path = String(editPath.drop { $0 == "/" })
        } else if base.contains("gitlab") {
            path = "-/edit/main/content/"
        } else if base.contains("codeberg.org") || base.contains("gitea") {
            path = "_edit/main/content/"
        } else {
            path = "edit/main/content/"
        }
        if !path.hasSuffix("/") { path += "/" }
        return base + "/" + path
    }

    /// The paths of a `nav:` list in order: strings, `Title: path` and `Title: [list]`.
    static func flattenNavigation(_ value: DataValue) -> [String]? {
        switch value {
        case .string(let path): return [path]
        case .array(let items):
            var result: [String] = []
            for item in items {
                guard let paths = flattenNavigation(item) else { return nil }
                result += paths
            }
            return result
        case .dictionary(let mapping):
            var result: [String] = []
            for entry in mapping.entries {
                guard let paths = flattenNavigation(entry.value) else { return nil }
                result += paths
            }
            return result
        default: return nil
        }
    }
}
