import Foundation
import Testing
@testable import TrellisHTML
import TrellisBlocks
import TrellisLayout
import TrellisMarkup

/// Text is drawn as the engine laid it out: `lineSpacing` gaps between lines, and the
/// truncated string the engine chose for each width, for every truncation mode.
@Suite
struct TextDrawingTests {
    static let sentence = "The quick brown fox jumps over the lazy dog near the river bank"

    @Test func lineSpacingIsDrawnAsAGapOfThatHeightBetweenLines() throws {
        guard let block = try RenderedSource.render("""
            Text("\(Self.sentence)\\nsecond paragraph").lineSpacing(6).frame(width: 120)
            """) else { return }
        // Every line end (the hard one and the toggled soft ones) is a block of the gap's height.
        #expect(!block.html.contains("<br"), "\(block.html)")
        #expect(block.html.contains("paragraph bank") == false)
        #expect(block.html.contains("bank<span class=\"trellis-gap\"></span>second"), "\(block.html)")
        #expect(block.html.contains("<span class=\"k0\"><span class=\"trellis-gap\"></span></span>"), "\(block.html)")
        #expect(block.css.contains(".trellis-gap{height:6px}"), "\(block.css)")
        #expect(SharedStylesheet.css.contains(".trellis-gap{display:block}"))
    }

    /// `underline`/`strikethrough` (with a pattern and colour) and a `Text + Text` part's own
    /// colour are drawn on the runs the engine measured, and move nothing.
    @Test func linesAndPartColoursAreDrawnOnTheirRuns() throws {
        let code = """
            VStack(alignment: .leading) {
                Text("Plain").underline().id("under")
                Text("Gone").strikethrough(color: .red).id("struck")
                Text("Dashed").underline(pattern: .dash, color: .blue).id("dashed")
                (Text("Now ") + Text("$9").foregroundColor(.green) + Text(" was $12").strikethrough()).id("price")
                HStack { Text("Both"); Text("texts") }.underline(false).id("none")
            }
            """
        guard let input = try RenderedSource.input(code) else { return }
        let block = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 400)).render(input)
        func runClass(of text: String) throws -> String {
            let end = try #require(block.html.range(of: ">\(text)</span>"), "no run \(text) in \(block.html)")
            let start = try #require(block.html[..<end.lowerBound].range(of: "<span class=\"", options: .backwards))
            return String(block.html[start.upperBound..<end.lowerBound].prefix { $0 != "\"" })
        }
        func rule(_ name: String) -> String {
            block.css.components(separatedBy: ".\(name){").dropFirst().first?.split(separator: "}").first.map(String.init) ?? ""
        }
        #expect(rule(try runClass(of: "Plain")) == "text-decoration-line:underline;text-decoration-style:solid")
        #expect(rule(try runClass(of: "Gone")) == "text-decoration-line:line-through;text-decoration-style:solid;text-decoration-color:var(--trellis-red)")
        #expect(rule(try runClass(of: "Dashed")) == "text-decoration-line:underline;text-decoration-style:dashed;text-decoration-color:var(--trellis-blue)")
        // The part keeps its colour; "Now " is the text's and gets no class of its own.
        #expect(rule(try runClass(of: "$9")) == "color:var(--trellis-green);--trellis-foreground:var(--trellis-green)")
        #expect(rule(try runClass(of: " was $12")).hasPrefix("text-decoration-line:line-through"))
        #expect(block.html.contains(">Now <span"))
        #expect(!block.html.contains(">Both</span>") && !block.html.contains(">texts</span>"))
        // Drawing only: the same block without the lines and colours has the same frames.
        let plain = code.replacingOccurrences(of: ".underline()", with: "").replacingOccurrences(of: ".strikethrough(color: .red)", with: "")
            .replacingOccurrences(of: ".underline(pattern: .dash, color: .blue)", with: "").replacingOccurrences(of: ".foregroundColor(.green)", with: "")
            .replacingOccurrences(of: ".strikethrough()", with: "")
        guard let plainInput = try RenderedSource.input(plain) else { return }
        for width in [240.0, 320, 400] {
            let drawn = input.layout(BlockConfiguration(state: [:]), width).nodes.map(\.frame)
            #expect(drawn == plainInput.layout(BlockConfiguration(state: [:]), width).nodes.map(\.frame))
        }
    }

    /// A part of `Text + Text` with `baselineOffset` is raised within its line with CSS's
    /// `vertical-align`, and the line grows by what rises above it (the raised "2" is in the
    /// text's own font, so by the whole offset); Chromium's line boxes for such runs are
    /// checked in `BrowserProofTests`.
    @Test func aRaisedPartIsDrawnWithVerticalAlignAndGrowsItsLine() throws {
        let code = #"(Text("H") + Text("2").baselineOffset(6) + Text("O and a lowered") + Text("x").baselineOffset(-2.5)).id("f")"#
        guard let input = try RenderedSource.input(code),
              let plainInput = try RenderedSource.input(code.replacingOccurrences(of: ".baselineOffset(6)", with: "").replacingOccurrences(of: ".baselineOffset(-2.5)", with: ""))
        else { return }
        let block = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 400)).render(input)
        #expect(block.css.contains("{vertical-align:6px}"), "\(block.css)")
        #expect(block.css.contains("{vertical-align:-2.5px}"), "\(block.css)")
        let raised = try #require(input.layout(BlockConfiguration(state: [:]), 300).nodes.last?.frame)
        let plain = try #require(plainInput.layout(BlockConfiguration(state: [:]), 300).nodes.last?.frame)
        #expect(raised.width == plain.width)
        #expect(raised.height == plain.height + 6 + 2.5)
    }

    @Test func aLinePatternMustBeOneOfSwiftUIs() {
        #expect(throws: (any Error).self) { try RenderedSource.input("Text(\"x\").underline(pattern: .wavy)") }
    }

    @Test func textWithoutLineSpacingKeepsPlainBreaks() {
        let markup = TextMarkup(StyledText(runs: [TextRun(text: "a b\nc", font: FontSpec(size: 16))]))
        #expect(markup.html(markers: [1: "k0"]) { _ in nil } == "a <br class=\"k0\">b<br>c")
        var spaced = markup.styled
        spaced.lineSpacing = 4
        #expect(TextMarkup(spaced).html(markers: [1: "k0"]) { _ in nil }
            == "a <span class=\"k0\"><span class=\"trellis-gap\"></span></span>b<span class=\"trellis-gap\"></span>c")
    }

    /// The truncated drawings of a one-line text in `mode` between 240 and 640 px.
    private func truncatedDrawings(_ mode: String) throws -> (block: RenderedBlock, drawings: [String])? {
        guard let block = try RenderedSource.render("""
            Text("\(Self.sentence) \(Self.sentence)").lineLimit(1).truncationMode(.\(mode))
            """) else { return nil }
        let pattern = try NSRegularExpression(pattern: "<span class=\"u[0-9]+ trellis-truncated\" aria-hidden=\"true\">([^<]*)</span>")
        let html = block.html as NSString
        let drawings = pattern.matches(in: block.html, range: NSRange(location: 0, length: html.length)).map { html.substring(with: $0.range(at: 1)) }
        return (block, drawings)
    }

    @Test(arguments: ["head", "middle", "tail"])
    func truncationDrawsTheEnginesStringInEveryMode(mode: String) throws {
        guard let (block, drawings) = try truncatedDrawings(mode), let measurer = RenderedSource.pipeline?.measurer else { return }
        // The text is cut at every width up to 640 px and the cut moves with the width.
        #expect(drawings.count > 10, "\(block.html)")
        for drawing in drawings {
            #expect(drawing.filter { $0 == "…" }.count == 1, "\(drawing)")
            switch mode {
            case "head": #expect(drawing.hasPrefix("…") && drawing.hasSuffix("river bank"), "\(drawing)")
            case "middle": #expect(drawing.hasPrefix("The") && drawing.hasSuffix("bank") && !drawing.hasPrefix("…"), "\(drawing)")
            default: #expect(drawing.hasPrefix("The quick") && drawing.hasSuffix("…"), "\(drawing)")
            }
        }
        // The engine's own string at some width is one of them, character for character.
        let text = Text(Self.sentence + " " + Self.sentence, font: Font.body.resolve(baseSize: BlockRenderingOptions().baseFontSize))
        var styled = text.styled
        styled.lineLimit = 1
        styled.truncationMode = TruncationMode(rawValue: mode) ?? .tail
        let layout = measurer.layout(styled, proposal: ProposedViewSize(width: 300, height: nil))
        let engine = layout.lines.flatMap(\.fragments).map(\.text).joined()
        #expect(layout.isTruncated)
        #expect(drawings.contains(HTMLEscaping.text(engine)), "engine draws \(engine)")
        // The whole text stays for readers and copy, and as the title.
        #expect(block.html.contains("<span class=\"trellis-full\">\(Self.sentence) \(Self.sentence)</span>"))
        #expect(block.html.contains("title=\"\(Self.sentence) \(Self.sentence)\""))
        #expect(block.css.contains("clip-path:inset(50%)"), "\(block.css)")
        #expect(!block.css.contains("text-overflow"))
        #expect(block.warnings.isEmpty, "\(block.warnings)")
    }

    @Test func textThatIsNeverCutHasNoTruncatedDrawing() throws {
        guard let block = try RenderedSource.render("Text(\"Short\").lineLimit(1).truncationMode(.head)") else { return }
        #expect(!block.html.contains("trellis-full"))
        #expect(!block.html.contains("trellis-truncated"))
    }
}
