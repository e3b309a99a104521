// The system colours' Increase Contrast variants: the guidelines' values, readable as text.

import Testing
@testable import TrellisHTML
import TrellisLayout

/// Under `prefers-contrast: more` the page swaps every system colour for iOS's Increase
/// Contrast variant (Apple HIG, "Color" > Specifications), and every text colour then reads
/// at 4.5:1 on each background a block draws.
@Suite
struct SystemColoursTests {
    /// `rgb(0 64 221)` or `rgb(60 60 67 / 0.72)` as channels and opacity.
    private func parse(_ css: String) throws -> (SystemColours.RGB, Double) {
        let inner = try #require(css.split(separator: "(").last?.split(separator: ")").first)
        let parts = inner.split(whereSeparator: { $0 == " " || $0 == "/" }).compactMap { Double($0) }
        try #require(parts.count >= 3)
        return (SystemColours.RGB(parts[0], parts[1], parts[2]), parts.count > 3 ? parts[3] : 1)
    }

    @Test func thePublishedVariantsAreKeptWhereTheyReadAlready() throws {
        let byName = Dictionary(uniqueKeysWithValues: SystemColours.all.map { ($0.name, $0) })
        // HIG: blue's increased-contrast values are 0 64 221 (light) and 64 156 255 (dark).
        #expect(byName["blue"]?.increased == SystemColours.Pair(light: "rgb(0 64 221)", dark: "rgb(64 156 255)"))
        #expect(byName["accent"]?.increased == byName["blue"]?.increased)
        #expect(byName["red"]?.increased == SystemColours.Pair(light: "rgb(215 0 21)", dark: "rgb(255 105 97)"))
        // Green's published 36 138 61 reads 4.4:1 on white: moved just far enough.
        let green = try parse(try #require(byName["green"]?.increased?.light)).0
        #expect(green != SystemColours.RGB(36, 138, 61) && green.green > 120)
        // Default contrast keeps SwiftUI's values.
        #expect(byName["blue"]?.light == "rgb(0 122 255)" && byName["secondary"]?.light == "rgb(60 60 67 / 0.6)")
        // Fills are not text and do not change.
        #expect(byName["separator"]?.increased == nil && byName["systemFill"]?.increased == nil)
    }

    @Test func everyIncreasedTextColourReachesFourAndAHalfToOne() throws {
        for colour in SystemColours.all {
            guard let increased = colour.increased, colour.name != "white", colour.name != "black" else { continue }
            for (css, backgrounds) in [(increased.light, SystemColours.lightBackgrounds), (increased.dark, SystemColours.darkBackgrounds)] {
                let (rgb, opacity) = try parse(css)
                for background in backgrounds {
                    let ratio = rgb.over(background, opacity: opacity).contrast(with: background)
                    #expect(ratio >= 4.5, "\(colour.name) \(css) on \(background): \(ratio)")
                }
            }
        }
        // The label colours keep their hue, only more opaque: secondary on white was 3.4:1.
        let secondary = try parse(try #require(SystemColours.all.first { $0.name == "secondary" }?.increased?.light))
        #expect(secondary.0 == SystemColours.RGB(60, 60, 67) && secondary.1 > 0.6 && secondary.1 < 0.8)
    }

    @Test func theStylesheetSwapsThemUnderMoreContrast() {
        let css = SharedStylesheet.css
        #expect(css.contains("--trellis-blue:light-dark(rgb(0 122 255),rgb(10 132 255))"))
        #expect(css.contains("@media (prefers-contrast:more){:root{--trellis-red:light-dark(rgb(215 0 21),rgb(255 105 97));"))
        #expect(css.contains("@media (prefers-contrast:more){button.trellis-node,label.trellis-state-button{--trellis-prominent-fill:oklch(from var(--trellis-tint,var(--trellis-accent)) min(l,0.55) c h)}}}"))
    }

    /// AppKit's semantic colours (`Color(nsColor: .controlBackgroundColor)`,
    /// `Color(.windowBackgroundColor)`, `Color(NSColor.separatorColor)`; Apple, NSColor "UI
    /// Element Colors") are drawn as UIKit's of the same role, as a page draws an iPhone's look;
    /// they stood in as the app's (set AK's Nook, 20 bodies).
    @Test func appKitsColoursAreDrawnAsUIKitsOfTheirRole() throws {
        guard let block = try RenderedSource.render("""
            VStack {
                Color(nsColor: .controlBackgroundColor).id("mac")
                Color(.systemBackground).id("ios")
                Color(.windowBackgroundColor).id("macWindow")
                Color(.systemGroupedBackground).id("iosWindow")
                Color(NSColor.separatorColor).id("macLine")
                Color(uiColor: .separator).id("iosLine")
            }.frame(width: 100, height: 60)
            """) else { return }
        func look(_ key: String) throws -> String {
            FixedValueControlTests.declarations(of: try FixedValueControlTests.elementClass(of: key, in: block.html), in: block.css)
        }
        for (mac, ios) in [("mac", "ios"), ("macWindow", "iosWindow"), ("macLine", "iosLine")] {
            // The colour, not the place: the first declaration, the fill.
            let (appKit, uiKit) = (try look(mac).split(separator: ";").first, try look(ios).split(separator: ";").first)
            #expect(appKit == uiKit && appKit?.hasPrefix("background:var(--trellis-") == true, "\(mac): \(appKit ?? "") vs \(uiKit ?? "")")
        }
    }
}
