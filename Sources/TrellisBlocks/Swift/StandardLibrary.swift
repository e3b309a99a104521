// The parts of Swift's standard library that are written in Swift here, declared into the programs that name them.

import SwiftSyntax
import TrellisMarkup

/// Standard library and Foundation types the evaluator runs as Swift code of its own, compiled
/// by the same compiler as the author's: `Result` is an enum with methods (Apple, "Result"),
/// `AttributedString` a value of styled runs that `Text` draws, so each is written as Swift
/// rather than built into the evaluator.
///
/// A program takes a part's declarations only when its code names one of the part's names: a
/// block that does not use them compiles and looks names up as before.
enum StandardLibrary {
    /// One type written in Swift, and the names that bring it into a program.
    struct Part {
        let names: Set<String>
        let source: LayoutBlockSource
        let parsed: (file: SourceFileSyntax, converter: SourceLocationConverter)?

        init(names: Set<String>, file: String, code: String) {
            self.names = names
            source = LayoutBlockSource(code: code, file: file)
            parsed = (try? ParsedBlock.parse(source)).map { ($0.file, $0.converter) }
        }
    }

    static let parts = [
        Part(names: ["Result", "success", "failure"], file: "<Swift standard library>", code: """

        enum Result<Success, Failure: Error> {
            case success(Success)
            case failure(Failure)

            init(catching body: () throws -> Success) {
                do {
                    self = .success(try body())
                } catch {
                    self = .failure(error)
                }
            }

            func get() throws -> Success {
                switch self {
                case .success(let value): return value
                case .failure(let error): throw error
                }
            }

            func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
                switch self {
                case .success(let value): return .success(transform(value))
                case .failure(let error): return .failure(error)
                }
            }

            func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
                switch self {
                case .success(let value): return .success(value)
                case .failure(let error): return .failure(transform(error))
                }
            }

            func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
                switch self {
                case .success(let value): return transform(value)
                case .failure(let error): return .failure(error)
                }
            }
        }
        """),
        Part(names: ["AttributedString"], file: foundationFile, code: attributedString),
        Part(names: ["OptionSet"], file: "<Swift standard library>", code: optionSet),
        // `dateInterval(of:for:)` names it too: `Calendar` makes one (`CalendarArithmetic`).
        Part(names: ["DateInterval", "dateInterval"], file: foundationFile, code: dateInterval),
    ]

    /// Foundation's `DateInterval` (Apple, "DateInterval"): a start date and a duration, its end
    /// computed from them; `Calendar`'s `dateInterval(of:for:)` gives one. Printed as Foundation
    /// prints it (checked with swiftc 6.3.1: "2024-01-01 00:00:00 +0000 to 2025-01-01 00:00:00 +0000").
    static let dateInterval = """
        struct DateInterval: Hashable, CustomStringConvertible {
            var start: Date
            var duration: TimeInterval

            init() {
                start = Date()
                duration = 0
            }
            init(start: Date, duration: TimeInterval) {
                precondition(duration >= 0, "Reverse intervals are not allowed")
                self.start = start
                self.duration = duration
            }
            init(start: Date, end: Date) {
                precondition(end >= start, "Reverse intervals are not allowed")
                self.start = start
                duration = end.timeIntervalSince(start)
            }

            var end: Date {
                get { start.addingTimeInterval(duration) }
                set {
                    precondition(newValue >= start, "Reverse intervals are not allowed")
                    duration = newValue.timeIntervalSince(start)
                }
            }

            func contains(_ date: Date) -> Bool { date >= start && date <= end }
            func intersects(_ other: DateInterval) -> Bool { start <= other.end && other.start <= end }
            func intersection(with other: DateInterval) -> DateInterval? {
                guard intersects(other) else { return nil }
                let from = start > other.start ? start : other.start
                let to = end < other.end ? end : other.end
                return DateInterval(start: from, end: to)
            }

            var description: String { "\\(start) to \\(end)" }
        }
        """

    /// `OptionSet` (Apple, "OptionSet"; SetAlgebra's operations), over an integer `rawValue`
    /// whose bits are the options: a type declares `rawValue` and its options, and takes the
    /// rest from here through the protocol's extension, as in Swift.
    static let optionSet = """

        protocol OptionSet {
            var rawValue: Int { get }
            init(rawValue: Int)
        }

        extension OptionSet {
            init() { self.init(rawValue: 0) }

            init(_ members: [Self]) {
                var raw = 0
                for member in members { raw |= member.rawValue }
                self.init(rawValue: raw)
            }

            init(arrayLiteral members: Self...) { self.init(members) }

            var isEmpty: Bool { rawValue == 0 }
            func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }
            func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
            func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
            func subtracting(_ other: Self) -> Self { Self(rawValue: rawValue & ~other.rawValue) }
            func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
            func isSubset(of other: Self) -> Bool { rawValue & other.rawValue == rawValue }
            func isSuperset(of other: Self) -> Bool { rawValue & other.rawValue == other.rawValue }
            func isDisjoint(with other: Self) -> Bool { rawValue & other.rawValue == 0 }
            mutating func formUnion(_ other: Self) { self = union(other) }
            mutating func formIntersection(_ other: Self) { self = intersection(other) }
            mutating func formSymmetricDifference(_ other: Self) { self = symmetricDifference(other) }
            mutating func subtract(_ other: Self) { self = subtracting(other) }

            @discardableResult
            mutating func insert(_ member: Self) -> (inserted: Bool, memberAfterInsert: Self) {
                let had = contains(member)
                self = union(member)
                return (!had, member)
            }

            @discardableResult
            mutating func remove(_ member: Self) -> Self? {
                let removed = intersection(member)
                self = subtracting(member)
                return removed.isEmpty ? nil : removed
            }
        }
        """

    /// Where Foundation's types written here are declared, as diagnostics name it.
    static let foundationFile = "<Foundation>"

    /// Foundation's `AttributedString` (Apple, "AttributedString", iOS 15 / macOS 12) as a list of
    /// runs, each a piece of text with its attributes: whole-string attributes set every run
    /// (`text.foregroundColor = .red`), `range(of:)` gives character offsets whose slice reads and
    /// writes those characters' runs (`text[range].font = .headline`), and `Text(_:)` draws the runs
    /// as `Text + Text` does (`SwiftUILibrary`). The SwiftUI attributes kept are those a `Text` run
    /// can draw; another is an error where it is set (no such member).
    static let attributedString = """
        struct AttributedString: ExpressibleByStringLiteral, CustomStringConvertible {
            struct Run {
                var text: String
                var foregroundColor: Color? = nil
                var font: Font? = nil
                var underlineStyle: Text.LineStyle? = nil
                var strikethroughStyle: Text.LineStyle? = nil
                var kern: CGFloat? = nil
                var tracking: CGFloat? = nil
                var baselineOffset: CGFloat? = nil
                var link: URL? = nil
                // Markdown's emphasis, code and link (Foundation's `inlinePresentationIntent`
                // and `link`; the destination kept as written, which the page does not open).
                var isBold = false
                var isItalic = false
                var isCode = false
                var markdownLink: String? = nil
            }

            /// How `init(markdown:options:baseURL:)` reads its Markdown (Apple,
            /// "AttributedString.MarkdownParsingOptions"): its inline spans in every syntax; white
            /// space kept as written only with `.inlineOnlyPreservingWhitespace`.
            struct MarkdownParsingOptions {
                enum InterpretedSyntax {
                    case full
                    case inlineOnly
                    case inlineOnlyPreservingWhitespace
                }
                enum FailurePolicy {
                    case throwError
                    case returnPartiallyParsedIfPossible
                }
                var allowsExtendedAttributes: Bool
                var interpretedSyntax: InterpretedSyntax
                var failurePolicy: FailurePolicy
                var languageCode: String?

                init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                     failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
                    self.allowsExtendedAttributes = allowsExtendedAttributes
                    self.interpretedSyntax = interpretedSyntax
                    self.failurePolicy = failurePolicy
                    self.languageCode = languageCode
                }
            }

            var runs: [Run]

            init() { runs = [] }
            init(_ string: String) { runs = [Run(text: string)] }
            init(stringLiteral value: String) { runs = [Run(text: value)] }

            /// Markdown's inline spans as runs (`**bold**`, `*italic*`, `` `code` ``, `[label](url)`),
            /// as `Text` draws a literal's. Block syntax (headings, lists) is read as inline text;
            /// unmatched delimiters stay as text, so this never throws.
            init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
                let preserving = options.interpretedSyntax == .inlineOnlyPreservingWhitespace
                runs = _inlineMarkdownSpans(markdown, preservingWhitespace: preserving).map { span in
                    var run = Run(text: span.text)
                    run.isBold = span.bold
                    run.isItalic = span.italic
                    run.isCode = span.code
                    run.markdownLink = span.link
                    return run
                }
            }

            var characters: String { runs.map { $0.text }.joined() }
            var description: String { characters }

            // An attribute of the whole string: the first run's, set on every run.
            var foregroundColor: Color? { get { runs.first?.foregroundColor } set { for i in runs.indices { runs[i].foregroundColor = newValue } } }
            var font: Font? { get { runs.first?.font } set { for i in runs.indices { runs[i].font = newValue } } }
            var underlineStyle: Text.LineStyle? { get { runs.first?.underlineStyle } set { for i in runs.indices { runs[i].underlineStyle = newValue } } }
            var strikethroughStyle: Text.LineStyle? { get { runs.first?.strikethroughStyle } set { for i in runs.indices { runs[i].strikethroughStyle = newValue } } }
            var kern: CGFloat? { get { runs.first?.kern } set { for i in runs.indices { runs[i].kern = newValue } } }
            var tracking: CGFloat? { get { runs.first?.tracking } set { for i in runs.indices { runs[i].tracking = newValue } } }
            var baselineOffset: CGFloat? { get { runs.first?.baselineOffset } set { for i in runs.indices { runs[i].baselineOffset = newValue } } }
            var link: URL? { get { runs.first?.link } set { for i in runs.indices { runs[i].link = newValue } } }

            /// Where `text` first occurs, as offsets in the characters (Foundation gives indices),
            /// compared as `options` say (`range(of:options:locale:)`: `[.caseInsensitive,
            /// .diacriticInsensitive]` finds "World" for "world"), as `String`'s search does.
            func range(of text: String, options: String.CompareOptions = []) -> Range<Int>? {
                characters.range(of: text, options: options)
            }

            /// A run boundary at `offset`, splitting the run it falls inside.
            private mutating func split(at offset: Int) {
                var start = 0
                for i in runs.indices {
                    let count = runs[i].text.count
                    if offset > start && offset < start + count {
                        let letters = Array(runs[i].text)
                        var tail = runs[i]
                        runs[i].text = String(letters[0..<(offset - start)])
                        tail.text = String(letters[(offset - start)...])
                        runs.insert(tail, at: i + 1)
                        return
                    }
                    start += count
                }
            }

            /// The indices of the runs that lie within `bounds` (boundaries already made).
            private func runIndices(in bounds: Range<Int>) -> [Int] {
                var start = 0
                var found: [Int] = []
                for i in runs.indices {
                    let count = runs[i].text.count
                    if start >= bounds.lowerBound && start + count <= bounds.upperBound && count > 0 { found.append(i) }
                    start += count
                }
                return found
            }

            subscript(bounds: Range<Int>) -> AttributedString {
                get {
                    var copy = self
                    copy.split(at: bounds.lowerBound)
                    copy.split(at: bounds.upperBound)
                    var part = AttributedString()
                    part.runs = copy.runIndices(in: bounds).map { copy.runs[$0] }
                    return part
                }
                set {
                    split(at: bounds.lowerBound)
                    split(at: bounds.upperBound)
                    let inside = runIndices(in: bounds)
                    let at = inside.first ?? runs.count
                    for i in inside.reversed() { runs.remove(at: i) }
                    runs.insert(contentsOf: newValue.runs, at: at)
                }
            }

            mutating func append(_ other: AttributedString) { runs += other.runs }

            static func + (lhs: AttributedString, rhs: AttributedString) -> AttributedString {
                var joined = lhs
                joined.runs += rhs.runs
                return joined
            }

            static func += (lhs: inout AttributedString, rhs: AttributedString) { lhs.runs += rhs.runs }

            /// The runs as `Text + Text`: each run's attributes as the `Text` modifiers that draw
            /// them; a link in the accent colour, as `Text` draws one.
            func text() -> Text {
                var result = Text("")
                for run in runs {
                    var part = Text(verbatim: run.text)
                    if let color = run.foregroundColor { part = part.foregroundColor(color) }
                    if (run.link != nil || run.markdownLink != nil) && run.foregroundColor == nil { part = part.foregroundColor(.accentColor) }
                    if let font = run.font { part = part.font(font) }
                    if run.isBold { part = part.bold() }
                    if run.isItalic { part = part.italic() }
                    if run.isCode { part = part.monospaced() }
                    if run.underlineStyle != nil { part = part.underline() }
                    if run.strikethroughStyle != nil { part = part.strikethrough() }
                    if let kern = run.kern { part = part.kerning(kern) }
                    if let tracking = run.tracking { part = part.tracking(tracking) }
                    if let offset = run.baselineOffset { part = part.baselineOffset(offset) }
                    result = result + part
                }
                return result
            }
        }
        """

    /// Whether `type` is one of the library's (declared from a part here, not by the code):
    /// what it does not write (an initialiser, a method) is the platform's or the app's
    /// extension, and stands in rather than failing as the code's own mistake would.
    static func declares(_ type: SwiftStruct) -> Bool {
        guard let file = type.positions?.source.file else { return false }
        return parts.contains { $0.source.file == file }
    }

    /// Declares the parts `tree` names into `compiler`'s program, each unless the tree declares
    /// that name itself.
    static func declare(into compiler: SwiftCompiler, for tree: SourceFileSyntax) {
        for part in parts {
            guard let parsed = part.parsed, names(part.names, in: tree) else { continue }
            compiler.declare(parsed.file.statements, positions: SourcePositions(source: part.source, converter: parsed.converter))
        }
    }

    private static func names(_ names: Set<String>, in tree: SourceFileSyntax) -> Bool {
        var named = false
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, names.contains(text) else { continue }
            // The code's own `enum Result`, `struct Result: View` or `case success` is the code's
            // (a declaration's name token belongs to the declaration).
            if token.parent?.is(DeclSyntax.self) == true || token.parent?.is(EnumCaseElementSyntax.self) == true { return false }
            named = true
        }
        return named
    }
}
