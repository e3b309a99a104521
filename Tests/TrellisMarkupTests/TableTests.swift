import Testing
@testable import TrellisMarkup

@Suite("GFM pipe tables")
struct TableTests {
    @Test("A pipe table renders as an accessible table with column alignment")
    func alignedTable() {
        let text = """
            | Stack | Axis | Spacing |
            |:------|:----:|--------:|
            | `HStack` | *horizontal* | 8 |
            | VStack | vertical |
            """
        let html = MarkdownDocument(text: text, file: "a.md").renderHTML()
        #expect(html.contains(#"<div class="table-scroll" tabindex="0" role="group" aria-label="Table"><table>"#))
        #expect(html.contains("<thead>"))
        #expect(html.contains(#"<th scope="col" style="text-align: left">"#))
        #expect(html.contains(#"<th scope="col" style="text-align: center">"#))
        #expect(html.contains(#"<td style="text-align: right">"#))
        #expect(html.contains("<code>HStack</code>"))
        #expect(html.contains("<em>horizontal</em>"))
        // The short row gets an empty third cell.
        #expect(html.components(separatedBy: "<td").count - 1 == 6)
        #expect(!html.contains("<p>|"))
    }

    @Test("Escaped pipes stay in the cell")
    func escapedPipe() {
        let html = MarkdownDocument(text: "| a | b |\n|---|---|\n| x \\| y | z |\n", file: "a.md").renderHTML()
        #expect(html.contains("x | y"))
    }

    @Test("A paragraph with pipes but no delimiter row stays a paragraph")
    func notATable() {
        let html = MarkdownDocument(text: "a | b\nc | d\n", file: "a.md").renderHTML()
        #expect(!html.contains("<table>"))
        #expect(html.contains("<p>a | b"))
    }

    @Test("Header and delimiter with different column counts is not a table")
    func mismatchedColumns() {
        let html = MarkdownDocument(text: "| a | b |\n|---|\n", file: "a.md").renderHTML()
        #expect(!html.contains("<table>"))
    }

    @Test("Links in cells keep their true source line and column")
    func linkInCell() {
        let text = "# T\n\n| Page | Link |\n|---|---|\n| grids | [see](grids.md) |\n"
        let document = MarkdownDocument(text: text, file: "a.md")
        #expect(document.links.count == 1)
        #expect(document.links.first?.line == 5)
        #expect(document.links.first?.utf8Column == 11)
        let html = document.renderHTML(linkDestinations: ["/grids/"])
        #expect(html.contains(#"<a href="/grids/">see</a>"#))
    }
}
