import Foundation
import Testing
import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite
import TrellisSite

/// A layout block showing real image files found by the site's resolver lands where the
/// engine put it in chromium: fixed-size images and a resizable one that keeps its ratio.
@Suite(.serialized)
struct BlockImageTests {
    static let code = """
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 12) {
                Image("cat.png").id("cat")
                Image("diagram.svg").id("diagram")
                Text("Two files, measured from their headers").font(.caption)
            }
            Image("diagram")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(maxWidth: 300)
                .id("fitted")
        }
        .padding()
        """

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.measurer != nil))
    func imagesOfABlockMatchTheEngine() async throws {
        let pipeline = try #require(Showcase.pipeline)
        let root = try Self.siteWithACat()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("content/guide")
        // Beside the cat, a 120 x 60 SVG.
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="teal"/></svg>"#
            .write(to: folder.appendingPathComponent("diagram.svg"), atomically: true, encoding: .utf8)

        // The test page is a file:// page, so the base path points the URLs at content/.
        let block = LayoutBlock(
            code: Self.code, file: "content/guide/images.md", line: 3, siteDirectory: root.path,
            basePath: root.appendingPathComponent("content").absoluteString.dropLastSlash)
        let input = try pipeline.blockInput(block, textSizes: [.large])
        let rendered = BlockRenderer().render(input)
        #expect(rendered.html.contains(#"/content/guide/cat.png" alt="cat" width="40" height="30""#))

        let comparison = try await GeometryCheck.run([input], textSizes: [.large], name: "block-images", widthsPerBlock: 6)
        #expect(comparison.boxes > 50)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.count) problems:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
    }
}

extension BlockImageTests {
    /// A temporary site folder whose `content/guide/cat.png` is a real 40 x 30 PNG; the caller removes it.
    static func siteWithACat() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-images-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("content/guide")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let png = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR42u3NMQ0AAAgDsMlBIorRgQw4mvRvputExGKxWCwWi8VisVj8N16fdySKjKhQcwAAAABJRU5ErkJggg=="))
        try png.write(to: folder.appendingPathComponent("cat.png"))
        return root
    }
}

extension String {
    fileprivate var dropLastSlash: String { hasSuffix("/") ? String(dropLast()) : self }
}
