// Lists, forms, navigation stacks, lazy grids and form controls, drawn by chromium where the engine put them.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// The views an app's settings and catalogue screens are made of go through the same HTML
/// writer as every other view; this checks that every box a reader sees lands where the
/// engine placed it, at several widths and two text sizes, and that a form draws its
/// grouped cards (background and corners) and its rows' hairlines.
@Suite(.serialized)
struct ListAndControlBrowserTests {
    static let blocks = [
        """
        @State var name = ""
        @State var notifications = true
        @State var volume = 0.4
        @State var count = 3
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    Toggle("Notifications", isOn: $notifications)
                    LabeledContent("Version", value: "1.2")
                }
                Section {
                    Slider(value: $volume, in: 0...1)
                    Stepper("Count: \\(count)", value: $count, in: 0...10)
                    NavigationLink("Advanced", destination: AdvancedView())
                } header: {
                    Text("Playback")
                } footer: {
                    Text("These settings apply to every device signed in to your account.")
                }
            }
            .navigationTitle("Settings")
        }
        """,
        """
        List(["Cat", "Goldfish", "Dog", "Hamster"], id: \\.self) { pet in
            HStack {
                Text(pet)
                Spacer()
                Text("4 votes").foregroundStyle(.secondary)
            }
        }
        .listStyle(.plain)
        """,
        """
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))], spacing: 12) {
            ForEach(0..<7) { index in
                Text("Tile \\(index)").frame(maxWidth: .infinity, minHeight: 60).background(Color.teal.opacity(0.3))
            }
        }
        .padding()
        """,
        """
        @State var open = true
        VStack(alignment: .leading) {
            Label("Favourites", systemImage: "star")
            Toggle(isOn: $open) { Label("Show details", systemImage: "info.circle") }
            DisclosureGroup("Details", isExpanded: $open) {
                Text("Shown when the group is open.")
            }
            TextField("Search", text: .constant("")).textFieldStyle(.roundedBorder)
            GroupBox("Summary") { Text("Three pets, one vote each.") }
        }
        .padding()
        """,
    ]

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func listsFormsAndControlsMatchTheEngineInChromium() async throws {
        let pipeline = try #require(Showcase.pipeline)
        let textSizes: [DynamicTypeSize] = [.large, .accessibility3]
        var inputs: [BlockInput] = []
        for (index, code) in Self.blocks.enumerated() {
            var input = try pipeline.blockInput(LayoutBlock(code: code, file: "lists.md", index: index), textSizes: textSizes)
            input.id = "lists-\(index + 1)"
            inputs.append(input)
        }
        let comparison = try await GeometryCheck.run(inputs, textSizes: textSizes, name: "lists-and-controls", widthsPerBlock: 6)
        #expect(comparison.boxes > 200)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.count) problems:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
        print("lists, forms and controls in chromium: \(comparison.boxes) boxes, worst difference \(comparison.worst) px")

        // The form's sections are white cards with 10-px corners on the grouped grey.
        let form = try #require(inputs.first)
        let page = MeasurementPage(blocks: [BlockRenderer().render(form)], textSizes: [.large])
        let html = try page.html(cases: [])
        let looks = try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await BrowserPage.open(html, name: "form-look", in: browser)
            return try await browser.execute("""
                const nodes = [...document.querySelectorAll('[data-trellis-node]')];
                const styles = [...document.querySelectorAll('.trellis-node')].map(e => getComputedStyle(e));
                return {
                    cards: styles.filter(s => s.borderTopLeftRadius === '10px' && s.backgroundColor === 'rgb(255, 255, 255)').length,
                    grouped: styles.filter(s => s.backgroundColor === 'rgb(242, 242, 247)').length,
                    hairlines: styles.filter(s => parseFloat(s.height) === 0.5).length,
                    nodes: nodes.length
                };
                """)
        }
        #expect(looks["cards"].double == 2)
        #expect((looks["grouped"].double ?? 0) >= 1)
        // Two rows above the last of each section end in a hairline.
        #expect(looks["hairlines"].double == 4)
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func clickingADisclosureGroupsLabelOpensAndClosesIt() async throws {
        let pipeline = try #require(Showcase.pipeline)
        var input = try pipeline.blockInput(LayoutBlock(code: """
            @State var open = false
            VStack(alignment: .leading) {
                DisclosureGroup("Details", isExpanded: $open) {
                    Text("Shown when open").id("inside")
                }
                Text("After").id("after")
            }
            """, file: "lists.md", index: 0), textSizes: [.large])
        input.id = "disclosure"
        let page = MeasurementPage(blocks: [BlockRenderer().render(input)], textSizes: [.large])
        let html = try page.html(cases: [])
        let (closed, opened, closedAgain) = try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await BrowserPage.open(html, name: "disclosure", in: browser)
            let read = """
                const inside = document.querySelector('[data-trellis-node="inside"]');
                const after = document.querySelector('[data-trellis-node="after"]');
                return { inside: inside ? getComputedStyle(inside).visibility : 'none', after: after.getBoundingClientRect().top };
                """
            let closed = try await browser.execute(read)
            // No control bar: the group's own label is the control.
            #expect(try await browser.execute("return document.querySelectorAll('.trellis-controls').length").double == 0)
            _ = try await browser.execute("document.querySelector('label.trellis-disclosure').click()")
            try await Task.sleep(for: .milliseconds(700))
            let opened = try await browser.execute(read)
            _ = try await browser.execute("document.querySelector('label.trellis-disclosure').click()")
            try await Task.sleep(for: .milliseconds(700))
            return (closed, opened, try await browser.execute(read))
        }
        #expect(closed["inside"].string != "visible")
        #expect(opened["inside"].string == "visible")
        // The text after the group moves down to make room, and back.
        #expect((opened["after"].double ?? 0) > (closed["after"].double ?? 0))
        #expect(closedAgain["after"].double == closed["after"].double)
    }
}
