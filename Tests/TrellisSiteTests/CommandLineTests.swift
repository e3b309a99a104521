import Foundation
import Testing

/// Runs the real `trellis` executable that `swift build` / `swift test` put next to the tests.
@Suite("The trellis command")
struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static func trellis(_ arguments: [String]) throws -> Run {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("trellis")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData, as: UTF8.self))
    }

    @Test("trellis new makes a site that trellis build turns into public/; errors exit non-zero with positions")
    func newThenBuild() throws {
        let root = NSTemporaryDirectory() + "trellis-cli-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let created = try Self.trellis(["new", root])
        #expect(created.status == 0, "\(created.errors)")

        let built = try Self.trellis(["build", "--source", root])
        #expect(built.status == 0, "\(built.errors)")
        // The theme's CSS plus the fonts layout blocks are measured with and their stylesheets.
        #expect(built.output.hasPrefix("Built 4 pages, copied "))
        #expect(FileManager.default.fileExists(atPath: root + "/public/assets/trellis-fonts.css"))
        #expect(FileManager.default.fileExists(atPath: root + "/public/assets/trellis-layout.css"))
        #expect(FileManager.default.fileExists(atPath: root + "/public/guide/writing/index.html"))

        // `new` never overwrites.
        #expect(try Self.trellis(["new", root]).status != 0)

        let page = root + "/content/guide/installing.md"
        let text = try String(contentsOfFile: page, encoding: .utf8)
        try (text + "\nA [broken](missing.md) link.\n").write(toFile: page, atomically: true, encoding: .utf8)
        let failed = try Self.trellis(["build", "--source", root])
        #expect(failed.status == 1)
        #expect(failed.errors.contains("content/guide/installing.md:16:3: error: link to a page that does not exist: 'missing.md'"))
        #expect(failed.errors.contains("Build failed with 1 error; the previous output is unchanged."))
        #expect(FileManager.default.fileExists(atPath: root + "/public/guide/writing/index.html"))
    }

    @Test("--help works on every command", arguments: [["--help"], ["build", "--help"], ["new", "--help"]])
    func help(arguments: [String]) throws {
        let run = try Self.trellis(arguments)
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: trellis"))
    }
}
