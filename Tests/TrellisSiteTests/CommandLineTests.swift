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

    @Test("trellis layout finds a block's images as the build does and prints their frames")
    func layoutWithImages() throws {
        let site = try LayoutBlockImageTests.site()
        defer { site.remove() }
        let run = try Self.trellis(["layout", site.root + "/content/guide/poll.md", "--width", "400"])
        #expect(run.status == 0, "\(run.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let blocks = try #require(json["blocks"] as? [[String: Any]])
        let nodes = try #require(blocks.first?["nodes"] as? [[String: Any]])
        let frames = Dictionary(uniqueKeysWithValues: nodes.compactMap { node in
            (node["id"] as? String).map { ($0, [node["x"], node["width"], node["height"]].compactMap { $0 as? Double }) }
        })
        // Centred in 400 px: the 160 px row starts at 120.
        #expect(frames["cat"] == [120, 40, 30])
        #expect(frames["diagram"] == [160, 120, 60])

        try site.write(LayoutBlockImageTests.page.replacingOccurrences(of: "cat.png", with: "cta.png"), to: "content/guide/poll.md")
        let failed = try Self.trellis(["layout", site.root + "/content/guide/poll.md", "--width", "400"])
        #expect(failed.status != 0)
        #expect(failed.errors.contains("content/guide/poll.md:5:5: error: no image file named `cta.png`"))
        #expect(failed.errors.contains("did you mean `cat.png`?"))
    }

    @Test("trellis layout --explain prints every proposal and answer, and frames that agree with the JSON")
    func layoutExplain() throws {
        let page = """
            # Row

            ```layout
            HStack {
                Text("Hello").id("hello")
                Spacer().id("gap")
                Text("World").frame(width: 100).id("world")
            }
            .id("row")
            ```
            """
        let site = try SiteFixture(["content/_index.md": "# Home\n", "content/row.md": page])
        defer { site.remove() }
        let explained = try Self.trellis(["layout", site.root + "/content/row.md", "--width", "400", "--explain"])
        #expect(explained.status == 0, "\(explained.errors)")
        let lines = explained.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("row-1 (content/row.md:3), 400 px wide") == true)
        #expect(lines.contains("  measuring:") && lines.contains("  placing:") && lines.contains("  views:"))
        // The stack asks the spacer more than once (its flexibility, then its share).
        #expect(lines.filter { $0.contains("Spacer #gap (line 6)  proposed") }.count >= 2)
        // A fixed frame (shown at the line of the text it modifies) answers its width, and
        // proposes it to the text inside it.
        #expect(lines.contains { $0.contains("frame (line 7)  proposed 0 × nil -> 100 × ") })
        #expect(lines.contains { $0.contains("Text #world (line 7)  proposed 100 × nil -> ") })

        let json = try Self.trellis(["layout", site.root + "/content/row.md", "--width", "400"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let nodes = try #require((report["blocks"] as? [[String: Any]])?.first?["nodes"] as? [[String: Any]])
        for id in ["hello", "gap", "world", "row"] {
            let node = try #require(nodes.first { $0["id"] as? String == id })
            let expected = ["x", "y", "width", "height"].compactMap { node[$0] as? Double }
            let line = try #require(lines.first { $0.hasPrefix("    #\(id) ") }, "no views line for #\(id)")
            // `#id Kind (line N): at (x, y), w × h, proposed …`
            let numbers = line.split(separator: ":", maxSplits: 1)[1].split(whereSeparator: { "(), ×".contains($0) })
                .compactMap { Double($0) }
            #expect(numbers.count >= 4)
            for (shown, exact) in zip(numbers.prefix(4), expected) { #expect(abs(shown - exact) < 0.001, "\(line)") }
        }
    }

    @Test("--help works on every command", arguments: [["--help"], ["build", "--help"], ["new", "--help"]])
    func help(arguments: [String]) throws {
        let run = try Self.trellis(arguments)
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: trellis"))
    }
}
