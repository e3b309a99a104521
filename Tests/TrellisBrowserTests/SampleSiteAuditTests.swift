// axe-core beyond content/: a sample of the tldr corpus and a page of app screens, built with the default theme.

import BrowserSupport
import Foundation
import Testing

/// Issue 28's audit goal names more than the project's own docs: "on a tldr sample and on
/// pages whose blocks paste real app views, in light and dark mode, at both widths". Pages
/// nobody wrote for the theme (tldr's command pages in six languages, long code lines,
/// placeholders) and blocks of app screens (`AppViewsPage`), built with the default theme
/// into a temporary folder and audited as `AccessibilityAuditTests` audits content/.
@Suite(.serialized)
struct SampleSiteAuditTests {
    /// tldr pages (CC BY 4.0, `../shared/corpora`): common commands in English (long command
    /// lines, placeholders, a Linux and a macOS page), and one each in Chinese, Korean, German,
    /// Spanish and French, whose text falls back to other fonts. Twelve, so that this audit
    /// and content/'s, which run side by side, keep `make test` near its usual time.
    static let tldrPages = [
        "pages/common/tar", "pages/common/git", "pages/common/grep", "pages/common/ffmpeg", "pages/common/rsync",
        "pages/linux/apt", "pages/osx/open", "pages.zh/common/tar", "pages.ko/common/ls", "pages.de/common/grep",
        "pages.es/common/find", "pages.fr/common/git",
    ]

    /// The corpus where CI clones it beside the repository, or where a developer's work tree sits.
    static let corpus = [AxeAudit.repository.deletingLastPathComponent().appendingPathComponent("shared/corpora/tldr-pages.tar.gz"),
                         URL(fileURLWithPath: "/work/shared/corpora/tldr-pages.tar.gz")]
        .first { FileManager.default.fileExists(atPath: $0.path) }

    /// The sample and the app page, built once with the default theme (no templates folder).
    static let built: Result<ContentSite.Built, any Error> = Result {
        guard let corpus else { throw SampleError.noCorpus }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-audit-sample-\(ProcessInfo.processInfo.processIdentifier)")
        return try ContentSite.build(at: root) { root in
            let content = root.appendingPathComponent("content")
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            let tar = Process()
            tar.executableURL = URL(fileURLWithPath: "/usr/bin/tar")
            tar.arguments = ["-xzf", corpus.path, "-C", content.path, "--strip-components=1"] + tldrPages.map { "corpus/\($0).md" }
            try tar.run()
            tar.waitUntilExit()
            guard tar.terminationStatus == 0 else { throw SampleError.tar(tar.terminationStatus) }
            try "---\ntitle: Sample\n---\n\n# Sample\n\nCommand pages from tldr, and screens of an app.\n"
                .write(to: content.appendingPathComponent("_index.md"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(at: content.appendingPathComponent("app"), withIntermediateDirectories: true)
            try AppViewsPage.markdown.write(to: content.appendingPathComponent("app/screens.md"), atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(
                at: AxeAudit.repository.appendingPathComponent("content/layout/swatch.png"), to: content.appendingPathComponent("app/swatch.png"))
            return "title: Audit sample\nlanguage: en\n"
        }
    }

    enum SampleError: Error { case noCorpus, tar(Int32) }

    static func appearances(moreContrast: Bool) -> [PageAppearance] {
        [false, true].flatMap { dark in AccessibilityAuditTests.widths.map { PageAppearance(width: $0, dark: dark, moreContrast: moreContrast) } }
    }

    @Test(.enabled(if: BrowserPage.isAvailable && corpus != nil), .timeLimit(BrowserPage.timeLimit))
    func noViolationOutsideBlocks() async throws {
        let site = try Self.built.get()
        #expect(site.pages.filter { $0.hasPrefix("pages") }.count >= Self.tldrPages.count, "the sample builds its tldr pages: \(site.pages)")
        #expect(site.pages.contains("app/screens/index.html") || site.pages.contains("app/screens.html"), "\(site.pages)")
        let audits = try await PageAudit.run(site, appearances: Self.appearances(moreContrast: false))
        PageAudit.printFigures(audits, title: "axe on the tldr sample and app screens, default contrast")
        let outside = audits.flatMap { audit in audit.violations.filter { !$0.inBlock }.map { "\(audit.page) \(audit.appearance): \($0)" } }
        #expect(outside.isEmpty, "\(outside.count) violations outside layout blocks:\n\(outside.prefix(60).joined(separator: "\n"))")
    }

    @Test(.enabled(if: BrowserPage.isAvailable && corpus != nil), .timeLimit(BrowserPage.timeLimit))
    func increaseContrastLeavesNoViolationAnywhere() async throws {
        let site = try Self.built.get()
        let audits = try await PageAudit.run(site, appearances: Self.appearances(moreContrast: true))
        PageAudit.printFigures(audits, title: "axe on the tldr sample and app screens, prefers-contrast: more")
        let all = audits.flatMap { audit in audit.violations.map { "\(audit.page) \(audit.appearance): \($0)" } }
        #expect(all.isEmpty, "\(all.count) violations under prefers-contrast: more:\n\(all.prefix(60).joined(separator: "\n"))")
    }
}
