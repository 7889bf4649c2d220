import Glibc
import SteadyJSON
import SteadyText

/// `steady-measure serve [OPTIONS]`: the height service over HTTP.
///
/// Starts the server, prints `listening on http://H:P`, then waits for
/// SIGTERM, SIGINT or SIGHUP (a closed terminal); on any of them it stops
/// accepting connections, lets the requests in flight finish and exits 0.
enum ServeCommand {
    static func run(arguments: [String]) -> ExitStatus {
        // Blocked before any thread starts, so that every thread inherits the
        // mask and only sigwait below ever receives them.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGTERM)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGHUP)
        pthread_sigmask(SIG_BLOCK, &stopSignals, nil)

        let options: ServeOptions
        let server: HTTPServer
        do {
            options = try ServeOptions(arguments: arguments)
            let fonts = try FontLocation.load(option: options.fontPath)
            let staticFiles = try options.staticDirectory.map { directory throws(UsageError) in
                guard isDirectory(directory) else { throw UsageError("--static: \(quoted(directory)) is not a folder") }
                return StaticFiles(root: directory, fonts: fonts.servedFonts)
            }
            let accessLog = try options.accessLogPath.map { path throws(UsageError) in try AccessLog(path: path) }
            let service = HeightService(fonts: fonts.stack, limits: options.limits, jobs: options.jobs,
                                        staticFiles: staticFiles, crossOrigin: options.crossOrigin, accessLog: accessLog)
            server = try HTTPServer(
                .init(host: options.host, port: options.port,
                      maxBodyBytes: options.limits.maxBodyBytes, idleTimeoutSeconds: options.idleTimeoutSeconds,
                      maxConnections: options.maxConnections),
                handler: { request in service.respond(to: request) })
        } catch {
            OutputStream.standardError.write(error.diagnostic)
            return .usage
        }
        let host = options.host.contains(":") ? "[\(options.host)]" : options.host
        guard SteadyMeasure.show("listening on http://\(host):\(server.port)\n") == .success else {
            server.stop(graceSeconds: 0)
            return .ioFailure
        }
        var received: Int32 = 0
        while sigwait(&stopSignals, &received) != 0 {}
        server.stop(graceSeconds: options.shutdownGraceSeconds)
        return .success
    }
}
