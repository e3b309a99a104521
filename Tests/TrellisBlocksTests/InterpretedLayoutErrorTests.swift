// Mistakes in layout code: found before anything runs when they can be, positioned when they run.

import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

@Suite struct InterpretedLayoutErrorTests {
    /// A layout whose `placeSubviews` body is `body`, used on three texts, as a page's report
    /// lays it out; the errors it fails with.
    private func runtimeErrors(_ body: String, sizeThatFits: String = "proposal.replacingUnspecifiedDimensions()") -> [Diagnostic] {
        let markdown = """
            # Test

            ```layout
            Probe {
                Text("One")
                Text("Two")
                Text("Three")
            }

            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    \(sizeThatFits)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    \(body)
                }
            }
            ```
            """
        do {
            _ = try report(markdown: markdown, file: "content/probe.md", width: 300)
            return []
        } catch let failure as BuildFailure {
            return failure.diagnostics
        } catch {
            return [Diagnostic(file: "?", message: "\(error)")]
        }
    }

    /// `CGFloat(.defaultSpacing)` names the app's `extension CGFloat { init(_:) }`: a page's
    /// views draw a stand-in for it (`StandInTests`), but layout code has none, so it is an
    /// error that names the missing initialiser; `CGFloat(.pi)` is the number's own.
    @Test func aNumberOfTheAppsImplicitMemberIsAnErrorInLayoutCode() {
        let errors = runtimeErrors("for subview in subviews { subview.place(at: CGPoint(x: bounds.minX + CGFloat(.pi), y: bounds.minY + CGFloat(.gap)), proposal: .unspecified) }")
        #expect(errors.map(\.message) == ["`CGFloat` has no initializer taking `.gap`"], "\(errors)")
    }

    @Test func anIndexOutOfRangeNamesTheIndexAndTheCount() throws {
        let errors = runtimeErrors("subviews[3].place(at: .zero, proposal: .unspecified)")
        let error = try #require(errors.first)
        #expect(error.message == "index 3 is out of range: there are 3 subviews")
        // Line 16 of the page is the body's line; column 9 its first character.
        #expect(error.line == 16 && error.column == 9)
        #expect(error.description.contains("subviews[3]"))
    }

    @Test func aRunawayLoopStopsAtTheStepBudget() throws {
        let errors = runtimeErrors("var i = 0\n        while i >= 0 { i += 1 }")
        let error = try #require(errors.first)
        #expect(error.message.contains("ran more than"))
        #expect(error.hint?.contains("step budget") == true)
        #expect(error.line == 17)
    }

    @Test func unboundedRecursionStopsAtTheCallDepth() throws {
        let markdown = """
            ```layout
            Deep { Text("x") }

            struct Deep: Layout {
                func depth(_ n: Int) -> Int { depth(n + 1) }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: depth(0), height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            ```
            """
        #expect(throws: BuildFailure.self) { try report(markdown: markdown, file: "content/deep.md", width: 300) }
        do {
            _ = try report(markdown: markdown, file: "content/deep.md", width: 300)
        } catch let failure as BuildFailure {
            #expect(failure.diagnostics.first?.message.contains("calls nest more than") == true)
        }
    }

    @Test func integerDivisionByZeroAndNilUnwrapAreErrors() throws {
        let division = try #require(runtimeErrors("let n = subviews.count - 3\n        let x = 10 / n").first)
        #expect(division.message == "division by zero: 10 / 0")
        #expect(division.line == 17 && division.column == 20)
        // The root is offered the page's width and no height.
        let unwrap = try #require(runtimeErrors("let height = proposal.height!").first)
        #expect(unwrap.message.contains("`proposal.height` is nil"))
    }

    @Test func aNonFinitePlacementIsAnError() throws {
        let error = try #require(runtimeErrors("let zero = 0.0\n        subviews[0].place(at: CGPoint(x: 1 / zero, y: 0), proposal: .unspecified)").first)
        #expect(error.message.contains("not a finite point"))
    }

    @Test func aNonFiniteSizeIsAnError() throws {
        let error = try #require(runtimeErrors("", sizeThatFits: "CGSize(width: CGFloat.infinity, height: 10)").first)
        #expect(error.message.contains("not a finite, non-negative CGSize"))
    }

    /// A requirement is found by its labels, as Swift matches it: one written without `cache:`
    /// is named, not silently left out of the layout.
    @Test func aRequirementWithOtherParametersIsNamed() throws {
        let markdown = """
            ```layout
            Bad { Text("x") }

            struct Bad: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            ```
            """
        do {
            _ = try report(markdown: markdown, file: "content/bad.md", width: 300)
            Issue.record("the block laid out")
        } catch let failure as BuildFailure {
            let error = try #require(failure.diagnostics.first)
            #expect(error.message == "`sizeThatFits(proposal:subviews:)` does not have the Layout protocol's parameters")
            #expect(error.line == 5 && error.column == 10)
            #expect(error.hint?.contains("cache: inout ()") == true)
        }
    }

    @Test func compileErrorsComeBeforeAnythingRunsAndAllAtOnce() {
        let errors = diagnostics("""
            Broken { Text("x") }

            struct Broken: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let size = subviews.frist
                    return CGSize(width: widht, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let x = 1
                    x = 2
                }
            }
            """)
        let messages = errors.map(\.message)
        #expect(messages.contains("unknown name `widht`"))
        #expect(messages.contains("`x` is a `let` constant"))
        // `subviews` is declared `Subviews`, so its misspelt member is found before anything runs too.
        let member = errors.first { $0.message == "LayoutSubviews has no member `frist`" }
        #expect(member?.hint == "did you mean `first`?")
        #expect(member?.line == 14 && member?.column == 29)
        #expect(errors.count == 3)
        let unknown = errors.first { $0.message == "unknown name `widht`" }
        #expect(unknown?.line == 15 && unknown?.column == 30)
    }

    @Test func unsupportedDeclarationsAndConstructsAreNamed() {
        let errors = diagnostics("""
            Text("x")

            enum Mode { case a(Int), b }
            struct Uses: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let f = { (x: Int) async -> Int in x }
                    let y = await f(1)
                    return .zero
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """)
        // Enum cases with associated values are supported. An `async` closure compiles, as in
        // Swift, where it is stored without being awaited; awaiting it in a layout's method
        // is the error (a layout's methods are synchronous).
        #expect(!errors.contains { $0.line == 12 || $0.line == 15 })
        #expect(errors.contains { $0.message == "`await` cannot run in layout code" && $0.line == 16 && $0.column == 17 })
    }

    @Test func aLayoutThatPlacesNothingLeavesSubviewsCentredAsSwiftUIDocuments() throws {
        // SwiftUI: a subview the layout does not place is centred in the bounds.
        let code = """
            Lazy {
                Color.red.frame(width: 20, height: 10).id("red")
            }
            .frame(width: 100, height: 50)

            struct Lazy: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let layout = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 100)
        let red = try #require(layout.nodes.first { $0.id == "red" })
        #expect((red.x, red.y, red.width, red.height) == (40, 20, 20, 10))
    }

    @Test func dictionaryMistakesArePositionedAtTheKey() throws {
        // Swift stops on a duplicate key in a literal; the error is at the second `1`.
        let duplicate = try #require(runtimeErrors("let widths = [1: 10.0, 1: 20.0]").first)
        #expect(duplicate.message == "the dictionary literal has the key 1 twice")
        #expect(duplicate.line == 16 && duplicate.column == 32)
        let unhashable = try #require(runtimeErrors("let keyed = [CGRect.zero: 1]").first)
        #expect(unhashable.message.hasPrefix("CGRect CGRect(x: 0, y: 0, width: 0, height: 0) is not `Hashable`"))
        #expect(unhashable.line == 16 && unhashable.column == 22)
        #expect(unhashable.hint?.contains("Int, a String") == true)
    }

    @Test func builtInStacksCalledWrongAreNamed() throws {
        let label = try #require(runtimeErrors("let row = HStackLayout(gap: 4)").first)
        #expect(label.message == "`HStackLayout` takes `alignment:` and `spacing:`, not `gap:`")
        #expect(label.line == 16 && label.column == 19)
        let bounds = try #require(runtimeErrors("VStackLayout().placeSubviews(proposal: proposal, subviews: subviews, cache: ())").first)
        #expect(bounds.message == "`VStackLayout.placeSubviews` needs `in:`, the bounds to place in")
    }

    @Test func extensionsOfUnknownTypesAndStoredPropertiesInExtensionsAreRefused() {
        let errors = diagnostics("""
            Text("x")

            extension Sprocket {
                func spin() {}
            }
            extension CGSize {
                var depth: CGFloat = 0
            }
            """)
        let unknown = errors.first { $0.message == "extensions of `Sprocket` are not supported" }
        #expect(unknown?.line == 12 && unknown?.column == 11)
        let stored = errors.first { $0.message == "extensions must not contain stored properties: `depth`" }
        #expect(stored?.line == 15)
        #expect(stored?.hint?.contains("computed property") == true)
    }

    /// Two methods Swift tells apart only by their parameters' types (`share(_: HorizontalAlignment)`
    /// beside `share(_: VerticalAlignment)`, met while porting Food Truck's `FlowLayout`): the
    /// argument's type chooses, known before the code runs or only when it runs
    /// (`alignment.horizontal` of an `Alignment` parameter), with no warning; a call the
    /// labels fit but whose values fit no overload is an error naming them.
    @Test func overloadsThatDifferOnlyInParameterTypesAreChosenByType() throws {
        let code = """
            struct Shares {
                func share(_ guide: HorizontalAlignment) -> Double { guide == .leading ? 0 : 0.5 }
                func share(_ guide: VerticalAlignment) -> Double { guide == .top ? 0.25 : 1 }
                func both(_ alignment: Alignment) -> [Double] { [share(alignment.horizontal), share(alignment.vertical)] }
            }
            func scaled(_ value: Int) -> Int { value * 2 }
            func scaled(_ value: String) -> String { value + value }
            Text("\\(Shares().both(.topLeading)) \\(Shares().both(.bottomTrailing)) \\(scaled(3)) \\(scaled("ab"))")
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
        #expect(block.notes.filter { $0.severity == .warning }.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["[0.0, 0.25] [0.5, 1.0] 6 abab"])
    }
}

/// Inputs the fuzzer (bench/fuzz/run.sh) found, kept as regressions.
@Suite struct FuzzRegressionTests {
    /// swift-syntax's lookahead for inline array types is exponential in the depth of
    /// unclosed `[`: 70 of them hung the build. They are refused before parsing.
    @Test func deeplyNestedSquareBracketsAreRefusedQuickly() {
        let errors = diagnostics("Text(\"a\")\nlet x = size.heig" + String(repeating: "[", count: 70) + "ht")
        #expect(errors.first?.message == "square brackets nest more than 12 deep")
        #expect(errors.first?.line == 11 && errors.first?.column == 30)
        // An unterminated string ends at its line, as the lexer ends it, so it hides nothing.
        let hidden = diagnostics("let names = [\"Ada\"]\nlet odd = \"V\n" + String(repeating: "[", count: 45) + "d")
        #expect(hidden.first?.message == "square brackets nest more than 12 deep")
        // Arrays nested as real code nests them still parse.
        #expect(diagnostics("let grid = [[1]]\nText(\"a\")").isEmpty)
        #expect(diagnostics("let grid = [[[1, 2], [3]], [[4]]]\nText(\"\\(grid.count)\")").isEmpty)
        // A string's interpolation is code: 75 `[` there hung the build for minutes (session 42's
        // fuzzing); a string inside an interpolation, and one after it, are strings again.
        let interpolated = diagnostics("Text(\"\\(Dat" + String(repeating: "[", count: 75) + "e().x)\")")
        #expect(interpolated.first?.message == "square brackets nest more than 12 deep" && interpolated.first?.column == 24, "\(interpolated)")
        #expect(diagnostics("let d = [\"k\": [1]]\nText(\"\\(d[\"k\"]!.count) [[[[[[[[[[[[[[ \\((1))\")").isEmpty)
    }

    /// swift-syntax's recovery lookahead over unclosed `(` grows about as the cube of their
    /// depth: the fuzzer's 1 KB of about 200 (with bytes no Swift has) took 13.5 s under
    /// AddressSanitizer (session 51). Parentheses deeper than 64 are refused before parsing, in
    /// code and in a string's interpolations; calls nested as real code nests them still parse.
    @Test func deeplyNestedParenthesesAreRefusedQuickly() {
        let errors = diagnostics("Text(\"a\")\nlet x = " + String(repeating: "(", count: 70) + "1")
        #expect(errors.first?.message == "parentheses nest more than 64 deep")
        #expect(errors.first?.line == 11 && errors.first?.column == 73, "\(errors)")
        let interpolated = diagnostics("Text(\"\\(" + String(repeating: "(", count: 70) + "1)\")")
        #expect(interpolated.first?.message == "parentheses nest more than 64 deep", "\(interpolated)")
        #expect(diagnostics("let x = max(0, min(4, (3 - (2 * (1 + 1))) / 2))\nText(\"\\(Int(max(x, (1))))\")").isEmpty)
        #expect(diagnostics("Text(\"" + String(repeating: "(", count: 80) + "\")").isEmpty)
    }

    /// swift-syntax's fix-it for an `=` bound on one side only traps when the other side has
    /// whitespace it does not count (a replacement character here): reported by Trellis.
    @Test func anEqualsSignWithOddWhitespaceIsAnErrorNotACrash() {
        let errors = diagnostics("let ranks \u{FFFD}= 1\nText(\"a\")")
        #expect(errors.first?.message == "`=` must have the same whitespace on both sides")
    }
}
