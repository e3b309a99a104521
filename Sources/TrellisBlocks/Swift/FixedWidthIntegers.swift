// The standard library's sized integers (`Int8` ... `UInt64`, `UInt`): their bounds, initialisers and static members.

/// The sized integer types, computed as `Int` as `Float` is computed as `Double`.
///
/// Their values are `SwiftValue.int`; what makes them their type is the range a value must
/// fit where one is made. Swift's initialisers are followed (Apple, "BinaryInteger"):
/// `UInt8(300)` traps ("Not enough bits to represent the passed value"), `init(exactly:)` is
/// nil for a value that does not fit, `init(truncatingIfNeeded:)` keeps the low bits,
/// `init(clamping:)` the nearest bound. What is not followed: arithmetic between two sized
/// values is `Int` arithmetic (an `Int8` sum past 127 does not trap), and `UInt`/`UInt64`
/// hold no value above `Int.max`, whose `max` is then an error rather than a wrong number.
enum FixedWidthIntegers {
    struct Bounds {
        let bitWidth: Int
        let isSigned: Bool
        /// Nil where the bound is past `Int.max` (`UInt64.max`).
        let max: Int?
        var min: Int { isSigned ? (bitWidth == 64 ? .min : -(1 << (bitWidth - 1))) : 0 }

        func contains(_ value: Int) -> Bool { value >= min && max.map { value <= $0 } ?? true }

        /// The low `bitWidth` bits of `value`, read as this type reads them.
        func truncating(_ value: Int) -> Int {
            guard bitWidth < 64 else { return isSigned ? value : Swift.max(value, 0) }
            let low = value & ((1 << bitWidth) - 1)
            return isSigned && low >= 1 << (bitWidth - 1) ? low - (1 << bitWidth) : low
        }
    }

    static let bounds: [String: Bounds] = [
        "Int8": Bounds(bitWidth: 8, isSigned: true, max: Int(Int8.max)),
        "Int16": Bounds(bitWidth: 16, isSigned: true, max: Int(Int16.max)),
        "Int32": Bounds(bitWidth: 32, isSigned: true, max: Int(Int32.max)),
        "Int64": Bounds(bitWidth: 64, isSigned: true, max: Int(Int64.max)),
        "UInt8": Bounds(bitWidth: 8, isSigned: false, max: Int(UInt8.max)),
        "UInt16": Bounds(bitWidth: 16, isSigned: false, max: Int(UInt16.max)),
        "UInt32": Bounds(bitWidth: 32, isSigned: false, max: Int(UInt32.max)),
        "UInt64": Bounds(bitWidth: 64, isSigned: false, max: nil),
        "UInt": Bounds(bitWidth: 64, isSigned: false, max: nil),
    ]

    static let names = Set(bounds.keys)

    /// `UInt8.max`, `Int16.min`, `UInt32.bitWidth`, `Int8.zero`, `UInt.isSigned`; nil for
    /// `UInt64.max` (see `unrepresentable`) and other names.
    static func staticMember(_ type: String, _ member: String) -> SwiftValue? {
        guard let bounds = bounds[type] else { return nil }
        switch member {
        case "max": return bounds.max.map(SwiftValue.int)
        case "min": return .int(bounds.min)
        case "zero": return .int(0)
        case "bitWidth": return .int(bounds.bitWidth)
        case "isSigned": return .bool(bounds.isSigned)
        default: return nil
        }
    }

    /// Why `type.member` has no value here, when it is a bound past `Int.max`.
    static func unrepresentable(_ type: String, _ member: String) -> String? {
        guard member == "max", let bounds = bounds[type], bounds.max == nil else { return nil }
        return "`\(type).max` is past the largest integer layout code holds (`Int.max`)"
    }

    /// `Int8(x)`, `UInt8(exactly: x)`, `UInt8(truncatingIfNeeded: x)`, `UInt16(clamping: x)`,
    /// `UInt8("255")`, `UInt32("ff", radix: 16)`; and `Int`'s labelled ones (`Int(exactly: 2.5)`
    /// is nil), `Int` having `Int64`'s bounds.
    static func make(_ type: String, labels: [String?], arguments: [SwiftValue], at spot: SwiftSpot) throws -> SwiftValue {
        guard let bounds = bounds[type == "Int" ? "Int64" : type] else { throw spot.error("unknown integer type `\(type)`") }
        guard let first = arguments.first else { return .int(0) }
        if case .string(let text) = first {
            // The failable initialisers from text: nil for text that is not a number of the type.
            var radix = 10
            if labels == [nil, "radix"], case .int(let given) = arguments[1] { radix = given }
            guard (2...36).contains(radix) else { throw spot.error("a radix is from 2 to 36, found \(radix)") }
            guard let number = Int(text, radix: radix), bounds.contains(number) else { return .none }
            return .int(number)
        }
        let whole: Int
        switch first {
        case .int(let number): whole = number
        case .double(let number):
            guard number.isFinite, abs(number) < 9.2e18 else {
                if labels.first == "exactly" { return .none }
                throw spot.error("\(SwiftValue.shown(number)) cannot be converted to `\(type)`")
            }
            if labels.first == "exactly", number.rounded(.towardZero) != number { return .none }
            whole = Int(number)
        default:
            throw spot.error("cannot convert \(first.described) to `\(type)`")
        }
        switch labels.first ?? nil {
        case "truncatingIfNeeded": return .int(bounds.truncating(whole))
        case "clamping": return .int(Swift.min(Swift.max(whole, bounds.min), bounds.max ?? .max))
        case "exactly": return bounds.contains(whole) ? .int(whole) : .none
        default:
            guard bounds.contains(whole) else { throw spot.error("Not enough bits to represent the passed value: \(whole) is not a `\(type)`") }
            return .int(whole)
        }
    }
}
