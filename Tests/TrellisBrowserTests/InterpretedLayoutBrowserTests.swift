// Layouts written in a block, and GeometryReader, drawn by chromium where the engine put them.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// Interpreted layouts go through the same HTML writer as compiled ones; this checks what a
/// reader sees: every box of blocks that declare the talk's layouts (from `bench/layouts/`)
/// and use a GeometryReader (values and an `if` computed from its size), and a horizontal ScrollView, in chromium, at several widths and text sizes.
@Suite(.serialized)
struct InterpretedLayoutBrowserTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func declaration(_ name: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent("bench/layouts/\(name).swift"), encoding: .utf8)
    }

    static func blocks() throws -> [String] {
        [
            """
            let pets = ["Cat", "Goldfish", "Dog"]
            ViewThatFits {
                MyEqualWidthHStack {
                    ForEach(pets, id: \\.self) { pet in
                        Button { } label: { Text("Vote for \\(pet)").frame(maxWidth: .infinity) }.buttonStyle(.bordered)
                    }
                }
                MyEqualWidthVStack {
                    ForEach(pets, id: \\.self) { pet in
                        Button { } label: { Text("Vote for \\(pet)").frame(maxWidth: .infinity) }.buttonStyle(.bordered)
                    }
                }
            }
            .padding()

            """ + (try declaration("MyEqualWidthHStack")) + "\n" + (try declaration("MyEqualWidthVStack")),
            """
            @State var leader = 1
            MyRadialLayout {
                Text("Cat").frame(width: 60, height: 60).background(Circle().fill(Color.orange.opacity(0.3))).rank(leader)
                Text("Fish").frame(width: 60, height: 60).background(Circle().fill(Color.teal.opacity(0.3))).rank(2)
                Text("Dog").frame(width: 60, height: 60).background(Circle().fill(Color.indigo.opacity(0.3))).rank(3)
            }
            .frame(height: 220)

            """ + (try declaration("MyRadialLayout")),
            """
            FlowLayout(spacing: 6) {
                ForEach(["Grid", "ViewThatFits", "AnyLayout", "Layout protocol", "HStack", "VStack"], id: \\.self) { tag in
                    Text(tag).padding(.horizontal, 8).padding(.vertical, 4).background(Capsule().fill(Color.gray.opacity(0.2)))
                }
            }
            .padding()

            """ + (try declaration("FlowLayout")),
            """
            GeometryReader { proxy in
                VStack(alignment: .leading, spacing: 4) {
                    Color.blue.frame(width: proxy.size.width * 0.75, height: 12)
                    Text("Three quarters").padding(.leading, proxy.size.width / 8)
                }
            }
            .frame(height: 60)
            """,
            """
            GeometryReader { proxy in
                let side = min(proxy.size.width / 3, 160)
                if proxy.size.width > 900 {
                    HStack(spacing: 8) { Color.orange.frame(width: side, height: 30); Text("Wide: a row") }
                } else if proxy.size.width > 500 {
                    VStack(alignment: .leading, spacing: 4) {
                        Color.teal.frame(width: side, height: proxy.size.width > 700 ? 24 : 12)
                        Text("Medium: a column")
                    }
                } else {
                    Text("Narrow").padding(.leading, [proxy.size.width / 10, 12].max() ?? 0)
                }
            }
            .frame(height: 80)
            """,
            // An `if` on the size without `else`, of two views: left out of the stack, gaps and
            // all, where the reader is narrow.
            """
            GeometryReader { proxy in
                VStack(alignment: .leading) {
                    Text("Always")
                    if proxy.size.width > 600 {
                        Color.orange.frame(width: 80, height: 20)
                        Text("Only when wide")
                    }
                    Color.teal.frame(height: 12)
                }
            }
            .frame(height: 120)
            """,
            // containerRelativeFrame (iOS 17): the window's and a horizontal ScrollView's length,
            // in its three forms (met on set G).
            """
            VStack(spacing: 8) {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        ForEach(0..<5) { index in
                            Text("Card \(index)").containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
                                .frame(height: 40).background(Color.teal.opacity(0.3))
                        }
                    }
                }
                Color.orange.containerRelativeFrame(.horizontal) { length, _ in min(length * 0.6, 400) }.frame(height: 16)
                Text("Centred in the window").containerRelativeFrame(.horizontal, alignment: .leading)
            }
            """,
            """
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<24) { index in
                        Text("Card \(index)").frame(width: 90, height: 50).background(Color.teal.opacity(0.3))
                    }
                }
            }
            """,
        ]
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func interpretedLayoutsMatchTheEngineInChromium() async throws {
        let pipeline = try #require(Showcase.pipeline)
        let textSizes: [DynamicTypeSize] = [.large, .accessibility3]
        var inputs: [BlockInput] = []
        for (index, code) in try Self.blocks().enumerated() {
            var input = try pipeline.blockInput(LayoutBlock(code: code, file: "interpreted.md", index: index), textSizes: textSizes)
            input.id = "interpreted-\(index + 1)"
            inputs.append(input)
        }
        let comparison = try await GeometryCheck.run(inputs, textSizes: textSizes, name: "interpreted-layouts", widthsPerBlock: 6)
        #expect(comparison.boxes > 200)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.count) problems:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
        print("interpreted layouts in chromium: \(comparison.boxes) boxes, worst difference \(comparison.worst) px")

        // The horizontal ScrollView is a region the reader can scroll: its cards overflow it.
        let scroller = try #require(inputs.last)
        let page = MeasurementPage(blocks: [BlockRenderer().render(scroller)], textSizes: [.large])
        let html = try page.html(cases: [])
        let overflow = try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await BrowserPage.open(html, name: "scroll-view", in: browser)
            return try await browser.execute("""
                const region = document.querySelector('[data-trellis-node^="scrollview"]');
                const style = getComputedStyle(region);
                return [style.overflowX, style.overflowY, String(region.scrollWidth > region.clientWidth + 100)].join(' ');
                """)
        }
        #expect(overflow.string == "auto hidden true", "\(overflow)")
    }
}
