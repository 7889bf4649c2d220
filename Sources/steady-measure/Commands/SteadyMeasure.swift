import CSteadyHTTP
import Glibc
import SteadyJSON
import SteadyText

/// The command line's entry: picks the subcommand and returns its exit status.
///
/// Measure mode needs no subcommand name (`steady-measure --width 300 FILE`);
/// `measure` may be written to be explicit. A new subcommand is one case here,
/// one in ``Help/Topic`` and its own file in Commands/.
enum SteadyMeasure {
    /// The version, as tagged in git (`v` + this).
    static let version = "0.2.0"

    /// Runs steady-measure with `arguments` (without the program name).
    static func run(arguments: [String]) -> ExitStatus {
        // --version (or -V) anywhere before `--`, with any subcommand, as --help.
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--version" || $0 == "-V" }) {
            return show(versionText)
        }
        switch arguments.first {
        case "experiment":
            return ExperimentCommand.run(arguments: Array(arguments.dropFirst()))
        case "serve":
            let rest = Array(arguments.dropFirst())
            if Help.isRequested(in: rest) { return show(Help.text(for: .serve)) }
            return ServeCommand.run(arguments: rest)
        case "help":
            let rest = arguments.dropFirst()
            guard rest.count <= 1 else { return usage("help takes at most one subcommand name") }
            guard let name = rest.first else { return show(Help.text(for: .measure)) }
            guard let topic = Help.Topic(rawValue: name) else {
                return usage("help: no subcommand \(quoted(name)) (subcommands: \(Help.Topic.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return show(Help.text(for: topic))
        case "version":
            guard arguments.count == 1 else { return usage("version takes no arguments") }
            return show(versionText)
        case "measure":
            return measure(Array(arguments.dropFirst()))
        case "stream":
            let rest = Array(arguments.dropFirst())
            if Help.isRequested(in: rest) { return show(Help.text(for: .stream)) }
            return MeasureCommand.run(arguments: rest, streaming: true)
        default:
            return measure(arguments)
        }
    }

    /// The version, the renderer whose heights it gives, and the libraries
    /// the answers depend on, as they report themselves at run time.
    static var versionText: String {
        let libraries = LibraryVersions.text + [("libmicrohttpd", String(cString: steady_http_library_version()))]
        return """
            steady-measure \(version)
            target: chromium (Chromium 156's layout, the default), webkit (WebKitGTK 2.50's), firefox (Firefox ESR 153's)
            \(libraries.map { "\($0.name) \($0.version)" }.joined(separator: ", "))

            """
    }

    private static func measure(_ arguments: [String]) -> ExitStatus {
        if Help.isRequested(in: arguments) { return show(Help.text(for: .measure)) }
        return MeasureCommand.run(arguments: arguments)
    }

    /// Writes `text` to standard output; a failed write is reported on
    /// standard error, under `command`'s name, and exits 3.
    static func show(_ text: String, command: String = "steady-measure") -> ExitStatus {
        guard OutputStream.standardOutput.write(text) else {
            OutputStream.standardError.write("\(command): cannot write output: \(String(cString: strerror(errno)))\n")
            return .ioFailure
        }
        return .success
    }

    private static func usage(_ message: String) -> ExitStatus {
        OutputStream.standardError.write(UsageError(message).diagnostic)
        return .usage
    }
}
