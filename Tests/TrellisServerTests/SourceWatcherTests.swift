// Which edits trigger a rebuild.

import Foundation
import Testing
@testable import TrellisServer

@Suite("Source watching")
struct SourceWatcherTests {
    @Test("added, changed and removed files are reported; editor droppings and other folders are not")
    func changes() throws {
        let fixture = try PreviewFixture.standard()
        let watcher = SourceWatcher(siteDirectory: fixture.directory)
        let before = watcher.snapshot()
        #expect(before["content/index.md"] != nil)
        #expect(before["trellis.yml"] != nil)
        #expect(before["static/app.css"] != nil)

        try fixture.write("content/new.md", "# New\n")
        try fixture.write("content/guide/intro.md", "# Intro\n\nLonger text now.\n")
        try FileManager.default.removeItem(atPath: fixture.directory + "/static/notes.txt")
        try fixture.write("content/.index.md.swp", "x")
        try fixture.write("content/index.md~", "x")
        try fixture.write("public/index.html", "x")
        try fixture.write("data/links.yml", "a: 1\n")

        let after = watcher.snapshot()
        #expect(SourceWatcher.changes(from: before, to: after) == [
            "content/guide/intro.md", "content/new.md", "data/links.yml", "static/notes.txt",
        ])
        #expect(SourceWatcher.changes(from: after, to: watcher.snapshot()).isEmpty)
    }
}
