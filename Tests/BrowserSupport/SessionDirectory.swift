// A browser session's own temporary directory: its fonts.conf, fontconfig cache, HOME and profile.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Every browser process a session starts gets `environment`: `FONTCONFIG_FILE` pins the fonts
/// and hinting the engine measures with (chromium, Firefox and WebKitGTK all find fonts through
/// fontconfig on Linux), and `HOME` keeps each browser's settings and caches out of the user's.
final class SessionDirectory: @unchecked Sendable {
    let url: URL

    init(options: BrowserOptions) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        do {
            try options.fontconfig(cacheDirectory: url.appendingPathComponent("fontconfig-cache").path)
                .write(to: fontsConf, atomically: true, encoding: .utf8)
        } catch {
            remove()
            throw error
        }
    }

    var fontsConf: URL { url.appendingPathComponent("fonts.conf") }

    /// This process's environment with the session's fonts.conf and HOME.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = fontsConf.path
        environment["HOME"] = url.path
        return environment
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// A loopback port nobody listens on right now (the kernel picks it).
    static func freePort() throws -> Int {
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
