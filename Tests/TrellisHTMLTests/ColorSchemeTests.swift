// `.environment(\.colorScheme, ...)`: a view and its content drawn in the appearance it names.

import Testing
import TrellisHTML

/// Apple, "EnvironmentValues.colorScheme": setting it on a view makes the views inside resolve
/// their semantic colours in that appearance. The page's semantic colours are CSS
/// `light-dark()` pairs (`SharedStylesheet`), which follow the element's `color-scheme`, so
/// the view's element says `color-scheme:dark` and every colour inside follows, whatever the
/// reader's own appearance. Met on set C (xiaofu666's demos).
@Suite struct ColorSchemeTests {
    @Test func aViewTakesTheAppearanceItsEnvironmentNames() throws {
        guard let block = try RenderedSource.render("""
            VStack {
                Text("Night").foregroundStyle(.secondary).id("night")
            }
            .background(Color(.systemBackground))
            .environment(\\.colorScheme, .dark)
            .id("panel")
            """) else { return }
        #expect(block.css.contains("color-scheme:dark"))
        let plain = try #require(try RenderedSource.render("VStack { Text(\"Day\") }.background(Color(.systemBackground)).id(\"panel\")"))
        #expect(!plain.css.contains("color-scheme:"))
        // `.colorScheme(.dark)` (Apple, "colorScheme(_:)", deprecated: "Sets this view's color
        // scheme") sets the same environment value (set AP; it stood in as the app's modifier).
        let deprecated = try #require(try RenderedSource.render("VStack { Text(\"Night\") }.background(Color(.systemBackground)).colorScheme(.dark).id(\"panel\")"))
        #expect(deprecated.css.contains("color-scheme:dark") && deprecated.warnings.isEmpty, "\(deprecated.warnings)")
    }

    /// A view that reads the page's scheme is made in both (`BlockInput.colorSchemes`), and the
    /// dark configuration's CSS applies under `prefers-color-scheme: dark`, the light one's
    /// where the system is not dark; a block that does not read it is made once, with no query.
    @Test func aBlockThatReadsTheSchemeIsWrittenForEach() throws {
        guard let block = try RenderedSource.render("""
            struct Tag: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View {
                    Text("Tag").foregroundStyle(scheme == .dark ? Color.white : Color.black).padding(scheme == .dark ? 8 : 4)
                }
            }
            Tag()
            """) else { return }
        #expect(block.configurationCount == 2)
        let dark = try #require(block.css.range(of: "@media (prefers-color-scheme:dark){"), "\(block.css)")
        let darkRules = String(block.css[dark.upperBound...].prefix { $0 != "\n" })
        #expect(darkRules.contains("color:var(--trellis-white)"), "\(darkRules)")
        #expect(block.css[..<dark.lowerBound].contains("color:var(--trellis-black)"), "\(block.css)")
        // The light configuration is the base here; where it differs from the base it is written
        // under `not (prefers-color-scheme:dark)` (several text sizes: `BlockStyleWriter.wrapped`).
        #expect(darkRules.contains("top:8px") && !block.css.contains("@media not"), "\(block.css)")
        let plain = try #require(try RenderedSource.render("Text(\"Tag\").foregroundStyle(Color.black)"))
        #expect(plain.configurationCount == 1 && !plain.css.contains("prefers-color-scheme"))
    }
}
