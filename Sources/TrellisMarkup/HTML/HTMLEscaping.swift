// Escaping text for HTML, in one place.

/// Escapes text for HTML element content and attribute values.
///
/// One implementation for every stage (headings, tables, templates' helpers, code
/// highlighting) so that no stage forgets a character. Works on UTF-8 bytes and returns the
/// input unchanged when nothing needs escaping, the common case.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'`: safe in element content and quoted attributes.
    public static func text(_ string: String) -> String {
        var needsEscaping = false
        for byte in string.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
            needsEscaping = true
            break
        }
        guard needsEscaping else { return string }
        var result = ""
        result.reserveCapacity(string.utf8.count + 16)
        for character in string.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Escapes an attribute value (same rules as ``text(_:)``; separate name for intent).
    public static func attribute(_ string: String) -> String { text(string) }

    /// A CSS string literal (for attribute selectors and font names), safe inside `<style>`.
    public static func cssString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            // `<` could close the page's <style> element (`</style>` in a block id).
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "<":
                out += "\\" + String(scalar.value, radix: 16) + " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
