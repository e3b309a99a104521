// The words a reader sees in a rendered page body, for the search index.

/// Plain text from the body HTML the build wrote: tags dropped (and the contents of
/// `<script>`, `<style>` and `<svg>`), entities decoded, runs of white space collapsed.
///
/// Works on UTF-8 bytes: it runs on every page of the site (20,000 on the tldr corpus), and
/// a pass over bytes costs a fraction of one over `Character`s.
enum SearchText {
    static func plainText(fromHTML html: String) -> String {
        var html = html
        return html.withUTF8 { bytes -> String in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count / 2)
            var index = 0
            var pendingSpace = false
            func append(_ byte: UInt8) {
                if pendingSpace, !output.isEmpty { output.append(0x20) }
                pendingSpace = false
                output.append(byte)
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "<"):
                    let nameStart = index + 1
                    var end = nameStart
                    while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                    index = end + 1
                    // Elements whose content is not text: skipped to their closing tag. Checked by
                    // first letter before any name is compared (most tags are neither).
                    let first = nameStart < bytes.count ? bytes[nameStart] | 0x20 : 0
                    if first == UInt8(ascii: "s"), let name = skippedElements.first(where: { matches(bytes, at: nameStart, $0) }) {
                        let closing = "/" + name
                        while index < bytes.count, !(bytes[index] == UInt8(ascii: "<") && matches(bytes, at: index + 1, closing)) { index += 1 }
                    }
                    pendingSpace = true
                case UInt8(ascii: "&"):
                    var end = index + 1
                    while end < bytes.count, end - index < 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
                    if end < bytes.count, bytes[end] == UInt8(ascii: ";"),
                       let decoded = entity(String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self)) {
                        if decoded == " " { pendingSpace = true } else { for unit in String(decoded).utf8 { append(unit) } }
                        index = end + 1
                    } else {
                        append(byte)
                        index += 1
                    }
                case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
                    pendingSpace = true
                    index += 1
                default:
                    append(byte)
                    index += 1
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    private static let skippedElements = ["script", "style", "svg"]

    /// Whether the ASCII `name` starts at `index` (case-insensitively).
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ name: String) -> Bool {
        var position = index
        for unit in name.utf8 {
            guard position < bytes.count, bytes[position] | 0x20 == unit | 0x20 else { return false }
            position += 1
        }
        return true
    }

    private static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos", "#39": return "'"
        case "nbsp": return " "
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") { return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
            if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init) }
            return nil
        }
    }
}
