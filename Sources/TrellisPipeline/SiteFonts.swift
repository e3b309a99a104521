// The font files a site measures layout text with and serves to readers.

import Foundation
import TrellisLayout
import TrellisMarkup
import TrellisSite
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
        for (name, value) in families.entries.sorted(by: { $0.key < $1.key }) {
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
    /// them) but those served only when used (`FontSet.servedWhenUsed`), and any other face
    /// the engine used (fallbacks and other weights only where a page needed one).
    ///
    /// TrellisText's `FontPublisher` converts them to WOFF2 where smaller, caching results in
    /// the user's cache folder (`$XDG_CACHE_HOME/trellis`), so only the first build pays for
    /// compression; it writes files, so it works in a scratch folder read back here (the
    /// build writes the output itself, atomically).
    public func publishedFiles(usedFaces: [FontFaceFile]) throws -> [String: [UInt8]] {
        let faces = publishedFaces(usedFaces: usedFaces)
        let manager = FileManager.default
        let scratch = manager.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: scratch) }
        let published = try FontPublisher(cacheDirectory: Self.cacheDirectory).publish(faces, to: scratch)
        var files: [String: [UInt8]] = [:]
        for font in published {
            guard let bytes = manager.contents(atPath: scratch.appendingPathComponent(font.fileName).path) else {
                throw FontError(.unreadable, path: font.face.path)
            }
            files[Self.outputFolder + "/" + font.fileName] = [UInt8](bytes)
        }
        let css = fontSet.fontFaceCSS(faces: published.map(\.face)) { face in
            "fonts/" + (published.first { $0.face == face }?.fileName ?? face.fileName)
        }
        files[Self.stylesheetPath] = Array((css + "\n").utf8)
        return files
    }

    /// The faces ``publishedFiles(usedFaces:)`` publishes, in its order.
    public func publishedFaces(usedFaces: [FontFaceFile]) -> [FontFaceFile] {
        var faces = (fontSet.text.faces + fontSet.monospaced.faces).filter { !fontSet.servedWhenUsed.contains($0) }
        for face in usedFaces where !faces.contains(face) { faces.append(face) }
        return faces
    }

    /// `$XDG_CACHE_HOME/trellis/woff2` (default `~/.cache/trellis/woff2`), or nil without a home.
    static var cacheDirectory: URL? {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("trellis/woff2")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/trellis/woff2")
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
