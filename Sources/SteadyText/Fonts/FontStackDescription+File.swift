import SteadyJSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FontStackDescription {
    /// The largest font-stack file read, in bytes (1 MiB, 2²⁰; a stack of
    /// a hundred families is under 10 KB).
    public static let largestFileSize = 1 << 20

    /// Reads and checks the font-stack file at `path` (Docs/steady-measure.md,
    /// "Font-stack files").
    ///
    /// The file is one JSON object, `{"families": [...]}`; each family is
    /// `{"family": name, "faces": [...], "fallback": bool}` (`fallback`
    /// optional, true unless given) and each face `{"file": path, "weight":
    /// number or [min, max], "style": "normal" or "italic"}` (weight 400 and
    /// style normal unless given). A UTF-8 byte order mark is skipped.
    ///
    /// Face paths are resolved against the folder of `path` (made absolute
    /// from the working folder when `path` is relative); absolute paths are
    /// kept. Each font file is opened and its first 4 bytes read: they must
    /// be an OpenType, TrueType or collection tag (`00 01 00 00`, `OTTO`,
    /// `true`, `ttcf`). Whether the rest is a usable font is for the loader.
    ///
    /// The file is refused, with the first problem found, when it is not
    /// JSON, has a field the format does not define (at any level) or the
    /// same field twice, a value of the wrong type, no families, no family
    /// that is a fallback, two families of one name (ignoring case, as CSS
    /// does), a family without faces, a missing, unreadable or non-font
    /// file, a weight outside 1–1000, a range written max first, or a style
    /// other than normal and italic. No input makes it trap.
    ///
    /// ```swift
    /// let stack = try FontStackDescription(contentsOfFile: "Fonts/stack.json")
    /// ```
    ///
    /// - Parameter path: the font-stack file (a file, not a folder).
    /// - Throws: ``FontStackFileError`` naming `path`, the family and face
    ///   where there is one, and the problem.
    /// - Complexity: O(n) in the file's size, plus one open and 4-byte read
    ///   per face.
    public init(contentsOfFile path: String) throws(FontStackFileError) {
        let bytes: [UInt8]
        switch FileBytes.contents(of: path, limit: Self.largestFileSize) {
        case .success(let read): bytes = read
        case .failure(let failure):
            throw FontStackFileError(file: path, problem: .unreadableStackFile(reason: failure.reason))
        }
        let json: JSONValue
        do {
            json = try Self.parseJSON(bytes)
        } catch {
            throw FontStackFileError(file: path, problem: .notJSON(detail: error.detail))
        }
        let reader = FontStackFileReader(file: path, folder: FilePath.absoluteFolder(of: path))
        self = try reader.read(json)
    }

    /// How deep the stack file's JSON may nest: the format needs 5 levels.
    static let maxJSONDepth = 32

    /// A parse failure, with the line and column it happened at.
    struct ParseFailure: Error {
        var detail: String
    }

    /// Parses the whole file as one JSON value; a byte order mark is skipped.
    static func parseJSON(_ bytes: [UInt8]) throws(ParseFailure) -> JSONValue {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let body = Array(bytes[start...])
        do {
            return try JSONParser.parse(body, maxDepth: maxJSONDepth)
        } catch {
            throw ParseFailure(detail: describe(error, in: body))
        }
    }

    /// The parser's message with its byte offset turned into a line and a
    /// column in that line: the parser counts columns over all it was
    /// given, and a stack file has many lines.
    private static func describe(_ error: JSONParseError, in bytes: [UInt8]) -> String {
        let offset = min(max(error.column - 1, 0), bytes.count)
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var located = error
        located.column = offset - lineStart + 1
        if case .unexpectedEnd(let expectation) = error.reason {
            return "invalid JSON: unexpected end of file, expected \(expectation) at line \(line)"
        }
        return located.description + " of line \(line)"
    }
}

/// Reading a small file whole, refusing what is not a regular file.
enum FileBytes {
    /// Why a file could not be read, as a phrase.
    struct Failure: Error {
        var reason: String
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    ///
    /// Opened without blocking, so a FIFO is refused rather than waited on.
    static func contents(of path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor: Int32
        switch openRegularFile(path, limit: limit) {
        case .success(let opened): descriptor = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: systemReason()))
            }
            if count == 0 { return .success(bytes) }
            bytes += chunk[0..<count]
            if bytes.count > limit { return .failure(tooLarge(limit)) }
        }
    }

    /// Up to `count` bytes from the start of the regular file at `path`
    /// (fewer when it is shorter), refusing a file larger than `limit` bytes.
    static func prefix(of path: String, count: Int, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor: Int32
        switch openRegularFile(path, limit: limit) {
        case .success(let opened): descriptor = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: systemReason()))
            }
            if got == 0 { break }
            filled += got
        }
        return .success(Array(bytes[0..<filled]))
    }

    /// Whether something (a file, a folder, a link, even a dangling one) is
    /// at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return !path.utf8.contains(0) && lstat(path, &status) == 0
    }

    /// Opens `path` for reading when it names a regular file of at most `limit` bytes.
    ///
    /// `O_NOCTTY`, as the font shim opens: a path to a terminal would
    /// otherwise become a session leader's controlling terminal (a service
    /// started by an init system is one) before `fstat` refuses it.
    private static func openRegularFile(_ path: String, limit: Int) -> Result<Int32, Failure> {
        if path.utf8.contains(0) { return .failure(Failure(reason: "the path contains a NUL character")) }
        if path.isEmpty { return .failure(Failure(reason: "the path is empty")) }
        var descriptor: Int32
        repeat {
            descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { return .failure(Failure(reason: systemReason())) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = systemReason()
            close(descriptor)
            return .failure(Failure(reason: reason))
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(descriptor)
            return .failure(Failure(reason: kind == S_IFDIR ? "a folder, not a file" : "not a regular file"))
        }
        if Int64(status.st_size) > Int64(limit) {
            close(descriptor)
            return .failure(tooLarge(limit))
        }
        return .success(descriptor)
    }

    /// A file over `limit` bytes, in the words of ``FontError``.
    private static func tooLarge(_ limit: Int) -> Failure {
        Failure(reason: "larger than \(limit / (1024 * 1024)) MB")
    }

    /// The system's phrase for `errno`: "No such file or directory", …
    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}

/// Paths made absolute by plain string work: no file is consulted and no
/// link resolved, so a message shows the path the file named.
enum FilePath {
    /// The absolute folder of the file at `path`: its folder, joined to the
    /// working folder when relative, with `.` parts and repeated slashes dropped.
    static func absoluteFolder(of path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !parts.isEmpty, !path.hasSuffix("/") { parts.removeLast() }
        let folder = "/" + parts.joined(separator: "/")
        return path.hasPrefix("/") ? normalized(folder) : normalized(workingFolder() + folder)
    }

    /// `file` resolved against the absolute `folder`, unless already absolute.
    static func resolve(_ file: String, in folder: String) -> String {
        file.hasPrefix("/") ? normalized(file) : normalized(folder + "/" + file)
    }

    /// An absolute path without `.` parts, repeated slashes or a trailing
    /// slash. `..` parts stay: dropping them lexically is wrong across a link.
    static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return "/" + parts.joined(separator: "/")
    }

    /// The working folder; when it cannot be named (removed, or longer
    /// than `PATH_MAX`), Linux's link to it, which still opens.
    private static func workingFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/proc/self/cwd" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
