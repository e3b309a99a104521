// `Calendar.current` as a page has it: the Gregorian calendar in UTC, for Swift code and bodies alike.

import Foundation
import TrellisMarkup

/// Foundation's `Calendar`, for the members views read (`component(_:from:)`,
/// `isDateInToday(_:)`, `weekdaySymbols`...). A page is one reading of the app at its fixed
/// "now" (`Interpreter.pageNow`), in UTC and English, as its dates are formatted
/// (`Interpreter.formatTimeZone`, `formatLocale`), so the same page always says the same.
enum CalendarArithmetic {
    /// The value `Calendar.current` is in the language.
    static let current = Value.member(MemberValue(base: "Calendar", name: "current"))

    static func isCalendar(_ value: Value) -> Bool {
        if case .member(let member) = value, member.base == "Calendar", member.arguments == nil || member.arguments?.map(\.label) == ["timeZone"] {
            return true
        }
        return false
    }

    /// `calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!` (a world clock's hands, set BT's
    /// SwissTimeSwift): the page's calendar in that zone, its identifier kept as the member's
    /// argument; the page's own zone (`TimeZone.current`, UTC) gives the page's calendar back.
    static func calendar(_ value: Value, inTimeZone identifier: String?, at location: BlockLocation) -> Value {
        guard case .member(var member) = value else { return value }
        member.arguments = identifier.flatMap { $0 == calendar.timeZone.identifier ? nil : [BlockArgument(label: "timeZone", value: .string($0), location: location)] }
        return .member(member)
    }

    /// The Foundation calendar a calendar value (``isCalendar(_:)``) computes with: the page's,
    /// or a copy in the value's own time zone (only then made: a copy given a zone allocates).
    static func foundationCalendar(_ value: Value) -> Calendar {
        guard case .member(let member) = value, case .string(let identifier)? = member.argument("timeZone"),
              let zone = TimeZone(identifier: identifier) else { return calendar }
        var made = calendar
        made.timeZone = zone
        return made
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Interpreter.formatTimeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    /// The components by name, in `DateComponents`' order (the keys of its record).
    private static let componentTable: [(name: String, component: Calendar.Component)] = [
        ("era", .era), ("year", .year), ("month", .month), ("day", .day), ("hour", .hour), ("minute", .minute), ("second", .second),
        ("nanosecond", .nanosecond), ("weekday", .weekday), ("weekdayOrdinal", .weekdayOrdinal), ("quarter", .quarter),
        ("weekOfMonth", .weekOfMonth), ("weekOfYear", .weekOfYear), ("yearForWeekOfYear", .yearForWeekOfYear),
    ]
    private static let components = Dictionary(uniqueKeysWithValues: componentTable.map { ($0.name, $0.component) })
    private static let componentNames = componentTable.map(\.name)

    /// `DateComponents(hour: 7)`: Foundation's components as a record of every component
    /// (`nil` where not given), read and set as a struct's members (`components.hour = 7`).
    static func dateComponents(_ given: [(String, SwiftValue)]) -> SwiftValue? {
        var entries = componentNames.map { DictionaryEntry(key: $0, value: .null) } + [DictionaryEntry(key: "calendar", value: .null)]
        for (label, value) in given {
            if label == "calendar" {
                // `DateComponents(calendar: cal, year: 2021)`: the calendar `date` reads them in.
                guard case .swiftUI(let made) = value, isCalendar(made) else { return nil }
                entries[entries.count - 1].value = made
                continue
            }
            guard let index = componentNames.firstIndex(of: label), let number = value.blockValue, number == .null || number.number != nil else { return nil }
            entries[index].value = number
        }
        return .record(entries)
    }

    /// `components.date` (Apple, "DateComponents.date": "the date calculated from the current
    /// components using the stored calendar"): nil without a calendar, as Foundation's is;
    /// `nil` (not a result) when `value` is no components record.
    static func componentsDate(_ value: SwiftValue) -> Result? {
        guard case .record(let entries) = value, entries.last?.key == "calendar", entries.count == componentNames.count + 1 else { return nil }
        guard let stored = entries.last?.value, isCalendar(stored), let made = foundationComponents(value) else { return .date(nil) }
        return .date(calendar.date(from: made)?.timeIntervalSince1970)
    }

    /// Foundation's `DateComponents` of a components record (``dateComponents(_:)``).
    private static func foundationComponents(_ value: SwiftValue) -> DateComponents? {
        guard case .record(let entries) = value else { return nil }
        var made = DateComponents()
        for entry in entries {
            guard let number = entry.value.number.map(Int.init), let component = components[entry.key] else { continue }
            made.setValue(number, for: component)
        }
        return made
    }

    /// `weekdaySymbols`, `shortMonthSymbols`, `firstWeekday`...: `nil` for a member it lacks.
    static func property(_ name: String, of value: Value = current) -> SwiftValue? {
        let calendar = foundationCalendar(value)
        let symbols: [String]? = switch name {
        case "weekdaySymbols": calendar.weekdaySymbols
        case "shortWeekdaySymbols": calendar.shortWeekdaySymbols
        case "veryShortWeekdaySymbols": calendar.veryShortWeekdaySymbols
        case "monthSymbols": calendar.monthSymbols
        case "shortMonthSymbols": calendar.shortMonthSymbols
        case "veryShortMonthSymbols": calendar.veryShortMonthSymbols
        default: nil
        }
        if let symbols { return .array(symbols.map(SwiftValue.string)) }
        switch name {
        case "firstWeekday": return .int(calendar.firstWeekday)
        case "identifier": return .implicitMember("gregorian")
        case "timeZone": return .foundation(.timeZone(calendar.timeZone))
        default: return nil
        }
    }

    /// What a method gives, or `nil` when the calendar has no such method for these arguments.
    /// Dates are seconds since 1970; a date result is `.date`.
    enum Result {
        case value(SwiftValue)
        case date(Double?)
        /// A `DateInterval?` (Foundation's type, written in Swift in `StandardLibrary`): its
        /// start and duration in seconds, `nil` where Foundation finds none.
        case interval((start: Double, duration: Double)?)
    }

    /// The instance methods Foundation's `Calendar` declares (Apple, "Calendar"), by base name:
    /// a name among them that `method` does not answer is Foundation's, not yet read here; any
    /// other is the app's extension of `Calendar`.
    static let foundationMethods = [
        "component", "dateComponents", "date", "dates", "dateInterval", "dateIntervalOfWeekend", "enumerateDates", "isDate",
        "isDateInToday", "isDateInTomorrow", "isDateInYesterday", "isDateInWeekend", "compare", "maximumRange", "minimumRange",
        "nextDate", "nextWeekend", "ordinality", "range", "startOfDay",
    ]

    /// `[.hour, .minute]`: the components a set of `Calendar.Component` names; `nil` for another value.
    private static func units(_ value: SwiftValue) -> [(name: String, component: Calendar.Component)]? {
        guard case .array(let values) = value else { return nil }
        var units: [(name: String, component: Calendar.Component)] = []
        for value in values {
            guard case .implicitMember(let name) = value, let component = components[name] else { return nil }
            units.append((name, component))
        }
        return units
    }

    static func method(_ name: String, of value: Value = current, labels: [String?], arguments: [SwiftValue], now: Double,
                       seconds: (SwiftValue) -> Double?) -> Result? {
        let calendar = foundationCalendar(value)
        func date(_ index: Int) -> Date? {
            guard index < arguments.count, let value = seconds(arguments[index]) else { return nil }
            return Date(timeIntervalSince1970: value)
        }
        let today = Date(timeIntervalSince1970: now)
        switch (name, labels) {
        case ("component", [nil, "from"]):
            guard case .implicitMember(let unit) = arguments[0], let component = components[unit], let day = date(1) else { return nil }
            return .value(.int(calendar.component(component, from: day)))
        case ("dateComponents", [nil, "from"]):
            // `dateComponents([.hour, .minute], from: date)`: those components, the rest `nil`.
            guard let units = units(arguments[0]), let day = date(1) else { return nil }
            let found = calendar.dateComponents(Set(units.map(\.component)), from: day)
            return dateComponents(units.map { ($0.name, found.value(for: $0.component).map(SwiftValue.int) ?? .none) }).map(Result.value)
        case ("dateComponents", [nil, "from", "to"]):
            // `dateComponents([.hour], from: posted, to: now).hour`: the difference between two
            // dates in those components (Apple, "Calendar", `dateComponents(_:from:to:)`; set AJ).
            guard let units = units(arguments[0]), let start = date(1), let end = date(2) else { return nil }
            let found = calendar.dateComponents(Set(units.map(\.component)), from: start, to: end)
            return dateComponents(units.map { ($0.name, found.value(for: $0.component).map(SwiftValue.int) ?? .none) }).map(Result.value)
        case ("date", ["from"]):
            // `date(from: components)`: the date they name, Foundation's defaults for the rest
            // (`DateComponents(hour: 7)` is 7:00 on January 1 of year 1).
            guard let made = foundationComponents(arguments[0]) else { return nil }
            return .date(calendar.date(from: made)?.timeIntervalSince1970)
        case ("date", ["byAdding", "to"]):
            // `date(byAdding: DateComponents(day: 6, hour: 12), to: start)` (Apple, "Calendar",
            // `date(byAdding:to:wrappingComponents:)`): every given component added (set AG).
            guard let added = foundationComponents(arguments[0]), let day = date(1) else { return nil }
            return .date(calendar.date(byAdding: added, to: day)?.timeIntervalSince1970)
        case ("isDateInToday", [nil]):
            return date(0).map { .value(.bool(calendar.isDate($0, inSameDayAs: today))) }
        case ("isDateInYesterday", [nil]):
            guard let day = date(0), let yesterday = calendar.date(byAdding: .day, value: -1, to: today) else { return nil }
            return .value(.bool(calendar.isDate(day, inSameDayAs: yesterday)))
        case ("isDateInTomorrow", [nil]):
            guard let day = date(0), let tomorrow = calendar.date(byAdding: .day, value: 1, to: today) else { return nil }
            return .value(.bool(calendar.isDate(day, inSameDayAs: tomorrow)))
        case ("isDateInWeekend", [nil]):
            return date(0).map { .value(.bool(calendar.isDateInWeekend($0))) }
        case ("isDate", [nil, "inSameDayAs"]):
            guard let first = date(0), let second = date(1) else { return nil }
            return .value(.bool(calendar.isDate(first, inSameDayAs: second)))
        case ("isDate", [nil, "equalTo", "toGranularity"]):
            // `isDate(shown, equalTo: Date(), toGranularity: .month)` (Apple, "Calendar": whether
            // two dates are the same down to the component; set BC's Habitto).
            guard let first = date(0), let second = date(1), case .implicitMember(let unit) = arguments[2],
                  let component = components[unit] else { return nil }
            return .value(.bool(calendar.isDate(first, equalTo: second, toGranularity: component)))
        case ("compare", [nil, "to", "toGranularity"]):
            // `compare(day, to: selected, toGranularity: .day) == .orderedSame` (Apple, "Calendar",
            // `compare(_:to:toGranularity:)`): the order of two dates down to the component (set BZ).
            guard let first = date(0), let second = date(1), case .implicitMember(let unit) = arguments[2],
                  let component = components[unit] else { return nil }
            return .value(SwiftBuiltins.comparisonResult(calendar.compare(first, to: second, toGranularity: component)))
        case ("dateInterval", ["of", "for"]):
            // `dateInterval(of: .year, for: date)`: the year, month, week... holding the date
            // (Apple, "Calendar", `dateInterval(of:for:)`; set CO's Reverie heat maps).
            guard case .implicitMember(let unit) = arguments[0], let component = components[unit], let day = date(1) else { return nil }
            return .interval(calendar.dateInterval(of: component, for: day).map { ($0.start.timeIntervalSince1970, $0.duration) })
        case ("startOfDay", ["for"]):
            return date(0).map { .date(calendar.startOfDay(for: $0).timeIntervalSince1970) }
        case ("range", ["of", "in", "for"]):
            // `range(of: .day, in: .month, for: today)` (Apple, "Calendar", `range(of:in:for:)`):
            // the values the smaller component takes in the larger one around the date, `1..<31`
            // for the days of a 30-day month (set CD's ios-financer); nil where it has none.
            guard case .implicitMember(let smallName) = arguments[0], let small = components[smallName],
                  case .implicitMember(let largeName) = arguments[1], let large = components[largeName], let day = date(2) else { return nil }
            return .value(calendar.range(of: small, in: large, for: day).map { .range($0.lowerBound, $0.upperBound) } ?? .none)
        case ("date", ["byAdding", "value", "to"]):
            guard case .implicitMember(let unit) = arguments[0], let component = components[unit], case .int(let amount) = arguments[1],
                  let day = date(2) else { return nil }
            return .date(calendar.date(byAdding: component, value: amount, to: day)?.timeIntervalSince1970)
        case ("date", ["bySettingHour", "minute", "second", "of"]):
            // `date(bySettingHour: 9, minute: 30, second: 0, of: day)` (Apple, "Calendar"): that
            // time on the day, or `nil` where the calendar has none (set AO's foqos).
            guard case .int(let hour) = arguments[0], case .int(let minute) = arguments[1], case .int(let second) = arguments[2],
                  let day = date(3) else { return nil }
            return .date(calendar.date(bySettingHour: hour, minute: minute, second: second, of: day)?.timeIntervalSince1970)
        case ("nextDate", ["after", "matching", "matchingPolicy"]), ("nextDate", ["after", "matching", "matchingPolicy", "direction"]):
            // `nextDate(after: now, matching: DateComponents(hour: 9), matchingPolicy: .nextTime)`
            // (Apple, "Calendar", `nextDate(after:matching:matchingPolicy:repeatedTimePolicy:direction:)`):
            // a reminder's next time (set BW's Botanica); nil where none matches.
            guard let after = date(0), let components = foundationComponents(arguments[1]),
                  case .implicitMember(let written) = arguments[2], let policy = matchingPolicies[written] else { return nil }
            var direction = Calendar.SearchDirection.forward
            if arguments.count == 4 {
                guard case .implicitMember(let way) = arguments[3], way == "forward" || way == "backward" else { return nil }
                direction = way == "forward" ? .forward : .backward
            }
            return .date(calendar.nextDate(after: after, matching: components, matchingPolicy: policy, direction: direction)?.timeIntervalSince1970)
        default:
            return nil
        }
    }

    /// `Calendar.MatchingPolicy`'s cases by name.
    private static let matchingPolicies: [String: Calendar.MatchingPolicy] = [
        "nextTime": .nextTime, "nextTimePreservingSmallerComponents": .nextTimePreservingSmallerComponents,
        "previousTimePreservingSmallerComponents": .previousTimePreservingSmallerComponents, "strict": .strict,
    ]
}
