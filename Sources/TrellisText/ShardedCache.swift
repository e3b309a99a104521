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
        let shard = shard(key)
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

    /// What `read` finds in the value cached for `key`, if there is one.
    func lookup<Found>(_ key: Key, _ read: (Value) -> Found?) -> Found? {
        // Read outside the lock: the value is copied out (its arrays are shared, not copied).
        shard(key).values.withLock { $0[key] }.flatMap(read)
    }

    /// Changes the value cached for `key` in place, starting from `initial` when there is none.
    func update(_ key: Key, initial: () -> Value, _ change: (inout Value) -> Void) {
        shard(key).values.withLock { values in
            if values[key] == nil, values.count >= limitPerShard { values.removeAll(keepingCapacity: true) }
            change(&values[key, default: initial()])
        }
    }

    private func shard(_ key: Key) -> Shard {
        shards[Int(UInt(bitPattern: key.hashValue) % UInt(Self.shardCount))]
    }

    var count: Int { shards.reduce(0) { $0 + $1.values.withLock { $0.count } } }

    /// `next` folded over every value cached (for counting what the values hold).
    func reduce<Result>(_ initial: Result, _ next: (Result, Value) -> Result) -> Result {
        shards.reduce(initial) { partial, shard in shard.values.withLock { Array($0.values) }.reduce(partial, next) }
    }
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
