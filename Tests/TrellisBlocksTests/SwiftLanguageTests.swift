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

    /// Set Z (Feather): the two results of `? :` in a `Double` member, a stored `Double` and an
    /// arithmetic one, have a common type (Double and CGFloat convert implicitly, SE-0307); it
    /// was "the two results of `? :` differ: CGFloat and CGFloat". Mixed types still differ.
    @Test func aTernaryOfTwoFloatingPointResultsHasACommonType() throws {
        #expect(try answer("let packed: Double = 0.5; let done: Double = 0.25; let only = false; return only ? packed : (0.4 * packed) + (0.8 * done)") == 0.4)
        #expect(try answer("let side: CGFloat = 3; let scale: Double = 2; let wide = side > 2; return wide ? side * scale : scale") == 6)
        #expect(message("""
            struct Probe: View {
                let flag = true
                var value: Double { flag ? "one" : 0.5 * 2 }
                var body: some View { Text("\\(value)") }
            }
            """).contains("the two results of `? :` differ: String and CGFloat"))
    }

    /// `insert(contentsOf:at:)` inserts the sequence's elements; it inserted the sequence as one.
    @Test func insertContentsOfInsertsTheElements() throws {
        #expect(try answer("var a = [1.0, 4.0]; a.insert(contentsOf: [2.0, 3.0], at: 1); return a.count == 4 ? a[2] : -1") == 3)
    }

    /// A literal where a declared type conforming to the literal's protocol is expected makes
    /// that type through its literal initialiser (Apple, "ExpressibleByStringLiteral",
    /// "ExpressibleByIntegerLiteral"...): in a typed `let`, an argument, a return and a body's
    /// `let`. The literal stayed a `String`, so the type's members were missing.
    @Test func aLiteralMakesATypeThatIsExpressibleByIt() throws {
        #expect(try answer("let a: Meters = 3; let b: Tag = \"go\"; return double(2).value + a.value + Double(b.name.count) + (on() ? 100 : 0)", helpers: """
            struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
                var value: Double
                init(integerLiteral value: Int) { self.value = Double(value) * 10 }
                init(floatLiteral value: Double) { self.value = value }
            }
            struct Tag: ExpressibleByStringLiteral {
                var name: String
                init(stringLiteral value: String) { name = value + "!" }
            }
            struct Flag: ExpressibleByBooleanLiteral {
                var isOn: Bool
                init(booleanLiteral value: Bool) { isOn = value }
            }
            func double(_ m: Meters) -> Meters { Meters(floatLiteral: m.value * 2) }
            func on() -> Bool { let f: Flag = true; return f.isOn }
            """) == 40 + 30 + 3 + 100)
        let view = try interpret("""
            struct Tag: ExpressibleByStringLiteral {
                var name: String
                init(stringLiteral value: String) { name = value.uppercased() }
            }
            let tag: Tag = "swift"
            Text(tag.name)
            """)
        #expect(texts(view) == ["SWIFT"])
    }

    /// `.init(...)` typed by its context, as Swift's implicit member expression is: a
    /// parameter's default (`date: Date = .init()`), an operand of `+` in a `String`
    /// (`.init(repeating: " ", count: n) + s`), a typed `let` in a body (Flipper's data types
    /// and hex editor, set Y). Each was "`.init()` is not known here".
    @Test func anInitialiserTypedByItsContext() throws {
        let view = try interpret(#"""
            struct Stamp {
                let note: String
                let date: Date
                init(note: String = "", date: Date = .init()) { self.note = note; self.date = date }
            }
            struct LineNumber: View {
                let number: Int
                var label: String {
                    let s = "\(number)"
                    return .init(repeating: "0", count: 3 - s.count) + s
                }
                var body: some View { Text(label) }
            }
            let pad: String = .init(repeating: "-", count: 2)
            VStack {
                LineNumber(number: 7)
                Text(pad + Stamp(note: "n").note)
            }
            """#)
        #expect(texts(view) == ["007", "--n"])
    }

    /// An array literal of implicit members given a closure in a body (damus's
    /// `[.boost, .zap].contains(where: { kind == $0 })`, set Y): Swift code's call, the
    /// members typed by the comparison; it was "`contains` does not take a closure".
    @Test func anArrayOfImplicitMembersTakesAClosure() throws {
        let view = try interpret("""
            enum Kind { case boost, zap, note }
            let kind = Kind.zap
            VStack {
                if [.boost, .zap].contains(where: { kind == $0 }) { Text("reposted") } else { Text("plain") }
                if [Kind.boost, .note].contains(where: { kind == $0 }) { Text("reposted") } else { Text("plain") }
            }
            """)
        #expect(texts(view) == ["reposted", "plain"])
    }

    /// A `typealias` of a number type called as an initialiser: the block's own (`Meters(3)`)
    /// and the platform's (`CFloat(level)`, boring.notch's battery in set Y; `TimeInterval(n)`,
    /// `Float64`), in Swift code and in a body, and as a declared type.
    @Test func anAliasOfANumberTypeIsCalledAsTheType() throws {
        #expect(try answer("let n = 4; let t: TimeInterval = 1; return Meters(n) / 2 + TimeInterval(n) + Double(CFloat(n)) + Float64(t) + Double(CInt(2))",
                           helpers: "typealias Meters = Double") == 13)
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
            typealias Meters = Double
            let level = 40
            VStack(spacing: 0) {
                Color.red.frame(width: CGFloat(CFloat(level)) + CGFloat(Meters(level) / 2), height: 1)
                Text(verbatim: "\(TimeInterval(level))")
            }
            """#, file: "content/test.md"))
        #expect(block.notes.isEmpty)
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300)
        #expect(layout.nodes.first { $0.kind == "Color" }?.width == 60)
        #expect(texts(block.initialView) == ["40.0"])
    }

    /// A closure kept in a constant of the call that made it sees that call's variables after
    /// the call returns, as Swift's closures capture variables (a frame stores such a closure
    /// without itself and gives itself back on each read: `SwiftValue.over`).
    @Test func aClosureInAConstantKeepsItsCallsVariables() throws {
        #expect(try answer("let next = counter(); _ = next(); return next() + makeAdder(3)(4)", helpers: """
            func counter() -> () -> Double {
                var count = 0.0
                let step = { () -> Double in count += 1; return count }
                return step
            }
            func makeAdder(_ n: Double) -> (Double) -> Double {
                let add = { (x: Double) -> Double in x + n }
                let twice = { (x: Double) -> Double in add(add(x)) - n }
                return twice
            }
            """) == 9)
    }

    /// A name qualified by its module (`SwiftUI.Text`, `Swift.max`, `Foundation.Date`) is that
    /// module's declaration (The Swift Programming Language, "Modules"), even where the code
    /// declares one of the same name: a wrapper `struct HStack` draws SwiftUI's stack, and
    /// `Swift.max` in a type with its own `max` is the standard library's. Errors after a
    /// qualified name keep their columns (the qualifier's bytes become spaces).
    @Test func moduleQualifiedNamesAreTheModulesDeclarations() throws {
        #expect(try answer("Swift.max(max([3, 9]), 4) + Swift.min(2, 5)", helpers: """
            func max(_ values: [Double]) -> Double { values.reduce(0, Swift.max) * 10 }
            """) == 92)
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct HStack<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View { SwiftUI.HStack(spacing: 30) { content() } }
            }
            VStack {
                HStack { Text("a"); Text("b") }
                SwiftUI.Text("c").font(SwiftUI.Font.caption)
            }
            """, file: "content/test.md"))
        #expect(block.notes.isEmpty, "\(block.notes)")
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300)
        let texts = layout.nodes.filter { $0.kind == "Text" }
        #expect(texts.count == 3)
        #expect(texts[1].x - (texts[0].x + texts[0].width) == 30)
        #expect(message("VStack { SwiftUI.Text(\"c\").frame(widht: 4) }").contains("content/test.md:10:34: error: `frame` has no argument `widht:`"))
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

    /// Found pasting real layouts (apptekstudios/SwiftUILayouts' waterfall, ksemianov's
    /// WrappingHStack): a local computed variable with a setter, a static member and an
    /// initialiser the author adds to a built-in type, and a tuple appended to an array whose
    /// element type names the tuple's labels.
    @Test func localComputedVariablesAndExtensionsOfBuiltInTypes() throws {
        let helpers = """
            extension CGSize {
                static var unit: Self { .init(width: 1, height: 2) }
            }
            extension UnitPoint {
                init(_ alignment: Alignment) {
                    switch alignment {
                    case .leading: self = .leading
                    case .trailing: self = .trailing
                    default: self = .center
                    }
                }
            }
            """
        #expect(try answer("""
            var columns: [CGFloat] = [5, 1, 3]
            var smallest = 0
            var current: CGFloat {
                get { columns[smallest] }
                set { columns[smallest] = newValue }
            }
            smallest = 1
            current += 10
            let proposal = ProposedViewSize(width: nil, height: 4)
            let size = proposal.replacingUnspecifiedDimensions(by: .unit)
            var rows: [(index: Int, width: CGFloat)] = []
            rows.append((2, 7))
            let anchor = UnitPoint(.trailing)
            return columns[1] + size.width * 100 + size.height * 1000 + CGFloat(rows[0].index) * 10000 + rows[0].width * 100000 + anchor.x * 1000000
            """, helpers: helpers) == 11 + 100 + 4000 + 20000 + 700000 + 1000000)
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

    @Test func dictionariesReadWriteAndIterateAsSwiftDoes() throws {
        #expect(try answer("""
            var widths: [Int: CGFloat] = [:]
            widths[0] = 10
            widths[1] = 20
            widths[1]! += 5                                    // 25
            var counts = [String: Int]()
            for word in ["a", "b", "a"] { counts[word, default: 0] += 1 }   // a: 2, b: 1
            let missing = widths[7] == nil ? 1.0 : 0.0         // 1
            let old = widths.updateValue(40, forKey: 0)        // 10; widths[0] is 40
            let removed = widths.removeValue(forKey: 1) ?? 0   // 25; one entry left
            let doubled = counts.mapValues { $0 * 2 }          // a: 4, b: 2
            var sum = 0
            for (key, value) in doubled { sum += value * (key == "a" ? 100 : 1) }   // 402
            return Double(sum) + missing + (old ?? 0) + removed + widths[0]! + Double(widths.count * 1000) + Double(counts.keys.count)
            """) == 402 + 1 + 10 + 25 + 40 + 1000 + 2)
        #expect(try answer("""
            let squares = Dictionary(uniqueKeysWithValues: zip([1, 2, 3], [1.0, 4.0, 9.0]))
            let big = squares.filter { $0.value > 2 }          // 2: 4, 3: 9
            let empty: [Int: CGFloat] = [:]
            var removedAll = squares
            removedAll.removeAll()
            let groups = Dictionary(grouping: [1, 2, 3, 4, 5]) { $0 % 2 }   // 1: [1, 3, 5], 0: [2, 4]
            let keys = big.keys.sorted()                       // [2, 3]
            return squares[3]! + Double(big.count * 10) + (empty.isEmpty ? 100 : 0) + (removedAll.isEmpty ? 1000 : 0)
                + Double(groups[1]!.count * 10_000) + Double(keys[0] * 100_000)
            """) == 9 + 20 + 100 + 1000 + 30_000 + 200_000)
    }

    @Test func hashableStructsKeyDictionariesAndHasherIsStable() throws {
        let helpers = """
            struct RowKey: Hashable {
                var width: Int
                var label: String
                func hash(into hasher: inout Hasher) {
                    hasher.combine(width)
                    hasher.combine(label)
                }
            }
            """
        #expect(try answer("""
            var first = Hasher()
            first.combine(1)
            first.combine("x")
            var same = Hasher()
            same.combine(1)
            same.combine("x")
            var other = Hasher()
            other.combine(2)
            other.combine("x")
            var viaMethod = Hasher()
            RowKey(width: 1, label: "x").hash(into: &viaMethod)
            let cache: [RowKey: Double] = [RowKey(width: 1, label: "x"): 5]
            var score = first.finalize() == same.finalize() ? 1.0 : 0.0
            score += first.finalize() != other.finalize() ? 10 : 0
            score += viaMethod.finalize() == first.finalize() ? 20 : 0
            score += cache[RowKey(width: 1, label: "x")]! * 100
            score += cache[RowKey(width: 2, label: "x")] == nil ? 1000 : 0
            score += RowKey(width: 3, label: "y").hashValue == RowKey(width: 3, label: "y").hashValue ? 10_000 : 0
            return score
            """, helpers: helpers) == 1 + 10 + 20 + 500 + 1000 + 10_000)
    }

    @Test func optionalChainingAssignsThroughMembersAndSubscriptsOrDoesNothing() throws {
        let helpers = """
            struct RowCache {
                var rows: [[Int]]? = []
                var sizes: [CGFloat]? = nil
            }
            """
        #expect(try answer("""
            var cache = RowCache()
            cache.rows?.append([1, 2])
            cache.rows?[0].append(3)
            cache.sizes?.append(9)          // nil: nothing happens
            var grid: [[Int]]? = [[0]]
            grid?[0][0] = 7
            var none: [Int]? = nil
            none?[0] = 4                    // nil: nothing happens, no error
            var table: [String: [Int]] = ["a": [1]]
            table["a"]?.append(2)
            table["b"]?.append(3)           // no entry: nothing happens
            return Double(cache.rows![0].count * 100 + (cache.sizes == nil ? 10 : 0) + grid![0][0] + (none == nil ? 1000 : 0)
                + table["a"]!.count * 10_000 + table.count * 100_000)
            """, helpers: helpers) == 300 + 10 + 7 + 1000 + 20_000 + 100_000)
    }

    @Test func extensionsOfBuiltInTypesAddMethodsAndComputedProperties() throws {
        let helpers = """
            extension CGSize {
                var area: CGFloat { width * height }
                func scaled(by factor: CGFloat) -> CGSize { CGSize(width: width * factor, height: height * factor) }
            }
            extension Array where Element == CGFloat {
                func total() -> CGFloat { reduce(0, +) }
            }
            extension VerticalAlignment {
                var flipped: VerticalAlignment { self == .top ? .bottom : .top }
                static func named(_ name: String) -> VerticalAlignment { name == "top" ? .top : .center }
            }
            extension HorizontalAlignment {
                static var start: HorizontalAlignment { .leading }
            }
            """
        #expect(try answer("""
            var score = CGSize(width: 3, height: 4).area                       // 12
            score += CGSize(width: 3, height: 4).scaled(by: 2).width * 100       // 600
            let parts: [CGFloat] = [1, 2, 4.5]
            score += parts.total() * 1000                                        // 7500
            score += VerticalAlignment.top.flipped == .bottom ? 100_000 : 0
            score += VerticalAlignment.named("top") == .top ? 1_000_000 : 0
            score += HorizontalAlignment.start == .leading ? 10_000_000 : 0
            return score
            """, helpers: helpers) == 12 + 600 + 7500 + 100_000 + 1_000_000 + 10_000_000)
    }

    @Test func enumCasesCarryAssociatedValuesAndPatternsTakeThemApart() throws {
        let helpers = """
            enum Track {
                case fixed(CGFloat)
                case flexible(minimum: CGFloat, weight: Int)
                case hidden
            }
            func width(of track: Track, share: CGFloat) -> CGFloat {
                switch track {
                case .fixed(let width): return width
                case let .flexible(minimum, weight): return max(minimum, share * CGFloat(weight))
                case .hidden: return 0
                }
            }
            """
        #expect(try answer("""
            let tracks: [Track] = [.fixed(12), .flexible(minimum: 5, weight: 2), Track.flexible(minimum: 50, weight: 1), .hidden]
            var total = tracks.map { width(of: $0, share: 10) }.reduce(0, +)    // 12 + 20 + 50 + 0 = 82
            if case .fixed(let first) = tracks[0] { total += first * 100 }      // + 1200
            if case .fixed = tracks[1] { total += 100_000 }                     // not a fixed track
            var flexible = 0
            for track in tracks { if case .flexible = track { flexible += 1 } }
            total += Double(flexible * 10_000)                                  // + 20000
            total += tracks[0] == .fixed(12) && tracks[0] != .fixed(13) && tracks[3] == .hidden ? 1_000_000 : 0
            return total
            """, helpers: helpers) == 82 + 1200 + 20_000 + 1_000_000)
    }

    @Test func genericHelperFunctionsRunForEveryType() throws {
        let helpers = """
            func largest<T: Comparable>(_ values: [T], or fallback: T) -> T { values.max() ?? fallback }
            func pair<A, B>(_ a: A, _ b: B) -> (A, B) where A: Equatable { (a, b) }
            """
        #expect(try answer("""
            let (count, size) = pair(3, CGSize(width: 2, height: 5))
            return largest([3.0, 9.0, 4.0], or: 0) + Double(largest([Int](), or: 7)) * 10 + Double(count) * 100 + size.height * 1000
            """, helpers: helpers) == 9 + 70 + 300 + 5000)
    }

    @Test func protocolExtensionsGiveConformingTypesDefaultMethods() throws {
        let helpers = """
            protocol Spaced {
                var gap: CGFloat { get }
                func total(of widths: [CGFloat]) -> CGFloat
            }
            extension Spaced {
                var doubleGap: CGFloat { gap * 2 }
                func total(of widths: [CGFloat]) -> CGFloat {
                    widths.reduce(0, +) + gap * CGFloat(max(widths.count - 1, 0))
                }
                func describe() -> String { "gap \\(gap)" }
            }
            struct Loose: Spaced { var gap: CGFloat = 10 }
            struct Tight: Spaced {
                var gap: CGFloat = 1
                func total(of widths: [CGFloat]) -> CGFloat { widths.reduce(0, +) }
            }
            """
        #expect(try answer("""
            let widths: [CGFloat] = [5, 6, 7]
            var score = Loose().total(of: widths)           // 18 + 2 * 10 = 38
            score += Tight().total(of: widths) * 100        // its own: 18
            score += Loose(gap: 3).doubleGap * 10_000       // 6
            score += Loose().describe() == "gap 10.0" ? 1_000_000 : 0   // a CGFloat prints as Swift prints it
            return score
            """, helpers: helpers) == 38 + 1800 + 60_000 + 1_000_000)
    }

    @Test func wrappingAndBitwiseOperatorsRunASeededGenerator() throws {
        // A xorshift generator, as layouts that scatter views reproducibly write it; the same
        // steps in compiled Swift give the expected sum.
        var state = 0x2545_F491
        var expected = 0
        for _ in 0..<5 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            expected = expected &+ (state & 0xFFFF)
        }
        expected = expected &* 3 | 1
        let helpers = """
            struct Seeded {
                var state: Int
                mutating func next() -> Int {
                    state ^= state << 13
                    state ^= state >> 7
                    state ^= state << 17
                    return state
                }
            }
            """
        #expect(try answer("""
            var generator = Seeded(state: 0x2545_F491)
            var total = 0
            for _ in 0..<5 { total = total &+ (generator.next() & 0xFFFF) }
            return Double(total &* 3 | 1)
            """, helpers: helpers) == Double(expected))
        #expect(try answer("return Double((~5 ^ 3) + 100)") == Double((~5 ^ 3) + 100))
        #expect(try answer("return Double(Int.max &+ 1 == Int.min ? 1 : 0)") == 1)
    }

    /// `if let _ = value`, `guard let _ = value` test that an optional holds a value and bind
    /// nothing (The Swift Programming Language, "Optional Binding"; a wildcard pattern "matches
    /// and ignores any value"). It was "bind one name at a time", in Swift code and in a view's
    /// `if` alike (set K: a section that shows its header and footer only when both are set).
    @Test func aWildcardBindingTestsWithoutBinding() throws {
        #expect(try answer("""
            let some: Int? = 4, none: Int? = nil
            var total = 0.0
            if let _ = some, let _ = none { total += 100 }
            if let _ = some { total += 1 }
            guard let _ = some else { return -1 }
            return total
            """) == 1)
        let code = """
            let header: String? = "Header", footer: String? = nil
            VStack {
                if let _ = header, let _ = footer { Text("both").id("both") } else if let _ = header { Text("header").id("header") }
            }
            """
        let placed = try frames(code, width: 200)
        #expect(placed["both"] == nil && placed["header"] != nil)
    }

    /// Rules set W met in views (Swift accepts each): a getter whose body is one `#if` around
    /// one expression returns it (yattee's `titleFont`); an optional `static var` with no value
    /// starts as `nil`; `if let (label, run) = action` unwraps, then takes the tuple apart, in a
    /// body as in Swift code (winston); `@State var` inside a body's `if` is a local with its
    /// initial value (winston's `SubredditLink`); `cond ? nil : ProgressView()` is an optional
    /// view, nothing when nil (winston).
    @Test func setWsLanguageRulesInViews() throws {
        let code = """
            struct Row: View {
                var action: (String, () -> Void)? = ("Run", {})
                var busy = false
                private static var cached: URL?
                private var titleFont: Font {
                    #if os(tvOS)
                    .caption
                    #else
                    .subheadline
                    #endif
                }
                var body: some View {
                    VStack {
                        Text(Row.cached == nil ? "empty" : "cached").font(titleFont)
                        if let (title, run) = action {
                            Button(title, action: run)
                        }
                        if busy == false {
                            @State var shown = busy ? "busy" : "idle"
                            Text(shown)
                        }
                        Text("x").overlay { busy ? ProgressView() : nil }
                    }
                }
            }
            Row()
            """
        let view = try interpret(code)
        #expect(texts(view) == ["empty", "idle", "x"])
        #expect(view.allViews.contains { $0.kind == "Button" && $0.argument(nil) == .string("Run") })
        #expect(view.allViews.contains { $0.kind == "Text" && $0.modifiers.contains { $0.name == "font" } })
        #expect(!view.allViews.contains { $0.kind == "ProgressView" })
        // A bare `nil` in a builder has no type in Swift: still an error.
        #expect(message("VStack { nil }").contains("expected a view"))
    }

    /// A case pattern inside a case pattern (`case .reddit(.multiFeed(let multi))`, winston's
    /// router) binds the inner payload (The Swift Programming Language, "Enumeration Case
    /// Pattern": associated values are matched by patterns), in Swift code and in a body's
    /// `switch` alike, over the block's enums and over the app's (a stand-in takes the first case).
    @Test func aCasePatternNestedInACasePattern() throws {
        let helpers = """
            enum Feed { case multi(String), single }
            enum Route { case reddit(Feed), other }
            """
        #expect(try answer("""
            let route = Route.reddit(.multi("pics"))
            switch route {
            case .reddit(.multi(let name)): return Double(name.count)
            case .reddit(.single), .other: return -1
            }
            """, helpers: helpers) == 4)
        let body = helpers + """

            let route = Route.reddit(.multi("pics"))
            switch route {
            case .reddit(.multi(let name)): Text(name)
            default: Text("none")
            }
            """
        #expect(texts(try interpret(body)) == ["pics"])
        let appsRoute = """
            switch router.selected {
            case .reddit(.multiFeed(let multi)): Text(multi.name)
            default: Text("none")
            }
            """
        #expect(texts(try interpret(appsRoute)) == ["multi.name"])
    }

    /// Swift's regular expressions (SE-0350, SE-0354, SE-0357), which apps' data types validate
    /// and take text apart with (swift-paperless's currency code, `/^[A-Z]{3}$/`): literals and
    /// `Regex(_:)`, `wholeMatch`, `firstMatch` with named and numbered captures, `contains`,
    /// `replacing`, `split`, `matches`; answers are ICU's (Foundation's `NSRegularExpression`).
    @Test func regularExpressions() throws {
        let code = #"""
            struct Check: View {
                var code = "USD"
                var isValid: Bool { code.wholeMatch(of: /^[A-Z]{3}$/) != nil }
                var digits: String {
                    guard let match = "video 123 and 45".firstMatch(of: /(?<id>\d+)/) else { return "none" }
                    return String(match.output.id) + "|" + String(match.1) + "|" + String(match.0)
                }
                var body: some View {
                    VStack {
                        Text(isValid ? "valid" : "invalid")
                        Text("usd".wholeMatch(of: /[A-Z]{3}/) == nil ? "lower refused" : "lower taken")
                        Text("ab".wholeMatch(of: /a|ab/) != nil ? "whole" : "part")
                        Text(digits)
                        Text("a-b--c".replacing(/-+/, with: "+"))
                        Text("\((try? Regex("[0-9]+")).map { "x12y".contains($0) } ?? false)")
                        Text("\("a1b22c333".matches(of: /\d+/).count) \("one, two,three".split(separator: /,\s*/).count)")
                    }
                }
            }
            Check()
            """#
        #expect(texts(try interpret(code)) == ["valid", "lower refused", "whole", "123|123|123", "a+b+c", "true", "3 3"])
        #expect(message("let bad = /(unclosed/\nText(\"x\")").contains("regular expression"))
    }

    /// A `Logger` message's interpolation takes `privacy:` and `align:` (Apple,
    /// "OSLogInterpolation"; yattee's downloads), which say how a log shows the value: the code
    /// compiles, and its text is the value's. Other labels in Swift code's strings stay errors.
    @Test func aLogMessagesPrivacyOptionsCompile() throws {
        let code = #"""
            struct V: View {
                let name = "n"
                var title: String {
                    let logger = Logger(subsystem: "app", category: "views")
                    logger.error("Could not read \(name, privacy: .public) at \(3, align: .right(columns: 4))")
                    return "T \(name)"
                }
                var body: some View { Text(title) }
            }
            V()
            """#
        #expect(texts(try interpret(code)) == ["T n"])
        let labelled = #"""
            struct W: View {
                let x = 2
                var s: String { "\(x, radix: 2)" }
                var body: some View { Text(s) }
            }
            W()
            """#
        #expect(message(labelled).contains("interpolate one value at a time"))
    }

    /// Types Swift infers from the context (winston's theme info, a selection): the elements of
    /// an array literal that `filter` takes apart are of the result's type (`self.entries =
    /// [.init(...)].filter { ... }`); `State<Set<UUID>>(initialValue: .init())` makes the
    /// written type's empty set.
    @Test func implicitMembersTakeTheirTypeThroughFilterAndAWrappersBrackets() throws {
        let code = #"""
            struct Entry: Hashable { let text: String; let value: String? }
            struct Info: View {
                private let entries: [Entry]
                @State private var selected: Set<UUID>
                init(author: String?) {
                    self.entries = [
                        .init(text: "Author", value: author),
                        .init(text: "Theme", value: nil),
                    ].filter({ $0.value != nil })
                    self._selected = State<Set<UUID>>(initialValue: .init())
                }
                var body: some View {
                    VStack {
                        ForEach(entries, id: \.self) { Text($0.text) }
                        Text("\(selected.count) selected")
                    }
                }
            }
            Info(author: "Ann")
            """#
        #expect(texts(try interpret(code)) == ["Author", "0 selected"])
    }

    /// The storage of `@State var day: Date` is a `State<Date>`: the value an `init` gives it
    /// (`.init(initialValue:)`, `State(wrappedValue:)`) is a `Date`, so its implicit members are
    /// `Date`'s (set AA, session 32: a `DatePicker` was handed `.now` and refused it).
    @Test func aWrappersInitialValueIsOfThePropertysType() throws {
        let code = #"""
            struct DayPicker: View {
                @State private var day: Date
                @State private var stamp: Date
                init(seconds: Double) {
                    _day = .init(initialValue: .now)
                    self._stamp = State(wrappedValue: .init(timeIntervalSince1970: seconds))
                }
                var body: some View {
                    VStack {
                        DatePicker("Day", selection: $day, displayedComponents: [.date])
                        Text(stamp, format: .dateTime.year())
                    }
                }
            }
            DayPicker(seconds: 1_700_000_000)
            """#
        let view = try interpret(code)
        #expect(texts(view).contains("2023"))
        #expect(view.allViews.contains { $0.kind == "DatePicker" })
    }

    /// The type an expression must have reaches its parts, as Swift infers it: both operands
    /// of `??`, each branch of an `if` or `switch` used as a value (SE-0380), and the one
    /// expression a body returns. An implicit `.init(...)` there of a type the page has not is
    /// the app's, a stand-in, as `Shade(rawValue:)` written out is (set AA: "`.init(rawValue:)`
    /// is not known here").
    @Test func implicitMembersTakeTheirTypeThroughCoalescingAndBranches() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Badge {
                let shade: Shade
                init(code: Int) { shade = .init(rawValue: code) ?? .light }
            }
            enum Handle {
                case top, bottom
                var corners: Corners {
                    switch self {
                    case .top: .init(horizontal: .center, vertical: .primary)
                    case .bottom: .init(horizontal: .center, vertical: .secondary)
                    }
                }
                var inset: CGFloat { self == .top ? 1 : 2 }
                var anchor: UnitPoint { if self == .top { .top } else { .bottom } }
            }
            struct HandleView: View {
                let handle: Handle
                let badge: Badge
                var body: some View {
                    Text("Handle").padding(handle.inset).opacity(handle.corners.isWide ? 1 : 0.5)
                        .scaleEffect(2, anchor: handle.anchor)
                }
            }
            HandleView(handle: .top, badge: Badge(code: 1))
            """, file: "content/test.md"))
        let listed = block.notes.first { $0.id == DiagnosticID.standIn }?.message ?? ""
        #expect(listed.contains("Shade(rawValue:)") && listed.contains("Corners(horizontal:vertical:)"))
        #expect(texts(block.initialView) == ["Handle"])
    }
}
