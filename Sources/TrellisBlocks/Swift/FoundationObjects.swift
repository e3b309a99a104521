// Foundation's text types that apps' value code reads with: `CharacterSet` and `Scanner`.

import Foundation

/// A Foundation value in layout code, computed with Foundation's own type.
///
/// Apps' colour initialisers (`Color(hex:)`, one of the snippets pasted most) trim with
/// `CharacterSet.alphanumerics.inverted` and parse with `Scanner(string:).scanHexInt64(&int)`;
/// both are swift-corelibs-foundation's here, so what they accept is what Foundation accepts.
enum FoundationObject {
    case characterSet(CharacterSet)
    /// A `Scanner` is a class: every copy of the value reads on from the same place.
    case scanner(Scanner)

    var typeName: String {
        switch self {
        case .characterSet: "CharacterSet"
        case .scanner: "Scanner"
        }
    }

    /// `CharacterSet.alphanumerics`, or `.whitespaces` where a set is expected (Apple,
    /// "CharacterSet", Getting Standard Character Sets).
    static let characterSets: [String: CharacterSet] = [
        "alphanumerics": .alphanumerics, "letters": .letters, "decimalDigits": .decimalDigits,
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "punctuationCharacters": .punctuationCharacters, "symbols": .symbols, "controlCharacters": .controlCharacters,
        "uppercaseLetters": .uppercaseLetters, "lowercaseLetters": .lowercaseLetters, "capitalizedLetters": .capitalizedLetters,
        "nonBaseCharacters": .nonBaseCharacters, "illegalCharacters": .illegalCharacters,
        "urlQueryAllowed": .urlQueryAllowed, "urlPathAllowed": .urlPathAllowed, "urlHostAllowed": .urlHostAllowed,
        "urlFragmentAllowed": .urlFragmentAllowed, "urlUserAllowed": .urlUserAllowed, "urlPasswordAllowed": .urlPasswordAllowed,
    ]

    /// A character set from what code passes: a `CharacterSet` value or an implicit member.
    static func characterSet(_ value: SwiftValue, for method: String, at spot: SwiftSpot) throws -> CharacterSet {
        switch value {
        case .foundation(.characterSet(let set)): return set
        case .implicitMember(let name):
            if let set = characterSets[name] { return set }
            throw spot.error("`CharacterSet` has no member `\(name)`", hint: NameSuggestion.hint(for: name, among: Array(characterSets.keys)))
        default: throw spot.error("`\(method)` takes a CharacterSet, found \(value.typeName) \(value.shown)")
        }
    }

    /// `CharacterSet(charactersIn: "abc")`, `Scanner(string: text)`.
    static func make(_ type: String, labels: [String?], arguments: [SwiftValue], at spot: SwiftSpot) throws -> SwiftValue {
        switch (type, labels) {
        case ("CharacterSet", []): return .foundation(.characterSet(CharacterSet()))
        case ("CharacterSet", ["charactersIn"]):
            guard case .string(let text) = arguments[0] else { break }
            return .foundation(.characterSet(CharacterSet(charactersIn: text)))
        case ("Scanner", ["string"]):
            guard case .string(let text) = arguments[0] else { break }
            return .foundation(.scanner(Scanner(string: text)))
        default: break
        }
        throw spot.error("`\(type)(\(labels.map { ($0 ?? "_") + ":" }.joined()))` is not known here",
                         hint: type == "Scanner" ? "write `Scanner(string: text)`" : "write `CharacterSet(charactersIn: \"abc\")` or a standard set such as `.alphanumerics`")
    }

    /// `set.inverted`, `scanner.isAtEnd`, `scanner.currentIndex` (a character offset, as a
    /// string's indices are here).
    func member(_ name: String, at spot: SwiftSpot) throws -> SwiftValue? {
        switch (self, name) {
        case (.characterSet(let set), "inverted"): return .foundation(.characterSet(set.inverted))
        case (.characterSet(let set), "isEmpty"): return .bool(set.isEmpty)
        case (.scanner(let scanner), "isAtEnd"): return .bool(scanner.isAtEnd)
        case (.scanner(let scanner), "string"): return .string(scanner.string)
        case (.scanner(let scanner), "currentIndex"): return .int(scanner.string.distance(from: scanner.string.startIndex, to: scanner.currentIndex))
        default: return nil
        }
    }

    /// A method; `write(i, value)` stores into the `inout` argument `i` (`&int`), as Swift's
    /// `scanHexInt64(_:)` writes through its pointer.
    func method(_ name: String, labels: [String?], arguments: [SwiftValue], write: (Int, SwiftValue) throws -> Void,
                at spot: SwiftSpot) throws -> SwiftValue? {
        switch self {
        case .characterSet(let set):
            switch (name, labels) {
            case ("union", [nil]), ("subtracting", [nil]), ("intersection", [nil]), ("symmetricDifference", [nil]):
                let other = try Self.characterSet(arguments[0], for: name, at: spot)
                let combined = switch name {
                case "union": set.union(other)
                case "subtracting": set.subtracting(other)
                case "intersection": set.intersection(other)
                default: set.symmetricDifference(other)
                }
                return .foundation(.characterSet(combined))
            case ("contains", [nil]):
                guard case .string(let text) = arguments[0], let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else {
                    throw spot.error("`contains` of a CharacterSet takes one Unicode scalar")
                }
                return .bool(set.contains(scalar))
            default: return nil
            }
        case .scanner(let scanner):
            func whole(_ number: UInt64?) throws -> SwiftValue {
                guard let number else { return SwiftValue.none }
                guard let value = Int(exactly: number) else { throw spot.error("\(number) is past the largest integer layout code holds (`Int.max`)") }
                return .int(value)
            }
            switch (name, labels) {
            case ("scanHexInt64", [nil]), ("scanHexInt32", [nil]), ("scanInt", [nil]), ("scanInt64", [nil]), ("scanUnsignedLongLong", [nil]):
                // The older API: the number goes to the `inout` argument, the result says whether one was read.
                let number: SwiftValue
                switch name {
                case "scanHexInt64", "scanHexInt32", "scanUnsignedLongLong":
                    var read: UInt64 = 0
                    let found = name == "scanUnsignedLongLong" ? scanner.scanUInt64(representation: .decimal).map { read = $0 } != nil
                        : scanner.scanUInt64(representation: .hexadecimal).map { read = $0 } != nil
                    guard found else { return .bool(false) }
                    number = try whole(name == "scanHexInt32" ? UInt64(UInt32(truncatingIfNeeded: read)) : read)
                default:
                    guard let read = scanner.scanInt(representation: .decimal) else { return .bool(false) }
                    number = .int(read)
                }
                try write(0, number)
                return .bool(true)
            case ("scanUInt64", []), ("scanUInt64", ["representation"]):
                return try whole(scanner.scanUInt64(representation: try Self.representation(arguments.first, at: spot)))
            case ("scanInt", []), ("scanInt", ["representation"]), ("scanInt64", []), ("scanInt64", ["representation"]):
                return scanner.scanInt(representation: try Self.representation(arguments.first, at: spot)).map(SwiftValue.int) ?? SwiftValue.none
            case ("scanDouble", []):
                return scanner.scanDouble().map(SwiftValue.double) ?? SwiftValue.none
            case ("scanString", [nil]):
                guard case .string(let text) = arguments[0] else { break }
                return scanner.scanString(text).map(SwiftValue.string) ?? SwiftValue.none
            case ("scanUpToString", [nil]):
                guard case .string(let text) = arguments[0] else { break }
                return scanner.scanUpToString(text).map(SwiftValue.string) ?? SwiftValue.none
            case ("scanCharacters", ["from"]):
                return scanner.scanCharacters(from: try Self.characterSet(arguments[0], for: name, at: spot)).map(SwiftValue.string) ?? SwiftValue.none
            case ("scanUpToCharacters", ["from"]):
                return scanner.scanUpToCharacters(from: try Self.characterSet(arguments[0], for: name, at: spot)).map(SwiftValue.string) ?? SwiftValue.none
            default: break
            }
            return nil
        }
    }

    private static func representation(_ value: SwiftValue?, at spot: SwiftSpot) throws -> Scanner.NumberRepresentation {
        switch value {
        case nil, .implicitMember("decimal")?: return .decimal
        case .implicitMember("hexadecimal")?: return .hexadecimal
        default: throw spot.error("a number representation is `.decimal` or `.hexadecimal`")
        }
    }
}
