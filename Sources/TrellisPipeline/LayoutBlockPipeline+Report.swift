// `trellis layout`'s answer, computed from the very engines the build draws from.

import TrellisBlocks
import TrellisLayout
import TrellisMarkup
import TrellisSite

extension LayoutBlockPipeline {
    /// The engine's layout of every block of one page at `width`: what `trellis layout` prints.
    ///
    /// Tools check a built page against this JSON, so it is the layout the build draws, by
    /// construction: the page is read as the build reads it (`trellis.yml`, front matter,
    /// `data/` through the site's one data reader), its blocks are found by the site's one
    /// finder (``TrellisSite/LayoutBlock/blocks(in:siteData:data:siteDirectory:basePath:)``)
    /// and prepared by ``prepare(_:textSizes:)`` as ``render(_:)`` prepares them, and the
    /// chosen configuration is laid out by its prepared engine.
    ///
    /// ```swift
    /// let pipeline = try LayoutBlockPipeline(siteDirectory: "site")
    /// let report = try pipeline.layoutReport(page: "site/content/poll.md", file: "content/poll.md",
    ///                                        siteDirectory: "site", width: 600)
    /// print(report.json)
    /// ```
    /// - Parameters:
    ///   - page: the page's path to read.
    ///   - file: the page's path as printed and used in messages (`content/guide/poll.md`).
    ///   - state: `NAME=VALUE` choices; each applies to every block that has that state.
    ///   - textSize: the reader's text size to lay out at.
    /// - Throws: `BuildFailure` with every error the build would report for this page (its
    ///   front matter, `trellis.yml`, `data/`, every block in every state).
    public func layoutReport(page: String, file: String, siteDirectory: String, width: Double,
                             state: [String: String] = [:], textSize: DynamicTypeSize = .default) throws(BuildFailure) -> LayoutReport {
        let blocks = try Self.blocks(ofPage: page, file: file, siteDirectory: siteDirectory)
        return try layoutReport(blocks: blocks, file: file, width: width, state: state, textSize: textSize)
    }

    /// The layout blocks of the page at `page`, read as the build reads it.
    static func blocks(ofPage page: String, file: String, siteDirectory: String) throws(BuildFailure) -> [LayoutBlock] {
        var diagnostics: [Diagnostic] = []
        let config = SiteConfig.load(directory: siteDirectory, diagnostics: &diagnostics)
        let data = DataFiles.load(siteDirectory: siteDirectory, diagnostics: &diagnostics)
        let text: String
        do {
            text = try FileSystem.readText(page)
        } catch {
            throw BuildFailure(Diagnostic(file: file, message: "cannot read the page: \(error)"))
        }
        let document = MarkdownDocument(text: text, file: file)
        diagnostics += document.diagnostics
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw BuildFailure(errors) }
        return LayoutBlock.blocks(
            in: document, siteData: config.values, data: data, siteDirectory: siteDirectory, basePath: config.basePath)
    }

    /// `trellis layout --explain`: for every block of the page at `page`, the proposals and
    /// answers that lay it out at `width` (``PreparedBlock/explanation(state:textSize:width:)``).
    public func layoutExplanation(page: String, file: String, siteDirectory: String, width: Double,
                                  state: [String: String] = [:], textSize: DynamicTypeSize = .default) throws(BuildFailure) -> String {
        let blocks = try Self.blocks(ofPage: page, file: file, siteDirectory: siteDirectory)
        let prepared = try prepareForReport(blocks, file: file, state: state, textSize: textSize)
        var errors: [Diagnostic] = []
        var out = ""
        for block in prepared {
            do { out += try block.explanation(state: state, textSize: textSize, width: width) } catch let diagnostic as Diagnostic {
                errors.append(diagnostic)
            } catch let failure as BuildFailure {
                errors += failure.diagnostics
            } catch {
                errors.append(Diagnostic(file: file, message: "\(error)"))
            }
        }
        if !errors.isEmpty { throw BuildFailure(errors) }
        return out
    }

    /// The page's blocks prepared at `textSize`, every state of every block checked as the
    /// build checks them (not only the one printed), and the `--state` names checked.
    private func prepareForReport(_ blocks: [LayoutBlock], file: String, state: [String: String], textSize: DynamicTypeSize) throws(BuildFailure) -> [PreparedBlock] {
        var errors: [Diagnostic] = []
        var prepared: [PreparedBlock] = []
        for block in blocks {
            do {
                prepared.append(try prepare(block, textSizes: [textSize]))
            } catch let failure as BuildFailure {
                errors += failure.diagnostics
            } catch let diagnostic as Diagnostic {
                errors.append(diagnostic)
            } catch {
                errors.append(Diagnostic(file: file, message: "\(error)"))
            }
        }
        if !errors.isEmpty { throw BuildFailure(errors) }
        try Self.checkStateNames(state, blocks: prepared, file: file)
        return prepared
    }

    /// The report for blocks already found on a page `file`.
    public func layoutReport(blocks: [LayoutBlock], file: String, width: Double, state: [String: String] = [:],
                             textSize: DynamicTypeSize = .default) throws(BuildFailure) -> LayoutReport {
        let prepared = try prepareForReport(blocks, file: file, state: state, textSize: textSize)
        var errors: [Diagnostic] = []

        var report = LayoutReport(page: file, blocks: [])
        for block in prepared {
            do {
                let (laidOut, warnings) = try block.report(state: state, textSize: textSize, width: width)
                report.blocks.append(laidOut)
                report.warnings += warnings
            } catch let diagnostic as Diagnostic {
                errors.append(diagnostic)
            } catch let failure as BuildFailure {
                errors += failure.diagnostics
            } catch {
                errors.append(Diagnostic(file: file, message: "\(error)"))
            }
        }
        if !errors.isEmpty { throw BuildFailure(errors) }
        return report
    }

    /// `--state` names must be state variables the page can switch (those with a control).
    private static func checkStateNames(_ state: [String: String], blocks: [PreparedBlock], file: String) throws(BuildFailure) {
        let known = Set(blocks.flatMap { $0.input.states.map(\.name) })
        let unknown = state.keys.filter { !known.contains($0) }.sorted()
        guard !unknown.isEmpty else { return }
        throw BuildFailure(unknown.map { name in
            Diagnostic(file: file, line: 1, column: 1, message: "no layout block of the page has a state variable `\(name)` that the page can switch",
                       hint: NameSuggestion.hint(for: name, among: known) ?? (known.isEmpty ? "the page's blocks have no `@State` set by a Picker or Toggle" :
                           "the page's state variables are " + known.sorted().map { "`\($0)`" }.joined(separator: ", ")))
        })
    }
}

extension LayoutBlockPipeline: LayoutExplaining {
    /// The preview inspector's data for every block of a page
    /// (``PreparedBlock/inspection(state:textSize:width:)``). Blocks whose state the
    /// choices do not name are laid out in their initial state.
    public func inspection(page: String, file: String, siteDirectory: String, width: Double, state: [String: String], textSize: String)
        throws(BuildFailure) -> String {
        guard let size = DynamicTypeSize(rawValue: textSize) else {
            throw BuildFailure(Diagnostic(file: file, message: "`\(textSize)` is not a text size"))
        }
        let blocks = try Self.blocks(ofPage: page, file: file, siteDirectory: siteDirectory)
        var errors: [Diagnostic] = []
        var entries: [String] = []
        for block in blocks {
            do {
                let prepared = try prepare(block, textSizes: [size])
                // The page's controls name inputs `<block id>.<state>`; each block reads its own.
                let prefix = prepared.id + "."
                let own = Dictionary(state.compactMap { $0.key.hasPrefix(prefix) ? (String($0.key.dropFirst(prefix.count)), $0.value) : nil },
                                     uniquingKeysWith: { first, _ in first })
                entries.append(try prepared.inspection(state: own, textSize: size, width: width))
            } catch let failure as BuildFailure {
                errors += failure.diagnostics
            } catch let diagnostic as Diagnostic {
                errors.append(diagnostic)
            } catch {
                errors.append(Diagnostic(file: file, message: "\(error)"))
            }
        }
        if !errors.isEmpty { throw BuildFailure(errors) }
        return "{\"blocks\":[\(entries.joined(separator: ","))]}"
    }
}
