// Rules of Swift and SwiftUI that apps read in sessions 54 to 58 showed the two evaluators broke.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

/// Each test is one rule, written here in small code of its own; the comment names the app
/// where it was seen. Text is measured with the fixed-advance font (8 px a character).
@Suite struct PastedCodeRulesTests {
    private func block(_ code: String) throws -> ParsedBlock {
        try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
    }

    /// penn-mobile's `ScheduleView`: `let minTime = minTime ?? 30` shadows the property from
    /// there on (Swift's lexical lookup), in the closures the body hands to SwiftUI too; the
    /// `stride` inside them read the optional property (nil).
    @Test func aLocalShadowsThePropertyInsideViewBuilderClosures() throws {
        let made = try block("""
            struct Schedule: View {
                var minTime: Int? = nil
                var body: some View {
                    let minTime = minTime ?? 30
                    return ZStack(alignment: .top) {
                        VStack {
                            ForEach(Array(stride(from: minTime, through: 60, by: 15)), id: \\.self) { t in Text("\\(t)") }
                        }
                    }
                }
            }
            """)
        #expect(texts(made.initialView) == ["30", "45", "60"])
    }

    /// Vision-DG's `CurvedShape`: `endAngle: .init(degrees: 180)` and `startAngle: .zero` of
    /// `Path.addArc` are Angle's initialiser and static member, the parameter's type.
    @Test func anArcsAnglesAreImplicitMembersOfAngle() throws {
        let made = try block("""
            Path { path in
                path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .zero, endAngle: .init(degrees: 180), clockwise: false)
            }
            .fill(Color.red)
            .frame(width: 100, height: 100)
            """)
        #expect(made.notes.isEmpty)
        #expect(made.initialView.allViews.contains { $0.kind == "Path" })
    }

    /// Construct's `static let default: Self = .init()`: `Self` of a concrete type gives the
    /// implicit member its type.
    @Test func selfAsAnAnnotationGivesImplicitMembersTheirType() throws {
        let laidOut = try frames("""
            struct Metrics {
                var side: Double = 40
                static let standard: Self = .init()
                static let wide: Self = .init(side: 90)
            }
            HStack(spacing: 0) {
                Color.red.frame(width: Metrics.standard.side, height: 10).id("a")
                Color.blue.frame(width: Metrics.wide.side, height: 10).id("b")
            }
            """, width: 400)
        #expect(laidOut["a"]?.width == 40)
        #expect(laidOut["b"]?.width == 90)
    }

    /// Construct's `AnimatingSymbol.Modifier`: a `ViewModifier` that writes its `init` is made
    /// by it; Swift's memberwise initialiser is gone (it said "takes no `variableValue:`").
    @Test func aModifiersWrittenInitMakesIt() throws {
        let made = try block("""
            struct Badge: ViewModifier {
                let label: String
                init(name: String, count: Int) { label = name + " \\(count)" }
                func body(content: Content) -> some View { content.overlay(Text(label)) }
            }
            Color.clear.frame(width: 10, height: 10).modifier(Badge(name: "Mail", count: 3))
            """)
        #expect(texts(made.initialView) == ["Mail 3"])
        #expect(message("""
            struct Badge: ViewModifier {
                let label: String
                init(name: String, count: Int) { label = name + " \\(count)" }
                func body(content: Content) -> some View { content.overlay(Text(label)) }
            }
            Color.clear.modifier(Badge(label: "Mail"))
            """).contains("no `init` of `Badge` takes (label:)"))
    }

    /// Construct's `MenuPickerField`: a property declared `Binding<Value>` and set by a written
    /// `init` (`self.selection = selection`) holds the binding, which a `Picker` takes; a
    /// `@Binding` property set through its storage still reads as its value.
    @Test func aBindingPropertySetByAnInitStaysABinding() throws {
        let made = try block("""
            struct Choice: View {
                let title: String
                let selection: Binding<Int>
                init(_ title: String, selection: Binding<Int>) {
                    self.title = title
                    self.selection = selection
                }
                var body: some View {
                    Picker(title, selection: selection) {
                        Text("One").tag(1)
                        Text("Two").tag(2)
                    }
                    .pickerStyle(.segmented)
                }
            }
            @State var number = 2
            Choice("Number", selection: $number)
            """)
        #expect(made.initialView.allViews.contains { $0.kind == "Picker" })
        #expect(made.notes.isEmpty)
    }

    /// penn-mobile's `PennLink`: of two inits with the same labels, a string literal takes the
    /// one whose parameter is a `String`, and a `LocalizedStringKey` parameter takes a string
    /// (it fitted neither: "no `init` takes String, String").
    @Test func overloadsWithTheSameLabelsAreChosenByAStringsTypes() throws {
        let made = try block("""
            struct Entry: View {
                let title: LocalizedStringKey
                let detail: String
                init(title: LocalizedStringKey, count: Int) {
                    self.title = title
                    detail = "\\(count) items"
                }
                init(title: LocalizedStringKey, count: String) {
                    self.title = title
                    detail = "count " + count
                }
                var body: some View { HStack { Text(title); Text(detail) } }
            }
            VStack {
                Entry(title: "Books", count: "many")
                Entry(title: "Pens", count: 3)
            }
            """)
        #expect(texts(made.initialView) == ["Books", "count many", "Pens", "3 items"])
    }

    /// penn-mobile's sublet models: `try Offer(from: decoder)` of a `Codable` type is the
    /// `init(from:)` Swift synthesises, which reads the app's decoder: it stands in, where it was
    /// "`Offer` takes no `from:`" for a type whose other inits never read a decoder.
    @Test func aCodableTypesSynthesisedDecoderInitStandsIn() throws {
        let made = try block("""
            struct Offer: Codable {
                var email: String
            }
            struct Listing: Decodable {
                var offer: Offer
                init(offer: Offer) { self.offer = offer }
                init(from decoder: Decoder) throws { offer = try Offer(from: decoder) }
            }
            let listing = Listing(offer: Offer(email: "a@b.c"))
            Text(listing.offer.email)
            """)
        #expect(texts(made.initialView) == ["a@b.c"])
        #expect(made.notes.contains { $0.id == .standIn && $0.message.contains("`Offer(from:)`") })
        // A type that is not `Decodable` has no such initialiser.
        #expect(message("""
            struct Offer { var email: String }
            struct Listing {
                var offer: Offer
                init(offer: Offer) { self.offer = offer }
                init(from text: String) { offer = Offer(from: text) }
            }
            Text(Listing(offer: Offer(email: "a")).offer.email)
            """).contains("`Offer` takes no `from:` here"))
    }

    /// Construct's `PopoverWrapper`: `Optional` is a `View` when its wrapped type is, so a nil
    /// view takes behaviours as it takes drawing modifiers, and draws nothing (it was "nil has
    /// no method `gesture`").
    @Test func aNilOptionalViewTakesBehavioursAndDrawsNothing() throws {
        let laidOut = try frames("""
            struct Host: View {
                var popover: Text? = nil
                var body: some View {
                    ZStack {
                        Color.blue.frame(width: 40, height: 40).id("base")
                        popover
                            .padding(15)
                            .gesture(DragGesture().onChanged { _ in })
                    }
                }
            }
            """, width: 400)
        #expect(laidOut["base"]?.width == 40)
        #expect(!laidOut.keys.contains { $0.hasPrefix("text") })
    }

    /// penn-mobile's `HomeView`: `Date.FormatStyle().weekday().month(.wide).day()` in a
    /// computed property is the format style `.dateTime...` is (Foundation's `dateTime` is
    /// `Date.FormatStyle()`), given to `Text("\(date, format:)")`; it stood in and was refused.
    @Test func aDateFormatStyleMadeInSwiftCodeWritesTheDate() throws {
        let made = try block("""
            let day = Date(timeIntervalSince1970: 0)
            var style: Date.FormatStyle { Date.FormatStyle().weekday().month(.wide).day() }
            VStack {
                Text("\\(day, format: style)")
                Text(day.formatted(.dateTime.weekday().month(.wide).day()))
            }
            """)
        let written = texts(made.initialView)
        #expect(written.count == 2 && written[0] == written[1] && written[0].contains("January"))
        #expect(made.notes.isEmpty)
    }

    /// penn-mobile's dining venues: `formatter.timeZone = .gmt` is the zone a page formats in
    /// (it was refused as another time zone).
    @Test func aFormattersGMTZoneIsThePagesOwn() throws {
        let made = try block("""
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd HH:mm"
            formatter.timeZone = .gmt
            Text(formatter.string(from: Date(timeIntervalSince1970: 3600)))
            """)
        #expect(texts(made.initialView) == ["1970-01-01 01:00"])
    }

    /// Shuaa's `OtpFormFieldView`: `var promptView: Text { get { ... } }` is the same read-only
    /// property as without `get` (it was "cannot run here: its body was not compiled", an
    /// internal error), and the `Text` a `TextField`'s `prompt:` takes is its placeholder.
    @Test func anExplicitGetterOfAViewPropertyIsItsBody() throws {
        let laidOut = try frames("""
            struct Code: View {
                @State var pin = ""
                private var promptView: Text {
                    get { Text("----") }
                }
                var label: some View { get { Text("Code").id("label") } }
                var body: some View {
                    VStack(spacing: 0) {
                        label
                        TextField("", text: $pin, prompt: promptView).id("field")
                    }
                }
            }
            """, width: 300)
        #expect(laidOut["label"]?.width == 32)
        #expect(laidOut["field"]?.height == 20)
        let made = try block("""
            @State var pin = ""
            TextField("", text: $pin, prompt: Text("----"))
            """)
        #expect(made.notes.isEmpty)
    }

    /// A `TextField` with an empty title and nothing typed is a line of its font tall, as
    /// UIKit's field is (it had no height).
    @Test func anEmptyTextFieldIsOneLineTall() throws {
        let laidOut = try frames("""
            @State var name = ""
            VStack(spacing: 0) {
                TextField("", text: $name).id("empty")
                TextField("Name", text: $name).id("titled")
            }
            """, width: 300)
        #expect(laidOut["empty"]?.height == 20)
        #expect(laidOut["empty"]?.height == laidOut["titled"]?.height)
    }

    /// myfitness's workout views: `.aspectRatio(geometry.size, contentMode: .fill)` takes the
    /// reader's proportions, for each size (it was "`aspectRatio` expects a number or a
    /// `CGSize`"): 390 by 200 filled into 300 by 300 is 585 by 300.
    @Test func anAspectRatioOfAGeometryReadersSize() throws {
        let laidOut = try frames("""
            GeometryReader { geometry in
                Color.green
                    .aspectRatio(geometry.size, contentMode: .fill)
                    .frame(width: 300, height: 300)
            }
            .frame(height: 200)
            """, width: 390)
        let fill = try #require(laidOut.first { $0.key.hasPrefix("color") }?.value)
        #expect(abs(fill.width - 585) < 0.01 && fill.height == 300)
    }

    /// Construct's `TextFieldWithSlug`: a `Binding`'s `projectedValue` is the binding itself,
    /// for a `.constant` default and a state's binding alike (it was "has no member").
    @Test func aBindingsProjectedValueIsTheBinding() throws {
        let made = try block("""
            struct Field: View {
                @Binding var focus: Bool
                init(focus: Binding<Bool> = Binding.constant(false)) {
                    _focus = focus.projectedValue
                }
                var body: some View { Text(focus ? "on" : "off") }
            }
            @State var on = true
            VStack {
                Field()
                Field(focus: $on)
            }
            """)
        #expect(texts(made.initialView) == ["off", "on"])
    }

    /// penn-mobile's `HomeView` read alone: `Text("\(date, format: dateFormatStyle)")` of the
    /// app's style, not pasted, stands in with it (it was refused as no format of a date).
    @Test func aDateWrittenInTheAppsFormatStyleStandsIn() throws {
        let made = try block("""
            let day = Date(timeIntervalSince1970: 0)
            Text("\\(day, format: dateFormatStyle)")
            """)
        #expect(made.notes.contains { $0.id == .standIn && $0.message.contains("`dateFormatStyle`") })
    }

    /// Vision-DG's `TrasactionLimitRow` read alone: `Int(min)` and `String(format:, max)` read
    /// the row's `var min: Double`, not pasted: no number's or string's initialiser takes a
    /// function, so the name is the app's, standing in (it was "cannot convert a closure to
    /// `Int`"); `reduce(0, max)` still passes Swift's function.
    @Test func aStandardFunctionsNameGivenToANumbersInitialiserIsTheApps() throws {
        let made = try block("""
            VStack {
                Text(String(Int(min)))
                Text(String(format: "%.0f", max))
                Text("\\([3, 1, 2].reduce(0, max))")
            }
            """)
        #expect(texts(made.initialView).last == "3")
        #expect(made.notes.contains { $0.id == .standIn && $0.message.contains("`min`, `max`") })
    }

    /// WWDC-SSC's `BaseView`: `toolbar?()` of an optional closure is nil where the closure is
    /// (it was "nil cannot be called"), its result where it is not.
    @Test func anOptionalClosureIsCalledThroughOptionalChaining() throws {
        let made = try block("""
            struct Base: View {
                let title: String
                let toolbar: AnyView?
                init(title: String, toolbar: (() -> AnyView)? = nil) {
                    self.title = title
                    self.toolbar = toolbar?()
                }
                var body: some View { VStack { Text(title); toolbar } }
            }
            VStack {
                Base(title: "A")
                Base(title: "B", toolbar: { AnyView(Text("tools")) })
            }
            """)
        #expect(texts(made.initialView) == ["A", "B", "tools"])
    }

    /// ios-financer's `MonthlySummaryCard`: `calendar.range(of: .day, in: .month, for:)` is the
    /// days of the date's month (Foundation's `range(of:in:for:)`), 31 for January 1970.
    @Test func aCalendarsRangeOfDaysInAMonth() throws {
        let made = try block("""
            let calendar = Calendar.current
            let days = calendar.range(of: .day, in: .month, for: Date(timeIntervalSince1970: 0)) ?? 1..<1
            Text("\\(days.count) \\(days.lowerBound)")
            """)
        #expect(texts(made.initialView) == ["31 1"])
    }

    /// Wordlike's `extension Calendar { static let gregorianUtc: Calendar = { ... }() }`: an
    /// extension of Foundation's calendar, pasted beside the view, runs (it was "extensions of
    /// `Calendar` are not supported"), its static read in a body and in a computed property;
    /// `extension TimeInterval` is one of `Double`, the type it names.
    @Test func anExtensionOfFoundationsCalendarRuns() throws {
        let made = try block("""
            extension Calendar {
                static let gregorianUtc: Calendar = {
                    var calendar = Calendar(identifier: .gregorian)
                    calendar.timeZone = TimeZone(identifier: "UTC")!
                    return calendar
                }()
            }
            extension TimeInterval {
                var minutes: Double { self / 60 }
            }
            struct Day: View {
                let date = Date(timeIntervalSince1970: 86_400 * 40)
                var month: Int { Calendar.gregorianUtc.component(.month, from: date) }
                var body: some View {
                    VStack {
                        Text("\\(Calendar.gregorianUtc.component(.day, from: date))")
                        Text("\\(month)")
                        Text("\\(TimeInterval(180).minutes)")
                    }
                }
            }
            Day()
            """)
        #expect(made.notes.isEmpty)
        // A `Double` interpolated into `Text`'s key is written with `%lf` (SwiftUI's
        // `LocalizedStringKey.StringInterpolation`), six decimals.
        #expect(texts(made.initialView) == ["10", "2", "3.000000"])
    }

    /// Wordlike's preview read without its `extension Calendar`: the app's static of a known
    /// Foundation type stands in (it was "unknown member `Calendar.gregorianUtc`"), as the
    /// app's statics of `Color` and `Date` do; a slip of Foundation's own stays an error.
    @Test func theAppsStaticOfCalendarNotPastedStandsIn() throws {
        let made = try block("""
            Text("\\(Calendar.gregorianUtc.component(.day, from: .now))")
            """)
        #expect(made.notes.contains { $0.id == .standIn && $0.message.contains("Calendar.gregorianUtc") })
        #expect(throws: (any Error).self) {
            try block("""
                Text("\\(Calendar.curent.component(.day, from: .now))")
                """)
        }
    }

    /// An implicit member chain (SE-0287: `.init(timeIntervalSince1970: 0).addingTimeInterval(60)`,
    /// `.now.addingTimeInterval(-60)` where a `Date` goes) starts from the contextual type's
    /// member: in a typed static, in a typed array's `.init(...)` (whose arguments take the
    /// initialiser's parameter types, as `Item(...)`'s do), and in a data type made in view
    /// code. Each stood in as the app's value.
    @Test func anImplicitMemberChainStartsFromTheContextsType() throws {
        let made = try block("""
            struct Item { var date: Date; var tint: Color = .red }
            struct Samples {
                static let start: Date = .init(timeIntervalSince1970: 0).addingTimeInterval(60)
                static let items: [Item] = [.init(date: .init(timeIntervalSince1970: 0).addingTimeInterval(120))]
                static let later: Date = .now.addingTimeInterval(60)
            }
            let made = Item(date: .init(timeIntervalSince1970: 0).addingTimeInterval(180), tint: .blue.opacity(0.5))
            VStack {
                Text("\\(Int(Samples.start.timeIntervalSince1970))")
                Text("\\(Int(Samples.items[0].date.timeIntervalSince1970))")
                Text("\\(Int(made.date.timeIntervalSince1970))")
                Text("\\(Samples.later.timeIntervalSince(.now))")
            }
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        #expect(texts(made.initialView) == ["60", "120", "180", "60.000000"])
    }

    /// Klettrack's `SeasonalityHeatmap` body read alone: `var share: [Int: Double] = [:]` above
    /// a loop that writes `share[m] = max(share[m, default: 0], v)` and `counts[m, default: 0] += 1`
    /// is Swift's dictionary (the view code handed the empty literal over as a record: "a
    /// subscript here takes one index", "only an array element can be assigned through a subscript").
    @Test func aDictionaryDeclaredAboveABodysLoopIsWrittenByKey() throws {
        let made = try block("""
            let values: [(Int, Double)] = [(1, 2), (1, 3), (2, 5)]
            var share: [Int: Double] = [:]
            var counts: [Int: Int] = [:]
            for (m, v) in values {
                share[m] = max(share[m, default: 0], v)
                counts[m, default: 0] += 1
            }
            return VStack {
                ForEach(share.keys.sorted(), id: \\.self) { k in Text("\\(k) \\(Int(share[k]!)) \\(counts[k] ?? 0)") }
            }
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        #expect(texts(made.initialView) == ["1 3 2", "2 5 1"])
    }

    /// rawctl's `GeneralSettingsView`: `@State private var flag = Prefs.defaultFlag` of a type not
    /// pasted is the app's value, false as a condition wherever it is read: in the body, and in
    /// a `@ViewBuilder` closure the view hands to its own helper, where it comes back from Swift
    /// code as `.defaultFlag` of no type ("`!` cannot be applied"): `Bool` has no such member.
    @Test func theAppsStaticAsAPropertysDefaultStandsInWhereverItIsRead() throws {
        let made = try block("""
            struct Settings: View {
                @State private var flag = Prefs.defaultFlag
                var body: some View {
                    card {
                        Text(flag ? "on" : "off")
                        Text("b").disabled(!flag)
                    }
                }
                private func card<Content: View>(@ViewBuilder content: () -> Content) -> some View { VStack { content() } }
            }
            Settings()
            """)
        #expect(texts(made.initialView) == ["off", "b"])
        #expect(made.notes.contains { $0.id == .standIn && $0.message.contains("defaultFlag") }, "\(made.notes)")
    }

    /// SportsCal's `LiveActivityStatusView`: `#if canImport(ActivityKit)` holds on iOS, whose SDK
    /// has the framework, so its clause is the body (it was dropped: "the layout block has no
    /// view"); macOS's `AppKit` is not importable, so its clause is not.
    @Test func canImportHoldsForTheIOSSDKsFrameworks() throws {
        let made = try block("""
            VStack {
                #if canImport(ActivityKit)
                Text("live")
                #endif
                #if canImport(WidgetKit) && canImport(Charts)
                Text("widgets")
                #endif
                #if canImport(AppKit)
                Text("mac")
                #else
                Text("not mac")
                #endif
            }
            """)
        #expect(texts(made.initialView) == ["live", "widgets", "not mac"])
    }

    /// rawctl's `ActivityRow`: `date.formatted(.relative(presentation: .named))` is Foundation's
    /// relative style against the page's date (it was "a date is formatted with `formatted()`...").
    @Test func aRelativeDateFormatStyleWritesAgainstThePagesDate() throws {
        let made = try block("""
            VStack {
                Text(Date.now.addingTimeInterval(-86_400).formatted(.relative(presentation: .named)))
                Text(Date.now.addingTimeInterval(3 * 3600).formatted(.relative(presentation: .numeric, unitsStyle: .abbreviated)))
                Text(Date.now.addingTimeInterval(-120), format: .relative(presentation: .numeric))
            }
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        #expect(texts(made.initialView) == ["yesterday", "in 3 hr.", "2 minutes ago"])
    }

    /// rawctl's `FolderSource.init(from:)`: `URL(resolvingBookmarkData:options:relativeTo:bookmarkDataIsStale: &stale)`
    /// is Foundation's initialiser the page's library lacks: its value stands in, as `URL`'s
    /// other unknown initialisers do (it was "`&` passes a variable to an `inout` parameter;
    /// `URL` has none"); a script keeps Swift's refusal of what it cannot run.
    @Test func aKnownTypesInitialiserTakingAnInoutArgumentStandsIn() throws {
        let made = try block("""
            struct Folder {
                var url: URL
                init(bookmark: Data) {
                    var isStale = false
                    url = (try? URL(resolvingBookmarkData: bookmark, options: [], relativeTo: nil, bookmarkDataIsStale: &isStale))
                        ?? URL(fileURLWithPath: "/")
                }
            }
            Text(Folder(bookmark: Data()).url.lastPathComponent)
            """)
        #expect(made.notes.contains { $0.id == .standIn && $0.message.contains("URL(resolvingBookmarkData:") }, "\(made.notes)")
    }

    /// `items.sorted(using: KeyPathComparator(\.amount, order: .reverse))`, an array of
    /// comparators, `sort(using: SortDescriptor(\.name))` (Apple, "sorted(using:)",
    /// "KeyPathComparator", "SortDescriptor"): what swift 6.3.1 prints for the same code, ties
    /// kept in order (they stood in as the app's); and `date: .now` given to a memberwise
    /// initialiser is `Date.now`, which `formatted(date:time:)` writes (it stayed `.now` of no type).
    @Test func sortComparatorsOrderByTheirKeyPaths() throws {
        let made = try block("""
            struct Item { var name: String; var amount: Double; var date: Date }
            struct Shelf {
                static let items = [Item(name: "b", amount: 2, date: .now), Item(name: "a", amount: 2, date: .now),
                                    Item(name: "c", amount: 5, date: .now)]
                static var byName: [Item] {
                    var copy = items
                    copy.sort(using: SortDescriptor(\\.name))
                    return copy
                }
            }
            VStack {
                Text(Shelf.items.sorted(using: KeyPathComparator(\\.amount, order: .reverse)).map(\\.name).joined())
                Text(Shelf.items.sorted(using: [KeyPathComparator(\\.amount), KeyPathComparator(\\.name, order: .reverse)]).map(\\.name).joined())
                Text(Shelf.byName.map(\\.name).joined())
                Text(Shelf.items[0].date == Date.now ? "now" : "other")
            }
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        #expect(texts(made.initialView) == ["cba", "bac", "abc", "now"])
    }

    /// CosmosExplorer's `LoginView`: `y: -CGFloat.random(in: 0...geometry.size.height)` is the
    /// draw of the reader's size, negated (it was compiled again as layout code, where the draw
    /// was refused: "`CGFloat.random` draws when the block is read").
    @Test func aRandomDrawOfTheReadersSizeIsNegated() throws {
        let laidOut = try frames("""
            GeometryReader { g in
                ZStack {
                    Color.red.frame(width: 4, height: 4).position(x: 10, y: -CGFloat.random(in: 0...g.size.height)).id("a")
                    Color.blue.frame(width: 4, height: 4).position(x: 10, y: -g.size.height / 4).id("b")
                }
            }
            .frame(width: 200, height: 100)
            """, width: 390)
        let drawn = try #require(laidOut["a"]), fixed = try #require(laidOut["b"])
        #expect(fixed.midY == -25)
        #expect(drawn.midY <= 0 && drawn.midY >= -100)
    }

    /// Apple's Scrumdinger tutorial writes `extension LabelStyle where Self == TrailingIconLabelStyle
    /// { static var trailingIcon: Self { Self() } }` for `.labelStyle(.trailingIcon)` (SE-0299), and a
    /// `ProgressViewStyle` whose `makeBody` draws `ProgressView(configuration)` over a rounded
    /// rectangle: the extension was "extensions of `LabelStyle` are not supported", `Self()` in a
    /// concrete type's static stood in, and the progress style was "expects a progress view style".
    @Test func styleProtocolStaticsAndAProgressViewStyle() throws {
        let made = try block("""
            struct IconAfter: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.title; configuration.icon }
                }
            }
            extension LabelStyle where Self == IconAfter {
                static var iconAfter: Self { Self() }
            }
            struct Banded: ProgressViewStyle {
                var band: Color
                func makeBody(configuration: Configuration) -> some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 10).fill(band).frame(height: 20)
                        ProgressView(configuration).frame(height: 12).padding(.horizontal)
                    }
                }
            }
            VStack {
                Label("5", systemImage: "clock").labelStyle(.iconAfter)
                ProgressView(value: 5, total: 15).progressViewStyle(Banded(band: .yellow))
            }
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        let kinds = made.initialView.allViews.map(\.kind)
        #expect(kinds.contains("RoundedRectangle") && kinds.filter { $0 == "ProgressView" }.count == 1, "\(kinds)")
        let bar = try #require(made.initialView.allViews.first { $0.kind == "ProgressView" })
        #expect(bar.argument("value")?.number.map { abs($0 - 1.0 / 3) < 1e-9 } == true)
        let row = try #require(made.initialView.allViews.first { $0.kind == "HStack" })
        #expect(row.children.map(\.kind) == ["Text", "Image"], "\(row.children.map(\.kind))")
    }

    /// Apple's Landmarks tutorial extends `Animation` (`static func ripple(index:)`) and
    /// `AnyTransition` (`static var moveAndFade`, an `.asymmetric` of implicit member chains):
    /// both were "extensions of ... are not supported"; their statics are what `.animation(_:)`
    /// and `.transition(_:)` read, made as the same code written in the body is.
    @Test func extensionsOfAnimationAndAnyTransitionRun() throws {
        let code = """
            extension Animation {
                static func staggered(_ index: Int) -> Animation {
                    Animation.spring(dampingFraction: 0.5).speed(2).delay(0.05 * Double(index))
                }
            }
            extension AnyTransition {
                static var slideAndFade: AnyTransition {
                    .asymmetric(insertion: .move(edge: .leading).combined(with: .opacity), removal: .scale.combined(with: .opacity))
                }
            }
            VStack {
                Text("a").animation(.staggered(2)).transition(.slideAndFade)
                Text("b").animation(Animation.spring(dampingFraction: 0.5).speed(2).delay(0.05 * Double(2)))
                    .transition(.asymmetric(insertion: .move(edge: .leading).combined(with: .opacity), removal: .scale.combined(with: .opacity)))
            }
            """
        let made = try block(code)
        #expect(made.notes.isEmpty, "\(made.notes)")
        let rows = made.initialView.allViews.filter { $0.kind == "Text" }
        #expect(rows.count == 2)
        func written(_ view: BlockView) -> [String] {
            view.modifiers.filter { ["animation", "transition"].contains($0.name) }.map { "\($0.name) \($0.arguments.map(\.value.interpolated))" }
        }
        #expect(written(rows[0]).count == 2 && written(rows[0]) == written(rows[1]), "\(written(rows[0])) vs \(written(rows[1]))")
    }

    /// Scrumdinger's `SpeakerArc(...).rotation(Angle(degrees: -90)).stroke(...)`: `Shape.rotation(_:anchor:)`
    /// of the block's own shape and of a `Path` is drawn as SwiftUI's shapes' is (it stood in).
    @Test func theBlocksOwnShapeAndAPathRotate() throws {
        let made = try block("""
            struct Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY)) }
                }
            }
            VStack {
                Wedge().rotation(Angle(degrees: -90)).stroke(.purple, lineWidth: 4).frame(width: 40, height: 40)
                Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 10)) }.rotation(.degrees(45)).stroke(.red)
            }
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        let rotated = made.initialView.allViews.filter { $0.modifiers.contains { $0.name == "rotationEffect" } }.map(\.kind)
        #expect(rotated == ["Wedge", "Path"], "\(rotated)")
    }

    /// Gem's `@State private var shouldAnimate: Bool = .init()`: `Bool()` is `false`, as
    /// `Int()` is 0 ("`Bool` takes one value"). Its `url.host()`: iOS 16's methods for a URL's
    /// parts, percent-encoded unless told not to ("URL has no method `host`").
    @Test func boolsInitAndAURLsPartMethods() throws {
        let made = try block("""
            struct Loading: View {
                @State private var spin: Bool = .init()
                let url = URL(string: "https://ex.com/a%20b?q=1")!
                var body: some View {
                    VStack {
                        Text(spin ? "on" : "off")
                        Text(url.host() ?? "none")
                        Text(url.path(percentEncoded: false) + " " + url.path() + " " + (url.query() ?? ""))
                    }
                }
            }
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        #expect(texts(made.initialView) == ["off", "ex.com", "/a b /a%20b q=1"])
    }

    /// caderninho's `.listRowInsets(.init(top: .spacingBig, leading: .zero, bottom: .spacingBig,
    /// trailing: .zero))`: an edge names `CGFloat`'s static member (`.zero`), the app's constant
    /// standing in; `.zero` was "expects `EdgeInsets(top:leading:bottom:trailing:)`".
    @Test func anEdgeInsetsInitTakesCGFloatsStatics() throws {
        let made = try block("""
            List {
                Text("a").listRowInsets(.init(top: 6, leading: .zero, bottom: 6, trailing: CGFloat.zero))
            }
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        let insets = made.initialView.allViews.flatMap(\.modifiers).first { $0.name == "listRowInsets" }?.arguments.first?.value
        guard case .member(let edges)? = insets else { Issue.record("\(String(describing: insets))"); return }
        #expect(edges.base == "EdgeInsets" && edges.arguments?.map(\.value.number) == [6, 0, 6, 0], "\(edges)")
    }

    /// Apple's `@Bindable var book = book` inside a body (Apple, "Bindable": "you can create a
    /// `@Bindable` variable within a view's body") is the object, and `$book.title` binds its
    /// property; it stood in, with a note that it "has no effect". Novelty's `@UndoBindable(...)
    /// var bindable = story` in a body, of the app's own wrapper not pasted, is the app's value
    /// as its view properties are: "only the `@State` attribute is supported".
    @Test func wrappedLocalsInABody() throws {
        let made = try block("""
            @Observable final class Book {
                var title = "Dune"
                var read = true
            }
            struct Editor: View {
                var book: Book
                var body: some View {
                    @Bindable var model = book
                    VStack {
                        TextField("Title", text: $model.title)
                        Toggle("Read", isOn: $model.read)
                        Text(model.title)
                    }
                }
            }
            Editor(book: Book())
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        #expect(texts(made.initialView) == ["Dune"])
        let field = try #require(made.initialView.allViews.first { $0.kind == "TextField" })
        #expect("\(String(describing: field.argument("text")))".contains("\"Dune\""), "\(String(describing: field.argument("text")))")
        let toggle = try #require(made.initialView.allViews.first { $0.kind == "Toggle" })
        #expect("\(String(describing: toggle.argument("isOn")))".contains("bool(true)"), "\(String(describing: toggle.argument("isOn")))")

        let app = try block("""
            struct Row: View {
                var name = "Notes"
                var body: some View {
                    @UndoTracked(label: "Rename") var tracked = name
                    Text(tracked)
                }
            }
            """)
        #expect(!app.notes.contains { $0.severity == .error }, "\(app.notes)")
        #expect(app.notes.contains { $0.id == .standIn && $0.message.contains("`tracked`") }, "\(app.notes)")
    }

    /// Sila's `.textRenderer(ChatTextRenderer())` (iOS 18): the text lays out as without it and
    /// is drawn without the renderer, with a warning (it stood in as the app's modifier); a
    /// pasted renderer that writes `sizeThatFits(proposal:text:)` sizes its text itself, which a
    /// page cannot, so it is refused at the modifier.
    @Test func aTextRendererIsUndrawnUnlessItSizesItsText() throws {
        let made = try block("Text(\"Hello\").textRenderer(Shimmer())")
        #expect(made.notes.map(\.severity) == [.warning] && made.notes[0].message.hasPrefix("`.textRenderer` is not drawn"), "\(made.notes)")
        #expect(made.initialView.kind == "Text" && made.initialView.modifiers.isEmpty)
        do {
            _ = try block("""
                struct Padded: TextRenderer {
                    func draw(layout: Text.Layout, in context: inout GraphicsContext) {}
                    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { CGSize(width: 10, height: 10) }
                }
                Text("Hello").textRenderer(Padded())
                """)
            Issue.record("a renderer that sizes its text was laid out")
        } catch {
            #expect("\(error)".contains("`Padded` sizes its text itself"), "\(error)")
        }
    }

    /// iOS 18's `@State private var position = ScrollPosition(idType: Int.self)` given to
    /// `.scrollPosition($position)`: a value only scrolling reads, the page's scroll view at its
    /// start, in a body and in Swift code alike; it stood in as the app's value.
    @Test func aScrollPositionIsABehaviourValue() throws {
        let made = try block("""
            struct Feed: View {
                @State private var position = ScrollPosition(idType: Int.self)
                var top: ScrollPosition { ScrollPosition(edge: .top) }
                var body: some View {
                    let start = top
                    ScrollView { Text("Row") }.scrollPosition($position).onAppear { position = start }
                }
            }
            """)
        #expect(!made.notes.contains { $0.severity != .note }, "\(made.notes)")
        #expect(texts(made.initialView) == ["Row"])
    }

    /// `@FocusState private var isFocused: Bool` is `false`, `@FocusState var field: Field?` and
    /// `@GestureState var active: Int?` are `nil`: what SwiftUI's `init()` of each gives a
    /// property declared without a value (Jukebox's `EnergyCurveEditor`); they stood in, as
    /// the app's values, beside a memberwise and a written initialiser alike.
    @Test func focusAndGestureStatesHaveTheirInitsValues() throws {
        let states = """
                enum Field { case user }
                @FocusState private var isFocused: Bool
                @FocusState private var field: Field?
                @GestureState private var active: Int?
                var body: some View {
                    VStack {
                        Text(isFocused ? "editing" : "idle")
                        Text(field == nil ? "none" : "some")
                        Text(active.map { "\\($0)" } ?? "no drag")
                        helper()
                    }
                }
                func helper() -> some View { Text(isFocused ? "f" : "nf") }
            """
        for made in [try block("struct Login: View {\n" + states + "\n}"),
                     try block("struct Login: View {\n    let title: String\n    init(title: String) { self.title = title }\n" + states + "\n}\nLogin(title: \"T\")")] {
            #expect(!made.notes.contains { $0.severity != .note }, "\(made.notes)")
            #expect(texts(made.initialView) == ["idle", "none", "no drag", "nf"], "\(texts(made.initialView))")
        }
    }

    /// Jukebox's `RenameButton()` (iOS 16) in a title menu: the system's button, "Rename" with
    /// the pencil symbol, as the same button written out is; it stood in as the app's view.
    @Test func aRenameButtonIsTheSystemsButton() throws {
        let made = try block("VStack { RenameButton() }")
        #expect(made.notes.isEmpty, "\(made.notes)")
        let placed = try frames("""
            VStack {
                RenameButton().id("system")
                Button {} label: { Label("Rename", systemImage: "pencil") }.id("written")
            }
            """, width: 300)
        let system = try #require(placed.first { $0.key.hasPrefix("system") }?.value)
        let written = try #require(placed.first { $0.key.hasPrefix("written") }?.value)
        #expect(system.width == written.width && system.height == written.height && system.width > 40, "\(placed)")
    }

    /// FifaScheduleBuidler's `CartItem`: `for (name, choices) in selectedCustomizations` of a
    /// `[String: [String]]` property, the item made in view code with a dictionary literal
    /// (which the view code hands over as a record: "a data record is not a sequence"). The
    /// property holds Swift's dictionary; a loop over a record reads it as one too.
    @Test func aDictionaryLiteralGivenToADataTypeIsItsDeclaredDictionary() throws {
        let made = try block("""
            struct Item {
                var name: String
                var options: [String: [String]]
                var total: Int {
                    var n = 0
                    for (key, values) in options { n += key.count * 10 + values.count }
                    return n
                }
            }
            struct Row: View {
                let item: Item
                var body: some View { Text("\\(item.name) \\(item.total)") }
            }
            Row(item: Item(name: "x", options: ["Size": ["S", "M", "L"], "Milk": ["Oat"]]))
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        #expect(texts(made.initialView) == ["x 84"])
        let looped = try block("""
            let flags = ["a": 1, "bc": 2]
            var total = 0
            for (key, value) in flags { total += key.count * value }
            return Text("\\(total)")
            """)
        #expect(texts(looped.initialView) == ["5"])
    }

    /// MedicineReminder's Realm model: `@Persisted (primaryKey: true) var objId`, a space
    /// between an attribute's name and its arguments. swiftc reads it in Swift 5 mode, the mode
    /// of an app target, with a warning ("this is an error in the Swift 6 language mode"); it
    /// was a syntax error here. Now read as Swift 5 reads it, and said as a warning at its place.
    @Test func anAttributesArgumentsAfterASpaceAreReadWithAWarning() throws {
        let made = try block("""
            @propertyWrapper struct Clamped {
                var value: Int
                var top: Int
                var wrappedValue: Int { get { value } set { value = min(newValue, top) } }
                init(wrappedValue: Int, top: Int) { self.top = top; value = min(wrappedValue, top) }
            }
            struct Meter: View {
                @Clamped (top: 5) var level: Int = 9
                var body: some View { Text("\\(level)") }
            }
            Meter()
            """)
        #expect(texts(made.initialView) == ["5"])
        let warning = try #require(made.notes.first)
        #expect(warning.severity == .warning && warning.line == 8 && warning.column == 13, "\(made.notes)")
        #expect(made.notes.count == 1, "\(made.notes)")
    }

    /// `#warning("...")` among a type's members, a declaration there (SE-0196): said at its
    /// place, as in a body; it was "this member is not supported".
    @Test func aWarningDirectiveAmongATypesMembersIsSaid() throws {
        let made = try block("""
            struct Badge: View {
                #warning("pick the final colour")
                var body: some View { Text("New") }
            }
            Badge()
            """)
        #expect(texts(made.initialView) == ["New"])
        #expect(made.notes.map(\.message) == ["pick the final colour"] && made.notes.first?.line == 2, "\(made.notes)")
    }

    /// PlainWeights' `ForEach(todaySets, id: \\.persistentModelID)` of a SwiftData `@Model` class
    /// ("the key path does not apply"), and `ForEach(sets)` of a class declaring no `id`,
    /// which `Identifiable` gives its `ObjectIdentifier` (every row was keyed by the type's
    /// name: "two elements with the id"). Each instance is its own row.
    @Test func aClassInstancesIdentityKeysItsRow() throws {
        let made = try block("""
            @Model
            final class ExerciseSet {
                var reps: Int = 0
                init(reps: Int) { self.reps = reps }
            }
            final class Note: Identifiable {
                var text: String
                init(text: String) { self.text = text }
            }
            struct Sets: View {
                let sets: [ExerciseSet]
                let notes: [Note]
                var body: some View {
                    VStack {
                        ForEach(sets, id: \\.persistentModelID) { set in Text("\\(set.reps)") }
                        ForEach(notes) { note in Text(note.text) }
                        ForEach(notes, id: \\.id) { note in Text(note.text) }
                    }
                }
            }
            Sets(sets: [ExerciseSet(reps: 5), ExerciseSet(reps: 5)], notes: [Note(text: "a"), Note(text: "a")])
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        #expect(texts(made.initialView) == ["5", "5", "a", "a", "a", "a"])
        let ids = made.initialView.allViews.filter { $0.kind == "Text" }.map(\.id)
        #expect(Set(ids).count == 6, "\(ids)")
        // A struct has no identity of its own: `\\.persistentModelID` of one is still refused.
        #expect(throws: BuildFailure.self) {
            try block("""
                struct Plain { var n = 1 }
                ForEach([Plain()], id: \\.persistentModelID) { p in Text("\\(p.n)") }
                """)
        }
    }

    /// journal's `TripActivity`: a list row's `NavigationLink` whose label is an `if` that
    /// draws nothing crashed the build (an index out of range where the row read its label).
    /// The row holds the chevron alone, and the rows after it are drawn.
    @Test func aListLinkWhoseLabelDrawsNothingIsARowWithItsChevron() throws {
        let placed = try frames("""
            List {
                NavigationLink(value: 1) {
                    if false { Text("visit") }
                }
                .id("empty")
                NavigationLink("Shown", value: 2).id("shown")
            }
            """, width: 390)
        #expect(placed.keys.contains { $0.hasPrefix("empty") } && placed.keys.contains { $0.hasPrefix("shown") }, "\(placed.keys)")
    }

    /// klock's `DayView`: `backgroundColor.onAppear { ... }` of a `let backgroundColor: Color`
    /// set by a written `init` was "`onAppear` does not take a closure": a colour as a view
    /// takes behaviours as it takes modifiers (each a note that a page has no effect of it).
    @Test func aColourPropertyAsAViewTakesBehaviours() throws {
        let made = try block("""
            struct Day: View {
                let backgroundColor: Color
                init(backgroundColor: Color) { self.backgroundColor = backgroundColor }
                var body: some View {
                    backgroundColor
                        .onAppear { print("x") }
                        .onTapGesture { }
                        .frame(width: 30, height: 20)
                }
            }
            Day(backgroundColor: .red)
            """)
        #expect(made.notes.map(\.message) == ["`.onAppear`, `.onTapGesture` have no effect on a static page; the block lays out without them"],
                "\(made.notes)")
        #expect(made.initialView.allViews.contains { $0.kind == "Color" })
    }

    /// MyWealth's `AssetRowView` (strict memory safety on): `"\(unsafe String(format: "%g", w))"`
    /// was "this expression is not supported"; SE-0458's `unsafe` marks an expression for the
    /// compiler and changes nothing it is, in Swift code and in a view's argument alike.
    @Test func theUnsafeMarkerChangesNothing() throws {
        let made = try block("""
            let weight = 2.5
            VStack {
                Text("\\(unsafe String(format: "%g", weight)) oz")
                Text(unsafe "plain")
            }
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        #expect(texts(made.initialView) == ["2.5 oz", "plain"])
    }

    /// Reverie's heat maps: `dreamsByDate[date]` of a `[Date: Color]` was "cannot subscript a
    /// dictionary": a dictionary Swift code made is read by Swift's subscript in view code too,
    /// with any `Hashable` key, a missing one `nil` (Apple, "Dictionary", `subscript(_:)`).
    @Test func aDictionaryKeyedByDatesIsReadInViewCode() throws {
        let made = try block("""
            struct Marks: View {
                let days: [Date?]
                let names: [Date: String]
                var body: some View {
                    VStack {
                        ForEach(0..<days.count, id: \\.self) { index in
                            if let date = days[index] { Text(names[date] ?? "none") }
                        }
                    }
                }
            }
            Marks(days: [Date(timeIntervalSince1970: 0), nil, Date(timeIntervalSince1970: 60)],
                  names: [Date(timeIntervalSince1970: 0): "first"])
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        #expect(texts(made.initialView) == ["first", "none"])
    }

    /// ExpanseTracker's `CategoryRow`: `.fill(UIColor().colorFromHexString(c).opacity(0.2))` of
    /// the app's extension was "`fill` expects a colour or style, found a view": the app's type
    /// made with a call and given a modifier's name is the app's value where no view goes, and
    /// stands in as one (listed once), as `Palette()` alone did.
    @Test func theAppsValueWithAModifiersNameStandsInWhereAStyleGoes() throws {
        let made = try block("""
            VStack {
                Circle().fill(Palette().opacity(0.2)).frame(width: 20, height: 20)
                Text("x").foregroundStyle(Palette().opacity(0.5))
            }
            """)
        #expect(made.notes.map(\.message).contains { $0.hasPrefix("`Palette()` is not defined in this block") }, "\(made.notes)")
        #expect(made.initialView.allViews.contains { $0.kind == "Circle" })
    }

    /// SubTrackr's widget (Xcode's widget template): `@Parameter(title: "Widget Type", default:
    /// .summary) var widgetType: WidgetType` of an intent struct made with `ConfigurationAppIntent()`
    /// was "needs `widgetType:`", and `intent.widgetType = .upcoming` of a `let intent` was "a `let`
    /// constant": AppIntents' attribute makes the parameter with its `default:`, and its wrapper
    /// (a class) is set through a `let`, as Swift allows.
    @Test func anIntentsParameterTakesItsDefaultAndIsSetThroughALet() throws {
        let made = try block("""
            enum Kind: String { case summary, upcoming }
            struct ConfigurationAppIntent: WidgetConfigurationIntent {
                static var title: LocalizedStringResource { "Configuration" }
                @Parameter(title: "Kind", default: .summary)
                var kind: Kind
                @Parameter(title: "Note")
                var note: String?
            }
            extension ConfigurationAppIntent {
                static var upcoming: ConfigurationAppIntent {
                    let intent = ConfigurationAppIntent()
                    intent.kind = .upcoming
                    return intent
                }
            }
            struct Card: View {
                let configuration: ConfigurationAppIntent
                var body: some View { Text(configuration.kind.rawValue + (configuration.note ?? "")) }
            }
            VStack {
                Card(configuration: ConfigurationAppIntent())
                Card(configuration: .upcoming)
            }
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        #expect(texts(made.initialView) == ["summary", "upcoming"])
        // A plain `let` of the code's own struct still cannot change.
        #expect(throws: (any Error).self) {
            try block("struct P { var x = 1 }\nenum Q { static func make() -> P { let p = P(); p.x = 2; return p } }\nText(\"\\(Q.make().x)\")")
        }
    }

    /// swmpc's widget: `artworkView.frame(width: 75, height: 75)` of the view's property, not
    /// pasted, was drawn as the whole chain's text with no frame: where a view goes, the app's
    /// name is the app's view and keeps SwiftUI's modifiers, as `RowView(item:)` does (the
    /// issue: "a stood-in view with `.frame(width: 21, height: 21)` is 21 by 21"); in an
    /// argument, a method of the app's value stays a value.
    @Test func theAppsNameWhereAViewGoesKeepsItsModifiers() throws {
        let laidOut = try frames("""
            VStack(spacing: 0) {
                artworkView
                    .frame(width: 75, height: 75)
                Text(model.title(3)).id("title")
                Text("x").id("x")
            }
            """, width: 400)
        #expect(laidOut["title"]?.minY == 75)
        #expect(laidOut["x"]?.minY == 95)
        let made = try block("VStack {\n    artworkView.frame(width: 75, height: 75)\n    Text(model.title(3))\n}")
        #expect(texts(made.initialView) == ["artworkView", "model.title(…)"])
    }

    /// swmpc's widget (iOS 26): `.clipShape(.rect(corners: .concentric(minimum: 12)))` was
    /// "`clipShape` expects a shape", and `ConcentricRectangle()` stood in as the app's. A page
    /// sets no container shape, so each corner is its fixed radius, its minimum, or square
    /// (Apple, "Edge.Corner.Style.concentric": "when the system calculates a zero radius, the
    /// corner is square"; "concentric(minimum:)": never below the minimum).
    @Test func concentricCornersAreTheirMinimumWithoutAContainerShape() throws {
        let made = try block("""
            VStack {
                Color.blue.frame(width: 75, height: 75).clipShape(.rect(corners: .concentric(minimum: 12)))
                ConcentricRectangle().fill(.blue).frame(width: 40, height: 40)
                ConcentricRectangle(topLeadingCorner: .fixed(20), bottomLeadingCorner: 8, bottomTrailingCorner: .concentric(minimum: 4))
                    .fill(.green).frame(width: 40, height: 40)
            }
            """)
        #expect(made.notes.isEmpty, "\(made.notes)")
        let clip = made.initialView.allViews.flatMap(\.modifiers).first { $0.name == "clipShape" }
        guard case .view(let clipped)? = clip?.argument(nil) else { Issue.record("no clip shape: \(String(describing: clip))"); return }
        #expect(clipped.kind == "RoundedRectangle")
        #expect(clipped.argument("cornerRadius")?.number == 12)
        let shapes = made.initialView.allViews.filter { ["Rectangle", "UnevenRoundedRectangle"].contains($0.kind) }
        #expect(shapes.map(\.kind) == ["Rectangle", "UnevenRoundedRectangle"])
        #expect(["topLeadingRadius", "topTrailingRadius", "bottomLeadingRadius", "bottomTrailingRadius"].map { shapes.last?.argument($0)?.number }
            == [20, 0, 8, 4])
    }
}
