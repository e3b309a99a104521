// Every distinct term of the site, numbered once while pages render on several threads.

import Foundation

/// The site's search terms, each with a number that pages keep instead of the word.
///
/// Pages add their terms from the render threads, so the table is cut into stripes by hash,
/// each with its own lock, and a page takes each stripe's lock once. Writing the index then
/// groups postings by number with no hashing at all. The preview hands the table from one
/// build to the next, with the pages' entries that refer to it.
final class SearchTermTable: @unchecked Sendable {
    static let stripeBits = 4
    static let stripeCount = 1 << stripeBits

    private final class Stripe {
        let lock = NSLock()
        var table = ByteTermTable(expectedTerms: 4096)
    }

    private let stripes: [Stripe] = (0..<SearchTermTable.stripeCount).map { _ in Stripe() }

    /// The stripe of a term by its hash (the top bits: the table's slots use the low ones).
    private static func stripe(ofHash hash: UInt64) -> Int { Int(hash >> UInt64(64 - stripeBits)) }

    /// A page's counted terms as `id << 8 | weight`, in the counter's order.
    func postings(of counter: TermCounter) -> [UInt64] {
        let table = counter.table
        let hashes = table.hashes
        // The page's terms in stripe order (a counting sort), to lock each stripe once.
        var firstOfStripe = [Int](repeating: 0, count: Self.stripeCount + 1)
        for hash in hashes { firstOfStripe[Self.stripe(ofHash: hash) + 1] += 1 }
        for stripe in 0..<Self.stripeCount { firstOfStripe[stripe + 1] += firstOfStripe[stripe] }
        var byStripe = [Int](repeating: 0, count: hashes.count)
        var next = firstOfStripe
        for (index, hash) in hashes.enumerated() {
            let stripe = Self.stripe(ofHash: hash)
            byStripe[next[stripe]] = index
            next[stripe] += 1
        }
        var result = [UInt64](repeating: 0, count: hashes.count)
        for stripeIndex in 0..<Self.stripeCount where firstOfStripe[stripeIndex] < firstOfStripe[stripeIndex + 1] {
            let stripe = stripes[stripeIndex]
            stripe.lock.lock()
            for index in byStripe[firstOfStripe[stripeIndex]..<firstOfStripe[stripeIndex + 1]] {
                let local = table.withBytes(at: index) { stripe.table.index(of: $0, hash: hashes[index]).index }
                let id = UInt64(local << Self.stripeBits | stripeIndex)
                result[index] = id << 8 | UInt64(counter.weights[index])
            }
            stripe.lock.unlock()
        }
        return result
    }

    /// Postings numbered by `other` table, numbered by this one.
    func postings(_ postings: [UInt64], from other: SearchTermTable) -> [UInt64] {
        if other === self { return postings }
        var counter = TermCounter(expectedTerms: postings.count)
        for posting in postings {
            let id = Int(posting >> 8)
            other.withBytes(of: id) { bytes in counter.update(bytes) { $0 = UInt8(posting & 0xFF) } }
        }
        return self.postings(of: counter)
    }

    /// The ids handed out so far in `stripe`, with each term.
    func terms(inStripe stripeIndex: Int) -> [(id: Int, term: String)] {
        let stripe = stripes[stripeIndex]
        return stripe.lock.withLock {
            (0..<stripe.table.count).map { local in (local << Self.stripeBits | stripeIndex, stripe.table.string(at: local)) }
        }
    }

    private func withBytes<Result>(of id: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let stripe = stripes[id & (Self.stripeCount - 1)]
        return stripe.lock.withLock { stripe.table.withBytes(at: id >> Self.stripeBits, body) }
    }
}
