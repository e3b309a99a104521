import Foundation
import TrellisMarkup
@testable import TrellisSite

/// A site folder in a fresh temporary directory, written from a dictionary of files.
struct SiteFixture {
    let root: String

    init(_ files: [String: String]) throws {
        root = NSTemporaryDirectory() + "trellis-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(text, to: path) }
    }

    func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    func write(bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + path)
    }

    /// Names in the site folder (to check that no temporary folders are left behind).
    func topLevelNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
    }

    func build(drafts: Bool = false, output: String? = nil) -> Result<BuildReport, BuildFailure> {
        Result { () throws(BuildFailure) in
            try Site.build(BuildOptions(siteDirectory: root, outputDirectory: output, includeDrafts: drafts))
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }

    var success: Success? {
        if case .success(let success) = self { return success }
        return nil
    }
}
