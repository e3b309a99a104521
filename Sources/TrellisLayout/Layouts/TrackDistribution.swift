/// Shares a length among tracks (a grid's columns or rows) the way a stack shares its length
/// among its children.
///
/// Tracks are offered space in order of priority (highest first), then flexibility (least
/// flexible first; flexibility = maximum minus minimum length), ties in track order. A
/// priority group gets what remains minus the minimum lengths of every lower-priority track;
/// each track in it is offered an equal share of what is left (never below 0) and charged
/// the length it takes, which may exceed its share. So fixed columns get what they need and
/// flexible ones split the rest equally, as the session's leaderboard shows.
struct TrackDistribution {
    var minimums: [Double]
    var maximums: [Double]
    var priorities: [Double]

    /// The offer each track got and the length it took, for `available` (spacing already
    /// subtracted). `respond(track, offer)` is the length a track takes when offered `offer`.
    func distribute(_ available: Double, respond: (Int, Double) -> Double) -> (offers: [Double], lengths: [Double]) {
        let count = minimums.count
        var offers = [Double](repeating: 0, count: count)
        var lengths = [Double](repeating: 0, count: count)
        let flexibilities = (0..<count).map { track -> Double in
            let flexibility = maximums[track] - minimums[track]
            return flexibility.isNaN ? 0 : flexibility
        }
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
            return a < b
        }
        var remaining = available
        var position = 0
        while position < count {
            let priority = priorities[order[position]]
            var groupEnd = position
            while groupEnd < count, priorities[order[groupEnd]] == priority { groupEnd += 1 }
            let lowerMinimums = order[groupEnd...].reduce(0) { $0 + minimums[$1] }
            var left = subtracting(lowerMinimums, from: remaining)
            for (taken, track) in order[position..<groupEnd].enumerated() {
                let share = left / Double(groupEnd - position - taken)
                offers[track] = share >= 0 ? share : 0  // also maps NaN to 0
                lengths[track] = respond(track, offers[track])
                left = subtracting(lengths[track], from: left)
                remaining = subtracting(lengths[track], from: remaining)
            }
            position = groupEnd
        }
        return (offers, lengths)
    }
}
