/// Line-break opportunities as Chromium's `LazyLineBreakIterator` finds them.
///
/// Blink does not use ICU for every pair of characters: after a space it always breaks;
/// between two characters up to U+00FF it reads a table whose ASCII part is Blink's own
/// (no break after `/`, so URLs stay whole; break after `-` and `?`; before `(`, `<`, `[`,
/// `{` only after some punctuation), and only other pairs go to ICU's UAX #14 iterator.
/// The browser proof showed plain ICU breaking URLs after every `/` where Chromium does not.
struct BlinkLineBreaker: Sendable {
    let icu: ICULineBreaker

    /// UTF-16 offsets where a line may break (a break "at i" ends a line before unit i),
    /// ascending, ending with `text.count`.
    func opportunities(_ text: [UInt16]) -> [Int] {
        guard text.count > 1 else { return text.isEmpty ? [] : [text.count] }
        var icuBreaks: Set<Int>?
        var result: [Int] = []
        for i in 1..<text.count {
            let last = text[i - 1]
            let next = text[i]
            // Never before a space; always after a run of spaces (kAfterSpaceRun).
            if Self.isBreakableSpace(next) { continue }
            if Self.isBreakableSpace(last) {
                result.append(i)
                continue
            }
            switch fastBreak(lastLast: i >= 2 ? text[i - 2] : 0, last: last, next: next) {
            case .some(true): result.append(i)
            case .some(false): break
            case .none:
                if icuBreaks == nil { icuBreaks = Set(icu.opportunities(text)) }
                if icuBreaks?.contains(i) == true { result.append(i) }
            }
        }
        result.append(text.count)
        return result
    }

    private static func isBreakableSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A
    }

    /// Blink's `ShouldBreakFast`: a decision for pairs up to U+00FF, `nil` to ask ICU.
    private func fastBreak(lastLast: UInt16, last: UInt16, next: UInt16) -> Bool? {
        if last < 0x21 || next < 0x21 { return false }
        if last == 0x2D {  // '-'
            if next > 0x7F { return nil }
            if (0x30...0x39).contains(next) {
                // "a-1" may break, "-1" (a minus sign) may not.
                let lower = lastLast | 0x20
                return (0x30...0x39).contains(lastLast) || (0x61...0x7A).contains(lower)
            }
        }
        guard last <= 0xFF, next <= 0xFF else { return nil }
        return BlinkLineBreaker.latin1Table.breaks(Int(last), Int(next))
    }

    // MARK: - The pair table

    /// Breakability of every pair in U+0021...U+00FF: ICU's answer for two characters, with
    /// Blink's rules over ASCII pairs on top (Chromium's `LineBreakData::FillAscii`).
    private struct PairTable: Sendable {
        static let first = 0x21
        static let last = 0xFF
        static let size = last - first + 1
        var pairs: [Bool]

        func breaks(_ a: Int, _ b: Int) -> Bool {
            pairs[(a - Self.first) * Self.size + (b - Self.first)]
        }

        mutating func set(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>, _ value: Bool) {
            for x in a { for y in b { pairs[(x - Self.first) * Self.size + (y - Self.first)] = value } }
        }
    }

    private static let latin1Table: PairTable = {
        var table = PairTable(pairs: Array(repeating: false, count: PairTable.size * PairTable.size))
        let icu = ICULineBreaker()
        for a in PairTable.first...PairTable.last {
            for b in PairTable.first...PairTable.last where a > 0x7F || b > 0x7F {
                table.set(a...a, b...b, icu.opportunities([UInt16(a), UInt16(b)]).contains(1))
            }
        }
        func c(_ character: Character) -> ClosedRange<Int> {
            let value = Int(character.asciiValue ?? 0)
            return value...value
        }
        let all = 0x21...0x7F
        table.set(all, all, false)
        for opening in "(<[{" { table.set(all, c(opening), true) }
        table.set(c("-"), all, true)
        table.set(c("?"), all, true)
        table.set(c("-"), c("$"), false)
        table.set(all, c("!"), false)
        table.set(c("?"), c("\""), false)
        table.set(c("?"), c("'"), false)
        for closing in "),./" { table.set(all, c(closing), false) }
        table.set(c("-"), 0x30...0x39, false)  // decided in `fastBreak` from the character before
        for closing in ":;?]}" { table.set(all, c(closing), false) }
        for opener in "$'(/<@[{" { table.set(c(opener), all, false) }
        table.set(0x30...0x39, all, false)
        table.set(0x41...0x5A, all, false)
        table.set(0x5E...0x60, all, false)
        table.set(0x61...0x7A, all, false)
        table.set(0x7F...0x7F, all, false)
        return table
    }()
}
