import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout

/// Each `pickerStyle` draws the control iOS draws in a page, and every one of them still
/// switches the block's precomputed layouts.
@Suite
struct PickerStyleTests {
    static func source(_ style: String?) -> String {
        """
        @State var choice = "a"
        VStack {
            Picker("Mode", selection: $choice) {
                Text("Alpha").tag("a")
                Text("Be").tag("b")
            }
            \(style.map { ".pickerStyle(.\($0))" } ?? "")
            Text(choice == "a" ? "First" : "Second")
        }
        """
    }

    @Test(arguments: ["menu", nil])
    func menusAreNativeSelectsSizedByTheCurrentTitle(style: String?) throws {
        guard let input = try RenderedSource.input(Self.source(style)) else { return }
        let block = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 400)).render(input)
        #expect(block.html.contains(
            "<select name=\"t.choice\" aria-label=\"Mode\"><option value=\"a\" selected>Alpha</option><option value=\"b\">Be</option></select>"),
            "\(block.html)")
        #expect(!block.html.contains("type=\"radio\""))
        #expect(block.css.contains("select[name=\"t.choice\"]>option[value=\"b\"]:checked"), "\(block.css)")
        #expect(input.states.first?.control == .menu)
        // The engine's frame holds the current title (and the chevron), so it is narrower for "Be".
        let wide = try #require(input.layout(BlockConfiguration(state: ["choice": "a"]), 300).nodes.first { $0.kind == .picker })
        let narrow = try #require(input.layout(BlockConfiguration(state: ["choice": "b"]), 300).nodes.first { $0.kind == .picker })
        #expect(wide.frame.width > narrow.frame.width + 10)
        #expect(wide.frame.height == narrow.frame.height)
    }

    @Test(arguments: ["inline", "radioGroup"])
    func inlinePickersAreColumnsOfLabelledRadioButtons(style: String) throws {
        guard let input = try RenderedSource.input(Self.source(style)) else { return }
        let block = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 400)).render(input)
        #expect(block.html.contains("role=\"radiogroup\" aria-label=\"Mode\""))
        #expect(block.html.contains("type=\"radio\" name=\"t.choice\" value=\"a\" checked>"), "\(block.html)")
        #expect(block.html.contains("type=\"radio\" name=\"t.choice\" value=\"b\">"), "\(block.html)")
        #expect(block.html.components(separatedBy: "<label class=\"trellis-node").count == 3)
        #expect(!block.html.contains("<select name="), "no state menu (the block's width menu has no name)")
        #expect(!block.html.contains("trellis-segmented"))
        #expect(block.css.contains(":has([name=\"t.choice\"][value=\"b\"]:checked)"), "\(block.css)")
        let result = input.layout(BlockConfiguration(state: ["choice": "a"]), 300)
        let picker = try #require(result.nodes.first { $0.kind == .picker })
        let circles = result.nodes.filter { $0.kind == .circle }
        #expect(circles.count == 2)
        // One option under the other, each after its radio button.
        #expect(circles[1].frame.minY > circles[0].frame.maxY)
        #expect(circles.allSatisfy { $0.frame.width == 18 && $0.frame.minX == picker.frame.minX })
    }

    @Test func segmentedPickersStayRadioButtonsSideBySide() throws {
        guard let block = try RenderedSource.render(Self.source("segmented")) else { return }
        #expect(block.html.contains("trellis-segmented"))
        #expect(block.html.contains("type=\"radio\" name=\"t.choice\" value=\"b\">"))
        #expect(!block.html.contains("<select name="), "no state menu (the block's width menu has no name)")
    }

    @Test func aMenuStateOutsideTheLayoutGetsASelectInTheControlBar() {
        let state = BlockState(name: "mode", label: "Mode", control: .menu, values: [.init("a", label: "A & B"), .init("b")])
        #expect(StateControls.html(block: "x", states: [state]) == "<div class=\"trellis-controls\"><label class=\"trellis-menu-control\"><span>Mode</span>"
            + "<select name=\"x.mode\"><option value=\"a\" selected>A &amp; B</option><option value=\"b\">b</option></select></label></div>")
    }
}
