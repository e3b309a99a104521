// The default theme rendered by Trellis's engine and by swift-mustache, which built every
// page before: the same HTML, apart from the whitespace the specification settles.

import Mustache
import Testing
@testable import TrellisSite
import TrellisTemplates

@Suite struct SwiftMustacheAgreementTests {
    /// A page with everything the theme prints: a table of contents, breadcrumbs, a
    /// sidebar with an open section and hidden entries, neighbours, metadata.
    static let page: TemplateFields = {
        func item(_ title: String, current: Bool = false) -> TemplateValue {
            [
                "title": .text(title), "url": .text("/guide/\(title.lowercased())/"), "isSection": false, "isOpen": false,
                "isCurrent": .bool(current), "children": [], "hasChildren": false, "hiddenBefore": false,
                "hiddenAfter": false, "sectionURL": .text("/guide/\(title.lowercased())/"),
            ]
        }
        let section: TemplateValue = [
            "title": "Guide", "url": "/guide/", "isSection": true, "isOpen": true, "isCurrent": false,
            "children": [item("Grids"), item("Stacks & <Frames>", current: true)], "hasChildren": true,
            "hiddenBefore": .number(3), "hiddenAfter": false, "sectionURL": "/guide/",
        ]
        let page: TemplateValue = [
            "title": "Stacks & <Frames>", "url": "/guide/stacks/", "description": "How \"stacks\" lay out",
            "metaDescription": "How \"stacks\" lay out", "canonical": "https://example.org/guide/stacks/", "ogType": "article",
            "ogImage": false, "editURL": "https://example.org/edit/guide/stacks.md", "lastModified": "2026-11-20",
            "lastModifiedISO": "2026-11-20", "content": "<p>Body &amp; <em>soul</em></p>\n<pre>line 1\nline 2</pre>\n",
            "hasContent": true, "showTitle": true, "css": false, "hasLayoutBlocks": false, "isSection": false, "isHome": false,
            "toc": [["level": .number(2), "id": "a", "text": "A & B"], ["level": .number(3), "id": "c", "text": "C"]],
            "hasTOC": true, "pages": [], "hasPages": false,
        ]
        return [
            "page": page,
            "site": ["title": "Docs", "basePath": "", "language": "en", "hasSearch": true, "description": false],
            "navigation": [item("Home"), section],
            "breadcrumbs": [["title": "Guide", "url": "/guide/"]], "hasBreadcrumbs": true,
            "previous": ["title": "Grids", "url": "/guide/grids/"], "next": false, "hasPager": true,
        ]
    }()

    /// The same data as swift-mustache reads it.
    static func any(_ value: TemplateValue) -> Any {
        switch value {
        case .null: return false
        case .bool(let flag): return flag
        case .text(let text): return text
        case .list(let items): return items.map(any)
        case .fields(let fields): return Dictionary(uniqueKeysWithValues: fields.map { ($0.name, any($0.value)) })
        }
    }

    /// Runs of whitespace as one space: what HTML shows the same.
    static func collapsed(_ html: String) -> String {
        html.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: ["page", "section", "404", "sidebar", "toc", "breadcrumbs", "pager"])
    func theDefaultThemeRendersAsSwiftMustacheRendersIt(template: String) throws {
        var ours = TemplateLibrary()
        let theirs = MustacheLibrary()
        var library = theirs
        for (name, source) in DefaultTheme.templates {
            try ours.register(source: source, named: name, file: name)
            library.register(try MustacheTemplate(string: source), named: name)
        }
        var data = Self.page
        // `sidebarHTML` is the rendered sidebar (the build renders it once per window).
        data["sidebarHTML"] = .text(try ours.render("sidebar", fields: data))
        let expected = try #require(library.render(Self.any(.fields(data)), withTemplate: template))
        let output = try ours.render(template, fields: data)
        #expect(Self.collapsed(output) == Self.collapsed(expected))
        #expect(output.count > 20)
    }
}
