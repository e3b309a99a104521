import Foundation

/// Runs Debian's headless chromium on a page and returns what the page's test script wrote.
///
/// The measuring script belongs to the test page only (the generated HTML has no script):
/// it sets each block's width, state inputs and text size, reads every element's border box
/// and writes the results as JSON into `<pre id="trellis-test-output">`, which chromium's
/// `--dump-dom` prints once the page has settled. One process per page keeps thousands of
/// measurements to a couple of seconds; fontconfig is pinned to the hinting the text
/// measurer models (notes/text-metrics.md).
final class HeadlessChromium {
    enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case noOutput(String)

        var description: String {
            switch self {
            case .notInstalled: "chromium is not installed (apt-get install chromium)"
            case .noOutput(let stderr): "chromium printed no test output; stderr: \(stderr.suffix(2000))"
            }
        }
    }

    static let executable = "/usr/bin/chromium"

    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    let directory: URL

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fontConfig = """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>
            <match target="font"><edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
            <edit name="antialias" mode="assign"><bool>true</bool></edit></match></fontconfig>
            """
        try fontConfig.write(to: directory.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
    }

    /// Writes `html` to a file, loads it, and returns the text of the output element.
    func run(html: String, name: String, screenshot: Bool = false, extraArguments: [String] = []) throws -> String {
        guard Self.isInstalled else { throw Failure.notInstalled }
        let page = directory.appendingPathComponent("\(name).html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        var arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--window-size=1800,\(screenshot ? 4000 : 1200)", "--virtual-time-budget=30000", "--user-data-dir=\(directory.path)/profile-\(name)",
        ]
        arguments += extraArguments
        arguments += screenshot ? ["--screenshot=\(directory.path)/\(name).png"] : ["--dump-dom"]
        arguments.append(page.absoluteString)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = directory.appendingPathComponent("fonts.conf").path
        process.environment = environment
        let output = Pipe()
        // stderr goes to a file, so only one pipe needs draining while chromium runs.
        let errorsURL = directory.appendingPathComponent("\(name).stderr")
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        let errors = try FileHandle(forWritingTo: errorsURL)
        defer { try? errors.close() }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = (try? Data(contentsOf: errorsURL)) ?? Data()
        if screenshot { return "\(directory.path)/\(name).png" }
        let dom = String(decoding: stdout, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"trellis-test-output\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw Failure.noOutput(String(decoding: stderr, as: UTF8.self)) }
        return String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
