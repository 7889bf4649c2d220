import Glibc
import SteadyJSON
import SteadyText

/// Files the service serves beside its API (`serve --static DIR`): a page and
/// its scripts, and the fonts the heights are computed with under `/fonts/`,
/// so a web client draws with exactly those fonts.
///
/// Only regular files inside the folders are served: a path with a `..` or
/// `.` segment, a hidden name, or a NUL is not found, and neither is a file
/// of `root` that a symbolic link leads out of it. A file is sent from its
/// descriptor, never read into memory whole.
struct StaticFiles: Sendable {
    /// The folder served at `/`.
    let root: String
    /// What `/fonts/` serves.
    let fonts: Fonts

    /// The fonts in use, as `/fonts/` serves them.
    enum Fonts: Sendable {
        /// A font folder (`--fonts DIR`, the bundled or installed `Fonts/`):
        /// its files, stack file and licences included. A folder without a
        /// stack file (the eight bundled files) serves `stackJSON` as
        /// `/fonts/stack.json`: its stack, families `F0` to `F7`, so that a
        /// client always finds the stack there.
        case folder(String, stackJSON: [UInt8])
        /// A font-stack file's fonts (`--fonts FILE`), each under a name of its
        /// own (``StackFiles``), and at `/fonts/stack.json` the stack with
        /// those names.
        case stack(StackFiles)
    }

    /// The fonts of a stack read from a font-stack file, named for `/fonts/`.
    struct StackFiles: Sendable {
        /// The font file each served name stands for.
        let pathByName: [String: String]
        /// The stack as a font-stack file whose faces are the served names,
        /// so that a client resolves them against `/fonts/`.
        let stackJSON: [UInt8]

        /// The files of `stack`: a file inside the stack file's folder keeps
        /// its path from there; another one is served by its file name, and
        /// when that name is taken already, as `<family>-<face>-<name>` (the
        /// family's and face's places, from 1).
        init(_ stack: FontStack) {
            let folder = (stack.directory ?? "") + "/"
            var pathByName: [String: String] = [:]
            var nameByPath: [String: String] = [:]
            var writer = JSONWriter()
            writer.appendRaw(#"{"families": ["#)
            for (f, family) in stack.stackDescription.families.enumerated() {
                writer.appendRaw(f == 0 ? "\n  " : ",\n  ")
                writer.appendRaw(#"{"family": "#)
                writer.appendString(family.name)
                if !family.isFallback { writer.appendRaw(#", "fallback": false"#) }
                writer.appendRaw(#", "faces": ["#)
                for (k, face) in family.faces.enumerated() {
                    let name: String
                    if let served = nameByPath[face.path] {
                        name = served
                    } else {
                        let inside = face.path.hasPrefix(folder) ? String(face.path.dropFirst(folder.count)) : nil
                        let base = inside.flatMap { Self.isServable($0) ? $0 : nil }
                            ?? String(face.path.split(separator: "/").last ?? "font")
                        name = pathByName[base] == nil ? base : "\(f + 1)-\(k + 1)-\(base)"
                        pathByName[name] = face.path
                        nameByPath[face.path] = name
                    }
                    writer.appendRaw(k == 0 ? "" : ", ")
                    writer.appendRaw(#"{"file": "#)
                    writer.appendString(name)
                    switch face.weight {
                    case .fixed(400): break
                    case .fixed(let weight):
                        writer.appendRaw(#", "weight": "#)
                        writer.appendNumber(weight)
                    case .variable(let range):
                        writer.appendRaw(#", "weight": ["#)
                        writer.appendNumber(range.lowerBound)
                        writer.appendRaw(", ")
                        writer.appendNumber(range.upperBound)
                        writer.appendRaw("]")
                    }
                    if face.style == .italic { writer.appendRaw(#", "style": "italic""#) }
                    writer.appendRaw("}")
                }
                writer.appendRaw("]}")
            }
            writer.appendRaw("\n]}\n")
            self.pathByName = pathByName
            self.stackJSON = writer.bytes
        }

        /// Whether a path from the stack's folder is one `/fonts/` serves:
        /// no `.` or `..` segment, no hidden name, no empty segment.
        private static func isServable(_ relative: String) -> Bool {
            let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
            return !segments.contains { $0.isEmpty || $0.hasPrefix(".") }
        }
    }

    /// Serves `root` at `/` and `fonts` at `/fonts/`.
    init(root: String, fonts: Fonts) {
        self.root = root
        self.fonts = fonts
    }

    /// The response for a GET of `path`, or nil when no such file is served.
    func response(for path: String) -> HTTPResponse? {
        if case .stack(let files) = fonts, path == "/fonts/" + FontStack.stackFileName {
            return HTTPResponse(status: 200, contentType: Self.contentType(of: path), body: files.stackJSON)
        }
        guard let (file, folder) = filePath(for: path), let opened = Self.open(file, inside: folder) else {
            if case .folder(_, let stackJSON) = fonts, path == "/fonts/" + FontStack.stackFileName {
                return HTTPResponse(status: 200, contentType: Self.contentType(of: path), body: stackJSON)
            }
            return nil
        }
        return HTTPResponse(status: 200, contentType: Self.contentType(of: file), body: .file(opened))
    }

    /// The file a URL path names and the folder it must be inside (nil for
    /// a stack file's font, which is served wherever it is), or nil when it
    /// names none.
    func filePath(for path: String) -> (file: String, folder: String?)? {
        guard path.hasPrefix("/"), !path.utf8.contains(0) else { return nil }
        if path.hasPrefix("/fonts/") {
            let name = path.dropFirst("/fonts/".count)
            switch fonts {
            case .folder(let directory, _):
                // The fonts the service measures with, wherever their links lead.
                return Self.relativePath(name).map { (directory + "/" + $0, nil) }
            case .stack(let files):
                // Only the stack's own files, by their served names.
                return files.pathByName[String(name)].map { ($0, nil) }
            }
        }
        return Self.relativePath(path.dropFirst()).map { (root + "/" + $0, root) }
    }

    /// A URL path below a folder as a file path below it (`index.html` for a
    /// folder), or nil for a `.` or `..` segment, a hidden name or an empty segment.
    private static func relativePath(_ rest: Substring) -> Substring? {
        let segments = rest.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0.hasPrefix(".") }) { return nil }
        if segments.dropLast().contains(where: \.isEmpty) { return nil }
        return rest.isEmpty || rest.hasSuffix("/") ? rest + "index.html" : rest
    }

    /// `path` opened for sending, when it is a regular file and, for a
    /// `folder`, really inside it: a symbolic link that leads out of the
    /// folder is not served. The check reads where the open descriptor
    /// leads, so a link swapped in after the check cannot redirect it.
    private static func open(_ path: String, inside folder: String?) -> OpenFile? {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
              folder.map({ isInside(descriptor: descriptor, folder: $0) }) ?? true else {
            close(descriptor)
            return nil
        }
        // Opened without blocking (a FIFO would wait for a writer); sent blocking, as the server wants.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return OpenFile(descriptor: descriptor, size: UInt64(status.st_size))
    }

    /// Whether the file open as `descriptor` lies inside `folder`, links in both resolved.
    private static func isInside(descriptor: Int32, folder: String) -> Bool {
        guard let real = realpath(folder, nil) else { return false }
        defer { free(real) }
        let root = String(cString: real)
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &target, target.count - 1)
        guard count > 0 else { return false }
        let file = String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return file.hasPrefix(root == "/" ? "/" : root + "/")
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
        case "ttc": return "font/collection"
        case "png": return "image/png"
        case "svg": return "image/svg+xml"
        default: return "application/octet-stream"
        }
    }
}
