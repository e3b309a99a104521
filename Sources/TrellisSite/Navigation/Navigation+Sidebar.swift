// The sidebar a page shows: small even on a 20,000-page site, and shared by the pages of a section.

import TrellisTemplates

extension Navigation {
    /// Facts about an entry that templates print.
    struct EntryInfo {
        var title: String
        var url: String
        var description: String?
    }

    /// What a sidebar lists: the open sections (the ones leading to the page) and the first
    /// entry of the window each shows. Pages with equal keys show the same sidebar but for
    /// the current-page mark, so the build renders it once per key (``SidebarCache``).
    struct SidebarKey: Hashable, Sendable {
        /// Open sections, root first, each with its window's first child index.
        var windows: [Window]

        struct Window: Hashable, Sendable {
            var section: Int
            var start: Int
        }

        func start(of section: Int) -> Int? { windows.first { $0.section == section }?.start }
    }

    /// The sidebar key of the page or section `current`.
    ///
    /// Top-level entries are always listed; only the sections leading to the current page
    /// are expanded. A section with more than `limit` entries lists a window of `limit` of
    /// them plus "N more…" links to its own page, so a 2,000-page folder does not put 2,000
    /// links on each of its pages. Windows sit on a fixed grid (offset by half a window), so
    /// that the current entry lies inside its window, away from its edges when it can, and
    /// a run of `limit` neighbouring pages shares one window (and one rendered sidebar).
    func sidebarKey(for current: Entry, ancestors: [Int], limit: Int) -> SidebarKey {
        let open = ancestors + (current.sectionIndex.map { [$0] } ?? [])
        return SidebarKey(
            windows: open.enumerated().map { depth, section in
                let entries = children[section]
                guard entries.count > limit else { return .init(section: section, start: 0) }
                // The entry leading to the current page: the next open section, or the page.
                let focused: Entry? = depth + 1 < open.count ? .section(open[depth + 1]) : (current.sectionIndex == nil ? current : nil)
                let focus = focused.flatMap { positionInSection[$0] } ?? 0
                let half = limit / 2
                let gridStart = ((focus + half) / limit) * limit - half
                return .init(section: section, start: max(0, min(gridStart, entries.count - limit)))
            })
    }

    /// The sidebar for `key` as Mustache data, with `current` marked (nil: no entry marked,
    /// the shared form every page of the key starts from).
    func sidebar(_ key: SidebarKey, current: Entry?, limit: Int, info: (Entry) -> EntryInfo, collapsed: CollapsedItems) -> TemplateValue {
        func window(of section: Int) -> Range<Int> {
            let count = children[section].count
            guard count > limit else { return 0..<count }
            let start = key.start(of: section) ?? 0
            return start..<(start + limit)
        }
        func items(of section: Int) -> [TemplateValue] {
            let entries = children[section]
            return window(of: section).map { index -> TemplateValue in
                let entry = entries[index]
                if let sectionIndex = entry.sectionIndex, key.start(of: sectionIndex) != nil {
                    return item(entry, sectionIndex: sectionIndex)
                }
                if entry == current, var item = collapsed[entry] {
                    item["isCurrent"] = true
                    return .fields(item)
                }
                return .fields(collapsed[entry] ?? [:])
            }
        }
        func item(_ entry: Entry, sectionIndex: Int) -> TemplateValue {
            let entryInfo = info(entry)
            let range = window(of: sectionIndex)
            let shown = items(of: sectionIndex)
            let hiddenBefore = range.lowerBound
            let hiddenAfter = children[sectionIndex].count - range.upperBound
            return [
                "title": .text(entryInfo.title), "url": .text(entryInfo.url), "isSection": true, "isOpen": true,
                "isCurrent": .bool(entry == current), "children": .list(shown), "hasChildren": .bool(!shown.isEmpty),
                "hiddenBefore": hiddenBefore > 0 ? .number(hiddenBefore) : false,
                "hiddenAfter": hiddenAfter > 0 ? .number(hiddenAfter) : false, "sectionURL": .text(entryInfo.url),
            ]
        }
        return .list(items(of: 0))
    }

    /// The sidebar for the page or section `current`, as Mustache data.
    func sidebar(for current: Entry, ancestors: [Int], limit: Int, info: (Entry) -> EntryInfo, collapsed: CollapsedItems) -> TemplateValue {
        sidebar(sidebarKey(for: current, ancestors: ancestors, limit: limit), current: current, limit: limit, info: info, collapsed: collapsed)
    }

    /// The item of an entry when it is not expanded; built once per entry and shared.
    static func collapsedItem(_ entry: Entry, info: EntryInfo) -> TemplateFields {
        [
            "title": .text(info.title), "url": .text(info.url), "isSection": .bool(entry.sectionIndex != nil), "isOpen": false,
            "isCurrent": false, "children": [], "hasChildren": false, "hiddenBefore": false, "hiddenAfter": false,
            "sectionURL": .text(info.url),
        ]
    }
}

extension Navigation.Entry {
    var sectionIndex: Int? {
        if case .section(let index) = self { return index }
        return nil
    }
}
