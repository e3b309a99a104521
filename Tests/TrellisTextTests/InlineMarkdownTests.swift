import Testing
import TrellisLayout

@Suite("Inline Markdown in Text")
struct InlineMarkdownTests {
    let base = FontSpec(size: 16)

    func describe(_ markdown: String) -> [String] {
        InlineMarkdown.runs(markdown, font: base).map { run in
            var tags: [String] = []
            if run.font.weight >= .bold { tags.append("b") }
            if run.font.italic { tags.append("i") }
            if run.font.design == .monospaced { tags.append("code") }
            if let link = run.link { tags.append("link=\(link)") }
            return tags.isEmpty ? run.text : "\(run.text)[\(tags.joined(separator: ","))]"
        }
    }

    @Test func emphasisCodeAndLinks() {
        #expect(describe("Plain **bold words** and *italic ones*") == ["Plain ", "bold words[b]", " and ", "italic ones[i]"])
        #expect(describe("***both*** _under_ __strong__") == ["both[b,i]", " ", "under[i]", " ", "strong[b]"])
        #expect(describe("call `map { $0 * 2 }` now") == ["call ", "map { $0 * 2 }[code]", " now"])
        #expect(describe("see [the **docs**](https://x.org/a_(b)) here") == ["see ", "the [link=https://x.org/a_(b)]", "docs[b,link=https://x.org/a_(b)]", " here"])
        #expect(describe("**bold *nested italic* bold**") == ["bold [b]", "nested italic[b,i]", " bold[b]"])
    }

    @Test func literalsStayText() {
        #expect(describe("2 * 3 * 4 and snake_case_name") == ["2 * 3 * 4 and snake_case_name"])
        // CommonMark (and SwiftUI) emphasise inside words with `*` but not with `_`.
        #expect(describe("2*3*4") == ["2", "3[i]", "4"])
        #expect(describe("unclosed **bold and `tick") == ["unclosed **bold and `tick"])
        #expect(describe("escaped \\*stars\\* and [no link]") == ["escaped *stars* and [no link]"])
        #expect(describe("~~gone~~ stays plain") == ["gone stays plain"])
        #expect(describe("") == [])
    }

    @Test("A bold base font stays bold; code keeps size and weight")
    func inheritsBaseFont() {
        let runs = InlineMarkdown.runs("a `b`", font: FontSpec(size: 20, weight: .semibold))
        #expect(runs.map(\.font.size) == [20, 20])
        #expect(runs.last?.font.design == .monospaced)
        #expect(InlineMarkdown.runs("**x**", font: FontSpec(size: 16, weight: .heavy)).first?.font.weight == .heavy)
    }
}
