// Every call into ICU lives in this file; results are copied into Swift arrays.
internal import CICU

/// Line-break opportunities (UAX #14) from ICU, the iterator Chromium uses.
///
/// Opening a line iterator loads rules, so one prototype is opened per locale and each
/// call breaks with a cheap clone of it (an iterator is not safe to share between threads).
final class ICULineBreaker: @unchecked Sendable {
    private let prototype: OpaquePointer?

    init(locale: String = "en") {
        var status: Int32 = 0
        let iterator = locale.withCString { trellis_ubrk_open_line($0, &status) }
        prototype = trellis_u_failure(status) != 0 ? nil : iterator
    }

    deinit {
        if let prototype { trellis_ubrk_close(prototype) }
    }

    /// UTF-16 offsets where a line may break, ascending, ending with `text.count`; a break
    /// "at i" means a line may end before unit i. Without ICU every text is one segment.
    func opportunities(_ text: [UInt16]) -> [Int] {
        guard !text.isEmpty else { return [] }
        guard let prototype else { return [text.count] }
        var status: Int32 = 0
        guard let iterator = trellis_ubrk_clone(prototype, &status), trellis_u_failure(status) == 0 else { return [text.count] }
        defer { trellis_ubrk_close(iterator) }
        var breaks: [Int] = []
        text.withUnsafeBufferPointer { buffer in
            trellis_ubrk_set_text(iterator, buffer.baseAddress, Int32(buffer.count), &status)
            guard trellis_u_failure(status) == 0 else { return }
            _ = trellis_ubrk_first(iterator)
            while true {
                let next = trellis_ubrk_next(iterator)
                if next < 0 { break }  // UBRK_DONE
                breaks.append(Int(next))
            }
        }
        if breaks.last != text.count { breaks.append(text.count) }
        return breaks
    }
}

/// Unicode properties the measurer needs from ICU.
enum ICUProperties {
    /// Default-ignorable code points (joiners, variation selectors...) need no glyph.
    static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        trellis_u_is_default_ignorable(Int32(bitPattern: scalar.value)) != 0
    }
}
