import Testing
import TrellisLayout

/// Sources: OpenSwiftUI FrameLayout.swift; objc.io "Thinking in SwiftUI" (flexible frames);
/// Apple's documentation of `frame(minWidth:idealWidth:maxWidth:...)`.
@Suite("Frames")
struct FrameTests {
    @Test func fixedFrameIgnoresTheProposalAndCentresContent() {
        let result = layout(text("abc").id("t").frame(width: 100).id("f"), width: 50, height: 50)
        #expect(result.frame("f").size == Size(width: 100, height: 20))
        #expect(result.frame("t") == Rect(x: 38, y: 0, width: 24, height: 20))
    }

    @Test func fixedFrameAlignment() {
        let view = text("abc").id("t").frame(width: 100, height: 50, alignment: .bottomTrailing)
        let result = layout(view, width: 300, height: 300)
        #expect(result.frame("t") == Rect(x: 76, y: 30, width: 24, height: 20))
    }

    @Test func unsetFrameAxisPassesTheProposal() {
        let result = layout(Color.red.id("c").frame(height: 30), width: 70, height: 200)
        #expect(result.frame("c").size == Size(width: 70, height: 30))
    }

    @Test func negativeAndNaNFrameValuesCountAsUnset() {
        let result = layout(Color.red.id("c").frame(width: -10, height: .nan), width: 70, height: 40)
        #expect(result.frame("c").size == Size(width: 70, height: 40))
    }

    // MARK: - Flexible frames: every clamp case

    private func width(_ view: some View, proposal: Double?) -> Double {
        layout(view.id("f"), width: proposal, height: 10).frame("f").width
    }

    @Test func minOnlyRaisesToTheMinimum() {
        #expect(width(Color.red.frame(minWidth: 50), proposal: 30) == 50)
        #expect(width(Color.red.frame(minWidth: 50), proposal: 80) == 80)
        // Fixed-size content: the frame is max(min, min(content, proposal)).
        #expect(width(text("abc").frame(minWidth: 50), proposal: 100) == 50)
        #expect(width(text("abcdefgh").frame(minWidth: 50), proposal: 100) == 64)
    }

    @Test func maxOnlyCapsAtTheMaximum() {
        #expect(width(Color.red.frame(maxWidth: 50), proposal: 80) == 50)
        #expect(width(Color.red.frame(maxWidth: 50), proposal: 30) == 30)
        // maxWidth: .infinity takes the whole offer even around fixed-size content.
        #expect(width(text("abc").frame(maxWidth: .infinity), proposal: 100) == 100)
        // A max below content that cannot shrink: the frame is the max and the content
        // overflows centred.
        let result = layout(Color.red.frame(width: 24, height: 10).id("t").frame(maxWidth: 10).id("f"), width: 100, height: 20)
        #expect(result.frame("f").width == 10)
        #expect(result.frame("t").minX == -7)
        // Text shrinks instead: "abc" in 10 x 20 is one line cut to "…" (8 px), centred at 1.
        let cut = layout(text("abc").id("t").frame(maxWidth: 10).id("f"), width: 100, height: 20)
        #expect(cut.frame("t") == Rect(x: 1, y: 0, width: 8, height: 20))
    }

    @Test func minAndMaxClampTheProposal() {
        let frame = { Color.red.frame(minWidth: 20, maxWidth: 60) }
        #expect(width(frame(), proposal: 10) == 20)
        #expect(width(frame(), proposal: 40) == 40)
        #expect(width(frame(), proposal: 100) == 60)
        #expect(width(text("abc").frame(minWidth: 20, maxWidth: 60), proposal: 100) == 60)
    }

    @Test func nilProposalUsesTheIdealOrTheContent() {
        #expect(width(Color.red.frame(idealWidth: 70), proposal: nil) == 70)
        #expect(width(Color.red.frame(maxWidth: 70), proposal: nil) == 10)
        #expect(width(Color.red.frame(minWidth: 50), proposal: nil) == 50)
        #expect(width(Color.red.frame(idealWidth: 70, maxWidth: 40), proposal: nil) == 40)
        // fixedSize asks for the ideal: the ideal width wins over the offer.
        #expect(width(Color.red.frame(idealWidth: 70).fixedSize(), proposal: 300) == 70)
    }

    @Test func contentIsOfferedTheClampedProposal() {
        let result = layout(Color.red.id("c").frame(minWidth: 20, maxWidth: 60).id("f"), width: 100, height: 10)
        #expect(result.frame("c").width == 60)
        let small = layout(Color.red.id("c").frame(minWidth: 20, maxWidth: 60), width: 5, height: 10)
        #expect(small.frame("c").width == 20)
    }

    @Test func contradictoryBoundsDoNotTrap() {
        #expect(width(Color.red.frame(minWidth: 80, maxWidth: 20), proposal: 50) == 80)
        #expect(width(Color.red.frame(minWidth: .nan, maxWidth: -5), proposal: 50) == 50)
    }

    @Test func flexibleFrameAlignment() {
        let view = text("abc").id("t").frame(maxWidth: .infinity, alignment: .leading)
        #expect(layout(view, width: 200, height: 20).frame("t").minX == 0)
        let trailing = text("abc").id("t").frame(maxWidth: .infinity, alignment: .trailing)
        #expect(layout(trailing, width: 200, height: 20).frame("t").minX == 176)
    }
}
