import TrellisLayout

/// Writes a block's CSS: a base rule with the values most configurations start with, then, per
/// configuration, one `@container` rule per piece with only the values that changed since
/// the piece before it (`deltaRules`).
///
/// Configurations are told apart by exclusive selectors (every state's checked input, the
/// page's text size), so rules of two configurations never apply at once and no order or
/// specificity games are needed between them; each is at least as specific as the base and
/// comes after it. Within one configuration, order matters (see `deltaRules`).
struct BlockStyleWriter {
    typealias Piece = (lower: Int, upper: Int, declarations: [StyleTarget: String])

    let blockID: String
    let states: [BlockState]
    let textSizes: [DynamicTypeSize]
    private var configurations: [(BlockConfiguration, [Piece])] = []

    init(blockID: String, states: [BlockState], textSizes: [DynamicTypeSize]) {
        self.blockID = blockID
        self.states = states
        self.textSizes = textSizes
    }

    mutating func add(configuration: BlockConfiguration, pieces: [Piece]) {
        configurations.append((configuration, pieces))
    }

    /// The stylesheet; `staticRules` (selector, declarations) are the elements' looks.
    func css(staticRules: [(selector: String, declarations: String)]) -> String {
        let base = baseValues()
        var bySelector: [String: [String]] = [:]
        for (selector, declarations) in staticRules { bySelector[selector, default: []].append(declarations) }
        for target in base.keys.sorted() {
            bySelector[target.selector, default: []].append("\(target.property):\(base[target] ?? "")")
        }
        var css = "\(Self.blockSelector(blockID)){"
        let order = staticRules.map(\.selector) + base.keys.sorted().map(\.selector)
        var written: Set<String> = []
        for selector in order where written.insert(selector).inserted {
            css += "\(selector){\(bySelector[selector, default: []].joined(separator: ";"))}"
        }
        css += "}\n"
        for (configuration, pieces) in configurations {
            let rules = Self.deltaRules(pieces, base: base)
            guard !rules.isEmpty else { continue }
            css += "\(scope(configuration)){\(rules)}\n"
        }
        return css
    }

    // MARK: - Parts

    /// For each target, the value most configurations start with (ties: the first
    /// configuration's). Only first pieces count: a later piece restates what changed since
    /// the piece before it whatever the base, so the base saves bytes only in first pieces.
    private func baseValues() -> [StyleTarget: String] {
        var counts: [StyleTarget: [String: Int]] = [:]
        var firstSeen: [StyleTarget: [String]] = [:]
        for (_, pieces) in configurations {
            for piece in pieces.prefix(1) {
                for (target, value) in piece.declarations {
                    if counts[target, default: [:]][value] == nil { firstSeen[target, default: []].append(value) }
                    counts[target, default: [:]][value, default: 0] += 1
                }
            }
        }
        var base: [StyleTarget: String] = [:]
        for (target, values) in firstSeen {
            let tally = counts[target] ?? [:]
            var best = values[0]
            for value in values where (tally[value] ?? 0) > (tally[best] ?? 0) { best = value }
            base[target] = best
        }
        return base
    }

    /// One configuration's pieces as open-ended rules in ascending width, each setting only
    /// what changed since the piece before it: the first piece's values that differ from the
    /// base, unconditionally, then `@container (width>lower){changes}` for each later piece.
    ///
    /// At a width inside piece `j`, the rules of pieces `0...j` match and no later one does;
    /// all of them sit in the same scope, so for each target the last matching rule that sets
    /// it wins, and that rule wrote the value piece `j` has (it changed there and not since).
    /// A value that returns to the base's is therefore written again, not left out. Only the
    /// strict `>` is used: Chromium widens `>=` and `<=` by its 1/64 px epsilon, which would
    /// let a rule apply one layout unit early; `>` is exact, and the boundary sits halfway
    /// between two layout units so rounding cannot move it.
    static func deltaRules(_ pieces: [Piece], base: [StyleTarget: String]) -> String {
        var css = ""
        var current = base
        for (index, piece) in pieces.enumerated() {
            let changes = piece.declarations.filter { current[$0.key] != $0.value }
            guard !changes.isEmpty else { continue }
            current.merge(changes) { $1 }
            let body = rules(changes)
            if index == 0 {
                css += body
            } else {
                css += "@container (width>\(CSSLength.boundary(afterUnit: piece.lower - 1))){\(body)}"
            }
        }
        return css
    }

    /// `.n3{left:..;top:..}.r,.n0{height:..}` for a set of declarations: selectors whose
    /// declarations are the same share one rule (line breaks switching on together, a block
    /// and its root view growing together).
    private static func rules(_ declarations: [StyleTarget: String]) -> String {
        var bySelector: [String: [String]] = [:]
        var order: [String] = []
        for target in declarations.keys.sorted() {
            if bySelector[target.selector] == nil { order.append(target.selector) }
            bySelector[target.selector, default: []].append("\(target.property):\(declarations[target] ?? "")")
        }
        var selectorsByBody: [String: [String]] = [:]
        var bodies: [String] = []
        for selector in order {
            let body = bySelector[selector, default: []].joined(separator: ";")
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
        var prefix = ""
        if textSizes.count > 1, !anyTextSize {
            let control = "input[name=\"\(TextSizeControl.inputName)\"]"
            if configuration.textSize == textSizes.first {
                // The first size also stands in for sizes the page offers but the block was
                // not laid out at: it applies unless another of the block's sizes is chosen.
                let others = textSizes.dropFirst().map { "[value=\"\($0.rawValue)\"]" }.joined(separator: ",")
                prefix = ":root:not(:has(\(control):checked:is(\(others)))) "
            } else {
                prefix = ":root:has(\(control)[value=\"\(configuration.textSize.rawValue)\"]:checked) "
            }
        }
        guard !states.isEmpty else { return prefix + Self.blockSelector(blockID) }
        var selector = prefix + Self.figureSelector(blockID)
        for state in states {
            guard let value = configuration.state[state.name] else { continue }
            let input = "input[name=\(HTML.cssString(StateControls.inputName(block: blockID, state: state.name)))]"
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
}
