// How `.transition(...)` and `matchedGeometryEffect` are read from a block and written as CSS.

import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

/// The language reads every way of writing SwiftUI's transitions into one ``Transition``,
/// warns at the line of what the page cannot draw, and the renderer writes where a view is
/// gone and, in every state, the looks its removal and insertion draw. How they move
/// in a browser: `InsertionRemovalTests` and `MatchedGeometryTests`.
@Suite
struct TransitionCSSTests {
    @Test func theLanguageReadsEachWayOfWritingATransition() throws {
        let written: [(String, Transition)] = [
            (".opacity", .opacity),
            ("AnyTransition.opacity", .opacity),
            (".identity", .identity),
            (".scale", .scale()),
            (".scale(scale: 0.5, anchor: .bottomTrailing)", .scale(0.5, anchor: .bottomTrailing)),
            (".scale(0.25)", .scale(0.25)),
            (".slide", .slide),
            (".move(edge: .bottom)", .move(edge: .bottom)),
            ("AnyTransition.move(edge: .leading)", .move(edge: .leading)),
            (".offset(x: 12, y: -4)", .offset(x: 12, y: -4)),
            (".offset(CGSize(width: 3, height: 5))", .offset(x: 3, y: 5)),
            (".push(from: .top)", .push(from: .top)),
            (".asymmetric(insertion: .slide, removal: .scale)", .asymmetric(insertion: .slide, removal: .scale())),
            (".scale.combined(with: .opacity)", Transition.scale().combined(with: .opacity)),
            (".move(edge: .top).combined(with: .opacity).combined(with: .scale(scale: 0.8))",
             Transition.move(edge: .top).combined(with: .opacity).combined(with: .scale(0.8))),
        ]
        for (code, expected) in written {
            let block = try ParsedBlock(source: LayoutBlockSource(code: "Color.red.transition(\(code))", file: "content/test.md", firstLine: 10), data: [:])
            let modifier = try #require(block.view(for: [:]).modifiers.first { $0.name == "transition" })
            let read = BlockLowering.transition(modifier.argument(nil), at: modifier.location)
            #expect(read.transition == expected, "\(code)")
            #expect(read.issues.isEmpty, "\(code): \(read.issues.map(\.message))")
        }
        // Apple's documented looks: `.slide` in from the leading edge, out towards the trailing.
        #expect(Transition.slide.insertion.travel == Point(x: -1, y: 0) && Transition.slide.removal.travel == Point(x: 1, y: 0))
        // `.push(from: .top)` in from the top while fading, out towards the bottom while fading.
        #expect(Transition.push(from: .top).insertion == .init(opacity: 0, travel: Point(x: 0, y: -1)))
        #expect(Transition.push(from: .top).removal == .init(opacity: 0, travel: Point(x: 0, y: 1)))
    }

    @Test func whatThePageCannotDrawIsAWarningAtItsLine() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            @State var shown = false
            VStack {
                Toggle("Shown", isOn: $shown)
                if shown {
                    Color.blue.frame(width: 40, height: 40).transition(.blurReplace)
                    Color.red.frame(width: 40, height: 40)
                        .transition(.opacity.animation(.easeIn))
                }
            }
            """, file: "content/test.md", firstLine: 10), data: [:])
        // The views are those of the state that inserts them, not the first state's.
        let warnings = block.transitionWarnings(in: try block.combinations.map { try block.view(for: $0) })
        #expect(warnings.map(\.line) == [14, 16], "\(warnings)")
        #expect(warnings.first?.message.contains("`.blurReplace` is not a transition the page draws") == true)
        #expect(warnings.last?.message.contains("a transition's own animation is not drawn") == true)
        // `.transition` and `@Namespace` are drawn: no note lists them as having no effect.
        #expect(!block.notes.contains { $0.message.contains("`.transition`") })
    }

    @Test func aRemovalIsWrittenWhereTheViewIsGoneAndBothLooksInEveryState() throws {
        guard let css = try RenderedSource.render("""
            @State var shown = false
            VStack {
                Toggle("Shown", isOn: $shown)
                if shown {
                    Color.blue.frame(width: 40, height: 40).transition(.asymmetric(insertion: .move(edge: .top), removal: .scale(scale: 0.5, anchor: .topLeading)))
                }
            }
            """)?.css else { return }
        // Gone (unchecked): its frame held until the animation ends, then of no size, with the
        // colour inside it, at `auto` lengths (an insertion puts them at their frames at once).
        let gone = "inset:auto;width:auto;height:auto;max-width:0;max-height:0;overflow:clip"
        #expect(css.contains(":not(:checked)){.n5{--trellis-out:1;--trellis-in:1;--trellis-place:\(TransitionCSS.hold)}.n5,.n6{\(gone);transition-behavior:allow-discrete}}"), "\(css)")
        // In every state: scaled to half about its top-left corner (centre origin: a translate
        // of −25 %) as it goes, moved up by its height as it comes, fading under Reduce Motion.
        let removal = "(var(--trellis-out) - var(--trellis-in))", insertion = "var(--trellis-in)"
        #expect(css.contains("\n[data-trellis-block=\"t\"]{.n5{--trellis-leave:0s;--trellis-fade:0s;"
            + "opacity:calc((1 - \(removal)*(1 - var(--trellis-moves)))*(1 - \(insertion)*(1 - var(--trellis-moves))));"
            + "translate:calc(\(removal)*-25%) calc(\(removal)*-25% + \(insertion)*-100%);scale:calc(1 + \(removal)*-0.5)}}"), "\(css)")
        #expect(!css.contains("display:none") && !css.contains("@starting-style"), "\(css)")
        // At several text sizes the state's removal is written once, for all of them.
        guard let sized = try RenderedSource.render("""
            @State var shown = false
            VStack {
                Toggle("Shown", isOn: $shown)
                if shown { Text("Hello").transition(.slide) }
            }
            """, textSizes: [.large, .xLarge, .accessibility3])?.css else { return }
        #expect(sized.components(separatedBy: "--trellis-out:1").count == 2, "\(sized)")
        #expect(sized.contains("\n[data-trellis-figure=\"t\"]:has([name=\"t.shown\"]:not(:checked)){.n"), "\(sized)")
    }

    @Test func aMatchedViewThatCannotTravelIsAWarning() throws {
        guard let block = try RenderedSource.render("""
            @Namespace var space
            @State var big = false
            VStack {
                Toggle("Big", isOn: $big)
                if big {
                    VStack { Color.blue.frame(width: 80, height: 80).matchedGeometryEffect(id: "c", in: space) }
                } else {
                    Color.blue.frame(width: 20, height: 20).matchedGeometryEffect(id: "c", in: space)
                }
            }
            """) else { return }
        #expect(block.warnings.contains { $0.message.contains("does not travel to its match") }, "\(block.warnings)")
        // Matched at the top of each branch: no warning (they travel: `MatchedGeometryTests`).
        guard let travelling = try RenderedSource.render("""
            @Namespace var space
            @State var big = false
            VStack {
                Toggle("Big", isOn: $big)
                if big {
                    Color.blue.frame(width: 80, height: 80).matchedGeometryEffect(id: "c", in: space)
                } else {
                    Color.blue.frame(width: 20, height: 20).matchedGeometryEffect(id: "c", in: space)
                }
            }
            """) else { return }
        #expect(travelling.warnings.isEmpty, "\(travelling.warnings)")
    }

    @Test func contentTransitionsTheSiteCannotDrawAreWarnings() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            @State var count = 1
            VStack {
                Stepper("Count", value: $count, in: 1...3)
                Text("\\(count)").contentTransition(.numericText())
                Text("\\(count)").contentTransition(.interpolate)
                Text("\\(count)").contentTransition(.opacity)
            }
            """, file: "content/test.md", firstLine: 1), data: [:])
        let warnings = block.transitionWarnings(in: try block.combinations.map { try block.view(for: $0) })
        #expect(warnings.map(\.line) == [4, 5], "\(warnings)")
        #expect(warnings.first?.message.contains("digits that roll") == true)
        // `.identity`: the old words go at once.
        guard let swapped = try RenderedSource.render("""
            @State var on = false
            VStack {
                Toggle("On", isOn: $on)
                Text(on ? "On" : "Off").contentTransition(.identity)
            }
            """) else { return }
        #expect(swapped.css.contains(":not(:checked)){.n"), "\(swapped.css)")
        #expect(!swapped.css.contains("allow-discrete") && !swapped.css.contains("--trellis-out") && !swapped.css.contains("--trellis-fade"), "\(swapped.css)")
    }
}
