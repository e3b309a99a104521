// A date's intervals and arithmetic, as Foundation's `Date` has them: one owner for the view builder and Swift code.

import TrellisMarkup

/// Apple's Foundation "Date": a point in time as seconds since 1970; intervals are seconds,
/// earlier minus later is negative, and the reference date is 2001-01-01 00:00 UTC. A page's
/// "now" is fixed (`Interpreter.pageNow`), so the same page always reads the same values.
enum DateArithmetic {
    static let referenceDate = 978_307_200.0

    /// What a date's members and methods give: another date, or a number of seconds.
    enum Result {
        case date(Double)
        case interval(Double)
    }

    /// The seconds since 1970 of `Date(...)` written with `labels` (Apple, "Date": `init()`,
    /// `init(timeIntervalSince1970:)`, `init(timeIntervalSinceNow:)`,
    /// `init(timeIntervalSinceReferenceDate:)`, `init(timeInterval:since:)`), each argument a
    /// number of seconds or, for `since:`, a date's; `now` is the page's date. `nil` for other
    /// labels or an argument that is no finite number.
    static func initializer(labels: [String?], _ arguments: [Double?], now: Double) -> Double? {
        guard arguments.allSatisfy({ $0?.isFinite == true }) else { return nil }
        let values = arguments.compactMap { $0 }
        switch labels {
        case []: return now
        case ["timeIntervalSince1970"]: return values[0]
        case ["timeIntervalSinceNow"]: return now + values[0]
        case ["timeIntervalSinceReferenceDate"]: return referenceDate + values[0]
        case ["timeInterval", "since"]: return values[1] + values[0]
        default: return nil
        }
    }

    /// The initialisers ``initializer(labels:_:now:)`` knows, as a hint writes them.
    static let initializerForms = "`Date()` (the page's date), `Date(timeIntervalSince1970:)`, `Date(timeIntervalSinceNow:)`, "
        + "`Date(timeIntervalSinceReferenceDate:)` or `Date(timeInterval:since:)`"

    /// The names ``property(_:of:now:)`` knows, for a misspelt one's hint.
    static let propertyNames = ["timeIntervalSince1970", "timeIntervalSinceNow", "timeIntervalSinceReferenceDate"]

    /// `timeIntervalSince1970`, `timeIntervalSinceNow`, `timeIntervalSinceReferenceDate`.
    static func property(_ name: String, of seconds: Double, now: Double) -> Double? {
        switch name {
        case "timeIntervalSince1970": seconds
        case "timeIntervalSinceNow": seconds - now
        case "timeIntervalSinceReferenceDate": seconds - referenceDate
        default: nil
        }
    }

    /// Foundation's `Date` members (Apple, "Date"): those above and below, and those read
    /// elsewhere (`formatted`, `description`...), against which an unknown one is a slip or the
    /// app's extension (`stamp.shortAgo()`).
    static let memberNames = ["timeIntervalSince1970", "timeIntervalSinceNow", "timeIntervalSinceReferenceDate", "addingTimeInterval",
                              "advanced", "timeIntervalSince", "distance", "formatted", "compare", "description", "ISO8601Format"]

    /// `addingTimeInterval(_:)`, `advanced(by:)`, `timeIntervalSince(_:)`, `distance(to:)`;
    /// `argument` is the one argument, a number or (for the last two) a date's seconds.
    static func method(_ name: String, of seconds: Double, label: String?, argument: Double) -> Result? {
        switch (name, label) {
        case ("addingTimeInterval", nil), ("advanced", "by"): .date(seconds + argument)
        case ("timeIntervalSince", nil): .interval(seconds - argument)
        case ("distance", "to"): .interval(argument - seconds)
        default: nil
        }
    }

    /// Whether `name` takes a date (rather than a number of seconds) as its argument.
    static func takesDate(_ name: String) -> Bool { name == "timeIntervalSince" || name == "distance" }

    /// A date as the language's value (seconds since 1970 under the label).
    static func value(_ seconds: Double, at location: BlockLocation) -> Value {
        .member(MemberValue(base: "Date", name: "init", arguments: [
            BlockArgument(label: "timeIntervalSince1970", value: .double(seconds), location: location),
        ]))
    }
}
