// The search script's English stemmer against libstemmer, word for word, and stemmed queries
// with their excerpts in the search box.

import BrowserSupport
import Foundation
import Testing
@testable import TrellisSite

@Suite("Search stemming in the browser")
struct SearchStemmingBrowserTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every word of the project's docs, and of the tldr corpus beside the repository when it
    /// is there (CI has it): text nobody wrote for this test.
    static func vocabulary() throws -> (words: [String], withCorpus: Bool) {
        var text = ""
        let content = repository.appendingPathComponent("content")
        let files = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)?.allObjects.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "md" {
            text += try String(contentsOf: file, encoding: .utf8)
        }
        // Where CI clones it, and where a developer's work tree sits (as bench/site.sh looks).
        let corpus = [repository.deletingLastPathComponent().appendingPathComponent("shared/corpora/tldr-pages.tar.gz"),
                      URL(fileURLWithPath: "/work/shared/corpora/tldr-pages.tar.gz")]
            .first { FileManager.default.fileExists(atPath: $0.path) }
        if let corpus {
            let tar = Process()
            tar.executableURL = URL(fileURLWithPath: "/usr/bin/tar")
            tar.arguments = ["-xzOf", corpus.path]
            let pipe = Pipe()
            tar.standardOutput = pipe
            try tar.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            tar.waitUntilExit()
            text += String(decoding: data, as: UTF8.self)
        }
        var words = Set<String>()
        SearchTokenizer.forEachTerm(in: text) { words.insert($0) }
        return (words.sorted(), corpus != nil)
    }

    @Test("trellis-search.js stems every word of real text as libstemmer does", .enabled(if: BrowserPage.isAvailable), .timeLimit(BrowserPage.timeLimit))
    func stemmerAgreesWithLibstemmer() async throws {
        let (words, withCorpus) = try Self.vocabulary()
        // The docs alone have about 1,900 distinct words; with the corpus, about 57,000.
        #expect(words.count > (withCorpus ? 50_000 : 1_500))
        let stemmer = try #require(SearchStemmer(algorithm: "english"))
        let expected = words.map(stemmer.stem)
        let script = try #require(DefaultTheme.files["assets/trellis-search.js"])
        try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await browser.navigate(to: try #require(URL(string: "about:blank")))
            let value = try await browser.execute(
                "(0, eval)(arguments[0]); return arguments[1].split('\\n').map(TrellisSearch.stemEnglish).join('\\n');",
                arguments: [script, words.joined(separator: "\n")])
            let stems = try #require(value.string).components(separatedBy: "\n")
            #expect(stems.count == words.count)
            let differing = zip(words, zip(stems, expected)).filter { $1.0 != $1.1 }
            #expect(differing.isEmpty, "\(differing.count) of \(words.count) words differ, first: \(differing.prefix(10).map { "\($0.0): \($0.1.0) ≠ \($0.1.1)" })")
        }
    }

    @Test("A word finds its other forms, and each result shows the text around them, marked", .enabled(if: BrowserPage.isAvailable), .timeLimit(BrowserPage.timeLimit))
    func stemmedQueryWithExcerpts() async throws {
        let root = NSTemporaryDirectory() + "trellis-stem-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let filler = String(repeating: "Other words come first here, to push the match along. ", count: 6)
        let pages = [
            "zip": "Package files into an archive. \(filler)The files are compressed with deflate.",
            "gzip": "Compressing a single file, replacing it.",
            "ls": "List the files of a directory.",
        ]
        for (name, text) in pages {
            try FileManager.default.createDirectory(atPath: root + "/content", withIntermediateDirectories: true)
            try "---\ntitle: \(name)\n---\n\(text)\n".write(toFile: root + "/content/\(name).md", atomically: true, encoding: .utf8)
        }
        try "# Home\n\nTools.\n".write(toFile: root + "/content/_index.md", atomically: true, encoding: .utf8)
        try await LoopbackPreview.serve(root) { home in
            try await WebDriverSession.with(BrowserPage.options()) { browser in
                try await browser.navigate(to: home)
                try await browser.pressKeys("/")
                // "compression" is on no page: its stem finds "compressed" and "Compressing".
                try await browser.pressKeys("compression ")
                let results = try await Self.results(browser)
                #expect(Set(results.map { $0[0] }) == ["zip", "gzip"])
                let zip = try #require(results.first { $0[0] == "zip" })
                // The excerpt is cut around the match, far into the page, with the word marked.
                #expect(zip[2] == "compressed")
                #expect(zip[1].hasPrefix("… "))
                #expect(zip[1].contains("The files are compressed with deflate."))
                #expect(!zip[1].contains("Package files into"))
                let gzip = try #require(results.first { $0[0] == "gzip" })
                #expect(gzip[2] == "Compressing")
                #expect(gzip[1] == "Compressing a single file, replacing it.")

                // A page found by its title alone shows the start of its text, unmarked.
                try await browser.pressKeys(WebDriverSession.Key.escape + "/" + "ls")
                // (A loaded machine may show the results for "l" first: wait for those of "ls".)
                var listing: [String] = []
                for _ in 0..<100 {
                    listing = try await Self.results(browser).first { $0[0] == "ls" } ?? []
                    if listing.count == 3, listing[2].isEmpty { break }
                    try await Task.sleep(for: .milliseconds(100))
                }
                try #require(listing.count == 3)
                #expect(listing[1] == "List the files of a directory.")
                #expect(listing[2] == "")
            }
        }
    }

    /// Each result's title, summary text and marked words, once the list shows some.
    static func results(_ browser: WebDriverSession) async throws -> [[String]] {
        for _ in 0..<1200 {
            let value = try await browser.execute("""
                const list = document.getElementById('search-results');
                if (list.hidden) return null;
                return [...list.querySelectorAll('[role=option]')].map((o) => [
                    o.querySelector('.search-title').textContent,
                    o.querySelector('.search-summary').textContent,
                    [...o.querySelectorAll('.search-summary mark')].map((m) => m.textContent).join('|')]);
                """)
            if case .array(let rows) = value, !rows.isEmpty {
                return rows.map { row in row.array.compactMap(\.string) }
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("no search results appeared")
        return []
    }
}
