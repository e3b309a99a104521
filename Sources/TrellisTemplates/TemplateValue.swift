// The data a template reads: typed, so a lookup is a switch, not a dynamic cast.

/// A value a Mustache template can print, test or iterate.
///
/// Templates read strings, numbers, flags, lists and records. With `Any` (what
/// swift-mustache takes), every name a template prints costs several protocol-conformance
/// lookups at run time; on a 20,000-page site with the default theme those casts were most
/// of the build. Numbers are kept as the text they print as (`3`, `2.5`): a template can
/// only print or test them.
public enum TemplateValue: Sendable, Equatable {
    /// Absent: prints nothing, and a section over it is skipped.
    case null
    case bool(Bool)
    case text(String)
    case list([TemplateValue])
    case fields(TemplateFields)

    public static func number(_ value: Int) -> TemplateValue { .text(String(value)) }
    public static func number(_ value: Double) -> TemplateValue { .text(String(value)) }

    /// `text` when there is one, else `false`: the convention of the default theme's data,
    /// where a missing description or date is a false flag that `{{#…}}` skips.
    public static func text(orFalse value: String?) -> TemplateValue {
        value.map(TemplateValue.text) ?? .bool(false)
    }

    /// Whether a section `{{#name}}` shows (and `{{^name}}` does not): Mustache's falsey
    /// values are false, absent and the empty list. An empty string shows, as it does in
    /// swift-mustache, which Trellis used before.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .list(let items): !items.isEmpty
        case .text, .fields: true
        }
    }

    /// The value named `key` when this is a record.
    func field(_ key: TemplateKey) -> TemplateValue? {
        guard case .fields(let fields) = self else { return nil }
        return fields[key]
    }

    /// What `{{name}}` prints before escaping: a flag prints `true`/`false` (as before),
    /// lists and records print nothing (they are for sections).
    public var printed: String {
        switch self {
        case .text(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null, .list, .fields: ""
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var fields = TemplateFields()
        fields.reserveCapacity(elements.count)
        for (name, value) in elements { fields[name] = value }
        self = .fields(fields)
    }
}
