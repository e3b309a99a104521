// Laying one block out with the engine: its view tree per state, its frames, its warnings.

import TrellisLayout
import TrellisMarkup

/// Lowers a parsed block into the engine's view trees and reads the engine's answer back in
/// the author's terms (views, ids, page positions).
///
/// The language's half of the pipeline; `TrellisPipeline` owns a block from its fence to its
/// HTML and report and calls this for every tree it lays out.
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
    public func layout(_ block: ParsedBlock, state: [String: Value] = [:], width: Double,
                       dynamicTypeSize: DynamicTypeSize? = nil) throws -> BlockLayout {
        let (view, root) = try engineTree(block, state: state, dynamicTypeSize: dynamicTypeSize)
        let result = LayoutEngine(root, textMeasurer: measurer).layout(width: width)
        var fullState = Dictionary(uniqueKeysWithValues: block.states.map { ($0.name, $0.initialValue) })
        fullState.merge(state) { $1 }
        return BlockLayout(state: fullState, view: view, result: result, nodes: Self.nodes(of: view, in: result),
                           height: result.size.height, warnings: block.diagnostics(for: result.warnings, view: view))
    }

    /// Every view the author wrote that `result` shows, in source order, with its frame.
    public static func nodes(of view: BlockView, in result: LayoutResult) -> [LayoutReport.Node] {
        var frames: [String: Rect] = [:]
        for node in result.nodes where node.isVisible {
            if let id = node.id, frames[id] == nil { frames[id] = node.frame }
        }
        return view.allViews.filter(\.isAuthored).compactMap { authored -> LayoutReport.Node? in
            guard let frame = frames[authored.id] else { return nil }
            return LayoutReport.Node(id: authored.id, kind: authored.kind, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        }
    }

    /// The engine's view tree for one state and text size, with the views it came from.
    ///
    /// For renderers that lay one configuration out at many widths: a `LayoutEngine` made
    /// from this tree reuses its measurements across widths (an engine per thread).
    public func engineTree(_ block: ParsedBlock, state: [String: Value] = [:],
                           dynamicTypeSize: DynamicTypeSize? = nil) throws -> (view: BlockView, root: ViewNode) {
        try engineTree(block, view: block.view(for: state, textSize: dynamicTypeSize ?? options.dynamicTypeSize), state: state,
                       dynamicTypeSize: dynamicTypeSize)
    }

    /// The engine's tree of `view`, the block's views in `state` (`ParsedBlock.view(for:)`).
    ///
    /// The views of a state are the same at every text size (the interpreter reads no
    /// environment; lowering applies the size), so a renderer of several text sizes
    /// interprets each state once and lowers its views once per size.
    public func engineTree(_ block: ParsedBlock, view: BlockView, state: [String: Value],
                           dynamicTypeSize: DynamicTypeSize? = nil) throws -> (view: BlockView, root: ViewNode) {
        // Every state variable's value, so views that show one (a slider's thumb, a text
        // field's text) see those no control changes too.
        var fullState = Dictionary(uniqueKeysWithValues: block.states.map { ($0.name, $0.initialValue) })
        fullState.merge(state) { $1 }
        var lowering = BlockLowering(source: block.source, options: options, state: fullState)
        lowering.program = block.program
        let root = try lowering.lower(view, in: LoweringEnvironment(dynamicTypeSize: dynamicTypeSize ?? options.dynamicTypeSize))
        return (view, root)
    }

    /// Every combination of the block's state, the initial one first (what the HTML needs to
    /// switch layouts with CSS alone).
    public func layoutAllStates(_ block: ParsedBlock, width: Double) throws -> [BlockLayout] {
        try block.combinations.map { try layout(block, state: $0, width: width) }
    }

    /// The block's values for the `NAME=VALUE` choices that name its state variables (as
    /// `--state` and the page's controls write them); names the block lacks are ignored.
    public static func stateValues(_ choices: [String: String], for block: ParsedBlock) throws -> [String: Value] {
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
