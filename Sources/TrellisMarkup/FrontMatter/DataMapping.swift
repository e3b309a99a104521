// A YAML mapping or JSON object, in the order its author wrote it.

/// The entries of a mapping in source order, looked up by key.
///
/// Authors list things in the order they want them shown (`scores: {Dog: 25, Cat: 16}`), and
/// a layout block that loops over a mapping must see that order on every build and in
/// `trellis layout`; a Swift dictionary would shuffle it. A key written twice keeps its first
/// position and its last value, as a dictionary assignment would.
public struct DataMapping: Hashable, Sendable {
    /// The keys in source order.
    public private(set) var keys: [String] = []
    private var values: [String: DataValue] = [:]

    public init() {}

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    public subscript(key: String) -> DataValue? {
        get { values[key] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// The entries as `(key, value)` pairs, in source order.
    public var entries: [(key: String, value: DataValue)] {
        keys.compactMap { key in values[key].map { (key, $0) } }
    }
}

extension DataMapping: ExpressibleByDictionaryLiteral {
    /// `["b": 1, "a": 2]` keeps the literal's order (b, then a).
    public init(dictionaryLiteral elements: (String, DataValue)...) {
        for (key, value) in elements { self[key] = value }
    }
}
