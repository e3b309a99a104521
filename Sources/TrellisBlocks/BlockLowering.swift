// Block views -> engine views: one table entry per view and per modifier.

import Foundation
import TrellisMarkup
import TrellisLayout

/// Turns the interpreter's `BlockView` tree into the engine's `ViewNode` tree.
///
/// Table-driven so that each view or modifier the engine gains is one entry; a view or
/// modifier the language knows but the engine does not lay out yet is a positioned error,
/// never a crash or a silent omission.
struct BlockLowering {
    typealias ViewLowering = @Sendable (BlockLowering, BlockView, LoweringEnvironment) throws -> ViewNode
    typealias ModifierLowering = @Sendable (BlockLowering, ViewNode, BlockModifier, LoweringEnvironment) throws -> ViewNode

    let source: LayoutBlockSource
    let options: BlockRenderingOptions
    /// The state values of the combination being lowered (a menu `Picker` shows the current one).
    var state: [String: Value] = [:]
    /// The block's declarations: its custom alignment guides.
    var program: SwiftProgram = .empty

    /// The engine tree of `view` and everything inside it.
    func lower(_ view: BlockView, in inherited: LoweringEnvironment) throws -> ViewNode {
        let environment = try ownEnvironment(of: view, in: inherited)
        var node: ViewNode
        if case .shape(let shape)? = view.argument("shape") {
            node = shape.leaf.node
        } else if let lowering = Self.views[view.kind] ?? Self.collectionViews[view.kind] ?? Self.controlViews[view.kind] ?? Self.tabViews[view.kind] {
            node = try lowering(self, view, environment)
        } else if case .interpretedLayout(let layout)? = view.argument("layout") {
            node = ViewNode(layout: layout.engineLayout, kind: ViewKind(name: view.kind), children: try children(of: view, in: environment))
        } else if let layout = try options.layouts.layout(named: view.kind, arguments: view.arguments) {
            node = ViewNode(layout: layout, kind: ViewKind(name: view.kind), children: try children(of: view, in: environment))
        } else {
            throw unsupported("the view `\(view.kind)`", at: view.location,
                              supported: Array(Self.views.keys) + Array(Self.collectionViews.keys) + Array(Self.controlViews.keys)
                                + Array(Self.tabViews.keys) + options.layouts.names)
        }
        if view.isAuthored { node.id = view.id }
        for modifier in view.modifiers {
            if let lowering = Self.modifiers[modifier.name] {
                node = try lowering(self, node, modifier, environment)
            } else if Self.environmentModifiers[modifier.name] == nil {
                throw unsupported("the modifier `.\(modifier.name)`", at: modifier.location,
                                  supported: Array(Self.modifiers.keys) + Array(Self.environmentModifiers.keys))
            }
        }
        return node
    }

    /// `inherited` with `view`'s own environment modifiers applied, outer modifiers first, so
    /// the innermost one wins, as in SwiftUI.
    func ownEnvironment(of view: BlockView, in inherited: LoweringEnvironment) throws -> LoweringEnvironment {
        var environment = inherited
        for modifier in view.modifiers.reversed() {
            try Self.environmentModifiers[modifier.name]?(self, &environment, modifier)
        }
        return environment
    }

    func children(of view: BlockView, in environment: LoweringEnvironment) throws -> [ViewNode] {
        try view.children.map { try lower($0, in: environment) }
    }

    // MARK: - Errors

    func error(_ message: String, at location: BlockLocation, hint: String? = nil, id: DiagnosticID? = nil) -> Diagnostic {
        source.diagnostic(message, at: location, hint: hint, id: id)
    }

    private func unsupported(_ what: String, at location: BlockLocation, supported: [String]) -> Diagnostic {
        error("\(what) is not laid out by this version of the engine yet", at: location,
              hint: "the engine lays out " + supported.sorted().map { "`\($0)`" }.joined(separator: ", "))
    }
}

// MARK: - Values

extension BlockLowering {
    /// SwiftUI's named alignments, in the order hints list them: the one table the lowering
    /// reads and the parameter kinds check against (``ParameterKind/alignment``...).
    static let alignmentNames: KeyValuePairs<String, Alignment> = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing, "centerFirstTextBaseline": .centerFirstTextBaseline,
        "centerLastTextBaseline": .centerLastTextBaseline, "leadingFirstTextBaseline": .leadingFirstTextBaseline,
        "leadingLastTextBaseline": .leadingLastTextBaseline, "trailingFirstTextBaseline": .trailingFirstTextBaseline,
        "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]
    static let horizontalAlignmentNames: KeyValuePairs<String, HorizontalAlignment> = ["leading": .leading, "center": .center, "trailing": .trailing]
    static let verticalAlignmentNames: KeyValuePairs<String, VerticalAlignment> = [
        "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline,
        "lastTextBaseline": .lastTextBaseline,
    ]
    static let alignments = Dictionary(uniqueKeysWithValues: alignmentNames.map { ($0.key, $0.value) })
    static let horizontalAlignments = Dictionary(uniqueKeysWithValues: horizontalAlignmentNames.map { ($0.key, $0.value) })
    static let verticalAlignments = Dictionary(uniqueKeysWithValues: verticalAlignmentNames.map { ($0.key, $0.value) })

    static func memberName(_ value: Value?) -> String? {
        if case .member(let member)? = value { return member.name }
        return nil
    }

    /// A `CGSize` argument in either form the language has: Swift's value (`.swift`), or the
    /// view language's `CGSize(width:height:)` of values known at layout time, `CGSize.zero`
    /// and `.zero` (fields left out are 0, as `CGSize`'s initialiser has none optional).
    static func size(_ value: Value?) -> Size? {
        switch value {
        case .swift(let data)?:
            if case .size(let size) = data.value { return size }
            return nil
        case .member(let member)? where (member.base == "CGSize" || member.base == nil) && ["init", "zero"].contains(member.name):
            return Size(width: member.argument("width")?.number ?? 0, height: member.argument("height")?.number ?? 0)
        default:
            return nil
        }
    }

    /// A `CGPoint` argument in either form (see ``size(_:)``).
    static func point(_ value: Value?) -> Point? {
        switch value {
        case .swift(let data)?:
            if case .point(let point) = data.value { return point }
            return nil
        case .member(let member)? where (member.base == "CGPoint" || member.base == nil) && ["init", "zero"].contains(member.name):
            return Point(x: member.argument("x")?.number ?? 0, y: member.argument("y")?.number ?? 0)
        default:
            return nil
        }
    }

    func alignment(_ value: Value?, default fallback: Alignment = .center) -> Alignment {
        Self.memberName(value).flatMap { Self.alignments[$0] } ?? fallback
    }

    func horizontalAlignment(_ value: Value?) -> HorizontalAlignment {
        guard let name = Self.memberName(value) else { return .center }
        if let builtIn = Self.horizontalAlignments[name] { return builtIn }
        if case .horizontalAlignment(let custom)? = program.guide(name, horizontal: true) { return custom }
        return .center
    }

    func verticalAlignment(_ value: Value?) -> VerticalAlignment {
        guard let name = Self.memberName(value) else { return .center }
        if let builtIn = Self.verticalAlignments[name] { return builtIn }
        if case .verticalAlignment(let custom)? = program.guide(name, horizontal: false) { return custom }
        return .center
    }

    func number(_ value: Value?) -> Double? { value?.number }

    /// A `minimumScaleFactor`: Apple allows "any value greater than 0 and less than or equal
    /// to 1"; another is an error rather than a text that silently never (or always) shrinks.
    func scaleFactor(_ value: Value?, at location: BlockLocation) throws -> Double {
        guard let factor = number(value), factor > 0, factor <= 1 else {
            let found = number(value).map { LayoutReport.number($0) } ?? value?.typeName ?? "nothing"
            throw error("`minimumScaleFactor` takes a number greater than 0 and at most 1, found \(found)", at: location,
                        hint: "0.5 lets the text shrink to half its size to fit")
        }
        return factor
    }

    /// `Axis.Set` from `.horizontal`, `.vertical` or both; all axes when not given.
    func axes(_ value: Value?) -> Axis.Set {
        optionSet(value, all: .all, names: ["horizontal": .horizontal, "vertical": .vertical])
    }

    /// `Edge.Set` from `.top`, `.horizontal`, `[.top, .leading]`...; all edges when not given.
    func edges(_ value: Value?) -> Edge.Set {
        optionSet(value, all: .all, names: [
            "all": .all, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
            "horizontal": .horizontal, "vertical": .vertical,
        ])
    }

    /// The union of the named members of a set the interpreter normalised to an array.
    private func optionSet<S: OptionSet>(_ value: Value?, all: S, names: [String: S]) -> S where S.Element == S {
        guard case .array(let members)? = value else { return all }
        var set: S = []
        for member in members {
            if let name = Self.memberName(member), let item = names[name] { set.formUnion(item) }
        }
        return set
    }

    /// A unit point: `.topLeading`, or `UnitPoint(x: 0.2, y: 0.8)`; `fallback` when absent.
    func unitPoint(_ value: Value?, default fallback: UnitPoint = .center) -> UnitPoint {
        Self.unitPoint(value, default: fallback)
    }

    static func unitPoint(_ value: Value?, default fallback: UnitPoint = .center) -> UnitPoint {
        if case .member(let member)? = value, member.base == "UnitPoint", member.name == "init",
           let x = member.argument("x")?.number, let y = member.argument("y")?.number, x.isFinite, y.isFinite {
            return UnitPoint(x: x, y: y)
        }
        return Self.memberName(value).flatMap { SwiftConversion.unitPoints[$0] } ?? fallback
    }

    /// The environment values `.environment(_:_:)` sets that the page lays out with; any other
    /// key (`\.locale`, the app's own) is accepted without effect, with a note.
    static let environmentKeys = ["dynamicTypeSize", "sizeCategory", "font", "lineLimit", "minimumScaleFactor", "multilineTextAlignment", "colorScheme", "isEnabled",
                                  "defaultMinListRowHeight", "defaultMinListHeaderHeight", "layoutDirection"]

    /// The colour a `Color` view is, as a value ``color(_:at:)`` reads: the member of
    /// `Color(.systemGray)` or `Color(uiColor: .label)`, or `Color.init` with the view's
    /// arguments (`Color(red:green:blue:)`, `Color(.sRGB, red:green:blue:)`, `Color("Asset")`).
    static func colorValue(of view: BlockView) -> Value {
        // `Color(uiColor: Theme.message)`, `Color(hue: hue, ...)` of the app's values: the
        // arguments that stood in were left out, and the colour stands in (`color(_:at:)`).
        if view.drawsStandIn { return .standIn("Color(…)") }
        if view.arguments.count == 1, case .member? = view.argument(nil) { return view.argument(nil)! }
        return .member(MemberValue(base: "Color", name: "init", arguments: view.arguments))
    }

    /// A colour or style value as an engine colour (styles such as `.tint` resolve to the theme's).
    func color(_ value: Value?, at location: BlockLocation) throws -> Color {
        // `Color.orange` kept as a view (`@State var tint = Color.orange`, a colour picker's
        // selection): the colour it draws.
        if case .view(let made)? = value, made.kind == "Color", made.modifiers.isEmpty, let inner = made.argument(nil) {
            return try color(inner, at: location)
        }
        // A gradient view where one colour is drawn (`.stroke(LinearGradient(...))`): its first
        // colour, with a warning at the modifier (`ParsedBlock.shapeWarnings`).
        if case .view? = value, let first = try gradient(value, at: location)?.stops.first { return first.color }
        // The app's colour: grey, as the app's colours are in gradients (`styleColor`).
        if case .standIn? = value { return .gray }
        guard case .member(let member)? = value else { return .primary }
        var color: Color
        if member.name == "init" {
            let space = Self.memberName(member.argument(nil)) ?? "sRGB"
            if let red = member.argument("red")?.number, let green = member.argument("green")?.number, let blue = member.argument("blue")?.number {
                // The `opacity:` argument and any `.opacity(_:)` refinements multiply below.
                color = Self.color(in: space, red: red, green: green, blue: blue)
            } else if let white = member.argument("white")?.number {
                color = Self.color(in: space, red: white, green: white, blue: white)
            } else if let hue = member.argument("hue")?.number, let saturation = member.argument("saturation")?.number,
                      let brightness = member.argument("brightness")?.number {
                color = Self.color(hue: hue, saturation: saturation, brightness: brightness)
            } else if let system = Self.memberName(member.argument(nil) ?? member.argument("uiColor") ?? member.argument("nsColor")).flatMap(Self.uiKitColor) {
                color = system
            } else if (member.arguments ?? []).contains(where: { ["red", "green", "blue", "white", "hue", "saturation", "brightness"].contains($0.label) }) {
                // `Color(red: progress, green: 0.5, blue: 0)` of the app's value: the component
                // was left out as a stand-in (listed), so the colour is the app's, grey.
                color = .gray
            } else if case .string? = member.argument(nil) {
                // `Color("Accent")` drawn as a view or in a gradient: the app's asset colour,
                // which the page lacks (a stand-in), is drawn clear so it hides nothing.
                color = .clear
            } else {
                throw error("this colour cannot be drawn; use `Color(red:green:blue:)` or a named colour such as `.blue`", at: location)
            }
        } else if member.name == "gradient", let base = member.argument("color") {
            // `.border(Color.orange.gradient)`: where only a colour is drawn (a border, a
            // shadow), the gradient is drawn as the colour it is made from.
            color = try styleColor(base, at: location)
        } else if let first = try gradient(value, at: location)?.stops.first {
            // `.stroke(.linearGradient(...))`: its first colour, with a warning at the modifier.
            color = first.color
        } else if let material = Material(rawValue: member.name), member.base == nil || member.base == "Material" {
            // `.foregroundStyle(.ultraThickMaterial)`: the material's colour, which is the
            // background at its opacity (`Material.opacity`); text drawn with it has nothing to blur.
            color = Color.named("systemBackground")!.opacity(material.opacity)
        } else {
            // `.quinary` (iOS 17, "the fifth level of the current foreground style"; UIKit has no
            // fifth label colour) is drawn as the fourth: SwiftUICore's levels past the third share
            // one opacity (`Interpreter.colourLevelOpacity`).
            let aliases = ["tint": "blue", "accentColor": "blue", "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel", "quinary": "quaternaryLabel", "fill": "systemFill",
                           "foreground": "primary", "background": "systemBackground"]
            guard let named = Color.named(aliases[member.name] ?? member.name) ?? Self.uiKitColor(member.name) else {
                throw error("unknown colour `.\(member.name)`", at: location, id: .unknownMember)
            }
            color = named
        }
        for refinement in member.arguments ?? [] where refinement.label == "opacity" {
            color = color.opacity(refinement.value.number ?? 1)
        }
        return color
    }

    /// `Color(hue:saturation:brightness:)`: HSB (each in 0...1) as sRGB.
    static func color(hue: Double, saturation: Double, brightness: Double) -> Color {
        guard hue.isFinite, saturation.isFinite, brightness.isFinite else { return .black }
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        return Color(red: r, green: g, blue: b)
    }

    /// `Color.RGBColorSpace`'s cases, which `Color(_:red:green:blue:opacity:)` and
    /// `Color(_:white:opacity:)` take first (`.sRGB` when left out).
    static let rgbColorSpaces = ["sRGB", "sRGBLinear", "displayP3"]

    /// Components in one of `Color.RGBColorSpace`'s spaces as the sRGB colour the page draws.
    /// `.sRGBLinear` is encoded with sRGB's transfer function (IEC 61966-2-1); `.displayP3`
    /// shares that function and is moved to sRGB's primaries through linear light (the
    /// linear Display P3 to linear sRGB matrix, as CSS Color 4's sample conversion code has it),
    /// clamped where P3 is wider than sRGB.
    static func color(in space: String, red: Double, green: Double, blue: Double) -> Color {
        func encode(_ linear: Double) -> Double {
            let c = min(max(linear, 0), 1)
            return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        func decode(_ encoded: Double) -> Double {
            encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
        }
        switch space {
        case "sRGBLinear":
            return Color(red: encode(red), green: encode(green), blue: encode(blue))
        case "displayP3":
            let (r, g, b) = (decode(red), decode(green), decode(blue))
            return Color(red: encode(1.2249401 * r - 0.2249404 * g),
                         green: encode(-0.0420569 * r + 1.0420571 * g),
                         blue: encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
        default:
            return Color(red: red, green: green, blue: blue)
        }
    }

    /// A UIKit semantic colour (`.systemGroupedBackground`, `.secondaryLabel`, `.systemGray5`)
    /// as the closest colour the page draws in both appearances; the system greys 2 to 5 have
    /// no such twin and keep their light-mode values.
    static func uiKitColor(_ name: String) -> Color? {
        // AppKit's role, drawn as UIKit's colour of that role (`ColorName.appKit`).
        if let role = ColorName.appKit[name] { return uiKitColor(role) ?? Color.named(role) }
        return switch name {
        case "label": .primary
        case "secondaryLabel": .secondary
        case "tertiaryLabel", "placeholderText": .tertiaryLabel
        case "quaternaryLabel": .quaternaryLabel
        case "separator", "opaqueSeparator": .separator
        case "systemBackground", "tertiarySystemBackground": .systemBackground
        case "secondarySystemBackground", "tertiarySystemGroupedBackground", "systemGray6": .secondarySystemBackground
        case "systemGroupedBackground": .systemGroupedBackground
        case "secondarySystemGroupedBackground": .secondarySystemGroupedBackground
        case "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill": .systemFill
        case "systemGray": .gray
        // UIColor.link, "the specified color for links", is the system blue in both appearances
        // (SwiftUI's `.link` shape style draws links in it).
        case "link": .blue
        // UIColor's class greys: "grayscale value of 1/3" (darkGray), 1/2 (gray), 2/3 (lightGray).
        case "darkGray": Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3)
        case "lightGray": Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3)
        case "systemGray2": Color(red: 174 / 255, green: 174 / 255, blue: 178 / 255)
        case "systemGray3": Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
        case "systemGray4": Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
        case "systemGray5": Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)
        default:
            // `systemRed` ... `systemBrown` are SwiftUI's `.red` ... `.brown`.
            name.hasPrefix("system") ? Color.named(String(name.dropFirst(6)).lowercased()) : nil
        }
    }

    /// A `Font` value: a text style or `.system(...)`, with `.bold()`/`.italic()`/`.weight()`.
    func font(_ value: Value?) -> Font? {
        guard case .member(let member)? = value else { return nil }
        var font: Font
        if let style = TextStyle(rawValue: member.name) {
            font = Font(size: .style(style))
        } else if member.name == "system" {
            let weight = Self.memberName(member.argument("weight")).flatMap(Self.fontWeight)
            let design = Self.memberName(member.argument("design")).flatMap(FontDesign.init(rawValue:))
            if let size = member.argument("size")?.number {
                font = .system(size: size, weight: weight, design: design)
            } else if let style = Self.memberName(member.argument(nil)).flatMap(TextStyle.init(rawValue:)) {
                font = .system(style, design: design, weight: weight)
            } else {
                // `.system(weight: .bold)`, or a size left out as the app's: the body size.
                font = .system(.body, design: design, weight: weight)
            }
        } else if member.name == "custom" {
            // The family is the site's text font (the interpreter warned); the size scales as
            // the text style does, or not at all for `fixedSize:`.
            if let size = member.argument("fixedSize")?.number {
                font = Font(size: .fixed(size))
            } else if let size = member.argument("size")?.number {
                let style = Self.memberName(member.argument("relativeTo")).flatMap(TextStyle.init(rawValue:)) ?? .body
                font = Font(size: .scaled(size, relativeTo: style))
            } else {
                font = .body
            }
        } else {
            return nil
        }
        for refinement in member.arguments ?? [] {
            switch refinement.label {
            case "bold": font = font.bold()
            case "italic": font = font.italic()
            case "monospacedDigit": font.features.insert(.tabularFigures)
            // Apple, "Font monospaced()": "a fixed-width font from the same family as the base font".
            case "monospaced": font.design = .monospaced
            case "weight": if let weight = Self.memberName(refinement.value).flatMap(Self.fontWeight) { font = font.weight(weight) }
            default: break
            }
        }
        return font
    }

    static func fontWeight(_ name: String) -> FontWeight? {
        FontWeight.allCases.first { "\($0)" == name }
    }
}
