// `trellis layout`: the engine's answer for a page's layout blocks, as JSON.

import ArgumentParser
import Foundation
import TrellisBlocks
import TrellisLayout
import TrellisMarkup
import TrellisPipeline
import TrellisSite
#if canImport(Glibc)
import Glibc
#endif

/// Prints, for every layout block of a page, where the engine puts every view.
///
/// The JSON is a stable contract (see `LayoutReport`); errors go to standard error with
/// `file:line:column`, the line and a caret, and the command exits non-zero.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout of a page's layout blocks as JSON, or explain it (--explain).",
        discussion: """
        Each block's root view is proposed (WIDTH, nil) and placed at the top, centred \
        horizontally. Every view the author wrote is listed with its frame in CSS px relative \
        to the block's top-left corner.
        """)

    @Argument(help: "The Markdown page, e.g. content/guide/poll.md.")
    var page: String

    @Option(help: "The width of the container, in CSS px.")
    var width: Double

    @Option(name: .customLong("state"), help: ArgumentHelp("Pick a state value (default: the initial value).", valueName: "NAME=VALUE"))
    var states: [String] = []

    @Option(name: .customLong("text-size"), help: "The dynamic type size: xSmall ... xxxLarge, accessibility1 ... accessibility5.")
    var textSize: String = DynamicTypeSize.default.rawValue

    @Option(name: .customLong("source"), help: "The site's directory (holding content/ and data/); default: found from the page.")
    var source: String?

    @Flag(help: ArgumentHelp(
        "Print how the engine reached the frames instead of the JSON: every size proposed to every view and the size it answered, in the order asked, then each view's frame and the proposal it was placed with."))
    var explain = false

    func validate() throws {
        guard width.isFinite, width > 0 else { throw ValidationError("--width must be a positive number of CSS px, not \(width)") }
        guard DynamicTypeSize(rawValue: textSize) != nil else {
            let hint = NameSuggestion.hint(for: textSize, among: DynamicTypeSize.allCases.map(\.rawValue))
            throw ValidationError("--text-size `\(textSize)` is not a dynamic type size" + (hint.map { "; \($0)" } ?? ""))
        }
        for state in states where !state.contains("=") || state.hasPrefix("=") {
            throw ValidationError("--state takes NAME=VALUE, e.g. --state layout=vstack (got `\(state)`)")
        }
    }

    /// A thin wrapper: the build's renderer computes the answer (`layoutReport`), so the
    /// JSON is what the build draws (same fonts, names, data and blocks).
    func run() throws {
        let pageURL = URL(fileURLWithPath: page)
        let root = source ?? Self.siteRoot(of: pageURL).path
        let shownPath = Self.relativePath(of: pageURL, to: URL(fileURLWithPath: root)) ?? page
        var choices: [String: String] = [:]
        for state in states {
            let parts = state.split(separator: "=", maxSplits: 1)
            choices[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        let colored = isatty(STDERR_FILENO) != 0
        // The command's block options: the one place they are made.
        let options = BlockRenderingOptions()
        let renderer = try LayoutBlockPipeline.forCommand(
            source: root, colored: colored, options: options, failureNote: "trellis layout: cannot measure text with the site's fonts.",
            standIns: .warning)
        let size = DynamicTypeSize(rawValue: textSize) ?? .default
        if explain {
            let explained = Result { () throws(BuildFailure) in
                try renderer.layoutExplanation(page: pageURL.path, file: shownPath, siteDirectory: root, width: width, state: choices, textSize: size)
            }
            switch explained {
            case .success(let text): print(text, terminator: "")
            case .failure(let failure):
                for diagnostic in failure.diagnostics { printError(diagnostic.formatted(colored: colored)) }
                throw ExitCode.failure
            }
            return
        }
        let result = Result { () throws(BuildFailure) in
            try renderer.layoutReport(page: pageURL.path, file: shownPath, siteDirectory: root, width: width, state: choices, textSize: size)
        }
        switch result {
        case .success(let report):
            for warning in report.warnings { printError(warning.formatted(colored: colored)) }
            print(report.json, terminator: "")
        case .failure(let failure):
            for diagnostic in failure.diagnostics { printError(diagnostic.formatted(colored: colored)) }
            throw ExitCode.failure
        }
    }

    // MARK: - Paths

    /// The directory above the page's `content/` folder, or the current directory.
    static func siteRoot(of page: URL) -> URL {
        var directory = page.standardizedFileURL.deletingLastPathComponent()
        while directory.path != "/" {
            if directory.lastPathComponent == "content" { return directory.deletingLastPathComponent() }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    static func relativePath(of file: URL, to root: URL) -> String? {
        let filePath = file.standardizedFileURL.path
        let rootPath = root.standardizedFileURL.path + "/"
        return filePath.hasPrefix(rootPath) ? String(filePath.dropFirst(rootPath.count)) : nil
    }
}
