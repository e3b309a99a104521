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
    private var values: TemplateFields
    /// Few (the theme's computed names), so a scan by hash; a producer runs once.
    private var producers: [(key: TemplateKey, produce: (LazyContext) -> TemplateValue)]
    /// A template error met while producing a value (a partial rendered for `sidebarHTML`),
    /// reported with the page.
    var failure: Diagnostic?

    init(values: TemplateFields, producers: KeyValuePairs<String, (LazyContext) -> TemplateValue>) {
        self.values = values
        self.producers = producers.map { (TemplateKey($0.key), $0.value) }
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        if let value = values[key] { return value }
        guard let position = producers.firstIndex(where: { $0.key.hash == key.hash && $0.key.name == key.name }) else { return nil }
        let value = producers.remove(at: position).produce(self)
        values[key.name] = value
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
