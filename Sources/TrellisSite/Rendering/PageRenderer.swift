// Turning one page or section into a finished HTML file.

import TrellisHighlight
import TrellisMarkup
import TrellisTemplates

/// Renders pages: links rewritten and checked, layout blocks rendered, the body placed in
/// its template with navigation, and the result written.
///
/// Shared by all worker threads; a class, so that the closures a page's template data
/// holds capture one reference rather than a copy of every table.
final class PageRenderer: Sendable {
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
    let collapsedItems: CollapsedItems
    /// Per section: the list of its children that section pages show.
    let listings: [TemplateValue]
    let siteContext: TemplateValue
    /// `data/*.yml|json` by name.
    let data: [String: DataValue]
    /// The folder holding `content/` and `static/` (layout blocks find images there).
    let siteDirectory: String
    /// Sidebars rendered once per section window, shared by its pages.
    let sidebars: SidebarCache

    init(
        siteDirectory: String, content: SiteContent, config: SiteConfig, data: [String: DataValue], navigation: Navigation,
        templates: TemplateSet, layoutRenderer: (any LayoutBlockRendering)?, search: SearchIndexBuilder? = nil
    ) {
        self.search = search
        sidebars = SidebarCache()
        self.siteDirectory = siteDirectory
        self.content = content
        self.data = data
        self.config = config
        self.navigation = navigation
        self.templates = templates
        self.layoutRenderer = layoutRenderer
        let base = config.basePath
        let pageInfo = content.pages.parallelMap { page in
            Navigation.EntryInfo(title: page.title, url: base + "/" + URLPath.encode(page.urlPath), description: page.document.frontMatter.description)
        }
        let sectionInfo = content.sections.map { section in
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
        self.pageInfo = pageInfo
        self.sectionInfo = sectionInfo
        @Sendable func info(_ entry: Navigation.Entry) -> Navigation.EntryInfo {
            switch entry {
            case .page(let index): pageInfo[index]
            case .section(let index): sectionInfo[index]
            }
        }
        // Three tables of the whole site, built side by side: on 20,000 pages each takes tens of
        // milliseconds, and nothing else can run until they are done.
        enum Table {
            case links(LinkResolver)
            case collapsed(CollapsedItems)
            case listings([TemplateValue])
        }
        let listed = listingURLs
        let tables = [0, 1, 2].parallelMap { table -> Table in
            switch table {
            case 0: return .links(LinkResolver(content: content, listingURLPaths: listed, basePath: base))
            case 1: return .collapsed(CollapsedItems(navigation: navigation, pageCount: content.pages.count, sectionCount: content.sections.count, info: info))
            default:
                return .listings(navigation.children.map { entries in
                    .list(entries.map { entry in
                        let entryInfo = info(entry)
                        return [
                            "title": .text(entryInfo.title), "url": .text(entryInfo.url), "description": .text(orFalse: entryInfo.description),
                            "isSection": .bool(entry.sectionIndex != nil),
                        ]
                    })
                })
            }
        }
        guard case .links(let links) = tables[0], case .collapsed(let collapsedItems) = tables[1], case .listings(let listings) = tables[2] else {
            preconditionFailure("parallelMap keeps its input's order")
        }
        self.links = links
        self.collapsedItems = collapsedItems
        self.listings = listings
        var site = TemplateFields(config.values.mapValues(TemplateValue.init))
        site["title"] = .text(config.title)
        site["description"] = .text(orFalse: config.description)
        site["baseURL"] = .text(config.baseURL)
        site["basePath"] = .text(base)
        site["language"] = .text(config.language)
        site["data"] = .fields(TemplateFields(data.mapValues(TemplateValue.init)))
        if let layoutRenderer { site["layout"] = .fields(TemplateFields(layoutRenderer.themeContext.mapValues(TemplateValue.text))) }
        site["hasSearch"] = .bool(search != nil)
        siteContext = .fields(site)
    }

    /// `previous` with the pages of `content` in place of its own, for pages whose edit
    /// changed only their bodies (``BuildSession``): titles, URLs, front matter and link
    /// targets are the same, so every table built from them (navigation, sidebars, links)
    /// is shared rather than built again, and so is the search index, which re-rendered
    /// pages enter again.
    ///
    /// With `choices`, `previous` (already updating to `content`) draws each layout block as
    /// a reader who made them sees it (``LayoutBlockRendering/render(_:as:)``): the preview's
    /// first look at an edit, which the search index does not see and whose sidebars are
    /// `previous`'s.
    init(updating previous: PageRenderer, content: SiteContent, showing choices: ReaderChoices? = nil) {
        self.content = content
        config = previous.config
        navigation = previous.navigation
        links = previous.links
        templates = previous.templates
        if let choices, let renderer = previous.layoutRenderer {
            layoutRenderer = ChosenConfigurationRenderer(inner: renderer, choices: choices)
        } else {
            layoutRenderer = previous.layoutRenderer
        }
        search = choices == nil ? previous.search : nil
        pageInfo = previous.pageInfo
        sectionInfo = previous.sectionInfo
        collapsedItems = previous.collapsedItems
        listings = previous.listings
        siteContext = previous.siteContext
        data = previous.data
        siteDirectory = previous.siteDirectory
        sidebars = choices == nil ? SidebarCache() : previous.sidebars
    }

    func info(_ entry: Navigation.Entry) -> Navigation.EntryInfo {
        switch entry {
        case .page(let index): pageInfo[index]
        case .section(let index): sectionInfo[index]
        }
    }

    /// The URL path below the site root of `entry`'s output (`guide/grids/`).
    func urlPath(of entry: Navigation.Entry) -> String {
        switch entry {
        case .page(let index): content.pages[index].urlPath
        case .section(let index): content.sections[index].urlPath
        }
    }

    /// Renders the layout blocks of a page and throws the results away: an incremental build
    /// that reused the page lets the layout renderer see its blocks again, so the renderer's
    /// files (fonts a block used) are the ones a clean build would list.
    func renderLayoutBlocksAgain(ofPage pageIndex: Int) {
        guard let layoutRenderer else { return }
        let document = content.pages[pageIndex].document
        for block in LayoutBlock.blocks(in: document, siteData: config.values, data: data, siteDirectory: siteDirectory, basePath: config.basePath) {
            _ = layoutRenderer.render(block)
        }
    }

    /// Adds a page an incremental build took from the previous build to the search index:
    /// its body is rendered again (layout blocks come from their cache) and nothing is
    /// written, so the index lists every page, as a clean build's does.
    func addToSearch(_ entry: Navigation.Entry) {
        guard let search else { return }
        let pageIndex: Int? = switch entry {
        case .page(let index): index
        case .section(let index): content.sections[index].indexPage
        }
        guard let pageIndex else { return }
        let frontMatter = content.pages[pageIndex].document.frontMatter
        guard frontMatter.values["search"] != .bool(false) else { return }
        var ignored: [Diagnostic] = []
        let body = renderBody(of: pageIndex, diagnostics: &ignored)
        search.add(url: info(entry).url, title: info(entry).title, description: frontMatter.description, bodyHTML: body.html)
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

        var page = TemplateFields(frontMatter.values.mapValues(TemplateValue.init))
        // Room for the ~30 keys set below, so the dictionary is not regrown per page.
        page.reserveCapacity(page.count + 32)
        let entryInfo = info(entry)
        page["title"] = .text(entryInfo.title)
        page["description"] = .text(orFalse: frontMatter.description)
        page["date"] = .text(orFalse: frontMatter.date)
        page["url"] = .text(entryInfo.url)
        page["permalink"] = .text(Self.joinURL(config.baseURL, urlPath))
        addMetadata(to: &page, frontMatter: frontMatter, urlPath: urlPath, isHome: entry.sectionIndex == 0, pageIndex: pageIndex)
        page["params"] = .fields(TemplateFields(frontMatter.values.mapValues(TemplateValue.init)))
        page["content"] = .text(body?.html ?? "")
        page["hasContent"] = .bool(!(body?.html.isEmpty ?? true))
        // Templates print the title themselves unless the page opens with its own `# Title`.
        page["showTitle"] = .bool(document?.headings.first.map { $0.level != 1 || $0.line > (document?.bodyLineOffset ?? 0) + 3 } ?? true)
        page["css"] = .text(orFalse: body.flatMap { $0.css.isEmpty ? nil : $0.css })
        page["hasLayoutBlocks"] = .bool((body?.layoutBlockCount ?? 0) > 0 && layoutRenderer != nil)
        page["file"] = .text(orFalse: pageIndex.map { content.pages[$0].file })
        let toc = (document?.headings ?? []).filter { $0.level == 2 || $0.level == 3 }.map { heading -> TemplateValue in
            ["level": .number(heading.level), "id": .text(heading.id), "text": .text(heading.text)]
        }
        page["toc"] = .list(toc)
        page["hasTOC"] = .bool(toc.count >= 2)
        let sectionIndex = entry.sectionIndex
        page["isSection"] = .bool(sectionIndex != nil)
        page["isHome"] = .bool(sectionIndex == 0)
        let listing = sectionIndex.map { listings[$0] } ?? .list([])
        page["pages"] = listing
        page["hasPages"] = .bool(listing.isTruthy)

        let ancestors = navigation.ancestors(of: entry, in: content)
        let (previous, next) = navigation.neighbours(of: entry)
        let context = LazyContext(
            values: [
                "page": .fields(page), "site": siteContext, "hasPager": .bool(previous != nil || next != nil),
                "hasBreadcrumbs": .bool(!ancestors.isEmpty),
            ],
            producers: [
                "navigation": { [self] _ in
                    navigation.sidebar(for: entry, ancestors: ancestors, limit: config.sidebarLimit, info: info, collapsed: collapsedItems)
                },
                "sidebarHTML": { [self] context in sidebarHTML(for: entry, ancestors: ancestors, context: context) },
                "breadcrumbs": { [sectionInfo] _ in
                    .list(ancestors.map { ["title": .text(sectionInfo[$0].title), "url": .text(sectionInfo[$0].url)] })
                },
                "previous": { [self] _ in link(previous) },
                "next": { [self] _ in link(next) },
                "section": { [self] _ in
                    guard let index = ancestors.last else { return .bool(false) }
                    return ["title": .text(sectionInfo[index].title), "url": .text(sectionInfo[index].url), "pages": listings[index]]
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
        let html: String
        do throws(Diagnostic) {
            html = try templates.render(templateName, context: context)
            if let failure = context.failure { throw failure }
        } catch {
            diagnostics.append(error)
            return diagnostics
        }
        do {
            if case .page = entry { try output.makeLeafDirectory(String(urlPath.dropLast())) }
            try output.write(html, to: urlPath + "index.html")
        } catch {
            diagnostics.append(Diagnostic(file: document?.file ?? "content/" + urlPath, message: "\(error)"))
        }
        return diagnostics
    }

    /// What a page tells search engines, link previews and readers about itself: the
    /// description (the page's, else the site's), the canonical URL and Open Graph tags
    /// (only with an absolute `baseURL`: relative ones mean nothing to a crawler), the
    /// "edit this page" link (with `repository:` set) and the last-modified date.
    private func addMetadata(to page: inout TemplateFields, frontMatter: FrontMatter, urlPath: String, isHome: Bool, pageIndex: Int?) {
        page["metaDescription"] = .text(orFalse: frontMatter.description ?? config.description)
        let isAbsolute = config.baseURL.hasPrefix("https://") || config.baseURL.hasPrefix("http://")
        page["canonical"] = .text(orFalse: isAbsolute ? Self.joinURL(config.baseURL, urlPath) : nil)
        page["ogType"] = .text(isHome ? "website" : "article")
        if let image = frontMatter.values["image"]?.stringValue, !image.isEmpty {
            let isURL = image.hasPrefix("https://") || image.hasPrefix("http://")
            let contentPath = pageIndex.map { content.pages[$0].contentPath } ?? ""
            page["ogImage"] = .text(orFalse: isURL ? image : (isAbsolute ? Self.joinURL(config.baseURL, Self.imagePath(image, contentPath: contentPath)) : nil))
        } else {
            page["ogImage"] = .bool(false)
        }
        if let repository = config.repositoryEditURL, let pageIndex {
            page["editURL"] = .text(repository + URLPath.encode(content.pages[pageIndex].contentPath))
        } else {
            page["editURL"] = .bool(false)
        }
        if let lastModified = frontMatter.lastModified {
            page["lastModified"] = .text(lastModified)
            // `<time datetime>` wants a machine date: the `YYYY-MM-DD` the value starts with.
            let day = lastModified.prefix(10)
            page["lastModifiedISO"] = .text(orFalse: day.count == 10 && day.allSatisfy({ $0.isNumber || $0 == "-" }) ? String(day) : nil)
        } else {
            page["lastModified"] = .bool(false)
            page["lastModifiedISO"] = .bool(false)
        }
    }

    /// A front matter image path inside the site: `/x.png` from the root, `x.png` next to
    /// the page's source (which is where content images are copied).
    private static func imagePath(_ image: String, contentPath: String) -> String {
        if image.hasPrefix("/") { return String(image.drop { $0 == "/" }) }
        let directory = contentPath.split(separator: "/").dropLast().joined(separator: "/")
        return URLPath.normalize(directory.isEmpty ? image : directory + "/" + image) ?? image
    }

    /// The `sidebar` partial rendered for `entry` (`{{{sidebarHTML}}}` prints what
    /// `{{> sidebar}}` would): shared by the pages of a section window when the theme's
    /// sidebar templates allow it, else rendered with the page's own context.
    private func sidebarHTML(for entry: Navigation.Entry, ancestors: [Int], context: LazyContext) -> TemplateValue {
        if templates.sharesSidebars {
            let key = navigation.sidebarKey(for: entry, ancestors: ancestors, limit: config.sidebarLimit)
            if let shared = sidebars.html(for: key, currentURL: info(entry).url) { return .text(shared) }
        }
        return context.rendered("sidebar", with: templates)
    }

    /// Renders the sidebar shared by each section window of `entries` (when the theme's
    /// templates allow sharing), before pages are rendered.
    func prepareSidebars(for entries: [Navigation.Entry]) {
        guard templates.sharesSidebars else { return }
        let keys = entries.parallelMap { entry in
            navigation.sidebarKey(for: entry, ancestors: navigation.ancestors(of: entry, in: content), limit: config.sidebarLimit)
        }
        sidebars.prepare(keys: keys) { key in
            let data = navigation.sidebar(key, current: nil, limit: config.sidebarLimit, info: info, collapsed: collapsedItems)
            // A failure here fails the pages too: they render the sidebar themselves when
            // their shared one is missing, and report the error.
            return try? templates.render("sidebar", fields: ["navigation": data, "site": siteContext])
        }
    }

    /// Title and URL of a neighbour for previous/next links (`false` when there is none).
    private func link(_ entry: Navigation.Entry?) -> TemplateValue {
        guard let entry else { return .bool(false) }
        let entryInfo = info(entry)
        return ["title": .text(entryInfo.title), "url": .text(entryInfo.url)]
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
            // Indented blocks too: every code block is written by CodeHighlighter, keyboard-reachable.
            let highlighted = CodeHighlighter.html(code: block.code, info: block.isFenced ? block.info : "")
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
