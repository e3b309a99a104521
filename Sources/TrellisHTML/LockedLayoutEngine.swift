import Foundation
import TrellisLayout

/// A layout engine that several threads may call (one at a time): engines are not
/// thread-safe, and the renderer and a site's checks may share one.
public final class LockedLayoutEngine: @unchecked Sendable {
    private let engine: LayoutEngine
    private let lock = NSLock()

    public init(_ engine: LayoutEngine) {
        self.engine = engine
    }

    public func layout(width: Double) -> LayoutResult {
        lock.withLock { engine.layout(width: width) }
    }
}
