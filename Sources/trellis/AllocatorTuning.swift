// glibc's allocator set for a one-shot build (grow in large steps, keep what was freed) and for the preview server.

import Foundation

/// A build allocates and frees hundreds of megabytes in a few seconds (every page's HTML and
/// search entry). With glibc's defaults each heap grows a little at a time with `mprotect`,
/// freed memory goes back to the kernel and is faulted in again, and every buffer over 128 KiB
/// is a fresh `mmap`: on the 19,836-page tldr corpus that was about a tenth of the build's
/// system time (bench/site.sh). A build is short-lived, so keeping the memory costs nothing.
enum AllocatorTuning {
    static func forBuild() {
        #if os(Linux)
        // The parameters' numbers in glibc's <malloc.h>, which Swift's Glibc module leaves out.
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3
        _ = mallopt(mmapThreshold, 64 << 20)
        _ = mallopt(trimThreshold, 1 << 30)
        _ = mallopt(topPad, 64 << 20)
        #endif
    }

    /// `trellis serve` runs for hours and rebuilds on many threads: glibc gives each thread an
    /// arena of its own (up to 8 per core) and keeps what each frees, so the server's memory grew
    /// with every edit although nothing leaked (session 29: a block edited 100 times, +96 MB with
    /// the default arenas, +15 MB with two). An arena a core (two at least) keeps it flat; a
    /// rebuild's allocations are few enough that the threads hardly wait on each other.
    static func forServer() {
        #if os(Linux)
        let arenaMax: Int32 = -8
        let cores = Int32(clamping: ProcessInfo.processInfo.activeProcessorCount)
        _ = mallopt(arenaMax, max(2, cores))
        #endif
    }
}

#if os(Linux)
/// glibc's `int mallopt(int param, int value)`.
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
