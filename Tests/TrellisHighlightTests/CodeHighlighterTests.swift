// Build-time highlighting: each language documentation uses, line marks, bad input.

import Foundation
import Testing
@testable import TrellisHighlight

@Suite("Code highlighting")
struct CodeHighlighterTests {
    /// The text of every span of `cssClass` in `html`.
    private func spans(_ cssClass: String, in html: String) -> [String] {
        html.components(separatedBy: "<span class=\"hl-\(cssClass)\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    @Test("Swift is classified by swift-syntax: keywords, types, members, strings, numbers, comments")
    func swift() throws {
        let html = try #require(CodeHighlighter.html(code: "// A stack\nlet x = HStack { Text(\"Hi\").padding(8) }\n", info: "swift").html)
        #expect(html.hasPrefix(#"<pre class="code" tabindex="0" role="group" aria-label="swift code"><code class="language-swift">"#))
        #expect(spans("comment", in: html) == ["// A stack"])
        #expect(spans("keyword", in: html) == ["let"])
        #expect(spans("type", in: html) == ["HStack", "Text"])
        #expect(spans("string", in: html) == ["&quot;Hi&quot;"])
        #expect(spans("member", in: html) == ["padding"])
        #expect(spans("number", in: html) == ["8"])
    }

    @Test("Every language the issue names is highlighted", arguments: [
        ("sh", "# list\nls -la \"$HOME\" | grep x\n", "comment", "# list"),
        ("bash", "export A=1\n", "keyword", "export"),
        ("console", "tar -x --file {a.tar} | less\n", "property", "--file"),
        ("shell", "tar -x --file {a.tar} | less\n", "function", "tar"),
        ("json", "{\"a\": [1, true]}\n", "number", "1"),
        ("yaml", "name: \"x\" # c\nlist:\n  - a: true\n", "property", "name"),
        ("toml", "[package]\nname = \"x\"\n", "type", "[package]"),
        ("html", "<div class=\"a\">x</div>\n", "keyword", "<div"),
        ("css", "a { color: red; } /* c */\n", "comment", "/* c */"),
        ("js", "const f = async () => `t`;\n", "keyword", "const"),
        ("typescript", "interface A { x: string }\n", "keyword", "interface"),
        ("python", "def f(x):\n    return \"s\"  # c\n", "keyword", "def"),
        ("rust", "fn main() { let x: u32 = 5; }\n", "keyword", "fn"),
        ("go", "package main\nfunc main() {}\n", "keyword", "package"),
        ("c", "#include <stdio.h>\nint main(void) { return 0; }\n", "preprocessor", "#include"),
        ("cpp", "template <class T> class A {};\n", "keyword", "template"),
        ("java", "public class A { }\n", "keyword", "public"),
        ("kotlin", "fun main() { val x: Int = 5 }\n", "keyword", "fun"),
        ("ruby", "def greet\n  puts 'hi'\nend\n", "keyword", "def"),
        ("sql", "SELECT name FROM users WHERE id = 1;\n", "keyword", "SELECT"),
        ("diff", "--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new\n", "inserted", "+new"),
        ("dockerfile", "FROM debian:12\nRUN apt-get update && apt-get install -y x\n", "keyword", "FROM"),
        ("markdown", "# Title\nSome **bold** and `code`\n", "heading", "# Title"),
    ])
    func language(name: String, code: String, cssClass: String, expected: String) throws {
        let html = try #require(CodeHighlighter.html(code: code, info: name).html, "\(name) was not highlighted")
        #expect(spans(cssClass, in: html).contains(HTMLEscapingForTests.text(expected)), "\(name): \(html)")
        // Highlighting adds spans, never changes the text.
        #expect(plainText(html) == HTMLEscapingForTests.text(code))
    }

    @Test("diff marks removed lines, inserted lines and hunk headers")
    func diff() throws {
        let html = try #require(CodeHighlighter.html(code: "@@ -1,2 +1,2 @@\n-old\n+new\n same\n", info: "diff").html)
        #expect(spans("meta", in: html) == ["@@ -1,2 +1,2 @@"])
        #expect(spans("deleted", in: html) == ["-old"])
        #expect(spans("inserted", in: html) == ["+new"])
    }

    @Test("{2,4-6} marks lines, whatever the language, and spans never cross a line")
    func lineMarks() throws {
        let code = "a\n/* b\nc */\nd\ne\nf\ng\n"
        let html = try #require(CodeHighlighter.html(code: code, info: "c {2,4-6}").html)
        let lines = html.components(separatedBy: "\n").dropLast(2)
        #expect(lines.count == 7)
        let marked = lines.enumerated().filter { $0.element.contains("<span class=\"line marked\">") }.map { $0.offset + 1 }
        #expect(marked == [2, 4, 5, 6])
        // The block comment is cut into one span per line.
        #expect(spans("comment", in: html) == ["/* b", "c */"])
        let plain = try #require(CodeHighlighter.html(code: "x\ny\n", info: "nosuchlanguage {2}").html)
        #expect(plain.contains("<span class=\"line marked\">y</span>"))
    }

    @Test("Bad line marks are reported and the valid ones kept")
    func badLineMarks() {
        let result = CodeHighlighter.html(code: "a\nb\n", info: "text {2,x,5-3}")
        #expect(result.problem?.contains("'x'") == true)
        #expect(result.problem?.contains("'5-3'") == true)
        #expect(result.html?.contains("<span class=\"line marked\">b</span>") == true)
        #expect(LineMarks.parse(info: "js {#anchor}").marks == nil)
        #expect(LineMarks.parse(info: "js {1-999999999}").problem != nil)
    }

    @Test("An unknown language is written plain; odd input never fails", arguments: [
        "", "\n", "<script>alert(1)</script>\n", "\"unterminated\n/* open comment\n", "\u{0}\u{1}é漢字😀\n", String(repeating: "((((", count: 2000),
    ])
    func oddInput(code: String) throws {
        let plain = try #require(CodeHighlighter.html(code: code, info: "nosuchlanguage").html)
        #expect(plainText(plain) == HTMLEscapingForTests.text(code))
        #expect(!plain.contains("<span"))
        for language in ["swift", "sh", "js", "yaml", "markdown", "diff", "python", "dockerfile", "toml"] {
            let html = try #require(CodeHighlighter.html(code: code, info: language).html)
            #expect(!html.contains("<script>"))
            #expect(plainText(html) == HTMLEscapingForTests.text(code), "\(language)")
        }
    }

    /// The HTML with its tags removed, still escaped.
    private func plainText(_ html: String) -> String {
        var text = "", inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        // The line break after `</pre>` is the block's, not the code's.
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}

/// The escaping the highlighter must match, written out so the test does not trust it.
enum HTMLEscapingForTests {
    static func text(_ string: String) -> String {
        string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
    }
}
