// The Swift that layout code is written in, checked expression by expression on the evaluator.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

@Suite struct SwiftLanguageTests {
    /// What `func answer() -> Double { <body> }` returns, with `helpers` declared beside it:
    /// run through a layout whose width is the answer.
    private func answer(_ body: String, helpers: String = "") throws -> Double {
        let code = """
            Probe { Color.red }

            \(helpers)

            struct Probe: Layout {
                func answer() -> Double {
                    \(body)
                }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: answer(), height: 1)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 10_000)
        if let failure = block.program.runtimeFailures.first { throw failure }
        return try #require(layout.nodes.first { $0.kind == "Probe" }).width
    }

    @Test func structsAreValuesAndMutatingMethodsChangeTheirCopy() throws {
        let helpers = """
            struct Counter {
                var count = 0
                mutating func bump(by step: Int = 1) { count += step }
            }
            func twice(_ value: inout Int) { value *= 2 }
            """
        #expect(try answer("""
            var a = Counter()
            var b = a
            a.bump()
            a.bump(by: 4)
            b.bump()
            var n = a.count
            twice(&n)
            return Double(n * 10 + b.count)
            """, helpers: helpers) == 101)
    }

    @Test func controlFlow() throws {
        #expect(try answer("""
            var total = 0
            for i in 0..<10 where i % 2 == 0 { total += i }          // 20
            for (index, value) in [5, 6].enumerated() { total += index * value }  // +6
            for (a, b) in zip([1, 2], [10, 20]) { total += a * b }    // +50
            for x in stride(from: 0, through: 6, by: 3) { total += x } // +9
            var i = 0
            while true { i += 1; if i == 3 { break } }
            repeat { i += 1 } while i < 5
            total += i                                                  // +5
            switch (total, "x") {
            case (0..<50, _): return 0
            case (let n, "x") where n > 80: return Double(n)
            default: return -1
            }
            """) == 90)
    }

    @Test func optionalsClosuresAndLocalFunctions() throws {
        #expect(try answer("""
            let values: [Int?] = [3, nil, 4]
            var sum = 0
            values.forEach { value in
                if let value { sum += value }
            }
            guard let first = values.first, let three = first else { return -1 }
            let missing: Int? = nil
            func square(_ x: Int) -> Int { x * x + sum }
            let doubled = values.compactMap { $0 }.map { $0 * 2 }.reduce(0, +)
            return Double(square(three) + (missing ?? 100) + doubled)
            """) == 16 + 100 + 14)
    }

    @Test func collectionsAndMaths() throws {
        #expect(try answer("""
            var names = ["b", "ccc", "a"]
            names.append("dd")
            names.sort()
            let longest = names.max { $0.count < $1.count } ?? ""
            let index = names.firstIndex(of: "ccc") ?? -1
            let angle = Angle.degrees(90).radians
            let point = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: angle))
            let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
            return Double(longest.count * 1000 + index * 100) + (point.y).rounded() * 10 + rect.midX + sqrt(16) + abs(-2) + floor(2.7) + ceil(0.2) + (.pi > 3 ? 1 : 0)
            """) == 3000 + 200 + 10 + 25 + 4 + 2 + 2 + 1 + 1)
    }

    @Test func tuplesAndLabels() throws {
        #expect(try answer("""
            func extent(_ values: [Double]) -> (low: Double, high: Double) {
                (values.min() ?? 0, values.max() ?? 0)
            }
            let range = extent([4, 9, 1])
            let (low, high) = range
            return range.high - range.low + high * low
            """) == 17)
    }

    /// What real layouts from open-source apps use (bench/swiftui-corpus notes, this session).
    @Test func constructsRealLayoutsUse() throws {
        let helpers = """
            extension Spacing {
                var double: CGFloat { gap * 2 }
            }
            struct Spacing {
                let gap: CGFloat
                init(gap: CGFloat) {
                    self.gap = gap
                }
            }
            """
        #expect(try answer("""
            let proposal = Spacing(gap: 3)          // a parameter-free function: shadowing is fine
            let (x, scale): (CGFloat, CGFloat)
            if proposal.double > 5 {
                (x, scale) = (10, 2)
            } else {
                (x, scale) = (0, 1)
            }
            let heights = [CGFloat](repeating: 4, count: 3) + Array(repeating: 1, count: 2)
            return x * scale + heights.reduce(0, +) + 2 * .pi - .pi * 2
            """, helpers: helpers) == 34)
    }

    @Test func optionalPatternsAndTupleBindings() throws {
        #expect(try answer("""
            let sizes: (CGFloat?, CGFloat?) = (nil, 30)
            var total: CGFloat = 0
            switch sizes {
            case let (nil, .some(height)), let (.some(.infinity), .some(height)):
                total += height
            default:
                total -= 1
            }
            let pair: (Int, CGFloat)? = (2, 5)
            if let (count, width) = pair { total += CGFloat(count) * width }
            return total
            """) == 40)
    }

    @Test func aLetPropertyChangesOnlyInAnInit() {
        let errors = diagnostics("""
            Text("a")
            struct Box {
                let side: CGFloat
                init(side: CGFloat) { self.side = side }
                mutating func grown() -> CGFloat {
                    side = 2
                    return side
                }
            }
            """)
        #expect(errors.first?.message == "`side` is a `let` property of `Box`")
        #expect(errors.first?.line == 15)
    }

    @Test func mistakesAreErrorsAtTheirPlace() throws {
        #expect(throws: Diagnostic.self) { try answer("let values = [1, 2]\n        return Double(values[5])") }
        #expect(throws: Diagnostic.self) { try answer("var x = Int.max\n        x += 1\n        return 0") }
        #expect(throws: Diagnostic.self) { try answer("let x: Int? = nil\n        return Double(x!)") }
    }
}
