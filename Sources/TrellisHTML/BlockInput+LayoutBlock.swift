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
        var menus: Set<String> = []
        let probe = BlockInput(id: id, states: states, textSizes: sizes) { _, _ in LayoutResult(size: .zero, nodes: [], warnings: []) }
        for configuration in probe.configurations {
            let values = try BlockLayouter.stateValues(configuration.state, for: block)
            let tree = try layouter.engineTree(block, state: values, dynamicTypeSize: configuration.textSize)
            menus.formUnion(Self.menuStates(tree.root))
            engines[configuration] = LockedLayoutEngine(LayoutEngine(tree.root, textMeasurer: layouter.measurer))
        }
        let table = engines
        // A picker drawn as a menu is a `<select>`, which the block's CSS reads differently.
        let controlled = states.map { state in
            var state = state
            if state.control == .picker, menus.contains(state.name) { state.control = .menu }
            return state
        }
        self.init(id: id, states: controlled, textSizes: sizes) { configuration, width in
            table[configuration]?.layout(width: width) ?? LayoutResult(size: .zero, nodes: [], warnings: ["no layout for this configuration"])
        }
    }

    /// The states whose `Picker` in `root` draws as a menu.
    static func menuStates(_ root: ViewNode) -> Set<String> {
        var found: Set<String> = []
        var pending = [root]
        while let node = pending.popLast() {
            if node.kind == "Picker", node.renderAttributes["pickerStyle"] == "menu", let state = node.renderAttributes["state"] { found.insert(state) }
            switch node.content {
            case .leaf: break
            case .layout(_, let children), .group(let children): pending += children
            }
        }
        return found
    }
}
