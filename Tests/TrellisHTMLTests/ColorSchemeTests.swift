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
}
