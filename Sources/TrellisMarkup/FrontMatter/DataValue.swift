// Values from YAML (front matter custom keys, trellis.yml) as Sendable Swift data.

/// A YAML value that templates and layout blocks can read.
///
/// Front matter and `trellis.yml` may carry any keys an author likes; they travel through
/// the build in parallel (so they must be `Sendable`, unlike `Any`) and reach templates and
/// layout blocks unchanged.
public enum DataValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([DataValue])
    /// A mapping in source order (see ``DataMapping``).
    case dictionary(DataMapping)
    case null

    /// The value as text, when it is a scalar (numbers and booleans print as YAML wrote them).
    public var stringValue: String? {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): value ? "true" : "false"
        case .array, .dictionary, .null: nil
        }
    }

    public var intValue: Int? {
        switch self {
        case .int(let value): value
        case .double(let value) where value.rounded() == value && abs(value) < 1e15: Int(value)
        case .string(let value): Int(value)
        default: nil
        }
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public subscript(key: String) -> DataValue? {
        if case .dictionary(let values) = self { return values[key] }
        return nil
    }
}
