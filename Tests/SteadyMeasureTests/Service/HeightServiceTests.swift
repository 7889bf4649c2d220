import SteadyText
import Testing
@testable import steady_measure

/// HeightService called directly, for what real HTTP cannot show on demand.
@Suite struct HeightServiceTests {
    private func post(_ body: String, limits: ServiceLimits) throws -> HTTPResponse {
        let service = HeightService(fonts: try FontStack.bundled(), limits: limits)
        var bytes = Array(body.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            service.respond(to: HTTPRequest(method: "POST", path: "/v1/heights", body: UnsafeBufferPointer(buffer),
                                            bodyExceedsLimit: false))
        }
    }

    /// Past the request's time limit, each message left gets an error in its place.
    @Test func messagesPastTheTimeLimitGetAnErrorInPlace() throws {
        var limits = ServiceLimits()
        limits.requestSeconds = 0
        let response = try post(#"{"widths": [300], "messages": [{"id": 1, "text": "a"}, {"id": 2, "text": "b"}]}"#, limits: limits)
        #expect(response.status == 200)
        let error = "not measured: the request took longer than its limit of 0 s"
        #expect(String(decoding: response.bodyBytes, as: UTF8.self) ==
                #"{"results": [{"index": 0, "error": "\#(error)", "id": 1}, {"index": 1, "error": "\#(error)", "id": 2}]}"# + "\n")
    }

    /// A message with bad spans gets an error naming the span in its place;
    /// the styled and plain messages around it are measured.
    @Test func badSpansGetAnErrorInPlace() throws {
        let body = #"{"widths": [300], "messages": [{"id": 1, "text": "Hi Ana", "spans": [{"start": 3, "end": 6, "weight": 700}]}, "#
            + #"{"id": 2, "text": "Hi", "spans": [{"start": 1, "end": 5}]}, {"id": 3, "markdown": "**Hi**"}]}"#
        let response = try post(body, limits: ServiceLimits())
        #expect(response.status == 200)
        #expect(String(decoding: response.bodyBytes, as: UTF8.self) == #"{"results": [{"id": 1, "width": 300, "size": 17, "lines": 1, "height": 23}, "#
            + #"{"index": 1, "error": "span 1 (1..<5): reaches outside the text (2 UTF-16 code units)", "id": 2}, "#
            + #"{"id": 3, "width": 300, "size": 17, "lines": 1, "height": 23}]}"# + "\n")
    }

    @Test func anEmptyPageIsAnEmptyList() throws {
        let response = try post(#"{"widths": [300], "messages": []}"#, limits: ServiceLimits())
        #expect(response.status == 200)
        #expect(String(decoding: response.bodyBytes, as: UTF8.self) == "{\"results\": []}\n")
    }
}
