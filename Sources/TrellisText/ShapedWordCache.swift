import Synchronization

/// Shaped words per (font chain, size, features, text), shared by every thread.
///
/// Pages are measured in parallel and layouts measure the same text under many proposals,
/// so words repeat constantly. The cache is split into shards, each behind its own lock,
/// so threads rarely wait on each other; a shard that grows past its limit is emptied
/// rather than tracked with LRU bookkeeping on every hit.
final class ShapedWordCache: Sendable {
    struct Key: Hashable, Sendable {
        var chain: Int
        var scale: Int32
        var features: UInt8
        var text: String
    }

    private final class Shard: Sendable {
        let words = Mutex<[Key: ShapedWord]>([:])
    }

    private static let shardCount = 16
    private let shards: [Shard]
    private let limitPerShard: Int

    init(limit: Int = 1_000_000) {
        shards = (0..<Self.shardCount).map { _ in Shard() }
        limitPerShard = max(1, limit / Self.shardCount)
    }

    func word(for key: Key, orShape shape: () -> ShapedWord) -> ShapedWord {
        let shard = shards[Int(UInt(bitPattern: key.hashValue) % UInt(Self.shardCount))]
        if let hit = shard.words.withLock({ $0[key] }) { return hit }
        // Shape outside the lock: two threads may shape the same word once each, which is
        // cheaper than making every other thread wait.
        let word = shape()
        shard.words.withLock { words in
            if words.count >= limitPerShard { words.removeAll(keepingCapacity: true) }
            words[key] = word
        }
        return word
    }

    var count: Int { shards.reduce(0) { $0 + $1.words.withLock { $0.count } } }
}
