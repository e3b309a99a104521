// `trellis-bench templates`: the default theme's page rendered by Trellis's Mustache engine and by swift-mustache.

import Foundation
import Mustache
import TrellisTemplates

/// `trellis-bench templates [--entries 10,40] [--runs R] [--templates DIR]`: renders the
/// theme's `page` template (DIR, default `templates/`; the sidebar already rendered, as the
/// default theme shares it) and its `sidebar` partial listing N entries (what a site with
/// its own sidebar templates renders per page), 2,000 times per run, with both engines, and
/// prints the median time per render. The same data reaches both: typed `TemplateValue`s
/// for Trellis, the `Any` dictionaries swift-mustache reads.
enum TemplateBenchmark {
    static let pages = 2000

    static func run(arguments: [String]) {
        var folder = "templates"
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--templates", index + 1 < arguments.count {
                folder = arguments[index + 1]
                index += 2
                continue
            }
            rest.append(arguments[index])
            index += 1
        }
        guard let options = BenchmarkOptions.parse(rest, command: "templates", sizesFlag: "--entries", sizes: [10, 40], runs: 7) else { return }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".mustache") }
        guard !files.isEmpty else {
            print("trellis-bench templates: no .mustache files in \(folder)")
            return
        }
        var ours = TemplateLibrary()
        var theirs = MustacheLibrary()
        for file in files {
            guard let source = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else { continue }
            let name = String(file.dropLast(".mustache".count))
            do {
                try ours.register(source: source, named: name, file: file)
                theirs.register(try MustacheTemplate(string: source), named: name)
            } catch {
                print("trellis-bench templates: \(file): \(error)")
                return
            }
        }
        print("template  entries  bytes  TrellisTemplates µs  swift-mustache µs  ratio")
        for entries in options.sizes {
            var data = pageData(entries: entries)
            data["sidebarHTML"] = .text((try? ours.render("sidebar", fields: data)) ?? "")
            let anyData = any(.fields(data))
            for template in ["page", "sidebar"] {
                var check = (0, 0)
                let trellis = median(runs: options.runs) {
                    for _ in 0..<pages { check.0 &+= ((try? ours.render(template, fields: data)) ?? "").utf8.count }
                }
                let mustache = median(runs: options.runs) {
                    for _ in 0..<pages { check.1 &+= (theirs.render(anyData, withTemplate: template) ?? "").utf8.count }
                }
                let each = (trellis: trellis / Double(pages) * 1e6, mustache: mustache / Double(pages) * 1e6)
                print(
                    "\(template.padding(toLength: 8, withPad: " ", startingAt: 0)) \(pad(entries, 8)) \(pad(check.0 / pages / options.runs, 6))"
                        + " \(pad(each.trellis, 20)) \(pad(each.mustache, 18)) \(pad(each.mustache / each.trellis, 6))")
                if check.0 == 0 || check.1 == 0 { print("(an engine printed nothing)") }
            }
        }
    }

    /// A page with a table of contents, breadcrumbs, neighbours and a sidebar of `entries`.
    static func pageData(entries: Int) -> TemplateFields {
        func item(_ index: Int) -> TemplateValue {
            [
                "title": .text("Entry \(index)"), "url": .text("/guide/entry-\(index)/"), "isSection": false, "isOpen": false,
                "isCurrent": .bool(index == 3), "children": [], "hasChildren": false, "hiddenBefore": false,
                "hiddenAfter": false, "sectionURL": .text("/guide/entry-\(index)/"),
            ]
        }
        let section: TemplateValue = [
            "title": "Guide", "url": "/guide/", "isSection": true, "isOpen": true, "isCurrent": false,
            "children": .list((0..<entries).map(item)), "hasChildren": true, "hiddenBefore": .number(3),
            "hiddenAfter": false, "sectionURL": "/guide/",
        ]
        let content = String(repeating: "<p>Some text of the page, with <code>code</code> &amp; a <a href=\"/x/\">link</a>.</p>\n", count: 8)
        let page: TemplateValue = [
            "title": "Entry 3", "url": "/guide/entry-3/", "description": "What entry 3 is about",
            "metaDescription": "What entry 3 is about", "canonical": "https://example.org/guide/entry-3/", "ogType": "article",
            "ogImage": false, "editURL": false, "lastModified": false, "lastModifiedISO": false, "content": .text(content),
            "hasContent": true, "showTitle": true, "css": false, "hasLayoutBlocks": false, "isSection": false, "isHome": false,
            "toc": .list((1...6).map { ["level": .number(2 + $0 % 2), "id": .text("part-\($0)"), "text": .text("Part \($0)")] }),
            "hasTOC": true, "pages": [], "hasPages": false,
        ]
        return [
            "page": page,
            "site": ["title": "Docs", "basePath": "", "language": "en", "hasSearch": true, "description": false],
            "navigation": [item(0), section],
            "breadcrumbs": [["title": "Guide", "url": "/guide/"]], "hasBreadcrumbs": true,
            "previous": ["title": "Entry 2", "url": "/guide/entry-2/"], "next": ["title": "Entry 4", "url": "/guide/entry-4/"],
            "hasPager": true,
        ]
    }

    static func any(_ value: TemplateValue) -> Any {
        switch value {
        case .null: false
        case .bool(let flag): flag
        case .text(let text): text
        case .list(let items): items.map(any)
        case .fields(let fields): Dictionary(uniqueKeysWithValues: fields.map { ($0.name, any($0.value)) })
        }
    }

    static func median(runs: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - String(value).count)) + String(value)
    }

    static func pad(_ value: Double, _ width: Int) -> String {
        let text = String(format: "%.1f", value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
