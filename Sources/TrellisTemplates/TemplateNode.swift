// A parsed Mustache template: text and tags, sections holding their bodies.

/// A name a tag looks up: `.` (the current value) or dotted segments (`page.title`).
struct TemplateName: Sendable {
    /// Empty for `.`; hashed once, when the template is parsed.
    let segments: [TemplateKey]
    var isImplicit: Bool { segments.isEmpty }
}

/// Where a tag is in its template file (1-based), for errors found while rendering.
struct TemplatePosition: Sendable {
    let line: Int
    let column: Int
}

/// One piece of a parsed template.
indirect enum TemplateNode: Sendable {
    case text(String)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or with `inverted` `{{^name}}…{{/name}}`.
    case section(TemplateName, body: [TemplateNode], inverted: Bool)
    /// `{{>name}}`; `indentation` is the whitespace before a standalone tag, put before
    /// every line of the partial (Mustache spec, partials).
    case partial(String, indentation: String, position: TemplatePosition)
    /// `{{<name}}…{{/name}}`: the template `name` rendered with these block overrides
    /// (Mustache spec, inheritance).
    case parent(String, overrides: [String: [TemplateNode]], indentation: String, position: TemplatePosition)
    /// `{{$name}}default{{/name}}`: replaced by an override of the same name, if any.
    /// A standalone block puts its `indentation` before each line of what replaces it
    /// (spec: block reindentation).
    case block(String, defaultBody: [TemplateNode], indentation: String)
}
