// The build being served, and the pages waiting to hear about the next one.

import Synchronization
import TrellisMarkup
import TrellisSite

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
        var listeners: [Int: AsyncStream<PreviewUpdate>.Continuation] = [:]
        var nextListener = 0
        var closed = false
        /// What the reader of each open page looks at, by URL path (`/docs/guide/grids/`).
        var choices: [String: ReaderChoices] = [:]
    }

    /// Pages whose choices are kept at most: an open page reports its own, so only a script
    /// gone wrong (or a visitor on the network) would send more.
    static let choicesLimit = 1000

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
    ///
    /// - Parameters:
    ///   - renderedPages: URL paths below the site root (`guide/grids/`) the build rendered
    ///     again (the others are unchanged), for pages to update in place.
    ///   - changedFiles: the source files (relative to the site folder) that caused it.
    ///   - partial: the pages show their edited blocks as their readers see them only (a
    ///     first look, ``PreviewUpdate/partial``).
    func publish(root: String, basePath: String, renderedPages: [String] = [], changedFiles: [String] = [], partial: Bool = false) {
        finishBuild { snapshot, id, previousID in
            snapshot.root = root
            snapshot.basePath = basePath
            snapshot.errors = []
            return PreviewUpdate.afterBuild(
                id: id, previousID: previousID, basePath: basePath, renderedPages: renderedPages, changedFiles: changedFiles,
                partial: partial)
        }
    }

    /// Keeps what the reader of the open page at `path` (a URL path, as update events name
    /// pages) looks at, as its script reported it; the newest report of a page wins.
    func record(_ choices: ReaderChoices, page path: String) {
        state.withLock { state in
            if state.choices[path] == nil, state.choices.count >= Self.choicesLimit { state.choices = [:] }
            state.choices[path] = choices
        }
    }

    /// The readers' choices of pages below `basePath`, by URL path below the site root
    /// (`guide/grids/`), as `Site.update` takes them.
    func readerChoices(basePath: String) -> [String: ReaderChoices] {
        let prefix = basePath + "/"
        let all = state.withLock { $0.choices }
        var below: [String: ReaderChoices] = [:]
        for (path, choices) in all where path.hasPrefix(prefix) { below[String(path.dropFirst(prefix.count))] = choices }
        return below
    }

    /// Keeps serving the last good build and shows `errors` over it (open pages reload to
    /// show the overlay).
    func publish(errors: [Diagnostic]) {
        finishBuild { snapshot, id, previousID in
            snapshot.errors = errors
            return PreviewUpdate(id: id, previousID: previousID, reload: true)
        }
    }

    private func finishBuild(_ change: (inout Snapshot, _ id: String, _ previousID: String) -> PreviewUpdate) {
        let (update, listeners) = state.withLock { state -> (PreviewUpdate, [AsyncStream<PreviewUpdate>.Continuation]) in
            let previousID = state.snapshot.buildID
            state.generation += 1
            let id = runToken + "-" + String(state.generation)
            state.snapshot.buildID = id
            let update = change(&state.snapshot, id, previousID)
            return (update, Array(state.listeners.values))
        }
        for listener in listeners { listener.yield(update) }
    }

    /// The current build (as an update without a previous id), then the update of every later
    /// build, until the server stops.
    ///
    /// A slow reader gets only the newest update; its `previousID` then differs from the
    /// page's build, and the page reloads instead of missing a change.
    func updates() -> AsyncStream<PreviewUpdate> {
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewUpdate.self, bufferingPolicy: .bufferingNewest(1))
        let key: Int? = state.withLock { state in
            guard !state.closed else { return nil }
            let key = state.nextListener
            state.nextListener += 1
            state.listeners[key] = continuation
            continuation.yield(PreviewUpdate(id: state.snapshot.buildID))
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
