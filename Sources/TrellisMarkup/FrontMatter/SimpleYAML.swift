// A fast path for the most common front matter: a few `key: value` lines.

/// Reads front matter made only of `key: value` lines whose values are unambiguous
/// (double-quoted text without escapes, whole numbers, `true`/`false`, plain words), and
/// gives up (returns nil) on anything else, which then goes to the full YAML parser.
///
/// On a 20,000-page site nearly every page has such front matter, and the full parser
/// (with tag resolution by regular expressions) costs more than parsing the Markdown. The
/// values are typed exactly as YAML's core schema types them; tests compare both paths.
enum SimpleYAML {
    static func parse(_ yaml: String) -> [(key: String, value: DataValue)]? {
        var result: [(key: String, value: DataValue)] = []
        for line in Array(yaml.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var bytes = line[...]
            if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
            if bytes.isEmpty { continue }
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let key = bytes[bytes.startIndex..<colon]
            guard let first = key.first, isLetter(first) || first == UInt8(ascii: "_"),
                key.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
            else { return nil }
            var value = bytes[bytes.index(after: colon)...]
            guard value.first == UInt8(ascii: " ") else { return nil }
            while value.first == UInt8(ascii: " ") { value = value.dropFirst() }
            while value.last == UInt8(ascii: " ") { value = value.dropLast() }
            guard let parsed = scalar(value) else { return nil }
            result.append((String(decoding: key, as: UTF8.self), parsed))
        }
        return result
    }

    private static func scalar(_ value: ArraySlice<UInt8>) -> DataValue? {
        guard let first = value.first else { return nil }
        if first == UInt8(ascii: "\"") {
            guard value.count >= 2, value.last == UInt8(ascii: "\"") else { return nil }
            let inner = value.dropFirst().dropLast()
            guard !inner.contains(UInt8(ascii: "\\")), !inner.contains(UInt8(ascii: "\"")) else { return nil }
            return .string(String(decoding: inner, as: UTF8.self))
        }
        if isDigit(first) || first == UInt8(ascii: "-") {
            // Whole numbers only, without leading zeros (YAML 1.1 would read `012` as octal).
            let digits = first == UInt8(ascii: "-") ? value.dropFirst() : value
            guard !digits.isEmpty, digits.count < 18, digits.allSatisfy(isDigit),
                digits.first != UInt8(ascii: "0") || digits.count == 1,
                let number = Int(String(decoding: value, as: UTF8.self))
            else { return nil }
            return .int(number)
        }
        guard isLetter(first) else { return nil }
        let text = String(decoding: value, as: UTF8.self)
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: break
        }
        // Plain words only: anything YAML might read as another type or as structure goes
        // to the full parser (yes/no/on/off/null in any case, `#` comments, `: `...).
        guard value.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 >= 0x80 })
        else { return nil }
        switch text.lowercased() {
        case "yes", "no", "on", "off", "y", "n", "null", "true", "false": return nil
        default: return .string(text)
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
