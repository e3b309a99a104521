// Every kind of mistake, with its exact page position, quoted line, caret and hint.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

@Suite struct ErrorTests {
    @Test func syntaxErrorsUseSwiftSyntaxDiagnostics() {
        #expect(message("""
        VStack {
            Text("a"
        }
        """) == """
        content/test.md:11:13: error: expected ')' to end function call
         11 |     Text("a"
            |             ^
            = hint: insert ')'
        """)
    }

    @Test func unknownModifierSuggestsTheClosestName() {
        #expect(message("""
        Grid {
            Divider().gridCellColumn(3)
        }
        """) == """
        content/test.md:11:15: error: unknown modifier `gridCellColumn`
         11 |     Divider().gridCellColumn(3)
            |               ^
            = hint: did you mean `gridCellColumns`?
        """)
    }

    @Test func unknownViewSuggestsTheClosestName() {
        #expect(message(#"HStack { Txt("a") }"#) == """
        content/test.md:10:10: error: unknown view `Txt`
         10 | HStack { Txt("a") }
            |          ^
            = hint: did you mean `Text`?
        """)
    }

    /// A view whose drawing cannot run in a page (`Map`, `Canvas`, `Chart`, RealityKit's
    /// `RealityView` and `Model3D`, set AV's visionOS code) is laid out at
    /// the size it is offered, as SwiftUI gives it (each fills its space), and drawn as a grey
    /// placeholder: a warning at it with what to write instead, and a stand-in, which a build
    /// refuses unless the block publishes stand-ins.
    @Test func swiftUINamesThatBlocksDoNotSupportSayWhatToWriteInstead() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Map { Text("a") }.frame(height: 120).id("map")
                Canvas { context, size in context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red)) }.id("canvas")
                RealityView { content in content.add(ModelEntity()) }.frame(height: 80)
                Model3D(named: "Robot").frame(width: 80, height: 80)
            }
            """, file: "content/test.md", firstLine: 10))
        let undrawn = block.notes.filter { $0.id == .undrawnView }
        #expect(undrawn.map(\.line) == [11, 12, 13, 14])
        #expect(undrawn.last?.hint == "a page renders no 3D model; show an `Image` of it")
        #expect(undrawn.first?.message == "`Map` is not drawn on a page: it is laid out at the size SwiftUI gives it, and drawn as a grey placeholder")
        #expect(undrawn.first?.hint == "a page cannot show a live map; show an `Image` of one")
        // Said once, as a placeholder, not also as a name the block does not define (set AZ).
        #expect(!block.notes.contains { $0.id == .standIn && $0.message.contains("Map") }, "\(block.notes)")
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300)
        #expect(result.nodes.first { $0.id == "map" }.map { ($0.width, $0.height) } ?? (0, 0) == (300, 120))
        // Behaviour a page cannot have is accepted without effect, and said once in a note.
        #expect(diagnostics(#"Text("a").onTapGesture { }"#).isEmpty)
    }

    @Test func wrongLabel() {
        #expect(message(#"Text("a").frame(widht: 10)"#) == """
        content/test.md:10:17: error: `frame` has no argument `widht:`
         10 | Text("a").frame(widht: 10)
            |                 ^
            = hint: did you mean `width`?
        """)
    }

    @Test func wrongLabelCombination() {
        #expect(message(#"Text("a").frame(width: 10, maxWidth: 20)"#) == """
        content/test.md:10:11: error: no form of `frame` takes `frame(width:maxWidth:)`
         10 | Text("a").frame(width: 10, maxWidth: 20)
            |           ^
            = hint: use `frame(width:height:alignment:)` or `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
        """)
    }

    @Test func wrongType() {
        #expect(message(#"Text("a").padding("8")"#) == """
        content/test.md:10:19: error: `padding` expects a number for `_`, found a string
         10 | Text("a").padding("8")
            |                   ^
        """)
    }

    @Test func wrongMemberSuggestsTheClosestOne() {
        #expect(message(#"VStack(alignment: .leadin) { Text("a") }"#) == """
        content/test.md:10:19: error: `VStack` expects a horizontal alignment for `alignment`, found `.leadin`
         10 | VStack(alignment: .leadin) { Text("a") }
            |                   ^
            = hint: did you mean `.leading`?
        """)
    }

    @Test func theOverloadWithASuggestionExplainsTheMistake() {
        #expect(message(#"Text("a").padding(.horizantal)"#) == """
        content/test.md:10:19: error: `padding` expects edges (`.all`, `.horizontal`, `[.top, .leading]`...) for `_`, found `.horizantal`
         10 | Text("a").padding(.horizantal)
            |                   ^
            = hint: did you mean `.horizontal`?
        """)
    }

    @Test func unknownDataName() {
        #expect(message("Text(titel)", data: ["title": .string("Poll")]) == """
        content/test.md:10:6: error: unknown name `titel`
         10 | Text(titel)
            |      ^
            = hint: did you mean `title`?
        """)
    }

    @Test func unknownMemberOfData() {
        #expect(message(#"ForEach(pets) { pet in Text(pet.typ) }"#, data: ["pets": pets]) == """
        content/test.md:10:33: error: a data record has no member `typ`
         10 | ForEach(pets) { pet in Text(pet.typ) }
            |                                 ^
            = hint: did you mean `type`?
        """)
    }

    @Test func stateSpaceTooLarge() {
        let toggles = (1...7).map { "@State var t\($0) = false" }.joined(separator: "\n")
        let views = (1...7).map { "    Toggle(\"T\($0)\", isOn: $t\($0))" }.joined(separator: "\n")
        let found = diagnostics(toggles + "\nVStack {\n" + views + "\n}")
        #expect(found.count == 1)
        #expect(found.first?.location == "content/test.md:16:12")
        #expect(found.first?.message == "this block's state has more than 64 combinations (`t1` 2 × `t2` 2 × `t3` 2 × `t4` 2 × `t5` 2 × `t6` 2 × `t7` 2)")
    }

    /// SwiftUI asks an id to be `Hashable`, not unique (Apple, "id(_:)"); set Z's Ferrite gives
    /// two menus ids that start alike. The later views are renamed in the order written, in
    /// every state and inside a `ForEach`; it was an error.
    @Test func repeatedIDsAreRenamedInOrder() throws {
        let view = try interpret(#"""
        @State var second = "x"
        VStack {
            Text("a").id("x")
            Text("b").id(second)
            ForEach([1, 2], id: \.self) { _ in Text("c").id("x") }
        }
        """#)
        #expect(view.allViews.filter(\.hasExplicitID).map(\.id) == ["x", "x-2", "x-3", "x-4"])
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
        @State var second = "x"
        VStack {
            Text("a").id("x")
            Text("b").id(second)
            Picker("Second", selection: $second) { Text("x").tag("x"); Text("y").tag("y") }
        }
        """#, file: "content/test.md"))
        #expect(block.notes.allSatisfy { $0.severity != .error })
        let other = try block.view(for: ["second": .string("y")])
        #expect(other.allViews.filter(\.hasExplicitID).map(\.id) == ["x", "y"])
    }

    /// SwiftUI draws every element of a `ForEach` whose ids repeat (and logs that the results
    /// are undefined): so does the page, with one warning for the `ForEach`.
    @Test func duplicateForEachElements() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"VStack { ForEach([1, 2, 1, 1], id: \.self) { Text("\($0)") } }"#, file: "content/test.md"))
        #expect(texts(block.initialView).count == 4)
        #expect(Set(block.initialView.allViews.map(\.id)).count == block.initialView.allViews.count)
        #expect(block.notes.filter { $0.severity == .warning }.map(\.message) == [
            "`ForEach` has two elements with the id `1` (elements 1 and 3), and 1 more repeat an id; SwiftUI's results are undefined",
        ])
    }

    @Test func positionsMapThroughAnIndentedFence() {
        let found = diagnostics("VStack {\n    Txt(\"a\")\n}", firstLine: 5, indentation: 4)
        #expect(found.first?.location == "content/test.md:6:9")
        #expect(found.first?.sourceLine == "        Txt(\"a\")")
    }

    @Test func columnsCountCharactersNotBytes() {
        let found = diagnostics(#"Text("é→") .padin()"#)
        #expect(found.first?.column == 13)
    }

    @Test func everyIndependentMistakeIsReported() {
        let found = diagnostics("""
        VStack {
            Txt("a")
            Text("b").paddin()
            Text("c").font(.titel)
        }
        """)
        #expect(found.map(\.line) == [11, 12, 13])
    }

    @Test func runtimeErrors() {
        #expect(diagnostics(#"Text("\([1, 2][5])")"#).map(\.message) == ["index 5 is out of range: the array has 2 elements"])
        // The view builder's operators on data are layout code's (`SwiftOperators`): the same
        // checks and messages, naming the values.
        #expect(diagnostics(#"Text("\(1 / 0)")"#).map(\.message) == ["division by zero: 1 / 0"])
        #expect(diagnostics(#"Text("\(9223372036854775807 + 1)")"#).map(\.message) == ["9223372036854775807 + 1 overflows an `Int`"])
        #expect(diagnostics(#"Text("\(1 + "a")")"#).map(\.message) == ["`+` does not apply to Int 1 and String \"a\""])
        #expect(diagnostics(#"Text("\(true == 1 == 2)")"#).first?.message.contains("adjacent operators") == true)
        #expect(diagnostics(#"if 1 { Text("a") }"#).map(\.message) == ["an `if` condition must be a Bool, found an integer"])
    }

    @Test func declarationsStatementsAndEmptyBlocks() {
        // A class is declared as structs are (ModelClassTests); an operator
        // declaration is the parser's (SwiftScriptTests.declaredOperatorsFoldAndRun).
        #expect(diagnostics("class Pet {}\nText(\"a\")").isEmpty)
        #expect(diagnostics("infix operator <>\nText(\"a\")").isEmpty)
        #expect(diagnostics("struct Pet {}\nText(\"a\")").isEmpty)
        #expect(diagnostics("for i in 0..<3 { Text(\"a\") }").map(\.message) == ["statements are not allowed in a view builder"])
        #expect(diagnostics("// nothing yet").map(\.message) == ["the layout block has no view"])
        #expect(diagnostics("let x = 1\nlet x = 2\nText(\"a\")").map(\.message) == ["`x` is already defined"])
        #expect(diagnostics("VStack { 42 }").map(\.message) == ["expected a view, found an integer"])
    }

    @Test func stateMistakes() {
        #expect(diagnostics(#"""
        @State var choice = "a"
        Picker("P", selection: $choice) {
            Text("A").tag(1)
        }
        """#).map(\.message) == ["the tag 1 is an integer but `choice` holds a string"])
        // A near miss of a state variable is a typo; a binding to nothing the block has is the app's (a stand-in).
        #expect(diagnostics("@State var flag = false\nToggle(\"T\", isOn: $flgg)").map(\.message) == ["`$flgg` needs a `@State var flgg` declared before the root view"])
        #expect(diagnostics(#"""
        @State var n = 1
        Toggle("T", isOn: $n)
        """#).map(\.message) == ["`Toggle` needs a Bool state, but `n` holds an integer"])
        #expect(diagnostics(#"""
        @State var n = 1
        Picker("P", selection: $n) { Text("A") }
        """#).map(\.message) == ["`Picker` has no options with `.tag(...)`"])
    }

    @Test func modifiersOnTheWrongView() {
        #expect(diagnostics(#"Text("a").fill(.red)"#).map(\.message) == [
            "`.fill` applies to `Capsule`, `Circle`, `ContainerRelativeShape`, `Ellipse`, `Rectangle`, `RoundedRectangle`, `UnevenRoundedRectangle`, not to `Text`",
        ])
    }

    @Test func hugeCollectionsAreRefused() {
        #expect(diagnostics("ForEach(0..<1_000_000) { Text(\"\\($0)\") }").map(\.message) == [
            "`ForEach` over 1000000 elements: a block shows at most 10000",
        ])
    }

    @Test func absurdlyDeepExpressionsAreRefused() {
        let found = diagnostics("Text(\"\\(" + String(repeating: "1 + ", count: 1_500) + "1)\")")
        #expect(found.map(\.message) == ["this expression nests more than 1000 levels deep"])
    }

    @Test func deepButSensibleNestingWorks() throws {
        // 30 nested stacks, each view with a few modifiers, as a generous real layout.
        let code = String(repeating: "VStack {\n", count: 30) + "Text(\"deep\").padding(1).frame(width: 50).border(Color.red)\n"
            + String(repeating: "}.padding(1).background(Color.blue)\n", count: 30)
        #expect(texts(try interpret(code)) == ["deep"])
    }

    @Test func nothingTrapsOnHostileInput() {
        for code in ["", "(", "\"", "VStack {", "Text(\"\\(", "@State var", "ForEach(0..<(-1)) { Text(\"\\($0)\") }",
                     "Text(\"\\(9223372036854775807 + 1)\")", "let a = [1][-1]\nText(\"a\")", "VStack(spacing: .infinity) { }",
                     "Text(\"a\").padding(-5)", "Int(Double.infinity)", "Text(\"\\(\"ab\"[7])\")", "ForEach(1...0) { Text(\"x\") }",
                     "ForEach(Int.min..<Int.max) { Text(\"x\") }", "Text(\"\\((Int.min..<Int.max).count) \\((0..<Int.max).last)\")",
                     "Text(\"\\(Int.min / -1)\")", "Text(\"\\(-Int.min)\")", "Text(\"\\(0...Int.max)\")",
                     String(repeating: "(", count: 5000), String(repeating: "VStack { ", count: 400),
                     "Text(\"\\(" + String(repeating: "1 + ", count: 1_500) + "1)\")",
                     "let a = " + String(repeating: "!", count: 20_000) + "true\nText(\"a\")"] {
            _ = diagnostics(code)
        }
    }
}

/// Mistakes and non-mistakes found by pasting real SwiftUI code (issue 13's list).
@Suite struct RealCodeBugTests {
    /// SwiftUI identifies `id: \.self` elements by their value: emoji and colours differ.
    @Test func forEachOverEmojiAndColoursByValue() throws {
        let foods = try interpret(#"VStack { ForEach(["🥐", "🌮", "🍣"], id: \.self) { food in Text(food) } }"#)
        #expect(foods.children.map(\.id).count == 3)
        #expect(Set(foods.children.map(\.id)).count == 3)
        let colours = try interpret(#"HStack { ForEach([Color.blue, Color.red, Color.green], id: \.self) { colour in colour.frame(width: 10, height: 10) } }"#)
        #expect(Set(colours.children.map(\.id)).count == 3)
        // The same value twice is still two elements with one id: drawn, with a warning.
        let twice = try ParsedBlock(source: LayoutBlockSource(code: #"ForEach(["🥐", "🥐"], id: \.self) { Text($0) }"#, file: "content/test.md"))
        #expect(twice.notes.map(\.message) == [
            "`ForEach` has two elements with the id `u1f950` (elements 1 and 2); SwiftUI's results are undefined",
        ])
    }

    /// A modifier on a `ForEach` applies to each of its views, so the views in its arguments
    /// are made once for each, with ids of their own.
    @Test func aModifierOnAForEachMakesItsArgumentViewsForEachView() throws {
        let view = try interpret(#"VStack { ForEach(["a", "b"], id: \.self) { Text($0) }.overlay(Text("x")) }"#)
        let overlays = view.allViews.filter { texts($0) == ["x"] && $0.kind == "Text" }
        #expect(overlays.count == 2 && Set(overlays.map(\.id)).count == 2)
    }

    /// A block's own names shadow the page's data, as inner scopes shadow outer ones in
    /// Swift; a name declared twice in one scope is still an error.
    @Test func blockNamesShadowPageData() throws {
        let view = try interpret("let title = \"Local\"\nText(title)", data: ["title": .string("Page")])
        #expect(texts(view) == ["Local"])
        #expect(diagnostics("let a = 1\nlet a = 2\nText(\"\\(a)\")").map(\.message) == ["`a` is already defined"])
    }

    @Test func datesAndMaterialsSayWhatIsWrong() {
        // `Date()` is the page's date now (TextFormattingTests); a wrong style names the style.
        #expect(diagnostics("Text(Date(), style: .date)").isEmpty)
        #expect(diagnostics("Text(Date(), style: .day)").map(\.message) == ["unknown date style `.day`"])
        // Materials are drawn (SymbolAndEffectTests).
        #expect(diagnostics("Text(\"a\").background(.ultraThinMaterial)").isEmpty)
    }
}

extension RealCodeBugTests {
    /// `.onAppear`, `.sheet`, `.navigationTitle`...: pasted code keeps them; they change no
    /// frame (as in SwiftUI) and the block gets one note naming them.
    /// Modifiers that change SwiftUI's drawing were said to have "no effect" (set BX's probe
    /// of a page's modifiers): each is a warning where the page draws the default look, and
    /// only an argument asking for that look joins the note.
    @Test func aLookThePageDrawsInItsDefaultIsSaid() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            @State var on = true
            VStack {
                Toggle("Wi-Fi", isOn: $on).toggleStyle(.button)
                Toggle("Sound", isOn: $on).toggleStyle(.switch)
                Button("Go") {}.buttonStyle(.bordered).controlSize(.large).buttonBorderShape(.capsule)
                Text("Inbox").badge(3)
                Text("Done").badge(0)
                Text("Name").redacted(reason: .placeholder)
                Text("Tight").allowsTightening(true)
            }
            """, file: "content/test.md", firstLine: 10))
        #expect(block.notes.map { "\($0.line):\($0.column) \($0.severity) \($0.message)" } == [
            "13:32 note `.toggleStyle`, `.badge` have no effect on a static page; the block lays out without them",
            "12:32 warning `.toggleStyle(.button)` is not drawn on a page: a toggle in this style is drawn as a switch",
            "14:44 warning `.controlSize(.large)` is not drawn on a page: the controls inside are drawn at the regular size",
            "14:64 warning `.buttonBorderShape(.capsule)` is not drawn on a page: the buttons inside are drawn in their style's own shape",
            "15:19 warning `.badge(3)` is not drawn on a page: list rows and tab items show no badge",
            "17:18 warning `.redacted(reason: .placeholder)` is not drawn on a page: the views inside are drawn unredacted, their text and images shown",
            "18:19 warning `.allowsTightening(true)` is not drawn on a page: the text keeps its letter spacing, so a line SwiftUI would fit by tightening it wraps or truncates on the page",
        ])
    }

    /// A toolbar's items and a search field show in a navigation container's bar: said inside
    /// one, where the page draws the bar with its title alone; outside one (a pasted detail
    /// view, or `.toolbar` on the `NavigationStack` itself) SwiftUI shows no bar either.
    @Test func aToolbarIsSaidWhereANavigationBarWouldShowIt() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Inbox")
                    .toolbar { Button("Edit") {} }
                    .searchable(text: .constant(""))
            }
            .toolbar { Button("Outside") {} }
            """, file: "content/test.md", firstLine: 10))
        #expect(block.notes.map { "\($0.line) \($0.severity) \($0.message)" } == [
            "16 note `.toolbar` has no effect on a static page; the block lays out without it",
            "13 warning `.toolbar { … }` is not drawn on a page: toolbar items are not drawn, and a navigation bar shows its title alone",
            "14 warning `.searchable(text: .constant(\"\"))` is not drawn on a page: the search field is not drawn",
        ])
        let detail = try ParsedBlock(source: LayoutBlockSource(code: "List { Text(\"Row\") }.toolbar { Button(\"Edit\") {} }", file: "content/test.md", firstLine: 10))
        #expect(detail.notes.map(\.severity) == [.note])
    }

    @Test func behaviourModifiersAreAcceptedWithANote() throws {
        let code = """
        VStack {
            Text("Pets").onAppear { model.load() }
            Text("Vote").onTapGesture { vote(for: pet) }.sheet(isPresented: $showing) { Detail() }
        }
        .navigationBarBackButtonHidden(true)
        .onAppear { model.load() }
        """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
        #expect(block.notes.count == 1)
        #expect(block.notes.first?.severity == .note)
        #expect(block.notes.first?.location == "content/test.md:11:18")
        // macOS's commands and preferences (set X): SwiftUI's, so no stand-in, and no effect.
        let commands = try ParsedBlock(source: LayoutBlockSource(code: """
            List { Text("Row") }
                .onDeleteCommand { delete() }
                .onMoveCommand { direction in move(direction) }
                .focusSection()
                .onPreferenceChange(SizeKey.self) { size = $0 }
                // Set Y's: scrolling by hand, values for commands, a widget's tap, a menu's order.
                .scrollDisabled(true)
                .focusedSceneValue(\\.selection, selection)
                .widgetURL(URL(string: "app://home"))
                .menuOrder(.fixed)
                // Set AA's: the pointer, a file dialog's texts, a window's resizing, a photo picker.
                .pointerStyle(.link)
                .fileDialogMessage("Choose a video")
                .windowResizeBehavior(.disabled)
                .photosPicker(isPresented: $picking, selection: $item)
                .onModifierKeysChanged { _, keys in held = keys }
                // Set AB's: an equatable view, an inspector panel, a tab bar that shrinks.
                .equatable()
                .inspector(isPresented: $showsInfo) { Text("Info").inspectorColumnWidth(min: 200, ideal: 240) }
                .tabBarMinimizeBehavior(.onScrollDown)
                // Set AN's: how VoiceOver speaks, Smart Invert, a control group's style.
                .speechSpellsOutCharacters()
                .accessibilityIgnoresInvertColors()
                .accessibilityAdjustableAction { direction in step(direction) }
                .controlGroupStyle(.navigation)
                .navigationSplitViewStyle(.balanced)
                // Set AP's: scrolling's flash and phases, a toolbar's visibility, a widget's content, iOS 26's bar.
                .scrollIndicatorsFlash(onAppear: true)
                .onScrollPhaseChange { _, phase in scrolling = phase.isScrolling }
                .toolbarVisibility(.hidden, for: .navigationBar)
                .invalidatableContent()
                .safeAreaBar(edge: .bottom) { Text("Bar") }
            """, file: "content/test.md", firstLine: 10))
        #expect(commands.notes.map(\.severity) == [.note], "\(commands.notes)")
        #expect(block.notes.first?.message == "`.onAppear`, `.onTapGesture`, `.sheet`, `.navigationBarBackButtonHidden` have no effect on a static page; the block lays out without them")
        let plain = try ParsedBlock(source: LayoutBlockSource(code: "VStack {\n    Text(\"Pets\")\n    Text(\"Vote\")\n}", file: "content/test.md", firstLine: 10))
        let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())
        #expect(try layouter.layout(block, width: 300).nodes.map(\.height) == layouter.layout(plain, width: 300).nodes.map(\.height))
    }
}

/// Branches no reading takes: Swift checks every branch before anything runs, so a name it
/// would refuse there is an error on the page too (`Interpreter+UnseenBranches.swift`).
@Suite struct UnseenBranchTests {
    @Test func aTypoInABranchNoReadingTakesIsAnError() {
        let errors = diagnostics("""
        let compact = true
        let name = "Ada"
        VStack {
            if compact {
                Text(name)
            } else if name.isEmpty {
                Txt("none")
            } else {
                Text(nme)
                Text(name).frme(width: 40)
            }
        }
        """)
        #expect(errors.map { "\($0.line):\($0.column) \($0.message)" } == [
            "16:9 unknown view `Txt`", "18:14 unknown name `nme`", "19:20 unknown modifier `frme`",
        ])
        #expect(errors.map(\.hint) == ["did you mean `Text`?", "did you mean `name`?", "did you mean `frame`?"])
    }

    @Test func everyCaseOfASwitchAndAGuardsElseAreChecked() {
        let errors = diagnostics("""
        enum Mode { case list, grid(columns: Int) }
        let mode = Mode.list
        let title: String? = "Pets"
        VStack {
            switch mode {
            case .list: Text("list")
            case .grid(let columns): Text("\\(colums)")
            }
        }
        """)
        #expect(errors.map { "\($0.line):\($0.column) \($0.message)" } == ["16:38 unknown name `colums`"])
        let guarded = diagnostics("""
        let title: String? = "Pets"
        guard let title else { return Text("none").foregroundStye(.secondary) }
        return Text(title)
        """)
        #expect(guarded.map { "\($0.line):\($0.column) \($0.message)" } == ["11:44 unknown modifier `foregroundStye`"])
    }

    @Test func aForEachOverNoElementsChecksItsClosure() {
        let errors = diagnostics("""
        let tags: [String] = []
        List {
            ForEach(tags, id: \\.self) { tag in
                Label(tga, systemImage: "tag")
            }
        }
        """)
        #expect(errors.map { "\($0.line):\($0.column) \($0.message)" } == ["13:15 unknown name `tga`"])
        #expect(errors.first?.hint == "did you mean `tag`?")
    }

    /// What only the page's values decide stays unsaid where the page never goes: a name an
    /// `if let` would bind, an index the page's data lacks, the app's own names (a page that
    /// never draws the branch publishes no placeholder of them).
    @Test func onlyNamesAreCheckedWhereNoReadingGoes() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
        let names = ["Ada"]
        let picked: String? = nil
        VStack {
            if let picked {
                Text(picked.uppercased())
            }
            if names.count > 3 {
                Text(names[3])
            }
            if names.isEmpty {
                Text(viewModel.title).cardStyle()
            }
        }
        """, file: "content/test.md", firstLine: 10))
        #expect(block.notes.isEmpty)
        #expect(texts(block.initialView).isEmpty)
    }

    /// A body with a `return` is Swift code, compiled whole, whose SwiftUI the library makes
    /// only where a run reaches it: the SwiftUI code no run reached is checked the same way
    /// (`LibrarySites`), a modifier's and a property's near misses errors, the view's helper,
    /// the app's modifier and a closure's parameter left to their meaning.
    @Test func swiftUIInCompiledCodeNoRunReachesIsChecked() throws {
        let errors = diagnostics("""
        struct Card: View {
            var compact = true
            var title = "Pets"
            func row(_ s: String) -> some View { Text(s).padding() }
            var body: some View {
                if compact {
                    return AnyView(Text(title))
                }
                return AnyView(VStack {
                    row(title).bold()
                    Text(title).cardStyle().paddng(4)
                    ForEach(0..<3) { index in Text("\\(index) \\(titel)") }
                })
            }
        }
        """)
        #expect(errors.map { "\($0.line):\($0.column) \($0.message)" } == ["20:37 unknown modifier `paddng`", "21:56 unknown name `titel`"])
        let reached = try ParsedBlock(source: LayoutBlockSource(code: """
        struct Card: View {
            var compact = false
            var title = "Pets"
            func row(_ s: String) -> some View { Text(s).padding() }
            var body: some View {
                if compact {
                    return AnyView(Text(title).bold())
                }
                return AnyView(VStack { row(title).bold(); ForEach(0..<2) { index in Text("\\(index)") } })
            }
        }
        """, file: "content/test.md", firstLine: 10))
        #expect(reached.notes.isEmpty)
        #expect(texts(reached.initialView) == ["Pets", "0", "1"])
    }
}

extension RealCodeBugTests {
    /// Declarations of values an app provides are accepted as pasted and named in the note;
    /// using one draws a stand-in (false, as a condition) and says so.
    @Test func appStateDeclarationsAreAccepted() throws {
        let code = "@State private var count = 2\n@Environment(\\.dismiss) private var dismiss\n@Binding var isOn: Bool\nText(\"\\(count)\")"
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
        #expect(block.notes.map(\.message) == ["`@Environment`, `@Binding` have no effect on a static page; the block lays out without them"])
        #expect(texts(block.initialView) == ["2"])
        let bound = try ParsedBlock(source: LayoutBlockSource(code: "@Binding var isOn: Bool\nText(isOn ? \"on\" : \"off\")", file: "content/test.md", firstLine: 10))
        #expect(texts(bound.initialView) == ["off"])
        #expect(bound.notes.contains { $0.severity == .warning && $0.message.hasPrefix("`isOn` is not defined in this block; drawn as stand-ins") })
    }
}
