import Foundation

/// A headless browser driven over the W3C WebDriver protocol: chromium through chromedriver
/// and WebKitGTK through WebKitWebDriver (HTTP + JSON), Firefox through its Marionette
/// server, which takes the same commands under their own names.
///
/// Tests use one session for a whole suite (starting a browser costs about a second) through
/// `WebDriverSession.with { browser in ... }`, which always quits the browser, also when the
/// body throws. `options.browser` chooses the browser; every command works in all three but
/// `devTools`, which is chromium's own.
public final class WebDriverSession: @unchecked Sendable {
    /// Where commands go: a WebDriver HTTP server and the session it made, or Firefox itself.
    private enum RemoteEnd {
        case http(WebDriverServer, sessionID: String)
        case marionette(MarionetteFirefox)
    }

    public let browser: Browser
    private let remote: RemoteEnd
    private var quitted = false

    private init(browser: Browser, remote: RemoteEnd) {
        self.browser = browser
        self.remote = remote
    }

    /// Starts the browser `options` names, runs `body`, and quits whatever happens; it waits
    /// first for one of the process's few browser slots (`BrowserSlots`).
    public static func with<T: Sendable>(
        _ options: BrowserOptions = BrowserOptions(), _ body: (WebDriverSession) async throws -> T
    ) async throws -> T {
        try await BrowserSlots.shared.run {
            let session = try await start(options)
            do {
                let result = try await body(session)
                await session.quit()
                return result
            } catch {
                await session.quit()
                throw error
            }
        }
    }

    /// Starts a session; the caller must `quit()` it (prefer `with`).
    public static func start(_ options: BrowserOptions = BrowserOptions()) async throws -> WebDriverSession {
        switch options.browser {
        case .chromium, .webkit: return try await startOverHTTP(options)
        case .firefox: return try await startInFirefox(options)
        }
    }

    /// WebDriver's default script timeout is 30 s; on a loaded 2-core CI machine one stemming
    /// script over 57,000 words took longer. Four minutes, inside the client's 300 s wait for
    /// an answer.
    private static let scriptTimeout = ["script": 240_000]

    private static func startOverHTTP(_ options: BrowserOptions) async throws -> WebDriverSession {
        let driver = try await readyServer(options)
        do {
            var capabilities: [String: Any] = ["timeouts": scriptTimeout]
            switch options.browser {
            case .webkit:
                // MiniBrowser in automation mode: no window chrome, one web view WebKitWebDriver controls.
                capabilities["webkitgtk:browserOptions"] = ["binary": options.miniBrowser, "args": ["--automation"]]
            default:
                capabilities["browserName"] = "chrome"
                capabilities["goog:chromeOptions"] = [
                    "binary": options.chromium,
                    "args": [
                        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                        "--force-device-scale-factor=1", "--hide-scrollbars", "--allow-file-access-from-files",
                        "--window-size=\(options.windowWidth),\(options.windowHeight)",
                        "--user-data-dir=\(driver.directory.path("profile"))",
                    ] + (options.prefersReducedMotion ? ["--force-prefers-reduced-motion"] : []) + options.extraArguments,
                ] as [String: Any]
            }
            let body = try JSONSerialization.data(withJSONObject: ["capabilities": ["alwaysMatch": capabilities]])
            let reply = try await offThePool { try request("POST", driver.baseURL.appendingPathComponent("session"), body: body, port: driver.port) }
            guard let id = reply["value"]["sessionId"].string else {
                throw WebDriverError("\(driver.name) answered a new session without an id: \(reply)")
            }
            let session = WebDriverSession(browser: options.browser, remote: .http(driver, sessionID: id))
            if options.browser == .webkit {
                do { try await session.setWindowSize(width: options.windowWidth, height: options.windowHeight) } catch {
                    await session.quit()
                    throw error
                }
            }
            return session
        } catch {
            driver.stop()
            throw error
        }
    }

    private static func startInFirefox(_ options: BrowserOptions) async throws -> WebDriverSession {
        let firefox = try await MarionetteFirefox.start(options)
        do {
            // Marionette takes the capabilities themselves: matching alwaysMatch against
            // firstMatch is geckodriver's part.
            _ = try await offThePool { try firefox.send("WebDriver:NewSession", ["timeouts": scriptTimeout]) }
        } catch {
            firefox.stop()
            throw error
        }
        let session = WebDriverSession(browser: .firefox, remote: .marionette(firefox))
        do { try await session.setWindowSize(width: options.windowWidth, height: options.windowHeight) } catch {
            await session.quit()
            throw error
        }
        return session
    }

    deinit {
        // Last resort when a caller forgot `quit()`: never leave a browser running.
        switch remote {
        case .http(let driver, _): driver.stop()
        case .marionette(let firefox): firefox.stop()
        }
    }

    // MARK: - Commands

    /// Opens a `file://` or `http://` URL and waits for the page to load.
    public func navigate(to url: URL) async throws {
        _ = try await command("POST", "url", body: ["url": url.absoluteString])
    }

    /// Runs `script` as a function body (use `return`) and answers its JSON result.
    public func execute(_ script: String, arguments: [String] = []) async throws -> JSONValue {
        try await command("POST", "execute/sync", body: ["script": script, "args": arguments])
    }

    /// Runs `script` whose last argument is a callback it calls with the result, for
    /// promises such as `document.fonts.ready`.
    public func executeAsync(_ script: String, arguments: [String] = []) async throws -> JSONValue {
        try await command("POST", "execute/async", body: ["script": script, "args": arguments])
    }

    /// Runs a Chrome DevTools Protocol command through chromedriver's `goog/cdp/execute`,
    /// for what WebDriver has no command for: emulated media features
    /// (`Emulation.setEmulatedMedia`), a viewport of an exact width
    /// (`Emulation.setDeviceMetricsOverride`). Both last for the session's page across navigations.
    @discardableResult
    public func devTools(_ method: String, _ parameters: [String: Any] = [:]) async throws -> JSONValue {
        guard browser == .chromium else { throw WebDriverError("devTools(\(method)) needs chromium; this session runs \(browser)") }
        return try await command("POST", "goog/cdp/execute", body: ["cmd": method, "params": parameters])
    }

    /// How long an `execute`/`executeAsync` script may run before WebDriver gives up (its
    /// default is 30 s, short for a whole-page audit on a loaded machine).
    public func setScriptTimeout(_ timeout: Duration) async throws {
        let milliseconds = timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
        _ = try await command("POST", "timeouts", body: ["script": milliseconds])
    }

    /// Presses each character of `text` as a key (W3C Actions), into whatever has focus, so
    /// the page sees real `keydown`/`input` events. Special keys are ``Key`` values.
    public func pressKeys(_ text: String) async throws {
        var actions: [[String: Any]] = []
        for character in text {
            actions.append(["type": "keyDown", "value": String(character)])
            actions.append(["type": "keyUp", "value": String(character)])
        }
        _ = try await command("POST", "actions", body: ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// Presses `keys` together (modifiers first, as `[Key.alt, Key.shift, "I"]`), then
    /// releases them in reverse: a keyboard shortcut.
    public func pressChord(_ keys: [String]) async throws {
        let actions = keys.map { ["type": "keyDown", "value": $0] } + keys.reversed().map { ["type": "keyUp", "value": $0] }
        _ = try await command("POST", "actions", body: ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// WebDriver's codes for keys that are not characters.
    public enum Key {
        public static let tab = "\u{E004}"
        public static let shift = "\u{E008}"
        public static let alt = "\u{E00A}"
        public static let enter = "\u{E007}"
        public static let escape = "\u{E00C}"
        public static let arrowUp = "\u{E013}"
        public static let arrowDown = "\u{E015}"
    }

    /// Moves the mouse over the centre of the first element `selector` matches (WebDriver's
    /// actions), so `:hover` applies as it does under a reader's pointer.
    public func hover(_ selector: String) async throws {
        let found = try await command("POST", "element", body: ["using": "css selector", "value": selector])
        let key = "element-6066-11e4-a52e-4f735466cecf"
        guard let element = found[key].string else { throw WebDriverError("no element matches \(selector)") }
        let move: [String: Any] = ["type": "pointerMove", "duration": 0, "origin": [key: element], "x": 0, "y": 0]
        _ = try await command("POST", "actions", body: ["actions": [[
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": [move],
        ]]])
    }

    /// Clicks the centre of the first element `selector` matches with the mouse (WebDriver's
    /// actions: move, press, release), so the page sees what a reader's click does: focus
    /// moving on the press, then `click` and the control's change.
    public func click(_ selector: String) async throws {
        let reference = try await element(selector)
        let actions: [[String: Any]] = [
            ["type": "pointerMove", "duration": 0, "origin": ["element-6066-11e4-a52e-4f735466cecf": reference], "x": 0, "y": 0],
            ["type": "pointerDown", "button": 0],
            ["type": "pointerUp", "button": 0],
        ]
        _ = try await command("POST", "actions", body: ["actions": [[
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": actions,
        ]]])
    }

    /// Presses the mouse's button at `from` and releases it at `to` (viewport coordinates, CSS
    /// px), moving in a few steps between (WebDriver's actions): a reader's drag, as of a
    /// `resize` handle. It waits out the double-click interval first: a press where the last
    /// drag ended would be read as a double click, which starts no drag.
    public func drag(from: (x: Int, y: Int), to: (x: Int, y: Int)) async throws {
        try await Task.sleep(for: .milliseconds(600))
        var actions: [[String: Any]] = [
            ["type": "pointerMove", "duration": 0, "origin": "viewport", "x": from.x, "y": from.y],
            ["type": "pointerDown", "button": 0],
        ]
        for step in 1...4 {
            let x = from.x + (to.x - from.x) * step / 4, y = from.y + (to.y - from.y) * step / 4
            actions.append(["type": "pointerMove", "duration": 50, "origin": "viewport", "x": x, "y": y])
        }
        actions.append(["type": "pointerUp", "button": 0])
        _ = try await command("POST", "actions", body: ["actions": [[
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": actions,
        ]]])
    }

    /// The ARIA role the browser computed for the first element `selector` matches (WebDriver's
    /// "Get Computed Role"): what a screen reader is told the element is.
    public func computedRole(_ selector: String) async throws -> String {
        let reference = try await element(selector)
        return try await command("GET", "element/\(reference)/computedrole", body: nil).string ?? ""
    }

    /// The accessible name the browser computed for the first element `selector` matches
    /// (WebDriver's "Get Computed Label"): what a screen reader reads for it.
    public func computedLabel(_ selector: String) async throws -> String {
        let reference = try await element(selector)
        return try await command("GET", "element/\(reference)/computedlabel", body: nil).string ?? ""
    }

    /// The WebDriver reference of the first element `selector` matches.
    private func element(_ selector: String) async throws -> String {
        let found = try await command("POST", "element", body: ["using": "css selector", "value": selector])
        guard let element = found["element-6066-11e4-a52e-4f735466cecf"].string else { throw WebDriverError("no element matches \(selector)") }
        return element
    }

    /// The address of the page now shown.
    public func currentURL() async throws -> String {
        try await command("GET", "url", body: nil).string ?? ""
    }

    /// Sets the outer window size in CSS px.
    public func setWindowSize(width: Int, height: Int) async throws {
        _ = try await command("POST", "window/rect", body: ["width": width, "height": height])
    }

    /// A PNG of the viewport.
    public func screenshot() async throws -> Data {
        let value = try await command("GET", "screenshot", body: nil)
        guard let base64 = value.string, let data = Data(base64Encoded: base64) else {
            throw WebDriverError("screenshot answer is not base64 PNG data")
        }
        return data
    }

    /// Ends the browser session and stops its driver (or Firefox); safe to call twice.
    public func quit() async {
        guard !quitted else { return }
        quitted = true
        switch remote {
        case .http(let driver, _):
            _ = try? await command("DELETE", "", body: nil)
            driver.stop()
        case .marionette(let firefox):
            // Quit, not WebDriver:DeleteSession: Firefox closes, where a deleted session leaves it running.
            _ = try? await Self.offThePool { try firefox.send("Marionette:Quit", ["flags": ["eForceQuit"]]) }
            // stop() waits for Firefox to exit: on a thread of its own, not one of Swift
            // concurrency's few.
            _ = try? await Self.offThePool { firefox.stop() }
        }
    }

    // MARK: - HTTP

    /// Sends the W3C command `method` `path` (relative to the session): over HTTP as written,
    /// to Marionette under the name geckodriver gives it.
    private func command(_ method: String, _ path: String, body: [String: Any]?) async throws -> JSONValue {
        switch remote {
        case .http(let driver, let sessionID):
            var url = driver.baseURL.appendingPathComponent("session").appendingPathComponent(sessionID)
            if !path.isEmpty { url = url.appendingPathComponent(path) }
            let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
            let port = driver.port, target = url
            return try await Self.offThePool { try Self.request(method, target, body: data, port: port)["value"] }
        case .marionette(let firefox):
            let (name, parameters) = try Self.marionetteCommand(method, path, body: body ?? [:])
            nonisolated(unsafe) let sent = parameters
            return try await Self.offThePool { try firefox.send(name, sent) }
        }
    }

    /// Marionette's name for each W3C command this client sends, and its parameters: the
    /// body, plus the element id a path carries.
    static func marionetteCommand(_ method: String, _ path: String, body: [String: Any]) throws -> (String, [String: Any]) {
        let parts = path.split(separator: "/").map(String.init)
        if method == "GET", parts.count == 3, parts[0] == "element" {
            switch parts[2] {
            case "computedrole": return ("WebDriver:GetComputedRole", ["id": parts[1]])
            case "computedlabel": return ("WebDriver:GetComputedLabel", ["id": parts[1]])
            default: break
            }
        }
        switch (method, parts) {
        case ("POST", ["url"]): return ("WebDriver:Navigate", body)
        case ("GET", ["url"]): return ("WebDriver:GetCurrentURL", body)
        case ("POST", ["execute", "sync"]): return ("WebDriver:ExecuteScript", body)
        case ("POST", ["execute", "async"]): return ("WebDriver:ExecuteAsyncScript", body)
        case ("POST", ["timeouts"]): return ("WebDriver:SetTimeouts", body)
        case ("POST", ["actions"]): return ("WebDriver:PerformActions", body)
        case ("POST", ["element"]): return ("WebDriver:FindElement", body)
        case ("POST", ["window", "rect"]): return ("WebDriver:SetWindowRect", body)
        // The viewport, as W3C Take Screenshot; Marionette's default is the whole document.
        case ("GET", ["screenshot"]): return ("WebDriver:TakeScreenshot", ["full": false])
        default: throw WebDriverError("no Marionette command for \(method) \(path)")
        }
    }

    /// Runs blocking socket calls on a thread of their own: on Swift concurrency's few
    /// threads (two on a 2-core machine), two waiting commands would leave none for a test's
    /// in-process server, and the page it serves would never load.
    private static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    private static func request(_ method: String, _ url: URL, body data: Data?, port: Int) throws -> JSONValue {
        let response = try LoopbackHTTP.send(method, port: port, path: url.path, body: data)
        let json = (try? JSONDecoder().decode(JSONValue.self, from: response.body)) ?? .null
        guard (200..<300).contains(response.status) else {
            let error = json["value"]["error"].string ?? "HTTP \(response.status)"
            let message = json["value"]["message"].string ?? String(decoding: response.body.prefix(500), as: UTF8.self)
            throw WebDriverError("WebDriver \(method) \(url.path) failed: \(error): \(message)")
        }
        return json
    }

    /// A WebDriver server that answers. The port it is given was free a moment before, but
    /// another process can take it first; a driver that exits that way is replaced, twice.
    private static func readyServer(_ options: BrowserOptions) async throws -> WebDriverServer {
        var attempt = 1
        while true {
            let driver = try WebDriverServer(options: options)
            do {
                try await waitUntilReady(driver, timeout: options.startTimeout)
                return driver
            } catch {
                let exitedByItself = driver.exitStatus != nil
                driver.stop()
                guard exitedByItself, attempt < 3 else { throw error }
                attempt += 1
            }
        }
    }

    /// Polls `/status` until the server is ready. It asks once more after the deadline
    /// before giving up: under a loaded test run this task may not get a thread back for
    /// longer than the timeout (CI once failed six suites at the same second that way, with
    /// chromedriver long since listening), and the clock alone is no proof it never started.
    private static func waitUntilReady(_ driver: WebDriverServer, timeout: Duration) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        let statusURL = driver.baseURL.appendingPathComponent("status"), port = driver.port
        var last = "no answer"
        while true {
            let pastDeadline = clock.now >= deadline
            do {
                let status = try await offThePool { try request("GET", statusURL, body: nil, port: port) }
                if status["value"]["ready"] == .bool(true) { return }
                last = "\(status)"
            } catch {
                last = "\(error)"
            }
            if let exit = driver.exitStatus {
                throw WebDriverError("\(driver.name) exited with status \(exit) before it was ready on port \(port): \(driver.logTail())")
            }
            if pastDeadline { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw WebDriverError("\(driver.name) did not become ready within \(timeout) on port \(port): \(last)")
    }
}
