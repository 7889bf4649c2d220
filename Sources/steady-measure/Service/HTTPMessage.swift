/// One HTTP request, as the service's handler sees it.
///
/// The body points into the server's buffer and is valid only during the
/// handler call.
struct HTTPRequest {
    var method: String
    /// The path as sent: percent escapes are not decoded (``HTTPPath``).
    var path: String
    var body: UnsafeBufferPointer<UInt8>
    /// The body was longer than the server's limit and was not kept.
    var bodyExceedsLimit: Bool
    /// Why the request breaks HTTP/1.1's rules (no or two `Host` headers, no
    /// version), when it does: it is answered 400.
    var protocolError: String? = nil
    /// The `Origin` header, for CORS.
    var origin: String? = nil
}

/// One HTTP response.
struct HTTPResponse: Sendable {
    var status: UInt32
    var contentType: String
    var body: Body
    /// Headers beside `Content-Type` (`Allow` for a 405, CORS).
    var headers: [(name: String, value: String)] = []

    /// What a response's body is.
    enum Body: Sendable {
        /// Bytes held whole: small answers.
        case bytes([UInt8])
        /// Produced piece by piece as the client reads (``ResponseStream``),
        /// so that a large answer is never held whole.
        case stream(ResponseStream)
        /// A regular file, sent from its open descriptor, which the response
        /// owns (``OpenFile``).
        case file(OpenFile)
    }

    init(status: UInt32, contentType: String, body: [UInt8]) {
        self.init(status: status, contentType: contentType, body: .bytes(body))
    }

    init(status: UInt32, contentType: String, body: Body) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }
}

/// A regular file open for sending, and its size.
///
/// The descriptor passes to the server with the response, which closes it;
/// a response that is never handed to the server must ``close()`` it.
struct OpenFile: Sendable {
    let descriptor: Int32
    let size: UInt64
}
