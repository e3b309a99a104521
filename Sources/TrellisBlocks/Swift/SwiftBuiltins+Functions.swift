// Free functions and initialisers: min, max, sqrt, zip, stride, CGSize(width:height:)...

import Foundation
import TrellisLayout

extension SwiftBuiltins {
    /// `String(localized:)`'s labels after the key, which do not change a page's text.
    static let localizedOptions: Set<String> = ["defaultValue", "table", "bundle", "locale", "comment"]

    /// `CGFloat(.defaultSpacing)`, `Int(.pageSize)`: a number made from an implicit member, in
    /// Swift code and in a body alike (the view builder hands such a call here). One of the
    /// number's own (`CGFloat(.pi)`) is that number; any other names a case or constant of the
    /// app's, given to the app's `extension CGFloat { init(_ dimension: Dimension) }`, which no
    /// number type has and the page does not: on a page its value stands in, as an unknown
    /// initialiser of a known type does (the issue's rule). It is an error naming the missing
    /// initialiser in layout code, which has no stand-ins, and for a near miss of the number's
    /// own (`.pii`) or a case of an enum the page declares. `nil` for other arguments.
    static func appNumberInit(_ name: String, of argument: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue? {
        guard case .implicitMember(let member) = argument else { return nil }
        if let known = BuiltInNames.staticMember(name, member) { return known }
        let slip = NameSuggestion.hint(for: member, among: Interpreter.numberStaticNames)
        let isTheAppsMember = slip == nil && !Interpreter.numberStaticNames.contains(member)
            && machine.program?.enumTypes(withCase: member).isEmpty != false
        guard isTheAppsMember, let library = machine.library else {
            throw spot.error("`\(name)` has no initializer taking `.\(member)`", hint: slip ?? "paste the app's `extension \(name)` that declares it")
        }
        return library.standIn("\(name)(.\(member))", at: spot.location)
    }

    /// `String(format: "%.2f", x)`'s text: a format string, then its values, by Foundation's
    /// printf conversions (`PrintfFormat`); a value of the app's makes the text a stand-in.
    static func printf(_ arguments: [SwiftValue], _ name: String, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        guard case .string(let format) = arguments[0] else { throw spot.error("`\(name)` takes a format string") }
        if let written = arguments.dropFirst().lazy.compactMap(\.standIn).first { return .swiftUI(.standIn(written)) }
        let values = try arguments.dropFirst().map { value -> PrintfFormat.Argument in
            switch value {
            case .int(let integer): return .integer(integer)
            case .string(let text): return .text(text)
            default:
                guard let number = value.number else { return .text(try machine.text(of: value, at: spot)) }
                return .number(number)
            }
        }
        do {
            return .string(try PrintfFormat.format(format, values))
        } catch let failure as PrintfFormat.Failure {
            throw spot.error(failure.message, hint: failure.hint)
        }
    }

    typealias Function = @Sendable (SwiftMachine, [String?], [SwiftValue], SwiftSpot) throws -> SwiftValue

    static var functionNames: [String] { Array(functions.keys) }

    static func function(_ name: String) -> Function? {
        guard let function = functions[name] else { return nil }
        let standsIn = numericFunctions.contains(name)
        return { machine, labels, arguments, spot in
            guard let written = arguments.lazy.compactMap(\.standIn).first else { return try function(machine, labels, arguments, spot) }
            let standIn = SwiftValue.swiftUI(.standIn(name + "(" + written + (arguments.count > 1 ? ", …)" : ")")))
            // `CGPoint(x: 0.95 * width, y: HexagonParameters.adjustment)` of a type the page lacks:
            // a value computed from the app's stands in, as it does through an operator.
            if standsIn { return standIn }
            // `stride(from: 0, to: items.count, by: perRow)`: what another function cannot make of
            // the app's value stands in too (a collection of three rows), rather than failing.
            do {
                return try function(machine, labels, arguments, spot)
            } catch is SwiftRuntimeError {
                return standIn
            }
        }
    }

    /// The functions and initialisers of numbers and CoreGraphics values, which give a
    /// stand-in for an argument of the app's.
    private static let numericFunctions: Set<String> = Set([
        "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "floor", "ceil", "exp", "log", "log2", "log10", "round", "atan2", "pow", "hypot",
        "abs", "min", "max", "CGPoint", "CGSize", "CGRect", "CGVector", "Angle", "Angle.degrees", "Angle.radians", "UnitPoint",
        "CGFloat", "Double", "Float", "Int", "fmod",
    ]).union(FixedWidthIntegers.names).union(cMathAliases.keys)

    private static let functions: [String: Function] = {
        var table: [String: Function] = [:]
        for (name, operation) in [("sqrt", sqrt), ("sin", sin), ("cos", cos), ("tan", tan), ("asin", asin), ("acos", acos), ("atan", atan),
                                  ("floor", floor), ("ceil", ceil), ("exp", exp), ("log", log), ("log2", log2), ("log10", log10)] as [(String, @Sendable (Double) -> Double)] {
            table[name] = { _, _, arguments, spot in .double(operation(try numbers(arguments, 1, name, spot)[0])) }
        }
        table["round"] = { _, _, arguments, spot in
            if case .int = arguments.first { return arguments[0] }
            return .double(try numbers(arguments, 1, "round", spot)[0].rounded())
        }
        table["type"] = { machine, labels, arguments, spot in
            // `type(of: value)`: the value's dynamic type, a metatype value (``SwiftMetatype``).
            guard labels == ["of"], arguments.count == 1 else { throw spot.error("write `type(of: value)`") }
            guard let type = SwiftMetatype.typeName(of: arguments[0], program: machine.program) else {
                throw spot.error("the type of \(arguments[0].typeName) is not known while the code runs",
                                 hint: "an enum's case does not say which enum it is when several declare it; name the type")
            }
            return .type(type)
        }
        table["withAnimation"] = { machine, _, arguments, spot in
            // `withAnimation(.spring) { offset = .zero }` in Swift code (a gesture's callback, a
            // method): "Returns the result of recomputing the view's body with the provided
            // animation" (Apple, `withAnimation(_:_:)`): the body runs and gives its result.
            guard case .closure(let body)? = arguments.last else { throw spot.error("`withAnimation` takes its body as a closure") }
            return try machine.call(body.function, self: nil, arguments: [], captured: body.captured, at: spot).0
        }
        for name in ["KeyPathComparator", "SortDescriptor"] {
            table[name] = { _, labels, arguments, spot in try SortComparator.make(name, labels: labels, arguments: arguments, at: spot) }
        }
        table["atan2"] = { _, _, arguments, spot in
            let values = try numbers(arguments, 2, "atan2", spot)
            return .double(atan2(values[0], values[1]))
        }
        table["pow"] = { _, _, arguments, spot in
            let values = try numbers(arguments, 2, "pow", spot)
            return .double(pow(values[0], values[1]))
        }
        table["hypot"] = { _, _, arguments, spot in
            let values = try numbers(arguments, 2, "hypot", spot)
            return .double(hypot(values[0], values[1]))
        }
        // The inline Markdown of `AttributedString(markdown:)` (`StandardLibrary`), parsed as
        // `Text` parses a literal's (`InlineMarkdown`): each span's text, emphasis, code and
        // link. Unless `preservingWhitespace`, a run of white space is one space, as Foundation's
        // `.full` and `.inlineOnly` read it (Apple, "inlineOnlyPreservingWhitespace").
        table["_inlineMarkdownSpans"] = { _, labels, arguments, spot in
            guard labels == [nil, "preservingWhitespace"], case .string(var markdown) = arguments[0], case .bool(let preserving) = arguments[1] else {
                throw spot.error("`_inlineMarkdownSpans(_:preservingWhitespace:)` takes a string and a Bool")
            }
            if !preserving {
                markdown = markdown.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }
            let body = FontSpec(size: 17)
            return .array(InlineMarkdown.runs(markdown, font: body).map { run in
                .tuple([.string(run.text), .bool(run.font.weight > body.weight), .bool(run.font.italic), .bool(run.font.design == .monospaced),
                        run.link.map(SwiftValue.string) ?? .none], labels: ["text", "bold", "italic", "code", "link"])
            })
        }
        table["abs"] = { _, _, arguments, spot in
            switch arguments.first {
            case .int(let number)?:
                guard number != .min else { throw spot.error("abs(\(number)) overflows an `Int`") }
                return .int(abs(number))
            default: return .double(abs(try numbers(arguments, 1, "abs", spot)[0]))
            }
        }
        for name in ["min", "max"] {
            table[name] = { machine, _, arguments, spot in
                guard arguments.count >= 2 else { throw spot.error("`\(name)` takes at least two values") }
                if arguments.count == 2, case .double(let a) = arguments[0], case .double(let b) = arguments[1] {
                    // Swift.max/min of two CGFloats, which layout code calls most; NaN as Swift orders it.
                    return .double(name == "min" ? Swift.min(a, b) : Swift.max(a, b))
                }
                var best = arguments[0]
                for candidate in arguments.dropFirst() {
                    let less = try SwiftOperators.truth(try SwiftOperators.binary(.less, candidate, best, machine: machine, at: spot), at: spot)
                    let greater = try SwiftOperators.truth(try SwiftOperators.binary(.greater, candidate, best, machine: machine, at: spot), at: spot)
                    if name == "min" ? less : greater { best = candidate }
                }
                // `max(1, 2.5)`: Swift makes both CGFloat, so the result is one.
                if arguments.contains(where: { if case .double = $0 { true } else { false } }), let number = best.number { return .double(number) }
                return best
            }
        }
        for name in ["CGFloat", "Double", "Float"] {
            table[name] = { machine, _, arguments, spot in
                guard let first = arguments.first else { return .double(0) }
                if let number = first.number { return .double(number) }
                if let made = try appNumberInit(name, of: first, machine: machine, at: spot) { return made }
                if case .string(let text) = first { return Double(text).map(SwiftValue.double) ?? .none }
                throw spot.error("cannot convert \(first.described) to `\(name)`")
            }
        }
        table["Int"] = { machine, labels, arguments, spot in
            guard let first = arguments.first else { return .int(0) }
            if let made = try appNumberInit("Int", of: first, machine: machine, at: spot) { return made }
            if let label = labels.first ?? nil, ["exactly", "truncatingIfNeeded", "clamping"].contains(label) {
                // BinaryInteger's labelled initialisers: `Int(exactly: 2.5)` is nil, not 2.
                return try FixedWidthIntegers.make("Int", labels: labels, arguments: arguments, at: spot)
            }
            if labels == [nil, "radix"], case .string(let text) = first, case .int(let radix) = arguments[1] {
                // `Int("FF8800", radix: 16)`: the colour extensions apps write parse hex this way.
                guard (2...36).contains(radix) else { throw spot.error("a radix is from 2 to 36, found \(radix)") }
                return Int(text, radix: radix).map(SwiftValue.int) ?? .none
            }
            switch first {
            case .int: return first
            case .double(let number):
                guard number.isFinite, abs(number) < 9.2e18 else { throw spot.error("\(SwiftValue.shown(number)) does not fit in an `Int`") }
                return .int(Int(number))
            case .string(let text): return Int(text).map(SwiftValue.int) ?? .none
            default: throw spot.error("cannot convert \(first.described) to `Int`")
            }
        }
        for name in FixedWidthIntegers.names {
            table[name] = { _, labels, arguments, spot in try FixedWidthIntegers.make(name, labels: labels, arguments: arguments, at: spot) }
        }
        for name in FoundationObject.types {
            table[name] = { machine, labels, arguments, spot in
                try FoundationObject.make(name, labels: labels, arguments: arguments, library: machine.library, at: spot)
            }
        }
        table["ByteCountFormatter.string"] = { _, labels, arguments, spot in
            // `ByteCountFormatter.string(fromByteCount: size, countStyle: .file)`: Foundation's own text.
            guard labels.first == "fromByteCount", case .int(let count) = arguments[0] else {
                throw spot.error("write `ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)`")
            }
            var style = ByteCountFormatter.CountStyle.file
            if labels.count > 1, case .implicitMember(let name) = arguments[1] {
                guard let chosen = FoundationObject.countStyles[name] else { throw spot.error("`countStyle` is `.file`, `.memory`, `.decimal` or `.binary`") }
                style = chosen
            }
            return .string(ByteCountFormatter.string(fromByteCount: Int64(count), countStyle: style))
        }
        table["IndexSet"] = { _, labels, arguments, spot in
            // Foundation's `IndexSet` as what it holds: distinct offsets in order (an array
            // here), which `remove(atOffsets:)`, `contains`, `first` and `for` read.
            var offsets: [Int]
            switch labels {
            case []: offsets = []
            case ["integer"]:
                guard case .int(let offset) = arguments[0] else { throw spot.error("`IndexSet(integer:)` takes an Int") }
                offsets = [offset]
            case [nil], ["integersIn"]:
                guard let items = try elements(of: arguments[0], at: spot) else { throw spot.error("`IndexSet` takes a sequence of Ints") }
                offsets = try items.map { item in
                    guard case .int(let offset) = item else { throw spot.error("an `IndexSet` holds Ints, found \(item.shown)") }
                    return offset
                }
            default: throw spot.error("write `IndexSet(integer: 2)`, `IndexSet([0, 2])` or `IndexSet(integersIn: 0..<3)`")
            }
            return .array(Array(Set(offsets)).sorted().map(SwiftValue.int))
        }
        table["Bool"] = { _, labels, arguments, spot in
            // `Bool("true")`: true or false for exactly those words, nil for any other text;
            // `Bool()` (`@State private var isOn: Bool = .init()`, set CG's Gem) is `false`.
            if labels.isEmpty { return .bool(false) }
            guard labels == [nil], let first = arguments.first else { throw spot.error("`Bool` takes one value") }
            switch first {
            case .bool: return first
            case .string(let text): return Bool(text).map(SwiftValue.bool) ?? SwiftValue.none
            default: throw spot.error("cannot convert \(first.described) to `Bool`")
            }
        }
        table["UnicodeScalar"] = { _, labels, arguments, spot in
            // A scalar is a one-character string here, as a `Character` is: from a number
            // it is nil where no scalar has that value (`UnicodeScalar(0xD800)`).
            switch arguments.first {
            case .int(let value)?: return Unicode.Scalar(UInt32(clamping: max(value, 0))).map { .string(String(Character($0))) } ?? .none
            case .string(let text)? where text.unicodeScalars.count == 1: return .string(text)
            default: throw spot.error("`UnicodeScalar` takes a number or a one-scalar string")
            }
        }
        // `try Regex("[0-9]+")` (Apple, "Regex init(_:)"): a pattern read when the code runs,
        // which throws when it is not one (`SwiftRegex`).
        table["Regex"] = { _, labels, arguments, spot in
            guard labels == [nil], case .string(let pattern) = arguments[0] else { throw spot.error("`Regex(_:)` takes a pattern string") }
            do {
                return .foundation(.regex(try SwiftRegex(pattern)))
            } catch {
                throw spot.error("`Regex(\"\(pattern)\")` is not a regular expression ICU reads")
            }
        }
        // String's initialisers by label: `String(repeating:count:)`, `String(_:radix:uppercase:)`,
        // and the value's text for `String(x)` and `String(describing:)` (Apple's `String` documentation).
        // A `Character` is a one-character string here: `Character("A")` is that string.
        table["Character"] = { _, labels, arguments, spot in
            guard labels == [nil], case .string(let text) = arguments[0], text.count == 1 else {
                throw spot.error("`Character(_:)` takes a string of one character, found \(arguments.first?.shown ?? "nothing")")
            }
            return arguments[0]
        }
        // The labels of Swift's and Foundation's `String` initialisers, against which an unknown
        // one is a slip or the app's own (`String(localizable:)`).
        let stringInitLabels = ["repeating", "radix", "format", "describing", "stringLiteral", "reflecting", "localized",
                                "contentsOfFile", "contentsOf", "decoding", "data", "cString", "utf8String", "validatingUTF8"]
        table["String"] = { machine, labels, arguments, spot in
            switch labels {
            case ["repeating", "count"]:
                guard case .string(let unit) = arguments[0] else { throw spot.error("`String(repeating:count:)` repeats a string, found \(arguments[0].shown)") }
                guard case .int(let count) = arguments[1], count >= 0, count.multipliedReportingOverflow(by: max(unit.count, 1)).partialValue <= 1_000_000 else {
                    throw spot.error("`String(repeating:count:)` needs a count from 0 up to a million characters, found \(arguments[1].shown)")
                }
                return .string(String(repeating: unit, count: count))
            case [nil, "radix"], [nil, "radix", "uppercase"]:
                guard case .int(let number) = arguments[0], case .int(let radix) = arguments[1], (2...36).contains(radix) else {
                    throw spot.error("`String(_:radix:)` takes an integer and a radix from 2 to 36")
                }
                let uppercase: Bool = if arguments.count == 3, case .bool(true) = arguments[2] { true } else { false }
                return .string(String(number, radix: radix, uppercase: uppercase))
            case let labels where labels.first == "format" && labels.dropFirst().allSatisfy({ $0 == nil }):
                return try printf(arguments, "String(format:)", machine: machine, at: spot)
            case [], [nil]:
                guard let first = arguments.first else { return .string("") }
                if case .array(let elements) = first, !elements.isEmpty,
                   elements.allSatisfy({ if case .string(let unit) = $0 { unit.count == 1 } else { false } }) {
                    // `String(text.reversed())`, `String(characters)`: characters (one-character strings here) joined.
                    return .string(elements.map(SwiftOperators.text).joined())
                }
                return .string(try machine.text(of: first, at: spot))
            // Apple, "String": `init(describing:)` is the value's `description` (what `String(x)`
            // and interpolation write), `init(reflecting:)` its `debugDescription`.
            case ["describing"] where arguments.count == 1:
                return .string(try machine.text(of: arguments[0], at: spot))
            // `ExpressibleByStringLiteral`'s requirement, which code may call itself (Apple,
            // "init(stringLiteral:)": "Do not call this initializer directly", but it compiles):
            // the literal's string (set AB's Ollamac, in a `Text`).
            case ["stringLiteral"] where arguments.count == 1:
                guard case .string = arguments[0] else { throw spot.error("`String(stringLiteral:)` takes a string literal, found \(arguments[0].shown)") }
                return arguments[0]
            case ["reflecting"] where arguments.count == 1:
                return .string(SwiftOperators.element(arguments[0]))
            // Apple, "String": `init(localized:table:bundle:locale:comment:)` looks the key up in
            // the app's string tables, which a page does not have: it is the key, in the language
            // it was written in, as the development localisation shows it; with `defaultValue:`
            // (`init(localized:defaultValue:...)`), that value.
            case let written where written.first == "localized" && written.dropFirst().allSatisfy({ $0.map(SwiftBuiltins.localizedOptions.contains) ?? false }):
                let value = written.firstIndex(of: "defaultValue").map { arguments[$0] } ?? arguments[0]
                switch value {
                case .implicitMember, .enumCase:
                    // `String(localized: .app(.save))`: the app's resource (its extension of
                    // `LocalizedStringResource`, not pasted), whose text only its tables know:
                    // a stand-in the library lists (code run while the engine lays out has none).
                    return machine.library?.standIn(value.shown, at: spot.location) ?? .swiftUI(.standIn(value.shown))
                default:
                    return .string(try machine.text(of: value, at: spot))
                }
            // Apple, "String": `init(contentsOfFile:)`, `init(contentsOf:)` and their `encoding:`
            // and `usedEncoding:` forms read a file of the app's (its bundle's, usually); a page
            // does no I/O, so the text is the app's: a stand-in the block lists, which `try?` and
            // `if let` take as a value (set AC's Rayon). A script has no app: it is an error there.
            case let written where ["contentsOfFile", "contentsOf"].contains(written.first) && written.count <= 2
                && (written.count == 1 || ["encoding", "usedEncoding"].contains(written[1])):
                let shown = "String(\(written[0] ?? "_"): \(arguments[0].shown))"
                guard let library = machine.library else {
                    throw spot.error("`\(shown)` reads a file, and code here does no I/O", hint: "give the text as a string")
                }
                return library.standIn(shown, at: spot.location)
            // `String(localizable: .guestName)`, `String(catalog:)`: an initialiser no form of
            // Swift's has, nor near one, is the app's extension or its build plugin's (set AI's
            // ExcalidrawZ: xcstrings-tool, 16 uses): on a page, a string that stands in, listed.
            case let written where written.first.map { $0.map { NameSuggestion.closest(to: $0, among: stringInitLabels) == nil } ?? false } == true
                && machine.library != nil:
                let shown = "String(\(written.map { ($0 ?? "_") + ":" }.joined()))"
                return machine.library!.standIn(shown, at: spot.location)
            default:
                throw spot.error("`String` has no initialiser `String(\(labels.map { ($0 ?? "_") + ":" }.joined()))` here",
                                 hint: "`String(x)`, `String(describing:)`, `String(format:_:)`, `String(repeating:count:)`, `String(_:radix:)` and `String(stringLiteral:)` are")
            }
        }
        // Apple, "localizedStringWithFormat(_:_:)": `String(format:)` in the user's locale,
        // which a page's is (en_US, as its other formatters).
        table["String.localizedStringWithFormat"] = { machine, labels, arguments, spot in
            guard !arguments.isEmpty, labels.allSatisfy({ $0 == nil }) else { throw spot.error("`String.localizedStringWithFormat(_:_:)` takes a format and its values") }
            return try printf(arguments, "String.localizedStringWithFormat", machine: machine, at: spot)
        }
        // `NumberFormatter.localizedString(from: 0.25, number: .percent)`: Foundation's class method.
        table["NumberFormatter.localizedString"] = { _, labels, arguments, spot in try FoundationObject.localizedString(labels, arguments, at: spot) }
        // Apple, "NSLocalizedString(_:tableName:bundle:value:comment:)": the string of the app's
        // tables for the key, which a page has not: `value:` if given, else the key, as the
        // development localisation shows it (as `String(localized:)` above).
        table["NSLocalizedString"] = { machine, labels, arguments, spot in
            guard let key = labels.first, key == nil, labels.dropFirst().allSatisfy({ ["tableName", "bundle", "value", "comment"].contains($0) }) else {
                throw spot.error("`NSLocalizedString` takes a key, then `tableName:`, `bundle:`, `value:` and `comment:`")
            }
            let value = labels.firstIndex(of: "value").map { arguments[$0] }
            if case .string(let given)? = value, !given.isEmpty { return .string(given) }
            return .string(try machine.text(of: arguments[0], at: spot))
        }
        // `Optional(x)` and `Optional.some(x)` wrap a value (Apple, "Optional", `case some`):
        // here, the value itself (nil is `.none`); the static type says it is optional.
        table["Optional"] = { _, labels, arguments, spot in
            guard arguments.count == 1, labels == [nil] else { throw spot.error("`Optional` wraps one value: `Optional(x)`") }
            return arguments[0]
        }
        table["Optional.some"] = table["Optional"]
        table["Set"] = { machine, _, arguments, spot in
            // `Set(words)`: the distinct elements, kept in the order first seen, so a page built
            // twice is the same (Swift's own order changes from run to run); `.sorted()` orders them.
            guard let first = arguments.first else { return .array([]) }
            guard let elements = try elements(of: first, at: spot) else { throw spot.error("cannot make a set of \(first.typeName)") }
            return try distinct(elements, machine: machine, at: spot)
        }
        // `_count = State(initialValue: count)` in a view's init: the property's first value.
        for wrapper in PropertyWrappers.swiftUIWrappers {
            table[wrapper] = { _, labels, arguments, spot in
                guard arguments.count == 1, labels == ["initialValue"] || labels == ["wrappedValue"] else {
                    throw spot.error("`\(wrapper)` is made with `\(wrapper)(initialValue:)` or `\(wrapper)(wrappedValue:)` here")
                }
                return arguments[0]
            }
        }
        table["Array"] = { _, labels, arguments, spot in
            guard let first = arguments.first else { return .array([]) }
            if labels == ["repeating", "count"] {
                guard case .int(let count) = arguments[1], count >= 0, count <= 1_000_000 else {
                    throw spot.error("`Array(repeating:count:)` needs a count from 0 to 1,000,000, found \(arguments[1].shown)")
                }
                return .array(Array(repeating: first, count: count))
            }
            guard let elements = try elements(of: first, at: spot) else { throw spot.error("cannot make an array of \(first.typeName)") }
            return .array(elements)
        }
        // `String(String.UnicodeScalarView(code.unicodeScalars.compactMap { UnicodeScalar(127397 + $0.value) }))`,
        // the flag of a country code: a string's scalars are one-scalar strings here (as
        // `unicodeScalars` gives them), which `String(_:)` joins.
        table["String.UnicodeScalarView"] = { _, labels, arguments, spot in
            guard let first = arguments.first else { return .array([]) }
            guard arguments.count == 1, labels == [nil], let elements = try elements(of: first, at: spot) else {
                throw spot.error("`String.UnicodeScalarView` is made from scalars: `String.UnicodeScalarView(scalars)`")
            }
            return .array(elements)
        }
        table["DateComponents"] = { _, labels, arguments, spot in
            let named = zip(labels, arguments).compactMap { label, value in label.map { ($0, value) } }
            guard named.count == arguments.count, let made = CalendarArithmetic.dateComponents(named) else {
                throw spot.error("`DateComponents` takes components such as `hour:` and `minute:`, as numbers, and a `calendar:`")
            }
            return made
        }
        table["Dictionary"] = { machine, labels, arguments, spot in
            guard let first = arguments.first else { return .dictionary(SwiftDictionary()) }
            guard let elements = try elements(of: first, at: spot) else { throw spot.error("cannot make a dictionary of \(first.typeName)") }
            var dictionary = SwiftDictionary()
            switch labels {
            case ["uniqueKeysWithValues"]:
                for element in elements {
                    guard case .tuple(let pair, _) = element, pair.count == 2 else {
                        throw spot.error("`Dictionary(uniqueKeysWithValues:)` takes (key, value) pairs, found \(element.shown)")
                    }
                    if dictionary.update(pair[1], for: pair[0], hashed: try SwiftKey(pair[0], machine: machine, at: spot)) != nil {
                        throw spot.error("the key \(pair[0].shown) appears twice", hint: "`uniqueKeysWithValues` needs each key once, as Swift checks")
                    }
                }
            case [nil, "uniquingKeysWith"], [nil, nil]:  // the second a trailing closure
                // `Dictionary(pairs, uniquingKeysWith: +)` (Apple, "Dictionary",
                // `init(_:uniquingKeysWith:)`): a repeated key's values combined by the closure, in
                // sequence order (set BZ).
                guard arguments.count == 2 else { throw spot.error("`Dictionary(_:uniquingKeysWith:)` takes (key, value) pairs and a closure") }
                for element in elements {
                    guard case .tuple(let pair, _) = element, pair.count == 2 else {
                        throw spot.error("`Dictionary(_:uniquingKeysWith:)` takes (key, value) pairs, found \(element.shown)")
                    }
                    let hashed = try SwiftKey(pair[0], machine: machine, at: spot)
                    let value = try dictionary[hashed].map { try machine.invoke(arguments[1], [$0, pair[1]], at: spot) } ?? pair[1]
                    dictionary.update(value, for: pair[0], hashed: hashed)
                }
            case ["grouping", "by"], ["grouping", nil]:
                // Each key's elements, in sequence order.
                for element in elements {
                    let key = try machine.invoke(arguments[1], [element], at: spot)
                    let hashed = try SwiftKey(key, machine: machine, at: spot)
                    var group: [SwiftValue] = []
                    if case .array(let existing)? = dictionary[hashed] { group = existing }
                    group.append(element)
                    dictionary.update(.array(group), for: key, hashed: hashed)
                }
            default:
                throw spot.error("Dictionary has no initialiser (\(labels.map { ($0 ?? "_") + ":" }.joined()))",
                                 hint: "write `[:]`, `[Key: Value]()`, `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)` or `Dictionary(grouping:by:)`")
            }
            return .dictionary(dictionary)
        }
        for name in SwiftBuiltInLayout.names {
            table[name] = { _, labels, arguments, spot in try SwiftBuiltInLayout.make(name, labels: labels, arguments: arguments, at: spot) }
        }
        // `Calendar(identifier: .gregorian)`, `Locale(identifier: "en_US_POSIX")`,
        // `TimeZone(identifier: "UTC")`: the page's own calendar, locale and time zone where the
        // code names them (a Gregorian calendar; en_US, or en_US_POSIX, which Apple's QA1480
        // recommends for fixed formats and which writes a pattern's fields as en_US does; UTC),
        // so a formatter given them formats as the page does (set AG). Another locale or time
        // zone named is Foundation's (`FoundationObject.locale`), which a formatter writes in
        // (set BD); `TimeZone(identifier:)` of a name Foundation lacks is nil, as in Swift. Any
        // other calendar stands in, and a formatter refuses it.
        for (type, pageOwn) in [("Calendar", ["gregorian"]), ("Locale", ["en_US", "en_US_POSIX"]), ("TimeZone", ["UTC", "GMT"])] {
            table[type] = { machine, labels, arguments, spot in
                let named: String? = switch (labels, arguments.first) {
                case (["identifier"], .implicitMember(let name)?), (["identifier"], .string(let name)?), (["abbreviation"], .string(let name)?): name
                case (["secondsFromGMT"], .int(0)?): "UTC"
                default: nil
                }
                if let named, pageOwn.contains(named) { return .swiftUI(.member(MemberValue(base: type, name: "current"))) }
                switch (type, labels, arguments.first) {
                case ("Locale", ["identifier"], .string(let name)?): return .foundation(.locale(Locale(identifier: name)))
                case ("TimeZone", ["identifier"], .string(let name)?): return TimeZone(identifier: name).map { .foundation(.timeZone($0)) } ?? .none
                case ("TimeZone", ["abbreviation"], .string(let name)?): return TimeZone(abbreviation: name).map { .foundation(.timeZone($0)) } ?? .none
                case ("TimeZone", ["secondsFromGMT"], .int(let seconds)?): return TimeZone(secondsFromGMT: seconds).map { .foundation(.timeZone($0)) } ?? .none
                default: break
                }
                guard let library = machine.library else { throw spot.error("`\(type)(\(labels.map { ($0 ?? "_") + ":" }.joined()))` is not known here") }
                return library.standIn(type + "(…)", at: spot.location)
            }
        }
        table["AnyLayout"] = { _, _, arguments, spot in
            // In layout code a type-erased layout is the layout itself: its methods are called directly.
            guard arguments.count == 1, let layout = arguments.first else { throw spot.error("`AnyLayout` wraps one layout") }
            switch layout {
            case .builtInLayout: return layout
            case .instance(let instance) where instance.type.role == .layout: return layout
            default: throw spot.error("`AnyLayout` wraps a layout, found \(layout.described)")
            }
        }
        table["Hasher"] = { _, _, arguments, spot in
            guard arguments.isEmpty else { throw spot.error("`Hasher()` takes no arguments") }
            return .hasher(SwiftHasher())
        }
        table["zip"] = { _, _, arguments, spot in
            // `zip(words, 1...)`: a one-sided range is as long as the other sequence (zip stops
            // at the shorter), so it is not collected whole.
            func bounded(_ value: SwiftValue, by other: SwiftValue) throws -> SwiftValue {
                guard case .range(let lower, .max, _) = value, let others = try elements(of: other, at: spot) else { return value }
                return .range(lower, lower + others.count)
            }
            guard arguments.count == 2, let a = try elements(of: try bounded(arguments[0], by: arguments[1]), at: spot),
                  let b = try elements(of: try bounded(arguments[1], by: arguments[0]), at: spot) else {
                throw spot.error("`zip` takes two sequences")
            }
            return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
        }
        // `sequence(first: 1) { $0 < 40 ? $0 * 3 : nil }`: the first value, then each next one
        // until `next` gives nil (Apple, "sequence(first:next:)"); made at once, so an endless
        // one stops at a million elements with an error, as a stride does.
        table["sequence"] = { machine, labels, arguments, spot in
            guard labels == ["first", "next"] || labels == ["first", nil], arguments.count == 2 else {
                throw spot.error("`sequence` takes `first:` and a `next:` closure")
            }
            var values: [SwiftValue] = []
            var current = arguments[0]
            while true {
                if case .none = current { break }
                guard values.count < 1_000_000 else { throw spot.error("`sequence(first:next:)` gave a million elements without ending", hint: "make `next` return nil") }
                values.append(current)
                current = try machine.invoke(arguments[1], current, at: spot)
            }
            return .array(values)
        }
        table["stride"] = { _, labels, arguments, spot in
            guard arguments.count == 3, labels[0] == "from", labels[1] == "to" || labels[1] == "through", labels[2] == "by" else {
                throw spot.error("`stride` takes `from:`, `to:` or `through:`, and `by:`")
            }
            let through = labels[1] == "through"
            if case .int(let start) = arguments[0], case .int(let end) = arguments[1], case .int(let step) = arguments[2] {
                guard step != 0 else { throw spot.error("`stride` with a step of 0 never ends") }
                let count = (end - start) / step
                guard count <= 1_000_000 else { throw spot.error("a stride of \(count) elements is too large") }
                return .array(through ? stride(from: start, through: end, by: step).map(SwiftValue.int) : stride(from: start, to: end, by: step).map(SwiftValue.int))
            }
            let values = try numbers(arguments, 3, "stride", spot)
            guard values[2] != 0, values[2].isFinite, values[0].isFinite, values[1].isFinite else { throw spot.error("`stride` needs a finite, non-zero step") }
            guard (values[1] - values[0]) / values[2] <= 1_000_000 else { throw spot.error("the stride is too long") }
            return .array(through ? stride(from: values[0], through: values[1], by: values[2]).map(SwiftValue.double)
                                  : stride(from: values[0], to: values[1], by: values[2]).map(SwiftValue.double))
        }
        table["CGSize"] = { _, labels, arguments, spot in
            if arguments.isEmpty { return .size(.zero) }
            let values = try labelled(labels, arguments, ["width", "height"], "CGSize", spot)
            return .size(Size(width: values[0], height: values[1]))
        }
        table["CGPoint"] = { _, labels, arguments, spot in
            if arguments.isEmpty { return .point(.zero) }
            let values = try labelled(labels, arguments, ["x", "y"], "CGPoint", spot)
            return .point(Point(x: values[0], y: values[1]))
        }
        table["CGRect"] = { _, labels, arguments, spot in
            if arguments.isEmpty { return .rect(.zero) }
            if labels == ["origin", "size"] {
                guard case .point(let origin) = try SwiftConversion.convert(arguments[0], to: .named("CGPoint"), at: spot),
                      case .size(let size) = try SwiftConversion.convert(arguments[1], to: .named("CGSize"), at: spot) else {
                    throw spot.error("`CGRect(origin:size:)` takes a CGPoint and a CGSize")
                }
                return .rect(Rect(origin: origin, size: size))
            }
            let values = try labelled(labels, arguments, ["x", "y", "width", "height"], "CGRect", spot)
            return .rect(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        }
        table["ProposedViewSize"] = { _, labels, arguments, spot in
            if labels == [nil], arguments.count == 1, case .size(let size) = try SwiftConversion.convert(arguments[0], to: .named("CGSize"), at: spot) {
                return .proposal(ProposedViewSize(size))
            }
            guard labels == ["width", "height"] else { throw spot.error("`ProposedViewSize` takes `width:` and `height:` (each optional), or a CGSize") }
            func dimension(_ value: SwiftValue) throws -> Double? {
                if case .none = value { return nil }
                guard let number = value.number ?? (value.isInfinityMember ? .infinity : nil) else {
                    throw spot.error("a proposed dimension is a CGFloat or nil, found \(value.shown)")
                }
                return number
            }
            return .proposal(ProposedViewSize(width: try dimension(arguments[0]), height: try dimension(arguments[1])))
        }
        table["Angle"] = { _, labels, arguments, spot in
            let value = try numbers(arguments, 1, "Angle", spot)[0]
            switch labels.first ?? nil {
            case "degrees": return .angle(radians: value * .pi / 180)
            case "radians": return .angle(radians: value)
            default: throw spot.error("`Angle` takes `degrees:` or `radians:`")
            }
        }
        for type in ["Int", "Double", "CGFloat", "Float", "Bool"] + FixedWidthIntegers.names.sorted() {
            // `Int.random(in: 10...300)`: drawn by the page's one generator (`Interpreter+Random`)
            // when the block is read; a layout's methods run at every size, where a draw
            // would move views from one width to the next. A sized integer (`Int64.random(in:)`,
            // set AK) draws as `Int` does (`Interpreter.drawnType`).
            table[type + ".random"] = { machine, labels, arguments, spot in
                let range = labels == ["in"] ? arguments.first : nil
                guard labels == (type == "Bool" ? [] : ["in"]) else {
                    throw spot.error(type == "Bool" ? "`Bool.random()` takes no arguments" : "`\(type).random` takes a range: `\(type).random(in: 0...1)`")
                }
                if let written = range?.standIn { return .swiftUI(.standIn(type + ".random(in: " + written + ")")) }
                guard let library = machine.library else {
                    throw spot.error("`\(type).random` draws when the block is read, not while a layout places its views",
                                     hint: "draw the value in the view and pass it to the layout")
                }
                guard let drawn = library.random(type, in: range, at: spot.location) else {
                    throw spot.error("`\(type).random(in:)` needs a range of \(Interpreter.drawnType(type) == "Int" ? "integers" : "numbers") that is not empty")
                }
                return drawn
            }
        }
        for type in ["Double", "CGFloat", "Float"] {
            // `FloatingPoint`'s `maximum(_:_:)` and `minimum(_:_:)` (Apple): the larger or smaller,
            // a NaN giving the other operand (IEEE 754's maxNum and minNum).
            for name in ["maximum", "minimum"] {
                table[type + "." + name] = { _, labels, arguments, spot in
                    guard labels == [nil, nil] else { throw spot.error("`\(type).\(name)(_:_:)` takes two numbers") }
                    let pair = try numbers(arguments, 2, "\(type).\(name)", spot)
                    return .double(name == "maximum" ? Double.maximum(pair[0], pair[1]) : Double.minimum(pair[0], pair[1]))
                }
            }
        }
        table["Angle.degrees"] = { _, _, arguments, spot in .angle(radians: try numbers(arguments, 1, "degrees", spot)[0] * .pi / 180) }
        table["Angle.radians"] = { _, _, arguments, spot in .angle(radians: try numbers(arguments, 1, "radians", spot)[0]) }
        table["CGAffineTransform"] = { _, labels, arguments, spot in
            switch labels {
            case ["rotationAngle"]: return .transform(.rotation(try angle(arguments[0], at: spot)))
            case ["translationX", "y"]:
                let values = try numbers(arguments, 2, "CGAffineTransform", spot)
                return .transform(AffineTransform(tx: values[0], ty: values[1]))
            case ["scaleX", "y"]:
                let values = try numbers(arguments, 2, "CGAffineTransform", spot)
                return .transform(AffineTransform(a: values[0], d: values[1]))
            case []: return .transform(AffineTransform())
            default: throw spot.error("`CGAffineTransform` takes `rotationAngle:`, `translationX:y:` or `scaleX:y:`")
            }
        }
        table["UnitPoint"] = { _, labels, arguments, spot in
            let values = try labelled(labels, arguments, ["x", "y"], "UnitPoint", spot)
            return .unitPoint(UnitPoint(x: values[0], y: values[1]))
        }
        table["Alignment"] = { machine, labels, arguments, spot in
            // `Alignment(horizontal: .leading, vertical: .top)` (Apple, "Alignment",
            // `init(horizontal:vertical:)`): the pair of guides, held as `Alignment.topLeading` is
            // (`BuiltInNames.staticMember`). A guide of the app's, not pasted, stands in.
            guard labels == ["horizontal", "vertical"], arguments.count == 2 else {
                throw spot.error("`Alignment` is made from two guides", hint: "e.g. `Alignment(horizontal: .leading, vertical: .top)`")
            }
            let horizontal = try SwiftConversion.convert(arguments[0], to: .named("HorizontalAlignment"), at: spot)
            let vertical = try SwiftConversion.convert(arguments[1], to: .named("VerticalAlignment"), at: spot)
            guard case .horizontalAlignment = horizontal, case .verticalAlignment = vertical else {
                if let library = machine.library { return library.standIn("Alignment(…)", at: spot.location) }
                throw spot.error("`Alignment(horizontal:vertical:)` takes SwiftUI's guides, found \(horizontal.shown) and \(vertical.shown)")
            }
            return .tuple([horizontal, vertical], labels: ["horizontal", "vertical"])
        }
        table["ViewSpacing"] = { _, _, _, _ in .spacing(ViewSpacing()) }
        table["LayoutProperties"] = { _, _, _, _ in .layoutProperties(LayoutProperties()) }
        // Output has nowhere to go in a build, where debugging prints are accepted and dropped;
        // a script (`SwiftScript`) collects them, as Swift prints them (`separator: " "`,
        // `terminator: "\n"` by default).
        for name in ["print", "debugPrint"] {
            table[name] = { machine, labels, arguments, spot in
                guard machine.output != nil else { return .void }
                var separator = " ", terminator = "\n", items: [String] = []
                for (label, argument) in zip(labels, arguments) {
                    switch label {
                    case "separator": separator = SwiftOperators.text(argument)
                    case "terminator": terminator = SwiftOperators.text(argument)
                    case nil: items.append(name == "debugPrint" ? try machine.elementText(of: argument, at: spot) : try machine.text(of: argument, at: spot))
                    default: throw spot.error("`\(name)` has no argument `\(label!):`")
                    }
                }
                machine.output! += items.joined(separator: separator) + terminator
                return .void
            }
        }
        // A page is drawn as the app's release build runs: `assert` and `assertionFailure`
        // check nothing there (Apple, "assertionFailure(_:file:line:)": "In -O builds, has no
        // effect"); a script runs as `swift file.swift` does, unoptimised, where they trap.
        for name in ["precondition", "assert"] {
            table[name] = { machine, _, arguments, spot in
                guard case .bool(let condition)? = arguments.first else { throw spot.error("`\(name)` takes a Bool condition") }
                if !condition, !(name == "assert" && machine.library != nil) {
                    let message = arguments.count > 1 ? SwiftOperators.text(arguments[1]) : "\(name) failed"
                    throw spot.error("`\(name)` failed: \(message)")
                }
                return .void
            }
        }
        // The three that never return stop the run with their message, as a trap does.
        for name in ["fatalError", "preconditionFailure", "assertionFailure"] {
            table[name] = { machine, _, arguments, spot in
                if name == "assertionFailure", machine.library != nil { return .void }
                let stopped = spot.error("`\(name)` stopped the code" + (arguments.first.map { ": " + SwiftOperators.text($0) } ?? ""),
                                         hint: "the code reached a trap the app's author wrote; the page cannot draw past it")
                throw SwiftRuntimeError(diagnostic: stopped.diagnostic.identified(.trap))
            }
        }
        table["NavigationPath"] = { _, labels, arguments, spot in
            // SwiftUI's `NavigationPath` (Apple: "A type-erased list of data representing the
            // content of a navigation stack"), `init()` or `init(_ elements:)`: held as the list
            // of its elements, whose `count`, `isEmpty`, `append(_:)` and `removeLast(_:)` are the
            // path's. A page shows a stack's root (set AU's PulseWorkout).
            guard labels.allSatisfy({ $0 == nil }), arguments.count <= 1 else { throw spot.error("write `NavigationPath()` or `NavigationPath(items)`") }
            guard let first = arguments.first else { return .array([]) }
            return .array(try elements(of: first, at: spot) ?? [first])
        }
        table["fmod"] = { _, _, arguments, spot in
            let values = try numbers(arguments, 2, "fmod", spot)
            return .double(fmod(values[0], values[1]))
        }
        // C's math library, which Swift imports on every platform (Glibc, Darwin): each `Float`
        // function (`powf`, `sqrtf`) is its `Double` one, as the evaluator holds every
        // floating-point number as a `Double`; `fabs`, `fmin` and `fmax` are `abs`, `min`, `max`.
        for (alias, name) in cMathAliases {
            guard let function = table[name] else { continue }
            // `fabs(-1)` is `1.0`: C's functions take and give floating-point numbers.
            table[alias] = { machine, labels, arguments, spot in
                let result = try function(machine, labels, arguments, spot)
                if case .int(let whole) = result { return .double(Double(whole)) }
                return result
            }
        }
        table.merge(pathFunctions) { builtIn, _ in builtIn }
        return table
    }()

    /// C's math functions under their Swift counterparts' names (set AU's FineTune: `powf`).
    static let cMathAliases: [String: String] = {
        var aliases = ["fabs": "abs", "fabsf": "abs", "fmin": "min", "fminf": "min", "fmax": "max", "fmaxf": "max", "fmodf": "fmod"]
        for name in ["sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "floor", "ceil", "exp", "log", "log2", "log10", "round", "atan2",
                     "pow", "hypot"] {
            aliases[name + "f"] = name
        }
        return aliases
    }()

    /// `.init(x:y:)`, `.degrees(30)`: a member called without its type, which the labels name.
    static func implicitCall(_ name: String, labels: [String?], arguments: [SwiftValue], machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        switch (name, labels) {
        case ("init", ["x", "y"]): return try functions["CGPoint"]!(machine, labels, arguments, spot)
        case ("init", ["width", "height"]):
            // A CGSize, or a ProposedViewSize when a dimension is nil; a CGSize converts to a
            // proposal wherever one is expected.
            if arguments.contains(where: { if case .none = $0 { true } else { false } }) {
                return try functions["ProposedViewSize"]!(machine, labels, arguments, spot)
            }
            return try functions["CGSize"]!(machine, labels, arguments, spot)
        case ("init", ["origin", "size"]), ("init", ["x", "y", "width", "height"]): return try functions["CGRect"]!(machine, labels, arguments, spot)
        case ("init", ["rotationAngle"]), ("init", ["translationX", "y"]), ("init", ["scaleX", "y"]):
            return try functions["CGAffineTransform"]!(machine, labels, arguments, spot)
        case ("init", ["degrees"]), ("init", ["radians"]):
            // `endAngle: .init(degrees: 180)`: Angle's initialisers, the only ones of the layout
            // and drawing types with these labels (set CB's Vision-DG, `Path.addArc`).
            return try functions["Angle"]!(machine, labels, arguments, spot)
        case ("init", [nil]) where arguments.count == 1:
            // `proposal: .init(size)`: ProposedViewSize's initialiser from a CGSize, the one
            // unlabelled initialiser of the layout types; `.init(x)` of a number is a CGFloat.
            if case .size(let size) = arguments[0] { return .proposal(ProposedViewSize(size)) }
            if let number = arguments[0].number { return .double(number) }
            // `name: .init("Changed")` for a platform's parameter (`Notification.Name`) on a page:
            // a value of a type the page lacks, which stands in as the type's would.
            if let library = machine.library { return library.standIn(".init(\(arguments[0].shown))", at: spot.location) }
            throw spot.error("`.init(_:)` of \(arguments[0].shown) is not known here", hint: "name the type, e.g. `ProposedViewSize(size)`")
        case ("init", ["value"]) where arguments[0].number != nil:
            // `formatter.string(from: .init(value: count))`: NSNumber's initialiser, the number a
            // Foundation formatter takes, which is the number itself here as `NSNumber(value:)` is
            // (`FoundationObject.make`); no other type's `init(value:)` takes a number alone (set
            // AU's CommonsFinder).
            return arguments[0]
        case ("init", ["initialValue"]), ("init", ["wrappedValue"]):
            // `_user = .init(initialValue: user)` in a view's init: the wrapper's storage
            // (`State<User>`), made as `State(initialValue:)` is, is the property's first value.
            return try functions["State"]!(machine, labels, arguments, spot)
        case ("degrees", _): return try functions["Angle.degrees"]!(machine, labels, arguments, spot)
        case ("radians", _): return try functions["Angle.radians"]!(machine, labels, arguments, spot)
        case ("init", _):
            throw spot.error("`.init(\(labels.map { ($0 ?? "_") + ":" }.joined()))` is not known here",
                             hint: "name the type, e.g. `CGPoint(x: 0, y: 0)`")
        default:
            // `.spring(duration: 0.4)` in `[(String, Animation)]`: SwiftUI's member, carried as
            // the case it is and read by the modifier that receives it, as in a body.
            return .enumCase(name, .tuple(arguments, labels: labels))
        }
    }

    private static func numbers(_ arguments: [SwiftValue], _ count: Int, _ name: String, _ spot: SwiftSpot) throws -> [Double] {
        guard arguments.count == count else { throw spot.error("`\(name)` takes \(count) argument\(count == 1 ? "" : "s")") }
        return try arguments.map { argument in
            if let number = argument.number { return number }
            if case .angle(let radians) = argument { return radians }
            if argument.isInfinityMember { return .infinity }
            throw spot.error("`\(name)` takes numbers, found \(argument.described)")
        }
    }

    /// The common two-value calls (`CGSize(width:height:)`, `CGPoint(x:y:)`,
    /// `ProposedViewSize(width:height:)`, `max(a, b)`, `min(a, b)`), picked when the code
    /// compiles so that a call makes no arrays of labels or arguments. It answers `nil` for
    /// values it does not take, which the general function then handles (or reports).
    static func pairFunction(_ name: String, labels: [String?]) -> SwiftPairFunction? {
        switch (name, labels) {
        case ("CGSize", ["width", "height"]):
            SwiftPairFunction { a, b in
                guard let width = a.number, let height = b.number else { return nil }
                return .size(Size(width: width, height: height))
            }
        case ("CGPoint", ["x", "y"]):
            SwiftPairFunction { a, b in
                guard let x = a.number, let y = b.number else { return nil }
                return .point(Point(x: x, y: y))
            }
        case ("ProposedViewSize", ["width", "height"]):
            SwiftPairFunction { a, b in
                func dimension(_ value: SwiftValue) -> Double?? {
                    switch value {
                    case .none: .some(nil)
                    case .double(let number): number
                    default: nil
                    }
                }
                guard let width = dimension(a), let height = dimension(b) else { return nil }
                return .proposal(ProposedViewSize(width: width, height: height))
            }
        case ("max", [nil, nil]):
            SwiftPairFunction { a, b in numberPair(a, b, Swift.max, Swift.max) }
        case ("min", [nil, nil]):
            SwiftPairFunction { a, b in numberPair(a, b, Swift.min, Swift.min) }
        default: nil
        }
    }

    /// `max`/`min` of two numbers without the general path's comparisons: two `Int`s give an
    /// `Int`; a `Double` beside an `Int` (`max(width, 0)`, whose literal Swift makes a
    /// `CGFloat`) gives a `Double`, as the general path does; anything else `nil`.
    @inline(__always)
    private static func numberPair(_ a: SwiftValue, _ b: SwiftValue, _ doubles: (Double, Double) -> Double, _ ints: (Int, Int) -> Int) -> SwiftValue? {
        switch (a, b) {
        case (.double(let x), .double(let y)): .double(doubles(x, y))
        case (.int(let x), .int(let y)): .int(ints(x, y))
        case (.double(let x), .int(let y)): .double(doubles(x, Double(y)))
        case (.int(let x), .double(let y)): .double(doubles(Double(x), y))
        default: nil
        }
    }

    /// `implicitCall`'s two-value initialisers (`.init(x:y:)` is a CGPoint, `.init(width:height:)`
    /// a CGSize) as pair functions, picked when the code compiles. Their `nil` (a dimension
    /// that is `nil` makes a ProposedViewSize) goes to `implicitCall`, which decides the rest.
    static func implicitPairFunction(_ name: String, labels: [String?]) -> SwiftPairFunction? {
        guard name == "init", labels.count == 2 else { return nil }
        switch (labels[0], labels[1]) {
        case ("x", "y"): return pairFunction("CGPoint", labels: labels)
        case ("width", "height"): return pairFunction("CGSize", labels: labels)
        default: return nil
        }
    }

    private static func labelled(_ labels: [String?], _ arguments: [SwiftValue], _ expected: [String], _ name: String, _ spot: SwiftSpot) throws -> [Double] {
        guard labels == expected.map(Optional.some) else {
            throw spot.error("`\(name)` takes " + expected.map { "`\($0):`" }.joined(separator: ", "))
        }
        return try numbers(arguments, expected.count, name, spot)
    }
}

extension SwiftValue {
    /// `.infinity` written without its type.
    var isInfinityMember: Bool {
        if case .implicitMember("infinity") = self { return true }
        return false
    }
}
