/// One HTTP request, as the service's handler sees it.
///
/// The body points into the server's buffer and is valid only during the
/// handler call.
struct HTTPRequest {
    var method: String
    var path: String
    var body: UnsafeBufferPointer<UInt8>
    /// The body was longer than the server's limit and was not kept.
    var bodyExceedsLimit: Bool
}

/// One HTTP response.
struct HTTPResponse: Sendable, Equatable {
    var status: UInt32
    var contentType: String
    var body: [UInt8]
    /// The methods a 405 answer allows (the `Allow` header).
    var allow: String? = nil
}
