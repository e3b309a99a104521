// Running independent work on every core.

import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `map` on several threads, results in input order.
    ///
    /// Pages are independent once the site is loaded, so parsing and rendering spread over
    /// all cores. Each worker takes small batches from its own contiguous share of the input,
    /// then from the others' when its share is done, so one slow page does not hold up the
    /// others. Shares keep workers apart: consecutive pages are usually in one folder, and
    /// `mkdir` locks its parent folder, so workers taking turns on one counter kept meeting
    /// on that lock (on the tldr site's first build, 3.1% of the CPU time in the kernel's
    /// lock-waiting code with one counter, 1.9% with shares; `perf record`). There are more
    /// workers than cores because building a page ends in `mkdir` and `open`, which wait on
    /// the file system: while one worker waits, another computes.
    func parallelMap<Result>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let count = self.count
        let workers = Swift.min(ProcessInfo.processInfo.activeProcessorCount * 8, 64, count)
        guard workers > 1 else { return map(transform) }
        let batch = Swift.max(1, Swift.min(16, count / (workers * 4)))
        // Worker w owns the w-th of `workers` contiguous shares and takes batches from its
        // start; a worker whose share is done helps the next unfinished one from where that
        // one's owner got to.
        let cursors = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: workers)
        for share in 0..<workers { (cursors + share).initialize(to: Atomic(share * count / workers)) }
        defer {
            cursors.deinitialize(count: workers)
            cursors.deallocate()
        }
        nonisolated(unsafe) let shares = cursors
        let nextWorker = Atomic<Int>(0)
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each index is claimed by exactly one worker, so no two write the same slot.
            nonisolated(unsafe) let output = buffer
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let work = transform
                WorkerThreads.run(count: workers) {
                    let worker = nextWorker.add(1, ordering: .relaxed).oldValue
                    for step in 0..<workers {
                        let share = (worker + step) % workers
                        let end = (share + 1) * count / workers
                        while true {
                            let start = shares[share].add(batch, ordering: .relaxed).oldValue
                            if start >= end { break }
                            for index in start..<Swift.min(start + batch, end) {
                                (output.baseAddress! + index).initialize(to: work(self[index]))
                            }
                        }
                    }
                }
            }
            initialized = count
        }
    }
}

/// Plain POSIX threads: unlike Dispatch's pool, their number does not shrink to the core
/// count, which is the point when work blocks on I/O.
enum WorkerThreads {
    private final class Job {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on `count` threads (the caller's included) and waits for all of them.
    static func run(count: Int, _ body: () -> Void) {
        withoutActuallyEscaping(body) { body in
            var threads: [pthread_t] = []
            for _ in 1..<count {
                let job = Unmanaged.passRetained(Job(body)).toOpaque()
                var thread = pthread_t()
                let started = pthread_create(&thread, nil, { raw in
                    guard let raw else { return nil }
                    Unmanaged<Job>.fromOpaque(raw).takeRetainedValue().body()
                    return nil
                }, job)
                if started == 0 {
                    threads.append(thread)
                } else {
                    Unmanaged<Job>.fromOpaque(job).release()
                }
            }
            body()
            for thread in threads { pthread_join(thread, nil) }
        }
    }
}
