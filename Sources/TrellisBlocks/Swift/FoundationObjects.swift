// Foundation's objects that apps' value code reads and writes text with: character sets, scanners and formatters.

import Foundation

/// A Foundation value in layout code, computed with Foundation's own type.
///
/// Apps' colour initialisers (`Color(hex:)`, one of the snippets pasted most) trim with
/// `CharacterSet.alphanumerics.inverted` and parse with `Scanner(string:).scanHexInt64(&int)`;
/// their views write dates and amounts with a `DateFormatter` or `NumberFormatter` they
/// configure. All are swift-corelibs-foundation's here, so what they accept and write is what
/// Foundation does, in the page's locale and time zone (`Interpreter.formatLocale`,
/// `formatTimeZone`: a page says the same on every machine).
enum FoundationObject {
    case characterSet(CharacterSet)
    /// A `Scanner` is a class: every copy of the value reads on from the same place.
    case scanner(Scanner)
    /// Formatters are classes too: `let f = DateFormatter(); f.dateFormat = "..."` configures
    /// the one object every copy refers to.
    case dateFormatter(DateFormatter)
    /// `ISO8601DateFormatter()`: the internet's date format, which apps parse APIs' dates with.
    case iso8601Formatter(ISO8601DateFormatter)
    case numberFormatter(NumberFormatter)
    /// `let formatter = ByteCountFormatter(); formatter.countStyle = .file`: file and memory sizes.
    case byteCountFormatter(ByteCountFormatter)
    /// `/^[A-Z]{3}$/`, `try Regex(pattern)`, and what matching with one gives (`SwiftRegex`).
    case regex(SwiftRegex)
    case regexMatch(SwiftRegexMatch)
    /// `URL(string: "https://example.com/a.png")`: a value, its parts read as Foundation reads
    /// them (Apple, "URL": `host`, `lastPathComponent`, `appendingPathComponent(_:)`...).
    case url(URL)
    /// `Locale(identifier: "de_DE")`, `TimeZone(identifier: "Asia/Seoul")`: a locale or time zone
    /// the code names, which a formatter writes in. Named, it is the same on every machine (the
    /// page's own, en_US and UTC, stand for `.current`); Foundation's data for it is the toolchain's.
    case locale(Locale)
    case timeZone(TimeZone)
    /// `KeyPathComparator(\.amount, order: .reverse)`, `SortDescriptor(\.name)` (``SortComparator``).
    case sortComparator(SortComparator)

    /// The classes among them, whose properties a `let` lets code set.
    static let referenceTypes: Set<String> = ["Scanner", "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "ByteCountFormatter"]

    /// `TimeZone.localizedName(for:locale:)`'s styles (Apple, "NSTimeZone.NameStyle").
    static let timeZoneNameStyles: [String: NSTimeZone.NameStyle] = [
        "standard": .standard, "shortStandard": .shortStandard, "daylightSaving": .daylightSaving,
        "shortDaylightSaving": .shortDaylightSaving, "generic": .generic, "shortGeneric": .shortGeneric,
    ]

    /// `ISO8601DateFormatter.Options` by name (Apple, "ISO8601DateFormatter.Options").
    static let iso8601Options: [String: ISO8601DateFormatter.Options] = [
        "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay,
        "withTime": .withTime, "withTimeZone": .withTimeZone, "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
        "withDashSeparatorInDate": .withDashSeparatorInDate, "withColonSeparatorInTime": .withColonSeparatorInTime,
        "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone, "withFractionalSeconds": .withFractionalSeconds,
        "withFullDate": .withFullDate, "withFullTime": .withFullTime, "withInternetDateTime": .withInternetDateTime,
    ]

    /// `NumberFormatter.Style`'s cases by name (Apple, "NumberFormatter.Style").
    static let numberStyles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific, "spellOut": .spellOut,
        "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural, "currencyAccounting": .currencyAccounting,
    ]

    /// `NumberFormatter.localizedString(from: 0.25, number: .percent)` (Apple, "localizedString(from:number:)"):
    /// the number in that style, in the page's locale.
    static func localizedString(_ labels: [String?], _ arguments: [SwiftValue], at spot: SwiftSpot) throws -> SwiftValue {
        guard labels == ["from", "number"], let number = arguments[0].number, case .implicitMember(let name) = arguments[1],
              let style = numberStyles[name] else {
            throw spot.error("`NumberFormatter.localizedString(from:number:)` takes a number and a style such as `.percent`")
        }
        let formatter = NumberFormatter()
        formatter.locale = Interpreter.formatLocale
        formatter.numberStyle = style
        return .string(formatter.string(from: NSNumber(value: number)) ?? "")
    }

    /// The texts a number formatter writes, read and set by name: before or after a positive or
    /// negative number (Apple, NumberFormatter, "Configuring Positive and Negative Formats": `"+"`
    /// makes a change read `+3`), and its symbols ("Configuring the Format of Numbers":
    /// `decimalSeparator`, `groupingSeparator`; "Configuring Currency and Percent Symbols").
    static let texts: [String: ReferenceWritableKeyPath<NumberFormatter, String> & Sendable] = [
        "positivePrefix": \.positivePrefix, "negativePrefix": \.negativePrefix,
        "positiveSuffix": \.positiveSuffix, "negativeSuffix": \.negativeSuffix,
        "decimalSeparator": \.decimalSeparator, "groupingSeparator": \.groupingSeparator,
        "currencySymbol": \.currencySymbol, "percentSymbol": \.percentSymbol,
        "plusSign": \.plusSign, "minusSign": \.minusSign, "exponentSymbol": \.exponentSymbol, "perMillSymbol": \.perMillSymbol,
        "nilSymbol": \.nilSymbol, "positiveInfinitySymbol": \.positiveInfinitySymbol, "negativeInfinitySymbol": \.negativeInfinitySymbol,
        "currencyDecimalSeparator": \.currencyDecimalSeparator, "currencyGroupingSeparator": \.currencyGroupingSeparator,
        "internationalCurrencySymbol": \.internationalCurrencySymbol,
    ]

    /// The texts a number formatter may have none of (Apple, "NumberFormatter", `zeroSymbol`:
    /// "The string used to represent a zero value", nil by default, when 0 is written as a number).
    static let optionalTexts: [String: ReferenceWritableKeyPath<NumberFormatter, String?> & Sendable] = [
        "zeroSymbol": \.zeroSymbol, "notANumberSymbol": \.notANumberSymbol,
    ]

    /// A number formatter's whole-number settings by name (Apple, "NumberFormatter":
    /// "Configuring Integer and Fraction Digits", "Configuring Significant Digits", "Configuring
    /// the Format of Numbers"), read and set as Foundation does.
    static let wholes: [String: ReferenceWritableKeyPath<NumberFormatter, Int> & Sendable] = [
        "minimumIntegerDigits": \.minimumIntegerDigits, "maximumIntegerDigits": \.maximumIntegerDigits,
        "minimumFractionDigits": \.minimumFractionDigits, "maximumFractionDigits": \.maximumFractionDigits,
        "minimumSignificantDigits": \.minimumSignificantDigits, "maximumSignificantDigits": \.maximumSignificantDigits,
        "formatWidth": \.formatWidth, "groupingSize": \.groupingSize, "secondaryGroupingSize": \.secondaryGroupingSize,
    ]

    /// A number formatter's switches by name (Apple, "NumberFormatter").
    static let switches: [String: ReferenceWritableKeyPath<NumberFormatter, Bool> & Sendable] = [
        "usesGroupingSeparator": \.usesGroupingSeparator, "usesSignificantDigits": \.usesSignificantDigits,
        "alwaysShowsDecimalSeparator": \.alwaysShowsDecimalSeparator, "allowsFloats": \.allowsFloats,
    ]

    /// `ByteCountFormatter.CountStyle`'s cases by name (Apple, "ByteCountFormatter.CountStyle").
    static let countStyles: [String: ByteCountFormatter.CountStyle] = ["file": .file, "memory": .memory, "decimal": .decimal, "binary": .binary]
    /// `ByteCountFormatter.Units`' members by name (Apple, "ByteCountFormatter.Units").
    static let byteUnits: [String: ByteCountFormatter.Units] = [
        "useBytes": .useBytes, "useKB": .useKB, "useMB": .useMB, "useGB": .useGB, "useTB": .useTB, "usePB": .usePB,
        "useEB": .useEB, "useZB": .useZB, "useYBOrHigher": .useYBOrHigher, "useAll": .useAll,
    ]

    var typeName: String {
        switch self {
        case .characterSet: "CharacterSet"
        case .scanner: "Scanner"
        case .dateFormatter: "DateFormatter"
        case .iso8601Formatter: "ISO8601DateFormatter"
        case .numberFormatter: "NumberFormatter"
        case .byteCountFormatter: "ByteCountFormatter"
        case .regex: "Regex"
        case .regexMatch: "Regex.Match"
        case .url: "URL"
        case .locale: "Locale"
        case .timeZone: "TimeZone"
        case .sortComparator(let comparator): comparator.typeName
        }
    }

    var isReference: Bool {
        switch self {
        case .characterSet, .regex, .regexMatch, .url, .locale, .timeZone, .sortComparator: false
        default: true
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

    /// Foundation's `String.CompareOptions` by name.
    static let compareOptionNames: [String: String.CompareOptions] = [
        "caseInsensitive": .caseInsensitive, "diacriticInsensitive": .diacriticInsensitive, "widthInsensitive": .widthInsensitive,
        "literal": .literal, "backwards": .backwards, "anchored": .anchored, "numeric": .numeric, "regularExpression": .regularExpression,
    ]

    /// `.caseInsensitive` or `[.caseInsensitive, .diacriticInsensitive]`: the options a string
    /// comparison or search takes.
    static func compareOptions(_ value: SwiftValue, at spot: SwiftSpot) throws -> String.CompareOptions {
        let names: [SwiftValue] = if case .array(let elements) = value { elements } else { [value] }
        var options: String.CompareOptions = []
        for name in names {
            guard case .implicitMember(let written) = name, let option = compareOptionNames[written] else {
                throw spot.error("`options:` takes `String.CompareOptions` such as `.caseInsensitive`, found \(name.shown)",
                                 hint: NameSuggestion.hint(for: name.shown.trimmingCharacters(in: ["."]), among: Array(compareOptionNames.keys)))
            }
            options.insert(option)
        }
        return options
    }

    /// A character set from what code passes: a `CharacterSet` value or an implicit member.
    static func characterSet(_ value: SwiftValue, for method: String, at spot: SwiftSpot) throws -> CharacterSet {
        switch value {
        case .foundation(.characterSet(let set)): return set
        case .implicitMember(let name):
            if let set = characterSets[name] { return set }
            throw spot.error("`CharacterSet` has no member `\(name)`", hint: NameSuggestion.hint(for: name, among: Array(characterSets.keys)))
        default: throw spot.error("`\(method)` takes a CharacterSet, found \(value.described)")
        }
    }

    /// The types ``make(_:labels:arguments:library:at:)`` makes.
    static let types = ["CharacterSet", "Scanner", "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "ByteCountFormatter", "NSNumber", "URL", "Date", "NSDate"]

    /// `CharacterSet(charactersIn: "abc")`, `Scanner(string: text)`. `library` is the pasted
    /// app's, whose own types may share these names.
    static func make(_ type: String, labels: [String?], arguments: [SwiftValue], library: (any SwiftUILibrary)?, at spot: SwiftSpot) throws -> SwiftValue {
        // Whether one of the initialisers below takes these labels (its arguments may still not fit).
        var takesLabels = true
        switch (type, labels) {
        case ("CharacterSet", []): return .foundation(.characterSet(CharacterSet()))
        case ("CharacterSet", ["charactersIn"]):
            guard case .string(let text) = arguments[0] else { break }
            return .foundation(.characterSet(CharacterSet(charactersIn: text)))
        case ("Scanner", ["string"]):
            guard case .string(let text) = arguments[0] else { break }
            return .foundation(.scanner(Scanner(string: text)))
        case ("DateFormatter", []):
            let formatter = DateFormatter()
            formatter.locale = Interpreter.formatLocale
            formatter.timeZone = Interpreter.formatTimeZone
            return .foundation(.dateFormatter(formatter))
        case ("ISO8601DateFormatter", []):
            // UTC and `.withInternetDateTime`, Foundation's defaults ("2024-01-01T00:00:00Z").
            return .foundation(.iso8601Formatter(ISO8601DateFormatter()))
        case ("NumberFormatter", []):
            let formatter = NumberFormatter()
            formatter.locale = Interpreter.formatLocale
            return .foundation(.numberFormatter(formatter))
        case ("ByteCountFormatter", []):
            // Foundation's own, writing in the page's locale (en_US) as the other formatters do.
            return .foundation(.byteCountFormatter(ByteCountFormatter()))
        case ("URL", ["string"]):
            // `URL(string:)` is optional: nil for a string Foundation does not read as a URL.
            guard case .string(let text) = arguments[0] else { break }
            return URL(string: text).map { .foundation(.url($0)) } ?? .none
        case ("URL", ["string", "relativeTo"]):
            guard case .string(let text) = arguments[0] else { break }
            let base: URL? = if case .foundation(.url(let url)) = arguments[1] { url } else { nil }
            return URL(string: text, relativeTo: base).map { .foundation(.url($0.absoluteURL)) } ?? .none
        case ("Date", _), ("NSDate", _):
            // Foundation's `Date`, and `NSDate`, the class Swift bridges to it (Apple, "NSDate"):
            // made here for the view builder and Swift code alike, in a page's code, a `Layout`'s
            // and a script (set AQ's pocket-casts: `NSDate()` in a computed property was unknown).
            let numbers = zip(labels, arguments).map { label, value in label == "since" ? dateSeconds(value) : value.number }
            guard let seconds = DateArithmetic.initializer(labels: labels, numbers, now: library?.pageNow ?? Interpreter.fixedNow) else {
                takesLabels = DateArithmetic.initializer(labels: labels, labels.map { _ in 0 }, now: 0) != nil
                break
            }
            guard Interpreter.dateRange.contains(seconds) else {
                throw spot.error("a date \(seconds) seconds from 1970 is out of range", hint: "dates within about 3,000 years of 1970 are supported")
            }
            return .swiftUI(DateArithmetic.value(seconds, at: spot.location))
        case ("NSNumber", ["value"]):
            // `NSNumber(value: total)` for a formatter: the number itself.
            guard arguments[0].number != nil else { break }
            return arguments[0]
        default: takesLabels = false
        }
        if let library, !takesLabels {
            // `Scanner(onRead: { ... })`: no initialiser of Foundation's takes these labels, so it
            // is the app's own type of that name, which shadows the one imported (The Swift
            // Programming Language, "Modules": a module's declarations come first): a stand-in,
            // as an app's view named like SwiftUI's is (set AC's bitkit).
            return library.standIn("\(type)(\(labels.map { ($0 ?? "_") + ":" }.joined()))", at: spot.location)
        }
        let hints = ["Scanner": "write `Scanner(string: text)`", "NSNumber": "write `NSNumber(value: number)`",
                     "Date": "write " + DateArithmetic.initializerForms, "NSDate": "write " + DateArithmetic.initializerForms,
                     "CharacterSet": "write `CharacterSet(charactersIn: \"abc\")` or a standard set such as `.alphanumerics`"]
        throw spot.error("`\(type)(\(labels.map { ($0 ?? "_") + ":" }.joined()))` is not known here", hint: hints[type] ?? "make it with `\(type)()`")
    }

    /// A `DateFormatter`'s lists of month and weekday names (Apple, "DateFormatter").
    static let dateSymbols: [String: KeyPath<DateFormatter, [String]> & Sendable] = [
        "monthSymbols": \.monthSymbols, "shortMonthSymbols": \.shortMonthSymbols, "veryShortMonthSymbols": \.veryShortMonthSymbols,
        "standaloneMonthSymbols": \.standaloneMonthSymbols, "shortStandaloneMonthSymbols": \.shortStandaloneMonthSymbols,
        "veryShortStandaloneMonthSymbols": \.veryShortStandaloneMonthSymbols,
        "weekdaySymbols": \.weekdaySymbols, "shortWeekdaySymbols": \.shortWeekdaySymbols, "veryShortWeekdaySymbols": \.veryShortWeekdaySymbols,
        "standaloneWeekdaySymbols": \.standaloneWeekdaySymbols, "shortStandaloneWeekdaySymbols": \.shortStandaloneWeekdaySymbols,
        "veryShortStandaloneWeekdaySymbols": \.veryShortStandaloneWeekdaySymbols,
    ]

    /// `set.inverted`, `scanner.isAtEnd`, `scanner.currentIndex` (a character offset, as a
    /// string's indices are here).
    func member(_ name: String, at spot: SwiftSpot) throws -> SwiftValue? {
        switch (self, name) {
        case (.characterSet(let set), "inverted"): return .foundation(.characterSet(set.inverted))
        case (.characterSet(let set), "isEmpty"): return .bool(set.isEmpty)
        case (.scanner(let scanner), "isAtEnd"): return .bool(scanner.isAtEnd)
        case (.scanner(let scanner), "string"): return .string(scanner.string)
        case (.scanner(let scanner), "currentIndex"): return .int(scanner.string.distance(from: scanner.string.startIndex, to: scanner.currentIndex))
        case (.dateFormatter(let formatter), "dateFormat"): return .string(formatter.dateFormat)
        case (.dateFormatter(let formatter), _) where Self.dateSymbols[name] != nil:
            // `DateFormatter().monthSymbols[month - 1]` (set CO's Reverie): the names in the
            // formatter's locale, the page's English unless the code sets another.
            return .array(formatter[keyPath: Self.dateSymbols[name]!].map(SwiftValue.string))
        case (.dateFormatter(let formatter), "amSymbol"): return .string(formatter.amSymbol)
        case (.dateFormatter(let formatter), "pmSymbol"): return .string(formatter.pmSymbol)
        case (.iso8601Formatter(let formatter), "formatOptions"):
            return .array(Self.iso8601Options.filter { formatter.formatOptions.contains($0.value) }.keys.sorted().map(SwiftValue.implicitMember))
        case (.numberFormatter(let formatter), _) where Self.wholes[name] != nil: return .int(formatter[keyPath: Self.wholes[name]!])
        case (.numberFormatter(let formatter), _) where Self.switches[name] != nil: return .bool(formatter[keyPath: Self.switches[name]!])
        case (.numberFormatter(let formatter), _) where Self.texts[name] != nil: return .string(formatter[keyPath: Self.texts[name]!])
        case (.numberFormatter(let formatter), _) where Self.optionalTexts[name] != nil:
            return formatter[keyPath: Self.optionalTexts[name]!].map(SwiftValue.string) ?? SwiftValue.none
        case (.byteCountFormatter(let formatter), "includesUnit"): return .bool(formatter.includesUnit)
        case (.regexMatch(let match), _): return match.member(name)
        case (.url(let url), _): return Self.urlMember(name, of: url)
        case (.locale(let locale), "identifier"): return .string(locale.identifier)
        case (.timeZone(let zone), "identifier"): return .string(zone.identifier)
        case (.timeZone(let zone), "secondsFromGMT"): return .int(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Interpreter.fixedNow)))
        default: return nil
        }
    }

    /// A URL's properties, as Foundation gives them (Apple, "URL").
    private static func urlMember(_ name: String, of url: URL) -> SwiftValue? {
        func optional(_ text: String?) -> SwiftValue { text.map(SwiftValue.string) ?? .none }
        switch name {
        case "absoluteString", "description", "relativeString": return .string(url.absoluteString)
        case "absoluteURL": return .foundation(.url(url.absoluteURL))
        // The URL with `..` and `.` resolved (Apple, "URL": `standardized`, `standardizedFileURL`;
        // set BQ's DynamicNotch).
        case "standardized": return .foundation(.url(url.standardized))
        case "standardizedFileURL": return .foundation(.url(url.standardizedFileURL))
        case "scheme": return optional(url.scheme)
        case "host": return optional(url.host)
        case "port": return url.port.map(SwiftValue.int) ?? .none
        case "user": return optional(url.user)
        case "path", "relativePath": return .string(url.path)
        case "query": return optional(url.query)
        case "fragment": return optional(url.fragment)
        case "lastPathComponent": return .string(url.lastPathComponent)
        case "pathExtension": return .string(url.pathExtension)
        case "pathComponents": return .array(url.pathComponents.map(SwiftValue.string))
        case "isFileURL": return .bool(url.isFileURL)
        case "hasDirectoryPath": return .bool(url.hasDirectoryPath)
        default: return nil
        }
    }

    /// `formatter.dateStyle = .medium`, `formatter.numberStyle = .currency`: set on the object.
    /// A locale or time zone is refused: a page writes in its own, the same on every machine.
    func set(_ name: String, to value: SwiftValue, at spot: SwiftSpot) throws {
        // `formatter.dateFormat = self.pattern` of the app's value, not pasted: the object keeps
        // its setting, the stand-in listed where it was read (set AL's prose).
        if value.standIn != nil, !["locale", "timeZone", "calendar"].contains(name) { return }
        func member() -> String? { if case .implicitMember(let member) = value { member } else { nil } }
        func whole() throws -> Int {
            guard case .int(let number) = value else { throw spot.error("`\(name)` takes an integer, found \(value.shown)") }
            return number
        }
        switch (self, name) {
        case (.dateFormatter(let formatter), "dateFormat"):
            guard case .string(let format) = value else { throw spot.error("`dateFormat` takes a string such as \"yyyy-MM-dd\"") }
            formatter.dateFormat = format
        case (.iso8601Formatter(let formatter), "formatOptions"):
            // `f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]`, or one option.
            let written: [SwiftValue] = if case .array(let options) = value { options } else { [value] }
            var options: ISO8601DateFormatter.Options = []
            for option in written {
                guard case .implicitMember(let name) = option, let known = Self.iso8601Options[name] else {
                    throw spot.error("`formatOptions` takes options such as `.withInternetDateTime` and `.withFractionalSeconds`, found \(option.shown)",
                                     hint: NameSuggestion.hint(for: { if case .implicitMember(let written) = option { written } else { "" } }(),
                                                               among: Array(Self.iso8601Options.keys)))
                }
                options.insert(known)
            }
            formatter.formatOptions = options
        case (.iso8601Formatter(let formatter), "timeZone") where value.namedTimeZone != nil: formatter.timeZone = value.namedTimeZone
        case (.dateFormatter(let formatter), "doesRelativeDateFormatting"):
            guard case .bool(let flag) = value else { throw spot.error("`doesRelativeDateFormatting` takes a Bool") }
            formatter.doesRelativeDateFormatting = flag
        case (.dateFormatter(let formatter), "dateStyle"), (.dateFormatter(let formatter), "timeStyle"):
            let styles: [String: DateFormatter.Style] = ["none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full]
            guard let style = member().flatMap({ styles[$0] }) else { throw spot.error("`\(name)` is `.none`, `.short`, `.medium`, `.long` or `.full`") }
            if name == "dateStyle" { formatter.dateStyle = style } else { formatter.timeStyle = style }
        case (.numberFormatter(let formatter), "numberStyle"):
            guard let style = member().flatMap({ Self.numberStyles[$0] }) else { throw spot.error("`numberStyle` is a `NumberFormatter.Style` such as `.decimal` or `.currency`") }
            formatter.numberStyle = style
        case (.numberFormatter(let formatter), "currencyCode"):
            guard case .string(let code) = value else { throw spot.error("`currencyCode` takes an ISO 4217 code such as \"EUR\"") }
            formatter.currencyCode = code
        case (.numberFormatter(let formatter), _) where Self.texts[name] != nil:
            guard case .string(let text) = value else { throw spot.error("`\(name)` takes a string such as \"+\"") }
            formatter[keyPath: Self.texts[name]!] = text
        case (.numberFormatter(let formatter), _) where Self.optionalTexts[name] != nil:
            switch value {
            case .string(let text): formatter[keyPath: Self.optionalTexts[name]!] = text
            case .none: formatter[keyPath: Self.optionalTexts[name]!] = nil
            default: throw spot.error("`\(name)` takes a string or nil")
            }
        case (.numberFormatter(let formatter), _) where Self.wholes[name] != nil: formatter[keyPath: Self.wholes[name]!] = try whole()
        case (.numberFormatter(let formatter), _) where Self.switches[name] != nil:
            guard case .bool(let flag) = value else { throw spot.error("`\(name)` takes a Bool") }
            formatter[keyPath: Self.switches[name]!] = flag
        case (.numberFormatter(let formatter), "minimum"), (.numberFormatter(let formatter), "maximum"):
            // The bounds a formatter accepts when it reads text (Apple, NumberFormatter
            // `minimum`/`maximum`: "the lowest/highest number allowed as input"); what it writes
            // is unchanged, so a page keeps them for a text field's value and draws the same.
            if case .none = value {} else if value.number == nil { throw spot.error("`\(name)` takes a number") }
            let bound = value.number.map { NSNumber(value: $0) }
            if name == "minimum" { formatter.minimum = bound } else { formatter.maximum = bound }
        case (.byteCountFormatter(let formatter), "countStyle"):
            guard let style = member().flatMap({ Self.countStyles[$0] }) else { throw spot.error("`countStyle` is `.file`, `.memory`, `.decimal` or `.binary`") }
            formatter.countStyle = style
        case (.byteCountFormatter(let formatter), "allowedUnits"):
            // `.useMB`, or `[.useKB, .useMB]` (an option set).
            let names: [String]? = switch value {
            case .implicitMember(let name): [name]
            case .array(let members): members.compactMap { if case .implicitMember(let name) = $0 { name } else { nil } }
            default: nil
            }
            guard let names, let units = try? names.map({ name -> ByteCountFormatter.Units in
                guard let unit = Self.byteUnits[name] else { throw spot.error("unknown unit") }
                return unit
            }) else { throw spot.error("`allowedUnits` takes units such as `.useMB` or `[.useKB, .useMB]`") }
            formatter.allowedUnits = ByteCountFormatter.Units(units)
        case (.byteCountFormatter(let formatter), "includesUnit"), (.byteCountFormatter(let formatter), "includesCount"),
             (.byteCountFormatter(let formatter), "isAdaptive"), (.byteCountFormatter(let formatter), "allowsNonnumericFormatting"),
             (.byteCountFormatter(let formatter), "zeroPadsFractionDigits"), (.byteCountFormatter(let formatter), "includesActualByteCount"):
            // Apple, "ByteCountFormatter": `zeroPadsFractionDigits` keeps trailing zeros ("1.50 MB"),
            // `includesActualByteCount` adds the exact count in parentheses (set AO's Whisperboard).
            guard case .bool(let flag) = value else { throw spot.error("`\(name)` takes a Bool") }
            switch name {
            case "includesUnit": formatter.includesUnit = flag
            case "includesCount": formatter.includesCount = flag
            case "isAdaptive": formatter.isAdaptive = flag
            case "zeroPadsFractionDigits": formatter.zeroPadsFractionDigits = flag
            case "includesActualByteCount": formatter.includesActualByteCount = flag
            default: formatter.allowsNonnumericFormatting = flag
            }
        case (_, "locale") where Self.isPageCurrent(value), (_, "timeZone") where Self.isPageCurrent(value),
             (_, "calendar") where Self.isPageCurrent(value):
            // `formatter.locale = Locale.current`: the page's own (en_US, UTC, Gregorian), which
            // the formatter has already.
            break
        // `formatter.locale = Locale(identifier: "de_DE")` (set BD's rytmo): the named locale or
        // time zone, which writes the same on every machine.
        case (.dateFormatter(let formatter), "locale") where value.namedLocale != nil: formatter.locale = value.namedLocale
        case (.numberFormatter(let formatter), "locale") where value.namedLocale != nil: formatter.locale = value.namedLocale
        case (.dateFormatter(let formatter), "timeZone") where value.namedTimeZone != nil: formatter.timeZone = value.namedTimeZone
        case (_, "locale") where Self.isAppsSetting(value), (_, "timeZone") where Self.isAppsSetting(value),
             (_, "calendar") where Self.isAppsSetting(value):
            // `formatter.locale = Preferences.shared.locale`, the app's setting (a stand-in the
            // block lists where it was read): the page's own stands for it (set AD's MeetingBar).
            break
        case (_, "locale"), (_, "timeZone"), (_, "calendar"):
            throw spot.error("a page formats in its own locale and time zone (en_US, UTC), the same on every machine",
                             hint: "remove the `\(name)` setting to format as the page does")
        default:
            throw spot.error("\(typeName) has no settable member `\(name)` here")
        }
    }

    /// Whether `value` is `Locale.current`, `TimeZone.current` or `Calendar.current` (or their
    /// `autoupdatingCurrent`): on a page, its own locale, time zone and calendar.
    /// Whether a locale, time zone or calendar is the app's value (`Preferences.shared.locale`,
    /// standing in), not one the code makes (`Locale(identifier: "de_DE")`), which a page refuses.
    static func isAppsSetting(_ value: SwiftValue) -> Bool {
        guard let written = value.standIn else { return false }
        return !["Locale", "TimeZone", "Calendar", ".init"].contains { written.hasPrefix($0 + "(") }
    }

    static func isPageCurrent(_ value: SwiftValue) -> Bool {
        switch value {
        case .implicitMember(let name): return name == "current" || name == "autoupdatingCurrent"
        case .swiftUI(.member(let member)):
            return ["Locale", "TimeZone", "Calendar"].contains(member.base ?? "") && ["current", "autoupdatingCurrent"].contains(member.name)
        case .swiftUI(.standIn(let written)):
            // `Locale.current` reaches Swift code as the platform's value, standing in by its text.
            return ["Locale.current", "Locale.autoupdatingCurrent", "TimeZone.current", "TimeZone.autoupdatingCurrent"].contains(written)
        default: return false
        }
    }

    /// "Today", "Yesterday" or "Tomorrow" for `date` beside the page's day `now` (in the page's
    /// UTC calendar), as a relative date formatter names them in English; nil for other days.
    private static func relativeDay(of date: Date, now: Double) -> String? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Interpreter.formatTimeZone
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: Date(timeIntervalSince1970: now)), to: calendar.startOfDay(for: date)).day
        return switch days { case 0: "Today"; case -1: "Yesterday"; case 1: "Tomorrow"; default: nil }
    }

    /// The date a formatter's `string(from:)` writes: a `Date`, or `Date`'s implicit member
    /// (`f.string(from: .now)`: the parameter's type gives it).
    private static func formattedDate(_ argument: SwiftValue, now: Double, at spot: SwiftSpot) throws -> Date {
        let implicit: Double? = if case .implicitMember(let member) = argument { Interpreter.dateMemberSeconds(member, now: now) } else { nil }
        guard let seconds = dateSeconds(argument) ?? implicit else { throw spot.error("`string(from:)` takes a Date, found \(argument.shown)") }
        return Date(timeIntervalSince1970: seconds)
    }

    /// A formatter's `date(from:)`: the date `parse` reads in the text, nil where it reads none;
    /// nil (no such method here) for an argument that is no text.
    private static func parsedDate(_ argument: SwiftValue, _ parse: (String) -> Date?, at spot: SwiftSpot) -> SwiftValue? {
        guard case .string(let text) = argument else { return nil }
        return parse(text).map { .swiftUI(DateArithmetic.value($0.timeIntervalSince1970, at: spot.location)) } ?? SwiftValue.none
    }

    /// A date's seconds since 1970 from the view language's `Date` (`Interpreter.dateSeconds`).
    private static func dateSeconds(_ value: SwiftValue) -> Double? {
        guard case .swiftUI(let made) = value else { return nil }
        return Interpreter.dateSeconds(made)
    }

    /// A method; `write(i, value)` stores into the `inout` argument `i` (`&int`), as Swift's
    /// `scanHexInt64(_:)` writes through its pointer.
    func method(_ name: String, labels: [String?], arguments: [SwiftValue], write: (Int, SwiftValue) throws -> Void,
                now: Double, at spot: SwiftSpot) throws -> SwiftValue? {
        // `formatter.string(from: wakeUp - model.prediction)` of the app's value: the result is
        // the app's too (the stand-in is listed where it was met).
        if let written = arguments.lazy.compactMap(\.standIn).first { return .swiftUI(.standIn(name + "(" + written + ")")) }
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
        case .dateFormatter(let formatter):
            switch (name, labels) {
            case ("string", ["from"]):
                let date = try Self.formattedDate(arguments[0], now: now, at: spot)
                if formatter.doesRelativeDateFormatting, formatter.dateStyle != .none, let day = Self.relativeDay(of: date, now: now) {
                    // Apple, "doesRelativeDateFormatting": "Today", "Yesterday", "Tomorrow" for the
                    // page's day and those beside it; Foundation on Linux writes the date instead.
                    guard formatter.timeStyle != .none else { return .string(day) }
                    let time = DateFormatter()
                    (time.locale, time.timeZone, time.dateStyle, time.timeStyle) = (formatter.locale, formatter.timeZone, .none, formatter.timeStyle)
                    return .string(day + " at " + time.string(from: date))
                }
                return .string(formatter.string(from: date))
            case ("setLocalizedDateFormatFromTemplate", [nil]):
                // `f.setLocalizedDateFormatFromTemplate("d MMM yyyy")`: the page locale's pattern
                // for those fields (Apple, DateFormatter; "MMM d, yyyy" in en_US), Foundation's own.
                guard case .string(let template) = arguments[0] else { throw spot.error("`setLocalizedDateFormatFromTemplate` takes a template such as \"d MMM yyyy\"") }
                formatter.setLocalizedDateFormatFromTemplate(template)
                return .void
            case ("date", ["from"]):
                return Self.parsedDate(arguments[0], formatter.date(from:), at: spot)
            default: break
            }
            return nil
        case .iso8601Formatter(let formatter):
            switch (name, labels) {
            case ("string", ["from"]): return .string(formatter.string(from: try Self.formattedDate(arguments[0], now: now, at: spot)))
            case ("date", ["from"]): return Self.parsedDate(arguments[0], formatter.date(from:), at: spot)
            default: return nil
            }
        case .numberFormatter(let formatter):
            switch (name, labels) {
            case ("string", ["from"]), ("string", ["for"]):
                guard let number = arguments[0].number else {
                    if labels == ["for"] { return SwiftValue.none }
                    throw spot.error("`string(from:)` takes a number, found \(arguments[0].shown)")
                }
                let value: NSNumber = if case .int(let whole) = arguments[0] { NSNumber(value: whole) } else { NSNumber(value: number) }
                return formatter.string(from: value).map(SwiftValue.string) ?? SwiftValue.none
            case ("number", ["from"]):
                guard case .string(let text) = arguments[0] else { break }
                return formatter.number(from: text).map { .double($0.doubleValue) } ?? SwiftValue.none
            default: break
            }
            return nil
        case .byteCountFormatter(let formatter):
            // `formatter.string(fromByteCount: size)`: Foundation's text for that many bytes.
            guard name == "string", labels == ["fromByteCount"], case .int(let count) = arguments[0] else { return nil }
            return .string(formatter.string(fromByteCount: Int64(count)))
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
        case .timeZone(let zone):
            // A world clock's names and offsets (Apple, "TimeZone"), at the page's date where a
            // date is not given; names in the page's English, as ICU writes them.
            func date(_ index: Int) -> Date? {
                guard index < arguments.count else { return Date(timeIntervalSince1970: now) }
                guard case .swiftUI(let made) = arguments[index], let seconds = Interpreter.dateSeconds(made) else { return nil }
                return Date(timeIntervalSince1970: seconds)
            }
            switch (name, labels) {
            case ("localizedName", ["for", "locale"]):
                guard case .implicitMember(let written) = arguments[0], let style = Self.timeZoneNameStyles[written] else {
                    throw spot.error("`localizedName(for:locale:)` takes a style such as `.standard` or `.shortGeneric`",
                                     hint: NameSuggestion.hint(for: arguments[0].enumCaseName ?? "", among: Array(Self.timeZoneNameStyles.keys)))
                }
                let locale = arguments[1].namedLocale ?? Interpreter.formatLocale
                return zone.localizedName(for: style, locale: locale).map(SwiftValue.string) ?? SwiftValue.none
            case ("abbreviation", []), ("abbreviation", ["for"]):
                guard let day = date(0) else { return nil }
                return zone.abbreviation(for: day).map(SwiftValue.string) ?? SwiftValue.none
            case ("secondsFromGMT", []), ("secondsFromGMT", ["for"]):
                return date(0).map { .int(zone.secondsFromGMT(for: $0)) }
            case ("isDaylightSavingTime", []), ("isDaylightSavingTime", ["for"]):
                return date(0).map { .bool(zone.isDaylightSavingTime(for: $0)) }
            default: return nil
            }
        case .regex, .regexMatch, .locale, .sortComparator:
            // A regex is what String's methods match with (`SwiftRegex.method`); a locale is
            // what formatters take; a comparator what `sorted(using:)` takes.
            return nil
        case .url(let url):
            // Foundation's URLs made from this one (Apple, "URL").
            let text: String? = if case .string(let given)? = arguments.first { given } else { nil }
            switch (name, labels) {
            case ("deletingLastPathComponent", []): return .foundation(.url(url.deletingLastPathComponent()))
            case ("deletingPathExtension", []): return .foundation(.url(url.deletingPathExtension()))
            case ("appendingPathComponent", [nil]) where text != nil: return .foundation(.url(url.appendingPathComponent(text!)))
            case ("appendingPathExtension", [nil]) where text != nil: return .foundation(.url(url.appendingPathExtension(text!)))
            case ("appending", ["path"]) where text != nil: return .foundation(.url(url.appending(path: text!)))
            case ("appending", ["component"]) where text != nil: return .foundation(.url(url.appending(component: text!)))
            // iOS 16's methods for the parts, percent-encoded as written unless told not to
            // (Apple, "URL": `host(percentEncoded:)`, `path(percentEncoded:)`, `query(percentEncoded:)`,
            // `fragment(percentEncoded:)`, `user(percentEncoded:)`; set CG's Gem `url.host()`).
            case ("host", []), ("host", ["percentEncoded"]), ("path", []), ("path", ["percentEncoded"]),
                 ("query", []), ("query", ["percentEncoded"]), ("fragment", []), ("fragment", ["percentEncoded"]),
                 ("user", []), ("user", ["percentEncoded"]):
                var encoded = true
                if labels == ["percentEncoded"] {
                    guard case .bool(let given) = arguments[0] else { throw spot.error("`percentEncoded:` takes a Bool") }
                    encoded = given
                }
                func optional(_ part: String?) -> SwiftValue { part.map(SwiftValue.string) ?? .none }
                switch name {
                case "host": return optional(url.host(percentEncoded: encoded))
                case "path": return .string(url.path(percentEncoded: encoded))
                case "query": return optional(url.query(percentEncoded: encoded))
                case "fragment": return optional(url.fragment(percentEncoded: encoded))
                default: return optional(url.user(percentEncoded: encoded))
                }
            default: return nil
            }
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

extension SwiftValue {
    /// The locale `Locale(identifier:)` made, if this is one.
    var namedLocale: Locale? {
        if case .foundation(.locale(let locale)) = self { locale } else { nil }
    }

    /// The time zone `TimeZone(identifier:)` made, if this is one.
    var namedTimeZone: TimeZone? {
        switch self {
        case .foundation(.timeZone(let zone)): zone
        // `formatter.timeZone = .gmt` (Apple, "TimeZone", `static var gmt: TimeZone`), the zone
        // a page formats in already (set CB's penn-mobile, which was refused).
        case .implicitMember("gmt"):
            TimeZone(identifier: "GMT")
        default: nil
        }
    }
}

extension SwiftBuiltins {
    /// Foundation's `ComparisonResult` as Swift code holds it: its case, an implicit member
    /// that `== .orderedSame` and a `switch`'s `case .orderedAscending:` match.
    static func comparisonResult(_ order: ComparisonResult) -> SwiftValue {
        switch order {
        case .orderedAscending: .implicitMember("orderedAscending")
        case .orderedSame: .implicitMember("orderedSame")
        case .orderedDescending: .implicitMember("orderedDescending")
        }
    }
}
