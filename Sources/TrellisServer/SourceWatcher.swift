// Notices edits to the site's sources by polling modification times.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The modification times and sizes of every source file, compared between polls.
///
/// Polling is portable (network mounts, containers, editors that replace files) and cheap:
/// one `lstat` per file. Editor droppings (dotfiles, `file~`, vim's `4913`) are ignored so
/// that saving a page causes one rebuild, not three.
struct SourceWatcher: Sendable {
    /// What identifies one version of a file.
    struct Stamp: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt
    }

    /// The folders and files a build reads.
    static let watchedNames = ["content", "templates", "static", "data", "layouts", "trellis.yml", "trellis.yaml"]

    let siteDirectory: String

    /// Every watched file, relative to the site folder, with its stamp.
    func snapshot() -> [String: Stamp] {
        var files: [String: Stamp] = [:]
        for name in Self.watchedNames { collect(name, into: &files, depth: 0) }
        return files
    }

    /// The files added, removed or changed between two snapshots, sorted.
    static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        var changed: [String] = []
        for (path, stamp) in new where old[path] != stamp { changed.append(path) }
        for path in old.keys where new[path] == nil { changed.append(path) }
        return changed.sorted()
    }

    private func collect(_ relative: String, into files: inout [String: Stamp], depth: Int) {
        let path = siteDirectory + "/" + relative
        var info = stat()
        // stat (not lstat) so a symlinked content folder is watched like the build reads it.
        guard stat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            // Deep enough for any real site, and a guard against symlink loops.
            guard depth < 32, let directory = opendir(path) else { return }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !Self.isIgnored(name) else { continue }
                collect(relative + "/" + name, into: &files, depth: depth + 1)
            }
        } else {
            #if canImport(Darwin)
            let modified = info.st_mtimespec
            #else
            let modified = info.st_mtim
            #endif
            files[relative] = Stamp(
                seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec), size: Int(info.st_size),
                inode: UInt(info.st_ino))
        }
    }

    /// Hidden files, backups and editors' temporary files: never part of the site.
    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
            || name.hasPrefix("#")
    }
}
