// Data for layout blocks: YAML and JSON turned into `Value`s, keeping mapping order.

import Foundation
import Yams

/// Loads the names a layout block can use: front matter and the site's `data/` files.
public enum DataValues {
    /// The top-level names of a YAML (or JSON) mapping, in source order.
    ///
    /// - Throws: `BlockDiagnostic` positioned in `file`; `firstLine` is the page line of the
    ///   YAML's first line (2 for front matter after `---`).
    public static func mapping(yaml: String, file: String, firstLine: Int = 1) throws -> [String: Value] {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw diagnostic(error, yaml: yaml, file: file, firstLine: firstLine)
        }
        guard let node else { return [:] }
        guard case .dictionary(let entries) = value(node) else {
            throw BlockDiagnostic(location: BlockLocation(file: file, line: firstLine, column: 1),
                                  message: "data must be a mapping of names to values", sourceLine: firstLineText(yaml))
        }
        var result: [String: Value] = [:]
        for entry in entries { result[entry.key] = entry.value }
        return result
    }

    /// One value of a YAML or JSON document.
    public static func value(yaml: String, file: String) throws -> Value {
        do {
            guard let node = try Yams.compose(yaml: yaml) else { return .null }
            return value(node)
        } catch let error as YamlError {
            throw diagnostic(error, yaml: yaml, file: file, firstLine: 1)
        }
    }

    /// The site's `data/*.yml|yaml|json` files by file name; subdirectories become
    /// dictionaries of their files, like Hugo's and Zola's data directories.
    public static func siteData(directory: URL) throws -> [String: Value] {
        try siteData(directory: directory, depth: 0)
    }

    /// Folders deeper than this are not read: a symbolic link to a parent would never end.
    static let maximumDepth = 8

    private static func siteData(directory: URL, depth: Int) throws -> [String: Value] {
        guard depth <= maximumDepth else { return [:] }
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return [:] }
        var result: [String: Value] = [:]
        var errors: [BlockDiagnostic] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let nested = try siteData(directory: url, depth: depth + 1)
                result[name] = .dictionary(nested.sorted { $0.key < $1.key }.map { DictionaryEntry(key: $0.key, value: $0.value) })
                continue
            }
            let parts = name.split(separator: ".")
            guard parts.count >= 2, let ext = parts.last, ["yml", "yaml", "json"].contains(ext.lowercased()) else { continue }
            let key = parts.dropLast().joined(separator: ".")
            do {
                let text = try String(contentsOf: url, encoding: .utf8)
                result[key] = try value(yaml: text, file: "data/" + name)
            } catch let diagnostic as BlockDiagnostic {
                errors.append(diagnostic)
            } catch {
                errors.append(BlockDiagnostic(location: BlockLocation(file: "data/" + name, line: 1, column: 1),
                                              message: "cannot read the data file: \(error.localizedDescription)", sourceLine: ""))
            }
        }
        if !errors.isEmpty { throw LayoutBlockError(errors) }
        return result
    }

    // MARK: - Conversion

    static func value(_ node: Node) -> Value {
        switch node {
        case .scalar(let scalar):
            switch node.tag.rawValue {
            case Tag.Name.null.rawValue: return .null
            case Tag.Name.bool.rawValue: return node.bool.map(Value.bool) ?? .string(scalar.string)
            case Tag.Name.int.rawValue: return node.int.map(Value.int) ?? .string(scalar.string)
            case Tag.Name.float.rawValue: return node.float.map(Value.double) ?? .string(scalar.string)
            default: return .string(scalar.string)
            }
        case .sequence(let sequence):
            return .array(sequence.map(value))
        case .mapping(let mapping):
            return .dictionary(mapping.map { DictionaryEntry(key: $0.key.string ?? "\($0.key)", value: value($0.value)) })
        case .alias:
            return .null
        }
    }

    private static func diagnostic(_ error: YamlError, yaml: String, file: String, firstLine: Int) -> BlockDiagnostic {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        var line = 1, column = 1
        var problem = "\(error)"
        switch error {
        case .scanner(let context, let message, let mark, _), .parser(let context, let message, let mark, _):
            line = mark.line
            column = mark.column
            problem = [context?.text, message].compactMap { $0 }.joined(separator: " ")
        default: break
        }
        let text = lines.indices.contains(line - 1) ? String(lines[line - 1]) : ""
        return BlockDiagnostic(location: BlockLocation(file: file, line: firstLine + line - 1, column: column),
                               message: "invalid YAML: \(problem)", sourceLine: text)
    }

    private static func firstLineText(_ yaml: String) -> String {
        String(yaml.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }
}
