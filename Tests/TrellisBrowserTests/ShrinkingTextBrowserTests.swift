// `minimumScaleFactor` in chromium: shrunk text drawn at the engine's scale, at every width.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// Text that shrinks to fit is drawn as the engine laid it out: its box is the engine's
/// frame, its one line spans the engine's (scaled) width, and the lines of a shrunk
/// two-line text sit the engine's (scaled) baseline distance apart, in every width piece,
/// at two text sizes, and at the breakpoints where the scale starts or stops changing.
@Suite(.serialized)
struct ShrinkingTextBrowserTests {
    static let code = """
        VStack(alignment: .leading, spacing: 12) {
            Text("Hello, minimum scale factor").font(.largeTitle).lineLimit(1).minimumScaleFactor(0.3).id("title")
            HStack {
                Text("Total balance this month").font(.title).lineLimit(1).minimumScaleFactor(0.5).id("label")
                Spacer()
                Text("$1,234").font(.title.bold()).id("amount")
            }
            Text("A paragraph that must fit in two lines whatever the width, shrinking as it needs to")
                .lineLimit(2).minimumScaleFactor(0.4).id("paragraph")
            Text("Fits a short frame").font(.title).minimumScaleFactor(0.5).frame(width: 150, height: 24).id("framed")
        }
        .padding()
        """

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func shrunkTextIsDrawnAtTheEnginesScale() async throws {
        let pipeline = try #require(Showcase.pipeline)
        let textSizes: [DynamicTypeSize] = [.large, .accessibility2]
        var input = try pipeline.blockInput(LayoutBlock(code: Self.code, file: "shrinking.md"), textSizes: textSizes)
        input.id = "shrinking"
        let comparison = try await GeometryCheck.run([input], textSizes: textSizes, name: "shrinking-text", widthsPerBlock: 8, checksTextWidths: true)
        #expect(comparison.boxes > 50)
        #expect(comparison.lineChecks > 0, "a shrunk two-line text's baselines were compared")
        #expect(comparison.failures.isEmpty, "\(comparison.failures.count) problems:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
        print("shrinking text in chromium: \(comparison.boxes) boxes, worst difference \(comparison.worst) px")

        // The block does shrink at a phone's width (else the comparison above proves little).
        let result = input.layout(input.configurations[0], 360)
        let scales = ["title", "label", "paragraph", "framed"].map { result.node(withID: $0)?.text?.scale ?? 1 }
        #expect(scales.allSatisfy { $0 < 0.999 }, "\(scales)")
    }
}
