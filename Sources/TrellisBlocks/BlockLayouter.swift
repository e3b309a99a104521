// Laying blocks out with the engine: one block, every state, or a whole page's report.

import TrellisLayout
import TrellisMarkup

/// Lays out layout blocks with the engine; what `trellis layout`, the site and tests call.
public struct BlockLayouter: Sendable {
    public let measurer: any TextMeasuring
    public let options: BlockRenderingOptions

    public init(measurer: any TextMeasuring, options: BlockRenderingOptions = BlockRenderingOptions()) {
        self.measurer = measurer
        self.options = options
    }

    /// The vocabulary blocks are checked against: SwiftUI's plus the registered layouts.
    public var catalog: ViewCatalog { options.layouts.catalog }

    /// Lays `block` out in a container `width` px wide: proposes (width, nil) to the root and
    /// places it at the top, centred horizontally, as SwiftUI places a root view.
    ///
    /// - Parameter dynamicTypeSize: the text size to lay out at; `nil` uses the options'.
    public func layout(_ block: LayoutBlock, state: [String: Value] = [:], width: Double,
                       dynamicTypeSize: DynamicTypeSize? = nil) throws -> BlockLayout {
        let (view, root) = try engineTree(block, state: state, dynamicTypeSize: dynamicTypeSize)
        let result = LayoutEngine(root, textMeasurer: measurer).layout(width: width)
        var frames: [String: Rect] = [:]
        for node in result.nodes where node.isVisible {
            if let id = node.id, frames[id] == nil { frames[id] = node.frame }
        }
        let nodes = view.allViews.filter(\.isAuthored).compactMap { authored -> LayoutReport.Node? in
            guard let frame = frames[authored.id] else { return nil }
            return LayoutReport.Node(id: authored.id, kind: authored.kind, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        }
        var fullState = Dictionary(uniqueKeysWithValues: block.states.map { ($0.name, $0.initialValue) })
        fullState.merge(state) { $1 }
        return BlockLayout(state: fullState, view: view, result: result, nodes: nodes, height: result.size.height,
                           warnings: warnings(result, view: view, source: block.source))
    }

    private func warnings(_ result: LayoutResult, view: BlockView, source: LayoutBlockSource) -> [BlockDiagnostic] {
        var warnings = result.warnings.map { source.diagnostic($0, at: view.location, severity: .warning) }
        let locations = Dictionary(view.allViews.map { ($0.id, $0.location) }) { first, _ in first }
        for node in result.nodes where node.isVisible {
            guard let missing = node.text?.missingCharacters, !missing.isEmpty, let id = node.id, let location = locations[id] else { continue }
            let characters = missing.map { "“\($0)” (U+\(String($0.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)))" }
            warnings.append(source.diagnostic(
                "no configured font draws \(characters.joined(separator: ", ")); the browser will fall back to a font the layout did not measure",
                at: location, hint: "add a font that has it to the site's fonts, or remove the character", severity: .warning))
        }
        return warnings
    }

    /// The engine's view tree for one state and text size, with the views it came from.
    ///
    /// For renderers that lay one configuration out at many widths: a `LayoutEngine` made
    /// from this tree reuses its measurements across widths (an engine per thread).
    public func engineTree(_ block: LayoutBlock, state: [String: Value] = [:],
                           dynamicTypeSize: DynamicTypeSize? = nil) throws -> (view: BlockView, root: ViewNode) {
        let view = try block.view(for: state)
        let lowering = BlockLowering(source: block.source, options: options, state: state)
        let root = try lowering.lower(view, in: LoweringEnvironment(dynamicTypeSize: dynamicTypeSize ?? options.dynamicTypeSize))
        return (view, root)
    }

    /// Checks that every state combination interprets and lowers, so a build can report a
    /// mistake that only one state reaches before any HTML is written.
    ///
    /// - Throws: `LayoutBlockError` with every combination's errors, each reported once.
    public func validate(_ block: LayoutBlock) throws {
        var diagnostics: [BlockDiagnostic] = []
        for combination in block.combinations {
            do {
                _ = try engineTree(block, state: combination)
            } catch let error as LayoutBlockError {
                diagnostics += error.diagnostics.filter { !diagnostics.contains($0) }
            } catch let diagnostic as BlockDiagnostic {
                if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            }
        }
        if !diagnostics.isEmpty { throw LayoutBlockError(diagnostics) }
    }

    /// Every combination of the block's state, the initial one first (what the HTML needs to
    /// switch layouts with CSS alone).
    public func layoutAllStates(_ block: LayoutBlock, width: Double) throws -> [BlockLayout] {
        try block.combinations.map { try layout(block, state: $0, width: width) }
    }

    /// The `trellis layout` report for a page given as text (front matter included).
    ///
    /// - Parameters:
    ///   - file: the page's path as printed (`content/guide/poll.md`).
    ///   - data: the site's data files by name.
    /// - Throws: `LayoutBlockError` with every error of every block of the page.
    public func report(markdown: String, file: String, width: Double, state: [String: String] = [:],
                       data: [String: DataValue] = [:], dynamicTypeSize: DynamicTypeSize? = nil) throws -> LayoutReport {
        try report(document: MarkdownDocument(text: markdown, file: file), data: data, width: width, state: state,
                   dynamicTypeSize: dynamicTypeSize)
    }

    /// The `trellis layout` report for a page parsed as the build parses it: the blocks cmark
    /// finds (``LayoutFence/fences(in:)``), seeing the names the build gives them
    /// (``LayoutBlock/names(data:frontMatter:)``), laid out at `width`.
    ///
    /// - Parameters:
    ///   - data: the site's data files by name; the page's front matter is added here.
    ///   - state: `NAME=VALUE` choices; each applies to every block that has that state.
    ///   - dynamicTypeSize: the text size to lay out at; `nil` uses the options'.
    /// - Throws: `LayoutBlockError` with every error of every block of the page (and of its
    ///   front matter, which the build reports too).
    public func report(document: MarkdownDocument, data: [String: DataValue] = [:], width: Double,
                       state: [String: String] = [:], dynamicTypeSize: DynamicTypeSize? = nil) throws -> LayoutReport {
        let file = document.file
        let frontMatterErrors = document.diagnostics.filter { $0.severity == .error }
        if !frontMatterErrors.isEmpty { throw LayoutBlockError(frontMatterErrors.map(BlockDiagnostic.init)) }
        let names = LayoutBlock.names(data: data, frontMatter: document.frontMatter)
        var diagnostics: [BlockDiagnostic] = []
        var parsed: [(LayoutFence, LayoutBlock)] = []
        for fence in LayoutFence.fences(in: document) {
            do {
                parsed.append((fence, try LayoutBlock(source: fence.source, data: names, catalog: catalog)))
            } catch let error as LayoutBlockError {
                diagnostics += error.diagnostics
            }
        }
        // Every state of every block, as the build checks them, not only the one printed.
        for (_, block) in parsed {
            do {
                try validate(block)
            } catch let error as LayoutBlockError {
                diagnostics += error.diagnostics
            }
        }
        if !diagnostics.isEmpty { throw LayoutBlockError(diagnostics) }
        try Self.checkStateNames(state, blocks: parsed.map(\.1), file: file)

        var blocks: [LayoutReport.Block] = []
        var warnings: [BlockDiagnostic] = []
        for (fence, block) in parsed {
            do {
                let chosen = try Self.stateValues(state, for: block)
                let layout = try self.layout(block, state: chosen, width: width, dynamicTypeSize: dynamicTypeSize)
                blocks.append(LayoutReport.Block(id: fence.id, line: fence.line, width: width, height: layout.height, nodes: layout.nodes))
                warnings += layout.warnings
            } catch let error as LayoutBlockError {
                diagnostics += error.diagnostics
            } catch let diagnostic as BlockDiagnostic {
                diagnostics.append(diagnostic)
            }
        }
        if !diagnostics.isEmpty { throw LayoutBlockError(diagnostics) }
        var report = LayoutReport(page: file, blocks: blocks)
        report.warnings = warnings
        return report
    }

    // MARK: - --state

    private static func checkStateNames(_ state: [String: String], blocks: [LayoutBlock], file: String) throws {
        let known = Set(blocks.flatMap { $0.states.map(\.name) })
        let unknown = state.keys.filter { !known.contains($0) }.sorted()
        guard !unknown.isEmpty else { return }
        throw LayoutBlockError(unknown.map { name in
            BlockDiagnostic(location: BlockLocation(file: file, line: 1, column: 1),
                            message: "no layout block of the page has a state variable `\(name)`", sourceLine: "",
                            hint: NameSuggestion.hint(for: name, among: known) ?? (known.isEmpty ? "the page's blocks have no `@State`" :
                                "the page's state variables are " + known.sorted().map { "`\($0)`" }.joined(separator: ", ")))
        })
    }

    /// The block's values for the `NAME=VALUE` choices that name its state variables (as
    /// `--state` and the page's controls write them); names the block lacks are ignored.
    public static func stateValues(_ choices: [String: String], for block: LayoutBlock) throws -> [String: Value] {
        var result: [String: Value] = [:]
        for variable in block.states {
            guard let text = choices[variable.name] else { continue }
            guard let value = variable.values.first(where: { $0.interpolated == text }) else {
                throw block.source.diagnostic(
                    "`\(text)` is not a value of `\(variable.name)`", at: variable.location,
                    hint: "its values are " + variable.values.map { "`\($0.interpolated)`" }.joined(separator: ", "))
            }
            result[variable.name] = value
        }
        return result
    }
}
