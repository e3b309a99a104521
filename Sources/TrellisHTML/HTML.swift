import TrellisMarkup

/// CSS strings and number formatting for the CSS the renderer writes (HTML text and
/// attributes are escaped by TrellisMarkup's `HTMLEscaping`, the one escaper of every stage).
enum HTML {
    /// A CSS string literal (for attribute selectors and font names), safe inside `<style>`.
    static func cssString(_ text: String) -> String {
        HTMLEscaping.cssString(text)
    }

    /// `value` with at most `decimals` decimals, no trailing zeros, no `-0`.
    static func number(_ value: Double, decimals: Int = 4) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = abs(scaled)
        guard magnitude < 1e17 else { return String(Int(value.rounded())) }
        let integer = UInt64(magnitude)
        let unit = UInt64(scale)
        var text = String(integer / unit)
        var fraction = integer % unit
        if fraction > 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
            fraction = 0
        }
        return negative ? "-" + text : text
    }
}
