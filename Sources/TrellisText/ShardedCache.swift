import Synchronization

/// A cache shared by every thread: shaped words, broken-up paragraphs.
///
/// Pages are measured in parallel and layouts measure the same text under many proposals,
/// so lookups repeat constantly. The cache is split into shards, each behind its own lock,
/// so threads rarely wait on each other; a shard that grows past its limit is emptied
/// rather than tracked with LRU bookkeeping on every hit.
final class ShardedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private final class Shard: Sendable {
        let values = Mutex<[Key: Value]>([:])
    }

    private static var shardCount: Int { 16 }
    private let shards: [Shard]
    private let limitPerShard: Int

    init(limit: Int) {
        shards = (0..<Self.shardCount).map { _ in Shard() }
        limitPerShard = max(1, limit / Self.shardCount)
    }

    /// The cached value for `key`, or `make()`'s, which is then cached.
    func value(for key: Key, orMake make: () -> Value) -> Value {
        let shard = shards[Int(UInt(bitPattern: key.hashValue) % UInt(Self.shardCount))]
        if let hit = shard.values.withLock({ $0[key] }) { return hit }
        // Made outside the lock: two threads may make the same value once each, which is
        // cheaper than making every other thread wait.
        let value = make()
        shard.values.withLock { values in
            if values.count >= limitPerShard { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
        return value
    }

    var count: Int { shards.reduce(0) { $0 + $1.values.withLock { $0.count } } }
}

/// What a shaped word is cached by: the font chain, size, features and the text.
struct ShapedWordKey: Hashable, Sendable {
    var chain: Int
    var scale: Int32
    var features: UInt8
    /// Letter spacing in HarfBuzz units (16.16 px).
    var tracking: Int64
    var text: String
}
