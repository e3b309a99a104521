// A type written in interpreted code (`CGFloat`, `[CGSize]`, `(offsets: [CGPoint], size: CGSize)`), parsed once.

import Foundation
import SwiftSyntax

/// A type as layout code writes it, read when the code compiles.
///
/// The declared type is what turns an integer literal into a CGFloat, `.zero` into a size and
/// `nil` into an optional (see `SwiftConversion`), and what the compiler checks values
/// against. It used to be kept as the text the author wrote and taken apart at every call and
/// return (a function returning a tuple split its type string each time); now the text is
/// read once and a conversion is a switch.
enum SwiftType: Equatable, Sendable, CustomStringConvertible {
    case int
    /// `CGFloat`, `Double` or `Float`: the interpreter computes all three as `Double`.
    case floatingPoint(String)
    case bool
    case string
    // Only the cases that hold a type are boxed: `CGFloat` and `CGSize` are read at every
    // call and return, and copying them should not touch a reference count.
    indirect case optional(SwiftType)
    indirect case array(SwiftType)
    indirect case dictionary(key: SwiftType, value: SwiftType)
    case tuple([Element])
    /// Every other type: the CoreGraphics and SwiftUI values (`CGSize`, `Axis`), the author's
    /// own types, `Void`, `some View`.
    case named(String)

    struct Element: Equatable, Sendable {
        var label: String?
        var type: SwiftType
    }

    init(_ syntax: TypeSyntax) {
        self.init(parsing: SwiftCompiler.typeName(syntax))
    }

    /// Reads the spelling `SwiftCompiler.typeName` gives a type.
    init(parsing text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        if SwiftType.isFunctionType(text) {
            // A function type: closures are not converted. (A tuple of functions,
            // `(increment: () -> Int, reset: () -> Void)`, is a tuple.)
            self = .named(text)
        } else if text.hasSuffix("?") || text.hasSuffix("!") {
            self = .optional(SwiftType(parsing: String(text.dropLast())))
        } else if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast())
            if let colon = SwiftType.topLevelSeparator(":", in: inner) {
                self = .dictionary(key: SwiftType(parsing: String(inner[..<colon])),
                                   value: SwiftType(parsing: String(inner[inner.index(after: colon)...])))
            } else {
                self = .array(SwiftType(parsing: inner))
            }
        } else if text.hasPrefix("("), text.hasSuffix(")") {
            let parts = SwiftType.topLevelParts(String(text.dropFirst().dropLast()))
            if parts.count == 1, SwiftType.topLevelSeparator(":", in: parts[0]) == nil {
                self = parts[0].isEmpty ? .named("Void") : SwiftType(parsing: parts[0])
            } else {
                self = .tuple(parts.map { part in
                    if let colon = SwiftType.topLevelSeparator(":", in: part) {
                        return Element(label: part[..<colon].trimmingCharacters(in: .whitespaces),
                                       type: SwiftType(parsing: String(part[part.index(after: colon)...])))
                    }
                    return Element(label: nil, type: SwiftType(parsing: part))
                })
            }
        } else {
            switch text {
            case _ where SwiftType.aliases[text] != nil: self = SwiftType.aliases[text]!
            case _ where SwiftType.platformAliases[text] != nil: self = SwiftType(parsing: SwiftType.platformAliases[text]!)
            // The sized integers compute as `Int` (`FixedWidthIntegers`).
            case "Int": self = .int
            case _ where FixedWidthIntegers.bounds[text] != nil: self = .int
            case "CGFloat", "Double", "Float": self = .floatingPoint(text)
            case "Bool": self = .bool
            case "String": self = .string
            default: self = .named(text)
            }
        }
    }

    /// The `typealias`es of the program being compiled (``SwiftCompiler/withAliases(_:)``): a
    /// type written with an alias's name is the type it names (The Swift Programming Language,
    /// "Type Alias Declaration": "the alias ... can be used everywhere the existing type can").
    @TaskLocal static var aliases: [String: SwiftType] = [:]

    /// The standard library's, Foundation's and C's `typealias`es of Swift's number types
    /// (Apple, "TimeInterval": `typealias TimeInterval = Double`; "CFloat": `typealias CFloat =
    /// Float`; "Float64", "CInt", "NSInteger" the same way), and AppKit's geometry names of
    /// CoreGraphics' (Apple, "NSSize": `typealias NSSize = CGSize`; "NSPoint", "NSRect"): what a
    /// declared type or a call (`CFloat(level)`, `TimeInterval(seconds)`, `NSSize(width:height:)`)
    /// written with one names.
    static let platformAliases: [String: String] = [
        "NSSize": "CGSize", "NSPoint": "CGPoint", "NSRect": "CGRect",
        "TimeInterval": "Double", "CFloat": "Float", "CDouble": "Double", "Float32": "Float", "Float64": "Double",
        "CBool": "Bool", "CChar": "Int8", "CShort": "Int16", "CInt": "Int32", "CLong": "Int", "CLongLong": "Int64",
        "CUnsignedChar": "UInt8", "CUnsignedShort": "UInt16", "CUnsignedInt": "UInt32", "CUnsignedLong": "UInt",
        "CUnsignedLongLong": "UInt64", "NSInteger": "Int", "NSUInteger": "UInt",
    ]

    /// The type a call of `name` makes when `name` is a `typealias` (the block's own, in
    /// `declared`, or the platform's) of a type Swift's library knows (`Meters(3)` of
    /// `typealias Meters = Double`, `CFloat(level)`): its name, or `nil`.
    static func aliasedCallName(_ name: String, declared: [String: SwiftType]) -> String? {
        if let own = declared[name] {
            let target = own.description
            return target != name && !target.contains("<") && !target.contains("[") ? target : nil
        }
        return platformAliases[name]
    }

    var description: String {
        switch self {
        case .int: "Int"
        case .floatingPoint(let name): name
        case .bool: "Bool"
        case .string: "String"
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .tuple(let elements): "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.description }.joined(separator: ", ") + ")"
        case .named(let name): name
        }
    }

    /// The type with `Self` read as `name`: a protocol extension's `[Self]` parameter, called
    /// on a conforming type's value, takes that type's values (`[Toppings]`).
    func replacingSelf(with name: String) -> SwiftType {
        switch self {
        case .named("Self"): .named(name)
        case .optional(let wrapped): .optional(wrapped.replacingSelf(with: name))
        case .array(let element): .array(element.replacingSelf(with: name))
        case .dictionary(let key, let value): .dictionary(key: key.replacingSelf(with: name), value: value.replacingSelf(with: name))
        case .tuple(let elements): .tuple(elements.map { Element(label: $0.label, type: $0.type.replacingSelf(with: name)) })
        default: self
        }
    }

    /// The type without its optional: `CGFloat` for `CGFloat?`.
    var unwrapped: SwiftType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    var isFloatingPoint: Bool {
        if case .floatingPoint = self { return true }
        return false
    }

    /// The name a type's members are found under (`CGSize`, `HorizontalAlignment`), for the
    /// types that have one.
    var name: String? {
        switch self {
        case .int, .floatingPoint, .bool, .string, .named: description
        default: nil
        }
    }

    /// The parameter types of a function type (`(Double) -> Double`, `@escaping (_ x: Int,
    /// inout [String]) -> Void`), for a closure written where one is expected; nil for any
    /// other type.
    var functionParameters: [SwiftType]? {
        guard case .named(var text) = self, SwiftType.isFunctionType(text) else { return nil }
        while text.hasPrefix("@"), let space = text.firstIndex(of: " ") { text = String(text[text.index(after: space)...]) }
        guard text.hasPrefix("("), let close = SwiftType.matchingParenthesis(in: text) else { return nil }
        let inside = String(text[text.index(after: text.startIndex)..<close]).trimmingCharacters(in: .whitespaces)
        guard !inside.isEmpty else { return [] }
        return SwiftType.topLevelParts(inside).map { part in
            var type = SwiftType.topLevelSeparator(":", in: part).map { String(part[part.index(after: $0)...]) } ?? part
            type = type.trimmingCharacters(in: .whitespaces)
            if type.hasPrefix("inout ") { type.removeFirst(6) }
            return SwiftType(parsing: type)
        }
    }

    /// The result type of a function type (`Double` of `(Double) -> Double`, `Void` of
    /// `(T) -> ()`); nil for any other type.
    var functionResult: SwiftType? {
        functionParts.map { SwiftType(parsing: $0.result) }
    }

    /// Whether this is `Void`, written `Void` or `()`.
    var isVoid: Bool {
        switch self {
        case .named("Void"), .tuple([]): true
        default: false
        }
    }

    /// The index of the `)` closing the `(` that `text` starts with.
    private static func matchingParenthesis(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The positions of `text`'s characters outside any brackets, parentheses or angle
    /// brackets; the `>` of a function type's `->` is one of them, not a closing bracket.
    /// The one reading of nesting for the three questions below.
    private static func topLevelIndices(_ text: String) -> [String.Index] {
        var found: [String.Index] = []
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            defer { previous = character }
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": if depth == 0 { found.append(index) }
            case ")", "]", ">": depth -= 1
            default: if depth == 0 { found.append(index) }
            }
        }
        return found
    }

    /// A function type's parameter list and result as written (`(AnyView)`, `AnyView` of
    /// `(AnyView) -> AnyView`); `nil` for any other type.
    var functionParts: (parameters: String, result: String)? {
        guard case .named(let text) = self, SwiftType.isFunctionType(text),
              let arrow = SwiftType.topLevelIndices(text).first(where: { text[$0] == ">" && $0 > text.startIndex && text[text.index(before: $0)] == "-" })
        else { return nil }
        let parameters = text[..<text.index(before: arrow)].replacingOccurrences(of: "@escaping", with: "").trimmingCharacters(in: .whitespaces)
        return (parameters, String(text[text.index(after: arrow)...]).trimmingCharacters(in: .whitespaces))
    }

    /// Whether `->` stands outside any brackets: `(Int) -> Int`, `@escaping () -> Void`.
    static func isFunctionType(_ text: String) -> Bool {
        guard text.contains("->") else { return false }
        return topLevelIndices(text).contains { text[$0] == ">" && $0 > text.startIndex && text[text.index(before: $0)] == "-" }
    }

    /// The position of `separator` outside any brackets, parentheses or angle brackets.
    private static func topLevelSeparator(_ separator: Character, in text: String) -> String.Index? {
        topLevelIndices(text).first { text[$0] == separator }
    }

    /// The comma-separated parts of a tuple's inside, each trimmed.
    static func topLevelParts(_ text: String) -> [String] {
        var parts: [String] = []
        var start = text.startIndex
        for comma in topLevelIndices(text) where text[comma] == "," {
            parts.append(text[start..<comma].trimmingCharacters(in: .whitespaces))
            start = text.index(after: comma)
        }
        parts.append(text[start...].trimmingCharacters(in: .whitespaces))
        return parts
    }
}

extension PatternBindingSyntax {
    /// The type annotation that applies to this binding: its own, or for `lo` in
    /// `var lo, hi: Int` the next one's (The Swift Programming Language, "Type Annotations":
    /// "multiple related variables of the same type on a single line ... with a single type
    /// annotation after the final variable name").
    var appliedTypeAnnotation: TypeAnnotationSyntax? {
        if let typeAnnotation { return typeAnnotation }
        guard initializer == nil, accessorBlock == nil, let list = parent?.as(PatternBindingListSyntax.self) else { return nil }
        var after = false
        for binding in list {
            if binding.id == id { after = true; continue }
            guard after else { continue }
            if let annotation = binding.typeAnnotation { return annotation }
            if binding.initializer != nil || binding.accessorBlock != nil { return nil }
        }
        return nil
    }
}

extension DeclModifierListSyntax {
    /// Whether the declaration is the type's, not an instance's (`static`, or `class` in a class).
    var isStatic: Bool {
        contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
