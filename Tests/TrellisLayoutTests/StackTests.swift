import Testing
import TrellisLayout

@Suite("Stacks")
struct StackTests {
    /// objc.io, "SwiftUI's layout algorithm for stacks" (2020-11-10): the less flexible red
    /// frame is offered half of 150 first, and the green one then takes its 100 minimum.
    @Test func objcIOOverflowCase() {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("red")
            Color.green.frame(minWidth: 100).id("green")
        }.frame(width: 150)
        let result = layout(view, width: 300, height: 100)
        #expect(result.frame("red").width == 75)
        #expect(result.frame("green").width == 100)
        #expect(result.frame("green").minX == result.frame("red").maxX)
    }

    @Test func equalFlexibleChildrenShareSpace() {
        let view = HStack(spacing: 10) {
            Color.red.id("a")
            Color.blue.id("b")
        }
        let result = layout(view, width: 210, height: 50)
        #expect(result.frame("a") == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.frame("b") == Rect(x: 110, y: 0, width: 100, height: 50))
    }

    @Test func defaultSpacingIsEight() {
        let view = VStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        let result = layout(view, width: 100, height: nil)
        #expect(result.frame("b").minY - result.frame("a").maxY == 8)
        #expect(result.size == Size(width: 10, height: 28))
    }
}
