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
/// - `search/pages/N.bin`: URL, title, description and text (the first ``excerptSourceLength``
///   bytes) of ``pagesPerChunk`` pages in a row, fetched only for the results shown; the
///   script cuts each result's excerpt from the text around the query's words, as Pagefind
///   shows them (or, when none is there, shows the description or the text's start).
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
        /// The front matter's `description`, or "" (the script then summarises the text).
        var description: String
        /// The page's text, cut at ``excerptSourceLength`` bytes, for excerpts.
        var text: String
        /// Each term as `id << 8 | weight`, the id in ``terms``. Weight 1...7: occurrences
        /// in the text (up to 3); 4-7 when in the title, the more the shorter the title.
        var postings: [UInt64]
        /// The table that numbered `postings`.
        var terms: SearchTermTable
    }

    /// Raw bytes of postings per term shard before compression.
    static let shardBytes = 24 * 1024
    static let pagesPerChunk = 8
    /// Excerpts come from this many bytes (UTF-8) of a page's text: the start of even a long
    /// page, where a query's words are found most of the time, without making a chunk heavy.
    static let excerptSourceLength = 4_000
    static let formatVersion = 2

    /// Snowball's name for the stemmer of the site's language, or nil for none.
    let stemmerAlgorithm: String?
    /// The site's terms by number (the preview's previous build's, to keep its pages' entries).
    let terms: SearchTermTable

    private let lock = NSLock()
    private var documents: [Document] = []

    init(language: String = "en", terms: SearchTermTable? = nil) {
        stemmerAlgorithm = SearchStemmer.algorithm(forLanguage: language)
        self.terms = terms ?? SearchTermTable()
    }

    /// Adds a rendered page. Thread-safe; the words are found on the calling thread.
    func add(url: String, title: String, description: String?, bodyHTML: String) {
        let text = SearchText.plainText(fromHTML: bodyHTML)
        var counter = TermCounter(expectedTerms: text.utf8.count / 12)
        SearchTokenizer.forEachTermUTF8(in: text) { counter.count($0) }
        // A title word weighs 7 in a title of one word, 6 in one of two, 5, then 4: the shorter
        // the title, the more the page is about the word (`tar` for "tar", `docker run` before
        // `docker container run` for "docker run"), as search engines weigh a short field.
        var titleTerms: [String] = []
        SearchTokenizer.forEachTerm(in: title) { titleTerms.append($0) }
        let titleWeight = UInt8(max(4, 8 - titleTerms.count))
        for var term in titleTerms {
            term.withUTF8 { bytes in counter.update(bytes) { $0 = titleWeight } }
        }
        // Numbered here, on the render threads, so that writing hashes no word.
        let document = Document(
            url: url, title: title, description: description ?? "",
            text: Self.prefix(text, utf8Count: Self.excerptSourceLength), postings: terms.postings(of: counter), terms: terms)
        lock.lock()
        documents.append(document)
        lock.unlock()
    }

    /// At most `utf8Count` bytes of `text`, cut before a whole scalar (no grapheme breaking: the
    /// excerpt only needs a safe end).
    static func prefix(_ text: String, utf8Count: Int) -> String {
        let utf8 = text.utf8
        guard utf8.count > utf8Count else { return text }
        var end = utf8.index(utf8.startIndex, offsetBy: utf8Count)
        while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
        return String(text[..<end])
    }

    /// Adds a page's entry as an earlier build found it.
    func add(_ document: Document) {
        var document = document
        document.postings = terms.postings(document.postings, from: document.terms)
        document.terms = terms
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
        try output.makeDirectory("search")
        try output.makeDirectory("search/terms")
        try output.makeDirectory("search/pages")

        // First, side by side on the cores: every term's stem (found once per term, a stripe of
        // the table per job) and the page chunks, written as they are made.
        enum Job { case stems(stripe: Int), chunks(Range<Int>) }
        enum Done { case stems([(id: Int, stem: String)]), chunks(Result<Int, any Error>) }
        let chunkCount = (documents.count + Self.pagesPerChunk - 1) / Self.pagesPerChunk
        let jobs = (0..<SearchTermTable.stripeCount).map { Job.stems(stripe: $0) }
            + stride(from: 0, to: chunkCount, by: 16).map { Job.chunks($0..<min($0 + 16, chunkCount)) }
        let stemmer = stemmerAlgorithm
        let done = jobs.parallelMap { job -> Done in
            switch job {
            case .stems(let stripe):
                let stemmer = stemmer.flatMap(SearchStemmer.init(algorithm:))
                return .stems(terms.terms(inStripe: stripe).map { (id: $0.id, stem: stemmer?.stem($0.term) ?? $0.term) })
            case .chunks(let chunks):
                return .chunks(Result {
                    try chunks.reduce(0) { written, chunk in
                        let pages = documents[(chunk * Self.pagesPerChunk)..<min((chunk + 1) * Self.pagesPerChunk, documents.count)]
                        let json = "[" + pages.map { "[\(Self.json($0.url)),\(Self.json($0.title)),\(Self.json($0.description)),\(Self.json($0.text))]" }
                            .joined(separator: ",") + "]"
                        // libdeflate's fastest level: 3% more bytes than level 6 on the tldr
                        // corpus (4.24 against 4.13 MB), for the stage's 20 ms.
                        return written + (try Self.writeCompressed(Array(json.utf8), level: 1, to: "search/pages/\(chunk).bin", in: output))
                    }
                })
            }
        }
        var stemmed: [(id: Int, stem: String)] = []
        var chunkBytes = 0
        for result in done {
            switch result {
            case .stems(let part): stemmed += part
            case .chunks(let written): chunkBytes += try written.get()
            }
        }

        // Then the terms: a stem keeps its word's first letter, so each range of first bytes
        // (`termRanges`) is indexed on its own core.
        let (stems, slotOfID, rangeSlots) = Self.slots(of: stemmed)
        let postings = Self.postingsBySlot(documents, slotOfID: slotOfID, slotCount: stems.count)
        let parts = rangeSlots.parallelMap { slots in Self.shards(Array(slots), stems: stems, postings: postings) }
        let shards = parts.flatMap(\.shards)
        let firstTerms = parts.flatMap(\.firstTerms)
        let termCount = parts.reduce(0) { $0 + $1.termCount }
        let written = shards.enumerated().map { $0 }.parallelMap { shard -> Result<Int, any Error> in
            Result { try Self.writeCompressed(shard.element, to: "search/terms/\(shard.offset).bin", in: output) }
        }
        let shardBytes = try written.reduce(0) { try $0 + $1.get() }
        let stemmerField = stemmerAlgorithm.map { "\"stemmer\":\(Self.json($0))," } ?? ""
        let meta = "{\"version\":\(Self.formatVersion),\"pages\":\(documents.count),\"pagesPerChunk\":\(Self.pagesPerChunk),\(stemmerField)"
            + "\"shards\":[" + firstTerms.map(Self.json).joined(separator: ",") + "]}\n"
        try output.write(meta, to: "search/index.json")
        return Summary(
            pages: documents.count, terms: termCount, termShards: shards.count, pageChunks: chunkCount,
            bytes: meta.utf8.count + chunkBytes + shardBytes)
    }

    /// Writes `bytes` gzip-compressed to `path` in `output`; the compressed size.
    private static func writeCompressed(_ bytes: [UInt8], level: Int32 = 6, to path: String, in output: OutputDirectory) throws -> Int {
        let compressed = Gzip.compress(bytes, level: level)
        try output.write(bytes: compressed, to: path)
        return compressed.count
    }

    /// Ranges of a term's first UTF-8 byte that sort in this order (every ASCII start before
    /// any other), so each is indexed on its own and their shards simply follow each other.
    static let termRanges: [ClosedRange<UInt8>] = [0...0x62, 0x63...0x66, 0x67...0x6C, 0x6D...0x70, 0x71...0x73, 0x74...0x7F, 0x80...0xFF]

    static func rangeIndex(of term: String) -> Int {
        let first = term.utf8.first ?? 0
        return termRanges.firstIndex { $0.contains(first) } ?? termRanges.count - 1
    }

    /// One slot per stem (without a stemmer, per term), the index's entries, and the slot of
    /// each term id. A stem's first byte fixes its range (`termRanges`), so each range numbers
    /// its own stems on its own core; the ranges' slots then follow each other.
    private static func slots(of stemmed: [(id: Int, stem: String)]) -> (stems: [String], slotOfID: [Int32], rangeSlots: [Range<Int>]) {
        let ranges = Array(termRanges.indices).parallelMap { range -> (stems: [String], ids: [(id: Int, slot: Int32)]) in
            var slotOfStem: [String: Int32] = [:]
            var stems: [String] = []
            var ids: [(id: Int, slot: Int32)] = []
            for (id, stem) in stemmed where rangeIndex(of: stem) == range {
                if let slot = slotOfStem[stem] {
                    ids.append((id, slot))
                } else {
                    ids.append((id, Int32(stems.count)))
                    slotOfStem[stem] = Int32(stems.count)
                    stems.append(stem)
                }
            }
            return (stems, ids)
        }
        var slotOfID = [Int32](repeating: -1, count: (stemmed.map(\.id).max() ?? -1) + 1)
        var stems: [String] = []
        var rangeSlots: [Range<Int>] = []
        for range in ranges {
            let offset = Int32(stems.count)
            for (id, slot) in range.ids { slotOfID[id] = offset + slot }
            rangeSlots.append(stems.count..<(stems.count + range.stems.count))
            stems += range.stems
        }
        return (stems, slotOfID, rangeSlots)
    }

    /// Every slot's postings (`page << 3 | weight`, pages in id order) in one array: counted,
    /// then placed (a counting sort, no array per slot). A page with several words of one stem
    /// has one posting, weighing as its best word. Each page's postings are mapped to slots
    /// and merged on the render cores first, so the serial passes only count and copy.
    private static func postingsBySlot(_ documents: [Document], slotOfID: [Int32], slotCount: Int) -> (flat: [UInt32], start: [Int], end: [Int]) {
        // Per page: `slot << 3 | weight`, sorted, one per slot (the heaviest).
        let bySlot = documents.parallelMap { document -> [UInt64] in
            var entries: [UInt64] = []
            entries.reserveCapacity(document.postings.count)
            for posting in document.postings {
                let id = Int(posting >> 8)
                guard id < slotOfID.count, slotOfID[id] >= 0 else { continue }
                entries.append(UInt64(slotOfID[id]) << 3 | (posting & 7))
            }
            entries.sort()
            var merged: [UInt64] = []
            merged.reserveCapacity(entries.count)
            for entry in entries {
                // Sorted, so the heaviest posting of a slot comes last and replaces the others.
                if let last = merged.last, last >> 3 == entry >> 3 { merged[merged.count - 1] = entry } else { merged.append(entry) }
            }
            return merged
        }
        var start = [Int](repeating: 0, count: slotCount + 1)
        for entries in bySlot {
            for entry in entries { start[Int(entry >> 3) + 1] += 1 }
        }
        for index in 0..<slotCount { start[index + 1] += start[index] }
        var end = start
        var flat = [UInt32](repeating: 0, count: start[slotCount])
        for (page, entries) in bySlot.enumerated() {
            for entry in entries {
                let slot = Int(entry >> 3)
                flat[end[slot]] = UInt32(page) << 3 | UInt32(entry & 7)
                end[slot] += 1
            }
        }
        return (flat, start, end)
    }

    /// The term shards of `slots` (the stems of one of `termRanges`), in order.
    private static func shards(
        _ slots: [Int], stems: [String], postings: (flat: [UInt32], start: [Int], end: [Int])
    ) -> (shards: [[UInt8]], firstTerms: [String], termCount: Int) {
        // UTF-16 order, as JavaScript's `<` compares; keys made once, not per comparison.
        let order = slots.filter { postings.end[$0] > postings.start[$0] }
            .map { (key: Array(stems[$0].utf16), slot: $0) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.slot)
        var shards: [[UInt8]] = []
        var firstTerms: [String] = []
        var current: [UInt8] = []
        for slot in order {
            let term = stems[slot]
            if current.isEmpty { firstTerms.append(term) }
            let utf8 = Array(term.utf8)
            appendVarint(utf8.count, to: &current)
            current += utf8
            // Postings are in id order (ids were handed out in order); store gaps.
            let list = postings.flat[postings.start[slot]..<postings.end[slot]]
            appendVarint(list.count, to: &current)
            var previous = 0
            for posting in list {
                let page = Int(posting >> 3)
                appendVarint((page - previous) << 3 | Int(posting & 7), to: &current)
                previous = page
            }
            if current.count >= shardBytes {
                shards.append(current)
                current = []
            }
        }
        if !current.isEmpty { shards.append(current) }
        return (shards, firstTerms, order.count)
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
