// Dictionaries of interpreted Swift (`[Int: CGFloat]`, `[String: [CGSize]]`): hashed keys, insertion order.

/// A `[Key: Value]` value.
///
/// Keys are hashed (`SwiftKey`), so a lookup costs what it costs in Swift. Entries keep the
/// order they were inserted in: Swift's order is unspecified, and a fixed one keeps a page's
/// build reproducible when code iterates a dictionary.
struct SwiftDictionary {
    /// Keys as the code wrote them (for `keys` and iteration), and values, in insertion order.
    private(set) var keys: [SwiftValue] = []
    private(set) var values: [SwiftValue] = []
    private var positions: [SwiftKey: Int] = [:]

    var count: Int { keys.count }

    init() {}

    /// A data record (front matter, a dictionary literal of the view code) as Swift's
    /// `[String: Value]`, in the record's order.
    init(record entries: [DictionaryEntry]) {
        for entry in entries { update(SwiftValue(entry.value), for: .string(entry.key), hashed: .string(entry.key)) }
    }

    /// The entries as Swift iterates them: `(key: ..., value: ...)` tuples.
    var entries: [SwiftValue] {
        zip(keys, values).map { .tuple([$0, $1], labels: ["key", "value"]) }
    }

    subscript(key: SwiftKey) -> SwiftValue? {
        positions[key].map { values[$0] }
    }

    /// The hashed keys with their values, for comparing two dictionaries whatever their order.
    var hashedEntries: [(key: SwiftKey, value: SwiftValue)] {
        positions.map { ($0.key, values[$0.value]) }
    }

    /// Sets `value` for `key`, answering the value it replaced (`updateValue(_:forKey:)`).
    @discardableResult
    mutating func update(_ value: SwiftValue, for key: SwiftValue, hashed: SwiftKey) -> SwiftValue? {
        if let position = positions[hashed] {
            let old = values[position]
            values[position] = value
            return old
        }
        positions[hashed] = keys.count
        keys.append(key)
        values.append(value)
        return nil
    }

    /// Removes `key`'s entry, answering its value (`removeValue(forKey:)`, `d[k] = nil`).
    @discardableResult
    mutating func remove(_ key: SwiftKey) -> SwiftValue? {
        guard let position = positions.removeValue(forKey: key) else { return nil }
        let old = values[position]
        keys.remove(at: position)
        values.remove(at: position)
        for (other, index) in positions where index > position { positions[other] = index - 1 }
        return old
    }

    mutating func removeAll() {
        self = SwiftDictionary()
    }

    /// The same keys with each value changed (`mapValues`, and conversions to a declared type).
    func mapValues(_ transform: (SwiftValue) throws -> SwiftValue) rethrows -> SwiftDictionary {
        var result = self
        result.values = try values.map(transform)
        return result
    }
}
