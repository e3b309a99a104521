// Session 50's seams: a tuple a body holds, a dictionary keyed by numbers, an enum case with
// associated values whose properties and methods a body reads, Int's labelled initialisers.
import SwiftUI

enum Reading {
    case metric(Double), imperial(Double), missing
    var metres: Double {
        switch self {
        case .metric(let m): return m
        case .imperial(let feet): return feet * 0.3048
        case .missing: return 0
        }
    }
}

extension Reading { func shown(places: Int) -> String { String(format: "%.\(places)f m", metres) } }

let pair = (3, "three")
let labelled: (x: Int, y: Double) = (1, 2.5)
let names = [2: "two", 1: "one"]
let readings: [Reading] = [.metric(2), .imperial(10), .missing]
let (count, word) = pair

VStack(alignment: .leading) {
    Text(verbatim: "\(pair) \(labelled) \(names) \(count)\(word)")
    ForEach(names.keys.sorted(), id: \.self) { key in Text(verbatim: names[key] ?? "?") }
    ForEach(Array(readings.enumerated()), id: \.offset) { index, reading in
        Text(verbatim: "\(index) \(reading.shown(places: 1)) \(Reading.imperial(3).metres)")
    }
    Text(verbatim: "\(Int(exactly: 2.5) ?? -1) \(Int(clamping: 9) + Int(truncatingIfNeeded: 7))")
}
