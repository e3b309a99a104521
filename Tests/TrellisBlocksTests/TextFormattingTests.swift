// Numbers, dates and strings as SwiftUI's text shows them: formats, date styles, specifiers, String methods.

import Foundation
import Testing
import TrellisMarkup
@testable import TrellisBlocks

/// Expected strings are what iOS writes in the en_US locale: Apple's documentation of
/// `Text.DateStyle` ("June 3, 2019", "11:23PM", "2 hours, 23 minutes", "+2 hours", "2:32"),
/// of `Date.FormatStyle.DateStyle` ("10/21/2015", "Oct 21, 2015") and of the number format
/// styles (`FloatingPointFormatStyle`: grouping by thousands, at most six fraction digits;
/// `.currency(code: "USD")`: "$1,234.50"). Since iOS 17, a time puts U+202F (narrow no-break
/// space) before AM/PM.
@Suite struct TextFormattingTests {
    /// A page whose front matter says `date: 2024-05-01 18:05`.
    let page: [String: Value] = ["date": .string("2024-05-01 18:05")]

    /// A date made in a view reaches its Swift code whole and reads the same there: the
    /// arithmetic has one owner (`DateArithmetic`) for both evaluators. It used to arrive as
    /// `.init` ("`.init` has no method `addingTimeInterval`").
    /// `TimelineView` (Apple: "A view that updates according to a schedule that you
    /// provide") is drawn once: its content with a context whose `date` is the page's
    /// `Date.now`, and a note that the schedule does not run. It stood in (set Z, five uses).
    /// `Text(start...end)` (Apple, `Text.init(_: ClosedRange<Date>)`: "a localized range
    /// between two dates") was an error ("`Text` expects a string"): Foundation's interval, the
    /// times alone within a day (Apple's example, "9:30AM - 3:30PM"), with a note that Apple
    /// does not document the form further.
    @Test func aRangeOfDatesIsWrittenAsAnInterval() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            let start = Date(timeIntervalSince1970: 1_700_000_000)
            VStack {
                Text(start...start.addingTimeInterval(3600))
                Text(start...start.addingTimeInterval(86400 * 2))
            }
            """, file: "content/test.md", firstLine: 10))
        #expect(texts(block.initialView) == ["10:13\u{2009}\u{2013}\u{2009}11:13\u{202F}PM", "11/14/23, 10:13\u{202F}PM\u{2009}\u{2013}\u{2009}11/16/23, 10:13\u{202F}PM"])
        #expect(block.notes.map(\.severity) == [.note, .note])
    }

    @Test func aTimelineViewDrawsItsContentAtThePagesDate() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            TimelineView(.periodic(from: .now, by: 1)) { context in
                VStack {
                    Text(context.date, style: .date)
                    if context.cadence == .live { Text("live") }
                }
            }
            """, file: "content/test.md"))
        let now = try ParsedBlock(source: LayoutBlockSource(code: "Text(Date.now, style: .date)", file: "content/test.md"))
        #expect(texts(block.initialView) == texts(now.initialView) + ["live"])
        #expect(block.notes.map(\.severity) == [.note] && block.notes.first?.message.contains("its schedule does not run") == true)
        // A call no form of SwiftUI's takes is the app's own view of that name (damus's
        // `TimelineView(events:loading:...)`): a stand-in, as any app view.
        let apps = try ParsedBlock(source: LayoutBlockSource(code: "TimelineView(events: model.events) { Text(\"Quotes\") }.padding()", file: "content/test.md"))
        #expect(apps.notes.contains { $0.id == .standIn && $0.message.hasPrefix("`TimelineView(…)` is not defined in this block") }, "\(apps.notes)")
        #expect(apps.notes.allSatisfy { $0.severity != .error })
    }

    @Test func aDatesArithmeticIsTheSameInSwiftCode() throws {
        let view = try interpret("""
            struct Clock: View {
                let start = Date()
                var later: Date { start.addingTimeInterval(5400) }
                var minutes: Int { Int(later.timeIntervalSince(start) / 60) }
                var body: some View {
                    Text(verbatim: "\\(minutes) \\(Int(later.timeIntervalSinceNow)) \\(Int(start.distance(to: later)))")
                    Text(verbatim: "\\(Int(start.addingTimeInterval(60).timeIntervalSince(start)))")
                }
            }
            Clock()
            """)
        #expect(texts(view) == ["90 5400 5400", "60"])
    }

    /// `date > .now`, `end < .distantFuture`: beside a `Date` an implicit member is `Date`'s, as
    /// Swift infers it from the other operand (SE-0287), in a body and in Swift code alike (set
    /// BH's psychonautwiki-journal: "cannot compare … with `.now` .now", each operand twice);
    /// what cannot be compared is named once, by its type.
    @Test func aDateIsOrderedAgainstDatesImplicitMembers() throws {
        let view = try interpret(#"""
            struct Row: View {
                let start = Date(timeIntervalSince1970: 1_000_000)
                var isOpen: Bool { start < .distantFuture && .distantPast < start }
                var body: some View {
                    if start > .now { Text("upcoming") } else { Text("past") }
                    Text(isOpen ? "open" : "closed")
                    Text(start <= .distantPast ? "before" : "after")
                }
            }
            Row()
            """#)
        #expect(texts(view) == ["past", "open", "after"])
        #expect(diagnostics("let start = Date(timeIntervalSince1970: 0)\nText(verbatim: \"\\(start > 3)\")").map(\.message)
            == ["cannot compare the `Date` 1970-01-01 00:00:00 +0000 with Int 3"])
    }

    /// A `Text`'s literal with interpolations is a `LocalizedStringKey`, whose numbers SwiftUI
    /// writes by their format specifier (`_FormatSpecifiable`: `%lld`, `%lf`) in the environment's
    /// locale: "1,234" for 1234 in en_US (a known surprise: a year reads "2,024"), "3.140000" for
    /// 3.14; Foundation's `String(format:locale:)` gives the same. A string built first, or
    /// `Text(verbatim:)`, is no key and writes the number as `print` does; a `specifier:` is
    /// formatted in the locale too; a control's title key is a key.
    @Test func aKeysNumbersAreWrittenByTheirSpecifierInThePagesLocale() throws {
        let view = try interpret(#"""
            let year = 2024
            VStack {
                Text("© \(year)")
                Text(verbatim: "© \(year)")
                Text("© " + "\(year)")
                Text(String(year))
                Text("\(3.14) \(-1234.5) \(Float(0.5))")
                Text("\(1234.5, specifier: "%.1f") \(1234, specifier: "%d")")
                Toggle("Alert at \(1000) steps", isOn: .constant(true))
            }
            """#)
        #expect(texts(view) == ["© 2,024", "© 2024", "© 2024", "2024", "3.140000 -1,234.500000 0.500000", "1,234.5 1,234"])
        #expect(view.allViews.first { $0.kind == "Toggle" }?.argument(nil) == .string("Alert at 1,000 steps"))
    }

    /// `Calendar.current` is the page's: Gregorian, in UTC and English, at the page's fixed
    /// now (2022-06-06 09:41 UTC, a Monday), in a body and in Swift code alike (set C, E).
    @Test func theCalendarIsThePagesGregorianCalendar() throws {
        let view = try interpret("""
            struct Week: View {
                let today = Date()
                var hour: Int { Calendar.current.component(.hour, from: today) }
                var body: some View {
                    Text(Calendar.current.weekdaySymbols[Calendar.current.component(.weekday, from: today) - 1])
                    Text("\\(hour) \\(Calendar.current.isDateInToday(today)) \\(Calendar.current.isDateInWeekend(today))")
                    Text(verbatim: "\\(Int(Calendar.current.date(byAdding: .day, value: 1, to: today)!.timeIntervalSince(Calendar.current.startOfDay(for: today))))")
                }
            }
            Week()
            """)
        #expect(texts(view) == ["Monday", "9 true false", "\(86_400 + 9 * 3600 + 41 * 60)"])
    }

    /// `replacingOccurrences(of:with:options:range:)` (StringProtocol; `range: nil` is the whole
    /// text): a regular expression's groups in the template, as set BC's PayslipMax spaces a
    /// flag's camel-case name; a range of characters limits the search. Output as swift 6.3.1
    /// prints the same calls.
    @Test func replacingOccurrencesTakesOptionsAndARange() throws {
        let view = try interpret("""
            enum Flag: String { case darkCanvas }
            let word = "banana"
            VStack {
                Text(Flag.darkCanvas.rawValue.replacingOccurrences(of: "([A-Z])", with: " $1", options: .regularExpression, range: nil).capitalized)
                Text(word.replacingOccurrences(of: "a", with: "o", options: [], range: word.index(word.startIndex, offsetBy: 2)..<word.endIndex))
            }
            """)
        #expect(texts(view) == ["Dark Canvas", "banono"])
    }

    /// `isDate(_:equalTo:toGranularity:)` (Apple, "Calendar": whether two dates are the same
    /// down to the component), in a body's `let` as set BC's Habitto calls it, and in Swift code.
    @Test func twoDatesCompareToAGranularity() throws {
        let view = try interpret("""
            struct MonthHint: View {
                let shown: Date
                var sameWeek: Bool { Calendar.current.isDate(shown, equalTo: Date(), toGranularity: .weekOfYear) }
                var body: some View {
                    let cal = Calendar.current
                    let sameMonth = cal.isDate(shown, equalTo: Date(), toGranularity: .month)
                    Text("\\(sameMonth) \\(sameWeek)")
                }
            }
            VStack {
                MonthHint(shown: Date().addingTimeInterval(3 * 86_400))
                MonthHint(shown: Date().addingTimeInterval(-8 * 86_400))
                MonthHint(shown: Date().addingTimeInterval(40 * 86_400))
            }
            """)
        // The page's now is Monday 2022-06-06: three days on is the same week; eight days
        // back is May 29, another month and week; forty days on is July.
        #expect(texts(view) == ["true true", "false false", "false false"])
    }

    /// Set X (session 29): the calendar held in a local (`let calendar = Calendar.current`) has
    /// its methods, and a block's own `formatted(for:)` is chosen over Foundation's `formatted`
    /// by its label, as Swift chooses an overload (Trio declares one on its numbers).
    @Test func aCalendarInALocalAndTheBlocksOwnFormatted() throws {
        let view = try interpret("""
            extension Double {
                func formatted(for unit: String) -> String { "\\(Int(self)) \\(unit)" }
            }
            let calendar = Calendar.current
            let now = Date()
            let later = calendar.date(byAdding: .hour, value: 2, to: now) ?? now
            VStack {
                Text("\\(calendar.component(.hour, from: later))")
                Text(5.0.formatted(for: "mg"))
                Text(0.25.formatted(.percent))
            }
            """)
        #expect(texts(view) == ["11", "5 mg", "25%"])
    }

    /// Set X: a number formatter's `positivePrefix` (Apple, NumberFormatter: "the string used
    /// before a positive number"); set Y (PlayCover's fraction formatter): its separators; and
    /// `replacingOccurrences(of:with:options:)` with `String.CompareOptions`.
    @Test func formatterPrefixesAndReplacingWithOptions() throws {
        let view = try interpret("""
            var signed: NumberFormatter {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.positivePrefix = "+"
                formatter.decimalSeparator = ","
                formatter.groupingSeparator = "."
                return formatter
            }
            VStack {
                Text(signed.string(from: 12345.5) ?? "")
                Text("Hello HELLO".replacingOccurrences(of: "hello", with: "bye", options: .caseInsensitive))
                Text("a1b22".replacingOccurrences(of: "[0-9]+", with: "#", options: [.regularExpression]))
            }
            """)
        #expect(texts(view) == ["+12.345,5", "bye bye", "a#b#"])
        #expect(message(#"Text("a".replacingOccurrences(of: "a", with: "b", options: .caseInsensitve))"#).contains("did you mean `caseInsensitive`"))
    }

    /// Set Y (tophat's cache menu): `.byteCount(style:allowedUnits:spellsOutZero:includesActualByteCount:)`
    /// as Foundation's `ByteCountFormatStyle` writes a size, in an interpolation and in `formatted`.
    @Test func byteCountFormat() throws {
        let view = try interpret(#"""
            let bytes: Int64 = 1_048_576
            VStack {
                Text("Size: \(bytes, format: .byteCount(style: .file, spellsOutZero: true))")
                Text(Int64(0).formatted(.byteCount(style: .file, spellsOutZero: false)))
                Text(bytes.formatted(.byteCount(style: .memory, allowedUnits: .kb, includesActualByteCount: true)))
            }
            """#)
        #expect(texts(view) == ["Size: 1 MB", "0 bytes", "1,024 kB (1,048,576 bytes)"])
        #expect(message("Text(5.formatted(.byteCount(style: .fil)))").contains("`.byteCount(style:)` takes"))
        // A number no `Int64` holds is an error at its line, not a crash (it trapped).
        #expect(message("let big = 1e30\nText(\"\\(big, format: .byteCount(style: .file))\")").contains("writes a whole number of bytes"))
    }

    /// A date's intervals as Foundation's `Date` gives them, in seconds, against the page's
    /// fixed `Date()`: `timeIntervalSince(_:)`, `distance(to:)`, `timeIntervalSinceNow`.
    /// Met on set E (kiwix-apple's LibraryLastRefreshTime).
    @Test func aDatesIntervalsAreSeconds() throws {
        let view = try interpret("""
            let last = Date(timeIntervalSinceNow: -90)
            if Date().timeIntervalSince(last) < 120 {
                Text("recent \\(Int(last.timeIntervalSinceNow)) \\(Int(last.distance(to: Date()))) \\(Int(last.advanced(by: 30).timeIntervalSince(last)))")
            } else {
                Text("old")
            }
            """)
        #expect(texts(view) == ["recent -90 90 30"])
    }

    @Test func numberFormats() throws {
        let view = try interpret(#"""
        let price = 1234.5
        VStack {
            Text(price, format: .currency(code: "USD"))
            Text(1234.5, format: .currency(code: "eur"))
            Text(1234.5678, format: .number)
            Text(1234567, format: .number)
            Text(3.14159265, format: .number)
            Text(0.256, format: .percent)
            Text(25, format: .percent)
            Text(3.14159, format: .number.precision(.fractionLength(2)))
            Text(2.5, format: .number.precision(.fractionLength(0...1)))
            Text(1234567, format: .number.notation(.compactName))
            Text(1234567, format: .number.grouping(.never))
            Text(0.5, format: .percent.precision(.fractionLength(1)))
            Text(1234.5, format: .currency(code: "JPY"))
        }
        """#)
        #expect(texts(view) == [
            "$1,234.50", "€1,234.50", "1,234.5678", "1,234,567", "3.141593", "25.6%", "25%", "3.14", "2.5", "1.2M", "1234567",
            "50.0%", "¥1,234",
        ])
    }

    /// A currency code that is no ISO 4217 code (data holding `"Sample"`) compiles in Swift, and
    /// Foundation writes the amount alone (swift 6.3.1: `0.5.formatted(.currency(code: "Sample"))`
    /// is `0.5`): drawn so, with a warning at the format (set BP's Halo-fi stopped there).
    @Test func aCurrencyCodeOfNoCurrencyWritesTheAmountAndSaysSo() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
            struct Payment { let amount: Double; let currency: String }
            let payment = Payment(amount: 0.5, currency: "Sample")
            Text(payment.amount, format: .currency(code: payment.currency))
            """#, file: "content/test.md"))
        #expect(texts(block.initialView) == ["0.5"])
        #expect(block.notes.contains { $0.message.contains("`Sample` is no ISO 4217 currency code") && $0.severity == .warning && $0.line == 3 }, "\(block.notes)")
    }

    @Test func formattedOnNumbersAndLists() throws {
        let view = try interpret(#"""
        let ratio = 0.75
        let names = ["Cat", "Dog", "Goldfish"]
        VStack {
            Text(ratio.formatted(.percent))
            Text("Total: \(9876.5.formatted())")
            Text(42.formatted(.currency(code: "USD")))
            Text(names.formatted())
            Text(names.formatted(.list(type: .or)))
            Text(ratio.formatted(.number.precision(.significantDigits(1))))
        }
        """#)
        #expect(texts(view) == ["75%", "Total: 9,876.5", "$42.00", "Cat, Dog, and Goldfish", "Cat, Dog, or Goldfish", "0.8"])
    }

    @Test func specifiers() throws {
        let view = try interpret(#"""
        let speed = 3.14159
        let count = 7
        VStack {
            Text("\(speed, specifier: "%.1f") km/h")
            Text("\(count, specifier: "%03d") items, \(speed, specifier: "%.2f%%")")
            Text(String(format: "%.3f", speed))
        }
        """#)
        #expect(texts(view) == ["3.1 km/h", "007 items, 3.14%", "3.142"])
    }

    /// A specifier of the app's (`specifier: specifier`, a property of the chart view that was
    /// not pasted) shows the value as plain interpolation does, listed as a stand-in (set K).
    @Test func theAppsSpecifierShowsThePlainValue() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"Text("\(2.5, specifier: specifier) pt")"#, file: "content/test.md"))
        #expect(texts(block.initialView) == ["2.5 pt"])
        #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("`specifier`") })
        #expect(message(#"Text("\(2.5, specifier: 3)")"#).contains("`specifier:` takes a string"))
    }

    /// `Text(_:formatter:)` with the app's `Formatter` (a property or `NumberFormatter()` not
    /// pasted): the value as Swift prints it, the formatter listed as a stand-in.
    @Test func aTextWithTheAppsFormatterShowsThePlainValue() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: "Text(42, formatter: currencyFormatter)", file: "content/test.md"))
        #expect(texts(block.initialView) == ["42"])
        #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("`currencyFormatter`") })
        #expect(message("Text(42, formatter: 3)").contains("takes a `Formatter` object"))
    }

    /// The interpolation with a formatter (`appendInterpolation(_:formatter:)` of
    /// `LocalizedStringKey.StringInterpolation`, set L's date list) reads as `Text(_:formatter:)`.
    @Test func anInterpolationWithTheAppsFormatterShowsThePlainValue() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"Text("Due: \(42, formatter: Self.dueFormatter)!")"#, file: "content/test.md"))
        #expect(texts(block.initialView) == ["Due: 42!"])
        #expect(block.notes.contains { $0.severity == .warning && $0.message.contains("`dueFormatter`") })
        #expect(message(#"Text("\(42, formatter: "x")")"#).contains("takes a `Formatter` object"))
    }

    /// The app's value (a Core Data item's `dueDate`, set BS's todo-app) given to a formatter
    /// the block makes shows as written, as with `format:`: the formatter cannot write what
    /// the page has not. It was "a DateFormatter does not write a stand-in".
    @Test func aStandInGivenToTheBlocksFormatterShowsAsWritten() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
            struct Due: View {
                let item: TodoItem
                private let dateFormatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .short
                    return formatter
                }()
                var body: some View {
                    VStack {
                        if let dueDate = item.dueDate {
                            Text("Due: \(dueDate, formatter: dateFormatter)")
                            Text(dueDate, formatter: dateFormatter)
                        }
                        Text("\(Date(timeIntervalSince1970: 0), formatter: dateFormatter)")
                    }
                }
            }
            Due(item: item)
            """#, file: "content/test.md"))
        #expect(texts(block.initialView) == ["Due: item.dueDate", "item.dueDate", "1/1/70"])
        #expect(message(#"Text("\(item.date, formatter: 3)")"#).contains("takes a `Formatter` object"))
    }

    @Test func specifierErrorsNameTheConversion() {
        #expect(message(#"Text("\("a", specifier: "%s")")"#).contains("the conversion `%s` is not supported"))
        #expect(message(#"Text("\(2.5, specifier: "%d")")"#).contains("`%d` formats an integer, found a number"))
        #expect(message(#"Text("\(2.5, specifier: "%f %f")")"#).contains("exactly one conversion"))
        #expect(message(#"Text("\(2.5, specifier: "%@")")"#).contains("the conversion `%@` is not supported"))
        #expect(message(#"Text("\(2.5, specifier: "%.999999999f")")"#).contains("over 99"))
    }

    /// A world clock (set BT's SwissTimeSwift): a calendar given a time zone computes in it
    /// (`calendar.timeZone = zone`, Apple, "Calendar": `timeZone`), `.current` is the page's
    /// own again, and the zone's names and offsets are Foundation's (ICU's English names; this
    /// platform's ICU abbreviates Zurich's summer time "GMT+2"; the offset is an integer in a
    /// `LocalizedStringKey`, grouped). The page's date is 18:05 UTC on May 1, 2024. It was "`Calendar.current` has no settable member `timeZone`" and
    /// "TimeZone has no method `localizedName`".
    @Test func aCalendarInATimeZoneReadsTheHourThere() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: #"""
            struct ZoneRow: View {
                let timeZone: TimeZone
                var hour: Int {
                    var calendar = Calendar.current
                    calendar.timeZone = timeZone
                    return calendar.component(.hour, from: Date())
                }
                var body: some View {
                    VStack {
                        Text(timeZone.localizedName(for: .generic, locale: .current) ?? "none")
                        Text("\(hour) \(Calendar.current.component(.hour, from: Date())) \(timeZone.secondsFromGMT(for: Date()))")
                        Text(timeZone.abbreviation() ?? "none")
                        Text(timeZone.identifier.first.map(String.init) ?? "")
                        Text(Array(timeZone.identifier).last.map(String.init) ?? "")
                    }
                }
            }
            ZoneRow(timeZone: TimeZone(identifier: "Europe/Zurich")!)
            """#, file: "content/test.md"), data: page)
        #expect(block.notes.isEmpty, "\(block.notes)")
        #expect(texts(block.initialView) == ["Central European Time", "20 18 7,200", "GMT+2", "E", "h"])
    }

    @Test func dateStylesReadThePageDate() throws {
        // 18:05 UTC on May 1, 2024; the relative styles count from that instant.
        let view = try interpret(#"""
        VStack {
            Text(Date(), style: .date)
            Text(Date.now, style: .time)
            Text(Date().addingTimeInterval(2 * 3600 + 23 * 60), style: .relative)
            Text(Date(timeIntervalSinceNow: -2 * 3600 - 30), style: .offset)
            Text(Date().addingTimeInterval(152), style: .timer)
            Text(Date().addingTimeInterval(36 * 3600 + 59 * 60 + 1), style: .timer)
            Text(Date(), style: .relative)
        }
        """#, data: page)
        #expect(texts(view) == ["May 1, 2024", "6:05\u{202F}PM", "2 hours, 23 minutes", "-2 hours", "2:32", "36:59:01", "0 seconds"])
    }

    @Test func formattedDates() throws {
        let view = try interpret(#"""
        let launch = Date(timeIntervalSince1970: 1445455800)
        VStack {
            Text(launch.formatted())
            Text(launch.formatted(date: .numeric, time: .omitted))
            Text(launch.formatted(date: .abbreviated, time: .omitted))
            Text(launch.formatted(date: .complete, time: .omitted))
            Text(launch.formatted(date: .omitted, time: .standard))
            Text(launch, format: .dateTime.month(.wide).day())
            Text(launch.formatted(.dateTime.weekday(.wide)))
            Text("\(launch)")
            Text(launch.formatted(.dateTime.quarter().year()))
            Text("\(launch.formatted(.dateTime.week())) \(launch.formatted(.dateTime.dayOfYear()))")
            Text(launch.formatted(.dateTime.hour().minute().timeZone()))
        }
        """#)
        // 1445455800 is 2015-10-21 19:30:00 UTC (Back to the Future's date, Apple's example).
        #expect(texts(view) == [
            "10/21/2015, 7:30\u{202F}PM", "10/21/2015", "Oct 21, 2015", "Wednesday, October 21, 2015", "7:30:00\u{202F}PM",
            "October 21", "Wednesday", "2015-10-21 19:30:00 +0000",
            // Foundation's other fields (set I), as `Date.FormatStyle` in en_US and UTC gives them.
            "Q4 2015", "43 294", "7:30\u{202F}PM GMT",
        ])
    }

    @Test func dateWithoutPageDateIsReproducible() throws {
        let view = try interpret(#"Text(Date(), style: .date)"#)
        let expected: String
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(Double.init) {
            expected = Date(timeIntervalSince1970: epoch).formatted(
                Date.FormatStyle(date: .long, time: .omitted, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!))
        } else {
            expected = "June 6, 2022"  // 2022-06-06 09:41 UTC, the documented fallback
        }
        #expect(texts(view) == [expected])
        #expect(Interpreter.parseDate("2024-05-01") == 1_714_521_600)
        #expect(Interpreter.parseDate("2024-05-01T10:30:00Z") == 1_714_559_400)
        #expect(Interpreter.parseDate("May 1") == nil)
    }

    @Test func dateErrorsAreNotUnknownViews() {
        let style = message(#"Text(Date(), style: .weekly)"#)
        #expect(style.contains("unknown date style `.weekly`"))
        #expect(!style.contains("unknown view"))
        #expect(message(#"Text(3, style: .date)"#).contains("`Text(_:style:)` shows a date, found an integer"))
        #expect(message(#"Text(Date(seconds: 3), style: .date)"#).contains("`Date(seconds:)` is not supported"))
        #expect(message(#"Text("a", format: .number)"#).contains("`number` formats a number, found a string"))
        #expect(message(#"Text(3, format: .currency(code: 4))"#).contains("ISO 4217"))
        #expect(message(#"Text(3, format: .number.precision(.fractionLength(99)))"#).contains("from 0 to 30"))
        #expect(message(#"Text(3, format: .numbr)"#).contains("unknown number format `.numbr`"))
        // Huge dates are refused before any whole-second arithmetic could overflow.
        #expect(message(#"Text(Date(timeIntervalSince1970: 1e300), style: .timer)"#).contains("out of range"))
        #expect(message(#"Text(Date().addingTimeInterval(1e18), style: .relative)"#).contains("out of range"))
        #expect(message(#"Text(Double.infinity, format: .number)"#) == "")
    }

    @Test func stringMethods() throws {
        let view = try interpret(#"""
        let title = "  Hello, World  "
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        VStack {
            Text(trimmed.uppercased() + " " + trimmed.lowercased())
            Text("\(trimmed.count) \(trimmed.isEmpty) \(trimmed.hasPrefix("Hello")) \(trimmed.hasSuffix("x"))")
            Text(trimmed.prefix(5) + "|" + trimmed.suffix(5) + "|" + trimmed.dropFirst(7) + "|" + trimmed.dropLast())
            Text(trimmed.replacingOccurrences(of: "World", with: "Trellis"))
            Text("a,b,,c".split(separator: ",").joined(separator: "+"))
            Text("a, b, c".components(separatedBy: ", ").joined(separator: "/"))
            Text("swift ui".capitalized)
        }
        """#)
        #expect(texts(view) == ["HELLO, WORLD hello, world", "12 false true false", "Hello|World|World|Hello, Worl",
                                "Hello, Trellis", "a+b+c", "a/b/c", "Swift Ui"])
    }
}

/// `lineLimit(_:reservesSpace:)` and `lineLimit(2...4)`: Apple's documentation says a text
/// with fewer lines "expands to occupy the minimum number of lines" and one with more is
/// truncated at the limit. FixedAdvance text: the blocks' 16 px body, lines 1.25 em = 20 px,
/// each character 8 px wide.
@Suite struct LineLimitRangeTests {
    @Test func reservesSpaceAndRanges() throws {
        let frames = try frames(#"""
        VStack(alignment: .leading, spacing: 0) {
            Text("One").lineLimit(3, reservesSpace: true).id("reserved")
            Text("One").lineLimit(3, reservesSpace: false).id("plain")
            Text("One").lineLimit(2...4).id("range")
            Text("aaaa bbbb cccc dddd eeee ffff").lineLimit(2...4).id("capped")
        }
        """#, width: 40)
        let line = 16 * 1.25
        #expect(frames["reserved"]?.height == 3 * line)
        #expect(frames["plain"]?.height == line)
        #expect(frames["range"]?.height == 2 * line)
        // Six 4-letter words (32 px each) at 40 px: one a line, cut to 4 lines.
        #expect(frames["capped"]?.height == 4 * line)
    }

    @Test func rangeErrors() {
        do {
            _ = try frames(#"Text("a").lineLimit(["a"])"#, width: 100)
            Issue.record("an array as a line limit laid out")
        } catch {
            #expect("\(error)".contains("`lineLimit` takes a number of lines, or a range such as `2...4`, found an array"))
        }
    }
}

/// `minimumScaleFactor` is an environment value (Apple: `EnvironmentValues.minimumScaleFactor`):
/// on a stack it reaches every text inside. FixedAdvance text: 8 px a character, 20 px lines.
@Suite struct MinimumScaleFactorTests {
    @Test func theFactorReachesTheTextsInside() throws {
        let frames = try frames(#"""
        VStack(alignment: .leading, spacing: 0) {
            Text("Hello world!").id("shrinks")
            Text("Hello world!").minimumScaleFactor(1).id("keeps")
            Text("Hello world!").environment(\.minimumScaleFactor, 0.9).id("environment")
        }
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        """#, width: 72)
        // 96 px of text in 72: drawn at 0.75, 72 x 15; at most 0.9 allowed, it is cut at 0.9.
        #expect(frames["shrinks"]?.width == 72 && frames["shrinks"]?.height == 15)
        #expect(frames["keeps"]?.height == 20)
        #expect(frames["environment"]?.height == 18)
    }

    @Test func aFactorOutsideZeroToOneIsAnError() {
        for factor in ["0", "1.5", "-1"] {
            do {
                _ = try frames("Text(\"a\").minimumScaleFactor(\(factor))", width: 100)
                Issue.record("a factor of \(factor) laid out")
            } catch {
                #expect("\(error)".contains("`minimumScaleFactor` takes a number greater than 0 and at most 1, found \(factor)"), "\(error)")
            }
        }
        #expect(message(#"Text("a").minimumScaleFactor("half")"#).contains("`minimumScaleFactor` expects a number"))
    }

    /// Foundation's older localisation calls (UTM's drive list): `NSLocalizedString` is its
    /// `value:` or else the key (a page has no string tables), `String.localizedStringWithFormat`
    /// is `String(format:)`; `LocalizedStringKey(app: .name)`, no form of SwiftUI's, is the
    /// app's key and stands in.
    @Test func foundationsLocalisationCalls() throws {
        let code = """
            VStack {
                Text(String.localizedStringWithFormat(NSLocalizedString("%@ of %d", comment: "drive"), "Disk", 2))
                Text(NSLocalizedString("Hello", value: "Hi there", comment: ""))
                Text(NSLocalizedString("Plain", comment: ""))
                LabeledContent(LocalizedStringKey(app: .name), value: "v")
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        #expect(Array(texts(block.initialView).prefix(3)) == ["Disk of 2", "Hi there", "Plain"])
        #expect(block.notes.contains { $0.id == DiagnosticID.standIn && $0.message.contains("`LocalizedStringKey(app: .name)`") })
        #expect(message("Text(NSLocalizedString(key: \"x\"))").contains("takes a key"))
    }

    /// `NumberFormatter.localizedString(from:number:)` (yattee's download progress): Foundation's
    /// text of the number in that style, in the page's locale.
    @Test func numberFormattersClassMethod() throws {
        let code = """
            struct P: View {
                let fraction = 0.25
                var label: String { NumberFormatter.localizedString(from: fraction as NSNumber, number: .percent) }
                var body: some View { Text(label + " " + NumberFormatter.localizedString(from: 1234.5, number: .decimal)) }
            }
            P()
            """
        #expect(texts(try interpret(code)) == ["25% 1,234.5"])
    }

    /// A body's interpolation of a struct writes it as Swift does, through the one writer Swift
    /// code's interpolation uses (`SwiftMachine.text`): its own `description` when it declares
    /// one (`CustomStringConvertible`), else `Plain(a: 3)`; an array of them element by element.
    /// The view builder had written `Point(x: 1, y: 2)` past a declared `description`.
    @Test func aBodysInterpolationOfAStructUsesItsDescription() throws {
        let code = #"""
            struct Point: CustomStringConvertible { let x: Int; let y: Int; var description: String { "(\(x), \(y))" } }
            struct Plain { let a: Int }
            let p = Point(x: 1, y: 2)
            let items = [Point(x: 0, y: 0), Point(x: 5, y: 6)]
            VStack {
                Text("\(p)")
                Text("\(Plain(a: 3))")
                Text("\(items)")
                Text(verbatim: "\(3.0) \([1, 2])")
            }
            """#
        #expect(texts(try interpret(code)) == ["(1, 2)", "Plain(a: 3)", "[(0, 0), (5, 6)]", "3.0 [1, 2]"])
    }

    /// `Date.FormatStyle` named through its type: `Date.FormatStyle.dateTime.year()` is
    /// `.dateTime.year()`, `Date.FormatStyle(date:time:)` writes as `formatted(date:time:)`
    /// (Apple, "Date.FormatStyle"), `.iso8601` in UTC; the app's `Date.FormatStyle.clock()`
    /// stands in, in a view's body and in its Swift code alike. Set AW's criticalmaps stopped on
    /// "unknown member `Date.FormatStyle`" in a computed property. Texts as swift 6.3.1's
    /// Foundation writes them in en_US, UTC.
    @Test func dateFormatStyleNamedThroughItsType() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Stamp: View {
                var seconds: Double = 3_600
                var year: String { Date(timeIntervalSince1970: seconds).formatted(Date.FormatStyle.dateTime.year()) }
                var day: String {
                    let moment = Date(timeIntervalSince1970: seconds)
                    return moment.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted))
                }
                var clock: String { Date(timeIntervalSince1970: seconds).formatted(Date.FormatStyle.clock()) }
                var body: some View {
                    let d = Date(timeIntervalSince1970: seconds)
                    VStack {
                        Text(year)
                        Text(day)
                        Text(d.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted)))
                        Text(d.formatted(.iso8601))
                        Text(clock)
                    }
                }
            }
            Stamp()
            """, file: "content/test.md", firstLine: 10))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(texts(try block.view(for: [:])).prefix(4) == ["1970", "Jan 1, 1970", "Jan 1, 1970", "1970-01-01T01:00:00Z"])
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("`Date.FormatStyle.clock(…)`") }, "\(block.notes)")
        #expect(message("Text(Date(timeIntervalSince1970: 0).formatted(.dateTme.year()))").contains("a date is formatted with"))
    }

    /// A `formatted` whose labels none of Foundation's overloads has (`formatted()`,
    /// `formatted(date:time:)`, `formatted(_:)`) is the app's own method of `extension Date`,
    /// not pasted: it stands in as text, as the app's other members do (set BB's RAYN stopped on
    /// "a date is formatted with ..." for `updatedAt.formatted(.time, timezoneIdentifier: zone)`).
    @Test func theAppsOwnDateFormattingStandsIn() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            let zone = "Europe/Oslo"
            let stamp = Date(timeIntervalSince1970: 0)
            VStack {
                Text("Updated \\(stamp.formatted(.time, timezoneIdentifier: zone))")
                Text("Plain")
            }
            """, file: "content/test.md", firstLine: 10))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.contains { $0.id == .standIn && $0.message.contains("`Date.formatted(_:timezoneIdentifier:)`") }, "\(block.notes)")
        #expect(texts(try block.view(for: [:])).last == "Plain")
        // A misspelt style of Foundation's is still a mistake, not the app's.
        #expect(message("Text(Date(timeIntervalSince1970: 0).formatted(date: .lng))").contains("`date:` expects one of"))
    }
}
