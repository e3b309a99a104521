// TermCounter against the dictionary it replaced, on real words and on many distinct ones.

import Testing
@testable import TrellisSite

@Suite("Counting a page's search terms")
struct TermCounterTests {
    /// What `TermCounter` replaced: a dictionary of Strings, weights capped at 3.
    static func dictionaryCounts(_ text: String) -> [String: UInt8] {
        var weights: [String: UInt8] = [:]
        SearchTokenizer.forEachTerm(in: text) { term in
            if weights[term, default: 0] < 3 { weights[term, default: 0] += 1 }
        }
        return weights
    }

    static func counterCounts(_ text: String, expectedTerms: Int = 1) -> [String: UInt8] {
        var counter = TermCounter(expectedTerms: expectedTerms)
        SearchTokenizer.forEachTermUTF8(in: text) { counter.count($0) }
        var weights: [String: UInt8] = [:]
        for (index, weight) in counter.weights.enumerated() {
            let term = counter.table.string(at: index)
            #expect(weights[term] == nil, "\(term) listed twice")
            weights[term] = weight
        }
        return weights
    }

    @Test("Same weights as a dictionary: repeats capped at three, case folded, CJK pairs, non-ASCII lowercased")
    func sameAsDictionary() {
        let text = """
            tar tar tar tar TAR Tar -xvf archive.tar.gz ÉCOLE école Straße 压缩文件 压缩 압축 \
            git commit git push git pull 12 12 12 12
            """
        let counted = Self.counterCounts(text)
        #expect(counted == Self.dictionaryCounts(text))
        #expect(counted["tar"] == 3)
        #expect(counted["école"] == 2)
        #expect(counted["压缩"] == 2)
    }

    @Test("Thousands of distinct terms from a small start: the table grows and loses none")
    func growth() {
        let words = (0..<5_000).map { "w\($0 * 7919 % 100_003)" }
        let text = (words + words.prefix(100)).joined(separator: " ")
        let counted = Self.counterCounts(text, expectedTerms: 1)
        #expect(counted.count == 5_000)
        #expect(counted == Self.dictionaryCounts(text))
    }

    @Test("update changes a term's weight, and adds a term the text lacked")
    func update() {
        var counter = TermCounter(expectedTerms: 4)
        SearchTokenizer.forEachTermUTF8(in: "rsync rsync copy") { counter.count($0) }
        for var term in ["rsync", "remote"] {
            term.withUTF8 { bytes in counter.update(bytes) { $0 = 4 + min($0, 2) } }
        }
        var weights: [String: UInt8] = [:]
        for (index, weight) in counter.weights.enumerated() { weights[counter.table.string(at: index)] = weight }
        #expect(weights == ["rsync": 6, "copy": 1, "remote": 4])
    }
}
