// The font files a site measures layout text with and serves to readers.

import Foundation
import TrellisLayout
import TrellisMarkup
import TrellisText

/// The site's fonts: `fonts:` in `trellis.yml` over the default theme's Inter and DejaVu Sans
/// Mono, and how they are published into `public/`.
///
/// Text only lands where the engine put it if the browser draws it with the very files the
/// engine measured, so the build copies those files next to the pages (WOFF2 when that is
/// smaller) and declares them with `@font-face` under Trellis's own family names: no reader's
/// installed fonts can stand in for them.
///
/// ```yaml
/// fonts:
///   text:                                  # body text and headings (.default design)
///     - { file: fonts/Literata-Regular.ttf }
///     - { file: fonts/Literata-Bold.ttf, weight: bold }
///     - { file: fonts/Literata-Italic.ttf, italic: true }
///   monospaced:
///     - { file: fonts/Iosevka.ttf }
/// ```
/// Families: `text`, `monospaced`, `serif`, `rounded`, `fallback`; `weight` is a name
/// (`regular`, `semibold`, `bold`...) or a number (100-900); paths are relative to the site.
public struct SiteFonts: Sendable {
    public let fontSet: FontSet
    /// Where the configuration came from, for messages.
    public let configurationFile: String

    /// The folder below the output that fonts are copied to.
    public static let outputFolder = "assets/fonts"
    /// The stylesheet with the `@font-face` rules.
    public static let stylesheetPath = "assets/trellis-fonts.css"

    public init(fontSet: FontSet = .defaultTheme) {
        self.fontSet = fontSet
        configurationFile = "trellis.yml"
    }

    /// Reads `fonts:` from the site's `trellis.yml` (if any).
    ///
    /// - Throws: `SiteFontsError` naming the key that is wrong.
    public init(siteDirectory: String) throws {
        configurationFile = "trellis.yml"
        var diagnostics: [Diagnostic] = []
        let config = SiteConfig.load(directory: siteDirectory, diagnostics: &diagnostics)
        guard let fonts = config.values["fonts"] else {
            fontSet = .defaultTheme
            return
        }
        guard case .dictionary(let families) = fonts else {
            throw SiteFontsError(file: configurationFile, message: "'fonts' must map families (text, monospaced, serif, rounded, fallback) to lists of font files")
        }
        var set = FontSet.defaultTheme
        let known = ["text", "monospaced", "serif", "rounded", "fallback"]
        for (name, value) in families.sorted(by: { $0.key < $1.key }) {
            guard known.contains(name) else {
                throw SiteFontsError(file: configurationFile, message: "unknown font family 'fonts.\(name)'; use one of: \(known.joined(separator: ", "))")
            }
            let family = FontFamily(name: Self.familyName(name), faces: try Self.faces(value, family: name, siteDirectory: siteDirectory))
            switch name {
            case "text": set.text = family
            case "monospaced": set.monospaced = family
            case "serif": set.serif = family
            case "rounded": set.rounded = family
            default: set.fallbacks = [family]
            }
        }
        fontSet = set
    }

    // MARK: - Publishing

    /// The font files and the `@font-face` stylesheet to write into the output: every face
    /// of the text and monospaced families (the theme draws body text, headings and code with
    /// them) and any other face the engine used (fallbacks only where a page needed one).
    ///
    /// Faces are converted to WOFF2 with `woff2_compress` when it is installed and the result
    /// is smaller; conversions are cached in the user's cache folder, keyed by file, size and
    /// modification time, so only the first build pays for them.
    public func publishedFiles(usedFaces: [FontFaceFile]) -> [String: [UInt8]] {
        var faces = fontSet.text.faces + fontSet.monospaced.faces
        for face in usedFaces where !faces.contains(face) { faces.append(face) }
        var files: [String: [UInt8]] = [:]
        var names: [FontFaceFile: String] = [:]
        let converted = faces.parallelMap { face in (face, Self.servedBytes(of: face)) }
        for (face, served) in converted {
            guard let served else { continue }
            let stem = face.fileName.split(separator: ".").dropLast().joined(separator: ".")
            let name = (stem.isEmpty ? face.fileName : stem) + (face.index > 0 ? "-\(face.index)" : "") + "." + served.ext
            names[face] = name
            files[Self.outputFolder + "/" + name] = served.bytes
        }
        let css = fontSet.fontFaceCSS(faces: Array(names.keys)) { face in "fonts/" + (names[face] ?? face.fileName) }
        files[Self.stylesheetPath] = Array((css + "\n").utf8)
        return files
    }

    /// The bytes to serve for a face and their extension; nil if the file cannot be read.
    static func servedBytes(of face: FontFaceFile) -> (bytes: [UInt8], ext: String)? {
        let url = URL(fileURLWithPath: face.path)
        guard let original = try? Data(contentsOf: url) else { return nil }
        let ext = url.pathExtension.lowercased()
        if ext == "woff2" || ext == "woff" || ext == "ttc" { return ([UInt8](original), ext) }
        if let woff2 = WOFF2Cache.compressed(url, size: original.count), woff2.count < original.count {
            return (woff2, "woff2")
        }
        return ([UInt8](original), ext.isEmpty ? "ttf" : ext)
    }

    // MARK: - Configuration

    static func familyName(_ key: String) -> String {
        switch key {
        case "text": "Trellis Text"
        case "monospaced": "Trellis Mono"
        case "serif": "Trellis Serif"
        case "rounded": "Trellis Rounded"
        default: "Trellis Fallback"
        }
    }

    private static func faces(_ value: DataValue, family: String, siteDirectory: String) throws -> [FontFaceFile] {
        guard case .array(let entries) = value, !entries.isEmpty else {
            throw SiteFontsError(file: "trellis.yml", message: "'fonts.\(family)' must be a list of faces, e.g. - { file: fonts/MyFont-Regular.ttf }")
        }
        return try entries.enumerated().map { index, entry in
            let key = "fonts.\(family)[\(index)]"
            guard let file = entry["file"]?.stringValue ?? entry.stringValue else {
                throw SiteFontsError(file: "trellis.yml", message: "'\(key)' needs a 'file'")
            }
            var weight = FontWeight.regular
            if let given = entry["weight"] {
                let named = given.stringValue.flatMap { name in FontWeight.allCases.first { "\($0)".lowercased() == name.lowercased() } }
                guard let chosen = named ?? given.intValue.flatMap(FontWeight.init(rawValue:)) else {
                    throw SiteFontsError(file: "trellis.yml", message: "'\(key).weight' must be a weight name (regular, semibold, bold...) or 100, 200 ... 900")
                }
                weight = chosen
            }
            let path = file.hasPrefix("/") ? file : siteDirectory + "/" + file
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw SiteFontsError(file: "trellis.yml", message: "font file '\(file)' of '\(key)' does not exist or cannot be read")
            }
            return FontFaceFile(path: path, index: entry["index"]?.intValue ?? 0, weight: weight, italic: entry["italic"]?.boolValue ?? false)
        }
    }
}

/// A font configuration that cannot be used.
public struct SiteFontsError: Error, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic

    public init(file: String, message: String) {
        diagnostic = Diagnostic(file: file, message: message, hint: "see 'fonts' in the configuration guide")
    }

    public var description: String { diagnostic.formatted() }
}
