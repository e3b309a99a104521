// Collects each page's words while pages render, then writes the sharded search index.

import Foundation
import TrellisMarkup

/// The build's full-text search index, for a search box that needs no server.
///
/// Pages are added from the render threads; `write(into:)` then lays the index out so that a
/// query fetches only what it needs, however big the site:
///
/// - `search/index.json`: the page count and, for each term shard, its first term (a few KiB
///   for 20,000 pages); the script loads it once.
/// - `search/terms/N.bin`: terms in sorted order (UTF-16, as JavaScript compares) with their
///   postings, cut into shards of about ``shardBytes``; a query term fetches the one shard
///   whose range holds it (a prefix, the few that hold its range).
/// - `search/pages/N.bin`: URL, title, summary and text (the first ``excerptSourceLength``
///   characters) of ``pagesPerChunk`` pages in a row, fetched only for the results shown; the
///   script cuts each result's excerpt from the text around the query's words, as Pagefind
///   shows them.
///
/// On an English site (`language: en`, the default) the terms are Snowball stems
/// (``SearchStemmer``): `runs`, `running` and `run` are one entry, and the script stems the
/// query the same way.
///
/// Shards are gzip; the script inflates them with `DecompressionStream`, so they travel
/// small from any static server. The format is read by `templates/assets/trellis-search.js`.
final class SearchIndexBuilder: @unchecked Sendable {
    /// One page as the index knows it.
    struct Document {
        var url: String
        var title: String
        var summary: String
        /// The page's text, cut at ``excerptSourceLength`` characters, for excerpts.
        var text: String
        /// (term, weight) for each of ``termRanges``. Weight 1...7: occurrences in the text (up
        /// to 3); 4-6 when in the title; 7 when it is the whole title.
        var termsByRange: [[(term: String, weight: UInt8)]]
    }

    /// Raw bytes of postings per term shard before compression.
    static let shardBytes = 24 * 1024
    static let pagesPerChunk = 8
    /// Excerpts come from this much of a page's text: the start of even a long page, where a
    /// query's words are found most of the time, without making a chunk heavy.
    static let excerptSourceLength = 4_000
    static let formatVersion = 2

    /// Snowball's name for the stemmer of the site's language, or nil for none.
    let stemmerAlgorithm: String?

    private let lock = NSLock()
    private var documents: [Document] = []

    init(language: String = "en") {
        stemmerAlgorithm = SearchStemmer.algorithm(forLanguage: language)
    }

    /// Adds a rendered page. Thread-safe; the words are found on the calling thread.
    func add(url: String, title: String, description: String?, bodyHTML: String) {
        let text = SearchText.plainText(fromHTML: bodyHTML)
        var counter = TermCounter(expectedTerms: text.utf8.count / 12)
        SearchTokenizer.forEachTermUTF8(in: text) { counter.count($0) }
        // A title word weighs 4-6; a title that is just this word, 7 (the `tar` page for `tar`).
        var titleTerms: [String] = []
        SearchTokenizer.forEachTerm(in: title) { titleTerms.append($0) }
        for var term in titleTerms {
            term.withUTF8 { bytes in
                counter.update(bytes) { weight in weight = titleTerms.count == 1 ? 7 : 4 + min(weight, 2) }
            }
        }
        // The summary is what follows the page's own `# Title`, as a reader would describe it.
        var summaryText = Substring(text)
        if summaryText.hasPrefix(title) { summaryText = summaryText.dropFirst(title.count).drop { $0 == " " || $0 == "#" } }
        // Bucketed here, on the render threads, so that writing visits each term once.
        var termsByRange = Array(repeating: [(term: String, weight: UInt8)](), count: Self.termRanges.count)
        counter.forEach { term, weight in termsByRange[Self.rangeIndex(of: term)].append((term, weight)) }
        let document = Document(
            url: url, title: title, summary: description ?? SearchText.summary(summaryText),
            text: String(text.prefix(Self.excerptSourceLength)), termsByRange: termsByRange)
        lock.lock()
        documents.append(document)
        lock.unlock()
    }

    /// Adds a page's entry as an earlier build found it.
    func add(_ document: Document) {
        lock.lock()
        documents.append(document)
        lock.unlock()
    }

    /// Every page's entry by URL (for the next build of the same process).
    func documentsByURL() -> [String: Document] {
        lock.lock()
        defer { lock.unlock() }
        return Dictionary(documents.map { ($0.url, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Forgets the page at `url` (the preview re-renders an edited page, which adds it again).
    func remove(url: String) {
        lock.lock()
        documents.removeAll { $0.url == url }
        lock.unlock()
    }

    /// What `write(into:)` wrote, for the build report and benchmarks.
    struct Summary {
        var pages: Int
        var terms: Int
        var termShards: Int
        var pageChunks: Int
        var bytes: Int
    }

    /// Writes `search/` into the output folder.
    func write(into output: OutputDirectory) throws -> Summary {
        // Page ids in URL order, so the index is the same whichever thread rendered first.
        lock.lock()
        let added = self.documents
        lock.unlock()
        let documents = added.sorted { $0.url < $1.url }
        // Each range of terms is indexed on its own core (see `termRanges`).
        let stemmer = stemmerAlgorithm
        let parts = Array(Self.termRanges.indices).parallelMap { range in
            Self.shards(of: documents, range: range, stemmer: stemmer.flatMap(SearchStemmer.init(algorithm:)))
        }
        let shards = parts.flatMap(\.shards)
        let firstTerms = parts.flatMap(\.firstTerms)
        let termCount = parts.reduce(0) { $0 + $1.termCount }

        // Page chunks.
        let chunks = stride(from: 0, to: documents.count, by: Self.pagesPerChunk).map { $0..<min($0 + Self.pagesPerChunk, documents.count) }
            .parallelMap { range in
                "[" + documents[range].map { "[\(Self.json($0.url)),\(Self.json($0.title)),\(Self.json($0.summary)),\(Self.json($0.text))]" }
                    .joined(separator: ",") + "]"
            }

        try output.makeDirectory("search")
        try output.makeDirectory("search/terms")
        try output.makeDirectory("search/pages")
        let files: [(path: String, bytes: [UInt8])] =
            shards.enumerated().map { ("search/terms/\($0.offset).bin", $0.element) }
            + chunks.enumerated().map { ("search/pages/\($0.offset).bin", Array($0.element.utf8)) }
        let written = files.parallelMap { file -> Result<Int, any Error> in
            Result {
                let compressed = Gzip.compress(file.bytes)
                try output.write(bytes: compressed, to: file.path)
                return compressed.count
            }
        }
        let sizes = try written.map { try $0.get() }
        let stemmerField = stemmerAlgorithm.map { "\"stemmer\":\(Self.json($0))," } ?? ""
        let meta = "{\"version\":\(Self.formatVersion),\"pages\":\(documents.count),\"pagesPerChunk\":\(Self.pagesPerChunk),\(stemmerField)"
            + "\"shards\":[" + firstTerms.map(Self.json).joined(separator: ",") + "]}\n"
        try output.write(meta, to: "search/index.json")
        return Summary(
            pages: documents.count, terms: termCount, termShards: shards.count, pageChunks: chunks.count,
            bytes: sizes.reduce(meta.utf8.count, +))
    }

    /// Ranges of a term's first UTF-8 byte that sort in this order (every ASCII start before
    /// any other), so each is indexed on its own and their shards simply follow each other.
    static let termRanges: [ClosedRange<UInt8>] = [0...0x62, 0x63...0x66, 0x67...0x6C, 0x6D...0x70, 0x71...0x73, 0x74...0x7F, 0x80...0xFF]

    static func rangeIndex(of term: String) -> Int {
        let first = term.utf8.first ?? 0
        return termRanges.firstIndex { $0.contains(first) } ?? termRanges.count - 1
    }

    /// The term shards of the terms in `termRanges[range]`, in order. With a stemmer the terms
    /// are stems, each page weighing as its best word of that stem. A stem keeps its word's
    /// first letter, so it stays in the word's range.
    private static func shards(of documents: [Document], range: Int, stemmer: SearchStemmer?) -> (shards: [[UInt8]], firstTerms: [String], termCount: Int) {
        var postings: [String: [(id: Int, weight: UInt8)]] = [:]
        for (id, document) in documents.enumerated() {
            for (word, weight) in document.termsByRange[range] {
                let term = stemmer?.stem(word) ?? word
                // Pages come in id order, so a page's earlier word of the same stem is last.
                if let last = postings[term]?.last, last.id == id {
                    postings[term]![postings[term]!.count - 1].weight = max(last.weight, weight)
                } else {
                    postings[term, default: []].append((id, weight))
                }
            }
        }
        // UTF-16 order, as JavaScript's `<` compares; keys made once, not per comparison.
        let terms = postings.keys.map { (key: Array($0.utf16), term: $0) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.term)
        var shards: [[UInt8]] = []
        var firstTerms: [String] = []
        var current: [UInt8] = []
        for term in terms {
            if current.isEmpty { firstTerms.append(term) }
            let utf8 = Array(term.utf8)
            appendVarint(utf8.count, to: &current)
            current += utf8
            // Postings are in id order (ids were handed out in order); store gaps.
            let list = postings[term, default: []]
            appendVarint(list.count, to: &current)
            var previous = 0
            for posting in list {
                appendVarint((posting.id - previous) << 3 | Int(posting.weight & 7), to: &current)
                previous = posting.id
            }
            if current.count >= shardBytes {
                shards.append(current)
                current = []
            }
        }
        if !current.isEmpty { shards.append(current) }
        return (shards, firstTerms, terms.count)
    }

    static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        var value = UInt(value)
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// A JSON string literal.
    static func json(_ string: String) -> String { JSONEscaping.string(string) }
}
