// Reusing what the previous build wrote: the pages whose inputs did not change.

import Foundation
import TrellisMarkup

/// One build's view of the previous one: its manifest, and the fingerprints that decide
/// which pages are rendered again.
///
/// A page is copied from the previous output (as a hard link, so an unchanged 20,000-page
/// site costs a link per page) when its fingerprint equals the recorded one; its recorded
/// warnings are reported again, so a second build says what the first said. Everything
/// else is rendered. The new output is still a complete folder swapped in atomically, and
/// equal, byte for byte, to what a clean build writes.
struct IncrementalBuild: Sendable {
    let cacheDirectory: String
    /// The previous build, if its output is still where the manifest says.
    let previous: BuildManifest?
    let global: UInt64
    let tables: FingerprintTables

    /// What happened to one page.
    struct Outcome: Sendable {
        var outputFile: String
        var fingerprint: UInt64
        var reused: Bool
        var diagnostics: [Diagnostic]
    }

    /// - Parameters:
    ///   - inputs: ``inputsFingerprint(siteDirectory:options:)``.
    ///   - blockContext: ``blockContext(inputs:options:content:)``.
    init(cacheDirectory: String, inputs: UInt64, blockContext: UInt64?, templates: TemplateSet, renderer: PageRenderer) {
        self.cacheDirectory = cacheDirectory
        previous = BuildManifest.load(cacheDirectory: cacheDirectory)
        var hasher = StableHasher()
        hasher.combine(inputs)
        hasher.combine(templates.fingerprint)
        global = hasher.value
        tables = renderer.fingerprintTables(blockIdentity: blockContext)
    }

    /// Links `entry`'s unchanged file from the previous output (`reused`), or says that it
    /// must be rendered (with its fingerprint, for the manifest).
    func reuse(_ entry: Navigation.Entry, renderer: PageRenderer, into output: OutputDirectory) -> Outcome {
        let urlPath = renderer.urlPath(of: entry)
        let outputFile = urlPath + "index.html"
        let fingerprint = renderer.fingerprint(of: entry, global: global, hashes: tables)
        if let previous, let record = previous.pages[outputFile], record.fingerprint == fingerprint {
            if case .page = entry { try? output.makeLeafDirectory(String(urlPath.dropLast())) }
            if output.link(existing: previous.outputPath + "/" + outputFile, to: outputFile) {
                return Outcome(outputFile: outputFile, fingerprint: fingerprint, reused: true, diagnostics: (record.diagnostics ?? []).map(\.diagnostic))
            }
        }
        return Outcome(outputFile: outputFile, fingerprint: fingerprint, reused: false, diagnostics: [])
    }

    /// The hash of what decides which files the layout renderer asks for (the text its
    /// blocks measure: their code and their pages' front matter, plus the renderer and the
    /// site's data): while it stays the same, those files are the previous build's. Block
    /// positions and the templates are left out, so a template edit or a text edit around
    /// a block keeps them.
    func layoutKey(renderer: PageRenderer) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(tables.blockIdentity ?? UInt64.random(in: 0...UInt64.max))
        for page in renderer.content.pages where page.document.codeBlocks.contains(where: \.isLayoutBlock) {
            hasher.combine(page.file)
            hasher.combine(String(CachingLayoutRenderer.frontMatterText(of: page.document.source)))
            for block in page.document.codeBlocks where block.isLayoutBlock {
                hasher.combine(block.info)
                hasher.combine(block.code)
            }
        }
        return hasher.value
    }

    /// The previous build's layout-renderer files when the blocks did not change (read
    /// from its output), or nil when the renderer must be asked.
    func reusableLayoutFiles(layoutKey: UInt64) -> [String: [UInt8]]? {
        guard let previous, previous.layoutKey == layoutKey else { return nil }
        var files: [String: [UInt8]] = [:]
        for path in previous.layoutFiles {
            guard let bytes = try? FileSystem.readBytes(previous.outputPath + "/" + path) else { return nil }
            files[path] = bytes
        }
        return files
    }

    /// Records the committed build for the next one; a failure only costs the next build
    /// its reuse.
    func save(outcomes: [Outcome], outputPath: String, layoutKey: UInt64, layoutFiles: [String]) {
        guard let identity = BuildManifest.identity(of: outputPath) else { return }
        var pages: [String: BuildManifest.PageRecord] = [:]
        for outcome in outcomes {
            pages[outcome.outputFile] = BuildManifest.PageRecord(
                fingerprint: outcome.fingerprint,
                diagnostics: outcome.diagnostics.isEmpty ? nil : outcome.diagnostics.map(BuildManifest.StoredDiagnostic.init))
        }
        let manifest = BuildManifest(
            outputPath: outputPath, outputIdentity: identity, pages: pages, layoutKey: layoutKey, layoutFiles: layoutFiles.sorted())
        do { try manifest.save(cacheDirectory: cacheDirectory) } catch { BuildManifest.remove(cacheDirectory: cacheDirectory) }
    }

    /// What every page and block depends on, templates aside: the trellis binary,
    /// `trellis.yml`, `data/`, whether drafts are built and whether blocks are rendered.
    static func inputsFingerprint(siteDirectory: String, options: BuildOptions) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(BuildManifest.formatVersion)
        if let executable = FileSystem.realPath("/proc/self/exe") ?? CommandLine.arguments.first.flatMap(FileSystem.realPath) {
            hasher.combine(stampOf: executable)
        }
        for name in ["trellis.yml", "trellis.yaml"] {
            hasher.combine(name)
            hasher.combine(bytes: (try? FileSystem.readBytes(siteDirectory + "/" + name)) ?? [])
        }
        hashFiles(in: siteDirectory + "/data", into: &hasher, depth: 0)
        // The Swift every layout block may use (custom layouts, views, keys).
        hashFiles(in: siteDirectory + "/layouts", into: &hasher, depth: 0)
        hasher.combine(options.includeDrafts)
        hasher.combine(options.layoutRenderer == nil)
        return hasher.value
    }

    /// What a layout block's output depends on besides the block and its page: `inputs`,
    /// the renderer's identity, and the files of content/ and static/ a block can show
    /// (paths, sizes, modification times). Nil for a renderer without an identity: its
    /// blocks are rendered by every build.
    static func blockContext(inputs: UInt64, options: BuildOptions, content: SiteContent) -> UInt64? {
        var hasher = StableHasher()
        hasher.combine(inputs)
        if let renderer = options.layoutRenderer {
            guard let identifying = renderer as? any LayoutBlockCacheIdentifying else { return nil }
            hasher.combine(identifying.cacheIdentity)
        }
        for file in content.staticFiles.sorted(by: { $0.sourcePath < $1.sourcePath }) { hasher.combine(stampOf: file.sourcePath) }
        return hasher.value
    }

    private static func hashFiles(in folder: String, into hasher: inout StableHasher, depth: Int) {
        guard depth < 16, let entries = try? FileSystem.entries(of: folder) else { return }
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            hasher.combine(entry.name)
            if entry.isDirectory {
                hashFiles(in: folder + "/" + entry.name, into: &hasher, depth: depth + 1)
            } else {
                hasher.combine(bytes: (try? FileSystem.readBytes(folder + "/" + entry.name)) ?? [])
            }
        }
    }
}
