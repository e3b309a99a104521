// Template data computed only when a template asks for it.

import TrellisMarkup
import TrellisTemplates

/// A page's template data, some of it computed on first use.
///
/// Some data costs real time per page (the sidebar, breadcrumbs, the neighbours); a
/// minimal theme that never prints them should not pay for them on 20,000 pages. A
/// producer gets the context itself, so a value can be a partial rendered with the page's
/// own data (`sidebarHTML`). Used by one rendering thread at a time.
final class LazyContext: TemplateContext {
    private var values: [String: TemplateValue]
    private var producers: [String: (LazyContext) -> TemplateValue]
    /// A template error met while producing a value (a partial rendered for `sidebarHTML`),
    /// reported with the page.
    var failure: Diagnostic?

    init(values: [String: TemplateValue], producers: [String: (LazyContext) -> TemplateValue]) {
        self.values = values
        self.producers = producers
    }

    func value(named name: String) -> TemplateValue? {
        if let value = values[name] { return value }
        guard let producer = producers.removeValue(forKey: name) else { return nil }
        let value = producer(self)
        values[name] = value
        return value
    }
}

extension LazyContext {
    /// The partial `name` rendered with this context, as a value (`sidebarHTML`); an error
    /// is kept for the page's report and the value is empty.
    func rendered(_ name: String, with templates: TemplateSet) -> TemplateValue {
        do {
            return .text(try templates.render(name, context: self))
        } catch {
            failure = failure ?? error
            return .text("")
        }
    }
}
