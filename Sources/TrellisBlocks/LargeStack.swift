// Running the parser and interpreter on a thread whose stack fits any block.

import Foundation

/// Runs work that recurses as deep as a block nests on a thread with a large stack.
///
/// swift-syntax's parser, operator folding and visitors, and the interpreter recurse once per
/// nesting level. The site builds pages on worker threads (512 KB stacks), where a block of a
/// few thousand chained operators would overflow; here it gets an error instead.
enum LargeStack {
    /// 64 MB: enough for swift-syntax's nesting limit in a debug build with room to spare.
    static let size = 64 << 20

    /// Runs `body` on a fresh thread with a `size` stack and waits for it.
    ///
    /// `body` is escaping because the thread object may outlive the call by a moment; the
    /// caller still waits for the result, so nothing runs after `run` returns.
    static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        let box = ResultBox<T>()
        let finished = DispatchSemaphore(value: 0)
        let work = UncheckedSendable(body)
        let thread = Thread {
            box.result = Result { try work.value() }
            finished.signal()
        }
        thread.stackSize = size
        thread.start()
        finished.wait()
        guard let result = box.result else { throw CancellationError() }
        // The thread, which may outlive the call, holds the box: it must not hold the result
        // too (a parsed block's program lives as long as its holders, ``ProgramLifetime``).
        box.result = nil
        return try result.get()
    }
}

/// The other thread's answer; written once before the semaphore is signalled.
private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}

/// The caller waits for the thread, so handing it a non-Sendable closure is safe.
private struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T

    init(_ value: T) {
        self.value = value
    }
}
