// Every call into GNU source-highlight (through the CSourceHighlight shim) lives in this file.

internal import CSourceHighlight
import Foundation

/// Classifies code with GNU source-highlight, the Debian-packaged highlighting library
/// (`libsource-highlight-dev`), whose regular-expression language definitions cover most of
/// what documentation shows.
///
/// source-highlight reads `.lang` files from one data folder, and definitions `include` each
/// other by name; so the first use builds a folder holding links to the system's definitions
/// plus ``extraDefinitions`` (YAML, TOML, TypeScript, Kotlin, Dockerfile, Markdown), keyed by
/// a hash of their text so a changed definition never reads a stale copy.
enum SourceHighlightLibrary {
    /// The folder the system's definitions live in, or nil when the library's data is missing.
    static let systemDataDirectory: String? = {
        let candidates = [ProcessInfo.processInfo.environment["TRELLIS_SOURCE_HIGHLIGHT_DATADIR"], "/usr/share/source-highlight"]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0 + "/lang.map") }
    }()

    /// The combined data folder, made once per process (nil when it cannot be made).
    static let dataDirectory: String? = makeDataDirectory()

    /// The runs of `code` with their element names, or nil when the language cannot be used
    /// (missing data, a definition that fails to load); the caller then shows plain code.
    static func classify(_ code: String, langFile: String) -> [(element: String, range: Range<Int>)]? {
        guard let dataDirectory else { return nil }
        var code = code
        return code.withUTF8 { bytes -> [(element: String, range: Range<Int>)]? in
            var tokens: UnsafeMutablePointer<TrellisHighlightToken>?
            var count = 0
            var error: UnsafeMutablePointer<CChar>?
            let status = bytes.withMemoryRebound(to: CChar.self) { chars in
                trellis_highlight(dataDirectory, langFile, chars.baseAddress, chars.count, &tokens, &count, &error)
            }
            defer {
                trellis_highlight_free(tokens)
                trellis_highlight_free(error)
            }
            guard status == 0 else { return nil }
            var result: [(element: String, range: Range<Int>)] = []
            result.reserveCapacity(count)
            for index in 0..<count {
                guard let token = tokens?[index] else { break }
                let start = Int(token.start)
                result.append((String(cString: token.element), start..<start + Int(token.length)))
            }
            return result
        }
    }

    private static func makeDataDirectory() -> String? {
        guard let system = systemDataDirectory else { return nil }
        let files = FileManager.default
        var hasher = FNV1a()
        for (name, text) in extraDefinitions.sorted(by: { $0.key < $1.key }) { hasher.add(name + "\u{0}" + text + "\u{0}") }
        hasher.add(system)
        let folder = files.temporaryDirectory.appendingPathComponent("trellis-source-highlight-\(getuid())-\(String(hasher.value, radix: 16))").path
        if files.fileExists(atPath: folder + "/lang.map") { return folder }
        // Built beside, then renamed into place, so concurrent builds never see half a folder.
        let staging = folder + ".\(getpid()).\(UInt32.random(in: 0 ... .max))"
        do {
            try files.createDirectory(atPath: staging, withIntermediateDirectories: true)
            for name in try files.contentsOfDirectory(atPath: system) where extraDefinitions[name] == nil {
                try files.createSymbolicLink(atPath: staging + "/" + name, withDestinationPath: system + "/" + name)
            }
            for (name, text) in extraDefinitions {
                try Data(text.utf8).write(to: URL(fileURLWithPath: staging + "/" + name))
            }
            if (try? files.moveItem(atPath: staging, toPath: folder)) == nil { try? files.removeItem(atPath: staging) }
            return files.fileExists(atPath: folder + "/lang.map") ? folder : nil
        } catch {
            try? files.removeItem(atPath: staging)
            return nil
        }
    }
}

/// 64-bit FNV-1a: a stable name for the data folder's contents.
private struct FNV1a {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
    }
}
