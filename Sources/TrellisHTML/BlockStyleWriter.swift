import TrellisLayout

/// Writes a block's CSS: a base rule with the values most pieces share, then, per
/// configuration, one `@container` rule per piece with only the values that differ.
///
/// Configurations are told apart by exclusive selectors (every state's checked input, the
/// page's text size), so rules of two configurations never apply at once and no order or
/// specificity games are needed between them; each is more specific than the base.
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
            let merged = Self.merge(pieces.map { piece in
                (piece.lower, piece.upper, piece.declarations.filter { base[$0.key] != $0.value })
            })
            let rules = merged.enumerated().compactMap { index, piece -> String? in
                guard !piece.2.isEmpty else { return nil }
                let body = Self.rules(piece.2)
                if merged.count == 1 { return body }
                // Strict comparisons: Chromium widens `>=` and `<=` by 1/64 px (LayoutUnit
                // epsilon), which would make neighbouring pieces overlap; `<` and `>` are exact.
                let lower = index == 0 ? nil : CSSLength.boundary(afterUnit: piece.0 - 1)
                let upper = index == merged.count - 1 ? nil : CSSLength.boundary(afterUnit: piece.1)
                let condition: String
                switch (lower, upper) {
                case (let lower?, let upper?): condition = "(\(lower)<width<\(upper))"
                case (let lower?, nil): condition = "(width>\(lower))"
                case (nil, let upper?): condition = "(width<\(upper))"
                case (nil, nil): return body
                }
                return "@container \(condition){\(body)}"
            }
            guard !rules.isEmpty else { continue }
            css += "\(scope(configuration)){\(rules.joined())}\n"
        }
        return css
    }

    // MARK: - Parts

    /// For each target, the value most pieces use (ties: the first configuration's first).
    private func baseValues() -> [StyleTarget: String] {
        var counts: [StyleTarget: [String: Int]] = [:]
        var firstSeen: [StyleTarget: [String]] = [:]
        for (_, pieces) in configurations {
            for piece in pieces {
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

    /// Adjacent pieces that set the same values become one.
    private static func merge(_ pieces: [(Int, Int, [StyleTarget: String])]) -> [(Int, Int, [StyleTarget: String])] {
        var result: [(Int, Int, [StyleTarget: String])] = []
        for piece in pieces {
            if let last = result.last, last.2 == piece.2 {
                result[result.count - 1].1 = piece.1
            } else {
                result.append(piece)
            }
        }
        return result
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

    /// The selector that matches exactly when `configuration` is the one shown.
    private func scope(_ configuration: BlockConfiguration) -> String {
        var prefix = ""
        if textSizes.count > 1 {
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
