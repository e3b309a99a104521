import Foundation
@testable import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite
import TrellisText

/// Blocks built in Swift with every view the engine has: nested stacks with wrapping text,
/// flexible frames, priorities, backgrounds and overlays, images, shapes, state and text sizes.
enum Showcase {
    static let measurer: TextMeasurer? = try? TextMeasurer(fonts: .defaultTheme)
    /// The build's pipeline over that measurer, for blocks given as code or pages.
    static let pipeline: LayoutBlockPipeline? = measurer.flatMap { try? LayoutBlockPipeline(fonts: SiteFonts(), measurer: $0) }

    static func font(_ font: Font, _ size: DynamicTypeSize) -> FontSpec {
        font.resolve(baseSize: 17, dynamicTypeSize: size)
    }

    static func text(_ string: String, _ font: Font = .body, _ size: DynamicTypeSize = .default) -> Text {
        Text(string, font: self.font(font, size))
    }

    static let paragraph = "Layout blocks are written in SwiftUI's vocabulary and laid out at build time, so the page shows every view exactly where the engine put it."
    static let shortParagraph = "Each element glides to its new frame when the container crosses a breakpoint."

    /// Blocks of code as the build renders them (its pipeline, at the large text size), each
    /// under the id given, numbered in `file` as a page numbers its blocks.
    static func rendered(_ blocks: [(id: String, code: String)], file: String) throws -> [RenderedBlock] {
        guard let pipeline else { throw ShowcaseError.noFonts }
        return try blocks.enumerated().map { index, block in
            var input = try pipeline.blockInput(LayoutBlock(code: block.code, file: file, index: index), textSizes: [.large])
            input.id = block.id
            return BlockRenderer().render(input)
        }
    }

    enum ShowcaseError: Error { case noFonts }

    /// A block whose layout does not depend on state or text size.
    static func block(_ id: String, _ view: @escaping @Sendable () -> ViewNode) -> BlockInput {
        let measurer = measurer
        let engine = LockedLayoutEngine(LayoutEngine(view(), textMeasurer: measurer))
        return BlockInput(id: id) { _, width in engine.layout(width: width) }
    }

    /// A block laid out per configuration (one engine per configuration, built on demand).
    static func block(
        _ id: String, states: [BlockState] = [], textSizes: [DynamicTypeSize] = [.default],
        _ view: @escaping @Sendable (BlockConfiguration) -> ViewNode
    ) -> BlockInput {
        let measurer = measurer
        let engines = EngineCache { configuration in LayoutEngine(view(configuration), textMeasurer: measurer) }
        return BlockInput(id: id, states: states, textSizes: textSizes) { configuration, width in
            engines.engine(for: configuration).layout(width: width)
        }
    }

    static let textSizes: [DynamicTypeSize] = [.large, .xSmall, .accessibility2]

    /// The showcase blocks, built once so every test shares their engines' measurements.
    static let all: [BlockInput] = makeAll()

    /// Each showcase block rendered once (rendering samples every width: the slow part).
    static let rendered: [String: RenderedBlock] = {
        let renderer = BlockRenderer()
        return Dictionary(uniqueKeysWithValues: all.map { ($0.id, renderer.render($0)) })
    }()

    private static func makeAll() -> [BlockInput] {
        [
            block("profile-row") {
                HStack(alignment: .top, spacing: 12) {
                    Circle().fill(.blue).frame(width: 44, height: 44).id("avatar")
                    VStack(alignment: .leading, spacing: 4) {
                        text("Taylor Swift", .headline).id("name")
                        text(paragraph, .body).id("bio")
                    }.id("details")
                    Spacer().id("spacer")
                }.padding(16).id("row")
            },
            block("three-columns") {
                HStack(alignment: .top) {
                    text(paragraph).id("a")
                    Divider().id("d1")
                    text(shortParagraph, .callout).id("b")
                    Divider().id("d2")
                    text("Short.", .footnote).id("c")
                }.id("columns")
            },
            block("badge") {
                ZStack(alignment: .topTrailing) {
                    RoundedRectangle(cornerRadius: 12).fill(.green).frame(maxWidth: .infinity, minHeight: 120).id("card")
                    text("New", .caption).id("badge-text").padding(6).background(Capsule().fill(.red).id("badge-capsule")).offset(x: -8, y: 8)
                }.padding(.horizontal, 20).id("zstack")
            },
            // `safeAreaInset`: a wrapping bar on the bottom edge and a badge beside a card.
            block("inset-bars") {
                VStack(spacing: 12) {
                    text(paragraph).id("article")
                        .safeAreaInset(edge: .bottom, alignment: .trailing) {
                            text(shortParagraph, .footnote).padding(8).background(Color.yellow.id("bar-fill")).frame(maxWidth: 400).id("bar")
                        }.id("inset-bottom")
                    Color.mint.frame(minHeight: 60).id("card")
                        .safeAreaInset(edge: .leading, alignment: .top, spacing: 6) {
                            text("Side", .caption).padding(4).background(Capsule().fill(.orange)).id("side")
                        }.id("inset-leading")
                }.padding(10).id("inset-bars")
            },
            block("flexible-frames") {
                HStack(spacing: 0) {
                    Color.red.frame(maxWidth: 100).id("red")
                    Color.green.frame(minWidth: 100).id("green")
                    Color.blue.frame(minWidth: 50, maxWidth: 300).id("blue")
                    Color.orange.frame(width: 120).id("orange")
                }.frame(height: 40).id("bar")
            },
            block("priorities") {
                HStack {
                    text(paragraph).layoutPriority(1).id("first")
                    text(shortParagraph, .subheadline).id("second")
                    Ellipse().fill(.purple).frame(width: 30, height: 20).id("ellipse")
                }.padding().id("priority-row")
            },
            block("baseline-nested") {
                VStack(alignment: .leading, spacing: 8) {
                    HStack(alignment: .firstTextBaseline) {
                        text("42", .largeTitle).id("count")
                        text("votes, counted at the close of the poll, including the ones that arrived late", .body).id("caption")
                    }.id("score")
                    Divider().id("rule")
                    HStack(alignment: .center, spacing: 16) {
                        VStack(alignment: .trailing) {
                            text("Leading", .subheadline).id("l1")
                            text(shortParagraph, .footnote).multilineTextAlignment(.trailing).id("l2")
                        }.frame(maxWidth: .infinity, alignment: .trailing).id("left-column")
                        VStack {
                            Rectangle().fill(.teal).frame(height: 6).id("teal-bar")
                            text("Centred text that wraps when the column is narrow", .callout).multilineTextAlignment(.center).id("centred")
                        }.frame(maxWidth: .infinity).id("right-column")
                    }.id("two-columns")
                }.padding(12).background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.95)).id("panel")).id("nested")
            },
            block("image-and-aspect") {
                HStack(spacing: 10) {
                    Image(imageURL, size: Size(width: 64, height: 48)).id("photo")
                    Rectangle().fill(.indigo).aspectRatio(16.0 / 9.0, contentMode: .fit).frame(maxWidth: 320).id("video")
                    VStack(alignment: .leading) {
                        Text(InlineMarkdown.styledText("Runs in **bold**, *italic*, `code` and [a link](https://example.com) stay in one text.", font: font(.body, .default))).id("markdown")
                        Spacer(minLength: 4).id("gap")
                        text("Truncated after two lines: " + paragraph, .footnote).lineLimit(2).id("truncated")
                    }.id("captions")
                }.frame(maxWidth: 900).id("media")
            },
            block("layout-switch", states: [
                BlockState(name: "axis", label: "Stack", control: .picker, values: [.init("h", label: "HStack"), .init("v", label: "VStack"), .init("z", label: "ZStack")]),
                .toggle("details", label: "Details"),
            ]) { configuration in
                let cards = [ViewNode](arrayLiteral:
                    RoundedRectangle(cornerRadius: 8).fill(.pink).frame(width: 80, height: 60).id("pink"),
                    RoundedRectangle(cornerRadius: 8).fill(.yellow).frame(width: 100, height: 40).id("yellow"),
                    text("A card whose text wraps when there is little room beside it", .body).id("card-text"))
                let detail: [ViewNode] = configuration.state["details"] == "true" ? [text(shortParagraph, .footnote).id("detail")] : []
                let content = cards + detail
                switch configuration.state["axis"] {
                case "v": return VStack(alignment: .leading) { content }.id("stack").padding(8)
                case "z": return ZStack(alignment: .bottomLeading) { content }.id("stack").padding(8)
                default: return HStack { content }.id("stack").padding(8)
                }
            },
            // What the author wrote about drawing text: line spacing (also across a hard
            // break and in a centred text), and each truncation mode at one and two lines.
            block("text-drawing") {
                VStack(alignment: .leading, spacing: 10) {
                    text(paragraph + "\n" + shortParagraph).lineSpacing(7).id("spaced")
                    text(shortParagraph, .callout).multilineTextAlignment(.center).lineSpacing(3.5).id("spaced-centred")
                    text("Head: the end of this sentence stays", .body).lineLimit(1).truncationMode(.head).id("cut-head")
                    text("Middle: both ends of this one stay", .body).lineLimit(1).truncationMode(.middle).id("cut-middle")
                    text("Tail: the start of this sentence stays", .body).lineLimit(1).truncationMode(.tail).id("cut-tail")
                    text("Two lines, head: " + shortParagraph, .footnote).lineLimit(2).truncationMode(.head).lineSpacing(4).frame(maxWidth: 200, alignment: .leading).id("cut-two")
                }.padding(12).id("drawing")
            },
            // SwiftUI's weights beyond regular, semibold and bold, each in Inter's face of that
            // weight, and the `.serif` design in DejaVu Serif: measured and drawn in one face.
            block("weights-and-designs") {
                VStack(alignment: .leading, spacing: 4) {
                    Text(shortParagraph, font: font(.system(size: 17, weight: .ultraLight), .default)).id("ultra-light")
                    Text(shortParagraph, font: font(.system(size: 17, weight: .light), .default)).id("light")
                    Text(shortParagraph, font: font(.system(size: 17, weight: .medium), .default)).id("medium")
                    Text(shortParagraph, font: font(.system(size: 17, weight: .heavy), .default)).id("heavy")
                    Text(shortParagraph, font: font(.system(size: 17, weight: .black), .default)).id("black")
                    Text(paragraph, font: font(.system(size: 17, design: .serif), .default)).id("serif")
                    Text(shortParagraph, font: font(.system(size: 17, weight: .bold, design: .serif), .default)).id("serif-bold")
                }.padding(10).id("weights")
            },
            block("text-sizes", textSizes: textSizes) { configuration in
                let size = configuration.textSize
                return VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        text("Dynamic Type", .title2, size).id("title")
                        Spacer().id("title-spacer")
                        text("\(size.rawValue)", .caption, size).id("size-name")
                    }.id("heading")
                    text(paragraph, .body, size).id("body")
                    HStack(alignment: .top) {
                        Capsule().fill(.mint).frame(width: 8, height: 24).id("marker")
                        text(shortParagraph, .callout, size).id("callout")
                    }.id("callout-row")
                }.padding(14).id("sizes")
            },
        ]
    }

    static let imageURL = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='64' height='48'%3E%3Crect width='64' height='48' fill='%23f90'/%3E%3C/svg%3E"
}

/// One engine per configuration, made on first use.
final class EngineCache: @unchecked Sendable {
    private let make: (BlockConfiguration) -> LayoutEngine
    private var engines: [BlockConfiguration: LockedLayoutEngine] = [:]
    private let lock = NSLock()

    init(make: @escaping (BlockConfiguration) -> LayoutEngine) { self.make = make }

    func engine(for configuration: BlockConfiguration) -> LockedLayoutEngine {
        lock.withLock {
            if let engine = engines[configuration] { return engine }
            let engine = LockedLayoutEngine(make(configuration))
            engines[configuration] = engine
            return engine
        }
    }
}
