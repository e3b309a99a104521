import TrellisLayout

/// Writes a block's CSS: a base rule with the values most configurations start with, then
/// `@container` rules per piece with only the values that changed since the piece before it
/// (`deltaRules`), each value written once for all the configurations it is the same in
/// (`sharedTracks`).
///
/// Configurations are told apart by exclusive selectors (every state's checked input, the
/// page's text size), so rules of two configurations never apply at once and no order or
/// specificity games are needed between them; each is at least as specific as the base and
/// comes after it. Within one configuration, order matters (see `deltaRules`).
struct BlockStyleWriter {
    /// A piece: where it starts (`LinearPiece.boundaryKey`: its first unit and its boundary's
    /// side of a 1/60 px width), its last unit and what it sets, a value per target of
    /// `targets` (nil where it sets none).
    typealias Piece = (start: Int, upper: Int, declarations: [String?])

    let blockID: String
    let states: [BlockState]
    let textSizes: [DynamicTypeSize]
    /// The schemes the block is made in: with both, a state's or a configuration's rules are
    /// written under the media query of its scheme (`wrapped`).
    let colorSchemes: [ColorScheme]
    /// Every target the pieces set (`StyleTable`).
    let targets: [StyleTarget]
    private var configurations: [(BlockConfiguration, [Piece])] = []

    init(blockID: String, states: [BlockState], textSizes: [DynamicTypeSize], colorSchemes: [ColorScheme] = [.light], targets: [StyleTarget] = []) {
        self.blockID = blockID
        self.states = states
        self.textSizes = textSizes
        self.colorSchemes = colorSchemes
        self.targets = targets
    }

    mutating func add(configuration: BlockConfiguration, pieces: [Piece]) {
        configurations.append((configuration, pieces))
    }

    /// The stylesheet; `staticRules` (selector, declarations) are the elements' looks.
    func css(staticRules: [(selector: String, declarations: String)]) -> String {
        let base = baseValues()
        // The looks first, then the base values, as each selector's declarations were in one
        // rule: elements that look alike (texts in one font, capsules of one colour) share
        // one rule of looks, whatever their lengths.
        var looks: [String: [String]] = [:]
        var order: [String] = []
        for (selector, declarations) in staticRules {
            if looks[selector] == nil { order.append(selector) }
            looks[selector, default: []].append(declarations)
        }
        var css = "\(Self.blockSelector(blockID)){"
        css += Self.grouped(order.map { ($0, looks[$0, default: []].joined(separator: ";")) })
        css += Self.rules(StyleTable.ordered(targets).compactMap { target in base[target].map { (targets[target], $0) } })
        css += "}\n"
        // The rules of one text size are nested in its selector, written once (CSS Nesting 1,
        // §2: a nested rule is its parent's selector, as `:is()`, then a descendant's; `:is()`
        // of one selector has that selector's specificity, so each rule matches and weighs
        // as the flat `prefix selector` did). Sharings never set a target two of them set in
        // one configuration (`sharedTracks`), so their order is free.
        // A size with one rule keeps it flat: nesting would add a byte.
        var nested: [DynamicTypeSize: [(sharing: Sharing, rules: String)]] = [:]
        var sizes: [DynamicTypeSize] = []
        for (sharing, pieces) in sharedTracks(base: base) {
            let rules = Self.deltaRules(pieces, base: base, targets: targets)
            guard !rules.isEmpty else { continue }
            guard textSizes.count > 1, let size = sharing.textSize(configurations.map(\.0)) else {
                css += wrapped(sharing, "\(selector(sharing)){\(rules)}") + "\n"
                continue
            }
            if nested[size] == nil { sizes.append(size) }
            nested[size, default: []].append((sharing, rules))
        }
        for size in sizes {
            let rules = nested[size] ?? []
            if rules.count == 1 {
                css += wrapped(rules[0].sharing, "\(selector(rules[0].sharing)){\(rules[0].rules)}") + "\n"
            } else {
                css += "\(textSizeSelector(size)){\(rules.map { wrapped($0.sharing, "\(selector($0.sharing, withTextSize: false)){\($0.rules)}") }.joined())}\n"
            }
        }
        return css
    }

    // MARK: - Sharing between configurations

    /// The configurations a run of rules is written for: every one, one text size's (in every
    /// state and scheme), one state's in one scheme (at every text size), or one configuration.
    enum Sharing: Hashable {
        case block
        case textSize(DynamicTypeSize)
        case state([String: String], ColorScheme)
        case configuration(Int)

        /// The one text size the sharing's configurations are shown at, if it is one.
        func textSize(_ configurations: [BlockConfiguration]) -> DynamicTypeSize? {
            switch self {
            case .block, .state: nil
            case .textSize(let size): size
            case .configuration(let index): configurations[index].textSize
            }
        }
    }

    /// Where one target's value changes in one configuration, from the base on: the first
    /// piece's value if it is not the base's, then each later piece's that differs.
    struct Track: Hashable {
        var changes: [Change] = []

        struct Change: Hashable {
            var start: Int
            var value: String
        }
    }

    /// The pieces to write for each sharing, each piece with only the targets written there.
    ///
    /// A target whose track is the same in every configuration is written once for the block;
    /// otherwise once per text size where every state's track agrees (a state picker beside a
    /// layout the state changes), or once per state where every text size's does, whichever
    /// writes fewer tracks; the rest per configuration. Text sizes and states are never both
    /// used for one target, so for each target and configuration exactly one sharing writes it
    /// and the rules of the others never set it: their order does not matter, and within one
    /// sharing every configuration it covers has the same pieces for its targets (`deltaRules`).
    func sharedTracks(base: [String?]) -> [(Sharing, [Piece])] {
        var targetsBySharing: [Sharing: [Bool]] = [:]
        func insert(_ target: Int, _ sharing: Sharing) {
            targetsBySharing[sharing, default: [Bool](repeating: false, count: targets.count)][target] = true
        }
        var order: [Sharing] = [.block]
        for (index, (configuration, _)) in configurations.enumerated() {
            for sharing in [Sharing.textSize(configuration.textSize), .state(configuration.state, configuration.colorScheme), .configuration(index)]
            where !order.contains(sharing) {
                order.append(sharing)
            }
        }
        let byTextSize = Dictionary(grouping: configurations.indices) { configurations[$0].0.textSize }
        let byState = Dictionary(grouping: configurations.indices) { StateInScheme(state: configurations[$0].0.state, colorScheme: configurations[$0].0.colorScheme) }
        for (target, tracks) in tracks(base: base).enumerated() {
            if tracks.allSatisfy({ $0 == tracks[0] }) {
                if !tracks[0].changes.isEmpty { insert(target, .block) }
                continue
            }
            func sharedGroups<Key>(_ groups: [Key: [Int]]) -> [Key: [Int]] {
                groups.filter { group in group.value.count > 1 && group.value.allSatisfy { tracks[$0] == tracks[group.value[0]] } }
            }
            func saved<Key>(_ groups: [Key: [Int]]) -> Int { groups.values.reduce(0) { $0 + $1.count - 1 } }
            let textSizeGroups = sharedGroups(byTextSize), stateGroups = sharedGroups(byState)
            var covered = Set<Int>()
            if saved(stateGroups) > saved(textSizeGroups) {
                for (key, members) in stateGroups where !tracks[members[0]].changes.isEmpty {
                    insert(target, .state(key.state, key.colorScheme))
                }
                covered = Set(stateGroups.values.joined())
            } else {
                for (size, members) in textSizeGroups where !tracks[members[0]].changes.isEmpty {
                    insert(target, .textSize(size))
                }
                covered = Set(textSizeGroups.values.joined())
            }
            for index in configurations.indices where !covered.contains(index) && !tracks[index].changes.isEmpty {
                insert(target, .configuration(index))
            }
        }
        return order.compactMap { sharing in
            guard let written = targetsBySharing[sharing], let pieces = representative(of: sharing)?.1 else { return nil }
            return (sharing, pieces.map { piece in
                (piece.start, piece.upper, zip(piece.declarations, written).map { $1 ? $0 : nil })
            })
        }
    }

    /// How each target's value changes over each configuration's pieces (`Track`), by target
    /// (its number), then configuration.
    func tracks(base: [String?]) -> [[Track]] {
        var tracks = [[Track]](repeating: [Track](repeating: Track(), count: configurations.count), count: targets.count)
        for (configuration, (_, pieces)) in configurations.enumerated() {
            // Each target's value so far in this configuration: the base's until a piece sets it.
            var current = base
            for (index, piece) in pieces.enumerated() {
                for (target, value) in piece.declarations.enumerated() {
                    guard let value, value != current[target] else { continue }
                    // The first piece's rule applies at every width: where it starts does not matter.
                    tracks[target][configuration].changes.append(Track.Change(start: index == 0 ? Int.min : piece.start, value: value))
                    current[target] = value
                }
            }
        }
        return tracks
    }

    /// A configuration a sharing covers: its pieces stand for all of them.
    private func representative(of sharing: Sharing) -> (BlockConfiguration, [Piece])? {
        switch sharing {
        case .block: configurations.first
        case .textSize(let size): configurations.first { $0.0.textSize == size }
        case .state(let state, let scheme): configurations.first { $0.0.state == state && $0.0.colorScheme == scheme }
        case .configuration(let index): configurations[index]
        }
    }

    /// A state's values in one scheme: what `.state` sharing groups configurations by.
    private struct StateInScheme: Hashable {
        var state: [String: String]
        var colorScheme: ColorScheme
    }

    /// `rule` under the media query of the scheme of `sharing`'s configurations, when the
    /// block is made in more than one (the block's and a text size's rules hold in both).
    private func wrapped(_ sharing: Sharing, _ rule: String) -> String {
        switch sharing {
        case .block, .textSize: rule
        case .state(_, let scheme): wrapped(scheme, rule)
        case .configuration(let index): wrapped(configurations[index].0.colorScheme, rule)
        }
    }

    /// `rule` where the reader's system shows `scheme` (Media Queries 5, `prefers-color-scheme`),
    /// when the block is made in more than one scheme; else `rule`. Light is "not dark", so
    /// that a browser that knows no preference shows the light configuration, as the
    /// semantic colours' `light-dark()` does.
    func wrapped(_ scheme: ColorScheme, _ rule: String) -> String {
        guard colorSchemes.count > 1 else { return rule }
        return "@media \(scheme == .dark ? "" : "not ")(prefers-color-scheme:dark){\(rule)}"
    }

    /// The selector that matches exactly where `sharing`'s configurations are shown.
    /// Without `withTextSize`, the part after the text size's selector (`textSizeSelector`).
    private func selector(_ sharing: Sharing, withTextSize: Bool = true) -> String {
        switch sharing {
        case .block: Self.blockSelector(blockID)
        case .textSize(let size): (withTextSize ? textSizePrefix(size) : "") + Self.blockSelector(blockID)
        case .state(let state, let scheme): scope(BlockConfiguration(state: state, textSize: textSizes.first ?? .default, colorScheme: scheme), anyTextSize: true)
        case .configuration(let index): scope(configurations[index].0, anyTextSize: !withTextSize)
        }
    }

    // MARK: - Parts

    /// For each target, the value most configurations start with (ties: the first
    /// configuration's). Only first pieces count: a later piece restates what changed since
    /// the piece before it whatever the base, so the base saves bytes only in first pieces.
    private func baseValues() -> [String?] {
        var counts = [[String: Int]](repeating: [:], count: targets.count)
        var firstSeen = [[String]](repeating: [], count: targets.count)
        for (_, pieces) in configurations {
            for piece in pieces.prefix(1) {
                for (target, value) in piece.declarations.enumerated() {
                    guard let value else { continue }
                    if counts[target][value] == nil { firstSeen[target].append(value) }
                    counts[target][value, default: 0] += 1
                }
            }
        }
        return targets.indices.map { target in
            let values = firstSeen[target], tally = counts[target]
            guard var best = values.first else { return nil }
            for value in values where (tally[value] ?? 0) > (tally[best] ?? 0) { best = value }
            return best
        }
    }

    /// One configuration's pieces as open-ended rules in ascending width, each setting only
    /// what changed since the piece before it: the first piece's values that differ from the
    /// base, unconditionally, then `@container(width>lower){changes}` for each later piece
    /// (no space is needed before the query's parenthesis: CSS Syntax 3 reads `@container` as
    /// one at-keyword token either way).
    ///
    /// At a width inside piece `j`, the rules of pieces `0...j` match and no later one does;
    /// all of them sit in the same scope, so for each target the last matching rule that sets
    /// it wins, and that rule wrote the value piece `j` has (it changed there and not since).
    /// A value that returns to the base's is therefore written again, not left out. Only the
    /// strict `>` is used: Chromium widens `>=` and `<=` by its 1/64 px epsilon, which would
    /// let a rule apply one layout unit early; `>` is exact, and the boundary sits halfway
    /// between two layout units so rounding cannot move it.
    static func deltaRules(_ pieces: [Piece], base: [String?], targets: [StyleTarget]) -> String {
        let ordered = StyleTable.ordered(targets)
        var css = ""
        var current = base
        for (index, piece) in pieces.enumerated() {
            var changes: [(StyleTarget, String)] = []
            for target in ordered {
                guard let value = piece.declarations[target], value != current[target] else { continue }
                changes.append((targets[target], value))
                current[target] = value
            }
            guard !changes.isEmpty else { continue }
            let body = rules(changes)
            if index == 0 {
                css += body
            } else {
                css += "@container(width>\(CSSLength.boundary(key: piece.start))){\(body)}"
            }
        }
        return css
    }

    /// `.n3{left:..;top:..}.r,.n0{height:..}` for a set of declarations, whichever is shorter:
    /// each selector's declarations in one rule, rules with the same declarations sharing it
    /// (`grouped`), or each declaration once, with every selector that has it, declarations
    /// with the same selectors sharing a rule (texts that change size together, `.n2,.n5{font-
    /// size:17.88px;line-height:21px}`, where `.n5` also moves). Either way each selector gets
    /// the same declarations, so the two match alike (see `grouped` on order).
    ///
    /// `declarations` come in `StyleTarget` order (`StyleTable.ordered`).
    private static func rules(_ declarations: [(target: StyleTarget, value: String)]) -> String {
        var bySelector: [String: [String]] = [:]
        var order: [String] = []
        var selectorsByDeclaration: [String: [String]] = [:]
        var declarationOrder: [String] = []
        for (target, value) in declarations {
            let declaration = "\(target.property):\(value)"
            if bySelector[target.selector] == nil { order.append(target.selector) }
            bySelector[target.selector, default: []].append(declaration)
            if selectorsByDeclaration[declaration] == nil { declarationOrder.append(declaration) }
            selectorsByDeclaration[declaration, default: []].append(target.selector)
        }
        let bySelectors = grouped(order.map { ($0, bySelector[$0, default: []].joined(separator: ";")) })
        var declarationsBySelectors: [String: [String]] = [:]
        var selectorsOrder: [String] = []
        for declaration in declarationOrder {
            let selectors = selectorsByDeclaration[declaration, default: []].joined(separator: ",")
            if declarationsBySelectors[selectors] == nil { selectorsOrder.append(selectors) }
            declarationsBySelectors[selectors, default: []].append(declaration)
        }
        let byDeclarations = selectorsOrder.map { "\($0){\(declarationsBySelectors[$0, default: []].joined(separator: ";"))}" }.joined()
        return byDeclarations.utf8.count < bySelectors.utf8.count ? byDeclarations : bySelectors
    }

    /// Rules in one scope, where selectors whose declarations are the same share one rule
    /// (line breaks switching on together, a block and its root view growing together, the
    /// base's hidden line breaks, views a state removes together: `TransitionCSS`). Two that
    /// match one element set different properties or differ in specificity where they set the
    /// same one (a run's size under its text, `.n3 .t0`, over the run's font, `.t0`), so their
    /// order is free.
    static func grouped(_ rules: [(selector: String, body: String)]) -> String {
        var selectorsByBody: [String: [String]] = [:]
        var bodies: [String] = []
        for (selector, body) in rules {
            if selectorsByBody[body] == nil { bodies.append(body) }
            selectorsByBody[body, default: []].append(selector)
        }
        return bodies.map { "\(selectorsByBody[$0, default: []].joined(separator: ",")){\($0)}" }.joined()
    }

    static func blockSelector(_ id: String) -> String {
        "[data-trellis-block=\(HTML.cssString(id))]"
    }

    static func figureSelector(_ id: String) -> String {
        "[data-trellis-figure=\(HTML.cssString(id))]"
    }

    /// The selector that matches exactly when `configuration` is the one shown; with
    /// `anyTextSize`, when its states are, at whatever text size.
    func scope(_ configuration: BlockConfiguration, anyTextSize: Bool = false) -> String {
        let prefix = anyTextSize ? "" : textSizePrefix(configuration.textSize)
        guard !states.isEmpty else { return prefix + Self.blockSelector(blockID) }
        var selector = prefix + Self.figureSelector(blockID)
        for state in states {
            guard let value = configuration.state[state.name] else { continue }
            // Only inputs (and options) can be `:checked`: the name alone says which.
            let input = "[name=\(HTML.cssString(StateControls.inputName(block: blockID, state: state.name)))]"
            switch state.control {
            case .picker: selector += ":has(\(input)[value=\(HTML.cssString(value))]:checked)"
            case .menu:
                let menu = "select[name=\(HTML.cssString(StateControls.inputName(block: blockID, state: state.name)))]"
                selector += ":has(\(menu)>option[value=\(HTML.cssString(value))]:checked)"
            case .toggle: selector += value == "true" ? ":has(\(input):checked)" : ":has(\(input):not(:checked))"
            }
        }
        return selector
    }

    /// The selector (with a trailing space) that matches exactly when the page shows `size`;
    /// empty when the block has one text size.
    private func textSizePrefix(_ size: DynamicTypeSize) -> String {
        guard textSizes.count > 1 else { return "" }
        return textSizeSelector(size) + " "
    }

    /// The selector of the page's root when it shows `size` (the block has several sizes).
    private func textSizeSelector(_ size: DynamicTypeSize) -> String {
        // The control's name and the sizes are CSS identifiers: no quotes needed.
        let control = "[name=\(TextSizeControl.inputName)]"
        guard size == textSizes.first else { return ":root:has(\(control)[value=\(size.rawValue)]:checked)" }
        // The first size also stands in for sizes the page offers but the block was not laid
        // out at: it applies unless another of the block's sizes is chosen.
        let others = textSizes.dropFirst().map { "[value=\($0.rawValue)]" }.joined(separator: ",")
        return ":root:not(:has(\(control):checked:is(\(others))))"
    }
}
