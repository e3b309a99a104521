// Controls given a value instead of a page state (`.constant(...)`, as previews pass them) are drawn as they stand.

import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout

/// Pasted preview code binds its controls to `.constant(...)`. A switch, a menu picker and
/// a list row's label must then look as iOS draws them at that value, not vanish because no
/// reader can change them (screenshots of a settings form at 390 px showed empty rows).
@Suite
struct FixedValueControlTests {
    /// The CSS class (`n12`) of the element whose node key is `key` or ends with `/key`.
    static func elementClass(of key: String, in html: String) throws -> String {
        let end = try #require(html.range(of: "data-trellis-node=\"\(key)\"") ?? html.range(of: "/\(key)\""), "no element \(key)")
        let start = try #require(html[..<end.lowerBound].range(of: "class=\"trellis-node ", options: .backwards))
        return String(html[start.upperBound...].prefix { $0 != " " && $0 != "\"" })
    }

    /// Every declaration the stylesheet gives `.nN` at the block's first width.
    static func declarations(of elementClass: String, in css: String) -> String {
        // A rule may name the element among others with the same declarations (`.n3,.n5{...}`).
        css.components(separatedBy: "}").compactMap { rule -> String? in
            let parts = rule.components(separatedBy: "{")
            guard parts.count >= 2, parts[parts.count - 2].split(separator: ",").contains(where: { $0 == ".\(elementClass)" }) else { return nil }
            return parts[parts.count - 1]
        }.joined(separator: ";")
    }

    @Test(arguments: [true, false])
    func aConstantToggleDrawsUIKitsSwitchAtItsValue(isOn: Bool) throws {
        guard let input = try RenderedSource.input("""
            Toggle("Wi-Fi", isOn: .constant(\(isOn))).frame(width: 300)
            """) else { return }
        let block = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 400)).render(input)
        // Nothing for a reader to flip: no checkbox, but a capsule and a knob that draw.
        #expect(!block.html.contains("type=\"checkbox\""))
        let result = input.layout(BlockConfiguration(state: [:]), 320)
        let toggle = try #require(result.nodes.first { $0.kind == .toggle })
        let capsule = try #require(result.nodes.first { $0.kind == .capsule })
        let knob = try #require(result.nodes.first { $0.kind == .circle })
        // UIKit's switch: 51 x 31 at the trailing edge, a 27-pt knob 2 pt inside the end it rests at.
        #expect(capsule.frame.size == Size(width: 51, height: 31))
        #expect(capsule.frame.maxX == toggle.frame.maxX)
        #expect(knob.frame.size == Size(width: 27, height: 27))
        #expect(knob.frame.midY == capsule.frame.midY)
        #expect(isOn ? knob.frame.maxX == capsule.frame.maxX - 2 : knob.frame.minX == capsule.frame.minX + 2)
        let capsuleLook = Self.declarations(of: try Self.elementClass(of: "Capsule0", in: block.html), in: block.css)
        #expect(capsuleLook.contains(isOn ? "var(--trellis-green)" : "var(--trellis-systemFill)"), "\(capsuleLook)")
        let knobLook = Self.declarations(of: try Self.elementClass(of: "Circle0", in: block.html), in: block.css)
        #expect(knobLook.contains("var(--trellis-white)") && knobLook.contains("drop-shadow"), "\(knobLook)")
    }

    /// A switch that is on is drawn in the tint set around it, by `.tint(_:)` or by
    /// `SwitchToggleStyle(tint:)` (Apple: "Creates a switch style with a tint color"; set AJ's
    /// apps, where the style stood in as the app's), and green without one: the capsule's fill
    /// is the inherited `--trellis-tint` over green, and the tinted toggles set it.
    @Test func aSwitchIsDrawnInTheTintAroundIt() throws {
        guard let block = try RenderedSource.render("""
            VStack {
                Toggle("Styled", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
                Toggle("Tinted", isOn: .constant(true)).tint(.orange)
                Toggle("Plain", isOn: .constant(true))
            }.frame(width: 300)
            """) else { return }
        let toggles = block.html.components(separatedBy: "data-trellis-node=\"").dropFirst().compactMap { part -> String? in
            let key = String(part.prefix { $0 != "\"" })
            return key.hasPrefix("toggle-") && !key.contains("/") ? key : nil
        }
        #expect(toggles.count == 3, "\(toggles)")
        for (index, key) in toggles.enumerated() {
            let look = Self.declarations(of: try Self.elementClass(of: key, in: block.html), in: block.css)
            #expect(look.contains("--trellis-tint:var(--trellis-orange)") == (index < 2), "\(key): \(look)")
            let capsule = Self.declarations(of: try Self.elementClass(of: key + "/frame2/ZStack0/Capsule0", in: block.html), in: block.css)
            #expect(capsule.contains("background:var(--trellis-tint,var(--trellis-green))"), "\(capsule)")
        }
    }

    @Test func aConstantMenuPickerShowsTheSelectedTitleWithTheChevron() throws {
        guard let block = try RenderedSource.render("""
            Picker("Appearance", selection: .constant(1)) {
                Text("Light").tag(0)
                Text("Dark").tag(1)
            }
            """) else { return }
        #expect(!block.html.contains("<select name="), "no state menu (the block's width menu has no name)")
        // The selected option's title is an element of its own, inside the tinted wrapper.
        let menu = try #require(block.html.range(of: "trellis-menu\""))
        #expect(block.html[menu.upperBound...].contains(">Dark</p>"), "\(block.html)")
        #expect(!block.html.contains(">Light</p>"))
    }

    @Test func aListRowsLabelIconTakesTheTintUnlessAForegroundIsSet() throws {
        guard let block = try RenderedSource.render("""
            List {
                Label("Inbox", systemImage: "tray").id("inbox")
                Label("Starred", systemImage: "star.fill").foregroundStyle(.yellow).id("starred")
            }
            """) else { return }
        let tinted = "color:var(--trellis-foreground,var(--trellis-tint,var(--trellis-accent)))"
        let inboxIcon = Self.declarations(of: try Self.elementClass(of: "inbox/Image0", in: block.html), in: block.css)
        #expect(inboxIcon.contains(tinted), "\(inboxIcon)")
        // The yellow foreground is set on the label, so its icon inherits it through the variable.
        let starred = Self.declarations(of: try Self.elementClass(of: "starred", in: block.html), in: block.css)
        #expect(starred.contains("--trellis-foreground:var(--trellis-yellow)"), "\(starred)")
        // Outside a list a label's icon keeps the text's colour, as in SwiftUI.
        guard let plain = try RenderedSource.render("Label(\"Inbox\", systemImage: \"tray\").id(\"inbox\")") else { return }
        #expect(!plain.css.contains(tinted))
    }
}
