// Methods of the built-in values: collections, numbers, subviews, spacing, proposals, geometry.

import Foundation
import TrellisLayout

extension SwiftBuiltins {
    /// Methods that change the value they are called on; the compiler writes the result back.
    static let mutatingMethods: Set<String> = Set([
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse", "swapAt", "formUnion",
        "subtract", "formIntersection", "formSymmetricDifference",
        "updateValue", "removeValue", "merge", "combine", "toggle", "move", "partition", "reserveCapacity",
    ]).union(pathMethodNames)

    /// `value.name(arguments)`. On a page (where SwiftUI is the machine's library), a method
    /// that no Swift or Foundation value has and that is no slip of one is the app's
    /// extension that was not pasted (`"CHECK_AMOUNT".localized()`): it stands in for its
    /// result, as the issue's stand-in rules ask for an unknown method of a known type.
    static func method(_ name: String, of value: SwiftValue, labels: [String?], arguments: [SwiftValue], machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        if case .tuple(let elements, let elementLabels) = value, let index = Int(name) ?? elementLabels.firstIndex(of: name),
           elements.indices.contains(index), case .closure = elements[index] {
            // `counter.increment()` of `(increment: () -> Int, reset: () -> Void)`, `pair.0()`: the element called.
            return try machine.invoke(elements[index], arguments, at: spot)
        }
        if name == "evaluate", labels.allSatisfy({ $0 == nil }), case .closure = value {
            // `filter.evaluate(entry)` of a `#Predicate`, which is its closure (`SwiftCompiler`'s
            // `#Predicate`): Apple, "Predicate", `evaluate(_:)`.
            return try machine.invoke(value, arguments, at: spot)
        }
        if case .instance(let instance) = value, instance.type.methods[name] == nil, let index = instance.type.propertyIndex(name),
           case .closure = instance.fields[index] {
            // `option.score(21)` of `let score: (Int) -> Int`: a stored closure, called (Swift's
            // call of a property of function type).
            return try machine.invoke(instance.fields[index], arguments, at: spot)
        }
        if case .record(let entries) = value {
            // A record's methods are Swift's `[String: Value]`'s (`flags.sorted(by:)`, `filter`,
            // `map`): a dictionary literal of the view code is one.
            return try method(name, of: .dictionary(SwiftDictionary(record: entries)), labels: labels, arguments: arguments, machine: machine, at: spot)
        }
        if let library = machine.library, arguments.contains(where: { $0.standIn != nil }) {
            switch value {
            case .int, .double:
                // `elapsed.truncatingRemainder(dividingBy: Spin.cycle)` of another type's constant,
                // not pasted (set BK's spot): a number's method computes its answer from the
                // argument, so the answer stands in, as the argument does.
                return library.standIn(value.shown + "." + name + "(…)", at: spot.location)
            default: break
            }
        }
        do {
            return try builtInMethod(name, of: value, labels: labels, arguments: arguments, machine: machine, at: spot)
        } catch let failure as SwiftRuntimeError where failure.diagnostic.id == .unknownMember && failure.diagnostic.hint == nil && failure.thrown == nil {
            guard let library = machine.library else { throw failure }
            return library.standIn(value.shown + "." + name + (arguments.isEmpty ? "()" : "(…)"), at: spot.location)
        }
    }

    /// The standard library's and Foundation's values, which apps extend with methods of
    /// their own (`localized()`, `rounded(toPlaces:)`); not the layout protocol's values,
    /// where an unknown method is a mistake in the code pasted.
    /// The collection methods a slip is most likely of (`fliter`): a near miss is a typo, any
    /// other name the app's extension.
    static let collectionMethodNames = ["map", "compactMap", "filter", "reduce", "contains", "allSatisfy", "first", "last",
                                        "firstIndex", "lastIndex", "max", "min", "sorted", "reversed", "enumerated", "prefix", "dropFirst",
                                        "forEach", "joined"]

    static func isExtendedByApps(_ value: SwiftValue) -> Bool {
        switch value {
        // A range too: `(1...5).publisher` of Combine, which a page has not (set AX).
        case .string, .int, .double, .bool, .array, .dictionary, .range, .floatingRange: true
        case .size, .point, .rect, .angle, .unitPoint, .geometryProxy: SwiftCompiler.typesAppsExtend.contains(value.typeName)
        // An instance of the code's own type: a member its extension in another file adds.
        case .instance: true
        case .swiftUI(let made): Interpreter.dateSeconds(made) != nil
        // A member of a type the page does not have (`NumberFormatter.decimal` of the app's
        // extension, which reaches Swift code as `.decimal`), or a case of the app's enum the
        // page has not (`.localized(text)` of a `TextContent`): its methods are the app's too.
        case .implicitMember, .enumCase: true
        default: false
        }
    }

    private static func builtInMethod(_ name: String, of value: SwiftValue, labels: [String?], arguments: [SwiftValue], machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        // A method of the app's value (`provider.prefix(1)`) stands in for its result.
        if let written = value.standIn { return .swiftUI(.standIn(written + "." + name + "(…)")) }
        if case .string(let text) = value, let matched = SwiftRegex.method(name, of: text, labels: labels, arguments: arguments) { return matched }
        if case .range(let lower, let upper, let closed) = value, name == "contains", labels == [nil], case .int(let element)? = arguments.first {
            // `(2...Int.max).contains(n)`: a range answers from its bounds (Apple, "ClosedRange",
            // `contains(_:)`), never collecting its elements; one up to `Int.max` holds it too.
            return .bool(element >= lower && (element < upper || (closed && upper == .max)))
        }
        if case .swiftUI(let made) = value, let range = BinaryOperation.dateRange(made), name == "contains", labels == [nil],
           case .swiftUI(let element)? = arguments.first, let date = Interpreter.dateSeconds(element) {
            // `(start...end).contains(event.date)`: a range of dates answers from its bounds.
            return .bool(range.contains(date))
        }
        if case .swiftUI(let made) = value, CalendarArithmetic.isCalendar(made) {
            if arguments.contains(where: { $0.standIn != nil }) {
                // `component(.weekday, from: agenda.startDate)` of the app's model's date: the answer
                // is the app's too, and stands in, listed where it is asked (set AO's foqos).
                let written = "Calendar.current." + name + "(…)"
                return machine.library?.standIn(written, at: spot.location) ?? .swiftUI(.standIn(written))
            }
            // `Calendar.current.component(.hour, from: date)`: the page's calendar (`CalendarArithmetic`).
            let now = machine.library?.pageNow ?? Interpreter.fixedNow
            let seconds: (SwiftValue) -> Double? = { value in
                switch value {
                case .swiftUI(let date): Interpreter.dateSeconds(date)
                // `component(.year, from: .now)`: a `Date` parameter reads `Date`'s members.
                case .implicitMember(let name): Interpreter.dateMemberSeconds(name, now: now)
                default: nil
                }
            }
            switch CalendarArithmetic.method(name, of: made, labels: labels, arguments: arguments, now: now, seconds: seconds) {
            case .value(let result)?: return result
            case .date(let result)?: return result.map { .swiftUI(DateArithmetic.value($0, at: spot.location)) } ?? .none
            case .interval(let found)? where machine.program?.type("DateInterval").map(StandardLibrary.declares) == true:
                guard let found, let type = machine.program?.type("DateInterval") else { return .none }
                return .instance(SwiftInstance(type: type, fields: [.swiftUI(DateArithmetic.value(found.start, at: spot.location)), .double(found.duration)]))
            case nil, .interval:
                // `Calendar.current.startOfWeek(for: date)`: a method of the app's `extension
                // Calendar`, not pasted, stands in (`method` lists it); Foundation's own, or a near
                // miss of one, is an error.
                let written = "`Calendar` has no method `\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))`"
                if !CalendarArithmetic.foundationMethods.contains(name), NameSuggestion.closest(to: name, among: CalendarArithmetic.foundationMethods) == nil {
                    var failure = spot.error(written)
                    failure.diagnostic = failure.diagnostic.identified(.unknownMember, subject: name)
                    throw failure
                }
                throw spot.error(written + " for these values",
                                 hint: "a page's calendar has `component(_:from:)`, `isDateInToday(_:)`, `startOfDay(for:)`, `date(byAdding:value:to:)`...")
            }
        }
        if case .swiftUI(let made) = value, let seconds = Interpreter.dateSeconds(made), arguments.count == 1 {
            // A date's arithmetic (`start.addingTimeInterval(60)`), the view builder's own.
            let argument: Double? = if DateArithmetic.takesDate(name) {
                if case .swiftUI(let other) = arguments[0] { Interpreter.dateSeconds(other) } else { nil }
            } else { arguments[0].number }
            if let argument, let result = DateArithmetic.method(name, of: seconds, label: labels.first ?? nil, argument: argument) {
                switch result {
                case .date(let later): return .swiftUI(DateArithmetic.value(later, at: spot.location))
                case .interval(let interval): return .double(interval)
                }
            }
        }
        if name == "map" || name == "flatMap", arguments.count == 1, labels == [nil] {
            // Optional's `map` and `flatMap` (Apple, "Optional"): nil stays nil; a value that is
            // no collection is the optional's wrapped value, given to the closure.
            switch value {
            case .none: return .none
            case .int, .double, .bool, .instance, .size, .point, .rect, .angle, .enumCase, .implicitMember, .tuple:
                return try machine.invoke(arguments[0], [value], at: spot)
            default: break
            }
        }
        func argument(_ index: Int) throws -> SwiftValue {
            guard index < arguments.count else { throw spot.error("`\(name)` needs \(index + 1) argument\(index == 0 ? "" : "s")") }
            return arguments[index]
        }
        func number(_ index: Int) throws -> Double {
            guard let number = try argument(index).number else { throw spot.error("`\(name)` takes a number, found \(arguments[index].shown)") }
            return number
        }
        switch value {
        case .subview(let subview):
            switch name {
            case "sizeThatFits":
                return .size(subview.sizeThatFits(try proposal(try argument(0), at: spot)))
            case "dimensions":
                return .dimensions(subview.dimensions(in: try proposal(try argument(0), at: spot)))
            case "place":
                var position: Point?
                var anchor = UnitPoint.topLeading
                var offered = ProposedViewSize.unspecified
                for (label, argument) in zip(labels, arguments) {
                    switch label {
                    case "at":
                        guard case .point(let point) = try SwiftConversion.convert(argument, to: .named("CGPoint"), at: spot) else {
                            throw spot.error("`place(at:)` takes a CGPoint, found \(argument.described)")
                        }
                        position = point
                    case "anchor":
                        guard case .unitPoint(let point) = try SwiftConversion.convert(argument, to: .named("UnitPoint"), at: spot) else {
                            throw spot.error("`anchor:` takes a UnitPoint such as `.center`, found \(argument.shown)")
                        }
                        anchor = point
                    case "proposal": offered = try proposal(argument, at: spot)
                    default: throw spot.error("`place` takes `at:`, `anchor:` and `proposal:`")
                    }
                }
                guard let position else { throw spot.error("`place` needs `at:`") }
                guard position.x.isFinite, position.y.isFinite else {
                    throw spot.error("a subview is placed at \(SwiftValue.point(position).shown), which is not a finite point",
                                     hint: "a division by zero or an infinite proposal? SwiftUI cannot draw there either")
                }
                subview.place(at: position, anchor: anchor, proposal: offered)
                return .void
            default: break
            }
        case .spacing(let spacing):
            switch name {
            case "distance":
                guard case .spacing(let next) = try argument(0) else { throw spot.error("`distance(to:along:)` takes another subview's spacing") }
                guard case .axis(let axis) = try SwiftConversion.convert(try argument(1), to: .named("Axis"), at: spot) else {
                    throw spot.error("`along:` takes `.horizontal` or `.vertical`")
                }
                return .double(spacing.distance(to: next, along: axis))
            case "union":
                guard case .spacing(let other) = try argument(0) else { throw spot.error("`union` takes a ViewSpacing") }
                return .spacing(spacing.union(other))
            default: break
            }
        case .proposal(let proposal):
            if name == "replacingUnspecifiedDimensions" {
                if arguments.isEmpty { return .size(proposal.replacingUnspecifiedDimensions()) }
                guard case .size(let size) = try SwiftConversion.convert(arguments[0], to: .named("CGSize"), at: spot) else {
                    throw spot.error("`replacingUnspecifiedDimensions(by:)` takes a CGSize")
                }
                return .size(proposal.replacingUnspecifiedDimensions(by: size))
            }
        case .point(let point):
            if name == "applying", case .transform(let transform) = try argument(0) { return .point(transform.applied(to: point)) }
        case .size(let size):
            if name == "applying", case .transform(let transform) = try argument(0) {
                return .size(Size(width: transform.a * size.width + transform.c * size.height, height: transform.b * size.width + transform.d * size.height))
            }
        case .rect(let rect):
            switch name {
            case "insetBy":
                let dx = try number(0), dy = try number(1)
                return .rect(Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy))
            case "offsetBy":
                return .rect(Rect(x: rect.minX + (try number(0)), y: rect.minY + (try number(1)), width: rect.width, height: rect.height))
            case "contains":
                guard case .point(let point) = try argument(0) else { break }
                return .bool(point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY)
            default: break
            }
        case .transform(let transform):
            switch name {
            case "rotated": return .transform(AffineTransform.rotation(try angle(try argument(0), at: spot)).concatenating(transform))
            case "translatedBy": return .transform(AffineTransform(tx: try number(0), ty: try number(1)).concatenating(transform))
            case "scaledBy": return .transform(AffineTransform(a: try number(0), d: try number(1)).concatenating(transform))
            case "concatenating":
                guard case .transform(let other) = try argument(0) else { break }
                return .transform(transform.concatenating(other))
            default: break
            }
        case .double(let number):
            switch name {
            // `rounded(toPlaces: 2)` is the app's extension (set BK's mundo): Swift's takes no label.
            case "rounded" where labels.allSatisfy({ $0 == nil }):
                guard let rule = arguments.first else { return .double(number.rounded()) }
                guard case .implicitMember(let ruleName) = rule, let rounding = roundingRules[ruleName] else {
                    throw spot.error("`rounded(_:)` takes `.up`, `.down`, `.toNearestOrEven`, `.toNearestOrAwayFromZero`, `.towardZero` or `.awayFromZero`")
                }
                return .double(number.rounded(rounding))
            case "squareRoot": return .double(number.squareRoot())
            case "truncatingRemainder": return .double(number.truncatingRemainder(dividingBy: try self.number(arguments, 0, name, spot)))
            case "remainder": return .double(number.remainder(dividingBy: try self.number(arguments, 0, name, spot)))
            default: break
            }
        case .floatingRange(let range):
            // Apple, "ClosedRange" and "Range": `contains(_:)`, `clamped(to:)`, `overlaps(_:)`.
            switch (name, try argument(0)) {
            case ("contains", let other): if let number = other.number { return .bool(range.contains(number)) }
            case ("clamped", .floatingRange(let limits)) where labels == ["to"]:
                let lower = min(max(range.lower, limits.lower), limits.upper), upper = max(min(range.upper, limits.upper), limits.lower)
                return .floatingRange(FloatingRange(lower: lower, upper: upper, isClosed: range.isClosed))
            case ("overlaps", .floatingRange(let other)):
                let touches = range.isClosed && other.isClosed ? range.lower <= other.upper && other.lower <= range.upper
                    : range.lower < other.upper && other.lower < range.upper
                return .bool(touches)
            default: break
            }
        case .int(let number):
            switch name {
            case "isMultiple":
                guard case .int(let other) = try argument(0) else { break }
                return .bool(number.isMultiple(of: other))
            case "signum": return .int(number.signum())
            case "quotientAndRemainder":
                // `(quotient: Int, remainder: Int)` (Apple, "BinaryInteger", `quotientAndRemainder(dividingBy:)`).
                guard labels == ["dividingBy"], case .int(let divisor) = try argument(0) else { break }
                guard divisor != 0 else { throw spot.error("Division by zero in `quotientAndRemainder(dividingBy:)`") }
                let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
                return .tuple([.int(quotient), .int(remainder)], labels: ["quotient", "remainder"])
            case "addingReportingOverflow", "subtractingReportingOverflow", "multipliedReportingOverflow", "dividedReportingOverflow":
                // `(partialValue: Int, overflow: Bool)`, the wrapped result and whether it wrapped.
                guard arguments.count == 1, case .int(let other) = arguments[0] else { break }
                let result = switch name {
                case "addingReportingOverflow": number.addingReportingOverflow(other)
                case "subtractingReportingOverflow": number.subtractingReportingOverflow(other)
                case "multipliedReportingOverflow": number.multipliedReportingOverflow(by: other)
                default: number.dividedReportingOverflow(by: other)
                }
                return .tuple([.int(result.partialValue), .bool(result.overflow)], labels: ["partialValue", "overflow"])
            default: break
            }
        case .string(let text):
            switch name {
            case "uppercased": return .string(text.uppercased())
            case "lowercased": return .string(text.lowercased())
            case "hasPrefix": if case .string(let part) = try argument(0) { return .bool(text.hasPrefix(part)) }
            case "hasSuffix": if case .string(let part) = try argument(0) { return .bool(text.hasSuffix(part)) }
            case "contains": if case .string(let part) = try argument(0) { return .bool(text.contains(part)) }
            // Foundation's searches that a search field's filter uses: case-insensitive, and
            // for `localizedStandardContains` diacritic-insensitive too (Apple's documentation).
            case "localizedCaseInsensitiveContains", "localizedStandardContains":
                guard case .string(let part) = try argument(0) else { break }
                let options: String.CompareOptions = name == "localizedStandardContains" ? [.caseInsensitive, .diacriticInsensitive] : [.caseInsensitive]
                return .bool(part.isEmpty ? false : text.range(of: part, options: options) != nil)
            case "compare", "caseInsensitiveCompare", "localizedCompare", "localizedCaseInsensitiveCompare", "localizedStandardCompare":
                // Foundation's orderings of two strings (Apple, "StringProtocol"), a
                // `ComparisonResult`: `compare` by the characters' values, the `localized` ones by
                // the page's locale's collation (`Interpreter.formatLocale`), `localizedStandardCompare`
                // as Finder sorts names (numbers by value).
                guard labels == [nil], case .string(let other) = try argument(0) else { break }
                let locale = Interpreter.formatLocale
                let order: ComparisonResult = switch name {
                case "compare": text.compare(other)
                case "caseInsensitiveCompare": text.caseInsensitiveCompare(other)
                case "localizedCompare": text.compare(other, options: [], range: nil, locale: locale)
                case "localizedCaseInsensitiveCompare": text.compare(other, options: [.caseInsensitive], range: nil, locale: locale)
                default: text.compare(other, options: [.caseInsensitive, .numeric, .widthInsensitive, .diacriticInsensitive], range: nil, locale: locale)
                }
                return SwiftBuiltins.comparisonResult(order)
            case "range":
                // `text.range(of: "quick")`: the characters it covers, as offsets (a string's
                // indices are character offsets here), or nil (Foundation's `range(of:)`); with
                // `options: [.caseInsensitive, .diacriticInsensitive]` (`range(of:options:)`).
                // The app's text searched for (a stand-in) is not found, as a stand-in condition is
                // false: `if let range = text.range(of: appText) { ... }` skips its body, as before
                // the library searched with options (set Y's damus).
                if labels.first == "of", arguments.first?.standIn != nil { return .none }
                guard labels == ["of"] || labels == ["of", "options"], case .string(let part) = arguments[0] else { break }
                let options = try labels.count == 2 ? FoundationObject.compareOptions(arguments[1], at: spot) : []
                guard !part.isEmpty, let found = text.range(of: part, options: options) else { return .none }
                let lower = text.distance(from: text.startIndex, to: found.lowerBound)
                return .range(lower, lower + text[found].count)
            case "prefix" where arguments.first?.isClosure == true, "drop" where arguments.first?.isClosure == true:
                // `text.prefix(while: { $0 != " " })`: its characters' run, as the array's is taken
                // (Apple, "Sequence", `prefix(while:)`, `drop(while:)`), a String again.
                let characters = SwiftValue.array(text.map { .string(String($0)) })
                guard case .array(let run) = try method(name, of: characters, labels: labels, arguments: arguments, machine: machine, at: spot) else { break }
                return .string(run.map { if case .string(let character) = $0 { character } else { "" } }.joined())
            case "prefix", "suffix", "dropFirst", "dropLast":
                // Swift answers a Substring, which reads as a String here; an array's are arrays.
                guard arguments.count <= 1, name.hasPrefix("drop") || arguments.count == 1 else { break }
                guard case .int(let count) = arguments.first ?? .int(1), count >= 0 else {
                    throw spot.error("`\(name)` takes a count of characters of at least 0, found \(arguments[0].shown)")
                }
                switch name {
                case "prefix": return .string(String(text.prefix(count)))
                case "suffix": return .string(String(text.suffix(count)))
                case "dropFirst": return .string(String(text.dropFirst(count)))
                default: return .string(String(text.dropLast(count)))
                }
            case "replacingOccurrences":
                guard labels == ["of", "with"] || labels == ["of", "with", "options"] || labels == ["of", "with", "options", "range"],
                      case .string(let target) = arguments[0], case .string(let replacement) = arguments[1] else {
                    throw spot.error("write `replacingOccurrences(of: \"old\", with: \"new\")` with two strings")
                }
                // `options: .caseInsensitive`, `[.caseInsensitive, .diacriticInsensitive]`,
                // `.regularExpression` (Foundation's `String.CompareOptions`); `range:` the part
                // searched, `nil` all of it (StringProtocol's `replacingOccurrences(of:with:options:range:)`).
                let options = try arguments.count >= 3 ? FoundationObject.compareOptions(arguments[2], at: spot) : []
                var searched: Range<String.Index>?
                if arguments.count == 4 {
                    switch arguments[3] {
                    case .none: break
                    case .range(let lower, let bound, let closed) where lower >= 0 && lower <= bound + (closed ? 1 : 0) && bound + (closed ? 1 : 0) <= text.count:
                        searched = text.index(text.startIndex, offsetBy: lower)..<text.index(text.startIndex, offsetBy: bound + (closed ? 1 : 0))
                    default: throw spot.error("`range:` is a range of the text's characters, or `nil` for all of it, found \(arguments[3].shown)")
                    }
                }
                return .string(target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement, options: options, range: searched))
            case "trimmingCharacters":
                guard labels == ["in"] else { throw spot.error("write `trimmingCharacters(in: .whitespaces)`") }
                return .string(text.trimmingCharacters(in: try FoundationObject.characterSet(arguments[0], for: name, at: spot)))
            case "split" where labels == ["whereSeparator"] || (labels == [nil] && arguments[0].isClosure):
                // `split(whereSeparator: { $0.isLetter })`: the runs between characters the closure picks.
                var parts: [SwiftValue] = [], current = ""
                for character in text {
                    if try SwiftOperators.truth(try machine.invoke(arguments[0], [.string(String(character))], at: spot), at: spot) {
                        if !current.isEmpty { parts.append(.string(current)) }
                        current = ""
                    } else {
                        current.append(character)
                    }
                }
                if !current.isEmpty { parts.append(.string(current)) }
                return .array(parts)
            case "split":
                // `split(separator:maxSplits:omittingEmptySubsequences:)` (Apple, "Collection"), with a
                // character or, since Swift 5.7, a string as the separator; `maxSplits: 1` gives at
                // most two parts (set AB's nostur: `nip05.split(separator: "@", maxSplits: 1)`).
                guard labels.first == "separator", case .string(let separator) = arguments[0], !separator.isEmpty else {
                    throw spot.error("`split(separator:)` takes a character or a string, such as `\" \"`")
                }
                var maxSplits = Int.max, omitting = true
                for (label, value) in zip(labels, arguments).dropFirst() {
                    switch (label, value) {
                    case ("maxSplits", .int(let count)) where count >= 0: maxSplits = count
                    case ("omittingEmptySubsequences", .bool(let omits)): omitting = omits
                    default: throw spot.error("`split(separator:maxSplits:omittingEmptySubsequences:)` takes a count of 0 or more and a Bool, not `\(label ?? "_"):` \(value.shown)")
                    }
                }
                let parts = separator.count == 1
                    ? text.split(separator: separator.first!, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                    : text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                return .array(parts.map { .string(String($0)) })
            case "components" where labels == ["separatedBy"] && !arguments[0].isString:
                // `components(separatedBy: CharacterSet.alphanumerics.inverted)`: split at any of the set.
                return .array(text.components(separatedBy: try FoundationObject.characterSet(arguments[0], for: name, at: spot)).map(SwiftValue.string))
            case "components":
                guard labels == ["separatedBy"], case .string(let separator) = arguments[0], !separator.isEmpty else {
                    throw spot.error("write `components(separatedBy: \",\")` with a non-empty string")
                }
                return .array(text.components(separatedBy: separator).map(SwiftValue.string))
            default: break
            }
        case .dictionary(let dictionary):
            switch name {
            case "mapValues":
                return .dictionary(try dictionary.mapValues { try machine.invoke(try argument(0), [$0], at: spot) })
            case "compactMapValues", "filter":
                // Both keep the keys; `filter` answers a dictionary in Swift, not an array.
                var result = SwiftDictionary()
                for (key, value) in zip(dictionary.keys, dictionary.values) {
                    if name == "filter" {
                        let entry = SwiftValue.tuple([key, value], labels: ["key", "value"])
                        if try SwiftOperators.truth(try machine.invoke(try argument(0), [entry], at: spot), at: spot) {
                            result.update(value, for: key, hashed: try SwiftKey(key, machine: machine, at: spot))
                        }
                    } else {
                        let mapped = try machine.invoke(try argument(0), [value], at: spot)
                        if case .none = mapped { continue }
                        result.update(mapped, for: key, hashed: try SwiftKey(key, machine: machine, at: spot))
                    }
                }
                return .dictionary(result)
            case "index":
                // `index(forKey:)`: only whether it is there matters to code that compares it with nil.
                return dictionary[try SwiftKey(try argument(0), machine: machine, at: spot)] == nil ? .none : .bool(true)
            default: break
            }
        case .hasher(let hasher):
            if name == "finalize" { return .int(hasher.finalized) }
        case .foundation(let object):
            let write: (Int, SwiftValue) throws -> Void = { _, _ in throw spot.error("`\(name)` writes its argument: pass a `var` with `&`") }
            if let result = try object.method(name, labels: labels, arguments: arguments, write: write, now: machine.library?.pageNow ?? Interpreter.fixedNow, at: spot) { return result }
        case .geometryProxy(let size):
            if name == "frame", labels == ["in"] {
                // A page knows one coordinate space per reader, its own; any other stands in as
                // it, with the warning the compiler gave (`SwiftCompiler+Types`).
                return .rect(Rect(origin: .zero, size: size))
            }
        case .builtInLayout(let layout):
            if let result = try layout.call(name, labels: labels, arguments: arguments, at: spot) { return result }
        case .type(let type):
            // `t.init()`, `T.make(3)` of a type passed as a value.
            return try SwiftMetatype.call(name, of: type, labels: labels, arguments: arguments, machine: machine, at: spot)
        default:
            break
        }
        if let elements = try elements(of: value, at: spot) {
            let result = try collectionMethod(name, elements, labels: labels, arguments: arguments, machine: machine, at: spot, original: value)
            if case .string = value, name == "filter", case .array(let kept) = result {
                // `code.filter { $0.isNumber }`: a `String`'s filter is a `String` (Apple,
                // "String", `filter(_:)`: "Returns a new string containing the characters ...").
                return .string(kept.map { if case .string(let character) = $0 { character } else { "" } }.joined())
            }
            return result
        }
        if name == "map" || name == "flatMap", labels == [nil], case .closure = arguments[0] {
            // `(try? Regex(p)).map { ... }` of a value that is no sequence: Optional's `map`, whose
            // value is there, or nil stays nil.
            if case .none = value { return .none }
            return try machine.invoke(arguments[0], value, at: spot)
        }
        // A slip of a number's or a geometry value's member (`x.rouned()`, `rect.insetby(...)`)
        // is a mistake to name, not the app's extension.
        let declaredEnum = value.enumCaseName.flatMap { machine.program?.enumTypes(withCase: $0).first }
        let known = if case .instance(let instance) = value { instance.type.memberNames }
            else if let declaredEnum { declaredEnum.memberNames }
            else if isExtendedByApps(value) { SwiftCompiler.builtInMemberNames(value.typeName) } else { [String]() }
        var failure = spot.error("\(value.typeName) has no method `\(name)`", hint: NameSuggestion.hint(for: name, among: known))
        if isExtendedByApps(value) { failure.diagnostic = failure.diagnostic.identified(.unknownMember, subject: name) }
        throw failure
    }

    private static func number(_ arguments: [SwiftValue], _ index: Int, _ name: String, _ spot: SwiftSpot) throws -> Double {
        guard index < arguments.count, let number = arguments[index].number else { throw spot.error("`\(name)` takes a number") }
        return number
    }

    static let roundingRules: [String: FloatingPointRoundingRule] = [
        "up": .up, "down": .down, "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
        "towardZero": .towardZero, "awayFromZero": .awayFromZero,
    ]

    /// A size proposal from what code passes: `.unspecified`, `ProposedViewSize(...)`, a CGSize.
    static func proposal(_ value: SwiftValue, at spot: SwiftSpot) throws -> ProposedViewSize {
        // The common spellings first: layouts ask for ideal sizes many times per pass.
        if case .proposal(let proposal) = value { return proposal }
        if case .implicitMember(let name) = value, name == "unspecified" { return .unspecified }
        switch try SwiftConversion.convert(value, to: .named("ProposedViewSize"), at: spot) {
        case .proposal(let proposal): return proposal
        case .size(let size): return ProposedViewSize(size)
        default: throw spot.error("expected a ProposedViewSize, found \(value.described)", hint: "e.g. `.unspecified` or `ProposedViewSize(width: 100, height: nil)`")
        }
    }

    static func angle(_ value: SwiftValue, at spot: SwiftSpot) throws -> Double {
        switch value {
        case .angle(let radians): return radians
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: throw spot.error("expected an angle in radians, found \(value.shown)")
        }
    }

    // MARK: - Collections

    private static func collectionMethod(_ name: String, _ elements: [SwiftValue], labels: [String?], arguments: [SwiftValue], machine: SwiftMachine,
                                         at spot: SwiftSpot, original: SwiftValue) throws -> SwiftValue {
        if let written = arguments.lazy.compactMap(\.standIn).first {
            // `tags.map(normalizeTagKey)` of the app's function, `ids.contains(store.current)` of
            // its value, not pasted (set BW's flashcards app): the answer is the app's too.
            return .swiftUI(.standIn("[…]." + name + "(" + written + ")"))
        }
        func closure(_ index: Int = 0) throws -> SwiftValue {
            guard index < arguments.count, case .closure = arguments[index] else { throw spot.error("`\(name)` takes a closure") }
            return arguments[index]
        }
        func call(_ function: SwiftValue, _ value: SwiftValue) throws -> SwiftValue {
            try machine.step(spot)
            return try machine.invoke(function, value, at: spot)
        }
        func call(_ function: SwiftValue, _ first: SwiftValue, _ second: SwiftValue) throws -> SwiftValue {
            try machine.step(spot)
            return try machine.invoke(function, first, second, at: spot)
        }
        func test(_ function: SwiftValue, _ value: SwiftValue) throws -> Bool {
            try SwiftOperators.truth(try call(function, value), at: spot)
        }
        func ordered(_ a: SwiftValue, _ b: SwiftValue) throws -> Bool {
            try SwiftOperators.truth(try SwiftOperators.binary(.less, a, b, machine: machine, at: spot), at: spot)
        }
        switch (name, arguments.count) {
        case ("map", 1):
            let transform = try closure()
            return .array(try elements.map { try call(transform, $0) })
        case ("compactMap", 1):
            let transform = try closure()
            return .array(try elements.compactMap { element in
                let result = try call(transform, element)
                if case .none = result { return nil }
                return result
            })
        case ("flatMap", 1):
            let transform = try closure()
            return .array(try elements.flatMap { element -> [SwiftValue] in
                let result = try call(transform, element)
                return try self.elements(of: result, at: spot) ?? [result]
            })
        case ("filter", 1):
            let predicate = try closure()
            return .array(try elements.filter { try test(predicate, $0) })
        case ("forEach", 1):
            let body = try closure()
            for element in elements { _ = try call(body, element) }
            return .void
        case ("reduce", 2):
            let combine = try closure(1)
            if labels.first == "into" {
                // `reduce(into: 0) { $0 += $1 }`: the closure changes its first argument.
                var result = arguments[0]
                guard case .closure(let function) = combine else { break }
                for element in elements {
                    try machine.step(spot)
                    let (_, frame) = try machine.call(function.function, self: nil, arguments: [result, element], captured: function.captured, at: spot)
                    result = frame[0]
                }
                return result
            }
            var result = arguments[0]
            for element in elements { result = try call(combine, result, element) }
            return result
        case ("union", 1), ("intersection", 1), ("subtracting", 1), ("symmetricDifference", 1):
            // A set's algebra (sets are arrays of distinct elements here).
            guard let other = try self.elements(of: arguments[0], at: spot) else { throw spot.error("`\(name)` takes a sequence") }
            return .array(try setAlgebra(name, elements, other, machine: machine, at: spot))
        case ("isSubset", 1), ("isSuperset", 1), ("isDisjoint", 1):
            guard let other = try self.elements(of: arguments[0], at: spot) else { throw spot.error("`\(name)` takes a sequence") }
            let mine = Set(try elements.map { try SwiftKey($0, machine: machine, at: spot) }), theirs = Set(try other.map { try SwiftKey($0, machine: machine, at: spot) })
            switch name {
            case "isSubset": return .bool(mine.isSubset(of: theirs))
            case "isSuperset": return .bool(mine.isSuperset(of: theirs))
            default: return .bool(mine.isDisjoint(with: theirs))
            }
        case ("contains", 1):
            if case .closure = arguments[0] {
                let predicate = try closure()
                return .bool(try elements.contains { try test(predicate, $0) })
            }
            return .bool(try elements.contains { try SwiftOperators.equal($0, arguments[0], machine: machine, at: spot) })
        case ("allSatisfy", 1):
            let predicate = try closure()
            return .bool(try elements.allSatisfy { try test(predicate, $0) })
        case ("elementsEqual", 1), ("starts", 1) where labels == ["with"]:
            // `a.elementsEqual(b)`, `a.starts(with: prefix)` (Apple, "Sequence"): element by element.
            guard let others = try self.elements(of: arguments[0], at: spot) else { break }
            if name == "starts" && others.count > elements.count || name == "elementsEqual" && others.count != elements.count { return .bool(false) }
            return .bool(try zip(elements, others).allSatisfy { try SwiftOperators.equal($0, $1, machine: machine, at: spot) })
        case ("count", 1) where labels == ["where"]:
            // Swift 6's `count(where:)` (SE-0220): how many elements the predicate holds for.
            let predicate = try closure()
            return .int(try elements.reduce(0) { try test(predicate, $1) ? $0 + 1 : $0 })
        case ("first", 1):
            let predicate = try closure()
            return try elements.first { try test(predicate, $0) } ?? .none
        case ("last", 1):
            let predicate = try closure()
            return try elements.last { try test(predicate, $0) } ?? .none
        case ("firstIndex", 1), ("lastIndex", 1), ("index", 1) where labels == ["of"]:
            // `index(of:)`: the name `firstIndex(of:)` had before Swift 4.2, deprecated, still compiled.
            let start = startIndex(original)
            let matches: (SwiftValue) throws -> Bool
            if case .closure = arguments[0] {
                let predicate = try closure()
                matches = { try test(predicate, $0) }
            } else {
                matches = { try SwiftOperators.equal($0, arguments[0], machine: machine, at: spot) }
            }
            let found = name == "lastIndex" ? try elements.lastIndex(where: matches) : try elements.firstIndex(where: matches)
            return found.map { .int($0 + start) } ?? .none
        case ("max", 0), ("min", 0):
            guard var best = elements.first else { return .none }
            for element in elements.dropFirst() where try (name == "max" ? ordered(best, element) : ordered(element, best)) { best = element }
            return best
        case ("max", 1), ("min", 1):
            let areInIncreasingOrder = try closure()
            guard var best = elements.first else { return .none }
            for element in elements.dropFirst() {
                let better = name == "max" ? try test2(areInIncreasingOrder, best, element) : try test2(areInIncreasingOrder, element, best)
                if better { best = element }
            }
            return best
        case ("sorted", 0):
            return .array(try mergeSorted(elements) { try ordered($0, $1) })
        case ("sorted", 1) where labels == ["using"]:
            // `sorted(using: KeyPathComparator(\.amount, order: .reverse))` (Apple, "sorted(using:)").
            let comparators = try SortComparator.comparators(arguments[0], at: spot)
            return .array(try mergeSorted(elements) {
                try SortComparator.areInIncreasingOrder($0, $1, by: comparators, keyOf: { try call($0, $1) }, less: ordered)
            })
        case ("sorted", 1):
            let areInIncreasingOrder = try closure()
            return .array(try mergeSorted(elements) { try test2(areInIncreasingOrder, $0, $1) })
        case ("reversed", 0): return .array(elements.reversed())
        case ("randomElement", 0), ("shuffled", 0):
            // `names.randomElement()`, `rows.shuffled()`: drawn by the page's one generator, as
            // `Int.random(in:)` is (`Interpreter+Random`: the call's place seeds it, so every build
            // of the page is the same); Fisher-Yates for the shuffle, as Swift's `shuffle()`.
            guard let library = machine.library else {
                throw spot.error("`\(name)()` draws when the block is read, not while a layout places its views",
                                 hint: "draw the value in the view and pass it to the layout")
            }
            func draw(below count: Int) throws -> Int {
                guard case .int(let index)? = library.random("Int", in: .range(0, count), at: spot.location) else {
                    throw spot.error("`\(name)()` could not draw an index")
                }
                return index
            }
            if name == "randomElement" { return elements.isEmpty ? .none : elements[try draw(below: elements.count)] }
            var shuffled = elements
            for index in shuffled.indices.dropFirst().reversed() { shuffled.swapAt(index, try draw(below: index + 1)) }
            return .array(shuffled)
        case ("enumerated", 0):
            return .array(elements.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        case ("distance", 2) where labels == ["from", "to"]:
            // Indices are offsets (an array's, and a string's characters).
            guard case .int(let from) = arguments[0], case .int(let to) = arguments[1] else { break }
            return .int(to - from)
        case ("index", 1) where labels == ["after"] || labels == ["before"]:
            guard case .int(let position) = arguments[0] else { break }
            let moved = labels == ["after"] ? position + 1 : position - 1
            guard moved >= 0, moved <= elements.count else { throw spot.error("`index(\(labels[0]!):)` moves past the collection's bounds") }
            return .int(moved)
        case ("index", 2) where labels == [nil, "offsetBy"]:
            guard case .int(let position) = arguments[0], case .int(let offset) = arguments[1] else { break }
            guard position + offset >= 0, position + offset <= elements.count else { throw spot.error("`index(_:offsetBy:)` moves past the collection's bounds") }
            return .int(position + offset)
        // `prefix(while:)`, also as a trailing closure (`list.prefix { $0 != 8 }`).
        case ("prefix", 1) where labels == ["while"] || arguments[0].isClosure, ("drop", 1) where labels == ["while"] || arguments[0].isClosure:
            // `prefix(while:)`, `drop(while:)`: the leading run the closure accepts, or the rest after it.
            let predicate = try closure()
            var run = 0
            while run < elements.count, try test(predicate, elements[run]) { run += 1 }
            return .array(name == "prefix" ? Array(elements[..<run]) : Array(elements[run...]))
        case ("prefix", 1), ("suffix", 1), ("dropFirst", 1), ("dropLast", 1):
            guard case .int(let count) = arguments[0], count >= 0 else { throw spot.error("`\(name)` takes a count of at least 0") }
            switch name {
            case "prefix": return .array(Array(elements.prefix(count)))
            case "suffix": return .array(Array(elements.suffix(count)))
            case "dropFirst": return .array(Array(elements.dropFirst(count)))
            default: return .array(Array(elements.dropLast(count)))
            }
        case ("split", 1), ("split", 2), ("split", 3):
            // `[1, 2, 3, 4].split(separator: 3)`, `split(whereSeparator:)` of an array (Apple,
            // "Sequence.split(separator:maxSplits:omittingEmptySubsequences:)"): the runs between
            // separators, empty runs left out unless `omittingEmptySubsequences: false`. (A
            // string's `split` is its own, above; its parts are strings.)
            guard case .array = original else { break }
            var maxSplits = Int.max, omitting = true
            for (label, value) in zip(labels, arguments).dropFirst() {
                switch (label, value) {
                case ("maxSplits", .int(let count)) where count >= 0: maxSplits = count
                case ("omittingEmptySubsequences", .bool(let omits)): omitting = omits
                default: throw spot.error("`split` takes a separator, then a count of 0 or more for `maxSplits:` and a Bool for `omittingEmptySubsequences:`")
                }
            }
            let separates: (SwiftValue) throws -> Bool
            switch labels[0] {
            case "separator":
                let separator = arguments[0]
                separates = { try SwiftOperators.truth(try SwiftOperators.binary(.equal, $0, separator, machine: machine, at: spot), at: spot) }
            case "whereSeparator", nil where arguments[0].isClosure:
                let predicate = try closure()
                separates = { try test(predicate, $0) }
            default:
                throw spot.error("write `split(separator: x)` or `split(whereSeparator: { ... })`")
            }
            var parts: [SwiftValue] = [], current: [SwiftValue] = []
            for element in elements {
                if parts.count < maxSplits, try separates(element) {
                    if !(omitting && current.isEmpty) { parts.append(.array(current)) }
                    current = []
                } else {
                    current.append(element)
                }
            }
            if !(omitting && current.isEmpty) { parts.append(.array(current)) }
            return .array(parts)
        case ("dropFirst", 0): return .array(Array(elements.dropFirst()))
        case ("dropLast", 0): return .array(Array(elements.dropLast()))
        case ("joined", 0) where elements.allSatisfy({ if case .array = $0 { true } else { false } }):
            // `[[1, 2], [3]].joined()`: the arrays one after another.
            return .array(elements.flatMap { element -> [SwiftValue] in if case .array(let inner) = element { inner } else { [] } })
        case ("joined", _):
            let separator = arguments.first.flatMap { if case .string(let text) = $0 { text } else { nil } } ?? ""
            return .string(elements.map(SwiftOperators.text).joined(separator: separator))
        default:
            break
        }
        let isString = if case .string = original { true } else { false }
        let stringMethods = isString ? ["uppercased", "lowercased", "hasPrefix", "hasSuffix", "suffix", "dropLast", "replacingOccurrences",
                                                 "trimmingCharacters", "split", "components", "range", "localizedCaseInsensitiveContains", "localizedStandardContains"] : []
        var failure = spot.error("\(original.typeName) has no method `\(name)` taking \(arguments.count) argument\(arguments.count == 1 ? "" : "s")",
                                 hint: NameSuggestion.hint(for: name, among: collectionMethodNames + stringMethods))
        if isExtendedByApps(original) { failure.diagnostic = failure.diagnostic.identified(.unknownMember, subject: name) }
        throw failure

        func test2(_ function: SwiftValue, _ a: SwiftValue, _ b: SwiftValue) throws -> Bool {
            try SwiftOperators.truth(try call(function, a, b), at: spot)
        }
    }

    private static func startIndex(_ value: SwiftValue) -> Int {
        switch value {
        case .subviews(let subviews): subviews.startIndex
        case .range(let lower, _, _): lower
        default: 0
        }
    }

    /// A stable sort whose comparison may throw (Swift's `sorted(by:)` is not stable, but the
    /// order of equal elements is then unspecified, so a stable one is a valid answer).
    private static func mergeSorted(_ elements: [SwiftValue], by less: (SwiftValue, SwiftValue) throws -> Bool) throws -> [SwiftValue] {
        guard elements.count > 1 else { return elements }
        let middle = elements.count / 2
        let left = try mergeSorted(Array(elements[..<middle]), by: less)
        let right = try mergeSorted(Array(elements[middle...]), by: less)
        var result: [SwiftValue] = []
        result.reserveCapacity(elements.count)
        var i = 0, j = 0
        while i < left.count && j < right.count {
            if try less(right[j], left[i]) { result.append(right[j]); j += 1 } else { result.append(left[i]); i += 1 }
        }
        result += left[i...]
        result += right[j...]
        return result
    }

    // MARK: - Mutating methods

    /// `String`'s mutating methods (Apple, "String": `append(_:)`, `append(contentsOf:)`,
    /// `insert(_:at:)`, `insert(contentsOf:at:)`, `remove(at:)`, `removeFirst(_:)`,
    /// `removeLast(_:)`, `popLast()`, `removeAll()`), a string's indices being character offsets
    /// here as its `startIndex` is; a `Character` is a one-character string. Emptying an empty
    /// string traps, as Swift's does.
    private static func stringMutation(_ name: String, of text: inout String, labels: [String?], arguments: [SwiftValue],
                                       at spot: SwiftSpot) throws -> SwiftValue {
        func string(_ index: Int) throws -> String {
            guard arguments.indices.contains(index), case .string(let part) = arguments[index] else {
                throw spot.error("`\(name)` takes a string or a character")
            }
            return part
        }
        func offset(_ index: Int, upTo limit: Int) throws -> String.Index {
            guard arguments.indices.contains(index), case .int(let at) = arguments[index] else { throw spot.error("`\(name)` takes an index") }
            guard at >= 0, at <= limit else { throw spot.error("String index \(at) is out of bounds") }
            return text.index(text.startIndex, offsetBy: at)
        }
        func count(_ index: Int) throws -> Int {
            guard arguments.indices.contains(index) else { return 1 }
            guard case .int(let k) = arguments[index], k >= 0 else { throw spot.error("`\(name)` takes a count of zero or more") }
            guard k <= text.count else { throw spot.error("can't remove more items from a collection than it contains") }
            return k
        }
        switch (name, labels) {
        case ("append", [nil]), ("append", ["contentsOf"]):
            text += try string(0)
            return .void
        case ("insert", [nil, "at"]), ("insert", ["contentsOf", "at"]):
            text.insert(contentsOf: try string(0), at: try offset(1, upTo: text.count))
            return .void
        case ("remove", ["at"]):
            let at = try offset(0, upTo: text.count - 1)
            return .string(String(text.remove(at: at)))
        case ("removeFirst", []), ("removeLast", []):
            guard !text.isEmpty else { throw spot.error("can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection") }
            return .string(String(name == "removeFirst" ? text.removeFirst() : text.removeLast()))
        case ("removeFirst", [nil]), ("removeLast", [nil]):
            let k = try count(0)
            if name == "removeFirst" { text.removeFirst(k) } else { text.removeLast(k) }
            return .void
        case ("popLast", []):
            return text.popLast().map { .string(String($0)) } ?? .none
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]):
            text.removeAll()
            return .void
        default:
            throw spot.error("String has no mutating method `\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))`",
                             hint: NameSuggestion.hint(for: name, among: ["append", "insert", "remove", "removeFirst", "removeLast", "popLast", "removeAll"]))
        }
    }

    static func mutatingMethod(_ name: String, of value: inout SwiftValue, labels: [String?], arguments: [SwiftValue], machine: SwiftMachine,
                               at spot: SwiftSpot) throws -> SwiftValue {
        if let written = value.standIn {
            // `list.insert("ALL", at: 0)` of a list made from the app's data: the app's value
            // changed is still the app's, and so is what the method returns (set AC's Clop).
            return .swiftUI(.standIn(written + ".\(name)(…)"))
        }
        if case .path(var path) = value {
            try pathMethod(name, of: &path, labels: labels, arguments: arguments, at: spot)
            value = .path(path)
            return .void
        }
        if case .spacing(var spacing) = value, name == "formUnion" {
            guard case .spacing(let other)? = arguments.first else { throw spot.error("`formUnion` takes a ViewSpacing") }
            spacing.formUnion(other)
            value = .spacing(spacing)
            return .void
        }
        if case .bool(let flag) = value, name == "toggle", arguments.isEmpty {
            // `task.isDone.toggle()`: Bool's mutating method.
            value = .bool(!flag)
            return .void
        }
        if case .hasher(var hasher) = value, name == "combine", arguments.count == 1 {
            hasher.combine(try SwiftKey(arguments[0], machine: machine, at: spot))
            value = .hasher(hasher)
            return .void
        }
        if case .dictionary(var dictionary) = value {
            // Taken out of `value` (see the array's below).
            value = .void
            defer { value = .dictionary(dictionary) }
            return try dictionaryMutation(name, of: &dictionary, labels: labels, arguments: arguments, machine: machine, at: spot)
        }
        if case .string(var text) = value {
            let result = try stringMutation(name, of: &text, labels: labels, arguments: arguments, at: spot)
            value = .string(text)
            return result
        }
        guard case .array(var elements) = value else {
            throw spot.error("\(value.typeName) has no mutating method `\(name)`")
        }
        // Taken out of `value`, so an array only the variable holds (the caller lends it in
        // place) changes without a copy of its elements.
        value = .void
        defer { value = .array(elements) }
        func index(_ argument: SwiftValue) throws -> Int {
            guard case .int(let position) = argument else { throw spot.error("an index must be an Int, found \(argument.shown)") }
            return position
        }
        /// An `IndexSet` (offsets, in order) or any sequence of offsets.
        func offsets(_ argument: SwiftValue) throws -> [Int] {
            guard let items = try SwiftBuiltins.elements(of: argument, at: spot) else { throw spot.error("offsets are an `IndexSet`, found \(argument.shown)") }
            return try items.map(index)
        }
        switch (name, arguments.count) {
        case ("append", 1):
            if labels.first == "contentsOf" {
                guard let more = try SwiftBuiltins.elements(of: arguments[0], at: spot) else { throw spot.error("`append(contentsOf:)` takes a sequence") }
                elements += more
            } else {
                elements.append(arguments[0])
            }
            return .void
        case ("insert", 1) where labels == [nil]:
            // A set's `insert(_:)` (sets are arrays of distinct elements here): `(inserted:
            // memberAfterInsert:)`, the element added only when it is not there yet.
            let key = try SwiftKey(arguments[0], machine: machine, at: spot)
            if let existing = try elements.first(where: { try SwiftKey($0, machine: machine, at: spot) == key }) {
                return .tuple([.bool(false), existing], labels: ["inserted", "memberAfterInsert"])
            }
            elements.append(arguments[0])
            return .tuple([.bool(true), arguments[0]], labels: ["inserted", "memberAfterInsert"])
        case ("remove", 1) where labels == ["atOffsets"]:
            // SwiftUI's `remove(atOffsets:)`, what a list's `onDelete` handler calls: the
            // elements at those offsets (an `IndexSet`, a sorted array of offsets here).
            let offsets = Set(try offsets(arguments[0]))
            elements = elements.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
            return .void
        case ("move", 2) where labels == ["fromOffsets", "toOffset"]:
            // SwiftUI's `move(fromOffsets:toOffset:)` (an `onMove` handler): the elements keep
            // their order and go before the element that was at `toOffset`.
            let offsets = Set(try offsets(arguments[0])), destination = try index(arguments[1])
            guard (0...elements.count).contains(destination) else { throw spot.error("`toOffset` \(destination) is out of range: the array has \(elements.count) elements") }
            let moving = elements.enumerated().filter { offsets.contains($0.offset) }.map(\.element)
            let before = offsets.filter { $0 < destination }.count
            elements = elements.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
            elements.insert(contentsOf: moving, at: destination - before)
            return .void
        case ("remove", 1) where labels == [nil]:
            // A set's `remove(_:)` (an array's is `remove(at:)`): the element removed, or nil.
            let key = try SwiftKey(arguments[0], machine: machine, at: spot)
            guard let position = try elements.firstIndex(where: { try SwiftKey($0, machine: machine, at: spot) == key }) else { return .none }
            return elements.remove(at: position)
        case ("formUnion", 1), ("subtract", 1), ("formIntersection", 1), ("formSymmetricDifference", 1):
            let algebra = ["formUnion": "union", "subtract": "subtracting", "formIntersection": "intersection", "formSymmetricDifference": "symmetricDifference"]
            guard let other = try SwiftBuiltins.elements(of: arguments[0], at: spot) else { throw spot.error("`\(name)` takes a sequence") }
            elements = try setAlgebra(algebra[name]!, elements, other, machine: machine, at: spot)
            return .void
        case ("insert", 2):
            let position = try index(arguments[1])
            guard position >= 0 && position <= elements.count else { throw spot.error("cannot insert at \(position) in an array of \(elements.count)") }
            if labels.first == "contentsOf" {
                // `insert(contentsOf:at:)`: the sequence's elements, not the sequence as one.
                guard let more = try SwiftBuiltins.elements(of: arguments[0], at: spot) else { throw spot.error("`insert(contentsOf:at:)` takes a sequence") }
                elements.insert(contentsOf: more, at: position)
            } else {
                elements.insert(arguments[0], at: position)
            }
            return .void
        case ("remove", 1):
            let position = try index(arguments[0])
            guard elements.indices.contains(position) else { throw spot.error("index \(position) is out of range: the array has \(elements.count) elements") }
            return elements.remove(at: position)
        case ("removeAll", 0):
            elements.removeAll()
            return .void
        case ("reserveCapacity", 1):
            // Storage ahead of appends (Apple, "Array", `reserveCapacity(_:)`): the elements are
            // the same whatever the capacity, so nothing changes here (set BQ's Flow layout).
            guard arguments[0].number != nil else { break }
            return .void
        case ("removeAll", 1):
            guard case .closure = arguments[0] else { break }
            elements = try elements.filter { !(try SwiftOperators.truth(try machine.invoke(arguments[0], [$0], at: spot), at: spot)) }
            return .void
        case ("removeFirst", 0), ("removeLast", 0):
            guard !elements.isEmpty else { throw spot.error("`\(name)()` on an empty array", hint: "check `isEmpty` first") }
            return name == "removeFirst" ? elements.removeFirst() : elements.removeLast()
        case ("popLast", 0): return elements.popLast() ?? .none
        case ("reverse", 0):
            elements.reverse()
            return .void
        case ("sort", _):
            guard case .array(let sorted) = try method("sorted", of: .array(elements), labels: labels, arguments: arguments, machine: machine, at: spot) else { break }
            elements = sorted
            return .void
        case ("partition", 1) where labels == ["by"]:
            // The standard library's own reordering (Apple, "partition(by:)": the elements the
            // predicate accepts after the others), so the order matches Swift's; the index of
            // the first accepted one.
            return .int(try elements.partition { try SwiftOperators.truth(try machine.invoke(arguments[0], [$0], at: spot), at: spot) })
        case ("swapAt", 2):
            let a = try index(arguments[0]), b = try index(arguments[1])
            guard elements.indices.contains(a), elements.indices.contains(b) else { throw spot.error("`swapAt` index out of range") }
            elements.swapAt(a, b)
            return .void
        default: break
        }
        throw spot.error("an array has no method `\(name)` taking \(arguments.count) argument\(arguments.count == 1 ? "" : "s")")
    }

    /// The distinct elements, in the order first seen: a `Set` here (Swift's own order changes
    /// from run to run, so a page built twice would differ; `.sorted()` orders them).
    static func distinct(_ elements: [SwiftValue], machine: SwiftMachine?, at spot: SwiftSpot) throws -> SwiftValue {
        var seen: Set<SwiftKey> = []
        return .array(try elements.filter { seen.insert(try SwiftKey($0, machine: machine, at: spot)).inserted })
    }

    /// `union`, `intersection`, `subtracting`, `symmetricDifference` of two sets (Apple,
    /// "SetAlgebra"), the receiver's elements first, each once.
    static func setAlgebra(_ name: String, _ elements: [SwiftValue], _ other: [SwiftValue], machine: SwiftMachine?, at spot: SwiftSpot) throws -> [SwiftValue] {
        let mine = Set(try elements.map { try SwiftKey($0, machine: machine, at: spot) })
        let theirs = Set(try other.map { try SwiftKey($0, machine: machine, at: spot) })
        let kept: [SwiftValue]
        switch name {
        case "union": kept = elements + other
        case "intersection": kept = try elements.filter { theirs.contains(try SwiftKey($0, machine: machine, at: spot)) }
        case "subtracting": kept = try elements.filter { !theirs.contains(try SwiftKey($0, machine: machine, at: spot)) }
        default: kept = try elements.filter { !theirs.contains(try SwiftKey($0, machine: machine, at: spot)) } + other.filter { !mine.contains(try SwiftKey($0, machine: machine, at: spot)) }
        }
        guard case .array(let result) = try distinct(kept, machine: machine, at: spot) else { return kept }
        return result
    }

    /// `updateValue(_:forKey:)`, `removeValue(forKey:)`, `removeAll()`, `merge(_:uniquingKeysWith:)`.
    private static func dictionaryMutation(_ name: String, of dictionary: inout SwiftDictionary, labels: [String?], arguments: [SwiftValue],
                                           machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        switch (name, labels) {
        case ("updateValue", [nil, "forKey"]):
            return dictionary.update(arguments[0], for: arguments[1], hashed: try SwiftKey(arguments[1], machine: machine, at: spot)) ?? .none
        case ("removeValue", ["forKey"]):
            return dictionary.remove(try SwiftKey(arguments[0], machine: machine, at: spot)) ?? .none
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]):
            dictionary.removeAll()
            return .void
        case ("merge", [nil, "uniquingKeysWith"]), ("merge", [nil, nil]):  // the second a trailing closure
            guard let entries = try elements(of: arguments[0], at: spot) else { throw spot.error("`merge` takes a dictionary or (key, value) pairs") }
            for entry in entries {
                guard case .tuple(let pair, _) = entry, pair.count == 2 else { throw spot.error("`merge` takes (key, value) pairs, found \(entry.shown)") }
                let hashed = try SwiftKey(pair[0], machine: machine, at: spot)
                let value = try dictionary[hashed].map { try machine.invoke(arguments[1], [$0, pair[1]], at: spot) } ?? pair[1]
                dictionary.update(value, for: pair[0], hashed: hashed)
            }
            return .void
        default:
            throw spot.error("a dictionary has no mutating method `\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))`",
                             hint: "dictionaries have updateValue(_:forKey:), removeValue(forKey:), removeAll() and merge(_:uniquingKeysWith:)")
        }
    }
}
