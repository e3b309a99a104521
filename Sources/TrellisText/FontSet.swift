import Foundation
import TrellisLayout

/// The font files a site measures and serves: one family per design, plus fallbacks.
///
/// The same files must be measured by the engine and drawn by the browser, so this is the
/// single source for both: `TextMeasurer` loads these faces, and `fontFaceCSS` / `FontPublisher`
/// give the site the `@font-face` rules and the files to copy into `public/`.
public struct FontSet: Hashable, Sendable {
    /// `.default` design (body text, headings).
    public var text: FontFamily
    /// `.monospaced` design (`code`, `.monospaced()`).
    public var monospaced: FontFamily
    /// `.serif`; `nil` = the text family.
    public var serif: FontFamily?
    /// `.rounded`; `nil` = the text family.
    public var rounded: FontFamily?
    /// Families tried, in order, for characters the run's own family lacks (CJK, symbols).
    public var fallbacks: [FontFamily]
    /// Faces of the text and monospaced families that a site serves only where a page draws
    /// with them (the default theme's weights its own styles never use); the others are served
    /// with every site, as its templates draw with them.
    public var servedWhenUsed: Set<FontFaceFile> = []

    public init(text: FontFamily, monospaced: FontFamily, serif: FontFamily? = nil, rounded: FontFamily? = nil, fallbacks: [FontFamily] = []) {
        self.text = text
        self.monospaced = monospaced
        self.serif = serif
        self.rounded = rounded
        self.fallbacks = fallbacks
    }

    /// The family a design resolves to.
    public func family(for design: FontDesign) -> FontFamily {
        switch design {
        case .default: text
        case .serif: serif ?? text
        case .rounded: rounded ?? text
        case .monospaced: monospaced
        }
    }

    /// Every family, own families first, without duplicates.
    public var allFamilies: [FontFamily] {
        var seen = Set<String>()
        return ([text, monospaced] + [serif, rounded].compactMap { $0 } + fallbacks).filter { seen.insert($0.name).inserted }
    }

    /// The CSS `font-family` value for a design: its family, then the fallbacks, then a
    /// generic family (which only shows for characters the engine already reported missing).
    public func cssFontFamily(for design: FontDesign) -> String {
        let names = [family(for: design).name] + fallbacks.map(\.name)
        let generic = design == .monospaced ? "monospace" : "sans-serif"
        return (names.map { "\"\($0)\"" } + [generic]).joined(separator: ", ")
    }

    // MARK: - Default theme

    /// Inter (Debian `fonts-inter`) for text, DejaVu Sans Mono (`fonts-dejavu-core`) for
    /// code, DejaVu Serif (the same package) for the `.serif` design, which Apple draws in its
    /// serif New York (Apple, "Font.Design.serif"), then as fallbacks, when installed, Droid Sans Fallback (`fonts-droid-fallback`)
    /// for Chinese and Japanese and Nanum Barun Gothic (`fonts-nanum`) for Korean, which Droid lacks.
    public static let defaultTheme: FontSet = {
        let inter = "/usr/share/fonts/opentype/inter/"
        let dejavu = "/usr/share/fonts/truetype/dejavu/"
        let themeFaces = [
            FontFaceFile(path: inter + "Inter-Regular.otf", weight: .regular),
            FontFaceFile(path: inter + "Inter-Italic.otf", weight: .regular, italic: true),
            FontFaceFile(path: inter + "Inter-SemiBold.otf", weight: .semibold),
            FontFaceFile(path: inter + "Inter-SemiBoldItalic.otf", weight: .semibold, italic: true),
            FontFaceFile(path: inter + "Inter-Bold.otf", weight: .bold),
            FontFaceFile(path: inter + "Inter-BoldItalic.otf", weight: .bold, italic: true),
        ]
        // SwiftUI's other weights (Apple, "Font.Weight": ultraLight to black, CSS's 100 to 900),
        // each Inter's face of that number, so `.fontWeight(.light)` is drawn light rather than
        // at the nearest of the theme's three; served only where a page draws with one.
        let otherWeights: [(FontWeight, String)] = [
            (.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.medium, "Medium"), (.heavy, "ExtraBold"), (.black, "Black"),
        ]
        let otherFaces = otherWeights.flatMap { weight, name in [
            FontFaceFile(path: inter + "Inter-\(name).otf", weight: weight),
            FontFaceFile(path: inter + "Inter-\(name)Italic.otf", weight: weight, italic: true),
        ] }.filter { FileManager.default.fileExists(atPath: $0.path) }
        let text = FontFamily(name: "Trellis Text", faces: themeFaces + otherFaces)
        let mono = FontFamily(name: "Trellis Mono", faces: [
            FontFaceFile(path: dejavu + "DejaVuSansMono.ttf", weight: .regular),
            FontFaceFile(path: dejavu + "DejaVuSansMono-Oblique.ttf", weight: .regular, italic: true),
            FontFaceFile(path: dejavu + "DejaVuSansMono-Bold.ttf", weight: .bold),
            FontFaceFile(path: dejavu + "DejaVuSansMono-BoldOblique.ttf", weight: .bold, italic: true),
        ])
        let serif = FontFamily(name: "Trellis Serif", faces: [
            FontFaceFile(path: dejavu + "DejaVuSerif.ttf", weight: .regular),
            FontFaceFile(path: dejavu + "DejaVuSerif-Italic.ttf", weight: .regular, italic: true),
            FontFaceFile(path: dejavu + "DejaVuSerif-Bold.ttf", weight: .bold),
            FontFaceFile(path: dejavu + "DejaVuSerif-BoldItalic.ttf", weight: .bold, italic: true),
        ])
        let cjk = FontFamily(name: "Trellis CJK", faces: [FontFaceFile(path: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")])
        let nanum = "/usr/share/fonts/truetype/nanum/"
        let hangul = FontFamily(name: "Trellis Hangul", faces: [
            // Nanum *Barun* Gothic: Chromium's font sanitizer rejects NanumGothic.ttf as a web font.
            FontFaceFile(path: nanum + "NanumBarunGothic.ttf", weight: .regular),
            FontFaceFile(path: nanum + "NanumBarunGothicBold.ttf", weight: .bold),
        ])
        let fallbacks = [cjk, hangul].filter { family in
            family.faces.allSatisfy { FileManager.default.fileExists(atPath: $0.path) }
        }
        var set = FontSet(text: text, monospaced: mono, serif: serif, fallbacks: fallbacks)
        set.servedWhenUsed = Set(otherFaces)
        return set
    }()
}
