// Path views and authors' Shape structs: shapes that take their frame and draw the outline their code computes.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

@Suite struct ShapeTests {
    static let triangle = """
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        """

    /// The outline of the shape with author id `id`, for its frame at `width`.
    private func outline(_ code: String, id: String, width: Double) throws -> (frame: Rect, path: ShapePath?) {
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let (_, root) = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).engineTree(block)
        let result = LayoutEngine(root, textMeasurer: FixedAdvanceTextMeasurer()).layout(width: width)
        let node = try #require(result.node(withID: id))
        guard case .leaf(let leaf) = node.content, let shape = leaf as? PathShape else {
            Issue.record("`\(id)` is not a path shape")
            return (node.frame, nil)
        }
        return (node.frame, shape.path(Rect(origin: .zero, size: node.frame.size)))
    }

    /// `inset(by:)` (Apple, "InsettableShape"): insets add up, the frame stays the shape's; a
    /// negative inset of a fill, and a clip shape's inset, are drawn without and said (the page
    /// cannot fill outside a frame, nor clip to an inset shape); a stroke's is drawn. It stood
    /// in as the app's modifier (10 uses in set AQ).
    @Test func anInsetShapeKeepsItsFrameAndAddsItsInsets() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                RoundedRectangle(cornerRadius: 8).inset(by: 1).inset(by: 0.5).stroke(.gray, lineWidth: 1).frame(width: 60, height: 30).id("card")
                Circle().inset(by: -2).fill(.red).frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20).clipShape(Circle().inset(by: 2))
            }
            """, file: "content/test.md", firstLine: 10))
        #expect(block.standInViewIDs.isEmpty)
        let warnings = block.notes.filter { $0.severity == .warning }
        #expect(warnings.map(\.line) == [12, 13], "\(warnings)")
        #expect(warnings.first?.message.hasPrefix("a shape inset by a negative amount") == true && warnings.last?.message == "a clip shape is drawn without its `inset(by:)`")
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200).result
        let card = try #require(result.node(withID: "card"))
        #expect(card.drawing.shapeInset == 1.5 && card.frame.size == Size(width: 60, height: 30))
    }

    /// `Shape.rotation(_:anchor:)` (Apple: the shape's path rotated in its frame) is drawn as
    /// `rotationEffect(_:anchor:)` draws the view, the same rotation of what is drawn: the
    /// progress ring `Circle().rotation(.degrees(-90)).trim(...)` starts at the top (it stood in
    /// as the app's modifier on set AQ).
    @Test func aRotatedShapeIsDrawnAsItsRotationEffect() throws {
        func drawing(_ rotation: String) throws -> ViewDrawing? {
            let block = try ParsedBlock(source: LayoutBlockSource(code: """
                Circle()\(rotation).trim(from: 0, to: 0.25).stroke(.red, lineWidth: 4).frame(width: 40, height: 40).id("ring")
                """, file: "content/test.md"))
            #expect(block.notes.isEmpty, "\(block.notes)")
            return try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200).result.node(withID: "ring")?.drawing
        }
        let rotated = try #require(try drawing(".rotation(.degrees(-90), anchor: .center)"))
        let effect = try drawing(".rotationEffect(.degrees(-90), anchor: .center)")
        #expect(!rotated.transforms.isEmpty && rotated == effect)
    }

    @Test func anAuthorsShapeTakesItsFrameAndComputesItsOutlineForIt() throws {
        let (frame, path) = try outline(Self.triangle + "\nTriangle().fill(.orange).frame(width: 80, height: 60).id(\"t\")", id: "t", width: 300)
        #expect(frame.size == Size(width: 80, height: 60))
        #expect(path?.elements == [.move(Point(x: 40, y: 0)), .line(Point(x: 80, y: 60)), .line(Point(x: 0, y: 60)), .close])
        // Offered nothing, a shape is 10 × 10 like every shape.
        let (ideal, _) = try outline(Self.triangle + "\nTriangle().fixedSize().id(\"t\")", id: "t", width: 300)
        #expect(ideal.size == Size(width: 10, height: 10))
    }

    @Test func aPathViewKeepsTheCoordinatesItWasBuiltIn() throws {
        let code = """
            let top = 5.0
            Path { path in
                path.move(to: CGPoint(x: 0, y: top))
                path.addLine(to: CGPoint(x: 100, y: top))
            }
            .stroke(.red, lineWidth: 2)
            .frame(width: 40, height: 40)
            .id("line")
            """
        let (frame, path) = try outline(code, id: "line", width: 300)
        #expect(frame.size == Size(width: 40, height: 40))
        #expect(path?.elements == [.move(Point(x: 0, y: 5)), .line(Point(x: 100, y: 5))])
    }

    @Test func pathMistakesArePositionedErrors() {
        #expect(message("""
            Path { path in
                path.move(to: 3)
            }
            """).contains("content/test.md:11:5: error: `move` takes a CGPoint for `to`, found 3"))
        #expect(message("""
            struct Blob: Shape {
                var size = 3
            }
            Blob()
            """).contains("`Blob` is a `Shape` without `path(in:)`"))
        #expect(message("Path { path in path.wiggle() }").contains("content/test.md:10:16: error: Path has no method `wiggle`"))
        // A closure that takes no path is an error, not a crash (found on set G).
        #expect(message(#"Path { Text("x") }"#).contains("error: this closure takes no arguments but is given 1"))
    }

    @Test func aPathInAGeometryReaderIsBuiltForTheReadersSize() throws {
        let code = """
            GeometryReader { geometry in
                Path { path in
                    let width = min(geometry.size.width, geometry.size.height)
                    path.addLines([CGPoint(x: width / 2, y: 0), CGPoint(x: width, y: width), CGPoint(x: 0, y: width)])
                    path.closeSubpath()
                }
                .id("badge")
            }
            .frame(width: 200, height: 120)
            """
        let (frame, path) = try outline(code, id: "badge", width: 300)
        #expect(frame.size == Size(width: 200, height: 120))
        #expect(path?.elements == [.move(Point(x: 60, y: 0)), .line(Point(x: 120, y: 120)), .line(Point(x: 0, y: 120)), .close])
    }

    /// iOS 17's static members of `Shape` (Apple, "Shape": `rect`, `rect(cornerRadius:style:)`,
    /// `capsule`, `circle`, `ellipse`) are the shapes they name, with a shape's modifiers.
    @Test func shapeStaticMembersAreTheirShapes() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Text("Card").padding().overlay(.rect(cornerRadius: 10).stroke(.gray, lineWidth: 1))
                Text("Pill").padding(6).background(.capsule.fill(.blue))
                Text("Dot").overlay(.circle.stroke(.red))
            }
            """, file: "content/test.md"))
        let shapes = block.initialView.allViews.filter { ["RoundedRectangle", "Capsule", "Circle"].contains($0.kind) }
        #expect(shapes.map(\.kind) == ["RoundedRectangle", "Capsule", "Circle"])
        #expect(shapes.first?.argument("cornerRadius")?.number == 10)
        #expect(shapes.map { $0.modifiers.first?.name } == ["stroke", "fill", "stroke"])
        let found = try frames("Text(\"Card\").padding().overlay(.rect(cornerRadius: 10).stroke(.gray)).id(\"card\")", width: 390)
        let written = try frames("Text(\"Card\").padding().overlay(RoundedRectangle(cornerRadius: 10).stroke(.gray)).id(\"card\")", width: 390)
        #expect(found.values.sorted { $0.origin.y < $1.origin.y } == written.values.sorted { $0.origin.y < $1.origin.y })
    }

    /// `Shape.buttonBorder` (iOS 17: "A shape that defers to the environment to determine the
    /// resolved button border shape") is a bordered button's own corner, as is
    /// `ButtonBorderShape.automatic`; `ButtonBorderShape`'s `capsule`, `circle` and
    /// `roundedRectangle(radius:)` are those shapes, as a background's `in:` and with a shape's
    /// modifiers (set AU's CommonsFinder: "`background` expects a shape ... found `.buttonBorder`").
    @Test func buttonBorderShapesAreTheirShapes() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Text("Search").padding(8).background(Color.gray, in: .buttonBorder)
                Text("a").padding(8).background(Color.gray, in: ButtonBorderShape.capsule)
                ButtonBorderShape.roundedRectangle(radius: 4).fill(.blue).frame(width: 40, height: 20)
                Text("b").background(.blue, in: ButtonBorderShape.automatic)
            }
            """, file: "content/test.md"))
        #expect(block.notes.isEmpty, "\(block.notes)")
        let shapes = block.initialView.allViews.filter { ["RoundedRectangle", "Capsule"].contains($0.kind) }
        #expect(shapes.map(\.kind) == ["RoundedRectangle", "Capsule", "RoundedRectangle", "RoundedRectangle"])
        #expect(shapes.map { $0.argument("cornerRadius")?.number } == [ButtonStyle.bordered.cornerRadius, nil, 4, ButtonStyle.bordered.cornerRadius])
    }

    /// A `Path` (or the code's own `Shape`) given to `.clipShape` is laid out, the view drawn
    /// unclipped with a warning at the shape, since a page has no outline for it yet (set AV's
    /// linphone: "`clipShape` expects a shape such as `Circle()`"); as a background's shape it
    /// is drawn.
    @Test func aPathAsAClipIsSaidNotDrawn() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Color.blue.frame(width: 200, height: 100).clipShape(Path(CGRect(x: 0, y: 0, width: 200, height: 100))).id("clipped")
                Text("a").background(.red, in: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
            }
            """, file: "content/test.md"))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        let said = block.notes.filter { $0.message.hasPrefix("`.clipShape` to a `Path` is not drawn") }
        #expect(said.count == 1 && said.first?.line == 2, "\(block.notes)")
        #expect(try frames("Color.blue.frame(width: 200, height: 100).clipShape(Path(CGRect(x: 0, y: 0, width: 20, height: 10))).id(\"c\")", width: 300)["c"]?.size
                == Size(width: 200, height: 100))
    }
}
