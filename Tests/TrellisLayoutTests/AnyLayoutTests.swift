import Testing
import TrellisLayout

@Suite("AnyLayout")
struct AnyLayoutTests {
    /// The session's podium: three avatars ranked 1, 2, 3, laid out by `layout`.
    func podium(_ layout: AnyLayout) -> ViewNode {
        let ranks = ["Cat": 1, "Goldfish": 3, "Dog": 2]
        return layout {
            ForEach(["Cat", "Goldfish", "Dog"]) { pet in
                Circle().frame(width: 40, height: 40).rank(ranks[pet] ?? 1).id(pet)
            }
        }.frame(width: 300, height: 300).id("podium")
    }

    /// Switching from the radial layout to an HStack keeps every node: same count, same
    /// indices, same parents, kinds and ids. Only the frames change, which is what lets the
    /// HTML move the very same elements.
    @Test func switchingLayoutsKeepsEverySubviewsIdentity() {
        let radial = layout(podium(AnyLayout(MyRadialLayout())), width: 300, height: 300)
        let row = layout(podium(AnyLayout(HStackLayout())), width: 300, height: 300)
        #expect(radial.nodes.count == row.nodes.count)
        for (a, b) in zip(radial.nodes, row.nodes) {
            #expect(a.index == b.index && a.parent == b.parent && a.kind == b.kind && a.id == b.id)
        }
        // HStack: 3 x 40 + 2 x 8 = 136, centred in 300: from 82, at mid-height.
        #expect(row.frame("Cat") == Rect(x: 82, y: 130, width: 40, height: 40))
        #expect(row.frame("Goldfish") == Rect(x: 130, y: 130, width: 40, height: 40))
        // Radial, ranks [1, 3, 2]: the leader "Cat" is highest, "Dog" (2) above "Goldfish" (3).
        #expect(radial.frame("Cat").minY < radial.frame("Dog").minY)
        #expect(radial.frame("Dog").minY < radial.frame("Goldfish").minY)
        #expect(radial.frame("Cat") != row.frame("Cat"))
    }

    /// The wrapped layout's properties come through: a Spacer in an `AnyLayout(HStackLayout())`
    /// is horizontal (it pushes the text to the trailing edge), in a VStack vertical.
    @Test func stackOrientationComesFromTheWrappedLayout() {
        let row = AnyLayout(HStackLayout(spacing: 0)) {
            Spacer()
            text("ab").id("ab")
        }
        let result = layout(row, width: 100, height: 50)
        #expect(result.frame("ab").minX == 84)
        let column = AnyLayout(VStackLayout(spacing: 0)) {
            Spacer()
            text("ab").id("ab")
        }
        #expect(layout(column, width: 100, height: 50).frame("ab").minY == 30)
    }

    /// Every layout can be wrapped: a grid through `GridLayout`, keeping its cells' rows.
    @Test func wrapsAGridLayout() {
        let grid = AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0)) {
            GridRow { text("a"); text("bb").id("bb") }
            GridRow { text("ccc").id("ccc") }
        }
        let result = layout(grid, width: nil, height: nil)
        #expect(result.size == Size(width: 40, height: 40))
        #expect(result.frame("bb").origin == Point(x: 24, y: 0))
        #expect(result.frame("ccc").origin == Point(x: 0, y: 20))
    }
}
