// `trellis serve`: build, serve, watch, rebuild, reload.

import Dispatch
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import TrellisMarkup
import TrellisSite
#if canImport(Glibc)
import Glibc
#endif

/// The authors' preview: serves the site from a private build, rebuilds when a source
/// changes and reloads the open pages.
///
/// A failed build never stops the server nor replaces the last good site: pages keep being
/// served from it, with the errors drawn over them until the next good build.
public struct PreviewServer: Sendable {
    public let options: PreviewOptions
    /// The served build; tests read it, the CLI does not need to.
    public let site = PreviewSite()
    private let onEvent: @Sendable (PreviewEvent) -> Void

    /// - Parameter onEvent: called for every build and when the server listens (the CLI
    ///   prints them); called from the server's tasks, one event at a time.
    public init(options: PreviewOptions, onEvent: @escaping @Sendable (PreviewEvent) -> Void = { _ in }) {
        self.options = options
        self.onEvent = onEvent
    }

    /// Builds the site once, then serves and watches it until the process gets SIGINT or
    /// SIGTERM.
    public func run() async throws {
        let application = try await makeApplication()
        do {
            try await application.runService()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw BuildFailure(
                Diagnostic(
                    file: "\(options.host):\(options.port)", message: "the port is already in use",
                    hint: "another preview may be running; pass --port with another number, or --port 0 for any free port"))
        }
    }

    /// The first build done, an application ready to run: the HTTP server plus the watcher
    /// (as a service, so it stops with the server and removes the temporary builds).
    ///
    /// Tests run it with `HummingbirdTesting`; ``run()`` runs it for real.
    public func makeApplication() async throws(BuildFailure) -> some ApplicationProtocol {
        let builder = try PreviewBuilder(options: options, site: site)
        // Watching starts before the first build, so an edit made while it runs (or while
        // the server starts) is not missed.
        let watcher = WatchService(builder: builder, report: report)
        report(await builder.build(), changedFiles: [])
        var logger = Logger(label: "trellis.serve")
        logger.logLevel = .warning
        let onEvent = self.onEvent
        let host = options.host
        let site = self.site
        let inspector = (options.layoutRenderer as? any LayoutExplaining).map { explainer in
            LayoutInspector(explainer: explainer, siteDirectory: options.siteDirectory) { builder.pageFile(atURLPath: $0) }
        }
        return Application(
            responder: PreviewResponder(site: site, inspector: inspector),
            configuration: ApplicationConfiguration(
                address: .hostname(options.host, port: options.port), serverName: "trellis"),
            services: [watcher],
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shownHost = host.contains(":") ? "[\(host)]" : host
                onEvent(.listening(url: "http://\(shownHost):\(port)\(site.current.basePath)/"))
            },
            logger: logger)
    }

    private func report(_ result: Result<BuildReport, BuildFailure>, changedFiles: [String]) {
        switch result {
        case .success(let report): onEvent(.built(report, changedFiles: changedFiles))
        case .failure(let failure):
            onEvent(.failed(failure, changedFiles: changedFiles, servingLastGoodBuild: site.current.root != nil))
        }
    }
}

/// Watches the sources and rebuilds after a change; a service so that it starts and stops
/// with the server.
///
/// On Linux the kernel reports changes (``ChangeNotifier``, inotify); elsewhere, or when
/// inotify is unavailable, the sources are polled. Either way a burst of saves (an editor
/// writing several files, or one file in steps) is collected until the sources have been
/// quiet for ``PreviewOptions/debounce``, and then built once.
struct WatchService: Service {
    let builder: PreviewBuilder
    let report: @Sendable (Result<BuildReport, BuildFailure>, [String]) -> Void
    let watcher: SourceWatcher
    /// The sources as they were when watching began (what polling compares with).
    let initialSnapshot: [String: SourceWatcher.Stamp]
    #if canImport(Glibc)
    let notifier: ChangeNotifier?
    #endif

    init(builder: PreviewBuilder, report: @escaping @Sendable (Result<BuildReport, BuildFailure>, _ changedFiles: [String]) -> Void) {
        self.builder = builder
        self.report = report
        let options = builder.options
        watcher = SourceWatcher(siteDirectory: options.siteDirectory)
        #if canImport(Glibc)
        notifier = options.useNotifications ? ChangeNotifier(siteDirectory: options.siteDirectory) : nil
        #endif
        initialSnapshot = watcher.snapshot()
    }

    func run() async throws {
        await cancelWhenGracefulShutdown {
            #if canImport(Glibc)
            if let notifier {
                await watch(notifier, watcher: watcher)
                return
            }
            #endif
            await poll(watcher)
        }
        builder.site.closeListeners()
        builder.removeWorkDirectory()
    }

    #if canImport(Glibc)
    /// Waits for the kernel's reports: a save is seen within a millisecond.
    private func watch(_ notifier: ChangeNotifier, watcher: SourceWatcher) async {
        let queue = DispatchQueue(label: "trellis.preview.watch")
        /// One blocking read, off the server's threads.
        func read(_ milliseconds: Int32) async -> ChangeNotifier.Changes {
            await withCheckedContinuation { continuation in
                queue.async { continuation.resume(returning: notifier.read(timeoutMilliseconds: milliseconds)) }
            }
        }
        // Only needed when the kernel loses events (then snapshots are compared).
        var known = initialSnapshot
        let quiet = Int32(max(1, builder.options.debounce.milliseconds))
        while !Task.isCancelled {
            var changes = await read(250)
            if changes == .none { continue }
            // Collect the burst: until nothing happens for the debounce time (at most 2 s:
            // a count of reads would end a burst early when each save comes as several reads).
            let burstEnd = ContinuousClock.now + .seconds(2)
            while ContinuousClock.now < burstEnd {
                let more = await read(quiet)
                if more == .none { break }
                changes = changes.merged(with: more)
            }
            let changed: [String]
            switch changes {
            case .none: continue
            case .files(let files): changed = files.sorted()
            case .unknown:
                let latest = watcher.snapshot()
                changed = SourceWatcher.changes(from: known, to: latest)
                known = latest
                if changed.isEmpty { continue }
            }
            report(await builder.build(changedFiles: changed), changed)
        }
    }
    #endif

    /// Compares snapshots of the sources' modification times.
    private func poll(_ watcher: SourceWatcher) async {
        let options = builder.options
        let clock = ContinuousClock()
        var known = initialSnapshot
        var scanTime = Duration.zero
        while !Task.isCancelled {
            // A big site takes a while to scan: wait at least ten scans' time between
            // scans, so that watching stays under a tenth of a core.
            do { try await Task.sleep(for: max(options.pollInterval, scanTime * 10)) } catch { break }
            let scanStart = clock.now
            var latest = watcher.snapshot()
            scanTime = clock.now - scanStart
            guard latest != known else { continue }
            // Wait until the files stop changing (an editor saving several files).
            for _ in 0..<20 {
                do { try await Task.sleep(for: options.debounce) } catch { break }
                let settled = watcher.snapshot()
                if settled == latest { break }
                latest = settled
            }
            let changed = SourceWatcher.changes(from: known, to: latest)
            // Changes made during the build are seen by the next poll.
            known = latest
            report(await builder.build(changedFiles: changed), changed)
        }
    }
}

#if canImport(Glibc)
extension ChangeNotifier.Changes {
    /// Both reports together; lost events win, since then only a snapshot can tell.
    func merged(with other: ChangeNotifier.Changes) -> ChangeNotifier.Changes {
        switch (self, other) {
        case (.unknown, _), (_, .unknown): .unknown
        case (.none, let other), (let other, .none): other
        case (.files(let mine), .files(let theirs)): .files(mine.union(theirs))
        }
    }
}
#endif

extension Duration {
    var milliseconds: Int { Int(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000) }
}
