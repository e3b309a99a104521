// Firefox ESR driven through its own Marionette server: the protocol geckodriver translates W3C WebDriver to.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A headless `firefox-esr` with a fresh profile, and a connection to its Marionette server.
///
/// Debian packages no geckodriver (and PyPI's `geckodriver` is an empty placeholder), so the
/// tests speak to Firefox's remote agent themselves. Firefox offers two protocols there
/// (Mozilla, "Remote Protocols", https://firefox-source-docs.mozilla.org/remote/index.html):
/// - WebDriver BiDi, over a WebSocket at `ws://127.0.0.1:PORT/session` once Firefox runs with
///   `--remote-debugging-port` (MDN, "Create a WebDriver BiDi connection",
///   https://developer.mozilla.org/en-US/docs/Web/WebDriver/How_to/Create_BiDi_connection),
///   with `session.new`, `browsingContext.navigate` and `script.evaluate`;
/// - Marionette, "used ... by geckodriver to implement the WebDriver (HTTP) specification":
///   each W3C command under its own name (`WebDriver:ExecuteScript`, `WebDriver:Navigate`...),
///   as a JSON array `[0, id, name, parameters]` answered by `[1, id, error, result]`, each
///   message written as its byte length, a colon and the JSON
///   (https://firefox-source-docs.mozilla.org/remote/marionette/Protocol.html).
///
/// Marionette is used: its commands are the W3C ones the Chromium tests already send, with the
/// same JSON for script results and errors, so a test runs unchanged in Firefox; BiDi would
/// need a WebSocket client and a converter from its typed remote values. Firefox chooses the
/// port itself (`marionette.port` 0, "have the system atomically allocate a free port",
/// https://firefox-source-docs.mozilla.org/remote/marionette/Prefs.html) and writes it to
/// `MarionetteActivePort` in the profile, where geckodriver reads it too.
final class MarionetteFirefox: @unchecked Sendable {
    let directory: SessionDirectory
    private let process: Process
    private var socketDescriptor: Int32 = -1
    private var received = Data()
    private var nextMessageID = 1
    private let lock = NSLock()

    private init(directory: SessionDirectory, process: Process) {
        self.directory = directory
        self.process = process
    }

    /// Starts Firefox on a new profile and connects once Marionette listens.
    static func start(_ options: BrowserOptions) async throws -> MarionetteFirefox {
        try options.checkInstalled()
        let directory = try SessionDirectory(options: options)
        let profile = directory.url.appendingPathComponent("profile")
        var preferences = [
            "marionette.port": "0",
            // A blank first page: no about:home, whose remote-settings fetches fail offline.
            "browser.startup.page": "0",
            "browser.startup.homepage": "\"about:blank\"",
            // One CSS px per device pixel, as chromium's --force-device-scale-factor=1.
            "layout.css.devPixelsPerPx": "\"1.0\"",
            // Scrollbars over the page rather than beside it, as chromium's --hide-scrollbars:
            // a tall page keeps the whole window's width.
            "widget.gtk.overlay-scrollbars.enabled": "true",
            "ui.useOverlayScrollbars": "1",
        ]
        if options.prefersReducedMotion { preferences["ui.prefersReducedMotion"] = "1" }
        preferences.merge(options.firefoxPreferences) { _, given in given }
        let process = Process()
        do {
            try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
            let userJS = preferences.sorted { $0.key < $1.key }.map { "user_pref(\"\($0.key)\", \($0.value));" }.joined(separator: "\n")
            try (userJS + "\n").write(to: profile.appendingPathComponent("user.js"), atomically: true, encoding: .utf8)
            process.executableURL = URL(fileURLWithPath: options.firefox)
            process.arguments = ["--marionette", "--headless", "--no-remote", "--profile", profile.path]
            var environment = directory.environment
            environment["MOZ_CRASHREPORTER_DISABLE"] = "1"
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            _ = FileManager.default.createFile(atPath: directory.path("firefox.log"), contents: nil)
            process.standardError = FileHandle(forWritingAtPath: directory.path("firefox.log"))
            try process.run()
        } catch {
            directory.remove()
            throw WebDriverError("cannot start Firefox: \(error)")
        }
        let firefox = MarionetteFirefox(directory: directory, process: process)
        do {
            let port = try await firefox.waitForPort(profile: profile, timeout: options.startTimeout)
            try firefox.connect(port: port)
            return firefox
        } catch {
            firefox.stop()
            throw error
        }
    }

    deinit { stop() }

    /// Sends one command and answers its result (a `{"value": ...}` result unwrapped, as
    /// geckodriver does), or throws the error Firefox answered.
    func send(_ name: String, _ parameters: [String: Any]) throws -> JSONValue {
        lock.lock()
        defer { lock.unlock() }
        let id = nextMessageID
        nextMessageID += 1
        let json = try JSONSerialization.data(withJSONObject: [0, id, name, parameters] as [Any])
        var message = Data("\(json.count):".utf8)
        message.append(json)
        try write(message)
        while true {
            let reply = try readMessage()
            // A reply to an earlier command that timed out on this side is skipped.
            guard reply[0] == .number(1), reply[1] == .number(Double(id)) else { continue }
            let error = reply[2]
            if error != .null {
                throw WebDriverError("Marionette \(name) failed: \(error["error"].string ?? "error"): \(error["message"].string ?? "\(error)")")
            }
            let result = reply[3]
            if case .object(let object) = result, object.count == 1, let value = object["value"] { return value }
            return result
        }
    }

    /// Ends Firefox: `Marionette:Quit` closes it cleanly (the caller sends it), and a Firefox
    /// still running a few seconds later is killed. Safe to call twice.
    func stop() {
        if socketDescriptor >= 0 {
            close(socketDescriptor)
            socketDescriptor = -1
        }
        let deadline = ContinuousClock.now + .seconds(5)
        while process.isRunning, ContinuousClock.now < deadline { usleep(50_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        directory.remove()
    }

    /// The last lines Firefox wrote to standard error, for an error that says why it stopped.
    func logTail() -> String {
        let log = (try? String(contentsOfFile: directory.path("firefox.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").suffix(5).joined(separator: "\n")
    }

    // MARK: - Connection

    private func waitForPort(profile: URL, timeout: Duration) async throws -> Int {
        let file = profile.appendingPathComponent("MarionetteActivePort").path
        let deadline = ContinuousClock.now + timeout
        while true {
            let pastDeadline = ContinuousClock.now >= deadline
            if let text = try? String(contentsOfFile: file, encoding: .utf8),
               let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), port > 0 {
                return port
            }
            if !process.isRunning {
                throw WebDriverError("Firefox exited with status \(process.terminationStatus) before Marionette listened: \(logTail())")
            }
            if pastDeadline { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw WebDriverError("Firefox's Marionette did not listen within \(timeout): \(logTail())")
    }

    /// Connects and reads the greeting, `{"applicationType": "gecko", "marionetteProtocol": 3}`.
    private func connect(port: Int) throws {
        // As LoopbackHTTP: an answer may take as long as WebDriver's 300 s page load timeout.
        let fd = try LoopbackHTTP.connectedSocket(port: port, timeoutSeconds: 300, to: "Marionette")
        socketDescriptor = fd
        let greeting = try readMessage()
        guard greeting["marionetteProtocol"] == .number(3) else {
            throw WebDriverError("Marionette greeted with \(greeting), not protocol 3")
        }
    }

    private func write(_ data: Data) throws {
        try data.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let n = Glibc.send(socketDescriptor, buffer.baseAddress.map { $0 + sent }, buffer.count - sent, Int32(MSG_NOSIGNAL))
                guard n > 0 else { throw WebDriverError("Marionette closed the connection") }
                sent += n
            }
        }
    }

    /// One `length:json` message.
    private func readMessage() throws -> JSONValue {
        while true {
            if let colon = received.firstIndex(of: UInt8(ascii: ":")) {
                guard let length = Int(String(decoding: received[received.startIndex..<colon], as: UTF8.self)) else {
                    throw WebDriverError("Marionette sent a message without a length: \(String(decoding: received.prefix(80), as: UTF8.self))")
                }
                let start = received.index(after: colon)
                if received.distance(from: start, to: received.endIndex) >= length {
                    let end = received.index(start, offsetBy: length)
                    let message = received[start..<end]
                    received = Data(received[end...])
                    return try JSONDecoder().decode(JSONValue.self, from: message)
                }
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = recv(socketDescriptor, &chunk, chunk.count, 0)
            if n == 0 { throw WebDriverError("Marionette closed the connection: \(logTail())") }
            guard n > 0 else { throw WebDriverError("no answer from Marionette within 300 s") }
            received.append(contentsOf: chunk[0..<n])
        }
    }
}
