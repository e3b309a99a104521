// A page body's lines by number, found by scanning its UTF-8 bytes as far as asked.

/// The lines of a text by 1-based number, ending where CommonMark ends a line (`\n`,
/// `\r\n` or `\r`); the line break is not part of the line.
///
/// Lines are found by scanning the UTF-8 bytes, only as far as the highest line asked
/// for, rather than by splitting into `Character`s (grapheme breaking over the whole page):
/// the build asks for a line of most pages (a link on a paragraph's second line, a table,
/// a fence), so this is on the hot path.
struct LineIndex {
    private let text: Substring
    /// UTF-8 offsets of each line found so far: its first byte and the byte after its last.
    private var bounds: [(start: Int, end: Int)] = []
    /// Where the scan stopped; nil once the whole text is indexed.
    private var scanned: Int? = 0

    init(_ text: Substring) {
        self.text = text
    }

    /// Line `number` (1-based) without its line break, or nil past the end.
    mutating func line(_ number: Int) -> Substring? {
        guard number >= 1 else { return nil }
        if number > bounds.count { scan(through: number) }
        guard number <= bounds.count else { return nil }
        let (start, end) = bounds[number - 1]
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        return text[from..<utf8.index(from, offsetBy: end - start)]
    }

    /// Lines `first` through `last`, empty when out of range.
    mutating func lines(_ first: Int, _ last: Int) -> [Substring] {
        guard first >= 1, first <= last else { return [] }
        scan(through: last)
        guard last <= bounds.count else { return [] }
        return (first...last).compactMap { line($0) }
    }

    private mutating func scan(through number: Int) {
        guard let position = scanned else { return }
        var bounds = self.bounds
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> Int? in
            var start = position
            var index = position
            while index < bytes.count, bounds.count < number {
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D {
                    bounds.append((start, index))
                    index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                    start = index
                } else {
                    index += 1
                }
            }
            guard bounds.count < number else { return start }
            bounds.append((start, bytes.count))
            return nil
        }
        scanned = text.utf8.withContiguousStorageIfAvailable(scan) ?? Array(text.utf8).withUnsafeBufferPointer(scan)
        self.bounds = bounds
    }
}
