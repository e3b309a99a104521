// TemplateFields against the dictionary it replaced: the same answers for small and large records.

import Testing
@testable import TrellisTemplates

@Suite struct TemplateFieldsTests {
    /// Names that sort, hash and grow past the size where a record starts keeping a table.
    static func names(_ count: Int) -> [String] { (0..<count).map { "name\($0 * 7919 % 1000)-\($0)" } }

    @Test(arguments: [0, 1, 8, 9, 40, 300])
    func answersAsADictionaryDoes(count: Int) {
        var fields = TemplateFields()
        var dictionary: [String: TemplateValue] = [:]
        for (position, name) in Self.names(count).enumerated() {
            fields[name] = .number(position)
            dictionary[name] = .number(position)
        }
        // Replacing keeps the count; a missing name is nil, also one sharing a prefix.
        for name in Self.names(count).prefix(5) {
            fields[name] = "again"
            dictionary[name] = "again"
        }
        #expect(fields.count == dictionary.count)
        for (name, value) in dictionary {
            #expect(fields[name] == value)
            #expect(fields[TemplateKey(name)] == value)
        }
        #expect(fields["missing"] == nil)
        #expect(fields[TemplateKey("name")] == nil)
        #expect(TemplateFields(dictionary) == fields)
    }

    @Test func removingANameKeepsTheOthersFindable() {
        var fields = TemplateFields()
        let names = Self.names(20)
        for name in names { fields[name] = .text(name) }
        fields[names[3]] = nil
        fields[names[15]] = nil
        #expect(fields.count == 18)
        #expect(fields[names[3]] == nil && fields[names[15]] == nil)
        for name in names where name != names[3] && name != names[15] {
            #expect(fields[name] == .text(name))
        }
    }

    @Test func iteratesInTheOrderNamesWereFirstSetAndComparesAsASet() {
        var fields: TemplateFields = ["b": "1", "a": "2"]
        fields["c"] = "3"
        fields["b"] = "4"
        #expect(fields.map(\.name) == ["b", "a", "c"])
        #expect(fields == ["c": "3", "a": "2", "b": "4"])
        #expect(fields != ["c": "3", "a": "2", "b": "1"])
        #expect(fields != ["c": "3", "a": "2"])
    }

    @Test func fnvHashIsThePublishedOne() {
        // FNV-1a 64 test vectors (Fowler, Noll, Vo: the empty string and "a").
        #expect(TemplateKey.hash(of: "") == 0xcbf2_9ce4_8422_2325)
        #expect(TemplateKey.hash(of: "a") == 0xaf63_dc4c_8601_ec8c)
    }
}
