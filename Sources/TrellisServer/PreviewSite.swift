// The build being served, and the pages waiting to hear about the next one.

import Synchronization
import TrellisMarkup

/// The state every request reads and every build replaces: where the last good build is,
/// which errors the latest build had, and the open pages to tell when it changes.
///
/// One lock guards it all, so a request sees a build and its errors together, and a page
/// that subscribes cannot miss a build finished in between (it receives the current build
/// id first and compares it with its own).
public final class PreviewSite: Sendable {
    /// One consistent view of the served build.
    public struct Snapshot: Sendable {
        /// The folder of the last good build; nil until a build succeeds.
        public var root: String?
        /// The errors of the latest build; empty when it succeeded.
        public var errors: [Diagnostic]
        /// Changes with every finished build (good or not); pages embed it and reload when
        /// the server announces another. Unique across server runs, so a page left open
        /// while the server restarts reloads too.
        public var buildID: String
        /// The path the site's URLs start with (`/docs`, or empty); see `BuildReport.basePath`.
        public var basePath: String = ""
    }

    private struct State {
        var snapshot: Snapshot
        var generation = 0
        var listeners: [Int: AsyncStream<String>.Continuation] = [:]
        var nextListener = 0
        var closed = false
    }

    private let state: Mutex<State>
    private let runToken: String

    public init() {
        let token = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        runToken = token
        state = Mutex(State(snapshot: Snapshot(root: nil, errors: [], buildID: token + "-0")))
    }

    /// The build to serve now.
    public var current: Snapshot { state.withLock { $0.snapshot } }

    /// Serves the build in `root` under `basePath` and clears the errors.
    func publish(root: String, basePath: String) { finishBuild { $0.root = root; $0.basePath = basePath; $0.errors = [] } }

    /// Keeps serving the last good build and shows `errors` over it.
    func publish(errors: [Diagnostic]) { finishBuild { $0.errors = errors } }

    private func finishBuild(_ change: (inout Snapshot) -> Void) {
        let (id, listeners) = state.withLock { state -> (String, [AsyncStream<String>.Continuation]) in
            change(&state.snapshot)
            state.generation += 1
            state.snapshot.buildID = runToken + "-" + String(state.generation)
            return (state.snapshot.buildID, Array(state.listeners.values))
        }
        for listener in listeners { listener.yield(id) }
    }

    /// The current build id, then the id of every later build, until the server stops.
    ///
    /// Only the newest id matters to a page, so a slow reader gets the latest, not a backlog.
    public func buildIDs() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
        let key: Int? = state.withLock { state in
            guard !state.closed else { return nil }
            let key = state.nextListener
            state.nextListener += 1
            state.listeners[key] = continuation
            continuation.yield(state.snapshot.buildID)
            return key
        }
        guard let key else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.listeners.removeValue(forKey: key) }
        }
        return stream
    }

    /// Ends every subscription, so open event streams close and the server can shut down
    /// (an event stream never ends on its own).
    func closeListeners() {
        let listeners = state.withLock { state in
            state.closed = true
            defer { state.listeners = [:] }
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.finish() }
    }
}
