import Dispatch
import Glibc
import SteadyText
import Synchronization

/// `steady-measure [measure] [OPTIONS] [FILE]`: JSON Lines of messages in,
/// one record per message × width × size out (CONTRACT.md).
///
/// Everything that can fail as a usage error (options, the input file, the
/// fonts) is settled in ``init(arguments:)``, before any input is read. The
/// run then streams: read a batch of lines, measure them on ``MeasureOptions/jobs``
/// threads, write the batch's output in input order, repeat. Output is the
/// same bytes whatever the number of jobs, and memory stays flat however long
/// the input is.
struct MeasureCommand {
    /// Lines per batch: enough to keep every thread busy between the ordered
    /// writes, small enough that a slow pipe is answered promptly.
    static let batchSize = 512

    private let options: MeasureOptions
    private let input: Int32
    private let inputName: String
    private let inputByteCount: Int?
    private let measurer: MessageMeasurer

    /// Parses the arguments, opens the input and loads the fonts.
    ///
    /// - Throws: ``UsageError`` for a bad option, an unreadable input file or font.
    init(arguments: [String]) throws(UsageError) {
        options = try MeasureOptions(arguments: arguments)
        if let path = options.inputPath {
            (input, inputByteCount) = try Self.open(path)
            inputName = path
        } else {
            input = 0
            inputName = "standard input"
            inputByteCount = nil
        }
        let fonts: FontStack
        do {
            if let directory = options.fontDirectory {
                fonts = try FontStack(directory: directory)
            } else {
                fonts = try FontStack.bundled()
            }
        } catch {
            let source = options.fontDirectory == nil ? "bundled fonts" : "--fonts"
            throw UsageError("\(source): \(error) (a font folder holds \(FontStack.fileNames.joined(separator: ", ")))")
        }
        measurer = MessageMeasurer(options: options, fonts: fonts)
    }

    /// Parses, then runs; usage errors go to standard error.
    static func run(arguments: [String]) -> ExitStatus {
        let command: MeasureCommand
        do {
            command = try MeasureCommand(arguments: arguments)
        } catch {
            OutputStream.standardError.write(error.diagnostic)
            return .usage
        }
        return command.run()
    }

    /// Measures every input line and writes the output.
    func run() -> ExitStatus {
        defer { if input != 0 { close(input) } }
        var reader = JSONLinesReader(fileDescriptor: input)
        var progress = OutputStream.standardError.isTerminal ? ProgressBar(totalByteCount: inputByteCount) : nil
        let outputIsTerminal = OutputStream.standardOutput.isTerminal
        var hadBadLine = false
        var lineCount = 0
        var byteCount = 0
        while true {
            let batch: LineBatch
            do {
                guard let next = try reader.nextBatch(maxLines: Self.batchSize) else { break }
                batch = next
            } catch {
                progress?.clear()
                OutputStream.standardError.write("steady-measure: cannot read \(inputName): \(String(cString: strerror(error.code)))\n")
                return .ioFailure
            }
            let outputs = measure(batch)
            var records: [UInt8] = []
            var diagnostics = ""
            for output in outputs {
                records.append(contentsOf: output.records)
                if let error = output.error {
                    hadBadLine = true
                    diagnostics += error.diagnostic
                }
            }
            // Records on a terminal would land on the bar's line.
            if outputIsTerminal { progress?.clear() }
            guard OutputStream.standardOutput.write(records) else {
                OutputStream.standardError.write("steady-measure: cannot write output: \(String(cString: strerror(errno)))\n")
                return .ioFailure
            }
            // After the batch's records, so on a terminal a message follows the record it explains.
            if !diagnostics.isEmpty {
                progress?.clear()
                OutputStream.standardError.write(diagnostics)
            }
            lineCount += batch.lines.count
            byteCount += batch.consumedByteCount
            progress?.update(lineCount: lineCount, byteCount: byteCount)
        }
        progress?.clear()
        return hadBadLine ? .badInput : .success
    }

    /// Measures a batch's lines, in parallel when there are jobs to spare.
    ///
    /// Each of the `n` workers claims the next unmeasured line from a shared
    /// counter until none are left. Claiming line by line, rather than handing
    /// each worker a fixed share, keeps every worker busy when messages differ
    /// widely in length or when a worker thread is scheduled late (on a busy
    /// machine the calling thread may then measure most of the batch itself).
    /// Results go to the line's own slot, so the order of the output never
    /// depends on which worker measured what.
    private func measure(_ batch: LineBatch) -> [MessageMeasurer.Output] {
        let lines = batch.lines
        let workerCount = min(options.jobs, lines.count)
        let measurer = self.measurer
        var outputs = [MessageMeasurer.Output](repeating: .init(), count: lines.count)
        batch.bytes.withUnsafeBufferPointer { bytes in
            outputs.withUnsafeMutableBufferPointer { results in
                if workerCount <= 1 {
                    for (index, line) in lines.enumerated() {
                        results[index] = measurer.measure(line: UnsafeBufferPointer(rebasing: bytes[line.range]), number: line.number)
                    }
                    return
                }
                let shared = SharedBuffers(bytes: bytes, results: results)
                let nextLine = Atomic<Int>(0)
                DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
                    while true {
                        let index = nextLine.wrappingAdd(1, ordering: .relaxed).oldValue
                        guard index < lines.count else { return }
                        let line = lines[index]
                        shared.results[index] = measurer.measure(
                            line: UnsafeBufferPointer(rebasing: shared.bytes[line.range]), number: line.number)
                    }
                }
            }
        }
        return outputs
    }

    /// Opens the input file, or explains why not.
    private static func open(_ path: String) throws(UsageError) -> (Int32, Int?) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw UsageError("cannot read input file \(quoted(path)): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw UsageError("cannot read input file \(quoted(path)): \(reason)")
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw UsageError("cannot read input file \(quoted(path)): it is a folder")
        }
        let isRegular = (status.st_mode & S_IFMT) == S_IFREG
        return (descriptor, isRegular ? Int(status.st_size) : nil)
    }
}

/// The batch's input bytes and output slots, handed to the worker threads.
///
/// @unchecked Sendable, because the compiler cannot see the discipline that
/// makes this safe: the input bytes are only read, each output slot is written
/// by exactly one worker (the one that claimed its index), and both buffers
/// outlive `concurrentPerform`, which returns only after every worker is done.
private struct SharedBuffers: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let results: UnsafeMutableBufferPointer<MessageMeasurer.Output>
}
