// Swift programs run as scripts print what Swift prints: the language's conformance, in programs written here.

import Testing
@testable import TrellisBlocks
import TrellisLayout
import TrellisMarkup

/// Each program is run by `SwiftScript` (what `trellis run` and `bench/conformance` use) and
/// its output compared with what `swift file.swift` prints for it, worked out by hand from
/// The Swift Programming Language. The Swift compiler's `test/Interpreter` files measure the
/// same thing on code written elsewhere (bench/conformance/README.md); these are the cases
/// found wrong there and fixed, in programs of our own.
struct SwiftScriptTests {
    private func output(_ code: String) -> (String, [Diagnostic]) {
        let script = SwiftScript.run(LayoutBlockSource(code: code, file: "test.swift"))
        return (script.output, script.diagnostics)
    }

    /// A script has no stand-ins, so setting a property through a `let` of an unknown type's
    /// value, or through a call's result, stays the error it is before anything runs (Swift:
    /// "cannot assign to property: 'p' is a 'let' constant"), as on a page it is not for an
    /// object of the app's.
    @Test func aLetAndACallResultCannotBeAssignedThroughBeforeAnythingRuns() {
        let (printed, errors) = output("""
            print("ran")
            struct Point { var x = 0 }
            func make() -> Point { Point() }
            let p = make()
            p.x = 1
            """)
        #expect(printed.isEmpty)
        #expect(errors.contains { $0.message == "`p` is a `let` constant" })
        let (_, call) = output("struct Point { var x = 0 }\nfunc make() -> Point { Point() }\nmake().x = 1")
        #expect(call.contains { $0.message == "this cannot be assigned to" })
    }

    /// An `if` or `switch` nested in a branch of a `switch` or `if` used as a value is an
    /// expression too (SE-0380: "Within a branch, further if or switch expressions may be
    /// nested"); one whose branches `return` is a statement, as in a switch statement. Output
    /// as swift 6.3.1 prints it (set BC's Habitto; it was "returns Void").
    @Test func ifAndSwitchExpressionsNestInBranches() {
        let (printed, errors) = output("""
            enum Stage { case draft, review, shipped }
            func ink(_ stage: Stage, urgent: Bool) -> String {
                switch stage {
                case .draft: "gray"
                case .review:
                    switch urgent {
                    case true: "amber"
                    case false: "orange"
                    }
                case .shipped:
                    if urgent {
                        "red"
                    } else if stage == .draft {
                        "never"
                    } else {
                        "green"
                    }
                }
            }
            func label(_ n: Int) -> String {
                switch n {
                case 0: return "none"
                default:
                    if n > 1 { return "many" } else { return "one" }
                }
            }
            let hue = true ? (false ? 1 : 2) : 3
            let mark = if hue > 1 { switch hue { case 2: "two" default: "other" } } else { "small" }
            print(ink(.draft, urgent: true), ink(.review, urgent: true), ink(.shipped, urgent: false), ink(.shipped, urgent: true))
            print(label(0), label(1), label(5), mark)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "gray amber green red\nnone one many two\n", "\(printed)")
    }

    /// A nested type may share its simple name with a file-scope type or with another type's
    /// nested one: inside its parent the simple name means it, outside it is `Parent.Name`
    /// (The Swift Programming Language, "Nested Types"). Output as swift 6.3.1 prints it.
    @Test func nestedTypesOfOneNameAreFoundInTheirParentsScope() {
        let (printed, errors) = output("""
            struct Item { let name: String }
            struct Shelf {
                struct Item { let title: String; var price = 1 }
                enum Mode { case grid, list }
                let items = [Item(title: "A")]
                var mode: Mode = .grid
                func describe() -> String { items.map { $0.title }.joined() + "\\(mode)" }
                static func make() -> Item { Item(title: "S") }
            }
            struct Rack {
                enum Mode { case hanging, standing
                    var label: String { self == .hanging ? "H" : "S" } }
                var mode = Mode.standing
            }
            extension Shelf.Item { var doubled: Int { price * 2 } }
            let outer = Item(name: "top")
            let inner = Shelf.Item(title: "nested", price: 3)
            print(outer.name, inner.title, inner.price, inner.doubled)
            print(Shelf().describe(), Shelf.make().title)
            print(Rack().mode.label, Rack.Mode.hanging.label)
            print(inner)
            let m: Shelf.Mode = .list
            print(m, Rack.Mode.hanging, Shelf.Item.self, Item.self)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == """
            top nested 3 6
            Agrid S
            S H
            Item(title: "nested", price: 3)
            list hanging Item Item

            """)
    }

    @Test func topLevelStatementsRunInOrderBetweenDeclarations() {
        let (printed, errors) = output("""
            var total = 0
            for i in 1...10 { total += i }
            print(total)
            func triangle(_ n: Int) -> Int { n * (n + 1) / 2 }
            print(triangle(10) == total, terminator: "!\\n")
            print("a", "b", 3, separator: "-")
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "55\ntrue!\na-b-3\n")
    }

    /// An enum with a raw type: written values, implicit ones (the name for `String`, one
    /// more than the case before for integers), `rawValue` inside and outside the enum, and
    /// `init?(rawValue:)` (The Swift Programming Language, Enumerations, "Raw Values").
    @Test func rawValuesAreWrittenImplicitAndFoundAgain() {
        let (printed, errors) = output("""
            enum Planet: Int { case mercury = 1, venus, earth; case mars = 7, jupiter }
            enum Tint: String, CaseIterable {
                case warm, cool = "c"
                var label: String { rawValue.uppercased() }
            }
            enum Step: Double { case small = 0.5, large = -2, none = 0 }
            // Any literal without interpolation, escapes included (set BN's Meal Ideas: "a raw
            // value must be a literal", the parser ending a segment after each `\\n`).
            enum Tip: String { case first = "One\\n\\nTwo", second = "\\u{41}\\t\\"B\\"" }
            print(Planet.venus.rawValue, Planet.jupiter.rawValue, Tint.warm.rawValue, Tint.cool.label)
            print(Planet(rawValue: 3) == .earth, Planet(rawValue: 4) == nil, Tint(rawValue: "c") == .cool)
            print(Tint.allCases.map(\\.rawValue), Step.large.rawValue)
            for raw in [8, 9] { if let found = Planet(rawValue: raw) { print(found) } else { print("no planet \\(raw)") } }
            print(Tip.first.rawValue.count, Tip.second.rawValue, Tip(rawValue: "One\\n\\nTwo") == .first)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "2 8 warm C\ntrue true true\n[\"warm\", \"c\"] -2.0\njupiter\nno planet 9\n8 A\t\"B\" true\n")
    }

    @Test func rawValueMistakesAreErrorsAtTheCase() {
        let (_, errors) = output("""
            enum Grade: Int { case a = 1, b = 1 }
            """)
        #expect(errors.map(\.message) == ["`b` has the same raw value as `a`"])
        let (_, typed) = output("""
            enum Grade: Int { case a = "x" }
            """)
        #expect(typed.map(\.message) == ["`\"x\"` is not of the raw type `Int`"])
    }

    /// SE-0196: `#warning` warns at its place and `#error` fails there, in a body and at the top level.
    @Test func warningAndErrorDirectivesSpeakAtTheirPlace() {
        let (printed, warned) = output("""
            func area(_ w: Int) -> Int {
                #warning("check the units")
                return w * w
            }
            print(area(3))
            """)
        #expect(printed == "9\n")
        #expect(warned.map(\.message) == ["check the units"] && warned.allSatisfy { $0.severity == .warning && $0.line == 2 })
        let (_, failed) = output("""
            func f() {
                #error("not yet")
            }
            """)
        #expect(failed.map(\.message) == ["not yet"] && failed.allSatisfy { $0.severity == .error })
    }

    @Test func valuesPrintAsSwiftDescribesThem() {
        let (printed, errors) = output("""
            struct Point { var x: Int; var y: Double; var label: String }
            enum Token { case word(String), number(Int), pair(a: Int, b: Int), end }
            print(Point(x: 1, y: 2, label: "p"))
            print(Token.word("hi"), Token.number(3), Token.pair(a: 1, b: 2), Token.end)
            print([1.5, 2], ["x"], ["k": [1]])
            print((1, name: "one"))
            let t: Token = .end
            print("\\(t) \\(Point(x: 0, y: 0.5, label: "o"))")
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == """
            Point(x: 1, y: 2.0, label: "p")
            word("hi") number(3) pair(a: 1, b: 2) end
            [1.5, 2.0] ["x"] ["k": [1]]
            (1, name: "one")
            end Point(x: 0, y: 0.5, label: "o")

            """)
    }

    /// Swift's numeric literals in every base ("Lexical Structure": `0b`, `0o`, `0x`, `_`
    /// between digits, hexadecimal floating point): one reader for Swift code and views, so a
    /// view's `.frame(width: 0b1010)` is what `let w = 0b1010` is (it was "out of range"
    /// there), and an integer literal among doubles is a `Double` in any base (`[0b11, 2.5]`
    /// printed `[3, 2.5]`). Output as swift 6.3.1 prints it.
    @Test func numericLiteralsAreReadInEveryBaseAlike() throws {
        let (printed, errors) = output("""
            let a = 0b1010, b = 0o17, c = 0x1p4, d = 0xF_F, e = -0b11, f = 1_0.5_0
            print(a, b, c, d, e, f)
            print([0b11, 2.5], [0x1.8p1, 1e3])
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "10 15 16.0 255 -3 10.5\n[3.0, 2.5] [3.0, 1000.0]\n")
        let drawn = try frames("""
            VStack(spacing: 0) {
                Rectangle().frame(width: 0b1010, height: 0o17).id("binary")
                Rectangle().frame(width: 0x1p4, height: 0x1_0).id("hex")
                Text("\\(0b101)\\(0o7)").id("text")
            }
            """, width: 300)
        #expect(drawn["binary"]?.size == Size(width: 10, height: 15))
        #expect(drawn["hex"]?.size == Size(width: 16, height: 16))
        let (_, overflow) = output("let big = 0x1_0000_0000_0000_0000")
        #expect(overflow.map(\.message) == ["integer literal `0x1_0000_0000_0000_0000` overflows when stored into `Int`"])
    }

    /// An initialiser an extension adds to a number type (`extension CGFloat { init(_ spacing:
    /// Spacing) }`, set BH's wxm-ios) is chosen by its parameter's type, as Swift chooses:
    /// `CGFloat(3)` is the number's own (it ran the extension's and gave 16), `self.init(points)`
    /// inside it too (it called itself again, on a Double), and what it makes is a `CGFloat`
    /// (`self = 16` printed `16`). Output as swift 6.3.1 prints it.
    @Test func aNumberTypesExtensionInitIsChosenByItsParameterType() {
        let (printed, errors) = output("""
            enum Spacing { case tight, roomy; var points: Double { self == .tight ? 4 : 16 } }
            extension CGFloat {
                init(_ spacing: Spacing) { self.init(spacing.points) }
                init(double spacing: Spacing) { self = spacing == .tight ? 8 : 32 }
            }
            print(CGFloat(Spacing.roomy), CGFloat(3), CGFloat(.tight), CGFloat(double: .roomy), CGFloat(2.5))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "16.0 3.0 4.0 32.0 2.5\n")
    }

    /// An enum value does not carry its type in the evaluator; its computed properties and
    /// methods are found by its case, with or without a payload.
    @Test func enumPropertiesAndMethodsAreFoundByTheCase() {
        let (printed, errors) = output("""
            enum Figure {
                case circle(Double), square(Double), dot
                var area: Double {
                    switch self {
                    case .circle(let r): return 3 * r * r
                    case .square(let side): return side * side
                    case .dot: return 0
                    }
                }
                func scaled(by factor: Double) -> Double { area * factor }
                mutating func grow() { if case .square(let side) = self { self = .square(side + 1) } }
            }
            var shape = Figure.square(2)
            print(Figure.circle(1).area, shape.area, Figure.dot.area)
            shape.grow()
            print(shape.scaled(by: 2))
            let shapes: [Figure] = [.dot, .circle(2)]
            print(shapes.map { $0.area })
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "3.0 4.0 0.0\n18.0\n[0.0, 12.0]\n")
    }

    @Test func closuresCaptureAndChangeTheirVariables() {
        let (printed, errors) = output("""
            func makeCounter(step: Int) -> () -> Int {
                var count = 0
                return { count += step; return count }
            }
            let next = makeCounter(step: 5)
            _ = next()
            print(next())
            let words = ["pear", "fig", "apple"]
            print(words.sorted { $0.count < $1.count }, words.filter { $0.hasPrefix("a") }, words.reduce(0) { $0 + $1.count })
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "10\n[\"fig\", \"pear\", \"apple\"] [\"apple\"] 12\n")
    }

    @Test func protocolsGenericsAndExtensionsDispatchAsSwiftDoes() {
        let (printed, errors) = output("""
            protocol Named { var name: String { get } }
            extension Named { func greeting() -> String { "Hello, " + name } }
            struct Cat: Named { var name: String }
            struct Box<Item> { var items: [Item] = []
                mutating func add(_ item: Item) { items.append(item) }
                var count: Int { items.count } }
            func largest<T: Comparable>(_ values: [T]) -> T? { values.max() }
            var box = Box<Int>()
            box.add(3); box.add(7)
            print(Cat(name: "Tom").greeting(), box.count, largest(box.items) ?? 0, largest([String]()) == nil)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "Hello, Tom 2 7 true\n")
    }

    /// What printed before a runtime error is kept, and the error is at its line; a loop that
    /// never ends stops at the step budget instead of hanging.
    @Test func aRuntimeErrorKeepsTheOutputBeforeItAndTheBudgetStopsALoop() {
        let (printed, errors) = output("""
            print("before")
            let values = [1, 2]
            print(values[5])
            """)
        #expect(printed == "before\n")
        #expect(errors.count == 1 && errors.first?.line == 3)
        let script = SwiftScript.run(LayoutBlockSource(code: "var i = 0\nwhile true { i += 1 }", file: "loop.swift"), budget: 10_000)
        #expect(script.diagnostics.first?.message.contains("more than 10000 steps") == true)
    }

    /// A file-scope `var` is one variable for the whole program, as Swift's globals are: an
    /// `init` and a top-level function change it, `main` reads the change; a file-scope `let`
    /// holding a closure is computed once.
    @Test func fileScopeVariablesAreSharedAndComputedOnce() {
        let (printed, errors) = output("""
            var made = 0
            struct Ticket { let number: Int
                init() { made += 1; number = made } }
            func reset() { made = 0 }
            func makeCounter() -> () -> Int { var n = 0; return { n += 1; return n } }
            let next = makeCounter()
            _ = Ticket(); let second = Ticket()
            print(second.number, made)
            reset()
            _ = next()
            print(made, next(), #function)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "2 2\n0 2 main\n")
    }

    /// `throw`, `do`/`catch` with patterns and a bare `error`, `try?`, and `defer` blocks that
    /// run last-first when their scope ends, as The Swift Programming Language, "Error
    /// Handling", describes; an error nothing catches fails the run at its `throw`.
    @Test func errorsAreThrownCaughtAndDeferredAsInSwift() {
        let (printed, errors) = output("""
            enum Failure: Error { case empty, tooLong(Int) }
            func check(_ s: String) throws -> Int {
                if s.isEmpty { throw Failure.empty }
                if s.count > 3 { throw Failure.tooLong(s.count) }
                return s.count
            }
            func run() {
                defer { print("deferred last") }
                defer { print("deferred first") }
                for word in ["ab", "", "abcde"] {
                    do { print(try check(word)) } catch Failure.empty { print("empty") } catch { print("other", error) }
                }
                print((try? check("")) == nil, (try? check("x")) ?? -1)
            }
            run()
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "2\nempty\nother tooLong(5)\ntrue 1\ndeferred first\ndeferred last\n")
        let (filtered, _) = output("""
            enum Failure: Error { case tooLong(Int) }
            for n in [3, 9] {
                do { throw Failure.tooLong(n) } catch Failure.tooLong(let count) where count > 4 { print("long", count) } catch { print("short") }
            }
            """)
        #expect(filtered == "short\nlong 9\n")
        let (_, uncaught) = output("enum E: Error { case bad }\nfunc f() throws { throw E.bad }\ntry f()")
        #expect(uncaught.first?.message == "an error was thrown and not caught: bad" && uncaught.first?.line == 2)
    }

    /// A declared subscript reads as Swift's do: no labels unless one is written before the
    /// parameter's name.
    @Test func declaredSubscriptsTakeTheirLabels() {
        let (printed, errors) = output("""
            struct Grid { var cells: [Double]; let columns: Int
                subscript(row: Int, column: Int) -> Double { cells[row * columns + column] }
                subscript(named name: String) -> String { get { "cell " + name } } }
            let grid = Grid(cells: [1, 2, 3, 4], columns: 2)
            print(grid[1, 0], grid[named: "a"])
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "3.0 cell a\n")
    }

    /// A subscript's setter runs for `x[i] = v` and for compound assignment, on a copy that
    /// is then stored back (value semantics); `set(v)` names the new value. A subscript
    /// without `set` cannot be assigned through. (`before` is a top-level `let`: it takes its
    /// value where it is declared, see the next test.)
    @Test func declaredSubscriptSettersAssignThroughTheValue() {
        let (printed, errors) = output("""
            struct Board { var cells = [0, 0, 0, 0]
                subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
                subscript(row r: Int, c: Int) -> Int { get { cells[r * 2 + c] } set(v) { cells[r * 2 + c] = v * 10 } } }
            var board = Board()
            let before = board
            board[1] = 5
            board[row: 1, 1] += 2
            print(board[1], board[row: 1, 1], board.cells, before.cells)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "5 20 [0, 5, 0, 20] [0, 0, 0, 0]\n")
        let (_, readOnly) = output("struct R { subscript(i: Int) -> Int { i } }\nvar r = R()\nr[0] = 1")
        #expect(readOnly.first?.message.contains("has no `set`") == true && readOnly.first?.line == 3, "\(readOnly)")
    }

    /// A script's top-level variables take their values in order, where they are declared, as
    /// `main.swift`'s do (not lazily at first read, as a module's globals): a copy made before
    /// a change keeps the old value, and a function called later sees the variable set.
    @Test func topLevelVariablesAreInitialisedInOrder() {
        let (printed, errors) = output("""
            var c = 1
            let d = c
            c = 5
            func show() { print(c, d, e) }
            var e = c * 2
            c += 1
            show()
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "6 1 10\n")
    }

    /// A type's own `description` (`CustomStringConvertible`) is what `print` and
    /// interpolation write, for a struct and for an enum.
    @Test func aDeclaredDescriptionIsWhatPrints() {
        let (printed, errors) = output(#"""
            struct Money: CustomStringConvertible { var cents: Int
                var description: String { "$\(cents / 100).\(cents % 100)" } }
            enum Suit: CustomStringConvertible { case hearts, spades
                var description: String { self == .hearts ? "H" : "S" } }
            print(Money(cents: 1234), Suit.spades)
            print("in \(Suit.hearts): \(Money(cents: 99))")
            """#)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "$12.34 S\nin H: $0.99\n")
    }

    /// `break` and `continue` with a label leave or go on with the statement named, through
    /// loops, a `switch` and an `if` (The Swift Programming Language, "Labeled Statements").
    @Test func labelledStatementsAreLeftAndContinuedByName() {
        let (printed, errors) = output("""
            outer: for i in 0..<3 {
                for j in 0..<3 {
                    if j == 2 { continue outer }
                    if i == 2 { break outer }
                    print(i, j, terminator: " ")
                }
            }
            print()
            var n = 0
            scan: while true {
                switch n {
                case 3: break scan
                default: n += 1
                }
            }
            check: if n > 0 {
                if n == 3 { break check }
                print("not reached")
            }
            print(n)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "0 0 0 1 1 0 1 1 \n3\n")
        let (_, unknown) = output("for i in 0..<2 { if i == 1 { break outer } }")
        #expect(unknown.first?.message == "no statement around this one is labelled `outer`")
    }

    /// Stored properties' observers run on assignment outside the type's initialisers, with
    /// `oldValue`/`newValue` or the names written, and not again for an assignment inside the
    /// property's own `didSet`; a computed property's `set`; a `lazy var` computed from `self`
    /// when first read (The Swift Programming Language, "Properties").
    @Test func propertyObserversSettersAndLazyPropertiesRunAsInSwift() {
        let (printed, errors) = output(#"""
            struct Thermo {
                var celsius: Double = 0 {
                    willSet(next) { print("will", next) }
                    didSet { print("did", oldValue, celsius); if celsius > 100 { celsius = 100 } }
                }
                var fahrenheit: Double {
                    get { celsius * 9 / 5 + 32 }
                    set { celsius = (newValue - 32) * 5 / 9 }
                }
                lazy var label: String = "T\(celsius)"
                init(start: Double) { celsius = start }
                mutating func warm() { celsius += 10 }
            }
            var t = Thermo(start: 5)
            t.celsius = 120
            t.fahrenheit = 212
            t.warm()
            print(t.celsius, t.fahrenheit, t.label)
            """#)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "will 120.0\ndid 5.0 120.0\nwill 100.0\ndid 100.0 100.0\nwill 110.0\ndid 100.0 110.0\n100.0 212.0 T100.0\n")
    }

    /// A function named without a call is a value: a built-in (`sqrt`, `max`), a type's
    /// initialiser (`String.init`, a struct's memberwise `init`); a local function called
    /// with `&` writes its `inout` arguments back and fills its defaults.
    @Test func functionsAndInitialisersAreValues() {
        let (printed, errors) = output("""
            struct P { var x: Int; var y: Int }
            print([1.0, 4.0].map(sqrt), [3, 1].reduce(0, max), [1, 2].map(String.init))
            print(zip([1, 2], [3, 4]).map(P.init).map(\\.y))
            func swapped(_ a: inout Int, _ b: inout Int, times: Int = 1) { for _ in 0..<times { (a, b) = (b, a) } }
            var p = 1, q = 2
            swapped(&p, &q)
            print(p, q)
            var pair = [5, 6]
            swap(&pair[0], &pair[1])
            print(pair)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[1.0, 2.0] 3 [\"1\", \"2\"]\n[3, 4]\n2 1\n[6, 5]\n")
    }

    /// A `Set` keeps each element once (`insert` answers whether it was new), with its
    /// algebra; a string's `first` is a character.
    @Test func setsHoldEachElementOnce() {
        let (printed, errors) = output("""
            struct Point: Hashable { var x: Int; var y: Int }
            var seen: Set<Point> = [Point(x: 1, y: 2), Point(x: 1, y: 2)]
            let added = seen.insert(Point(x: 1, y: 2))
            print(seen.count, added.inserted)
            let a: Set = [1, 2, 3]
            print(a.union([3, 4]).sorted(), a.intersection([2, 3, 9]).sorted(), a.subtracting([1]).sorted(), a.isSubset(of: [1, 2, 3, 4]))
            var b: Set<Int> = [1]
            b.formUnion([2, 2]); b.remove(1)
            print(b, "swift".first!)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "1 false\n[1, 2, 3, 4] [2, 3] [2, 3] true\n[2] s\n")
    }

    /// A closure handed more arguments than it takes is an error where it is called, not a
    /// crash (`Path { Text("x") }` crashed the build, found on set G).
    @Test func aClosureGivenTooManyArgumentsIsAnError() {
        let (_, errors) = output("let g = { () -> Int in 5 }\nprint([1].map(g))")
        #expect(errors.first?.message.contains("is given 1") == true, "\(errors)")
    }

    /// A type's static stored `var` is one variable per run that its static methods and
    /// `Type.name` assign; `for case` runs for the elements its pattern matches.
    @Test func staticVariablesAndForCaseLoops() {
        let (printed, errors) = output("""
            struct Counter { static var total = 0; static let step = 2
                static func bump() { total += step } }
            Counter.bump(); Counter.bump(); Counter.total += 1
            print(Counter.total)
            enum Figure { case circle(Double), square(Double) }
            for case let n? in [1, nil, 3] { print(n, terminator: " ") }
            for case .circle(let r) in [Figure.circle(1), .square(2), .circle(3)] { print(r, terminator: " ") }
            print()
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "5\n1 3 1.0 3.0 \n")
        let (_, constant) = output("struct C { static let limit = 1 }\nC.limit = 2")
        #expect(constant.first?.message == "`C.limit` is a `static let`")
    }

    /// The author's operators (`static func <`, `==`), the ones Swift derives from them,
    /// declaration order for a `Comparable` enum without a raw value (SE-0266), and
    /// lexicographic tuple comparison, also in the library's `max()` and `sorted()`.
    @Test func declaredAndDerivedOperatorsCompareAsInSwift() {
        let (printed, errors) = output("""
            enum Level: Int, Comparable { case low = 1, mid, high
                static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue } }
            enum Size: Comparable { case small, medium, large }
            struct Money: Equatable { var cents: Int
                static func == (a: Money, b: Money) -> Bool { a.cents / 100 == b.cents / 100 } }
            print(Level.low < Level.high, Level.high >= Level.mid, [Level.mid, .high, .low].max()!, [Level.high, .low].sorted())
            print(Size.small < Size.large, [Size.large, .small, .medium].sorted(), Size.medium > .large)
            print(Money(cents: 120) == Money(cents: 150), Money(cents: 120) != Money(cents: 250))
            print((1, "b") < (1, "c"), (2, 0) <= (1, 9))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "true true high [low, high]\ntrue [small, medium, large] false\ntrue true\ntrue false\n")
    }

    /// A type's own `==` and `hash(into:)` are what the standard library's algorithms use
    /// (`contains`, `firstIndex(of:)`, `Set`, dictionary keys, `==` of arrays and optionals),
    /// and a `RawRepresentable` struct compares and hashes by its `rawValue` (the standard
    /// library's defaults); they used the stored properties. Printed as swiftc 6.3.1 prints it.
    @Test func algorithmsUseTheTypesOwnEquatableAndHashable() {
        let (printed, errors) = output("""
            struct Person: Hashable {
                var id: Int
                var name: String
                static func == (a: Person, b: Person) -> Bool { a.id == b.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            let a = Person(id: 1, name: "A"), b = Person(id: 1, name: "B")
            print(a == b, Set([a, b]).count, [a, b].contains(Person(id: 1, name: "Z")))
            var seats: [Person: Int] = [:]
            seats[a] = 1; seats[b] = 2
            print(seats.count, seats[Person(id: 1, name: "Q")] ?? -1, [b, a].firstIndex(of: a) ?? -1)
            print(Set([a]).contains(b), [a] == [b], Optional(a) == b, a.hashValue == b.hashValue)
            struct Code: RawRepresentable, Hashable {
                var rawValue: String
                var note = ""
                init(rawValue: String) { self.rawValue = rawValue }
            }
            var c = Code(rawValue: "x"); c.note = "y"
            print(c == Code(rawValue: "x"), Set([c, Code(rawValue: "x")]).count, [c].contains(Code(rawValue: "x")))
            struct Pair: Hashable { var x: Int; var y: Int }
            print(Pair(x: 1, y: 2) == Pair(x: 1, y: 3), Set([Pair(x: 1, y: 2), Pair(x: 1, y: 2)]).count)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "true 1 true\n1 2 0\ntrue true true true\ntrue 1 true\nfalse 1\n")
    }

    /// A closure's `$0`, `$1`... are its own, not those of the closures inside it (MyWealth's
    /// `grouped.map { ($0.key, $0.value.sorted { $0.rawValue < $1.rawValue }) }` took the
    /// inner `$1` as the outer closure's and spread each entry into a key and a value: "String
    /// has no member `key`"). Printed as swiftc 6.3.1 prints it.
    @Test func aClosuresShorthandArityIsItsOwn() {
        let (printed, errors) = output("""
            let scores = ["b": [3, 1, 2]]
            let sorted = scores.map { ($0.key, $0.value.sorted { $0 < $1 }) }
            let sums = scores.map { ($0.key, $0.value.reduce(0) { $0 + $1 }) }
            print(sorted[0].0, sorted[0].1, sums[0].1, [[3, 1], [2]].map { $0.sorted { $0 > $1 } })
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "b [1, 2, 3] 6 [[3, 1], [2]]\n")
    }

    /// Foundation's `DateInterval`, which `Calendar.dateInterval(of:for:)` gives (set CO's
    /// Reverie: "`Calendar` has no method `dateInterval(of:for:)`"), and a `DateFormatter`'s
    /// month and weekday names (its `DateFormatter().monthSymbols[month - 1]`: "no member").
    /// Printed as swiftc 6.3.1 prints it in UTC.
    @Test func calendarsGiveDateIntervalsAndFormattersTheirSymbols() {
        let (printed, errors) = output("""
            let cal = Calendar.current
            let d = cal.date(from: DateComponents(year: 2024))!
            let i = cal.dateInterval(of: .year, for: d)!
            print(i, i.duration, i.contains(d), i.end)
            let m = cal.dateInterval(of: .month, for: d.addingTimeInterval(86400 * 40))!
            print(m.start, m.duration / 86400)
            let w = DateInterval(start: d, duration: 3600)
            print(w.end, w == DateInterval(start: d, end: d.addingTimeInterval(3600)), w.intersects(i), DateInterval().duration)
            print(DateFormatter().monthSymbols[2], DateFormatter().shortWeekdaySymbols[0])
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == """
            2024-01-01 00:00:00 +0000 to 2025-01-01 00:00:00 +0000 31622400.0 true 2025-01-01 00:00:00 +0000
            2024-02-01 00:00:00 +0000 29.0
            2024-01-01 01:00:00 +0000 true true 0.0
            March Sun

            """)
    }

    /// A case name two enums share, one of them declaring `==` (set BT's Portal: `Currency.fiat(FiatCurrency)`
    /// with `static func ==` reading `symbol`, and `SwitchState.fiat`): `state == .fiat` of a
    /// `SwitchState` is the standard library's comparison, not `Currency`'s operator, which
    /// stopped at "no `case` matches .fiat". Printed as swiftc prints it.
    @Test func anOperatorOfAnEnumTakesOnlyItsOwnCases() {
        let (printed, errors) = output("""
            struct Fiat { let symbol: String }
            enum Currency: Equatable {
                static func == (lhs: Currency, rhs: Currency) -> Bool { lhs.symbol == rhs.symbol }
                case fiat(Fiat)
                case btc
                var symbol: String {
                    switch self {
                    case .fiat(let currency): return currency.symbol
                    case .btc: return "BTC"
                    }
                }
            }
            enum SwitchState: Int { case fiat, btc }
            let state = SwitchState.fiat
            let c = Currency.fiat(Fiat(symbol: "$"))
            print(state == .fiat, state == .btc, c == .fiat(Fiat(symbol: "$")), c == .btc, Currency.btc == .btc)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "true false true false true\n")
    }

    /// A value a message names by its type and its value says each once: a function's name
    /// (`Double(max)`, set BW's body whose `@Binding var max` was not pasted) is "a closure",
    /// not "a closure a closure"; the app's value is "a stand-in for `…`" alone.
    @Test func aMessageNamesAValueOnce() {
        let (_, errors) = output("let x = Double(max)")
        #expect(errors.map(\.message) == ["cannot convert a closure to `Double`"], "\(errors)")
        #expect(SwiftValue.swiftUI(.standIn("item.due")).described == "a stand-in for `item.due`")
        #expect(SwiftValue.int(3).described == "Int 3")
    }

    /// A `Date` is `Hashable` (a dictionary key, a set's element; set BW's ReadySet groups a
    /// chart's entries by `startOfDay`), and `Calendar.nextDate(after:matching:matchingPolicy:)`
    /// finds a reminder's next time, forward or back (set BW's Botanica). The page's calendar is
    /// in UTC; swiftc's, given UTC, prints the same.
    @Test func datesAreKeysAndTheCalendarFindsTheNextMatch() {
        let (printed, errors) = output("""
            let days = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 3600), Date(timeIntervalSince1970: 90000)]
            let calendar = Calendar.current
            let grouped = Dictionary(grouping: days, by: { calendar.startOfDay(for: $0) })
            print(grouped.count, grouped.keys.sorted().map { $0.timeIntervalSince1970 })
            var seen: Set<Date> = []
            seen.insert(days[0]); seen.insert(Date(timeIntervalSince1970: 0))
            print(seen.count)
            let start = Date(timeIntervalSince1970: 1714586700)
            let next = calendar.nextDate(after: start, matching: DateComponents(hour: 9, minute: 30), matchingPolicy: .nextTime)
            let before = calendar.nextDate(after: start, matching: DateComponents(hour: 9), matchingPolicy: .strict, direction: .backward)
            print(next!.timeIntervalSince1970, before!.timeIntervalSince1970)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "2 [0.0, 86400.0]\n1\n1714642200.0 1714554000.0\n")
    }

    /// `max` and `min` of a `Double` and an integer literal (`max(width - 20, 0)`, which Swift
    /// types as two `CGFloat`s) give a `Double`, of two `Int`s an `Int`, NaN first kept as
    /// `Swift.max` keeps it; and a program that declares an operator for one type of its own
    /// still compares the others' values by the standard library's (printed as swiftc does).
    @Test func maxAndMinOfMixedNumbersAreSwifts() {
        let (printed, errors) = output("""
            let width = 12.5
            print(max(width - 20, 0), min(width, 30), max(3, 2), min(1, 0.5), max(Double.nan, 1), max(2, 2.0))
            struct Tag { var n: Int; static func < (a: Tag, b: Tag) -> Bool { a.n > b.n } }
            print([3.5, 1, 2].sorted(), [Tag(n: 1), Tag(n: 2)].sorted { $0 < $1 }.map(\\.n), max(Tag(n: 1).n, 4))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "0.0 12.5 3 0.5 nan 2.0\n[1.0, 2.0, 3.5] [2, 1] 4\n")
    }

    /// Foundation's `String(format:)` with several conversions, checked against their values;
    /// `joined()` of arrays; an optional's `map` on a `String?` takes the string, not its characters.
    @Test func formatsJoinsAndOptionalMaps() {
        let (printed, errors) = output(#"""
            import Foundation
            let name: String? = "hi"
            print(String(format: "%.2f|%03d|%@|%x", 3.14159, 7, "ok", 255), [[1, 2], [3]].joined().map { $0 * 2 }, name.map { $0 + "!" } ?? "")
            """#)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "3.14|007|ok|ff [2, 4, 6] hi!\n")
        let (_, mismatch) = output(#"print(String(format: "%d", 2.5))"#)
        #expect(mismatch.first?.message.hasPrefix("`%d` formats an integer") == true, "\(mismatch)")
    }

    /// The standard library's collection and string algorithms as written in apps: while-
    /// prefixes, string indices as character offsets, `String` of characters, arrays of
    /// structs changed in place with value semantics.
    @Test func collectionAndStringAlgorithms() {
        let (printed, errors) = output("""
            struct Item { var name: String; var qty: Int }
            var items = [Item(name: "a", qty: 1), Item(name: "b", qty: 2)]
            let copy = items
            items[0].qty += 5
            print(items.map(\\.qty), copy.map(\\.qty))
            print([1, 2, 3, 1].prefix(while: { $0 < 3 }), [1, 2, 3].drop(while: { $0 < 2 }), String("abc".reversed()))
            let word = "héllo"
            let l = word.firstIndex(of: "l")!
            print(word.distance(from: word.startIndex, to: l), word[word.index(after: l)], word[word.startIndex..<l])
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[6, 2] [1, 2]\n[1, 2] [2, 3] cba\n2 l hé\n")
    }

    /// Ranges of Doubles, as Swift has them (`ClosedRange<Double>`, `Range<Double>`, one-sided
    /// ones in `switch` cases, `~=`); the output is what `swift` 6.3.1 prints for this program.
    @Test func floatingPointRangesAsInSwift() {
        let (printed, errors) = output("""
            let unit = 0.0...1.0, middle = 0.25..<0.75
            func grade(_ score: Double) -> String {
                switch score {
                case ..<0.5: return "low"
                case 0.5..<0.8: return "mid"
                case 0.8...: return "high"
                default: return "none"
                }
            }
            print(unit, middle, unit.contains(1.0), middle.contains(0.75), unit ~= 0.5)
            print(grade(0.2), grade(0.5), grade(0.95))
            print((0.0...10.0).clamped(to: 2.5...5.0), unit.overlaps(0.5...2.0), (0...1.5).upperBound)
            let limits: ClosedRange<Double> = 1...4
            print(limits.lowerBound + limits.upperBound, min(max(7.0, limits.lowerBound), limits.upperBound))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "0.0...1.0 0.25..<0.75 true false true\nlow mid high\n2.5...5.0 true 1.5\n5.0 4.0\n")
        let (_, reversed) = output("let r = 2.0...1.0")
        #expect(reversed.first?.message == "a range's lower bound 2 is above its upper bound 1")
    }

    /// A stored property's initial value sees its type's statics unqualified, as Swift's
    /// (checked with `swift` 6.3.1: this prints "3 4"); set M's BetterRest views
    /// (`@State private var wakeUp = defaultWakeTime`) stopped on "unknown name".
    @Test func aPropertysInitialValueSeesItsTypesStatics() {
        let (printed, errors) = output("""
            struct S {
                static var d: Int { 3 }
                static let e = 4
                var x = d
                var y = e
            }
            print(S().x, S().y)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "3 4\n")
    }

    /// Foundation's `DateComponents` as views use it: made empty or with components, set
    /// member by member, turned into a date by `Calendar.date(from:)` (unspecified components
    /// take Foundation's defaults, January 1 of year 1) and read back by `dateComponents(_:from:)`.
    @Test func dateComponentsMakeAndReadDates() {
        let (printed, errors) = output("""
            var components = DateComponents()
            components.hour = 7
            components.minute = 30
            print(components.hour ?? -1, components.day == nil)
            let wake = Calendar.current.date(from: components)!
            let read = Calendar.current.dateComponents([.hour, .minute], from: wake)
            print((read.hour ?? 0) * 60 + (read.minute ?? 0), read.second == nil)
            let noon = Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 9, hour: 12))!
            print(Calendar.current.component(.day, from: noon))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "7 true\n450 true\n9\n")
    }

    /// An implicit member takes its type from where it goes, through the expressions Swift's
    /// type checker passes a contextual type into: the elements of a `[P]` or `Set<P>`
    /// literal, a dictionary literal's keys and values, both branches of a ternary, the right
    /// of `??` and of a comparison, a dictionary's subscript key, and a local function's
    /// parameters (a script's top-level `func` is local).
    /// Output from `swift` 6.3.1.
    @Test func implicitMembersTakeTheirTypeFromTheirContext() {
        let (printed, errors) = output("""
            struct P: Hashable { var x: Int; static let origin = P(x: 0); static func at(_ x: Int) -> P { P(x: x) } }
            let list: [P] = [.origin, .at(2)]
            let set: Set<P> = [.origin, .origin]
            let names: [P: String] = [.origin: "o"]
            let flag = true
            let picked: P = flag ? .at(5) : .origin
            let missing: P? = nil
            func take(_ p: P) -> Int { p.x }
            print(list[1].x, set.count, names[.origin]!, picked.x, (missing ?? .at(9)).x, take(.at(4)))
            var counts: [P: Int] = [:]
            counts[.origin, default: 0] += 2
            counts[.at(1)] = 5
            print(counts[.origin]!, counts[.at(1)]!, picked == .at(5))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "2 1 o 5 9 4\n2 5 true\n")
    }

    /// A dictionary subscript's `default:` is of the dictionary's value type, so an integer
    /// literal there is a `Double` of a `[String: Double]` (swiftc prints `1.0`, `2.0`; this
    /// printed `1` and `2`), in a method of a struct holding the dictionary as in a script.
    @Test func aDefaultLiteralIsOfTheDictionarysValueType() {
        let (printed, errors) = output("""
            let prices: [String: Double] = ["USD": 2]
            print(prices["EUR", default: 1], prices["EUR", default: 1] + 1, prices["USD"]!)
            var totals: [String: Double] = [:]
            totals["a", default: 0] += 2
            var counts: [String: Int] = [:]
            counts["a", default: 0] += 1
            print(totals, counts)
            struct Tile { let widths: [Int: CGFloat]; func half(_ i: Int) -> String { "\\(widths[i, default: 4] / 8)" } }
            print(Tile(widths: [1: 3]).half(2))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "1.0 2.0 2.0\n[\"a\": 2.0] [\"a\": 1]\n0.5\n")
    }

    /// `Outer.Inner(...)` and `Outer.Kind.b`: a type declared inside another, named through it
    /// (The Swift Programming Language, "Nested Types").
    @Test func nestedTypesAreNamedThroughTheirOuterType() {
        let (printed, errors) = output("""
            struct Outer {
                struct Inner { var v = 1 }
                enum Kind { case a, b }
                var inner = Inner()
                static let shared = 2
            }
            let i = Outer.Inner(v: 3)
            print(i.v, Outer().inner.v, Outer.Kind.b, Outer.shared)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "3 1 b 2\n")
    }

    /// A protocol may take a SwiftUI name (`protocol Shape`), as a struct may: the block's
    /// declaration shadows the library's, and a type conforming to it is the author's, not a
    /// SwiftUI shape, wherever the protocol is written.
    @Test func aProtocolMayTakeALibraryName() {
        let (printed, errors) = output("""
            struct Square: Shape { var side: Double; var area: Double { side * side } }
            protocol Shape { var area: Double { get } }
            extension Shape { func describe() -> String { "area \\(area)" } }
            let shapes: [any Shape] = [Square(side: 2)]
            for shape in shapes { print(shape.describe()) }
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "area 4.0\n")
    }

    /// Inside an array, a tuple or a dictionary a value prints as `String(reflecting:)` gives
    /// it: a type's own `debugDescription`, else its `description` (`[(0, 0)]` for a point that
    /// describes itself); `Character`'s properties (Apple, "Character"); a string's UTF-8 and
    /// UTF-16 code units; `lazy` collections. Output from `swift` 6.3.1.
    @Test func descriptionsInCollectionsCharactersAndCodeUnits() {
        let (printed, errors) = output("""
            struct Point: CustomStringConvertible { var x: Int, y: Int; var description: String { "(\\(x), \\(y))" } }
            struct Tag: CustomStringConvertible, CustomDebugStringConvertible { var description: String { "t" }; var debugDescription: String { "Tag" } }
            print([Point(x: 0, y: 0)], (Point(x: 1, y: 2), 3), [Tag()], Tag())
            let s = "héllo 7F"
            print(s.utf8.count, Array("ab".utf8), s.utf16.count)
            for c in s where c.isHexDigit { print(c, c.hexDigitValue!, c.wholeNumberValue ?? -1) }
            print(Character("A").asciiValue!, ("é" as Character).isASCII, [1, 2, 3, 4].lazy.map { $0 * 2 }.filter { $0 > 4 }.first!)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[(0, 0)] ((1, 2), 3) [Tag] t\n9 [97, 98] 8\n7 7 7\nF 15 -1\n65 false 6\n")
    }

    /// `fallthrough` runs the next case's body without matching it (The Swift Programming
    /// Language, "Fallthrough"); `Self.kind` in a protocol's default method is the conforming
    /// type's static member; dictionaries are equal whatever their order; Foundation's
    /// `range(of:)` and the integer operations that report overflow. Output from `swift` 6.3.1.
    @Test func fallthroughStaticRequirementsAndDictionaryEquality() {
        let (printed, errors) = output("""
            protocol Describable { static var kind: String { get } }
            extension Describable { func describe() -> String { "\\(Self.kind)!" } }
            struct Dog: Describable { static var kind: String { "dog" } }
            struct Cat: Describable { static let kind = "cat" }
            print(Dog().describe(), Cat().describe())
            for n in [2, 5] {
                switch n {
                case 1, 2: print("low"); fallthrough
                case 3: print("three")
                case 4...6: print("mid"); fallthrough
                default: print("any")
                }
            }
            let text = "The quick brown fox"
            if let r = text.range(of: "quick") { print(text[r.upperBound...], text[..<r.lowerBound], text.range(of: "cat") == nil) }
            print(["a": 1, "b": 2] == ["b": 2, "a": 1], ["a": 1] == ["a": 2], Int.max.addingReportingOverflow(1).overflow, 7.multipliedReportingOverflow(by: 6))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "dog! cat!\nlow\nthree\nmid\nany\n brown fox The  true\ntrue false true (partialValue: 42, overflow: false)\n")
    }

    /// The Swift Programming Language's "Advanced Operators", as written there: operator
    /// functions on a struct (`+`, a prefix `-`, a compound `+=` taking its left `inout`), a
    /// prefix operator the code declares (`prefix operator +++`, changing its operand) and an
    /// infix one with a precedence group, folded by the code's own declarations; a property
    /// typed by its literal default (`var x = 0.0` stores 1 as 1.0); a closed range of integers
    /// keeps its upper bound and prints as written. Output from `swift` 6.3.1.
    @Test func declaredOperatorsFoldAndRun() {
        let (printed, errors) = output("""
            struct Vector2D: Equatable { var x = 0.0, y = 0.0 }
            extension Vector2D {
                static func + (left: Vector2D, right: Vector2D) -> Vector2D { Vector2D(x: left.x + right.x, y: left.y + right.y) }
                static prefix func - (vector: Vector2D) -> Vector2D { Vector2D(x: -vector.x, y: -vector.y) }
                static func += (left: inout Vector2D, right: Vector2D) { left = left + right }
            }
            prefix operator +++
            extension Vector2D {
                static prefix func +++ (vector: inout Vector2D) -> Vector2D { vector += vector; return vector }
            }
            infix operator +-: AdditionPrecedence
            extension Vector2D {
                static func +- (left: Vector2D, right: Vector2D) -> Vector2D { Vector2D(x: left.x + right.x, y: left.y - right.y) }
            }
            var v = Vector2D(x: 3.0, y: 1.0)
            let w = -v + Vector2D(x: 2.0, y: 4.0)
            v += w
            var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
            let afterDoubling = +++toBeDoubled
            print(w, v == Vector2D(x: 2.0, y: 4.0), afterDoubling, toBeDoubled, Vector2D(x: 1, y: 2) +- Vector2D(x: 3, y: 4))
            let r = 1...4
            print(r, r.upperBound, r.count, 0..<3, (0..<3).upperBound, Array(r.reversed()))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "Vector2D(x: -1.0, y: 3.0) true Vector2D(x: 2.0, y: 8.0) Vector2D(x: 2.0, y: 8.0) Vector2D(x: 4.0, y: -2.0)\n"
                + "1...4 4 4 0..<3 3 [4, 3, 2, 1]\n")
    }

    /// The author's property wrappers, as The Swift Programming Language's "Property
    /// Wrappers" writes them: storage made with `W()` or `W(wrappedValue:)` (with the
    /// attribute's arguments, `@SmallNumber(maximum: 9)`), reads and writes through
    /// `wrappedValue`, `_width` the storage, `$width` the projection, and the memberwise
    /// initialiser taking wrapped values. Also failable initialisers (`init?` returning nil),
    /// a mutating method and a subscript in an extension of `Int`, and `42.km` from an
    /// `extension Double`. Output from `swift` 6.3.1.
    @Test func propertyWrappersFailableInitsAndExtensionsOfNumbers() {
        let (printed, errors) = output("""
            @propertyWrapper
            struct TwelveOrLess {
                private var number = 0
                var wrappedValue: Int {
                    get { return number }
                    set { number = min(newValue, 12) }
                }
            }
            struct SmallRectangle {
                @TwelveOrLess var height: Int
                @TwelveOrLess var width: Int
                var area: Int { height * width }
                mutating func grow() { height += 5; _width = TwelveOrLess() }
            }
            var rectangle = SmallRectangle()
            rectangle.height = 10
            print(rectangle.height)
            rectangle.height = 24
            print(rectangle.height, rectangle.area)
            rectangle.width = 3
            rectangle.grow()
            print(rectangle.height, rectangle.width)
            @propertyWrapper
            struct SmallNumber {
                private var maximum: Int
                private var number: Int
                var projectedValue = false
                var wrappedValue: Int {
                    get { return number }
                    set {
                        if newValue > maximum { number = maximum; projectedValue = true } else { number = newValue; projectedValue = false }
                    }
                }
                init(wrappedValue: Int, maximum: Int) {
                    self.maximum = maximum
                    number = min(wrappedValue, maximum)
                }
                init(wrappedValue: Int) { self.init(wrappedValue: wrappedValue, maximum: 12) }
            }
            struct MixedRectangle {
                @SmallNumber var height: Int = 1
                @SmallNumber(maximum: 9) var width: Int = 2
            }
            var mixed = MixedRectangle()
            print(mixed.height, mixed.width)
            mixed.height = 20
            mixed.width = 20
            print(mixed.height, mixed.width, mixed.$width)
            mixed.width = 4
            print(mixed.$width, MixedRectangle(height: 30, width: 5).height)
            struct Animal {
                let species: String
                init?(species: String) { if species.isEmpty { return nil }; self.species = species }
            }
            print(Animal(species: "Giraffe")?.species ?? "none", Animal(species: "") == nil)
            extension Int {
                mutating func square() { self = self * self }
                subscript(digitIndex: Int) -> Int {
                    var decimalBase = 1
                    for _ in 0..<digitIndex { decimalBase *= 10 }
                    return (self / decimalBase) % 10
                }
            }
            extension Double { var km: Double { self * 1_000.0 } }
            var someInt = 3
            someInt.square()
            print(someInt, 746381295[0], 746381295[9], 42.km)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "10\n12 0\n12 0\n1 2\n12 9 true\nfalse 12\nGiraffe true\n9 5 0 42000.0\n")
    }

    /// A method named without a call is a function with `self` bound (`numbers.filter(f.matches)`,
    /// `map(Scale(factor: 3).apply)`); `Bool.toggle()` changes its variable; Foundation's
    /// case- and diacritic-insensitive `contains`. Output from `swift` 6.3.1.
    @Test func boundMethodsToggleAndLocalizedContains() {
        let (printed, errors) = output("""
            import Foundation
            enum Filter { case all, done, tagged(String)
                func matches(_ n: Int) -> Bool {
                    switch self {
                    case .all: return true
                    case .done: return n % 2 == 0
                    case .tagged(let t): return String(n) == t
                    }
                }
            }
            struct Scale { var factor: Int; func apply(_ n: Int) -> Int { n * factor } }
            let numbers = [1, 2, 3, 4]
            print([Filter.all, .done, .tagged("3")].map { f in numbers.filter(f.matches).count }, numbers.map(Scale(factor: 3).apply))
            var flags = [true, false]
            flags[1].toggle()
            var on = false
            on.toggle()
            print(flags, on)
            print("Crème Brûlée".localizedCaseInsensitiveContains("BRÛ"), "Crème Brûlée".localizedStandardContains("brulee"), "abc".localizedCaseInsensitiveContains(""))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[4, 2, 1] [3, 6, 9, 12]\n[true, true] true\ntrue true false\n")
    }

    /// Type casting as The Swift Programming Language's "Type Casting" writes it: `is` and
    /// `as` patterns in a `switch` over `[Any]` (`case 0 as Int`, `case let x as Double where`,
    /// `case is Double`, `case let (x, y) as (Double, Double)`), `as?`, `as!` and `is` on values
    /// and on the author's types behind a protocol; a declared `[Any]` keeps its integers.
    /// Output from `swift` 6.3.1.
    @Test func typeCastingPatternsAndOperators() {
        let (printed, errors) = output("""
            let things: [Any] = [0, 0.0, 42, 3.14159, "hello", (3.0, 5.0)]
            for thing in things {
                switch thing {
                case 0 as Int: print("zero as an Int")
                case 0 as Double: print("zero as a Double")
                case let someInt as Int: print("an integer value of \\(someInt)")
                case let someDouble as Double where someDouble > 0: print("a positive double value of \\(someDouble)")
                case is Double: print("some other double value that I don't want to print")
                case let someString as String: print("a string value of \\"\\(someString)\\"")
                case let (x, y) as (Double, Double): print("an (x, y) point at \\(x), \\(y)")
                default: print("something else")
                }
            }
            let values: [Any] = [1, "two", 3.0]
            print(values.compactMap { $0 as? Int }, values.filter { $0 is String }.count, (values[1] as? String)?.count ?? 0, values[0] as! Int)
            protocol Shape { var area: Double { get } }
            struct Sq: Shape { var s: Double; var area: Double { s * s } }
            struct Ci: Shape { var r: Double; var area: Double { 3 * r * r } }
            let shapes: [any Shape] = [Sq(s: 2), Ci(r: 1), Sq(s: 1)]
            print(shapes.filter { $0 is Sq }.count, shapes.compactMap { ($0 as? Ci)?.r }, shapes.map(\\.area))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "zero as an Int\nzero as a Double\nan integer value of 42\na positive double value of 3.14159\na string value of \"hello\"\nan (x, y) point at 3.0, 5.0\n[1] 1 3 1\n2 [1.0] [4.0, 3.0, 1.0]\n")
    }

    /// An `if` or `switch` alone in a body that returns a value is an expression whose value
    /// is returned (SE-0380): `var meters: Double { switch unit { case "km": v * 1000 ... } }`;
    /// an `if` whose branches `return` stays a statement. Output from `swift` 6.3.1.
    @Test func anIfOrSwitchAloneInABodyIsItsValue() {
        let (printed, errors) = output("""
            func a(_ x: Int) -> Int { if x > 0 { return 1 } else { return -1 } }
            func b(_ x: Int) -> String { if x > 0 { "pos" } else if x < 0 { "neg" } else { "zero" } }
            func c(_ x: Int) -> Int { switch x { case 0: return 10; default: let y = x * 2; return y } }
            func d(_ x: Int) -> String { switch x { case 0: "zero"; default: "other" } }
            struct U { var unit = "km"; var v = 2.0; var meters: Double { switch unit { case "km": v * 1000; default: v } } }
            print(a(3), a(-3), b(0), b(-2), c(0), c(4), d(0), d(1), U().meters)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "1 -1 zero neg 10 8 zero other 2000.0\n")
    }

    /// Generics as The Swift Programming Language's "Generics" writes them (a protocol with an
    /// associated type, a generic function with a `where` clause, a constrained extension of
    /// `Array`), tuples taken apart in closures, `sequence(first:next:)`, string indices,
    /// `merge` with a trailing closure, a counter closure. Output from `swift` 6.3.1.
    @Test func genericsSequencesAndStringIndices() {
        let (printed, errors) = output("""
            protocol Container {
                associatedtype Item
                mutating func append(_ item: Item)
                var count: Int { get }
                subscript(i: Int) -> Item { get }
            }
            struct IntStack: Container {
                var items: [Int] = []
                mutating func push(_ item: Int) { items.append(item) }
                mutating func pop() -> Int { return items.removeLast() }
                mutating func append(_ item: Int) { self.push(item) }
                var count: Int { return items.count }
                subscript(i: Int) -> Int { return items[i] }
            }
            func allItemsMatch<C1: Container, C2: Container>(_ someContainer: C1, _ anotherContainer: C2) -> Bool where C1.Item == C2.Item, C1.Item: Equatable {
                if someContainer.count != anotherContainer.count { return false }
                for i in 0..<someContainer.count { if someContainer[i] != anotherContainer[i] { return false } }
                return true
            }
            var s1 = IntStack(); s1.append(1); s1.append(2)
            var s2 = IntStack(); s2.push(1); s2.push(2)
            print(allItemsMatch(s1, s2), s1.pop(), s1.count)
            extension Array where Element: Equatable { func isTop(_ item: Element) -> Bool { last == item } }
            print([1, 2, 3].isTop(3), ["a"].isTop("b"))
            let pairs = [("a", 1), ("b", 2)]
            print(pairs.map { (name, n) in "\\(name)\\(n)" }, pairs.map { $0.0 }, Dictionary(uniqueKeysWithValues: pairs)["b"]!)
            print(Array(sequence(first: 1) { $0 < 40 ? $0 * 3 : nil }), [3, 1, 2].sorted(by: <), [3, 1, 2].sorted(by: >))
            let word = "Hello"
            print(String(word.reversed()), word.map { String($0) }.joined(separator: "-"), word.first!, word.last!, word.lowercased().filter { "aeiou".contains($0) }.count)
            let idx = word.index(word.startIndex, offsetBy: 2)
            print(word[idx], word[word.startIndex..<idx], word.distance(from: word.startIndex, to: idx))
            var counts: [String: Int] = ["x": 1]
            counts.merge(["x": 2, "y": 3]) { $0 + $1 }
            print(counts.sorted { $0.key < $1.key }.map { "\\($0.key)\\($0.value)" }, counts.values.reduce(0, +), counts.keys.sorted())
            func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }
            func makeCounter() -> () -> Int { var c = 0; return { c += 1; return c } }
            let next = makeCounter(); _ = next(); print(apply({ $0 * 3 }, to: 5), next())
            let nested = [[1, 2], [3], []]
            print(nested.joined().map { $0 * 10 }, nested.map(\\.count), nested.filter { !$0.isEmpty }.count, nested.flatMap { $0 }.reduce(1, *))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "true 2 1\ntrue false\n[\"a1\", \"b2\"] [\"a\", \"b\"] 2\n[1, 3, 9, 27, 81] [1, 2, 3] [3, 2, 1]\nolleH H-e-l-l-o H o 2\nl He 2\n[\"x3\", \"y3\"] 6 [\"x\", \"y\"]\n15 2\n[10, 20, 30] [2, 1, 0] 2 6\n")
    }

    /// Optional chains and tuple elements as places: `b.p?.x += 2`, `n? += 4` on a nil (nothing is
    /// assigned and the right side is not evaluated), `counts[k]?.append`, `t.0 = 7`, `rows[1].0 = 30`;
    /// a compound operator as a function (`reduce(into: 0, +=)`); `preconditionFailure`. The
    /// Swift compiler's `test/Interpreter/optional_lvalues.swift`, `writeback.swift` and
    /// `stdlib/Reduce.swift` stopped on these. Output from `swift` 6.3.1.
    @Test func optionalChainsAndTupleElementsArePlaces() {
        let (printed, errors) = output("""
            struct Point { var x = 0; var y = 0 }
            struct Box { var p: Point? = Point(); var tags: [String: [Int]] = ["a": [1]] }
            var b = Box()
            b.p?.x = 5
            b.p?.x += 2
            b.tags["a"]?.append(2)
            b.tags["z"]?.append(9)
            var n: Int? = 3
            n? += 4
            var m: Int? = nil
            m? += 4
            m? = 1
            var t = (1, "a")
            t.0 = 7
            t.1 += "b"
            var named = (w: 1, h: 2)
            named.w *= 10
            var rows = [(1, 2), (3, 4)]
            rows[1].0 = 30
            print(b.p!.x, b.tags, n!, m as Any, t, named, rows)
            func check(_ x: Int) -> Int {
                guard x > 0 else { preconditionFailure("negative") }
                return x
            }
            print([1, 2, 3].reduce(into: 0, +=), [2, 3].reduce(into: 1, *=), check(2))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "7 [\"a\": [1, 2]] 7 nil (7, \"ab\") (w: 10, h: 2) [(1, 2), (30, 4)]\n6 6 2\n")
    }

    /// The sized integers (Apple, "BinaryInteger"): bounds, `init(truncatingIfNeeded:)`,
    /// `init(clamping:)`, `init(exactly:)`, parsing with a radix; `UnicodeScalar` and
    /// `unicodeScalars`' values. `test/Interpreter/bitvector.swift`, `simple.swift` and
    /// `stdlib/integer_conversions.swift` stopped on these. Output from `swift` 6.3.1.
    @Test func sizedIntegersAndUnicodeScalars() {
        let (printed, errors) = output("""
            let u8: UInt8 = 200
            let i64: Int64 = 1 << 40
            print(u8, i64, Int8(-5), UInt(7), Int32(9) + 1, Int16.max, UInt8.max, Int8.min, UInt32.bitWidth)
            print(UInt8(truncatingIfNeeded: 300), Int8(truncatingIfNeeded: 200), UInt8(clamping: -4), UInt8(exactly: 300) as Any, Int16(-3.9))
            print(UInt8("255")!, UInt8("256") as Any, UInt16("ff", radix: 16)!, Int(u8) + 100)
            let s = UnicodeScalar(65)
            print(s!, Character(UnicodeScalar(66)!), "é!".unicodeScalars.map { $0.value })
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "200 1099511627776 -5 7 10 32767 255 -128 32\n44 -56 0 nil -3\n255 nil 255 300\nA B [233, 33]\n")
    }

    /// Foundation's `CharacterSet` and `Scanner` as apps' hex colour initialisers use them
    /// (`trimmingCharacters(in: CharacterSet.alphanumerics.inverted)`, then
    /// `Scanner(string:).scanHexInt64(&int)` writing its `inout` argument), and the newer
    /// `scanInt()`/`scanCharacters(from:)`. Output from `swift` 6.3.1 with swift-corelibs-foundation.
    @Test func characterSetsAndScanners() {
        let (printed, errors) = output("""
            import Foundation
            func rgb(_ text: String) -> (Int, Int, Int) {
                let hex = text.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                var int: UInt64 = 0
                Scanner(string: hex).scanHexInt64(&int)
                let r, g, b: UInt64
                switch hex.count {
                case 3: (r, g, b) = ((int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                case 6: (r, g, b) = (int >> 16, int >> 8 & 0xFF, int & 0xFF)
                default: (r, g, b) = (0, 0, 0)
                }
                return (Int(r), Int(g), Int(b))
            }
            print(rgb("#FF8800"), rgb("0a0"), rgb("zz"))
            let scanner = Scanner(string: "12 apples")
            print(scanner.scanInt()!, scanner.scanCharacters(from: .letters)!, scanner.isAtEnd, scanner.scanInt() == nil)
            print("a1,b2;c3".components(separatedBy: CharacterSet(charactersIn: ",;")), "  hi\\n".trimmingCharacters(in: .whitespacesAndNewlines))
            print(CharacterSet.decimalDigits.contains("7"), CharacterSet.letters.union(.decimalDigits).contains("x"))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "(255, 136, 0) (0, 170, 0) (0, 0, 0)\n12 apples true true\n[\"a1\", \"b2\", \"c3\"] hi\ntrue true\n")
    }

    /// Variadic parameters (`_ xs: Int...`, before a labelled one with a default, in an `init`,
    /// in a function type) and one type annotation for several names (`var lo, hi: Int`: The
    /// Swift Programming Language, "Variadic Parameters" and "Type Annotations").
    /// `test/Interpreter/tuples.swift`, `slices.swift` and `structs.swift` stopped on these.
    /// Output from `swift` 6.3.1.
    @Test func variadicParametersAndSharedTypeAnnotations() {
        let (printed, errors) = output("""
            func total(_ xs: Int...) -> Int { xs.reduce(0, +) }
            print(total(), total(1), total(1, 2, 3))
            func label(_ name: String, _ parts: Double..., unit: String = "px") -> String { "\\(name): \\(parts.map { "\\($0)\\(unit)" }.joined(separator: " "))" }
            print(label("m", 1, 2.5), label("p", unit: "pt"))
            struct Interval {
                var lo, hi: Int
                init(_ lo: Int, _ hi: Int) { self.lo = lo; self.hi = hi }
            }
            let a = Interval(1, 2)
            print("[\\(a.lo), \\(a.hi)]")
            struct Pair { let x, y: Double }
            print(Pair(x: 1, y: 2))
            struct Menu { var items: [String]; init(_ items: String...) { self.items = items } }
            print(Menu("a", "b").items)
            let f: (Int...) -> Int = total
            print(f(4, 5))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "0 1 6\nm: 1.0px 2.5px p: \n[1, 2]\nPair(x: 1.0, y: 2.0)\n[\"a\", \"b\"]\n9\n")
    }

    /// The code's own function of a standard library name (`func print(_ a: Interval)`, `func
    /// max(_ a: Tone, _ b: Tone)`) is an overload: calls its parameters do not take go to the
    /// library's, decided by the argument's known type or, where that is not known before the
    /// run, by the value; a function local to a function shadows the library's instead.
    /// `test/Interpreter/structs.swift` stopped on this. Output from `swift` 6.3.1.
    @Test func theCodesFunctionOfALibraryNameIsAnOverload() {
        let (printed, errors) = output("""
            struct Interval { var lo, hi: Int }
            enum Tone { case low, high }
            func print(_ a: Interval) {
                print("[\\(a.lo), \\(a.hi)]")
            }
            func max(_ a: Tone, _ b: Tone) -> Tone { a == .high || b == .high ? .high : .low }
            let pair = Interval(lo: 1, hi: 2)
            print(pair)
            print("text")
            print(3)
            var values = [pair, Interval(lo: -1, hi: 0)]
            print(values[1])
            print(values.count)
            print(max(Tone.low, .high), max(2, 7))
            print(Int64.min, Int8(truncatingIfNeeded: Int64.min + 1))
            func describe() {
                func print(_ t: Tone) { Swift.print("tone", t) }
                print(Tone.low)
                Swift.print("plain")
            }
            describe()
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[1, 2]\ntext\n3\n[-1, 0]\n2\nhigh 7\n-9223372036854775808 1\ntone low\nplain\n")
    }

    /// An app's everyday model code (a `CaseIterable`, `Comparable` enum with raw values, a
    /// `CustomStringConvertible` struct, `Dictionary(grouping:by:)`, `reduce(into:)` with a
    /// default subscript, `zip` with a one-sided range, string and set chores). Output from `swift` 6.3.1.
    @Test func anAppsEverydayModelCode() {
        let (printed, errors) = output("""
            import Foundation
            enum Category: String, CaseIterable, Identifiable, Comparable {
                case food, travel, rent = "Rent & Bills"
                var id: String { rawValue }
                var icon: String {
                    switch self {
                    case .food: return "fork.knife"
                    case .travel: return "airplane"
                    case .rent: return "house"
                    }
                }
                static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }
            }
            struct Expense: Identifiable, Hashable, CustomStringConvertible {
                let id: Int
                var name: String
                var amount: Double
                var category: Category
                var description: String { "\\(name) (\\(category.rawValue)): \\(String(format: "%.2f", amount))" }
            }
            let expenses = [
                Expense(id: 1, name: "Lunch", amount: 12.5, category: .food),
                Expense(id: 2, name: "Train", amount: 40, category: .travel),
                Expense(id: 3, name: "Dinner", amount: 30.25, category: .food),
                Expense(id: 4, name: "Flat", amount: 900, category: .rent),
            ]
            let byCategory = Dictionary(grouping: expenses, by: \\.category)
            for category in Category.allCases.sorted() {
                let total = byCategory[category, default: []].reduce(0) { $0 + $1.amount }
                print(category.rawValue, category.icon, total)
            }
            print(expenses.sorted { $0.amount > $1.amount }.map(\\.name))
            print(expenses.max(by: { $0.amount < $1.amount })!.name, expenses.min { $0.amount < $1.amount }!)
            print(expenses.first(where: { $0.category == .travel })?.name ?? "none", expenses.firstIndex { $0.amount > 100 } ?? -1)
            print(Set(expenses.map(\\.category)).count, expenses.contains { $0.name.hasPrefix("Din") })
            print(Category(rawValue: "Rent & Bills") == .rent, Category(rawValue: "x") == nil, Category.allCases.map(\\.id))
            let totals = expenses.reduce(into: [Category: Double]()) { $0[$1.category, default: 0] += $1.amount }
            print(totals.keys.sorted().map { "\\($0.rawValue)=\\(totals[$0]!)" }.joined(separator: ", "))
            print("\\(expenses[0])")
            let names = expenses.map { $0.name.lowercased() }.filter { $0.count > 4 }
            print(names, names.joined(separator: "+").uppercased())
            let words = "the quick brown fox".split(separator: " ").map(String.init)
            print(words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
            print(zip(words, 1...).map { "\\($1):\\($0)" }, Array(words.enumerated()).last!.offset)
            print(stride(from: 10, to: 0, by: -3).map { $0 }, (1...5).filter { $0 % 2 == 1 }.map { $0 * $0 })
            var seen = Set<String>()
            let unique = ["a", "b", "a", "c", "b"].filter { seen.insert($0).inserted }
            print(unique, seen.sorted())
            let nested: [String: [Int]] = ["x": [3, 1], "y": [2]]
            print(nested.mapValues { $0.sorted() }.sorted { $0.key < $1.key }.map { "\\($0.key)\\($0.value)" }, nested.values.flatMap { $0 }.sorted())
            print(expenses.compactMap { $0.amount > 20 ? $0.id : nil }, Double(expenses.map(\\.amount).reduce(0, +)) / Double(expenses.count))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "Rent & Bills house 900.0\nfood fork.knife 42.75\ntravel airplane 40.0\n[\"Flat\", \"Train\", \"Dinner\", \"Lunch\"]\nFlat Lunch (food): 12.50\nTrain 3\n3 true\ntrue true [\"food\", \"travel\", \"Rent & Bills\"]\nRent & Bills=900.0, food=42.75, travel=40.0\nLunch (food): 12.50\n[\"lunch\", \"train\", \"dinner\"] LUNCH+TRAIN+DINNER\nThe Quick Brown Fox\n[\"1:the\", \"2:quick\", \"3:brown\", \"4:fox\"] 3\n[10, 7, 4, 1] [1, 9, 25]\n[\"a\", \"b\", \"c\"] [\"a\", \"b\", \"c\"]\n[\"x[1, 3]\", \"y[2]\"] [1, 2, 3]\n[2, 3, 4] 245.6875\n")
    }

    /// Errors (`LocalizedError`'s `errorDescription` as `localizedDescription`, `catch let ... as`),
    /// an `indirect enum`, a protocol requirement with a default in an extension dispatched to the
    /// conforming type's own, generics, nested arrays, `prefix` with a trailing closure, closures in
    /// a labelled tuple (`c.increment()`), `defer`, a generic stack. Output from `swift` 6.3.1.
    @Test func errorsProtocolsAndClosuresAsAppsWriteThem() {
        let (printed, errors) = output("""
            import Foundation
            enum ValidationError: Error, LocalizedError {
                case empty, tooLong(max: Int)
                var errorDescription: String? {
                    switch self {
                    case .empty: return "Empty"
                    case .tooLong(let max): return "Longer than \\(max)"
                    }
                }
            }
            func validate(_ name: String) throws -> String {
                guard !name.isEmpty else { throw ValidationError.empty }
                guard name.count <= 5 else { throw ValidationError.tooLong(max: 5) }
                return name.capitalized
            }
            for candidate in ["", "bob", "alexander"] {
                do {
                    print(try validate(candidate))
                } catch let error as ValidationError {
                    print("invalid:", error.localizedDescription)
                } catch {
                    print("other")
                }
            }
            let results: [Result<Int, ValidationError>] = [.success(3), .failure(.empty)]
            for result in results {
                switch result {
                case .success(let value) where value > 2: print("big", value)
                case .success(let value): print("small", value)
                case .failure(let error): print("failed", error)
                }
            }
            print((try? validate("")) ?? "fallback", (try? validate("amy")) ?? "")
            indirect enum Expr {
                case number(Int)
                case add(Expr, Expr)
                case multiply(Expr, Expr)
                func evaluate() -> Int {
                    switch self {
                    case .number(let n): return n
                    case let .add(a, b): return a.evaluate() + b.evaluate()
                    case let .multiply(a, b): return a.evaluate() * b.evaluate()
                    }
                }
            }
            print(Expr.add(.number(2), .multiply(.number(3), .number(4))).evaluate())
            protocol Shape { var area: Double { get }; var name: String { get } }
            extension Shape { var name: String { "shape" }; func describe() -> String { "\\(name) \\(String(format: "%.1f", area))" } }
            struct Square: Shape { var side: Double; var area: Double { side * side }; var name: String { "square" } }
            struct Circle: Shape { var radius: Double; var area: Double { .pi * radius * radius } }
            let shapes: [any Shape] = [Square(side: 2), Circle(radius: 1)]
            print(shapes.map { $0.describe() }, shapes.map(\\.area).max()!)
            func largest<T: Comparable>(_ items: [T]) -> T? { items.max() }
            print(largest([3, 9, 2]) ?? 0, largest(["b", "a"]) ?? "", largest([Double]()) == nil)
            var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
            grid[1][2] = 5
            grid[0].swapAt(0, 2)
            print(grid, grid.flatMap { $0 }.reduce(0, +), grid.map { Array($0.reversed()) })
            var list = [5, 3, 8, 1, 9, 2]
            list.removeAll { $0 > 7 }
            list.insert(7, at: 1)
            list.append(contentsOf: [4, 6])
            print(list, list.dropLast(2), list.suffix(3), list.prefix { $0 != 8 }, list.allSatisfy { $0 > 0 })
            print(list.sorted().reversed().map { $0 }, list.enumerated().filter { $0.offset % 2 == 0 }.map(\\.element))
            let ages = ["ann": 31, "bo": 17, "cy": 45]
            print(ages.filter { $0.value >= 18 }.keys.sorted(), ages.compactMapValues { $0 > 20 ? $0 * 2 : nil }.sorted { $0.key < $1.key }.map(\\.value))
            for (name, age) in ages.sorted(by: { $0.value < $1.value }) where age > 20 { print(name, age) }
            if case .tooLong(let max) = ValidationError.tooLong(max: 9) { print("max", max) }
            let value: Int? = 4
            print(value.map { $0 * 2 } ?? 0, value.flatMap { $0 > 3 ? "yes" : nil } ?? "no")
            print(10.0.truncatingRemainder(dividingBy: 3), 12.isMultiple(of: 4), pow(2.0, 10.0), (2.5).rounded(.up), abs(-7), Double.pi.rounded(.down))
            func counter() -> (increment: () -> Int, reset: () -> Void) {
                var count = 0
                return ({ count += 1; return count }, { count = 0 })
            }
            let c = counter()
            _ = c.increment(); _ = c.increment()
            print(c.increment()); c.reset(); print(c.increment())
            func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
            print((0..<10).map(fib))
            var log: [String] = []
            func work() { defer { log.append("done") }; log.append("start") }
            work(); print(log)
            struct Stack<Element> {
                private var items: [Element] = []
                mutating func push(_ item: Element) { items.append(item) }
                mutating func pop() -> Element? { items.popLast() }
                var top: Element? { items.last }
                var isEmpty: Bool { items.isEmpty }
            }
            var stack = Stack<String>()
            stack.push("a"); stack.push("b")
            print(stack.pop() ?? "", stack.top ?? "", stack.isEmpty)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "invalid: Empty\nBob\ninvalid: Longer than 5\nbig 3\nfailed empty\nfallback Amy\n14\n[\"square 4.0\", \"shape 3.1\"] 4.0\n9 b true\n[[0, 0, 0], [0, 0, 5]] 5 [[0, 0, 0], [5, 0, 0]]\n[5, 7, 3, 1, 2, 4, 6] [5, 7, 3, 1, 2] [2, 4, 6] [5, 7, 3, 1, 2, 4, 6] true\n[7, 6, 5, 4, 3, 2, 1] [5, 3, 2, 6]\n[\"ann\", \"cy\"] [62, 90]\nann 31\ncy 45\nmax 9\n8 yes\n1.0 true 1024.0 3.0 7 3.0\n3\n1\n[0, 1, 1, 2, 3, 5, 8, 13, 21, 34]\n[\"start\", \"done\"]\nb a false\n")
    }

    /// `Result` (Apple, "Result"), written in Swift as the evaluator's standard library: its cases
    /// in patterns (`case .success(let v) where`, `.failure(.offline)`), `get()`, `map`,
    /// `flatMap`, `mapError`, `init(catching:)`. Output from `swift` 6.3.1.
    @Test func resultIsTheStandardLibrarysEnum() {
        let (printed, errors) = output("""
            enum LoadError: Error { case offline, notFound(String) }
            func load(_ name: String) -> Result<Int, LoadError> {
                name.isEmpty ? .failure(.notFound(name)) : (name == "x" ? .failure(.offline) : .success(name.count))
            }
            let r: Result<Int, LoadError> = .success(3)
            if case .success(let v) = r { print("ok", v) }
            print((try? load("four").get()) ?? -1, (try? load("x").get()) ?? -1, load("ab").map { $0 * 10 })
            for name in ["abc", "x", ""] {
                switch load(name) {
                case .success(let count) where count > 2: print("long", count)
                case .success(let count): print("short", count)
                case .failure(.offline): print("offline")
                case .failure(let error): print("failed", error)
                }
            }
            let caught = Result { try load("").get() }
            if case .failure(let error) = caught { print("caught", error) }
            print(load("zz").flatMap { $0 > 1 ? .success($0 * 2) : .failure(.offline) }, Result<Int, LoadError>.success(1).mapError { _ in LoadError.offline })
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "ok 3\n4 -1 success(20)\nlong 3\noffline\nfailed notFound(\"\")\ncaught notFound(\"\")\nsuccess(4) success(1)\n")
    }

    /// String literals' escapes as Swift reads them: `\\u{2603}`, a raw value's escapes, a
    /// multi-line string's line continuation, raw strings whose escapes need their delimiter's
    /// `#`s (`#"\\n"#` is two characters). `test/Interpreter/simple.swift` printed `u{2603}`.
    /// Output from `swift` 6.3.1.
    @Test func stringEscapesAndRawStrings() {
        // A raw literal holds the program as written, its escapes and multi-line strings included.
        let (printed, errors) = output(###"""
            enum Symbol: String { case snow = "\u{2603}", tab = "a\tb" }
            print(Symbol.snow.rawValue, Symbol(rawValue: "☃") == .snow, Symbol.tab.rawValue.count)
            print("Hello \u{2603}", "tab\there", "quote \"x\"", "back\\slash", "nul?\0end".count, "\u{1F600}".count)
            let multi = """
                Line one \
                continued
                  indented \u{41}
                """
            print(multi)
            print(#"raw \n \(1)"#, #"raw \#(1 + 1)"#, ##"two \#n \##t|"##)
            """###)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "☃ true 3\nHello ☃ tab\there quote \"x\" back\\slash 8 1\nLine one continued\n  indented A\nraw \\n \\(1) raw 2 two \\#n \t|\n")
    }

    /// Type aliases (The Swift Programming Language, "Type Alias Declaration"): of a struct
    /// (`Row(name:amount:)` makes an `Expense`), of a labelled tuple (a parameter of that type
    /// takes `(1, 4)` with the labels), of a function type, an alias of an alias declared after
    /// its use, one nested in a type. `test/Interpreter/tuples.swift` stopped on this. Output
    /// from `swift` 6.3.1.
    @Test func typeAliases() {
        let (printed, errors) = output("""
            struct Expense { var name: String; var amount: Double }
            typealias Row = Expense
            typealias Pair = (lo: Int, hi: Int)
            typealias Handler = (Int) -> String
            let row = Row(name: "a", amount: 2)
            let rows: [Row] = [row, Row(name: "b", amount: 3)]
            func span(_ p: Pair) -> Int { p.hi - p.lo }
            let h: Handler = { "#\\($0)" }
            print(row.name, rows.map(\\.amount), span((lo: 2, hi: 9)), span((1, 4)), h(3))
            func widen(_ p: Pair) -> Pair { (p.lo - 1, p.hi + 1) }
            print(widen((lo: 0, hi: 1)).hi)
            typealias Amount = Money
            typealias Money = Double
            struct Wallet {
                typealias Entry = (label: String, value: Amount)
                var entries: [Entry] = []
                mutating func add(_ label: String, _ value: Amount) { entries.append((label, value)) }
                var total: Amount { entries.reduce(0) { $0 + $1.value } }
            }
            var wallet = Wallet()
            wallet.add("a", 2)
            wallet.add("b", 3)
            print(wallet.total, wallet.entries.map(\\.label))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "a [2.0, 3.0] 7 3 #3\n2\n5.0 [\"a\", \"b\"]\n")
    }

    /// Control flow and value types as apps write them: a `Comparable`, `Hashable` struct in a
    /// `Set` and as a dictionary key, enums with associated values compared, `CaseIterable` raw
    /// values, `private(set)` with `didSet`, `if let name`, `for case let x?`, `while let`,
    /// `repeat`, labelled `break`, tuple patterns with ranges and `where`, `inout` arrays,
    /// `split(whereSeparator:)`, `lazy` chains. Output from `swift` 6.3.1.
    @Test func valueTypesAndControlFlowAsAppsWriteThem() {
        let (printed, errors) = output("""
            struct Point: Hashable, Comparable {
                var x: Int, y: Int
                static func < (a: Point, b: Point) -> Bool { (a.x, a.y) < (b.x, b.y) }
            }
            enum Move: Equatable { case step(Int), turn(left: Bool), stop }
            enum Level: Int, CaseIterable { case low = 1, mid, high }
            struct Counter {
                private(set) var count = 0 { didSet { history.append(oldValue) } }
                var history: [Int] = []
                static var made = 0
                init() { Counter.made += 1 }
                mutating func bump(by amount: Int = 1) { count += amount }
            }
            let points: Set<Point> = [Point(x: 2, y: 1), Point(x: 1, y: 5), Point(x: 2, y: 1)]
            print(points.count, points.sorted().map { "\\($0.x),\\($0.y)" }, points.min()!, [Point(x: 0, y: 0): "origin"][Point(x: 0, y: 0)]!)
            print(Move.step(3) == .step(3), Move.turn(left: true) != .turn(left: false), [Move.stop, .step(1)].contains(.stop))
            print(Level.allCases.count, Level.mid.rawValue, Level(rawValue: 3) == .high, Level.allCases.map { $0.rawValue * 10 })
            var c = Counter(); c.bump(); c.bump(by: 5); _ = Counter()
            print(c.count, c.history, Counter.made)
            let name: String? = "Ada"
            if let name { print("hello", name) }
            guard let first = [3, 4].first else { fatalError() }
            print(first)
            let optionals: [Int?] = [1, nil, 3]
            for case let value? in optionals { print("value", value) }
            var queue = [1, 2, 3]
            while let next = queue.popLast() { print("pop", next) }
            var n = 0
            repeat { n += 3 } while n < 10
            print(n)
            outer: for i in 1...3 {
                for j in 1...3 {
                    if i * j == 4 { print("found", i, j); break outer }
                }
            }
            func classify(_ p: (Int, Int)) -> String {
                switch p {
                case (0, 0): return "origin"
                case (0..<10, 0..<10): return "near"
                case let (x, y) where x == y: return "diagonal"
                case (_, let y) where y < 0: return "below"
                default: return "far"
                }
            }
            print([(0, 0), (3, 4), (20, 20), (50, -1), (40, 2)].map(classify))
            func double(_ values: inout [Int]) { for i in values.indices { values[i] *= 2 } }
            var list = [1, 2, 3]; double(&list); print(list)
            let text = "a1b22c333"
            print(text.split(whereSeparator: { $0.isLetter }).map(String.init), text.firstIndex(of: "b").map { text.distance(from: text.startIndex, to: $0) } ?? -1)
            print(text.filter(\\.isNumber).count, text.contains(where: { $0 == "c" }), Array(text.enumerated().filter { $0.element.isLetter }.map(\\.offset)))
            let lazyEvens = (1...20).lazy.filter { $0 % 2 == 0 }.prefix(3)
            print(Array(lazyEvens))
            let pairs = [("a", 2), ("b", 1)].sorted { $0.1 < $1.1 }
            let (label, count) = pairs[0]
            print(label, count, pairs.map { "\\($0.0)=\\($0.1)" }.joined(separator: "&"))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "2 [\"1,5\", \"2,1\"] Point(x: 1, y: 5) origin\ntrue true true\n3 2 true [10, 20, 30]\n6 [0, 1] 2\nhello Ada\n3\nvalue 1\nvalue 3\npop 3\npop 2\npop 1\n12\nfound 2 2\n[\"origin\", \"near\", \"diagonal\", \"below\", \"far\"]\n[2, 4, 6]\n[\"1\", \"22\", \"333\"] 2\n6 true [0, 2, 5]\n[2, 4, 6]\nb 1 b=1&a=2\n")
    }

    /// What a list's `onDelete` and `onMove` handlers call: SwiftUI's `remove(atOffsets:)` and
    /// `move(fromOffsets:toOffset:)` with Foundation's `IndexSet`. The expected text is Apple's
    /// own example in "move(fromOffsets:toOffset:)" (SwiftUI is not on this machine to run it).
    @Test func listEditingWithIndexSets() {
        let (printed, errors) = output("""
            var letters = Array("ABcDefgHIJKlmNO")
            let lowercaseOffsets = IndexSet(letters.indices.filter { letters[$0].isLowercase })
            letters.move(fromOffsets: lowercaseOffsets, toOffset: 2)
            print(String(letters))
            letters = Array("ABcDefgHIJKlmNO")
            letters.move(fromOffsets: lowercaseOffsets, toOffset: 15)
            print(String(letters))
            var rows = ["a", "b", "c", "d", "e"]
            rows.remove(atOffsets: IndexSet([1, 3]))
            print(rows)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "ABcefglmDHIJKNO\nABDHIJKNOcefglm\n[\"a\", \"c\", \"e\"]\n")
    }

    /// An app's list chores: `IndexSet`, `sort`, `append(contentsOf:)`, `firstIndex(of:)`,
    /// `lastIndex(where:)`, parsing numbers and `Bool("true")`, case-insensitive sorting and
    /// search, grouping. Output from `swift` 6.3.1.
    @Test func listChoresAsAppsWriteThem() {
        let (printed, errors) = output("""
            import Foundation
            var items = ["a", "b", "c", "d", "e"]
            print(items)
            print(items)
            let offsets = IndexSet([0, 2])
            print(items, offsets.count, offsets.contains(2), Array(offsets))
            var scores = [3, 1, 2]
            scores.sort()
            scores.append(contentsOf: [9, 8].sorted())
            print(scores, scores.firstIndex(of: 9) ?? -1, scores.lastIndex(where: { $0 < 3 }) ?? -1)
            let text = " 42 "
            print(Int(text.trimmingCharacters(in: .whitespaces)) ?? 0, Double("3.5") ?? 0, Int("x") == nil, Bool("true") ?? false)
            let words = ["banana", "Apple", "cherry"]
            print(words.sorted(), words.sorted { $0.lowercased() < $1.lowercased() }, words.map { $0.prefix(2) }.joined())
            print(words.filter { $0.localizedCaseInsensitiveContains("AN") }, words.max(by: { $0.count < $1.count })!)
            let grouped = Dictionary(grouping: words, by: { $0.count })
            print(grouped.keys.sorted(), grouped[6]?.sorted() ?? [])
            var stack: [Int] = []
            stack += [1, 2]
            stack.insert(0, at: 0)
            print(stack, stack.reversed().map { $0 * 2 }, stack.indices.map { $0 }, stack.isEmpty)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[\"a\", \"b\", \"c\", \"d\", \"e\"]\n[\"a\", \"b\", \"c\", \"d\", \"e\"]\n[\"a\", \"b\", \"c\", \"d\", \"e\"] 2 true [0, 2]\n[1, 2, 3, 8, 9] 4 1\n42 3.5 true true\n[\"Apple\", \"banana\", \"cherry\"] [\"Apple\", \"banana\", \"cherry\"] baApch\n[\"banana\"] banana\n[5, 6] [\"banana\", \"cherry\"]\n[0, 1, 2] [4, 2, 0] [0, 1, 2] false\n")
    }

    /// A closure written where a function type is declared takes its parameters' types from
    /// it (`let scale: (Double) -> Double = { $0 / 2 }` halves 9 to 4.5, not 4), in a `let`,
    /// a parameter, a dictionary of handlers. Output from `swift` 6.3.1.
    @Test func closuresTakeTheirDeclaredFunctionType() {
        let (printed, errors) = output("""
            let scale: (Double) -> Double = { $0 / 2 }
            print(scale(9))
            func f() { let half: (Double) -> Double = { x in x / 2 }; print(half(9)) }
            f()
            func apply(_ transform: (Double) -> Double, to value: Int) -> Double { transform(Double(value)) }
            print(apply({ $0 / 4 }, to: 9))
            let ratio: (Int, Int) -> Double = { Double($0) / Double($1) }
            let describe: (_ name: String, _ count: Int) -> String = { name, count in "\\(name)×\\(count)" }
            print(ratio(1, 4), describe("cat", 2))
            var handlers: [String: (Double) -> Double] = [:]
            handlers["third"] = { $0 / 3 }
            print(handlers["third"]!(9))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "4.5\n4.5\n2.25\n0.25 cat×2\n3.0\n")
    }

    /// Operators of the code's own whose operand is a generic parameter or a protocol
    /// (`prefix func !!<T: Truthy>(value: T)`, `func <~> (left: Truthy, right: Truthy)`) take
    /// any operand, as Swift's overload resolution lets them. `test/Interpreter/bool_as_generic.swift`
    /// stopped on this. Output from `swift` 6.3.1.
    @Test func operatorsOverGenericsAndProtocols() {
        let (printed, errors) = output("""
            prefix operator !!
            infix operator <~>: AdditionPrecedence
            protocol Truthy { var isTrue: Bool { get } }
            extension Bool: Truthy { var isTrue: Bool { self } }
            extension Int: Truthy { var isTrue: Bool { self != 0 } }
            prefix func !!<T: Truthy>(value: T) -> Bool { value.isTrue }
            func <~> (left: Truthy, right: Truthy) -> Bool { left.isTrue == right.isTrue }
            print(!!true, !!0, !!7, true <~> 3, false <~> 3)
            func largest<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
            print(largest(3, 9), largest("b", "a"))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "true false true true false\n9 b\n")
    }

    /// Static subscripts (SE-0254), read and written through the type (`Registry[1] = "B"`,
    /// `Registry[2] += "!"`). `test/Interpreter/subscripting.swift` stopped on them. Output from
    /// `swift` 6.3.1.
    @Test func staticSubscripts() {
        let (printed, errors) = output("""
            enum Squares {
                static subscript(n: Int) -> Int { n * n }
            }
            struct Registry {
                static var names = ["a", "b", "c"]
                static subscript(index: Int) -> String {
                    get { names[index] }
                    set { names[index] = newValue }
                }
            }
            print(Squares[4], Squares[5] == 25, Registry[1])
            Registry[1] = "B"
            Registry[2] += "!"
            print(Registry.names)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "16 true b\n[\"a\", \"B\", \"c!\"]\n")
    }

    /// An optional printed or interpolated where its type is known writes as Swift writes it
    /// (`Optional(30)`, `Optional("Ada")`, `nil`): declared optionals, a dictionary's value,
    /// an optional property, `first`, `max()`, `firstIndex(of:)`. Where the evaluator does not
    /// know the type (a top-level `let` without one), the value is written bare, as before.
    /// Output from `swift` 6.3.1.
    @Test func optionalsPrintAsSwiftPrintsThem() {
        let (printed, errors) = output("""
            let age: Int? = 30
            let missing: String? = nil
            let name: String? = "Ada"
            print(age as Any)
            print("age \\(age), name \\(name), missing \\(missing)")
            print(age, name)
            var ages: [String: Int] = ["a": 1]
            print(ages["a"], ages["b"])
            print("\\(ages["a"]!) \\(ages["b"] ?? 0)")
            struct User { var nick: String?; var friends: [String] = [] }
            func show(_ user: User, _ counts: [Int]) {
                print(user.nick, user.friends.first, user.nick ?? "-", user.nick!)
                if let nick = user.nick { print("hi \\(nick)") }
                print(counts.first, counts.max(), counts.firstIndex(of: 4))
            }
            show(User(nick: "ada"), [3, 4])
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "Optional(30)\nage Optional(30), name Optional(\"Ada\"), missing nil\nOptional(30) Optional(\"Ada\")\nOptional(1) nil\n1 0\nOptional(\"ada\") nil ada ada\nhi ada\nOptional(3) Optional(4) Optional(1)\n")
    }

    /// Operators over an aliased tuple type: `<+>` takes tuples, `<+>=` writes its `inout`
    /// left operand back, a `print` of the alias is an overload beside Swift's, and a tuple
    /// with the labels in another order is reordered by label. `test/Interpreter/tuples.swift`
    /// stopped on these. Output from `swift` 6.3.1.
    @Test func operatorsOverAliasedTuples() {
        let (printed, errors) = output("""
            typealias Range2 = (lo: Int, hi: Int)
            infix operator <+>: AdditionPrecedence
            infix operator <+>=: AssignmentPrecedence
            func <+> (a: Range2, b: Range2) -> Range2 { (a.lo + b.lo, a.hi + b.hi) }
            func <+>= (a: inout Range2, b: Range2) { a.lo += b.lo; a.hi += b.hi }
            func print(_ r: Range2) { print("[\\(r.lo)...\\(r.hi)]") }
            print((1, 2) <+> (3, 4))
            var span: Range2 = (1, 2)
            span <+>= (10, 20)
            print(span)
            let flipped: Range2 = (hi: 9, lo: 3)
            print(flipped.lo, flipped.hi)
            print("plain", 5)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[4...6]\n[11...22]\n3 9\nplain 5\n")
    }

    /// Operators an extension adds to a built-in type (`extension Int { static func %% }`,
    /// `extension CGSize { static func * }`, `extension String { static func * }`) are found
    /// beside Swift's own, by the checker before anything runs and by the machine, in a
    /// method as at file scope (a `Layout`'s `size * factor` was "cannot be applied to
    /// operands of type CGSize and CGFloat"). Output from `swift` 6.3.1.
    @Test func operatorsAnExtensionAddsToABuiltInType() {
        let (printed, errors) = output("""
            extension Int {
                static func %% (a: Int, b: Int) -> Int { ((a % b) + b) % b }
            }
            infix operator %%: MultiplicationPrecedence
            extension CGSize {
                static func * (size: CGSize, k: CGFloat) -> CGSize { CGSize(width: size.width * k, height: size.height * k) }
            }
            extension String {
                static func * (text: String, times: Int) -> String { String(repeating: text, count: times) }
            }
            struct Scale {
                var factor: CGFloat = 2
                func apply(_ size: CGSize) -> CGSize { size * factor }
            }
            let doubled = Scale().apply(CGSize(width: 1, height: 2.5))
            print(doubled.width, doubled.height)
            print((-3) %% 5, 7 %% 5)
            print("ab" * 3, 2 * 3, 1.5 * 2)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "2.0 5.0\n2 2\nababab 6 3.0\n")
    }

    /// Of overloads the labels leave, `nil` goes to an optional parameter only and an integer
    /// literal to an `Int` one before a floating-point one, never to a string's (Swift's
    /// literal protocols): `Tag(nil)` took the first declared, `init(_ n: Int)`, and printed
    /// "int nil", and `Avatar(nil, size:)` its `Photo` init. An `init` calling
    /// `self.init(Photo(url: url), ...)` reaches the `Photo` one. Output from `swift` 6.3.1.
    @Test func nilAndIntegerLiteralsChooseAnOverloadByType() {
        let (printed, errors) = output("""
            struct Photo { var url: URL? }
            struct Avatar {
                let photo: Photo
                let size: Double
                init(_ url: URL?, size: Double) { self.init(Photo(url: url), size: size) }
                init(_ photo: Photo, size: Double) { self.photo = photo; self.size = size }
            }
            struct Tag {
                var text: String
                init(_ n: Int) { text = "int \\(n)" }
                init(_ s: String?) { text = "optional \\(s ?? "nil")" }
            }
            let a = Avatar(nil, size: 24)
            print(a.photo.url == nil, a.size)
            print(Avatar(Photo(url: nil), size: 2).size)
            print(Tag(nil).text, Tag(3).text, Tag("x").text)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "true 24.0\n2.0\noptional nil int 3 optional x\n")
    }

    /// `append` through a `let` is refused for a value (Swift: "cannot use mutating member on
    /// immutable value") but is an object's method on a class instance: `log.append(text)` of
    /// a `final class Log` stopped set AL's Campus page, in code the view never ran. A value
    /// whose type is known only when it runs is refused then. Output from `swift` 6.3.1.
    @Test func appendThroughALetIsAnObjectsMethodOrAValuesError() {
        let (printed, errors) = output("""
            final class Log {
                var lines: [String] = []
                func append(_ line: String) { lines.append(line) }
            }
            let log = Log()
            log.append("a")
            log.append("b")
            print(log.lines)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[\"a\", \"b\"]\n")
        for code in ["let xs: [Int] = [1]\nxs.append(2)", "let xs = [1]\nxs.append(2)"] {
            let (_, refused) = output(code)
            #expect(refused.map(\.message) == ["`append` changes its value, so it needs a `var`"], "\(code)")
        }
    }

    /// `URL` is Foundation's value in Swift code: `URL(string:)` (optional), its parts, the
    /// URLs made from it, `==`, hashing and printing as its absolute string (it was "unknown
    /// function `URL`", and a stand-in on a page). Output from `swift` 6.3.1.
    @Test func urlsAreFoundationsValue() {
        let (printed, errors) = output("""
            let u = URL(string: "https://example.com/docs/ada.png?x=1")!
            print(u.absoluteString)
            print(u.lastPathComponent, u.pathExtension, u.host ?? "-", u.scheme ?? "-", u.path, u.query ?? "-")
            let v = u.deletingLastPathComponent().appendingPathComponent("b.txt")
            print(v)
            print(u == URL(string: "https://example.com/docs/ada.png?x=1"), u == v, Set([u, u, v]).count)
            print(u.pathComponents, URL(string: "https://example.com/a/b.tar.gz")!.deletingPathExtension().lastPathComponent)
            // `standardized` and `standardizedFileURL` (set BQ's DynamicNotch: "URL has no member").
            print(URL(string: "file:///tmp/notes/../report.pdf")!.standardizedFileURL.path, URL(string: "https://e.com/a/./b/../c")!.standardized)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == """
            https://example.com/docs/ada.png?x=1
            ada.png png example.com https /docs/ada.png x=1
            https://example.com/docs/b.txt?x=1
            true false 2
            ["/", "docs", "ada.png"] b.tar
            /tmp/report.pdf https://e.com/a/c

            """)
    }

    /// A protocol extension's initialiser is every conforming type's, and its `self.init(...)`
    /// and `Self(...)` are the conforming type's own, chosen when it runs (`Flags` below); it
    /// was "`Flags` takes no `rawValue:` here". Output from `swift` 6.3.1.
    @Test func protocolExtensionInitialisersAndSelfAreTheConformers() {
        let (printed, errors) = output("""
            protocol Flags {
                var rawValue: Int { get }
                init(rawValue: Int)
            }
            extension Flags {
                init() { self.init(rawValue: 0) }
                init(_ members: [Self]) {
                    var raw = 0
                    for member in members { raw |= member.rawValue }
                    self.init(rawValue: raw)
                }
                func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
            }
            struct Toppings: Flags {
                var rawValue: Int
                init(rawValue: Int) { self.rawValue = rawValue }
                static let cheese = Toppings(rawValue: 1)
                static let basil = Toppings(rawValue: 4)
                static let classic = Toppings([.cheese, .basil])
            }
            print(Toppings.classic.rawValue, Toppings().rawValue, Toppings.cheese.union(.basil).rawValue)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "5 0 5\n")
    }

    /// `OptionSet` (the standard library's, written in Swift here): a type declaring `rawValue`
    /// and its options gets `init()`, `init(_:)`, `init(arrayLiteral:)`, array literals where
    /// the type goes (a `let`, a parameter), `contains`, `insert`,
    /// `remove`, `union` and the rest, with a memberwise `init(rawValue:)` too; it was "no
    /// `Toppings.init` takes the arguments (_:)" (revolt). Output from `swift` 6.3.1.
    @Test func optionSets() {
        let (printed, errors) = output("""
            struct Days: OptionSet {
                let rawValue: Int
                static let monday = Days(rawValue: 1)
                static let tuesday = Days(rawValue: 2)
                static let weekend: Days = [.saturday, .sunday]
                static let saturday = Days(rawValue: 32)
                static let sunday = Days(rawValue: 64)
            }
            var d: Days = [.monday]
            d.insert(.tuesday)
            print(d.rawValue, Days.weekend.rawValue, d.contains(.monday), Days().isEmpty, d == [.monday, .tuesday])
            let removed = d.remove(.monday)
            print(d.rawValue, removed?.rawValue ?? -1, d.isDisjoint(with: .weekend), d.union(.weekend).isSuperset(of: .weekend))
            func raw(_ days: Days) -> Int { days.rawValue }
            func count(_ numbers: Set<Int>) -> Int { numbers.count }
            print(Days(arrayLiteral: .monday, .sunday).rawValue, Days(arrayLiteral: [.monday, .tuesday]).rawValue, raw([.tuesday, .saturday]), count([1, 1, 2]))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "3 96 true true true\n2 1 true true\n65 3 34 2\n")
    }

    /// Types the code names in lowercase (`enum loadError: Error`, `struct point`) are types
    /// still: their cases and statics are read through them, and a `catch .status(let s, _) as
    /// loadError where ...` matches. `test/Interpreter/wildcard_dispatch_on_catch.swift`
    /// stopped on this. Output from `swift` 6.3.1.
    @Test func lowercaseTypeNames() {
        let (printed, errors) = output("""
            enum loadError: Error { case offline, status(Int, String) }
            struct point { var x = 0, y = 0; static let origin = point() }
            func fetch(_ code: Int) throws -> String {
                if code == 0 { throw loadError.offline }
                if code >= 400 { throw loadError.status(code, "bad") }
                return "ok \\(code)"
            }
            for code in [200, 404, 0] {
                do {
                    print(try fetch(code))
                } catch .status(let status, _) as loadError where status == 404 {
                    print("missing")
                } catch {
                    print("other \\(error)")
                }
            }
            print(point.origin.x, point(x: 2).x)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "ok 200\nmissing\nother offline\n0 2\n")
    }

    /// `@autoclosure` parameters (The Swift Programming Language, "Autoclosures"): the argument
    /// is wrapped where it is written and runs only when the function calls it (`calls` counts),
    /// defaults included, in a top-level function and a method; and the right operand of a
    /// declared operator (`test/Interpreter/bool_as_generic.swift`'s `&&&` stopped on this).
    /// Output from `swift` 6.3.1.
    @Test func autoclosureArgumentsRunWhenCalled() {
        let (printed, errors) = output("""
            var calls = 0
            func expensive() -> String { calls += 1; return "computed \\(calls)" }
            func log(_ message: @autoclosure () -> String, enabled: Bool) {
                if enabled { print(message()) }
            }
            log(expensive(), enabled: false)
            log(expensive(), enabled: true)
            print(calls)

            struct Settings {
                var stored: Int?
                func value(or fallback: @autoclosure () -> Int) -> Int { stored ?? fallback() }
            }
            let s: Settings = Settings(stored: 4)
            print(s.value(or: expensive().count))
            print(calls)
            let t: Settings = Settings(stored: nil)
            print(t.value(or: expensive().count))
            print(calls)

            func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "failed") -> String {
                condition() ? "ok" : message()
            }
            print(check(1 < 2))
            print(check(2 < 1, "two is not less than one"))
            let items = [3, 1, 2]
            print(check(items.sorted().first == 1))
            infix operator &&&
            func &&&(x: Bool, y: @autoclosure () -> Bool) -> Bool { x ? y() : false }
            print(false &&& (expensive().count > 0), calls)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "computed 1\n1\n4\n1\n10\n2\nok\ntwo is not less than one\nok\nfalse 2\n")
    }

    /// Classes are reference types (The Swift Programming Language, "Structures and Classes":
    /// "Classes Are Reference Types"): a copy, a `let`, a struct's property, an array element
    /// and a parameter all reach one instance; methods change it without `mutating`; `===`
    /// is identity. Output checked with swift 6.3.1.
    @Test func classInstancesAreSharedReferences() {
        let (printed, errors) = output("""
            final class Counter {
                var count = 0
                let step: Int
                init(step: Int) { self.step = step }
                func increment() { count += step }
            }
            let a = Counter(step: 2)
            let b = a
            b.increment()
            a.increment()
            print(a.count, b.count, a === b)
            var c = Counter(step: 1)
            c.count = 10
            print(c.count, c === a, c !== a)
            struct Box { var counter: Counter }
            let box = Box(counter: a)
            box.counter.increment()
            print(a.count)
            func bump(_ counter: Counter) { counter.count += 100 }
            bump(a)
            print(b.count)
            class Library {
                var titles: [String] = []
                var count: Int { titles.count }
                func add(_ title: String) { titles.append(title) }
            }
            let library = Library()
            library.add("Dune")
            library.add("Emma")
            let shelf = [library, library]
            shelf[0].add("Ulysses")
            print(library.count, library.titles)
            final class Tally { var count = 0 }
            struct Recorder {
                let tally: Tally
                func record() { tally.count += 1; self.tally.count += 10 }
            }
            let recorder = Recorder(tally: Tally())
            recorder.record()
            recorder.record()
            let made = Tally.init()
            made.count = 3
            print(recorder.tally.count, made.count)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "4 4 true\n10 false true\n6\n106\n3 [\"Dune\", \"Emma\", \"Ulysses\"]\n22 3\n")
    }

    /// A class has no memberwise initialiser (The Swift Programming Language, "Memberwise
    /// Initializers for Structure Types"): swift says "argument passed to call that takes no
    /// arguments" for `Point(x: 1)`.
    @Test func aClassHasNoMemberwiseInitialiser() {
        let (_, errors) = output("""
            class Point { var x = 0 }
            let p = Point(x: 1)
            """)
        #expect(errors.contains { $0.message == "`Point` takes no `x:` here" && $0.hint?.contains("a class has no memberwise initialiser") == true }, "\(errors)")
    }

    /// Set T (session 25): a country's flag from its code, as apps write it (regional
    /// indicator scalars, Unicode's "Regional Indicator Symbol" block, 127397 past `A`), and
    /// `String(describing:)`/`String(reflecting:)`, `String(localized:)`; checked with swift
    /// 6.3.1, which prints the same.
    @Test func unicodeScalarViewsAndStringInitialisers() {
        let (printed, errors) = output("""
            let isoCode = "PH"
            let flag = String(String.UnicodeScalarView(isoCode.unicodeScalars.compactMap { UnicodeScalar(127397 + $0.value) }))
            var letters = String.UnicodeScalarView()
            letters.append(UnicodeScalar(65)!)
            print(flag, String(letters), flag.count)
            struct Pair: CustomStringConvertible { var a = 1; var description: String { "<\\(a)>" } }
            print(String(describing: Pair()), String(describing: [1, 2]), String(reflecting: "q"))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "🇵🇭 A 1\n<1> [1, 2] \"q\"\n", "\(printed)")
    }

    /// A generic parameter read as a value is the type the call gave it (The Swift Programming
    /// Language, "Generics": the placeholder type "is replaced with an actual type whenever the
    /// function is called"): from a `T.Type` argument, a `T` value or an `[E]` array's element;
    /// a metatype's initialiser and static members run through it ("Metatype Type"), and
    /// `type(of:)` gives a value's. Output as swift 6.3.1 prints it.
    @Test func genericParametersAndMetatypesAreValues() {
        let (printed, errors) = output(#"""
            protocol Shape { init(); var sides: Int { get }; static var label: String { get } }
            struct Triangle: Shape { var sides: Int { 3 }; static var label: String { "triangle" } }
            struct Square: Shape { var sides: Int { 4 }; static var label: String { "square" } }
            enum Suit: CaseIterable { case hearts, spades, clubs }
            func sides<T: Shape>(of type: T.Type) -> Int { T().sides }
            func named<T>(_ value: T) -> String { "\(T.self)=\(value)" }
            func count<E: CaseIterable>(_ values: [E]) -> Int { E.allCases.count }
            struct Catalogue {
                static func label<T: Shape>(_ type: T.Type) -> String { T.label }
            }
            let kind: Shape.Type = Square.self
            print(sides(of: Triangle.self), sides(of: Square.self), kind.init().sides, kind.label)
            print(named(7), named("a"), named(Suit.spades))
            print(count([Suit.clubs]), Catalogue.label(Triangle.self))
            print(type(of: Square()) == Square.self, type(of: Square()) == Triangle.self, type(of: Square()).label)
            """#)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "3 4 4 square\nInt=7 String=a Suit=spades\n3 triangle\ntrue false square\n")
    }

    /// Functions of one name and labels are told apart by their parameters' types (The Swift
    /// Programming Language, "Functions"), as methods and as a script's top-level functions
    /// (local functions of the script's body, declared twice in one block): an integer
    /// literal takes the `Int` overload before the `Double` one, a concrete overload is
    /// preferred to a generic one, and a value of a declared type takes its own. Output as
    /// swift 6.3.1 prints it.
    @Test func overloadsAreChosenByTheArgumentsTypes() {
        let (printed, errors) = output(#"""
            struct Square { var side: Double }
            struct Circle { var radius: Double }
            func area(_ shape: Square) -> Double { shape.side * shape.side }
            func area(_ shape: Circle) -> Double { 3 * shape.radius * shape.radius }
            func scaled(_ value: Int) -> Int { value * 2 }
            func scaled(_ value: String) -> String { value + value }
            func scaled(_ value: Double) -> Double { value / 2 }
            func show<T>(_ value: T) -> String { "any" }
            func show(_ value: Int) -> String { "int" }
            struct Meter {
                func read(_ value: Int) -> String { "count \(value)" }
                func read(_ value: String) -> String { "name \(value)" }
            }
            let half: Double = 8
            print(area(Square(side: 2)), area(Circle(radius: 1)))
            print(scaled(3), scaled("ab"), scaled(3.0), scaled(half))
            print(show(1), show("a"), Meter().read(4), Meter().read("x"))
            """#)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "4.0 3.0\n6 abab 1.5 4.0\nint any count 4 name x\n")
    }

    /// A memberwise initialiser takes its last closure property as a trailing closure, the
    /// unlabelled closure going to the next property of function type (SE-0286's forward scan),
    /// at file scope and in a function. Output as swift 6.3.1 prints it.
    @Test func aMemberwiseInitialiserTakesATrailingClosure() {
        let (printed, errors) = output(#"""
            struct Formatter {
                var base: Int
                var prefix = "v"
                var render: (Int) -> String
            }
            let tens = Formatter(base: 2) { String($0 * 10) }
            func labelled() -> String {
                let formatter = Formatter(base: 3, prefix: "n") { "#\($0)" }
                return formatter.prefix + formatter.render(formatter.base)
            }
            print(tens.render(tens.base), labelled())
            """#)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "20 n#3\n")
    }

    /// A function of overloaded name used as a value takes the overload the declared function
    /// type has parameters for (The Swift Programming Language, "Function Types"), and
    /// `partition(by:)` reorders as the standard library does, returning the first index of the
    /// second part. Output as swift 6.3.1 prints it.
    @Test func anOverloadedFunctionAsAValueAndPartition() {
        let (printed, errors) = output("""
            func combine(_ a: Int, _ b: Int) -> Int { a + b }
            func combine(_ a: Int, _ b: Int, _ c: Int) -> Int { a * b * c }
            let two: (Int, Int) -> Int = combine
            let three: (Int, Int, Int) -> Int = combine
            var numbers = [5, 1, 8, 3, 9, 2]
            let pivot = numbers.partition(by: { $0 > 4 })
            print(two(2, 3), three(2, 3, 4), pivot, numbers)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "5 24 3 [2, 1, 3, 8, 9, 5]\n")
    }

    /// A static subscript is read and written through a metatype value held in a `let` (the
    /// setter changes the type's storage, not the metatype). Output as swift 6.3.1 prints it.
    @Test func aStaticSubscriptThroughAMetatype() {
        let (printed, errors) = output("""
            struct Registry {
                static var store: [String: Int] = [:]
                static subscript(key: String) -> Int {
                    get { store[key] ?? 0 }
                    set { store[key] = newValue }
                }
            }
            func bump<T>(_ type: T.Type, _ key: String) -> Int {
                let t = Registry.self
                t[key] += 2
                return t[key]
            }
            print(bump(Int.self, "a"), bump(Int.self, "a"), Registry["a"])
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "2 4 4\n")
    }

    /// A `ByteCountFormatter` object configured in code writes as Foundation's does (the static
    /// `string(fromByteCount:countStyle:)` already did); `assertionFailure` traps in a script, run
    /// unoptimised as `swift file.swift` runs it. Output as swift 6.3.1 prints it.
    @Test func aByteCountFormatterObjectAndTraps() {
        let (printed, errors) = output("""
            import Foundation
            let formatter = ByteCountFormatter()
            formatter.countStyle = .file
            print(formatter.string(fromByteCount: 1_500_000))
            formatter.allowedUnits = [.useKB]
            print(formatter.string(fromByteCount: 1_500_000))
            formatter.includesUnit = false
            print(formatter.string(fromByteCount: 2048))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "1.5 MB\n1,500 KB\n2\n")
        let (_, trapped) = output("assertionFailure(\"unreachable\")")
        #expect(trapped.map(\.message) == ["`assertionFailure` stopped the code: unreachable"])
    }

    /// A method named `` `subscript` `` (a keyword in backticks is a name) lives beside the
    /// type's subscripts, instance and static, each called as written. Output as swift 6.3.1
    /// prints it.
    @Test func aMethodNamedSubscriptBesideSubscripts() {
        let (printed, errors) = output("""
            struct Shelf {
                subscript() -> String { "the subscript" }
                func `subscript`() -> String { "the method" }
                static subscript(i: Int) -> Int { i * 2 }
                static func `subscript`(_ i: Int) -> Int { i * 3 }
            }
            print(Shelf()[], Shelf().subscript(), Shelf[4], Shelf.subscript(4))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "the subscript the method 8 12\n")
    }

    /// `Hasher` may be extended, as the standard types code uses may: a static helper hashing
    /// one value. Output as swift 6.3.1 prints it.
    @Test func hasherMayBeExtended() {
        let (printed, errors) = output("""
            extension Hasher {
                static func hash<H: Hashable>(_ value: H) -> Int {
                    var hasher = Hasher()
                    hasher.combine(value)
                    return hasher.finalize()
                }
            }
            print(Hasher.hash("a") == Hasher.hash("a"), Hasher.hash(1) == Hasher.hash(2))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "true false\n")
    }

    /// `#if` opens no scope: a `guard let` or `let` in the active clause is seen after `#endif`,
    /// by the functions and closures of the file too. Output as swift 6.3.1 prints it.
    @Test func anIfConfigClauseDeclaresInTheEnclosingScope() {
        let (printed, errors) = output("""
            #if NOT_DEFINED
            guard let count = Optional(0) else { fatalError() }
            #else
            guard let count = Optional(42) else { fatalError() }
            let label = "items"
            #endif
            func show() { print("\\(count) \\(label)") }
            show()
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "42 items\n")
    }

    /// Set AB's classes, checked against `swift t.swift` (6.x): `split` with `maxSplits:`,
    /// `omittingEmptySubsequences:` and a string separator (Apple, "split(separator:maxSplits:
    /// omittingEmptySubsequences:)"); `String(stringLiteral:)`; and `guard let self = self` after
    /// `[weak self]` in a class, the same object whose properties its code sets (SE-0079,
    /// SE-0365), which was "`self` cannot change in a method that is not `mutating`".
    @Test func splitsAStringLiteralAndAClassRebindingSelf() {
        let (printed, errors) = output("""
            let address = "alice@example.com@extra"
            print(address.split(separator: "@", maxSplits: 1), address.split(separator: "@", maxSplits: 0).count)
            print("a,,b,".split(separator: ",", omittingEmptySubsequences: false), "a,,b,".split(separator: ","))
            print("one--two--three".split(separator: "--", maxSplits: 1))
            print(String(stringLiteral: "literal") + "!")
            final class Loader {
                var title = "Loading"
                var runs = 0
                func load() {
                    let work = { [weak self] in
                        guard let self = self else { return }
                        self.title = "Loaded"
                        runs += 1
                    }
                    work()
                    let again = { [weak self] in
                        guard let self else { return }
                        title += " twice"
                    }
                    again()
                }
            }
            let loader = Loader()
            loader.load()
            print(loader.title, loader.runs)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == """
            ["alice", "example.com@extra"] 1
            ["a", "", "b", ""] ["a", "b"]
            ["one", "two--three"]
            literal!
            Loaded twice 1

            """)
    }

    /// An initialiser's arguments take its parameters' types, so their implicit members are
    /// those types' (`Card(inset: .init(amount: 3))`, memberwise or written, the labels choosing;
    /// it was "`.init(amount:)` is not known here"); and the parts of a split string are
    /// strings, so `.last.map` is Optional's, not a string's over its characters (it gave
    /// `["e", "x", ...]`). Checked against `swift t.swift` (6.x).
    @Test func anInitialisersArgumentsTakeItsParameterTypes() {
        let (printed, errors) = output("""
            struct Inset { var amount: Int; var label = "pad" }
            struct Card {
                var inset: Inset
                var count = 0
            }
            struct Frame {
                var inset: Inset
                init(inner: Inset, scale: Int = 1) { inset = Inset(amount: inner.amount * scale, label: inner.label) }
                init(outer: Inset) { inset = outer }
            }
            func domain(_ address: String) -> String {
                let parts = address.split(separator: "@", maxSplits: 1)
                return parts.last.map { String($0) } ?? "none"
            }
            print(Card(inset: .init(amount: 3)).inset.amount, Frame(inner: .init(amount: 2), scale: 3).inset.amount, Frame(outer: .init(amount: 1, label: "x")).inset.label)
            print(domain("ann@example.org"), domain(""), ["a", "bc"].last.map { $0.count } ?? 0)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "3 6 x\nexample.org none 2\n")
    }

    /// `Key.init` named as a function where the type writes several initialisers of one
    /// argument: Swift picks by the context's parameter type; here by the argument's type when
    /// called, as an overloaded call is chosen (set Y's damus: `id.map(Pubkey.init)` was
    /// "names one of several initialisers"). An array argument fits an array parameter of its
    /// elements' type. Checked against `swift t.swift` (6.x).
    @Test func anOverloadedInitialiserNamedAsAFunctionIsChosenByItsArgument() {
        let (printed, errors) = output("""
            struct Key {
                let raw: [Int]
                init?(hex: String) {
                    guard hex.count % 2 == 0 else { return nil }
                    raw = hex.map { Int(String($0), radix: 16) ?? 0 }
                }
                init(_ bytes: [Int]) { raw = bytes }
            }
            let parsed: [Int]? = [1, 2, 3]
            print(parsed.map(Key.init)?.raw ?? [])
            print(["ab", "abc"].map(Key.init).map { $0?.raw.count ?? -1 })
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[1, 2, 3]\n[2, -1]\n")
    }

    /// An async closure is stored and passed without being run (a synchronous caller cannot
    /// await it), and a labelled subscript an extension of `Array` declares is found by its
    /// label (The Swift Programming Language, "Subscripts"). Output as swift 6.3.1 prints it.
    @Test func asyncClosuresAreStoredAndExtensionSubscriptsTakeLabels() {
        let (printed, errors) = output("""
            struct Pad {
                var onTap: () async -> Void
                var label: String
            }
            let f = { (x: Int) async -> Int in x * 2 }
            let pad = Pad(onTap: { await Task.yield() }, label: "pad")
            print(pad.label)
            extension Array {
                subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
            }
            let names = ["a", "b"]
            print(names[safe: 1] ?? "none", names[safe: 5] ?? "none")
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "pad\nb none\n")
    }

    /// A capture list's names are constants of the closure, given when it is made (The Swift
    /// Programming Language, "Defining a Capture List"): `[count]` keeps the value then, a
    /// name with an initialiser (`[weak l = other, n = count * 2]`) is a new name, and a weak
    /// capture of an object (or a `let` optional of one) sets the object's properties through
    /// `l?.lit`. Set AH's LlamaChat stopped at "`lamp` is a `let` constant" and "unknown
    /// variable `l`". Output as swift 6.3.1 prints it.
    @Test func aCaptureListMakesConstantsOfTheClosure() {
        let (printed, errors) = output("""
            class Lamp { var lit = false }
            struct Board {
                let lamp = Lamp()
                func wire() -> () -> Void { { [weak lamp] in lamp?.lit = true } }
            }
            var count = 1
            let frozen = { [count] in print("frozen", count) }
            let live = { print("live", count) }
            count = 5
            frozen()
            live()
            let board = Board()
            board.wire()()
            print(board.lamp.lit)
            let other = Lamp()
            let switchOn = { [weak l = other, n = count * 2] in
                l?.lit = true
                print("n", n)
            }
            switchOn()
            print(other.lit)
            let maybe: Lamp? = nil
            maybe?.lit = true
            print(maybe?.lit ?? false)
            func local() -> Bool {
                let held: Lamp? = Lamp()
                held?.lit = true
                return held?.lit ?? false
            }
            print(local())
            let dim: (Bool) -> Void = { [weak other] in other?.lit = $0 }
            dim(false)
            print(other.lit)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "frozen 1\nlive 5\ntrue\nn 10\ntrue\nfalse\ntrue\nfalse\n", "\(printed)")
        let (_, unknown) = output("let f = { [weak missing] in print(missing as Any) }")
        #expect(unknown.contains { $0.message == "unknown variable `missing` in the capture list" }, "\(unknown)")
    }

    /// Set AI's language rules, as swift 6.3.1 prints them: a nested type named through its
    /// parent and a collection of types as values (`[Shelf.Book].self` is `Array<Book>`, a
    /// decoder's type argument in ExcalidrawZ, where it was "has no static member `Book`");
    /// values past a format's last conversion are not read (`String(format: "Bytes used",
    /// used, limit)`, Meshtastic); an `async` getter is declared, as an `async` function is,
    /// and an error only where it is read.
    @Test func collectionTypesFormatsWithMoreValuesAndAsyncGetters() {
        let (printed, errors) = output("""
            import Foundation
            struct Shelf {
                struct Book { var title: String }
                func load() async throws -> Int { 3 }
                var count: Int { get async throws { try await load() } }
            }
            print(Shelf.Book.self)
            print([Shelf.Book].self)
            print([String: Shelf.Book].self)
            print(String(format: "Bytes used", 120, 200))
            print(String(format: "%d of", 1, 2))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "Book\nArray<Book>\nDictionary<String, Book>\nBytes used\n1 of\n", "\(printed)")
        let (_, few) = output("import Foundation\nprint(String(format: \"%d and %d\", 1))")
        #expect(few.contains { $0.message.contains("has 2 conversions for 1 value") }, "\(few)")
    }

    /// On a page, the app's type in a collection type (`[String: KeyMapping].self`, a decoder's
    /// argument in set BK's Directors-Chair, `KeyMapping` not pasted) is a type: the call over
    /// it stands in, where it was read as a dictionary literal ("`String.self` is not
    /// `Hashable`"). A script, where nothing stands in, names the missing type.
    @Test func theAppsTypeInACollectionTypeIsAType() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            final class Mappings {
                var count = 0
                init(data: Data?) {
                    guard let data, let decoded = try? JSONDecoder().decode([String: KeyMapping].self, from: data) else { return }
                    count = decoded.count
                }
            }
            struct Row: View {
                let mappings = Mappings(data: nil)
                func typeName() -> String { "\\([Int: KeyMapping].self)" }
                var body: some View { Text(verbatim: "\\(mappings.count) \\(typeName())") }
            }
            Row()
            """, file: "content/test.md"))
        #expect(block.notes.allSatisfy { $0.severity != .error }, "\(block.notes)")
        #expect(texts(block.initialView) == ["0 Dictionary<Int, KeyMapping>"])
        let (_, errors) = output("print([String: KeyMapping].self)")
        #expect(!errors.isEmpty)
    }

    /// A struct or enum declared inside a function's body (set AI's ExcalidrawZ: a local error
    /// type) is declared where it is written and used by the statements after it, as swift
    /// 6.3.1 prints below; it was "only `let`, `var` and `func` can be declared inside a body".
    /// A class too (set AJ's sushitrain), a reference as a file-scope class is.
    /// Two bodies declaring one name is an error that asks for another (a limit of this
    /// evaluator, whose types share one namespace).
    @Test func aTypeDeclaredInAFunctionsBodyIsUsedThere() {
        let (printed, errors) = output("""
            func checked(_ n: Int) throws -> Int {
                struct Negative: Error { let value: Int }
                enum Size { case small, large
                    var label: String { self == .small ? "S" : "L" }
                }
                if n < 0 { throw Negative(value: n) }
                print(Size.large.label)
                return n
            }
            print((try? checked(3)) ?? 0)
            print((try? checked(-1)) ?? 0)
            func total(_ counts: [Int]) -> Int {
                final class Tally { var sum = 0 }
                let tally = Tally()
                let alias = tally
                for count in counts { alias.sum += count }
                return tally.sum
            }
            print(total([3, 4, 5]))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "L\n3\n0\n12\n", "\(printed)")
        let (_, twice) = output("func a() { struct Box {} }\nfunc b() { struct Box {} }\na()\nb()")
        #expect(twice.contains { $0.message.hasPrefix("`Box` is declared twice") }, "\(twice)")
    }

    /// Swift's memberwise initialiser, one rule for Swift code and views
    /// (`SwiftStruct.memberwisePositions`): a wrapped `private` or `fileprivate` property with a
    /// value is no parameter (its storage is private), so `Row(title:)` makes it and
    /// `Row(title:isOpen:)` is "extra argument 'isOpen' in call"; a plain `fileprivate var`
    /// with a value stays one (and makes the initialiser as private as it is). An unlabelled
    /// trailing closure skips a parameter that may be left out when a later one must be given
    /// and takes a closure (SE-0286's forward scan). Output as swift 6.3.1 prints it.
    @Test func theMemberwiseInitialiserLeavesOutPrivateWrappedValuesAndScansTrailingClosuresForward() {
        let (printed, errors) = output("""
            @propertyWrapper struct Kept<T> { var wrappedValue: T; init(wrappedValue: T) { self.wrappedValue = wrappedValue } }
            struct Row {
                let title: String
                @Kept fileprivate var isOpen = false
                fileprivate var gap = 4
                func show() { print(title, isOpen, gap) }
            }
            struct Panel { var action: () -> Void = { print("no action") }; let content: () -> Int }
            struct Tag { let name: String; var format: (Int) -> String = { "#\\($0)" } }
            Row(title: "r").show()
            Row(title: "s", gap: 8).show()
            let panel = Panel { 3 }
            panel.action()
            print(panel.content())
            print(Tag(name: "t") { "n\\($0)" }.format(2))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "r false 4\ns false 8\nno action\n3\nn2\n", "\(printed)")
        let (_, extra) = output("""
            @propertyWrapper struct Kept<T> { var wrappedValue: T; init(wrappedValue: T) { self.wrappedValue = wrappedValue } }
            struct Row { let title: String; @Kept private var isOpen = false }
            _ = Row(title: "r", isOpen: true)
            """)
        #expect(extra.contains { $0.message == "`Row` takes no `isOpen:` here" }, "\(extra)")
    }

    /// Backticks quote a name and are not part of it (The Swift Programming Language, "Lexical
    /// Structure"): `` case `default` `` is `.default`, `` static let `quiet` `` is `Tone.quiet`,
    /// `` var `class` `` is `p.class` and `P(class:)` (set AJ's netbird: "no case of the `switch`
    /// matches .default"). Output as swift 6.3.1 prints it.
    @Test func backticksQuoteANameAndAreNotPartOfIt() {
        let (printed, errors) = output("""
            enum Tone { case loud, `default`
                static let `quiet`: Tone = .loud
                var `level`: Int { self == .loud ? 9 : 1 }
            }
            let tone: Tone = .default
            print(tone, Tone.quiet, Tone.`default`, tone.level, Tone.loud.`level`)
            func shift(`in` value: Int) -> Int { value + 1 }
            print(shift(in: 4))
            let `var` = 5
            print(`var`)
            struct Part { var `class` = 2 }
            print(Part().class, Part(class: 3).`class`)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "default loud default 1 9\n5\n5\n2 3\n", "\(printed)")
    }

    /// A type's name needs no capital (`enum gap`, `enum pad`), and a nested type's code names
    /// its enclosing types' static members unqualified (`lineWidth` in `enum rule` inside
    /// `Metrics`), as Swift's lexical scope gives them (set AK's GlucoseDirect). Output as swift
    /// 6.3.1 prints it.
    @Test func lowercaseTypesAndTheStaticsOfEnclosingTypes() {
        let (printed, errors) = output("""
            enum Metrics {
                enum gap { static let small = 4.0 }
                static let lineWidth = 0.5
                enum rule { static let width = lineWidth * 2 }
            }
            enum pad { static let edge = 8 }
            print(Metrics.gap.small, Metrics.rule.width, pad.edge)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "4.0 1.0 8\n", "\(printed)")
    }

    /// A parameter's default names a static member of a nested type declared below the
    /// function (`style: Style = .default` of `enum Style { static let `default`: Self =
    /// .primary }` at the end of the type), which Swift resolves against the whole type; it was
    /// kept as a case named `default` (set AJ's netbird). Output as swift 6.3.1 prints it.
    @Test func aDefaultNamesAStaticOfATypeDeclaredBelow() {
        let (printed, errors) = output("""
            struct Action {
                let title: String
                let style: Style
                init(_ title: String, style: Style = .default) {
                    self.title = title
                    self.style = style
                }
                enum Style {
                    case primary, secondary
                    static let `default`: Self = .primary
                }
            }
            print(Action("Go").style, Action("Stop", style: .secondary).style)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "primary secondary\n", "\(printed)")
    }

    /// Set AN's rules, each printed as swift 6.3.1 prints it: an optional interpolated with a
    /// `default:` (SE-0477) writes the default for `nil` and the value itself otherwise; a
    /// closed range may end at `Int.max` (`2...Int.max`), whose bounds and `contains` answer
    /// without counting its elements; a dictionary's missing key is `nil`; `NSSize` is
    /// `CGSize` (Apple, "NSSize": `typealias NSSize = CGSize`).
    @Test func defaultsInInterpolationRangesToIntMaxAndAppKitGeometryNames() {
        let (printed, errors) = output("""
            import Foundation
            let found: Int? = nil
            let seven: Int? = 7
            print("\\(3)/\\(found, default: "?") \\(seven, default: "none")")
            let atLeastTwo = 2...Int.max
            print(atLeastTwo.lowerBound, atLeastTwo.upperBound, atLeastTwo.contains(Int.max), atLeastTwo.contains(1), (1...4).contains(4))
            var expanded: [String: Bool] = [:]
            print(expanded["fiction"] == true ? "open" : "closed", expanded["fiction"] as Any)
            let step: NSSize = NSSize(width: 4, height: 3)
            let corner = NSPoint(x: 1, y: 2)
            print(10.0 - 10.0.truncatingRemainder(dividingBy: step.width), corner.y, NSRect(x: 0, y: 0, width: 2, height: 2).width)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "3/? 7\n2 9223372036854775807 true false true\nclosed nil\n8.0 2.0 2.0\n", "\(printed)")
    }

    /// Objects that refer to each other (an `init` that appends `self` to its owner's array,
    /// set AO's foqos) print as Swift prints a class instance, by its type's name (Swift adds
    /// the module's, `c.Apple`, which a script here has none of), never following references:
    /// printing one recursed until the process crashed.
    @Test func objectsThatReferToEachOtherPrintByTheirTypesName() {
        let (printed, errors) = output("""
            class Crate { var items: [Apple] = [] }
            class Apple {
                var label = "red"
                var crate: Crate
                init(crate: Crate) { self.crate = crate; crate.items.append(self) }
            }
            struct Box { var apple: Apple; var n = 2 }
            let apple = Apple(crate: Crate())
            print(apple, Box(apple: apple), [apple], apple.crate.items[0] === apple)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "Apple Box(apple: Apple, n: 2) [Apple] true\n", "\(printed)")
    }

    /// Set AP's rules, printed as swift 6.3.1 prints them: a default argument reads the declaring
    /// type's statics unqualified, in a static method, a method and a subscript (WXYC's
    /// `colors: [Color] = standard` was "unknown name"); a subscript's parameter with a default
    /// may be left out (it was "no subscript takes [_:]"); a static method named without a
    /// call is a function (`map(Gig.shout)` was "no static member").
    @Test func defaultsReadTheirTypesStaticsAndStaticMethodsAreFunctions() {
        let (printed, errors) = output("""
            struct Palette {
                static let standard = [1, 2, 3]
                static func pick(from colors: [Int] = standard) -> [Int] { colors }
                func count(of colors: [Int] = standard) -> Int { colors.count }
                subscript(index: Int, in colors: [Int] = standard) -> Int { colors[index] }
            }
            struct Gig {
                let band: String
                static func shout(_ text: String) -> String { text.uppercased() }
                static func pair(_ a: Int, _ b: Int) -> Int { a * 10 + b }
                func billing() -> [String] { [band].map(Gig.shout) }
            }
            print(Palette.pick(), Palette().count(), Palette()[1], Palette()[0, in: [7]])
            print(Gig(band: "Superchunk").billing(), [1, 2, 3].reduce(0, Gig.pair))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[1, 2, 3] 3 2 7\n[\"SUPERCHUNK\"] 123\n", "\(printed)")
    }

    /// Foundation's `Date` is made by Swift code itself, in a script as on a page (it was made
    /// only by the view builder: a script's `Date(timeIntervalSince1970:)` was "makes a SwiftUI
    /// value"), with its initialisers and bounds, and `NSDate`, the class Swift bridges to it,
    /// reads as one (set AQ's pocket-casts: `NSDate()` in a view's computed property was
    /// "unknown function"). Printed as swift 6.3.1 prints it.
    @Test func datesAreMadeBySwiftCodeAndNSDateIsOne() {
        let (printed, errors) = output("""
            import Foundation
            let start = Date(timeIntervalSinceReferenceDate: 0)
            let later = Date(timeInterval: 90, since: start)
            print(start.timeIntervalSince1970, later.timeIntervalSince(start), later > start, Date.distantPast < start)
            print(NSDate(timeIntervalSince1970: 5).timeIntervalSince1970)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "978307200.0 90.0 true true\n5.0\n", "\(printed)")
    }

    /// `DateComponents(calendar:...)` keeps its calendar, and `date` is the day they name in it,
    /// `nil` without one (Apple, "DateComponents.date"); the calendar's symbols are read through a
    /// `let` as through `Calendar.current` (set AR's barik). Printed as swift 6.3.1 prints it in UTC.
    @Test func dateComponentsWithACalendarNameADate() {
        let (printed, errors) = output("""
            import Foundation
            let cal = Calendar.current
            let day = DateComponents(calendar: cal, year: 2021, month: 3, day: 7).date!
            print(day.timeIntervalSince1970, DateComponents(year: 2021).date == nil, cal.isDateInWeekend(day))
            print(cal.shortWeekdaySymbols.count, cal.veryShortMonthSymbols.first!)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "1615075200.0 true true\n7 J\n", "\(printed)")
    }

    /// An array's `split(separator:)`, `split(whereSeparator:)` (also trailing), `maxSplits:` and
    /// `omittingEmptySubsequences:` (Apple, "Sequence.split(separator:maxSplits:omittingEmptySubsequences:)"):
    /// found missing by comparing the two evaluators on the same expressions (session 42). Printed
    /// as swift 6.3.1 prints it, each slice made an array.
    @Test func anArraySplitsAtItsSeparators() {
        let (printed, errors) = output("""
            print([1, 2, 3, 4, 3].split(separator: 3).map(Array.init))
            print([1, 2, 3, 4].split { $0 % 2 == 0 }.map(Array.init), [5, 6].split(whereSeparator: { $0 > 5 }).map(Array.init))
            print([3, 1, 3].split(separator: 3, omittingEmptySubsequences: false).map(Array.init))
            print([1, 0, 2, 0, 3].split(separator: 0, maxSplits: 1).map(Array.init), "a b".split(separator: " "))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[[1, 2], [4]]\n[[1], [3]] [[5]]\n[[], [1], []]\n[[1], [2, 0, 3]] [\"a\", \"b\"]\n", "\(printed)")
    }

    /// `reserveCapacity(_:)` makes room ahead of appends and changes no element (Apple, "Array");
    /// a `Layout`'s cache built with it (set BQ's agent-sessions `Flow`) was "an array has no
    /// method `reserveCapacity`". Printed as swift 6.3.1 prints it.
    @Test func reservingCapacityChangesNoElement() {
        let (printed, errors) = output("""
            var rows: [[Int]] = []
            rows.reserveCapacity(8)
            rows.append([1])
            var line: [Int] = [2]
            line.reserveCapacity(line.count + 2)
            print(rows, line, rows.count)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[[1]] [2] 1\n", "\(printed)")
    }

    /// A `let` holding an object (a class instance) may have its properties and subscripts set,
    /// whether it is a stored property without a written type or a local (The Swift Programming
    /// Language, "Classes Are Reference Types": "changing the properties of a constant that
    /// refers to a class instance"); a `let` holding a struct may not. Set AU's Vernissage and
    /// PulseWorkout stopped at "`filter` is a `let` property". Printed as swift 6.3.1 prints it.
    @Test func anObjectInALetHasItsPropertiesAndSubscriptsSet() {
        let (printed, errors) = output("""
            final class Box { var n = 0 }
            final class Bag {
                var items: [String: String] = [:]
                subscript(key: String) -> String? {
                    get { items[key] }
                    set { items[key] = newValue }
                }
            }
            struct V {
                private let box = Box()
                var caption: String {
                    box.n = 3
                    let bag = Bag()
                    bag["name"] = "Ride"
                    return "n = \\(box.n) \\(bag["name"] ?? "none") \\(bag.items.count)"
                }
            }
            print(V().caption)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "n = 3 Ride 1\n", "\(printed)")
        let (_, refused) = output("final class Box { var n = 0 }\nstruct S { var n = 0 }\nstruct V {\n    private let s = S()\n    func f() { s.n = 3 }\n}\nV().f()")
        #expect(refused.map(\.message) == ["`s` is a `let` property of `V`"], "\(refused)")
    }

    /// C's math library, imported with Foundation on every platform: the `Float` functions
    /// (`powf`, `sqrtf`, `floorf`...), `fabs`, `fmin`, `fmax` and `fmod`, floating-point in and
    /// out (set AU's FineTune: "unknown function `powf`"). Printed as swift 6.3.1 prints it.
    @Test func cMathFunctionsAreSwiftsOwnUnderTheirCNames() {
        let (printed, errors) = output("""
            import Foundation
            let x: Float = 0.5
            print(powf(x, 2), sqrtf(16), fabsf(-2.5), fmin(1.0, 2.0), fmaxf(3, 4), fmod(7.5, 2), floorf(2.7), roundf(2.5), fabs(-1))
            print([1.0, 4.0].map(sqrtf))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "0.25 4.0 2.5 1.0 4.0 1.5 2.0 3.0 1.0\n[1.0, 2.0]\n", "\(printed)")
    }

    /// `formatter.string(from: .init(value: n))`: the implicit member is NSNumber's initialiser,
    /// the parameter's type (set AU's CommonsFinder: "`.init(value:)` is not known here").
    /// Printed as swift 6.3.1 prints it.
    @Test func aFormattersNumberIsMadeByAnImplicitInitialiser() {
        let (printed, errors) = output("""
            import Foundation
            let f = NumberFormatter()
            f.numberStyle = .decimal
            let n = 1234
            print(f.string(from: .init(value: n)) ?? "-", f.string(from: NSNumber(value: 2.5)) ?? "-")
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "1,234 2.5\n", "\(printed)")
    }

    /// A number read from a string is optional (Apple, "Int": `init?(_ description: String)`),
    /// so interpolated it prints as `Optional(42)`, as Swift prints it; a number made from a
    /// number is not. Found by comparing `trellis run` with swift 6.3.1 on the same expressions.
    @Test func aNumberReadFromAStringIsOptional() {
        let (printed, errors) = output("""
            func f() {
                let s = "7"
                print("\\(Int(s))", Int(s) ?? 0, "\\(Double("2.5"))", "\\(Int(2.9))", "\\(Int("x"))")
            }
            f()
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "Optional(7) 7 Optional(2.5) 2 nil\n", "\(printed)")
    }

    /// `type(of:)` of an array is `Array<Element>`, as Swift prints it (set AU's PulseWorkout
    /// decoded into `type(of: profiles)`: "the type of an array is not known"). Printed as swift
    /// 6.3.1 prints it.
    @Test func theTypeOfAnArrayIsAnArrayOfItsElements() {
        let (printed, errors) = output("""
            let xs = [1, 2]
            print(type(of: xs))
            let ys: [String] = ["a"]
            print(type(of: ys), type(of: 3))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "Array<Int>\nArray<String> Int\n", "\(printed)")
    }

    /// `Optional` is a type code names: `Optional(x)` and `Optional.some(x)` wrap a value,
    /// `Optional<Int>.none` is nil (Apple, "Optional"), and each is an optional wherever it is
    /// printed. A `let` or `var` written without a type takes its value's, a literal's default
    /// type among them (`let g = [1, 2]` is an `[Int]`, so `g.first` is an `Int?`), at file
    /// scope as in a function (session 42 left script globals untyped: `Int(s)` of a global
    /// printed `7`). Printed as swift 6.3.1 prints them.
    @Test func optionalIsATypeAndAStoredValueHasItsValuesType() {
        let (printed, errors) = output("""
            let a = Optional(5)
            let b: Int? = Optional<Int>.none
            let c = Optional<String>.some("x")
            print(a as Any, b as Any, c as Any, Optional.none == a)
            let s = "7"
            let g = [1, 2, 3]
            let d = ["k": 2.5]
            print(Int(s) as Any, g.first as Any, d["k"] as Any)
            func f() {
                let n = 4
                let m = Optional(n)
                let xs = [-1, 2]
                print(m as Any, xs.last as Any, "\\(Optional.some("y"))")
            }
            f()
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "Optional(5) nil Optional(\"x\") false\nOptional(7) Optional(1) Optional(2.5)\nOptional(4) Optional(2) Optional(\"y\")\n", "\(printed)")
    }

    /// A closure whose one statement throws a value away (`{ _ = queue.removeFirst() }`) does
    /// the work and gives `()`, as an assignment's closure does; it was read as an assignment
    /// to `_` ("this cannot be assigned to", set AW's Atwy in a `Binding(get:set:)`). Printed as
    /// swift 6.3.1 prints it.
    @Test func aClosureThatThrowsAValueAwayGivesVoid() {
        let (printed, errors) = output("""
            func ticketCount() -> Int {
                var queue = [3, 5, 8]
                let dropFirst = { _ = queue.removeFirst() }
                dropFirst()
                let nothing: () = dropFirst()
                print(nothing)
                return queue.count
            }
            print(ticketCount())
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "()\n1\n", "\(printed)")
    }

    /// The code's own result builder (SE-0289) makes the value of a function, a computed
    /// property, a closure given for a parameter its attribute marks and a closure given to a
    /// memberwise initialiser for a property it marks: each expression through `buildExpression`
    /// (chosen among overloads by the value's type), an `if` without `else` through
    /// `buildOptional`, an `if`/`else if` chain and a `switch` through a balanced tree of
    /// `buildEither`, a `for` through `buildArray`, the block through `buildBlock`, or folded
    /// by `buildPartialBlock` (SE-0348), the whole through `buildFinalResult`. Until now the
    /// attribute was ignored and such a function gave `()` without a word (set AW's Atwy stored
    /// a closure of its own builder). Printed as swift 6.3.1 prints it.
    @Test func theCodesOwnResultBuildersTransformTheBodiesTheyMark() {
        let (printed, errors) = output(#"""
            indirect enum Tree: CustomStringConvertible {
                case leaf(String), first(Tree), second(Tree), many([Tree]), none, block([Tree])
                var description: String {
                    switch self {
                    case .leaf(let s): return s
                    case .first(let t): return "L(\(t))"
                    case .second(let t): return "R(\(t))"
                    case .many(let ts): return "A\(ts)"
                    case .none: return "-"
                    case .block(let ts): return "{\(ts.map(\.description).joined(separator: " "))}"
                    }
                }
            }

            @resultBuilder
            enum TreeBuilder {
                static func buildBlock(_ parts: Tree...) -> Tree { .block(parts) }
                static func buildExpression(_ s: String) -> Tree { .leaf(s) }
                static func buildExpression(_ n: Int) -> Tree { .leaf("#\(n)") }
                static func buildOptional(_ t: Tree?) -> Tree { t ?? .none }
                static func buildEither(first: Tree) -> Tree { .first(first) }
                static func buildEither(second: Tree) -> Tree { .second(second) }
                static func buildArray(_ ts: [Tree]) -> Tree { .many(ts) }
                static func buildFinalResult(_ t: Tree) -> String { "final \(t)" }
                static func buildLimitedAvailability(_ t: Tree) -> Tree { t }
            }

            @TreeBuilder
            func pick(_ n: Int) -> String {
                "start"
                if n == 0 { "zero" } else if n == 1 { "one" } else if n == 2 { "two" } else { "many" }
                if n > 5 { "big" } else if n > 3 { "mid" }
                switch n % 3 {
                case 0: "a"
                case 1: 1
                default: "c"
                }
                for i in 0..<n where i % 2 == 0 { i; "x" }
                let doubled = n * 2
                doubled
                do { "inner" }
            }

            @resultBuilder
            struct Joined {
                static func buildPartialBlock(first: String) -> String { first }
                static func buildPartialBlock(accumulated: String, next: String) -> String { accumulated + "+" + next }
            }

            struct Labels {
                var count: Int
                @Joined var text: String {
                    "a"
                    "b"
                    "\(count)"
                }
            }

            for n in 0...4 { print(pick(n)) }
            print(pick(7))
            print(Labels(count: 3).text)
            @resultBuilder
            struct ListBuilder {
                static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
                static func buildExpression(_ item: String) -> [String] { [item] }
                static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
            }
            struct Settings {
                @ListBuilder let sections: (Int) -> [String]
            }
            func count(@ListBuilder _ content: @escaping @Sendable () -> [String]) -> Int { content().count }
            let settings = Settings { n in
                "A"
                if n > 1 { "B" }
            }
            print(settings.sections(2), settings.sections(1), count { "x"; "y" })
            """#)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == #"""
            final {start L(L({zero})) - L(L({a})) A[] #0 {inner}}
            final {start L(R({one})) - L(R({#1})) A[{#0 x}] #2 {inner}}
            final {start R(L({two})) - R({c}) A[{#0 x}] #4 {inner}}
            final {start R(R({many})) - L(L({a})) A[{#0 x}, {#2 x}] #6 {inner}}
            final {start R(R({many})) R({mid}) L(R({#1})) A[{#0 x}, {#2 x}] #8 {inner}}
            final {start R(R({many})) L({big}) L(R({#1})) A[{#0 x}, {#2 x}, {#4 x}, {#6 x}] #14 {inner}}
            a+b+3
            ["A", "B"] ["A"] 2

            """#, "\(printed)")
    }

    /// A body that needs a builder method its builder lacks is refused before anything runs,
    /// as Swift refuses it ("closure containing control flow statement cannot be used with
    /// result builder"), and so is a statement a builder's body cannot hold; a body with a
    /// `return` of its own is not transformed (SE-0289), as swift 6.3.1 warns.
    @Test func aResultBuilderWithoutTheMethodABodyNeedsIsAnError() {
        let builder = """
            @resultBuilder
            struct Plain {
                static func buildBlock(_ parts: String...) -> String { parts.joined(separator: ",") }
            }

            """
        let (_, optional) = output(builder + "@Plain func f(_ b: Bool) -> String {\n    \"a\"\n    if b { \"b\" }\n}\nprint(f(true))")
        #expect(optional.map(\.message) == ["`Plain` declares no `static func buildOptional`, which an `if` without `else` needs in a result builder"])
        #expect(optional.first?.line == 7)
        let (_, loop) = output(builder + "@Plain func f() -> String {\n    var i = 0\n    while i < 2 { i += 1 }\n}\nprint(f())")
        #expect(loop.map(\.message) == ["this statement cannot be used in a result builder's body"])
        let (printed, errors) = output(builder + "@Plain func g() -> String {\n    let x = \"q\"\n    return x\n}\nprint(g())")
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "q\n")
    }

    /// `#if` around a `switch`'s cases compiles its active clause's cases (The Swift
    /// Programming Language, "Compiler Control Statements"); it was "`#if` inside `switch` is
    /// not supported" (set AX's FabulaItemsProvider). A page is laid out as iOS, so the `os(iOS)`
    /// clause is active, where swift 6.3.1 on Linux takes the `#else` one.
    @Test func ifConfigAroundSwitchCasesCompilesTheActiveOnes() {
        let (printed, errors) = output("""
            enum Mode { case light, dark, dim }
            func name(_ mode: Mode) -> String {
                switch mode {
                case .light: return "Light"
                #if os(iOS)
                case .dark: return "Dark"
                #if DEBUG
                case .dim: return "Debug"
                #else
                case .dim: return "Dim"
                #endif
                #else
                case .dark, .dim: return "Night"
                #endif
                }
            }
            print(name(.light), name(.dark), name(.dim))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "Light Dark Dim\n", "\(printed)")
    }

    /// `-.pi` and `+.zero` where a number goes: the number type's member, negated (The Swift
    /// Programming Language, "Unary Minus Operator"; swift 6.3.1 prints the line below). The
    /// prefix minus refused an implicit member ("`-` does not apply to `.pi` .pi", the operand
    /// shown twice; set AY's Solstice). A dictionary's missing key is nil, also where the view
    /// code handed the dictionary over.
    @Test func aNumbersImplicitMemberTakesAPrefixSign() {
        let (printed, errors) = output("""
            struct Needle { var angle: Double { -.pi / 2 }; var none: Double { +.zero } }
            func half() -> Double { let turn: Double = -.pi; return turn / 2 }
            print(Needle().angle, Needle().none, half())
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "-1.5707963267948966 0.0 -1.5707963267948966\n")
        let (_, refused) = output("enum Side { case left }\nlet s: Side = -.left")
        #expect(refused.map(\.message) == ["`-` does not apply to `.left`"], "\(refused)")
    }

    /// A property of a function type is called as a function is (The Swift Programming
    /// Language, "Function Types"): a computed one (`var scaled: (Double) -> Double { ... }`) and
    /// a stored one, through the implicit `self` and through `self.` (set BD's classes; the bare
    /// call was "unknown function"). Checked against swift 6.3.1: `150.0 7 15.0`.
    @Test func aPropertyOfAFunctionTypeIsCalled() {
        let (printed, errors) = output("""
            struct Meter {
                var factor: Double = 1.5
                var scaled: (Double) -> Double { { $0 * factor } }
                let stored: (Int) -> Int = { $0 + 1 }
                func width() -> Double { scaled(100) }
                func more() -> Int { stored(2) + self.stored(3) }
                func viaSelf() -> Double { self.scaled(10) }
            }
            print(Meter().width(), Meter().more(), Meter().viaSelf())
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "150.0 7 15.0\n")
    }

    /// Overloads of the code's own function that differ in a closure parameter's result
    /// (`map<T>(_ fn: (T) -> ())` beside `map<T, U>(_ fn: (T) -> U)`): the closure written
    /// chooses, the `Void` one for a closure of no value (it was "no `map` takes a closure");
    /// and a function prints as `(Function)`. The Swift compiler's test/Interpreter/closures.swift
    /// holds the case; checked against swift 6.3.1.
    @Test func aClosuresResultChoosesBetweenOverloads() {
        let (printed, errors) = output("""
            func run<T>(_ fn: (T) -> ()) { print("void") }
            func run<T, U>(_ fn: (T) -> U) { print("value") }
            run({ () })
            run({ (x: Int) -> Int in x })
            let f = { (x: Int) in x }
            print([f, f])
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "void\nvalue\n[(Function), (Function)]\n")
    }

    /// A case's statements are a scope inside its pattern's names: `case let .last(count): let
    /// count = ...` declares a new `count` (set BE's Cubing-Timer; it was "already declared").
    /// Checked against swift 6.3.1.
    @Test func aCaseBodyMayShadowItsPatternsNames() {
        let (printed, errors) = output("""
            enum Window { case last(Int), all }
            func shown(_ window: Window, _ times: [Double]) -> [Double] {
                switch window {
                case let .last(count):
                    let count = times.suffix(count)
                    return Array(count)
                case .all:
                    return times
                }
            }
            print(shown(.last(2), [9.8, 11.2, 10.4]), shown(.all, [1]))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[11.2, 10.4] [1.0]\n")
    }

    /// Two types of one name each holding a nested type of one name (`Phase.Short` beside
    /// `Job.Phase.Short`, set BE's SeedTruck): each is its parent's, found by where it is
    /// declared, not by its parent's simple name (it was "`Phase.Short` is declared twice").
    /// Checked against swift 6.3.1.
    @Test func nestedTypesOfOneNameUnderParentsOfOneName() {
        let (printed, errors) = output("""
            enum Phase {
                enum Short: String { case idle, busy }
                case idle, busy
            }
            struct Job {
                enum Phase {
                    enum Short: String { case waiting, working }
                    case waiting, working
                    var short: Short { self == .working ? .working : .waiting }
                }
                let title: String
                let phase: Phase
            }
            let job = Job(title: "Backup", phase: .working)
            print(job.phase == .working, job.phase.short.rawValue, Phase.Short.busy.rawValue, Job.Phase.Short.waiting.rawValue)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "true working busy waiting\n")
    }

    /// `Self.Type.self`, `Card.Type.self`: a metatype's type, printed `Card.Type` (set BE's
    /// Wasserflug, a logger's category; it was "no static member `Type`"). Checked against
    /// swift 6.3.1.
    @Test func aMetatypesTypeIsAValue() {
        let (printed, errors) = output("""
            struct Card {
                static func kind() -> String { "\\(Self.Type.self)" }
            }
            print(Card.kind(), Card.Type.self, Card.self)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "Card.Type Card.Type Card\n")
    }

    /// A closure's result type, written or given by its context, types what it returns, as
    /// Swift infers a closure's type from its context (SE-0326). Output checked with swiftc
    /// 6.3.1: `1.0 2.0 3.0 [1, 4] 5`, `syrup -`.
    @Test func aClosuresResultTypeTypesItsReturns() {
        let (printed, errors) = output("""
            struct Tile { var size: Int; init() { size = 1 }; init(size: Int) { self.size = size } }
            let written = { () -> Double in return 1 }
            let declared: () -> Double = { 2 }
            let calledAtOnce: Double = { return 3 }()
            let tiles: [Tile] = {
                var made: [Tile] = []
                made.append(.init(size: 4))
                return [.init()] + made
            }()
            func apply(_ make: () -> Tile) -> Int { make().size }
            print(written(), declared(), calledAtOnce, tiles.map(\\.size), apply { .init(size: 5) })
            // Assigned to an optional property, the closure returns optionals (set BO's
            // MetaCocktails: "`closure` returns String, and this is an optional String").
            struct Part {
                var info: String?
                init(name: String, info: String? = nil) {
                    self.info = {
                        if name == "rich" { return "syrup" }
                        return info
                    }()
                }
            }
            print(Part(name: "rich").info ?? "-", Part(name: "lime").info ?? "-")
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "1.0 2.0 3.0 [1, 4] 5\nsyrup -\n")
    }

    /// `extension Optional` (with `where Wrapped == Int`, or none): its members are an
    /// optional's, nil or not, found by the static type as Swift finds them (optionals are
    /// flattened here); a present value's own members are still its own. Output checked with
    /// swiftc 6.3.1.
    @Test func optionalsTakeTheirExtensionsMembers() {
        let (printed, errors) = output("""
            extension Optional where Wrapped == Int {
                var shortText: String {
                    guard let self else { return "-" }
                    return self >= 1000 ? "\\(self / 1000)k" : "\\(self)"
                }
                func or(_ fallback: Int) -> Int { self ?? fallback }
            }
            extension Optional {
                var isMissing: Bool { self == nil }
            }
            struct Badge {
                let label: String
                init(count: Int?) { label = count.shortText }
            }
            let counts: [Int?] = [nil, 12, 4500]
            for c in counts { print(c.shortText, c.or(-1), c.isMissing) }
            print(Badge(count: nil).label, Badge(count: 2300).label, 7.description)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "- -1 true\n12 12 false\n4k 4500 false\n- 2k 7\n")
    }

    /// A number formatter's digit counts and switches are Foundation's, read and set by name
    /// (set BG's MastodonAndOn sets `maximumIntegerDigits`). Output checked with swiftc 6.3.1.
    @Test func aNumberFormattersDigitSettingsAreFoundations() {
        let (printed, errors) = output("""
            import Foundation
            let f = NumberFormatter()
            f.minimumFractionDigits = 1
            f.maximumIntegerDigits = 0
            print(f.string(from: NSNumber(value: 0.25)) ?? "-", f.maximumIntegerDigits)
            let g = NumberFormatter()
            g.usesSignificantDigits = true
            g.maximumSignificantDigits = 2
            g.minimumIntegerDigits = 3
            print(g.string(from: NSNumber(value: 1234.5)) ?? "-", g.usesSignificantDigits)
            // Its signs and symbols, `zeroSymbol` nil until set (set BI's persephone).
            let h = NumberFormatter()
            h.numberStyle = .decimal
            h.zeroSymbol = "–"
            h.plusSign = "⁺"
            h.positivePrefix = h.plusSign
            print(h.string(from: 0)!, h.string(from: 5)!, h.zeroSymbol ?? "none", h.notANumberSymbol ?? "-")
            h.zeroSymbol = nil
            print(h.string(from: 0)!)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == ".2 0\n1200 true\n– ⁺5 – NaN\n⁺0\n")
    }

    /// `extension URL`: its static functions and computed properties are Foundation's URL's, as
    /// the standard types' extensions are (set BG's MastodonAndOn). Output checked with swiftc 6.3.1.
    @Test func urlTakesItsExtensionsMembers() {
        let (printed, errors) = output("""
            import Foundation
            extension URL {
                static func helpPage(topic: String) -> URL {
                    URL(string: "https://example.com/help/" + topic)!
                }
                var isSecure: Bool { scheme == "https" }
            }
            let target = URL.helpPage(topic: "dogs")
            print(target.absoluteString, target.isSecure)
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "https://example.com/help/dogs true\n")
    }

    /// `infix operator ~>` declared again (a package's, Swinject's): the standard library has
    /// `~>` at the default precedence too, and a module may declare an imported operator again
    /// (it was "redefinition of infix operator"). Output checked with swiftc 6.3.1.
    @Test func anOperatorTheStandardLibraryDeclaresMayBeDeclaredAgain() {
        let (printed, errors) = output("""
            infix operator ~>
            struct Box { var items: [String] = [] }
            func ~> (box: Box, name: String) -> Box { var b = box; b.items.append(name); return b }
            func ~> (kind: String.Type, name: String) -> String { "String:" + name }
            let b = (Box() ~> "a") ~> "b"
            print(b.items, String.self ~> "x")
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "[\"a\", \"b\"] String:x\n")
    }

    /// A generic type made where its type is written (`let b: Amount<Length> = Amount(value: 3,
    /// unit: .meters)`, `.init(...)` there, a stored property of that type given a call), and
    /// its method called on a value of that type: the written type binds the generic parameter,
    /// so an argument's implicit member is the bound type's static (it was "`.meters` has no
    /// member `symbol`", and the `.init` "is not known here"). Output checked with swiftc 6.3.1.
    @Test func theContextBindsAGenericTypesParameterForItsArguments() {
        let (printed, errors) = output("""
            protocol Dimensional { var symbol: String { get } }
            struct Length: Dimensional, Equatable { let symbol: String; let metres: Double
              static let meters = Length(symbol: "m", metres: 1); static let kilometers = Length(symbol: "km", metres: 1000) }
            struct Amount<Unit: Dimensional> {
                var value: Double; var unit: Unit; var fallback: Unit? = nil
                func label(in other: Unit) -> String { "\\(value) \\(unit.symbol) in \\(other.symbol)" }
            }
            let b: Amount<Length> = Amount(value: 3, unit: .meters)
            let c: Amount<Length> = .init(value: 4, unit: .kilometers, fallback: .meters)
            struct Leg { var distance: Amount<Length> }
            let leg = Leg(distance: Amount(value: 12, unit: .kilometers))
            print(b.unit.symbol, c.unit.symbol, c.fallback?.symbol ?? "-", leg.distance.unit.symbol, leg.distance.value * leg.distance.unit.metres)
            print(b.label(in: .kilometers))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(printed == "m km m km 12000.0\n3.0 m in km\n")
    }
}
