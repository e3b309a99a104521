import Testing
import TrellisLayout

/// The whole app of WWDC22 "Compose custom layouts with SwiftUI" in the Swift DSL: the
/// podium of ranked avatars (AnyLayout of the radial layout), the leaderboard grid and the
/// vote buttons that fall back to a column.
@Suite("The pet poll")
struct PetPollTests {
    static let pets = [("Cat", 25), ("Goldfish", 9), ("Dog", 16)]
    static let totalVotes = 50

    /// 1 + the number of pets with more votes: Cat 1, Goldfish 3, Dog 2.
    static func rank(_ votes: Int) -> Int {
        1 + pets.filter { $0.1 > votes }.count
    }

    func app(isThreeWayTie: Bool = false) -> ViewNode {
        let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
        return VStack {
            Color.gray.frame(height: 150).id("podium").overlay(alignment: .top) {
                layout {
                    ForEach(Self.pets) { pet in
                        Circle().frame(width: 40, height: 40).rank(Self.rank(pet.1)).id("avatar-\(pet.0)")
                    }
                }
            }
            Grid(alignment: .leading) {
                ForEach(Self.pets) { pet in
                    GridRow {
                        text(pet.0)
                        ProgressView(value: Double(pet.1), total: Double(Self.totalVotes)).id("bar-\(pet.0)")
                        text("\(pet.1)").gridColumnAlignment(.trailing)
                    }
                    Divider()
                }
            }.padding()
            ViewThatFits {
                MyEqualWidthHStack { buttons("row") }.id("row")
                MyEqualWidthVStack { buttons("column") }.id("column")
            }
        }.node
    }

    func buttons(_ prefix: String) -> [ViewNode] {
        Self.pets.map { pet in
            Button { text(pet.0).frame(maxWidth: .infinity) }.buttonStyle(.bordered).id("\(prefix)-\(pet.0)")
        }
    }

    @Test func theAppLaysOutAtPhoneAndDesktopWidths() {
        for width in [200.0, 400, 1000] {
            let result = LayoutEngine(app(), textMeasurer: FixedAdvanceTextMeasurer()).layout(width: width)
            #expect(result.warnings.isEmpty)
            // Avatars on the podium, leader highest, then Dog, then Goldfish.
            let podium = result.frame("podium")
            for pet in Self.pets {
                let avatar = result.frame("avatar-\(pet.0)")
                #expect(avatar.minY >= podium.minY && avatar.maxY <= podium.maxY)
            }
            #expect(result.frame("avatar-Cat").minY < result.frame("avatar-Dog").minY)
            #expect(result.frame("avatar-Dog").minY < result.frame("avatar-Goldfish").minY)
            // Bars share the width the text columns leave: equal, and as wide as the grid allows.
            let bars = Self.pets.map { result.frame("bar-\($0.0)") }
            #expect(bars.allSatisfy { $0.width == bars[0].width && $0.minX == bars[0].minX })
            // 280 px of buttons fit in a row from 400 up; at 200 they stack.
            let showsRow = result.node(withID: "row")?.isVisible == true
            #expect(showsRow == (width >= 280))
        }
    }

    /// A three-way tie switches the podium to an HStack: same nodes, avatars in a row.
    @Test func aThreeWayTieSwitchesToARow() {
        let radial = LayoutEngine(app(), textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 400)
        let row = LayoutEngine(app(isThreeWayTie: true), textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 400)
        #expect(radial.nodes.map(\.id) == row.nodes.map(\.id))
        let avatars = Self.pets.map { row.frame("avatar-\($0.0)") }
        #expect(avatars.allSatisfy { $0.minY == avatars[0].minY })
        #expect(avatars[1].minX == avatars[0].maxX + 8 && avatars[2].minX == avatars[1].maxX + 8)
    }
}
