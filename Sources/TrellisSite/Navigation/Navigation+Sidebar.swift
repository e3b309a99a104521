// The sidebar a page shows: small even on a 20,000-page site.

extension Navigation {
    /// Facts about an entry that templates print.
    struct EntryInfo {
        var title: String
        var url: String
        var description: String?
    }

    /// The sidebar for the page or section `current`, as Mustache data.
    ///
    /// Top-level entries are always listed; only the sections leading to the current page
    /// are expanded. A section with more than `limit` entries lists a window of them
    /// around the current one plus "N more…" links to its own page, so a 2,000-page folder
    /// does not put 2,000 links on each of its pages.
    func sidebar(for current: Entry, ancestors: [Int], limit: Int, info: (Entry) -> EntryInfo, collapsed: [Entry: [String: Any]]) -> [Any] {
        let open = Set(ancestors + (current.sectionIndex.map { [$0] } ?? []))
        /// The entries a section shows: all, or a window centred on the entry that leads
        /// to the current page.
        func window(of section: Int) -> Range<Int> {
            let entries = children[section]
            guard entries.count > limit else { return entries.indices }
            let focus = entries.firstIndex { entry in
                entry == current || (entry.sectionIndex.map { open.contains($0) } ?? false)
            } ?? 0
            let start = max(0, min(focus - limit / 2, entries.count - limit))
            return start..<(start + limit)
        }
        func items(of section: Int) -> [Any] {
            let entries = children[section]
            let range = window(of: section)
            return range.map { index -> Any in
                let entry = entries[index]
                if let sectionIndex = entry.sectionIndex, open.contains(sectionIndex) {
                    return item(entry, sectionIndex: sectionIndex)
                }
                if entry == current, var item = collapsed[entry] {
                    item["isCurrent"] = true
                    return item
                }
                return collapsed[entry] ?? [:]
            }
        }
        func item(_ entry: Entry, sectionIndex: Int) -> [String: Any] {
            let entryInfo = info(entry)
            let range = window(of: sectionIndex)
            let shown = items(of: sectionIndex)
            let hiddenBefore = range.lowerBound
            let hiddenAfter = children[sectionIndex].count - range.upperBound
            return [
                "title": entryInfo.title, "url": entryInfo.url, "isSection": true, "isOpen": true,
                "isCurrent": entry == current, "children": shown, "hasChildren": !shown.isEmpty,
                "hiddenBefore": hiddenBefore > 0 ? hiddenBefore as Any : false,
                "hiddenAfter": hiddenAfter > 0 ? hiddenAfter as Any : false, "sectionURL": entryInfo.url,
            ]
        }
        return items(of: 0)
    }

    /// The item of an entry when it is not expanded; built once per entry and shared.
    static func collapsedItem(_ entry: Entry, info: EntryInfo) -> [String: Any] {
        [
            "title": info.title, "url": info.url, "isSection": entry.sectionIndex != nil, "isOpen": false,
            "isCurrent": false, "children": [Any](), "hasChildren": false, "hiddenBefore": false, "hiddenAfter": false,
            "sectionURL": info.url,
        ]
    }
}

extension Navigation.Entry {
    var sectionIndex: Int? {
        if case .section(let index) = self { return index }
        return nil
    }
}
