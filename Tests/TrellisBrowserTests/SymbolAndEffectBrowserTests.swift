// SF Symbols and drawing effects in chromium: boxes where the engine put them, the drawing there.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

/// Symbols are inline SVGs coloured by the foreground style; shadow, transforms and filters
/// are drawn (read back with `getComputedStyle`) while every box stays the engine's.
@Suite(.serialized)
struct SymbolAndEffectBrowserTests {
    static let code = """
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "heart.fill").foregroundStyle(.red).id("heart")
                Image(systemName: "gearshape").imageScale(.large).id("gear")
                Image(systemName: "no.such.symbol").id("missing")
                Text("Symbols").id("label")
            }
            .font(.title)
            Button(action: { }) { Image(systemName: "paperplane.fill").id("send") }.tint(.green)
            Image(systemName: "person.circle.fill").resizable().frame(width: 44, height: 44).id("avatar")
            HStack(spacing: 20) {
                RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 40, height: 40)
                    .shadow(color: .black.opacity(0.4), radius: 5, x: 2, y: 3).id("shadowed")
                Text("Turned").rotationEffect(.degrees(90)).id("turned")
                Text("Big").scaleEffect(2, anchor: .topLeading).id("big")
                Text("Soft").blur(radius: 2).grayscale(1).id("soft")
                Text("Gone").hidden().id("gone")
                Text("Off").disabled(true).id("off")
                ZStack {
                    Color.blue.frame(width: 40, height: 40)
                    Circle().fill(.red).frame(width: 30, height: 30).blendMode(.screen).id("screened")
                    Text("Ink").blendMode(.colorBurn).id("burnt")
                }
            }
            HStack(spacing: 20) {
                Text("Sky").padding(8).background(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)).id("sky")
                Text("Ink").font(.title).foregroundStyle(.linearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing)).id("ink")
                Circle().fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center)).frame(width: 40, height: 40).id("wheel")
                Text("Glass").padding(8).background(.ultraThinMaterial).id("glass")
                Rectangle().strokeBorder(.red, lineWidth: 4).frame(width: 30, height: 30).id("inset")
                Circle().trim(from: 0, to: 0.25).stroke(.blue, lineWidth: 4).frame(width: 30, height: 30).id("arc")
                Image(systemName: "flame.fill").font(.title).foregroundStyle(.linearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom)).id("flame")
            }
        }
        .padding()
        """

    static let styleScript = """
        const done = arguments[arguments.length - 1];
        document.fonts.ready.then(() => {
          const result = {};
          for (const node of document.querySelectorAll('[data-trellis-node]')) {
            // A modifier after the view draws on the modifier's element, the view's parent.
            const style = getComputedStyle(node), svg = node.querySelector(':scope > svg'), up = node.parentElement;
            result[node.getAttribute('data-trellis-node')] = {
              cls: node.className, color: style.color, filter: style.filter, transform: style.transform,
              visibility: style.visibility, opacity: style.opacity, svgFill: svg ? getComputedStyle(svg).fill : '',
              svgPaths: svg ? svg.querySelectorAll('path').length : 0,
              svgWidth: svg ? svg.getBoundingClientRect().width : 0, width: node.getBoundingClientRect().width,
              images: [up, ...up.querySelectorAll('*')].map(e => getComputedStyle(e).backgroundImage).filter(v => v !== 'none').join('|'),
              upFilter: getComputedStyle(up).filter, backdrop: getComputedStyle(up).backdropFilter,
              outline: style.outlineWidth + ' ' + style.outlineOffset, mask: style.webkitMaskImage || style.maskImage, offsetWidth: node.offsetWidth, ownImage: style.backgroundImage,
              clipText: style.webkitBackgroundClip || style.backgroundClip, blend: style.mixBlendMode, upBlend: getComputedStyle(up).mixBlendMode};
          }
          done(JSON.stringify(result));
        });
        """

    struct Look: Decodable {
        var cls, color, filter, transform, visibility, opacity, svgFill, images, clipText, ownImage, backdrop, outline, mask, blend, upBlend: String
        var svgPaths: Int
        var svgWidth, width, offsetWidth: Double
        /// The parent element's filter (a modifier after a frame draws on the frame's element).
        var upFilter: String
    }

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func symbolsAndEffectsAreDrawn() async throws {
        let pipeline = try #require(Showcase.pipeline)
        var input = try pipeline.blockInput(LayoutBlock(code: Self.code, file: "effects.md"), textSizes: [.large])
        input.id = "effects"
        // Effects draw only: every element is still where the engine put it.
        let comparison = try await GeometryCheck.run([input], textSizes: [.large], name: "symbols-effects", widthsPerBlock: 4)
        #expect(comparison.boxes > 40)
        // Transformed views are drawn turned and scaled, so their drawn boxes differ from their
        // frames by design, and so do their lines' drawn positions (squeezed in the row, their
        // words break between characters onto several lines, as SwiftUI's do); their layout
        // boxes are checked below (offsetWidth is untransformed).
        let failures = comparison.failures.filter { !$0.contains(": turned") && !$0.contains(": big") }
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")

        let looks = try await BrowserPage.report([String: Look].self, of: input, name: "symbols-effects", script: Self.styleScript)
        func look(_ id: String) throws -> Look { try #require(looks[id], "no element \(id)") }

        // Symbols: the stand-in's SVG fills the box, in the foreground colour.
        let heart = try look("heart")
        #expect(heart.svgPaths > 0 && heart.svgFill == "rgb(255, 59, 48)" && heart.color == "rgb(255, 59, 48)", "\(heart)")
        #expect(abs(heart.svgWidth - heart.width) < 0.01 && heart.width > 20, "\(heart)")
        // A resizable symbol fills the frame it is given.
        let avatar = try look("avatar")
        #expect(abs(avatar.width - 44) < 0.01 && abs(avatar.svgWidth - 44) < 0.01 && avatar.svgPaths > 0, "\(avatar)")
        let gear = try look("gear")
        // `.large` is 1.3 times the medium symbol's box.
        #expect(abs(gear.width - heart.width * 1.3) < 0.01 && gear.svgPaths > 0, "\(gear) \(heart)")
        // Inside a button the symbol takes the button's tint.
        #expect(try look("send").svgFill == "rgb(52, 199, 89)")
        let missing = try look("missing")
        #expect(missing.svgPaths == 0 && missing.cls.contains("trellis-symbol-missing"), "\(missing)")

        // Effects.
        let shadowed = try look("shadowed")
        #expect(shadowed.upFilter.hasPrefix("drop-shadow(") && shadowed.upFilter.contains("0.4") && shadowed.upFilter.contains("5px"), "\(shadowed.upFilter)")
        // rotate(90deg) about the centre: the matrix's rotation part is (0, 1, -1, 0).
        let turned = try look("turned")
        #expect(turned.transform.hasPrefix("matrix(0, 1, -1, 0,") || turned.transform.hasPrefix("matrix(6.12323e-17, 1, -1, 6.12323e-17,"), "\(turned.transform)")
        // scale(2) about the top-leading corner: no translation.
        let big = try look("big")
        #expect(big.transform == "matrix(2, 0, 0, 2, 0, 0)" && abs(big.width - 2 * big.offsetWidth) < 0.5, "\(big)")
        #expect(try look("soft").filter == "blur(2px) grayscale(1)")
        #expect(try look("gone").opacity == "0")
        #expect(try look("off").opacity == "0.4")
        // Blend modes are CSS's of the same names (W3C Compositing and Blending).
        let screened = try look("screened")
        #expect(screened.blend == "screen" || screened.upBlend == "screen", "\(screened)")
        #expect(try look("burnt").blend == "color-burn")

        // Gradients: a top-to-bottom gradient is CSS's 180deg from 0% to 100%.
        let sky = try look("sky")
        #expect(sky.images.contains("linear-gradient(rgb(0, 122, 255) 0%, rgb(175, 82, 222) 100%)"), "\(sky.images)")
        let ink = try look("ink")
        #expect(ink.ownImage.hasPrefix("linear-gradient(90deg, rgb(255, 59, 48) 0%, rgb(255, 149, 0) 100%)") && ink.clipText == "text"
                && ink.color == "rgba(0, 0, 0, 0)", "\(ink)")
        let wheel = try look("wheel")
        #expect(wheel.images.contains("conic-gradient(from 90deg"), "\(wheel)")

        // A material blurs what is behind it; strokeBorder's line lies wholly inside the edge.
        let glass = try look("glass")
        #expect(glass.backdrop == "blur(20px) saturate(1.8)", "\(glass)")
        let inset = try look("inset")
        #expect(inset.outline == "4px -4px", "\(inset)")
        // A quarter of a ring: masked from the trailing side (CSS conic 90deg) through 90 degrees.
        let arc = try look("arc")
        #expect(arc.mask.hasPrefix("conic-gradient(from 90deg") && arc.mask.hasSuffix("rgb(0, 0, 0) 90deg, rgba(0, 0, 0, 0) 90deg)"), "\(arc)")
        // A symbol painted with a gradient: the gradient, masked by the glyph.
        let flame = try look("flame")
        #expect(flame.ownImage.hasPrefix("linear-gradient(") && flame.mask.hasPrefix("url(\"data:image/svg+xml;base64,"), "\(flame)")
    }
}
