// Every button style, shape style and picker style, drawn in chromium as its typed drawing says.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// The look each style promises (`ButtonStyle`'s documented metrics, SwiftUI's shapes), read
/// back from the page with `getComputedStyle`, and the boxes checked against the engine.
///
/// The typed `ViewDrawing` is what makes these hold: the bordered button lost its corners and
/// label colour when its drawing travelled as attribute strings spelled differently by the
/// engine (`corner-radius`) and the HTML writer (`cornerRadius`).
@Suite(.serialized)
struct DrawingStyleTests {
    static let code = """
        @State var size = "s"
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Button("Automatic") { }.id("automatic")
                Button("Bordered") { }.buttonStyle(.bordered).id("bordered")
                Button("Prominent") { }.buttonStyle(.borderedProminent).id("prominent")
                Button("Borderless") { }.buttonStyle(.borderless).id("borderless")
                Button("Plain") { }.buttonStyle(.plain).id("plain")
            }
            HStack {
                Button("Glass") { }.buttonStyle(.glass).id("glass")
                Button("Lit") { }.buttonStyle(.glassProminent).id("lit")
            }
            HStack {
                Rectangle().fill(.red).frame(width: 40, height: 30).id("rectangle")
                RoundedRectangle(cornerRadius: 8).fill(.green).frame(width: 40, height: 30).id("rounded")
                Capsule().fill(.blue).frame(width: 60, height: 30).id("capsule")
                Ellipse().fill(.orange).frame(width: 60, height: 30).id("ellipse")
                Circle().stroke(.purple, lineWidth: 4).frame(width: 30, height: 30).id("ring")
                Rectangle().stroke(.red, lineWidth: 2).frame(width: 40, height: 30).id("outline")
                EllipticalGradient(colors: [.red, .blue], startRadiusFraction: 0.1).frame(width: 60, height: 30).id("oval")
            }
            HStack {
                Color.teal.frame(width: 60, height: 40).clipShape(Circle()).id("clipped")
                Text("Over").padding(4).overlay(.red.opacity(0.3)).id("overlaid")
                Text("Framed").padding(4).border(.green, width: 2).id("framed")
                Text("Faded").opacity(0.5).id("faded")
            }
            Picker("Size", selection: $size) {
                Text("Small").tag("s")
                Text("Large").tag("l")
            }
            .pickerStyle(.segmented)
            .id("segmented")
        }
        .padding()
        """

    /// The computed styles of the nodes with ids, by id.
    static let styleScript = """
        const done = arguments[arguments.length - 1];
        document.fonts.ready.then(() => {
          const result = {};
          for (const node of document.querySelectorAll('[data-trellis-node]')) {
            // A modifier after the view draws on the modifier's element, the view's parent.
            const up = node.parentElement, upStyle = getComputedStyle(up), upAfter = getComputedStyle(up, '::after');
            const style = getComputedStyle(node), after = getComputedStyle(node, '::after');
            result[node.getAttribute('data-trellis-node')] = {
              tag: node.tagName.toLowerCase(), cls: node.className, color: style.color, background: style.backgroundColor,
              image: style.backgroundImage, radius: style.borderTopLeftRadius, clip: style.clipPath, shadow: style.boxShadow,
              outline: style.outlineStyle + ' ' + style.outlineWidth + ' ' + style.outlineOffset, opacity: style.opacity,
              after: after.content + ' ' + after.backgroundColor, role: node.getAttribute('role') || '',
              label: getComputedStyle(node.querySelector('.trellis-text') || node).color,
              upClip: upStyle.clipPath, upShadow: upStyle.boxShadow, upAfter: upAfter.content + ' ' + upAfter.backgroundColor};
          }
          done(JSON.stringify(result));
        });
        """

    struct Look: Decodable {
        var tag, cls, color, background, image, radius, clip, shadow, outline, opacity, after, role: String
        /// The colour of the first text inside (a button's label).
        var label: String
        /// The parent element's clip, shadow and overlay (`.id` names the view, and a modifier
        /// written after the view wraps it in an element of its own).
        var upClip, upShadow, upAfter: String
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func everyStyleIsDrawnAsItPromises() async throws {
        let pipeline = try #require(Showcase.pipeline)
        var input = try pipeline.blockInput(LayoutBlock(code: Self.code, file: "styles.md"), textSizes: [.large])
        input.id = "styles"
        // The boxes first: every element where the engine put it, at several widths.
        let comparison = try await GeometryCheck.run([input], textSizes: [.large], name: "drawing-styles", widthsPerBlock: 5)
        #expect(comparison.boxes > 100)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.prefix(20).joined(separator: "\n"))")

        let looks = try await BrowserPage.report([String: Look].self, of: input, name: "drawing-styles", script: Self.styleScript)
        func look(_ id: String) throws -> Look { try #require(looks[id], "no element \(id)") }
        let blue = "rgb(0, 122, 255)", transparent = "rgba(0, 0, 0, 0)"

        // Buttons: ButtonStyle's documented metrics.
        for id in ["automatic", "borderless"] {
            let button = try look(id)
            #expect(button.tag == "button" && button.background == transparent && button.radius == "0px" && button.label == blue, "\(id): \(button)")
        }
        let bordered = try look("bordered")
        #expect(bordered.radius == "6px" && bordered.label == blue, "\(bordered)")
        #expect(bordered.background.hasPrefix("color(srgb 0 0.478") && bordered.background.hasSuffix("/ 0.15)"), "\(bordered.background)")
        let prominent = try look("prominent")
        #expect(prominent.radius == "6px" && prominent.background == blue && prominent.label == "rgb(255, 255, 255)", "\(prominent)")
        let plain = try look("plain")
        #expect(plain.background == transparent && plain.radius == "0px" && plain.label == "rgb(0, 0, 0)", "\(plain)")
        // The glass styles: a capsule, of regular material (the label in the tint) or of the tint.
        let glass = try look("glass")
        #expect(glass.radius == "9999px" && glass.background == "rgba(255, 255, 255, 0.7)" && glass.label == blue, "\(glass)")
        let lit = try look("lit")
        #expect(lit.radius == "9999px" && lit.background == blue && lit.label == "rgb(255, 255, 255)", "\(lit)")

        // Shapes: filled in their colour and outline, or stroked without a fill.
        #expect(try look("rectangle").background == "rgb(255, 59, 48)")
        let rounded = try look("rounded")
        #expect(rounded.background == "rgb(52, 199, 89)" && rounded.radius == "8px")
        #expect(try look("capsule").radius == "9999px")
        #expect(try look("ellipse").radius == "50%")
        let ring = try look("ring")
        #expect(ring.image.hasPrefix("radial-gradient") && ring.image.contains("rgb(175, 82, 222)"), "\(ring.image)")
        // Apple, "EllipticalGradient": its unit square stretched to the frame, so the browser's
        // ellipse is half the box each way, its first colour a fifth of the way out (0.1 of 0.5).
        let oval = try look("oval")
        // (Chromium leaves out the default `at 50% 50%` when it serialises the computed value.)
        #expect(oval.image == "radial-gradient(50% 50%, rgb(255, 59, 48) 20%, rgb(0, 122, 255) 100%)", "\(oval.image)")
        let outline = try look("outline")
        #expect(outline.outline == "solid 2px -1px" && outline.background == transparent, "\(outline)")

        // Modifiers that draw: clip, overlay, border, opacity.
        let clipped = try look("clipped")
        // `circle(closest-side)`: the largest centred circle; closest-side is the default radius.
        #expect(clipped.upClip == "circle()", "\(clipped)")
        let overlaid = try look("overlaid")
        #expect(overlaid.upAfter.hasPrefix("\"\" ") && overlaid.upAfter.contains("0.3"), "\(overlaid.upAfter)")
        let framed = try look("framed")
        #expect(framed.upShadow.contains("inset") && framed.upShadow.contains("rgb(52, 199, 89)"), "\(framed.upShadow)")
        #expect(try look("faded").opacity == "0.5")

        // Picker styles: segmented here; menu and inline in AuthoredDrawingTests.
        let segmented = try look("segmented")
        #expect(segmented.role == "radiogroup" && segmented.cls.contains("trellis-segmented"), "\(segmented)")
    }

    /// A look a state chooses, read in chromium before and after the reader flips the toggle:
    /// the text's colour, the square's fill and the faded view's opacity follow the state, as
    /// SwiftUI draws them (the page had kept the first state's look in both).
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func aLookAStateChoosesFollowsTheState() async throws {
        let pipeline = try #require(Showcase.pipeline)
        var input = try pipeline.blockInput(LayoutBlock(code: """
            @State var on = false
            VStack {
                Toggle("On", isOn: $on)
                Text("Hello").foregroundStyle(on ? Color.red : Color.blue).id("hello")
                Rectangle().fill(on ? Color.green : Color.orange).frame(width: 20, height: 20).id("square")
                Text("Faded").opacity(on ? 0.25 : 1).id("faded")
            }
            """, file: "state-looks.md"), textSizes: [.large])
        input.id = "looks"
        struct Looks: Decodable { var before, after: [String: String] }
        let looks = try await BrowserPage.report(Looks.self, of: input, name: "state-looks", script: """
            const done = arguments[arguments.length - 1];
            const read = () => {
              const q = (id) => getComputedStyle(document.querySelector(`[data-trellis-node="${id}"]`));
              return {hello: q('hello').color, square: q('square').backgroundColor, faded: q('faded').opacity};
            };
            document.fonts.ready.then(() => {
              const before = read();
              document.querySelector('input[name="looks.on"]').click();
              requestAnimationFrame(() => requestAnimationFrame(() => done(JSON.stringify({before, after: read()}))));
            });
            """)
        #expect(looks.before == ["hello": "rgb(0, 122, 255)", "square": "rgb(255, 149, 0)", "faded": "1"], "\(looks.before)")
        #expect(looks.after == ["hello": "rgb(255, 59, 48)", "square": "rgb(52, 199, 89)", "faded": "0.25"], "\(looks.after)")
    }
}
