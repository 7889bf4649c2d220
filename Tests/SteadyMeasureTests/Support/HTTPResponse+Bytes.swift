import Glibc
@testable import steady_measure

extension HTTPResponse {
    /// The whole body, read as the server would send it: a stream drained
    /// piece by piece, a file read from its descriptor (which is closed).
    var bodyBytes: [UInt8] {
        switch body {
        case .bytes(let bytes):
            return bytes
        case .stream(let stream):
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { stream.read(into: $0) }
                if count == 0 { return bytes }
                bytes += buffer[..<count]
            }
        case .file(let file):
            defer { close(file.descriptor) }
            var bytes = [UInt8](repeating: 0, count: Int(file.size))
            let count = bytes.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress, $0.count, 0) }
            return Array(bytes.prefix(max(0, count)))
        }
    }
}
