// The navigation tree: sections and pages in reading order.

import TrellisMarkup

/// The site's structure as readers walk it: folders as sections, in the order `trellis.yml`'s
/// `nav:` list gives, then by `weight` (lower first; pages without a weight after weighted
/// ones), then by file name, so `ch01-…`, `ch02-…` read in order without any setting.
///
/// It answers the questions templates ask: what a section lists, what comes before and
/// after a page, which sections lead to a page (breadcrumbs) and what the sidebar shows.
struct Navigation: Sendable {
    /// A node of the tree: a regular page or a section (which may have its own page).
    enum Entry: Hashable, Sendable {
        case page(Int)
        case section(Int)
    }

    /// Per section: its visible children in order.
    private(set) var children: [[Entry]]
    /// Per section: whether it holds any page (empty folders are left out).
    private(set) var isVisible: [Bool]
    /// Every page and visible section, depth first, home first.
    private(set) var readingOrder: [Entry] = []
    private var readingPosition: [Entry: Int] = [:]
    /// Per entry: its index among its section's children (what sidebar windows centre on).
    private(set) var positionInSection: [Entry: Int] = [:]

    /// - Parameter order: content paths (`guide/intro.md`) and folders (`guide`) in the
    ///   order the author wants them (`nav:`); entries not listed follow the listed ones.
    init(content: SiteContent, order: [String] = []) {
        let sections = content.sections
        var isVisible = [Bool](repeating: false, count: sections.count)
        // Children come after parents in `sections`, so a reverse pass sees children first.
        for index in sections.indices.reversed() {
            let section = sections[index]
            isVisible[index] = index == 0 || section.indexPage != nil || !section.pages.isEmpty
                || section.childSections.contains { isVisible[$0] }
        }
        let ranks = Self.ranks(content: content, order: order)
        @Sendable func sortKey(_ entry: Entry) -> (Int, Int, String, String) {
            switch entry {
            case .page(let index):
                // The two fields, not a copy of the whole page (its document and strings).
                let path = content.pages[index].contentPath
                let name = path.split(separator: "/").last.map(String.init) ?? path
                return (ranks.pages[index] ?? Int.max, content.pages[index].weight ?? Int.max, name, path)
            case .section(let index):
                let section = sections[index]
                let name = section.directory.split(separator: "/").last.map(String.init) ?? section.directory
                return (ranks.sections[index] ?? Int.max, section.weight ?? Int.max, name, section.directory)
            }
        }
        // Sections side by side: sorting a 5,000-page folder's names took a serial 15 ms.
        let visible = isVisible
        children = Array(sections.indices).parallelMap { index in
            let section = sections[index]
            let entries = section.pages.map(Entry.page) + section.childSections.filter { visible[$0] }.map(Entry.section)
            return entries.map { ($0, sortKey($0)) }.sorted { $0.1 < $1.1 }.map(\.0)
        }
        self.isVisible = isVisible
        for entries in children {
            for (position, entry) in entries.enumerated() { positionInSection[entry] = position }
        }
        guard !sections.isEmpty else { return }
        var order: [Entry] = []
        var stack: [Entry] = [.section(0)]
        while let entry = stack.popLast() {
            order.append(entry)
            if case .section(let index) = entry { stack.append(contentsOf: children[index].reversed()) }
        }
        readingOrder = order
        for (position, entry) in order.enumerated() { readingPosition[entry] = position }
    }

    /// Each page's and section's position in `order`; a section not listed itself takes
    /// the position of its first listed descendant.
    private static func ranks(content: SiteContent, order: [String]) -> (pages: [Int: Int], sections: [Int: Int]) {
        guard !order.isEmpty else { return ([:], [:]) }
        var positions: [String: Int] = [:]
        for (position, path) in order.enumerated() where positions[normalizedOrderPath(path)] == nil {
            positions[normalizedOrderPath(path)] = position
        }
        var pages: [Int: Int] = [:]
        for (index, page) in content.pages.enumerated() {
            if let position = positions[page.contentPath] { pages[index] = position }
        }
        var sections: [Int: Int] = [:]
        for index in content.sections.indices.reversed() {
            let section = content.sections[index]
            var best = positions[section.directory] ?? section.indexPage.flatMap { pages[$0] }
            for page in section.pages { if let rank = pages[page] { best = min(best ?? rank, rank) } }
            for child in section.childSections { if let rank = sections[child] { best = min(best ?? rank, rank) } }
            if let best { sections[index] = best }
        }
        return (pages, sections)
    }

    /// `/guide/` and `guide` name the same folder in a `nav:` list.
    static func normalizedOrderPath(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("/") || path.hasPrefix("./") { path = path.hasPrefix("/") ? path.dropFirst() : path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// The entries of `order` that name no page or folder, for the author to fix.
    static func unknownOrderPaths(_ order: [String], content: SiteContent) -> [String] {
        guard !order.isEmpty else { return [] }
        let known = Set(content.pages.map(\.contentPath)).union(content.sections.map(\.directory))
        return order.filter { !known.contains(normalizedOrderPath($0)) }
    }

    /// The entries before and after `entry` in reading order.
    func neighbours(of entry: Entry) -> (previous: Entry?, next: Entry?) {
        guard let position = readingPosition[entry] else { return (nil, nil) }
        let previous = position > 0 ? readingOrder[position - 1] : nil
        let next = position + 1 < readingOrder.count ? readingOrder[position + 1] : nil
        return (previous, next)
    }

    /// Sections from the root down to the one holding `entry` (for a section: its parents).
    func ancestors(of entry: Entry, in content: SiteContent) -> [Int] {
        var chain: [Int] = []
        var current: Int?
        switch entry {
        case .page(let index): current = content.pages[index].section
        case .section(let index): current = content.sections[index].parent
        }
        while let index = current {
            chain.append(index)
            current = content.sections[index].parent
        }
        return chain.reversed()
    }
}
