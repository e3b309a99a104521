// How values read in text: interpolation, error messages and `--state` values.

import Foundation

extension Value {
    /// The text `"\(value)"` produces, as Swift prints it.
    public var interpolated: String {
        switch self {
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return value
        case .bool(let value): return String(value)
        case .null: return "nil"
        case .array(let values): return "[" + values.map(\.quoted).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            if entries.isEmpty { return "[:]" }
            return "[" + entries.map { "\"\($0.key)\": \($0.value.quoted)" }.joined(separator: ", ") + "]"
        case .range(let lower, let upper, let closed): return SwiftValue.rangeText(lower, upper, closed: closed)
        case .member(let member):
            if let seconds = Interpreter.dateSeconds(self) {
                // As Swift prints a `Date`: "2022-06-06 09:41:00 +0000".
                return Date(timeIntervalSince1970: seconds).formatted(
                    Date.VerbatimFormatStyle(format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits) +0000",
                                             timeZone: Interpreter.formatTimeZone, calendar: Calendar(identifier: .gregorian)))
            }
            return (member.base ?? "") + "." + member.name
        case .keyPath(let path): return "\\." + path.joined(separator: ".")
        case .binding(let name): return "$" + name
        case .view(let view): return view.kind + "(...)"
        case .views: return "views"
        case .viewBuilder: return "{ ... }"
        case .layout(let layout): return layout.kind + "Layout(...)"
        case .layoutClosure: return "{ ... }"
        case .interpretedLayout(let layout): return layout.name + "(...)"
        case .shape(let shape): return shape.name + "(...)"
        case .geometry: return "GeometryProxy value"
        case .standIn(let written): return written
        case .swift(let data): return data.printed
        }
    }

    /// The text a value's identity is made from: what it prints, except that a view made
    /// from a value (`Color.blue` in an array) names that value, not just its kind.
    private var identityText: String {
        if case .view(let view) = self, !view.arguments.isEmpty {
            return view.kind + " " + view.arguments.map(\.value.identityText).joined(separator: " ")
        }
        return interpolated
    }

    /// Like `interpolated`, with strings in quotes (inside collections and messages).
    var quoted: String {
        if case .string(let value) = self { return "\"\(value)\"" }
        return interpolated
    }

    /// What kind of value this is, for "expected a number, got a string" messages.
    var typeName: String {
        switch self {
        case .int: return "an integer"
        case .double: return "a number"
        case .string: return "a string"
        case .bool: return "a Bool"
        case .null: return "nil"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .range: return "a range"
        case .member(let member): return "`\(interpolated)" + (member.arguments == nil ? "`" : "(...)`")
        case .keyPath: return "a key path"
        case .binding: return "a binding"
        case .view(let view): return "a view (`\(view.kind)`)"
        case .views: return "several views"
        case .viewBuilder: return "a closure that builds views"
        case .layout: return "a layout"
        case .layoutClosure: return "a closure"
        case .interpretedLayout(let layout): return "a layout (`\(layout.name)`)"
        case .shape(let shape): return "a shape (`\(shape.name)`)"
        case .geometry(let geometry): return geometry.isNumber ? "a number from a GeometryReader's size" : "a value of a GeometryReader's proxy"
        case .standIn(let written): return "a stand-in for `\(written)`"
        case .swift(let data): return "`\(data.typeName)`"
        }
    }

    /// A slug of the value for generated node ids: `Gold Fish` -> `gold-fish`, `🥐` ->
    /// `u1f950`, `Color.blue` -> `color-blue`. Different values get different slugs, so
    /// `ForEach(["🥐", "🌮"], id: \.self)` and `ForEach([Color.blue, .red], id: \.self)` keep
    /// their elements apart, as SwiftUI's identity by value does.
    public var idSlug: String {
        var slug = ""
        for character in identityText.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if character.unicodeScalars.contains(where: { !$0.isASCII }) {
                // A symbol or an emoji: its code points, so it stays distinct and readable in ids.
                if !slug.isEmpty, !slug.hasSuffix("-") { slug.append("-") }
                slug += character.unicodeScalars.map { "u" + String($0.value, radix: 16) }.joined(separator: "-")
            } else if !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        while slug.hasPrefix("-") { slug.removeFirst() }
        return slug.isEmpty ? "x" : slug
    }

    /// The number, for a value that is one.
    var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }
}
