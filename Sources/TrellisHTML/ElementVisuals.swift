import TrellisLayout

/// How each element looks (colours, shapes, fonts), independent of where it is.
///
/// Reads the engine's leaf values (a `Color`, a `RoundedRectangle`'s radius, a `Text`'s
/// fonts) and these render attributes, which TrellisBlocks and tests set on nodes:
/// `fill`, `background`, `foregroundColor`, `cornerRadius`, `border`, `borderWidth`,
/// `opacity` (CSS values or SwiftUI colour names), `tint` (inherited by the elements inside,
/// as `--trellis-tint`), `pickerFont` (a menu picker's title font), `src`, `alt`, `href`,
/// `value`, `total`.
struct ElementVisuals {
    /// `.n3{background:...}` rules for the block's base rule.
    private(set) var rules: [(selector: String, declarations: String)] = []
    /// For each element, the class of each text run whose font differs from the element's.
    private(set) var runClasses: [[Int: String]]

    init(plan: ElementPlan, texts: [TextMarkup?], fontFamily: (FontDesign) -> String) {
        runClasses = Array(repeating: [:], count: plan.elements.count)
        var fontClasses: [FontSpec: String] = [:]
        for (index, element) in plan.elements.enumerated() {
            var declarations: [String] = []
            let node = element.node
            let attributes = node.renderAttributes
            // A Toggle's capsule is the switch itself and an inline Picker's circles are its
            // radio buttons, drawn by the shared stylesheet.
            let parentKind = element.parent.map { plan.elements[$0].kind }
            let isControl = (element.kind == "Capsule" && parentKind == "Toggle") || (element.kind == "Circle" && parentKind == "pickerRow")
            if case .leaf(let leaf) = node.content, !isControl {
                declarations += Self.leafLook(leaf, attributes: attributes)
            }
            if let background = attributes["background"] { declarations.append("background:\(Self.color(background))") }
            if let radius = attributes["cornerRadius"], let value = Double(radius), value.isFinite, value > 0, !(Self.isShape(node)) {
                declarations.append("border-radius:\(HTML.number(value))px")
            }
            if let border = attributes["border"] {
                let width = attributes["borderWidth"].flatMap(Double.init).map { HTML.number(max(0, $0)) } ?? "1"
                // An inset shadow draws a border without changing the border box or children's offsets.
                declarations.append("box-shadow:inset 0 0 0 \(width)px \(Self.color(border))")
            }
            if let opacity = attributes["opacity"].flatMap(Double.init), opacity.isFinite {
                declarations.append("opacity:\(HTML.number(min(max(opacity, 0), 1)))")
            }
            if let foreground = attributes["foregroundColor"] { declarations.append("color:\(Self.color(foreground))") }
            // `.tint` is inherited like SwiftUI's environment value; a ProgressView's own
            // default tint is not an author's choice, so it leaves an enclosing tint in force.
            if let tint = attributes["tint"], !(Self.leaf(of: node) is ProgressView && tint == ProgressView.tint.css) {
                declarations.append("--trellis-tint:\(Self.color(tint))")
            }
            if let font = attributes["pickerFont"].flatMap(Self.pickerFont) {
                // A menu's `<select>` draws its title in the font the engine measured it in.
                rules.append((".n\(index)>select", Self.font(font, family: fontFamily).joined(separator: ";")))
            }
            if let markup = texts[index] {
                let styled = markup.styled
                if let strut = styled.strutFont { declarations += Self.font(strut, family: fontFamily) }
                switch styled.alignment {
                case .leading: break
                case .center: declarations.append("text-align:center")
                case .trailing: declarations.append("text-align:right")
                }
                if styled.lineSpacing > 0, styled.lineSpacing.isFinite {
                    rules.append((".n\(index) .trellis-gap", "height:\(HTML.number(styled.lineSpacing))px"))
                }
                for (runIndex, run) in styled.runs.enumerated() where run.font != styled.strutFont {
                    let name = fontClasses[run.font] ?? "f\(fontClasses.count)"
                    if fontClasses[run.font] == nil {
                        fontClasses[run.font] = name
                        rules.append(("." + name, Self.font(run.font, family: fontFamily).joined(separator: ";")))
                    }
                    runClasses[index][runIndex] = name
                }
            }
            if !declarations.isEmpty { rules.append((".n\(index)", declarations.joined(separator: ";"))) }
        }
    }

    /// For each configuration, the font sizes of the texts whose sizes differ between
    /// configurations (the reader's text size, a state choosing a font): the element's own
    /// size and each run's, which override the first configuration's sizes in ``rules``.
    ///
    /// Texts with one size everywhere get nothing here: their static rule is already right.
    func fontSizes(plan: ElementPlan, results: [LayoutResult]) -> [[StyleTarget: String]] {
        var sizes = [[StyleTarget: String]](repeating: [:], count: results.count)
        for (element, planned) in plan.elements.enumerated() {
            guard let first = Self.leaf(of: planned.node) as? Text else { continue }
            var perConfiguration: [(Int, Text)] = []
            for (configuration, result) in results.enumerated() {
                guard let index = plan.nodeIndices[configuration][element], result.nodes.indices.contains(index),
                      let text = Self.leaf(of: result.nodes[index]) as? Text else { continue }
                perConfiguration.append((configuration, text))
            }
            let varies = perConfiguration.contains { _, text in
                text.styled.strutFont?.size != first.styled.strutFont?.size || zip(text.styled.runs, first.styled.runs).contains { $0.font.size != $1.font.size }
            }
            guard varies else { continue }
            for (configuration, text) in perConfiguration {
                if let strut = text.styled.strutFont {
                    sizes[configuration][StyleTarget(selector: ".n\(element)", property: "font-size")] = HTML.number(strut.size, decimals: 2) + "px"
                }
                for (runIndex, run) in text.styled.runs.enumerated() {
                    guard let name = runClasses[element][runIndex] else { continue }
                    sizes[configuration][StyleTarget(selector: ".n\(element) .\(name)", property: "font-size")] = HTML.number(run.font.size, decimals: 2) + "px"
                }
            }
        }
        return sizes
    }

    // MARK: - Leaves

    private static func leaf(of node: PlacedNode) -> (any LeafView)? {
        if case .leaf(let leaf) = node.content { return leaf }
        return nil
    }

    private static func isShape(_ node: PlacedNode) -> Bool {
        if case .leaf(let leaf) = node.content { return leaf is any Shape }
        return false
    }

    private static func leafLook(_ leaf: any LeafView, attributes: [String: String]) -> [String] {
        let fill = attributes["fill"].map(color) ?? "var(--trellis-primary)"
        switch leaf {
        case let color as Color: return ["background:\(Self.color(color))"]
        case let rounded as RoundedRectangle:
            return ["background:\(fill)", "border-radius:\(HTML.number(rounded.cornerRadius))px"]
        case is Circle: return ["background:radial-gradient(circle closest-side,\(fill) calc(100% - 1px),transparent 100%)"]
        case is Capsule: return ["background:\(fill)", "border-radius:9999px"]
        case is Ellipse: return ["background:\(fill)", "border-radius:50%"]
        case is any Shape: return ["background:\(fill)"]
        case is Divider: return ["background:var(--trellis-separator)"]
        default: return []
        }
    }

    // MARK: - Values

    /// The font of a menu picker's title as TrellisBlocks writes it: `size weight design italic`.
    static func pickerFont(_ value: String) -> FontSpec? {
        let parts = value.split(separator: " ")
        guard parts.count == 4, let size = Double(parts[0]), size.isFinite, size > 0, let weight = Int(parts[1]).flatMap(FontWeight.init(rawValue:)),
              let design = FontDesign(rawValue: String(parts[2]))
        else { return nil }
        return FontSpec(size: size, weight: weight, italic: parts[3] == "true", design: design)
    }

    /// The CSS `font` shorthand (which also resets every other font property) and features.
    static func font(_ font: FontSpec, family: (FontDesign) -> String) -> [String] {
        var value = font.italic ? "italic " : ""
        value += "\(font.weight.rawValue) \(HTML.number(font.size, decimals: 2))px/normal \(family(font.design))"
        var result = ["font:\(value)"]
        if !font.features.contains(.kerning) { result.append("font-kerning:none") }
        if !font.features.contains(.ligatures) { result.append("font-variant-ligatures:none") }
        return result
    }

    /// A colour: SwiftUI's named colours become the stylesheet's variables, which follow dark
    /// mode, also when made translucent (`.blue.opacity(0.3)` mixes the variable with
    /// transparent, so the dark value gets the same opacity).
    static func color(_ color: Color) -> String {
        // Black is taken as `.primary` (the default foreground, far more common than an
        // explicit `.black`, and block trees carry both as the same CSS) so it follows dark mode.
        let sameRGB = { (named: Color) in named.red == color.red && named.green == color.green && named.blue == color.blue }
        let named = color.name.flatMap(Color.named) ?? (sameRGB(.primary) ? .primary : nil)
            ?? Color.allNamed.first { $0.opacity > 0 && sameRGB($0) }
        guard let named, let name = named.name, named.opacity > 0 else { return color.css }
        let variable = "var(--trellis-\(name))"
        let fraction = color.opacity / named.opacity
        if abs(fraction - 1) < 1e-9 { return variable }
        return "color-mix(in srgb,\(variable) \(HTML.number(min(max(fraction, 0), 1) * 100, decimals: 3))%,transparent)"
    }

    /// A colour written as CSS (`rgb(0 122 255 / 0.3)`, as block trees carry them) or as a
    /// SwiftUI name (`red`, `accentColor`, `primary`).
    static func color(_ value: String) -> String {
        if value == "accentColor" || value == "accent" { return "var(--trellis-accent)" }
        if let named = Color.named(value) { return color(named) }
        if let parsed = parseRGB(value) { return color(parsed) }
        return value.contains(where: { ";{}<>".contains($0) }) ? "transparent" : value
    }

    /// `rgb(R G B)` or `rgb(R G B / A)` with bytes and an opacity, as `Color.css` writes them.
    static func parseRGB(_ value: String) -> Color? {
        guard value.hasPrefix("rgb("), value.hasSuffix(")") else { return nil }
        let inner = value.dropFirst(4).dropLast()
        let parts = inner.split(separator: "/", omittingEmptySubsequences: false)
        let bytes = parts[0].split(separator: " ").compactMap { Double($0) }
        guard bytes.count == 3, parts.count <= 2, bytes.allSatisfy({ (0...255).contains($0) }) else { return nil }
        var opacity = 1.0
        if parts.count == 2 {
            guard let alpha = parts[1].split(separator: " ").first.flatMap({ Double($0) }), alpha.isFinite else { return nil }
            opacity = alpha
        }
        return Color(red: bytes[0] / 255, green: bytes[1] / 255, blue: bytes[2] / 255, opacity: opacity)
    }
}
