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
        #expect(site.topLevelNames() == ["content", "public"])
    }

    @Test("Folders left by a killed build are removed by the next one")
    func staleTemporaries() throws {
        let site = try SiteFixture(["content/a.md": "# A\n", "public/old.txt": "old"])
        defer { site.remove() }
        // A process id that is not running (above the kernel's default pid_max).
        try site.write("partial", to: ".public.building-4999999/a/index.html")
        _ = try #require(site.build().success)
        #expect(site.topLevelNames() == ["content", "public"])
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
