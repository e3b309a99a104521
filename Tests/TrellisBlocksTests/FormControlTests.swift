// Labels, text fields, sliders, steppers and disclosure groups: sizes from ControlMetrics.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

@Suite struct FormControlTests {
    /// `.pickerStyle(.wheel)` was drawn as the inline list without a word, and iOS 16's
    /// `.navigationLink` stood in as the app's style: each is drawn as the style a page has
    /// nearest, with a warning naming it.
    @Test func aWheelOrNavigationLinkPickerIsSaid() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            @State var pick = 1
            VStack {
                Picker("Size", selection: $pick) { Text("S").tag(1); Text("L").tag(2) }.pickerStyle(.wheel)
                Picker("Size", selection: $pick) { Text("S").tag(1); Text("L").tag(2) }.pickerStyle(.navigationLink)
            }
            """, file: "content/test.md", firstLine: 10))
        #expect(block.notes.map(\.message) == [
            "`.pickerStyle(.wheel)` is drawn as `.inline`, the style a page draws, and laid out at its size",
            "`.pickerStyle(.navigationLink)` is drawn as `.menu`, the style a page draws, and laid out at its size",
        ])
    }

    @Test func aLabelSetsItsIconBeforeItsTitleUnlessItsStyleSaysOtherwise() throws {
        let code = """
            Label { Text("Star").id("title") } icon: { Color.yellow.frame(width: 20, height: 20).id("icon") }
                .id("label")
            """
        let found = try frames(code, width: 300)
        let icon = try #require(found["icon"]), title = try #require(found["title"])
        // Side by side, 8 apart, centred on each other.
        #expect(title.minX - icon.maxX == 8)
        #expect(icon.midY == title.midY)
        #expect(found["label"]?.width == 60.0)
        let iconOnly = try frames(code + "\n.labelStyle(.iconOnly)", width: 300)
        #expect(iconOnly["title"] == nil)
        #expect(iconOnly["label"]?.width == 20)
        let titleOnly = try frames(code + "\n.labelStyle(.titleOnly)", width: 300)
        #expect(titleOnly["icon"] == nil)
        #expect(titleOnly["title"]?.minX == titleOnly["label"]?.minX)
    }

    /// `.labelsHidden()` (Apple: "Hides the labels of any controls contained within this view")
    /// leaves a control alone: a `Toggle` is its 51 x 31 switch, not a row as wide as offered,
    /// a `Stepper` its minus-plus control; `.labelsVisibility(.hidden)` (iOS 18) does the same
    /// and `.visible` shows them again inside. The title stays the switch's accessibility
    /// label. Both were accepted without effect ("no effect on a static page"), the second
    /// standing in as the app's (sets BT, BU).
    @Test func hiddenLabelsLeaveTheControlAlone() throws {
        let found = try frames("""
            @State var on = true
            VStack {
                Toggle("Wi-Fi", isOn: $on).labelsHidden().id("hidden")
                Toggle("Wi-Fi", isOn: $on).id("shown")
                Stepper("Count", value: .constant(2)).labelsVisibility(.hidden).id("stepper")
                VStack { Toggle("Bluetooth", isOn: .constant(false)).labelsVisibility(.visible).id("again") }.labelsHidden()
            }
            """, width: 300)
        #expect(found["hidden"]?.size == Size(width: 51, height: 31), "\(found)")
        #expect(found["shown"]?.width == 300)
        #expect(found["stepper"]?.size == ControlMetrics.stepperSize, "\(found)")
        #expect(found["again"]?.width == 300)
        // A menu picker's title, which a form row draws before the choice, is hidden too.
        let form = try frames("""
            Form {
                Picker("Flavor", selection: .constant(1)) { Text("Vanilla").tag(1) }.labelsHidden().id("hidden")
                Picker("Flavor", selection: .constant(1)) { Text("Vanilla").tag(1) }.id("shown")
                Picker("Flavor", selection: .constant(1)) { Text("Vanilla").tag(1) }.labelsVisibility(.visible).labelsHidden().id("inner")
            }
            .frame(height: 200)
            """, width: 390)
        let hidden = try #require(form["hidden"]), shown = try #require(form["shown"])
        #expect(hidden.size == shown.size && hidden.minX < shown.minX, "\(form)")
        // The innermost modifier wins, as SwiftUI's environment does: `.visible` under `.labelsHidden()`.
        #expect(form["inner"]?.minX == shown.minX, "\(form)")
        let block = try ParsedBlock(source: LayoutBlockSource(code: "Toggle(\"Wi-Fi\", isOn: .constant(true)).labelsHidden()", file: "content/test.md"))
        #expect(block.notes.isEmpty, "\(block.notes)")
    }

    /// SwiftUI's own behaviour modifiers seen standing in as the app's (sets BT, BU): a menu's
    /// dismissal, an accented widget's image, a TipKit popover. A page has none of them to do,
    /// so each is a note, never a stand-in a build refuses.
    @Test func menuWidgetAndTipBehavioursAreNotes() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Menu("More") { Button("A") {} }.menuActionDismissBehavior(.disabled)
                Image(systemName: "star").widgetAccentedRenderingMode(.fullColor)
                Text("Tip").popoverTip(FavoriteTip())
            }
            """, file: "content/test.md"))
        #expect(block.notes.map(\.severity) == [.note], "\(block.notes)")
        #expect(block.notes.first?.message.contains("`.menuActionDismissBehavior`, `.widgetAccentedRenderingMode`, `.popoverTip`") == true, "\(block.notes)")
    }

    @Test func aTextFieldIsAsWideAsOfferedAndRoundedBorderAddsItsBox() throws {
        let plain = try frames("""
            @State var name = ""
            TextField("Name", text: $name).id("field")
            """, width: 300)
        #expect(plain["field"] == Rect(x: 0, y: 0, width: 300, height: 20))
        let boxed = try frames("""
            @State var name = "Taylor"
            TextField("Name", text: $name).textFieldStyle(.roundedBorder).id("field")
            """, width: 300)
        #expect(boxed["field"] == Rect(x: 0, y: 0, width: 300, height: 20 + 12))
    }

    @Test func aTextFieldShowsItsTextOrItsPlaceholder() throws {
        let empty = try interpretedText("@State var name = \"\"\nTextField(\"Your name\", text: $name)")
        #expect(empty == "Your name")
        let filled = try interpretedText("@State var name = \"Taylor\"\nTextField(\"Your name\", text: $name)")
        #expect(filled == "Taylor")
        let secret = try interpretedText("@State var code = \"1234\"\nSecureField(\"Code\", text: $code)")
        #expect(secret == "••••")
    }

    /// `$contacts[i].name` (set BD's QR-Pop, rows edited in place): SwiftUI's `Binding` subscript
    /// binds one element, and its member one field, as `ForEach($contacts) { $contact in }` does;
    /// each field shows its element's value. A binding is not subscripted by a key it lacks.
    @Test func aBindingSubscriptedBindsTheElement() throws {
        let code = """
            struct Contact {
                var name: String
                var done: Bool
            }
            @State var contacts = [Contact(name: "Ada", done: true), Contact(name: "Alan", done: false)]
            VStack {
                ForEach(contacts.indices, id: \\.self) { i in
                    TextField("Name", text: $contacts[i].name)
                }
                Toggle("Done", isOn: $contacts[1].done)
            }
            """
        #expect(try interpretedText(code).hasPrefix("Ada|Alan"))
        let toggle = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
            .initialView.allViews.first { $0.kind == "Toggle" }
        #expect(toggle?.argument("isOn").map(Interpreter.isBinding) == true, "\(String(describing: toggle))")
        #expect(message("@State var names = [\"a\"]\nTextField(\"Name\", text: $names[\"x\"])").contains("error"))
    }

    /// `TextField(_:value:format:prompt:)` shows its value as the format style writes it, as
    /// `Text(_:format:)` does; `init(_:value:formatter:)` takes the app's `Formatter`, which a
    /// page has not (a stand-in), and shows the value as Swift prints it (set K).
    @Test func aTextFieldOfAValueShowsItFormatted() throws {
        let formatted = try interpretedText("@State var amount = 1234.5\nTextField(\"Amount\", value: $amount, format: .number, prompt: Text(\"0\"))")
        #expect(formatted == "1,234.5")
        let block = try ParsedBlock(source: LayoutBlockSource(code: "@State var count = 3\nTextField(\"Count\", value: $count, formatter: numberFormatter)", file: "content/test.md"))
        #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("`numberFormatter` is not defined") })
        #expect(try interpretedText("@State var count = 3\nTextField(\"Count\", value: $count, formatter: numberFormatter)") == "3")
    }

    @Test func aDeclaredViewsOwnStateFillsItsFields() throws {
        let shown = try interpretedText("""
            struct Search: View {
                @State private var query = "cats"
                var body: some View { TextField("Search", text: $query) }
            }
            """)
        #expect(shown == "cats")
        let previewed = try interpretedText("TextField(\"Search\", text: .constant(\"dogs\"))")
        #expect(previewed == "dogs")
        // A toggle and a menu picker bound to the view's own state show its value (nothing on a
        // page changes it, as with `.constant`); the switch sits at its resting end.
        let controls = """
            struct Settings: View {
                @State var isOn = false
                @State private var mode = 1
                var body: some View {
                    VStack {
                        Toggle(isOn: $isOn) { Text("Sync") }
                        Picker("Mode", selection: $mode) {
                            Text("One").tag(0)
                            Text("Two").tag(1)
                        }
                    }
                }
            }
            """
        #expect(try interpretedText(controls) == "Sync|Two")
        let (capsule, knob) = try switchFrames(controls)
        #expect(knob.minX == capsule.minX + 2)
    }

    /// `$isOn` of a pasted view's own state is a binding value (`.constant(isOn)`: nothing on a
    /// page changes it), so it reaches a control through a function's `Binding<Bool>`
    /// parameter, a `let`, `ForEach($items) { $item in }` and `$item.name` (Binding's dynamic
    /// member lookup), as SwiftUI's `Binding` does (Apple, "Binding"); it was read as the bare
    /// value there, and only `$isOn` written at the control's argument bound ("expects a binding
    /// to a state variable, found a Bool").
    @Test func aViewsOwnBindingPassesThroughParametersLetsAndForEach() throws {
        let code = """
            struct Item: Identifiable { let id: Int; var name: String; var done: Bool }
            struct Todo: View {
                @State private var items = [Item(id: 1, name: "Milk", done: true)]
                @State private var isOn = true
                @State private var query = "cats"
                func field(_ text: Binding<String>) -> some View { TextField("Q", text: text) }
                func row(_ on: Binding<Bool>) -> some View { Toggle("Wifi", isOn: on) }
                var body: some View {
                    VStack {
                        field(self.$query)
                        let kept = $query
                        TextField("K", text: kept)
                        ForEach($items) { $item in TextField("N", text: $item.name) }
                        Text($query.wrappedValue + "!")
                        row($isOn)
                    }
                }
            }
            """
        #expect(try interpretedText(code) == "cats|cats|Milk|cats!|Wifi")
        let (capsule, knob) = try switchFrames(code)
        #expect(knob.maxX == capsule.maxX - 2, "the switch is on: \(knob) in \(capsule)")
    }

    /// `TextField(_:value:format:)` of a pasted view's own state (`$amount`, now a binding
    /// value, `.constant(amount)`), of `.constant(5)` and of `Binding(get:set:)` shows the value
    /// formatted (Apple, "init(_:value:format:prompt:)"), as it does for the page's state; the
    /// format read only a page state's binding and refused the others (set AK).
    @Test func aFormattedFieldOfAnyBindingShowsItsValue() throws {
        let shown = try interpretedText("""
            struct Tip: View {
                @State private var amount: Double? = 12.5
                @State private var other = 3.0
                var body: some View {
                    VStack {
                        TextField("Amount", value: $amount, format: .number)
                        TextField("Five", value: .constant(5), format: .number)
                        TextField("Twice", value: Binding(get: { other * 2 }, set: { other = $0 / 2 }), format: .number)
                    }
                }
            }
            """)
        #expect(shown == "12.5|5|6", "\(shown)")
    }

    /// The frames of a block's first switch: its capsule and its knob, laid out at 300.
    private func switchFrames(_ code: String) throws -> (capsule: Rect, knob: Rect) {
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 300)
        let capsule = try #require(result.nodes.first { $0.kind == .capsule })
        let knob = try #require(result.nodes.first { $0.kind == .circle })
        return (capsule.frame, knob.frame)
    }

    /// The string the engine measures for a block's only text.
    private func interpretedText(_ code: String) throws -> String {
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 300)
        let texts = result.nodes.compactMap { node -> String? in
            if case .leaf(let leaf) = node.content, let text = leaf as? Text { return text.styled.plainText }
            return nil
        }
        return texts.joined(separator: "|")
    }

    @Test func aSliderPutsItsThumbAtTheValuesFraction() throws {
        let slider = ViewNode(layout: SliderLayout(fraction: 0.25), kind: ViewKind(name: "Slider"), children: [
            Color.red.node.id("track"), Color.blue.node.id("filled"), Color.green.node.id("thumb"),
        ])
        let result = LayoutEngine(slider, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 200)
        #expect(result.size == Size(width: 200, height: 30))
        // The thumb's leading edge travels 0 ... 200 − 28: a quarter of it is 43.
        #expect(result.node(withID: "thumb")?.frame == Rect(x: 43, y: 1, width: 28, height: 28))
        #expect(result.node(withID: "track")?.frame == Rect(x: 0, y: 13, width: 200, height: 4))
        #expect(result.node(withID: "filled")?.frame == Rect(x: 0, y: 13, width: 57, height: 4))
    }

    @Test func aSliderReadsItsStateAndBounds() throws {
        let found = try frames("""
            @State var volume = 0.5
            Slider(value: $volume, in: 0.0...2.0) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0").id("min")
            } maximumValueLabel: {
                Text("2").id("max")
            }
            .id("slider")
            """, width: 300)
        #expect(found["slider"]?.height == 30)
        #expect(found["min"]?.minX == 0)
        #expect(found["max"]?.maxX == 300)
    }

    /// A `ClosedRange<Double>` made in Swift code (a view's property, a computed one) is the
    /// slider's bounds, as a literal range is.
    @Test func aSliderTakesARangeMadeInSwiftCode() throws {
        let view = try interpret("""
            struct Volume: View {
                @State var level = 3.0
                let limits: ClosedRange<Double> = 0...10
                var span: ClosedRange<Double> { limits.lowerBound...limits.upperBound / 2 }
                var body: some View {
                    VStack {
                        Slider(value: $level, in: span)
                        Text(limits.contains(level) ? "in" : "out")
                    }
                }
            }
            """)
        let slider = try #require(view.allViews.first { $0.kind == "Slider" })
        guard case .member(let range)? = slider.argument("in") else { Issue.record("no range: \(String(describing: slider.argument("in")))"); return }
        #expect(range.argument("lowerBound")?.number == 0 && range.argument("upperBound")?.number == 5)
        #expect(texts(view) == ["in"])
    }

    @Test func aStepperPutsUIKitsControlAtTheTrailingEdge() throws {
        let found = try frames("""
            @State var count = 2
            Stepper("Count: \\(count)", value: $count, in: 0...5).id("stepper")
            """, width: 300)
        #expect(found["stepper"] == Rect(x: 0, y: 0, width: 300, height: 32))
    }

    /// `ColorPicker` as iOS draws it (Apple, "ColorPicker": it "shows the currently selected
    /// color"): the title or label at the leading edge, the 28-pt well at the trailing edge,
    /// filled with the bound colour (a `Color` kept in a state, or `.constant(...)`); it stood
    /// in as its name before (21 uses in sets AH and AI).
    @Test func aColorPickerPutsItsWellAtTheTrailingEdge() throws {
        let code = """
            @State var tint = Color.orange
            VStack(spacing: 0) {
                ColorPicker("Accent", selection: $tint).id("titled")
                ColorPicker(selection: .constant(Color.blue), supportsOpacity: false) { Text("Mark").id("label") }.id("labelled")
            }
            """
        let found = try frames(code, width: 300)
        #expect(found["titled"] == Rect(x: 0, y: 0, width: 300, height: 28))
        #expect(found["labelled"] == Rect(x: 0, y: 28, width: 300, height: 28) && found["label"]?.minX == 0)
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.isEmpty, "\(block.notes)")
        // The wells' inner circles are filled with the bound colours.
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        var fills: [Color] = []
        func visit(_ node: ViewNode) {
            if case .leaf = node.content, let fill = node.drawing.fill { fills.append(fill) }
            switch node.content {
            case .leaf: break
            case .layout(_, let children), .group(let children): children.forEach(visit)
            }
        }
        visit(root)
        #expect(fills.contains(.orange) && fills.contains(.blue), "\(fills)")
    }

    /// `Stepper(value:in:step:) { label }`: the trailing closure is the label, passing over
    /// the defaulted `onEditingChanged` before it, as Swift's forward scan does (SE-0286).
    @Test func aSteppersTrailingClosureIsItsLabel() throws {
        let found = try frames("""
            @State var spacing = 1.5
            VStack {
                Stepper(value: $spacing, in: 1.2...2, step: 0.1) { Text("Line spacing").id("label") }.id("stepper")
                Stepper(value: $spacing, in: 0...3) { Text("n") }
            }
            """, width: 300)
        #expect(found["stepper"] == Rect(x: 0, y: 0, width: 300, height: 32))
        #expect(found["label"]?.minX == 0)
    }

    /// The controls' other documented forms, met on set G: iOS 16's label-first `Stepper`,
    /// iOS 13's `Slider(value:in:onEditingChanged:) { label }`, a `Slider` whose trailing
    /// closure takes the editing flag (a callback, not a label), `SecureField(_:text:) {
    /// onCommit }`, `SecureField(text:prompt:label:)` and `GroupBox(label:content:)`.
    @Test func theControlsOlderAndNewerFormsLayOut() throws {
        let found = try frames("""
            @State var value = 3.0
            @State var secret = ""
            VStack {
                Stepper { Text("Steps").id("stepLabel") } onIncrement: { value += 1 } onDecrement: { value -= 1 } onEditingChanged: { _ in }
                Slider(value: $value, in: 0...10, onEditingChanged: { _ in }) { Text("Level") }.id("slider")
                Slider(value: $value, in: 0...10, step: 2) { editing in print(editing) }.id("plain")
                SecureField("Password", text: $secret) { print("commit") }.id("secure")
                SecureField(text: $secret, prompt: Text("Required")) { Text("Password") }
                GroupBox(label: Text("Group").id("groupLabel"), content: { Text("Inside") })
            }
            """, width: 300)
        #expect(found["stepLabel"]?.minX == 0)
        #expect(found["slider"]?.width == 300 && found["plain"]?.width == 300)
        #expect(found["secure"] != nil && found["groupLabel"] != nil)
    }

    @Test func aDisclosureGroupShowsItsContentWhenItsStateIsOpen() throws {
        let code = """
            @State var open = false
            DisclosureGroup("More", isExpanded: $open) {
                Text("Body").id("body")
            }
            .id("group")
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        // Both states are part of the page; the reader switches with the group's control.
        #expect(block.states.first?.values == [.bool(false), .bool(true)])
        let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())
        let closed = try layouter.layout(block, width: 300)
        #expect(!closed.nodes.contains { $0.id == "body" })
        let open = try layouter.layout(block, state: ["open": .bool(true)], width: 300)
        #expect(open.nodes.first { $0.id == "body" }?.y ?? 0 >= 20)
    }

    @Test func labeledContentPutsItsValueAtTheTrailingEdge() throws {
        let found = try frames("""
            LabeledContent("Version") { Text("1.2").id("value") }.id("row")
            """, width: 300)
        #expect(found["row"]?.width == 300)
        #expect(found["value"]?.maxX == 300)
    }

    @Test func uiKitColoursAreAccepted() throws {
        let found = try frames("""
            Color(.systemGroupedBackground).frame(width: 10, height: 10).id("a")
            Color(uiColor: .secondaryLabel).frame(width: 10, height: 10).id("b")
            """, width: 300)
        #expect(found["a"] != nil && found["b"] != nil)
    }

    @Test func aBindingMadeFromClosuresShowsWhatItsGetterReads() throws {
        let shown = try interpretedText("""
            let name = "Taylor"
            TextField("Name", text: Binding(get: { name }, set: { _ in }))
            """)
        #expect(shown == "Taylor")
        #expect(message("TextField(\"Name\", text: Binding(set: { _ in }))").contains("a page reads a `Binding` through its `get:` closure"))
    }

    @Test func aScrollViewReaderIsItsContent() throws {
        let found = try frames("""
            ScrollViewReader { proxy in
                Text("Top").id("top")
            }
            """, width: 300)
        #expect(found["top"]?.height == 20)
    }

    @Test func anEmptyStateCentresItsSymbolTitleAndDescription() throws {
        let found = try frames("""
            ContentUnavailableView("No Pets", systemImage: "pawprint", description: Text("Add a pet to start.").id("description"))
                .id("empty")
            """, width: 300)
        let empty = try #require(found["empty"]), description = try #require(found["description"])
        #expect(empty.width == 300)
        #expect(abs(description.midX - 150) < 1e-9)
    }

    @Test func aToggleTakesItsLabelFromAClosureOrATitleAndSymbol() throws {
        let code = """
            @State var wifi = true
            @State var bluetooth = false
            VStack {
                Toggle(isOn: $wifi) { Label("Wi-Fi", systemImage: "wifi").id("wifi-label") }.id("wifi")
                Toggle("Bluetooth", systemImage: "antenna.radiowaves.left.and.right", isOn: $bluetooth).id("bluetooth")
            }
            """
        let found = try frames(code, width: 300)
        #expect(found["wifi"]?.width == 300.0 && found["bluetooth"]?.width == 300.0)
        #expect(found["wifi-label"]?.minX == 0.0)
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        // Each switch is the reader's, named by its label.
        #expect(block.states.map(\.title) == ["Wi-Fi", "Bluetooth"])
    }

    /// `Picker(_:systemImage:selection:content:)` (Apple, iOS 14: "generates its label from a
    /// localized string key and system image"): in a form, its row is titled as the same
    /// picker with a `Label` for its label is; it stood in (set Z, Feather).
    @Test func aPickerTakesATitleAndSymbol() throws {
        func rows(_ picker: String) throws -> [[Double]] {
            let block = try ParsedBlock(source: LayoutBlockSource(code: """
                @State var mode = 0
                Form {
                    \(picker) {
                        Text("Local").tag(0)
                        Text("Remote").tag(1)
                    }
                }
                """, file: "content/test.md"))
            // Every node the engine places, the row's title and symbol among them.
            let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
            return LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 390).nodes.map {
                [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height]
            }
        }
        let titled = try rows(#"Picker("Server", systemImage: "server.rack", selection: $mode)"#)
        #expect(titled == (try rows(#"Picker(selection: $mode, label: Label("Server", systemImage: "server.rack"))"#)))
        #expect(titled != (try rows(#"Picker("Server", selection: $mode)"#)))
    }

    @Test func earlyStyleStructsHueColoursAndButtonRolesAreRead() throws {
        let found = try frames("""
            List {
                Text("Row").id("row")
                    .listRowInsets(.init(top: 0, leading: 4, bottom: 0, trailing: 4))
            }
            .listStyle(PlainListStyle())
            """, width: 300)
        // Plain: no section margin, and the row's own 4-pt inset.
        #expect(found["row"]?.minX == 4.0)
        #expect(BlockLowering.color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(BlockLowering.color(hue: 2.0 / 3, saturation: 1, brightness: 0.5) == Color(red: 0, green: 0, blue: 0.5))
        #expect(BlockLowering.color(hue: .nan, saturation: 1, brightness: 1) == .black)
        let view = try interpret("Button(\"Delete\", role: .destructive) { }")
        #expect(BlockLowering.memberName(view.argument("role")) == "destructive")
        #expect(message("NavigationSplitView { Text(\"Sidebar\") } detail: { Text(\"Detail\") }").isEmpty)
    }

    @Test func anAsyncImageShowsItsPlaceholderAsABuildLoadsNothing() throws {
        let found = try frames("""
            VStack {
                AsyncImage(url: URL(string: model.avatarURL)).frame(width: 40, height: 40).id("default")
                AsyncImage(url: URL(string: "https://example.org/cat.png")) { image in
                    image.resizable()
                } placeholder: {
                    ProgressView().id("spinner")
                }
            }
            """, width: 300)
        // The URL (here the app's) is never read; the standard placeholder fills its frame.
        #expect(found["default"]?.size == Size(width: 40, height: 40))
        #expect(found["spinner"] != nil)
    }

    @Test func aDatePickerShowsItsDateAndTimeInPills() throws {
        let code = """
            @State var day = Date(timeIntervalSince1970: 1445455800)
            VStack {
                DatePicker("Arrival", selection: $day, in: Date()..., displayedComponents: .date).id("date-only")
                DatePicker("Arrival", selection: $day).id("both")
            }
            """
        let found = try frames(code, width: 320)
        #expect(found["both"]?.width == 320.0 && found["date-only"]?.width == 320.0)
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 320)
        let texts = result.nodes.compactMap { node -> String? in
            if case .leaf(let leaf) = node.content, let text = leaf as? Text { return text.styled.plainText }
            return nil
        }
        // October 21, 2015, 19:30 UTC, as an iPhone in en_US writes it (in UTC).
        #expect(texts == ["Arrival", "Oct 21, 2015", "Arrival", "Oct 21, 2015", "7:30\u{202F}PM"])
        #expect(message("DatePicker(\"Day\", selection: .constant(3))").isEmpty)
    }

    @Test func aDatePickerBoundToTheAppsDateShowsThePagesDate() throws {
        let view = try interpret(#"DatePicker("When", selection: $order.date, in: order.range, displayedComponents: .date)"#,
                                 data: ["date": .string("2024-05-01")])
        let seconds = try #require(Interpreter.parseDate("2024-05-01"))
        guard case .member(let constant)? = view.argument("selection"), constant.name == "constant",
              let date = constant.arguments?.first?.value else {
            Issue.record("expected a constant date, found \(String(describing: view.argument("selection")))")
            return
        }
        #expect(Interpreter.dateSeconds(date) == seconds)
        // A `Binding(get:set:)` whose getter gives the app's date (set U's Swiftfin) shows it too.
        let got = try interpret(#"DatePicker("Time", selection: Binding<Date>(get: { Duration.ticks(info.ticks).timeOfDayDate }, set: { _ in }))"#,
                                data: ["date": .string("2024-05-01")])
        guard case .member(let made)? = got.argument("selection"), let shown = made.arguments?.first?.value else {
            Issue.record("expected a constant date, found \(String(describing: got.argument("selection")))")
            return
        }
        #expect(Interpreter.dateSeconds(shown) == seconds)
    }

    @Test func aBindingWithTheTypeLeftToSwiftReadsItsGetter() throws {
        // A getter of a `@State` variable binds to it, so the toggle switches the block's state.
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            @State var on = true
            Toggle(isOn: .init(get: { on }, set: { on = $0 })) { Text("On") }
            """, file: "content/test.md"))
        #expect(block.initialView.argument("isOn") == .binding("on"))
        #expect(block.states.first?.values == [.bool(true), .bool(false)])
        let view = try interpret("Toggle(isOn: .init(get: { 1 > 2 }, set: { _ in })) { Text(\"Off\") }")
        guard case .member(let constant)? = view.argument("isOn") else {
            Issue.record("expected a constant binding")
            return
        }
        #expect(constant.name == "constant" && constant.arguments?.map(\.value) == [.bool(false)])
    }

    /// `ShareLink(item:label:)` draws the author's label as a borderless button; without one
    /// it is "Share" beside the share symbol (Apple, "ShareLink").
    @Test func aShareLinkDrawsItsLabelOrShare() throws {
        let found = try frames("""
            HStack {
                ShareLink(item: "https://example.com") { Image(systemName: "square.and.arrow.up").id("icon") }.id("labelled")
                ShareLink(item: "https://example.com").id("plain")
            }
            """, width: 390)
        let labelled = try #require(found["labelled"]), icon = try #require(found["icon"]), plain = try #require(found["plain"])
        #expect(labelled == icon)
        #expect(plain.size.width > labelled.size.width)
    }

    /// `PhotosPicker(selection:matching:label:)` draws the author's label as a borderless
    /// button, `PhotosPicker(_:selection:)` its title (Apple, "PhotosPicker"; set AB's four uses
    /// stood in), the library it presents never opened on a page.
    @Test func aPhotosPickerDrawsItsLabelOrTitle() throws {
        let code = """
            @State var item: PhotosPickerItem? = nil
            @State var items: [PhotosPickerItem] = []
            HStack {
                PhotosPicker(selection: $item, matching: .images) { Image(systemName: "photo").id("icon") }.id("labelled")
                PhotosPicker("Choose photos", selection: $items, maxSelectionCount: 3, matching: .any(of: [.images, .videos])).id("titled")
            }
            """
        let found = try frames(code, width: 390)
        let labelled = try #require(found["labelled"]), icon = try #require(found["icon"]), titled = try #require(found["titled"])
        #expect(labelled == icon)
        #expect(titled.size.width > labelled.size.width)
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(!block.notes.contains { $0.id == DiagnosticID.standIn }, "\(block.notes)")
    }

    /// `Binding { ... } set: { ... }` (trailing closures) whose getter is statements: the page
    /// reads it once, as Swift code, with the block's state (kiwix-apple's Settings, set E).
    @Test func aBindingsGetterOfStatementsIsReadOnce() throws {
        let code = """
            enum Mode { case matches, disabled }
            @State var mode: Mode = .matches
            let isSnippet = Binding {
                switch mode {
                case .matches: return true
                case .disabled: return false
                }
            } set: { isOn in mode = isOn ? .matches : .disabled }
            Toggle("Snippets", isOn: isSnippet)
            """
        func isOn(_ state: [String: Value]) throws -> Value? {
            let toggle = try #require(try interpret(code, state: state).allViews.first { $0.kind == "Toggle" })
            guard case .member(let constant)? = toggle.argument("isOn") else { return nil }
            return constant.arguments?.first?.value
        }
        #expect(try isOn([:]) == .bool(true))
        #expect(try isOn(["mode": .member(MemberValue(name: "disabled"))]) == .bool(false))
    }

    /// Apple-documented forms met on set F: `Menu(_:systemImage:content:)` (a label with its
    /// symbol), Slider's iOS 13 form with the label last, `ProgressView(value:total:label:)`
    /// (the label over the bar), and CGFloat's `.zero`/`.infinity` where a number goes.
    @Test func documentedFormsOfMenuSliderAndProgressView() throws {
        let menu = try interpret(#"Menu("More", systemImage: "ellipsis.circle") { Button("A") { } }"#)
        #expect(menu.argument("systemImage") == .string("ellipsis.circle"))
        #expect(diagnostics("""
            @State var level = 0.5
            Slider(value: $level, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Level") }
            """).isEmpty)
        let labelled = try frames(#"ProgressView(value: 0.3) { Text("Loading") }.id("p")"#, width: 300)
        let bare = try frames(#"ProgressView(value: 0.3).id("p")"#, width: 300)
        #expect(try #require(labelled["p"]).height > #require(bare["p"]).height)
        let zero = try frames(#"HStack(spacing: .zero) { Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b") }"#, width: 300)
        #expect(try #require(zero["b"]).minX == #require(zero["a"]).maxX)
        #expect(diagnostics("RoundedRectangle(cornerRadius: .infinity).frame(width: 40, height: 20)").isEmpty)
    }

    /// `ProgressView(value:total:label:currentValueLabel:)` (Apple): the label over the bar and
    /// the current value's label under it, secondary in `.caption` (iOS's linear style, as
    /// shaps80's SwiftUIBackports ports it); it stood in as an unknown form.
    @Test func aProgressViewsCurrentValueLabelGoesUnderTheBar() throws {
        let code = #"""
            ProgressView(value: 0.4) { Text("Loading").id("t") } currentValueLabel: { Text("40%").id("v") }.id("p")
            """#
        #expect(diagnostics(code).isEmpty)
        let laidOut = try frames(code, width: 300)
        let title = try #require(laidOut["t"]), value = try #require(laidOut["v"]), whole = try #require(laidOut["p"])
        #expect(value.minY > title.maxY + ProgressView.titleSpacing)
        #expect(value.maxY == whole.maxY && value.minX == whole.minX)
        #expect(value.height < title.height)
    }

    /// A view held in a `let` and shown twice is two views with ids of their own (set F's
    /// gradient demos failed on a duplicate id), and `$0` reaches Swift code inside a
    /// shorthand closure's view (`Text($0.name ?? "")`).
    @Test func aViewShownTwiceAndShorthandArguments() throws {
        let view = try interpret("""
            let swatch = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            HStack { swatch.frame(width: 20, height: 20); swatch.frame(width: 30, height: 20) }
            """)
        let ids = view.allViews.filter { $0.kind == "LinearGradient" }.map(\.id)
        #expect(ids.count == 2 && Set(ids).count == 2)
        #expect(texts(try interpret(#"ForEach(["a", "b"], id: \.self) { Text($0 + "!") }"#)) == ["a!", "b!"])
    }

    /// `Slider(value:in:step:) { editing in ... } label: { ... }` (UTM's memory slider): the
    /// unlabelled trailing closure is the editing callback, since the labelled one after it
    /// fills `label:` (SE-0286's forward scan passes over the callback only when nothing else
    /// would). `ProgressView { Text("Working") }` is iOS's `init(label:)`: the spinner with its
    /// label under it (Cork).
    @Test func aSlidersCallbackBeforeItsLabelAndAProgressViewsLabel() throws {
        let code = """
            @State var size = 0.5
            VStack {
                Slider(value: $size, in: 0...1, step: 0.1) { editing in
                    if !editing { size = 0 }
                } label: {
                    Text("Size")
                }
                ProgressView { Text("Working") }
            }
            """
        let view = try interpret(code)
        #expect(view.allViews.contains { $0.kind == "Slider" })
        #expect(texts(view).contains("Working"))
        let placed = try frames(code, width: 300)
        #expect(placed.values.contains { $0.height > 0 })
    }

    /// `OutlineGroup(data, children:)` and `List(data, children:)` (Apple, "OutlineGroup": each
    /// node with children "in a disclosure group") show the top nodes, those with children as
    /// closed disclosure groups, as SwiftUI first shows them; `PasteButton` is the system's
    /// "Paste" button (Apple, "PasteButton"); `glassEffectUnion` is drawn without, and said.
    /// Set AW's Atwy used all three, each standing in as the app's; `String.self` there was
    /// taken for the app's constant.
    @Test func outlineGroupsPasteButtonAndAGlassUnion() throws {
        let code = #"""
            struct Node: Identifiable { let id: Int; let name: String; var children: [Node]? }
            let tree = [Node(id: 1, name: "Fruit", children: [Node(id: 2, name: "Apple", children: nil)]), Node(id: 3, name: "Bread", children: nil)]
            @Namespace var space
            VStack {
                OutlineGroup(tree, children: \.children) { node in Text(node.name) }
                List(tree, children: \.children) { node in Text(node.name) }
                PasteButton(payloadType: String.self) { strings in }
                Text("glass").glassEffectUnion(id: 1, namespace: space)
            }
            """#
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
        #expect(block.notes.allSatisfy { $0.severity != .error && $0.id != .standIn }, "\(block.notes)")
        #expect(block.notes.contains { $0.message.contains("`.glassEffectUnion` is not drawn") }, "\(block.notes)")
        let groups = block.initialView.allViews.filter { $0.kind == "DisclosureGroup" }
        #expect(groups.count == 2)
        #expect(groups.allSatisfy { group in
            if case .views(let label)? = group.argument("label") { return texts(label[0]) == ["Fruit"] } else { return false }
        })
        let placed = try frames(code, width: 300)
        #expect(placed.keys.contains { $0.hasPrefix("pastebutton") })
        #expect(placed.keys.filter { $0.hasPrefix("text-") }.count == 5, "Fruit, Bread twice and glass: Apple is inside a closed group")
        // An overlay from a preference (set AX): drawn without, and said, not taken for the app's.
        let preference = try ParsedBlock(source: LayoutBlockSource(code: """
            Text("a").overlayPreferenceValue(BoundsKey.self) { value in Text("x") }
            """, file: "content/test.md")).notes
        #expect(preference.contains { $0.severity == .warning && $0.message.contains("`.overlayPreferenceValue` is not drawn") }, "\(preference)")
        #expect(!preference.contains { $0.id == .standIn }, "\(preference)")
        // The app's static tree, not pasted, keyed by a name (set BI's persephone): a stand-in.
        let appTree = try ParsedBlock(source: LayoutBlockSource(code: """
            OutlineGroup(Screen.MainTypes, id: \\.name, children: \\.children) { type in Text(type.name) }
            """, file: "content/test.md")).notes
        #expect(appTree.allSatisfy { $0.severity != .error } && appTree.contains { $0.id == .standIn }, "\(appTree)")
    }

    /// `.environment(\.imageScale, .small)` sets what `.imageScale(.small)` sets (Apple,
    /// "EnvironmentValues": each key "set with" its modifier), so the two draw alike, for every
    /// key a modifier sets; `\.legibilityWeight`, which none sets, is drawn without and said.
    /// Set AX's FabulaItemsProvider showed each key this way: "not supported" in 12 bodies.
    @Test func anEnvironmentKeyIsSetAsItsModifierSetsIt() throws {
        let pairs = [
            (#".environment(\.imageScale, .small)"#, ".imageScale(.small)", #"Label("Small", systemImage: "leaf")"#),
            (#".environment(\.lineSpacing, 12)"#, ".lineSpacing(12)", #"Text("one two three four five six seven")"#),
            (#".environment(\.textCase, .uppercase)"#, ".textCase(.uppercase)", #"Text("quiet")"#),
            (#".environment(\.symbolVariants, .fill)"#, ".symbolVariant(.fill)", #"Image(systemName: "heart")"#),
        ]
        for (environment, modifier, view) in pairs {
            let set = try frames("VStack { \(view).id(\"v\") }\(environment)", width: 60)
            let modified = try frames("VStack { \(view).id(\"v\") }\(modifier)", width: 60)
            #expect(set["v"] != nil && set["v"] == modified["v"], "\(environment): \(String(describing: set["v"])) against \(String(describing: modified["v"]))")
        }
        let plain = try frames(#"VStack { Text("one two three four five six seven").id("v") }"#, width: 60)
        let spaced = try frames(#"VStack { Text("one two three four five six seven").id("v") }.environment(\.lineSpacing, 12)"#, width: 60)
        #expect((spaced["v"]?.height ?? 0) > (plain["v"]?.height ?? 0), "the spacing is applied, not dropped")
        let weight = try ParsedBlock(source: LayoutBlockSource(code: #"Text("weight").environment(\.legibilityWeight, .bold)"#, file: "content/test.md")).notes
        #expect(weight.contains { $0.severity == .warning && $0.message.contains("legibilityWeight") && $0.message.contains("not drawn") }, "\(weight)")
    }
}
