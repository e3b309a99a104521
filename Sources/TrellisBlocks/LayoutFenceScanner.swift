// Finds the ```layout fences of a Markdown page without a Markdown parser.

/// One ```` ```layout ```` fence of a page.
public struct LayoutFence: Hashable, Sendable {
    /// The block's id on its page: the page's file name and the block's 1-based index, `poll-1`.
    public var id: String
    /// The page line of the opening fence.
    public var line: Int
    public var source: LayoutBlockSource
}

/// A CommonMark fence scanner for layout blocks: enough for `trellis layout` and tests to
/// find blocks without depending on the site's Markdown stage.
///
/// Follows CommonMark's fence rules (up to three spaces of indentation, ``` or ~~~ at least
/// three long, closed by the same character at least as long, content de-indented by the
/// fence's indentation), skips a leading front-matter block, and ignores fences shown inside
/// other fences (a page documenting layout blocks).
public enum LayoutFenceScanner {
    public static func fences(in markdown: String, file: String) -> [LayoutFence] {
        let lines = pageLines(markdown)
        var fences: [LayoutFence] = []
        var index = FrontMatter.split(markdown).bodyLineIndex
        while index < lines.count {
            guard let opening = Opening(lines[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !opening.isClosed(by: lines[end]) { end += 1 }
            if opening.info == "layout" {
                let code = lines[(index + 1)..<end].map { opening.deindent($0) }.joined(separator: "\n")
                let source = LayoutBlockSource(code: code, file: file, firstLine: index + 2, indentation: opening.indentation)
                fences.append(LayoutFence(id: blockID(file: file, index: fences.count), line: index + 1, source: source))
            }
            index = end + 1
        }
        return fences
    }

    /// The id of a page's block (0-based `index` among its layout blocks): the page's file
    /// name and the block's 1-based position, `content/guide/poll.md`, 0 -> `poll-1`. The
    /// site names blocks with it too, so the HTML's ids are the ones `trellis layout` prints.
    public static func blockID(file: String, index: Int) -> String {
        "\(pageSlug(file))-\(index + 1)"
    }

    /// `content/guide/poll.md` -> `poll`.
    static func pageSlug(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return Value.string(stem).idSlug
    }

    private struct Opening {
        var character: Character
        var length: Int
        var indentation: Int
        var info: String

        init?(_ line: Substring) {
            let indentation = line.prefix { $0 == " " }.count
            guard indentation <= 3, let first = line.dropFirst(indentation).first, first == "`" || first == "~" else { return nil }
            let rest = line.dropFirst(indentation)
            let length = rest.prefix { $0 == first }.count
            guard length >= 3 else { return nil }
            let info = rest.dropFirst(length).trimmingSpaces
            // A backtick fence's info string may not contain backticks (CommonMark 4.5).
            if first == "`" && info.contains("`") { return nil }
            self.character = first
            self.length = length
            self.indentation = indentation
            self.info = String(info.split(separator: " ").first ?? "")
        }

        func isClosed(by line: Substring) -> Bool {
            let indentation = line.prefix { $0 == " " }.count
            guard indentation <= 3 else { return false }
            let rest = line.dropFirst(indentation)
            let length = rest.prefix { $0 == character }.count
            return length >= self.length && rest.dropFirst(length).trimmingSpaces.isEmpty
        }

        func deindent(_ line: Substring) -> String {
            String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count)))
        }
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        let start = drop { $0 == " " || $0 == "\t" }
        var end = start
        while let last = end.last, last == " " || last == "\t" { end = end.dropLast() }
        return end
    }
}
