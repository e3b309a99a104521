// The HTML and CSS written for symbols, gradients and drawing effects, without a browser.

import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout

/// What the writer puts in the page: a mapped symbol's SVG inline in `currentColor`, a
/// placeholder for an unmapped one, and the CSS of gradients and transforms from their
/// SwiftUI geometry (worked out here from the rules in `ElementVisuals`).
@Suite
struct SymbolAndEffectHTMLTests {
    @Test func symbolsAreInlineSVGsOrPlaceholders() throws {
        guard let block = try RenderedSource.render("""
            HStack {
                Image(systemName: "heart.fill")
                Image(systemName: "no.such.symbol")
            }
            """) else { return }
        let svg = try #require(SymbolArtwork.svg(for: "heart.fill"), "bootstrap-icons is not installed")
        #expect(svg.hasPrefix("<svg viewBox=\"0 0 16 16\" fill=\"currentColor\" aria-hidden=\"true\" focusable=\"false\"><path"))
        #expect(block.html.contains(svg))
        #expect(block.html.contains("role=\"img\" aria-label=\"heart.fill\""))
        #expect(block.html.contains("trellis-symbol trellis-symbol-missing\" data-trellis-node") && block.html.contains("aria-label=\"no.such.symbol\""))
        #expect(SymbolArtwork.svg(for: "no.such.symbol") == nil)
    }

    @Test func gradientsFollowSwiftUIGeometry() {
        let colors = [Color.red, Color.blue]
        // Top to bottom: CSS's 180deg, from 0% to 100%.
        #expect(ElementVisuals.gradient(GradientDrawing(geometry: .linear(start: .top, end: .bottom), colors: colors))
                == "linear-gradient(180deg,var(--trellis-red) 0%,var(--trellis-blue) 100%)")
        // Leading to trailing, starting a fifth of the way in: 90deg, 20% to 100%.
        #expect(ElementVisuals.gradient(GradientDrawing(geometry: .linear(start: UnitPoint(x: 0.2, y: 0.5), end: .trailing), colors: colors))
                == "linear-gradient(90deg,var(--trellis-red) 20%,var(--trellis-blue) 100%)")
        // A lightened stop mixes the colour's variable with white, so it still follows dark mode.
        #expect(ElementVisuals.gradient(GradientDrawing(geometry: .linear(start: .top, end: .bottom), stops: [
            GradientDrawing.Stop(color: .blue, location: 0, whiteMix: 0.2), GradientDrawing.Stop(color: .blue, location: 1),
        ])) == "linear-gradient(180deg,color-mix(in srgb,var(--trellis-blue) 80%,white) 0%,var(--trellis-blue) 100%)")
        // Radii are points from the centre.
        #expect(ElementVisuals.gradient(GradientDrawing(geometry: .radial(center: .center, startRadius: 10, endRadius: 50), colors: colors))
                == "radial-gradient(circle at 50% 50%,var(--trellis-red) 10px,var(--trellis-blue) 50px)")
        // Elliptical: fractions of the box (CSS's ellipse radii in % are of its width and height);
        // the stops run from the start fraction to the end one, the ending shape.
        #expect(ElementVisuals.gradient(GradientDrawing(geometry: .elliptical(center: .topLeading, startFraction: 0.1, endFraction: 0.5), colors: colors))
                == "radial-gradient(ellipse 50% 50% at 0% 0%,var(--trellis-red) 20%,var(--trellis-blue) 100%)")
        // SwiftUI's 0° is the trailing side, CSS's the top.
        #expect(ElementVisuals.gradient(GradientDrawing(geometry: .angular(center: .center, startDegrees: 0, endDegrees: 360), colors: colors))
                == "conic-gradient(from 90deg at 50% 50%,var(--trellis-red) 0deg,var(--trellis-blue) 360deg)")
    }

    @Test func transformsTurnAboutTheirAnchor() {
        #expect(ElementVisuals.transform(.rotation(degrees: 45, anchor: .center)) == "translate(50%,50%) rotate(45deg) translate(-50%,-50%)")
        #expect(ElementVisuals.transform(.scale(x: 2, y: 0.5, anchor: .topLeading)) == "translate(0%,0%) scale(2,0.5) translate(-0%,-0%)")
        var drawing = ViewDrawing()
        drawing.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: 4, x: 0, y: 2)
        drawing.filters = [.blur(radius: 3), .brightness(0.2)]
        #expect(ElementVisuals.effects(drawing) == ["filter:blur(3px) brightness(1.2) drop-shadow(0px 2px 4px rgb(0 0 0 / 0.33))"])
    }
}
