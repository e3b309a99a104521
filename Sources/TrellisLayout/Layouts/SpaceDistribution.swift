// How stacks and grids share a length among their children or tracks: one routine for both.

/// SwiftUI's rule for sharing a length along one axis, used by stacks (among subviews) and
/// grids (among columns and rows).
///
/// Sources: OpenSwiftUI's StackLayout (reverse-engineered), objc.io "SwiftUI's layout
/// algorithm for stacks" (2020), and shared/notes/swiftui-layout.md; grids share their
/// tracks the same way, as the session's leaderboard shows.
/// 1. Items are offered space in order of layout priority (highest first), then
///    flexibility (least flexible first; flexibility = maximum minus minimum length), ties
///    in item order.
/// 2. A priority group gets what remains minus the minimum lengths of every lower-priority
///    item.
/// 3. Each item in the group is offered an equal share of what is left (never below 0) and
///    charged the length it takes, which may exceed its share (the container then overflows).
enum SpaceDistribution {
    /// Shares `available` (spacing already subtracted) among `order.count` items.
    ///
    /// - Parameters:
    ///   - order: scratch storage the caller keeps (so no call allocates); on return, the
    ///     item indices in fitting order.
    ///   - minimum: an item's length when offered 0.
    ///   - flexibility: how much longer an item grows when offered infinity.
    ///   - priority: an item's layout priority.
    ///   - offer: gives an item its share and returns the length it takes.
    @inline(__always)
    static func distribute(
        _ available: Double, order: inout [Int], minimum: (Int) -> Double, flexibility: (Int) -> Double,
        priority: (Int) -> Double, offer: (Int, Double) -> Double
    ) {
        let count = order.count
        for index in 0..<count { order[index] = index }
        order.sort { a, b in
            let first = priority(a), second = priority(b)
            if first != second { return first > second }
            let flexA = flexibility(a), flexB = flexibility(b)
            if flexA != flexB { return flexA < flexB }
            return a < b
        }
        var remaining = available
        var position = 0
        while position < count {
            let groupPriority = priority(order[position])
            var groupEnd = position
            while groupEnd < count, priority(order[groupEnd]) == groupPriority { groupEnd += 1 }
            var lowerMinimums = 0.0
            for rank in groupEnd..<count { lowerMinimums += minimum(order[rank]) }
            var left = subtracting(lowerMinimums, from: remaining)
            for rank in position..<groupEnd {
                let share = left / Double(groupEnd - rank)
                let taken = offer(order[rank], share >= 0 ? share : 0)  // also maps NaN to 0
                left = subtracting(taken, from: left)
                remaining = subtracting(taken, from: remaining)
            }
            position = groupEnd
        }
    }

    /// Shares `available` among tracks measured up front (a grid's columns or rows): the
    /// offer each track got and the length it took. `respond(track, offer)` is the length a
    /// track takes when offered `offer`.
    static func distribute(
        _ available: Double, minimums: [Double], maximums: [Double], priorities: [Double], respond: (Int, Double) -> Double
    ) -> (offers: [Double], lengths: [Double]) {
        let count = minimums.count
        var offers = [Double](repeating: 0, count: count)
        var lengths = [Double](repeating: 0, count: count)
        var order = [Int](repeating: 0, count: count)
        distribute(
            available, order: &order, minimum: { minimums[$0] },
            flexibility: { track in
                let flexibility = maximums[track] - minimums[track]
                return flexibility.isNaN ? 0 : flexibility
            },
            priority: { priorities[$0] }
        ) { track, offer in
            offers[track] = offer
            lengths[track] = respond(track, offer)
            return lengths[track]
        }
        return (offers, lengths)
    }
}

/// `value - amount`, keeping an infinite `value` infinite (infinity minus infinity would
/// otherwise turn an unbounded offer into NaN).
func subtracting(_ amount: Double, from value: Double) -> Double {
    if value.isInfinite { return value }
    let result = value - amount
    return result.isNaN ? 0 : result
}
