// Distinct byte strings numbered in one arena, found by FNV-1a: no String and no SipHash per word.

#if canImport(Glibc)
import Glibc
#endif

/// Terms by their bytes, numbered in the order they were first added.
///
/// A `[String: ...]` made a `String` and ran SipHash for every word of every page, a tenth of
/// a 20,000-page build. This table hashes the bytes with FNV-1a into open addressing over one
/// arena. ``TermCounter`` counts a page's words with it; ``SearchTermTable`` numbers the
/// site's terms with it, reusing the hashes the page's counter already made.
struct ByteTermTable {
    /// Every term's bytes, one after another.
    private var arena: [UInt8] = []
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    /// Each term's FNV-1a hash.
    private(set) var hashes: [UInt64] = []
    /// Term index + 1 per slot; 0 is empty. Never more than half full.
    private var slots: [Int32]

    init(expectedTerms: Int) {
        var capacity = 32
        while capacity < expectedTerms * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        arena.reserveCapacity(expectedTerms * 8)
    }

    var count: Int { starts.count }

    static func hash(_ term: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in term { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// The number of `term` (whose ``hash(_:)`` is `hash`), and whether this call added it.
    mutating func index(of term: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (index: Int, added: Bool) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, Int(lengths[index]) == term.count, equals(index, term) { return (index, false) }
            slot = (slot + 1) & mask
        }
        let index = starts.count
        starts.append(Int32(arena.count))
        lengths.append(Int32(term.count))
        arena.append(contentsOf: term)
        hashes.append(hash)
        slots[slot] = Int32(index + 1)
        if starts.count * 2 > slots.count { grow() }
        return (index, true)
    }

    /// Calls `body` with the bytes of term `index` (valid only during the call).
    func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let start = Int(starts[index])
        return arena.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + Int(lengths[index])])) }
    }

    func string(at index: Int) -> String {
        withBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether term `index` is `term` (whose length the caller has compared).
    private func equals(_ index: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let other = term.baseAddress, !term.isEmpty else { return true }
        return arena.withUnsafeBufferPointer { memcmp($0.baseAddress! + Int(starts[index]), other, term.count) == 0 }
    }

    /// Doubles the table and places every term again by its stored hash.
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in hashes.indices {
            let hash = hashes[index]
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}
