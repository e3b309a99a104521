// Rendering each section's sidebar once, not once per page.

import TrellisMarkup

/// Sidebars rendered once per ``Navigation/SidebarKey`` and shared by every page of the key.
///
/// On a 20,000-page site the sidebar was most of each page's template work: some fifty
/// nested `nav-item` renders a page, each value looked up through Mustache's dynamic casts.
/// Pages whose sidebars list the same entries (the pages of one window of a section) differ
/// only in which link carries `aria-current="page"`, so the shared HTML is rendered once,
/// without a mark, and each page adds the mark to its own link.
///
/// Every key is rendered before pages are (``prepare(keys:render:)``, on all cores), so
/// pages read the table without a lock and no two threads render the same sidebar.
///
/// Adding the mark relies on the default theme's `nav-item` markup (`<a href="URL">`), so
/// the build uses this only while the site keeps the default `sidebar` and `nav-item`
/// templates (``TemplateSet/sharesSidebars``); a site that overrides either gets its own
/// templates rendered for every page, exactly as written.
final class SidebarCache: @unchecked Sendable {
    /// A sidebar's HTML, and where each entry's link tag ends (before its `>`), so a page's
    /// mark goes in without a search through the sidebar.
    private struct Shared {
        let html: String
        let linkEnds: [String: String.Index]
    }

    /// Written once by `prepare`, before any page renders; only read afterwards.
    private var rendered: [Navigation.SidebarKey: Shared] = [:]

    /// Renders the shared sidebar of every key in `keys` (nil: the key's pages render theirs).
    func prepare(keys: some Sequence<Navigation.SidebarKey>, render: @Sendable (Navigation.SidebarKey) -> String?) {
        let unique = Array(Set(keys))
        let shared = unique.parallelMap { key in render(key).map { Shared(html: $0, linkEnds: Self.linkEnds(in: $0)) } }
        rendered = Dictionary(uniqueKeysWithValues: zip(unique, shared).compactMap { key, shared in shared.map { (key, $0) } })
    }

    /// The sidebar of `key` with the link to `currentURL` marked as the current page, or nil
    /// when the key was not prepared or the sidebar has no such link (the home page, which
    /// the sidebar does not list).
    func html(for key: Navigation.SidebarKey, currentURL: String) -> String? {
        guard let shared = rendered[key], let end = shared.linkEnds[HTMLEscaping.attribute(currentURL)] else { return nil }
        var result = String()
        result.reserveCapacity(shared.html.utf8.count + 24)
        result += shared.html[..<end]
        result += " aria-current=\"page\""
        result += shared.html[end...]
        return result
    }

    /// For each `<a href="URL">` in `html` (exactly that: no other attribute), the position
    /// of its `>`, by URL as written (escaped); the first link to a URL counts.
    static func linkEnds(in html: String) -> [String: String.Index] {
        let opening = Array("<a href=\"".utf8)
        let bytes = html.utf8
        var ends: [String: String.Index] = [:]
        var index = bytes.startIndex
        while let start = bytes[index...].firstIndex(of: opening[0]) {
            index = bytes.index(after: start)
            guard bytes[start...].starts(with: opening) else { continue }
            let urlStart = bytes.index(start, offsetBy: opening.count)
            guard let quote = bytes[urlStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let close = bytes.index(after: quote)
            guard close < bytes.endIndex, bytes[close] == UInt8(ascii: ">") else { continue }
            let url = String(html[urlStart..<quote])
            if ends[url] == nil { ends[url] = close }
            index = close
        }
        return ends
    }
}
