// Named templates that include each other, checked together and rendered by name.

import TrellisMarkup

/// The templates of a site (the theme's and the site's own), by name (`page`, `sidebar`).
///
/// Trellis renders Mustache itself rather than through swift-mustache: that library reads
/// `Any` values through dynamic casts, which took most of a 20,000-page build with the
/// default theme (`bench/templates.sh` compares the two). Immutable once loaded, so every
/// rendering thread shares one.
public struct TemplateLibrary: Sendable {
    private var templates: [String: [TemplateNode]] = [:]
    private var files: [String: String] = [:]
    /// Where each partial or parent tag names a template, to check once all are loaded.
    private var references: [(name: String, file: String, position: TemplatePosition, line: String?)] = []

    public init() {}

    public var names: Set<String> { Set(templates.keys) }

    /// Parses `source` and registers it as `name`; a syntax error is thrown with its
    /// position in `file`.
    public mutating func register(source: String, named name: String, file: String) throws(Diagnostic) {
        let parser = TemplateParser(source: source, file: file)
        let nodes = try parser.parse()
        templates[name] = nodes
        files[name] = file
        let lines = SourceLines(source)
        func collect(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text, .variable: break
                case .section(_, let body, _): collect(body)
                case .block(_, let body, _): collect(body)
                case .partial(let partial, _, let position):
                    references.append((partial, file, position, lines[position.line]))
                case .parent(let parent, let overrides, _, let position):
                    references.append((parent, file, position, lines[position.line]))
                    for body in overrides.values { collect(body) }
                }
            }
        }
        collect(nodes)
    }

    /// Partials and parents that name no template: an error at the tag, with the names
    /// there are (swift-mustache printed nothing for them).
    public func missingTemplates() -> [Diagnostic] {
        references.filter { templates[$0.name] == nil }.map { reference in
            Diagnostic(
                file: reference.file, line: reference.position.line, column: reference.position.column,
                message: "template error: there is no template named '\(reference.name)'", sourceLine: reference.line,
                hint: "add templates/\(reference.name).mustache, or use one of: \(templates.keys.sorted().joined(separator: ", "))")
        }
    }

    func template(named name: String) -> [TemplateNode]? { templates[name] }
    func file(of name: String) -> String? { files[name] }

    /// Renders the template `name` with `context` at the bottom of the context stack.
    /// Throws only for partials nested without end.
    public func render(_ name: String, context: (any TemplateContext)?, values: [TemplateValue] = []) throws(Diagnostic) -> String {
        guard let nodes = templates[name] else { return "" }
        var renderer = TemplateRenderer(library: self, root: context, stack: values)
        renderer.render(nodes)
        if let failure = renderer.failure { throw failure }
        return renderer.output
    }

    /// Renders the template `name` with `fields` as its data.
    public func render(_ name: String, fields: TemplateFields) throws(Diagnostic) -> String {
        try render(name, context: nil, values: [.fields(fields)])
    }
}
