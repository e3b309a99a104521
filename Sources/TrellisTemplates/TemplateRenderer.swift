// Walking parsed templates over a context stack into one output string.

import TrellisMarkup

/// One render: the context stack, the block overrides in force, the indentation of the
/// standalone partials being rendered, and the output.
struct TemplateRenderer {
    /// Deeper partial nesting than this is a template that includes itself without end.
    static let maximumDepth = 64

    let library: TemplateLibrary
    let root: (any TemplateContext)?
    var stack: [TemplateValue]
    var output = ""
    /// Put before each line the current partials print (spec: standalone partials).
    private var indentation = ""
    /// Whether the output is at the start of a line of the current partial.
    private var atLineStart = true
    /// Overrides of `{{$name}}` blocks: the outermost template's win (spec: inheritance).
    private var overrides: [String: [TemplateNode]] = [:]
    private var depth = 0
    /// The partials being rendered, outermost first, for the recursion error.
    private var partialChain: [(name: String, position: TemplatePosition)] = []
    private(set) var failure: Diagnostic? {
        didSet { failed = failure != nil }
    }
    /// Checked before every node: testing the optional `Diagnostic` itself copied it.
    private var failed = false

    init(library: TemplateLibrary, root: (any TemplateContext)?, stack: [TemplateValue]) {
        self.library = library
        self.root = root
        self.stack = stack
        output.reserveCapacity(16 * 1024)
    }

    mutating func render(_ nodes: [TemplateNode]) {
        for node in nodes {
            if failed { return }
            switch node {
            case .text(let text):
                emitTemplateText(text)
            case .variable(let name, let escaped):
                guard let value = lookup(name) else { continue }
                let text = value.printed
                emitValue(escaped ? HTMLEscaping.text(text) : text)
            case .section(let name, let body, let inverted):
                let value = lookup(name) ?? .null
                if inverted {
                    if !value.isTruthy { render(body) }
                    continue
                }
                switch value {
                case .null: continue
                case .bool(let flag): if flag { render(body) }
                case .list(let items):
                    for item in items {
                        stack.append(item)
                        render(body)
                        stack.removeLast()
                    }
                case .text, .fields:
                    stack.append(value)
                    render(body)
                    stack.removeLast()
                }
            case .partial(let name, let partialIndentation, let position):
                include(name, indentation: partialIndentation, position: position, overrides: [:])
            case .parent(let name, let parentOverrides, let partialIndentation, let position):
                include(name, indentation: partialIndentation, position: position, overrides: parentOverrides)
            case .block(let name, let defaultBody, let blockIndentation):
                guard !blockIndentation.isEmpty else {
                    render(overrides[name] ?? defaultBody)
                    continue
                }
                let saved = indentation
                indentation += blockIndentation
                atLineStart = true
                render(overrides[name] ?? defaultBody)
                indentation = saved
            }
        }
    }

    private mutating func include(_ name: String, indentation extra: String, position: TemplatePosition, overrides added: [String: [TemplateNode]]) {
        // The library checked every name when it was loaded.
        guard let template = library.template(named: name) else { return }
        guard depth < Self.maximumDepth else {
            let chain = partialChain.suffix(4).map(\.name) + [name]
            failure = Diagnostic(
                file: library.file(of: partialChain.last?.name ?? name) ?? name, line: position.line, column: position.column,
                message: "template error: partials nest deeper than \(Self.maximumDepth) (… \(chain.joined(separator: " > ")))",
                hint: "a partial that includes itself needs a section around the include that ends, as {{#children}}{{> item}}{{/children}}")
            return
        }
        let saved = (indentation, overrides)
        indentation += extra
        // A standalone tag's line was removed, so the partial starts a line.
        if !extra.isEmpty { atLineStart = true }
        // The outer template's overrides win over the ones the parent tag gives.
        if !added.isEmpty { overrides = added.merging(overrides) { _, outer in outer } }
        depth += 1
        partialChain.append((name, position))
        render(template)
        partialChain.removeLast()
        depth -= 1
        (indentation, overrides) = saved
    }

    /// Template text: indented at each line start when inside standalone partials.
    private mutating func emitTemplateText(_ text: String) {
        guard !indentation.isEmpty else {
            output += text
            return
        }
        // Lines end after each `\n` (so `\r\n` too): found in the UTF-8 bytes, since a
        // search through `Character`s (grapheme breaking) was a third of template time.
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { bytes.index(after: $0) } ?? bytes.endIndex
            if atLineStart { output += indentation }
            output += text[lineStart..<lineEnd]
            atLineStart = lineEnd < bytes.endIndex || bytes[bytes.index(before: lineEnd)] == UInt8(ascii: "\n")
            lineStart = lineEnd
        }
    }

    /// A printed value: its own line breaks are not indented (spec: partials).
    private mutating func emitValue(_ text: String) {
        guard !text.isEmpty else { return }
        if atLineStart, !indentation.isEmpty { output += indentation }
        atLineStart = false
        output += text
    }

    /// Mustache's lookup: the first segment in the innermost context that has it (the
    /// page's data last), the rest inside that value only (spec: dotted names).
    private func lookup(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.segments.first else { return stack.last }
        var found: TemplateValue?
        var index = stack.count - 1
        while index >= 0 {
            if let child = stack[index].field(first) {
                found = child
                break
            }
            index -= 1
        }
        if found == nil { found = root?.value(for: first) }
        guard var current = found else { return nil }
        for segment in name.segments.dropFirst() {
            guard let child = current.field(segment) else { return nil }
            current = child
        }
        return current
    }
}
