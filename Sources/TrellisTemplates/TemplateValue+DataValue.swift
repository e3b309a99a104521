// Front matter, `trellis.yml` and data files as template values.

import TrellisMarkup

extension TemplateValue {
    /// The value as templates read it; YAML's `null` reads as `false`, as before.
    public init(_ value: DataValue) {
        switch value {
        case .string(let text): self = .text(text)
        case .int(let number): self = .number(number)
        case .double(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .array(let values): self = .list(values.map(TemplateValue.init))
        case .dictionary(let mapping):
            var fields = TemplateFields()
            fields.reserveCapacity(mapping.entries.count)
            for entry in mapping.entries { fields[entry.key] = TemplateValue(entry.value) }
            self = .fields(fields)
        case .null: self = .bool(false)
        }
    }
}
