import Glibc

/// Standard output or standard error, written with `write(2)` directly.
///
/// No buffering layer of its own: steady-measure already writes whole batches,
/// and unbuffered writes keep stdout and stderr in the order they happened.
struct OutputStream: Sendable {
    let fileDescriptor: Int32

    static let standardOutput = OutputStream(fileDescriptor: 1)
    static let standardError = OutputStream(fileDescriptor: 2)

    /// Whether the stream is a terminal (for the progress bar).
    var isTerminal: Bool { isatty(fileDescriptor) == 1 }

    /// Writes all of `bytes`.
    ///
    /// - Returns: false when a write failed (other than by interruption).
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Writes `text` as UTF-8.
    @discardableResult
    func write(_ text: String) -> Bool {
        write(Array(text.utf8))
    }
}
