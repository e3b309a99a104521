// Errors raised by interpreted code while the engine, which cannot throw, was running it.

import Synchronization
import TrellisMarkup

/// Collects the runtime errors of interpreted layouts and guides.
///
/// The engine's `Layout` methods do not throw; an interpreted layout that fails records its
/// error here and answers a neutral value (a zero size, nothing placed). The pipeline reads
/// the log once the block is laid out and fails the build with each error once.
public final class SwiftFailureLog: Sendable {
    private let recorded = Mutex<[Diagnostic]>([])

    init() {}

    func record(_ diagnostic: Diagnostic) {
        recorded.withLock { list in
            if !list.contains(diagnostic), list.count < 20 { list.append(diagnostic) }
        }
    }

    /// The errors recorded so far, each once, in the order they happened.
    public var diagnostics: [Diagnostic] {
        recorded.withLock { $0 }
    }
}
