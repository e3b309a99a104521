// Where `Image("name")` finds its file: the site answers, the language only asks.

import TrellisLayout

/// Finds the image file a block names in `Image("cat.png")`: its intrinsic size for the
/// layout and the URL the page loads it from.
///
/// The language knows nothing of folders or URLs: a site resolves names relative to the page
/// (`TrellisSite.SiteImages`), a test answers from a table. Called from every thread that
/// lowers a block, hence `Sendable`.
public protocol BlockImageResolving: Sendable {
    /// The image `name` refers to, or why there is none (the message and hint the page's
    /// error shows at the `Image(` call).
    func image(named name: String) throws(BlockImageError) -> BlockImage
}

/// An image file as a block shows it.
public struct BlockImage: Hashable, Sendable {
    /// The file's intrinsic size in CSS px (what `Image` proposes without `resizable()`).
    public var size: Size
    /// The URL written into `<img src>`.
    public var url: String

    public init(size: Size, url: String) {
        self.size = size
        self.url = url
    }
}

/// Why an image name has no usable file; becomes an error at the `Image(` call.
public struct BlockImageError: Error, Hashable, Sendable {
    /// What is wrong (`no image file named `cat.png``).
    public var message: String
    /// What to do (where it looked, the nearest name).
    public var hint: String?
    /// Whether the name is an app's asset the site lacks (`Image("turtlerock")`, no file
    /// extension and no near miss of a file): pasted code draws a stand-in for it instead of
    /// failing, while a missing file (`Image("cat.png")`) stays an error.
    public var isMissingAsset: Bool

    public init(_ message: String, hint: String? = nil, isMissingAsset: Bool = false) {
        self.message = message
        self.hint = hint
        self.isMissingAsset = isMissingAsset
    }

    /// Whether `name` is written as an asset catalogue names images: without an image file's
    /// extension. Asset names may hold dots (`profile.female`, `heart.rate`), so only a known
    /// extension makes a name a file's. An empty name is one too: `Image(gearImage)` of a view
    /// made with its default `var gearImage = ""` names an asset the app passes.
    public static func isAssetName(_ name: String) -> Bool {
        !hasImageFileExtension(name)
    }

    /// The extensions of image files an author may name, in any case: the formats `Image`
    /// shows and the others (`.gif`, `.heic`, `.pdf`), which are then reported as such.
    public static let imageFileExtensions: Set<String> = ["png", "jpg", "jpeg", "webp", "svg", "gif", "avif", "heic", "heif", "bmp", "tif", "tiff", "pdf", "ico"]

    /// Whether the last component of `name` ends in one of ``imageFileExtensions`` (`cat.png`).
    public static func hasImageFileExtension(_ name: String) -> Bool {
        let file = name.split(separator: "/").last ?? ""
        guard let dot = file.lastIndex(of: ".") else { return false }
        return imageFileExtensions.contains(file[file.index(after: dot)...].lowercased())
    }
}

/// The resolver of tools without a site: every name is missing.
public struct NoBlockImages: BlockImageResolving {
    public init() {}

    public func image(named name: String) throws(BlockImageError) -> BlockImage {
        throw BlockImageError("no image file named `\(name)`", hint: "images are looked up in the site's content/ and static/ folders; none is known here",
                              isMissingAsset: BlockImageError.isAssetName(name))
    }
}
