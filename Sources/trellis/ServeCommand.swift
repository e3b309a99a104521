// `trellis serve`: the authors' preview with live reload.

import ArgumentParser
import Dispatch
import Foundation
import Synchronization
import TrellisServer
import TrellisPipeline
import TrellisMarkup
import TrellisSite
#if canImport(Glibc)
import Glibc
#endif

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it, serve it, rebuild and reload pages on every change.",
        discussion: """
            Builds the site into a private temporary folder (public/ is never touched) and serves \
            it. content/, templates/, static/, data/ and trellis.yml are watched; after a change \
            the site is rebuilt and open pages reload. When a build fails, the last good site is \
            still served, with the errors shown over every page and printed here, until the next \
            good build. The reload script exists only in the preview, never in the built site.
            """
    )

    /// `--open-browser yes|no`.
    enum Answer: String, ExpressibleByArgument, CaseIterable { case yes, no }

    @Option(name: [.customShort("s"), .long], help: "The site folder (holding content/).")
    var source: String = "."

    @Option(name: [.customShort("p"), .long], help: "The port to listen on (0: any free port).")
    var port: Int = 1313

    @Option(help: "The address to listen on (0.0.0.0 to preview from other devices on the network).")
    var host: String = "127.0.0.1"

    @Option(help: "Open the preview in the default browser once it is ready.")
    var openBrowser: Answer = .no

    @Flag(help: "Also build pages marked 'draft: true'.")
    var drafts = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() throws {
        AllocatorTuning.forServer()
        let colored = isatty(STDERR_FILENO) != 0
        let openBrowser = self.openBrowser == .yes
        // The preview lays out layout blocks exactly as `trellis build` does, but shows stand-ins
        // as warnings while the author works.
        let renderer = try LayoutBlockPipeline.forCommand(source: source, colored: colored, standIns: .warning)
        let server = PreviewServer(
            options: PreviewOptions(
                siteDirectory: source, host: host, port: port, includeDrafts: drafts, layoutRenderer: renderer)
        ) { event in
            Self.print(event, colored: colored, openBrowser: openBrowser)
        }
        // ArgumentParser runs this command synchronously; the server is async.
        let failure = Mutex<(any Error)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task {
            do { try await server.run() } catch { failure.withLock { $0 = error } }
            finished.signal()
        }
        finished.wait()
        if let error = failure.withLock({ $0 }) {
            if let buildFailure = error as? BuildFailure {
                for diagnostic in buildFailure.diagnostics { printError(diagnostic.formatted(colored: colored)) }
            } else {
                printError("error: \(error)")
            }
            throw ExitCode.failure
        }
    }

    private static func print(_ event: PreviewEvent, colored: Bool, openBrowser: Bool) {
        switch event {
        case .listening(let url):
            say("Serving the preview at \(url) (public/ is not touched). Press Ctrl-C to stop.")
            if openBrowser { Self.openInBrowser(url) }
        case .built(let report, let changedFiles):
            printChanges(changedFiles)
            for warning in report.warnings { printError(warning.formatted(colored: colored) + "\n") }
            say(report.summary)
        case .failed(let failure, let changedFiles, let servingLastGoodBuild):
            printChanges(changedFiles)
            for diagnostic in failure.diagnostics { printError(diagnostic.formatted(colored: colored) + "\n") }
            let errors = failure.diagnostics.filter { $0.severity == .error }.count
            let state = servingLastGoodBuild ? "still serving the last good build" : "pages show the errors until the site builds"
            printError("Build failed with \(errors) error\(errors == 1 ? "" : "s"); \(state).")
        }
    }

    private static func printChanges(_ files: [String]) {
        guard !files.isEmpty else { return }
        let shown = files.prefix(5).joined(separator: ", ")
        say("Changed: \(shown)\(files.count > 5 ? " and \(files.count - 5) more" : "")")
    }

    /// Writes a line to standard output at once (unbuffered even when piped into a log), since
    /// the server runs until stopped.
    private static func say(_ text: String) {
        let line = text + "\n"
        _ = line.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }

    /// Hands the URL to the desktop's opener; a machine without one just says so.
    private static func openInBrowser(_ url: String) {
        #if os(macOS)
        let opener = "/usr/bin/open"
        #else
        let opener = "/usr/bin/xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        do { try process.run() } catch { printError("Could not open a browser (\(opener)): open \(url) yourself.") }
    }
}
