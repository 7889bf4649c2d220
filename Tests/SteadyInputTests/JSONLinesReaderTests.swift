import Glibc
import Testing
@testable import SteadyInput

/// The line reader over a real pipe: numbering, line ends, batches.
@Suite struct JSONLinesReaderTests {
    /// Reads `input` through a pipe in batches of `maxLines`; returns each batch's (number, text) pairs.
    private func batches(_ input: [UInt8], maxLines: Int) throws -> [[(Int, String)]] {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        // Small inputs fit the pipe's buffer, so writing before reading cannot block.
        #expect(input.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) } == input.count)
        close(descriptors[1])
        defer { close(descriptors[0]) }
        var reader = JSONLinesReader(fileDescriptor: descriptors[0])
        var result: [[(Int, String)]] = []
        while let batch = try reader.nextBatch(maxLines: maxLines) {
            result.append(batch.lines.map { ($0.number, String(decoding: batch.bytes[$0.range], as: UTF8.self)) })
        }
        return result
    }

    @Test func lineEndsAndByteOrderMark() throws {
        let input: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\r\n\nb\r\r\nc".utf8)
        let lines = try batches(input, maxLines: 100).flatMap { $0 }
        #expect(lines.map(\.0) == [1, 2, 3, 4])
        // One CR is a line end's; a second one belongs to the line.
        #expect(lines.map(\.1) == ["a", "", "b\r", "c"])
    }

    @Test func byteOrderMarkOnlyOnTheFirstLine() throws {
        let input: [UInt8] = Array("a\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("b\n".utf8)
        let lines = try batches(input, maxLines: 100).flatMap { $0 }
        #expect(lines.map(\.1) == ["a", "\u{FEFF}b"])
    }

    @Test func finalNewlineEndsTheLastLine() throws {
        #expect(try batches(Array("a\nb\n".utf8), maxLines: 10).flatMap { $0 }.map(\.1) == ["a", "b"])
        #expect(try batches([], maxLines: 10).isEmpty)
        #expect(try batches([0x0A], maxLines: 10).flatMap { $0 }.map(\.1) == [""])
    }

    @Test func batchesNumberLinesContinuously() throws {
        let input = Array((1...7).map { "line \($0)" }.joined(separator: "\n").utf8)
        let result = try batches(input, maxLines: 3)
        #expect(result.map(\.count) == [3, 3, 1])
        #expect(result.flatMap { $0 }.map(\.0) == Array(1...7))
        #expect(result.flatMap { $0 }.map(\.1) == (1...7).map { "line \($0)" })
    }
}
