import SteadyInput

/// What a worker does with one line of a batch: measure it, or answer a line
/// that was too long to keep with its error record.
struct LineWork: Sendable {
    let measurer: MessageMeasurer
    let maxLineBytes: Int

    func measure(_ line: LineBatch.Line, in bytes: UnsafeBufferPointer<UInt8>) -> MessageMeasurer.Output {
        guard !line.isTooLong else {
            let record = ErrorRecord(
                lineNumber: line.number, idJSON: nil,
                message: "line is longer than \(maxLineBytes) bytes (the limit; see --max-line-bytes)")
            return MessageMeasurer.Output(records: record.jsonLine, error: record)
        }
        return measurer.measure(line: UnsafeBufferPointer(rebasing: bytes[line.range]), number: line.number)
    }
}
