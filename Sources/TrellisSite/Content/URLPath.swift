// Safe URL and output paths.

import Foundation

/// Rules for the path components that become folders in the output.
///
/// A slug or file name becomes a folder name under `public/`; a value such as `../x` or
/// `a/b` must never let a page be written outside the output folder or over another page.
public enum URLPath {
    /// Why `component` cannot be a single URL path component, or nil when it can.
    static func problem(with component: String) -> String? {
        if component.isEmpty { return "it is empty" }
        if component == "." || component == ".." { return "'\(component)' would leave the page's folder" }
        // Bytes, not `contains("/")`: Foundation's substring search cost 2 µs a page, serially.
        if component.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }) { return "it contains a slash" }
        if component.utf8.contains(0) { return "it contains a NUL character" }
        if component.hasPrefix(".") { return "it starts with a dot (hidden folders are not served)" }
        return nil
    }

    /// Percent-encodes a URL path for use in `href` (keeps `/` and unreserved characters).
    static func encode(_ path: String) -> String {
        var needsEncoding = false
        for byte in path.utf8 where !isAllowed(byte) {
            needsEncoding = true
            break
        }
        guard needsEncoding else { return path }
        var result = ""
        result.reserveCapacity(path.utf8.count + 8)
        let hex: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
        for byte in path.utf8 {
            if isAllowed(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result.append("%")
                result.append(hex[Int(byte >> 4)])
                result.append(hex[Int(byte & 0xF)])
            }
        }
        return result
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
            UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"),
            UInt8(ascii: "@"):
            true
        default:
            false
        }
    }

    /// Normalises a `/`-separated path: drops `.` and empty parts and applies `..`.
    /// Returns nil when `..` climbs above the root (a link out of `content/`).
    public static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// A folder or file name as a title: `getting-started` -> `Getting started`.
    static func title(fromName name: String) -> String {
        let spaced = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        guard let first = spaced.first else { return name }
        return first.uppercased() + spaced.dropFirst()
    }
}
