// An Xvfb X server on a display number it chooses itself, for WebKitGTK, which has no headless mode.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `Xvfb -displayfd 1` picks a free display and writes its number on standard output once it
/// accepts clients, so two suites (or another engineer's Xvfb) never race for `:99`, and the
/// session waits exactly as long as the server needs. A 24-bit screen larger than any window
/// the tests open.
final class VirtualDisplay: @unchecked Sendable {
    let number: Int
    private let process: Process

    init(xvfb: String) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", "2560x1600x24", "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw WebDriverError("cannot start Xvfb: \(error)") }
        // Xvfb writes "N\n" and keeps the pipe open; read until the newline, or the end of
        // the pipe if it exits (it cannot start, say).
        let reader = output.fileHandleForReading
        var text = ""
        while !text.contains("\n") {
            let data = reader.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            throw WebDriverError("Xvfb wrote no display number (it wrote \"\(text)\")")
        }
        self.number = number
    }

    deinit { stop() }

    var name: String { ":\(number)" }

    /// SIGKILL, as for chromedriver: a process started from a test's thread inherits its
    /// blocked signals, and Xvfb was seen to sit through SIGTERM. Its lock file and socket
    /// are then removed by hand (a later Xvfb would also find them stale and take them).
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }
}
