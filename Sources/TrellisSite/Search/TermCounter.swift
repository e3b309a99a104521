// A page's terms counted by their bytes, without a String or a SipHash per word.

/// The weight of each distinct term of one page, as the search index stores it (1...3 for
/// occurrences, more for title words).
///
/// A tldr page has about 150 words; they are counted in a ``ByteTermTable``, and only the
/// site's term table (``SearchTermTable``) sees each distinct one, with the hash made here.
struct TermCounter {
    /// The page's distinct terms, in the order they first occurred.
    private(set) var table: ByteTermTable
    /// The weight of each term of `table`, by its number.
    private(set) var weights: [UInt8] = []

    init(expectedTerms: Int) {
        table = ByteTermTable(expectedTerms: expectedTerms)
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

    /// The index of `term`'s entry, added with weight 0 when new.
    private mutating func entry(of term: UnsafeBufferPointer<UInt8>) -> Int {
        let (index, added) = table.index(of: term, hash: ByteTermTable.hash(term))
        if added { weights.append(0) }
        return index
    }
}
