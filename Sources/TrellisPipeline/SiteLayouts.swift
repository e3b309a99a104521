// The site's `layouts/*.swift`: Swift every layout block sees, compiled once per change.

import Foundation
import Synchronization
import TrellisBlocks
import TrellisMarkup
import TrellisSite

/// Reads and compiles `layouts/*.swift` (a custom layout, a view or a `LayoutValueKey`
/// declared once for the whole site), as Hugo's `layouts/` holds what every page shares.
///
/// Compiled once and reused until a file in the folder changes (its name, size or
/// modification time, read with the build's own `FileSystem`), so `trellis serve` sees edits and a build of many blocks compiles
/// the folder once. Errors are positioned in the file (`layouts/flow.swift:12:5`).
final class SiteLayouts: Sendable {
    private struct Compiled {
        var stamp: [String: FileSystem.FileStamp]
        var result: Result<(lifetime: ProgramLifetime, warnings: [Diagnostic])?, BuildFailure>
    }

    private let compiled = Mutex<[String: Compiled]>([:])

    /// The folder's files, sorted, relative to the site (`layouts/flow.swift`).
    static func files(siteDirectory: String) -> [String] {
        let entries = (try? FileSystem.entries(of: siteDirectory + "/layouts")) ?? []
        return entries.filter { !$0.isDirectory && $0.name.hasSuffix(".swift") && !$0.name.hasPrefix(".") }.map { "layouts/" + $0.name }
    }

    /// What identifies the folder's content: each file's size and modification time.
    static func stamp(siteDirectory: String) -> [String: FileSystem.FileStamp] {
        var stamps: [String: FileSystem.FileStamp] = [:]
        for file in files(siteDirectory: siteDirectory) { stamps[file] = FileSystem.stamp(siteDirectory + "/" + file) }
        return stamps
    }

    /// The compiled folder of `siteDirectory` (`nil` when it has no Swift files): hold the
    /// lifetime while blocks are made with its program (each block then holds it too).
    ///
    /// - Throws: `BuildFailure` with every error in the folder's files.
    func library(siteDirectory: String) throws -> ProgramLifetime? {
        try compile(siteDirectory: siteDirectory).get()?.lifetime
    }

    /// What compiling the folder warns of (``SwiftProgram/library(_:)``); none when it fails,
    /// as its errors then fail every block that uses it.
    func warnings(siteDirectory: String) -> [Diagnostic] {
        (try? compile(siteDirectory: siteDirectory).get()?.warnings) ?? []
    }

    private func compile(siteDirectory: String) -> Result<(lifetime: ProgramLifetime, warnings: [Diagnostic])?, BuildFailure> {
        let stamp = Self.stamp(siteDirectory: siteDirectory)
        if let cached = compiled.withLock({ $0[siteDirectory] }), cached.stamp == stamp { return cached.result }
        let result: Result<(lifetime: ProgramLifetime, warnings: [Diagnostic])?, BuildFailure>
        do {
            let sources = try Self.files(siteDirectory: siteDirectory).map { file in
                guard let code = try? String(contentsOfFile: siteDirectory + "/" + file, encoding: .utf8) else {
                    throw BuildFailure([Diagnostic(file: file, message: "cannot read \(file) as UTF-8 text")])
                }
                return LayoutBlockSource(code: code, file: file)
            }
            result = .success(sources.isEmpty ? nil : try SwiftProgram.library(sources))
        } catch let failure as BuildFailure {
            result = .failure(failure)
        } catch {
            result = .failure(BuildFailure([Diagnostic(file: "layouts/", message: "\(error)")]))
        }
        compiled.withLock { $0[siteDirectory] = Compiled(stamp: stamp, result: result) }
        return result
    }
}
