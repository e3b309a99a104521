// Rendered layout blocks kept on disk between builds, keyed by everything they read.

import Foundation
import Synchronization
import TrellisMarkup

/// A ``LayoutBlockRendering`` decorator that stores each rendered block in the cache folder
/// and answers a block it has seen from there, so a build after a template edit (every page
/// rendered again) or a text edit (blocks unchanged) does not lay blocks out again.
///
/// The key is the block itself (code, info string, file, position, index), its page's front
/// matter, and ``contextKey``: the renderer's identity (fonts, text sizes), the trellis
/// binary, `trellis.yml`, `data/` and the files blocks can read (images). A result with
/// warnings is stored with them and answered with them, as a build that reuses a page
/// reports its warnings again: everything a message quotes (the block's lines as the page
/// writes them, its file and position) is in the key. A result with an error is not stored:
/// the build fails, and the next one reads the block again.
///
/// The renderer lists the files pages need (fonts a block used) from the blocks it rendered
/// itself; ``siteFiles()`` shows it the blocks answered from the cache only when they may
/// need a file it did not list (a fallback font), and the build does not ask at all when
/// no block changed (it reuses the previous build's files).
final class CachingLayoutRenderer: LayoutBlockRendering {
    let inner: any LayoutBlockCacheIdentifying
    /// Folder of `<key>.json` files.
    let directory: String
    let contextKey: UInt64
    /// Blocks answered from the cache in this build, with the files their entry recorded.
    private let answered = Mutex<[(block: LayoutBlock, files: [String]?)]>([])
    /// Entries written in this build (their files are recorded once the build knows them).
    private let written = Mutex<[(path: String, stored: Stored)]>([])
    private let counts = Mutex<(hits: Int, misses: Int)>((0, 0))

    init(inner: any LayoutBlockCacheIdentifying, directory: String, contextKey: UInt64) {
        self.inner = inner
        self.directory = directory
        self.contextKey = contextKey
        try? FileSystem.makeDirectories(directory)
    }

    /// Blocks answered from the cache and rendered, in this build.
    var hitsAndMisses: (hits: Int, misses: Int) { counts.withLock { $0 } }

    private struct Stored: Codable {
        var html: String
        var css: String
        /// The renderer's files (fonts) of the build that rendered the block: a superset of
        /// those the block itself needs.
        var files: [String]?
        /// The warnings and notes the block was rendered with (nil in entries from before they were kept).
        var diagnostics: [Diagnostic]?

        /// The block as it was rendered, its warnings with it.
        var rendered: RenderedLayoutBlock { RenderedLayoutBlock(html: html, css: css, diagnostics: diagnostics ?? []) }
    }

    func render(_ block: LayoutBlock) -> RenderedLayoutBlock {
        let path = directory + "/" + key(of: block) + ".json"
        if let stored = stored(at: path) {
            answered.withLock { $0.append((block, stored.files)) }
            counts.withLock { $0.hits += 1 }
            return stored.rendered
        }
        let rendered = inner.render(block)
        counts.withLock { $0.misses += 1 }
        if !rendered.diagnostics.contains(where: { $0.severity == .error }) {
            let stored = Stored(html: rendered.html, css: rendered.css, diagnostics: rendered.diagnostics)
            Self.write(stored, to: path)
            written.withLock { $0.append((path, stored)) }
        }
        return rendered
    }

    /// A block the cache holds (its page's other blocks, when one is edited) in full; any
    /// other for `choices` alone, neither stored nor counted: ``render(_:)`` follows.
    func render(_ block: LayoutBlock, as choices: ReaderChoices) -> RenderedLayoutBlock {
        if let stored = stored(at: directory + "/" + key(of: block) + ".json") {
            return stored.rendered
        }
        return inner.render(block, as: choices)
    }

    private func stored(at path: String) -> Stored? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(Stored.self, from: data)
    }

    /// Writes an entry through a temporary file, so a concurrent build never reads half of one.
    private static func write(_ stored: Stored, to path: String) {
        guard let data = try? JSONEncoder().encode(stored) else { return }
        let temporary = path + ".\(UUID().uuidString)"
        if (try? data.withUnsafeBytes { try FileSystem.write($0, to: temporary) }) != nil {
            if (try? FileSystem.rename(temporary, to: path)) == nil { unlink(temporary) }
        }
    }

    var themeContext: [String: String] { inner.themeContext }

    func siteWarnings(siteDirectory: String) -> [Diagnostic] { inner.siteWarnings(siteDirectory: siteDirectory) }

    /// The renderer's files for every block of this build, as a clean build lists them.
    ///
    /// The renderer knows only the blocks it rendered. If every block answered from the
    /// cache was rendered in a build whose files are among those the renderer lists now,
    /// they need nothing more; otherwise they are shown to the renderer (rendered again,
    /// results dropped) first. Entries then record this build's files.
    func siteFiles() throws -> [String: [UInt8]] {
        let hits = answered.withLock { blocks in
            defer { blocks = [] }
            return blocks
        }
        var files = try inner.siteFiles()
        let known = Set(files.keys)
        if hits.contains(where: { hit in hit.files.map { !Set($0).isSubset(of: known) } ?? true }) {
            _ = hits.parallelMap { inner.render($0.block).html.isEmpty }
            files = try inner.siteFiles()
        }
        let paths = files.keys.sorted()
        let entries = written.withLock { entries in
            defer { entries = [] }
            return entries
        }
        for var entry in entries {
            entry.stored.files = paths
            Self.write(entry.stored, to: entry.path)
        }
        return files
    }

    /// The block's cache key (16 hex digits).
    func key(of block: LayoutBlock) -> String {
        var hasher = StableHasher()
        hasher.combine(contextKey)
        hasher.combine(block.source.code)
        // The page lines as written, which errors and warnings quote.
        hasher.combine(block.source.pageLines.joined(separator: "\n"))
        hasher.combine(block.info)
        hasher.combine(block.file)
        hasher.combine(String(block.source.firstLine))
        hasher.combine(String(block.source.indentation))
        hasher.combine(String(block.index))
        hasher.combine(block.siteDirectory)
        hasher.combine(block.basePath)
        // The front matter the block's names come from, in a stable order.
        for key in block.frontMatter.values.keys.sorted() {
            hasher.combine(key)
            if let value = block.frontMatter.values[key] { hasher.combine(dataValue: value) }
        }
        return hasher.hex
    }

    /// The YAML front matter of a page's text (what the block's names come from), or "".
    static func frontMatterText(of page: String) -> Substring {
        guard page.hasPrefix("---") else { return "" }
        guard let end = page.range(of: "\n---", range: page.index(page.startIndex, offsetBy: 3)..<page.endIndex) else { return page[...] }
        return page[..<end.upperBound]
    }
}
