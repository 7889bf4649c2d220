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

    /// Reads until `count` lines have come or `seconds` have passed.
    private func readLines(_ count: Int, from descriptor: Int32, within seconds: Int) throws -> [String] {
        var bytes: [UInt8] = []
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.filter({ $0 == UInt8(ascii: "\n") }).count < count && clock.now < deadline {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            let read = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard read > 0 else { break }
            bytes.append(contentsOf: buffer[0..<read])
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
