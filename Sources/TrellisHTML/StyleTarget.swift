/// One CSS property of one element of a block.
///
/// Hashed by a number made once from its UTF-8 bytes: a heavy block's rendering looks targets
/// up in tables hundreds of thousands of times, and hashing two strings each time (SipHash,
/// after checking the strings' normalisation) was a fifth of poll-4's CSS. Selectors and
/// properties are ASCII the renderer writes, whose `String` equality is byte equality, so
/// equal targets hash alike.
struct StyleTarget: Hashable, Comparable {
    let selector: String
    let property: String
    private let key: Int

    init(selector: String, property: String) {
        self.selector = selector
        self.property = property
        // FNV-1a over the selector, a separator no selector holds, then the property.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in selector.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash = (hash ^ 0xff) &* 0x100_0000_01b3
        for byte in property.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        key = Int(truncatingIfNeeded: hash)
    }

    static func == (lhs: StyleTarget, rhs: StyleTarget) -> Bool {
        lhs.key == rhs.key && lhs.selector == rhs.selector && lhs.property == rhs.property
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }

    /// Shorter selectors first (`.n2` before `.n10`), then by selector and property. Lengths
    /// in bytes, which for these ASCII selectors are their characters, without counting them.
    static func < (lhs: StyleTarget, rhs: StyleTarget) -> Bool {
        (lhs.selector.utf8.count, lhs.selector, lhs.property) < (rhs.selector.utf8.count, rhs.selector, rhs.property)
    }
}

/// The targets a block's CSS sets, numbered in the order first met: a piece's declarations
/// are an array of values by target number (nil where the piece sets none), so that writing
/// a heavy block's thousand pieces of hundreds of targets each indexes arrays instead of
/// hashing targets in tables, which was most of its CSS time (poll-4).
struct StyleTable {
    private(set) var targets: [StyleTarget] = []
    private var numbers: [StyleTarget: Int] = [:]

    /// The target's number, numbering it if it is new.
    mutating func number(_ target: StyleTarget) -> Int {
        if let number = numbers[target] { return number }
        numbers[target] = targets.count
        targets.append(target)
        return targets.count - 1
    }

    mutating func number(_ selector: String, _ property: String) -> Int {
        number(StyleTarget(selector: selector, property: property))
    }

    /// Target numbers in `StyleTarget` order, the order rules are written in.
    static func ordered(_ targets: [StyleTarget]) -> [Int] {
        targets.indices.sorted { targets[$0] < targets[$1] }
    }
}

extension Array where Element == String? {
    /// The declarations with nil for targets numbered after they were made, `count` in all.
    func padded(to count: Int) -> [String?] {
        self.count >= count ? self : self + [String?](repeating: nil, count: count - self.count)
    }
}
