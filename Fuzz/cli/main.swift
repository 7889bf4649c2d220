// Fuzz target: the CLI's whole measuring path, bytes in, records out. The bytes
// are the input file: read by JSONLinesReader (with a small line limit, so long
// lines are skipped too), each line measured by MessageMeasurer. Every line must
// get exactly one error record or one record per width x size, each a JSON object
// on its own line, and lines are numbered 1, 2, 3, … with none lost.
//
// Built by Fuzz/build.sh against SteadyText and SteadyJSON built as modules, in
// one module with steady-measure's IO and measuring sources.
import Glibc
import SteadyInput
import SteadyJSON
import SteadyText

let fuzzFonts: FontStack = {
    let dir = getenv("STEADY_FONTS").map { String(cString: $0) } ?? "Fonts"
    return try! FontStack(directory: dir)
}()
let settings = MeasureSettings(widths: [0.5, 120, 300], sizes: [17, 28], lineHeight: .normal, whiteSpace: .preWrap)
let lineWork = LineWork(measurer: MessageMeasurer(settings: settings, fonts: fuzzFonts), maxLineBytes: 256)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLI(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // The input through a pipe, as a shell would give it (run.sh keeps inputs
    // under the pipe's 64 KiB buffer, so writing it all first cannot block).
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0)
    let descriptor = ends[0]
    defer { close(descriptor) }
    var written = 0
    while written < min(size, 60_000) {
        let count = write(ends[1], data + written, min(size, 60_000) - written)
        precondition(count > 0)
        written += count
    }
    close(ends[1])
    var reader = JSONLinesReader(fileDescriptor: descriptor, maxLineBytes: 256)
    var expectedNumber = 1
    while let batch = try! reader.nextBatch(maxLines: 7) {
        batch.bytes.withUnsafeBufferPointer { bytes in
            for line in batch.lines {
                precondition(line.number == expectedNumber, "line numbers skip")
                expectedNumber += 1
                let output = lineWork.measure(line, in: bytes)
                let records = output.records.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                precondition(records.last?.isEmpty == true, "records end with a newline")
                precondition(records.count - 1 == (output.error == nil ? settings.recordsPerMessage : 1), "a line's records are lost")
                for record in records.dropLast() {
                    guard case .object = try! JSONParser.parse(Array(record)) else { preconditionFailure("a record is not an object") }
                }
            }
        }
    }
    return 0
}
