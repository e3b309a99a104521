// Front matter and data files as the values layout blocks compute with.

import TrellisBlocks
import TrellisMarkup

extension DataValue {
    /// The value as a layout block sees it (`pets`, `pet.votes`, `totalVotes`).
    ///
    /// Mappings arrive here unordered (the site keeps them in dictionaries), so their keys are
    /// sorted: a block that loops over a mapping sees the same order on every build.
    var blockValue: Value {
        switch self {
        case .string(let value): .string(value)
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .bool(let value): .bool(value)
        case .null: .null
        case .array(let values): .array(values.map(\.blockValue))
        case .dictionary(let values):
            .dictionary(values.sorted { $0.key < $1.key }.map { DictionaryEntry(key: $0.key, value: $0.value.blockValue) })
        }
    }
}
