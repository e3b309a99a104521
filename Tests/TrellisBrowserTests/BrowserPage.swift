// Opens a generated test page in a browser (chromium unless a test names another) and reads what its script wrote.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML

/// Opens a generated test page in chromium (or Firefox, or WebKitGTK) through WebDriver and
/// returns what its script wrote.
///
/// The measuring script belongs to the test page only (the generated HTML has no script):
/// it sets each block's width, state inputs and text size, reads every element's border box
/// and writes the results as JSON into `<pre id="trellis-test-output">`. The page is a
/// `file://` page (its fonts are the system's files), and BrowserSupport pins fontconfig to
/// the hinting the text measurer models (notes/text-metrics.md).
enum BrowserPage {
    /// The time limit of a browser test: long enough for the wait for a browser slot
    /// (`BrowserSlots`), which a test's time counts, as well as its own work; a hang still ends.
    static let timeLimit: TimeLimitTrait.Duration = .minutes(30)

    /// Whether chromium and chromium-driver are installed.
    static var isAvailable: Bool { isAvailable(.chromium) }

    /// Whether `browser` and its driver are installed (`make test-deps` installs all three).
    static func isAvailable(_ browser: Browser) -> Bool { options(browser: browser).isInstalled }

    /// A window wide enough for the widest block width the tests set (1600 px).
    static func options(browser: Browser = .chromium, extraArguments: [String] = [], prefersReducedMotion: Bool = false) -> BrowserOptions {
        BrowserOptions(
            browser: browser, windowWidth: 1800, windowHeight: 1200, extraArguments: extraArguments, prefersReducedMotion: prefersReducedMotion)
    }

    /// Writes `html` to a temporary file and opens it in `browser`.
    static func open(_ html: String, name: String, in browser: WebDriverSession) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("\(name).html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        try await browser.navigate(to: page)
    }

    /// The JSON an asynchronous `script` reports (through its last argument) about one block's
    /// page, read in a fresh chromium: how the drawing tests read computed styles.
    static func report<T: Decodable>(_ type: T.Type, of input: BlockInput, name: String, script: String,
                                      options: BrowserOptions = options()) async throws -> T {
        let html = try MeasurementPage(blocks: [BlockRenderer().render(input)], textSizes: [.large]).html(cases: [])
        let report = try await WebDriverSession.with(options) { browser in
            try await open(html, name: name, in: browser)
            return try await browser.executeAsync(script)
        }
        return try JSONDecoder().decode(T.self, from: Data((report.string ?? "{}").utf8))
    }

    /// Opens `html` and waits until its script has written `#trellis-test-output`.
    static func output(_ html: String, name: String, in browser: WebDriverSession, timeout: Duration = .seconds(600)) async throws -> String {
        try await open(html, name: name, in: browser)
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        // It reads once more after the deadline: a starved task may wake past it.
        while true {
            let pastDeadline = clock.now >= deadline
            let text = try await browser.execute("return document.getElementById('trellis-test-output').textContent")
            if let output = text.string, !output.isEmpty { return output }
            if pastDeadline { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw WebDriverError("page \(name) wrote no test output within \(timeout)")
    }
}
