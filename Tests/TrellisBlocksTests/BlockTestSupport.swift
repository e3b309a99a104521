// Shared helpers: interpret a block as if it sat in a page at a known line.

import TrellisMarkup
@testable import TrellisBlocks
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// A block as if its code started on line 10 of `content/test.md`.
func interpret(_ code: String, data: [String: Value] = [:], state: [String: Value] = [:], catalog: ViewCatalog = .standard) throws -> BlockView {
    let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10), data: data, catalog: catalog)
    return try block.view(for: state)
}

/// The diagnostics a block produces (empty if it is valid).
func diagnostics(_ code: String, data: [String: Value] = [:], firstLine: Int = 10, indentation: Int = 0) -> [Diagnostic] {
    do {
        _ = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: firstLine, indentation: indentation), data: data)
        return []
    } catch let failure as BuildFailure {
        return failure.diagnostics
    } catch {
        return [Diagnostic(file: "?", message: "\(error)")]
    }
}

/// The only diagnostic of a block, rendered; "" if none, all of them joined if several.
func message(_ code: String, data: [String: Value] = [:]) -> String {
    diagnostics(code, data: data).map(\.description).joined(separator: "\n---\n")
}

/// The texts of every `Text` below a view, in source order.
func texts(_ view: BlockView) -> [String] {
    view.allViews.filter { ViewKind(name: $0.kind) == .text }.compactMap {
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

/// A page's `trellis layout` report from the build's pipeline (the site finds the fences,
/// the pipeline prepares and lays them out), measuring text with `measurer`.
func report(
    markdown: String, file: String, width: Double, state: [String: String] = [:], data: [String: DataValue] = [:],
    measurer: any TextMeasuring = FixedAdvanceTextMeasurer(), options: BlockRenderingOptions = BlockRenderingOptions()
) throws -> LayoutReport {
    let pipeline = try LayoutBlockPipeline(fonts: SiteFonts(), textSizes: [.default], options: options, measurer: measurer)
    let document = MarkdownDocument(text: markdown, file: file)
    if case let errors = document.diagnostics.filter({ $0.severity == .error }), !errors.isEmpty { throw BuildFailure(errors) }
    let blocks = LayoutBlock.blocks(in: document, siteData: [:], data: data)
    return try pipeline.layoutReport(blocks: blocks, file: file, width: width, state: state)
}

/// Every authored view's frame in a block laid out at `width` (FixedAdvance text), by id.
func frames(_ code: String, width: Double) throws -> [String: Rect] {
    let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
    let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: width)
    return Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.id, Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)) })
}
