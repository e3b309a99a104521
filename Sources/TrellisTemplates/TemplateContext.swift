// The bottom of a template's context stack: a page's data, possibly computed on demand.

/// Answers the names a template looks up when no section's value has them.
///
/// A class so that a value computed on first use (a page's sidebar) is remembered for the
/// rest of the render, and so that a computed value can itself render a partial with the
/// same context.
public protocol TemplateContext: AnyObject {
    func value(for key: TemplateKey) -> TemplateValue?
}
