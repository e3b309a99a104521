// Re-rendering pages whose edit changed only their text or blocks' code, without building the whole site.

import TrellisMarkup

extension Site {
    /// Applies `changedFiles` (relative to the site folder) to the build `session` keeps,
    /// when every one is the Markdown of a page whose edit changed only its body
    /// (``BuildSession/changesOnlyBody(from:to:blockCode:)``): those pages are rendered with
    /// the session's tables and their files replaced in the served folder, in a time that does
    /// not grow with the site. The body includes its layout blocks' code: an edited block is
    /// laid out again alone, unless it draws with a font the last build did not ship.
    ///
    /// A changed file that the build copied (a stylesheet in `static/`, an attachment beside
    /// a page) is copied again, unless layout blocks could measure it (an image, on a site
    /// with layout blocks).
    ///
    /// - Returns: the report, as a build would give it; nil when the change needs a build
    ///   (``build(_:)``): a new, deleted or renamed file, a title, front matter or heading id
    ///   changed, a layout block added, removed or needing another font, a template, `data/`,
    ///   `layouts/` or settings.
    /// - Throws: every problem, when an updated page has an error. Nothing is written: like
    ///   a failed build, the update leaves the output as it was, and the next update reads
    ///   the failed pages again.
    /// - Parameters:
    ///   - readerChoices: what the readers of open pages look at, by URL path below the site
    ///     root (`guide/grids/`). An edited page among them whose layout blocks changed is
    ///     first written with each changed block laid out for its reader's configuration
    ///     alone, and `showFirst` is called with that report; the update then lays out every
    ///     configuration, writes the pages again and returns.
    ///   - showFirst: publishes that first look (called before the update returns, at most once).
    public static func update(
        _ session: BuildSession, changedFiles: [String], readerChoices: [String: ReaderChoices] = [:],
        showFirst: (BuildReport) -> Void = { _ in }
    ) throws(BuildFailure) -> BuildReport? {
        let clock = ContinuousClock()
        let start = clock.now
        guard !changedFiles.isEmpty else { return nil }
        var content = session.content
        var updated: [(file: String, index: Int, position: Int, blocksChanged: Bool)] = []
        var copies: [(source: String, output: String)] = []
        var blocksChanged = false
        for file in Set(changedFiles).union(session.failedFiles).sorted() {
            if !file.hasSuffix(".md") {
                guard let copy = session.copiedFile(file) else { return nil }
                copies.append(copy)
                continue
            }
            guard file.hasPrefix("content/"), let page = session.page(of: file),
                let text = try? FileSystem.readText(session.options.siteDirectory + "/" + file)
            else { return nil }
            let old = content.pages[page.index].document
            let document = MarkdownDocument(text: text, file: old.file)
            guard BuildSession.changesOnlyBody(from: old, to: document, blockCode: true) else { return nil }
            let pageBlocksChanged = !BuildSession.changesOnlyBody(from: old, to: document)
            blocksChanged = blocksChanged || pageBlocksChanged
            content.pages[page.index].document = document
            updated.append((file, page.index, page.position, pageBlocksChanged))
        }

        let renderer = PageRenderer(updating: session.renderer, content: content)
        let order = renderer.navigation.readingOrder
        let output = OutputDirectory(updating: session.outputPath)
        renderer.prepareSidebars(for: updated.map { order[$0.position] })
        // The pages a first look replaced, as they were: put back unless the update succeeds,
        // so that a failed update (an error in a configuration the reader was not looking at)
        // leaves the output as it was, as ever.
        var replacedByFirstLook: [(file: String, bytes: [UInt8])] = []
        var succeeded = false
        defer {
            if !succeeded, !replacedByFirstLook.isEmpty {
                let restoring = OutputDirectory(updating: session.outputPath)
                for page in replacedByFirstLook { try? restoring.write(bytes: page.bytes, to: page.file) }
                try? restoring.commitStaged()
            }
        }
        if copies.isEmpty {
            let looked = updated.compactMap { page -> (Navigation.Entry, ReaderChoices)? in
                let entry = order[page.position]
                guard page.blocksChanged, let choices = readerChoices[renderer.urlPath(of: entry)] else { return nil }
                return (entry, choices)
            }
            if !looked.isEmpty, let first = firstLook(session, pages: looked, content: content, renderer: renderer, start: start) {
                replacedByFirstLook = first.replaced
                showFirst(first.report)
            }
        }
        var outcomes = session.outcomes
        let updatedFiles = Set(updated.map(\.file))
        var diagnostics = session.warnings.filter { !updatedFiles.contains($0.file) }
        for page in updated {
            let entry = order[page.position]
            renderer.search?.remove(url: renderer.info(entry).url)
            let problems = renderer.render(entry, into: output)
            diagnostics += content.pages[page.index].document.diagnostics + problems
            let fingerprint = renderer.fingerprint(of: entry, global: session.incremental.global, hashes: session.incremental.tables)
            outcomes[page.position] = IncrementalBuild.Outcome(
                outputFile: outcomes[page.position].outputFile, fingerprint: fingerprint, reused: false, diagnostics: problems)
        }
        for copy in copies {
            do { try output.write(bytes: FileSystem.readBytes(copy.source), to: copy.output) } catch {
                // Gone or unreadable since the change was seen: a build says what happened.
                return nil
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            session.failedFiles = updatedFiles
            throw BuildFailure(sorted(diagnostics))
        }
        // An edited block may draw with a face no block drew with before: the site must then
        // ship it, which a build does. The renderer's files are the fonts its blocks used.
        if blocksChanged {
            guard let files = try? renderer.layoutRenderer?.siteFiles(), Set(files.keys) == Set(session.layoutFiles) else { return nil }
        }
        do { try output.commitStaged() } catch {
            session.failedFiles = updatedFiles
            throw BuildFailure(Diagnostic(file: session.outputPath, message: "\(error)"))
        }
        succeeded = true
        session.failedFiles = []
        session.content = content
        session.renderer = renderer
        session.outcomes = outcomes
        session.warnings = sorted(diagnostics)
        if !updated.isEmpty { session.outcomesChanged() }
        return BuildReport(
            pageCount: order.count, copiedFileCount: 0, seconds: (clock.now - start).seconds, outputPath: session.outputPath,
            warnings: session.warnings, stages: [("update", (clock.now - start).seconds)], basePath: renderer.config.basePath,
            reusedPageCount: order.count - updated.count,
            renderedPages: updated.map { String(outcomes[$0.position].outputFile.dropLast("index.html".count)) })
    }

    /// Writes `pages` into the served folder with their layout blocks as their readers see
    /// them (`PageRenderer(updating:content:showing:)`: an edited block laid out in the one
    /// configuration its reader looks at, the page's other blocks from the cache), and returns
    /// the report that tells open pages, with the files it replaced as they were; nil when a
    /// page has an error (the update reports it) or the files cannot be written.
    ///
    /// A block of 20 configurations (four states at five text sizes) is laid out in about a
    /// twentieth of the time, so the edit shows where the reader looks while the update lays
    /// out the rest; the update's pages then replace these. Nothing else changes: the session,
    /// the search index and the cache never see a first look.
    private static func firstLook(
        _ session: BuildSession, pages: [(entry: Navigation.Entry, choices: ReaderChoices)], content: SiteContent, renderer: PageRenderer,
        start: ContinuousClock.Instant
    ) -> (report: BuildReport, replaced: [(file: String, bytes: [UInt8])])? {
        let output = OutputDirectory(updating: session.outputPath)
        var replaced: [(file: String, bytes: [UInt8])] = []
        for page in pages {
            let problems = PageRenderer(updating: renderer, content: content, showing: page.choices).render(page.entry, into: output)
            guard !problems.contains(where: { $0.severity == .error }) else { return nil }
            let file = renderer.urlPath(of: page.entry) + "index.html"
            guard let bytes = try? FileSystem.readBytes(session.outputPath + "/" + file) else { return nil }
            replaced.append((file, bytes))
        }
        guard (try? output.commitStaged()) != nil else { return nil }
        let seconds = (ContinuousClock.now - start).seconds
        let pageCount = renderer.navigation.readingOrder.count
        let report = BuildReport(
            pageCount: pageCount, copiedFileCount: 0, seconds: seconds, outputPath: session.outputPath, warnings: [],
            stages: [("first look", seconds)], basePath: renderer.config.basePath, reusedPageCount: pageCount - pages.count,
            renderedPages: pages.map { renderer.urlPath(of: $0.entry) })
        return (report, replaced)
    }
}
