// A page body's lines by number, found by one scan of its UTF-8 bytes.

/// The lines of a text by 1-based number, ending where CommonMark ends a line (`\n`,
/// `\r\n` or `\r`); the line break is not part of the line.
///
/// Built by one scan over the UTF-8 bytes rather than by splitting into `Character`s, which
/// runs grapheme breaking over the whole page: the build asks for a line of most pages (a
/// link on a paragraph's second line, a table, a fence), so this is on the hot path.
struct LineIndex {
    private let text: Substring
    /// UTF-8 offsets of each line's first byte and of the byte after its last.
    private var bounds: [(start: Int, end: Int)] = []

    init(_ text: Substring) {
        self.text = text
        var bounds: [(start: Int, end: Int)] = []
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) in
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D {
                    bounds.append((start, index))
                    index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                    start = index
                } else {
                    index += 1
                }
            }
            bounds.append((start, bytes.count))
        }
        if text.utf8.withContiguousStorageIfAvailable(scan) == nil {
            Array(text.utf8).withUnsafeBufferPointer(scan)
        }
        self.bounds = bounds
    }

    var count: Int { bounds.count }

    /// Line `number` (1-based) without its line break, or nil past the end.
    subscript(number: Int) -> Substring? {
        guard number >= 1, number <= bounds.count else { return nil }
        let (start, end) = bounds[number - 1]
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        return text[from..<utf8.index(from, offsetBy: end - start)]
    }

    /// Lines `first` through `last`, empty when out of range.
    func lines(_ first: Int, _ last: Int) -> [Substring] {
        guard first >= 1, first <= last, last <= bounds.count else { return [] }
        return (first...last).compactMap { self[$0] }
    }
}
