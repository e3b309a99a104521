// SwiftUI's accessibility modifiers as Chromium's accessibility tree reads them, with axe finding nothing.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// Issue 28, "Layout blocks speak to assistive technology as SwiftUI apps do to VoiceOver":
/// a block using each accessibility modifier, opened in Chromium, is read as VoiceOver reads
/// the SwiftUI view. Chromium's own accessibility tree is the witness: WebDriver's computed
/// role and label of each element, and the tree's reading order (DevTools'
/// `Accessibility.getFullAXTree`, where `aria-owns` reorders children); axe-core finds no
/// violation in the block, and the spoken words leave every box where the engine put it.
@Suite(.serialized)
struct AccessibilityModifierBrowserTests {
    static let code = """
        VStack(alignment: .leading, spacing: 8) {
            Text("Weather").font(.title).accessibilityAddTraits(.isHeader).id("title")
            HStack {
                Image(systemName: "sun.max")
                Text("21°")
            }
            .accessibilityElement(children: .combine)
            .accessibilityHint("Opens the forecast")
            .id("today")
            Text("72").accessibilityLabel("Heart rate").accessibilityValue("72 beats per minute").id("rate")
            HStack {
                Circle().fill(.green).frame(width: 8, height: 8)
                Text("Not read").accessibilityHidden(true)
            }
            Capsule().fill(.red).accessibilityLabel("Recording").id("recording").frame(width: 24, height: 12)
            VStack {
                Text("Second")
                Text("First").accessibilitySortPriority(2)
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Ranked")
            .id("ranked")
            Button("Send") {}.accessibilityHint("Sends the message").id("send")
            Image(systemName: "heart.fill").accessibilityLabel("Favourite").id("favourite")
            Text("Tap me").accessibilityAddTraits(.isButton).id("tap")
            HStack {
                Text("Ignored")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Replaced")
            Text("Read first").accessibilitySortPriority(1).id("first")
            Text("Drawn lower").padding(.top, 24)
                .overlay(alignment: .top) { Text("Top") }
        }
        .padding()
        """

    /// What VoiceOver reads for the SwiftUI view, in order: the one element with priority 1
    /// first, then each element top to bottom (an overlay drawn above its view before it),
    /// the `.contain` group's own in its priority order.
    static let expectedReading = [
        "text Read first",
        "heading Weather", "text sun.max, 21°", "text Heart rate, 72 beats per minute", "image Recording",
        "group Ranked", "text First", "text Second",
        "button Send", "image Favourite", "button Tap me", "text Replaced", "text Top", "text Drawn lower",
    ]

    private static func input() throws -> BlockInput {
        let pipeline = try #require(Showcase.pipeline)
        var input = try pipeline.blockInput(LayoutBlock(code: code, file: "accessibility.md"), textSizes: [.large])
        input.id = "accessibility"
        return input
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil), .timeLimit(BrowserPage.timeLimit))
    func chromiumReadsWhatVoiceOverReads() async throws {
        let rendered = BlockRenderer().render(try Self.input())
        let html = try MeasurementPage(blocks: [rendered], textSizes: [.large]).html(cases: [])
        struct Read { var roles: [String: String] = [:]; var labels: [String: String] = [:]; var reading: [String] = []; var descriptions: [String] = []; var violations: [AxeAudit.Violation] = [] }
        let read = try await WebDriverSession.with(BrowserPage.options()) { browser -> Read in
            try await BrowserPage.open(html, name: "accessibility-modifiers", in: browser)
            var read = Read()
            for id in ["title", "recording", "ranked", "send", "favourite", "tap"] {
                let selector = "[data-trellis-node=\"\(id)\"]"
                read.roles[id] = try await browser.computedRole(selector)
                read.labels[id] = try await browser.computedLabel(selector)
            }
            (read.reading, read.descriptions) = try await Self.reading(in: browser, of: ".trellis-block[data-trellis-block=\"accessibility\"] .trellis-frame")
            // At default contrast the block keeps SwiftUI's own colours (`.blue` text on white is
            // 4.0:1 in SwiftUI too, `AccessibilityAuditTests`): every rule but colour contrast;
            // under Increase Contrast (`prefers-contrast: more`), every rule.
            read.violations = try await AxeAudit.run(in: browser).filter { $0.inBlock && $0.rule != "color-contrast" }
            try await PageAppearance(width: 1280, dark: false, moreContrast: true).apply(to: browser)
            read.violations += try await AxeAudit.run(in: browser).filter(\.inBlock)
            return read
        }
        // Chromium's name for ARIA's `img` role is "image".
        #expect(read.roles == ["title": "heading", "recording": "image", "ranked": "group", "send": "button", "favourite": "image", "tap": "button"])
        #expect(read.labels == ["title": "Weather", "recording": "Recording", "ranked": "Ranked", "send": "Send", "favourite": "Favourite", "tap": "Tap me"])
        #expect(read.reading == Self.expectedReading, "\(read.reading)")
        #expect(read.descriptions.sorted() == ["Opens the forecast", "Sends the message"], "\(read.descriptions)")
        #expect(read.violations.isEmpty, "\(read.violations.map(\.description).joined(separator: "\n"))")
        print("accessibility modifiers in chromium: \(read.reading.count) elements read in SwiftUI's order, axe: \(read.violations.count) violations")
    }

    /// The spoken words and `aria-owns` move no box: the block lays out in Chromium as the engine laid it out.
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil), .timeLimit(BrowserPage.timeLimit))
    func spokenWordsMoveNoBox() async throws {
        let comparison = try await GeometryCheck.run([try Self.input()], textSizes: [.large], name: "accessibility-geometry", widthsPerBlock: 4)
        #expect(comparison.boxes > 20)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.prefix(20).joined(separator: "\n"))")
        print("accessibility block in chromium: \(comparison.boxes) boxes, worst difference \(comparison.worst) px")
    }

    /// `Image(_:label:)` is read as an image of its label ("SwiftUI uses the label for
    /// accessibility") and `Image(decorative:)` not at all ("SwiftUI ignores [it] for
    /// accessibility purposes"), in chromium's accessibility tree: the labelled one's `alt`,
    /// the decorative one's empty `alt`.
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil), .timeLimit(BrowserPage.timeLimit))
    func labelledImagesAreReadAndDecorativeOnesAreNot() async throws {
        let pipeline = try #require(Showcase.pipeline)
        let root = try BlockImageTests.siteWithACat()
        defer { try? FileManager.default.removeItem(at: root) }
        let code = """
            HStack {
                Image("cat.png", label: Text("A sleeping cat")).id("labelled")
                Image(decorative: "cat.png").id("decorative")
                Text("Cats")
            }
            """
        let block = LayoutBlock(code: code, file: "content/guide/cats.md", line: 3, siteDirectory: root.path, basePath: root.appendingPathComponent("content").absoluteString)
        var input = try pipeline.blockInput(block, textSizes: [.large])
        input.id = "images"
        let rendered = BlockRenderer().render(input)
        let images = rendered.html.components(separatedBy: "<img").dropFirst().map { $0.prefix { $0 != ">" } }
        #expect(images.count == 2 && images[0].contains(#"cat.png" alt="A sleeping cat""#) && images[1].contains(#"cat.png" alt="""#), "\(images)")
        let html = try MeasurementPage(blocks: [rendered], textSizes: [.large]).html(cases: [])
        let (role, label, reading) = try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await BrowserPage.open(html, name: "image-labels", in: browser)
            let role = try await browser.computedRole("[data-trellis-node=\"labelled\"]")
            let label = try await browser.computedLabel("[data-trellis-node=\"labelled\"]")
            let reading = try await Self.reading(in: browser, of: ".trellis-block[data-trellis-block=\"images\"] .trellis-frame").reading
            return (role, label, reading)
        }
        #expect(role == "image" && label == "A sleeping cat", "\(role) \(label)")
        #expect(reading == ["image A sleeping cat", "text Cats"], "\(reading)")
    }

    /// The accessibility tree below the element `selector` matches, as a screen reader walks
    /// it: each named control, heading, image or group as "role name" (a group's children
    /// after it), each run of text as "text words"; and every description met.
    static func reading(in browser: WebDriverSession, of selector: String) async throws -> (reading: [String], descriptions: [String]) {
        let document = try await browser.devTools("DOM.getDocument", ["depth": 0])
        let found = try await browser.devTools("DOM.querySelector", ["nodeId": document["root"]["nodeId"].double ?? 0, "selector": selector])
        let described = try await browser.devTools("DOM.describeNode", ["nodeId": found["nodeId"].double ?? 0])
        let backend = try #require(described["node"]["backendNodeId"].double, "no DOM node for \(selector)")
        let nodes = try await browser.devTools("Accessibility.getFullAXTree")["nodes"].array
        var byID: [String: JSONValue] = [:]
        for node in nodes { if let id = node["nodeId"].string { byID[id] = node } }
        let root = try #require(nodes.first { $0["backendDOMNodeId"].double == backend }, "no accessibility node for \(selector)")
        var reading: [String] = [], descriptions: [String] = []
        func walk(_ node: JSONValue) {
            let children = node["childIds"].array.compactMap { $0.string.flatMap { byID[$0] } }
            guard node["ignored"] != .bool(true) else { children.forEach(walk); return }
            let role = node["role"]["value"].string ?? "", name = node["name"]["value"].string ?? ""
            if let description = node["description"]["value"].string, !description.isEmpty { descriptions.append(description) }
            switch role {
            case "heading", "button", "image", "link", "progressbar":
                reading.append("\(role) \(name)")
            case "group":
                reading.append("\(role) \(name)")
                children.forEach(walk)
            case "StaticText":
                reading.append("text \(name)")
            default:
                children.forEach(walk)
            }
        }
        walk(root)
        return (reading, descriptions)
    }
}
