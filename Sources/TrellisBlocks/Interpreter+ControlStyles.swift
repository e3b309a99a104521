// An author's control styles (`struct Grow: ButtonStyle`) draw the controls they are applied to.

import SwiftSyntax
import TrellisMarkup

/// The style protocols whose `makeBody(configuration:)` a page runs, with the modifier that
/// applies each and the controls it restyles.
///
/// SwiftUI passes a style down the environment: `.buttonStyle(Grow())` on a `VStack` restyles
/// every button inside it, and a style written closer to a control wins. The body replaces
/// the control's own drawing, given a configuration with what Apple documents for it
/// (`ButtonStyleConfiguration`: `label`, `isPressed`, `role`; `PrimitiveButtonStyleConfiguration`:
/// `label`, `role`; `LabelStyleConfiguration`: `title`, `icon`; `ToggleStyleConfiguration`:
/// `label`, `isOn`, `isMixed`; `GroupBoxStyleConfiguration`: `label`, `content`;
/// `ProgressViewStyleConfiguration`: `fractionCompleted`, `label`, `currentValueLabel`). A page
/// shows a control at rest: `isPressed` is false.
enum ControlStyle {
    static let protocols: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "LabeledContentStyle", "GroupBoxStyle",
                                         "ProgressViewStyle"]

    /// The modifier that applies a style, the protocols its argument may conform to, and the
    /// views it restyles.
    static let modifiers: [String: (protocols: Set<String>, kinds: Set<String>)] = [
        "buttonStyle": (["ButtonStyle", "PrimitiveButtonStyle"], ["Button"]),
        "labelStyle": (["LabelStyle"], ["Label"]),
        "toggleStyle": (["ToggleStyle"], ["Toggle"]),
        "labeledContentStyle": (["LabeledContentStyle"], ["LabeledContent"]),
        "groupBoxStyle": (["GroupBoxStyle"], ["GroupBox"]),
        "progressViewStyle": (["ProgressViewStyle"], ["ProgressView"]),
    ]
}

extension Interpreter {
    /// `view` with the author's style applied by modifier `name` to it and to the controls
    /// inside it, or `nil` when the argument is not a style the block declares.
    func applyingDeclaredStyle(_ name: String, arguments: [CallArgument], to view: BlockView, at call: FunctionCallExprSyntax) throws -> BlockView? {
        guard let (protocols, kinds) = ControlStyle.modifiers[name], arguments.count == 1, arguments[0].label == nil,
              case .member(let made) = try evaluate(arguments[0].expression) else { return nil }
        if name == "toggleStyle", made.name == "switch", let tint = made.arguments?.first(where: { $0.label == "tint" }) {
            // `SwitchToggleStyle(tint: .green)`: the switch, on in that colour (Apple,
            // "SwitchToggleStyle", `init(tint:)`), as `.tint(.green)` colours it; set AJ.
            return try restyled(view, kinds: kinds, modifier: name) { control in
                var tinted = control
                tinted.modifiers = [BlockModifier(name: "tint", arguments: [BlockArgument(label: nil, value: tint.value, location: tint.location)],
                                                  location: location(of: call))]
                return tinted
            }
        }
        var instance: SwiftValue?
        let type: SwiftStruct
        if made.base == nil, made.arguments == nil, let (declaring, made) = try declaredStyleStatic(made.name, protocols: protocols, at: arguments[0].expression) {
            // `.labelStyle(.trailingIcon)` of `extension LabelStyle where Self == TrailingIconLabelStyle
            // { static var trailingIcon: Self { Self() } }` (SE-0299, as Apple's Scrumdinger writes it).
            (type, instance) = (declaring, made)
        } else {
            guard made.name == "init", let typeName = made.base, let declared = program.type(typeName), declared.role == .style else { return nil }
            type = declared
        }
        guard type.conformances.contains(where: protocols.contains) else {
            throw error("`\(type.name)` is not a \(protocols.sorted().map { "`\($0)`" }.joined(separator: " or ")), which `.\(name)` takes",
                        at: arguments[0].expression)
        }
        return try restyled(view, kinds: kinds, modifier: name) { control in
            // Each control's look is its own: two in one stack keep their views apart.
            elementPath.append("-" + control.id)
            defer { elementPath.removeLast() }
            return try expandDeclaredBody(type, method: "makeBody", values: made.arguments ?? [], instance: instance,
                                          argument: configuration(of: control), at: call)
        }
    }

    /// The style a static of the block's style types makes (`static var trailingIcon: Self`,
    /// declared in an `extension LabelStyle where Self == ...`), with its type; `nil` when no
    /// style type conforming to `protocols` declares a static `name`.
    private func declaredStyleStatic(_ name: String, protocols: Set<String>, at node: ExprSyntax) throws -> (SwiftStruct, SwiftValue)? {
        let declaring = program.types.values.filter { type in
            type.role == .style && type.conformances.contains(where: protocols.contains) && type.statics[name] != nil
        }
        guard declaring.count == 1, let type = declaring.first, let getter = type.statics[name] else { return nil }
        let made = try runningSwift(at: node) { spot in try SwiftMachine(library: self).staticValue(getter, at: spot) }
        guard case .instance(let instance) = made, instance.type === type else { return nil }
        return (type, made)
    }

    /// `view` with each control of `kinds` in it drawn by `body`, except those a style closer
    /// to them already styles.
    private func restyled(_ view: BlockView, kinds: Set<String>, modifier: String, _ body: (BlockView) throws -> BlockView?) throws -> BlockView {
        if kinds.contains(view.kind) {
            guard !view.modifiers.contains(where: { $0.name == modifier }), var drawn = try body(view) else { return view }
            // What was applied to the control itself (`Button(...).padding()`, `.id("x")`) applies to its new look.
            drawn.modifiers += view.modifiers
            if view.hasExplicitID { (drawn.id, drawn.hasExplicitID) = (view.id, true) }
            // It stands for the control the author wrote (a button's label text is made here).
            drawn.isAuthored = view.isAuthored
            return drawn
        }
        var copy = view
        copy.children = try view.children.map { try restyled($0, kinds: kinds, modifier: modifier, body) }
        return copy
    }

    /// What a style's `makeBody` is given for `control`, as a record of the fields Apple
    /// documents for its configuration.
    private func configuration(of control: BlockView) -> Value {
        func entry(_ key: String, _ value: Value) -> DictionaryEntry { DictionaryEntry(key: key, value: value) }
        switch control.kind {
        case "Label":
            return .dictionary([entry("title", labelPart(control, "title")), entry("icon", labelPart(control, "icon"))])
        case "LabeledContent":
            // `LabeledContentStyleConfiguration`: `label` and `content` (Apple), its title or label
            // views, and its value written as text or its content views.
            let label: Value = if case .string? = control.argument(nil) { controlLabel(control) } else { control.argument("label") ?? .views([]) }
            let content: Value = if let written = control.argument("value") {
                .view(BlockView(kind: "Text", id: control.id + "-content", isAuthored: false,
                                arguments: [BlockArgument(label: nil, value: .string(written.interpolated), location: control.location)], location: control.location))
            } else {
                control.children.count == 1 ? .view(control.children[0]) : .views(control.children)
            }
            return .dictionary([entry("label", label), entry("content", content)])
        case "GroupBox":
            // `GroupBoxStyleConfiguration`: `label` (its title or label views, none without) and
            // `content` (Apple, "GroupBoxStyleConfiguration").
            let label: Value = if case .string? = control.argument(nil) { controlLabel(control) } else { control.argument("label") ?? .views([]) }
            return .dictionary([entry("label", label), entry("content", control.children.count == 1 ? .view(control.children[0]) : .views(control.children))])
        case "ProgressView":
            // `ProgressViewStyleConfiguration` (Apple): `fractionCompleted` (nil when indeterminate),
            // `label` and `currentValueLabel` (nil when not given).
            let fraction: Value = if let value = control.argument("value")?.number {
                .double(value / (control.argument("total")?.number ?? 1))
            } else { .null }
            let label: Value = if case .string? = control.argument(nil) { controlLabel(control) } else { control.argument("label") ?? .null }
            return .dictionary([entry("fractionCompleted", fraction), entry("label", label),
                                entry("currentValueLabel", control.argument("currentValueLabel") ?? .null)])
        case "Toggle":
            var isOn = Value.bool(false)
            switch control.argument("isOn") {
            case .binding(let name)?: isOn = state[name] ?? .bool(false)
            case .member(let member)? where member.name == "constant": isOn = member.arguments?.first?.value ?? .bool(false)
            case let other?: isOn = other
            case nil: break
            }
            return .dictionary([entry("label", controlLabel(control)), entry("isOn", isOn), entry("isMixed", .bool(false))])
        default:
            return .dictionary([entry("label", controlLabel(control)), entry("isPressed", .bool(false)),
                                entry("role", control.argument("role") ?? .null)])
        }
    }

    /// A button's or toggle's label: its title (with its symbol, as a `Label`) or its label views.
    private func controlLabel(_ control: BlockView) -> Value {
        guard case .string(let title)? = control.argument(nil) else {
            return control.children.count == 1 ? .view(control.children[0]) : .views(control.children)
        }
        let place = BlockArgument(label: nil, value: .string(title), location: control.location)
        if case .string(let symbol)? = control.argument("systemImage") {
            return .view(BlockView(kind: "Label", id: control.id + "-label", isAuthored: false, arguments: [
                place, BlockArgument(label: "systemImage", value: .string(symbol), location: control.location),
            ], location: control.location))
        }
        return .view(BlockView(kind: "Text", id: control.id + "-label", isAuthored: false, arguments: [place], location: control.location))
    }

    /// A `Label`'s title or icon, as views.
    private func labelPart(_ label: BlockView, _ part: String) -> Value {
        if case .string(let title)? = label.argument(nil) {
            if part == "title" {
                return .view(BlockView(kind: "Text", id: label.id + "-title", isAuthored: false,
                                       arguments: [BlockArgument(label: nil, value: .string(title), location: label.location)], location: label.location))
            }
            let (argument, value): (String?, Value?) = label.argument("systemImage").map { ("systemName", $0) } ?? (nil, label.argument("image"))
            guard let value else { return .views([]) }
            return .view(BlockView(kind: "Image", id: label.id + "-icon", isAuthored: false,
                                   arguments: [BlockArgument(label: argument, value: value, location: label.location)], location: label.location))
        }
        return label.argument(part) ?? .views([])
    }
}
