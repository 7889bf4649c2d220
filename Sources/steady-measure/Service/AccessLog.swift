import Glibc
import SteadyJSON

/// `serve --access-log FILE`: one JSON line per answered request,
///
/// ```json
/// {"time": 1764750000.125, "method": "POST", "path": "/v1/heights", "status": 200, "seconds": 0.0042}
/// ```
///
/// `time` is when the answer was done, in seconds since 1970 (UTC); `seconds`
/// how long the request took from its headers to the answer's last byte. The
/// path is as sent. Each line is one `write(2)` to a file opened for
/// appending, so lines from many threads never interleave.
struct AccessLog: Sendable {
    private let output: OutputStream

    /// Appends to `path` (created when missing), or writes to standard error for `-`.
    ///
    /// - Throws: ``UsageError`` when the file cannot be opened.
    init(path: String) throws(UsageError) {
        if path == "-" {
            output = .standardError
            return
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw UsageError("--access-log: cannot open \(quoted(path)): \(String(cString: strerror(errno)))")
        }
        output = OutputStream(fileDescriptor: descriptor)
    }

    /// Logs one answered request.
    func record(method: String, path: String, status: UInt32, seconds: Double) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var writer = JSONWriter()
        writer.appendRaw(#"{"time": "#)
        writer.appendNumber((Double(now.tv_sec) + Double(now.tv_nsec / 1_000_000) / 1000))
        writer.appendRaw(#", "method": "#)
        writer.appendString(method)
        writer.appendRaw(#", "path": "#)
        writer.appendString(path)
        writer.appendRaw(#", "status": "#)
        writer.appendInteger(Int(status))
        writer.appendRaw(#", "seconds": "#)
        writer.appendNumber((seconds * 1e6).rounded() / 1e6)
        writer.appendRaw("}\n")
        output.write(writer.bytes)
    }
}
