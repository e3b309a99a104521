import Foundation
import Testing

/// Runs the real `trellis` executable that `swift build` / `swift test` put next to the tests.
@Suite("The trellis command")
struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
        /// With a marker: the command lines of processes it started that were still running
        /// when it exited (``processes(carrying:)``).
        var leftRunning: [String] = []
    }

    /// - Parameter marker: a `NAME=value` added to the environment, which every process the
    ///   command starts inherits. The command's output then goes to files rather than pipes
    ///   (a process it left running would hold a pipe open and delay its end), and what is
    ///   still running the moment it exits is recorded in ``Run/leftRunning``.
    static func trellis(_ arguments: [String], marker: String? = nil) throws -> Run {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("trellis")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        guard let marker, let equals = marker.firstIndex(of: "=") else {
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
        var environment = ProcessInfo.processInfo.environment
        environment[String(marker[..<equals])] = String(marker[marker.index(after: equals)...])
        process.environment = environment
        let files = (0..<2).map { _ in NSTemporaryDirectory() + "trellis-cli-output-" + UUID().uuidString }
        defer { for file in files { try? FileManager.default.removeItem(atPath: file) } }
        for file in files { FileManager.default.createFile(atPath: file, contents: nil) }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: files[0]))
        let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: files[1]))
        defer { try? output.close(); try? errors.close() }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let leftRunning = processes(carrying: marker)
        return Run(
            status: process.terminationStatus, output: (try? String(contentsOfFile: files[0], encoding: .utf8)) ?? "",
            errors: (try? String(contentsOfFile: files[1], encoding: .utf8)) ?? "", leftRunning: leftRunning)
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
        // What the build wrote beside the sources is ignored by git, and nothing the author wrote is.
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["-C", root, "init", "-q"]
        try git.run()
        git.waitUntilExit()
        let status = Process()
        let output = Pipe()
        status.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        status.arguments = ["-C", root, "status", "--porcelain", "--untracked-files=all"]
        status.standardOutput = output
        try status.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        status.waitUntilExit()
        let untracked = Set(listed.split(separator: "\n").map { String($0.dropFirst(3)) })
        #expect(untracked == [".gitignore", "trellis.yml", "content/_index.md", "content/guide/_index.md",
                              "content/guide/installing.md", "content/guide/writing.md", "content/guide/logo.svg"])

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

    @Test("trellis build leaves nothing running once it exits, over an empty folder and over its previous output")
    func buildLeavesNothingRunning() throws {
        let root = NSTemporaryDirectory() + "trellis-cli-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Enough folders that deleting an output takes a while: work left running after the
        // build (the old output's deletion was once) is still there when the build exits.
        for section in 0..<10 {
            for page in 0..<100 {
                let folder = root + "/content/s\(section)"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try "# Page \(page)\n\nText.\n".write(toFile: folder + "/p\(page).md", atomically: false, encoding: .utf8)
            }
        }
        let marker = "TRELLIS_TEST_RUN=" + UUID().uuidString
        for run in 1...3 {
            if run == 3 { try FileManager.default.removeItem(atPath: root + "/content/s9") }
            let built = try Self.trellis(["build", "--source", root, "--no-cache"], marker: marker)
            #expect(built.status == 0, "\(built.errors)")
            #expect(built.leftRunning.isEmpty, "build \(run) left these running: \(built.leftRunning)")
            let names = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
            #expect(names == (run == 1 ? ["content", "public"] : [".public.spare", "content", "public"]))
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/public/s9"))
        #expect(FileManager.default.fileExists(atPath: root + "/public/s8/p99/index.html"))
    }

    /// The command lines of the running processes whose environment holds `marker`.
    static func processes(carrying marker: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                environment.split(separator: 0).contains(where: { $0.elementsEqual(marker.utf8) })
            else { return nil }
            let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
            return String(decoding: command.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
        }
    }

    @Test("--help works on every command", arguments: [["--help"], ["build", "--help"], ["new", "--help"]])
    func help(arguments: [String]) throws {
        let run = try Self.trellis(arguments)
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: trellis"))
    }
}
