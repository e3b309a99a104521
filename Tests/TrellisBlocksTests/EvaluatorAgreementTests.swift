// The view builder and Swift code give one value for one expression: the seam between them, checked.

import Testing
@testable import TrellisBlocks
import TrellisMarkup

/// Each expression is written three ways: interpolated in a body (`Text(verbatim: "\(e)")`, the
/// view builder's), returned by a view's helper method (Swift code with SwiftUI as its library),
/// and printed by a script (`trellis run`, Swift code alone). All three must print what
/// swift 6.3.1 prints for it, or, for a CoreGraphics value, what Apple's platforms print
/// (their `debugDescription`). Every row here once differed between two of the three, or from
/// Swift; a new expression found to differ belongs here with its fix.
struct EvaluatorAgreementTests {
    /// Declarations every expression may use, pasted above it in all three.
    private let prelude = """
        struct Item: Identifiable, Hashable { let id: Int; var name: String; var price: Double; var tags: [String] = []; var discount: Double? = nil }
        enum Kind: String, CaseIterable { case small, large; var label: String { rawValue.capitalized } }
        let items = [Item(id: 1, name: "Apple", price: 1.5, tags: ["fruit"]), Item(id: 2, name: "Bread", price: 3, tags: [])]
        enum Temp { case c(Double), f(Double); var celsius: Double { switch self { case .c(let v): return v; case .f(let v): return (v - 32) * 5 / 9 } } }
        extension Temp { func shown(digits: Int) -> String { String(format: "%.\\(digits)f", celsius) } }
        extension Kind { func tagged(_ n: Int) -> String { rawValue + "\\(n)" } }
        let hot = Temp.f(212)
        final class Shelf { var books = ["A", "B"]; func books(by author: String) -> [String] { books.filter { $0 == author } } }
        let shelf = Shelf()
        struct Point: Hashable { var x: Int; var y: Int; static let origin = Point(x: 0, y: 0); static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) } }
        enum Level: Int, CaseIterable, Comparable { case low = 1, mid, high; static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue } }
        let corner = Point(x: 3, y: 4)
        let noPrice: Double? = nil

        """

    private func inBody(_ expression: String) throws -> String {
        let block = try ParsedBlock(source: LayoutBlockSource(code: prelude + "Text(verbatim: \"\\(\(expression))\")", file: "content/test.md"))
        #expect(block.notes.allSatisfy { $0.severity == .note }, "\(expression): \(block.notes)")
        return texts(block.initialView).joined()
    }

    private func inHelper(_ expression: String) throws -> String {
        let code = prelude + """
            struct Probe: View {
                func made() -> String { "\\(\(expression))" }
                var body: some View { Text(verbatim: made()) }
            }
            Probe()
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.allSatisfy { $0.severity == .note }, "\(expression): \(block.notes)")
        return texts(block.initialView).joined()
    }

    private func inScript(_ expression: String) -> String {
        let run = SwiftScript.run(LayoutBlockSource(code: "import Foundation\n" + prelude + "print(\"\\(\(expression))\")", file: "test.swift"))
        #expect(run.diagnostics.isEmpty, "\(expression): \(run.diagnostics)")
        return run.output.hasSuffix("\n") ? String(run.output.dropLast()) : run.output
    }

    @Test(arguments: [
        // Numeric literals in every base ("Lexical Structure"): the view builder read only `0x`.
        ("0b1010 + 0o17", "25"),
        ("[0b11, 2.5]", "[3.0, 2.5]"),
        ("0x1p4", "16.0"),
        // A string's `filter` is a `String` (Apple, "String", `filter(_:)`), not its characters.
        (#""a1b2".filter { $0.isNumber }"#, "12"),
        // A string's `first` is optional, so `map` is Optional's: the initial, not `["A"]`.
        (#"items[0].name.first.map(String.init) ?? """#, "A"),
        // The same of `Array(word)`, an array of the characters (session 52's comparison with swiftc).
        (#"Array(items[1].name).first.map(String.init) ?? """#, "B"),
        // A typed dictionary literal's values are of its value type; so is a `default:` literal.
        (#"(["a": 2.5, "b": 3] as [String: Double]).values.sorted()"#, "[2.5, 3.0]"),
        (#"(["a": 2.5] as [String: Double])["z", default: 1]"#, "1.0"),
        ("max(items[0].price - 2, 0)", "0.0"),
        (#"items.map(\.name).joined(separator: ", ")"#, "Apple, Bread"),
        ("items.first(where: { $0.price > 2 })?.name ?? \"-\"", "Bread"),
        ("items.reduce(0) { $0 + $1.price }", "4.5"),
        ("Kind.allCases.map(\\.label)", #"["Small", "Large"]"#),
        (#"Kind(rawValue: "large")?.label ?? "?""#, "Large"),
        (#"String(format: "%05.1f", 2.5)"#, "002.5"),
        // A method of an array of enum cases in a body stood in; `count(where:)` is Swift 6's (SE-0220).
        ("Kind.allCases.firstIndex(of: .large) ?? -1", "1"),
        ("[3, 1, 4, 1].count(where: { $0 == 1 })", "2"),
        // Sequence's `starts(with:)` and `elementsEqual(_:)`; a format's values taken by position.
        ("[1, 2, 3].starts(with: [1, 2]) && [1, 2].elementsEqual([1, 2])", "true"),
        ("[3, 1, 2].index(of: 1) ?? -1", "1"),
        (#"String(format: "%2$@ %1$@ %2$@", "a", "b")"#, "b a b"),
        ("7 / 2", "3"),
        ("-7 % 3", "-1"),
        ("Int(-3.7)", "-3"),
        // `Int(exactly:)` is nil for a fraction (Apple, "Int", `init(exactly:)`); it was 2.
        ("Int(exactly: 2.5) ?? -1", "-1"),
        ("Int(exactly: 2.0) ?? -1", "2"),
        // A case with associated values has its enum's properties, and any case its methods,
        // in a body too (they stood in there as the app's).
        ("Temp.f(212).celsius", "100.0"),
        ("hot.shown(digits: 1)", "100.0"),
        ("Kind.small.tagged(2)", "small2"),
        ("[hot, .c(5)].map(\\.celsius)", "[100.0, 5.0]"),
        // A stored property beside a method of its name is the property where no call is
        // written (it was the method, "a closure has no member `count`", in Swift code).
        ("shelf.books.count", "2"),
        (#"shelf.books(by: "A").count"#, "1"),
        // The block's operators in a body ("`+` cannot combine `Point` and `Point`"), those
        // Comparable derives from its `<` as a function (`sorted(by: >)` was "cannot compare"
        // in every evaluator), and an implicit member beside the block's type after `+`.
        ("(corner + Point(x: 1, y: 1)).y", "5"),
        ("Level.low < .high && Level.high >= .mid", "true"),
        ("Level.allCases.sorted(by: >).map(\\.rawValue)", "[3, 2, 1]"),
        ("(corner + .origin).x", "3"),
        ("[corner, .origin][1].x + [corner, .origin].count", "2"),
        // String's mutating methods (set BM's Pixiv-SwiftUI builds a comment's text with
        // `append` in a loop): "String has no mutating method `append`" in every evaluator.
        (#"{ var s = items[0].name; s.append(", ok"); s.append(Character("!")); return s }()"#, "Apple, ok!"),
        (#"{ var s = "Hello"; s.insert("X", at: s.startIndex); let last = s.removeLast(); s.removeFirst(2); return String(last) + s }()"#, "oell"),
        (#"{ var s = ""; for c in "hello" where c != "l" { s.append(c) }; return s + String(s.popLast() ?? "-") }()"#, "heoo"),
        // Foundation's `ISO8601DateFormatter` (it stood in everywhere), and Optional's `map` of a
        // date in a body ("`map` does not take a closure").
        (#"ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 1_700_000_000))"#, "2023-11-14T22:13:20Z"),
        (#"ISO8601DateFormatter().date(from: "2024-01-01T00:00:00Z").map { $0.timeIntervalSince1970 } ?? -1.0"#, "1704067200.0"),
        (#"{ let f = ISO8601DateFormatter(); f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]; return f.string(from: Date(timeIntervalSince1970: 0.5)) }()"#, "1970-01-01T00:00:00.500Z"),
        // A range of dates (`ClosedRange<Date>`, `Range<Date>`): `contains` and its bounds; it
        // stood in, or "has no method `contains`", in Swift code, and `..<` was closed in a body.
        (#"{ let start = Date(timeIntervalSince1970: 0); let end = start.addingTimeInterval(60); return "\((start...end).contains(end)) \((start..<end).contains(end)) \((start...end).upperBound.timeIntervalSince(start))" }()"#, "true false 60.0"),
        // A string's `prefix(while:)` and `drop(while:)` ("takes a count of characters").
        (#"String("the quick".prefix(while: { $0 != " " })) + "|" + String("the quick".drop { $0 != " " })"#, "the| quick"),
        // Swift code's metatype beside `Item.self` in a body (it was false there).
        ("type(of: items[0]) == Item.self && type(of: corner) != Item.self", "true"),
        // A tuple prints as one (it printed as a dictionary, `["0": 1, "1": "two"]`, in a body),
        // and a dictionary keeps its keys' type (`["1": "a"]` there).
        (#"(1, "two")"#, #"(1, "two")"#),
        ("(x: 1, y: 2.5)", "(x: 1, y: 2.5)"),
        ("(1, (2, 3))", "(1, (2, 3))"),
        (#"[1: "a"]"#, #"[1: "a"]"#),
        ("[2: 3.5].keys.first ?? 0", "2"),
        (#"[1: "a"][1] ?? "none""#, "a"),
        // An integer literal where a floating-point value is expected is a `Double` ("Literals"):
        // after `??` of a `Double?`, beside one in `? :` or an array literal (all printed `0`).
        ("noPrice ?? 0", "0.0"),
        ("items[0].discount ?? 0", "0.0"),
        ("items.map { $0.discount ?? 0 }", "[0.0, 0.0]"),
        ("noPrice ?? -1", "-1.0"),
        ("items.first.flatMap { $0.discount } ?? -1", "-1.0"),
        ("items.first.map { $0.discount ?? 1 } ?? -1", "1.0"),
        ("[items[0].price, -1]", "[1.5, -1.0]"),
        ("items.isEmpty ? 2.5 : 1", "1.0"),
        ("noPrice == nil ? 0 : 1.5", "0.0"),
        // BinaryInteger's `quotientAndRemainder(dividingBy:)` stood in (found by the probe).
        ("(7).quotientAndRemainder(dividingBy: 2).remainder + items.count.quotientAndRemainder(dividingBy: 2).quotient", "2"),
        ("items.map { $0.price > 2 ? $0.price : 0 }", "[0.0, 3.0]"),
        ("[items[0].price, 0]", "[1.5, 0.0]"),
        ("items.map { $0.price < 2 ? 1 : $0.price }", "[1.0, 3.0]"),
        // An implicit member as a result of `? :` is of the other result's type (set BN's
        // drawingbot: `min(sx, sy)` of two such was "`min` takes numbers" in a body).
        ("min(false ? 300.0 : .infinity, false ? 2 : .infinity)", "inf"),
        ("min(items[0].price > 1 ? .pi : items[0].price, 4)", "3.141592653589793"),
        // Foundation's `ComparisonResult` orderings and `Calendar.compare(_:to:toGranularity:)`,
        // and `Dictionary(_:uniquingKeysWith:)` (set BZ: "has no method", "no initialiser").
        ("items.map(\\.name).sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedDescending }", #"["Bread", "Apple"]"#),
        ("\"b\".caseInsensitiveCompare(\"B\") == .orderedSame && \"a\".compare(\"b\") == ComparisonResult.orderedAscending", "true"),
        ("Calendar(identifier: .gregorian).compare(Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 3600), toGranularity: .day) == .orderedSame", "true"),
        ("Dictionary([(\"a\", 1), (\"b\", 2), (\"a\", 3)], uniquingKeysWith: +)[\"a\"] ?? 0", "4"),
    ])
    func everyEvaluatorPrintsWhatSwiftPrints(_ expression: String, _ printed: String) throws {
        #expect(try inBody(expression) == printed, "body: \(expression)")
        #expect(try inHelper(expression) == printed, "helper: \(expression)")
        #expect(inScript(expression) == printed, "script: \(expression)")
    }

    /// A tuple and a dictionary of numbered keys that a body holds in a `let` keep what they
    /// are: each prints as Swift prints it, and its parts still bind a closure's parameters, a
    /// tuple pattern and a `ForEach`'s rows.
    @Test func heldTuplesAndNumberKeyedDictionariesKeepTheirType() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            let pair = (1, "two")
            let labelled: (x: Int, y: Double) = (3, 4)
            let weights: [(String, Int)] = [("Flour", 500), ("Sugar", 250)]
            let names = [3: "c", 1: "a"]
            let (count, word) = pair
            VStack {
                Text(verbatim: "\\(pair) \\(labelled) \\(pair.1) \\(labelled.y) \\(count)\\(word)")
                ForEach(weights, id: \\.0) { name, grams in Text(verbatim: "\\(name) \\(grams)") }
                ForEach(names.keys.sorted(), id: \\.self) { key in Text(verbatim: "\\(key)=\\(names[key] ?? "")") }
                Text(verbatim: "\\(names.count) \\(Array(weights.enumerated())[1])")
            }
            """, file: "content/test.md"))
        #expect(block.notes.allSatisfy { $0.severity == .note }, "\(block.notes)")
        #expect(texts(block.initialView) == [
            #"(1, "two") (x: 3, y: 4.0) two 4.0 1two"#, "Flour 500", "Sugar 250", "1=a", "3=c",
            #"2 (offset: 1, element: ("Sugar", 250))"#,
        ])
    }

    /// A `switch` in a body (the view builder's) and in a view's helper (Swift code's) take the
    /// case Swift takes; a tuple a body holds in a `let` matched no tuple pattern (the view
    /// language keeps it by position) and fell to `default`. Swift takes "x-axis".
    @Test func switchesTakeSwiftsCaseInBodiesAndHelpers() throws {
        let cases = """
            switch point {
            case (0, 0): Text(verbatim: "origin")
            case (_, 0): Text(verbatim: "x-axis")
            case (let x, let y) where x == y: Text(verbatim: "diagonal")
            default: Text(verbatim: "else")
            }
            """
        let body = try ParsedBlock(source: LayoutBlockSource(code: "let point = (2, 0)\nVStack {\n\(cases)\n}", file: "content/test.md"))
        #expect(texts(body.initialView) == ["x-axis"], "\(body.notes)")
        let helper = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Probe: View {
                let point = (3, 3)
                func made() -> String {
                    switch point { case (0, 0): return "origin"; case (_, 0): return "x-axis"; case (let x, let y) where x == y: return "diagonal"; default: return "else" }
                }
                var body: some View { Text(verbatim: made()) }
            }
            Probe()
            """, file: "content/test.md"))
        #expect(texts(helper.initialView) == ["diagonal"], "\(helper.notes)")
    }

    /// An `if`'s conditions (optional bindings, `case` patterns, `,` and `&&`) decide alike in a
    /// body, where the view builder reads them, and in a view's helper, where Swift code does;
    /// each answer is what swift 6.3.1 gives.
    @Test(arguments: [
        ("let m = maybe, m > 3", "T"),
        ("let n = none", "F"),
        ("case .loading(let p) = load, p > 0.5", "F"),
        ("case let .loading(progress) = load, progress < 0.5", "T"),
        ("let note = item.note, !note.isEmpty", "F"),
        ("maybe != nil, let m = maybe, m.isMultiple(of: 2)", "T"),
        ("flag, let m = maybe, case 1...5 = m", "T"),
        ("item.note?.isEmpty ?? true", "T"),
    ])
    func conditionsDecideAlikeInBodiesAndHelpers(_ condition: String, _ taken: String) throws {
        let declarations = """
            enum Load { case idle, loading(progress: Double), done([String]) }
            struct Item { var name: String; var note: String? }
            let load = Load.loading(progress: 0.4)
            let item = Item(name: "Ada", note: nil)
            let maybe: Int? = 4
            let none: Int? = nil
            let flag = true

            """
        let body = try ParsedBlock(source: LayoutBlockSource(
            code: declarations + "VStack { if \(condition) { Text(verbatim: \"T\") } else { Text(verbatim: \"F\") } }", file: "content/test.md"))
        #expect(texts(body.initialView) == [taken], "body: \(condition) \(body.notes)")
        let helper = try ParsedBlock(source: LayoutBlockSource(code: declarations + """
            struct Probe: View {
                func made() -> String { if \(condition) { return "T" } else { return "F" } }
                var body: some View { Text(verbatim: made()) }
            }
            Probe()
            """, file: "content/test.md"))
        #expect(texts(helper.initialView) == [taken], "helper: \(condition) \(helper.notes)")
    }

    /// Values of SwiftUI's libraries, which a script (layout code's evaluator, no library) does
    /// not make: the body and a view's helper agree.
    @Test(arguments: [
        // `formatted()` without a style was "Int has no method `formatted`" in Swift code.
        ("1_000_000.formatted()", "1,000,000"),
        ("3.5.formatted()", "3.5"),
        ("0.25.formatted(.percent)", "25%"),
    ])
    func bodiesAndHelpersFormatAlike(_ expression: String, _ printed: String) throws {
        #expect(try inBody(expression) == printed, "body: \(expression)")
        #expect(try inHelper(expression) == printed, "helper: \(expression)")
    }

    /// Fields of SwiftUI's values a body holds (a static member, a memberwise value), read in a
    /// body, a helper and a computation of a GeometryReader's size alike, at Apple's values
    /// ("UnitPoint": `trailing` is `(1, 0.5)`; "EdgeInsets": `init(top:leading:bottom:trailing:)`).
    /// They stood in as the app's members, and Swift code had "no member `trailing`".
    @Test(arguments: [
        ("UnitPoint.bottom.y + UnitPoint.trailing.x", "2.0"),
        ("EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing", "4.0"),
        ("EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0).leading", "2.0"),
    ])
    func swiftUIValuesFieldsReadAlike(_ expression: String, _ printed: String) throws {
        #expect(try inBody(expression) == printed, "body: \(expression)")
        #expect(try inHelper(expression) == printed, "helper: \(expression)")
    }

    @Test func fieldsOfHeldSwiftUIValuesReadPerSize() throws {
        let code = """
            let anchor = UnitPoint.trailing
            let inset = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            GeometryReader { geo in
                Color.red.frame(width: geo.size.width * anchor.x - inset.trailing, height: 10).id("bar")
            }
            .frame(height: 10)
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(block.notes.isEmpty, "\(block.notes)")
        for width in [300.0, 200] {
            #expect(try frames(code, width: width)["bar"]?.width == width - 4)
        }
    }

    /// CoreGraphics values print as Apple's overlay writes them (swift's
    /// `stdlib/public/Darwin/CoreGraphics/CoreGraphics.swift`: `"(\(width), \(height))"`), the
    /// platform a pasted app runs on; they printed as `CGSize(width: 1, height: 2)`, neither
    /// Apple's form nor Linux Foundation's.
    @Test(arguments: [
        ("CGSize(width: 1, height: 2)", "(1.0, 2.0)"),
        ("CGPoint(x: 0.5, y: 2)", "(0.5, 2.0)"),
        ("CGRect(x: 0, y: 1, width: 10, height: 20)", "(0.0, 1.0, 10.0, 20.0)"),
    ])
    func coreGraphicsValuesPrintAsApplesPlatformsPrintThem(_ expression: String, _ printed: String) throws {
        #expect(try inBody(expression) == printed, "body: \(expression)")
        #expect(try inHelper(expression) == printed, "helper: \(expression)")
        #expect(inScript(expression) == printed, "script: \(expression)")
    }
}
