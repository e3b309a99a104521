// Which changes a block's animations move: the focus rules `.animation(_:value:)` is written as, and its warnings.

import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks

/// `.animation(_:value:)` animates only the changes of its value (Apple, "animation(_:value:)"):
/// the renderer finds which states change each value and writes, per state, the motion its
/// change takes under `:has(<its control>:focus)`. How they move in chromium:
/// `AnimationScopeTests`.
@Suite
struct AnimationScopeCSSTests {
    static let twoStates = """
        @State var moved = false
        @State var grown = false
        VStack(alignment: .leading) {
            Toggle("Moved", isOn: $moved)
            Toggle("Grown", isOn: $grown)
            Color.blue.frame(width: grown ? 60 : 20, height: 20).offset(x: moved ? 200 : 0)
                .animation(.linear(duration: 0.4), value: moved)
        }
        """

    /// The rules of one state's focus in `css`, or nil.
    static func focusRule(_ css: String, block: String = "t", state: String) -> String? {
        let head = "[data-trellis-figure=\"\(block)\"]:has([name=\"\(block).\(state)\"]:focus){"
        guard let start = css.range(of: head) else { return nil }
        return String(css[start.upperBound...].prefix { $0 != "\n" })
    }

    @Test func aChangeOfAnUnwatchedStateJumpsAndTheWatchedOneMoves() throws {
        guard let block = try RenderedSource.render(Self.twoStates) else { return }
        // `grown` is watched by nothing: its change jumps, on the frame and on the box.
        let grown = try #require(Self.focusRule(block.css, state: "grown"), "\(block.css)")
        #expect(grown.contains(".r{--trellis-duration:0s"), "\(grown)")
        #expect(grown.contains("--trellis-duration:0s;--trellis-easing:linear;--trellis-delay:0s}"), "\(grown)")
        #expect(!grown.contains("0.4s"), "\(grown)")
        // `moved` is watched by the box: its own animation stands; the rest jumps.
        let moved = try #require(Self.focusRule(block.css, state: "moved"), "\(block.css)")
        #expect(!moved.contains("0.4s"), "the box keeps its base rule's animation: \(moved)")
        #expect(moved.contains(".r{--trellis-duration:0s"), "\(moved)")
        // With no control focused, the box moves on its animation, as before (the base rule).
        #expect(block.css.contains("--trellis-duration:0.4s;--trellis-easing:linear;--trellis-delay:0s"), "\(block.css)")
        #expect(block.warnings.isEmpty, "\(block.warnings)")
    }

    @Test func aBlockThatSaysNothingOfAnimationMovesAsBefore() throws {
        guard let block = try RenderedSource.render("""
            @State var moved = false
            VStack {
                Toggle("Moved", isOn: $moved)
                Color.blue.frame(width: 20, height: 20).offset(x: moved ? 200 : 0)
            }
            """) else { return }
        #expect(!block.css.contains(":focus)"), "\(block.css)")
    }

    @Test func aBindingsAnimationMovesTheChangesMadeThroughIt() throws {
        guard let block = try RenderedSource.render("""
            @State var moved = false
            VStack {
                Toggle("Moved", isOn: $moved.animation(.easeIn(duration: 0.3)))
                Color.blue.frame(width: 20, height: 20).offset(x: moved ? 200 : 0)
            }
            """) else { return }
        let moved = try #require(Self.focusRule(block.css, state: "moved"), "\(block.css)")
        #expect(moved.contains(".r{--trellis-duration:0.3s;--trellis-easing:ease-in;--trellis-delay:0s}"), "\(moved)")
        let bare = try ParsedBlock(source: LayoutBlockSource(code: """
            @State var moved = false
            Toggle("Moved", isOn: $moved.animation())
            """, file: "content/test.md", firstLine: 1), data: [:])
        #expect(bare.states.first?.changeAnimation == .default)
    }

    /// Issue 27's "`withAnimation(.x) { ... }` ... in a binding's set": a binding made with
    /// `Binding(get:set:)` whose `set` assigns the value in `withAnimation` moves the changes made
    /// through it with that animation, as `$moved.animation(...)` does; a `set` that does more is
    /// an action the page does not run, and its `withAnimation` is warned of, not dropped.
    @Test func aBindingsSetWithAnimationMovesTheChangesMadeThroughIt() throws {
        for setter in ["set: { value in withAnimation(.easeIn(duration: 0.3)) { moved = value } }",
                       "set: { withAnimation(.easeIn(duration: 0.3)) { self.moved = $0 } }"] {
            guard let block = try RenderedSource.render("""
                @State var moved = false
                VStack {
                    Toggle("Moved", isOn: Binding(get: { moved }, \(setter)))
                    Color.blue.frame(width: 20, height: 20).offset(x: moved ? 200 : 0)
                }
                """) else { return }
            let moved = try #require(Self.focusRule(block.css, state: "moved"), "\(block.css)")
            #expect(moved.contains(".r{--trellis-duration:0.3s;--trellis-easing:ease-in;--trellis-delay:0s}"), "\(setter): \(moved)")
        }
        let more = try ParsedBlock(source: LayoutBlockSource(code: """
            @State var moved = false
            Toggle("Moved", isOn: Binding(get: { moved }, set: { value in withAnimation { moved = value; print(value) } }))
            """, file: "content/test.md", firstLine: 1), data: [:])
        #expect(more.notes.contains { $0.severity == .warning && $0.line == 2 && $0.message.contains("does not run on a page") }, "\(more.notes)")
    }

    @Test func aButtonThatTogglesAStateIsItsControlWithItsAnimation() throws {
        guard let block = try RenderedSource.render("""
            @State var moved = false
            VStack {
                Button("Move") { withAnimation(.easeIn(duration: 0.3)) { moved.toggle() } }
                Color.blue.frame(width: 20, height: 20).offset(x: moved ? 200 : 0)
            }
            """) else { return }
        // The button is a label over the state's checkbox; no switch is added above the block.
        #expect(block.html.contains("trellis-state-button\" data-trellis-node="), "\(block.html)")
        #expect(block.html.contains("<input type=\"checkbox\" name=\"t.moved\" value=\"true\" aria-label=\"Move\">"), "\(block.html)")
        #expect(!block.html.contains("trellis-controls"), "\(block.html)")
        let moved = try #require(Self.focusRule(block.css, state: "moved"), "\(block.css)")
        #expect(moved.contains(".r{--trellis-duration:0.3s;--trellis-easing:ease-in;--trellis-delay:0s}"), "\(moved)")
        // Without `withAnimation` the change is made with no animation: it jumps.
        guard let plain = try RenderedSource.render("""
            @State var moved = false
            VStack {
                Button("Move") { self.moved.toggle() }
                Color.blue.frame(width: 20, height: 20).offset(x: moved ? 200 : 0)
                    .animation(.easeIn, value: moved)
            }
            """) else { return }
        #expect(plain.html.contains("name=\"t.moved\""), "\(plain.html)")
        #expect(plain.warnings.isEmpty, "\(plain.warnings)")
    }

    @Test func aTransactionsAnimationIsTheAnimationItAmountsTo() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            @State var moved = false
            VStack {
                Toggle("Moved", isOn: $moved)
                Color.blue.transaction { $0.animation = .easeIn }
                Color.red.transaction(value: moved) { t in t.animation = nil }
                Color.green.transaction { $0.disablesAnimations = true }
            }
            """, file: "content/test.md", firstLine: 1), data: [:])
        let views = try block.view(for: [:]).allViews.filter { $0.kind == "Color" }
        let animations = views.map { $0.modifiers.first { $0.name == "animation" } }
        #expect(animations[0]?.argument(nil) == .member(MemberValue(name: "easeIn")) && animations[0]?.argument("value") == nil, "\(animations)")
        #expect(animations[1]?.argument(nil) == .null && animations[1]?.argument("value") == .bool(false), "\(animations)")
        // Any other transform has no effect on a page, and is noted as such.
        #expect(animations[2] == nil)
        #expect(block.notes.contains { $0.message.contains("`.transaction`") && $0.line == 6 }, "\(block.notes)")
    }

    /// SwiftUI reads the animation from the body after the change (Apple, "Transaction"): a
    /// change into `moved` moves on the ease-in, a change out of it on the linear curve. The
    /// page writes the ease-in under the focus of `moved`'s switch with `moved` on.
    @Test func anAnimationThatDiffersBetweenStatesIsTheNewStates() throws {
        guard let block = try RenderedSource.render("""
            @State var moved = false
            VStack {
                Toggle("Moved", isOn: $moved)
                Color.blue.frame(width: 20, height: 20).offset(x: moved ? 200 : 0)
                    .animation(moved ? .easeIn(duration: 0.3) : .linear(duration: 0.4), value: moved)
            }
            """) else { return }
        let into = try #require(block.css.split(separator: "\n").first { $0.contains(":has([name=\"t.moved\"]:checked):has([name=\"t.moved\"]:focus){") }, "\(block.css)")
        #expect(into.contains("--trellis-duration:0.3s;--trellis-easing:ease-in;--trellis-delay:0s"), "\(into)")
        // Out of it: the linear curve, which the base rule already sets on the box.
        let out = try #require(block.css.split(separator: "\n").first { $0.contains(":has([name=\"t.moved\"]:not(:checked)):has([name=\"t.moved\"]:focus){") }, "\(block.css)")
        #expect(!out.contains("0.3s") && !out.contains(".n2{"), "\(out)")
        #expect(block.css.contains("--trellis-duration:0.4s;--trellis-easing:linear;--trellis-delay:0s"), "\(block.css)")
        #expect(block.warnings.isEmpty, "\(block.warnings)")
    }

    /// `Button("B") { withAnimation(.easeIn(duration: 0.3)) { place = 1 } }`: the button is a
    /// label over the radio button of `place == 1`, the change into 1 moves on the ease-in,
    /// a button without `withAnimation` jumps, and the initial value, which no button sets,
    /// is a hidden checked radio button. The radio button is named by the label's words.
    @Test func aButtonThatSetsAStateIsTheControlOfThatValue() throws {
        guard let block = try RenderedSource.render("""
            enum Side { case left, right }
            @State var place = 0
            @State var on = false
            @State var word = "a"
            @State var side: Side = .left
            VStack {
                Button("B") { withAnimation(.easeIn(duration: 0.3)) { place = 1 } }
                Button("C") { place = 2 }
                Button("On") { withAnimation { self.on = true } }
                Button("Word") { word = "b" }
                Button("Right") { side = .right }
                Color.blue.frame(width: on ? 30 : 20, height: 20).offset(x: CGFloat(place) * 10 + (side == .right ? 5 : 0))
                    .opacity(word == "b" ? 0.5 : 1)
            }
            """) else { return }
        #expect(block.html.contains("<input type=\"radio\" name=\"t.place\" value=\"1\">"), "\(block.html)")
        #expect(block.html.contains("<input type=\"radio\" name=\"t.place\" value=\"2\">"), "\(block.html)")
        #expect(block.html.contains("<input type=\"radio\" name=\"t.place\" value=\"0\" hidden checked>"), "\(block.html)")
        #expect(block.html.contains("<input type=\"radio\" name=\"t.on\" value=\"true\">"), "\(block.html)")
        #expect(block.html.contains("<input type=\"radio\" name=\"t.on\" value=\"false\" hidden checked>"), "\(block.html)")
        #expect(block.html.contains("<input type=\"radio\" name=\"t.word\" value=\"b\">"), "\(block.html)")
        #expect(block.html.contains("<input type=\"radio\" name=\"t.side\" value=\".right\">"), "\(block.html)")
        #expect(!block.html.contains("trellis-controls"), "\(block.html)")
        let lines = block.css.split(separator: "\n")
        let intoB = try #require(lines.first { $0.contains(":has([name=\"t.place\"][value=\"1\"]:checked):has([name=\"t.place\"]:focus){") }, "\(block.css)")
        #expect(intoB.contains(".r{--trellis-duration:0.3s;--trellis-easing:ease-in;--trellis-delay:0s}"), "\(intoB)")
        let intoC = try #require(lines.first { $0.contains(":has([name=\"t.place\"][value=\"2\"]:checked):has([name=\"t.place\"]:focus){") }, "\(block.css)")
        #expect(intoC.contains(".r{--trellis-duration:0s"), "\(intoC)")
        // `withAnimation` without an animation: `Animation.default`, which the frame inherits
        // with no control focused, so the change into `on` needs no rule; the one out of it
        // (which no button makes) jumps.
        #expect(!lines.contains { $0.contains(":has([name=\"t.on\"][value=\"true\"]:checked):has([name=\"t.on\"]:focus){") }, "\(block.css)")
        let off = try #require(lines.first { $0.contains(":has([name=\"t.on\"][value=\"false\"]:checked):has([name=\"t.on\"]:focus){") }, "\(block.css)")
        #expect(off.contains(".r{--trellis-duration:0s"), "\(off)")
        #expect(block.warnings.isEmpty, "\(block.warnings)")
    }

    /// A Bool state a `Toggle` changes has no radio button a button could set: the button
    /// does nothing on the page, and says so.
    @Test func aButtonThatSetsAToggledStateIsAWarning() throws {
        guard let block = try RenderedSource.render("""
            @State var on = false
            VStack {
                Toggle("On", isOn: $on)
                Button("Off") { withAnimation { on = false } }
                Color.blue.frame(width: 20, height: 20).offset(x: on ? 200 : 0)
            }
            """) else { return }
        #expect(!block.html.contains("type=\"radio\""), "\(block.html)")
        let parsed = try ParsedBlock(source: LayoutBlockSource(code: """
            @State var on = false
            VStack {
                Toggle("On", isOn: $on)
                Button("Off") { withAnimation { on = false } }
            }
            """, file: "content/test.md", firstLine: 1), data: [:])
        #expect(parsed.notes.contains { $0.line == 4 && $0.message.contains("`withAnimation`") }, "\(parsed.notes)")
        // The button written before the switch: the button is read first, then the switch
        // takes the state; the page says the button does nothing.
        guard let before = try RenderedSource.render("""
            @State var on = false
            VStack {
                Button("Off") { on = false }
                Toggle("On", isOn: $on)
                Color.blue.frame(width: 20, height: 20).offset(x: on ? 200 : 0)
            }
            """) else { return }
        #expect(!before.html.contains("type=\"radio\""), "\(before.html)")
        #expect(before.warnings.contains { $0.message.contains("this button sets `on`, which a switch changes on the page") }, "\(before.warnings)")
        _ = block
    }

    /// A picker of three values whose `.animation` watches `place == 2`: a change from 0 to 1
    /// does not change it, one from 2 to 1 does, and the page cannot tell the two apart (it
    /// sees where a change lands, not where it came from): a warning at the view.
    @Test func aWatchedValueSomeChangesIntoAValueLeaveIsAWarning() throws {
        let picker = """
            @State var place = 0
            VStack {
                Picker("Place", selection: $place) { Text("A").tag(0); Text("B").tag(1); Text("C").tag(2) }.pickerStyle(.segmented)
                Color.blue.frame(width: 20, height: 20).offset(x: CGFloat(place) * 100)
                    .animation(.easeIn, value: WATCHED)
            }
            """
        guard let mixed = try RenderedSource.render(picker.replacingOccurrences(of: "WATCHED", with: "place == 2")),
              let exact = try RenderedSource.render(picker.replacingOccurrences(of: "WATCHED", with: "place")) else { return }
        #expect(mixed.warnings.contains { $0.message.contains("runs for some changes into a value and not for others") }, "\(mixed.warnings)")
        #expect(exact.warnings.isEmpty, "\(exact.warnings)")
    }

    @Test func buttonsThatWouldMakeTooManyCombinationsAreLeftOutWithAWarning() throws {
        // Seven toggling buttons: 128 combinations; the first six fit in 64.
        let names = (1...7).map { "b\($0)" }
        let code = names.map { "@State var \($0) = false" }.joined(separator: "\n") + "\nVStack {\n"
            + names.map { "    Button(\"\($0)\") { \($0).toggle() }" }.joined(separator: "\n") + "\n}"
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 1), data: [:])
        #expect(block.states.map(\.name) == Array(names.prefix(6)))
        #expect(block.notes.contains { $0.line == 15 && $0.message.contains("`b7` would make more than 64") }, "\(block.notes)")
        // Buttons that set states count alike, by the values they give (here two each).
        let setting = names.map { "@State var \($0) = false" }.joined(separator: "\n") + "\nVStack {\n"
            + names.map { "    Button(\"\($0)\") { \($0) = true }" }.joined(separator: "\n") + "\n}"
        let set = try ParsedBlock(source: LayoutBlockSource(code: setting, file: "content/test.md", firstLine: 1), data: [:])
        #expect(set.states.map(\.name) == Array(names.prefix(6)))
        #expect(set.notes.contains { $0.line == 15 && $0.message.contains("`b7` would make more than 64") }, "\(set.notes)")
    }

    @Test func whatNeverAnimatesIsAWarningAtItsLine() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            @State var moved = false
            @State var taps = 0
            VStack {
                Toggle("Moved", isOn: $moved.animation(.linear(duration: -1)))
                Color.blue.frame(width: 20, height: 20).animation(.easeIn, value: taps)
                Color.red.frame(width: 20, height: 20).animation(.easeIn, value: moved)
                Button("Go") { withAnimation(.bouncy) { taps += 1 } }
            }
            """, file: "content/test.md", firstLine: 1), data: [:])
        // The binding's animation as written: a negative duration.
        #expect(block.notes.contains { $0.line == 4 && $0.message.contains("takes 0 or more seconds") }, "\(block.notes)")
        // `withAnimation` in an action a page does not run (it adds 1: not a constant).
        #expect(block.notes.contains { $0.line == 7 && $0.message.contains("`withAnimation`") }, "\(block.notes)")
        // A value no state changes: the animation never runs.
        let warnings = block.animationScopeWarnings(in: try block.combinations.map { try block.view(for: $0) })
        #expect(warnings.map(\.line) == [5], "\(warnings)")
        #expect(warnings.first?.message.contains("the animation never runs") == true)
    }
}
