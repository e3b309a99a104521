// Atomic output: build into a folder beside the output (the spare of an earlier build when there is one), then swap it in.

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
/// `.public.building-<pid>` beside `public/`, and only ``commit()`` swaps it into place.
/// Every write goes through ``write(_:to:)``, which refuses paths that would leave the
/// folder, so no slug or file name can write outside it.
///
/// The output the swap replaces is not deleted: it is kept beside `public/` as
/// `.public.spare`, and the next build writes into it. Its folders exist already, and so do
/// most of its files, which are rewritten in place (or left alone when their bytes are the
/// same); only what this build did not write is removed before the swap. Creating a new
/// tree of 20,000 folders for every build and deleting the old one cost more than the
/// build itself on ext4, whose inode allocation slows down after mass deletions (`strace
/// -c` of the tldr site over its previous output: 19,970 `mkdir` at 2.6 ms each). The price
/// is the disk space of a second copy; deleting `.public.spare` at any time is safe.
final class OutputDirectory: @unchecked Sendable {
    /// The final output folder (absolute).
    let path: String
    /// Where this build writes (absolute, beside ``path``).
    let temporaryPath: String
    /// Where the replaced output is kept for the next build (absolute, beside ``path``).
    let sparePath: String
    /// Whether ``temporaryPath`` is an earlier output (the spare) rather than a new, empty
    /// folder: then files and folders may exist already, and what this build does not
    /// write is removed by ``commit()``.
    let writesOverEarlierOutput: Bool
    /// What this build wrote or linked (`true` for folders), by relative path, when writing
    /// over an earlier output: everything else in it is stale.
    private let written = StripedDictionary<String, Bool>()
    private var committed = false
    /// Whether writes are held for ``commitStaged()`` (``init(updating:)``).
    private let isStaging: Bool
    /// The files written so far when staging.
    private let staged = Mutex<[(path: String, bytes: [UInt8])]>([])
    /// ``temporaryPath`` held open when it is a new folder, for `mkdirat` and `openat` with
    /// paths relative to it: the kernel then walks only a file's own few folders, not the
    /// ~10 above the output each time (20,000 pages make two such calls each); -1 otherwise.
    private var folderDescriptor: Int32 = -1

    /// Prepares the folder to write into beside `path`: the spare of an earlier build if
    /// there is one, else a new empty folder.
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
        let folder = realParent == "/" ? "" : realParent
        path = folder + "/" + name
        let site = FileSystem.realPath(siteDirectory) ?? siteDirectory
        for protected in [site, site + "/content", site + "/templates", site + "/static"] {
            if path == protected || (protected + "/").hasPrefix(path + "/") {
                throw BuildFailure(
                    Diagnostic(
                        file: requested, message: "refusing to use '\(requested)' as the output folder: it would replace \(protected)",
                        hint: "choose a folder of its own, such as 'public'"))
            }
        }
        isStaging = false
        sparePath = folder + "/.\(name).spare"
        temporaryPath = folder + "/.\(name).building-\(getpid())"
        OutputDirectory.keepOrRemoveStaleTemporaries(parent: realParent, name: name, sparePath: sparePath)
        FileSystem.removeTree(temporaryPath)
        // Taking the spare by renaming it makes it this build's alone: a second build
        // started meanwhile finds no spare and writes into a new folder.
        if (try? FileSystem.rename(sparePath, to: temporaryPath)) != nil, FileSystem.isDirectory(temporaryPath, followingLinks: false) {
            writesOverEarlierOutput = true
            return
        }
        writesOverEarlierOutput = false
        FileSystem.removeTree(temporaryPath)
        do {
            try FileSystem.makeDirectory(temporaryPath)
        } catch {
            throw BuildFailure(Diagnostic(file: requested, message: "\(error)"))
        }
        folderDescriptor = open(temporaryPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }

    /// Rewrites some files of the committed output at `path` (the preview's update of one
    /// page): writes are held in memory until ``commitStaged()``, so a page that fails
    /// leaves every file as it was, and each file is then replaced by a rename, never
    /// rewritten in place (it may be a hard link shared with an older build).
    init(updating path: String) {
        self.path = path
        temporaryPath = path
        sparePath = path
        writesOverEarlierOutput = false
        committed = true
        isStaging = true
    }

    deinit {
        closeFolder()
        // A build that did not commit leaves the previous output as it was. What it wrote
        // into the spare stays there for the next build to correct; a new folder is removed.
        guard !committed else { return }
        if !writesOverEarlierOutput || (try? FileSystem.rename(temporaryPath, to: sparePath)) == nil {
            FileSystem.removeTree(temporaryPath)
        }
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
        var relative = ""
        for part in relativePath.split(separator: "/") {
            relative += relative.isEmpty ? String(part) : "/" + part
            try makeFolder(relative)
        }
    }

    /// Creates the last folder of `relativePath`, whose parent must exist (one system call:
    /// what every page needs, since section folders are made first).
    func makeLeafDirectory(_ relativePath: String) throws {
        guard Self.isContained(relativePath) else {
            throw FileSystemError(path: relativePath, operation: "create a folder outside the output at", code: EACCES)
        }
        try makeFolder(relativePath)
    }

    /// Over an earlier output, an existing folder is kept, and anything else at its path
    /// (a file, a link that could lead out of the output) is replaced by a folder.
    private func makeFolder(_ relativePath: String) throws {
        if folderDescriptor >= 0 { return try FileSystem.makeDirectory(relativePath, in: folderDescriptor) }
        let full = temporaryPath + "/" + relativePath
        guard writesOverEarlierOutput else { return try FileSystem.makeDirectory(full) }
        if !FileSystem.makeNewDirectory(full) {
            guard !FileSystem.isDirectory(full, followingLinks: false) else {
                written[relativePath] = true
                return
            }
            FileSystem.removeTree(full)
            try FileSystem.makeDirectory(full)
        }
        written[relativePath] = true
    }

    /// Writes a file at `relativePath` inside the output; its folder must exist.
    func write(_ text: String, to relativePath: String) throws {
        var text = text
        let failure: Error? = text.withUTF8 { buffer -> Error? in
            do {
                try write(UnsafeRawBufferPointer(buffer), to: relativePath)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    func write(bytes: [UInt8], to relativePath: String) throws {
        let failure: Error? = bytes.withUnsafeBytes { buffer -> Error? in
            do {
                try write(buffer, to: relativePath)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    private func write(_ bytes: UnsafeRawBufferPointer, to relativePath: String) throws {
        guard Self.isContained(relativePath) else {
            throw FileSystemError(path: relativePath, operation: "write outside the output at", code: EACCES)
        }
        if isStaging {
            staged.withLock { $0.append((relativePath, Array(bytes))) }
            return
        }
        if writesOverEarlierOutput {
            written[relativePath] = false
            try FileSystem.replaceContents(of: temporaryPath + "/" + relativePath, with: bytes)
        } else if folderDescriptor >= 0 {
            try FileSystem.write(bytes, to: relativePath, in: folderDescriptor)
        } else {
            try FileSystem.write(bytes, to: temporaryPath + "/" + relativePath)
        }
    }

    /// Puts the file `existing` (in a previous build's output) at `relativePath`, as a hard
    /// link; false when that cannot be done and the file must be written instead.
    func link(existing: String, to relativePath: String) -> Bool {
        guard Self.isContained(relativePath) else { return false }
        let full = temporaryPath + "/" + relativePath
        if FileSystem.link(existing, to: full) {
            if writesOverEarlierOutput { written[relativePath] = false }
            return true
        }
        guard writesOverEarlierOutput, errno == EEXIST else { return false }
        // The spare often holds that very file already (linked by the build before).
        if !FileSystem.isSameFile(existing, full) {
            FileSystem.removeTree(full)
            guard FileSystem.link(existing, to: full) else { return false }
        }
        written[relativePath] = false
        return true
    }

    /// Swaps the finished build in: the new output takes the place of the old one in one
    /// step, and the old one becomes the spare the next build writes into. Readers see the
    /// old site or the new one, never a mix. Over an earlier output, what this build did
    /// not write is removed first, so the result equals a build into an empty folder.
    func commit() throws {
        closeFolder()
        if writesOverEarlierOutput { removeUnwritten() }
        guard FileSystem.existsWithoutFollowing(path) else {
            try FileSystem.rename(temporaryPath, to: path)
            committed = true
            return
        }
        // Where the replaced output is once the new one is in place.
        var replaced = temporaryPath
        if !FileSystem.exchange(temporaryPath, path) {
            // Without an atomic exchange (another system, an older kernel): two renames.
            replaced = temporaryPath.replacingSuffix(".building-\(getpid())", with: ".old-\(getpid())")
            try FileSystem.rename(path, to: replaced)
            do {
                try FileSystem.rename(temporaryPath, to: path)
            } catch {
                // Put the previous site back rather than leave no site at all.
                try? FileSystem.rename(replaced, to: path)
                throw error
            }
        }
        committed = true
        // A spare left meanwhile by another build is not this build's to reuse.
        if (try? FileSystem.rename(replaced, to: sparePath)) == nil { FileSystem.removeTree(replaced) }
    }

    /// Closes ``folderDescriptor``: once the build has written everything, before the swap.
    private func closeFolder() {
        guard folderDescriptor >= 0 else { return }
        close(folderDescriptor)
        folderDescriptor = -1
    }

    /// Deletes what the earlier output held and this build did not write: pages that are
    /// gone, renamed or moved. Folders at the same depth are read in parallel.
    private func removeUnwritten() {
        var level = [""]
        while !level.isEmpty {
            level = level.parallelMap { folder -> [String] in
                let full = folder.isEmpty ? temporaryPath : temporaryPath + "/" + folder
                var kept: [String] = []
                FileSystem.forEachEntry(of: full) { name, isDirectory in
                    let relative = folder.isEmpty ? name : folder + "/" + name
                    let recorded = written[relative]
                    if recorded == true, isDirectory {
                        kept.append(relative)
                    } else if recorded != false || isDirectory {
                        FileSystem.removeTree(full + "/" + name)
                    }
                }
                return kept
            }.flatMap { $0 }
        }
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

    /// Deals with the folders of builds that were killed (their process is gone): the
    /// first becomes the spare if there is none (the next build corrects whatever it holds),
    /// the others are removed.
    private static func keepOrRemoveStaleTemporaries(parent: String, name: String, sparePath: String) {
        guard let entries = try? FileSystem.entries(of: parent, followLinks: false) else { return }
        for entry in entries where entry.isDirectory {
            for marker in [".building-", ".old-"] where entry.name.hasPrefix("." + name + marker) {
                let pidText = entry.name.dropFirst(name.count + 1 + marker.count)
                guard let pid = Int32(pidText), pid != getpid() else { continue }
                guard kill(pid, 0) != 0, errno == ESRCH else { continue }
                let stale = parent + "/" + entry.name
                if FileSystem.exists(sparePath) || (try? FileSystem.rename(stale, to: sparePath)) == nil {
                    FileSystem.removeTree(stale)
                }
            }
        }
    }
}

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
