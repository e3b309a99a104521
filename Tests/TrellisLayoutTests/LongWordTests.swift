// A word wider than its line, and cut lines, in the engine: SwiftUI's rules with fixed advances.

import Testing
import TrellisLayout

/// Frames and lines worked out by hand with the fixed-advance measurer (16 px text: 8 px per
/// character, 20 px lines), which follows the rules of `LineFitting` as the HarfBuzz measurer
/// does. SwiftUI (Core Text's `byWordWrapping`): "wrapping occurs at word boundaries unless
/// the word itself doesn't fit on a single line"
/// (developer.apple.com/documentation/coretext/ctlinebreakmode/bywordwrapping), and a cut line
/// ends in "…" at its `truncationMode` (developer.apple.com/documentation/swiftui/text/truncationmode).
struct LongWordTests {
    /// 65 characters, 520 px at 16 px: issue 28's example.
    static let token = "averyveryverylongsingletoken_abcdefghijklmnopqrstuvwxyz0123456789"

    /// The text's frame and lines, in a frame `frameWidth` wide (and `frameHeight` tall) when given.
    private func lines(_ view: Text, width: Double?, frameWidth: Double? = nil, frameHeight: Double? = nil) -> (frame: Rect, lines: [String]) {
        let result = layout(view.id("t").frame(width: frameWidth, height: frameHeight), width: width, height: nil)
        let text = result.node(withID: "t")?.text
        return (result.frame("t"), text?.lines.map { $0.fragments.map(\.text).joined() } ?? [])
    }

    @Test func aWordWiderThanItsLineBreaksBetweenCharacters() {
        #expect(Self.token.count == 65)
        // 200 px hold 25 characters: 25 + 25 + 15.
        let (frame, shown) = lines(text(Self.token), width: 400, frameWidth: 200)
        #expect(shown == ["averyveryverylongsingleto", "ken_abcdefghijklmnopqrstu", "vwxyz0123456789"])
        #expect(frame.size == Size(width: 200, height: 60), "\(frame)")
    }

    @Test func theLongWordStartsALineOfItsOwnAndWordsFollowItsRest() {
        // "Hi" fits, the token does not fit after it: it starts line 2; its last 15 characters
        // (120 px) leave room for " ok" (24 px) on the last line.
        let (frame, shown) = lines(text("Hi " + Self.token + " ok"), width: 400, frameWidth: 200)
        #expect(shown == ["Hi", "averyveryverylongsingleto", "ken_abcdefghijklmnopqrstu", "vwxyz0123456789 ok"])
        #expect(frame.height == 80)
    }

    @Test func oneLineKeepsWhatFitsBesideTheEllipsisInEveryMode() {
        // 25 characters fit in 200 px: 24 of the token and the ellipsis.
        let tail = lines(text(Self.token).lineLimit(1), width: 400, frameWidth: 200)
        #expect(tail.lines == ["averyveryverylongsinglet…"])
        #expect(tail.frame.size == Size(width: 200, height: 20), "laid out 200 wide, not 520")
        let head = lines(text(Self.token).lineLimit(1).truncationMode(.head), width: 400, frameWidth: 200)
        #expect(head.lines == ["…mnopqrstuvwxyz0123456789"])
        // Middle: the first 12 and the last 12.
        let middle = lines(text(Self.token).lineLimit(1).truncationMode(.middle), width: 400, frameWidth: 200)
        #expect(middle.lines == ["averyveryver…yz0123456789"])
    }

    @Test func aCutLineReadsAcrossTheWordItBroke() {
        // Two lines of 10 characters (80 px): "abcdefghij", then "klmnopqrst…" would be 11;
        // the second line keeps 9 of the rest "klmnopqrstuvwxyz" and the ellipsis, no space
        // where the word was broken.
        let (frame, shown) = lines(text("abcdefghijklmnopqrstuvwxyz").lineLimit(2), width: 400, frameWidth: 80)
        #expect(shown == ["abcdefghij", "klmnopqrs…"])
        #expect(frame.height == 40)
        // A short height cuts as a line limit does: one 20 px line in 30 px.
        let short = lines(text("abcdefghijklmnopqrstuvwxyz"), width: 400, frameWidth: 80, frameHeight: 30)
        #expect(short.lines == ["abcdefghi…"])
    }

    @Test func aRowOfLongTextStaysInsideItsColumn() {
        // "End" (24 px) is the less flexible child: it takes its ideal width; the token gets
        // the other 176 px, 22 characters: 21 and the ellipsis. Nothing runs past 200.
        let row = HStack(spacing: 0) {
            text(Self.token).lineLimit(1).id("long")
            text("End").id("end")
        }
        let result = layout(row, width: 200, height: nil)
        #expect(result.frame("long") == Rect(x: 0, y: 0, width: 176, height: 20))
        #expect(result.frame("end") == Rect(x: 176, y: 0, width: 24, height: 20))
        #expect(result.node(withID: "long")?.text?.lines.first?.fragments.first?.text == "averyveryverylongsing…")
    }

    @Test func atWidthZeroEveryLineStillShowsACharacter() {
        // The narrowest proposal: one character a line, never an empty line or an endless loop.
        let (frame, shown) = lines(text("abc de"), width: 0)
        #expect(shown == ["a", "b", "c", "d", "e"])
        #expect(frame.size == Size(width: 8, height: 100))
        // Cut to one line at width 0: only the ellipsis is left.
        #expect(lines(text("abc").lineLimit(1), width: 0).lines == ["…"])
    }

    @Test func theRulesOnTheirOwn() {
        #expect(LineFitting.mostThatFit(10) { $0 <= 4 } == 4)
        #expect(LineFitting.mostThatFit(10) { _ in false } == 0)
        #expect(LineFitting.characterBreak(10) { _ in false } == 1)
        let letters = Array("ab cd ef")
        func cut(_ kept: Int, _ mode: TruncationMode) -> String {
            String(LineFitting.truncated(letters, keeping: kept, mode: mode, isSpace: { $0 == " " }) { _ in "…" })
        }
        // Spaces beside the ellipsis go: "ab " + "…" is "ab…", " ef" after it is "ef".
        #expect(cut(3, .tail) == "ab…")
        #expect(cut(3, .head) == "…ef")
        #expect(cut(6, .middle) == "ab…ef")
        #expect(cut(0, .tail) == "…")
    }
}
