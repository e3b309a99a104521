// A text's font design and weight drawn in the site's faces for them, or said where the site has none.

import Testing
import TrellisHTML
import TrellisMarkup
import TrellisPipeline
import TrellisSite
import TrellisText
import TrellisLayout

@Suite struct FontDesignTests {
    /// `.serif` is drawn in the default theme's serif family (DejaVu Serif: Apple draws the
    /// design in its serif New York); `.rounded`, for which the theme has none, in the text
    /// font, with a warning at the modifier, as a `.custom` family is.
    @Test func aDesignIsDrawnInItsFamilyOrSaid() throws {
        guard let pipeline = RenderedSource.pipeline else { return }
        let (rendered, warnings) = try pipeline.renderBlock(LayoutBlock(code: """
            VStack {
                Text("Serif").font(.system(.title, design: .serif))
                Text("Rounded").font(.system(size: 20, weight: .bold, design: .rounded))
                Text("Also").fontDesign(.rounded)
            }
            """, file: "test.md"))
        #expect(rendered.html.contains("Trellis Serif") || rendered.css.contains("Trellis Serif"))
        #expect(warnings.map { "\($0.line):\($0.column) \($0.message)" } == [
            "4:21 the `.rounded` design is drawn in the site's text font: `trellis.yml` names no rounded family",
            "5:18 the `.rounded` design is drawn in the site's text font: `trellis.yml` names no rounded family",
        ])
    }

    /// SwiftUI's nine weights (Apple, "Font.Weight") are each drawn in Inter's face of that
    /// number: a light text is measured and served light, where it was the regular face. A
    /// site serves the six faces its theme draws with, and another weight only where a page
    /// drew with it.
    @Test func everyWeightHasItsFaceServedWhereUsed() throws {
        guard let measurer = try? TextMeasurer(fonts: .defaultTheme) else { return }
        let light = measurer.width(of: "Weights", font: FontSpec(size: 40, weight: .light))
        let regular = measurer.width(of: "Weights", font: FontSpec(size: 40, weight: .regular))
        let black = measurer.width(of: "Weights", font: FontSpec(size: 40, weight: .black))
        #expect(light < regular && regular < black)
        let fonts = SiteFonts()
        let used = measurer.usedFaces
        #expect(used.map(\.fileName).sorted() == ["Inter-Black.otf", "Inter-Light.otf", "Inter-Regular.otf"])
        let served = fonts.publishedFaces(usedFaces: used).map(\.fileName)
        #expect(served.count == 12 && served.contains("Inter-Light.otf") && served.contains("Inter-Black.otf") && !served.contains("Inter-Thin.otf"))
        #expect(fonts.publishedFaces(usedFaces: []).count == 10)
    }
}
