// What a page's output depends on, hashed: the edges of the site's dependency graph.

import TrellisMarkup
import TrellisTemplates

extension PageRenderer {
    /// The fingerprint of `entry`'s HTML: a hash of everything rendering it reads. Two
    /// builds that compute the same fingerprint write the same bytes, so an incremental
    /// build copies the previous file instead of rendering it again.
    ///
    /// The edges of the dependency graph, as inputs:
    /// - the whole site's settings, templates, data files and the trellis binary (`global`):
    ///   a change rebuilds every page;
    /// - the page's own Markdown (front matter and layout blocks included);
    /// - its place in the navigation: its title, breadcrumbs, previous and next pages, the
    ///   listing of its section and its parent's, and the sidebar it shows (the titles and
    ///   URLs of every entry listed), so renaming a page rebuilds the pages that list it;
    /// - how each of its links resolves, so a renamed heading or a deleted page rebuilds
    ///   (and reports) the pages that link to it;
    /// - for a page with layout blocks, the files blocks can read (images).
    func fingerprint(of entry: Navigation.Entry, global: UInt64, hashes: FingerprintTables) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(global)
        let pageIndex: Int?
        switch entry {
        case .page(let index):
            hasher.combine("page")
            hasher.combine(content.pages[index].urlPath)
            pageIndex = index
        case .section(let index):
            hasher.combine("section")
            hasher.combine(content.sections[index].urlPath)
            hasher.combine(index == 0)
            hasher.combine(hashes.listings[index])
            pageIndex = content.sections[index].indexPage
        }
        let entryInfo = info(entry)
        hasher.combine(entryInfo.title)
        hasher.combine(entryInfo.url)
        hasher.combine(entryInfo.description)
        let ancestors = navigation.ancestors(of: entry, in: content)
        for index in ancestors { hasher.combine(hashes.entries[index]) }
        if let parent = ancestors.last { hasher.combine(hashes.listings[parent]) }
        let (previous, next) = navigation.neighbours(of: entry)
        for neighbour in [previous, next] {
            if let neighbour {
                hasher.combine(info(neighbour).title)
                hasher.combine(info(neighbour).url)
            } else {
                hasher.combine("none")
            }
        }
        let key = navigation.sidebarKey(for: entry, ancestors: ancestors, limit: config.sidebarLimit)
        hasher.combine(hashes.sidebar(key) {
            var sidebar = StableHasher()
            sidebar.combine(templateValue: navigation.sidebar(key, current: nil, limit: config.sidebarLimit, info: info, collapsed: collapsedItems))
            return sidebar.value
        })
        if let pageIndex {
            let page = content.pages[pageIndex]
            let document = page.document
            hasher.combine(page.file)
            hasher.combine(document.source)
            for link in document.links {
                switch links.resolve(link.destination, fromPage: pageIndex, contentPath: page.contentPath) {
                case .unchanged: hasher.combine(0)
                case .rewritten(let url):
                    hasher.combine(1)
                    hasher.combine(url)
                case .broken(let message, let hint):
                    hasher.combine(2)
                    hasher.combine(message)
                    hasher.combine(hint)
                }
            }
            if document.codeBlocks.contains(where: \.isLayoutBlock) {
                // A renderer that cannot say what its output depends on: never reuse.
                hasher.combine(hashes.blockIdentity ?? UInt64.random(in: 0...UInt64.max))
            }
        }
        return hasher.value
    }

    /// Hashes shared by many fingerprints, computed once per build.
    ///
    /// - Parameter blockIdentity: ``IncrementalBuild/blockContext(inputs:options:content:)``.
    func fingerprintTables(blockIdentity: UInt64?) -> FingerprintTables {
        let entries = sectionInfo.map { entryInfo -> UInt64 in
            var hasher = StableHasher()
            hasher.combine(entryInfo.title)
            hasher.combine(entryInfo.url)
            return hasher.value
        }
        let listings = self.listings.map { listing -> UInt64 in
            var hasher = StableHasher()
            hasher.combine(templateValue: listing)
            return hasher.value
        }
        return FingerprintTables(entries: entries, listings: listings, blockIdentity: blockIdentity)
    }
}

/// Per-build tables behind ``PageRenderer/fingerprint(of:global:hashes:)``.
final class FingerprintTables: Sendable {
    /// Per section: its title and URL (what breadcrumbs print).
    let entries: [UInt64]
    /// Per section: the list of its children a section page or `section.pages` prints.
    let listings: [UInt64]
    /// What layout blocks read besides their page (``IncrementalBuild/blockContext(inputs:options:content:)``);
    /// nil when the renderer has no identity.
    let blockIdentity: UInt64?
    private let sidebars = StripedDictionary<Navigation.SidebarKey, UInt64>()

    init(entries: [UInt64], listings: [UInt64], blockIdentity: UInt64?) {
        self.entries = entries
        self.listings = listings
        self.blockIdentity = blockIdentity
    }

    /// The hash of the sidebar of `key` (computed once per key).
    func sidebar(_ key: Navigation.SidebarKey, compute: () -> UInt64) -> UInt64 {
        if let known = sidebars[key] { return known }
        let value = compute()
        sidebars[key] = value
        return value
    }
}

extension StableHasher {
    /// Template data, keys in order so that equal data hashes equally.
    mutating func combine(templateValue value: TemplateValue) {
        switch value {
        case .null:
            combine(0)
        case .text(let text):
            combine(1)
            combine(text)
        case .bool(let flag):
            combine(2)
            combine(flag)
        case .list(let list):
            combine(5)
            combine(list.count)
            for element in list { combine(templateValue: element) }
        case .fields(let fields):
            combine(6)
            combine(fields.count)
            for (name, value) in fields.sorted(by: { $0.name < $1.name }) {
                combine(name)
                combine(templateValue: value)
            }
        }
    }
}
