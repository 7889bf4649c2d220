import SteadyJSON
import SteadyText
import Synchronization

/// The height service's answers: routes a request, measures a heights
/// request's messages, and shapes every answer as JSON (Docs/steady-measure.md).
///
/// Thread-safe: the HTTP server calls ``respond(to:)`` from all its threads.
/// Texts are prepared with the one shared ``FontStack``, whose caches keep
/// every word already shaped across requests, so asking again at a new width
/// or size reshapes nothing.
final class HeightService: Sendable {
    private let fonts: FontStack
    private let limits: ServiceLimits
    /// Files served beside the API, if any.
    private let staticFiles: StaticFiles?
    let metrics = ServiceMetrics()
    /// Requests being answered now, for `/metrics`.
    private let requestsInFlight = Atomic<Int>(0)

    init(fonts: FontStack, limits: ServiceLimits, staticFiles: StaticFiles? = nil) {
        self.fonts = fonts
        self.limits = limits
        self.staticFiles = staticFiles
    }

    /// The answer to `request`.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        requestsInFlight.wrappingAdd(1, ordering: .relaxed)
        defer { requestsInFlight.wrappingSubtract(1, ordering: .relaxed) }
        let response = route(request)
        metrics.recordRequest(path: request.path, status: response.status)
        return response
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        let isRead = request.method == "GET" || request.method == "HEAD"
        switch request.path {
        case "/v1/heights":
            guard request.method == "POST" else { return Self.methodNotAllowed(request, allow: "POST") }
            return heights(request)
        case "/healthz":
            guard isRead else { return Self.methodNotAllowed(request, allow: "GET, HEAD") }
            return Self.json(200, #"{"status": "ok"}"#)
        case "/metrics":
            guard isRead else { return Self.methodNotAllowed(request, allow: "GET, HEAD") }
            return HTTPResponse(status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8",
                                body: Array(metrics.text(requestsInFlight: requestsInFlight.load(ordering: .relaxed)).utf8))
        default:
            if isRead, let file = staticFiles?.response(for: request.path) { return file }
            return Self.error(404, "no such path: \(quoted(request.path)) (the service answers POST /v1/heights, GET /healthz, GET /metrics)")
        }
    }

    /// `POST /v1/heights`: every message gets its records, or an error in its place.
    private func heights(_ request: HTTPRequest) -> HTTPResponse {
        guard !request.bodyExceedsLimit else {
            return Self.error(413, "body: larger than the limit of \(limits.maxBodyBytes) bytes")
        }
        let heightsRequest: HeightsRequest
        do {
            heightsRequest = try HeightsRequest(body: request.body, limits: limits)
        } catch {
            return Self.error(error.status, error.message)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start.advanced(by: .seconds(limits.requestSeconds))
        let measurer = MessageMeasurer(settings: heightsRequest.settings, fonts: fonts)
        var writer = JSONWriter()
        writer.appendRaw(#"{"results": ["#)
        var errors = 0
        for (index, value) in heightsRequest.messages.enumerated() {
            let problem: String
            if clock.now > deadline {
                problem = "not measured: the request took longer than its limit of \(limits.requestSeconds) s"
            } else {
                do {
                    let message = try InputMessage(value: value)
                    try measurer.appendRecords(for: message, to: &writer, terminator: ", ")
                    continue
                } catch {
                    problem = error.message
                }
            }
            errors += 1
            writer.appendRaw(#"{"index": "#)
            writer.appendInteger(index)
            writer.appendRaw(#", "error": "#)
            writer.appendString(problem)
            writer.appendRaw("}, ")
        }
        // Every record is followed by ", "; the last one's is not wanted.
        if writer.bytes.last == UInt8(ascii: " ") { writer.bytes.removeLast(2) }
        writer.appendRaw("]}\n")
        let messages = heightsRequest.messages.count
        metrics.recordHeights(messages: messages, errors: errors,
                              records: (messages - errors) * heightsRequest.settings.recordsPerMessage,
                              seconds: Self.seconds(clock.now - start))
        return HTTPResponse(status: 200, contentType: "application/json", body: writer.bytes)
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    private static func methodNotAllowed(_ request: HTTPRequest, allow: String) -> HTTPResponse {
        var response = error(405, "\(request.path) does not take \(request.method) (it takes \(allow))")
        response.allow = allow
        return response
    }

    private static func error(_ status: UInt32, _ message: String) -> HTTPResponse {
        var writer = JSONWriter()
        writer.appendRaw(#"{"error": "#)
        writer.appendString(message)
        writer.appendRaw("}\n")
        return HTTPResponse(status: status, contentType: "application/json", body: writer.bytes)
    }

    private static func json(_ status: UInt32, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json", body: Array((text + "\n").utf8))
    }
}
