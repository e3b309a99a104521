import Testing
import TrellisLayout

#if canImport(Glibc)
import Glibc
#endif

/// The session's custom layouts and the Field Guide's flow layout.
@Suite("The session's layouts")
struct SessionLayoutTests {
    // MARK: - Equal-width stacks

    /// Plain buttons with flexible labels: ideal widths 24, 64, 16 ("Cat", "Goldfish", "Ox");
    /// every slot is 64 wide, 8 px apart: 3 x 64 + 16 = 208. Each label fills its slot.
    @Test func equalWidthHStackGivesEverySlotTheWidestIdealWidth() {
        let stack = MyEqualWidthHStack {
            ForEach(["Cat", "Goldfish", "Ox"]) { pet in
                Button { text(pet).frame(maxWidth: .infinity) }.buttonStyle(.plain).id(pet)
            }
        }
        // However wide the page, the stack keeps its ideal width.
        for width in [nil, 208.0, 1000] as [Double?] {
            let result = layout(stack, width: width, height: nil)
            #expect(result.size == Size(width: 208, height: 20))
            #expect(result.frame("Cat") == Rect(x: 0, y: 0, width: 64, height: 20))
            #expect(result.frame("Goldfish") == Rect(x: 72, y: 0, width: 64, height: 20))
            #expect(result.frame("Ox") == Rect(x: 144, y: 0, width: 64, height: 20))
        }
    }

    /// The column: slots 64 x 20, each label centred on the column's centre. The labels are
    /// texts, so the slots are as far apart as the texts' spacing asks: the lower text's
    /// leading, 0 with the fixed-advance font (`ViewSpacing(text:)`).
    @Test func equalWidthVStackStacksEqualSlots() {
        let stack = MyEqualWidthVStack {
            text("Cat").id("Cat")
            text("Goldfish").id("Goldfish")
        }
        let result = layout(stack, width: nil, height: nil)
        #expect(result.size == Size(width: 64, height: 40))
        // Offered 64 x 20, "Cat" stays 24 wide and is centred: x = 32 - 12.
        #expect(result.frame("Cat") == Rect(x: 20, y: 0, width: 24, height: 20))
        #expect(result.frame("Goldfish") == Rect(x: 0, y: 20, width: 64, height: 20))
    }

    // MARK: - Radial layout

    /// Three 10 x 10 avatars in a 300 x 300 radial layout: radius 100 around (150, 150).
    func radialCentres(_ ranks: [Int]) -> [Point] {
        let view = MyRadialLayout {
            ForEach(ranks.indices) { index in
                Color.red.frame(width: 10, height: 10).rank(ranks[index]).id("pet\(index)")
            }
        }.frame(width: 300, height: 300)
        let result = layout(view, width: 300, height: 300)
        return ranks.indices.map { index in
            let frame = result.frame("pet\(index)")
            return Point(x: frame.midX, y: frame.midY)
        }
    }

    func expectNear(_ actual: Point, _ expected: Point, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(actual.x - expected.x) < 0.01 && abs(actual.y - expected.y) < 0.01,
                "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    /// Worked by hand: view i sits at angle a = i x 120 deg + offset, at
    /// (150 + 100 sin a, 150 - 100 cos a); sin/cos of 30 deg are 0.5 and 0.866.
    @Test func radialPositionsWorkedByHand() {
        // [1, 2, 3]: offset -0.25 x 120 = -30 deg: angles -30, 90, 210.
        var centres = radialCentres([1, 2, 3])
        expectNear(centres[0], Point(x: 100, y: 63.397))
        expectNear(centres[1], Point(x: 250, y: 150))
        expectNear(centres[2], Point(x: 100, y: 236.603))
        // [1, 2, 2]: the two seconds tie, offset 0: angles 0, 120, 240.
        centres = radialCentres([1, 2, 2])
        expectNear(centres[0], Point(x: 150, y: 50))
        expectNear(centres[1], Point(x: 236.603, y: 200))
        expectNear(centres[2], Point(x: 63.397, y: 200))
        // [1, 1, 3]: two leaders, offset -0.5 x 120 = -60 deg: angles -60, 60, 180.
        centres = radialCentres([1, 1, 3])
        expectNear(centres[0], Point(x: 63.397, y: 100))
        expectNear(centres[1], Point(x: 236.603, y: 100))
        expectNear(centres[2], Point(x: 150, y: 250))
        // [2, 1, 3]: leader at index 1, offset (-1 + 0.25) x 120 = -90 deg: angles -90, 30, 150.
        centres = radialCentres([2, 1, 3])
        expectNear(centres[0], Point(x: 50, y: 150))
        expectNear(centres[1], Point(x: 200, y: 63.397))
        expectNear(centres[2], Point(x: 200, y: 236.603))
        // A three-way tie turns nothing (the session switches to an HStack instead).
        centres = radialCentres([1, 1, 1])
        expectNear(centres[0], Point(x: 150, y: 50))
        #expect(RadialLayout.offset(for: [1, 1, 1]) == 0)
    }

    /// Every ranking of three views that is not a three-way tie (13 weak orders minus 1):
    /// a better rank is strictly higher on the page and equal ranks are level.
    @Test func everyRankingReadsFromTopToBottom() {
        var rankings: [[Int]] = []
        for a in 1...3 { for b in 1...3 { for c in 1...3 { rankings.append([a, b, c]) } } }
        // Keep the rankings a poll can produce: rank = 1 + the number of better views.
        rankings = rankings.filter { ranks in
            ranks.allSatisfy { rank in rank == 1 + ranks.filter { $0 < rank }.count } && Set(ranks).count > 1
        }
        #expect(rankings.count == 12)
        for ranks in rankings {
            let centres = radialCentres(ranks)
            for i in 0..<3 {
                for j in 0..<3 where i != j {
                    if ranks[i] < ranks[j] {
                        #expect(centres[i].y < centres[j].y - 1, "ranks \(ranks): view \(i) should be above view \(j)")
                    } else if ranks[i] == ranks[j] {
                        #expect(abs(centres[i].y - centres[j].y) < 1e-9, "ranks \(ranks): views \(i) and \(j) should be level")
                    }
                }
            }
        }
    }

    /// Without ranks (every view defaults to 1: a tie) and with more views, no offset: views
    /// are at 0, 90, 180, 270 degrees for four.
    @Test func radialLayoutWithFourViews() {
        let view = RadialLayout {
            ForEach(0..<4) { index in Color.red.frame(width: 10, height: 10).id("v\(index)") }
        }
        let result = layout(view, width: 90, height: 60)  // radius 20 around (45, 30)
        #expect(result.size == Size(width: 90, height: 60))
        #expect(result.frame("v0").origin == Point(x: 40, y: 5))
        #expect(abs(result.frame("v1").minX - 60) < 1e-9)
        #expect(abs(result.frame("v2").minY - 45) < 1e-9)
        #expect(abs(result.frame("v3").minX - 20) < 1e-9)
    }

    // MARK: - Flow layout

    /// Words 24, 16, 32 and 8 px wide ("aaa", "bb", "cccc", "d"), 10 px apart.
    func words(_ layout: FlowLayout) -> ViewNode {
        layout {
            text("aaa").id("aaa")
            text("bb").id("bb")
            text("cccc").id("cccc")
            text("d").id("d")
        }
    }

    @Test func flowWrapsAtSeveralWidths() {
        let flow = words(FlowLayout(spacing: 10))
        // No width: one line, 24 + 10 + 16 + 10 + 32 + 10 + 8 = 110.
        var result = layout(flow, width: nil, height: nil)
        #expect(result.size == Size(width: 110, height: 20))
        #expect(result.frame("d").origin == Point(x: 102, y: 0))
        // 100: "d" would end at 110: second line.
        result = layout(flow, width: 100, height: nil)
        #expect(result.size == Size(width: 92, height: 50))
        #expect(result.frame("cccc").origin == Point(x: 60, y: 0))
        #expect(result.frame("d").origin == Point(x: 0, y: 30))
        // 60: "cccc" would end at 92: lines "aaa bb" and "cccc d", both 50 wide.
        result = layout(flow, width: 60, height: nil)
        #expect(result.size == Size(width: 50, height: 50))
        #expect(result.frame("cccc").origin == Point(x: 0, y: 30))
        #expect(result.frame("d").origin == Point(x: 42, y: 30))
        // 30: every word on its own line; "cccc" (32) overflows alone.
        result = layout(flow, width: 30, height: nil)
        #expect(result.size == Size(width: 32, height: 110))
        #expect(result.frame("d").origin == Point(x: 0, y: 90))
    }

    /// Separate spacings, and lines aligned in the layout's width: at 90 the lines are 84
    /// ("aaa bb cccc" with 6 px gaps; "d" would end at 98) and 8 wide; the layout is 84 wide.
    @Test func flowSpacingAndLineAlignment() {
        var result = layout(words(FlowLayout(alignment: .top, horizontalSpacing: 6, verticalSpacing: 12)), width: 80, height: nil)
        // 24 + 6 + 16 + 6 + 32 = 84 > 80: "cccc" starts line 2 with "d" (32 + 6 + 8 = 46).
        #expect(result.size == Size(width: 46, height: 52))
        #expect(result.frame("aaa").origin == Point(x: 0, y: 0))
        #expect(result.frame("d").origin == Point(x: 38, y: 32))
        result = layout(words(FlowLayout(alignment: .top, horizontalSpacing: 6, verticalSpacing: 12)), width: 90, height: nil)
        #expect(result.size == Size(width: 84, height: 52))
        #expect(result.frame("d").origin == Point(x: 38, y: 32))  // centred: (84 - 8) / 2
        result = layout(words(FlowLayout(alignment: .topTrailing, horizontalSpacing: 6, verticalSpacing: 12)), width: 90, height: nil)
        #expect(result.frame("d").origin == Point(x: 76, y: 32))
    }

    /// The layout says which proposed widths keep its lines (`PlacedNode.sameLayoutWidths`),
    /// as a text does, for the renderer's sampler to foresee where the next wrap is: the words
    /// wrap at 110 ("d" fits from there), 92 ("cccc") and 50 ("bb"), and every width from 20
    /// to 130 px, in 1/64 px, lays out as the width it was asked at exactly when that width's
    /// range holds it.
    @Test func flowSaysWhichWidthsKeepItsLines() {
        let flow = words(FlowLayout(spacing: 10))
        let widths = (20 * 64...130 * 64).map { Double($0) / 64 }
        let results = widths.map { layout(flow, width: $0, height: nil) }
        let ranges = results.map { $0.nodes[0].sameLayoutWidths }
        #expect(ranges[widths.firstIndex(of: 100)!] == (92 - 1e-9)..<(110 - 1e-9))
        #expect(ranges[widths.firstIndex(of: 60)!] == (50 - 1e-9)..<(92 - 1e-9))
        for (index, width) in widths.enumerated() where index % 61 == 0 {
            guard let range = ranges[index] else {
                Issue.record("no range at \(width)")
                continue
            }
            let frames = results[index].nodes.map(\.frame)
            let same = widths.indices.filter { results[$0].nodes.map(\.frame) == frames }.map { widths[$0] }
            #expect(same == widths.filter(range.contains), "at \(width): \(range)")
        }
        // Without a width nothing wraps, and nothing is foreseen.
        #expect(layout(flow, width: nil, height: nil).nodes[0].sameLayoutWidths == nil)
    }

    /// Subviews of one line line up on the vertical alignment: a 40 px colour and a text,
    /// bottom-aligned.
    @Test func flowAlignsSubviewsWithinALine() {
        let flow = FlowLayout(alignment: .bottomLeading, spacing: 0) {
            Color.red.frame(width: 10, height: 40).id("tall")
            text("ab").id("ab")
        }
        let result = layout(flow, width: nil, height: nil)
        #expect(result.size == Size(width: 26, height: 40))
        #expect(result.frame("ab").origin == Point(x: 10, y: 20))
    }
}
