// The sidebar item of every entry when not expanded, built once per build.

import TrellisTemplates

/// Per page and per section: its sidebar item when its section is not open, shared by every
/// sidebar that lists it. Arrays by index (not a dictionary by entry), so a 20,000-page
/// site builds them on all cores and reads them without hashing.
struct CollapsedItems: Sendable {
    private let pages: [TemplateFields?]
    private let sections: [TemplateFields?]

    /// Items of the entries in `navigation`'s reading order (the others are never listed).
    init(navigation: Navigation, pageCount: Int, sectionCount: Int, info: @Sendable (Navigation.Entry) -> Navigation.EntryInfo) {
        var listedPages = [Bool](repeating: false, count: pageCount)
        var listedSections = [Bool](repeating: false, count: sectionCount)
        for entry in navigation.readingOrder {
            switch entry {
            case .page(let index): listedPages[index] = true
            case .section(let index): listedSections[index] = true
            }
        }
        let listed = listedPages
        pages = Array(0..<pageCount).parallelMap { index in
            listed[index] ? Navigation.collapsedItem(.page(index), info: info(.page(index))) : nil
        }
        sections = (0..<sectionCount).map { index in
            listedSections[index] ? Navigation.collapsedItem(.section(index), info: info(.section(index))) : nil
        }
    }

    subscript(entry: Navigation.Entry) -> TemplateFields? {
        switch entry {
        case .page(let index): pages[index]
        case .section(let index): sections[index]
        }
    }
}
