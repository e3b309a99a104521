// GeometryReader: its size reaches its content's frames, offsets and paddings at layout time.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

/// SwiftUI's GeometryReader takes the space it is offered (10 points on an axis left
/// unspecified), offers it to its content and puts the content at its top-leading corner.
/// Apple's documentation: "a container view that defines its content as a function of its own
/// size and coordinate space".
@Suite struct GeometryReaderTests {
    @Test func theContentIsSizedAndPlacedFromTheReadersSizeAtEveryWidth() throws {
        let code = """
            GeometryReader { proxy in
                Color.blue
                    .frame(width: proxy.size.width / 2, height: min(proxy.size.height, 20))
                    .offset(x: proxy.frame(in: .local).midX / 2)
                    .id("bar")
            }
            .frame(height: 40)
            .id("reader")
            """
        for width in [120.0, 300, 517] {
            let found = try frames(code, width: width)
            #expect(found["reader"] == Rect(x: 0, y: 0, width: width, height: 40))
            // Half the reader's width, at its top-leading corner, moved right by a quarter.
            #expect(found["bar"] == Rect(x: width / 4, y: 0, width: width / 2, height: 20), "at \(width)")
        }
    }

    /// A view's helper with `let`s and `return`s given the reader (or its size) is read by the
    /// view builder statement by statement (set BC's Habitto charts: "expected a view, found a
    /// value of a GeometryReader's proxy"), and an `if` of the size that returns makes the
    /// statements after it its `else`, as Swift runs them only where the condition fails.
    @Test func aHelperWithReturnsGivenTheReaderFollowsEachWidth() throws {
        let code = """
            struct Ruler: View {
                var body: some View {
                    GeometryReader { reader in
                        VStack(spacing: 0) {
                            tick(in: reader)
                            bar(in: reader.size)
                        }
                    }
                    .frame(height: 40)
                }
                private func tick(in reader: GeometryProxy) -> some View {
                    let span = reader.size.width
                    return Capsule().frame(width: span / 3, height: 6).id("tick")
                }
                private func bar(in size: CGSize) -> some View {
                    let third = size.width / 3
                    if third > 100 {
                        return Color.red.frame(width: third, height: 4).id("wide")
                    }
                    return Color.blue.frame(width: third / 2, height: 4).id("narrow")
                }
            }
            Ruler()
            """
        let wide = try frames(code, width: 450)
        #expect(wide["tick"]?.width == 150 && wide["wide"]?.width == 150 && wide["narrow"] == nil, "\(wide)")
        let narrow = try frames(code, width: 240)
        #expect(narrow["tick"]?.width == 80 && narrow["wide"] == nil && narrow["narrow"]?.width == 40, "\(narrow)")
    }

    /// A body with a `return` runs as Swift code, which hands a `GeometryReader`'s content to the
    /// view builder with the names it reads: `max` and `min` there are the standard library's,
    /// called on the reader's size for each size (set BC's XPLevelDisplay: they were handed
    /// over as closures and ran on the reader at once, "has no member `size`"); and a closure
    /// the view's computed property gives, called with the size (its `progressWidth`), is
    /// computed for each size, its result's type learnt by running it.
    @Test func aBodyWithAReturnComputesTheReadersSizeWithStandardFunctions() throws {
        let code = """
            struct Meter: View {
                let level = 0.75
                var body: some View {
                    let least = 10.0
                    return GeometryReader { reader in
                        VStack(spacing: 0) {
                            Capsule().frame(width: max(reader.size.width / 4, least), height: min(reader.size.height, 6)).id("bar")
                            Capsule().frame(width: progressWidth(reader.size.width), height: 4).id("progress")
                        }
                    }
                    .frame(height: 20)
                }
                private var progressWidth: (CGFloat) -> CGFloat {
                    { total in total * CGFloat(level) }
                }
            }
            Meter()
            """
        let wide = try frames(code, width: 400)
        #expect(wide["bar"]?.size == Size(width: 100, height: 6) && wide["progress"]?.width == 300, "\(wide)")
        let narrow = try frames(code, width: 32)
        #expect(narrow["bar"]?.size == Size(width: 10, height: 6) && narrow["progress"]?.width == 24, "\(narrow)")
    }

    /// A `let` of the reader's number with its type written (`let half: CGFloat = ...`, set P's
    /// views) is that number, followed at each width; it was refused as not a CGFloat.
    @Test func aTypedLetOfTheReadersNumberFollowsEachWidth() throws {
        let code = """
            GeometryReader { proxy in
                let half: CGFloat = proxy.size.width / 2
                Color.blue.frame(width: half, height: 10).id("bar")
            }
            .frame(height: 10)
            """
        for width in [120.0, 300] {
            #expect(try frames(code, width: width)["bar"]?.width == width / 2, "at \(width)")
        }
    }

    /// A local computed variable of the reader's size (`var half: Double { proxy.size.width /
    /// 2 }`, Flipper's remote control in set Y) is read as the `let` is, following each width;
    /// it ran as Swift code, which has no size yet ("a value of a GeometryReader's proxy has no
    /// member `size`").
    @Test func aLocalComputedVariableOfTheReadersNumberFollowsEachWidth() throws {
        let code = """
            GeometryReader { proxy in
                var half: Double { proxy.size.width / 2 }
                Color.blue.frame(width: half, height: 10).id("bar")
            }
            .frame(height: 10)
            """
        for width in [120.0, 300] {
            #expect(try frames(code, width: width)["bar"]?.width == width / 2, "at \(width)")
        }
    }

    /// `.position(x:y:)` from the reader's size centres the view at that point for each size
    /// (Apple, "position(x:y:)": "Positions the center of this view at the specified
    /// coordinates in its parent's coordinate space"). Met on set E (kiwix-apple's LoadingView).
    /// A stack's spacing from the reader's size (`HStack(spacing: proxy.size.width / 10)`, set I's
    /// bar charts): the gap follows each width.
    @Test func aStacksSpacingFromTheReadersSizeFollowsEachWidth() throws {
        let code = """
            GeometryReader { proxy in
                HStack(alignment: .bottom, spacing: proxy.size.width / 10) {
                    Color.red.frame(width: 10, height: 10).id("a")
                    Color.red.frame(width: 10, height: 20).id("b")
                }
            }
            """
        for width in [100.0, 300] {
            let found = try frames(code, width: width)
            let a = try #require(found["a"]), b = try #require(found["b"])
            #expect(b.minX - a.maxX == width / 10)
            #expect(a.maxY == b.maxY)
        }
    }

    /// A lazy grid's tracks and spacing computed from the reader's size are made again at each
    /// width (an adaptive minimum of a third of the width, a fixed column of a quarter, spacing
    /// of a fiftieth; a lazy stack's spacing too), where the grid took its default tracks
    /// without a word and its spacing was left out with a warning before. Apple,
    /// "GridItem.Size.adaptive(minimum:maximum:)": "Multiple items in the space of a single
    /// flexible item", as many of at least `minimum` as fit.
    @Test func aLazyGridsTracksFromTheReadersSizeFollowEachWidth() throws {
        let code = """
            GeometryReader { proxy in
                VStack {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: proxy.size.width / 3))], spacing: 0) {
                        ForEach(0..<4) { i in Color.red.frame(height: 10).id("a\\(i)") }
                    }
                    LazyVGrid(columns: [GridItem(.fixed(proxy.size.width / 4)), GridItem(.flexible())], spacing: proxy.size.width / 50) {
                        ForEach(0..<4) { i in Color.red.frame(height: 10).id("f\\(i)") }
                    }
                    LazyHStack(spacing: proxy.size.width / 20) {
                        Color.red.frame(width: 10, height: 10).id("h0")
                        Color.red.frame(width: 10, height: 10).id("h1")
                    }
                }
            }
            """
        for width in [200.0, 400] {
            let found = try frames(code, width: width)
            // Three columns of a third would need two gaps of 8 more: two columns fit.
            let a0 = try #require(found["a0"]), a1 = try #require(found["a1"]), a2 = try #require(found["a2"])
            #expect(a0.width == (width - 8) / 2 && a1.minX == a0.maxX + 8 && a2.minY == a0.maxY, "at \(width)")
            let f0 = try #require(found["f0"]), f1 = try #require(found["f1"]), f2 = try #require(found["f2"])
            #expect(f0.width == width / 4 && f1.width == width - width / 4 - 8, "at \(width)")
            #expect(f2.minY - f0.maxY == width / 50, "at \(width)")
            let h0 = try #require(found["h0"]), h1 = try #require(found["h1"])
            #expect(h1.minX - h0.maxX == width / 20, "at \(width)")
        }
    }

    /// `.offset(_ offset: CGSize)` given the reader's whole size, or a size made from it in
    /// either branch of a condition (set L's task card: a colour grown from the bottom-trailing
    /// corner), moves the view by that size at every width (Apple, "offset(_:)": "Offset this
    /// view by the horizontal and vertical amount specified in the offset parameter").
    @Test func anOffsetByTheReadersWholeSizeFollowsEachWidth() throws {
        let code = """
            @State var grown = true
            GeometryReader {
                let size = $0.size
                Rectangle()
                    .frame(width: grown ? size.width * 2 : 0, height: grown ? size.height * 2 : 0)
                    .offset(grown ? CGSize(width: -size.width / 2, height: -size.height / 2) : size)
                    .id("grown")
                Color.red.frame(width: 4, height: 4).offset(size).id("corner")
            }
            .frame(height: 60)
            """
        for width in [100.0, 390] {
            let found = try frames(code, width: width)
            #expect(found["grown"] == Rect(x: -width / 2, y: -30, width: width * 2, height: 120), "at \(width)")
            #expect(found["corner"] == Rect(x: width, y: 60, width: 4, height: 4), "at \(width)")
        }
    }

    @Test func aPositionFromTheReadersSizeFollowsEachWidth() throws {
        let code = """
            GeometryReader { geometry in
                Circle().frame(width: 20, height: 20)
                    .position(x: geometry.size.width * 0.5, y: geometry.size.height * 0.25)
                    .id("dot")
            }
            .frame(height: 100)
            """
        for width in [200.0, 300, 390] {
            let dot = try #require(try frames(code, width: width)["dot"])
            #expect(dot.origin.x == width / 2 - 10 && dot.origin.y == 15)
        }
    }

    /// An `if` on the reader's size that also reads the app's value (`isHide`) is a stand-in
    /// condition, as any other: it was "does not read the GeometryReader's proxy" (set A).
    @Test func aConditionOnTheSizeAndTheAppsValueStandsIn() throws {
        let code = """
            GeometryReader { proxy in
                let edge = proxy.size.width - 400
                if edge < 0 && !isHide { Text("shown") } else { Text("hidden") }
            }
            .frame(height: 40)
            """
        #expect(texts(try interpret(code)) == ["hidden"])  // a stand-in condition is false
    }

    @Test func anUnspecifiedHeightIsTenPointsAsInSwiftUI() throws {
        let found = try frames("GeometryReader { geometry in\n    Color.red.frame(width: geometry.size.width).id(\"fill\")\n}\n.id(\"reader\")", width: 200)
        #expect(found["reader"]?.height == 10)
        #expect(found["fill"]?.width == 200)
    }

    /// What apps write inside a reader: a `let` computed from the proxy, a ternary on its size,
    /// an array of sizes and `max()`: each compiled by the Swift compiler as a function of the
    /// proxy (and of the values derived from it) and run for each size.
    @Test func valuesDerivedFromTheProxyAreComputedForEachSize() throws {
        let code = """
            let limit = 300.0
            GeometryReader { proxy in
                let side = min(proxy.size.width, limit)
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: side / 2, height: proxy.size.width > 250 ? 30 : 10).id("a")
                    Color.blue.frame(width: [proxy.size.width / 4, 80].max() ?? 0, height: 5).id("b")
                }
            }
            .frame(height: 60)
            """
        for width in [200.0, 390, 800] {
            let found = try frames(code, width: width)
            let side = min(width, 300)
            #expect(found["a"]?.size == Size(width: side / 2, height: width > 250 ? 30 : 10), "at \(width)")
            #expect(found["b"]?.width == max(width / 4, 80), "at \(width)")
        }
    }

    /// Inside a whole `View`, the expression may call the view's own methods and read its
    /// properties, as the struct's code can.
    @Test func aViewsOwnMethodsAreInScope() throws {
        let found = try frames("""
            struct Bars: View {
                let count = 3
                var body: some View {
                    GeometryReader { proxy in
                        HStack(alignment: .bottom, spacing: 0) {
                            ForEach(0..<count, id: \\.self) { index in
                                Color.green.frame(height: proxy.size.height * share(of: index)).id("bar\\(index)")
                            }
                        }
                    }
                    .frame(height: 60)
                }
                private func share(of index: Int) -> CGFloat { CGFloat(index + 1) / CGFloat(count) }
            }
            Bars()
            """, width: 300)
        #expect(found["bar0"]?.height == 20)
        #expect(found["bar2"]?.height == 60)
    }

    /// `if proxy.size.width > 300 { HStack } else { VStack }`: SwiftUI runs the reader's
    /// closure for each size, so the branch shown depends on the size; the other is hidden.
    @Test func anIfOnTheSizeChoosesItsBranchForEachSize() throws {
        let code = """
            GeometryReader { proxy in
                if proxy.size.width > 300 {
                    HStack(spacing: 0) { Color.red.frame(width: 50, height: 20).id("a"); Color.blue.frame(width: 50, height: 20).id("b") }
                } else if proxy.size.width > 150 {
                    VStack(spacing: 0) { Color.red.frame(width: 50, height: 20).id("c"); Color.blue.frame(width: 50, height: 20).id("d") }
                } else {
                    Color.gray.frame(width: 10, height: 10).id("e")
                }
            }
            .frame(height: 60)
            """
        let narrow = try frames(code, width: 100)
        #expect(Set(narrow.keys).isSuperset(of: ["e"]) && narrow["a"] == nil && narrow["c"] == nil)
        let medium = try frames(code, width: 200)
        #expect(medium["d"] == Rect(x: 0, y: 20, width: 50, height: 20) && medium["a"] == nil && medium["e"] == nil)
        let wide = try frames(code, width: 390)
        #expect(wide["b"] == Rect(x: 50, y: 0, width: 50, height: 20) && wide["c"] == nil)
    }

    /// `if columns > 1, !proxy.size.width.isZero`: Swift reads a list of conditions as `&&`, so
    /// conditions of the size in a list are one condition of the size, and one that does not
    /// depend on it is decided when the block is read (set AA, session 32: TelemetryViewer's
    /// chart axis was "an `if` condition must be a Bool" where `&&` laid out).
    @Test func aListOfConditionsOnTheSizeHoldsTogether() throws {
        let code = """
            let showsCount = true
            GeometryReader { proxy in
                let columns = Int(proxy.size.width / 100)
                if columns > 1, !proxy.size.width.isZero, showsCount {
                    Color.red.frame(width: 50, height: 20).id("many")
                } else if showsCount, proxy.size.width > 50 {
                    Color.blue.frame(width: 50, height: 20).id("one")
                } else {
                    Color.gray.frame(width: 10, height: 10).id("none")
                }
            }
            .frame(height: 60)
            """
        let wide = try frames(code, width: 300), medium = try frames(code, width: 120), narrow = try frames(code, width: 40)
        #expect(wide["many"] != nil && wide["one"] == nil && wide["none"] == nil)
        #expect(medium["one"] != nil && medium["many"] == nil && medium["none"] == nil)
        #expect(narrow["none"] != nil && narrow["many"] == nil && narrow["one"] == nil)
        // A condition that does not hold now leaves the size's conditions out.
        let off = try frames(code.replacingOccurrences(of: "let showsCount = true", with: "let showsCount = false"), width: 300)
        #expect(off["none"] != nil && off["many"] == nil)
    }

    /// A binding in the list (`if blockWidth > 24, let shotID = item.shotID`, set BL's
    /// Directors-Chair timeline) is decided when the block is read, a nil failing the list, and
    /// binds its name for the body and the conditions after it; the body was refused ("an `if`
    /// condition must be a Bool, found a value of a GeometryReader's proxy").
    @Test func aBindingBesideConditionsOnTheSizeBindsForTheBody() throws {
        let code = """
            let labels: [String?] = ["one", nil]
            GeometryReader { proxy in
                let width = proxy.size.width
                VStack {
                    ForEach(0..<2) { index in
                        if width > 300, let label = labels[index], width > Double(label.count) {
                            Text(label).id("label-\\(index)")
                        } else {
                            Color.gray.frame(width: 10, height: 10).id("none-\\(index)")
                        }
                    }
                }
            }
            .frame(height: 60)
            """
        let wide = try frames(code, width: 400), narrow = try frames(code, width: 200)
        #expect(wide["label-0"] != nil && wide["none-0"] == nil && wide["none-1"] != nil && wide["label-1"] == nil)
        #expect(narrow["label-0"] == nil && narrow["none-0"] != nil && narrow["none-1"] != nil)
    }

    /// `if proxy.size.width > 300 { ... }` with no `else`: `buildIf`'s optional view, "only
    /// included when the condition evaluates to true" (Apple, "ViewBuilder.buildIf(_:)"). Where
    /// it fails the stack has no such subview: neither its space nor the spacing on either side
    /// (set AA, session 32: TelemetryViewer's chart axis was "needs an `else`"). Checked against
    /// the same stack written without the view, which is what SwiftUI lays out then.
    @Test func anIfOnTheSizeWithoutElseLeavesItsViewOutOfTheStack() throws {
        let code = """
            GeometryReader { proxy in
                VStack(alignment: .trailing) {
                    Color.red.frame(width: 40, height: 20).id("top")
                    if proxy.size.width > 200 {
                        Text("Wide").id("label")
                    }
                    Color.blue.frame(width: 30, height: 20).id("bottom")
                }
                .id("stack")
            }
            .frame(height: 200)
            """
        let without = code.replacingOccurrences(of: "if proxy.size.width > 200 {\n            Text(\"Wide\").id(\"label\")\n        }\n", with: "")
        #expect(without != code)
        let narrow = try frames(code, width: 150), narrowWithout = try frames(without, width: 150)
        #expect(narrow["label"] == nil)
        for id in ["top", "bottom", "stack"] { #expect(narrow[id] == narrowWithout[id], "\(id)") }
        // The gap is the default spacing between two colours, 8 points, not two gaps.
        #expect(narrow["bottom"].map { $0.minY - 20 } == narrow["top"]?.minY.advanced(by: 8))
        let wide = try frames(code, width: 300), wideAlways = try frames(code.replacingOccurrences(of: "proxy.size.width > 200", with: "true"), width: 300)
        #expect(wide["label"] != nil)
        for id in ["top", "label", "bottom", "stack"] { #expect(wide[id] == wideAlways[id], "\(id)") }
        // An `else if` chain ending without `else` likewise.
        let chain = code.replacingOccurrences(of: "if proxy.size.width > 200 {", with: "if proxy.size.width > 1000 {\n            Text(\"Huge\").id(\"huge\")\n        } else if proxy.size.width > 200 {")
        #expect(try frames(chain, width: 150)["bottom"] == narrowWithout["bottom"])
        #expect(try frames(chain, width: 300)["label"] == wide["label"])
    }

    /// A branch of several views is their `TupleView`, each a subview of the stack around (it
    /// was "takes one view in each branch"), and a branch that builds no view (`if let` of a
    /// `nil` inside, set AA's TelemetryViewer chart axis) is `buildIf`'s nil: nothing at all.
    @Test func aBranchOnTheSizeOfSeveralViewsOrNoneLaysOutAsThoseViews() throws {
        let code = """
            let last: String? = nil
            GeometryReader { proxy in
                HStack {
                    Color.red.frame(width: 10, height: 10).id("first")
                    if proxy.size.width > 200 {
                        Color.green.frame(width: 20, height: 10).id("g1")
                        Color.green.frame(width: 30, height: 10).id("g2")
                    } else {
                        if let last { Text(last) }
                    }
                    Color.blue.frame(width: 10, height: 10).id("last")
                }
            }
            .frame(height: 10)
            """
        let wide = try frames(code, width: 300)
        #expect(wide["g1"].map(\.minX) == 18 && wide["g2"].map(\.minX) == 46 && wide["last"].map(\.minX) == 84)
        let narrow = try frames(code, width: 150)
        #expect(narrow["g1"] == nil && narrow["g2"] == nil)
        #expect(narrow["last"].map(\.minX) == 18)
    }

    /// `CGFloat.random(in: 0...proxy.size.width / 2)`: one draw for the call's place, scaled to
    /// the bounds at each size (Apple, "random(in:)": a value "within the specified range"), so
    /// the value follows the width linearly as the page's other lengths do; a range the code
    /// computes (a `? :` of two ranges), and `CGFloat.maximum(_:_:)` of the size, likewise. Set
    /// AB's MochiDiffusion was "a value of a GeometryReader's proxy has no member `size`".
    @Test func aRandomDrawBetweenBoundsOfTheSizeFollowsEachWidth() throws {
        let code = """
            GeometryReader { proxy in
                let x = CGFloat.random(in: 0...(proxy.size.width / 2))
                let y = CGFloat.random(in: proxy.size.width > 300 ? 0...10 : 20...30)
                Color.red.frame(width: 10, height: 10).id("dot").position(x: x, y: y)
                Color.blue.frame(width: CGFloat.maximum(proxy.size.width / 4, 60), height: 5).id("bar")
            }
            .frame(height: 40)
            """
        let narrow = try #require(try frames(code, width: 200)["dot"]), wide = try #require(try frames(code, width: 400)["dot"])
        // The same draw: half the width's range twice as long puts the centre twice as far.
        #expect(abs((wide.midX) - 2 * narrow.midX) < 1e-9 && narrow.midX >= 0 && narrow.midX <= 100)
        #expect((20...30).contains(narrow.midY) && (0...10).contains(wide.midY), "\(narrow) \(wide)")
        #expect(try frames(code, width: 200)["bar"]?.width == 60 && frames(code, width: 400)["bar"]?.width == 100)
        // Every build draws the same.
        #expect(try frames(code, width: 200)["dot"] == narrow)
        // A range empty at some size is said there, as Swift traps on it.
        let empty = "GeometryReader { proxy in\n    Color.red.frame(width: CGFloat.random(in: 100...proxy.size.width), height: 5)\n}"
        let block = try ParsedBlock(source: LayoutBlockSource(code: empty, file: "content/test.md", firstLine: 10))
        _ = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 50)
        #expect(block.program.runtimeFailures.first?.message.contains("needs a range that is not empty") == true, "\(block.program.runtimeFailures)")
        // A bound that is no finite number gives no number, for an `Int` draw too (it trapped).
        let infinite = "GeometryReader { proxy in\n    Color.red.frame(width: 10, height: 10).position(x: Int.random(in: 0...proxy.size.width / 0), y: 5)\n}"
        let infiniteBlock = try ParsedBlock(source: LayoutBlockSource(code: infinite, file: "content/test.md"))
        #expect(!(try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(infiniteBlock, width: 300).nodes.isEmpty))
        #expect(infiniteBlock.program.runtimeFailures.first?.message.contains("needs bounds that are finite numbers") == true, "\(infiniteBlock.program.runtimeFailures)")
    }

    @Test func anIfOnTheSizeNeedsABool() {
        #expect(message("GeometryReader { proxy in\n    if proxy.size.width { Text(\"a\") } else { Text(\"c\") }\n}").contains(
            "an `if` condition must be a Bool, and this is CGFloat"))
    }

    @Test func mistakesAboutTheProxyAreFoundWhenTheBlockIsRead() {
        #expect(message("GeometryReader { proxy in\n    Color.red.frame(width: proxy.size.widht)\n}") == """
            content/test.md:11:39: error: CGSize has no member `widht`
             11 |     Color.red.frame(width: proxy.size.widht)
                |                                       ^
                = hint: did you mean `width`?
            """)
        #expect(message("GeometryReader { proxy in\n    Color.red.frame(width: proxy.safeArea)\n}").contains("GeometryProxy has no member `safeArea`"))
    }

    /// The warnings of `code` (read at line 10 of a page, with no error) that say a value is
    /// drawn without or left out.
    private func leftOutWarnings(_ code: String) throws -> [Diagnostic] {
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
        #expect(block.notes.allSatisfy { $0.severity != .error }, "\(block.notes)")
        return block.notes.filter { $0.id == .undrawnModifier }
    }

    /// A drawing value computed from the size (an opacity, a stroke's width, a corner's
    /// radius) would change with the reader's size, which a page's drawing cannot follow yet:
    /// it is left out, the view drawn with the modifier's default, and said at the value, as a
    /// font size of the size is (set AB's nostur: `strokeBorder(lineWidth: side * 0.04)` stopped
    /// the view). Sizes and positions from the size stay exact, and a value of the size that is
    /// no number (the size itself) is still refused.
    @Test func aDrawingValueFromTheSizeIsLeftOutAndSaid() throws {
        let code = """
            GeometryReader { proxy in
                let side = min(proxy.size.width, proxy.size.height)
                Circle()
                    .strokeBorder(Color.red, lineWidth: side * 0.1)
                    .opacity(proxy.size.width / 1000)
                    .frame(width: side, height: side)
                    .id("ring")
            }
            .frame(height: 100)
            """
        let warnings = try leftOutWarnings(code)
        #expect(warnings.map(\.subject) == ["strokeBorder", "opacity"])
        #expect(warnings.first?.line == 13 && warnings.first?.column == 45)
        #expect(try frames(code, width: 300)["ring"] == Rect(x: 0, y: 0, width: 100, height: 100))
        let errors = diagnostics("GeometryReader { proxy in\n    Text(\"x\").opacity(proxy.size)\n}")
        #expect(errors.first?.message == "`opacity` cannot take a value computed from a GeometryReader's size in a layout block")
    }

    /// The same for a number of the size inside a value only drawing reads: a progress ring's
    /// `StrokeStyle(lineWidth: ring * 0.05, lineCap: .round)` stopped the body ("makes a SwiftUI
    /// value, which code running while the engine lays out cannot make"; set BL's Loft-Hours);
    /// its width is left out and said, the rest of the style kept.
    @Test func aStrokeStylesWidthFromTheSizeIsLeftOutAndSaid() throws {
        let code = """
            GeometryReader { proxy in
                let ring = min(proxy.size.width, proxy.size.height)
                Circle()
                    .stroke(Color.red, style: StrokeStyle(lineWidth: ring * 0.05, lineCap: .round))
                    .frame(width: ring, height: ring)
                    .id("ring")
            }
            .frame(height: 100)
            """
        let warnings = try leftOutWarnings(code)
        #expect(warnings.map(\.subject) == ["StrokeStyle"])
        #expect(warnings.first?.line == 13 && warnings.first?.column == 58)
        #expect(try frames(code, width: 300)["ring"] == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A font size or a text computed from the size would change with the reader's size,
    /// which static text cannot follow yet. Both were dropped without a word: the font was the
    /// body's, and the text read "GeometryProxy value". The font is still the body's (with its
    /// weight and design), now with a warning at the size, so an icon that scales its glyph to
    /// its box (set X's KeyboardCowboy) lays out; the text is an error.
    @Test func aFontSizeOrATextFromTheSizeIsSaid() throws {
        let code = "GeometryReader { proxy in\n    Text(\"x\").font(.system(size: proxy.size.width / 10, weight: .bold)).id(\"x\")\n}"
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
        let warning = try #require(block.notes.first { $0.id == .undrawnModifier })
        #expect(warning.message == "a font size computed from a GeometryReader's size is drawn at the body size: a page cannot yet size text by its container")
        #expect(warning.severity == .warning && warning.line == 11 && warning.column == 34)
        #expect(try frames(code, width: 300)["x"] == frames("GeometryReader { proxy in\n    Text(\"x\").font(.body.bold()).id(\"x\")\n}", width: 300)["x"])
        // A custom font's size likewise (set X's KeyboardCowboy: `Font.custom("Menlo", fixedSize: proxy.size.width * 0.2)`).
        let custom = try ParsedBlock(source: LayoutBlockSource(code: "GeometryReader { proxy in\n    Text(\"x\").font(Font.custom(\"Menlo\", fixedSize: proxy.size.width * 0.2))\n}",
                                                              file: "content/test.md", firstLine: 10))
        #expect(custom.notes.contains { $0.id == .undrawnModifier } && custom.notes.allSatisfy { $0.severity != .error }, "\(custom.notes)")
        let text = diagnostics("GeometryReader { proxy in\n    Text(\"w \\(Int(proxy.size.width)) pt\")\n}")
        #expect(text.map(\.message) == ["a text cannot show a value computed from a GeometryReader's size in a layout block"])
        #expect(text.first?.line == 11 && text.first?.column == 15)
    }

    /// `frame(in: .global)`, `.named(...)`, `.scrollView`: where the reader is on the screen,
    /// which a page does not know while it lays the reader out. It stands in as the reader's
    /// own frame, listed in the block's stand-in warning (a build refuses it unless the block
    /// publishes stand-ins), instead of stopping the block.
    @Test func aFrameInAnotherCoordinateSpaceStandsInAsTheReadersOwn() throws {
        let code = """
            ScrollView {
                GeometryReader { proxy in
                    let minY = proxy.frame(in: .global).minY
                    Text("Parallax").offset(y: 10 - minY * 0.5).id("text")
                }
                .frame(height: 100)
            }
            """
        #expect(try frames(code, width: 390)["text"]?.origin.y == 10)
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
        let warning = try #require(block.notes.first { $0.id == .standIn })
        #expect(warning.subject == "`proxy.frame(in: .global)` is" && warning.line == 12)
    }

    /// Set T (session 25): a view's own data method given a value computed from the proxy
    /// (`point(from: center, radius: 20)` of `let center = CGPoint(x: geo.size.width / 2, ...)`)
    /// is computed for each size, as a function of such a value is; it stopped the view with
    /// "a value of a GeometryReader's proxy has no member `x`".
    @Test func aViewsMethodOfAProxysValueIsComputedPerSize() throws {
        let code = """
            struct Pie: View {
                var body: some View {
                    GeometryReader { geo in
                        let center = CGPoint(x: geo.size.width / 2, y: geo.size.height / 2)
                        Circle().frame(width: 10, height: 10).position(point(from: center, radius: 20)).id("dot")
                    }
                }
                private func point(from center: CGPoint, radius: CGFloat) -> CGPoint {
                    CGPoint(x: center.x + radius, y: center.y)
                }
            }
            Pie().frame(height: 100)
            """
        for width in [300.0, 200] {
            let dot = try #require(try frames(code, width: width)["dot"])
            #expect(dot.origin.x == width / 2 + 20 - 5 && dot.origin.y == 45, "\(width): \(dot)")
        }
    }

    /// An `alignmentGuide` closure that reads a GeometryReader's width (`let span = reader.size.width`)
    /// runs with the width the reader has at each size, as the closure SwiftUI calls at layout
    /// time sees it (set AS's oscar-weather: a time axis whose ticks stand at shares of the
    /// width; it stopped with "`*` does not apply to ... a number from a GeometryReader's size").
    @Test func anAlignmentGuideReadingTheReadersSizeRunsPerSize() throws {
        let code = """
            GeometryReader { reader in
                let span = reader.size.width
                ZStack(alignment: .topLeading) {
                    ForEach([0.0, 0.25, 0.5], id: \\.self) { share in
                        Color.red.frame(width: 4, height: 10)
                            .alignmentGuide(.leading) { d in -(share * span) }
                            .id("tick\\(Int(share * 100))")
                    }
                }
            }
            .frame(height: 10)
            """
        for width in [400.0, 240] {
            let placed = try frames(code, width: width)
            #expect(placed["tick0"]?.minX == 0, "\(width): \(placed)")
            #expect(placed["tick25"]?.minX == width / 4, "\(width): \(placed)")
            #expect(placed["tick50"]?.minX == width / 2, "\(width): \(placed)")
        }
    }

    /// An implicit member as a result of `? :` beside arithmetic of the reader's size is a
    /// number of that arithmetic's type (`.infinity` a `CGFloat`'s), which `min` takes (set BN's
    /// drawingbot scales a page to fit, each scale `.infinity` where a side is 0: "`min` takes numbers").
    @Test func anImplicitMemberBesideArithmeticOfTheSizeIsANumber() throws {
        let code = """
            GeometryReader { geo in
                let paper = CGSize(width: 0, height: 50)
                let scaleX = paper.width > 0 ? (geo.size.width - 40) / paper.width : .infinity
                let scaleY = paper.height > 0 ? geo.size.width / paper.height : .infinity
                let scale = min(scaleX, scaleY)
                Color.red.frame(width: paper.height * scale, height: 10).id("paper")
            }
            .frame(height: 10)
            """
        for width in [300.0, 200] {
            #expect(try frames(code, width: width)["paper"]?.width == width)
        }
    }

    /// A number of views or a text from the reader's size is refused as what it is, a structure
    /// or a text that would change with the width, wherever it is written: a `ForEach` over
    /// `0..<Int(proxy.size.width / 100)` and `Text(String(format:))` of the width were "expects a
    /// collection ... found a value of a GeometryReader's proxy" and "expects a string" (set AX).
    @Test func aCountOrATextFromTheSizeIsRefusedAsSuch() throws {
        let count = message("""
            GeometryReader { geo in
                ForEach(1..<Int(geo.size.width / 100), id: \\.self) { i in Circle().frame(width: 10, height: 10) }
            }
            """)
        #expect(count.contains("`ForEach` cannot draw a number of views computed from a GeometryReader's size"), "\(count)")
        let formatted = message("""
            GeometryReader { geo in
                Text(String(format: "%.1f", geo.size.width))
            }
            """)
        #expect(formatted.contains("a text cannot show a value computed from a GeometryReader's size"), "\(formatted)")
    }

    /// `VStack(spacing: proxy.size.height > 120 ? nil : 4)` (set BE's luka widget): a stack's
    /// spacing of the reader's size may be `nil`, SwiftUI's default between its views, at some
    /// sizes (it was refused as a value a stack cannot take).
    @Test func aStacksSpacingOfTheSizeMayBeNil() throws {
        func gap(_ limit: Int) throws -> Double {
            let found = try frames("""
                GeometryReader { proxy in
                    VStack(spacing: proxy.size.height > \(limit) ? nil : 4) {
                        Color.red.frame(width: 10, height: 10).id("a")
                        Color.blue.frame(width: 10, height: 10).id("b")
                    }
                }
                .frame(height: 200)
                """, width: 300)
            let a = try #require(found["a"]), b = try #require(found["b"])
            return b.minY - a.maxY
        }
        let plain = try frames("VStack { Color.red.frame(width: 10, height: 10).id(\"a\"); Color.blue.frame(width: 10, height: 10).id(\"b\") }", width: 300)
        #expect(try gap(120) == plain["b"]!.minY - plain["a"]!.maxY)
        #expect(try gap(220) == 4)
    }
}
