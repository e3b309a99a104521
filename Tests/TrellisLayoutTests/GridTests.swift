import Testing
import TrellisLayout

/// Grid sizing and alignment, with 16 px fixed-advance text: 8 px per character, 20 px lines.
@Suite("Grid")
struct GridTests {
    /// The session's leaderboard row by row: names, a progress bar, vote counts.
    func leaderboardRow(_ name: String, _ votes: Int, _ index: Int) -> ViewNode {
        GridRow {
            text(name).id("name\(index)")
            ProgressView(value: Double(votes), total: 50).id("bar\(index)")
            text("\(votes)").id("votes\(index)").gridColumnAlignment(.trailing)
        }.node
    }

    /// Columns: names min = max = 64 ("Goldfish"), counts 16 ("25"), bars 0...infinity.
    /// 300 - 2 x 10 spacing = 280 to share: the fixed columns first (names offered 280/3, take
    /// 64; counts offered 216/2, take 16), the bars get the remaining 200.
    @Test func fixedColumnsTakeTheirWidestCellAndFlexibleColumnsTheRest() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 5) {
            leaderboardRow("Cat", 25, 0)
            leaderboardRow("Goldfish", 9, 1)
            leaderboardRow("Dog", 16, 2)
        }
        let result = layout(grid, width: 300, height: nil)
        #expect(result.size == Size(width: 300, height: 70))
        #expect(result.frame("name1") == Rect(x: 0, y: 25, width: 64, height: 20))
        #expect(result.frame("name0") == Rect(x: 0, y: 0, width: 24, height: 20))  // leading
        // Bars: 200 wide from 64 + 10; 4 px tall, centred in the 20 px row.
        #expect(result.frame("bar0") == Rect(x: 74, y: 8, width: 200, height: 4))
        #expect(result.frame("bar2") == Rect(x: 74, y: 58, width: 200, height: 4))
        // Counts column: 284...300, trailing.
        #expect(result.frame("votes0") == Rect(x: 284, y: 0, width: 16, height: 20))
        #expect(result.frame("votes1") == Rect(x: 292, y: 25, width: 8, height: 20))
    }

    /// The session's intermediate step: a Divider in a GridRow sits in the first column and
    /// makes it flexible, so the counts column gets its 16 and the two flexible columns split
    /// 264 equally (132 each).
    @Test func aDividerInsideARowMakesItsColumnFlexible() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
            leaderboardRow("Cat", 25, 0)
            GridRow { Divider().id("divider") }
            leaderboardRow("Goldfish", 9, 1)
        }
        let result = layout(grid, width: 300, height: nil)
        #expect(result.frame("divider") == Rect(x: 0, y: 20, width: 132, height: 1))
        #expect(result.frame("bar0").minX == 142)
        #expect(result.frame("bar0").width == 132)
        #expect(result.frame("votes0").maxX == 300)
    }

    /// A Divider outside any GridRow spans every column. Columns need 16 and 32 (+10 gap = 58);
    /// the divider, offered 58 + the unused 142, takes 200, and the 142 is spread evenly:
    /// columns 87 and 103. "ab" is centred in 87 (x 35.5), "cdef" in 97...200 (x 132.5).
    @Test func aSpanningDividerWidensTheGridToTheOffer() {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { text("ab").id("ab"); text("cdef").id("cdef") }
            Divider().id("divider")
            GridRow { text("x"); text("y") }
        }
        let result = layout(grid, width: 200, height: nil)
        #expect(result.size == Size(width: 200, height: 41))
        #expect(result.frame("divider") == Rect(x: 0, y: 20, width: 200, height: 1))
        #expect(result.frame("ab").minX == 35.5)
        #expect(result.frame("cdef").minX == 132.5)
    }

    /// `gridCellUnsizedAxes(.horizontal)`: the divider no longer sizes the columns; it is
    /// offered the 58 px they need.
    @Test func anUnsizedDividerFollowsTheColumns() {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { text("ab").id("ab"); text("cdef") }
            Divider().gridCellUnsizedAxes(.horizontal).id("divider")
            GridRow { text("x"); text("y") }
        }
        let result = layout(grid, width: 200, height: nil)
        #expect(result.size == Size(width: 58, height: 41))
        #expect(result.frame("divider") == Rect(x: 0, y: 20, width: 58, height: 1))
        #expect(result.frame("ab").minX == 0)
    }

    /// Column 0 is 32 wide ("cccc"), column 1 32 ("bbbb"); rows 20, 20, 40, 40.
    /// - Grid `.topLeading`: "a" at (0, 0), "c" at (0, 20).
    /// - Column 1 `.trailing` (set on "b" only): "d" at 64 - 8 = 56; the 8 px colour too.
    /// - Row 2 `.bottom`: "f" at y = 40 + 40 - 20 = 60.
    /// - "g" anchored `.bottomTrailing`: (32 - 8, 80 + 40 - 20) = (24, 100).
    @Test func alignmentPerGridColumnRowAndCell() {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { text("a").id("a"); text("bbbb").id("b").gridColumnAlignment(.trailing) }
            GridRow { text("cccc").id("c"); text("d").id("d") }
            GridRow(alignment: .bottom) { text("f").id("f"); Color.red.frame(width: 8, height: 40).id("tall") }
            GridRow { text("g").id("g").gridCellAnchor(.bottomTrailing); Color.red.frame(width: 8, height: 40).id("tall2") }
        }
        let result = layout(grid, width: nil, height: nil)
        #expect(result.size == Size(width: 64, height: 120))
        #expect(result.frame("a").origin == Point(x: 0, y: 0))
        #expect(result.frame("b").origin == Point(x: 32, y: 0))
        #expect(result.frame("c").origin == Point(x: 0, y: 20))
        #expect(result.frame("d").origin == Point(x: 56, y: 20))
        #expect(result.frame("f").origin == Point(x: 0, y: 60))
        #expect(result.frame("tall").origin == Point(x: 56, y: 40))
        #expect(result.frame("g").origin == Point(x: 24, y: 100))
        #expect(result.frame("tall2").origin == Point(x: 56, y: 80))
    }

    /// `GridRow(alignment: .firstTextBaseline)`: a 16 px text (baseline 16, 20 tall) and a
    /// 32 px one (baseline 32, 40 tall) share a baseline 32 below the row's top, so the small
    /// one sits at y = 16 and the row is 32 + max(4, 8) = 40 tall.
    @Test func rowsAlignOnTextBaselines() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .firstTextBaseline) {
                text("small").id("small")
                Text("big", font: FontSpec(size: 32)).id("big")
            }
        }
        let result = layout(grid, width: nil, height: nil)
        #expect(result.frame("small").minY == 16)
        #expect(result.frame("big").minY == 0)
        #expect(result.size.height == 40)
    }

    /// `gridCellUnsizedAxes(.vertical)`: the colour is offered the row's 20 px (set by the
    /// text) instead of asking for its own ideal 10 px, so it fills the row.
    @Test func anUnsizedCellFillsItsRow() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                text("abc")
                Color.red.frame(width: 10).gridCellUnsizedAxes(.vertical).id("filled")
                Color.blue.frame(width: 10).id("ideal")
            }
        }
        let result = layout(grid, width: nil, height: nil)
        #expect(result.size == Size(width: 44, height: 20))
        #expect(result.frame("filled") == Rect(x: 24, y: 0, width: 10, height: 20))
        #expect(result.frame("ideal") == Rect(x: 34, y: 5, width: 10, height: 10))
    }

    /// A title spanning two 16 px columns needs 120 (15 characters): the 120 - 42 = 78 surplus
    /// is spread evenly, columns 55 and 55, at the ideal size and under a roomy offer alike.
    /// Under 100 the columns get 45 each and the title wraps in their 100.
    @Test func spanningCellsKeepTheirIdealWidthAndSpreadTheSurplusEvenly() {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { text("ab").id("ab"); text("cd").id("cd") }
            GridRow { text("long title here").id("title").gridCellColumns(2) }
        }
        for width in [nil, 300.0] as [Double?] {
            let result = layout(grid, width: width, height: nil)
            #expect(result.size == Size(width: 120, height: 40))
            #expect(result.frame("title") == Rect(x: 0, y: 20, width: 120, height: 20))
            #expect(result.frame("ab").minX == 19.5)  // (55 - 16) / 2
            #expect(result.frame("cd").minX == 65 + 19.5)
        }
        let narrow = layout(grid, width: 100, height: nil)
        #expect(narrow.size == Size(width: 100, height: 60))
        #expect(narrow.frame("title") == Rect(x: 10, y: 20, width: 80, height: 40))  // "long title" / "here", centred
    }

    /// The longest row sets three columns; the short row's missing cells stay empty, and its
    /// one cell still sizes column 0 (32 wide, "dddd").
    @Test func shorterRowsEndInEmptyCells() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { text("a"); text("bb"); text("ccc").id("c") }
            GridRow { text("dddd").id("d") }
        }
        let result = layout(grid, width: nil, height: nil)
        #expect(result.size == Size(width: 32 + 10 + 16 + 10 + 24, height: 40))
        #expect(result.frame("c").minX == 68)
        #expect(result.frame("d") == Rect(x: 0, y: 20, width: 32, height: 20))
    }

    /// Without spacing arguments, cells that state no preference are 8 px apart both ways.
    @Test func defaultSpacingIsThePreferredSpacing() {
        let grid = Grid {
            GridRow { Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b") }
            GridRow { Color.green.frame(width: 10, height: 10).id("c") }
        }
        let result = layout(grid, width: nil, height: nil)
        #expect(result.frame("b").minX == 18)
        #expect(result.frame("c").minY == 18)
        #expect(result.size == Size(width: 28, height: 28))
    }

    /// A proposed height is shared among rows like a VStack's: the text row keeps 20, the
    /// colour row takes the rest (100 - 20 - 10).
    @Test func rowsShareAProposedHeight() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 10) {
            GridRow { text("abc").id("t") }
            GridRow { Color.red.id("fill") }
        }
        let result = layout(grid, width: 50, height: 100)
        #expect(result.frame("t").height == 20)
        #expect(result.frame("fill") == Rect(x: 0, y: 30, width: 50, height: 70))
    }

    /// ForEach and Group inside a Grid and a GridRow splice their views in place.
    @Test func forEachBuildsRows() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(0..<3) { row in
                GridRow {
                    ForEach(0..<2) { column in text("x").id("\(row)-\(column)") }
                }
            }
        }
        let result = layout(grid, width: nil, height: nil)
        #expect(result.size == Size(width: 16, height: 60))
        #expect(result.frame("2-1").origin == Point(x: 8, y: 40))
    }
}

@Suite("Grid and custom layouts with bad input")
struct BadInputTests {
    /// None of these may trap: a huge or negative span, NaN and negative spacing, an infinite
    /// proposal, a NaN progress value, an empty grid. Sizes stay finite where the input allows.
    @Test func badInputNeverTraps() {
        let grid = Grid(horizontalSpacing: .nan, verticalSpacing: -5) {
            GridRow { text("a").gridCellColumns(.max); text("b").gridCellColumns(-3) }
            GridRow { ProgressView(value: .nan, total: -1); Color.red }
            Divider()
        }
        for proposal in [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 300, height: nil)] {
            let result = layout(grid, proposal)
            #expect(result.nodes.allSatisfy { $0.frame.isFinite })
        }
        // The span is capped at 1000 columns; spacing counts as 0.
        let capped = layout(grid, width: nil, height: nil)
        #expect(capped.size.height == 20 + 10 + 1)
        #expect(layout(Grid { }, width: 100, height: 100).size == .zero)
        let flow = FlowLayout(horizontalSpacing: -4, verticalSpacing: .infinity) { text("a"); text("b") }
        #expect(layout(flow, width: 10, height: nil).size == Size(width: 8, height: 40))
        #expect(layout(RadialLayout { text("a") }, .infinity).nodes.allSatisfy { $0.frame.isFinite })
    }
}
