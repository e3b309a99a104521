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
/// binary, `trellis.yml`, `data/` and the files blocks can read (images). Results with
/// diagnostics are not stored: they are rendered again, so messages quote the page as it is.
///
/// The renderer lists the files pages need (fonts a block used) from the blocks it rendered
/// itself, so ``siteFiles()`` first renders the blocks answered from the cache through it;
/// the build avoids that cost when no block changed (it reuses the previous build's files).
final class CachingLayoutRenderer: LayoutBlockRendering {
    let inner: any LayoutBlockCacheIdentifying
    /// Folder of `<key>.json` files.
    let directory: String
    let contextKey: UInt64
    private let answered = Mutex<[LayoutBlock]>([])
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
    }

    func render(_ block: LayoutBlock) -> RenderedLayoutBlock {
        let path = directory + "/" + key(of: block) + ".json"
        if let data = FileManager.default.contents(atPath: path), let stored = try? JSONDecoder().decode(Stored.self, from: data) {
            answered.withLock { $0.append(block) }
            counts.withLock { $0.hits += 1 }
            return RenderedLayoutBlock(html: stored.html, css: stored.css)
        }
        let rendered = inner.render(block)
        counts.withLock { $0.misses += 1 }
        if rendered.diagnostics.isEmpty, let data = try? JSONEncoder().encode(Stored(html: rendered.html, css: rendered.css)) {
            // Through a temporary file: a concurrent build never reads half an entry.
            let temporary = path + ".\(UUID().uuidString)"
            if (try? data.withUnsafeBytes { try FileSystem.write($0, to: temporary) }) != nil {
                if (try? FileSystem.rename(temporary, to: path)) == nil { unlink(temporary) }
            }
        }
        return rendered
    }

    var themeContext: [String: String] { inner.themeContext }

    func siteFiles() throws -> [String: [UInt8]] {
        let blocks = answered.withLock { blocks in
            defer { blocks = [] }
            return blocks
        }
        _ = blocks.parallelMap { inner.render($0).html.isEmpty }
        return try inner.siteFiles()
    }

    /// The block's cache key (16 hex digits).
    func key(of block: LayoutBlock) -> String {
        var hasher = StableHasher()
        hasher.combine(contextKey)
        hasher.combine(block.code)
        hasher.combine(block.info)
        hasher.combine(block.file)
        hasher.combine(block.line)
        hasher.combine(block.column)
        hasher.combine(block.index)
        hasher.combine(block.siteDirectory)
        hasher.combine(block.basePath)
        hasher.combine(String(Self.frontMatterText(of: block.pageText ?? "")))
        return hasher.hex
    }

    /// The YAML front matter of a page's text (what the block's names come from), or "".
    static func frontMatterText(of page: String) -> Substring {
        guard page.hasPrefix("---") else { return "" }
        guard let end = page.range(of: "\n---", range: page.index(page.startIndex, offsetBy: 3)..<page.endIndex) else { return page[...] }
        return page[..<end.upperBound]
    }
}
