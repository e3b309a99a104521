// SwiftUI's accessibility modifiers lowered to ViewAccessibility on the node they modify, without changing layout.

import TrellisMarkup
@testable import TrellisBlocks
import TrellisLayout
import Testing

/// Issue 28, "Layout blocks speak to assistive technology as SwiftUI apps do to VoiceOver":
/// each accessibility modifier is data on the view node it modifies (`ViewAccessibility`),
/// which the HTML writer turns into ARIA; none of them moves a frame (Apple documents them as
/// accessibility attachments, `AccessibilityAttachmentModifier`, with no layout).
@Suite
struct AccessibilityModifierTests {
    private static let code = """
        VStack {
            Text("Weather").accessibilityAddTraits(.isHeader).id("title")
            HStack {
                Image(systemName: "sun.max")
                Text("21°")
            }
            .accessibilityElement(children: .combine)
            .accessibilityHint("Opens the forecast")
            .id("today")
            Text("72").accessibilityLabel("Heart rate").accessibilityValue(Text("72 beats per minute")).id("rate")
            Text("decoration").accessibilityHidden(true).id("dot")
            VStack {
                Text("B").accessibilitySortPriority(2).id("b")
                Text("A").id("a")
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Ranked")
            .id("list")
            Rectangle().accessibilityElement().id("ignored")
            Text("Details").accessibilityHeading(.h3).id("details")
        }
        """

    private func drawn(_ code: String, width: Double = 300) throws -> (result: LayoutResult, block: ParsedBlock) {
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
        return (try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: width).result, block)
    }

    private func accessibility(_ id: String, in result: LayoutResult) throws -> ViewAccessibility {
        try #require(result.nodes.first { $0.id == id }, "no node \(id)").drawing.accessibility
    }

    @Test func eachModifierIsDataOnTheNodeItModifies() throws {
        let (result, block) = try drawn(Self.code)
        #expect(try accessibility("title", in: result).traits == [.isHeader])
        let today = try accessibility("today", in: result)
        #expect(today.children == .combine && today.hint == "Opens the forecast" && today.isOneElement)
        let rate = try accessibility("rate", in: result)
        #expect(rate.label == "Heart rate" && rate.value == "72 beats per minute", "a Text argument is read as its words")
        #expect(try accessibility("dot", in: result).isHidden)
        #expect(try accessibility("b", in: result).sortPriority == 2 && accessibility("a", in: result).sortPriority == 0)
        let list = try accessibility("list", in: result)
        #expect(list.children == .contain && list.label == "Ranked")
        #expect(try accessibility("ignored", in: result).children == .ignore, "`accessibilityElement()` defaults to `.ignore`")
        let details = try accessibility("details", in: result)
        #expect(details.traits == [.isHeader] && details.headingLevel == 3, "`accessibilityHeading` makes a heading of that level")
        #expect(try accessibility("title", in: result).headingLevel == nil)
        #expect(block.notes.isEmpty, "no note or warning: \(block.notes)")
    }

    @Test func noModifierMovesAFrame() throws {
        let stripped = Self.code.split(separator: "\n").map { line -> String in
            var line = String(line)
            while let range = line.range(of: #"\.accessibility[A-Za-z]*\((?:[^()]|\([^()]*\))*\)"#, options: .regularExpression) {
                line.removeSubrange(range)
            }
            return line
        }.joined(separator: "\n")
        #expect(!stripped.contains("accessibility"), "\(stripped)")
        let with = try drawn(Self.code).result, without = try drawn(stripped).result
        #expect(with.nodes.count == without.nodes.count)
        for (a, b) in zip(with.nodes, without.nodes) { #expect(a.frame == b.frame, "\(a.kind) \(a.id ?? "")") }
    }

    /// `Image(_:label:)`'s label and `.accessibilityLabel` on an image, or on the frame that
    /// sizes it, are its `alt`; `Image(decorative:)` has none.
    @Test func imageLabelsAreAltText() throws {
        let images = BlockLayoutTests.TableImages(files: ["cat.png": BlockImage(size: Size(width: 120, height: 80), url: "/docs/guide/cat.png")])
        let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer(), options: BlockRenderingOptions(images: images))
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Image("cat.png", label: Text("A sleeping cat"))
                Image("cat.png").resizable().frame(width: 60, height: 40).accessibilityLabel("A small cat")
                Image(decorative: "cat.png")
            }
            """, file: "content/guide/pets.md", firstLine: 10))
        let alts = try layouter.layout(block, width: 400).result.nodes.compactMap { node -> String? in
            if case .image(_, let alternative)? = node.drawing.control { return alternative }
            return nil
        }
        #expect(alts == ["A sleeping cat", "A small cat", ""])
    }

    /// A trait SwiftUI has that no ARIA role says is a warning at the trait; a name SwiftUI
    /// lacks is an error with the nearest trait.
    @Test func traitsAPageCannotSayWarn() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Text("Now").accessibilityAddTraits([.isButton, .updatesFrequently])
            }
            """, file: "content/test.md", firstLine: 10))
        let warnings = block.notes.filter { $0.severity == .warning }
        #expect(warnings.count == 1 && warnings.first?.line == 11 && warnings.first?.message.contains("`.updatesFrequently`") == true, "\(block.notes)")
        // No traits (`[]`, one side of `selected ? .isSelected : []`) is no warning; iOS 18's
        // `isEnabled: false` leaves the label as it was.
        let quiet = try ParsedBlock(source: LayoutBlockSource(code: """
            let selected = false
            VStack {
                Text("Now").accessibilityAddTraits(selected ? .isHeader : []).accessibilityLabel("Later", isEnabled: false).id("now")
            }
            """, file: "content/test.md", firstLine: 10))
        #expect(quiet.notes.isEmpty, "\(quiet.notes)")
        let now = try #require(try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(quiet, width: 200).result.nodes.first { $0.id == "now" })
        #expect(now.drawing.accessibility == ViewAccessibility())
        let errors = diagnostics(#"Text("Now").accessibilityAddTraits(.isHeadr)"#)
        #expect(errors.count == 1 && errors.first?.message.contains("`.isHeadr` is not an accessibility trait") == true, "\(errors)")
        #expect(errors.first?.hint?.contains("isHeader") == true, "\(errors)")
    }
}
