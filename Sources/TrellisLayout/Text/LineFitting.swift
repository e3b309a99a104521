// The measurer-independent rules for a word wider than its line and for a truncated line.
//
// Every `TextMeasuring` (HarfBuzz in TrellisText, fixed advances in tests) breaks and
// truncates by these rules; only how wide a run of characters is differs between them.

/// How SwiftUI fits text into a line that is too narrow for it, measurer aside.
///
/// - A word wider than its line: Core Text's default `byWordWrapping` "wrapping occurs at word
///   boundaries unless the word itself doesn't fit on a single line"
///   (developer.apple.com/documentation/coretext/ctlinebreakmode/bywordwrapping); such a word
///   starts a line of its own and is broken "before the first character that doesn't fit"
///   (`NSLineBreakMode.byCharWrapping`), a character being a grapheme cluster (Swift's
///   `Character`), and at least one per line.
/// - A cut line (`lineLimit`, or too little height): "the view might truncate the text and
///   place an ellipsis (…) at the truncation point", at the `.head`, `.middle` or `.tail`
///   (developer.apple.com/documentation/swiftui/text/truncationmode; `.tail` keeps "abcd…").
///   The line keeps as many characters as fit with the ellipsis, wherever they fall in words.
public enum LineFitting {
    /// The largest `n` in `0...count` with `fits(n)`, for a `fits` that holds up to some `n`
    /// and not beyond (a prefix of characters, or characters kept beside an ellipsis, widens
    /// as it grows). `fits(0)` is not asked: 0 is the answer when nothing else fits.
    public static func mostThatFit(_ count: Int, fits: (Int) -> Bool) -> Int {
        var low = 0
        var high = max(0, count)
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Where a word wider than the line breaks: after the most characters (of `count`) that
    /// fit, but at least one, so every line shows something and the text always ends.
    public static func characterBreak(_ count: Int, fits: (Int) -> Bool) -> Int {
        max(1, mostThatFit(count, fits: fits))
    }

    /// The characters a truncated line shows when it keeps `kept` of `remaining`: the first
    /// ones and an ellipsis (`.tail`), an ellipsis and the last ones (`.head`), or the first
    /// half, an ellipsis and the last half (`.middle`, the odd character before it). Spaces
    /// beside the ellipsis are dropped, as Core Text drops them at a truncation point.
    /// `ellipsis(neighbour)` makes the ellipsis from the character it follows or precedes
    /// (so it takes that character's run), `nil` when it stands alone.
    public static func truncated<Element>(
        _ remaining: [Element], keeping kept: Int, mode: TruncationMode, isSpace: (Element) -> Bool,
        ellipsis: (Element?) -> Element
    ) -> [Element] {
        let kept = min(max(0, kept), remaining.count)
        switch mode {
        case .tail:
            let head = remaining.prefix(kept).dropLastSpaces(isSpace)
            return head + [ellipsis(head.last ?? remaining.first)]
        case .head:
            let tail = remaining.suffix(kept).dropFirstSpaces(isSpace)
            return [ellipsis(tail.first ?? remaining.last)] + tail
        case .middle:
            let head = remaining.prefix((kept + 1) / 2).dropLastSpaces(isSpace)
            let tail = remaining.suffix(kept / 2).dropFirstSpaces(isSpace)
            return head + [ellipsis(head.last ?? remaining.first)] + tail
        }
    }
}

private extension ArraySlice {
    func dropLastSpaces(_ isSpace: (Element) -> Bool) -> [Element] {
        var result = Array(self)
        while let last = result.last, isSpace(last) { result.removeLast() }
        return result
    }

    func dropFirstSpaces(_ isSpace: (Element) -> Bool) -> [Element] {
        Array(drop(while: isSpace))
    }
}
