import TrellisBlocks
import TrellisLayout

extension BlockInput {
    /// A page's layout block, laid out by `layouter` in every state combination at each of
    /// `textSizes`: what the site passes to `BlockRenderer`.
    ///
    /// Every configuration's view tree is built here, so a state combination that fails to
    /// lower throws now, with its position in the page, instead of during rendering.
    public init(id: String, block: LayoutBlock, layouter: BlockLayouter, textSizes: [DynamicTypeSize] = [.default]) throws {
        let states = block.states.compactMap { variable -> BlockState? in
            let control: BlockState.Control
            switch variable.control {
            case .picker: control = .picker
            case .toggle: control = .toggle
            case .none: return nil
            }
            let values = zip(variable.valueNames, variable.valueLabels).map { BlockState.Value($0.0, label: $0.1) }
            return BlockState(name: variable.name, label: variable.title, control: control, values: values)
        }
        let sizes = textSizes.isEmpty ? [DynamicTypeSize.default] : textSizes
        var engines: [BlockConfiguration: LockedLayoutEngine] = [:]
        let probe = BlockInput(id: id, states: states, textSizes: sizes) { _, _ in LayoutResult(size: .zero, nodes: [], warnings: []) }
        for configuration in probe.configurations {
            let values = try BlockLayouter.stateValues(configuration.state, for: block)
            let tree = try layouter.engineTree(block, state: values, dynamicTypeSize: configuration.textSize)
            engines[configuration] = LockedLayoutEngine(LayoutEngine(tree.root, textMeasurer: layouter.measurer))
        }
        let table = engines
        self.init(id: id, states: states, textSizes: sizes) { configuration, width in
            table[configuration]?.layout(width: width) ?? LayoutResult(size: .zero, nodes: [], warnings: ["no layout for this configuration"])
        }
    }
}
