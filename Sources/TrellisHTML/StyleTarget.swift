/// One CSS property of one element of a block.
struct StyleTarget: Hashable, Comparable {
    var selector: String
    var property: String

    static func < (lhs: StyleTarget, rhs: StyleTarget) -> Bool {
        (lhs.selector.count, lhs.selector, lhs.property) < (rhs.selector.count, rhs.selector, rhs.property)
    }
}
