import Foundation
import Glibc
import Testing

/// What a client can do to the service, beyond bad bodies: requests HTTP does
/// not allow, bodies that stop short, answers it never reads, one message of
/// a million records, paths out of the static folder. Each is answered, and
/// none holds the service's threads or memory.
@Suite struct HostileServiceTests {
    /// A number line of `/metrics`.
    static func metric(_ name: String, of service: ServiceProcess) throws -> Double {
        let text = try service.request("GET", "/metrics").bodyText
        for line in text.split(separator: "\n") where line.hasPrefix(name + " ") {
            if let value = Double(line.dropFirst(name.count + 1)) { return value }
        }
        throw RawHTTPError("no \(name) in /metrics")
    }

    @Test func requestsHTTPDoesNotAllowAre400AndCloseTheConnection() throws {
        let service = try ServiceProcess()
        for (request, problem) in [
            ("GET /healthz HTTP/1.1\r\n\r\n", "Host"),
            ("GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", "Host"),
            ("GET /heal\0thz HTTP/1.1\r\nHost: a\r\n\r\n", "NUL"),
            ("GET /healthz HTTP/1.2\r\nHost: a\r\n\r\n", "version"),
        ] {
            let connection = try RawConnection(port: service.port)
            connection.send(request)
            let response = try connection.readResponse()
            #expect(response.status == 400, "\(request.debugDescription)")
            #expect(response.bodyText.contains(problem), "\(request.debugDescription): \(response.bodyText)")
            #expect(response.headers["connection"]?.lowercased() == "close", "\(request.debugDescription)")
            #expect(connection.readUntilClosed() != nil, "\(request.debugDescription): the connection stays open")
        }
        // A path is decoded before it is routed: what no path can be is 400.
        for (path, problem) in [("/v1/heights%00junk", "NUL"), ("/%zz", "hex digits"), ("/%ff", "UTF-8")] {
            let response = try service.request("GET", path)
            #expect(response.status == 400, "\(path)")
            #expect(response.bodyText.contains(problem), "\(path): \(response.bodyText)")
        }
        #expect(try service.request("GET", "/health%7A").status == 200)
        // HTTP/1.0 needs no Host.
        let connection = try RawConnection(port: service.port)
        connection.send("GET /healthz HTTP/1.0\r\n\r\n")
        #expect(try connection.readResponse().status == 200)
        #expect(service.stop() == 0)
    }

    @Test func aBodyThatEndsShortIsClosedWhenTheClientStopsSending() throws {
        let service = try ServiceProcess(["--idle-seconds", "20"])
        // Reads give up well before the idle limit: only the end of the stream can close it.
        let connection = try RawConnection(port: service.port, timeout: 8)
        connection.send("POST /v1/heights HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\n{\"widths\"")
        connection.finishSending()
        #expect(connection.readUntilClosed() != nil, "the service waited for the idle limit")
        #expect(try service.request("GET", "/healthz").status == 200)
        #expect(service.stop() == 0)
    }

    @Test func aPortInUseIsAUsageError() throws {
        let service = try ServiceProcess()
        let second = try SteadyMeasureRun.run(["serve", "--port", String(service.port)])
        #expect(second.status == 2)
        #expect(second.stderr.contains("in use"), "\(second.stderr)")
        #expect(try service.request("GET", "/healthz").status == 200)
        #expect(service.stop() == 0)
    }

    @Test func aHostNameIsListenedOn() throws {
        let service = try ServiceProcess(["--host", "localhost"])
        #expect(service.stop() == 0)
        let unknown = try SteadyMeasureRun.run(["serve", "--port", "0", "--host", "no-such-host.invalid"])
        #expect(unknown.status == 2)
    }

    @Test func staticFilesResolveInsideTheirFolder() throws {
        let root = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        try Data("inside".utf8).write(to: root.url.appendingPathComponent("a.txt"))
        try Data("secret".utf8).write(to: elsewhere.url.appendingPathComponent("secret.txt"))
        let files = FileManager.default
        try files.createSymbolicLink(atPath: root.url.appendingPathComponent("link.txt").path, withDestinationPath: "a.txt")
        try files.createSymbolicLink(atPath: root.url.appendingPathComponent("out.txt").path,
                                     withDestinationPath: elsewhere.url.appendingPathComponent("secret.txt").path)
        try files.createSymbolicLink(atPath: root.url.appendingPathComponent("outside").path, withDestinationPath: elsewhere.url.path)
        let service = try ServiceProcess(["--static", root.url.path])
        #expect(try service.request("GET", "/a.txt").bodyText == "inside")
        #expect(try service.request("GET", "/link.txt").bodyText == "inside")
        for path in ["/out.txt", "/outside/secret.txt", "/outside/"] {
            let response = try service.request("GET", path)
            #expect(response.status == 404, "\(path)")
            #expect(response.bodyText != "secret", "\(path)")
        }
        #expect(service.stop() == 0)
    }

    /// With one compute slot busy, `/healthz` is still answered: it is sent
    /// after a long request and arrives before that request's answer ends.
    @Test func healthIsAnsweredWhileTheComputeSlotsAreBusy() throws {
        let service = try ServiceProcess(["--jobs", "1"])
        let widths = (0..<200).map { String(100 + $0) }.joined(separator: ", ")
        let messages = (0..<400).map { #"{"id": \#($0), "text": "Message \#($0): ทดสอบการวัดความสูง and some English words to wrap \#($0)"}"# }
        let body = #"{"widths": [\#(widths)], "sizes": [12, 17, 22, 28, 33], "messages": [\#(messages.joined(separator: ", "))]}"#
        let heavy = try RawConnection(port: service.port, timeout: 120)
        heavy.send(httpRequest("POST", "/v1/heights", body: body))
        // The heavy request has started measuring once its answer's head is out.
        var arrived = heavy.readArrived()
        while !arrived.starts(with: Array("HTTP/1.1 200".utf8)) {
            usleep(10_000)
            arrived += heavy.readArrived()
        }
        let health = try service.request("GET", "/healthz")
        #expect(health.status == 200)
        arrived += heavy.readArrived()
        #expect(RawResponse(parsing: arrived) == nil, "the heavy answer ended before /healthz was answered")
        _ = heavy.readToEnd()
        #expect(service.stop() == 0)
    }

    /// One message of a million records stops at the request's time limit
    /// and gets an error in its place, as many messages do.
    @Test func oneMessageOfAMillionRecordsStopsAtTheTimeLimit() throws {
        let service = try ServiceProcess(["--request-seconds", "1", "--jobs", "1"])
        let widths = (0..<100_000).map { String(100 + Double($0) / 1000) }.joined(separator: ",")
        let body = #"{"widths": [\#(widths)], "sizes": [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], "#
            + #""messages": [{"id": 1, "text": "Message: ทดสอบการวัดความสูง and some English words to wrap"}]}"#
        let connection = try RawConnection(port: service.port, timeout: 120)
        connection.send(httpRequest("POST", "/v1/heights", body: body))
        let response = try connection.readResponse()
        #expect(response.status == 200)
        let results = response.json["results"] as? [[String: Any]] ?? []
        #expect(results.count == 1)
        #expect(results.first?["index"] as? Int == 0)
        #expect((results.first?["error"] as? String)?.hasPrefix("not measured") == true)
        #expect(service.stop() == 0)
    }

    /// Thirty clients that ask for an 8 MB answer, or a 10 MB font, and never
    /// read it cost the service little memory: answers are measured as they
    /// are sent, and files are sent from their open file.
    @Test func unreadAnswersHoldLittleMemory() throws {
        let page = try TemporaryFolder()
        let service = try ServiceProcess(["--static", page.url.path, "--jobs", "2"])
        let widths = (0..<13).map { String(200 + 10 * $0) }.joined(separator: ", ")
        let messages = (0..<1000).map { #"{"id": \#($0), "text": "Message \#($0) with some words"}"# }
        let body = #"{"widths": [\#(widths)], "sizes": [12, 13, 14, 15, 16, 17, 18, 19, 20, 21], "messages": [\#(messages.joined(separator: ", "))]}"#
        // Warm up: the fonts are read and the answer's size is known.
        let whole = try service.request("POST", "/v1/heights", body: body)
        #expect(whole.body.count > 8_000_000)
        #expect(try service.request("GET", "/fonts/NotoColorEmoji.ttf").body.count > 9_000_000)
        let before = try Self.metric("process_resident_memory_bytes", of: service)
        var idle: [RawConnection] = []
        for index in 0..<60 {
            let connection = try RawConnection(port: service.port)
            connection.send(index % 2 == 0 ? httpRequest("POST", "/v1/heights", body: body) : httpRequest("GET", "/fonts/NotoColorEmoji.ttf"))
            idle.append(connection)
        }
        // Every unread answer has begun: each connection got bytes.
        for connection in idle {
            var arrived = connection.readArrived()
            while arrived.isEmpty {
                usleep(10_000)
                arrived = connection.readArrived()
            }
        }
        sleep(1)
        let after = try Self.metric("process_resident_memory_bytes", of: service)
        // Holding the answers whole would take 30 × 8 MB + 30 × 10 MB.
        print("unread answers: resident memory grew by \(Int(after - before) / 1_000) KB")
        #expect(after - before < 80_000_000, "resident memory grew by \(Int(after - before) / 1_000_000) MB")
        idle.removeAll()
        #expect(try service.request("GET", "/healthz").status == 200)
        #expect(service.stop() == 0)
    }

    @Test func optionsAndCrossOriginHeaders() throws {
        let service = try ServiceProcess(["--cors", "https://chat.example.com"])
        let connection = try RawConnection(port: service.port)
        connection.send("OPTIONS /v1/heights HTTP/1.1\r\nHost: a\r\nOrigin: https://chat.example.com\r\n"
            + "Access-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: content-type\r\nConnection: close\r\n\r\n")
        let preflight = try connection.readResponse()
        #expect(preflight.status == 204)
        #expect(preflight.headers["allow"]?.contains("POST") == true)
        #expect(preflight.headers["access-control-allow-origin"] == "https://chat.example.com")
        #expect(preflight.headers["access-control-allow-methods"]?.contains("POST") == true)
        #expect(preflight.headers["access-control-allow-headers"]?.lowercased().contains("content-type") == true)
        for (origin, allowed) in [("https://chat.example.com", true), ("https://evil.example", false)] {
            let other = try RawConnection(port: service.port)
            other.send("GET /healthz HTTP/1.1\r\nHost: a\r\nOrigin: \(origin)\r\nConnection: close\r\n\r\n")
            let response = try other.readResponse()
            #expect(response.status == 200)
            #expect((response.headers["access-control-allow-origin"] == origin) == allowed, "\(origin)")
        }
        #expect(try service.request("OPTIONS", "/healthz").status == 204)
        #expect(service.stop() == 0)
    }

    @Test func theAccessLogHasALinePerRequest() throws {
        let folder = try TemporaryFolder()
        let log = folder.url.appendingPathComponent("access.jsonl")
        let service = try ServiceProcess(["--access-log", log.path])
        _ = try service.request("GET", "/healthz")
        _ = try service.request("GET", "/nowhere")
        _ = try service.request("POST", "/v1/heights", body: #"{"widths": [300], "messages": [{"id": 1, "text": "Hi"}]}"#)
        #expect(service.stop() == 0)
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        let records = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(records.count == 3, "\(lines)")
        #expect(records.map { $0["path"] as? String } == ["/healthz", "/nowhere", "/v1/heights"])
        #expect(records.map { $0["status"] as? Int } == [200, 404, 200])
        #expect(records.allSatisfy { ($0["seconds"] as? Double ?? -1) >= 0 && ($0["time"] as? Double ?? 0) > 1.7e9 })
    }
}
