// Change notifications from the kernel (inotify): every inotify call of the preview is here.

#if canImport(Glibc)
import Glibc

/// Tells which source files changed, as the kernel reports them, without scanning the site.
///
/// Polling a 20,000-page site costs a `stat` per file per scan; inotify wakes the preview
/// within a millisecond of a save and names the file. Every folder of `content/`,
/// `templates/`, `static/` and `data/` is watched, plus the site folder itself (for
/// `trellis.yml`, and for source folders created later); folders created later are watched
/// as they appear. When the kernel's queue overflows, or a watch cannot be added (the
/// user's `max_user_watches` is reached), ``read(timeoutMilliseconds:)`` says so and the
/// caller falls back to comparing snapshots. `@unchecked Sendable`: created before the
/// first build, then read by one watch loop only, one read at a time.
final class ChangeNotifier: @unchecked Sendable {
    /// What one read found.
    enum Changes: Equatable {
        /// Nothing happened before the timeout.
        case none
        /// These files (relative to the site folder) were written, created, removed or moved.
        case files(Set<String>)
        /// Events were lost: the caller must compare snapshots to find what changed.
        case unknown
    }

    private let descriptor: Int32
    private let siteDirectory: String
    /// Watch descriptor -> folder relative to the site folder ("" for the site folder).
    private var folders: [Int32: String] = [:]
    private var lostEvents = false

    private static let mask: UInt32 = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY | IN_ATTRIB | IN_DELETE_SELF)

    /// Nil where inotify is unavailable (then the preview polls).
    init?(siteDirectory: String) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.siteDirectory = siteDirectory
        guard addWatch("") else {
            close(descriptor)
            return nil
        }
        for name in SourceWatcher.watchedNames { watchTree(name, depth: 0) }
    }

    deinit { close(descriptor) }

    /// Waits up to `timeoutMilliseconds` for events and returns every change queued by then.
    func read(timeoutMilliseconds: Int32) -> Changes {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, timeoutMilliseconds)
        guard ready > 0 else { return lostEvents ? takeLost() : .none }
        var changed: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (event, name) = buffer.withUnsafeBytes { bytes -> (inotify_event, String) in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = bytes[start..<min(start + Int(event.len), count)].prefix { $0 != 0 }
                    return (event, String(decoding: nameBytes, as: UTF8.self))
                }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    lostEvents = true
                    continue
                }
                guard let folder = folders[event.wd] else { continue }
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    folders[event.wd] = nil
                    continue
                }
                guard !name.isEmpty, !SourceWatcher.isIgnored(name) else { continue }
                let path = folder.isEmpty ? name : folder + "/" + name
                // In the site folder, only the sources count (not public/, not the cache).
                if folder.isEmpty, !SourceWatcher.watchedNames.contains(name) { continue }
                if event.mask & UInt32(IN_ISDIR) != 0 {
                    if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                        // A new folder: watch it, and count the files it already holds.
                        watchTree(path, depth: path.split(separator: "/").count - 1)
                        lostEvents = true
                    } else if event.mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                        lostEvents = true
                    }
                    continue
                }
                changed.insert(path)
            }
        }
        if lostEvents { return takeLost() }
        return changed.isEmpty ? .none : .files(changed)
    }

    private func takeLost() -> Changes {
        lostEvents = false
        return .unknown
    }

    @discardableResult
    private func addWatch(_ relative: String) -> Bool {
        let path = relative.isEmpty ? siteDirectory : siteDirectory + "/" + relative
        let watch = inotify_add_watch(descriptor, path, Self.mask)
        guard watch >= 0 else {
            if errno == ENOSPC { lostEvents = true }
            return false
        }
        folders[watch] = relative
        return true
    }

    /// Watches `relative` and the folders below it (not following symbolic links' loops:
    /// the depth is bounded as the snapshot's is).
    private func watchTree(_ relative: String, depth: Int) {
        guard depth < 32 else { return }
        let path = siteDirectory + "/" + relative
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        guard addWatch(relative) else { return }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != "..", !SourceWatcher.isIgnored(name) else { continue }
            var info = stat()
            if stat(path + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                watchTree(relative + "/" + name, depth: depth + 1)
            }
        }
    }
}
#endif
