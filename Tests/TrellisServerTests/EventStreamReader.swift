// Reads the live-reload event stream over a real loopback socket.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP client for `text/event-stream`: the test client waits for a whole body,
/// and an event stream never ends. Reads block on a thread of their own with a timeout.
final class EventStreamReader: @unchecked Sendable {
    private let socket: Int32
    private var received = ""

    init(port: Int, path: String) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw POSIXError(.ECONNREFUSED)
        }
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
    }

    deinit { close(socket) }

    /// Everything received so far (headers and events).
    var text: String { received }

    /// The `data:` of every `build` event received so far, in order.
    var buildIDs: [String] {
        // "\r\n" (HTTP and chunk framing) is one Character in Swift: make every line end in "\n".
        received.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n").compactMap { block -> String? in
            let lines = block.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
            guard lines.contains("event: build") else { return nil }
            return lines.first { $0.hasPrefix("data: ") }.map { String($0.dropFirst(6)) }
        }
    }

    /// The JSON `data:` of every `update` event received so far, in order.
    var updates: [String] {
        received.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n").compactMap { block -> String? in
            let lines = block.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
            guard lines.contains("event: update") else { return nil }
            return lines.first { $0.hasPrefix("data: ") }.map { String($0.dropFirst(6)) }
        }
    }

    /// Reads until `condition` holds on what was received, or `seconds` pass.
    func read(seconds: Double, until condition: @escaping @Sendable (EventStreamReader) -> Bool) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let deadline = Date().addingTimeInterval(seconds)
                var buffer = [UInt8](repeating: 0, count: 4096)
                while !condition(self), Date() < deadline {
                    let count = recv(self.socket, &buffer, buffer.count, 0)
                    if count > 0 {
                        self.received += String(decoding: buffer[..<count], as: UTF8.self)
                    } else if count == 0 {
                        break  // closed by the server
                    }
                }
                continuation.resume(returning: condition(self))
            }
        }
    }
}
