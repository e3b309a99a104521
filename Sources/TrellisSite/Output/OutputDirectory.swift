// Atomic output: build into a temporary folder next to the output, then swap it in.

import Foundation
import Synchronization
import TrellisMarkup
#if canImport(Glibc)
import Glibc
#endif

/// The folder a build writes into, swapped in as a whole when the build succeeds.
///
/// A reader (or a preview server) never sees a half-written site, and a failed or
/// interrupted build leaves the previous `public/` untouched: pages are written to
/// `.public.building-<pid>` beside `public/`, and only ``commit()`` moves it into place.
/// Every write goes through ``write(_:to:)``, which refuses paths that would leave the
/// folder, so no slug or file name can write outside it.
final class OutputDirectory: @unchecked Sendable {
    /// The final output folder (absolute).
    let path: String
    /// Where this build writes (absolute, beside ``path``).
    let temporaryPath: String
    private var committed = false
    /// Whether writes are held for ``commitStaged()`` (``init(updating:)``).
    private let isStaging: Bool
    /// The files written so far when staging.
    private let staged = Mutex<[(path: String, bytes: [UInt8])]>([])

    /// Prepares a fresh temporary folder beside `path`.
    ///
    /// Refuses outputs that would destroy the site itself: the site folder, a folder
    /// containing it, or its `content/`, `templates/` and `static/` folders.
    init(path requested: String, siteDirectory: String) throws(BuildFailure) {
        let absolute = requested.hasPrefix("/") ? requested : (FileSystem.realPath(".") ?? ".") + "/" + requested
        guard let normalized = URLPath.normalize(absolute), !normalized.isEmpty else {
            throw BuildFailure(Diagnostic(file: requested, message: "the output folder cannot be the file system root"))
        }
        let output = "/" + normalized
        let parent = String(output[..<(output.lastIndex(of: "/") ?? output.startIndex)])
        let name = String(output.split(separator: "/").last ?? "public")
        let parentPath = parent.isEmpty ? "/" : parent
        guard FileSystem.isDirectory(parentPath) else {
            throw BuildFailure(Diagnostic(file: requested, message: "the output folder's parent '\(parentPath)' does not exist"))
        }
        let realParent = FileSystem.realPath(parentPath) ?? parentPath
        path = (realParent == "/" ? "" : realParent) + "/" + name
        let site = FileSystem.realPath(siteDirectory) ?? siteDirectory
        for protected in [site, site + "/content", site + "/templates", site + "/static"] {
            if path == protected || (protected + "/").hasPrefix(path + "/") {
                throw BuildFailure(
                    Diagnostic(
                        file: requested, message: "refusing to use '\(requested)' as the output folder: it would replace \(protected)",
                        hint: "choose a folder of its own, such as 'public'"))
            }
        }
        OutputDirectory.removeStaleTemporaries(parent: realParent, name: name)
        isStaging = false
        temporaryPath = (realParent == "/" ? "" : realParent) + "/.\(name).building-\(getpid())"
        FileSystem.removeTree(temporaryPath)
        do {
            try FileSystem.makeDirectory(temporaryPath)
        } catch {
            throw BuildFailure(Diagnostic(file: requested, message: "\(error)"))
        }
    }

    /// Rewrites some files of the committed output at `path` (the preview's update of one
    /// page): writes are held in memory until ``commitStaged()``, so a page that fails
    /// leaves every file as it was, and each file is then replaced by a rename, never
    /// rewritten in place (it may be a hard link shared with an older build).
    init(updating path: String) {
        self.path = path
        temporaryPath = path
        committed = true
        isStaging = true
    }

    deinit {
        // A build that did not commit leaves nothing behind.
        if !committed { FileSystem.removeTree(temporaryPath) }
    }

    /// Whether `relativePath` stays inside the output: no `..`, `.`, empty or absolute parts.
    static func isContained(_ relativePath: String) -> Bool {
        // One pass over the bytes: this runs for every file the build writes.
        var partLength = 0
        var dots = 0
        for byte in relativePath.utf8 {
            if byte == UInt8(ascii: "/") {
                if partLength == 0 || partLength == dots && dots <= 2 { return false }
                partLength = 0
                dots = 0
            } else {
                if byte == 0 { return false }
                partLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return partLength > 0 && !(partLength == dots && dots <= 2)
    }

    /// Creates `relativePath` (and its parents) inside the temporary folder.
    func makeDirectory(_ relativePath: String) throws {
        guard relativePath.isEmpty || Self.isContained(relativePath) else {
            throw FileSystemError(path: relativePath, operation: "create a folder outside the output at", code: EACCES)
        }
        var current = temporaryPath
        for part in relativePath.split(separator: "/") {
            current += "/" + part
            try FileSystem.makeDirectory(current)
        }
    }

    /// Creates the last folder of `relativePath`, whose parent must exist (one system call:
    /// what every page needs, since section folders are made first).
    func makeLeafDirectory(_ relativePath: String) throws {
        guard Self.isContained(relativePath) else {
            throw FileSystemError(path: relativePath, operation: "create a folder outside the output at", code: EACCES)
        }
        try FileSystem.makeDirectory(temporaryPath + "/" + relativePath)
    }

    /// Writes a file at `relativePath` inside the output; its folder must exist.
    func write(_ text: String, to relativePath: String) throws {
        guard Self.isContained(relativePath) else {
            throw FileSystemError(path: relativePath, operation: "write outside the output at", code: EACCES)
        }
        if isStaging {
            staged.withLock { $0.append((relativePath, Array(text.utf8))) }
            return
        }
        try FileSystem.write(text, to: temporaryPath + "/" + relativePath)
    }

    func write(bytes: [UInt8], to relativePath: String) throws {
        guard Self.isContained(relativePath) else {
            throw FileSystemError(path: relativePath, operation: "write outside the output at", code: EACCES)
        }
        if isStaging {
            staged.withLock { $0.append((relativePath, bytes)) }
            return
        }
        let failure: Error? = bytes.withUnsafeBytes { buffer -> Error? in
            do {
                try FileSystem.write(buffer, to: temporaryPath + "/" + relativePath)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Puts the file `existing` (in a previous build's output) at `relativePath`, as a hard
    /// link; false when that cannot be done and the file must be written instead.
    func link(existing: String, to relativePath: String) -> Bool {
        guard Self.isContained(relativePath) else { return false }
        return FileSystem.link(existing, to: temporaryPath + "/" + relativePath)
    }

    /// Swaps the finished build in: the old output moves aside, the new one into place, and
    /// the old one is deleted. Readers see the old site or the new one, never a mix.
    ///
    /// With `removeOldInBackground`, the old tree is deleted by a separate `rm -rf` that
    /// outlives this process: on a busy disk, deleting 40,000 files can take longer than
    /// building them, and nobody needs to wait for it. Leftovers of an interrupted delete
    /// are removed by the next build.
    func commit(removeOldInBackground: Bool = false) throws {
        let old = temporaryPath.replacingSuffix(".building-\(getpid())", with: ".old-\(getpid())")
        let hadOutput = FileSystem.exists(path)
        if hadOutput { try FileSystem.rename(path, to: old) }
        do {
            try FileSystem.rename(temporaryPath, to: path)
        } catch {
            // Put the previous site back rather than leave no site at all.
            if hadOutput { try? FileSystem.rename(old, to: path) }
            throw error
        }
        committed = true
        guard hadOutput else { return }
        if removeOldInBackground {
            let remover = Process()
            remover.executableURL = URL(fileURLWithPath: "/bin/rm")
            remover.arguments = ["-rf", "--", old]
            if (try? remover.run()) != nil { return }
        }
        FileSystem.removeTree(old)
    }

    /// Puts the files written since ``init(updating:)`` into the output, each through a
    /// temporary file and a rename: a reader sees the old file or the new one.
    ///
    /// - Parameter folder: a folder whose files this update writes in full (`search`): its
    ///   files that were not written again are removed.
    func commitStaged(replacingFolder folder: String? = nil) throws {
        guard isStaging else { return }
        let files = staged.withLock { files in defer { files = [] }; return files }
        for file in files {
            let final = path + "/" + file.path
            let temporary = final + ".updating-\(getpid())"
            try file.bytes.withUnsafeBytes { try FileSystem.write($0, to: temporary) }
            try FileSystem.rename(temporary, to: final)
        }
        guard let folder else { return }
        let written = Set(files.map(\.path))
        func prune(_ relative: String, depth: Int) {
            guard depth < 8, let entries = try? FileSystem.entries(of: path + "/" + relative, followLinks: false) else { return }
            for entry in entries {
                let child = relative + "/" + entry.name
                if entry.isDirectory { prune(child, depth: depth + 1) } else if !written.contains(child) { unlink(path + "/" + child) }
            }
        }
        prune(folder, depth: 0)
    }

    /// Removes temporary folders left by builds that were killed (their process is gone).
    private static func removeStaleTemporaries(parent: String, name: String) {
        guard let entries = try? FileSystem.entries(of: parent) else { return }
        for entry in entries where entry.isDirectory {
            for marker in [".building-", ".old-"] where entry.name.hasPrefix("." + name + marker) {
                let pidText = entry.name.dropFirst(name.count + 1 + marker.count)
                guard let pid = Int32(pidText), pid != getpid() else { continue }
                if kill(pid, 0) != 0, errno == ESRCH { FileSystem.removeTree(parent + "/" + entry.name) }
            }
        }
    }
}

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
