import Glibc
import SteadyBubbles
import SteadyInput
import SteadyJSON
import SteadyText

/// `--bubble-style FILE`: a JSON file of one bubble style object
/// (``InputBubbleStyle``), the run's style for every message with
/// `"bubble"`, read and checked before any input is read.
enum BubbleStyleFile {
    /// The largest file read: a style is a few hundred bytes.
    static let largestFileSize = 1 << 20

    /// How deep the file's JSON may nest: a style needs 2 levels.
    static let maxJSONDepth = 32

    /// The style in the file at `path`, over the template's.
    ///
    /// - Throws: ``UsageError`` naming the file and the field:
    ///   `--bubble-style: "style.json": padding.top: the length -2 is not a length of 0 px or more`.
    static func read(_ path: String) throws(UsageError) -> BubbleStyle {
        func failure(_ problem: String) -> UsageError { UsageError("--bubble-style: \(quoted(path)): \(problem)") }
        var bytes: [UInt8]
        do {
            bytes = try contents(of: path)
        } catch {
            throw failure(error.message)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes, maxDepth: maxJSONDepth)
        } catch {
            throw failure(describe(error, in: bytes))
        }
        do {
            let style = try InputBubbleStyle.read(value, over: BubbleStyle(), path: "")
            return try InputBubbleStyle.validated(style, path: "")
        } catch {
            throw failure(error.message)
        }
    }

    /// The bytes of the regular file at `path`. Opened without blocking, so
    /// that a FIFO is refused rather than waited on.
    private static func contents(of path: String) throws(InputError) -> [UInt8] {
        guard !path.isEmpty else { throw InputError("the path is empty") }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw InputError("cannot read it: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputError("cannot read it: \(String(cString: strerror(errno)))") }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else { throw InputError(kind == S_IFDIR ? "a folder, not a file" : "not a regular file") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError("cannot read it: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            if bytes.count > largestFileSize { throw InputError("larger than \(largestFileSize) bytes") }
        }
    }

    /// The parser's message with its byte offset as a line and a column:
    /// the parser counts columns over all it was given.
    private static func describe(_ error: JSONParseError, in bytes: [UInt8]) -> String {
        let offset = min(max(error.column - 1, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        if case .unexpectedEnd(let expectation) = error.reason {
            return "invalid JSON: unexpected end of file, expected \(expectation) at line \(line)"
        }
        var located = error
        located.column = offset - lineStart + 1
        return located.description + " of line \(line)"
    }
}
