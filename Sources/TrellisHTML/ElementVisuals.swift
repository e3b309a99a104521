import TrellisLayout

/// How each element looks (colours, shapes, fonts), independent of where it is.
///
/// Reads the engine's leaf values (a `Color`, a `RoundedRectangle`'s radius, a `Text`'s
/// fonts) and each node's typed `ViewDrawing`: fill, background, overlay, foreground,
/// corner radius, clip shape, border, stroke, opacity, animation, `tint` (inherited by the
/// elements inside, as `--trellis-tint`), and the control it is (a button's style, a menu
/// picker's title font).
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
            let drawing = node.drawing
            // A Toggle's capsule is the switch itself and an inline Picker's circles are its
            // radio buttons, drawn by the shared stylesheet.
            let parentKind = element.parent.map { plan.elements[$0].kind }
            let isControl = (element.kind == .capsule && parentKind == .toggle) || (element.kind == .circle && parentKind == .pickerRow)
            if case .leaf(let leaf) = node.content, !isControl {
                declarations += Self.leafLook(leaf, drawing: drawing)
            }
            if case .button(let style)? = drawing.control { declarations += Self.buttonLook(style) }
            if let background = drawing.background { declarations.append("background:\(Self.color(background))") }
            if let overlay = drawing.overlay {
                // Over the view and its content, as SwiftUI's overlay is.
                rules.append((".n\(index)::after", "content:\"\";position:absolute;inset:0;pointer-events:none;background:\(Self.color(overlay))"))
            }
            if let radius = drawing.cornerRadius, radius.isFinite, radius > 0, !node.kind.isShape {
                declarations.append("border-radius:\(HTML.number(radius))px")
            }
            if let clip = drawing.clipShape { declarations.append("clip-path:\(Self.clipPath(clip))") }
            if let axes = drawing.scrollAxes {
                // A real scrolling region: content larger than the ScrollView scrolls there.
                declarations.append("overflow-x:\(axes.contains(.horizontal) ? "auto" : "hidden")")
                declarations.append("overflow-y:\(axes.contains(.vertical) ? "auto" : "hidden")")
            }
            if let border = drawing.border {
                // An inset shadow draws a border without changing the border box or children's offsets.
                declarations.append("box-shadow:inset 0 0 0 \(HTML.number(border.lineWidth))px \(Self.color(border.color))")
            }
            if let opacity = drawing.opacity, opacity.isFinite {
                declarations.append("opacity:\(HTML.number(min(max(opacity, 0), 1)))")
            }
            if let foreground = drawing.foreground { declarations += Self.foreground(Self.color(foreground)) }
            // `.tint` is inherited like SwiftUI's environment value.
            if let tint = drawing.tint { declarations.append("--trellis-tint:\(Self.color(tint))") }
            if let animation = drawing.animation { declarations.append(Self.transition(animation)) }
            if case .picker(_, .menu(let font))? = drawing.control {
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

    /// A shape's or a colour's look: filled (the shape's fill, else the foreground colour,
    /// as in SwiftUI), or only its outline when it is stroked.
    private static func leafLook(_ leaf: any LeafView, drawing: ViewDrawing) -> [String] {
        if let color = leaf as? Color { return ["background:\(Self.color(color))"] }
        if leaf is Divider { return ["background:var(--trellis-separator)"] }
        guard leaf is any Shape else { return [] }
        let radius: String? = switch leaf {
        case let rounded as RoundedRectangle: "border-radius:\(HTML.number(rounded.cornerRadius))px"
        case is Capsule: "border-radius:9999px"
        case is Ellipse: "border-radius:50%"
        default: nil
        }
        if let stroke = drawing.stroke {
            // SwiftUI centres the line on the shape's edge: half inside, half outside.
            let width = HTML.number(stroke.lineWidth), half = HTML.number(stroke.lineWidth / 2)
            if leaf is Circle {
                return ["background:radial-gradient(circle closest-side,transparent calc(100% - \(half)px - 0.5px),\(color(stroke.color)) calc(100% - \(half)px),\(color(stroke.color)) calc(100% + \(half)px),transparent calc(100% + \(half)px + 0.5px))"]
            }
            return ["outline:\(width)px solid \(color(stroke.color))", "outline-offset:-\(half)px"] + (radius.map { [$0] } ?? [])
        }
        let fill = drawing.fill.map(color) ?? "var(--trellis-primary)"
        if leaf is Circle { return ["background:radial-gradient(circle closest-side,\(fill) calc(100% - 1px),transparent 100%)"] }
        return ["background:\(fill)"] + (radius.map { [$0] } ?? [])
    }

    /// A button's box and label colour in its style (`ButtonStyle` documents the metrics).
    /// SwiftUI's tint is the reader-visible accent unless `.tint` sets another, so the tint
    /// colours are the inherited `--trellis-tint` over the accent, not a fixed blue; the
    /// stylesheet already draws every button's label in it.
    static func buttonLook(_ style: ButtonStyle) -> [String] {
        let tint = "var(--trellis-tint,var(--trellis-accent))"
        let radius = style.cornerRadius > 0 ? ["border-radius:\(HTML.number(style.cornerRadius))px"] : []
        switch style {
        case .automatic, .borderless: return []
        case .bordered: return ["background:color-mix(in srgb,\(tint) 15%,transparent)"] + radius
        case .borderedProminent: return ["background:\(tint)"] + radius + foreground(color(style.foreground))
        case .plain: return foreground(color(style.foreground))
        }
    }

    /// `color` for the element and, inherited, for the texts inside it (which otherwise draw
    /// in the primary colour).
    static func foreground(_ css: String) -> [String] {
        ["color:\(css)", "--trellis-foreground:\(css)"]
    }

    // MARK: - Values

    /// `clip-path` for a SwiftUI clip shape, in the element's own box.
    static func clipPath(_ shape: ClipShape) -> String {
        switch shape {
        case .rectangle: "inset(0)"
        case .roundedRectangle(let radius): "inset(0 round \(HTML.number(radius))px)"
        case .circle: "circle(closest-side)"
        case .capsule: "inset(0 round 9999px)"
        case .ellipse: "ellipse(50% 50%)"
        }
    }

    /// The element's transition for a SwiftUI animation curve (the shared stylesheet's
    /// default is SwiftUI's default, 0.35 s ease-in-out).
    static func transition(_ curve: AnimationCurve) -> String {
        switch curve {
        case .none: "transition:none"
        case .linear: "transition-timing-function:linear"
        case .easeIn: "transition-timing-function:ease-in"
        case .easeOut: "transition-timing-function:ease-out"
        case .easeInOut: "transition-timing-function:ease-in-out"
        }
    }

    /// The CSS `font` shorthand (which also resets every other font property) and features.
    static func font(_ font: FontSpec, family: (FontDesign) -> String) -> [String] {
        var value = font.italic ? "italic " : ""
        value += "\(font.weight.rawValue) \(HTML.number(font.size, decimals: 2))px/normal \(family(font.design))"
        var result = ["font:\(value)"]
        if !font.features.contains(.kerning) { result.append("font-kerning:none") }
        if !font.features.contains(.ligatures) { result.append("font-variant-ligatures:none") }
        if font.features.contains(.tabularFigures) { result.append("font-variant-numeric:tabular-nums") }
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

}
