// Numbers and dates as text: `Text(value, format:)`, `Text(date, style:)`, `.formatted()` and `specifier:`.

import Foundation
import SwiftSyntax
import TrellisMarkup

/// Formats go through Foundation's own `FormatStyle`s (swift-foundation, the same code and
/// ICU data as on Apple platforms), in the en_US locale that SwiftUI previews default to, so
/// `Text(1234.5, format: .currency(code: "USD"))` reads `$1,234.50` exactly as on an iPhone.
///
/// A page is built once, so `Date()` and `Date.now` stand for one instant, the page's date:
/// its `date` front matter (`2024-05-01` is midnight UTC), else `SOURCE_DATE_EPOCH` (the
/// reproducible-builds convention), else 9:41 AM UTC on June 6, 2022 (Apple's keynote time).
/// Times are written in UTC so that a build gives the same page on every machine.
extension Interpreter {
    static let formatLocale = Locale(identifier: "en_US")
    static let formatTimeZone = TimeZone(identifier: "UTC") ?? .current
    /// 2022-06-06T09:41:00Z: the instant `Date()` stands for when nothing else names one.
    static let fixedNow: Double = 1_654_508_460

    /// The instant `Date()` stands for on this page, in seconds since 1970.
    var pageNow: Double {
        if case .string(let text)? = data["date"], let seconds = Self.parseDate(text), Self.dateRange.contains(seconds) { return seconds }
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], let seconds = Double(epoch), Self.dateRange.contains(seconds) {
            return seconds
        }
        return Self.fixedNow
    }

    /// `2024-05-01`, `2024-05-01T10:30:00Z` or `2024-05-01 10:30` as seconds since 1970 (UTC).
    static func parseDate(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = try? Date(trimmed, strategy: .iso8601) { return date.timeIntervalSince1970 }
        let digits = trimmed.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard digits.count >= 3, trimmed.first?.isNumber == true else { return nil }
        var components = DateComponents(year: digits[0], month: digits[1], day: digits[2])
        components.hour = digits.count > 3 ? digits[3] : 0
        components.minute = digits.count > 4 ? digits[4] : 0
        components.second = digits.count > 5 ? digits[5] : 0
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = formatTimeZone
        guard (1...12).contains(digits[1]), (1...31).contains(digits[2]) else { return nil }
        return calendar.date(from: components)?.timeIntervalSince1970
    }

    /// Dates within ±10^11 s of 1970 (about 3,000 years): formats and the relative styles'
    /// whole-second arithmetic stay exact and cannot overflow.
    static let dateRange = -1e11...1e11

    /// A date as a value of the block language (seconds since 1970 under the label).
    func dateValue(_ seconds: Double, at node: some SyntaxProtocol) throws -> Value {
        guard Self.dateRange.contains(seconds) else {
            throw error("a date \(seconds) seconds from 1970 is out of range", at: node, hint: "dates within about 3,000 years of 1970 are supported")
        }
        return DateArithmetic.value(seconds, at: location(of: node))
    }

    /// `Date()`, `Date(timeIntervalSince1970:)`... (``DateArithmetic/initializer(labels:_:now:)``).
    func dateInitializer(_ arguments: [BlockArgument], at node: some SyntaxProtocol) throws -> Value {
        let numbers = arguments.map { $0.label == "since" ? Self.dateSeconds($0.value) : $0.value.number }
        guard let seconds = DateArithmetic.initializer(labels: arguments.map(\.label), numbers, now: pageNow) else {
            throw error("`Date(\(arguments.map { ($0.label ?? "_") + ":" }.joined()))` is not supported with these values", at: node,
                        hint: "write \(DateArithmetic.initializerForms); `Date()` is the page's `date` front matter, else SOURCE_DATE_EPOCH, else 2022-06-06 09:41 UTC")
        }
        return try dateValue(seconds, at: node)
    }

    /// `Date.now`, `Date.distantPast`...
    func dateMember(_ name: String, at node: some SyntaxProtocol) throws -> Value {
        guard let seconds = Self.dateMemberSeconds(name, now: pageNow) else {
            // `Date.launchDay` of the app's `extension Date`, not pasted, stands in as `Color.brand`
            // and `CGFloat.gutter` do (set AK's nRF Toolbox); a near miss of `Date`'s own is a typo.
            let hint = NameSuggestion.hint(for: name, among: ["now", "distantPast", "distantFuture"])
            if hint == nil { return standIn("Date." + name, at: node) }
            throw error("unknown member `Date.\(name)`", at: node, hint: hint ?? "`Date.now` is the page's date", id: .unknownMember)
        }
        return try dateValue(seconds, at: node)
    }

    /// The seconds since 1970 of `Date`'s static member `name` (`now` is the page's date;
    /// Foundation's own bounds, `if date > Date.distantPast`, read from Foundation); `nil` for
    /// any other name.
    static func dateMemberSeconds(_ name: String, now: Double) -> Double? {
        switch name {
        case "now": now
        case "distantPast": Date.distantPast.timeIntervalSince1970
        case "distantFuture": Date.distantFuture.timeIntervalSince1970
        default: nil
        }
    }

    /// `value` where a `Date` goes: an implicit member is `Date`'s own, as Swift infers it from
    /// the parameter's type (`Text(.now, style: .timer)`, `selection: .constant(.now)`).
    func dateWhereExpected(_ value: Value, at node: some SyntaxProtocol) throws -> Value {
        guard case .member(let member) = value, member.base == nil, member.arguments == nil else { return value }
        return try dateMember(member.name, at: node)
    }

    /// Methods of a date: `addingTimeInterval(_:)`, `formatted()`, `timeIntervalSince1970`.
    func dateMethod(_ name: String, seconds: Double, arguments: [BlockArgument], at node: some SyntaxProtocol) throws -> Value? {
        if name == "formatted" { return .string(try formattedDate(seconds, arguments: arguments, at: node)) }
        // `timeIntervalSince(.now)`: the implicit member is `Date`'s, the parameter's type.
        let given = DateArithmetic.takesDate(name) && arguments.count == 1 ? try dateWhereExpected(arguments[0].value, at: node) : arguments.first?.value
        guard arguments.count == 1, let given,
              let argument = DateArithmetic.takesDate(name) ? Self.dateSeconds(given) : given.number,
              let result = DateArithmetic.method(name, of: seconds, label: arguments[0].label, argument: argument) else { return nil }
        switch result {
        case .date(let later): return try dateValue(later, at: node)
        case .interval(let interval): return .double(interval)
        }
    }

    /// The seconds of a date value, or `nil` if `value` is not a date.
    static func dateSeconds(_ value: Value) -> Double? {
        guard case .member(let member) = value, member.base == "Date", member.name == "init" else { return nil }
        return member.argument("timeIntervalSince1970")?.number
    }

    // MARK: - Text(_:format:) and Text(_:style:)

    /// `value` written with `format:` or `style:`, as `Text(value, format:)` and the
    /// interpolation `"\(value, format:)"` write it; a stand-in shows as written.
    func formattedText(_ value: ExprSyntax, label: String, format: ExprSyntax, at node: some SyntaxProtocol) throws -> String {
        let shown = try evaluate(value)
        if shown.isStandIn { return shown.interpolated }
        return try formattedText(shown, label: label, format: try evaluate(format), at: node)
    }

    /// The text of `value` given to a `Formatter` object (`Text(_:formatter:)`, and the
    /// interpolation `"\(date, formatter: dateFormatter)"`, Apple's
    /// `LocalizedStringKey.StringInterpolation.appendInterpolation(_:formatter:)`): a
    /// `DateFormatter` or `NumberFormatter` the block makes writes it as Foundation does
    /// (`FoundationObject`); the app's object, which a page has not, stands in, and the value
    /// shows as Swift prints it. A stand-in value (the app's `item.dueDate`) shows as written,
    /// as with `format:`: no formatter the block makes can write what the page has not.
    func formatterText(_ value: ExprSyntax, formatter: ExprSyntax) throws -> String {
        let shown = try evaluate(value)
        let object = try evaluate(formatter)
        if case .swift(let data) = object, case .foundation(let foundation) = data.value {
            if shown.isStandIn { return shown.interpolated }
            let given = SwiftValue(shown)
            let text = try runningSwift(at: formatter) { spot in
                try foundation.method("string", labels: ["from"], arguments: [given], write: { _, _ in }, now: pageNow, at: spot)
            }
            guard case .string(let written)? = text else {
                throw error("a \(foundation.typeName) does not write \(given.described)", at: formatter)
            }
            return written
        }
        if case .member(let member) = object, member.arguments == nil,
           member.base == nil || Self.formatterTypes.contains(member.base ?? "") || appStaticConstant(object) != nil {
            // `DateFormatter.dayOnly`, `.dayOnly`: Foundation's formatter types declare no static
            // formatters, so this is the app's `extension DateFormatter { static let dayOnly }`,
            // not pasted: it stands in, as a bare `dayOnly` does (set AL's artemis); so does
            // another type's (`HealthWeeksView.dayFormatter` of a screen not pasted, set BH's microworkout).
            _ = standIn(formatter.trimmedDescription, at: formatter)
            return shown.interpolated
        }
        guard object.isStandIn else {
            throw error("`formatter:` takes a `Formatter` object of the app's", at: formatter,
                        hint: "use `format:` with a format style such as `.number` or `.dateTime`, which the page draws")
        }
        return shown.interpolated
    }

    /// Foundation's `Formatter` classes a `formatter:` argument may name.
    static let formatterTypes: Set<String> = ["Formatter", "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter",
                                              "DateIntervalFormatter", "RelativeDateTimeFormatter", "MeasurementFormatter", "ByteCountFormatter",
                                              "PersonNameComponentsFormatter", "ListFormatter"]

    /// The text of `Text(value, format: style)` or `Text(date, style: .date)`.
    func formattedText(_ value: Value, label: String, format: Value, at node: some SyntaxProtocol) throws -> String {
        if label == "style", let seconds = Self.dateSeconds(try dateWhereExpected(value, at: node)) {
            return try dateStyleText(seconds, style: format, at: node)
        }
        if let seconds = Self.dateSeconds(value) {
            if label == "style" { return try dateStyleText(seconds, style: format, at: node) }
            return try formattedDate(seconds, arguments: [BlockArgument(label: nil, value: format, location: location(of: node))], at: node)
        }
        guard label == "format" else {
            throw error("`Text(_:style:)` shows a date, found \(value.typeName)", at: node, hint: "for numbers use `Text(value, format: .number)`")
        }
        if case .array = value { return try formattedList(value, format: format, at: node) }
        // The app's format style (`dollarFormatter`, `.currency(code: Locale.current.currencyCode ?? "USD")`):
        // a stand-in, so the value shows as Swift writes it.
        if format.isStandIn { return value.interpolated }
        guard case .member(let style) = format else {
            throw error("`format:` expects a format style such as `.number`, `.percent` or `.currency(code: \"USD\")`, found \(format.typeName)", at: node)
        }
        return try formattedNumber(value, style: style, at: node)
    }

    /// `Text.DateStyle`: `.date` is the long date ("June 3, 2019"), `.time` the short time
    /// ("11:23 PM"); `.relative`, `.offset` and `.timer` count from now (the page's date), as
    /// Apple's documentation of `Text.DateStyle` shows them: "2 hours, 23 minutes", "+2 hours", "2:32".
    private func dateStyleText(_ seconds: Double, style: Value, at node: some SyntaxProtocol) throws -> String {
        guard case .member(let member) = style else {
            throw error("`style:` expects `.date`, `.time`, `.relative`, `.offset` or `.timer`, found \(style.typeName)", at: node)
        }
        let date = Date(timeIntervalSince1970: seconds)
        switch member.name {
        case "date": return date.formatted(dateStyle(date: .long, time: .omitted))
        case "time": return date.formatted(dateStyle(date: .omitted, time: .shortened))
        case "relative": return Self.relativeText(seconds - pageNow, signed: false)
        case "offset": return Self.relativeText(seconds - pageNow, signed: true)
        case "timer": return Self.timerText(seconds - pageNow, showsHours: true)
        default:
            throw error("unknown date style `.\(member.name)`", at: node,
                        hint: NameSuggestion.hint(for: member.name, among: ["date", "time", "relative", "offset", "timer"]), id: .unknownMember)
        }
    }

    /// "2 hours, 23 minutes" (the two largest units), "+2 hours" with a sign for `.offset`.
    static func relativeText(_ interval: Double, signed: Bool) -> String {
        var remaining = Int(abs(interval).rounded(.down))
        let units: [(String, Int)] = [("year", 31_536_000), ("month", 2_592_000), ("week", 604_800), ("day", 86_400),
                                      ("hour", 3_600), ("minute", 60), ("second", 1)]
        var parts: [String] = []
        for (name, size) in units where remaining >= size && parts.count < (signed ? 1 : 2) {
            let count = remaining / size
            remaining -= count * size
            parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
        }
        if parts.isEmpty { parts = ["0 seconds"] }
        let text = parts.joined(separator: ", ")
        return signed ? (interval < 0 ? "-" : "+") + text : text
    }

    /// `Text(start...end)`: Foundation's interval in the page's locale and time zone, the times
    /// alone when both dates are on one day.
    static func dateRangeText(_ lower: Double, _ upper: Double) -> String {
        let formatter = DateIntervalFormatter()
        formatter.locale = formatLocale
        formatter.timeZone = formatTimeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = formatTimeZone
        formatter.calendar = calendar
        let start = Date(timeIntervalSince1970: lower), end = Date(timeIntervalSince1970: upper)
        formatter.dateStyle = calendar.isDate(start, inSameDayAs: end) ? .none : .short
        formatter.timeStyle = .short
        return formatter.string(from: start, to: end)
    }

    private func dateStyle(date: Date.FormatStyle.DateStyle?, time: Date.FormatStyle.TimeStyle?) -> Date.FormatStyle {
        Self.dateFormatStyle(date: date, time: time)
    }

    /// A date format in the page's locale and time zone (en_US, UTC), for every stage that writes dates.
    static func dateFormatStyle(date: Date.FormatStyle.DateStyle?, time: Date.FormatStyle.TimeStyle?) -> Date.FormatStyle {
        Date.FormatStyle(date: date, time: time, locale: formatLocale, calendar: Calendar(identifier: .gregorian), timeZone: formatTimeZone)
    }

    /// Foundation's date format styles, by the static member that names each (Apple,
    /// "FormatStyle": `Date.FormatStyle.dateTime`, `.iso8601`, `.relative(presentation:)`...).
    static let dateFormatStyleNames = ["dateTime", "iso8601", "relative", "verbatim", "http", "timeDuration", "attributed"]

    /// `.relative(presentation: .named)`, `.relative(presentation: .numeric, unitsStyle: .abbreviated)`
    /// (Apple, "Date.RelativeFormatStyle": "yesterday", "in 3 hours"): the date against the
    /// page's date (`Date.now`), in its locale, written by Foundation's own style anchored
    /// there (`Date.AnchoredRelativeFormatStyle` writes its anchor relative to the date it
    /// formats, so the anchor is the date and the page's date is formatted). `nil` for
    /// arguments Foundation's style does not take, which say so where they are read.
    private func relativeDate(_ seconds: Double, style: MemberValue, at node: some SyntaxProtocol) throws -> String? {
        let presentations: [String: Date.AnchoredRelativeFormatStyle.Presentation] = ["named": .named, "numeric": .numeric]
        let unitsStyles: [String: Date.AnchoredRelativeFormatStyle.UnitsStyle] = [
            "wide": .wide, "abbreviated": .abbreviated, "narrow": .narrow, "spellOut": .spellOut,
        ]
        var presentation = Date.AnchoredRelativeFormatStyle.Presentation.numeric, unitsStyle = Date.AnchoredRelativeFormatStyle.UnitsStyle.wide
        for argument in style.arguments ?? [] {
            guard case .member(let option) = argument.value else { return nil }
            switch argument.label {
            case "presentation":
                guard let found = presentations[option.name] else {
                    throw error("`presentation:` expects `.named` or `.numeric`", at: node)
                }
                presentation = found
            case "unitsStyle":
                guard let found = unitsStyles[option.name] else {
                    throw error("`unitsStyle:` expects " + unitsStyles.keys.sorted().map { "`.\($0)`" }.joined(separator: ", "), at: node)
                }
                unitsStyle = found
            default: return nil
            }
        }
        var formatter = Date.AnchoredRelativeFormatStyle(anchor: Date(timeIntervalSince1970: seconds), presentation: presentation, unitsStyle: unitsStyle)
        formatter.locale = Self.formatLocale
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.formatTimeZone
        formatter.calendar = calendar
        return Date(timeIntervalSince1970: pageNow).formatted(formatter)
    }

    /// `date.formatted()`, `.formatted(date: .abbreviated, time: .shortened)`,
    /// `.formatted(.dateTime.year().month(.wide).day())`, as Foundation writes them in en_US.
    func formattedDate(_ seconds: Double, arguments: [BlockArgument], at node: some SyntaxProtocol) throws -> String {
        let date = Date(timeIntervalSince1970: seconds)
        // `Text("\(date, format: dateFormatStyle)")` of the app's style, not pasted: the text
        // the style would write stands in with it (set CB's penn-mobile `HomeView`).
        if arguments.count == 1, arguments[0].label == nil, arguments[0].value.isStandIn {
            return standIn("Date.formatted(\(arguments[0].value.interpolated))", at: node).interpolated
        }
        if arguments.isEmpty { return date.formatted(dateStyle(date: .numeric, time: .shortened)) }
        if arguments.allSatisfy({ $0.label == "date" || $0.label == "time" }) {
            let dateName = arguments.first { $0.label == "date" }?.value
            let timeName = arguments.first { $0.label == "time" }?.value
            let dates: [String: Date.FormatStyle.DateStyle] = [
                "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
            ]
            let times: [String: Date.FormatStyle.TimeStyle] = ["omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete]
            func pick<T>(_ value: Value?, _ table: [String: T], _ label: String) throws -> T? {
                guard let value else { return nil }
                guard case .member(let member) = value, let found = table[member.name] else {
                    throw error("`\(label):` expects one of " + table.keys.sorted().map { "`.\($0)`" }.joined(separator: ", "), at: node)
                }
                return found
            }
            return date.formatted(dateStyle(date: try pick(dateName, dates, "date") ?? .omitted,
                                            time: try pick(timeName, times, "time") ?? .omitted))
        }
        if arguments.count == 1, arguments[0].label == nil, case .member(let style) = arguments[0].value {
            // `Date.FormatStyle(date: .abbreviated, time: .omitted)`: the style that
            // `formatted(date:time:)` writes with (Apple, "Date.FormatStyle", `init(date:time:...)`).
            if style.base == "Date", style.name == "FormatStyle", let fields = style.arguments, !fields.isEmpty,
               fields.allSatisfy({ $0.label == "date" || $0.label == "time" }) {
                return try formattedDate(seconds, arguments: fields, at: node)
            }
            // `.iso8601`: "1970-01-01T01:00:00Z" (Apple, "Date.ISO8601FormatStyle", in UTC by default).
            if style.base == nil, style.name == "iso8601", style.arguments == nil { return date.formatted(.iso8601) }
            if style.base == nil, style.name == "relative", let written = try relativeDate(seconds, style: style, at: node) { return written }
            // `.clock()` of the app's `extension Date.FormatStyle`, not pasted: the app's style
            // stands in (set AW's criticalmaps); a near miss of Foundation's is a typo.
            if style.base == nil, !Self.dateFormatStyleNames.contains(style.name), typoHint(for: style.name, among: Self.dateFormatStyleNames) == nil {
                return standIn("Date.FormatStyle.\(style.name)\(style.arguments == nil ? "" : "(…)")", at: node).interpolated
            }
        }
        // `formatted(.time, timezoneIdentifier: zone)` of the app's `extension Date`, not pasted:
        // Foundation's overloads are `formatted()`, `formatted(date:time:)` and `formatted(_:)`
        // (Apple, "Date"), so another label names the app's method, which stands in (set BB's RAYN).
        if arguments.contains(where: { $0.label != nil && $0.label != "date" && $0.label != "time" }) {
            return standIn("Date.formatted(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")", at: node).interpolated
        }
        // `Date.FormatStyle().weekday().month(.wide).day()`: the style `.dateTime` is (Foundation
        // declares `static var dateTime: Date.FormatStyle` as `Date.FormatStyle()`), its fields
        // chosen the same way (set CB's penn-mobile, `Text("\(date, format: style)")`).
        guard arguments.count == 1, arguments[0].label == nil, case .member(let member) = arguments[0].value,
              member.name == "dateTime" || (member.base == "Date" && member.name == "FormatStyle") else {
            throw error("a date is formatted with `formatted()`, `formatted(date:time:)` or `formatted(.dateTime...)`", at: node)
        }
        var style = dateStyle(date: nil, time: nil)
        var anyField = false
        for field in member.arguments ?? [] {
            anyField = true
            let option = (field.value as Value?).flatMap { value -> String? in
                if case .member(let option) = value { return option.name }
                return nil
            }
            switch (field.label ?? "", option) {
            case ("year", _): style = style.year()
            case ("month", "wide"): style = style.month(.wide)
            case ("month", "narrow"): style = style.month(.narrow)
            case ("month", "twoDigits"): style = style.month(.twoDigits)
            case ("month", "defaultDigits"): style = style.month(.defaultDigits)
            case ("month", _): style = style.month()
            case ("day", "twoDigits"): style = style.day(.twoDigits)
            case ("day", _): style = style.day()
            case ("weekday", "wide"): style = style.weekday(.wide)
            case ("weekday", "narrow"): style = style.weekday(.narrow)
            case ("weekday", "short"): style = style.weekday(.short)
            case ("weekday", _): style = style.weekday()
            case ("hour", _): style = style.hour()
            case ("minute", _): style = style.minute()
            case ("second", _): style = style.second()
            // Foundation's other `Date.FormatStyle` fields, in their default forms.
            case ("era", _): style = style.era()
            case ("quarter", _): style = style.quarter()
            case ("week", _): style = style.week()
            case ("dayOfYear", _): style = style.dayOfYear()
            case ("timeZone", _): style = style.timeZone()
            default:
                throw error("`.dateTime.\(field.label ?? "")()` is not supported in layout blocks", at: field.location,
                            hint: "fields: `era()`, `year()`, `quarter()`, `month()`, `week()`, `day()`, `dayOfYear()`, `weekday()`, `hour()`, `minute()`, `second()`, `timeZone()`")
            }
        }
        if !anyField { return date.formatted(dateStyle(date: .numeric, time: .shortened)) }
        return date.formatted(style)
    }

    /// `["A", "B", "C"].formatted()` or `.formatted(.list(type: .and))`: "A, B, and C".
    private func formattedList(_ value: Value, format: Value?, at node: some SyntaxProtocol) throws -> String {
        guard case .array(let elements) = value else { return value.interpolated }
        var type = ListFormatStyle<StringStyle, [String]>.ListType.and
        if case .member(let member)? = format {
            guard member.name == "list" else { throw error("an array is formatted with `.list(type: .and)` or `.list(type: .or)`", at: node) }
            if case .member(let kind)? = member.argument("type"), kind.name == "or" { type = .or }
        }
        return elements.map(\.interpolated).formatted(.list(type: type).locale(Self.formatLocale))
    }

    // MARK: - Numbers

    /// `value.formatted()` or `value.formatted(style)` on a number or an array.
    func formattedValue(_ value: Value, arguments: [BlockArgument], at node: some SyntaxProtocol) throws -> String {
        if case .array = value { return try formattedList(value, format: arguments.first?.value, at: node) }
        guard let first = arguments.first else { return try formattedNumber(value, style: MemberValue(name: "number"), at: node) }
        guard arguments.count == 1, first.label == nil, case .member(let style) = first.value else {
            throw error("`formatted` takes one format style, e.g. `.formatted(.percent)`", at: node)
        }
        return try formattedNumber(value, style: style, at: node)
    }

    /// `.byteCount(style:allowedUnits:spellsOutZero:includesActualByteCount:)` (Apple,
    /// "ByteCountFormatStyle", iOS 15 / macOS 12): a size in bytes as Foundation writes it
    /// (`1_048_576` in `.file` style is "1 MB"; zero spelt out is "Zero kB").
    private func byteCount(_ number: Double, _ style: MemberValue, at node: some SyntaxProtocol) throws -> String {
        let styles: [String: ByteCountFormatStyle.Style] = ["file": .file, "memory": .memory, "decimal": .decimal, "binary": .binary]
        let units: [String: ByteCountFormatStyle.Units] = [
            "bytes": .bytes, "kb": .kb, "mb": .mb, "gb": .gb, "tb": .tb, "pb": .pb, "eb": .eb, "zb": .zb,
            "ybOrHigher": .ybOrHigher, "all": .all, "default": .default,
        ]
        func names(_ value: Value?) -> [String] {
            switch value {
            case .member(let member)?: [member.name]
            case .array(let items)?: items.compactMap { if case .member(let member) = $0 { member.name } else { nil } }
            default: []
            }
        }
        var format = ByteCountFormatStyle(style: .file, allowedUnits: .all, spellsOutZero: true, includesActualByteCount: false,
                                          locale: Self.formatLocale)
        for argument in style.arguments ?? [] {
            switch argument.label {
            case "style":
                guard let name = names(argument.value).first, let chosen = styles[name] else {
                    throw error("`.byteCount(style:)` takes `.file`, `.memory`, `.decimal` or `.binary`", at: argument.location)
                }
                format.style = chosen
            case "allowedUnits":
                // Joined by raw value: Foundation reads an empty set's raw value 0 as "all", so a
                // union begun from `[]` would allow every unit.
                var raw: UInt = 0
                for name in names(argument.value) {
                    guard let unit = units[name] else {
                        throw error("unknown byte-count unit `.\(name)`", at: argument.location, hint: NameSuggestion.hint(for: name, among: units.keys))
                    }
                    raw |= unit.rawValue
                }
                format.allowedUnits = ByteCountFormatStyle.Units(rawValue: raw)
            case "spellsOutZero": format.spellsOutZero = argument.value == .bool(true)
            case "includesActualByteCount": format.includesActualByteCount = argument.value == .bool(true)
            default:
                throw error("`.byteCount` takes `style:`, `allowedUnits:`, `spellsOutZero:` and `includesActualByteCount:`", at: argument.location)
            }
        }
        // A count of bytes is an `Int64` (Foundation formats `BinaryInteger`s this way): a number
        // outside it, or not finite, has no size to write.
        guard let bytes = Int64(exactly: number.rounded()) else {
            throw error("`.byteCount` writes a whole number of bytes, found \(Value.double(number).interpolated)", at: node,
                        hint: "pass a byte count such as `Int64(data.count)`")
        }
        return bytes.formatted(format)
    }

    /// A number in a format style: `.number`, `.percent`, `.currency(code:)` with `precision`,
    /// `grouping`, `notation` and `rounded` refinements. An integer keeps integer rules
    /// (`25.formatted(.percent)` is "25%", `0.25.formatted(.percent)` is "25%" too).
    func formattedNumber(_ value: Value, style: MemberValue, at node: some SyntaxProtocol) throws -> String {
        // The app's number the page does not have reads as its stand-in, formatted or not.
        if case .standIn = value { return value.interpolated }
        guard let number = value.number else {
            let numberStyles = ["number", "percent", "currency"]
            if !numberStyles.contains(style.name), NameSuggestion.hint(for: style.name, among: numberStyles) == nil {
                // `TextField("Title", value: $title, format: .nilIfEmptyString)` of a `String?`: the
                // app's own format style, which may write any type; it stands in, and the value
                // shows as Swift writes it (a number of the app's style shows as `.number`, below).
                _ = standIn("." + style.name, at: node)
                return value.interpolated
            }
            throw error("`\(style.name)` formats a number, found \(value.typeName)", at: node)
        }
        if style.name == "byteCount" { return try byteCount(number, style, at: node) }
        var precision: NumberFormatStyleConfiguration.Precision?
        var grouping: NumberFormatStyleConfiguration.Grouping?
        var notation: NumberFormatStyleConfiguration.Notation?
        var rounding: FloatingPointRoundingRule?
        for refinement in style.arguments ?? [] {
            let option: MemberValue? = if case .member(let option) = refinement.value { option } else { nil }
            switch refinement.label {
            case "code" where style.name == "currency": continue
            case "precision": precision = try self.precision(option, at: refinement.location)
            case "grouping": grouping = option?.name == "never" ? .never : .automatic
            case "notation":
                switch option?.name {
                case "compactName": notation = .compactName
                case "scientific": notation = .scientific
                default: notation = .automatic
                }
            case "rounded": rounding = .toNearestOrEven
            default:
                throw error("`.\(refinement.label ?? "")(...)` is not supported on a number format in layout blocks",
                            at: refinement.location, hint: "refinements: `precision`, `grouping`, `notation`, `rounded`")
            }
        }
        switch style.name {
        case "number":
            if case .int(let integer) = value {
                var format = IntegerFormatStyle<Int>.number.locale(Self.formatLocale)
                if let precision { format = format.precision(precision) }
                if let grouping { format = format.grouping(grouping) }
                if let notation { format = format.notation(notation) }
                return integer.formatted(format)
            }
            var format = FloatingPointFormatStyle<Double>.number.locale(Self.formatLocale)
            if let precision { format = format.precision(precision) }
            if let grouping { format = format.grouping(grouping) }
            if let notation { format = format.notation(notation) }
            if let rounding { format = format.rounded(rule: rounding) }
            return number.formatted(format)
        case "percent":
            if case .int(let integer) = value {
                var format = IntegerFormatStyle<Int>.Percent.percent.locale(Self.formatLocale)
                if let precision { format = format.precision(precision) }
                if let grouping { format = format.grouping(grouping) }
                return integer.formatted(format)
            }
            var format = FloatingPointFormatStyle<Double>.Percent.percent.locale(Self.formatLocale)
            if let precision { format = format.precision(precision) }
            if let grouping { format = format.grouping(grouping) }
            if let rounding { format = format.rounded(rule: rounding) }
            return number.formatted(format)
        case "currency":
            guard case .string(let code)? = style.argument("code") else {
                throw error("`.currency` takes an ISO 4217 code: `.currency(code: \"USD\")`", at: node)
            }
            let isCode = code.count == 3 && code.allSatisfy(\.isLetter)
            if !isCode {
                // `.currency(code: item.currency)` of data holding `"Sample"`: any `String` compiles
                // (Apple, "FloatingPointFormatStyle.Currency", `init(code:locale:)`), and Foundation
                // writes the amount without a currency, as the app would show it (set BP's Halo-fi).
                pageLimits.append(source.diagnostic("`\(code)` is no ISO 4217 currency code: Foundation writes the amount without a currency",
                                                    at: location(of: node), hint: "a currency code is three letters, e.g. \"USD\"", severity: .warning)
                    .identified(.meaninglessValue, subject: code))
            }
            var format = FloatingPointFormatStyle<Double>.Currency(code: isCode ? code.uppercased() : code, locale: Self.formatLocale)
            if let precision { format = format.precision(precision) }
            if let grouping { format = format.grouping(grouping) }
            if let rounding { format = format.rounded(rule: rounding) }
            return number.formatted(format)
        default:
            if NameSuggestion.hint(for: style.name, among: ["number", "percent", "currency"]) == nil {
                // `format: .localCurrency` of the app's `extension FormatStyle`, not pasted: the
                // style stands in (and is listed as such), the number shows as `.number` shows it.
                _ = standIn("." + style.name, at: node)
                return try formattedNumber(value, style: MemberValue(name: "number"), at: node)
            }
            throw error("unknown number format `.\(style.name)`", at: node,
                        hint: NameSuggestion.hint(for: style.name, among: ["number", "percent", "currency"]) ?? "use `.number`, `.percent` or `.currency(code:)`", id: .unknownMember)
        }
    }

    /// `.fractionLength(2)`, `.fractionLength(0...2)`, `.significantDigits(3)`, `.integerLength(2)`.
    private func precision(_ option: MemberValue?, at location: BlockLocation) throws -> NumberFormatStyleConfiguration.Precision {
        guard let option, let argument = option.arguments?.first?.value else {
            throw error("`precision` takes `.fractionLength(n)`, `.significantDigits(n)` or `.integerLength(n)`", at: location)
        }
        func bounds() throws -> ClosedRange<Int> {
            switch argument {
            case .int(let count) where (0...30).contains(count): return count...count
            case .range(let lower, let upper, _) where lower >= 0 && upper - 1 <= 30 && lower < upper: return lower...(upper - 1)
            default: throw error("`.\(option.name)` takes a count from 0 to 30 or a range of counts, found \(argument.typeName)", at: location)
            }
        }
        let range = try bounds()
        switch option.name {
        case "fractionLength": return .fractionLength(range)
        case "significantDigits": return .significantDigits(max(range.lowerBound, 1)...max(range.upperBound, 1))
        case "integerLength": return .integerLength(range)
        default:
            throw error("unknown precision `.\(option.name)`", at: location,
                        hint: NameSuggestion.hint(for: option.name, among: ["fractionLength", "significantDigits", "integerLength"]), id: .unknownMember)
        }
    }

    // MARK: - printf specifiers

    /// `"\(x, specifier: "%.1f")"`: one C conversion, checked before it is formatted so that no
    /// specifier can read the wrong type (`String(format:)` is Swift's, `SwiftBuiltins`).
    func specifierText(_ specifier: String, value: Value, at node: some SyntaxProtocol) throws -> String {
        if case .standIn = value { return value.interpolated }
        do {
            let conversions = try PrintfFormat.conversions(of: specifier)
            guard conversions.count == 1, let conversion = conversions.first else {
                throw error("the specifier \"\(specifier)\" must hold exactly one conversion such as `%.1f` or `%d`", at: node)
            }
            // SwiftUI's `specifier:` formats numbers only (`_FormatSpecifiable`): no strings.
            guard !"s@".contains(conversion.character) else {
                throw error("the conversion `%\(conversion.character)` is not supported in a `specifier:`", at: node,
                            hint: "use `%d` for integers and `%f`, `%.2f`, `%e`, `%g` for numbers; interpolate strings directly")
            }
            let argument: PrintfFormat.Argument
            switch value {
            case .int(let integer): argument = .integer(integer)
            default:
                guard let number = value.number else { throw error("`\(specifier)` formats a number, found \(value.typeName)", at: node) }
                argument = .number(number)
            }
            // SwiftUI formats a key's arguments in the environment's locale (the page's en_US).
            return try PrintfFormat.format(specifier, [argument], locale: Self.formatLocale)
        } catch let failure as PrintfFormat.Failure {
            throw error(failure.message, at: node, hint: failure.hint)
        }
    }
}
