// libFuzzer's entry point: random and mutated layout code through the compiler, interpreter and engine.

import TrellisBlocks
import TrellisLayout
import TrellisMarkup

/// Runs one input as a layout block: parse, compile the Swift it declares, interpret the
/// views, lay them out at three widths. Every error is an expected answer; a crash, a hang
/// (libFuzzer's `-timeout`) or a memory blow-up (`-rss_limit_mb`) is a finding.
enum FuzzTarget {
    static let measurer = FixedAdvanceTextMeasurer()

    /// Returns the error the input was answered with (nil when it laid out cleanly).
    @discardableResult
    static func run(_ bytes: UnsafeRawBufferPointer) -> String? {
        let code = String(decoding: bytes, as: UTF8.self)
        do {
            let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/fuzz.md"))
            let layouter = BlockLayouter(measurer: measurer)
            for state in block.combinations.prefix(4) {
                for width in [0.0, 137.5, 800] {
                    _ = try layouter.layout(block, state: state, width: width)
                }
            }
            let failures = block.program.runtimeFailures
            return failures.isEmpty ? nil : failures.map(\.description).joined(separator: "\n")
        } catch {
            // A positioned error is the right answer to bad code.
            return "\(error)"
        }
    }
}
