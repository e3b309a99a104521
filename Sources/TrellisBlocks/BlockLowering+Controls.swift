// Labels and the controls of forms (text fields, sliders, steppers, menus, disclosure groups).

import Foundation
import TrellisLayout
import TrellisMarkup

/// iOS's control metrics, in points: UIKit's documented or Interface Builder's default sizes.
enum ControlMetrics {
    /// `UIStepper`: 94 × 32, corner radius 8.
    static let stepperSize = Size(width: 94, height: 32)
    static let stepperCornerRadius = 8.0
    /// The gap between a label's icon and its title.
    static let labelSpacing = 8.0
    /// `UITextField.BorderStyle.roundedRect`: 34 pt tall with a 17-pt font, corner radius 5.
    static let roundedFieldInsets = EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)
    static let roundedFieldCornerRadius = 5.0
    /// A compact date picker's pill: 11 × 6 pt around its text, 6-pt corners, on
    /// `tertiarySystemFill` (systemFill at 60%: 12% grey).
    static let datePillInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    static let datePillCornerRadius = 6.0
    /// `UITextView`: an 8-pt text container inset above and below, 5-pt line fragment padding.
    static let textEditorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
    /// A colour picker's well (`UIColorWell`): a circle of the hues around the chosen colour.
    /// Apple documents its place ("shows the currently selected color"), not its size: 28 pt
    /// with a 3-pt ring and a 2-pt gap is this page's drawing, not measured on a device.
    static let colorWellSize = 28.0
    static let colorWellRing = 3.0
    static let colorWellGap = 2.0
}

extension BlockLowering {
    static let controlViews: [String: ViewLowering] = [
        "Label": { lowering, view, environment in try lowering.label(view, in: environment) },
        "LabeledContent": { lowering, view, environment in
            // The label at the leading edge, the value in the secondary colour at the trailing edge.
            let label = try lowering.titleViews(view, orSlot: "label", in: environment)
            var value: [ViewNode]
            if let written = view.argument("value") {
                value = [try lowering.lower(lowering.syntheticText(written.interpolated, at: view.location), in: environment)]
            } else {
                value = try lowering.children(of: view, in: environment)
            }
            return ViewNode(layout: HStackLayout(), kind: ViewKind(name: "LabeledContent"), children: label + [Spacer().node] + value.map {
                $0.drawing { $0.foreground = .secondary }
            })
        },
        "TextField": { lowering, view, environment in try lowering.textField(view, secure: false, in: environment) },
        "SecureField": { lowering, view, environment in try lowering.textField(view, secure: true, in: environment) },
        "TextEditor": { lowering, view, environment in
            // A text view fills what it is offered, its text at the top-leading corner.
            let text = lowering.boundString(view.argument("text"))
            return try lowering.lower(lowering.syntheticText(text, at: view.location), in: environment)
                .padding(ControlMetrics.textEditorInsets)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        },
        "Slider": { lowering, view, environment in try lowering.slider(view, in: environment) },
        "Stepper": { lowering, view, environment in try lowering.stepper(view, in: environment) },
        "ColorPicker": { lowering, view, environment in try lowering.colorPicker(view, in: environment) },
        "Menu": { lowering, view, environment in
            // The menu's label, drawn as a borderless button; its items appear only when tapped.
            let label: [ViewNode] = if case .string(let title)? = view.argument(nil), case .string(let symbol)? = view.argument("systemImage") {
                [try lowering.label(title: title, symbol: symbol, at: view.location, in: environment)]
            } else {
                try lowering.titleViews(view, orSlot: "label", in: environment)
            }
            return Button { label }.node
        },
        "DisclosureGroup": { lowering, view, environment in try lowering.disclosureGroup(view, in: environment) },
        "ControlGroup": { lowering, view, environment in
            // iOS draws a control group's buttons side by side in equal parts of its width.
            ViewNode(layout: EqualWidthHStack(), kind: ViewKind(name: "ControlGroup"), children: try lowering.children(of: view, in: environment))
        },
        // macOS's split views (Apple, "HSplitView", "VSplitView": "arranges its children in a
        // horizontal [vertical] line and allows the user to resize them using dividers placed
        // between them"): the children side by side, a divider between each two; the user's
        // resizing is behaviour a page has not.
        "HSplitView": { lowering, view, environment in try lowering.splitView(view, axis: .horizontal, in: environment) },
        "VSplitView": { lowering, view, environment in try lowering.splitView(view, axis: .vertical, in: environment) },
        "EditButton": { lowering, view, environment in
            let title = try lowering.lower(lowering.syntheticText("Edit", at: view.location), in: environment)
            return Button { title }.node
        },
        "ShareLink": { lowering, view, environment in
            // The author's label, or "Share" with the share symbol, as a borderless button.
            let written = try lowering.children(of: view, in: environment)
            if !written.isEmpty { return Button { written }.node }
            var title = "Share"
            if case .string(let text)? = view.argument(nil) { title = text }
            let label = try lowering.label(title: title, symbol: "square.and.arrow.up", at: view.location, in: environment)
            return Button { label }.node
        },
        "PasteButton": { lowering, view, environment in
            // The system's label: "Paste" with the clipboard symbol (Apple, "PasteButton").
            let label = try lowering.label(title: "Paste", symbol: "doc.on.clipboard", at: view.location, in: environment)
            return Button { label }.node
        },
        "RenameButton": { lowering, view, environment in
            // The system's label: "Rename" with the pencil symbol (Apple, "RenameButton", iOS 16:
            // "A button that triggers a standard rename action"; set CI's Jukebox).
            let label = try lowering.label(title: "Rename", symbol: "pencil", at: view.location, in: environment)
            return Button { label }.node
        },
        "SettingsLink": { lowering, view, environment in
            // The author's label, or the system's: "Settings…", the title macOS gives the app
            // menu's item that opens the same scene (Human Interface Guidelines, "The menu bar").
            let written = try lowering.children(of: view, in: environment)
            if !written.isEmpty { return Button { written }.node }
            let label = try lowering.lower(lowering.syntheticText("Settings…", at: view.location), in: environment)
            return Button { label }.node
        },
        "PhotosPicker": { lowering, view, environment in
            // The author's label, or the title, as a borderless button (it presents the library).
            let written = try lowering.children(of: view, in: environment)
            if !written.isEmpty { return Button { written }.node }
            let title: String = if case .string(let text)? = view.argument(nil) { text } else { "" }
            let label = try lowering.lower(lowering.syntheticText(title, at: view.location), in: environment)
            return Button { label }.node
        },
        "Gauge": { lowering, view, environment in
            // The label over the bar (a ProgressView's), the value's labels at its ends.
            let (lower, upper) = lowering.bounds(view.argument("in"))
            let value = lowering.number(view.argument("value")) ?? lower
            let bar = ProgressView(value: value - lower, total: upper > lower ? upper - lower : 1).node
            let minimum = try lowering.slotViews(view, "minimumValueLabel", in: environment)
            let maximum = try lowering.slotViews(view, "maximumValueLabel", in: environment)
            let row = minimum.isEmpty && maximum.isEmpty ? bar : ViewNode(layout: HStackLayout(), kind: .hStack, children: minimum + [bar] + maximum)
            return ViewNode(layout: VStackLayout(alignment: .leading, spacing: ProgressView.titleSpacing), kind: ViewKind(name: "Gauge"),
                            children: try lowering.children(of: view, in: environment) + [row])
        },
        "DatePicker": { lowering, view, environment in try lowering.datePicker(view, in: environment) },
        "ContentUnavailableView": { lowering, view, environment in
            // A 48-pt secondary symbol, a title2 bold title and a secondary description,
            // centred in what it is offered, as iOS draws an empty state.
            var parts: [ViewNode] = []
            var large = environment
            large.font = .system(size: 48)
            var title = environment
            title.font = Font.title2.bold()
            if case .string(let text)? = view.argument(nil) {
                if case .string(let symbol)? = view.argument("systemImage") {
                    parts.append(try lowering.lower(lowering.syntheticSymbol(symbol, at: view.location), in: large).drawing { $0.foreground = .secondary })
                }
                parts.append(try lowering.lower(lowering.syntheticText(text, at: view.location), in: title))
            } else {
                parts += try lowering.slotViews(view, "label", in: title)
            }
            var description = environment
            description.alignment = .center
            parts += try lowering.slotViews(view, "description", in: description).map { $0.drawing { $0.foreground = .secondary } }
            parts += try lowering.slotViews(view, "actions", in: environment)
            return ViewNode(layout: VStackLayout(spacing: 8), kind: ViewKind(name: "ContentUnavailableView"), children: parts)
                .padding(16)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        },
        "GroupBox": { lowering, view, environment in
            // Its label in the headline font over its content, in a rounded secondary-background box.
            var headline = environment
            headline.font = .headline
            let label = try lowering.titleViews(view, orSlot: "label", in: headline)
            return ViewNode(layout: VStackLayout(alignment: .leading), kind: ViewKind(name: "GroupBox"),
                            children: label + (try lowering.children(of: view, in: environment)))
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(16)
                .drawing {
                    $0.background = .secondarySystemBackground
                    $0.cornerRadius = 8
                }
        },
    ]

    /// The words of the texts in a view-builder argument (`TextField`'s `label:`), for
    /// where iOS shows a label as plain words (a placeholder).
    static func plainWords(of value: Value) -> String {
        let views: [BlockView] = switch value {
        case .view(let view): [view]
        case .views(let views): views
        default: []
        }
        return views.flatMap(\.allViews).compactMap { view in
            guard view.kind == "Text", case .string(let words)? = view.argument(nil) else { return nil }
            return words
        }.joined(separator: " ")
    }

    /// The views of a builder argument kept by name (`label:`, `icon:`).
    func slotViews(_ view: BlockView, _ label: String, in environment: LoweringEnvironment) throws -> [ViewNode] {
        switch view.argument(label) {
        case .views(let views)?: return try views.map { try lower($0, in: environment) }
        case .view(let one)?: return [try lower(one, in: environment)]
        default: return []
        }
    }

    // MARK: - Labels

    /// A `Label`: its icon and title side by side, centred on each other, or only one of
    /// them under `.labelStyle(.iconOnly)` / `.titleOnly`.
    func label(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode {
        var title: [ViewNode], icon: [ViewNode]
        if case .string(let text)? = view.argument(nil) {
            title = [try lower(syntheticText(text, at: view.location, parts: view.titleParts), in: environment)]
            if case .string(let symbol)? = view.argument("systemImage") {
                icon = [try lower(syntheticSymbol(symbol, at: view.location), in: environment)]
            } else if case .string(let file)? = view.argument("image") {
                let image = BlockView(kind: "Image", id: "", isAuthored: false,
                                      arguments: [BlockArgument(label: nil, value: .string(file), location: view.location)], location: view.location)
                icon = [try lower(image, in: environment)]
            } else {
                icon = []
            }
        } else {
            title = try slotViews(view, "title", in: environment)
            icon = try slotViews(view, "icon", in: environment)
        }
        if environment.tintsLabelIcons { icon = icon.map { $0.drawing { $0.takesTint = true } } }
        return labelNode(title: title, icon: icon, style: environment.labelStyle)
    }

    /// What a control shows as its label: its title (with its symbol, as a `Label`, when it
    /// has `systemImage:`), or the views of its label closure (`Button`, `Toggle`).
    func titledLabel(_ view: BlockView, in environment: LoweringEnvironment) throws -> [ViewNode] {
        guard case .string(let title)? = view.argument(nil) else { return try children(of: view, in: environment) }
        if case .string(let symbol)? = view.argument("systemImage") {
            return [try label(title: title, symbol: symbol, at: view.location, parts: view.titleParts, in: environment)]
        }
        return [view.titleParts.isEmpty ? plainText(title, in: environment) : try lower(syntheticText(title, at: view.location, parts: view.titleParts), in: environment)]
    }

    /// The views whose title key (a first, unlabelled string) is lowered here, as SwiftUI shows
    /// it: `Text(titleKey)` (Apple, `Button.init(_:action:)`: "a button that generates its label
    /// from a localized string key"), so views interpolated into it are drawn in its line.
    static let titleKeyViews: Set<String> = ["Button", "Toggle", "ColorPicker", "Label", "LabeledContent", "Menu", "GroupBox", "Stepper", "DatePicker", "DisclosureGroup"]

    /// What a view shows as its title: its string title as a `Text` in `environment`, else the
    /// views of its `slot` closure (`label:`), or of its content when it has no slot
    /// (`LabeledContent`, `Menu`, `GroupBox`, `Stepper`, `DatePicker`, `DisclosureGroup`).
    func titleViews(_ view: BlockView, orSlot slot: String?, in environment: LoweringEnvironment) throws -> [ViewNode] {
        if case .string(let title)? = view.argument(nil) { return [try lower(syntheticText(title, at: view.location, parts: view.titleParts), in: environment)] }
        guard let slot else { return try children(of: view, in: environment) }
        return try slotViews(view, slot, in: environment)
    }

    /// The label iOS 26 gives `Button(role:action:)` ("a button that displays a default
    /// label"): Apple's documentation draws `.cancel` as an "x" symbol and `.confirm` as a
    /// checkmark; `.close` is the same "x" (Apple's developer forums, thread 791292) and
    /// `.destructive` is the trash symbol of UIKit's `.trash` bar item. The symbol is the
    /// label, the role's name what assistive technology reads.
    func roleLabel(_ role: String?, at location: BlockLocation, in environment: LoweringEnvironment) throws -> [ViewNode] {
        let (symbol, name) = switch role {
        case "confirm": ("checkmark", "Done")
        case "destructive": ("trash", "Delete")
        case "cancel": ("xmark", "Cancel")
        default: ("xmark", "Close")
        }
        return [try lower(syntheticSymbol(symbol, at: location), in: environment).accessibility { $0.label = name }]
    }

    /// A label the author did not write (a share link's), or a control's of its title key and
    /// `systemImage:`, with the views interpolated into the title (`parts`).
    func label(title: String, symbol: String, at location: BlockLocation, parts: [BlockView] = [], in environment: LoweringEnvironment) throws -> ViewNode {
        labelNode(title: [try lower(syntheticText(title, at: location, parts: parts), in: environment)],
                  icon: [try lower(syntheticSymbol(symbol, at: location), in: environment)], style: environment.labelStyle)
    }

    private func labelNode(title: [ViewNode], icon: [ViewNode], style: String) -> ViewNode {
        let shown: [ViewNode] = switch style {
        case "iconOnly": icon
        case "titleOnly": title
        default: icon + title
        }
        return ViewNode(layout: HStackLayout(alignment: .center, spacing: ControlMetrics.labelSpacing), kind: ViewKind(name: "Label"), children: shown)
    }

    // MARK: - Text input

    /// The value a `$state` binding holds, a `.constant(...)` binding's, or the value itself
    /// (a declared view's `@Binding` property, given a value).
    func boundValue(_ value: Value?) -> Value? {
        switch value {
        case .binding(let name)?: return state[name]
        case .member(let member)? where member.name == "constant": return member.arguments?.first?.value
        case .null?, nil: return nil
        case let plain?: return plain
        }
    }

    /// The string a binding holds ("" when it holds none).
    func boundString(_ value: Value?) -> String {
        guard let current = boundValue(value) else { return "" }
        if case .string(let text) = current { return text }
        return current == .null ? "" : current.interpolated
    }

    /// A `TextField` or `SecureField`: as wide as offered, one line of its text (dots for a
    /// secure field) or of its placeholder in the tertiary colour, in a rounded box under
    /// `.textFieldStyle(.roundedBorder)`.
    func textField(_ view: BlockView, secure: Bool, in environment: LoweringEnvironment) throws -> ViewNode {
        var text = boundString(view.argument("text") ?? view.argument("value"))
        let isPlaceholder = text.isEmpty
        if isPlaceholder {
            if case .string(let prompt)? = view.argument("prompt") {
                text = prompt
            } else if let prompt = view.argument("prompt"), prompt != .null {
                // `prompt: Text("-")`, the `Text` the initialiser takes (Apple, "TextField",
                // `init(_:text:prompt:)`): its words are the placeholder (set CC's Shuaa).
                text = BlockLowering.plainWords(of: prompt)
            } else if case .string(let title)? = view.argument(nil) {
                text = title
            } else if let label = view.argument("label") {
                // `TextField(text:label:)` without a prompt: the label's words are the placeholder.
                text = BlockLowering.plainWords(of: label)
            }
        } else if secure {
            text = String(repeating: "•", count: text.count)
        }
        // `TextField("", text: $code)` with nothing to show is still a line of its font tall,
        // as UIKit's field is; an empty text would be no height at all.
        if text.isEmpty { text = " " }
        var single = environment
        if view.argument("axis") == nil { single.lineLimit = 1 }
        var node = try lower(syntheticText(text, at: view.location), in: single)
        if isPlaceholder { node = node.drawing { $0.foreground = .tertiaryLabel } }
        node = node.frame(maxWidth: .infinity, alignment: .leading)
        guard environment.textFieldStyle == "roundedBorder" else { return node }
        return node.padding(ControlMetrics.roundedFieldInsets).drawing {
            $0.background = .systemBackground
            $0.border = Stroke(color: .separator, lineWidth: 1)
            $0.cornerRadius = ControlMetrics.roundedFieldCornerRadius
        }
    }

    /// A switch that does not change: UIKit's 51 x 31 capsule, green when on (system fill
    /// when off), with its 27-pt white knob 2 pt inside the end it rests at. On, it is drawn in
    /// the tint a `.tint(_:)` around it sets, or `SwitchToggleStyle(tint:)` ("Creates a switch
    /// style with a tint color"); the accent colour alone leaves it green.
    static func staticSwitch(isOn: Bool) -> ViewNode {
        let knob = Circle().node.drawing {
            $0.fill = .white
            $0.shadow = Shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
        }.frame(width: 27, height: 27).padding(2)
        return ViewNode(layout: ZStackLayout(alignment: isOn ? .trailing : .leading), kind: .zStack, children: [
            Capsule().node.drawing {
                $0.fill = isOn ? .green : .systemFill
                $0.takesTint = isOn
            }, knob,
        ]).frame(width: 51, height: 31)
    }

    // MARK: - Slider and stepper

    /// The bounds written as `in: 0...10` (integers) or `in: 0.0...1.0`; `0...1` when not given.
    func bounds(_ value: Value?) -> (lower: Double, upper: Double) {
        switch value {
        case .range(let lower, let end, _)?: return (Double(lower), Double(end - 1))
        case .member(let range)? where range.base == "ClosedRange":
            return (range.argument("lowerBound")?.number ?? 0, range.argument("upperBound")?.number ?? 1)
        default: return (0, 1)
        }
    }

    /// A `Slider`: the track with its thumb at the bound value (`SliderLayout`), between its
    /// minimum and maximum value labels when it has them.
    func slider(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode {
        let value = boundValue(view.argument("value"))?.number ?? 0
        let (lower, upper) = bounds(view.argument("in"))
        let fraction = upper > lower ? (value - lower) / (upper - lower) : 0
        let track = ViewNode(layout: SliderLayout(fraction: fraction), kind: ViewKind(name: "Slider"), children: [
            Capsule().node.drawing { $0.fill = .systemFill },
            Capsule().node.drawing { $0.fill = .blue },
            // UIKit's thumb: white, lifted by a soft shadow rather than outlined.
            ZStack {
                Circle().node.drawing {
                    $0.fill = .white
                    $0.shadow = Shadow(color: Color(white: 0, opacity: 0.2), radius: 2, x: 0, y: 1)
                }
            }.node,
        ])
        let minimum = try slotViews(view, "minimumValueLabel", in: environment)
        let maximum = try slotViews(view, "maximumValueLabel", in: environment)
        guard !minimum.isEmpty || !maximum.isEmpty else { return track }
        return ViewNode(layout: HStackLayout(), kind: .hStack, children: minimum + [track] + maximum)
    }

    /// A `Stepper`: its label at the leading edge and UIKit's minus-plus control at the trailing edge.
    func stepper(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode {
        let label = try titleViews(view, orSlot: nil, in: environment)
        let half = (ControlMetrics.stepperSize.width - 1) / 2
        let signs = ViewNode(layout: HStackLayout(spacing: 0), kind: .hStack, children: [
            try lower(syntheticSymbol("minus", at: view.location), in: environment).frame(width: half),
            Color.separator.frame(width: 1, height: ControlMetrics.stepperSize.height / 2),
            try lower(syntheticSymbol("plus", at: view.location), in: environment).frame(width: half),
        ])
        let control = signs.frame(width: ControlMetrics.stepperSize.width, height: ControlMetrics.stepperSize.height).drawing {
            $0.background = .systemFill
            $0.cornerRadius = ControlMetrics.stepperCornerRadius
        }
        return controlRow(ViewKind(name: "Stepper"), label: label, control: control, of: view, in: environment)
    }

    /// A control as iOS lays it out in a row: its label at the leading edge and `control` at
    /// the trailing edge; under `.labelsHidden()` the control alone, its size (a `Toggle` is
    /// then the 51 x 31 switch), the title kept as what a screen reader reads.
    func controlRow(_ kind: ViewKind, label: [ViewNode], control: ViewNode, of view: BlockView, in environment: LoweringEnvironment) -> ViewNode {
        guard environment.labelsHidden else {
            return ViewNode(layout: HStackLayout(), kind: kind, children: label + [Spacer().node, control])
        }
        let row = ViewNode(layout: HStackLayout(), kind: kind, children: [control])
        guard case .string(let title)? = view.argument(nil) else { return row }
        return row.accessibility { $0.label = title }
    }

    /// A `ColorPicker` as iOS draws it (Apple, "ColorPicker": it "shows the currently selected
    /// color and displays the larger system color picker"): its label at the leading edge and
    /// the well at the trailing edge, the bound colour inside a ring of the hues. The sheet it
    /// opens is never shown on a page; the app's colour (a stand-in) is drawn as the system fill.
    func colorPicker(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode {
        let label = try titledLabel(view, in: environment)
        let chosen = boundValue(view.argument("selection")).flatMap { value in value.isStandIn ? nil : try? color(value, at: view.location) }
        let hues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]
        let inner = ControlMetrics.colorWellRing + ControlMetrics.colorWellGap
        let well = ViewNode(layout: ZStackLayout(), kind: .zStack, children: [
            Circle().node.drawing { $0.gradient = GradientDrawing(geometry: .angular(center: .center, startDegrees: 0, endDegrees: 360), colors: hues) },
            Circle().node.drawing { $0.fill = .systemBackground }.padding(ControlMetrics.colorWellRing),
            Circle().node.drawing { $0.fill = chosen ?? .systemFill }.padding(inner),
        ]).frame(width: ControlMetrics.colorWellSize, height: ControlMetrics.colorWellSize)
        return controlRow(ViewKind(name: "ColorPicker"), label: label, control: well, of: view, in: environment)
    }

    // MARK: - Dates

    /// A `DatePicker` in iOS's compact style: its label, then the bound date ("Jun 6, 2022")
    /// and time ("9:41 AM") each in a rounded grey pill at the trailing edge, as many as its
    /// `displayedComponents` ask for (both by default). The page writes them in en_US and UTC,
    /// as it writes every date.
    func datePicker(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode {
        guard let seconds = boundValue(view.argument("selection")).flatMap(Interpreter.dateSeconds) else {
            throw error("`DatePicker` shows a `Date`, found \(boundValue(view.argument("selection"))?.typeName ?? "nothing")", at: view.location,
                        hint: "bind it to a date, e.g. `@State var day = Date()` and `selection: $day`")
        }
        let label = try titleViews(view, orSlot: nil, in: environment)
        var components = Set<String>()
        switch view.argument("displayedComponents") {
        case .member(let member)?: components = [member.name]
        case .array(let members)?: components = Set(members.compactMap(Self.memberName))
        default: components = ["date", "hourAndMinute"]
        }
        let date = Date(timeIntervalSince1970: seconds)
        var texts: [String] = []
        if components.contains("date") { texts.append(date.formatted(Interpreter.dateFormatStyle(date: .abbreviated, time: .omitted))) }
        if components.contains("hourAndMinute") { texts.append(date.formatted(Interpreter.dateFormatStyle(date: nil, time: .shortened))) }
        let pills = try texts.map { text in
            try lower(syntheticText(text, at: view.location), in: environment)
                .padding(ControlMetrics.datePillInsets)
                .drawing {
                    $0.background = Color.systemFill.opacity(0.6)
                    $0.cornerRadius = ControlMetrics.datePillCornerRadius
                }
        }
        return controlRow(ViewKind(name: "DatePicker"), label: label, control: ViewNode(layout: HStackLayout(spacing: 8), kind: .hStack, children: pills),
                          of: view, in: environment)
    }

    // MARK: - Disclosure

    /// A `DisclosureGroup`: its label with a chevron at the trailing edge, then its content
    /// when expanded. It starts closed, as in SwiftUI; bound to a `@State` Bool, the page holds
    /// both states and the label is their control: the reader clicks it to open and close the
    /// group, as a `<details>` element would, without script.
    func disclosureGroup(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode {
        let label = try titleViews(view, orSlot: "label", in: environment)
        let expanded = boundValue(view.argument("isExpanded")) == .bool(true)
        var chevronEnvironment = environment
        chevronEnvironment.font = .footnote
        chevronEnvironment.weight = .semibold
        var chevron = try lower(syntheticSymbol(expanded ? "chevron.down" : "chevron.right", at: view.location), in: chevronEnvironment)
            .drawing { $0.foreground = .blue }
        // Each state's chevron is an element of its own, so the page switches between them.
        chevron.id = view.id + (expanded ? "-open" : "-closed")
        var header = ViewNode(layout: HStackLayout(), kind: .hStack, children: label + [Spacer().node, chevron])
        if case .binding(let name)? = view.argument("isExpanded") {
            header.drawing.control = .disclosure(state: name)
        }
        let content = expanded ? try children(of: view, in: environment) : []
        return ViewNode(layout: VStackLayout(alignment: .leading), kind: ViewKind(name: "DisclosureGroup"), children: [header] + content)
    }

    /// A split view's children in a stack along `axis`, a `Divider` between each two.
    func splitView(_ view: BlockView, axis: Axis, in environment: LoweringEnvironment) throws -> ViewNode {
        var children: [ViewNode] = []
        for child in try self.children(of: view, in: environment) {
            if !children.isEmpty { children.append(Divider().node) }
            children.append(child)
        }
        let layout: any Layout = axis == .horizontal ? HStackLayout(spacing: 0) : VStackLayout(spacing: 0)
        return ViewNode(layout: layout, kind: ViewKind(name: axis == .horizontal ? "HSplitView" : "VSplitView"), children: children)
    }
}
