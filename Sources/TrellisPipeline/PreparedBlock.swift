// A layout block made ready to draw: parsed, checked in every state, one engine per configuration.

import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisMarkup
import TrellisSite

/// One layout block between the language and the HTML: parsed once, every state combination
/// interpreted and lowered at every text size, each configuration's tree in its own engine.
///
/// The HTML (``input``) and `trellis layout`'s report (``report(state:textSize:width:)``)
/// both read these very engines, so the frames a page draws and the frames the report prints
/// cannot come from different code.
struct PreparedBlock {
    /// The block's id on its page (`poll-1`).
    let id: String
    let block: ParsedBlock
    /// What the HTML writer samples: the block's states and a layout function over the
    /// configurations' engines.
    let input: BlockInput
    /// Each configuration's interpreted views (ids, kinds, page positions).
    let views: [BlockConfiguration: BlockView]
    /// Each configuration's view tree as its engine got it, for ``explanation(state:textSize:width:)``,
    /// which traces a fresh engine (the shared one has measured at other widths).
    let roots: [BlockConfiguration: ViewNode]
    /// Measures text for traced engines.
    let measurer: (any TextMeasuring)?
    /// What the fence asks (`height=`, `code=`).
    let options: FenceOptions
    /// The block's notes and warnings that do not depend on a width: the language's
    /// (`ParsedBlock.notes`, and what only another state's reading met) and the app's assets
    /// the site lacks.
    let notes: [Diagnostic]

    /// Prepares `block` at `textSizes` (the first is the page's default).
    ///
    /// - Throws: `BuildFailure` with every error of every state combination, each once, so
    ///   a mistake that only one state reaches is reported before any HTML is written.
    /// - Parameters:
    ///   - library: the site's `layouts/` declarations, which the block may use.
    ///   - choices: a reader's choices: only the configuration they name is prepared (the
    ///     input's ``BlockInput/onlyConfiguration``; see
    ///     ``configuration(_:blockID:states:textSizes:)``).
    init(
        _ source: LayoutBlock, layouter: BlockLayouter, library: SwiftProgram? = nil, textSizes: [DynamicTypeSize],
        choices: ReaderChoices? = nil
    ) throws {
        id = Self.blockID(file: source.file, index: source.index)
        let options = try FenceOptions(source)
        self.options = options
        let names = ParsedBlock.names(data: source.data, frontMatter: source.frontMatter)
        block = try ParsedBlock(source: source.source, data: names, catalog: layouter.catalog, library: library)
        let states = block.states.compactMap { variable -> BlockState? in
            let control: BlockState.Control
            switch variable.control {
            case .picker: control = .picker
            case .toggle: control = .toggle
            case .none: return nil
            }
            let values = zip(variable.valueNames, variable.valueLabels).map { BlockState.Value($0.0, label: $0.1) }
            return BlockState(name: variable.name, label: variable.title, control: control, values: values, changeAnimation: variable.changeAnimation,
                              valueAnimations: variable.changeAnimations)
        }
        let sizes = textSizes.isEmpty ? [DynamicTypeSize.default] : textSizes
        var engines: [BlockConfiguration: LockedLayoutEngine] = [:]
        var views: [BlockConfiguration: BlockView] = [:]
        var roots: [BlockConfiguration: ViewNode] = [:]
        var menus: Set<String> = []
        var errors: [Diagnostic] = []
        // What reading the other states said that the initial reading did not (`ParsedBlock.viewAndWarnings`).
        var stateWarnings: [Diagnostic] = []
        let schemes: [ColorScheme] = block.readsColorScheme ? [.light, .dark] : [.light]
        var probe = BlockInput(id: id, states: states, textSizes: sizes) { _, _ in LayoutResult(size: .zero, nodes: [], warnings: []) }
        probe.colorSchemes = schemes
        if let choices { probe.onlyConfiguration = Self.configuration(choices, blockID: probe.id, states: states, textSizes: sizes) }
        // A state's views, interpreted once for all of its text sizes, unless they read the size.
        var stateViews: [BlockConfiguration: BlockView] = [:]
        for configuration in probe.configurations {
            do {
                let values = try BlockLayouter.stateValues(configuration.state, for: block)
                let made = BlockConfiguration(state: configuration.state, textSize: block.readsTextSize ? configuration.textSize : sizes[0],
                                              colorScheme: configuration.colorScheme)
                let view: BlockView
                if let known = stateViews[made] {
                    view = known
                } else {
                    let read = try block.viewAndWarnings(for: values, textSize: configuration.textSize, colorScheme: configuration.colorScheme)
                    view = read.view
                    stateWarnings += read.warnings.filter { !stateWarnings.contains($0) }
                    stateViews[made] = view
                }
                let tree = try layouter.engineTree(block, view: view, state: values, dynamicTypeSize: configuration.textSize)
                menus.formUnion(Self.menuStates(tree.root))
                // A screen's height: the root is offered it and centred in it (`FenceOptions`).
                let root = options.height.map { tree.root.frame(height: $0) } ?? tree.root
                engines[configuration] = LockedLayoutEngine(LayoutEngine(root, textMeasurer: layouter.measurer))
                views[configuration] = tree.view
                roots[configuration] = root
            } catch let failure as BuildFailure {
                errors += failure.diagnostics.filter { !errors.contains($0) }
            } catch let diagnostic as Diagnostic {
                if !errors.contains(diagnostic) { errors.append(diagnostic) }
            }
        }
        if !errors.isEmpty { throw BuildFailure(errors) }
        let table = engines
        self.views = views
        let parsed = block
        notes = parsed.notes + stateWarnings + (views[probe.configurations[0]].map { parsed.assetWarnings($0, images: layouter.options.images) } ?? [])
            + parsed.transitionWarnings(in: probe.configurations.compactMap { views[$0] })
            + parsed.animationScopeWarnings(in: probe.configurations.compactMap { views[$0] })
        self.roots = roots
        measurer = layouter.measurer
        // A picker drawn as a menu is a `<select>`, which the block's CSS reads differently.
        let controlled = states.map { state in
            var state = state
            if state.control == .picker, menus.contains(state.name) { state.control = .menu }
            return state
        }
        var input = BlockInput(id: id, states: controlled, textSizes: sizes) { configuration, width in
            table[configuration]?.layout(width: width)
                ?? LayoutResult(size: .zero, nodes: [], warnings: [LayoutWarning("no layout for this configuration")])
        }
        input.colorSchemes = schemes
        input.onlyConfiguration = probe.onlyConfiguration
        self.input = input
    }

    /// The configuration a reader's `choices` show of block `blockID`: their text size if
    /// the block is laid out at it, else the page's default, which the CSS shows at sizes it
    /// has no layout for; each state's chosen value if the state has it, else its initial one.
    static func configuration(_ choices: ReaderChoices, blockID: String, states: [BlockState], textSizes: [DynamicTypeSize])
        -> BlockConfiguration {
        let size = choices.textSize.flatMap(DynamicTypeSize.init(rawValue:)).flatMap { textSizes.contains($0) ? $0 : nil }
        var state: [String: String] = [:]
        let chosen = choices.states[blockID] ?? [:]
        for variable in states {
            let value = chosen[variable.name].flatMap { value in variable.values.contains { $0.value == value } ? value : nil }
            state[variable.name] = value ?? variable.values.first?.value
        }
        return BlockConfiguration(state: state, textSize: size ?? textSizes.first ?? .default)
    }

    /// The page lines that wrote each authored view (its call and its modifiers), in every
    /// configuration: what links a line of the code pane to the boxes it made.
    var nodesByLine: [Int: Set<String>] {
        var lines: [Int: Set<String>] = [:]
        for view in views.values {
            for authored in view.allViews where authored.isAuthored {
                lines[authored.location.line, default: []].insert(authored.id)
                for modifier in authored.modifiers where modifier.location.file == authored.location.file {
                    lines[modifier.location.line, default: []].insert(authored.id)
                }
            }
        }
        return lines
    }

    /// Layout warnings as diagnostics at the views they concern, each once.
    func diagnostics(for warnings: [LayoutWarning]) -> [Diagnostic] {
        guard let view = views[input.configurations[0]] else { return [] }
        return block.diagnostics(for: warnings, view: view)
    }

    /// `trellis layout`'s answer for this block: the configuration the choices name, laid
    /// out by its engine at `width`, and that layout's warnings.
    func report(state choices: [String: String], textSize: DynamicTypeSize, width: Double) throws
        -> (block: LayoutReport.Block, warnings: [Diagnostic]) {
        let configuration = try self.configuration(choices, textSize: textSize)
        guard let view = views[configuration] else {
            throw block.source.diagnostic("no layout for this state and text size", at: block.initialView.location)
        }
        let result = input.layout(configuration, width)
        let failures = block.program.runtimeFailures
        if !failures.isEmpty { throw BuildFailure(failures) }
        let reported = LayoutReport.Block(
            id: id, line: block.source.fenceLine, width: width, height: result.size.height,
            nodes: BlockLayouter.nodes(of: view, in: result))
        // What the page cuts off at the block's edge, in any state, as the build warns of it.
        let cutOff = BlockRenderer.cutOffWarnings(input).filter { !result.warnings.contains($0) }
        return (reported, notes + block.diagnostics(for: result.warnings + cutOff, view: view))
    }

    /// The configuration `NAME=VALUE` choices name: every variable that has a control, chosen
    /// or initial, at `textSize`.
    func configuration(_ choices: [String: String], textSize: DynamicTypeSize) throws -> BlockConfiguration {
        let values = try BlockLayouter.stateValues(choices, for: block)
        var state: [String: String] = [:]
        for variable in input.states {
            state[variable.name] = values[variable.name]?.interpolated ?? variable.values.first?.value
        }
        return BlockConfiguration(state: state, textSize: textSize)
    }

    /// The id of a page's block (0-based `index` among its layout blocks): the page's file
    /// name and the block's 1-based position, `content/guide/poll.md`, 0 -> `poll-1`.
    static func blockID(file: String, index: Int) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return "\(Value.string(stem).idSlug)-\(index + 1)"
    }

    /// The states whose `Picker` in `root` draws as a menu.
    static func menuStates(_ root: ViewNode) -> Set<String> {
        var found: Set<String> = []
        var pending = [root]
        while let node = pending.popLast() {
            if case .picker(let state?, .menu)? = node.drawing.control { found.insert(state) }
            switch node.content {
            case .leaf: break
            case .layout(_, let children), .group(let children): pending += children
            }
        }
        return found
    }
}
