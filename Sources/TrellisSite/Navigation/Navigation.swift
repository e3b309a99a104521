// The navigation tree: sections and pages in reading order.

import TrellisMarkup

/// The site's structure as readers walk it: folders as sections, ordered by `weight`
/// (lower first; pages without a weight after weighted ones) and then by title.
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

    init(content: SiteContent) {
        let sections = content.sections
        var isVisible = [Bool](repeating: false, count: sections.count)
        // Children come after parents in `sections`, so a reverse pass sees children first.
        for index in sections.indices.reversed() {
            let section = sections[index]
            isVisible[index] = index == 0 || section.indexPage != nil || !section.pages.isEmpty
                || section.childSections.contains { isVisible[$0] }
        }
        func sortKey(_ entry: Entry) -> (Int, String, String) {
            switch entry {
            case .page(let index):
                let page = content.pages[index]
                return (page.weight ?? Int.max, page.title.lowercased(), page.contentPath)
            case .section(let index):
                let section = sections[index]
                return (section.weight ?? Int.max, section.title.lowercased(), section.directory)
            }
        }
        children = sections.indices.map { index in
            let section = sections[index]
            let entries = section.pages.map(Entry.page) + section.childSections.filter { isVisible[$0] }.map(Entry.section)
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
