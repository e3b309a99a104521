// Custom `Layout` structs written in a block run on the interpreter and match the built-ins.

import Foundation
import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

/// The layouts of WWDC22 "Compose custom layouts with SwiftUI" (session 10056), written out
/// as the talk builds them step by step (`maxSize`, `spacing`, `sizeThatFits`,
/// `placeSubviews`; the `Rank` key and the `rank` modifier), and the SwiftUI Field Guide's
/// flow layout as its Layout-protocol page builds it, in `bench/layouts/`. Each is declared in a block after the
/// views that use it, so the views keep the ids they have with the compiled built-in of the
/// same name, and every frame is compared with the built-in's at many widths.
@Suite struct InterpretedLayoutTests {
    /// A layout from `bench/layouts/` (the one copy the tests, the benchmark and the fuzzer share).
    static func layoutSource(_ name: String) -> String {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: repository.appendingPathComponent("bench/layouts/\(name).swift"), encoding: .utf8)) ?? ""
    }

    static let equalWidthHStack = layoutSource("MyEqualWidthHStack")

    /// The vertical version the talk mentions: the same code along y, offering each subview
    /// `(maxSize.width, bounds.height)` as Apple's sample does.
    static let equalWidthVStack = layoutSource("MyEqualWidthVStack")

    /// The radial layout with the talk's `Rank` key; the offset for the standings is written
    /// out as the built-in `RadialLayout.offset(for:)` documents it.
    static let radialLayout = layoutSource("MyRadialLayout")

    /// Frames of every authored view of `code` at `width`, by id, and the runtime errors.
    private func frames(_ code: String, width: Double, state: [String: Value] = [:]) throws -> (frames: [String: Rect], failures: [Diagnostic]) {
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, state: state, width: width)
        var frames: [String: Rect] = [:]
        for node in layout.nodes { frames[node.id] = Rect(x: node.x, y: node.y, width: node.width, height: node.height) }
        return (frames, block.program.runtimeFailures)
    }

    private func expectSameFrames(views: String, declarations: String, widths: [Double] = [60, 120, 200, 320, 480, 800],
                                  states: [[String: Value]] = [[:]], sourceLocation: SourceLocation = #_sourceLocation) throws {
        for state in states {
            for width in widths {
                let compiled = try frames(views, width: width, state: state)
                let interpreted = try frames(views + "\n" + declarations, width: width, state: state)
                #expect(interpreted.failures.isEmpty, "\(interpreted.failures)", sourceLocation: sourceLocation)
                #expect(!compiled.frames.isEmpty, sourceLocation: sourceLocation)
                #expect(Set(compiled.frames.keys) == Set(interpreted.frames.keys), sourceLocation: sourceLocation)
                for (id, frame) in compiled.frames {
                    guard let other = interpreted.frames[id] else { continue }
                    let difference = max(abs(frame.minX - other.minX), abs(frame.minY - other.minY),
                                         abs(frame.width - other.width), abs(frame.height - other.height))
                    #expect(difference <= 1e-9, "\(id) at \(width) in \(state): compiled \(frame), interpreted \(other)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// The Field Guide's flow layout: a free function returning a labelled tuple, `.init`
    /// without a type, `zip`, and a stored property with a default.
    static let flowLayout = layoutSource("FlowLayout")

    @Test func theFieldGuidesFlowLayoutMatchesTheBuiltIn() throws {
        let views = """
            let names = ["Ada", "Grace", "Linus", "Margaret", "Ken", "Barbara", "Dennis", "Frances", "Guido"]
            FlowLayout(spacing: 6) {
                ForEach(names, id: \\.self) { name in
                    Text(name).padding(4)
                }
            }
            """
        try expectSameFrames(views: views, declarations: Self.flowLayout, widths: [40, 90, 150, 200, 320, 800])
    }

    @Test func cachesOrientationAndHelperTypesWork() throws {
        // A column that caches its subviews' sizes in a `Cache` struct and declares a vertical
        // stack orientation, so a `Spacer` inside it grows vertically, as in a VStack.
        let code = """
            CachedColumn(gap: 4) {
                Color.red.frame(width: 30, height: 10).id("a")
                Color.blue.frame(width: 50, height: 20).id("b")
            }

            struct CachedColumn: Layout {
                var gap: CGFloat

                struct Cache {
                    var sizes: [CGSize]
                    var calls = 0
                }

                static var layoutProperties: LayoutProperties {
                    var properties = LayoutProperties()
                    properties.stackOrientation = .vertical
                    return properties
                }

                func makeCache(subviews: Subviews) -> Cache {
                    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                    cache.calls += 1
                    let width = cache.sizes.map(\\.width).max() ?? 0
                    let height = cache.sizes.reduce(0) { $0 + $1.height } + gap * CGFloat(max(cache.sizes.count - 1, 0))
                    return CGSize(width: width, height: height)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                    var y = bounds.minY
                    for (index, subview) in subviews.enumerated() {
                        let size = cache.sizes[index]
                        subview.place(at: CGPoint(x: bounds.maxX - size.width, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
                        y += size.height + gap
                    }
                }
            }
            """
        let laidOut = try frames(code, width: 300)
        #expect(laidOut.failures.isEmpty, "\(laidOut.failures)")
        // 50 wide, 34 tall, centred in 300: x from 125; "a" is right-aligned in it.
        #expect(laidOut.frames["a"] == Rect(x: 145, y: 0, width: 30, height: 10))
        #expect(laidOut.frames["b"] == Rect(x: 125, y: 14, width: 50, height: 20))
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let type = try #require(block.program.types["CachedColumn"])
        #expect(type.engineLayout(.void, failures: block.program.failures, keeping: block.program.lifetime) is InterpretedLayout<VerticalOrientation>)
    }

    @Test func theTalksEqualWidthHStackMatchesTheBuiltIn() throws {
        let views = """
            let pets = ["Cat", "Goldfish", "Dog"]
            MyEqualWidthHStack {
                ForEach(pets, id: \\.self) { pet in
                    Button { } label: { Text(pet).frame(maxWidth: .infinity) }
                        .buttonStyle(.bordered)
                }
            }
            """
        try expectSameFrames(views: views, declarations: Self.equalWidthHStack)
    }

    @Test func theTalksEqualWidthVStackMatchesTheBuiltInAndOffersTheBoundsHeight() throws {
        let views = """
            MyEqualWidthVStack {
                Color.red.frame(width: 40, height: 20).id("fixed")
                Color.blue.frame(maxHeight: .infinity).id("flexible")
                Text("A longer label").id("label")
            }
            """
        try expectSameFrames(views: views, declarations: Self.equalWidthVStack)
        // Apple's code offers (maxSize.width, bounds.height): the flexible colour is as tall as the stack.
        let laidOut = try frames(views + "\n" + Self.equalWidthVStack, width: 400)
        let stack = try #require(laidOut.frames["myequalwidthvstack-10-1"])
        #expect(laidOut.frames["flexible"]?.height == stack.height)
    }

    @Test func viewThatFitsChoosesBetweenInterpretedStacks() throws {
        let views = """
            ViewThatFits {
                MyEqualWidthHStack {
                    Text("Goldfish").frame(maxWidth: .infinity).id("h-goldfish")
                    Text("Cat").frame(maxWidth: .infinity).id("h-cat")
                }
                MyEqualWidthVStack {
                    Text("Goldfish").frame(maxWidth: .infinity).id("v-goldfish")
                    Text("Cat").frame(maxWidth: .infinity).id("v-cat")
                }
            }
            """
        try expectSameFrames(views: views, declarations: Self.equalWidthHStack + "\n" + Self.equalWidthVStack, widths: [40, 100, 150, 200, 400])
        // Narrow: the vertical one is chosen; wide: the horizontal one.
        #expect(try frames(views + "\n" + Self.equalWidthHStack + "\n" + Self.equalWidthVStack, width: 100).frames["v-cat"] != nil)
        #expect(try frames(views + "\n" + Self.equalWidthHStack + "\n" + Self.equalWidthVStack, width: 400).frames["h-cat"] != nil)
    }

    @Test func theRadialLayoutMatchesTheBuiltInForEveryRankOrder() throws {
        let views = """
            @State var first = 1
            @State var second = 2
            @State var third = 3
            let layout = first == second && second == third ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
            layout {
                Circle().frame(width: 40, height: 40).rank(first).id("a")
                Circle().frame(width: 40, height: 40).rank(second).id("b")
                Circle().frame(width: 40, height: 40).rank(third).id("c")
            }
            .frame(height: 200)
            """
        var states: [[String: Value]] = []
        for a in 1...3 { for b in 1...3 { for c in 1...3 { states.append(["first": .int(a), "second": .int(b), "third": .int(c)]) } } }
        try expectSameFrames(views: views, declarations: Self.radialLayout, widths: [150, 320], states: states)
    }

    /// Three texts that wrap at narrow widths, so the proposals a stack makes show in the frames.
    static let threeTexts = """
        Text("Cats and dogs").id("a")
        Text("Birds").id("b")
        Text("Fish in a bowl of water").id("c")
        """

    /// Frames of `a`, `b` and `c` under `container` (a built-in stack or an interpreted layout).
    private func textFrames(_ container: String, _ declarations: String = "", width: Double) throws -> [Rect?] {
        let laidOut = try frames(container + " {\n" + Self.threeTexts + "\n}\n" + declarations, width: width)
        #expect(laidOut.failures.isEmpty, "\(laidOut.failures)")
        return ["a", "b", "c"].map { laidOut.frames[$0] }
    }

    @Test func layoutCodeCallsTheBuiltInStacksAndTheyAnswerAsTheStacksDo() throws {
        // A layout that hands its work to `HStackLayout` (by name, and through `AnyLayout`
        // picked by a stored property) places the texts where the built-in stack does.
        let declarations = """
            struct Delegating: Layout {
                var vertical = false

                var stack: AnyLayout {
                    vertical ? AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) : AnyLayout(HStackLayout(alignment: .top, spacing: 5))
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                }
            }
            """
        for width in [40.0, 90, 150, 400] {
            let row = try textFrames("HStack(alignment: .top, spacing: 5)", width: width)
            #expect(row.allSatisfy { $0 != nil })
            #expect(try textFrames("Delegating()", declarations, width: width) == row, "at \(width)")
            let column = try textFrames("VStack(alignment: .leading, spacing: 2)", width: width)
            #expect(try textFrames("Delegating(vertical: true)", declarations, width: width) == column, "at \(width)")
        }
        // The control: a row and a column differ, so the comparison can fail.
        #expect(try textFrames("HStack(alignment: .top, spacing: 5)", width: 400) != textFrames("VStack(alignment: .leading, spacing: 2)", width: 400))
    }

    @Test func anAdaptiveLayoutMeasuresARowAndFallsBackToAColumn() throws {
        // The pattern of adaptive layouts in open-source code: ask `HStackLayout` for its ideal
        // size and use the row only where it fits, else a `VStackLayout`; remember the choice
        // per width in a dictionary cache.
        let declarations = """
            struct RowOrColumn: Layout {
                struct Cache { var fits: [CGFloat: Bool] = [:] }

                func makeCache(subviews: Subviews) -> Cache { Cache() }

                func fits(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> Bool {
                    let width = proposal.width ?? .infinity
                    if let known = cache.fits[width] { return known }
                    var none: () = ()
                    let ideal = HStackLayout(spacing: 5).sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &none)
                    cache.fits[width] = ideal.width <= width
                    return ideal.width <= width
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                    var none: () = ()
                    if fits(proposal, subviews, &cache) { return HStackLayout(spacing: 5).sizeThatFits(proposal: proposal, subviews: subviews, cache: &none) }
                    return VStackLayout(alignment: .leading).sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                    var none: () = ()
                    if fits(proposal, subviews, &cache) {
                        HStackLayout(spacing: 5).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
                    } else {
                        VStackLayout(alignment: .leading).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
                    }
                }
            }
            """
        // The row's ideal width: the three texts unwrapped and two gaps of 5.
        let ideal = try textFrames("HStack(spacing: 5)", width: 10_000).map { $0!.width }.reduce(10, +)
        for width in [ideal - 1, ideal, ideal + 50] {
            let expected = width >= ideal ? try textFrames("HStack(spacing: 5)", width: width) : try textFrames("VStack(alignment: .leading)", width: width)
            #expect(try textFrames("RowOrColumn()", declarations, width: width) == expected, "at \(width)")
        }
    }

    @Test func extensionsOfLayoutSubviewReadTheSubview() throws {
        // `extension LayoutSubview` members call the subview's own API without `self.`.
        let code = """
            Widths {
                Color.red.frame(width: 30, height: 8).id("a")
                Color.red.frame(width: 20, height: 8).id("b")
                Color.red.frame(width: 40, height: 8).id("c")
            }

            extension LayoutSubview {
                func idealWidth() -> CGFloat { sizeThatFits(.unspecified).width }
                var isWide: Bool { idealWidth() > 25 }
            }

            struct Widths: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: subviews.map { $0.idealWidth() }.reduce(0, +), height: CGFloat(subviews.filter { $0.isWide }.count * 8))
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.minX
                    var y = bounds.minY
                    for subview in subviews {
                        subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                        x += subview.idealWidth()
                        if subview.isWide { y += 8 }
                    }
                }
            }
            """
        let laidOut = try frames(code, width: 300)
        #expect(laidOut.failures.isEmpty, "\(laidOut.failures)")
        // 30 + 20 + 40 = 90 wide, two wide subviews of 8: 16 tall, centred in 300 wide: x from 105.
        #expect(laidOut.frames["a"] == Rect(x: 105, y: 0, width: 30, height: 8))
        #expect(laidOut.frames["b"] == Rect(x: 135, y: 8, width: 20, height: 8))
        #expect(laidOut.frames["c"] == Rect(x: 155, y: 8, width: 40, height: 8))
    }

}

/// The comparisons above can fail: a layout that differs from the built-in by one term is
/// told apart, and the views really were laid out by the interpreted code.
@Suite struct InterpretedLayoutControlTests {
    @Test func aLayoutThatIgnoresSpacingIsToldApart() throws {
        let views = """
            MyEqualWidthHStack {
                Text("Cat").id("cat")
                Text("Goldfish").id("goldfish")
            }
            """
        let changed = InterpretedLayoutTests.equalWidthHStack.replacingOccurrences(of: "x += maxSize.width + spacing[index]", with: "x += maxSize.width")
        let block = try ParsedBlock(source: LayoutBlockSource(code: views + "\n" + changed, file: "content/test.md"))
        #expect(block.program.types["MyEqualWidthHStack"]?.role == .layout)
        let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())
        let interpreted = try layouter.layout(block, width: 300).nodes.first { $0.id == "goldfish" }
        let builtIn = try layouter.layout(ParsedBlock(source: LayoutBlockSource(code: views, file: "content/test.md")), width: 300).nodes.first { $0.id == "goldfish" }
        let x = try #require(interpreted?.x), builtInX = try #require(builtIn?.x)
        // The built-in leaves the subviews' 8 px spacing between the slots.
        #expect(builtInX - x == 8)
    }
}
