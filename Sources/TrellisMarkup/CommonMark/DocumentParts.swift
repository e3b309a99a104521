// What a parsed page exposes: headings, links and code blocks, as Swift values.

/// A heading of a page, for the table of contents and anchor checking.
public struct Heading: Hashable, Sendable {
    /// 1 to 6, as in `<h1>`…`<h6>`.
    public var level: Int
    /// The heading's plain text (inline markup removed).
    public var text: String
    /// The anchor: a GitHub-style slug, unique within the page (`intro`, `intro-1`…).
    public var id: String
    /// 1-based line in the page's file.
    public var line: Int
}

/// A link or image destination written in a page, with its position for diagnostics.
public struct Link: Hashable, Sendable {
    public var destination: String
    public var isImage: Bool
    /// 1-based line in the page's file.
    public var line: Int
    /// 1-based column of the `[` (or `!`), in UTF-8 bytes as libcmark counts; convert with
    /// ``Diagnostic/characterColumn(inLine:utf8Column:)`` to show it.
    public var utf8Column: Int
}

/// A code block, with the info string that says what it holds.
///
/// Layout blocks are fenced code blocks whose info string starts with `layout`; the site
/// hands them, with their position, to a renderer instead of printing them as code.
public struct CodeBlock: Hashable, Sendable {
    /// The whole info string after the fence (`layout`, `swift title="x"`), empty if none.
    public var info: String
    /// The first word of the info string (`layout`, `swift`), empty if none.
    public var language: String { String(info.prefix { !$0.isWhitespace }) }
    /// The code, ending with a line break as libcmark gives it.
    public var code: String
    /// 1-based file line of the code's first line (the line after the opening fence).
    public var line: Int
    /// 1-based column where the code's lines start (the fence's indentation + 1).
    public var column: Int
    /// Whether the block was fenced (```` ``` ````) rather than indented.
    public var isFenced: Bool

    /// Whether this is a layout block (a fence whose info string starts with the word
    /// `layout`): the one test the build and `trellis layout` use to find a page's blocks,
    /// wherever cmark found the fence (top level, in a blockquote, in a list item).
    public var isLayoutBlock: Bool { isFenced && language == "layout" }
}
