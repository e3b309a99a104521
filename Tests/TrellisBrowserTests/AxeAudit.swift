// axe-core in chromium: finds the installed axe.min.js, runs it on the open page, and reports each failing node.

import BrowserSupport
import Foundation

/// An accessibility audit of the page a browser shows, by axe-core (Deque's rules engine, the
/// one Lighthouse and most CI audits run), with the WCAG 2.0, 2.1 and 2.2 A and AA rules
/// (issue 28, "Accessible to everyone").
///
/// axe.min.js comes from PyPI's `axe-playwright-python`, which `make test-deps` installs into
/// `.build/axe` (never committed). A missing file is an error with the command that installs
/// it, never a silent skip: an audit that did not run must not pass.
enum AxeAudit {
    /// axe's tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe-core's `doc/API.md`,
    /// "Axe-core Tags"; 2.2 adds AA rules only, such as `target-size`).
    static let tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One node that breaks one rule.
    struct Violation: Decodable, Hashable, CustomStringConvertible {
        /// axe's rule id (`color-contrast`, `scrollable-region-focusable`...).
        var rule: String
        var impact: String?
        /// The node's CSS selector as axe prints it.
        var target: String
        /// Whether the node is inside a layout block (`.trellis-block`), whose colours are
        /// SwiftUI's own.
        var inBlock: Bool
        /// axe's explanation: what is wrong and what would fix it, first line.
        var summary: String

        var description: String { "\(rule) at \(target)\(inBlock ? " (in a block)" : ""): \(summary)" }
    }

    /// The path of axe.min.js: `$TRELLIS_AXE_JS`, else `.build/axe` (`make test-deps`), else
    /// wherever python3 finds an installed axe-playwright-python or axe-selenium-python.
    static func scriptPath() throws -> String {
        var candidates: [String] = []
        if let path = ProcessInfo.processInfo.environment["TRELLIS_AXE_JS"], !path.isEmpty { candidates.append(path) }
        candidates.append(repository.appendingPathComponent(".build/axe/axe_playwright_python/axe.min.js").path)
        candidates += pythonPackagePaths()
        if let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) { return found }
        throw WebDriverError("""
            axe-core is not installed (looked for axe.min.js at \(candidates.joined(separator: ", "))). \
            Run `make test-deps` (`make test` does) to install PyPI's axe-playwright-python into .build/axe, \
            or set TRELLIS_AXE_JS to an axe.min.js
            """)
    }

    /// axe.min.js inside the Python packages python3 can import (found without importing them:
    /// their own dependencies, Playwright or Selenium, need not be installed).
    private static func pythonPackagePaths() -> [String] {
        let script = """
            import importlib.util, os
            for name, inner in (("axe_playwright_python", "axe.min.js"), ("axe_selenium_python", "node_modules/axe-core/axe.min.js")):
                spec = importlib.util.find_spec(name)
                if spec and spec.submodule_search_locations:
                    print(os.path.join(list(spec.submodule_search_locations)[0], inner))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// axe.min.js's text, read once.
    static let source: Result<String, any Error> = Result { try String(contentsOfFile: try scriptPath(), encoding: .utf8) }

    /// Runs axe on the page `browser` shows (after its fonts have loaded, since contrast
    /// depends on the text's size and weight, and its transitions have ended) and answers
    /// every failing node. `rules` limits
    /// the audit to those rule ids.
    static func run(in browser: WebDriverSession, rules: [String]? = nil) async throws -> [Violation] {
        let source = try Self.source.get()
        let loaded = try await browser.execute("""
            if (typeof axe === 'undefined') {
              const script = document.createElement('script');
              script.textContent = arguments[0];
              document.head.appendChild(script);
            }
            return typeof axe === 'object' ? axe.version : null;
            """, arguments: [source])
        guard loaded.string != nil else { throw WebDriverError("axe.min.js did not load into \(try await browser.currentURL())") }
        let only = rules.map { "{type: 'rule', values: \(json($0))}" } ?? "{type: 'tag', values: \(json(tags))}"
        let answer = try await browser.executeAsync("""
            const done = arguments[arguments.length - 1];
            // A width or colour-scheme change just made moves and recolours the blocks' views
            // over their transitions (0.8 s by default): audit the settled page, not a frame of
            // the move (a button caught 7.6 px tall, a colour half-way).
            document.fonts.ready
              .then(() => { void document.documentElement.offsetWidth; for (const a of document.getAnimations()) a.finish(); })
              .then(() => axe.run(document, {runOnly: \(only), resultTypes: ['violations']}))
              .then((result) => {
                const out = [];
                for (const violation of result.violations) {
                  for (const node of violation.nodes) {
                    const selector = node.target[node.target.length - 1];
                    const element = typeof selector === 'string' ? document.querySelector(selector) : null;
                    out.push({
                      rule: violation.id, impact: violation.impact, target: node.target.join(' '),
                      inBlock: !!(element && element.closest('.trellis-block')),
                      summary: (node.failureSummary || '').split('\\n').filter((line) => line.trim()).slice(0, 2).join(' ').trim(),
                    });
                  }
                }
                done(JSON.stringify(out));
              })
              .catch((error) => done(JSON.stringify({error: String(error)})));
            """)
        guard let text = answer.string else { throw WebDriverError("axe answered no result") }
        if let error = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))["error"] {
            throw WebDriverError("axe failed: \(error)")
        }
        return try JSONDecoder().decode([Violation].self, from: Data(text.utf8))
    }

    private static func json(_ strings: [String]) -> String {
        "[" + strings.map { "'\($0)'" }.joined(separator: ", ") + "]"
    }
}
