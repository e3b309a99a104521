// A hash that stays the same between runs, for fingerprints stored in the build cache.

import TrellisMarkup

/// 64-bit FNV-1a over length-prefixed fields.
///
/// Swift's `Hasher` is seeded per process, so its values cannot be compared with those of an
/// earlier build; this one can. Each field is prefixed with its length, so `("ab", "c")` and
/// `("a", "bc")` differ. 64 bits make a collision among a site's 100,000 pages about one
/// chance in 10⁹.
struct StableHasher {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    init() {}

    mutating func combine(bytes: some Sequence<UInt8>) {
        var hash = value
        var count: UInt64 = 0
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            count &+= 1
        }
        value = hash
        combine(count)
    }

    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: $0) }
    }

    mutating func combine(_ text: String?) {
        if let text { combine(text) } else { combine(UInt64.max) }
    }

    mutating func combine(_ number: Int) { combine(UInt64(bitPattern: Int64(number))) }

    mutating func combine(_ flag: Bool) { combine(flag ? 1 : 0) }

    mutating func combine(_ number: UInt64) {
        var hash = value
        for shift in stride(from: 0, to: 64, by: 8) {
            hash = (hash ^ ((number >> UInt64(shift)) & 0xFF)) &* 0x0000_0100_0000_01B3
        }
        value = hash
    }

    /// Front matter or data: mappings in source order, every case tagged, so equal values
    /// hash equally in every process (`String(describing:)` of a mapping prints its
    /// dictionary in a per-process order, which missed the block cache on every build).
    mutating func combine(dataValue value: DataValue) {
        switch value {
        case .string(let text):
            combine(1)
            combine(text)
        case .int(let number):
            combine(2)
            combine(number)
        case .double(let number):
            combine(3)
            combine(number.bitPattern)
        case .bool(let flag):
            combine(4)
            combine(flag)
        case .array(let elements):
            combine(5)
            combine(elements.count)
            for element in elements { combine(dataValue: element) }
        case .dictionary(let mapping):
            combine(6)
            combine(mapping.count)
            for (key, element) in mapping.entries {
                combine(key)
                combine(dataValue: element)
            }
        case .null:
            combine(0)
        }
    }

    /// A file's path and what identifies its version (size, modification time), without
    /// reading it; a missing file hashes as such.
    mutating func combine(stampOf path: String) {
        combine(path)
        let stamp = FileSystem.stamp(path)
        combine(Int(stamp?.size ?? -1))
        combine(Int(stamp?.seconds ?? -1))
        combine(Int(stamp?.nanoseconds ?? -1))
    }

    /// The value as 16 hex digits (for file names and the manifest).
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of one string.
    static func hex(_ text: String) -> String {
        var hasher = StableHasher()
        hasher.combine(text)
        return hasher.hex
    }
}
