// The views table: one entry per view kind the engine lays out.

import TrellisLayout

extension BlockLowering {
    /// How each view kind becomes an engine view. A view the language knows but that is
    /// missing here is reported as not laid out yet.
    static let views: [String: ViewLowering] = [
        "ScrollView": { lowering, view, environment in
            let axes = view.argument(nil) == nil ? Axis.Set.vertical : lowering.axes(view.argument(nil))
            var children = try lowering.children(of: view, in: environment)
            // Several views in a ScrollView stack along its axis, as its implicit stack does.
            if children.count > 1 {
                children = [ViewNode(layout: axes == .horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout()),
                                     kind: ViewKind(name: axes == .horizontal ? "HStack" : "VStack"), children: children)]
            }
            // `.contentMargins(...)` around: the content is inset inside the scrolled area.
            if environment.scrollContentMargins != EdgeInsets() {
                children = children.map { $0.padding(environment.scrollContentMargins) }
            }
            return ViewNode(layout: ScrollViewLayout(axes: axes, anchor: environment.scrollAnchor), kind: ViewKind(name: "ScrollView"), children: children)
                .drawing { $0.scrollAxes = axes }
        },
        "GeometryReader": { lowering, view, environment in
            var inner = environment
            let box = GeometryBox()
            inner.geometry = box
            return ViewNode(layout: GeometryReaderLayout(box: box), kind: ViewKind(name: "GeometryReader"),
                            children: try lowering.children(of: view, in: inner))
        },
        "_ConditionalContent": { lowering, view, environment in
            // An `if` on a GeometryReader's size: the branch is chosen for each size it has.
            guard case .geometry(let condition)? = view.argument("condition"), let box = environment.geometry else {
                throw lowering.error("this `if` needs the size of a `GeometryReader` around it", at: view.location)
            }
            // A view that lowers to several (a `ForEach`) gives each of them a node: each is a
            // subview of the container around, which decides its presence.
            func views(_ node: ViewNode) -> [ViewNode] {
                if case .group(let children) = node.content { children.flatMap(views) } else { [node] }
            }
            let layout = GeometryBranchLayout(box: box, condition: condition, showsWhenHolds: view.argument("holds") != .bool(false))
            let branches = try lowering.children(of: view, in: environment).flatMap(views).map {
                ViewNode(layout: layout, kind: ViewKind(name: "_ConditionalContent"), children: [$0])
            }
            return branches.count == 1 ? branches[0] : .group(branches)
        },
        "Grid": { lowering, view, environment in
            ViewNode(layout: GridLayout(alignment: lowering.alignment(view.argument("alignment")),
                                        horizontalSpacing: lowering.number(view.argument("horizontalSpacing")),
                                        verticalSpacing: lowering.number(view.argument("verticalSpacing"))),
                     kind: .grid, children: try lowering.children(of: view, in: environment))
        },
        "GridRow": { lowering, view, environment in
            let cells = try lowering.children(of: view, in: environment)
            let alignment = BlockLowering.memberName(view.argument("alignment")).flatMap { BlockLowering.verticalAlignments[$0] }
            return GridRow(alignment: alignment) { cells }.node
        },
        "ViewThatFits": { lowering, view, environment in
            let alternatives = try lowering.children(of: view, in: environment)
            return ViewThatFits(in: lowering.axes(view.argument("in"))) { alternatives }.node
        },
        "ProgressView": { lowering, view, environment in
            // The title: a string, or the views of `label:` (`ProgressView { Text("Working") }`).
            let title: [ViewNode] = if case .string(let text)? = view.argument(nil) { [lowering.plainText(text, in: environment)] }
                else { try lowering.slotViews(view, "label", in: environment) }
            // iOS draws a circular progress view as its spinner, with or without a value; a
            // title goes under the spinner, centred and secondary, as the circular style sets it.
            guard let value = lowering.number(view.argument("value")), environment.progressViewStyle != "circular" else {
                guard !title.isEmpty else { return ProgressView().node }
                return ViewNode(layout: VStackLayout(alignment: .center, spacing: ProgressView.titleSpacing), kind: .vStack,
                                children: [ProgressView().node] + title.map { $0.drawing { $0.foreground = .secondary } })
            }
            let bar = ProgressView(value: value, total: lowering.number(view.argument("total")) ?? 1).node
            // A bar's title goes over it, the current value's label under it, small and
            // secondary (`.caption`, as shaps80's SwiftUIBackports ports iOS 14's linear style).
            var valueEnvironment = environment
            valueEnvironment.font = .caption
            let current = try lowering.slotViews(view, "currentValueLabel", in: valueEnvironment).map { $0.drawing { $0.foreground = .secondary } }
            guard !title.isEmpty || !current.isEmpty else { return bar }
            return ViewNode(layout: VStackLayout(alignment: .leading, spacing: ProgressView.titleSpacing), kind: .vStack, children: title + [bar] + current)
        },
        "Button": { lowering, view, environment in
            let label = view.argument(nil) == nil && view.children.isEmpty
                ? try lowering.roleLabel(BlockLowering.memberName(view.argument("role")), at: view.location, in: environment)
                : try lowering.titledLabel(view, in: environment)
            var node = Button { label }.node
            // A button whose action toggles or sets a state is that state's control (`Interpreter`).
            if case .binding(let state)? = view.argument("action") {
                let assigned = view.argument("assigns")
                node = node.drawing { drawing in
                    if let assigned { drawing.setsState = StateAssignment(state: state, value: assigned.interpolated) } else { drawing.togglesState = state }
                }
            }
            // A destructive button is drawn in red, as iOS draws it.
            return BlockLowering.memberName(view.argument("role")) == "destructive" ? node.drawing { $0.tint = .red } : node
        },
        "HStack": { lowering, view, environment in
            let alignment = lowering.verticalAlignment(view.argument("alignment"))
            return ViewNode(layout: try lowering.spacedLayout(view, environment) { HStackLayout(alignment: alignment, spacing: $0) },
                            kind: .hStack, children: try lowering.children(of: view, in: environment))
        },
        "VStack": { lowering, view, environment in
            let alignment = lowering.horizontalAlignment(view.argument("alignment"))
            return ViewNode(layout: try lowering.spacedLayout(view, environment) { VStackLayout(alignment: alignment, spacing: $0) },
                            kind: .vStack, children: try lowering.children(of: view, in: environment))
        },
        "ZStack": { lowering, view, environment in
            ViewNode(layout: ZStackLayout(alignment: lowering.alignment(view.argument("alignment"))),
                     kind: .zStack, children: try lowering.children(of: view, in: environment))
        },
        "Group": { lowering, view, environment in .group(try lowering.children(of: view, in: environment)) },
        "GlassEffectContainer": { lowering, view, environment in .group(try lowering.children(of: view, in: environment)) },
        "EmptyView": { _, _, _ in .empty },
        "Text": { lowering, view, environment in try lowering.text(view, in: environment) },
        "Image": { lowering, view, environment in try lowering.image(view, in: environment) },
        "Divider": { _, _, _ in Divider().node },
        "Spacer": { lowering, view, _ in Spacer(minLength: lowering.number(view.argument("minLength"))).node },
        // `Color(red: shop.red, ...)` of the app's values is grey (`colorValue(of:)`).
        "Color": { lowering, view, _ in try lowering.color(BlockLowering.colorValue(of: view), at: view.location).node },
        "Rectangle": { _, _, _ in Rectangle().node },
        "ContainerRelativeShape": { _, _, _ in Rectangle().node },
        // A gradient view takes what it is offered, as a rectangle does, and draws its colours.
        "LinearGradient": { lowering, view, _ in try lowering.gradientView(view) },
        "RadialGradient": { lowering, view, _ in try lowering.gradientView(view) },
        "EllipticalGradient": { lowering, view, _ in try lowering.gradientView(view) },
        "AngularGradient": { lowering, view, _ in try lowering.gradientView(view) },
        "RoundedRectangle": { lowering, view, _ in
            if case .swift(let data)? = view.argument("cornerSize"), case .size(let corner) = data.value {
                // The engine's rounded rectangle has one radius; elliptical corners take the
                // smaller, with a warning (`ParsedBlock.shapeWarnings`).
                return RoundedRectangle(cornerRadius: min(corner.width, corner.height)).node
            }
            return RoundedRectangle(cornerRadius: lowering.number(view.argument("cornerRadius")) ?? 0).node
        },
        "UnevenRoundedRectangle": { lowering, view, _ in UnevenRoundedRectangle(cornerRadii: lowering.cornerRadii(of: view.arguments)).node },
        "Circle": { _, _, _ in Circle().node },
        "Capsule": { _, _, _ in Capsule().node },
        "Ellipse": { _, _, _ in Ellipse().node },
        "Link": { lowering, view, environment in
            var content = try lowering.children(of: view, in: environment)
            if case .string(let title)? = view.argument(nil) {
                content = [lowering.plainText(title, in: environment)]
            }
            var node = ViewNode(layout: ZStackLayout(), kind: .link, children: content)
            if case .string(let destination)? = view.argument("destination") { node.drawing.control = .link(destination: destination) }
            return node
        },
        "Picker": { lowering, view, environment in try lowering.picker(view, in: environment) },
        "Toggle": { lowering, view, environment in
            // Its title (with its symbol, as a Label), or its label views.
            let label = try lowering.titledLabel(view, in: environment)
            // iOS's switch: 51 x 31 px beside the label, pushed to the trailing edge. Bound to a
            // page state it is a checkbox the reader flips (the page draws it); given a fixed
            // value (`.constant(true)`, a declared view's property) it is drawn as it stands.
            if case .binding(let name)? = view.argument("isOn") {
                var node = lowering.controlRow(.toggle, label: label, control: Capsule().frame(width: 51, height: 31), of: view, in: environment)
                node.drawing.control = .toggle(state: name)
                return node
            }
            let isOn = lowering.boundValue(view.argument("isOn")) == .bool(true)
            var node = lowering.controlRow(.toggle, label: label, control: BlockLowering.staticSwitch(isOn: isOn), of: view, in: environment)
            node.drawing.control = .toggle(state: nil)
            return node
        },
    ]

    // MARK: - Pickers

    /// A `Picker` as iOS draws it in a page, for its style (its drawing's `PickerDrawing`
    /// tells the renderer which control to write):
    /// - `segmented` (and `palette`): the options side by side, 10 x 4 px around each;
    /// - `menu` (and `automatic`, which is a menu on iOS): the current option's title and an
    ///   up-down chevron (`menuChevronWidth`), 10 x 6 px around; the page draws a `<select>`;
    /// - `inline`, `radioGroup` (and `wheel`): the options listed vertically, each after a
    ///   `radioSize` radio button; a radio group in a row under `.horizontalRadioGroupLayout()`.
    func picker(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode {
        var stateName: String?
        if case .binding(let name)? = view.argument("selection") { stateName = name }
        var node: ViewNode
        let drawing: PickerDrawing
        switch Self.pickerDrawing(environment.pickerStyle) {
        case "menu":
            let tagged = view.children.filter { $0.modifiers.contains { $0.name == "tag" } }
            let current = stateName.flatMap { state[$0] } ?? boundValue(view.argument("selection"))
            let selected = tagged.first { $0.modifiers.last { $0.name == "tag" }?.argument(nil) == current } ?? tagged.first
            var title = selected?.modifiers.last { $0.name == "tag" }?.argument(nil)?.interpolated ?? ""
            if case .string(let text)? = selected?.argument(nil) ?? selected?.argument("verbatim") { title = text }
            // Bound to a page state, the title is drawn by the `<select>` itself, so it is not
            // an element of its own; a fixed selection (`.constant(1)`) draws it as text.
            var label = plainText(title, in: environment)
            if stateName != nil { label.kind = .pickerTitle }
            node = label.padding(EdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10 + 4 + Self.menuChevronWidth))
            node.kind = .picker
            drawing = .menu(titleFont: environment.fontSpec(baseSize: options.baseFontSize))
        case "inline":
            let rows = try view.children.map { option -> ViewNode in
                var row = ViewNode(layout: HStackLayout(spacing: 8), kind: .pickerRow, children: [
                    Circle().frame(width: Self.radioSize, height: Self.radioSize), try lower(option, in: environment),
                ])
                row.drawing.tag = option.modifiers.last { $0.name == "tag" }?.argument(nil)?.interpolated
                return row
            }
            let inRow = environment.radioGroupIsHorizontal && environment.pickerStyle == "radioGroup"
            let layout: any Layout = inRow ? HStackLayout(spacing: 8) : VStackLayout(alignment: .leading, spacing: 8)
            node = ViewNode(layout: layout, kind: .picker, children: rows)
            drawing = .inline
        default:
            let options = try view.children.map { option in
                try lower(option, in: environment).padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
            }
            node = ViewNode(layout: HStackLayout(spacing: 0), kind: .picker, children: options)
            drawing = .segmented
        }
        node.drawing.control = .picker(state: stateName, style: drawing)
        return node
    }

    /// The width a menu picker keeps after its title (and 4 px) for the chevron.
    static let menuChevronWidth: Double = 12
    /// A radio button's diameter in an inline picker.
    static let radioSize: Double = 18

    /// The drawing of a SwiftUI picker style: `segmented`, `menu` or `inline`.
    static func pickerDrawing(_ style: String) -> String {
        switch style {
        case "segmented", "palette": "segmented"
        case "inline", "radioGroup", "wheel": "inline"
        default: "menu"
        }
    }

    // MARK: - Text and images

    func text(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode {
        var styled = try styledText(view, in: environment)
        // `.textCase` changes the characters, so it is applied before the text is measured.
        if let textCase = environment.textCase {
            for index in styled.runs.indices {
                styled.runs[index].text = textCase == "uppercase" ? styled.runs[index].text.uppercased() : styled.runs[index].text.lowercased()
            }
        }
        styled.lineLimit = environment.lineLimit
        styled.reservedLines = environment.reservedLines
        styled.alignment = environment.alignment
        styled.truncationMode = environment.truncationMode
        styled.minimumScaleFactor = environment.minimumScaleFactor
        styled.lineSpacing = environment.lineSpacing
        return Text(styled).node
    }

    /// A text's runs in its fonts; each part of a `Text + Text` in its own font (the font
    /// modifiers written on the part apply to it alone).
    private func styledText(_ view: BlockView, in environment: LoweringEnvironment) throws -> StyledText {
        if !view.children.isEmpty, view.arguments.isEmpty {
            return StyledText(runs: try view.children.flatMap { try partRuns($0, in: environment) })
        }
        let font = environment.fontSpec(baseSize: options.baseFontSize)
        var styled: StyledText
        if case .string(let markdown)? = view.argument(nil) {
            styled = InlineMarkdown.styledText(markdown, font: font)
        } else if case .string(let verbatim)? = view.argument("verbatim") {
            styled = StyledText(runs: [TextRun(text: verbatim, font: font)])
        } else {
            styled = StyledText(runs: [])
        }
        for index in styled.runs.indices { styled.runs[index].look = environment.runLook }
        if !view.children.isEmpty { styled.runs = try interpolatedRuns(styled.runs, parts: view.children, in: environment) }
        return styled
    }

    /// A part of `Text + Text`, or a text interpolated into a text: its runs, in its own font
    /// and colour (the modifiers written on the part apply to it alone).
    private func partRuns(_ part: BlockView, in environment: LoweringEnvironment) throws -> [TextRun] {
        var partEnvironment = environment
        // A part's offset raises its runs within the line (`TextRun.baselineOffset`); offsets
        // of nested parts add up.
        var raise = 0.0
        for modifier in part.modifiers.reversed() {
            if modifier.name == "baselineOffset", let offset = number(modifier.argument(nil)), offset.isFinite {
                raise += offset
            }
            try Self.environmentModifiers[modifier.name]?(self, &partEnvironment, modifier)
            // A part's colour is its own: `Text("a") + Text("b").foregroundColor(.red)`.
            if ["foregroundColor", "foregroundStyle"].contains(modifier.name), let value = modifier.argument(nil), value != .null {
                partEnvironment.runLook.foreground = try color(value, at: modifier.location)
            }
        }
        var runs = try styledText(part, in: partEnvironment).runs
        if raise != 0 { for index in runs.indices { runs[index].baselineOffset += raise } }
        return runs
    }

    /// `runs` of a text whose string holds a U+FFFC for each of `parts`, the views interpolated
    /// into it (`Interpreter.textParts`), with each U+FFFC replaced by its part: an SF Symbol as
    /// a run of its own in the font around it (bold in `**…**`), a text as its runs.
    private func interpolatedRuns(_ runs: [TextRun], parts: [BlockView], in environment: LoweringEnvironment) throws -> [TextRun] {
        var result: [TextRun] = []
        var next = parts.makeIterator()
        for run in runs {
            var pieces = run.text.split(separator: "\u{FFFC}", omittingEmptySubsequences: false)[...]
            while let piece = pieces.popFirst() {
                if !piece.isEmpty {
                    var text = run
                    text.text = String(piece)
                    result.append(text)
                }
                guard !pieces.isEmpty, let part = next.next() else { continue }
                if case .string(let name)? = part.argument("systemName") {
                    var symbol = TextRun.symbol(name, font: run.font, look: run.look)
                    symbol.link = run.link
                    result.append(symbol)
                } else {
                    result += try partRuns(part, in: environment)
                }
            }
        }
        return result
    }

    /// Text the author did not write as a view (a button's or toggle's title).
    func plainText(_ string: String, in environment: LoweringEnvironment) -> ViewNode {
        Text(string, font: environment.fontSpec(baseSize: options.baseFontSize)).node
    }

    private func image(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode {
        func symbol(_ symbol: String) -> ViewNode {
            let size = environment.fontSpec(baseSize: options.baseFontSize).size
            var node = SymbolImage(name: symbol, fontSize: size, scale: environment.imageScale,
                                   resizable: view.modifiers.contains { $0.name == "resizable" }).node
            node.drawing.control = .symbol(name: symbol)
            return node
        }
        if case .string(let name)? = view.argument("systemName") {
            // In a `symbolVariant(_:)`, the variant's glyph where the catalogue has one (the base
            // drawn otherwise, said where the block is read: `ParsedBlock.symbolWarnings`).
            let variant = SymbolCatalog.name(name, in: environment.symbolVariants)
            return symbol(variant != name && SymbolCatalog.glyph(for: variant) != nil ? variant : name)
        }
        var name = ""
        if case .string(let text)? = view.argument(nil) ?? view.argument("decorative") { name = text }
        let file: BlockImage
        do {
            file = try options.images.image(named: name)
        } catch {
            // The app's asset (`Image("turtlerock")`) the site lacks: the `photo` symbol stands
            // in, with a warning (`ParsedBlock.assetWarnings`), as for the app's other images.
            if error.isMissingAsset { return symbol(Interpreter.standInSymbol) }
            throw self.error(error.message, at: view.location, hint: error.hint)
        }
        let resizable = view.modifiers.contains { $0.name == "resizable" }
        var node = Image(name, size: file.size, resizable: resizable).node
        node.drawing.control = .image(source: file.url, alternativeText: Self.alternativeText(view, name: name))
        return node
    }

    /// A stack's layout with its `spacing:`, which may be computed from a GeometryReader's size
    /// (`HStack(spacing: proxy.size.width / 120)`, or `nil`, the default, at some sizes): then the
    /// stack is made for the reader's size call by call, as a modifier of such a value is
    /// (`geometryDependent`).
    func spacedLayout(_ view: BlockView, _ environment: LoweringEnvironment, make: @escaping @Sendable (Double?) -> any Layout) throws -> any Layout {
        guard case .geometry(let spacing)? = view.argument("spacing") else { return make(number(view.argument("spacing"))) }
        guard let box = environment.geometry else { throw error("this value needs the size of a `GeometryReader` around it", at: view.location) }
        return GeometryDependentLayout(box: box) { size in make(spacing.optionalValue(in: size)) }
    }

    /// The `alt` text of an image, following what SwiftUI tells assistive technology:
    /// `Image(decorative:)` "SwiftUI ignores [...] for accessibility purposes" (empty alt),
    /// `Image(_:label:)`'s label "SwiftUI uses [...] for accessibility", and otherwise SwiftUI
    /// reads the image's name, so the file name's stem is used with `-` and `_` read as spaces
    /// (`pet-poll.svg` -> "pet poll"). `.accessibilityLabel("...")` replaces any of them
    /// (the modifier's lowering, `labellingImage`).
    static func alternativeText(_ view: BlockView, name: String) -> String {
        if view.argument("decorative") != nil { return "" }
        if let label = spokenText(view.argument("label")) { return label }
        let file = name.split(separator: "/").last.map(String.init) ?? name
        let stem = file.lastIndex(of: ".").map { file[..<$0] }.flatMap { $0.isEmpty ? nil : String($0) } ?? file
        return String(stem.map { $0 == "-" || $0 == "_" ? " " : $0 })
    }
}
