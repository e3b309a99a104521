// GFM pipe tables, recognised from a paragraph's source lines.

/// A GitHub-flavoured pipe table found in a paragraph's source.
///
/// libcmark implements CommonMark core, which has no tables: it leaves
/// `| a | b |` / `|---|---|` as a paragraph. Authors expect GFM tables, so the document
/// recognises them from the paragraph's source lines and renders them as an accessible
/// `<table>` (header cells with `scope="col"`, alignment from `:---:`).
struct PipeTable: Equatable {
    enum Alignment: Equatable {
        case none, left, center, right

        /// The `style` attribute for a cell, empty when the column has no alignment.
        var styleAttribute: String {
            switch self {
            case .none: ""
            case .left: " style=\"text-align: left\""
            case .center: " style=\"text-align: center\""
            case .right: " style=\"text-align: right\""
            }
        }
    }

    /// One cell's Markdown and where it starts, so links in cells keep true positions.
    struct Cell: Equatable {
        var markdown: String
        /// 0-based line index within the paragraph.
        var lineIndex: Int
        /// 0-based UTF-8 offset of the cell's first character within its (unstripped) line.
        var utf8Offset: Int
    }

    var alignments: [Alignment]
    var header: [Cell]
    var rows: [[Cell]]

    /// Recognises a table whose header starts the paragraph.
    ///
    /// `lines` are the paragraph's source lines; `prefixLength` is how many UTF-8 bytes of
    /// container prefix (indentation, `> `) each line carries. Returns nil when the lines are
    /// not a table (no delimiter row, or header and delimiter disagree on the column count,
    /// as GFM requires).
    init?(lines: [Substring], prefixLength: Int) {
        guard lines.count >= 2 else { return nil }
        func strip(_ line: Substring) -> (Substring, Int) {
            var offset = 0
            var rest = line
            while offset < prefixLength, let first = rest.utf8.first, first == UInt8(ascii: " ") || first == UInt8(ascii: ">") || first == UInt8(ascii: "\t") {
                rest = rest.dropFirst()
                offset += 1
            }
            return (rest, offset)
        }
        let (headerLine, headerOffset) = strip(lines[0])
        let (delimiterLine, _) = strip(lines[1])
        guard headerLine.contains("|"), let alignments = Self.alignments(delimiterLine) else { return nil }
        let header = Self.cells(headerLine, lineIndex: 0, baseOffset: headerOffset)
        guard header.count == alignments.count else { return nil }
        self.alignments = alignments
        self.header = header
        rows = lines.dropFirst(2).enumerated().map { index, line in
            let (content, offset) = strip(line)
            var cells = Self.cells(content, lineIndex: index + 2, baseOffset: offset)
            // GFM: extra cells are ignored, missing cells are empty.
            if cells.count > alignments.count { cells.removeLast(cells.count - alignments.count) }
            while cells.count < alignments.count { cells.append(Cell(markdown: "", lineIndex: index + 2, utf8Offset: 0)) }
            return cells
        }
    }

    /// Parses a delimiter row such as `|:---|:--:|---:|`.
    static func alignments(_ line: Substring) -> [Alignment]? {
        var trimmed = line.trimmed(of: " \t\r")
        guard trimmed.contains("-") else { return nil }
        if trimmed.hasPrefix("|") { trimmed = trimmed.dropFirst() }
        if trimmed.hasSuffix("|") { trimmed = trimmed.dropLast() }
        var result: [Alignment] = []
        for part in trimmed.split(separator: "|", omittingEmptySubsequences: false) {
            let cell = part.trimmed(of: " \t")
            let leading = cell.hasPrefix(":")
            let trailing = cell.hasSuffix(":") && cell.count > 1
            let dashes = cell.dropFirst(leading ? 1 : 0).dropLast(trailing ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            switch (leading, trailing) {
            case (true, true): result.append(.center)
            case (true, false): result.append(.left)
            case (false, true): result.append(.right)
            case (false, false): result.append(.none)
            }
        }
        return result.isEmpty ? nil : result
    }

    /// Splits a row at unescaped pipes; `\|` becomes a literal pipe in the cell.
    static func cells(_ line: Substring, lineIndex: Int, baseOffset: Int) -> [Cell] {
        let bytes = Array(line.utf8)
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        var start = 0
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        if start < end, bytes[start] == UInt8(ascii: "|") { start += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "|"), end < 2 || bytes[end - 2] != UInt8(ascii: "\\") { end -= 1 }
        var cells: [Cell] = []
        var current: [UInt8] = []
        var cellStart = start
        var index = start
        func finish() {
            // Trim the cell, remembering where its text starts for source positions.
            var leading = 0
            while leading < current.count, current[leading] == UInt8(ascii: " ") || current[leading] == UInt8(ascii: "\t") { leading += 1 }
            var trailing = current.count
            while trailing > leading, current[trailing - 1] == UInt8(ascii: " ") || current[trailing - 1] == UInt8(ascii: "\t") { trailing -= 1 }
            let text = String(decoding: current[leading..<trailing], as: UTF8.self)
            cells.append(Cell(markdown: text, lineIndex: lineIndex, utf8Offset: baseOffset + cellStart + leading))
            current.removeAll(keepingCapacity: true)
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "|") {
                current.append(UInt8(ascii: "|"))
                index += 2
                continue
            }
            if byte == UInt8(ascii: "|") {
                finish()
                cellStart = index + 1
            } else {
                current.append(byte)
            }
            index += 1
        }
        finish()
        return cells
    }
}
