// Rewriting internal links to built URLs, and checking them.

import Foundation
import TrellisMarkup

/// Resolves the links written in pages to the URLs the site builds, reporting broken ones.
///
/// Authors link the way they browse the source (`[x](../grids.md#spacing)`) or the site
/// (`[x](/guide/grids/#spacing)`); both become the built URL, and a link to a page, file
/// or heading that does not exist is an error at the link's `file:line:column`.
public struct LinkResolver: Sendable {
    private let pagesByContentPath: [String: Int]
    private let pagesByURLPath: [String: Int]
    /// Output paths of copied files (`guide/diagram.png`).
    private let files: Set<String>
    private let draftPaths: Set<String>
    /// Link targets per page: heading ids, `id="…"` in its raw HTML, footnotes.
    private let anchors: [Set<String>]
    /// Content paths by file name (`grids.md` -> `guide/grids.md`), so the "did you mean"
    /// hint of a broken link is a lookup, not a scan of every page: a build with
    /// thousands of broken links stays as fast as one without.
    private let contentPathsByName: [String: [String]]
    private let pageURLPaths: [String]
    private let basePath: String
    /// URL paths of generated section pages (folders without `_index.md`).
    private let listingURLPaths: Set<String>

    init(content: SiteContent, listingURLPaths: Set<String>, basePath: String) {
        self.listingURLPaths = listingURLPaths
        // The three maps side by side: each is 20,000 insertions on a big site.
        enum Map {
            case positions([String: Int])
            case names([String: [String]])
        }
        let pages = content.pages
        let maps = [0, 1, 2].parallelMap { map -> Map in
            switch map {
            case 0: return .positions(Dictionary(pages.enumerated().map { ($1.contentPath, $0) }, uniquingKeysWith: { _, last in last }))
            case 1: return .positions(Dictionary(pages.enumerated().map { ($1.urlPath, $0) }, uniquingKeysWith: { _, last in last }))
            default:
                var byName: [String: [String]] = [:]
                for page in pages {
                    let path = page.contentPath
                    let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
                    byName[name, default: []].append(path)
                }
                return .names(byName)
            }
        }
        guard case .positions(let byContent) = maps[0], case .positions(let byURL) = maps[1], case .names(let byName) = maps[2] else {
            preconditionFailure("parallelMap keeps its input's order")
        }
        contentPathsByName = byName
        pagesByContentPath = byContent
        pagesByURLPath = byURL
        files = Set(content.staticFiles.map(\.outputPath))
        draftPaths = content.draftPaths
        anchors = content.pages.parallelMap { Set($0.document.headings.map(\.id) + $0.document.anchorIDs) }
        pageURLPaths = content.pages.map(\.urlPath)
        self.basePath = basePath
    }

    /// What became of one link.
    enum Resolution: Equatable {
        /// Leave it as written (external, `mailto:`…).
        case unchanged
        case rewritten(String)
        case broken(message: String, hint: String?)
    }

    /// Resolves `destination` written in the page at `pageIndex`.
    func resolve(_ destination: String, fromPage pageIndex: Int, contentPath: String) -> Resolution {
        if destination.isEmpty || Self.hasScheme(destination) || destination.hasPrefix("//") { return .unchanged }
        var path = Substring(destination)
        var fragment: Substring? = nil
        var query: Substring = ""
        if let hash = path.firstIndex(of: "#") {
            fragment = path[path.index(after: hash)...]
            path = path[..<hash]
        }
        if let question = path.firstIndex(of: "?") {
            query = path[question...]
            path = path[..<question]
        }
        let decodedPath = String(path).removingPercentEncoding ?? String(path)

        // `#anchor` on the same page.
        if decodedPath.isEmpty {
            guard let fragment else { return .unchanged }
            if let problem = anchorProblem(String(fragment), in: pageIndex) { return problem }
            return .unchanged
        }

        // Resolve against the content folder (`/guide/x.md`) or the page's own folder.
        let sourceDirectory = contentPath.split(separator: "/").dropLast().joined(separator: "/")
        let joined = decodedPath.hasPrefix("/") ? decodedPath : sourceDirectory + "/" + decodedPath
        guard let normalized = URLPath.normalize(joined) else {
            return .broken(message: "link '\(destination)' climbs above the content folder", hint: "remove a '../'")
        }

        var target: Int?
        var fileTarget: String?
        if decodedPath.hasSuffix(".md") {
            target = pagesByContentPath[normalized]
            if target == nil, draftPaths.contains(normalized) {
                return .broken(message: "link to a draft page: '\(destination)'", hint: "drafts are not built; remove 'draft: true' or build with --drafts")
            }
            if target == nil {
                return .broken(message: "link to a page that does not exist: '\(destination)'", hint: hint(for: normalized))
            }
        } else {
            // A built URL (`/guide/grids/`, `../grids/`) or a copied file (`diagram.png`).
            // Relative paths are tried from the source folder (like GitHub), then from the
            // page's own URL (like a browser).
            var candidates = [normalized]
            if !decodedPath.hasPrefix("/"), let fromURL = URLPath.normalize(pageURLPaths[pageIndex] + decodedPath) {
                candidates.append(fromURL)
            } else if decodedPath.hasPrefix("/"), !basePath.isEmpty, normalized.hasPrefix(basePathComponent) {
                candidates.append(String(normalized.dropFirst(basePathComponent.count)))
            }
            // `guide/grids/index.html` is the file the site writes for `guide/grids/`.
            for candidate in candidates where candidate == "index.html" || candidate.hasSuffix("/index.html") {
                candidates.append(String(candidate.dropLast("index.html".count + (candidate.count > 10 ? 1 : 0))))
            }
            for candidate in candidates {
                let asURL = candidate.isEmpty ? "" : candidate + "/"
                if let page = pagesByURLPath[asURL] {
                    target = page
                } else if files.contains(candidate) {
                    fileTarget = candidate
                } else if listingURLPaths.contains(asURL) {
                    if let fragment, !fragment.isEmpty {
                        return .broken(message: "no heading with anchor '#\(fragment)' on /\(asURL)", hint: "a generated section page has no headings")
                    }
                    return .rewritten(basePath + "/" + URLPath.encode(asURL) + query)
                } else {
                    continue
                }
                break
            }
            if target == nil, fileTarget == nil {
                if let hint = markdownHint(forHTML: normalized, written: decodedPath, fragment: fragment) {
                    return .broken(message: "link to a page or file that does not exist: '\(destination)'", hint: hint)
                }
                return .broken(
                    message: "link to a page or file that does not exist: '\(destination)'",
                    hint: "write a path relative to this file (`grids.md`, `diagram.png`) or a site URL (`/guide/grids/`)")
            }
        }

        if let fileTarget {
            return .rewritten(Self.fileURL(outputPath: fileTarget, basePath: basePath) + query + (fragment.map { "#" + $0 } ?? ""))
        }
        guard let target else { return .unchanged }
        if let fragment, !fragment.isEmpty, let problem = anchorProblem(String(fragment), in: target) { return problem }
        let url = basePath + "/" + URLPath.encode(pageURLPaths[target])
        return .rewritten(url + query + (fragment.map { "#" + $0 } ?? ""))
    }

    /// The URL of a copied file (`guide/cat.png` -> `/docs/guide/cat.png`): what a Markdown
    /// image or link to it becomes, and what a layout block's `<img src>` is.
    public static func fileURL(outputPath: String, basePath: String) -> String {
        basePath + "/" + URLPath.encode(outputPath)
    }

    /// The base path without its leading slash plus a trailing one (`docs/`), for links
    /// that spell out the base path.
    private var basePathComponent: String { String(basePath.dropFirst()) + "/" }

    private func anchorProblem(_ fragment: String, in page: Int) -> Resolution? {
        let id = fragment.removingPercentEncoding ?? fragment
        guard !anchors[page].contains(id) else { return nil }
        let nearest = anchors[page].min { Self.distance($0, id) < Self.distance($1, id) }
        let pagePath = "/" + pageURLPaths[page]
        return .broken(
            message: "no heading with anchor '#\(id)' on \(pagePath)",
            hint: nearest.map { "did you mean '#\($0)'?" } ?? "the page has no headings to link to")
    }

    private static func hasScheme(_ destination: String) -> Bool {
        var sawLetter = false
        for byte in destination.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): sawLetter = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if !sawLetter { return false }
            case UInt8(ascii: ":"): return sawLetter
            default: return false
            }
        }
        return false
    }

    /// Suggests the page whose path ends like the broken one (a moved or renamed file).
    private func hint(for path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let match = contentPathsByName[name]?.min(by: { $0.count < $1.count }) {
            return "did you mean '\(match)' (paths are relative to this file's folder)?"
        }
        return "paths are relative to this file's folder; start with '/' to resolve from content/"
    }

    /// For `chapter.html` (how mdBook and hand-written HTML sites link) where `chapter.md`
    /// exists: the Markdown link to write instead, spelled as the author wrote the path.
    private func markdownHint(forHTML normalized: String, written: String, fragment: Substring?) -> String? {
        guard normalized.hasSuffix(".html") || normalized.hasSuffix(".htm") else { return nil }
        let stem = normalized.hasSuffix(".html") ? normalized.dropLast(5) : normalized.dropLast(4)
        let writtenStem = written.hasSuffix(".html") ? written.dropLast(5) : written.dropLast(4)
        let anchor = fragment.map { "#" + $0 } ?? ""
        if pagesByContentPath[stem + ".md"] != nil {
            return "did you mean '\(writtenStem).md\(anchor)'? (link to the Markdown file; the site writes its URL)"
        }
        if pagesByContentPath[stem + "/_index.md"] != nil { return "did you mean '\(writtenStem)/_index.md\(anchor)'?" }
        return nil
    }

    /// Edit distance, for "did you mean" hints on anchors (short strings only).
    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8.prefix(64)), b = Array(b.utf8.prefix(64))
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
