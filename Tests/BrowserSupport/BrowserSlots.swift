// How many browsers the test process runs at once: a few, however many suites ask together.
import Foundation

/// A counting gate for browser sessions, shared by every suite in the test process.
///
/// swift-testing runs suites in parallel, and each browser suite starts its own chromium (or
/// Firefox, or WebKitGTK), several processes each. On CI's 2 cores a whole-suite run had over
/// a dozen at once (load average 18–65), and a page that loads in 22 s alone took longer than
/// WebDriver's 300 s page-load wait: `BlockGeometryTests` and `LongWordBrowserTests` failed
/// that way in sessions 54 and 55 with nothing wrong in the code. Browsers beyond the cores
/// add no throughput, only waiting, so sessions queue here for a slot: one per core, at least
/// two (`TRELLIS_TEST_BROWSERS` sets another number).
///
/// A session opened inside another one's body (the same task, or a child task) takes no
/// second slot: it is the holder's, and waiting for a slot there could wait for itself.
public actor BrowserSlots {
    public static let shared = BrowserSlots(count: BrowserSlots.defaultCount)

    /// Whether the current task already runs inside a slot.
    @TaskLocal static var held = false

    static var defaultCount: Int {
        if let text = ProcessInfo.processInfo.environment["TRELLIS_TEST_BROWSERS"], let count = Int(text), count > 0 { return count }
        return max(2, ProcessInfo.processInfo.activeProcessorCount)
    }

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(count: Int) { free = count }

    /// Runs `body` holding a slot: at once if one is free (or the task holds one already),
    /// otherwise after a session ends; the slot is given back however `body` ends.
    public nonisolated func run<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        if Self.held { return try await body() }
        await take()
        do {
            let result = try await Self.$held.withValue(true) { try await body() }
            await giveBack()
            return result
        } catch {
            await giveBack()
            throw error
        }
    }

    private func take() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the slot to the longest waiter, or frees it.
    private func giveBack() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}
