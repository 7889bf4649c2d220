import Foundation
import Glibc
import Testing

/// Hostile HTTP: each is answered or closed, and the service keeps serving.
@Suite(.serialized) struct HostileHTTPTests {
    /// Each attack's bytes; what comes back must be an HTTP error or nothing.
    static let attacks: [(name: String, bytes: [UInt8])] = {
        // Every byte value, scrambled by a multiplier coprime with 256.
        let garbage = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 167 &+ 13) }
        let headers = (0..<5000).map { "X-Header-\($0): value\r\n" }.joined()
        return [
            ("garbage bytes", garbage + Array("\r\n\r\n".utf8)),
            ("an over-long request line", Array(("GET /" + String(repeating: "a", count: 200_000) + " HTTP/1.1\r\nHost: x\r\n\r\n").utf8)),
            ("thousands of headers", Array(("GET /healthz HTTP/1.1\r\nHost: x\r\n" + headers + "\r\n").utf8)),
            ("a megabyte header", Array(("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "v", count: 1 << 20) + "\r\n\r\n").utf8)),
            ("bad chunked encoding", Array("POST /v1/heights HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n".utf8)),
            ("a chunk size past any limit", Array("POST /v1/heights HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffff\r\nhello\r\n".utf8)),
            ("no HTTP version", Array("GET /healthz\r\n\r\n".utf8)),
            ("a negative Content-Length", Array("POST /v1/heights HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n{}".utf8)),
        ]
    }()

    @Test func attacksAreAnsweredAndTheServiceKeepsServing() throws {
        let service = try ServiceProcess(["--idle-seconds", "2"])
        for (name, bytes) in Self.attacks {
            let connection = try RawConnection(port: service.port)
            connection.send(bytes)
            connection.finishSending()
            let answer = connection.readToEnd()
            if !answer.isEmpty {
                let head = String(decoding: answer.prefix(12), as: UTF8.self)
                #expect(head.hasPrefix("HTTP/1.1 4") || head.hasPrefix("HTTP/1.0 4"), "\(name): \(head)")
            }
            #expect(try service.request("GET", "/healthz").status == 200, "after \(name)")
        }
        #expect(service.stop() == 0)
    }

    @Test func contentLengthThatLiesIsNotAnsweredAsIfWhole() throws {
        let service = try ServiceProcess(["--idle-seconds", "1"])
        // Declares 100 bytes, sends 20 and stops: never measured as a short body.
        let short = try RawConnection(port: service.port)
        short.send("POST /v1/heights HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n" + #"{"widths": [300], ""#)
        short.finishSending()
        #expect(short.readToEnd().isEmpty)
        // Declares 2 bytes and sends more: the rest is a second request, and not a good one.
        let long = try RawConnection(port: service.port)
        long.send("POST /v1/heights HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}GARBAGE\r\n\r\n")
        long.finishSending()
        let answer = String(decoding: long.readToEnd(), as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(80))")
        #expect(answer.contains(#"missing \"widths\""#))
        #expect(try service.request("GET", "/healthz").status == 200)
        #expect(service.stop() == 0)
    }

    @Test func slowClientsDoNotHoldUpOthers() throws {
        let service = try ServiceProcess(["--idle-seconds", "20"])
        // Fifty connections that send half a request and wait.
        var slow = try (0..<50).map { _ in
            let connection = try RawConnection(port: service.port)
            connection.send("POST /v1/heights HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"wid")
            return connection
        }
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<20 {
            let response = try service.request(
                "POST", "/v1/heights", body: #"{"widths": [300], "messages": [{"id": 1, "text": "still here"}]}"#)
            #expect(response.status == 200)
        }
        #expect(clock.now - start < .seconds(5))
        // Gone, they no longer hold the shutdown's wait for requests in flight.
        slow.removeAll()
        #expect(service.stop() == 0)
    }

    @Test func idleConnectionsAreClosed() throws {
        let service = try ServiceProcess(["--idle-seconds", "1"])
        let idle = try RawConnection(port: service.port, timeout: 10)
        idle.send("GET /healthz HTTP/1.1\r\nHost: x\r\n")
        let clock = ContinuousClock()
        let start = clock.now
        #expect(idle.readToEnd().isEmpty)
        #expect(clock.now - start < .seconds(5))
        #expect(service.stop() == 0)
    }
}
