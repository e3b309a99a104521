// Layouts of a text already made, found again for any width that would make the same one.
import TrellisLayout

/// The width decisions one layout took: every "does this length fit in the width" the
/// measurer asked (a segment joining a line, the characters of a broken word, those kept
/// beside an ellipsis), summed up as the widest length that fit and the narrowest that did not.
///
/// Why this is enough to reuse a layout: the measurer's result depends on the proposed width
/// only through those answers (`TextMeasurer.fits`, monotone in the length and in the width),
/// and which question comes next depends only on the answers before it. Another width that
/// answers the two extreme questions the same way answers every recorded one the same way, so
/// laying the text out there would ask the same questions and build the same lines: the
/// widths that share a layout are an interval, and `admits` tests membership exactly.
struct FitBounds: Sendable {
    private(set) var widestFitting = -Double.infinity
    private(set) var narrowestOverflowing = Double.infinity

    /// `TextMeasurer.fits`, remembering the answer.
    mutating func fits(_ length: Double, in available: Double) -> Bool {
        let fits = TextMeasurer.fits(length, in: available)
        if fits {
            widestFitting = max(widestFitting, length)
        } else {
            narrowestOverflowing = min(narrowestOverflowing, length)
        }
        return fits
    }

    /// The widths `admits`: `TextMeasurer.fits(length, in: available)` holds exactly when
    /// `available >= ceil(64 * length - 1) / 64`.
    var admitted: Range<Double> {
        let lower = widestFitting.isFinite ? (widestFitting * 64 - 1).rounded(.up) / 64 : -Double.infinity
        let upper = narrowestOverflowing.isFinite ? (narrowestOverflowing * 64 - 1).rounded(.up) / 64 : Double.infinity
        return lower..<max(lower, upper)
    }

    /// Whether `available` gives every recorded answer again.
    func admits(_ available: Double) -> Bool {
        TextMeasurer.fits(widestFitting, in: available) && !TextMeasurer.fits(narrowestOverflowing, in: available)
    }
}

/// Every layout a measurer has made, per text and proposed height, with the widths it holds
/// for (`FitBounds`); shared by every thread.
///
/// Rendering a block lays its texts out at thousands of widths (the sampler's probes, a stack
/// sharing out space, `minimumScaleFactor`'s bisection), and most of them make a layout already
/// made: a paragraph has one layout per way of breaking it, a squeezed word one per number of
/// characters on its lines. Sharded behind locks like `ShardedCache`, and a shard that grows past
/// its limit is emptied.
final class TextLayoutCache: Sendable {
    struct Key: Hashable, Sendable {
        let text: StyledText
        /// The proposed height when finite (only then does it cut lines), else nil.
        let height: Double?
        /// Hashed once: a key picks its shard and its slot, and hashing a text's runs is most
        /// of what a lookup costs.
        private let hash: Int

        init(text: StyledText, height: Double?) {
            self.text = text
            self.height = height
            var hasher = Hasher()
            hasher.combine(text)
            hasher.combine(height)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.height == b.height && a.text == b.text }
    }

    /// The layouts of one key: at an unlimited width, and per interval of finite widths.
    private struct Layouts: Sendable {
        typealias Entry = (madeAt: Double, bounds: FitBounds, layout: TextLayout)
        var unlimited: TextLayout?
        /// Disjoint intervals, in the order of the width each was made at (inside its interval,
        /// so the order of the intervals too).
        var limited: [Entry] = []

        var count: Int { limited.count + (unlimited == nil ? 0 : 1) }

        func layout(at maxWidth: Double?) -> TextLayout? {
            guard let maxWidth else { return unlimited }
            // Only the intervals made nearest below and above `maxWidth` can hold it: one
            // holding it and made further away would also hold the nearer one's width, and
            // the same answers there make the same entry.
            let above = firstIndex(madeAbove: maxWidth)
            for index in [above - 1, above] where limited.indices.contains(index) && limited[index].bounds.admits(maxWidth) {
                return limited[index].layout
            }
            return nil
        }

        mutating func insert(_ layout: TextLayout, madeAt maxWidth: Double?, bounds: FitBounds) {
            guard let maxWidth else {
                unlimited = layout
                return
            }
            limited.insert((maxWidth, bounds, layout), at: firstIndex(madeAbove: maxWidth))
        }

        /// The index of the first entry made at a width above `width` (binary search).
        private func firstIndex(madeAbove width: Double) -> Int {
            var low = 0
            var high = limited.count
            while low < high {
                let middle = (low + high) / 2
                if limited[middle].madeAt > width { high = middle } else { low = middle + 1 }
            }
            return low
        }
    }

    /// The layouts of each text, in the measurer's one kind of shared cache (a text's intervals
    /// count as one entry of its limit).
    private let layouts: ShardedCache<Key, Layouts>

    init(limit: Int) {
        layouts = ShardedCache(limit: limit)
    }

    /// The layout of `key` at `maxWidth` (nil: unlimited), if one made before holds there.
    func layout(_ key: Key, maxWidth: Double?) -> TextLayout? {
        layouts.lookup(key) { $0.layout(at: maxWidth) }
    }

    /// How many layouts are kept.
    var count: Int { layouts.reduce(0) { $0 + $1.count } }

    /// Keeps `layout`, made at `maxWidth` (nil: unlimited) with the answers in `bounds`.
    func insert(_ layout: TextLayout, for key: Key, maxWidth: Double?, bounds: FitBounds) {
        layouts.update(key, initial: { Layouts() }) { $0.insert(layout, madeAt: maxWidth, bounds: bounds) }
    }
}
