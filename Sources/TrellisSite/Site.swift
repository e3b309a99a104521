// The build: load, render every page on every core, write atomically.

import TrellisMarkup
import TrellisTemplates

/// A static documentation site built from a folder of Markdown.
///
/// `Site.build(options)` reads like the list of its steps: load settings, templates and
/// content; order the navigation; render every page and section in parallel into a
/// temporary folder; copy files; write `404.html` and `sitemap.xml`; then, only if no
/// error was found anywhere, swap the new site in.
public enum Site {
    /// Builds the site, or throws a ``BuildFailure`` holding every error of every page.
    public static func build(_ options: BuildOptions) throws(BuildFailure) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        var diagnostics: [Diagnostic] = []
        var stages: [(name: String, seconds: Double)] = []
        var stageStart = clock.now
        func endStage(_ name: String) {
            let now = clock.now
            stages.append((name, (now - stageStart).seconds))
            stageStart = now
        }

        // MARK: Load
        let siteDirectory = options.siteDirectory
        guard FileSystem.isDirectory(siteDirectory) else {
            throw BuildFailure(Diagnostic(file: siteDirectory, message: "the site folder does not exist", hint: "pass the folder holding content/ with --source"))
        }
        let config = SiteConfig.load(directory: siteDirectory, diagnostics: &diagnostics)
        let data = DataFiles.load(siteDirectory: siteDirectory, diagnostics: &diagnostics)
        let templates = TemplateSet.load(siteDirectory: siteDirectory, diagnostics: &diagnostics)
        let content = ContentLoader(siteDirectory: siteDirectory, includeDrafts: options.includeDrafts, documentCache: options.documentCache).load()
        diagnostics += content.diagnostics
        endStage("load")
        let navigation = Navigation(content: content, order: config.navigationOrder)
        for path in Navigation.unknownOrderPaths(config.navigationOrder, content: content) {
            diagnostics.append(
                Diagnostic(
                    file: "trellis.yml", message: "'nav' lists '\(path)', which is not a page or folder of content/",
                    hint: "write paths inside content/, such as 'guide/intro.md' or 'guide'"))
        }
        // With a cache folder, rendered layout blocks are kept there between builds.
        let inputs = options.cacheDirectory.map { _ in IncrementalBuild.inputsFingerprint(siteDirectory: siteDirectory, options: options) }
        let blockContext = inputs.flatMap { IncrementalBuild.blockContext(inputs: $0, options: options, content: content) }
        var layoutRenderer = options.layoutRenderer
        if let cacheDirectory = options.cacheDirectory, let blockContext, let identifying = layoutRenderer as? any LayoutBlockCacheIdentifying {
            layoutRenderer = CachingLayoutRenderer(inner: identifying, directory: cacheDirectory + "/blocks", contextKey: blockContext)
        }
        let renderer = PageRenderer(
            siteDirectory: siteDirectory, content: content, config: config, data: data, navigation: navigation, templates: templates,
            layoutRenderer: layoutRenderer, search: config.values["search"] == .bool(false)
                ? nil : SearchIndexBuilder(language: config.language, terms: options.previousSession?.searchTerms))

        endStage("navigation")

        // MARK: Render
        let output = try OutputDirectory(path: options.resolvedOutputDirectory, siteDirectory: siteDirectory)
        var pageOutputs: Set<String> = []
        for entry in navigation.readingOrder {
            switch entry {
            case .page(let index): pageOutputs.insert(content.pages[index].urlPath + "index.html")
            case .section(let index): pageOutputs.insert(content.sections[index].urlPath + "index.html")
            }
        }
        // Section folders first (parents before children), so pages only create their own.
        for (index, section) in content.sections.enumerated() where navigation.isVisible[index] && !section.urlPath.isEmpty {
            do { try output.makeDirectory(String(section.urlPath.dropLast())) } catch {
                diagnostics.append(Diagnostic(file: "content/" + section.directory, message: "\(error)"))
            }
        }
        // With a cache folder, pages whose inputs did not change come from the previous build.
        let incremental = options.cacheDirectory.map {
            IncrementalBuild(cacheDirectory: $0, inputs: inputs ?? 0, blockContext: blockContext, templates: templates, renderer: renderer)
        }
        let order = navigation.readingOrder
        var outcomes: [IncrementalBuild.Outcome]
        if let incremental {
            outcomes = order.parallelMap { entry in incremental.reuse(entry, renderer: renderer, into: output) }
        } else {
            outcomes = order.map { entry in
                IncrementalBuild.Outcome(outputFile: renderer.urlPath(of: entry) + "index.html", fingerprint: 0, reused: false, diagnostics: [])
            }
        }
        let pending = outcomes.indices.filter { !outcomes[$0].reused }
        // Shared sidebars of the pages to render only: a one-page edit renders one.
        renderer.prepareSidebars(for: pending.map { order[$0] })
        let pendingDiagnostics = pending.parallelMap { renderer.render(order[$0], into: output) }
        for (index, problems) in zip(pending, pendingDiagnostics) { outcomes[index].diagnostics = problems }
        let reusedCount = outcomes.count { $0.reused }
        // The search index lists every page, also those taken from the previous build.
        if renderer.search != nil {
            // A reused page's words are the previous build's (the fingerprint covers its
            // text, title and URL): taken from the preview's session when it has them, else
            // found by rendering the body again.
            let known = options.previousSession?.searchDocumentsByURL() ?? [:]
            _ = outcomes.indices.filter { outcomes[$0].reused }.parallelMap { position in
                let entry = order[position]
                if let search = renderer.search, let document = known[renderer.info(entry).url] {
                    search.add(document)
                } else {
                    renderer.addToSearch(entry)
                }
            }
        }
        for outcome in outcomes { diagnostics += outcome.diagnostics }
        endStage("render")

        // MARK: Search index
        if let search = renderer.search {
            do { _ = try search.write(into: output) } catch {
                diagnostics.append(Diagnostic(file: "search/", message: "could not write the search index: \(error)"))
            }
            endStage("search")
        }

        // MARK: Copy files
        var copies: [(source: String, file: String, output: String)] = []
        var copiedOutputs: Set<String> = []
        for file in content.staticFiles {
            if pageOutputs.contains(file.outputPath) {
                diagnostics.append(Diagnostic(file: file.file, message: "this file would overwrite the page built at /\(file.outputPath)", hint: "rename or move the file"))
                continue
            }
            if copiedOutputs.insert(file.outputPath).inserted { copies.append((file.sourcePath, file.file, file.outputPath)) } else {
                diagnostics.append(Diagnostic(file: file.file, message: "another file is already copied to /\(file.outputPath)", hint: "a file in content/ and one in static/ have the same path"))
            }
        }
        var folders = Set<String>()
        for copy in copies {
            var parts = copy.output.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        // Files the layout renderer needs (fonts, its stylesheet); the site's own files win.
        var rendererFiles: [String: [UInt8]] = [:]
        let layoutKey = incremental?.layoutKey(renderer: renderer) ?? 0
        if let reused = incremental?.reusableLayoutFiles(layoutKey: layoutKey) {
            rendererFiles = reused
        } else {
            if reusedCount > 0, layoutRenderer != nil {
                // The renderer lists the files the blocks it rendered used; let it see the
                // blocks of reused pages too.
                let reusedPages = zip(navigation.readingOrder, outcomes).compactMap { entry, outcome -> Int? in
                    guard outcome.reused else { return nil }
                    switch entry {
                    case .page(let index): return index
                    case .section(let index): return content.sections[index].indexPage
                    }
                }
                _ = reusedPages.parallelMap { renderer.renderLayoutBlocksAgain(ofPage: $0) }
            }
            do { rendererFiles = try layoutRenderer?.siteFiles() ?? [:] } catch {
                diagnostics.append(Diagnostic(file: "trellis.yml", message: "\(error)"))
            }
        }
        diagnostics += layoutRenderer?.siteWarnings(siteDirectory: siteDirectory) ?? []
        let layoutFiles = Array(rendererFiles.keys)
        for path in rendererFiles.keys where copiedOutputs.contains(path) || templates.assets[path] != nil {
            rendererFiles[path] = nil
        }
        for path in rendererFiles.keys {
            folders.insert(path.split(separator: "/").dropLast().joined(separator: "/"))
        }
        for (path, _) in templates.assets where !copiedOutputs.contains(path) {
            folders.insert(path.split(separator: "/").dropLast().joined(separator: "/"))
        }
        for folder in folders.sorted() where !folder.isEmpty {
            do { try output.makeDirectory(folder) } catch { diagnostics.append(Diagnostic(file: folder, message: "\(error)")) }
        }
        let copyProblems: [Diagnostic?] = copies.parallelMap { copy -> Diagnostic? in
            do {
                try output.write(bytes: FileSystem.readBytes(copy.source), to: copy.output)
                return nil
            } catch {
                return Diagnostic(file: copy.file, message: "\(error)")
            }
        }
        diagnostics += copyProblems.compactMap { $0 }
        var copiedCount = copies.count
        for (path, bytes) in templates.assets.sorted(by: { $0.key < $1.key }) where !copiedOutputs.contains(path) {
            do {
                try output.write(bytes: bytes, to: path)
                copiedCount += 1
            } catch {
                diagnostics.append(Diagnostic(file: "templates/" + path, message: "\(error)"))
            }
        }

        for (path, bytes) in rendererFiles.sorted(by: { $0.key < $1.key }) {
            do {
                try output.write(bytes: bytes, to: path)
                copiedCount += 1
            } catch {
                diagnostics.append(Diagnostic(file: path, message: "\(error)"))
            }
        }

        endStage("copy")

        // MARK: Site-wide files
        if templates.names.contains("404"), !copiedOutputs.contains("404.html") {
            let context = LazyContext(
                values: [
                    "page": ["title": "Page not found", "url": .text(config.basePath + "/404.html")],
                    "site": renderer.siteContext,
                    "navigation": navigation.sidebar(for: .section(0), ancestors: [], limit: config.sidebarLimit, info: renderer.info, collapsed: renderer.collapsedItems),
                    "hasBreadcrumbs": false, "hasPager": false,
                ],
                producers: ["sidebarHTML": { context in context.rendered("sidebar", with: templates) }])
            do {
                let html = try templates.render("404", context: context)
                if let failure = context.failure { throw failure }
                try output.write(html, to: "404.html")
            } catch let error as Diagnostic {
                diagnostics.append(error)
            } catch {
                diagnostics.append(Diagnostic(file: "templates/404.mustache", message: "\(error)"))
            }
        }
        if !copiedOutputs.contains("sitemap.xml") {
            let entries = navigation.readingOrder.map { entry -> (url: String, date: String?) in
                switch entry {
                case .page(let index):
                    // Fields read in place: a copy of each page was most of the sitemap's time.
                    let frontMatter = content.pages[index].document.frontMatter
                    return (PageRenderer.joinURL(config.baseURL, content.pages[index].urlPath), frontMatter.lastModified ?? frontMatter.date)
                case .section(let index):
                    let section = content.sections[index]
                    return (PageRenderer.joinURL(config.baseURL, section.urlPath), section.indexPage.flatMap { content.pages[$0].document.frontMatter.lastModified ?? content.pages[$0].document.frontMatter.date })
                }
            }
            do { try output.write(Sitemap.xml(entries), to: "sitemap.xml") } catch {
                diagnostics.append(Diagnostic(file: "sitemap.xml", message: "\(error)"))
            }
        }

        endStage("site files")

        // MARK: Commit
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw BuildFailure(sorted(diagnostics)) }
        do { try output.commit() } catch {
            throw BuildFailure(Diagnostic(file: options.resolvedOutputDirectory, message: "\(error)"))
        }
        incremental?.save(outcomes: outcomes, outputPath: output.path, layoutKey: layoutKey, layoutFiles: layoutFiles)
        // The session keeps this build's options without the session before it: a session
        // holding its predecessor held every build since the preview started (12 MB more per
        // full rebuild of 1,013 pages, issue 29's growing server).
        var keptOptions = options
        keptOptions.previousSession = nil
        let session = options.keepsSession ? incremental.map { incremental in
            BuildSession(
                options: keptOptions, content: content, renderer: renderer, incremental: incremental, outcomes: outcomes,
                outputPath: output.path, layoutKey: layoutKey, layoutFiles: layoutFiles, warnings: sorted(diagnostics),
                copiedFiles: Dictionary(copies.map { ($0.file, $0.output) }, uniquingKeysWith: { first, _ in first }))
        } : nil
        endStage("commit")
        let report = BuildReport(
            pageCount: navigation.readingOrder.count, copiedFileCount: copiedCount, seconds: (clock.now - start).seconds,
            outputPath: output.path, warnings: sorted(diagnostics), stages: stages, basePath: config.basePath,
            reusedPageCount: reusedCount,
            renderedPages: outcomes.compactMap { $0.reused ? nil : String($0.outputFile.dropLast("index.html".count)) },
            session: session)
        BackgroundRelease.release([consume content, consume navigation, consume renderer, consume incremental, consume outcomes, consume pageOutputs])
        return report
    }

    /// Diagnostics by file and position, so the output reads top to bottom.
    /// In file order, each once: a mistake in shared code (a `layouts/` file) reaches the
    /// build through every block that uses it.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
            .sorted { ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message) }
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
