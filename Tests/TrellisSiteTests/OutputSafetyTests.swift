import Foundation
import Testing
import TrellisMarkup
@testable import TrellisSite

@Suite("Atomic output and path safety")
struct OutputSafetyTests {
    @Test("A failing build leaves the previous public/ untouched and no temporary folder behind")
    func failedBuildKeepsOldOutput() throws {
        let site = try SiteFixture(["content/a.md": "# A\n"])
        defer { site.remove() }
        _ = try #require(site.build().success)
        try site.write("previous build", to: "public/marker.txt")
        let before = try #require(site.read("public/a/index.html"))

        try site.write("# A changed\n\n[broken](nowhere.md)\n", to: "content/a.md")
        try site.write("# B\n", to: "content/b.md")
        #expect(site.build().failure != nil)
        #expect(site.read("public/marker.txt") == "previous build")
        #expect(site.read("public/a/index.html") == before)
        #expect(!site.exists("public/b/index.html"))
        #expect(site.topLevelNames() == ["content", "public"])
    }

    @Test("A successful build replaces the output as a whole")
    func successfulBuildReplaces() throws {
        let site = try SiteFixture(["content/a.md": "# A\n"])
        defer { site.remove() }
        _ = try #require(site.build().success)
        try site.write("stale", to: "public/stale.txt")
        try site.write("# B\n", to: "content/b.md")
        _ = try #require(site.build().success)
        #expect(!site.exists("public/stale.txt"))
        #expect(site.exists("public/b/index.html"))
        // The replaced output is kept as the spare the next build writes into...
        #expect(site.topLevelNames() == [".public.spare", "content", "public"])
        #expect(site.read(".public.spare/stale.txt") == "stale")
        // ...which removes what it did not write.
        _ = try #require(site.build().success)
        #expect(!site.exists("public/stale.txt"))
        #expect(site.topLevelNames() == [".public.spare", "content", "public"])
    }

    @Test("Of the folders left by killed builds, one becomes the spare (its files corrected) and the others are removed")
    func staleTemporaries() throws {
        let site = try SiteFixture(["content/a.md": "# A\n", "public/old.txt": "old"])
        defer { site.remove() }
        // Process ids that are not running (above the kernel's default pid_max).
        try site.write("partial", to: ".public.building-4999999/a/index.html")
        try site.write("partial", to: ".public.old-4999998/b/index.html")
        _ = try #require(site.build().success)
        #expect(site.topLevelNames() == [".public.spare", "content", "public"])
        #expect(site.read("public/a/index.html")?.contains("<h1") == true)
        #expect(!site.exists("public/old.txt"))
        #expect(!site.exists("public/b/index.html"))
    }

    @Test("A build over earlier outputs, with pages removed, renamed and changed, leaves exactly what a build into an empty folder leaves")
    func overEarlierOutputEqualsCleanBuild() throws {
        let long = "# A\n\n" + String(repeating: "A long paragraph that the next version drops. ", count: 40) + "\n"
        let site = try SiteFixture([
            "content/_index.md": "# Home\n", "content/guide/_index.md": "---\ntitle: Guide\n---\nThe guide.\n",
            "content/guide/a.md": long, "content/guide/b.md": "# B\n", "content/old/c.md": "# C\n",
            "static/images/x.txt": "x",
        ])
        defer { site.remove() }
        _ = try #require(site.build().success)
        _ = try #require(site.build().success)
        #expect(site.exists(".public.spare/old/c/index.html"))
        // Pages removed, renamed, moved to a new section, shortened; a static file gone.
        try FileManager.default.removeItem(atPath: site.root + "/content/guide/b.md")
        try FileManager.default.moveItem(atPath: site.root + "/content/old", toPath: site.root + "/content/new")
        try FileManager.default.moveItem(atPath: site.root + "/content/guide/a.md", toPath: site.root + "/content/guide/renamed.md")
        try site.write("# A\n\nShort now.\n", to: "content/guide/a.md")
        try FileManager.default.removeItem(atPath: site.root + "/static/images/x.txt")
        // What else may lie in the spare: a stray file, a file where a folder goes, a folder
        // where a file goes, and a link out of the output where a page's folder goes.
        let outside = site.root + "-outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try "mine".write(toFile: outside + "/index.html", atomically: false, encoding: .utf8)
        try site.write("stray", to: ".public.spare/stray.txt")
        try site.write("a file", to: ".public.spare/new")
        try FileManager.default.removeItem(atPath: site.root + "/.public.spare/sitemap.xml")
        try site.write("a folder", to: ".public.spare/sitemap.xml/inside.txt")
        try FileManager.default.removeItem(atPath: site.root + "/.public.spare/guide/a")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/.public.spare/guide/a", withDestinationPath: outside)

        _ = try #require(site.build().success)
        _ = try #require(site.build(output: site.root + "/clean").success)
        let overEarlier = Self.snapshot(site.root + "/public"), clean = Self.snapshot(site.root + "/clean")
        #expect(overEarlier.keys.sorted() == clean.keys.sorted())
        for (path, entry) in clean where overEarlier[path] != entry { Issue.record("\(path) differs from a clean build") }
        #expect(overEarlier["guide/a"] == "folder")
        #expect(overEarlier["new/c/index.html"] != nil && overEarlier["old"] == nil && overEarlier["guide/b"] == nil)
        #expect((try? String(contentsOfFile: outside + "/index.html", encoding: .utf8)) == "mine")
        #expect(site.topLevelNames() == [".public.spare", "clean", "content", "public", "static"])
    }

    @Test("A build over the spare reuses its folders and files, and leaves the files whose bytes did not change alone")
    func reusesSpareTree() throws {
        let site = try SiteFixture(["content/guide/a.md": "# A\n", "content/guide/b.md": "# B\n"])
        defer { site.remove() }
        _ = try #require(site.build().success)
        let folder = try Self.fileNumber(site.root + "/public/guide/a")
        let unchanged = try Self.fileNumber(site.root + "/public/guide/a/index.html")
        let changed = try Self.fileNumber(site.root + "/public/guide/b/index.html")
        let modified = try FileManager.default.attributesOfItem(atPath: site.root + "/public/guide/a/index.html")[.modificationDate] as? Date
        _ = try #require(site.build().success)
        try site.write("# B\n\nNow longer than it was.\n", to: "content/guide/b.md")
        // The third build writes into the first one's tree.
        _ = try #require(site.build().success)
        #expect(try Self.fileNumber(site.root + "/public/guide/a") == folder)
        #expect(try Self.fileNumber(site.root + "/public/guide/a/index.html") == unchanged)
        #expect(try FileManager.default.attributesOfItem(atPath: site.root + "/public/guide/a/index.html")[.modificationDate] as? Date == modified)
        #expect(try Self.fileNumber(site.root + "/public/guide/b/index.html") == changed)
        #expect(site.read("public/guide/b/index.html")?.contains("Now longer than it was.") == true)
    }

    @Test("A failed build over the spare never writes into a file the current output shares with it (an incremental build's hard link)")
    func failedBuildKeepsSharedFiles() throws {
        let site = try SiteFixture(["content/a.md": "# A\n", "content/b.md": "# B\n"])
        defer { site.remove() }
        func build() -> Result<BuildReport, BuildFailure> {
            Result { () throws(BuildFailure) in
                try Site.build(BuildOptions(siteDirectory: site.root, cacheDirectory: BuildOptions.defaultCacheDirectory(siteDirectory: site.root)))
            }
        }
        _ = try #require(build().success)
        let second = try #require(build().success)
        #expect(second.reusedPageCount == second.pageCount)
        // The spare (the first output) and the current one share a/index.html.
        try #require(try Self.fileNumber(site.root + "/public/a/index.html") == Self.fileNumber(site.root + "/.public.spare/a/index.html"))
        let before = try #require(site.read("public/a/index.html"))

        try site.write("# A changed\n", to: "content/a.md")
        try site.write("# B\n\n[broken](nowhere.md)\n", to: "content/b.md")
        #expect(build().failure != nil)
        #expect(site.read("public/a/index.html") == before)
        #expect(site.read(".public.spare/a/index.html")?.contains("A changed") == true)

        try site.write("# B\n", to: "content/b.md")
        _ = try #require(build().success)
        #expect(site.read("public/a/index.html")?.contains("A changed") == true)
        #expect(site.read(".public.spare/a/index.html") == before)
    }

    /// Every entry below `folder` by relative path: `folder`, `link`, or a file's contents.
    static func snapshot(_ folder: String, prefix: String = "") -> [String: String] {
        var entries: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let path = folder + "/" + name, relative = prefix + name
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            switch type {
            case .typeDirectory?:
                entries[relative] = "folder"
                entries.merge(snapshot(path, prefix: relative + "/")) { first, _ in first }
            case .typeRegular?:
                entries[relative] = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
            default:
                entries[relative] = "link or other"
            }
        }
        return entries
    }

    /// The inode number of a file or folder (not following a link).
    static func fileNumber(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }

    @Test("A slug with .. or / is refused and nothing is written outside the output", arguments: ["../../escaped", "a/b", "..", "."])
    func slugEscape(slug: String) throws {
        let site = try SiteFixture(["content/guide/a.md": "---\ntitle: A\nslug: \"\(slug)\"\n---\n# A\n"])
        defer { site.remove() }
        let failure = try #require(site.build().failure)
        let diagnostic = try #require(failure.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("slug '\(slug)' cannot be used"))
        #expect(diagnostic.location == "content/guide/a.md:3:1")
        #expect(site.topLevelNames() == ["content"])
        #expect(!FileManager.default.fileExists(atPath: site.root + "/../escaped"))
    }

    @Test("The output folder cannot be the site, its content or a folder containing them")
    func protectedOutputs() throws {
        let site = try SiteFixture(["content/a.md": "# A\n"])
        defer { site.remove() }
        for output in [site.root, site.root + "/content", site.root + "/..", "/"] {
            let failure = try #require(site.build(output: output).failure, "accepted \(output)")
            #expect(failure.diagnostics.first?.message.hasPrefix("refusing") == true || failure.diagnostics.first?.message.contains("root") == true)
        }
        #expect(site.exists("content/a.md"))
    }

    @Test("Output paths that would leave the folder are refused by the writer itself")
    func containment() {
        #expect(OutputDirectory.isContained("guide/a/index.html"))
        for path in ["../x", "a/../../x", "/etc/passwd", "a//b", "./a", ""] {
            #expect(!OutputDirectory.isContained(path), "accepted \(path)")
        }
    }
}
