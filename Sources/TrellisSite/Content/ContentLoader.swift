// Reading content/ and static/ into pages, sections and files to copy.

import TrellisMarkup

/// A file copied unchanged into the output (images next to pages, `static/`).
struct StaticFile: Sendable {
    /// Absolute or site-relative path to read.
    var sourcePath: String
    /// For diagnostics: `content/guide/diagram.png`.
    var file: String
    /// Path below the output root: `guide/diagram.png`.
    var outputPath: String
}

/// Everything `content/` and `static/` hold, loaded and parsed.
struct SiteContent: Sendable {
    var pages: [Page] = []
    var sections: [Section] = []
    var staticFiles: [StaticFile] = []
    /// Pages left out because they are drafts, by content path (so links to them can say so).
    var draftPaths: Set<String> = []
    var diagnostics: [Diagnostic] = []
}

/// Loads a site's content: walks folders, parses every page on all cores, builds sections.
struct ContentLoader {
    var siteDirectory: String
    var includeDrafts: Bool
    /// Documents parsed by earlier builds of this process, reused when unchanged.
    var documentCache: DocumentCache? = nil

    private struct FoundPage: Sendable {
        var contentPath: String
        var directory: String
        var name: String
    }

    func load() -> SiteContent {
        var content = SiteContent()
        let contentRoot = siteDirectory + "/content"
        var foundPages: [FoundPage] = []
        var directories: [String] = [""]
        var queue: [String] = [""]
        // Breadth-first walk: folders in name order, so output order is stable.
        while !queue.isEmpty {
            let directory = queue.removeFirst()
            let absolute = directory.isEmpty ? contentRoot : contentRoot + "/" + directory
            let entries: [FileSystem.Entry]
            do {
                entries = try FileSystem.entries(of: absolute)
            } catch {
                if directory.isEmpty, !FileSystem.exists(contentRoot) {
                    content.diagnostics.append(
                        Diagnostic(file: "content", message: "the site has no content folder", hint: "create content/_index.md, or run 'trellis new DIR' for a starter site"))
                } else {
                    content.diagnostics.append(Diagnostic(file: "content/" + directory, message: "\(error)"))
                }
                continue
            }
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = directory.isEmpty ? entry.name : directory + "/" + entry.name
                if entry.isDirectory {
                    queue.append(path)
                    directories.append(path)
                } else if entry.name.hasSuffix(".md") {
                    foundPages.append(FoundPage(contentPath: path, directory: directory, name: entry.name))
                } else {
                    content.staticFiles.append(StaticFile(sourcePath: contentRoot + "/" + path, file: "content/" + path, outputPath: path))
                }
            }
        }
        content.staticFiles += staticFolderFiles(&content.diagnostics)

        // Reading and parsing is the expensive part; every page is independent.
        let documentCache = self.documentCache
        let parsed: [Result<MarkdownDocument, any Error>] = foundPages.parallelMap { found in
            Result { () throws -> MarkdownDocument in
                let path = contentRoot + "/" + found.contentPath
                let parse = { MarkdownDocument(text: try FileSystem.readText(path), file: "content/" + found.contentPath) }
                return try documentCache?.document(at: path, parse: parse) ?? parse()
            }
        }
        documentCache?.keep(only: Set(foundPages.map { contentRoot + "/" + $0.contentPath }))

        // Sections: one per folder that holds pages, created parents first.
        var sectionIndex: [String: Int] = [:]
        for directory in directories {
            let parent = directory.isEmpty ? nil : sectionIndex[parentDirectory(of: directory)]
            let name = directory.split(separator: "/").last.map(String.init) ?? ""
            sectionIndex[directory] = content.sections.count
            content.sections.append(
                Section(
                    directory: directory, urlPath: directory.isEmpty ? "" : directory + "/",
                    title: directory.isEmpty ? "Home" : URLPath.title(fromName: name), weight: nil, parent: parent))
            if let parent { content.sections[parent].childSections.append(content.sections.count - 1) }
        }

        var urlOwners: [String: String] = [:]
        for (found, result) in zip(foundPages, parsed) {
            let document: MarkdownDocument
            switch result {
            case .success(let parsedDocument): document = parsedDocument
            case .failure(let error):
                content.diagnostics.append(Diagnostic(file: "content/" + found.contentPath, message: "\(error)"))
                continue
            }
            content.diagnostics += document.diagnostics
            let frontMatter = document.frontMatter
            if frontMatter.draft, !includeDrafts {
                content.draftPaths.insert(found.contentPath)
                continue
            }
            guard let section = sectionIndex[found.directory] else { continue }
            let baseName = String(found.name.dropLast(3))
            let isIndex = baseName == "_index" || baseName == "index"
            var urlPath: String
            if isIndex {
                if frontMatter.slug != nil {
                    content.diagnostics.append(
                        document.diagnostic(forKey: "slug", message: "a section's own page cannot have a slug", hint: "rename the folder to change the section's URL"))
                }
                urlPath = content.sections[section].urlPath
            } else {
                var component = baseName
                if let slug = frontMatter.slug {
                    if let problem = URLPath.problem(with: slug) {
                        content.diagnostics.append(
                            document.diagnostic(forKey: "slug", message: "slug '\(slug)' cannot be used: \(problem)", hint: "a slug is one URL path component, such as 'getting-started'"))
                    } else {
                        component = slug
                    }
                }
                if let problem = URLPath.problem(with: component) {
                    content.diagnostics.append(Diagnostic(file: document.file, message: "the page's file name cannot be a URL: \(problem)"))
                    continue
                }
                urlPath = content.sections[section].urlPath + component + "/"
            }
            if let owner = urlOwners[urlPath] {
                content.diagnostics.append(
                    Diagnostic(file: document.file, message: "this page and \(owner) both want the URL /\(urlPath)", hint: "rename one of them or give one a different 'slug'"))
                continue
            }
            urlOwners[urlPath] = document.file
            let pageIndex = content.pages.count
            let title = document.title ?? (isIndex ? content.sections[section].title : URLPath.title(fromName: baseName))
            content.pages.append(
                Page(
                    file: document.file, contentPath: found.contentPath, document: document, urlPath: urlPath, title: title,
                    weight: frontMatter.weight, section: section, isSectionIndex: isIndex))
            if isIndex {
                content.sections[section].indexPage = pageIndex
                content.sections[section].title = title
                content.sections[section].weight = frontMatter.weight
            } else {
                content.sections[section].pages.append(pageIndex)
            }
        }
        // A folder without its own page gets a generated one, which must not collide either.
        for section in content.sections where section.indexPage == nil {
            if let owner = urlOwners[section.urlPath] {
                content.diagnostics.append(
                    Diagnostic(file: owner, message: "this page and the folder content/\(section.directory)/ both want the URL /\(section.urlPath)", hint: "move the page into the folder as _index.md, or rename one of them"))
            }
        }
        return content
    }

    /// Files of `static/`, copied to the output root.
    private func staticFolderFiles(_ diagnostics: inout [Diagnostic]) -> [StaticFile] {
        let root = siteDirectory + "/static"
        guard FileSystem.isDirectory(root) else { return [] }
        var files: [StaticFile] = []
        var queue = [""]
        while !queue.isEmpty {
            let directory = queue.removeFirst()
            let absolute = directory.isEmpty ? root : root + "/" + directory
            do {
                for entry in try FileSystem.entries(of: absolute) where !entry.name.hasPrefix(".") {
                    let path = directory.isEmpty ? entry.name : directory + "/" + entry.name
                    if entry.isDirectory {
                        queue.append(path)
                    } else {
                        files.append(StaticFile(sourcePath: root + "/" + path, file: "static/" + path, outputPath: path))
                    }
                }
            } catch {
                diagnostics.append(Diagnostic(file: "static/" + directory, message: "\(error)"))
            }
        }
        return files
    }

    private func parentDirectory(of directory: String) -> String {
        guard let slash = directory.lastIndex(of: "/") else { return "" }
        return String(directory[..<slash])
    }
}
