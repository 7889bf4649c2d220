import Glibc
import Synchronization

/// The service's counters, shown at `GET /metrics` in Prometheus's text format.
final class ServiceMetrics: Sendable {
    private struct RequestKey: Hashable {
        var path: String
        var status: UInt32
    }

    private struct Counts {
        var requests: [RequestKey: Int] = [:]
        var messages = 0
        var messageErrors = 0
        var records = 0
        var requestSeconds = 0.0
        var measuredRequests = 0
    }

    private let counts = Mutex(Counts())

    /// The paths counted by name; any other is counted as `other`.
    private static let knownPaths: Set<String> = ["/v1/heights", "/healthz", "/metrics"]

    /// Counts one answered request.
    func recordRequest(path: String, status: UInt32) {
        let key = RequestKey(path: Self.knownPaths.contains(path) ? path : "other", status: status)
        counts.withLock { $0.requests[key, default: 0] += 1 }
    }

    /// Counts one measured heights request.
    func recordHeights(messages: Int, errors: Int, records: Int, seconds: Double) {
        counts.withLock {
            $0.messages += messages
            $0.messageErrors += errors
            $0.records += records
            $0.requestSeconds += seconds
            $0.measuredRequests += 1
        }
    }

    /// The exposition text, with the requests now in flight.
    func text(requestsInFlight: Int) -> String {
        let snapshot = counts.withLock { $0 }
        var lines: [String] = []
        lines.append("# HELP steady_http_requests_total HTTP requests answered, by path and status.")
        lines.append("# TYPE steady_http_requests_total counter")
        for (key, count) in snapshot.requests.sorted(by: { ($0.key.path, $0.key.status) < ($1.key.path, $1.key.status) }) {
            lines.append(#"steady_http_requests_total{path="\#(key.path)",status="\#(key.status)"} \#(count)"#)
        }
        lines.append("# HELP steady_http_requests_in_flight Requests being read, measured or answered.")
        lines.append("# TYPE steady_http_requests_in_flight gauge")
        lines.append("steady_http_requests_in_flight \(requestsInFlight)")
        lines.append("# HELP steady_messages_total Messages in heights requests, measured or not.")
        lines.append("# TYPE steady_messages_total counter")
        lines.append("steady_messages_total \(snapshot.messages)")
        lines.append("# HELP steady_message_errors_total Messages answered with an error in their place.")
        lines.append("# TYPE steady_message_errors_total counter")
        lines.append("steady_message_errors_total \(snapshot.messageErrors)")
        lines.append("# HELP steady_records_total Height records answered.")
        lines.append("# TYPE steady_records_total counter")
        lines.append("steady_records_total \(snapshot.records)")
        lines.append("# HELP steady_heights_request_seconds Time spent measuring heights requests.")
        lines.append("# TYPE steady_heights_request_seconds summary")
        lines.append("steady_heights_request_seconds_sum \(snapshot.requestSeconds)")
        lines.append("steady_heights_request_seconds_count \(snapshot.measuredRequests)")
        lines.append("# HELP process_resident_memory_bytes Resident memory size in bytes.")
        lines.append("# TYPE process_resident_memory_bytes gauge")
        lines.append("process_resident_memory_bytes \(Self.residentBytes())")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Resident set size from `/proc/self/statm` (its second field, in pages).
    private static func residentBytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return 0 }
        let fields = buffer[0..<count].split(separator: UInt8(ascii: " "))
        guard fields.count >= 2, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}
