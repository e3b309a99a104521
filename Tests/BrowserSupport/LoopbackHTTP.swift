import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client for chromedriver on 127.0.0.1: one request per connection.
///
/// swift-corelibs-foundation's URLSession fails every chromedriver 156 answer with "Failed
/// writing header" (its headers have no space after the colon), so the WebDriver client speaks HTTP itself; loopback,
/// `Connection: close` and Content-Length or chunked bodies are all it needs.
enum LoopbackHTTP {
    struct Response {
        var status: Int
        var body: Data
    }

    /// `timeoutSeconds` is how long an answer may take: 300 s, W3C WebDriver's default page
    /// load timeout, so the client does not give up before chromedriver would (on a loaded
    /// 2-core machine a heavy page took over 120 s to load under CI's parallel browser suites).
    /// A TCP socket connected to `port` on loopback, whose reads give up after `timeoutSeconds`
    /// (the caller closes it); `server` names what listens there, for the errors.
    static func connectedSocket(port: Int, timeoutSeconds: Int, to server: String) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw WebDriverError("cannot open a socket to \(server)") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            close(fd)
            throw WebDriverError("cannot connect to \(server) on port \(port)")
        }
        return fd
    }

    static func send(_ method: String, port: Int, path: String, body: Data?, timeoutSeconds: Int = 300) throws -> Response {
        let fd = try connectedSocket(port: port, timeoutSeconds: timeoutSeconds, to: "chromedriver")
        defer { close(fd) }

        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body {
            request += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        } else if method == "POST" {
            request += "Content-Length: 0\r\n"
        }
        var bytes = Data((request + "\r\n").utf8)
        if let body { bytes.append(body) }
        try bytes.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let n = Glibc.send(fd, buffer.baseAddress.map { $0 + sent }, buffer.count - sent, Int32(MSG_NOSIGNAL))
                guard n > 0 else { throw WebDriverError("chromedriver closed the connection while receiving a request") }
                sent += n
            }
        }

        // chromedriver keeps the connection open despite `Connection: close`, so the answer
        // ends where its Content-Length (or the last chunk) says.
        var received = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !isComplete(received) {
            let n = recv(fd, &chunk, chunk.count, 0)
            if n == 0 { break }
            guard n > 0 else { throw WebDriverError("no answer from chromedriver within \(timeoutSeconds) s for \(method) \(path)") }
            received.append(contentsOf: chunk[0..<n])
        }
        return try parse(received)
    }

    private static func isComplete(_ data: Data) -> Bool {
        guard let headerEnd = data.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let head = String(decoding: data[..<headerEnd.lowerBound], as: UTF8.self).lowercased()
        let bodyCount = data.distance(from: headerEnd.upperBound, to: data.endIndex)
        for line in head.components(separatedBy: "\r\n") {
            // chromedriver writes headers without a space after the colon.
            if line.hasPrefix("content-length:"), let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) {
                return bodyCount >= length
            }
            if line.hasPrefix("transfer-encoding:"), line.contains("chunked") {
                return data[headerEnd.upperBound...].range(of: Data("\r\n0\r\n\r\n".utf8)) != nil
                    || data[headerEnd.upperBound...].starts(with: Data("0\r\n\r\n".utf8))
            }
        }
        return false
    }

    private static func parse(_ data: Data) throws -> Response {
        guard let headerEnd = data.range(of: Data("\r\n\r\n".utf8)) else { throw WebDriverError("malformed HTTP answer from chromedriver") }
        let head = String(decoding: data[..<headerEnd.lowerBound], as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw WebDriverError("malformed HTTP status line: \(lines.first ?? "")") }
        let chunked = lines.dropFirst().contains { $0.lowercased().hasPrefix("transfer-encoding:") && $0.lowercased().contains("chunked") }
        var body = Data(data[headerEnd.upperBound...])
        if chunked { body = dechunk(body) }
        return Response(status: status, body: body)
    }

    private static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var index = data.startIndex
        while let lineEnd = data[index...].range(of: Data("\r\n".utf8)) {
            let sizeText = String(decoding: data[index..<lineEnd.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            let end = min(data.endIndex, start + size)
            result.append(data[start..<end])
            index = min(data.endIndex, end + 2)
        }
        return result
    }
}
