import BrowserSupport
import Foundation
import Testing
import TrellisBlocks
import TrellisLayout
import TrellisPipeline
import TrellisSite
import TrellisMarkup
import TrellisSite

/// The poll page of `content/` as `trellis build` writes it (theme, fonts, text-size control),
/// opened in chromium at phone, tablet and desktop widths: every `data-trellis-node` box must
/// be where `trellis layout` puts it for the width the theme gives the block.
///
/// Screenshots of each width go to `$TRELLIS_SCREENSHOTS` (default: a temporary folder) as
/// `poll-<width>.png`, for a person to look at.
@Suite(.serialized)
struct PollPageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let pageFile = "content/layout/poll.md"
    static let windowWidths = [320, 768, 1280]
    static let tolerance = 0.5

    /// The text sizes the test site offers (each one multiplies the build's work).
    static let textSizes: [DynamicTypeSize] = [.large, .accessibility3]

    /// The poll page built alone into a temporary site whose base URL is its own `public/`
    /// folder, so the built page's absolute links work over `file://`.
    static func buildPollSite() throws -> (root: URL, renderer: LayoutBlockPipeline) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-poll-\(UUID().uuidString)")
        let page = root.appendingPathComponent(pageFile)
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repository.appendingPathComponent(pageFile), to: page)
        let sizes = textSizes.map(\.rawValue).joined(separator: ", ")
        try "title: Trellis\nbaseURL: file://\(root.path)/public/\nlayout:\n  textSizes: [\(sizes)]\n".write(
            to: root.appendingPathComponent("trellis.yml"), atomically: true, encoding: .utf8)
        let renderer = try LayoutBlockPipeline(siteDirectory: root.path)
        _ = try Site.build(BuildOptions(siteDirectory: root.path, layoutRenderer: renderer))
        return (root, renderer)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")))
    func pollPageMatchesTheEngineAtPhoneTabletAndDesktopWidths() async throws {
        let (root, renderer) = try Self.buildPollSite()
        defer { try? FileManager.default.removeItem(at: root) }
        let screenshots = URL(fileURLWithPath: ProcessInfo.processInfo.environment["TRELLIS_SCREENSHOTS"] ?? NSTemporaryDirectory())
        let pageURL = root.appendingPathComponent("public/layout/poll/index.html")

        let scenarios: [(state: String, value: String, textSize: DynamicTypeSize)] = [
            ("scenario", "cats", .large), ("scenario", "tie", .large), ("scenario", "dogs", .accessibility3),
        ]
        let summary = try await WebDriverSession.with { browser in
            var boxes = 0
            var worst = 0.0
            var failures: [String] = []
            try await browser.navigate(to: pageURL)
            // Text must be drawn with the files the engine measured, served by the site.
            let fonts = try await browser.executeAsync("""
                const done = arguments[arguments.length - 1];
                document.fonts.ready.then(() => done([...document.fonts]
                    .filter(f => f.status === 'loaded').map(f => f.family.replace(/"/g, ''))));
                """)
            let loaded = fonts.array.compactMap(\.string)
            #expect(loaded.contains("Trellis Text"), "loaded web fonts: \(loaded)")
            // Transitions would only delay the final boxes this test compares.
            _ = try await browser.execute("""
                const style = document.createElement('style');
                style.textContent = '*{transition:none!important}';
                document.head.append(style);
                """)
            for width in Self.windowWidths {
                try await browser.setWindowSize(width: width, height: 2400)
                for scenario in scenarios {
                    _ = try await browser.execute("""
                        document.querySelector('input[name="trellis-text-size"][value="' + arguments[0] + '"]').click();
                        document.querySelector('input[name="poll-1.' + arguments[1] + '"][value="' + arguments[2] + '"]').click();
                        """, arguments: [scenario.textSize.rawValue, scenario.state, scenario.value])
                    let measured = try await browser.execute(Self.measuringScript)
                    for block in measured.array {
                        guard let id = block["id"].string, let blockWidth = block["width"].double else { continue }
                        let choice = id == "poll-1" ? [scenario.state: scenario.value] : [:]
                        let label = "\(width) px, \(id) at \(blockWidth) px, \(scenario.state)=\(scenario.value), \(scenario.textSize)"
                        let compared = try Self.compare(block, renderer: renderer, root: root, state: choice, textSize: scenario.textSize,
                                                        label: label, failures: &failures)
                        boxes += compared.boxes
                        worst = max(worst, compared.worst)
                    }
                }
                try await browser.setWindowSize(width: width, height: 2400)
                _ = try await browser.execute("""
                    document.querySelector('input[name="trellis-text-size"][value="large"]').click();
                    document.querySelector('input[name="poll-1.scenario"][value="cats"]').click();
                    """)
                let png = try await browser.screenshot()
                try png.write(to: screenshots.appendingPathComponent("poll-\(width).png"))
            }
            return (boxes, worst, failures)
        }
        print("poll page: \(summary.0) boxes checked, worst difference \(summary.1) px; screenshots in \(screenshots.path)")
        #expect(summary.0 > 300)
        #expect(summary.2.isEmpty, "\(summary.2.count) problems:\n\(summary.2.prefix(20).joined(separator: "\n"))")
    }

    /// Compares one block as `measuringScript` read it with `trellis layout`'s answer at the
    /// block's width, from the pipeline that built the page; returns the boxes compared and the
    /// worst difference, and adds each box off by more than the tolerance to `failures`.
    static func compare(_ block: JSONValue, renderer: LayoutBlockPipeline, root: URL, state: [String: String], textSize: DynamicTypeSize,
                        label: String, failures: inout [String]) throws -> (boxes: Int, worst: Double) {
        guard let id = block["id"].string, let blockWidth = block["width"].double else { return (0, 0) }
        let report = try renderer.layoutReport(
            page: root.appendingPathComponent(pageFile).path, file: pageFile, siteDirectory: root.path,
            width: blockWidth, state: state, textSize: textSize)
        guard let expected = report.blocks.first(where: { $0.id == id }) else {
            failures.append("\(id): not in trellis layout's report")
            return (0, 0)
        }
        var boxes = 0
        var worst = 0.0
        // A vertical scrollbar would take its width from the width the block's rules query.
        if let gutter = block["gutter"].double, gutter > 1 { failures.append("\(label): a scrollbar \(gutter) px wide narrows the block") }
        if let height = block["height"].double, abs(height - expected.height) > tolerance {
            failures.append("\(label): block height \(height), engine \(expected.height)")
        }
        let observed = block["nodes"]
        for node in expected.nodes {
            let box = observed[node.id]
            guard let x = box["x"].double, let y = box["y"].double, let w = box["w"].double, let h = box["h"].double else {
                failures.append("\(label): no visible element for node \(node.id)")
                continue
            }
            boxes += 1
            let differences = [x - node.x, y - node.y, w - node.width, h - node.height].map(abs)
            worst = max(worst, differences.max() ?? 0)
            if differences.contains(where: { $0 > tolerance }) {
                failures.append("\(label): \(node.id) is (\(x), \(y), \(w), \(h)), engine (\(node.x), \(node.y), \(node.width), \(node.height))")
            }
        }
        return (boxes, worst)
    }

    /// Every block's width and height and each visible node's border box relative to the
    /// block's top-left corner; `gutter` is the width of a vertical scrollbar, if one shows.
    static let measuringScript = """
        return [...document.querySelectorAll('[data-trellis-block]')].map(block => {
            const frame = block.querySelector('.trellis-frame') || block;
            const origin = frame.getBoundingClientRect();
            const nodes = {};
            for (const element of block.querySelectorAll('[data-trellis-node]')) {
                if (getComputedStyle(element).visibility === 'hidden') continue;
                const r = element.getBoundingClientRect();
                nodes[element.dataset.trellisNode] = {x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height};
            }
            return {id: block.dataset.trellisBlock, width: block.getBoundingClientRect().width, height: origin.height, nodes,
                    gutter: block.offsetWidth - block.clientWidth};
        });
        """
}
