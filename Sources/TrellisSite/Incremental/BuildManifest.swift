// What the previous build wrote, kept in the cache folder for the next incremental build.

import Foundation
import TrellisMarkup
#if canImport(Glibc)
import Glibc
#endif

/// The record of one committed build: where its output is, and the fingerprint and problems
/// of every page it wrote. The next build copies (hard-links) the pages whose fingerprint
/// has not changed and renders only the others.
///
/// Stored as `build-manifest.json` in the cache folder (`.trellis-cache/` in the site folder
/// by default). It describes one output folder, identified by its inode and change time: if
/// anything else replaced that folder since (a build without the cache, a copy), the
/// identity differs and the next build renders everything.
struct BuildManifest: Codable {
    /// Bumped when the format or the meaning of fingerprints changes.
    static let formatVersion = 1
    static let fileName = "build-manifest.json"

    var version = BuildManifest.formatVersion
    /// The committed output folder (absolute).
    var outputPath: String
    var outputIdentity: String
    /// Per output file (`guide/grids/index.html`): what it was built from and reported.
    var pages: [String: PageRecord]
    /// Hash of every layout block's inputs, and the files the layout renderer asked for then
    /// (fonts, shared CSS): reused as long as the blocks are the same.
    var layoutKey: UInt64
    var layoutFiles: [String]

    struct PageRecord: Codable {
        var fingerprint: UInt64
        var diagnostics: [StoredDiagnostic]?
    }

    /// ``TrellisMarkup/Diagnostic`` as stored (the type itself is not `Codable`).
    struct StoredDiagnostic: Codable {
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var message: String
        var sourceLine: String?
        var hint: String?

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity.rawValue
            file = diagnostic.file
            line = diagnostic.line
            column = diagnostic.column
            message = diagnostic.message
            sourceLine = diagnostic.sourceLine
            hint = diagnostic.hint
        }

        var diagnostic: Diagnostic {
            Diagnostic(
                Diagnostic.Severity(rawValue: severity) ?? .error, file: file, line: line, column: column, message: message,
                sourceLine: sourceLine, hint: hint)
        }
    }

    /// The manifest in `cacheDirectory`, if there is one that still describes its output folder.
    static func load(cacheDirectory: String) -> BuildManifest? {
        guard let data = FileManager.default.contents(atPath: cacheDirectory + "/" + fileName),
            let manifest = try? JSONDecoder().decode(BuildManifest.self, from: data),
            manifest.version == formatVersion, identity(of: manifest.outputPath) == manifest.outputIdentity
        else { return nil }
        return manifest
    }

    /// Writes the manifest (through a temporary file, so a reader never sees half of one).
    func save(cacheDirectory: String) throws {
        try FileSystem.makeDirectories(cacheDirectory)
        let data = try JSONEncoder().encode(self)
        let temporary = cacheDirectory + "/." + Self.fileName + ".\(getpid())"
        try data.withUnsafeBytes { try FileSystem.write($0, to: temporary) }
        try FileSystem.rename(temporary, to: cacheDirectory + "/" + Self.fileName)
    }

    /// Removes the manifest: the output it described is gone or was not fully recorded.
    static func remove(cacheDirectory: String) {
        unlink(cacheDirectory + "/" + fileName)
    }

    /// The inode and status-change time of a folder: a folder put in its place later (a
    /// new build is renamed into place) has another.
    static func identity(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return "\(info.st_dev):\(info.st_ino):\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }
}
