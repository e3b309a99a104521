// A look a state chooses (a colour, a fill, an opacity) is written for each state, not only the first.

import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout

@Suite struct StateLookTests {
    /// The block's CSS before the rules of the toggle `on` checked, and those rules.
    private static func split(_ css: String) throws -> (base: String, on: String) {
        let scoped = try #require(css.range(of: "[data-trellis-figure=\"t\"]:has([name=\"t.on\"]:checked){"), "\(css)")
        return (String(css[..<scoped.lowerBound]), String(css[scoped.upperBound...].prefix { $0 != "\n" }))
    }

    /// `on ? .red : .blue` of a `@State`: SwiftUI draws the colour of the state the view is in,
    /// so each state's look is written under that state's selector (the toggle's checked
    /// input). The page had kept the first state's colours in both states, without a word.
    @Test func aLookAStateChoosesIsWrittenForEachState() throws {
        guard let rendered = try RenderedSource.render("""
            @State var on = false
            VStack {
                Toggle("On", isOn: $on)
                Text("Hello").foregroundStyle(on ? Color.red : Color.blue).id("hello")
                Rectangle().fill(on ? Color.green : Color.orange).frame(width: 20, height: 20).id("square")
                Text("Plain").foregroundStyle(.purple).id("same")
            }
            """) else { return }
        let (base, onRules) = try Self.split(rendered.css)
        #expect(base.contains("color:var(--trellis-blue)") && base.contains("background:var(--trellis-orange)"), "\(base)")
        #expect(onRules.contains("color:var(--trellis-red)") && onRules.contains("background:var(--trellis-green)"), "\(onRules)")
        // A look the state does not change is written once, in the block's rule.
        #expect(!onRules.contains("purple") && base.contains("color:var(--trellis-purple)"))
    }

    /// A look set in one state and not the other is `unset` there: the foreground is then the
    /// parent's again (`color` is inherited), as in SwiftUI where the style is not applied.
    @Test func aLookOneStateLeavesOutIsUnsetThere() throws {
        guard let rendered = try RenderedSource.render("""
            @State var on = false
            VStack {
                Toggle("On", isOn: $on)
                if on {
                    Text("Hello").foregroundStyle(.red).opacity(0.5).id("hello")
                } else {
                    Text("Hello").id("hello")
                }
            }
            """) else { return }
        let (base, onRules) = try Self.split(rendered.css)
        #expect(onRules.contains("color:var(--trellis-red)") && onRules.contains("opacity:0.5"), "\(onRules)")
        #expect(base.contains("color:unset") && base.contains("opacity:unset"), "\(base)")
    }

    /// Declarations split where CSS splits them: not inside a `url(...)` or a quoted string.
    @Test func declarationsSplitOutsideBracketsAndQuotes() {
        let parsed = ElementVisuals.properties("mask:url(data:image/svg+xml;utf8,<svg/>) center;content:\"a;b\";color:red")
        #expect(parsed.map(\.0) == ["mask", "content", "color"])
        #expect(parsed.map(\.1) == ["url(data:image/svg+xml;utf8,<svg/>) center", "\"a;b\"", "red"])
    }
}
