// Loading Mustache templates: the site's own, over the bundled theme.

import TrellisMarkup
import TrellisTemplates

/// The templates a build renders with.
///
/// Files in the site's `templates/` (`page.mustache`, `partials…`) replace the default
/// theme's files of the same name; everything else comes from the theme compiled into
/// `trellis`. Theme assets (`templates/assets/…`) are copied to `public/assets/`.
struct TemplateSet: Sendable {
    let library: TemplateLibrary
    let names: Set<String>
    /// Files to copy to the output: path below the output root -> contents.
    let assets: [String: [UInt8]]
    /// Whether `sidebar` and `nav-item` read as the default theme's (bundled, or a copy in
    /// the site's `templates/`) and a template prints `sidebarHTML`: then the build renders
    /// the sidebar once per section window (``SidebarCache``) instead of once per page.
    var sharesSidebars = false
    /// Hash of every template and of the assets' paths: a change rebuilds every page.
    var fingerprint: UInt64 = 0

    /// Loads templates, reporting unreadable or malformed ones as diagnostics.
    static func load(siteDirectory: String, diagnostics: inout [Diagnostic]) -> TemplateSet {
        var sources = DefaultTheme.templates.mapValues { (file: defaultThemeFile, text: $0) }
        var assets: [String: [UInt8]] = [:]
        for (path, text) in DefaultTheme.assets { assets[path] = Array(text.utf8) }
        let root = siteDirectory + "/templates"
        if FileSystem.isDirectory(root) {
            var queue = [""]
            while !queue.isEmpty {
                let directory = queue.removeFirst()
                let absolute = directory.isEmpty ? root : root + "/" + directory
                guard let entries = try? FileSystem.entries(of: absolute) else { continue }
                for entry in entries where !entry.name.hasPrefix(".") {
                    let path = directory.isEmpty ? entry.name : directory + "/" + entry.name
                    if entry.isDirectory {
                        queue.append(path)
                        continue
                    }
                    do {
                        if path.hasSuffix(".mustache") {
                            sources[String(path.dropLast(".mustache".count))] = ("templates/" + path, try FileSystem.readText(root + "/" + path))
                        } else if path.hasPrefix("assets/") {
                            assets[path] = try FileSystem.readBytes(root + "/" + path)
                        }
                    } catch {
                        diagnostics.append(Diagnostic(file: "templates/" + path, message: "\(error)"))
                    }
                }
            }
        }
        var library = TemplateLibrary()
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                try library.register(source: source.text, named: name, file: source.file)
            } catch {
                diagnostics.append(error)
            }
        }
        diagnostics += library.missingTemplates()
        var set = TemplateSet(library: library, names: Set(sources.keys), assets: assets)
        // Only worth preparing when some template prints `sidebarHTML` (a minimal theme does not).
        set.sharesSidebars = ["sidebar", "nav-item"].allSatisfy { name in
            sources[name].map { $0.text == DefaultTheme.templates[name] } ?? false
        } && sources.values.contains { $0.text.contains("sidebarHTML") }
        var hasher = StableHasher()
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name)
            hasher.combine(source.text)
        }
        // Pages name assets by path; their contents are copied by every build, so editing
        // a stylesheet rebuilds no page.
        for path in assets.keys.sorted() { hasher.combine(path) }
        set.fingerprint = hasher.value
        return set
    }

    /// What diagnostics name the bundled theme's templates by.
    static let defaultThemeFile = "(default theme)"

    /// Renders the template `name` (which must be in ``names``) with a page's data.
    func render(_ name: String, context: LazyContext) throws(Diagnostic) -> String {
        try library.render(name, context: context)
    }

    /// Renders the template `name` with `fields` as its data.
    func render(_ name: String, fields: TemplateFields) throws(Diagnostic) -> String {
        try library.render(name, fields: fields)
    }
}
