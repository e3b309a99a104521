// `trellis layout`'s answer, computed by the build's own renderer from the build's own inputs.

import TrellisBlocks
import TrellisLayout
import TrellisMarkup

extension EngineLayoutRenderer {
    /// The engine's layout of every block of one page at `width`: what `trellis layout` prints.
    ///
    /// Tools check a built page against this JSON, so it must be the layout the build draws.
    /// Everything is read as the build reads it: `trellis.yml`, the page (front matter and
    /// the fences cmark finds, blockquotes and list items included), `data/` through the
    /// site's one data reader, and text measured with this renderer's fonts (the site's
    /// `fonts:`); blocks see the names the build gives them and are laid out by the same
    /// ``BlockLayouter``.
    ///
    /// ```swift
    /// let renderer = try EngineLayoutRenderer(siteDirectory: "site")
    /// let report = try renderer.layoutReport(page: "site/content/poll.md", file: "content/poll.md",
    ///                                        siteDirectory: "site", width: 600)
    /// print(report.json)
    /// ```
    /// - Parameters:
    ///   - page: the page's path to read.
    ///   - file: the page's path as printed and used in messages (`content/guide/poll.md`).
    ///   - state: `NAME=VALUE` choices; each applies to every block that has that state.
    ///   - textSize: the reader's text size to lay out at.
    /// - Throws: `BuildFailure` with every error the build would report for this page (its
    ///   front matter, `trellis.yml`, `data/`, every block in every state), as the build
    ///   prints them.
    public func layoutReport(page: String, file: String, siteDirectory: String, width: Double,
                             state: [String: String] = [:], textSize: DynamicTypeSize = .default) throws(BuildFailure) -> LayoutReport {
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
        do {
            let images = SiteImages(siteDirectory: siteDirectory, page: file, basePath: config.basePath)
            return try layouter(images: images).report(document: document, data: data, width: width, state: state, dynamicTypeSize: textSize)
        } catch let error as LayoutBlockError {
            throw BuildFailure(error.diagnostics.map(Diagnostic.init))
        } catch let diagnostic as BlockDiagnostic {
            throw BuildFailure(Diagnostic(diagnostic))
        } catch {
            throw BuildFailure(Diagnostic(file: file, message: "\(error)"))
        }
    }
}
