// The build cache's hash: equal data hashes equally whatever its in-memory history.

import Foundation
import Testing
import TrellisMarkup
@testable import TrellisSite

@Suite("Stable hashing of front matter")
struct StableHasherTests {
    /// A mapping of `keys`, first grown with `extra` keys that are then removed, so its
    /// dictionary has another capacity, and iteration order, than a fresh one.
    static func mapping(_ keys: [String], extra: Int) -> DataMapping {
        var mapping = DataMapping()
        for index in 0..<extra { mapping["extra\(index)"] = .int(index) }
        for key in keys { mapping[key] = .array([.dictionary(Self.vote(key))]) }
        for index in 0..<extra { mapping["extra\(index)"] = nil }
        return mapping
    }

    static func vote(_ type: String) -> DataMapping {
        var vote = DataMapping()
        vote["type"] = .string(type)
        vote["votes"] = .int(type.count)
        return vote
    }

    static func hash(_ value: DataValue) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(dataValue: value)
        return hasher.value
    }

    @Test("Equal mappings hash equally, however their dictionaries grew")
    func equalMappings() {
        let keys = ["cats", "dogs", "tie", "fish", "birds", "mice"]
        let fresh = Self.mapping(keys, extra: 0), grown = Self.mapping(keys, extra: 64)
        #expect(fresh == grown)
        #expect(Self.hash(.dictionary(fresh)) == Self.hash(.dictionary(grown)))
    }

    @Test("Different values, nesting or types hash differently")
    func differentValues() {
        let values: [DataValue] = [
            .string("1"), .int(1), .double(1), .bool(true), .null, .array([.int(1)]), .array([.array([.int(1)])]),
            .dictionary(Self.vote("Cat")), .dictionary(Self.vote("Dog")),
        ]
        #expect(Set(values.map(Self.hash)).count == values.count)
    }

    @Test("A layout block's cache key follows its front matter's content, not its dictionary's order")
    func blockKey() {
        var fresh = LayoutBlock(code: "Text(\"Hi\")", file: "content/poll.md")
        var grown = fresh
        let keys = ["cats", "dogs", "tie", "fish", "birds", "mice"]
        fresh.frontMatter.values["scenarios"] = .dictionary(Self.mapping(keys, extra: 0))
        grown.frontMatter.values["scenarios"] = .dictionary(Self.mapping(keys, extra: 64))
        let cache = CachingLayoutRenderer(inner: KeyOnlyRenderer(), directory: NSTemporaryDirectory() + "trellis-key-test", contextKey: 1)
        #expect(cache.key(of: fresh) == cache.key(of: grown))
        var other = fresh
        other.frontMatter.values["scenarios"] = .dictionary(Self.mapping(["cats"], extra: 0))
        #expect(cache.key(of: fresh) != cache.key(of: other))
    }
}

/// A renderer that is never asked to render: the test only reads cache keys.
private struct KeyOnlyRenderer: LayoutBlockCacheIdentifying {
    var cacheIdentity: String { "key-only" }
    func render(_ block: LayoutBlock) -> RenderedLayoutBlock { RenderedLayoutBlock(html: "") }
    func siteFiles() throws -> [String: [UInt8]] { [:] }
}
