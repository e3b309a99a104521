// JSON string literals, written in one place for every JSON the build emits.

/// Writes a string as a JSON string literal: `trellis layout`'s report and the search index
/// both use it.
///
/// Quotes, backslashes and control characters are escaped as RFC 8259 requires; U+2028 and
/// U+2029 are escaped too, so the JSON is also a valid JavaScript literal. Most strings
/// (titles, URLs, ids) need none of it and are copied whole.
public enum JSONEscaping {
    public static func string(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
