import Testing
@testable import TrellisMarkup

@Suite("Markdown rendering")
struct MarkdownDocumentTests {
    @Test("Headings get unique GitHub-style ids and a self-link")
    func headingIDs() {
        let document = MarkdownDocument(text: "# Real heading\n\n## Real heading\n\n## What's *new*? (2.0)\n", file: "a.md")
        #expect(document.headings.map(\.id) == ["real-heading", "real-heading-1", "whats-new-20"])
        let html = document.renderHTML()
        #expect(html.contains(##"<h2 id="real-heading-1">"##))
        #expect(html.contains(##"Real heading <a class="anchor" href="#real-heading-1""##))
        #expect(html.contains("<em>new</em>"))
    }

    @Test("Slugs keep letters of every script")
    func unicodeSlugs() {
        #expect(HeadingSlugger.slug("Grille et Pile") == "grille-et-pile")
        #expect(HeadingSlugger.slug("Équivalent SunOS") == "équivalent-sunos")
        #expect(HeadingSlugger.slug("레이아웃 예제") == "레이아웃-예제")
    }

    @Test("Smart punctuation is on")
    func smartPunctuation() {
        let html = MarkdownDocument(text: "\"Quotes\" -- and 'apostrophes'...\n", file: "a.md").renderHTML()
        #expect(html.contains("“Quotes” – and ‘apostrophes’…"))
    }

    @Test("Links carry their line and column, and destinations can be rewritten")
    func linksAndPositions() {
        let text = "---\ntitle: t\n---\nSee [grids](grids.md) and\n> a quote with [more](../x.md#y)\n"
        let document = MarkdownDocument(text: text, file: "a.md")
        #expect(document.links.map(\.destination) == ["grids.md", "../x.md#y"])
        #expect(document.links.map(\.line) == [4, 5])
        #expect(document.links.map(\.utf8Column) == [5, 16])
        let html = document.renderHTML(linkDestinations: ["/grids/", nil])
        #expect(html.contains(#"<a href="/grids/">grids</a>"#))
        #expect(html.contains(#"<a href="../x.md#y">more</a>"#))
        // The first rendering is final (libcmark's tree is let go then): later calls give it
        // again, whatever they ask for.
        #expect(document.hasRenderedHTML)
        #expect(document.renderHTML(linkDestinations: ["/other/", "/else/"]) == html)
    }

    @Test("Code blocks expose their info string and first code line; layout blocks can be replaced")
    func codeBlocks() {
        let text = "Intro\n\n```layout\nHStack { Text(\"a\") }\n```\n\n    indented\n"
        let document = MarkdownDocument(text: text, file: "a.md")
        #expect(document.codeBlocks.count == 2)
        let layout = document.codeBlocks[0]
        #expect(layout.language == "layout")
        #expect(layout.line == 4)
        #expect(layout.isFenced)
        #expect(layout.code == "HStack { Text(\"a\") }\n")
        #expect(document.codeBlocks[1].isFenced == false)
        #expect(document.codeBlocks[1].line == 7)
        let html = document.renderHTML(codeBlockHTML: ["<div class=\"layout\">laid out</div>", nil])
        #expect(html.contains("<div class=\"layout\">laid out</div>"))
        #expect(html.contains("<pre><code>indented\n</code></pre>"))
    }

    @Test("Raw HTML passes through (unsafe mode, like Hugo's unsafe = true)")
    func rawHTML() {
        let html = MarkdownDocument(text: "<details><summary>More</summary>\n\nText\n\n</details>\n", file: "a.md").renderHTML()
        #expect(html.contains("<details><summary>More</summary>"))
    }

    @Test("Diagnostics convert byte columns to character columns")
    func characterColumns() {
        let document = MarkdownDocument(text: "Équipe [x](nope.md)\n", file: "a.md")
        let link = document.links[0]
        #expect(link.utf8Column == 9)
        let diagnostic = document.diagnostic(line: link.line, utf8Column: link.utf8Column, message: "missing")
        #expect(diagnostic.column == 8)
        #expect(diagnostic.formatted().contains("a.md:1:8: error: missing"))
        #expect(diagnostic.formatted().contains("  |        ^"))
    }
}

@Suite("Odd input")
struct OddInputTests {
    @Test("Empty pages, front matter only, NUL bytes and lone pipes never crash", arguments: [
        "", "---\ntitle: x\n---\n", "---\n---\n", "a\u{0}b\n", "|\n|-|\n", "| a |\n|---|\n|", "```layout\n", "# \n\n## \n",
        "[x]()\n", "---\n: : :\n---\n", "\u{FEFF}---\ntitle: bom\n---\n# B\n",
    ])
    func oddInput(text: String) {
        let document = MarkdownDocument(text: text, file: "odd.md")
        _ = document.renderHTML()
    }

    @Test("A byte order mark before front matter is ignored")
    func byteOrderMark() {
        #expect(MarkdownDocument(text: "\u{FEFF}---\ntitle: bom\n---\n# B\n", file: "a.md").title == "bom")
    }
}
