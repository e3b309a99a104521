// Shared helpers: interpret a block as if it sat in a page at a known line.

@testable import TrellisBlocks

/// A block as if its code started on line 10 of `content/test.md`.
func interpret(_ code: String, data: [String: Value] = [:], state: [String: Value] = [:], catalog: ViewCatalog = .standard) throws -> BlockView {
    let block = try LayoutBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10), data: data, catalog: catalog)
    return try block.view(for: state)
}

/// The diagnostics a block produces (empty if it is valid).
func diagnostics(_ code: String, data: [String: Value] = [:], firstLine: Int = 10, indentation: Int = 0) -> [BlockDiagnostic] {
    do {
        _ = try LayoutBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: firstLine, indentation: indentation), data: data)
        return []
    } catch let error as LayoutBlockError {
        return error.diagnostics
    } catch {
        return [BlockDiagnostic(location: BlockLocation(file: "?", line: 0, column: 0), message: "\(error)", sourceLine: "")]
    }
}

/// The only diagnostic of a block, rendered; "" if none, all of them joined if several.
func message(_ code: String, data: [String: Value] = [:]) -> String {
    diagnostics(code, data: data).map(\.description).joined(separator: "\n---\n")
}

/// The texts of every `Text` below a view, in source order.
func texts(_ view: BlockView) -> [String] {
    view.allViews.filter { $0.kind == "Text" }.compactMap {
        if case .string(let text)? = $0.argument(nil) ?? $0.argument("verbatim") { return text }
        return nil
    }
}

/// The pets of the WWDC22 session's poll, as a page's front matter would give them.
let pets: Value = .array([
    .dictionary([DictionaryEntry(key: "type", value: .string("Cat")), DictionaryEntry(key: "votes", value: .int(25))]),
    .dictionary([DictionaryEntry(key: "type", value: .string("Goldfish")), DictionaryEntry(key: "votes", value: .int(9))]),
    .dictionary([DictionaryEntry(key: "type", value: .string("Dog")), DictionaryEntry(key: "votes", value: .int(16))]),
])
