import Foundation
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
    /// For each configuration, the looks (`looks(_:kind:parentKind:)`) of the elements that
    /// look different in some configuration (a state choosing a colour, `on ? .red : .blue`),
    /// one target per property, `unset` where a configuration sets none: the block's CSS
    /// writes them per configuration as it writes lengths. Such an element's looks are left
    /// out of ``rules``; it had kept the first configuration's look in every state.
    private(set) var configurationLooks: [[StyleTarget: String]]

    /// - Parameter results: a layout of each configuration (any width), for looks that differ.
    /// - Parameter motions: the animation the block's frame and each element set when no
    ///   state control is focused (`AnimationScope.baseDeclarations`).
    init(plan: ElementPlan, results: [LayoutResult], texts: [TextMarkup?], motions: (frame: Animation?, elements: [Animation?]),
         fontFamily: (FontDesign) -> String) {
        runClasses = Array(repeating: [:], count: plan.elements.count)
        configurationLooks = Array(repeating: [:], count: results.count)
        var fontClasses: [RunStyle: String] = [:]
        if let frame = motions.frame { rules.append((".r", AnimationCSS.declarations(frame).joined(separator: ";"))) }
        for (index, element) in plan.elements.enumerated() {
            var declarations: [String] = []
            let node = element.node
            let drawing = node.drawing
            let parentKind = element.parent.map { plan.elements[$0].kind }
            let varying = Self.varyingLooks(of: index, plan: plan, results: results, parentKind: parentKind)
            if let varying {
                for (configuration, looks) in varying.enumerated() { configurationLooks[configuration].merge(looks) { $1 } }
            } else {
                declarations += Self.looks(node, kind: element.kind, parentKind: parentKind)
            }
            if let overlay = drawing.overlay {
                // Over the view and its content, as SwiftUI's overlay is.
                rules.append((".n\(index)::after", "content:\"\";position:absolute;inset:0;pointer-events:none;background:\(Self.color(overlay))"))
            }
            if let animation = motions.elements[index] { declarations += AnimationCSS.declarations(animation) }
            if case .picker(_, .menu(let font))? = drawing.control {
                // A menu's `<select>` draws its title in the font the engine measured it in.
                rules.append((".n\(index)>select", Self.font(font, family: fontFamily).joined(separator: ";")))
            }
            if let markup = texts[index] {
                let styled = markup.styled
                let lineHeights = node.text?.lineHeights
                if let strut = styled.strutFont { declarations += Self.font(strut, family: fontFamily, lineHeight: lineHeights?.strut) }
                switch styled.alignment {
                case .leading: break
                case .center: declarations.append("text-align:center")
                case .trailing: declarations.append("text-align:right")
                }
                if styled.lineSpacing > 0, styled.lineSpacing.isFinite {
                    rules.append((".n\(index) .trellis-gap", "height:\(HTML.number(styled.lineSpacing))px"))
                }
                for (runIndex, run) in styled.runs.enumerated() where run.font != styled.strutFont || !run.look.isPlain || run.raise != 0 {
                    let ownFont = run.font == styled.strutFont ? nil : run.font
                    let lineHeight = ownFont == nil ? nil : lineHeights?.runs[runIndex]
                    let key = RunStyle(font: ownFont, lineHeight: lineHeight, look: run.look, raise: run.raise)
                    let name = fontClasses[key] ?? "f\(fontClasses.count)"
                    if fontClasses[key] == nil {
                        fontClasses[key] = name
                        let font = key.font.map { Self.font($0, family: fontFamily, lineHeight: lineHeight) } ?? []
                        // CSS's positive `vertical-align` length raises, as SwiftUI's offset does.
                        let shift = run.raise == 0 ? [] : ["vertical-align:\(HTML.number(run.raise, decimals: 6))px"]
                        rules.append(("." + name, (font + Self.look(run.look) + shift).joined(separator: ";")))
                    }
                    runClasses[index][runIndex] = name
                }
            }
            if !declarations.isEmpty { rules.append((".n\(index)", declarations.joined(separator: ";"))) }
        }
    }

    /// An element's looks drawn from its node: its shape or colour, button style, background,
    /// material, corners, clip, scheme, scrolling, border, opacity, effects, foreground and
    /// tint (not its animation or its text's font, which are the block's and the sizes').
    static func looks(_ node: PlacedNode, kind: ViewKind, parentKind: ViewKind?) -> [String] {
        var declarations: [String] = []
        let drawing = node.drawing
        // A Toggle's capsule is the switch itself and an inline Picker's circles are its
        // radio buttons, drawn by the shared stylesheet.
        let isControl = (kind == .capsule && parentKind == .toggle) || (kind == .circle && parentKind == .pickerRow)
        if case .leaf(let leaf) = node.content, !isControl {
            declarations += Self.leafLook(leaf, drawing: drawing)
            if let trim = drawing.trim, leaf is any Shape { declarations += Self.trimMask(trim) }
        }
        if case .button(let style)? = drawing.control { declarations += Self.buttonLook(style) }
        if let background = drawing.background { declarations.append("background:\(Self.color(background))") }
        if let material = drawing.material, !node.kind.isShape { declarations += Self.material(material) }
        if let radius = drawing.cornerRadius, radius.isFinite, radius > 0, !node.kind.isShape {
            declarations.append("border-radius:\(HTML.number(radius))px")
        }
        if let clip = drawing.clipShape { declarations.append("clip-path:\(Self.clipPath(clip))") }
        if let scheme = drawing.colorScheme {
            // The semantic colours are `light-dark()` pairs, which follow `color-scheme`.
            declarations.append("color-scheme:\(scheme)")
        }
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
        declarations += Self.effects(drawing)
        if let foreground = drawing.foreground {
            declarations += Self.foreground(Self.color(foreground))
        } else if drawing.takesTint, !node.kind.isShape {
            declarations.append("color:var(--trellis-foreground,var(--trellis-tint,var(--trellis-accent)))")
        }
        if let gradient = drawing.foregroundGradient, case .symbol(let name)? = drawing.control, let mask = SymbolArtwork.maskURL(for: name) {
            // A symbol painted with a gradient: the gradient, masked by the glyph (its inline
            // SVG fills in `currentColor`, which a text clip cannot reach).
            declarations += ["background-image:\(Self.gradient(gradient))", "-webkit-mask:\(mask) center/100% 100% no-repeat",
                             "mask:\(mask) center/100% 100% no-repeat"] + Self.foreground("transparent")
        } else if let gradient = drawing.foregroundGradient {
            // The gradient painted through the glyphs of the texts inside (SwiftUI fills
            // each text with the style, spread over the modified view's frame).
            declarations += ["background-image:\(Self.gradient(gradient))", "-webkit-background-clip:text", "background-clip:text"]
                + Self.foreground("transparent")
        }
        // `.tint` is inherited like SwiftUI's environment value.
        if let tint = drawing.tint { declarations.append("--trellis-tint:\(Self.color(tint))") }
        return declarations
    }

    /// For each configuration, element `index`'s looks as one target per property, when they
    /// are not the same in every configuration where it is; nil when they are. A property a
    /// configuration does not set is `unset` there (an inherited one, the foreground, is the
    /// parent's again, as in SwiftUI where the modifier is absent; others their initial value).
    /// Every property of the element's looks is a target once any differs, so that a shorthand
    /// (`background`) and its longhands (`background-image`) stay in one rule, in `StyleTarget`
    /// order, shorthands first.
    private static func varyingLooks(of index: Int, plan: ElementPlan, results: [LayoutResult], parentKind: ViewKind?) -> [[StyleTarget: String]]? {
        guard results.count > 1 else { return nil }
        let element = plan.elements[index]
        let looks: [[String]?] = results.indices.map { configuration in
            guard plan.nodeIndices.indices.contains(configuration), let node = plan.nodeIndices[configuration][index],
                  results[configuration].nodes.indices.contains(node) else { return nil }
            return Self.looks(results[configuration].nodes[node], kind: element.kind, parentKind: parentKind)
        }
        let present = looks.compactMap { $0 }
        guard let first = present.first, present.contains(where: { $0 != first }) else { return nil }
        let parsed = looks.map { $0.map { $0.flatMap(Self.properties) } }
        var properties: [String] = []
        for case let declarations? in parsed {
            for (property, _) in declarations where !properties.contains(property) { properties.append(property) }
        }
        return parsed.map { declarations in
            guard let declarations else { return [:] }
            let values = Dictionary(declarations, uniquingKeysWith: { $1 })
            return Dictionary(uniqueKeysWithValues: properties.map { (StyleTarget(selector: ".n\(index)", property: $0), values[$0] ?? "unset") })
        }
    }

    /// `"color:red;--x:1"` as its declarations (property, value), split at semicolons outside
    /// brackets and quotes (a `url(data:...;...)` holds some).
    static func properties(_ declarations: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var depth = 0, quote: Character?, current = ""
        func finish() {
            if let colon = current.firstIndex(of: ":") {
                result.append((String(current[..<colon]), String(current[current.index(after: colon)...])))
            }
            current = ""
        }
        for character in declarations {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(0, depth - 1)
            } else if character == ";", depth == 0 {
                finish()
                continue
            }
            current.append(character)
        }
        finish()
        return result
    }

    /// For each configuration, the font sizes and line heights of the texts whose sizes differ
    /// between configurations (the reader's text size, a state choosing a font): the
    /// element's own and each run's, which override the first configuration's in ``rules``.
    ///
    /// Texts with one size everywhere get nothing here: their static rule is already right.
    func fontSizes(plan: ElementPlan, results: [LayoutResult]) -> [[StyleTarget: String]] {
        var sizes = [[StyleTarget: String]](repeating: [:], count: results.count)
        for (element, planned) in plan.elements.enumerated() {
            guard let first = Self.leaf(of: planned.node) as? Text else { continue }
            var perConfiguration: [(Int, Text, TextLineHeights?)] = []
            for (configuration, result) in results.enumerated() {
                guard let index = plan.nodeIndices[configuration][element], result.nodes.indices.contains(index),
                      let text = Self.leaf(of: result.nodes[index]) as? Text else { continue }
                perConfiguration.append((configuration, text, result.nodes[index].text?.lineHeights))
            }
            let varies = perConfiguration.contains { _, text, lineHeights in
                text.styled.strutFont?.size != first.styled.strutFont?.size || zip(text.styled.runs, first.styled.runs).contains { $0.font.size != $1.font.size }
                    || lineHeights != planned.node.text?.lineHeights
            }
            guard varies else { continue }
            for (configuration, text, lineHeights) in perConfiguration {
                if let strut = text.styled.strutFont {
                    sizes[configuration][StyleTarget(selector: ".n\(element)", property: "font-size")] = HTML.number(strut.size, decimals: 2) + "px"
                    sizes[configuration][StyleTarget(selector: ".n\(element)", property: "line-height")] = Self.lineHeight(lineHeights?.strut)
                }
                for (runIndex, run) in text.styled.runs.enumerated() {
                    guard let name = runClasses[element][runIndex] else { continue }
                    sizes[configuration][StyleTarget(selector: ".n\(element) .\(name)", property: "font-size")] = HTML.number(run.font.size, decimals: 2) + "px"
                    if run.font != text.styled.strutFont {
                        let lineHeight = lineHeights?.runs.indices.contains(runIndex) == true ? lineHeights?.runs[runIndex] : nil
                        sizes[configuration][StyleTarget(selector: ".n\(element) .\(name)", property: "line-height")] = Self.lineHeight(lineHeight)
                    }
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
        // A Path or an author's Shape draws its outline in an inline SVG (`SVGPath`).
        guard leaf is any Shape, !(leaf is PathShape) else { return [] }
        let radius: String? = switch leaf {
        case let rounded as RoundedRectangle: "border-radius:\(HTML.number(rounded.cornerRadius))px"
        case let uneven as UnevenRoundedRectangle: "border-radius:" + cornerRadii(uneven.cornerRadii)
        case is Capsule: "border-radius:9999px"
        case is Ellipse: "border-radius:50%"
        default: nil
        }
        // `.inset(by:)`: the shape drawn that far inside its frame (Apple, "InsettableShape"). A
        // stroke's outline moves in by as much (out, for a negative inset: an outline is drawn
        // outside the box too); a fill is drawn in the padding-less content box, whose corners
        // CSS rounds by the radius less the padding, as SwiftUI's inset rounded rectangle is.
        // A fill cannot be drawn outside the frame: a negative inset of one is left out, said
        // where the block is read (`ParsedBlock.shapeWarnings`).
        let inset = drawing.shapeInset.isFinite ? drawing.shapeInset : 0
        let fillInset = max(inset, 0)
        let insetBox = fillInset > 0 ? ["padding:\(HTML.number(fillInset))px", "background-clip:content-box", "background-origin:content-box"] : []
        if let stroke = drawing.stroke {
            // `stroke` centres the line on the shape's edge (half inside, half outside);
            // `strokeBorder` draws it all inside.
            let width = HTML.number(stroke.lineWidth)
            let innerWidth = (stroke.isInside ? stroke.lineWidth : stroke.lineWidth / 2) + inset
            let inner = HTML.number(innerWidth), outer = HTML.number((stroke.isInside ? 0 : stroke.lineWidth / 2) - inset)
            if leaf is Circle {
                return ["background:radial-gradient(circle closest-side,transparent calc(100% - \(inner)px - 0.5px),\(color(stroke.color)) calc(100% - \(inner)px),\(color(stroke.color)) calc(100% + \(outer)px),transparent calc(100% + \(outer)px + 0.5px))"]
            }
            return ["outline:\(width)px solid \(color(stroke.color))", "outline-offset:\(HTML.number(0 - innerWidth))px"] + (radius.map { [$0] } ?? [])
        }
        // A circle is the largest one centred in the frame (its content box, when inset), as in `clipPath(.circle)`.
        let circleClip = fillInset > 0 ? ["clip-path:circle(closest-side) content-box"] : ["clip-path:circle(closest-side)"]
        if let material = drawing.material {
            let shape = leaf is Circle ? circleClip
                : fillInset > 0 ? ["clip-path:inset(\(HTML.number(fillInset))px round \(Self.insetRadius(leaf, by: fillInset)))"] : radius.map { [$0] } ?? []
            return Self.material(material) + (leaf is Circle ? insetBox : []) + shape
        }
        if let gradient = drawing.gradient {
            let shape = leaf is Circle ? circleClip : radius.map { [$0] } ?? []
            return ["background:\(Self.gradient(gradient))"] + insetBox + shape
        }
        var fill = drawing.fill.map(color) ?? "var(--trellis-primary)"
        if drawing.takesTint { fill = "var(--trellis-tint,\(fill))" }
        if leaf is Circle {
            let edge = fillInset > 0 ? "100% - \(HTML.number(fillInset))px" : "100%"
            return ["background:radial-gradient(circle closest-side,\(fill) calc(\(edge) - 1px),transparent \(fillInset > 0 ? "calc(\(edge))" : edge))"]
        }
        return ["background:\(fill)"] + insetBox + (radius.map { [$0] } ?? [])
    }

    /// The corner radius of `leaf` inset by `amount`, as CSS's `inset()` shape takes it: a rounded
    /// rectangle's less by the amount (none below zero), a capsule's and an ellipse's still whole.
    private static func insetRadius(_ leaf: any LeafView, by amount: Double) -> String {
        switch leaf {
        case let rounded as RoundedRectangle: "\(HTML.number(max(rounded.cornerRadius - amount, 0)))px"
        case let uneven as UnevenRoundedRectangle:
            cornerRadii(RectangleCornerRadii(topLeading: max(uneven.cornerRadii.topLeading - amount, 0), bottomLeading: max(uneven.cornerRadii.bottomLeading - amount, 0),
                                             bottomTrailing: max(uneven.cornerRadii.bottomTrailing - amount, 0), topTrailing: max(uneven.cornerRadii.topTrailing - amount, 0)))
        case is Capsule: "9999px"
        case is Ellipse: "50%"
        default: "0"
        }
    }

    /// A button's box and label colour in its style (`ButtonStyle` documents the metrics).
    /// SwiftUI's tint is the reader-visible accent unless `.tint` sets another, so the tint
    /// colours are the inherited `--trellis-tint` over the accent, not a fixed blue; the
    /// stylesheet already draws every button's label in it.
    static func buttonLook(_ style: ButtonStyle) -> [String] {
        let tint = "var(--trellis-tint,var(--trellis-accent))"
        // A capsule's radius as `Capsule`'s is drawn: larger than any button is tall.
        let radius = style.cornerRadius > 0 ? ["border-radius:\(style.cornerRadius.isFinite ? HTML.number(style.cornerRadius) : "9999")px"] : []
        switch style {
        case .automatic, .borderless, .link: return []
        case .bordered: return ["background:color-mix(in srgb,\(tint) 15%,transparent)"] + radius
        case .glass: return material(.regular) + radius
        case .borderedProminent, .glassProminent:
            // Under `prefers-contrast: more` the shared stylesheet sets `--trellis-prominent-fill`,
            // the tint held at OKLCH lightness 0.55 at most, so the white label reads at 4.5:1
            // on any tint (iOS's increased-contrast dark blue, #409CFF, under white is 2.8:1).
            // Otherwise the fill is the tint itself.
            return ["background:var(--trellis-prominent-fill,\(tint))"] + radius + foreground(color(style.foreground))
        case .plain: return foreground(color(style.foreground))
        }
    }

    /// `color` for the element and, inherited, for the texts inside it (which otherwise draw
    /// in the primary colour).
    /// A run's font (when not the text's own) and look: one class per distinct pair.
    private struct RunStyle: Hashable {
        var font: FontSpec?
        /// The font's line height as the measurer used it (`nil`: `normal`).
        var lineHeight: Double?
        var look: TextRunLook
        /// `TextRun.raise`, drawn as `vertical-align`.
        var raise: Double
    }

    /// A run's own colour and its lines as `text-decoration` (SwiftUI's patterns as CSS's
    /// nearest styles: `.dot` dotted, the dash patterns dashed).
    static func look(_ look: TextRunLook) -> [String] {
        var declarations: [String] = []
        if let foreground = look.foreground { declarations += Self.foreground(color(foreground)) }
        let lines = [look.underline.map { ("underline", $0) }, look.strikethrough.map { ("line-through", $0) }].compactMap { $0 }
        if !lines.isEmpty {
            declarations.append("text-decoration-line:" + lines.map(\.0).joined(separator: " "))
            // CSS has one colour and style for both lines; the underline's wins, as it is the
            // one SwiftUI code sets most.
            let line = lines[0].1
            let style = switch line.pattern {
            case .solid: "solid"
            case .dot: "dotted"
            case .dash, .dashDot, .dashDotDot: "dashed"
            }
            declarations.append("text-decoration-style:" + style)
            if let color = line.color { declarations.append("text-decoration-color:" + Self.color(color)) }
        }
        return declarations
    }

    static func foreground(_ css: String) -> [String] {
        ["color:\(css)", "--trellis-foreground:\(css)"]
    }

    // MARK: - Effects

    /// Shadow, filters, transforms, `hidden()`, stacking and the disabled look (iOS draws a
    /// disabled control's content faded to about 40%, and it ignores taps): drawing only,
    /// so the element's box (the engine's frame) is untouched, as SwiftUI leaves layout alone.
    static func effects(_ drawing: ViewDrawing) -> [String] {
        var declarations: [String] = []
        var filters = drawing.filters.map(filter)
        if let shadow = drawing.shadow {
            // SwiftUI shadows what the view draws (text, a shape's fill), not its frame: a
            // drop shadow of the element's pixels, after the view's own effects.
            filters.append("drop-shadow(\(HTML.number(shadow.x))px \(HTML.number(shadow.y))px \(HTML.number(shadow.radius))px \(shadowColor(shadow.color)))")
        }
        if !filters.isEmpty { declarations.append("filter:" + filters.joined(separator: " ")) }
        if !drawing.transforms.isEmpty {
            declarations.append("transform-origin:0 0")
            declarations.append("transform:" + drawing.transforms.map(transform).joined(separator: " "))
        }
        // `visibility` belongs to the states' rules (a view absent in a state), so `hidden()`
        // and `disabled` fade the element instead, over any `opacity` modifier.
        if drawing.isHidden || drawing.isDisabled {
            let opacity = drawing.isHidden ? 0 : min(max(drawing.opacity ?? 1, 0), 1) * 0.4
            declarations += ["opacity:\(HTML.number(opacity))", "pointer-events:none"]
        }
        if let mode = drawing.blendMode {
            // The page's backdrop is what SwiftUI's window shows beneath: blended alike.
            declarations.append("mix-blend-mode:\(mode.cssName)")
        }
        if let zIndex = drawing.zIndex {
            // CSS stacks integers; SwiftUI's order is kept for the usual whole values.
            declarations.append("z-index:\(Int(zIndex.rounded()))")
        }
        return declarations
    }

    /// One SwiftUI colour effect as a CSS filter function.
    static func filter(_ filter: DrawingFilter) -> String {
        switch filter {
        case .blur(let radius): "blur(\(HTML.number(radius))px)"
        // SwiftUI adds the amount to each component; CSS multiplies, so scale by the same amount above 1.
        case .brightness(let amount): "brightness(\(HTML.number(max(1 + amount, 0))))"
        case .contrast(let amount): "contrast(\(HTML.number(max(amount, 0))))"
        case .saturation(let amount): "saturate(\(HTML.number(max(amount, 0))))"
        case .grayscale(let amount): "grayscale(\(HTML.number(min(max(amount, 0), 1))))"
        case .hueRotation(let degrees): "hue-rotate(\(HTML.number(degrees))deg)"
        case .invert: "invert(1)"
        }
    }

    /// A transform about its anchor: the anchor moved to the origin, transformed, moved back
    /// (percentages of the element's own box, so each transform keeps its own anchor).
    static func transform(_ transform: DrawingTransform) -> String {
        let (body, anchor): (String, UnitPoint) = switch transform {
        case .scale(let x, let y, let anchor): ("scale(\(HTML.number(x)),\(HTML.number(y)))", anchor)
        case .rotation(let degrees, let anchor): ("rotate(\(HTML.number(degrees))deg)", anchor)
        }
        let x = HTML.number(anchor.x * 100), y = HTML.number(anchor.y * 100)
        return "translate(\(x)%,\(y)%) \(body) translate(-\(x)%,-\(y)%)"
    }

    /// `.trim(from:to:)`: a conic mask from the trailing side, clockwise, as SwiftUI's circle
    /// path runs; exact for circles (the usual progress ring), by angle for other shapes.
    static func trimMask(_ trim: Trim) -> [String] {
        let from = HTML.number(trim.from * 360, decimals: 3), to = HTML.number(trim.to * 360, decimals: 3)
        let mask = "conic-gradient(from 90deg,transparent 0deg \(from)deg,#000 \(from)deg \(to)deg,transparent \(to)deg)"
        return ["-webkit-mask-image:\(mask)", "mask-image:\(mask)"]
    }

    /// A material: the system background (white, or near-black in dark mode) at the
    /// material's opacity, blurring and saturating what is behind it as Apple's materials do.
    static func material(_ material: Material) -> [String] {
        let alpha = HTML.number(material.opacity)
        return ["background:light-dark(rgb(255 255 255 / \(alpha)),rgb(28 28 30 / \(alpha)))",
                "-webkit-backdrop-filter:blur(20px) saturate(1.8)", "backdrop-filter:blur(20px) saturate(1.8)"]
    }

    /// A gradient stop's colour: its colour, lightened toward white for the top of `Color.gradient`.
    static func stopColor(_ stop: GradientDrawing.Stop) -> String {
        let base = color(stop.color)
        return stop.whiteMix > 0 ? "color-mix(in srgb,\(base) \(HTML.number((1 - stop.whiteMix) * 100, decimals: 3))%,white)" : base
    }

    /// A CSS gradient for a SwiftUI gradient in the element's box.
    ///
    /// Linear: SwiftUI runs the colours from `startPoint` to `endPoint`. The CSS angle and
    /// stop positions are worked out on the unit square (the box as if square), which is
    /// exact for the usual vertical and horizontal gradients; a diagonal one in a long box
    /// tilts its colour lines as CSS's `to bottom right` does. Radial: SwiftUI's radii are
    /// points, so the stops are placed in px from the centre; elliptical ones are fractions of
    /// the box. Angular: SwiftUI's 0° is the trailing side and CSS's conic 0° the top, both
    /// clockwise.
    static func gradient(_ gradient: GradientDrawing) -> String {
        func stops(_ position: (Double) -> String) -> String {
            gradient.stops.map { "\(stopColor($0)) \(position($0.location))" }.joined(separator: ",")
        }
        switch gradient.geometry {
        case .linear(let start, let end):
            let dx = end.x - start.x, dy = end.y - start.y
            guard dx != 0 || dy != 0 else { return "linear-gradient(\(stops { _ in "0%" }))" }
            let angle = atan2(dx, -dy)
            // CSS's gradient line runs through the centre, as long as the box projects onto it.
            let length = abs(sin(angle)) + abs(cos(angle))
            let ux = sin(angle), uy = -cos(angle)
            func along(_ point: UnitPoint) -> Double { ((point.x - 0.5) * ux + (point.y - 0.5) * uy) / length + 0.5 }
            let from = along(start), to = along(end)
            let degrees = angle * 180 / .pi
            return "linear-gradient(\(HTML.number(degrees, decimals: 3))deg,\(stops { HTML.number((from + (to - from) * $0) * 100, decimals: 3) + "%" }))"
        case .radial(let center, let startRadius, let endRadius):
            return "radial-gradient(circle at \(HTML.number(center.x * 100))% \(HTML.number(center.y * 100))%,"
                + stops { HTML.number(startRadius + (endRadius - startRadius) * $0, decimals: 3) + "px" } + ")"
        case .elliptical(let center, let startFraction, let endFraction):
            // CSS's ellipse radii in % are of the box's width and height (CSS Images 3, "radial
            // gradients"), as SwiftUI stretches its unit square; stops run from the start
            // fraction to the end one, which is the ending shape (100%).
            let end = max(endFraction, 0)
            guard end > 0 else { return "radial-gradient(circle at \(HTML.number(center.x * 100))% \(HTML.number(center.y * 100))%,\(stops { _ in "0px" }))" }
            return "radial-gradient(ellipse \(HTML.number(end * 100, decimals: 3))% \(HTML.number(end * 100, decimals: 3))% at \(HTML.number(center.x * 100))% \(HTML.number(center.y * 100))%,"
                + stops { HTML.number((startFraction + (end - startFraction) * $0) / end * 100, decimals: 3) + "%" } + ")"
        case .angular(let center, let startDegrees, let endDegrees):
            return "conic-gradient(from \(HTML.number(startDegrees + 90, decimals: 3))deg at \(HTML.number(center.x * 100))% \(HTML.number(center.y * 100))%,"
                + stops { HTML.number((endDegrees - startDegrees) * $0, decimals: 3) + "deg" } + ")"
        }
    }

    /// A shadow's colour: black stays black in dark mode (``color(_:)`` would read it as `.primary`).
    static func shadowColor(_ shadow: Color) -> String {
        shadow.name == nil || shadow.name == "black" ? shadow.css : color(shadow)
    }

    // MARK: - Values

    /// Four radii in CSS's corner order (top-left, top-right, bottom-right, bottom-left), for
    /// `border-radius` and `inset(... round ...)`; leading is left on a left-to-right page. Where
    /// two radii on one side add up past its length, CSS scales all of them down by one factor
    /// (CSS Backgrounds 3, "Overlapping Curves").
    static func cornerRadii(_ radii: RectangleCornerRadii) -> String {
        [radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading].map { HTML.number($0) + "px" }.joined(separator: " ")
    }

    /// `clip-path` for a SwiftUI clip shape, in the element's own box.
    static func clipPath(_ shape: ClipShape) -> String {
        switch shape {
        case .rectangle: "inset(0)"
        case .roundedRectangle(let radius): "inset(0 round \(HTML.number(radius))px)"
        case .unevenRoundedRectangle(let radii): "inset(0 round \(cornerRadii(radii)))"
        case .circle: "circle(closest-side)"
        case .capsule: "inset(0 round 9999px)"
        case .ellipse: "ellipse(50% 50%)"
        }
    }

    /// The CSS `font` shorthand (which also resets every other font property) and features.
    /// A font as CSS declarations; `lineHeight` is the one the measurer gave its line boxes
    /// (`TextLineHeights`), else `normal`.
    static func font(_ font: FontSpec, family: (FontDesign) -> String, lineHeight: Double? = nil) -> [String] {
        var value = font.italic ? "italic " : ""
        value += "\(font.weight.rawValue) \(HTML.number(font.size, decimals: 2))px/\(Self.lineHeight(lineHeight)) \(family(font.design))"
        var result = ["font:\(value)"]
        if !font.features.contains(.kerning) { result.append("font-kerning:none") }
        if !font.features.contains(.ligatures) { result.append("font-variant-ligatures:none") }
        if font.features.contains(.tabularFigures) { result.append("font-variant-numeric:tabular-nums") }
        if font.tracking != 0, font.tracking.isFinite { result.append("letter-spacing:\(HTML.number(font.tracking, decimals: 3))px") }
        return result
    }

    /// A `line-height` value: the measurer's, in px, or `normal` where it gave none.
    static func lineHeight(_ lineHeight: Double?) -> String {
        guard let lineHeight, lineHeight.isFinite, lineHeight > 0 else { return "normal" }
        return HTML.number(lineHeight, decimals: 2) + "px"
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
