import Glibc

/// Reads a JSON Lines stream in batches of lines, numbering them from 1.
///
/// Lines end at `\n`; a `\r` before it is dropped (CRLF files), a UTF-8 byte
/// order mark at the very start is dropped, and a last line without a newline
/// still counts. The empty "line" after a final newline is not a line.
///
/// Memory holds one batch plus one read buffer, whatever the input's length:
/// a batch ends once it holds ``maxLineBytes`` bytes of lines, and a line
/// longer than that is not kept but read past, and comes out as a line marked
/// ``LineBatch/Line/isTooLong`` (``makeLine`` decides, after trimming its CR),
/// so even input with no newline at all (`/dev/zero`) streams in constant space.
package struct JSONLinesReader {
    /// Why reading stopped early.
    package struct ReadError: Error, Sendable {
        /// `errno` of the failed `read`.
        package var code: Int32
    }

    /// Bytes asked for per `read`.
    private static let chunkSize = 1 << 16

    /// The default of ``maxLineBytes``: 4 MiB, far above any chat message
    /// (a whole novel chapter is a few hundred KB).
    package static let defaultMaxLineBytes = 4 << 20

    /// The longest line kept, in bytes without its line end.
    package let maxLineBytes: Int

    private let fileDescriptor: Int32
    /// Bytes read but not yet handed out: the start of a line whose end has not been read.
    private var pending: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: JSONLinesReader.chunkSize)
    private var isAtEnd = false
    /// Inside a line longer than ``maxLineBytes``: its bytes are dropped until its end.
    private var isSkippingLongLine = false
    private var nextLineNumber = 1

    /// Reads from `fileDescriptor`, which the caller keeps open and closes.
    package init(fileDescriptor: Int32, maxLineBytes: Int = JSONLinesReader.defaultMaxLineBytes) {
        self.fileDescriptor = fileDescriptor
        self.maxLineBytes = max(1, maxLineBytes)
    }

    /// The next up to `maxLines` lines, or nil at the end of the input.
    ///
    /// It takes only lines that have already arrived: once it holds a line, it
    /// reads again only while more input is ready at once. A program that
    /// sends one line and waits for its answer (a co-process) gets it, and
    /// a file is still read in full batches.
    ///
    /// - Throws: ``ReadError`` when `read` fails.
    package mutating func nextBatch(maxLines: Int) throws(ReadError) -> LineBatch? {
        let maxLines = max(1, maxLines)
        var lines: [LineBatch.Line] = []
        var lineStart = 0
        var scanFrom = 0
        while lines.count < maxLines {
            if isSkippingLongLine {
                if let newline = pending[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
                    pending.removeSubrange(lineStart...newline)
                    scanFrom = lineStart
                    isSkippingLongLine = false
                    lines.append(makeTooLongLine())
                    continue
                }
                pending.removeSubrange(lineStart...)
                if isAtEnd {
                    isSkippingLongLine = false
                    lines.append(makeTooLongLine())
                    break
                }
                if !lines.isEmpty && !isInputReady() { break }
                try readChunk()
                continue
            }
            if let newline = pending[scanFrom...].firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(makeLine(lineStart..<newline))
                lineStart = newline + 1
                scanFrom = lineStart
                // A batch holds about one longest line's worth of bytes, so that
                // lines just under the limit cannot pile up 512 at a time.
                if lineStart > maxLineBytes { break }
                continue
            }
            scanFrom = pending.count
            // The line so far (a CR before its end does not count) is too long:
            // drop what is held of it and skip the rest as it arrives.
            if pending.count - lineStart > maxLineBytes + 1 {
                pending.removeSubrange(lineStart...)
                scanFrom = lineStart
                isSkippingLongLine = true
                continue
            }
            if isAtEnd {
                if lineStart < pending.count {
                    lines.append(makeLine(lineStart..<pending.count))
                    lineStart = pending.count
                }
                break
            }
            if !lines.isEmpty && !isInputReady() { break }
            try readChunk()
        }
        if lines.isEmpty { return nil }
        // Hand the buffer to the batch and keep only the unfinished line: one
        // copy of a partial line per batch.
        let bytes = pending
        pending = Array(bytes[lineStart...])
        return LineBatch(bytes: bytes, lines: lines, consumedByteCount: lineStart)
    }

    /// Numbers a line and trims its CR and, on line 1, its byte order mark.
    private mutating func makeLine(_ range: Range<Int>) -> LineBatch.Line {
        var range = range
        if nextLineNumber == 1, range.count >= 3,
           pending[range.lowerBound] == 0xEF, pending[range.lowerBound + 1] == 0xBB, pending[range.lowerBound + 2] == 0xBF {
            range = (range.lowerBound + 3)..<range.upperBound
        }
        if let last = range.last, pending[last] == UInt8(ascii: "\r") {
            range = range.lowerBound..<last
        }
        if range.count > maxLineBytes { return makeTooLongLine() }
        defer { nextLineNumber += 1 }
        return LineBatch.Line(number: nextLineNumber, range: range)
    }

    /// Numbers a line that was longer than ``maxLineBytes`` (its bytes are gone).
    private mutating func makeTooLongLine() -> LineBatch.Line {
        defer { nextLineNumber += 1 }
        return LineBatch.Line(number: nextLineNumber, range: 0..<0, isTooLong: true)
    }

    /// Whether a `read` would return at once (data, the end, or an error).
    private func isInputReady() -> Bool {
        var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, 0)
            if ready < 0 && errno == EINTR { continue }
            // An error from poll itself is left for read to report.
            return ready != 0
        }
    }

    /// Appends one `read`'s bytes to `pending`.
    private mutating func readChunk() throws(ReadError) {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(code: errno)
            }
            if count == 0 { isAtEnd = true }
            pending.append(contentsOf: chunk[0..<count])
            return
        }
    }
}
