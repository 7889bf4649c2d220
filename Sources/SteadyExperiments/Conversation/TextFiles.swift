import Glibc

/// Whole files in and out, for the experiments' small inputs and figures,
/// with the C library rather than Foundation: a process that loads
/// Foundation starts about 3 ms later, and `steady-measure` is one such process.
enum TextFiles {
    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The bytes of the file at `path`, or why not (`strerror`).
    static func read(_ path: String) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(ReadFailure(errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(errno))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Why a file could not be read.
    struct ReadFailure: Error {
        let reason: String
        init(_ code: Int32) { reason = String(cString: strerror(code)) }
    }

    /// Writes `text` to the file at `path`, replacing it; false when it cannot.
    static func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "wb") else { return false }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        return fclose(file) == 0 && written == bytes.count
    }
}
