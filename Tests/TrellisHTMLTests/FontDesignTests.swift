// A text's font design drawn in the site's family for it, or said where the site has none.

import Testing
import TrellisHTML
import TrellisMarkup
import TrellisPipeline
import TrellisSite

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
}
