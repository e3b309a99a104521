import TrellisLayout

/// One font file (or one face of a collection) and the CSS weight and style it provides.
public struct FontFaceFile: Hashable, Sendable {
    /// Absolute path, or relative to the site's directory once the site resolves it.
    public var path: String
    /// The face's index in a `.ttc` collection; 0 for a plain font file.
    public var index: Int
    public var weight: FontWeight
    public var italic: Bool

    public init(path: String, index: Int = 0, weight: FontWeight = .regular, italic: Bool = false) {
        self.path = path
        self.index = index
        self.weight = weight
        self.italic = italic
    }

    /// The file name without directories, e.g. `Inter-Regular.otf`.
    public var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
