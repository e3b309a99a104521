// A page's YAML front matter: the data a page's layout blocks see by name.

/// Splits a page into its front matter and body (internal: the site reads front matter with
/// TrellisMarkup; this serves `trellis layout` and the fence scanner).
enum FrontMatter {
    /// The YAML between the opening `---` and the closing `---` (or `...`), if any, and the
    /// 0-based index of the first body line.
    static func split(_ markdown: String) -> (yaml: String?, bodyLineIndex: Int) {
        let lines = pageLines(markdown)
        guard lines.first?.trimmingSpaces == "---" else { return (nil, 0) }
        for index in lines.indices.dropFirst() where lines[index].trimmingSpaces == "---" || lines[index].trimmingSpaces == "..." {
            return (lines[1..<index].joined(separator: "\n"), index + 1)
        }
        return (nil, 0)
    }
}

/// A page's lines without their line endings, as CommonMark and swift-syntax count lines.
///
/// `"\r\n"` is one `Character` in Swift, so splitting on `"\n"` alone would miss it.
func pageLines(_ markdown: String) -> [Substring] {
    markdown.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
}
