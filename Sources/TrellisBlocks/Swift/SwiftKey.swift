// Hashable values of interpreted Swift: dictionary keys and what a `Hasher` combines.

/// A value as a dictionary key or a `Hasher` input: the `Hashable` values of layout code.
///
/// Numbers that are whole are one key whatever their type, as `==` treats `1` and `1.0`
/// (the interpreter cannot always tell an `Int` literal meant as a `CGFloat`). Instances of
/// the author's structs and enum cases hash their stored properties, as Swift's synthesised
/// `Hashable` does; with the `machine` that runs the code, a type's own `hash(into:)` or raw
/// value keys it instead (``SwiftMachine/declaredKey(_:at:)``).
enum SwiftKey: Hashable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// An enum case or implicit member (`.compact`, `.leading`).
    case member(String)
    /// A value with parts: a struct (its type and fields), a size, a point, an alignment.
    case composite(String, [SwiftKey])

    init(_ value: SwiftValue, machine: SwiftMachine? = nil, at spot: SwiftSpot) throws {
        switch value {
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number):
            if number == number.rounded(), abs(number) < 9e15 { self = .int(Int(number)) } else { self = .double(number) }
        case .string(let text): self = .string(text)
        case .implicitMember(let name): self = .member(name)
        case .enumCase(let name, let payload): self = .composite("." + name, [try SwiftKey(payload, machine: machine, at: spot)])
        case .tuple(let parts, _): self = .composite("()", try parts.map { try SwiftKey($0, machine: machine, at: spot) })
        case .none: self = .member("nil")
        case .instance(let instance):
            if let machine, let declared = try machine.declaredKey(instance, at: spot) {
                self = declared
            } else {
                self = .composite(instance.type.name, try instance.fields.map { try SwiftKey($0, machine: machine, at: spot) })
            }
        case .size(let size): self = .composite("CGSize", [try SwiftKey(.double(size.width), at: spot), try SwiftKey(.double(size.height), at: spot)])
        case .point(let point): self = .composite("CGPoint", [try SwiftKey(.double(point.x), at: spot), try SwiftKey(.double(point.y), at: spot)])
        case .array(let elements): self = .composite("Array", try elements.map { try SwiftKey($0, machine: machine, at: spot) })
        case .range(let lower, let upper, _): self = .composite("Range", [.int(lower), .int(upper)])
        case .floatingRange(let range):
            self = .composite(range.isClosed ? "ClosedRange" : "Range", [try SwiftKey(.double(range.lower), at: spot), try SwiftKey(.double(range.upper), at: spot)])
        // `URL` is `Hashable` (Apple): one key per absolute string.
        case .foundation(.url(let url)): self = .composite("URL", [.string(url.absoluteString)])
        case .horizontalAlignment, .verticalAlignment, .axis, .unitPoint, .angle:
            self = .composite(value.typeName, [.string(value.shown)])
        // `Date` is `Hashable` (Apple): one key per instant (set BW's ReadySet groups a chart's
        // entries by day, `Dictionary(grouping:by:)` of `calendar.startOfDay(for:)`).
        case .swiftUI(let made) where Interpreter.dateSeconds(made) != nil:
            self = .composite("Date", [try SwiftKey(.double(Interpreter.dateSeconds(made)!), at: spot)])
        case .swiftUI(.standIn(let written)):
            // `Set(birds.map(\.id))` of the app's values, which a page does not have: each stand-in
            // is the value its expression names, one key per expression, as its text shows it.
            self = .composite("stand-in", [.string(written)])
        default:
            throw spot.error("\(value.described) is not `Hashable`, so it cannot be a dictionary key or be hashed",
                             hint: "use an Int, a String, an enum case or a struct of such values as the key")
        }
    }

    /// A hash that is the same in every build (Swift's `Hasher` is seeded per process; a
    /// page must come out the same each time it is built): FNV-1a over the key's parts.
    func stableHash(into state: inout UInt64) {
        func mix(_ bytes: UInt64) {
            var bytes = bytes
            for _ in 0..<8 {
                state = (state ^ (bytes & 0xff)) &* 0x100_0000_01b3
                bytes >>= 8
            }
        }
        switch self {
        case .bool(let flag): mix(1); mix(flag ? 1 : 0)
        case .int(let number): mix(2); mix(UInt64(bitPattern: Int64(number)))
        case .double(let number): mix(3); mix(number.bitPattern)
        case .string(let text): mix(4); for byte in text.utf8 { mix(UInt64(byte)) }
        case .member(let name): mix(5); for byte in name.utf8 { mix(UInt64(byte)) }
        case .composite(let name, let parts):
            mix(6)
            for byte in name.utf8 { mix(UInt64(byte)) }
            for part in parts { part.stableHash(into: &state) }
        }
    }
}
