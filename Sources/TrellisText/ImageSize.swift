import Foundation
import TrellisLayout

/// An image's intrinsic size in CSS px, read from the file's header as the browser reads it.
///
/// `Image("cat.png")` needs its natural size for layout (`resizable()`, `aspectRatio`,
/// `scaledToFit`) before any browser sees it; decoding pixels would be wasteful, so only the
/// header is read: PNG `IHDR`, JPEG's start-of-frame, WebP's `VP8`/`VP8L`/`VP8X` chunk, and
/// SVG's `width`/`height`/`viewBox`. Failures are values, so the site can name the page and
/// line that referenced the image.
public struct ImageSize: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        case png, jpeg, webp, svg
    }

    public var width: Double
    public var height: Double
    public var format: Format

    public init(width: Double, height: Double, format: Format) {
        self.width = width
        self.height = height
        self.format = format
    }

    public var size: Size { Size(width: width, height: height) }

    /// The intrinsic size of the image at `path`.
    public static func read(path: String) -> Result<ImageSize, ImageSizeError> {
        guard FileManager.default.fileExists(atPath: path) else { return .failure(ImageSizeError(.missing, path: path)) }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(ImageSizeError(.unreadable, path: path)) }
        defer { try? handle.close() }
        // Headers sit at the start; JPEG frames can follow large EXIF blocks, SVG roots comments.
        let data: Data
        do {
            data = try handle.read(upToCount: 1 << 20) ?? Data()
        } catch {
            return .failure(ImageSizeError(.unreadable, path: path))
        }
        return parse([UInt8](data)).mapError { ImageSizeError($0, path: path) }
    }

    /// The intrinsic size of an image held in memory.
    static func parse(_ bytes: [UInt8]) -> Result<ImageSize, ImageSizeError.Reason> {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return webp(bytes) }
        if let text = String(bytes: bytes.prefix(1 << 20), encoding: .utf8), text.contains("<svg") { return svg(text) }
        return .failure(.unsupportedFormat)
    }

    // MARK: - Formats

    private static func png(_ b: [UInt8]) -> Result<ImageSize, ImageSizeError.Reason> {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { return .failure(.malformed("no IHDR chunk")) }
        let width = bigEndian(b, 16, 4)
        let height = bigEndian(b, 20, 4)
        guard width > 0, height > 0 else { return .failure(.malformed("zero width or height")) }
        return .success(ImageSize(width: Double(width), height: Double(height), format: .png))
    }

    private static func jpeg(_ b: [UInt8]) -> Result<ImageSize, ImageSizeError.Reason> {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return .failure(.malformed("bad JPEG marker at byte \(i)")) }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = bigEndian(b, i + 2, 2)
            // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = bigEndian(b, i + 5, 2)
                let width = bigEndian(b, i + 7, 2)
                guard width > 0, height > 0 else { return .failure(.malformed("zero width or height")) }
                return .success(ImageSize(width: Double(width), height: Double(height), format: .jpeg))
            }
            if marker == 0xD9 || marker == 0xDA { break }
            i += 2 + length
        }
        return .failure(.malformed("no JPEG start-of-frame in the first megabyte"))
    }

    private static func webp(_ b: [UInt8]) -> Result<ImageSize, ImageSizeError.Reason> {
        guard b.count >= 30 else { return .failure(.malformed("truncated WebP header")) }
        let chunk = String(decoding: b[12..<16], as: UTF8.self)
        switch chunk {
        case "VP8X":
            let width = littleEndian(b, 24, 3) + 1
            let height = littleEndian(b, 27, 3) + 1
            return .success(ImageSize(width: Double(width), height: Double(height), format: .webp))
        case "VP8L":
            guard b[20] == 0x2F else { return .failure(.malformed("bad VP8L signature")) }
            let bits = littleEndian(b, 21, 4)
            return .success(ImageSize(width: Double((bits & 0x3FFF) + 1), height: Double(((bits >> 14) & 0x3FFF) + 1), format: .webp))
        case "VP8 ":
            guard b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A else { return .failure(.malformed("bad VP8 start code")) }
            let width = littleEndian(b, 26, 2) & 0x3FFF
            let height = littleEndian(b, 28, 2) & 0x3FFF
            return .success(ImageSize(width: Double(width), height: Double(height), format: .webp))
        default:
            return .failure(.malformed("unknown WebP chunk '\(chunk)'"))
        }
    }

    /// The root `<svg>`'s `width`/`height` in px (absolute units converted), else its
    /// `viewBox` size, else the browser's default replaced size of 300 x 150.
    private static func svg(_ text: String) -> Result<ImageSize, ImageSizeError.Reason> {
        guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else {
            return .failure(.malformed("no <svg> element"))
        }
        let tag = String(text[open.upperBound..<close])
        let viewBox = attribute("viewBox", in: tag).map { value in
            value.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        }
        let boxSize = viewBox.flatMap { $0.count == 4 && $0[2] > 0 && $0[3] > 0 ? (width: $0[2], height: $0[3]) : nil }
        var width = attribute("width", in: tag).flatMap(cssLength)
        var height = attribute("height", in: tag).flatMap(cssLength)
        if let boxSize {
            // One given dimension and a viewBox: the other follows the aspect ratio.
            if width == nil, let height { width = height * boxSize.width / boxSize.height }
            if height == nil, let width { height = width * boxSize.height / boxSize.width }
        }
        let final = (width: width ?? boxSize?.width ?? 300, height: height ?? boxSize?.height ?? 150)
        return .success(ImageSize(width: final.width, height: final.height, format: .svg))
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        for quote in ["\"", "'"] {
            for prefix in [" ", "\n", "\t", "\r"] {
                if let start = tag.range(of: "\(prefix)\(name)=\(quote)"), let end = tag[start.upperBound...].range(of: quote) {
                    return String(tag[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return nil
    }

    /// An absolute CSS length in px; `nil` for percentages and relative units.
    private static func cssLength(_ value: String) -> Double? {
        let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4), ("", 1)]
        for (unit, factor) in units where value.hasSuffix(unit) {
            if let number = Double(value.dropLast(unit.count)), number > 0, number.isFinite { return number * factor }
            if !unit.isEmpty { return nil }
        }
        return nil
    }

    private static func bigEndian(_ b: [UInt8], _ offset: Int, _ count: Int) -> Int {
        guard offset >= 0, offset + count <= b.count else { return 0 }
        return b[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ b: [UInt8], _ offset: Int, _ count: Int) -> Int {
        guard offset >= 0, offset + count <= b.count else { return 0 }
        return b[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}

/// Why an image's size could not be read; the message names the file and what to do.
public struct ImageSizeError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Error, Hashable, Sendable {
        case missing
        case unreadable
        case unsupportedFormat
        case malformed(String)
    }

    public var reason: Reason
    public var path: String

    public init(_ reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    public var description: String {
        switch reason {
        case .missing: "image '\(path)' does not exist (hint: paths are relative to the site's static/ or the page's directory)"
        case .unreadable: "image '\(path)' cannot be read (hint: check its permissions)"
        case .unsupportedFormat: "image '\(path)' is not a PNG, JPEG, WebP or SVG file"
        case .malformed(let detail): "image '\(path)' is damaged: \(detail)"
        }
    }
}
