// Stems in the search index: Snowball's English stemmer at build time, one entry per stem.

import Foundation
import Testing
@testable import TrellisSite

@Suite("Search stemming")
struct SearchStemmingTests {
    /// Pairs from the sample vocabulary that Snowball publishes with its English stemmer
    /// (snowballstem.org/algorithms/english/stemmer.html, "consign..." and "knack...").
    static let published: [(String, String)] = [
        ("consign", "consign"), ("consigned", "consign"), ("consignment", "consign"), ("consistency", "consist"),
        ("consistently", "consist"), ("consolatory", "consolatori"), ("consolidating", "consolid"),
        ("consolingly", "consol"), ("consonant", "conson"), ("conspicuously", "conspicu"),
        ("conspiracy", "conspiraci"), ("conspirators", "conspir"), ("constables", "constabl"),
        ("constancy", "constanc"), ("knackeries", "knackeri"), ("kneeled", "kneel"), ("knightly", "knight"),
        ("knitting", "knit"), ("knives", "knive"), ("knockers", "knocker"), ("knots", "knot"),
    ]

    @Test("The English stemmer gives Snowball's published stems")
    func publishedStems() throws {
        let stemmer = try #require(SearchStemmer(algorithm: "english"))
        for (word, stem) in Self.published {
            #expect(stemmer.stem(word) == stem, "\(word)")
        }
        // Words of two letters, and the algorithm's exceptions, stay as they are or as listed.
        #expect(stemmer.stem("is") == "is")
        #expect(stemmer.stem("skies") == "sky")
        #expect(stemmer.stem("news") == "news")
        // A word ending in ASCII letters is stemmed whatever it starts with; one ending in
        // another letter is its own stem.
        #expect(stemmer.stem("naïvely") == "naïv")
        #expect(stemmer.stem("компьютеры") == "компьютеры")
        #expect(stemmer.stem("café") == "café")
    }

    @Test("English sites and their regional variants stem; other languages do not")
    func languages() {
        #expect(SearchStemmer.algorithm(forLanguage: "en") == "english")
        #expect(SearchStemmer.algorithm(forLanguage: "en-GB") == "english")
        #expect(SearchStemmer.algorithm(forLanguage: "EN_us") == "english")
        #expect(SearchStemmer.algorithm(forLanguage: "fr") == nil)
        #expect(SearchStemmer.algorithm(forLanguage: "eng") == nil)
        #expect(SearchStemmer(algorithm: "klingon") == nil)
    }

    @Test("The index holds one entry per stem: a page weighs as its best word of the stem")
    func indexHoldsStems() throws {
        let site = try SiteFixture([
            "trellis.yml": "title: T\n",
            "content/zip.md": "---\ntitle: Compression\n---\nPackage and compress files; compressed archives.\n",
            "content/tar.md": "---\ntitle: tar\n---\nArchive files without compressing them.\n",
            "content/ls.md": "---\ntitle: ls\n---\nList the files of a directory.\n",
        ])
        defer { site.remove() }
        _ = try #require(site.build().success)
        let index = try SearchIndexReader(site: site)
        let pages = try index.pages()
        #expect(index.meta["stemmer"] as? String == "english")
        #expect(index.postings["compression"] == nil && index.postings["compressing"] == nil)
        let compress = try #require(index.postings["compress"])
        #expect(compress.map { pages[$0.id].url } == ["/tar/", "/zip/"])
        // zip's title is the one word "Compression": 7, above its body's "compress".
        #expect(compress.map(\.weight) == [1, 7])
        #expect(index.postings["archiv"]?.count == 2)
        #expect(index.postings["file"]?.count == 3)
        // The page records carry the text that excerpts are cut from.
        #expect(pages.first { $0.url == "/tar/" }?.text.contains("Archive files without compressing them.") == true)
    }

    @Test("A site in another language keeps whole words")
    func otherLanguage() throws {
        let site = try SiteFixture([
            "trellis.yml": "title: T\nlanguage: fr\n",
            "content/a.md": "# A\n\nCompression des fichiers compressés.\n",
        ])
        defer { site.remove() }
        _ = try #require(site.build().success)
        let index = try SearchIndexReader(site: site)
        #expect(index.meta["stemmer"] == nil)
        #expect(index.postings["compression"]?.count == 1)
        #expect(index.postings["compressés"]?.count == 1)
        #expect(index.postings["compress"] == nil)
    }
}
