import Foundation
import Glibc

/// `steady-measure serve --port 0` running for a test: started, its port read
/// from the listening line, and stopped with SIGTERM.
final class ServiceProcess {
    let process = Process()
    let port: UInt16
    private let output = Pipe()
    private let errors: FileHandle
    private let errorsURL: URL
    private let folder: TemporaryFolder

    /// Starts the service with `arguments` after `serve --port 0`.
    init(_ arguments: [String] = []) throws {
        folder = try TemporaryFolder()
        errorsURL = folder.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        errors = try FileHandle(forWritingTo: errorsURL)
        process.executableURL = SteadyMeasureRun.binaryURL
        process.arguments = ["serve", "--port", "0"] + arguments
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var line: [UInt8] = []
        let reader = output.fileHandleForReading
        while line.last != UInt8(ascii: "\n") {
            let byte = reader.readData(ofLength: 1)
            guard let first = byte.first else { break }
            line.append(first)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("listening on http://"), let colon = text.lastIndex(of: ":"),
              let port = UInt16(text[text.index(after: colon)...].dropLast())
        else {
            process.terminate()
            process.waitUntilExit()
            throw RawHTTPError("no listening line; stdout \(quotedText(text)), stderr \(quotedText(String(decoding: (try? Data(contentsOf: errorsURL)) ?? Data(), as: UTF8.self)))")
        }
        self.port = port
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Sends a request on a new connection and reads its response.
    func request(_ method: String, _ path: String, body: String? = nil) throws -> RawResponse {
        let connection = try RawConnection(port: port)
        connection.send(httpRequest(method, path, body: body))
        return try connection.readResponse()
    }

    /// Sends `signal` (SIGTERM unless told) and waits for the exit; returns
    /// the exit status, or 128 + the signal's number when a signal ended it.
    func stop(_ signal: Int32 = SIGTERM) -> Int32 {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// What the service wrote on standard error so far.
    var standardError: String {
        String(decoding: (try? Data(contentsOf: errorsURL)) ?? Data(), as: UTF8.self)
    }
}

private func quotedText(_ text: String) -> String { "\"\(text)\"" }
