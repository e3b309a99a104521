// One entry of an ordered dictionary value.

/// One `key: value` pair of a dictionary.
public struct DictionaryEntry: Hashable, Sendable {
    public var key: String
    public var value: Value

    public init(key: String, value: Value) {
        self.key = key
        self.value = value
    }
}
