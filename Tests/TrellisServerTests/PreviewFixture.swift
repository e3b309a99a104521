// A small site on disk for the preview tests.

import Foundation
import Testing

/// A temporary site folder, deleted when the test ends.
final class PreviewFixture: Sendable {
    let directory: String

    init(files: [String: String]) throws {
        directory = FileManager.default.temporaryDirectory.path + "/trellis-serve-test-" + UUID().uuidString
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// Writes (or replaces) a file, creating its folders.
    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: directory + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// The standard site: a home page, a guide section with one page, a static file and an image.
    static func standard() throws -> PreviewFixture {
        try PreviewFixture(files: [
            "trellis.yml": "title: Preview Test\n",
            "content/index.md": "---\ntitle: Home\n---\n# Home\n\nWelcome to the first version.\n\nSee the [intro](guide/intro.md).\n",
            "content/guide/_index.md": "---\ntitle: Guide\n---\n# Guide\n",
            "content/guide/intro.md": "---\ntitle: Intro\n---\n# Intro\n\nIntro text.\n",
            "static/app.css": "body { color: rebeccapurple; }\n",
            "static/notes.txt": "plain </body> text\n",
            "content/guide/diagram.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"></svg>\n",
        ])
    }
}

/// Polls `condition` every 50 ms until it holds or `seconds` pass; the tests' only kind of wait.
func waitUntil(seconds: Double = 60, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(50))
    }
    return try await condition()
}
