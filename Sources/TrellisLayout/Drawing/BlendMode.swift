// SwiftUI's blend modes, as the drawing data carries them.

/// `.blendMode(.screen)`: how the view's pixels combine with what is drawn beneath it.
///
/// The separable and non-separable modes of the W3C's Compositing and Blending spec, which
/// SwiftUI's (Core Graphics') modes of the same names follow; `plusDarker`/`plusLighter` are
/// Core Image's `plus-darker`/`plus-lighter`. SwiftUI's Porter-Duff cases (`sourceAtop`,
/// `destinationOver`, `destinationOut`) have no CSS blend mode and are refused by the language.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, plusDarker, plusLighter

    /// The CSS `mix-blend-mode` keyword (`colorDodge` is `color-dodge`).
    public var cssName: String {
        rawValue.reduce(into: "") { name, character in
            if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
        }
    }
}
