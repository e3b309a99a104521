// JSON string literals, written in one place for every JSON the build emits.

/// Writes a string as a JSON string literal: `trellis layout`'s report and the search index
/// both use it.
///
/// Quotes, backslashes and control characters are escaped as RFC 8259 requires; U+2028 and
/// U+2029 are escaped too, so the JSON is also a valid JavaScript literal. Most strings
/// (titles, URLs, ids) need none of it and are copied whole.
public enum JSONEscaping {
    public static func string(_ text: String) -> String {
        let utf8 = text.utf8
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }) {
            return "\"" + text + "\""
        }
        // Bytes, not scalars: runs that need nothing are copied whole (a page's text for the
        // search index is mostly such runs between a few quotes and curly quotes).
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + utf8.count / 16 + 2)
        result.append(UInt8(ascii: "\""))
        let bytes = Array(utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): result += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): result += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): result += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): result += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): result += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case ..<0x20:
                let hex = String(byte, radix: 16)
                result += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                result += Array((bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 2
            default: result.append(byte)
            }
            index += 1
        }
        result.append(UInt8(ascii: "\""))
        return String(decoding: result, as: UTF8.self)
    }
}
