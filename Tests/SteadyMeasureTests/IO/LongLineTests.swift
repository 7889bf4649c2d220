import Foundation
import Dispatch
import Glibc
import SteadyInput
import Testing
@testable import steady_measure

/// Lines past the reader's limit: answered in place, never held whole.
@Suite struct LongLineTests {
    /// Reads `input` written by another thread (it may exceed a pipe's buffer);
    /// returns each line as its text, or nil when it was too long.
    private func lines(_ input: [UInt8], maxLineBytes: Int) throws -> (lines: [String?], largestBatch: Int) {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let writeEnd = descriptors[1]
        let writer = DispatchGroup()
        DispatchQueue.global().async(group: writer) {
            var offset = 0
            while offset < input.count {
                let written = input[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, min($0.count, 10_000)) }
                guard written > 0 else { break }
                offset += written
            }
            close(writeEnd)
        }
        defer { close(descriptors[0]) }
        var reader = JSONLinesReader(fileDescriptor: descriptors[0], maxLineBytes: maxLineBytes)
        var result: [String?] = []
        var largest = 0
        while let batch = try reader.nextBatch(maxLines: 100) {
            largest = max(largest, batch.bytes.count)
            result += batch.lines.map { $0.isTooLong ? nil : String(decoding: batch.bytes[$0.range], as: UTF8.self) }
        }
        writer.wait()
        return (result, largest)
    }

    @Test func aLongLineIsMarkedAndTheNextOnesRead() throws {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 1_000_000)
        let input = Array("a\n".utf8) + long + Array("\nb\n".utf8) + long + Array("\r\nc".utf8)
        let (lines, largest) = try lines(input, maxLineBytes: 1000)
        #expect(lines == ["a", nil, "b", nil, "c"])
        // Never more than the limit and a read's chunk held.
        #expect(largest < 1000 + 3 * 65_536)
    }

    @Test func linesJustUnderTheLimitDoNotPileUpInABatch() throws {
        // From a file, where every read comes back full, so only the bound ends a batch.
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("lines.jsonl").path
        let line = [UInt8](repeating: UInt8(ascii: "z"), count: 900) + [UInt8(ascii: "\n")]
        #expect(FileManager.default.createFile(atPath: path, contents: Data([[UInt8]](repeating: line, count: 500).joined())))
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        var reader = JSONLinesReader(fileDescriptor: descriptor, maxLineBytes: 1000)
        var count = 0
        var largest = 0
        while let batch = try reader.nextBatch(maxLines: 512) {
            count += batch.lines.count
            largest = max(largest, batch.bytes.count)
        }
        #expect(count == 500)
        // About one longest line's worth of lines and one read, not 512 lines' 450 KB.
        #expect(largest < 1000 + 3 * 65_536)
    }

    @Test func theLimitIsInclusiveAndACarriageReturnDoesNotCount() throws {
        let exact = String(repeating: "y", count: 10)
        let (lines, _) = try lines(Array("\(exact)\n\(exact)\r\n\(exact)y\n\(exact)y".utf8), maxLineBytes: 10)
        #expect(lines == [exact, exact, nil, nil])
    }

    @Test func inputWithNoNewlineEndsAsOneLongLine() throws {
        let (lines, largest) = try lines([UInt8](repeating: 0, count: 3_000_000), maxLineBytes: 100)
        #expect(lines == [nil])
        #expect(largest < 100 + 3 * 65_536)
    }

    @Test func theCLIAnswersALongLineInPlace() throws {
        let input = #"{"id": 1, "text": "a"}"# + "\n" + #"{"id": 2, "text": ""# + String(repeating: "word ", count: 400) + "\"}\n" + #"{"id": 3, "text": "b"}"#
        let run = try SteadyMeasureRun.run(["--width", "300", "--max-line-bytes", "1000"], input: input)
        #expect(run.status == 1)
        #expect(run.stdoutLines == [
            #"{"id": 1, "width": 300, "size": 17, "lines": 1, "height": 23}"#,
            #"{"line": 2, "error": "line is longer than 1000 bytes (the limit; see --max-line-bytes)"}"#,
            #"{"id": 3, "width": 300, "size": 17, "lines": 1, "height": 23}"#,
        ])
        #expect(run.stderr == "steady-measure: line 2: line is longer than 1000 bytes (the limit; see --max-line-bytes)\n")
    }

    @Test func batchesHoldFewerLinesWhenEachHasManyRecords() {
        #expect(MeasureCommand.batchLines(for: MeasureSettings(widths: [300])) == 512)
        let many = MeasureSettings(widths: Array(repeating: 300, count: 10_000), sizes: [17, 20])
        #expect(MeasureCommand.batchLines(for: many) == 6)
        let huge = MeasureSettings(widths: Array(repeating: 300, count: 1_000_000))
        #expect(MeasureCommand.batchLines(for: huge) == 1)
    }
}
