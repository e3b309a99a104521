// `trellis layout`: the engine's answer for a page's layout blocks, as JSON.

import ArgumentParser
import Foundation
import TrellisBlocks
import TrellisLayout
import TrellisSite
import TrellisText

/// Prints, for every layout block of a page, where the engine puts every view.
///
/// The JSON is a stable contract (see `LayoutReport`); errors go to standard error with
/// `file:line:column`, the line and a caret, and the command exits non-zero.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout of a page's layout blocks as JSON.",
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

    func run() throws {
        let pageURL = URL(fileURLWithPath: page)
        let markdown: String
        do {
            markdown = try String(contentsOf: pageURL, encoding: .utf8)
        } catch {
            throw ValidationError("cannot read \(page): \(error.localizedDescription)")
        }
        let root = source.map { URL(fileURLWithPath: $0) } ?? Self.siteRoot(of: pageURL)
        let shownPath = Self.relativePath(of: pageURL, to: root) ?? page
        var choices: [String: String] = [:]
        for state in states {
            let parts = state.split(separator: "=", maxSplits: 1)
            choices[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        do {
            // As in the build: the site's configuration keys, then data files, then front matter.
            var siteData: [String: Value] = [:]
            let config = root.appendingPathComponent("trellis.yml")
            if let yaml = try? String(contentsOf: config, encoding: .utf8) {
                siteData = try DataValues.mapping(yaml: yaml, file: "trellis.yml")
            }
            siteData.merge(try DataValues.siteData(directory: root.appendingPathComponent("data"))) { $1 }
            let measurer = try TextMeasurer()
            let options = BlockRenderingOptions(
                dynamicTypeSize: DynamicTypeSize(rawValue: textSize) ?? .default, images: SiteImages(siteDirectory: root.path, page: shownPath))
            let report = try BlockLayouter(measurer: measurer, options: options)
                .report(markdown: markdown, file: shownPath, width: width, state: choices, siteData: siteData)
            for warning in report.warnings {
                FileHandle.standardError.write(Data((warning.description + "\n").utf8))
            }
            print(report.json, terminator: "")
        } catch let error as LayoutBlockError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode.failure
        } catch let diagnostic as BlockDiagnostic {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
            throw ExitCode.failure
        } catch let error as FontError {
            FileHandle.standardError.write(Data("trellis: cannot load the fonts to measure text: \(error)\n".utf8))
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
