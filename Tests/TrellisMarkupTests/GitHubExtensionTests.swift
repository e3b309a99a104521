import Testing
@testable import TrellisMarkup

/// Renders a page body to HTML.
private func html(_ markdown: String) -> String {
    MarkdownDocument(text: markdown, file: "a.md").renderHTML()
}

@Suite("GFM strikethrough (spec 6.5)")
struct StrikethroughTests {
    @Test("One or two tildes strike through; the spec's first example")
    func basic() {
        #expect(html("~~Hi~~ Hello, ~there~ world!\n") == "<p><del>Hi</del> Hello, <del>there</del> world!</p>\n")
    }

    @Test("A span never crosses a paragraph")
    func paragraphs() {
        #expect(html("This ~~has a\n\nnew paragraph~~.\n") == "<p>This ~~has a</p>\n<p>new paragraph~~.</p>\n")
    }

    @Test("Three or more tildes are not a delimiter")
    func longRuns() {
        #expect(html("This will ~~~not~~~ strike.\n") == "<p>This will ~~~not~~~ strike.</p>\n")
    }

    @Test("Runs of different lengths do not match")
    func mismatched() {
        #expect(html("~~one~ and ~two~~\n") == "<p>~~one~ and ~two~~</p>\n")
    }

    @Test("Flanking: a tilde run next to whitespace on the wrong side does not open or close")
    func flanking() {
        #expect(html("a ~~ b ~~ c\n") == "<p>a ~~ b ~~ c</p>\n")
        #expect(html("~~a ~~b\n") == "<p>~~a ~~b</p>\n")
    }

    @Test("Spans hold other inlines, and work inside emphasis and links")
    func nesting() {
        #expect(html("~~a *b* `c` [d](e.md)~~\n") == "<p><del>a <em>b</em> <code>c</code> <a href=\"e.md\">d</a></del></p>\n")
        #expect(html("*~~x~~* [~~y~~](z.md)\n") == "<p><em><del>x</del></em> <a href=\"z.md\"><del>y</del></a></p>\n")
    }

    @Test("Escaped tildes and code spans stay literal")
    func literal() {
        #expect(html("\\~~not~~ and `~~code~~`\n") == "<p>~~not~~ and <code>~~code~~</code></p>\n")
    }

    @Test("Links inside a struck span keep their positions")
    func positions() {
        let document = MarkdownDocument(text: "Some ~~old [link](a.md)~~ text\n", file: "a.md")
        #expect(document.links.map(\.utf8Column) == [12])
    }
}

@Suite("GFM extended autolinks (spec 6.9)")
struct AutolinkTests {
    @Test("www. links get http://; URLs keep their scheme")
    func basic() {
        #expect(html("www.commonmark.org\n") == "<p><a href=\"http://www.commonmark.org\">www.commonmark.org</a></p>\n")
        #expect(html("Visit https://encrypted.google.com/search?q=Markup+(business)\n")
            == "<p>Visit <a href=\"https://encrypted.google.com/search?q=Markup+(business)\">https://encrypted.google.com/search?q=Markup+(business)</a></p>\n")
    }

    @Test("Trailing punctuation is not part of the link")
    func trailingPunctuation() {
        #expect(html("Visit www.commonmark.org/a.b.\n") == "<p>Visit <a href=\"http://www.commonmark.org/a.b\">www.commonmark.org/a.b</a>.</p>\n")
        #expect(html("See https://example.com/x?, or not!\n").contains("<a href=\"https://example.com/x\">https://example.com/x</a>?, or"))
    }

    @Test("A closing parenthesis ends the link only when unbalanced")
    func parentheses() {
        #expect(html("(Visit https://encrypted.google.com/search?q=Markup+(business))\n")
            .contains("<a href=\"https://encrypted.google.com/search?q=Markup+(business)\">https://encrypted.google.com/search?q=Markup+(business)</a>)"))
        #expect(html("www.google.com/search?q=(business))+ok\n").contains("href=\"http://www.google.com/search?q=(business))+ok\""))
    }

    @Test("An entity-like ending is left out")
    func entities() {
        #expect(html("www.google.com/search?q=commonmark&hl;\n").contains("<a href=\"http://www.google.com/search?q=commonmark\">www.google.com/search?q=commonmark</a>&amp;hl;"))
    }

    @Test("A link stops at <")
    func lessThan() {
        #expect(html("www.commonmark.org/he<lp\n").contains("<a href=\"http://www.commonmark.org/he\">www.commonmark.org/he</a>&lt;lp"))
    }

    @Test("Underscores in the last two domain segments make it invalid")
    func invalidDomains() {
        #expect(!html("www.xxx.yyy._zzz\n").contains("<a"))
        #expect(!html("www.xxx._yyy.zzz\n").contains("<a"))
        #expect(html("www._xxx.yyy.zzz\n").contains("<a href=\"http://www._xxx.yyy.zzz\">"))
    }

    @Test("E-mail addresses become mailto: links, not ending in - or _")
    func emails() {
        #expect(html("foo@bar.baz\n") == "<p><a href=\"mailto:foo@bar.baz\">foo@bar.baz</a></p>\n")
        #expect(html("hello@mail+xyz.example isn't valid, but hello+xyz@mail.example is.\n")
            .contains("hello@mail+xyz.example isn’t valid, but <a href=\"mailto:hello+xyz@mail.example\">hello+xyz@mail.example</a> is."))
        #expect(html("a.b-c_d@a.b.\n").contains("<a href=\"mailto:a.b-c_d@a.b\">a.b-c_d@a.b</a>."))
        #expect(!html("a.b-c_d@a.b-\n").contains("<a"))
        #expect(!html("a.b-c_d@a.b_\n").contains("<a"))
    }

    @Test("Only after whitespace, line starts, or *, _, ~, (")
    func boundaries() {
        #expect(!html("xwww.example.com\n").contains("<a"))
        #expect(html("*www.example.com*\n").contains("<em><a href=\"http://www.example.com\">"))
        #expect(html("(www.example.com)\n").contains("(<a href=\"http://www.example.com\">www.example.com</a>)"))
    }

    @Test("Text inside links, code and raw HTML is not linked again")
    func notInsideLinks() {
        #expect(html("[see www.example.com](x.md) `https://a.b` <span title=\"https://c.d\">x</span>\n")
            == "<p><a href=\"x.md\">see www.example.com</a> <code>https://a.b</code> <span title=\"https://c.d\">x</span></p>\n")
    }

    @Test("Autolinks are collected as external links")
    func collected() {
        let document = MarkdownDocument(text: "See https://swift.org and [x](y.md).\n", file: "a.md")
        #expect(document.links.map(\.destination) == ["https://swift.org", "y.md"])
    }
}

@Suite("GFM task list items (spec 5.3)")
struct TaskListTests {
    @Test("[ ] and [x] become disabled checkboxes")
    func basic() {
        let output = html("- [ ] foo\n- [x] bar\n- [X] baz\n")
        #expect(output.contains("<li><input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled aria-label=\"To do\"> foo</li>"))
        #expect(output.contains("<li><input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled checked aria-label=\"Done\"> bar</li>"))
        #expect(output.contains("checked aria-label=\"Done\"> baz</li>"))
    }

    @Test("Nested task lists, and ordered ones")
    func nested() {
        let output = html("- [x] foo\n  - [ ] bar\n  - [x] baz\n1. [ ] one\n")
        #expect(output.components(separatedBy: "type=\"checkbox\"").count == 5)
    }

    @Test("Not a marker: other characters, no following space, not first in the item")
    func notMarkers() {
        #expect(!html("- [y] foo\n").contains("checkbox"))
        #expect(!html("- [x]foo\n").contains("checkbox"))
        #expect(!html("- foo [x] bar\n").contains("checkbox"))
        #expect(!html("[x] not in a list\n").contains("checkbox"))
    }
}

@Suite("GitHub alerts")
struct AlertTests {
    @Test("Each of the five kinds becomes a titled box", arguments: Alert.allCases)
    func kinds(alert: Alert) {
        let output = html("> [!\(alert.rawValue.uppercased())]\n> Body *text*.\n")
        #expect(output == "<div class=\"alert alert-\(alert.rawValue)\" role=\"note\">\n<p class=\"alert-title\">\(alert.title)</p>\n<p>Body <em>text</em>.</p>\n</div>\n")
    }

    @Test("Markers are case-insensitive and may stand alone before several paragraphs")
    func alone() {
        let output = html("> [!tip]\n>\n> One.\n>\n> Two.\n")
        #expect(output.contains("<div class=\"alert alert-tip\""))
        #expect(output.contains("<p>One.</p>\n<p>Two.</p>\n</div>"))
    }

    @Test("Unknown kinds, text after the marker and plain quotes stay blockquotes")
    func notAlerts() {
        #expect(html("> [!DANGER]\n> x\n").contains("<blockquote>"))
        #expect(html("> [!NOTE] inline text\n").contains("<blockquote>"))
        #expect(html("> Just a quote\n").contains("<blockquote>"))
    }

    @Test("Links in an alert keep their positions")
    func positions() {
        let document = MarkdownDocument(text: "> [!WARNING]\n> See [x](y.md).\n", file: "a.md")
        #expect(document.links.first.map { [$0.line, $0.utf8Column] } == [2, 7])
    }
}

@Suite("Footnotes")
struct FootnoteTests {
    @Test("References become numbered links; definitions become notes with back-links")
    func basic() {
        let text = "Here is a note.[^1] And another.[^long]\n\n[^1]: The first.\n[^long]: The *second*.\n"
        let output = html(text)
        #expect(output.contains("note.<sup class=\"footnote-ref\"><a href=\"#fn-1\" id=\"fnref-1\" role=\"doc-noteref\">1</a></sup>"))
        #expect(output.contains("<a href=\"#fn-long\" id=\"fnref-long\" role=\"doc-noteref\">2</a>"))
        #expect(output.contains("<section class=\"footnotes\" role=\"doc-endnotes\">"))
        #expect(output.contains("<li id=\"fn-1\">\n<p>The first. <a href=\"#fnref-1\" class=\"footnote-backref\""))
        #expect(output.contains("<p>The <em>second</em>. <a href=\"#fnref-long\""))
        #expect(!output.contains("[^"))
        #expect(!output.contains("<ol>\n<li>The"))
    }

    @Test("A definition holding a link is a note, not a link reference definition")
    func linkInDefinition() {
        let text = "Hashing uses SipHash[^siphash].\n\n[^siphash]: [https://en.wikipedia.org/wiki/SipHash](https://en.wikipedia.org/wiki/SipHash)\n"
        let document = MarkdownDocument(text: text, file: "a.md")
        #expect(document.links.map(\.destination) == ["https://en.wikipedia.org/wiki/SipHash"])
        // Its column is where it is written, after `[^siphash]: `.
        #expect(document.links.map(\.utf8Column) == [13])
        #expect(document.links.map(\.line) == [3])
        #expect(document.renderHTML().contains("<li id=\"fn-siphash\""))
    }

    @Test("Notes are numbered by first reference, not by definition order; repeats get extra back-links")
    func numbering() {
        let text = "A[^b] B[^a] C[^b]\n\n[^a]: Alpha.\n[^b]: Beta.\n"
        let output = html(text)
        #expect(output.contains("id=\"fnref-b\" role=\"doc-noteref\">1</a>"))
        #expect(output.contains("id=\"fnref-a\" role=\"doc-noteref\">2</a>"))
        #expect(output.contains("id=\"fnref-b-2\" role=\"doc-noteref\">1</a>"))
        #expect(output.range(of: "id=\"fn-b\"")!.lowerBound < output.range(of: "id=\"fn-a\"")!.lowerBound)
        #expect(output.contains("href=\"#fnref-b-2\""))
        let document = MarkdownDocument(text: text, file: "a.md")
        #expect(Set(document.anchorIDs).isSuperset(of: ["fn-a", "fn-b", "fnref-b", "fnref-b-2", "fnref-a"]))
    }

    @Test("Labels match case-insensitively; unknown references and unused definitions")
    func labels() {
        let output = html("x[^Note] y[^missing]\n\n[^note]: Defined.\n[^unused]: Never shown.\n")
        #expect(output.contains("href=\"#fn-note\""))
        #expect(output.contains("y[^missing]"))
        #expect(!output.contains("Never shown"))
    }

    @Test("A reference to no definition and an unused definition are warnings, at their positions")
    func warnings() {
        let text = "---\ntitle: t\n---\nSee[^used] and [^typo].\n\n[^used]: Used.\n  [^spare]: Spare.\n"
        let document = MarkdownDocument(text: text, file: "a.md")
        #expect(document.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(document.diagnostics.map(\.location) == ["a.md:4:16", "a.md:7:3"])
        #expect(document.diagnostics.map(\.message) == [
            "footnote reference '[^typo]' has no definition", "footnote '[^spare]' is defined but never referenced",
        ])
    }

    @Test("Pages without footnote definitions do not warn about [^…] text (regular expressions)")
    func noDefinitions() {
        #expect(MarkdownDocument(text: "Match [^a-z] characters.\n", file: "a.md").diagnostics.isEmpty)
    }

    @Test("Multi-paragraph notes: lines indented by four spaces belong to the note")
    func multiParagraph() {
        let output = html("Text[^1].\n\n[^1]: First paragraph.\n\n    Second paragraph.\n\nAfter.\n")
        #expect(output.contains("<p>First paragraph.</p>\n<p>Second paragraph. <a href=\"#fnref-1\""))
        #expect(output.contains("<p>After.</p>"))
        #expect(output.range(of: "<p>After.</p>")!.lowerBound < output.range(of: "footnotes")!.lowerBound)
    }

    @Test("Definitions in code, and escaped or coded references, stay literal")
    func literal() {
        let output = html("```\n[^1]: in code\n```\n\n`[^1]` and \\[^1] and [^1]\n\n[^1]: Real.\n")
        #expect(output.contains("<pre><code>[^1]: in code\n</code></pre>"))
        #expect(output.contains("<code>[^1]</code> and [^1] and <sup"))
    }
}

@Suite("Heading ids and raw HTML anchors")
struct AnchorTests {
    @Test("{#custom-id} sets a heading's id and is removed from its text")
    func customID() {
        let document = MarkdownDocument(text: "## Installing it {#setup}\n\n## Setup\n\n## Plain\n", file: "a.md")
        #expect(document.headings.map(\.id) == ["setup", "setup-1", "plain"])
        #expect(document.headings[0].text == "Installing it")
        #expect(document.renderHTML().contains("<h2 id=\"setup\">\nInstalling it <a class=\"anchor\""))
    }

    @Test("Braces that are not an id block stay in the heading")
    func notCustomID() {
        let document = MarkdownDocument(text: "## Sets {a, b}\n\n## Odd {#two words}\n", file: "a.md")
        #expect(document.headings.map(\.text) == ["Sets {a, b}", "Odd {#two words}"])
    }

    @Test("ids in raw HTML blocks and inline HTML are link targets")
    func htmlIDs() {
        let text = "<a id=\"old-name\"></a>\n\n## New name\n\nText <span id='inline' class=x>y</span> <b data-id=\"no\">z</b>\n"
        let document = MarkdownDocument(text: text, file: "a.md")
        #expect(document.anchorIDs == ["old-name", "inline"])
    }
}

@Suite("Exact link positions")
struct LinkPositionTests {
    @Test("Code spans crossing lines do not push later links down")
    func codeSpans() {
        let text = "Some `code\nspan` then `more\ncode` and [x](y.md) here\n"
        let document = MarkdownDocument(text: text, file: "a.md")
        #expect(document.links.map { [$0.line, $0.utf8Column] } == [[3, 11]])
    }

    @Test("HTML comments crossing lines do not push later links down")
    func comments() {
        let text = "---\ntitle: t\n---\nStart <!-- a\ncomment\n--> and [x](y.md).\n"
        let document = MarkdownDocument(text: text, file: "a.md")
        #expect(document.links.map { [$0.line, $0.utf8Column] } == [[6, 9]])
    }

    @Test("A link whose text crosses lines is placed at its [, not where it closes")
    func multiLineLinkText() {
        let text = "Intro `a\nb` see [the long\nlink text](x.md) and ![an\nimage](i.png)\n"
        let document = MarkdownDocument(text: text, file: "a.md")
        #expect(document.links.map { [$0.line, $0.utf8Column] } == [[2, 8], [3, 22]])
    }

    @Test("A link text starting with a line break")
    func leadingBreak() {
        let document = MarkdownDocument(text: "one [\ntwo](x.md)\n", file: "a.md")
        #expect(document.links.map { [$0.line, $0.utf8Column] } == [[1, 5]])
    }
}

@Suite("GFM odd input")
struct GitHubOddInputTests {
    @Test("Unbalanced and degenerate syntax never crashes", arguments: [
        "~", "~~", "~~~~~~", "~a~~b~", "[^", "[^]", "[^]:", "[^x]:", "[^x]:\n", "[^x]: [^x]\n\nuse[^x]", "> [!", "> [!NOTE]",
        "- [", "- [ ]", "- [x]\n", "www.", "http://", "@", "a@b", "a@.b", "## {#}", "## {#x}", "<a id=", "<a id=\">",
        "[^a]: x\n[^a]: y\n\n[^a][^a][^a]", "1) [^x]: nested\n", "~~[^x]~~\n\n[^x]: y", "|a|\n|-|\n|~~x~~ www.x.org|",
    ])
    func oddInput(text: String) {
        let document = MarkdownDocument(text: text, file: "odd.md")
        _ = document.renderHTML()
    }
    /// Pathological pages, by name (so the test log does not print 200 KB arguments).
    static let pathologicalPages: [String: String] = [
        "closing parentheses": "www.example.org/" + String(repeating: ")", count: 200_000),
        "footnote openers": String(repeating: "[^", count: 100_000) + "\n\n[^a]: x\n",
        "tildes": String(repeating: "~", count: 100_000) + " " + String(repeating: "~a ", count: 50_000),
        "escaped tildes": String(repeating: "\\~", count: 100_000),
        "at signs": String(repeating: "a@", count: 100_000) + "b.c",
        "invalid domains": String(repeating: "_www.", count: 40_000),
    ]

    @Test("Long runs of syntax stay linear", arguments: pathologicalPages.keys.sorted())
    func longRuns(name: String) {
        let text = Self.pathologicalPages[name] ?? ""
        #expect(!MarkdownDocument(text: text, file: "long.md").renderHTML().isEmpty)
    }
}