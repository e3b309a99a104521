// The few file operations the build needs, on POSIX calls.
//
// A 20,000-page build opens, reads and writes tens of thousands of files; going straight to
// POSIX (no URL or Data round trips) keeps that a small part of the build time.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file system failure with the path it concerns.
struct FileSystemError: Error, CustomStringConvertible {
    var path: String
    var operation: String
    var code: Int32

    var description: String { "cannot \(operation) '\(path)': \(String(cString: strerror(code)))" }
}

public enum FileSystem {
    /// One directory entry.
    public struct Entry {
        public var name: String
        public var isDirectory: Bool
    }

    /// The entries of a directory, without `.` and `..`, sorted by name for stable output.
    /// With `followLinks` false, a symbolic link is never reported as a folder (so deleting
    /// a tree removes the link, not what it points to).
    public static func entries(of path: String, followLinks: Bool = true) throws -> [Entry] {
        guard let directory = opendir(path) else {
            throw FileSystemError(path: path, operation: "list", code: errno)
        }
        defer { closedir(directory) }
        var result: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            let type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) || (followLinks && type == Int32(DT_LNK)) {
                var info = stat()
                let child = path + "/" + name
                let found = followLinks ? stat(child, &info) : lstat(child, &info)
                isDirectory = found == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            result.append(Entry(name: name, isDirectory: isDirectory))
        }
        result.sort { $0.name < $1.name }
        return result
    }

    /// Whether `path` is a folder; with `followingLinks` false, a link to one is not.
    static func isDirectory(_ path: String, followingLinks: Bool = true) -> Bool {
        var info = stat()
        let found = followingLinks ? stat(path, &info) : lstat(path, &info)
        return found == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything is at `path`, a dangling symbolic link included.
    static func existsWithoutFollowing(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Whether two paths name the same file (hard links of one another).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        var one = stat(), other = stat()
        return lstat(first, &one) == 0 && lstat(second, &other) == 0 && one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// Calls `body` with the name of each entry of a folder (no `.` and `..`, in the order
    /// the file system lists them) and whether it is a folder (never for a symbolic link).
    /// Unlike ``entries(of:followLinks:)`` it neither sorts nor collects.
    static func forEachEntry(of path: String, _ body: (_ name: String, _ isDirectory: Bool) -> Void) {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let type = Int32(entry.pointee.d_type)
            body(name, type == Int32(DT_UNKNOWN) ? isDirectory(path + "/" + name, followingLinks: false) : type == Int32(DT_DIR))
        }
    }

    /// What identifies one version of a regular file (size and modification time), or `nil`
    /// when `path` is not a regular file; lets caches of file contents notice edits.
    public static func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return FileStamp(size: Int64(info.st_size), seconds: Int64(modified.tv_sec), nanoseconds: Int64(modified.tv_nsec))
    }

    public struct FileStamp: Hashable, Sendable {
        var size: Int64
        var seconds: Int64
        var nanoseconds: Int64
    }

    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Reads a whole file as UTF-8 (invalid bytes become U+FFFD rather than failing).
    public static func readText(_ path: String) throws -> String {
        let bytes = try readBytes(path)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: path, operation: "read", code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemError(path: path, operation: "read", code: errno) }
        // One byte more than the size, so a file read whole is seen to end without a
        // second read call; a file that grew meanwhile still reads completely.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var total = 0
        while true {
            if total == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: 4096)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, operation: "read", code: errno)
            }
            total += count
            if count == 0 || total < bytes.count { break }
        }
        bytes.removeLast(bytes.count - total)
        return bytes
    }

    /// Writes a file from scratch, truncating one that is there: for paths where nothing is
    /// yet (a new output folder); over an earlier output, ``replaceContents(of:with:)``.
    static func write(_ text: String, to path: String) throws {
        var text = text
        let failure: Error? = text.withUTF8 { buffer -> Error? in
            do {
                try write(UnsafeRawBufferPointer(buffer), to: path)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// - Parameter directory: an open folder that a relative `path` starts from (`openat`):
    ///   the kernel then walks only the path's own parts, not the folder's every time.
    static func write(_ bytes: UnsafeRawBufferPointer, to path: String, in directory: Int32 = AT_FDCWD) throws {
        let descriptor = openat(directory, path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError(path: path, operation: "write", code: errno) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, operation: "write", code: errno)
            }
            offset += count
        }
    }

    /// Makes `path` hold exactly `bytes`, reusing the file that is there: over the output
    /// of an earlier build, allocating a new inode for each of 20,000 files is what costs.
    ///
    /// A file whose bytes are already `bytes` is left alone (its time stamp too). Otherwise
    /// the bytes are written over the old ones from the start and the rest cut off: never
    /// truncated to zero first, which would make ext4 flush the file on close (its
    /// `auto_da_alloc` guard against replace-by-truncate). A file with other names (a hard
    /// link into the current output) is never written into: it is replaced by a new file,
    /// as are links and folders at `path`.
    static func replaceContents(of path: String, with bytes: UnsafeRawBufferPointer) throws {
        let descriptor = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno != ENOENT { removeTree(path) }
            return try write(bytes, to: path)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink == 1 else {
            close(descriptor)
            unlink(path)
            return try write(bytes, to: path)
        }
        defer { close(descriptor) }
        if Int(info.st_size) == bytes.count, contents(of: descriptor, equal: bytes) { return }
        var offset = 0
        while offset < bytes.count {
            let count = pwrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset, off_t(offset))
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, operation: "write", code: errno)
            }
            offset += count
        }
        if Int(info.st_size) > bytes.count, ftruncate(descriptor, off_t(bytes.count)) != 0 {
            throw FileSystemError(path: path, operation: "write", code: errno)
        }
    }

    /// Whether the open file holds `bytes` from its start (its size is already known equal).
    private static func contents(of descriptor: Int32, equal bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count > 0 else { return true }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        defer { buffer.deallocate() }
        var total = 0
        while total < bytes.count {
            let count = pread(descriptor, buffer.baseAddress! + total, bytes.count - total, off_t(total))
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return false }
            total += count
        }
        return memcmp(buffer.baseAddress!, bytes.baseAddress!, bytes.count) == 0
    }

    /// Swaps two paths in one step (`renameat2` with `RENAME_EXCHANGE`, Linux 3.15 and
    /// later, on ext4, xfs, btrfs and tmpfs among others); false when the system cannot,
    /// and nothing was changed. Glibc declares `renameat2` only for `_GNU_SOURCE`, which
    /// Swift's Glibc module does not define, so it is looked up by name.
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
        guard let renameat2 = renameat2Function else { return false }
        let renameExchange: UInt32 = 1 << 1  // RENAME_EXCHANGE in <linux/fs.h>
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #else
        return false
        #endif
    }

    private typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    private static let renameat2Function: Renameat2? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Renameat2.self)
    }()

    /// Creates a directory; false when it cannot (one that exists included).
    static func makeNewDirectory(_ path: String) -> Bool {
        mkdir(path, 0o755) == 0
    }

    /// Creates a directory; an existing one is fine.
    ///
    /// - Parameter directory: an open folder that a relative `path` starts from (`mkdirat`).
    static func makeDirectory(_ path: String, in directory: Int32 = AT_FDCWD) throws {
        if mkdirat(directory, path, 0o755) != 0, errno != EEXIST {
            throw FileSystemError(path: path, operation: "create folder", code: errno)
        }
    }

    /// Creates a directory and its missing parents.
    static func makeDirectories(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            try makeDirectory(current)
        }
    }

    /// Makes `path` a second name of the existing file `existing` (a hard link): an
    /// incremental build reuses an unchanged page of the previous output without copying it.
    /// The build never writes into a file it linked, so the two outputs cannot affect each
    /// other. False when the file system refuses (another device, no hard links).
    static func link(_ existing: String, to path: String) -> Bool {
        Glibc.link(existing, path) == 0
    }

    static func rename(_ from: String, to: String) throws {
        if Glibc.rename(from, to) != 0 { throw FileSystemError(path: from, operation: "move", code: errno) }
    }

    /// Deletes a folder tree. Only ever called on folders the build created.
    ///
    /// Plain POSIX calls, with the top-level folders removed in parallel: a previous
    /// 20,000-page output must not take longer to delete than to build.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        let entries = (try? Self.entries(of: path, followLinks: false)) ?? []
        let folders = entries.filter(\.isDirectory).map { path + "/" + $0.name }
        for entry in entries where !entry.isDirectory { unlink(path + "/" + entry.name) }
        _ = folders.parallelMap { removeTreeSequentially($0) }
        rmdir(path)
    }

    private static func removeTreeSequentially(_ path: String) {
        for entry in (try? Self.entries(of: path, followLinks: false)) ?? [] {
            let child = path + "/" + entry.name
            if entry.isDirectory { removeTreeSequentially(child) } else { unlink(child) }
        }
        rmdir(path)
    }

    /// The absolute, symlink-free form of an existing path.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
