import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout

/// Colours keep the opacity the author gave them, and SwiftUI's named colours keep following
/// dark mode when they are translucent.
@Suite
struct ColorOpacityTests {
    @Test func translucentNamedColoursMixTheirVariable() {
        #expect(ElementVisuals.color(Color.blue.opacity(0.3)) == "color-mix(in srgb,var(--trellis-blue) 30%,transparent)")
        // A colour with the RGB of a named one follows that name's variable.
        #expect(ElementVisuals.color(Color(red: 0, green: 122 / 255, blue: 1, opacity: 0.3)) == "color-mix(in srgb,var(--trellis-blue) 30%,transparent)")
        // `.secondary` is already 60 % opaque: half of it is a 50 % mix of its variable.
        #expect(ElementVisuals.color(Color.secondary.opacity(0.5)) == "color-mix(in srgb,var(--trellis-secondary) 50%,transparent)")
        #expect(ElementVisuals.color(Color.primary.opacity(0.25)) == "color-mix(in srgb,var(--trellis-primary) 25%,transparent)")
        #expect(ElementVisuals.color(Color.red) == "var(--trellis-red)")
        #expect(ElementVisuals.color(Color(red: 0, green: 0, blue: 0)) == "var(--trellis-primary)")
    }

    @Test func otherColoursKeepTheirValue() {
        #expect(ElementVisuals.color(Color(red: 26 / 255, green: 51 / 255, blue: 77 / 255, opacity: 0.4)) == "rgb(26 51 77 / 0.4)")
        // Components out of range are clamped by the colour itself, so no CSS can be injected.
        #expect(ElementVisuals.color(Color(red: 3, green: 0, blue: 0)) == "rgb(255 0 0)")
        #expect(ElementVisuals.color(Color.clear) == "rgb(0 0 0 / 0.0)")
    }

    @Test func fillAndForegroundStyleKeepTheColoursOpacity() throws {
        guard let block = try RenderedSource.render("""
            VStack {
                Rectangle().fill(Color.blue.opacity(0.3)).frame(height: 10)
                Circle().fill(.orange.opacity(0.35)).frame(width: 10, height: 10)
                Text("Hi").foregroundStyle(.red.opacity(0.5))
                Text("Quiet").foregroundStyle(.secondary.opacity(0.5))
                Rectangle().fill(Color(red: 1, green: 0, blue: 0, opacity: 0.5)).frame(height: 10)
            }
            """) else { return }
        #expect(block.css.contains("background:color-mix(in srgb,var(--trellis-blue) 30%,transparent)"), "\(block.css)")
        #expect(block.css.contains("color-mix(in srgb,var(--trellis-orange) 35%,transparent) calc(100% - 1px)"), "\(block.css)")
        #expect(block.css.contains("color:color-mix(in srgb,var(--trellis-red) 50%,transparent)"), "\(block.css)")
        #expect(block.css.contains("color:color-mix(in srgb,var(--trellis-secondary) 50%,transparent)"), "\(block.css)")
        // The initializer's opacity counts once.
        #expect(block.css.contains("background:rgb(255 0 0 / 0.5)"), "\(block.css)")
    }

    /// The `Color(hex:)` extension apps paste, as they write it (Foundation's `CharacterSet` and
    /// `Scanner`, `UInt64` components, a `let` tuple given its value in a `switch`): each
    /// swatch is the colour its text names.
    @Test func aHexColourInitialiserAsAppsWriteIt() throws {
        guard let block = try RenderedSource.render("""
            struct Swatches: View {
                var body: some View {
                    HStack {
                        Color(hex: "#FF8800").frame(width: 10, height: 10)
                        Color(hex: "0A0").frame(width: 10, height: 10)
                        Color(hex: "801A334D").frame(width: 10, height: 10)
                    }
                }
            }
            extension Color {
                init(hex: String) {
                    let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                    var int: UInt64 = 0
                    Scanner(string: hex).scanHexInt64(&int)
                    let a, r, g, b: UInt64
                    switch hex.count {
                    case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                    case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
                    case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
                    default: (a, r, g, b) = (1, 1, 1, 0)
                    }
                    self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
                }
            }
            Swatches()
            """) else { return }
        #expect(block.css.contains("background:rgb(255 136 0)"), "\(block.css)")
        #expect(block.css.contains("background:rgb(0 170 0)"), "\(block.css)")
        #expect(block.css.contains("background:rgb(26 51 77 / 0.5"), "\(block.css)")
    }

    /// UIKit's `withAlphaComponent`, as apps bridge a system colour (`Color(UIColor.label
    /// .withAlphaComponent(0.2))`): the colour at that opacity, still following dark mode.
    @Test func aUIKitColourWithAnAlphaComponent() throws {
        guard let block = try RenderedSource.render("""
            VStack {
                Text("a").background(Color(UIColor.label.withAlphaComponent(0.2)))
                Text("b").background(Color(UIColor.systemBlue.withAlphaComponent(0.5)))
            }
            """) else { return }
        #expect(block.css.contains("background:color-mix(in srgb,var(--trellis-primary) 20%,transparent)"), "\(block.css)")
        #expect(block.css.contains("background:color-mix(in srgb,var(--trellis-blue) 50%,transparent)"), "\(block.css)")
    }

    @Test func progressBarsUseTheTint() throws {
        guard let block = try RenderedSource.render("""
            VStack {
                ProgressView(value: 3, total: 10)
                ProgressView(value: 7, total: 10).tint(.green)
            }
            """) else { return }
        #expect(block.html.contains("<progress"))
        #expect(block.html.contains("value=\"7\" max=\"10\""))
        // Only the author's tint is set; the default bar follows the accent colour.
        #expect(block.css.components(separatedBy: "--trellis-tint:").count == 2, "\(block.css)")
        #expect(block.css.contains("--trellis-tint:var(--trellis-green)"), "\(block.css)")
        let shared = SharedStylesheet.css
        #expect(shared.contains("progress.trellis-node::-webkit-progress-value{background:var(--trellis-tint,var(--trellis-accent))"))
        #expect(shared.contains("progress.trellis-node::-moz-progress-bar{background:var(--trellis-tint,var(--trellis-accent))"))
        #expect(shared.contains("--trellis-track:light-dark("))
    }
}
