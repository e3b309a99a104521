import TrellisLayout

/// How each element looks (colours, shapes, fonts), independent of where it is.
///
/// Reads the engine's leaf values (a `Color`, a `RoundedRectangle`'s radius, a `Text`'s
/// fonts) and these render attributes, which TrellisBlocks and tests set on nodes:
/// `fill`, `background`, `foregroundColor`, `cornerRadius`, `border`, `borderWidth`,
/// `opacity` (CSS values or SwiftUI colour names), `src`, `alt`, `href`, `value`, `total`.
struct ElementVisuals {
    /// `.n3{background:...}` rules for the block's base rule.
    private(set) var rules: [(selector: String, declarations: String)] = []
    /// For each element, the class of each text run whose font differs from the element's.
    private(set) var runClasses: [[Int: String]]
    private(set) var warnings: [String] = []

    init(plan: ElementPlan, texts: [TextMarkup?], fontFamily: (FontDesign) -> String) {
        runClasses = Array(repeating: [:], count: plan.elements.count)
        var fontClasses: [FontSpec: String] = [:]
        for (index, element) in plan.elements.enumerated() {
            var declarations: [String] = []
            let node = element.node
            let attributes = node.renderAttributes
            // A Toggle's capsule is the switch itself, drawn by the shared stylesheet.
            let isSwitch = element.kind == "Capsule" && element.parent.map { plan.elements[$0].kind == "Toggle" } == true
            if case .leaf(let leaf) = node.content, !isSwitch {
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
            if let markup = texts[index] {
                let styled = markup.styled
                if let strut = styled.strutFont { declarations += Self.font(strut, family: fontFamily) }
                switch styled.alignment {
                case .leading: break
                case .center: declarations.append("text-align:center")
                case .trailing: declarations.append("text-align:right")
                }
                if styled.lineLimit != nil {
                    declarations.append("overflow:hidden;text-overflow:ellipsis")
                    if styled.truncationMode != .tail {
                        warnings.append("Text \"\(Self.excerpt(styled.plainText))\": CSS can only truncate at the end; \(styled.truncationMode.rawValue) truncation shows as tail.")
                    }
                }
                if styled.lineSpacing > 0 {
                    warnings.append("Text \"\(Self.excerpt(styled.plainText))\": lineSpacing is not drawn between lines yet.")
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

    // MARK: - Leaves

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

    /// The CSS `font` shorthand (which also resets every other font property) and features.
    static func font(_ font: FontSpec, family: (FontDesign) -> String) -> [String] {
        var value = font.italic ? "italic " : ""
        value += "\(font.weight.rawValue) \(HTML.number(font.size, decimals: 2))px/normal \(family(font.design))"
        var result = ["font:\(value)"]
        if !font.features.contains(.kerning) { result.append("font-kerning:none") }
        if !font.features.contains(.ligatures) { result.append("font-variant-ligatures:none") }
        return result
    }

    /// A colour: semantic SwiftUI colours become variables that follow dark mode.
    static func color(_ color: Color) -> String {
        if let name = color.name, color.opacity == Color.named(name)?.opacity { return "var(--trellis-\(name))" }
        return color.css
    }

    /// A colour written as CSS or as a SwiftUI name (`red`, `accentColor`, `primary`).
    static func color(_ value: String) -> String {
        if value == "accentColor" || value == "accent" { return "var(--trellis-accent)" }
        if let named = Color.named(value) { return color(named) }
        // Block trees carry colours as CSS; black is taken as `.primary` (the default
        // foreground, far more common than an explicit `.black`) so it follows dark mode.
        if value == Color.primary.css { return "var(--trellis-primary)" }
        if let named = Color.allNamed.first(where: { $0.css == value }) { return color(named) }
        return value.contains(where: { ";{}<>".contains($0) }) ? "transparent" : value
    }

    static func excerpt(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
