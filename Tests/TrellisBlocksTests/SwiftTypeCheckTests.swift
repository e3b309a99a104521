// Type mistakes in layout code, reported when the block compiles (as Swift reports them), not when a line runs.

import Foundation
import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

@Suite struct SwiftTypeCheckTests {
    /// The compile errors of a layout whose `sizeThatFits` body is `body` (and `helpers`
    /// beside it). `placeSubviews` is never reached: compile errors stop the block first.
    private func errors(_ body: String, helpers: String = "") -> [Diagnostic] {
        diagnostics("""
            Probe { Text("x") }

            \(helpers)

            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    \(body)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """)
    }

    /// The type checker's table of built-in properties and the evaluator's readers are two
    /// lists of the same members: every property the checker accepts must be one the
    /// evaluator reads, with the type the checker gives it, or code that compiles would fail
    /// when it runs.
    @Test func everyPropertyTheCheckerKnowsIsOneTheEvaluatorReads() throws {
        let samples: [String: SwiftValue] = [
            "CGSize": .size(Size(width: 3, height: 4)),
            "CGPoint": .point(Point(x: 1, y: 2)),
            "CGRect": .rect(Rect(x: 1, y: 2, width: 3, height: 4)),
            "ProposedViewSize": .proposal(ProposedViewSize(width: 5, height: nil)),
            "ViewDimensions": .dimensions(ViewDimensions(width: 6, height: 7)),
            "Angle": .angle(radians: 1),
            "UnitPoint": .unitPoint(UnitPoint(x: 0.5, y: 1)),
            "ViewSpacing": .spacing(ViewSpacing()),
            "GeometryProxy": .geometryProxy(Size(width: 8, height: 9)),
            "CGFloat": .double(-2.5),
            "Int": .int(-3),
        ]
        let spot = SwiftSpot(source: LayoutBlockSource(code: "", file: "test.swift"), location: BlockLocation(file: "test.swift", line: 1, column: 1))
        var checked = 0
        for (typeName, properties) in SwiftCompiler.builtInProperties {
            // Subviews need a layout under way; they are read in every layout test.
            guard let sample = samples[typeName] else {
                #expect(["LayoutSubview", "LayoutSubviews"].contains(typeName), "no sample for \(typeName)")
                continue
            }
            for (name, type) in properties {
                let value = try SwiftBuiltins.member(name, of: sample, machine: SwiftMachine(), at: spot)
                let expected: String = switch type.unwrapped {
                case .floatingPoint: "CGFloat"
                case .int: "Int"
                case .bool: "Bool"
                case .string: "String"
                case .named(let named): named
                default: "\(type)"
                }
                let found = value.typeName == "a tuple" ? "EdgeInsets" : value.typeName
                #expect(found == expected || (type.isOptional && found == "nil") || (expected == "FloatingPointSign" && found.hasPrefix("`.")),
                        "\(typeName).\(name) is \(found), the checker says \(expected)")
                checked += 1
            }
        }
        #expect(checked >= 30)
    }

    @Test func aMisspeltMemberOfAKnownTypeIsNamedWithTheClosestMember() throws {
        let found = errors("""
            let bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            return CGSize(width: bounds.midx, height: 1)
            """)
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.message == "CGRect has no member `midx`")
        #expect(error.hint == "did you mean `midX`?")
        // Line 10 is the block's first; the body's second line is the block's 8th (interpolation
        // indents only the first line of `body`).
        #expect(error.line == 17 && error.column == 29)
    }

    @Test func membersAreKnownThroughParametersPropertiesAndResults() {
        // `proposal` is declared, `size` is a result, `cache.widths` a declared property.
        let found = errors("""
            let size = subviews[0].sizeThatFits(.unspecified)
            let wide = proposal.replacingUnspecifiedDimensions().widht
            var state = Sizes()
            state.widhts = [size.hieght]
            state.rest()
            return .zero
            """, helpers: "struct Sizes { var widths: [CGFloat] = []; mutating func reset() { widths = [] } }")
        #expect(found.map(\.message) == [
            "CGSize has no member `widht`", "`Sizes` has no property `widhts`", "CGSize has no member `hieght`", "`Sizes` has no method `rest`",
        ])
        #expect(found[2].hint == "did you mean `height`?")
        #expect(found[3].hint == "did you mean `reset`?")
    }

    @Test func aMistakeOnABranchThatNeverRunsIsStillFound() {
        // The interpreter used to meet this line only if a proposal was ever negative.
        let found = errors("""
            if (proposal.width ?? 0) < 0 {
                return CGSize(width: subviews.frist!.sizeThatFits(.unspecified).width, height: 0)
            }
            return .zero
            """)
        #expect(found.map(\.message) == ["LayoutSubviews has no member `frist`"])
    }

    @Test func intAndCGFloatDoNotMixAsInSwift() throws {
        let found = errors("""
            let count = subviews.count
            let width: CGFloat = 20
            return CGSize(width: count * width, height: 1)
            """)
        let error = try #require(found.first)
        #expect(error.message == "binary operator `*` cannot be applied to operands of type Int and CGFloat")
        #expect(error.hint == "Swift does not mix Int and CGFloat: convert one side, e.g. `CGFloat(count)`")
        // A literal takes the other side's type, and a converted count is a CGFloat.
        #expect(errors("""
            let count = subviews.count
            let width: CGFloat = 20
            let half = width / 2 + 1
            return CGSize(width: CGFloat(count) * width + half, height: 2 * width)
            """).isEmpty)
    }

    @Test func aReturnOfTheWrongTypeIsReported() throws {
        let found = errors("return proposal.width ?? 10")
        let error = try #require(found.first)
        #expect(error.message == "`sizeThatFits` returns CGSize, and this is CGFloat")
        // An optional where a value is declared, in a body of one expression.
        let optional = try #require(errors("return .zero", helpers: """
            func width(of proposal: ProposedViewSize) -> CGFloat { proposal.width }
            """).first)
        #expect(optional.message == "`width` returns CGFloat, and this is an optional CGFloat")
        #expect(optional.hint == "unwrap it first: `?? 0`, `if let` or `guard let`")
    }

    @Test func argumentsOfTheAuthorsFunctionsAreCheckedAgainstTheirParameters() throws {
        let found = errors("""
            let size = subviews[0].sizeThatFits(.unspecified)
            return CGSize(width: doubled(size), height: 1)
            """, helpers: "func doubled(_ value: CGFloat) -> CGFloat { value * 2 }")
        let error = try #require(found.first)
        #expect(error.message == "parameter `value` of `doubled(_:)` is declared CGFloat, and this is CGSize")
    }

    @Test func aConditionMustBeABool() throws {
        let found = errors("""
            if subviews.count { return .zero }
            return .zero
            """)
        #expect(try #require(found.first).message == "a condition must be a Bool, and this is Int")
        let optional = errors("""
            if proposal.width { return .zero }
            return .zero
            """)
        #expect(try #require(optional.first).hint == "compare it with nil, or unwrap it with `if let`")
    }

    /// A collection method's closure takes the collection's elements: its body is checked too.
    @Test func closuresOverKnownCollectionsAreChecked() {
        let found = errors("""
            let widths = subviews.map { $0.sizeThatFits(.unspecified).widht }
            let sizes = subviews.map { subview in subview.sizeThatFits(.unspecified) }
            let total = sizes.reduce(0) { $0 + $1.hieght }
            let order = subviews.sorted { $0.priorty > $1.priority }
            return .zero
            """)
        #expect(found.map(\.message) == [
            "CGSize has no member `widht`", "CGSize has no member `hieght`", "LayoutSubview has no member `priorty`",
        ])
    }

    @Test func compoundAssignmentsAreCheckedLikeTheirOperators() throws {
        let found = errors("""
            var total: CGFloat = 0
            total += subviews.count
            return .zero
            """)
        #expect(try #require(found.first).message == "binary operator `+=` cannot be applied to operands of type CGFloat and Int")
    }

    @Test func aPropertyCalledAsAMethodAndAMethodReadAsAProperty() {
        let found = errors("""
            let a = subviews[0].place
            let b = subviews.count()
            return .zero
            """)
        #expect(found.map(\.message).sorted() == [
            "`count` is a property of LayoutSubviews, not a method", "`place` is a method of LayoutSubview: call it with `(…)`",
        ])
    }

    /// Code Swift accepts is never refused: the talk's and the Field Guide's layouts, and the
    /// shapes of expression real layouts are written in.
    @Test func validCodeIsNotRefused() throws {
        for file in ["MyEqualWidthHStack", "MyEqualWidthVStack", "MyRadialLayout", "FlowLayout"] {
            let url = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../bench/layouts/\(file).swift")
            let declaration = try String(contentsOf: url, encoding: .utf8)
            #expect(diagnostics("\(file) { Text(\"x\") }\n" + declaration).isEmpty, "\(file)")
        }
        #expect(errors("""
            var total: CGFloat = 0
            var rows = 0
            for index in subviews.indices where index > 0 {
                let size = subviews[index].sizeThatFits(.unspecified)
                total += size.width + subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
                rows += 1
            }
            guard let width = proposal.width, width.isFinite, rows > 0 else { return proposal.replacingUnspecifiedDimensions() }
            let angle = Angle.degrees(30) * 2
            let x = max(total, width) / CGFloat(rows) + cos(angle.radians) * 2
            let sizes: [CGSize] = subviews.map { $0.sizeThatFits(.unspecified) }
            let tallest = sizes.map(\\.height).max() ?? 0
            var origin = CGPoint.zero
            origin.x += x
            return CGSize(width: origin.x, height: tallest + (rows % 2 == 0 ? 1 : 0))
            """).isEmpty)
    }

    /// Where the context declares the type, `.init(...)` and `.member` are that type's, as in
    /// Swift: found in real layouts (apptekstudios/SwiftUILayouts' FlowLayout).
    @Test func implicitMembersTakeTheDeclaredType() throws {
        let helpers = """
            struct Item {
                var width: CGFloat
                static let empty = Item(width: 0)
                static func make(_ width: CGFloat) -> Item { Item(width: width) }
            }
            struct Line {
                var items: [Int: Item] = [:]
            }
            """
        let code = """
            Probe { Text("x") }

            \(helpers)

            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var first: Item = .init(width: 3)
                    let second: Item = .make(4)
                    let third: Item = .empty
                    var lines: [Line] = .init(repeating: Line(), count: 2)
                    lines[1].items[0] = .init(width: 5)
                    first.width += second.width + third.width + (lines[1].items[0]?.width ?? 0)
                    return CGSize(width: first.width, height: 1)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 500)
        if let failure = block.program.runtimeFailures.first { throw failure }
        #expect(try #require(layout.nodes.first { $0.kind == "Probe" }).width == 12)
    }

    /// `Cache(...)` inside a layout names the type `makeCache` returns, as Swift infers the
    /// associated type; a helper named like a requirement (`spacing(subviews:)`) is not it.
    @Test func theCacheAssociatedTypeAndHelpersNamedLikeRequirements() throws {
        let code = """
            HStack(spacing: 0) {
                Probe { Text("x") }
                Text("y")
            }

            struct Probe: Layout {
                struct Sizes { var width: CGFloat }
                func makeCache(subviews: Subviews) -> Sizes { Cache(width: 7) }
                func spacing(subviews: Subviews) -> [CGFloat] { [1, 2] }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Sizes) -> CGSize {
                    CGSize(width: cache.width + spacing(subviews: subviews)[1], height: 1)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Sizes) {}
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 500)
        if let failure = block.program.runtimeFailures.first { throw failure }
        #expect(try #require(layout.nodes.first { $0.kind == "Probe" }).width == 9)
    }

    /// A stored value of another type than its annotation is an error at the value before
    /// anything runs, in a struct's stored property and a static (as a block's file-scope `let`
    /// already was: "cannot use a number as `String`"),
    /// as swift says "cannot convert value of type 'String' to specified type 'Int'" (checked
    /// with swift 6.3.1); an integer literal for a `CGFloat` or `Double` is that number, as in
    /// Swift. It was accepted, and `limit` printed "none".
    @Test func aStoredValueIsCheckedAgainstItsAnnotation() throws {
        for (declaration, column) in [("struct Limits { var limit: Int = \"none\" }", 34),
                                      ("struct Limits { static let limit: Bool = \"yes\" }", 42),
                                      ("let limit: String = 2.5", 21)] {
            let found = diagnostics(declaration + "\nText(\"x\")", firstLine: 1)
            #expect(found.contains { $0.line == 1 && $0.column == column && $0.severity == .error }, "\(declaration): \(found)")
        }
        #expect(diagnostics("""
            struct Sizes { var width: CGFloat = 2; var ratio: Double = 3; static let gap: CGFloat = 8 }
            let side: CGFloat = 4
            Text("\\(Sizes().width + Sizes.gap + side)")
            """).isEmpty)
    }
}

