import Glibc

/// Files the service serves beside its API (`serve --static DIR`): a page and
/// its scripts, and the fonts the heights are computed with under `/fonts/`,
/// so a web client draws with exactly those fonts.
///
/// Only regular files inside the folders are served: a path with a `..` or
/// `.` segment, a hidden name, or a NUL is not found.
struct StaticFiles: Sendable {
    /// The folder served at `/`.
    let root: String
    /// The font folder served at `/fonts/`.
    let fontDirectory: String

    /// The largest file served.
    static let maxFileBytes = 64 << 20

    /// The response for a GET of `path`, or nil when no such file is served.
    func response(for path: String) -> HTTPResponse? {
        guard let file = filePath(for: path), let bytes = Self.contents(of: file) else { return nil }
        return HTTPResponse(status: 200, contentType: Self.contentType(of: file), body: bytes)
    }

    /// The file a URL path names, or nil when it names none.
    func filePath(for path: String) -> String? {
        guard path.hasPrefix("/"), !path.utf8.contains(0) else { return nil }
        let (folder, rest): (String, Substring)
        if path.hasPrefix("/fonts/") {
            (folder, rest) = (fontDirectory, path.dropFirst("/fonts/".count))
        } else {
            (folder, rest) = (root, path.dropFirst())
        }
        let segments = rest.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0.hasPrefix(".") }) { return nil }
        if segments.dropLast().contains(where: \.isEmpty) { return nil }
        let relative = rest.isEmpty || rest.hasSuffix("/") ? rest + "index.html" : rest
        return folder + "/" + relative
    }

    /// The file's bytes, when it is a regular file of at most ``maxFileBytes``.
    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
              status.st_size <= maxFileBytes else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            offset += count
        }
        return bytes
    }

    private static func contentType(of path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        let suffix = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch suffix {
        case "html": return "text/html; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "json": return "application/json"
        case "jsonl": return "application/jsonl"
        case "ttf": return "font/ttf"
        case "otf": return "font/otf"
        case "png": return "image/png"
        case "svg": return "image/svg+xml"
        default: return "application/octet-stream"
        }
    }
}
