// Finding layout fences in a page, and reading front matter and data files into values.

import Foundation
import Testing
@testable import TrellisBlocks

@Suite struct PageInputTests {
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
        let fences = LayoutFenceScanner.fences(in: page, file: "content/guide/poll.md")
        #expect(fences.map(\.id) == ["poll-1", "poll-2"])
        #expect(fences.map(\.line) == [16, 22])
        #expect(fences[0].source.code == "VStack {\n    Text(\"a\")\n}")
        #expect(fences[0].source.firstLine == 17)
        #expect(fences[0].source.indentation == 2)
        #expect(fences[1].source.code == "Text(\"b\")")
    }

    @Test func windowsLineEndingsKeepLineNumbers() {
        let page = "---\r\ntitle: T\r\n---\r\n\r\n```layout\r\nVStack {\r\n    Txt(\"a\")\r\n}\r\n```\r\n"
        let fences = LayoutFenceScanner.fences(in: page, file: "p.md")
        #expect(fences.map(\.line) == [5])
        let found = diagnostics(fences[0].source.code, firstLine: fences[0].source.firstLine)
        #expect(found.first?.location == BlockLocation(file: "content/test.md", line: 7, column: 5))
        #expect(found.first?.sourceLine == "    Txt(\"a\")")
        let direct = diagnostics("VStack {\r\n    Txt(\"a\")\r\n}")
        #expect(direct.first?.location == BlockLocation(file: "content/test.md", line: 11, column: 5))
        #expect(direct.first?.sourceLine == "    Txt(\"a\")")
    }

    @Test func anUnclosedFenceRunsToTheEndOfThePage() {
        let fences = LayoutFenceScanner.fences(in: "```layout\nText(\"a\")", file: "p.md")
        #expect(fences.map(\.source.code) == ["Text(\"a\")"])
    }

    @Test func frontMatterKeepsOrderAndTypes() throws {
        let split = FrontMatter.split("---\ntitle: Poll\npets:\n  - type: Cat\n    votes: 25\n  - type: Dog\n    votes: 16.5\nopen: true\nnone: ~\n---\nbody")
        #expect(split.bodyLineIndex == 10)
        let values = try DataValues.mapping(yaml: try #require(split.yaml), file: "p.md", firstLine: 2)
        #expect(values["title"] == .string("Poll"))
        #expect(values["open"] == .bool(true))
        #expect(values["none"] == .null)
        #expect(values["pets"] == .array([
            .dictionary([DictionaryEntry(key: "type", value: .string("Cat")), DictionaryEntry(key: "votes", value: .int(25))]),
            .dictionary([DictionaryEntry(key: "type", value: .string("Dog")), DictionaryEntry(key: "votes", value: .double(16.5))]),
        ]))
    }

    @Test func invalidYAMLIsPositionedInThePage() {
        #expect(throws: BlockDiagnostic.self) { try DataValues.mapping(yaml: "title: [unclosed\nnext: 1", file: "p.md", firstLine: 2) }
        do {
            _ = try DataValues.mapping(yaml: "a: 1\n  b: 2", file: "p.md", firstLine: 2)
            Issue.record("no error")
        } catch let diagnostic as BlockDiagnostic {
            #expect(diagnostic.location.file == "p.md")
            #expect(diagnostic.location.line == 3)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func siteDataFilesByName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("team"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "[{\"name\": \"Ada\"}, {\"name\": \"Lin\"}]".write(to: directory.appendingPathComponent("people.json"), atomically: true, encoding: .utf8)
        try "- Cat\n- Dog\n".write(to: directory.appendingPathComponent("pets.yml"), atomically: true, encoding: .utf8)
        try "lead: Ada\n".write(to: directory.appendingPathComponent("team/roles.yaml"), atomically: true, encoding: .utf8)
        try "ignored".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let data = try DataValues.siteData(directory: directory)
        #expect(Set(data.keys) == ["people", "pets", "team"])
        #expect(data["pets"] == .array([.string("Cat"), .string("Dog")]))
        let view = try interpret(#"Text("\(people[1].name) \(pets.count) \(team.roles.lead)")"#, data: data)
        #expect(texts(view) == ["Lin 2 Ada"])
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
