import Testing
import TrellisLayout

/// The session's vote buttons: an equal-width row while it fits, else an equal-width column.
@Suite("ViewThatFits")
struct ViewThatFitsTests {
    static let pets = ["Cat", "Goldfish", "Dog"]

    /// Bordered buttons: label ideal width + 2 x 12, height 20 + 2 x 7 = 34. "Goldfish" is
    /// the widest: 64 + 24 = 88.
    func buttons(_ prefix: String) -> [ViewNode] {
        Self.pets.map { pet in
            Button { text(pet).frame(maxWidth: .infinity) }.buttonStyle(.bordered).id("\(prefix)-\(pet)")
        }
    }

    func voteButtons(in axes: Axis.Set = .horizontal) -> ViewThatFits {
        ViewThatFits(in: axes) {
            EqualWidthHStack { buttons("h") }.id("row")
            EqualWidthVStack { buttons("v") }.id("column")
        }
    }

    /// The row needs 3 x 88 + 2 x 8 = 280: it fits in 300 and in exactly 280.
    @Test func choosesTheRowWhileItFits() {
        for width in [300.0, 280] {
            let result = layout(voteButtons(), width: width, height: nil)
            #expect(result.node(withID: "row")?.isVisible == true)
            #expect(result.node(withID: "column")?.isVisible == false)
            #expect(result.node(withID: "v-Cat")?.isVisible == false)
            #expect(result.size == Size(width: 280, height: 34))
            #expect(result.frame("h-Cat") == Rect(x: 0, y: 0, width: 88, height: 34))
            #expect(result.frame("h-Goldfish") == Rect(x: 96, y: 0, width: 88, height: 34))
            #expect(result.frame("h-Dog") == Rect(x: 192, y: 0, width: 88, height: 34))
        }
    }

    /// Below 280 the column is chosen: 88 wide, 3 x 34 + 2 x 8 = 118 tall. Under 50 nothing
    /// fits and the last child (the column) is still the one shown.
    @Test func fallsBackToTheColumnAsTheWidthShrinks() {
        for width in [279.0, 50] {
            let result = layout(voteButtons(), width: width, height: nil)
            #expect(result.node(withID: "row")?.isVisible == false)
            #expect(result.node(withID: "h-Goldfish")?.isVisible == false)
            #expect(result.node(withID: "column")?.isVisible == true)
            #expect(result.size == Size(width: 88, height: 118))
            #expect(result.frame("v-Cat") == Rect(x: 0, y: 0, width: 88, height: 34))
            #expect(result.frame("v-Goldfish") == Rect(x: 0, y: 42, width: 88, height: 34))
            #expect(result.frame("v-Dog") == Rect(x: 0, y: 84, width: 88, height: 34))
        }
    }

    /// Only the constrained axes count: `in: .vertical` ignores the too-narrow width, and
    /// both axes (the default) refuse a row that is too short.
    @Test func onlyTheChosenAxesAreChecked() {
        let vertical = layout(voteButtons(in: .vertical), width: 100, height: 50)
        #expect(vertical.node(withID: "row")?.isVisible == true)
        let both = layout(voteButtons(in: .all), width: 300, height: 30)
        #expect(both.node(withID: "column")?.isVisible == true)
        let roomy = layout(voteButtons(in: .all), width: 300, height: 40)
        #expect(roomy.node(withID: "row")?.isVisible == true)
    }

    /// On the unconstrained axis a child gets the real offer while being measured: in 40 px
    /// the long text wraps into four 20 px lines ("one", "two", "three", "four"), taller than
    /// 30, so the short one is chosen (one line would have fit).
    @Test func theOtherAxisKeepsTheOfferWhileMeasuring() {
        let view = ViewThatFits(in: .vertical) {
            text("one two three four").id("long")
            text("short").id("short")
        }
        let result = layout(view, width: 40, height: 30)
        #expect(result.node(withID: "long")?.isVisible == false)
        #expect(result.frame("short") == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    /// The chosen child gets the real proposal, not its ideal size: a flexible colour fills it.
    @Test func theChosenChildGetsTheRealProposal() {
        let view = ViewThatFits {
            Color.red.frame(minWidth: 500).id("wide")
            Color.blue.frame(minWidth: 20, maxWidth: 200).id("flexible")
        }
        let result = layout(view, width: 150, height: 40)
        #expect(result.node(withID: "wide")?.isVisible == false)
        #expect(result.frame("flexible") == Rect(x: 0, y: 0, width: 150, height: 40))
    }
}
