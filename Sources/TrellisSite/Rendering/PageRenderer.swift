// Turning one page or section into a finished HTML file.

import TrellisHighlight
import TrellisMarkup

/// Renders pages: links rewritten and checked, layout blocks rendered, the body placed in
/// its template with navigation, and the result written.
///
/// Shared by all worker threads. `@unchecked Sendable` because the Mustache data it holds
/// is typed `Any`: it is built once before rendering from strings, numbers, booleans and
/// arrays/dictionaries of them (value types) and only read afterwards.
struct PageRenderer: @unchecked Sendable {
    let content: SiteContent
    let config: SiteConfig
    let navigation: Navigation
    let links: LinkResolver
    let templates: TemplateSet
    let layoutRenderer: (any LayoutBlockRendering)?
    /// Collects each page's words for the search index; nil when the site turns search off.
    let search: SearchIndexBuilder?
    /// Title and URL per page and per section, computed once.
    let pageInfo: [Navigation.EntryInfo]
    let sectionInfo: [Navigation.EntryInfo]
    /// Sidebar items of entries when not expanded, shared by every page.
    let collapsedItems: [Navigation.Entry: [String: Any]]
    /// Per section: the list of its children that section pages show.
    let listings: [[Any]]
    let siteContext: [String: Any]
    /// `data/*.yml|json` by name.
    let data: [String: DataValue]
    /// The folder holding `content/` and `static/` (layout blocks find images there).
    let siteDirectory: String

    init(
        siteDirectory: String, content: SiteContent, config: SiteConfig, data: [String: DataValue], navigation: Navigation,
        templates: TemplateSet, layoutRenderer: (any LayoutBlockRendering)?, search: SearchIndexBuilder? = nil
    ) {
        self.search = search
        self.siteDirectory = siteDirectory
        self.content = content
        self.data = data
        self.config = config
        self.navigation = navigation
        self.templates = templates
        self.layoutRenderer = layoutRenderer
        let base = config.basePath
        pageInfo = content.pages.map { page in
            Navigation.EntryInfo(title: page.title, url: base + "/" + URLPath.encode(page.urlPath), description: page.document.frontMatter.description)
        }
        sectionInfo = content.sections.map { section in
            if let index = section.indexPage {
                let page = content.pages[index]
                return Navigation.EntryInfo(title: page.title, url: base + "/" + URLPath.encode(section.urlPath), description: page.document.frontMatter.description)
            }
            return Navigation.EntryInfo(title: section.title, url: base + "/" + URLPath.encode(section.urlPath), description: nil)
        }
        var listingURLs: Set<String> = []
        for (index, section) in content.sections.enumerated() where section.indexPage == nil && navigation.isVisible[index] {
            listingURLs.insert(section.urlPath)
        }
        links = LinkResolver(content: content, listingURLPaths: listingURLs, basePath: base)
        var collapsed: [Navigation.Entry: [String: Any]] = [:]
        let pageInfo = self.pageInfo, sectionInfo = self.sectionInfo
        func info(_ entry: Navigation.Entry) -> Navigation.EntryInfo {
            switch entry {
            case .page(let index): pageInfo[index]
            case .section(let index): sectionInfo[index]
            }
        }
        for entry in navigation.readingOrder { collapsed[entry] = Navigation.collapsedItem(entry, info: info(entry)) }
        collapsedItems = collapsed
        listings = navigation.children.map { entries in
            entries.map { entry -> Any in
                let entryInfo = info(entry)
                return [
                    "title": entryInfo.title, "url": entryInfo.url, "description": entryInfo.description ?? false,
                    "isSection": entry.sectionIndex != nil,
                ] as [String: Any]
            }
        }
        var site: [String: Any] = config.values.mapValues(\.templateValue)
        site["title"] = config.title
        site["description"] = config.description ?? false
        site["baseURL"] = config.baseURL
        site["basePath"] = base
        site["language"] = config.language
        site["data"] = data.mapValues(\.templateValue)
        if let layoutRenderer { site["layout"] = layoutRenderer.themeContext as [String: Any] }
        site["hasSearch"] = search != nil
        siteContext = site
    }

    func info(_ entry: Navigation.Entry) -> Navigation.EntryInfo {
        switch entry {
        case .page(let index): pageInfo[index]
        case .section(let index): sectionInfo[index]
        }
    }

    // MARK: - Rendering

    /// Renders `entry` into `output`, returning problems found (broken links, layout errors).
    func render(_ entry: Navigation.Entry, into output: OutputDirectory) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let pageIndex: Int?
        let urlPath: String
        switch entry {
        case .page(let index):
            pageIndex = index
            urlPath = content.pages[index].urlPath
        case .section(let index):
            pageIndex = content.sections[index].indexPage
            urlPath = content.sections[index].urlPath
        }
        let body = pageIndex.map { renderBody(of: $0, diagnostics: &diagnostics) }
        let document = pageIndex.map { content.pages[$0].document }
        let frontMatter = document?.frontMatter ?? FrontMatter()
        if let search, let body, frontMatter.values["search"] != .bool(false) {
            search.add(url: info(entry).url, title: info(entry).title, description: frontMatter.description, bodyHTML: body.html)
        }

        var page: [String: Any] = frontMatter.values.mapValues(\.templateValue)
        let entryInfo = info(entry)
        page["title"] = entryInfo.title
        page["description"] = frontMatter.description ?? false
        page["date"] = frontMatter.date ?? false
        page["url"] = entryInfo.url
        page["permalink"] = Self.joinURL(config.baseURL, urlPath)
        page["params"] = frontMatter.values.mapValues(\.templateValue)
        page["content"] = body?.html ?? ""
        page["hasContent"] = !(body?.html.isEmpty ?? true)
        // Templates print the title themselves unless the page opens with its own `# Title`.
        page["showTitle"] = document?.headings.first.map { $0.level != 1 || $0.line > (document?.bodyLineOffset ?? 0) + 3 } ?? true
        page["css"] = body.map { $0.css.isEmpty ? false : $0.css as Any } ?? false
        page["hasLayoutBlocks"] = (body?.layoutBlockCount ?? 0) > 0 && layoutRenderer != nil
        page["file"] = pageIndex.map { content.pages[$0].file } ?? false
        let toc = (document?.headings ?? []).filter { $0.level == 2 || $0.level == 3 }.map { heading -> Any in
            ["level": heading.level, "id": heading.id, "text": heading.text] as [String: Any]
        }
        page["toc"] = toc
        page["hasTOC"] = toc.count >= 2
        let sectionIndex = entry.sectionIndex
        page["isSection"] = sectionIndex != nil
        page["isHome"] = sectionIndex == 0
        let listing = sectionIndex.map { listings[$0] } ?? []
        page["pages"] = listing
        page["hasPages"] = !listing.isEmpty

        let ancestors = navigation.ancestors(of: entry, in: content)
        let (previous, next) = navigation.neighbours(of: entry)
        let context = LazyContext(
            values: ["page": page, "site": siteContext, "hasPager": previous != nil || next != nil, "hasBreadcrumbs": !ancestors.isEmpty],
            producers: [
                "navigation": { [self] in
                    navigation.sidebar(for: entry, ancestors: ancestors, limit: config.sidebarLimit, info: info, collapsed: collapsedItems)
                },
                "breadcrumbs": { [sectionInfo] in
                    ancestors.map { ["title": sectionInfo[$0].title, "url": sectionInfo[$0].url] as [String: Any] }
                },
                "previous": { [self] in link(previous) },
                "next": { [self] in link(next) },
                "section": { [self] in
                    guard let index = ancestors.last else { return false }
                    return ["title": sectionInfo[index].title, "url": sectionInfo[index].url, "pages": listings[index]] as [String: Any]
                },
            ])

        let templateName = self.templateName(for: entry, frontMatter: frontMatter)
        guard templates.names.contains(templateName) else {
            let message = "there is no template named '\(templateName)'"
            let hint = "add templates/\(templateName).mustache, or use one of: \(templates.names.sorted().joined(separator: ", "))"
            diagnostics.append(
                document?.diagnostic(forKey: "template", message: message, hint: hint)
                    ?? Diagnostic(file: "content/" + urlPath, message: message, hint: hint))
            return diagnostics
        }
        let html = templates.render(templateName, context: context)
        do {
            if case .page = entry { try output.makeLeafDirectory(String(urlPath.dropLast())) }
            try output.write(html, to: urlPath + "index.html")
        } catch {
            diagnostics.append(Diagnostic(file: document?.file ?? "content/" + urlPath, message: "\(error)"))
        }
        return diagnostics
    }

    /// Title and URL of a neighbour for previous/next links (`false` when there is none).
    private func link(_ entry: Navigation.Entry?) -> Any {
        guard let entry else { return false }
        let entryInfo = info(entry)
        return ["title": entryInfo.title, "url": entryInfo.url] as [String: Any]
    }

    private func templateName(for entry: Navigation.Entry, frontMatter: FrontMatter) -> String {
        if let name = frontMatter.template { return name }
        switch entry {
        case .page: return "page"
        case .section(let index): return index == 0 && templates.names.contains("home") ? "home" : "section"
        }
    }

    /// The page body: links resolved (broken ones reported), code and layout blocks rendered.
    private func renderBody(of pageIndex: Int, diagnostics: inout [Diagnostic]) -> (html: String, css: String, layoutBlockCount: Int) {
        let page = content.pages[pageIndex]
        let document = page.document
        var destinations: [String?] = []
        destinations.reserveCapacity(document.links.count)
        for link in document.links {
            switch links.resolve(link.destination, fromPage: pageIndex, contentPath: page.contentPath) {
            case .unchanged:
                destinations.append(nil)
            case .rewritten(let url):
                destinations.append(url)
            case .broken(let message, let hint):
                destinations.append(nil)
                diagnostics.append(
                    document.diagnostic(config.brokenLinks, line: link.line, utf8Column: link.utf8Column, message: message, hint: hint))
            }
        }
        var css: [String] = []
        // Found as `trellis layout` finds them, so indices (ids) agree.
        var layoutBlocks = LayoutBlock.blocks(
            in: document, siteData: config.values, data: data, siteDirectory: siteDirectory, basePath: config.basePath)[...]
        let layoutBlockCount = layoutBlocks.count
        let codeHTML = document.codeBlocks.map { block -> String? in
            if block.isLayoutBlock, let layoutBlock = layoutBlocks.popFirst() {
                guard let layoutRenderer else { return CodeHighlighter.html(code: block.code, info: "swift", preClass: "layout-source").html }
                let result = layoutRenderer.render(layoutBlock)
                diagnostics += result.diagnostics
                if !result.css.isEmpty, !css.contains(result.css) { css.append(result.css) }
                return result.html
            }
            guard block.isFenced else { return nil }
            let highlighted = CodeHighlighter.html(code: block.code, info: block.info)
            if let problem = highlighted.problem {
                diagnostics.append(
                    document.diagnostic(
                        .warning, line: max(block.line - 1, 1), utf8Column: block.column, message: problem,
                        hint: "write the lines to mark in braces after the language, as in ```js {2,4-6}"))
            }
            return highlighted.html
        }
        let html = document.renderHTML(linkDestinations: destinations, codeBlockHTML: codeHTML)
        return (html, css.joined(separator: "\n"), layoutBlockCount)
    }

    /// `https://x.org/docs/` + `guide/` -> `https://x.org/docs/guide/`.
    static func joinURL(_ base: String, _ path: String) -> String {
        (base.hasSuffix("/") ? base : base + "/") + URLPath.encode(path)
    }
}
