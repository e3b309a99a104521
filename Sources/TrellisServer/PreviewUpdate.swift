// What a finished build changed, as the open pages need to know it.

import Foundation

/// One announcement on the live-reload stream: the new build's id and what it changed.
///
/// A page compares `previousID` with the build it came from: if it missed a build it
/// reloads; otherwise it replaces its content in place when its own path is among
/// ``pages`` (scroll position and open `<details>` kept), swaps the stylesheets named in
/// ``stylesheets``, and reloads only when ``reload`` says nothing finer can be done (a
/// failed build, an image or script changed). Pages not open now are served fresh when the
/// reader goes to them.
struct PreviewUpdate: Sendable, Equatable, Encodable {
    /// The build this update leads to.
    var id: String
    /// The build before it; nil in the first message of a stream (the current build).
    var previousID: String?

    private enum CodingKeys: String, CodingKey {
        case id, previousID = "previous", pages, stylesheets, reload, partial
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        // Always present: the script tells the first message by its null.
        try container.encode(previousID, forKey: .previousID)
        try container.encode(pages, forKey: .pages)
        try container.encode(stylesheets, forKey: .stylesheets)
        try container.encode(reload, forKey: .reload)
        try container.encode(partial, forKey: .partial)
    }
    /// URL paths (decoded, below the base path included: `/docs/guide/grids/`) of the pages
    /// the build rendered again.
    var pages: [String] = []
    /// URL paths of stylesheets whose file changed.
    var stylesheets: [String] = []
    /// Whether open pages must reload.
    var reload = false
    /// Whether ``pages`` show their edited layout blocks only as their readers see them (the
    /// configuration each page's script reported, `Site.update`'s first look): the update
    /// with every configuration follows.
    var partial = false

    /// The update as the JSON the page's script reads (`previous` is null in the first one).
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{\"id\":\"\(id)\",\"reload\":true}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The update for a successful build that rendered `renderedPages` (URL paths below the
    /// site root: `guide/grids/`) after `changedFiles` (relative to the site folder) changed.
    static func afterBuild(
        id: String, previousID: String, basePath: String, renderedPages: [String], changedFiles: [String], partial: Bool = false
    ) -> PreviewUpdate {
        var update = PreviewUpdate(id: id, previousID: previousID, partial: partial)
        update.pages = renderedPages.map { basePath + "/" + $0 }
        for file in changedFiles {
            guard let output = outputPath(ofSource: file) else { continue }
            if output.hasSuffix(".css") {
                update.stylesheets.append(basePath + "/" + output)
            } else {
                // An image or another file pages embed: reload to fetch it.
                update.reload = true
            }
        }
        return update
    }

    /// Where a copied source file lands in the output; nil for pages, templates and settings
    /// (their effect shows in the rendered pages).
    static func outputPath(ofSource file: String) -> String? {
        if file.hasPrefix("static/") { return String(file.dropFirst("static/".count)) }
        if file.hasPrefix("templates/assets/") { return String(file.dropFirst("templates/".count)) }
        if file.hasPrefix("content/"), !file.hasSuffix(".md") { return String(file.dropFirst("content/".count)) }
        return nil
    }
}
