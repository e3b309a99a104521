// Front matter and data files as the values layout blocks compute with.

import TrellisMarkup

extension DataValue {
    /// The value as a layout block sees it (`pets`, `pet.votes`, `totalVotes`).
    ///
    /// Mappings keep the author's order (YAML mapping order, JSON object order), so
    /// `ForEach(scores)` draws entries as written, in the build and in `trellis layout` alike.
    public var blockValue: Value {
        switch self {
        case .string(let value): .string(value)
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .bool(let value): .bool(value)
        case .null: .null
        case .array(let values): .array(values.map(\.blockValue))
        case .dictionary(let mapping): .dictionary(mapping.entries.map { DictionaryEntry(key: $0.key, value: $0.value.blockValue) })
        }
    }
}

extension ParsedBlock {
    /// The names a page's blocks may use: the site's data files (`data/pets.yml` -> `pets`),
    /// then the page's front matter keys, the closer scope winning.
    ///
    /// As in Hugo and Zola, site settings are not page data: `trellis.yml`'s keys are not
    /// names here (templates read them as `site.*`). The build and `trellis layout` both
    /// call this, so a block sees the same names in both.
    public static func names(data: [String: DataValue], frontMatter: FrontMatter) -> [String: Value] {
        var names = data.mapValues(\.blockValue)
        names.merge(frontMatter.values.mapValues(\.blockValue)) { $1 }
        return names
    }
}
