import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A running `chromedriver` on a free loopback port, with its own fonts.conf and temp dir.
///
/// The browser it starts inherits `FONTCONFIG_FILE`, which is how the session pins hinting.
/// `stop()` (and, as a last resort, `deinit`) terminates it and removes the temp dir.
final class Chromedriver: @unchecked Sendable {
    let port: Int
    let directory: URL
    private let process: Process

    init(options: BrowserOptions) throws {
        guard FileManager.default.isExecutableFile(atPath: options.chromedriver) else {
            throw WebDriverError("chromedriver not found at \(options.chromedriver) (hint: apt-get install chromium-driver, or run make deps)")
        }
        guard FileManager.default.isExecutableFile(atPath: options.chromium) else {
            throw WebDriverError("chromium not found at \(options.chromium) (hint: apt-get install chromium, or run make deps)")
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fontsConf = directory.appendingPathComponent("fonts.conf")
        try options.fontconfig(cacheDirectory: directory.appendingPathComponent("fontconfig-cache").path)
            .write(to: fontsConf, atomically: true, encoding: .utf8)

        port = try Chromedriver.freePort()
        process = Process()
        process.executableURL = URL(fileURLWithPath: options.chromedriver)
        process.arguments = ["--port=\(port)", "--log-path=\(directory.appendingPathComponent("chromedriver.log").path)"]
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = fontsConf.path
        environment["HOME"] = directory.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw WebDriverError("cannot start chromedriver: \(error)")
        }
    }

    deinit { stop() }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }

    /// Kills chromedriver (it ignores SIGTERM); the session's DELETE has closed the browser.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// chromedriver's exit status once it has exited (it cannot bind its port, say), else nil.
    var exitStatus: Int32? { process.isRunning ? nil : process.terminationStatus }

    /// The last lines of chromedriver's log, for an error that says why it stopped.
    func logTail() -> String {
        let log = (try? String(contentsOf: directory.appendingPathComponent("chromedriver.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").suffix(5).joined(separator: "\n")
    }

    /// A loopback port nobody listens on right now (the kernel picks it).
    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw WebDriverError("cannot open a socket to find a free port") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
            }
        }
        guard bound else { throw WebDriverError("cannot bind a loopback socket to find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
