#if canImport(Glibc)
import Glibc
#endif
import TrellisLayout

/// `trellis-bench layout [--nodes N ...] [--runs R] [--json]`: lays out trees of nested
/// stacks and frames (no text) and prints how long it takes.
///
/// The tree is the one `bench/layout_compare.py` builds for Taffy and Yoga: a column of
/// rows; each row an HStack of 10 cards; each card a padded VStack holding a full-width bar
/// and an HStack of a fixed square, a flexible bar and another fixed square. Every
/// layout run starts from a freshly compiled tree, so nothing is cached between runs.
/// Times are the thread's CPU time (the machine is shared; wall time would count other
/// processes' turns), minimum and median over the runs.
enum LayoutBenchmark {
    /// SwiftUI nodes in one card: padding, VStack, frame+Color, HStack, 3 x (frame+Color).
    static let nodesPerCard = 11
    static let cardsPerRow = 10
    static let width = 1200.0

    static func run(arguments: [String]) {
        guard let options = BenchmarkOptions.parse(
            arguments, command: "layout", sizesFlag: "--nodes", sizes: [10_000, 100_000], runs: 7, acceptsJSON: true)
        else { return }
        let runs = options.runs
        let json = options.json
        for target in options.sizes {
            let rows = max(1, target / (cardsPerRow * nodesPerCard + 1))
            let tree = makeTree(rows: rows)
            var compileTimes: [Double] = []
            var layoutTimes: [Double] = []
            var nodeCount = 0
            var checksum = 0.0
            for _ in 0..<max(runs, 1) {
                let start = cpuMilliseconds()
                let engine = LayoutEngine(tree)
                let compiled = cpuMilliseconds()
                let result = engine.layout(width: width)
                let done = cpuMilliseconds()
                compileTimes.append(compiled - start)
                layoutTimes.append(done - compiled)
                nodeCount = engine.nodeCount
                checksum = result.nodes.reduce(0) { $0 + $1.frame.maxX + $1.frame.maxY }
            }
            let compile = median(compileTimes)
            let layout = median(layoutTimes)
            let fastest = layoutTimes.min() ?? 0
            if json {
                print("{\"engine\": \"trellis\", \"rows\": \(rows), \"nodes\": \(nodeCount), \"compile_ms\": \(compile), \"layout_ms\": \(layout), \"layout_min_ms\": \(fastest)}")
            } else {
                print("trellis  rows=\(rows) nodes=\(nodeCount)  layout min \(format(fastest)) ms  median \(format(layout)) ms  (compile \(format(compile)) ms; \(runs) runs; checksum \(Int(checksum)))")
            }
        }
    }

    /// The benchmark tree with `rows` rows.
    static func makeTree(rows: Int) -> ViewNode {
        VStack(spacing: 4) {
            ForEach(0..<rows) { _ in
                HStack(spacing: 4) {
                    ForEach(0..<cardsPerRow) { card in
                        VStack(spacing: 2) {
                            Color.blue.frame(maxWidth: .infinity).frame(height: 10)
                            HStack(spacing: 2) {
                                Color.red.frame(width: 12, height: 12)
                                Color.green.frame(maxWidth: .infinity).frame(height: Double(8 + card % 3 * 4))
                                Color.red.frame(width: 12, height: 12)
                            }
                        }
                        .padding(4)
                    }
                }
            }
        }.node
    }

    /// CPU time this thread has used, in milliseconds.
    static func cpuMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
