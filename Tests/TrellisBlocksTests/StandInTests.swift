// Stand-ins: a body pasted without the app's values lays out, and says what stood in.

import Testing
@testable import TrellisBlocks
import TrellisMarkup
import TrellisLayout

/// What each use of a name the block does not define draws (`Interpreter+StandIns.swift`),
/// and that a near miss of a name the block has is still an error.
struct StandInTests {
    private func parsed(_ code: String) throws -> ParsedBlock {
        try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
    }

    /// Set P's whole views, pasted as their apps wrote them: `Array<Card>()`, a binding's
    /// `wrappedValue`, a `Color` property given `.init(red:green:blue:)`, a range up to the app's
    /// constant (three rows stand in, as for any collection of the app's), and a method of an
    /// implicit member of the app's enum (`state.getBackground()`), which stands in as its
    /// properties do. Each used to stop the block.
    /// `CGFloat(.defaultSpacing)` of the app's `extension CGFloat { init(_ dimension: Dimension) }`
    /// and its enum, neither pasted (set BH's wxm-ios: 99 of its bodies were "cannot convert
    /// `.defaultSpacing` to `CGFloat`"): no number type has the member, so the initialiser is the
    /// app's, an unknown initialiser of a known type, whose value stands in (the issue's rule), in
    /// a body and in the view's Swift code alike; `CGFloat(.pi)` is the number's own member.
    /// A type the app's extension nests in a pasted struct (set BI's monicahq: `extension
    /// ContactField { enum ContactFieldType }` in a file the page lacks) stands in where it is
    /// used, in a body and in the view's Swift code, as the extension's static methods do; a
    /// slip of a declared static stays the error, and layout code has no stand-ins.
    /// `Color(drug.color)` of the app's `extension Color { init(_ rgba: RGBAColor) }` (set CA's
    /// PillsMemo): no form of SwiftUI's takes a value of the block's own type there, so the
    /// call is the app's initialiser and stands in as the view, where it was "`Color` expects a
    /// string"; pasted with the extension, the extension's code makes the colour.
    @Test func aSwiftUIInitialiserGivenTheBlocksOwnTypeIsTheApps() throws {
        let declarations = """
            struct RGBAColor { var red = 1.0; var green = 0.0; var blue = 0.0 }
            struct Drug { var name = "Aspirin"; var color = RGBAColor(); var icon = "pill" }
            let drug = Drug()

            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: declarations + """
            VStack {
                Color(drug.color).frame(width: 20, height: 20)
                Text(drug.color)
                Text(drug.name)
            }
            """, file: "content/test.md", firstLine: 10))
        #expect(block.notes.map(\.message) == ["`Color(…)`, `Text(…)` are not defined in this block; drawn as stand-ins (the name as text, false as a condition, three rows as a collection)"])
        #expect(texts(block.initialView).last == "Aspirin")
        let pasted = try ParsedBlock(source: LayoutBlockSource(code: declarations + """
            extension Color { init(_ rgba: RGBAColor) { self.init(red: rgba.red, green: rgba.green, blue: rgba.blue) } }
            Color(drug.color).frame(width: 20, height: 20)
            """, file: "content/test.md", firstLine: 10))
        #expect(pasted.notes.isEmpty, "\(pasted.notes)")
    }

    @Test func aTypeTheAppsExtensionNestsStandsIn() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
            struct ContactField: Identifiable { let id: Int; var value: String; static let empty = ContactField(id: 0, value: "") }
            struct FieldPicker: View {
                var kinds: Int { ContactField.ContactFieldType.allCases.count }
                var body: some View {
                    VStack {
                        ForEach(ContactField.ContactFieldType.allCases, id: \.self) { type in Text("\(type)") }
                        Text(verbatim: "\(kinds)")
                    }
                }
            }
            FieldPicker()
            """#, file: "content/test.md"))
        #expect(block.notes.allSatisfy { $0.severity != .error }, "\(block.notes)")
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("`ContactField.ContactFieldType`") }, "\(block.notes)")
        #expect(diagnostics("struct Field { static let empty = 1 }\nText(verbatim: \"\\(Field.emptty)\")").contains {
            $0.severity == .error && $0.message == "`Field` has no static member `emptty`"
        })
    }

    @Test func aNumberMadeFromTheAppsImplicitMemberStandsIn() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Card: View {
                var gap: CGFloat { CGFloat(.smallSpacing) }
                var body: some View {
                    VStack(spacing: CGFloat(.defaultSpacing)) {
                        Text("a").frame(width: 20, height: CGFloat(.pi)).id("a")
                        Text("b").padding(gap).font(.system(size: CGFloat(.XXLTitleFontSize)))
                    }
                    // The app's `extension View { func strokeBorder(color:lineWidth:radius:) }`:
                    // labels no shape's form takes, so a stand-in, not "applies to shapes".
                    .strokeBorder(color: .red, lineWidth: 2, radius: 8)
                }
            }
            Card()
            """, file: "content/test.md"))
        #expect(block.notes.allSatisfy { $0.severity != .error }, "\(block.notes)")
        let standIns = block.notes.filter { $0.id == .standIn }.map(\.message).joined()
        for written in ["`CGFloat(.defaultSpacing)`", "`CGFloat(.smallSpacing)`", "`CGFloat(.XXLTitleFontSize)`", "`.strokeBorder(…)`"] {
            #expect(standIns.contains(written), "\(written): \(block.notes)")
        }
        // A near miss of the number's own member is a slip, in a body as in Swift code (one rule).
        #expect(diagnostics("Text(\"a\").frame(width: CGFloat(.pii))").contains {
            $0.severity == .error && $0.message == "`CGFloat` has no initializer taking `.pii`" && $0.hint == "did you mean `pi`?"
        })
        // SwiftUI's own form on a view that is no shape stays the error it is.
        #expect(diagnostics("Text(\"c\").strokeBorder(.red)").contains { $0.severity == .error && $0.message.hasPrefix("`.strokeBorder` applies to") })
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300)
        // The frame is `.pi` high; the stand-ins for spacing and padding are numbers, 0 here.
        #expect(layout.height == .pi + 20, "\(layout.nodes)")
        // Pasted with the enum and the extension, the body calls the extension's initialiser.
        let pasted = try ParsedBlock(source: LayoutBlockSource(code: """
            enum Spacing { case tight, roomy; var points: CGFloat { self == .tight ? 4 : 16 } }
            extension CGFloat { init(_ spacing: Spacing) { self.init(spacing.points) } }
            VStack(spacing: CGFloat(.roomy)) { Text("a"); Text("b") }
            """, file: "content/test.md"))
        #expect(pasted.notes.isEmpty, "\(pasted.notes)")
        #expect(try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(pasted, width: 300).height == 56)
    }

    @Test func everydaySpellingsOfAPastedView() throws {
        let block = try parsed(#"""
            struct CardsView: View {
                @State private var cards = Array<Card>()
                @State private var flag = true
                let tint: Color = .init(red: 0.2, green: 0.4, blue: 0.6)
                var state: DownloadState = .downloaded
                var body: some View {
                    VStack {
                        if $flag.wrappedValue { Text("cards: \(cards.count)") }
                        tint.frame(width: 10, height: 10)
                        ForEach(1...Score.maximumCapacity, id: \.self) { n in Text("row") }
                        Text("state").foregroundStyle(state.getBackground())
                    }
                }
            }
            """#)
        #expect(texts(block.initialView) == ["cards: 0", "row", "row", "row", "state"])
        let colour = try #require(block.initialView.allViews.first { $0.kind == "Color" })
        #expect(colour.arguments.map(\.label) == ["red", "green", "blue"])
        let warnings = block.notes.filter { $0.severity == .warning }
        #expect(warnings.first?.message.hasPrefix("`Score.maximumCapacity`, `state.getBackground(…)` are not defined in this block") == true, "\(warnings)")
        // A near miss of a SwiftUI refinement stays the typo it is.
        #expect(message("Text(\"a\").font(.title.bodl())").contains("`.title` has no method `bodl`"))
        // A conversion of the app's static (`CGFloat(UIState.activeCard)`) stands in, as one of its model's values does.
        let converted = try parsed("Text(\"a\").offset(x: CGFloat(UIState.activeCard) * 10)")
        #expect(converted.notes.first { $0.severity == .warning }?.message.hasPrefix("`UIState.activeCard` is not defined in this block") == true)
    }

    /// The app's own format style (`format: .localCurrency` of an `extension FormatStyle` left
    /// in the app) stands in and the number shows as `.number`; a `switch` over the app's value
    /// in the view's Swift code matches no case, as a comparison with a stand-in is false, so its
    /// `default` runs; `String(format:)` of the app's value stands in. Each stopped set P's views.
    @Test func anAppsFormatStyleAndASwitchOverTheAppsValue() throws {
        let block = try parsed(#"""
            struct AddView: View {
                @State private var amount = 1234.5
                var body: some View {
                    VStack {
                        Text(amount, format: .localCurrency)
                        Text(unit(for: kind.name))
                        Text(percent(kind.share))
                    }
                }
                func percent(_ share: CGFloat) -> String { String(format: "%.1f", share * 100) }
                func unit(for name: String) -> String {
                    switch name {
                    case "Water": return "L"
                    default: return "kcal"
                    }
                }
            }
            """#)
        #expect(texts(block.initialView) == ["1,234.5", "kcal", "kind.share * 100"])
        let warnings = block.notes.filter { $0.severity == .warning }
        #expect(warnings.first?.message.hasPrefix("`.localCurrency`, `kind` are not defined in this block") == true, "\(warnings)")
        // A near miss of SwiftUI's styles stays the typo it is.
        #expect(message("Text(2.5, format: .percnt)").contains("unknown number format `.percnt`"))
    }

    @Test func aBodyPastedWithoutItsViewLaysOutWithStandIns() throws {
        let block = try parsed(#"""
            VStack(alignment: .leading) {
                Text(landmark.name).font(.title).foregroundStyle(theme.accent)
                Text("Visited \(landmark.visits) times")
                if viewModel.isLoading {
                    ProgressView()
                } else {
                    ForEach(viewModel.items) { item in
                        Text(item.title)
                    }
                }
                if !viewModel.items.isEmpty { Text("has items") }
                Text(landmark.rating > 3 ? "loved" : "liked")
                Toggle("Favorite", isOn: $landmark.isFavorite)
                RowView(item: landmark)
                Text(self.subtitle).shimmering()
            }
            """#)
        #expect(texts(block.initialView) == [
            "landmark.name", "Visited landmark.visits times", "item.title", "item.title", "item.title", "has items", "liked",
            "RowView(…)", "subtitle",
        ])
        // The app's colour is left out, and with it the modifier it was the whole of: the
        // text keeps SwiftUI's default.
        let title = try #require(block.initialView.allViews.first { $0.kind == "Text" })
        #expect(title.modifiers.map(\.name) == ["font"])
        // One warning, at the first stand-in, naming each in order of use.
        let warnings = block.notes.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix(
            "`landmark`, `theme`, `viewModel`, `RowView(…)`, `subtitle`, `.shimmering()` are not defined in this block; drawn as stand-ins") == true,
                "\(warnings)")
        #expect(warnings.first?.line == 11 && warnings.first?.column == 10)
    }

    @Test func codeOverAStandInStandsIn() throws {
        let block = try parsed(#"""
            VStack {
                Text(store.items.filter { $0.done }.map(\.title).joined(separator: ", "))
                Text(String(format: "%.1f", Double(store.total)))
                Path { path in
                    path.addLines(store.points)
                }
                .stroke(.blue)
                Image(uiImage: store.photo).resizable()
                Text(price, format: .currency(code: "USD"))
            }
            """#)
        let found = texts(block.initialView)
        #expect(found.first == "store.items.filter(…).map(…).joined(…)")
        #expect(found.last == "price")
        // The app's image is drawn as the `photo` symbol.
        #expect(block.initialView.allViews.contains { $0.kind == "Image" && $0.argument("systemName") == .string("photo") })
    }

    @Test func theAppsOwnCollectionGivesRowsAndIsListed() throws {
        let block = try parsed("ForEach(AppTab.allCases) { tab in Text(tab.title) }")
        #expect(texts(block.initialView) == ["tab.title", "tab.title", "tab.title"])
        #expect(block.notes.contains { $0.severity == .warning && $0.message.hasPrefix("`AppTab.allCases` is not defined in this block") })
    }

    @Test func aNearMissOfANameTheBlockHasIsStillAnError() {
        #expect(message("let count = 3\nText(\"\\(cuont)\")").contains("unknown name `cuont`"))
        #expect(message("@State var flag = false\nToggle(\"T\", isOn: $flgg)").contains("`$flgg` needs a `@State var flgg`"))
        #expect(message("Text(\"a\").paddin()").contains("unknown modifier `paddin`"))
        #expect(message("Txt(\"a\")").contains("unknown view `Txt`"))
        #expect(message("Text(\"a\").font(.titel)").contains("`font` expects a font"))
        // A singular or plural of a name in scope is another name, the app's.
        #expect(message("ForEach([1, 2]) { tab in Text(tabs.first) }").isEmpty)
    }

    @Test func theAppsTypesAndThePlatformsValuesStandIn() throws {
        let block = try parsed(#"""
            VStack {
                ForEach(Models.Visibility.allCases, id: \.self) { visibility in Text(visibility.title) }
                if UIDevice.current.userInterfaceIdiom == .pad { Text("pad") } else { Text("phone") }
                Label { Text("Donuts") } icon: { Image.donutSymbol }
                Text(NoteData.dateToString(note.date))
                image(for: 3)
            }
            .labelStyle(.cardNavigationHeader)
            .background(.darkBackground)
            """#)
        #expect(texts(block.initialView) == [
            "visibility.title", "visibility.title", "visibility.title", "phone", "Donuts", "NoteData.dateToString(…)", "image(…)",
        ])
        #expect(block.initialView.allViews.contains { $0.kind == "Image" && $0.argument("systemName") == .string("photo") })
        // The app's style and background are left out; SwiftUI's defaults apply.
        #expect(block.initialView.modifiers.isEmpty)
        let warning = try #require(block.notes.first { $0.severity == .warning })
        for name in ["`Models.Visibility.allCases`", "`UIDevice.current.userInterfaceIdiom`", "`Image.donutSymbol`", "`.cardNavigationHeader`",
                     "`.darkBackground`", "`image(…)`"] {
            #expect(warning.message.contains(name), "\(name) in \(warning.message)")
        }
    }

    @Test func aCompoundNameIsNotATypoButAMisspellingStillIs() {
        // `darkBackground` is `background` with a word before it: the app's name.
        #expect(NameSuggestion.closest(to: "darkBackground", among: ["background"]) == nil)
        #expect(NameSuggestion.closest(to: "backgroundColor", among: ["background"]) == nil)
        #expect(NameSuggestion.closest(to: "backgrund", among: ["background"]) == "background")
        #expect(NameSuggestion.closest(to: "HStackk", among: ["HStack"]) == "HStack")
        // A lowercase call is the view's helper, but a capitalised near miss is a typo.
        #expect(message("HStack { image(for: 1) }").isEmpty)
        #expect(message("HStack { Imag(systemName: \"star\") }").contains("unknown view `Imag`"))
        #expect(message("Text(\"a\").frame(alignment: .centre)").contains("did you mean `.center`?"))
    }

    @Test func aClosureOfTwoParametersNamesTheOffsetAndTheElement() throws {
        let view = try interpret(#"""
            VStack {
                ForEach(Array(["a", "b"].enumerated()), id: \.offset) { index, letter in Text("\(index) \(letter)") }
                ForEach(Array(store.rows.enumerated()), id: \.offset) { index, row in Text("\(index): \(row.name)") }
            }
            """#)
        #expect(texts(view) == ["0 a", "1 b", "index: row.name", "index: row.name", "index: row.name"])
        #expect(message("ForEach([1, 2], id: \\.self) { a, b in Text(\"x\") }")
            .contains("`ForEach`'s closure names 2 parameters, but its elements are an integer"))
    }

    @Test func theAppsColoursAreLeftOutAsStylesAndClearAsViews() throws {
        let found = try frames("""
            VStack(spacing: 0) {
                Text("a").foregroundColor(Color("darkText")).id("text")
                Color("Background").frame(height: 10).id("color")
                Circle().fill(LinearGradient(gradient: .init(colors: [Self.start, Self.end]), startPoint: .top, endPoint: .bottom))
                    .frame(width: 20, height: 20).id("badge")
            }
            """, width: 100)
        #expect(found["color"]?.height == 10 && found["badge"]?.width == 20)
        let block = try parsed(#"Text("a").foregroundColor(Color("darkText"))"#)
        #expect(block.initialView.modifiers.isEmpty)
        #expect(block.notes.contains { $0.message.hasPrefix(#"`Color("darkText")` is not defined in this block"#) })
        let lowering = BlockLowering(source: block.source, options: BlockRenderingOptions())
        let asset = Value.member(MemberValue(base: "Color", name: "init", arguments: [BlockArgument(label: nil, value: .string("Background"), location: block.initialView.location)]))
        #expect(try lowering.color(asset, at: block.initialView.location) == .clear)
    }

    @Test func aBlockWhoseViewsAllHangOnTheAppsStateShowsThem() throws {
        let block = try parsed(#"""
            if filtered.pendingCount > 0 {
                HStack { Text("Requests"); Text("\(filtered.pendingCount)") }
            }
            """#)
        #expect(texts(block.initialView) == ["Requests", "filtered.pendingCount"])
        #expect(block.notes.contains { $0.message.contains("true as a condition, since false leaves no view") })
        // A condition over the app's values holds as a whole where stand-ins hold, whatever its
        // parts: `ready && !(count > 3)` was false whichever way each part read, and the block
        // had "no view" (set AX's MoodSnap).
        let negated = try parsed(#"""
            if store.ready && !(store.entries.count > 3) {
                VStack { Text("Welcome"); Text("Add a few entries") }
            }
            """#)
        #expect(texts(negated.initialView) == ["Welcome", "Add a few entries"])
        // A block empty for its own reasons is still an error.
        #expect(message("if 1 > 2 { Text(\"x\") }").contains("the layout block has no view"))
        #expect(message("if store.ready && 1 > 2 { Text(\"x\") }").contains("the layout block has no view"))
    }

    @Test func valuesMadeFromTheAppsAreLeftOutWhereTheyAreArguments() throws {
        let block = try parsed(#"""
            VStack {
                Text("b").rotationEffect(.degrees(control.rotation))
                Text("Total: \(order.cost, format: .currency(code: "USD")) of \(12.5, format: .currency(code: "USD"))")
                Text(labels[countries[0], default: "Unknown"])
                Text(["fr": "France"]["de", default: "Unknown"])
                Toggle(isOn: .init(get: { subscription.isEnabled }, set: { subscription.isEnabled = $0 })) { Text("On") }
                Text("a").listRowInsets(.init(top: 12, leading: .layoutPadding, bottom: 12, trailing: .layoutPadding))
            }
            """#)
        #expect(texts(block.initialView) == ["b", "Total: order.cost of $12.50", "labels[countries[0], default: \"Unknown\"]", "Unknown", "On", "a"])
        let views = block.initialView.allViews
        // The rotation has no angle to apply, so the text is drawn without it.
        #expect(views.first { texts($0) == ["b"] }?.modifiers.isEmpty == true)
        // The app's constants are left out of the insets, as 0.
        guard case .member(let insets)? = views.last?.modifiers.first(where: { $0.name == "listRowInsets" })?.argument(nil) else {
            Issue.record("expected insets")
            return
        }
        #expect(insets.base == "EdgeInsets" && insets.arguments?.map(\.label) == ["top", "bottom"])
        #expect(insets.arguments?.map(\.value) == [.int(12), .int(12)])
    }

    /// Names that are another word, not a misspelling, are the app's (found pasting apps never
    /// measured before: an app's `TodayView` was taken for `TabView`, a helper `menu()` for
    /// `min`, the common `.if(condition) { ... }` extension for `.id`).
    @Test func anotherWordIsTheAppsNameAndAMisspellingStaysATypo() throws {
        let block = try parsed("""
            VStack {
                TodayView()
                menu()
                Text("Beta").if(showBadge) { view in view.bold() }
            }
            """)
        #expect(texts(block.initialView) == ["TodayView()", "menu()", "Beta"])
        #expect(message("VStack { TabVeiw { Text(\"a\") } }").contains("did you mean `TabView`?"))
        #expect(message("Text(\"a\").paddng()").contains("did you mean `padding`?"))
        #expect(message("VStack { mxa(1, 2) }").contains("did you mean `max`?"))
    }

    /// Apple's rule for stand-ins in issue 26: a stood-in view keeps its modifiers.
    @Test func aStoodInViewKeepsItsModifiers() throws {
        let block = try parsed("""
            HStack {
                RowView(item: item).frame(width: 21, height: 21)
                Text("next")
            }
            """)
        let row = try #require(block.initialView.allViews.first { texts($0) == ["RowView(…)"] })
        #expect(row.drawsStandIn)
        #expect(row.modifiers.map(\.name) == ["frame"])
        #expect(block.standInViewIDs == [row.id])
    }

    /// Where SwiftUI needs a typed value, the app's stands in as a neutral one: a grid's
    /// columns are three flexible tracks, an angle no turn, a gradient grey.
    @Test func theAppsTypedValuesStandInAsNeutralOnes() throws {
        let frames = try frames("""
            VStack {
                LazyVGrid(columns: columns, spacing: 0) {
                    Color.red.frame(height: 10).id("first")
                    Color.red.frame(height: 10).id("second")
                }
                Image(systemName: "arrow.up").rotationEffect(.init(degrees: heading))
                Rectangle().fill(LinearGradient(gradient: Gradient(colors: theme.colours), startPoint: .top, endPoint: .bottom))
                    .frame(height: 10)
                // The app's colours given straight to `colors:` (set N's views; refused once `colors:` took styles).
                Text("x").background(RadialGradient(colors: backgroundColors, center: .center, startRadius: 10, endRadius: 100))
            }
            """, width: 300)
        // Three flexible tracks in 300 (spacing 8 between): the first two are 94.67 wide.
        let first = try #require(frames["first"]), second = try #require(frames["second"])
        #expect(abs(first.width - (300 - 16) / 3) < 0.01 && abs(second.minX - (first.maxX + 8)) < 0.01)
    }

    /// An initialiser of a SwiftUI type that the app declares (`Color(hex:)`) stands in as a
    /// value of that type when its extension is not pasted; UIKit's colours are drawn.
    @Test func theAppsInitialisersOfSwiftUITypesStandIn() throws {
        let block = try parsed("""
            VStack {
                Circle().fill(Color(hex: "FF8800")).frame(width: 10, height: 10)
                Image(uiImage: photo)
                Rectangle().fill(Color(UIColor.systemGroupedBackground)).frame(height: 4)
                Rectangle().fill(Color(.darkGray)).frame(height: 4)
            }
            """)
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("`Color(…)`") })
        #expect(block.initialView.allViews.contains { $0.kind == "Image" && $0.argument("systemName") == .string("photo") })
        // A near miss of one of SwiftUI's labels is still a typo.
        #expect(message("Color(rde: 1, green: 0, blue: 0)").contains("has no argument `rde:`"))
    }

    /// The talk's whole sample pasted: its `class Model: ObservableObject` is declared, but the
    /// views read it through `@EnvironmentObject`, the app's instance, so its uses stand in; a
    /// rank from the model leaves the key at its default, and a `PreviewProvider`'s `previews`
    /// is view code.
    @Test func theAppsInjectedModelStandsIn() throws {
        let block = try parsed("""
            struct Board: View {
                @EnvironmentObject var model: Model
                var body: some View {
                    HStack {
                        ForEach(model.pets) { pet in Text(pet.type).layoutValue(key: Place.self, value: model.rank(pet)) }
                    }
                }
            }
            private struct Place: LayoutValueKey { static let defaultValue: Int = 1 }
            class Model: ObservableObject {
                @Published var pets: [String] = []
                func rank(_ pet: String) -> Int { 1 }
            }
            extension Model { static var preview: Model { Model() } }
            struct Board_Previews: PreviewProvider {
                static var previews: some View { Board().environmentObject(Model.preview) }
            }
            Board()
            """)
        #expect(!block.notes.contains { $0.message.hasPrefix("`class Model` is the app's model") })
        #expect(texts(block.initialView) == ["pet.type", "pet.type", "pet.type"])
        #expect(block.initialView.allViews.allSatisfy { !$0.modifiers.contains { $0.name == "layoutValue" } })
    }

    /// Found on a second set of apps never measured before: what stood-in views and values
    /// meet next must not fail the block.
    @Test func standInsMeetImageShapeAndUntypedModifiers() throws {
        let block = try parsed("""
            struct Badge: View {
                @Environment(\\.chatTheme) private var theme
                var size: CGFloat
                init(size: CGFloat = 30) { self.size = size }
                var body: some View { Circle().fill(theme.colors.badge).frame(width: size, height: size) }
            }
            VStack {
                WebImage(url: avatarURL).resizable().frame(width: 40, height: 40)
                BarShape(corner: 4).fill(Color.pink).frame(width: 40, height: 10)
                Circle().frame(width: 80, height: 80).offset(dragAmount)
                Text("Post").environment(\\.postContext, post)
                if let view = destination?() { view }
                Badge()
            }
            """)
        let views = block.initialView.allViews
        #expect(views.contains { $0.kind == "Image" && $0.drawsStandIn && $0.modifiers.first?.name == "resizable" })
        #expect(views.contains { $0.kind == "Rectangle" && $0.drawsStandIn && $0.modifiers.first?.name == "fill" })
        #expect(views.first { $0.kind == "Circle" && $0.modifiers.contains { $0.name == "offset" } } == nil)
        #expect(block.notes.contains { $0.message.contains("`.environment(\\.postContext)`") && $0.message.contains("`@Environment`") })
    }

    /// Set X (session 29): the app's static gradient (`extension LinearGradient { static let
    /// brandAccent = ... }`, not pasted) is a view, takes view modifiers and is a style, as
    /// `Color.brandAccent` is; the app's shape, drawn as its name until `.stroke` shows it is a
    /// shape, stays one through `.offset` (`Shape.offset` gives an `OffsetShape`, Apple).
    @Test func theAppsGradientsAndShapesKeepWhatTheyAre() throws {
        let block = try parsed("""
            VStack {
                LinearGradient.brandAccent.frame(height: 20)
                LinearGradient.cardBackground.cornerRadius(8)
                Text("Hello").foregroundStyle(LinearGradient.diagonalAccent.blendMode(.normal))
                Text("Lines").background(GuideLine().offset(x: 8).stroke(Color.gray, lineWidth: 4))
            }
            """)
        let warning = try #require(block.notes.first { $0.severity == .warning })
        #expect(warning.message.hasPrefix("`LinearGradient.brandAccent`, `LinearGradient.cardBackground`, `LinearGradient.diagonalAccent`, `GuideLine()`"), "\(warning.message)")
        let line = try #require(block.initialView.allViews.first { $0.kind == "Rectangle" && $0.drawsStandIn })
        #expect(line.modifiers.map(\.name) == ["offset", "stroke"])
        // A view of SwiftUI's is no shape: `.stroke` on a text is still an error.
        #expect(message("Text(\"a\").offset(x: 8).stroke(Color.gray)").contains("`.stroke` applies to"))
    }

    /// Set X: a `switch` over the app's value whose first case traps takes the next case (the
    /// app's value never reaches a `fatalError()`), and the app's operator, declared in a file
    /// not pasted, parses at Swift's default precedence: in an action it never runs, in a body
    /// its result stands in.
    @Test func aStandInSwitchSkipsATrapAndTheAppsOperatorParses() throws {
        let block = try parsed("""
            VStack {
                switch selection {
                case .first, .second: fatalError("not here")
                case .third: Text("Third")
                }
                Text("Hover").onHover { inside in hovered <- inside }
                Text("\\(count <~ 2)")
                Text("\\(count <~ 3)")
            }
            """)
        #expect(texts(block.initialView) == ["Third", "Hover", "count <~ 2", "count <~ 3"])
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("`count <~ 2`") })
        // A switch over the block's own value that reaches the trap still stops there.
        #expect(message("""
            enum Pick { case a, b }
            let pick = Pick.a
            switch pick {
            case .a: fatalError("reached")
            case .b: Text("b")
            }
            """).contains("fatalError"))
    }

    /// Set X (KeyboardCowboy): the app's overloads of SwiftUI's stacks and `padding` that read
    /// spacing from a table by key path. No form of SwiftUI's takes a key path for a spacing or
    /// a length, so the argument is the app's: left out and listed, the stack keeps its views.
    @Test func aKeyPathWhereSwiftUITakesALengthIsTheAppsOverload() throws {
        let block = try parsed("""
            VStack(spacing: \\.large) {
                Text("One").padding(.horizontal, \\.small)
                Text("Two")
            }
            """)
        #expect(texts(block.initialView) == ["One", "Two"])
        #expect(block.initialView.arguments.isEmpty || block.initialView.argument("spacing") == nil || block.initialView.argument("spacing") == .null)
        let warning = try #require(block.notes.first { $0.id == .standIn })
        #expect(warning.message.hasPrefix("`VStack(spacing: \\.large)`, `padding(\\.small)`"), "\(warning.message)")
        // The app's view whose name is the plural of SwiftUI's (`Groups`, beside `Group`) is
        // another view, not a typo; one letter off still is.
        #expect(try parsed("VStack { Groups() }").notes.contains { $0.id == .standIn && $0.message.hasPrefix("`Groups()`") })
        #expect(message("VStack { Grop { Text(\"a\") } }").contains("unknown view `Grop`"))
        // A key path where SwiftUI takes one stays SwiftUI's.
        #expect(try parsed("ForEach([\"a\"], id: \\.self) { Text($0) }").notes.isEmpty)
    }

    /// Set Z (VirtualBuddy): an asset symbol reached through a property (`var art:
    /// ImageResource { .appBadge }`, `Image(art)`) stands in as `Image(.appBadge)` does; its
    /// text was taken for a file name, `.appBadge`, refused as a hidden file.
    @Test func anAssetSymbolThroughAPropertyStandsInAsWrittenInTheCall() throws {
        let code = """
            struct Badge: View {
                var art: ImageResource { .appBadge }
                var body: some View { Image(art).resizable().frame(width: 60, height: 60) }
            }
            """
        let block = try parsed(code)
        #expect(block.initialView.allViews.contains { $0.kind == "Image" && $0.drawsStandIn && $0.modifiers.map(\.name) == ["resizable", "frame"] })
        #expect(block.notes.contains { $0.id == .standIn && $0.message.hasPrefix("`Image(…)` is not defined in this block") }, "\(block.notes)")
        #expect(try frames(code, width: 300).values.contains { $0.size == Size(width: 60, height: 60) })
    }

    /// Found on a third set of apps never measured before (session 14): the app's statics,
    /// asset symbols, overloads of SwiftUI's modifiers and initialisers spelt `.init` are
    /// Swift the app compiles, and stand in rather than stop the block.
    @Test func theAppsStaticsAssetsAndOverloadsStandIn() throws {
        let block = try parsed("""
            VStack {
                if MockAPIService.isMocking { Text("mock") } else { Text("live") }
                Text(FormatterService.shared.formatName(user: friend))
                Image(.heroBanner).resizable().frame(width: 40, height: 40)
                Color(.brandAccent).frame(width: 30, height: 30)
                Color(.systemGray).frame(width: 30, height: 30)
                Text("Card")
                    .background(Color.sbbColor(.modalBackground).edgesIgnoringSafeArea(.bottom))
                    .cornerRadius(16, corners: [.topLeft, .topRight])
                    .environment(model)
                TabView { Tab.init("Home", systemImage: "house") { Text("Home") } }
            }
            """)
        // The app's Bool is false, as every stand-in condition is.
        #expect(texts(block.initialView).prefix(2) == ["live", "FormatterService.shared.formatName(…)"])
        let views = block.initialView.allViews
        #expect(views.contains { $0.kind == "Image" && $0.drawsStandIn && $0.modifiers.map(\.name) == ["resizable", "frame"] })
        // UIKit's colour is drawn; the asset catalogue's stands in.
        #expect(views.contains { $0.kind == "Color" && !$0.drawsStandIn && $0.modifiers.map(\.name) == ["frame"] })
        let card = try #require(views.first { $0.kind == "Text" && $0.argument(nil) == .string("Card") })
        #expect(!card.modifiers.contains { $0.name == "cornerRadius" })
        #expect(views.contains { $0.kind == "Tab" })
        let warning = try #require(block.notes.first { $0.id == .standIn })
        for name in ["`MockAPIService.isMocking`", "`Image(…)`", "`Color(…)`", "`Color.sbbColor(…)`", "`.cornerRadius(…)`"] {
            #expect(warning.message.contains(name), "\(name) in \(warning.message)")
        }
        #expect(block.notes.contains { $0.severity == .note && $0.message.contains("`.environment`") })
    }

    /// A SwiftUI modifier's form that takes a near miss of its labels is still a typo.
    @Test func aMisspeltLabelOfASwiftUIModifierIsStillAnError() throws {
        #expect(throws: BuildFailure.self) { try parsed(#"Text("a").frame(widht: 4)"#) }
        #expect(throws: BuildFailure.self) { try parsed(#"Text("a").shadow(radus: 4)"#) }
    }

    /// Found on a fourth set of apps never measured before: a type the app nests in an
    /// extension of `Font`, arithmetic on the app's constants, and an `if let` whose body
    /// declares its name again (Swift's `if let` binds in a scope around the body).
    @Test func nestedAppTypesAppConstantsAndShadowedIfLetNames() throws {
        let block = try parsed(#"""
            VStack {
                Text("A").font(.AppFont.rooneySansBold.size(FontSize.x7Large))
                Text("B").padding(.bottom, Size.x5Large + Spacing.x8Large)
                if let rating = cat.rating {
                    let rating = Text(verbatim: "\(rating)!").fontWeight(.medium)
                    rating
                }
            }
            """#)
        #expect(texts(block.initialView) == ["A", "B", "cat.rating!"])
        let warning = try #require(block.notes.first { $0.id == .standIn })
        for name in ["`.AppFont.rooneySansBold`", "`Size.x5Large`", "`Spacing.x8Large`"] { #expect(warning.message.contains(name)) }
    }

    /// An unlabelled argument where SwiftUI's modifier takes none (`.hidden(isHidden)`, an
    /// app's `extension View`) is the app's overload, and a negated constant of the app's
    /// type (`!Brand.hideRandomButton`) a stand-in condition: both lay out with the stand-in
    /// warning. Met on set E (bookbook, kiwix-apple).
    @Test func theAppsUnlabelledOverloadAndNegatedConstantStandIn() throws {
        let code = """
            VStack {
                Text("Shown").hidden(false)
                if !Brand.hideRandomButton { Text("Random") }
            }
            """
        let view = try interpret(code)
        #expect(texts(view) == ["Shown", "Random"])
        let warnings = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md")).notes.filter { $0.severity == .warning }
        #expect(warnings.count == 1 && warnings[0].message.contains("`.hidden(…)`") && warnings[0].message.contains("`Brand.hideRandomButton`"))
        // A modifier that takes an unlabelled value is still checked: a string is no number.
        #expect(message("Text(\"x\").opacity(\"half\")").contains("expects a number"))
    }

    /// A bare call of a modifier whose every SwiftUI form takes an argument (`.labelStyle()`,
    /// `.font()`) is the app's own `extension View` method of that name (set L): it stands in
    /// with the warning. A form that takes none is still SwiftUI's (`.padding()`).
    @Test func theAppsBareOverloadStandsIn() throws {
        let code = """
            VStack {
                Text("Styled").labelStyle()
                Text("Padded").padding()
            }
            """
        #expect(texts(try interpret(code)) == ["Styled", "Padded"])
        let warnings = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md")).notes.filter { $0.severity == .warning }
        #expect(warnings.count == 1 && warnings[0].message.contains("`.labelStyle()`"))
    }

    /// Set L's whole views: `self.makeMainView()` is `makeMainView()` (Swift's implicit `self`),
    /// a helper of an extension that was not pasted, which stands in as the unqualified call
    /// does; a declared method is still called. A `let` holding an object of Foundation's or
    /// the app's (`let formatter = NumberFormatter()`, Foundation's own) may have its properties set, as Swift
    /// allows for a class instance; a `let` struct may not. A number's method that only the
    /// app's extension has (`progress.clamped(to: 0...100)`) stands in for its result.
    @Test func theAppsHelpersObjectsAndNumberExtensionsStandIn() throws {
        let code = """
            struct Card: View {
                @State private var progress = 40.0
                let formatter: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    return formatter
                }()
                private var clamped: Double { progress.clamped(to: 0...100) }
                var body: some View {
                    VStack {
                        self.makeHeader()
                        self.title()
                        Text("\\(clamped)")
                    }
                }
                func title() -> some View { Text("Title") }
            }
            Card()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(texts(block.initialView).dropFirst() == ["Title", "40.clamped(…)"])
        let warnings: String = block.notes.filter { $0.id == DiagnosticID.standIn }.map { $0.message }.joined()
        for name in ["`makeHeader()`", "`40.clamped(…)`"] { #expect(warnings.contains(name), "\(name)") }
        // Foundation's formatter is Foundation's own now (`FoundationObject`), not a stand-in.
        #expect(!warnings.contains("NumberFormatter"))
        #expect(!block.notes.contains { $0.severity == .error })
        // A struct's constant is still one, in Swift code.
        #expect(message("""
            struct Box { var side = 1.0 }
            struct V: View {
                var side: Double {
                    let box = Box()
                    box.side = 2
                    return box.side
                }
                var body: some View { Text("\\(side)") }
            }
            V()
            """).contains("`box` is a `let` constant"))
        // A slip of one of a number's methods is still an error.
        #expect(message("struct V: View { var x = 2.5\n var y: Double { x.rouned() }\n var body: some View { Text(\"\\(y)\") } }\nV()").contains("rounded"))
    }

    /// `UITextView.appearance().backgroundColor = .clear` in a view's `init` (set L): a property
    /// of the object a call returns may be set, as Swift allows for a class instance; UIKit's
    /// object stands in and the assignment changes nothing on the page. A struct a call
    /// returns is still Swift's error.
    @Test func settingAPropertyOfAReturnedObjectStandsIn() throws {
        let code = """
            struct Notes: View {
                init() { UITextView.appearance().backgroundColor = .clear }
                var body: some View { Text("Notes") }
            }
            Notes()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(texts(block.initialView) == ["Notes"])
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`UITextView`") })
        #expect(message("""
            struct Box { var side = 1.0 }
            func box() -> Box { Box() }
            struct V: View {
                init() { box().side = 2 }
                var body: some View { Text("V") }
            }
            V()
            """).contains("cannot assign to a property of the value a call returns"))
    }

    /// A number made from the app's (`Double(offset / (UIScreen.main.bounds.width / 2))`, a
    /// card's rotation in set L) stands in, as it does through an operator.
    @Test func aNumberConversionOfTheAppsValueStandsIn() throws {
        let code = """
            struct Card: View {
                func rotation() -> Double {
                    let percentage = 40 / (UIScreen.main.bounds.width / 2)
                    return Double(percentage) * 10
                }
                var body: some View { Text("\\(rotation())") }
            }
            Card()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(texts(block.initialView).first?.hasPrefix("Double(") == true)
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`UIScreen`") })
        #expect(message("struct V: View { var x: Double { Double(true) }\n var body: some View { Text(\"\\(x)\") } }\nV()").contains("cannot convert"))
    }

    /// `return .init(filePath: path)` in a `var videoURL: URL?` (set L): an implicit
    /// initialiser of a type the page has not (Foundation's, the app's) stands in as the named
    /// call `URL(filePath:)` does; one of a Core Graphics type is still made.
    @Test func anImplicitInitialiserOfAnUnknownTypeStandsIn() throws {
        let code = """
            struct Clip: View {
                var videoURL: URL? {
                    if let path = Bundle.main.path(forResource: "Area", ofType: "mp4") { return .init(filePath: path) }
                    return nil
                }
                var corner: CGSize { .init(width: 3, height: 4) }
                var body: some View {
                    VStack {
                        Text(videoURL == nil ? "none" : "video")
                        Color.red.frame(width: corner.width, height: corner.height).id("corner")
                    }
                }
            }
            Clip()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`URL(filePath:)`") })
        #expect(try frames(code, width: 100)["corner"]?.size == Size(width: 3, height: 4))
    }

    /// A property of an implicit member whose type the block does not declare (a calculator's
    /// `let buttons: [[CalcButton]] = [[.clear, .seven]]`, a board's `[.init(title: "Buy")]`
    /// of the app's `Task`) is the app's and stands in (set L); a colour's hierarchical level
    /// is still SwiftUI's to answer, and a declared enum's property is run.
    @Test func propertiesOfTheAppsImplicitMembersStandIn() throws {
        let code = """
            struct Pad: View {
                let buttons: [[CalcButton]] = [[.clear, .seven]]
                @State private var tasks: [TodoTask] = [.init(title: "Buy")]
                var body: some View {
                    VStack {
                        ForEach(buttons, id: \\.self) { row in
                            HStack { ForEach(row, id: \\.self) { item in Text(item.rawValue) } }
                        }
                        ForEach(tasks) { task in Text(task.title) }
                    }
                }
            }
            Pad()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(texts(block.initialView) == ["item.rawValue", "item.rawValue", "task.title"])
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`item.rawValue`") && $0.message.contains("`task.title`") })
        // A colour's level is SwiftUI's to answer (`SwiftUILibraryTests.aColoursHierarchicalLevels`).
        #expect(message("Text(\"x\").foregroundStyle(.white.secondary)").isEmpty)
    }

    /// Data's and dates' methods given the app's values answer with stand-ins, as reading
    /// them would; an image named by the app's constant is the photo stand-in; setting a size
    /// class is the app's behaviour. Met on set E (SwiftUI_DevLog, kiwix-apple).
    @Test func methodsOverTheAppsValuesStandIn() throws {
        let code = """
            VStack {
                if ![9, 15, 18].contains(hour) { Text("quiet") }
                if Date().timeIntervalSince(lastRefresh) < 120 { Text("recent") }
                Image(Brand.loadingLogoImage).resizable().frame(width: 20, height: 20)
                Text("wide").environment(\\.horizontalSizeClass, .regular)
            }
            """
        let view = try interpret(code)
        #expect(texts(view).contains("wide"))
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let warning = try #require(block.notes.first { $0.severity == .warning })
        for name in ["`hour`", "`lastRefresh`", "`Brand.loadingLogoImage`"] { #expect(warning.message.contains(name)) }
    }

    /// The app's values in a view's Swift code (its computed properties and methods) stand in
    /// as they do in its body: a member or method of one is one too, a condition on one is
    /// false (its negation true), a loop over one runs three times, and the block's warning
    /// lists the name at its first use. They used to be nil there (`.isFlipped` of nil).
    /// Met on set E (StartToSwiftUI's CardSwipeDemo, SwiftUI_DevLog's AccountView).
    @Test func theAppsValuesStandInInAViewsSwiftCode() throws {
        let code = """
            struct Card: View {
                @StateObject var vm = CardViewModel()
                var face: String { vm.isFlipped ? "back" : "front" }
                var initial: String {
                    guard !vm.isFlipped else { return "?" }
                    var rows = 0
                    for _ in vm.items { rows += 1 }
                    return vm.provider.prefix(1).uppercased() + " \\(rows)"
                }
                var body: some View {
                    Text(face)
                    Text(initial)
                }
            }
            Card()
            """
        let shown = texts(try interpret(code))
        #expect(shown == ["front", "vm.provider.prefix(…).uppercased(…) 3"], "\(shown)")
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let warning = try #require(block.notes.first { $0.severity == .warning })
        #expect(warning.message.hasPrefix("`vm` is not defined") && warning.line == 3)
    }

    /// A type of the platform's or the app's that was not pasted (`UIDevice`, `ChartData`)
    /// stands in inside Swift code as it does in a body; a script, which is a
    /// whole program, still calls it an unknown name. Met on set E (StartToSwiftUI,
    /// SwiftUI_DevLog, bookbook).
    @Test func thePlatformsTypesStandInInSwiftCodeButNotInAScript() throws {
        let code = """
            struct Tile: View {
                var spacing: CGFloat { UIDevice.current.userInterfaceIdiom == .pad ? 16 : 8 }
                var hour: Int { Calendar.current.component(.hour, from: Date()) }
                var body: some View {
                    HStack(spacing: spacing) { Text("a"); Text("b") }.id("row")
                    Text("\\(hour)")
                }
            }
            Tile()
            """
        // `Calendar` is Foundation's, which the page has (`CalendarArithmetic`): 9 o'clock.
        #expect(texts(try interpret(code)) == ["a", "b", "9"])
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.first { $0.severity == .warning }?.message.hasPrefix("`UIDevice` is not defined") == true)
        let script = SwiftScript.run(LayoutBlockSource(code: "print(Foo.bar)", file: "s.swift"))
        #expect(script.diagnostics.map(\.message) == ["unknown name `Foo`"])
    }

    /// Two forms of one word (`selection` beside `selected`) are two names, not a slip: the
    /// app's `selection` stands in; a real slip (`selectd`) and a singular for a plural stay
    /// suggestions. Met on set E (StartToSwiftUI's segmented pickers).
    @Test func anotherFormOfAWordIsAnotherName() throws {
        #expect(NameSuggestion.closest(to: "selection", among: ["selected"]) == nil)
        #expect(NameSuggestion.closest(to: "loading", among: ["loaded"]) == nil)
        #expect(NameSuggestion.closest(to: "selectd", among: ["selected"]) == "selected")
        #expect(NameSuggestion.closest(to: "gridCellColumn", among: ["gridCellColumns"]) == "gridCellColumns")
        let view = try interpret("""
            ForEach(["a", "b"], id: \\.self) { selected in
                Text(selected).foregroundStyle(selection == selected ? Color.blue : Color.gray)
            }
            """)
        #expect(texts(view) == ["a", "b"])
    }

    /// `Text("\(Image(systemName: "star")) Favorites")` and `Text(Image(systemName:))` draw the
    /// symbol in the text's line (Apple, `LocalizedStringKey.StringInterpolation`'s
    /// `appendInterpolation(_: Image)`, `Text.init(_: Image)`): the string holds U+FFFC where the
    /// symbol goes, the symbol is the text's part, and nothing stands in; an interpolated `Text`
    /// is a part in its own look. An image the page has not (a file's) and a symbol in a string
    /// that is neither a `Text`'s nor a control's title key (a text field's placeholder) still
    /// stand in as their code, listed.
    @Test func aSymbolInsideATextIsPartOfItsLine() throws {
        let code = #"Text("\(Image(systemName: "star")) Favorites")"#
        let view = try interpret(code)
        #expect(texts(view) == ["\u{FFFC} Favorites"])
        #expect(view.children.map(\.kind) == ["Image"])
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.isEmpty, "\(block.notes)")
        #expect(block.standInViewIDs.isEmpty)
        let joined = try interpret(#"Text(Image(systemName: "star")) + Text(" 4.5")"#)
        #expect(texts(joined) == ["\u{FFFC}", " 4.5"] && joined.children.first?.children.map(\.kind) == ["Image"])
        let styled = try interpret(#"Text("Total \(Text("9").bold()) of \(Image(systemName: "cart"))")"#)
        #expect(texts(styled).first == "Total \u{FFFC} of \u{FFFC}" && styled.children.map(\.kind) == ["Text", "Image"])

        for standingIn in [#"Text("\(Image("logo")) Brand")"#, #"TextField("\(Image(systemName: "magnifyingglass")) Search", text: .constant(""))"#] {
            let block = try ParsedBlock(source: LayoutBlockSource(code: standingIn, file: "content/test.md"))
            #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("`Image(") && $0.message.contains("stand-ins") }, "\(standingIn): \(block.notes)")
        }
    }

    /// The app's freestanding macro (`#localize("key")` of its macro package, set AN's
    /// threema) and a static its extension adds to a Foundation type (`DateFormatter.monthOnly`,
    /// set AN's mmex) stand in where Swift code reads them, in a view's stored and computed
    /// properties and as an argument of a call, as they do where a view reads them: the
    /// compiler's plugin and the app's extension are not on the page. In a `Layout`'s code they
    /// stay errors.
    @Test func theAppsMacrosAndStaticsOfPlatformTypesStandInInSwiftCode() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Banner: View {
                let note: String = #localize("banner_note")
                var title: String { #localize("banner_title") }
                var month: String { DateFormatter.monthOnly.string(from: Date()) }
                var body: some View {
                    VStack {
                        Text(title)
                        Text(note)
                        Text(month)
                        Text(String.localizedStringWithFormat(#localize("items_%d"), 3))
                    }
                }
            }
            Banner()
            """, file: "content/test.md"))
        #expect(block.notes.allSatisfy { $0.severity == .warning }, "\(block.notes)")
        let listed = block.notes.map(\.message).joined()
        #expect(listed.contains("`#localize(…)`") && listed.contains("`DateFormatter.monthOnly`"), "\(listed)")
        #expect(texts(block.initialView).count == 4)
        do {
            _ = try parsed("""
                struct Spread: Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: #gap(), height: 1) }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
                }
                Spread { Text("a") }
                """)
            Issue.record("expected an error")
        } catch let failure as BuildFailure {
            #expect(failure.diagnostics.map(\.message) == ["the macro `#gap` is not defined in layout code"])
        }
    }

    /// The app's function on `CGFloat` given where a number goes (`spacing: .grid(2)`, set AO's
    /// Whisperboard, whose `extension CGFloat` was not pasted) and `Calendar`'s answer about the
    /// app's date (set AO's foqos) stand in, listed, where they stopped the view.
    @Test func theAppsNumberFunctionsAndCalendarAnswersAboutItsDatesStandIn() throws {
        let block = try parsed("""
            struct Badge: View {
                @ObservedObject var agenda: Agenda
                var body: some View {
                    VStack(spacing: .grid(2)) {
                        Text("Week").padding(.grid(1))
                        Text("\\(Calendar.current.component(.weekday, from: agenda.startDate))")
                    }
                }
            }
            Badge(agenda: Agenda())
            """)
        let warnings = block.notes.filter { $0.severity == .warning }.map(\.message).joined(separator: "\n")
        #expect(warnings.contains("`.grid(…)`") && warnings.contains("`Calendar.current.component(…)`"), "\(warnings)")
        #expect(texts(block.initialView).count == 2)
        #expect(block.notes.allSatisfy { $0.severity != .error }, "\(block.notes)")
    }

    /// A view given an object of a cycle (set AO's foqos: a session that appends itself to its
    /// profile's sessions) lays out: the view language reads such an object's fields once on
    /// the way down, where it followed the cycle until the process crashed; `===` compares
    /// objects where a view reads it as Swift code does.
    @Test func objectsInACycleReachViewsWithoutEndlessReading() throws {
        let view = try interpret("""
            class Crate { var items: [Apple] = [] }
            class Apple {
                var label = "red"
                var crate: Crate
                init(crate: Crate) { self.crate = crate; crate.items.append(self) }
            }
            struct AppleRow: View {
                let apple: Apple
                var body: some View { Text("\\(apple.label) of \\(apple.crate.items.count)") }
            }
            let apple = Apple(crate: Crate())
            VStack {
                AppleRow(apple: apple)
                ForEach(apple.crate.items, id: \\.label) { item in Text(item.crate.items[0] === item ? "same" : "other") }
            }
            """)
        #expect(texts(view) == ["red of 1", "same"])
    }

    /// Names met on set G (session 16): words added inside a SwiftUI name make the app's name
    /// (`ProgressStatsView`), and two letters changed in a short name make another word
    /// (`Arc`, `Badge`); a short slip (`mxa`) and dropped letters (`padin`) are still typos.
    @Test func aShortWordOrWordsAddedInsideAreAnotherName() {
        #expect(NameSuggestion.closest(to: "ProgressStatsView", among: ["ProgressView"]) == nil)
        #expect(NameSuggestion.closest(to: "Arc", among: ["URL"]) == nil)
        #expect(NameSuggestion.closest(to: "Badge", among: ["Gauge"]) == nil)
        #expect(NameSuggestion.closest(to: "mxa", among: ["max"]) == "max")
        #expect(NameSuggestion.closest(to: "padin", among: ["padding"]) == "padding")
        #expect(NameSuggestion.closest(to: "ProgresView", among: ["ProgressView"]) == "ProgressView")
        // Whole words replaced or added across a name, or a short word mostly changed.
        #expect(NameSuggestion.closest(to: "ContainerRelativeFrameDemo", among: ["ContainerRelativeShape"]) == nil)
        #expect(NameSuggestion.closest(to: "MapView", among: ["TabView"]) == nil)
        #expect(NameSuggestion.closest(to: "TabVeiw", among: ["TabView"]) == "TabView")
    }

    /// An implicit member where SwiftUI takes a string (`Text(.welcomeTitle)`) is the app's
    /// string constant, once no form takes it as written: `Color(.systemGray)` stays UIKit's
    /// colour. A method no Swift value has (`"KEY".localized()`) stands in as its result, in
    /// a body and in Swift code; a slip of a real method is still an error.
    @Test func theAppsStringsAndMethodsOnSwiftsValuesStandIn() throws {
        let block = try parsed("""
            struct Row: View {
                var title: String { "KEY".localized() }
                var body: some View { Text(title) }
            }
            VStack {
                Text(.welcomeTitle)
                Button(.retryButton) { }
                Text("AMOUNT".localized())
                Row()
                Color(.systemGray).frame(width: 30, height: 30)
            }
            """)
        let warning = try #require(block.notes.first { $0.severity == .warning })
        for name in ["`.welcomeTitle`", "`.retryButton`", #"`"AMOUNT".localized()`"#, #"`"KEY".localized()`"#] {
            #expect(warning.message.contains(name), "\(name) in \(warning.message)")
        }
        #expect(!warning.message.contains("systemGray"))
        #expect(block.initialView.allViews.contains { $0.kind == "Color" && !$0.drawsStandIn })
        #expect(message(#"Text("a".uppercasd())"#).contains("did you mean `uppercased`?"))
    }

    /// Values met on set G whose type Swift infers from the parameter: `.init(spacing:)` grid
    /// items, `UnitPoint(x:y:)` anchors, `Optional<UUID>.none`; the app's gradient stops and
    /// colours stand in grey; `Font.monospaced()` is SwiftUI's fixed-width refinement.
    @Test func inferredInitialisersAndTheAppsGradientValuesLayOut() throws {
        let view = try interpret("""
            VStack {
                LazyVGrid(columns: Array(repeating: .init(spacing: 10), count: 3)) { Text("a"); Text("b") }
                Grid { GridRow { Text("c").gridCellAnchor(UnitPoint(x: 0.5, y: 0.8)) } }
                Text("d").tag(Optional<UUID>.none).font(.caption.monospaced())
                RadialGradient(stops: [brandStart, brandEnd], center: .top, startRadius: 2, endRadius: 70)
                LinearGradient(colors: palette.map { $0.opacity(0.2) }, startPoint: .top, endPoint: .bottom)
            }
            """)
        #expect(texts(view) == ["a", "b", "c", "d"])
        let text = try #require(view.allViews.first { $0.argument(nil) == .string("d") })
        let lowering = BlockLowering(source: LayoutBlockSource(code: "", file: "content/test.md"), options: BlockRenderingOptions())
        let font = try #require(lowering.font(text.modifiers.first { $0.name == "font" }?.argument(nil)))
        #expect(font.design == .monospaced)
    }

    /// Met on set H: a `ShareLink`'s `preview:` (the share sheet's, never opened on a page),
    /// `debugPrint` before a body's `return`, a `Color` of the app's components (grey) and a
    /// decorative image of the app's asset name (the `photo` symbol).
    @Test func shareLinkPreviewsPrintingAndTheAppsColoursLayOut() throws {
        let block = try parsed("""
            VStack {
                ShareLink(item: photo, preview: SharePreview("Photo", image: photo))
                Color(red: shop.red, green: shop.green, blue: shop.blue).frame(height: 10).id("tint")
                Image(decorative: resort.id)
            }
            """)
        let views = block.initialView.allViews
        #expect(views.contains { $0.kind == "ShareLink" })
        #expect(views.contains { $0.kind == "Image" && $0.drawsStandIn })
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200)
        #expect(result.nodes.first { $0.id == "tint" }?.height == 10)
        let printed = try interpret("debugPrint(\"body\")\nreturn Text(\"a\")")
        // An alignment guide the app declares is left out with its stand-in; a slip of one of SwiftUI's is an error.
        let guided = try parsed("HStack(alignment: .midAccountAndName) { Text(\"a\").alignmentGuide(.midAccountAndName) { d in d[.bottom] } }")
        #expect(guided.notes.contains { $0.id == .standIn && $0.message.contains("`.midAccountAndName`") })
        #expect(message("Text(\"a\").alignmentGuide(.leadng) { d in d[.leading] }").contains("error:"))
        #expect(texts(printed) == ["a"])
    }

    /// `Double.random(in:)` in a body (set G's charts of random bars): values drawn from a
    /// fixed seed, different per row, within the range, the same in every build, with a note.
    @Test func randomValuesAreSeededDrawsWithANote() throws {
        let code = """
            HStack {
                ForEach(0..<4) { i in Color.blue.frame(width: 10, height: Double.random(in: 20...80)).id("bar\\(i)") }
                Text("\\(Int.random(in: 1...6))").id("die")
            }
            """
        let heights = { () throws -> [Double] in
            let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
            let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300)
            return (0..<4).compactMap { index in result.nodes.first { $0.id == "bar\(index)" }?.height }
        }
        let first = try heights()
        #expect(first.count == 4 && first.allSatisfy { (20...80).contains($0) } && Set(first).count == 4)
        #expect(try heights() == first)
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .note && $0.message.hasPrefix("a random value is drawn from a fixed seed") }.count == 2)
        #expect(texts(block.initialView).allSatisfy { ["1", "2", "3", "4", "5", "6"].contains($0) })
    }

    /// Swift code draws as a body does (set L: `func randomSize() -> CGFloat {
    /// CGFloat(Int.random(in: 10...300)) }`): within the range, one sequence per call site,
    /// the same in every build, with the note; a layout's methods, which run at every size,
    /// cannot draw.
    @Test func swiftCodeDrawsRandomValuesAsABodyDoes() throws {
        let code = """
            struct Dice: View {
                func side() -> CGFloat { CGFloat(Int.random(in: 10...30)) }
                func coin() -> Bool { Bool.random() }
                let fair = true
                func unit() -> Double { Double.random(in: fair ? 0...1 : 5...6) }
                var body: some View {
                    VStack {
                        ForEach(0..<12) { i in Color.red.frame(width: 5, height: unit() * 10).id("swift\\(i)") }
                        ForEach(0..<3) { i in Color.red.frame(width: side(), height: 5).id("die\\(i)") }
                        Color.red.frame(width: CGFloat.random(in: 40..<50), height: 5).id("wide")
                        ForEach(0..<8) { i in Color.red.frame(width: 5, height: Double.random(in: 0...1) * 10).id("unit\\(i)") }
                        Text(coin() ? "heads" : "tails")
                    }
                }
            }
            Dice()
            """
        let widths = { () throws -> [Double] in
            let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
            let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300)
            return ["die0", "die1", "die2", "wide"].compactMap { id in result.nodes.first { $0.id == id }?.width }
        }
        let first = try widths()
        #expect(first.count == 4 && first.prefix(3).allSatisfy { (10...30).contains($0) && $0 == $0.rounded() } && (40..<50).contains(first[3]))
        #expect(try widths() == first)
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        // `0...1` of integers is a range of Doubles here, as Swift infers it: every draw within it.
        let units = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result.nodes
            .filter { $0.id?.hasPrefix("unit") == true }.map(\.frame.height)
        #expect(units.count == 8 && units.allSatisfy { (0...10).contains($0) } && Set(units).count > 1)
        // Swift code's `0...1` of a `? :`, whose integers it keeps as `0..<2`, likewise (it drew up to 2).
        let drawn = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result.nodes
            .filter { $0.id?.hasPrefix("swift") == true }.map(\.frame.height)
        #expect(drawn.count == 12 && drawn.allSatisfy { (0...10).contains($0) } && Set(drawn).count > 1, "\(drawn)")
        #expect(block.notes.contains { $0.severity == .note && $0.message.hasPrefix("a random value is drawn from a fixed seed") })
        #expect(["heads", "tails"].contains(texts(block.initialView).last ?? ""))
        #expect(message("struct V: View { func f() -> Int { Int.random(in: 5..<5) }\n var body: some View { Text(\"\\(f())\") } }\nV()").contains("not empty"))
    }

    /// Set I: the implicit `.random(in:)` where a CGFloat goes, a draw whose bound is the app's
    /// (a stand-in, as the bound is), and the app's number in a `specifier:` or `.formatted()`
    /// (read as its stand-in, as it is without the format).
    @Test func implicitRandomMembersAndFormattedStandIns() throws {
        let found = try frames("""
            VStack {
                Color.red.frame(width: .random(in: 10...100), height: 20).id("box")
                Color(red: .random(in: 0...1), green: 0.5, blue: .random(in: 0...1)).frame(width: 5, height: 5)
                Color.blue.frame(width: 30, height: 30).position(x: .random(in: stepperValue...400), y: 15)
                Text("\\(sleepAmount, specifier: "%g") hours").id("sleep")
                Text(totalPerPerson.formatted(.currency(code: "EUR"))).id("total")
            }
            """, width: 300)
        let width = try #require(found["box"]?.width)
        #expect((10...100).contains(width))
        #expect(found["sleep"] != nil && found["total"] != nil)
        let view = try interpret("Text(\"\\(sleepAmount, specifier: \"%g\") hours\")")
        #expect(texts(view) == ["sleepAmount hours"])
    }

    /// Apple's Landmarks badge, pasted without its `HexagonParameters` (set I, nine bodies): a
    /// point computed from the app's constant stands in, and the path leaves that element out.
    @Test func aPathPointOfTheAppsValuesIsLeftOut() throws {
        let block = try parsed("""
            Path { path in
                let width: CGFloat = 20
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: width * 0.5, y: width * (0.2 + HexParameters.adjustment)))
                path.addLine(to: CGPoint(x: width, y: width))
            }
            .stroke()
            .frame(width: 20, height: 20)
            """)
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("`HexParameters`") })
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 100)
        #expect(layout.nodes.first?.width == 20)
    }

    /// A static member of the app's type where a string goes (`Label(NavMenu.main, systemImage:
    /// NavMenu.mainIcon)`, set J) stands in; one of SwiftUI's types there is still a mistake.
    @Test func anAppsStaticMemberWhereAStringGoesStandsIn() throws {
        let block = try parsed("Label(NavMenu.main, systemImage: NavMenu.mainIcon)")
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("`NavMenu.main`") })
        #expect(message("Text(Color.red)").contains("error:"))
    }

    /// A name one slip from a SwiftUI view is the app's own view when no form of that view
    /// takes its arguments and none of its labels is a slip of that view's: `Line(data:title:)`
    /// beside `Link`, `Buttons()` beside `Button` (set K: nine bodies of a charts package and a
    /// demo app were "unknown view"). A view called as the view it meant is still a typo.
    @Test func theAppsViewNamedNearASwiftUIViewStandsIn() throws {
        let block = try parsed("""
            VStack {
                Line(data: [1, 2, 3], title: "Rate")
                Buttons()
            }
            """)
        #expect(texts(block.initialView) == ["Line(…)", "Buttons()"])
        #expect(message(#"Txet("Hi")"#).contains("unknown view `Txet`"))
        #expect(message(#"Buton("OK") { }"#).contains("did you mean `Button`?"))
        #expect(message(#"Lnk(destination: URL(string: "https://example.com")!) { Text("Site") }"#).contains("did you mean `Link`?"))
    }

    /// An initialiser of a SwiftUI view that the app declares in an extension
    /// (`Stepper(withTotal:andCurrentIndex:)`), not pasted, stands in as that view, as
    /// `Color(hex:)` does; a misspelt label of one of the view's own forms is still an error.
    @Test func theAppsInitialiserOfASwiftUIViewStandsIn() throws {
        let block = try parsed("""
            @State var page = 0
            Stepper(withTotal: 8, andCurrentIndex: $page)
            """)
        #expect(texts(block.initialView) == ["Stepper(…)"])
        #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("`Stepper(…)` is not defined in this block") })
        #expect(message("@State var n = 0\nStepper(\"n\", valeu: $n, in: 0...3)").contains("did you mean `value`?"))
    }

    /// `AnyView(EventValueView(index: i))`: type erasure of the app's view is that view's
    /// stand-in (set K, seven bodies returning `AnyView` from a `switch`).
    @Test func anAnyViewOfTheAppsViewIsItsStandIn() throws {
        let block = try parsed("""
            VStack {
                AnyView(EventValueView(index: 2))
                AnyView(Text("Done"))
            }
            """)
        #expect(texts(block.initialView) == ["EventValueView(…)", "Done"])
        #expect(message("AnyView(3)").contains("`AnyView` wraps one view"))
    }

    /// A type of the platform's or the app's made in Swift code (`NumberFormatter()` configured
    /// in a closure, `TabBarModel(selection:)` in an `init`) stands in as its name does there,
    /// and setting its members leaves it the stand-in it is; `withAnimation { ... }` in Swift
    /// code runs its body (set K: "unknown function" in 20 whole views).
    @Test func aTypeMadeInSwiftCodeStandsIn() throws {
        let code = """
            struct Entry: View {
                let tabs: Int
                @State private var formatter: NumberFormatter = {
                    var made = NumberFormatter()
                    made.numberStyle = .none
                    return made
                }()
                private let model: String
                init(tabs: Int) {
                    self.tabs = tabs
                    self.model = TabBarModel(selection: tabs).title
                }
                var label: String { withAnimation(.spring) { "tabs: \\(tabs)" } }
                var body: some View {
                    Text(label)
                    Text(model)
                }
            }
            Entry(tabs: 2)
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(texts(block.initialView) == ["tabs: 2", "TabBarModel(…).title"])
        #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("`TabBarModel(…)`") })
        let script = SwiftScript.run(LayoutBlockSource(code: "print(Formatter())", file: "s.swift"))
        #expect(script.diagnostics.map(\.message) == ["unknown function `Formatter`"])
    }

    /// Set M (session 20): a colour made from the app's values (`Color(uiColor:)` of its
    /// theme, `Color(hue:)` of its number) is grey, as the app's colours are in gradients; a
    /// `TextField(value:format:)` bound to the app's state shows the stand-in; a style's shadow
    /// of the app's offsets is not drawn, with its warning; and a name near one bound to a
    /// stand-in (`line2` beside `if let line1 = line1`) is the app's too, not a typo.
    @Test func coloursFieldsAndNamesOfTheAppsValuesStandIn() throws {
        let code = """
            VStack {
                Image(systemName: "star").foregroundStyle(Color(uiColor: DialogTheme.message)).id("star")
                Circle().fill(Color(hue: hue, saturation: 1, brightness: 1)).frame(width: 10, height: 10)
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                Text("?").foregroundStyle(.blue.gradient.shadow(.inner(color: .black, radius: 10, x: motion.x * 50, y: 0)))
                if let line1 = line1 {
                    if let line2 = line2 { Text(line1 + line2) }
                }
            }
            """
        let block = try parsed(code)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.filter { $0.id == .undrawnModifier }.map(\.subject) == ["shadow(.inner(...))"])
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result
        #expect(result.node(withID: "star")?.drawing.foreground == .gray)
        #expect(result.nodes.filter { $0.kind == .circle }.map(\.drawing.fill) == [.gray])
        #expect(texts(block.initialView).contains("line1 + line2"))
        // A near miss of a name the block has itself is still a typo.
        #expect(message("let size = 3\nText(\"\\(side)\")").contains("did you mean `size`"))
    }

    /// A closure given to a SwiftUI modifier none of whose forms takes one (`.offset { rect in
    /// ... }`, the app's `func offset(completion:)` in an extension of `View`) is the app's
    /// overload: left out as a stand-in, the view keeping its frame (set M).
    @Test func aClosureNoFormTakesIsTheAppsOverload() throws {
        let block = try parsed("""
            Text("a").offset { rect in
                print(rect.minY)
            }
            .id("a")
            """)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.contains { $0.severity == .warning && $0.message.hasPrefix("`.offset(…)` is not defined in this block") })
        #expect(try frames("Text(\"a\").offset { rect in print(rect) }.id(\"a\")", width: 300) == frames("Text(\"a\").id(\"a\")", width: 300))
        // A form that takes a closure, given the wrong label, is still an error.
        #expect(message("Text(\"a\").overlay(alignmnet: .top) { Text(\"b\") }").contains("has no argument `alignmnet:`"))
    }

    /// Set Z (Feather's pulse ring): a colour component computed from the app's value is
    /// left out as a stand-in, so the colour is the app's, grey; it was "this colour cannot be
    /// drawn". And `id: \.description` of the indices keys the rows by the numbers' text, as
    /// Swift reads the key path; it was "does not apply to 0".
    @Test func aColourOfTheAppsComponentAndAKeyPathSwiftReads() throws {
        let block = try parsed("""
            VStack {
                Circle().fill(Color(red: progress, green: 0.5, blue: 0)).frame(width: 10, height: 10)
                ForEach(["a", "b"].indices, id: \\.description) { index in Text(["a", "b"][index]) }
            }
            """)
        #expect(block.notes.allSatisfy { $0.severity != .error })
        #expect(texts(block.initialView) == ["a", "b"])
        let report = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result
        #expect(report.nodes.contains { $0.drawing.fill == .gray }, "\(report.nodes.map(\.drawing.fill))")
    }

    /// Set Z (Feather): `[.localized("Fully Local")]` where strings go is a static member of
    /// `String`: the block's own `extension String` when pasted (Swift finds an implicit member
    /// in the contextual type's extensions, SE-0287), else the app's, a listed stand-in. Both
    /// were "cannot use `.localized(...)` as `String`".
    @Test func anImplicitMemberOfStringIsTheExtensionsOrStandsIn() throws {
        let declared = try parsed("""
            extension String {
                static func translated(_ key: String) -> String { "[" + key + "]" }
                static var greeting: String { "hello" }
            }
            let modes: [String] = [.translated("Near"), .greeting]
            Text(modes.joined(separator: " "))
            """)
        #expect(texts(declared.initialView) == ["[Near] hello"])
        let pasted = try parsed("""
            struct Modes: View {
                private let modes: [String] = [.localized("Near"), .localized("Far")]
                var body: some View { Text(modes[1]) }
            }
            """)
        #expect(pasted.notes.contains { $0.id == .standIn && $0.message.hasPrefix("`.localized(…)` is not defined in this block") }, "\(pasted.notes)")
        #expect(pasted.notes.allSatisfy { $0.severity != .error })
    }

    /// `.system(size: Theme.titleSize)` of the app's constant: the size stands in, listed, and
    /// the weight the code gives is kept at the body size. The font was the body's with no
    /// warning, so a build published it.
    @Test func aFontSizeOfTheAppsStandsInAndSaysSo() throws {
        let block = try parsed("Text(\"a\").font(.system(size: Theme.titleSize, weight: .bold)).id(\"a\")")
        #expect(block.notes.contains { $0.id == .standIn && $0.message.hasPrefix("`Theme.titleSize` is not defined in this block") }, "\(block.notes)")
        #expect(try frames("Text(\"a\").font(.system(size: Theme.titleSize, weight: .bold)).id(\"a\")", width: 300)
            == frames("Text(\"a\").font(.body.bold()).id(\"a\")", width: 300))
        #expect(message("Text(\"a\").font(.system(size: \"large\"))").contains("expects a font with a number for `size:`"))
    }

    /// A generic type named with its arguments in Swift code (`FloatingPointFormatStyle<Double>
    /// .Currency(code:)`) is read as its name, which the block lacks: a stand-in, where it
    /// was "this expression is not supported" (set M, two whole views).
    @Test func aGenericTypeWrittenWithItsArgumentsIsItsName() throws {
        let code = """
            struct Price: View {
                var dollarFormat: FloatingPointFormatStyle<Double>.Currency {
                    let code = "USD"
                    return FloatingPointFormatStyle<Double>.Currency(code: code)
                }
                var body: some View { Text(3.5, format: dollarFormat) }
            }
            Price()
            """
        let block = try parsed(code)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["3.5"])
        #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("`FloatingPointFormatStyle") }, "\(block.notes)")
    }

    /// Set Q's bodies, as their apps wrote them: a macro of the app's package
    /// (`#CodeSnippet(...)`, whose expansion a page has not) stands in, and so do the parts of a
    /// tuple bound from it; `-` of an implicit member (`-.pi / 2`, `-.p20` of the app's
    /// `extension CGFloat`); `.zero` beside an `Int`; `EdgeInsets` of the app's constants;
    /// `.now` where a `Date` goes; a method Swift's collections lack (`chunked`), the app's
    /// extension; a `switch` over the app's value with no case for it takes its first case.
    /// Each stopped a view; a near miss of a collection method stays an error.
    @Test func macrosImplicitMembersAndExtensionsOfTheAppsPackage() throws {
        let block = try parsed(#"""
            struct Sample: View {
                private enum Metrics {
                    static var width: CGFloat = switch Platform.current {
                    case .phone: 100
                    case .pad: 180
                    }
                }
                var body: some View {
                    let (preview, code) = #CodeSnippet(Text("inside"))
                    VStack {
                        Text(code)
                        preview
                        Text("\(Angle.radians(-.pi / 2).degrees)")
                        Text("\(Metrics.width)")
                        ForEach(.zero...2, id: \.self) { Text("n\($0)") }
                        Text("inset").offset(y: -.p20).padding(EdgeInsets(top: .p16, leading: .p16, bottom: .p4, trailing: .p16))
                        Text(.now, style: .date)
                        DatePicker("Start", selection: .constant(.now), displayedComponents: [.date])
                        Group(subviews: Text("a")) { collection in
                            let rows = collection.chunked(2)
                            ForEach(rows.indices, id: \.self) { _ in Text("row") }
                        }
                    }
                }
            }
            Sample()
            """#)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView).prefix(9) == ["code", "preview", "-90.000000", "100.000000", "n0", "n1", "n2", "inset", "June 6, 2022"])
        let warning = try #require(block.notes.first { $0.severity == .warning && $0.message.contains("not defined in this block") })
        for name in ["`#CodeSnippet(…)`", "`.p20`", "`EdgeInsets(…)`", "`collection.chunked(…)`"] {
            #expect(warning.message.contains(name), "\(name): \(warning.message)")
        }
        // A near miss of a collection method is the typo it is. A view's method that returns the
        // app's macro stands in too (set AN); a `Layout`'s code names none, and there it is an
        // error (`theAppsMacrosAndStaticsOfPlatformTypesStandInInSwiftCode`).
        #expect(message("Group(subviews: Text(\"a\")) { c in let r = c.sroted(); Text(\"x\") }").contains("has no method `sroted`"))
        #expect(try parsed("struct V: View {\n func f() -> Int { #count(3) }\n var body: some View { Text(\"\\(f())\") }\n}\nV()").notes
            .contains { $0.severity == .warning && $0.message.contains("`#count(…)`") })
    }

    /// iOS 26's `GlassEffectContainer` (set Q wraps its glass buttons in one) stood in as the
    /// app's view, its content dropped: its views lay out as a group's do (Apple,
    /// "GlassEffectContainer"), in the stack around it.
    @Test func aGlassEffectContainersContentLaysOut() throws {
        let block = try parsed("""
            VStack {
                GlassEffectContainer(spacing: 20) {
                    Text("one").padding().glassEffect()
                    Text("two").padding().glassEffect()
                }
            }
            """)
        #expect(block.notes.filter { $0.severity != .note }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["one", "two"])
    }

    /// Set R's bodies stopped on the app's names where SwiftUI's stood beside them: the asset
    /// catalog's generated colours (`.it`, `.BL`, a gradient's `[._1, .buttom]`), constants in
    /// SCREAMING_SNAKE_CASE (`Globals.INSPECTOR_SUBHEADER_FONT`, an `if` of the app's flag), a
    /// property of the app's `extension View` (`.ss.tabBar(.hidden)`, a backport namespace), and
    /// the app's `enum Tab` beside iOS 18's `Tab` view. Each stands in now; a near miss of
    /// SwiftUI's own name is still a typo.
    @Test func setRsAppNamesStandIn() throws {
        let block = try parsed("""
            VStack {
                Text("a").foregroundStyle(.it)
                Text("b").background(.BL, in: RoundedRectangle(cornerRadius: 10))
                Rectangle().fill(LinearGradient(gradient: Gradient(colors: [._1, .buttom]), startPoint: .leading, endPoint: .trailing))
                Text("c").font(Globals.INSPECTOR_SUBHEADER_FONT)
                if TESettings2D.SHOW_SCENE_BOUNDS { Text("bounds") }
                List { Text("d") }.ss.tabBar(.hidden)
            }
            """)
        #expect(!block.notes.contains { $0.severity == .error }, "\(block.notes)")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        for written in [".it", ".BL", "._1", ".buttom", "Globals.INSPECTOR_SUBHEADER_FONT", "TESettings2D.SHOW_SCENE_BOUNDS", ".ss"] {
            #expect(warning.message.contains("`\(written)`"), "\(written) in \(warning.message)")
        }
        #expect(texts(block.initialView) == ["a", "b", "c", "d"])
        let tabs = try parsed("ForEach(Tab.allCases.indices, id: \\.self) { index in Text(\"tab\") }")
        #expect(tabs.notes.contains { $0.id == .standIn && $0.message.hasPrefix("`Tab.allCases.indices` is not defined in this block") })
        #expect(texts(tabs.initialView) == ["tab", "tab", "tab"])
        // Near misses of SwiftUI's names are typos still, with the name meant.
        #expect(message("Text(\"x\").foregroundStyle(.bleu)").contains("did you mean `blue`?"))
        #expect(message("Rectangle().fill(LinearGradient(gradient: Gradient(colors: [.bleu, .red]), startPoint: .top, endPoint: .bottom))")
            .contains("did you mean `blue`?"))
        #expect(message("Text(\"x\").paddng.ss").contains("unknown modifier `paddng`"))
        // A name of two letters is a slip of another only by one letter (`.rd` for `.red`).
        #expect(NameSuggestion.closest(to: "it", among: ["mint"]) == nil)
        #expect(NameSuggestion.closest(to: "rd", among: ["red"]) == "red")
    }

    /// A method of the app's `extension Calendar` (`startOfWeek(for:)`, set R) stands in as the
    /// app's value; Foundation's own methods, and near misses of them, are still errors. Rows of
    /// the app's type made with `.init(title:)` (not pasted) are keyed by place when `id:`
    /// names a property the page cannot read (`\\.title`), as reading it in the row stands in.
    @Test func theAppsCalendarMethodsAndRowsOfTheAppsTypeStandIn() throws {
        let week = try parsed("""
            struct Week: View {
                @State var shown: Date = Calendar.current.startOfWeek(for: Date())
                var body: some View { Text(shown, style: .date) }
            }
            Week()
            """)
        #expect(week.notes.contains { $0.id == .standIn && $0.message.contains(".startOfWeek(…)`") }, "\(week.notes)")
        #expect(message("struct W: View {\n let d = Calendar.current.startOfDai(for: Date())\n var body: some View { Text(d, style: .date) }\n}\nW()")
            .contains("`Calendar` has no method `startOfDai(for:)`"))
        let bar = try parsed("""
            struct Bar: View {
                let items: [TabBarItem] = [.init(title: "Profile"), .init(title: "Chats")]
                var body: some View {
                    HStack { ForEach(items, id: \\.title) { item in Text(item.title) } }
                }
            }
            Bar()
            """)
        #expect(texts(bar.initialView) == ["item.title", "item.title"])
        #expect(message("ForEach([1, 2], id: \\.title) { n in Text(\"\\(n)\") }").contains("does not apply to"))
    }

    /// Set T (session 25), each written here: a property of the app's `extension String`
    /// (`"loading".localized`, in a view and in a view's Swift code) stands in for its value as
    /// the app's methods do (the issue: "an unknown initializer or method of a known type
    /// (`String.localized`) stands in as a value of that type"); a slip of one of Swift's own
    /// properties is still an error that names it.
    @Test func setTsPropertiesOfTheAppsStringExtension() throws {
        let block = try parsed("""
            struct Header: View {
                var caption: String { "caption_key".localizedMissing }
                var body: some View { VStack { Text("loading".localized); Text(caption) } }
            }
            Header()
            """)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["\"loading\".localized", "\"caption_key\".localizedMissing"], "\(texts(block.initialView))")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        #expect(warning.message.contains("`\"loading\".localized`"), "\(warning.message)")
        let slip = message(#"Text("abc".cont)"#)
        #expect(slip.contains("String has no member `cont`") && slip.contains("did you mean `count`?"), "\(slip)")
    }

    /// Set T: a static image of the app's `extension Image` (`Image.globe`), not pasted, is the
    /// stand-in image, and it keeps its modifiers (`.resizable().frame(...)`) and takes the app's
    /// own modifiers with a closure (`.doIf(flag) { $0.rotationEffect(...) }`) as any view does.
    @Test func setTsStaticImagesOfTheAppKeepTheirModifiers() throws {
        let block = try parsed("""
            VStack {
                Image.globe.resizable().frame(width: 40, height: 30)
                Image.systemHeart.doIf(true) { $0.rotationEffect(.degrees(90)) }
            }
            """)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        let images = block.initialView.allViews.filter { $0.kind == "Image" }
        #expect(images.count == 2 && images.allSatisfy(\.drawsStandIn))
        #expect(images.first?.modifiers.map(\.name) == ["resizable", "frame"])
        let warning = try #require(block.notes.first { $0.id == .standIn })
        #expect(warning.message.contains("`Image.globe`") && warning.message.contains("`.doIf(…)`"), "\(warning.message)")
        // Declared in the block, the extension's image is the image it declares.
        let declared = try parsed("""
            extension Image { static let globe = Image(systemName: "globe") }
            Image.globe.resizable().frame(width: 40, height: 30)
            """)
        #expect(!declared.notes.contains { $0.id == .standIn }, "\(declared.notes)")
    }

    /// Set U's classes, each a rule: a member the app's extension adds to a geometry value
    /// (`frame.padding(4)`, `rect.center`, `angle.normalized()`) or a static to a SwiftUI type
    /// that has none (`EdgeInsets.edgePadding`), stands in as a string's did; a slip of the
    /// type's own members is still the error it is.
    @Test func membersTheAppAddsToGeometryValuesAndSwiftUITypesStandIn() throws {
        let block = try parsed("""
            struct Gauge: View {
                let frame: CGRect
                let angle: Angle
                var centre: CGPoint { frame.center }
                var body: some View {
                    HStack(spacing: EdgeInsets.edgePadding) {
                        Text("x").frame(width: frame.padding(4).width).rotationEffect(angle.normalized())
                        Text("\\(centre.x)")
                    }
                    .padding(.bottom, EdgeInsets.edgePadding / 2)
                }
            }
            Gauge(frame: CGRect(x: 0, y: 0, width: 100, height: 20), angle: .degrees(30))
            """)
        let warning = try #require(block.notes.first { $0.severity == .warning })
        for written in ["EdgeInsets.edgePadding", ".padding(", "angle.normalized(", ".center"] {
            #expect(warning.message.contains(written), "\(warning.message)")
        }
        #expect(message("let r = CGRect(x: 0, y: 0, width: 4, height: 4)\nText(\"\\(r.insetBy(dx: 1, dy: 1).widht)\")").contains("has no member `widht`"))
    }

    /// A name or function of the app's read in the block's own Swift code (an enum's computed
    /// property, a computed `var` of statements, a reader's condition) stands in as it does in
    /// a body, and a `Set` of stand-ins is made (each stands for its expression's value); in a
    /// `Layout`'s code, and for a slip of a name the code has, it stays an error. Each stopped
    /// views of set U ("unknown function `formatByte`", "unknown name `hoursUntilFoodEmpty`",
    /// "not `Hashable`").
    @Test func namesOfTheAppInTheBlocksSwiftCodeStandIn() throws {
        let block = try parsed("""
            enum Supply {
                case food, water
                var hours: Double {
                    switch self {
                    case .food: hoursUntilFoodEmpty
                    case .water: 2
                    }
                }
            }
            var total: String {
                var sum = 0
                for size in [1, 2, 3] { sum += size }
                return formatByte(size: sum)
            }
            VStack {
                Text(total)
                Text("\\(Set(["a", "b"].map { $0.appNormalized }).count)")
                Gauge(value: 1, in: 0...Supply.water.hours) { Text("Water") }
                GeometryReader { proxy in
                    if isCompact(proxy.size) { Text("Compact") } else { Text("Regular") }
                }
            }
            """)
        let warning = try #require(block.notes.first { $0.severity == .warning })
        for written in ["hoursUntilFoodEmpty", "formatByte(…)", "appNormalized", "isCompact(…)"] {
            #expect(warning.message.contains(written), "\(warning.message)")
        }
        #expect(texts(block.initialView).contains("2"))
        #expect(message("""
            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: gap, height: 1) }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            Probe { Text("a") }
            """).contains("unknown name `gap`"))
        #expect(message("let count = 2\nvar shown: String {\n    let n = cuont + 1\n    return String(n)\n}\nText(shown)").contains("unknown name `cuont`"))
    }

    /// `Badge(count: 0)` whose body is `if count > 0 { ... }` draws nothing, as SwiftUI does (an
    /// `if` without `else` is an optional view: SE-0289's `buildOptional`); it was taken for a
    /// block without a view and made again as `Badge()` ("`Badge` needs `count:`", set U).
    @Test func aViewThatDrawsNothingForItsValuesIsAnEmptyBlock() throws {
        let block = try parsed("""
            struct Badge: View {
                let count: Int
                var body: some View {
                    if count > 0 { Text("\\(count)") }
                }
            }
            Badge(count: 0)
            """)
        #expect(block.initialView.kind == "EmptyView")
        #expect(block.notes.isEmpty, "\(block.notes)")
    }

    /// A member the app's extension of its own type adds in a file not pasted beside the type
    /// (`direction.name`, `food.alternateImage`), read in Swift code, stands in as a member of a
    /// standard value does; a slip of the type's own members stays the error ("`Direction` has
    /// no property `name`" stopped two of set U's views).
    @Test func membersTheAppsExtensionAddsToItsPastedTypesStandIn() throws {
        let block = try parsed("""
            enum Direction { case left, right }
            struct Food { let name: String }
            struct Arrow: View {
                let direction: Direction
                let food: Food
                var label: String { direction.name + " " + food.alternateImage }
                var body: some View { Text(label) }
            }
            Arrow(direction: .left, food: Food(name: "seed"))
            """)
        let warning = try #require(block.notes.first { $0.severity == .warning })
        #expect(warning.message.contains("name") && warning.message.contains("alternateImage"), "\(warning.message)")
        #expect(message("struct Food { let name: String }\nvar shown: String { Food(name: \"a\").nmae }\nText(shown)").contains("`Food` has no property `nmae`"))
    }

    /// The app's own format style given a string (`TextField(value: $title, format:
    /// .nilIfEmptyString)` of a `String?`, Swiftfin's editors) stands in and the text shows as
    /// it is; SwiftUI's number styles still refuse a string.
    @Test func theAppsFormatStyleOfAStringStandsIn() throws {
        let block = try parsed("""
            struct TitleField: View {
                @State private var title: String? = "Dune"
                var body: some View { Form { TextField("Title", value: $title, format: .nilIfEmptyString) } }
            }
            TitleField()
            """)
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains(".nilIfEmptyString") }, "\(block.notes)")
        #expect(message("Text(\"Dune\", format: .number)").contains("`number` formats a number, found"))
    }

    /// Set V's bodies (apps never read before): the app's closure called (`builder()` of `if let
    /// builder = valueViewBuilder`, `handler?(setting.key)`), `ForEach(..., content: makeRow)` of
    /// the app's function, a range ending at the app's count whose rows set `.id(isLast ? "last" :
    /// nil)`, a subscript assigned in the app's `AttributedString`, and a helper `cell(for:type:)`
    /// beside `ceil`, which takes no labels: each stands in where it stopped the block.
    @Test func callsOfTheAppsClosuresAndFunctionsStandIn() throws {
        let block = try parsed(#"""
            VStack {
                if let builder = valueViewBuilder { builder() }
                if let content = pageContentHandler?(setting.key) { Text(content) }
                ForEach(metadata, id: \.0, content: makeRow)
                HStack {
                    ForEach(0..<weekCount, id: \.self) { week in
                        Text("w").id(week == weekCount - 1 ? "lastWeek" : nil)
                    }
                }
                let note = {
                    var text = AttributedString("Learn more")
                    if let range = text.range(of: "more") { text[range].link = URL(string: "https://example.com") }
                    return text
                }()
                Text(note)
            }
            """#)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        for written in ["builder()", "pageContentHandler?(setting.key)", "makeRow", "weekCount"] {
            #expect(warning.message.contains("`\(written)`"), "\(written): \(warning.message)")
        }
        // Three rows of the app's function, as for any collection of the app's.
        #expect(texts(block.initialView).filter { $0 == "makeRow" }.count == 3)
        // A nil optional closure is not called: nil, as in Swift.
        #expect(texts(try interpret(#"let handler: ((String) -> String)? = nil; Text(handler?("a") ?? "none")"#)) == ["none"])
        let helper = try parsed("VStack { cell(for: dictionary, type: kind) }")
        #expect(helper.notes.contains { $0.id == .standIn && $0.message.contains("`cell(…)`") }, "\(helper.notes)")
        // A lowercase slip of a function without labels is still the typo it is.
        #expect(message("Text(\"a\").frame(width: mxa(1, 2))").contains("did you mean `max`?"))
    }

    /// An initialiser whose labels are each SwiftUI's but that no one form of the view takes
    /// (`Label(title, icon: \.compose)` of a design system's `extension Label`), or that leaves
    /// out what every form needs (`Label("Groups")`), is the app's overload and stands in; a misspelt label of a form is still an error. A capitalised name
    /// the block lacks beside a lowercase property (`FontSize` beside `fontSize`) is the app's
    /// type, not a slip: Swift capitalises types only. A `@Published` property's projection
    /// (`$term`, a Combine publisher) stands in inside a model's `init`.
    @Test func theAppsOverloadsTypesAndPublishersStandIn() throws {
        let block = try parsed(#"""
            final class Search: ObservableObject {
                @Published var term = ""
                private var bag = [AnyCancellable]()
                init() { Publishers.CombineLatest($term, $term).sink { _ in }.store(in: &bag) }
            }
            struct Icon: View {
                @StateObject private var search = Search()
                var font: Font = .body
                private var fontSize: FontSize { FontSize.reflecting(font) ?? .style(.body) }
                var body: some View {
                    VStack {
                        Label("Compose", icon: \.compose)
                        Label("Groups")
                        Text("icon").font(fontSize.font)
                    }
                }
            }
            Icon()
            """#)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        // `Label("Groups")`: every form of SwiftUI's taking a title needs an icon too (set X).
        #expect(block.initialView.allViews.filter { $0.kind == "Label" || $0.drawsStandIn }.count >= 2)
        for written in ["Label(…)", "FontSize", "$term"] {
            #expect(warning.message.contains("`\(written)`"), "\(written): \(warning.message)")
        }
        #expect(message(#"Label("Compose", systemImag: "pencil")"#).contains("did you mean `systemImage`?"))
    }

    /// `TextField(value:format:)` given what the app's value gives through a computed property
    /// (`$interval.withDefault(60).secondsToMinutes`, a `Binding<Double>` of a `@Default`
    /// wrapper) shows the stand-in's text; SwiftUI's `.number` of a real string is still refused.
    @Test func aFormattedFieldOfTheAppsComputedBindingShowsItsStandIn() throws {
        let block = try parsed("""
            struct Interval: View {
                @Default(.reloadInterval) private var reloadInterval
                var body: some View { TextField("", value: minutes, format: .number.precision(.fractionLength(1))) }
                private var minutes: Binding<Double> { $reloadInterval.withDefaultValue(60).secondsToMinutes }
            }
            Interval()
            """)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(message("@State var title = \"ten\"\nTextField(\"\", value: $title, format: .number)").contains("`number` formats a number, found"))
    }

    /// A method of a case of the app's enum the block has not (`content.localizedString(for:)`
    /// of `.localized(text)`, a `TextContent` left in the app) stands in, as a method of an
    /// implicit member does; a slip of a pasted enum's own method is still the error it is.
    @Test func aMethodOfACaseOfTheAppsEnumStandsIn() throws {
        let block = try parsed("""
            struct Lines: View {
                private let content: TextContent = .localized("Sample")
                private var first: String { content.localizedString(for: .current) }
                var body: some View { Text(first) }
            }
            Lines()
            """)
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("localizedString") }, "\\(block.notes)")
        #expect(message("""
            enum Content { case plain(String); func text() -> String { "a" } }
            func shown() -> String {
                let content = Content.plain("x")
                return content.txet()
            }
            Text(shown())
            """).contains("did you mean `text`?"))
    }

    /// Set U's pasted views with their data types: `assertionFailure` in a body does nothing, as
    /// in the app's release build a page shows (Apple: "In -O builds, has no effect");
    /// `for (path, files) in` the app's collection binds stand-ins; a static of the app's type
    /// assigned (`LoopManager.lastFrame = frame`) keeps nothing; `URL(fileURLWithPath:)` is the
    /// app's file, a stand-in.
    @Test func trapsLoopsAndAssignmentsOverTheAppsValues() throws {
        let block = try parsed(#"""
            struct Failure: View {
                let message: String
                var body: some View {
                    assertionFailure(message)
                    return Text(message)
                }
            }
            struct Paths: View {
                var names: [String] {
                    var found: [String] = []
                    for (path, files) in FileStore.shared.associated { found.append(path + files) }
                    LoopManager.lastTargetFrame = .zero
                    return found
                }
                var body: some View {
                    VStack {
                        ForEach(names, id: \.self) { Text($0) }
                        Text(URL(fileURLWithPath: "/Applications/Notes.app").lastPathComponent)
                    }
                }
            }
            VStack { Failure(message: "unexpected"); Paths() }
            """#)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView).first == "unexpected")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        for written in ["FileStore", "LoopManager", "URL(…)"] {
            #expect(warning.message.contains("`\(written)"), "\(written): \(warning.message)")
        }
    }

    /// A name of the app's in a body's `case` pattern (`case kDNSServiceErr_NoAuth:`) stands in,
    /// as it does anywhere in a body: the app's subject takes the first case, a value the page
    /// has matches no stand-in.
    @Test func theAppsConstantInACasePatternStandsIn() throws {
        let code = #"""
            let code = CODE
            switch code {
            case kDNSServiceErr_NoAuth: Text("no auth")
            default: Text("other")
            }
            """#
        let appSubject = try parsed(code.replacingOccurrences(of: "CODE", with: "error.code"))
        #expect(texts(appSubject.initialView) == ["no auth"])
        #expect(appSubject.notes.contains { $0.id == .standIn && $0.message.contains("kDNSServiceErr_NoAuth") }, "\(appSubject.notes)")
        #expect(texts(try parsed(code.replacingOccurrences(of: "CODE", with: "-65555")).initialView) == ["other"])
    }

    /// An app's number constant met beside a number (`.screenW * 5` of winston's `extension
    /// CGFloat { static var screenW }`, not pasted) stands in, as Swift would have inferred the
    /// number's type for it; a near miss of a number's own member is still an error. The app's
    /// localised resource (`String(localized: .app(.save))`, swift-paperless) is Swift's
    /// `String` initialiser over a stand-in, one owner of `String(...)`. Met on set W.
    @Test func theAppsNumberConstantsAndLocalisedResourcesStandIn() throws {
        let code = """
            VStack {
                Rectangle().frame(width: .screenW * 0.1, height: 20).id("bar")
                Text(String(localized: .app(.save)))
                Text(String(localized: "Hello"))
                Text(String(format: "%.1f", 2.25))
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(texts(block.initialView) == [".app(.save)", "Hello", "2.2"])
        let warning = try #require(block.notes.first { $0.id == DiagnosticID.standIn })
        #expect(warning.message.contains("`.screenW`") && warning.message.contains("`.app(.save)`"))
        #expect(message("Rectangle().frame(width: .zro * 5, height: 20)").contains("cannot combine"))
    }

    /// A body whose `if`/`else if` over the app's value ends in `else { fatalError(...) }` (UTM's
    /// drive settings) reached the trap because a stand-in chose the branch: it is read again
    /// with stand-ins holding, as a body that drew nothing is. A trap the block's own values
    /// reach is still an error.
    @Test func aTrapReachedThroughTheAppsValueIsReadAgain() throws {
        let code = """
            if config is QemuDrive {
                Text("qemu")
            } else {
                fatalError("Unsupported drive type.")
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(texts(block.initialView) == ["qemu"])
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`config`") })
        #expect(message("let n = 3\nif n > 4 { Text(\"big\") } else { fatalError(\"small\") }").contains("`fatalError` stopped the code: small"))
    }

    /// A binding the app's extension makes (`Binding(unwrapping: $value)`, swift-paperless's
    /// date filter) stands in, as an unknown initialiser of a known type does; a `get:` closure
    /// of statements that reads the app's values (`number` of UTM's number field) runs with them
    /// standing in. A `Binding` without a `get:` that SwiftUI's forms take is still an error.
    @Test func theAppsBindingsAndTheirGettersStandIn() throws {
        let code = """
            @State var value: Date? = nil
            VStack {
                if let unwrapped = Binding(unwrapping: $value) {
                    DatePicker(selection: unwrapped, displayedComponents: .date) {}
                }
                TextField("Count", text: Binding<String>(get: { () -> String in
                    guard let number = number else { return "" }
                    return number.intValue == 0 ? "" : "\\(number)"
                }, set: { _ in }))
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let warning = try #require(block.notes.first { $0.id == DiagnosticID.standIn })
        #expect(warning.message.contains("`Binding(unwrapping: $value)`") && warning.message.contains("`number`"))
        #expect(message("Toggle(\"x\", isOn: Binding(getter: { true }, set: { _ in }))").contains("Binding"))
    }

    /// Calling a value of the app's type (`ColorSchemes(light: a, dark: b)()`, winston's theme
    /// colours, through its `callAsFunction`, SE-0253) gives the app's value: a stand-in, listed.
    /// Calling a number is still an error.
    @Test func callingTheAppsValueStandsIn() throws {
        let code = """
            Text("Sub").foregroundColor(ColorSchemes(light: ThemeColor(hex: "000000"), dark: ThemeColor(hex: "FFFFFF"))())
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(texts(block.initialView) == ["Sub"])
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("ColorSchemes") })
        #expect(message("Text(\"x\").padding((4)())").contains("cannot be called"))
    }

    /// Ids the author writes from a row's element (`.id("\(comment.id)-top")`, winston's
    /// comments) repeat when the rows are the app's (a stand-in collection's rows are alike):
    /// each row after the first has its ids marked with its position, where the app's rows would
    /// differ. Ids that repeat over the block's own data are renamed in order, as any repeated id.
    @Test func idsOfTheAppsRowsStayApart() throws {
        let code = #"""
            ForEach(Array(comments.enumerated()), id: \.element.id) { i, comment in
                Spacer().frame(height: 2).id("\(comment.id)-top")
                Text("row")
            }
            """#
        let view = try interpret(code)
        let ids = view.allViews.filter(\.hasExplicitID).map(\.id)
        #expect(ids.count == 3 && Set(ids).count == 3 && ids.first == "comment.id-top")
        let repeated = #"""
            let n = [1, 2]
            ForEach(n, id: \.self) { _ in Text("a").id("same") }
            """#
        #expect(try interpret(repeated).allViews.filter(\.hasExplicitID).map(\.id) == ["same", "same-2"])
    }

    /// A Foundation type named as it is (`Data()` beside `Date`, set W's UTM once its
    /// `@AppStorage` defaults are read) is the platform's, a stand-in, never a slip.
    @Test func aFoundationTypeIsNeverASlip() throws {
        let block = try parsed("""
            struct Networks: View {
                @AppStorage("HostNetworks") var stored: Data = Data()
                var body: some View { Text("Networks") }
            }
            """)
        #expect(block.notes.contains { $0.id == .standIn && $0.message.hasPrefix("`Data()` is not defined in this block") }, "\(block.notes)")
        #expect(message("let d = Dtae()\nText(\"x\")").contains("did you mean `Date`?"))
    }

    /// A name holding a SwiftUI name's letters with three or more added is another word, not
    /// a slip (`Inspection<Self>()`, ViewInspector's helper in set X's apps, was "unknown view,
    /// did you mean `Section`?"): the app's value stands in and is listed. A slip of one or
    /// two letters is still an error with the suggestion.
    @Test func aLongerWordHoldingASwiftUINameStandsIn() throws {
        #expect(NameSuggestion.closest(to: "Inspection", among: ["Section"]) == nil)
        #expect(NameSuggestion.closest(to: "Sectionn", among: ["Section"]) == "Section")
        let code = """
            struct Row: View {
                internal let inspection = Inspection<Self>()
                var body: some View {
                    Text("row").onReceive(inspection.notice) { self.inspection.visit(self, $0) }
                }
            }
            Row()
            """
        let block = try parsed(code)
        #expect(texts(block.initialView) == ["row"])
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("Inspection") })
        #expect(message("Sectiion { Text(\"a\") }").contains("did you mean `Section`?"))
    }

    /// A SwiftUI name with a number after it (`.black30`, `.black4`: Flipper's design-system
    /// shades, 90 bodies of set Y) is the app's colour, standing in and listed, not a slip of
    /// `.black`; so is another number of a numbered family (`.title1`, `.caption1` beside
    /// `.title2`: UIKit's text styles, which an app declares on `Font`; set BD's onefocus, 25
    /// bodies). A slip of letters is still an error.
    @Test func aNumberedNameIsTheAppsNotASlip() throws {
        #expect(NameSuggestion.closest(to: "black30", among: ["black"]) == nil)
        #expect(NameSuggestion.closest(to: "blakc", among: ["black"]) == "black")
        #expect(NameSuggestion.closest(to: "title1", among: ["title", "title2", "title3"]) == nil)
        #expect(NameSuggestion.closest(to: "titel2", among: ["title", "title2", "title3"]) != nil)
        let block = try parsed("""
            VStack {
                Text("a").foregroundColor(.black30)
                Text("b").background(.black4)
                Text("c").font(.title1)
            }
            """)
        #expect(texts(block.initialView) == ["a", "b", "c"])
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`.black30`") && $0.message.contains("`.black4`")
            && $0.message.contains("`.title1`") })
        #expect(message("Text(\"a\").foregroundColor(.blakc)").contains("did you mean `black`?"))
    }

    /// Set AH's near misses that were the app's own names: a helper called without arguments
    /// beside a function of the language that takes some (`main()` beside `min`, phoenix's
    /// view method in 8 bodies), and a known name with letters before it (`Color.mygreen`,
    /// QuickRecorder's `Color.mypurple` beside `purple`). Both stand in, listed; a slip of a
    /// call with its arguments (`mxa(1, 2)`) or of a colour's letters (`.gren`) is still an error.
    @Test func aNameBuiltOnAKnownOneIsTheAppsWhereItsUseCannotBeTheKnownOne() throws {
        #expect(NameSuggestion.closest(to: "mygreen", among: ["green"]) == nil)
        #expect(NameSuggestion.closest(to: "gren", among: ["green"]) == "green")
        let block = try parsed("""
            let proxy = 3
            ZStack {
                Color.mygreen
                main().padding()
                main(proxy)
            }
            """)
        #expect(texts(block.initialView) == ["main().padding()", "main(…)"])
        // The app's colour is a colour (set AZ), drawn as a stand-in.
        #expect(block.initialView.allViews.contains { $0.kind == "Color" && $0.drawsStandIn })
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`main()`") && $0.message.contains("`Color.mygreen`") },
                "\(block.notes)")
        #expect(message("VStack { mxa(1, 2) }").contains("did you mean `max`?"))
        #expect(message("Color.gren").contains("did you mean `green`?"))
    }

    /// A labelled call of a number method Swift declares unlabelled (`rounded(toPlaces: 0)` of
    /// set BK's mundo, its `extension Double`) is the app's overload: it stands in, in a body
    /// and in Swift code, where it was "`rounded(_:)` takes `.up`, `.down`, ...".
    @Test func aLabelledOverloadOfANumbersMethodIsTheApps() throws {
        let block = try parsed("""
            struct Clock: View {
                let seconds = 2.345
                func shown() -> String { "\\(seconds.rounded(toPlaces: 1))" }
                var body: some View { VStack { Text(shown()); Text("\\(seconds.rounded(toPlaces: 0))"); Text("\\(seconds.rounded(.down))") } }
            }
            Clock()
            """)
        #expect(block.notes.filter { $0.id == DiagnosticID.standIn }.count == 1, "\(block.notes)")
        #expect(texts(block.initialView).last == "2.000000")
        #expect(message("Text(\"\\(2.5.rounded(.sideways))\")").contains("`rounded(_:)` takes `.up`"))
    }

    /// A number's method given another type's constant, not pasted (`elapsed.truncatingRemainder(
    /// dividingBy: Spin.cycle)`, set BK's spot): the answer stands in, in a body and in Swift
    /// code, where it was "`truncatingRemainder` takes a number".
    @Test func aNumbersMethodOfAStandInStandsIn() throws {
        let block = try parsed("""
            struct Spinner: View {
                let elapsed: Double = 60
                func progress() -> Double { elapsed.truncatingRemainder(dividingBy: Spin.cycle) / Spin.cycle }
                var body: some View {
                    let turn = elapsed.truncatingRemainder(dividingBy: Spin.turn)
                    Text(verbatim: "\\(progress()) \\(turn)")
                }
            }
            Spinner()
            """)
        #expect(block.notes.allSatisfy { $0.severity != .error }, "\(block.notes)")
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("Spin") }, "\(block.notes)")
        #expect(message("Text(verbatim: \"\\(60.0.truncatingRemainder(dividingBy: \"a\"))\")").contains("takes a number"))
    }

    /// One letter before a known name of four or more (`.cfont(.body)`, set BK's mundo: the
    /// app's `extension View { func cfont(_:) }`, 547 uses, 71 bodies refused as "unknown
    /// modifier `cfont`, did you mean `font`?") is the app's prefix: its modifier stands in.
    /// A letter that doubles the name's first (`.ffont`) is a key pressed twice, a slip still.
    @Test func oneLetterBeforeAKnownNameIsTheAppsPrefix() throws {
        #expect(NameSuggestion.closest(to: "cfont", among: ["font", "fontWeight"]) == nil)
        #expect(NameSuggestion.closest(to: "ffont", among: ["font"]) == "font")
        #expect(NameSuggestion.closest(to: "xpad", among: ["pad"]) == "pad")
        let block = try parsed("Text(\"Hi\").cfont(.body).padding()")
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`.cfont(…)`") }, "\(block.notes)")
        #expect(message("Text(\"Hi\").ffont(.body)").contains("did you mean `font`?"))
    }

    /// The app's static member of `Date` (`Date.launchDay`, `Date.Pongo` of its `extension
    /// Date`, not pasted) stands in, as `Color.brand` and `CGFloat.gutter` do (set AK's nRF
    /// Toolbox: "unknown member"); a near miss of `Date`'s own (`Date.nwo`) is still a typo.
    @Test func theAppsStaticMemberOfDateStandsIn() throws {
        let block = try parsed("""
            ScrollView { Text("Bottom").id(Date.launchDay); Text("Pongo").id(Date.Pongo) }
            """)
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`Date.launchDay`") && $0.message.contains("`Date.Pongo`") },
                "\(block.notes)")
        #expect(message("Text(Date.nwo, style: .time)").contains("did you mean `now`?"))
    }

    /// `localizedDescription` of the app's value in a view's Swift code (a computed property)
    /// stands in as the value does, as it does in a body; it was an error that the text is
    /// Foundation's naming the app's module, which is only a real error's (set AK's
    /// GlucoseDirect). A declared error without `errorDescription` is still that error.
    @Test func theLocalizedDescriptionOfTheAppsValueStandsIn() throws {
        let block = try parsed("""
            struct Note: View {
                var message: String { model.status.localizedDescription }
                var body: some View { Text(message) }
            }
            Note()
            """)
        #expect(texts(block.initialView) == ["model.status.localizedDescription"], "\(texts(block.initialView))")
        let declared = message("""
            enum Failure: Error { case offline }
            struct Note: View {
                var message: String { Failure.offline.localizedDescription }
                var body: some View { Text(message) }
            }
            Note()
            """)
        #expect(declared.contains("is Foundation's text naming the app's module"), "\(declared)")
    }

    /// A name of the app's in a closure the layout calls (`containerRelativeFrame`'s, an
    /// alignment guide's) stands in, as anywhere in a body: a condition of it is false, and a
    /// length that is no number leaves the axis to the proposal; it was "unknown name" (set AK's
    /// AmpFin, 2 bodies). A slip of a name the closure has is still a typo.
    @Test func theAppsNameInALayoutClosureStandsIn() throws {
        let block = try parsed("""
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Text("Card").containerRelativeFrame(.horizontal) { length, _ in compact ? length : length / 2 }.id("card")
                    Text("Wide").containerRelativeFrame(.horizontal) { length, _ in layout.width }
                    Text("Guide").alignmentGuide(.leading) { d in d.width - theme.inset }
                }
            }
            """)
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`compact`") && $0.message.contains("`layout`")
                                        && $0.message.contains("`theme`") }, "\(block.notes)")
        let found = try frames("""
            ScrollView(.horizontal) {
                Text("Card").containerRelativeFrame(.horizontal) { length, _ in compact ? length : length / 2 }.id("card")
            }
            """, width: 300)
        // The text centred in its frame, half the container's 300: its centre at 75.
        #expect(found["card"]?.midX == 75, "\(found)")
        #expect(message("Text(\"A\").containerRelativeFrame(.horizontal) { length, _ in lenght / 2 }").contains("did you mean `length`?"))
    }

    /// A binding made by the app's `extension Binding` (`.init($key, orNone: "")`,
    /// `Binding($flag, default: false)`: labels none of SwiftUI's initialisers take) binds what
    /// its binding argument binds, listed as the app's; it was "expects a binding" and "a page
    /// reads a `Binding` through its `get:` closure" (set AK's Suwatte).
    @Test func theAppsBindingInitialiserBindsItsBindingArgument() throws {
        let block = try parsed("""
            struct Sort: View {
                @State private var key = "date"
                @State private var flag: Bool? = true
                var body: some View {
                    VStack {
                        Picker("Sort", selection: .init($key, orNone: "")) {
                            Text("Name").tag("name")
                            Text("Date").tag("date")
                        }
                        .pickerStyle(.segmented)
                        Toggle("On", isOn: Binding($flag, default: false))
                    }
                }
            }
            Sort()
            """)
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`.init(_:orNone:)`") && $0.message.contains("`Binding(…)`") },
                "\(block.notes)")
        // In a body pasted alone its state is the app's too: both stand in.
        let alone = try parsed("""
            Picker("Default", selection: .init($defaultCollection, deselectTo: "-1")) { Text("All").tag("-1") }
            """)
        #expect(alone.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`.init(_:deselectTo:)`") }, "\(alone.notes)")
    }

    /// An operator SwiftUI declares for none of its values (`Color(...) | Color(...)`, an app's
    /// light-and-dark pair, not pasted) is the app's, and its value stands in, listed; it was
    /// "`|` does not apply to a view" (set AK's GlucoseDirect). SwiftUI's own still run.
    @Test func theAppsOperatorOnSwiftUIValuesStandsIn() throws {
        let block = try parsed("""
            enum Palette {
                static var text: Color { Color(.sRGB, red: 0.1, green: 0.1, blue: 0.1) | Color(.sRGB, red: 0.6, green: 0.6, blue: 0.6) }
            }
            Text("Axis").foregroundColor(Palette.text)
            """)
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`Color(…) | Color(…)`") }, "\(block.notes)")
        // SwiftUI's own operators on its values still run: `Text + Text` in Swift code, here a
        // type's static view property, which read as `Caption.both` was Void before.
        let own = try parsed("""
            enum Caption { static var both: Text { Text("A") + Text("B") } }
            Caption.both
            """)
        #expect(own.notes.isEmpty && texts(own.initialView).joined() == "AB", "\(own.notes) \(texts(own.initialView))")
    }

    /// A call written where a view goes is near a view's name only (set AK): the app's
    /// `Handle(tint:size:)` is no slip of `Angle`, nor its `cell(item)` of `ceil`, as neither
    /// value is a view; both stand in. `Txet("Hi")` there is still a misspelt `Text`, and
    /// `Angel(degrees: 30)` where an angle goes a misspelt `Angle`.
    @Test func aCallWhereAViewGoesIsNearAViewsNameOnly() throws {
        let block = try parsed("""
            List {
                ForEach(["a", "b"], id: \\.self) { item in
                    HStack { cell(item); Handle(tint: .blue, size: 20) }
                }
            }
            """)
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`cell(…)`") && $0.message.contains("`Handle(…)`") },
                "\(block.notes)")
        #expect(message("VStack { Txet(\"Hi\") }").contains("did you mean `Text`?"))
        #expect(message("Text(\"A\").rotationEffect(Angel(degrees: 30))").contains("did you mean `Angle`?"))
    }

    /// The app's alignment written with its type (`VerticalAlignment.midCap`, set AH's phoenix:
    /// 4 uses) stands in as it does written `.midCap`, where it was "expects a vertical
    /// alignment"; a slip of SwiftUI's own (`VerticalAlignment.centr`) is still an error.
    @Test func theAppsQualifiedAlignmentStandsInAsItsImplicitOneDoes() throws {
        func layout(_ guide: String) throws -> [String: Rect] {
            try frames("""
                HStack(alignment: \(guide)) {
                    Text("Left").id("left").alignmentGuide(\(guide)) { d in d[VerticalAlignment.center] }
                    Text("Right").id("right")
                }
                """, width: 300)
        }
        #expect(try layout("VerticalAlignment.midCap") == layout(".midCap"))
        let block = try parsed("HStack(alignment: VerticalAlignment.midCap) { Text(\"a\") }")
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`VerticalAlignment.midCap`") }, "\(block.notes)")
        #expect(message("HStack(alignment: VerticalAlignment.centr) { Text(\"a\") }").contains("did you mean `.center`?"))
    }

    /// Set AH's AuroraEditor and QuickRecorder: a text of the app's image (`Text(Image.sortGlyph)`,
    /// Apple's `Text(_: Image)` of an `extension Image` constant) stands in as its code, as
    /// `Text(Image(systemName:))` does, where it was "expects a string"; a Mac window's active
    /// look set on a view (`\.controlActiveState`) is noted as changing nothing drawn, where it
    /// was "not supported".
    @Test func aTextOfTheAppsImageStandsInAndAWindowsActiveLookIsNoted() throws {
        let block = try parsed("""
            VStack {
                Text(Image.sortGlyph)
                Color.clear.environment(\\.controlActiveState, .active)
            }
            """)
        #expect(texts(block.initialView) == ["Image.sortGlyph"])
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`Image.sortGlyph`") }, "\(block.notes)")
        #expect(block.notes.contains { $0.severity == .note && $0.message.contains("controlActiveState") }, "\(block.notes)")
    }

    /// A view's computed property declared `Image` whose value is the app's (set AH's eudi:
    /// `var checkmark: Image { on ? Theme.filled : Theme.empty }`) stands in as an image, which
    /// takes `.resizable()`, where it stood in as a text (".resizable applies to Image").
    @Test func aStandInDeclaredAnImageIsAnImage() throws {
        let found = try frames("""
            struct Tick: View {
                let on: Bool
                var body: some View {
                    glyph.resizable().frame(width: 24, height: 24).id("tick")
                }
                private var glyph: Image { on ? Theme.filled : Theme.empty }
            }
            Tick(on: true)
            """, width: 200)
        #expect(found["tick"]?.width == 24 && found["tick"]?.height == 24, "\(found)")
    }

    /// A model's Combine pipeline over its own `@Published` properties (`$count.map { ... }
    /// .assign(to: &$label)`, `self.$count`; set AH's LlamaChat): the publisher the wrapper
    /// projects stands in, listed, as a page never runs Combine, where it was "unknown variable
    /// `$label`" and "has no property `$count`". The text shows the property's own value.
    @Test func aModelsPublisherOfItsOwnPropertyStandsIn() throws {
        let block = try parsed("""
            import Combine
            class Counter: ObservableObject {
                @Published var count = 0
                @Published var label = "none"
                init() {
                    $count.map { "\\($0) taps" }.assign(to: &$label)
                    self.$count.map { "\\($0)" }.assign(to: &self.$label)
                }
            }
            struct Tally: View {
                @StateObject var counter = Counter()
                var body: some View { Text(counter.label) }
            }
            Tally()
            """)
        #expect(texts(block.initialView) == ["none"])
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`$count`") && $0.message.contains("`$label`") }, "\(block.notes)")
    }

    /// Set AI's members an app adds to standard types stand in, listed, as the issue's rule asks
    /// ("an unknown initializer or method of a known type stands in as a value of that type"):
    /// `String(localizable: .guestName)` of a build plugin's extension (ExcalidrawZ, 16 uses),
    /// a static view on `Text` (`Text.placeholder`, CotEditor), a method on a date
    /// (`stamp.shortAgo()`, Hex). Slips of Swift's own stay errors.
    @Test func theAppsMembersOfStandardTypesStandIn() throws {
        let block = try parsed("""
            struct Entry { var stamp: Date }
            let entry = Entry(stamp: Date())
            VStack {
                Text(String(localizable: .guestName))
                Text.placeholder
                Text(entry.stamp.shortAgo())
            }
            """)
        #expect(texts(block.initialView) == ["String(localizable:)", "Text.placeholder", "entry.stamp.shortAgo(…)"], "\(texts(block.initialView))")
        let listed = block.notes.first { $0.id == DiagnosticID.standIn }?.message ?? ""
        #expect(listed.contains("`String(localizable:)`") && listed.contains("`Text.placeholder`") && listed.contains("`entry.stamp.shortAgo(…)`"), "\(listed)")
        #expect(message("Text(String(repeting: \"a\", count: 2))").contains("has no initialiser"))
        #expect(message("Text(Date().formated())").contains("did you mean `formatted`?"))
    }

    /// Set AI's CotEditor: `Label("Split", image: .splitRight)` of an asset catalogue's
    /// `ImageResource` (iOS 17) stands in with the stand-in image, listed, where the resource
    /// was read as a file name; `.textScale(.secondary)` is an error that says why (Apple does
    /// not document the scale), where it was "unknown modifier".
    @Test func aLabelOfTheAppsImageResourceStandsIn() throws {
        let block = try parsed("Label(\"Split\", image: .splitRight)")
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`.splitRight`") }, "\(block.notes)")
        let found = try frames("Label(\"Split\", image: .splitRight).id(\"label\")", width: 300)
        #expect((found["label"]?.width ?? 0) > 5 * 8, "\(found)")
        #expect(message("Text(\"per month\").textScale(.secondary)").contains("`.textScale` is not supported in layout blocks"))
    }

    /// `if case let Muted.tag(name, _) = item` (damus's mute list, set Y) over the app's value,
    /// with the app's enum not pasted: the pattern is the case's, its names standing in, as
    /// `.tag(let name, _)` already was; with the enum declared it matches the block's values.
    @Test func aTypeQualifiedCasePatternOfTheAppsEnum() throws {
        let block = try parsed(#"""
            VStack {
                ForEach(items, id: \.self) { item in
                    if case let Muted.tag(name, _) = item { Text("#\(name)") }
                }
            }
            """#)
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("items") })
        let declared = try interpret(#"""
            enum Muted { case tag(String, Int), user(String) }
            let items: [Muted] = [.tag("swift", 1), .user("a"), .tag("ios", 2)]
            VStack {
                ForEach(0..<items.count, id: \.self) { i in
                    if case let Muted.tag(name, _) = items[i] { Text("#\(name)") }
                }
            }
            """#)
        #expect(texts(declared) == ["#swift", "#ios"])
    }

    /// A class whose property the app's wrapper makes from the attribute's arguments
    /// (`@Setting(key: "wallet", fallback: "system") var wallet: String`, damus's settings store in
    /// set Y) has `init()`: the property is the app's value, standing in, and the wrapper is
    /// listed. It was "`Settings` needs `wallet:`". `@Published` still needs a value.
    @Test func aClassPropertyOfTheAppsWrapperStandsIn() throws {
        let block = try parsed("""
            final class Settings: ObservableObject {
                @Setting(key: "wallet", fallback: "system") var wallet: String
                var name = "Main"
            }
            struct WalletRow: View {
                let settings: Settings
                var body: some View { Text(settings.name); Text(settings.wallet) }
            }
            WalletRow(settings: Settings())
            """)
        #expect(texts(block.initialView).first == "Main" && texts(block.initialView).count == 2)
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`@Setting`") })
        #expect(message("""
            final class Model: ObservableObject { @Published var count: Int }
            struct Row: View { let model: Model; var body: some View { Text("\\(model.count)") } }
            Row(model: Model())
            """).contains("needs `count:`"))
    }

    /// What the library's own types do not write stands in, as the app's types do: an
    /// initialiser (`AttributedString(localized:)`), a method (`replacingAttributes(_:with:)`)
    /// and the types beside them (`AttributeContainer`), in a body and in a view's `init` (nos's
    /// onboarding in set X laid out with stand-ins before `AttributedString` was written, and
    /// must still). `AttributeContainer` is not a slip of `AttributedString`: the words differ.
    @Test func whatTheLibrarysTypesDoNotWriteStandsIn() throws {
        #expect(NameSuggestion.closest(to: "AttributeContainer", among: ["AttributedString"]) == nil)
        let block = try parsed("""
            struct Desc: View {
                let text: AttributedString
                init(_ s: AttributedString) {
                    self.text = s.replacingAttributes(AttributeContainer(), with: AttributeContainer())
                }
                var body: some View { Text(text) }
            }
            struct Key: View {
                var body: some View {
                    let a = AttributedString(localized: "privateKeyDescription")
                    return Text(a)
                }
            }
            VStack { Desc(AttributedString("Hello")); Key() }
            """)
        let listed = block.notes.first { $0.id == DiagnosticID.standIn }?.message ?? ""
        #expect(listed.contains("AttributedString(localized:)") && listed.contains("replacingAttributes") && !listed.contains("Run("))
        #expect(texts(block.initialView).count == 2)
    }

    /// A name the block does not declare that spells a standard-library function stands in
    /// where Swift takes no function: a `switch`'s subject, a member's base (set AA, session 32:
    /// `switch type { ... default: type.accent }` was "a closure has no member `accent`"). As
    /// an argument it is still the function (`values.map(abs)`).
    @Test func anAppsPropertyNamedLikeAStandardFunctionStandsIn() throws {
        let block = try parsed("""
            let tint: Color = switch type {
            case .plain: Color.red
            default: type.accent
            }
            let sizes = [-3, 4].map(abs)
            VStack {
                Text("Hello").foregroundStyle(tint)
                Text("\\(sizes[0]) \\(min.label)")
            }
            """)
        let listed = block.notes.first { $0.id == DiagnosticID.standIn }?.message ?? ""
        #expect(listed.contains("`type`") && listed.contains("min"))
        #expect(texts(block.initialView).first == "Hello")
        #expect(texts(block.initialView).last?.hasPrefix("3 ") == true)
    }

    /// A SwiftUI view given a view where every form of it takes a title or a name
    /// (`Label(_:image:)` given an `Image`, `Text(_:)` given `[Text]`) is called through the app's
    /// initialiser, declared in a file the page does not hold: the issue's rule for an unknown
    /// initialiser of a known type, a stand-in, not a failure (set AA, session 32: Proton Pass).
    @Test func aViewGivenAViewWhereItTakesATitleIsTheAppsInitialiser() throws {
        let block = try parsed("""
            let star = Image(systemName: "star")
            let parts: [Text] = [Text("Bold").bold(), Text(" plain")]
            VStack {
                Label("Favourites", image: star)
                Text(parts)
            }
            """)
        let listed = block.notes.first { $0.id == DiagnosticID.standIn }?.message ?? ""
        #expect(listed.contains("Label(image: star)") && listed.contains("Text(parts)"))
        #expect(texts(block.initialView) == ["Text(parts)"])
        let label = try #require(block.initialView.allViews.first { $0.kind == "Label" })
        #expect(label.argument(nil) == .string("Favourites") && [nil, .null].contains(label.argument("image")))
    }

    /// `$choice.mode` of a `Choice?` that is nil: an optional has no `mode`, so the member is
    /// the app's `extension Binding` (set AA: linearmouse's picker was "`.mode` of nil").
    @Test func aMemberOfABindingToNilIsTheAppsExtension() throws {
        let block = try parsed("""
            struct ModePicker: View {
                @Binding var choice: Choice?
                var body: some View {
                    Picker("Mode", selection: $choice.mode) {
                        Text("Fast").tag(1)
                        Text("Slow").tag(2)
                    }
                }
            }
            ModePicker(choice: .constant(nil))
            """)
        let listed = block.notes.first { $0.id == DiagnosticID.standIn }?.message ?? ""
        #expect(listed.contains("$choice.mode"))
    }

    /// `a ?? b` is `b` when `a` is nil, also when `b` is the app's value (set AB's nostur:
    /// `fallback ?? Color.appAsset` filled with nil); ordered beside a number, the app's constant
    /// is a number (set AB's macai: `text.count < AppConstants.maxLength` could not combine).
    @Test func theAppsValueBesideNilOrANumber() throws {
        let block = try parsed("""
            struct Badge: View {
                var fallback: Color? = nil
                let word = "hello"
                var body: some View {
                    VStack {
                        Circle().fill(fallback ?? Color.brandSecondary).frame(width: 8, height: 8)
                        if word.count < Limits.longest { Text("short") } else { Text("long") }
                        if Limits.longest >= word.count { Text("fits") }
                    }
                }
            }
            """)
        #expect(!block.notes.contains { $0.severity == .error }, "\(block.notes)")
        let listed = block.notes.first { $0.id == DiagnosticID.standIn }?.message ?? ""
        #expect(listed.contains("Color.brandSecondary") && listed.contains("Limits.longest"), "\(listed)")
        // A comparison with the app's value decides as stand-ins do (false), the same both ways round.
        #expect(texts(block.initialView) == ["long"])
        // A slip of a number's member (`.max`) is still an error.
        #expect(message("let n = 3\nif n < .mxa { Text(\"a\") }").contains("error: `<` cannot combine an integer and `.mxa`"))
    }

    /// A near miss of a SwiftUI modifier that no form of it could take is the app's or a
    /// package's modifier, a stand-in (set AB's Ollamac: `.hide(if:)` of the author's package,
    /// beside `hidden()` that takes no argument); one it could take stays the slip it is.
    @Test func aNearMissNoFormOfTheModifierTakesIsTheApps() throws {
        let block = try parsed("Text(\"Yesterday\").hide(if: false)")
        #expect(block.notes.first { $0.id == DiagnosticID.standIn }?.message.contains("`.hide(") == true, "\(block.notes)")
        #expect(message("Text(\"a\").hiden()").contains("unknown modifier `hiden`"))
        #expect(message("Text(\"a\").paddng(8)").contains("did you mean `padding`?"))
        #expect(message("Text(\"a\").forgroundColor(.red)").contains("did you mean `foregroundColor`?"))
        // A SwiftUI member no form of the near modifier takes (set AP's eidch: `.badgeStyle(.outlinedGray)`
        // beside `gaugeStyle`, whose styles Apple lists) makes it the app's; a gauge style, a slip.
        let styled = try parsed("Text(\"Demo\").badgeStyle(.outlinedGray)")
        #expect(styled.notes.first { $0.id == DiagnosticID.standIn }?.message.contains("`.badgeStyle(") == true, "\(styled.notes)")
        #expect(message("Gauge(value: 0.5) { Text(\"g\") }.gaugeStyel(.linearCapacity)").contains("did you mean `gaugeStyle`?"))
    }

    /// The app's `ShareableIdentifier` beside the block's `ShareableIdentifierTest`: words added
    /// to a name make another name, so the shorter is the app's type, not a slip of the
    /// longer (set AB's nostur); a slip of a letter is still one.
    @Test func aNameTheBlocksNameExtendsIsTheApps() throws {
        let block = try parsed("""
            struct ShareableIdentifierTest: View {
                var parsed: ShareableIdentifier?
                init() {
                    do { parsed = try ShareableIdentifier("naddr1") } catch {}
                }
                var body: some View { Text(parsed == nil ? "none" : "some") }
            }
            """)
        #expect(!block.notes.contains { $0.severity == .error }, "\(block.notes)")
        #expect(block.notes.first { $0.id == DiagnosticID.standIn }?.message.contains("ShareableIdentifier") == true)
    }

    /// Set AC (session 34): the app's values where a typed SwiftUI value goes stand in as the
    /// same values do elsewhere, each listed in the block's warning: a gradient stop's colour and
    /// location (Apple, `Gradient.Stop.init(color:location:)`), arithmetic of a GeometryReader's
    /// width with the app's qualified constant, the app's view named like Foundation's `Scanner`
    /// (a module's own type shadows an imported one), a package's `.hfill()` that is no near
    /// miss of `fill` on a view no `fill` applies to, a labelled subscript of the app's
    /// extension, a file the app reads with `String(contentsOfFile:)` (a page does no I/O), and
    /// a `var` array made from the app's data that a mutating method changes. Each was an error.
    @Test func theAppsValuesWhereTypedValuesGo() throws {
        let block = try parsed(#"""
            struct Board: View {
                var tint: Color { .brandTeal }
                let letters = ["a", "b"]
                var names: [String] {
                    var list: [String] = catalogue.titles.map { $0.uppercased() }
                    list.insert("ALL", at: 0)
                    return list
                }
                var body: some View {
                    VStack {
                        LinearGradient(stops: [.init(color: tint, location: 0), .init(color: .white, location: middleStop)],
                                       startPoint: .top, endPoint: .bottom).id("gradient")
                        GeometryReader { proxy in
                            Color.red.frame(width: proxy.size.width * Ratios.banner, height: 10)
                        }
                        Scanner(onRead: { code in print(code) })
                        Text("next").hfill(.leading)
                        Text(letters[safe: 0] ?? "no letter")
                        ForEach(names, id: \.self) { Text($0) }
                    }
                }
            }
            """#)
        let errors = block.notes.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        // `.brandTeal` returned where a `Color` goes is `Color.brandTeal` (set AZ: typed by the getter).
        for written in ["`Color.brandTeal`", "`middleStop`", "`Ratios`", "`Scanner(onRead:)`", "`.hfill(…)`", "`letters[safe: 0]`", "`catalogue`"] {
            #expect(warning.message.contains(written), "\(written) in \(warning.message)")
        }
        let reader = try parsed(#"""
            struct Notice: View {
                var notice: String {
                    guard let path = Bundle.main.path(forResource: "NOTICE", ofType: "txt"),
                          let text = try? String(contentsOfFile: path) else { return "none" }
                    return text
                }
                var body: some View { Text(notice) }
            }
            """#)
        #expect(reader.notes.first { $0.id == .standIn }?.message.contains("`String(contentsOfFile: Bundle.main.path(…))`") == true, "\(reader.notes)")
        // A colour given the app's colour object kept in a `let` (made by its own typealias of
        // `UIColor`) is the app's: drawn as a stand-in, grey, where it was "cannot be drawn".
        let swatch = try parsed(#"""
            struct Swatch: View {
                func tint(light: PlatformColor, dark: PlatformColor) -> Color {
                    let made = PlatformColor { $0.userInterfaceStyle == .dark ? dark : light }
                    return Color(uiColor: made)
                }
                var body: some View { Text("Search").background(tint(light: .white, dark: .black)) }
            }
            """#)
        #expect(swatch.notes.allSatisfy { $0.severity != .error }, "\(swatch.notes)")
        #expect(swatch.initialView.allViews.contains { $0.kind == "Color" && $0.drawsStandIn })
        // The stood-in stop keeps its place (grey, at its own location); the app's location is spaced evenly.
        let gradient = try #require(block.initialView.allViews.first { $0.id.hasSuffix("gradient") })
        #expect(gradient.argument("stops") != nil)
        // A misspelling of a modifier that applies to this view stays the slip it is, and so
        // does `fill` on a text, which no form of SwiftUI's takes and no extension here declares.
        #expect(message("Text(\"a\").paddin(4)").contains("unknown modifier `paddin`"))
        #expect(message("Text(\"a\").fill(.red)").contains("`.fill` applies to"))
        // Foundation's own `Scanner` is still made by its initialiser, and refused with its labels wrong.
        #expect(message("let s = Scanner(string: 5)\nText(\"a\")").contains("`Scanner(string:)` is not known here"))
    }

    /// Set AD (session 34), read once and never fixed against before: the app's constants on
    /// standard types (`String.inboxTitle`, `CGFloat.blurRadius` of its extensions; Swift's
    /// `String` declares no static property and a number's are listed), a font named on a text
    /// style (`.smCaption` is the app's, no slip of `caption2`), a static function of the app's
    /// `extension View` called through a shape type, and a formatter given the app's locale
    /// (the page's stands for it). A near miss of the type's own member stays a typo, and a
    /// locale the code makes stays refused.
    @Test func theAppsConstantsOnStandardTypesAndSettings() throws {
        let block = try parsed(#"""
            struct Inbox: View {
                var hour: String {
                    let formatter = DateFormatter()
                    formatter.locale = Preferences.shared.locale
                    formatter.dateFormat = "HH"
                    return formatter.string(from: Date(timeIntervalSince1970: 7200))
                }
                var body: some View {
                    ZStack {
                        Rectangle.dimmedBackdrop()
                        VStack {
                            Text(String.inboxTitle).font(.smCaption)
                            Text(hour).font(.mdHeadline).blur(radius: CGFloat.blurRadius)
                        }
                    }
                }
            }
            """#)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        for written in ["`Preferences`", "`Rectangle.dimmedBackdrop()`", "`String.inboxTitle`", "`.smCaption`", "`.mdHeadline`", "`CGFloat.blurRadius`"] {
            #expect(warning.message.contains(written), "\(written) in \(warning.message)")
        }
        #expect(texts(block.initialView).contains("02"))
        #expect(message("Text(\"a\").font(.captoin)").contains("did you mean `caption`?"))
        #expect(message("Text(\"a\").offset(x: CGFloat.pie)").contains("unknown member `CGFloat.pie`"))
        // A slip in a name that holds a shorter known one (`font`) is still the longer one's slip.
        let slip = diagnostics("Text(\"a\").fontWeigth(.bold)")
        #expect(slip.first?.message == "unknown modifier `fontWeigth`" && slip.first?.hint == "did you mean `fontWeight`?")
    }

    /// Set AE: the app's values through standard functions, subscripts and key paths stand in
    /// as the values do. `stride(from:to:by:)` over the app's bounds or step is a stand-in
    /// collection (three rows), where it was "`stride` takes numbers"; the app's constant kept
    /// in a `let` (`let perRow = Library.perRow`) reaches Swift code as the app's value, not as
    /// the implicit member `.perRow`; its element or slice (`shelf[0 ..< 2]`,
    /// `Directory.names[key]`) stands in; an `id:` key path through `enumerated()`'s element of
    /// the app's keys rows by place; and `Strings.Welcome.title` of the app's `Strings` is not the
    /// block's own view `Welcome`: a type nested in the app's is the app's too.
    @Test func theAppsValuesThroughFunctionsSubscriptsAndKeyPaths() throws {
        let block = try parsed(#"""
            struct Welcome: View {
                var key: String
                var body: some View {
                    let shelf = Library.books
                    let perRow = Library.perRow
                    VStack(alignment: .leading) {
                        ForEach(Array(stride(from: shelf.startIndex, to: shelf.endIndex, by: 2)), id: \.self) { start in
                            Text("row")
                        }
                        ForEach(Array(stride(from: 0, to: 6, by: perRow)), id: \.self) { start in
                            Text("chunk")
                        }
                        ForEach(Array(shelf[0 ..< 2].enumerated()), id: \.offset) { index, book in
                            Text("book \(index)")
                        }
                        ForEach(Array([palette.front, palette.back].enumerated()), id: \.element.kind) { index, swatch in
                            Text("swatch \(index)")
                        }
                        if let title = Directory.names[key] { Text(title) }
                        Text(Strings.Welcome.title)
                    }
                }
            }
            Welcome(key: "admin")
            """#)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        let shown = texts(block.initialView)
        #expect(shown.filter { $0 == "row" }.count == 3 && shown.filter { $0 == "chunk" }.count == 3)
        #expect(shown.filter { $0.hasPrefix("book ") }.count == 3)
        #expect(shown.filter { $0.hasPrefix("swatch ") } == ["swatch 0", "swatch 1"])
        let warning = try #require(block.notes.first { $0.id == .standIn })
        #expect(warning.message.contains("`Strings.Welcome.title`"), "\(warning.message)")
        // A slip of a name the block has is still an error, not a stand-in.
        #expect(message("let n = 3\nForEach(Array(stride(from: 0, to: m, by: 1)), id: \\.self) { i in Text(\"x\") }").contains("unknown name `m`"))
    }

    /// Set AG: a nested generic type named through its outer type with its arguments
    /// (`Keys.Key<String>(...)`) is the type called, as the bare `Key<String>(...)` is (it was
    /// "this expression is not supported"); in a type's Swift code, a standard type's
    /// nested type the page lacks (`String.Encoding`) stands in, as in a body, and
    /// `Calendar(identifier: .gregorian)` is the page's calendar (it was "unknown function", and
    /// every view reading it failed);
    /// `.init(...)` for a colour with labels SwiftUI's `Color` has not stands in as `Color(...)`
    /// does (it was "cannot be drawn"); and `\.layoutDirection` of `.leftToRight` is the page's own.
    @Test func qualifiedGenericsFoundationNamesInTypesAndImplicitColours() throws {
        let block = try parsed(#"""
            enum Keys {
                struct Key<Value> {
                    let name: String
                    let fallback: Value
                }
            }
            struct Period {
                var weekday: Int {
                    let calendar = Calendar(identifier: .gregorian)
                    return calendar.component(.weekday, from: Date(timeIntervalSince1970: 0))
                }
                var encoding: UInt { String.Encoding.utf8.rawValue }
            }
            let key = Keys.Key<String>(name: "token", fallback: "none set")
            VStack {
                Text(key.name + " " + key.fallback)
                Text("day \(Period().weekday), \(Period().encoding)")
                Text("toned").foregroundColor(.init(tone: 3))
            }
            .environment(\.layoutDirection, .leftToRight)
            """#)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView).first == "token none set")
        // `Calendar(identifier: .gregorian)` is the page's own calendar: 1 January 1970 was a Thursday.
        #expect(texts(block.initialView).dropFirst().first?.hasPrefix("day 5, ") == true, "\(texts(block.initialView))")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        for written in ["`String.Encoding`", "`.init(…)`"] {
            #expect(warning.message.contains(written), "\(written) in \(warning.message)")
        }
        let rightToLeft = try ParsedBlock(source: LayoutBlockSource(code: #"Text("a").environment(\.layoutDirection, .rightToLeft)"#, file: "content/test.md"))
        #expect(throws: Diagnostic.self) { try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(rightToLeft, width: 200) }
        _ = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200)
    }

    /// Set AL: two of the app's implicit constants in arithmetic (`.padding(.gapM + .gapS)`,
    /// both the `CGFloat` the parameter gives them in Swift) stand in as one beside a number
    /// does; the app's colour as `SwitchToggleStyle(tint:)`'s is read as `.tint(_:)` reads
    /// its colour, a stand-in, where it was "unknown colour".
    @Test func twoOfTheAppsImplicitConstantsAndTheAppsSwitchTint() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct AlertsRow: View {
                @State private var isOn = true
                var body: some View {
                    Toggle("Alerts", isOn: $isOn)
                        .toggleStyle(SwitchToggleStyle(tint: .brandPurple))
                        .padding(.gapM + .gapS)
                }
            }
            AlertsRow()
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        for written in ["`.brandPurple`", "`.gapM`", "`.gapS`"] {
            #expect(warning.message.contains(written), "\(written) in \(warning.message)")
        }
        // A near miss of a colour of SwiftUI's stays the error it is.
        #expect(diagnostics("Toggle(\"A\", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .gren))").contains { $0.severity == .error })
    }

    /// Set AL: the app's names in a closure held in a typed `let` stand in until it runs, as in
    /// an untyped one (`let onTap: () -> Void = { save() }` was "unknown function `save`"); a
    /// static formatter of the app's `extension DateFormatter` given to `Text(_:formatter:)`
    /// stands in, Foundation's formatter types having none; and a member of the app's enum
    /// case read with a GeometryReader's size (`proxy.size.height * spot.rawValue`) stands in,
    /// as `spot.rawValue` alone does, where it stopped the page.
    @Test func typedClosuresAppFormattersAndTheAppsCasesInGeometry() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            let onTap: () -> Void = { save() }
            struct Spinner: View {
                var spot: Spot = .middle
                let day = Date(timeIntervalSince1970: 0)
                var body: some View {
                    GeometryReader { proxy in
                        Text(day, formatter: DateFormatter.dayOnly)
                            .position(x: proxy.size.width / 2, y: proxy.size.height * spot.rawValue)
                        // Another type's static formatter, a screen not pasted (set BH's microworkout).
                        Text("\\(day, formatter: HealthWeeksView.dayFormatter)")
                    }
                }
            }
            VStack {
                Button("Save", action: onTap)
                Spinner()
            }
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        for written in ["`save(…)`", "`DateFormatter.dayOnly`", "`proxy.size.height * spot.rawValue`", "`HealthWeeksView.dayFormatter`"] {
            #expect(warning.message.contains(written), "\(written) in \(warning.message)")
        }
        _ = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300)
        // A slip of a name the block has stays the error it is.
        #expect(diagnostics("func save() {}\nlet onTap: () -> Void = { sav() }\nButton(\"Save\", action: onTap)").contains { $0.severity == .error })
    }

    /// Set AM: the app's static compared with a case written beside it (`Gate.status == .ready`)
    /// is the app's value, so its condition stands in (it was false without a word, and the
    /// block had no view), while a variable compared with the app's case stays a comparison;
    /// the app's static function on a number type (`CGFloat.scaled(for:)`) stands in, where
    /// Swift's own (`CGFloat.maximum`) runs; a capitalised colour (`Color.Primary`, `.Primary`)
    /// is the app's, Swift's names being case-sensitive, where `.gren` stays a typo; and a
    /// property of a body's object set from the app's value (`stamp.dateFormat = self.pattern`)
    /// keeps the object's setting, the value listed.
    @Test func theAppsStaticsComparedScaledAndCapitalised() throws {
        // Alone in its block, so the stand-in conditions hold (a block must draw a view).
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Dot: View {
                var body: some View {
                    if Gate.isOpen, Gate.status == .ready {
                        Circle().foregroundColor(.Primary).frame(width: 12, height: 12)
                        Text("Synced").foregroundColor(Color.Primary)
                            .offset(y: CGFloat.scaled(for: .title) * 2)
                            .padding(CGFloat.maximum(4, 8)).id("synced")
                    }
                }
            }
            Dot()
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        for written in ["`Gate.status`", "`.Primary`", "`Color.Primary`", "`CGFloat.scaled(…)`"] {
            #expect(warning.message.contains(written), "\(written) in \(warning.message)")
        }
        #expect(!warning.message.contains("maximum"), "\(warning.message)")
        // `CGFloat.maximum(4, 8)` is Swift's: the same frames as `.padding(8)`.
        func synced(_ block: ParsedBlock) throws -> LayoutReport.Node? {
            try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).nodes.first { $0.id == "synced" }
        }
        let eight = try ParsedBlock(source: LayoutBlockSource(code: block.source.code.replacingOccurrences(of: "CGFloat.maximum(4, 8)", with: "8"),
                                                              file: "content/test.md"))
        let found = try #require(try synced(block))
        #expect(found == (try synced(eight)), "\(found)")
        let four = try ParsedBlock(source: LayoutBlockSource(code: block.source.code.replacingOccurrences(of: "CGFloat.maximum(4, 8)", with: "4"),
                                                             file: "content/test.md"))
        #expect(found != (try synced(four)), "\(found)")
        let stamp = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Stamp: View {
                var body: some View {
                    let stamp = DateFormatter()
                    stamp.dateFormat = self.pattern
                    return Text(stamp.string(from: Date(timeIntervalSince1970: 0)))
                }
            }
            Stamp()
            """, file: "content/test.md"))
        #expect(stamp.notes.filter { $0.severity == .error }.isEmpty, "\(stamp.notes)")
        #expect(stamp.notes.contains { $0.id == .standIn && $0.message.contains("pattern") }, "\(stamp.notes)")
        // A variable compared with the app's case stays a comparison: `.home` is not `.feed`.
        let tab = try ParsedBlock(source: LayoutBlockSource(code: """
            let tab = Tab.feed
            VStack {
                Text("shown")
                if tab == Tab.home { Text("home") }
            }
            """, file: "content/test.md"))
        #expect(texts(tab.initialView) == ["shown"])
        #expect(diagnostics("Text(\"a\").foregroundColor(.gren)").contains { $0.severity == .error })
    }

    /// Set AP's stand-ins, each a value of the app's that a pasted body reads and the page has
    /// not: the view's state set by a closure kept in a `let` (convos; "unknown variable"), a
    /// number the app's `extension Font` declares (convos' `.tracking(Font.titleTracking)`; "expects
    /// a number"), a member the app's `extension GeometryProxy` declares (code-ios-app; "no
    /// member"), a static function the app's extension of a Foundation type declares (WXYC's
    /// `DateFormatter.station(…)`; "unknown function"). Each stands in, listed; slips of the
    /// names SwiftUI has stay errors.
    @Test func setAPsValuesOfTheAppStandIn() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Gig { static let parser = DateFormatter.station("yyyy-MM-dd"); let band: String }
            VStack {
                let open = { showsSheet = true }
                Button(action: open) { Text("Open") }
                Text("Welcome").tracking(Font.titleTracking)
                GeometryReader { proxy in
                    Color.blue.frame(height: proxy.stripHeight)
                }
                Text(Gig(band: "Low").band)
            }
            """, file: "content/test.md"))
        #expect(block.notes.allSatisfy { $0.severity != .error }, "\(block.notes)")
        let listed = block.notes.filter { $0.id == .standIn }.map(\.message).joined()
        for written in ["showsSheet", "Font.titleTracking", "proxy.stripHeight", "DateFormatter.station(…)"] {
            #expect(listed.contains("`\(written)`"), "\(written): \(listed)")
        }
        #expect(texts(block.initialView) == ["Open", "Welcome", "Low"])
        for slip in ["Text(\"a\").font(Font.titel)", "GeometryReader { proxy in Color.red.frame(width: proxy.sizes.width) }",
                     "GeometryReader { proxy in Color.red.frame(width: proxy.safeArea) }"] {
            #expect(diagnostics(slip).contains { $0.severity == .error }, "\(slip)")
        }
    }

    /// Set AQ's stand-ins: the app's view named near a SwiftUI one is the app's when two edits
    /// change its first letter (`Action` beside `Section`) or a short word of its name (`QuitButton`
    /// beside `EditButton`), while one slip stays a typo (`ExitButton`, `TabVeiw`); the app's
    /// constant in a `let` read with a GeometryReader's size (`g.size.width * playback.fraction`,
    /// pocket-casts) stands in as it does in a `var` ("cannot take a value computed from a
    /// GeometryReader's size"); a body the app's condition leaves empty in both readings is an
    /// empty view (swiftDialog's `if prefs.showsChoices && count > 0`; "the layout block has no view").
    @Test func setAQsValuesOfTheAppStandIn() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            let playback = PlaybackModel.shared
            VStack {
                Action { print("shown") }
                QuitButton()
                GeometryReader { g in
                    Capsule().fill(.blue).frame(width: g.size.width * playback.fraction, height: 6)
                }
            }
            """, file: "content/test.md"))
        #expect(block.notes.allSatisfy { $0.severity != .error }, "\(block.notes)")
        let listed = block.notes.filter { $0.id == .standIn }.map(\.message).joined()
        #expect(listed.contains("`Action(…)`") && listed.contains("`QuitButton()`"), "\(listed)")
        // The same read through the view's property holding the app's object.
        let meter = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Meter: View {
                @ObservedObject private var progress = ProgressModel.shared
                let index: Int
                var body: some View {
                    GeometryReader { g in
                        Rectangle().frame(width: g.size.width * (progress.fraction - CGFloat(index)), height: 4)
                    }
                }
            }
            Meter(index: 0)
            """, file: "content/test.md"))
        #expect(meter.notes.allSatisfy { $0.severity != .error }, "\(meter.notes)")
        #expect(message("VStack { ExitButton() }").contains("did you mean `EditButton`?"))
        #expect(message("VStack { TabVeiw { Text(\"a\") } }").contains("did you mean `TabView`?"))
        let empty = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Choices: View {
                var count = 0
                var body: some View {
                    if preferences.showsChoices && count > 0 { Text("\\(count) choices") }
                }
            }
            Choices()
            """, file: "content/test.md"))
        #expect(empty.initialView.kind == "EmptyView" && empty.notes.allSatisfy { $0.severity != .error }, "\(empty.notes)")
    }

    /// Set AR's classes, each in words of its own: a call of the app's font function near a
    /// text style's name, a default argument reading the app's global, an asset chosen by a
    /// condition, a type beside its plural, and a body written only for macOS.
    @Test func setARsValuesOfTheAppStandIn() throws {
        func parsed(_ code: String) throws -> ParsedBlock { try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md")) }
        func standIns(_ block: ParsedBlock) -> String { block.notes.filter { $0.id == .standIn }.map(\.message).joined() }
        // `.caption1()` is called, which no text style is: the app's function, not `caption2` slipped.
        let fonts = try parsed("""
            VStack {
                Text("Paid").font(.caption1())
                Text("Owed").font(.heading3(.bold))
            }
            """)
        #expect(fonts.notes.allSatisfy { $0.severity != .error }, "\(fonts.notes)")
        #expect(standIns(fonts).contains("`.caption1`"), "\(fonts.notes)")
        // A name near a style and not called is still a slip.
        #expect(throws: (any Error).self) { try parsed("Text(\"x\").font(.captoin)") }
        // `tint: Color = brandInk` of the app's global, in a written init: a stand-in, as in a body.
        let tag = try parsed("""
            struct Tag: View {
                let title: String
                let tint: Color
                init(title: String = "New", tint: Color = brandInk) {
                    self.title = title
                    self.tint = tint
                }
                var body: some View { Text(title).foregroundStyle(tint) }
            }
            Tag()
            """)
        #expect(tag.notes.allSatisfy { $0.severity != .error }, "\(tag.notes)")
        #expect(standIns(tag).contains("`brandInk`"), "\(tag.notes)")
        // A slip of a global the block declares stays an error.
        #expect(throws: (any Error).self) {
            try parsed("""
                let brandInk = Color.teal
                struct Tag: View {
                    let tint: Color
                    init(tint: Color = brandInc) { self.tint = tint }
                    var body: some View { Text("x").foregroundStyle(tint) }
                }
                Tag()
                """)
        }
        // `Image(flag ? .sunIcon : .moonIcon)`: the app's assets either way, not hidden files.
        let icon = try parsed("""
            let daytime = true
            Image(daytime ? .sunIcon : .moonIcon).frame(width: 20, height: 20)
            """)
        #expect(icon.notes.allSatisfy { $0.severity != .error }, "\(icon.notes)")
        // `Lessons.all` of the app beside the code's `Lesson`: another type, a stand-in.
        let lessons = try parsed("""
            struct Lesson { var title: String }
            final class Course: ObservableObject {
                @Published var lessons: [Lesson] = []
                init() { lessons = Lessons.all.map { Lesson(title: $0) } }
            }
            struct Outline: View {
                @ObservedObject var course: Course
                var body: some View { Text("\\(course.lessons.count) lessons") }
            }
            Outline(course: Course())
            """)
        #expect(lessons.notes.allSatisfy { $0.severity != .error }, "\(lessons.notes)")
        #expect(standIns(lessons).contains("`Lessons`"), "\(lessons.notes)")
        // A block whose views are all for macOS draws nothing on a page laid out as iOS, and says so.
        let mac = try parsed("""
            #if os(macOS)
            Text("Menu bar")
            #endif
            """)
        #expect(mac.initialView.kind == "EmptyView")
        #expect(mac.notes.contains { $0.severity == .warning && $0.message.contains("#if os(macOS)") }, "\(mac.notes)")
    }

    /// Set AW (session 43), read once before any fix: the app's `Bool.iOS26` of its `extension
    /// Bool` stands in as `String.inboxTitle` does (Swift's `Bool` declares no static property,
    /// Apple, "Bool"), false as a condition, in `? :` and in `if`, where it was "the condition
    /// of `? :` must be a Bool" (criticalmaps).
    @Test func theAppsStaticBoolStandsInAsFalse() throws {
        let block = try parsed("""
            VStack {
                Text("Ride").padding(Bool.compactLayout ? 4 : 12).id("ride")
                if Bool.compactLayout { Text("compact") } else { Text("roomy") }
            }
            """)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("`Bool.compactLayout`") }, "\(block.notes)")
        #expect(texts(block.initialView) == ["Ride", "roomy"])
        let padding = try #require(block.initialView.allViews.first { $0.kind == "Text" }?.modifiers.first { $0.name == "padding" })
        #expect(padding.arguments.first?.value == .int(12), "\(padding)")
        // The other branch the app's `static func grid(_:) -> CGFloat` (not pasted): a stand-in too.
        let grid = try parsed("Text(\"Ride\").padding(Bool.iOS26 ? 0 : .grid(1))")
        #expect(grid.notes.filter { $0.severity == .error }.isEmpty, "\(grid.notes)")
        #expect(grid.notes.contains { $0.id == .standIn && $0.message.contains("`.grid`") }, "\(grid.notes)")
    }

    /// Set AX (session 43), read once before any fix: a view of the app's tree drawn over the
    /// app's model (`Branch(node: sub)` for each of `node.subfolders`) shows one level of
    /// stand-in rows, not a recursion without end ("views nest more than 64 deep"); the app's
    /// member of a SwiftUI enum's value (`DynamicTypeSize.large.label`, `Edge.top.label`) and
    /// Combine's `publisher` of a range stand in as they do on other values, where a slip of a
    /// member SwiftUI's values have stays an error.
    @Test func theAppsTreeEnumMembersAndPublishersStandIn() throws {
        let tree = try parsed("""
            struct Branch: View {
                @ObservedObject var node: Folder
                var body: some View {
                    VStack {
                        Text(node.title)
                        ForEach(node.subfolders) { sub in Branch(node: sub) }
                    }
                }
            }
            Branch(node: root)
            """)
        #expect(tree.notes.allSatisfy { $0.severity != .error }, "\(tree.notes)")
        #expect(tree.initialView.allViews.filter { $0.kind == "Text" }.count == 4, "the root's title and its three stand-in rows' titles")
        let members = try parsed("""
            struct Feed: View {
                let numbers = (1...5).publisher
                var body: some View {
                    VStack {
                        Text(DynamicTypeSize.large.label)
                        Text(Edge.top.label)
                    }
                }
            }
            Feed()
            """)
        #expect(members.notes.allSatisfy { $0.severity != .error }, "\(members.notes)")
        #expect(members.notes.contains { $0.id == .standIn && $0.message.contains("`DynamicTypeSize.large.label`") && $0.message.contains("publisher") }, "\(members.notes)")
        #expect(message("Text(DynamicTypeSize.large.isAccesibilitySize ? \"a\" : \"b\")").contains("no member"))
        // `TagView()` beside `TabView`: a container's content is a closure Swift requires, so a
        // call of nothing is the app's view (LeitnerBox); a container's slip with content is a typo.
        #expect(message("NavigationStack {\n    TagView()\n}").isEmpty)
        #expect(message("VStak {\n    Text(\"a\")\n}").contains("did you mean `VStack`?"))
    }

    /// Set AY (session 44), read once before any fix: the app's names in places SwiftUI's
    /// values go. `.clipShape(.panel)` of the app's `extension Shape where Self == ...` (Solstice)
    /// stands in as `Theme.panel` does; `EdgeInsets(top: .zero, ...)` takes the number's `.zero`
    /// (StackOv); `Palette.a | Palette.b` of the app's operator stands in (StackOv); a layout the
    /// site registers, called with labels none of its forms has, is the app's type of that name
    /// (StackOv's `FlowLayout(containerWidth:gap:)`); an asset symbol reached through the app's
    /// enum is its asset (XDevMan's `Image(menu.icon)`), not a hidden file `.hammer`. Slips of
    /// SwiftUI's names stay errors.
    @Test func setAYsAppNamesStandInWhereSwiftUIsValuesGo() throws {
        let block = try parsed(#"""
            enum Tool {
                case hammer
                var icon: ImageResource { .hammer }
            }
            struct Chips: View {
                var count: Int {
                    let packer = FlowLayout(containerWidth: 300, gap: 6)
                    return packer.rows
                }
                var body: some View { Text("\(count)") }
            }
            VStack {
                Text("Card").padding().clipShape(.panel)
                Text("Tab").padding(EdgeInsets(top: .zero, leading: 4, bottom: .zero, trailing: 8)).id("tab")
                Text("Hi").foregroundColor(Palette.light | Palette.dark)
                Image(Tool.hammer.icon).resizable().frame(width: 22, height: 22)
                Chips()
            }
            """#)
        #expect(block.notes.allSatisfy { $0.severity != .error }, "\(block.notes)")
        let listed = block.notes.filter { $0.id == .standIn }.map(\.message).joined()
        for name in ["`.panel`", "`Palette.light | Palette.dark`", "`Tool.hammer.icon`", "`FlowLayout(…)`"] {
            #expect(listed.contains(name), "\(name) in \(listed)")
        }
        let tab = try #require(block.initialView.allViews.first { $0.id == "tab" })
        #expect(tab.modifiers.contains { $0.name == "padding" })
        // A view's dictionary read by its Swift code is Swift's: a missing key is nil (XDevMan).
        let legend = try interpret("""
            struct Legend: View {
                var names: [String: String] = ["a": "Apple"]
                var body: some View { Text(second) }
                private var second: String { names["b"] ?? "none" }
            }
            Legend()
            """)
        #expect(texts(legend) == ["none"])
        #expect(message("Text(\"a\").clipShape(.capsle)").contains("expects a shape"))
        #expect(message("FlowLayout(spacng: 4) { Text(\"a\") }").contains("has no argument `spacng:`"))
    }

    /// A case made with values where the app's type is expected (`-> ValidationResult`, not
    /// pasted) is that type's, and stands in (set BN's Denklem: "no `.failure` takes the
    /// arguments (code:message:)", matched against Swift's `Result.failure(_:)`); Swift's
    /// `Result` is still made where it is the type.
    @Test func aCaseOfTheAppsTypeStandsInBesideSwiftsResult() throws {
        let block = try parsed("""
            enum Year: Int {
                case first = 2024
                func validate(_ x: Int) -> ValidationResult {
                    if x > 3 { return .failure(code: 1, message: "no") }
                    return .success
                }
            }
            enum Failure: Error { case bad }
            func checked(_ x: Int) -> Result<Int, Failure> { x > 0 ? .success(x) : .failure(.bad) }
            let shown = (try? checked(2).get()) ?? 0
            Text(verbatim: "\\(Year.first.rawValue) \\(shown)")
            """)
        #expect(texts(block.initialView) == ["2024 2"])
        #expect(block.notes.contains { $0.message.contains("`.failure(…)` is not defined in this block") }, "\(block.notes)")
    }

    /// A static function of `Date` (`Date.elapsed(since:)` of the app's extension, not pasted)
    /// is the app's, Foundation's `Date` having none, and stands in with what is read of it (set
    /// BQ's LifeWatch: "`Date.elapsed(...)` has no member `amount`"); pasted, it runs.
    @Test func aStaticFunctionOfDateIsTheApps() throws {
        let block = try parsed("Text(Date.elapsed(since: 1_700_000_000).amount)")
        #expect(block.notes.contains { $0.message.contains("`Date.elapsed(…)` is not defined in this block") }, "\(block.notes)")
        let pasted = try parsed("""
            extension Date { static func elapsed(since stamp: Double) -> (amount: String, unit: String) { ("3", "h") } }
            Text(Date.elapsed(since: 1_700_000_000).amount + Date.elapsed(since: 0).unit)
            """)
        #expect(texts(pasted.initialView) == ["3h"] && pasted.notes.isEmpty, "\(pasted.notes)")
    }

    /// A generic parameter given the app's type (`key(Volume.self)`, not pasted) is that stand-in,
    /// and its members stand in (set BQ's chess machine: "Void has no member `id`", naming no type
    /// the code wrote).
    @Test func aGenericParameterOfTheAppsTypeStandsIn() throws {
        let block = try parsed("""
            func key<K: SettingKey>(_ type: K.Type) -> String { K.id }
            Text(key(Volume.self))
            """)
        #expect(block.notes.contains { $0.message.contains("`Volume` is not defined in this block") }, "\(block.notes)")
    }

    /// visionOS's depth (`offset(z:)`, `frame(depth:)`) moves or sizes nothing on a flat page:
    /// the view is laid out as without it, and a warning says it is not drawn (set BQ's
    /// SpatialStash: "`offset` has no argument `z:`").
    @Test func depthIsNotDrawnOnAPage() throws {
        let code = "HStack { Text(\"12:30\").offset(z: 40).frame(depth: 10).id(\"time\") }"
        let block = try parsed(code)
        #expect(block.notes.filter { $0.id == .undrawnModifier }.map(\.subject) == ["offset(z:)", "frame(depth:)"], "\(block.notes)")
        #expect(try frames(code, width: 200)["time"] == frames("HStack { Text(\"12:30\").id(\"time\") }", width: 200)["time"])
    }

    /// A view modifier of a member of SwiftUI's enum (`ColorScheme.background.ignoresSafeArea()`)
    /// names the app's own type of that name, which hides SwiftUI's in the app (set BO's
    /// MetaCocktails declares `struct ColorScheme { static let background = Color(...) }`): the
    /// member stands in, said once, and keeps its modifiers; it was "has no method". SwiftUI's
    /// own guides stay theirs, to which no view modifier applies.
    @Test func aViewModifierOfASwiftUIEnumsMemberIsTheAppsType() throws {
        let block = try parsed("""
            ZStack {
                ColorScheme.background.ignoresSafeArea()
                Visibility.panel.frame(width: 30, height: 12).id("panel")
            }
            """)
        #expect(block.notes.contains { $0.message.contains("`ColorScheme.background`, `Visibility.panel` are not defined in this block") }, "\(block.notes)")
        let placed = try frames("VStack { Visibility.panel.frame(width: 30, height: 12) }.id(\"row\")", width: 100)
        #expect(placed["row"]?.width == 30 && placed["row"]?.height == 12, "\(placed)")
        #expect(message("HorizontalAlignment.leading.padding()").contains("has no method `padding`"))
    }

    /// A range from an index into the app's string (`string[validIndex...]` of `var string =
    /// inputString`, set BV's pocketchem, a body that loops over sub- and superscripts): the
    /// slice of the app's value stands in; it was "a range needs numeric bounds".
    @Test func aRangeFromTheAppsIndexStandsIn() throws {
        let block = try parsed("""
            var string = inputString
            var text = Text("")
            while let validIndex = string.firstIndex(where: { $0 == "_" || $0 == "^" }) {
                text = text + Text(string[..<validIndex])
                string = String(string[validIndex...].dropFirst())
            }
            return text + Text(string)
            """)
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("inputString") }, "\(block.notes)")
    }

    /// The app's shape on a SwiftUI shape type (`RoundedRectangle.adaptive` of Socket's `extension
    /// RoundedRectangle { static var adaptive: RoundedRectangle }`, set BT), not pasted: SwiftUI's
    /// shapes declare no such static, so it stands in as that shape (a rectangle for a rounded
    /// one, whose radius is the app's), alone or with the modifiers SwiftUI would apply to it;
    /// it was "has no method `fill`".
    @Test func theAppsStaticShapeStandsInAsTheShape() throws {
        let code = """
            VStack(spacing: 0) {
                RoundedRectangle.adaptive.fill(Color.clear).aspectRatio(1.5, contentMode: .fit).id("card")
                Capsule.pill.stroke(.red).frame(width: 20, height: 10).id("pill")
                HStack(spacing: 0) { RoundedRectangle.adaptive.id("bar"); Text("x") }.frame(height: 8)
            }
            .frame(width: 120)
            """
        let block = try parsed(code)
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("`RoundedRectangle.adaptive`, `Capsule.pill` are not defined") }, "\(block.notes)")
        #expect(block.initialView.allViews.filter(\.drawsStandIn).map(\.kind) == ["Rectangle", "Capsule", "Rectangle"])
        let placed = try frames(code, width: 200)
        #expect(placed["card"]?.size == Size(width: 120, height: 80), "\(placed)")
        #expect(placed["pill"]?.size == Size(width: 20, height: 10), "\(placed)")
        #expect(placed["bar"]?.height == 8, "\(placed)")
        #expect(message("Capsule.pill.flil(.red)").contains("flil"))
    }

    /// Set AZ (session 44), read once before any fix: the app's colour where a view goes
    /// (`Color.appAccent.frame(height: 40)`, Pomodoro) is a colour that keeps its modifiers (it
    /// was its name as text, 20 high), also returned by a getter typed `Color` (`var shade:
    /// Color { .appStopped }` then `shade.overlay { ... }`: "`overlay` does not take a closure");
    /// SwiftUI's `MeshGradient` and WidgetKit's `AccessoryWidgetBackground` are placeholders said
    /// once; WidgetKit's, ActivityKit's and the clipboard's modifiers are SwiftUI's, undrawn or
    /// inert. And a body with a `return` of the app's view draws its stand-in (set AX's
    /// `return rotated.border(...)` had "no view" once such bodies ran as Swift code), SwiftUI's
    /// `RotatedShape` being the shape rotated.
    @Test func setAZsAppColoursAndApplesOtherFrameworksNames() throws {
        let frames = try frames("""
            var shade: Color { .appStopped }
            VStack(spacing: 0) {
                VStack { Color.appAccent.frame(height: 40) }.id("accent")
                shade.overlay { Rectangle().fill(.white).id("cover") }.frame(height: 10)
            }
            """, width: 200)
        #expect(frames["accent"]?.height == 40 && frames["accent"]?.width == 200, "\(frames)")
        #expect(frames["cover"]?.height == 10 && frames["cover"]?.width == 200, "\(frames)")
        let block = try parsed("""
            struct Ring: View {
                var body: some View {
                    let tilted = RotatedShape(shape: Rectangle(), angle: .degrees(30))
                    return tilted.frame(width: 20, height: 20)
                }
            }
            struct Badge: View {
                var body: some View { return Sparkle(size: 3) }
            }
            VStack {
                Ring()
                Badge()
                MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
                ZStack { AccessoryWidgetBackground(); Text("25:00").widgetCurvesContent() }.activityBackgroundTint(.blue)
                Text("Note").copyable(["Note"]).pasteDestination(for: String.self) { _ in }
            }
            """)
        #expect(block.notes.allSatisfy { $0.severity != .error }, "\(block.notes)")
        #expect(block.initialView.allViews.contains { $0.kind == "Rectangle" && $0.modifiers.contains { $0.name == "rotationEffect" } })
        #expect(block.notes.filter { $0.id == .undrawnView }.map(\.subject) == ["MeshGradient", "AccessoryWidgetBackground"])
        let listed = block.notes.filter { $0.id == .standIn }.map(\.message).joined()
        #expect(listed.contains("`Sparkle(…)`") && !listed.contains("MeshGradient") && !listed.contains("widgetCurvesContent"), "\(listed)")
        #expect(block.notes.contains { $0.message.contains("`.copyable`, `.pasteDestination` have no effect") }, "\(block.notes)")
    }
}

