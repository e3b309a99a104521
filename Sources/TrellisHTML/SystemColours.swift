// SwiftUI's system colours as the page draws them: light, dark, and iOS's Increase Contrast variants.

import Foundation

/// The colours blocks draw by name (`var(--trellis-<name>)`, see `ElementVisuals.color`), one
/// row per colour: SwiftUI's value in light and dark mode, and the variant iOS swaps in when
/// Increase Contrast is on, which the page uses under `prefers-contrast: more`.
///
/// The Increase Contrast values of the named colours (red through gray, and the accent, which
/// is blue) start from those Apple publishes for iOS in the Human Interface Guidelines, "Color" >
/// Specifications > System colors, columns "Increased contrast (light)" and "Increased
/// contrast (dark)" (developer.apple.com/design/human-interface-guidelines/color#Specifications).
/// The guidelines publish none for the label colours (`.secondary`, `.tertiary`...): those keep
/// their hue and take the smallest opacity that reaches WCAG's 4.5:1 on every background a block
/// draws in that appearance (``labelOpacity(_:over:)``): a reader who asked for contrast can
/// read every text. Fills, tracks and separators are not text and keep their values.
enum SystemColours {
    struct Pair: Equatable {
        var light: String
        var dark: String
    }

    struct Colour {
        /// The SwiftUI name, or the UIKit one for colours SwiftUI reaches through `Color(UIColor...)`.
        var name: String
        var light: String
        var dark: String
        /// What Increase Contrast draws instead; nil where the colour stays.
        var increased: Pair?
    }

    /// The OKLCH lightness a filled control's fill (a prominent button) stays under with
    /// Increase Contrast, so that its white label reads at 4.5:1 whatever the tint (OKLCH
    /// 0.55 is a relative luminance of about 0.17: 4.9:1 under white).
    static let fillLightnessLimit = 0.55

    static let all: [Colour] = [
        Colour(name: "red", light: "rgb(255 59 48)", dark: "rgb(255 69 58)", increased: published(RGB(215, 0, 21), RGB(255, 105, 97))),
        Colour(name: "orange", light: "rgb(255 149 0)", dark: "rgb(255 159 10)", increased: published(RGB(201, 52, 0), RGB(255, 179, 64))),
        Colour(name: "yellow", light: "rgb(255 204 0)", dark: "rgb(255 214 10)", increased: published(RGB(178, 80, 0), RGB(255, 212, 38))),
        Colour(name: "green", light: "rgb(52 199 89)", dark: "rgb(48 209 88)", increased: published(RGB(36, 138, 61), RGB(48, 219, 91))),
        Colour(name: "mint", light: "rgb(0 199 190)", dark: "rgb(99 230 226)", increased: published(RGB(12, 129, 123), RGB(102, 212, 207))),
        Colour(name: "teal", light: "rgb(48 176 199)", dark: "rgb(64 203 224)", increased: published(RGB(0, 130, 153), RGB(93, 230, 255))),
        Colour(name: "cyan", light: "rgb(50 173 230)", dark: "rgb(100 210 255)", increased: published(RGB(0, 113, 164), RGB(112, 215, 255))),
        Colour(name: "blue", light: "rgb(0 122 255)", dark: "rgb(10 132 255)", increased: published(RGB(0, 64, 221), RGB(64, 156, 255))),
        Colour(name: "indigo", light: "rgb(88 86 214)", dark: "rgb(94 92 230)", increased: published(RGB(54, 52, 163), RGB(125, 122, 255))),
        Colour(name: "purple", light: "rgb(175 82 222)", dark: "rgb(191 90 242)", increased: published(RGB(137, 68, 171), RGB(218, 143, 255))),
        Colour(name: "pink", light: "rgb(255 45 85)", dark: "rgb(255 55 95)", increased: published(RGB(211, 15, 69), RGB(255, 100, 130))),
        Colour(name: "brown", light: "rgb(162 132 94)", dark: "rgb(172 142 104)", increased: published(RGB(127, 101, 69), RGB(181, 148, 105))),
        Colour(name: "gray", light: "rgb(142 142 147)", dark: "rgb(142 142 147)", increased: published(RGB(108, 108, 112), RGB(174, 174, 178))),
        Colour(name: "black", light: "rgb(0 0 0)", dark: "rgb(0 0 0)"),
        Colour(name: "white", light: "rgb(255 255 255)", dark: "rgb(255 255 255)"),
        Colour(name: "clear", light: "transparent", dark: "transparent"),
        Colour(name: "primary", light: "rgb(0 0 0)", dark: "rgb(255 255 255)"),
        label("secondary", opacity: 0.6, darkOpacity: 0.6),
        // The tint of buttons, links, toggles' and pickers' selections: blue, as in SwiftUI.
        Colour(name: "accent", light: "rgb(0 122 255)", dark: "rgb(10 132 255)", increased: published(RGB(0, 64, 221), RGB(64, 156, 255))),
        Colour(name: "separator", light: "rgb(60 60 67 / 0.29)", dark: "rgb(84 84 88 / 0.6)"),
        Colour(name: "fill", light: "rgb(118 118 128 / 0.12)", dark: "rgb(118 118 128 / 0.24)"),
        Colour(name: "control", light: "rgb(255 255 255)", dark: "rgb(99 99 102)"),
        // A ProgressView's unfilled bar: systemFill in each appearance.
        Colour(name: "track", light: "rgb(120 120 128 / 0.2)", dark: "rgb(120 120 128 / 0.36)"),
        // UIKit's label, background and fill colours that lists, forms and controls draw with.
        label("tertiaryLabel", opacity: 0.3, darkOpacity: 0.3),
        label("quaternaryLabel", opacity: 0.18, darkOpacity: 0.16),
        Colour(name: "systemBackground", light: "rgb(255 255 255)", dark: "rgb(0 0 0)"),
        Colour(name: "secondarySystemBackground", light: "rgb(242 242 247)", dark: "rgb(28 28 30)"),
        Colour(name: "systemGroupedBackground", light: "rgb(242 242 247)", dark: "rgb(0 0 0)"),
        Colour(name: "secondarySystemGroupedBackground", light: "rgb(255 255 255)", dark: "rgb(28 28 30)"),
        Colour(name: "systemFill", light: "rgb(120 120 128 / 0.2)", dark: "rgb(120 120 128 / 0.36)"),
    ]

    /// A colour's increased-contrast variants as the guidelines publish them, each moved (in
    /// 1% steps toward black in light mode, toward white in dark) only as far as text in it
    /// needs to reach 4.5:1 on every background a block draws: the published green
    /// (36 138 61) reads 4.4:1 on white and 4.0:1 on the grouped background.
    private static func published(_ light: RGB, _ dark: RGB) -> Pair {
        func readable(_ colour: RGB, toward end: RGB, over backgrounds: [RGB]) -> RGB {
            for hundredths in 0...100 {
                let moved = end.over(colour, opacity: Double(hundredths) / 100).rounded
                if backgrounds.allSatisfy({ moved.contrast(with: $0) >= textContrast }) { return moved }
            }
            return end
        }
        return Pair(light: readable(light, toward: RGB(0, 0, 0), over: lightBackgrounds).css(opacity: 1),
                    dark: readable(dark, toward: RGB(255, 255, 255), over: darkBackgrounds).css(opacity: 1))
    }

    /// A label colour: UIKit's label hue (`#3C3C43` in light mode, `#EBEBF5` in dark) at an
    /// opacity, and under Increase Contrast at the opacity ``labelOpacity(_:over:)`` finds.
    private static func label(_ name: String, opacity: Double, darkOpacity: Double) -> Colour {
        let light = RGB(60, 60, 67), dark = RGB(235, 235, 245)
        let increasedLight = max(opacity, labelOpacity(light, over: lightBackgrounds))
        let increasedDark = max(darkOpacity, labelOpacity(dark, over: darkBackgrounds))
        return Colour(
            name: name, light: light.css(opacity: opacity), dark: dark.css(opacity: darkOpacity),
            increased: Pair(light: light.css(opacity: increasedLight), dark: dark.css(opacity: increasedDark)))
    }

    /// The backgrounds a block's text sits on in each appearance: the system and grouped
    /// backgrounds (the page's own, white or a near-black, lies between them).
    static let lightBackgrounds = [RGB(255, 255, 255), RGB(242, 242, 247)]
    static let darkBackgrounds = [RGB(0, 0, 0), RGB(28, 28, 30)]

    /// WCAG 2.2's minimum contrast for text (success criterion 1.4.3, level AA).
    static let textContrast = 4.5

    /// The smallest opacity, in hundredths, at which `hue` composited over each of
    /// `backgrounds` reaches ``textContrast``.
    static func labelOpacity(_ hue: RGB, over backgrounds: [RGB]) -> Double {
        for hundredths in 0...100 {
            let opacity = Double(hundredths) / 100
            if backgrounds.allSatisfy({ hue.over($0, opacity: opacity).contrast(with: $0) >= textContrast }) { return opacity }
        }
        return 1
    }

    /// An sRGB colour with 8-bit channels.
    struct RGB: Equatable {
        var red: Double, green: Double, blue: Double

        init(_ red: Double, _ green: Double, _ blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// This colour at `opacity` over `background`, as the browser composites it (in sRGB).
        func over(_ background: RGB, opacity: Double) -> RGB {
            func mix(_ top: Double, _ bottom: Double) -> Double { top * opacity + bottom * (1 - opacity) }
            return RGB(mix(red, background.red), mix(green, background.green), mix(blue, background.blue))
        }

        /// The channels rounded to whole values, as CSS's `rgb()` writes them.
        var rounded: RGB { RGB(red.rounded(), green.rounded(), blue.rounded()) }

        /// WCAG's relative luminance (the sRGB channels linearized, weighted 0.2126, 0.7152, 0.0722).
        var luminance: Double {
            func linear(_ channel: Double) -> Double {
                let value = channel / 255
                return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// WCAG's contrast ratio, (lighter + 0.05) / (darker + 0.05).
        func contrast(with other: RGB) -> Double {
            let (a, b) = (luminance, other.luminance)
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }

        func css(opacity: Double) -> String {
            let channels = "\(Int(red)) \(Int(green)) \(Int(blue))"
            return opacity >= 1 ? "rgb(\(channels))" : "rgb(\(channels) / \(HTML.number(opacity, decimals: 2)))"
        }
    }
}
