// ScrollView: its content unbounded along the scroll axes, the region as large as offered.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

@Suite struct ScrollViewTests {
    @Test func aHorizontalScrollViewIsAsWideAsOfferedAndItsContentAsWideAsItWants() throws {
        let found = try frames("""
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<8) { index in
                        Color.blue.frame(width: 60, height: 40).id("tile-\\(index)")
                    }
                }
            }
            .id("scroller")
            """, width: 200)
        // The region: the column's width, the content's height (a page offers any height).
        #expect(found["scroller"] == Rect(x: 0, y: 0, width: 200, height: 40))
        // The content is 8 × 60 + 7 × 10 = 550 wide, from the leading edge: it scrolls.
        #expect(found["tile-0"]?.minX == 0)
        #expect(found["tile-7"]?.maxX == 550)
    }

    /// `containerRelativeFrame` in a block, in Apple's three forms (iOS 17), as set G's apps
    /// write it: a span of columns of the scroll view, a closure of the window's length (with
    /// `$0`), the whole length; a closure of one parameter is an error at its line.
    @Test func containerRelativeFramesTakeTheScrollViewsOrTheWindowsLength() throws {
        let found = try frames("""
            VStack {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        ForEach(0..<3) { index in
                            Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 20).id("card-\\(index)")
                        }
                    }
                }
                Color.red.containerRelativeFrame(.horizontal) { width, _ in min(width * 0.9, 150) }.frame(height: 10).id("capped")
                Color.green.containerRelativeFrame(.horizontal, alignment: .leading) { $0 / 4 }.frame(height: 10).id("quarter")
                // The closure unlabelled in the parentheses, as Apple declares it (`_ length:`; set
                // BQ's chess machine was "no form takes (_:alignment:_:)").
                Color.gray.containerRelativeFrame(.horizontal, alignment: .leading, { length, _ in length / 2 }).frame(height: 10).id("half")
            }
            """, width: 200)
        // (200 - 2 × 10) / 3 × 2 + 10 = 130 per card.
        #expect(found["card-0"] == Rect(x: 0, y: 0, width: 130, height: 20))
        #expect(found["card-1"]?.minX == 140)
        #expect(found["capped"]?.width == 150 && found["quarter"]?.width == 50 && found["half"]?.width == 100)
        #expect(diagnostics("Color.red.containerRelativeFrame(.horizontal) { length in length }").first?.message
            == "a `containerRelativeFrame` closure takes two parameters, the container's length and the axis; this one takes 1")
    }

    @Test func aVerticalScrollViewStacksItsViewsAndCentresNarrowContent() throws {
        let found = try frames("""
            ScrollView {
                Text("Title").id("title")
                Color.red.frame(width: 50, height: 30).id("box")
            }
            .frame(height: 100)
            .id("region")
            """, width: 300)
        #expect(found["region"]?.height == 100)
        // The implicit stack is as wide as its widest view, centred at the top of the region.
        let box = try #require(found["box"]), title = try #require(found["title"])
        #expect(title.minY == 0)
        #expect(abs(box.midX - 150) < 1e-9)
        #expect(box.minY > title.maxY)
    }

    /// `.contentMargins(_:_:for:)` (Apple, iOS 17) insets a scroll view's content inside the
    /// scrolled area, as padding on the content would; `.scrollIndicators` placement moves only
    /// indicators (none on a page). Met on set E (MoweeSwiftUI's review carousel).
    @Test func contentMarginsInsetTheScrolledContent() throws {
        let margined = try frames("""
            ScrollView(.horizontal) { HStack { Text("One"); Text("Two") }.id("row") }
                .contentMargins(.horizontal, 20, for: .scrollContent).frame(height: 40)
            """, width: 300)
        let padded = try frames("""
            ScrollView(.horizontal) { HStack { Text("One"); Text("Two") }.id("row").padding(.horizontal, 20) }.frame(height: 40)
            """, width: 300)
        #expect(margined["row"] == padded["row"] && margined["row"]?.origin.x == 20)
        let indicators = try frames("""
            ScrollView(.horizontal) { HStack { Text("One"); Text("Two") }.id("row") }
                .contentMargins(20, for: .scrollIndicators).frame(height: 40)
            """, width: 300)
        #expect(indicators["row"]?.origin.x == 0)
    }
}
