// One scan of a page's bytes that tells which GFM passes can find anything.

/// Which GFM extensions a page's text may use, from one pass over its bytes.
///
/// Each pass walks the whole cmark tree; most pages use none of the extensions (the tldr
/// corpus: a tilde in 301 of 19,836 pages, `[!` in 3, `{#` in 27), so a pass runs only when the
/// characters that start its syntax occur at all.
struct ExtensionHints {
    var strikethrough = false
    var autolinks = false
    var taskItems = false
    var alerts = false
    var headingIDs = false

    var footnotes = false
    /// A `|`: the page may hold a pipe table.
    var tables = false

    init(_ text: Substring) {
        if let hints = text.utf8.withContiguousStorageIfAvailable(Self.scan) {
            self = hints
        } else {
            self = Array(text.utf8).withUnsafeBufferPointer(Self.scan)
        }
    }

    private init() {}

    /// Bytes that can start or end a marker: all others are skipped by one table lookup.
    private static let markerBytes: [Bool] = (0...255).map { "~|@/.!^# xX".utf8.contains(UInt8($0)) }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ExtensionHints {
        var hints = ExtensionHints()
        var previous: UInt8 = 0
        markerBytes.withUnsafeBufferPointer { isMarker in
            for byte in bytes {
                defer { previous = byte }
                guard isMarker[Int(byte)] else { continue }
                switch byte {
                case UInt8(ascii: "~"): hints.strikethrough = true
                case UInt8(ascii: "|"): hints.tables = true
                case UInt8(ascii: "@"): hints.autolinks = true
                case UInt8(ascii: "/"): if previous == UInt8(ascii: ":") { hints.autolinks = true }
                case UInt8(ascii: "."): if previous | 0x20 == UInt8(ascii: "w") { hints.autolinks = true }
                case UInt8(ascii: "!"): if previous == UInt8(ascii: "[") { hints.alerts = true }
                case UInt8(ascii: "^"): if previous == UInt8(ascii: "[") { hints.footnotes = true }
                case UInt8(ascii: "#"): if previous == UInt8(ascii: "{") { hints.headingIDs = true }
                default: if previous == UInt8(ascii: "[") { hints.taskItems = true }
                }
            }
        }
        return hints
    }
}
