import Dispatch
import SteadyJSON
import SteadyText
import Synchronization

/// The height service's answers: routes a request, measures a heights
/// request's messages, and shapes every answer as JSON (Docs/steady-measure.md).
///
/// Thread-safe: the HTTP server calls ``respond(to:)`` from every
/// connection's thread. Measuring runs in at most `jobs` compute slots at
/// once; `/healthz` and `/metrics` take none, so they answer while every slot
/// is busy. Texts are prepared with the one shared ``FontStack``, whose caches
/// keep every word already shaped across requests, so asking again at a new
/// width or size reshapes nothing.
final class HeightService: Sendable {
    private let fonts: FontStack
    private let limits: ServiceLimits
    /// Files served beside the API, if any.
    private let staticFiles: StaticFiles?
    private let crossOrigin: CrossOrigin
    private let accessLog: AccessLog?
    let metrics = ServiceMetrics()
    /// Requests being answered now, for `/metrics`.
    private let requestsInFlight = Atomic<Int>(0)
    /// One permit per request measuring at once (`--jobs`).
    private let slots: DispatchSemaphore

    init(fonts: FontStack, limits: ServiceLimits, jobs: Int = MeasureOptions.processorCount,
         staticFiles: StaticFiles? = nil, crossOrigin: CrossOrigin = CrossOrigin(), accessLog: AccessLog? = nil) {
        self.fonts = fonts
        self.limits = limits
        self.staticFiles = staticFiles
        self.crossOrigin = crossOrigin
        self.accessLog = accessLog
        self.slots = DispatchSemaphore(value: max(1, jobs))
    }

    /// The answer to `request`. A streamed answer is counted, in `/metrics`
    /// and the access log, when its last byte is sent.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        requestsInFlight.wrappingAdd(1, ordering: .relaxed)
        let start = ContinuousClock.now
        var response = route(request)
        response.headers += crossOrigin.headers(for: request.origin)
        let (method, path, status) = (request.method, request.path, response.status)
        let done: @Sendable () -> Void = { [self] in
            requestsInFlight.wrappingSubtract(1, ordering: .relaxed)
            metrics.recordRequest(path: path, status: status)
            let (seconds, attoseconds) = (ContinuousClock.now - start).components
            accessLog?.record(method: method, path: path, status: status,
                              seconds: Double(seconds) + Double(attoseconds) / 1e18)
        }
        if case .stream(let stream) = response.body { stream.whenFinished(done) } else { done() }
        return response
    }

    /// The methods each path takes.
    private static let methods: [String: [String]] = ["/v1/heights": ["POST"], "/healthz": ["GET", "HEAD"],
                                                      "/metrics": ["GET", "HEAD"]]

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        if let problem = request.protocolError { return Self.error(400, "request: \(problem)") }
        let path: String
        switch HTTPPath.decode(request.path) {
        case .success(let decoded): path = decoded
        case .failure(let problem): return Self.error(400, problem.message)
        }
        let isRead = request.method == "GET" || request.method == "HEAD"
        if let methods = Self.methods[path] {
            let allow = methods.joined(separator: ", ")
            if request.method == "OPTIONS" {
                var response = HTTPResponse(status: 204, contentType: "text/plain", body: [])
                response.headers = [("Allow", allow + ", OPTIONS")]
                    + crossOrigin.preflightHeaders(for: request.origin, methods: allow)
                return response
            }
            guard methods.contains(request.method) else {
                return Self.methodNotAllowed(request, allow: allow)
            }
        }
        switch path {
        case "/v1/heights":
            return heights(request)
        case "/healthz":
            return Self.json(200, #"{"status": "ok"}"#)
        case "/metrics":
            return HTTPResponse(status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8",
                                body: Array(metrics.text(requestsInFlight: requestsInFlight.load(ordering: .relaxed)).utf8))
        default:
            if isRead, let file = staticFiles?.response(for: path) { return file }
            return Self.error(404, "no such path: \(quoted(path)) (the service answers POST /v1/heights, GET /healthz, GET /metrics)")
        }
    }

    /// `POST /v1/heights`: every message gets its records, or an error in its place.
    private func heights(_ request: HTTPRequest) -> HTTPResponse {
        guard !request.bodyExceedsLimit else {
            return Self.error(413, "body: larger than the limit of \(limits.maxBodyBytes) bytes")
        }
        let start = ContinuousClock.now
        let heightsRequest: HeightsRequest
        do {
            slots.wait()
            defer { slots.signal() }
            heightsRequest = try HeightsRequest(body: request.body, limits: limits)
        } catch {
            return Self.error(error.status, error.message)
        }
        var measurer = MessageMeasurer(settings: heightsRequest.settings, fonts: fonts)
        measurer.deadline = (start.advanced(by: .seconds(limits.requestSeconds)), limits.requestSeconds)
        let answer = HeightsAnswer(messages: heightsRequest.messages, measurer: measurer, slots: slots, metrics: metrics)
        return HTTPResponse(status: 200, contentType: "application/json", body: .stream(ResponseStream(answer)))
    }

    private static func methodNotAllowed(_ request: HTTPRequest, allow: String) -> HTTPResponse {
        var response = error(405, "\(request.path) does not take \(request.method) (it takes \(allow))")
        response.headers.append(("Allow", allow))
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
