// Rendering each section's sidebar once, not once per page.

import Synchronization
import TrellisMarkup

/// Sidebars rendered once per ``Navigation/SidebarKey`` and shared by every page of the key.
///
/// On a 20,000-page site the sidebar was most of each page's template work: some fifty
/// nested `nav-item` renders a page, each value looked up through Mustache's dynamic casts.
/// Pages whose sidebars list the same entries (the pages of one window of a section) differ
/// only in which link carries `aria-current="page"`, so the shared HTML is rendered once
/// without a mark and each page adds the mark to its own link.
///
/// Adding the mark relies on the default theme's `nav-item` markup (`<a href="URL">`), so
/// the build uses this only while the site keeps the default `sidebar` and `nav-item`
/// templates (``TemplateSet/sharesSidebars``); a site that overrides either gets its own
/// templates rendered for every page, exactly as written.
final class SidebarCache: Sendable {
    private let rendered = Mutex<[Navigation.SidebarKey: String]>([:])

    /// The sidebar of `key` with the link to `currentURL` marked as the current page, or nil
    /// when the sidebar has no such link (the home page, which the sidebar does not list).
    ///
    /// - Parameter render: renders the shared, unmarked sidebar (called once per key; two
    ///   threads asking for a new key at once may both render it, with equal results).
    func html(for key: Navigation.SidebarKey, currentURL: String, render: () -> String) -> String? {
        let shared: String
        if let cached = rendered.withLock({ $0[key] }) {
            shared = cached
        } else {
            shared = render()
            rendered.withLock { $0[key] = shared }
        }
        return Self.markCurrent(in: shared, url: currentURL)
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
