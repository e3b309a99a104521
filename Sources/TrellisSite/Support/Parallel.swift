// Running independent work on every core.

import Dispatch
#if canImport(Glibc)
import Glibc
#endif

extension Array where Element: Sendable {
    /// `map` on every core, results in input order.
    ///
    /// Pages are independent once the site is loaded, so parsing and rendering spread over
    /// all cores; work is handed out in small chunks so one slow page does not hold up a core.
    func parallelMap<Result>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let count = self.count
        guard count > 1 else { return map(transform) }
        let workers = Swift.max(ProcessInfoLite.activeProcessorCount, 1)
        let chunkSize = Swift.max(1, Swift.min(64, count / (workers * 8)))
        let chunks = (count + chunkSize - 1) / chunkSize
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each index is initialised by exactly one chunk, so workers never share a slot.
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let start = chunk * chunkSize
                let end = Swift.min(start + chunkSize, count)
                for index in start..<end {
                    (output.baseAddress! + index).initialize(to: transform(self[index]))
                }
            }
            initialized = count
        }
    }
}

/// The number of cores, without pulling Foundation's ProcessInfo into hot paths.
enum ProcessInfoLite {
    static var activeProcessorCount: Int {
        #if canImport(Glibc)
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return 1
        #endif
    }
}
