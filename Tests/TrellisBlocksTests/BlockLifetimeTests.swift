// A parsed block lets go of its program, its types and its syntax when the last user drops it.

import Testing
@testable import TrellisBlocks
import TrellisLayout
import TrellisMarkup

/// `trellis serve` parses a block again on every edit of its page: whatever a parsed block
/// keeps alive after it is dropped (reference cycles between a type, its methods and their
/// compiled bodies) is memory the server never gets back. Each test drops every block it made,
/// lays it out first where the engine's layouts hold the program, and checks through weak
/// references that nothing survived.
@Suite struct BlockLifetimeTests {
    /// Weak references to what a block made, checked after the block is gone.
    final class Watch {
        weak var program: SwiftProgram?
        weak var lifetime: ProgramLifetime?
        var types: [Weak] = []
        var functions: [Weak] = []
        struct Weak { weak var object: AnyObject? }

        var survivors: [String] {
            var found: [String] = []
            if lifetime != nil { found.append("the lifetime") }
            if program != nil { found.append("the program") }
            found += types.compactMap { ($0.object as? SwiftStruct).map { "type \($0.name)" } }
            found += functions.compactMap { ($0.object as? SwiftFunction).map { "function \($0.name)" } }
            return found
        }
    }

    /// Parses `code`, lays it out at a few widths with its engines, and returns weak references
    /// to its program, its types and their methods: the block itself goes out of scope here.
    static func parseAndDrop(_ code: String) throws -> Watch {
        let watch = Watch()
        try {
            let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
            let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())
            let (_, root) = try layouter.engineTree(block)
            let engine = LayoutEngine(root, textMeasurer: layouter.measurer)
            for width in [120.0, 320, 700] { _ = engine.layout(width: width) }
            watch.program = block.program
            watch.lifetime = block.program.lifetime
            for type in block.program.types.values {
                watch.types.append(.init(object: type))
                for function in type.methods.values.flatMap({ $0 }) + type.statics.values + type.initializers {
                    watch.functions.append(.init(object: function))
                }
            }
            for function in block.program.functions.values.flatMap({ $0 }) + block.program.globals.values {
                watch.functions.append(.init(object: function))
            }
            #expect(!watch.types.isEmpty || !watch.functions.isEmpty)
        }()
        return watch
    }

    @Test func aCustomLayoutAndItsHelpersAreFreed() throws {
        let watch = try Self.parseAndDrop("""
            let gap: CGFloat = 8
            func total(_ sizes: [CGSize]) -> CGFloat { sizes.reduce(0) { $0 + $1.width } }
            struct Row: Layout {
                var spacing = gap
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    return CGSize(width: total(sizes) + spacing * CGFloat(max(0, sizes.count - 1)), height: sizes.map(\\.height).max() ?? 0)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.minX
                    // A closure in a constant of the call's frame: it must not hold that frame.
                    let advance = { (width: CGFloat) -> CGFloat in width + depth(1) }
                    for subview in subviews {
                        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                        x += advance(subview.sizeThatFits(.unspecified).width)
                    }
                }
                // Calls itself: its compiled body refers to the function that holds it.
                func depth(_ n: Int) -> CGFloat { n <= 0 ? spacing : depth(n - 1) }
            }
            Row { Text("One"); Text("Two") }
            """)
        #expect(watch.survivors == [])
    }

    @Test func aDeclaredViewWithStateAndAnEnumIsFreed() throws {
        let watch = try Self.parseAndDrop("""
            enum Size: CaseIterable { case small, large
                var points: Double { self == .small ? 10 : 20 }
            }
            struct Badge: View {
                var title: String
                @State private var size = Size.small
                init(title: String) {
                    // A local function: stored in the call's frame, it must not hold that frame.
                    func shout(_ text: String) -> String { text.isEmpty ? "" : text.uppercased() }
                    self.title = shout(title)
                }
                var label: String {
                    var shown: String { get { title } set { } }
                    return shown
                }
                var body: some View {
                    Text(label).font(.system(size: size.points)).padding(size == .small ? 4 : 8)
                }
            }
            Badge(title: "new")
            """)
        #expect(watch.survivors == [])
    }

    /// The engine holds the program's lifetime: a layout, a shape and an alignment guide made by
    /// a block still run after the block itself is gone, and give the frames they gave before.
    /// Each block holds one of them, so that each keeps the code alive on its own.
    @Test(arguments: [
        """
        struct Cascade: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 40 * CGFloat(subviews.count), height: 40 * CGFloat(subviews.count))
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (index, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: bounds.minX + 40 * CGFloat(index), y: bounds.minY + 40 * CGFloat(index)), proposal: .unspecified)
                }
            }
        }
        Cascade { Color.red.frame(width: 30, height: 30); Color.blue.frame(width: 30, height: 30) }
        """,
        """
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY)); p.closeSubpath() }
            }
        }
        Wedge().frame(width: 30, height: 30)
        """,
        """
        func quarter(_ width: CGFloat) -> CGFloat { width / 4 }
        VStack(alignment: .leading) {
            Text("Shifted").alignmentGuide(.leading) { d in quarter(d.width) }
            Text("Plain")
        }
        """,
    ])
    func anEngineOutlivesItsBlock(code: String) throws {
        func engine() throws -> (LayoutEngine, SwiftFailureLog, [Double]) {
            let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
            let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())
            let (_, root) = try layouter.engineTree(block)
            let engine = LayoutEngine(root, textMeasurer: layouter.measurer)
            let result = engine.layout(width: 300)
            return (engine, block.program.failures, Self.drawn(result))
        }
        let (kept, failures, before) = try engine()
        // A second block's parse and teardown runs between, as in a server's next edit.
        _ = try Self.parseAndDrop(code)
        let after = Self.drawn(kept.layout(width: 300))
        #expect(after == before)
        #expect(after.count > 8)
        #expect(failures.diagnostics.isEmpty, "\(failures.diagnostics)")
    }

    /// Every frame of a result, and the number of elements of each shape's outline in its frame.
    static func drawn(_ result: LayoutResult) -> [Double] {
        result.nodes.flatMap { node -> [Double] in
            var values = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height]
            if case .leaf(let leaf) = node.content, let shape = leaf as? PathShape {
                values.append(Double(shape.path(node.frame)?.elements.count ?? -1))
            }
            return values
        }
    }
}
