// Builds the site for the preview, into a private temporary folder.

import Foundation
import Synchronization
import TrellisMarkup
import TrellisSite
#if canImport(Glibc)
import Glibc
#endif

/// Runs `Site.build` into a temporary folder of its own and publishes the outcome.
///
/// The preview never writes the site's real `public/`: each build goes into a fresh
/// `build-N` folder under a private temporary directory, and only a successful build
/// replaces the served one. The build before the served one is kept until the next
/// success, so a request that started on it still finds its files.
final class PreviewBuilder: Sendable {
    let options: PreviewOptions
    let site: PreviewSite
    /// The private folder holding every build (removed when the server stops).
    let workDirectory: String
    private let state = Mutex<(count: Int, served: [String])>((0, []))
    /// The served build's tables, for updates that re-render one edited page
    /// (``Site/update(_:changedFiles:)``); nil after a failed build, whose cause an update
    /// could not see. Used on ``queue`` only.
    private let session = Mutex<BuildSession?>(nil)
    /// Counts builds and updates, so that the search index an update leaves stale is
    /// written once saves pause (``BuildSession/searchIndexWriter()``), not after each.
    private let generation = Mutex(0)
    /// How long saves must pause before that work runs.
    static let finishingDelay = DispatchTimeInterval.milliseconds(300)
    /// Pages parsed by earlier builds: a rebuild parses only the changed and rendered ones.
    private let documents = DocumentCache()
    /// Builds run here, not on the server's threads: a build blocks for its whole length.
    private let queue = DispatchQueue(label: "trellis.preview.build")
    /// Where the search index is written after updates, beside builds rather than before
    /// the next one.
    private let finishing = DispatchQueue(label: "trellis.preview.search")

    init(options: PreviewOptions, site: PreviewSite) throws(BuildFailure) {
        self.options = options
        self.site = site
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultWorkBase()
        var template = Array((base + "/trellis-serve.XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else {
            throw BuildFailure(Diagnostic(file: base, message: "cannot create a temporary folder for the preview: \(String(cString: strerror(errno)))", hint: "set TMPDIR to a writable folder"))
        }
        workDirectory = String(cString: made)
    }

    /// Where builds go without TMPDIR: memory (`/dev/shm`, tmpfs) when it has room, as Hugo's
    /// server renders to memory, else `/tmp`. A 20,000-page preview build creates 40,000
    /// files and folders; on an ext4 `/tmp` that had seen many deletions, finding free inodes
    /// was most of a full rebuild's time (`perf`: `find_inode_bit`, `recently_deleted`).
    /// Containers often give `/dev/shm` 64 MiB, so it needs 2 GiB free to be chosen.
    static func defaultWorkBase() -> String {
        var stats = statvfs()
        if statvfs("/dev/shm", &stats) == 0, access("/dev/shm", W_OK) == 0,
           UInt64(stats.f_bavail) * UInt64(stats.f_frsize) >= 2 << 30 {
            return "/dev/shm"
        }
        return "/tmp"
    }

    /// Builds once and publishes the result: the new build, or its errors over the last good one.
    ///
    /// - Parameter changedFiles: the sources that changed since the last build (relative to
    ///   the site folder), so open pages learn which stylesheets to swap.
    @discardableResult
    func build(changedFiles: [String] = []) async -> Result<BuildReport, BuildFailure> {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.buildNow(changedFiles: changedFiles)) }
        }
    }

    /// An update of the edited pages when that is all the change needs, else a build into a
    /// new folder; then the result is published and the manifest brought up to date.
    private func buildNow(changedFiles: [String]) -> Result<BuildReport, BuildFailure> {
        let ticket = generation.withLock { count in
            count += 1
            return count
        }
        let kept = session.withLock { $0 }
        if let kept {
            // An edited block is laid out first as the readers of its page see it, and shown.
            let choices = site.readerChoices(basePath: site.current.basePath)
            let updated = Result { () throws(BuildFailure) in
                try Site.update(kept, changedFiles: changedFiles, readerChoices: choices) { [site] first in
                    site.publish(root: first.outputPath, basePath: first.basePath, renderedPages: first.renderedPages, partial: true)
                }
            }
            switch updated {
            case .success(let report?):
                site.publish(root: report.outputPath, basePath: report.basePath, renderedPages: report.renderedPages, changedFiles: changedFiles)
                if let writeSearchIndex = kept.searchIndexWriter() {
                    finishing.asyncAfter(deadline: .now() + Self.finishingDelay) { [self] in
                        guard generation.withLock({ $0 }) == ticket else { return }
                        writeSearchIndex()
                    }
                }
                return .success(report)
            case .success(nil):
                break
            case .failure(let failure):
                publish(failure)
                return .failure(failure)
            }
        }
        // The next build reads the manifest: it must describe the updated pages.
        kept?.saveManifest()
        let folder = state.withLock { state -> String in
            state.count += 1
            return workDirectory + "/build-" + String(state.count)
        }
        let buildOptions = BuildOptions(
            siteDirectory: options.siteDirectory, outputDirectory: folder, includeDrafts: options.includeDrafts,
            layoutRenderer: options.layoutRenderer,
            // Incremental: each build reuses the unchanged pages of the one before (which is
            // kept until the next success), so an edit renders only what it affects.
            cacheDirectory: workDirectory + "/cache", documentCache: documents, keepsSession: true, previousSession: kept)
        let result = Result { () throws(BuildFailure) in try Site.build(buildOptions) }
        switch result {
        case .success(var report):
            session.withLock { $0 = report.session }
            report.session = nil
            site.publish(root: folder, basePath: report.basePath, renderedPages: report.renderedPages, changedFiles: changedFiles)
            let stale = state.withLock { state -> [String] in
                state.served.append(folder)
                guard state.served.count > 2 else { return [] }
                defer { state.served.removeFirst(state.served.count - 2) }
                return Array(state.served.prefix(state.served.count - 2))
            }
            for old in stale { Self.remove(old) }
            return .success(report)
        case .failure(let failure):
            session.withLock { $0 = nil }
            publish(failure)
            return .failure(failure)
        }
    }

    /// Shows a failure's errors over the last good build.
    private func publish(_ failure: BuildFailure) {
        let errors = failure.diagnostics.filter { $0.severity == .error }
        site.publish(errors: errors.isEmpty ? failure.diagnostics : errors)
    }

    /// The source file of the page served at `urlPath` (below the site root), as the served
    /// build knows it.
    func pageFile(atURLPath urlPath: String) -> String? {
        session.withLock { $0 }?.pageFile(atURLPath: urlPath)
    }

    /// Deletes every build (the server is stopping).
    func removeWorkDirectory() { Self.remove(workDirectory) }

    /// Deletes a folder without waiting: a 20,000-page build takes seconds to delete, which
    /// would delay the next rebuild or Ctrl-C. `rm` finishes on its own after we exit.
    private static func remove(_ path: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/rm")
        process.arguments = ["-rf", "--", path]
        do { try process.run() } catch { try? FileManager.default.removeItem(atPath: path) }
    }
}
