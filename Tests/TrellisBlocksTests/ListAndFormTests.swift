// Lists, forms, sections and navigation stacks: iOS's metrics, worked out from ListMetrics.

import Testing
@testable import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

/// Text here is the fixed-advance font at a 16-px body: 8 px per character and 20-px lines
/// for the body; the 13-pt footnote of a header is 13 × 16 / 17 px with 1.25-em lines.
let footnoteLine = 13.0 * 16 / 17 * 1.25

/// Whether two lengths agree to the report's precision.
func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 0.06 } ?? false }

@Suite struct ListAndFormTests {
    @Test func aFormDrawsInsetGroupedSectionsWithUppercaseHeaders() throws {
        let found = try frames("""
            Form {
                Section("Pets") {
                    Text("Cat").id("cat")
                    Text("Dog").id("dog")
                }
                .id("pets")
            }
            .id("form")
            """, width: 390)
        // The header: 17 above, a footnote line, 7 to the rows. Each row is at least 44
        // (20 + 2 × 6 is less), so the card is 88; 35 below the last section.
        let header = 17 + footnoteLine + 7
        #expect(close(found["pets"]?.height, header + 88) && found["pets"]?.width == 390)
        #expect(close(found["form"]?.height, header + 88 + 35))
        // Rows start at the section's 16 margin plus the row's 20 inset, centred in 44.
        #expect(found["cat"]?.minX == 36 && found["cat"]?.width == 24 && found["cat"]?.height == 20)
        #expect(close(found["cat"]?.minY, header + 12))
        #expect(close(found["dog"]?.minY, header + 44 + 12))
    }

    @Test func theHeaderIsUppercasedAndSectionsWithoutHeadersAre35Apart() throws {
        let view = try interpret("""
            List {
                Section { Text("One").id("one") }
                Section { Text("Two").id("two") }
            }
            """)
        #expect(view.kind == "List")
        let found = try frames("""
            List {
                Section { Text("One").id("one") }
                Section { Text("Two").id("two") }
            }
            """, width: 300)
        // 35 above each card, 44 per card.
        let one: Double = 35 + 12, two: Double = 35 + 44 + 35 + 12
        #expect(found["one"]?.minY == one)
        #expect(found["two"]?.minY == two)
        #expect(found["one"]?.minX == 36)
    }

    @Test func aListOverDataIsAListOfItsRowsAndAPlainListRunsEdgeToEdge() throws {
        let found = try frames("""
            List(["A", "B", "C"], id: \\.self) { item in
                Text(item).id("row-\\(item)")
            }
            .listStyle(.plain)
            .id("list")
            """, width: 300)
        #expect(found["list"] == Rect(x: 0, y: 0, width: 300, height: 132))
        #expect(found["row-A"] == Rect(x: 20, y: 12, width: 8, height: 20))
        let third: Double = 88 + 12
        #expect(found["row-C"]?.minY == third)
    }

    @Test func loneRowsAndSectionsShareAList() throws {
        let found = try frames("""
            List {
                Text("Loose").id("loose")
                Section(header: Text("Named")) { Text("Inside").id("inside") }
            }
            """, width: 300)
        // The loose row forms a section of its own (35 above); the named one follows it.
        #expect(found["loose"]?.minY == 47.0)
        #expect(close(found["inside"]?.minY, 35 + 44 + 17 + footnoteLine + 7 + 12))
    }

    @Test func aNavigationLinkRowEndsInAChevronAndLeavesItsDestinationUnread() throws {
        let found = try frames("""
            List {
                NavigationLink("Settings", destination: SettingsView(model: model)).id("link")
                NavigationLink { DetailView() } label: { Text("Detail").id("detail") }
            }
            """, width: 300)
        // The link spans the row's content width (300 − 2 × 16 − 2 × 20); its label leads.
        #expect(found["link"] == Rect(x: 36, y: 47, width: 228, height: 20))
        #expect(found["detail"]?.minX == 36)
    }

    @Test func aNavigationStackDrawsALargeTitleUnderItsBar() throws {
        let found = try frames("""
            NavigationStack {
                Text("Hello").id("hello")
                    .navigationTitle("Pets")
            }
            .id("stack")
            """, width: 390)
        // A 44 bar, then the 34-pt bold title (32 px: a 40 line) with 3 above and 8 below.
        let top: Double = 44 + 3 + 40 + 8
        #expect(found["hello"] == Rect(x: 175, y: top, width: 40, height: 20))
        #expect(found["stack"] == Rect(x: 0, y: 0, width: 390, height: top + 20))
    }

    @Test func anInlineTitleStaysInTheBar() throws {
        let found = try frames("""
            NavigationView {
                Text("Hello").id("hello")
                    .navigationTitle("Pets")
                    .navigationBarTitleDisplayMode(.inline)
            }
            """, width: 390)
        #expect(found["hello"]?.minY == 44)
    }

    /// iOS 17's `.toolbarTitleDisplayMode(_:)` (Apple, "ToolbarTitleDisplayMode") places the
    /// title as `navigationBarTitleDisplayMode` does; `.inlineLarge` keeps it in the bar
    /// ("the title as large inside the toolbar"), so the content starts under the bar. It
    /// stood in as the app's modifier (set AJ), leaving the large title in place.
    @Test func aToolbarTitleModeIsTheBarsTitleMode() throws {
        for (mode, top) in [("inline", 44.0), ("inlineLarge", 44.0), ("large", 44.0 + 3 + 40 + 8)] {
            let block = try ParsedBlock(source: LayoutBlockSource(code: """
                NavigationStack {
                    Text("Hello").id("hello")
                        .navigationTitle("Pets")
                        .toolbarTitleDisplayMode(.\(mode))
                }
                """, file: "content/test.md"))
            #expect(block.notes.isEmpty, "\(block.notes)")
            let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
            let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 390)
            #expect(result.node(withID: "hello")?.frame.minY == top, "\(mode)")
        }
    }

    /// `.listRowSpacing(10)` (Apple: "the vertical spacing between two adjacent rows in a
    /// List") sets the rows 10 pt further apart than their 44-pt height, in a plain list and in
    /// an inset-grouped one, where each row is then a card of its own; `nil` is the default,
    /// none. It stood in as the app's modifier (set AJ), the rows touching.
    @Test func listRowSpacingSetsTheRowsApart() throws {
        for (style, spacing, gap) in [("insetGrouped", "10", 54.0), ("plain", "10", 54.0), ("insetGrouped", "nil", 44.0)] {
            let found = try frames("""
                List {
                    Text("A").id("a")
                    Text("B").id("b")
                }
                .listStyle(.\(style))
                .listRowSpacing(\(spacing))
                """, width: 390)
            let a = try #require(found["a"]), b = try #require(found["b"])
            #expect(b.minY - a.minY == gap, "\(style) \(spacing)")
        }
    }

    /// `.listSectionMargins(_:_:)` (Apple, iOS 26: "Set the section margins for the specific
    /// edges ... Margins for the other edges remain unchanged"): on a section, `.top, 0` sets its
    /// rows right below the one before (set AQ's code took away the 35 pt this way), on the list
    /// `.horizontal, 30` moves every card 30 pt in from the sides, where the style's is 16, and a
    /// nil length is the style's own again. Both stood in as the app's modifier.
    @Test func listSectionMarginsSetTheEdgesWritten() throws {
        let found = try frames("""
            List {
                Section { Text("A").id("a") }
                Section { Text("B").id("b") }.listSectionMargins(.top, 0)
                Section { Text("C").id("c") }.listSectionMargins(.top, nil)
            }
            .listSectionMargins(.horizontal, 30)
            """, width: 390)
        let a = try #require(found["a"]), b = try #require(found["b"]), c = try #require(found["c"])
        // Rows 44 pt tall, their text 12 pt below their top; a card's text 30 + 20 from the side.
        #expect(b.minY - a.minY == 44 && c.minY - b.minY == 44 + 35, "\(a) \(b) \(c)")
        #expect(a.minX == 50 && b.minX == 50 && c.minX == 50)
        // No list holds an infinite margin: it is none, as a negative one is.
        let unbounded = try frames("List { Section { Text(\"A\").id(\"a\") }.listSectionMargins(.top, .infinity) }.listSectionMargins(.horizontal, -5)", width: 390)
        #expect(unbounded["a"] == Rect(x: 20, y: 12, width: a.width, height: a.height), "\(unbounded)")
    }

    /// `.listItemTint(_:)` (Apple: "Sets a fixed tint color for content in a list") tints the row
    /// as `.tint` does, for a `Color` and for `ListItemTint`'s `.fixed`, `.preferred` and
    /// `.monochrome` ("a standard grayscale tint effect"); it stood in as the app's modifier.
    @Test func listItemTintTintsItsRow() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            List {
                Label("Inbox", systemImage: "tray").id("red").listItemTint(.red)
                Label("Sent", systemImage: "paperplane").id("green").listItemTint(ListItemTint.fixed(.green))
                Label("Drafts", systemImage: "doc").id("blue").listItemTint(.preferred(.blue))
                Label("Junk", systemImage: "xmark.bin").id("grey").listItemTint(.monochrome)
                Label("All", systemImage: "tray.2").id("none").listItemTint(nil)
            }
            """, file: "content/test.md"))
        #expect(block.notes.isEmpty, "\(block.notes)")
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 390)
        let tints = ["red", "green", "blue", "grey", "none"].map { result.node(withID: $0)?.drawing.tint }
        #expect(tints == [.red, .green, .blue, .gray, nil], "\(tints)")
    }

    @Test func theContentFillsTheScreenItIsOffered() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            NavigationStack {
                Text("Centre").id("centre")
            }
            """, file: "content/test.md"))
        // A screen's height, as the fence's `height=844` offers it.
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(ProposedViewSize(width: 390, height: 844))
        let centre = try #require(result.node(withID: "centre")?.frame)
        let expected: Double = 44 + (800 - 20) / 2
        #expect(centre.minY == expected)
    }

    @Test func lazyGridsSizeTheirTracksFromGridItems() throws {
        let found = try frames("""
            LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], spacing: 10) {
                ForEach(0..<3) { index in
                    Color.red.frame(height: 20 + Double(index) * 10).id("cell-\\(index)")
                }
            }
            .id("grid")
            """, width: 300)
        // Tracks: 100, then the 192 left after the 8 gap; lines 30 and 40 tall, 10 apart.
        #expect(found["grid"] == Rect(x: 0, y: 0, width: 300, height: 80))
        #expect(found["cell-0"] == Rect(x: 0, y: 5, width: 100, height: 20))
        #expect(found["cell-1"] == Rect(x: 108, y: 0, width: 192, height: 30))
        #expect(found["cell-2"] == Rect(x: 0, y: 40, width: 100, height: 40))
    }

    @Test func anAdaptiveItemFitsAsManyTracksAsItsMinimumAllows() throws {
        let found = try frames("""
            let columns = Array(repeating: GridItem(.adaptive(minimum: 80)), count: 1)
            LazyVGrid(columns: columns) {
                ForEach(0..<5) { index in
                    Color.blue.frame(height: 40).id("tile-\\(index)")
                }
            }
            """, width: 300)
        // ⌊(300 + 8) / (80 + 8)⌋ = 3 tracks of (300 − 2 × 8) / 3.
        let track = (300.0 - 16) / 3
        #expect(found["tile-0"]?.width == track)
        #expect(found["tile-2"]?.minX == 2 * (track + 8))
        #expect(found["tile-3"] == Rect(x: 0, y: 48, width: track, height: 40))
    }

    /// A stack asks each child how far it grows by offering it infinite width: a grid's
    /// adaptive item, which fits `⌊(share + gap) / (minimum + gap)⌋` tracks, must not count
    /// infinitely many (it was a crash, converting infinity to an integer).
    @Test func anAdaptiveGridOfferedInfiniteWidthByAStackLaysOut() throws {
        let found = try frames("""
            HStack(spacing: 48) {
                Button(action: {}) {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 24)), GridItem(.adaptive(minimum: 24))], spacing: 12) {
                        ForEach(0..<4) { index in Circle().frame(width: 24, height: 24).id("dot-\\(index)") }
                    }
                    .id("grid")
                }
                Text("Empty").id("label")
            }
            """, width: 300)
        let grid = try #require(found["grid"])
        #expect(grid.width.isFinite && grid.width > 0 && grid.maxX <= 300)
        #expect(found["label"].map { $0.minX >= grid.maxX + 48 } == true)
        for index in 0..<4 { #expect(found["dot-\(index)"]?.width == 24) }
        // Offered no limit, each adaptive item makes a track per cell: all of them on one line.
        let layout = LazyGridLayout(axis: .vertical, items: [GridItem(.adaptive(minimum: 24, maximum: .infinity))], alignment: .center, spacing: nil)
        #expect(layout.tracks(across: .infinity, cells: 4).count == 4)
        #expect(layout.tracks(across: 100, cells: 4).count == 3)
        // A finite length no count of tracks fits in an `Int` (bad input) makes the most tracks
        // the grid makes, not a trap.
        #expect(layout.tracks(across: 1e300, cells: 4).count == LazyGridLayout.maximumAdaptiveTracks)
        #expect(try frames("LazyVGrid(columns: [GridItem(.adaptive(minimum: 1))]) { Text(\"a\").id(\"a\") }.frame(width: 1e300)", width: 300)["a"] != nil)
    }

    @Test func aLazyVStackTakesTheWholeWidth() throws {
        let found = try frames("""
            LazyVStack(alignment: .leading) {
                Text("Row").id("row")
            }
            .id("stack")
            """, width: 300)
        #expect(found["stack"]?.width == 300)
        #expect(found["row"]?.minX == 0)
    }

    @Test func gridItemsAreChecked() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: "LazyVGrid(columns: [1, 2]) { Text(\"A\") }", file: "content/test.md"))
        #expect(throws: Diagnostic.self) { try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300) }
        do {
            _ = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300)
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.message == "a lazy grid's tracks are `GridItem`s, found an integer")
            #expect(diagnostic.location == "content/test.md:1:1")
        }
        #expect(message("LazyVGrid(columns: [GridItem(spacing: 4, .flexible())]) { Text(\"A\") }")
            .contains("`GridItem` takes a size, then `spacing:` and `alignment:`"))
    }

    @Test func aTabViewShowsItsChosenTabAboveA49PointBar() throws {
        let code = """
            @State var tab = "home"
            TabView(selection: $tab) {
                Text("Home screen").id("home")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag("home")
                Text("Settings screen").id("settings")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag("settings")
            }
            .id("tabs")
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        // The page holds both tabs; the reader picks one by its title.
        #expect(block.states.first?.values == [.string("home"), .string("settings")])
        #expect(block.states.first?.valueLabels == ["Home", "Settings"])
        let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())
        let first = try layouter.layout(block, width: 390)
        #expect(first.nodes.contains { $0.id == "home" } && !first.nodes.contains { $0.id == "settings" })
        // Offered any height, the screen is as tall as its tab's content, then the bar.
        #expect(first.nodes.first { $0.id == "tabs" }?.height == 69.0)
        let second = try layouter.layout(block, state: ["tab": .string("settings")], width: 390)
        #expect(second.nodes.contains { $0.id == "settings" } && !second.nodes.contains { $0.id == "home" })
    }

    @Test func aPageIsTheNewestIOSForAvailability() throws {
        let view = try interpret("""
            VStack {
                if #available(iOS 17, *) { Text("New") } else { Text("Old") }
                if #unavailable(iOS 17) { Text("Legacy") }
            }
            """)
        #expect(texts(view) == ["New"])
    }

    @Test func rowModifiersSetTheirRowsInsetsBackgroundAndSeparator() throws {
        let code = """
            List {
                Text("Tight").id("tight")
                    .listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
                    .listRowBackground(Color.yellow.id("yellow"))
                    .listRowSeparator(.hidden)
                Text("Plain").id("plain")
            }
            .listStyle(.plain)
            .scrollContentBackground(.hidden)
            """
        let found = try frames(code, width: 300)
        // 4 from the side instead of 20; still at least 44 tall, the background filling the row.
        #expect(found["tight"]?.minX == 4.0)
        #expect(found["yellow"] == Rect(x: 0, y: 0, width: 300, height: 44))
        #expect(found["plain"]?.minX == 20.0)
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 300)
        // No hairline under the first row, and no list background.
        #expect(!result.nodes.contains { node in
            if case .leaf(let leaf) = node.content, let color = leaf as? Color { return color.name == "separator" }
            return false
        })
        #expect(!result.nodes.contains { $0.drawing.background == .systemBackground })
    }

    /// iOS 26's `listRowInsets(_:_:)` (Apple: "Sets the insets of rows in a list on the
    /// specified edges"): those edges at the length, the others the row's own, a nil length
    /// the row's own too (set Z, IcySky). Its mistakes are at the modifier's name, not where
    /// the chain starts.
    @Test func rowInsetsOnSomeEdges() throws {
        func row(_ insets: String) throws -> Rect? {
            try frames("List {\n    Text(\"Row\").id(\"row\")\n        .listRowInsets(\(insets))\n}\n.listStyle(.plain)", width: 300)["row"]
        }
        #expect(try row(".leading, 4") == row("EdgeInsets(top: 6, leading: 4, bottom: 6, trailing: 20)"))
        #expect(try row(".leading, 4")?.minX == 4)
        #expect(try row("[.top, .bottom], 30") == row("EdgeInsets(top: 30, leading: 20, bottom: 30, trailing: 20)"))
        #expect(try row(".horizontal, nil") == row("EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)"))
        let misplaced = diagnostics("List {\n    Text(\"Row\")\n        .listRowSeparator(.hidden)\n        .listRowInsets(.leading, 4, 2)\n}")
        #expect(misplaced.first?.line == 13 && misplaced.first?.column == 10, "\(misplaced)")
    }

    @Test func rowLooksNamingTheAppsValuesAreKeptWithoutEffect() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            List {
                Text("Row").listRowBackground(theme.primaryBackgroundColor)
            }
            """, file: "content/test.md", firstLine: 10))
        // The app's theme is a stand-in: the row keeps SwiftUI's default background.
        #expect(block.notes.contains { $0.message.hasPrefix("`theme` is not defined in this block") })
        #expect(message("List { Text(\"Row\").listRowSeparator(.hiden) }").contains("did you mean `.hidden`?"))
    }

    @Test func theLeastRowHeightIsAnEnvironmentValueAndEditModeIsBehaviour() throws {
        let code = """
            List {
                Text("Tight").id("tight")
                Text("Next").id("next")
            }
            .listStyle(.plain)
            .environment(\\.defaultMinListRowHeight, 1)
            .environment(\\.editMode, .constant(.active))
            """
        let found = try frames(code, width: 300)
        // A 20-px line and the row's 6 above and below: 32, no longer 44.
        #expect(found["next"].map { $0.minY - (found["tight"]?.minY ?? 0) } == 32)
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.contains { $0.severity == .note && $0.message.hasPrefix("`.environment(\\.editMode)` has no effect on a static page") })
        do {
            _ = try frames("List { Text(\"a\") }.environment(\\.defaultMinListRowHeight, -1)", width: 300)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("`\\.defaultMinListRowHeight` takes a height in points"))
        }
    }

    @Test func aPickersLabelMayBeAViewWrittenBeforeOrAfterItsOptions() throws {
        for picker in [
            #"Picker(selection: $sort, label: Text("Sort by")) { Text("Name").tag(1); Text("Date").tag(2) }"#,
            #"Picker(selection: $sort) { Text("Name").tag(1); Text("Date").tag(2) } label: { Text("Sort by") }"#,
        ] {
            let found = try frames("@State var sort = 1\nList { \(picker).id(\"picker\") }", width: 300)
            let block = try ParsedBlock(source: LayoutBlockSource(code: "@State var sort = 1\nList { \(picker) }", file: "content/test.md"))
            let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
            let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 300)
            let shown = result.nodes.compactMap { node -> String? in
                if case .leaf(let leaf) = node.content, let text = leaf as? Text { return text.styled.plainText }
                return nil
            }
            // The row shows its label at the leading edge and the menu's choice at the trailing one.
            #expect(shown.first == "Sort by", "\(picker)")
            #expect(found["picker"] != nil)
        }
    }

    /// iOS starts a row's separator under the row's text (`listRowSeparatorLeading`): after a
    /// label's icon (its square symbol and the label's 8 pt), at the row's inset otherwise.
    @Test func separatorsStartUnderTheRowsText() throws {
        let code = """
            List {
                Label("Inbox", systemImage: "tray").id("inbox")
                Text("Drafts").id("drafts")
                Toggle(isOn: .constant(true)) { Label("Sync", systemImage: "arrow.triangle.2.circlepath") }
                Text("Last")
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 300)
        let lines = result.nodes.filter { node in
            if case .leaf(let leaf) = node.content, let color = leaf as? Color { return color.name == "separator" }
            return false
        }.sorted { $0.frame.minY < $1.frame.minY }
        // Each row's first text: "Inbox", "Drafts", "Sync" (the last row has no line below it).
        let texts = result.nodes.filter { $0.kind == .text }.prefix(3).map(\.frame.minX)
        let starts: [Double] = lines.map(\.frame.minX)
        #expect(starts == Array(texts))
        #expect(starts[0] > starts[1])
    }

    /// Set AE's vocabulary: `listRowSeparatorTint(_:edges:)` colours the separator under its
    /// row (Apple: "Sets the tint color associated with a row"); `horizontalRadioGroupLayout()`
    /// lists a radio group picker's options in a row ("radio group style pickers within this
    /// view ... horizontally positioned"); `VSplitView` and `HSplitView` stack their children
    /// with a divider between each two; and the behaviour-only modifiers are a note, not the
    /// app's stand-ins (they were "not defined in this block").
    @Test func separatorTintRadioGroupsInARowAndSplitViews() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            List {
                Text("Red").listRowSeparatorTint(.red)
                Text("Plain")
                Text("Last")
            }
            """, file: "content/test.md"))
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 300)
        let lines = result.nodes.compactMap { node -> (Double, String)? in
            guard case .leaf(let leaf) = node.content, let color = leaf as? Color, node.frame.height == 0.5 else { return nil }
            return (node.frame.minY, color.name ?? "")
        }.sorted { $0.0 < $1.0 }.map(\.1)
        #expect(lines == ["red", "separator"], "\(lines)")

        let radio = try frames("""
            Picker("Size", selection: .constant(1)) {
                Text("S").tag(1).id("s")
                Text("M").tag(2).id("m")
            }
            .pickerStyle(.radioGroup)
            .horizontalRadioGroupLayout()
            """, width: 300)
        let (small, medium) = (try #require(radio["s"]), try #require(radio["m"]))
        #expect(small.minY == medium.minY && medium.minX > small.maxX)

        let split = try frames("""
            VSplitView {
                Text("Top").id("top")
                Text("Bottom").id("bottom")
            }
            .id("split")
            """, width: 300)
        let (top, bottom) = (try #require(split["top"]), try #require(split["bottom"]))
        #expect(bottom.minY == top.maxY + 1)
        let notes = try ParsedBlock(source: LayoutBlockSource(code: "Text(\"a\").selectionDisabled().quickLookPreview(.constant(nil)).isDetailLink(false).coordinateSpace(name: \"box\").accessibilityLabeledPair(role: .label, id: 1, in: space)",
                                                              file: "content/test.md")).notes
        #expect(notes.allSatisfy { $0.severity == .note } && notes.contains { $0.message.contains("`.selectionDisabled`") && $0.message.contains("`.isDetailLink`") && $0.message.contains("`.coordinateSpace`") && $0.message.contains("`.accessibilityLabeledPair`") },
                "\(notes)")
    }

    /// `\.defaultMinListHeaderHeight` is the least height of a section's header (Apple,
    /// "EnvironmentValues.defaultMinListHeaderHeight"), its text at the bottom; the input-only
    /// values (`\.autocorrectionDisabled`, `\.isScrollEnabled`) change nothing drawn.
    @Test func theLeastHeaderHeightIsAnEnvironmentValue() throws {
        func header(_ least: Int?) throws -> Rect? {
            let environment = least.map { ".environment(\\.defaultMinListHeaderHeight, \($0))" } ?? ""
            return try frames("""
                List { Section { Text("Row") } header: { Text("Pets").id("header") } }
                .listStyle(.grouped)\(environment)
                .environment(\\.autocorrectionDisabled, true)
                .environment(\\.isScrollEnabled, false)
                """, width: 300)["header"]
        }
        let plain = try #require(try header(nil)), tall = try #require(try header(60))
        #expect(plain.height < 60)
        // The text keeps its height and sits at the bottom of the 60-px header.
        #expect(tall.height == plain.height && tall.minY - plain.minY == 60 - plain.height)
        #expect(try header(1) == plain)
    }

    /// An iPhone shows a table's first column only (Apple, "Tables": "Narrow displays may
    /// adapt to show only the first column of the table"), without its header row: the cells
    /// fall where a plain list's rows fall. A `String` column shows its value verbatim (Apple,
    /// "TableColumn"); a column's content closure makes the cell; the other columns are never
    /// made, so a name only they use is no error.
    @Test func aTableShowsItsFirstColumnAsAPlainListsRows() throws {
        let people = """
            struct Person: Identifiable {
                let id: Int
                let given: String
                let family: String
            }
            let people = [Person(id: 1, given: "Ada", family: "**Lovelace**"), Person(id: 2, given: "Grace", family: "Hopper")]
            """
        let list = try frames(people + """

            List(people) { person in Text(person.family).id("row-\\(person.id)") }
            .listStyle(.plain)
            .id("list")
            """, width: 300)
        let byValue = try frames(people + """

            Table(people) {
                TableColumn("Family", value: \\.family)
                TableColumn("Given", value: \\.given)
            }
            .tableStyle(.inset)
            .id("table")
            """, width: 300)
        #expect(byValue["table"] == list["list"])
        let cells = byValue.filter { $0.key.hasPrefix("text-") }.values.sorted { $0.minY < $1.minY }
        // "**Lovelace**" verbatim: 12 characters, not the 8 of a bold "Lovelace".
        #expect(cells == [list["row-1"], list["row-2"]].compactMap { $0 } && cells.first?.width == 96, "\(cells)")
        let byContent = try frames(people + """

            Table(people, selection: .constant(nil)) {
                TableColumn("Name") { person in
                    Text(person.family).id("cell-\\(person.id)")
                }
                .width(120)
                TableColumn("Notes") { person in Text(notesOnly(person)) }
            }
            .tableColumnHeaders(.hidden)
            """, width: 300)
        #expect(byContent["cell-1"] == list["row-1"] && byContent["cell-2"] == list["row-2"])
    }

    /// `Table(of:columns:rows:)` (Apple, "Table": rows given as `TableRow`s, alone or from a
    /// `ForEach`) shows the elements its rows give as the data form shows its collection (set
    /// AJ: it stood in). Rows of another shape (`DisclosureTableRow`, a hierarchy) stand in, with
    /// the block's warning, rather than dropping the table without a word.
    @Test func aTableOfListedRowsShowsTheirElements() throws {
        let people = """
            struct Person: Identifiable { let id: Int; let name: String }
            let people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
            let lead = Person(id: 0, name: "Alan")

            """
        let listed = try frames(people + """
            Table(of: Person.self) {
                TableColumn("Name", value: \\.name)
            } rows: {
                TableRow(lead)
                ForEach(people) { person in TableRow(person).contextMenu { Text("Copy") } }
            }
            .id("table")
            """, width: 300)
        let data = try frames(people + """
            Table([lead] + people) {
                TableColumn("Name", value: \\.name)
            }
            .id("table")
            """, width: 300)
        #expect(listed == data && listed.count == 4, "\(listed)")
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            Table(of: Int.self) {
                TableColumn("N") { n in Text("\\(n)") }
            } rows: {
                DisclosureTableRow(1) { TableRow(2) }
            }
            """, file: "content/test.md"))
        let warnings = block.notes.filter { $0.severity == .warning }
        #expect(warnings.first?.message.hasPrefix("`Table(…)` is not defined in this block") == true, "\(warnings)")
    }

    /// `.navigationLinkIndicatorVisibility(.hidden)` hides the disclosure chevron of the links
    /// inside, or of the one link it is written on (Apple, "navigationLinkIndicatorVisibility(_:)":
    /// "hides the indicator for all links in the list", or "for a specific link by placing the
    /// modifier on the NavigationLink itself"); it stood in before.
    @Test func aLinksIndicatorCanBeHidden() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                List {
                    NavigationLink("Alpha", value: 1).id("alpha")
                    NavigationLink("Beta", value: 2).navigationLinkIndicatorVisibility(.hidden).id("beta")
                }
                List {
                    NavigationLink("Gamma", value: 3).id("gamma")
                }
                .navigationLinkIndicatorVisibility(.hidden)
            }
            """, file: "content/test.md"))
        #expect(block.notes.isEmpty, "\(block.notes)")
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        func subviews(_ node: ViewNode) -> [ViewNode] {
            switch node.content {
            case .leaf: return []
            case .layout(_, let children), .group(let children): return children
            }
        }
        func parts(_ id: String) -> Int? {
            func find(_ node: ViewNode) -> ViewNode? { node.id == id ? node : subviews(node).lazy.compactMap(find).first }
            return find(root).map { subviews($0).count }
        }
        // The label, then the chevron when it is shown.
        #expect(parts("alpha") == 2 && parts("beta") == 1 && parts("gamma") == 1, "\([parts("alpha"), parts("beta"), parts("gamma")])")
    }

    /// `.containerBackground(_:for: .navigation)` on a stack's content is the stack's
    /// background in place of the system's (Apple, "containerBackground(_:for:)", whose example
    /// is this); for a widget, a window or a tab view no such container holds a page's block,
    /// so it is noted as changing nothing (it stood in before).
    @Test func aNavigationContainerBackgroundIsTheStacks() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                NavigationStack {
                    Text("Blue").containerBackground(Color.blue, for: .navigation)
                }
                Text("Widget").containerBackground(.red, for: .widget)
            }
            """, file: "content/test.md"))
        #expect(block.notes.count == 1 && block.notes.allSatisfy { $0.severity == .note && $0.message.contains("`.containerBackground`") }, "\(block.notes)")
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        var backgrounds: [Color] = []
        func visit(_ node: ViewNode) {
            if node.kind == ViewKind(name: "NavigationStack"), let background = node.drawing.background { backgrounds.append(background) }
            switch node.content {
            case .leaf: break
            case .layout(_, let children), .group(let children): children.forEach(visit)
            }
        }
        visit(root)
        #expect(backgrounds == [.blue], "\(backgrounds)")
    }
}
