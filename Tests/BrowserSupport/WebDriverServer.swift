// A W3C WebDriver HTTP server (chromedriver, or WebKitGTK's WebKitWebDriver) on a free loopback port.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A running WebDriver server with its own session directory (fonts.conf, HOME) and, for
/// WebKitGTK, its own X display.
///
/// The browser it starts inherits `FONTCONFIG_FILE`, which is how the session pins hinting.
/// `stop()` (and, as a last resort, `deinit`) terminates it, then the display, and removes
/// the directory.
final class WebDriverServer: @unchecked Sendable {
    /// The executable's name, for error messages.
    let name: String
    let port: Int
    let directory: SessionDirectory
    private let display: VirtualDisplay?
    private let process: Process

    /// chromedriver, or WebKitWebDriver on a new Xvfb display, as `options.browser` says.
    init(options: BrowserOptions) throws {
        try options.checkInstalled()
        directory = try SessionDirectory(options: options)
        port = try SessionDirectory.freePort()
        var environment = directory.environment
        process = Process()
        switch options.browser {
        case .webkit:
            name = "WebKitWebDriver"
            do { display = try VirtualDisplay(xvfb: options.xvfb) } catch {
                directory.remove()
                throw error
            }
            environment["DISPLAY"] = display?.name
            if options.prefersReducedMotion {
                // WebKitGTK answers prefers-reduced-motion from GTK's animations setting.
                let settings = directory.url.appendingPathComponent(".config/gtk-3.0")
                do {
                    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
                    try "[Settings]\ngtk-enable-animations=false\n".write(
                        to: settings.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
                } catch {
                    display?.stop()
                    directory.remove()
                    throw error
                }
            }
            process.executableURL = URL(fileURLWithPath: options.webKitDriver)
            process.arguments = ["--port=\(port)"]
            // WebKitWebDriver has no log file option: its standard error is the log.
            _ = FileManager.default.createFile(atPath: directory.path("driver.log"), contents: nil)
            process.standardError = FileHandle(forWritingAtPath: directory.path("driver.log"))
        default:
            name = "chromedriver"
            display = nil
            process.executableURL = URL(fileURLWithPath: options.chromedriver)
            process.arguments = ["--port=\(port)", "--log-path=\(directory.path("driver.log"))"]
            process.standardError = FileHandle.nullDevice
        }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            display?.stop()
            directory.remove()
            throw WebDriverError("cannot start \(name): \(error)")
        }
    }

    deinit { stop() }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }

    /// Kills the server (chromedriver ignores SIGTERM); the session's DELETE has closed the browser.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        display?.stop()
        directory.remove()
    }

    /// The server's exit status once it has exited (it cannot bind its port, say), else nil.
    var exitStatus: Int32? { process.isRunning ? nil : process.terminationStatus }

    /// The last lines of the server's log, for an error that says why it stopped.
    func logTail() -> String {
        let log = (try? String(contentsOfFile: directory.path("driver.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").suffix(5).joined(separator: "\n")
    }
}
