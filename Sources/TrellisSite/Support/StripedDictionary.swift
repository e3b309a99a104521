// A dictionary that render threads read and fill at once, locked per stripe of keys.

import Synchronization

/// A dictionary behind many locks, one per stripe of keys (by hash), instead of one.
///
/// The preview's caches are read by every render worker for every page. Behind one `Mutex`,
/// sixteen workers on two cores queued for it: a tenth of the first build of a 20,000-page
/// site went to waiting for the lock (`perf`).
final class StripedDictionary<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private final class Stripe: Sendable {
        let entries = Mutex<[Key: Value]>([:])
    }

    private let stripes: [Stripe] = (0..<64).map { _ in Stripe() }

    private func stripe(_ key: Key) -> Stripe { stripes[Int(UInt(bitPattern: key.hashValue) % 64)] }

    subscript(key: Key) -> Value? {
        get { stripe(key).entries.withLock { $0[key] } }
        set { stripe(key).entries.withLock { $0[key] = newValue } }
    }

    /// Drops every entry whose key `keep` rejects.
    func keepOnly(where keep: (Key) -> Bool) {
        for stripe in stripes { stripe.entries.withLock { entries in entries = entries.filter { keep($0.key) } } }
    }
}
