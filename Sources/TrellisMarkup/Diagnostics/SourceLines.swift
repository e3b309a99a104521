// Line lookup for diagnostics.

/// The lines of a source file, looked up by 1-based number.
///
/// Diagnostics quote the offending line; building this index only when a problem is
/// reported keeps the common (error-free) path free of line splitting.
public struct SourceLines: Sendable {
    private let lines: [Substring]

    public init(_ text: String) {
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnding)
    }

    /// The text of line `number` (1-based) without its line break, or nil past the end.
    public subscript(number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1]
        return String(line.hasSuffix("\r") ? line.dropLast() : line)
    }

    public var count: Int { lines.count }

    /// The number of the first line, up to `limit`, that sets the top-level YAML `key`
    /// (`weight: x`): where a diagnostic about a setting points.
    public func lineNumber(ofKey key: String, through limit: Int = .max) -> Int? {
        let prefix = key + ":"
        for (index, line) in lines.prefix(limit).enumerated() where line.hasPrefix(prefix) { return index + 1 }
        return nil
    }
}

extension Character {
    /// A line ending as CommonMark counts them: `\n`, `\r\n` (one `Character` in Swift, so
    /// splitting on `"\n"` alone misses it) or `\r`; pages written on Windows keep their
    /// line numbers.
    var isLineEnding: Bool { self == "\n" || self == "\r\n" || self == "\r" }
}
