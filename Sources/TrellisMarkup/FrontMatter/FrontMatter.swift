// YAML front matter: the block between `---` lines at the top of a page.

import Yams

/// The metadata at the top of a page.
///
/// The well-known keys get typed fields because the build relies on them (ordering,
/// drafts, templates); every key, known or not, stays in ``values`` so templates and layout
/// blocks can read custom data (`{{page.params.author}}`).
public struct FrontMatter: Hashable, Sendable {
    public var title: String?
    public var description: String?
    /// As written (`2024-05-01`), so templates print what the author wrote.
    public var date: String?
    /// When the page last changed (`lastmod:`, Hugo's name, or `updated:`, Zola's), as
    /// written: shown as "Last updated", and the sitemap's `lastmod`.
    public var lastModified: String?
    public var draft: Bool = false
    /// Position among siblings in navigation: lower first, then by file name.
    public var weight: Int?
    /// Template name to render this page with instead of `page` / `section`.
    public var template: String?
    /// Last URL component instead of the file name. One path component, never `..`.
    public var slug: String?
    /// Every key of the block, including the well-known ones.
    public var values: [String: DataValue] = [:]

    public init() {}
}

// MARK: - Parsing

extension FrontMatter {
    /// A page split into its front matter and its Markdown body.
    public struct Split: Sendable {
        public var frontMatter: FrontMatter
        /// The Markdown after the closing `---`.
        public var body: Substring
        /// Lines before the body, added to body line numbers to get file line numbers.
        public var bodyLineOffset: Int
        public var diagnostics: [Diagnostic]
    }

    /// Splits `text` into front matter and body and parses the YAML.
    ///
    /// Never throws: a malformed block becomes a diagnostic at the YAML error's position and
    /// the page builds with empty metadata, so one typo cannot hide the other errors.
    public static func split(_ text: String, file: String) -> Split {
        var rest = Substring(text)
        if rest.hasPrefix("\u{FEFF}") { rest = rest.dropFirst() }
        guard rest.hasPrefix("---"), let firstBreak = rest.firstIndex(where: \.isLineEnding),
            rest[rest.startIndex..<firstBreak].trimmed(of: " \t\r") == "---"
        else {
            return Split(frontMatter: FrontMatter(), body: rest, bodyLineOffset: 0, diagnostics: [])
        }
        // Find the closing fence: a line that is exactly `---` or `...`.
        let yamlStart = rest.index(after: firstBreak)
        var lineStart = yamlStart
        var lineCount = 1
        while lineStart < rest.endIndex {
            let lineEnd = rest[lineStart...].firstIndex(where: \.isLineEnding) ?? rest.endIndex
            let line = rest[lineStart..<lineEnd].trimmed(of: " \t\r")
            lineCount += 1
            if line == "---" || line == "..." {
                let yaml = String(rest[yamlStart..<lineStart])
                let body = lineEnd < rest.endIndex ? rest[rest.index(after: lineEnd)...] : rest[rest.endIndex...]
                var diagnostics: [Diagnostic] = []
                let frontMatter = parse(yaml: yaml, file: file, lineOffset: 1, diagnostics: &diagnostics)
                return Split(frontMatter: frontMatter, body: body, bodyLineOffset: lineCount, diagnostics: diagnostics)
            }
            lineStart = lineEnd < rest.endIndex ? rest.index(after: lineEnd) : rest.endIndex
        }
        let diagnostic = Diagnostic(
            file: file, line: 1, column: 1, message: "front matter is not closed",
            sourceLine: "---", hint: "end the front matter with a line containing only '---'")
        return Split(frontMatter: FrontMatter(), body: rest, bodyLineOffset: 0, diagnostics: [diagnostic])
    }

    /// Parses a YAML mapping into front matter. `lineOffset` is the number of file lines
    /// before the YAML's first line (1 for the opening `---`).
    public static func parse(yaml: String, file: String, lineOffset: Int, diagnostics: inout [Diagnostic]) -> FrontMatter {
        var frontMatter = FrontMatter()
        func report(_ message: String, at position: (line: Int, column: Int)?, hint: String? = nil) {
            diagnostics.append(DataValue.diagnostic(message, at: position, file: file, yaml: yaml, lineOffset: lineOffset, hint: hint))
        }
        var entries: [(key: String, value: DataValue, position: (line: Int, column: Int)?)] = []
        if let simple = SimpleYAML.parse(yaml) {
            entries = simple.map { ($0.key, $0.value, nil) }
        } else {
            guard let root = DataValue.compose(yaml: yaml, file: file, lineOffset: lineOffset, diagnostics: &diagnostics) else {
                return frontMatter
            }
            guard case .mapping(let mapping) = root else {
                report("front matter must be a mapping of keys to values", at: root.mark.map { ($0.line, $0.column) }, hint: "write 'title: My page'")
                return frontMatter
            }
            for (keyNode, valueNode) in mapping {
                guard let key = keyNode.string else { continue }
                entries.append((key, DataValue(valueNode), valueNode.mark.map { ($0.line, $0.column) }))
            }
        }
        for (key, value, valuePosition) in entries {
            // The fast path keeps no positions: a problem's line is looked up when reported.
            var mark: (line: Int, column: Int)? {
                valuePosition ?? SourceLines(yaml).lineNumber(ofKey: key).map { ($0, key.count + 3) }
            }
            frontMatter.values[key] = value
            switch key {
            case "title": frontMatter.title = value.stringValue
            case "description": frontMatter.description = value.stringValue
            case "date": frontMatter.date = value.stringValue
            case "lastmod", "updated": frontMatter.lastModified = frontMatter.lastModified ?? value.stringValue
            case "template": frontMatter.template = value.stringValue
            case "slug": frontMatter.slug = value.stringValue
            case "draft":
                if let flag = value.boolValue { frontMatter.draft = flag } else {
                    report("'draft' must be true or false", at: mark)
                }
            case "weight":
                if let weight = value.intValue { frontMatter.weight = weight } else {
                    report("'weight' must be a whole number", at: mark, hint: "lower weights come first, e.g. 'weight: 10'")
                }
            default: break
            }
        }
        return frontMatter
    }
}

// MARK: - YAML conversion

extension DataValue {
    /// Parses a whole YAML (or JSON) document, reporting syntax errors at their line.
    public static func parse(yaml: String, file: String, diagnostics: inout [Diagnostic]) -> DataValue {
        compose(yaml: yaml, file: file, lineOffset: 0, diagnostics: &diagnostics).map(DataValue.init) ?? .null
    }

    /// Composes YAML into nodes (nil for an empty document or an error, which is reported).
    static func compose(yaml: String, file: String, lineOffset: Int, diagnostics: inout [Diagnostic]) -> Node? {
        do {
            // The encoding is passed explicitly: its default reads the process environment per call.
            return try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch let error as YamlError {
            let (problem, mark) = error.problemAndMark
            diagnostics.append(
                diagnostic("not valid YAML: \(problem)", at: mark.map { ($0.line, $0.column) }, file: file, yaml: yaml, lineOffset: lineOffset,
                    hint: "check indentation and quote values containing ':' or '#'"))
        } catch {
            diagnostics.append(Diagnostic(file: file, message: "not valid YAML: \(error)"))
        }
        return nil
    }

    /// A diagnostic at a libyaml position; the YAML is split into lines only here, on error.
    static func diagnostic(
        _ message: String, at position: (line: Int, column: Int)?, file: String, yaml: String, lineOffset: Int, hint: String?
    ) -> Diagnostic {
        let line = position?.line ?? 0
        let lines = SourceLines(yaml)
        return Diagnostic(
            file: file, line: line > 0 ? line + lineOffset : 0, column: position?.column ?? 0, message: message,
            sourceLine: lines[line], hint: hint)
    }

    /// Converts a composed YAML node using YAML's core schema (so `10` is a number and
    /// `"10"` a string), keeping timestamps as the text the author wrote.
    init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            // Only plain (unquoted) scalars are typed: `weight: 10` is a number, `"10"` text.
            guard scalar.style == .plain else {
                self = .string(scalar.string)
                return
            }
            if node.null != nil {
                self = .null
            } else if let value = node.bool {
                self = .bool(value)
            } else if let value = node.int {
                self = .int(value)
            } else if let value = node.float {
                self = .double(value)
            } else {
                self = .string(scalar.string)
            }
        case .sequence(let sequence):
            self = .array(sequence.map(DataValue.init))
        case .mapping(let mapping):
            // Yams keeps the mapping's order; so does `DataMapping`.
            var values = DataMapping()
            for (key, value) in mapping {
                if let name = key.string { values[name] = DataValue(value) }
            }
            self = .dictionary(values)
        case .alias:
            self = .null
        }
    }
}

extension YamlError {
    /// The human part of a libyaml error and where it happened.
    var problemAndMark: (String, Mark?) {
        switch self {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return (context.map { "\(problem) \($0.text)" } ?? problem, mark)
        default:
            return ("\(self)", nil)
        }
    }
}

extension StringProtocol {
    func trimmed(of characters: String) -> Substring {
        var slice = self[...]
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return Substring(slice)
    }
}
