// WOFF2 versions of font files, made once per font file and kept between builds.

import Foundation

/// Compresses fonts to WOFF2 with Debian's `woff2_compress` (package `woff2`).
///
/// Compressing a face takes about a second, far longer than building a small site, so each
/// result is kept in `$XDG_CACHE_HOME/trellis/woff2` (default `~/.cache/trellis/woff2`) under
/// a name made of the file's name, size and modification time. Without the tool, or when a
/// conversion fails, callers serve the original file.
enum WOFF2Cache {
    static let tool = "/usr/bin/woff2_compress"

    /// The WOFF2 bytes of the font at `url` (`size` bytes long), or nil.
    static func compressed(_ url: URL, size: Int) -> [UInt8]? {
        let manager = FileManager.default
        guard manager.isExecutableFile(atPath: tool), let directory = cacheDirectory() else { return nil }
        let modified = (try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let stem = url.deletingPathExtension().lastPathComponent
        let cached = directory.appendingPathComponent("\(stem)-\(size)-\(Int(modified)).woff2")
        if let bytes = try? Data(contentsOf: cached) { return [UInt8](bytes) }

        // woff2_compress writes next to its input, so it works on a private copy.
        let work = directory.appendingPathComponent("tmp-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: work) }
        do {
            try manager.createDirectory(at: work, withIntermediateDirectories: true)
            let input = work.appendingPathComponent(url.lastPathComponent)
            try manager.copyItem(at: url, to: input)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [input.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            let output = input.deletingPathExtension().appendingPathExtension("woff2")
            let bytes = try Data(contentsOf: output)
            // Move into place atomically: parallel builds may race for the same entry.
            _ = try? manager.replaceItemAt(cached, withItemAt: output)
            return [UInt8](bytes)
        } catch {
            return nil
        }
    }

    private static func cacheDirectory() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        let base: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home).appendingPathComponent(".cache")
        } else {
            return nil
        }
        let directory = base.appendingPathComponent("trellis/woff2")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        } catch {
            return nil
        }
    }
}
