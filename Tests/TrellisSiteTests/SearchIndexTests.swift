// The search index the build writes: terms, shards, page records, and turning it off.

import Foundation
import Testing
@testable import TrellisSite

@Suite("Search index")
struct SearchIndexTests {
    @Test("Words are split, lowercased, CJK as characters and pairs")
    func tokenizer() {
        var terms: [String] = []
        SearchTokenizer.forEachTerm(in: "apt-get INSTALL Réseau 압축 压缩文件 x\(String(repeating: "a", count: 41))") { terms.append($0) }
        #expect(terms == ["apt", "get", "install", "réseau", "압축", "压", "缩", "压缩", "文", "缩文", "件", "文件"])
    }

    @Test("Body text drops tags, scripts and styles, and decodes entities")
    func plainText() {
        let html = "<h1 id=\"a\">Tar <a class=\"anchor\">#</a></h1>\n<p>Use <code>tar&nbsp;-x</code> &amp; <em>more</em>&#33;</p><script>var secret = 1;</script><style>p{}</style>"
        #expect(SearchText.plainText(fromHTML: html) == "Tar # Use tar -x & more !")
    }

    @Test("The build writes the index: every page findable, title words weigh more, ids in URL order")
    func build() throws {
        var files: [String: String] = ["trellis.yml": "title: T\n"]
        // Enough distinct words to need several term shards.
        for page in 0..<120 {
            let words = (0..<40).map { "w\(page)x\($0)" }.joined(separator: " ")
            files["content/p\(page).md"] = "---\ntitle: Page \(page)\n---\n# Page \(page)\n\nCommon \(words). \(page == 7 ? "A zebra." : "")\n"
        }
        files["content/solo.md"] = "---\ntitle: Solo\n---\nAbout one thing.\n"
        files["content/long.md"] = "---\ntitle: A page with a long title\n---\nMore words.\n"
        files["content/hidden.md"] = "---\ntitle: Hidden\nsearch: false\n---\nzebra secret\n"
        let site = try SiteFixture(files)
        defer { site.remove() }
        _ = try #require(site.build().success)
        let meta = try #require(site.read("public/search/index.json").flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        let firsts = try #require(meta["shards"] as? [String])
        #expect(meta["pages"] as? Int == 122)  // not the hidden page, nor the home listing (no body)
        #expect(firsts.count > 1)
        #expect(firsts == firsts.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })

        let index = try SearchIndexReader(site: site)
        let zebra = try #require(index.postings["zebra"])
        let pages = try index.pages()
        #expect(zebra.map { pages[$0.id].url } == ["/p7/"])
        #expect(zebra.first?.weight == 1)
        let common = try #require(index.postings["common"])
        #expect(common.count == 120)  // not in solo
        #expect(common.map(\.id) == common.map(\.id).sorted())
        #expect(pages.map(\.url) == pages.map(\.url).sorted())
        // A title word weighs more the shorter the title: 7 alone, 6 of two words, 4 of six.
        #expect(index.postings["page"]?.map(\.weight).sorted() == [4] + Array(repeating: 6, count: 120))
        #expect(index.postings["long"]?.map(\.weight) == [4])
        #expect(index.postings["solo"]?.map(\.weight) == [7])
        #expect(pages.first { $0.url == "/p7/" }?.title == "Page 7")
        // No description: the script summarises the text, which follows the page's own title.
        #expect(pages.first { $0.url == "/p7/" }?.description == "")
        #expect(pages.first { $0.url == "/p7/" }?.text.hasPrefix("Page 7 # Common w7x0") == true)
        // The default theme offers the box and its script.
        #expect(site.read("public/p7/index.html")?.contains("<form class=\"search\" role=\"search\" hidden data-index=\"/search/\">") == true)
        #expect(site.exists("public/assets/trellis-search.js"))
    }

    @Test("search: false in trellis.yml writes no index and shows no box")
    func off() throws {
        let site = try SiteFixture(["trellis.yml": "search: false\n", "content/a.md": "# A\n\nText.\n"])
        defer { site.remove() }
        _ = try #require(site.build().success)
        #expect(!site.exists("public/search/index.json"))
        #expect(site.read("public/a/index.html")?.contains("trellis-search.js") == false)
    }
}

/// Reads the index back with the format's rules written out again (what trellis-search.js does).
struct SearchIndexReader {
    var postings: [String: [(id: Int, weight: Int)]] = [:]
    let meta: [String: Any]
    let site: SiteFixture

    init(site: SiteFixture) throws {
        self.site = site
        meta = try #require(site.read("public/search/index.json").flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        let shards = try #require(meta["shards"] as? [String]).count
        for shard in 0..<shards {
            let bytes = try Self.gunzip(site, "public/search/terms/\(shard).bin")
            var at = 0
            func varint() -> Int {
                var value = 0, shift = 0
                while true {
                    let byte = bytes[at]
                    at += 1
                    value |= Int(byte & 0x7F) << shift
                    shift += 7
                    if byte & 0x80 == 0 { return value }
                }
            }
            while at < bytes.count {
                let length = varint()
                let term = String(decoding: bytes[at..<(at + length)], as: UTF8.self)
                at += length
                var id = 0
                postings[term] = (0..<varint()).map { _ in
                    let value = varint()
                    id += value >> 3
                    return (id, value & 7)
                }
            }
        }
    }

    /// Each page's record: URL, title, description and the text excerpts are cut from.
    func pages() throws -> [(url: String, title: String, description: String, text: String)] {
        var result: [(url: String, title: String, description: String, text: String)] = []
        var chunk = 0
        while site.exists("public/search/pages/\(chunk).bin") {
            let bytes = try Self.gunzip(site, "public/search/pages/\(chunk).bin")
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [[String]])
            result += rows.map { ($0[0], $0[1], $0[2], $0[3]) }
            chunk += 1
        }
        return result
    }

    static func gunzip(_ site: SiteFixture, _ path: String) throws -> [UInt8] {
        let data = try Data(contentsOf: URL(fileURLWithPath: site.root + "/" + path))
        return try #require(Gzip.decompress([UInt8](data)))
    }
}
