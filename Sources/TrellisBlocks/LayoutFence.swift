// A page's ```layout fences, found by cmark exactly as the build finds them.

import TrellisMarkup

/// One ```` ```layout ```` fence of a page: its id, the line of its opening fence, and its
/// code with the position it came from.
///
/// Fences are discovered by libcmark (``MarkdownDocument/codeBlocks``), not by scanning lines,
/// so a fence inside a blockquote or a list item counts and a ```` ```layout ```` line shown
/// inside a longer fence does not: `trellis layout` lists the blocks the build draws, with the
/// same ids and lines.
public struct LayoutFence: Hashable, Sendable {
    /// The block's id on its page: the page's file name and the block's 1-based index, `poll-1`.
    public var id: String
    /// The page line of the opening fence.
    public var line: Int
    public var source: LayoutBlockSource

    /// The fence of a block cmark found.
    ///
    /// - Parameters:
    ///   - code: the code between the fences, as cmark gives it (container markers and the
    ///     fence's indentation removed).
    ///   - codeLine: the 1-based page line of the code's first line.
    ///   - column: the 1-based column where the code's lines start.
    ///   - index: the 0-based index among the page's layout blocks.
    ///   - page: the page's lines, so errors quote a line as written (`> Text(…)` in a
    ///     blockquote); without them a line is quoted as the code with its indentation.
    public init(code: String, file: String, codeLine: Int, column: Int, index: Int, page: SourceLines? = nil) {
        id = Self.blockID(file: file, index: index)
        line = codeLine - 1
        // cmark ends the literal with a line break; the block's lines are the ones written.
        let lines = code.last.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" } == true ? String(code.dropLast()) : code
        source = LayoutBlockSource(code: lines, file: file, firstLine: codeLine, indentation: max(column - 1, 0))
        if let page {
            let written = (codeLine..<(codeLine + source.pageLines.count)).compactMap { page[$0] }
            if written.count == source.pageLines.count { source.pageLines = written }
        }
    }

    /// The layout blocks of a parsed page, in document order.
    public static func fences(in document: MarkdownDocument) -> [LayoutFence] {
        let blocks = document.codeBlocks.filter(\.isLayoutBlock)
        let page = blocks.isEmpty ? nil : SourceLines(document.source)
        return blocks.enumerated().map { index, block in
            LayoutFence(code: block.code, file: document.file, codeLine: block.line, column: block.column, index: index, page: page)
        }
    }

    /// The id of a page's block (0-based `index` among its layout blocks): the page's file
    /// name and the block's 1-based position, `content/guide/poll.md`, 0 -> `poll-1`.
    public static func blockID(file: String, index: Int) -> String {
        "\(pageSlug(file))-\(index + 1)"
    }

    /// `content/guide/poll.md` -> `poll`.
    static func pageSlug(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return Value.string(stem).idSlug
    }
}
