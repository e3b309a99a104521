// Swift's `Regex` (SE-0350, SE-0354, SE-0357): literals, `Regex(_:)`, and the String methods that match with one, on ICU.

import Foundation

/// A regular expression as Swift code writes one: `/^[A-Z]{3}$/`, `#/\d+/#`, `try Regex("a+")`.
///
/// Apps validate and pick text apart with these (a currency code in swift-paperless, a video
/// id in yattee). The syntax apps write (classes, quantifiers, anchors, `\d`, `\s`, `\w`,
/// groups named `(?<name>...)`) reads the same in Swift's engine and in ICU's, which
/// Foundation's `NSRegularExpression` runs here, so the answers are Foundation's own. A
/// pattern ICU refuses is an error where it is written.
final class SwiftRegex: @unchecked Sendable {
    let pattern: String
    let expression: NSRegularExpression
    /// Each capture group's name, in the order of their opening parentheses (`nil` unnamed).
    let captureNames: [String?]

    init(_ pattern: String, extended: Bool = false) throws {
        self.pattern = pattern
        expression = try NSRegularExpression(pattern: pattern, options: extended ? [.allowCommentsAndWhitespace] : [])
        captureNames = Self.captureNames(pattern)
    }

    /// The capture groups of `pattern`: an opening parenthesis not escaped, not in a class, and
    /// not `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?>`, `(?i)` (which capture nothing).
    static func captureNames(_ pattern: String) -> [String?] {
        var names: [String?] = []
        let characters = Array(pattern)
        var index = 0, inClass = false
        while index < characters.count {
            let character = characters[index]
            if character == "\\" { index += 2; continue }
            if inClass { if character == "]" { inClass = false }; index += 1; continue }
            if character == "[" { inClass = true; index += 1; continue }
            if character == "(" {
                if index + 1 < characters.count, characters[index + 1] == "?" {
                    // `(?<name>...)` and `(?P<name>...)` capture; `(?<=`, `(?<!` look behind.
                    var start = index + 2
                    if start < characters.count, characters[start] == "P" { start += 1 }
                    if start < characters.count, characters[start] == "<" || characters[start] == "'",
                       start + 1 < characters.count, characters[start + 1] != "=", characters[start + 1] != "!" {
                        let close: Character = characters[start] == "<" ? ">" : "'"
                        if let end = characters[(start + 1)...].firstIndex(of: close) { names.append(String(characters[(start + 1)..<end])) }
                    }
                } else {
                    names.append(nil)
                }
            }
            index += 1
        }
        return names
    }

    /// The pattern held to the end of the text, for `wholeMatch`: an engine that backtracks
    /// tries every way to reach the end (`a|ab` matches "ab" whole), as Swift's does.
    private lazy var wholeExpression = try? NSRegularExpression(pattern: "(?:" + pattern + ")\\z", options: expression.options)

    /// The matches in `text`, first to last (`prefixMatch` anchors them at the start).
    func matches(in text: String, anchored: Bool = false) -> [SwiftRegexMatch] {
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, options: anchored ? [.anchored] : [], range: range).map { result in
            SwiftRegexMatch(text: text, result: result, names: captureNames)
        }
    }

    /// The match of all of `text`, if there is one.
    func wholeMatch(in text: String) -> SwiftRegexMatch? {
        guard let result = wholeExpression?.firstMatch(in: text, options: [.anchored], range: NSRange(text.startIndex..., in: text)) else { return nil }
        return SwiftRegexMatch(text: text, result: result, names: captureNames)
    }

    /// `text.wholeMatch(of:)`, `firstMatch(of:)`, `prefixMatch(of:)`, `matches(of:)`,
    /// `contains(_:)`, `replacing(_:with:)`, `split(separator:)`, `starts(with:)`,
    /// `trimmingPrefix(_:)` with a regex (Apple, "String"; SE-0357); `nil` for anything else.
    static func method(_ name: String, of text: String, labels: [String?], arguments: [SwiftValue]) -> SwiftValue? {
        guard case .foundation(.regex(let regex))? = arguments.first else { return nil }
        switch (name, labels) {
        case ("wholeMatch", ["of"]):
            return regex.wholeMatch(in: text).map { .foundation(.regexMatch($0)) } ?? SwiftValue.none
        case ("firstMatch", ["of"]):
            return regex.matches(in: text).first.map { .foundation(.regexMatch($0)) } ?? SwiftValue.none
        case ("prefixMatch", ["of"]):
            return regex.matches(in: text, anchored: true).first.map { .foundation(.regexMatch($0)) } ?? SwiftValue.none
        case ("matches", ["of"]):
            return .array(regex.matches(in: text).map { .foundation(.regexMatch($0)) })
        case ("contains", [nil]):
            return .bool(!regex.matches(in: text).isEmpty)
        case ("starts", ["with"]):
            return .bool(!regex.matches(in: text, anchored: true).isEmpty)
        case ("replacing", [nil, "with"]):
            guard case .string(let replacement) = arguments[1] else { return nil }
            var result = "", last = text.startIndex
            for match in regex.matches(in: text) {
                guard let range = Range(match.result.range, in: text) else { continue }
                result += text[last..<range.lowerBound] + replacement
                last = range.upperBound
            }
            return .string(result + text[last...])
        case ("split", ["separator"]):
            var parts: [SwiftValue] = [], last = text.startIndex
            for match in regex.matches(in: text) {
                guard let range = Range(match.result.range, in: text), !range.isEmpty else { continue }
                if last < range.lowerBound { parts.append(.string(String(text[last..<range.lowerBound]))) }
                last = range.upperBound
            }
            if last < text.endIndex { parts.append(.string(String(text[last...]))) }
            return .array(parts)
        case ("trimmingPrefix", [nil]):
            guard let match = regex.matches(in: text, anchored: true).first, let range = Range(match.result.range, in: text) else { return .string(text) }
            return .string(String(text[range.upperBound...]))
        default:
            return nil
        }
    }
}

/// One match of a `SwiftRegex`: `match.output` (the matched text, or a tuple of it and each
/// capture when the pattern captures), `match.0`, `match.1`, a named capture by its name.
struct SwiftRegexMatch {
    let text: String
    let result: NSTextCheckingResult
    let names: [String?]

    /// The text of capture `index` (0 the whole match); `nil` for a group that took no part.
    func capture(_ index: Int) -> SwiftValue {
        guard index < result.numberOfRanges, let range = Range(result.range(at: index), in: text) else { return .none }
        return .string(String(text[range]))
    }

    /// What `.output` gives (Apple, "Regex.Match": "the output of the match", a `Substring` or a
    /// tuple whose first element is the whole match, labelled by the named captures).
    var output: SwiftValue {
        if names.isEmpty { return capture(0) }
        return .tuple((0...names.count).map(capture), labels: [nil] + names)
    }

    func member(_ name: String) -> SwiftValue? {
        if name == "output" { return output }
        if let index = Int(name), index <= names.count { return capture(index) }
        if let index = names.firstIndex(of: name) { return capture(index + 1) }
        return nil
    }
}
