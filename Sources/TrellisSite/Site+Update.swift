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
    public static func update(_ session: BuildSession, changedFiles: [String]) throws(BuildFailure) -> BuildReport? {
        let clock = ContinuousClock()
        let start = clock.now
        guard !changedFiles.isEmpty else { return nil }
        var content = session.content
        var updated: [(file: String, index: Int, position: Int)] = []
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
            if !BuildSession.changesOnlyBody(from: old, to: document) { blocksChanged = true }
            content.pages[page.index].document = document
            updated.append((file, page.index, page.position))
        }

        let renderer = PageRenderer(updating: session.renderer, content: content)
        let order = renderer.navigation.readingOrder
        let output = OutputDirectory(updating: session.outputPath)
        renderer.prepareSidebars(for: updated.map { order[$0.position] })
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
}
