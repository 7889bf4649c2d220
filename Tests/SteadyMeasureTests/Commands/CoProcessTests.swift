import Foundation
import Glibc
import Testing

/// steady-measure as a co-process: one line in, its records out, before the
/// next line is sent.
@Suite struct CoProcessTests {
    @Test func eachLineIsAnsweredBeforeTheNextArrives() throws {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        process.executableURL = SteadyMeasureRun.binaryURL
        process.arguments = ["--width", "300,120", "--size", "17,AX2", "--jobs", "2"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = output.fileHandleForReading.fileDescriptor
        for (index, line) in [#"{"id": 1, "text": "Hello"}"#, "not json", #"{"id": 3, "text": "สวัสดีครับ"}"#].enumerated() {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            // The records of this line (4, or 1 error record), with nothing more sent.
            let expected = index == 1 ? 1 : 4
            let received = try readLines(expected, from: reader, within: 10)
            #expect(received.count == expected, "line \(index + 1): \(received)")
            if index == 1 {
                #expect(received.first?.hasPrefix(#"{"line": 2, "error": "invalid JSON"#) == true)
            } else {
                #expect(received.allSatisfy { $0.hasPrefix(#"{"id": \#(index + 1), "width": "#) })
            }
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
    }

    /// A bad line's one error record names the line and, when it has one,
    /// its id: a co-process reading widths x sizes records per line stops at
    /// the record with "error" and knows which message failed.
    @Test func aBadLinesRecordCarriesItsId() throws {
        let lines = [#"{"id": "m1"}"#, #"{"id": 2, "text": "x", "spans": [{"start": 0, "end": 9}]}"#, "not json",
                     #"{"id": [1], "text": "a"}"#, #"{"id": 5, "id": 6, "text": "a"}"#, #"{"text": "a", "id": "a\"b"}"#]
        let run = try SteadyMeasureRun.run(["--width", "300,200"], input: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(run.status == 1)
        #expect(run.stdoutLines.prefix(5) == [
            #"{"line": 1, "error": "missing \"text\"", "id": "m1"}"#,
            #"{"line": 2, "error": "span 1 (0..<9): reaches outside the text (1 UTF-16 code units)", "id": 2}"#,
            #"{"line": 3, "error": "invalid JSON: expected a JSON value, found 'not' at column 1"}"#,
            #"{"line": 4, "error": "\"id\" is an array, not a string or a number"}"#,
            #"{"line": 5, "error": "duplicate key \"id\""}"#,
        ])
        #expect(run.stdoutLines.count == 7)
        #expect(run.stdoutLines.suffix(2).allSatisfy { $0.hasPrefix(#"{"id": "a\"b", "width": "#) })
        #expect(run.stderrLines.count == 5)
    }

    /// With --quiet a co-process whose parent never reads standard error
    /// does not block however many lines are bad: 20,000 bad lines (about
    /// 1,600 fill a pipe's 64 KB) through a standard error no one reads.
    @Test func quietNeverBlocksOnStandardError() throws {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()   // never read
        process.executableURL = SteadyMeasureRun.binaryURL
        process.arguments = ["--width", "300", "--quiet"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let lineCount = 20_000
        let writer = Thread {
            input.fileHandleForWriting.write(Data(String(repeating: #"{"id": 1}"# + "\n", count: lineCount).utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let records = try readLines(lineCount, from: output.fileHandleForReading.fileDescriptor, within: 60)
        #expect(records.count == lineCount)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let written = errors.fileHandleForReading.availableData
        #expect(written.isEmpty, "\(written.count) bytes on standard error")
    }

    /// Reads until `count` lines have come or `seconds` have passed.
    private func readLines(_ count: Int, from descriptor: Int32, within seconds: Int) throws -> [String] {
        var bytes: [UInt8] = []
        var lines = 0
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(seconds)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while lines < count && clock.now < deadline {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            let read = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard read > 0 else { break }
            bytes.append(contentsOf: buffer[0..<read])
            lines += buffer[0..<read].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
