import BrowserSupport
import Foundation
import Testing
import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// What authors write about drawing, from layout-block source, in chromium: every picker
/// style switches the layouts (a menu through its `<select>`), and text with `lineSpacing`
/// and each truncation mode sits on the engine's lines showing the engine's string; tabular
/// figures (`monospacedDigit`, CSS `tabular-nums`) and reserved lines are as wide and tall
/// as the engine measured them.
@Suite(.serialized)
struct AuthoredDrawingTests {
    static let sources: [(id: String, code: String)] = [
        ("menu-picker", """
            @State var axis = "h"
            let cards = ["One", "Two", "Three"]
            let layout = axis == "h" ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
            VStack(alignment: .leading) {
                Picker("Stack", selection: $axis) {
                    Text("Horizontal").tag("h")
                    Text("Vertical").tag("v")
                }
                .pickerStyle(.menu)
                layout {
                    ForEach(cards, id: \\.self) { card in
                        Text(card).padding(8).background(RoundedRectangle(cornerRadius: 6).fill(Color.blue.opacity(0.2)))
                    }
                }
            }
            .padding()
            """),
        ("inline-picker", """
            @State var size = "s"
            HStack(alignment: .top, spacing: 20) {
                Picker("Size", selection: $size) {
                    Text("Small").tag("s")
                    Text("Large").tag("l")
                }
                .pickerStyle(.inline)
                Circle().fill(.orange.opacity(0.5)).frame(width: size == "s" ? 40 : 120, height: size == "s" ? 40 : 120)
            }
            .padding()
            """),
        ("text-drawing", """
            VStack(alignment: .leading, spacing: 12) {
                Text("Line spacing adds the same gap between every pair of lines, also after a hard\\nbreak, and the lines stay on the engine's baselines.")
                    .lineSpacing(8)
                Text("Head truncation keeps the end of the sentence")
                    .lineLimit(1).truncationMode(.head)
                Text("Middle truncation keeps its start and its end")
                    .lineLimit(1).truncationMode(.middle)
                Text("Two lines at most, then a tail cut after the second line")
                    .font(.footnote).lineLimit(2).lineSpacing(3).frame(maxWidth: 180, alignment: .leading)
                ProgressView(value: 0.4).tint(.green)
            }
            .padding()
            """),
        ("text-figures", """
            VStack(alignment: .leading, spacing: 6) {
                Text("1111111111 11:11:11 \\(1111.11, specifier: "%.2f")").monospacedDigit()
                Text("1111111111 11:11:11").font(.title.monospacedDigit())
                Text("1111111111 11:11:11")
                Text(1234567.891, format: .currency(code: "USD")).monospacedDigit().bold()
                Text("Reserved for three lines").lineLimit(3, reservesSpace: true).background(Color.yellow.opacity(0.3))
                Text("At least two lines and at most four, then a tail cut after the fourth line of this sentence")
                    .lineLimit(2...4).frame(maxWidth: 160, alignment: .leading)
            }
            .padding()
            """),
        // Tracking and kerning are `letter-spacing` after every character (the last one too),
        // ligatures broken; lines and part colours move nothing.
        ("text-spacing", """
            VStack(alignment: .leading, spacing: 6) {
                Text("SOLD OUT").font(.headline).tracking(3)
                Text("Office affinity, tighter").tracking(-0.6)
                Text("Kerning, also after the last letter").kerning(1.5).underline()
                Text("Now ") + Text("$9").foregroundColor(.green).bold() + Text(" was $12").strikethrough().tracking(2)
                Text("Spaced words wrap where the engine wrapped them in every width of the block")
                    .tracking(1.25).frame(maxWidth: 200, alignment: .leading)
            }
            .padding()
            """),
    ]

    static func inputs() throws -> [BlockInput] {
        guard let pipeline = Showcase.pipeline else { return [] }
        return try sources.map { source in
            var input = try pipeline.blockInput(LayoutBlock(code: source.code, file: "\(source.id).md"), textSizes: [.default])
            input.id = source.id
            return input
        }
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.measurer != nil))
    func pickerStylesAndTextDrawingMatchTheEngine() async throws {
        let inputs = try Self.inputs()
        #expect(inputs.first?.states.first?.control == .menu)
        let comparison = try await GeometryCheck.run(inputs, textSizes: [.large], name: "authored-drawing", widthsPerBlock: 8,
                                                     checksTextWidths: true)
        #expect(comparison.boxes > 300)
        #expect(comparison.lineChecks > 20)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.count) problems:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
    }

    /// A reader choosing another value in the menu's `<select>` switches the layout.
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.measurer != nil))
    func choosingInTheMenuSwitchesTheLayout() async throws {
        let inputs = try Self.inputs()
        guard let input = inputs.first else { return }
        let block = BlockRenderer().render(input)
        let page = MeasurementPage(blocks: [block], textSizes: [.large])
        let html = try page.html(cases: [])
        let vertical = input.layout(BlockConfiguration(state: ["axis": "v"]), 500)
        let report = try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await BrowserPage.open(html, name: "menu", in: browser)
            return try await browser.executeAsync(MeasurementPage.nodeScript + """
                const done = arguments[arguments.length - 1];
                document.fonts.ready.then(() => {
                  const block = document.querySelector('[data-trellis-block="menu-picker"]');
                  block.style.width = '500px';
                  const select = block.querySelector('select[name="menu-picker.axis"]');
                  select.focus();
                  select.value = 'v';
                  select.dispatchEvent(new Event('change', {bubbles: true}));
                  done(JSON.stringify({h: block.querySelector('.trellis-frame').getBoundingClientRect().height, n: boxes(block)}));
                });
                """)
        }
        let observation = try JSONDecoder().decode(MeasurementPage.Observation.self, from: Data(("{\"w\":500," + (report.string ?? "").dropFirst()).utf8))
        var comparison = BoxComparison(tolerance: GeometryCheck.tolerance)
        comparison.compare(vertical, observation, label: "after choosing Vertical")
        #expect(comparison.boxes > 5)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.prefix(10))")
    }
}
