import Testing
import TrellisLayout

/// Sources: OpenSwiftUI PaddingLayout.swift, FixedSizeLayout.swift, AspectRatioLayout.swift
/// (audited complete); Apple's documentation of `padding`, `fixedSize`, `offset`,
/// `background(alignment:content:)` and `ZStack`.
@Suite("Modifiers")
struct ModifierTests {
    // MARK: - Padding

    @Test func paddingShrinksTheProposalAndAddsTheInsets() {
        let result = layout(Color.red.id("c").padding(10).id("p"), width: 100, height: 100)
        #expect(result.frame("p").size == Size(width: 100, height: 100))
        #expect(result.frame("c") == Rect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test func defaultPaddingIsSixteen() {
        let result = layout(text("abc").id("t").padding().id("p"), width: nil, height: nil)
        #expect(result.frame("p").size == Size(width: 56, height: 52))
        #expect(result.frame("t").origin == Point(x: 16, y: 16))
    }

    @Test func paddingOnSomeEdges() {
        let result = layout(text("abc").id("t").padding(.horizontal, 5).padding(.top, 3).id("p"), width: nil, height: nil)
        #expect(result.frame("p").size == Size(width: 34, height: 23))
        #expect(result.frame("t").origin == Point(x: 5, y: 3))
    }

    @Test func paddingNeverProposesBelowZero() {
        let result = layout(Color.red.id("c").padding(30), width: 20, height: 20)
        #expect(result.frame("c").size == .zero)
        #expect(result.size == Size(width: 60, height: 60))
    }

    @Test func negativePaddingCountsAsZero() {
        let result = layout(Color.red.id("c").padding(-10), width: 20, height: 20)
        #expect(result.frame("c") == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    // MARK: - fixedSize

    @Test func fixedSizeProposesNilSoTextKeepsOneLine() {
        let view = text("Hello world").fixedSize().id("t").frame(width: 30)
        let result = layout(view, width: 100, height: 100)
        #expect(result.frame("t").size == Size(width: 88, height: 20))
        #expect(result.frame("t").minX == -29)  // centred in the 30 px frame, overflowing
    }

    @Test func fixedSizeOnOneAxis() {
        let view = Color.red.id("c").fixedSize(horizontal: true, vertical: false)
        let result = layout(view, width: 100, height: 50)
        #expect(result.frame("c").size == Size(width: 10, height: 50))
    }

    // MARK: - ZStack

    @Test func zStackIsTheUnionOfItsAlignedChildren() {
        let view = ZStack {
            Color.red.frame(width: 100, height: 50).id("wide")
            Color.blue.frame(width: 60, height: 80).id("tall")
        }
        let result = layout(view, width: 300, height: 300)
        #expect(result.size == Size(width: 100, height: 80))
        #expect(result.frame("wide").origin == Point(x: 0, y: 15))
        #expect(result.frame("tall").origin == Point(x: 20, y: 0))
    }

    @Test func zStackAlignment() {
        let view = ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 50).id("wide")
            Color.blue.frame(width: 60, height: 80).id("tall")
        }
        let result = layout(view, width: 300, height: 300)
        #expect(result.frame("wide").origin == Point(x: 0, y: 30))
        #expect(result.frame("tall").origin == Point(x: 40, y: 0))
    }

    /// A lower-priority child does not size the ZStack and is offered its final size: the
    /// `Color.layoutPriority(-1)` background idiom.
    @Test func lowerPriorityChildTakesTheStackSize() {
        let view = ZStack {
            Color.red.layoutPriority(-1).id("fill")
            text("abc").id("t")
        }
        let result = layout(view, width: 300, height: 300)
        #expect(result.size == Size(width: 24, height: 20))
        #expect(result.frame("fill").size == Size(width: 24, height: 20))
    }

    // MARK: - offset

    @Test func offsetMovesTheContentNotTheLayout() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).id("c").offset(x: 5, y: -3).id("o")
            Color.blue.frame(width: 20, height: 20).id("next")
        }
        let result = layout(view, width: nil, height: nil)
        #expect(result.frame("o") == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.frame("c") == Rect(x: 5, y: -3, width: 20, height: 20))
        #expect(result.frame("next").minX == 20)
    }

    // MARK: - aspectRatio

    @Test func aspectRatioFitAndFill() {
        // The modified view takes the content's size; the frame around it centres it.
        let fit = layout(Color.red.id("c").aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100), width: nil, height: nil)
        #expect(fit.frame("c") == Rect(x: 0, y: 25, width: 100, height: 50))
        let fill = layout(Color.red.id("c").aspectRatio(2, contentMode: .fill), width: 100, height: 100)
        #expect(fill.frame("c").size == Size(width: 200, height: 100))
    }

    @Test func scaledToFitUsesTheIdealRatio() {
        let view = Image("a.png", size: Size(width: 40, height: 20)).resizable().id("i").scaledToFit()
        let result = layout(view, width: 100, height: 100)
        #expect(result.frame("i").size == Size(width: 100, height: 50))
        let wide = layout(view, width: 300, height: 60)
        #expect(wide.frame("i").size == Size(width: 120, height: 60))
    }

    @Test func aspectRatioWithOneAxisUnconstrained() {
        let view = Image("a.png", size: Size(width: 40, height: 20)).resizable().id("i").scaledToFit()
        #expect(layout(view, width: 100, height: nil).frame("i").size == Size(width: 100, height: 50))
        #expect(layout(view, width: nil, height: nil).frame("i").size == Size(width: 40, height: 20))
    }

    @Test func plainImageKeepsItsSize() {
        let result = layout(Image("a.png", size: Size(width: 40, height: 20)).id("i"), width: 100, height: 100)
        #expect(result.frame("i").size == Size(width: 40, height: 20))
    }

    // MARK: - background and overlay

    @Test func backgroundTakesTheContentSize() {
        let view = text("abc").padding(4).background(Color.red.id("bg")).id("view")
        let result = layout(view, width: 200, height: 200)
        #expect(result.frame("view").size == Size(width: 32, height: 28))
        #expect(result.frame("bg") == result.frame("view"))
    }

    @Test func overlayWithAlignment() {
        let view = Color.blue.frame(width: 100, height: 50).overlay(alignment: .topTrailing) {
            Color.red.frame(width: 10, height: 10).id("badge")
        }
        let result = layout(view, width: nil, height: nil)
        #expect(result.frame("badge").origin == Point(x: 90, y: 0))
    }

    @Test func backgroundKeepsTheContentsPriority() {
        let view = HStack(spacing: 0) {
            Color.red.id("a")
            text("Hello, world").layoutPriority(1).background(Color.gray).id("t")
        }
        let result = layout(view, width: 120, height: 40)
        #expect(result.frame("t").width == 96)
    }

    // MARK: - safeAreaInset

    /// Apple, "safeAreaInset(edge:alignment:spacing:content:)": the view is inset by the
    /// content's height on `edge` to make space for it, and the content shows there, aligned
    /// across by `alignment`. A flexible view takes what the bar leaves.
    @Test func safeAreaInsetPutsItsContentOnTheEdgeAndInsetsTheView() {
        let bar = Color.red.frame(height: 30).frame(width: 50).id("bar")
        let bottom = layout(Color.blue.id("main").safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 10) { bar }.id("inset"),
                            width: 200, height: 300)
        #expect(bottom.frame("inset") == Rect(x: 0, y: 0, width: 200, height: 300))
        #expect(bottom.frame("main") == Rect(x: 0, y: 0, width: 200, height: 260))
        #expect(bottom.frame("bar") == Rect(x: 150, y: 270, width: 50, height: 30))

        let top = layout(Color.blue.id("main").safeAreaInset(edge: .top, spacing: 0) { bar }, width: 200, height: 300)
        #expect(top.frame("bar") == Rect(x: 75, y: 0, width: 50, height: 30))
        #expect(top.frame("main") == Rect(x: 0, y: 30, width: 200, height: 270))

        let leading = layout(Color.blue.id("main").safeAreaInset(edge: .leading, alignment: .top, spacing: 5) {
            Color.red.frame(width: 40, height: 20).id("bar")
        }, width: 200, height: 100)
        #expect(leading.frame("bar") == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(leading.frame("main") == Rect(x: 45, y: 0, width: 155, height: 100))
    }

    /// A view that hugs its content is as tall as it and the bar: the bar is measured at its
    /// ideal height first, and `nil` spacing is the default distance a stack would leave.
    @Test func safeAreaInsetAroundAHuggingView() {
        let view = Color.blue.frame(width: 80, height: 40).id("main").safeAreaInset(edge: .bottom) {
            Color.red.frame(width: 120, height: 10).id("bar")
        }.id("inset")
        let result = layout(view, width: 300, height: 300)
        let gap = ViewSpacing.defaultDistance
        #expect(result.frame("inset").size == Size(width: 120, height: 50 + gap))
        #expect(result.frame("main").origin == Point(x: result.frame("inset").minX + 20, y: result.frame("inset").minY))
        #expect(result.frame("bar").minY == result.frame("inset").minY + 40 + gap)
    }
}
