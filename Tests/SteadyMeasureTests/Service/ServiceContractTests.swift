import Foundation
import Testing

/// The service through real HTTP: the answers Docs/steady-measure.md promises.
@Suite(.serialized) struct ServiceContractTests {
    /// Messages of several scripts, and ones that cannot be measured.
    static let messages: [String] = [
        #"{"id": "m1", "text": "Hello there, are we still on for Saturday?"}"#,
        #"{"id": 1.50, "text": "مرحبا، كيف حالك اليوم؟ 👋"}"#,
        #"{"id": "cjk", "text": "明日の会議は十時からです。資料を忘れずに！"}"#,
        #"{"id": "empty", "text": ""}"#,
        #"{"id": "lines", "text": "first\n\nthird line  \n"}"#,
        #"{"id": 7}"#,
        #"{"id": 8, "text": 12}"#,
        #"{"id": null, "text": "x"}"#,
        #"[1, 2]"#,
    ]

    @Test func recordsAreWhatTheCLIPrints() throws {
        let service = try ServiceProcess()
        for (options, request) in [
            (["--width", "300,137.5", "--size", "17,AX2"], #""widths": [300, 137.5], "sizes": [17, "AX2"]"#),
            (["--width", "180", "--line-height", "22", "--white-space", "normal"],
             #""widths": [180], "lineHeight": 22, "whiteSpace": "normal", "dpr": 1"#),
        ] {
            let cli = try SteadyMeasureRun.run(options, input: Self.messages.joined(separator: "\n") + "\n")
            #expect(cli.status == 1)
            // The CLI's error records count lines from 1; the service's count messages from 0.
            let expected = cli.stdoutLines.map { line -> String in
                guard line.hasPrefix(#"{"line": "#) else { return line }
                let number = Int(line.dropFirst(9).prefix { $0.isNumber })!
                return #"{"index": \#(number - 1)"# + line.drop { $0 != "," }
            }
            let response = try service.request(
                "POST", "/v1/heights", body: "{\(request), \"messages\": [\(Self.messages.joined(separator: ", "))]}")
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "application/json")
            #expect(response.bodyText == #"{"results": ["# + expected.joined(separator: ", ") + "]}\n")
        }
        #expect(service.stop() == 0)
    }

    /// (body, the start of the error expected)
    static let badBodies: [(body: String, error: String)] = [
        ("hello", "body: invalid JSON: expected a value at column 1"),
        ("[]", "body: expected a JSON object, found an array"),
        (#"{"messages": []}"#, #"missing "widths""#),
        (#"{"widths": 300, "messages": []}"#, "widths: expected an array of numbers, found a number"),
        (#"{"widths": [], "messages": []}"#, "widths: the list is empty"),
        (#"{"widths": [300, -1], "messages": []}"#, "widths[1]: -1 is not a positive finite number"),
        (#"{"widths": [1e400], "messages": []}"#, "widths[0]: 1e400 is not a positive finite number"),
        (#"{"widths": ["300"], "messages": []}"#, "widths[0]: expected a positive number, found a string"),
        (#"{"widths": [300], "sizes": ["Huge"], "messages": []}"#, #"sizes[0]: "Huge" is not a Dynamic Type size"#),
        (#"{"widths": [300], "sizes": [17, 0], "messages": []}"#, "sizes[1]: 0 is not a positive finite number"),
        (#"{"widths": [300], "lineHeight": "tall", "messages": []}"#, #"lineHeight: expected a positive number or "normal", found "tall""#),
        (#"{"widths": [300], "whiteSpace": "nowrap", "messages": []}"#, #"whiteSpace: expected "pre-wrap" or "normal", found "nowrap""#),
        (#"{"widths": [300], "dpr": 0, "messages": []}"#, "dpr: 0 is not a positive finite number"),
        (#"{"widths": [300], "dpr": "2"}"#, "dpr: expected a positive number, found a string"),
        (#"{"widths": [300]}"#, #"missing "messages""#),
        (#"{"widths": [300], "messages": {}}"#, "messages: expected an array, found an object"),
        (#"{"widths": [300], "widths": [200], "messages": []}"#, #"body: duplicate key "widths""#),
        (String(repeating: "[", count: 100_000), "body: invalid JSON: nested deeper than 512 levels"),
    ]

    @Test func badBodiesAre400NamingTheField() throws {
        let service = try ServiceProcess()
        for (body, error) in Self.badBodies {
            let response = try service.request("POST", "/v1/heights", body: body)
            #expect(response.status == 400, "\(body.prefix(60))")
            #expect((response.json["error"] as? String)?.hasPrefix(error) == true, "\(response.bodyText)")
        }
        // Invalid UTF-8 inside a text.
        let connection = try RawConnection(port: service.port)
        let body = Array(#"{"widths": [300], "messages": [{"id": 1, "text": "a"#.utf8) + [0xFF, 0xFE] + Array(#""}]}"#.utf8)
        connection.send(Array("POST /v1/heights HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body)
        let response = try connection.readResponse()
        #expect(response.status == 400)
        #expect((response.json["error"] as? String)?.hasPrefix("body: invalid UTF-8 at column") == true, "\(response.bodyText)")
        #expect(service.stop() == 0)
    }

    @Test func pathsMethodsHealthAndMetrics() throws {
        let service = try ServiceProcess()
        let health = try service.request("GET", "/healthz")
        #expect(health.status == 200)
        #expect(health.bodyText == "{\"status\": \"ok\"}\n")

        let missing = try service.request("GET", "/v2/heights")
        #expect(missing.status == 404)
        #expect(missing.headers["content-type"] == "application/json")
        #expect((missing.json["error"] as? String)?.contains("/v2/heights") == true)

        let wrongMethod = try service.request("GET", "/v1/heights")
        #expect(wrongMethod.status == 405)
        #expect(wrongMethod.headers["allow"] == "POST")
        #expect(wrongMethod.json["error"] is String)
        let postHealth = try service.request("POST", "/healthz", body: "{}")
        #expect(postHealth.status == 405)
        #expect(postHealth.headers["allow"] == "GET, HEAD")

        let measured = try service.request(
            "POST", "/v1/heights", body: #"{"widths": [300, 200], "messages": [{"id": 1, "text": "Hi"}, {"id": 2}]}"#)
        #expect(measured.status == 200)
        let metrics = try service.request("GET", "/metrics")
        #expect(metrics.status == 200)
        #expect(metrics.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
        let lines = Set(metrics.bodyText.split(separator: "\n").map(String.init))
        #expect(lines.contains(#"steady_http_requests_total{path="/healthz",status="200"} 1"#))
        #expect(lines.contains(#"steady_http_requests_total{path="other",status="404"} 1"#))
        #expect(lines.contains(#"steady_http_requests_total{path="/v1/heights",status="405"} 1"#))
        #expect(lines.contains("steady_messages_total 2"))
        #expect(lines.contains("steady_message_errors_total 1"))
        #expect(lines.contains("steady_records_total 2"))
        #expect(lines.contains("# TYPE process_resident_memory_bytes gauge"))
        #expect(service.stop() == 0)
    }

    @Test func limitsAre413() throws {
        let service = try ServiceProcess(["--max-body-bytes", "1000", "--max-messages", "2", "--max-records", "6"])
        let big = #"{"widths": [300], "messages": [{"id": 1, "text": ""# + String(repeating: "a", count: 2000) + #""}]}"#
        let tooBig = try service.request("POST", "/v1/heights", body: big)
        #expect(tooBig.status == 413)
        #expect(tooBig.json["error"] as? String == "body: larger than the limit of 1000 bytes")

        // A chunked body declares no length: it is read, found too long, and answered 413.
        let connection = try RawConnection(port: service.port)
        var chunked = "POST /v1/heights HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n"
        for _ in 0..<4 { chunked += "190\r\n" + String(repeating: "b", count: 400) + "\r\n" }
        chunked += "0\r\n\r\n"
        connection.send(chunked)
        #expect(try connection.readResponse().status == 413)

        let three = #"{"widths": [300], "messages": [{"id": 1, "text": "a"}, {"id": 2, "text": "b"}, {"id": 3, "text": "c"}]}"#
        let tooMany = try service.request("POST", "/v1/heights", body: three)
        #expect(tooMany.status == 413)
        #expect((tooMany.json["error"] as? String)?.hasPrefix("messages: 3 messages, more than the limit of 2") == true)

        let records = #"{"widths": [300, 200, 100, 50], "messages": [{"id": 1, "text": "a"}, {"id": 2, "text": "b"}]}"#
        let tooManyRecords = try service.request("POST", "/v1/heights", body: records)
        #expect(tooManyRecords.status == 413)
        #expect((tooManyRecords.json["error"] as? String)?.contains("limit of 6 records") == true)

        let fits = try service.request("POST", "/v1/heights", body: #"{"widths": [300, 200, 100], "messages": [{"id": 1, "text": "a"}, {"id": 2, "text": "b"}]}"#)
        #expect(fits.status == 200)
        #expect(service.stop() == 0)
    }

    /// "dpr" lays out at the screen's ratio, as `--dpr` does: "Hello" is 23 px at
    /// ratio 1 and 22.666667938232422 at 1.5 (Chromium's getBoundingClientRect).
    @Test func theRatioIsTheScreens() throws {
        let service = try ServiceProcess()
        let messages = #""messages": [{"id": 1, "text": "Hello"}]"#
        let atOne = try service.request("POST", "/v1/heights", body: #"{"widths": [120], "dpr": 1, "# + messages + "}")
        let atOneAndAHalf = try service.request("POST", "/v1/heights", body: #"{"widths": [120], "dpr": 1.5, "# + messages + "}")
        #expect(atOne.status == 200 && atOneAndAHalf.status == 200)
        #expect(atOneAndAHalf.headers["warning"] == nil)
        #expect(String(decoding: atOne.body, as: UTF8.self).contains(#""height": 23}"#))
        #expect(String(decoding: atOneAndAHalf.body, as: UTF8.self).contains(#""height": 22.666667938232422}"#))
        #expect(service.stop() == 0)
    }

    @Test func badServeOptionsAreUsageErrors() throws {
        for (arguments, message) in [
            (["serve", "--port", "70000"], #"--port: "70000" is not a port number (0 to 65535)"#),
            (["serve", "--host", "no-such-host.invalid"], "serve: cannot listen on no-such-host.invalid:8787: not an address or a known host name"),
            (["serve", "--max-messages", "0"], #"--max-messages: "0" is not a whole number from 1 to 2147483647"#),
            (["serve", "--bogus"], #"unknown option "--bogus" (see steady-measure help serve)"#),
            (["serve", "file.jsonl"], #"serve takes no file, found "file.jsonl""#),
            (["serve", "--port", "0", "--fonts", "/nonexistent-fonts"], "--fonts: cannot read font file /nonexistent-fonts/NotoSans-Regular.ttf"),
        ] {
            let run = try SteadyMeasureRun.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderrLines.first?.hasPrefix("steady-measure: " + message) == true, "\(run.stderr)")
        }
    }
}
