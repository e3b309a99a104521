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
        if let broken = parsed.values["links"]?["broken"] {
            if let value = broken.stringValue.flatMap(Diagnostic.Severity.init(rawValue:)) { config.brokenLinks = value } else {
                report("links", "'links.broken' must be 'error' or 'warning'")
            }
        }
        return config
    }
}
