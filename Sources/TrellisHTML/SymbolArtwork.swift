// The SVG drawn for an SF Symbol: its Bootstrap Icons stand-in, read once per process.

import Foundation
import Synchronization
import TrellisLayout

/// The inline `<svg>` of an SF Symbol's stand-in glyph, filled with `currentColor` so the
/// symbol takes the foreground style (`foregroundStyle`, `tint` in a button) as SwiftUI's do.
///
/// Written into the page, so a symbol costs no request. `nil` when the name is unmapped or
/// the `bootstrap-icons` package is missing: the writer draws a placeholder box instead (the
/// language has already warned about unmapped names).
enum SymbolArtwork {
    private static let cache = Mutex<[String: String?]>([:])

    static func svg(for name: String) -> String? {
        guard let glyph = SymbolCatalog.glyph(for: name) else { return nil }
        if let cached = cache.withLock({ $0[glyph] }) { return cached }
        let svg = load(glyph)
        cache.withLock { $0[glyph] = svg }
        return svg
    }

    /// The glyph as a CSS `url(...)` of a standalone SVG, for masking a gradient to its shape.
    static func maskURL(for name: String) -> String? {
        guard let svg = svg(for: name) else { return nil }
        let standalone = svg.replacingOccurrences(of: "<svg ", with: "<svg xmlns=\"http://www.w3.org/2000/svg\" ")
        return "url(\"data:image/svg+xml;base64,\(Data(standalone.utf8).base64EncodedString())\")"
    }

    private static func load(_ glyph: String) -> String? {
        let path = SymbolCatalog.directory + "/" + glyph + ".svg"
        guard let file = try? String(contentsOfFile: path, encoding: .utf8),
              let open = file.range(of: "<svg"), let openEnd = file[open.upperBound...].firstIndex(of: ">"),
              let close = file.range(of: "</svg>", options: .backwards), openEnd < close.lowerBound else { return nil }
        let attributes = file[open.upperBound..<openEnd]
        var viewBox = "0 0 16 16"
        if let start = attributes.range(of: "viewBox=\""), let end = attributes[start.upperBound...].firstIndex(of: "\"") {
            viewBox = String(attributes[start.upperBound..<end])
        }
        let paths = file[file.index(after: openEnd)..<close.lowerBound].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        return "<svg viewBox=\"\(viewBox)\" fill=\"currentColor\" aria-hidden=\"true\" focusable=\"false\">\(paths)</svg>"
    }
}
