// Finding layout fences in a page (as cmark finds them) and the names blocks see.

import Foundation
import Testing
import TrellisMarkup
@testable import TrellisBlocks
import TrellisPipeline
import TrellisSite

@Suite struct PageInputTests {
    /// A block the site found: its id, its opening fence's line and its code.
    struct Fence {
        var id: String
        var line: Int
        var source: LayoutBlockSource
    }

    /// The blocks the site finds on `page` (what the build and `trellis layout` both read).
    static func fences(_ page: String, file: String = "content/guide/poll.md") -> [Fence] {
        LayoutBlock.blocks(in: MarkdownDocument(text: page, file: file), siteData: [:], data: [:]).map {
            Fence(id: LayoutBlockPipeline.blockID(file: $0.file, index: $0.index), line: $0.source.fenceLine, source: $0.source)
        }
    }

    @Test func fencesAreFoundWithPagePositions() {
        let page = """
        ---
        title: Poll
        ---
        # Poll

        ```swift
        let notALayout = 1
        ```

        ````markdown
        ```layout
        Text("shown as an example, not a block")
        ```
        ````

          ```layout
          VStack {
              Text("a")
          }
          ```

        ~~~~ layout extra words
        Text("b")
        ~~~~
        """
        let fences = Self.fences(page)
        #expect(fences.map(\.id) == ["poll-1", "poll-2"])
        #expect(fences.map(\.line) == [16, 22])
        #expect(fences[0].source.code == "VStack {\n    Text(\"a\")\n}")
        #expect(fences[0].source.firstLine == 17)
        #expect(fences[0].source.indentation == 2)
        #expect(fences[1].source.code == "Text(\"b\")")
    }

    /// cmark sees fences inside container blocks (and the build renders them), so they are
    /// blocks with ids and lines; a line scanner missed them and shifted every later id.
    @Test func fencesInBlockquotesAndListItemsAreBlocks() {
        let page = """
        # Containers

        > A quoted block:
        >
        > ```layout
        > Text("quoted")
        > ```

        - An item:

          ```layout
          VStack {
              Text("listed")
          }
          ```

        ````markdown
        ```layout
        Text("an example inside a longer fence")
        ```
        ````

        ```layout
        Text("last")
        ```
        """
        let fences = Self.fences(page, file: "content/containers.md")
        #expect(fences.map(\.id) == ["containers-1", "containers-2", "containers-3"])
        #expect(fences.map(\.line) == [5, 11, 23])
        #expect(fences.map(\.source.code) == ["Text(\"quoted\")", "VStack {\n    Text(\"listed\")\n}", "Text(\"last\")"])
        #expect(fences.map(\.source.indentation) == [2, 2, 0])
        // An error inside the list item's block points at the page's column.
        let found = diagnostics("VStack {\n    Txt(\"a\")\n}", firstLine: fences[1].source.firstLine, indentation: fences[1].source.indentation)
        #expect(found.first?.location == "content/test.md:13:7")
    }

    /// An error in a quoted block quotes the page's line with its `>` and points at the
    /// right column of it.
    @Test func errorsInContainersQuoteTheLineAsWritten() throws {
        let fence = try #require(Self.fences("# Q\n\n> ```layout\n> VStack {\n>     Txt(\"a\")\n> }\n> ```\n", file: "q.md").first)
        do {
            _ = try ParsedBlock(source: fence.source, data: [:])
            Issue.record("no error")
        } catch let error as BuildFailure {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.location == "q.md:5:7")
            #expect(diagnostic.sourceLine == ">     Txt(\"a\")")
            #expect(diagnostic.description.contains(" 5 | >     Txt(\"a\")\n   |       ^"))
        }
    }

    @Test func windowsLineEndingsKeepLineNumbers() throws {
        let page = "---\r\ntitle: T\r\n---\r\n\r\n```layout\r\nVStack {\r\n    Txt(\"a\")\r\n}\r\n```\r\n"
        let fences = Self.fences(page, file: "p.md")
        #expect(fences.map(\.line) == [5])
        let fence = try #require(fences.first)
        let found = diagnostics(fence.source.code, firstLine: fence.source.firstLine)
        #expect(found.first?.location == "content/test.md:7:5")
        #expect(found.first?.sourceLine == "    Txt(\"a\")")
        let direct = diagnostics("VStack {\r\n    Txt(\"a\")\r\n}")
        #expect(direct.first?.location == "content/test.md:11:5")
        #expect(direct.first?.sourceLine == "    Txt(\"a\")")
    }

    @Test func anUnclosedFenceRunsToTheEndOfThePage() {
        #expect(Self.fences("```layout\nText(\"a\")", file: "p.md").map(\.source.code) == ["Text(\"a\")"])
    }

    @Test func frontMatterAndDataKeepOrderAndTypes() throws {
        let document = MarkdownDocument(
            text: "---\ntitle: Poll\npets:\n  - type: Cat\n    votes: 25\n  - type: Dog\n    votes: 16.5\nopen: true\nnone: ~\n---\nbody",
            file: "p.md")
        let names = ParsedBlock.names(data: [:], frontMatter: document.frontMatter)
        #expect(names["title"] == .string("Poll"))
        #expect(names["open"] == .bool(true))
        #expect(names["none"] == .null)
        #expect(names["pets"] == .array([
            .dictionary([DictionaryEntry(key: "type", value: .string("Cat")), DictionaryEntry(key: "votes", value: .int(25))]),
            .dictionary([DictionaryEntry(key: "type", value: .string("Dog")), DictionaryEntry(key: "votes", value: .double(16.5))]),
        ]))
    }

    /// `ForEach` over a mapping draws its entries in the order the author wrote them (YAML
    /// mapping order, JSON object order), not sorted by key.
    @Test func mappingsKeepTheAuthorsOrder() throws {
        var diagnostics: [Diagnostic] = []
        let yaml = DataValue.parse(yaml: "zebra: 3\napple: 1\nmango: 2\n", file: "data/scores.yml", diagnostics: &diagnostics)
        let json = DataValue.parse(yaml: "{\"zebra\": 3, \"apple\": 1, \"mango\": 2}", file: "data/scores.json", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        for scores in [yaml, json] {
            let names = ParsedBlock.names(data: ["scores": scores], frontMatter: FrontMatter())
            let view = try interpret("VStack { ForEach(scores) { entry in Text(\"\\(entry.key)=\\(entry.value)\") } }", data: names)
            #expect(texts(view) == ["zebra=3", "apple=1", "mango=2"])
        }
    }

    @Test func frontMatterWinsOverDataFiles() throws {
        let document = MarkdownDocument(text: "---\npets: 2\n---\n", file: "p.md")
        let names = ParsedBlock.names(data: ["pets": .int(1), "other": .string("x")], frontMatter: document.frontMatter)
        #expect(names["pets"] == .int(2))
        #expect(names["other"] == .string("x"))
    }

    @Test func invalidFrontMatterIsReportedAtItsPagePosition() throws {
        let measurer = try #require(GoldenPageTests.measurer)
        do {
            _ = try report(markdown: "---\na: 1\n  b: 2\n---\n```layout\nText(\"a\")\n```\n", file: "p.md", width: 300, measurer: measurer)
            Issue.record("no error")
        } catch let error as BuildFailure {
            #expect(error.diagnostics.first?.file == "p.md")
            #expect(error.diagnostics.first?.line == 3)
        }
    }

    @Test func reportJSONKeepsTheContractsShape() {
        let report = LayoutReport(page: "content/guide/poll.md", blocks: [
            LayoutReport.Block(id: "poll-1", line: 12, width: 600, height: 214.5, nodes: [
                LayoutReport.Node(id: "leader", kind: "Text", x: 16, y: 16, width: 52.25, height: 20),
                LayoutReport.Node(id: "a\"b", kind: "Color", x: 0.1 + 0.2, y: 1.0 / 64, width: 3, height: .infinity),
            ]),
        ])
        #expect(report.json == """
        {"page": "content/guide/poll.md",
         "blocks": [
          {"id": "poll-1", "line": 12, "width": 600, "height": 214.5,
           "nodes": [
            {"id": "leader", "kind": "Text", "x": 16, "y": 16, "width": 52.25, "height": 20},
            {"id": "a\\"b", "kind": "Color", "x": 0.3, "y": 0.015625, "width": 3, "height": null}
           ]}
         ]}

        """)
    }
}
