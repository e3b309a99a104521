// `alignmentGuide(_:computeValue:)` in blocks: the closure is compiled when the block is
// interpreted and evaluated against the view's dimensions at layout time.
//
// Expected frames are derived by hand from SwiftUI's documented semantics: a stack aligns
// its children so that their values of its alignment guide meet on one line; a child's guide
// is its default (0 for leading/top, half for center, the size for trailing/bottom) unless
// `alignmentGuide` computes another; the stack spans the children's extent around that line.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

@Suite struct AlignmentGuideBlockTests {
    let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())

    func frames(_ code: String, width: Double = 200) throws -> [String: Rect] {
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10), catalog: layouter.catalog)
        let layout = try layouter.layout(block, state: [:], width: width)
        return Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.id, Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)) })
    }

    /// A key path as the guide's function (SE-0249: `computeValue: \\.height` is `{ $0.height }`,
    /// set AI's CotEditor, where it was "expects a closure"): the same frames as the closure.
    /// The bottom of the 10-px-tall box meets the top of the other: a sits 10 px higher.
    @Test func aKeyPathIsTheGuidesFunction() throws {
        func layout(_ guide: String) throws -> [String: Rect] {
            try frames("""
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 40, height: 10).id("a").alignmentGuide(.top, computeValue: \(guide))
                Color.blue.frame(width: 40, height: 20).id("b")
            }
            """)
        }
        let byPath = try layout("\\.height"), byClosure = try layout("{ $0.height }")
        #expect(byPath == byClosure)
        #expect(byPath["a"]?.minY == 0 && byPath["b"]?.minY == 10, "\(byPath)")
    }

    /// Apple's `ViewDimensions.subscript(explicit:)` example, `context[.leading] - 10`: the
    /// view's leading guide moves 10 px left of its edge, so the view sits 10 px right of the
    /// other's leading edge. Stack: a spans 0...40 and b 10...70 around the guide line; 70
    /// wide, centred in 200 at x 65.
    @Test func leadingGuideShiftedByTen() throws {
        let found = try frames("""
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 60, height: 10)
                .alignmentGuide(.leading) { context in context[.leading] - 10 }
                .id("b")
        }
        .id("stack")
        """)
        #expect(found["stack"] == Rect(x: 65, y: 0, width: 70, height: 20))
        #expect(found["a"] == Rect(x: 65, y: 0, width: 40, height: 10))
        #expect(found["b"] == Rect(x: 75, y: 10, width: 60, height: 10))
    }

    /// The trailing edge of one view on the leading line of the others, as `d[.trailing] - 10`
    /// puts the guide 10 px inside b's trailing edge: b spans -50...10 around the line, a 0...40.
    @Test func trailingEdgeOnTheLeadingLine() throws {
        let found = try frames("""
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 60, height: 10).alignmentGuide(.leading) { d in d[.trailing] - 10 }.id("b")
        }
        .id("stack")
        """)
        // Extent -50...40: 90 wide at x 55; the line is at 55 + 50 = 105.
        #expect(found["stack"] == Rect(x: 55, y: 0, width: 90, height: 20))
        #expect(found["a"]?.minX == 105)
        #expect(found["b"]?.minX == 55)
    }

    /// `d.width / 2` (and `$0`): every child's leading guide at its middle centres them all.
    @Test func halfWidthCentresOnTheLeadingLine() throws {
        let found = try frames("""
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d.width / 2 }.id("a")
            Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { $0.width / 2 }.id("b")
        }
        """)
        #expect(found["a"]?.minX == 80)
        #expect(found["b"]?.minX == 50)
    }

    /// After Apple's vertical example (`alignmentGuide(VerticalAlignment.center) { _ in -20 }`
    /// and `{ _ in 20 }` around an unmodified view): centre guides at -20, 20 and 20 put the
    /// first view's top 20 below the line and the others' 20 above it.
    @Test func verticalCentreGuidesFromTheDocumentation() throws {
        let found = try frames("""
        HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).alignmentGuide(VerticalAlignment.center) { _ in -20 }.id("a")
            Color.green.frame(width: 20, height: 40).id("b")
            Color.blue.frame(width: 20, height: 20).alignmentGuide(VerticalAlignment.center) { _ in 20 }.id("c")
        }
        .id("row")
        """)
        // Extent: a 20...40, b -20...20, c -20...0 around the line: 60 tall, line at y 20.
        #expect(found["row"] == Rect(x: 70, y: 0, width: 60, height: 60))
        #expect(found["a"] == Rect(x: 70, y: 40, width: 20, height: 20))
        #expect(found["b"] == Rect(x: 90, y: 0, width: 20, height: 40))
        #expect(found["c"] == Rect(x: 110, y: 0, width: 20, height: 20))
    }

    /// After Apple's horizontal example (`HStack { ... }.alignmentGuide(HorizontalAlignment.center)
    /// { _ in 50 }` under a title): the row's centre guide 50 px from its leading edge meets
    /// the title's centre.
    @Test func horizontalCentreGuideOnAContainer() throws {
        let found = try frames("""
        VStack(spacing: 0) {
            Text("Today").id("title")
            HStack(spacing: 0) {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 150, height: 10)
            }
            .alignmentGuide(HorizontalAlignment.center) { _ in 50 }
            .id("row")
        }
        .id("stack")
        """)
        // Title 40 wide: spans -20...20 around the line; row -50...130: 180 wide at x 10.
        #expect(found["stack"] == Rect(x: 10, y: 0, width: 180, height: 30))
        #expect(found["title"] == Rect(x: 40, y: 0, width: 40, height: 20))
        #expect(found["row"] == Rect(x: 10, y: 20, width: 180, height: 10))
    }

    /// Captured names (`let`, `ForEach` items), ternaries, `??` and `d[explicit:]`.
    @Test func capturedNamesTernariesAndExplicitGuides() throws {
        let found = try frames("""
        let shift = 12
        HStack(alignment: .top, spacing: 0) {
            ForEach([10, 30], id: \\.self) { h in
                Color.red.frame(width: 10, height: h)
                    .alignmentGuide(.top) { d in h > 20 ? d.height - shift : 0 }
                    .id("c\\(h)")
            }
            Text("ab").alignmentGuide(.top) { d in d[explicit: .firstTextBaseline] ?? 0 }.id("text")
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { d in d[explicit: VerticalAlignment.firstTextBaseline] ?? -5 }.id("plain")
        }
        """)
        // Top guides: c10 0, c30 30 - 12 = 18, the text its baseline 16 (0.8 x 20), the plain
        // colour -5 (no baseline of its own): the highest top is 18 above the line.
        #expect(found["c10"]?.minY == 18)
        #expect(found["c30"]?.minY == 0)
        #expect(found["text"]?.minY == 2)
        #expect(found["plain"]?.minY == 23)
    }

    /// The closure runs at layout time with the dimensions of that layout: a wrapping text
    /// reports a different width at each block width.
    @Test func evaluatedWithEachLayoutsDimensions() throws {
        let code = """
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 8, height: 10).id("marker")
            Text("aaaa bbbb").alignmentGuide(.leading) { d in d.width }.id("text")
        }
        """
        for width in [200.0, 50] {
            let found = try frames(code, width: width)
            let text = try #require(found["text"])
            // The text's trailing edge sits on the marker's leading edge.
            #expect(text.maxX == found["marker"]?.minX)
            #expect(text.width == (width >= 72 ? 72 : 32))
        }
    }

    /// SwiftUI accepts a guide of the other axis; it just has no effect in that stack.
    @Test func aGuideOfTheOtherAxisHasNoEffect() throws {
        let plain = try frames("HStack(spacing: 0) { Color.red.frame(width: 20, height: 20).id(\"a\"); Color.blue.frame(width: 20, height: 40) }")
        let guided = try frames("HStack(spacing: 0) { Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 100 }.id(\"a\"); Color.blue.frame(width: 20, height: 40) }")
        #expect(plain["a"] == guided["a"])
    }

    @Test func minMaxAbsAndLabelledClosure() throws {
        let found = try frames("""
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading, computeValue: { d in max(d.width, 60) - abs(-20) }).id("a")
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in min(d[.trailing], 10) }.id("b")
        }
        """)
        // a's guide 40, b's 10: a spans -40...0, b -10...30 around the line.
        #expect(try #require(found["b"]).minX - #require(found["a"]).minX == 30)
    }

    /// The closure is any `(ViewDimensions) -> CGFloat` Swift accepts: statements, local
    /// names and `return`, as apps write them (`{ d in let h = d.height; return h / 2 }`).
    @Test func aClosureOfStatements() throws {
        let found = try frames("""
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { d in
                let half = d.width / 2
                guard half > 10 else { return 0 }
                return half + (d[explicit: .leading] ?? 5)
            }.id("a")
            Color.blue.frame(width: 40, height: 10).id("b")
        }
        """)
        // a's guide is 20 + 5: its leading edge sits 25 left of b's.
        #expect(try #require(found["b"]).minX - #require(found["a"]).minX == 25)
    }

    // MARK: - Errors

    @Test func ambiguousCentre() {
        #expect(message("Color.red.alignmentGuide(.center) { d in d.width }") == """
        content/test.md:10:26: error: `.center` is ambiguous here
         10 | Color.red.alignmentGuide(.center) { d in d.width }
            |                          ^
            = hint: write `HorizontalAlignment.center` or `VerticalAlignment.center`
        """)
        #expect(message("Color.red.alignmentGuide(.leading) { d in d[.center] }") == """
        content/test.md:10:45: error: `.center` is ambiguous here
         10 | Color.red.alignmentGuide(.leading) { d in d[.center] }
            |                                             ^
            = hint: write `HorizontalAlignment.center` or `VerticalAlignment.center`
        """)
    }

    @Test func unknownMemberOfTheDimensions() {
        #expect(message("Color.red.alignmentGuide(.leading) { d in d.widht / 2 }") == """
        content/test.md:10:45: error: ViewDimensions has no member `widht`
         10 | Color.red.alignmentGuide(.leading) { d in d.widht / 2 }
            |                                             ^
            = hint: did you mean `width`?
        """)
    }

    @Test func closureWithTwoParameters() {
        #expect(message("Color.red.alignmentGuide(.leading) { a, b in a.width }") == """
        content/test.md:10:38: error: an alignment guide closure takes one parameter, the view's dimensions; this one takes 2
         10 | Color.red.alignmentGuide(.leading) { a, b in a.width }
            |                                      ^
            = hint: write `{ d in d[.leading] }`
        """)
    }

    @Test func resultsThatAreNotNumbers() {
        #expect(message(#"Color.red.alignmentGuide(.leading) { d in d[explicit: .leading] }"#) == """
        content/test.md:10:43: error: `alignmentGuide` returns CGFloat, and this is an optional CGFloat
         10 | Color.red.alignmentGuide(.leading) { d in d[explicit: .leading] }
            |                                           ^
            = hint: unwrap it first: `?? 0`, `if let` or `guard let`
        """)
        #expect(message(#"let name = "x"\#nColor.red.alignmentGuide(.leading) { d in d.width + name }"#) == """
        content/test.md:11:51: error: binary operator `+` cannot be applied to operands of type CGFloat and String
         11 | Color.red.alignmentGuide(.leading) { d in d.width + name }
            |                                                   ^
        """)
        #expect(message(#"Color.red.alignmentGuide(.leading) { d in d.width > 2 }"#) == """
        content/test.md:10:43: error: `alignmentGuide` returns CGFloat, and this is Bool
         10 | Color.red.alignmentGuide(.leading) { d in d.width > 2 }
            |                                           ^
        """)
        #expect(message(#"Color.red.alignmentGuide(.leading) { d in d }"#) == """
        content/test.md:10:43: error: `alignmentGuide` returns CGFloat, and this is ViewDimensions
         10 | Color.red.alignmentGuide(.leading) { d in d }
            |                                           ^
        """)
    }

    @Test func guideMistakes() throws {
        // A guide near none of SwiftUI's is the app's (`extension VerticalAlignment { static let
        // middle = ... }` not pasted): a stand-in, as on set H; a slip of SwiftUI's is an error.
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"Color.red.alignmentGuide(.middle) { d in 0 }"#, file: "content/test.md"))
        #expect(block.notes.contains { $0.id == .standIn && $0.message.hasPrefix("`.middle` is not defined") })
        #expect(message(#"Color.red.alignmentGuide(.botom) { d in 0 }"#).contains("error: `alignmentGuide` expects an alignment guide"))
        #expect(message(#"Color.red.alignmentGuide(.leading) { d in d.rounded() }"#) == """
        content/test.md:10:45: error: ViewDimensions has no method `rounded`
         10 | Color.red.alignmentGuide(.leading) { d in d.rounded() }
            |                                             ^
            = hint: ViewDimensions has height, width
        """)
        #expect(message(#"Color.red.alignmentGuide(.leading) { d in d[.middle] }"#) == """
        content/test.md:10:45: error: `.middle` is not an alignment guide
         10 | Color.red.alignmentGuide(.leading) { d in d[.middle] }
            |                                             ^
            = hint: guides: `.leading`, `.trailing`, `.top`, `.bottom`, `.firstTextBaseline`, `.lastTextBaseline`
        """)
        // Swift rejects `? :` whose results differ; so does the compiler here, before layout.
        #expect(message(#"Color.red.alignmentGuide(.leading) { d in d.width > 2 ? d.width : d[explicit: .top] }"#) == """
        content/test.md:10:43: error: the two results of `? :` differ: CGFloat and an optional CGFloat
         10 | Color.red.alignmentGuide(.leading) { d in d.width > 2 ? d.width : d[explicit: .top] }
            |                                           ^
            = hint: unwrap the optional one: `?? 0`
        """)
    }
}
