// A record's named values, found by a hash each template name computes once.

/// A name and its FNV-1a hash: a template's names are hashed when it is parsed and a
/// record's keys when they are set, so a lookup compares integers, not strings.
///
/// With `[String: TemplateValue]`, every `{{page.title}}` hashed its two names with
/// SipHash on each of 20,000 pages: the lookups were the largest part of rendering the
/// default theme (`perf`, tldr corpus).
public struct TemplateKey: Sendable {
    public let name: String
    public let hash: UInt64

    public init(_ name: String) {
        self.name = name
        hash = Self.hash(of: name)
    }

    /// 64-bit FNV-1a of the UTF-8 bytes (Fowler, Noll, Vo; the parameters of
    /// http://www.isthe.com/chongo/tech/comp/fnv/).
    static func hash(of name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// The values of a Mustache record (`page`, `site`, a sidebar item), by name.
///
/// A small record is scanned by hash (a string is compared only where a hash matches); a
/// larger one (a page's record holds forty names) also keeps an open-addressing table of
/// positions, probed with the same hash. Iteration follows the order names were first set.
public struct TemplateFields: Sendable {
    private struct Entry: Sendable {
        let hash: UInt64
        let name: String
        var value: TemplateValue
    }

    private var entries: [Entry] = []
    /// Positions + 1 by hash, linear probing (0: empty); empty while a scan is cheaper.
    private var slots: [Int32] = []
    private static let scanLimit = 8

    public init() {}

    public init(_ dictionary: [String: TemplateValue]) {
        reserveCapacity(dictionary.count)
        for (name, value) in dictionary { self[name] = value }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    public mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    public subscript(name: String) -> TemplateValue? {
        get { position(of: name, hash: TemplateKey.hash(of: name)).map { entries[$0].value } }
        set { set(newValue, for: name, hash: TemplateKey.hash(of: name)) }
    }

    public subscript(key: TemplateKey) -> TemplateValue? {
        position(of: key.name, hash: key.hash).map { entries[$0].value }
    }

    /// A copy with `transform` applied to every value.
    public func mapValues(_ transform: (TemplateValue) throws -> TemplateValue) rethrows -> TemplateFields {
        var copy = self
        for position in copy.entries.indices { copy.entries[position].value = try transform(copy.entries[position].value) }
        return copy
    }

    private func position(of name: String, hash: UInt64) -> Int? {
        guard !slots.isEmpty else {
            for position in entries.indices where entries[position].hash == hash && entries[position].name == name {
                return position
            }
            return nil
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if entries[position].hash == hash && entries[position].name == name { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func set(_ value: TemplateValue?, for name: String, hash: UInt64) {
        let found = position(of: name, hash: hash)
        switch (found, value) {
        case (let position?, let value?):
            entries[position].value = value
        case (nil, let value?):
            entries.append(Entry(hash: hash, name: name, value: value))
            if entries.count > Self.scanLimit, entries.count * 2 > slots.count {
                rebuildSlots()
            } else if !slots.isEmpty {
                insertSlot(of: entries.count - 1)
            }
        case (let position?, nil):
            entries.remove(at: position)
            if !slots.isEmpty { rebuildSlots() }
        case (nil, nil):
            break
        }
    }

    /// A table at most half full, so probes stay short.
    private mutating func rebuildSlots() {
        var size = 16
        while size < entries.count * 4 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        for position in entries.indices { insertSlot(of: position) }
    }

    private mutating func insertSlot(of position: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entries[position].hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
    }
}

extension TemplateFields: Equatable {
    /// Equal when they hold the same names with equal values, in any order (as dictionaries).
    public static func == (lhs: TemplateFields, rhs: TemplateFields) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs.position(of: $0.name, hash: $0.hash).map { rhs.entries[$0].value } == $0.value }
    }
}

extension TemplateFields: Sequence {
    /// Names and values, in the order the names were first set.
    public func makeIterator() -> some IteratorProtocol<(name: String, value: TemplateValue)> {
        entries.lazy.map { (name: $0.name, value: $0.value) }.makeIterator()
    }
}

extension TemplateFields: ExpressibleByDictionaryLiteral {
    /// A repeated name keeps its last value, as the dictionaries these literals replace did.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        reserveCapacity(elements.count)
        for (name, value) in elements { self[name] = value }
    }
}
