/// Why a configured font cannot be used; the message names the file and what to do.
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// The file does not exist, cannot be read, or is not an OpenType/TrueType font.
        case unreadable
        /// A family lists no face at all.
        case emptyFamily
        /// More than 64 distinct faces (the measurer tracks used faces in a 64-bit mask).
        case tooManyFaces
    }

    public var reason: Reason
    /// The font file's path, or the family name for `emptyFamily`.
    public var path: String

    public init(_ reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    public var description: String {
        switch reason {
        case .unreadable:
            "cannot load font '\(path)': the file is missing, unreadable or not an OpenType/TrueType font (hint: check the path in trellis.yml, or install fonts-inter / fonts-dejavu-core)"
        case .emptyFamily:
            "font family '\(path)' lists no font files (hint: give it at least a regular face)"
        case .tooManyFaces:
            "more than 64 font faces are configured, '\(path)' is one too many (hint: a site rarely needs more than a dozen)"
        }
    }
}
