// A page's terms counted by their bytes, without a String or a SipHash per word.

/// The weight of each distinct term of one page, as the search index stores it (1...3 for
/// occurrences, more for title words).
///
/// A tldr page has about 150 words. Counting them in a `[String: UInt8]` made a `String`
/// and ran SipHash for every word, a tenth of a 20,000-page build's time. Here each term's
/// bytes are hashed with FNV-1a into an open-addressing table over one byte arena, and only
/// the distinct terms become `String`s, once each, in ``forEach(_:)``.
struct TermCounter {
    /// Every distinct term's bytes, one after another.
    private var arena: [UInt8] = []
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var hashes: [UInt64] = []
    private var weights: [UInt8] = []
    /// Entry index + 1 per slot; 0 is empty. Never more than half full.
    private var slots: [Int32]

    init(expectedTerms: Int) {
        var capacity = 32
        while capacity < expectedTerms * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        arena.reserveCapacity(expectedTerms * 8)
    }

    /// Counts one occurrence of `term` (up to three).
    mutating func count(_ term: UnsafeBufferPointer<UInt8>) {
        let index = entry(of: term)
        if weights[index] < 3 { weights[index] += 1 }
    }

    /// Changes the weight of `term` (0 if it did not occur).
    mutating func update(_ term: UnsafeBufferPointer<UInt8>, _ change: (inout UInt8) -> Void) {
        change(&weights[entry(of: term)])
    }

    /// Each distinct term with its weight, in the order they first occurred.
    func forEach(_ body: (_ term: String, _ weight: UInt8) -> Void) {
        arena.withUnsafeBufferPointer { arena in
            for index in weights.indices {
                let start = Int(starts[index])
                body(String(decoding: UnsafeBufferPointer(rebasing: arena[start..<start + Int(lengths[index])]), as: UTF8.self), weights[index])
            }
        }
    }

    /// The index of `term`'s entry, added with weight 0 when new.
    private mutating func entry(of term: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in term { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, Int(lengths[index]) == term.count, equals(index, term) { return index }
            slot = (slot + 1) & mask
        }
        let index = weights.count
        starts.append(Int32(arena.count))
        lengths.append(Int32(term.count))
        arena.append(contentsOf: term)
        hashes.append(hash)
        weights.append(0)
        slots[slot] = Int32(index + 1)
        if weights.count * 2 > slots.count { grow() }
        return index
    }

    private func equals(_ index: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[index])
        return arena.withUnsafeBufferPointer { arena in
            UnsafeBufferPointer(rebasing: arena[start..<start + term.count]).elementsEqual(term)
        }
    }

    /// Doubles the table and places every entry again by its stored hash.
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
