// `Image("cat.png")` in a page's layout block: which file, how big, at what URL.

import Synchronization
import TrellisBlocks
import TrellisLayout
import TrellisMarkup
import TrellisSite
import TrellisText

/// Finds the image files a page's layout blocks name, the way Hugo and Zola authors expect
/// page-relative images to work, and reads their intrinsic size.
///
/// `Image("cat.png")` in `content/guide/poll.md` is `content/guide/cat.png` (a page bundle),
/// else `static/cat.png`; `Image("/img/cat.png")` is from the site root: `static/img/cat.png`,
/// else `content/img/cat.png`. A name without extension (SwiftUI's asset style, `Image("cat")`)
/// tries `.png`, `.jpg`, `.jpeg`, `.webp`, `.svg` in that order. The URL is where the build
/// copies that file (content files keep their content-relative path, `static/` goes to the
/// root), site-absolute with the `baseURL` path, because a page's pretty URL (`/guide/poll/`)
/// would break a relative one. Paths that leave `content/`/`static/` and hidden files (which
/// the build does not publish) are refused.
///
/// The build, `trellis serve` and `trellis layout` all use this type, so a block lays out
/// the same everywhere. Sizes are cached per file for the process and re-read when the file
/// changes (its size or modification time), so the many blocks, states and text sizes that
/// ask read each file once, and `serve` still sees edits.
public struct SiteImages: BlockImageResolving {
    /// The folder holding `content/` and `static/`.
    public let siteDirectory: String
    /// The page whose blocks ask, relative to ``siteDirectory`` (`content/guide/poll.md`).
    public let page: String
    /// The path part of the site's `baseURL` (`/docs`, or empty), prefixed to every URL.
    public let basePath: String

    /// Extensions tried, in order, for a name without one.
    public static let extensions = ["png", "jpg", "jpeg", "webp", "svg"]

    public init(siteDirectory: String, page: String, basePath: String = "") {
        self.siteDirectory = siteDirectory
        self.page = page
        self.basePath = basePath
    }

    /// A file an image name resolved to.
    public struct Location: Hashable, Sendable {
        /// Relative to the site folder (`content/guide/cat.png`, `static/cat.png`).
        public var file: String
        /// Where the build copies it, relative to the output (`guide/cat.png`, `cat.png`).
        public var outputPath: String
    }

    // MARK: - BlockImageResolving

    public func image(named name: String) throws(BlockImageError) -> BlockImage {
        let location = try locate(name)
        switch Self.cache.size(of: join(siteDirectory, location.file)) {
        case .success(let size):
            return BlockImage(size: size.size, url: LinkResolver.fileURL(outputPath: location.outputPath, basePath: basePath))
        case .failure(let error):
            throw BlockImageError(
                ImageSizeError(error.reason, path: location.file).description,
                hint: error.reason == .unreadable ? "check the file's permissions" : "`Image` shows PNG, JPEG, WebP and SVG files")
        }
    }

    // MARK: - Lookup

    /// The file `name` refers to, first match in lookup order.
    public func locate(_ name: String) throws(BlockImageError) -> Location {
        if name.isEmpty {
            throw BlockImageError("`Image(\"\")` names no file", hint: "write a file name such as `Image(\"diagram.svg\")`",
                                  isMissingAsset: BlockImageError.isAssetName(name))
        }
        if name.contains("://") || name.hasPrefix("//") || name.hasPrefix("data:") {
            throw BlockImageError(
                "`\(name)` is not a file of the site: a remote image's size cannot be known when the page is built",
                hint: "download it into the page's folder or static/ and name the file")
        }
        let folders = searchFolders(for: name)
        let relative = name.hasPrefix("/") ? String(name.drop { $0 == "/" }) : name
        var looked: [String] = []
        for folder in folders {
            guard let path = URLPath.normalize(folder.source + "/" + relative), path.hasPrefix(folder.root + "/") else { continue }
            looked.append(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/")
            if let hidden = path.split(separator: "/").first(where: { $0.hasPrefix(".") }) {
                throw BlockImageError("`\(name)` is in the hidden folder or file `\(hidden)`, which the build does not publish",
                                      hint: "move the image out of it")
            }
            for candidate in Self.candidates(path) where FileSystem.stamp(join(siteDirectory, candidate)) != nil {
                return Location(file: candidate, outputPath: String(candidate.dropFirst(folder.root.count + 1)))
            }
        }
        guard !looked.isEmpty else {
            throw BlockImageError("image path `\(name)` leaves the site's content/ and static/ folders",
                                  hint: "images must be inside the site: put the file in the page's folder or in static/")
        }
        let hint = missingHint(name: name, looked: looked)
        throw BlockImageError("no image file named `\(name)`", hint: hint.text,
                              isMissingAsset: BlockImageError.isAssetName(name) && !hint.suggests)
    }

    /// Where to look, in order: each folder's path relative to the site and the top folder
    /// (`content` or `static`) the result must stay inside.
    private func searchFolders(for name: String) -> [(source: String, root: String)] {
        if name.hasPrefix("/") { return [("static", "static"), ("content", "content")] }
        guard page.hasPrefix("content/") else { return [("static", "static")] }
        let pageFolder = String(page[..<(page.lastIndex(of: "/") ?? page.endIndex)])
        return [(pageFolder, "content"), ("static", "static")]
    }

    /// `path` itself, or with each known extension when it has none.
    private static func candidates(_ path: String) -> [String] {
        // `profile.female` is an asset's name with a dot, not a file of type `.female`.
        BlockImageError.hasImageFileExtension(path) ? [path] : extensions.map { path + "." + $0 }
    }

    /// "looked in content/guide/ and static/", with the nearest image file's name if any.
    private func missingHint(name: String, looked: [String]) -> (text: String, suggests: Bool) {
        var folders: [String] = []
        for folder in looked where !folders.contains(folder) { folders.append(folder) }
        let hint = "looked in " + folders.joined(separator: " and ")
        // The suggestion keeps the folders the author wrote (`img/logo.svg` for `img/lgo.svg`).
        let slash = name.lastIndex(of: "/")
        let written = slash.map { String(name[...$0]) } ?? ""
        let wanted = slash.map { String(name[name.index(after: $0)...]) } ?? name
        let nearby = folders.flatMap { folder in
            ((try? FileSystem.entries(of: join(siteDirectory, folder))) ?? []).filter { entry in
                !entry.isDirectory && Self.extensions.contains { entry.name.lowercased().hasSuffix("." + $0) }
            }.map(\.name)
        }
        guard let match = NameSuggestion.closest(to: wanted, among: nearby) else { return (hint, false) }
        return (hint + "; did you mean `\(written + match)`?", true)
    }

    private func join(_ directory: String, _ path: String) -> String {
        directory + "/" + path
    }

    // MARK: - Cache

    /// Sizes by absolute path for the whole process, with the file's stamp when read.
    private static let cache = SizeCache()

    final class SizeCache: Sendable {
        private struct Entry {
            var stamp: FileSystem.FileStamp
            var size: Result<ImageSize, ImageSizeError>
            var reads: Int
        }

        private let entries = Mutex<[String: Entry]>([:])

        /// The size of the file at `path`, read only when it is new or changed.
        func size(of path: String) -> Result<ImageSize, ImageSizeError> {
            guard let stamp = FileSystem.stamp(path) else { return .failure(ImageSizeError(.missing, path: path)) }
            let cached = entries.withLock { $0[path] }
            if let cached, cached.stamp == stamp { return cached.size }
            // Read outside the lock: two threads may read the same new file once each, harmlessly.
            let size = ImageSize.read(path: path)
            entries.withLock { $0[path] = Entry(stamp: stamp, size: size, reads: (cached?.reads ?? 0) + 1) }
            return size
        }

        /// How many times the file at `path` was read (tests check the cache is used).
        func reads(of path: String) -> Int { entries.withLock { $0[path]?.reads ?? 0 } }
    }

    /// The process-wide cache (tests inspect it).
    static var sizeCache: SizeCache { cache }
}
