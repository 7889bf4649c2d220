import Foundation
import Glibc

/// A plain TCP connection to the service on loopback, for sending HTTP by
/// hand (well-formed or not) and reading what comes back.
final class RawConnection {
    private let socket: Int32

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds.
    init(port: UInt16, timeout: Double = 10) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw RawHTTPError("socket: \(String(cString: strerror(errno)))") }
        var seconds = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw RawHTTPError("connect: \(reason)")
        }
    }

    deinit { close(socket) }

    /// Sends all of `bytes`; false when the peer closed first.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Stops sending (the peer reads the end of the stream).
    func finishSending() { shutdown(socket, Int32(SHUT_WR)) }

    /// Reads until the peer closes or a read times out.
    func readToEnd() -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return received }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    /// Reads until the peer closes: the bytes, or nil when a read timed out
    /// first (the peer kept the connection open).
    func readUntilClosed() -> [UInt8]? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return received }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    /// The bytes that have arrived, without waiting for more.
    func readArrived() -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return received }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    /// Reads one response: its head, then as many body bytes as it declares.
    func readResponse() throws -> RawResponse {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let response = RawResponse(parsing: received) { return response }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                throw RawHTTPError("connection ended after \(received.count) bytes of a response: \(String(decoding: received.prefix(200), as: UTF8.self))")
            }
            received.append(contentsOf: buffer[0..<count])
        }
    }
}

/// An HTTP response, parsed just enough for tests.
struct RawResponse {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]

    var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The body as a JSON object.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
    }

    /// A whole response at the start of `bytes`, or nil when more must be read.
    init?(parsing bytes: [UInt8]) {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let headEnd = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return nil }
        let head = String(decoding: bytes[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let bodyStart = headEnd + separator.count
        if headers["transfer-encoding"]?.lowercased() == "chunked" {
            guard let body = Self.dechunked(bytes[bodyStart...]) else { return nil }
            self.body = body
        } else {
            let length = Int(headers["content-length"] ?? "0") ?? 0
            guard bytes.count >= bodyStart + length else { return nil }
            self.body = Array(bytes[bodyStart..<(bodyStart + length)])
        }
        self.status = status
        self.headers = headers
    }

    /// A chunked body's bytes (RFC 9112 §7.1), or nil until its last chunk is in.
    private static func dechunked(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var body: [UInt8] = []
        var position = bytes.startIndex
        let lineEnd: [UInt8] = [13, 10]
        while true {
            guard let sizeEnd = bytes[position...].indices.first(where: { bytes[$0...].starts(with: lineEnd) }),
                  let size = Int(String(decoding: bytes[position..<sizeEnd], as: UTF8.self)
                      .split(separator: ";").first ?? "", radix: 16) else { return nil }
            let dataStart = sizeEnd + 2
            if size == 0 { return bytes.endIndex >= dataStart + 2 ? body : nil }
            guard bytes.endIndex >= dataStart + size + 2 else { return nil }
            body += bytes[dataStart..<(dataStart + size)]
            position = dataStart + size + 2
        }
    }
}

struct RawHTTPError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A request's bytes: `Connection: close` unless `keepAlive`.
func httpRequest(_ method: String, _ path: String, body: String? = nil, keepAlive: Bool = false) -> [UInt8] {
    var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    if !keepAlive { text += "Connection: close\r\n" }
    let bodyBytes = Array((body ?? "").utf8)
    if body != nil { text += "Content-Type: application/json\r\nContent-Length: \(bodyBytes.count)\r\n" }
    text += "\r\n"
    return Array(text.utf8) + bodyBytes
}
