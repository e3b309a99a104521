// A view that reads `@Environment(\.dynamicTypeSize)` stacks at accessibility sizes, in chromium as in the engine.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// Apple's Dynamic Type guidance makes a row stack its parts vertically at the accessibility
/// sizes by reading the environment's text size (Apple, "DynamicTypeSize": `isAccessibilitySize`).
/// A page makes such a block for each text size it offers: a reader at an accessibility size
/// sees the stacked row, at the default size the row side by side, every box where the engine
/// put it.
@Suite(.serialized)
struct EnvironmentBrowserTests {
    static let code = """
        struct Row: View {
            @Environment(\\.dynamicTypeSize) private var size
            let title: String
            var body: some View {
                let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
                layout {
                    Image(systemName: "star").id("icon-\\(title)")
                    Text(title).id("title-\\(title)")
                    Spacer()
                    Text("Details").foregroundStyle(.secondary)
                }
                .padding()
            }
        }
        VStack {
            Row(title: "Favourites")
            Row(title: "Recent")
        }
        """

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func aRowStacksAtAccessibilitySizesInChromium() async throws {
        let pipeline = try #require(Showcase.pipeline)
        let textSizes: [DynamicTypeSize] = [.large, .accessibility3]
        var input = try pipeline.blockInput(LayoutBlock(code: Self.code, file: "environment.md"), textSizes: textSizes)
        input.id = "environment-1"
        // The engine's own answer: side by side at the default size, stacked at accessibility3.
        func frame(_ id: String, _ size: DynamicTypeSize) throws -> Rect {
            try #require(input.layout(BlockConfiguration(textSize: size), 600).nodes.first { $0.id == id }).frame
        }
        #expect(try frame("icon-Favourites", .large).maxX <= frame("title-Favourites", .large).minX)
        #expect(try frame("icon-Favourites", .accessibility3).maxY <= frame("title-Favourites", .accessibility3).minY)
        #expect(try frame("icon-Favourites", .accessibility3).minX == frame("title-Favourites", .accessibility3).minX)
        let comparison = try await GeometryCheck.run([input], textSizes: textSizes, name: "environment", widthsPerBlock: 6)
        #expect(comparison.boxes > 40)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.count) problems:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
        print("a row that reads the text size, in chromium: \(comparison.boxes) boxes, worst difference \(comparison.worst) px")
    }
}
