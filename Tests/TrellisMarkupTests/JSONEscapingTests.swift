// JSON string literals: what must be escaped, and what is copied as it is.

import Foundation
import Testing
import TrellisMarkup

@Suite("JSON escaping")
struct JSONEscapingTests {
    @Test("Quotes, backslashes, control characters and the JavaScript line separators are escaped")
    func escapes() {
        #expect(JSONEscaping.string("plain") == "\"plain\"")
        #expect(JSONEscaping.string("a \"b\" \\ c\nd\re\tf\u{1}") == #""a \"b\" \\ c\nd\re\tf\u0001""#)
        #expect(JSONEscaping.string("x\u{2028}y\u{2029}z") == #""x\u2028y\u2029z""#)
        // Other characters that start with the byte E2 (curly quotes, arrows) stay as they are.
        #expect(JSONEscaping.string("“quoted” → ok\"") == "\"“quoted” → ok\\\"\"")
        #expect(JSONEscaping.string("emoji 🎉 and 压缩\"") == "\"emoji 🎉 and 压缩\\\"\"")
    }

    @Test("Every escaped string reads back as the original")
    func roundTrip() throws {
        let samples = ["", "\"", "\u{0}\u{1F}", "tail \u{E2}", "“\u{2028}”\\n", String(repeating: "ab\"c ", count: 200)]
        for sample in samples {
            let decoded = try JSONSerialization.jsonObject(with: Data(JSONEscaping.string(sample).utf8), options: .fragmentsAllowed)
            #expect(decoded as? String == sample)
        }
    }
}
