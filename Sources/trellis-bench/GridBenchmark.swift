import TrellisLayout

/// `trellis-bench grid [--rows N[,N...]] [--runs R]`: lays out the session's leaderboard
/// grown to N rows (a GridRow of name, ProgressView and count, then a Divider spanning the
/// grid) and a FlowLayout of 3 x N words, with the fixed-advance text measurer, and prints
/// how long it takes.
///
/// Each run compiles the tree afresh and lays it out at 320, 600 and 1200 px, as a page
/// block is laid out at several widths: the first width pays for measuring, the others
/// reuse the engine's size cache. Times are thread CPU time, minimum and median over the runs.
enum GridBenchmark {
    static let widths = [320.0, 600, 1200]

    static func run(arguments: [String]) {
        guard let options = BenchmarkOptions.parse(arguments, command: "grid", sizesFlag: "--rows", sizes: [1_000, 10_000], runs: 5)
        else { return }
        let runs = options.runs
        for rows in options.sizes {
            measure("grid", rows: rows, runs: runs, tree: leaderboard(rows: rows))
            measure("flow", rows: rows, runs: runs, tree: flow(words: rows * 3))
        }
    }

    static func measure(_ name: String, rows: Int, runs: Int, tree: ViewNode) {
        var firstTimes: [Double] = []
        var laterTimes: [Double] = []
        var nodeCount = 0
        var checksum = 0.0
        for _ in 0..<max(runs, 1) {
            let engine = LayoutEngine(tree, textMeasurer: FixedAdvanceTextMeasurer())
            nodeCount = engine.nodeCount
            for (position, width) in widths.enumerated() {
                let start = LayoutBenchmark.cpuMilliseconds()
                let result = engine.layout(width: width)
                let time = LayoutBenchmark.cpuMilliseconds() - start
                if position == 0 { firstTimes.append(time) } else { laterTimes.append(time) }
                checksum += result.size.width + result.size.height
            }
        }
        let first = LayoutBenchmark.format(LayoutBenchmark.median(firstTimes))
        let later = LayoutBenchmark.format(LayoutBenchmark.median(laterTimes))
        let fastest = LayoutBenchmark.format(firstTimes.min() ?? 0)
        print("\(name)  rows=\(rows) nodes=\(nodeCount)  first width min \(fastest) ms  median \(first) ms  next widths median \(later) ms  (\(runs) runs; checksum \(Int(checksum)))")
    }

    static func leaderboard(rows: Int) -> ViewNode {
        let pets = ["Cat", "Goldfish", "Dog", "Hamster", "Parrot"]
        return Grid(alignment: .leading) {
            ForEach(0..<rows) { row in
                GridRow {
                    Text(pets[row % pets.count])
                    ProgressView(value: Double(row % 50), total: 50)
                    Text("\(row * 7 % 1000)").gridColumnAlignment(.trailing)
                }
                Divider()
            }
        }.padding().node
    }

    static func flow(words: Int) -> ViewNode {
        let vocabulary = ["layout", "grid", "a", "proposal", "SwiftUI", "flow", "wraps", "at", "every", "width"]
        return FlowLayout(spacing: 6) {
            ForEach(0..<words) { word in Text(vocabulary[word % vocabulary.count]) }
        }.padding().node
    }
}
