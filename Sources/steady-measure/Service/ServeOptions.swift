import SteadyJSON

/// The options of `steady-measure serve`, parsed and checked.
struct ServeOptions: Equatable, Sendable {
    /// The address to listen on.
    var host = "127.0.0.1"
    /// The TCP port; 0 picks a free one.
    var port: UInt16 = 8787
    /// The font folder or font-stack file, or nil for the usual places (``FontLocation``).
    var fontPath: String?
    /// Requests measured at once (compute slots); every connection has its
    /// own thread besides, so `/healthz` answers while all slots are busy.
    var jobs = MeasureOptions.processorCount
    /// What one request may ask.
    var limits = ServiceLimits()
    /// Seconds a connection may stay idle before it is closed.
    var idleTimeoutSeconds = 30
    /// Connections open at once.
    var maxConnections = 1024
    /// A folder served at `/` beside the API, with the fonts at `/fonts/`.
    var staticDirectory: String?
    /// Seconds a shutdown waits for the requests in flight.
    var shutdownGraceSeconds = 30
    /// The origins whose pages may call the API from a browser (`--cors`).
    var crossOrigin = CrossOrigin()
    /// Where each answered request is logged (`--access-log`), or nil.
    var accessLogPath: String?

    /// The options `serve` knows, by their long name.
    enum Name: String, CaseIterable, Sendable {
        case host = "--host"
        case port = "--port"
        case fonts = "--fonts"
        case jobs = "--jobs"
        case maxBodyBytes = "--max-body-bytes"
        case maxMessages = "--max-messages"
        case maxRecords = "--max-records"
        case requestSeconds = "--request-seconds"
        case idleSeconds = "--idle-seconds"
        case maxConnections = "--max-connections"
        case staticFiles = "--static"
        case cors = "--cors"
        case accessLog = "--access-log"
    }

    /// Parses `serve`'s arguments (after the word `serve`).
    ///
    /// - Throws: ``UsageError`` for the first problem found.
    init(arguments: [String]) throws(UsageError) {
        let list = try OptionList<Name>(arguments, helpCommand: "steady-measure help serve")
        if let extra = list.positionals.first {
            throw UsageError("serve takes no file, found \(quoted(extra))")
        }
        for (name, value) in list.options {
            switch name {
            case .host:
                guard !value.isEmpty else { throw UsageError("--host needs an address") }
                host = value
            case .port:
                guard let number = Self.wholeNumber(value), number <= 65535 else {
                    throw UsageError("--port: \(quoted(value)) is not a port number (0 to 65535)")
                }
                port = UInt16(number)
            case .fonts:
                guard !value.isEmpty else { throw UsageError("--fonts needs a font folder or a font-stack file") }
                fontPath = value
            case .jobs:
                jobs = try Self.positive(value, of: name, atMost: 1024)
            case .maxBodyBytes:
                limits.maxBodyBytes = try Self.positive(value, of: name, atMost: 1 << 40)
            case .maxMessages:
                limits.maxMessages = try Self.positive(value, of: name, atMost: Int(Int32.max))
            case .maxRecords:
                limits.maxRecords = try Self.positive(value, of: name, atMost: Int(Int32.max))
            case .requestSeconds:
                limits.requestSeconds = try Self.positive(value, of: name, atMost: 86_400)
            case .idleSeconds:
                idleTimeoutSeconds = try Self.positive(value, of: name, atMost: 86_400)
            case .maxConnections:
                maxConnections = try Self.positive(value, of: name, atMost: 1_000_000)
            case .staticFiles:
                guard !value.isEmpty else { throw UsageError("--static needs a folder") }
                staticDirectory = value.hasSuffix("/") && value.count > 1 ? String(value.dropLast()) : value
            case .cors:
                crossOrigin.origins.append(try Self.origin(value))
            case .accessLog:
                guard !value.isEmpty else { throw UsageError("--access-log needs a file, or - for standard error") }
                accessLogPath = value
            }
        }
    }

    /// `*` or an origin as a browser sends it: `scheme://host[:port]`, no path.
    private static func origin(_ text: String) throws(UsageError) -> String {
        if text == "*" { return text }
        let parts = text.split(separator: "://", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[1].contains("/"),
              !text.contains(where: { $0 == " " || $0 == "," }) else {
            throw UsageError("--cors: \(quoted(text)) is not * or an origin such as https://chat.example.com (scheme, host and port; no path)")
        }
        return text
    }

    private static func wholeNumber(_ text: String) -> Int? {
        let trimmed = text.trimmingSpaces()
        if trimmed == "0" { return 0 }
        return NumberArgument.positiveInteger(trimmed)
    }

    private static func positive(_ text: String, of name: Name, atMost limit: Int) throws(UsageError) -> Int {
        guard let number = NumberArgument.positiveInteger(text), number <= limit else {
            throw UsageError("\(name.rawValue): \(quoted(text)) is not a whole number from 1 to \(limit)")
        }
        return number
    }
}

/// What one request to the service may ask, each configurable with a `serve` option.
struct ServiceLimits: Equatable, Sendable {
    /// The largest body read (`--max-body-bytes`); a larger one is answered 413.
    var maxBodyBytes = 8 << 20
    /// The most messages in one request (`--max-messages`); more is answered 413.
    var maxMessages = 10_000
    /// The most records one request may ask for, messages × widths × sizes
    /// (`--max-records`); more is answered 413.
    var maxRecords = 1_000_000
    /// Seconds one request may measure for (`--request-seconds`); messages
    /// not reached by then get an error in their place.
    var requestSeconds = 30
}
