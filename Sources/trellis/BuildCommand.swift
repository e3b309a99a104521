// `trellis build`: content/ -> public/.

import ArgumentParser
import TrellisPipeline
import TrellisMarkup
import TrellisSite
#if canImport(Glibc)
import Glibc
#endif

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into its output folder.",
        discussion: """
            Reads content/**/*.md, templates/, static/ and trellis.yml from the site folder and \
            writes the site to public/. The previous output is replaced only when the whole build \
            succeeds; on errors every problem is printed with file:line:column and nothing changes. \
            The output it replaces is kept as .public.spare beside it, and the next build writes \
            into that, so its folders and unchanged files need not be made again (delete it to \
            get the space back; the next build then starts from an empty folder). \
            Pages whose sources, templates, settings, navigation and link targets did not change \
            since the previous build are taken from it (.trellis-cache/ records what it wrote).
            """
    )

    @Option(name: [.customShort("s"), .long], help: "The site folder (holding content/).")
    var source: String = "."

    @Option(name: [.customShort("o"), .long], help: "The output folder (default: public/ in the site folder).")
    var output: String?

    @Flag(help: "Also build pages marked 'draft: true'.")
    var drafts = false

    @Flag(help: "Print the time each build stage took.")
    var timings = false

    @Flag(help: "Render every page, ignoring and not updating the cache of the previous build (.trellis-cache/).")
    var noCache = false

    func run() throws {
        AllocatorTuning.forBuild()
        let colored = isatty(STDERR_FILENO) != 0
        // Layout blocks are laid out by the engine, measuring text with the site's fonts.
        let renderer = try LayoutBlockPipeline.forCommand(source: source, colored: colored)
        let result = Result { () throws(BuildFailure) in
            try Site.build(
                BuildOptions(
                    siteDirectory: source, outputDirectory: output, includeDrafts: drafts, layoutRenderer: renderer,
                    cacheDirectory: noCache ? nil : BuildOptions.defaultCacheDirectory(siteDirectory: source)))
        }
        switch result {
        case .success(let report):
            printDiagnostics(report.warnings.map { $0.formatted(colored: colored) })
            if timings {
                for stage in report.stages { print("  \(stage.name): \(Int(stage.seconds * 1000)) ms") }
            }
            print(report.summary)
        case .failure(let failure):
            printDiagnostics(failure.diagnostics.map { $0.formatted(colored: colored) })
            let errors = failure.diagnostics.filter { $0.severity == .error }.count
            printError("Build failed with \(errors) error\(errors == 1 ? "" : "s"); the previous output is unchanged.")
            throw ExitCode.failure
        }
    }
}

/// Writes diagnostics to standard error, a blank line after each, in one write rather than
/// one per diagnostic: a big site with thousands of broken links prints them in a blink.
func printDiagnostics(_ formatted: [String]) {
    guard !formatted.isEmpty else { return }
    printError(formatted.joined(separator: "\n\n") + "\n")
}

/// Writes a line to standard error (diagnostics must not mix with the summary on stdout).
func printError(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { bytes in
        // A large text can be written in parts (a pipe, a signal).
        var offset = 0
        while offset < bytes.count {
            let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 { break }
            offset += written
        }
    }
}
