// `trellis-bench interpreted`: an author's layout run by the interpreter against the same layout compiled.

import Foundation
import TrellisBlocks
import TrellisLayout
import TrellisMarkup

/// `trellis-bench interpreted [--subviews 3,24] [--runs R] [--layouts DIR]`: for each layout
/// in DIR (default `bench/layouts`, one `<Name>.swift` per layout, each also built in under
/// that name), lays out the same tree of coloured boxes at 91 widths (100...1000 px) with
/// the compiled built-in and with the interpreted declaration, and prints the CPU time per
/// layout pass of each and their ratio. Both trees are the same views, so the engine makes
/// the same calls into either layout; the difference is the layout code's own cost.
enum InterpretedBenchmark {
    static let widths = stride(from: 100.0, through: 1000, by: 10).map { $0 }

    static func run(arguments: [String]) {
        var folder = "bench/layouts"
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--layouts", index + 1 < arguments.count {
                folder = arguments[index + 1]
                index += 2
                continue
            }
            rest.append(arguments[index])
            index += 1
        }
        guard let options = BenchmarkOptions.parse(rest, command: "interpreted", sizesFlag: "--subviews", sizes: [3, 24], runs: 7) else { return }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        guard !files.isEmpty else {
            print("trellis-bench interpreted: no .swift layouts in \(folder)")
            return
        }
        for file in files {
            let name = String(file.dropLast(".swift".count))
            guard let declaration = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else { continue }
            for count in options.sizes {
                let views = tree(name, subviews: count)
                do {
                    let compiled = try time(views, runs: options.runs)
                    let before = interpretedLayoutCalls.load(ordering: .relaxed)
                    let interpreted = try time(views + "\n" + declaration, runs: options.runs)
                    // The engine makes the same calls into either version of the layout.
                    let calls = Double(interpretedLayoutCalls.load(ordering: .relaxed) - before) / Double(max(options.runs, 1) * widths.count)
                    print("\(name) subviews=\(count)  \(String(format: "%.1f", calls)) layout calls/pass  compiled \(format(compiled.perPass / calls)) µs/call  "
                          + "interpreted \(format(interpreted.perPass / calls)) µs/call  ratio \(String(format: "%.2f", interpreted.perPass / compiled.perPass))x  "
                          + "(same frames: \(compiled.checksum == interpreted.checksum))")
                } catch {
                    print("\(name): \(error)")
                }
            }
        }
    }

    /// The layout around `count` boxes of assorted sizes, ranked for the radial layout.
    static func tree(_ name: String, subviews count: Int) -> String {
        let boxes = (0..<count).map { index in
            "    Color.gray.frame(width: \(20 + index % 5 * 7), height: \(10 + index % 3 * 5)).rank(\(index % 3 + 1))"
        }
        return "\(name) {\n" + boxes.joined(separator: "\n") + "\n}\n"
    }

    /// CPU microseconds per layout pass (median over runs of 91 widths) and a checksum of
    /// every frame, so the two versions can be seen to agree.
    static func time(_ code: String, runs: Int) throws -> (perPass: Double, checksum: Double) {
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "bench.md"))
        let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())
        var samples: [Double] = []
        var checksum = 0.0
        for _ in 0..<max(runs, 1) {
            let (_, root) = try layouter.engineTree(block)
            let start = LayoutBenchmark.cpuMilliseconds()
            let engine = LayoutEngine(root, textMeasurer: layouter.measurer)
            checksum = 0
            for width in widths {
                let result = engine.layout(width: width)
                checksum += result.nodes.reduce(0) { $0 + $1.frame.maxX * 3 + $1.frame.maxY }
            }
            samples.append((LayoutBenchmark.cpuMilliseconds() - start) * 1000 / Double(widths.count))
        }
        if let failure = block.program.runtimeFailures.first { throw failure }
        return (LayoutBenchmark.median(samples), (checksum * 1e6).rounded() / 1e6)
    }

    static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
