import Testing
@testable import TrellisMarkup

@Suite("Front matter")
struct FrontMatterTests {
    @Test("Well-known keys are typed and custom keys are kept")
    func knownAndCustomKeys() {
        let text = """
            ---
            title: "Grids: the basics"
            description: Rows and columns
            date: 2024-05-01
            weight: 20
            draft: false
            template: wide
            author: Ada
            tags: [layout, grid]
            ---
            # Ignored heading
            """
        let document = MarkdownDocument(text: text, file: "content/grids.md")
        #expect(document.diagnostics.isEmpty)
        let frontMatter = document.frontMatter
        #expect(frontMatter.title == "Grids: the basics")
        #expect(frontMatter.description == "Rows and columns")
        #expect(frontMatter.date == "2024-05-01")
        #expect(frontMatter.weight == 20)
        #expect(frontMatter.draft == false)
        #expect(frontMatter.template == "wide")
        #expect(frontMatter.values["author"] == .string("Ada"))
        #expect(frontMatter.values["tags"] == .array([.string("layout"), .string("grid")]))
        #expect(document.title == "Grids: the basics")
        // The heading is on line 11 of the file, after ten lines of front matter.
        #expect(document.headings.first?.line == 11)
    }

    @Test("A page without a title takes its first heading")
    func titleFromHeading() {
        let document = MarkdownDocument(text: "Intro\n\n## Getting *started*\n", file: "a.md")
        #expect(document.title == "Getting started")
    }

    @Test("Quoted numbers stay text")
    func quotedNumbers() {
        let document = MarkdownDocument(text: "---\nversion: \"10\"\ncount: 10\n---\n", file: "a.md")
        #expect(document.frontMatter.values["version"] == .string("10"))
        #expect(document.frontMatter.values["count"] == .int(10))
    }

    @Test("Invalid YAML is a diagnostic at the right file line, not a crash")
    func invalidYAML() {
        let text = "---\ntitle: ok\nweight: [1, 2\n---\nBody\n"
        let document = MarkdownDocument(text: text, file: "content/bad.md")
        let diagnostic = try! #require(document.diagnostics.first)
        #expect(diagnostic.file == "content/bad.md")
        #expect(diagnostic.line >= 3)
        #expect(diagnostic.message.contains("not valid YAML"))
        #expect(document.renderHTML().contains("Body"))
    }

    @Test("A weight that is not a number is reported with its line")
    func badWeight() {
        let document = MarkdownDocument(text: "---\ntitle: x\nweight: heavy\n---\n", file: "w.md")
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.line == 3)
        #expect(document.diagnostics.first?.column == 9)
        #expect(document.frontMatter.weight == nil)
    }

    @Test("An unclosed front matter block is reported")
    func unclosed() {
        let document = MarkdownDocument(text: "---\ntitle: x\n\n# Body\n", file: "u.md")
        #expect(document.diagnostics.first?.message == "front matter is not closed")
    }

    @Test("Mappings keep the author's key order, in front matter, YAML and JSON files")
    func mappingOrder() throws {
        let document = MarkdownDocument(text: "---\nscores:\n  zebra: 3\n  apple: 1\n  mango: 2\n---\n", file: "o.md")
        var diagnostics: [Diagnostic] = []
        let json = DataValue.parse(yaml: "{\"zebra\": 3, \"apple\": 1, \"mango\": {\"b\": 1, \"a\": 2}}", file: "o.json", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        guard case .dictionary(let fromPage)? = document.frontMatter.values["scores"], case .dictionary(let fromJSON) = json else {
            Issue.record("not mappings")
            return
        }
        #expect(fromPage.keys == ["zebra", "apple", "mango"])
        #expect(fromJSON.keys == ["zebra", "apple", "mango"])
        #expect(fromJSON["mango"] == .dictionary(["b": .int(1), "a": .int(2)]))
        #expect(fromJSON["mango"] != .dictionary(["a": .int(2), "b": .int(1)]), "order is part of a mapping's value")
        #expect(fromPage["apple"] == .int(1))
    }

    @Test("Pages without front matter parse from line 1")
    func noFrontMatter() {
        let document = MarkdownDocument(text: "# Hello\n", file: "h.md")
        #expect(document.frontMatter == FrontMatter())
        #expect(document.headings.first?.line == 1)
    }
}

@Suite("Front matter fast path")
struct SimpleYAMLTests {
    @Test("The fast path types values exactly as the YAML parser does", arguments: [
        "title: \"snoop\"", "title: snoop", "weight: 10", "weight: -3", "draft: true", "draft: false", "title: Getting started",
        "title: Équipe", "n: 0", "title: yes", "title: No", "title: null", "weight: 012", "date: 2024-05-01", "pi: 3.14",
        "title: \"a \\\" b\"", "title: a: b", "title: a # c", "tags: [a, b]", "k: ~", "title: 'single'", "x: 1_000", "x: 0x1F",
        "a-b: c.d", "title: \"\"",
    ])
    func sameAsYams(line: String) {
        let yaml = line + "\nother: \"x\"\n"
        var diagnostics: [Diagnostic] = []
        let full = FrontMatter.parse(yaml: yaml, file: "f.md", lineOffset: 1, diagnostics: &diagnostics)
        if let fast = SimpleYAML.parse(yaml) {
            #expect(Dictionary(uniqueKeysWithValues: fast.map { ($0.key, $0.value) }) == full.values, "\(line)")
        }
    }

    @Test("Common tldr and documentation front matter takes the fast path")
    func coversCommonCases() {
        #expect(SimpleYAML.parse("title: \"snoop\"\n") != nil)
        #expect(SimpleYAML.parse("title: Writing pages\nweight: 20\ndraft: false\n") != nil)
        #expect(SimpleYAML.parse("title: yes\n") == nil)
        #expect(SimpleYAML.parse("tags: [a]\n") == nil)
    }

    @Test("A bad weight found on the fast path is still reported at its line")
    func positionOnFastPath() {
        let document = MarkdownDocument(text: "---\ntitle: x\nweight: heavy\n---\n", file: "w.md")
        #expect(document.diagnostics.first?.location == "w.md:3:9")
    }
}
