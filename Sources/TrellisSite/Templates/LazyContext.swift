// Template data computed only when a template asks for it.

import Mustache

/// A Mustache context whose values are computed on first use.
///
/// Some data costs real time per page (the sidebar, breadcrumbs, the neighbours); a
/// minimal theme that never prints them should not pay for them on 20,000 pages. Used by
/// one rendering thread at a time.
final class LazyContext: MustacheParent {
    private var values: [String: Any]
    private var producers: [String: () -> Any]

    init(values: [String: Any], producers: [String: () -> Any]) {
        self.values = values
        self.producers = producers
    }

    func child(named name: String) -> Any? {
        if let value = values[name] { return value }
        guard let producer = producers.removeValue(forKey: name) else { return nil }
        let value = producer()
        values[name] = value
        return value
    }
}
