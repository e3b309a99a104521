import Testing
import TrellisLayout

@Suite("Button and ProgressView")
struct ButtonTests {
    /// Bordered and glass styles pad the label by 7 and 12; the others add nothing.
    @Test func stylesPadTheLabel() {
        for (style, size) in [
            (ButtonStyle.bordered, Size(width: 48, height: 34)), (.borderedProminent, Size(width: 48, height: 34)),
            (.glass, Size(width: 48, height: 34)), (.glassProminent, Size(width: 48, height: 34)),
            (.plain, Size(width: 24, height: 20)), (.automatic, Size(width: 24, height: 20)),
        ] {
            let result = layout(Button { text("Cat").id("label") }.buttonStyle(style).id("button"), width: nil, height: nil)
            #expect(result.frame("button").size == size)
            #expect(result.frame("label").origin == Point(x: style.insets.leading, y: style.insets.top))
        }
    }

    /// A flexible label fills what the button is offered, minus the padding.
    @Test func aFlexibleLabelFillsTheButton() {
        let button = Button { text("Cat").frame(maxWidth: .infinity).id("frame") }.buttonStyle(.bordered).id("button")
        let result = layout(button, width: 200, height: nil)
        #expect(result.frame("button") == Rect(x: 0, y: 0, width: 200, height: 34))
        #expect(result.frame("frame") == Rect(x: 12, y: 7, width: 176, height: 20))
    }

    /// `buttonStyle` on a container styles the buttons inside that have no style of their
    /// own; the nearest style wins, and the renderer gets the style's attributes.
    @Test func aContainerStyleReachesButtonsWithoutTheirOwn() {
        let view = HStack {
            Button { text("A") }.id("inherits")
            Button { text("B") }.buttonStyle(.plain).id("own")
        }.buttonStyle(.borderedProminent)
        let result = layout(view, width: nil, height: nil)
        let inherits = result.node(withID: "inherits")
        #expect(inherits?.frame.size == Size(width: 32, height: 34))
        #expect(inherits?.drawing.control == .button(.borderedProminent))
        #expect(ButtonStyle.borderedProminent.background == Color.blue)
        #expect(ButtonStyle.borderedProminent.foreground == Color.white)
        let own = result.node(withID: "own")
        #expect(own?.frame.size == Size(width: 8, height: 20))
        #expect(own?.drawing.control == .button(.plain))
        #expect(ButtonStyle.plain.background == nil)
    }

    /// A linear ProgressView takes the offered width and is 4 px tall; the renderer reads
    /// the value, total and fraction (clamped) from the laid-out leaf.
    @Test func progressViewIsAFlexibleBar() {
        let result = layout(ProgressView(value: 30, total: 40).id("bar"), width: 120, height: 50)
        let bar = result.node(withID: "bar")
        #expect(bar?.frame == Rect(x: 0, y: 0, width: 120, height: 4))
        let leaf: ProgressView? = if case .leaf(let leaf)? = bar?.content { leaf as? ProgressView } else { nil }
        #expect(leaf?.fraction == 0.75)
        #expect(leaf?.total == 40)
        #expect(ProgressView(value: 80, total: 40).fraction == 1)
        #expect(ProgressView(value: .nan, total: 0).fraction == 0)
        let spinner = layout(ProgressView().id("spinner"), width: 120, height: 50)
        #expect(spinner.frame("spinner").size == Size(width: 20, height: 20))
    }
}
