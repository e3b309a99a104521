// The Mustache engine against the specification's rules (https://github.com/mustache/spec),
// with cases written here for each rule.

import Testing
import TrellisMarkup
@testable import TrellisTemplates

/// Renders `template` (registered as `main`) with `data`, plus `partials` by name.
func render(_ template: String, _ data: [String: TemplateValue] = [:], partials: [String: String] = [:]) throws -> String {
    var library = TemplateLibrary()
    try library.register(source: template, named: "main", file: "main.mustache")
    for (name, source) in partials { try library.register(source: source, named: name, file: name + ".mustache") }
    return try library.render("main", fields: TemplateFields(data))
}

@Suite struct MustacheInterpolationTests {
    @Test func escapesDoubleBracesAndNotTripleOrAmpersand() throws {
        let data: [String: TemplateValue] = ["html": "<a href=\"x\">&'</a>"]
        #expect(try render("{{html}}", data) == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
        #expect(try render("{{{html}}}|{{&html}}", data) == "<a href=\"x\">&'</a>|<a href=\"x\">&'</a>")
    }

    @Test func missingNamesPrintNothingAndSpacesAroundNamesAreAllowed() throws {
        #expect(try render("[{{missing}}][{{ missing.deeper }}][{{{ missing }}}]") == "[][][]")
        #expect(try render("{{ name }}", ["name": "Ada"]) == "Ada")
    }

    @Test func numbersAndFlagsPrintAsText() throws {
        #expect(try render("{{n}} {{d}} {{yes}} {{no}}", ["n": .number(3), "d": .number(2.5), "yes": true, "no": false]) == "3 2.5 true false")
    }

    @Test func dottedNamesResolveTheFirstSegmentUpTheStackAndTheRestInside() throws {
        let data: [String: TemplateValue] = ["a": ["b": ["c": "deep"]], "x": ["y": "outer"]]
        #expect(try render("{{a.b.c}}", data) == "deep")
        #expect(try render("{{a.b.missing}}|{{a.c}}", data) == "|")
        // Context precedence: `b` is found in the section's value, which has no `c`; the
        // outer `b.c` is not consulted (spec: "Dotted Names - Context Precedence").
        let precedence: [String: TemplateValue] = ["a": ["b": [:]], "b": ["c": "ERROR"]]
        #expect(try render("{{#a}}{{b.c}}{{/a}}", precedence) == "")
    }

    @Test func implicitIteratorPrintsTheCurrentItem() throws {
        #expect(try render("{{#list}}({{.}}){{/list}}", ["list": ["a", "<b>"]]) == "(a)(&lt;b&gt;)")
    }
}

@Suite struct MustacheSectionTests {
    @Test func falseyValuesHideASectionAndShowAnInvertedOne() throws {
        let data: [String: TemplateValue] = ["no": false, "empty": [], "yes": true, "text": "", "null": .null]
        #expect(try render("{{#no}}A{{/no}}{{#empty}}B{{/empty}}{{#missing}}C{{/missing}}{{#null}}D{{/null}}", data) == "")
        #expect(try render("{{^no}}A{{/no}}{{^empty}}B{{/empty}}{{^missing}}C{{/missing}}{{^yes}}D{{/yes}}", data) == "ABC")
        // An empty string is a value, as swift-mustache treated it.
        #expect(try render("{{#text}}E{{/text}}", data) == "E")
    }

    @Test func listsRepeatWithEachItemOnTheStackAndOuterNamesStillVisible() throws {
        let data: [String: TemplateValue] = [
            "site": "S", "items": [["name": "one"], ["name": "two", "site": "inner"]],
        ]
        #expect(try render("{{#items}}{{name}}@{{site}};{{/items}}", data) == "one@S;two@inner;")
    }

    @Test func aRecordSectionPushesTheRecord() throws {
        #expect(try render("{{#page}}{{title}}{{/page}}", ["page": ["title": "T"], "title": "outer"]) == "T")
    }

    @Test func nestedSectionsOfTheSameNameCloseInOrder() throws {
        let data: [String: TemplateValue] = ["a": ["a": "inner"]]
        #expect(try render("{{#a}}{{#a}}{{.}}{{/a}}{{/a}}", data) == "inner")
    }
}

@Suite struct MustacheWhitespaceTests {
    @Test func standaloneSectionLinesLeaveNothing() throws {
        let template = "begin\n  {{#yes}}\n  line\n  {{/yes}}\nend\n"
        #expect(try render(template, ["yes": true]) == "begin\n  line\nend\n")
        #expect(try render(template, ["yes": false]) == "begin\nend\n")
    }

    @Test func windowsLineBreaksAndTheTemplateEdgesCount() throws {
        #expect(try render("|\r\n{{#yes}}\r\n{{/yes}}\r\n|", ["yes": true]) == "|\r\n|")
        #expect(try render("{{#yes}}\n#{{/yes}}\n/", ["yes": true]) == "#\n/")
        #expect(try render("#{{#yes}}\n/\n  {{/yes}}", ["yes": true]) == "#\n/\n")
    }

    @Test func tagsWithOtherContentOnTheirLineAreNotStandalone() throws {
        #expect(try render(" {{#yes}}YES{{/yes}}\n", ["yes": true]) == " YES\n")
        #expect(try render("a {{#yes}}\nb\n{{/yes}} c\n", ["yes": true]) == "a \nb\n c\n")
        // An interpolation never makes its line disappear.
        #expect(try render("  {{missing}}\n") == "  \n")
    }

    @Test func commentsAreDroppedAndStandaloneCommentLinesVanish() throws {
        #expect(try render("a{{! note }}b\n  {{! a whole\n line }}\nc") == "ab\nc")
    }

    @Test func delimitersCanBeChangedAndBack() throws {
        let template = "{{=<% %>=}}\n<% name %> {{name}}\n<%={{ }}=%>\n{{name}}"
        #expect(try render(template, ["name": "N"]) == "N {{name}}\nN")
    }
}

@Suite struct MustachePartialTests {
    @Test func partialsSeeTheCallersContext() throws {
        let partials = ["item": "<{{name}}>"]
        #expect(try render("{{#items}}{{> item}}{{/items}}", ["items": [["name": "a"], ["name": "b"]]], partials: partials) == "<a><b>")
    }

    @Test func aStandalonePartialIndentsItsTemplateLinesButNotPrintedValues() throws {
        // Spec, partials, "Standalone Indentation".
        let partials = ["partial": "|\n{{{content}}}\n|\n"]
        let output = try render("\\\n {{>partial}}\n/\n", ["content": "<\n->"], partials: partials)
        #expect(output == "\\\n |\n <\n->\n |\n/\n")
    }

    @Test func anInlinePartialIsNotIndented() throws {
        #expect(try render("  {{>p}} x\n", partials: ["p": "a\nb\n"]) == "  a\nb\n x\n")
    }

    @Test func recursivePartialsEndWithTheirData() throws {
        let partials = ["node": "{{name}}({{#children}}{{> node}}{{/children}})"]
        let tree: TemplateValue = ["name": "a", "children": [["name": "b", "children": [["name": "c", "children": []]]]]]
        #expect(try render("{{#tree}}{{> node}}{{/tree}}", ["tree": tree], partials: partials) == "a(b(c()))")
    }

    @Test func aPartialThatIncludesItselfWithoutEndIsAnErrorNotACrash() throws {
        var library = TemplateLibrary()
        try library.register(source: "x{{> loop}}", named: "loop", file: "templates/loop.mustache")
        #expect(throws: Diagnostic.self) { try library.render("loop", fields: [:]) }
        do {
            _ = try library.render("loop", fields: [:])
        } catch {
            #expect(error.file == "templates/loop.mustache")
            #expect(error.line == 1 && error.column == 2)
            #expect(error.message.contains("deeper than \(TemplateRenderer.maximumDepth)"))
        }
    }
}

@Suite struct MustacheInheritanceTests {
    let base = "<title>{{$title}}Default{{/title}}</title>\n<main>\n  {{$main}}{{/main}}\n</main>\n"

    @Test func aChildOverridesTheBlocksItNamesAndKeepsTheOthersDefaults() throws {
        let output = try render("{{<base}}\n{{$main}}\nhello\n{{/main}}\n{{/base}}\n", partials: ["base": base])
        // `{{$main}}{{/main}}` stands alone on its line: the override is indented to it.
        #expect(output == "<title>Default</title>\n<main>\n  hello\n</main>\n")
    }

    @Test func contentInsideAParentTagOutsideBlocksIsIgnored() throws {
        let output = try render("{{<base}}ignored{{$title}}Mine{{/title}}{{/base}}", partials: ["base": base])
        #expect(output == "<title>Mine</title>\n<main>\n</main>\n")
    }

    @Test func theOutermostOverrideWinsThroughSeveralParents() throws {
        let partials = ["base": "[{{$a}}base{{/a}}]", "middle": "{{<base}}{{$a}}middle{{/a}}{{/base}}"]
        #expect(try render("{{<middle}}{{/middle}}", partials: partials) == "[middle]")
        #expect(try render("{{<middle}}{{$a}}top{{/a}}{{/middle}}", partials: partials) == "[top]")
    }

    @Test func overridesReadTheContextWhereTheyAreExpanded() throws {
        let partials = ["base": "{{#item}}{{$show}}{{/show}}{{/item}}"]
        #expect(try render("{{<base}}{{$show}}{{name}}{{/show}}{{/base}}", ["item": ["name": "inner"]], partials: partials) == "inner")
    }
}

@Suite struct MustacheErrorTests {
    func error(_ template: String) -> Diagnostic? {
        do {
            _ = try render(template)
            return nil
        } catch {
            return error as? Diagnostic
        }
    }

    @Test func unclosedAndMismatchedSectionsNameBothEnds() throws {
        let unclosed = try #require(error("a\n  {{#items}}\nb"))
        #expect(unclosed.line == 2 && unclosed.column == 3)
        #expect(unclosed.message.contains("`items` is opened here and never closed"))
        #expect(unclosed.sourceLine == "  {{#items}}")
        let mismatched = try #require(error("{{#a}}\n{{#b}}\n{{/a}}"))
        #expect(mismatched.line == 3 && mismatched.message.contains("closes `b`, opened at line 2"))
        #expect(try #require(error("x {{/a}}")).message.contains("closes no section"))
    }

    @Test func unclosedTagsEmptyNamesTransformsAndPragmasAreErrors() throws {
        #expect(try #require(error("ab {{title")).column == 4)
        #expect(try #require(error("{{{html}}")).hint == "end it with }}}")
        #expect(try #require(error("{{ }}")).message.contains("names nothing"))
        #expect(try #require(error("{{uppercased(name)}}")).message.contains("transforms are not supported"))
        #expect(try #require(error("{{% CONTENT_TYPE:TEXT}}")).message.contains("pragmas"))
        #expect(try #require(error("{{page title}}")).message.contains("is not a name"))
        #expect(try #require(error("{{=<%%>=}}")).message.contains("two delimiters"))
    }

    @Test func aPartialThatNamesNoTemplateIsReportedAtItsTag() throws {
        var library = TemplateLibrary()
        try library.register(source: "x\n  {{> sidebar}}\n{{<frame}}{{/frame}}", named: "page", file: "templates/page.mustache")
        try library.register(source: "s", named: "sidebar", file: "templates/sidebar.mustache")
        let missing = library.missingTemplates()
        #expect(missing.count == 1)
        #expect(missing.first?.line == 3 && missing.first?.column == 1)
        #expect(missing.first?.message == "template error: there is no template named 'frame'")
        #expect(missing.first?.hint?.contains("page, sidebar") == true)
    }
}
