// `Hasher` in interpreted Swift: a deterministic hash of the values combined.

/// `Hasher`: `combine` values, then `finalize()` an `Int` (deterministic, see `SwiftKey`).
struct SwiftHasher {
    var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ key: SwiftKey) {
        key.stableHash(into: &state)
    }

    var finalized: Int { Int(truncatingIfNeeded: state) }
}
