// Freeing a finished build's tables off the calling thread.

import Foundation

/// Drops values on a thread of their own.
///
/// A 20,000-page build holds some 300 MB of small objects (documents, template data, the
/// search index's terms). Freed one by one on the calling thread when `Site.build`
/// returned, they took 0.2 s after the site was already written, 15% of the tldr build. The
/// command line exits without waiting for the thread; `trellis serve` goes on while it frees.
enum BackgroundRelease {
    private final class Box: @unchecked Sendable {
        /// Set once, emptied by the releasing thread only.
        var values: [Any]?
        init(_ values: [Any]) { self.values = values }
    }

    /// Takes the caller's references (pass values with `consume`, so the box holds the last
    /// reference) and lets them go on a new thread.
    static func release(_ values: consuming [Any]) {
        let box = Box(values)
        Thread.detachNewThread { box.values = nil }
    }
}
