// The session's leaderboard and vote buttons written as layout blocks, laid out through the
// grid views. Text is the fixed-advance font at 16 px (8 px per character, 20 px lines), so
// the frames can be worked out by hand: "Cat" 24, "Goldfish" 64, "Dog" 24 wide.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

@Suite struct GridBlockTests {
    let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())

    func nodes(_ code: String, width: Double) throws -> [LayoutReport.Node] {
        let source = LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10)
        let block = try ParsedBlock(source: source, data: ["pets": pets, "totalVotes": .int(50)], catalog: layouter.catalog)
        return try layouter.layout(block, state: [:], width: width).nodes
    }

    /// 400 - 2 x 16 padding = 368 for the grid; 2 x 8 default spacing leaves 352: names 64,
    /// counts 16 ("25"), bars 272 from x = 16 + 64 + 8 = 88. Dividers span the grid.
    @Test func theLeaderboard() throws {
        let found = try nodes("""
        Grid(alignment: .leading) {
            ForEach(pets) { pet in
                GridRow {
                    Text(pet.type)
                    ProgressView(
                        value: Double(pet.votes),
                        total: Double(totalVotes))
                    Text("\\(pet.votes)")
                        .gridColumnAlignment(.trailing)
                }
                Divider()
            }
        }
        .padding()
        """, width: 400)
        let bars = found.filter { $0.kind == "ProgressView" }
        let texts = found.filter { $0.kind == "Text" }
        let dividers = found.filter { $0.kind == "Divider" }
        #expect(bars.count == 3 && texts.count == 6 && dividers.count == 3)
        for bar in bars {
            #expect(bar.x == 88 && bar.width == 272 && bar.height == 4)
        }
        for (row, pair) in stride(from: 0, to: texts.count, by: 2).enumerated() {
            let name = texts[pair]
            let count = texts[pair + 1]
            #expect(name.x == 16)  // leading
            #expect(count.x + count.width == 384)  // the count column ends at 16 + 368
            // Per row: the text (20), the gap from text to the divider (the text's
            // `max(H + s - capHeight, s + descent)` = max(20 + 2 - 14, 2 + 4) = 8 with the
            // fixed-advance font), the divider (1), and from the divider to the next row's
            // text (`descent + s` = 4 + 2 = 6).
            #expect(name.y == 16 + Double(row) * (20 + 8 + 1 + 6))
        }
        for divider in dividers {
            #expect(divider.x == 16 && divider.width == 368 && divider.height == 1)
        }
    }

    /// Bordered buttons are 24 px wider and 14 px taller than their labels: 48, 88, 48 by 34.
    /// The equal-width row needs 3 x 88 + 2 x 8 = 280: it fits in 300, not in 200, where the
    /// equal-width column is shown instead.
    @Test func theVoteButtons() throws {
        // The session's `Buttons` view, in both equal-width stacks.
        let buttons = """
                ForEach($pets) { $pet in
                    Button {
                        pet.votes += 1
                    } label: {
                        Text(pet.type)
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                }
        """
        let code = """
        ViewThatFits {
            MyEqualWidthHStack {
        \(buttons)
            }
            MyEqualWidthVStack {
        \(buttons)
            }
        }
        """
        let row = try nodes(code, width: 300).filter { $0.kind == "Button" }
        #expect(row.count == 3)
        #expect(row.map(\.x) == [10, 106, 202])  // the 280 px row centred in 300
        #expect(row.allSatisfy { $0.y == 0 && $0.width == 88 && $0.height == 34 })
        let column = try nodes(code, width: 200).filter { $0.kind == "Button" }
        #expect(column.count == 3)
        #expect(column.map(\.y) == [0, 42, 84])
        #expect(column.allSatisfy { $0.x == 56 && $0.width == 88 })
    }
}
