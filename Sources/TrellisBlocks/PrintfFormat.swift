// printf-style formats, as Foundation's `String(format:)` and SwiftUI's `specifier:` read them.

import Foundation

/// C conversions checked against their values before Foundation formats them, so no
/// conversion can read a value of the wrong type: the one owner of printf formatting for the
/// view builder (`"\(x, specifier: "%.1f")"`) and Swift code (`String(format: "%03d", n)`).
enum PrintfFormat {
    enum Argument {
        case integer(Int)
        case number(Double)
        case text(String)

        var described: String {
            switch self {
            case .integer: "an integer"
            case .number: "a number"
            case .text: "a string"
            }
        }
    }

    struct Failure: Error {
        var message: String
        var hint: String?
    }

    /// One conversion of a format: `%05.2f` is flags and width "05", precision ".2", `f`;
    /// `%2$@` takes the second value (a position, as localized formats reorder their values),
    /// and its `spec` is written without the position (`%@`).
    struct Conversion {
        var range: Range<Int>
        var spec: String
        var character: Character
        var position: Int? = nil
    }

    /// The conversions of `format`, in order (`%%` is a literal percent sign).
    static func conversions(of format: String) throws(Failure) -> [Conversion] {
        let characters = Array(format)
        var found: [Conversion] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else { index += 1; continue }
            let start = index
            index += 1
            guard index < characters.count else { break }
            if characters[index] == "%" { index += 1; continue }
            var position: Int?
            if let dollar = characters[index...].firstIndex(where: { !$0.isNumber }), dollar > index, characters[dollar] == "$" {
                position = Int(String(characters[index..<dollar]))
                guard let given = position, given >= 1, given <= 99 else {
                    throw Failure(message: "the format \"\(format)\" names a value by a position that is not 1 to 99")
                }
                index = dollar + 1
                guard index < characters.count else { break }
            }
            let flags = index
            while index < characters.count, "-+ 0#'123456789.lhqzjt".contains(characters[index]) { index += 1 }
            guard index < characters.count else { break }
            // A width or precision of 100 or more would only pad the page; refuse it rather than allocate it.
            if characters[flags..<index].split(whereSeparator: { !$0.isNumber }).contains(where: { $0.count > 2 }) {
                throw Failure(message: "the format \"\(format)\" asks for a width or precision over 99")
            }
            found.append(Conversion(range: start..<(index + 1), spec: "%" + String(characters[flags...index]), character: characters[index], position: position))
            index += 1
        }
        return found
    }

    /// `format` with each conversion replaced by its argument, formatted as C's printf does;
    /// with a `locale`, its numbers as Foundation's `String(format:locale:)` writes them there
    /// (`%lld` of 1234 is "1,234" in en_US, `%lf` of 3.14 "3.140000").
    static func format(_ format: String, _ arguments: [Argument], locale: Locale? = nil) throws(Failure) -> String {
        let conversions = try conversions(of: format)
        // Values past the last conversion are not read, as C's printf and Foundation leave
        // them (`String(format: "Bytes used", used, limit)` is "Bytes used", checked with
        // swift 6.3.1; set AI's Meshtastic); too few is undefined there, an error here.
        // Each conversion's value: the one its position names, else the next in order.
        let taken = conversions.enumerated().map { $1.position.map { $0 - 1 } ?? $0 }
        guard (taken.max() ?? -1) < arguments.count else {
            throw Failure(message: "the format \"\(format)\" has \(conversions.count) conversion\(conversions.count == 1 ? "" : "s") for \(arguments.count) value\(arguments.count == 1 ? "" : "s")")
        }
        let characters = Array(format)
        var result = ""
        var position = 0
        for (conversion, index) in zip(conversions, taken) {
            result += String(characters[position..<conversion.range.lowerBound]).replacingOccurrences(of: "%%", with: "%")
            result += try formatted(conversion, arguments[index], locale: locale)
            position = conversion.range.upperBound
        }
        result += String(characters[position...]).replacingOccurrences(of: "%%", with: "%")
        return result
    }

    private static func formatted(_ conversion: Conversion, _ argument: Argument, locale: Locale?) throws(Failure) -> String {
        switch (conversion.character, argument) {
        case ("f", _), ("F", _), ("e", _), ("E", _), ("g", _), ("G", _), ("a", _), ("A", _):
            switch argument {
            case .number(let number): return String(format: conversion.spec, locale: locale, number)
            case .integer(let integer): return String(format: conversion.spec, locale: locale, Double(integer))
            case .text: throw Failure(message: "`\(conversion.spec)` formats a number, found a string", hint: "interpolate it: `\"\\(text)\"`")
            }
        case ("d", .integer(let integer)), ("i", .integer(let integer)), ("o", .integer(let integer)), ("u", .integer(let integer)),
             ("x", .integer(let integer)), ("X", .integer(let integer)):
            return String(format: conversion.spec.replacingOccurrences(of: String(conversion.character), with: "l" + String(conversion.character)), locale: locale, integer)
        case ("d", _), ("i", _), ("o", _), ("u", _), ("x", _), ("X", _):
            throw Failure(message: "`\(conversion.spec)` formats an integer, found \(argument.described)", hint: "for a Double write `%.0f`")
        case ("@", .text(let text)), ("s", .text(let text)):
            return text
        case ("@", _), ("s", _):
            throw Failure(message: "`\(conversion.spec)` formats a string", hint: "interpolate the value: `\"\\(value)\"`")
        default:
            throw Failure(message: "the conversion `\(conversion.spec)` is not supported in layout blocks",
                          hint: "use `%d` for integers, `%f`, `%.2f`, `%e`, `%g` for numbers and `%@` for strings")
        }
    }
}
