import Glibc

/// Reads a JSON Lines stream in batches of lines, numbering them from 1.
///
/// Lines end at `\n`; a `\r` before it is dropped (CRLF files), a UTF-8 byte
/// order mark at the very start is dropped, and a last line without a newline
/// still counts. The empty "line" after a final newline is not a line.
///
/// Memory holds one batch plus one read buffer, whatever the input's length,
/// so ten million lines stream through in constant space (a single huge line
/// must of course be held whole).
struct JSONLinesReader {
    /// Why reading stopped early.
    struct ReadError: Error, Sendable {
        /// `errno` of the failed `read`.
        var code: Int32
    }

    /// Bytes asked for per `read`.
    private static let chunkSize = 1 << 16

    private let fileDescriptor: Int32
    /// Bytes read but not yet handed out: the start of a line whose end has not been read.
    private var pending: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: JSONLinesReader.chunkSize)
    private var isAtEnd = false
    /// Whether the last `read` returned less than asked: no more input is ready yet.
    private var lastReadWasShort = false
    private var nextLineNumber = 1

    /// Reads from `fileDescriptor`, which the caller keeps open and closes.
    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// The next up to `maxLines` lines, or nil at the end of the input.
    ///
    /// It reads until it has `maxLines` lines, the input ends, or a read comes
    /// back short with at least one line in hand: a pipe fed slowly (someone
    /// typing, a chat client) gets its answers as lines arrive instead of
    /// waiting for a full batch.
    ///
    /// - Throws: ``ReadError`` when `read` fails.
    mutating func nextBatch(maxLines: Int) throws(ReadError) -> LineBatch? {
        precondition(maxLines > 0, "a batch holds at least one line")
        var lines: [LineBatch.Line] = []
        var lineStart = 0
        var scanFrom = 0
        while lines.count < maxLines {
            if let newline = pending[scanFrom...].firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(makeLine(lineStart..<newline))
                lineStart = newline + 1
                scanFrom = lineStart
                continue
            }
            scanFrom = pending.count
            if isAtEnd {
                if lineStart < pending.count {
                    lines.append(makeLine(lineStart..<pending.count))
                    lineStart = pending.count
                }
                break
            }
            if lastReadWasShort && !lines.isEmpty { break }
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
        defer { nextLineNumber += 1 }
        return LineBatch.Line(number: nextLineNumber, range: range)
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
            lastReadWasShort = count < chunk.count
            return
        }
    }
}
