// Whole `View` structs pasted into a block: properties, body, helpers, modifiers, previews.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

@Suite struct DeclaredViewTests {
    /// A method the code declares named `formatted` (set BH's microworkout: a view's `static
    /// func formatted(_ value: Int) -> String`, called `Self.formatted(steps)`) is the code's,
    /// as Swift finds it; Foundation's `formatted` is a number's or a date's. It recursed
    /// through the library ("nests more than 1000 levels"), and `Pace().formatted(30)` was
    /// "no method `formatted`".
    /// A name the view code binds shadows the view's property of that name, as Swift's scopes
    /// nest: `if let total = model.total { row(total) }` inside `var total: some View` (set BH's
    /// wxm-ios) read the property, whose getter is that code ("calls nest more than 48 deep");
    /// a `ForEach` closure's `title` given to a method reads the element, not `self.title`.
    /// `answers[question, default: false]` of a dictionary Swift code made (a view with an `init`
    /// runs its stored properties' defaults as Swift code; set BJ's berkeley-mobile) is Swift's
    /// `subscript(_:default:)`, as a body's own dictionary is; it was "`default:` reads a
    /// dictionary, not a dictionary".
    @Test func aDefaultSubscriptReadsADictionarySwiftCodeMade() throws {
        let view = try interpret(#"""
            struct Checklist: View {
                let questions: [String]
                @State private var answers: [String: Bool] = ["b": true]
                @State private var notes: [String: String] = [:]
                init(questions: [String]) { self.questions = questions }
                var body: some View {
                    VStack {
                        ForEach(questions, id: \.self) { question in
                            Text(answers[question, default: false] ? "\(question) yes" : "\(question) no")
                        }
                        Text(notes["a", default: "none"])
                    }
                }
            }
            Checklist(questions: ["a", "b"])
            """#)
        #expect(texts(view) == ["a no", "b yes", "none"])
    }

    @Test func theViewCodesNamesShadowTheViewsProperties() throws {
        let view = try interpret(#"""
            struct Metrics: View {
                let title = "T"
                var body: some View {
                    VStack {
                        total
                        ForEach(["a", "b"], id: \.self) { title in Text(shout(title)) }
                    }
                }
                func shout(_ text: String) -> String { text + "!" }
            }
            extension Metrics {
                @ViewBuilder var total: some View {
                    if let total = Optional(3), total > 1 { row(total) } else { EmptyView() }
                }
                func row(_ value: Int) -> some View { Text(verbatim: "\(value) in all") }
            }
            Metrics()
            """#)
        #expect(texts(view) == ["3 in all", "a!", "b!"])
    }

    @Test func aDeclaredMethodNamedFormattedIsTheCodes() throws {
        let view = try interpret(#"""
            struct Pace {
                static func formatted(_ minutes: Int) -> String { "\(minutes) min/km" }
                func formatted(_ seconds: Int) -> String { "\(seconds) s" }
            }
            struct Banner: View {
                let steps: Int
                static func formatted(_ count: Int) -> String { "\(count) steps" }
                var body: some View { Text(Self.formatted(steps)) }
            }
            VStack {
                Banner(steps: 1200)
                Text(Pace.formatted(5))
                Text(Pace().formatted(30))
                Text(12345.formatted())
            }
            """#)
        #expect(texts(view) == ["1200 steps", "5 min/km", "30 s", "12,345"])
    }

    @Test func aViewStructIsExpandedWithItsPropertiesPerCall() throws {
        let view = try interpret("""
            VStack {
                Badge(title: "Cat")
                Badge(title: "Dog", count: 3)
            }

            struct Badge: View {
                let title: String
                var count = 1

                var body: some View {
                    HStack {
                        Text(title)
                        Text("\\(count)")
                    }
                }
            }
            """)
        #expect(texts(view) == ["Cat", "1", "Dog", "3"])
        // Two calls, two copies: the body's views get ids under each call's position.
        let ids = view.allViews.filter { $0.kind == "Text" }.map(\.id)
        #expect(Set(ids).count == 4)
    }

    /// Views that each nest a type of one name (`Mode`, `Item`, as apps nest a view's own
    /// row data and modes) beside a file-scope type of that name: each view's code means its
    /// own, as Swift's lookup finds the enclosing type's member first. Set T showed five views
    /// stopped by "`Item` is declared twice".
    /// Set X (session 29): `@ObservedObject var store: Store` of the app's class, which the page
    /// leaves out, is still the memberwise initialiser's first parameter: `name:` after it binds
    /// `name` (it was "`Row` needs `name:`").
    @Test func anAppsObservedObjectTakesItsArgumentInTheMemberwiseInit() throws {
        let view = try interpret("""
            final class Store: ObservableObject {
                var count = 1
            }
            struct Row: View {
                @ObservedObject var store: Store
                let name: String
                var body: some View { Text(name) }
            }
            Row(store: Store(), name: "Sample")
            """)
        #expect(texts(view) == ["Sample"])
    }

    /// Set X: a view's `init` storing an `Axis` (DockDoor's `DynStack`), and an optional image
    /// property left `nil` and written alone in a builder, which draws nothing (SwiftUI's
    /// `Optional: View`).
    @Test func anInitsAxisAndANilOptionalViewProperty() throws {
        let code = """
            struct Flow<Content: View>: View {
                var direction: Axis
                let icon: Image?
                var content: () -> Content
                init(direction: Axis, icon: Image? = nil, @ViewBuilder content: @escaping () -> Content) {
                    self.direction = direction
                    self.icon = icon
                    self.content = content
                }
                var body: some View {
                    if direction == .vertical { VStack { icon; content() } } else { HStack { icon; content() } }
                }
            }
            """
        let across = try interpret(code + "\nFlow(direction: .horizontal) { Text(\"a\") }")
        #expect(across.allViews.map(\.kind).filter { $0.hasSuffix("Stack") } == ["HStack"])
        let down = try interpret(code + "\nFlow(direction: .vertical, icon: Image(systemName: \"star\")) { Text(\"a\") }")
        #expect(down.allViews.map(\.kind).filter { $0.hasSuffix("Stack") || $0 == "Image" } == ["VStack", "Image"])
    }

    /// Set Z (Feather's settings): `@AppStorage("key") var x = false` is its default on a
    /// page, as in an app launched for the first time (Apple, "AppStorage"), and a control
    /// bound to it changes it as `@State`'s does; it was a stand-in. Without a default the
    /// value is the app's and stands in.
    @Test func storedSettingsHaveTheirDefaults() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
            struct Settings: View {
                @AppStorage("ipFix") private var ipFix: Bool = false
                @SceneStorage("name") var name = "Guest"
                @AppStorage("theme") var theme: String
                var body: some View {
                    VStack {
                        Toggle("Fix", isOn: $ipFix)
                        Text("Hello \(name)")
                        Text(theme)
                        if ipFix { Text("fixed") } else { Text("as sent") }
                    }
                }
            }
            """#, file: "content/test.md"))
        #expect(texts(block.initialView) == ["Hello Guest", "theme", "as sent"])
        let standIns = try #require(block.notes.first { $0.id == .standIn })
        #expect(standIns.subject == "`theme` is", "\(block.notes)")
        let page = try ParsedBlock(source: LayoutBlockSource(code: #"""
            @AppStorage("compact") var compact = false
            VStack {
                Toggle("Compact", isOn: $compact)
                if compact { Text("small") } else { Text("large") }
            }
            """#, file: "content/test.md"))
        #expect(page.states.map(\.name) == ["compact"])
        // A default of the app's constant, not pasted, stands in (set X's codeapp).
        let constant = try ParsedBlock(source: LayoutBlockSource(code: #"""
            struct Panel: View {
                @SceneStorage("panel.visible") var visible: Bool = DefaultUIState.PANEL_IS_VISIBLE
                var body: some View { if visible { Text("panel") } else { Text("hidden") } }
            }
            """#, file: "content/test.md"))
        #expect(constant.notes.contains { $0.id == .standIn && $0.message.hasPrefix("`DefaultUIState.PANEL_IS_VISIBLE` is not defined") }, "\(constant.notes)")
        #expect(texts(try page.view(for: ["compact": .bool(true)])) == ["small"])
    }

    /// Set Z (VirtualBuddy): SwiftUI's modifiers on an optional view that is nil, which draws
    /// nothing modified or not; it was "nil has no method `foregroundStyle`".
    @Test func modifiersOfANilOptionalView() throws {
        let code = """
            struct Notice: View {
                var detail: Text? = nil
                var body: some View {
                    VStack {
                        Text("Nothing here")
                        detail
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                    }
                }
            }
            """
        #expect(texts(try interpret(code + "\nNotice()")) == ["Nothing here"])
        #expect(texts(try interpret(code + "\nNotice(detail: Text(\"Try again\"))")) == ["Nothing here", "Try again"])
    }

    /// Set Z (Feather's NBSection): a view stored from a `@ViewBuilder` closure is one view
    /// where a parameter takes a view (`Section(header:footer:)`), as `buildBlock` passes one
    /// through; it was "expects a view for `footer`, found several views". Several are one
    /// group, as a `TupleView` is.
    @Test func aViewABuilderMadeIsOneViewWhereAViewGoes() throws {
        let code = """
            struct Titled<Note: View>: View {
                private var note: Note
                init(@ViewBuilder note: () -> Note) { self.note = note() }
                var body: some View {
                    List {
                        Section(header: Text("Signing"), footer: note) { Text("Certificate") }
                    }
                }
            }
            """
        #expect(texts(try interpret(code + "\nTitled(note: { Text(\"Expires soon\") })")) == ["Signing", "Expires soon", "Certificate"])
        let two = try interpret(code + "\nTitled(note: { Text(\"Expires\"); Text(\"soon\") })")
        #expect(texts(two) == ["Signing", "Expires", "soon", "Certificate"])
        #expect(two.allViews.contains { $0.kind == "Group" && texts($0) == ["Expires", "soon"] })
    }

    /// Set X (DockDoor's FluidGradient): `$flag` of a plain struct's `@Binding var flag`, in
    /// its method, is the binding itself (Apple, "Binding": its projected value is itself).
    @Test func aBindingsProjectionInAPlainStructsMethod() throws {
        let view = try interpret("""
            struct Relay {
                @Binding var flag: Bool
                func projected() -> Binding<Bool> { $flag }
            }
            struct Panel: View {
                @State var on = true
                var body: some View { Text(Relay(flag: $on).projected().wrappedValue ? "on" : "off") }
            }
            Panel()
            """)
        #expect(texts(view) == ["on"])
    }

    @Test func viewsNestTypesOfOneName() throws {
        let view = try interpret("""
            VStack { Catalog(); Other(mode: .off) }

            struct Item { let name: String }
            struct Catalog: View {
                struct Item: Identifiable { let id: Int; let title: String }
                enum Mode { case grid, list }
                let items = [Item(id: 1, title: "A"), Item(id: 2, title: "B")]
                var mode: Mode = .list
                var body: some View {
                    VStack {
                        ForEach(items) { item in Text(item.title) }
                        Text(mode == .list ? "list" : "grid")
                        row(Item(id: 3, title: "C"))
                    }
                }
                func row(_ item: Item) -> some View { Text(item.title) }
            }
            struct Other: View {
                enum Mode { case on, off }
                var mode = Mode.on
                var body: some View {
                    Text(mode == .on ? "on" : "off")
                    Text(Item(name: "top").name)
                }
            }
            """)
        #expect(texts(view) == ["A", "B", "list", "C", "off", "top"])
    }

    /// A view helper's parameters are bound as Swift binds them (labels, defaults), and each
    /// call is views of its own. Found pasting 0Itsuki0/CustomLayout-SwiftUI's demo views.
    @Test func viewHelpersBindLabelsAndDefaultsPerCall() throws {
        let view = try interpret("""
            struct Demo: View {
                var body: some View {
                    VStack {
                        label("a", priority: 2)
                        label("b")
                    }
                }

                private func label(_ text: String, priority: CGFloat = 0.5) -> some View {
                    Text(text).layoutPriority(priority)
                }
            }
            """)
        let labels = view.allViews.filter { $0.kind == "Text" }
        #expect(texts(view) == ["a", "b"])
        #expect(labels.map { $0.modifiers.first { $0.name == "layoutPriority" }?.arguments.first?.value } == [.double(2), .double(0.5)])
        #expect(Set(labels.map(\.id)).count == 2)
    }

    /// A helper's return type is read as Swift reads it whatever its spacing (`-> some  View`,
    /// as an app in set P wrote it): the helper's views are interpreted. It used to be taken
    /// for a data method and run without a compiled body, writing past its frame (a crash).
    @Test func aViewHelpersReturnTypeIsReadWhateverItsSpacing() throws {
        let view = try interpret("""
            struct Days: View {
                let days = ["Mon", "Tue"]
                var body: some View {
                    VStack {
                        ForEach(days, id: \\.self) { day in
                            VStack { cell(day: day) }
                        }
                    }
                }
                func cell(day: String) -> some  View {
                    Text(day.uppercased())
                }
                func count(of day: String) -> [String : Int] { [day :  day.count] }
            }
            """)
        #expect(texts(view) == ["MON", "TUE"])
    }

    /// A view whose data is a `Result` (the standard library's enum, written in Swift for the
    /// evaluator): a stored `.success(3)`, a `switch` over it in a computed property, `get()`.
    @Test func aViewsResultProperty() throws {
        let view = try interpret("""
            struct Status: View {
                let outcome: Result<Int, LoadError> = .success(3)
                var label: String {
                    switch outcome {
                    case .success(let n): return "\\(n) items"
                    case .failure: return "failed"
                    }
                }
                var body: some View {
                    VStack {
                        Text(label)
                        Text((try? outcome.get()).map { "got \\($0)" } ?? "none")
                    }
                }
            }
            enum LoadError: Error { case offline }
            """)
        #expect(texts(view) == ["3 items", "got 3"])
    }

    /// A block's own `struct Result: View` (Flipper's nested `CompactTrailing.Result`, set Y)
    /// shadows the standard library's `Result`, as any declaration of the module does: it was
    /// "declared twice" against the library's enum; and a view's own `var Tab` was SwiftUI's view.
    @Test func aViewNamedResultShadowsTheLibrarys() throws {
        // The same lookup finds a view's own member named like SwiftUI's view (damus's
        // `var Tab: some View`) before SwiftUI's `Tab`.
        #expect(texts(try interpret("""
            struct TabButton: View {
                var body: some View { ZStack { Tab; Text("dot") } }
                var Tab: some View { Text("Home") }
            }
            """)) == ["Home", "dot"])
        #expect(texts(try interpret("""
            struct Result: View {
                var body: some View { Text("Done") }
            }
            """)) == ["Done"])
    }

    /// A view's text reads escapes as Swift does, with the Swift evaluator's one reading of them.
    @Test func aTextsEscapesAreSwifts() throws {
        let view = try interpret(#"""
            VStack {
                Text("Snow \u{2603} \(1)")
                Text(#"raw \n \(1)"#)
            }
            """#)
        #expect(texts(view) == ["Snow \u{2603} 1", #"raw \n \(1)"#])
    }

    /// A view's data under a type alias (`typealias Row = Expense`): its array, its
    /// initialisers, `.init(...)` where a `Row` goes, a helper's parameter.
    @Test func aViewsDataUnderATypeAlias() throws {
        let view = try interpret("""
            struct Expense: Identifiable { let id: Int; var name: String }
            typealias Row = Expense
            struct ListView: View {
                let rows: [Row] = [Row(id: 1, name: "Rent"), .init(id: 2, name: "Food")]
                var body: some View {
                    VStack {
                        ForEach(rows) { row in Text(row.name) }
                        Text(label(for: rows[0]))
                    }
                }
                func label(for row: Row) -> String { "#\\(row.id) \\(row.name)" }
            }
            """)
        #expect(texts(view) == ["Rent", "Food", "#1 Rent"])
    }

    /// Foundation's formatters as views configure them (a `static let` made by a closure, a
    /// `let` whose properties are set, `NSNumber(value:)`, `ByteCountFormatter`): swift-corelibs-
    /// foundation's own text, in the page's en_US and UTC. Expected text from `swift` 6.3.1 with
    /// the same locale and time zone; a page refuses a locale of its own (it would differ by machine).
    @Test func foundationsFormattersAsViewsConfigureThem() throws {
        let view = try interpret("""
            struct Receipt: View {
                let date = Date(timeIntervalSince1970: 1_700_000_000)
                static let stamp: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd HH:mm"
                    return formatter
                }()
                var styled: String {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    formatter.timeStyle = .short
                    return formatter.string(from: date)
                }
                var price: String {
                    let money = NumberFormatter()
                    money.numberStyle = .currency
                    money.currencyCode = "EUR"
                    return money.string(from: NSNumber(value: 1234.5)) ?? ""
                }
                var body: some View {
                    VStack {
                        Text(Self.stamp.string(from: date))
                        Text(styled)
                        Text(price)
                        Text(ByteCountFormatter.string(fromByteCount: 5_300_000, countStyle: .file))
                        Text("on \\(date, formatter: Self.stamp)")
                        Text(date, formatter: Self.stamp)
                    }
                }
            }
            """)
        // ICU writes a narrow no-break space before "PM", as Foundation does on Apple's systems.
        #expect(texts(view) == ["2023-11-14 22:13", "Nov 14, 2023 at 10:13\u{202F}PM", "€1,234.50", "5.3 MB", "on 2023-11-14 22:13", "2023-11-14 22:13"])
        #expect(message("""
            struct V: View {
                var label: String { let f = DateFormatter(); f.calendar = Calendar(identifier: .buddhist); return f.string(from: Date()) }
                var body: some View { Text(label) }
            }
            """).contains("a page formats in its own locale and time zone"))
        // Set O's WeSplit and BetterRest, which laid out in session 21 and stopped once formatters
        // became Foundation's own: `Locale.current` is the page's locale, and a date of the app's
        // model (`wakeUp - model.prediction(...)`) formats to a stand-in.
        let split = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Split: View {
                var money: String {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    formatter.locale = Locale.current
                    return formatter.string(from: NSNumber(value: 12.5)) ?? ""
                }
                var bedtime: String {
                    let formatter = DateFormatter()
                    formatter.timeStyle = .short
                    let model = SleepCalculator()
                    return formatter.string(from: Date.now - model.prediction(hours: 8).actualSleep)
                }
                var body: some View { VStack { Text(money); Text(bedtime) } }
            }
            Split()
            """, file: "content/test.md"))
        #expect(!split.notes.contains { $0.severity == .error }, "\(split.notes)")
        #expect(texts(split.initialView).first == "$12.50")
        #expect(split.notes.contains { $0.id == .standIn && $0.message.contains("`SleepCalculator") }, "\(split.notes)")
    }

    /// A function the block declares at its top, called from its views: one computing data
    /// (variadic, or of an aliased tuple type) runs as Swift, one returning views gives views,
    /// each call its own. Such calls stood in as the app's, though the block declares them;
    /// a closure in a `let` was refused ("a closure is not allowed here").
    @Test func theBlocksOwnFunctionsCalledFromItsViews() throws {
        let view = try interpret("""
            typealias Span = (lo: Int, hi: Int)
            func total(_ values: Double..., scale: Double = 1) -> Double { values.reduce(0, +) * scale }
            func widen(_ span: Span) -> Span { (span.lo - 1, span.hi + 1) }
            func badge(_ title: String, count: Int = 1) -> some View {
                HStack { Text(title); Text("\\(count)") }
            }
            VStack {
                Text(String(total(1, 2, scale: 2)))
                Text("\\(widen((lo: 1, hi: 2)).hi)")
                badge("Cats")
                badge("Dogs", count: 3)
            }
            """)
        #expect(texts(view) == ["6.0", "3", "Cats", "1", "Dogs", "3"])
        #expect(Set(view.allViews.map(\.id)).count == view.allViews.count)
        // A closure the block holds in a `let`, called from its views.
        let scaled = try interpret("""
            let scale: (Double) -> Double = { $0 / 2 }
            Text(verbatim: "\\(scale(9))")
            """)
        #expect(texts(scaled) == ["4.5"])
    }

    /// Functions that build views from a closure they take, as SwiftUI's own containers do:
    /// a top-level function, a method of the view, and an `extension View` method. The closure
    /// is a view builder when its parameter says `@ViewBuilder` or returns a view (`(Int) ->
    /// Row` of `<Row: View>`, `() -> some View`): several statements are several views, as
    /// SwiftUI's result builder makes them (The Swift Programming Language, "Result Builders").
    /// Each stood in as the app's, or stopped with "`section` does not take a closure".
    @Test func functionsBuildViewsFromTheClosuresTheyTake() throws {
        let view = try interpret(#"""
            func card<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
                VStack(alignment: .leading) { Text(title); content() }
            }
            extension View {
                func titled(_ title: String, @ViewBuilder footer: () -> some View) -> some View {
                    VStack { Text(title); self; footer() }
                }
            }
            struct Settings: View {
                var name = "Trellis"
                var body: some View {
                    VStack {
                        card("One") { Text("inside"); Text("second") }
                        section("About") { Text(name) }
                        rows([1, 2]) { n in Text("row \(n)") }
                        Text("Body").titled("Head") { Text("Foot"); Text("Foot 2") }
                    }
                }
                func section<Content: View>(_ header: String, @ViewBuilder content: () -> Content) -> some View {
                    VStack { Text(header); content() }
                }
                func rows<Row: View>(_ values: [Int], row: (Int) -> Row) -> some View {
                    HStack { ForEach(values, id: \.self) { row($0) } }
                }
            }
            Settings()
            """#)
        #expect(texts(view) == ["One", "inside", "second", "About", "Trellis", "row 1", "row 2", "Head", "Body", "Foot", "Foot 2"])
        #expect(Set(view.allViews.map(\.id)).count == view.allViews.count)
        // A closure where none is taken is still an error.
        #expect(message(#"func f(_ x: Int) -> some View { Text("\(x)") }"# + "\n" + #"f(1) { Text("a") }"#).contains("no `f` takes the arguments"))
    }

    /// A data struct with a closure property is made as Swift's memberwise (or written)
    /// initialiser takes it (`ActionButton(icon: "plus", action: {})` of `let action: () -> Void`,
    /// a trailing closure too); set R's menus and dropdowns stopped with "does not take a closure".
    @Test func aDataStructTakesAClosureForItsFunctionProperty() throws {
        let view = try interpret("""
            struct ActionButton {
                let icon: String
                let action: () -> Void
            }
            struct Option {
                let title: String
                let score: (Int) -> Int
                init(title: String, score: @escaping (Int) -> Int) { self.title = title; self.score = score }
            }
            let buttons = [ActionButton(icon: "plus", action: {}), ActionButton(icon: "minus") { }]
            let option = Option(title: "Double") { $0 * 2 }
            VStack {
                ForEach(buttons, id: \\.icon) { button in Text(button.icon) }
                Text("\\(option.title) \\(option.score(21))")
            }
            """)
        #expect(texts(view) == ["plus", "minus", "Double 42"])
        #expect(message("struct Tag { let name: String }\nlet t = Tag(name: \"a\") { }\nText(t.name)").contains("`Tag` does not take a closure"))
    }

    /// An angle's measure read back (Apple, "Angle": `degrees`, `radians`), as a body of set P
    /// read it (`Angle.degrees(angle).radians`), with `.pi` taken as the Double its parameter is.
    @Test func anAnglesMeasureReadBack() throws {
        let view = try interpret(#"""
            let angle = 45.0
            let rads = Angle.degrees(angle).radians
            let back = Angle(radians: .pi).degrees
            Text("\(rads, specifier: "%.3f") \(back, specifier: "%.0f")")
            """#)
        #expect(texts(view) == ["0.785 180"])
        // An angle of the app's value (set P's slider: `Angle.degrees(angleForValue(value))`) has a measure that stands in.
        let slider = try ParsedBlock(source: LayoutBlockSource(code: #"""
            let rads = Angle.degrees(angleForValue(value)).radians
            Circle().frame(width: 25, height: 25).position(x: 10 + 40 * CGFloat(cos(rads)), y: 20)
            """#, file: "content/test.md"))
        #expect(!slider.notes.contains { $0.severity == .error })
        #expect(slider.notes.contains { $0.id == .standIn && $0.message.contains("`angleForValue(…)`") }, "\(slider.notes)")
    }

    /// A declared struct's value reaches the views whole: its stored properties, its computed
    /// properties and its methods (`item.stars`, `item.label(">")`), also as the elements of
    /// a static array (`ForEach(Item.samples)`). It used to arrive as a record of its stored
    /// properties, without its members.
    @Test func aDataStructKeepsItsMembersInTheViews() throws {
        let view = try interpret("""
            struct Item: Identifiable {
                let id: Int
                var name: String
                var score = 2.0
                static let samples = [Item(id: 1, name: "A"), Item(id: 2, name: "B", score: 4)]
                var stars: String { String(repeating: "*", count: Int(score)) }
                func label(_ prefix: String) -> String { prefix + name }
            }
            VStack {
                ForEach(Item.samples) { item in
                    Text(item.name + item.stars + item.label(">"))
                }
                Text(Item.samples[1].label("#"))
            }
            """)
        #expect(texts(view) == ["A**>A", "B****>B", "#B"])
    }

    /// A view's properties may hold any Swift value: a `CGSize`, a tuple with SwiftUI values,
    /// a closure. The view builder carries what it has no form for whole (`Value.swift`) and
    /// reads it through the Swift evaluator; each used to be "holds CGSize, which a view cannot
    /// use" or "tuples are not supported".
    @Test func aViewsPropertiesHoldAnySwiftValue() throws {
        let code = """
            struct Mover: View {
                var height: CGFloat
                let shift = CGSize(width: 10, height: 4)
                let pair = (HorizontalAlignment.leading, label: "L")
                let action: () -> Void
                var body: some View {
                    Text(pair.label).offset(shift).offset(x: shift.width).frame(height: height)
                }
            }
            Mover(height: 12, action: {})
            """
        #expect(texts(try interpret(code)) == ["L"])
        let text = try #require(try frames(code, width: 390).first { $0.key.hasPrefix("text") }?.value)
        let width = text.width
        #expect(abs(text.origin.x - ((390 - width) / 2 + 20)) < 1e-9)
        #expect(abs(text.origin.y - ((12 - text.height) / 2 + 4)) < 1e-9)
    }

    /// Statements of a body that Swift allows and a page has no use for, or takes apart:
    /// `let _ = model.update()` (run for its effect), `let (w, h) = ...` (a tuple's parts),
    /// `{ ... }()` (a closure run where it is written), and `#warning` (a warning at its line).
    @Test func aBodysSwiftStatementsAreTakenAsSwiftTakesThem() throws {
        let code = """
            #warning("Delete before release")
            struct Row: View {
                let side: CGFloat = { 3 * 4 }()
                var body: some View {
                    let _ = print("drawn")
                    let (label, count) = ("Side", Int(side))
                    Text("\\(label) \\(count)")
                }
            }
            Row()
            """
        #expect(texts(try interpret(code)) == ["Side 12"])
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .warning }.map(\.message) == ["Delete before release"])
        #expect(diagnostics("#error(\"not on a page\")\nText(\"x\")").map(\.message) == ["not on a page"])
    }

    /// `switch` over an optional with Optional's patterns: `.some(true)`, `.none`, `let n?`,
    /// `nil` (The Swift Programming Language, "Patterns"). Met on set E (kiwix-apple).
    @Test func optionalPatternsChooseTheCase() throws {
        let view = try interpret("""
            struct Tri: View {
                let checked: Bool?
                var body: some View {
                    switch checked {
                    case .some(true): Text("yes")
                    case .some(false): Text("no")
                    case .none: Text("unknown")
                    }
                }
            }
            struct Count: View {
                let count: Int?
                var body: some View {
                    switch count {
                    case let n?: Text("n=\\(n)")
                    case nil: Text("none")
                    }
                }
            }
            VStack { Tri(checked: true); Tri(checked: false); Tri(checked: nil); Count(count: 3); Count(count: nil) }
            """)
        #expect(texts(view) == ["yes", "no", "unknown", "n=3", "none"])
    }

    /// A binding an `init` stores (`self._isChecked = isChecked`) reads as its value in the
    /// body, as a memberwise one does: `.constant(true)` is true, `$flag` is the state's value.
    /// Met on set E (SwiftUI_DevLog's CheckBox).
    @Test func aBindingStoredByAnInitReadsAsItsValue() throws {
        let code = """
            struct CheckBox: View {
                @Binding var isChecked: Bool
                @State private var font: Font
                init(isChecked: Binding<Bool>, font: Font = .title2) {
                    self._isChecked = isChecked
                    self._font = State(initialValue: font)
                }
                var body: some View {
                    if isChecked { Text("on").font(font) } else { Text("off") }
                }
            }
            @State var flag = false
            VStack {
                CheckBox(isChecked: .constant(true))
                CheckBox(isChecked: $flag)
            }
            """
        #expect(texts(try interpret(code)) == ["on", "off"])
        #expect(texts(try interpret(code, state: ["flag": .bool(true)])) == ["on", "on"])
    }

    /// An `async` method is declared, not run: a view whose `.task` awaits it lays out, and
    /// code that calls it while the page is built is an error at the call. Met on set E
    /// (StartToSwiftUI's carousel, kiwix-apple's PrintButton).
    @Test func anAsyncMethodIsDeclaredNotRun() throws {
        let view = try interpret("""
            struct Carousel: View {
                @State private var index = 0
                private func advance() async { index += 1 }
                var body: some View {
                    Text("Slide \\(index)").task { await advance() }
                }
            }
            Carousel()
            """)
        #expect(texts(view) == ["Slide 0"])
        #expect(message("""
            struct Loader { func load() async -> Int { 1 } ; func now() -> Int { 2 } }
            let n = Loader().load()
            Text("\\(n)")
            """).contains("`load` is `async`"))
    }

    /// An `Alignment` an `init` stores (Swift code holds it as its two guides) reaches the
    /// views by its name. Met on set E (StartToSwiftUI's CircleShadowButtonView).
    @Test func anAlignmentFromAnInitReachesTheViews() throws {
        let code = """
            struct Badge: View {
                let alignmentInOut: Alignment
                init(alignment: Alignment = .trailing) { self.alignmentInOut = alignment }
                var body: some View {
                    Text("x").frame(width: 100, alignment: alignmentInOut).foregroundStyle(Color.white, Color.blue).id("x")
                }
            }
            Badge()
            """
        let text = try #require(try frames(code, width: 100)["x"])
        let width = try #require(try frames("Text(\"x\").id(\"x\")", width: 100)["x"]).width
        #expect(abs(text.origin.x - (100 - width)) < 1e-9)
    }

    /// A computed property typed `[(label: String, animation: Animation)]` returns tuples
    /// with the declared labels (Swift converts the literal), its implicit members
    /// (`.spring(duration:)`) are SwiftUI's, and a stand-in colour's `.opacity` stays a colour,
    /// not the app's view. Met on set E (StartToSwiftUI's AnimationType demo).
    @Test func declaredTupleLabelsAndSwiftUIMembersInAComputedProperty() throws {
        let code = """
            struct Curves: View {
                private let timing: Double = 3
                private let tint: Color = Color.theme.accent.opacity(0.9)
                private var styles: [(label: String, animation: Animation)] {[
                    ("spring", .spring(duration: timing)),
                    ("linear", .linear(duration: timing)),
                ]}
                var body: some View {
                    ForEach(styles, id: \\.label) { style in
                        Text(style.label).foregroundStyle(tint).animation(style.animation, value: timing)
                    }
                }
            }
            Curves()
            """
        #expect(texts(try interpret(code)) == ["spring", "linear"])
        let script = SwiftScript.run(LayoutBlockSource(code: """
            struct S { var pairs: [(name: String, n: Int)] { [("a", 1), ("b", 2)] } }
            print(S().pairs.map(\\.name), S().pairs[1].n)
            """, file: "s.swift"))
        #expect(script.output == "[\"a\", \"b\"] 2\n", "\(script.diagnostics)")
    }

    /// A written `init` reads the properties that have defaults (`let today = Date()` before
    /// `range = today...`), as Swift initialises them first; Optional's `map` and `flatMap`
    /// pass nil through. Met on set E (bookbook's DatePickerView, StartToSwiftUI's MaskDemo).
    @Test func aWrittenInitReadsDefaultedPropertiesAndOptionalMaps() throws {
        let view = try interpret("""
            struct Span: View {
                let start = 10
                let rating: Int? = nil
                let range: ClosedRange<Int>
                init(days: Int) { range = start...(start + days) }
                var body: some View {
                    Text("\\(range.lowerBound) \\(range.count) \\(rating.map { $0 * 2 } ?? 0) \\(Optional(4).flatMap { $0 > 3 ? $0 : nil } ?? 0)")
                }
            }
            Span(days: 5)
            """)
        #expect(texts(view) == ["10 6 0 4"])
    }

    /// A generic view called with its generic arguments written out
    /// (`Panel<Text, EmptyView>(...)`) is the same call (CodeEdit's search panels, set A).
    @Test func explicitGenericArgumentsAreTheSameCall() throws {
        let view = try interpret("""
            struct Panel<Label: View, Extra: View>: View {
                let title: String
                @ViewBuilder var label: () -> Label
                var body: some View { VStack { Text(title); label() } }
            }
            Panel<Text, EmptyView>(title: "A") { Text("B") }
            """)
        #expect(texts(view) == ["A", "B"])
    }

    /// `ForEach(items, id: \.0, content: section)` with a method of the view as its content,
    /// called with each element as Swift passes a function (set A, CodeEdit's settings).
    @Test func aViewsMethodIsAForEachsContent() throws {
        let view = try interpret("""
            struct Sections: View {
                let sections = [("A", 1), ("B", 2)]
                var body: some View {
                    VStack { ForEach(sections, id: \\.0, content: section) }
                }
                @ViewBuilder private func section(_ item: (String, Int)) -> some View {
                    Text("\\(item.0) \\(item.1)")
                }
            }
            Sections()
            """)
        #expect(texts(view) == ["A 1", "B 2"])
    }

    /// The names a block declares at its top level are its file scope: the views it declares
    /// read them as Swift code reads a file's globals.
    @Test func aDeclaredViewReadsTheBlocksTopLevelNames() throws {
        let view = try interpret("""
            let gap: CGFloat = 6
            private let defaultSize = CGSize(width: 60, height: 40)
            struct Tile: View {
                var body: some View {
                    Text("\\(Int(defaultSize.height + gap))").padding(gap)
                }
            }
            Tile()
            """)
        #expect(texts(view) == ["46"])
        #expect(diagnostics("""
            let gap: CGFloat = 6
            struct Tile: View {
                var body: some View { Text("x").padding(gap) }
            }
            Tile()
            """).isEmpty)
    }

    /// `enum Tint: String` used by views: `rawValue` (also inside the enum's own computed
    /// property) and a `Picker` over its cases.
    @Test func aRawValueEnumDrivesTextAndAPicker() throws {
        let code = """
            enum Tint: String, CaseIterable {
                case warm, cool
                var name: String { rawValue.capitalized }
            }
            @State var picked: Tint = .warm
            VStack {
                Text(picked.name)
                Picker("Tint", selection: $picked) {
                    ForEach(Tint.allCases, id: \\.self) { Text($0.rawValue).tag($0) }
                }
            }
            """
        #expect(texts(try interpret(code)).first == "Warm")
        #expect(texts(try interpret(code, state: ["picked": .member(MemberValue(name: "cool"))])).first == "Cool")
    }

    @Test func theTalksButtonsWithABindingAndAViewThatFitsAroundThem() throws {
        let code = """
            @State var pets = [["type": "Cat", "votes": 25], ["type": "Goldfish", "votes": 9], ["type": "Dog", "votes": 16]]
            StackedButtons(pets: $pets)

            struct Buttons: View {
                @Binding var pets: [Pet]

                var body: some View {
                    ForEach($pets, id: \\.type) { $pet in
                        Button {
                            pet.votes += 1
                        } label: {
                            Text(pet.type)
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.bordered)
                    }
                }
            }

            struct StackedButtons: View {
                @Binding var pets: [Pet]

                var body: some View {
                    ViewThatFits {
                        MyEqualWidthHStack {
                            Buttons(pets: $pets)
                        }
                        MyEqualWidthVStack {
                            Buttons(pets: $pets)
                        }
                    }
                }
            }
            """
        let view = try interpret(code)
        #expect(texts(view) == ["Cat", "Goldfish", "Dog", "Cat", "Goldfish", "Dog"])
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let narrow = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 120)
        let wide = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 600)
        #expect(narrow.nodes.contains { $0.kind == "MyEqualWidthVStack" })
        #expect(wide.nodes.contains { $0.kind == "MyEqualWidthHStack" })
    }

    @Test func helperMethodsAndComputedPropertiesRunFromTheBody() throws {
        let view = try interpret("""
            Scoreboard(scores: [3, 9, 4])

            struct Scoreboard: View {
                let scores: [Int]

                private var best: Int {
                    scores.max() ?? 0
                }

                func rank(_ score: Int) -> Int {
                    scores.filter { $0 > score }.count + 1
                }

                var header: some View {
                    Text("Best: \\(best)").bold()
                }

                var body: some View {
                    VStack {
                        header
                        ForEach(scores, id: \\.self) { score in
                            Text("#\\(rank(score)): \\(score)")
                        }
                    }
                }
            }
            """)
        #expect(texts(view) == ["Best: 9", "#3: 3", "#1: 9", "#2: 4"])
    }

    @Test func aBlockThatOnlyDeclaresAViewShowsItAndPreviewsWork() throws {
        let declared = try interpret("""
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Text("Hello")
                }
            }
            """)
        #expect(texts(declared) == ["Hello"])
        let previewed = try interpret("""
            struct Greeting: View {
                var name: String
                var body: some View { Text("Hi \\(name)") }
            }

            #Preview {
                Greeting(name: "Ada")
            }
            """)
        #expect(texts(previewed) == ["Hi Ada"])
    }

    @Test func aDeclaredModifierAppliesToSelf() throws {
        let view = try interpret("""
            Text("Card").card(padding: 12)

            extension View {
                func card(padding: CGFloat = 8) -> some View {
                    self
                        .padding(padding)
                        .background(Color.gray)
                }
            }
            """)
        let text = try #require(view.allViews.first { $0.kind == "Text" })
        #expect(text.modifiers.map(\.name) == ["padding", "background"])
        #expect(text.modifiers.first?.argument(nil) == .double(12))
    }

    @Test func mistakesInADeclaredViewPointIntoItsDeclaration() {
        let errors = diagnostics("""
            Badge(title: "Cat")

            struct Badge: View {
                let title: String
                var body: some View {
                    Txt(title)
                }
            }
            """)
        #expect(errors.first?.message == "unknown view `Txt`")
        #expect(errors.first?.line == 15)
        let missing = diagnostics("""
            Badge()

            struct Badge: View {
                let title: String
                var body: some View { Text(title) }
            }
            """)
        #expect(missing.first?.message == "`Badge` needs `title:`")
    }

    @Test func enumsWithPlainCasesAreValuesInViewsAndLayoutCode() throws {
        let view = try interpret("""
            Panel()

            struct Panel: View {
                enum Mode: CaseIterable { case compact, regular }
                var mode: Mode = .regular
                private var items = [String]()

                func title(for mode: Mode) -> String {
                    switch mode {
                    case .compact: return "Small"
                    case .regular: return "Large"
                    }
                }

                func toggle() { mode = mode == .compact ? .regular : .compact }

                var body: some View {
                    VStack {
                        Text(title(for: mode))
                        Text("\\(Mode.allCases.count) modes, \\(items.count) items")
                        if mode == .regular { Text("Regular") }
                    }
                }
            }
            """)
        #expect(texts(view) == ["Large", "2 modes, 0 items", "Regular"])
    }

    @Test func theMemberwiseInitialiserIsCheckedAlikeInViewsAndLayoutCode() {
        let pet = "struct Pet {\n    let kind = \"cat\"\n    var votes: Int\n}\n"
        // In a view: `kind` has a value, so it is not a parameter; `votes` is required.
        #expect(diagnostics("let p = Pet(kind: \"dog\", votes: 1)\nText(\"a\")\n" + pet).first?.message == "`Pet` takes no `kind:` here")
        #expect(diagnostics("let p = Pet()\nText(\"a\")\n" + pet).first?.message == "`Pet` needs `votes:`")
        // In layout code, compiled: the same answers.
        let helper = "func make() -> Int { Pet(kind: \"dog\", votes: 1).votes }\nText(\"a\")\n" + pet
        #expect(diagnostics(helper).first?.message == "`Pet` takes no `kind:` here")
        #expect(diagnostics(helper).first?.hint == "its memberwise initialiser is `Pet(votes:)`, in that order")
    }

    @Test func dataStructsBecomeRecords() throws {
        let view = try interpret("""
            let pets = [Pet(type: "Cat", votes: 25), Pet(type: "Dog")]
            ForEach(pets, id: \\.type) { pet in
                Text("\\(pet.type) \\(pet.votes)")
            }

            struct Pet {
                let type: String
                var votes: Int = 0
            }
            """)
        #expect(texts(view) == ["Cat 25", "Dog 0"])
    }

    /// Set AP's views, each drawn as SwiftUI draws it at rest: a slot closure whose declared
    /// result is optional and that gives `nil` draws nothing (`Optional: View`; eidch's
    /// `() -> Extra? = { nil }` was "expected a view, found nil"); `@GestureState` holds its
    /// initial value, as it does whenever no gesture is under way (eidch's `drag` stood in); a
    /// view's `Self.label(for:)` is its static method (it stood in); `randomElement()` and
    /// `shuffled()` draw from the page's seed (they stood in); `ShareLink(items:preview:label:)`
    /// is the link of a collection (convos; "no argument `items:`").
    @Test func setAPsViewsDrawAsSwiftUIDrawsThemAtRest() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Notice<Extra: View>: View {
                let title: String
                let extra: () -> Extra?
                init(_ title: String, @ViewBuilder extra: @escaping () -> Extra? = { nil }) {
                    self.title = title
                    self.extra = extra
                }
                var body: some View { VStack { Text(title); extra() } }
            }
            struct Pager: View {
                @GestureState private var drag: CGFloat = 0
                @GestureState private var pressed = false
                static func label(for page: Int) -> String { "Page \\(page)" }
                let pages = [1, 2, 3]
                var body: some View {
                    VStack {
                        Text(pressed ? "pressed" : Self.label(for: 1)).offset(x: drag).id("page")
                        Text("\\(pages.shuffled().count) \\(pages.contains(pages.randomElement() ?? 0))")
                        ShareLink(items: ["a", "b"], preview: { (text: String) in SharePreview(text) }) { Text("Share both") }
                    }
                }
            }
            VStack {
                Notice<Text>("Nothing to show")
                Pager()
            }
            """, file: "content/test.md"))
        #expect(block.notes.allSatisfy { $0.severity != .error && $0.id != .standIn }, "\(block.notes)")
        #expect(texts(block.initialView) == ["Nothing to show", "Page 1", "3 true", "Share both"])
    }

    /// `NSDate()` in a view's computed property is the page's date, as `Date()` is (set AQ's
    /// pocket-casts; it was "unknown function `NSDate`").
    @Test func nsDateInAComputedPropertyIsThePagesDate() throws {
        let view = try interpret("""
            struct Stamp: View {
                var seconds: Int { Int(NSDate().timeIntervalSince1970) }
                var body: some View { Text(verbatim: "\\(seconds == Int(Date().timeIntervalSince1970) ? "now" : "other") \\(seconds)") }
            }
            Stamp()
            """)
        #expect(texts(view) == ["now \(Int(Interpreter.fixedNow))"])
    }

    /// A view's static holding a SwiftUI value (`static let fallbackTint: Color = .orange`) read
    /// in its `init` as `Self.fallbackTint` is made as its body would read it (set AQ's
    /// CopilotForXcode; it was "no static member"), where a static number always was.
    @Test func aStaticColourIsReadInTheViewsInit() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Badge: View {
                static let fallbackTint: Color = .orange
                let tint: Color
                let label: String
                init(_ label: String, tint: Color? = nil) {
                    self.label = label
                    self.tint = tint ?? Self.fallbackTint
                }
                var body: some View { Text(label).foregroundStyle(tint) }
            }
            VStack {
                Badge("New")
                Badge("Old", tint: .gray)
            }
            """, file: "content/test.md"))
        #expect(block.notes.isEmpty, "\(block.notes)")
        let styles = block.initialView.allViews.filter { $0.kind == "Text" }.compactMap { $0.modifiers.first?.arguments.first?.value }
        #expect(styles.map { BlockLowering.memberName($0) } == ["orange", "gray"], "\(styles)")
    }
}

/// A custom alignment guide declared as Apple's documentation declares one: an `AlignmentID`
/// nested in an extension of `VerticalAlignment`, used by a stack and by `alignmentGuide`.
@Suite struct CustomAlignmentGuideTests {
    @Test func aDeclaredGuideAlignsViewsInDifferentStacks() throws {
        let code = """
            HStack(alignment: .midAccountAndName) {
                VStack {
                    Text("@matt").id("account").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                    Circle().frame(width: 64, height: 64)
                }
                VStack {
                    Text("Full Name")
                    Text("Matt").font(.largeTitle).id("name").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                }
            }

            extension VerticalAlignment {
                private enum MidAccountAndName: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
                }
                static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let nodes = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 400).nodes
        let account = try #require(nodes.first { $0.id == "account" })
        let name = try #require(nodes.first { $0.id == "name" })
        #expect(account.y + account.height / 2 == name.y + name.height / 2)
        // Without the guide the two texts' centres differ: the test can fail.
        #expect(account.y != name.y)
    }
}

/// `#if` in pasted code: a page is laid out as an iOS app.
@Suite struct IfConfigTests {
    @Test func theIOSClauseIsTakenInBuildersChainsAndLayoutCode() throws {
        let view = try interpret("""
            VStack {
                #if os(macOS)
                Text("Mac")
                #elseif os(iOS)
                Text("Phone")
                #else
                Text("Other")
                #endif
                Text("Chained")
                    #if os(iOS)
                    .padding(3)
                    #endif
                Gap { Text("a"); Text("b") }
            }

            struct Gap: Layout {
                #if DEBUG
                var gap: CGFloat = 99
                #else
                var gap: CGFloat = 5
                #endif
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: gap, height: gap)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """)
        #expect(texts(view) == ["Phone", "Chained", "a", "b"])
        let chained = try #require(view.allViews.first { $0.kind == "Text" && $0.argument(nil) == .string("Chained") })
        #expect(chained.modifiers.map(\.name) == ["padding"])
        let code = "Gap { Text(\"a\") }.id(\"gap\")\n\nstruct Gap: Layout {\n    #if DEBUG\n    var gap: CGFloat = 99\n    #else\n    var gap: CGFloat = 5\n    #endif\n    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: gap, height: gap) }\n    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}"
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 100)
        #expect(layout.nodes.first { $0.id == "gap" }?.width == 5)
    }

    /// Swift compiles the active clause of an `#if` among a type's members (The Swift
    /// Programming Language, "Compiler Control Statements"): a view's `body` written for macOS
    /// and for iOS, an enum's cases and computed property, an extension's members. Set AA
    /// (session 32): TelemetryViewer's `body` under `#if os(macOS) ... #else` was "has no body".
    @Test func membersInsideIfConfigAreTheActiveClauses() throws {
        let view = try interpret("""
            struct Counter: View {
                var count = 3
                #if os(macOS)
                var body: some View { HStack { Text("Mac"); Text("\\(count)") } }
                #else
                var body: some View { VStack { Text(tint.name); Text("\\(count)"); Text(Counter.motto) } }
                #endif
            }
            enum Tint {
                case plain
                #if os(iOS)
                case vivid
                var name: String { self == .vivid ? "vivid" : "plain" }
                #endif
            }
            extension Counter {
                #if os(iOS)
                var tint: Tint { .vivid }
                static let motto = "phone"
                #elseif os(macOS)
                var tint: Tint { .plain }
                #endif
            }
            Counter()
            """)
        #expect(texts(view) == ["vivid", "3", "phone"])
        #expect(view.allViews.contains { $0.kind == "VStack" })
    }

    /// A view's members declared in an extension of it are the view's, in its body as in Swift
    /// (they stood in as names the block does not define); a `TupleView`'s `value` is the tuple
    /// of a builder's views (Apple, "TupleView": `var value: T`), taken apart as `.0`, `.1`.
    @Test func extensionMembersAndATupleViewsValue() throws {
        let view = try interpret("""
            struct Swapped<Leading: View, Trailing: View>: View {
                let leading: Leading
                let trailing: Trailing
                init(@ViewBuilder content: () -> TupleView<(Leading, Trailing)>) {
                    let pair = content().value
                    leading = pair.0
                    trailing = pair.1
                }
                var body: some View { HStack { trailing; leading; caption; row(3); row(4) } }
            }
            extension Swapped {
                var caption: some View { Text("caption") }
                func row(_ n: Int) -> some View { Text("row \\(n)") }
            }
            Swapped {
                Text("first")
                Text("second")
            }
            """)
        // Each call of the extension's method is views of its own (their ids differ).
        #expect(texts(view) == ["second", "first", "caption", "row 3", "row 4"])
        let ids = view.allViews.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    /// `.init(...)` where a type is declared is that type's initialiser (The Swift Programming
    /// Language, "Implicit Member Expression"): SwiftUI's `Alignment(horizontal:vertical:)` and
    /// `UnitPoint(x:y:)` in a block's `let`, a property's default, an `init`'s default argument and
    /// a function's (set BN's career-app: "`.init(horizontal:vertical:)` is not known here", a
    /// stand-in, or a `CGPoint` where a `UnitPoint` goes).
    @Test func anImplicitInitIsTheDeclaredTypesInitialiser() throws {
        let found = try frames("""
            let corner: Alignment = .init(horizontal: .trailing, vertical: .bottom)
            func placed(_ alignment: Alignment = .init(horizontal: .leading, vertical: .bottom)) -> Alignment { alignment }
            struct Box: View {
                var alignment: Alignment
                var anchor: UnitPoint = .init(x: 0, y: 0)
                init(alignment: Alignment = .init(horizontal: .leading, vertical: .top)) { self.alignment = alignment }
                var body: some View {
                    Color.red.frame(width: 10, height: 10).scaleEffect(2, anchor: anchor).id("dot")
                        .frame(width: 100, height: 100, alignment: alignment)
                }
            }
            struct Held: View {
                var alignment: Alignment = Alignment(horizontal: .center, vertical: .top)
                var body: some View { Color.blue.frame(width: 10, height: 10).id("held").frame(width: 100, height: 100, alignment: alignment) }
            }
            VStack(spacing: 0) {
                Box()
                Color.green.frame(width: 10, height: 10).id("corner").frame(width: 100, height: 100, alignment: corner)
                Color.gray.frame(width: 10, height: 10).id("placed").frame(width: 100, height: 100, alignment: placed())
                Held()
            }
            """, width: 100)
        #expect(found["dot"].map { ($0.minX, $0.minY) } ?? (-1, -1) == (0, 0))
        #expect(found["corner"].map { ($0.minX, $0.minY) } ?? (-1, -1) == (90, 190))
        #expect(found["placed"].map { ($0.minX, $0.minY) } ?? (-1, -1) == (0, 290))
        #expect(found["held"].map { ($0.minX, $0.minY) } ?? (-1, -1) == (45, 300))
    }

    /// Of a view's `init`s with the same labels, the arguments' types choose, as Swift's overload
    /// resolution does: a colour's name or a `Color` is a `Color`, `.constant(_:)` and `$name` a
    /// `Binding` (set BO's Still-Alive: "no `init` takes String, `.constant(…)`").
    @Test func overloadedInitsAreChosenByTheArgumentsTypes() throws {
        let view = try interpret("""
            @State var pick = "P"
            struct Tag: View {
                let shown: String
                init(tint: Color) { shown = "colour" }
                init(tint: Int) { shown = "number \\(tint)" }
                init(title: String, selection: Binding<String>) { shown = "text " + title }
                init(title: Binding<String>, selection: Binding<String>) { shown = "bound " + title.wrappedValue }
                var body: some View { Text(shown) }
            }
            VStack {
                Tag(tint: .red)
                Tag(tint: Color.green)
                Tag(tint: 3)
                Tag(title: "A", selection: .constant("x"))
                Tag(title: .constant("B"), selection: $pick)
                Tag(title: $pick, selection: $pick)
            }
            """)
        #expect(texts(view) == ["colour", "colour", "number 3", "text A", "bound B", "bound P"])
        // A generic `init<S: ShapeStyle>` beside a concrete one of the same labels takes any
        // style, the concrete one ranked first where it fits, as Swift ranks them (set BQ's
        // DynamicNotch: "no `init` takes CGFloat, a view (`Color`)").
        let styled = try interpret("""
            struct Ring: View {
                let shown: String
                init(progress: Double, style: AnyShapeStyle) { shown = "erased \\(progress)" }
                init<S: ShapeStyle>(progress: Double, style: S) { shown = "generic \\(progress)" }
                var body: some View { Text(shown) }
            }
            VStack {
                Ring(progress: 0.5, style: AnyShapeStyle(Color.blue))
                Ring(progress: 0.25, style: Color.orange)
            }
            """)
        #expect(texts(styled) == ["erased 0.5", "generic 0.25"])
    }

    /// A body with its own `return` is a getter, where `defer` is Swift's: its work runs after
    /// the views are made, so the page shows them as they were returned (set BQ's chess machine
    /// timed its body so: "statements are not allowed in a view builder").
    @Test func aDeferInABodyThatReturnsChangesNothingShown() throws {
        let view = try interpret("""
            struct Timed: View {
                var body: some View {
                    var label = "ready"
                    defer { print("built", label) }
                    label += "!"
                    return VStack { Text(label) }
                }
            }
            Timed()
            """)
        #expect(texts(view) == ["ready!"])
    }

    @Test func aContainerViewShowsTheViewsItsClosureGives() throws {
        let found = try frames("""
            struct Card<Content: View>: View {
                let title: String
                @ViewBuilder let content: Content
                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(title).id("title")
                        content
                    }
                }
            }
            struct Labelled<Label: View>: View {
                let label: () -> Label
                var body: some View { HStack { label() } }
            }
            VStack(spacing: 0) {
                Card(title: "Pets") { Text("Cat").id("cat") }
                Labelled(label: { Text("Dog").id("dog") })
            }
            """, width: 300)
        let title = try #require(found["title"]), cat = try #require(found["cat"])
        #expect(cat.minY == title.maxY + 4)
        #expect(found["dog"] != nil)
        #expect(message("""
            struct Plain: View {
                let title: String
                var body: some View { Text(title) }
            }
            Plain(title: "A") { Text("B") }
            """).contains("`Plain` does not take a closure"))
    }

    @Test func aViewModifierStructWrapsTheViewItModifies() throws {
        let found = try frames("""
            struct Card: ViewModifier {
                var inset: CGFloat = 12
                func body(content: Content) -> some View {
                    content.padding(inset)
                }
            }
            extension View {
                func card() -> some View { modifier(Card(inset: 20)) }
            }
            VStack(spacing: 0) {
                Text("Cat").id("cat").modifier(Card())
                Text("Dog").id("dog").card()
            }
            """, width: 300)
        let cat = try #require(found["cat"]), dog = try #require(found["dog"])
        // 12 around the first text, 20 around the second.
        #expect(dog.minY - cat.maxY == 12 + 20)
        #expect(message("""
            struct Empty: ViewModifier {}
            Text("A").modifier(Empty())
            """).contains("`Empty` has no `func body(content: Content) -> some View`"))
    }

    /// `static let symbolColor = Color(red: ...)` (Apple's Landmarks badge), read as
    /// `Self.symbolColor` or `Badge.symbolColor`: the view builder's own colour, not an
    /// unknown function of layout code.
    @Test func staticColoursOfAViewAreTheViewsValues() throws {
        let code = """
            struct Badge: View {
                static let symbolColor = Color(red: 79.0 / 255, green: 79.0 / 255, blue: 191.0 / 255)
                static let accent: Color = .orange
                static let gap: CGFloat = 6
                var body: some View {
                    HStack(spacing: Self.gap) {
                        Circle().fill(Self.symbolColor).frame(width: 20, height: 20).id("symbol")
                        Circle().fill(Badge.accent).frame(width: 20, height: 20).id("accent")
                    }
                }
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result
        let fills = result.nodes.filter { $0.kind == .circle }.map(\.drawing.fill)
        #expect(fills == [Color(red: 79.0 / 255, green: 79.0 / 255, blue: 191.0 / 255), .orange])
        // A number stays layout code's: the stack's spacing is 6.
        let placed = try frames(code, width: 300)
        #expect(try #require(placed["accent"]).minX - #require(placed["symbol"]).maxX == 6)
    }

    /// A `@Binding` property given `.constant(...)`, as previews make views, reads the value
    /// in the body, and `$query` passes it on.
    @Test func aBindingGivenAConstantReadsItsValue() throws {
        let view = try interpret("""
            struct SearchField: View {
                @Binding var query: String
                var body: some View {
                    VStack {
                        Text(query.isEmpty ? "Type to search" : "Searching \\(query)")
                        TextField("Search", text: $query)
                    }
                }
            }
            SearchField(query: .constant("cats"))
            """)
        #expect(texts(view) == ["Searching cats"])
    }

    /// A closure passed on by name: `Button(action: action)` (never run on a page) and a view
    /// builder property given to a control's label (`Gauge(value:in:label: label)`).
    @Test func closuresPassedOnByNameAreTheirContent() throws {
        let view = try interpret("""
            struct Bell<Label: View>: View {
                let action: () -> Void
                @ViewBuilder let label: () -> Label
                var body: some View {
                    VStack {
                        Button(action: action) { Image(systemName: "bell") }
                        Gauge(value: 0.4, in: 0...1, label: label)
                    }
                }
            }
            Bell(action: {}) { Text("Remind me") }
            """)
        #expect(texts(view) == ["Remind me"])
        #expect(view.allViews.contains { $0.kind == "Gauge" && $0.children.map(\.kind) == ["Text"] })
        #expect(message("Gauge(value: 0.4, label: 3)").contains("`Gauge` expects a closure for `label`"))
    }

    /// A helper declared to return an `Image` is a view helper, and a view held in a
    /// property is a view per `ForEach` element (the rating view of a well-known tutorial).
    @Test func aStoredImageShownPerElementIsAViewPerElement() throws {
        let found = try frames("""
            struct RatingView: View {
                var rating = 3
                var offImage: Image?
                var onImage = Image(systemName: "star.fill")
                var body: some View {
                    HStack(spacing: 4) {
                        ForEach(1..<6, id: \\.self) { number in
                            image(for: number).foregroundColor(number > rating ? .gray : .yellow)
                        }
                    }
                }
                func image(for number: Int) -> Image {
                    if number > rating { return offImage ?? onImage } else { return onImage }
                }
            }
            """, width: 300)
        let stars = found.filter { $0.key.hasPrefix("image-") }.values.sorted { $0.minX < $1.minX }
        #expect(stars.count == 5)
        #expect(zip(stars, stars.dropFirst()).allSatisfy { $1.minX - $0.maxX == 4 })
    }

    /// Swift's: `floor(3)` makes the literal a Double, `sqrt(-1.0)` is NaN, printed `nan`.
    @Test func roundingAndRootsAreSwifts() throws {
        let view = try interpret("""
            let share = 2.6
            Text(verbatim: "\\(floor(share)) \\(ceil(share)) \\(sqrt(16.0)) \\(floor(3)) \\(sqrt(-1.0)) \\(max(2, 7)) \\(max(2, 7.5))")
            """)
        #expect(texts(view) == ["2.0 3.0 4.0 3.0 nan 7 7.5"])
    }

    /// iOS 18's custom containers (set I): `Group(subviews:)` hands its closure the content's
    /// subviews (a `ForEach`'s rows opened) as a collection, `ForEach(subviews:)` each subview.
    @Test func customContainersReadTheirContentsSubviews() throws {
        let found = try frames("""
            struct Columns<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    HStack(spacing: 4) {
                        Group(subviews: content) { collection in
                            ForEach(collection.indices, id: \\.self) { index in
                                collection[index].frame(width: 40).id("col\\(index)")
                            }
                            Text("\\(collection.count)").id("count")
                        }
                    }
                }
            }
            struct Framed<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack(spacing: 0) { ForEach(subviews: content) { subview in subview.padding(2) } }
                }
            }
            VStack(spacing: 0) {
                Columns {
                    Color.red
                    ForEach(0..<2) { i in Color.blue }
                }
                .frame(height: 20)
                Framed { Color.green.frame(width: 10, height: 10).id("g"); Color.green.frame(width: 10, height: 10).id("h") }
            }
            """, width: 300)
        #expect(found["col0"]?.width == 40 && found["col2"]?.width == 40 && found["col3"] == nil)
        #expect(try #require(found["col1"]).minX - found["col0"]!.maxX == 4)
        #expect(found["count"] != nil)
        #expect(try #require(found["h"]).minY - found["g"]!.maxY == 4)
    }

    /// `ForEach(data, content: \\.destination)`: a key path as the content function (SE-0249);
    /// `ForEach(data, content: Cell.init)` of a view the block lacks: the app's view, a stand-in
    /// row per element (set J: 23 bodies).
    @Test func forEachContentAsAKeyPathOrTheAppsInit() throws {
        let code = """
            enum Sample: String, CaseIterable {
                case one, two
                var destination: some View { Text(rawValue).frame(width: 50, height: 10).id(rawValue) }
            }
            VStack(spacing: 0) {
                ForEach(Sample.allCases, id: \\.self, content: \\.destination)
                ForEach(0..<2, id: \\.self, content: GridCell.init)
            }
            """
        let found = try frames(code, width: 300)
        #expect(try #require(found["two"]).minY - found["one"]!.minY == 10)
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("GridCell") })
    }

    /// Inside a declared view `self.x` is `x` (Swift reads a bare name as `self.x` where no
    /// local hides it): `self.$isOn` is the property's binding, and `self.model` of an
    /// `@EnvironmentObject` is the app's value, a stand-in, in the view builder and in Swift
    /// code (a string interpolation) alike. Set K: "a data record has no member `$isOn`"
    /// (11 whole views) and "... no member `model`".
    @Test func selfDotAPropertyIsTheProperty() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Settings: View {
                @EnvironmentObject var model: Model
                @State private var isOn = true
                var body: some View {
                    VStack {
                        Toggle("Auto", isOn: self.$isOn)
                        Text("Shown: \\(self.model.title)")
                        Text(self.model.subtitle)
                    }
                }
            }
            Settings()
            """, file: "content/test.md"))
        #expect(texts(block.initialView) == ["Shown: model.title", "model.subtitle"])
        #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("`model`") })
    }

    /// A computed `Binding<Int>` written with its generic argument (`Binding<Int>(get:set:)`)
    /// runs in Swift code as SwiftUI's `Binding`: the picker shows the value its getter reads.
    @Test func aComputedBindingWithItsGenericArgumentBinds() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Colours: View {
                @State private var favourite = 1
                var selected: Binding<Int> {
                    Binding<Int>(get: { favourite }, set: { favourite = $0 })
                }
                var body: some View {
                    Picker("Colour", selection: selected) {
                        Text("Red").tag(0)
                        Text("Green").tag(1)
                    }
                    .pickerStyle(.segmented)
                }
            }
            Colours()
            """, file: "content/test.md"))
        #expect(texts(block.initialView).contains("Green"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty)
    }

    /// A property's declared type applies to its value as in Swift: `@State var drag: CGSize =
    /// .zero` is a size whose `width` the body reads (set K: "`.zero` has no member `width`").
    @Test func aPropertysDeclaredTypeGivesItsImplicitMember() throws {
        let placed = try frames("""
            struct Card: View {
                @State var drag: CGSize = .zero
                @State var lift: CGFloat = .zero
                var body: some View {
                    Color.red.frame(width: 40 + drag.width, height: 20 + lift).offset(x: drag.width, y: drag.height).id("card")
                }
            }
            Card()
            """, width: 200)
        #expect(placed["card"]?.size == Size(width: 40, height: 20))
    }

    /// A type may take a name SwiftUI or Foundation has, as Swift lets a module's declaration
    /// shadow an imported one: a view named `Calendar`, and a nested `enum Layout` of
    /// constants (set L: both met in whole views pasted unedited).
    @Test func aDeclarationShadowsTheLibrarysName() throws {
        let placed = try frames("""
            struct Calendar: View {
                private enum Layout {
                    static let side: CGFloat = 30
                    static let gap: CGFloat = 6
                }
                var body: some View {
                    HStack(spacing: Layout.gap) {
                        Color.red.frame(width: Layout.side, height: Layout.side).id("a")
                        Color.red.frame(width: Layout.side, height: Layout.side).id("b")
                    }
                }
            }
            Calendar()
            """, width: 200)
        let a = try #require(placed["a"]), b = try #require(placed["b"])
        #expect(a.size == Size(width: 30, height: 30) && b.minX - a.maxX == 6)
    }

    /// A gesture made in Swift code (`var drag: some Gesture { DragGesture().onChanged { ... } }`,
    /// `.updating($isPinching)` of a `@GestureState`) is input only: an inert value, neither a
    /// stand-in nor an error, given to `.gesture(_:)`, which is behaviour (set L, four views).
    /// `CGSize.zero` in a state is Core Graphics' value: its `width` reads as Swift's does.
    @Test func gesturesInSwiftCodeAreInertAndCGSizeZeroHasItsFields() throws {
        let code = """
            struct Draggable: View {
                @State private var viewState = CGSize.zero
                @GestureState private var isPinching = false
                var drag: some Gesture {
                    DragGesture()
                        .onChanged { value in viewState = value.translation }
                        .onEnded { _ in withAnimation(.spring()) { viewState = .zero } }
                }
                var pinch: some Gesture {
                    MagnificationGesture().updating($isPinching) { _, state, _ in state = true }
                }
                var body: some View {
                    Color.pink.frame(width: 50, height: 50)
                        .offset(x: viewState.width + 10, y: viewState.height)
                        .gesture(drag.simultaneously(with: pinch))
                        .id("box")
                }
            }
            Draggable()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(!block.notes.contains { $0.severity != .note })
        let placed = try frames(code, width: 200)
        #expect(placed["box"] == Rect(x: 85, y: 0, width: 50, height: 50))
    }

    /// Whole views of set M (session 20): `Array("Hello")` is its characters in a property as
    /// in Swift code; `image?.resizable()` of an image that is not there draws nothing (an
    /// `Optional` view); a `let color: Color` written alone in a builder is a colour view; a
    /// value shown in the app's format style shows as Swift writes it; and
    /// `$amount.animation(...)` of the view's own state is the same binding.
    @Test func wholeViewsOfSetM() throws {
        let code = """
            struct Letters: View {
                let letters = Array("Hey")
                let color: Color = .blue
                @State private var image: Image?
                @State private var amount = 1.0
                var count: Int { Array("Hello").count }
                var body: some View {
                    VStack {
                        ForEach(0..<letters.count, id: \\.self) { index in
                            Text(String(letters[index]))
                        }
                        Text("\\(count)")
                        image?
                            .resizable()
                            .scaledToFit()
                        color
                        Text(amount, format: dollarFormatter)
                        Stepper("Scale", value: $amount.animation(.easeInOut(duration: 1)), in: 1...10)
                    }
                }
            }
            Letters()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["H", "e", "y", "5", "1.0"])
        #expect(!block.initialView.allViews.contains { $0.kind == "Image" })
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result
        let without = try ParsedBlock(source: LayoutBlockSource(code: code.replacingOccurrences(of: "            color\n", with: ""), file: "content/test.md"))
        let other = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(without, width: 300).result
        #expect(result.nodes.filter { $0.kind == .color }.count == other.nodes.filter { $0.kind == .color }.count + 1)
    }

    /// 100 Days of SwiftUI's BetterRest, as many apps paste it: a state's initial value is an
    /// unqualified static of the view, computed from `DateComponents` (set M, twice).
    @Test func aStatesInitialValueReadsAStaticOfItsView() throws {
        let code = """
            struct Rest: View {
                @State private var wakeUp = defaultWakeTime
                static var defaultWakeTime: Date {
                    var components = DateComponents()
                    components.hour = 7
                    components.minute = 0
                    return Calendar.current.date(from: components) ?? Date.now
                }
                var body: some View {
                    Text(wakeUp, style: .time)
                }
            }
            Rest()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["7:00\u{202F}AM"])
    }

    /// A `@Binding` property read in the `init` that stored it (`self._text = text`, then
    /// `self.text.isEmpty`) reads the binding's value, as the property wrapper makes Swift
    /// read it: the state's for `$name`, the constant's for `.constant("")`.
    @Test func aBindingReadInTheInitThatStoredItIsItsValue() throws {
        func shown(_ call: String) throws -> [String] {
            try texts(interpret("""
                struct Field: View {
                    @Binding var text: String
                    let empty: Bool
                    init(text: Binding<String>) {
                        self._text = text
                        self.empty = self.text.isEmpty
                    }
                    var body: some View { Text(empty ? "empty" : text) }
                }
                @State var name = "Taylor"
                \(call)
                """))
        }
        #expect(try shown("Field(text: $name)") == ["Taylor"])
        #expect(try shown("Field(text: .constant(\"\"))") == ["empty"])
    }

    /// The property itself, not only a member of it, is the binding's value: `if self.on`
    /// and `on ? ... : ...` in the `init` read a `Bool` (before: "a condition must be a Bool,
    /// found a binding $on"; found by the fuzzer's seed for the declarations).
    @Test func aBindingPropertyReadWholeInItsInitIsItsValue() throws {
        func shown(_ call: String) throws -> [String] {
            try texts(interpret("""
                struct Row: View {
                    @Binding var on: Bool
                    let label: String
                    init(on: Binding<Bool>) {
                        self._on = on
                        var words = ""
                        if self.on { words = "on" } else { words = "off" }
                        label = words + (self.on ? "!" : "?")
                    }
                    var body: some View { Text(label) }
                }
                @State var isOn = true
                \(call)
                """))
        }
        #expect(try shown("Row(on: $isOn)") == ["on!"])
        #expect(try shown("Row(on: .constant(false))") == ["off?"])
    }

    /// `$settings.isOn`, a binding to a field of a pasted view's own state (Binding's dynamic
    /// member lookup), binds as that view's `$isOn` does, to the field's value; a field of the
    /// page's own state is an error, since the page's controls change whole state variables.
    @Test func aBindingToAFieldOfAViewsStateIsItsValue() throws {
        let code = """
            struct Settings { var isOn = true; var title = "Wi-Fi" }
            struct Row: View {
                @State private var settings = Settings()
                var body: some View {
                    Toggle(settings.title, isOn: $settings.isOn)
                }
            }
            Row()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.initialView.allViews.contains { $0.kind == "Toggle" })
        let page = diagnostics("""
            struct Settings { var isOn = true }
            @State var settings = Settings()
            Toggle("On", isOn: $settings.isOn)
            """)
        #expect(page.map(\.message) == ["`$settings.isOn` binds a field of a state, which the page's controls cannot change"], "\(page)")
    }

    /// Where the author's data type is declared, an implicit member is that type's, in views
    /// as in Swift code: `[.init(id: 1, name: "a"), .empty]` for a `[Item]` property or page
    /// constant, `.empty` for a `@State var picked: Item`; and `Card.Item(...)`,
    /// `Card.Style.plain` name types declared inside a view (before: "`Card` has no static
    /// member `Style`", and the elements stood in as their own text).
    @Test func implicitMembersAndNestedTypesOfTheAuthorsDataInViews() throws {
        let shown = try texts(interpret("""
            struct Card: View {
                enum Style { case plain, bold }
                struct Item: Identifiable { let id: Int; let name: String; static let empty = Item(id: 0, name: "-") }
                var style: Style = .bold
                let items: [Item] = [.init(id: 1, name: "a"), Card.Item(id: 2, name: "b"), .empty]
                var body: some View {
                    VStack {
                        ForEach(items) { item in Text(item.name + (style == .bold ? "!" : "")) }
                        Text(Card.Item.empty.name)
                    }
                }
            }
            struct Tag { let name: String; static func named(_ name: String) -> Tag { Tag(name: name) } }
            let tags: [Tag] = [.named("x"), .init(name: "y")]
            @State var picked: Tag = .named("z")
            VStack {
                Card(style: Card.Style.plain)
                ForEach(tags, id: \\.name) { tag in Text(tag.name) }
                Text(picked.name)
            }
            """))
        #expect(shown == ["a", "b", "-", "-", "x", "y", "z"])
    }

    /// An operator the block declares (`infix operator <+>: AdditionPrecedence` and its
    /// `func <+>`) folds by its precedence and runs in a view's text, as in Swift code.
    @Test func aDeclaredOperatorRunsInAView() throws {
        let shown = try texts(interpret("""
            infix operator <+>: AdditionPrecedence
            func <+> (a: Int, b: Int) -> Int { a * 10 + b }
            Text("\\(1 <+> 2 + 3)")
            """))
        #expect(shown == ["15"])
    }

    /// A view's property under the block's own property wrapper shows what the wrapper gives,
    /// whether the value is declared, given to the memberwise initialiser, or set by a
    /// written `init` (before: the value as written, `12` for a wrapper that clamps to 9).
    @Test func aViewsPropertyUnderTheBlocksOwnWrapperIsTheWrappedValue() throws {
        let shown = try texts(interpret("""
            @propertyWrapper struct Clamped {
                var value: Int
                var wrappedValue: Int { get { value } set { value = min(max(newValue, 0), 9) } }
                init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 9) }
            }
            struct Meter: View {
                @Clamped var level = 12
                let title: String
                var body: some View { Text("\\(title) \\(level)") }
            }
            struct Dial: View {
                @Clamped var level: Int
                init(raw: Int) { level = raw * 2 }
                var body: some View { Text("d \\(level)") }
            }
            VStack {
                Meter(title: "a")
                Meter(level: 4, title: "b")
                Meter(level: -3, title: "c")
                Dial(raw: 3)
                Dial(raw: 7)
            }
            """))
        #expect(shown == ["a 9", "b 4", "c 0", "d 6", "d 9"])
    }

    /// A wrapped property without a value whose wrapper its attribute's arguments make
    /// (`@Default("accent", fallback: 3) var accent: Int`, or `W()`) may be left out of the
    /// memberwise initialiser, as Swift allows (SE-0258, "Memberwise initializers"; checked with
    /// swift 6.3.1, which prints 3 and 9 for the two calls below); given, its argument is the
    /// wrapper itself. Before: "`Settings` needs `accent:`".
    @Test func aPropertyItsAttributeMakesMayBeLeftOut() throws {
        let shown = try texts(interpret("""
            @propertyWrapper struct Default<T> {
                var wrappedValue: T
                init(_ key: String, fallback: T) { wrappedValue = fallback }
            }
            @propertyWrapper struct Counted {
                var wrappedValue: Int
                init() { wrappedValue = 5 }
            }
            struct Settings: View {
                @Default("accent", fallback: 3) var accent: Int
                @Counted var count: Int
                var body: some View { Text("\\(accent) \\(count)") }
            }
            struct Stored {
                @Default("size", fallback: 2) var size: Int
            }
            VStack {
                Settings()
                Settings(accent: Default("other", fallback: 9))
                Text("\\(Stored().size)")
            }
            """))
        #expect(shown == ["3 5", "9 5", "2"])
    }

    /// An optional view that is `nil` draws nothing (SwiftUI's `Optional: View` conformance):
    /// `note.map { Text($0) }` of a `nil` note (Optional's `map` gives nil), and a label
    /// `c ? Text(...) : nil` (set AH's passepartout and QuickRecorder: "expected a view, found
    /// nil", "expects a closure for `label`"). A bare `nil`, which has no type, is still an error.
    @Test func anOptionalViewThatIsNilDrawsNothing() throws {
        let shown = try texts(interpret("""
            struct Card: View {
                let note: String?
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Title")
                        note.map { Text($0).font(.caption) }
                    }
                }
            }
            let heading: String? = nil
            VStack {
                Card(note: "With a note")
                Card(note: nil)
                GroupBox(label: heading != nil ? Text(heading!) : nil) { Text("Contents") }
            }
            """))
        #expect(shown == ["Title", "With a note", "Title", "Contents"])
        #expect(message("GroupBox(label: nil) { Text(\"a\") }").contains("expects a closure for `label`, found nil"))
        // A `ForEach` element's optional field (`let note: String?`): Optional's `map`, one
        // text or none, not a string's `map` over its characters ("expected a view, found an array").
        let rows = try texts(interpret("""
            struct Person: Identifiable {
                let id: Int
                let note: String?
            }
            let people = [Person(id: 1, note: nil), Person(id: 2, note: "tea")]
            VStack {
                ForEach(people) { person in
                    person.note.map { Text($0) }
                }
            }
            """))
        #expect(rows == ["tea"])
        // An optional view kept in a value's property (`options.backdrop` of `var backdrop:
        // AnyView?`, set AI's ExcalidrawZ), nil, as a background: nothing drawn.
        let found = try frames("""
            struct Panel: View {
                final class Options { var backdrop: AnyView? }
                var options = Options()
                var body: some View {
                    Text("Panel").id("panel").padding().background { options.backdrop }
                }
            }
            Panel()
            """, width: 200)
        #expect(found["panel"]?.width == 40)
    }

    /// A view kept in a `let` that holds another kept view, read twice, and a view-builder
    /// property called twice: every read or call is a view of its own (set AH's AuroraEditor
    /// and phoenix, "duplicate id"). The suffix of a second read names what was read, so the
    /// inner view's second read is placed again under the outer one's.
    @Test func viewsReadTwiceInsideViewsReadTwiceKeepIdsOfTheirOwn() throws {
        let nested = try frames("""
            let swatch = Color.orange
            let pair = HStack {
                swatch
                swatch
            }
            VStack {
                pair
                pair
            }
            """, width: 200)
        #expect(nested.filter { $0.key.hasPrefix("color-") }.count == 4, "\(nested.keys.sorted())")
        let called = try frames("""
            struct Twice<Mark: View>: View {
                let mark: () -> Mark
                var body: some View {
                    HStack {
                        mark()
                        mark()
                    }
                }
            }
            Twice(mark: { Text("*") })
            """, width: 200)
        #expect(called.filter { $0.key.hasPrefix("text-") }.count == 2, "\(called.keys.sorted())")
        // A view's initialiser passed as a label twice (`label: EmptyView.init`, set AI's CotEditor).
        let labels = try frames("""
            VStack {
                TextField(text: .constant("("), label: EmptyView.init)
                TextField(text: .constant(")"), label: EmptyView.init)
            }
            """, width: 200)
        #expect(labels.filter { $0.key.hasPrefix("textfield-") }.count == 2, "\(labels.keys.sorted())")
    }

    /// A `@Binding` in a struct that is no view is set through, in a method that is not
    /// `mutating` (Binding's `wrappedValue` has a `nonmutating set`; set AH's AuroraEditor
    /// drop delegate was "cannot change in a method that is not `mutating`"). An action sets
    /// it, which a page never runs; set while the page is built, it is an error that says so.
    @Test func aBindingOfAPlainStructIsSetWithoutMutating() throws {
        let flipper = """
            struct Flipper {
                @Binding var isOn: Bool
                func flip() { isOn = !isOn }
            }
            """
        let shown = try texts(interpret(flipper + """

            struct Panel: View {
                @State private var lit = false
                var body: some View {
                    Button { Flipper(isOn: $lit).flip() } label: { Text("Flip") }
                }
            }
            Panel()
            """))
        #expect(shown == ["Flip"])
        let built = message(flipper + """

            struct Panel: View {
                var shown: String {
                    Flipper(isOn: .constant(true)).flip()
                    return "x"
                }
                var body: some View { Text(shown) }
            }
            Panel()
            """)
        #expect(built.contains("error: `isOn` sets the value of a binding while the page is built"), "\(built)")
    }

    /// A collection type written in a view's text (`\\([String: Book].self)`) is the type, as
    /// Swift code reads it, where the view code took the literal for a dictionary of types
    /// ("dictionary keys must be strings"): one reading in both evaluators.
    @Test func aCollectionTypeInAViewIsTheType() throws {
        let shown = try texts(interpret("""
            struct Book {}
            Text("\\([String: Book].self) \\([Int].self)")
            """))
        #expect(shown == ["Dictionary<String, Book> Array<Int>"], "\(shown)")
    }

    /// A Swift closure reached through an expression (`handlers[0]()`, a method's returned
    /// closure called at once) is called as Swift calls it, in view code as in a type's code;
    /// the view code called only closures it could name ("`handlers[0]` cannot be called").
    @Test func aClosureReachedThroughAnExpressionIsCalled() throws {
        let shown = try texts(interpret("""
            struct Counter {
                var n = 0
                func make() -> () -> Int { { [self] in n * 10 } }
            }
            let c = Counter(n: 3)
            let handlers = [c.make()]
            Text("\\(handlers[0]()) \\(c.make()())")
            """))
        #expect(shown == ["30 30"], "\(shown)")
    }

    /// A state declared with SwiftUI's type and an implicit member is that type's member:
    /// `@State var backgroundColor: Color = .black` is a colour view that takes modifiers,
    /// `@State var selectedDate: Date = .now` the page's date a `DatePicker` shows (before:
    /// "`.black` has no method `ignoresSafeArea`"). A member of a Foundation type the page
    /// lacks (`NumberFormatter.decimal`, the app's extension) stands in where Swift code calls
    /// a method of it.
    @Test func aStatesDeclaredSwiftUITypeGivesItsImplicitMember() throws {
        let code = """
            struct Screen: View {
                @State private var backgroundColor: Color = .black
                @State var selectedDate: Date = .now
                let formatter = NumberFormatter.decimal
                var amount: Double { Double(truncating: formatter.number(from: "12") ?? 0.0) }
                var body: some View {
                    ZStack {
                        backgroundColor.ignoresSafeArea()
                        DatePicker("Pick a date", selection: $selectedDate)
                        Text("\\(amount)")
                    }
                }
            }
            Screen()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.initialView.allViews.contains { $0.kind == "Color" })
        // A member of the app's enum that was not pasted still matches its case in Swift code.
        #expect(try texts(interpret("""
            struct Field: View {
                var kind = InputKind.textField
                func height() -> CGFloat { switch kind { case .textField: 40; case .textEditor: 100 } }
                var body: some View { Text("\\(height())") }
            }
            Field()
            """)) == ["40.000000"])
        #expect(block.initialView.allViews.contains { $0.kind == "DatePicker" })
        #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("`.decimal.number(…)`") }, "\(block.notes)")
    }

    /// A data type's Swift code formats a number with a format style (`price.formatted(
    /// .currency(code: "USD"))`) as a view's `Text(price, format:)` does: one owner of format
    /// styles (before: the call stood in for the app's extension).
    @Test func swiftCodeFormatsWithTheLibrarysFormatStyles() throws {
        let shown = try texts(interpret("""
            struct Item { let name: String; let price: Double
                var label: String { "\\(name) – \\(price.formatted(.currency(code: "USD")))" }
                func share(of total: Double) -> String { (price / total).formatted(.percent) }
            }
            let apple = Item(name: "Apple", price: 1.25)
            VStack {
                Text(apple.label)
                Text(apple.share(of: 5))
            }
            """))
        #expect(shown == ["Apple – $1.25", "25%"])
    }

    /// Seams between the view builder and Swift code, each a class: a page constant typed
    /// `[(String, Double)]` takes its tuples' types (`("Flour", 500)` holds 500.0), a body
    /// reads a property of the block's `extension Double` (`grams.kilograms`), and
    /// `LocalizedStringKey(name)` is the key shown as written (before: a stand-in).
    @Test func typedTuplesNumberExtensionsAndLocalizedKeysInViews() throws {
        let shown = try texts(interpret("""
            private extension Double { var kilograms: Double { self / 1000 } }
            struct LabeledValue: View {
                let label: LocalizedStringKey
                let value: Double
                var body: some View { HStack { Text(label); Text("\\(value, specifier: "%.2f") kg") } }
            }
            let weights: [(String, Double)] = [("Flour", 500), ("Sugar", 250)]
            VStack {
                ForEach(weights, id: \\.0) { name, grams in
                    LabeledValue(label: LocalizedStringKey(name), value: grams.kilograms)
                }
                Text("\\(weights[0].1)")
            }
            """))
        // `Text("\(weights[0].1)")` is a key: the Double by `%lf`, as SwiftUI writes it.
        #expect(shown == ["Flour", "0.50 kg", "Sugar", "0.25 kg", "500.000000"])
    }

    /// A closed range keeps its upper bound and prints as written in views too, as in Swift
    /// code (before: `(1...4).upperBound` was 5 and `"\(r)"` read `1..<5`); it still counts
    /// four rows in a `ForEach`.
    @Test func aClosedRangeKeepsItsUpperBoundInViews() throws {
        let shown = try texts(interpret("""
            let r = 1...4
            VStack {
                Text("\\(r.upperBound) \\((0..<3).upperBound) \\(r)")
                ForEach(r, id: \\.self) { Text("\\($0)") }
            }
            """))
        #expect(shown == ["4 3 1...4", "1", "2", "3", "4"])
    }

    /// A `UIViewRepresentable` pasted with its `class Coordinator` is laid out as SwiftUI
    /// offers it space and drawn as a placeholder that keeps its modifiers, with a warning at
    /// its call; the nested class is the app's model, left out with a note; its UIKit methods
    /// are not compiled (before: "this member is not supported", then "`MapView` has no method
    /// `frame`").
    @Test func aRepresentableIsAPlaceholderOfItsSize() throws {
        let code = """
            struct MapView: UIViewRepresentable {
                var title: String
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ view: MKMapView, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                class Coordinator: NSObject, MKMapViewDelegate {
                    var parent: MapView
                    init(_ parent: MapView) { self.parent = parent }
                }
            }
            VStack {
                Text("Map")
                MapView(title: "x").frame(height: 200)
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.contains { $0.id == .undrawnView && $0.line == 13 }, "\(block.notes)")
        #expect(block.notes.contains { $0.severity == .note && $0.message.contains("`class Coordinator`") })
        let placeholder = block.initialView.allViews.first { $0.drawsStandIn }
        #expect(placeholder?.modifiers.contains { $0.name == "frame" } == true)
    }

    /// A representable given a closure, a written `init(@ViewBuilder content:)`'s or a stored
    /// action's, is the same placeholder: the closures would run only in UIKit's view, which a
    /// page does not run (before: "`Zoomable` does not take a closure", set AT's Monal). Its
    /// other arguments are still read.
    @Test func aRepresentableGivenAClosureIsAPlaceholderToo() throws {
        let code = """
            struct Zoomable<Inner: View>: UIViewRepresentable {
                private var content: Inner
                var maxScale: CGFloat
                init(maxScale: CGFloat = 4, @ViewBuilder content: () -> Inner) { self.maxScale = maxScale; self.content = content() }
                func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
                func updateUIView(_ view: UIScrollView, context: Context) {}
            }
            struct Tappable: NSViewRepresentable {
                let onTap: () -> Void
                func makeNSView(context: Context) -> NSView { NSView() }
                func updateNSView(_ view: NSView, context: Context) {}
            }
            VStack {
                Zoomable(maxScale: 3) { Text("Hello") }.frame(height: 100)
                Tappable { }
                Tappable(onTap: { print("tap") })
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.filter { $0.id == .undrawnView }.map(\.line) == [14, 15, 16], "\(block.notes)")
        #expect(block.initialView.allViews.filter(\.drawsStandIn).count == 3)
        #expect(message(#"""
            struct Zoomable: UIViewRepresentable {
                var scale: CGFloat
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }
            Zoomable(scale: 1 / "2") { Text("x") }
            """#).contains("`/`"))
    }

    /// The platform's object held in a `let` (a property without a written type, a local) has
    /// its members and subscripts set as Swift lets code set an object's: the object stands in,
    /// so nothing is kept, and the view lays out with the stand-in's warning (set AU: Vernissage's
    /// `filter.correctionLevel = "Q"` of `private let filter = CIFilter.qrCodeGenerator()`,
    /// PulseWorkout's `record["name"] = name` of `let record = CKRecord(...)`).
    @Test func aPlatformObjectInALetHasItsMembersSet() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Profile {
                var name = "Ride"
                func asRecord() -> CKRecord {
                    let record = CKRecord(recordType: "Profile")
                    record["name"] = name as CKRecordValue
                    return record
                }
            }
            struct QR: View {
                let profile: Profile
                private let filter = CIFilter.qrCodeGenerator()
                private var caption: String {
                    filter.correctionLevel = "Q"
                    _ = profile.asRecord()
                    return profile.name
                }
                var body: some View { Text(caption) }
            }
            QR(profile: Profile())
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["Ride"])
        #expect(block.notes.contains { $0.message.contains("`CIFilter.qrCodeGenerator()`") && $0.message.contains("`CKRecord(…)`") }, "\(block.notes)")
    }

    /// A representable that also lists `View` (`struct PlayerView: View, UIViewControllerRepresentable`,
    /// which Swift allows: a representable is a `View` whose body SwiftUI gives) is the
    /// representable's placeholder (set AV's visionOS_30Days: "has no `var body`"); a platform's
    /// `.now() + 10.5` deadline in its model's `init` stands in as `DispatchTime.now() + 10.5`
    /// does (set AV's nightguard: "`+` does not apply to `.now(…)`").
    @Test func aRepresentableListingViewAndAPlatformDeadlineLayOut() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct PlayerView: View, UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            final class Model: ObservableObject {
                @Published var ready = false
                init() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 10.5) { [weak self] in self?.ready = true }
                }
            }
            struct Status: View {
                @ObservedObject var model: Model
                var body: some View {
                    VStack {
                        Text(model.ready ? "Ready" : "Waiting")
                        PlayerView().frame(height: 80)
                    }
                }
            }
            Status(model: Model())
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["Waiting"])
        #expect(block.notes.contains { $0.id == .undrawnView }, "\(block.notes)")
        #expect(block.notes.contains { $0.message.contains("`.now() + 10.5`") }, "\(block.notes)")
        // Declared alone, it previews as its placeholder, as a lone declared view previews.
        let alone = try ParsedBlock(source: LayoutBlockSource(code: """
            struct PlayerView: View, UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            """, file: "content/test.md"))
        #expect(alone.notes.filter { $0.severity == .error }.isEmpty && alone.initialView.drawsStandIn, "\(alone.notes)")
        let script = SwiftScript.run(LayoutBlockSource(code: "enum Tick { case now }\nlet t: Tick = .now\nprint(t)", file: "test.swift"))
        #expect(script.output == "now\n", "\(script.diagnostics)")
    }

    /// An action the app keeps under an environment key of its own, given as a closure,
    /// trailing or not (`.environment(\.goDetail) { movie in ... }`, set AV's MovieHunter), is
    /// accepted without effect and noted, as the app's other keys are; it stood in.
    @Test func anAppsClosureValuedEnvironmentKeyIsInert() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Text("a").environment(\\.goDetail) { movie in print(movie) }
                Text("b").environment(\\.inWishlist, { id in false })
            }
            """, file: "content/test.md"))
        #expect(!block.notes.contains { $0.id == .standIn || $0.severity == .error }, "\(block.notes)")
        #expect(block.notes.contains { $0.severity == .note && $0.message.contains("`.environment(\\.goDetail)`") }, "\(block.notes)")
        #expect(texts(block.initialView) == ["a", "b"])
    }

    /// A gradient's colours are checked as styles are: the app's colour extension not pasted
    /// (`.lightBackground`, set O) stands in, grey, keeping its place (before: "unknown colour"
    /// at lowering), and a near miss of a colour is named.
    @Test func aGradientsAppColoursStandIn() throws {
        let code = """
            LinearGradient(colors: [.lightBackground.opacity(0), .darkBackground, .blue], startPoint: .top, endPoint: .bottom)
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.contains { $0.message.contains("`.lightBackground`") && $0.message.contains("`.darkBackground`") }, "\(block.notes)")
        let typo = diagnostics("LinearGradient(colors: [.bleu, .red], startPoint: .top, endPoint: .bottom)")
        #expect(typo.contains { $0.hint == "did you mean `blue`?" }, "\(typo)")
    }

    /// A cast of the platform's value (a stand-in) is the stand-in, as before casts were
    /// checked: `UIApplication.shared.connectedScenes.first as? UIWindowScene` then `?? 20`
    /// (set M's regression check caught the checked cast refusing it).
    @Test func aCastOfAStandInIsTheStandIn() throws {
        let code = """
            struct Header: View {
                private var topPadding: CGFloat {
                    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                    return scene?.windows.first?.safeAreaInsets.top ?? 20
                }
                var body: some View { Text("Title").padding(.top, topPadding) }
            }
            Header()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
    }
}

/// The app's model classes pasted with its views: a view that makes its model (`@StateObject`,
/// `@State` of an `@Observable` class) or is given one (`@ObservedObject`, `@Bindable`) reads
/// the instance's real values, not stand-ins; what the model does that a page cannot (its
/// Combine pipeline, networking) is an error only when run. A model the app injects stays the
/// app's.
@Suite struct ModelClassTests {
    private let models = """
        final class Basket: ObservableObject {
            @Published var fruits: [String] = ["Apple", "Pear"]
            @Published var isOpen = true
            private var cancellables = Set<AnyCancellable>()
            private let action = #selector(add(_:))
            init() { Task { try await load() } }
            init(fruits: [String]) { self.fruits = fruits }
            var summary: String { "\\(fruits.count) fruits" }
            func add(_ fruit: String) { fruits.append(fruit) }
            func load() async throws {
                let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                fruits = try JSONDecoder().decode([String].self, from: data)
            }
        }
        @Observable final class Shelf {
            var books = ["Emma"]
            @ObservationIgnored var loads = 0
        }
        """

    /// A view's stored property written with another type's qualified name that ends in the
    /// view's own (`private let emoji: EmojisManager.Emoji` in `struct Emoji: View`, set BK's
    /// mundo, `EmojisManager` not pasted): a struct cannot store itself, so it is the app's
    /// type and its `.init(...)` stands in; it was checked against the view's own initialisers
    /// ("no `Emoji.init` takes the arguments"). Declared, the nested type is made.
    @Test func aPropertyOfAnotherTypeNamedLikeTheViewIsThatType() throws {
        let code = """
            struct Emoji: View {
                private let emoji: EmojisManager.Emoji
                init(symbol: String) { self.emoji = .init(symbol: symbol, title: "") }
                var body: some View { Text(verbatim: "emoji") }
            }
            Emoji(symbol: "a")
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("EmojisManager.Emoji") }, "\(block.notes)")
        let declared = try ParsedBlock(source: LayoutBlockSource(code: "enum EmojisManager { struct Emoji { var symbol: String; var title: String } }\n"
            + code.replacingOccurrences(of: "Text(verbatim: \"emoji\")", with: "Text(verbatim: emoji.symbol)"), file: "content/test.md"))
        #expect(texts(declared.initialView) == ["a"], "\(declared.notes)")
    }

    /// A class whose `init` returns early (`guard let data else { return }`, set BK's
    /// Directors-Chair) beside a block's own views: the `return` is the initialiser's, not the
    /// block's. It made the block's code plain Swift, which returned no view, and the block drew
    /// nothing without a word; so did an actor's or a protocol's.
    @Test func aReturnInAClassesInitIsNotTheBlocks() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            final class Mappings {
                var count = 0
                init(data: [Int]?) {
                    guard let data else { return }
                    count = data.count
                }
            }
            struct Row: View {
                let mappings = Mappings(data: nil)
                var body: some View { Text(verbatim: "row \\(mappings.count)") }
            }
            let loaded = Mappings(data: [1, 2])
            VStack {
                Row()
                Text(verbatim: "loaded \\(loaded.count)")
            }
            """, file: "content/test.md"))
        #expect(texts(block.initialView) == ["row 0", "loaded 2"], "\(block.notes)")
    }

    @Test func aViewsOwnModelHoldsItsRealValues() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: models + """

            struct BasketView: View {
                @StateObject private var basket = Basket()
                @State private var shelf = Shelf()
                var body: some View {
                    VStack {
                        Text(basket.summary)
                        ForEach(basket.fruits, id: \\.self) { Text($0) }
                        if basket.isOpen { Text("open") }
                        ForEach(shelf.books, id: \\.self) { Text($0) }
                    }
                    .task { try? await basket.load() }
                }
            }
            BasketView()
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity != .note }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["2 fruits", "Apple", "Pear", "open", "Emma"])
        // `#selector(add(_:))` is a selector's text, which nothing on a page reads (set AE; it
        // stood in, with a note). Its `Task { ... }` does not run: the page shows the state before it.
        #expect(!block.notes.contains { $0.message.hasPrefix("`Basket.action`") }, "\(block.notes)")
        #expect(block.notes.contains { $0.severity == .note && $0.message.hasPrefix("`Task { … }` is asynchronous work, which a page does not run") })
    }

    @Test func aModelGivenToAViewIsTheCallersInstance() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: models + """

            struct Row: View {
                @ObservedObject var basket: Basket
                @Bindable var shelf: Shelf
                var body: some View { Text("\\(basket.fruits.joined(separator: ", ")) / \\(shelf.books.count)") }
            }
            struct Owner: View {
                let basket: Basket = {
                    let made = Basket(fruits: ["Fig"])
                    made.add("Kiwi")
                    return made
                }()
                var body: some View { Row(basket: basket, shelf: Shelf()) }
            }
            Owner()
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity != .note }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["Fig, Kiwi / 1"])
    }

    /// A model the app injects is the app's, though its class is declared: SwiftUI gives the
    /// view the app's instance (Apple, "EnvironmentObject": "an observable object that a parent
    /// or ancestor view supplies"), which a page does not have.
    @Test func anInjectedModelStandsInThoughItsClassIsDeclared() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: models + """

            struct Counter: View {
                @EnvironmentObject var basket: Basket
                @Environment(Shelf.self) private var shelf
                var body: some View { Text(basket.summary); Text("\\(shelf.books.count)") }
            }
            Counter()
            """, file: "content/test.md"))
        #expect(texts(block.initialView) == ["basket.summary", "shelf.books.count"])
        #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("`basket`") })
    }

    /// Running what a page cannot do is the error, at the code that does it; a class that
    /// inherits from another class is still left out, with a note saying why.
    @Test func whatAModelCannotDoIsAnErrorWhenRunAndSubclassesAreLeftOut() throws {
        func block(running call: String) throws -> ParsedBlock {
            try ParsedBlock(source: LayoutBlockSource(code: """
                final class Feed: ObservableObject {
                    @Published var posts: [String] = []
                    func refresh() { let page: Int = "1"; posts = fetchPosts(page: page) }
                }
                class Coordinator: NSObject, UITextFieldDelegate {}
                class PhotoController: UIViewController {}
                struct FeedView: View {
                    @StateObject private var feed: Feed = {
                        let feed = Feed()
                        \(call)
                        return feed
                    }()
                    var body: some View { Text("\\(feed.posts.count)") }
                }
                FeedView()
                """, file: "content/test.md"))
        }
        let made = try block(running: "feed.posts = [\"a\"]")
        #expect(texts(made.initialView) == ["1"])
        #expect(made.notes.contains { $0.severity == .note && $0.message.hasPrefix("`class PhotoController` is the app's model (it inherits from `UIViewController`)") })
        #expect(made.notes.contains { $0.severity == .note && $0.message.hasPrefix("`class Coordinator` is the app's model (it inherits from `UITextFieldDelegate`)") })
        #expect {
            try block(running: "feed.refresh()")
        } throws: { error in
            let diagnostic = (error as? BuildFailure)?.diagnostics.first
            return diagnostic?.line == 3 && diagnostic?.message == "`page` is declared Int, and this is String"
        }
    }

    /// Set T (session 25): a view-builder property whose closure takes parameters
    /// (`@ViewBuilder let content: (Bool) -> Content`, as design systems and list wrappers
    /// declare them) is called by the body with its arguments (`content(true)`,
    /// `self.content(false)`, per `ForEach` row), each call making its own views in the scope
    /// the closure was written in; `{ _ in ... }` ignores its parameter and `$0` names it, as
    /// in Swift. It was "this closure takes no parameters".
    @Test func aViewBuilderClosureTakesTheBodysArguments() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Card<Content: View>: View {
                let title: String
                @ViewBuilder let content: (Bool) -> Content
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(title)
                        content(true)
                        self.content(false)
                    }
                }
            }
            struct Rows<Row: View>: View {
                let items: [String]
                @ViewBuilder var row: (Int, String) -> Row
                var body: some View {
                    VStack { ForEach(Array(items.enumerated()), id: \\.offset) { index, item in row(index, item) } }
                }
            }
            let suffix = "!"
            VStack {
                Card(title: "A") { flag in
                    if flag { Text("on" + suffix) } else { Text("off") }
                }
                Card(title: "B", content: { _ in Text("same") })
                Card(title: "C") { Text($0 ? "yes" : "no") }
                Rows(items: ["x", "y"]) { index, item in Text("\\(index): \\(item)") }
            }
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["A", "on!", "off", "B", "same", "same", "C", "yes", "no", "0: x", "1: y"], "\(texts(block.initialView))")
        let ids = block.initialView.allViews.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(message("""
            struct Card<Content: View>: View {
                @ViewBuilder let content: (Bool) -> Content
                var body: some View { content(true, false) }
            }
            Card { flag in Text("x") }
            """).contains("`content` takes 1 argument, given 2"))
    }

    /// Set T: a property declared `Binding<T>` (without `@Binding`) holds the binding, read
    /// through `wrappedValue` (Apple, "Binding": "the underlying value referenced by the
    /// binding"), a `Binding<T?>` given `.constant(nil)` too; a tuple state written without
    /// labels takes its type's (`(x: Double, y: Double) = (0, 90)` reads `.y`, as Swift
    /// converts it); `String(describing:)` is the value's description; a `Binding(get:)` whose
    /// getter is an `if` of `return`s runs as Swift; `uuidString` of a `UUID()` is its text.
    @Test func setTsBindingsTuplesAndDescriptions() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Counter: View {
                var counter: Binding<Int>
                var note: Binding<String?>
                @State private var angles: (x: Double, y: Double) = (0, 90)
                let id = UUID()
                var pin: Binding<String>
                var body: some View {
                    VStack {
                        Text(counter.wrappedValue.description)
                        Text(note.wrappedValue ?? "none")
                        Text("\\(Int(angles.y))")
                        Text(String(describing: counter.wrappedValue + 1))
                        Text(String(reflecting: "q"))
                        TextField("Pin", text: Binding(get: {
                            if pin.wrappedValue.count > 1 { return String(pin.wrappedValue.prefix(1)) } else { return "" }
                        }, set: { _ in }))
                        Text(id.uuidString.isEmpty ? "no id" : "id")
                    }
                }
            }
            Counter(counter: .constant(3), note: .constant(nil), pin: .constant("42"))
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["3", "none", "90", "4", "\"q\"", "id"], "\(texts(block.initialView))")
        let field = try #require(block.initialView.allViews.first { $0.kind == "TextField" })
        #expect("\(String(describing: field.argument("text")))".contains("\"4\""), "\(String(describing: field.argument("text")))")
    }

    /// Set T: `case .none:` matches the subject enum's own case named `none` (Swift resolves
    /// `.none` against the subject's type; Optional's `.none` only for an optional), and a
    /// pasted view's own `$isOn` takes Binding's `animation()` and the app's `extension
    /// Binding` methods (`$isOn.didSet { ... }`, a stand-in), binding as `$isOn` does.
    @Test func anEnumsNoneCaseAndMethodsOfAViewsOwnBinding() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Footer: View {
                enum Kind { case write, none }
                var kind: Kind = .none
                var note: String? = nil
                @State private var isOn = true
                var body: some View {
                    switch kind {
                    case .write: Text("write")
                    case .none: Text("no footer")
                    }
                    switch note {
                    case .none: Text("no note")
                    case .some(let text): Text(text)
                    }
                    Toggle("Animated", isOn: $isOn.animation(.easeIn))
                    Toggle("Observed", isOn: $isOn.didSet { _ in print("changed") })
                }
            }
            VStack { Footer() }
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView).prefix(2) == ["no footer", "no note"], "\(texts(block.initialView))")
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("`$isOn.didSet(…)`") }, "\(block.notes)")
        #expect(message("""
            struct V: View {
                @State private var isOn = true
                var body: some View { Toggle("A", isOn: $isOn.animaton()) }
            }
            V()
            """).contains("did you mean `animation`?"))
    }

    /// A computed property holding views, read twice in a body (`fill` behind two fields, a
    /// `shape` filled and then stroked in its overlay), is two sets of views, as SwiftUI runs
    /// the getter at each read: each read after the first gets ids of its own. Set U's group
    /// boxes (Ice, Pearcleaner) stopped at "duplicate id" this way.
    @Test func aComputedViewPropertyReadTwiceMakesTwoViews() throws {
        let view = try interpret("""
            struct Range: View {
                @State private var low = "1"
                private var fill: Color {
                    if low.isEmpty { return Color(.systemGray6) } else { return Color(.systemGray3) }
                }
                private var shape: some InsettableShape { RoundedRectangle(cornerRadius: 6) }
                var body: some View {
                    VStack {
                        Text("a").background(fill)
                        Text("b").background(fill)
                        Text("c").background { shape.fill(.quinary).overlay { shape.strokeBorder(.quaternary) } }
                    }
                }
            }
            Range()
            """)
        let ids = view.allViews.filter { $0.kind == "Color" || $0.kind == "RoundedRectangle" }.map(\.id)
        #expect(ids.count == 4 && Set(ids).count == 4, "\(ids)")
    }

    /// A number formatter's `minimum` and `maximum` (Apple, NumberFormatter: the bounds of the
    /// numbers it reads as input) are kept and change nothing it writes; Maccy's settings panes
    /// stopped at "has no settable member `minimum`". An `Angle` made in a body takes the app's
    /// extension methods (`angle.normalized()`) as a stand-in, as Swift code does.
    @Test func formatterBoundsAndTheAppsAngleMethods() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Pane: View {
                let angle = Angle(degrees: 30)
                var limit: String {
                    let formatter = NumberFormatter()
                    formatter.minimum = 1
                    formatter.maximum = 999
                    formatter.maximumFractionDigits = 0
                    return formatter.string(from: NSNumber(value: 1234.4)) ?? ""
                }
                var body: some View { Text(limit).rotationEffect(angle.normalized()) }
            }
            Pane()
            """, file: "content/test.md"))
        #expect(!block.notes.contains { $0.severity == .error }, "\(block.notes)")
        #expect(texts(block.initialView) == ["1234"])
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("normalized") }, "\(block.notes)")
    }

    /// `ForEach(birds, content: BirdRow.init)` of a view the block declares: each row is the
    /// view made from its element, by position, through the memberwise initialiser or a written
    /// one (Backyard Birds' search results stopped at "`ForEach` expects a closure").
    @Test func aDeclaredViewsInitIsForEachsContent() throws {
        let view = try interpret("""
            struct Bird: Identifiable { let id: Int; let name: String }
            struct BirdRow: View { let bird: Bird; var body: some View { Text(bird.name) } }
            struct Perch: View {
                let title: String
                init(_ bird: Bird) { title = bird.name.uppercased() }
                var body: some View { Text(title) }
            }
            let birds = [Bird(id: 1, name: "Robin"), Bird(id: 2, name: "Wren")]
            VStack {
                ForEach(birds, content: BirdRow.init)
                ForEach(birds, content: Perch.init)
            }
            """)
        #expect(texts(view) == ["Robin", "Wren", "ROBIN", "WREN"])
        #expect(Set(view.allViews.map(\.id)).count == view.allViews.count)
    }

    /// Set V's whole views: `ForEach(pairs, id: \.0, content: makeRow)` of a method taking two
    /// parameters, each element's parts passed by position (Pulse's analytics details);
    /// `self.metadata` of the view's computed property, as the bare name reads it; and a method
    /// returning a `Path` called in the body, which is a view because a `Path` is a `Shape`
    /// (eul's line chart stopped at "returns Path, which a view cannot use").
    @Test func methodsAsRowsComputedPropertiesThroughSelfAndPathsMadeByMethods() throws {
        let code = #"""
            struct Details: View {
                let pairs: [(String, String)]
                var body: some View {
                    VStack {
                        let shown = self.shownPairs
                        ForEach(shown, id: \.0, content: makeRow)
                        outline().stroke(Color.blue, lineWidth: 1).frame(width: 40, height: 20).id("outline")
                    }
                }
                private var shownPairs: [(String, String)] { pairs.filter { !$0.1.isEmpty } }
                private func makeRow(title: String, value: String) -> some View { Text(title + "=" + value) }
                private func outline() -> Path {
                    var path = Path()
                    path.addRect(CGRect(x: 0, y: 0, width: 40, height: 20))
                    return path
                }
            }
            Details(pairs: [("a", "1"), ("b", ""), ("c", "3")])
            """#
        let view = try interpret(code)
        #expect(texts(view) == ["a=1", "c=3"])
        #expect(view.allViews.contains { $0.kind == "Path" })
        #expect(try frames(code, width: 200)["outline"].map { [$0.width, $0.height] } == [40, 20])
        #expect(message(#"""
            struct Rows: View {
                var body: some View { ForEach([1, 2], id: \.self, content: makeRow) }
                func makeRow(title: String, value: String) -> some View { Text(title) }
            }
            Rows()
            """#).contains("`makeRow` takes 2 parameters, but `ForEach`'s elements are"))
    }

    /// A generic view's parameter is the type its call gives (`EnumPicker(selection: $flavor)`
    /// makes `T` the enum `Flavor`, as Swift infers it from the initialiser's argument), so its
    /// body reads it as a value: `T.allCases`, `T.self`.
    @Test func aGenericViewsParameterIsTheTypeItsCallGives() throws {
        let view = try interpret(#"""
            enum Flavor: CaseIterable { case vanilla, chocolate, mint }
            struct EnumPicker<T: CaseIterable & Hashable>: View {
                @Binding var selection: T
                var body: some View {
                    VStack {
                        ForEach(Array(T.allCases), id: \.self) { item in Text("\(item)") }
                        Text("\(T.self)")
                    }
                }
            }
            EnumPicker(selection: .constant(Flavor.mint))
            """#)
        #expect(texts(view) == ["vanilla", "chocolate", "mint", "Flavor"])
        // A case interpolated is written as Swift writes it: its name, or the enum's `description`.
        #expect(texts(try interpret(#"""
            enum Flavor { case mint }
            enum Size: CustomStringConvertible { case large; var description: String { "L" } }
            let flavor = Flavor.mint
            Text("\(flavor) \(Size.large)")
            """#)) == ["mint L"])
    }

    /// A written `init` that calls its view-builder parameter with arguments (`content { hide() }`
    /// of `@ViewBuilder content: (@escaping () -> Void) -> Content`) gets the views the caller's
    /// closure makes for them (set V's Plash).
    @Test func anInitCallsItsViewBuilderWithArguments() throws {
        let view = try interpret(#"""
            struct Hideable<Content: View>: View {
                private let content: Content
                init(title: String, @ViewBuilder content: (@escaping () -> Void) -> Content) {
                    self.content = content { print("hidden") }
                }
                var body: some View { VStack { content } }
            }
            Hideable(title: "Tip") { hide in Text("Swipe to go back") }
            """#)
        #expect(texts(view) == ["Swipe to go back"])
    }

    /// A struct whose every `init` is written in an extension keeps Swift's memberwise
    /// initialiser beside them (The Swift Programming Language, "Initializer Delegation for Value
    /// Types"): a view made either way, an extension's `init` handing over to it with
    /// `self.init(...)`, in a view and in a data type; an `init` in the struct itself still
    /// replaces it.
    @Test func initsInAnExtensionKeepTheMemberwiseInitialiser() throws {
        let view = try interpret(#"""
            struct Badge: View {
                let title: String
                var body: some View { Text(title) }
            }
            extension Badge {
                init(count: Int) { self.init(title: "\(count) new") }
            }
            struct Tag { let name: String }
            extension Tag { init(number: Int) { self.init(name: "#\(number)") } }
            VStack { Badge(title: "plain"); Badge(count: 3); Text(Tag(number: 7).name); Text(Tag(name: "t").name) }
            """#)
        #expect(texts(view) == ["plain", "3 new", "#7", "t"])
        #expect(message("""
            struct Tag { let name: String; init(number: Int) { self.name = "#\\(number)" } }
            Text(Tag(name: "t").name)
            """).contains("no `init` of `Tag` takes"))
    }

    /// `ForEach(items, content: content)` of the view's own view-builder property, the caller's
    /// closure taking the element, draws its views for each element (Backyard Birds' search results).
    @Test func forEachTakesTheViewsOwnViewBuilderByName() throws {
        let view = try interpret(#"""
            struct Results<Content: View>: View {
                let names: [String]
                private var content: (String) -> Content
                init(names: [String], @ViewBuilder content: @escaping (String) -> Content) {
                    self.names = names
                    self.content = content
                }
                var body: some View { VStack { ForEach(names, id: \.self, content: content) } }
            }
            Results(names: ["wren", "robin"]) { name in Text(name.uppercased()) }
            """#)
        #expect(texts(view) == ["WREN", "ROBIN"])
    }

    /// Swift code that reads a view's `some View` property (`iconAreaModifier(AnyView(iconView))`,
    /// a closure property the view calls with its own parts, yattee's media rows) gets the
    /// views the library builds from it, `#if` and all, as the body would; `AnyView` of a
    /// property of several views is one view of them.
    @Test func swiftCodeReadsAViewsViewProperty() throws {
        let code = """
            struct Row: View {
                let title: String
                var iconAreaModifier: (AnyView) -> AnyView = { $0 }
                init(title: String, iconAreaModifier: @escaping (AnyView) -> AnyView = { $0 }) {
                    self.title = title
                    self.iconAreaModifier = iconAreaModifier
                }
                var body: some View {
                    HStack {
                        iconAreaModifier(AnyView(iconView))
                        iconAreaModifier(AnyView(labels))
                    }
                }
                private var iconView: some View {
                    #if os(macOS)
                    Image(systemName: "doc").frame(width: 28, height: 28)
                    #else
                    Image(systemName: "doc").frame(width: 44, height: 44)
                    #endif
                }
                private var labels: some View {
                    Text(title)
                    Text("detail")
                }
            }
            Row(title: "File")
            """
        let view = try interpret(code)
        #expect(texts(view) == ["File", "detail"])
        #expect(view.allViews.contains { $0.kind == "Image" && $0.modifiers.contains { $0.name == "frame" && $0.argument("width") == .int(44) } })
    }

    /// A stored property of function type with a closure for its default (`var decorate:
    /// (AnyView) -> AnyView = { $0 }`, `var format: (String) -> String = { ... }`) is a function
    /// the body calls, as Swift runs it; a `@ViewBuilder` one, or one of no parameters giving
    /// views, is still the views it builds, and `() -> Void` an action the page never runs.
    @Test func closurePropertiesWithDefaultsAreFunctions() throws {
        let code = """
            struct Row: View {
                let title: String
                var decorate: (AnyView) -> AnyView = { $0 }
                var format: (String) -> String = { $0.uppercased() + "!" }
                @ViewBuilder var accessory: () -> AnyView = { AnyView(Text("more")) }
                var onTap: () -> Void = {}
                var body: some View {
                    VStack {
                        decorate(AnyView(Text(title)))
                        Text(format(title))
                        accessory()
                    }
                }
            }
            Row(title: "File")
            """
        #expect(texts(try interpret(code)) == ["File", "FILE!", "more"])
    }

    /// A view's `static var shared = Settings()` (PlayCover's settings panes, set Y) is the
    /// type's, made only when read (Swift's static stored properties are lazy): it is no
    /// property of each instance, so making the view does not make it again without end,
    /// with Swift's memberwise initialiser or a written `init`.
    @Test func aStaticInstanceOfTheViewIsTheTypes() throws {
        let code = """
            struct Settings: View {
                public static var shared = Settings()
                static let gap = 4.0
                var title = "Install"
                var body: some View { Text(title).padding(Self.gap) }
            }
            struct Pane: View {
                static let shared = Pane(name: "P")
                let name: String
                init(name: String) { self.name = name }
                var body: some View { Text(name + Pane.shared.name) }
            }
            VStack { Settings(title: "Uninstall"); Settings(); Pane(name: "Q") }
            """
        #expect(texts(try interpret(code)) == ["Uninstall", "Install", "QP"])
    }

    /// `extension Date` pasted beside a view (boring.notch's calendar, set Y): its computed
    /// properties and methods run on the page's dates, in the body and in Swift code; a member
    /// of the app's extension not pasted stands in, as a `String`'s does. It was "extensions of
    /// `Date` are not supported", and a date's unknown member an error.
    @Test func anExtensionOfDateRuns() throws {
        let view = try interpret(#"""
            extension Date {
                var dayNumber: Int { Calendar.current.component(.day, from: self) }
                func shifted(days: Int) -> Date { addingTimeInterval(Double(days) * 86_400) }
            }
            struct DayCircle: View {
                let day: Date
                var body: some View {
                    Text("\(day.dayNumber)")
                    Text("\(day.shifted(days: 2).dayNumber)")
                }
            }
            func tomorrow() -> Int { Date().shifted(days: 1).dayNumber }
            VStack {
                DayCircle(day: Date())
                Text("\(Date().shifted(days: 3).dayNumber) \(tomorrow())")
            }
            """#)
        #expect(texts(view) == ["6", "8", "9 7"])
        let standIn = try ParsedBlock(source: LayoutBlockSource(code: #"""
            struct DayCircle: View {
                let day: Date
                var body: some View { Text("\(day.weekdayName)") }
            }
            DayCircle(day: Date())
            """#, file: "content/test.md"))
        #expect(standIn.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("day.weekdayName") })
    }

    /// A function's name includes its argument labels (The Swift Programming Language,
    /// "Functions"): of a view's `marker(_:)` and `marker(letter:width:)`, the call's labels
    /// choose (set AB's TrollFools: "`marker` needs `_:`"), a defaulted parameter left out.
    @Test func methodsOverloadedByLabelsAreChosenByTheCallsLabels() throws {
        let code = """
            struct Scroller: View {
                var body: some View {
                    VStack(spacing: 0) {
                        marker("A")
                        marker(letter: "B")
                    }
                }
                func marker(_ letter: String) -> some View {
                    marker(letter: letter, width: 30)
                }
                func marker(letter: String, width: CGFloat = 10) -> some View {
                    Text(letter).frame(width: width, height: 5)
                }
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(!block.notes.contains { $0.severity == .error }, "\(block.notes)")
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200)
        // The frames of 30 (through `marker(_:)`) and of 10 (the default), 5 high each.
        let stack = try #require(layout.nodes.first { $0.kind == "VStack" })
        #expect(stack.width == 30 && stack.height == 10)
        #expect(message(code.replacingOccurrences(of: "marker(letter: \"B\")", with: "marker(lettr: \"B\")")).contains("`marker`"))
    }

    /// Set AC (session 34): a closure given for a view's action (`var onTap: () async -> Void`)
    /// is a closure the view keeps, never views to build, so one that awaits compiles as Swift
    /// compiles an async closure and the page never runs it; `Binding<Double>.init(get:set:)` and
    /// `Binding.init(get:set:)` are `Binding(get:set:)` spelt out (the generic form recursed to
    /// the depth limit); a dictionary read as an optional gives `nil` for a key it lacks
    /// (Apple, "Dictionary", `subscript(_:)`), and a key read as a value still names the slip.
    @Test func actionsInitialisersSpeltOutAndOptionalReadsOfDictionaries() throws {
        let view = try interpret(#"""
            struct Pad: View {
                var title: String
                var onTap: () async -> Void
                var onLongPress: (@MainActor (Int) -> Void)?
                var body: some View {
                    Button(title) { Task { await onTap() } }
                }
            }
            let nicknames: [String: String] = ["ann": "Annie"]
            VStack {
                Pad(title: "pad", onTap: { await Task.yield() }, onLongPress: { n in print(n) })
                Slider(value: Binding<Double>.init(get: { 0.5 }, set: { _ in }), in: 0...1)
                Slider(value: Binding.init(get: { 0.25 }, set: { _ in }), in: 0...1)
                ForEach(["ann", "bob"], id: \.self) { who in
                    Text(nicknames[who] ?? "no nickname")
                    if nicknames[who] != nil { Text("known") }
                    let kept = nicknames[who]
                    Text(kept ?? "none kept")
                }
            }
            """#)
        #expect(texts(view) == ["Annie", "known", "Annie", "no nickname", "none kept"])
        // A key the page's data lacks, kept in a `let`, is still the page's slip, named with the keys it has.
        let data: [String: Value] = ["scenarios": .dictionary([DictionaryEntry(key: "cats", value: .array([]))])]
        #expect(message("let pets = scenarios[\"cast\"]\nText(\"a\")", data: data).contains("has no key \"cast\""))
        #expect(view.allViews.contains { $0.kind == "Button" })
        #expect(view.allViews.filter { $0.kind == "Slider" }.count == 2)
        // The code's own dictionary gives `nil` for a missing key, as Swift's does, which a
        // `Text` does not take (Swift: "value of optional type must be unwrapped").
        #expect(message("let nicknames = [\"ann\": \"Annie\"]\nText(nicknames[\"bob\"])").contains("expects a string for `_`, found nil"))
    }

    /// Set AD (session 34): `extension Chip<Text>` is SE-0361's spelling of `extension Chip
    /// where Label == Text`, whose `init` makes the view; a static function the block's
    /// `extension View` declares is called through a view type (`Capsule.frostedPane()`), as a
    /// protocol extension's static members are the conforming types' (The Swift Programming
    /// Language, "Protocol Extensions").
    @Test func boundGenericExtensionsAndStaticViewFunctions() throws {
        let view = try interpret(#"""
            struct Chip<Label: View>: View {
                let label: Label
                init(@ViewBuilder label: () -> Label) { self.label = label() }
                var body: some View { label.padding(6) }
            }
            extension Chip<Text> {
                init(_ title: String) { self.label = Text(title) }
            }
            extension View {
                static func frostedPane() -> some View { Color.gray.opacity(0.25) }
            }
            ZStack {
                Capsule.frostedPane()
                VStack {
                    Chip("Hello")
                    Chip { Text("World") }
                }
            }
            """#)
        #expect(texts(view) == ["Hello", "World"])
        #expect(view.allViews.contains { $0.kind == "Color" })
    }

    /// A closure given for a view's property or `init` parameter builds views only where the
    /// compiler's result builder would transform it: the declaration is `@ViewBuilder`, or its
    /// function type returns a view (Apple, "ViewBuilder"). Any other (`(Int) -> String`,
    /// `(String) -> Color`, an action) is a Swift closure the view keeps and calls, given with a
    /// label, as a trailing closure (SE-0286's forward scan) or to a written `init`; and a
    /// declared view that Swift code makes (a closure's `Tag(...)`) is a view, as any view is a
    /// value in SwiftUI. All of these were "expected a view" errors: the view builder took every
    /// closure that returned something for views.
    @Test func closuresThatGiveNoViewsAreKeptAndCalled() throws {
        let view = try interpret(#"""
            struct Tag: View {
                let name: String
                var tint: (String) -> Color
                var body: some View {
                    Text(name).padding(4).background(tint(name))
                }
            }
            struct Row: View {
                let value: Int
                let format: (Int) -> String
                var body: some View { Text(format(value)) }
            }
            struct Maker: View {
                let n: Int
                let make: (Int) -> Tag
                var body: some View { make(n) }
            }
            struct Labelled: View {
                let value: Int
                let format: (Int) -> String
                init(value: Int, format: @escaping (Int) -> String) { self.value = value; self.format = format }
                var body: some View { Text(format(value)) }
            }
            struct Card<Content: View>: View {
                let title: String
                let content: () -> Content
                init(title: String, content: @escaping () -> Content) { self.title = title; self.content = content }
                var body: some View { VStack { Text(title); content() } }
            }
            struct Tap: View {
                var onTap: () -> Void
                var body: some View { Text("tap") }
            }
            VStack {
                Row(value: 1, format: { "one is \($0)" })
                Row(value: 2) { n in "two is \(n)" }
                Tag(name: "cat") { _ in .orange }
                Maker(n: 3) { Tag(name: "made \($0)", tint: { _ in .blue }) }
                Labelled(value: 4, format: { "four is \($0)" })
                Card(title: "card") { Text("inside") }
                Tap { print("tapped") }
            }
            """#)
        #expect(texts(view) == ["one is 1", "two is 2", "cat", "made 3", "four is 4", "card", "inside", "tap"])
        // The tints the closures gave are the backgrounds: orange for "cat", blue for "made 3".
        let backgrounds = view.allViews.filter { $0.kind == "Text" }.flatMap(\.modifiers).filter { $0.name == "background" }
        #expect(backgrounds.map { "\($0.arguments.map(\.value))" }.map { $0.contains("orange") ? "orange" : $0.contains("blue") ? "blue" : $0 }
                == ["orange", "blue"])
    }

    /// Set AE: a method named without a call is a function bound to its value (The Swift
    /// Programming Language, "Methods"), in Swift code (`let f = add`, `[3].map(add)`,
    /// `self.add`) and for a view's action (`Button(action: send)`, `action: self.send`; it was
    /// "unknown name", or a typo of `sent`); a builder closure that opens with a capture list
    /// alone (`HStack { [unowned model] in ... }`) takes no parameters; and a closure run once
    /// that changes a variable of the view code around it (`total += w.count` in a `map`)
    /// changes that variable, as Swift's closures capture variables, not values ("Capturing
    /// Values"): the page showed 0, 0, 0 and "total 0" without a word. A closure the engine
    /// calls while laying out still cannot, and says why.
    @Test func methodsAsValuesCaptureListsAndCapturedVariables() throws {
        let view = try interpret(#"""
            struct Calc {
                var base: Int
                func add(_ x: Int) -> Int { base + x }
                func run() -> Int {
                    let f = add
                    let g = self.add
                    return f(1) + g(2) + [3].map(add)[0]
                }
            }
            struct Compose: View {
                @State private var sent = false
                var body: some View {
                    VStack {
                        Button(action: send) { Text("Send") }
                        Button("Again", action: self.send)
                    }
                }
                func send() { sent = true }
            }
            var total = 0
            let marks = ["red", "green", "blue"].map { w -> Int in
                total += w.count
                return total
            }
            VStack {
                Text("\(Calc(base: 10).run())")
                Compose()
                HStack { [total] in Text("captured \(total)") }
                ForEach(marks, id: \.self) { m in Text("mark \(m)") }
                Text("total \(total)")
            }
            """#)
        #expect(texts(view) == ["36", "Send", "captured 12", "mark 3", "mark 8", "mark 12", "total 12"])
        #expect(view.allViews.filter { $0.kind == "Button" }.count == 2)
        let guide = message(#"""
            var x = 0.0
            ZStack(alignment: .leading) {
                Text("a").alignmentGuide(.leading) { d in x -= d.width; return x }
            }
            """#)
        #expect(guide.contains("a closure called while laying out cannot change"), "\(guide)")
    }

    /// Set AE: Foundation's `#Predicate` is a value (its closure, run by `evaluate(_:)`; Apple,
    /// "Predicate"), so a model that builds one no longer fails the page; `#selector(changed)`
    /// is Objective-C's name of a method ("Selector Expression"), text a page never reads, where
    /// both were "the macro is not defined"; and a platform's `.init("Changed")` stands in.
    @Test func predicatesAndSelectorsAreValues() throws {
        let view = try interpret(#"""
            struct Entry { var stamp: Int }
            enum Span: String, CaseIterable {
                case day, week
                var filter: Predicate<Entry> {
                    let start = self == .day ? 10 : 30
                    return #Predicate<Entry> { e in e.stamp >= start }
                }
            }
            class Watcher {
                var count = 0
                init() {
                    NotificationCenter.default.addObserver(self, selector: #selector(changed), name: .init("Changed"), object: nil)
                }
                @objc func changed(_ n: Notification) { count += 1 }
            }
            let watcher = Watcher()
            let entries = [Entry(stamp: 20), Entry(stamp: 50)]
            VStack {
                ForEach(Span.allCases, id: \.self) { span in
                    Text("\(span.rawValue): \(entries.filter { try! span.filter.evaluate($0) }.count)")
                }
                Text("watching \(watcher.count)")
            }
            """#)
        #expect(texts(view) == ["day: 2", "week: 1", "watching 0"])
    }

    /// Set AF: a view's parts where Swift puts them. `body` declared in an extension meets the
    /// requirement, and an extension may add the `View` conformance itself (The Swift
    /// Programming Language, "Extensions"); a computed view property an extension declares may
    /// call the view's own `func ... -> some View` (it was "cannot run here: its body was not
    /// compiled") and call one twice (it was "duplicate id"); `self.content` shown twice is two
    /// views, as `content` is; and `.init(...)` is the parameter's type, `Text` for
    /// `description:` and `Color` for `foregroundColor(_:)` (it was an error, and a stand-in).
    @Test func viewPartsInExtensionsAndImplicitInitialisers() throws {
        let view = try interpret(#"""
            struct Row: View {
                let title: String
            }
            extension Row {
                var body: some View { Text(title) }
            }
            struct Badge {
                let count: Int
            }
            extension Badge: View {
                var body: some View { Text("\(count)") }
            }
            struct Plan: View {
                var body: some View { VStack { monthly; choices } }
                func badge(_ text: String) -> some View { Text(text).padding(4) }
            }
            extension Plan {
                var monthly: some View { badge("Monthly") }
                var choices: some View {
                    VStack {
                        row("Yearly")
                        row("Weekly")
                    }
                }
                func row(_ title: String) -> some View { Text(title) }
            }
            struct Pair<Content: View>: View {
                let content: Content
                init(@ViewBuilder _ content: () -> Content) { self.content = content() }
                var body: some View { HStack { self.content; self.content.opacity(0.5) } }
            }
            VStack {
                Row(title: "row")
                Badge(count: 3)
                Plan()
                Pair { Text("twice") }
                ContentUnavailableView("Empty", systemImage: "tray", description: .init("Nothing yet."))
                Text("tinted").foregroundColor(.init(red: 0.8, green: 0.3, blue: 0.1))
            }
            """#)
        #expect(texts(view) == ["row", "3", "Monthly", "Yearly", "Weekly", "twice", "twice", "Nothing yet.", "tinted"])
        let tint = try #require(view.allViews.first { texts($0) == ["tinted"] }?.modifiers.first { $0.name == "foregroundColor" })
        #expect(tint.arguments.first.map { "\($0.value)" }?.contains("red") == true, "\(tint.arguments)")
    }

    /// A view whose body makes itself again, directly or through Swift code (a method returning
    /// the view, a stored closure that makes it), is an error at the call, where the path through
    /// Swift code ran the stack out and crashed the build (found re-reading this session's change).
    @Test func aViewThatMakesItselfWithoutEndIsAnError() throws {
        for code in [
            "struct R: View {\n    var body: some View { VStack { Text(\"a\"); make() } }\n    func make() -> R { R() }\n}\nR()",
            "struct R: View {\n    let next: () -> R\n    var body: some View { next() }\n}\nfunc build() -> R { R(next: build) }\nbuild()",
            "struct R: View {\n    var body: some View { VStack { Text(\"a\"); R() } }\n}\nR()",
        ] {
            #expect(message(code).contains("views nest more than 64 deep at `R`"), "\(code)")
        }
    }

    /// Set AG: a formatter given the locale, time zone or calendar the page formats in, by name
    /// (`Locale(identifier: "en_US_POSIX")`, which Apple's QA1480 recommends for fixed formats,
    /// `TimeZone(identifier: "UTC")`), formats as the page does (it was refused). Set BD (rytmo):
    /// another locale or time zone named formats in it, the same on every machine (it was
    /// refused); a calendar other than the page's still is. `date(byAdding: DateComponents(...),
    /// to:)` adds every component (Apple, "Calendar"; it was "no method").
    @Test func thePagesOwnLocaleByNameAndComponentsAdded() throws {
        let view = try interpret(#"""
            struct Stamp: View {
                let raw: String
                private static let parser: DateFormatter = {
                    let f = DateFormatter()
                    f.locale = Locale(identifier: "en_US_POSIX")
                    f.timeZone = TimeZone(identifier: "UTC")
                    f.dateFormat = "yyyy-MM-dd"
                    return f
                }()
                var body: some View {
                    if let date = Self.parser.date(from: raw) {
                        let end = Calendar.current.date(byAdding: DateComponents(day: 6, hour: 12), to: date)!
                        Text(Self.parser.string(from: end))
                    } else {
                        Text("unparsed")
                    }
                }
            }
            Stamp(raw: "2024-03-01")
            """#)
        #expect(texts(view) == ["2024-03-07"])
        let german = try interpret(#"""
            struct Stamp: View {
                var text: String {
                    let f = DateFormatter()
                    f.dateFormat = "d MMMM yyyy, EEEE HH:mm"
                    f.locale = Locale(identifier: "de_DE")
                    f.timeZone = TimeZone(identifier: "Asia/Seoul")
                    return f.string(from: Date(timeIntervalSince1970: 0))
                }
                var price: String {
                    let f = NumberFormatter()
                    f.numberStyle = .currency
                    f.locale = Locale(identifier: "de_DE")
                    return f.string(from: 1234.5) ?? ""
                }
                var body: some View {
                    Text(text)
                    Text(price)
                    Text(TimeZone(identifier: "Nowhere/Else") == nil ? "no zone" : "zone")
                }
            }
            Stamp()
            """#)
        // Checked against swift 6.3.1's Foundation on this machine (the same ICU data).
        #expect(texts(german) == ["1 Januar 1970, Donnerstag 09:00", "1.234,50\u{A0}€", "no zone"])
        let buddhist = message(#"""
            struct Stamp: View {
                var text: String {
                    let f = DateFormatter()
                    f.calendar = Calendar(identifier: .buddhist)
                    return f.string(from: Date(timeIntervalSince1970: 0))
                }
                var body: some View { Text(text) }
            }
            Stamp()
            """#)
        #expect(buddhist.contains("own locale"), "\(buddhist)")
    }

    /// A view's memberwise call follows the rule Swift code's does (one
    /// `SwiftStruct.memberwisePositions`, checked against swift 6.3.1 in `SwiftScriptTests`):
    /// `@State private var isOpen = false` is no parameter, so `Row(title:isOpen:)` is an error
    /// as in Swift; a trailing closure skips `var onTap: () -> Void = {}` for the content that
    /// must be given (SE-0286), where it was taken by the first closure property and the
    /// content was "needed".
    @Test func aViewsMemberwiseCallFollowsSwiftsOneRule() throws {
        let code = """
            struct Row: View {
                let title: String
                @State private var isOpen = false
                var body: some View { Text(title + (isOpen ? " open" : " shut")) }
            }
            struct Panel<Content: View>: View {
                var onTap: () -> Void = {}
                @ViewBuilder let content: Content
                var body: some View { VStack { content } }
            }
            func made() -> Row { Row(title: "made") }
            """
        let view = try interpret(code + "\nPanel { Row(title: \"a\"); made() }")
        #expect(texts(view) == ["a shut", "made shut"])
        let extra = message(code + "\nRow(title: \"a\", isOpen: true)")
        #expect(extra.contains("`Row` takes no `isOpen:` here"), "\(extra)")
    }

    /// `Calendar.dateComponents(_:from:to:)`, the difference between two dates in the given
    /// components (Apple, "Calendar"; set AJ's macadamia: it was "no method"), with the values
    /// `swift` prints for the same dates in UTC; the components not asked for are nil.
    @Test func theDifferenceBetweenTwoDatesInComponents() throws {
        let view = try interpret("""
            struct Since: View {
                let posted = Date(timeIntervalSince1970: 0)
                let seen = Date(timeIntervalSince1970: 90_000 + 86_400 * 40)
                var body: some View {
                    let d = Calendar.current.dateComponents([.month, .day, .hour], from: posted, to: seen)
                    let back = Calendar.current.dateComponents([.hour], from: seen, to: posted)
                    Text("\\(d.month ?? -1) \\(d.day ?? -1) \\(d.hour ?? -1) \\(d.minute ?? -1) \\(back.hour ?? 0)")
                }
            }
            Since()
            """)
        #expect(texts(view) == ["1 10 1 -1 -985"])
    }

    /// A case of a nested enum written through its outer type (set AJ's omnivore): made
    /// (`Shop.Step.paying(3)`, "no static member `Step`" before) and matched in a body's
    /// `if case` and `switch` (`Shop.Step.paying(let amount)`), and through the app's nested
    /// type the block does not declare (`Checkout.Step.paying(amount)`: "this expression is not
    /// supported" before), which stands in as one level (`Step.paying`) does.
    @Test func aNestedEnumsCaseThroughItsOuterType() throws {
        let view = try interpret(#"""
            struct Shop {
                enum Step { case browsing, paying(Int)
                    static func first() -> Step { .browsing }
                }
            }
            let step = Shop.Step.paying(3)
            VStack {
                if case let Shop.Step.paying(amount) = step { Text("Paying \(amount)") }
                switch Shop.Step.first() {
                case Shop.Step.paying(let amount): Text("Paying \(amount)")
                default: Text("Browsing")
                }
            }
            """#)
        #expect(texts(view) == ["Paying 3", "Browsing"])
        let standIn = diagnostics(#"""
            VStack {
                if case let Checkout.Step.paying(amount) = order { Text("Paying \(amount)") } else { Text("Browsing") }
            }
            """#)
        #expect(standIn.allSatisfy { $0.severity != .error }, "\(standIn)")
    }

    /// A view whose SwiftUI wrappers make their own storage (`@Environment(\.colorScheme)` from
    /// the attribute's arguments, `@EnvironmentObject` and `@FocusState` by their `init()`) is
    /// made by Swift code without them, `Row(title:)`, as Swift's memberwise initialiser leaves
    /// them out (SE-0258); it was "`Row` needs `scheme:`". `@State var count: Int` without a
    /// value is still an argument.
    @Test func swiftCodeMakesAViewWithoutTheWrappersThatMakeThemselves() throws {
        let code = """
            struct Row: View {
                @Environment(\\.colorScheme) private var scheme
                @EnvironmentObject var store: Store
                @FocusState private var focused: Bool
                let title: String
                var body: some View { Text(title) }
            }
            struct Rows: View {
                func make(_ title: String) -> Row { Row(title: title) }
                var rows: [Row] { ["a", "b"].map { Row(title: $0) } }
                var body: some View { VStack { make("x"); ForEach(0..<2) { index in rows[index] } } }
            }
            """
        #expect(texts(try interpret(code + "\nRows()")) == ["x", "a", "b"])
        let counted = message("""
            struct Tally: View {
                @State var count: Int
                var body: some View { Text("\\(count)") }
            }
            func make() -> Tally { Tally() }
            make()
            """)
        #expect(counted.contains("`Tally` needs `count:`"), "\(counted)")
    }

    /// An implicit member given for a view's property names a static member of the property's
    /// type (SE-0287; swift 6.3.1 prints `quiet` for `Badge(tone: .standard)` of `static let
    /// standard: Tone = .quiet`), as a declared default's does; it was kept as a case named
    /// `standard`, which no `switch` case matched (sets AJ's netbird, AK).
    @Test func anImplicitMemberArgumentNamesTheTypesStaticMember() throws {
        let view = try interpret("""
            enum Tone {
                case loud, quiet
                static let standard: Tone = .quiet
                static var `default`: Tone { .loud }
            }
            struct Badge: View {
                var tone: Tone
                var body: some View {
                    switch tone {
                    case .loud: Text("LOUD")
                    case .quiet: Text("quiet")
                    }
                }
            }
            VStack { Badge(tone: .standard); Badge(tone: .default); Badge(tone: .loud) }
            """)
        #expect(texts(view) == ["quiet", "LOUD", "LOUD"])
    }

    /// `random(in:)` of a sized integer (`Int64`, `UInt8`; Apple, "FixedWidthInteger",
    /// `random(in:)`) draws as `Int`'s does, in Swift code and in a body; it was "unknown
    /// function `Int64.random`" (set AK's Nook).
    @Test func aSizedIntegerDrawsAsIntDoes() throws {
        let view = try interpret("""
            struct Dice: View {
                func roll() -> Int64 { Int64.random(in: 1...6) }
                var body: some View {
                    let face = UInt8.random(in: 1...6)
                    Text("\\(roll()) \\(face)")
                }
            }
            Dice()
            """)
        let parts = try #require(texts(view).first).split(separator: " ").compactMap { Int($0) }
        #expect(parts.count == 2 && parts.allSatisfy { (1...6).contains($0) }, "\(texts(view))")
    }

    /// A view's body reads a lowercase nested type's static (`Metrics.axis.width`) and a
    /// lowercase top-level type's (`pad.edge`); it was "`Metrics` has no static member `axis`"
    /// (set AK's GlucoseDirect), and the top-level one stood in.
    @Test func aBodyReadsLowercaseTypesStatics() throws {
        let found = try frames("""
            enum pad { static let edge: CGFloat = 8 }
            struct Plot: View {
                var body: some View {
                    Color.red.frame(width: 10, height: 10).padding(Metrics.axis.width).padding(pad.edge).id("plot")
                }
                private enum Metrics {
                    enum axis { static let width: CGFloat = 12 }
                }
            }
            Plot()
            """, width: 300)
        // The colour inside both paddings: 12 + 8 from the top.
        #expect(found["plot"] == Rect(x: 145, y: 20, width: 10, height: 10), "\(found)")
    }

    /// Inside a view, a capitalised name of its own member (`var Panel: some View` in a view
    /// named `Panel`) is the member, not the type, before a modifier as when read bare (Swift's
    /// unqualified lookup finds the enclosing type's members first; set AK's GlucoseDirect:
    /// "`Panel.onChange` does not take a closure").
    @Test func aViewsCapitalisedMemberShadowsItsType() throws {
        let view = try interpret("""
            struct Panel: View {
                @State private var zoom = 1
                var body: some View {
                    Panel.onChange(of: zoom) { _ in }.padding()
                }
                var Panel: some View { Text("Chart area") }
            }
            Panel()
            """)
        #expect(texts(view) == ["Chart area"])
    }

    /// A date formatter's `setLocalizedDateFormatFromTemplate(_:)` takes the page locale's
    /// pattern for the template ("MMM d, yyyy" for "d MMM yyyy" in en_US, as Foundation gives
    /// it), and `doesRelativeDateFormatting` names the page's day and those beside it ("Today",
    /// "Yesterday"; Apple, DateFormatter), "at" its time with a time style; other days are
    /// written as the style writes them (set AK's nRF Toolbox: "no method", "no settable member").
    @Test func aDateFormatterFromATemplateAndRelative() throws {
        let view = try interpret("""
            struct Stamp: View {
                static let long: DateFormatter = {
                    let f = DateFormatter()
                    f.setLocalizedDateFormatFromTemplate("d MMM yyyy")
                    return f
                }()
                static let relative: DateFormatter = {
                    let f = DateFormatter()
                    f.dateStyle = .medium
                    f.doesRelativeDateFormatting = true
                    return f
                }()
                static let timed: DateFormatter = {
                    let f = DateFormatter()
                    f.dateStyle = .short
                    f.timeStyle = .short
                    f.doesRelativeDateFormatting = true
                    return f
                }()
                var body: some View {
                    VStack {
                        Text(Self.long.string(from: Date(timeIntervalSince1970: 0)))
                        Text(Self.relative.string(from: .now))
                        Text(Self.relative.string(from: Date.now.addingTimeInterval(-86_400)))
                        Text(Self.relative.string(from: Date(timeIntervalSince1970: 0)))
                        Text(Self.timed.string(from: .now))
                    }
                }
            }
            Stamp()
            """)
        let shown = texts(view)
        #expect(shown.prefix(4) == ["Jan 1, 1970", "Today", "Yesterday", "Jan 1, 1970"], "\(shown)")
        #expect(shown.last?.hasPrefix("Today at 9:41") == true, "\(shown)")
    }

    /// `Color.blue.frame(width: scaled(100))` of the view's `var scaled: (Double) -> Double {
    /// { $0 * factor } }`: the closure its computed property gives, called (it stood in, 400
    /// wide; now 150, as SwiftUI lays it out).
    @Test func aComputedClosurePropertyCalledInABody() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Meter: View {
                var factor: Double = 1.5
                var scaled: (Double) -> Double { { $0 * factor } }
                var body: some View {
                    Color.blue.frame(width: scaled(100), height: 20).id("bar")
                }
            }
            """, file: "content/test.md"))
        #expect(block.notes.isEmpty, "\(block.notes)")
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 400)
        #expect(layout.nodes.first { $0.id == "bar" }?.width == 150, "\(layout.nodes)")
    }

    /// An init that hands the memberwise one a builder closure (`extension SettingRow where
    /// Trailing == Text { init(title: String) { self.init(title: title) { Text("Off") } } }`, set
    /// BE's luka `FormRow`): the `@ViewBuilder var trailing: Trailing` holds the views the closure
    /// builds, as Swift's memberwise initialiser stores `trailing()` (it held the closure: "expected
    /// a view, found a closure").
    @Test func anInitGivingTheMemberwiseOneABuilderClosure() throws {
        let view = try interpret("""
            struct SettingRow<Trailing: View>: View {
                var title: String
                @ViewBuilder var trailing: Trailing
                var body: some View {
                    HStack { Text(title); Spacer(); trailing }
                }
            }
            extension SettingRow where Trailing == Text {
                init(title: String) {
                    self.init(title: title) {
                        Text("Off")
                    }
                }
            }
            SettingRow(title: "Alerts")
            """)
        #expect(texts(view) == ["Alerts", "Off"])
    }
}
