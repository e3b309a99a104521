// The site's `layouts/*.swift`: Swift every layout block sees, compiled once per change.

import Foundation
import Synchronization
import TrellisBlocks
import TrellisMarkup

/// Reads and compiles `layouts/*.swift` (a custom layout, a view or a `LayoutValueKey`
/// declared once for the whole site), as Hugo's `layouts/` holds what every page shares.
///
/// Compiled once and reused until a file in the folder changes (its name, size or
/// modification time), so `trellis serve` sees edits and a build of many blocks compiles
/// the folder once. Errors are positioned in the file (`layouts/flow.swift:12:5`).
final class SiteLayouts: Sendable {
    private struct Compiled {
        var stamp: String
        var result: Result<SwiftProgram?, BuildFailure>
    }

    private let compiled = Mutex<[String: Compiled]>([:])

    /// The folder's files, sorted, relative to the site (`layouts/flow.swift`).
    static func files(siteDirectory: String) -> [String] {
        let folder = URL(fileURLWithPath: siteDirectory).appendingPathComponent("layouts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted().map { "layouts/" + $0 }
    }

    /// What identifies the folder's content: each file's path, size and modification time.
    static func stamp(siteDirectory: String) -> String {
        files(siteDirectory: siteDirectory).map { file in
            let path = URL(fileURLWithPath: siteDirectory).appendingPathComponent(file).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            return "\(file)|\(size)|\(modified)"
        }.joined(separator: "\n")
    }

    /// The compiled folder of `siteDirectory` (`nil` when it has no Swift files).
    ///
    /// - Throws: `BuildFailure` with every error in the folder's files.
    func library(siteDirectory: String) throws -> SwiftProgram? {
        let stamp = Self.stamp(siteDirectory: siteDirectory)
        if let cached = compiled.withLock({ $0[siteDirectory] }), cached.stamp == stamp { return try cached.result.get() }
        let result: Result<SwiftProgram?, BuildFailure>
        do {
            let sources = try Self.files(siteDirectory: siteDirectory).map { file in
                let path = URL(fileURLWithPath: siteDirectory).appendingPathComponent(file).path
                guard let code = try? String(contentsOfFile: path, encoding: .utf8) else {
                    throw BuildFailure([Diagnostic(file: file, message: "cannot read \(file) as UTF-8 text")])
                }
                return LayoutBlockSource(code: code, file: file)
            }
            result = .success(sources.isEmpty ? nil : try SwiftProgram.library(sources))
        } catch let failure as BuildFailure {
            result = .failure(failure)
        }
        compiled.withLock { $0[siteDirectory] = Compiled(stamp: stamp, result: result) }
        return try result.get()
    }
}
