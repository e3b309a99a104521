// Template data computed only when a template asks for it.

import Mustache

/// A Mustache context whose values are computed on first use.
///
/// Some data costs real time per page (the sidebar, breadcrumbs, the neighbours); a
/// minimal theme that never prints them should not pay for them on 20,000 pages. A
/// producer gets the context itself, so a value can be a partial rendered with the page's
/// own data (`sidebarHTML`). Used by one rendering thread at a time.
final class LazyContext: MustacheParent {
    private var values: [String: Any]
    private var producers: [String: (LazyContext) -> Any]

    init(values: [String: Any], producers: [String: (LazyContext) -> Any]) {
        self.values = values
        self.producers = producers
    }

    func child(named name: String) -> Any? {
        if let value = values[name] { return value }
        guard let producer = producers.removeValue(forKey: name) else { return nil }
        let value = producer(self)
        values[name] = value
        return value
    }
}
