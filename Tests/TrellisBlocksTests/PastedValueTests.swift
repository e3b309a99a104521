// Values that pasted app code passes to modifiers as Swift spells them: a CGSize offset, `.none`, refined animations.

import Testing
@testable import TrellisBlocks
import TrellisLayout
import TrellisMarkup

/// Each case was met pasting the View structs of the SwiftUI corpus (bench/swiftui-corpus);
/// the snippets here are written for the test.
@Suite struct PastedValueTests {
    /// `.offset(_ offset: CGSize)` moves a view as `.offset(x:y:)` does (SwiftUI's two forms),
    /// with `CGSize(width:height:)`, `CGSize.zero` or `.zero`.
    @Test func anOffsetTakesACGSize() throws {
        let code = """
            @State var drag = CGSize(width: 10, height: -4)
            VStack(spacing: 0) {
                Text("Drag").offset(drag).id("dragged")
                Text("Drag").offset(x: 10, y: -4).id("moved")
                Text("Still").offset(.zero).id("still")
                Text("Still").id("plain")
            }
            """
        let placed = try frames(code, width: 200)
        let dragged = try #require(placed["dragged"]), moved = try #require(placed["moved"])
        #expect(dragged.size == moved.size)
        #expect(dragged.minX == moved.minX && dragged.minY == moved.minY - 20)
        #expect(try #require(placed["still"]).minX == #require(placed["plain"]).minX)
    }

    /// A size or point of numbers is one value whichever evaluator made it: a `CGSize` made
    /// in a view (`@State var drag = CGSize(...)`) and one made by Swift code reach `.offset`
    /// and `.position` alike, and read their members alike. Met on set E (kiwix-apple).
    @Test func aSizeFromSwiftCodeAndOneFromAViewAreTheSame() throws {
        let code = """
            struct Metrics { static func shift() -> CGSize { CGSize(width: 10, height: -4) } }
            let made = CGSize(width: 10, height: -4)
            VStack(spacing: 0) {
                Text("A").offset(Metrics.shift()).id("swift")
                Text("A").offset(made).id("view")
                Text("\\(Int(made.width + Metrics.shift().height))").id("sum")
                Color.red.frame(width: 10, height: 10).position(CGPoint(x: 20, y: 5)).frame(height: 10).id("placed")
            }
            """
        let placed = try frames(code, width: 200)
        let swift = try #require(placed["swift"]), view = try #require(placed["view"])
        #expect(swift.minX == view.minX && swift.minY == view.minY - 20)
        #expect(texts(try interpret(code)).contains("6"))
        #expect(try #require(placed["placed"]).minX == 15)
    }

    /// `.init(...)` in an argument is the parameter type's initialiser (`Text(.init(markdown))`
    /// is `Text(LocalizedStringKey(markdown))`), as Swift infers it from the parameter.
    @Test func anImplicitInitialiserTakesTheParametersType() throws {
        let code = """
            let body = "Bold words"
            Text(.init(body)).frame(width: .init(120))
            """
        #expect(texts(try interpret(code)) == ["Bold words"])
    }

    /// `RoundedRectangle(cornerSize:)`, `Capsule(style:)`, `ProgressView(_:)`,
    /// `TextField(text:prompt:label:)` and `Tab(..., role:)`: their Apple-documented forms
    /// (each cited in ViewCatalog+BuiltIns). Elliptical corners draw round, with a warning.
    @Test func documentedFormsOfShapesAndControls() throws {
        let code = """
            @State var status = ""
            VStack {
                ProgressView("Loading").id("progress")
                TextField(text: $status) { Text("Status") }
                Capsule(style: .continuous).frame(width: 40, height: 10)
                RoundedRectangle(cornerSize: CGSize(width: 8, height: 4)).frame(width: 40, height: 10)
                TabView { Tab("Search", systemImage: "magnifyingglass", role: .search) { Text("s") } }
                // iOS 18's label-less `Tab(value:content:)` (set I).
                TabView { Tab(value: 1) { Text("one") }; Tab.init(value: 2) { Text("two") } }
            }
            """
        let view = try interpret(code)
        #expect(texts(view).contains("Loading") == false)  // the title is part of the progress view
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .warning }.map(\.message) == ["elliptical corners (8 by 4) are drawn as round corners of the smaller radius"])
        let progress = try #require(try frames(code, width: 390)["progress"])
        let spinner = try #require(try frames("ProgressView().id(\"p\")", width: 390)["p"])
        #expect(progress.height > spinner.height + 10)
    }

    /// The numbers' static members read the same in a body as in Swift code (one table,
    /// `BuiltInNames.staticMember`): `CGFloat.zero` used to be unknown in a body (SwiftUI_DevLog).
    @Test func numbersStaticMembersAreOneTable() throws {
        let view = try interpret("""
            @State var height = CGFloat.zero
            Text(verbatim: "\\(height) \\(Int.max == Int.max ? 1 : 0) \\(Double.pi > 3)")
            """)
        #expect(texts(view) == ["0.0 1 true"])
    }

    /// Xcode's `#colorLiteral(red:green:blue:alpha:)` is the colour it names (SwiftUI's `Color`
    /// is expressible by it), directly or in `Color(...)` (set C, xiaofu666's demos).
    @Test func aColourLiteralIsItsColour() throws {
        let code = """
            HStack {
                Circle().fill(Color(#colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))).frame(width: 10, height: 10)
                Circle().fill(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)).frame(width: 10, height: 10)
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result
        #expect(result.nodes.filter { $0.kind == .circle }.map(\.drawing.fill) == [Color(red: 0.25, green: 0.5, blue: 0.75), Color(red: 1, green: 0, blue: 0, opacity: 0.5)])
    }

    /// `lineLimit(...5)` (a `PartialRangeThrough`) is at most five lines, none reserved;
    /// `.listRowInsets(.zero)` and `.init(.zero)` are no insets (set C).
    @Test func partialLineLimitsAndZeroInsets() throws {
        let long = String(repeating: "word ", count: 30)
        let through = try frames("Text(\"\(long)\").lineLimit(...2).id(\"t\")", width: 100)
        let two = try frames("Text(\"\(long)\").lineLimit(2).id(\"t\")", width: 100)
        #expect(through["t"] == two["t"])
        #expect(diagnostics("List { Text(\"a\").listRowInsets(.zero); Text(\"b\").listRowInsets(.init(.zero)) }").isEmpty)
    }

    /// `.dynamicTypeSize(...DynamicTypeSize.xLarge)`, `.large ... .xLarge` and `..<`: the
    /// reader's size clamped to the range (Apple, "dynamicTypeSize(_:)": "Limits the Dynamic
    /// Type size within the view to the given range"), checked at accessibility3.
    @Test func aRangeOfDynamicTypeSizesClampsTheReadersSize() throws {
        func height(_ modifier: String) throws -> Double {
            let block = try ParsedBlock(source: LayoutBlockSource(code: "Text(\"Aa\")\(modifier).id(\"t\")", file: "content/test.md"))
            let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300, dynamicTypeSize: .accessibility3)
            return try #require(layout.nodes.first { $0.id == "t" }).height
        }
        let xLarge = try height(".dynamicTypeSize(.xLarge)"), medium = try height(".dynamicTypeSize(.medium)")
        #expect(try height(".dynamicTypeSize(...DynamicTypeSize.xLarge)") == xLarge)
        #expect(try height(".dynamicTypeSize(.large ... .xLarge)") == xLarge)
        #expect(try height(".dynamicTypeSize(.xSmall ..< .large)") == medium)
    }

    /// `lineLimit(.none)` is `lineLimit(nil)`: Swift spells an absent optional either way.
    @Test func noneIsNil() throws {
        let long = String(repeating: "word ", count: 30)
        let unlimited = try frames("Text(\"\(long)\").lineLimit(nil).id(\"t\")", width: 100)
        let none = try frames("Text(\"\(long)\").lineLimit(.none).id(\"t\")", width: 100)
        #expect(none["t"] == unlimited["t"])
        #expect(try #require(none["t"]).height > 100)
    }

    /// An animation refined as `.easeOut(duration: 1).repeatForever(autoreverses: false)` is
    /// accepted; it changes nothing on a page that is not animating.
    @Test func refinedAnimationsAreAccepted() throws {
        let animated = try frames("""
            @State var pulse = false
            Circle().frame(width: 20, height: 20).scaleEffect(pulse ? 1.5 : 1)
                .animation(.easeOut(duration: 1).repeatForever(autoreverses: false).delay(0.2), value: pulse).id("dot")
            """, width: 100)
        #expect(animated["dot"]?.size == Size(width: 20, height: 20))
    }

    /// `stroke(_:style:)` and `strokeBorder(_:style:)` take the `StrokeStyle`'s width (progress
    /// rings write `StrokeStyle(lineWidth: 12, lineCap: .round)`); drawing only.
    @Test func aStrokeStyleGivesItsWidth() throws {
        let code = """
            ZStack {
                Circle().stroke(.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                RoundedRectangle(cornerRadius: 8).strokeBorder(.blue, style: .init(lineWidth: 3)).frame(width: 40, height: 40)
            }
            .frame(width: 120, height: 120)
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200).result
        let strokes = result.nodes.compactMap(\.drawing.stroke)
        var round = Stroke(color: .green, lineWidth: 12)
        round.lineCap = .round
        #expect(strokes == [round, Stroke(color: .blue, lineWidth: 3, inside: true)])
    }

    /// What CSS cannot draw of a `StrokeStyle` on SwiftUI's own shapes is said at the stroke:
    /// dashes, rounded ends where a trim cuts the line, a rectangle's rounded corners. A
    /// closed shape's ends and a curve's corners do not show, and are not warned of.
    @Test func aStrokeStyleTheShapesCSSCannotDrawIsSaid() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Capsule().stroke(.red, style: StrokeStyle(lineWidth: 3, dash: [5, 3]))
                Circle().trim(from: 0, to: 0.7).stroke(style: StrokeStyle(lineWidth: 8, lineCap: .round))
                Circle().stroke(style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round))
                Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 2, lineJoin: .round))
            }
            """, file: "content/test.md", firstLine: 10))
        #expect(block.notes.map { "\($0.line): \($0.message)" } == [
            "11: a `Capsule`'s `StrokeStyle` is drawn without its dashes (the line is solid)",
            "12: a `Circle`'s `StrokeStyle` is drawn without its `.round` ends (the trimmed line's ends are flat)",
            "14: a `Rectangle`'s `StrokeStyle` is drawn without its `.round` corners (the outline's corners are square)",
        ])
    }

    /// `.stroke(style: .routeListItemPath)` (set BX's TopomapperNZ): the app's static of its
    /// `extension StrokeStyle`, found there when pasted, as Swift looks an implicit member up in
    /// the parameter's type; a stand-in left out (a line of SwiftUI's default width 1) when not.
    @Test func anImplicitMemberOfTheAppsStrokeStyle() throws {
        let pasted = """
            extension StrokeStyle {
                static let routeListItemPath = StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round)
            }
            Capsule().stroke(style: .routeListItemPath).frame(width: 40, height: 20)
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: pasted, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200).result
        #expect(result.nodes.compactMap(\.drawing.stroke).map(\.lineWidth) == [1.5])
        #expect(!block.notes.contains { $0.id == .standIn })

        let alone = try ParsedBlock(source: LayoutBlockSource(code: "Capsule().stroke(style: .routeListItemPath)", file: "content/test.md", firstLine: 10))
        let drawn = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(alone, width: 200).result
        #expect(drawn.nodes.compactMap(\.drawing.stroke).map(\.lineWidth) == [1])
        #expect(alone.notes.map(\.message) == ["`.routeListItemPath` is not defined in this block; drawn as stand-ins (the name as text, false as a condition, three rows as a collection)"])
        #expect(message("Capsule().stroke(style: 3)").contains("`stroke` expects a `StrokeStyle(lineWidth: ...)` for `style`"))
    }

    /// `.blue.gradient` and `Color.red.gradient` (iOS 16's `Color.gradient`): a top-to-bottom
    /// gradient of the colour, lighter at the top (Apple documents the direction only).
    @Test func aColoursGradientRunsDownFromALighterTint() throws {
        let code = """
            HStack {
                Rectangle().fill(.blue.gradient).frame(width: 40, height: 40)
                Circle().fill(Color.red.gradient).frame(width: 40, height: 40)
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200).result
        let gradients = result.nodes.compactMap(\.drawing.gradient)
        #expect(gradients == [Color.blue, Color.red].map { color in
            GradientDrawing(geometry: .linear(start: .top, end: .bottom), stops: [
                GradientDrawing.Stop(color: color, location: 0, whiteMix: 0.2), GradientDrawing.Stop(color: color, location: 1),
            ])
        })
    }

    /// Set K (2026-11-24, never measured before): forms Apple documents that pasted views used.

    /// `CGSize(width: .max, height: .max)` as a rounded rectangle's corner size (a capsule
    /// written the long way) crashed the build: the size's members are not numbers the view
    /// builder holds, and only `CGPoint`'s case checked that (a `where` binds to the last
    /// pattern of a `case`). It lays out now.
    @Test func aSizeOfStaticMembersIsAValueNotACrash() throws {
        let placed = try frames("""
            Button("Login") { }
                .frame(width: 90, height: 30)
                .background(Color.white, in: .rect(cornerSize: CGSize(width: .max, height: .max)))
                .id("login")
            """, width: 200)
        #expect(placed["login"] != nil)
    }

    /// `var width: CGFloat = .zero` (a flow layout's running offsets) is the annotated type's
    /// static member, as Swift infers it; it was "cannot use `.zero` as `CGFloat`".
    @Test func anAnnotatedNumberTakesItsTypesStaticMember() throws {
        let placed = try frames("""
            var width: CGFloat = .zero
            let most: Int = .max
            VStack {
                Color.red.frame(width: width + 10, height: 5).id("bar")
                Text(most > 1_000 ? "big" : "small").id("label")
            }
            """, width: 200)
        #expect(placed["bar"]?.size == Size(width: 10, height: 5))
        #expect(diagnostics("let most: Int = .max\nText(\"\\(most)\")").isEmpty)
    }

    /// `Optional` is a `View` in SwiftUI, so `.overlay(dragging ? Circle().stroke(.white) : nil)`
    /// draws the circle or nothing; it was "`overlay` expects a view, found nil".
    @Test func anOptionalViewIsTheViewOrNothing() throws {
        func circles(_ flag: Bool) throws -> Int {
            let code = """
                let dragging = \(flag)
                Color.blue.frame(width: 40, height: 40).overlay(dragging ? Circle().stroke(Color.white, lineWidth: 3) : nil)
                """
            let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
            return try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 100).result.nodes.filter { $0.kind == .circle }.count
        }
        #expect(try circles(true) == 1)
        #expect(try circles(false) == 0)
    }

    /// `scaleEffect(_ scale: CGSize, anchor:)` (Apple: "Scales this view's rendered output by
    /// the given horizontal and vertical amounts"): `CGSize(width: -1, height: 1)` mirrors a view.
    @Test func aScaleEffectTakesACGSize() throws {
        let code = "Text(\"Mirror\").scaleEffect(CGSize(width: -1, height: 1), anchor: .leading)"
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200).result
        let drawing = try #require(result.nodes.map(\.drawing).first { !$0.transforms.isEmpty })
        #expect(drawing.transforms == [.scale(x: -1, y: 1, anchor: .leading)])
        let wrong = try ParsedBlock(source: LayoutBlockSource(code: "Text(\"x\").scaleEffect(\"big\")", file: "content/test.md"))
        #expect(throws: Diagnostic.self) { try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(wrong, width: 200) }
    }

    /// `Color(_ colorSpace: Color.RGBColorSpace, red:green:blue:opacity:)` and `Color(_:white:opacity:)`
    /// (Apple's "Color" initialisers): `.sRGB` is the plain form; `.sRGBLinear` components are
    /// encoded with sRGB's transfer function (linear 0.5 is sRGB 0.7354, the 188 of 255 every
    /// sRGB table gives); `.displayP3` greys are the same greys in sRGB (both share white and
    /// the transfer function).
    @Test func aColourInAColourSpaceIsDrawnInSRGB() throws {
        let code = """
            HStack {
                Circle().fill(Color(.sRGB, red: 0.25, green: 0.5, blue: 0.75, opacity: 0.5))
                Circle().fill(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1))
                Circle().fill(Color(.displayP3, white: 0.4))
                Color(.sRGB, red: 1, green: 0, blue: 0)
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result
        let fills = result.nodes.filter { $0.kind == .circle }.map(\.drawing.fill)
        #expect(fills[0] == Color(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.5))
        let linear = try #require(fills[1])
        #expect(abs(linear.red - 0.7354) < 0.0001 && linear.green == 0 && abs(linear.blue - 1) < 1e-9)
        let grey = try #require(fills[2])
        #expect(abs(grey.red - 0.4) < 1e-6 && abs(grey.green - 0.4) < 1e-6 && abs(grey.blue - 0.4) < 1e-6)
        #expect(message("Color(.displayP4, red: 1, green: 0, blue: 0)").contains("did you mean `.displayP3`?"))
    }

    /// `.environment(\.locale, ...)` and the app's own keys (`\.surveyAppearance.textColor`):
    /// values the page does not lay out with are accepted with a note naming them; a slip of
    /// one it does (`\.dynamicTypeSze`) is still an error (set K).
    @Test func anEnvironmentValueThePageDoesNotReadIsANote() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            Text("Hi")
                .environment(\\.locale, .init(identifier: "fr"))
                .environment(\\.surveyAppearance.textColor, .green)
            """, file: "content/test.md"))
        let note = try #require(block.notes.first { $0.severity == .note })
        #expect(note.message.contains("`.environment(\\.locale)`, `.environment(\\.surveyAppearance.textColor)`"))
        let typo = try ParsedBlock(source: LayoutBlockSource(code: "Text(\"Hi\").environment(\\.dynamicTypeSze, .large)", file: "content/test.md"))
        #expect(throws: Diagnostic.self) { try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(typo, width: 200) }
    }

    /// Found on set S (eight apps never read before, session 24): a written init leaves a
    /// property's `[GridItem]` of `.init(...)` to Swift code, where SwiftUI's initialiser of
    /// the contextual type makes it; `[Double](repeating: 0, count: 3)` in a state is Array's
    /// initialiser, its elements Doubles (Swift prints `[0.0, 0.0, 0.0]`); an empty image name
    /// from a view's default is an asset the app passes, the `photo` symbol standing in.
    @Test func setSsInitialisersAndEmptyImageNames() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct PostGrid: View {
                let title: String
                init(title: String) { self.title = title }
                private let gridItems: [GridItem] = [
                    .init(.flexible(), spacing: 1),
                    .init(.fixed(40))
                ]
                var body: some View { LazyVGrid(columns: gridItems, spacing: 1) { Text(title); Text("b") } }
            }
            struct Branches: View {
                @State private var angles = [Double](repeating: 0, count: 3)
                var gearImage: String = ""
                var body: some View {
                    Text("\\(angles)")
                    Image(gearImage).resizable().frame(width: 20, height: 20)
                }
            }
            VStack { PostGrid(title: "a"); Branches() }
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        let grid = try #require(block.initialView.allViews.first { $0.kind == "LazyVGrid" })
        #expect(grid.argument("columns").map { "\($0)" }?.contains("fixed") == true, "\(String(describing: grid.argument("columns")))")
        #expect(texts(block.initialView).contains("[0.0, 0.0, 0.0]"), "\(texts(block.initialView))")
        #expect(block.assetWarnings(block.initialView, images: NoBlockImages()).count == 1)
    }

    /// Set BF (session 48, OpenSesame): columns computed by a closure called at once (`let
    /// cells: [GridItem] = { ...; return [.init()] }()`) in a view's property and in a block's
    /// `let`: the declared type is the closure's result, so `.init()` is SwiftUI's `GridItem`
    /// (it was "not known here"), as in Swift, which infers the closure's type from it.
    @Test func aClosureCalledAtOnceReturnsTheDeclaredType() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Columns: View {
                let cells: [GridItem] = {
                    var made: [GridItem] = [.init(.fixed(40))]
                    made.append(.init(.fixed(60)))
                    return made + [.init()]
                }()
                var body: some View { LazyVGrid(columns: cells) { Text("a"); Text("b"); Text("c") } }
            }
            let pair: [GridItem] = { [.init(.fixed(30)), .init(.fixed(30))] }()
            VStack { Columns(); LazyVGrid(columns: pair) { Text("d"); Text("e") } }
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        let grids = block.initialView.allViews.filter { $0.kind == "LazyVGrid" }
        #expect(grids.count == 2)
        let columns = grids.map { "\(String(describing: $0.argument("columns")))" }
        #expect(columns.first?.contains("40") == true && columns.first?.contains("60") == true, "\(columns)")
        #expect(columns.last?.contains("30") == true, "\(columns)")
    }

    /// Set BF (session 48, SwiftReddit): a model reads `subscribers.formatted` of an `Int?` through
    /// the app's `extension Optional where Wrapped == Int`. Pasted, the extension is the
    /// optional's, in a view's body and in a model's `init`, nil or not; not pasted, a nil's
    /// member stands in (it was "`.formatted` of nil") as a present value's does.
    @Test func anOptionalsMembersComeFromItsExtension() throws {
        let model = """
            struct Badge {
                let label: String
                init(count: Int?) { label = count.shortText }
            }
            struct Row: View {
                let count: Int?
                var body: some View { Text(count.shortText) }
            }
            VStack { Text(Badge(count: nil).label); Row(count: 5); Row(count: nil) }
            """
        let pasted = try ParsedBlock(source: LayoutBlockSource(code: """
            extension Optional where Wrapped == Int {
                var shortText: String {
                    guard let self else { return "none" }
                    return "n\\(self)"
                }
            }
            """ + "\n" + model, file: "content/test.md"))
        #expect(pasted.notes.isEmpty, "\(pasted.notes)")
        #expect(texts(pasted.initialView) == ["none", "n5", "none"], "\(texts(pasted.initialView))")
        let alone = try ParsedBlock(source: LayoutBlockSource(code: model, file: "content/test.md"))
        #expect(alone.notes.filter { $0.severity == .error }.isEmpty, "\(alone.notes)")
        #expect(alone.notes.contains { $0.message.contains("nil.shortText") }, "\(alone.notes)")
    }

    /// Set BF (session 48, PIRATEN): a view's helper picks a colour by an index computed from a
    /// name the app passes (`palette[abs(handle.hashValue) % palette.count]`); the element
    /// stands in, as the same subscript in the body does (it was "an array cannot be subscripted
    /// with a stand-in"), and the circle keeps its frame.
    @Test func anElementAtAStandInIndexStandsIn() throws {
        let code = """
            struct Avatar: View {
                var body: some View {
                    Circle().fill(tint(for: member.handle)).frame(width: 20, height: 20).id("dot")
                }
                private func tint(for handle: String) -> Color {
                    let palette: [Color] = [.red, .green, .blue]
                    return palette[abs(handle.hashValue) % palette.count]
                }
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.contains { $0.severity == .warning }, "\(block.notes)")
        let dot = try #require(try frames(code, width: 200)["dot"])
        #expect(dot.size == Size(width: 20, height: 20))
    }

    /// Set BS (session 52, SwiftfulShopping): a dictionary the view is given, read at a key the
    /// app computes (`priceForCurrency[LocaleManager.client.currencyCode]`) in a computed
    /// property, stands in as an element at a stand-in index does; it was "a data record cannot
    /// be subscripted with a stand-in". A key the page has still reads the dictionary, and a
    /// `default:` literal is of its value type (it was the `Int` 1).
    @Test func aValueAtAStandInKeyStandsIn() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
            struct Tile: View {
                let prices: [String: Double]
                var price: Double { prices[LocaleManager.client.code] ?? 0 }
                var body: some View {
                    VStack {
                        Text("\(price, specifier: "%.2f")")
                        Text("\(prices["USD", default: 1])")
                        Text("\(prices["EUR", default: 1])")
                    }
                }
            }
            Tile(prices: ["USD": 2.5])
            """#, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("LocaleManager") }, "\(block.notes)")
        // `Text`'s interpolation of a `Double` writes it with `%lf`, as SwiftUI's does; the
        // default's literal is a `Double`, the dictionary's value type.
        #expect(texts(block.initialView).dropFirst() == ["2.500000", "1.000000"], "\(texts(block.initialView))")
    }

    /// A dictionary literal given a type (`let prices: [String: Double] = ["USD": 2.5, "EUR": 3]`)
    /// holds values of that type in a body as in Swift code: `3` is `3.0` (swiftc prints
    /// `[2.5, 3.0]`; the body printed `[2.5, 3]`), found comparing the evaluators with swiftc.
    @Test func aTypedDictionaryLiteralsValuesTakeTheValueType() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
            let prices: [String: Double] = ["USD": 2.5, "EUR": 3]
            VStack {
                Text(verbatim: "\(prices.values.sorted())")
                Text(verbatim: "\(prices["EUR", default: 1])")
            }
            """#, file: "content/test.md"))
        #expect(texts(block.initialView) == ["[2.5, 3.0]", "3.0"], "\(texts(block.initialView))")
    }

    /// Set BW (session 52): `UUID(uuidString:)` reads an identifier (StandFit, six views: "`UUID()`
    /// takes no arguments here"), nil for a string that is none; a function of the app's passed
    /// to a collection's method (`tags.map(normalizeTagKey)`: "`map` takes a closure") or called
    /// in an action closure handed to the view's own method (`action: { filter =
    /// makeTagsFilter(tags: []) }`: "unknown function") stands in, as in a body.
    @Test func setBWsIdentifiersAndTheAppsFunctions() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
            enum Filter: Hashable { case all, tags([String]) }
            struct Row: View {
                let stored: String
                let tags: [String]
                @Binding var filter: Filter
                var keys: Set<String> { Set(tags.map(normalizeTagKey)) }
                var body: some View {
                    VStack {
                        if let id = UUID(uuidString: stored) { Text(id.uuidString) } else { Text("none") }
                        Text(UUID(uuidString: "nope") == nil ? "nil" : "made")
                        Text("\(keys.count)")
                        allButton
                    }
                }
                private var allButton: some View {
                    let isSelected = filter == .all
                    return selectionButton(title: "All", action: { filter = isSelected ? makeTagsFilter(tags: []) : .all })
                }
                private func selectionButton(title: String, action: @escaping () -> Void) -> some View {
                    Button(action: action) { Text(title) }
                }
            }
            Row(stored: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", tags: ["a"], filter: .constant(.all))
            """#, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("normalizeTagKey") && $0.message.contains("makeTagsFilter") }, "\(block.notes)")
        #expect(Array(texts(block.initialView).prefix(2)) == ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "nil"], "\(texts(block.initialView))")
    }

    /// Set BF (session 48, SwiftReddit): a model's static method from its extension in another
    /// file (`Item.classify(title)`, not pasted) stands in, in the model's `init` and in a body,
    /// as an instance method that extension adds does; a slip of a declared static method in a
    /// body is an error naming it (it was drawn as the text "Item.mkae" without a word).
    @Test func aDeclaredTypesMissingStaticMethodStandsInOrIsASlip() throws {
        let missing = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Item {
                let kind: String
                init(title: String) { kind = Item.classify(title) }
                static func make() -> Item { Item(title: "a") }
            }
            VStack { Text(Item(title: "a.png").kind); Text(Item.classify("b")) }
            """, file: "content/test.md"))
        #expect(missing.notes.filter { $0.severity == .error }.isEmpty, "\(missing.notes)")
        #expect(missing.notes.contains { $0.severity == .warning && $0.message.contains("Item.classify") }, "\(missing.notes)")
        #expect(throws: BuildFailure.self) {
            try ParsedBlock(source: LayoutBlockSource(code: """
                struct Item {
                    static func make() -> Int { 1 }
                }
                Text("\\(Item.mkae())")
                """, file: "content/test.md"))
        }
        let nested = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Item { struct Inner { static func go() -> Int { 1 } } }
            Text("\\(Item.Inner.leave())")
            """, file: "content/test.md"))
        #expect(nested.notes.contains { $0.severity == .warning && $0.message.contains("leave") }, "\(nested.notes)")
        // A case without values called with one is Swift's error, as swiftc says it; one with
        // values is made.
        #expect(throws: BuildFailure.self) {
            try ParsedBlock(source: LayoutBlockSource(code: """
                enum Mode { case compact, regular }
                Text("\\(Mode.compact(2))")
                """, file: "content/test.md"))
        }
        #expect(throws: BuildFailure.self) {
            try ParsedBlock(source: LayoutBlockSource(code: """
                struct Outer { enum Mode { case compact, regular } }
                Text("\\(Outer.Mode.compact(2))")
                """, file: "content/test.md"))
        }
        let made = try ParsedBlock(source: LayoutBlockSource(code: """
            enum Figure { case circle(Double), square }
            Text("\\(Figure.circle(2))")
            """, file: "content/test.md"))
        #expect(texts(made.initialView) == ["circle(2.0)"], "\(texts(made.initialView))")
    }

    /// Set BG (session 48): `.lineLimit(.max)` is `Int.max`, no limit (Lemmios; it was "expects
    /// an integer"), and `self._on.wrappedValue = on` in an `init` whose parameter has the
    /// property's name sets the property, not the parameter (Bold-Budget's `@FocusState`; it was
    /// "`on` is a `let` constant").
    @Test func anIntsMaxAndAWrappedValueBesideAParameterOfItsName() throws {
        let code = """
            struct Holder: View {
                @FocusState var on: Bool
                let label: String
                init(_ on: Bool, label: String) {
                    self._on.wrappedValue = on
                    self.label = label
                }
                var body: some View { Text(label).id("held") }
            }
            VStack(spacing: 0) {
                Holder(true, label: "held")
                Text("one two three four five six seven").lineLimit(.max).frame(width: 60).id("max")
                Text("one two three four five six seven").frame(width: 60).id("free")
            }
            """
        let placed = try frames(code, width: 200)
        #expect(placed["held"] != nil)
        #expect(try #require(placed["max"]).height == #require(placed["free"]).height)
    }

    /// Set BG (session 48, MastodonAndOn): `Link(destination: URL.helpPage(topic:))` of the app's
    /// `extension URL`: pasted, it runs (the link's text reads the URL's own property); not
    /// pasted, the URL stands in (it was "`Link` expects a string for `destination`").
    @Test func aURLFromTheAppsExtension() throws {
        let view = """
            struct HelpLink: View {
                let target = URL.helpPage(topic: "dogs")
                var body: some View {
                    Link(destination: target) { Text(target.isSecure ? "secure" : "plain") }
                }
            }
            """
        let pasted = try ParsedBlock(source: LayoutBlockSource(code: """
            extension URL {
                static func helpPage(topic: String) -> URL { URL(string: "https://example.com/help/" + topic)! }
                var isSecure: Bool { scheme == "https" }
            }
            """ + "\n" + view, file: "content/test.md"))
        #expect(pasted.notes.isEmpty, "\(pasted.notes)")
        #expect(texts(pasted.initialView) == ["secure"], "\(texts(pasted.initialView))")
        let alone = try ParsedBlock(source: LayoutBlockSource(code: view.replacingOccurrences(of: "target.isSecure", with: "true"), file: "content/test.md"))
        #expect(alone.notes.filter { $0.severity == .error }.isEmpty, "\(alone.notes)")
        #expect(alone.notes.contains { $0.message.contains("URL.helpPage") }, "\(alone.notes)")
    }

    /// Set BG (session 48, Bold-Budget): a package's `~>` (Swinject's), neither Swift's nor
    /// declared on the page, used in an `init` and in a body: its result stands in (it was "the
    /// operator `~>` is not supported"); the standard library declares `~>` for no use here.
    @Test func aPackagesOperatorNotPastedStandsIn() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Greeting: View {
                let word: String
                init(word: String) { self.word = word }
                init() { self.init(word: registry ~> String.self) }
                var body: some View { Text(word) }
            }
            let count = 3
            VStack { Greeting(); Text("\\(count ~> 4)") }
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("~>") }, "\(block.notes)")
    }

    /// Set T (session 25): a labelled tuple's parts are numbered too (`List(messages, id: \\.0)`,
    /// `Text(item.1)` of `[(id: Int, text: String)]`, as Swift allows on any tuple); an implicit
    /// member made with a closure (`.init(model: m, onCompletion: { _ in })` given to the app's
    /// type) is the app's value, a stand-in whose closure never runs: none of SwiftUI's takes one.
    @Test func setTsTuplePartsByNumberAndTheAppsInitWithAClosure() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Chat: View {
                @State private var messages: [(id: Int, text: String)] = [(1, "One"), (2, "Two")]
                var body: some View {
                    List(messages, id: \\.0) { item in Text(item.1) }
                }
            }
            struct Screen: View {
                var body: some View {
                    let dependencies: Model.Dependencies = .init(model: 3, onCompletion: { _ in print("done") })
                    Detail(dependencies: dependencies)
                }
            }
            VStack { Chat(); Screen() }
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView).prefix(2) == ["One", "Two"], "\(texts(block.initialView))")
        let warning = try #require(block.notes.first { $0.id == .standIn })
        #expect(warning.message.contains("`.init(…)`"), "\(warning.message)")
    }
}

