import CSteadyHTTP
import Glibc

/// An HTTP/1.1 server on libmicrohttpd (through the `steady_http` shim): a
/// thread for each connection reads its requests and calls ``handler`` with
/// each whole body.
///
/// The handler runs on many threads at once; how much measuring runs at once
/// is the handler's to bound (``HeightService``'s compute slots).
final class HTTPServer: Sendable {
    /// How a server is started.
    struct Configuration: Sendable {
        var host: String
        var port: UInt16
        var maxBodyBytes: Int
        var idleTimeoutSeconds: Int
        var maxConnections: Int
    }

    /// The request handler, kept alive as long as the server.
    private final class Handler: Sendable {
        let respond: @Sendable (HTTPRequest) -> HTTPResponse
        init(_ respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) { self.respond = respond }
    }

    // The shim's server is thread-safe: its threads call the handler, and
    // `stop` is called once, from `stop(graceSeconds:)`.
    nonisolated(unsafe) private let server: OpaquePointer
    private let handler: Handler

    /// The port listened on (the chosen one when started with port 0).
    let port: UInt16

    /// Starts listening.
    ///
    /// - Throws: ``UsageError`` when the address cannot be listened on.
    init(_ configuration: Configuration, handler respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(UsageError) {
        let handler = Handler(respond)
        var error = [CChar](repeating: 0, count: 256)
        let started: OpaquePointer? = configuration.host.withCString { host in
            var config = steady_http_config(
                host: host, port: configuration.port, max_body_bytes: configuration.maxBodyBytes,
                idle_timeout_seconds: UInt32(configuration.idleTimeoutSeconds),
                max_connections: UInt32(configuration.maxConnections))
            return steady_http_server_start(&config, HTTPServer.dispatch,
                                            Unmanaged.passUnretained(handler).toOpaque(), &error, error.count)
        }
        guard let started else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw UsageError("serve: cannot listen on \(configuration.host):\(configuration.port): \(reason)")
        }
        self.server = started
        self.handler = handler
        self.port = steady_http_server_port(started)
    }

    /// Stops accepting, lets the requests in flight finish (up to
    /// `graceSeconds`), then closes every connection. Call once.
    func stop(graceSeconds: Int) {
        steady_http_server_stop(server, UInt32(graceSeconds))
    }

    /// The shim's callback: hands the exchange to the handler and sets its answer.
    private static let dispatch: steady_http_handler = { context, exchange in
        guard let context, let exchange else { return }
        let handler = Unmanaged<Handler>.fromOpaque(context).takeUnretainedValue()
        var length = 0
        let bytes = steady_http_exchange_body(exchange, &length)
        let request = HTTPRequest(
            method: String(cString: steady_http_exchange_method(exchange)),
            path: String(cString: steady_http_exchange_path(exchange)),
            body: UnsafeBufferPointer(start: bytes, count: length),
            bodyExceedsLimit: steady_http_exchange_body_exceeds_limit(exchange) != 0,
            protocolError: steady_http_exchange_protocol_error(exchange).map { String(cString: $0) },
            origin: steady_http_exchange_header(exchange, "Origin").map { String(cString: $0) })
        let response = handler.respond(request)
        switch response.body {
        case .bytes(let body):
            body.withUnsafeBufferPointer { body in
                steady_http_exchange_respond(exchange, response.status, response.contentType, body.baseAddress, body.count)
            }
        case .stream(let stream):
            steady_http_exchange_respond_stream(exchange, response.status, response.contentType, readStream,
                                                Unmanaged.passRetained(stream).toOpaque(), releaseStream)
        case .file(let file):
            steady_http_exchange_respond_file(exchange, response.status, response.contentType, file.descriptor, file.size)
        }
        for header in response.headers { steady_http_exchange_add_header(exchange, header.name, header.value) }
    }

    private static let readStream: steady_http_reader = { context, buffer, capacity in
        let stream = Unmanaged<ResponseStream>.fromOpaque(context!).takeUnretainedValue()
        return stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: capacity))
    }

    private static let releaseStream: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
        Unmanaged<ResponseStream>.fromOpaque(context!).release()
    }
}
