// Mustache source to ``TemplateNode``s, following the Mustache specification (v1.4).

import TrellisMarkup

/// Parses one template file.
///
/// Implements the spec's tags (variables, `{{{ }}}`/`{{& }}`, sections, inverted sections,
/// comments, partials, set delimiters, and inheritance's parents and blocks) and its
/// standalone-line rule: a line holding only whitespace and one non-printing tag (section,
/// comment, partial, delimiter, parent, block) leaves no trace in the output, and a
/// standalone partial's indentation is put before each line it prints.
/// <https://github.com/mustache/spec> (`specs/*.yml`).
///
/// Everything else is a mistake reported with its line and column: an unclosed tag or
/// section, a close that names another section, an empty name, swift-mustache's transforms
/// (`{{uppercased(name)}}`) and pragmas, which Trellis does not have.
struct TemplateParser {
    private let bytes: [UInt8]
    private let file: String
    private let source: String
    /// Byte offset of each line's start.
    private let lineStarts: [Int]

    init(source: String, file: String) {
        self.source = source
        self.file = file
        bytes = Array(source.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    func parse() throws(Diagnostic) -> [TemplateNode] {
        let tokens = try lex()
        return try tree(of: trimStandaloneLines(tokens))
    }

    // MARK: - Lexing

    private enum Kind: Equatable {
        case variable, unescaped, section, inverted, close, comment, partial, delimiters, parent, block
        /// Whether the tag prints nothing itself, so a line holding only it may vanish.
        var canStandAlone: Bool { self != .variable && self != .unescaped }
    }

    private struct Tag {
        let kind: Kind
        let name: String
        let offset: Int
    }

    private enum Token {
        case text(String)
        case tag(Tag)
    }

    private func lex() throws(Diagnostic) -> [Token] {
        var tokens: [Token] = []
        var open = Array("{{".utf8), close = Array("}}".utf8)
        var index = 0
        while index < bytes.count {
            guard let start = find(open, from: index) else {
                tokens.append(.text(text(index..<bytes.count)))
                break
            }
            if start > index { tokens.append(.text(text(index..<start))) }
            var contentStart = start + open.count
            var closing = close
            var kind = Kind.variable
            // `{{{name}}}`: only with the default delimiters, as the spec has it.
            if open == Array("{{".utf8), contentStart < bytes.count, bytes[contentStart] == UInt8(ascii: "{") {
                kind = .unescaped
                contentStart += 1
                closing = Array("}}}".utf8)
            }
            guard let end = find(closing, from: contentStart) else {
                throw error(at: start, "this tag is never closed", hint: "end it with \(String(decoding: closing, as: UTF8.self))")
            }
            var content = Substring(text(contentStart..<end))
            if kind == .variable, let first = content.first {
                switch first {
                case "&": kind = .unescaped
                case "#": kind = .section
                case "^": kind = .inverted
                case "/": kind = .close
                case "!": kind = .comment
                case ">": kind = .partial
                case "=": kind = .delimiters
                case "<": kind = .parent
                case "$": kind = .block
                case "%": throw error(at: start, "pragmas (`{{%…}}`) are not supported", hint: "remove the tag")
                default: break
                }
                if kind != .variable { content = content.dropFirst() }
            }
            index = end + closing.count
            switch kind {
            case .comment:
                tokens.append(.tag(Tag(kind: .comment, name: "", offset: start)))
            case .delimiters:
                guard content.last == "=" else {
                    throw error(at: start, "a delimiter change must end with `=`", hint: "write it as {{=<% %>=}}")
                }
                let parts = content.dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                    throw error(at: start, "a delimiter change names two delimiters", hint: "write it as {{=<% %>=}}")
                }
                open = Array(parts[0].utf8)
                close = Array(parts[1].utf8)
                tokens.append(.tag(Tag(kind: .delimiters, name: "", offset: start)))
            default:
                let name = content.trimmingSpaces
                try check(name: name, kind: kind, at: start)
                tokens.append(.tag(Tag(kind: kind, name: String(name), offset: start)))
            }
        }
        return tokens
    }

    private func check(name: Substring, kind: Kind, at offset: Int) throws(Diagnostic) {
        if name.isEmpty {
            throw error(at: offset, "this tag names nothing", hint: "write a name, as in {{page.title}}, or {{.}} for the current item")
        }
        if name.contains("(") {
            throw error(
                at: offset, "`\(name)`: transforms are not supported",
                hint: "compute the value before the template; templates only print, test and repeat values")
        }
        if name.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            throw error(at: offset, "`\(name)` is not a name", hint: "names have no spaces: page.title, site.basePath")
        }
        if kind == .partial, name.hasPrefix("*") {
            throw error(at: offset, "dynamic partial names are not supported", hint: "name the partial: {{> sidebar}}")
        }
    }

    // MARK: - Standalone lines

    /// Removes the whitespace and line break around each standalone tag (decided on the
    /// original text, before any removal) and gives standalone partials and parents their
    /// indentation.
    private func trimStandaloneLines(_ tokens: [Token]) -> [(token: Token, indentation: String)] {
        func isBlank(_ text: Substring) -> Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }
        // Swift reads "\r\n" as one Character.
        func isBreak(_ character: Character) -> Bool { character == "\n" || character == "\r\n" }
        var standalone = [Bool](repeating: false, count: tokens.count)
        var indentation = [String](repeating: "", count: tokens.count)
        /// The blanks before `first` when it starts a line, nil when it does not.
        func lineStart(before first: Int) -> String? {
            guard first > 0 else { return "" }
            guard case .text(let before) = tokens[first - 1] else { return nil }
            if let newline = before.lastIndex(where: isBreak) {
                let tail = before[before.index(after: newline)...]
                return isBlank(tail) ? String(tail) : nil
            }
            return first == 1 && isBlank(Substring(before)) ? before : nil
        }
        /// Whether nothing but blanks follows `last` up to a break or the template's end.
        func endsLine(after last: Int) -> Bool {
            guard last + 1 < tokens.count else { return true }
            guard case .text(let after) = tokens[last + 1] else { return false }
            if let newline = after.firstIndex(where: isBreak) { return isBlank(after[..<newline]) }
            return last + 2 == tokens.count && isBlank(Substring(after))
        }
        // Inheritance tags stand alone together: `{{$main}}{{/main}}` alone on a line, or
        // `{{/block}}{{/parent}}` (spec: standalone parent and block tags).
        let inheritance = inheritanceTags(tokens)
        var position = 0
        while position < tokens.count {
            defer { position += 1 }
            guard case .tag(let tag) = tokens[position], tag.kind.canStandAlone else { continue }
            var last = position
            if inheritance[position] {
                while last + 1 < tokens.count, inheritance[last + 1] { last += 1 }
            }
            guard let lead = lineStart(before: position), endsLine(after: last) else {
                position = last
                continue
            }
            for index in position...last { standalone[index] = true }
            indentation[position] = lead
            position = last
        }
        var result: [(token: Token, indentation: String)] = []
        result.reserveCapacity(tokens.count)
        for (position, token) in tokens.enumerated() {
            guard case .text(let text) = token else {
                result.append((token, indentation[position]))
                continue
            }
            var slice = Substring(text)
            if position > 0, standalone[position - 1] {
                // Up to and including the line break.
                if let newline = slice.firstIndex(where: isBreak) {
                    slice = slice[slice.index(after: newline)...]
                } else {
                    slice = slice[slice.endIndex...]
                }
            }
            if position + 1 < tokens.count, standalone[position + 1] {
                if let newline = slice.lastIndex(where: isBreak) {
                    slice = slice[...newline]
                } else if position == 0 || standalone[position - 1] {
                    slice = slice[slice.startIndex..<slice.startIndex]
                }
            }
            if !slice.isEmpty { result.append((.text(String(slice)), "")) }
        }
        return result
    }

    /// Per token: a parent or block tag, or the close of one.
    private func inheritanceTags(_ tokens: [Token]) -> [Bool] {
        var open: [Kind] = []
        return tokens.map { token in
            guard case .tag(let tag) = token else { return false }
            switch tag.kind {
            case .section, .inverted:
                open.append(tag.kind)
                return false
            case .parent, .block:
                open.append(tag.kind)
                return true
            case .close:
                let closed = open.popLast()
                return closed == .parent || closed == .block
            default:
                return false
            }
        }
    }

    // MARK: - Tree

    private struct OpenSection {
        let tag: Tag
        let indentation: String
        var nodes: [TemplateNode] = []
    }

    private func tree(of tokens: [(token: Token, indentation: String)]) throws(Diagnostic) -> [TemplateNode] {
        var stack = [OpenSection(tag: Tag(kind: .section, name: "", offset: 0), indentation: "")]
        for (token, indentation) in tokens {
            switch token {
            case .text(let text):
                stack[stack.count - 1].nodes.append(.text(text))
            case .tag(let tag):
                switch tag.kind {
                case .comment, .delimiters:
                    continue
                case .variable, .unescaped:
                    stack[stack.count - 1].nodes.append(.variable(templateName(tag.name), escaped: tag.kind == .variable))
                case .partial:
                    stack[stack.count - 1].nodes.append(.partial(tag.name, indentation: indentation, position: position(of: tag.offset)))
                case .section, .inverted, .parent, .block:
                    stack.append(OpenSection(tag: tag, indentation: indentation))
                case .close:
                    guard stack.count > 1 else {
                        throw error(at: tag.offset, "`{{/\(tag.name)}}` closes no section", hint: "remove it, or open the section with {{#\(tag.name)}}")
                    }
                    let open = stack.removeLast()
                    guard open.tag.name == tag.name else {
                        let at = position(of: open.tag.offset)
                        throw error(
                            at: tag.offset, "`{{/\(tag.name)}}` closes `\(open.tag.name)`, opened at line \(at.line)",
                            hint: "close `\(open.tag.name)` first with {{/\(open.tag.name)}}")
                    }
                    stack[stack.count - 1].nodes.append(node(closing: open))
                }
            }
        }
        if stack.count > 1, let open = stack.last {
            throw error(at: open.tag.offset, "`\(open.tag.name)` is opened here and never closed", hint: "close it with {{/\(open.tag.name)}}")
        }
        return stack[0].nodes
    }

    private func node(closing open: OpenSection) -> TemplateNode {
        let name = open.tag.name
        switch open.tag.kind {
        case .inverted:
            return .section(templateName(name), body: open.nodes, inverted: true)
        case .block:
            return .block(name, defaultBody: open.nodes, indentation: open.indentation)
        case .parent:
            // Only the blocks inside a parent tag count; other content is ignored (spec).
            var overrides: [String: [TemplateNode]] = [:]
            for case .block(let block, let body, _) in open.nodes { overrides[block] = body }
            return .parent(name, overrides: overrides, indentation: open.indentation, position: position(of: open.tag.offset))
        default:
            return .section(templateName(name), body: open.nodes, inverted: false)
        }
    }

    private func templateName(_ name: String) -> TemplateName {
        TemplateName(segments: name == "." ? [] : name.split(separator: ".").map { TemplateKey(String($0)) })
    }

    // MARK: - Helpers

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first {
                var matches = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func position(of offset: Int) -> TemplatePosition {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineText = bytes[lineStarts[low]..<offset]
        let column = String(decoding: lineText, as: UTF8.self).count + 1
        return TemplatePosition(line: low + 1, column: column)
    }

    private func error(at offset: Int, _ message: String, hint: String) -> Diagnostic {
        let at = position(of: offset)
        return Diagnostic(
            file: file, line: at.line, column: at.column, message: "template error: " + message,
            sourceLine: SourceLines(source)[at.line], hint: hint)
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (what Mustache allows around a name).
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
