// The language: every construct a block may use, interpreted into views.

import Testing
import TrellisMarkup
@testable import TrellisBlocks
import TrellisLayout

@Suite struct InterpreterTests {
    // MARK: - Values

    /// A `Text`'s literal is a `LocalizedStringKey`: a number in it is written by its format
    /// specifier in the page's locale, as SwiftUI does (`%lf`: `2.5` reads "2.500000";
    /// `Interpreter.keyArgumentText`), and `Text(verbatim:)` writes it as Swift's `print` does.
    @Test func literalsAndInterpolation() throws {
        let view = try interpret(#"""
        VStack {
            Text("n=\(3) x=\(2.5) b=\(true) s=\("a")")
            Text("esc\t\"q\" \u{41}")
            Text(#"raw \(x)"#)
            Text(verbatim: "x=\(2.5) n=\(1234)")
        }
        """#)
        #expect(texts(view) == ["n=3 x=2.500000 b=true s=a", "esc\t\"q\" A", #"raw \(x)"#, "x=2.5 n=1234"])
    }

    @Test func arithmeticComparisonLogicTernary() throws {
        let view = try interpret(#"""
        let a = 7
        let b = 2.0
        VStack {
            Text(verbatim: "\(a / 2) \(a % 3) \(a * 2 - 1) \(Double(a) / b) \(a + 1 == 8)")
            Text(verbatim: "\(a > 3 && !(b < 1) || false) \(a >= 7 ? "big" : "small") \("x" + "y") \(-a)")
            Text(verbatim: "\(min(a, 3)) \(max(1.5, 2)) \(Int(b)) \(String(a) + "!") \(nil ?? 4)")
        }
        """#)
        #expect(texts(view) == ["3 1 13 3.5 true", "true big xy -7", "3 2.0 2 7! 4"])
    }

    /// Data operators in the view builder run on layout code's evaluator: a CGFloat divided by
    /// zero is infinite, as in Swift, arrays concatenate, strings order, and 2 == 2.0.
    @Test func dataOperatorsAreLayoutCodes() throws {
        let view = try interpret(#"Text(verbatim: "\(7 / 2) \(7.0 / 2) \(1.0 / 0) \([1, 2] + [3]) \("a" < "b") \(2 == 2.0)")"#)
        #expect(texts(view) == ["3 3.5 inf [1, 2, 3] true true"])
    }

    @Test func arraysDictionariesSubscriptsAndCount() throws {
        let view = try interpret(#"""
        let names = ["a", "b", "c"]
        let scores = ["a": 1, "b": 2]
        Text("\(names[1]) \(names.count) \(scores["b"]) \(scores.count) \(names.first) \(names.last) \(names.isEmpty) \("héllo".count)")
        """#)
        #expect(texts(view) == ["b 3 2 2 a c false 5"])
    }

    /// A dictionary of the view code is Swift's `Dictionary`, a sequence of `(key:value:)`
    /// pairs: `sorted(by:)` gives the pairs in order, `filter` keeps a dictionary, `map` reads
    /// each pair, `Array(_:)` collects them and `first` is a pair (Apple, "Dictionary": "You
    /// can use a dictionary as a sequence of key-value pairs"). Set AT's Geranium sorted a
    /// `@State [String: Bool]` this way and the block stopped ("a data record has no method").
    /// The same data record of the page's front matter answers the same methods.
    @Test func aDictionaryIsASequenceOfKeyValuePairs() throws {
        let view = try interpret(#"""
        @State var flags: [String: Bool] = ["wifi": true, "bluetooth": false, "airdrop": true]
        let counts = ["b": 1, "a": 2]
        VStack {
            ForEach(flags.sorted(by: { $0.key < $1.key }).filter { $0.value }, id: \.key) { name, _ in Text(name) }
            ForEach(Array(counts), id: \.key) { key, value in Text("\(key)=\(value)") }
            Text(counts.map { $0.key }.sorted().joined(separator: ","))
            Text("\(counts.filter { $0.value > 1 }.count) \(counts.first!.key) \(pet.keys.sorted())")
            Text(counts.description)
        }
        """#, data: ["pet": .dictionary([DictionaryEntry(key: "type", value: .string("Cat")), DictionaryEntry(key: "votes", value: .int(25))])])
        #expect(texts(view) == ["airdrop", "wifi", "b=1", "a=2", "a,b", "1 b [\"type\", \"votes\"]", "[\"b\": 1, \"a\": 2]"])
    }

    @Test func dataByNameWithMemberAccess() throws {
        let view = try interpret(#"""
        VStack {
            Text(title)
            Text("\(pets[0].type) has \(pets[0].votes) of \(pets.count)")
        }
        """#, data: ["title": .string("Poll"), "pets": pets])
        #expect(texts(view) == ["Poll", "Cat has 25 of 3"])
    }

    @Test func letDeclarationsSeeEarlierOnesAndData() throws {
        let view = try interpret(#"""
        let total = pets[0].votes + pets[1].votes + pets[2].votes
        let share: Double = 25
        Text(verbatim: "\(total) \(share / Double(total))")
        """#, data: ["pets": pets])
        #expect(texts(view) == ["50 0.5"])
    }

    // MARK: - Builders

    @Test func forEachOverDataRangesAndSelf() throws {
        let view = try interpret(#"""
        VStack {
            ForEach(pets) { pet in Text(pet.type) }
            ForEach(0..<2) { i in Text("r\(i)") }
            ForEach(1...2, id: \.self) { Text("c\($0)") }
            ForEach(["x", "y"], id: \.self) { name in Text(name) }
        }
        """#, data: ["pets": pets])
        #expect(texts(view) == ["Cat", "Goldfish", "Dog", "r0", "r1", "c1", "c2", "x", "y"])
        #expect(view.children.count == 9)
    }

    @Test func enumeratedElementsWithTheirOffsets() throws {
        let view = try interpret(#"""
        VStack {
            ForEach(Array(pets.enumerated()), id: \.offset) { item in
                Text("\(item.offset + 1). \(item.element.type)")
            }
            ForEach(Array(0..<2), id: \.self) { Text("\($0)") }
        }
        """#, data: ["pets": pets])
        #expect(texts(view) == ["1. Cat", "2. Goldfish", "3. Dog", "0", "1"])
        #expect(view.children[1].id == "text-12-9-1")
    }

    /// A view's data computed as apps compute it, with closures (`filter`, `sorted(by:)`,
    /// `map`, `reduce(0, +)`, `zip`), key paths as functions (`map(\.type)`) and optional chaining: run by the evaluator that runs
    /// custom layouts, with the block's names captured.
    @Test func dataComputedWithClosures() throws {
        let view = try interpret(#"""
        let scores = [3, 9, 4]
        VStack {
            ForEach(pets.filter { $0.type != "Dog" }.sorted { $0.type > $1.type }, id: \.type) { pet in Text(pet.type) }
            Text(scores.map { String($0 * 2) }.joined(separator: ",") + " " + pets.map(\.type).joined(separator: "/"))
            Text("\(scores.reduce(0, +)) \(scores.max() ?? 0) \(scores.sorted(by: >)) \(scores[1..<3])")
            Text(zip(["a", "b"], scores).map { "\($0)\($1)" }.joined())
            Text("\(pets.contains { $0.type == "Dog" }) \(pets.first { $0.type.count > 3 }?.type ?? "none") \(pets.first { $0.type.isEmpty }?.type ?? "none")")
        }
        """#, data: ["pets": pets])
        #expect(texts(view) == ["Goldfish", "Cat", "6,18,8 Cat/Goldfish/Dog", "16 9 [9, 4, 3] [9, 4]", "a3b9", "true Goldfish none"])
        // A mistake inside the closure is reported where it is, before anything is drawn.
        #expect(message(#"ForEach(pets.filter { $0.tpye == "Dog" }, id: \.type) { Text($0.type) }"#, data: ["pets": pets]).contains(
            "content/test.md:10:26: error: a data record has no member `tpye`"))
    }

    /// Swift's literal and printing rules: `[1.0, 2.5, 3]` is a `[Double]`, and an array
    /// prints every element, strings quoted, doubles with their `.0`.
    @Test func collectionsPrintAsSwiftPrintsThem() throws {
        let view = try interpret(#"""
        let xs = [1.0, 2.5, 3, 4, 5, 6, 7, 8, 9, 10]
        VStack {
            Text(String(xs.map { $0 * 2 }))
            Text("\(["a", "b"].map { $0 + "!" })")
        }
        """#)
        #expect(texts(view) == ["[2.0, 5.0, 6.0, 8.0, 10.0, 12.0, 14.0, 16.0, 18.0, 20.0]", #"["a!", "b!"]"#])
    }

    /// Swift the view language has no syntax of its own for (partial ranges, `as`, `is`) is data
    /// the Swift evaluator computes; what it cannot take is an error at its position.
    @Test func otherSwiftIsTheEvaluatorsToCompute() throws {
        let view = try interpret(#"""
        let letters = ["a", "b", "c", "d"]
        VStack {
            Text("\(letters[1...]) \(letters[..<2]) \(letters.count as Int)")
            ForEach(letters[2...], id: \.self) { Text($0) }
        }
        """#)
        #expect(texts(view) == [#"["b", "c", "d"] ["a", "b"] 4"#, "c", "d"])
        #expect(texts(try interpret(#"Text("\(3 is Int) \(3.5 as? Int == nil)")"#)) == ["true true"])
        #expect(message(#"Text("\(consume letters)")"#).contains("content/test.md:10:9: error: this expression is not supported in layout code"))
    }

    @Test func ifElseInBuilders() throws {
        let code = #"""
        @State var compact = false
        VStack {
            if compact {
                Text("small")
            } else if pets.count > 5 {
                Text("many")
            } else {
                Text("large")
            }
            Toggle("Compact", isOn: $compact)
        }
        """#
        #expect(texts(try interpret(code, data: ["pets": pets])) == ["large"])
        #expect(texts(try interpret(code, data: ["pets": pets], state: ["compact": .bool(true)])) == ["small"])
    }

    @Test func severalRootViewsStackInAnImplicitVStack() throws {
        let view = try interpret(#"""
        Text("a")
        Text("b")
        """#)
        #expect(view.kind == "VStack")
        #expect(!view.isAuthored)
        #expect(texts(view) == ["a", "b"])
    }

    // MARK: - Views, arguments and modifiers

    @Test func argumentsKeepLabelsValuesAndPositions() throws {
        let view = try interpret(#"""
        HStack(alignment: .top, spacing: 4) {
            Text("a").frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 8)
        }
        """#)
        #expect(view.kind == "HStack")
        #expect(view.argument("alignment") == .member(MemberValue(name: "top")))
        #expect(view.argument("spacing") == .int(4))
        let text = try #require(view.children.first)
        #expect(text.location == BlockLocation(file: "content/test.md", line: 11, column: 5))
        #expect(text.modifiers.map(\.name) == ["frame", "padding"])
        #expect(text.modifiers[0].argument("maxWidth") == .double(.infinity))
        #expect(text.modifiers[1].argument(nil) == .array([.member(MemberValue(name: "horizontal"))]))
        #expect(text.modifiers[1].arguments.last?.value == .int(8))
        #expect(text.modifiers[1].location == BlockLocation(file: "content/test.md", line: 11, column: 63))
    }

    @Test func colorsShapesBackgroundsAndOverlays() throws {
        let view = try interpret(#"""
        ZStack(alignment: .topLeading) {
            Color.red
            Circle().fill(.blue).frame(width: 20, height: 20)
            Text("x")
                .background(Color(red: 1, green: 0.5, blue: 0))
                .overlay(alignment: .top) { Capsule().stroke(Color.green, lineWidth: 2) }
                .clipShape(RoundedRectangle(cornerRadius: 4))
                .foregroundStyle(.secondary)
                .font(.system(size: 20, weight: .bold))
        }
        """#)
        // `Color.green` as a stroke style is a style, not a view of its own.
        #expect(view.allViews.map(\.kind) == ["ZStack", "Color", "Circle", "Text", "Color", "Capsule", "RoundedRectangle"])
        let text = view.children[2]
        #expect(text.modifiers.map(\.name) == ["background", "overlay", "clipShape", "foregroundStyle", "font"])
        guard case .member(let font)? = text.modifiers[4].argument(nil) else { Issue.record("no font"); return }
        #expect(font.name == "system")
        #expect(font.argument("size") == .int(20))
    }

    @Test func buttonsLinksProgressAndTheSessionsForms() throws {
        let view = try interpret(#"""
        VStack {
            ForEach($pets) { $pet in
                Button {
                    pet.votes += 1
                } label: {
                    Text(pet.type)
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)
            }
            Button("Vote") { }
            Link("Docs", destination: URL(string: "https://example.com")!)
            ProgressView(value: Double(pets[0].votes), total: Double(50))
            Divider()
            Spacer(minLength: 0)
        }
        """#, data: ["pets": pets])
        #expect(view.children.map(\.kind) == ["Button", "Button", "Button", "Button", "Link", "ProgressView", "Divider", "Spacer"])
        #expect(texts(view) == ["Cat", "Goldfish", "Dog"])
        #expect(view.children[3].argument(nil) == .string("Vote"))
        #expect(view.children[4].argument("destination") == .string("https://example.com"))
        #expect(view.children[5].argument("value") == .double(25))
    }

    @Test func gridModifiersRankLayoutValueAnimationEnvironment() throws {
        let view = try interpret(#"""
        Grid(alignment: .leading, horizontalSpacing: 8) {
            GridRow {
                Text("a").gridColumnAlignment(.trailing).gridCellColumns(2)
                Text("b").gridCellAnchor(.topLeading).gridCellUnsizedAxes(.horizontal)
            }
            Color.blue.rank(2).layoutValue(key: Rank.self, value: 3)
                .animation(.default, value: 1)
                .environment(\.dynamicTypeSize, .xxxLarge)
        }
        """#)
        let color = view.children[1]
        #expect(color.modifiers.map(\.name) == ["rank", "layoutValue", "animation", "environment"])
        #expect(color.modifiers[1].argument("key") == .member(MemberValue(base: "Rank", name: "self")))
        #expect(color.modifiers[3].arguments.first?.value == .keyPath(["dynamicTypeSize"]))
    }

    @Test func layoutValuesThroughAnyLayout() throws {
        let code = #"""
        @State var tie = false
        let layout = tie ? AnyLayout(HStackLayout(spacing: 2)) : AnyLayout(VStackLayout())
        VStack {
            Toggle("Tie", isOn: $tie)
            layout {
                Text("a")
                Text("b")
            }
        }
        """#
        let vertical = try interpret(code).children[1]
        let horizontal = try interpret(code, state: ["tie": .bool(true)]).children[1]
        #expect(vertical.kind == "VStack")
        #expect(horizontal.kind == "HStack")
        #expect(horizontal.argument("spacing") == .int(2))
        // Same source views keep their ids when the layout changes: AnyLayout's identity.
        #expect(vertical.allViews.map(\.id) == horizontal.allViews.map(\.id))
    }

    // MARK: - Ids

    @Test func explicitAndGeneratedIDsAreStable() throws {
        let code = #"""
        @State var choice = "a"
        VStack {
            Text("Leader").id("leader")
            ForEach(pets) { pet in
                Text(pet.type)
            }
            ForEach(0..<2) { i in Text("\(i)") }
            Picker("Mode", selection: $choice) {
                Text("A").tag("a")
                Text("B").tag("b")
            }
            .pickerStyle(.segmented)
        }
        """#
        let first = try interpret(code, data: ["pets": pets])
        let second = try interpret(code, data: ["pets": pets], state: ["choice": .string("b")])
        let ids = first.allViews.map(\.id)
        #expect(ids == second.allViews.map(\.id))
        // Records without an `id` field are identified by position, as `\.self` values by value.
        #expect(ids.prefix(5) == ["vstack-11-1", "leader", "text-14-9-0", "text-14-9-1", "text-14-9-2"])
        #expect(ids.dropFirst(5).prefix(2) == ["text-16-27-0", "text-16-27-1"])
    }

    // MARK: - State

    @Test func stateCombinationsFromPickersAndToggles() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
        @State var layout = "hstack"
        @State var compact = false
        VStack {
            Picker("Layout", selection: $layout) {
                Text("HStack").tag("hstack")
                Text("VStack").tag("vstack")
                Text("ZStack").tag("zstack")
            }
            Toggle("Compact", isOn: $compact)
        }
        """#, file: "p.md"))
        #expect(block.states.map(\.name) == ["layout", "compact"])
        #expect(block.states[0].values == [.string("hstack"), .string("vstack"), .string("zstack")])
        #expect(block.states[1].values == [.bool(false), .bool(true)])
        #expect(block.combinations.count == 6)
        #expect(block.states.map(\.control) == [.picker, .toggle])
        #expect(block.states.map(\.title) == ["Layout", "Compact"])
        #expect(block.states[0].valueLabels == ["HStack", "VStack", "ZStack"])
        #expect(block.states[1].valueNames == ["false", "true"])
        #expect(block.combinations[0] == ["layout": .string("hstack"), "compact": .bool(false)])
    }

    @Test func pickerOverForEachWithTags() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
        @State var size = 2
        Picker("Size", selection: $size) {
            ForEach(1..<5) { n in Text("\(n)").tag(n) }
        }
        """#, file: "p.md"))
        #expect(block.states[0].values == [.int(2), .int(1), .int(3), .int(4)])
    }

    // MARK: - More constructs

    @Test func textRecordsWhetherItsStringIsMarkdown() throws {
        let view = try interpret(#"""
        let name = "**not bold**"
        VStack {
            Text("**bold** \(name)")
            Text(name)
            Text(verbatim: "**plain**")
        }
        """#)
        #expect(view.children.map { $0.arguments.first?.label } == [nil, "verbatim", "verbatim"])
    }

    @Test func modifiersOnForEachApplyToEachElement() throws {
        let view = try interpret(#"""
        HStack {
            ForEach(["a", "b"], id: \.self) { Text($0) }
                .padding(4)
        }
        """#)
        #expect(view.children.map { $0.modifiers.map(\.name) } == [["padding"], ["padding"]])
    }

    @Test func nestedForEachAndDictionariesMakeUniqueIDs() throws {
        let view = try interpret(#"""
        VStack {
            ForEach(groups) { group in
                ForEach(group.value, id: \.self) { item in
                    Text("\(group.key): \(item)")
                }
            }
        }
        """#, data: ["groups": .dictionary([
            DictionaryEntry(key: "Fruit", value: .array([.string("Apple"), .string("Fig")])),
            DictionaryEntry(key: "Veg", value: .array([.string("Leek")])),
        ])])
        #expect(texts(view) == ["Fruit: Apple", "Fruit: Fig", "Veg: Leek"])
        #expect(view.children.map(\.id) == ["text-13-13-0-apple", "text-13-13-0-fig", "text-13-13-1-leek"])
    }

    @Test func forEachUsesAnIDField() throws {
        let view = try interpret(#"ForEach(items) { Text($0.name) }"#, data: ["items": .array([
            .dictionary([DictionaryEntry(key: "id", value: .string("first")), DictionaryEntry(key: "name", value: .string("A"))]),
        ])])
        #expect(view.id == "text-10-18-first")
    }

    @Test func dataNamedLikeAViewDoesNotHideTheView() throws {
        #expect(texts(try interpret(#"Text(Text)"#, data: ["Text": .string("shadow")])) == ["shadow"])
        #expect(diagnostics(#"title { Text("a") }"#, data: ["title": .string("T")]).map(\.message) == ["`title` is a string, not a layout"])
    }

    @Test func modifierWithoutParenthesesSaysHowToCallIt() {
        #expect(diagnostics(#"Text("a").bold"#).map(\.message) == ["`bold` is a modifier: call it as `.bold()`"])
    }

    @Test func customLayoutsRegisteredInTheCatalog() throws {
        var catalog = ViewCatalog.standard
        catalog.addLayout(named: "FlowLayout", parameters: [Parameter("spacing", .number)])
        let view = try interpret(#"""
        @State var flow = true
        let layout = flow ? AnyLayout(FlowLayout(spacing: 4)) : AnyLayout(HStackLayout())
        VStack {
            FlowLayout(spacing: 2) { Text("a") }
            layout { Text("b") }
            Toggle("Flow", isOn: $flow)
        }
        """#, catalog: catalog)
        #expect(view.children.map(\.kind) == ["FlowLayout", "FlowLayout", "Toggle"])
        #expect(view.children[1].argument("spacing") == .int(4))
        let wrong = (try? ParsedBlock(source: LayoutBlockSource(code: "FlowLayout(spacin: 2) { Text(\"a\") }", file: "p.md"), catalog: catalog))
        #expect(wrong == nil)
    }
}

/// The control flow of pasted `body` code: `switch`, `if let`, `guard` and `return`.
@Suite struct ViewBuilderControlFlowTests {
    @Test func switchPicksTheFirstMatchingCase() throws {
        let code = """
        VStack {
            switch choice {
            case "cats": Text("Cats")
            case "dogs", "tie": Text("Dogs or a tie")
            default: Text("Other")
            }
        }
        """
        func shown(_ choice: String) throws -> [String] { texts(try interpret(code, data: ["choice": .string(choice)])) }
        #expect(try shown("cats") == ["Cats"])
        #expect(try shown("tie") == ["Dogs or a tie"])
        #expect(try shown("fish") == ["Other"])
        #expect(try texts(interpret("switch votes {\ncase 0..<10: Text(\"few\")\ncase .none: Text(\"x\")\ndefault: Text(\"many\")\n}", data: ["votes": .int(25)])) == ["many"])
        #expect(diagnostics("switch \"a\" {\ncase \"b\": Text(\"b\")\n}").map(\.message) == ["no case of the `switch` matches \"a\""])
        // `case let x` binds the subject, and a type pattern tests its type, as in Swift: a
        // body's `switch` matches with the patterns Swift code's `switch` compiles.
        #expect(try texts(interpret("switch \"a\" {\ncase let x: Text(x)\n}")) == ["a"])
        #expect(try texts(interpret("switch \"a\" {\ncase is Int: Text(\"n\")\ncase is String: Text(\"s\")\ndefault: Text(\"x\")\n}")) == ["s"])
    }

    @Test func ifLetBindsAndSkipsNil() throws {
        let data: [String: Value] = ["photo": .null, "mood": .string("happy")]
        #expect(try texts(interpret("if let photo { Text(photo) } else { Text(\"none\") }", data: data)) == ["none"])
        #expect(try texts(interpret("if let m = mood, m == \"happy\" { Text(m) }", data: data)) == ["happy"])
    }

    @Test func guardAndReturnEndTheBody() throws {
        #expect(try texts(interpret("guard mood == \"sad\" else { return Text(\"fine\") }\nreturn Text(\"sad\")", data: ["mood": .string("ok")])) == ["fine"])
        #expect(try texts(interpret("guard mood == \"sad\" else { return Text(\"fine\") }\nreturn Text(\"sad\")", data: ["mood": .string("sad")])) == ["sad"])
    }

    /// A local declared without a value and assigned on every path later (`let isLong: Bool`
    /// then a `switch` of assignments), and a `var` assigned again, as Swift's definite
    /// initialization allows and result builders leave assignments untransformed (SE-0289,
    /// "Assignments"); set M: 18 bodies of one app stopped on "needs an initial value".
    /// A state variable still changes only through the page's controls.
    @Test func aLocalIsAssignedLater() throws {
        let code = """
            let isLong: Bool
            switch flavor {
            case "long":
                isLong = true
            default:
                isLong = false
            }
            let width: Double
            if isLong { width = 200 } else { width = 100 }
            var scale = 2
            scale = scale > 1 ? 1 : scale
            VStack {
                Text(isLong ? "long" : "short")
                Text(verbatim: "\\(width * Double(scale))")
            }
            """
        #expect(try texts(interpret(code, data: ["flavor": .string("long")])) == ["long", "200.0"])
        #expect(try texts(interpret(code, data: ["flavor": .string("short")])) == ["short", "100.0"])
        #expect(diagnostics("let size\nText(\"x\")").map(\.message) == ["`size` needs an initial value"])
        #expect(diagnostics("@State var count = 0\nVStack { Text(\"x\") }\ncount = 3").map(\.message).contains("assignments are not allowed in a layout block"))
    }

    /// A body with a `return` is plain Swift: the compiler does not apply the result builder
    /// to it (SE-0289; Swift warns "application of result builder disabled by explicit
    /// 'return' statement"). Its views are the one it returns, the first `return` reached
    /// ends it, and its other expressions are work for their effect, not views (set M:
    /// `GeometryReader { reader -> AnyView in ... DispatchQueue.main.async { ... } ... }`).
    @Test func aBodyWithAReturnIsPlainSwift() throws {
        let code = """
            if wide { return Text("wide") }
            return Text("narrow")
            """
        #expect(try texts(interpret(code, data: ["wide": .bool(true)])) == ["wide"])
        #expect(try texts(interpret(code, data: ["wide": .bool(false)])) == ["narrow"])
        let effects = """
            let size = 2
            DispatchQueue.main.async { print(size) }
            if size > 1 { model.log("big") }
            Text("never drawn")
            return VStack { Text("a"); Text("b") }
            """
        #expect(try texts(interpret(effects)) == ["a", "b"])
        #expect(diagnostics(effects).isEmpty, "work done for its effect stands in for nothing")
        // Without a `return`, a builder's views are all drawn, as before.
        #expect(try texts(interpret("if wide { Text(\"wide\") }\nText(\"narrow\")", data: ["wide": .bool(true)])) == ["wide", "narrow"])
    }

    /// Any declared view's body with a `return` runs as Swift code, the one evaluator of
    /// Swift's statements: `Self._printChanges()` is SwiftUI's debugging aid, which logs to a
    /// console a page has not (Apple, "View"); work for later (`DispatchQueue.main.async`) and
    /// the app's models stand in, said in a warning; the view returned is drawn (set AW's Atwy
    /// printed changes in two views' bodies).
    @Test func aDeclaredViewsPlainBodyRunsAsSwiftCode() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
            struct Pane: View {
                @State private var ready = false
                var body: some View {
                    Self._printChanges()
                    let size = 2
                    DispatchQueue.main.async { ready = true }
                    if size > 1 { model.log("big") }
                    if ready { return AnyView(Text("ready")) }
                    return AnyView(VStack { Text("a"); Text("b \(size)") })
                }
            }
            Pane()
            """#, file: "content/test.md", firstLine: 10))
        #expect(block.notes.allSatisfy { $0.severity != .error }, "\(block.notes)")
        #expect(texts(block.initialView) == ["a", "b 2"])
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("`DispatchQueue`") && $0.message.contains("`model`") }, "\(block.notes)")
    }

    /// What the library makes from Swift code is what the view builder makes: a `GeometryReader`
    /// with its proxy (set AX's FabulaItemsProvider: `return GeometryReader { proxy in ... }`
    /// stood in), and a helper's views, each call's its own, whether the view builder calls it
    /// or Swift code does (`let a = group("one"); let b = group("two")`: the two sections had
    /// the same ids).
    @Test func swiftCodeMakesReadersAndHelpersViewsAsTheViewBuilderDoes() throws {
        let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())
        let meter = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Meter: View {
                let level: Double
                var body: some View {
                    let clamped = min(max(level, 0), 1)
                    return GeometryReader { proxy in
                        Capsule().frame(width: proxy.size.width * clamped).id("bar")
                    }
                    .frame(height: 8)
                }
            }
            Meter(level: 0.4)
            """, file: "content/test.md", firstLine: 10))
        #expect(!meter.notes.contains { $0.id == .standIn }, "\(meter.notes)")
        let bar = try #require(try layouter.layout(meter, width: 300).nodes.first { $0.id == "bar" })
        #expect(bar.width == 120)
        for body in ["return List { group(\"one\"); group(\"two\") }", "let a = group(\"one\")\nlet b = self.group(\"two\")\nreturn List { a; b }"] {
            let settings = try interpret("""
                struct Settings: View {
                    let names = ["a", "b"]
                    func group(_ title: String) -> some View {
                        let upper = title.uppercased()
                        return Section(header: Text(upper)) { ForEach(names, id: \\.self) { name in Text(name) } }
                    }
                    var body: some View {
                        \(body)
                    }
                }
                Settings()
                """)
            #expect(texts(settings) == ["ONE", "a", "b", "TWO", "a", "b"])
            #expect(Set(settings.allViews.map(\.id)).count == settings.allViews.count)
        }
        // SwiftUI's behaviour modifiers on a view Swift code holds (`kept.gesture(...)`: "a view
        // has no method `gesture`", set AX's FabulaItemsProvider), and `RotatedShape` of the
        // app's shape, which stands in with it.
        let turn = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Turn: View {
                var body: some View {
                    let kept = Rectangle().frame(width: 10, height: 10)
                    return kept.gesture(TapGesture()).onTapGesture { }
                }
            }
            struct Tilt: View {
                var body: some View {
                    return RotatedShape(shape: appShape, angle: .degrees(30))
                }
            }
            VStack { Turn(); Tilt() }
            """, file: "content/test.md", firstLine: 10))
        #expect(turn.notes.allSatisfy { $0.severity != .error }, "\(turn.notes)")
        #expect(turn.initialView.allViews.contains { $0.kind == "Rectangle" })
        #expect(turn.notes.contains { $0.id == .standIn && $0.message.contains("`RotatedShape(…)`") }, "\(turn.notes)")
    }

    /// `#if` around a view builder `switch`'s cases gives the active clause's cases; they were
    /// dropped without a word, so no case matched (set AX's FabulaItemsProvider).
    @Test func ifConfigAroundABuildersSwitchCasesKeepsTheActiveOnes() throws {
        let view = try interpret("""
            enum Mode { case light, dark }
            let mode = Mode.dark
            switch mode {
            case .light:
                Text("Light")
            #if os(iOS)
            case .dark:
                Text("Dark")
            #else
            case .dark:
                Text("Night")
            #endif
            }
            """)
        #expect(texts(view) == ["Dark"])
    }

    /// Set AX's Swift rules: `self._stored` in a property wrapper's `init` is the storage of its
    /// `@State private var stored`, as `_stored` is (swift accepts both); and an implicit
    /// `.init(...)` in `Array(repeating:count:)` where a `[GridItem]` goes takes the element's
    /// type from the context, in a view with a written `init` (compiled as Swift) as in one
    /// without, so the two lay out alike (it was "`.init(_:spacing:)` is not known here").
    @Test func aWrappersSelfStorageAndARepeatedImplicitInit() throws {
        let shouted = try interpret(#"""
            @propertyWrapper
            struct Shouted: DynamicProperty {
                @State private var stored: String = ""
                var wrappedValue: String {
                    get { stored }
                    nonmutating set { stored = newValue.uppercased() }
                }
                init(wrappedValue: String) {
                    self._stored = State<String>(wrappedValue: wrappedValue.uppercased())
                }
            }
            struct Banner: View {
                @Shouted var title: String = "hello"
                var body: some View { Text(title) }
            }
            Banner()
            """#)
        #expect(texts(shouted) == ["HELLO"])
        let grid = { (initialiser: String) in #"""
            struct TwoColumns: View {
                var columns: [GridItem] = Array(repeating: .init(.fixed(80), spacing: 5), count: 2)
            """# + initialiser + #"""
                var body: some View {
                    LazyVGrid(columns: columns) { Text("A").id("a"); Text("B").id("b") }
                }
            }
            TwoColumns()
            """# }
        let written = try frames(grid("\n    init() {}\n"), width: 400), memberwise = try frames(grid("\n"), width: 400)
        #expect(written["b"] != nil && written["a"] == memberwise["a"] && written["b"] == memberwise["b"], "\(written) \(memberwise)")
        #expect((written["b"]?.minX ?? 0) - (written["a"]?.minX ?? 0) == 85, "two 80 pt columns 5 apart: \(written)")
    }

    /// The same statements in a block's own code, which is a body with a `return` too (a
    /// `var body` pasted as a block, as set AW's BetterBlue previews are): each runs as Swift
    /// code runs it, what it changes in the block's variables (one declared without a value
    /// and given it in a `do` among them) theirs afterwards.
    @Test func aBlockWithAReturnRunsItsLoopsDoAndDiscardsAsSwift() throws {
        let view = try interpret(#"""
            final class Marker { var place = "start" }
            var total = 0
            for step in [2, 4, 6] where step > 2 {
                total += step
            }
            let parsed: Int
            do {
                parsed = Int("7") ?? 0
            }
            let marker = Marker()
            _ = { marker.place = "summit"; total += 100 }()
            var rounds = 0
            while rounds < 3 { rounds += 1 }
            return VStack {
                Text("Total \(total), parsed \(parsed), rounds \(rounds)")
                Text(marker.place)
            }
            """#)
        #expect(texts(view) == ["Total 110, parsed 7, rounds 3", "summit"])
    }

    /// A closure that takes no parameters given for a view's property that is called with
    /// some (`let header: (GeometryProxy) -> Header`) is refused at the closure, as Swift refuses
    /// it ("contextual type for closure argument list expects 1 argument, which cannot be
    /// implicitly ignored"); it was "`header` is several views, not a layout" at the body's call
    /// (set AW's Atwy, through a sample of `whole_views.py`). `{ _ in ... }` lays out.
    @Test func aClosureWithoutParametersForOneThatTakesSomeIsRefusedAtIt() throws {
        let panel = """
            struct Panel<Header: View>: View {
                @ViewBuilder let header: (GeometryProxy) -> Header
                var body: some View {
                    GeometryReader { proxy in
                        VStack { header(proxy) }
                    }
                }
            }
            """
        let refused = diagnostics(panel + "\nPanel(header: { Text(\"Heading\") })")
        #expect(refused.map(\.message) == ["this closure takes no parameters, and `header` gives it 1 (`(GeometryProxy) -> Header`)"])
        #expect(refused.first?.hint == "write `{ _ in ... }` to ignore them")
        #expect(refused.first?.line == 18, "\(refused)")
        #expect(try texts(interpret(panel + "\nPanel(header: { _ in Text(\"Heading\") })")) == ["Heading"])
        #expect(try texts(interpret(panel + "\nPanel { proxy in Text(\"Trailing\").frame(width: proxy.size.width) }")) == ["Trailing"])
    }

    /// A view's property that the code's own result builder marks (`@ListBuilder let sections:
    /// (Int) -> [String]`) takes the caller's closure through the builder (SE-0289), as Swift
    /// code's memberwise call does: set AW's Atwy stored such a closure, which was read as an
    /// app's property wrapper and stood in.
    @Test func aViewsPropertyMarkedByTheCodesResultBuilderTakesItsClosureThroughIt() throws {
        let view = try interpret(#"""
            @resultBuilder
            struct ListBuilder {
                static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
                static func buildExpression(_ item: String) -> [String] { [item] }
                static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
            }
            struct Menu: View {
                @ListBuilder let sections: (Int) -> [String]
                var body: some View {
                    VStack { ForEach(sections(2), id: \.self) { Text($0) } }
                }
            }
            Menu { n in
                "A"
                if n > 1 { "B" }
                if n > 2 { "C" }
            }
            """#)
        #expect(texts(view) == ["A", "B"])
    }

    /// A view's `body` with a `return` and a statement only Swift runs before it (a `for`, a
    /// `do`/`catch`, an `_ =` that runs a closure for its work) is plain Swift (SE-0289), run
    /// as Swift code: its locals, loops and objects work as in Swift, and the view it returns
    /// is drawn (set AW's BetterBlue: two preview bodies stopped on "statements are not allowed
    /// in a view builder").
    @Test func aBodyWithAReturnRunsItsStatementsAsSwift() throws {
        let view = try interpret("""
            final class Marker { var place = "start" }
            struct Tally: View {
                var steps: [Int]
                var body: some View {
                    var total = 0
                    for step in steps where step > 1 { total += step }
                    let parsed: Int
                    do {
                        parsed = try read("7")
                    } catch {
                        parsed = -1
                    }
                    let marker = Marker()
                    _ = { marker.place = "summit" }()
                    return VStack {
                        Text("Total \\(total), parsed \\(parsed)")
                        Text(marker.place).bold()
                    }
                }
                func read(_ s: String) throws -> Int { Int(s) ?? 0 }
            }
            Tally(steps: [1, 2, 4])
            """)
        #expect(texts(view) == ["Total 6, parsed 7", "summit"])
        #expect(view.allViews.contains { $0.modifiers.contains { $0.name == "bold" } })
    }

    /// Set U's SwiftUI forms: `background(in:)` fills the shape with the background style
    /// (Apple, "background(in:fillStyle:)"), `.containerRelative` is `ContainerRelativeShape`
    /// (a rectangle where no container shape is set, Apple), and a view's `init` passed where a
    /// closure that takes nothing goes (`label: EmptyView.init`) is that view.
    @Test func backgroundInAShapeContainerRelativeAndAnInitAsAClosure() throws {
        let view = try interpret("""
            @State var level = 0.5
            VStack {
                Text("a").clipShape(.containerRelative).background(in: RoundedRectangle(cornerRadius: 8))
                Slider(value: $level, in: 0...1, label: EmptyView.init)
            }
            """)
        let text = try #require(view.allViews.first { $0.kind == "Text" })
        #expect(text.modifiers.map(\.name) == ["clipShape", "background"])
        guard case .view(let shape)? = text.modifiers.first?.arguments.first?.value else { Issue.record("no shape"); return }
        #expect(shape.kind == "ContainerRelativeShape")
        #expect(view.allViews.contains { $0.kind == "Slider" })
    }

    // MARK: - Set V (apps never read before)

    /// A `switch` over a tuple matches each part against its pattern (The Swift Programming
    /// Language, "Patterns": Tuple Pattern), binding what a part's pattern binds; a stand-in
    /// subject takes the first case, as for any `switch`.
    @Test func aSwitchOverATupleMatchesEachPart() throws {
        let code = #"""
            enum Content { case image(String), gif, none }
            let content = Content.image("leaf")
            let shouldRender = SHOULD
            switch (content, shouldRender) {
            case (.image(let name), true): Text("image \(name)")
            case (.gif, true): Text("gif")
            case (.none, _), (_, false): Text("placeholder")
            }
            """#
        #expect(texts(try interpret(code.replacingOccurrences(of: "SHOULD", with: "true"))) == ["image leaf"])
        #expect(texts(try interpret(code.replacingOccurrences(of: "SHOULD", with: "false"))) == ["placeholder"])
        #expect(texts(try interpret("switch (loader.content, visible) { case (.image(let image), true): Text(\"first\"); default: Text(\"other\") }")) == ["first"])
    }

    /// Foundation's `Date.distantPast` and `distantFuture` are Foundation's own values, and dates
    /// compare as Swift code compares them, in a body and in a function.
    @Test func foundationsDistantDates() throws {
        #expect(texts(try interpret(#"if Date.now > Date.distantPast && Date.now < Date.distantFuture { Text("between") }"#)) == ["between"])
        #expect(texts(try interpret(#"func later(_ date: Date) -> Bool { date > Date.distantPast }; Text(later(Date.now) ? "later" : "earlier")"#)) == ["later"])
        #expect(message("Text(\"a\").opacity(Date.distantPasst > Date.now ? 1 : 0)").contains("did you mean `distantPast`?"))
    }

    /// `.id(nil)`, one side of `isLast ? "last" : nil`, names nothing: rows keep their own ids,
    /// and the one that is named is found by it.
    @Test func anOptionalIDThatIsNilNamesNothing() throws {
        let view = try interpret(#"VStack { ForEach(0..<3, id: \.self) { i in Text("\(i)").id(i == 2 ? "last" : nil) } }"#)
        #expect(view.allViews.filter { $0.kind == "Text" }.map(\.hasExplicitID) == [false, false, true])
        #expect(view.allViews.contains { $0.id == "last" })
    }

    /// iOS 16's `ForEach($items, editActions: .all)` and `List($items, editActions: .all)`: the
    /// rows, as without the edit actions a reader cannot use on a page.
    @Test func editActionsLeaveTheRows() throws {
        let list = try interpret(#"@State var items = ["a", "b"]; List($items, id: \.self, editActions: .all) { $item in Text(item) }"#)
        #expect(texts(list) == ["a", "b"])
        let rows = try interpret(#"@State var items = ["a", "b"]; List { ForEach($items, id: \.self, editActions: .delete) { $item in Text(item) } }"#)
        #expect(texts(rows) == ["a", "b"])
    }

    /// `ContentUnavailableView.search` and `.search(text:)` (iOS 17's empty search state) show the
    /// magnifying glass, "No Results" with the query, and the suggestion iOS shows.
    @Test func theSearchEmptyState() throws {
        let searched = try interpret(#"ContentUnavailableView.search(text: "kiwi")"#)
        #expect(searched.kind == "ContentUnavailableView")
        #expect(searched.argument(nil) == .string("No Results for \u{201C}kiwi\u{201D}"))
        #expect(searched.argument("systemImage") == .string("magnifyingglass"))
        let plain = try interpret("ContentUnavailableView.search")
        #expect(plain.argument(nil) == .string("No Results"))
        let drawn = try frames(#"ContentUnavailableView.search(text: "kiwi").id("empty")"#, width: 300)
        #expect((drawn["empty"]?.height ?? 0) > 0)
    }

    /// A key path may chain an optional (`\.?.count`; The Swift Programming Language, "Key-Path
    /// Expression": swift 6.3.1 maps `["Ann", nil, "Bo"]` through it to `[Optional(3), nil,
    /// Optional(2)]`): each row's id is its element's count, nil for nil (set AK's AmpFin:
    /// "only property key paths ... are supported").
    @Test func aKeyPathChainsAnOptional() throws {
        let view = try interpret("""
            let names: [String?] = ["Ann", nil, "Bo"]
            VStack {
                ForEach(names, id: \\.?.count) { name in
                    Text(name ?? "none")
                }
            }
            """)
        #expect(texts(view) == ["Ann", "none", "Bo"])
        #expect(view.allViews.filter { $0.kind == "Text" }.map(\.id).map { String($0.split(separator: "-").last ?? "") } == ["3", "nil", "2"])
    }
}
