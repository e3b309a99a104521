// Blocks laid out by the engine: frames, inherited environment, state, custom layouts.
//
// Text is measured with the engine's fixed-advance font (every character 0.5 em wide, lines
// 1.25 em tall), so every expected frame below can be computed by hand.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

@Suite struct BlockLayoutTests {
    let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())

    func nodes(_ code: String, width: Double, state: [String: Value] = [:], layouter: BlockLayouter? = nil) throws -> [String: LayoutReport.Node] {
        let layouter = layouter ?? self.layouter
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10), catalog: layouter.catalog)
        let layout = try layouter.layout(block, state: state, width: width)
        return Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.id, $0) })
    }

    @Test func theRootIsProposedTheWidthAndCentredAtTheTop() throws {
        // Body text is 16 px: 8 px per character, 20 px per line.
        let found = try nodes(#"Text("abcd")"#, width: 100)
        #expect(found["text-10-1"] == LayoutReport.Node(id: "text-10-1", kind: "Text", x: 34, y: 0, width: 32, height: 20))
    }

    @Test func modifiersWrapTheAuthorsViewWhoseFrameIsReported() throws {
        let found = try nodes(#"Text("ab").padding(10).frame(width: 80).id("t")"#, width: 200)
        // frame 80 wide at x 60; the padded text (36 wide) centred in it; the text inset by 10.
        #expect(found["t"] == LayoutReport.Node(id: "t", kind: "Text", x: 92, y: 10, width: 16, height: 20))
    }

    /// Apple, Text's "baselineOffset(_:)": the text moves up (down) from its baseline and "the
    /// bounds of the view expand to contain the moved text"; beside other text on a shared
    /// baseline it stands raised (lowered). A part of `Text + Text` is raised within its line
    /// (`TextRun.baselineOffset`; measured against Chromium in `BrowserProofTests`).
    @Test func baselineOffsetRaisesTheTextAndGrowsItsBounds() throws {
        let found = try nodes(#"""
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("x").id("x")
                Text("2").baselineOffset(6).id("up")
                Text("y").baselineOffset(-4).id("down")
            }
            .background(Color.gray.id("row"))
            """#, width: 100)
        // Baselines 16 px below each text's top: x's at 22, so "2" (raised 6) at 16, "y" (lowered 4) at 26.
        #expect(found["x"]?.y == 6)
        #expect(found["up"]?.y == 0)
        #expect(found["down"]?.y == 10)
        #expect(found["row"]?.height == 30)
        #expect(diagnostics(#"Text("m") + Text("2").baselineOffset(6)"#).isEmpty)
    }

    @Test func paddingWithEdgeInsets() throws {
        let found = try nodes(#"Text("ab").padding(EdgeInsets(top: 1, leading: 2, trailing: 4)).background(Color.red.id("box")).id("t")"#, width: 100)
        #expect(found["box"] == LayoutReport.Node(id: "box", kind: "Color", x: 39, y: 0, width: 22, height: 21))
        #expect(found["t"] == LayoutReport.Node(id: "t", kind: "Text", x: 41, y: 1, width: 16, height: 20))
        #expect(diagnostics(#"Text("a").padding(EdgeInsets(bottom: 1, top: 2))"#).map(\.message) == [
            "`EdgeInsets` takes `top:`, `leading:`, `bottom:` and `trailing:` in that order",
        ])
    }

    @Test func deeplyNestedBlocksLayOut() throws {
        // 100 stacks inside each other, each padded: near the parser's nesting limit.
        let code = String(repeating: "VStack {\n", count: 100) + "Text(\"ab\").id(\"t\")\n"
            + String(repeating: "}.padding(1)\n", count: 100)
        let found = try nodes(code, width: 400)
        #expect(found["t"] == LayoutReport.Node(id: "t", kind: "Text", x: 192, y: 100, width: 16, height: 20))
    }

    @Test func stacksSpacingAndAlignment() throws {
        let found = try nodes(#"""
        VStack(alignment: .leading, spacing: 4) {
            Text("abcdef").id("long")
            Text("ab").id("short")
        }
        .id("stack")
        """#, width: 48)
        #expect(found["stack"] == LayoutReport.Node(id: "stack", kind: "VStack", x: 0, y: 0, width: 48, height: 44))
        #expect(found["short"] == LayoutReport.Node(id: "short", kind: "Text", x: 0, y: 24, width: 16, height: 20))
    }

    @Test func fontsAreInheritedAndTheInnermostWins() throws {
        let found = try nodes(#"""
        VStack {
            Text("ab").id("title")
            Text("ab").font(.caption).id("caption")
        }
        .font(.title)
        """#, width: 400)
        // title at base 16: 28/17 x 16 = 26.35 px; caption: 12/17 x 16 = 11.294, written 11.3 px
        // (`FontSpec.pageSize`: 11.29 px is a FreeType size apart in chromium and Firefox).
        #expect(found["title"]?.width == 26.35)
        #expect(found["caption"]?.width == 11.3)
    }

    @Test func aspectRatios() throws {
        let found = try nodes(#"""
        VStack(spacing: 0) {
            Color.red.aspectRatio(2, contentMode: .fit).id("fit")
            Color.blue.scaledToFill().frame(width: 60, height: 30).id("fill")
        }
        """#, width: 100)
        #expect(found["fit"] == LayoutReport.Node(id: "fit", kind: "Color", x: 0, y: 0, width: 100, height: 50))
        // Without a ratio, the view's ideal size gives it: a colour's is 10 x 10, so it fills
        // the 60 x 30 frame as a 60 x 60 square, centred and overflowing it.
        #expect(found["fill"] == LayoutReport.Node(id: "fill", kind: "Color", x: 20, y: 35, width: 60, height: 60))
    }

    @Test func fontRefinementsAndSystemFonts() throws {
        let found = try nodes(#"""
        VStack {
            Text("ab").font(.title.bold()).id("bold")
            Text("ab").font(.system(size: 20, weight: .heavy)).id("system")
            Text("ab").font(Font.caption).id("typed")
        }
        """#, width: 400)
        #expect(found["bold"]?.width == 26.35)
        #expect(found["system"]?.width == 20)
        #expect(found["typed"]?.width == 11.3)
    }

    @Test func controlsAndLinksHaveTheirOwnFrames() throws {
        let found = try nodes(#"""
        @State var on = false
        VStack(spacing: 0) {
            Toggle("ab", isOn: $on).id("toggle")
            Link("docs", destination: "https://example.com").id("link")
            Button("go") { }.buttonStyle(.bordered).id("button")
        }
        """#, width: 200)
        // The switch is 51 x 31, the row as wide as offered.
        #expect(found["toggle"] == LayoutReport.Node(id: "toggle", kind: "Toggle", x: 0, y: 0, width: 200, height: 31))
        #expect(found["link"] == LayoutReport.Node(id: "link", kind: "Link", x: 84, y: 31, width: 32, height: 20))
        // Bordered: 12 px before and after the label, 7 above and below.
        #expect(found["button"] == LayoutReport.Node(id: "button", kind: "Button", x: 80, y: 51, width: 40, height: 34))
    }

    @Test func drawingModifiersBecomeRenderAttributesOfTheRightNode() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
        Text("ab")
            .foregroundStyle(.red)
            .padding(4)
            .background(.blue)
            .border(Color.green, width: 2)
            .opacity(0.5)
            .id("t")
        """#, file: "p.md"))
        let result = try layouter.layout(block, width: 200).result
        let text = try #require(result.node(withID: "t"))
        #expect(text.drawing.foreground == .red)
        // Padding wraps the text; the drawing modifiers after it annotate the padding node.
        let padding = try #require(result.nodes.first { $0.index == text.parent })
        #expect(padding.kind == .padding)
        #expect(padding.drawing.background == .blue)
        #expect(padding.drawing.border == Stroke(color: .green, lineWidth: 2))
        #expect(padding.drawing.opacity == 0.5)
    }

    @Test func engineTreesForOtherTextSizesAndStates() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
        @State var big = false
        VStack {
            Toggle("Big", isOn: $big)
            Text(big ? "abcd" : "ab").id("t")
        }
        """#, file: "p.md"))
        let state = try BlockLayouter.stateValues(["big": "true"], for: block)
        let (view, root) = try layouter.engineTree(block, state: state, dynamicTypeSize: .xxxLarge)
        #expect(view.children.map(\.kind) == ["Toggle", "Text"])
        let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: 300)
        // Four characters at xxxLarge body (21.66 px, `FontSpec.pageSize`): 4 x 10.83.
        #expect(result.node(withID: "t")?.frame.width == 43.32)
    }

    @Test func dynamicTypeSizeFromOptionsAndFromTheEnvironment() throws {
        let large = BlockLayouter(measurer: FixedAdvanceTextMeasurer(), options: BlockRenderingOptions(dynamicTypeSize: .xxxLarge))
        // body at xxxLarge: 23/17 x 16 = 21.647, written 21.66 px (`FontSpec.pageSize`).
        #expect(try nodes(#"Text("ab")"#, width: 400, layouter: large)["text-10-1"]?.width == 21.66)
        let inBlock = try nodes(#"Text("ab").environment(\.dynamicTypeSize, .xxxLarge)"#, width: 400)
        #expect(inBlock["text-10-1"]?.width == 21.66)
    }

    /// `.custom(_:size:)` "scales with the body text style", `relativeTo:` with another, and
    /// `fixedSize:` not at all (Apple's Font documentation); the family is the site's text
    /// font, said in a warning. It was a stand-in, drawn at the body size.
    @Test func aCustomFontScalesAsItsTextStyleInTheSitesFont() throws {
        let large = BlockLayouter(measurer: FixedAdvanceTextMeasurer(), options: BlockRenderingOptions(dynamicTypeSize: .xxxLarge))
        func widths(_ font: String) throws -> (Double?, Double?) {
            let code = "Text(\"ab\").font(\(font))"
            return (try nodes(code, width: 400)["text-10-1"]?.width, try nodes(code, width: 400, layouter: large)["text-10-1"]?.width)
        }
        // Two characters of half the size each (`FixedAdvanceTextMeasurer`): the size in px.
        #expect(try widths(#".custom("Avenir Next", size: 20)"#) == (20, FontSpec.pageSize(20 * 23 / 17)))
        let caption = TextStyle.caption2.points(at: .xxxLarge) / TextStyle.caption2.points(at: .default)
        #expect(try widths(#"Font.custom("Avenir Next", size: 20, relativeTo: .caption2)"#) == (20, FontSpec.pageSize(20 * caption)))
        #expect(try widths(#".custom("Avenir Next", fixedSize: 20)"#) == (20, 20))
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"Text("ab").font(.custom("Avenir Next", size: 20).bold())"#, file: "content/test.md"))
        let warning = try #require(block.notes.first { $0.id == .substitutedFont })
        #expect(warning.severity == .warning && warning.subject == "Avenir Next" && warning.column == 17)
        #expect(!block.notes.contains { $0.id == .standIn })
        #expect(message(#"Text("ab").font(.custom("Avenir", size: 20, relativeTo: .titel))"#).contains("did you mean `title`?"))
    }

    @Test func everyStateCombinationKeepsTheSameNodes() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
        @State var vertical = false
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        VStack {
            Toggle("Vertical", isOn: $vertical)
            layout {
                Text("ab").id("a")
                Text("cd").id("b")
            }
        }
        """#, file: "content/test.md"))
        let layouts = try layouter.layoutAllStates(block, width: 300)
        #expect(layouts.count == 2)
        #expect(layouts[0].nodes.map(\.id) == layouts[1].nodes.map(\.id))
        func frame(_ id: String, _ index: Int) -> LayoutReport.Node? { layouts[index].nodes.first { $0.id == id } }
        // Side by side, then one above the other: the same nodes move.
        #expect(frame("b", 0)?.y == frame("a", 0)?.y)
        #expect(frame("b", 0)?.x == (frame("a", 0)?.x ?? 0) + 16)
        #expect(frame("b", 1)?.x == frame("a", 1)?.x)
        #expect(frame("b", 1)?.y == (frame("a", 1)?.y ?? 0) + 20)
        #expect(layouts[1].state == ["vertical": .bool(true)])
    }

    @Test func validationFindsMistakesThatOnlyOneStateReaches() throws {
        let code = #"""
        @State var photo = false
        VStack {
            Toggle("Photo", isOn: $photo)
            if photo {
                Image("missing.png")
            } else {
                Text("none")
            }
        }
        """#
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "p.md", firstLine: 10))
        _ = try layouter.layout(block, width: 300)
        // The pipeline prepares every state before drawing, so the hidden branch's error shows.
        do {
            _ = try report(markdown: "```layout\n" + code + "\n```\n", file: "p.md", width: 300)
            Issue.record("expected an error")
        } catch let error as BuildFailure {
            #expect(error.diagnostics.map(\.message) == ["no image file named `missing.png`"])
            #expect(error.diagnostics.first?.location == "p.md:6:9")
        }
    }

    @Test func registeredLayoutsLayOutByName() throws {
        var registry = LayoutRegistry()
        registry.register("DiagonalLayout", parameters: [Parameter("step", .number)]) { arguments in
            DiagonalLayout(step: arguments.number("step") ?? 10)
        }
        let custom = BlockLayouter(measurer: FixedAdvanceTextMeasurer(), options: BlockRenderingOptions(layouts: registry))
        let found = try nodes(#"""
        DiagonalLayout(step: 30) {
            Color.red.frame(width: 10, height: 10).id("first")
            Color.blue.frame(width: 10, height: 10).id("second")
        }
        .id("diagonal")
        """#, width: 100, layouter: custom)
        #expect(found["diagonal"] == LayoutReport.Node(id: "diagonal", kind: "DiagonalLayout", x: 30, y: 0, width: 40, height: 40))
        #expect(found["second"] == LayoutReport.Node(id: "second", kind: "Color", x: 60, y: 30, width: 10, height: 10))
    }

    /// Answers from a table, as a site answers from its folders.
    struct TableImages: BlockImageResolving {
        var files: [String: BlockImage]

        func image(named name: String) throws(BlockImageError) -> BlockImage {
            guard let file = files[name] else { throw BlockImageError("no image file named `\(name)`", hint: "looked in the table") }
            return file
        }
    }

    @Test func imagesTakeTheirFilesSizeURLAndAltText() throws {
        let images = TableImages(files: ["cat.png": BlockImage(size: Size(width: 120, height: 80), url: "/docs/guide/cat.png")])
        let withImages = BlockLayouter(measurer: FixedAdvanceTextMeasurer(), options: BlockRenderingOptions(images: images))
        #expect(try nodes(#"Image("cat.png")"#, width: 200, layouter: withImages)["image-10-1"]?.width == 120)
        // An app's `bundle:` is where it keeps the asset; the site looks the name up as usual.
        #expect(try nodes(#"Image("cat.png", bundle: .module)"#, width: 200, layouter: withImages)["image-10-1"]?.width == 120)

        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Image("cat.png")
                Image("cat.png").accessibilityLabel("A sleeping cat")
                Image(decorative: "cat.png")
            }
            """, file: "content/guide/pets.md", firstLine: 10))
        let placed = try withImages.layout(block, width: 400).result.nodes.filter { $0.kind == .image }.map(\.drawing.control)
        #expect(placed == [
            .image(source: "/docs/guide/cat.png", alternativeText: "cat"), .image(source: "/docs/guide/cat.png", alternativeText: "A sleeping cat"),
            .image(source: "/docs/guide/cat.png", alternativeText: ""),
        ], "src is the resolver's URL, not the name")
    }

    @Test func aMissingImageIsAnErrorAtTheImageCallWithTheResolversHint() throws {
        let withImages = BlockLayouter(measurer: FixedAdvanceTextMeasurer(), options: BlockRenderingOptions(images: TableImages(files: [:])))
        let block = try ParsedBlock(source: LayoutBlockSource(code: "VStack {\n    Image(\"dog.png\")\n}", file: "content/pets.md", firstLine: 10))
        do {
            _ = try withImages.layout(block, width: 200)
            Issue.record("expected an error")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.location == "content/pets.md:11:5")
            #expect(diagnostic.message == "no image file named `dog.png`")
            #expect(diagnostic.hint == "looked in the table")
        }
    }

    @Test func everyViewAndModifierOfTheLanguageIsLaidOut() {
        let lowered = Set(BlockLowering.views.keys).union(BlockLowering.collectionViews.keys).union(BlockLowering.controlViews.keys)
            .union(BlockLowering.tabViews.keys).union(["ForEach"])
        #expect(Set(ViewCatalog.builtIn.views.keys).subtracting(lowered).isEmpty)
        let modifiers = Set(BlockLowering.modifiers.keys).union(BlockLowering.environmentModifiers.keys).union(["id"])
        #expect(Set(ViewCatalog.builtIn.modifiers.keys).subtracting(modifiers).isEmpty)
        #expect(Set(ViewCatalog.standard.layoutTypes.keys).subtracting(ViewCatalog.builtIn.layoutTypes.keys) == Set(LayoutRegistry.standard.names))
    }

    @Test func aLayoutTheLanguageKnowsButNobodyRegisteredIsAClearError() throws {
        var catalog = ViewCatalog.standard
        catalog.addLayout(named: "SpiralLayout", parameters: [])
        let block = try ParsedBlock(source: LayoutBlockSource(code: "VStack {\n    SpiralLayout { Text(\"a\") }\n}", file: "content/test.md", firstLine: 10),
                                    catalog: catalog)
        do {
            _ = try layouter.layout(block, width: 300)
            Issue.record("expected an error")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.location == "content/test.md:11:5")
            #expect(diagnostic.message == "the view `SpiralLayout` is not laid out by this version of the engine yet")
            #expect(diagnostic.hint?.contains("`RadialLayout`") == true)
        }
    }

    // MARK: - The page report

    @Test func reportStateChoicesAndTheirErrors() throws {
        let page = """
        ```layout
        @State var mode = "a"
        Picker("Mode", selection: $mode) {
            Text("A").tag("a")
            Text("BB").tag("b")
        }
        ```
        """
        #expect(try report(markdown: page, file: "p.md", width: 300, state: ["mode": "b"]).blocks.count == 1)
        do {
            _ = try report(markdown: page, file: "p.md", width: 300, state: ["mdoe": "b"])
            Issue.record("expected an error")
        } catch let error as BuildFailure {
            #expect(error.description == """
            p.md:1:1: error: no layout block of the page has a state variable `mdoe` that the page can switch
              = hint: did you mean `mode`?
            """)
        }
        do {
            _ = try report(markdown: page, file: "p.md", width: 300, state: ["mode": "c"])
        } catch let error as BuildFailure {
            #expect(error.diagnostics.map(\.message) == ["`c` is not a value of `mode`"])
            #expect(error.diagnostics.first?.hint == "its values are `a`, `b`")
            #expect(error.diagnostics.first?.location == "p.md:2:12")
        }
    }

    @Test func reportCollectsTheErrorsOfEveryBlock() {
        let page = "---\ntitle: T\n---\n```layout\nTxt(\"a\")\n```\n\n```layout\nText(titel)\n```\n"
        do {
            _ = try report(markdown: page, file: "p.md", width: 300)
            Issue.record("expected errors")
        } catch let error as BuildFailure {
            #expect(error.diagnostics.map(\.line) == [5, 9])
            #expect(error.diagnostics.map(\.hint) == ["did you mean `Text`?", "did you mean `title`?"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

/// Places each subview `step` px right of and below the previous one, at its ideal size.
struct DiagonalLayout: Layout {
    var step: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        var size = Size.zero
        for (index, subview) in subviews.enumerated() {
            let ideal = subview.sizeThatFits(.unspecified)
            size.width = max(size.width, step * Double(index) + ideal.width)
            size.height = max(size.height, step * Double(index) + ideal.height)
        }
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: Point(x: bounds.minX + step * Double(index), y: bounds.minY + step * Double(index)), proposal: .unspecified)
        }
    }
}

/// Text as app code writes it: `Text + Text`, `Text(_:comment:)`, `textCase`, `capitalized`.
@Suite struct TextExpressionTests {
    let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())

    func text(_ code: String, data: [String: Value] = [:]) throws -> StyledText? {
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10), data: data)
        let result = try layouter.layout(block, width: 400).result
        for node in result.nodes { if case .leaf(let leaf) = node.content, let text = leaf as? Text { return text.styled } }
        return nil
    }

    /// A control's title key is shown as `Text(titleKey)` (Apple, `Button.init(_:action:)`,
    /// `Label.init(_:systemImage:)`, `Toggle.init(_:isOn:)`), so a symbol interpolated into it
    /// is drawn in the title's line, as in a `Text`; it stood in as its code, listed.
    @Test func aSymbolInAControlsTitleKeyIsPartOfItsLine() throws {
        for code in [#"Button("\(Image(systemName: "plus")) Add") { }"#,
                     #"Label("\(Image(systemName: "plus")) Add", systemImage: "bookmark")"#,
                     #"Toggle("\(Image(systemName: "plus")) Add", isOn: .constant(true))"#,
                     #"Button("\(Image(systemName: "plus")) Add", systemImage: "bookmark") { }"#,
                     #"DisclosureGroup("\(Image(systemName: "plus")) Add") { Text("Inside") }"#] {
            let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
            #expect(block.notes.isEmpty && block.standInViewIDs.isEmpty, "\(code): \(block.notes)")
            let result = try layouter.layout(block, width: 400).result
            let titles = result.nodes.compactMap { node -> StyledText? in
                guard case .leaf(let leaf) = node.content, let text = leaf as? Text, text.styled.runs.contains(where: { $0.symbol != nil }) else { return nil }
                return text.styled
            }
            #expect(titles.count == 1 && titles.first?.runs.map(\.symbol) == ["plus", nil] && titles.first?.runs.last?.text == " Add", "\(code)")
        }
    }

    @Test func concatenatedTextsKeepEachPartsFont() throws {
        let styled = try #require(try text(#"Text("Total: ").bold() + Text("\(votes)") + Text(" votes").italic()"#, data: ["votes": .int(50)]))
        #expect(styled.runs.map(\.text) == ["Total: ", "50", " votes"])
        #expect(styled.runs.map(\.font.weight) == [.bold, .regular, .regular])
        #expect(styled.runs.map(\.font.italic) == [false, false, true])
        // A modifier on the whole applies to every part.
        let whole = try #require(try text(#"(Text("a") + Text("b")).font(.title)"#))
        #expect(Set(whole.runs.map(\.font.size)).count == 1 && whole.runs[0].font.size > 16)
    }

    @Test func commentsCasesAndCapitals() throws {
        #expect(try text(#"Text("Vote", comment: "The button that casts a vote")"#)?.runs.map(\.text) == ["Vote"])
        #expect(try text(#"VStack { Text("Pets and votes") }.textCase(.uppercase)"#)?.runs.map(\.text) == ["PETS AND VOTES"])
        #expect(try text(#"Text(name.capitalized)"#, data: ["name": .string("gold fish's bowl")])?.runs.map(\.text) == ["Gold Fish's Bowl"])
    }

    /// `Button(role:)` takes `ButtonRole?`: nil is a button with no role (Apple, "Button",
    /// `init(role:action:label:)`; Zeitgeist's menu in set Y writes `isDestructive ? .destructive : nil`).
    @Test func aButtonsRoleMayBeNil() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            let destructive = false
            VStack {
                Button(role: destructive ? .destructive : nil) { } label: { Text("Redeploy") }
                Button("Delete", role: nil) { }
            }
            """, file: "content/test.md"))
        #expect(block.notes.isEmpty && block.initialView.allViews.filter { $0.kind == "Button" }.count == 2)
        #expect(texts(block.initialView) == ["Redeploy"])
    }

    /// iOS 26's `Button(role:action:)` draws the system's label for its role: an "x" for
    /// `.close` and `.cancel`, a checkmark for `.confirm` (Apple, "Button init(role:action:)",
    /// "ButtonRole.confirm"), named for assistive technology. iOS 17's `.link` shape style is
    /// UIKit's link colour, the system blue.
    @Test func aButtonWithOnlyARoleAndTheLinkStyle() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
        HStack {
            Button(role: .close) { }.id("close")
            Button(role: .confirm) { }.id("confirm")
            Text("site").foregroundStyle(.link).id("link")
        }
        """#, file: "p.md"))
        let result = try layouter.layout(block, width: 300).result
        let symbols = result.nodes.compactMap { node -> (String, String?)? in
            guard case .symbol(let name)? = node.drawing.control else { return nil }
            return (name, node.drawing.accessibility.label)
        }
        #expect(symbols.map(\.0) == ["xmark", "checkmark"])
        #expect(symbols.map(\.1) == ["Close", "Done"])
        #expect(result.node(withID: "link")?.drawing.foreground == .blue)
    }
}
