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
    /// Written once by `prepare`, before any page renders; only read afterwards.
    private var rendered: [Navigation.SidebarKey: String] = [:]

    /// Renders the shared sidebar of every key in `keys` (nil: the key's pages render theirs).
    func prepare(keys: some Sequence<Navigation.SidebarKey>, render: @Sendable (Navigation.SidebarKey) -> String?) {
        let unique = Array(Set(keys))
        let html = unique.parallelMap(render)
        rendered = Dictionary(uniqueKeysWithValues: zip(unique, html).compactMap { key, html in html.map { (key, $0) } })
    }

    /// The sidebar of `key` with the link to `currentURL` marked as the current page, or nil
    /// when the key was not prepared or the sidebar has no such link (the home page, which
    /// the sidebar does not list).
    func html(for key: Navigation.SidebarKey, currentURL: String) -> String? {
        rendered[key].flatMap { Self.markCurrent(in: $0, url: currentURL) }
    }

    /// `shared` with ` aria-current="page"` added to the first `<a href="URL">`.
    static func markCurrent(in shared: String, url: String) -> String? {
        let needle = Array(("<a href=\"" + HTMLEscaping.attribute(url) + "\"").utf8)
        let bytes = shared.utf8
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = bytes.startIndex
        let last = bytes.index(bytes.endIndex, offsetBy: -needle.count)
        while index <= last {
            if bytes[index] == first, bytes[index...].starts(with: needle) {
                let end = bytes.index(index, offsetBy: needle.count)
                // Only a link that is exactly the entry's (`<a href="URL">`), not a longer one.
                guard end < bytes.endIndex, bytes[end] == UInt8(ascii: ">") else {
                    index = bytes.index(after: index)
                    continue
                }
                var result = String()
                result.reserveCapacity(bytes.count + 24)
                result += shared[..<end]
                result += " aria-current=\"page\""
                result += shared[end...]
                return result
            }
            index = bytes.index(after: index)
        }
        return nil
    }
}
