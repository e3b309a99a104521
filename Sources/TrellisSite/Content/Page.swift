// A page of the site: one Markdown file and where it goes.

import TrellisMarkup

/// One Markdown file of `content/`, with its place in the site.
struct Page: Sendable {
    /// Path for diagnostics, relative to the site folder (`content/guide/grids.md`).
    var file: String
    /// Path inside `content/` (`guide/grids.md`), the key relative links resolve to.
    var contentPath: String
    var document: MarkdownDocument
    /// The page's URL below the site root, without leading slash: `guide/grids/`
    /// (`""` for the home page). The output file is this plus `index.html`.
    var urlPath: String
    var title: String
    var weight: Int?
    /// For a regular page, the section holding it; for an `_index.md`, its own section.
    var section: Int
    var isSectionIndex: Bool
}

/// A folder of `content/`: a group of pages in navigation, with an optional own page.
struct Section: Sendable {
    /// Folder inside `content/` (`guide`, `""` for the root).
    var directory: String
    var urlPath: String
    var title: String
    var weight: Int?
    /// The page made from the folder's `_index.md`, if it has one.
    var indexPage: Int?
    var parent: Int?
    var childSections: [Int] = []
    var pages: [Int] = []
}
